"""Every row type the index hands out or takes in, and the time conversions they use.

One module below ``base`` (the ``Index`` protocol) and ``layers`` (the journal and message
reads), so the protocols and the back ends import rows without importing each other.
"""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from datetime import UTC, datetime, timedelta
from typing import Any, NamedTuple

# Rows are records passed along, never compared: ``eq=False`` spares generating (and, at every
# command's start-up, compiling) methods nothing calls.


_EPOCH = datetime(1970, 1, 1, tzinfo=UTC)
# The milliseconds of the first and the last instant a datetime holds (years 1 and 9999).
_FIRST_MS = (datetime.min.replace(tzinfo=UTC) - _EPOCH) // timedelta(milliseconds=1)
_LAST_MS = (datetime.max.replace(tzinfo=UTC) - _EPOCH) // timedelta(milliseconds=1)


def to_ms(value: datetime | None) -> int | None:
    """A datetime as Unix milliseconds (``None`` stays ``None``); any datetime at all — a
    naive one is local time, as ``timestamp`` reads it, except where the local zone's rules
    do not reach (year 1, year 9999: read as UTC) — within what a datetime holds (an offset
    past the first or the last instant is clamped to it)."""
    if value is None:
        return None
    try:
        ms = int(value.timestamp() * 1000)
    except (ValueError, OverflowError, OSError):
        aware = value if value.tzinfo is not None else value.replace(tzinfo=UTC)
        ms = (aware - _EPOCH) // timedelta(milliseconds=1)
    return min(max(ms, _FIRST_MS), _LAST_MS)


def from_ms(value: int | None) -> datetime | None:
    """Unix milliseconds as an aware UTC datetime (``None`` stays ``None``)."""
    return None if value is None else datetime.fromtimestamp(value / 1000, tz=UTC)


class FileRow(NamedTuple):
    """What the index knows of one tree file (a NamedTuple: ten thousand are built per scan)."""

    path: str
    mtime_ns: int
    size: int
    sha256: str
    memory_id: str | None
    error: str | None
    indexed_ns: int = 0


@dataclass(frozen=True, slots=True, eq=False)
class MemoryRow:
    """One memory as the index holds it: what ranking, dedupe and listings read.

    Times are Unix milliseconds (UTC). ``key`` is the back end's integer handle.
    """

    key: int
    id: str
    type: str
    title: str
    content: str
    path: str
    maturity: str
    tags_json: str
    source: str
    created: int
    updated: int
    access_time: int
    observed_at: int | None
    importance: float
    decay_rate: float
    superseded_by: str | None
    words: int = 0  # words of title and content (length normalisation)
    agent: str = "default"  # the agent whose memory it is (namespaces)
    access_count: int = 0  # as the file holds it (access.log adds what a dream has not folded)
    confidence: float = 1.0
    keywords_json: str = "[]"
    # The caller's curate ``metadata`` (seed 001's CurateRequest), JSON text; None without.
    metadata_json: str | None = None

    @property
    def tags(self) -> list[str]:
        tags: list[str] = json.loads(self.tags_json)
        return tags

    @property
    def keywords(self) -> list[str]:
        keywords: list[str] = json.loads(self.keywords_json)
        return keywords

    @property
    def about_ms(self) -> int:
        """When the memory is about: observed, else created."""
        return self.observed_at if self.observed_at is not None else self.created


@dataclass(frozen=True, eq=False)
class PendingText:
    """A memory whose present text has no vector from the configured model yet."""

    id: str
    title: str
    content: str
    text_hash: str


class VectorKey(NamedTuple):
    """``(key, text_hash, flags)`` of a memory with a current vector; flags: bit 0 archived,
    bit 1 superseded (the default filters, applied to the matrix as a mask)."""

    key: int
    text_hash: str
    flags: int


class Changes(NamedTuple):
    """Where the index's change log stands (``seq`` in the log of index ``index_id``) and the
    keys of memories written, deleted or given a vector since the point asked about;
    ``keys`` is ``None`` when the log cannot tell (another index, or entries pruned): compare
    everything instead."""

    index_id: str
    seq: int
    keys: list[int] | None


class StoredVector(NamedTuple):
    """A ``VectorKey`` with its vectors: float32 little-endian bytes, one row per chunk, and
    the chunks' line ranges as JSON (``None``: one row for the whole text)."""

    key: int
    vector: bytes
    flags: int
    text_hash: str
    spans: str | None = None


class VectorRow(NamedTuple):
    """What ``put_vectors`` stores for one text: its hash, its rows' bytes, its spans JSON."""

    text_hash: str
    vector: bytes
    spans: str | None = None


@dataclass(frozen=True, eq=False)
class CachedAnswer:
    """One row of the query cache (tiers 0-2), for one index generation."""

    key: str
    options: str
    terms: list[str]  # sorted, so the stored form is stable
    model: str | None
    vector: bytes | None
    result: list[list[Any]]


@dataclass(eq=False)
class IndexCounts:
    """What ``bower status`` counts."""

    memories: int
    by_type: dict[str, int]
    by_maturity: dict[str, int]
    superseded: int
    relations: int
    audit_events: int
    files: int = 0
    file_bytes: int = 0
    by_agent: dict[str, int] = field(default_factory=dict)
    avg_importance: float = 0.0


@dataclass(eq=False)
class Tally:
    """The memories of one agent (or every agent) by state: live ones by type, maturity and
    folder, how many are archived or superseded, and the relations they hold."""

    live_by_type: dict[str, int]
    live_by_maturity: dict[str, int]
    live_by_folder: dict[str, int]  # the first directory of the tree path ('' at the top)
    archived: int
    superseded: int
    relations: int
    # The dream's summaries among the live ones, by type (they are ``context`` files): a
    # count by type shows memories, and summaries apart.
    summaries_by_type: dict[str, int] = field(default_factory=dict)

    @property
    def live(self) -> int:
        """Live memories, the dream's summaries among them."""
        return sum(self.live_by_type.values())

    @property
    def summaries(self) -> int:
        """The dream's live summaries."""
        return sum(self.summaries_by_type.values())

    def kinds(self) -> dict[str, int]:
        """Live memories by type, the dream's summaries left out (counted apart)."""
        out = {k: n - self.summaries_by_type.get(k, 0) for k, n in self.live_by_type.items()}
        return {k: n for k, n in sorted(out.items()) if n}


@dataclass(frozen=True, slots=True, eq=False)
class ChunkRow:
    """One indexed chunk of a plain markdown file (the journal, ``[files] paths``).

    ``path`` is ``<source>/<relative path>``; lines are the file's, 1-based, inclusive;
    ``about`` (Unix ms) is the day a daily log is named for, else the file's mtime.
    """

    key: int
    path: str
    start_line: int
    end_line: int
    heading: str
    text: str
    text_hash: str
    words: int
    about: int
    modified: int

    @property
    def ref(self) -> str:
        """``path:start-end``, how a chunk is cited (and its id in search results)."""
        return f"{self.path}:{self.start_line}-{self.end_line}"


@dataclass(frozen=True, eq=False)
class ChunkText:
    """A chunk as the journal scan hands it to the index (``put_journal_file``)."""

    start_line: int
    end_line: int
    heading: str
    text: str
    text_hash: str
    words: int


@dataclass(frozen=True, slots=True, eq=False)
class MessageRow:
    """One raw conversation message as the index holds it (``at`` in Unix ms)."""

    key: int
    id: str  # <session>:<agent>:<n>
    path: str
    session: str
    agent: str
    role: str
    content: str
    at: int
    n: int
    write_key: str = ""  # what a re-run recognises it by ("": none); not read back by queries


class SessionRow(NamedTuple):
    """A session: its id, the agents that spoke in it, first and last message, how many."""

    session: str
    agents: list[str]
    first_ms: int
    last_ms: int
    messages: int
