"""The facade's keyed items (``Bower.items``): get, put, delete, search and list namespaces of
what a framework's store keeps (gather/items.py says how an item is a memory).

A search with a query is the home's own hybrid recall (keyword, vectors, graph, fused),
scoped by the namespace prefix's tag before ranking; items the query does not reach follow
with no score, as LangGraph's own stores fill a page. Without a query, items come newest
first. Filters compare the stored value as LangGraph's stores do (``$eq``, ``$ne``, ``$gt``,
``$gte``, ``$lt``, ``$lte``; a dict matches nested fields, as does a dotted key; a list
matches whole).
"""

from __future__ import annotations

import math
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from typing import Any, Literal, Protocol

from ..errors import NotFoundError, UsageError
from ..gather import items as gather_items
from ..gather.forget import forget
from ..gather.items import StoredItem, scope_depth, scope_tag, stored_item
from ..retrieve.results import QueryResult
from ..storage.autosync import AutoSync
from ..storage.store import Store
from .results import MemoryPage

# A listing is read a page at a time (the index pages browse results).
_PAGE = 500
# How many recall hits a query search looks at beyond the page asked for: a filter drops
# some, and what it drops is made up from the next ones.
_POOL = 50
# Items a listing remembers at most (then it starts again).
_CACHED = 100_000
_OPERATORS = ("$eq", "$ne", "$gt", "$gte", "$lt", "$lte")


@dataclass(frozen=True)
class Found:
    """A search result: the item and its recall score (None: not reached by the query)."""

    item: StoredItem
    score: float | None


@dataclass(frozen=True)
class NamespaceMatch:
    """A namespace pattern of ``list_namespaces``: ``*`` matches any one label."""

    match: Literal["prefix", "suffix"]
    path: tuple[str, ...]

    def __call__(self, namespace: tuple[str, ...]) -> bool:
        if len(namespace) < len(self.path):
            return False
        here = namespace if self.match == "prefix" else namespace[len(namespace) - len(self.path) :]
        return all(p == "*" or p == n for p, n in zip(self.path, here, strict=False))


class Facade(Protocol):
    """What items use of the facade (``Bower`` is one): a protocol, so this module never
    imports the facade that builds it."""

    @property
    def agent(self) -> str: ...

    def query(self, text: str, /, **changes: Any) -> QueryResult: ...

    def browse(self, /, **changes: Any) -> MemoryPage: ...


class Items:
    """Keyed items of one home, read and written as the facade's agent."""

    def __init__(
        self,
        facade: Facade,
        store: Store,
        sync: AutoSync,
        writing: Callable[[], None],
        wrote: Callable[[str], None],
        fields: list[str] | None = None,
    ) -> None:
        self._facade = facade
        self._store = store
        self._sync = sync
        # Before a write (the file records which model embeds it) and after (embed it now).
        self._writing = writing
        self._wrote = wrote
        # The fields recall searches when a put names none (LangGraph's ``index.fields``).
        self.fields = fields
        # Items read by a listing: memory id → ((mtime_ns, size) of its file, the item).
        self._cache: dict[str, tuple[tuple[int, int], StoredItem | None]] = {}

    def get(self, namespace: tuple[str, ...], key: str) -> StoredItem | None:
        """The live value of ``key`` in ``namespace``, or None."""
        gather_items.check_address(namespace, key)
        self._sync.due()
        mid = gather_items.item_id(self._facade.agent, namespace, key)
        try:
            memory = self._store.read(mid)
        except NotFoundError:
            return None
        found = stored_item(memory)
        if found is None or not gather_items.is_live(memory):
            return None
        return found if (found.namespace, found.key) == (namespace, key) else None

    def put(
        self,
        namespace: tuple[str, ...],
        key: str,
        value: dict[str, Any],
        *,
        index: list[str] | bool | None = None,
    ) -> StoredItem:
        """Store ``value`` under ``key`` (the old value kept as history); ``index`` names the
        fields recall searches (False: none). Returns the item as stored (redacted)."""
        self._sync.due()
        self._writing()
        memory = gather_items.put(self._store, namespace, key, value, index, self.fields)
        self._wrote(memory.id)
        found = stored_item(memory)
        assert found is not None
        return found

    def delete(self, namespace: tuple[str, ...], key: str) -> bool:
        """Archive the live value of ``key`` (``bower restore`` brings it back); False when
        there was none."""
        found = self.get(namespace, key)
        if found is None:
            return False
        forget(self._store, found.memory_id, False)
        return True

    def search(
        self,
        prefix: tuple[str, ...],
        *,
        query: str | None = None,
        filter: dict[str, Any] | None = None,
        limit: int = 10,
        offset: int = 0,
    ) -> list[Found]:
        """Items under the namespace ``prefix`` matching ``filter``: ranked by ``query``
        (hybrid recall, with scores), else newest first; ``offset`` and ``limit`` page."""
        if limit < 0 or offset < 0:
            raise UsageError("limit and offset are counts (0 or more)", hint="e.g. limit=10")
        check_filter(filter or {})

        def wanted(item: StoredItem) -> bool:
            return item.namespace[: len(prefix)] == prefix and matches(item.value, filter or {})

        ranked: list[Found] = []
        if query and query.strip():
            ranked = self._recalled(prefix, query, offset + limit, wanted)
        if len(ranked) >= offset + limit:
            return ranked[offset : offset + limit]
        seen = {f.item.memory_id for f in ranked}
        rest = sorted(
            (i for i in self._listed(prefix) if i.memory_id not in seen and wanted(i)),
            key=lambda i: i.updated,
            reverse=True,
        )
        every = ranked + [Found(i, None) for i in rest]
        return every[offset : offset + limit]

    def namespaces(
        self,
        conditions: tuple[NamespaceMatch, ...] = (),
        *,
        max_depth: int | None = None,
        limit: int = 100,
        offset: int = 0,
    ) -> list[tuple[str, ...]]:
        """The namespaces that hold a live item and meet every condition, cut to
        ``max_depth`` labels, sorted, paged."""
        found = {
            i.namespace[:max_depth] if max_depth is not None else i.namespace
            for i in self._listed(())
            if all(c(i.namespace) for c in conditions)
        }
        return sorted(found)[offset : offset + limit]

    def _recalled(self, prefix: tuple[str, ...], query: str, want: int, wanted: Any) -> list[Found]:
        """Recall's hits under ``prefix`` (the index filters by the prefix's tag), read from
        their files, until ``want`` pass ``wanted``."""
        tag = scope_tag(prefix[: scope_depth(prefix)])
        # Recall answers at most ``[query] max_limit`` hits; a page past them is filled with
        # items the query did not rank.
        cap = self._store.settings.query.max_limit
        # A store's reads are not an agent recalling: no access count (items never promote).
        result = self._facade.query(
            query, tags=(tag,), limit=min(cap, want + _POOL), journal=False, record_access=False
        )
        out: list[Found] = []
        for hit in result.results:
            item = self._read(hit.id)
            if item is not None and item.indexed and wanted(item):
                out.append(Found(item, hit.score))
                if len(out) >= want:
                    break
        return out

    def _listed(self, prefix: tuple[str, ...]) -> Iterator[StoredItem]:
        """Every live item under ``prefix`` (by tag; the exact prefix is the caller's test)."""
        tag = scope_tag(prefix[: scope_depth(prefix)])
        offset = 0
        while True:
            page = self._facade.browse(tags=(tag,), limit=_PAGE, offset=offset)
            for summary in page.memories:
                item = self._read(summary.id, summary.path)
                if item is not None:
                    yield item
            offset += len(page.memories)
            if len(page.memories) < _PAGE:
                return

    def _read(self, memory_id: str, path: str = "") -> StoredItem | None:
        """The live item of a memory; with its ``path``, from this object's cache while the
        file's size and time are the same (a listing reads every item under a prefix: a
        stat instead of a parse each time)."""
        seen: tuple[int, int] | None = None
        if path:
            try:
                st = self._store.tree.abspath(path).stat()
                seen = (st.st_mtime_ns, st.st_size)
            except OSError:
                seen = None
            cached = self._cache.get(memory_id)
            if seen is not None and cached is not None and cached[0] == seen:
                return cached[1]
        try:
            memory = self._store.read(memory_id)
        except NotFoundError:  # deleted since the index listed it
            return None
        found = stored_item(memory) if gather_items.is_live(memory) else None
        if seen is not None:
            if len(self._cache) >= _CACHED:
                self._cache.clear()
            self._cache[memory_id] = (seen, found)
        return found


def check_filter(filter: dict[str, Any]) -> None:
    """Refuse an operator no store knows before reading anything."""
    for condition in filter.values():
        if isinstance(condition, dict):
            unknown = [k for k in condition if k.startswith("$") and k not in _OPERATORS]
            if unknown:
                raise UsageError(
                    f"unknown filter operator {unknown[0]!r}",
                    hint=f"Use one of {', '.join(_OPERATORS)}.",
                )
            check_filter({k: v for k, v in condition.items() if not k.startswith("$")})


def matches(value: Any, filter: dict[str, Any]) -> bool:
    """Whether the stored ``value`` meets every condition of ``filter``."""
    if not filter:
        return True
    if not isinstance(value, dict):
        return False
    return all(_compare(_field(value, k), wanted) for k, wanted in filter.items())


def _field(value: dict[str, Any], key: str) -> Any:
    """``value[key]``; a dotted key not present as such is a path (``user.level``)."""
    if key in value or "." not in key:
        return value.get(key)
    here: Any = value
    for part in key.split("."):
        if not isinstance(here, dict):
            return None
        here = here.get(part)
    return here


def _compare(have: Any, wanted: Any) -> bool:
    if isinstance(wanted, dict):
        if any(k.startswith("$") for k in wanted):
            return all(_operator(have, op, v) for op, v in wanted.items())
        return isinstance(have, dict) and all(_compare(have.get(k), v) for k, v in wanted.items())
    if isinstance(wanted, list | tuple):
        return (
            isinstance(have, list)
            and len(have) == len(wanted)
            and all(_compare(h, w) for h, w in zip(have, wanted, strict=True))
        )
    if isinstance(have, bool) or isinstance(wanted, bool):  # JSON's true is not 1
        return have is wanted
    return bool(have == wanted)


def _operator(have: Any, op: str, wanted: Any) -> bool:
    if op == "$eq":
        return _compare(have, wanted)
    if op == "$ne":
        return not _compare(have, wanted)
    # An order needs two numbers: a missing field or a string compares as no match (a
    # LangGraph in-memory store raises there; SQL stores answer no match too).
    a, b = _number(have), _number(wanted)
    if a is None or b is None:
        return False
    return {"$gt": a > b, "$gte": a >= b, "$lt": a < b, "$lte": a <= b}[op]


def _number(value: Any) -> float | None:
    if isinstance(value, bool) or not isinstance(value, int | float):
        return None
    return None if math.isnan(value) else float(value)
