"""bowerbird — local-first long-term memory for AI agents.

This module is the public API: the ``Bower`` facade, the options it takes, the results it
returns and the errors it raises. Front ends (the CLI, the MCP server, benchmarks) import from
here only; everything in the sub-packages is an implementation detail.

Names are imported on first use (PEP 562): ``import bowerbird`` alone loads nothing heavy,
so a ``bower query`` that a running ``bower serve`` answers starts in a few milliseconds.
"""

# Not ``typing.TYPE_CHECKING``: importing typing costs a forwarded command ~10 ms (cli/forward.py).
TYPE_CHECKING = False

if TYPE_CHECKING:
    from typing import Any

    from .arrange.change import Change, ChangeKind, DreamReport, ReviewItem
    from .bower.briefing import Briefing
    from .bower.facade import Bower
    from .bower.items import Found, Items, NamespaceMatch
    from .bower.release import source_commit
    from .bower.resident import (
        SERVE_TOKEN_FILE,
        Announcement,
        alive,
        announce_server,
        announced,
        hold_resident_lock,
        home_id,
        proof,
        start_resident,
        stop_server,
        withdraw_server,
    )
    from .bower.results import (
        BatchResult,
        Browse,
        Checkup,
        Counts,
        Explanation,
        Exported,
        Forgotten,
        HistoryEvent,
        ImportReport,
        Linked,
        MemoryPage,
        MemorySummary,
        Reembedded,
        Rejected,
        Status,
    )
    from .bower.scheduling import start_dream_schedule
    from .bower.sessions import SessionLog
    from .bower.watching import keep_watcher, stop_watch, watch_status, watch_tree
    from .conversations.summaries import Summarised
    from .errors import (
        BowerError,
        ConfigError,
        FileSystemError,
        IndexError_,
        IndexUnavailable,
        InputError,
        LockTimeoutError,
        MemoryFileError,
        MissingExtra,
        NotFoundError,
        SettingsError,
        UsageError,
    )
    from .gather.curate import Action, CurateOptions, CurateResult
    from .gather.importing import ImportRecord
    from .gather.items import StoredItem
    from .gather.notes import MAX_TAG_CHARS, MAX_TAGS, MAX_TITLE_CHARS
    from .journal.book import Journal
    from .journal.entries import JournalEntry
    from .journal.session import SessionStart
    from .retrieve.context import ContextBlock, neutral
    from .retrieve.neighbourhood import GraphView
    from .retrieve.relevance import UNKNOWN_NOTE, grade_answer
    from .retrieve.results import QueryOptions, QueryResult, SearchHit
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
    from .services.embed.configured import keep_models_in_child
    from .services.secrets.redact import redact
    from .services.timeparse import format_time, parse_time, parse_when
    from .settings import (
        ExportFormat,
        ImportFormat,
        Maturity,
        MemoryType,
        RelationType,
        Settings,
        load_settings,
    )
    from .storage.disk.private import private_folder
    from .storage.files.lines import FileLines
    from .storage.files.note import Memory, Relation
    from .storage.history.snapshots import Snapshot
    from .storage.index import ListOrder
    from .storage.sync import SyncReport

_WHERE = {
    "Action": ".gather.curate",
    "Announcement": ".bower.resident",
    "alive": ".bower.resident",
    "SERVE_TOKEN_FILE": ".bower.resident",
    "announce_server": ".bower.resident",
    "announced": ".bower.resident",
    "hold_resident_lock": ".bower.resident",
    "home_id": ".bower.resident",
    "proof": ".bower.resident",
    "neutral": ".retrieve.context",
    "UNKNOWN_NOTE": ".retrieve.relevance",
    "grade_answer": ".retrieve.relevance",
    "private_folder": ".storage.disk.private",
    "start_resident": ".bower.resident",
    "stop_server": ".bower.resident",
    "withdraw_server": ".bower.resident",
    "BatchResult": ".bower.results",
    "Bower": ".bower.facade",
    "BowerError": ".errors",
    "Browse": ".bower.results",
    "Change": ".arrange.change",
    "ChangeKind": ".arrange.change",
    "Checkup": ".bower.results",
    "ConfigError": ".errors",
    "ContextBlock": ".retrieve.context",
    "CurateOptions": ".gather.curate",
    "CurateResult": ".gather.curate",
    "DreamReport": ".arrange.change",
    "Counts": ".bower.results",
    "Explanation": ".bower.results",
    "Reembedded": ".bower.results",
    "Summarised": ".conversations.summaries",
    "ExportFormat": ".settings",
    "Exported": ".bower.results",
    "FileLines": ".storage.files.lines",
    "FileSystemError": ".errors",
    "Forgotten": ".bower.results",
    "GraphView": ".retrieve.neighbourhood",
    "Found": ".bower.items",
    "Items": ".bower.items",
    "SessionLog": ".bower.sessions",
    "NamespaceMatch": ".bower.items",
    "StoredItem": ".gather.items",
    "HistoryEvent": ".bower.results",
    "Linked": ".bower.results",
    "ImportFormat": ".settings",
    "ImportRecord": ".gather.importing",
    "ImportReport": ".bower.results",
    "MAX_TAGS": ".gather.notes",
    "MAX_TAG_CHARS": ".gather.notes",
    "MAX_TITLE_CHARS": ".gather.notes",
    "IndexError_": ".errors",
    "IndexUnavailable": ".errors",
    "InputError": ".errors",
    "Journal": ".journal.book",
    "JournalEntry": ".journal.entries",
    "ListOrder": ".storage.index",
    "LockTimeoutError": ".errors",
    "Maturity": ".settings",
    "Memory": ".storage.files.note",
    "MemoryFileError": ".errors",
    "MissingExtra": ".errors",
    "MemoryPage": ".bower.results",
    "MemorySummary": ".bower.results",
    "MemoryType": ".settings",
    "RelationType": ".settings",
    "NO_REPLY": ".services.compaction",
    "redact": ".services.secrets.redact",
    "NotFoundError": ".errors",
    "PruneReport": ".services.compaction",
    "PruneSettings": ".services.compaction",
    "QueryOptions": ".retrieve.results",
    "QueryResult": ".retrieve.results",
    "Rejected": ".bower.results",
    "Relation": ".storage.files.note",
    "ReplyGate": ".services.compaction",
    "ReviewItem": ".arrange.change",
    "SearchHit": ".retrieve.results",
    "SessionStart": ".journal.session",
    "Settings": ".settings",
    "SettingsError": ".errors",
    "Snapshot": ".storage.history.snapshots",
    "Status": ".bower.results",
    "SyncReport": ".storage.sync",
    "UsageError": ".errors",
    "flush_prompts": ".services.compaction",
    "format_time": ".services.timeparse",
    "is_no_reply": ".services.compaction",
    "load_settings": ".settings",
    "parse_time": ".services.timeparse",
    "parse_when": ".services.timeparse",
    "source_commit": ".bower.release",
    "keep_models_in_child": ".services.embed.configured",
    "Briefing": ".bower.briefing",
    "start_dream_schedule": ".bower.scheduling",
    "keep_watcher": ".bower.watching",
    "stop_watch": ".bower.watching",
    "watch_status": ".bower.watching",
    "watch_tree": ".bower.watching",
    "prune_tool_results": ".services.compaction",
    "should_flush": ".services.compaction",
}


def __getattr__(name: str) -> "Any":
    module = _WHERE.get(name)
    if module is None:
        raise AttributeError(f"module 'bowerbird' has no attribute {name!r}")
    # ``__import__``, not ``importlib.import_module``: importing importlib costs every
    # forwarded command ~1 ms (cli/forward.py reaches this for ``announced``).
    value = getattr(__import__(__name__ + module, fromlist=[name]), name)
    globals()[name] = value  # looked up once
    return value


def __dir__() -> list[str]:
    return sorted([*globals(), *_WHERE])


__version__ = "0.1.0"

__all__ = [
    "MAX_TAGS",
    "MAX_TAG_CHARS",
    "MAX_TITLE_CHARS",
    "NO_REPLY",
    "SERVE_TOKEN_FILE",
    "UNKNOWN_NOTE",
    "Action",
    "Announcement",
    "BatchResult",
    "Bower",
    "BowerError",
    "Briefing",
    "Browse",
    "Change",
    "ChangeKind",
    "Checkup",
    "ConfigError",
    "ContextBlock",
    "Counts",
    "CurateOptions",
    "CurateResult",
    "DreamReport",
    "Explanation",
    "ExportFormat",
    "Exported",
    "FileLines",
    "FileSystemError",
    "Forgotten",
    "Found",
    "GraphView",
    "HistoryEvent",
    "ImportFormat",
    "ImportRecord",
    "ImportReport",
    "IndexError_",
    "IndexUnavailable",
    "InputError",
    "Items",
    "Journal",
    "JournalEntry",
    "Linked",
    "ListOrder",
    "LockTimeoutError",
    "Maturity",
    "Memory",
    "MemoryFileError",
    "MemoryPage",
    "MemorySummary",
    "MemoryType",
    "MissingExtra",
    "NamespaceMatch",
    "NotFoundError",
    "PruneReport",
    "PruneSettings",
    "QueryOptions",
    "QueryResult",
    "Reembedded",
    "Rejected",
    "Relation",
    "RelationType",
    "ReplyGate",
    "ReviewItem",
    "SearchHit",
    "SessionLog",
    "SessionStart",
    "Settings",
    "SettingsError",
    "Snapshot",
    "Status",
    "StoredItem",
    "Summarised",
    "SyncReport",
    "UsageError",
    "__version__",
    "alive",
    "announce_server",
    "announced",
    "flush_prompts",
    "format_time",
    "grade_answer",
    "hold_resident_lock",
    "home_id",
    "is_no_reply",
    "keep_models_in_child",
    "keep_watcher",
    "load_settings",
    "neutral",
    "parse_time",
    "parse_when",
    "private_folder",
    "proof",
    "prune_tool_results",
    "redact",
    "should_flush",
    "source_commit",
    "start_dream_schedule",
    "start_resident",
    "stop_server",
    "stop_watch",
    "watch_status",
    "watch_tree",
    "withdraw_server",
]
