"""What a dream costs recall, question by question (issue "Memory says only what was said").

    python benchmarks/dream_cost.py beam|locomo [DATA] [--cache DIR] [--out rows.json]

Each scope of the dev set is ingested twice through the bench adapter at shipped defaults:
once as is, once followed by ``bower dream``. Every question is asked of both homes and
scored with the protocol's R@5 (a result counts for every id it covers). The summary line
gives both means; every question whose R@5 moved is printed with its gold ids, the first
results of each home and, for the dream's home, what became of each gold memory (merged
into, closed, archived, its relations) — so a loss is traced to the change that caused it,
not guessed from a category mean. With ``--cache`` (the one ``bower bench recall --cache``
keeps), vectors are copied from there and no model call embeds a turn twice.
"""

from __future__ import annotations

import argparse
import json
import shutil
import statistics
import sys
import tempfile
from pathlib import Path
from typing import Any

from bowerbird.bench.adapter import BowerStore
from bowerbird.bench.datasets import load
from bowerbird.bench.recall import score_question

DEFAULT_DATA = {"beam": "../shared/bench/beam-500k", "locomo": "../shared/bench/locomo10.json"}


def _store(root: Path, cache: Path | None, dataset: str, scope: str, dream: bool) -> BowerStore:
    home = root / ("dream" if dream else "plain") / scope
    home.mkdir(parents=True)
    cached = cache / dataset / scope / "vectors.db" if cache else None
    if cached is not None and cached.exists():
        shutil.copy(cached, home / "vectors.db")
    return BowerStore(home, dream=dream)


def _fate(store: BowerStore, external: str, ids: dict[str, str]) -> dict[str, Any]:
    """What the dream's home says about one gold memory: where it went and what links it."""
    memory = store.bower.get(ids[external]) if external in ids else None
    if memory is None:
        return {"missing": True}
    return {
        "maturity": memory.maturity,
        "superseded_by": memory.superseded_by,
        "merged_from": memory.extra.get("merged_from"),
        "relations": len(memory.relations),
        "text": memory.content[:160],
    }


def main() -> None:
    """Run both homes per scope and print the per-question differences."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("dataset", choices=sorted(DEFAULT_DATA))
    parser.add_argument("data", nargs="?")
    parser.add_argument("--cache", type=Path)
    parser.add_argument("--out", type=Path)
    args = parser.parse_args()
    chosen = load(args.dataset, Path(args.data or DEFAULT_DATA[args.dataset]))
    rows: list[dict[str, Any]] = []
    with tempfile.TemporaryDirectory(prefix="dream-cost-") as tmp:
        for conv in chosen.conversations:
            homes = {}
            for dream in (False, True):
                store = _store(Path(tmp), args.cache, args.dataset, conv.sample_id, dream)
                for mem_id, text, created, meta in conv.turns:
                    store.add(mem_id, text, created, meta)
                store.finalize()
                homes[dream] = store
            ids = {ext: mid for mid, ext in homes[True]._external.items()}
            for q in conv.questions:
                plain, dreamt = homes[False].search(q.text, 50), homes[True].search(q.text, 50)
                row: dict[str, Any] = {
                    "scope": conv.sample_id,
                    "kind": q.kind,
                    "question": q.text,
                    "gold": q.gold,
                    "plain": score_question(plain, q.gold)["R@5"],
                    "dream": score_question(dreamt, q.gold)["R@5"],
                }
                if row["plain"] != row["dream"]:
                    row["first_plain"], row["first_dream"] = plain[:5], dreamt[:5]
                    row["fates"] = {g: _fate(homes[True], g, ids) for g in q.gold}
                rows.append(row)
            for store in homes.values():
                store.close()
            print(f"{conv.sample_id} done", file=sys.stderr, flush=True)
    moved = [r for r in rows if r["plain"] != r["dream"]]
    before = statistics.fmean(r["plain"] for r in rows)
    after = statistics.fmean(r["dream"] for r in rows)
    print(
        f"{args.dataset}: {len(rows)} questions, R@5 {before:.4f} without a dream,"
        f" {after:.4f} after one;"
        f" {len(moved)} moved ({sum(r['dream'] < r['plain'] for r in moved)} down)"
    )
    for r in moved:
        print(json.dumps(r, ensure_ascii=False))
    if args.out:
        args.out.write_text(json.dumps(rows, indent=1), encoding="utf-8")


if __name__ == "__main__":
    main()
