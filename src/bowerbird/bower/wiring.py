"""Building the facade's collaborators from settings — the query state (with the LLM re-ranker
when ``[query] rerank`` asks for it), the LLM extractor (``[curate] extractor``) — and the
options of a call from its keywords."""

from __future__ import annotations

import dataclasses
from typing import Any, TypeVar

from ..errors import ConfigError, NotFoundError, UsageError
from ..gather.curate import CurateOptions
from ..gather.extract import Extractor
from ..gather.notes import MAX_TAG_CHARS, MAX_TAGS
from ..gather.pipeline import EmbedAlongside
from ..retrieve.query import Retriever
from ..retrieve.results import QueryOptions
from ..services.embed import Embedder, make_embedder, make_fallbacks
from ..settings import Settings
from ..storage.files.note import ID_RE
from ..storage.store import Store
from .results import Browse

Opt = TypeVar("Opt", CurateOptions, QueryOptions, Browse)
Scoped = TypeVar("Scoped", QueryOptions, Browse)
# Agents are namespaces: a facade reads as one agent unless a call names another, or this.
ALL_AGENTS = "*"


def scoped(options: Scoped, store: Store) -> Scoped:
    """``options`` restricted to the facade's agent (``[curate] agent``) unless they name one;
    ``"*"`` is every agent (cross-agent reads are asked for explicitly). In a home whose
    memories are all that agent's no filter is set: queries keep their unfiltered fast path."""
    named = options.agent or store.settings.curate.agent
    if named == ALL_AGENTS or set(store.index.agents()) <= {named}:
        return dataclasses.replace(options, agent=None)
    return dataclasses.replace(options, agent=named)


def own(store: Store, memory_id: str) -> None:
    """Refuse another agent's memory as if it did not exist (``NotFoundError``)."""
    if not ID_RE.match(memory_id):
        # Never sent to the index: no memory has such an id, and Postgres refuses some
        # characters (NUL) in a query outright — a fuzzed id answered 500.
        raise NotFoundError(
            f"no memory with id {memory_id[:80]!r}",
            hint="Find ids with a search (bower query, memory_search, GET /search): each "
            "result shows its id.",
        )
    agent = store.settings.curate.agent
    row = store.index.rows_by_id([memory_id]).get(memory_id)
    if row is not None and row.agent != agent:
        # Word for word what an id nobody holds gets: "for agent …" and "it belongs to
        # another agent" told any agent that a guessed id (a title's words) was held.
        raise NotFoundError(f"no memory with id {memory_id!r}")


def retriever(store: Store) -> Retriever:
    """Query state of ``store``: the embedder loads on first use, the re-ranker is optional."""
    settings = store.settings
    llm, query = settings.llm, settings.query
    rerank = None
    if query.rerank and llm.base_url and (llm.model or llm.classify_model):
        from ..retrieve.rerank import LLMReranker
        from ..services.llm import client_for

        rerank = LLMReranker(client_for(llm)).order
    return Retriever(
        store,
        lambda: make_embedder(settings.embed),
        rerank,
        lambda: make_fallbacks(settings.embed),
    )


def extractor(settings: Settings) -> Extractor | None:
    """The LLM extractor ``[curate] extractor`` and ``[llm]`` ask for, or ``None`` (offline)."""
    choice, llm = settings.curate.extractor, settings.llm
    if choice == "llm" and not llm.configured:
        raise ConfigError(
            '[curate] extractor = "llm" needs [llm] base_url and model',
            hint='Set them in config.toml, or use extractor = "auto".',
        )
    if choice == "llm" or (choice == "auto" and llm.configured):
        from ..gather.llm_extract import LLMExtractor
        from ..services.llm import client_for

        return LLMExtractor(client_for(llm))
    return None


def with_options(options: Opt, changes: dict[str, Any]) -> Opt:
    """``options`` with keyword ``changes`` applied (``bower.query(q, limit=5)``); an unknown
    keyword is a ``UsageError`` naming the ones that exist."""
    known = {f.name for f in dataclasses.fields(options)}
    unknown = sorted(set(changes) - known)
    if unknown:
        raise UsageError(
            f"unknown option(s): {', '.join(unknown)}",
            hint=f"{type(options).__name__} takes: {', '.join(sorted(known))}.",
        )
    made = dataclasses.replace(options, **changes) if changes else options
    _bounded(made)
    return made


def _bounded(options: Any) -> None:
    """A filter is as bounded on every door as HTTP bounds it: at most ``MAX_TAGS`` tags of
    ``MAX_TAG_CHARS`` characters (100,000 tags from MCP reached the index as a query its
    parser refused with an internal error)."""
    tags = list(getattr(options, "tags", None) or [])
    if len(tags) > MAX_TAGS or any(len(str(tag)) > MAX_TAG_CHARS for tag in tags):
        raise UsageError(
            f"{len(tags)} tags to filter by: at most {MAX_TAGS}, each of at most "
            f"{MAX_TAG_CHARS} characters",
            hint="Filter by the few tags that matter.",
        )


def embed_alongside(store: Store, embedder: Embedder | None) -> EmbedAlongside | None:
    """A pipeline embedding a batch import while it writes (``None`` without an embedder)."""
    return None if embedder is None else EmbedAlongside(store, embedder)
