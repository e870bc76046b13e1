"""Checks every note passes before it may become a memory: size, encoding, binary content,
type and priority; the secrets policy; and the initial importance of a new memory (from its
length, named entities, type, priority and the extraction's confidence)."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from ..errors import InputError, UsageError
from ..services.text import count_entities
from ..settings import SecretsPolicy
from ..storage.files.note import TYPES

PRIORITY_BONUS = {"critical": 0.3, "high": 0.2, "normal": 0.0, "low": -0.1}
TYPE_BONUS = {"decision": 0.3, "pattern": 0.25, "procedure": 0.2}


def check_note(text: str, max_bytes: int) -> str:
    """Validate a note; returns it stripped or raises InputError naming the problem."""
    if not isinstance(text, str):
        raise InputError(f"a note must be text, got {type(text).__name__}")
    size = len(text.encode("utf-8", "surrogatepass"))
    if size > max_bytes:
        raise InputError(
            f"note is {size:,} bytes, over the {max_bytes:,}-byte limit",
            hint="Split it into smaller notes, or raise [limits] note_bytes in config.toml.",
        )
    if "\x00" in text or any(0xD800 <= ord(c) <= 0xDFFF for c in text):
        raise InputError("note contains binary data (NUL bytes or invalid code points)")
    control = sum(1 for c in text if ord(c) < 32 and c not in "\n\r\t")
    if control > max(2, len(text) // 100):
        raise InputError(
            f"note looks binary ({control} control characters)",
            hint="Pass a text note; files such as images or archives cannot be memories.",
        )
    stripped = text.strip()
    if not stripped:
        raise InputError("note is empty", hint="Pass the text to remember.")
    return stripped


def compute_importance(
    content: str, memory_type: str, priority: str | None, confidence: float
) -> float:
    """Initial importance in [0.05, 1] from length, entities, type, priority and confidence."""
    score = min(len(content) / 500.0, 1.0) * 0.10
    score += min(count_entities(content) / 10.0, 1.0) * 0.15
    score += TYPE_BONUS.get(memory_type, 0.0)
    score += PRIORITY_BONUS.get(priority or "normal", 0.0)
    score += confidence * 0.2
    return round(max(0.05, min(1.0, score)), 3)


# One set of limits for every surface (CLI, HTTP, MCP, imports): what a reader of the file
# takes back, checked before anything is written.
MAX_TAGS = 20
MAX_TAG_CHARS = 64
MAX_TITLE_CHARS = 300  # a title is a line a listing shows, not a second text
MAX_FIELD_CHARS = 200  # a topic, a source


def validate_limits(tags: tuple[str, ...], topic: str | None, source: str) -> None:
    """``UsageError`` naming the field over its limit (``MAX_TAGS`` tags of at most
    ``MAX_TAG_CHARS`` characters, a topic and a source of ``MAX_FIELD_CHARS``)."""
    if len(tags) > MAX_TAGS:
        raise UsageError(
            f"{len(tags)} tags: at most {MAX_TAGS}", hint="Keep the few that name the topic."
        )
    for tag in tags:
        if len(tag) > MAX_TAG_CHARS or "\n" in tag:
            raise UsageError(
                f"tag {tag[:40]!r}… is over {MAX_TAG_CHARS} characters or spans lines",
                hint="A tag is one short word or phrase.",
            )
    for name, value in (("topic", topic or ""), ("source", source)):
        if len(value) > MAX_FIELD_CHARS or "\n" in value:
            raise UsageError(
                f"the {name} is over {MAX_FIELD_CHARS} characters or spans lines",
                hint=f"Give a short {name}.",
            )


def validate_metadata(metadata: dict[str, str] | None) -> None:
    """``UsageError`` unless ``metadata`` is at most ``MAX_TAGS`` string pairs, keys of at
    most ``MAX_TAG_CHARS`` characters and values of at most ``MAX_FIELD_CHARS``, on one line
    each (what the frontmatter reader takes back)."""
    if not metadata:
        return
    if len(metadata) > MAX_TAGS:
        raise UsageError(
            f"{len(metadata)} metadata keys: at most {MAX_TAGS}", hint="Keep the few you read."
        )
    for key, value in metadata.items():
        if not isinstance(key, str) or not isinstance(value, str):
            raise UsageError(
                f"metadata {key!r} is not a string pair", hint='Give strings: {"k": "v"}.'
            )
        if (
            not key
            or len(key) > MAX_TAG_CHARS
            or len(value) > MAX_FIELD_CHARS
            or ("\n" in key + value)
        ):
            raise UsageError(
                f"metadata {key[:40]!r} is empty, too long or spans lines",
                hint=f"Keys up to {MAX_TAG_CHARS} characters, values up to {MAX_FIELD_CHARS}.",
            )


def validate_options(
    memory_type: str | None, priority: str | None, importance: float | None
) -> None:
    if memory_type is not None and memory_type not in TYPES:
        raise UsageError(
            f"type {memory_type!r} is not one of {', '.join(TYPES)}",
            hint=f"Give a type from: {', '.join(TYPES)} (or none, to let the cue words decide).",
        )
    if priority is not None and priority not in PRIORITY_BONUS:
        raise UsageError(
            f"priority {priority!r} is not one of {', '.join(PRIORITY_BONUS)}",
        )
    if importance is not None and not 0.0 <= importance <= 1.0:
        raise UsageError(f"importance {importance} is outside [0, 1]")


def apply_secret_policy(
    note: str, policy: SecretsPolicy, before: Sequence[str] = ()
) -> tuple[str, list[str]]:
    """Redact, refuse or allow the credentials in ``note`` (``[secrets] policy``).
    ``before``: the messages said just before it in its conversation, oldest first (a
    credential they asked for and ``note`` gives bare is one: "What PIN should I set?" —
    "9904")."""
    if policy == "allow":
        return note, []
    from ..services.secrets.redact import redact

    clean, kinds = redact(note, before)
    if kinds and policy == "refuse":
        raise InputError(
            f"note contains {len(kinds)} credential(s): {', '.join(sorted(set(kinds)))}",
            hint='Remove them, or set [secrets] policy = "redact" to store the note with '
            "the credentials replaced by [REDACTED:<kind>].",
        )
    return clean, kinds


def screen_said(
    said: Sequence[str], policy: SecretsPolicy, limit: int, before: Sequence[str] = ()
) -> list[str]:
    """The messages of one conversation, in order, each through the note checks and the
    secrets policy with the two said before it (``before``, then its predecessors here) as
    its context: a credential asked for in one message and given in the next is redacted
    in the next."""
    clean: list[str] = []
    for text in said:
        if not text.strip():
            clean.append(text)  # an empty message stays as it is (its callers skip it)
            continue
        context = [*before, *clean][-2:]
        kept = apply_secret_policy(check_note(text, limit), policy, context)[0]
        clean.append(kept)
    return clean


def redact_leaves(value: Any, policy: SecretsPolicy) -> Any:
    """``value`` (JSON: dicts, lists, scalars) with every string through the secrets policy:
    a structured record (a framework's item, a stored value) is screened like a note."""
    from ..services.secrets.redact import each_string

    return each_string(value, lambda text: apply_secret_policy(text, policy)[0])
