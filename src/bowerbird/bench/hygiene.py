"""`bower bench hygiene`: what an agent's memory becomes over a scripted life, scored case by
case against a store-everything baseline in the same run.

The life is built here from our own cases (seeded; no data set): notes an agent curates one by
one, in a shuffled order that keeps each story's order, with dreams after each third. Each case
is one story with one verdict:

- ``duplicate``: a fact, then a paraphrase with the numbers written otherwise ("12-hour TTL" /
  "TTL of 12 hours", "5,432" / "5432", "2GB" / "2 GB", "twelve" / "12"). Right when one live
  memory holds it.
- ``canary``: two statements that must stay two: another server, invoice, shard or
  environment. Right when no live memory holds both, each is found (top 5) by its question,
  and they are not flagged as contradicting each other (*false flag*).
- ``correction``: a fact, then a correction with a cue ("actually", "correction:", "no
  longer… took over", "moved from A to B", "as of", "not X"). Right when the question's first
  hit states the new value, no live memory still states the old one, and the old statement is
  kept, closed (never deleted). *Garbled*: a live memory that states the new value without the
  words it was said with ("8 hours", not "a 8 TTL").
- ``contradiction``: the same subject with another value or the other polarity, no cue —
  worded alike ("The X cache TTL is 15 minutes" / "…30 minutes") or not ("Our X cluster lives
  in eu-west-1" / "The X cluster is hosted in the us-east-2 region"; "The X on-call lead is
  Priya" / "Marco is the on-call lead for the X service"). Right when the two are not both
  live without a ``contradicts`` link, a supersession or a review item.
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

import re
import tempfile
import time
from collections.abc import Callable, Iterable
from pathlib import Path
from typing import Any, Protocol

from .. import Bower, Browse, ImportRecord
from .baselines import DenseBaseline, VectorCache
from .hygiene_cases import KINDS, Case, cases, script


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
        """The memories kept. A summary of the dream's hierarchy is left out: it quotes its
        sources side by side, each with its id, and fuses nothing (it is judged where it
        answers: in ``search``)."""
        page = self.bower.browse(Browse(order="oldest", limit=500, **how))
        found = [self.bower.get(m.id) for m in page.memories]
        return [m for m in found if m.source != "summary"]

    def live(self) -> list[str]:
        return [m.content for m in self._page()]

    def closed(self) -> list[str]:
        everything = self._page(include_superseded=True, include_archived=True)
        return [m.content for m in everything if m.superseded_by or m.valid_to]

    def flagged(self, a: str, b: str) -> bool:
        by_text = {m.content: m for m in self._page(include_superseded=True)}
        ma, mb = _holder(by_text, a), _holder(by_text, b)
        if ma is None or mb is None:
            return True  # one of them is gone: resolved
        if ma.id == mb.id:
            return False  # one memory holds both: the contradiction was swallowed
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
        # Two things, not one thing said two ways: a contradiction flag on them is noise a
        # human has to clear (both kept, so ``flagged`` can only mean a link or review item).
        alarm = kept and system.flagged(*case.notes)
        right = not both and kept and found and not alarm
        return right, {"wrong_merge": bool(both) or not kept, "false_flag": alarm}
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
