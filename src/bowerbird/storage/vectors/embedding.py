"""Embedding: the vectors of memories and journal chunks, computed at write time.

A memory's vector is *current* when one computed from the memory's present text
(``memories.text_hash``) by the configured embedder (its fingerprint) is in ``vectors.db``.
Anything else is *pending*: ``embed_pending`` computes it. Vectors are keyed by text hash and
kept outside the index, so a rebuilt index or a reverted edit costs no model call. A text
longer than the embedder's window is stored as one row per chunk (``services/embed/chunks.py``)
with each chunk's line range.
"""

from __future__ import annotations

import json
from collections.abc import Callable
from typing import TYPE_CHECKING

from ...services.embed import Embedder, unit_rows
from ...services.text import embedding_text
from ..index import VectorRow

if TYPE_CHECKING:
    import numpy as np
    import numpy.typing as npt

    from ..store import Store

    Vectors = npt.NDArray[np.float32]

Progress = Callable[[int, int], None]
_BATCH = 256


def embed_pending(
    store: Store,
    embedder: Embedder,
    *,
    limit: int | None = None,
    progress: Progress | None = None,
    only: set[str] | None = None,
    configured: bool = True,
) -> int:
    """Give every pending memory (at most ``limit``; of ``only`` these ids, when given) a
    current vector. Returns how many. ``configured``: the home's own model (its files record
    it), not a fallback kept beside it.

    Vectors are keyed by text hash, so nothing needs the home lock: a memory edited meanwhile
    simply has a new hash and stays pending.
    """
    ids = None if only is None else sorted(only)
    rows = store.index.pending_texts(embedder.fingerprint, limit, ids)
    if configured:
        store.embedding_model(embedder.fingerprint)
    return _embed(store, embedder, [(r.text_hash, r.title, r.content) for r in rows], progress)


def embed_pending_chunks(
    store: Store,
    embedder: Embedder,
    *,
    limit: int | None = None,
    progress: Progress | None = None,
) -> int:
    """Give every journal chunk whose text has no vector one (at most ``limit`` texts); a
    chunk whose text is unchanged, moved or repeated elsewhere costs no model call."""
    rows = store.index.pending_chunks(embedder.fingerprint, limit)
    return _embed(store, embedder, [(r.text_hash, r.heading, r.text) for r in rows], progress)


def _embed(
    store: Store,
    embedder: Embedder,
    texts: list[tuple[str, str, str]],
    progress: Progress | None,
) -> int:
    """Embed ``(text hash, title, content)`` texts in batches, each batch one write (a killed
    run keeps what it finished); a hash repeated in a batch is embedded once."""
    model = embedder.fingerprint
    done = 0
    for start in range(0, len(texts), _BATCH):
        part = texts[start : start + _BATCH]
        batch = list({digest: (digest, t, c) for digest, t, c in part}.values())
        encoded = vector_rows(embedder, [(t, c) for _, t, c in batch])
        with store.index.write() as tx:
            tx.put_vectors(
                model,
                embedder.dimension,
                [
                    VectorRow(digest, blob, spans)
                    for (digest, _, _), (blob, spans) in zip(batch, encoded, strict=True)
                ],
            )
        done += len(part)
        if progress:
            progress(done, len(texts))
    return done


def vector_rows(embedder: Embedder, texts: list[tuple[str, str]]) -> list[tuple[bytes, str | None]]:
    """The stored form of ``(title, content)`` texts: rows as float32 bytes and, for a chunked
    text, the JSON line ranges of its chunks counted in the *content* (what ``memory get``
    shows), whatever the embedded text prepended."""
    import numpy as np

    from ...services.embed.chunks import encode  # writes with an embedder only

    embedded = [embedding_text(title, content) for title, content in texts]
    out: list[tuple[bytes, str | None]] = []
    for (_, content), text, enc in zip(texts, embedded, encode(embedder, embedded), strict=True):
        blob = np.asarray(enc.vectors, dtype="<f4").tobytes()
        if enc.spans is None:
            out.append((blob, None))
            continue
        shift = text.count("\n") - content.count("\n")  # lines put before the content
        last = content.count("\n") + 1
        spans = [[min(last, max(1, a - shift)), min(last, max(1, b - shift))] for a, b in enc.spans]
        out.append((blob, json.dumps(spans, separators=(",", ":"))))
    return out


def whole_vector(blob: bytes, dimension: int) -> Vectors:
    """One vector standing for a whole (possibly chunked) text: the normalised mean of its
    rows, for comparing texts with each other (dedupe) rather than with a query."""
    import numpy as np

    rows = np.frombuffer(blob, dtype="<f4").reshape(-1, dimension)
    mean: Vectors = rows.mean(axis=0, keepdims=True, dtype=np.float32)
    return unit_rows(mean)[0]  # type: ignore[no-any-return]
