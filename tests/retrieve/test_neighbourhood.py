"""The association graph as a person reads it (``Bower.graph``, the API's ``/graph`` and the
dashboard's page): labelled nodes, typed and weighted edges with their origin, hops, bounds,
agents kept apart, and a summary's sources."""

from __future__ import annotations

from pathlib import Path

import pytest

from bowerbird import Bower, ImportRecord, NotFoundError, UsageError

from ..conftest import lose_index, run_cli

CHAIN = [
    "The parser rewrite landed in release 4.2 of the importer.",
    "Release 4.2 shipped to the Lisbon customers on Friday.",
    "Lisbon customers reported corrupted invoices over the weekend.",
    "Finance paused the Lisbon invoice run until the fix ships.",
]


def _bower(home: Path, agent: str | None = None) -> Bower:
    overrides: dict[str, dict[str, object]] = {"sync": {"interval_s": 0}}
    if agent:
        overrides["curate"] = {"agent": agent}
    return Bower(home, overrides=overrides)


def _chain(bower: Bower) -> list[str]:
    ids = [bower.curate(n).memories[0].id for n in CHAIN]
    bower.link(ids[0], ids[1], type="causal", weight=0.8, origin="person")
    bower.link(ids[1], ids[2], type="causal", weight=0.6)
    bower.link(ids[2], ids[3], type="explicit", weight=0.4)
    return ids


def test_a_view_has_labelled_nodes_and_typed_weighted_edges_by_hop(home: Path) -> None:
    bower = _bower(home)
    a, b, c, d = _chain(bower)
    one = bower.graph(b)
    assert (one.nodes[0].id, one.nodes[0].hop) == (b, 0)
    assert {n.id: n.hop for n in one.nodes} == {b: 0, a: 1, c: 1}
    assert {n.id: n.title for n in one.nodes}[a].startswith("The parser rewrite")
    edges = {(e.source, e.target): e for e in one.edges}
    assert (edges[(a, b)].type, edges[(a, b)].strength, edges[(a, b)].origin) == (
        "causal",
        0.8,
        "person",
    )
    assert edges[(b, c)].origin == "agent" and (c, d) not in edges
    two = bower.graph(b, hops=2)
    assert {n.id: n.hop for n in two.nodes}[d] == 2 and (c, d) in {
        (e.source, e.target) for e in two.edges
    }
    # Bounded: nearest and strongest first, the rest counted, never drawn.
    small = bower.graph(b, hops=2, limit=2)
    assert [n.id for n in small.nodes] == [b, a] and small.left_out == 1  # c; d never reached
    # Without a focus: the most linked first (b and c have two edges each).
    hubs = bower.graph(limit=2)
    assert {n.id for n in hubs.nodes} == {b, c}
    as_json = one.to_dict()
    assert as_json["focus"] == b and {"source", "target", "type", "strength", "origin"} <= set(
        as_json["edges"][0]
    )
    bower.close()
    # Plain data: the same view from a rebuilt index.
    lose_index(home)
    rebuilt = _bower(home)
    assert rebuilt.graph(b, hops=2).to_dict() == two.to_dict()
    rebuilt.close()


def test_bad_views_are_refused_naming_the_fix(home: Path) -> None:
    bower = _bower(home)
    a = bower.curate(CHAIN[0]).memories[0].id
    with pytest.raises(UsageError, match="hops must be 1 to 3") as hops:
        bower.graph(a, hops=4)
    assert "--hops" in hops.value.hint
    with pytest.raises(UsageError, match="2 to 200"):
        bower.graph(a, limit=1)
    with pytest.raises(NotFoundError):
        bower.graph("no-such-memory")
    assert bower.graph().nodes[0].id == a  # a home without edges shows its memories
    bower.close()


def test_another_agents_memories_are_never_shown(home: Path) -> None:
    mine = _bower(home, "ada")
    a = mine.curate(CHAIN[0]).memories[0].id
    mine.close()
    theirs = _bower(home, "bob")
    b = theirs.curate(CHAIN[1]).memories[0].id
    theirs.close()
    # An edge across agents (written by hand into the file, as a person could) is not
    # followed: bob's memory is not drawn in ada's view.
    ada = _bower(home, "ada")
    path = home / "tree" / ada.get(a).path
    edge = f"relations:\n  - {{type: explicit, target: {b}, strength: 0.9}}\ntags:"
    path.write_text(path.read_text().replace("tags:", edge, 1))
    assert [r.target for r in ada.get(a).relations] == [b]
    ada.close()
    ada = _bower(home, "ada")
    assert [n.id for n in ada.graph(a).nodes] == [a] and ada.graph(a).edges == []
    assert b not in {n.id for n in ada.graph().nodes}
    with pytest.raises(NotFoundError):
        ada.graph(b)
    ada.close()


def test_a_summary_is_drawn_with_its_sources(home: Path) -> None:
    bower = _bower(home)
    notes = [f"Postgres replication lag on replica {n} reached {n + 9} seconds." for n in range(12)]
    notes += [f"The oauth refresh for app {n} failed {n + 3} times today." for n in range(12)]
    bower.import_records([ImportRecord(t) for t in notes])
    bower.dream()
    rows = bower.browse(folder="summaries", limit=50).memories
    summary = next(m for m in (bower.get(r.id) for r in rows) if m.extra.get("level") == 1)
    view = bower.graph(summary.id)
    covers = set(summary.extra["covers"])
    assert view.nodes[0].level == 1
    assert {e.target for e in view.edges if e.type == "covers"} == covers
    assert covers <= {n.id for n in view.nodes}
    bower.close()


def test_the_cli_shows_a_view_and_names_a_bad_flag(home: Path) -> None:
    bower = _bower(home)
    a, b, _c, _d = _chain(bower)
    bower.close()
    code, out, _ = run_cli(home, "graph", b, "--hops", "2")
    assert code == 0 and out["data"]["focus"] == b and len(out["data"]["nodes"]) == 4
    assert {"source": a, "target": b, "type": "causal", "strength": 0.8, "origin": "person"} in (
        out["data"]["edges"]
    )
    code, out, _ = run_cli(home, "graph", b, "--hops", "5")
    assert code == 2 and "--hops" in out["data"]["error"]
    code, out, _ = run_cli(home, "graph", "no-such-memory")
    assert code != 0 and out["data"]["kind"] == "not_found"
