"""The sharing gate of cross-agent recall: ``Bower.query`` asked for another agent's
memories (``agent="*"`` or a name) answers with what the protocol allows — this agent's own
memories and the copies other agents' owners shared with it (seed 003 §9) — and says so in
``searched``, in words fixed by the request alone.

Other agents' memories are never searched here, not even to count them: a count of what was
kept back told an agent whether another had written the words it searched for (issue 63's
one-bit oracle). The gate adds nothing that depends on what an agent may not read (the
ranking beneath it still reads home-wide word statistics: docs/decisions.md, "No oracle
across agents")."""

from __future__ import annotations

import dataclasses
from typing import Protocol

from ..retrieve.results import QueryOptions, QueryResult
from ..settings import Settings
from ..sharing.pool import Sharing
from .wiring import ALL_AGENTS


class Facade(Protocol):
    """What the gate uses of the facade."""

    settings: Settings

    @property
    def agent(self) -> str: ...

    def _query(self, text: str, asked: QueryOptions) -> QueryResult: ...


_WIDER = 50  # results asked of this agent's own memories before keeping one owner's copies

# What a gated answer covers: the same words whatever matched, and whatever others hold.
EVERY = (
    "this agent's memories, with the copies other agents shared with it; other agents' "
    "own memories are not searched (`bower share`)"
)


def shared_by(agent: str) -> str:
    """What an answer about ``agent``'s memories covers (the name is the caller's own)."""
    return (
        f"what agent {agent} shared with this agent; its own memories are not searched "
        "(`bower share`)"
    )


def query(bower: Facade, sharing: Sharing, text: str, asked: QueryOptions) -> QueryResult:
    """``asked`` answered within the protocol (see the module docstring): only this agent's
    own memories are searched, so nothing of the others' is counted or shown."""
    other = asked.agent or ALL_AGENTS
    if other == ALL_AGENTS:
        result = bower._query(text, dataclasses.replace(asked, agent=bower.agent))
        result.searched = EVERY
        return result
    copies = sharing.shared_from(other)
    wider = dataclasses.replace(asked, agent=bower.agent, limit=_WIDER)
    result = bower._query(text, wider)
    keep = asked.limit or bower.settings.query.limit
    result.results = [hit for hit in result.results if hit.id in copies][:keep]
    result.searched = shared_by(other)
    return result
