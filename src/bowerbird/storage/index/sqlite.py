"""The SQLite index: the embedded default ``Index`` back end.

One connection per ``SqliteIndex``, guarded by a re-entrant lock so one index may be shared by
threads. Writes run in ``BEGIN IMMEDIATE`` transactions (the home lock already serialises
writers across processes; SQLite's busy timeout covers readers checkpointing the WAL). Keyword
search is FTS5 (``porter unicode61``) with weighted BM25; vectors live in the attached
``vectors.db`` so that a rebuilt index never costs a model call.
"""

from __future__ import annotations

import contextlib
import json
import sqlite3
import threading
import time
from collections.abc import Callable, Iterator, Sequence
from contextlib import contextmanager
from pathlib import Path
from typing import Any, TypeVar

from ...errors import IndexCorrupt, IndexError_
from .base import (
    CachedAnswer,
    FileRow,
    IndexCounts,
    ListOrder,
    MemoryRow,
    PendingText,
    SearchFilters,
    StoredVector,
    VectorKey,
    iter_chunks,
)
from .fts import fts_match, fts_phrase
from .sqlite_db import connect, is_corruption, move_aside
from .sqlite_journal import JournalReads
from .sqlite_messages import MessageReads
from .sqlite_writer import SqliteWriter

T = TypeVar("T")

# FTS column weights for bm25(): title, content, tags, keywords. Title and tags are short and
# chosen on purpose, so a hit there says more than a hit somewhere in a long body.
BM25_WEIGHTS = (3.0, 1.0, 2.0, 2.0)
# How much a link of each type passes on: conversation order and supersession say one memory
# explains another; dream's similarity link is weak (the vector search scores wording).
RELATION_WEIGHTS = {"follows": 1.0, "supersedes": 1.0, "related_to": 0.3}
# Above this document frequency, term_stats probes candidates instead of reading the doclist.
_SCAN_DOCLIST = 20_000
_ROW_COLUMNS = (
    "m.rowid, m.id, m.type, m.title, m.content, m.path, m.maturity, m.tags, m.source, "
    "m.created, m.updated, m.access_time, m.observed_at, m.importance, m.decay_rate, "
    "m.superseded_by, m.words, m.agent"
)
_LIVE = "m.superseded_by IS NULL AND m.maturity != 'archived'"
# A memory's category: the first directory of its tree path ('' for a file at the top).
_FOLDER = (
    "CASE WHEN instr(m.path, '/') > 0 THEN substr(m.path, 1, instr(m.path, '/') - 1) ELSE '' END"
)
_ORDERS: dict[str, str] = {
    "recent": "m.created DESC, m.rowid DESC",
    "important": "m.importance DESC, m.created DESC",
    "oldest": "m.rowid",
}
# flags: bit 0 archived, bit 1 superseded (see VectorKey).
_FLAGS = "(m.maturity = 'archived') | ((m.superseded_by IS NOT NULL) << 1)"


def _row(r: Sequence[Any]) -> MemoryRow:
    return MemoryRow(*r)


class SqliteIndex(JournalReads, MessageReads):
    """The index file of one home. Construct with ``SqliteIndex.open``."""

    def __init__(self, path: Path, conn: sqlite3.Connection, recovered_from: str | None) -> None:
        self.path = path
        self.conn = conn
        self.recovered_from = recovered_from
        self._lock = threading.RLock()
        self._count_cache: tuple[int, int] | None = None
        self._agents_cache: tuple[int, dict[str, int]] | None = None
        self._df_cache: tuple[int, dict[str, int]] = (-1, {})

    # ------------------------------------------------------------ opening

    @classmethod
    def open(cls, path: Path, busy_timeout_ms: int = 30000, recover: bool = True) -> SqliteIndex:
        """Open (creating or migrating) the index; a corrupt file is moved aside and recreated.

        Pass ``recover=False`` unless holding the home lock: a file another process is still
        creating can look corrupt for a moment, and must not be moved aside.
        """
        path.parent.mkdir(parents=True, exist_ok=True)
        try:
            return cls(path, _connect_patiently(path, busy_timeout_ms), None)
        except sqlite3.DatabaseError as exc:
            if not recover or not is_corruption(exc):
                raise IndexError_(f"cannot open index {path}: {exc}") from exc
            aside = move_aside(path)
            try:
                conn = connect(path, busy_timeout_ms)
            except sqlite3.DatabaseError as exc2:
                raise IndexError_(f"cannot recreate index {path}: {exc2}") from exc2
            return cls(path, conn, str(aside))

    def close(self) -> None:
        with self._lock:
            self.conn.close()

    # ------------------------------------------------------------ plumbing

    @contextmanager
    def write(self) -> Iterator[SqliteWriter]:
        """A write transaction: commits on success, rolls back on any exception."""
        with self._lock:
            self._guard(lambda: self.conn.execute("BEGIN IMMEDIATE"))
            try:
                yield SqliteWriter(self.conn)
            except sqlite3.DatabaseError as exc:
                with contextlib.suppress(sqlite3.DatabaseError):
                    self.conn.execute("ROLLBACK")
                raise _error(self.path, exc) from exc
            except BaseException:
                with contextlib.suppress(sqlite3.DatabaseError):
                    self.conn.execute("ROLLBACK")
                raise
            self._guard(lambda: self.conn.execute("COMMIT"))

    def _guard(self, fn: Callable[[], T]) -> T:
        try:
            return fn()
        except sqlite3.DatabaseError as exc:
            raise _error(self.path, exc) from exc

    def _tuples(self, sql: str, params: Sequence[Any] = ()) -> list[tuple[Any, ...]]:
        """Rows as plain tuples: much cheaper than ``sqlite3.Row`` for thousands of rows."""
        with self._lock:

            def run() -> list[tuple[Any, ...]]:
                cur = self.conn.execute(sql, params)
                cur.row_factory = None
                return cur.fetchall()

            return self._guard(run)

    def _scalar(self, sql: str, params: Sequence[Any] = ()) -> Any:
        rows = self._tuples(sql, params)
        return rows[0][0] if rows else None

    # ------------------------------------------------------------ bookkeeping

    def get_meta(self, key: str) -> str | None:
        value = self._scalar("SELECT value FROM meta WHERE key = ?", (key,))
        return None if value is None else str(value)

    def generation(self) -> int:
        return int(self.get_meta("generation") or 0)

    def schema_versions(self) -> list[str]:
        return [r[0] for r in self._tuples("SELECT name FROM schema_version ORDER BY version")]

    def size_bytes(self) -> int:
        files = (self.path, self.path.with_name(self.path.name + "-wal"))
        return sum(p.stat().st_size for p in files if p.exists())

    # ------------------------------------------------------------ files

    def file_rows(self) -> dict[str, FileRow]:
        rows = self._tuples(
            "SELECT path, mtime_ns, size, sha256, memory_id, error, indexed_ns FROM files"
        )
        return {r[0]: FileRow(*r) for r in rows}

    def bad_files(self) -> list[tuple[str, str]]:
        return [
            (r[0], r[1])
            for r in self._tuples(
                "SELECT path, error FROM files WHERE error IS NOT NULL ORDER BY path"
            )
        ]

    # ------------------------------------------------------------ memories

    def memory_path(self, memory_id: str) -> str | None:
        value = self._scalar("SELECT path FROM memories WHERE id = ?", (memory_id,))
        return None if value is None else str(value)

    def memory_count(self) -> int:
        """Number of memories; cached per generation (count(*) walks the whole table)."""
        generation = self.generation()
        if self._count_cache is None or self._count_cache[0] != generation:
            self._count_cache = (generation, int(self._scalar("SELECT count(*) FROM memories")))
        return self._count_cache[1]

    def live_ids(self) -> dict[int, str]:
        return dict(self._tuples(f"SELECT m.rowid, m.id FROM memories m WHERE {_LIVE}"))

    def list_live(
        self,
        order: ListOrder,
        limit: int,
        offset: int = 0,
        filters: SearchFilters | None = None,
        folder: str | None = None,
    ) -> tuple[list[MemoryRow], int]:
        where, params = _filter_sql(filters or SearchFilters())
        if folder:
            where += f" AND {_FOLDER} = ?"
            params.append(folder)
        total = int(self._scalar(f"SELECT count(*) FROM memories m WHERE 1 {where}", params))
        sql = (
            f"SELECT {_ROW_COLUMNS} FROM memories m WHERE 1 {where} "
            f"ORDER BY {_ORDERS[order]} LIMIT ? OFFSET ?"
        )
        return [_row(r) for r in self._tuples(sql, (*params, limit, offset))], total

    def folders(self) -> dict[str, int]:
        sql = f"SELECT {_FOLDER}, count(*) FROM memories m WHERE {_LIVE} GROUP BY 1 ORDER BY 1"
        return {str(name): int(n) for name, n in self._tuples(sql)}

    def agents(self) -> dict[str, int]:
        """Cached per generation: every query asks (no agent filter in a one-agent home)."""
        generation = self.generation()
        if self._agents_cache is None or self._agents_cache[0] != generation:
            rows = self._tuples("SELECT agent, count(*) FROM memories GROUP BY 1 ORDER BY 1")
            self._agents_cache = (generation, {str(a): int(n) for a, n in rows})
        return dict(self._agents_cache[1])

    def rows_by_key(self, keys: list[int]) -> dict[int, MemoryRow]:
        return {row.key: row for row in self._rows_where("m.rowid", keys)}

    def rows_by_id(self, ids: list[str]) -> dict[str, MemoryRow]:
        return {row.id: row for row in self._rows_where("m.id", ids)}

    def _rows_where(self, column: str, values: list[Any]) -> list[MemoryRow]:
        """Memory rows whose ``column`` is one of ``values`` (in chunks: SQLite caps the
        parameters of one statement)."""
        out: list[MemoryRow] = []
        for chunk in iter_chunks(values, 500):
            marks = ", ".join("?" for _ in chunk)
            sql = f"SELECT {_ROW_COLUMNS} FROM memories m WHERE {column} IN ({marks})"
            out.extend(_row(r) for r in self._tuples(sql, chunk))
        return out

    def find_live_by_content(self, content: str, agent: str | None = None) -> MemoryRow | None:
        mine = "" if agent is None else " AND m.agent = ?"
        rows = self._tuples(
            f"SELECT {_ROW_COLUMNS} FROM memories m WHERE m.content = ? AND {_LIVE}{mine} LIMIT 1",
            (content,) if agent is None else (content, agent),
        )
        return _row(rows[0]) if rows else None

    def counts(self) -> IndexCounts:
        by_type = dict(self._tuples("SELECT type, count(*) FROM memories GROUP BY type"))
        by_maturity = dict(
            self._tuples("SELECT maturity, count(*) FROM memories GROUP BY maturity")
        )
        files, file_bytes = self._tuples("SELECT count(*), coalesce(sum(size), 0) FROM files")[0]
        return IndexCounts(
            memories=sum(by_type.values()),
            by_type=by_type,
            by_maturity=by_maturity,
            superseded=int(
                self._scalar("SELECT count(*) FROM memories WHERE superseded_by IS NOT NULL")
            ),
            relations=int(self._scalar("SELECT count(*) FROM relations")),
            audit_events=int(self._scalar("SELECT count(*) FROM audit_log")),
            files=int(files),
            file_bytes=int(file_bytes),
            by_agent=self.agents(),
        )

    # ------------------------------------------------------------ search

    def search_keywords(
        self, terms: list[str], limit: int, filters: SearchFilters
    ) -> list[tuple[int, float]]:
        """Strength is ``-bm25()`` (FTS5 ranks lower-is-better). Rows and snippets are fetched
        later for the few that survive fusion: ``snippet()`` on a whole pool is costly."""
        if not terms:
            return []
        where, params = _filter_sql(filters)
        weights = ", ".join(str(w) for w in BM25_WEIGHTS)
        join = "JOIN memories m ON m.rowid = memories_fts.rowid " if where else ""
        sql = (
            f"SELECT memories_fts.rowid, -bm25(memories_fts, {weights}) AS strength "
            f"FROM memories_fts {join}"
            f"WHERE memories_fts MATCH ? {where} ORDER BY strength DESC LIMIT ?"
        )
        rows = self._tuples(sql, (fts_match(terms), *params, limit))
        return [(int(r[0]), float(r[1])) for r in rows]

    def document_frequency(self, term: str) -> int:
        """Cached per generation, since the query path asks for it twice (pool, coverage)."""
        generation = self.generation()
        with self._lock:
            if self._df_cache[0] != generation or len(self._df_cache[1]) > 4096:
                self._df_cache = (generation, {})
            known = self._df_cache[1]
            if term not in known:
                known[term] = int(
                    self._scalar(
                        "SELECT count(*) FROM memories_fts WHERE memories_fts MATCH ?",
                        (fts_phrase(term),),
                    )
                )
            return known[term]

    def term_stats(
        self, terms: list[str], keys: list[int]
    ) -> tuple[int, dict[str, tuple[int, set[int]]]]:
        total = self.memory_count()
        wanted = set(keys)
        stats: dict[str, tuple[int, set[int]]] = {}
        for term in terms:
            phrase = fts_phrase(term)
            df = self.document_frequency(term)
            if df <= _SCAN_DOCLIST:
                # Reading the term's whole doclist and intersecting here is far cheaper
                # than FTS5 with "rowid IN (...)", which probes row by row.
                rows = self._tuples(
                    "SELECT rowid FROM memories_fts WHERE memories_fts MATCH ?", (phrase,)
                )
                holders = {r[0] for r in rows} & wanted
            else:
                marks = ", ".join("?" for _ in keys)
                rows = self._tuples(
                    "SELECT rowid FROM memories_fts WHERE memories_fts MATCH ? "
                    f"AND rowid IN ({marks})",
                    (phrase, *keys),
                )
                holders = {r[0] for r in rows}
            stats[term] = (int(df), holders)
        return total, stats

    def allowed_keys(self, filters: SearchFilters) -> list[int]:
        where, params = _filter_sql(filters)
        return [
            r[0] for r in self._tuples(f"SELECT m.rowid FROM memories m WHERE 1 {where}", params)
        ]

    def neighbours(self, keys: list[int]) -> dict[int, dict[int, float]]:
        """The weight is the relation's strength times how much its type says about relevance
        (``RELATION_WEIGHTS``); ``contradicts`` edges are left out: a contradiction is not
        support."""
        if not keys:
            return {}
        marks = ", ".join("?" for _ in keys)
        rows = self._tuples(
            "SELECT a.rowid, b.rowid, r.type, r.strength FROM relations r "
            "JOIN memories a ON a.id = r.source_id JOIN memories b ON b.id = r.target_id "
            f"WHERE r.type != 'contradicts' AND (a.rowid IN ({marks}) OR b.rowid IN ({marks}))",
            (*keys, *keys),
        )
        links: dict[int, dict[int, float]] = {}
        for a, b, kind, strength in rows:
            weight = RELATION_WEIGHTS.get(kind, 0.7) * min(1.0, float(strength))
            for x, y in ((a, b), (b, a)):
                edges = links.setdefault(x, {})
                edges[y] = max(edges.get(y, 0.0), weight)
        return links

    def access_stats(self, ids: list[str]) -> dict[str, tuple[int, int]]:
        if not ids:
            return {}
        marks = ", ".join("?" for _ in ids)
        rows = self._tuples(
            f"SELECT memory_id, count, last_ms FROM access_stats WHERE memory_id IN ({marks})",
            ids,
        )
        return {r[0]: (int(r[1]), int(r[2])) for r in rows}

    def audit_for(self, memory_id: str) -> list[dict[str, Any]]:
        rows = self._tuples(
            "SELECT action, timestamp, details FROM audit_log WHERE memory_id = ? ORDER BY id",
            (memory_id,),
        )
        return [{"action": a, "timestamp": t, "details": json.loads(d)} for a, t, d in rows]

    def cached_answers(self, generation: int) -> list[CachedAnswer]:
        rows = self._tuples(
            "SELECT key, options, terms, model, vector, result FROM query_cache "
            "WHERE generation = ? ORDER BY created_ms",
            (generation,),
        )
        return [
            CachedAnswer(
                key,
                options,
                json.loads(terms),
                model,
                None if vector is None else bytes(vector),
                json.loads(result),
            )
            for key, options, terms, model, vector, result in rows
        ]

    # ------------------------------------------------------------ vectors

    def pending_texts(self, model: str, limit: int | None = None) -> list[PendingText]:
        sql = (
            "SELECT m.id, m.title, m.content, m.text_hash FROM memories m "
            "WHERE NOT EXISTS (SELECT 1 FROM vec.vectors v "
            "WHERE v.content_hash = m.text_hash AND v.model = ?) ORDER BY m.rowid"
        )
        if limit is not None:
            sql += f" LIMIT {int(limit)}"
        return [PendingText(*r) for r in self._tuples(sql, (model,))]

    def count_embedded(self, model: str) -> int:
        return int(
            self._scalar(
                "SELECT count(*) FROM memories m JOIN vec.vectors v "
                "ON v.content_hash = m.text_hash AND v.model = ?",
                (model,),
            )
        )

    def current_vectors(self, model: str) -> list[StoredVector]:
        rows = self._tuples(
            f"SELECT m.rowid, v.vector, {_FLAGS}, m.text_hash, v.spans "
            "FROM memories m JOIN vec.vectors v "
            "ON v.content_hash = m.text_hash AND v.model = ? ORDER BY m.rowid",
            (model,),
        )
        return [StoredVector(*r) for r in rows]

    def vector_keys(self, model: str) -> list[VectorKey]:
        rows = self._tuples(
            f"SELECT m.rowid, m.text_hash, {_FLAGS} FROM memories m "
            "WHERE EXISTS (SELECT 1 FROM vec.vectors v "
            "WHERE v.content_hash = m.text_hash AND v.model = ?) ORDER BY m.rowid",
            (model,),
        )
        return [VectorKey(*r) for r in rows]

    def vectors_by_hash(self, model: str, hashes: list[str]) -> dict[str, tuple[bytes, str | None]]:
        out: dict[str, tuple[bytes, str | None]] = {}
        for chunk in iter_chunks(hashes, 500):
            marks = ", ".join("?" for _ in chunk)
            rows = self._tuples(
                "SELECT content_hash, vector, spans FROM vec.vectors "
                f"WHERE model = ? AND content_hash IN ({marks})",
                (model, *chunk),
            )
            out.update((h, (bytes(v), spans)) for h, v, spans in rows)
        return out


def _error(path: Path, exc: sqlite3.DatabaseError) -> IndexError_:
    """A database error as bowerbird's: ``IndexCorrupt`` when a page is damaged."""
    if is_corruption(exc):
        return IndexCorrupt(f"the index at {path.parent} is damaged ({exc})")
    return IndexError_(f"index {path}: {exc}")


def _connect_patiently(path: Path, busy_timeout_ms: int) -> sqlite3.Connection:
    """``connect``, retried while another process holds the file: switching a new file to WAL
    needs an exclusive lock, and SQLite reports that as busy at once, without waiting."""
    deadline = time.monotonic() + busy_timeout_ms / 1000
    delay = 0.01
    while True:
        try:
            return connect(path, busy_timeout_ms)
        except sqlite3.OperationalError as exc:
            text = str(exc).lower()
            if ("locked" not in text and "busy" not in text) or time.monotonic() > deadline:
                raise
        time.sleep(delay)
        delay = min(delay * 2, 0.2)


def _filter_sql(f: SearchFilters) -> tuple[str, list[Any]]:
    clauses: list[str] = []
    params: list[Any] = []
    if not f.include_archived:
        clauses.append("m.maturity != 'archived'")
    if not f.include_superseded:
        clauses.append("m.superseded_by IS NULL")
    if f.types:
        clauses.append(f"m.type IN ({', '.join('?' for _ in f.types)})")
        params.extend(f.types)
    if f.maturities:
        clauses.append(f"m.maturity IN ({', '.join('?' for _ in f.maturities)})")
        params.extend(f.maturities)
    if f.agent:
        clauses.append("m.agent = ?")
        params.append(f.agent)
    for tag in f.tags:
        clauses.append("EXISTS (SELECT 1 FROM json_each(m.tags) WHERE json_each.value = ?)")
        params.append(tag)
    if f.since_ms is not None:
        clauses.append("coalesce(m.observed_at, m.created) >= ?")
        params.append(f.since_ms)
    if f.until_ms is not None:
        clauses.append("coalesce(m.observed_at, m.created) < ?")
        params.append(f.until_ms)
    return "".join(f" AND {c}" for c in clauses), params
