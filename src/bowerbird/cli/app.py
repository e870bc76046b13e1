"""The ``bower`` command line: parse, call one ``Bower`` method, render. Nothing else lives here."""

from __future__ import annotations

import sys
from collections.abc import Iterator
from contextlib import contextmanager
from datetime import UTC, datetime
from pathlib import Path
from typing import Annotated, Any

import typer

from .. import __version__
from ..bower import Bower
from ..errors import BowerError, InputError, UsageError
from ..memory import parse_time
from ..retrieve import result_to_dict
from ..sync import SyncReport
from .output import Renderer, emit, emit_error, want_json, warn

app = typer.Typer(
    name="bower",
    help="bowerbird — long-term memory for AI agents: curate, query, and keep a markdown tree.",
    no_args_is_help=True,
    add_completion=False,
    pretty_exceptions_enable=False,
)

HomeOpt = Annotated[
    Path | None,
    typer.Option(
        "--home",
        help="Memory home (default: $BOWERBIRD_HOME, else ~/.bowerbird).",
        show_default=False,
    ),
]
JsonOpt = Annotated[
    bool, typer.Option("--json", help="Print the JSON envelope (default when not a terminal).")
]


class Run:
    """One CLI invocation: the facade, the output mode, and how to emit the result."""

    def __init__(self, command: str, home: Path | None, as_json: bool) -> None:
        self.command = command
        self.as_json = as_json
        self.home = home
        self._bower: Bower | None = None

    @property
    def bower(self) -> Bower:
        if self._bower is None:
            self._bower = Bower(self.home)
        return self._bower

    def emit(self, data: Any, renderer: str | None = None) -> None:
        render: Renderer | None = None
        if renderer and not self.as_json:
            from . import render as rich_render  # rich is only imported for a terminal

            # Commands without a dedicated view (benchmarks) print their data as indented JSON.
            render = getattr(rich_render, renderer, rich_render.generic)
        emit(self.command, data, self.as_json, render)

    def report_sync(self) -> None:
        report = self._bower.last_sync if self._bower else None
        if report is None:
            return
        for path, reason in report.new_errors:
            warn(f"skipped unparsable file {path}: {reason} (left untouched)")


@contextmanager
def run(command: str, home: Path | None, json_flag: bool) -> Iterator[Run]:
    """Run a command body; turn BowerError into the error envelope and an exit code."""
    ctx = Run(command, home, want_json(json_flag))
    try:
        yield ctx
        ctx.report_sync()
    except BowerError as exc:
        ctx.report_sync()
        emit_error(command, exc.message, exc.hint, ctx.as_json)
        raise typer.Exit(exc.exit_code) from None
    except OSError as exc:
        # The file system said no (permissions, a file where the home should be, disk full).
        where = f" ({exc.filename})" if exc.filename else ""
        emit_error(
            command,
            f"{exc.strerror or exc}{where}",
            "Check that the home is a writable directory (--home or $BOWERBIRD_HOME) "
            "and that the disk has space.",
            ctx.as_json,
        )
        raise typer.Exit(1) from None
    finally:
        if ctx._bower is not None:
            ctx._bower.close()


def _read_note(text: str) -> str:
    if text != "-":
        return text
    raw = sys.stdin.buffer.read()
    try:
        return raw.decode("utf-8")
    except UnicodeDecodeError as exc:
        raise InputError(
            f"stdin is not UTF-8 text (bad byte at offset {exc.start})",
            hint="Pipe UTF-8 text; binary files cannot be memories.",
        ) from None


def _split_tags(values: list[str] | None) -> list[str]:
    return [t.strip() for v in values or [] for t in v.split(",") if t.strip()]


@app.command()
def curate(
    text: Annotated[str, typer.Argument(help="The note to remember, or '-' to read stdin.")],
    type_: Annotated[
        str | None,
        typer.Option(
            "--type",
            help="fact | decision | pattern | procedure | context (default: from cue words).",
        ),
    ] = None,
    tags: Annotated[
        list[str] | None, typer.Option("--tags", help="Comma-separated tags (repeatable).")
    ] = None,
    topic: Annotated[
        str | None, typer.Option("--topic", help="Topic path for the file, e.g. architecture/auth.")
    ] = None,
    source: Annotated[
        str, typer.Option("--source", help="Who said it: agent, user, import:…")
    ] = "agent",
    priority: Annotated[
        str | None, typer.Option("--priority", help="critical | high | normal | low.")
    ] = None,
    importance: Annotated[
        float | None, typer.Option("--importance", help="Set importance in [0, 1] directly.")
    ] = None,
    observed_at: Annotated[
        str | None, typer.Option("--observed-at", help="When it was observed (ISO-8601).")
    ] = None,
    verbatim: Annotated[
        bool,
        typer.Option("--verbatim", help="Store the text as given: one memory, no extraction."),
    ] = False,
    dry_run: Annotated[
        bool, typer.Option("--dry-run", help="Show what would be written; write nothing.")
    ] = False,
    home: HomeOpt = None,
    json_: JsonOpt = False,
) -> None:
    """Store a note as memories (gather).

    Credentials are redacted first; the note is split into typed memories (fact, decision,
    pattern, procedure, context); each is created, merged into a similar memory, or
    supersedes the memory it corrects. The answer lists what happened to each.
    """
    with run("curate", home, json_) as ctx:
        result = ctx.bower.curate(
            _read_note(text),
            type=type_,
            tags=_split_tags(tags),
            topic=topic,
            source=source,
            priority=priority,
            importance=importance,
            observed_at=_parse_when(observed_at, "--observed-at"),
            verbatim=verbatim,
            dry_run=dry_run,
        )
        ctx.emit(
            {
                "memories": [m.to_dict() for m in result.memories],
                "created": result.created,
                "duplicate_of": result.duplicate_of,
                "dry_run": result.dry_run,
                "is_update": result.is_update,
                "touched": result.touched,
                "actions": [a.to_dict() for a in result.actions],
                "redacted": result.redacted,
                "notes": result.notes,
            },
            "curate",
        )


def _parse_when(value: str | None, flag: str) -> datetime | None:
    if value is None:
        return None
    from ..timeparse import find_range

    try:
        return parse_time(value, flag)
    except (ValueError, TypeError):
        found = find_range(value, datetime.now(UTC))
        if found is None:
            raise UsageError(
                f"{flag} {value!r} is not a date",
                hint=f"Use ISO-8601 ({flag} 2026-05-01) or words ({flag} 'last week').",
            ) from None
        return found.start


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
    typer.Option("--min-score", help="Drop results scoring below this (0-1; default 0.2)."),
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


def _query_options(
    limit: int | None,
    type_: list[str] | None,
    tag: list[str] | None,
    min_score: float | None,
    since: str | None,
    until: str | None,
    fast: bool,
    no_cache: bool,
    include_archived: bool,
    include_superseded: bool,
) -> dict[str, Any]:
    return {
        "limit": limit,
        "types": type_,
        "tags": _split_tags(tag),
        "min_score": min_score,
        "since": _parse_when(since, "--since"),
        "until": _parse_when(until, "--until"),
        "fast": fast,
        "use_cache": not no_cache,
        "include_archived": include_archived,
        "include_superseded": include_superseded,
    }


def progress_bar(label: str) -> Any:
    """A context manager yielding a ``(done, total)`` callback: a rich bar on a terminal."""
    import contextlib

    if not sys.stderr.isatty():
        return contextlib.nullcontext(None)

    @contextlib.contextmanager
    def bar() -> Iterator[Any]:
        from rich.console import Console
        from rich.progress import Progress

        with Progress(console=Console(stderr=True), transient=True) as progress:
            task = progress.add_task(label, total=None)
            yield lambda done, total: progress.update(task, completed=done, total=total)

    return bar()


@app.command("import")
def import_(
    path: Annotated[Path, typer.Argument(help='JSONL: one {"text": ..., "tags": ...} per line.')],
    verbatim: Annotated[
        bool, typer.Option("--verbatim", help="Store each text as given (no extraction).")
    ] = False,
    home: HomeOpt = None,
    json_: JsonOpt = False,
) -> None:
    """Curate every note of a JSONL file (keys: text, type, tags, topic, source, observed_at).

    The whole file is validated before anything is written.
    """
    with run("import", home, json_) as ctx, progress_bar("Curating") as tick:
        summary = ctx.bower.curate_batch(path, verbatim=verbatim, progress=tick)
        ctx.emit(summary, "batch")


@app.command()
def ingest(
    path: Annotated[Path, typer.Argument(help="Transcript: OpenAI-style messages, JSONL or JSON.")],
    verbatim: Annotated[
        bool,
        typer.Option("--verbatim", help="Store every message as given, linked in order."),
    ] = False,
    observed_at: Annotated[
        str | None, typer.Option("--observed-at", help="When the conversation took place.")
    ] = None,
    home: HomeOpt = None,
    json_: JsonOpt = False,
) -> None:
    """Remember what is worth keeping from a conversation transcript, turn by turn."""
    with run("ingest", home, json_) as ctx, progress_bar("Ingesting") as tick:
        summary = ctx.bower.ingest(
            path,
            verbatim=verbatim,
            observed_at=_parse_when(observed_at, "--observed-at"),
            progress=tick,
        )
        ctx.emit(summary, "batch")


@app.command()
def query(
    text: Annotated[str, typer.Argument(help="What to recall.")],
    limit: QueryLimit = None,
    type_: QueryTypes = None,
    tag: QueryTags = None,
    min_score: QueryMinScore = None,
    since: QuerySince = None,
    until: QueryUntil = None,
    fast: QueryFast = False,
    no_cache: QueryNoCache = False,
    include_archived: QueryArchived = False,
    include_superseded: QuerySuperseded = False,
    home: HomeOpt = None,
    json_: JsonOpt = False,
) -> None:
    """Recall memories relevant to TEXT, best first (retrieve).

    Cheapest tier first: exact cache, paraphrase cache, semantic cache, then a fresh hybrid
    search (BM25 + vectors + graph). Each result says why it ranked.
    """
    with run("query", home, json_) as ctx:
        options = _query_options(
            limit,
            type_,
            tag,
            min_score,
            since,
            until,
            fast,
            no_cache,
            include_archived,
            include_superseded,
        )
        result = ctx.bower.query(text, **options)
        ctx.emit(result_to_dict(result), "query")


@app.command()
def context(
    text: Annotated[str, typer.Argument(help="The request to find memories for.")],
    budget_tokens: Annotated[
        int, typer.Option("--budget-tokens", help="Upper bound on the block's size.")
    ] = 1000,
    limit: QueryLimit = None,
    type_: QueryTypes = None,
    tag: QueryTags = None,
    min_score: QueryMinScore = None,
    since: QuerySince = None,
    until: QueryUntil = None,
    fast: QueryFast = False,
    no_cache: QueryNoCache = False,
    home: HomeOpt = None,
    json_: JsonOpt = False,
) -> None:
    """Render memories for TEXT as a block to inject into a prompt, within a token budget.

    Each item carries its id, type, date and path; the block is framed as reference data,
    not instructions.
    """
    with run("context", home, json_) as ctx:
        options = _query_options(
            limit, type_, tag, min_score, since, until, fast, no_cache, False, False
        )
        block = ctx.bower.context(text, budget_tokens=budget_tokens, **options)
        ctx.emit(block.to_dict(), "context")


def _mcp_config(home: Path | None) -> dict[str, Any]:
    """Snippets that add bowerbird to Claude Code, Claude Desktop and Cursor."""
    import shutil

    command = shutil.which("bower") or sys.executable
    args = ["mcp"] if command.endswith("bower") else ["-m", "bowerbird", "mcp"]
    env = {"BOWERBIRD_HOME": str(Path(home).expanduser())} if home else {}
    entry: dict[str, Any] = {"command": command, "args": args}
    if env:
        entry["env"] = env
    return {
        "claude_code": "claude mcp add bowerbird -- " + " ".join([command, *args]),
        "claude_desktop": {
            "file": "~/.config/Claude/claude_desktop_config.json "
            "(macOS: ~/Library/Application Support/Claude/claude_desktop_config.json)",
            "mcpServers": {"bowerbird": entry},
        },
        "cursor": {"file": "~/.cursor/mcp.json", "mcpServers": {"bowerbird": entry}},
    }


@app.command()
def mcp(
    transport: Annotated[
        str, typer.Option("--transport", help="stdio (default) or http (streamable HTTP).")
    ] = "stdio",
    host: Annotated[str, typer.Option("--host", help="HTTP address to bind.")] = "127.0.0.1",
    port: Annotated[int, typer.Option("--port", help="HTTP port.")] = 8765,
    print_config: Annotated[
        bool,
        typer.Option("--print-config", help="Print the config for Claude Code, Desktop, Cursor."),
    ] = False,
    dream_every: Annotated[
        float | None,
        typer.Option(
            "--dream-every", metavar="MINUTES", help="Dream on this interval when idle that long."
        ),
    ] = None,
    home: HomeOpt = None,
    json_: JsonOpt = False,
) -> None:
    """Serve memory to agents over the Model Context Protocol (stdio or streamable HTTP).

    Tools: memory_search, memory_store, memory_get, memory_forget, memory_status,
    memory_list_recent, memory_list_important, memory_dream, memory_review.
    """
    if print_config:
        with run("mcp", home, json_) as ctx:
            ctx.emit(_mcp_config(home), "generic")
        return
    if transport not in ("stdio", "http"):
        raise UsageError(f"unknown transport {transport!r}", hint="Use stdio or http.")
    if dream_every is not None and dream_every <= 0:
        raise UsageError("--dream-every must be a positive number of minutes")
    from ..mcp_server import build_server

    try:
        server = build_server(str(home) if home else None, dream_every)
    except BowerError as exc:
        # stdout belongs to the protocol: the error goes to stderr.
        sys.stderr.write(f"bower mcp: {exc.message}\n{exc.hint}\n")
        raise typer.Exit(1) from None
    if transport == "stdio":
        server.run("stdio")
    else:
        if host not in ("127.0.0.1", "localhost", "::1"):
            warn(
                f"serving memories on {host}:{port} without authentication: anyone who can "
                "reach it can read and change them; put it behind an authenticating proxy"
            )
        server.run("streamable-http", host=host, port=port)


@app.command()
def show(
    memory_id: Annotated[str, typer.Argument(metavar="ID", help="The memory's id.")],
    history: Annotated[bool, typer.Option("--history", help="Include its audit trail.")] = False,
    home: HomeOpt = None,
    json_: JsonOpt = False,
) -> None:
    """Show one memory as its file holds it."""
    with run("show", home, json_) as ctx:
        data = ctx.bower.get(memory_id).to_dict()
        if history:
            data["history"] = ctx.bower.history(memory_id)
        ctx.emit(data, "memory")


@app.command()
def forget(
    memory_id: Annotated[str, typer.Argument(metavar="ID", help="The memory's id.")],
    hard: Annotated[
        bool, typer.Option("--hard", help="Delete the file instead of archiving it.")
    ] = False,
    home: HomeOpt = None,
    json_: JsonOpt = False,
) -> None:
    """Archive a memory (recoverable with `bower restore`); --hard deletes it."""
    with run("forget", home, json_) as ctx:
        memory = ctx.bower.forget(memory_id, hard=hard)
        ctx.emit({"id": memory.id, "path": memory.path, "deleted": hard}, "forget")


@app.command()
def restore(
    memory_id: Annotated[str, typer.Argument(metavar="ID", help="The archived memory's id.")],
    home: HomeOpt = None,
    json_: JsonOpt = False,
) -> None:
    """Bring an archived memory back."""
    with run("restore", home, json_) as ctx:
        memory = ctx.bower.restore(memory_id)
        ctx.emit({"id": memory.id, "maturity": memory.maturity, "path": memory.path}, "restore")


@app.command()
def status(home: HomeOpt = None, json_: JsonOpt = False) -> None:
    """Counts by type and maturity, sizes, paths and index health."""
    with run("status", home, json_) as ctx:
        ctx.emit(ctx.bower.status().to_dict(), "status")


@app.command()
def reindex(home: HomeOpt = None, json_: JsonOpt = False) -> None:
    """Rebuild the index from the tree (safe at any time; nothing is lost)."""
    with run("reindex", home, json_) as ctx:
        report = _with_progress(ctx, "Reindexing")
        ctx.emit(_sync_dict(report, ctx.bower.status().counts["memories"]), "reindex")


def _with_progress(ctx: Run, label: str) -> SyncReport:
    if not sys.stderr.isatty():
        return ctx.bower.reindex()
    from rich.console import Console
    from rich.progress import Progress

    with Progress(console=Console(stderr=True), transient=True) as bar:
        task = bar.add_task(label, total=None)
        embed_task = bar.add_task("Embedding", total=None, visible=False)

        def tick(done: int, total: int) -> None:
            bar.update(task, completed=done, total=total)

        def embed_tick(done: int, total: int) -> None:
            bar.update(embed_task, completed=done, total=total, visible=True)

        return ctx.bower.reindex(progress=tick, embed_progress=embed_tick)


def _sync_dict(report: SyncReport, memories: int) -> dict[str, Any]:
    return {
        "memories": memories,
        "scanned": report.scanned,
        "added": report.added,
        "embedded": report.embedded,
        "took_ms": round(report.took_ms, 1),
        "errors": [{"path": p, "reason": r} for p, r in report.new_errors],
    }


@app.command()
def version(json_: JsonOpt = False) -> None:
    """Print the version."""
    with run("version", None, json_) as ctx:
        ctx.emit({"version": __version__}, "version")


def main(argv: list[str] | None = None) -> int:
    """Console-script entry point; returns the exit code."""
    args = sys.argv[1:] if argv is None else argv
    args = args or ["--help"]
    as_json = "--json" in args or not sys.stdout.isatty()
    command = typer.main.get_command(app)
    try:
        rc = command.main(args=args, prog_name="bower", standalone_mode=False)
    except typer.Exit as exc:
        return int(exc.exit_code or 0)
    except typer.Abort:
        sys.stderr.write("aborted\n")
        return 1
    except Exception as exc:
        # Click's UsageError and friends: a malformed call (bad flag, missing argument).
        if hasattr(exc, "format_message") and hasattr(exc, "exit_code"):
            name = args[0] if args and not args[0].startswith("-") else "bower"
            if as_json:
                emit_error(
                    name,
                    exc.format_message(),
                    f"Run `bower --help` or `bower {name} --help`.",
                    True,
                )
            else:
                show = getattr(exc, "show", None)
                if callable(show):
                    show()
                else:  # pragma: no cover - every click exception has show()
                    sys.stderr.write(f"error: {exc.format_message()}\n")
            return int(exc.exit_code)
        raise
    return rc if isinstance(rc, int) else 0


# Arrange and benchmark commands live in their own modules; importing them registers them.
from . import arrange as _arrange  # noqa: E402,F401
from . import bench as _bench  # noqa: E402,F401
