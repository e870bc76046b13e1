"""Gather: turn a note into stored memories (``bower curate``).

The write path: size and encoding checks → credentials redacted (``redact.py``, before anything
is written or embedded) → extraction into typed drafts (``extract.py``; ``--verbatim`` skips it)
→ for each draft, a decision against the corpus (``dedupe.py``: create, duplicate, update,
append or supersede) → files, index and audit log, under the home lock. Importance follows
seed 001 §6.2. ``import_records`` is the batch path for verbatim imports.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from dataclasses import dataclass, field
from datetime import datetime
from pathlib import Path
from typing import TYPE_CHECKING, Any

from . import audit
from .dedupe import Decision, Thresholds, decide
from .errors import InputError, UsageError
from .extract import Draft, Extractor, OfflineExtractor
from .memory import TYPES, Memory, Relation, embedding_text, first_sentence, make_id, utcnow
from .store import Store
from .text import classify, count_entities, keywords

if TYPE_CHECKING:
    from .embed import Embedder
    from .vectors import VectorIndex

PRIORITY_BONUS = {"critical": 0.3, "high": 0.2, "normal": 0.0, "low": -0.1}
TYPE_BONUS = {"decision": 0.3, "pattern": 0.25, "procedure": 0.2}


@dataclass
class CurateResult:
    """What ``curate`` did: one action per extracted draft, and the memories involved."""

    memories: list[Memory]
    created: list[str] = field(default_factory=list)
    duplicate_of: str | None = None
    dry_run: bool = False
    notes: list[str] = field(default_factory=list)
    actions: list[Action] = field(default_factory=list)
    redacted: list[str] = field(default_factory=list)

    @property
    def is_update(self) -> bool:
        """True when an existing memory was updated, appended to or superseded."""
        return any(a.action in ("updated", "appended", "superseded") for a in self.actions)

    @property
    def touched(self) -> list[str]:
        """Every memory id written or closed by this call."""
        ids: list[str] = []
        for a in self.actions:
            if a.action != "duplicate":
                ids.append(a.memory.id)
            if a.action == "superseded" and a.target:
                ids.append(a.target)
        return list(dict.fromkeys(ids))


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


@dataclass
class Action:
    """What happened to one extracted draft."""

    action: str  # created | duplicate | updated | appended | superseded
    memory: Memory  # as written (for a duplicate: the existing memory)
    target: str | None = None  # the existing memory it matched, updated or superseded
    similarity: float | None = None
    reason: str = ""

    def to_dict(self) -> dict[str, object]:
        return {
            "action": self.action,
            "id": self.memory.id,
            "target": self.target,
            "similarity": None if self.similarity is None else round(self.similarity, 4),
            "reason": self.reason,
        }


def _validate(memory_type: str | None, priority: str | None, importance: float | None) -> None:
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


def apply_secret_policy(note: str, policy: str) -> tuple[str, list[str]]:
    """Redact, refuse or allow the credentials in ``note`` (``[secrets] policy``)."""
    if policy == "allow":
        return note, []
    from .redact import redact  # its pattern set compiles on first use, not at import

    clean, kinds = redact(note)
    if kinds and policy == "refuse":
        raise InputError(
            f"note contains {len(kinds)} credential(s): {', '.join(sorted(set(kinds)))}",
            hint='Remove them, or set [secrets] policy = "redact" to store the note with '
            "the credentials replaced by [REDACTED:<kind>].",
        )
    return clean, kinds


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
    verbatim: bool = False,
    dry_run: bool = False,
    extractor: Extractor | None = None,
    embedder: Embedder | None = None,
    vectors: VectorIndex | None = None,
) -> CurateResult:
    """Store ``text``: redact secrets, extract typed drafts, and create, update, append to or
    supersede memories as ``dedupe.decide`` says. Nothing is written with ``dry_run``."""
    note = check_note(text, int(store.config.get("curate", "max_bytes")))
    _validate(memory_type, priority, importance)
    note, secret_kinds = apply_secret_policy(note, str(store.config.get("secrets", "policy")))
    notes: list[str] = []
    now = utcnow()
    observed = observed_at or now
    if verbatim:
        kind = memory_type or classify(note)
        drafts = [Draft(kind, first_sentence(note, 80), note, keywords=keywords(note))]
    else:
        drafts = _extract(extractor, note, observed, notes)
    clean_tags = sorted({t.strip().lower() for t in tags or [] if t.strip()})
    thresholds = Thresholds(
        **{k: float(store.config.get("dedupe", k)) for k in Thresholds.__dataclass_fields__}
    )
    result = CurateResult([], dry_run=dry_run, notes=notes)
    if secret_kinds:
        result.redacted = secret_kinds
        result.notes.append(
            f"redacted {len(secret_kinds)} credential(s): {', '.join(sorted(set(secret_kinds)))}"
        )
    # Embed before taking the lock: a model load must not hold up other writers.
    texts = [embedding_text(d.title, d.content) for d in drafts]
    draft_vectors: list[Any] = [None] * len(drafts)
    if embedder is not None:
        draft_vectors = list(embedder.embed(texts))
    with store.lock.hold():
        for draft, vector, embed_text in zip(drafts, draft_vectors, texts, strict=True):
            if memory_type is not None:
                draft.type = memory_type
            if vectors is not None and embedder is not None:
                vectors.refresh(store, embedder.fingerprint, store.index.generation())
            # Verbatim text is stored as given: only an exact copy counts as a duplicate.
            compare = None if verbatim else vector
            decision = decide(store, draft.content, compare, vectors, thresholds)
            action = _apply(
                store,
                draft,
                decision,
                tags=clean_tags,
                topic=topic,
                source=source,
                priority=priority,
                importance=importance,
                observed=observed,
                now=now,
                dry_run=dry_run,
            )
            if vector is not None and not dry_run and action.action in ("created", "superseded"):
                _store_vector(store, embedder, embed_text, vector)
            result.actions.append(action)
            result.memories.append(action.memory)
            if action.action in ("created", "superseded") and not dry_run:
                result.created.append(action.memory.id)
            if action.action == "duplicate" and result.duplicate_of is None:
                result.duplicate_of = action.memory.id
    return result


def _extract(
    extractor: Extractor | None, note: str, observed: datetime, notes: list[str]
) -> list[Draft]:
    """Drafts from ``extractor``; on its failure, from the offline extractor, with a note."""
    from .llm import ExtractionError

    if extractor is not None:
        try:
            return extractor.extract(note, observed)
        except ExtractionError as exc:
            notes.append(f"{exc.message}; used the offline extractor")
    return OfflineExtractor().extract(note, observed)


def _store_vector(store: Store, embedder: Embedder | None, text: str, vector: Any) -> None:
    """Keep the vector computed for the decision, so the memory needs no second embedding."""
    import hashlib

    import numpy as np

    if embedder is None:
        return
    digest = hashlib.sha256(text.encode("utf-8")).hexdigest()
    with store.index.write() as conn:
        store.index.put_vectors(
            conn,
            embedder.fingerprint,
            embedder.dimension,
            [(digest, np.asarray(vector, dtype="<f4").tobytes())],
        )


def _apply(
    store: Store,
    draft: Draft,
    decision: Decision,
    *,
    tags: list[str],
    topic: str | None,
    source: str,
    priority: str | None,
    importance: float | None,
    observed: datetime,
    now: datetime,
    dry_run: bool,
) -> Action:
    """Carry out one decision (the caller holds the lock)."""
    target = decision.target
    old = store.read(str(target["id"])) if target is not None else None
    if decision.action == "duplicate" and old is not None:
        return Action("duplicate", old, old.id, decision.similarity, decision.reason)
    if decision.action in ("update", "append") and old is not None:
        if decision.action == "update":
            content = draft.content
        else:
            content = f"{old.content}\n\n{draft.content}"
        changed = old.with_changes(
            content=content,
            title=draft.title if decision.action == "update" else old.title,
            keywords=list(dict.fromkeys([*old.keywords, *draft.keywords]))[:12],
            tags=sorted({*old.tags, *tags}),
            updated=now,
            observed_at=observed,
        )
        verb = "updated" if decision.action == "update" else "appended"
        if not dry_run:
            store.save(
                changed,
                [
                    audit.event(
                        old.id,
                        verb,
                        similarity=round(decision.similarity or 0.0, 4),
                        previous_sha256=_sha(old.content),
                        source=source,
                    )
                ],
            )
        return Action(verb, changed, old.id, decision.similarity, decision.reason)

    memory = Memory(
        id="",
        type=draft.type,
        title=draft.title,
        content=draft.content,
        created=now,
        updated=now,
        importance=importance
        if importance is not None
        else compute_importance(draft.content, draft.type, priority, draft.confidence),
        tags=sorted({*tags, *draft.tags}),
        keywords=draft.keywords,
        source=source,
        agent=str(store.config.get("curate", "agent")),
        confidence=draft.confidence,
        valid_from=observed,
        observed_at=observed,
    )
    if draft.entities:
        memory.extra["entities"] = draft.entities
    memory.id = store.allocate_id(memory.title, f"{draft.content}\x00{now.isoformat()}")
    memory.path = store.tree.new_path(memory, topic or draft.topic)
    if decision.action != "supersede" or old is None:
        if not dry_run:
            store.save(
                memory,
                [
                    audit.event(
                        memory.id, "created", path=memory.path, type=memory.type, source=source
                    )
                ],
            )
        return Action("created", memory, None, decision.similarity, decision.reason)
    memory.supersedes = old.id
    memory.relations = [Relation("supersedes", old.id, 1.0)]
    closed = old.closed_by(memory.id, observed, now)
    if not dry_run:
        store.save(
            memory,
            [
                audit.event(
                    memory.id,
                    "created",
                    path=memory.path,
                    type=memory.type,
                    source=source,
                    supersedes=old.id,
                )
            ],
        )
        store.save(
            closed,
            [
                audit.event(
                    old.id,
                    "superseded",
                    by=memory.id,
                    reason=decision.reason,
                    similarity=round(decision.similarity or 0.0, 4),
                )
            ],
        )
    return Action("superseded", memory, old.id, decision.similarity, decision.reason)


def _sha(text: str) -> str:
    import hashlib

    return hashlib.sha256(text.encode("utf-8")).hexdigest()


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

    policy = str(store.config.get("secrets", "policy"))
    with store.lock.hold():
        for number, record in enumerate(records):
            note, _ = apply_secret_policy(check_note(record.text, max_bytes), policy)
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


_NOTE_KEYS = {"text", "type", "tags", "topic", "source", "observed_at"}


def read_note_lines(path: Path) -> list[dict[str, Any]]:
    """Notes of a JSONL file, validated as a whole (``InputError`` names the first bad line)."""
    import json

    from .memory import parse_time

    try:
        lines = Path(path).read_text(encoding="utf-8").splitlines()
    except FileNotFoundError:
        raise InputError(f"no file at {path}") from None
    except UnicodeDecodeError as exc:
        raise InputError(f"{path} is not UTF-8 (bad byte at offset {exc.start})") from None
    records = []
    for number, line in enumerate(lines, start=1):
        if not line.strip():
            continue
        try:
            item = json.loads(line)
        except json.JSONDecodeError as exc:
            raise InputError(f"{path}:{number}: not JSON ({exc.msg})") from None
        if isinstance(item, str):
            item = {"text": item}
        if not isinstance(item, dict) or not isinstance(item.get("text"), str):
            raise InputError(
                f'{path}:{number}: each line needs a "text" string',
                hint='e.g. {"text": "We chose Redis for the queue.", "tags": ["infra"]}',
            )
        unknown = set(item) - _NOTE_KEYS
        if unknown:
            raise InputError(
                f"{path}:{number}: unknown key(s) {', '.join(sorted(unknown))}",
                hint=f"Known keys: {', '.join(sorted(_NOTE_KEYS))}.",
            )
        if isinstance(item.get("tags"), str):
            item["tags"] = [t.strip() for t in item["tags"].split(",") if t.strip()]
        if item.get("observed_at") is not None:
            try:
                item["observed_at"] = parse_time(item["observed_at"], "observed_at")
            except (ValueError, TypeError) as exc:
                raise InputError(f"{path}:{number}: {exc}") from None
        records.append(item)
    return records
