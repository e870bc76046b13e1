"""A contradiction is visible where it is read: two live memories that disagree carry each
other's id in every answer (facade, JSON, the MCP tool's lean form, the context block), and
the one observed later comes first until someone decides."""

from __future__ import annotations

from datetime import UTC, datetime
from pathlib import Path

from bowerbird import Bower
from bowerbird.mcp.tools import lean


def test_disputed_answers_say_so_and_the_newer_leads(home: Path) -> None:
    bower = Bower(home, overrides={"sync": {"interval_s": 0}, "embed": {"provider": "default"}})
    bower.curate(
        "The tenants' bins go out on Tuesday evenings.",
        observed_at=datetime(2026, 3, 2, tzinfo=UTC),
    )
    older = bower.curate(
        "Guests may park in the courtyard overnight.", observed_at=datetime(2026, 3, 3, tzinfo=UTC)
    ).created[0]
    newer = bower.curate(
        "Guests may not park in the courtyard overnight.",
        observed_at=datetime(2026, 3, 5, tzinfo=UTC),
    )
    assert newer.created and "may contradict" in newer.actions[0].reason
    newer_id = newer.created[0]
    result = bower.query("Can guests park in the courtyard overnight?", use_cache=False)
    ids = [h.id for h in result.results]
    assert ids.index(newer_id) < ids.index(older)  # the later observation first
    marks = {h.id: h.contradicts for h in result.results}
    assert marks[newer_id] == [older] and marks[older] == [newer_id]
    assert result.results[ids.index(older)].to_dict()["contradicts"] == [newer_id]
    small = {h["id"]: h for h in lean(result)["results"]}
    assert small[older]["contradicts"] == [newer_id]
    assert "contradicts" not in [
        k for h in small.values() if h["id"] not in (older, newer_id) for k in h
    ]
    block = bower.context("Can guests park in the courtyard overnight?").text
    assert f"DISPUTED by {older}" in block and f"DISPUTED by {newer_id}" in block
    bower.close()
