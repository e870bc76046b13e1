"""The dream review queue: ``<home>/review/<change id>.json``, one file per change.

Plain files, written atomically, so the queue survives a deleted index and can be read (or
edited) by hand. ``bower review`` lists it; approve applies a change after a snapshot, reject
drops it with an audit entry and remembers the decision in ``review/rejected/<change id>.json``
with a fingerprint of the memories' text: a later dream proposing the same change about the
same text leaves it out; once one of those memories says something else, it may propose it again.
"""

from __future__ import annotations

import contextlib
import hashlib
import json
import time
from pathlib import Path
from typing import TYPE_CHECKING

from ..errors import NotFoundError
from ..services.timeparse import utcnow
from ..storage.disk.private import private_file, private_folder
from ..storage.disk.records import loads
from ..storage.history import audit
from .change import Change, DreamReport, ReviewItem

if TYPE_CHECKING:
    from ..storage.store import Store


def _review_dir(home: Path) -> Path:
    return home / "review"


def queue(home: Path, changes: list[Change], why: str) -> list[str]:
    folder = _review_dir(home)
    private_folder(folder)
    ids = []
    for c in changes:
        payload = {
            **c.to_dict(),
            "queued": time.strftime("%Y-%m-%dT%H:%M:%SZ", time.gmtime()),
            "why": why,
        }
        path = folder / f"{c.id}.json"
        tmp = path.with_suffix(".tmp")
        private_file(tmp)
        tmp.write_text(json.dumps(payload, indent=2, sort_keys=True))
        tmp.replace(path)
        ids.append(c.id)
    return ids


def mine(store: Store, items: list[ReviewItem], agent: str | None) -> list[ReviewItem]:
    """The items about ``agent``'s memories (every item with ``None``): an item is another
    agent's when one of its memories is."""
    if agent is None:
        return items
    ids = sorted({t for item in items for t in item.change.targets})
    owner = {i: row.agent for i, row in store.index.rows_by_id(ids).items()}
    return [i for i in items if all(owner.get(t, agent) == agent for t in i.change.targets)]


def pending_review(home: Path) -> list[ReviewItem]:
    """The queue, oldest file name first (unreadable entries are skipped, left in place)."""
    folder = _review_dir(home)
    if not folder.exists():
        return []
    out = []
    for path in sorted(folder.glob("*.json")):
        try:
            item = loads(path.read_text())
            change = Change.from_dict(item)
        except (OSError, ValueError, KeyError, TypeError, AttributeError):
            continue
        out.append(ReviewItem(change, str(item.get("queued", "")), str(item.get("why", ""))))
    return out


def take_from_review(store: Store, ids: list[str] | None, agent: str | None) -> list[Change]:
    """Remove these entries (all of ``agent``'s with ``None``) from the queue; returns their
    changes. Another agent's entry is not there for this one."""
    home = store.home
    items = mine(store, pending_review(home), agent)
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


def approve(store: Store, ids: list[str] | None, agent: str | None = None) -> DreamReport:
    """Apply these queued changes (all of ``agent``'s with ``None``) after a snapshot."""
    from .apply import apply_all

    changes = take_from_review(store, ids, agent)
    report = DreamReport(changes)
    if changes:
        summary = {"approved": len(changes)}
        report.snapshot, report.applied = apply_all(store, changes, utcnow(), summary, agent=agent)
    return report


def reject(store: Store, ids: list[str] | None, agent: str | None = None) -> list[str]:
    """Drop these queued changes (all of ``agent``'s with ``None``), remembering each."""
    changes = take_from_review(store, ids, agent)
    folder = _review_dir(store.home) / "rejected"
    private_folder(folder)
    for c in changes:
        record = {**c.to_dict(), "rejected": utcnow().isoformat(), "text": _fingerprint(store, c)}
        path = folder / f"{c.id}.json"
        tmp = path.with_suffix(".tmp")
        private_file(tmp)
        tmp.write_text(json.dumps(record, indent=2, sort_keys=True))
        tmp.replace(path)
    events = [
        audit.event(t, "dream:rejected", change=c.id, kind=c.kind)
        for c in changes
        for t in c.targets
    ]
    with store.lock.hold(), store.index.write() as tx:
        audit.append(store.audit_path, tx, events)
    return [c.id for c in changes]


def drop_rejected(store: Store, changes: list[Change]) -> tuple[list[Change], int]:
    """``changes`` without those a human rejected about the same text; and how many."""
    folder = _review_dir(store.home) / "rejected"
    if not folder.exists():
        return changes, 0
    decided: dict[str, str] = {}
    for path in folder.glob("*.json"):
        try:
            decided[path.stem] = str(loads(path.read_text())["text"])
        except (OSError, ValueError, KeyError, TypeError):
            continue  # unreadable: the change may be proposed again, which loses nothing
    kept = [c for c in changes if decided.get(c.id) != _fingerprint(store, c)]
    return kept, len(changes) - len(kept)


def _fingerprint(store: Store, change: Change) -> str:
    """sha256 over the text of the change's memories (missing ones count as empty)."""
    digest = hashlib.sha256(change.kind.encode())
    for memory_id in change.targets:
        with contextlib.suppress(NotFoundError):
            digest.update(store.read(memory_id).content.encode("utf-8"))
        digest.update(b"\x00")
    return digest.hexdigest()
