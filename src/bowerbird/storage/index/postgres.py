"""The Postgres index: the same tables as SQLite's in one schema per home, for a fleet of
agents (several ``bower serve`` on several hosts) sharing one memory service.

Reads and writes are the portable SQL of ``sql_reads``/``sql_writer``, with ``?`` marks turned
into psycopg's; keyword search is ``postgres_fts`` (BM25 over ``tsvector`` candidates).
Connections come from a pool; a write is one transaction on one connection, and reads made by
the writing thread meanwhile use that connection (they see the write, as SQLite's single
connection does). The tree stays the source of truth: a connection lost mid-write rolls the
transaction back, and the next command's reconciliation indexes what the files say.
"""

from __future__ import annotations

import hashlib
import re
import threading
from collections.abc import Iterator, Sequence
from contextlib import contextmanager
from pathlib import Path
from typing import TYPE_CHECKING, Any

from ...errors import IndexError_, IndexUnavailable
from ...services.extras import require
from . import pgvector
from .postgres_fts import PgSearch
from .postgres_schema import PG_MIGRATIONS
from .rows import VectorRow
from .sql_reads import MemoryReads
from .sql_writer import SqlWriter
from .sqlite_journal import JournalReads
from .sqlite_messages import MessageReads

if TYPE_CHECKING:
    import psycopg
    from psycopg_pool import ConnectionPool

_SCHEMA_NAME = re.compile(r"^[a-z_][a-z0-9_]{0,62}$")
_translated: dict[str, str] = {}
# Rows written between two ANALYZE runs, and the tables whose statistics matter to the plans.
_ANALYZE_EVERY = 1000
# How long a read generation is trusted: another host's write is seen within this.
_GENERATION_TTL = 0.02
_ANALYZED = "memories, vectors, files, relations, journal_chunks, messages"


def masked(url: str) -> str:
    """``url`` with its password replaced by ``***`` (for messages and ``bower status``)."""
    url = re.sub(r"(://[^:/@]+:)[^@]*@", r"\1***@", url)
    return re.sub(r"(password=)\S+", r"\1***", url)


def schema_for(home: Path) -> str:
    """The default schema of a home: ``bower_`` and a hash of its resolved path."""
    digest = hashlib.sha256(str(home.expanduser().resolve()).encode()).hexdigest()
    return f"bower_{digest[:12]}"


def _pg(sql: str) -> str:
    """Portable SQL (``?`` marks, ``vec.vectors``) as psycopg wants it."""
    out = _translated.get(sql)
    if out is None:
        out = sql.replace("%", "%%").replace("?", "%s").replace("vec.vectors", "vectors")
        _translated[sql] = out
    return out


def _as_error(url: str, exc: BaseException) -> IndexError_:
    """A database error as bowerbird's: a lost or refused connection names the server and
    how to fix it; anything else is the index's own error."""
    import psycopg

    detail = str(exc).strip().splitlines()[0] if str(exc).strip() else type(exc).__name__
    if isinstance(exc, psycopg.Error) and not isinstance(
        exc, psycopg.OperationalError | psycopg.InterfaceError
    ):
        return IndexError_(f"Postgres index at {masked(url)}: {detail}")
    return IndexUnavailable(f"cannot use the Postgres index at {masked(url)}: {detail}")


class AdvisoryLock:
    """The cross-host half of the home lock when the index is Postgres: a session advisory
    lock keyed by the home's schema, held on a connection of its own for as long as the home
    lock is held (so two ``bower serve`` on two hosts never write one home at once)."""

    def __init__(self, url: str, schema: str) -> None:
        self.url = url
        self.key = f"home:{schema}"
        self._conn: psycopg.Connection[Any] | None = None

    def acquire(self, deadline: float) -> bool:
        """Take the lock, waiting until ``deadline`` (``time.monotonic()``); False if not."""
        import time

        import psycopg

        try:
            conn = psycopg.connect(self.url, autocommit=True, connect_timeout=10)
        except psycopg.Error as exc:
            raise _as_error(self.url, exc) from exc
        delay = 0.005
        while True:
            try:
                row = conn.execute("SELECT pg_try_advisory_lock(hashtext(%s))", (self.key,))
                got = row.fetchone() == (True,)
            except psycopg.Error as exc:
                # The server went away while this writer waited (a restart): retryable.
                conn.close()
                raise _as_error(self.url, exc) from exc
            if got:
                self._conn = conn
                return True
            if time.monotonic() >= deadline:
                conn.close()
                return False
            time.sleep(delay)
            delay = min(delay * 2, 0.05)

    def release(self) -> None:
        """Give the lock back (closing its connection releases it even if the unlock fails)."""
        import psycopg

        conn, self._conn = self._conn, None
        if conn is not None:
            try:
                conn.execute("SELECT pg_advisory_unlock(hashtext(%s))", (self.key,))
            except psycopg.Error:
                pass  # the session is gone (a server restart), and its locks with it
            finally:
                conn.close()


class PgWriter(SqlWriter):
    """``IndexWriter`` over one pooled connection inside a transaction."""

    def __init__(self, conn: psycopg.Connection[Any], mirror: str | None = None) -> None:
        self.conn = conn
        self.rows = 0  # rows written, for the planner statistics (``PostgresIndex.write``)
        self.mirror = mirror  # the schema whose pgvector items follow the vectors, if any

    def put_vectors(self, model: str, dimension: int, rows: list[VectorRow]) -> None:
        super().put_vectors(model, dimension, rows)
        if self.mirror:
            pgvector.put(self.conn, self.mirror, model, dimension, rows)

    def drop_vectors(self, model: str, text_hashes: list[str]) -> None:
        super().drop_vectors(model, text_hashes)
        if self.mirror:
            pgvector.drop(self.conn, self.mirror, model, text_hashes)

    def erase_texts(self, text_hashes: list[str]) -> int:
        dropped = super().erase_texts(text_hashes)
        if self.mirror and dropped:
            pgvector.prune(self.conn, self.mirror)
        return dropped

    def prune_vectors(self, older_than_ms: int) -> int:
        pruned = super().prune_vectors(older_than_ms)
        if self.mirror and pruned:
            pgvector.prune(self.conn, self.mirror)
        return pruned

    def _run(self, sql: str, params: Sequence[Any] = ()) -> int:
        changed = int(self.conn.execute(_pg(sql), params).rowcount)
        self.rows += max(changed, 0)
        return changed

    def _many(self, sql: str, rows: Sequence[Sequence[Any]]) -> None:
        if rows:
            with self.conn.cursor() as cur:
                cur.executemany(_pg(sql), rows)
            self.rows += len(rows)

    def _rebuild_search(self) -> None:
        pass  # the tsvector columns are generated from their rows: nothing to rebuild


# Seconds to reach the server before an index is refused (libpq's connect_timeout).
_CONNECT_TIMEOUT_S = 2  # issue 33: an unreachable database is named within 2 s


class PostgresIndex(PgSearch, MemoryReads, JournalReads, MessageReads):
    """One home's schema in a Postgres database. Construct with ``PostgresIndex.open``."""

    FOLDER = "CASE WHEN strpos(m.path, '/') > 0 THEN split_part(m.path, '/', 1) ELSE '' END"
    IN_FOLDER = f"({FOLDER}) = ?"  # a collation may not compare bytewise: no path range
    # Containment on the tags as JSON, which ``idx_memories_tags`` (GIN) answers.
    TAG = "(m.tags::jsonb) @> jsonb_build_array(?::text)"
    META = "(m.metadata::jsonb -> 'metadata')::text"
    AGENTS = "string_agg(DISTINCT m.agent, ',')"
    recovered_from: str | None = None
    approximate_search = False  # pgvector usable (set at open)

    def __init__(self, url: str, schema: str, pool: ConnectionPool[Any]) -> None:
        self.url = url
        self.schema = schema
        self.pool = pool
        self._local = threading.local()
        self._count_cache = None
        self._agents_cache = None
        self._tally_cache = None
        self._counts_cache = None
        self._unanalysed = _ANALYZE_EVERY  # the first write analyses: stats may be stale
        self._lexeme_cache = {}
        self._generation: tuple[float, int] = (0.0, 0)
        self._dimensions: dict[str, int] = {}
        self._hnsw_ready: set[str] = set()

    @property
    def location(self) -> str:
        """Where the index lives, password masked."""
        return f"{masked(self.url)} (schema {self.schema})"

    # ------------------------------------------------------------ opening

    @classmethod
    def open(cls, url: str, schema: str, pool_size: int = 8, timeout_s: float = 10.0) -> Any:
        """Connect, create the schema if needed and apply pending migrations."""
        for module in ("psycopg", "psycopg_pool"):
            require(module, "postgres", "[index] url (a Postgres index)")
        import psycopg
        from psycopg_pool import ConnectionPool, PoolTimeout

        if not _SCHEMA_NAME.match(schema):
            raise IndexError_(
                f"[index] schema {schema!r} is not a plain lower-case SQL name",
                "Use letters, digits and underscores, starting with a letter (at most 63).",
            )

        def configure(conn: psycopg.Connection[Any]) -> None:
            conn.execute(f"SET search_path TO {schema}, public")

        # One plain connection first: a server that is down or refuses fails here at once
        # (an unreachable host within the connect timeout), before the pool's workers start
        # retrying in the background for the whole pool timeout and log their tracebacks.
        try:
            psycopg.connect(url, connect_timeout=_CONNECT_TIMEOUT_S).close()
        except (psycopg.Error, OSError) as exc:
            raise _as_error(url, exc) from exc

        pool: ConnectionPool[Any] = ConnectionPool(
            url,
            min_size=1,
            max_size=pool_size,
            kwargs={"autocommit": True},
            configure=configure,
            # A connection is checked as it is handed out: after a server restart the pool's
            # old connections are dead, and a request must not be the one to find out.
            check=ConnectionPool.check_connection,
            timeout=timeout_s,
            open=False,
            name=f"bowerbird-{schema}",
        )
        try:
            pool.open(wait=True, timeout=timeout_s)
            index = cls(url, schema, pool)
            index._migrate()
            with pool.connection() as conn:
                index.approximate_search = pgvector.enable(conn, schema)
        except (psycopg.Error, PoolTimeout, OSError) as exc:
            pool.close()
            raise _as_error(url, exc) from exc
        return index

    def _migrate(self) -> None:
        with self.pool.connection() as conn, conn.transaction():
            # One migrating process at a time, per schema, on every host.
            conn.execute("SELECT pg_advisory_xact_lock(hashtext(%s))", (f"migrate:{self.schema}",))
            conn.execute(f"CREATE SCHEMA IF NOT EXISTS {self.schema}")
            # The schema may not have existed when the connection set its search path.
            conn.execute(f"SET LOCAL search_path TO {self.schema}, public")
            conn.execute(
                f"CREATE TABLE IF NOT EXISTS {self.schema}.schema_version (version INTEGER "
                "PRIMARY KEY, name TEXT NOT NULL UNIQUE, applied_at BIGINT NOT NULL)"
            )
            done = {r[0] for r in conn.execute(f"SELECT name FROM {self.schema}.schema_version")}
            for number, migration in enumerate(PG_MIGRATIONS, start=1):
                if migration.name in done:
                    continue
                conn.execute(migration.sql.format(schema=self.schema))
                conn.execute(
                    "INSERT INTO schema_version(version, name, applied_at) "
                    "VALUES (%s, %s, (extract(epoch FROM now()) * 1000)::bigint)",
                    (number, migration.name),
                )

    def shrink(self) -> None:
        """Nothing to give back here: the pool's connections hold no page cache of ours."""

    def close(self) -> None:
        self.pool.close()

    def drop(self) -> None:
        """Remove this home's schema and everything in it (an index lost; the tree rebuilds it)."""
        with self.pool.connection() as conn:
            conn.execute(f"DROP SCHEMA IF EXISTS {self.schema} CASCADE")

    # ------------------------------------------------------------ plumbing

    @contextmanager
    def write(self) -> Iterator[PgWriter]:
        """A write transaction: commits on success, rolls back on any exception."""
        import psycopg

        if getattr(self._local, "conn", None) is not None:
            raise IndexError_("nested index write")  # pragma: no cover - a programming error
        try:
            with self.pool.connection() as conn:
                with conn.transaction():
                    self._local.conn = conn
                    try:
                        writer = PgWriter(conn, self.schema if self.approximate_search else None)
                        yield writer
                    finally:
                        self._local.conn = None
                self._generation = (0.0, 0)  # this write's bump is read by the next call
                self._unanalysed += writer.rows
                if self._unanalysed >= _ANALYZE_EVERY:
                    # After a bulk import the planner still thinks the tables are empty and
                    # picks nested loops (a 2K-memory anti-join took 130 ms instead of 1 ms);
                    # autovacuum catches up only later.
                    conn.execute(f"ANALYZE {_ANALYZED}")
                    self._unanalysed = 0
        except psycopg.Error as exc:
            raise _as_error(self.url, exc) from exc

    def compact(self) -> bool:
        return False  # deleted rows wait for the server's vacuum (it runs on its own schedule)

    def _tuples(self, sql: str, params: Sequence[Any] = ()) -> list[tuple[Any, ...]]:
        import psycopg

        conn = getattr(self._local, "conn", None)
        try:
            if conn is not None:
                rows: list[tuple[Any, ...]] = conn.execute(_pg(sql), params).fetchall()
                return rows
            with self.pool.connection() as pooled:
                rows = pooled.execute(_pg(sql), params).fetchall()
                return rows
        except psycopg.Error as exc:
            raise _as_error(self.url, exc) from exc

    def nearest_keys(self, model: str, query: Any, count: int) -> list[int]:
        """pgvector's HNSW proposals (the model's index is built by the first search that
        needs it; Postgres keeps it current on every write after that)."""
        import psycopg

        if not self.approximate_search:
            return []
        try:
            with self.pool.connection() as conn:
                dimension = self._dimensions.get(model)
                if dimension is None:
                    row = conn.execute(
                        "SELECT dimension FROM vectors WHERE model = %s LIMIT 1", (model,)
                    ).fetchone()
                    if row is None:
                        return []
                    dimension = self._dimensions[model] = int(row[0])
                if model not in self._hnsw_ready:  # one check per process, not per search
                    pgvector.ensure_index(conn, self.schema, model, dimension)
                    self._hnsw_ready.add(model)
                return pgvector.nearest(conn, self.schema, model, dimension, query, count)
        except psycopg.Error as exc:
            raise _as_error(self.url, exc) from exc

    def generation(self) -> int:
        """Read at most every ``_GENERATION_TTL`` seconds: one query asks ~20 times, and each
        is a round trip here (a write through this index forgets it at once)."""
        import time

        now = time.monotonic()
        if now - self._generation[0] > _GENERATION_TTL:
            self._generation = (now, int(self.get_meta("generation") or 0))
        return self._generation[1]

    def size_bytes(self) -> int:
        value = self._scalar(
            "SELECT coalesce(sum(pg_total_relation_size(c.oid)), 0) FROM pg_class c "
            "JOIN pg_namespace n ON n.oid = c.relnamespace "
            "WHERE n.nspname = ? AND c.relkind IN ('r', 'm')",
            (self.schema,),
        )
        return int(value)

    def vectors_by_hash(self, model: str, hashes: list[str]) -> dict[str, tuple[bytes, str | None]]:
        rows = self._tuples(
            "SELECT content_hash, vector, spans FROM vectors WHERE model = ? "
            "AND content_hash = ANY(?)",
            (model, hashes),
        )
        return {h: (bytes(v), spans) for h, v, spans in rows}
