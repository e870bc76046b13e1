"""The recall benchmark's baselines, run in the same process on the same questions.

- ``Bm25Baseline``: the protocol's BM25 (lowercase ``[a-z0-9]+`` tokens, English stop words
  removed, Okapi k1=1.5 b=0.75 with the rank_bm25 IDF floor).
- ``DenseBaseline``: the shipped embedder alone, as a plain vector store would use it: each
  text embedded once (the model reads its first 256 tokens), exact cosine. Vectors can be kept
  in a cache file keyed by text, so a second run costs no model call.
"""

from __future__ import annotations

import hashlib
import math
import os
import re
from collections import Counter
from pathlib import Path
from typing import TYPE_CHECKING, Any

from ..services.text import STOPWORDS

if TYPE_CHECKING:
    from ..services.embed.protocol import Embedder, Vectors

_BASELINE_TOKEN = re.compile(r"[a-z0-9]+")


def _baseline_tokens(text: str) -> list[str]:
    return [t for t in _BASELINE_TOKEN.findall(text.lower()) if t not in STOPWORDS]


class Bm25Baseline:
    """Okapi BM25 as rank_bm25 computes it (k1=1.5, b=0.75, IDF floor 0.25 x mean IDF)."""

    def __init__(self, k1: float = 1.5, b: float = 0.75, epsilon: float = 0.25) -> None:
        self.k1, self.b, self.epsilon = k1, b, epsilon
        self.ids: list[str] = []
        self.docs: list[Counter[str]] = []
        self.lengths: list[int] = []
        self.idf: dict[str, float] = {}
        self.avgdl = 0.0

    def add(self, mem_id: str, text: str, created_at: Any = None, meta: Any = None) -> None:
        tokens = _baseline_tokens(text)
        self.ids.append(mem_id)
        self.docs.append(Counter(tokens))
        self.lengths.append(len(tokens))

    def finalize(self) -> None:
        n = len(self.docs)
        df: Counter[str] = Counter()
        for doc in self.docs:
            df.update(doc.keys())
        idf = {t: math.log(n - f + 0.5) - math.log(f + 0.5) for t, f in df.items()}
        floor = self.epsilon * (sum(idf.values()) / len(idf)) if idf else 0.0
        self.idf = {t: (v if v >= 0 else floor) for t, v in idf.items()}
        self.avgdl = sum(self.lengths) / n if n else 0.0

    def search(self, query: str, k: int = 10, query_time: Any = None) -> list[str]:
        terms = _baseline_tokens(query)
        scores = []
        for i, (doc, length) in enumerate(zip(self.docs, self.lengths, strict=True)):
            s = 0.0
            for t in terms:
                f = doc.get(t, 0)
                if f:
                    s += (
                        self.idf[t]
                        * f
                        * (self.k1 + 1)
                        / (f + self.k1 * (1 - self.b + self.b * length / self.avgdl))
                    )
            scores.append((-s, i))
        scores.sort()
        return [self.ids[i] for _, i in scores[:k]]

    def close(self) -> None:
        pass


class VectorCache:
    """Vectors of texts by (model, sha256 of text), kept in one ``.npz`` file when given a
    path (written by ``close``), else in memory only."""

    def __init__(self, path: Path | None) -> None:
        import numpy as np

        self.path = path
        self.known: dict[str, bytes] = {}
        self.changed = False
        if path is not None and path.is_file():
            with np.load(path) as stored:
                keys, rows = stored["keys"], stored["rows"]
                self.known = {str(k): rows[i].tobytes() for i, k in enumerate(keys)}

    def embed(self, embedder: Embedder, texts: list[str]) -> Vectors:
        """Rows for ``texts``, computing (and keeping) only those not cached."""
        import numpy as np

        prefix = embedder.fingerprint + "/"
        keys = [prefix + hashlib.sha256(t.encode("utf-8")).hexdigest() for t in texts]
        todo = list({k: t for k, t in zip(keys, texts, strict=True) if k not in self.known}.items())
        if todo:
            fresh = embedder.embed([t for _, t in todo])
            for (key, _), row in zip(todo, fresh, strict=True):
                self.known[key] = np.asarray(row, dtype="<f4").tobytes()
            self.changed = True
        return np.stack([np.frombuffer(self.known[k], dtype="<f4") for k in keys])

    def close(self) -> None:
        """Write the cache file (atomically), if anything was added."""
        import numpy as np

        if self.path is None or not self.changed or not self.known:
            return
        keys = sorted(self.known)
        rows = np.stack([np.frombuffer(self.known[k], dtype="<f4") for k in keys])
        self.path.parent.mkdir(parents=True, exist_ok=True)
        partial = self.path.with_name(self.path.name + ".partial.npz")
        np.savez(partial, keys=np.array(keys), rows=rows)
        os.replace(partial, self.path)


class DenseBaseline:
    """Exact cosine over one vector per text from ``embedder`` (the shipped one by default)."""

    def __init__(self, embedder: Embedder, cache: VectorCache) -> None:
        self.embedder = embedder
        self.cache = cache
        self.ids: list[str] = []
        self.texts: list[str] = []
        self.matrix: Vectors | None = None

    def add(self, mem_id: str, text: str, created_at: Any = None, meta: Any = None) -> None:
        self.ids.append(mem_id)
        self.texts.append(text)

    def finalize(self) -> None:
        self.matrix = self.cache.embed(self.embedder, self.texts) if self.texts else None

    def search(self, query: str, k: int = 10, query_time: Any = None) -> list[str]:
        import numpy as np

        if self.matrix is None:
            return []
        sims = self.matrix @ self.cache.embed(self.embedder, [query])[0]
        order = np.argsort(-sims, kind="stable")[:k]
        return [self.ids[i] for i in order.tolist()]

    def close(self) -> None:
        pass
