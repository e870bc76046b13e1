"""How far a topic summary could reach on BEAM-500K's broad questions — an upper bound.

    python benchmarks/beam_gold_scope.py [BEAM_DIR]

A summary counts once for every message it covers, so the best a stored summary can do for a
question is cover as much of its gold as possible in one slot. This asks, for each
summarisation, event-ordering and multi-session question, how much of its gold the messages
naming one of the question's own words hold — the most generous topic a dream could build for
it without seeing the question — and how many messages that topic spans. It prints, per
question type, the median share of gold the best such topic covers, the median size of that
topic, and the best share among topics of at most 50 messages (a summary that still says
something about each of its sources). If even these topics hold little of the gold, or hold it
only by spanning hundreds of messages, no honest summary reaches the issue's targets.
"""

from __future__ import annotations

import re
import statistics
import sys
from collections import defaultdict
from pathlib import Path

from bowerbird.bench.datasets import load

_BROAD = ("summarization", "event_ordering", "multi_session_reasoning")
_WORD = re.compile(r"[a-z0-9]+")
_SMALL = 50  # messages a summary can cover and still say something about each
# Words every broad question uses: a topic named by them is the whole chat.
_GENERIC = frozenset(
    "about across between brought challenges comprehensive concepts covered detailed different "
    "discussions entire everything give have how involved learned list main mention order "
    "overall points process progress provide related summarize summary that their these "
    "things thorough throughout through walk what which with working from each other using "
    "into when where your".split()
)


def _terms(question: str) -> set[str]:
    return {w for w in _WORD.findall(question.lower()) if len(w) > 3 and w not in _GENERIC}


def main(root: Path) -> None:
    """Print, per broad question type, how much of the gold the best keyword topic covers."""
    data = load("beam", root)
    best_share: dict[str, list[float]] = defaultdict(list)
    best_size: dict[str, list[int]] = defaultdict(list)
    small_share: dict[str, list[float]] = defaultdict(list)
    for conv in data.conversations:
        texts = {turn[0]: set(_WORD.findall(turn[1].lower())) for turn in conv.turns}
        for question in conv.questions:
            if question.kind not in _BROAD or not question.gold:
                continue
            gold = set(question.gold)
            topics = []
            for term in _terms(question.text):
                members = {mid for mid, words in texts.items() if term in words}
                if members:
                    topics.append((len(gold & members) / len(gold), len(members)))
            share, size = max(topics, default=(0.0, 0))
            best_share[question.kind].append(share)
            best_size[question.kind].append(size)
            small = [s for s, n in topics if n <= _SMALL]
            small_share[question.kind].append(max(small, default=0.0))
    print(f"{'type':26} {'n':>3} {'best topic covers':>18} {'its size':>9} {'best ≤50 msgs':>14}")
    for kind in _BROAD:
        print(
            f"{kind:26} {len(best_share[kind]):3d} "
            f"{statistics.median(best_share[kind]):18.2f} "
            f"{statistics.median(best_size[kind]):9.0f} "
            f"{statistics.median(small_share[kind]):14.2f}"
        )


if __name__ == "__main__":
    main(Path(sys.argv[1]) if len(sys.argv) > 1 else Path("../shared/bench/beam-500k"))
