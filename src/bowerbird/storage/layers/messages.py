"""Raw conversation messages (seed 004's first layer): every turn kept verbatim.

``<home>/messages/<agent>/<session>.jsonl``, one JSON object a line (``id``, ``session``,
``agent``, ``role``, ``content``, ``at``, and ``key`` when the writer gave one: an imported
item's or an ingested turn's, by which a re-run after a crash — of an import, an ingest, a
command whose resident died — recognises what is already kept and skips it; the key is in the
message's own line, written in the same append): appended, never rewritten — except by an
explicit forget, which removes a session's file for that agent. Credentials are redacted by the
secrets policy before a line is written. A *session* is a run of messages without a silence
longer than ``[messages] session_gap_minutes`` (60), across agents: a conversation that hops
between bots stays one session. The files are the truth; the ``messages`` tables are derived
and reconciled like the tree (stat scan, changed files re-read, deleted files dropped); a line
that is not a JSON message (a hand edit gone wrong) is skipped and counted, never fatal.
"""

from __future__ import annotations

import hashlib
import json
import re
import secrets
from dataclasses import dataclass
from datetime import UTC, datetime
from pathlib import Path
from typing import TYPE_CHECKING, Any, TypeGuard

from ..disk.private import private_file, private_folder
from ..disk.records import parse_record
from ..files.tree import append_durably, atomic_write, pending, scan, sha_of
from ..index import FileRow, MessageRow

if TYPE_CHECKING:
    from ...settings import Settings
    from ..store import Store

MESSAGES = "messages"


def messages_dir(settings: Settings) -> Path:
    """``<home>/messages``."""
    return settings.home / MESSAGES


def session_id(at: datetime) -> str:
    """A new session's id: when it began (UTC), ``s20261123T041300``."""
    utc = at.astimezone(UTC)  # a year before 1000 keeps its four digits
    return f"s{utc.year:04d}{utc:%m%dT%H%M%S}"


@dataclass(frozen=True)
class Added:
    """Where appended messages went: the ids of every turn given, in order (a turn whose key
    was stored before names the stored message), and how many were written now."""

    session: str
    path: str
    ids: list[str]
    new: int = 0


Keyed = tuple[str, str, str]  # (role, content, write key — "" for none)


def append(store: Store, agent: str, turns: list[Keyed], at: datetime) -> Added | None:
    """Append ``(role, content, key)`` messages of ``agent`` at ``at`` (the caller has
    redacted them) to their session's file, and index them. Empty contents are skipped, and
    so is a message whose key ``agent`` stored before (``Added.ids`` then names the stored
    one: the ids are the non-empty turns', in order)."""
    turns = [(role, content, key) for role, content, key in turns if content.strip()]
    if not turns:
        return None
    at_ms = int(at.timestamp() * 1000)
    gap_ms = int(store.settings.messages.session_gap_minutes * 60_000)
    with store.lock.hold():
        stored = _stored(store, agent, [key for _, _, key in turns])
        fresh = [(r, c, at, k) for r, c, k in turns if k not in stored]
        if not fresh:
            return Added("", "", [stored[k] for _, _, k in turns], 0)
        last = store.index.last_message()
        closed = _closed(store)
        if last is not None and last[0] != closed and 0 <= at_ms - last[1] <= gap_ms:
            session = last[0]
        else:
            session = session_id(at)
            if last is not None and session == last[0]:
                session += "b"  # closed and reopened within the same second
        added = _write(store, agent, session, fresh)
    return _in_order(added, [key for _, _, key in turns], stored)


def append_session(
    store: Store, agent: str, turns: list[tuple[str, str, datetime, str]]
) -> Added | None:
    """Append ``(role, content, at, key)`` messages of ``agent`` as a session of their own,
    each at its own time (an imported conversation: its times are the original's, long past,
    so the gap rule of ``append`` would cut it at every message). The session is named for
    its first message's time, with a letter added when another session has that name. Keys
    stored before are skipped, as by ``append``."""
    turns = [turn for turn in turns if turn[1].strip()]
    if not turns:
        return None
    root = messages_dir(store.settings)
    with store.lock.hold():
        stored = _stored(store, agent, [turn[3] for turn in turns])
        fresh = [turn for turn in turns if turn[3] not in stored]
        if not fresh:
            return Added("", "", [stored[turn[3]] for turn in turns], 0)
        base = session_id(fresh[0][2])
        session, n = base, 0
        while any(root.glob(f"*/{session}.jsonl")):
            n += 1
            session = f"{base}{_letters(n)}"
        added = _write(store, agent, session, fresh)
    return _in_order(added, [turn[3] for turn in turns], stored)


def _stored(store: Store, agent: str, keys: list[str]) -> dict[str, str]:
    """The given keys ``agent`` stored messages under, with their ids ("" is no key); the
    lock is held. The files are asked first: a process killed between appending and indexing
    left lines only they hold."""
    wanted = [key for key in keys if key]
    if not wanted:
        return {}
    if needs_sync(store):
        reconcile(store)
    return store.index.stored_keys(agent, wanted)


def _in_order(added: Added, keys: list[str], stored: dict[str, str]) -> Added:
    """``added``'s ids with the stored ones put back where their turns were."""
    new = iter(added.ids)
    ids = [stored.get(k) or next(new) for k in keys]
    return Added(added.session, added.path, ids, len(added.ids))


def _letters(n: int) -> str:
    """1 → b, 2 → c, … 25 → z, 26 → zb: a suffix that sorts after the bare name."""
    return "z" * ((n - 1) // 25) + "bcdefghijklmnopqrstuvwxyz"[(n - 1) % 25]


def named(name: str) -> str:
    """The session a caller names itself (a framework's session id, any string) is kept
    under: ``n-<slug>-<8 hex>``, a file name whatever the string, distinct from the time-named
    sessions (``s…``) and stable for the same string."""
    digest = hashlib.sha256(name.encode("utf-8")).hexdigest()[:8]
    slug = "-".join(re.findall(r"[a-z0-9]+", name.lower()))[:40].strip("-")
    return f"n-{slug}-{digest}" if slug else f"n-{digest}"


def append_named(
    store: Store, agent: str, session: str, turns: list[tuple[str, str, Any]], at: datetime
) -> Added:
    """Append ``(role, content, item)`` messages of ``agent`` to the named ``session`` (the
    caller has redacted them), whatever the time since its last message: a framework's
    session is one conversation however long it pauses. ``item`` is the framework's own
    record of the message, kept in the line and given back as it was (None: none)."""
    with store.lock.hold():
        return _write(store, agent, session, [(r, c, at, "") for r, c, _ in turns],
                      [item for _, _, item in turns], unique=True)  # fmt: skip


def records(store: Store, agent: str, session: str) -> list[dict[str, Any]]:
    """The message lines of ``agent``'s ``session`` file, in order (lines that are not
    messages skipped, as the index skips them)."""
    target = messages_dir(store.settings) / agent / f"{session}.jsonl"
    try:
        raw = target.read_bytes()
    except FileNotFoundError:
        return []
    found = (parse_record(line) for line in raw.decode("utf-8", errors="replace").split("\n"))
    return [r for r in found if _is_message(r)]


def _is_message(record: Any) -> TypeGuard[dict[str, Any]]:
    """A line's record is a message when it holds one's text (what the index reads too)."""
    return isinstance(record, dict) and isinstance(record.get("content"), str)


def drop_last(store: Store, agent: str, session: str) -> dict[str, Any] | None:
    """Remove the last message of ``agent``'s ``session`` (the file rewritten whole and
    atomically, then indexed again); returns its line, or None when there is none."""
    target = messages_dir(store.settings) / agent / f"{session}.jsonl"
    with store.lock.hold():
        try:
            lines = target.read_bytes().decode("utf-8", errors="replace").split("\n")
        except FileNotFoundError:
            return None
        for n in range(len(lines) - 1, -1, -1):
            record = parse_record(lines[n]) if lines[n].strip() else None
            if _is_message(record):
                rest = lines[:n] + lines[n + 1 :]
                text = "\n".join(line for line in rest if line.strip())
                atomic_write(target, (text + "\n" if text else "").encode("utf-8"))
                index_file(store, f"{agent}/{session}.jsonl", target)
                return record
    return None


def _write(
    store: Store,
    agent: str,
    session: str,
    turns: list[tuple[str, str, datetime, str]],
    items: list[Any] | None = None,
    *,
    unique: bool = False,
) -> Added:
    """Append to ``<agent>/<session>.jsonl`` (fsynced, one write) and index the file; the
    lock is held. ``items`` (one a turn) are kept in the lines as ``item``. A message's id
    is its line's number; ``unique`` adds a random part, for a session whose lines can be
    removed (a named one: ``pop``, ``clear``), where the number comes round again and a
    memory's pointer to the old message would name a new one."""
    rel = f"{agent}/{session}.jsonl"
    target = messages_dir(store.settings) / rel
    private_folder(target.parent)
    try:
        raw = target.read_bytes()
    except FileNotFoundError:
        raw = b""
    n = raw.count(b"\n")
    lines = []
    if raw and not raw.endswith(b"\n"):
        # A line cut by a kill mid-append: it stays a line of its own (skipped as not a
        # message), and the new ones start clean after it.
        lines.append("\n")
        n += 1
    ids = []
    for i, (role, content, at, key) in enumerate(turns):
        n += 1
        message_id = f"{session}:{agent}:{n}" + (f"-{secrets.token_hex(3)}" if unique else "")
        ids.append(message_id)
        record = {
            "id": message_id,
            "session": session,
            "agent": agent,
            "role": role,
            "content": content,
            "at": at.astimezone(UTC).isoformat().replace("+00:00", "Z"),
        }
        if key:
            record["key"] = key
        if items is not None and items[i] is not None:
            record["item"] = items[i]
        lines.append(json.dumps(record, ensure_ascii=False) + "\n")
    append_durably(target, "".join(lines).encode("utf-8"))
    index_file(store, rel, target)
    return Added(session, rel, ids, len(ids))


_CLOSED = ".closed"


def _closed(store: Store) -> str | None:
    """The session an agent runtime said was over (the next message starts a new one)."""
    try:
        return (messages_dir(store.settings) / _CLOSED).read_text(encoding="utf-8").strip()
    except OSError:
        return None


def open_session(store: Store, now: datetime) -> str | None:
    """The session a message at ``now`` would join (the active one), or ``None`` when the
    next message starts a new one (the last session was closed, or the gap has passed)."""
    last = store.index.last_message()
    if last is None or last[0] == _closed(store):
        return None
    gap_ms = int(store.settings.messages.session_gap_minutes * 60_000)
    return last[0] if 0 <= int(now.timestamp() * 1000) - last[1] <= gap_ms else None


def close(store: Store) -> str | None:
    """End the current session now, whatever the time gap; returns the session closed."""
    with store.lock.hold():
        last = store.index.last_message()
        if last is None:
            return None
        target = messages_dir(store.settings) / _CLOSED
        private_folder(target.parent)
        private_file(target)
        target.write_text(last[0] + "\n", encoding="utf-8")
        return last[0]


def needs_sync(store: Store) -> bool:
    """True when message files differ from what the index last saw (a stat of each: every
    command asks, so no path object is made for a file that did not change)."""
    root = messages_dir(store.settings)
    stats = scan(root, suffix=".jsonl")
    changed, gone = pending(lambda p: sha_of(root / p), stats, store.index.message_files())
    return bool(changed or gone)


def reconcile(store: Store) -> int:
    """Re-read changed message files, drop deleted ones (the caller holds the lock); returns
    how many files were (re)indexed."""
    root = messages_dir(store.settings)
    stats = scan(root, suffix=".jsonl")
    known = store.index.message_files()
    changed, gone = pending(lambda p: sha_of(root / p), stats, known)
    for rel in changed:
        index_file(store, rel, root / rel)
    if gone:
        with store.index.write() as tx:
            for rel in gone:
                tx.delete_message_file(rel)
    return len(changed)


def index_file(store: Store, rel: str, path: Path) -> None:
    """(Re)index one session file's messages from what is on disk now."""
    try:
        raw = path.read_bytes()
        st = path.stat()
    except OSError:
        return  # gone meanwhile: the next scan drops it
    rows, bad = parse(raw, rel)
    error = f"{bad} line(s) that are not messages were skipped" if bad else None
    row = FileRow(rel, st.st_mtime_ns, st.st_size, hashlib.sha256(raw).hexdigest(), None, error)
    with store.index.write() as tx:
        tx.put_message_file(row, rows)


def parse(raw: bytes, rel: str) -> tuple[list[MessageRow], int]:
    """The messages of one file, and how many lines were not messages."""
    rows: list[MessageRow] = []
    bad = 0
    for n, line in enumerate(raw.decode("utf-8", errors="replace").split("\n"), start=1):
        if not line.strip():
            continue
        item: Any = parse_record(line)
        if item is None:
            bad += 1
            continue
        try:
            at = datetime.fromisoformat(str(item["at"]).replace("Z", "+00:00"))
            rows.append(
                MessageRow(
                    0,
                    str(item["id"]),
                    rel,
                    str(item["session"]),
                    str(item["agent"]),
                    str(item["role"]),
                    str(item["content"]),
                    int(at.timestamp() * 1000),
                    n,
                    str(item.get("key") or ""),
                )
            )
        except (ValueError, KeyError, TypeError, OverflowError):
            bad += 1
    return rows, bad


def forget_session(store: Store, agent: str, session: str, *, compact: bool = True) -> int:
    """Delete ``agent``'s messages of ``session`` (its file) and their words from the index
    (``compact``: the full-text segments rewritten; a caller forgetting many compacts once);
    returns how many went."""
    target = messages_dir(store.settings) / agent / f"{session}.jsonl"
    with store.lock.hold():
        try:
            count = sum(1 for line in target.read_bytes().split(b"\n") if line.strip())
        except FileNotFoundError:
            return 0
        target.unlink()
        target.with_name(f"{session}.summary.md").unlink(missing_ok=True)
        with store.index.write() as tx:
            tx.delete_message_file(f"{agent}/{session}.jsonl")
        if compact:
            store.index.compact()
    return count
