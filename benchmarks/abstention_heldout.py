"""Whether an answer says when nothing in the home answers, on homes written apart from the
code (issue 61).

Each set is ``{"homes": [{"name", "notes": [...], "questions": [{"q", "kind", "answer",
"why"}]}]}``: ``kind`` is ``answerable`` (``answer`` is the index of the note that answers
it) or ``never_said`` (the question names the home's own people and things but no note says
what it asks). Each home is built fresh on the shipped defaults (every note curated verbatim,
the embedded model) and each question asked once, as ``bower query`` asks it. Printed per
set: answerable questions marked weak (should be ~0) and answered by their note first;
never-said questions marked weak (the more the better), also per ``why``.

    python benchmarks/abstention_heldout.py benchmarks/data/abstention/*.json [--show]

Old code beside new: ``PYTHONPATH=<worktree>/src python benchmarks/abstention_heldout.py …``.
"""

from __future__ import annotations

import argparse
import json
import tempfile
from collections import Counter
from pathlib import Path
from typing import Any

from bowerbird import Bower


def measure(path: Path, show: bool) -> dict[str, Any]:
    """Marks and first answers of one set, counted by kind (and never-said by ``why``)."""
    data = json.loads(path.read_text(encoding="utf-8"))
    asked: Counter[str] = Counter()
    weak: Counter[str] = Counter()
    first: Counter[str] = Counter()
    why_asked: Counter[str] = Counter()
    why_weak: Counter[str] = Counter()
    for home in data["homes"]:
        with tempfile.TemporaryDirectory(prefix="bower-abst-") as folder:
            bower = Bower(folder, overrides={"query": {"track_access": False}})
            try:
                ids = [bower.curate(note, verbatim=True).created[0] for note in home["notes"]]
                for item in home["questions"]:
                    result = bower.query(item["q"], use_cache=False)
                    kind = item["kind"]
                    asked[kind] += 1
                    weak[kind] += result.weak
                    if kind == "answerable":
                        top = result.results[0].id if result.results else None
                        first[kind] += top == ids[item["answer"]]
                    else:
                        why_asked[item.get("why", "")] += 1
                        why_weak[item.get("why", "")] += result.weak
                    wrong = result.weak == (kind == "answerable")
                    if show and wrong:
                        best = result.results[0].content[:90] if result.results else "-"
                        print(f"  {kind:10} weak={result.weak!s:5} {item['q']!r} -> {best!r}")
            finally:
                bower.close()
    return {
        "set": path.name,
        "answerable": asked["answerable"],
        "answerable_weak": round(weak["answerable"] / max(1, asked["answerable"]), 4),
        "answerable_first": round(first["answerable"] / max(1, asked["answerable"]), 4),
        "never_said": asked["never_said"],
        "never_said_weak": round(weak["never_said"] / max(1, asked["never_said"]), 4),
        "never_said_by_why": {w: f"{why_weak[w]}/{n}" for w, n in sorted(why_asked.items())},
    }


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("sets", nargs="+", type=Path)
    parser.add_argument("--show", action="store_true", help="print each wrong mark")
    args = parser.parse_args()
    for path in args.sets:
        print(json.dumps(measure(path, args.show), indent=1))


if __name__ == "__main__":
    main()
