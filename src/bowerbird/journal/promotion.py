"""Promotion (seed 002): a dream reads the recent daily logs and keeps what should last.

Each entry of a daily log (``memory/YYYY-MM-DD.md`` in the journal or a ``[files] paths``
folder, of the last ``[files] promote_days`` days) is read like a user's message in a
conversation (``gather/turns.worth_remembering``): decisions, procedures, preferences and
stated facts are kept, chatter is not. Each kept statement goes through the normal write path
(``Bower.curate``: redaction, dedupe, supersession) as a typed memory whose ``source`` names the
log and lines it came from and whose ``observed_at`` is the log's day.

MEMORY.md belongs to the person: durable statements (decisions, procedures, patterns,
preferences) are *proposed* for it through the review queue (a ``memory_md`` change), and
nothing is written there until one is approved. A ledger (``<home>/promoted.json``, keyed by
the entry's text) remembers what was read, so an entry is promoted once: a memory forgotten
afterwards is not brought back by the next dream.
"""

from __future__ import annotations

import hashlib
import json
import re
from collections.abc import Callable
from dataclasses import dataclass
from datetime import UTC, datetime, timedelta
from pathlib import Path
from typing import TYPE_CHECKING, Any

from ..arrange.change import Change
from ..arrange.review import queue
from ..gather.turns import worth_remembering
from ..storage.disk.records import loads
from ..storage.files.tree import atomic_write
from ..storage.layers import journal as storage
from ..storage.layers.journal import LEDGER

if TYPE_CHECKING:
    from ..arrange.change import DreamReport
    from ..gather.curate import CurateResult
    from ..storage.store import Store

    # ``Bower.curate`` with its keyword changes: a callable, so this module never imports the
    # facade that calls it.
    Curate = Callable[..., CurateResult]

_ITEM = re.compile(r"^\s{0,3}(?:[-*+]|\d+[.)])\s+")
_TIME = re.compile(r"^(?:\*\*)?\d{1,2}:\d{2}(?::\d{2})?(?:\*\*)?\s*(?:[-–—:]\s*)?")
_DURABLE_FACT = re.compile(r"\b(?:prefer|prefers|preferred|always|never|likes?|hates?)\b", re.I)
_MEMORY_MD_KINDS = ("decision", "procedure", "pattern")


@dataclass(frozen=True)
class Entry:
    """One entry of a daily log: a list item with its continuation lines, or a paragraph."""

    path: str
    start_line: int
    end_line: int
    text: str
    day: datetime

    @property
    def source(self) -> str:
        return f"journal:{self.path}:{self.start_line}-{self.end_line}"

    @property
    def key(self) -> str:
        return hashlib.sha256(f"{self.path}\0{self.text}".encode()).hexdigest()[:24]


def entries(text: str, path: str, day: datetime) -> list[Entry]:
    """The entries of a daily log (headings and blank lines separate them; a list item ends
    where the next begins)."""
    out: list[Entry] = []
    start = 0  # 1-based start line of the entry being read
    body: list[str] = []  # its lines

    def close(end: int) -> None:
        nonlocal start, body
        joined = " ".join(part.strip() for part in body).strip()
        if joined:
            out.append(Entry(path, start, end, _TIME.sub("", joined), day))
        start, body = 0, []

    for number, line in enumerate(text.split("\n"), start=1):
        if not line.strip() or line.lstrip().startswith("#"):
            close(number - 1)
        elif _ITEM.match(line):
            close(number - 1)
            start, body = number, [_ITEM.sub("", line)]
        elif body:
            body.append(line)
        else:
            start, body = number, [line]
    close(text.count("\n") + 1)
    return out


def recent_logs(store: Store, now: datetime) -> list[tuple[str, Path, datetime]]:
    """``(path, file, day)`` of the daily logs of the last ``promote_days`` days, oldest first."""
    settings = store.settings
    since = now - timedelta(days=settings.files.promote_days)
    roots = {s.name: s.root for s in storage.sources(settings)}
    found = []
    for path, row in store.index.journal_files().items():
        day_ms = storage.about_ms(path, -1)
        if day_ms < 0 or row.error or "/memory/" not in f"/{path.split('/', 1)[1]}":
            continue  # not a daily log (memory/YYYY-MM-DD.md), or unreadable
        day = datetime.fromtimestamp(day_ms / 1000, tz=UTC)
        name, rel = path.split("/", 1)
        if since <= day <= now and name in roots:
            found.append((path, roots[name] / rel, day))
    return sorted(found, key=lambda item: (item[2], item[0]))


def promote(
    curate: Curate,
    store: Store,
    report: DreamReport,
    now: datetime,
    before_first_write: Callable[[], None] = lambda: None,
) -> list[str]:
    """Promote the recent daily logs' durable statements into ``report`` (see the module
    docstring), each stored through ``curate`` (the facade's, so redaction, dedupe and
    supersession apply); with ``report.dry_run`` only list what would be. Returns the ids of
    every memory written (created, updated or superseded), for the dream's rollback;
    ``before_first_write`` runs once before the first of them (a rollback point)."""
    first = True
    written: list[str] = []
    ledger_path = store.home / LEDGER
    ledger = _read_ledger(ledger_path)
    proposals: list[Change] = []
    promoted: list[dict[str, Any]] = []
    for path, file, day in recent_logs(store, now):
        try:
            text = file.read_text(encoding="utf-8")
        except (OSError, UnicodeDecodeError):
            continue  # changed since the scan; the next dream reads it
        for entry in entries(text, path, day):
            if entry.key in ledger:
                continue
            ids: list[str] = []
            policy = store.settings.secrets.policy
            for statement in worth_remembering(entry.text, "user", policy=policy):
                item: dict[str, Any] = {"statement": statement, "source": entry.source}
                promoted.append(item)
                if report.dry_run:
                    continue
                if first:
                    before_first_write()
                    first = False
                result = curate(statement, source=entry.source, observed_at=entry.day)
                written += result.touched
                for memory in result.memories:
                    ids.append(memory.id)
                    item.update(id=memory.id, type=memory.type)
                    if memory.type in _MEMORY_MD_KINDS or _DURABLE_FACT.search(statement):
                        proposals.append(_proposal(memory.id, memory.type, statement, entry))
            if not report.dry_run:
                ledger[entry.key] = {"source": entry.source, "ids": ids, "at": now.isoformat()}
    report.promoted = promoted
    if report.dry_run:
        return written
    if proposals:
        why = "an addition to MEMORY.md (the person's file) waits for approval"
        report.queued += queue(store.home, proposals, why)
    atomic_write(ledger_path, json.dumps(ledger, indent=1, sort_keys=True).encode("utf-8"))
    return written


def _proposal(memory_id: str, kind: str, statement: str, entry: Entry) -> Change:
    source_name = entry.path.split("/", 1)[0]
    return Change(
        "memory_md",
        [memory_id],
        f"a durable {kind} from {entry.path}:{entry.start_line}-{entry.end_line}",
        0.0,  # never applied by a dream itself
        {"to": f"{source_name}/{storage.MEMORY_FILE}", "line": f"- {statement}"},
    )


def _read_ledger(path: Path) -> dict[str, Any]:
    try:
        data = loads(path.read_text(encoding="utf-8"))
    except FileNotFoundError:
        return {}
    except (OSError, ValueError):
        return {}  # unreadable: entries may be read again, which curate's dedupe absorbs
    return data if isinstance(data, dict) else {}
