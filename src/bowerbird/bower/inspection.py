"""Reading a home without changing it: status, a memory's life, listings, file line ranges.

Helpers of the facade (``Bower`` calls them after syncing); they return typed results.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace
from pathlib import Path
from typing import TYPE_CHECKING, Any, get_args

from ..arrange.review import pending_review
from ..errors import BowerError, InputError, NotFoundError
from ..storage.files.lines import FileLines, file_lines
from ..storage.files.note import MATURITIES, SUMMARY_FOLDER, SUMMARY_SOURCE, TYPES, Memory
from ..storage.history import snapshots
from ..storage.index import ListOrder, MemoryRow, SearchFilters, from_ms
from ..storage.vectors.ann import saved_model
from .resident import server_status
from .results import (
    Browse,
    Checkup,
    Explanation,
    HistoryEvent,
    MemoryPage,
    MemorySummary,
    Status,
)
from .wiring import own

_ORDERS: tuple[str, ...] = get_args(ListOrder)

if TYPE_CHECKING:
    from ..conversations.messages import Messages
    from ..conversations.profiles import Profiles
    from ..retrieve.results import QueryResult
    from ..services.embed import Embedder
    from ..services.meaning import Meaning
    from ..storage.store import Store


def status(store: Store, embedder: Callable[[], Embedder | None]) -> Status:
    """Counts, sizes, paths and health of a freshly synced home."""
    index = store.index
    return Status(
        home=str(store.home),
        tree=str(store.tree.root),
        index=store.index_location,
        counts=index.counts(),
        index_bytes=index.size_bytes(),
        schema=index.schema_versions(),
        unparsable=[{"path": p, "reason": r} for p, r in index.bad_files()],
        recovered_from=index.recovered_from,
        embeddings=_vector_status(store, embedder),
        arrange=_arrange_status(store.home),
        journal=_journal_status(store),
        server=server_status(store.home),
        live=index.tally(None),
        live_by_agent={a: index.tally(a).live for a in index.agents()},
    )


def health(store: Store, embedder: Callable[[], Embedder | None]) -> dict[str, Any]:
    """``status``'s health and vectors without its counts (no scan of every memory): what
    a page shown often needs on a big home."""
    index = store.index
    bad = index.bad_files()
    return {
        "ok": index.memory_count() + len(bad) == index.file_count(),
        "schema": index.schema_versions(),
        "unparsable": [{"path": p, "reason": r} for p, r in bad],
        "recovered_from": index.recovered_from,
        "tree_files": index.file_count(),
        "vectors": _vector_status(store, embedder),
    }


def _journal_status(store: Store) -> dict[str, Any]:
    """Plain markdown indexed beside the tree: files, chunks, files it could not read."""
    files = store.index.journal_files()
    return {
        "files": len(files),
        "chunks": store.index.chunk_count(),
        "unreadable": [{"path": p, "reason": r.error} for p, r in sorted(files.items()) if r.error],
    }


def _arrange_status(home: Path) -> dict[str, Any]:
    """Review queue, snapshots, and a dream that did not finish (plain files: no index)."""
    snaps = snapshots.listing(home)
    return {
        "review_pending": len(pending_review(home)),
        "snapshots": len(snaps),
        "last_snapshot": snaps[0].name if snaps else None,
        "interrupted_dream": snapshots.pending(home),
    }


def _vector_status(store: Store, get_embedder: Callable[[], Embedder | None]) -> dict[str, Any]:
    from ..services.embed import select_provider

    provider = select_provider(store.settings.embed)  # what "auto" chose
    if provider == "none":
        return {"provider": provider, "model": None, "current": 0, "pending": 0}
    try:
        embedder: Embedder | None = get_embedder()
    except BowerError as exc:
        return {"provider": provider, "model": None, "error": exc.message}
    if embedder is None:  # pragma: no cover - provider none handled above
        return {"provider": provider, "model": None}
    model = embedder.fingerprint
    current = store.index.count_embedded(model)
    return {
        "provider": provider,
        "model": model,
        "current": current,
        "pending": store.index.memory_count() - current,
        "journal_pending": len(store.index.pending_chunks(model)),
        "search": _search_kind(store, model),
    }


def _search_kind(store: Store, model: str) -> str:
    """exact: one float32 matrix; hnsw: the int8 graph of a home past ann_threshold;
    pgvector: Postgres's HNSW index, past the same threshold."""
    threshold = store.settings.query.ann_threshold
    if store.index.approximate_search:
        return "pgvector" if threshold and store.index.memory_count() >= threshold else "exact"
    return "hnsw" if saved_model(store.home) == model else "exact"


def history(store: Store, memory_id: str) -> list[HistoryEvent]:
    """Audit events of one memory, oldest first."""
    return [
        HistoryEvent(e["action"], int(e["timestamp"]), e["details"])
        for e in store.index.audit_for(memory_id)
    ]


def explain(store: Store, memory_id: str) -> Explanation:
    """A memory's state, history, and the chain of memories that superseded it."""
    memory = store.read(memory_id)
    chain = [memory.id]
    current = memory
    while current.superseded_by and current.superseded_by not in chain:
        try:
            current = store.read(current.superseded_by)
        except NotFoundError:
            break
        chain.append(current.id)
    live = current.id if not current.superseded_by else None
    return Explanation(memory, history(store, memory_id), chain, live)


def listing(store: Store, order: ListOrder, limit: int, agent: str) -> list[MemorySummary]:
    """Live memories of ``agent`` by recency, importance or age."""
    return _page(store, Browse(order=order, limit=limit, agent=agent)).memories


def browse(store: Store, how: Browse) -> MemoryPage:
    """A page of memories matching ``how`` (checked here: every front end passes user input)."""
    if how.order not in _ORDERS:
        raise InputError(f"unknown order {how.order!r}", hint=f"Use one of {', '.join(_ORDERS)}.")
    if not 1 <= how.limit <= 500 or how.offset < 0:
        raise InputError(
            f"limit {how.limit} / offset {how.offset} out of range",
            hint="Use a limit of 1 to 500 and an offset of 0 or more.",
        )
    for value, allowed, what in (
        (how.types, TYPES, "type"),
        (how.maturities, MATURITIES, "maturity"),
    ):
        for item in value:
            if item not in allowed:
                raise InputError(
                    f"unknown {what} {item!r}", hint=f"Use one of {', '.join(allowed)}."
                )
    return _page(store, how)


def rows(store: Store, how: Browse) -> tuple[list[MemoryRow], int]:
    """The memories ``how`` lists as the index holds them — their text, counts and metadata
    without reading a file each — and how many match in all."""
    filters = SearchFilters(
        types=how.types,
        tags=how.tags,
        maturities=how.maturities,
        include_archived=how.include_archived or "archived" in how.maturities,
        include_superseded=how.include_superseded,
        agent=how.agent,
    )
    found, total = store.index.list_live(
        how.order,  # type: ignore[arg-type]
        how.limit,
        how.offset,
        filters,
        how.folder,
    )
    return list(found), total


def summaries(store: Store, how: Browse) -> list[Memory]:
    """Every live summary of the dream's hierarchy that ``how`` (its agent) may read, read
    from their files: they live in the tree's ``summaries/`` folder, a page at a time."""
    found: list[Memory] = []
    offset = 0
    while True:
        page = _page(store, replace(how, folder=SUMMARY_FOLDER, offset=offset, limit=500))
        for row in page.memories:
            try:
                memory = store.read(row.id)
            except NotFoundError:
                continue
            if memory.source == SUMMARY_SOURCE:
                found.append(memory)
        offset += len(page.memories)
        if not page.memories or offset >= page.total:
            return found


def _page(store: Store, how: Browse) -> MemoryPage:
    found, total = rows(store, how)
    out = []
    for row in found:
        created = from_ms(row.created)
        assert created is not None
        out.append(
            MemorySummary(
                row.id,
                row.type,
                row.title,
                row.path,
                row.importance,
                row.maturity,
                created,
                row.tags,
                from_ms(row.observed_at),
            )
        )
    return MemoryPage(out, total, how.offset, how.limit)


def resolve_in_tree(tree: Path, relative: str) -> Path:
    """The file at ``relative`` inside ``tree``, or ``InputError`` if it would leave it."""
    if not relative or "\x00" in relative:
        raise InputError("path is empty", hint="Pass a path relative to the memory tree.")
    candidate = Path(relative)
    if candidate.is_absolute():
        raise InputError(
            f"absolute paths are refused: {relative!r}",
            hint="Pass the 'path' field of a search result, e.g. decisions/x-1a2b.md.",
        )
    if ".." in candidate.parts:
        raise InputError(
            f"'..' is refused in paths: {relative!r}",
            hint="Pass the 'path' field of a search result.",
        )
    root = tree.resolve()
    try:
        target = (root / candidate).resolve()  # follows symlinks
        is_file = target.is_file()
    except (OSError, RuntimeError) as exc:  # a name too long, a symlink loop
        raise InputError(
            f"cannot read {relative[:80]!r}: {getattr(exc, 'strerror', None) or exc}",
            hint="Pass the 'path' field of a search result, e.g. decisions/x-1a2b.md.",
        ) from None
    if target != root and root not in target.parents:
        raise InputError(
            f"{relative!r} resolves outside the memory tree",
            hint="Only files inside the memory tree can be read.",
        )
    if not is_file:
        raise NotFoundError(f"no memory file at {relative!r}", hint="Search first for paths.")
    return target


def read_lines(store: Store, path: str, start_line: int | None, end_line: int | None) -> FileLines:
    """``Bower.read_lines``: lines of a memory file by its tree-relative path, never outside
    the tree, and never another agent's memory file (refused as a read by id is)."""
    root = store.tree.root
    target = resolve_in_tree(root, path)
    # The file as the index knows it ("./a//b.md" and a symlink name the same file).
    real = target.relative_to(root.resolve()).as_posix()
    row = store.index.file_rows([real]).get(real)
    if row is not None and row.memory_id:
        own(store, row.memory_id)
    return file_lines(target, path, start_line, end_line)


def layers(found: Status, messages: Messages, profiles: Profiles) -> dict[str, int]:
    """The five layers of a home counted for ``status`` (every agent's: counts name
    nothing)."""
    talk = messages.totals(every_agent=True)
    entities = profiles.entities()
    live = found.live.live if found.live else 0
    return {
        "memories": live,
        "archived_or_superseded": found.counts.memories - live,
        "messages": talk["messages"],
        "sessions": talk["total"],
        "summaries": messages.summary_count(every_agent=True),
        "profiles": len(entities),
        "profile_attributes": sum(int(p.get("attributes") or 0) for p in entities),
        "journal_files": int(found.journal.get("files") or 0),
    }


def doctor(store: Store, recover: Callable[[], None]) -> Checkup:
    """Check both databases page by page; a damaged one is moved aside and rebuilt."""
    from ..storage.index import damaged

    store.close()  # checked on fresh connections, with nothing of ours holding them
    # Postgres checks its own pages; a file check is SQLite's.
    bad = [] if store.settings.index.url else [str(p) for p in damaged(store.settings.index_path)]
    before = {p.name for p in store.home.glob("*.corrupt-*")}
    if bad:
        recover()
    moved = sorted(str(p) for p in store.home.glob("*.corrupt-*") if p.name not in before)
    counts = store.index.counts()
    checkup = Checkup(bad, moved, counts.memories, counts.files - counts.memories)
    _unreadable(store, checkup)
    _exposed(store, checkup)
    return checkup


def _exposed(store: Store, checkup: Checkup) -> None:
    """What of the home others may read or write (made before homes were private, or opened
    up by hand)."""
    from ..storage.disk.private import loose

    checkup.home, checkup.exposed = str(store.home), loose(store.home)


def _unreadable(store: Store, checkup: Checkup) -> None:
    """What the home's readers skipped, by file: memory, journal and message files that did
    not parse (``problems``: their content is invisible until fixed), and lines of the logs
    and rollback journals that are not records (``warnings``: skipped; a torn last line is
    what a killed process leaves)."""
    from ..storage.disk import records

    index = store.index
    checkup.problems += [{"path": f"tree/{p}", "reason": r} for p, r in index.bad_files()]
    for prefix, files in (("", index.journal_files()), ("messages/", index.message_files())):
        for path, row in sorted(files.items()):
            if row.error:
                checkup.problems.append({"path": prefix + path, "reason": row.error})
    logs = [store.home / "audit.jsonl", store.home / "access.log"]
    logs += sorted((store.home / "snapshots").glob("*/changes.jsonl"))
    for log in logs:
        skipped = records.skipped_lines(log)
        if skipped:
            reason = f"{skipped} line(s) that are not records were skipped"
            checkup.warnings.append({"path": str(log.relative_to(store.home)), "reason": reason})


def context_extras(
    store: Store, result: QueryResult
) -> tuple[dict[str, Meaning], list[tuple[str, str]]]:
    """What the context builder needs beyond the hits: each memory's meaning fields (derived
    from its words, with what ``meaning:`` in its file sets) and the user's profile."""
    from ..conversations.profiles import Profiles
    from ..services.meaning import derive, merged

    meanings: dict[str, Meaning] = {}
    for hit in result.results:
        if hit.kind != "memory":
            continue
        try:
            memory = store.read(hit.id)
        except BowerError:
            continue  # gone since the query; it is shown with derived fields
        base = derive(memory.content, memory.type, memory.keywords)
        meanings[hit.id] = merged(base, memory.extra.get("meaning"))
    try:
        attributes = Profiles(store).show()["attributes"]
    except BowerError:
        attributes = {}
    return meanings, profile_pairs(attributes)


def profile_pairs(attributes: dict[str, Any]) -> list[tuple[str, str]]:
    """A profile's attributes (``Profiles.show()["attributes"]``) as (name, value) lines, a
    list's items joined."""
    return [
        (key, ", ".join(v["value"]) if isinstance(v["value"], list) else str(v["value"]))
        for key, v in sorted(attributes.items())
    ]
