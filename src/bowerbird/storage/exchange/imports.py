"""The import ledger: which items of imported files an agent already has, and the memory each
became — so importing a file again adds nothing, and a link in a later file finds the memory
an earlier one made.

One JSON line per item under ``<home>/imports/<agent>.jsonl``, appended (and fsynced) after
each stored batch. A process killed mid-import loses at most its last batch's lines: those
items are read again next time and curate's dedupe finds their memories (raw messages of
that batch may then be kept twice, never lost).
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import TYPE_CHECKING

from ..disk.private import private_folder
from ..files.tree import append_durably

if TYPE_CHECKING:
    from ...settings import Settings

IMPORTS = "imports"


def _path(settings: Settings, agent: str) -> Path:
    return settings.home / IMPORTS / f"{agent}.jsonl"


def load(settings: Settings, agent: str) -> dict[str, str]:
    """Every item key this agent imported, with the memory id it became (``""``: none)."""
    known: dict[str, str] = {}
    try:
        stream = _path(settings, agent).open(encoding="utf-8")
    except FileNotFoundError:
        return known
    with stream:
        for line in stream:
            try:
                key, memory = json.loads(line)
            except (ValueError, TypeError):
                continue  # a line cut by a kill: its item is simply imported again
            known[str(key)] = str(memory)
    return known


def record(settings: Settings, agent: str, items: dict[str, str]) -> None:
    """Add ``items`` (key → memory id) to the agent's ledger."""
    if not items:
        return
    path = _path(settings, agent)
    private_folder(path.parent)
    data = "".join(json.dumps([k, v]) + "\n" for k, v in items.items()).encode("utf-8")
    append_durably(path, data)
