"""Held pairs: every ordered pair of notes within each hygiene case, judged, so that a change
to the judge can be read by the verdicts it moves (BENCHMARKS.md, "Said").

    python benchmarks/held_pairs.py run OUT.json              # the code on PYTHONPATH
    python benchmarks/held_pairs.py diff BEFORE.json AFTER.json [N]

The pairs: each case of benchmarks/data/hygiene/set*/ and the shared cases_dev, cases_dev2,
with four of its set's background notes when the case starts from them; judged with no
similarity and the days between the notes' own dates. The old code is judged by running
this file with PYTHONPATH set to a worktree of it (`git worktree add /tmp/old REV`;
`PYTHONPATH=/tmp/old/src python benchmarks/held_pairs.py run before.json`).
"""

from __future__ import annotations

import collections
import datetime as dt
import importlib.util
import json
import multiprocessing
import sys
from pathlib import Path
from types import ModuleType
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
SHARED = ROOT.parent / "shared" / "bench" / "hygiene"
Note = tuple[str, str | None]
Job = tuple[str, Note, Note]


def _load(folder: Path) -> ModuleType:
    """A case set's package, loaded from its folder."""
    name = "held_" + "_".join(folder.parts[-2:]).replace("-", "_")
    spec = importlib.util.spec_from_file_location(
        name, folder / "__init__.py", submodule_search_locations=[str(folder)]
    )
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules[name] = module
    spec.loader.exec_module(module)
    return module


def _notes(case: dict[str, Any]) -> list[Note]:
    return [(s["note"], s.get("at")) for s in case.get("steps", []) if "note" in s]


def _jobs() -> list[Job]:
    sys.path.insert(0, str(SHARED))  # the shared sets import their own helpers
    folders = sorted((ROOT / "benchmarks" / "data" / "hygiene").glob("set*"))
    folders += [SHARED / "cases_dev", SHARED / "cases_dev2"]
    jobs: list[Job] = []
    for folder in folders:
        sets = _load(folder)
        background = [
            (b["note"], b.get("at")) if isinstance(b, dict) else (b, None)
            for b in getattr(sets, "BACKGROUND", [])
        ]
        for case in sets.CASES:
            pool = _notes(case) + (background[:4] if case.get("background") else [])
            for i, old in enumerate(pool):
                for j, new in enumerate(pool):
                    if i != j and old[0] and new[0]:
                        jobs.append((f"{folder.name}/{case['id']}/{i}/{j}", old, new))
    return jobs


def _judge(jobs: list[Job]) -> dict[str, str]:
    from bowerbird.services.judge import relate

    out = {}
    for key, (old, old_at), (new, new_at) in jobs:
        days = None
        if old_at and new_at:
            days = (dt.date.fromisoformat(new_at[:10]) - dt.date.fromisoformat(old_at[:10])).days
        verdict = relate(new, old, None, days)
        out[key] = f"{verdict.kind}|{verdict.reason}|{verdict.derived}"
    return out


def run(path: str) -> None:
    """Judge every pair, on two processes, and write {pair: kind|reason|derived}."""
    jobs = _jobs()
    verdicts: dict[str, str] = {}
    with multiprocessing.Pool(2) as pool:
        for part in pool.imap_unordered(_judge, [jobs[i::8] for i in range(8)]):
            verdicts.update(part)
    Path(path).write_text(json.dumps(verdicts), "utf-8")
    print(f"{len(verdicts)} pairs -> {path}")


def diff(before: str, after: str, show: int = 30) -> None:
    """The pairs both files hold whose verdict moved, counted by kind, the first ``show``."""
    a = json.loads(Path(before).read_text("utf-8"))
    b = json.loads(Path(after).read_text("utf-8"))
    both = [k for k in a if k in b]
    moved = [k for k in both if a[k] != b[k]]
    print(f"{len(moved)} of {len(both)} changed")
    kinds = collections.Counter((a[k].split("|")[0], b[k].split("|")[0]) for k in moved)
    for (was, now), count in kinds.most_common():
        print(f"  {was} -> {now}: {count}")
    # The pairs whose kind moved first (a reason reworded moves no memory), with their notes.
    moved.sort(key=lambda k: a[k].split("|")[0] == b[k].split("|")[0])
    texts = {key: (old[0], new[0]) for key, old, new in _jobs()}
    for key in moved[:show]:
        old, new = texts.get(key, ("?", "?"))
        print(f"== {key}\n   old:    {old}\n   new:    {new}")
        print(f"   before: {a[key][:300]}\n   after:  {b[key][:300]}")


if __name__ == "__main__":
    if len(sys.argv) >= 3 and sys.argv[1] == "run":
        run(sys.argv[2])
    elif len(sys.argv) >= 4 and sys.argv[1] == "diff":
        diff(sys.argv[2], sys.argv[3], int(sys.argv[4]) if len(sys.argv) > 4 else 30)
    else:
        sys.exit(__doc__)
