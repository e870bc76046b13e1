"""Dream: planted duplicates, contradictions and clusters in a 500-memory corpus."""

from __future__ import annotations

import os
import random
import subprocess
import sys
import threading
import time
from pathlib import Path

import pytest

from bowerbird import Bower, ImportRecord
from bowerbird.errors import NotFoundError, UsageError

from ..conftest import ROOT, lose_index, run_cli, tree_snapshot, wait_until

WORDS = (
    "amber basil cedar delta ember falcon garnet harbor indigo juniper kestrel lumen meadow "
    "nectar onyx pepper quartz raven saffron tundra umber violet willow xenon yarrow zephyr "
    "acorn birch cobalt dune estuary fjord glacier heron iris jasper koala lagoon marble "
    "nimbus orchid prairie quill reef sierra thistle urchin vapor walnut yucca zinnia"
).split()


def _sentence(rng: random.Random, n: int = 9) -> str:
    return " ".join(rng.sample(WORDS, n)).capitalize() + "."


def _corpus() -> tuple[list[ImportRecord], dict[str, list[tuple[int, int]]]]:
    """~500 records; returns them and the index pairs/groups planted in them."""
    rng = random.Random(11)
    records: list[ImportRecord] = []
    planted: dict[str, list[tuple[int, int]]] = {"dup": [], "conflict": []}
    for _ in range(400):
        records.append(ImportRecord(_sentence(rng), type="fact"))
    for i in range(30):  # near-duplicates: the same words, another case and spacing
        base = records[i * 7].text
        planted["dup"].append((i * 7, len(records)))
        records.append(ImportRecord(base.upper().replace(" ", "  "), type="fact"))
    for i in range(20):  # contradictions: the same statement with another number
        words = " ".join(rng.sample(WORDS, 6))
        planted["conflict"].append((len(records), len(records) + 1))
        records.append(ImportRecord(f"The {words} job runs every {i + 5} minutes.", type="fact"))
        records.append(ImportRecord(f"The {words} job runs every {i + 50} minutes.", type="fact"))
    for c in range(10):  # clusters of related facts sharing most of their words
        core = rng.sample(WORDS, 7)
        for _ in range(4):
            extra = rng.sample([w for w in WORDS if w not in core], 2)
            records.append(
                ImportRecord(" ".join(core + extra).capitalize() + f" c{c}", type="fact")
            )
    return records, planted


Corpus = tuple[Bower, list[str], dict[str, list[tuple[int, int]]]]


@pytest.fixture
def corpus(home: Path) -> Corpus:
    bower = Bower(home, overrides={"sync": {"interval_s": 0}})
    records, planted = _corpus()
    ids = bower.import_records(records)
    return bower, ids, planted


def test_dream_merges_resolves_links_and_loses_nothing(corpus: Corpus, home: Path) -> None:
    bower, ids, planted = corpus
    before = tree_snapshot(home / "tree")
    dry = bower.dream(dry_run=True)
    assert dry.plan and tree_snapshot(home / "tree") == before  # a dry run touches nothing
    report = bower.dream()
    assert report.stopped is None and report.snapshot and report.applied
    merged = 0
    for a, b in planted["dup"]:
        ma, mb = bower.get(ids[a]), bower.get(ids[b])
        if (ma.superseded_by == mb.id) != (mb.superseded_by == ma.id):
            merged += 1
            survivor = mb if ma.superseded_by else ma
            assert set(survivor.extra["merged_from"]) & {ids[a], ids[b]}
    assert merged / len(planted["dup"]) >= 0.95
    queued = {t for item in bower.review() for t in item.change.targets}
    for a, b in planted["conflict"]:
        ma, mb = bower.get(ids[a]), bower.get(ids[b])
        resolved = bool(ma.superseded_by) != bool(mb.superseded_by)
        assert resolved or {ids[a], ids[b]} <= queued, (ma.content, mb.content)
    # Nothing lost: every id resolves, live or superseded by a memory that exists.
    for memory_id in ids:
        m = bower.get(memory_id)
        if m.superseded_by:
            assert bower.get(m.superseded_by)
    semantic = [r for i in ids for r in bower.get(i).relations if r.type == "semantic"]
    links = sum(1 for r in semantic if r.origin == "dream")
    assert links > 0
    patterns = [h for h in bower.query("pattern", types=["pattern"], min_score=0).results]
    # Without an LLM no pattern is written: a list of its sources' titles says nothing new.
    assert not patterns and not [c for c in report.plan if c.kind == "synthesize"]
    history = bower.explain(ids[planted["dup"][0][1]])
    assert any(e.action.startswith("dream:") for e in history.history)
    # Rollback restores the tree byte for byte.
    bower.rollback(report.snapshot)
    assert tree_snapshot(home / "tree") == before
    assert bower.status().healthy


def test_guard_rail_stops_a_plan_that_rewrites_too_much(home: Path) -> None:
    bower = Bower(home, overrides={"sync": {"interval_s": 0}})
    rng = random.Random(3)
    texts = [_sentence(rng) for _ in range(20)]
    bower.import_records([ImportRecord(t) for t in texts + [t.upper() for t in texts[:10]]])
    before = tree_snapshot(home / "tree")
    report = bower.dream()
    assert report.stopped and "queued for review" in report.stopped
    assert tree_snapshot(home / "tree") == before and not report.snapshot
    assert len(bower.review()) == len(report.plan)
    # A human approves: applied after a snapshot.
    approved = bower.approve(None)
    assert approved.snapshot and approved.applied and len(bower.review()) == 0


def test_review_queue_survives_a_deleted_index_and_can_be_rejected(home: Path) -> None:
    bower = Bower(home, overrides={"sync": {"interval_s": 0}, "dream": {"review_below": 1.01}})
    rng = random.Random(5)
    bower.import_records([ImportRecord(_sentence(rng)) for _ in range(8)])
    bower.import_records(
        [ImportRecord(bower.get(bower.memories("oldest", limit=1)[0].id).content.upper())]
    )
    report = bower.dream()
    assert report.queued and not report.applied
    bower.close()
    lose_index(home)
    again = Bower(home)
    pending = again.review().pending
    assert [p.id for p in pending] == report.queued
    assert again.reject([pending[0].id]).rejected == [pending[0].id]
    with pytest.raises(NotFoundError):
        again.reject(["nope"])


def test_a_dream_killed_mid_apply_is_repaired_by_the_next_run(corpus: Corpus, home: Path) -> None:
    bower, _, _ = corpus
    bower.close()
    before = tree_snapshot(home / "tree")
    code = (
        "import os, sys; from bowerbird import Bower; from bowerbird.arrange import apply; "
        "real = apply.apply_change; count = [0]\n"
        "def dying(*a, **k):\n"
        "    count[0] += 1\n"
        "    if count[0] == 6: os._exit(9)  # the process dies mid-apply\n"
        "    return real(*a, **k)\n"
        "apply.apply_change = dying\n"
        f"Bower({str(home)!r}).dream()\n"
    )
    env = {**os.environ, "PYTHONPATH": str(ROOT / "src")}
    proc = subprocess.run([sys.executable, "-c", code], env=env, timeout=300, check=False)
    assert proc.returncode == 9
    assert (home / "dream.pending").exists()
    assert tree_snapshot(home / "tree") != before  # half-applied
    run_cli(home, "dream", "--dry-run")  # a dry run repairs nothing
    assert (home / "dream.pending").exists()
    again = Bower(home)
    report = again.dream()
    assert report.repaired and not (home / "dream.pending").exists()
    assert report.applied  # and then it dreamed properly
    again.rollback(report.snapshot)
    assert tree_snapshot(home / "tree") == before


def test_if_idle_snapshots_listing_and_cli(corpus: Corpus, home: Path) -> None:
    bower, _, _ = corpus
    stopped = bower.dream(if_idle_minutes=30).stopped
    assert stopped is not None and stopped.startswith("last write")
    code, env, _ = run_cli(home, "dream", "--dry-run")
    assert code == 0 and env["data"]["dry_run"] and env["data"]["plan"]
    code, env, _ = run_cli(home, "dream")
    assert code == 0 and env["data"]["snapshot"]
    made = env["data"]["snapshot"]
    code, env, _ = run_cli(home, "snapshots")
    assert [s["name"] for s in env["data"]["snapshots"]] == [made]
    assert env["data"]["snapshots"][0]["summary"]
    code, env, _ = run_cli(home, "review", "approve")
    assert code == 2 and "--all" in env["data"]["error"]
    code, env, _ = run_cli(home, "rollback", "no-such-snapshot")
    assert code == 1 and "snapshots" in env["data"]["hint"]


def _backdate(bower: Bower, home: Path, memory_id: str, when: str) -> None:
    path = home / "tree" / bower.get(memory_id).path
    lines = path.read_text().splitlines(keepends=True)
    # Written, observed and valid then: a conflict is decided by when a fact was observed.
    for key in ("created", "observed_at", "valid_from"):
        lines = [f"{key}: {when}\n" if line.startswith(f"{key}:") else line for line in lines]
    path.write_text("".join(lines))


def test_recency_alone_flags_a_contradiction_and_maturity_moves(home: Path) -> None:
    # Five memories: any change is a big share, so the guard rail is opened for this test.
    bower = Bower(home, overrides={"sync": {"interval_s": 0}, "dream": {"max_change_share": 1}})
    old, new, episode, decision, popular = bower.import_records(
        [
            ImportRecord("The amber basil cedar job runs every 15 minutes.", type="fact"),
            ImportRecord("The amber basil cedar job runs every 45 minutes.", type="fact"),
            ImportRecord("Currently debugging the quartz raven outage.", type="context"),
            ImportRecord("We decided to keep the walnut yucca service.", type="decision"),
            ImportRecord("The violet willow endpoint serves xenon reports.", type="fact"),
        ]
    )
    _backdate(bower, home, old, "2025-01-01T00:00:00Z")
    for memory_id in (episode, decision, popular):
        _backdate(bower, home, memory_id, "2023-01-01T00:00:00Z")
    for _ in range(4):  # four different queries recall the popular memory
        bower.query("violet willow xenon", use_cache=False)
        bower.query("endpoint serves reports", use_cache=False)
    report = bower.dream()
    kinds = {(c.kind, tuple(c.targets)) for c in report.plan}
    assert ("supersede", (new, old)) in kinds  # a review item: the newer would win
    # A later date is no cue: both stay live, each says the other disagrees.
    assert bower.get(old).superseded_by is None
    assert ("contradicts", new) in {(r.type, r.target) for r in bower.get(old).relations}
    assert ("contradicts", old) in {(r.type, r.target) for r in bower.get(new).relations}
    assert bower.get(episode).maturity == "archived"  # episodic memory fades
    assert bower.get(decision).maturity == "draft"  # decisions are never pruned
    popular_now = bower.get(popular)
    assert popular_now.maturity == "validated" and popular_now.access_count >= 8
    assert popular_now.last_accessed is not None  # access.log folded into the file


def test_alike_episodes_on_different_days_are_not_merged(home: Path) -> None:
    from datetime import UTC, datetime

    bower = Bower(home, overrides={"dream": {"max_change_share": 1}})
    text = "Caroline: I went to the LGBTQ support group and it was powerful."
    _, second, third = bower.import_records(
        [
            ImportRecord(text, type="context", observed_at=datetime(2023, 5, 7, tzinfo=UTC)),
            ImportRecord(
                text.upper(), type="context", observed_at=datetime(2023, 6, 9, tzinfo=UTC)
            ),
            ImportRecord(
                text.lower(), type="context", observed_at=datetime(2023, 6, 9, tzinfo=UTC)
            ),
        ]
    )
    merges = [c for c in bower.dream(dry_run=True).plan if c.kind == "merge"]
    assert [sorted(c.targets) for c in merges] == [sorted([second, third])]


def test_long_running_servers_dream_on_a_schedule_when_idle(home: Path) -> None:

    from bowerbird import start_dream_schedule

    bower = Bower(home, overrides={"dream": {"max_change_share": 1}})
    rng = random.Random(9)
    texts = [_sentence(rng) for _ in range(6)]
    bower.import_records([ImportRecord(t) for t in [*texts, texts[0].upper()]])
    start_dream_schedule(bower, 0.6)  # a tick every 0.6 s, idle for as long
    wait_until(bower.snapshots, 20, "the schedule to dream once the home was idle")


def test_a_busy_home_is_retried_soon_not_a_whole_interval_later(home: Path) -> None:
    """A home written to more often than the interval still dreams: while writes are recent
    the schedule retries every minute, and waits the interval again once it has dreamt."""
    from bowerbird.bower.scheduling import dream_schedule

    bower = Bower(home, overrides={"dream": {"max_change_share": 1}})
    rng = random.Random(9)
    texts = [_sentence(rng) for _ in range(6)]
    bower.import_records([ImportRecord(t) for t in [*texts, texts[0].upper()]])

    class Ticks(threading.Event):
        """The schedule's clock: each wait returns at once (a tick) and is recorded."""

        def __init__(self) -> None:
            super().__init__()
            self.waits: list[float | None] = []

        def wait(self, timeout: float | None = None) -> bool:
            self.waits.append(timeout)
            if len(self.waits) >= 2:  # from the second tick on, writes stopped long ago
                old = time.time() - 600
                os.utime(home / "audit.jsonl", (old, old))
            return len(self.waits) > 3

    ticks = Ticks()
    dream_schedule(bower, ticks, 86_400, None)
    assert ticks.waits == [86_400, 60, 86_400, 86_400]
    # Dreamt on the retry after the writes stopped; the next dream found nothing to change.
    assert len(bower.snapshots()) == 1


def test_status_reports_the_review_queue_and_snapshots(home: Path) -> None:
    bower = Bower(home, overrides={"dream": {"review_below": 1.01}})
    rng = random.Random(21)
    texts = [_sentence(rng) for _ in range(8)]
    bower.import_records([ImportRecord(t) for t in [*texts, texts[1].upper()]])
    assert bower.status().arrange == {
        "review_pending": 0,
        "snapshots": 0,
        "last_snapshot": None,
        "interrupted_dream": None,
    }
    report = bower.dream()
    arrange = bower.status().arrange
    assert arrange["review_pending"] == len(report.queued) > 0


@pytest.mark.sqlite_only  # prune_vectors itself is in the contract suite (both back ends)
def test_dream_drops_vectors_no_memory_uses(home: Path) -> None:
    import sqlite3

    bower = Bower(home, overrides={"sync": {"interval_s": 0}})
    made = bower.curate("The amber basil service listens on port 8123.").memories[0]
    path = home / "tree" / made.path
    path.write_text(path.read_text().replace("8123", "8124"))
    bower.curate("An unrelated quartz raven note.")  # embeds the edited text
    bower.close()
    conn = sqlite3.connect(home / "vectors.db")
    assert conn.execute("SELECT count(*) FROM vectors").fetchone()[0] == 3
    conn.execute("UPDATE vectors SET created_at = 0")  # all of them 56 years old
    conn.commit()
    conn.close()
    report = Bower(home).dream()
    assert any("dropped 1 vectors" in n for n in report.notes)
    assert Bower(home).status().embeddings["pending"] == 0  # the live ones stayed


def test_a_change_kind_typo_is_refused_before_anything_runs(bower: Bower) -> None:
    bower.curate("The payments service runs on port 8443.")
    with pytest.raises(UsageError) as info:
        bower.dream(kinds={"linx", "merge"})
    assert "linx" in info.value.message and "memory_md" in info.value.hint
    assert "merge" not in info.value.message  # only what is wrong is named
    assert bower.dream(dry_run=True, kinds={"link", "merge"}).dry_run


def test_rollback_never_follows_a_journal_path_out_of_the_tree(home: Path, tmp_path: Path) -> None:
    """A planted ``changes.jsonl`` line (``"path": "../../victim.txt"``) made main delete a file
    outside the home, exit 0. Paths read from the home's own files are confined."""
    import hashlib
    import json

    bower = Bower(home, overrides={"sync": {"interval_s": 0}, "dream": {"max_change_share": 1}})
    bower.import_records(
        [ImportRecord("The ledger keeps invoices."), ImportRecord("THE LEDGER KEEPS INVOICES.")]
    )
    report = bower.dream()
    assert report.snapshot
    victim = tmp_path / "victim.txt"
    victim.write_text("not the home's to delete")
    sha = hashlib.sha256(victim.read_bytes()).hexdigest()
    journal = home / "snapshots" / report.snapshot / "changes.jsonl"
    with open(journal, "a") as fh:
        for path in ("../../victim.txt", str(victim), "facts/../../../victim.txt"):
            line = {"id": "x", "path": path, "before": None, "after": sha, "change": "c"}
            fh.write(json.dumps(line) + "\n")
    undone = bower.rollback(report.snapshot, force=True)
    assert victim.read_text() == "not the home's to delete"
    assert sum("leads outside the tree" in n for n in undone.notes) == 3
    assert all("victim" not in i["path"] for i in undone.removed + undone.restored)


def test_notes_from_one_template_get_a_few_links_each_not_every_pair(home: Path) -> None:
    """200 look-alike notes made main's dream link every pair: 9,079 changes, each file
    rewritten ~190 times. Each memory keeps its strongest few links."""
    from bowerbird.arrange.plan import MAX_LINKS

    bower = Bower(home, overrides={"sync": {"interval_s": 0}, "dream": {"max_change_share": 1}})
    bower.import_records(
        [ImportRecord(f"Writer w{i % 4} item {i}: service s{i} listens on port {1000 + i}.")
         for i in range(60)]
    )  # fmt: skip
    report = bower.dream()
    links = [c for c in report.plan if c.kind == "link"]
    assert 0 < len(links) <= 60 * MAX_LINKS // 2
    for memory in bower.memories("oldest", limit=100):
        related = [r for r in bower.get(memory.id).relations if r.type == "semantic"]
        assert len(related) <= MAX_LINKS
    again = bower.dream()
    assert len([c for c in again.plan if c.kind == "link"]) <= len(links)
