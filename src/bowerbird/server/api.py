"""``/api/v1``: everything the CLI and MCP can do, as JSON over HTTP (seed 001 §9.3).

Each endpoint validates its body (unknown fields are errors: a typo must not be ignored),
calls one ``Bower`` method and returns that result's ``to_dict()`` — the shape the CLI's
``--json`` envelope carries in ``data``. Endpoints are plain functions: FastAPI runs them on
its thread pool, and the facade is safe to share between threads (the write lock is
re-entrant per process and held across processes).
"""

from __future__ import annotations

import tempfile
from datetime import datetime
from pathlib import Path
from typing import Annotated, Any, Literal

from fastapi import APIRouter, Depends, Query, Request
from pydantic import AfterValidator, BaseModel, ConfigDict, Field, model_validator
from starlette.concurrency import run_in_threadpool

from .. import (
    MAX_TAG_CHARS,
    MAX_TAGS,
    MAX_TITLE_CHARS,
    Bower,
    Browse,
    ChangeKind,
    CurateOptions,
    ImportFormat,
    ListOrder,
    Maturity,
    MemoryType,
    QueryOptions,
    RelationType,
    SettingsError,
    UsageError,
    __version__,
    parse_time,
)

Id = Annotated[str, Field(min_length=1, max_length=200)]
# Short labels kept in the index as they are (tags, keywords, metadata, source, topic): a NUL
# byte is refused here, since Postgres stores no text with one (a fuzzed tag answered 500).
_NO_NUL = r"^[^\x00]*$"
Label = Annotated[str, Field(max_length=MAX_TAG_CHARS, pattern=_NO_NUL)]


def _in_utc(value: datetime) -> datetime:
    """When a note was said, in UTC, as everywhere (``parse_time``: a time without a zone is
    UTC; one whose UTC falls outside years 1-9999 is refused by name, never a 500)."""
    return parse_time(value, "observed_at")


Said = Annotated[datetime, AfterValidator(_in_utc)]


class ErrorBody(BaseModel):
    """Every refusal's body: ``BowerError.to_dict()`` (some kinds add fields, e.g. ``path``)."""

    model_config = ConfigDict(extra="allow")

    error: str
    hint: str
    kind: str


def _refusal(description: str) -> dict[str, Any]:
    return {"model": ErrorBody, "description": description}


# What any endpoint may answer besides its result: the guard's refusals (every path passes it)
# and the facade's typed errors by their ``http_status``. Listed in the schema so a client
# generated from it knows them, and so schemathesis can check that nothing else is sent. A
# 500 is deliberately not listed: it is always a bug.
REFUSALS: dict[int | str, dict[str, Any]] = {
    400: _refusal("The call is malformed (a value out of range, an empty note)."),
    401: _refusal("This server needs a token, or the token is wrong."),
    403: _refusal("A request from a foreign Origin."),
    404: _refusal("No memory, file, snapshot or review item by that name."),
    413: _refusal("The request body is larger than the server takes."),
    421: _refusal("The Host header is not a name this server answers to."),
    422: _refusal("The body or a parameter does not match the schema."),
    503: _refusal("The home is busy (its write lock) or its index server restarting; retry."),
}


class Body(BaseModel):
    """Request bodies refuse unknown fields."""

    model_config = ConfigDict(extra="forbid")


class QueryBody(Body):
    query: str = Field(min_length=1, max_length=10_000)
    limit: int | None = Field(default=None, ge=1, le=100)
    min_score: float | None = Field(default=None, ge=0, le=1)
    types: list[MemoryType] = Field(default_factory=list, max_length=5)
    tags: list[Label] = Field(default_factory=list, max_length=MAX_TAGS)
    since: datetime | None = None
    until: datetime | None = None
    include_archived: bool = False
    include_superseded: bool = False
    fast: bool = False
    journal: bool = True
    # similar: what matches the question; associate: what the best matches are linked to.
    mode: Literal["similar", "associate"] = "similar"
    # Another agent's memories ("*": every agent's); default: the server's agent.
    agent: str | None = Field(default=None, pattern=r"^(\*|[A-Za-z0-9][A-Za-z0-9._-]{0,63})$")

    def options(self) -> QueryOptions:
        return QueryOptions(
            limit=self.limit,
            min_score=self.min_score,
            types=tuple(self.types),
            tags=tuple(self.tags),
            since=self.since,
            until=self.until,
            include_archived=self.include_archived,
            include_superseded=self.include_superseded,
            fast=self.fast,
            journal=self.journal,
            agent=self.agent,
            associate=self.mode == "associate",
        )


class ContextBody(QueryBody):
    budget_tokens: int = Field(default=1000, ge=50, le=100_000)


class CurateBody(Body):
    # ``content`` is seed 001's name (its CurateRequest); ``text`` ours: either, not both.
    text: str | None = Field(default=None, min_length=1)
    content: str | None = Field(default=None, min_length=1)
    type: MemoryType | None = None
    tags: list[Label] = Field(default_factory=list, max_length=MAX_TAGS)
    topic: str | None = Field(default=None, max_length=200, pattern=_NO_NUL)
    source: str = Field(default="api", min_length=1, max_length=200, pattern=_NO_NUL)
    priority: Literal["low", "normal", "high", "critical"] | None = None
    importance: float | None = Field(default=None, ge=0, le=1)
    observed_at: Said | None = None
    verbatim: bool = False
    dry_run: bool = False
    supersedes: str | None = Field(default=None, min_length=1, max_length=200)
    keywords: list[Label] = Field(default_factory=list, max_length=MAX_TAGS)
    metadata: dict[
        Annotated[str, Field(min_length=1, max_length=MAX_TAG_CHARS, pattern=_NO_NUL)],
        Annotated[str, Field(max_length=200, pattern=_NO_NUL)],
    ] = Field(default_factory=dict, max_length=MAX_TAGS)

    @model_validator(mode="after")
    def _one_text(self) -> CurateBody:
        if (self.text is None) == (self.content is None):
            raise ValueError("give the note as `content` (or `text`), once")
        return self


class Message(Body):
    role: Literal["user", "assistant", "system", "tool"]
    content: str


# One request curates turn by turn while a worker waits: a transcript longer than this is
# sent in parts (each part is its own request; a part sent twice keeps its messages once).
MAX_REQUEST_MESSAGES = 1000


class IngestBody(Body):
    messages: list[Message] = Field(min_length=1, max_length=MAX_REQUEST_MESSAGES)
    verbatim: bool = False
    observed_at: Said | None = None


class UpdateBody(Body):
    text: str | None = Field(default=None, min_length=1)
    title: str | None = Field(default=None, min_length=1, max_length=MAX_TITLE_CHARS)
    tags: list[Label] | None = Field(default=None, max_length=MAX_TAGS)
    type: MemoryType | None = None


class LinkBody(Body):
    target: str = Field(min_length=1, max_length=200)
    type: RelationType = "explicit"
    weight: float = Field(default=1.0, ge=0.0, le=1.0)


class ShareBody(Body):
    memory: Id
    with_agent: str = Field(pattern=r"^[A-Za-z0-9][A-Za-z0-9._-]{0,63}$")
    # The caller's person consents for this side now (the dashboard); an agent proposing
    # leaves it false, and its person approves later.
    consent: bool = False


ShareId = Annotated[str, Field(pattern=r"^sh-[0-9a-f]{8}$")]


class JournalBody(Body):
    text: str = Field(min_length=1)
    at: datetime | None = None


class DreamBody(Body):
    dry_run: bool = True
    kinds: list[ChangeKind] = Field(default_factory=list)
    all_agents: bool = False  # every agent's memories, not only the calling agent's


class PruneBody(Body):
    threshold: float = Field(default=0.05, ge=0, le=1)
    dry_run: bool = False
    all_agents: bool = False


class IdsBody(Body):
    ids: list[Id] = Field(min_length=1, max_length=1000)
    all_agents: bool = False


class RollbackBody(Body):
    snapshot: str | None = Field(default=None, max_length=200)
    dry_run: bool = False
    force: bool = False
    all_agents: bool = False


# A file name alone: no folder, no NUL ("." and ".." are refused where it is used).
_FILE_NAME = r"^[^/\\\x00]+$"


def _import_upload(
    bower: Bower, data: bytes, name: str, format: ImportFormat, me: str | None
) -> dict[str, Any]:
    """The uploaded export written to a private temporary folder under its own name, and
    imported from there (importers read files: a zip, a streamed JSON)."""
    if name in (".", ".."):
        raise UsageError(f"{name!r} is not a file name", hint="Name the export: chat.txt.")
    with tempfile.TemporaryDirectory(prefix="bower-upload-") as folder:
        path = Path(folder) / name
        path.write_bytes(data)
        return bower.import_file(path, format=format, me=me).to_dict()


def _bower(request: Request) -> Bower:
    """The server's facade, or a view of it as the agent the ``X-Bowerbird-Agent`` header
    names (one server for a fleet of agents: one index, one model)."""
    bower: Bower = request.app.state.bower
    agent = request.headers.get("x-bowerbird-agent")
    if not agent or agent == bower.agent:
        return bower
    try:
        return bower.as_agent(agent)
    except SettingsError as exc:  # the header is the request's, not the server's config
        raise UsageError(f"X-Bowerbird-Agent: {exc.message}", exc.hint) from exc


B = Annotated[Bower, Depends(_bower)]


def health() -> dict[str, Any]:
    """Liveness: open without a token, says nothing about the memories. Served at
    ``/api/v1/health`` and at seed 001's ``/health``."""
    return {"status": "ok", "version": __version__}


def build_router() -> APIRouter:
    """Every endpoint of ``/api/v1``."""
    api = APIRouter(prefix="/api/v1", responses=REFUSALS)

    api.add_api_route("/health", health, methods=["GET"], tags=["service"])

    @api.get("/status", tags=["service"])
    def status(bower: B) -> dict[str, Any]:
        """Counts by type and maturity, index health, unparsable files."""
        data = bower.status().to_dict()
        data["folders"] = bower.folders()
        return data

    @api.post("/query", tags=["recall"])
    def query(body: QueryBody, bower: B) -> dict[str, Any]:
        """Memories relevant to a query, best first, each with why it matched."""
        return bower.query(body.query, body.options()).to_dict()

    @api.post("/context", tags=["recall"])
    def context(body: ContextBody, bower: B) -> dict[str, Any]:
        """Memories for a query rendered as a prompt block within a token budget."""
        block = bower.context(body.query, body.options(), budget_tokens=body.budget_tokens)
        return block.to_dict()

    @api.get("/overview", tags=["recall"])
    def overview(
        bower: B,
        topic: Annotated[str | None, Query(min_length=1, max_length=2000)] = None,
        budget_tokens: Annotated[int, Query(ge=50, le=100_000)] = 800,
    ) -> dict[str, Any]:
        """The hierarchy of summaries read top-down within a token budget."""
        return bower.overview(topic, budget_tokens=budget_tokens).to_dict()

    @api.get("/graph", tags=["recall"])
    def graph(
        bower: B,
        id: Annotated[str | None, Query(min_length=1, max_length=200)] = None,
        hops: Annotated[int, Query(ge=1, le=3)] = 1,
        limit: Annotated[int, Query(ge=2, le=200)] = 60,
    ) -> dict[str, Any]:
        """The association graph around a memory (or the most linked memories): labelled
        nodes, typed and weighted edges with their origin, a summary's sources."""
        return bower.graph(id, hops=hops, limit=limit).to_dict()

    @api.post("/curate", tags=["gather"])
    def curate(body: CurateBody, bower: B) -> dict[str, Any]:
        """Store a note: redacted, extracted, deduplicated, superseding what it corrects."""
        text = body.text or body.content
        assert text is not None  # the validator asked for exactly one
        fields = body.model_dump(exclude={"text", "content", "metadata"})
        options = CurateOptions(**fields, metadata=body.metadata or None)
        return bower.curate(text, options).to_dict()

    @api.post("/ingest", tags=["gather"])
    def ingest(body: IngestBody, bower: B) -> dict[str, Any]:
        """Curate a conversation turn by turn (``verbatim``: every message as given)."""
        messages = [m.model_dump() for m in body.messages]
        return bower.ingest(
            messages, verbatim=body.verbatim, observed_at=body.observed_at
        ).to_dict()

    @api.post(
        "/import",
        tags=["gather"],
        openapi_extra={
            "requestBody": {
                "required": True,
                "content": {"application/octet-stream": {"schema": {"type": "string"}}},
            }
        },
    )
    async def import_file(
        request: Request,
        bower: B,
        name: Annotated[str, Query(min_length=1, max_length=200, pattern=_FILE_NAME)],
        format: ImportFormat = "auto",
        me: Annotated[str | None, Query(min_length=1, max_length=200)] = None,
    ) -> dict[str, Any]:
        """Import an export sent as the body (a WhatsApp chat, a ChatGPT or Claude export, a
        .vcf, mem0's JSON, a markdown note, a `bower export` file), ``name`` being its file
        name (it tells the format apart and names the source). The server's body-size limit
        applies; a bigger export is imported with `bower import` on the server's machine."""
        data = await request.body()
        return await run_in_threadpool(_import_upload, bower, data, name, format, me)

    @api.get("/memories", tags=["memories"])
    def memories(
        bower: B,
        order: ListOrder = "recent",
        limit: Annotated[int, Query(ge=1, le=500)] = 20,
        offset: Annotated[int, Query(ge=0, le=10_000_000)] = 0,
        type: Annotated[list[MemoryType] | None, Query()] = None,
        tag: Annotated[
            list[Annotated[str, Field(max_length=64, pattern=_NO_NUL)]] | None, Query()
        ] = None,
        maturity: Annotated[list[Maturity] | None, Query()] = None,
        folder: Annotated[str | None, Query(max_length=200)] = None,
        include_archived: bool = False,
        include_superseded: bool = False,
    ) -> dict[str, Any]:
        """A page of memories with filters, and how many match in all."""
        how = Browse(
            order=order,
            limit=limit,
            offset=offset,
            types=tuple(type or ()),
            tags=tuple(tag or ()),
            maturities=tuple(maturity or ()),
            folder=folder,
            include_archived=include_archived,
            include_superseded=include_superseded,
        )
        return bower.browse(how).to_dict()

    @api.get("/memories/{memory_id}", tags=["memories"])
    def get(memory_id: Id, bower: B) -> dict[str, Any]:
        """One memory as its file holds it."""
        return bower.get(memory_id).to_dict()

    @api.patch("/memories/{memory_id}", tags=["memories"])
    def update(memory_id: Id, body: UpdateBody, bower: B) -> dict[str, Any]:
        """Edit a memory's text, title, tags or type (audited, re-embedded)."""
        return bower.update(memory_id, **body.model_dump()).to_dict()

    @api.delete("/memories/{memory_id}", tags=["memories"])
    def forget(memory_id: Id, bower: B, hard: bool = False) -> dict[str, Any]:
        """Archive a memory (restorable), or delete its file with ``hard``."""
        return bower.forget(memory_id, hard=hard).to_dict()

    @api.post("/memories/{memory_id}/links", tags=["memories"])
    def link(memory_id: Id, body: LinkBody, bower: B) -> dict[str, Any]:
        """Associate this memory with ``target`` (an edge kept in this memory's file)."""
        linked = bower.link(
            memory_id, body.target, type=body.type, weight=body.weight, origin="agent"
        )
        return linked.to_dict()

    @api.delete("/memories/{memory_id}/links/{target}", tags=["memories"])
    def unlink(
        memory_id: Id, target: Id, bower: B, type: RelationType | None = None
    ) -> dict[str, Any]:
        """Remove the edges between this memory and ``target`` (of ``type`` only, if given)."""
        return bower.unlink(memory_id, target, type=type).to_dict()

    @api.post("/memories/{memory_id}/restore", tags=["memories"])
    def restore(memory_id: Id, bower: B) -> dict[str, Any]:
        """Bring an archived memory back."""
        return bower.restore(memory_id).to_dict()

    @api.get("/memories/{memory_id}/history", tags=["memories"])
    def history(memory_id: Id, bower: B) -> dict[str, Any]:
        """Audit events of one memory, oldest first."""
        return {"id": memory_id, "events": [e.to_dict() for e in bower.history(memory_id)]}

    @api.get("/memories/{memory_id}/explain", tags=["memories"])
    def explain(memory_id: Id, bower: B) -> dict[str, Any]:
        """A memory's life: state, history, supersession chain, where it went."""
        return bower.explain(memory_id).to_dict()

    @api.get("/lines", tags=["memories"])
    def lines(
        bower: B,
        path: Annotated[str, Query(min_length=1, max_length=1000)],
        start_line: Annotated[int | None, Query(ge=1)] = None,
        end_line: Annotated[int | None, Query(ge=1)] = None,
    ) -> dict[str, Any]:
        """Lines of a memory file by tree path (a hit's ``lines``); never outside the tree."""
        return bower.read_lines(path, start_line, end_line).to_dict()

    @api.post("/journal", tags=["journal"])
    def journal_write(body: JournalBody, bower: B) -> dict[str, Any]:
        """Append a timestamped entry to today's daily log (credentials redacted)."""
        return bower.journal.write(body.text, when=body.at).to_dict()

    @api.get("/journal/start", tags=["journal"])
    def journal_start(
        bower: B,
        shared: bool = False,
        budget_tokens: Annotated[int | None, Query(ge=100, le=1_000_000)] = None,
    ) -> dict[str, Any]:
        """MEMORY.md with today's and yesterday's logs as a prompt block (``shared``: without
        MEMORY.md, for a group context)."""
        return bower.journal.start(shared=shared, budget_tokens=budget_tokens).to_dict()

    @api.get("/journal/lines", tags=["journal"])
    def journal_lines(
        bower: B,
        path: Annotated[str, Query(min_length=1, max_length=1000)],
        start_line: Annotated[int | None, Query(ge=1)] = None,
        lines: Annotated[int | None, Query(ge=1, le=2000)] = None,
    ) -> dict[str, Any]:
        """Lines of a journal or ``[files] paths`` file; never outside those folders."""
        return bower.journal.get(path, start_line, lines).to_dict()

    @api.get("/journal/sources", tags=["journal"])
    def journal_sources(bower: B) -> dict[str, Any]:
        """The folders of plain markdown indexed, with their files, chunks and errors."""
        return {"sources": bower.journal.sources()}

    @api.post("/dream", tags=["arrange"])
    def dream(body: DreamBody, bower: B) -> dict[str, Any]:
        """Arrange the memories (dry run by default: the plan only)."""
        kinds: set[str] | None = set(body.kinds) or None
        scope = body.all_agents
        return bower.dream(dry_run=body.dry_run, kinds=kinds, all_agents=scope).to_dict()

    @api.post("/prune", tags=["arrange"])
    def prune(body: PruneBody, bower: B) -> dict[str, Any]:
        """Archive decayed memories (never decisions or procedures), after a snapshot."""
        report = bower.prune(body.threshold, dry_run=body.dry_run, all_agents=body.all_agents)
        return report.to_dict()

    @api.get("/review", tags=["arrange"])
    def review(bower: B, all_agents: bool = False) -> dict[str, Any]:
        """Changes a dream queued for a human decision (about the calling agent's memories,
        or every agent's with ``all_agents``)."""
        return bower.review(all_agents=all_agents).to_dict()

    @api.post("/review/approve", tags=["arrange"])
    def approve(body: IdsBody, bower: B) -> dict[str, Any]:
        """Apply queued changes, after a snapshot."""
        return bower.approve(body.ids, all_agents=body.all_agents).to_dict()

    @api.post("/review/reject", tags=["arrange"])
    def reject(body: IdsBody, bower: B) -> dict[str, Any]:
        """Drop queued changes; the decision is kept so a dream does not propose them again."""
        return bower.reject(body.ids, all_agents=body.all_agents).to_dict()

    @api.get("/shares", tags=["sharing"])
    def shares(bower: B) -> dict[str, Any]:
        """The calling agent's shares with other agents: pending, shared, revoked."""
        return {"shares": [s.to_dict() for s in bower.sharing.shares()]}

    @api.post("/shares", tags=["sharing"])
    def share_propose(body: ShareBody, bower: B) -> dict[str, Any]:
        """Propose one of the calling agent's memories to another agent (400 when it is
        episodic or too sensitive); it crosses once both sides approved."""
        return bower.sharing.propose(body.memory, body.with_agent, consent=body.consent).to_dict()

    @api.post("/shares/{share_id}/approve", tags=["sharing"])
    def share_approve(share_id: ShareId, bower: B) -> dict[str, Any]:
        """The calling agent's person consents; with both consents the memory is copied."""
        return bower.sharing.approve(share_id).to_dict()

    @api.post("/shares/{share_id}/revoke", tags=["sharing"])
    def share_revoke(share_id: ShareId, bower: B) -> dict[str, Any]:
        """End a share from either side: the copy is erased from the other agent."""
        return bower.sharing.revoke(share_id).to_dict()

    @api.get("/snapshots", tags=["arrange"])
    def snapshots(bower: B) -> dict[str, Any]:
        """Snapshots taken by dreams, newest first, each with what its dream changed."""
        return {"snapshots": [s.to_dict() for s in bower.snapshots()]}

    @api.post(
        "/rollback",
        tags=["arrange"],
        responses={409: _refusal("Undoing the dream would overwrite later edits.")},
    )
    def rollback(body: RollbackBody, bower: B) -> dict[str, Any]:
        """Undo a dream change by change (newest by default); 409 if memories it changed
        were edited since, unless ``force``."""
        report = bower.rollback(
            body.snapshot, dry_run=body.dry_run, force=body.force, all_agents=body.all_agents
        )
        return report.to_dict()

    return api
