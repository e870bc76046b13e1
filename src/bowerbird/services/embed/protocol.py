"""What the rest of bowerbird needs from an embedding model: the ``Embedder`` protocol, the
``Vectors`` type, and unit-length rows. A module of its own, below every embedder and the
chunking, so they import it and never one another."""

from __future__ import annotations

from typing import TYPE_CHECKING, Protocol

if TYPE_CHECKING:
    import numpy as np
    import numpy.typing as npt

    Vectors = npt.NDArray[np.float32]


class Embedder(Protocol):
    """What the rest of bowerbird needs from an embedding model."""

    @property
    def fingerprint(self) -> str:
        """``provider:model:dimension`` — changes whenever vectors would change."""
        ...

    @property
    def dimension(self) -> int: ...

    @property
    def window(self) -> int:
        """Tokens of text the model reads (beyond them it ignores the rest); longer texts are
        embedded in chunks (``services/embed/chunks.py``)."""
        ...

    def count_tokens(self, texts: list[str]) -> list[int]:
        """Tokens of each text as the model counts them (without special tokens)."""
        ...

    def embed(self, texts: list[str]) -> Vectors:
        """One L2-normalised float32 row per text."""
        ...


def unit_rows(matrix: Vectors) -> Vectors:
    """Each row scaled to unit length (a zero row stays zero), as float32."""
    import numpy as np

    norms = np.linalg.norm(matrix, axis=1, keepdims=True)
    norms[norms == 0] = 1.0
    result: Vectors = (matrix / norms).astype(np.float32)
    return result
