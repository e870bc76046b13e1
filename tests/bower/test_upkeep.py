"""The dashboard's facade calls (issue 36): one set of counts per agent, session summaries
made, listed and rebuilt, re-embedding after a model change, and the audit of what ran."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta
from pathlib import Path
from typing import Any

import pytest

from bowerbird import Bower, ImportRecord, NotFoundError

FAKE: dict[str, dict[str, Any]] = {"embed": {"provider": "fake"}, "sync": {"interval_s": 0}}


def _two_agents(home: Path) -> tuple[Bower, Bower]:
    base = Bower(home, overrides=FAKE)
    base.import_records([ImportRecord(f"Alpha fact number {i} about gardens.") for i in range(5)])
    other = base.as_agent("ops")
    other.import_records([ImportRecord(f"Ops fact number {i} about servers.") for i in range(3)])
    return base, other


def test_counts_are_per_agent_and_match_the_listings(home: Path) -> None:
    base, ops = _two_agents(home)
    try:
        first = base.browse(limit=1).memories[0].id
        second = base.browse(limit=2).memories[1].id
        base.link(first, second)
        base.forget(base.browse(limit=3).memories[2].id)  # archived: no longer counted live
        mine, theirs, every = base.counts(), ops.counts(), base.counts(all_agents=True)
        assert (mine.agent, theirs.agent, every.agent) == ("default", "ops", None)
        assert mine.memories == base.browse(limit=1).total == 4
        assert theirs.memories == ops.browse(limit=1).total == 3
        assert every.memories == base.browse(limit=1, agent="*").total == 7
        assert (mine.archived, theirs.archived, every.archived) == (1, 0, 1)
        assert sum(mine.by_type.values()) == mine.memories
        assert (mine.relations, theirs.relations) == (1, 0)  # held in the default's file
        assert every.relations == 1
        assert mine.to_dict()["agent"] == "default" and every.to_dict()["agent"] == "*"
        assert sum(mine.folders.values()) == mine.memories
        # Counts are cached per index generation: a write shows at once, from any process.
        with Bower(home, overrides=FAKE) as other_process:
            other_process.forget(other_process.browse(limit=1).memories[0].id)
        again = base.counts()
        assert (again.memories, again.archived) == (3, 2)
        assert base.counts(all_agents=True).memories == 6
    finally:
        base.close()


def _closed_sessions(bower: Bower, n: int) -> list[str]:
    start = datetime(2026, 3, 1, 9, tzinfo=UTC)
    sessions = []
    for day in range(n):
        at = start + timedelta(days=day)
        turns = [
            ("user", f"On day {day} I decided to repaint the fence blue.", at),
            ("assistant", "Noted.", at + timedelta(minutes=1)),
        ]
        bower.messages.add_session(turns)
        sessions.append(bower.messages.sessions()[-1]["session"])
    return sessions


def test_sessions_say_active_or_closed(bower: Bower) -> None:
    (old,) = _closed_sessions(bower, 1)
    bower.messages.add([("user", "What is the weather today?")])
    listed = {s["session"]: s["status"] for s in bower.messages.sessions()}
    assert listed[old] == "closed"
    assert sorted(listed.values()) == ["active", "closed"]
    bower.messages.close_session()
    assert {s["status"] for s in bower.messages.sessions()} == {"closed"}


def test_summarise_makes_lists_and_rebuilds_session_summaries(bower: Bower) -> None:
    sessions = _closed_sessions(bower, 3)
    preview = bower.summarise(dry_run=True)
    assert preview.sessions == sessions and preview.dry_run
    assert bower.messages.summaries() == []  # a preview writes nothing
    made = bower.summarise()
    assert made.to_dict()["summarised"] == 3
    listed = bower.messages.summaries()
    assert [s["session"] for s in listed] == sessions
    assert "fence blue" in listed[0]["summary"]
    again = bower.summarise()
    assert again.sessions == [] and again.current == 3
    rebuilt = bower.summarise(rebuild=True)
    assert rebuilt.sessions == sessions
    opened = bower.messages.session(sessions[1])
    assert [m["role"] for m in opened["messages"]] == ["user", "assistant"]
    assert opened["summaries"][0]["current"] is True
    assert "day 1" in opened["summaries"][0]["summary"]
    actions = [e.action for e in bower.activity()]
    assert actions[:3] == ["summaries:rebuilt", "summaries:made", "summaries:made"]


def test_a_session_of_another_agent_is_not_found(bower: Bower) -> None:
    (session,) = _closed_sessions(bower.as_agent("ops"), 1)
    with pytest.raises(NotFoundError):
        bower.messages.session(session)
    assert bower.messages.session(session, every_agent=True)["agents"] == ["ops"]  # the owner
    with pytest.raises(NotFoundError):
        bower.summarise(session)


def test_reembed_after_a_model_change_embeds_everything_again(home: Path) -> None:
    texts = [f"Reembed note {i} about harbour cranes." for i in range(6)]
    with Bower(home, overrides=FAKE) as first:
        first.import_records([ImportRecord(t) for t in texts])
        assert first.reembed(dry_run=True).memories_pending == 0
    changed: dict[str, dict[str, Any]] = {**FAKE, "embed": {"provider": "fake", "model": "second"}}
    with Bower(home, overrides=changed) as second:
        preview = second.reembed(dry_run=True)
        assert preview.model is not None and "second" in preview.model
        assert preview.memories_pending == 6 and preview.embedded == 0
        done = second.reembed()
        assert done.embedded >= 6
        assert second.reembed(dry_run=True).memories_pending == 0
        assert second.status().to_dict()["vectors"]["pending"] == 0
        (event,) = [e for e in second.activity() if e.action == "reembedded"]
        assert event.details["embedded"] == done.embedded
        assert event.details["model"] == preview.model


def test_maintenance_and_consolidation_are_audited_with_their_agent(home: Path) -> None:
    base, ops = _two_agents(home)
    try:
        ops.maintenance()
        base.consolidate(dry_run=True)  # a preview is not an action
        base.consolidate(all_agents=True)
        events = base.activity()
        assert [e.action for e in events[:2]] == ["consolidated", "maintenance"]
        assert events[0].details["agent"] == "*"
        assert events[1].details["agent"] == "ops"
        assert "applied" in events[1].details
    finally:
        base.close()
