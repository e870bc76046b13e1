"""LangGraph's long-term memory store over a bowerbird home.

``BowerbirdStore(home=PATH)`` is a ``langgraph.store.base.BaseStore``: a graph compiled with
``store=`` (and langmem's memory tools) reads and writes memories that are files of the home,
recalled by ``bower query`` and the agent's context like any other. How namespaces, history
and search map onto the home: docs/integrations/langgraph.md.
"""

from __future__ import annotations

import asyncio
import os
import threading
from collections.abc import Iterable
from typing import Any

from bowerbird import Bower, BowerError, MissingExtra, NamespaceMatch, StoredItem

try:
    from langgraph.store.base import (
        BaseStore,
        GetOp,
        IndexConfig,
        Item,
        ListNamespacesOp,
        Op,
        PutOp,
        Result,
        SearchItem,
        SearchOp,
    )
except ImportError as exc:  # pragma: no cover - the extra is part of the test environment
    raise MissingExtra("the LangGraph store", "langgraph", "langgraph") from exc

__all__ = ["BowerbirdStore"]


class BowerbirdStore(BaseStore):
    """A LangGraph ``BaseStore`` whose items are memories of one bowerbird home.

    ``home`` is the home's folder (default: ``$BOWERBIRD_HOME``, else ``~/.bowerbird``);
    ``agent`` whose memories these are (default: the home's agent); ``url`` a Postgres index
    (``[index] url``) instead of the home's SQLite file; or pass an open ``bower``.
    ``index={"fields": [...]}`` names what recall reads of a value when a put names nothing
    (LangGraph's ``IndexConfig``; its ``embed`` and ``dims`` are not used: the home embeds
    with its own model). Items never expire (``supports_ttl`` is False).
    """

    supports_ttl = False

    def __init__(
        self,
        home: str | os.PathLike[str] | None = None,
        *,
        agent: str | None = None,
        url: str | None = None,
        index: IndexConfig | None = None,
        bower: Bower | None = None,
    ) -> None:
        overrides: dict[str, dict[str, Any]] = {}
        if agent:
            overrides["curate"] = {"agent": agent}
        if url:
            overrides["index"] = {"url": url}
        self._owned = bower is None
        self.bower = bower if bower is not None else Bower(home, overrides=overrides)
        fields = list(index.get("fields") or []) if index else None
        self._items = self.bower.items(fields or None)
        # One operation at a time: the async methods run the batch on a worker thread.
        self._lock = threading.Lock()

    def setup(self) -> None:
        """Nothing to set up: the home makes its index on first use. (LangGraph's SQL stores
        need this call; code written for them calls it.)"""

    def batch(self, ops: Iterable[Op]) -> list[Result]:
        """Run ``ops`` in order; results line up with them (None for puts)."""
        with self._lock:
            return [self._one(op) for op in ops]

    async def abatch(self, ops: Iterable[Op]) -> list[Result]:
        """``batch`` on a worker thread: the event loop is never blocked by disk or model."""
        return await asyncio.to_thread(self.batch, list(ops))

    def close(self) -> None:
        """Close the home (when this store opened it)."""
        if self._owned:
            self.bower.close()

    def __enter__(self) -> BowerbirdStore:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    # ------------------------------------------------------------ one operation

    def _one(self, op: Op) -> Result:
        if isinstance(op, GetOp):
            found = self._items.get(tuple(op.namespace), op.key)
            return None if found is None else _item(found)
        if isinstance(op, PutOp):
            namespace = tuple(op.namespace)
            if op.value is None:
                self._items.delete(namespace, op.key)
            else:
                self._items.put(namespace, op.key, dict(op.value), index=_index(op.index))
            return None
        if isinstance(op, SearchOp):
            found_items = self._items.search(
                tuple(op.namespace_prefix),
                query=op.query,
                filter=op.filter,
                limit=op.limit,
                offset=op.offset,
            )
            return [_hit(f.item, f.score) for f in found_items]
        if isinstance(op, ListNamespacesOp):
            conditions = tuple(
                NamespaceMatch(c.match_type, tuple(c.path)) for c in op.match_conditions or ()
            )
            return self._items.namespaces(
                conditions, max_depth=op.max_depth, limit=op.limit, offset=op.offset
            )
        raise BowerError(f"unknown store operation {type(op).__name__}")


def _index(given: Any) -> list[str] | bool | None:
    """PutOp's ``index``: None (the store's fields), False (not searched) or field paths."""
    if given is None or given is False:
        return given
    return [str(f) for f in given]


def _item(found: StoredItem) -> Item:
    """LangGraph's ``Item`` of a stored one."""
    return Item(**_fields(found))


def _hit(found: StoredItem, score: float | None) -> SearchItem:
    """LangGraph's ``SearchItem``: the item and its recall score (None: not ranked)."""
    return SearchItem(**_fields(found), score=score)


def _fields(found: StoredItem) -> dict[str, Any]:
    return {
        "namespace": found.namespace,
        "key": found.key,
        "value": found.value,
        "created_at": found.created,
        "updated_at": found.updated,
    }
