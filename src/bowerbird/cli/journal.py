"""`bower journal`: plain markdown memory — append to today's log (the default verb), the
session-start bundle, reading a file's lines, and what is indexed."""

from __future__ import annotations

from typing import Annotated

import typer

from .. import UsageError
from .common import Run, command, verbs, when
from .memory import _read_note

journal_app = verbs(
    "journal",
    "Plain markdown memory: append to today's log, the session-start bundle, read lines.\n\n"
    '`bower journal "text"` appends (the verb `write` is implied); `start`, `get PATH` and '
    "`sources` are the other verbs.",
    default="write",
)


@command("journal", creates=True, on=journal_app, verb="write")
def write(
    ctx: Run,
    words: Annotated[
        list[str] | None,
        typer.Argument(metavar="TEXT", help="Text to append to today's log ('-' reads stdin)."),
    ] = None,
    text: Annotated[
        str | None,
        typer.Option("--text", help="Append this text (even if it is a word like 'start')."),
    ] = None,
    at: Annotated[
        str | None, typer.Option("--at", help="Append as of this time (ISO-8601; default now).")
    ] = None,
) -> None:
    """Append a timestamped entry to journal/memory/YYYY-MM-DD.md (`bower journal TEXT`)."""
    note = text if text is not None else " ".join(words or [])
    if not note:
        raise UsageError("nothing to append", hint='Pass the text: bower journal "what happened".')
    text = _read_note(note, ctx.settings().limits.note_bytes)
    entry = ctx.bower.journal.write(text, when=when(at, "--at"))
    ctx.emit(entry.to_dict(), "journal_entry")


@command("journal", on=journal_app, verb="start")
def start(
    ctx: Run,
    shared: Annotated[
        bool, typer.Option("--shared", help="A group context, so MEMORY.md stays out.")
    ] = False,
    budget_tokens: Annotated[
        int | None, typer.Option("--budget-tokens", help="Upper bound on the block's size.")
    ] = None,
) -> None:
    """MEMORY.md with today's and yesterday's logs, as a prompt block for a new session."""
    block = ctx.bower.journal.start(shared=shared, budget_tokens=budget_tokens)
    ctx.emit(block.to_dict(), "context")


@command("journal", on=journal_app, verb="get")
def get(
    ctx: Run,
    path: Annotated[str, typer.Argument(metavar="PATH", help="e.g. MEMORY.md")],
    start_line: Annotated[
        int | None, typer.Option("--start-line", help="The first line (1-based).")
    ] = None,
    lines: Annotated[int | None, typer.Option("--lines", help="How many lines.")] = None,
) -> None:
    """Lines of a journal file, or of a configured folder's."""
    ctx.emit(ctx.bower.journal.get(path, start_line, lines).to_dict(), "lines")


@command("journal", on=journal_app, verb="sources")
def sources(ctx: Run) -> None:
    """The folders indexed as plain markdown, with their files, chunks and errors."""
    ctx.emit({"sources": ctx.bower.journal.sources()}, "journal_sources")
