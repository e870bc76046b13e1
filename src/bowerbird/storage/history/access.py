"""Access tracking: ``<home>/access.log`` records every memory a query returned.

One JSON line per returned memory (time, id, query key). The index keeps per-memory counts in
``access_stats`` (not in ``memories``, so recording a read does not invalidate caches); they
feed the importance boost and slower decay at query time, and ``bower dream``
folds them into the frontmatter. The log is the durable record: a rebuilt index recounts it.
"""

from __future__ import annotations

import json
import os
import time
from collections.abc import Iterator
from pathlib import Path
from typing import TYPE_CHECKING

from ...errors import BowerError
from ..disk.records import millis, parse_record, text
from ..index import IndexWriter

if TYPE_CHECKING:
    from ..store import Store

LOG_NAME = "access.log"


def record(store: Store, ids: list[str], query_key: str) -> None:
    """Append one line per id and count them in the index. Best effort: never fails a query."""
    if not ids:
        return
    now = int(time.time() * 1000)
    payload = "".join(
        json.dumps({"ts": now, "id": i, "q": query_key[:16]}) + "\n" for i in ids
    ).encode()
    try:
        # O_APPEND with one write: concurrent processes' lines do not interleave.
        fd = os.open(store.home / LOG_NAME, os.O_WRONLY | os.O_APPEND | os.O_CREAT, 0o600)
        try:
            os.write(fd, payload)
        finally:
            os.close(fd)
        with store.index.write() as tx:
            tx.bump_access(ids, now)
    except (OSError, BowerError):  # a full disk or a busy index must not fail a read
        pass


def recount(store: Store, tx: IndexWriter) -> int:
    """Refill ``access_stats`` from the log (after the index was rebuilt). Returns lines read."""
    counts: dict[str, tuple[int, int]] = {}
    lines = 0
    for memory_id, when, _ in entries(store.home):
        count, last = counts.get(memory_id, (0, 0))
        counts[memory_id] = (count + 1, max(last, when))
        lines += 1
    tx.replace_access(counts)
    return lines


def entries(home: Path) -> Iterator[tuple[str, int, str]]:
    """``(id, time in ms, query key)`` of each line of the log; a torn line (a killed
    process) or a hand-made one that is not an access (a null id, a time like 1e400) is
    skipped."""
    path = home / LOG_NAME
    if not path.exists():
        return
    with open(path, "rb") as fh:
        for line in fh:
            item = parse_record(line)
            if item is None:
                continue
            memory_id, when = text(item, "id"), millis(item, "ts")
            if memory_id is not None and when is not None:
                yield memory_id, when, str(item.get("q", ""))
