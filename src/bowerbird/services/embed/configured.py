"""The embedder that ``[embed]`` configures."""

from __future__ import annotations

from collections.abc import Mapping
from pathlib import Path

from ...errors import ConfigError
from ...settings import EmbedSettings
from ..extras import require
from .local import FakeEmbedder, OnnxEmbedder, default_embedder
from .protocol import Embedder
from .remote import OpenAIEmbedder


def make_embedder(settings: EmbedSettings, env: Mapping[str, str] | None = None) -> Embedder | None:
    """The embedder configured in ``[embed]`` (``None`` for ``provider = "none"``).

    Building one is cheap: models load on first use.
    """
    import os

    environ = os.environ if env is None else env
    provider, batch = settings.provider, settings.batch_size
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
