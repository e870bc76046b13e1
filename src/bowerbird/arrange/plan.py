"""The dream's plan: one function per pass, each proposing ``Change`` objects.

- ``fold_access``: counts and last access from ``access.log`` into the frontmatter;
- ``judge_pairs`` over similar pairs of live memories (cosine from the vector matrix):
  near-duplicates (≥ ``merge_similarity``, same names and numbers) **merge** into the most
  established member; similar memories (≥ ``contradiction_similarity``) whose numbers differ,
  or whose newer one reads as a correction, are a **contradiction** — the one observed later
  (``observed_at``, then ``valid_from``, then ``created``) by more than 7 days wins, else
  confidence higher by 0.2 wins, else a human decides; the rest are **linked**
  (``related_to`` at both ends, ≥ ``link_similarity``);
- ``synthesize``: clusters of ≥ ``cluster_min`` related facts yield a ``pattern`` memory that
  cites them (extractive here; an LLM may word it later);
- ``maturity``: draft → validated → core from accesses, distinct queries and age; memories
  whose effective importance falls below ``prune_threshold`` are archived — never decisions
  or procedures. Decay is per type: episodic context fades fast, procedures stick.
"""

from __future__ import annotations

from collections import Counter, defaultdict
from collections.abc import Callable
from dataclasses import dataclass, field
from datetime import UTC, datetime, timedelta
from pathlib import Path
from typing import TYPE_CHECKING

from ..errors import NotFoundError
from ..services.answers import answer, subject_key
from ..services.compare import carry, content_terms, polarity_flip
from ..services.judge import RESTATED, Verdict, relate, undecided
from ..services.text import STOPWORDS
from ..settings import DreamSettings
from ..storage.files.note import ITEM_SOURCE, Memory
from ..storage.history import access
from .associations import DERIVED, reweigh, temporal, unused
from .change import Change, possible_contradiction
from .hierarchy import is_summary, summarize

if TYPE_CHECKING:
    from ..storage.store import Store
    from ..storage.vectors.search import VectorIndex

NEVER_PRUNED = {"decision", "procedure"}
# Per-day decay rates: episodic memory fades fast, procedural knowledge sticks.
DECAY_BY_TYPE = {
    "context": 0.05,
    "fact": 0.01,
    "pattern": 0.005,
    "decision": 0.002,
    "procedure": 0.001,
}
MATURITY_RANK = {"draft": 0, "validated": 1, "core": 2, "archived": -1}


@dataclass
class AccessLog:
    """What ``access.log`` says per memory: retrievals, the last one (ms), distinct queries."""

    counts: Counter[str] = field(default_factory=Counter)
    last: dict[str, int] = field(default_factory=dict)
    queries: dict[str, set[str]] = field(default_factory=lambda: defaultdict(set))


@dataclass
class PairVerdicts:
    """What ``judge_pairs`` found: changes, pairs to link, and who is already spoken for."""

    contradictions: list[Change] = field(default_factory=list)
    merges: list[Change] = field(default_factory=list)
    links: list[tuple[str, str, float]] = field(default_factory=list)
    merged_away: set[str] = field(default_factory=set)
    resolved: set[str] = field(default_factory=set)
    # Contradictions the judge found: review items, never applied by a dream.
    flags: list[Change] = field(default_factory=list)
    flagged: set[tuple[str, str]] = field(default_factory=set)
    asked: int = 0  # pairs put to the model


# A second opinion on a pair the rules cannot decide: ``(relation, reason)`` from a local
# model, or None when it gave none.
Asker = Callable[[str, str], "tuple[str, str] | None"]
# Pairs a dream asks the model about at most (a dream stays bounded in time).
MAX_ASKED = 20


def plan(
    store: Store,
    vectors: VectorIndex | None,
    settings: DreamSettings,
    now: datetime,
    agent: str | None = None,
    asker: Asker | None = None,
) -> list[Change]:
    """Every change the passes propose, in the order they would apply: about ``agent``'s
    memories only, or every agent's with ``None``. With ``asker`` (a local LLM), pairs the
    rules cannot decide are put to it; what it reads as a contradiction goes to review."""
    everything = live_memories(store, agent)
    # Summaries are rebuilt from their sources, never merged, linked or archived themselves;
    # a framework's keyed items hold what was put, read back exactly (gather/items.py).
    live = {
        mid: m for mid, m in everything.items() if not is_summary(m) and m.source != ITEM_SOURCE
    }
    log = read_access_log(store.home)
    pairs = similar_pairs(
        store,
        vectors,
        live,
        min(settings.link_similarity, MEASURED_SIMILARITY),
        settings.link_similarity,
    )
    pairs += opposed_pairs(live, pairs, settings.contradiction_similarity)
    verdicts = judge_pairs(live, pairs, settings, asker)
    faded = now - timedelta(days=settings.edge_fade_days)
    rivals = rival_answers(live, verdicts)
    return [
        *fold_access(live, log),
        *verdicts.contradictions,
        *verdicts.flags,
        *rivals,
        *disputed(live, [*verdicts.flags, *rivals]),
        *verdicts.merges,
        *link(live, verdicts, log, faded),
        *temporal(live, settings),
        *reweigh(live, log, settings, now),
        *synthesize(live, verdicts, settings),
        *maturity(live, log, verdicts, settings, now),
        *retire_patterns(live, verdicts),
        *summarize(store, vectors, everything, settings),
    ]


# ---------------------------------------------------------------- inputs


def live_memories(store: Store, agent: str | None = None) -> dict[str, Memory]:
    """Every live memory (neither archived nor superseded) of ``agent`` (of all with
    ``None``), read from its file."""
    out = {}
    for memory_id in sorted(store.index.live_ids().values()):
        try:
            memory = store.read(memory_id)
        except NotFoundError:
            continue
        if agent is None or memory.agent == agent:
            out[memory_id] = memory
    return out


def read_access_log(home: Path) -> AccessLog:
    log = AccessLog()
    for mid, ts, query in access.entries(home):
        log.counts[mid] += 1
        log.last[mid] = max(log.last.get(mid, 0), ts)
        log.queries[mid].add(query)
    return log


# Pairs the judge reads although they are too far apart to link: a restatement in other
# words ("Capacity of the Atlas room: twelve." / "The Atlas room seats 12 people.") sits at
# cosine ~.6-.8 with MiniLM. Each memory brings at most its nearest few of them.
RESTATED_SIMILARITY = 0.5
# Below it, down to this, a pair is judged only for a restatement its values prove (the
# same measures of one named thing: "£85 an hour per sheet" / "hiring a sheet … for an
# hour costs £85"): a jotting, or a note told by what happened, sits at ~.35-.5 from the
# sentence it says again. Nothing else is read at such a gap.
MEASURED_SIMILARITY = 0.3
JUDGED_NEIGHBOURS = 6


def similar_pairs(
    store: Store,
    vectors: VectorIndex | None,
    live: dict[str, Memory],
    floor: float,
    every_above: float | None = None,
) -> list[tuple[str, str, float]]:
    """Pairs of live memories with cosine ≥ ``every_above`` (default ``floor``), and each
    memory's nearest ``JUDGED_NEIGHBOURS`` with cosine ≥ ``floor`` (blocked, so memory stays
    bounded)."""
    import numpy as np

    if vectors is None or not len(vectors):
        return []
    key_to_id = {k: i for k, i in store.index.live_ids().items() if i in live}
    matrix, keys = vectors.per_memory()
    if matrix is None or keys is None:
        return []
    keep = np.array([int(k) in key_to_id for k in keys], dtype=bool)
    m = matrix[keep]
    ids = [key_to_id[int(k)] for k in keys[keep]]
    pairs = []
    # Rows in id order, so that a row's nearest few among equals are the same in every
    # copy of a home (index order differs between copies).
    by_id = sorted(range(len(ids)), key=lambda i: ids[i])
    m, ids = m[by_id], [ids[i] for i in by_id]
    block = 1024
    for start in range(0, len(ids), block):
        sims = m[start : start + block] @ m.T
        keep_all = sims >= (floor if every_above is None else every_above)
        if every_above is not None and every_above > floor:
            # Beside every pair above the link bar, each row's nearest few above ``floor``.
            for row in range(sims.shape[0]):
                sims[row, start + row] = -1.0  # not itself
            near = np.argsort(-sims, axis=1, kind="stable")[:, :JUDGED_NEIGHBOURS]
            mask = np.zeros_like(keep_all)
            np.put_along_axis(mask, near, True, axis=1)
            keep_all |= mask & (sims >= floor)
        rows, cols = np.nonzero(keep_all)
        for i, j in zip(rows.tolist(), cols.tolist(), strict=True):
            a = start + i
            # Agents are namespaces: one agent's memories never merge with, supersede or
            # link to another's.
            if a != j and live[ids[a]].agent == live[ids[j]].agent:
                pairs.append((ids[a], ids[j], float(sims[i, j])))
    # The same corpus gives the same plan: strongest pairs first, ties by id, never by the
    # order rows happened to be indexed in (which differs between two copies of a home).
    # Each pair once, whichever end found the other.
    unique = {(x, y) if x < y else (y, x): sim for x, y, sim in pairs}
    ordered = [(x, y, sim) for (x, y), sim in unique.items()]
    ordered.sort(key=lambda p: (-round(p[2], 6), p[0], p[1]))
    return ordered


# Memories sharing every content word are compared pairwise only in groups this small: a
# verbatim import of many same-shaped notes ("shard j runs on node vega-j") must stay linear.
_SAME_WORDS_GROUP = 50
# Only statements are paired by their words: parsing every long memory's values each dream
# would cost seconds on a large home, and a long text has no single polarity.
_STATEMENT_CHARS = 300


def opposed_pairs(
    live: dict[str, Memory], pairs: list[tuple[str, str, float]], similarity: float
) -> list[tuple[str, str, float]]:
    """Pairs the embeddings miss: the same content words with opposite polarity ("We always
    use the blue cluster" / "We never use…" sit at cosine .66 on MiniLM, under any link
    threshold). Each is given ``similarity`` (the contradiction threshold), so it is judged as
    a contradiction, and never merged."""
    # (Pairs judged only for a restatement their measures prove, under the usual floor, are
    # not yet read for a contradiction: an opposed pair among them is added here.)
    seen = {(a, b) for a, b, sim in pairs if sim >= RESTATED_SIMILARITY}
    groups: dict[tuple[str, frozenset[str]], list[str]] = defaultdict(list)
    for mid in sorted(live):
        if len(live[mid].content) > _STATEMENT_CHARS:
            continue  # a message or a document, not one statement: no polarity to flip
        terms = content_terms(live[mid].content)
        if terms:
            groups[(live[mid].agent, terms)].append(mid)
    found = []
    for members in groups.values():
        if len(members) > _SAME_WORDS_GROUP:
            continue
        for i, a in enumerate(members):
            for b in members[i + 1 :]:
                if (a, b) not in seen and polarity_flip(live[a].content, live[b].content):
                    found.append((a, b, similarity))
    return found


# ---------------------------------------------------------------- passes


def rival_answers(live: dict[str, Memory], verdicts: PairVerdicts) -> list[Change]:
    """Statements that answer one question with different values however far apart their
    wording ("Our staging cluster lives in eu-west-1." / "The staging cluster is hosted in
    us-east-2."), found by grouping statements by what they are about
    (``services/answers.py``): each pair goes to review, never applied by a dream. Pairs
    already judged (merged, resolved) are left alone."""
    groups: dict[tuple[str, frozenset[str], frozenset[str]], list[str]] = defaultdict(list)
    for mid in sorted(live):
        memory = live[mid]
        if len(memory.content) > _STATEMENT_CHARS or memory.type in ("pattern", "context"):
            continue
        about = answer(memory.content)
        if about is not None:
            groups[(memory.agent, *subject_key(about))].append(mid)
    spoken_for = verdicts.resolved | verdicts.merged_away
    out = []
    for members in groups.values():
        if len(members) > _SAME_WORDS_GROUP:
            continue
        for i, a in enumerate(members):
            for b in members[i + 1 :]:
                if a in spoken_for or b in spoken_for:
                    continue
                newer, older = (a, b) if observed(live[a]) >= observed(live[b]) else (b, a)
                if (newer, older) in verdicts.flagged or _flagged(live[a], live[b]):
                    continue
                days = (observed(live[newer]) - observed(live[older])).total_seconds() / 86400
                verdict = relate(live[newer].content, live[older].content, None, days)
                if verdict.kind == "contradiction":
                    verdicts.flagged.add((newer, older))
                    out.append(possible_contradiction(newer, older, verdict.values, 0.0))
    return out


def fold_access(live: dict[str, Memory], log: AccessLog) -> list[Change]:
    """Access counts from the log into the frontmatter, where they changed."""
    changes = []
    for mid, m in live.items():
        n = log.counts.get(mid, 0)
        if n and (n != m.access_count or m.last_accessed is None):
            when = datetime.fromtimestamp(log.last[mid] / 1000, tz=UTC).replace(microsecond=0)
            changes.append(
                Change(
                    "fold_access",
                    [mid],
                    f"{n} accesses in access.log",
                    1.0,
                    {"count": n, "last": when.isoformat()},
                )
            )
    return changes


def _one_told_as_it_happened(a: Memory, b: Memory) -> bool:
    """Whether exactly one of ``a`` and ``b`` is an episode (what happened), the other a
    statement."""
    return (a.type == "context") != (b.type == "context")


def judge_pairs(
    live: dict[str, Memory],
    pairs: list[tuple[str, str, float]],
    settings: DreamSettings,
    asker: Asker | None = None,
) -> PairVerdicts:
    """Each similar pair as the judge (``services/judge/``) sees it: restatements merge
    (union-find), a correction closes the older, a contradiction is flagged for review, the
    rest are linked when alike enough."""
    verdicts = PairVerdicts()
    parent: dict[str, str] = {}

    def root(x: str) -> str:
        while parent.get(x, x) != x:
            x = parent[x]
        return x

    for a, b, sim in pairs:
        ma, mb = live[a], live[b]
        newer, older = (ma, mb) if observed(ma) >= observed(mb) else (mb, ma)
        if _one_told_as_it_happened(ma, mb) and not (is_summary(ma) or is_summary(mb)):
            days = (observed(newer) - observed(older)).total_seconds() / 86400
            told = relate(newer.content, older.content, sim, days)
            if told.kind in RESTATED and told.measured:
                # A story of what happened that gives a statement's own measures of its one
                # named thing ("Got a telling-off … for still flying at 7.45pm - that's the
                # cut-off" / "flying at Hob Hill has to finish by quarter to eight"): the
                # statement said again, however far apart. (Two episodes are two events.)
                _join(parent, root, live, a, b)
                continue
        if _separate_events(ma, mb) or is_summary(ma) or is_summary(mb):
            if sim >= settings.link_similarity:
                verdicts.links.append((a, b, sim))
            continue
        days = (observed(newer) - observed(older)).total_seconds() / 86400
        verdict = relate(newer.content, older.content, sim, days)
        if sim < RESTATED_SIMILARITY:
            episode = "context" in (ma.type, mb.type)
            if verdict.kind in RESTATED and verdict.measured and not episode:
                _join(parent, root, live, a, b)
            continue
        if "context" in (ma.type, mb.type):
            # Episodes (a conversation's turns, what happened) are events, not statements
            # of a fact: two alike ones merge only as near copies, and nothing is read as a
            # correction or a contradiction of another ("Thanks!" / "Thanks a lot!").
            if verdict.kind in RESTATED and sim >= settings.merge_similarity:
                _join(parent, root, live, a, b)
            elif sim >= settings.link_similarity:
                verdicts.links.append((a, b, sim))
            continue
        if verdict.kind in RESTATED and sim >= RESTATED_SIMILARITY:
            if not _join(parent, root, live, a, b) and sim >= settings.link_similarity:
                verdicts.links.append((a, b, sim))
            continue
        if verdict.kind == "correction" and verdict.derived is None:
            wrong = tuple(before for before, _ in verdict.swaps)
            lost = carry(newer.content, older.content, wrong).lost
            if lost:  # closing the older would lose a detail: flagged, never closed
                said = f"{verdict.reason}; the older says more ({', '.join(lost[:4])})"
                verdict = Verdict("contradiction", said, values=said)
        if verdict.kind == "correction" and sim >= RESTATED_SIMILARITY:
            if newer.id in verdicts.resolved or older.id in verdicts.resolved:
                continue
            verdicts.resolved.update((newer.id, older.id))
            # Applied unreviewed only between near neighbours (as the dream always has); a
            # correction read across a wider gap waits for a human.
            sure = sim >= settings.contradiction_similarity
            verdicts.contradictions.append(_corrected(newer, older, sim, verdict.reason, sure))
            continue
        if asker is not None and verdicts.asked < MAX_ASKED and undecided(verdict, sim):
            verdicts.asked += 1
            second = asker(newer.content, older.content)
            if second is not None and second[0] in ("contradiction", "correction"):
                read = f"the model reads a {second[0]}: {second[1]}"
                verdict = Verdict("contradiction", read, values=second[1] or second[0])
        if (
            verdict.kind == "contradiction"
            and sim >= RESTATED_SIMILARITY
            and not _flagged(newer, older)
            and (newer.id, older.id) not in verdicts.flagged
        ):
            verdicts.flagged.add((newer.id, older.id))
            verdicts.flags.append(possible_contradiction(newer.id, older.id, verdict.values, sim))
        if sim >= settings.link_similarity:
            verdicts.links.append((a, b, sim))
    groups: dict[str, list[str]] = defaultdict(list)
    for mid in {x for a, b, _ in pairs for x in (a, b)}:
        if mid in parent or any(parent.get(k) == mid for k in parent):
            groups[root(mid)].append(mid)
    for _, members in sorted(groups.items()):
        if len(members) < 2:
            continue
        members.sort()
        survivor = max((live[m] for m in members), key=lambda m: (_established(m), m.id))
        others = sorted(m for m in members if m != survivor.id)
        verdicts.merged_away.update(others)
        verdicts.merges.append(
            Change(
                "merge",
                [survivor.id, *others],
                f"{len(others)} restatement(s) of {survivor.id}",
                0.95,
                {"into": survivor.id, "from": others},
            )
        )
    return verdicts


def _join(
    parent: dict[str, str],
    root: Callable[[str], str],
    live: dict[str, Memory],
    a: str,
    b: str,
) -> bool:
    """Put ``a`` and ``b`` in one group of restatements, unless either group's first member
    does not restate the other's (alike pairs chain: A like B, B like C, C unlike A)."""
    ra, rb = root(a), root(b)
    if ra == rb:
        return True
    if ra != a and relate(live[a].content, live[rb].content).kind not in RESTATED:
        return False
    if rb != b and relate(live[b].content, live[ra].content).kind not in RESTATED:
        return False
    if relate(live[ra].content, live[rb].content).kind not in RESTATED:
        return False
    parent[ra] = rb
    return True


def _flagged(a: Memory, b: Memory) -> bool:
    """Whether two memories already say they contradict each other."""
    return any(
        r.type == "contradicts" and r.target in (a.id, b.id) for r in [*a.relations, *b.relations]
    )


def _corrected(newer: Memory, older: Memory, sim: float, reason: str, sure: bool) -> Change:
    """The judge read ``newer`` as a correction of ``older``: the older is closed (after a
    review unless ``sure``)."""
    why = f"a correction: {reason}"
    return Change(
        "supersede",
        [newer.id, older.id],
        why,
        0.9 if sure else 0.5,
        {"winner": newer.id, "loser": older.id, "similarity": round(sim, 3)},
    )


# A memory's similar neighbours worth a link: its strongest few. 200 notes written from one
# template ("Writer w item i: service … listens on port …") are all alike; linking every pair
# made one dream write 9,079 changes (each memory's file rewritten ~190 times, minutes).
MAX_LINKS = 8


def link(
    live: dict[str, Memory], verdicts: PairVerdicts, log: AccessLog, faded: datetime
) -> list[Change]:
    """``semantic`` edges between similar memories that were neither merged nor resolved,
    each memory keeping at most ``MAX_LINKS`` derived edges (strongest first: pairs come
    sorted by similarity; the edges it has already count). A pair whose derived edge faded
    (both ends unused since ``faded``) is not linked again while it stays unused."""
    changes = []
    held = {mid: sum(1 for r in m.relations if r.type in DERIVED) for mid, m in live.items()}
    for a, b, sim in verdicts.links:
        if a in verdicts.merged_away or b in verdicts.merged_away:
            continue
        linked = {r.target for r in live[a].relations} | {r.target for r in live[b].relations}
        if b in linked or a in linked or max(held[a], held[b]) >= MAX_LINKS:
            continue
        if unused(live[a], live[b], log, faded) and _aged(live[a], live[b], faded):
            continue
        held[a] += 1
        held[b] += 1
        changes.append(
            Change(
                "link",
                [a, b],
                f"similar (cosine {sim:.2f})",
                min(1.0, sim),
                {"type": "semantic", "strength": round(sim, 3)},
            )
        )
    return changes


def disputed(live: dict[str, Memory], flags: list[Change]) -> list[Change]:
    """A ``contradicts`` edge at both ends of each pair flagged for review: the two stay
    live, and recall says they disagree (newer first) while the review item waits. Adding
    an edge closes nothing, so it needs no human."""
    changes = []
    for flag in flags:
        winner, loser = str(flag.data["winner"]), str(flag.data["loser"])
        ends = (live.get(winner), live.get(loser))
        if ends[0] is None or ends[1] is None or _flagged(ends[0], ends[1]):
            continue
        changes.append(
            Change(
                "link",
                [winner, loser],
                f"they disagree ({flag.reason})",
                1.0,
                {"type": "contradicts", "strength": 1.0},
            )
        )
    return changes


def _aged(a: Memory, b: Memory, since: datetime) -> bool:
    """Both memories were created before ``since`` (new ones are always worth a link)."""
    return a.created < since and b.created < since


def synthesize(
    live: dict[str, Memory], verdicts: PairVerdicts, settings: DreamSettings
) -> list[Change]:
    """Clusters of related facts → one pattern citing them (unless one already does)."""
    related: dict[str, set[str]] = defaultdict(set)
    for a, b, _ in verdicts.links:
        if a not in verdicts.merged_away and b not in verdicts.merged_away:
            related[a].add(b)
            related[b].add(a)
    seen: set[str] = set()
    out = []
    cited = {s for m in live.values() for s in m.extra.get("sources", []) if m.type == "pattern"}
    for start in sorted(related):
        if start in seen or live[start].type != "fact":
            continue
        stack, cluster = [start], []
        while stack:
            node = stack.pop()
            if node in seen or live[node].type != "fact":
                continue
            seen.add(node)
            cluster.append(node)
            stack.extend(related[node] - seen)
        if len(cluster) < settings.cluster_min or set(cluster) <= cited:
            continue
        cluster.sort()
        words: Counter[str] = Counter()
        for mid in cluster:
            words.update({k for k in live[mid].keywords if k not in STOPWORDS})
        common = [w for w, n in words.most_common(4) if n >= 2] or [
            w for w, _ in words.most_common(2)
        ]
        title = "Pattern: " + ", ".join(common)
        lines = [f"- {live[mid].title} ({mid})" for mid in cluster]
        content = f"{len(cluster)} related notes about {', '.join(common)}:\n" + "\n".join(lines)
        out.append(
            Change(
                "synthesize",
                cluster,
                f"a cluster of {len(cluster)} related facts",
                0.75,
                {"title": title, "content": content, "keywords": common},
            )
        )
    return out


def maturity(
    live: dict[str, Memory],
    log: AccessLog,
    verdicts: PairVerdicts,
    settings: DreamSettings,
    now: datetime,
) -> list[Change]:
    """Promotion from use, and archiving of what decayed below ``prune_threshold``."""
    changes = []
    for mid, m in live.items():
        if mid in verdicts.merged_away or mid in verdicts.resolved:
            continue
        n = max(m.access_count, log.counts.get(mid, 0))
        distinct = len(log.queries.get(mid, ()))
        age_days = (now - m.created).total_seconds() / 86400
        promote = None
        if (
            m.maturity == "draft"
            and n >= settings.validate_accesses
            and distinct >= 2
            and age_days >= 1
        ):
            promote = "validated"
        elif (
            m.maturity == "validated"
            and n >= settings.core_accesses
            and distinct >= 5
            and age_days >= 7
        ):
            promote = "core"
        if promote:
            changes.append(
                Change(
                    "promote",
                    [mid],
                    f"{n} accesses from {distinct} queries, {age_days:.0f} days old",
                    0.9,
                    {"to": promote},
                )
            )
            continue
        if m.type in NEVER_PRUNED:
            continue
        score = effective_importance(m.with_changes(access_count=n), now)
        if score < settings.prune_threshold:
            changes.append(
                Change(
                    "archive",
                    [mid],
                    f"effective importance {score:.3f} below {settings.prune_threshold}",
                    0.8,
                    {"to": "archived"},
                )
            )
    return changes


def retire_patterns(live: dict[str, Memory], verdicts: PairVerdicts) -> list[Change]:
    """A pattern quoting a memory that is no longer live (superseded, merged away, archived)
    quotes stale values: it is archived (its sources stay), and a later dream may synthesise
    a fresh one from what is live."""
    going = verdicts.merged_away | {c.data["loser"] for c in verdicts.contradictions}
    changes = []
    for mid, m in live.items():
        sources = m.extra.get("sources", [])
        if m.type != "pattern" or not sources:
            continue
        stale = [s for s in sources if s not in live or s in going]
        if stale and m.maturity != "archived":
            changes.append(
                Change(
                    "archive",
                    [mid],
                    f"cites {len(stale)} memor{'y' if len(stale) == 1 else 'ies'} no longer live",
                    0.9,
                    {"to": "archived"},
                )
            )
    return changes


# ---------------------------------------------------------------- helpers


def _established(m: Memory) -> tuple[int, int, float, float]:
    return (MATURITY_RANK.get(m.maturity, 0), m.access_count, m.importance, -m.created.timestamp())


def effective_importance(m: Memory, now: datetime) -> float:
    """``importance / (1 + rate·days idle) / (1 + 0.001·days old)``, with the type's decay
    rate slowed 5% per access."""
    rate = max(0.001, DECAY_BY_TYPE.get(m.type, 0.01) * 0.95**m.access_count)
    accessed = m.last_accessed or m.created
    idle = max(0.0, (now - accessed).total_seconds() / 86400)
    age = max(0.0, (now - m.created).total_seconds() / 86400)
    return m.importance / (1 + rate * idle) / (1 + 0.001 * age)


def observed(m: Memory) -> datetime:
    """When a memory's statement was true: ``observed_at``, else ``valid_from``, else
    ``created`` (a note curated today about March is a March observation)."""
    return m.observed_at or m.valid_from or m.created


def _separate_events(a: Memory, b: Memory) -> bool:
    """Two episodic memories observed on different days are two events, however alike."""
    if "context" not in (a.type, b.type):
        return False
    when_a, when_b = a.observed_at or a.created, b.observed_at or b.created
    return abs((when_a - when_b).total_seconds()) > 86400
