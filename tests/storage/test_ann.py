"""The HNSW graph of large homes (``storage/vectors/ann.py``): the same answers as exact
search, kept in step with every write without a rebuild, persisted, and rebuilt when damaged.

The threshold is lowered so a few hundred memories use the graph; at that size the graph's
proposals cover the exact top-k, so answers must match exact search exactly.
"""

from __future__ import annotations

import json
import os
import random
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

from bowerbird import Bower, ImportRecord
from bowerbird.services.embed import FakeEmbedder
from bowerbird.storage.index import SearchFilters
from bowerbird.storage.vectors.ann import DIRECTORY, Ann
from bowerbird.storage.vectors.search import VectorIndex

THRESHOLD = 60
WORDS = (
    "quartz raven falcon ledger harbor cobalt meadow signal turbine lantern orchard basalt "
    "copper velvet prism glacier canyon ember willow summit cedar harvest beacon marble"
).split()


def _bower(home: Path, threshold: int = THRESHOLD) -> Bower:
    return Bower(
        home,
        overrides={
            "sync": {"interval_s": 0},
            "embed": {"provider": "fake"},
            "query": {"ann_threshold": threshold},
        },
    )


def _fill(bower: Bower, count: int, seed: int = 7) -> list[str]:
    rng = random.Random(seed)
    texts = [
        f"Note {i}: the {' '.join(rng.sample(WORDS, 4))} project uses port {7000 + i}."
        for i in range(count)
    ]
    bower.import_records([ImportRecord(text) for text in texts])
    return texts


def _exact(bower: Bower) -> VectorIndex:
    exact = VectorIndex()
    store = bower._store
    exact.refresh(store, FakeEmbedder().fingerprint, store.index.generation())
    return exact


@pytest.fixture(autouse=True)
def _in_process_graph(request: pytest.FixtureRequest, monkeypatch: pytest.MonkeyPatch) -> None:
    """These tests are about the in-process graph, which Postgres homes use too when the
    server has no pgvector: the Postgres pass runs them that way (pgvector's own path is
    ``test_a_postgres_home_searches_with_pgvector``)."""
    if "pgvector" in request.node.name:
        return
    from bowerbird.storage.index import pgvector

    monkeypatch.setattr(pgvector, "enable", lambda conn, schema: False)


def _graph(bower: Bower) -> VectorIndex:
    live = bower._query_state().vectors
    store = bower._store
    live.refresh(store, FakeEmbedder().fingerprint, store.index.generation())
    return live


def _same_answers(bower: Bower, queries: list[str], filters: SearchFilters | None = None) -> None:
    """The graph's top-10 scores are exact (the re-score), and nearly all of exact search's
    top-10 is found: a graph may miss a node now and then, even a tiny one."""
    graph, exact = _graph(bower), _exact(bower)
    assert graph.approximate and not exact.approximate
    embedder = FakeEmbedder()
    found = wanted = 0
    for text in queries:
        qvec = embedder.embed([text])[0]
        got, got_of = graph.search(bower._store, qvec, filters or SearchFilters(), 10)
        want, want_of = exact.search(bower._store, qvec, filters or SearchFilters(), 10)
        assert len(got) == len(want), text
        truth = want_of(list(got))
        for key, value in got.items():
            assert value == pytest.approx(truth[key], abs=1e-5), text
        # Ties at the edge are many with the hashed fake embedder: any key scoring at least
        # the exact top-k's lowest is a right answer.
        edge = min(want.values(), default=0.0) - 1e-6
        found += sum(1 for value in got.values() if value >= edge)
        wanted += len(want)
        others = sorted(exact.rowids.tolist())[:25] if exact.rowids is not None else []
        assert got_of(others) == pytest.approx(want_of(others), abs=1e-5)
    # Below the rows a search asks for (200), the graph hands over every memory: exact.
    assert found >= (wanted if len(bower.memories(limit=300)) < 200 else 0.9 * wanted)


def _persisted(home: Path, count: int) -> list[str]:
    """A home of ``count`` memories whose graph was built and saved; its texts."""
    bower = _bower(home)
    texts = _fill(bower, count)
    _graph(bower)
    bower.close()
    return texts


def _pointer(home: Path) -> dict[str, Any]:
    data: dict[str, Any] = json.loads((home / DIRECTORY / "current.json").read_text())
    return data


def test_graph_answers_as_exact_search_does_and_follows_every_write_without_a_rebuild(
    home: Path,
) -> None:
    bower = _bower(home)
    texts = _fill(bower, 120)
    queries = [texts[i][10:60] for i in range(0, 120, 12)] + ["quartz raven harbor"]
    _same_answers(bower, queries)
    live = _graph(bower)
    assert isinstance(live.ann, Ann) and len(live.ann) == 120 and live.matrix is None
    assert bower.status().embeddings["search"] == "hnsw"
    graph_before = live.ann.graph
    # Add, edit by hand, archive, delete, then catch up.
    added = bower.import_records([ImportRecord("The obsidian heron relay listens on port 6553.")])
    ids = [m.id for m in bower.memories(limit=200) if m.id not in added]
    edited = next(p for p in (home / "tree").rglob("*.md") if "port 7003" in p.read_text())
    edited.write_text(edited.read_text().replace("port 7003", "port 9003 beside the obsidian"))
    bower.forget(ids[5])
    bower.forget(ids[6], hard=True)
    bower.sync()
    bower.embed()
    live = _graph(bower)
    assert isinstance(live.ann, Ann) and live.ann.graph is graph_before  # patched, not rebuilt
    assert live.ann.tombstones == 2  # the edited text's old vector and the deleted memory
    _same_answers(bower, [*queries, "obsidian heron relay port", "port 9003 obsidian"])
    hit = bower.query("obsidian heron relay listens", use_cache=False).results[0]
    assert hit.id == added[0]
    assert ids[6] not in {h.id for h in bower.query("quartz", limit=50, use_cache=False).results}
    bower.close()


def test_a_persisted_graph_is_loaded_and_patched_by_the_next_process(home: Path) -> None:
    texts = _persisted(home, 100)
    saved = _pointer(home)["token"]
    # Another process writes meanwhile (without searching: it never touches the graph).
    writer = _bower(home, threshold=0)
    writer.import_records([ImportRecord("The saffron kestrel gateway rotates keys weekly.")])
    writer.close()
    again = _bower(home)
    index = again._store.index
    asked: list[Any] = []
    reads = index.vector_keys

    def spy(model: str, keys: list[int] | None = None) -> Any:
        asked.append(keys)
        return reads(model, keys)

    index.vector_keys = spy  # type: ignore[method-assign]
    live = _graph(again)
    assert asked and None not in asked  # only the logged keys were read, never every key
    assert isinstance(live.ann, Ann) and live.ann.saved_token == saved  # loaded, then patched
    assert len(live.ann) == 101 and live.ann.unsaved == 1
    _same_answers(again, [texts[3][10:50], "saffron kestrel gateway"])
    again.close()  # saves the patch
    assert _pointer(home)["token"] != saved
    assert sorted(p.suffix for p in (home / DIRECTORY).iterdir()) == [".json", ".npz", ".usearch"]


def test_a_damaged_or_foreign_graph_is_rebuilt_never_trusted(home: Path) -> None:
    texts = _persisted(home, 90)
    token = _pointer(home)["token"]
    (home / DIRECTORY / f"{token}.usearch").write_bytes(b"\x00garbage" * 100)
    again = _bower(home)
    _same_answers(again, [texts[1][10:50], texts[50][10:50]])
    assert _pointer(home)["token"] != token  # rebuilt and saved afresh
    again.close()
    # A graph of another model is never used for this one.
    pointer = home / DIRECTORY / "current.json"
    pointer.write_text(json.dumps({**_pointer(home), "model": "another-model"}))
    third = _bower(home)
    _same_answers(third, [texts[2][10:50]])
    assert _pointer(home)["model"] == FakeEmbedder().fingerprint
    third.close()


def test_a_narrow_filter_still_finds_its_few_memories(home: Path) -> None:
    bower = _bower(home)
    _fill(bower, 500)  # more rows than a search asks for: the walk, then its widening
    bower.import_records(
        [
            ImportRecord(f"The tundra ferry schedule {i} is final.", tags=["ferry-plan"])
            for i in range(3)
        ]
    )
    filters = SearchFilters(tags=("ferry-plan",))
    _same_answers(bower, ["quartz raven falcon harbor"], filters)
    top, _ = _graph(bower).search(
        bower._store, FakeEmbedder().embed(["quartz raven falcon"])[0], filters, 10
    )
    assert len(top) == 3  # none of them near the query, all of them found
    bower.close()


def test_a_home_shrunk_well_below_the_threshold_goes_back_to_exact_search(home: Path) -> None:
    bower = _bower(home)
    _fill(bower, 80)
    assert _graph(bower).approximate
    for summary in bower.memories(limit=100)[: 80 - THRESHOLD // 2 + 1]:
        bower.forget(summary.id, hard=True)
    live = _graph(bower)
    assert not live.approximate and live.matrix is not None
    assert not (home / DIRECTORY).exists()
    assert bower.status().embeddings["search"] == "exact"
    bower.close()


def test_the_graph_library_and_the_model_runtime_load_in_either_order() -> None:
    # usearch 2.26's extension made a later `import onnxruntime` segfault: pinned below it.
    for code in ("import usearch.index, onnxruntime", "import onnxruntime, usearch.index"):
        subprocess.run([sys.executable, "-c", code], check=True, timeout=120)


@pytest.mark.sqlite_only
def test_a_graph_outlives_a_deleted_index(home: Path) -> None:
    texts = _persisted(home, 90)
    for name in ("index.db", "index.db-wal", "index.db-shm"):
        (home / name).unlink(missing_ok=True)
    again = _bower(home)
    again.sync()  # the index is rebuilt from the tree: another change log, every key compared
    _same_answers(again, [texts[4][10:50], texts[70][10:50]])
    again.close()


def test_the_scale_bench_compares_the_graph_with_exact_search(tmp_path: Path) -> None:
    from bowerbird.bench import scale

    row = scale.run([2000], tmp_path)["sizes"][0]
    assert row["exact"]["recall_at_10"] == 1.0  # the truth is computed apart: this checks it
    assert row["graph"]["recall_at_10"] >= 0.99
    assert row["graph"]["write_then_query"]["p50_ms"] > 0
    # On the Postgres pass the graph is pgvector's, inside the database: no file of ours.
    assert row["disk_mb"]["hnsw"] > 0 or os.environ.get("BOWERBIRD_INDEX_URL")


def test_a_growing_home_crosses_into_the_graph(home: Path) -> None:
    bower = _bower(home)
    _fill(bower, THRESHOLD // 2)
    assert not _graph(bower).approximate  # small: exact, no log read, no graph
    _fill(bower, THRESHOLD, seed=8)
    assert _graph(bower).approximate  # past the threshold: built once, saved
    assert _pointer(home)["model"] == FakeEmbedder().fingerprint
    _same_answers(bower, ["quartz raven falcon harbor"])
    bower.close()


def test_a_postgres_home_searches_with_pgvector(postgres_url: str, tmp_path: Path) -> None:
    """Past the threshold a Postgres home asks pgvector's HNSW (built once by the database,
    kept current by every write) instead of building a graph in each process: the same
    answers as exact search, writes seen at once, nothing kept on the process's disk."""
    from bowerbird.storage.index.pgvector import index_name
    from bowerbird.storage.vectors.proposals import DatabaseProposer

    home = tmp_path / "home"
    overrides: dict[str, dict[str, Any]] = {
        "sync": {"interval_s": 0},
        "embed": {"provider": "fake"},
        "query": {"ann_threshold": THRESHOLD},
        "index": {"url": postgres_url},
    }
    bower = Bower(home, overrides=overrides)
    try:
        assert bower._store.index.approximate_search, "pgserver ships pgvector"
        texts = _fill(bower, 120)
        queries = [texts[i][10:60] for i in range(0, 120, 12)] + ["quartz raven harbor"]
        _same_answers(bower, queries)
        live = _graph(bower)
        assert isinstance(live.ann, DatabaseProposer) and live.matrix is None
        assert bower.status().embeddings["search"] == "pgvector"
        index: Any = bower._store.index
        names = index._tuples(
            "SELECT indexname FROM pg_indexes WHERE schemaname = ?", (index.schema,)
        )
        model = FakeEmbedder().fingerprint
        assert (index_name(model, FakeEmbedder().dimension),) in names
        # A write, an edit by hand and a deletion are searched at once: no graph to patch.
        bower.import_records([ImportRecord("The obsidian heron relay listens on port 6553.")])
        edited = next(p for p in (home / "tree").rglob("*.md") if "port 7003" in p.read_text())
        edited.write_text(edited.read_text().replace("port 7003", "port 9003 beside the obsidian"))
        gone = next(
            m.id for m in bower.memories(limit=200) if "port 7004." in bower.get(m.id).content
        )
        bower.forget(gone, hard=True)
        bower.sync()
        bower.embed()
        _same_answers(bower, [*queries, "obsidian heron relay port", "port 9003 obsidian"])
        top = bower.query("obsidian heron relay listens", use_cache=False).results[0]
        assert "6553" in top.snippet
        assert not (home / DIRECTORY).exists(), "nothing built in the process"
        # The home shrinks below the threshold: exact search again, from the same vectors.
        for summary in bower.memories(limit=200)[: 121 - THRESHOLD + 2]:
            bower.forget(summary.id, hard=True)
        assert not _graph(bower).approximate
    finally:
        bower.close()
