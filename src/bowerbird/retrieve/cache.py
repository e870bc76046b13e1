"""Tiers 0-2 of the query cascade: answers remembered for the current index generation.

- tier 0, exact: the same normalised query with the same options;
- tier 1, paraphrase: a query whose (stemmed, stopword-free) term set has Jaccard similarity
  at or above ``query.jaccard_threshold`` with a remembered one ("why did we move to fargate"
  vs "why we moved to fargate?");
- tier 2, semantic: a query whose embedding has cosine at or above
  ``query.semantic_threshold`` with a remembered one (costs one query embedding).

Entries live in memory and in the index (``Index.cached_answers``, so one-shot CLI processes
share them). Every write bumps the index generation, which empties the cache: an answer is
never served from a corpus that has changed since.

A query's words are kept only as hashes (``term_key``): set overlap works the same on them,
and a credential pasted into a query that the redactor missed is not on disk in clear. A term
that tells two questions apart (a name, a number) is marked when the answer is stored, since
its text is no longer there to judge.
"""

from __future__ import annotations

import hashlib
import threading
from collections import OrderedDict
from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from ..errors import BowerError
from ..services.text import normalise
from ..storage.index import CachedAnswer

if TYPE_CHECKING:
    import numpy as np
    import numpy.typing as npt

    from ..storage.store import Store


def cache_key(text: str, options: str) -> str:
    return hashlib.sha256(f"{normalise(text)}\x00{options}".encode()).hexdigest()


def term_key(stem: str) -> str:
    """A query term as the cache keeps it: a hash, never the word."""
    return hashlib.sha256(stem.encode("utf-8")).hexdigest()[:16]


_TELLING = "!"  # prefix of a marked term key: that term tells questions apart


def stored_terms(stems: frozenset[str], telling: Callable[[str], bool]) -> frozenset[str]:
    """The terms an answer is stored with: each term's key, and a marked key for each
    telling one."""
    keys = {term_key(s) for s in stems}
    return frozenset(keys | {_TELLING + term_key(s) for s in stems if telling(s)})


@dataclass
class Entry:
    """One remembered answer: the query it came from, its options, terms, vector and hits."""

    key: str
    options: str
    terms: frozenset[str]  # ``stored_terms``: term keys, and marked keys of telling terms
    model: str | None
    vector: npt.NDArray[np.float32] | None
    result: list[list[Any]]  # [id, score, snippet, why, mode]
    # As read from the table: decoded on first use, so tiers 0-1 never import numpy.
    blob: bytes | None = None

    @property
    def words(self) -> frozenset[str]:
        """The term keys, without the marks."""
        return frozenset(t for t in self.terms if not t.startswith(_TELLING))

    def query_vector(self) -> npt.NDArray[np.float32] | None:
        if self.vector is None and self.blob is not None:
            import numpy as np

            self.vector = np.frombuffer(self.blob, dtype="<f4")
        return self.vector


class QueryCache:
    """One home's cache, safe to share between threads."""

    def __init__(self, size: int, jaccard: float, semantic: float) -> None:
        self.size = size
        self.jaccard = jaccard
        self.semantic = semantic
        self._entries: OrderedDict[str, Entry] = OrderedDict()
        self._generation: int | None = None
        self._lock = threading.Lock()

    def _load(self, store: Store, generation: int) -> None:
        """Adopt ``generation``: drop what is stale, pick up rows other processes wrote."""
        if self._generation == generation:
            return
        self._entries.clear()
        for answer in store.index.cached_answers(generation)[-self.size :]:
            self._entries[answer.key] = Entry(
                answer.key,
                answer.options,
                frozenset(answer.terms),
                answer.model,
                None,
                answer.result,
                answer.vector,
            )
        self._generation = generation

    def exact(self, store: Store, generation: int, key: str) -> Entry | None:
        with self._lock:
            self._load(store, generation)
            return self._entries.get(key)

    def paraphrase(
        self, store: Store, generation: int, options: str, stems: frozenset[str]
    ) -> Entry | None:
        if not stems:
            return None
        terms = frozenset(term_key(s) for s in stems)
        with self._lock:
            self._load(store, generation)
            best, best_score = None, self.jaccard
            for entry in self._entries.values():
                words = entry.words
                if entry.options != options or not words:
                    continue
                score = len(terms & words) / len(terms | words)
                if score >= best_score:
                    best, best_score = entry, score
            return best

    def similar(
        self,
        store: Store,
        generation: int,
        options: str,
        model: str,
        vector: npt.NDArray[np.float32],
        telling: Callable[[str], bool] | None = None,
        stems: frozenset[str] = frozenset(),
    ) -> Entry | None:
        """The answer to a question embedded near this one — unless the two differ by a
        telling word (``telling``: a name, a number): "how many replicas does jadewren run?"
        sits at cosine .95 from the same question about jadeegret, and is another question."""
        import numpy as np

        keys = {term_key(s): s for s in stems}
        with self._lock:
            self._load(store, generation)
            best, best_score = None, self.semantic
            for entry in self._entries.values():
                cached = entry.query_vector() if entry.model == model else None
                if entry.options != options or cached is None:
                    continue
                score = float(np.dot(cached, vector))
                if score < best_score:
                    continue
                words = entry.words
                if telling is not None and any(telling(keys[k]) for k in keys.keys() - words):
                    continue  # this question names what the cached one does not
                if any(_TELLING + k in entry.terms for k in words - keys.keys()):
                    continue  # the cached question named something this one does not
                best, best_score = entry, score
            return best

    def put(self, store: Store, generation: int, entry: Entry) -> None:
        """Remember an answer (memory first; the table write is best effort)."""
        with self._lock:
            self._load(store, generation)
            self._entries[entry.key] = entry
            self._entries.move_to_end(entry.key)
            while len(self._entries) > self.size:
                self._entries.popitem(last=False)
        vector = entry.query_vector()
        blob = None if vector is None else vector.astype("<f4").tobytes()
        answer = CachedAnswer(
            entry.key, entry.options, sorted(entry.terms), entry.model, blob, entry.result
        )
        try:
            with store.index.write() as tx:
                tx.put_cached_answer(generation, answer, self.size)
        except BowerError:  # a busy index must not fail the query it answered
            pass
