"""A hierarchy of summaries (seed 003 §3, phase 4; RAPTOR's tree, built offline).

The dream clusters one agent's live memories by meaning into level-1 summaries of about
``summary_fanout`` memories each, clusters those into level 2, and so on up to a root.
A summary is a memory of its own (``source: summary``, frontmatter ``level`` and ``covers``:
the ids one level down), kept in the tree under ``context/summaries/`` so it survives a
rebuild; it never replaces or hides a source.

Offline summaries are extractive and honest: the sentences of the members nearest the
cluster's centre (the most central ones), in time order, each with the id it came from —
never a word list, never a sentence no member wrote. With ``[llm]`` (and the dream's
local-only rule met) the dream has the LLM word them instead, checked against the sources
(``dream._word_summaries``). Clustering is spherical k-means with
its centres seeded at evenly spaced members in time order, so the same corpus gives the same
tree, and a dream only rewrites a summary whose members changed (a summary keeps its id when
its new cluster shares most members with the old one; summaries left without a cluster are
archived).
"""

from __future__ import annotations

import hashlib
import math
import re
from datetime import datetime
from typing import TYPE_CHECKING

import numpy as np
import numpy.typing as npt

from ..settings import DreamSettings
from ..storage.files.note import SUMMARY_FOLDER, SUMMARY_SOURCE, Memory, first_sentence
from .change import Change

if TYPE_CHECKING:
    from ..storage.store import Store
    from ..storage.vectors.search import VectorIndex

TOPIC = SUMMARY_FOLDER
_CENTRAL = 5  # sentences a summary quotes
_SENTENCE_CHARS = 220
_ITERATIONS = 8
_KEEP_OVERLAP = 0.5  # share of members a rebuilt cluster must share to keep a summary's id
_WORDS = 6  # a quoted sentence says something: at least this many words
_LOOKED_AT = 6  # sentences of a member looked at for one
_SENTENCE_END = re.compile(r"(?<=[.!?])\s+")
_WORD = re.compile(r"[A-Za-z0-9][\w'-]*")

Matrix = npt.NDArray[np.float32]


def is_summary(memory: Memory) -> bool:
    """Whether ``memory`` is a summary the dream wrote."""
    return memory.source == SUMMARY_SOURCE


def summarize(
    store: Store, vectors: VectorIndex | None, live: dict[str, Memory], settings: DreamSettings
) -> list[Change]:
    """Changes that bring the tree of summaries in line with ``live`` (summaries included):
    new summaries, rewritten ones, and archived ones whose cluster is gone."""
    if not settings.summaries or vectors is None:
        return []
    existing = {mid: m for mid, m in live.items() if is_summary(m)}
    sources = {mid: m for mid, m in live.items() if not is_summary(m)}
    matrix, keys = vectors.per_memory()
    if matrix is None or keys is None:
        return []
    key_to_id = {k: i for k, i in store.index.live_ids().items() if i in sources}
    rows = {key_to_id[int(k)]: n for n, k in enumerate(keys.tolist()) if int(k) in key_to_id}
    changes: list[Change] = []
    by_agent: dict[str, list[str]] = {}
    for mid in sorted(rows, key=lambda i: (_when(sources[i]), i)):
        by_agent.setdefault(sources[mid].agent, []).append(mid)
    claimed: set[str] = set()
    for agent, ids in sorted(by_agent.items()):
        olds = {mid: m for mid, m in existing.items() if m.agent == agent}
        level_vectors = matrix[[rows[i] for i in ids]]
        members: dict[str, Memory] = {i: sources[i] for i in ids}
        counts = _word_counts([members[i] for i in ids])
        level = 1
        while len(ids) >= 2 * settings.summary_fanout or (level > 1 and len(ids) > 1):
            k = max(1, math.ceil(len(ids) / settings.summary_fanout))
            groups = _kmeans(level_vectors, k)
            next_ids: list[str] = []
            centres: list[Matrix] = []
            for group in groups:
                if len(group) < 2:  # a summary of one memory says nothing it does not
                    continue
                covered = [ids[n] for n in group]
                topic = _topic(covered, members, counts) if level == 1 else []
                if level == 1 and not _one_topic(level_vectors[group], topic):
                    continue  # a misleading summary makes memory worse: none is better
                private = _private(covered, members)
                if private is None:
                    continue  # a private memory is never summed up with unrelated ones
                centre = _unit(level_vectors[group].mean(axis=0))
                central = sorted(group, key=lambda n: -float(level_vectors[n] @ centre))
                quoted = [ids[n] for n in central[:_CENTRAL]]
                old = _match(olds, level, covered, claimed)
                summary_id = old.id if old else _new_id(agent, level, covered)
                claimed.add(summary_id)
                stand_in = _stand_in(summary_id, level, covered, quoted, members, topic)
                if private:
                    stand_in.extra["sensitive"] = private
                change = _change(stand_in, old, members)
                if change is not None:
                    changes.append(change)
                next_ids.append(summary_id)
                centres.append(centre)
                members[summary_id] = stand_in
            if len(next_ids) <= 1 or len(next_ids) == len(ids):  # the root, or no progress
                break
            ids, level_vectors, level = next_ids, np.stack(centres), level + 1
        for mid, old in sorted(olds.items()):
            if mid not in claimed and old.maturity != "archived":
                changes.append(
                    Change("summarize", [mid], "its cluster is gone", 0.9, {"retire": True})
                )
    return changes


# A level-1 cluster is summarised only when it is one topic: its members alike on average
# (mean pairwise cosine; MiniLM puts mixed notes of one home at ~.15-.3, one subject's at
# ~.45+), and some words said by half of them that the home says much less often.
COHESION = 0.4
_TOPIC_SHARE = 0.5
_TOPIC_LIFT = 1.5
_TOPIC_WORDS = 3
_WORDISH = re.compile(r"[a-z][a-z-]{2,}")


def _words_of(memory: Memory) -> set[str]:
    from ..services.text import STOPWORDS

    return {w for w in _WORDISH.findall(memory.content.lower()) if w not in STOPWORDS}


def _word_counts(memories: list[Memory]) -> dict[str, float]:
    """In how many of ``memories`` each word is said, as a share."""
    counts: dict[str, float] = {}
    for m in memories:
        for w in _words_of(m):
            counts[w] = counts.get(w, 0.0) + 1.0
    total = max(1, len(memories))
    return {w: n / total for w, n in counts.items()}


def _topic(covered: list[str], members: dict[str, Memory], home: dict[str, float]) -> list[str]:
    """The subject a cluster's members share and the rest of the home mostly does not: words
    said by every one of them, ``_TOPIC_LIFT`` times as often as in the whole home, and no
    verb ("use", "failed": two notes that both *use* something share no subject). The first
    word names the subject; more are said by every member too."""
    share = _word_counts([members[i] for i in covered])
    scored = [
        (s, s / max(home.get(w, s), 1e-9), w)
        for w, s in share.items()
        if s >= _TOPIC_SHARE
        and s * len(covered) >= 2  # said by two members at least
        and s / max(home.get(w, s), 1e-9) >= _TOPIC_LIFT
        and not _verb(w)
    ]
    scored.sort(key=lambda t: (-t[0], -t[1], t[2]))
    if not scored or scored[0][0] < 1.0:
        return []  # no subject every member speaks of
    return [w for _, _, w in scored[:_TOPIC_WORDS]]


def _verb(word: str) -> bool:
    """Whether a word reads as a verb: one the statement reader knows, or a past tense."""
    from ..services.mentions import VERBS

    return word in VERBS or (word.endswith("ed") and len(word) > 4)


# What keeps a memory out of a summary of other things: what ``services/secrets/sensitivity.py``
# scores as more private than a person's preferences (health, feelings, money, where one
# lives, a credential).
_PRIVATE_FROM = 0.6


def _private(covered: list[str], members: dict[str, Memory]) -> list[str] | None:
    """The kinds of private matter every member of a cluster shares ([] when none is
    private); None when some are private and the others are not about the same kind of
    thing (an asthma inhaler beside dark mode): such a cluster gets no summary."""
    from ..services.secrets.sensitivity import assess

    kinds: list[set[str]] = []
    for mid in covered:
        found = assess(members[mid].content)
        kinds.append(set(found.reasons) if found.score >= _PRIVATE_FROM else set())
    if not any(kinds):
        return []
    shared = set.intersection(*kinds)
    return sorted(shared) if shared else None


def _one_topic(vectors: Matrix, topic: list[str]) -> bool:
    """Whether a cluster is one topic: named by a word every member says, and alike on
    average."""
    if not topic:
        return False
    n = len(vectors)
    if n < 3:
        return True
    sims = vectors @ vectors.T
    pairwise = (float(sims.sum()) - float(np.trace(sims))) / (n * (n - 1))
    return pairwise >= COHESION


def _listed(words: list[str]) -> str:
    return words[0] if len(words) == 1 else ", ".join(words[:-1]) + " and " + words[-1]


def _kmeans(vectors: Matrix, k: int) -> list[list[int]]:
    """Spherical k-means, centres seeded at evenly spaced rows (the rows come in time
    order); empty clusters are dropped. Deterministic: no random start."""
    n = len(vectors)
    if k >= n:
        return [[i] for i in range(n)]
    seeds = [round(i * (n - 1) / max(1, k - 1)) for i in range(k)]
    centres = vectors[seeds].copy()
    assign = np.zeros(n, dtype=np.int64)
    for _ in range(_ITERATIONS):
        new = np.argmax(vectors @ centres.T, axis=1)
        if np.array_equal(new, assign) and _ > 0:
            break
        assign = new
        for c in range(k):
            picked = vectors[assign == c]
            if len(picked):
                centres[c] = _unit(picked.mean(axis=0))
    return [g for g in (np.flatnonzero(assign == c).tolist() for c in range(k)) if g]


def _unit(v: Matrix) -> Matrix:
    norm = float(np.linalg.norm(v))
    return v / norm if norm > 0 else v


def _match(
    olds: dict[str, Memory], level: int, covered: list[str], claimed: set[str]
) -> Memory | None:
    """The existing summary of ``level`` sharing the most members with ``covered`` (at least
    half of the larger of the two), not yet given to another cluster."""
    best, best_share = None, 0.0
    wanted = set(covered)
    for mid, m in olds.items():
        if mid in claimed or m.extra.get("level") != level:
            continue
        have = set(m.extra.get("covers", []))
        share = len(have & wanted) / max(len(have), len(wanted), 1)
        if share > best_share:
            best, best_share = m, share
    return best if best_share >= _KEEP_OVERLAP else None


def basis(extractive: str) -> str:
    """What a summary worded by an LLM was worded from: its extractive text's hash. The
    summary is current while its members still give that text."""
    return hashlib.sha256(extractive.encode()).hexdigest()[:16]


def _new_id(agent: str, level: int, covered: list[str]) -> str:
    digest = hashlib.sha256(f"{agent}\x00{level}\x00{sorted(covered)}".encode()).hexdigest()
    return f"summary-l{level}-{digest[:12]}"


def _change(summary: Memory, old: Memory | None, members: dict[str, Memory]) -> Change | None:
    """The change that writes ``summary`` (as ``_stand_in`` built it), None if unchanged."""
    level, covered = int(summary.extra["level"]), list(summary.extra["covers"])
    title, content = summary.title, summary.content
    if (
        old is not None
        and old.maturity != "archived"
        and old.extra.get("covers") == covered
        and (old.content == content or old.extra.get("basis") == basis(content))
    ):
        return None  # nothing changed below it
    data = {
        "id": summary.id,
        "level": level,
        "covers": covered,
        "title": title,
        "content": content,
        "agent": members[covered[0]].agent,
        "observed_at": max(_when(members[i]) for i in covered).isoformat(),
    }
    verb = "rewrite" if old is not None else "a new"
    return Change(
        "summarize", covered, f"{verb} level-{level} summary of {len(covered)}", 0.9, data
    )


def _text(
    level: int, covered: list[str], quoted: list[str], members: dict[str, Memory]
) -> tuple[str, str]:
    """Title and body: the central members' sentences in time order, each with its id."""
    ordered = sorted(quoted, key=lambda i: (_when(members[i]), i))
    lines = [f"- {_sentence(members[i])} ({i})" for i in ordered]
    first = _sentence(members[quoted[0]])
    span = sorted(_when(members[i]) for i in covered)
    dates = span[0].date().isoformat()
    if span[-1].date() != span[0].date():
        dates += f" to {span[-1].date().isoformat()}"
    kind = "memories" if level == 1 else "summaries"
    head = f"Summary of {len(covered)} {kind} ({dates}), in the words of the most central:"
    return first_sentence(first, 100), head + "\n" + "\n".join(lines)


def _sentence(m: Memory) -> str:
    """What a member says: a summary's own title (its most central sentence), else the
    memory's first sentence that says something — "assistant: Certainly!" opens half the
    replies of a chat and would fill a summary with nothing (the first sentence of at least
    ``_WORDS`` words; the first sentence when none is that long)."""
    if is_summary(m):
        return m.title
    flat = " ".join(m.content.split())
    parts = [p for p in _SENTENCE_END.split(flat) if p.strip()]
    for part in parts[:_LOOKED_AT]:
        if len(_WORD.findall(part)) >= _WORDS:
            return first_sentence(part, _SENTENCE_CHARS)
    return first_sentence(flat, _SENTENCE_CHARS)


def _stand_in(
    summary_id: str,
    level: int,
    covered: list[str],
    quoted: list[str],
    members: dict[str, Memory],
    topic: list[str] | None = None,
) -> Memory:
    """The summary as the next level up sees it (before it is written)."""
    title, content = _text(level, covered, quoted, members)
    if topic:
        # Named by the topic its members share, not by one member's sentence.
        title = f"About {_listed(topic)} ({len(covered)} memories)"
    first = members[covered[0]]
    when = max(_when(members[i]) for i in covered)
    return Memory(
        id=summary_id,
        type="context",
        title=title,
        content=content,
        created=when,
        updated=when,
        source=SUMMARY_SOURCE,
        agent=first.agent,
        observed_at=when,
        extra={"level": level, "covers": sorted(covered)},
    )


def _when(m: Memory) -> datetime:
    return m.observed_at or m.created
