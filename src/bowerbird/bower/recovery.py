"""Self-healing for the facade: a damaged database page (``IndexCorrupt``) met in the middle
of any operation moves the damaged file aside, rebuilds the index from the tree and runs the
operation once more. Both databases are derived (the tree is the truth; ``vectors.db`` is a
cache of model output), so this loses nothing but time. A second failure reaches the caller.
"""

from __future__ import annotations

import functools
from collections.abc import Callable
from typing import Any, TypeVar

from ..errors import IndexCorrupt

C = TypeVar("C", bound=type)

# The public methods that touch the index.
GUARDED = (
    "curate sync_turn ingest curate_batch import_records query context get history explain "
    "memories forget restore dream approve reject rollback reindex status sync embed"
).split()


def recovering(cls: C) -> C:
    """Wrap ``cls``'s index-touching methods (``GUARDED``) in one recover-and-retry."""
    for name in GUARDED:
        setattr(cls, name, _retry_once(getattr(cls, name)))
    return cls


def _retry_once(method: Callable[..., Any]) -> Callable[..., Any]:
    @functools.wraps(method)
    def wrapper(self: Any, *args: Any, **kwargs: Any) -> Any:
        try:
            return method(self, *args, **kwargs)
        except IndexCorrupt:
            self._recover()
            return method(self, *args, **kwargs)

    return wrapper
