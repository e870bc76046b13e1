"""Embedders: text → L2-normalised float32 vectors.

Every embedder has a ``fingerprint`` (provider, model, dimension, chunking). The index stores it
with each vector; when the configured embedder's fingerprint differs, memories are re-embedded.

- ``protocol``: the ``Embedder`` protocol and the ``Vectors`` type — what the rest needs.
- ``chunks``: a long text cut into windows the model reads whole.
- ``local``: ``OnnxEmbedder``, ``default_embedder()`` (the shipped MiniLM), ``FakeEmbedder``.
- ``remote``: ``OpenAIEmbedder`` (an OpenAI-compatible server; the ``openai`` extra).
- ``child``: ``ChildEmbedder``, a local model in a child process (the resident's).
- ``configured``: ``make_embedder``, the one ``[embed]`` names.
"""

from .configured import keep_models_in_child, make_embedder, make_fallbacks, select_provider
from .local import (
    BATCH_TOKENS,
    DEFAULT_MODEL_SHA256,
    MAX_TOKENS,
    TOKENIZER_SHA256,
    FakeEmbedder,
    OnnxEmbedder,
    default_embedder,
    shipped_tokenizer,
)
from .protocol import Embedder, unit_rows
from .remote import OpenAIEmbedder

__all__ = [
    "BATCH_TOKENS",
    "DEFAULT_MODEL_SHA256",
    "MAX_TOKENS",
    "TOKENIZER_SHA256",
    "Embedder",
    "FakeEmbedder",
    "OnnxEmbedder",
    "OpenAIEmbedder",
    "default_embedder",
    "keep_models_in_child",
    "make_embedder",
    "make_fallbacks",
    "select_provider",
    "shipped_tokenizer",
    "unit_rows",
]
