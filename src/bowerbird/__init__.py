"""bowerbird — local-first long-term memory for AI agents.

The library surface is the ``Bower`` facade; everything else is an implementation detail.
"""

from .bower import Bower, Status
from .context import ContextBlock
from .dream import Change, DreamReport
from .errors import (
    BowerError,
    ConfigError,
    IndexError_,
    InputError,
    LockTimeoutError,
    MemoryFileError,
    NotFoundError,
    UsageError,
)
from .gather import Action, CurateResult, ImportRecord
from .memory import Memory, Relation
from .retrieve import QueryResult, SearchHit

__version__ = "0.1.0"

__all__ = [
    "Action",
    "Bower",
    "BowerError",
    "Change",
    "ConfigError",
    "ContextBlock",
    "CurateResult",
    "DreamReport",
    "ImportRecord",
    "IndexError_",
    "InputError",
    "LockTimeoutError",
    "Memory",
    "MemoryFileError",
    "NotFoundError",
    "QueryResult",
    "Relation",
    "SearchHit",
    "Status",
    "UsageError",
    "__version__",
]
