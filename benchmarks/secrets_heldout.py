"""The redactor on sets of cases written apart from its code (issue 63).

Each set is a JSON list of ``{"id", "kind", "text", "secret"}``: ``secret`` is the exact text
that must not survive redaction, or ``null`` for an innocent look-alike that must come out
unchanged. The sets in ``benchmarks/data/secrets/`` were written by helpers that never read
the code; which were tuned on is said in BENCHMARKS.md.

    python benchmarks/secrets_heldout.py benchmarks/data/secrets/*.json [--misses]

Old code beside new: ``PYTHONPATH=<worktree>/src python benchmarks/secrets_heldout.py …``.
"""

from __future__ import annotations

import argparse
import json
from collections import Counter
from pathlib import Path

from bowerbird import redact


def measure(path: Path, misses: bool) -> dict[str, object]:
    """Positives caught, kinds caught whole, innocents changed, for one set."""
    cases = json.loads(path.read_text(encoding="utf-8"))
    total: Counter[str] = Counter()
    missed: Counter[str] = Counter()
    changed = []
    for case in cases:
        out, _ = redact(case["text"])
        if case["secret"] is None:
            if out != case["text"]:
                changed.append(case["id"])
                if misses:
                    print(f"  changed {case['id']}: {out[:160]!r}")
            continue
        total[case["kind"]] += 1
        if case["secret"] in out or case["secret"].replace("\u200b", "") in out:
            missed[case["kind"]] += 1
            if misses:
                print(f"  missed  {case['id']}: {out[:160]!r}")
    positives = sum(total.values())
    innocents = sum(1 for c in cases if c["secret"] is None)
    return {
        "set": path.name,
        "caught": positives - sum(missed.values()),
        "positives": positives,
        "kinds_whole": sum(1 for kind in total if not missed[kind]),
        "kinds": len(total),
        "innocents_changed": len(changed),
        "innocents": innocents,
    }


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("sets", nargs="+", type=Path)
    parser.add_argument("--misses", action="store_true", help="print each miss and change")
    args = parser.parse_args()
    for path in args.sets:
        row = measure(path, args.misses)
        print(
            f"{row['set']}: caught {row['caught']}/{row['positives']}, kinds whole "
            f"{row['kinds_whole']}/{row['kinds']}, innocents changed "
            f"{row['innocents_changed']}/{row['innocents']}"
        )


if __name__ == "__main__":
    main()
