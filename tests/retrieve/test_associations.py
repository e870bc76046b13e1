"""The association graph: typed, weighted edges set by hand (CLI, facade, MCP, HTTP), kept in
the tree, and spreading activation walking them in recall."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from bowerbird import Bower, InputError, NotFoundError
from bowerbird.retrieve.activation import spread

from ..conftest import lose_index, run_cli

CHAIN = [
    "The parser rewrite landed in release 4.2 of the importer.",
    "Release 4.2 shipped to the Lisbon customers on Friday.",
    "Lisbon customers reported corrupted invoices over the weekend.",
]


def _bower(home: Path, **query: object) -> Bower:
    return Bower(home, overrides={"sync": {"interval_s": 0}, "query": dict(query)})


def _ids(bower: Bower, notes: list[str]) -> list[str]:
    return [bower.curate(n).memories[0].id for n in notes]


# ---------------------------------------------------------------- the edges


def test_a_link_is_typed_weighted_with_its_origin_and_survives_a_rebuild(home: Path) -> None:
    bower = _bower(home)
    a, b, c = _ids(bower, CHAIN)
    linked = bower.link(a, b, type="causal", weight=0.8, origin="person")
    assert linked.changed and linked.to_dict()["edges"] == [
        {"type": "causal", "weight": 0.8, "origin": "person"}
    ]
    again = bower.link(a, b, type="causal", weight=0.8, origin="person")
    assert not again.changed
    reweighed = bower.link(a, b, type="causal", weight=0.5, origin="person")
    assert reweighed.changed and len(bower.get(a).relations) == 1
    bower.link(b, c, type="explicit")
    text = (home / "tree" / bower.get(a).path).read_text()
    assert "type: causal" in text and "strength: 0.5" in text and "origin: person" in text
    bower.close()
    lose_index(home)
    rebuilt = _bower(home)
    [edge] = rebuilt.get(a).relations
    assert (edge.type, edge.target, edge.strength, edge.origin) == ("causal", b, 0.5, "person")
    assert [h["action"] for h in map(lambda e: e.to_dict(), rebuilt.history(a))][-2:] == [
        "linked",
        "linked",
    ]
    rebuilt.close()


def test_unlink_removes_the_edges_from_both_files(home: Path) -> None:
    bower = _bower(home)
    a, b, _ = _ids(bower, CHAIN)
    bower.link(a, b, type="explicit")
    bower.link(b, a, type="causal")
    gone = bower.unlink(b, a)
    assert gone.changed and sorted(e.type for e in gone.edges) == ["causal", "explicit"]
    assert bower.get(a).relations == [] and bower.get(b).relations == []
    assert not bower.unlink(a, b).changed
    bower.close()


@pytest.mark.parametrize(
    ("kind", "weight", "message"),
    [
        ("friendship", 1.0, "is not one of"),
        ("follows", 1.0, "not linked by hand"),
        ("supersedes", 1.0, "not linked by hand"),
        ("explicit", 1.5, "not between 0 and 1"),
    ],
)
def test_an_edge_the_graph_cannot_hold_is_refused_and_nothing_written(
    home: Path, kind: str, weight: float, message: str
) -> None:
    bower = _bower(home)
    a, b, _ = _ids(bower, CHAIN)
    before = (home / "tree" / bower.get(a).path).read_bytes()
    with pytest.raises(InputError, match=message):
        bower.link(a, b, type=kind, weight=weight)
    with pytest.raises(InputError, match="itself"):
        bower.link(a, a)
    with pytest.raises(NotFoundError):
        bower.link(a, "no-such-memory")
    assert (home / "tree" / bower.get(a).path).read_bytes() == before
    bower.close()


def test_a_hand_edited_weight_key_is_read_as_the_strength(home: Path) -> None:
    bower = _bower(home)
    a, b, _ = _ids(bower, CHAIN)
    path = home / "tree" / bower.get(a).path
    text = path.read_text()
    edge = f"relations:\n  - {{type: explicit, target: {b}, weight: 0.25}}\ntags:"
    path.write_text(text.replace("tags:", edge, 1))
    [relation] = bower.get(a).relations
    assert (relation.type, relation.target, relation.strength, relation.origin) == (
        "explicit",
        b,
        0.25,
        "",
    )
    bower.close()


def test_link_from_the_command_line(home: Path) -> None:
    bower = _bower(home)
    a, b, _ = _ids(bower, CHAIN)
    bower.close()
    code, out, _ = run_cli(home, "link", a, b, "--type", "causal", "--weight", "0.7")
    assert code == 0 and out["data"]["edges"] == [
        {"type": "causal", "weight": 0.7, "origin": "person"}
    ]
    code, bad, _ = run_cli(home, "link", a, b, "--type", "follows")
    assert code != 0 and bad["data"]["kind"] == "input" and "explicit" in bad["data"]["hint"]
    code, out, _ = run_cli(home, "unlink", a, b)
    assert code == 0 and out["data"]["action"] == "unlinked" and out["data"]["changed"]


# ---------------------------------------------------------------- spreading activation


def _edges(*pairs: tuple[int, int, float]) -> dict[int, dict[int, float]]:
    links: dict[int, dict[int, float]] = {}
    for a, b, w in pairs:
        links.setdefault(a, {})[b] = w
        links.setdefault(b, {})[a] = w
    return links


def test_activation_decays_with_each_hop_and_the_first_hop_is_the_one_hop_score() -> None:
    graph = _edges((1, 2, 1.0), (2, 3, 0.8), (3, 4, 1.0))

    def more(keys: list[int]) -> dict[int, dict[int, float]]:
        return {k: graph.get(k, {}) for k in keys}

    start = {1: 0.6}
    one = spread(start, more([1]), more, hops=1, decay=0.5, inhibition=0.0, fanout=10)
    assert {k: round(r.activation, 3) for k, r in one.items()} == {2: 0.6}
    three = spread(start, more([1]), more, hops=3, decay=0.5, inhibition=0.0, fanout=10)
    got = {k: (round(r.activation, 3), r.hop) for k, r in three.items()}
    # 0.6 * 0.8 * 0.5 at hop 2, then * 1.0 * 0.25 at hop 3; memory 1 never gets its own
    # activation back off memory 2.
    assert got == {2: (0.6, 1), 3: (0.24, 2), 4: (0.06, 3)}


def test_lateral_inhibition_silences_a_weak_fan_and_keeps_a_strong_path() -> None:
    # Memory 1 is a hub weakly linked to twenty memories; memory 2 strongly to one.
    pairs = [(1, 100 + i, 0.1) for i in range(20)] + [(2, 50, 0.9)]
    graph = _edges(*pairs)

    def more(keys: list[int]) -> dict[int, dict[int, float]]:
        return {k: graph.get(k, {}) for k in keys}

    start = {1: 0.8, 2: 0.7}
    flooded = spread(start, more([1, 2]), more, hops=1, decay=0.5, inhibition=0.0, fanout=50)
    assert len(flooded) == 21
    focused = spread(start, more([1, 2]), more, hops=1, decay=0.5, inhibition=0.5, fanout=50)
    assert set(focused) == {50}


def test_recall_reaches_a_memory_two_hops_away_only_with_two_hops(home: Path) -> None:
    bower = _bower(home)
    a, b, c = _ids(bower, CHAIN)
    bower.link(a, b, type="causal", weight=1.0)
    bower.link(b, c, type="causal", weight=1.0)
    question = "what happened after the parser rewrite"
    one = {h.id: h for h in bower.query(question, min_score=0.0, limit=10).results}
    bower.close()
    two_hops = _bower(home, hops=2)
    two = {h.id: h for h in two_hops.query(question, min_score=0.0, limit=10).results}
    two_hops.close()
    assert one[b].why["hops"] == 1 and two[b].why["hops"] == 1
    # One hop: c is lifted only by b's own weak match; two hops: a's strong match reaches it.
    before = one[c].why["graph"] if c in one else 0.0
    assert two[c].why["hops"] == 2 and before < two[c].why["graph"] < two[b].why["graph"]


# ---------------------------------------------------------------- the dream's edges


def test_the_dream_types_its_edges_chains_notes_in_time_and_reports_density(home: Path) -> None:
    from datetime import UTC, datetime, timedelta

    overrides: dict[str, dict[str, Any]] = {
        "sync": {"interval_s": 0},
        "dream": {"temporal_minutes": 30},
    }
    bower = Bower(home, overrides=overrides)
    start = datetime(2026, 3, 2, 9, tzinfo=UTC)
    notes = [
        ("Standup: the billing export is late again.", 0),
        ("Paged about disk pressure on the ingest nodes.", 10),
        ("Lunch order for the offsite is due Friday.", 25),
        ("Quarterly planning starts next Monday.", 24 * 60),
    ]
    ids = [
        bower.curate(text, observed_at=start + timedelta(minutes=m)).memories[0].id
        for text, m in notes
    ]
    report = bower.dream()
    temporal = [c for c in report.plan if c.kind == "link" and c.data["type"] == "temporal"]
    assert {tuple(c.targets) for c in temporal} == {(ids[0], ids[1]), (ids[1], ids[2])}
    edge = next(r for r in bower.get(ids[0]).relations if r.type == "temporal")
    assert edge.target == ids[1] and edge.origin == "dream" and 0.5 < edge.strength < 1.0
    graph = report.to_dict()["graph"]
    assert graph["memories"] == 4 and graph["density_before"] == 0.0
    assert graph["edges"] == 4 and graph["density"] == 1.0  # two links, an edge at each end
    assert not [c for c in bower.dream().plan if c.kind == "link"]  # nothing to add again
    bower.close()


def test_edges_recalled_together_grow_and_unused_derived_ones_fade(home: Path) -> None:
    from datetime import UTC, datetime, timedelta

    overrides: dict[str, dict[str, Any]] = {
        "sync": {"interval_s": 0},
        "query": {"track_access": True},
    }
    bower = Bower(home, overrides=overrides)
    a, b, c = _ids(bower, CHAIN)
    bower.link(a, b, type="explicit", weight=0.5)
    hits = {h.id for h in bower.query("release 4.2 parser rewrite", min_score=0.0).results}
    assert {a, b} <= hits
    report = bower.dream()
    [grow] = [ch for ch in report.plan if ch.kind == "reweigh"]
    assert grow.targets == [a] and grow.data == {"target": b, "type": "explicit", "strength": 0.6}
    assert bower.get(a).relations[0].strength == 0.6
    # A derived edge whose ends nobody touched for the fade window goes; a hand-made one stays.
    path = home / "tree" / bower.get(c).path
    edge = f"{{type: semantic, target: {a}, strength: 0.9, origin: dream}}"
    text = path.read_text().replace("relations: []", f"relations:\n  - {edge}")
    path.write_text(text)
    from bowerbird.arrange.associations import reweigh
    from bowerbird.arrange.plan import AccessLog
    from bowerbird.settings import DreamSettings

    live = {m: bower.get(m) for m in (a, b, c)}
    soon = reweigh(live, AccessLog(), DreamSettings(), datetime.now(UTC) + timedelta(days=30))
    assert not [ch for ch in soon if ch.data["strength"] == 0.0]
    later = reweigh(live, AccessLog(), DreamSettings(), datetime.now(UTC) + timedelta(days=90))
    faded = [ch for ch in later if ch.data["strength"] == 0.0]
    assert [(ch.targets, ch.data["type"]) for ch in faded] == [([c], "semantic")]
    bower.close()


def test_associate_mode_returns_what_the_best_match_is_linked_to(home: Path) -> None:
    bower = _bower(home)
    a, b, c = _ids(bower, CHAIN)
    unrelated = bower.curate("The cafeteria now serves soup on Tuesdays.").memories[0].id
    bower.link(a, b, type="causal")
    bower.link(b, c, type="causal")
    question = "the parser rewrite"
    similar = [h.id for h in bower.query(question, min_score=0.0).results]
    assert similar[0] == a
    found = bower.query(question, associate=True).results
    ids = [h.id for h in found]
    # The best matches themselves are left out; what they lead to comes, nearest first.
    assert a not in ids and unrelated not in ids
    assert ids.index(b) < ids.index(c) and found[ids.index(c)].why["hops"] == 2
    bower.close()
    code, out, _ = run_cli(home, "query", question, "--mode", "associate")
    assert code == 0 and [r["id"] for r in out["data"]["results"]] == ids
    code, out, _ = run_cli(home, "query", question, "--mode", "nearby")
    assert code != 0 and out["data"]["kind"] == "usage"


def test_associate_mode_in_a_small_home_still_follows_the_best_matchs_links(home: Path) -> None:
    """In a home of a few memories every one may look half as good as the best match (a
    faint likeness of vectors): associate mode must not answer "nothing" while the best
    match has links."""
    bower = _bower(home)
    standup = bower.curate("The team standup is at 9:30 every weekday.").memories[0].id
    codename = bower.curate("Osprey is the codename of the billing rewrite.").memories[0].id
    bower.link(standup, codename)
    found = [h.id for h in bower.query("standup", associate=True, use_cache=False).results]
    assert found == [codename]
    bower.close()
