"""The SQLite index: the embedded default ``Index`` back end.

One connection per ``SqliteIndex``, guarded by a re-entrant lock so one index may be shared by
threads. Writes run in ``BEGIN IMMEDIATE`` transactions (the home lock already serialises
writers across processes; SQLite's busy timeout covers readers checkpointing the WAL). Keyword
search is FTS5 (``porter unicode61``) with weighted BM25; vectors live in the attached
``vectors.db`` so that a rebuilt index never costs a model call.
"""

from __future__ import annotations

import contextlib
import sqlite3
import threading
import time
from collections.abc import Callable, Iterator, Sequence
from contextlib import contextmanager
from pathlib import Path
from typing import Any, TypeVar

from ...errors import IndexCorrupt, IndexError_
from ..disk.private import private_folder
from .base import SearchFilters
from .fts import fts_match, fts_phrase
from .rows import Tally
from .sql_reads import MemoryReads
from .sqlite_db import connect, is_corruption, move_aside
from .sqlite_journal import JournalReads
from .sqlite_messages import MessageReads
from .sqlite_writer import SqliteWriter

T = TypeVar("T")

# FTS column weights for bm25(): title, content, tags, keywords. Title and tags are short and
# chosen on purpose, so a hit there says more than a hit somewhere in a long body.
BM25_WEIGHTS = (3.0, 1.0, 2.0, 2.0)
# Above this document frequency, term_stats probes candidates instead of reading the doclist.
_SCAN_DOCLIST = 20_000


class SqliteIndex(MemoryReads, JournalReads, MessageReads):
    """The index file of one home. Construct with ``SqliteIndex.open``."""

    approximate_search = False  # a large home's graph lives in the process (storage/vectors/ann.py)

    def nearest_keys(self, model: str, query: Any, count: int) -> list[int]:
        """SQLite has no vector search of its own."""
        return []

    # A memory's category: the first directory of its tree path ('' for a file at the top).
    FOLDER = (
        "CASE WHEN instr(m.path, '/') > 0 THEN substr(m.path, 1, instr(m.path, '/') - 1) "
        "ELSE '' END"
    )
    # Paths compare bytewise (BINARY): "a/" ≤ path < "a0" is every path under a/ ('0' is
    # the byte after '/'), a range the path's unique index seeks instead of a scan.
    IN_FOLDER = f"({FOLDER}) = ? AND m.path >= ? AND m.path < ?"
    # The memories ``memory_tags`` lists under the tag: a seek, whatever the home's size.
    TAG = "m.rowid IN (SELECT key FROM memory_tags WHERE tag = ?)"
    META = "json_extract(m.metadata, '$.metadata')"

    @staticmethod
    def _folder_bounds(folder: str) -> list[str]:
        return [f"{folder}/", f"{folder}0"]

    def __init__(self, path: Path, conn: sqlite3.Connection, recovered_from: str | None) -> None:
        self.path = path
        self.conn = conn
        self.recovered_from = recovered_from
        self._lock = threading.RLock()
        self._count_cache: tuple[int, int] | None = None
        self._agents_cache: tuple[int, dict[str, int]] | None = None
        self._tally_cache: tuple[int, dict[str | None, Tally]] | None = None
        self._df_cache: tuple[int, dict[str, int]] = (-1, {})
        self._counts_cache = None

    def _stamp(self) -> Any:
        # data_version: another connection committed; total_changes: this one did.
        version = self._scalar("PRAGMA data_version")
        return (self.generation(), version, self.conn.total_changes)

    # ------------------------------------------------------------ opening

    @classmethod
    def open(cls, path: Path, busy_timeout_ms: int = 30000, recover: bool = True) -> SqliteIndex:
        """Open (creating or migrating) the index; a corrupt file is moved aside and recreated.

        Pass ``recover=False`` unless holding the home lock: a file another process is still
        creating can look corrupt for a moment, and must not be moved aside.
        """
        private_folder(path.parent)
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

    def shrink(self) -> None:
        """Free the page caches of index.db and vectors.db (32 MB each at most): an idle
        resident's size no longer grows with what its home's queries once read."""
        with self._lock:
            self.conn.execute("PRAGMA shrink_memory")

    # ------------------------------------------------------------ plumbing

    @contextmanager
    def write(self) -> Iterator[SqliteWriter]:
        """A write transaction: commits on success, rolls back on any exception."""
        with self._lock:
            if self.conn.in_transaction:
                # Left open by a command stopped between its BEGIN and its ROLLBACK (a
                # resident's cancelled command stops at any Python step): nothing of it was
                # committed, and writes are one at a time here, so it is no one's now.
                with contextlib.suppress(sqlite3.DatabaseError):
                    self.conn.execute("ROLLBACK")
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

    def compact(self) -> bool:
        """Merge the full-text segments (a delete only marks a term list), VACUUM both files
        and truncate the write-ahead logs: an erased text's bytes leave the disk. Returns
        False when a reader kept a log from being truncated (its pages go at the next
        checkpoint)."""
        with self._lock:
            with self.write() as tx:
                tx.optimize_search()
            self._guard(lambda: self.conn.execute("VACUUM main"))
            self._guard(lambda: self.conn.execute("VACUUM vec"))
            busy = 0
            for schema in ("main", "vec"):
                sql = f"PRAGMA {schema}.wal_checkpoint(TRUNCATE)"
                row = self._guard(lambda: self.conn.execute(sql).fetchone())  # noqa: B023
                busy += int(row[0])  # 1: a reader holds the log; its pages go at the next one
            return busy == 0

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

    def size_bytes(self) -> int:
        files = (self.path, self.path.with_name(self.path.name + "-wal"))
        return sum(p.stat().st_size for p in files if p.exists())

    # ------------------------------------------------------------ search

    def search_keywords(
        self, terms: list[str], limit: int, filters: SearchFilters
    ) -> list[tuple[int, float]]:
        """Strength is ``-bm25()`` (FTS5 ranks lower-is-better). Rows and snippets are fetched
        later for the few that survive fusion: ``snippet()`` on a whole pool is costly.

        With only the archived/superseded switches set, FTS5 ranks first and the memories
        table is read for the best ``2 * limit`` only: joining it for every match costs a
        random B-tree lookup per matching document (20-40 ms a query at 1M, against ~5 ms
        for the ranking). The top ``limit`` visible memories are inside that prefix whenever
        it holds ``limit`` visible ones or every match; otherwise the full join answers."""
        if not terms:
            return []
        where, params = self._filter_sql(filters)
        weights = ", ".join(str(w) for w in BM25_WEIGHTS)
        rank = (
            f"SELECT memories_fts.rowid AS key, -bm25(memories_fts, {weights}) AS strength "
            "FROM memories_fts WHERE memories_fts MATCH ?"
        )
        match = fts_match(terms)
        if not where:
            rows = self._tuples(f"{rank} ORDER BY strength DESC LIMIT ?", (match, limit))
        elif filters.is_default:
            prefix = 2 * limit
            ranked = self._tuples(f"{rank} ORDER BY strength DESC LIMIT ?", (match, prefix))
            marks = ", ".join("?" for _ in ranked)
            visible = {
                r[0]
                for r in self._tuples(
                    f"SELECT m.rowid FROM memories m WHERE m.rowid IN ({marks}) {where}",
                    (*(r[0] for r in ranked), *params),
                )
            }
            rows = [r for r in ranked if r[0] in visible][:limit]
            if len(rows) < limit and len(ranked) == prefix:
                rows = self._joined(rank, match, where, params, limit)
        else:
            rows = self._joined(rank, match, where, params, limit)
        return [(int(r[0]), float(r[1])) for r in rows]

    def _joined(
        self, rank: str, match: str, where: str, params: list[Any], limit: int
    ) -> list[tuple[Any, ...]]:
        """Every match of ``rank`` joined with its memory and filtered, then ranked."""
        sql = (
            f"SELECT key, strength FROM ({rank}) JOIN memories m ON m.rowid = key "
            f"WHERE 1 {where} ORDER BY strength DESC LIMIT ?"
        )
        return self._tuples(sql, (match, *params, limit))

    def prefix_keys(self, prefix: str, limit: int) -> list[int]:
        """FTS5 stems the prefix of a prefix query as a word ("pay" becomes "pai", which
        "payment" does not begin), so the stems that begin with it are read from the
        vocabulary instead — with the porter stem of the prefix itself ("pays", "paying":
        "pai") — and memories holding any of them are the candidates."""
        word = prefix.lower()
        stems = [
            str(r[0])
            for r in self._tuples(
                "SELECT term FROM memories_vocab WHERE term >= ? AND term < ? "
                "ORDER BY doc DESC LIMIT 50",
                (word, word + "\U0010ffff"),
            )
        ]
        if word.endswith(("y", "e")):
            stems.append(word[:-1] + ("i" if word.endswith("y") else ""))
        if not stems:
            return []
        rows = self._tuples(
            "SELECT rowid FROM memories_fts WHERE memories_fts MATCH ? LIMIT ?",
            (fts_match(stems), limit),
        )
        return [int(r[0]) for r in rows]

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
