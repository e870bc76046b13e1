"""Snapshots of the tree, taken before every applied dream, and rollback to one of them.

``<home>/snapshots/<stamp>/tree`` is a full copy of the tree (hard links are not used: a later
in-place edit of a memory file would change the snapshot too) with ``manifest.json`` saying
what the dream changed. ``<home>/dream.pending`` names the snapshot of a dream being applied;
if a process dies mid-apply, the next dream (or ``bower rollback``) finds it and restores that
snapshot first, so the tree is never left half-dreamed.

Rollback swaps directories: the snapshot is copied beside the tree, the live tree is renamed
aside, the copy renamed into place, then the old tree removed — at every instant one complete
tree exists. The index is rebuilt from the restored tree.
"""

from __future__ import annotations

import json
import os
import shutil
import time
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from ...errors import NotFoundError
from ..disk.private import private_file, private_folder
from ..disk.records import loads

PENDING = "dream.pending"


@dataclass
class Snapshot:
    """A snapshot taken before a dream, with what that dream changed (its manifest)."""

    name: str
    path: Path
    manifest: dict[str, Any]

    def to_dict(self) -> dict[str, Any]:
        return {"name": self.name, "path": str(self.path), **self.manifest}


def _dir(home: Path) -> Path:
    return home / "snapshots"


def take(home: Path, tree: Path, manifest: dict[str, Any]) -> Snapshot:
    """Copy the tree into a new snapshot and write its manifest (fsynced)."""
    stamp = time.strftime("%Y%m%dT%H%M%S", time.gmtime())
    base = _dir(home)
    private_folder(base)
    name, n = stamp, 1
    while (base / name).exists():
        n += 1
        name = f"{stamp}-{n}"
    target = base / name
    partial = base / f".{name}.partial"
    shutil.rmtree(partial, ignore_errors=True)
    partial.mkdir(mode=0o700)
    if tree.exists():
        shutil.copytree(tree, partial / "tree", ignore=shutil.ignore_patterns(".*.tmp*"))
    else:
        (partial / "tree").mkdir(mode=0o700)
    data = {"created": time.strftime("%Y-%m-%dT%H:%M:%SZ", time.gmtime()), **manifest}
    private_file(partial / "manifest.json")
    (partial / "manifest.json").write_text(json.dumps(data, indent=2, sort_keys=True))
    os.replace(partial, target)  # a snapshot exists whole or not at all
    return Snapshot(name, target, data)


def update_manifest(snapshot: Snapshot, **extra: Any) -> None:
    snapshot.manifest.update(extra)
    private_file(snapshot.path / "manifest.json")
    (snapshot.path / "manifest.json").write_text(
        json.dumps(snapshot.manifest, indent=2, sort_keys=True)
    )


def listing(home: Path) -> list[Snapshot]:
    """Snapshots, newest first."""
    base = _dir(home)
    if not base.exists():
        return []
    out = []
    for entry in sorted(base.iterdir(), reverse=True):
        manifest_path = entry / "manifest.json"
        if entry.name.startswith(".") or not manifest_path.exists():
            continue
        try:
            manifest = loads(manifest_path.read_text())
        except (OSError, ValueError):
            manifest = {"error": "unreadable manifest"}
        out.append(Snapshot(entry.name, entry, manifest))
    return out


def find(home: Path, name: str | None) -> Snapshot:
    snaps = listing(home)
    if not snaps:
        raise NotFoundError("there are no snapshots", hint="Snapshots are taken by `bower dream`.")
    if name is None:
        return snaps[0]
    for snap in snaps:
        if snap.name == name:
            return snap
    raise NotFoundError(
        f"no snapshot named {name!r}",
        hint="`bower snapshots` lists them: " + ", ".join(s.name for s in snaps[:5]),
    )


def restore(snapshot: Snapshot, tree: Path) -> None:
    """Make ``tree`` byte-for-byte the snapshot's tree (the caller holds the home lock)."""
    source = snapshot.path / "tree"
    staging = tree.with_name(".tree.restoring")
    aside = tree.with_name(".tree.replaced")
    shutil.rmtree(staging, ignore_errors=True)
    shutil.rmtree(aside, ignore_errors=True)
    shutil.copytree(source, staging)
    if tree.exists():
        os.replace(tree, aside)
    os.replace(staging, tree)
    shutil.rmtree(aside, ignore_errors=True)


def prune(home: Path, keep: int) -> list[str]:
    """Delete all but the ``keep`` newest snapshots; returns the names removed."""
    removed = []
    for snap in listing(home)[max(keep, 0) :]:
        shutil.rmtree(snap.path, ignore_errors=True)
        removed.append(snap.name)
    return removed


def erase(home: Path, file_name: str) -> int:
    """Delete every snapshot's copy of the memory file ``file_name`` (a hard forget: its text
    must not outlive it in a rollback point). Returns how many copies were removed."""
    removed = 0
    root = _dir(home)
    if not root.is_dir():
        return 0
    for copy in root.glob(f"*/tree/**/{file_name}"):
        copy.unlink(missing_ok=True)
        removed += 1
    return removed


def mark_pending(home: Path, snapshot: Snapshot) -> None:
    path = home / PENDING
    private_file(path)
    path.write_text(snapshot.name)
    with open(path, "rb") as fh:
        os.fsync(fh.fileno())


def clear_pending(home: Path) -> None:
    (home / PENDING).unlink(missing_ok=True)


def pending(home: Path) -> str | None:
    """The snapshot of a dream that did not finish applying, if any."""
    path = home / PENDING
    return path.read_text().strip() or None if path.exists() else None
