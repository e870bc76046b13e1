"""An approximate nearest-neighbour index (HNSW, ``usearch``) for homes too large to search
exactly.

Below ``[query] ann_threshold`` memories with vectors, ``vectors.VectorIndex`` multiplies one
float32 matrix (exact, ~5 ms at 100K). Above it, that matrix would cost 1.5 GB and ~60 ms at
1M, so the vectors go into an HNSW graph instead, stored as **int8** (seed 001 §5.3: a
quarter of the memory) and keyed by the memory's index key, a chunked memory's rows all under
its one key. A search asks the graph for a few hundred rows and re-scores the memories they
belong to **exactly, in float32**, from the stored vectors: the graph only has to put the
right memories among a few hundred, and the int8 rounding never reaches a score
(BENCHMARKS.md, scale curve: recall@10 against exact search).

The graph changes incrementally: a new or edited memory is added, a deleted or edited one
removed (usearch leaves a tombstone); it is rebuilt only when most of it changed (a reindex
gives every memory a new key) or tombstones pile up. It is persisted beside the index as
``<home>/vectors.hnsw/`` — the graph, the (key, text hash) pairs it holds, and a pointer
written last — so the next process loads it in a fraction of a second and catches up with
whatever changed since. The files are a cache: deleting them costs one rebuild.
"""

from __future__ import annotations

import json
import os
import secrets
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING, Any

from ..disk.private import private_file, private_folder
from ..disk.records import loads
from .proposals import Proposer, stacked
from .similarity import blob_rows, sound

if TYPE_CHECKING:
    import numpy as np
    import numpy.typing as npt

    from ..index import Changes, StoredVector
    from ..store import Store

    Vectors = npt.NDArray[np.float32]
    Keys = npt.NDArray[np.int64]

DIRECTORY = "vectors.hnsw"
_POINTER = "current.json"
# HNSW parameters, measured (BENCHMARKS.md): M 16 and efConstruction 128 build a 1M graph in
# ~4.5 minutes on two threads. The search's expansion is twice the rows asked for: at 1M, on
# the same graph and 200 queries, recall@10 after the float32 re-score of 200 rows was .9895
# with an expansion of 200, .9935 with 300, .997 with 400 and .999 with 600, for 4.3, 4.7,
# 5.1 and 5.8 ms a search — the margin above the 0.99 bar costs ~1 ms.
_CONNECTIVITY = 16
_EXPANSION_ADD = 128
_EXPANSION_SEARCH = 96
_EXPANSION_PER_ROW = 2
# Rebuild instead of patching when more than this share of the graph would change at once,
# or when removed rows (tombstones, still walked by searches) exceed it.
REBUILD_SHARE = 0.3


def hash64(hashes: list[str]) -> npt.NDArray[np.uint64]:
    """Text hashes (hex) as 64-bit integers: enough to tell an edited text from its old
    version, at 8 bytes a memory instead of a Python string."""
    import numpy as np

    return np.fromiter((int(h[:16], 16) for h in hashes), np.uint64, count=len(hashes))


@dataclass(eq=False)
class Ann(Proposer):
    """An HNSW graph over one model's vectors and the (key, text hash) pairs it holds.

    ``keys`` is sorted; ``digests[i]`` is the 64-bit text hash of ``keys[i]``'s vectors.
    """

    model: str
    graph: Any  # usearch.index.Index
    keys: Keys
    digests: npt.NDArray[np.uint64]
    tombstones: int = 0
    unsaved: int = 0
    saved_token: str = field(default="", repr=False)
    # The index change log position the graph has caught up with (``Index.changes_since``).
    index_id: str = ""
    seq: int = -1

    def __len__(self) -> int:
        return len(self.keys)

    @classmethod
    def build(
        cls,
        model: str,
        keys: Keys,
        digests: npt.NDArray[np.uint64],
        matrix: Vectors,
        counts: Keys,
    ) -> Ann:
        """A graph over ``matrix``, whose rows belong to ``keys`` by ``counts`` (in order)."""
        import numpy as np

        graph = _new_graph(matrix.shape[1])
        if len(matrix):
            graph.add(np.repeat(keys, counts), matrix, threads=_threads())
        order = np.argsort(keys, kind="stable")
        return cls(model, graph, keys[order], digests[order], unsaved=max(1, len(keys)))

    def apply(
        self,
        removed: Keys,
        added: Keys,
        added_digests: npt.NDArray[np.uint64],
        matrix: Vectors,
        counts: Keys,
    ) -> None:
        """Remove ``removed`` (tombstones), then add ``added`` with their rows."""
        import numpy as np

        if len(removed):
            self.graph.remove(removed)
            self.tombstones += len(removed)
        if len(matrix):
            self.graph.add(np.repeat(added, counts), matrix, threads=_threads())
        keep = ~np.isin(self.keys, removed)
        keys = np.concatenate((self.keys[keep], added))
        digests = np.concatenate((self.digests[keep], added_digests))
        order = np.argsort(keys, kind="stable")
        self.keys, self.digests = keys[order], digests[order]
        self.unsaved += len(removed) + len(added)

    @property
    def worn(self) -> bool:
        """Tombstones are a large share of the graph: rebuilding pays for itself."""
        return self.tombstones > REBUILD_SHARE * max(len(self.keys), 1)

    def search(self, query: Vectors, count: int) -> Keys:
        """Keys of the memories owning the ``count`` rows nearest ``query``, nearest first
        (each key once)."""
        import numpy as np

        if not len(self.keys):
            return np.empty(0, dtype=np.int64)
        if count >= len(self.graph):
            # Asked for every row it holds: a walk could still miss some (a small graph of
            # near-orthogonal vectors is not always connected), and the caller re-scores
            # whatever it gets exactly, so hand over every memory.
            return self.keys.copy()
        self.graph.expansion_search = max(_EXPANSION_SEARCH, _EXPANSION_PER_ROW * count)
        found = self.graph.search(np.asarray(query, dtype=np.float32), count)
        keys = np.asarray(found.keys[: len(found)], dtype=np.int64)
        _, first = np.unique(keys, return_index=True)
        return keys[np.sort(first)]

    # ---------------------------------------------------------------- persistence

    def save(self, home: Path) -> None:
        """Write the graph and its pairs under a fresh name, then point at them (a reader
        sees the old pair or the new one, never a mix); older files are removed."""
        import numpy as np

        folder = home / DIRECTORY
        private_folder(folder)
        token = secrets.token_hex(6)
        self.graph.save(str(folder / f"{token}.usearch"))
        np.savez(folder / f"{token}.npz", keys=self.keys, digests=self.digests)
        pointer = folder / f"{_POINTER}.{token}"
        state = {"token": token, "model": self.model, "index_id": self.index_id, "seq": self.seq}
        private_file(pointer)
        pointer.write_text(json.dumps(state), encoding="utf-8")
        os.replace(pointer, folder / _POINTER)
        for stale in folder.iterdir():
            if not stale.name.startswith((token, _POINTER)):
                stale.unlink(missing_ok=True)
        self.unsaved, self.saved_token = 0, token

    @classmethod
    def load(cls, home: Path, model: str) -> Ann | None:
        """The persisted graph for ``model``, or ``None`` (none, another model's, or
        unreadable: a cache, rebuilt rather than trusted)."""
        import numpy as np

        folder = home / DIRECTORY
        pointer = _pointer(home)
        if pointer is None or pointer.get("model") != model:
            return None
        try:
            token = str(pointer["token"])
            with np.load(folder / f"{token}.npz") as pairs:
                keys, digests = pairs["keys"].astype(np.int64), pairs["digests"]
            graph = _restore(folder / f"{token}.usearch")
        except (OSError, ValueError, KeyError, RuntimeError, TypeError):
            return None
        if len(graph) < len(keys):  # the pairs claim vectors the graph does not hold
            return None
        index_id, seq = str(pointer.get("index_id", "")), int(pointer.get("seq", -1))
        return cls(model, graph, keys, digests, saved_token=token, index_id=index_id, seq=seq)

    # ---------------------------------------------------------------- following the index

    def catch_up(self, store: Store, feed: Changes) -> bool:
        """Patch the graph with what changed in the index since its log position (every key
        compared when the log cannot tell). ``False``, nothing changed, when so much changed
        that a rebuild is cheaper (a reindex renumbers every memory) or tombstones pile up."""
        import numpy as np

        index = store.index
        if feed.keys is None:
            now = index.vector_keys(self.model)
            old_keys, old_digests = self.keys, self.digests
        else:
            touched = np.unique(np.asarray(feed.keys, dtype=np.int64))
            now = index.vector_keys(self.model, touched.tolist())
            inside = np.isin(self.keys, touched)
            old_keys, old_digests = self.keys[inside], self.digests[inside]
        keys = np.fromiter((k.key for k in now), np.int64, count=len(now))
        digests = hash64([k.text_hash for k in now])
        removed, wanted = diff(old_keys, old_digests, keys, digests)
        size = len(self.keys) - len(removed) + int(wanted.sum())
        if self.worn or len(removed) + int(wanted.sum()) > REBUILD_SHARE * max(size, 1):
            return False
        stored = fetch(store, self.model, keys[wanted].tolist())
        added = np.fromiter((r.key for r in stored), np.int64, count=len(stored))
        matrix, counts = stacked(stored)
        self.apply(removed, added, hash64([r.text_hash for r in stored]), matrix, counts)
        self.index_id, self.seq = feed.index_id, feed.seq
        return True


def diff(
    old_keys: Keys,
    old_digests: npt.NDArray[np.uint64],
    keys: Keys,
    digests: npt.NDArray[np.uint64],
) -> tuple[Keys, npt.NDArray[np.bool_]]:
    """Old (key, digest) pairs against new ones (both sorted by key): the keys to remove
    (gone, or their text changed) and a mask over ``keys`` of the pairs to add (new, or
    changed: such a key is in both)."""
    import numpy as np

    if not len(old_keys):
        return old_keys, np.ones(len(keys), dtype=bool)
    at = np.minimum(np.searchsorted(old_keys, keys), len(old_keys) - 1)
    same = (old_keys[at] == keys) & (old_digests[at] == digests)
    kept = np.zeros(len(old_keys), dtype=bool)
    kept[at[same]] = True
    return old_keys[~kept], ~same


def fetch(store: Store, model: str, keys: list[int]) -> list[StoredVector]:
    """The current vectors of ``keys``, without damaged ones: a vector that is not unit
    length was damaged on disk; it is dropped from the store, so its memory is embedded
    again."""
    stored = store.index.current_vectors(model, keys) if keys else []
    damaged = {r.text_hash for r in stored if not sound(blob_rows(r.vector, r.spans))}
    if damaged:
        with store.index.write() as tx:
            tx.drop_vectors(model, sorted(damaged))
        stored = [r for r in stored if r.text_hash not in damaged]
    return stored


def saved_model(home: Path) -> str | None:
    """The model of the graph persisted in ``home``, if there is one."""
    pointer = _pointer(home)
    return None if pointer is None else str(pointer.get("model"))


def _pointer(home: Path) -> dict[str, Any] | None:
    try:
        pointer = loads((home / DIRECTORY / _POINTER).read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return None
    return pointer if isinstance(pointer, dict) else None


def forget(home: Path) -> None:
    """Remove the persisted graph (``bower reindex``; a corpus shrunk below the threshold)."""
    folder = home / DIRECTORY
    if folder.is_dir():
        for item in folder.iterdir():
            item.unlink(missing_ok=True)
        folder.rmdir()


def _new_graph(dimension: int) -> Any:
    from usearch.index import Index  # large homes only

    return Index(
        ndim=dimension,
        metric="cos",
        dtype="i8",
        connectivity=_CONNECTIVITY,
        expansion_add=_EXPANSION_ADD,
        expansion_search=_EXPANSION_SEARCH,
        multi=True,
    )


def _restore(path: Path) -> Any:
    from usearch.index import Index

    graph = Index.restore(str(path))
    if graph is None:
        raise ValueError(f"{path} is not a usearch index")
    return graph


def _threads() -> int:
    return max(1, min(os.cpu_count() or 1, 8))
