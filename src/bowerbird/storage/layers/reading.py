"""What has been read of each conversation, beside the raw messages (``messages.py``):
per agent, the ledger of turns already ingested (a re-run after a crash skips them), the
cursor of each transcript file (how far it was read, and the marks that tell the same file
from a rewritten one), and the messages and sessions a person asked to hide from search.
Small JSON files under ``<home>/messages/``, each written whole and atomically under the
home's lock; never a message's text.
"""

from __future__ import annotations

import hashlib
import json
import os
from dataclasses import asdict, dataclass, replace
from pathlib import Path
from typing import TYPE_CHECKING, Any

from ..disk.private import private_folder
from ..disk.records import loads
from ..files.tree import atomic_write
from ..index import MessageRow
from .messages import messages_dir

if TYPE_CHECKING:
    from ..store import Store


_INGESTED = ".ingested.json"


def _fingerprint(role: str, content: str) -> str:
    return hashlib.sha256(f"{role}\x00{content}".encode()).hexdigest()[:16]


def transcript_keys(
    turns: list[tuple[str, str]], start: int = 0, first: str | None = None
) -> list[str]:
    """Each turn's write key in a transcript: ``ingest:<first turn>:<place>:<turn>``; for
    turns read from the middle on, ``start`` is the first one's place and ``first`` the
    transcript's first turn's fingerprint (``turn_print``)."""
    if not turns:
        return []
    first = first or _fingerprint(*turns[0])
    return [
        f"ingest:{first}:{n}:{_fingerprint(r, c)}" for n, (r, c) in enumerate(turns, start=start)
    ]


def turn_print(turn: tuple[str, str]) -> str:
    """A turn's fingerprint, as its write key holds it."""
    return _fingerprint(*turn)


def already_ingested(store: Store, agent: str, turns: list[tuple[str, str]]) -> int:
    """How many of ``turns`` (from the first) this agent ingested before: a transcript is
    known by its first message, and what it said then is a prefix of what it says now
    (``bower ingest`` of the same file twice, or of the file grown since)."""
    if not turns:
        return 0
    prints = [_fingerprint(r, c) for r, c in turns]
    seen = _ledger(store).get(f"{agent}:{prints[0]}", [])
    same = 0
    for old, new in zip(seen, prints, strict=False):
        if old != new:
            break
        same += 1
    return same


def mark_ingested(store: Store, agent: str, turns: list[tuple[str, str]]) -> None:
    """Remember ``turns`` as this agent's ingested transcript (see ``already_ingested``)."""
    if not turns:
        return
    prints = [_fingerprint(r, c) for r, c in turns]
    with store.lock.hold():
        ledger = _ledger(store)
        ledger[f"{agent}:{prints[0]}"] = prints
        path = messages_dir(store.settings) / _INGESTED
        private_folder(path.parent)
        atomic_write(path, json.dumps(ledger).encode("utf-8"))


def _ledger(store: Store) -> dict[str, list[str]]:
    try:
        data = loads((messages_dir(store.settings) / _INGESTED).read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return {}  # none yet, or unreadable: a transcript may be kept twice, nothing lost
    return data if isinstance(data, dict) else {}


# ---------------------------------------------------------------- where a transcript was read

_CURSORS = ".cursors.json"
# A cursor is believed only while the bytes around it are the ones read: the file's first
# (up to) _HEAD bytes and the _TAIL bytes before the cursor (a transcript rewritten or
# replaced since is read from its start again; its turns' write keys keep them once).
_HEAD = 4096
_TAIL = 1024


@dataclass(frozen=True)
class Cursor:
    """How far one agent has read a growing transcript file: ``offset`` is just past the
    last line whose turn was read, ``turns`` how many turns came before it, ``first`` the
    fingerprint of the transcript's first turn (its write keys' prefix), ``head`` and
    ``tail`` the digests that recognise the file (``_HEAD``, ``_TAIL``); ``lines`` and
    ``messages`` count what lies before ``offset``."""

    offset: int = 0
    turns: int = 0
    first: str = ""
    head: str = ""
    tail: str = ""
    lines: int = 0  # whole lines before ``offset``
    messages: int = 0  # messages of the turns before ``offset``
    project: str = ""  # the folder its session worked in (its memories' project), if told


def _marks(handle: Any, offset: int) -> tuple[str, str]:
    """Digests of an open file's first bytes and of the bytes just before ``offset``."""
    handle.seek(0)
    head = hashlib.sha256(handle.read(min(offset, _HEAD))).hexdigest()[:16]
    start = max(0, offset - _TAIL)
    handle.seek(start)
    tail = hashlib.sha256(handle.read(offset - start)).hexdigest()[:16]
    return head, tail


def read_cursor(store: Store, agent: str, path: Path) -> Cursor:
    """Where ``agent`` stopped in the transcript at ``path`` — the start when it never read
    it, or when the file is no longer the one it read (shorter, or other bytes there)."""
    return _held(_cursors(store).get(f"{agent}:{path}"), path)


def _held(entry: Any, path: Path) -> Cursor:
    """The saved cursor ``entry`` if the file at ``path`` is still the one it read, else
    the start."""
    if not isinstance(entry, dict):
        return Cursor()
    try:
        cursor = Cursor(**entry)
        with path.open("rb") as handle:
            size = os.fstat(handle.fileno()).st_size
            if cursor.offset <= 0 or size < cursor.offset:
                return Cursor()
            if _marks(handle, cursor.offset) != (cursor.head, cursor.tail):
                return Cursor()
    except (OSError, TypeError, ValueError):
        return Cursor()
    return cursor


def save_cursor(store: Store, agent: str, path: Path, cursor: Cursor) -> Cursor:
    """Remember ``cursor`` (its digests taken now) for ``agent`` and ``path``; the cursor
    as saved."""
    with path.open("rb") as handle:
        head, tail = _marks(handle, cursor.offset)
    kept = replace(cursor, head=head, tail=tail)
    with store.lock.hold():
        cursors = _cursors(store)
        cursors[f"{agent}:{path}"] = asdict(kept)
        where = messages_dir(store.settings) / _CURSORS
        private_folder(where.parent)
        atomic_write(where, json.dumps(cursors).encode("utf-8"))
    return kept


def unread(store: Store, agent: str) -> list[tuple[Path, Cursor]]:
    """The transcripts ``agent`` follows that hold more than it read (a flush abandoned by
    a process that died, or a session's last turns no flush came for): each path and its
    cursor. A stat each; a file gone or replaced is left out (its cursor no longer holds)."""
    found = []
    prefix = f"{agent}:"
    for key, entry in _cursors(store).items():
        if not key.startswith(prefix) or not isinstance(entry, dict):
            continue
        path = Path(key[len(prefix) :])
        try:
            if path.stat().st_size <= int(entry.get("offset", 0)):
                continue
        except (OSError, ValueError, TypeError):
            continue
        cursor = _held(entry, path)
        if cursor.offset:
            found.append((path, cursor))
    return found


def _cursors(store: Store) -> dict[str, Any]:
    try:
        data = loads((messages_dir(store.settings) / _CURSORS).read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return {}  # none yet, or unreadable: a transcript is read from its start, kept once
    return data if isinstance(data, dict) else {}


# ---------------------------------------------------------------- ignored (soft-deleted)

_IGNORED = ".ignored.json"


@dataclass(frozen=True)
class Ignored:
    """Messages and sessions set aside by seed 004's ``messages_ignore_*`` (a soft delete):
    kept on disk and in the index, left out of search, session views, history and summaries
    until un-ignored. Sessions are ``agent:session`` (sessions are shared across agents)."""

    messages: frozenset[str] = frozenset()
    sessions: frozenset[str] = frozenset()

    def hides(self, row: MessageRow) -> bool:
        """Whether ``row`` is set aside."""
        return row.id in self.messages or f"{row.agent}:{row.session}" in self.sessions

    def to_dict(self) -> dict[str, Any]:
        return {"messages": sorted(self.messages), "sessions": sorted(self.sessions)}


def ignored(store: Store) -> Ignored:
    """What is set aside (nothing when the file is missing or unreadable: a soft delete
    never hides more than it was asked to)."""
    try:
        data = loads((messages_dir(store.settings) / _IGNORED).read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return Ignored()
    if not isinstance(data, dict):
        return Ignored()
    ids = {m for m in data.get("messages", []) if isinstance(m, str)}
    sessions = {s for s in data.get("sessions", []) if isinstance(s, str)}
    return Ignored(frozenset(ids), frozenset(sessions))


def set_ignored(store: Store, messages: set[str], sessions: set[str], *, ignore: bool) -> Ignored:
    """Add (``ignore``) or remove message ids and ``agent:session`` keys; returns the set."""
    with store.lock.hold():
        now = ignored(store)
        if ignore:
            kept = Ignored(now.messages | messages, now.sessions | sessions)
        else:
            kept = Ignored(now.messages - messages, now.sessions - sessions)
        path = messages_dir(store.settings) / _IGNORED
        private_folder(path.parent)
        atomic_write(path, json.dumps(kept.to_dict()).encode("utf-8"))
        return kept
