"""`bower hook`: Claude Code's hooks (docs/integrations/claude-code.md). Each reads the event
Claude Code writes on stdin (``-``) and answers as a hook must:

- ``session-start`` prints what the home knows for this project (the profile and the memories
  a query by the project's name finds, the summaries' overview, the journal's session-start
  bundle), which Claude Code adds to the new session's context;
- ``flush`` (PreCompact and Stop) keeps the transcript's new messages and curates what is
  worth keeping of them before a compaction drops them (seed 002's memory flush); a message
  flushed before is not read again, so a Stop hook after every answer costs only the new turns.

A hook never blocks Claude Code: any failure is a line on stderr and exit status 1 (Claude
Code reads 2 as "block"), never 2.
"""

from __future__ import annotations

import json
import sys
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Annotated, Any

import typer

from .. import BowerError, InputError
from .common import HomeOpt, Run, verbs

hook_app = verbs(
    "hook",
    "Claude Code hooks: `session-start` prints what the home knows for the session, `flush` "
    "keeps and curates the transcript before a compaction or at a stop. Each reads Claude "
    "Code's event from stdin ('-'); `bower mcp --print-config` prints the settings that "
    "install them.",
)

# Claude Code keeps at most this much of a SessionStart hook's output as context.
MAX_START_CHARS = 9_500

SourceArg = Annotated[
    str, typer.Argument(metavar="EVENT", help="The hook's JSON event: '-' reads stdin.")
]


@contextmanager
def _hook(home: Path | None, creates: bool) -> Iterator[Run]:
    """A hook's run: a failure is one line on stderr and exit status 1, never 2 (which
    Claude Code reads as "block this": a memory tool must never stop the agent)."""
    ctx = Run("hook", home, False, creates)
    ctx.announce = False  # a hook's stderr is shown to the user: no word about a new home
    try:
        yield ctx
    except (BowerError, OSError) as exc:
        said = exc.message if isinstance(exc, BowerError) else str(exc)
        print(f"bowerbird: {said}", file=sys.stderr)
        raise typer.Exit(1) from None
    finally:
        if ctx._bower is not None and not ctx._borrowed:
            ctx._bower.close()


def _event(source: str) -> dict[str, Any]:
    """The hook's event: a JSON object from stdin (``-``) or a file."""
    raw = sys.stdin.read() if source == "-" else Path(source).read_text(encoding="utf-8")
    try:
        event = json.loads(raw or "{}")
    except json.JSONDecodeError as exc:
        raise InputError(f"the hook's event is not JSON ({exc.msg})") from None
    if not isinstance(event, dict):
        raise InputError("the hook's event is not a JSON object")
    return event


@hook_app.command("session-start")
def session_start(
    source: SourceArg = "-",
    budget_tokens: Annotated[
        int, typer.Option("--budget-tokens", help="About how much context to add.", min=100)
    ] = 1500,
    home: HomeOpt = None,
) -> None:
    """SessionStart: print the profile and memories for this project, the overview and the
    journal's bundle (Claude Code adds them to the session's context)."""
    with _hook(home, creates=True) as ctx:
        event = _event(source)
        project = Path(str(event.get("cwd") or ".")).resolve().name or "this project"
        bower = ctx.bower
        third = max(100, budget_tokens // 3)
        journal = bower.journal.start(budget_tokens=third)
        parts = [
            bower.context(project, budget_tokens=third).text,
            bower.overview(budget_tokens=third).text,
            journal.text if journal.included else "",  # no notes: no empty frame
        ]
        text = "\n\n".join(p.strip() for p in parts if p and p.strip())
        if text:
            print(text[:MAX_START_CHARS])


@hook_app.command("flush")
def flush(source: SourceArg = "-", home: HomeOpt = None) -> None:
    """PreCompact and Stop: keep the transcript's new messages and curate what is worth
    keeping of them (the ones flushed before are skipped)."""
    with _hook(home, creates=True) as ctx:
        event = _event(source)
        path = event.get("transcript_path")
        if not isinstance(path, str) or not path:
            raise InputError("the hook's event names no transcript_path")
        result = ctx.bower.ingest(Path(path).expanduser())
        kept = len(result.created) + len(result.updated)
        new = (result.messages or 0) - (result.skipped or 0)
        said = f"bowerbird: read {new} new message(s), kept {kept} memory(ies)"
        if result.unreadable:  # a line Claude Code is still writing, most often: read next time
            said += f"; skipped {len(result.unreadable)} unreadable line(s)"
        print(said, file=sys.stderr)
