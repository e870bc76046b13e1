"""The index's plain-markdown and message layers: their reads (part of every ``Index``;
``base.py`` holds the memory side, ``rows.py`` every row type)."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Protocol

from .rows import ChunkRow, FileRow, MessageRow, SessionRow, StoredVector, VectorKey


class JournalIndex(Protocol):
    """The reads of indexed plain markdown (part of every ``Index``)."""

    def journal_files(self) -> dict[str, FileRow]:
        """Every journal file the index knows, by ``<source>/<relative>`` path."""

    def chunk_count(self) -> int:
        """How many chunks are indexed."""

    def chunk_counts(self) -> dict[str, int]:
        """Chunks per journal file."""

    def chunks_by_key(self, keys: list[int]) -> dict[int, ChunkRow]:
        """Chunk rows for ``keys`` (unknown keys are left out)."""

    def chunks_of(self, path: str) -> list[ChunkRow]:
        """The chunks of one journal file, in line order."""

    def search_chunks(
        self, terms: list[str], limit: int, since_ms: int | None, until_ms: int | None
    ) -> list[tuple[int, float]]:
        """``(key, strength)`` of chunks matching any of ``terms``, strongest first (BM25)."""

    def chunk_term_stats(
        self, terms: list[str], keys: list[int]
    ) -> tuple[int, dict[str, tuple[int, set[int]]]]:
        """``term_stats`` over chunks: their number, and per term its document frequency and
        which of ``keys`` hold it."""

    def chunk_keys_between(self, since_ms: int | None, until_ms: int | None) -> list[int]:
        """Keys of chunks whose ``about`` lies in ``[since, until)``."""

    def pending_chunks(self, model: str, limit: int | None = None) -> list[ChunkRow]:
        """Chunks whose text has no vector from ``model`` (one per distinct text)."""

    def chunk_vectors(self, model: str) -> list[StoredVector]:
        """Every chunk with a vector from ``model``, by key (flags always 0)."""

    def chunk_vector_keys(self, model: str) -> list[VectorKey]:
        """``chunk_vectors`` without the vectors."""


class MessageIndex(Protocol):
    """The reads of raw conversation messages (part of every ``Index``)."""

    def message_files(self) -> dict[str, FileRow]:
        """Every message file the index knows, by its path under ``<home>/messages``."""

    def stored_keys(self, agent: str, keys: Sequence[str]) -> dict[str, str]:
        """Which of ``keys`` ``agent``'s messages were stored under, with the (first) message
        id of each."""

    def last_message(self) -> tuple[str, int] | None:
        """``(session, at ms)`` of the newest message of any agent."""

    def search_messages(
        self, terms: list[str], agent: str | None, limit: int
    ) -> list[tuple[MessageRow, float]]:
        """Messages matching any of ``terms`` (of ``agent``, or all), strongest first (BM25)."""

    def session_messages(self, session: str, agent: str | None) -> list[MessageRow]:
        """The messages of one session in order (of ``agent``, or all)."""

    def sessions(self, agent: str | None) -> list[SessionRow]:
        """Sessions (where ``agent`` spoke, or all), oldest first."""
