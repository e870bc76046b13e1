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
import re
import sqlite3
from collections import Counter
from pathlib import Path
from typing import TYPE_CHECKING, Any

from ..services.text import STOPWORDS

if TYPE_CHECKING:
    from ..services.embed import Embedder, Vectors

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
    """Vectors of texts by (model, sha256 of text) in one SQLite file; ``None`` path: memory."""

    def __init__(self, path: Path | None) -> None:
        self.db = sqlite3.connect(":memory:" if path is None else str(path))
        self.db.execute(
            "CREATE TABLE IF NOT EXISTS v (model TEXT, h TEXT, b BLOB, PRIMARY KEY (model, h))"
        )

    def embed(self, embedder: Embedder, texts: list[str]) -> Vectors:
        """Rows for ``texts``, computing (and keeping) only those not cached."""
        import numpy as np

        model = embedder.fingerprint
        hashes = [hashlib.sha256(t.encode("utf-8")).hexdigest() for t in texts]
        known: dict[str, bytes] = {}
        for start in range(0, len(hashes), 500):
            part = hashes[start : start + 500]
            marks = ", ".join("?" for _ in part)
            rows = self.db.execute(
                f"SELECT h, b FROM v WHERE model = ? AND h IN ({marks})", (model, *part)
            )
            known.update((h, bytes(b)) for h, b in rows)
        todo = list({h: t for h, t in zip(hashes, texts, strict=True) if h not in known}.items())
        if todo:
            fresh = embedder.embed([t for _, t in todo])
            pairs = [
                (h, np.asarray(v, dtype="<f4").tobytes())
                for (h, _), v in zip(todo, fresh, strict=True)
            ]
            self.db.executemany(
                "INSERT OR REPLACE INTO v VALUES (?, ?, ?)", [(model, h, b) for h, b in pairs]
            )
            self.db.commit()
            known.update(pairs)
        return np.stack([np.frombuffer(known[h], dtype="<f4") for h in hashes])

    def close(self) -> None:
        self.db.close()


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
