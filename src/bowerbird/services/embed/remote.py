"""``OpenAIEmbedder``: an OpenAI-compatible ``/embeddings`` endpoint (the ``openai`` extra)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ...errors import ConfigError
from .chunks import chunk_mark, estimate_tokens
from .protocol import unit_rows

if TYPE_CHECKING:
    from .protocol import Vectors


class OpenAIEmbedder:
    """An OpenAI-compatible ``POST {base_url}/embeddings`` endpoint, through the ``openai`` SDK
    (its retries with backoff and ``Retry-After`` apply, ``max_retries`` times).

    The dimension is learned from the first answer; the fingerprint names the endpoint's model,
    so pointing at another model re-embeds.
    """

    def __init__(
        self,
        base_url: str,
        model: str,
        *,
        api_key: str | None = None,
        timeout_s: float = 30.0,
        batch_size: int = 64,
        max_retries: int = 2,
    ) -> None:
        self.base_url = base_url.rstrip("/")
        self.url = self.base_url + "/embeddings"
        self.model = model
        self.api_key = api_key
        self.timeout_s = timeout_s
        self.batch_size = batch_size
        self.max_retries = max_retries
        self._dimension: int | None = None
        self._client: Any = None

    # Remote models read thousands of tokens, but retrieval wants seed 002's ~400-token
    # chunks; their tokenizer is not here, so tokens are estimated from characters.
    window = 400

    @property
    def fingerprint(self) -> str:
        # The endpoint is part of it: two servers may serve different weights under one name.
        return f"openai:{self.base_url}:{self.model}:{self.dimension}:{chunk_mark(self.window)}"

    def count_tokens(self, texts: list[str]) -> list[int]:
        return estimate_tokens(texts)

    @property
    def dimension(self) -> int:
        if self._dimension is None:
            self._dimension = int(self.embed(["dimension probe"]).shape[1])
        return self._dimension

    def _post(self, texts: list[str]) -> list[list[float]]:
        import openai  # only when this provider is configured and used

        if self._client is None:
            self._client = openai.OpenAI(
                base_url=self.base_url,
                api_key=self.api_key or "not-needed",
                timeout=self.timeout_s,
                max_retries=self.max_retries,
            )
        try:
            reply = self._client.embeddings.create(
                model=self.model, input=texts, encoding_format="float"
            )
            items = sorted(reply.data, key=lambda d: d.index)
            vectors = [list(map(float, d.embedding)) for d in items]
        except openai.APIStatusError as exc:
            raise ConfigError(
                f"embedding endpoint {self.url} answered HTTP {exc.status_code}",
                hint="Check [embed] base_url, model and the API key variable named by "
                "[embed] api_key_env.",
            ) from exc
        except (openai.APIError, ValueError, KeyError, TypeError, AttributeError) as exc:
            raise ConfigError(
                f"embedding endpoint {self.url} failed: {exc}",
                hint="Is the server running and OpenAI-compatible? Keyword search works "
                'without it: use --fast, or set [embed] provider = "none".',
            ) from exc
        if len(vectors) != len(texts):
            raise ConfigError(
                f"embedding endpoint {self.url} returned {len(vectors)} vectors "
                f"for {len(texts)} texts"
            )
        return vectors

    def embed(self, texts: list[str]) -> Vectors:
        import numpy as np

        if not texts:
            return np.zeros((0, self._dimension or 0), dtype=np.float32)
        rows: list[list[float]] = []
        for start in range(0, len(texts), self.batch_size):
            rows.extend(self._post(texts[start : start + self.batch_size]))
        matrix = np.array(rows, dtype=np.float32)
        self._dimension = int(matrix.shape[1])
        return unit_rows(matrix)
