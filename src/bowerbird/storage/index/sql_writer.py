"""The changes one write transaction makes, in SQL that SQLite and Postgres both accept
(``SqliteIndex.write()`` and ``PostgresIndex.write()`` yield a subclass)."""

from __future__ import annotations

import hashlib
import json
import math
import time
from typing import Any

from ...services.text import embedding_text, tokens
from ..files.note import Memory
from .base import CHANGES_KEPT
from .rows import CachedAnswer, FileRow, VectorRow, to_ms
from .sqlite_messages import MessageWrites

DERIVED_TABLES = (
    "memories",
    "files",
    "relations",
    "audit_log",
    "access_stats",
    "query_cache",
    "journal_chunks",
    "journal_files",
    "messages",
    "message_files",
)


def text_hash(m: Memory) -> str:
    """sha256 of the text ``m`` is embedded from: its embedding is current when this matches."""
    return hashlib.sha256(embedding_text(m.title, m.content).encode("utf-8")).hexdigest()


# One generation step (caches and the vector matrix key on it); meta values are text.
BUMP_GENERATION = (
    "UPDATE meta SET value = CAST(CAST(value AS INTEGER) + 1 AS TEXT) WHERE key = 'generation'"
)


class SqlWriter(MessageWrites):
    """``IndexWriter`` inside one transaction; a back end supplies ``_run`` and ``_many``
    (``?`` marks) and ``_rebuild_search`` (after its derived tables were emptied)."""

    def _rebuild_search(self) -> None:
        """Make the full-text tables match their (now empty) source tables."""

    def upsert_memory(self, memory: Memory) -> None:
        m = memory
        # A file at this path may have carried another id before a hand edit.
        self._run("DELETE FROM memories WHERE path = ? AND id != ?", (m.path, m.id))
        access_time = m.last_accessed or m.created
        values = {
            "id": m.id,
            "path": m.path,
            "type": m.type,
            "maturity": m.maturity,
            "title": m.title,
            "content": m.content,
            "words": len(tokens(m.title)) + len(tokens(m.content)),
            "summary": m.summary,
            "tags": json.dumps(m.tags, ensure_ascii=False),
            "keywords": json.dumps(m.keywords, ensure_ascii=False),
            "tags_text": " ".join(m.tags),
            "keywords_text": m.search_words(),
            "importance": m.importance,
            "access_count": m.access_count,
            "confidence": m.confidence,
            "source": m.source,
            "agent": m.agent,
            "created": to_ms(m.created),
            "updated": to_ms(m.updated),
            "access_time": to_ms(access_time),
            "observed_at": to_ms(m.observed_at),
            "valid_from": to_ms(m.valid_from),
            "valid_to": to_ms(m.valid_to),
            "supersedes": m.supersedes,
            "superseded_by": m.superseded_by,
            "embedding_hash": m.embedding_hash,
            "text_hash": text_hash(m),
            "metadata": _json(m.extra),
        }
        cols = ", ".join(values)
        marks = ", ".join("?" for _ in values)
        updates = ", ".join(f"{k}=excluded.{k}" for k in values if k != "id")
        self._run(
            f"INSERT INTO memories({cols}) VALUES ({marks}) "
            f"ON CONFLICT(id) DO UPDATE SET {updates}",
            list(values.values()),
        )
        self._run("DELETE FROM relations WHERE source_id = ?", (m.id,))
        self._many(
            "INSERT INTO relations(source_id, target_id, type, strength) VALUES (?, ?, ?, ?) "
            "ON CONFLICT(source_id, target_id, type) DO UPDATE SET strength = excluded.strength",
            [(m.id, r.target, r.type, r.strength) for r in m.relations],
        )

    def delete_memory(self, memory_id: str) -> None:
        self._run("DELETE FROM memories WHERE id = ?", (memory_id,))
        self._run("DELETE FROM relations WHERE source_id = ?", (memory_id,))

    def put_file(self, row: FileRow) -> None:
        self._run(
            "INSERT INTO files(path, mtime_ns, size, sha256, memory_id, error, indexed_ns) "
            "VALUES (?, ?, ?, ?, ?, ?, ?) ON CONFLICT(path) DO UPDATE SET "
            "mtime_ns=excluded.mtime_ns, size=excluded.size, sha256=excluded.sha256, "
            "memory_id=excluded.memory_id, error=excluded.error, indexed_ns=excluded.indexed_ns",
            (
                row.path,
                row.mtime_ns,
                row.size,
                row.sha256,
                row.memory_id,
                row.error,
                time.time_ns(),
            ),
        )

    def delete_file(self, path: str) -> None:
        self._run("DELETE FROM files WHERE path = ?", (path,))

    def add_audit(self, events: list[dict[str, Any]]) -> None:
        self._many(
            "INSERT INTO audit_log(memory_id, action, timestamp, details) VALUES (?, ?, ?, ?)",
            [
                (e["memory_id"], e["action"], e["timestamp"], json.dumps(e.get("details", {})))
                for e in events
            ],
        )

    def clear_audit(self) -> None:
        self._run("DELETE FROM audit_log")

    def set_meta(self, key: str, value: str) -> None:
        self._run(
            "INSERT INTO meta(key, value) VALUES (?, ?) "
            "ON CONFLICT(key) DO UPDATE SET value = excluded.value",
            (key, value),
        )

    def delete_meta(self, key: str) -> None:
        self._run("DELETE FROM meta WHERE key = ?", (key,))

    def put_vectors(self, model: str, dimension: int, rows: list[VectorRow]) -> None:
        now = int(time.time() * 1000)
        self._many(
            "INSERT INTO vec.vectors(content_hash, model, dimension, vector, created_at, spans) "
            "VALUES (?, ?, ?, ?, ?, ?) ON CONFLICT(content_hash, model) DO UPDATE SET "
            "dimension = excluded.dimension, vector = excluded.vector, "
            "created_at = excluded.created_at, spans = excluded.spans",
            [(h, model, dimension, v, now, spans) for h, v, spans in rows],
        )
        self._log_changes([h for h, _, _ in rows])
        self._run(BUMP_GENERATION)

    def prune_vectors(self, older_than_ms: int) -> int:
        # Recent ones stay: an undo or a revert may want them back.
        return self._run(
            "DELETE FROM vec.vectors WHERE created_at < ? AND content_hash NOT IN "
            "(SELECT text_hash FROM memories UNION SELECT text_hash FROM journal_chunks)",
            (older_than_ms,),
        )

    def drop_vectors(self, model: str, text_hashes: list[str]) -> None:
        self._many(
            "DELETE FROM vec.vectors WHERE model = ? AND content_hash = ?",
            [(model, h) for h in text_hashes],
        )
        self._log_changes(text_hashes)
        self._run(BUMP_GENERATION)

    def erase_texts(self, text_hashes: list[str]) -> int:
        dropped = 0
        for h in text_hashes:
            dropped += self._run(
                "DELETE FROM vec.vectors WHERE content_hash = ? AND NOT EXISTS "
                "(SELECT 1 FROM memories WHERE text_hash = ?)",
                (h, h),
            )
        self._run("DELETE FROM query_cache")
        self._run(BUMP_GENERATION)
        return dropped

    def _log_changes(self, text_hashes: list[str]) -> None:
        """A vector stored or dropped changes the memories with that text for vector search:
        log them (triggers log the memories' own writes), and keep the log bounded."""
        self._many(
            "INSERT INTO changes(key) SELECT rowid FROM memories WHERE text_hash = ?",
            [(h,) for h in dict.fromkeys(text_hashes)],
        )
        self._run(
            "DELETE FROM changes WHERE seq < (SELECT max(seq) FROM changes) - ?", (CHANGES_KEPT,)
        )

    def bump_access(self, ids: list[str], when_ms: int) -> None:
        self._many(
            "INSERT INTO access_stats(memory_id, count, last_ms) VALUES (?, 1, ?) "
            "ON CONFLICT(memory_id) DO UPDATE SET count = access_stats.count + 1, "
            "last_ms = CASE WHEN excluded.last_ms > access_stats.last_ms "
            "THEN excluded.last_ms ELSE access_stats.last_ms END",
            [(i, when_ms) for i in ids],
        )

    def replace_access(self, counts: dict[str, tuple[int, int]]) -> None:
        self._run("DELETE FROM access_stats")
        self._many(
            "INSERT INTO access_stats(memory_id, count, last_ms) VALUES (?, ?, ?)",
            [(k, c, t) for k, (c, t) in counts.items()],
        )

    def put_cached_answer(self, generation: int, answer: CachedAnswer, keep: int) -> None:
        self._run("DELETE FROM query_cache WHERE generation != ?", (generation,))
        self._run(
            "INSERT INTO query_cache(key, generation, options, terms, model, vector, result, "
            "created_ms) VALUES (?, ?, ?, ?, ?, ?, ?, ?) ON CONFLICT(key) DO UPDATE SET "
            "generation = excluded.generation, options = excluded.options, "
            "terms = excluded.terms, model = excluded.model, vector = excluded.vector, "
            "result = excluded.result, created_ms = excluded.created_ms",
            (
                answer.key,
                generation,
                answer.options,
                json.dumps(answer.terms),
                answer.model,
                answer.vector,
                json.dumps(answer.result),
                int(time.time() * 1000),
            ),
        )
        self._run(
            "DELETE FROM query_cache WHERE key NOT IN (SELECT key FROM query_cache "
            "ORDER BY created_ms DESC LIMIT ?)",
            (keep,),
        )

    def clear_derived(self) -> None:
        for table in DERIVED_TABLES:
            self._run(f"DELETE FROM {table}")
        self._rebuild_search()
        self._run("DELETE FROM meta WHERE key LIKE 'audit_%'")


def _json(value: Any) -> str:
    """``value`` as strict JSON: a frontmatter may hold ``.nan`` or ``.inf`` (YAML has them,
    JSON does not), and one ``NaN`` token in a row made every query that reads the column
    fail as "malformed JSON"; those numbers are kept as their names."""
    try:
        return json.dumps(value, ensure_ascii=False, default=str, allow_nan=False)
    except ValueError:
        return json.dumps(_finite(value), ensure_ascii=False, default=str)


def _finite(value: Any) -> Any:
    if isinstance(value, float) and not math.isfinite(value):
        return str(value)
    if isinstance(value, dict):
        return {k: _finite(v) for k, v in value.items()}
    if isinstance(value, list | tuple):
        return [_finite(v) for v in value]
    return value
