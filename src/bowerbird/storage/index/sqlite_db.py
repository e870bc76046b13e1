"""Opening the SQLite index file: pragmas, named migrations, the attached vector store, and
moving a corrupt file aside so the index can be rebuilt from the tree."""

from __future__ import annotations

import contextlib
import os
import sqlite3
import time
from pathlib import Path

from ..disk.private import private_file
from .schema import MIGRATIONS

_PRAGMAS = (
    "PRAGMA synchronous=NORMAL",
    "PRAGMA foreign_keys=ON",
    "PRAGMA temp_store=MEMORY",
    "PRAGMA cache_size=-32000",
)

VECTORS_FILE = "vectors.db"
_VECTORS_SCHEMA = """
CREATE TABLE IF NOT EXISTS vec.vectors (
    content_hash TEXT NOT NULL,      -- sha256 of the embedded text (memories.text_hash)
    model        TEXT NOT NULL,      -- embedder fingerprint
    dimension    INTEGER NOT NULL,
    vector       BLOB NOT NULL,      -- float32 little-endian, L2-normalised
    created_at   INTEGER NOT NULL,
    spans        TEXT,               -- JSON [[start, end], ...] of a chunked text's rows
    PRIMARY KEY (content_hash, model)
)
"""


def is_corruption(exc: sqlite3.DatabaseError) -> bool:
    """True when SQLite's error says the file itself is damaged (not merely busy)."""
    text = str(exc).lower()
    # "could not decode": a scribbled row holds text that is not UTF-8 (raised mid-query, as
    # an OperationalError, when the damage is in a data page rather than the schema)
    signs = ("not a database", "malformed", "corrupt", "no such table", "could not decode")
    return any(s in text for s in signs)


def connect(path: Path, busy_timeout_ms: int) -> sqlite3.Connection:
    """A connection to ``path`` with the schema migrated and ``vectors.db`` attached."""
    private_file(path)
    private_file(path.with_name(VECTORS_FILE))
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
        migrate(conn)
        attach_vectors(conn, path.with_name(VECTORS_FILE))
        # Touch every table: a truncated or scribbled file fails here, not mid-command.
        # (count(*) would walk 100K rows on every start; one row reads the root pages.)
        conn.execute("SELECT rowid FROM memories LIMIT 1").fetchone()
        conn.execute("SELECT path FROM files LIMIT 1").fetchone()
    except UnicodeDecodeError as exc:
        # A scribbled schema page can hold text that is not UTF-8: the file is damaged.
        conn.close()
        raise sqlite3.DatabaseError(f"file is not a database (undecodable text: {exc})") from exc
    except BaseException:
        conn.close()
        raise
    return conn


def move_aside(path: Path) -> Path:
    """Rename a damaged database (and its WAL files) to ``<name>.corrupt-<stamp>``."""
    stamp = time.strftime("%Y%m%dT%H%M%S")
    aside = path.with_name(f"{path.name}.corrupt-{stamp}")
    os.replace(path, aside)
    for suffix in ("-wal", "-shm"):
        side = path.with_name(path.name + suffix)
        if side.exists():
            os.replace(side, aside.with_name(aside.name + suffix))
    return aside


def attach_vectors(conn: sqlite3.Connection, path: Path) -> None:
    """Attach ``vectors.db``: embeddings keyed by text hash and model, kept apart from the
    index so that deleting or rebuilding ``index.db`` never costs a model call. It is a cache
    too: a corrupt file is moved aside and started afresh."""
    for attempt in range(2):
        try:
            conn.execute("ATTACH DATABASE ? AS vec", (str(path),))
            if conn.execute("PRAGMA vec.journal_mode").fetchone()[0] != "wal":
                conn.execute("PRAGMA vec.journal_mode=WAL")
            conn.execute(_VECTORS_SCHEMA)
            columns = {r[1] for r in conn.execute("PRAGMA vec.table_info(vectors)")}
            if "spans" not in columns:  # a vectors.db from before chunked embeddings
                conn.execute("ALTER TABLE vec.vectors ADD COLUMN spans TEXT")
            conn.execute("SELECT content_hash FROM vec.vectors LIMIT 1").fetchone()
            return
        except (sqlite3.DatabaseError, UnicodeDecodeError) as exc:
            # Text that is not UTF-8 in its schema: the file is damaged too.
            damaged = isinstance(exc, UnicodeDecodeError) or is_corruption(exc)
            if attempt or not damaged:
                raise
            with contextlib.suppress(sqlite3.DatabaseError):
                conn.execute("DETACH DATABASE vec")
            move_aside(path)


def migrate(conn: sqlite3.Connection) -> None:
    """Apply the named migrations this file has not seen, each in its own transaction."""
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
            for statement in statements(migration.sql):
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


def statements(sql: str) -> list[str]:
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


def damaged(index_path: Path, thorough: bool = False) -> list[Path]:
    """Which of ``index.db`` and ``vectors.db`` fail ``PRAGMA quick_check`` (each checked on
    its own connection, so the answer names the file). ``thorough`` runs ``integrity_check``
    instead, which also compares each index with its table: slower, but it finds a scribbled
    index page that ``quick_check`` passes and a query then trips over."""
    pragma = "integrity_check" if thorough else "quick_check"
    out = []
    for path in (index_path, index_path.with_name(VECTORS_FILE)):
        if not path.exists():
            continue
        try:
            conn = sqlite3.connect(path, timeout=5)
            try:
                rows = conn.execute(f"PRAGMA {pragma}").fetchall()
            finally:
                conn.close()
            ok = rows == [("ok",)]
        except (sqlite3.DatabaseError, UnicodeDecodeError):
            # a damaged page can hold text that is not UTF-8: the check's own report (or the
            # schema it reads) then fails to decode, which is itself an answer
            ok = False
        if not ok:
            out.append(path)
    return out
