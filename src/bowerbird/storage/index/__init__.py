"""Index back ends behind one protocol (``base.Index``); SQLite is the embedded default.

This folder is the only place in bowerbird that holds SQL.
"""

from .base import Index, IndexWriter, ListOrder, SearchFilters
from .rows import (
    CachedAnswer,
    Changes,
    ChunkRow,
    ChunkText,
    FileRow,
    IndexCounts,
    MemoryRow,
    MessageRow,
    PendingText,
    SessionRow,
    StoredVector,
    Tally,
    VectorKey,
    VectorRow,
    from_ms,
    to_ms,
)
from .sqlite import SqliteIndex
from .sqlite_db import damaged, move_aside
from .sqlite_journal import VECTORS_PER_FILE, embeddable

__all__ = [
    "VECTORS_PER_FILE",
    "CachedAnswer",
    "Changes",
    "ChunkRow",
    "ChunkText",
    "FileRow",
    "Index",
    "IndexCounts",
    "IndexWriter",
    "ListOrder",
    "MemoryRow",
    "MessageRow",
    "PendingText",
    "SearchFilters",
    "SessionRow",
    "SqliteIndex",
    "StoredVector",
    "Tally",
    "VectorKey",
    "VectorRow",
    "damaged",
    "embeddable",
    "from_ms",
    "move_aside",
    "to_ms",
]
