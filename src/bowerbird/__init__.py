"""bowerbird — local-first long-term memory for AI agents.

This module is the public API: the ``Bower`` facade, the options it takes, the results it
returns and the errors it raises. Front ends (the CLI, the MCP server, benchmarks) import from
here only; everything in the sub-packages is an implementation detail.
"""

from .arrange.change import Change, DreamReport, ReviewItem
from .bower import Bower
from .errors import (
    BowerError,
    ConfigError,
    IndexError_,
    IndexUnavailable,
    InputError,
    LockTimeoutError,
    MemoryFileError,
    NotFoundError,
    SettingsError,
    UsageError,
)
from .gather.curate import Action, CurateOptions, CurateResult
from .gather.importing import ImportRecord
from .gather.journal import JournalEntry
from .journaling import Journal
from .results import (
    BatchResult,
    Browse,
    Checkup,
    Explanation,
    FileLines,
    Forgotten,
    HistoryEvent,
    MemoryPage,
    MemorySummary,
    Rejected,
    Status,
)
from .retrieve.context import ContextBlock
from .retrieve.results import QueryOptions, QueryResult, SearchHit
from .retrieve.session import SessionStart
from .services.compaction import (
    NO_REPLY,
    PruneReport,
    PruneSettings,
    ReplyGate,
    flush_prompts,
    is_no_reply,
    prune_tool_results,
    should_flush,
)
from .services.timeparse import format_time, parse_time, parse_when
from .settings import Maturity, MemoryType, Settings, load_settings
from .storage.note import Memory, Relation
from .storage.snapshots import Snapshot
from .storage.sync import SyncReport

__version__ = "0.1.0"

__all__ = [
    "NO_REPLY",
    "Action",
    "BatchResult",
    "Bower",
    "BowerError",
    "Browse",
    "Change",
    "Checkup",
    "ConfigError",
    "ContextBlock",
    "CurateOptions",
    "CurateResult",
    "DreamReport",
    "Explanation",
    "FileLines",
    "Forgotten",
    "HistoryEvent",
    "ImportRecord",
    "IndexError_",
    "IndexUnavailable",
    "InputError",
    "Journal",
    "JournalEntry",
    "LockTimeoutError",
    "Maturity",
    "Memory",
    "MemoryFileError",
    "MemoryPage",
    "MemorySummary",
    "MemoryType",
    "NotFoundError",
    "PruneReport",
    "PruneSettings",
    "QueryOptions",
    "QueryResult",
    "Rejected",
    "Relation",
    "ReplyGate",
    "ReviewItem",
    "SearchHit",
    "SessionStart",
    "Settings",
    "SettingsError",
    "Snapshot",
    "Status",
    "SyncReport",
    "UsageError",
    "__version__",
    "flush_prompts",
    "format_time",
    "is_no_reply",
    "load_settings",
    "parse_time",
    "parse_when",
    "prune_tool_results",
    "should_flush",
]
