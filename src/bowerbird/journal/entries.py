"""``bower journal "text"``: append a timestamped entry to today's daily log.

The daily log is ``<home>/journal/memory/YYYY-MM-DD.md`` (the local date), created with a
``# YYYY-MM-DD`` heading. An entry is one list item, ``- HH:MM text``, its further lines
indented under it, so a log reads as a plain list and many entries share a chunk. The text
goes through the write path's checks (size, encoding, the secrets policy) first; the append
is one ``write`` of the whole entry to a file opened for appending, under the home lock, so
two writers never interleave and a killed process leaves at most a whole entry or none.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from datetime import datetime
from pathlib import Path
from typing import Any

from ..gather.notes import apply_secret_policy, check_note
from ..settings import Settings
from ..storage.disk.private import private_folder
from ..storage.files.tree import append_durably
from ..storage.layers.journal import DAILY_DIR, JOURNAL, journal_dir
from ..storage.store import Store


@dataclass
class JournalEntry:
    """Where an entry went: ``journal/memory/<day>.md`` and its lines."""

    path: str
    start_line: int
    end_line: int
    created_file: bool
    redacted: list[str] = field(default_factory=list)

    def to_dict(self) -> dict[str, Any]:
        return {
            "path": self.path,
            "start_line": self.start_line,
            "end_line": self.end_line,
            "created_file": self.created_file,
            "redacted": self.redacted,
        }


def daily_log(settings: Settings, day: datetime) -> Path:
    """The daily log of ``day``'s date."""
    return journal_dir(settings) / DAILY_DIR / f"{day.date().isoformat()}.md"


def append_entry(store: Store, text: str, when: datetime | None = None) -> JournalEntry:
    """Append ``text`` to the daily log of ``when`` (now, local time, by default)."""
    settings = store.settings
    clean, found = apply_secret_policy(
        check_note(text, settings.limits.note_bytes), settings.secrets.policy
    )
    moment = (when or datetime.now()).astimezone()
    lines = clean.strip().split("\n")
    entry = [f"- {moment:%H:%M} {lines[0].strip()}"] + [
        f"  {line}" if line.strip() else "" for line in lines[1:]
    ]
    target = daily_log(settings, moment)
    with store.lock.hold():
        private_folder(target.parent)
        try:
            existing = target.read_bytes()
        except FileNotFoundError:
            existing = None
        head = "" if existing else f"# {moment.date().isoformat()}\n\n"
        if existing and not existing.endswith(b"\n"):
            head = "\n"  # a hand edit left the last line open
        before = 0 if existing is None else existing.count(b"\n") + (not existing.endswith(b"\n"))
        data = (head + "\n".join(entry) + "\n").encode("utf-8")
        append_durably(target, data)
    start = before + 1 if existing else 3  # after the "# day" heading and a blank line
    rel = target.relative_to(journal_dir(settings)).as_posix()
    return JournalEntry(
        f"{JOURNAL}/{rel}", start, start + len(entry) - 1, existing is None, sorted(set(found))
    )
