"""The sharing gate of cross-agent recall: ``Bower.query`` asked for another agent's
memories (``agent="*"`` or a name) answers with what the protocol allows — this agent's own
memories and the copies other agents' owners shared with it — and counts what it withheld,
so a caller knows something was there (seed 003 §9)."""

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


def query(bower: Facade, sharing: Sharing, text: str, asked: QueryOptions) -> QueryResult:
    """``asked`` answered within the protocol (see the module docstring)."""
    other = asked.agent or ALL_AGENTS
    if other == ALL_AGENTS:
        result = bower._query(text, dataclasses.replace(asked, agent=bower.agent))
        unfiltered = bower._query(text, asked)
        withheld = sum(1 for hit in unfiltered.results if hit.agent != bower.agent)
    else:
        copies = sharing.shared_from(other)
        wider = dataclasses.replace(asked, agent=bower.agent, limit=_WIDER)
        result = bower._query(text, wider)
        keep = asked.limit or bower.settings.query.limit
        result.results = [hit for hit in result.results if hit.id in copies][:keep]
        withheld = len(bower._query(text, asked).results)
    result.withheld = withheld
    if withheld:
        whose = "other agents" if other == ALL_AGENTS else f"agent {other}"
        result.notes.append(
            f"{withheld} memories of {whose} were withheld: only what both owners shared "
            "reaches this agent (`bower share`)"
        )
    return result
