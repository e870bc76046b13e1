"""What each MCP tool does over one ``Bower`` (``MemoryTools``), and how an answer is put for a
model's context (``lean``, ``compact``): the tools' work, apart from their registration and
definitions in ``server.py``."""

from __future__ import annotations

import contextlib
import json
import threading
from typing import Any, Literal

from mcp.types import TextContent

from .. import (
    Bower,
    BowerError,
    CurateOptions,
    InputError,
    NotFoundError,
    QueryOptions,
    QueryResult,
    SettingsError,
    UsageError,
    format_time,
    neutral,
    parse_time,
)
from .surface import REQUEST_AGENT

# Seed 002's memory_search default of six results. Its other default, no result scoring
# under 0.35, is not ours: on our scale that floor hid right answers, so results come with a
# `weak` mark instead (docs/decisions.md, *Recall as users get it*); minScore still cuts.
SEARCH_LIMIT = 6


class MemoryTools:
    """The tool implementations over one ``Bower`` (shared by every MCP session)."""

    def __init__(self, bower: Bower) -> None:
        self._bower = bower
        self.model_ready = threading.Event()
        self._warm_thread: threading.Thread | None = None

    @property
    def bower(self) -> Bower:
        """The facade as the agent this call's HTTP request names (``X-Bowerbird-Agent``, as
        the API reads it), else the server's own."""
        agent = REQUEST_AGENT.get()
        if agent is None or agent == self._bower.settings.curate.agent:
            return self._bower
        try:
            return self._bower.as_agent(agent)
        except SettingsError as exc:  # the header is the request's, not the server's config
            raise UsageError(f"X-Bowerbird-Agent: {exc.message}", exc.hint) from exc

    def warm_up(self) -> None:
        """Load the embedding model in the background (keyword search serves meanwhile), then
        embed whatever lacks a vector (a new model, new journal files) while serving."""

        def load() -> None:
            try:
                embedder = self.bower.embedder
                if embedder is not None:
                    embedder.embed(["warm up"])
            except BowerError:
                return  # searches stay keyword-only and say why
            finally:
                self.model_ready.set()
            with contextlib.suppress(BowerError, OSError):
                self.bower.catch_up(background=True)  # queries are not held up by it

        self._warm_thread = threading.Thread(target=load, name="bower-warm-up", daemon=True)
        self._warm_thread.start()

    # ------------------------------------------------------------ tools

    def search(
        self,
        query: str,
        limit: int = SEARCH_LIMIT,
        min_score: float | None = None,
        types: list[str] | None = None,
        tags: list[str] | None = None,
        since: str | None = None,
        until: str | None = None,
        detail: bool = False,
        mode: str = "similar",
        agent: str | None = None,
    ) -> dict[str, Any]:
        """Recall for ``query``: this agent's memories, or with ``agent`` ("*" or a name)
        another's as far as their owners shared them (each hit then names its agent)."""
        other = agent not in (None, "*")
        if other and not self.bower.browse(agent=agent, limit=1, include_archived=True).total:
            raise InputError(
                f"no agent {agent!r} has memories here", hint="memory_status's by_agent names them."
            )
        if not query.strip():
            raise InputError("query is empty", hint="Pass the question or topic to recall.")
        if mode not in ("similar", "associate"):
            raise InputError(f"unknown mode {mode!r}", hint="Use 'similar' or 'associate'.")
        fast = not self.model_ready.is_set()
        options = QueryOptions(
            limit=limit,
            min_score=min_score,
            types=tuple(types or ()),
            tags=tuple(tags or ()),
            since=parse_time(since, "since") if since else None,
            until=parse_time(until, "until") if until else None,
            fast=fast,
            associate=mode == "associate",
            agent=agent,
        )
        result = self.bower.query(query, options)
        if fast:
            result.notes.append("semantic search is still loading; these are keyword results")
        return result.to_dict() if detail else lean(result, agents=agent is not None)

    def context(self, query: str, budget_tokens: int) -> dict[str, Any]:
        """``bower context``'s answer: what a turn about ``query`` should know, as one block."""
        if not query.strip():
            raise InputError("query is empty", hint="Pass the turn's message or its topic.")
        options = QueryOptions(fast=not self.model_ready.is_set())
        return self.bower.context(query, options, budget_tokens=budget_tokens).to_dict()

    def listing(self, order: str, limit: int, offset: int) -> dict[str, Any]:
        """A page of live memories, as HTTP ``GET /memories`` answers it: its ``total`` is
        the one count of live memories every surface gives (``status``'s layers, the
        dashboard's)."""
        return self.bower.browse(order=order, limit=limit, offset=offset).to_dict()

    def messages(self, query: str, limit: int, all_agents: bool) -> dict[str, Any]:
        if all_agents:  # every agent's for the owner; else this agent's, the others' unseen
            return self.bower.messages.across(query, limit=limit).to_dict()
        hits = self.bower.messages.search(query, limit=limit)
        return {"query": query, "results": [h.to_dict() for h in hits]}

    def sources(self) -> dict[str, Any]:
        return self.bower.agents().to_dict()

    def store(
        self,
        content: str,
        type: str | None = None,
        tags: list[str] | None = None,
        topic: str | None = None,
        supersedes: str | None = None,
    ) -> dict[str, Any]:
        """Seed 001's curate; with ``supersedes``, seed 004's supersede (`bower curate
        --supersedes`): the text stored verbatim, the old memory closed and linked."""
        options = CurateOptions(
            type=type,  # type: ignore[arg-type]
            tags=tuple(tags or ()),
            topic=topic,
            source="mcp",
            supersedes=supersedes,
        )
        return self.bower.curate(content, options).to_dict()

    def get(
        self,
        id: str | None = None,
        path: str | None = None,
        start_line: int | None = None,
        end_line: int | None = None,
        lines: int | None = None,
    ) -> str:
        """Seed 002's ``memory_get``: the text itself, as the file holds it (a memory by id
        is its file: frontmatter, title and body); ``lines`` lines from ``start_line`` when
        no ``end_line`` is given."""
        if lines is not None and end_line is None:
            if lines < 1:
                raise InputError(f"lines {lines} is not a count", hint="Ask for 1 or more.")
            end_line = (start_line or 1) + lines - 1
        if bool(id) == bool(path):
            raise InputError(
                "pass exactly one of id, path or relPath", hint="e.g. {'id': 'x-1a2b'}"
            )
        if id:
            path = self.bower.get(id).path
        assert path is not None
        try:
            return self.bower.read_lines(path, start_line, end_line).text
        except NotFoundError:
            # Not a memory file: a journal chunk's path (journal/MEMORY.md, clawd/notes.md).
            count = None if end_line is None else end_line - (start_line or 1) + 1
            if count is not None and count < 1:
                raise InputError("end_line is before start_line", hint="Swap them.") from None
            return self.bower.journal.get(path, start_line, count).text

    def journal_lines(self, rel_path: str, start_line: int | None, lines: int | None) -> str:
        return self.bower.journal.get(rel_path, start_line, lines).text

    def journal(self, content: str) -> dict[str, Any]:
        return self.bower.journal.write(content).to_dict()

    def forget(self, id: str, hard: bool = False) -> dict[str, Any]:
        return self.bower.forget(id, hard=hard).to_dict()

    def overview(self, topic: str | None, budget_tokens: int) -> dict[str, Any]:
        return self.bower.overview(topic, budget_tokens=budget_tokens).to_dict()

    def link(self, source: str, target: str, type: str, weight: float) -> dict[str, Any]:
        return self.bower.link(source, target, type=type, weight=weight).to_dict()

    def unlink(self, source: str, target: str, type: str | None) -> dict[str, Any]:
        return self.bower.unlink(source, target, type=type).to_dict()

    def status(self) -> dict[str, Any]:
        data = self.bower.status().to_dict()
        data["semantic_search_ready"] = self.model_ready.is_set()
        return data

    def _listing(self, order: Literal["recent", "important"], limit: int) -> dict[str, Any]:
        if not 1 <= limit <= 100:
            raise InputError(f"limit {limit} is outside 1..100", hint="Use limit 1 to 100.")
        return {"memories": [m.to_dict() for m in self.bower.memories(order, limit)]}

    def list_recent(self, limit: int = 10) -> dict[str, Any]:
        return self._listing("recent", limit)

    def list_important(self, limit: int = 10) -> dict[str, Any]:
        return self._listing("important", limit)

    def dream(self, dry_run: bool = True) -> dict[str, Any]:
        return trimmed(self.bower.dream(dry_run=dry_run).to_dict())

    def high_importance(self, threshold: float, limit: int) -> dict[str, Any]:
        if not 0 <= threshold <= 1 or not 1 <= limit <= 100:
            raise InputError("threshold must be 0..1 and limit 1..100", hint="e.g. 0.7 and 10.")
        page = self.bower.browse(order="important", limit=limit)
        return {"memories": [m.to_dict() for m in page.memories if m.importance >= threshold]}

    def prune(self, threshold: float, dry_run: bool) -> dict[str, Any]:
        return trimmed(self.bower.prune(threshold, dry_run=dry_run).to_dict())

    def consolidate(self, dry_run: bool) -> dict[str, Any]:
        return trimmed(self.bower.consolidate(dry_run=dry_run).to_dict())

    def facts_extract(self, min_importance: float, dry_run: bool) -> dict[str, Any]:
        changes = self.bower.profiles.extract_from_facts(min_importance, dry_run=dry_run)
        return {"changes": [c.to_dict() for c in changes], "dry_run": dry_run}

    def maintenance(self, dry_run: bool) -> dict[str, Any]:
        return trimmed(self.bower.maintenance(dry_run=dry_run).to_dict())

    def reembed(self, dry_run: bool) -> dict[str, Any]:
        return self.bower.reembed(dry_run=dry_run).to_dict()

    def update(
        self,
        id: str,
        content: str | None,
        title: str | None,
        tags: list[str] | None,
        type: str | None,
    ) -> dict[str, Any]:
        """``memory_update``: an edit in place, by the rules of HTTP ``PATCH``."""
        if content is None and title is None and tags is None and type is None:
            raise InputError(
                "nothing to update", hint="Give the memory's new content, title, tags or type."
            )
        return self.bower.update(id, text=content, title=title, tags=tags, type=type).to_dict()

    def profile_set(
        self, key: str, value: str, entity_id: str, entity_type: str, confidence: float
    ) -> dict[str, Any]:
        """``profile_set``: one attribute set by the agent; a refusal is an error (as
        ``bower profile set`` gives it), so a model does not read it as stored."""
        change = self.bower.profiles.set(
            key,
            value,
            entity_id=entity_id,
            entity_type=entity_type,
            confidence=confidence,
            source="mcp",
        )
        return change.accepted().to_dict()

    def history(self, budget_tokens: int) -> dict[str, Any]:
        """``history_get``: this agent's conversation within ``budget_tokens`` (HTTP
        ``GET /history``'s bounds)."""
        if not 100 <= budget_tokens <= 1_000_000:
            raise UsageError(
                f"budget_tokens {budget_tokens} is outside 100..1000000", hint="e.g. 4000"
            )
        return self.bower.messages.history(budget_tokens).to_dict()

    def update_meaning(self, id: str, fields: dict[str, Any]) -> dict[str, Any]:
        memory = self.bower.update(id, meaning={k: v for k, v in fields.items() if v is not None})
        return {"id": memory.id, "meaning": memory.extra.get("meaning", {})}

    def supersede(self, id: str, content: str, type: str | None) -> dict[str, Any]:
        options = CurateOptions(supersedes=id, type=type, source="mcp")  # type: ignore[arg-type]
        return self.bower.curate(content, options).to_dict()

    def review(self, action: str = "list", ids: list[str] | None = None) -> dict[str, Any]:
        if action == "list":
            return self.bower.review().to_dict()
        if action not in ("approve", "reject"):
            raise InputError(
                f"unknown action {action!r}", hint="Use 'list', 'approve' or 'reject'."
            )
        if not ids:
            raise InputError("pass the change ids to " + action, hint="'list' shows them.")
        if action == "approve":
            return self.bower.approve(ids).to_dict()
        return self.bower.reject(ids).to_dict()


def lean(result: QueryResult, *, agents: bool = False) -> dict[str, Any]:
    """A query answer for a model's context (``detail`` gives the full one): per hit its id,
    kind, type, score and date, the title when the snippet does not start with it, the
    snippet as ``text`` (at most ~700 characters), where its lines are (``file`` of a chunk,
    ``path`` of a long memory, with ``startLine``/``endLine``, for memory_get) and seed 002's
    ``provider``/``model`` (the embedder that ranked it; empty for keyword results); with
    ``agents``, whose memory each is (a search over other agents). Notes only when there are
    some. Built from the hits themselves: the full form (whole contents) is never made."""
    provider, model = result.provider, result.model_used
    hits = []
    for hit in result.results:
        small: dict[str, Any] = {"id": hit.id, "kind": hit.kind, "type": hit.type}
        small["score"] = hit.score
        if hit.observed_at is not None:
            small["observed_at"] = format_time(hit.observed_at)
        # Stored text goes into a model's context as the context block puts it: defused (a
        # memory saying "</memory-context>" or "<|im_start|>system" cannot act as markup).
        if not hit.snippet.startswith(hit.title.rstrip(".…")):  # else it says nothing new
            small["title"] = neutral(hit.title)
        small["text"] = neutral(hit.snippet)
        if hit.lines is not None:  # a chunk, or the matching part of a long memory
            key = "file" if hit.kind == "chunk" else "path"
            small.update({key: hit.path, "startLine": hit.lines[0], "endLine": hit.lines[1]})
        if agents:
            small["agent"] = hit.agent
        if hit.contradicts:  # disputed: another live memory says otherwise, not yet decided
            small["contradicts"] = hit.contradicts
        if hit.weak:  # not clearly relevant (retrieve/relevance.py)
            small["weak"] = True
        small.update(provider=provider, model=model)
        hits.append(small)
    out: dict[str, Any] = {"query": result.query, "mode": result.mode, "results": hits}
    if result.weak:  # nothing clearly relevant: the model should not answer from these
        out["weak"] = True
    if result.searched is not None:  # asked across agents: what the sharing gate covered
        out["searched"] = result.searched
    if result.notes:
        out["notes"] = result.notes
    return out


def compact(data: Any) -> TextContent:
    """A tool's answer as one line of JSON text: no indentation and no structured copy (the
    SDK's default for a dict is both, indented), since every byte is a model's token."""
    text = json.dumps(data, ensure_ascii=False, separators=(",", ":"), default=str)
    return TextContent(type="text", text=text)


def trimmed(report: dict[str, Any]) -> dict[str, Any]:
    """A dream report for a model's context: the first 50 planned changes (its summary says
    how many there were)."""
    return {**report, "plan": report["plan"][:50]}
