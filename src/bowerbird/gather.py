"""Gather: turn a note into a stored memory (``bower curate``).

This is the plain version of the write path: the note is stored as one memory, typed by
``--type`` or by cue words, with a title, keywords and an importance score (seed 001 §6.2). An
identical live memory is not stored twice. Extraction into several typed memories, paraphrase
dedupe, supersession and secret redaction build on this in the gather issue.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from dataclasses import dataclass, field
from datetime import datetime

from . import audit
from .errors import InputError, UsageError
from .memory import TYPES, Memory, Relation, first_sentence, make_id, utcnow
from .store import Store
from .text import classify, count_entities, keywords

PRIORITY_BONUS = {"critical": 0.3, "high": 0.2, "normal": 0.0, "low": -0.1}
TYPE_BONUS = {"decision": 0.3, "pattern": 0.25, "procedure": 0.2}


@dataclass
class CurateResult:
    """What ``curate`` did: the memories written (or that would be), and any reused one."""

    memories: list[Memory]
    created: list[str] = field(default_factory=list)
    duplicate_of: str | None = None
    dry_run: bool = False
    notes: list[str] = field(default_factory=list)


def check_note(text: str, max_bytes: int) -> str:
    """Validate a note; returns it stripped or raises InputError naming the problem."""
    if not isinstance(text, str):
        raise InputError(f"a note must be text, got {type(text).__name__}")
    size = len(text.encode("utf-8", "surrogatepass"))
    if size > max_bytes:
        raise InputError(
            f"note is {size:,} bytes, over the {max_bytes:,}-byte limit",
            hint="Split it into smaller notes, or raise [curate] max_bytes in config.toml.",
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
        raise InputError("note is empty", hint="Pass the text to remember, or '-' to read stdin.")
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


def curate(
    store: Store,
    text: str,
    *,
    memory_type: str | None = None,
    tags: list[str] | None = None,
    topic: str | None = None,
    source: str = "agent",
    priority: str | None = None,
    importance: float | None = None,
    observed_at: datetime | None = None,
    dry_run: bool = False,
) -> CurateResult:
    """Store ``text`` as a memory and return what was written."""
    note = check_note(text, int(store.config.get("curate", "max_bytes")))
    if memory_type is not None and memory_type not in TYPES:
        raise UsageError(
            f"type {memory_type!r} is not one of {', '.join(TYPES)}",
            hint=f"Use --type with one of: {', '.join(TYPES)}.",
        )
    if priority is not None and priority not in PRIORITY_BONUS:
        raise UsageError(
            f"priority {priority!r} is not one of {', '.join(PRIORITY_BONUS)}",
        )
    if importance is not None and not 0.0 <= importance <= 1.0:
        raise UsageError(f"importance {importance} is outside [0, 1]")
    kind = memory_type or classify(note)
    clean_tags = sorted({t.strip().lower() for t in tags or [] if t.strip()})
    now = utcnow()
    memory = Memory(
        id="",
        type=kind,
        title=first_sentence(note, 80),
        content=note,
        created=now,
        updated=now,
        importance=importance
        if importance is not None
        else compute_importance(note, kind, priority, 1.0),
        tags=clean_tags,
        keywords=keywords(note),
        source=source,
        agent=str(store.config.get("curate", "agent")),
        valid_from=observed_at or now,
        observed_at=observed_at or now,
    )
    with store.lock.hold():
        same = store.index.query(
            "SELECT id FROM memories WHERE content = ? AND superseded_by IS NULL "
            "AND maturity != 'archived' LIMIT 1",
            (note,),
        )
        if same:
            existing = store.read(same[0]["id"])
            return CurateResult([existing], duplicate_of=existing.id, dry_run=dry_run)
        memory.id = store.allocate_id(memory.title, f"{note}\x00{now.isoformat()}")
        memory.path = store.tree.new_path(memory, topic)
        if dry_run:
            return CurateResult([memory], dry_run=True)
        store.save(
            memory,
            [audit.event(memory.id, "created", path=memory.path, type=kind, source=source)],
        )
    return CurateResult([memory], created=[memory.id])


@dataclass
class ImportRecord:
    """One text to store verbatim (``bower curate --verbatim``, imports, benchmarks).

    Records sharing a ``thread`` (a conversation, a session) are linked in order: each one
    ``follows`` the previous, which lets retrieval surface the turn around a match.
    """

    text: str
    type: str | None = None
    tags: list[str] = field(default_factory=list)
    topic: str | None = None
    source: str = "import"
    observed_at: datetime | None = None
    thread: str | None = None
    extra: dict[str, object] = field(default_factory=dict)


_IMPORT_BATCH = 500


def import_records(
    store: Store,
    records: Iterable[ImportRecord],
    *,
    progress: Callable[[int], None] | None = None,
) -> list[str]:
    """Store each record as one memory, as given (no extraction, no dedupe). Returns the ids.

    Written in batches of 500 (files, then one index transaction each).
    """
    max_bytes = int(store.config.get("curate", "max_bytes"))
    agent = str(store.config.get("curate", "agent"))
    last_in_thread: dict[str, str] = {}
    ids: list[str] = []
    batch: list[Memory] = []
    taken: set[str] = set()

    def flush() -> None:
        if batch:
            store.save_many(
                batch,
                [
                    audit.event(m.id, "created", path=m.path, type=m.type, source=m.source)
                    for m in batch
                ],
            )
            if progress:
                progress(len(batch))
            batch.clear()
            taken.clear()

    with store.lock.hold():
        for number, record in enumerate(records):
            note = check_note(record.text, max_bytes)
            if record.type is not None and record.type not in TYPES:
                raise UsageError(
                    f"record {number}: type {record.type!r} is not one of {', '.join(TYPES)}"
                )
            kind = record.type or classify(note)
            now = utcnow()
            title = first_sentence(note, 80)
            memory = Memory(
                id="",
                type=kind,
                title=title,
                content=note,
                created=now,
                updated=now,
                importance=compute_importance(note, kind, None, 1.0),
                tags=sorted({t.strip().lower() for t in record.tags if t.strip()}),
                keywords=keywords(note),
                source=record.source,
                agent=agent,
                valid_from=record.observed_at or now,
                observed_at=record.observed_at or now,
                extra=dict(record.extra),
            )
            for attempt in range(10_000):
                candidate = make_id(title, f"{note}\x00{now.isoformat()}\x00{number}", attempt)
                if candidate not in taken and store.index.memory_path(candidate) is None:
                    break
            memory.id = candidate
            taken.add(candidate)
            if record.thread is not None:
                previous = last_in_thread.get(record.thread)
                if previous is not None:
                    memory.relations = [Relation("follows", previous, 1.0)]
                last_in_thread[record.thread] = memory.id
            memory.path = store.tree.new_path(memory, record.topic)
            batch.append(memory)
            ids.append(memory.id)
            if len(batch) >= _IMPORT_BATCH:
                flush()
        flush()
    return ids
