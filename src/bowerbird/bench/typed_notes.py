"""Typing at curate time: on labelled notes, how often ``bower curate`` gives a note the type
a person would (issue 38; data: ``tests/data/typed_notes*.json``, each ``{"notes": [{"text",
"type"}]}``).

Each note is curated as a dry run in a fresh home (nothing written, no model): its type is
the type of the memory the note became (the first, when it became several). Reported per
file: accuracy, accuracy per type, the confusion (labelled → given) and every miss.
"""

from __future__ import annotations

import tempfile
from collections import Counter
from pathlib import Path
from typing import Any, get_args

from .. import Bower, InputError, MemoryType
from .datasets import load_json

TYPES: tuple[str, ...] = get_args(MemoryType)
DEFAULT_DATA = (
    Path("tests/data/typed_notes.json"),
    Path("tests/data/typed_notes_heldout.json"),
    Path("tests/data/typed_notes_other.json"),
)


def load(path: Path) -> list[tuple[str, str]]:
    """``(text, type)`` of every labelled note, checked enough to name what is wrong."""
    notes = load_json(
        path,
        "labelled-notes file",
        'Expected {"notes": [{"text": "...", "type": "fact"}, ...]}.',
        lambda doc: [(str(n["text"]), str(n["type"])) for n in doc["notes"]],
    )
    unknown = sorted({kind for _, kind in notes if kind not in TYPES})
    if unknown:
        raise InputError(f"{path}: unknown type(s) {', '.join(unknown)}", hint=", ".join(TYPES))
    return notes


def score(bower: Bower, notes: list[tuple[str, str]]) -> dict[str, Any]:
    """Accuracy of ``bower``'s typing on ``notes``."""
    total: Counter[str] = Counter()
    right: Counter[str] = Counter()
    confusion: Counter[tuple[str, str]] = Counter()
    misses = []
    for text, expected in notes:
        result = bower.curate(text, dry_run=True)
        given = result.memories[0].type if result.memories else "none"
        total[expected] += 1
        confusion[(expected, given)] += 1
        if given == expected:
            right[expected] += 1
        else:
            misses.append({"text": text, "labelled": expected, "given": given})
    return {
        "notes": sum(total.values()),
        "accuracy": round(sum(right.values()) / max(1, sum(total.values())), 4),
        "per_type": {t: round(right[t] / total[t], 4) for t in TYPES if total[t]},
        "confusion": {f"{a} -> {b}": n for (a, b), n in sorted(confusion.items()) if a != b},
        "misses": misses,
    }


def run(paths: list[Path] | None = None) -> dict[str, Any]:
    """Score every labelled file in a fresh home of its own (keyword-only, no model)."""
    files = list(paths or DEFAULT_DATA)
    labelled = {str(path): load(path) for path in files}
    out: dict[str, Any] = {"files": {}}
    for name, notes in labelled.items():
        with (
            tempfile.TemporaryDirectory(prefix="bower-typing-") as tmp,
            Bower(tmp, overrides={"embed": {"provider": "none"}}) as bower,
        ):
            out["files"][name] = score(bower, notes)
    every = [f for f in out["files"].values()]
    right = sum(f["accuracy"] * f["notes"] for f in every)
    out["notes"] = sum(f["notes"] for f in every)
    out["accuracy"] = round(right / max(1, out["notes"]), 4)
    return out
