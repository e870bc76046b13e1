"""What every command shares: the app, the ``--home``/``--json`` options, the run wrapper
that turns ``BowerError`` into the error envelope and an exit code, and progress bars."""

from __future__ import annotations

import functools
import inspect
import re
import stat
import sys
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from datetime import UTC, datetime
from pathlib import Path
from typing import Annotated, Any, get_type_hints

import typer
from typer.core import TyperGroup

from .. import (
    Bower,
    BowerError,
    FileSystemError,
    NotFoundError,
    QueryOptions,
    Settings,
    UsageError,
    load_settings,
    parse_when,
)
from .output import Renderer, emit, emit_error, want_json, warn

# The order `bower --help` (and the reference, docs/cli.md) lists commands in: the everyday
# motions first, then arranging, then the layers of seed 004, then benchmarks.
ORDER = (
    "init curate import ingest journal query context mcp hook serve watch show forget restore "
    "status reindex warm doctor version dream review rollback snapshots explain prune consolidate "
    "agents messages sessions history profile maintenance bench"
).split()


class _Commands(TyperGroup):
    """The ``bower`` group: commands and verb groups listed together in ``ORDER``."""

    def list_commands(self, ctx: Any) -> list[str]:
        names = super().list_commands(ctx)
        return sorted(names, key=lambda n: ORDER.index(n) if n in ORDER else len(ORDER))


class VerbGroup(TyperGroup):
    """The verbs of one noun (``bower journal start``), with a default verb for anything
    else: ``bower journal "text"`` appends, ``bower review`` lists (``default_verb``)."""

    default_verb = ""

    # ``ctx`` is typer's vendored click Context, a private type: Any here.
    def parse_args(self, ctx: Any, args: list[str]) -> list[str]:
        first = args[0] if args else None
        if self.default_verb and first not in (*self.commands, *ctx.help_option_names):
            args = [self.default_verb, *args]
        return super().parse_args(ctx, args)


def verbs(name: str, help: str, default: str = "") -> typer.Typer:
    """A group of verbs registered on the main app as ``bower NAME``; without a verb (or with
    words that are not one) it runs ``default``, or shows its help when there is none."""
    group = type(f"{name.title()}Verbs", (VerbGroup,), {"default_verb": default})
    verbs_app = typer.Typer(
        name=name, help=help, cls=group, no_args_is_help=not default, add_completion=False
    )
    app.add_typer(verbs_app, name=name)
    return verbs_app


app = typer.Typer(
    cls=_Commands,
    name="bower",
    help="bowerbird — long-term memory for AI agents: curate, query, and keep a markdown tree. "
    "Every command takes --agent NAME (or $BOWERBIRD_AGENT): the agent whose memories it "
    "reads and writes.",
    no_args_is_help=True,
    add_completion=False,
    pretty_exceptions_enable=False,
)


def _named_home(given: str | None) -> Path | None:
    """``--home`` as a path; an empty one is refused (it read as this directory, and a
    home was made in whatever folder the command ran from)."""
    if given is None:
        return None
    if not given.strip():
        raise typer.BadParameter("an empty path names no home; give a directory, or leave it out")
    return Path(given)


HomeOpt = Annotated[
    Path | None,
    typer.Option(
        "--home",
        "--db-path",  # seed 001's name for it (the Hermes provider passes --db-path)
        help="Memory home (default: $BOWERBIRD_HOME, else ~/.bowerbird).",
        show_default=False,
        parser=_named_home,
    ),
]
AllAgentsOpt = Annotated[
    bool,
    typer.Option(
        "--all-agents",
        help="Act on every agent's memories, not only this agent's (an operator's switch).",
    ),
]
JsonOpt = Annotated[
    bool, typer.Option("--json", help="Print the JSON envelope (default when not a terminal).")
]
FormatOpt = Annotated[
    str | None,
    typer.Option(
        "--format",
        help="json (the envelope, as --json) or text (readable, even when piped).",
        show_default=False,
    ),
]


# Set by a resident process while it runs a command (cli/resident.py): the warm facade the
# command may borrow for its settings (``None``: open its own). An ordinary process has none.
lend: Callable[[Settings], Bower | None] | None = None
# Set by a resident too: ``later(key, step)`` hands work on to the resident's background
# worker, which calls ``step()`` between commands until it returns True (one step at a time,
# so a command waits for at most one); a second ``later`` for a key still waiting replaces
# its step. What an ordinary process hands on it does itself.
later: Callable[[str, Callable[[], bool]], None] | None = None


class Run:
    """One CLI invocation: the facade, the output mode, and how to emit the result."""

    def __init__(self, command: str, home: Path | None, as_json: bool, creates: bool) -> None:
        self.command = command
        self.as_json = as_json
        self.home = home
        self.creates = creates
        self.announce = True  # say so on stderr when a home is created (init says it itself)
        self._bower: Bower | None = None
        self._settings: Settings | None = None
        self._borrowed = False  # the resident's facade: not this command's to close
        self._synced: object = None  # a borrowed facade's last sync before this command

    @property
    def bower(self) -> Bower:
        if self._bower is None:
            settings = self.settings()
            borrowed = lend(settings) if lend is not None else None
            if borrowed is not None:
                self._bower, self._borrowed = borrowed, True
                self._synced = borrowed.last_sync
            else:
                self._bower = Bower(settings=settings)
        return self._bower

    def check(self, options: QueryOptions) -> QueryOptions:
        """A bad query flag is reported before anything else (even a missing home)."""
        options.resolve(self._loaded().query)
        return options

    def home_path(self) -> Path:
        """The home this command is about (it may not exist yet)."""
        return self._loaded().home

    def _loaded(self) -> Settings:
        """``config.toml`` and the environment, read once per command."""
        if self._settings is None:
            self._settings = load_settings(self.home)
        return self._settings

    def settings(self) -> Settings:
        """The home's settings; a home that does not exist is an error for a command that
        only reads (a typo in --home must not answer "no memory matches"), and is created,
        with a word on stderr, for one that writes."""
        settings = self._loaded()
        where = settings.home
        # One stat per decision: another process may create the home between two checks
        # (is_dir, then exists), and a directory that appeared is not "a file".
        found = _kind(where)
        if found == "missing" and self.creates:
            try:
                where.mkdir(mode=0o700, parents=True)  # private: as ssh and gpg keep theirs
                if self.announce:
                    warn(f"created a new memory home at {where}")
            except FileExistsError:  # another process made it a moment ago: use it
                pass
            found = _kind(where)
        if found == "file":
            raise UsageError(
                f"the home {where} is a file, not a directory",
                hint="Point --home (or $BOWERBIRD_HOME) at a directory.",
            )
        if found == "missing":
            raise NotFoundError(
                f"no memory home at {where}",
                hint="Check --home and $BOWERBIRD_HOME for a typo; "
                f"`bower init --home {where}` creates an empty home.",
            )
        return settings

    def emit(self, data: Any, renderer: str | None = None) -> None:
        """Print ``data``: the envelope for machines, else the view named ``renderer`` (an
        answer without a view of its own — a benchmark's figures — as readable lines)."""
        render: Renderer | None = None
        if not self.as_json:
            from . import render as views  # rich is only imported for a terminal
            from . import render_layers as layer_views

            name = renderer or "generic"
            found = getattr(layer_views, name, None) or getattr(views, name, None)
            render = found or layer_views.generic
        emit(self.command, data, self.as_json, render)

    def report_sync(self) -> None:
        report = self._bower.last_sync if self._bower else None
        if report is None or report is self._synced:  # none, or an earlier command's
            return
        for path, reason in report.new_errors:
            warn(f"skipped unparsable file {path}: {reason} (left untouched)")


def _kind(where: Path) -> str:
    """``dir``, ``file`` (anything that is not a directory) or ``missing``, from one stat."""
    try:
        return "dir" if stat.S_ISDIR(where.stat().st_mode) else "file"
    except FileNotFoundError:
        return "missing"


Body = Callable[..., None]


def command(
    name: str,
    *,
    creates: bool = False,
    on: typer.Typer | None = None,
    verb: str | None = None,
    **settings: Any,
) -> Callable[[Body], Body]:
    """Register ``name`` on the main app (or ``verb`` on the group ``on``: ``bower journal
    start``) with the options every command shares, declared once here: ``--home`` and
    ``--json``. The body takes the ``Run`` first and its own options after; it runs inside
    ``run`` (a ``BowerError`` becomes the error envelope, named ``name``, and the exit code).
    ``creates``: the command writes, so a missing home is made. ``settings`` go to typer."""

    def decorate(body: Body) -> Body:
        hints = get_type_hints(body, include_extras=True)
        own = list(inspect.signature(body).parameters.values())[1:]  # [0] is the Run
        params = [p.replace(annotation=hints[p.name]) for p in own] + [
            inspect.Parameter(
                "home", inspect.Parameter.KEYWORD_ONLY, default=None, annotation=HomeOpt
            ),
            inspect.Parameter(
                "json_", inspect.Parameter.KEYWORD_ONLY, default=False, annotation=JsonOpt
            ),
            inspect.Parameter(
                "format_", inspect.Parameter.KEYWORD_ONLY, default=None, annotation=FormatOpt
            ),
        ]

        @functools.wraps(body)
        def invoke(
            home: Path | None = None,
            json_: bool = False,
            format_: str | None = None,
            **options: Any,
        ) -> None:
            mode = output_mode(name, json_, format_)
            with run(name, home, mode is True, creates, text=mode is False) as ctx:
                body(ctx, **options)

        # typer reads the options from the signature: the body's own, then the shared ones.
        del invoke.__wrapped__  # typer must see this signature, not the body's
        invoke.__signature__ = inspect.Signature(params)  # type: ignore[attr-defined]
        invoke.__annotations__ = {p.name: p.annotation for p in params}
        (on or app).command(verb or name, **settings)(invoke)
        return body

    return decorate


def output_mode(command: str, json_flag: bool, format_: str | None) -> bool | None:
    """``--json`` / ``--format json|text`` as one choice: True for the envelope, False for
    text even when piped, None for the default (the envelope when stdout is not a terminal).
    A bad ``--format`` is refused here, before any work, in the envelope."""
    if format_ is None:
        return True if json_flag else None
    choice = format_.strip().lower()
    if choice not in ("json", "text") or (json_flag and choice == "text"):
        problem = (
            "--json and --format text disagree"
            if choice == "text"
            else f"--format {format_!r} is not json or text"
        )
        emit_error(command, UsageError(problem).to_dict(), want_json(True))
        raise typer.Exit(2)
    return choice == "json"


@contextmanager
def run(
    command: str, home: Path | None, json_flag: bool, creates: bool = False, *, text: bool = False
) -> Iterator[Run]:
    """Run a command body; turn BowerError into the error envelope and an exit code.
    ``json_flag``: the envelope; ``text``: readable text even when piped; neither: the
    envelope when stdout is not a terminal. ``creates``: the command writes, so a home that
    does not exist yet is created."""
    ctx = Run(command, home, not text and want_json(json_flag), creates)
    try:
        yield ctx
        ctx.report_sync()
    except (BowerError, OSError) as raised:
        # The file system saying no (permissions, a file where the home should be, a full
        # disk) is an error of its own kind, in the same shape.
        exc = raised if isinstance(raised, BowerError) else FileSystemError.from_os(raised)
        ctx.report_sync()
        emit_error(command, exc.to_dict(), ctx.as_json)
        raise typer.Exit(exc.exit_code) from None
    finally:
        if ctx._bower is not None and not ctx._borrowed:
            ctx._bower.close()


def reflow(text: str | None) -> str | None:
    """Help text with each paragraph on one line: a docstring's hard line breaks, kept by the
    help renderer and then wrapped again, broke sentences ("fact,⏎decision"). Paragraphs stay
    apart; list items (``- …``) and indented lines keep their own lines."""
    if not text:
        return text
    paragraphs = []
    for block in inspect.cleandoc(text).split("\n\n"):
        lines = block.split("\n")
        if any(line.startswith(("-", " ", "\b")) for line in lines):
            paragraphs.append(block)
        else:
            paragraphs.append(" ".join(line.strip() for line in lines))
    return "\n\n".join(paragraphs)


def reflow_all(command: Any) -> Any:
    """``command`` (a click command or group) with every help text of it and its
    subcommands and options reflowed (``reflow``); returns it."""
    command.help = reflow(command.help)
    for param in getattr(command, "params", []):
        if getattr(param, "help", None):
            param.help = reflow(param.help)
    for sub in getattr(command, "commands", {}).values():
        reflow_all(sub)
    return command


_DURATION = re.compile(r"^\s*(\d+(?:\.\d+)?)\s*([smhd]?)\s*$")
_UNIT = {"s": 1.0, "m": 60.0, "h": 3600.0, "d": 86400.0}


def parse_duration(
    text: str | None, flag: str, *, bare: str = "m", floor: float = 10.0
) -> float | None:
    """A duration flag in seconds: ``90s``, ``30m``, ``24h``, ``2d``; ``off`` or ``0`` is
    ``None``. Every interval flag of every command takes it. A bare number is in ``bare``
    units (minutes, or the unit the flag always had); ``floor`` is the shortest allowed."""
    if text is None or text.strip().lower() in ("off", "0", "never", ""):
        return None
    match = _DURATION.match(text.lower())
    if not match:
        raise UsageError(
            f"{flag} {text!r} is not a duration",
            hint=f"Write it like 90s, 30m, 24h or 2d (or `off`), e.g. `{flag} 24h`.",
        )
    seconds = float(match[1]) * _UNIT[match[2] or bare]
    if not floor <= seconds <= 366 * 86400:
        raise UsageError(
            f"{flag} must be between {floor:g}s and a year", hint=f"e.g. `{flag} 24h`."
        )
    return seconds


def when(value: str | None, flag: str) -> datetime | None:
    """A flag's date: ISO-8601 or words ("last week"), resolved against now."""
    return None if value is None else parse_when(value, flag, datetime.now(UTC))


def split_tags(values: list[str] | None) -> tuple[str, ...]:
    return tuple(t.strip() for v in values or [] for t in v.split(",") if t.strip())


def progress_bar(label: str) -> Any:
    """A context manager yielding a ``(done, total)`` callback: a rich bar on a terminal."""
    import contextlib

    if not sys.stderr.isatty():
        return contextlib.nullcontext(None)

    @contextlib.contextmanager
    def bar() -> Iterator[Any]:
        from rich.console import Console
        from rich.progress import Progress

        from .output import stderr_stream

        with Progress(console=Console(file=stderr_stream()), transient=True) as progress:
            task = progress.add_task(label, total=None)
            # A total of 0 is not known yet (an importer reads as it goes): a spinner.
            yield lambda done, total: progress.update(task, completed=done, total=total or None)

    return bar()


# Options shared by `query` and `context`.
QueryLimit = Annotated[
    int | None, typer.Option("--limit", "-n", help="Results (1-50; default 10).")
]
QueryTypes = Annotated[
    list[str] | None, typer.Option("--type", help="Only these types (repeatable).")
]
QueryTags = Annotated[
    list[str] | None, typer.Option("--tag", help="Only memories with this tag (repeatable).")
]
QueryMinScore = Annotated[
    float | None,
    typer.Option(
        "--min-score",
        help="Drop results scoring below this (0-1; default 0: none; weak ones are marked).",
    ),
]
QuerySince = Annotated[
    str | None,
    typer.Option("--since", help="Only memories observed from then (ISO date or 'last week')."),
]
QueryUntil = Annotated[
    str | None, typer.Option("--until", help="Only memories observed before then.")
]
QueryFast = Annotated[
    bool, typer.Option("--fast", help="Keyword search only; never loads the embedding model.")
]
QueryNoCache = Annotated[
    bool, typer.Option("--no-cache", help="Skip the cache tiers (0-2); always rank afresh.")
]
QueryArchived = Annotated[
    bool, typer.Option("--include-archived", help="Also search archived memories.")
]
QuerySuperseded = Annotated[
    bool, typer.Option("--include-superseded", help="Also search superseded memories.")
]


def query_options(
    limit: int | None,
    type_: list[str] | None,
    tag: list[str] | None,
    min_score: float | None,
    since: str | None,
    until: str | None,
    fast: bool,
    no_cache: bool,
    include_archived: bool = False,
    include_superseded: bool = False,
) -> QueryOptions:
    """The flags of `query` / `context` as the facade's ``QueryOptions``."""
    return QueryOptions(
        limit=limit,
        types=tuple(type_ or ()),
        tags=split_tags(tag),
        min_score=min_score,
        since=when(since, "--since"),
        until=when(until, "--until"),
        fast=fast,
        use_cache=not no_cache,
        include_archived=include_archived,
        include_superseded=include_superseded,
    )
