"""The SQLite index: a derived, rebuildable cache of the tree.

One connection per ``SqliteIndex``, guarded by a re-entrant lock so one index may be shared by
threads. Writes run in ``BEGIN IMMEDIATE`` transactions (the home lock already serialises
writers across processes; SQLite's busy timeout covers readers checkpointing the WAL).
"""

from __future__ import annotations

import contextlib
import hashlib
import json
import os
import sqlite3
import threading
import time
from collections.abc import Iterable, Iterator, Sequence
from contextlib import contextmanager
from dataclasses import dataclass
from datetime import UTC, datetime
from pathlib import Path
from typing import Any, NamedTuple

from ..errors import IndexError_
from ..memory import Memory, embedding_text
from ..text import fts_phrase
from .schema import MIGRATIONS

_PRAGMAS = (
    "PRAGMA synchronous=NORMAL",
    "PRAGMA foreign_keys=ON",
    "PRAGMA temp_store=MEMORY",
    "PRAGMA cache_size=-32000",
)

# FTS column weights for bm25(): title, content, tags, keywords. Title and tags are short and
# chosen on purpose, so a hit there says more than a hit somewhere in a long body.
BM25_WEIGHTS = (3.0, 1.0, 2.0, 2.0)
# How much a link of each type passes on: conversation order and explicit supersession are
# strong evidence that one memory explains another; a similarity link found by dream is weak
# (similar wording is already scored by the vector search itself).
RELATION_WEIGHTS = {"follows": 1.0, "supersedes": 1.0, "related_to": 0.3}
# Above this document frequency, term_stats probes candidates instead of reading the doclist.
_SCAN_DOCLIST = 20_000


def to_ms(value: datetime | None) -> int | None:
    return None if value is None else int(value.timestamp() * 1000)


def from_ms(value: int | None) -> datetime | None:
    return None if value is None else datetime.fromtimestamp(value / 1000, tz=UTC)


class FileRow(NamedTuple):
    """One row of the ``files`` table (a NamedTuple: ten thousand are built per scan)."""

    path: str
    mtime_ns: int
    size: int
    sha256: str
    memory_id: str | None
    error: str | None
    indexed_ns: int = 0


@dataclass(frozen=True)
class SearchFilters:
    """Restrictions applied inside the SQL, before ranking and the limit."""

    types: tuple[str, ...] = ()
    tags: tuple[str, ...] = ()
    agent: str | None = None
    include_archived: bool = False
    include_superseded: bool = False
    # Unix ms, on the time a memory is about: observed_at, else created.
    since_ms: int | None = None
    until_ms: int | None = None

    @property
    def is_default(self) -> bool:
        """True when only the archived/superseded switches can apply."""
        return not (self.types or self.tags or self.agent or self.since_ms or self.until_ms)

    def key(self) -> str:
        """A stable string for cache keys."""
        return json.dumps(
            [
                sorted(self.types),
                sorted(self.tags),
                self.agent,
                self.include_archived,
                self.include_superseded,
                self.since_ms,
                self.until_ms,
            ]
        )


def text_hash(m: Memory) -> str:
    """sha256 of the text ``m`` is embedded from: its embedding is current when this matches."""
    return hashlib.sha256(embedding_text(m.title, m.content).encode("utf-8")).hexdigest()


def _is_corruption(exc: sqlite3.DatabaseError) -> bool:
    text = str(exc).lower()
    return any(s in text for s in ("not a database", "malformed", "corrupt", "no such table"))


class SqliteIndex:
    """The index file of one home. Construct with ``SqliteIndex.open``."""

    def __init__(self, path: Path, conn: sqlite3.Connection, recovered_from: str | None) -> None:
        self.path = path
        self.conn = conn
        # Set when a corrupt index was moved aside at open; sync then rebuilds everything.
        self.recovered_from = recovered_from
        self._lock = threading.RLock()
        self._count_cache: tuple[int, int] | None = None
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
            conn = cls._connect(path, busy_timeout_ms)
            return cls(path, conn, None)
        except sqlite3.DatabaseError as exc:
            if not recover or not _is_corruption(exc):
                raise IndexError_(f"cannot open index {path}: {exc}") from exc
            aside = cls._move_aside(path)
            try:
                conn = cls._connect(path, busy_timeout_ms)
            except sqlite3.DatabaseError as exc2:
                raise IndexError_(f"cannot recreate index {path}: {exc2}") from exc2
            return cls(path, conn, str(aside))

    @staticmethod
    def _connect(path: Path, busy_timeout_ms: int) -> sqlite3.Connection:
        conn = sqlite3.connect(
            path, timeout=busy_timeout_ms / 1000, isolation_level=None, check_same_thread=False
        )
        try:
            conn.row_factory = sqlite3.Row
            conn.execute(f"PRAGMA busy_timeout={int(busy_timeout_ms)}")
            for pragma in _PRAGMAS:
                conn.execute(pragma)
            # Switching to WAL takes an exclusive lock; skip it when the file already is WAL.
            if conn.execute("PRAGMA journal_mode").fetchone()[0] != "wal":
                conn.execute("PRAGMA journal_mode=WAL")
            _migrate(conn)
            _attach_vectors(conn, path.with_name(VECTORS_FILE))
            # Touch every table: a truncated or scribbled file fails here, not mid-command.
            # (count(*) would walk 100K rows on every start; one row reads the root pages.)
            conn.execute("SELECT rowid FROM memories LIMIT 1").fetchone()
            conn.execute("SELECT path FROM files LIMIT 1").fetchone()
        except BaseException:
            conn.close()
            raise
        return conn

    @staticmethod
    def _move_aside(path: Path) -> Path:
        stamp = time.strftime("%Y%m%dT%H%M%S")
        aside = path.with_name(f"{path.name}.corrupt-{stamp}")
        os.replace(path, aside)
        for suffix in ("-wal", "-shm"):
            side = path.with_name(path.name + suffix)
            if side.exists():
                os.replace(side, aside.with_name(aside.name + suffix))
        return aside

    def close(self) -> None:
        with self._lock:
            self.conn.close()

    # ------------------------------------------------------------ transactions

    @contextmanager
    def write(self) -> Iterator[sqlite3.Connection]:
        """A write transaction: commits on success, rolls back on any exception."""
        with self._lock:
            self._guard(self.conn.execute, "BEGIN IMMEDIATE")
            try:
                yield self.conn
            except BaseException:
                self.conn.execute("ROLLBACK")
                raise
            self._guard(self.conn.execute, "COMMIT")

    def _guard(self, fn: Any, *args: Any) -> Any:
        try:
            return fn(*args)
        except sqlite3.DatabaseError as exc:
            raise IndexError_(f"index {self.path}: {exc}") from exc

    def query(self, sql: str, params: Sequence[Any] = ()) -> list[sqlite3.Row]:
        with self._lock:
            rows: list[sqlite3.Row] = self._guard(lambda: self.conn.execute(sql, params).fetchall())
            return rows

    # ------------------------------------------------------------ meta

    def get_meta(self, key: str) -> str | None:
        rows = self.query("SELECT value FROM meta WHERE key = ?", (key,))
        return str(rows[0]["value"]) if rows else None

    @staticmethod
    def set_meta(conn: sqlite3.Connection, key: str, value: str) -> None:
        conn.execute(
            "INSERT INTO meta(key, value) VALUES (?, ?) "
            "ON CONFLICT(key) DO UPDATE SET value = excluded.value",
            (key, value),
        )

    # ------------------------------------------------------------ files

    def file_rows(self) -> dict[str, FileRow]:
        with self._lock:
            cur = self.conn.execute(
                "SELECT path, mtime_ns, size, sha256, memory_id, error, indexed_ns FROM files"
            )
            cur.row_factory = None  # plain tuples: much cheaper than sqlite3.Row here
            return {r[0]: FileRow(*r) for r in cur.fetchall()}

    @staticmethod
    def put_file(conn: sqlite3.Connection, row: FileRow) -> None:
        conn.execute(
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

    @staticmethod
    def delete_file(conn: sqlite3.Connection, path: str) -> None:
        conn.execute("DELETE FROM files WHERE path = ?", (path,))

    def bad_files(self) -> list[tuple[str, str]]:
        rows = self.query("SELECT path, error FROM files WHERE error IS NOT NULL ORDER BY path")
        return [(r["path"], r["error"]) for r in rows]

    # ------------------------------------------------------------ memories

    @staticmethod
    def upsert_memory(conn: sqlite3.Connection, m: Memory) -> None:
        """Insert or update the row of ``m`` (by id), and replace its outgoing relations."""
        # A file at this path may have carried another id before a hand edit.
        conn.execute("DELETE FROM memories WHERE path = ? AND id != ?", (m.path, m.id))
        access_time = m.last_accessed or m.created
        values = {
            "id": m.id,
            "path": m.path,
            "type": m.type,
            "maturity": m.maturity,
            "title": m.title,
            "content": m.content,
            "summary": m.summary,
            "tags": json.dumps(m.tags, ensure_ascii=False),
            "keywords": json.dumps(m.keywords, ensure_ascii=False),
            "tags_text": " ".join(m.tags),
            "keywords_text": " ".join(m.keywords),
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
            "metadata": json.dumps(m.extra, ensure_ascii=False, default=str),
        }
        cols = ", ".join(values)
        marks = ", ".join(f":{k}" for k in values)
        updates = ", ".join(f"{k}=excluded.{k}" for k in values if k != "id")
        conn.execute(
            f"INSERT INTO memories({cols}) VALUES ({marks}) "
            f"ON CONFLICT(id) DO UPDATE SET {updates}",
            values,
        )
        conn.execute("DELETE FROM relations WHERE source_id = ?", (m.id,))
        conn.executemany(
            "INSERT OR REPLACE INTO relations(source_id, target_id, type, strength) "
            "VALUES (?, ?, ?, ?)",
            [(m.id, r.target, r.type, r.strength) for r in m.relations],
        )

    @staticmethod
    def delete_memory(conn: sqlite3.Connection, memory_id: str) -> None:
        conn.execute("DELETE FROM memories WHERE id = ?", (memory_id,))
        conn.execute("DELETE FROM relations WHERE source_id = ?", (memory_id,))

    def memory_path(self, memory_id: str) -> str | None:
        rows = self.query("SELECT path FROM memories WHERE id = ?", (memory_id,))
        return str(rows[0]["path"]) if rows else None

    # ------------------------------------------------------------ search

    def search_bm25(
        self, match: str, limit: int, filters: SearchFilters = SearchFilters()
    ) -> list[tuple[int, float]]:
        """``(rowid, strength)`` by weighted BM25, strongest first; filters apply first.

        Strength is ``-bm25()`` (FTS5 ranks lower-is-better). Rows and snippets are fetched
        later for the few that survive fusion: ``snippet()`` on a whole pool is costly.
        """
        where, params = _filter_sql(filters)
        weights = ", ".join(str(w) for w in BM25_WEIGHTS)
        join = "JOIN memories m ON m.rowid = memories_fts.rowid " if where else ""
        sql = (
            f"SELECT memories_fts.rowid, -bm25(memories_fts, {weights}) AS strength "
            f"FROM memories_fts {join}"
            f"WHERE memories_fts MATCH ? {where} ORDER BY strength DESC LIMIT ?"
        )
        with self._lock:
            cur = self._guard(self.conn.execute, sql, (match, *params, limit))
            cur.row_factory = None
            return [(int(r[0]), float(r[1])) for r in cur.fetchall()]

    def memory_count(self) -> int:
        """Number of memories; cached per generation (count(*) walks the whole table)."""
        generation = self.generation()
        if self._count_cache is None or self._count_cache[0] != generation:
            n = int(self.query("SELECT count(*) AS n FROM memories")[0]["n"])
            self._count_cache = (generation, n)
        return self._count_cache[1]

    def document_frequency(self, term: str) -> int:
        """How many memories contain ``term`` (same tokenizer as the index); cached per
        generation, since the query path asks for it twice (BM25 pool, coverage)."""
        generation = self.generation()
        if self._df_cache[0] != generation or len(self._df_cache[1]) > 4096:
            self._df_cache = (generation, {})
        known = self._df_cache[1]
        if term not in known:
            with self._lock:
                row = self.conn.execute(
                    "SELECT count(*) FROM memories_fts WHERE memories_fts MATCH ?",
                    (fts_phrase(term),),
                ).fetchone()
            known[term] = int(row[0])
        return known[term]

    def term_stats(self, terms: list[str], rowids: list[int]) -> tuple[int, dict[str, Any]]:
        """Corpus size, and per term: its document frequency and which of ``rowids`` hold it."""
        total = self.memory_count()
        wanted = set(rowids)
        stats: dict[str, Any] = {}
        with self._lock:
            for term in terms:
                phrase = fts_phrase(term)
                df = self.document_frequency(term)
                if df <= _SCAN_DOCLIST:
                    # Reading the term's whole doclist and intersecting here is far cheaper
                    # than FTS5 with "rowid IN (...)", which probes row by row.
                    cur = self.conn.execute(
                        "SELECT rowid FROM memories_fts WHERE memories_fts MATCH ?", (phrase,)
                    )
                    holders = {r[0] for r in cur.fetchall()} & wanted
                else:
                    marks = ", ".join("?" for _ in rowids)
                    cur = self.conn.execute(
                        "SELECT rowid FROM memories_fts WHERE memories_fts MATCH ? "
                        f"AND rowid IN ({marks})",
                        (phrase, *rowids),
                    )
                    holders = {r[0] for r in cur.fetchall()}
                stats[term] = (int(df), holders)
        return total, stats

    # ------------------------------------------------------------ audit

    @staticmethod
    def add_audit(conn: sqlite3.Connection, events: Iterable[dict[str, Any]]) -> None:
        conn.executemany(
            "INSERT INTO audit_log(memory_id, action, timestamp, details) VALUES (?, ?, ?, ?)",
            [
                (e["memory_id"], e["action"], e["timestamp"], json.dumps(e.get("details", {})))
                for e in events
            ],
        )

    def audit_for(self, memory_id: str) -> list[dict[str, Any]]:
        rows = self.query(
            "SELECT action, timestamp, details FROM audit_log WHERE memory_id = ? ORDER BY id",
            (memory_id,),
        )
        return [
            {
                "action": r["action"],
                "timestamp": r["timestamp"],
                "details": json.loads(r["details"]),
            }
            for r in rows
        ]

    # ------------------------------------------------------------ stats

    def counts(self) -> dict[str, Any]:
        by_type = {
            r["type"]: r["n"]
            for r in self.query("SELECT type, count(*) AS n FROM memories GROUP BY type")
        }
        by_maturity = {
            r["maturity"]: r["n"]
            for r in self.query("SELECT maturity, count(*) AS n FROM memories GROUP BY maturity")
        }
        superseded = self.query(
            "SELECT count(*) AS n FROM memories WHERE superseded_by IS NOT NULL"
        )[0]["n"]
        return {
            "memories": sum(by_type.values()),
            "by_type": by_type,
            "by_maturity": by_maturity,
            "superseded": superseded,
            "relations": self.query("SELECT count(*) AS n FROM relations")[0]["n"],
            "audit_events": self.query("SELECT count(*) AS n FROM audit_log")[0]["n"],
        }

    # ------------------------------------------------------------ retrieval support

    def generation(self) -> int:
        """Counter bumped by every change that can alter a query's answer (see 0002)."""
        return int(self.get_meta("generation") or 0)

    def pending_embeddings(self, model: str, limit: int | None = None) -> list[sqlite3.Row]:
        """Memories whose present text has no vector from ``model`` yet."""
        sql = (
            "SELECT m.id, m.title, m.content, m.text_hash FROM memories m "
            "WHERE NOT EXISTS (SELECT 1 FROM vec.vectors v "
            "WHERE v.content_hash = m.text_hash AND v.model = ?) ORDER BY m.rowid"
        )
        if limit is not None:
            sql += f" LIMIT {int(limit)}"
        return self.query(sql, (model,))

    def count_embedded(self, model: str) -> int:
        return int(
            self.query(
                "SELECT count(*) AS n FROM memories m JOIN vec.vectors v "
                "ON v.content_hash = m.text_hash AND v.model = ?",
                (model,),
            )[0]["n"]
        )

    @staticmethod
    def put_vectors(
        conn: sqlite3.Connection, model: str, dimension: int, rows: list[tuple[str, bytes]]
    ) -> None:
        """Store ``(text_hash, vector)`` rows and bump the generation (vectors change answers)."""
        now = int(time.time() * 1000)
        conn.executemany(
            "INSERT OR REPLACE INTO vec.vectors(content_hash, model, dimension, vector, "
            "created_at) VALUES (?, ?, ?, ?, ?)",
            [(h, model, dimension, v, now) for h, v in rows],
        )
        conn.execute("UPDATE meta SET value = value + 1 WHERE key = 'generation'")

    def prune_vectors(self, conn: sqlite3.Connection, older_than_ms: int) -> int:
        """Drop vectors no memory's present text uses, computed before ``older_than_ms``
        (recent ones stay: an undo or a revert may want them back)."""
        cur = conn.execute(
            "DELETE FROM vec.vectors WHERE created_at < ? AND content_hash NOT IN "
            "(SELECT text_hash FROM memories)",
            (older_than_ms,),
        )
        return int(cur.rowcount)

    _FLAGS = "(m.maturity = 'archived') | ((m.superseded_by IS NOT NULL) << 1)"

    def current_vectors(self, model: str) -> list[tuple[int, bytes, int, str]]:
        """``(rowid, vector, flags, text_hash)`` of every memory with a vector for its text.

        flags: bit 0 archived, bit 1 superseded — the default filters, applied in numpy.
        """
        with self._lock:
            cur = self.conn.execute(
                f"SELECT m.rowid, v.vector, {self._FLAGS}, m.text_hash "
                "FROM memories m JOIN vec.vectors v "
                "ON v.content_hash = m.text_hash AND v.model = ? ORDER BY m.rowid",
                (model,),
            )
            cur.row_factory = None
            return cur.fetchall()

    def vector_keys(self, model: str) -> list[tuple[int, str, int]]:
        """``(rowid, text_hash, flags)`` like ``current_vectors`` but without the vectors."""
        with self._lock:
            cur = self.conn.execute(
                f"SELECT m.rowid, m.text_hash, {self._FLAGS} FROM memories m "
                "WHERE EXISTS (SELECT 1 FROM vec.vectors v "
                "WHERE v.content_hash = m.text_hash AND v.model = ?) ORDER BY m.rowid",
                (model,),
            )
            cur.row_factory = None
            return cur.fetchall()

    def vectors_by_hash(self, model: str, hashes: list[str]) -> dict[str, bytes]:
        out: dict[str, bytes] = {}
        for start in range(0, len(hashes), 500):
            chunk = hashes[start : start + 500]
            marks = ", ".join("?" for _ in chunk)
            with self._lock:
                cur = self.conn.execute(
                    "SELECT content_hash, vector FROM vec.vectors "
                    f"WHERE model = ? AND content_hash IN ({marks})",
                    (model, *chunk),
                )
                cur.row_factory = None
                out.update((h, bytes(v)) for h, v in cur.fetchall())
        return out

    def allowed_rowids(self, filters: SearchFilters) -> list[int]:
        """Rowids passing ``filters`` (used to mask the vector matrix before ranking)."""
        where, params = _filter_sql(filters)
        with self._lock:
            cur = self.conn.execute(f"SELECT m.rowid FROM memories m WHERE 1 {where}", params)
            cur.row_factory = None
            return [r[0] for r in cur.fetchall()]

    def rows_by_rowid(self, rowids: list[int]) -> dict[int, sqlite3.Row]:
        """Memory rows (with ``rowid``) for ``rowids``."""
        out: dict[int, sqlite3.Row] = {}
        for start in range(0, len(rowids), 500):
            chunk = rowids[start : start + 500]
            marks = ", ".join("?" for _ in chunk)
            for r in self.query(
                f"SELECT m.rowid AS rowid, m.* FROM memories m WHERE m.rowid IN ({marks})", chunk
            ):
                out[int(r["rowid"])] = r
        return out

    def neighbours(self, rowids: list[int]) -> dict[int, dict[int, float]]:
        """1-hop graph: rowid → {linked rowid: weight}, relations taken in either direction.

        The weight is the relation's strength times how much its type says about relevance
        (``RELATION_WEIGHTS``); ``contradicts`` edges are left out: a contradiction is not
        support.
        """
        if not rowids:
            return {}
        marks = ", ".join("?" for _ in rowids)
        rows = self.query(
            "SELECT a.rowid AS a, b.rowid AS b, r.type AS type, r.strength AS strength "
            "FROM relations r "
            "JOIN memories a ON a.id = r.source_id JOIN memories b ON b.id = r.target_id "
            f"WHERE r.type != 'contradicts' AND (a.rowid IN ({marks}) OR b.rowid IN ({marks}))",
            (*rowids, *rowids),
        )
        links: dict[int, dict[int, float]] = {}
        for r in rows:
            weight = RELATION_WEIGHTS.get(r["type"], 0.7) * min(1.0, float(r["strength"]))
            for x, y in ((r["a"], r["b"]), (r["b"], r["a"])):
                edges = links.setdefault(x, {})
                edges[y] = max(edges.get(y, 0.0), weight)
        return links

    @staticmethod
    def bump_access(conn: sqlite3.Connection, ids: list[str], when_ms: int) -> None:
        conn.executemany(
            "INSERT INTO access_stats(memory_id, count, last_ms) VALUES (?, 1, ?) "
            "ON CONFLICT(memory_id) DO UPDATE SET count = count + 1, "
            "last_ms = max(last_ms, excluded.last_ms)",
            [(i, when_ms) for i in ids],
        )

    def access_stats(self, ids: list[str]) -> dict[str, tuple[int, int]]:
        """memory id → (count, last access ms) for the ids that were ever returned."""
        if not ids:
            return {}
        marks = ", ".join("?" for _ in ids)
        return {
            r["memory_id"]: (int(r["count"]), int(r["last_ms"]))
            for r in self.query(
                f"SELECT memory_id, count, last_ms FROM access_stats WHERE memory_id IN ({marks})",
                ids,
            )
        }

    def schema_versions(self) -> list[str]:
        return [r["name"] for r in self.query("SELECT name FROM schema_version ORDER BY version")]

    def clear_derived(self, conn: sqlite3.Connection) -> None:
        """Empty every table that is rebuilt from the tree (vectors.db is kept)."""
        tables = ("memories", "files", "relations", "audit_log", "access_stats")
        for table in (*tables, "query_cache"):
            conn.execute(f"DELETE FROM {table}")
        conn.execute("INSERT INTO memories_fts(memories_fts) VALUES ('rebuild')")
        conn.execute("DELETE FROM meta WHERE key LIKE 'audit_%'")


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


VECTORS_FILE = "vectors.db"
_VECTORS_SCHEMA = """
CREATE TABLE IF NOT EXISTS vec.vectors (
    content_hash TEXT NOT NULL,      -- sha256 of the embedded text (memories.text_hash)
    model        TEXT NOT NULL,      -- embedder fingerprint
    dimension    INTEGER NOT NULL,
    vector       BLOB NOT NULL,      -- float32 little-endian, L2-normalised
    created_at   INTEGER NOT NULL,
    PRIMARY KEY (content_hash, model)
)
"""


def _attach_vectors(conn: sqlite3.Connection, path: Path) -> None:
    """Attach ``vectors.db``: embeddings keyed by text hash and model, kept apart from the
    index so that deleting or rebuilding ``index.db`` never costs a model call. It is a cache
    too: a corrupt file is moved aside and started afresh."""
    for attempt in range(2):
        try:
            conn.execute("ATTACH DATABASE ? AS vec", (str(path),))
            if conn.execute("PRAGMA vec.journal_mode").fetchone()[0] != "wal":
                conn.execute("PRAGMA vec.journal_mode=WAL")
            conn.execute(_VECTORS_SCHEMA)
            conn.execute("SELECT content_hash FROM vec.vectors LIMIT 1").fetchone()
            return
        except sqlite3.DatabaseError as exc:
            if attempt or not _is_corruption(exc):
                raise
            with contextlib.suppress(sqlite3.DatabaseError):
                conn.execute("DETACH DATABASE vec")
            SqliteIndex._move_aside(path)


def _migrate(conn: sqlite3.Connection) -> None:
    conn.execute(
        "CREATE TABLE IF NOT EXISTS schema_version ("
        " version INTEGER PRIMARY KEY, name TEXT NOT NULL UNIQUE, applied_at INTEGER NOT NULL)"
    )
    done = {r[0] for r in conn.execute("SELECT name FROM schema_version")}
    for number, migration in enumerate(MIGRATIONS, start=1):
        if migration.name in done:
            continue
        conn.execute("BEGIN IMMEDIATE")
        try:
            # Another process may have applied it while we waited for the write lock.
            if conn.execute(
                "SELECT 1 FROM schema_version WHERE name = ?", (migration.name,)
            ).fetchone():
                conn.execute("ROLLBACK")
                continue
            for statement in _statements(migration.sql):
                conn.execute(statement)
            conn.execute(
                "INSERT INTO schema_version(version, name, applied_at) VALUES (?, ?, ?)",
                (number, migration.name, int(time.time() * 1000)),
            )
            if migration.needs_rebuild:
                conn.execute(
                    "INSERT OR REPLACE INTO meta(key, value) VALUES ('needs_rebuild', '1')"
                )
            conn.execute("COMMIT")
        except BaseException:
            conn.execute("ROLLBACK")
            raise


def _statements(sql: str) -> list[str]:
    """Split a migration script into statements (triggers contain ';' inside BEGIN…END)."""
    out: list[str] = []
    buf = ""
    for line in sql.splitlines(keepends=True):
        if line.strip().startswith("--"):
            continue
        buf += line
        if sqlite3.complete_statement(buf):
            if buf.strip():
                out.append(buf.strip())
            buf = ""
    if buf.strip():
        out.append(buf.strip())
    return out
