"""Keeping vectors current without a manual ``bower reindex``.

Texts lack a vector for the configured embedder (its fingerprint: provider, model, endpoint,
dimension) after a model change, after journal files were added or edited by hand, or after an
embedder failure. Before a query, whatever is pending is embedded: inline when it is a little
(``[embed] inline_limit`` texts), otherwise on a background thread while the query answers from
what has vectors (keyword matches for the rest) and says so. One-shot commands embed it all
first with a progress bar (``Bower.catch_up``), long-lived ones (MCP, ``bower serve``) right
after the model loads. Chunk sizes are part of what is embedded (a text's hash), so a change of
``[files] chunk_tokens`` re-chunks on the next scan and embeds only the new chunks.
"""

from __future__ import annotations

import contextlib
import threading
from collections.abc import Callable

from ..errors import BowerError, UsageError
from ..retrieve.query import Retriever
from ..storage.index import embeddable
from ..storage.store import Store
from ..storage.sync import Progress
from ..storage.vectors import embedding
from ..storage.vectors.search import VectorIndex
from .results import MemoryPage


class CatchUp:
    """The vector catch-up of one ``Bower``."""

    def __init__(self, store: Store, state: Callable[[], Retriever]) -> None:
        self.store = store
        self._state = state
        self._checked = -1  # index generation last found with nothing pending
        self._thread: threading.Thread | None = None
        self._lock = threading.Lock()  # one embedding run at a time

    def pending(self) -> int:
        """Texts (memories and journal chunks) without a current vector.

        Counted from the query state's vector matrices (which a query loads anyway): texts
        indexed minus texts with a vector. An anti-join of the index against ``vectors.db``
        would say the same at ~1 s per 100K memories."""
        state = self._state()
        embedder = state.embedder
        if embedder is None:
            return 0
        index, model = self.store.index, embedder.fingerprint
        generation = index.generation()
        state.vectors.refresh(self.store, model, generation)
        waiting = index.memory_count() - len(state.vectors)
        if index.chunk_count():
            # Chunks past a file's cap never get a vector, so they are never waiting.
            chunks = embeddable(index.chunk_counts())
            state.chunk_vectors.refresh(self.store, model, generation)
            waiting += chunks - len(state.chunk_vectors)
        if waiting <= 0:
            self._checked = generation  # the next query need not look again
        return max(0, waiting)

    def state(self) -> Retriever:
        """The query state (caches, vector matrix, embedder), built on first use."""
        return self._state()

    def embed(
        self,
        progress: Progress | None = None,
        limit: int | None = None,
        only: set[str] | None = None,
    ) -> int:
        """``Bower.embed``: every memory (of ``only`` these ids) lacking a current vector."""
        embedder = self._state().embedder
        if embedder is None:
            return 0
        done = embedding.embed_pending(
            self.store, embedder, limit=limit, progress=progress, only=only
        )
        self.fallbacks(only)
        return done

    def quietly(
        self, notes: list[str], limit: int | None = None, only: set[str] | None = None
    ) -> None:
        """Embed what a write left pending (of ``only`` these memories, when given); a
        failing embedder leaves it, with a note."""
        try:
            self.embed(limit=limit, only=only)
        except BowerError as exc:
            notes.append(f"not embedded yet ({exc.message}); run `bower reindex`")

    def few_pending(self, notes: list[str]) -> None:
        """Embed what is waiting for a vector when it is a few texts (a hand edit), not a
        bulk import's thousands; an embedder that fails leaves it (the write says so)."""
        limit = self.store.settings.embed.inline_limit
        try:
            waiting = self.pending()
        except BowerError:
            return  # the endpoint is down: the write compares by exact content and says so
        if 0 < waiting <= limit:
            self.quietly(notes, limit)

    def model_known(self) -> None:
        """Tell the store the model it embeds with before a write that embeds after it, so
        the file records its ``embedding_hash`` (the shipped model's costs no load; another
        is loaded by the embed that follows anyway). A failing embedder is that embed's to
        report."""
        try:
            embedder = self._state().embedder
            if embedder is not None:
                self.store.embedding_model(embedder.fingerprint)
        except BowerError:
            pass

    def run(self, progress: Progress | None = None) -> int:
        """Embed everything pending now; returns how many texts."""
        embedder = self._state().embedder
        if embedder is None:
            return 0
        with self._lock:
            done = embedding.embed_pending(self.store, embedder, progress=progress)
            done += embedding.embed_pending_chunks(self.store, embedder, progress=progress)
            self.fallbacks()
            return done

    def fallbacks(self, only: set[str] | None = None) -> None:
        """Keep each ``[embed] fallback`` model's vectors current beside the configured
        one's: a fallback ranks a question only against its own. One that fails is left for
        the next run (the configured model is what the command is about)."""
        for fallback in self._state().fallbacks:
            with contextlib.suppress(BowerError):
                embedding.embed_pending(self.store, fallback, only=only, configured=False)

    def warm(self, recent: set[str] | None, progress: Progress | None) -> tuple[int, int]:
        """Seed 001's ``bower warm``: embed what lacks a vector now — every memory and journal
        chunk, or only the memories ``recent`` names. ``(newly embedded, memories with a
        current vector)``; ``(0, 0)`` without an embedder."""
        embedder = self._state().embedder
        if embedder is None:
            return 0, 0
        with self._lock:
            done = embedding.embed_pending(self.store, embedder, progress=progress, only=recent)
            if recent is None:
                done += embedding.embed_pending_chunks(self.store, embedder, progress=progress)
            self.fallbacks(recent)
        return done, self.store.index.count_embedded(embedder.fingerprint)

    def matrix(self, notes: list[str]) -> VectorIndex | None:
        """The memories' vector matrix with every memory embedded first (dream's similarity
        passes); ``None``, with a note, when there is no embedder or it fails."""
        try:
            state = self._state()
            embedder = state.embedder
            if embedder is None:
                return None
            embedding.embed_pending(self.store, embedder)
            state.vectors.refresh(self.store, embedder.fingerprint, self.store.index.generation())
            return state.vectors
        except BowerError as exc:
            notes.append(f"no similarity passes ({exc.message})")
            return None

    def catch_up(self, progress: Progress | None, if_over: int, background: bool) -> int:
        """``Bower.catch_up``: everything pending, if more than ``if_over`` texts are."""
        if if_over and self.pending() <= if_over:
            return 0
        if background:
            self.start()
            return 0
        return self.run(progress)

    def due(self, notes: list[str]) -> None:
        """Before a query: embed a little pending inline, start a background run for a lot."""
        index = self.store.index
        generation = index.generation()
        if generation == self._checked or self.running:
            if self.running:
                notes.append("embedding new texts in the background; some match by keywords only")
            return
        limit = self.store.settings.embed.inline_limit
        try:
            waiting = self.pending()
            if not waiting:
                self._checked = generation
                return
            if waiting <= limit:
                self.run()
                self._checked = index.generation()
                return
        except BowerError as exc:  # the model is missing or the endpoint down
            notes.append(f"not embedded yet ({exc.message})")
            self._checked = generation
            return
        self.start()
        notes.append(
            f"more than {limit} texts have no vector for the configured model yet (a new "
            "model, or many new journal files): embedding them in the background; they match "
            "by keywords meanwhile"
        )

    @property
    def running(self) -> bool:
        """An embedding run is under way (in the background, or another thread's)."""
        return self._lock.locked() or (self._thread is not None and self._thread.is_alive())

    def start(self) -> None:
        """Embed what is pending on a background thread (one at a time)."""
        if self.running:
            return

        def work() -> None:
            # A failure leaves texts pending; the next query tries again.
            with contextlib.suppress(BowerError, OSError):
                self.run()

        self._thread = threading.Thread(target=work, name="bower-embed", daemon=True)
        self._thread.start()

    def join(self) -> None:
        """Wait for a background run to finish."""
        if self._thread is not None:
            self._thread.join()


def recent(browse: Callable[..., MemoryPage], count: int) -> set[str]:
    """The ids of this agent's ``count`` newest memories (``Bower.warm --recent``)."""
    if not 1 <= count <= 1_000_000:
        raise UsageError(f"--recent {count} is outside 1..1000000", hint="e.g. --recent 100")
    only: set[str] = set()
    while len(only) < count:  # listings come in pages of at most 500
        size = min(500, count - len(only))
        page = browse(order="recent", limit=size, offset=len(only))
        only.update(m.id for m in page.memories)
        if len(page.memories) < size:
            break
    return only
