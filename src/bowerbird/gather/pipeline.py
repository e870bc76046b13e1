"""Embedding alongside a batch write: vectors are computed while files are written.

Vectors are keyed by the hash of the text they embed, not by memory, so a batch import can
start embedding each memory's text the moment the memory is built, on a worker thread, while
the main thread renders and writes files (onnxruntime and file I/O release the GIL). The
vectors are stored when the writing is done. Ingest then takes about as long as embedding
alone, instead of embedding plus writing.
"""

from __future__ import annotations

import hashlib
from typing import TYPE_CHECKING

from ..services.text import embedding_text
from ..storage.index import VectorRow
from ..storage.vectors.embedding import vector_rows

if TYPE_CHECKING:
    from concurrent.futures import Future

    from ..services.embed import Embedder
    from ..storage.store import Store

_CHUNK = 64  # texts per embedding job: big enough for full batches, small enough to overlap


class EmbedAlongside:
    """Collects ``(title, content)`` texts, embeds them in the background, stores on ``finish``."""

    def __init__(self, store: Store, embedder: Embedder) -> None:
        # Imported here: only a batch import with an embedder needs a thread pool, and every
        # command imports this module.
        from concurrent.futures import ThreadPoolExecutor

        self.store = store
        self.embedder = embedder
        # The files the batch writes record the model their vectors are computed with.
        store.embedding_model(embedder.fingerprint)
        self._pool = ThreadPoolExecutor(1, thread_name_prefix="bower-embed")
        self._pending: list[tuple[str, str]] = []
        self._jobs: list[tuple[list[tuple[str, str]], Future[list[tuple[bytes, str | None]]]]] = []
        self._seen: set[str] = set()

    def add(self, title: str, content: str) -> None:
        """Queue one text (a repeat of a queued text is embedded once)."""
        key = embedding_text(title, content)
        if key in self._seen:
            return
        self._seen.add(key)
        self._pending.append((title, content))
        if len(self._pending) >= _CHUNK:
            self._submit()

    def _submit(self) -> None:
        texts, self._pending = self._pending, []
        # Texts that have vectors already (a re-import, a restored home) cost no model call.
        hashes = [_digest(title, content) for title, content in texts]
        known = self.store.index.vectors_by_hash(self.embedder.fingerprint, hashes)
        texts = [t for t, h in zip(texts, hashes, strict=True) if h not in known]
        if texts:
            self._jobs.append((texts, self._pool.submit(vector_rows, self.embedder, texts)))

    def finish(self) -> int:
        """Wait for every job and store the vectors; returns how many texts. An embedder
        error propagates (the memories are written already and simply stay pending)."""
        self._submit()
        try:
            rows = []
            for texts, job in self._jobs:
                for (title, content), (blob, spans) in zip(texts, job.result(), strict=True):
                    rows.append(VectorRow(_digest(title, content), blob, spans))
            if rows:
                with self.store.index.write() as tx:
                    tx.put_vectors(self.embedder.fingerprint, self.embedder.dimension, rows)
            return len(rows)
        finally:
            self.close()

    def close(self) -> None:
        """Drop queued work (after a failed write) and stop the worker."""
        for _, job in self._jobs:
            job.cancel()
        self._pool.shutdown(wait=True)


def _digest(title: str, content: str) -> str:
    """The key of a text's vectors (``memories.text_hash``)."""
    return hashlib.sha256(embedding_text(title, content).encode("utf-8")).hexdigest()
