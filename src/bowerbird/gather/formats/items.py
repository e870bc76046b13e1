"""What an importer reads out of a file: messages of conversations, facts to curate, and
the parts it skipped with the reason — one stream of items, so a file of any size is read a
piece at a time."""

from __future__ import annotations

import contextlib
import hashlib
from dataclasses import dataclass, field
from datetime import datetime
from typing import Any

from ...services.timeparse import parse_time


@dataclass(frozen=True)
class Said:
    """One message of an imported conversation.

    ``speaker`` is a person's name (a WhatsApp chat) or the role's name (an AI chat);
    ``role`` is ``user`` for people and ``assistant`` for an AI. ``me`` marks what the
    person whose memory this is said (their own statements feed their profile).
    """

    conversation: str
    speaker: str
    role: str
    text: str
    at: datetime | None
    key: str
    me: bool = False


@dataclass(frozen=True)
class Fact:
    """Something to remember as it stands (a contact, a note's observation, a mem0 memory).

    ``name`` is what other facts call this one's note by (a note's title, for links);
    ``links`` are ``(relation type, target name, origin)`` edges to other names of the file;
    ``attributes`` are kept as the memory's metadata; ``distilled`` facts are stored as
    given (curate's dedupe and supersession still apply), the others are extracted first.
    """

    text: str
    key: str
    name: str | None = None
    type: str | None = None
    tags: tuple[str, ...] = ()
    observed_at: datetime | None = None
    attributes: dict[str, str] = field(default_factory=dict)
    links: tuple[tuple[str, str, str], ...] = ()
    distilled: bool = True
    where: str = ""


@dataclass(frozen=True)
class Skipped:
    """A part of the file left out, and why (a system line, an image, a malformed record)."""

    where: str
    why: str


Item = Said | Fact | Skipped


def key_of(*parts: object) -> str:
    """A short stable key for an item: what re-importing the same file recognises."""
    text = "\x00".join(str(p) for p in parts)
    return hashlib.sha256(text.encode("utf-8")).hexdigest()[:20]


def time_of(value: Any) -> datetime | None:
    """An ISO-8601 time of an export (``None`` for a missing or unreadable one: the item is
    still imported, at the time of its conversation or of the import)."""
    if not isinstance(value, str) or not value:
        return None
    with contextlib.suppress(ValueError, TypeError):
        return parse_time(value, "created_at")
    return None
