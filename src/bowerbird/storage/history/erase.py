"""Erasing memories for good (``forget --hard``, ``agents wipe``): the text out of every copy
the home keeps, not just the file.

A memory's words live in more places than its file: the dreams' snapshots (a copy of the
tree, and ``changes.jsonl`` naming the memory), the audit and access logs, the review queue,
the daily-log ledger, the raw message it was distilled from and that session's summary, the
index (its rows, the full-text segments, cached answers) and ``vectors.db``. An id is a slug
of the title, so it is text too: where a record about *another* memory names an erased one
(a relation, ``supersedes``, ``merged_from``, an audit detail) the id is replaced by a
token, ``forgotten-<sha256 of the id, 12 hex>``, that says something was erased without
saying what; the records about the erased memory itself are dropped. A memory closed by an
erased one stays closed (``superseded_by: forgotten-…``): erasing a correction does not
bring the old value back.

On SQLite the index and ``vectors.db`` are then compacted (full-text segments merged,
``VACUUM``, the write-ahead log truncated), so the bytes are gone from the files, not only
unreachable. A Postgres server keeps deleted rows until its own vacuum runs.

The caller holds the home lock. Each file is rewritten atomically, and the memory's own file
goes last: a process killed or a forwarded command cancelled midway leaves the file, so
running ``forget --hard`` again finds the memory and finishes. Killed after the file went and
before the index was compacted, the run is finished by its id all the same (``finish``: the
home's audit says it was erased, or the index still names it).
"""

from __future__ import annotations

import hashlib
import json
import re
from dataclasses import asdict, dataclass
from pathlib import Path, PurePosixPath
from typing import TYPE_CHECKING, Any

from ...errors import BowerError
from ..disk.records import parse_record
from ..files.note import Memory
from ..files.parsing import parse
from ..files.tree import atomic_write, confined
from ..index.sql_writer import text_hash
from ..layers.journal import LEDGER
from ..layers.messages import messages_dir, reconcile
from . import access, audit, snapshots

if TYPE_CHECKING:
    from ..store import Store

FORGOTTEN = "[forgotten]"  # what stands where an erased statement was in a message


def token(memory_id: str) -> str:
    """What stands for an erased memory's id in records about other memories."""
    return "forgotten-" + hashlib.sha256(memory_id.encode("utf-8")).hexdigest()[:12]


@dataclass
class Erased:
    """Every copy an erase removed or rewrote, by where it was."""

    files: int = 0  # memory files deleted
    snapshot_copies: int = 0  # their copies in the dreams' snapshots
    snapshot_records: int = 0  # rollback-journal lines and other snapshot files rewritten
    audit_lines: int = 0  # audit lines about them, dropped
    access_lines: int = 0  # access-log lines, dropped
    review_items: int = 0  # queued or rejected dream changes about them, dropped
    references: int = 0  # other memories whose links or history named them (now a token)
    messages: int = 0  # raw messages their text was taken out of
    summaries: int = 0  # session summaries removed (remade on demand, without it)
    vectors: int = 0  # embeddings dropped
    compacted: bool = False  # the index files were rewritten without the freed bytes
    finished: bool = False  # an earlier erase, stopped after the file went, was finished

    def to_dict(self) -> dict[str, Any]:
        return asdict(self)


def erase(store: Store, memories: list[Memory]) -> Erased:
    """Delete ``memories`` and every copy of their text the home keeps (see the module
    docstring); returns what was removed. The caller holds the lock."""
    done = Erased()
    if not memories:
        return done
    gone = {m.id: token(m.id) for m in memories}
    for memory in memories:
        done.messages += _messages(store, memory, done)
    earlier: set[str] = set()
    for memory in memories:
        name = PurePosixPath(memory.path).name
        # Earlier versions kept in snapshots were embedded too: their vectors go as well,
        # before the copies that name them.
        earlier |= _earlier_versions(store.home, name)
    with store.index.write() as tx:
        done.vectors = tx.erase_texts(sorted(earlier))
    for memory in memories:
        done.snapshot_copies += snapshots.erase(store.home, PurePosixPath(memory.path).name)
    _copies(store, gone, done)
    # The files last: until then a re-run finds the memory and does the rest again. Each
    # file's rows, its vectors and the audit line go in one transaction.
    for memory in memories:
        event = audit.event(
            gone[memory.id], "erased", path_token=token(memory.path), agent=memory.agent
        )
        done.vectors += store.delete(memory, [event], texts=[text_hash(memory)])
        done.files += 1
    done.compacted = store.index.compact()
    return done


def finish(store: Store, memory_id: str, agent: str) -> Erased | None:
    """Finish an erase of ``memory_id`` that was killed or cancelled after its file went:
    every record still naming it is rewritten as ``erase`` does and the index compacted
    (run again on a finished erase, it finds nothing left and says so). ``None`` when the
    audit does not say ``agent`` erased such a memory. The caller holds the lock."""
    gone = {memory_id: token(memory_id)}
    erased = [
        item
        for item in store.index.audit_for(gone[memory_id])
        if item["action"] == "erased" and item["details"].get("agent", agent) == agent
    ]
    if not erased:
        return None
    done = Erased(finished=True)
    _copies(store, gone, done)
    done.compacted = store.index.compact()
    return done


def _copies(store: Store, gone: dict[str, str], done: Erased) -> None:
    """Every record about the erased memories other than their files, messages and vectors:
    links and history in other memories, snapshot journals, the audit and access logs, the
    review queue, the ledgers and share records. Each step may run again: what it already
    did, it finds done."""
    done.references = _references(store, gone)
    done.snapshot_records = _snapshots(store.home, gone)
    done.audit_lines = _audit(store, gone)
    done.access_lines = _access(store, set(gone))
    done.review_items = _review(store.home, set(gone))
    _ledger(store.home, gone)
    _imports(store.home, gone)
    _shares(store.home, gone)


def _earlier_versions(home: Path, file_name: str) -> set[str]:
    """The embedded-text hashes of the snapshots' copies of a memory file (its versions
    before later edits), read before those copies are deleted."""
    found: set[str] = set()
    for copy in (home / "snapshots").glob(f"*/tree/**/{file_name}"):
        try:
            found.add(text_hash(parse(copy.read_bytes(), copy.name)))
        except (OSError, BowerError):
            continue
    return found


def _swap(value: Any, gone: dict[str, str]) -> Any:
    """``value`` with every string that is an erased id replaced by its token."""
    if isinstance(value, str):
        return gone.get(value, value)
    if isinstance(value, list):
        return [_swap(v, gone) for v in value]
    if isinstance(value, dict):
        return {k: _swap(v, gone) for k, v in value.items()}
    return value


def _references(store: Store, gone: dict[str, str]) -> int:
    """Other memories that link to, close, or were merged with an erased one: links to it are
    dropped (they lead nowhere), its id elsewhere becomes the token."""
    changed = []
    for memory_id in store.index.referrers(list(gone)):
        if memory_id in gone:
            continue
        memory = store.read(memory_id)
        relations = [r for r in memory.relations if r.target not in gone]
        updated = memory.with_changes(
            relations=relations,
            supersedes=_swap(memory.supersedes, gone),
            superseded_by=_swap(memory.superseded_by, gone),
            extra=_swap(memory.extra, gone),
        )
        if updated.to_markdown() != memory.to_markdown():
            changed.append(updated)
    if changed:
        why = "a linked memory was erased"
        events = [audit.event(m.id, "unlinked", reason=why) for m in changed]
        store.save_many(changed, events)
    return len(changed)


def _rewrite_lines(path: Path, keep: Any) -> int:
    """Rewrite a JSON-lines file through ``keep(item) -> item | None``; returns lines dropped
    or changed. Lines that are not JSON (torn by a kill) are dropped too: they may hold a
    part of what is erased."""
    try:
        raw = path.read_bytes()
    except FileNotFoundError:
        return 0
    out, touched = [], 0
    for line in raw.decode("utf-8", errors="replace").splitlines():
        if not line.strip():
            continue
        item = parse_record(line)  # torn, or hostile (nested thousands deep): dropped too
        if item is None:
            touched += 1
            continue
        kept = keep(item)
        if kept is None:
            touched += 1
            continue
        text = json.dumps(kept, ensure_ascii=False, sort_keys=True)
        if kept != item:
            touched += 1
        out.append(text)
    if touched:
        atomic_write(path, "".join(f"{line}\n" for line in out).encode("utf-8"))
    return touched


def _snapshots(home: Path, gone: dict[str, str]) -> int:
    """Journal lines about an erased memory dropped; other snapshot copies that name one get
    the token (bytes: an id is a slug that cannot occur by accident)."""
    root = home / "snapshots"
    if not root.is_dir():
        return 0
    touched = 0
    pattern = re.compile("|".join(re.escape(i) for i in sorted(gone, key=len, reverse=True)))
    for snap in root.iterdir():
        if not snap.is_dir():
            continue
        journal = snap / "changes.jsonl"
        touched += _rewrite_lines(journal, lambda item: None if item.get("id") in gone else item)
        for copy in (snap / "tree").rglob("*.md"):
            text = copy.read_text(encoding="utf-8", errors="replace")
            if pattern.search(text):
                atomic_write(copy, pattern.sub(lambda m: gone[m.group(0)], text).encode())
                touched += 1
    return touched


def _audit(store: Store, gone: dict[str, str]) -> int:
    """Lines about an erased memory dropped, its id in other lines swapped; the index's
    mirror of the log is refilled from the rewritten file."""

    def keep(item: Any) -> Any:
        if not isinstance(item, dict) or item.get("memory_id") in gone:
            return None
        return _swap(item, gone)

    touched = _rewrite_lines(store.audit_path, keep)
    if touched:
        with store.index.write() as tx:
            audit.reload(store.audit_path, store.index, tx)
    return touched


def _access(store: Store, gone: set[str]) -> int:
    path = store.home / access.LOG_NAME
    dropped = _rewrite_lines(path, lambda item: None if item.get("id") in gone else item)
    if dropped:
        with store.index.write() as tx:
            access.recount(store, tx)
    return dropped


def _review(home: Path, gone: set[str]) -> int:
    """Queued and rejected dream changes about an erased memory (their reasons quote it)."""
    dropped = 0
    for folder in (home / "review", home / "review" / "rejected"):
        if not folder.is_dir():
            continue
        for path in folder.glob("*.json"):
            try:
                targets = set(json.loads(path.read_text(encoding="utf-8")).get("targets", []))
            except (OSError, ValueError, AttributeError):
                continue
            if targets & gone:
                path.unlink(missing_ok=True)
                dropped += 1
    return dropped


def _ledger(home: Path, gone: dict[str, str]) -> None:
    """The daily-log ledger names the memories each entry became."""
    path = home / LEDGER
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return
    swapped = _swap(data, gone)
    if swapped != data:
        atomic_write(path, json.dumps(swapped, indent=1, sort_keys=True).encode("utf-8"))


def _imports(home: Path, gone: dict[str, str]) -> None:
    """The import ledger names the memory each imported item became (its key, a hash, stays:
    importing the file again must not bring an erased memory back)."""
    for path in sorted((home / "imports").glob("*.jsonl")):
        try:
            lines = path.read_text(encoding="utf-8", errors="replace").splitlines()
        except OSError:
            continue
        kept, touched = [], False
        for line in lines:
            try:
                key, memory = json.loads(line)
            except (ValueError, TypeError):
                touched = True  # torn by a kill: its item is simply imported again
                continue
            if memory in gone:
                memory, touched = gone[memory], True
            kept.append(json.dumps([key, memory]) + "\n")
        if touched:
            atomic_write(path, "".join(kept).encode("utf-8"))


def _shares(home: Path, gone: dict[str, str]) -> None:
    """A share record names the memory, its copy and its title: of an erased one, the ids
    become tokens and the title goes."""
    for path in sorted((home / "sharing").glob("*.json")):
        try:
            data = json.loads(path.read_text(encoding="utf-8"))
        except (OSError, ValueError):
            continue
        shares = data.get("shares") if isinstance(data, dict) else None
        if not isinstance(shares, list):
            continue
        touched = False
        for share in shares:
            if isinstance(share, dict) and {share.get("memory"), share.get("copy")} & set(gone):
                share.update(_swap({k: share.get(k) for k in ("memory", "copy")}, gone))
                share["title"] = None
                touched = True
        if touched:
            atomic_write(path, (json.dumps(data, indent=1, ensure_ascii=False) + "\n").encode())


def _statement_pattern(text: str) -> re.Pattern[str]:
    """``text`` as it may appear in a message: any run of whitespace, any case."""
    words = [re.escape(w) for w in text.split()]
    return re.compile(r"\s+".join(words), re.IGNORECASE)


def _messages(store: Store, memory: Memory, done: Erased) -> int:
    """Take the memory's statement out of the raw messages it came from: the ones it points
    at (``messages:``), and for a transcript stored verbatim the message it is. Where the
    statement is not found word for word (curate reworded it), the whole message goes: an
    erase must not leave the fact behind. A touched session's summary is removed."""
    pointers = set(memory.extra.get("messages", []) or [])
    role, _, said = memory.content.partition(": ")
    stored_as_said = memory.source.startswith("transcript:") and role in ("user", "assistant")
    verbatim = said if stored_as_said else ""
    if not pointers and not verbatim:
        return 0
    statement = _statement_pattern(memory.content)
    # The agent and the pointers come from a file a person may edit: confined to the folder.
    folder = confined(messages_dir(store.settings), memory.agent)
    if folder is None or not folder.is_dir():
        return 0
    sessions = {p.split(":", 1)[0] for p in pointers}
    # A verbatim message has no pointer: every session of the agent is looked through.
    named = [confined(folder, f"{s}.jsonl") for s in sessions]
    files = list(folder.glob("*.jsonl")) if verbatim else [f for f in named if f is not None]
    touched = 0
    for path in files:

        def keep(item: Any) -> Any:
            if not isinstance(item, dict):
                return item
            content = str(item.get("content", ""))
            if item.get("id") in pointers:
                cut = statement.sub(FORGOTTEN, content)
                return {**item, "content": cut if cut != content else FORGOTTEN}
            if verbatim and content.strip() == verbatim.strip():
                return {**item, "content": FORGOTTEN}
            return item

        changed = _rewrite_lines(path, keep)
        if changed:
            touched += changed
            summary = path.with_name(path.stem + ".summary.md")
            if summary.exists():
                summary.unlink()
                done.summaries += 1
    if touched:
        reconcile(store)
    return touched
