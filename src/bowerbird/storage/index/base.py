"""The ``Index`` protocol: everything the rest of bowerbird asks of an index back end.

An index is a derived, rebuildable cache of the tree. Reads are methods of ``Index``; every
change happens inside ``with index.write() as tx:`` — one transaction, committed when the block
ends and rolled back if it raises — through the methods of ``IndexWriter``. Nothing outside
``storage/index/`` sees a connection, a cursor or SQL text, so a second back end (Postgres +
pgvector) can stand beside SQLite without touching the motions.

Memories are addressed two ways: by ``id`` (the stable name in the file) and by ``key``, a
small integer the back end assigns (SQLite's rowid), used where thousands of candidates are
ranked and joined in one query.
"""

from __future__ import annotations

import json
from collections.abc import Iterator, Sequence
from contextlib import AbstractContextManager
from dataclasses import dataclass
from typing import Any, Literal, Protocol

from ..files.note import Memory
from .layers import JournalIndex, MessageIndex
from .rows import (
    CachedAnswer,
    Changes,
    ChunkText,
    FileRow,
    IndexCounts,
    MemoryRow,
    MessageRow,
    PendingText,
    StoredVector,
    Tally,
    VectorKey,
    VectorRow,
)

# How a listing is ordered (``Index.list_live``).
ListOrder = Literal["recent", "important", "oldest"]


@dataclass(frozen=True)
class SearchFilters:
    """Restrictions applied inside the index, before ranking and the limit."""

    types: tuple[str, ...] = ()
    tags: tuple[str, ...] = ()
    agent: str | None = None
    include_archived: bool = False
    include_superseded: bool = False
    # Unix ms, on the time a memory is about: observed_at, else created.
    since_ms: int | None = None
    until_ms: int | None = None
    # Only these maturities (e.g. ("archived",) to list what can be restored).
    maturities: tuple[str, ...] = ()

    @property
    def is_default(self) -> bool:
        """True when only the archived/superseded switches can apply."""
        return not (
            self.types
            or self.tags
            or self.agent
            or self.since_ms
            or self.until_ms
            or self.maturities
        )

    def key(self) -> str:
        """A stable string for cache keys."""
        return json.dumps(
            [
                sorted(self.types),
                sorted(self.tags),
                self.agent,
                self.include_archived,
                self.include_superseded,
                self.since_ms,
                self.until_ms,
                sorted(self.maturities),
            ]
        )


# The change log keeps this many entries; a reader further behind compares everything.
CHANGES_KEPT = 200_000
# Entries before the asked point read again (commits out of number order on Postgres).
CHANGES_REREAD = 256


class IndexWriter(Protocol):
    """The changes one transaction can make (obtained from ``Index.write``)."""

    def upsert_memory(self, memory: Memory) -> None:
        """Insert or update ``memory`` (by id) and replace its outgoing relations."""

    def delete_memory(self, memory_id: str) -> None:
        """Remove a memory and its outgoing relations."""

    def put_file(self, row: FileRow) -> None:
        """Record what the scan saw of one tree file (stamped with the time of indexing)."""

    def delete_file(self, path: str) -> None:
        """Forget a tree file."""

    def add_audit(self, events: list[dict[str, Any]]) -> None:
        """Mirror audit events (``audit.jsonl`` is the durable record)."""

    def clear_audit(self) -> None:
        """Drop the audit mirror (the log was truncated or replaced)."""

    def set_meta(self, key: str, value: str) -> None:
        """Set one value of the index's own bookkeeping."""

    def delete_meta(self, key: str) -> None:
        """Remove one value of the index's own bookkeeping."""

    def put_vectors(self, model: str, dimension: int, rows: list[VectorRow]) -> None:
        """Store each text's vectors (and chunk spans); bumps the generation (vectors change
        answers)."""

    def prune_vectors(self, older_than_ms: int) -> int:
        """Drop vectors no memory's present text uses, made before ``older_than_ms``."""

    def drop_vectors(self, model: str, text_hashes: list[str]) -> None:
        """Forget these vectors (found damaged): their memories are embedded again."""

    def erase_texts(self, text_hashes: list[str]) -> int:
        """Forget erased texts: their vectors of every model (unless a memory still has the
        same text) and every cached answer. Returns the vectors dropped."""

    def bump_access(self, ids: list[str], when_ms: int) -> None:
        """Count one retrieval of each id."""

    def replace_access(self, counts: dict[str, tuple[int, int]]) -> None:
        """Replace every access count: id → (count, last access ms)."""

    def put_cached_answer(self, generation: int, answer: CachedAnswer, keep: int) -> None:
        """Remember a query's answer for ``generation``; older generations and all but the
        ``keep`` newest answers are dropped."""

    def clear_derived(self) -> None:
        """Empty everything rebuilt from the tree (vectors are kept)."""

    def put_journal_file(self, row: FileRow, chunks: list[ChunkText] | None, about_ms: int) -> None:
        """Record a journal file; with ``chunks``, replace its chunks (``None``: the text is
        unchanged or unreadable — an unreadable file's chunks are dropped when ``row.error``)."""

    def delete_journal_file(self, path: str) -> None:
        """Forget a journal file and its chunks."""

    def put_message_file(self, row: FileRow, messages: list[MessageRow] | None) -> None:
        """Record a message file; with ``messages``, replace its messages."""

    def delete_message_file(self, path: str) -> None:
        """Forget a message file and its messages."""


class Index(JournalIndex, MessageIndex, Protocol):
    """An index back end (``SqliteIndex`` today). Safe to share between threads."""

    recovered_from: str | None  # set when a corrupt index was moved aside at open
    # The back end searches vectors approximately itself (``nearest_keys``): pgvector's HNSW
    # on Postgres; SQLite homes keep an in-process graph instead (``storage/vectors/ann.py``).
    approximate_search: bool

    def close(self) -> None:
        """Release the connection."""

    def shrink(self) -> None:
        """Give back the memory the connection caches (an idle process); nothing is lost."""

    def write(self) -> AbstractContextManager[IndexWriter]:
        """One write transaction (commit at the end, roll back on an exception)."""

    def compact(self) -> bool:
        """Rewrite the files without the bytes of deleted rows (an erase); False when the
        back end cannot (a server vacuums on its own schedule)."""

    # ---------------------------------------------------------------- bookkeeping

    def get_meta(self, key: str) -> str | None:
        """One value of the index's own bookkeeping."""

    def generation(self) -> int:
        """A counter bumped by every change that can alter a query's answer."""

    def schema_versions(self) -> list[str]:
        """Names of the migrations applied, in order."""

    def size_bytes(self) -> int:
        """Space the index takes on disk."""

    # ---------------------------------------------------------------- files

    def file_rows(self, paths: Sequence[str] | None = None) -> dict[str, FileRow]:
        """Every file the index knows, by path (only those of ``paths`` when given)."""

    def bad_files(self) -> list[tuple[str, str]]:
        """``(path, reason)`` of files that could not be parsed."""

    # ---------------------------------------------------------------- memories

    def memory_path(self, memory_id: str) -> str | None:
        """The tree path of a memory, or ``None`` if the id is unknown."""

    def memory_count(self) -> int:
        """How many memories (of any state) are indexed."""

    def live_ids(self) -> dict[int, str]:
        """key → id of every memory neither archived nor superseded."""

    def list_live(
        self,
        order: ListOrder,
        limit: int,
        offset: int = 0,
        filters: SearchFilters | None = None,
        folder: str | None = None,
    ) -> tuple[list[MemoryRow], int]:
        """A page of memories, newest / most important / oldest first, and how many match in
        all. Live ones only unless ``filters`` says otherwise; ``folder`` is the first
        directory of the tree path (a category)."""

    def top_keys(self, order: ListOrder, limit: int, filters: SearchFilters) -> list[int]:
        """The keys of the first ``limit`` memories ``list_live`` lists for ``filters``,
        without counting every match: a broad question needs a kind's or a tag's leading
        members, not how many there are (a count reads them all)."""

    def folders(self) -> dict[str, int]:
        """Live memories per top-level folder of the tree (the categories)."""

    def agents(self) -> dict[str, int]:
        """Memories (of any state) per agent."""

    def rows_by_key(self, keys: list[int]) -> dict[int, MemoryRow]:
        """Memory rows for ``keys`` (unknown keys are left out)."""

    def rows_by_id(self, ids: list[str]) -> dict[str, MemoryRow]:
        """Memory rows for ``ids`` (unknown ids are left out)."""

    def find_live_by_content(self, content: str, agent: str | None = None) -> MemoryRow | None:
        """A live memory whose content is exactly ``content`` (of ``agent`` when given)."""

    def counts(self) -> IndexCounts:
        """Counts by type and maturity, relations, audit events, files."""

    def file_count(self) -> int:
        """How many tree files are indexed (memories and unparsable files)."""

    def tally(self, agent: str | None = None) -> Tally:
        """``agent``'s memories (every agent's with ``None``) by state, and their relations."""

    # ---------------------------------------------------------------- search

    def search_keywords(
        self, terms: list[str], limit: int, filters: SearchFilters
    ) -> list[tuple[int, float]]:
        """``(key, strength)`` of memories matching any of ``terms``, strongest first (BM25;
        strength grows with relevance); filters apply before the limit."""

    def document_frequency(self, term: str) -> int:
        """How many memories contain ``term`` (the index's own tokenizer)."""

    def prefix_keys(self, prefix: str, limit: int) -> list[int]:
        """Keys of at most ``limit`` memories holding a word that starts with ``prefix`` (a
        single word; the index's own prefix search)."""

    def term_stats(
        self, terms: list[str], keys: list[int]
    ) -> tuple[int, dict[str, tuple[int, set[int]]]]:
        """Corpus size, and per term: its document frequency and which of ``keys`` hold it."""

    def allowed_keys(self, filters: SearchFilters) -> list[int]:
        """Keys of memories passing ``filters``."""

    def neighbours(self, keys: list[int]) -> dict[int, dict[int, float]]:
        """1-hop graph around ``keys``: key → {linked key: weight}, either direction."""

    def edges_of(self, ids: list[str]) -> list[tuple[str, str, str, float]]:
        """``(source, target, type, strength)`` of every relation with an end in ``ids``."""

    def hubs(self, limit: int, agent: str | None = None) -> list[tuple[str, int]]:
        """Live memories with the most relations (either end), most first, as
        ``(id, degree)``; only ``agent``'s when one is named."""

    def access_stats(self, ids: list[str]) -> dict[str, tuple[int, int]]:
        """id → (retrievals, last retrieval ms), for ids ever retrieved."""

    def referrers(self, ids: list[str]) -> list[str]:
        """Memories whose links, supersession or history name one of ``ids``."""

    def audit_for(self, memory_id: str) -> list[dict[str, Any]]:
        """Audit events of one memory, oldest first."""

    def cached_answers(self, generation: int) -> list[CachedAnswer]:
        """The query cache of ``generation``, oldest first."""

    # ---------------------------------------------------------------- vectors

    def pending_texts(
        self, model: str, limit: int | None = None, ids: Sequence[str] | None = None
    ) -> list[PendingText]:
        """Memories (of ``ids`` only, when given) whose present text has no vector from
        ``model``."""

    def count_embedded(self, model: str) -> int:
        """Memories whose present text has a vector from ``model``."""

    def current_vectors(self, model: str, keys: list[int] | None = None) -> list[StoredVector]:
        """Every memory (or those of ``keys``) with a vector from ``model`` for its present
        text, by key."""

    def nearest_keys(self, model: str, query: Any, count: int) -> list[int]:
        """Keys of the memories owning the ``count`` vector rows of ``model`` nearest
        ``query`` (a unit float32 vector), nearest first, by the back end's approximate
        search; ``[]`` where it has none (``approximate_search`` false)."""

    def vector_keys(self, model: str, keys: list[int] | None = None) -> list[VectorKey]:
        """``current_vectors`` without the vectors."""

    def changes_since(self, index_id: str, seq: int) -> Changes:
        """Keys of memories changed after ``seq`` of the change log of index ``index_id``
        (written, deleted, archived, superseded, or given a vector): what a follower such as
        the HNSW graph must look at again, without reading every key."""

    def vectors_by_hash(self, model: str, hashes: list[str]) -> dict[str, tuple[bytes, str | None]]:
        """Vectors of ``model`` for these text hashes."""


def iter_chunks(items: list[Any], size: int) -> Iterator[list[Any]]:
    """``items`` in slices of ``size`` (back ends cap the parameters of one statement)."""
    for start in range(0, len(items), size):
        yield items[start : start + size]
