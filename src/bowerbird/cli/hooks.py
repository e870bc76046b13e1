"""`bower hook`: Claude Code's hooks (docs/integrations/claude-code.md). Each reads the event
Claude Code writes on stdin (``-``) and answers as a hook must:

- ``session-start`` prints what the home knows for this project (``Bower.brief``: what was
  decided in its earlier sessions, its most used memories, the user's profile, the journal's
  session-start bundle), which Claude Code adds to the new session's context;
- ``flush`` (PreCompact and Stop) keeps the transcript's new turns and curates what is worth
  keeping of them before a compaction drops them (seed 002's memory flush). It reads on from
  where the last flush stopped in the file (``Bower.ingest(follow=True)``), so a Stop hook
  after every answer costs the new turns, not the transcript's length; in the home's resident
  it is done in the background and the hook answers at once.

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

from .. import Bower, BowerError, InputError
from . import common
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
# A flush run in the hook's own process (no resident yet) stops after about this long, well
# inside the Stop hook's 60 s (the model's load comes first); the next flush reads on.
FLUSH_BUDGET_S = 20.0
# One background step of a flush in the resident: a command arriving meanwhile waits for at
# most about this (plus the turn that passes it) — well inside its 2 s before it runs itself.
STEP_S = 0.1

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
    """SessionStart: print what the home knows for this project — its decisions and open
    questions, its most used memories, the user's profile, the journal's tail (Claude Code
    adds it to the session's context)."""
    with _hook(home, creates=True) as ctx:
        event = _event(source)
        # Claude Code keeps MAX_START_CHARS of it: the budget stops short of that, so no
        # memory is cut in the middle and the block closes (~4 characters a token).
        budget = min(budget_tokens, MAX_START_CHARS // 4 - 25)
        found = ctx.bower.brief(_folder(event), budget_tokens=budget)
        if found.text:
            print(found.text[:MAX_START_CHARS])
        if ctx._borrowed and common.later is not None:
            # Turns no flush read (a resident that died mid-flush, a session's last turns):
            # the resident reads them now, in the background, like a Stop hook's flush.
            for path, _ in ctx.bower.messages.unread():
                _read_later(ctx.bower, path, None)


def _read_later(bower: Bower, where: Path, project: str | None) -> None:
    """Have the resident read the transcript at ``where`` in the background, a step at a
    time between commands (``common.later``); ``project``: its session's folder, if known
    (else the one its cursor remembers)."""
    later = common.later
    assert later is not None, "only in a resident"

    def step() -> bool:
        bower.rescan_first()
        read = bower.ingest(where, follow=True, budget_s=STEP_S, project=project)
        return not read.more

    later(f"flush of {where.resolve()} for {bower.agent}", step)


def _folder(event: dict[str, Any]) -> str:
    """The session's folder: the event's ``cwd`` (Claude Code's), else this directory."""
    cwd = event.get("cwd")
    return cwd if isinstance(cwd, str) and cwd else "."


@hook_app.command("flush")
def flush(source: SourceArg = "-", home: HomeOpt = None) -> None:
    """PreCompact and Stop: keep the transcript's new turns and curate what is worth keeping
    of them — in the home's resident, in the background (the hook answers at once), else
    here for about 20 seconds at most (the rest at the next flush)."""
    with _hook(home, creates=True) as ctx:
        event = _event(source)
        path = event.get("transcript_path")
        if not isinstance(path, str) or not path:
            raise InputError("the hook's event names no transcript_path")
        where = Path(path).expanduser()
        if not where.is_file():
            # A FIFO or a device is never opened: a read would wait for a writer forever.
            what = "not a regular file" if where.exists() else "no transcript file"
            raise InputError(
                f"{what} at {where}",
                hint="The hook reads the session's JSONL transcript; nothing was kept.",
            )
        bower = ctx.bower
        # Where the session works: each memory kept is marked with its project, and the
        # next session there starts with them.
        cwd = event.get("cwd")
        project = str(Path(cwd).resolve()) if isinstance(cwd, str) and cwd else None
        if ctx._borrowed and common.later is not None:
            # The resident's facade: the resident reads the transcript between commands,
            # a step at a time, and this hook returns now (a hook must never hold up Claude).
            _read_later(bower, where, project)
            print("bowerbird: flushing the new turns in the background", file=sys.stderr)
            return
        result = bower.ingest(where, follow=True, budget_s=FLUSH_BUDGET_S, project=project)
        kept = len(result.created) + len(result.updated)
        said = f"bowerbird: read {result.messages or 0} new message(s), kept {kept} memory(ies)"
        if result.more:
            said += "; the rest at the next flush"
        if result.cut:
            said += f"; cut {result.cut} long message(s) at [limits] message_bytes"
        if result.unreadable:  # not JSON, not UTF-8, or over 16 MiB: passed over, the rest read
            said += f"; passed over {len(result.unreadable)} unreadable or oversized line(s)"
        print(said, file=sys.stderr)
