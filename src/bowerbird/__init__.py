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
    InputError,
    LockTimeoutError,
    MemoryFileError,
    NotFoundError,
    SettingsError,
    UsageError,
)
from .gather.curate import Action, CurateOptions, CurateResult
from .gather.importing import ImportRecord
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
from .services.timeparse import format_time, parse_time, parse_when
from .settings import Maturity, MemoryType, Settings, load_settings
from .storage.note import Memory, Relation
from .storage.snapshots import Snapshot
from .storage.sync import SyncReport

__version__ = "0.1.0"

__all__ = [
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
    "InputError",
    "LockTimeoutError",
    "Maturity",
    "Memory",
    "MemoryFileError",
    "MemoryPage",
    "MemorySummary",
    "MemoryType",
    "NotFoundError",
    "QueryOptions",
    "QueryResult",
    "Rejected",
    "Relation",
    "ReviewItem",
    "SearchHit",
    "Settings",
    "SettingsError",
    "Snapshot",
    "Status",
    "SyncReport",
    "UsageError",
    "__version__",
    "format_time",
    "load_settings",
    "parse_time",
    "parse_when",
]
