"""`bower bench hygiene`: what an agent's memory becomes over a scripted life, scored case by
case against a store-everything baseline in the same run.

The life is built here from our own cases (seeded; no data set): notes an agent curates one by
one, in a shuffled order that keeps each story's order, with dreams after each third. Each case
is one story with one verdict:

- ``duplicate``: a fact, then a paraphrase with the numbers written otherwise ("12-hour TTL" /
  "TTL of 12 hours", "5,432" / "5432", "2GB" / "2 GB", "twelve" / "12"). Right when one live
  memory holds it.
- ``canary``: two statements that must stay two: another server, invoice, shard or
  environment. Right when no live memory holds both, and each is found (top 5) by its question.
- ``correction``: a fact, then a correction with a cue ("actually", "correction:", "no
  longer… took over", "moved from A to B", "as of", "not X"). Right when the question's first
  hit states the new value, no live memory still states the old one, and the old statement is
  kept, closed (never deleted). *Garbled*: a live memory that states the new value without the
  words it was said with ("8 hours", not "a 8 TTL").
- ``contradiction``: the same subject with another value or the other polarity, no cue. Right
  when the two are not both live without a ``contradicts`` link, a supersession or a review item.
- ``detail``: a fact, then the same fact with more. Right when the detail is found (top 3).
- ``fact``: planted facts that nothing touches. Right when still found (top 5) after the dreams.
- ``broad``: a question naming a kind ("what decisions have we made?"). Right when at least 60%
  of that kind's memories (up to 10) are in its top 10.

Three systems answer the same cases: ``bowerbird`` (curate, dream, query), ``verbatim`` (every
note stored as given, never dreamed, our query) and ``store-everything`` (every note kept, plain
dense vectors: the shipped MiniLM and exact cosine, what a plain vector store does). A case the
store-everything baseline gets right and bowerbird gets wrong is a **regression**, listed by id.
"""

from __future__ import annotations

import random
import re
import tempfile
import time
from collections.abc import Callable, Iterable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Protocol

from .. import Bower, Browse, ImportRecord
from .baselines import DenseBaseline, VectorCache

SERVICES = (
    "kestrel osprey heron plover avocet bittern curlew dunlin egret fulmar gannet harrier "
    "ibis jacana kittiwake lapwing merlin nightjar oriole petrel quail redstart shrike "
    "tern wagtail warbler wren yellowhammer bunting crossbill"
).split()
TINTS = "amber coral jade slate ochre".split()
PEOPLE = (
    "Marco Bellini,Sofia Nguyen,Priya Raman,Tomasz Kowal,Aiko Tanaka,Lena Fischer,Omar Haddad,"
    "Grace Okafor,Diego Alvarez,Hana Novak,Ravi Menon,Chloe Martin"
).split(",")
KINDS = ("duplicate", "canary", "correction", "contradiction", "detail", "fact", "broad")


@dataclass
class Case:
    """One story: the notes told in order, the question(s) and what a right answer holds."""

    id: str
    kind: str
    notes: list[str]
    questions: list[str] = field(default_factory=list)
    # For each question, a pattern its hit must match (duplicate/canary/correction/...).
    expect: list[str] = field(default_factory=list)
    marker: str = ""  # a word only this case's notes hold (the subject)
    old: str = ""  # correction: the pattern of the old value
    new_phrase: str = ""  # correction: the words the new value was said with
    kind_of: str = ""  # broad: the memory type the question names


class System(Protocol):
    """What a scored system offers the checks."""

    name: str

    def tell(self, text: str) -> None: ...

    def dream(self) -> None: ...

    def live(self) -> list[str]: ...

    def closed(self) -> list[str]: ...

    def flagged(self, a: str, b: str) -> bool: ...

    def search(self, question: str, k: int) -> list[str]: ...


def _word(marker: str) -> re.Pattern[str]:
    return re.compile(rf"(?<![\w-]){re.escape(marker)}(?![\w-])", re.I)


def cases(seed: int = 7, per_kind: int = 12) -> list[Case]:
    """The scripted life's cases, ``per_kind`` of each (broad questions: one per kind)."""
    rng = random.Random(seed)
    # One plain word per case, so a case's notes are the only ones naming it ("amberkestrel").
    names = [f"{tint}{bird}" for tint in TINTS for bird in SERVICES]
    rng.shuffle(names)
    pool = iter(names)
    out: list[Case] = []

    def svc() -> str:
        return next(pool)

    for i in range(per_kind):  # duplicates: the same fact, numbers written otherwise
        s, h, big, g = (
            svc(),
            rng.choice([6, 8, 12, 24]),
            rng.randint(1200, 9800),
            rng.choice([2, 4, 16]),
        )
        pairs = [
            (
                f"The {s} service caches sessions with a {h}-hour TTL.",
                f"The {s} service caches sessions with a TTL of {h} hours.",
                f"how long does {s} cache sessions?",
                rf"\b{h}\b",
            ),
            (
                f"The {s} cluster stores {big:,} records.",
                f"The {s} cluster stores {big} records.",
                f"how many records does the {s} cluster store?",
                rf"\b{big:,}\b|\b{big}\b",
            ),
            (
                f"Each {s} node has {g}GB of memory.",
                f"Each {s} node has {g} GB of memory.",
                f"how much memory does a {s} node have?",
                rf"\b{g}\s?GB\b",
            ),
            (
                f"The {s} job retries twelve times before giving up.",
                f"The {s} job retries 12 times before giving up.",
                f"how many times does the {s} job retry?",
                r"\btwelve\b|\b12\b",
            ),
        ]
        a, b, q, e = pairs[i % len(pairs)]
        out.append(Case(f"duplicate-{i}", "duplicate", [a, b], [q], [e], marker=s))

    for i in range(per_kind):  # canaries: two subjects that must stay two
        s = svc()
        n = rng.randint(10, 90)
        canary_shapes = [
            (
                f"Server {s}{n} has the IP address 10.1.{n}.1 in the office rack.",
                f"Server {s}{n + 1} has the IP address 10.1.{n}.2 in the office rack.",
                f"what is the IP of {s}{n}?",
                f"what is the IP of {s}{n + 1}?",
                rf"10\.1\.{n}\.1\b",
                rf"10\.1\.{n}\.2\b",
            ),
            (
                f"Invoice {s.upper()}-{n}01 for the {s} account was paid on March 3.",
                f"Invoice {s.upper()}-{n}02 for the {s} account was paid on March 5.",
                f"when was invoice {s.upper()}-{n}01 paid?",
                f"when was invoice {s.upper()}-{n}02 paid?",
                r"March 3\b",
                r"March 5\b",
            ),
            (
                f"Shard {n} of the {s} cluster runs on node {s}-{n}.",
                f"Shard {n + 7} of the {s} cluster runs on node {s}-{n + 7}.",
                f"which node runs shard {n} of {s}?",
                f"which node runs shard {n + 7} of {s}?",
                rf"\b{s}-{n}\b",
                rf"\b{s}-{n + 7}\b",
            ),
            (
                f"The staging {s} database runs on port {5400 + n}.",
                f"The production {s} database runs on port {6400 + n}.",
                f"which port does the staging {s} database use?",
                f"which port does the production {s} database use?",
                rf"\b{5400 + n}\b",
                rf"\b{6400 + n}\b",
            ),
        ]
        a, b, qa, qb, ea, eb = canary_shapes[i % len(canary_shapes)]
        out.append(Case(f"canary-{i}", "canary", [a, b], [qa, qb], [ea, eb], marker=s))

    for i in range(per_kind):  # corrections, one cue after another
        s = svc()
        p1, p2 = rng.sample(PEOPLE, 2)
        h1, h2 = rng.sample([4, 6, 8, 12, 24], 2)
        port1, port2 = rng.sample(range(8000, 8999), 2)
        fix_shapes = [
            (
                f"The {s} service keeps sessions for {h1} hours.",
                f"Actually the {s} session TTL is {h2} hours, not {h1}.",
                f"how long does {s} keep sessions?",
                rf"\b{h2} hours\b",
                rf"\b{h1} hours\b",
                f"{h2} hours",
            ),
            (
                f"The {s} API listens on port {port1}.",
                f"Correction: the {s} API listens on port {port2}.",
                f"which port does the {s} API listen on?",
                rf"\b{port2}\b",
                rf"\b{port1}\b",
                f"port {port2}",
            ),
            (
                f"{p1} is on call for {s} this week.",
                f"Correction: {p1} is no longer on call for {s} this week; {p2} took over.",
                f"who is on call for {s} this week?",
                re.escape(p2),
                rf"^{re.escape(p1)} is on call",
                p2,
            ),
            (
                f"The {s} repository lives on GitLab.",
                f"The {s} repository moved from GitLab to GitHub.",
                f"where does the {s} repository live?",
                r"\bGitHub\b",
                r"lives on GitLab",
                "GitHub",
            ),
            (
                f"The {s} deploy window is on Thursday.",
                f"As of May 1, the {s} deploy window is on Tuesday.",
                f"when is the {s} deploy window?",
                r"\bTuesday\b",
                r"\bThursday\b",
                "Tuesday",
            ),
            (
                f"The {s} build uses Node 16.",
                f"The {s} build no longer uses Node 16; it uses Node 20.",
                f"which Node version does the {s} build use?",
                r"\bNode 20\b",
                r"^The \S+ build uses Node 16",
                "Node 20",
            ),
        ]
        a, b, q, e, old, phrase = fix_shapes[i % len(fix_shapes)]
        out.append(
            Case(
                f"correction-{i}",
                "correction",
                [a, b],
                [q],
                [e],
                marker=s,
                old=old,
                new_phrase=phrase,
            )
        )

    for i in range(per_kind):  # contradictions: no cue at all
        s = svc()
        m1, m2 = rng.sample([15, 30, 45, 60, 90], 2)
        clash_shapes = [
            (
                f"The {s} cache TTL is {m1} minutes.",
                f"The {s} cache TTL is {m2} minutes.",
            ),
            (
                f"We always use the blue {s} cluster for load tests.",
                f"We never use the blue {s} cluster for load tests.",
            ),
            (
                f"The {s} password rotation happens monthly.",
                f"The {s} password rotation does not happen monthly.",
            ),
        ]
        a, b = clash_shapes[i % len(clash_shapes)]
        out.append(Case(f"contradiction-{i}", "contradiction", [a, b], marker=s))

    for i in range(per_kind):  # added detail
        s = svc()
        n = rng.randint(2, 9)
        region = rng.choice(["eu-west-1", "us-east-2", "ap-south-1"])
        out.append(
            Case(
                f"detail-{i}",
                "detail",
                [
                    f"The {s} service runs on Kubernetes.",
                    f"The {s} service runs on Kubernetes with {n} replicas in {region}.",
                ],
                [f"how many replicas does the {s} service run?"],
                [rf"\b{n} replicas\b"],
                marker=s,
            )
        )

    for i in range(per_kind):  # planted facts nothing touches
        s = svc()
        owner = rng.choice(PEOPLE)
        fact_shapes = [
            (f"The {s} dashboard lives at grafana/d/{s}-overview.", f"where is the {s} dashboard?",
             rf"grafana/d/{s}-overview"),
            (f"{owner} owns the {s} runbook.", f"who owns the {s} runbook?", re.escape(owner)),
            (f"The {s} alerts page the #{s}-oncall channel.", f"where do {s} alerts go?",
             rf"#{s}-oncall"),
        ]  # fmt: skip
        note, q, e = fact_shapes[i % len(fact_shapes)]
        out.append(Case(f"fact-{i}", "fact", [note], [q], [e], marker=s))

    broad = {
        "decision": (
            "what decisions have we made?",
            [
                "We decided to use Postgres for the billing ledger.",
                "We chose Kafka over RabbitMQ for the event bus.",
                "We decided to deploy only from the main branch.",
                "We picked Terraform for all new infrastructure.",
                "We decided to keep the API versioned in the URL path.",
                "We chose Grafana over Datadog for dashboards.",
            ],
        ),
        "procedure": (
            "what procedures do we have?",
            [
                "To rotate the TLS certificates, run make certs and restart the ingress.",
                "To restore a backup, stop the writer, copy the snapshot and run the migrator.",
                "To onboard an engineer, create the SSO account first, then add them to the team.",
                "To cut a release, tag main, wait for CI, then promote the image.",
            ],
        ),
        "pattern": (
            "what are our known recurring problems?",
            [
                "Every time the certificate expires, the ingress returns 503 errors.",
                "Whenever the disk fills up, the log shipper stops silently.",
                "The nightly batch usually times out when the warehouse is vacuuming.",
                "Deploys on Friday afternoons tend to cause weekend pages.",
            ],
        ),
    }
    for kind, (question, notes) in broad.items():
        out.append(Case(f"broad-{kind}", "broad", notes, [question], kind_of=kind))
    return out


def script(all_cases: list[Case], seed: int = 7) -> list[tuple[str, str]]:
    """Every note in the order told: cases interleaved at random, each case's notes in order
    (a correction always after what it corrects). Returns (case id, note)."""
    rng = random.Random(seed)
    queues = {c.id: list(c.notes) for c in all_cases}
    order: list[tuple[str, str]] = []
    while queues:
        cid = rng.choice(sorted(queues))
        order.append((cid, queues[cid].pop(0)))
        if not queues[cid]:
            del queues[cid]
    return order


# ------------------------------------------------------------------ the systems


class Bowerbird:
    """Curate, dream, query: the product as an agent uses it."""

    def __init__(self, home: Path, curate: bool = True) -> None:
        self.name = "bowerbird" if curate else "verbatim"
        self.curate = curate
        overrides: dict[str, dict[str, Any]] = {"sync": {"interval_s": 0}}
        self.bower = Bower(home, overrides=overrides)

    def tell(self, text: str) -> None:
        if self.curate:
            self.bower.curate(text)
        else:
            self.bower.import_records([ImportRecord(text)])

    def dream(self) -> None:
        if self.curate:
            self.bower.dream()

    def _page(self, **how: Any) -> list[Any]:
        page = self.bower.browse(Browse(order="oldest", limit=500, **how))
        return [self.bower.get(m.id) for m in page.memories]

    def live(self) -> list[str]:
        return [m.content for m in self._page()]

    def closed(self) -> list[str]:
        everything = self._page(include_superseded=True, include_archived=True)
        return [m.content for m in everything if m.superseded_by or m.valid_to]

    def flagged(self, a: str, b: str) -> bool:
        by_text = {m.content: m for m in self._page(include_superseded=True)}
        ma, mb = _holder(by_text, a), _holder(by_text, b)
        if ma is None or mb is None or ma.id == mb.id:
            return ma is None or mb is None or ma.id == mb.id
        if ma.superseded_by == mb.id or mb.superseded_by == ma.id:
            return True
        related = {(r.type, r.target) for r in [*ma.relations, *mb.relations]}
        if ("contradicts", mb.id) in related or ("contradicts", ma.id) in related:
            return True
        return any({ma.id, mb.id} <= set(item.change.targets) for item in self.bower.review())

    def search(self, question: str, k: int) -> list[str]:
        hits = self.bower.query(question, limit=k).results
        return [self.bower.get(h.id).content for h in hits if h.kind == "memory"]

    def close(self) -> None:
        self.bower.close()


def _holder(by_text: dict[str, Any], note: str) -> Any:
    """The memory holding ``note`` (the note itself, or a memory containing it)."""
    if note in by_text:
        return by_text[note]
    bare = note.rstrip(".")
    return next((m for text, m in by_text.items() if bare in text), None)


class StoreEverything:
    """Every note kept as told, never arranged, searched by plain dense vectors."""

    name = "store-everything"

    def __init__(self, dense: DenseBaseline) -> None:
        self.dense = dense
        self.notes: list[str] = []
        self._ready = False

    def tell(self, text: str) -> None:
        self.dense.add(str(len(self.notes)), text)
        self.notes.append(text)
        self._ready = False

    def dream(self) -> None:
        """Never."""

    def live(self) -> list[str]:
        return list(self.notes)

    def closed(self) -> list[str]:
        return []

    def flagged(self, a: str, b: str) -> bool:
        return False

    def search(self, question: str, k: int) -> list[str]:
        if not self._ready:
            self.dense.finalize()
            self._ready = True
        return [self.notes[int(i)] for i in self.dense.search(question, k)]


# ------------------------------------------------------------------ the checks


def _holds(texts: Iterable[str], pattern: str) -> list[str]:
    rx = re.compile(pattern, re.I)
    return [t for t in texts if rx.search(t)]


def judge(case: Case, system: System) -> tuple[bool, dict[str, Any]]:
    """Whether ``system`` got ``case`` right, with what the category counts."""
    live = system.live()
    mine = [t for t in live if case.marker and _word(case.marker).search(t)]
    if case.kind == "duplicate":
        return len(mine) == 1, {"copies_left": max(0, len(mine) - 1)}
    if case.kind == "canary":
        both = [t for t in mine if _holds([t], case.expect[0]) and _holds([t], case.expect[1])]
        found = all(
            _holds(system.search(q, 5), e) for q, e in zip(case.questions, case.expect, strict=True)
        )
        kept = bool(_holds(live, case.expect[0])) and bool(_holds(live, case.expect[1]))
        return not both and kept and found, {"wrong_merge": bool(both) or not kept}
    if case.kind == "correction":
        top = system.search(case.questions[0], 1)
        newest = bool(top) and bool(_holds(top, case.expect[0]))
        stale = [t for t in mine if _holds([t], case.old) and not _holds([t], case.expect[0])]
        closed = bool(_holds(system.closed(), case.old))
        garbled = [
            t for t in _holds(mine, case.expect[0]) if case.new_phrase.lower() not in t.lower()
        ]
        right = newest and not stale and closed and not garbled
        return right, {
            "newest_first": newest,
            "old_closed": closed and not stale,
            "garbled": len(garbled),
        }
    if case.kind == "contradiction":
        a, b = case.notes
        both_live = bool(_holds(live, re.escape(a.rstrip(".")))) and bool(
            _holds(live, re.escape(b.rstrip(".")))
        )
        flagged = not both_live or system.flagged(a, b)
        return flagged, {"flagged": flagged}
    if case.kind in ("detail", "fact"):
        k = 3 if case.kind == "detail" else 5
        found = bool(_holds(system.search(case.questions[0], k), case.expect[0]))
        return found, {"found": found}
    if case.kind == "broad":
        top = system.search(case.questions[0], 10)
        wanted = [n.rstrip(".") for n in case.notes]
        covered = sum(1 for n in wanted if any(n in t for t in top))
        share = covered / min(10, len(wanted))
        return share >= 0.6, {"coverage": round(share, 3)}
    raise ValueError(case.kind)


def run(
    home: Path | None = None,
    seed: int = 7,
    per_kind: int = 12,
    progress: Callable[[str], None] | None = None,
) -> dict[str, Any]:
    """The life told to each system, then every case judged; the summary per category, the
    share of cases right, and the regressions against the store-everything baseline."""
    all_cases = cases(seed, per_kind)
    told = script(all_cases, seed)
    root = Path(home) if home else Path(tempfile.mkdtemp(prefix="bower-hygiene-"))
    ours = Bowerbird(root / "bowerbird")
    verbatim = Bowerbird(root / "verbatim", curate=False)
    embedder = ours.bower.embedder
    if embedder is None:
        raise RuntimeError("the hygiene bench needs an embedder (it compares dense search)")
    baseline = StoreEverything(DenseBaseline(embedder, VectorCache(None)))
    systems: list[Any] = [ours, verbatim, baseline]
    started = time.perf_counter()
    thirds = {len(told) // 3, 2 * len(told) // 3, len(told)}
    for step, (_, note) in enumerate(told, start=1):
        for system in systems:
            system.tell(note)
        if step in thirds:
            for system in systems:
                system.dream()
            if progress:
                progress(f"{step}/{len(told)} notes told, dreamt")
    verdicts: dict[str, dict[str, tuple[bool, dict[str, Any]]]] = {s.name: {} for s in systems}
    for case in all_cases:
        for system in systems:
            verdicts[system.name][case.id] = judge(case, system)
    summary = {name: _summarise(all_cases, v) for name, v in verdicts.items()}
    regressions = [
        c.id
        for c in all_cases
        if verdicts["store-everything"][c.id][0] and not verdicts["bowerbird"][c.id][0]
    ]
    wins = [
        c.id
        for c in all_cases
        if verdicts["bowerbird"][c.id][0] and not verdicts["store-everything"][c.id][0]
    ]
    for system in (ours, verbatim):
        system.close()
    return {
        "cases": len(all_cases),
        "notes": len(told),
        "dreams": 3,
        "seconds": round(time.perf_counter() - started, 1),
        "systems": summary,
        "regressions": regressions,
        "wins_over_baseline": wins,
        "wrong": {
            name: sorted(cid for cid, (ok, _) in v.items() if not ok)
            for name, v in verdicts.items()
        },
    }


def _summarise(
    all_cases: list[Case], verdicts: dict[str, tuple[bool, dict[str, Any]]]
) -> dict[str, Any]:
    """Per category: cases and cases right, with the category's own counts."""
    out: dict[str, Any] = {}
    for kind in KINDS:
        mine = [verdicts[c.id] for c in all_cases if c.kind == kind]
        if not mine:
            continue
        row: dict[str, Any] = {"cases": len(mine), "right": sum(ok for ok, _ in mine)}
        for key in mine[0][1]:
            values = [extra[key] for _, extra in mine]
            row[key] = (
                sum(values)
                if all(isinstance(v, bool | int) for v in values)
                else round(sum(values) / len(values), 3)
            )
        out[kind] = row
    right = sum(ok for ok, _ in verdicts.values())
    out["overall"] = {
        "cases": len(verdicts),
        "right": right,
        "share": round(right / len(verdicts), 3),
    }
    return out
