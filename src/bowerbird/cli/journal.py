"""`bower journal`: plain markdown memory — append to today's log, the session-start bundle,
reading a file's lines, and what is indexed."""

from __future__ import annotations

from typing import Annotated

import typer

from .. import UsageError
from .common import HomeOpt, JsonOpt, app, run, when
from .memory import _read_note

_ACTIONS = ("start", "get", "sources")


@app.command()
def journal(
    args: Annotated[
        list[str] | None,
        typer.Argument(
            metavar="TEXT | start | get PATH | sources",
            help="Text to append to today's log ('-' reads stdin); or an action.",
        ),
    ] = None,
    text: Annotated[
        str | None,
        typer.Option("--text", help="Append this text (even if it is a word like 'start')."),
    ] = None,
    shared: Annotated[
        bool, typer.Option("--shared", help="start: a group context, so MEMORY.md stays out.")
    ] = False,
    budget_tokens: Annotated[
        int | None,
        typer.Option("--budget-tokens", help="start: upper bound on the block's size."),
    ] = None,
    start_line: Annotated[
        int | None, typer.Option("--start-line", help="get: the first line (1-based).")
    ] = None,
    lines: Annotated[int | None, typer.Option("--lines", help="get: how many lines.")] = None,
    at: Annotated[
        str | None, typer.Option("--at", help="Append as of this time (ISO-8601; default now).")
    ] = None,
    home: HomeOpt = None,
    json_: JsonOpt = False,
) -> None:
    """Plain markdown memory: append to today's log, the session-start bundle, read lines.

    `bower journal "text"` appends a timestamped entry to journal/memory/YYYY-MM-DD.md;
    `start` prints MEMORY.md with today's and yesterday's logs as a prompt block (`--shared`
    leaves MEMORY.md out); `get PATH` prints lines of a journal file or of a configured
    folder's; `sources` lists what is indexed.
    """
    words = list(args or [])
    action = words[0] if words and text is None and words[0] in _ACTIONS else None
    with run("journal", home, json_, creates=action is None) as ctx:
        if action == "start":
            _no_more(words, 1)
            block = ctx.bower.journal.start(shared=shared, budget_tokens=budget_tokens)
            ctx.emit(block.to_dict(), "context")
        elif action == "get":
            if len(words) != 2:
                raise UsageError("get takes one PATH", hint="e.g. bower journal get MEMORY.md")
            ctx.emit(ctx.bower.journal.get(words[1], start_line, lines).to_dict(), "lines")
        elif action == "sources":
            _no_more(words, 1)
            ctx.emit({"sources": ctx.bower.journal.sources()}, "journal_sources")
        else:
            note = text if text is not None else " ".join(words)
            if not note:
                raise UsageError(
                    "nothing to append", hint='Pass the text: bower journal "what happened".'
                )
            entry = ctx.bower.journal.write(_read_note(note), when=when(at, "--at"))
            ctx.emit(entry.to_dict(), "journal_entry")


def _no_more(words: list[str], allowed: int) -> None:
    if len(words) > allowed:
        raise UsageError(
            f"unexpected argument(s): {' '.join(words[allowed:])}",
            hint=f"`bower journal {words[0]}` takes options only.",
        )
