"""Which signals tell a hit about what is asked from one about only who is named (issue 61).

    python benchmarks/relevance_signals.py [CONVERSATIONS] [LOCOMO_JSON]

For the first CONVERSATIONS (3) LoCoMo conversations, each home (shipped defaults, the bench
adapter) is asked its own questions (answerable) and the next conversation's questions with
that conversation's two speakers renamed to its own (nothing in the home answers them, but the
names rule cannot tell: the names are the home's). Per question it keeps the top five hits'
score, semantic cosine and "asked coverage" — the share of the question's content terms, its
names and question words left out, that a hit's text holds. It prints the medians, and for a
grid of two-signal rules (weak when the top score is under ``low``, or under ``high`` while no
hit of the top three holds ``cover`` of what was asked) the share of renamed questions marked
weak beside the share of answerable ones, best trades first. A reading aid for choosing the
rule, not the rule.
"""

from __future__ import annotations

import itertools
import statistics
import sys
from dataclasses import dataclass
from pathlib import Path

from bowerbird.bench import datasets
from bowerbird.bench.adapter import BowerStore
from bowerbird.retrieve.relevance import asked
from bowerbird.services.text import query_terms, verb_stems


@dataclass
class Asked:
    answerable: bool
    hits: list[tuple[float, float, float]]  # (score, semantic, asked coverage), best first


def ask(store: BowerStore, question: str, answerable: bool) -> Asked:
    wanted = asked(question)
    hits = []
    for hit in store.bower.query(question, limit=5).results[:5]:
        held = verb_stems(query_terms(hit.content or hit.snippet))
        cover = len(wanted & held) / len(wanted) if wanted else 0.0
        hits.append((hit.score, hit.why.get("semantic", 0.0), cover))
    return Asked(answerable, hits)


def collect(path: Path, count: int) -> list[Asked]:
    rows: list[Asked] = []
    for conv in datasets.load_locomo(path)[:count]:
        store = BowerStore()
        try:
            for mem_id, text, created, meta in conv.turns:
                store.add(mem_id, text, created, meta)
            store.finalize()
            rows += [ask(store, q.text, True) for q in conv.questions]
            rows += [ask(store, text, False) for text in conv.renamed]
        finally:
            store.close()
        print(f"{conv.sample_id} done", file=sys.stderr)
    return rows


def _top(row: Asked, signal: int) -> float:
    return row.hits[0][signal] if row.hits else 0.0


def main() -> None:
    count = int(sys.argv[1]) if len(sys.argv) > 1 else 3
    path = Path(sys.argv[2] if len(sys.argv) > 2 else "../shared/bench/locomo10.json")
    rows = collect(path, count)
    own = [r for r in rows if r.answerable]
    renamed = [r for r in rows if not r.answerable]
    print(f"{len(own)} answerable, {len(renamed)} renamed foreign questions")
    for name, signal in (("top score", 0), ("top semantic", 1), ("top asked coverage", 2)):
        print(
            f"median {name}: answerable {statistics.median(_top(r, signal) for r in own):.3f}"
            f", renamed {statistics.median(_top(r, signal) for r in renamed):.3f}"
        )
    trades = []
    for low, high, cover in itertools.product(
        [0.35, 0.4, 0.42, 0.45, 0.5], [0.45, 0.5, 0.55, 0.6, 0.7], [0.2, 0.34, 0.5, 0.67, 1.01]
    ):

        def weak(r: Asked, low: float = low, high: float = high, cover: float = cover) -> bool:
            best_cover = max([h[2] for h in r.hits[:3]], default=0.0)
            return _top(r, 0) < low or (_top(r, 0) < high and best_cover < cover)

        trades.append(
            (
                sum(map(weak, renamed)) / len(renamed),
                sum(map(weak, own)) / len(own),
                low,
                high,
                cover,
            )
        )
    print("renamed weak  answerable weak  low  high  cover   (answerable weak <= 5%)")
    for rw, ow, low, high, cover in sorted((t for t in trades if t[1] <= 0.05), reverse=True)[:12]:
        print(f"{rw:12.3f}  {ow:15.3f}  {low:4.2f}  {high:4.2f}  {cover:4.2f}")


if __name__ == "__main__":
    main()
