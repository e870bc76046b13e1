"""The hierarchy of summaries: built by the dream as plain files, stable across dreams,
read by recall from the top down, never hiding or changing a source."""

from __future__ import annotations

from datetime import UTC, datetime
from pathlib import Path
from typing import Any

from bowerbird import Bower, ImportRecord

from ..conftest import lose_index
from ..gather.test_llm import Script, server  # noqa: F401 - the scripted LLM endpoint

TOPICS = {
    "replication": "Postgres replication lag on the {n} replica reached {v} seconds.",
    "ingress": "The ingress certificate for the {n} cluster expires in {v} days.",
    "billing": "The billing export for the {n} region produced {v} rows.",
    "oauth": "The oauth token refresh for the {n} app failed {v} times.",
}
PLACES = ["north", "south", "east", "west", "amber", "coral", "slate", "ivory", "olive", "ruby"]


def _bower(home: Path, **query: Any) -> Bower:
    overrides: dict[str, dict[str, Any]] = {"sync": {"interval_s": 0}, "query": dict(query)}
    return Bower(home, overrides=overrides)


def _home(home: Path) -> tuple[Bower, dict[str, list[str]]]:
    bower = _bower(home)
    records, topics = [], []
    for i, place in enumerate(PLACES):
        for topic, shape in TOPICS.items():
            records.append(ImportRecord(shape.format(n=place, v=10 + i)))
            topics.append(topic)
    ids = bower.import_records(records)
    by_topic: dict[str, list[str]] = {}
    for memory_id, topic in zip(ids, topics, strict=True):
        by_topic.setdefault(topic, []).append(memory_id)
    return bower, by_topic


def _summaries(bower: Bower) -> dict[str, Any]:
    rows = bower.memories("oldest", limit=200)
    return {m.id: bower.get(m.id) for m in rows if bower.get(m.id).source == "summary"}


def test_the_dream_builds_levels_of_extractive_summaries_as_files(home: Path) -> None:
    bower, by_topic = _home(home)
    sources = {i for ids in by_topic.values() for i in ids}
    before = {i: (home / "tree" / bower.get(i).path).read_bytes() for i in sources}
    report = bower.dream()
    assert report.to_dict()["summary"].get("summarize", 0) >= 2
    summaries = _summaries(bower)
    levels = {s.extra["level"] for s in summaries.values()}
    assert 1 in levels and max(levels) >= 2
    for s in summaries.values():
        assert s.path.startswith("summaries/") and len(s.extra["covers"]) >= 2
        below = sources if s.extra["level"] == 1 else set(summaries)
        assert set(s.extra["covers"]) <= below
        # Extractive and honest: every quoted line is a member's own sentence, with its id.
        for line in s.content.splitlines()[1:]:
            quoted, _, cited = line[2:].rpartition(" (")
            cited = cited.rstrip(")")
            assert cited in s.extra["covers"], line
            member = bower.get(cited)
            said = member.title if member.source == "summary" else member.content
            assert quoted.rstrip("…") in " ".join(said.split()), line
    top = max(summaries.values(), key=lambda s: s.extra["level"])
    assert top.extra["level"] >= 2
    # Sources are untouched; a second dream rewrites nothing.
    after = {i: (home / "tree" / bower.get(i).path).read_bytes() for i in sources}
    changed = [i for i in sources if before[i] != after[i]]
    assert all(
        {r.type for r in bower.get(i).relations} <= {"semantic", "temporal"} for i in changed
    )
    assert "summarize" not in bower.dream().to_dict()["summary"]
    # Plain data: without the index, the same tree of summaries.
    bower.close()
    lose_index(home)
    rebuilt = _bower(home)
    again = _summaries(rebuilt)
    assert {k: v.extra for k, v in again.items()} == {k: v.extra for k, v in summaries.items()}
    rebuilt.close()


def test_a_broad_question_reads_a_summary_and_its_best_sources(home: Path) -> None:
    bower, by_topic = _home(home)
    bower.dream()
    # A precise question finds the one memory first, not a summary quoting it.
    precise = bower.query("replication lag on the amber replica", limit=3).results
    assert precise[0].source != "summary" and "amber" in precise[0].content
    bower.close()
    # Undampened, a question spread over many members is answered by their summary first,
    # and the summary brings its best-matching sources right after it, at its score.
    broad = _bower(home, summary_weight=1.0)
    question = "replication lag north south east west amber replicas"
    hits = broad.query(question, limit=10, min_score=0.0).results
    at = next(n for n, h in enumerate(hits) if h.source == "summary")
    summary = broad.get(hits[at].id)
    brought = [h for h in hits[at + 1 :] if h.score == hits[at].score]
    assert len(brought) == 4 and len({h.id for h in hits}) == len(hits)
    assert all(h.id in summary.extra["covers"] for h in brought)
    assert all(h.id in by_topic["replication"] for h in brought)
    broad.close()


def test_a_summary_whose_cluster_is_gone_is_archived_and_sources_survive(home: Path) -> None:
    bower, by_topic = _home(home)
    bower.dream()
    for memory_id in [i for ids in by_topic.values() for i in ids][:36]:
        bower.forget(memory_id)
    report = bower.dream()
    retired = [c for c in report.plan if c.kind == "summarize" and c.data.get("retire")]
    assert retired
    live = _summaries(bower)
    assert all(s.maturity != "archived" for s in live.values())
    for change in retired:
        assert bower.get(change.targets[0]).maturity == "archived"
    bower.close()


def test_a_summary_quotes_what_a_member_says_not_its_pleasantries(home: Path) -> None:
    bower = _bower(home)
    records = []
    for i, place in enumerate(PLACES * 2):
        records.append(ImportRecord(f"assistant: Certainly! The {place} replica lag is {i}s."))
    bower.import_records(records)
    bower.dream()
    for summary in _summaries(bower).values():
        if summary.extra["level"] == 1:
            assert "Certainly!" not in summary.content
            assert "replica lag is" in summary.content
    bower.close()


def test_overview_reads_the_tree_from_the_top_within_its_budget(home: Path) -> None:
    from ..conftest import run_cli

    bower, by_topic = _home(home)
    empty = bower.overview()
    assert empty.shown == [] and "bower dream" in empty.note
    bower.dream()
    whole = bower.overview(budget_tokens=4000)
    levels = [s["level"] for s in whole.shown]
    assert levels[0] == max(levels) >= 2 and levels == sorted(levels, reverse=True)
    assert whole.text.startswith("<memory-overview>") and whole.tokens <= 4000
    small = bower.overview(budget_tokens=120)
    assert small.truncated and small.tokens <= 120 and len(small.shown) < len(whole.shown)
    branch = bower.overview("oauth token refresh failures", budget_tokens=2000)
    first = bower.get(branch.shown[0]["id"])
    assert first.source == "summary"
    leaves = [s["id"] for s in branch.shown if s["level"] == 0]
    assert leaves and set(leaves) <= set(by_topic["oauth"])
    bower.close()
    code, out, _ = run_cli(home, "overview", "--budget-tokens", "300")
    assert code == 0 and out["data"]["shown"] and out["data"]["tokens"] <= 300
    code, out, _ = run_cli(home, "overview", "--budget-tokens", "10")
    assert code != 0 and out["data"]["kind"] == "usage"


def test_with_an_llm_summaries_are_worded_checked_and_kept_across_dreams(
    home: Path,
    server: tuple[str, Script],  # noqa: F811 - the fixture imported above
) -> None:
    url, script = server
    worded = {"title": "Replica lag across the fleet", "content": "Replicas fell behind."}
    invented = {"title": "Lag", "content": "Lag on the replicas reached 999 seconds."}
    script.by_prompt["summarise a group"] = [("json", worded), ("json", invented)]
    settings = {"base_url": url, "model": "small", "timeout_s": 2.0, "max_retries": 0}
    bower = Bower(home, overrides={"llm": settings, "sync": {"interval_s": 0}})
    records = [
        ImportRecord(shape.format(n=place, v=10 + i))
        for i, place in enumerate(PLACES)
        for shape in TOPICS.values()
    ]
    bower.import_records(records)
    report = bower.dream()
    summaries = list(_summaries(bower).values())
    by_llm = [s for s in summaries if s.extra.get("wording") == "llm"]
    assert len(by_llm) == 1 and len(summaries) >= 3
    (llm,) = by_llm
    assert llm.title == worded["title"] and llm.confidence == 0.8
    head, body = llm.content.split("\n", 1)
    assert head.startswith("Summary of ") and body == worded["content"]
    # The invented value was refused, a failed call kept the rest extractive: all written.
    assert any("stated a value none of its sources does" in n for n in report.notes)
    assert all(" (" in s.content for s in summaries if s is not llm)  # quotes with ids

    def asked() -> int:
        return sum("summarise a group" in r["messages"][0]["content"] for r in script.requests)

    before = asked()
    # Nothing changed below them: the next dream asks nothing and rewrites nothing.
    again = bower.dream()
    assert asked() == before
    assert not [c for c in again.plan if c.kind == "summarize"]
    assert bower.get(llm.id).content == llm.content
    bower.close()


def test_a_summary_needs_a_subject_every_member_says_never_a_verb() -> None:
    from bowerbird.arrange.hierarchy import _topic
    from bowerbird.storage.files.note import Memory

    def note(mid: str, text: str) -> Memory:
        when = datetime(2026, 1, 1, tzinfo=UTC)
        return Memory(id=mid, type="fact", title=text, content=text, created=when, updated=when)

    home = [
        note("a", "I use dark mode in every editor I open."),
        note("b", "I have mild asthma and use an inhaler before running."),
        *(note(f"x{i}", f"The {w} report lists overdue invoices.") for i, w in enumerate("abc")),
    ]
    members = {m.id: m for m in home}
    counts = _word_counts_of(home)
    # "use" is all they share: a verb is no subject.
    assert _topic(["a", "b"], members, counts) == []
    pair = [
        note("p", "Postgres replication lag reached 40 s."),
        note("q", "Postgres replication lag reached 9 s."),
    ]
    members.update({m.id: m for m in pair})
    topic = _topic(["p", "q"], members, _word_counts_of([*home, *pair]))
    assert "replication" in topic and "reached" not in topic


def _word_counts_of(memories: list[Any]) -> dict[str, float]:
    from bowerbird.arrange.hierarchy import _word_counts

    return _word_counts(memories)


def test_private_matter_is_never_summed_up_with_unrelated_memories() -> None:
    from bowerbird.arrange.hierarchy import _private
    from bowerbird.storage.files.note import Memory

    def note(mid: str, text: str) -> Memory:
        when = datetime(2026, 1, 1, tzinfo=UTC)
        return Memory(id=mid, type="fact", title=text, content=text, created=when, updated=when)

    members = {
        m.id: m
        for m in [
            note("dark", "I use dark mode in every editor."),
            note("asthma", "I have mild asthma and use an inhaler."),
            note("allergy", "I am allergic to penicillin and carry a card."),
            note("ci", "The CI pipeline runs on every push."),
            note("cd", "The CD pipeline deploys on every tag."),
        ]
    }
    assert _private(["dark", "asthma"], members) is None  # health beside dark mode: none
    assert _private(["asthma", "allergy"], members) == ["health"]  # one kind: marked
    assert _private(["ci", "cd"], members) == []


def test_the_overview_leaves_private_summaries_out_unless_asked() -> None:
    from bowerbird.retrieve.overview import overview
    from bowerbird.storage.files.note import Memory

    when = datetime(2026, 1, 1, tzinfo=UTC)

    def summary(mid: str, title: str, sensitive: bool) -> Memory:
        extra: dict[str, Any] = {"level": 1, "covers": ["a", "b"]}
        if sensitive:
            extra["sensitive"] = ["health"]
        return Memory(
            id=mid, type="context", title=title, content=f"Summary of 2 memories: {title}",
            created=when, updated=when, source="summary", extra=extra,
        )  # fmt: skip

    found = [summary("s1", "About pipelines", False), summary("s2", "About asthma", True)]
    shown = overview(found, lambda _: None, 800)
    assert "pipelines" in shown.text and "asthma" not in shown.text
