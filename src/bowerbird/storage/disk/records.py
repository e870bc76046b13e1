"""JSON records read back from the home's own files (audit.jsonl, access.log, messages,
rollback journals, the review queue): a line that is not a record — torn by a kill, or
hostile (nested 3,000 deep, a number like ``1e400``, a null where an id belongs) — reads as
``None`` and is skipped by its reader, never an exception that stops every command."""

from __future__ import annotations

import json
import math
from pathlib import Path
from typing import Any

# Times are Unix milliseconds; anything past the year 9999 is not one.
_MAX_MS = 253_402_300_800_000


def parse_record(line: str | bytes) -> dict[str, Any] | None:
    """One JSON object, or ``None`` for anything else (bad JSON, too deep, not an object)."""
    try:
        item = json.loads(line)
    except (ValueError, RecursionError, UnicodeDecodeError):
        return None
    return item if isinstance(item, dict) else None


def text(item: dict[str, Any], key: str) -> str | None:
    """``item[key]`` when it is a non-empty string (or a plain number, as written by hand)."""
    value = item.get(key)
    if isinstance(value, bool):
        return None
    if isinstance(value, int | float) and math.isfinite(value):
        return str(value)
    return value if isinstance(value, str) and value else None


def millis(item: dict[str, Any], key: str) -> int | None:
    """``item[key]`` as Unix milliseconds when it is a plausible one."""
    value = item.get(key)
    if isinstance(value, bool) or not isinstance(value, int | float):
        return None
    if not math.isfinite(value) or not 0 <= value <= _MAX_MS:
        return None
    return int(value)


def loads(data: str | bytes) -> Any:
    """``json.loads`` whose every failure — nesting too deep included — is a ``ValueError``
    (for whole files read back: a profile, a ledger, a manifest)."""
    try:
        return json.loads(data)
    except RecursionError as exc:
        raise ValueError("nested too deeply to be a record") from exc


def skipped_lines(path: Path) -> int:
    """How many non-blank lines of a JSON-lines file are not records (0 when it is absent)."""
    try:
        with open(path, "rb") as fh:
            return sum(1 for line in fh if line.strip() and parse_record(line) is None)
    except OSError:
        return 0
