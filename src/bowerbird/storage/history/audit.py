"""The audit trail: ``<home>/audit.jsonl`` is the durable record; the index keeps a mirror.

Every change to a memory appends one JSON line (under the home lock). The ``audit_log`` table
is refilled from this file whenever the index is rebuilt, so history survives ``rm index.db``.
"""

from __future__ import annotations

import json
import os
import time
from pathlib import Path
from typing import Any

from ..disk.private import private_file
from ..disk.records import millis, parse_record, text
from ..index import Index, IndexWriter

_OFFSET_KEY = "audit_offset"


def event(memory_id: str, action: str, **details: Any) -> dict[str, Any]:
    """Build one audit event stamped with the current time (Unix ms)."""
    return {
        "memory_id": memory_id,
        "action": action,
        "timestamp": int(time.time() * 1000),
        "details": details,
    }


def append(path: Path, tx: IndexWriter, events: list[dict[str, Any]]) -> None:
    """Append ``events`` to the log file (fsynced) and mirror them into the index."""
    if not events:
        return
    payload = "".join(json.dumps(e, ensure_ascii=False, sort_keys=True) + "\n" for e in events)
    private_file(path)
    with open(path, "a+b") as fh:
        # A writer killed mid-line leaves a torn last line; start ours on a fresh one.
        fh.seek(0, os.SEEK_END)
        if fh.tell() > 0:
            fh.seek(-1, os.SEEK_END)
            if fh.read(1) != b"\n":
                payload = "\n" + payload
        fh.write(payload.encode("utf-8"))
        fh.flush()
        os.fsync(fh.fileno())
        end = fh.tell()
    tx.add_audit(events)
    tx.set_meta(_OFFSET_KEY, str(end))


def catch_up(path: Path, index: Index, tx: IndexWriter) -> int:
    """Mirror lines the index has not seen (all of them after a rebuild). Returns how many."""
    if not path.exists():
        return 0
    offset = int(index.get_meta(_OFFSET_KEY) or 0)
    size = path.stat().st_size
    if size == offset:
        return 0
    if size < offset:  # the file was truncated or replaced: start over
        tx.clear_audit()
        offset = 0
    with open(path, "rb") as fh:
        fh.seek(offset)
        data = fh.read()
    events = []
    for line in data.splitlines():
        item = parse_record(line)  # None: torn by a killed writer, or not an event at all
        if item is None:
            continue
        memory_id, action, when = (
            text(item, "memory_id"),
            text(item, "action"),
            millis(item, "timestamp"),
        )
        if memory_id is None or action is None or when is None:
            continue  # a null id or a wild time would stop every command at the index
        details = item.get("details")
        events.append(
            {
                "memory_id": memory_id,
                "action": action,
                "timestamp": when,
                "details": details if isinstance(details, dict) else {},
            }
        )
    tx.add_audit(events)
    tx.set_meta(_OFFSET_KEY, str(offset + len(data)))
    return len(events)


def reload(path: Path, index: Index, tx: IndexWriter) -> int:
    """Refill the index's mirror from the whole file (after the file was rewritten)."""
    tx.clear_audit()
    tx.delete_meta(_OFFSET_KEY)
    return catch_up(path, index, tx)
