"""How the CLI speaks: the JSON envelope for machines, rich text for people.

JSON is used with ``--json`` or whenever stdout is not a terminal::

    {"command": "query", "success": true, "data": {...}, "timestamp": "2026-06-02T22:00:00Z"}

Errors keep the same envelope with ``success: false`` and the error's one shape as ``data``
(``error``, ``hint``, ``kind``: ``BowerError.to_dict``); the exit code is the error's own (1; 2
for a malformed call). Warnings always go to stderr, never into stdout.
"""

from __future__ import annotations

import json
import re
import sys
from collections.abc import Callable
from datetime import UTC, date, datetime
from typing import Any

from .. import format_time

Renderer = Callable[[Any], None]


def want_json(flag: bool) -> bool:
    """True when output should be the JSON envelope."""
    return flag or not sys.stdout.isatty()


def _default(value: Any) -> Any:
    if isinstance(value, datetime):
        return format_time(value)
    if isinstance(value, date):
        return value.isoformat()
    raise TypeError(f"cannot serialise {type(value).__name__}")


def envelope(command: str, success: bool, data: Any) -> str:
    """The JSON envelope as one line of text."""
    body = {
        "command": command,
        "success": success,
        "data": data,
        "timestamp": format_time(datetime.now(UTC)),
    }
    return json.dumps(body, ensure_ascii=False, default=_default)


# Control characters other than newline and tab: a memory holding "\x1b[2J" must not clear
# (or drive) the terminal it is shown on. JSON output escapes them by itself.
_CONTROL = re.compile(r"[\x00-\x08\x0b-\x1f\x7f-\x9f]")


def printable(data: Any) -> Any:
    """``data`` with control characters removed from every string, for a terminal."""
    if isinstance(data, str):
        return _CONTROL.sub("", data)
    if isinstance(data, dict):
        return {k: printable(v) for k, v in data.items()}
    if isinstance(data, list):
        return [printable(v) for v in data]
    return data


def emit(command: str, data: Any, as_json: bool, render: Renderer | None) -> None:
    """Print a successful result."""
    if as_json or render is None:
        sys.stdout.write(envelope(command, True, data) + "\n")
    else:
        render(printable(data))
    sys.stdout.flush()


def emit_error(command: str, error: dict[str, Any], as_json: bool) -> None:
    """Print an error (``BowerError.to_dict()``): the envelope on stdout in JSON mode, a short
    message on stderr otherwise."""
    if as_json:
        sys.stdout.write(envelope(command, False, error) + "\n")
        sys.stdout.flush()
    else:
        sys.stderr.write(f"error: {printable(error['error'])}\n")
        if error.get("hint"):
            sys.stderr.write(f"hint: {printable(error['hint'])}\n")


def warn(message: str) -> None:
    """A warning for the user; stderr, so it never corrupts JSON on stdout."""
    sys.stderr.write(f"warning: {message}\n")


def info(message: str) -> None:
    """Progress for the user on stderr (stdout stays machine-readable)."""
    sys.stderr.write(f"{message}\n")
    sys.stderr.flush()


def stderr_stream() -> Any:
    """The stream this command's stderr is — itself, not the server's per-thread
    ``sys.stderr`` (``cli/resident.py``): a progress bar redraws from a thread of its own,
    whose writes must reach the command's stderr too."""
    target = getattr(sys.stderr, "target", None)
    return target() if callable(target) else sys.stderr
