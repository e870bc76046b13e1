"""A scripted agent life (issue 11): hundreds of steps of curates, corrections, added details,
conversation turns, hand edits, dreams, reviews, rollbacks and a deleted index — after which
nothing the agent was told is lost or buried.

At the end: every planted fact that was not corrected is in the top 5 of a targeted query;
every corrected fact returns its newest value first; every memory ever reported as stored is
live, or superseded by a memory that is. The counts are printed (``pytest -s``) and asserted.
"""

from __future__ import annotations

import random
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from bowerbird import Bower
from bowerbird.arrange.rollback import RollbackConflict

ADJECTIVES = """amber brisk cobalt dusty ember frosty gilded hollow ivory jade keen lunar misty
    noble opal pale quartz rusty sable tawny umber velvet woolly young zesty""".split()
ANIMALS = """falcon otter heron lynx marten osprey puffin raven stoat tern vole wren badger
    bison condor dingo egret ferret gecko ibis""".split()
PEOPLE = """Aiko Bruno Chiara Dmitri Elif Farid Greta Hamid Ines Jonas Kalani Leilani Mateo
    Nadia Oskar Paloma Quentin Rosa Sanjay Tove Umar Valeria Wiktor Ximena Yusuf Zofia Anouk
    Bjorn Carmen Desmond Esther Fabian Gisela Hugo Ilse Joaquin Katja Lorenzo Maren Nils
    Olfa Pieter Rania Soren Talia Ulrich Vesna Wendell Yara Zeno""".split()


@dataclass
class Fact:
    """A planted fact: the targeted query, the text a kept memory contains, and whether it was
    corrected (then the newest value must come first)."""

    query: str
    expect: str
    corrected: bool = False


@dataclass
class Life:
    home: Path
    rng: random.Random
    bower: Bower = field(init=False)
    facts: dict[str, Fact] = field(default_factory=dict)
    replicas: dict[str, int] = field(default_factory=dict)
    hosts: dict[str, str] = field(default_factory=dict)
    stored: set[str] = field(default_factory=set)
    counts: dict[str, int] = field(default_factory=dict)

    def __post_init__(self) -> None:
        self.open()

    def open(self) -> None:
        self.bower = Bower(
            self.home,
            overrides={
                "embed": {"provider": "default"},
                "sync": {"interval_s": 0},
                "dream": {"max_change_share": 1},
            },
        )

    def count(self, what: str) -> None:
        self.counts[what] = self.counts.get(what, 0) + 1

    def keep(self, results: Any) -> None:
        """Every memory a write reports as stored (created, updated or appended to)."""
        for result in results if isinstance(results, list) else [results]:
            self.stored.update(result.created)
            for action in result.actions:
                if action.action in ("updated", "appended", "superseded"):
                    self.stored.add(action.memory.id)

    # ------------------------------------------------------------ the steps

    def introduce(self, subject: str) -> None:
        host = f"{self.rng.choice(ANIMALS)}-{len(self.hosts) + 10}.internal"
        n = self.rng.randint(2, 9)
        self.hosts[subject], self.replicas[subject] = host, n
        self.keep(
            self.bower.curate(f"The {subject} service runs on host {host} with {n} replicas.")
        )
        self.facts[f"{subject}:host"] = Fact(f"which host does the {subject} service run on?", host)
        self.facts[f"{subject}:replicas"] = Fact(
            f"how many replicas does the {subject} service have?", f"{n} replicas"
        )
        self.count("curates")

    def correct(self, subject: str) -> None:
        old = self.replicas[subject]
        new = self.rng.choice([k for k in range(2, 30) if k != old])
        self.keep(
            self.bower.curate(f"Actually, the {subject} service has {new} replicas now, not {old}.")
        )
        self.replicas[subject] = new
        fact = self.facts[f"{subject}:replicas"]
        fact.expect, fact.corrected = f"{new} replicas", True
        self.count("corrections")

    def add_detail(self, subject: str) -> None:
        bucket = f"logs-{subject}-{self.rng.randint(100, 999)}"
        host, n = self.hosts[subject], self.replicas[subject]
        self.keep(
            self.bower.curate(
                f"The {subject} service runs on host {host} with {n} replicas and ships its "
                f"logs to bucket {bucket}."
            )
        )
        self.facts[f"{subject}:bucket"] = Fact(f"which bucket has the {subject} logs?", bucket)
        self.count("added details")

    def converse(self, subject: str, person: str) -> None:
        self.keep(
            self.bower.sync_turn(
                f"Oh and my colleague {person} owns the {subject} dashboard.", "Got it, thanks!"
            )
        )
        self.facts[f"{subject}:dashboard"] = Fact(f"who owns the {subject} dashboard?", person)
        self.count("conversation turns")

    def chatter(self) -> None:
        line = self.rng.choice(["Thanks!", "Can you explain canary deploys?", "lol ok"])
        self.keep(self.bower.sync_turn(line, "Sure, happy to help."))
        self.count("conversation turns")

    def hand_edit(self, subject: str, person: str) -> None:
        hits = self.bower.query(self.facts[f"{subject}:host"].query, limit=5).results
        target = next(h for h in hits if self.hosts[subject] in h.content)
        path = self.home / "tree" / target.path
        path.write_text(
            path.read_text().rstrip("\n") + f"\n\nEscalation contact for {subject}: {person}.\n"
        )
        self.facts[f"{subject}:escalation"] = Fact(
            f"who is the escalation contact for {subject}?", person
        )
        self.count("hand edits")

    def dream(self) -> None:
        report = self.bower.dream()
        self.count("dreams")
        self.counts["dream changes applied"] = self.counts.get("dream changes applied", 0) + len(
            report.applied
        )
        # Drawn whatever the dream did: the walk must not hang on how many changes a dream
        # makes (a new pass would send it down another path than the one reviewed).
        undo = self.rng.random() < 0.3
        if report.snapshot and undo:
            try:
                self.bower.rollback(report.snapshot)
                self.count("rollbacks")
            except RollbackConflict:
                self.count("rollbacks refused (later edits)")

    def review(self) -> None:
        pending = [item.id for item in self.bower.review()]
        if not pending:
            return
        if self.rng.random() < 0.5:
            self.bower.approve(pending)
            self.count("reviews approved")
        else:
            self.bower.reject(pending)
            self.count("reviews rejected")

    def delete_index(self) -> None:
        self.bower.close()
        for name in ("index.db", "index.db-wal", "index.db-shm"):
            (self.home / name).unlink(missing_ok=True)
        self.open()
        self.count("index deletions")


def test_three_hundred_steps_of_an_agent_life_lose_nothing(home: Path) -> None:
    rng = random.Random(11)
    life = Life(home, rng)
    subjects = [f"{a}-{b}" for a, b in zip(ADJECTIVES, ANIMALS, strict=False)]
    subjects += [f"{b}-{a}" for a, b in zip(ADJECTIVES[:16], ANIMALS[4:], strict=False)]
    people = iter(PEOPLE)
    introduced: list[str] = []
    steps = 0
    while steps < 320:
        steps += 1
        roll = rng.random()
        if not introduced or (roll < 0.25 and len(introduced) < len(subjects)):
            subject = subjects[len(introduced)]
            introduced.append(subject)
            life.introduce(subject)
        elif roll < 0.40:
            life.correct(rng.choice(introduced))
        elif roll < 0.50:
            subject = rng.choice(introduced)
            if f"{subject}:bucket" not in life.facts:
                life.add_detail(subject)
            else:
                life.chatter()
        elif roll < 0.62:
            subject = rng.choice(introduced)
            if f"{subject}:dashboard" not in life.facts and (person := next(people, None)):
                life.converse(subject, person)
            else:
                life.chatter()
        elif roll < 0.70:
            life.chatter()
        elif roll < 0.76:
            subject = rng.choice(introduced)
            if f"{subject}:escalation" not in life.facts and (person := next(people, None)):
                life.hand_edit(subject, person)
            else:
                life.chatter()
        elif roll < 0.86:
            life.dream()
        elif roll < 0.93:
            life.review()
        elif roll < 0.95 and life.counts.get("index deletions", 0) < 3:
            life.delete_index()
        else:
            life.chatter()
    life.dream()

    bower = life.bower
    missing, stale = [], []
    for key, fact in life.facts.items():
        hits = bower.query(fact.query, limit=5, use_cache=False).results
        if fact.corrected:
            if not hits or fact.expect.lower() not in hits[0].content.lower():
                stale.append((key, fact.expect, hits[0].content if hits else None))
        elif not any(fact.expect.lower() in h.content.lower() for h in hits):
            missing.append((key, fact.expect, [h.content[:80] for h in hits]))
    lost = []
    for memory_id in sorted(life.stored):
        try:
            explained = bower.explain(memory_id)
        except Exception as exc:
            lost.append((memory_id, repr(exc)))
            continue
        if explained.live is None or bower.get(explained.live).maturity == "archived":
            lost.append((memory_id, "no live successor"))
    corrected = sum(1 for f in life.facts.values() if f.corrected)
    report = {
        "steps": steps,
        **life.counts,
        "planted facts": len(life.facts),
        "corrected facts": corrected,
        "found (uncorrected, top 5)": len(life.facts) - corrected - len(missing),
        "newest first (corrected, top 1)": corrected - len(stale),
        "stored memories": len(life.stored),
        "stored and still reachable": len(life.stored) - len(lost),
    }
    print("\nlifecycle:", report)
    assert steps >= 300 and len(life.facts) >= 100
    assert life.counts.get("dreams", 0) >= 10 and life.counts.get("hand edits", 0) >= 5
    assert not missing, missing
    assert not stale, stale
    assert not lost, lost
