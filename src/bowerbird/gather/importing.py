"""Batch paths: records stored verbatim in batches (``import_records``), and JSONL note files
checked as a whole before anything is written (``read_note_lines``)."""

from __future__ import annotations

import contextlib
import io
import json
from collections.abc import Callable, Iterable, Iterator
from dataclasses import dataclass, field
from datetime import datetime
from pathlib import Path
from typing import Any

from ..errors import BowerError, InputError, UsageError
from ..services.kinds import classify
from ..services.text import keywords
from ..services.timeparse import parse_time, utcnow
from ..settings import LimitsSettings
from ..storage.disk.bounded import bounded_lines, open_regular
from ..storage.files.note import TYPES, Memory, Relation, first_sentence, make_id
from ..storage.history import audit
from ..storage.store import Store
from .notes import apply_secret_policy, check_note, compute_importance
from .pipeline import EmbedAlongside


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
    skip_known: bool = False,
    alongside: EmbedAlongside | None = None,
) -> list[str]:
    """Store each record as one memory, as given (no extraction). Returns the ids, one per
    record — unless ``skip_known``: then a record outside a thread whose text is already
    stored word for word is skipped, and only the ids created are returned.

    Written in batches of 500 (files, then one index transaction each).
    """
    max_bytes = store.settings.limits.note_bytes
    agent = store.settings.curate.agent
    last_in_thread: dict[str, str] = {}
    ids: list[str] = []
    batch: list[Memory] = []
    taken: set[str] = set()
    seen: set[str] = set()

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

    policy = store.settings.secrets.policy
    with store.lock.hold(), _closing_on_error(alongside):
        for number, record in enumerate(records):
            note, _ = apply_secret_policy(check_note(record.text, max_bytes), policy)
            # Metadata is stored too (topic even becomes a directory): same policy.
            record.tags = [apply_secret_policy(t, policy)[0] for t in record.tags]
            record.source = apply_secret_policy(record.source, policy)[0]
            if record.topic is not None:
                record.topic = apply_secret_policy(record.topic, policy)[0]
            if record.type is not None and record.type not in TYPES:
                raise UsageError(
                    f"record {number}: type {record.type!r} is not one of {', '.join(TYPES)}"
                )
            if skip_known and record.thread is None:
                # A note already stored word for word is not stored twice (re-importing a
                # file changes nothing); turns of a conversation may repeat ("ok", "thanks").
                if note in seen or store.index.find_live_by_content(note, agent) is not None:
                    continue
                seen.add(note)
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
                # Kept in the file: the dream's temporal pass leaves a thread's turns to
                # their ``follows`` chain (arrange/associations.py).
                memory.extra.setdefault("thread", record.thread)
                previous = last_in_thread.get(record.thread)
                if previous is not None:
                    memory.relations = [Relation("follows", previous, 1.0, "ingest")]
                last_in_thread[record.thread] = memory.id
            memory.path = store.tree.new_path(memory, record.topic)
            if alongside is not None:
                alongside.add(memory.title, memory.content)
            batch.append(memory)
            ids.append(memory.id)
            if len(batch) >= _IMPORT_BATCH:
                flush()
        flush()
    if alongside is not None:
        _finish_quietly(alongside)
    return ids


@contextlib.contextmanager
def _closing_on_error(alongside: EmbedAlongside | None) -> Iterator[None]:
    """Stop the embedding worker when the write fails (its vectors would be of nothing)."""
    try:
        yield
    except BaseException:
        if alongside is not None:
            alongside.close()
        raise


def _finish_quietly(alongside: EmbedAlongside) -> None:
    """Store what was embedded alongside; an embedder failure leaves the memories pending
    for the caller's next embed run (the write itself succeeded)."""
    with contextlib.suppress(BowerError):
        alongside.finish()


_NOTE_KEYS = {"text", "type", "tags", "topic", "source", "observed_at"}


def read_note_lines(path: Path, limits: LimitsSettings | None = None) -> list[dict[str, Any]]:
    """Notes of a JSONL file, validated as a whole (``InputError`` names the first bad line),
    within ``[limits]``: the file's ``export_bytes``, a note's ``note_bytes``."""
    limits = limits or LimitsSettings()
    max_bytes = limits.note_bytes
    try:
        with open_regular(Path(path), limits.export_bytes, "export_bytes") as raw:
            # A line holds one note's JSON: its text escaped (6 bytes a character at worst)
            # and its fields; a longer line is cut, so it fails as JSON, never held whole.
            lines = list(bounded_lines(io.TextIOWrapper(raw, "utf-8"), max_bytes * 6 + 65_536))
    except UnicodeDecodeError as exc:
        raise InputError(f"{path} is not UTF-8 (bad byte at offset {exc.start})") from None
    records = []
    for number, line in enumerate(lines, start=1):
        if not line.strip():
            continue
        try:
            item = json.loads(line)
        except json.JSONDecodeError as exc:
            raise InputError(
                f"{path}:{number}: not JSON ({exc.msg}); `bower import` reads JSON lines, one "
                'note a line: {"text": "…"}',
                hint=f"For a plain text note: `bower curate - < {path}`; for a chat "
                f"transcript (JSON or JSONL messages): `bower ingest {path}`.",
            ) from None
        except RecursionError:
            raise InputError(f"{path}:{number}: JSON nested too deeply") from None
        except ValueError as exc:  # an integer past Python's 4,300 digits
            raise InputError(f"{path}:{number}: not JSON this reads ({exc})") from None
        if isinstance(item, str):
            item = {"text": item}
        if not isinstance(item, dict) or not isinstance(item.get("text"), str):
            raise InputError(
                f'{path}:{number}: each line needs a "text" string',
                hint='e.g. {"text": "We chose Redis for the queue.", "tags": ["infra"]}',
            )
        # Every note is checked here, so a bad one stops the file before anything is written.
        try:
            check_note(item["text"], max_bytes)
        except InputError as exc:
            raise InputError(f"{path}:{number}: {exc.message}", hint=exc.hint) from None
        unknown = set(item) - _NOTE_KEYS
        if unknown:
            raise InputError(
                f"{path}:{number}: unknown key(s) {', '.join(sorted(unknown))}",
                hint=f"Known keys: {', '.join(sorted(_NOTE_KEYS))}.",
            )
        if item.get("type") is not None and item["type"] not in TYPES:
            raise InputError(
                f"{path}:{number}: type {item['type']!r} is not one of {', '.join(TYPES)}"
            )
        if isinstance(item.get("tags"), str):
            item["tags"] = [t.strip() for t in item["tags"].split(",") if t.strip()]
        if not isinstance(item.get("tags", []), list) or not all(
            isinstance(t, str) for t in item.get("tags", [])
        ):
            raise InputError(f"{path}:{number}: tags must be a list of strings")
        for key in ("topic", "source"):
            if item.get(key) is not None and not isinstance(item[key], str):
                raise InputError(f"{path}:{number}: {key} must be a string")
        if item.get("observed_at") is not None:
            try:
                item["observed_at"] = parse_time(item["observed_at"], "observed_at")
            except (ValueError, TypeError) as exc:
                raise InputError(f"{path}:{number}: {exc}") from None
        records.append(item)
    return records
