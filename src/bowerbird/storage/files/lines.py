"""Reading a line range of a file in the home: a memory file (``Bower.read_lines``) or a
journal file (``Journal.get``, seed 002's ``memory_get``). The caller confines the path first."""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from typing import Any

from ...errors import InputError

# The most lines one read returns: enough for any note, bounded for an agent's context.
MAX_LINES = 2000


@dataclass
class FileLines:
    """A line range of a memory or journal file (``Bower.read_lines``, ``Journal.get``)."""

    path: str
    start_line: int
    end_line: int
    total_lines: int
    text: str

    def to_dict(self) -> dict[str, Any]:
        return {
            "path": self.path,
            "start_line": self.start_line,
            "end_line": self.end_line,
            "total_lines": self.total_lines,
            "text": self.text,
        }


def file_lines(target: Path, shown: str, start_line: int | None, end_line: int | None) -> FileLines:
    """Lines ``start_line``..``end_line`` of ``target`` (already confined), named ``shown``."""
    if start_line is not None and start_line < 1:
        raise InputError(f"start_line {start_line} is not a line", hint="Lines count from 1.")
    if end_line is not None and end_line < (start_line or 1):
        raise InputError(
            f"end_line {end_line} is before start_line {start_line or 1}",
            hint="Give the last line wanted, at or after the first.",
        )
    lines = target.read_text(encoding="utf-8", errors="replace").splitlines()
    start = start_line or 1
    end = min(len(lines), end_line or len(lines), start + MAX_LINES - 1)
    if start > max(len(lines), 1):
        raise InputError(
            f"start_line {start} is past the end ({len(lines)} lines)",
            hint="Use a smaller start_line.",
        )
    return FileLines(shown, start, end, len(lines), "\n".join(lines[start - 1 : end]))
