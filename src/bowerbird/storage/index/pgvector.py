"""Approximate vector search for Postgres homes: pgvector's HNSW, kept by the database.

A Postgres home is served by several processes (a fleet of ``bower serve`` replicas); an
in-process graph (``ann.py``) would be built and patched by each of them. Here the database
keeps one: every stored vector row is mirrored, one row per chunk, into ``vector_items``
(``embedding vector``), and past ``[query] ann_threshold`` memories an HNSW index over
``embedding::vector(<dimension>)`` for the model in use answers "which texts are nearest" —
only proposals: the memories owning them are re-scored exactly from their stored float32
vectors, as for the in-process graph (``ann.Proposer.search_memories``).

pgvector is optional: a server without the extension (or a role that may not create it)
leaves ``PostgresIndex.pgvector`` false and such homes use the in-process graph. The
extension is created in ``public`` so that dropping one home's schema never drops it for the
others.
"""

from __future__ import annotations

import hashlib
from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    import numpy as np
    import numpy.typing as npt
    import psycopg

    from .rows import VectorRow

ITEMS = """
CREATE TABLE IF NOT EXISTS {schema}.vector_items (
    content_hash TEXT NOT NULL,
    model        TEXT NOT NULL,
    chunk        INTEGER NOT NULL,
    embedding    public.vector NOT NULL,
    PRIMARY KEY (content_hash, model, chunk)
)
"""
_FILLED = "vector_items_filled"  # meta: the existing vectors were mirrored once


def enable(conn: psycopg.Connection[Any], schema: str) -> bool:
    """Make pgvector usable for ``schema`` (extension in ``public``, the items table, the
    existing vectors mirrored once); False when the server cannot."""
    import psycopg

    try:
        with conn.transaction():
            have = conn.execute("SELECT 1 FROM pg_extension WHERE extname = 'vector'").fetchone()
            if not have:
                conn.execute("CREATE EXTENSION IF NOT EXISTS vector SCHEMA public")
    except psycopg.errors.UniqueViolation:
        pass  # another process created it at the same moment
    except psycopg.Error:
        return False  # not installed on the server, or not ours to create
    with conn.transaction():
        conn.execute("SELECT pg_advisory_xact_lock(hashtext(%s))", (f"pgvector:{schema}",))
        conn.execute(ITEMS.format(schema=schema))
        filled = conn.execute(f"SELECT 1 FROM {schema}.meta WHERE key = %s", (_FILLED,)).fetchone()
        if not filled:
            rows = conn.execute(
                f"SELECT content_hash, model, dimension, vector FROM {schema}.vectors"
            ).fetchall()
            _insert(conn, schema, [(h, m, d, bytes(v)) for h, m, d, v in rows])
            conn.execute(
                f"INSERT INTO {schema}.meta(key, value) VALUES (%s, '1') "
                "ON CONFLICT (key) DO NOTHING",
                (_FILLED,),
            )
    return True


def _literal(row: Sequence[float]) -> str:
    return "[" + ",".join(repr(float(x)) for x in row) + "]"


def _insert(
    conn: psycopg.Connection[Any], schema: str, rows: list[tuple[str, str, int, bytes]]
) -> None:
    """Mirror ``(text hash, model, dimension, float32 bytes)`` rows, one item per chunk."""
    if not rows:
        return  # (and numpy stays unimported: `bower status` must start light)
    import numpy as np

    items = []
    for text_hash, model, dimension, blob in rows:
        matrix = np.frombuffer(blob, dtype="<f4")
        if not dimension or matrix.size % dimension:
            continue  # a damaged row: the exact path drops it, nothing to mirror
        for chunk, vector in enumerate(matrix.reshape(-1, dimension)):
            items.append((text_hash, model, chunk, _literal(vector.tolist())))
    if items:
        with conn.cursor() as cur:
            cur.executemany(
                f"INSERT INTO {schema}.vector_items(content_hash, model, chunk, embedding) "
                "VALUES (%s, %s, %s, %s::public.vector) ON CONFLICT DO NOTHING",
                items,
            )


def put(
    conn: psycopg.Connection[Any], schema: str, model: str, dimension: int, rows: list[VectorRow]
) -> None:
    """Mirror stored vectors (replacing what the same texts had)."""
    drop(conn, schema, model, [r.text_hash for r in rows])
    _insert(conn, schema, [(r.text_hash, model, dimension, r.vector) for r in rows])


def drop(conn: psycopg.Connection[Any], schema: str, model: str, hashes: list[str]) -> None:
    """Forget the items of ``hashes`` for ``model``."""
    if hashes:
        conn.execute(
            f"DELETE FROM {schema}.vector_items WHERE model = %s AND content_hash = ANY(%s)",
            (model, hashes),
        )


def prune(conn: psycopg.Connection[Any], schema: str) -> None:
    """Forget items whose vector row is gone."""
    conn.execute(
        f"DELETE FROM {schema}.vector_items i WHERE NOT EXISTS (SELECT 1 FROM {schema}.vectors"
        " v WHERE v.content_hash = i.content_hash AND v.model = i.model)"
    )


def index_name(model: str, dimension: int) -> str:
    """The HNSW index of one model (a name from its hash: model strings are not SQL names)."""
    return f"vector_items_hnsw_{hashlib.sha1(f'{model}:{dimension}'.encode()).hexdigest()[:12]}"


def ensure_index(conn: psycopg.Connection[Any], schema: str, model: str, dimension: int) -> None:
    """Build the model's HNSW index if it does not exist yet (once, by whoever first needs
    it; later writes keep it up to date inside Postgres)."""
    from psycopg import sql

    name = index_name(model, dimension)
    exists = conn.execute(
        "SELECT 1 FROM pg_indexes WHERE schemaname = %s AND indexname = %s", (schema, name)
    ).fetchone()
    if exists:
        return
    with conn.transaction():
        conn.execute("SELECT pg_advisory_xact_lock(hashtext(%s))", (f"hnsw:{schema}:{name}",))
        conn.execute(
            sql.SQL(
                "CREATE INDEX IF NOT EXISTS {name} ON {schema}.vector_items USING hnsw "
                "((embedding::public.vector({dim})) public.vector_cosine_ops) "
                "WITH (m = 16, ef_construction = 64) WHERE model = {model}"
            ).format(
                name=sql.Identifier(name),
                schema=sql.Identifier(schema),
                dim=sql.Literal(int(dimension)),
                model=sql.Literal(model),
            )
        )


def nearest(
    conn: psycopg.Connection[Any],
    schema: str,
    model: str,
    dimension: int,
    query: npt.NDArray[np.float32],
    count: int,
) -> list[int]:
    """The keys of the memories owning the ``count`` items nearest ``query`` (best first)."""
    from psycopg import sql

    # The HNSW scan returns at most ef_search rows: ask for as many as wanted.
    conn.execute("SELECT set_config('hnsw.ef_search', %s, false)", (str(min(count, 1000)),))
    statement = sql.SQL(
        "WITH near AS (SELECT content_hash, embedding::public.vector({dim}) "
        "OPERATOR(public.<=>) %s::public.vector({dim}) AS d FROM {schema}.vector_items "
        "WHERE model = {model} ORDER BY d LIMIT %s) "
        "SELECT m.rowid FROM near JOIN {schema}.memories m ON m.text_hash = near.content_hash "
        "GROUP BY m.rowid ORDER BY min(near.d)"
    ).format(
        dim=sql.Literal(int(dimension)), schema=sql.Identifier(schema), model=sql.Literal(model)
    )
    rows = conn.execute(statement, (_literal(query.tolist()), count)).fetchall()
    return [int(r[0]) for r in rows]
