"""The tree watcher as the public API sees it: run one, stop one, ask about one
(``storage/files/watch.py`` holds the mechanism; docs/decisions.md "Fast one-shot commands")."""

from __future__ import annotations

from typing import Any

from ..errors import UsageError
from ..settings import Settings
from ..storage.files import watch


def watch_tree(settings: Settings, idle_s: float | None = None, tied_to: int | None = None) -> int:
    """Run the home's tree watcher in this process until it has been idle ``idle_s``
    seconds (``[sync] watch_idle_s``), is stopped, or process ``tied_to`` is gone; 1 if one
    already runs for the home."""
    if not watch.supported():
        raise UsageError(
            "the tree watcher needs Linux (inotify)",
            hint="Without it every command stats the tree, which stays correct.",
        )
    if settings.index.url:
        raise UsageError(
            "the tree watcher serves SQLite homes only",
            hint="A Postgres home's tree may be shared by several hosts, whose edits "
            "inotify on this one cannot see; every command scans it instead.",
        )
    idle = settings.sync.watch_idle_s if idle_s is None else idle_s
    return watch.serve_forever(settings.home, settings.tree_dir, idle, tied_to)


def keep_watcher(
    settings: Settings, idle_s: float | None = None, tied_to: int | None = None
) -> None:
    """Start the home's tree watcher in the background (it is up a moment later), whatever
    the tree's size, unless one runs, ``[sync] watch`` is off, or it cannot run here (not
    Linux, a Postgres home); it exits after ``idle_s`` without a question (default ``[sync]
    watch_idle_s``). A long-lived process that re-scans before every command (the resident)
    calls it: with the watcher, a re-scan costs the paths changed, not a stat of every file."""
    if settings.sync.watch == "off" or settings.index.url or not watch.supported():
        return
    if watch.running(settings.home) is None:
        idle = settings.sync.watch_idle_s if idle_s is None else idle_s
        watch.start(settings.home, idle, tied_to)


def stop_watch(settings: Settings) -> bool:
    """Stop the home's watcher; True if one was running."""
    return watch.stop(settings.home)


def watch_status(settings: Settings) -> dict[str, Any]:
    """Whether a watcher runs for the home (its pid), and the settings that start one."""
    info = watch.running(settings.home)
    sync = settings.sync
    return {
        "running": info is not None,
        "pid": None if info is None else info.get("pid"),
        "supported": watch.supported(),
        "watch": sync.watch,
        "watch_min_files": sync.watch_min_files,
        "watch_idle_s": sync.watch_idle_s,
    }
