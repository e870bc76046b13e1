"""The dream review queue: ``<home>/review/<change id>.json``, one file per change.

Plain files, written atomically, so the queue survives a deleted index and can be read (or
edited) by hand. ``bower review`` lists it; approve applies a change after a snapshot, reject
drops it with an audit entry.
"""

from __future__ import annotations

import json
import time
from pathlib import Path

from ..errors import NotFoundError
from .change import Change, ReviewItem


def _review_dir(home: Path) -> Path:
    return home / "review"


def queue(home: Path, changes: list[Change], why: str) -> list[str]:
    folder = _review_dir(home)
    folder.mkdir(parents=True, exist_ok=True)
    ids = []
    for c in changes:
        payload = {
            **c.to_dict(),
            "queued": time.strftime("%Y-%m-%dT%H:%M:%SZ", time.gmtime()),
            "why": why,
        }
        path = folder / f"{c.id}.json"
        tmp = path.with_suffix(".tmp")
        tmp.write_text(json.dumps(payload, indent=2, sort_keys=True))
        tmp.replace(path)
        ids.append(c.id)
    return ids


def pending_review(home: Path) -> list[ReviewItem]:
    """The queue, oldest file name first (unreadable entries are skipped, left in place)."""
    folder = _review_dir(home)
    if not folder.exists():
        return []
    out = []
    for path in sorted(folder.glob("*.json")):
        try:
            item = json.loads(path.read_text())
            change = Change.from_dict(item)
        except (OSError, ValueError, KeyError, TypeError):
            continue
        out.append(ReviewItem(change, str(item.get("queued", "")), str(item.get("why", ""))))
    return out


def take_from_review(home: Path, ids: list[str] | None) -> list[Change]:
    """Remove these entries (all with ``None``) from the queue; returns their changes."""
    items = pending_review(home)
    chosen = items if ids is None else [i for i in items if i.id in set(ids)]
    missing = set(ids or []) - {i.id for i in chosen}
    if missing:
        raise NotFoundError(
            f"not in the review queue: {', '.join(sorted(missing))}",
            hint="`bower review` lists the pending changes.",
        )
    for item in chosen:
        (_review_dir(home) / f"{item.id}.json").unlink(missing_ok=True)
    return [i.change for i in chosen]
