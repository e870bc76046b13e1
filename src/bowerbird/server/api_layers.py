"""``/api/v1`` for the conversation layers and the dashboard's panels (seed 004 §09): counts,
sessions and their messages, message search, history, session summaries, profiles, and the
actions — a dream, maintenance, consolidation, re-embedding, summaries — run at once or
as a job with progress. Same rules as ``api.py``: validated bodies, one facade call, ``to_dict()``.
"""

from __future__ import annotations

from typing import Annotated, Any, Literal

from fastapi import APIRouter, Query
from pydantic import Field

from .. import Bower
from .api import REFUSALS, B, Body
from .jobs import Jobs

Action = Literal["dream", "maintenance", "consolidate", "reembed", "summarise"]
AllAgents = Annotated[bool, Query(description="Every agent's, not only the calling agent's.")]
SessionId = Annotated[str, Field(pattern=r"^s[0-9]{8}T[0-9]{6}[a-z]*$", max_length=40)]
EntityType = Literal["user", "bot"]
EntityId = Annotated[str, Field(pattern=r"^[A-Za-z0-9][A-Za-z0-9._-]{0,63}$")]
Key = Annotated[str, Field(min_length=1, max_length=64, pattern=r"^[A-Za-z][A-Za-z0-9_ ]*$")]


class ActionBody(Body):
    """The options every action takes (each uses those that apply to it)."""

    dry_run: bool = False  # a preview: what it would do, nothing changed


class MaintenanceBody(ActionBody):
    all_agents: bool = False


class ConsolidateBody(MaintenanceBody):
    similarity: float = Field(default=0.95, ge=0.5, le=1.0)


class SummariseBody(ActionBody):
    rebuild: bool = False  # make every closed session's summary again


class JobBody(ConsolidateBody, SummariseBody):
    action: Action


class AttributeBody(Body):
    value: str = Field(min_length=1, max_length=120)
    confidence: float = Field(default=1.0, ge=0.0, le=1.0)


def act(bower: Bower, action: str, body: ActionBody, progress: Any = None) -> dict[str, Any]:
    """Run one dashboard action through the facade (``progress``: ``(done, total)``)."""
    every = bool(getattr(body, "all_agents", False))
    if action == "dream":
        return bower.dream(dry_run=body.dry_run, all_agents=every, progress=progress).to_dict()
    if action == "maintenance":
        return bower.maintenance(
            dry_run=body.dry_run, all_agents=every, progress=progress
        ).to_dict()
    if action == "consolidate":
        similarity = getattr(body, "similarity", 0.95)
        return bower.consolidate(similarity, dry_run=body.dry_run, all_agents=every).to_dict()
    if action == "reembed":
        return bower.reembed(dry_run=body.dry_run, progress=progress).to_dict()
    rebuild = bool(getattr(body, "rebuild", False))
    return bower.summarise(rebuild=rebuild, dry_run=body.dry_run, progress=progress).to_dict()


def build_layers_router(jobs: Jobs) -> APIRouter:
    """The endpoints of the conversation layers and the dashboard's actions (``jobs``: the
    server's, which the dashboard also reads to show a finished job's report)."""
    api = APIRouter(prefix="/api/v1", responses=REFUSALS)

    @api.get("/counts", tags=["service"])
    def counts(bower: B, all_agents: AllAgents = False) -> dict[str, Any]:
        """The calling agent's live memories, archived, superseded, relations, sessions,
        messages and summaries — the numbers every dashboard page shows."""
        return bower.counts(all_agents=all_agents).to_dict()

    @api.get("/sessions", tags=["conversations"])
    def sessions(
        bower: B,
        all_agents: AllAgents = False,
        limit: Annotated[int, Query(ge=1, le=500)] = 50,
        offset: Annotated[int, Query(ge=0, le=10_000_000)] = 0,
    ) -> dict[str, Any]:
        """The calling agent's sessions, newest first, each active or closed with its message
        count. (``all_agents``: another agent's raw conversation is its own — the same.)"""
        listed = bower.messages.sessions()[::-1]
        page = listed[offset : offset + limit]
        return {"total": len(listed), "offset": offset, "limit": limit, "sessions": page}

    @api.get("/sessions/{session}", tags=["conversations"])
    def session(session: SessionId, bower: B, all_agents: AllAgents = False) -> dict[str, Any]:
        """One session's messages of the calling agent in order, with its saved summary of it
        (``all_agents``: the others' are their own — the same)."""
        return bower.messages.session(session)

    @api.post("/sessions/{session}/summary", tags=["conversations"])
    def summarise_session(session: SessionId, body: SummariseBody, bower: B) -> dict[str, Any]:
        """Summarise one session of the calling agent (again with ``rebuild``)."""
        made = bower.summarise(session, rebuild=body.rebuild, dry_run=body.dry_run)
        return made.to_dict()

    @api.get("/messages", tags=["conversations"])
    def messages(
        bower: B,
        q: Annotated[str, Query(min_length=1, max_length=2000)],
        limit: Annotated[int, Query(ge=1, le=200)] = 20,
        all_agents: AllAgents = False,
    ) -> dict[str, Any]:
        """The calling agent's raw messages containing the query's words, best first (BM25);
        with ``all_agents``, every agent's for the home's owner (``[share] owner_override``),
        else still the caller's own: others' messages are not searched, shown or counted
        (``searched`` says so)."""
        if all_agents:
            return bower.messages.across(q, limit=limit).to_dict()
        hits = bower.messages.search(q, limit=limit)
        return {"query": q, "results": [h.to_dict() for h in hits]}

    @api.get("/history", tags=["conversations"])
    def history(
        bower: B,
        budget_tokens: Annotated[int, Query(ge=100, le=1_000_000)] = 4000,
        all_agents: AllAgents = False,
    ) -> dict[str, Any]:
        """The conversation as the agent would get it: recent sessions whole, older ones by
        their summaries, within ``budget_tokens``."""
        return bower.messages.history(budget_tokens).to_dict()  # the agent's own, always

    @api.get("/summaries", tags=["conversations"])
    def summaries(
        bower: B,
        all_agents: AllAgents = False,
        limit: Annotated[int, Query(ge=1, le=1000)] = 100,
        offset: Annotated[int, Query(ge=0, le=10_000_000)] = 0,
    ) -> dict[str, Any]:
        """Saved session summaries, oldest session first, a page at a time (the hierarchy
        of memory summaries is ``/overview``)."""
        found = bower.messages.summaries(offset=offset, limit=limit)  # the agent's own
        total = bower.messages.summary_count()
        return {"total": total, "offset": offset, "limit": limit, "summaries": found}

    @api.post("/summaries", tags=["conversations"])
    def summarise(body: SummariseBody, bower: B) -> dict[str, Any]:
        """Summarise the calling agent's closed sessions lacking a current summary (every
        one again with ``rebuild``); ``dry_run`` lists them."""
        return act(bower, "summarise", body)

    @api.get("/profiles", tags=["profiles"])
    def profiles(bower: B) -> dict[str, Any]:
        """Every user and bot profile of the home, with how many attributes each holds."""
        return {"profiles": bower.profiles.entities()}

    @api.get("/profiles/{entity_type}/{entity_id}", tags=["profiles"])
    def profile(entity_type: EntityType, entity_id: EntityId, bower: B) -> dict[str, Any]:
        """A profile's attributes (value, confidence, source, when) and their history."""
        return bower.profiles.show(entity_id=entity_id, entity_type=entity_type)

    @api.put("/profiles/{entity_type}/{entity_id}/attributes/{key}", tags=["profiles"])
    def profile_set(
        entity_type: EntityType, entity_id: EntityId, key: Key, body: AttributeBody, bower: B
    ) -> dict[str, Any]:
        """Set an attribute by hand (400 when refused: not allowlisted, or a credential)."""
        change = bower.profiles.set(
            key,
            body.value,
            entity_id=entity_id,
            entity_type=entity_type,
            confidence=body.confidence,
            source="dashboard",
        )
        return change.accepted().to_dict()

    @api.delete("/profiles/{entity_type}/{entity_id}/attributes/{key}", tags=["profiles"])
    def profile_forget(
        entity_type: EntityType, entity_id: EntityId, key: Key, bower: B
    ) -> dict[str, Any]:
        """Forget an attribute and every value it had (the history says when)."""
        gone = bower.profiles.forget(key, entity_id=entity_id, entity_type=entity_type)
        return {"key": key, "forgotten": gone}

    @api.post("/maintenance", tags=["arrange"])
    def maintenance(body: MaintenanceBody, bower: B) -> dict[str, Any]:
        """A whole dream, then what lacks a vector embedded and the sessions that no longer
        fit a history summarised (``dry_run``: the dream's plan only)."""
        return act(bower, "maintenance", body)

    @api.post("/consolidate", tags=["arrange"])
    def consolidate(body: ConsolidateBody, bower: B) -> dict[str, Any]:
        """Merge memories at least ``similarity`` alike and synthesise patterns, after a
        snapshot (``dry_run``: the plan only)."""
        return act(bower, "consolidate", body)

    @api.post("/reembed", tags=["arrange"])
    def reembed(body: ActionBody, bower: B) -> dict[str, Any]:
        """Embed every text without a vector of the configured model — all of them after a
        model change (``dry_run``: count them)."""
        return act(bower, "reembed", body)

    @api.get("/activity", tags=["arrange"])
    def activity(bower: B, limit: Annotated[int, Query(ge=1, le=1000)] = 50) -> dict[str, Any]:
        """Home-wide actions (maintenance, consolidation, re-embedding, summaries, rollbacks),
        newest first, each with the agent it ran for."""
        return {"events": [e.to_dict() for e in bower.activity(limit)]}

    @api.post("/jobs", tags=["arrange"], status_code=202)
    def start_job(body: JobBody, bower: B) -> dict[str, Any]:
        """Start an action in the background; poll ``/jobs/{id}`` for its progress and
        result. The same action for the same agent, while it runs, returns that job."""
        agent = "*" if body.all_agents else bower.agent
        job = jobs.start(
            body.action, agent, lambda progress: act(bower, body.action, body, progress)
        )
        return job.to_dict()

    @api.get("/jobs/{job_id}", tags=["arrange"])
    def job(job_id: Annotated[str, Field(pattern=r"^job-[0-9a-f]{8}$")]) -> dict[str, Any]:
        """A job's state (running, done, failed), progress, and result or error."""
        return jobs.get(job_id).to_dict()

    return api
