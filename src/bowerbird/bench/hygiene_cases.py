"""The scripted life of `bower bench hygiene`: seeded cases built here (no data set), each a
small story with the question(s) that judge it, and the order they are told in. What makes a
case right is ``hygiene.judge``'s."""

from __future__ import annotations

import random
import re
from dataclasses import dataclass, field

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
        r1, r2 = rng.sample(["eu-west-1", "us-east-2", "ap-south-1", "eu-central-1"], 2)
        p1, p2 = rng.sample(PEOPLE, 2)
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
            # The same question answered in other words: no sentence restates the other.
            (
                f"Our {s} cluster lives in {r1}.",
                f"The {s} cluster is hosted in the {r2} region.",
            ),
            (
                f"The {s} on-call lead is {p1}.",
                f"{p2} is the on-call lead for the {s} service.",
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
        out.append(Case(f"broad-{kind}", "broad", notes, [question]))
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
