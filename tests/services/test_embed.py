"""Embedders: the deterministic fake, and the real default model (loaded from installed files)."""

from __future__ import annotations

import hashlib
from pathlib import Path

import numpy as np
import pytest

from bowerbird.errors import ConfigError
from bowerbird.services.embed import (
    BATCH_TOKENS,
    TOKENIZER_SHA256,
    FakeEmbedder,
    OnnxEmbedder,
    default_embedder,
    keep_models_in_child,
    make_embedder,
    shipped_tokenizer,
)
from bowerbird.services.embed.child import ChildEmbedder


def test_fake_embedder_is_deterministic_normalised_and_word_sensitive() -> None:
    fake = FakeEmbedder(64)
    a, b, c = fake.embed(["the staging key rotates", "staging key rotation", "pizza party"])
    assert np.allclose(fake.embed(["the staging key rotates"])[0], a)
    assert a.dtype == np.float32 and abs(float(np.linalg.norm(a)) - 1) < 1e-5
    assert float(a @ b) > float(a @ c)
    assert fake.fingerprint == "fake:hashed-words:64:chunks400-80"


def test_shipped_tokenizer_is_the_pinned_file() -> None:
    data = shipped_tokenizer().read_bytes()
    assert len(data) == 466_247
    assert hashlib.sha256(data).hexdigest() == TOKENIZER_SHA256


@pytest.fixture(scope="module")
def minilm() -> OnnxEmbedder:
    model = default_embedder()
    model.load()
    return model


def test_default_model_embeds_meaning(minilm: OnnxEmbedder) -> None:
    vectors = minilm.embed(
        [
            "We moved off lambda to fargate because of cold starts.",
            "Why did we stop using AWS Lambda?",
            "My sister adopted a kitten last weekend.",
        ]
    )
    assert vectors.shape == (3, 384) and vectors.dtype == np.float32
    assert np.allclose(np.linalg.norm(vectors, axis=1), 1.0, atol=1e-5)
    related, unrelated = float(vectors[0] @ vectors[1]), float(vectors[0] @ vectors[2])
    assert related > 0.4 > unrelated
    assert minilm.fingerprint == "onnx:all-MiniLM-L6-v2-int8:384:chunks254-50"


def test_batching_does_not_change_vectors(minilm: OnnxEmbedder) -> None:
    texts = [f"note number {i} about topic {i % 3}" for i in range(40)]
    together = minilm.embed(texts)
    alone = np.vstack([minilm.embed([t]) for t in texts[:3]])
    assert np.allclose(together[:3], alone, atol=1e-4)


def test_long_texts_go_to_the_model_a_few_at_a_time(
    minilm: OnnxEmbedder, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A batch is sized by its padded tokens: 32 full windows in one call cost 16 s and
    +630 MB where pairs cost 7.4 s and +60 MB; short texts still go many at a time."""
    session = minilm._session
    shapes: list[tuple[int, int]] = []

    class Spy:
        def run(self, names: object, feeds: dict[str, np.ndarray]) -> object:
            shapes.append(feeds["input_ids"].shape)
            return session.run(names, feeds)  # type: ignore[attr-defined]

    monkeypatch.setattr(minilm, "_session", Spy())
    long = [
        f"paragraph {i} " + "the ledger exporter retries throttled writes " * 60 for i in range(6)
    ]
    short = [f"note {i} on topic {i % 3}" for i in range(40)]
    together = minilm.embed([*long, *short])
    assert all(rows * width <= BATCH_TOKENS or rows == 1 for rows, width in shapes)
    assert max(rows for rows, _ in shapes) >= 16  # short texts are not sent one by one
    alone = np.vstack([minilm.embed([t]) for t in long[:2] + short[:2]])
    assert np.allclose(together[[0, 1, 6, 7]], alone, atol=1e-4)


def test_long_text_is_truncated_not_rejected(minilm: OnnxEmbedder) -> None:
    assert minilm.embed(["word " * 5000]).shape == (1, 384)


def test_tampered_model_is_refused(tmp_path: Path) -> None:
    fake_model = tmp_path / "model.onnx"
    fake_model.write_bytes(b"not the model")
    embedder = OnnxEmbedder(fake_model, shipped_tokenizer(), "x", expected_sha256="0" * 64)
    with pytest.raises(ConfigError, match="sha256"):
        embedder.embed(["hello"])


def test_missing_model_file_names_the_path(tmp_path: Path) -> None:
    embedder = OnnxEmbedder(tmp_path / "absent.onnx", shipped_tokenizer(), "x")
    with pytest.raises(ConfigError, match=r"absent\.onnx"):
        embedder.embed(["hello"])


def test_a_model_let_go_loads_again_and_gives_the_same_vectors() -> None:
    # An idle resident lets the model go (its ~150 MiB); the next embed must not notice.
    embedder = default_embedder()
    assert embedder.unload() is False  # nothing loaded yet
    before = embedder.embed(["the allotment's water is back on"])
    assert embedder.unload() is True and embedder.unload() is False
    after = embedder.embed(["the allotment's water is back on"])
    assert np.allclose(before, after)
    assert embedder.count_tokens(["two words"]) == [2]


def test_a_model_in_a_child_process_gives_the_same_vectors_and_leaves_with_it(
    minilm: OnnxEmbedder, tmp_path: Path
) -> None:
    # The resident's embedder: the model's memory leaves with the child when it is let go.
    child = ChildEmbedder(default_embedder())
    texts = ["We moved off lambda to fargate.", "", "the allotment's water is back on"]
    assert np.allclose(child.embed(texts), minilm.embed(texts), atol=1e-6)
    assert child.fingerprint == minilm.fingerprint and child.window == minilm.window
    assert child.count_tokens(["two words", "x"]) == minilm.count_tokens(["two words", "x"])
    running = child._child
    assert running is not None and running.poll() is None
    # Killed from outside (the OOM killer, a stray kill): the next call starts another.
    running.kill()
    running.wait()
    assert np.allclose(child.embed(texts[:1]), minilm.embed(texts[:1]), atol=1e-6)
    assert child.unload() is True and child.unload() is False
    assert child._child is None
    # What the child refuses is the caller's error, with the model's own message and hint.
    broken = ChildEmbedder(OnnxEmbedder(tmp_path / "absent.onnx", shipped_tokenizer(), "x"))
    with pytest.raises(ConfigError, match=r"absent\.onnx") as refused:
        broken.embed(["hello"])
    assert refused.value.hint and "model_dir" in refused.value.hint
    broken.close()


def test_only_local_models_go_to_a_child_once_asked(monkeypatch: pytest.MonkeyPatch) -> None:
    from bowerbird.services.embed import configured
    from bowerbird.settings import EmbedSettings

    monkeypatch.setattr(configured, "_IN_CHILD", False)
    assert isinstance(make_embedder(EmbedSettings(provider="default")), OnnxEmbedder)
    keep_models_in_child()
    assert isinstance(make_embedder(EmbedSettings(provider="default")), ChildEmbedder)
    assert isinstance(make_embedder(EmbedSettings(provider="fake")), FakeEmbedder)
