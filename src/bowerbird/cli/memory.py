"""Gather, retrieve and read commands: `curate`, `import`, `export`, `ingest`, `query`, `context`,
`show`, `forget`, `restore`."""

from __future__ import annotations

import contextlib
import sys
from dataclasses import replace
from enum import StrEnum
from pathlib import Path
from typing import Annotated, get_args

import typer

from .. import (
    BowerError,
    CurateOptions,
    ExportFormat,
    ImportFormat,
    InputError,
    MemoryType,
)
from .common import (
    QueryArchived,
    QueryFast,
    QueryLimit,
    QueryMinScore,
    QueryNoCache,
    QuerySince,
    QuerySuperseded,
    QueryTags,
    QueryTypes,
    QueryUntil,
    Run,
    command,
    progress_bar,
    query_options,
    split_tags,
    verbs,
    when,
)
from .output import stderr_stream


def _read_note(text: str, cap: int) -> str:
    if text == "-":
        # Never more than the note may hold, plus one byte to tell it is over: `curate - <
        # /dev/zero` read until memory ran out.
        raw = sys.stdin.buffer.read(cap + 1)
        if len(raw) > cap:
            raise InputError(
                f"the note on stdin is over the {cap:,}-byte limit",
                hint="Split it into smaller notes, or raise [limits] note_bytes in config.toml.",
            )
        try:
            text = raw.decode("utf-8")
        except UnicodeDecodeError as exc:
            raise InputError(
                f"stdin is not UTF-8 text (bad byte at offset {exc.start})",
                hint="Pipe UTF-8 text; binary files cannot be memories.",
            ) from None
    if not text.strip():
        raise InputError(
            "note is empty", hint="Pass the text to remember, or '-' to read it from stdin."
        )
    return text


@command("curate", creates=True)
def curate(
    ctx: Run,
    text: Annotated[str, typer.Argument(help="The note to remember, or '-' to read stdin.")],
    type_: Annotated[
        str | None,
        typer.Option(
            "--type",
            help=f"{' | '.join(get_args(MemoryType))} (default: from cue words).",
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
    supersedes: Annotated[
        str | None,
        typer.Option("--supersedes", metavar="ID", help="Replace this memory with the text."),
    ] = None,
) -> None:
    """Store a note as memories (gather).

    Credentials are redacted first; the note is split into typed memories (fact, decision,
    pattern, procedure, context); each is created, merged into a similar memory, or
    supersedes the memory it corrects. The answer lists what happened to each.
    """
    note = _read_note(text, ctx.settings().limits.note_bytes)
    options = CurateOptions(
        type=type_,  # type: ignore[arg-type]  # checked by CurateOptions
        tags=split_tags(tags),
        topic=topic,
        source=source,
        priority=priority,  # type: ignore[arg-type]
        importance=importance,
        observed_at=when(observed_at, "--observed-at"),
        verbatim=verbatim,
        dry_run=dry_run,
        supersedes=supersedes,
    )
    ctx.emit(ctx.bower.curate(note, options).to_dict(), "curate")


@command("import", creates=True)
def import_(
    ctx: Run,
    path: Annotated[
        Path,
        typer.Argument(
            help="An export (WhatsApp .txt/.zip, ChatGPT or Claude conversations.json or zip, "
            ".vcf, mem0 JSON), a markdown folder or file, our notes JSONL, or - (standard input)."
        ),
    ],
    # Not --format: every command's --format already chooses json or text output.
    source_format: Annotated[
        str,
        typer.Option(
            "--from",
            help=f"{' | '.join(get_args(ImportFormat))} (default: auto, told from the file).",
        ),
    ] = "auto",
    me: Annotated[
        str | None,
        typer.Option("--me", help="Your name in a chat of people (WhatsApp): your own words."),
    ] = None,
    verbatim: Annotated[
        bool,
        typer.Option("--verbatim", help="Notes JSONL only: store each text as given."),
    ] = False,
    all_agents: Annotated[
        bool,
        typer.Option(
            "--all-agents",
            help="A `bower export` of a whole home: restore every agent's memories and "
            "messages (the home owner's act; otherwise this agent's only).",
        ),
    ] = False,
) -> None:
    """Import what you already have: chats, AI chat history, contacts, notes, another tool's
    memories — as messages and memories, with their original times. Importing the same file
    again adds nothing. Notes JSONL: keys text, type, tags, topic, source, observed_at."""
    with progress_bar("Importing") as tick:
        report = ctx.bower.import_file(
            path,
            format=source_format,  # type: ignore[arg-type]  # checked by the facade
            me=me,
            verbatim=verbatim,
            progress=tick,
            all_agents=all_agents,
        )
    ctx.emit(report.to_dict(), "imported")  # after the bar is gone, never under it


@command("export")
def export(
    ctx: Run,
    path: Annotated[
        Path,
        typer.Argument(help="The file to write (replaced whole, atomically); - for stdout."),
    ],
    as_: Annotated[
        str,
        typer.Option(
            "--as",
            help=f"{' | '.join(get_args(ExportFormat))}: our JSON lines, which `bower import` "
            "restores losslessly, or mem0's JSON (live memories).",
        ),
    ] = "bowerbird",
    agent_only: Annotated[
        bool,
        typer.Option(
            "--agent-only",
            help="Only this agent's memories and messages (--agent), not the whole home.",
        ),
    ] = False,
) -> None:
    """Write the home's memories, messages, profiles and journal to one file, so nothing is
    locked in: `bower import FILE` on another home restores them as they were."""
    if str(path) == "-":
        # The stream is the output: what was written is said on standard error.
        result = ctx.bower.export(sys.stdout, format=as_, agent_only=agent_only)  # type: ignore[arg-type]  # checked by the facade
        data = result.to_dict()
        stderr_stream().write(
            f"exported {data['memories']} memories, {data['messages']} messages and "
            f"{data['files']} other files ({data['bytes']:,} bytes) to standard output\n"
        )
        return
    result = ctx.bower.export(path, format=as_, agent_only=agent_only)  # type: ignore[arg-type]  # checked by the facade
    ctx.emit(result.to_dict(), "exported")


@command("ingest", creates=True)
def ingest(
    ctx: Run,
    path: Annotated[Path, typer.Argument(help="Transcript: OpenAI-style messages, JSONL or JSON.")],
    verbatim: Annotated[
        bool,
        typer.Option("--verbatim", help="Store every message as given, linked in order."),
    ] = False,
    observed_at: Annotated[
        str | None, typer.Option("--observed-at", help="When the conversation took place.")
    ] = None,
) -> None:
    """Remember what is worth keeping from a conversation transcript, turn by turn."""
    with progress_bar("Ingesting") as tick:
        result = ctx.bower.ingest(
            path,
            verbatim=verbatim,
            observed_at=when(observed_at, "--observed-at"),
            progress=tick,
        )
    ctx.emit(result.to_dict(), "batch")


class Mode(StrEnum):
    """``bower query --mode``: seed 003's recall modes."""

    similar = "similar"
    associate = "associate"


@command("query")
def query(
    ctx: Run,
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
    mode: Annotated[
        Mode,
        typer.Option(
            "--mode",
            help="similar: what matches TEXT; associate: what the best matches are linked "
            "to (spreading activation over the association graph).",
        ),
    ] = Mode.similar,
) -> None:
    """Recall memories relevant to TEXT, best first (retrieve).

    Cheapest tier first: exact cache, paraphrase cache, semantic cache, then a fresh hybrid
    search (BM25 + vectors + graph). Each result says why it ranked.
    """
    options = ctx.check(  # before the home is opened: a bad flag is named first
        query_options(
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
    )
    options = replace(options, associate=mode == Mode.associate)
    _catch_up(ctx, fast)
    ctx.emit(ctx.bower.query(text, options).to_dict(), "query")


@command("context")
def context(
    ctx: Run,
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
) -> None:
    """Render memories for TEXT as a block to inject into a prompt, within a token budget.

    Each item carries its id, type, date and path; the block is framed as reference data,
    not instructions.
    """
    # Checked before the home is opened: a bad flag is named first.
    options = ctx.check(query_options(limit, type_, tag, min_score, since, until, fast, no_cache))
    _catch_up(ctx, fast)
    ctx.emit(ctx.bower.context(text, options, budget_tokens=budget_tokens).to_dict(), "context")


@command("overview")
def overview(
    ctx: Run,
    topic: Annotated[
        str | None, typer.Argument(help="Read the branch about this (default: from the top).")
    ] = None,
    budget_tokens: Annotated[
        int, typer.Option("--budget-tokens", min=50, help="Upper bound on its size.")
    ] = 800,
) -> None:
    """Read the dream's hierarchy of summaries top-down within a token budget: what this
    memory holds, broad summaries first (for a session's start), or one TOPIC's branch down to
    its memories."""
    ctx.emit(ctx.bower.overview(topic, budget_tokens=budget_tokens).to_dict(), "overview")


def _catch_up(ctx: Run, fast: bool) -> None:
    """A one-shot process cannot embed in the background: more pending texts than a query
    embeds inline (a new model, many new journal files) are embedded first, with progress."""
    if fast:
        return
    # An embedder that fails here fails the query's own attempt too, which then answers
    # from keywords and says why.
    with progress_bar("Embedding") as tick, contextlib.suppress(BowerError):
        ctx.bower.catch_up(tick, if_over=ctx.bower.settings.embed.inline_limit)


@command("show")
def show(
    ctx: Run,
    memory_id: Annotated[str, typer.Argument(metavar="ID", help="The memory's id.")],
    history: Annotated[bool, typer.Option("--history", help="Include its audit trail.")] = False,
) -> None:
    """Show one memory as its file holds it."""
    data = ctx.bower.get(memory_id).to_dict()
    if history:
        data["history"] = [e.to_dict() for e in ctx.bower.history(memory_id)]
    ctx.emit(data, "memory")


@command("forget")
def forget(
    ctx: Run,
    memory_id: Annotated[str, typer.Argument(metavar="ID", help="The memory's id.")],
    hard: Annotated[
        bool,
        typer.Option(
            "--hard",
            help="Erase it for good: the file and every copy of its text the home keeps.",
        ),
    ] = False,
) -> None:
    """Archive a memory (recoverable with `bower restore`); --hard erases it everywhere."""
    ctx.emit(ctx.bower.forget(memory_id, hard=hard).to_dict(), "forget")


@command("restore")
def restore(
    ctx: Run,
    memory_id: Annotated[str, typer.Argument(metavar="ID", help="The archived memory's id.")],
) -> None:
    """Bring an archived memory back."""
    ctx.emit(ctx.bower.restore(memory_id).to_dict(), "restore")


@command("link")
def link(
    ctx: Run,
    source: Annotated[str, typer.Argument(metavar="A", help="The memory the edge starts from.")],
    target: Annotated[str, typer.Argument(metavar="B", help="The memory it points to.")],
    kind: Annotated[
        str,
        typer.Option(
            "--type",
            help="explicit (they belong together), causal (A led to B), temporal, semantic, "
            "or one of seed 001's: causes, informs, example_of, prerequisite_for, led_to.",
        ),
    ] = "explicit",
    weight: Annotated[
        float, typer.Option("--weight", min=0.0, max=1.0, help="How strong, in [0, 1].")
    ] = 1.0,
) -> None:
    """Associate two memories; recall spreads from one to the other (linking again
    re-weighs the edge)."""
    result = ctx.bower.link(source, target, type=kind, weight=weight, origin="person")
    ctx.emit(result.to_dict(), "link")


@command("graph")
def graph(
    ctx: Run,
    memory_id: Annotated[
        str | None,
        typer.Argument(metavar="[ID]", help="The memory at the centre (default: the most linked)."),
    ] = None,
    hops: Annotated[
        int, typer.Option("--hops", min=1, max=3, help="How far from ID to follow edges.")
    ] = 1,
    limit: Annotated[
        int, typer.Option("--limit", min=2, max=200, help="At most this many memories.")
    ] = 60,
) -> None:
    """Show the association graph: what ID is linked to (type, weight and origin of each
    edge, a summary's sources), or the most linked memories."""
    ctx.emit(ctx.bower.graph(memory_id, hops=hops, limit=limit).to_dict(), "graph")


@command("unlink")
def unlink(
    ctx: Run,
    source: Annotated[str, typer.Argument(metavar="A", help="One memory.")],
    target: Annotated[str, typer.Argument(metavar="B", help="The other.")],
    kind: Annotated[
        str | None, typer.Option("--type", help="Only edges of this type (default: all).")
    ] = None,
) -> None:
    """Remove the edges between two memories, from both of their files."""
    ctx.emit(ctx.bower.unlink(source, target, type=kind).to_dict(), "link")


migrate_app = verbs(
    "migrate",
    "Bring another memory tool's store into this home (seed 001 §9.2): from-brv reads "
    "ByteRover's context tree. Like `bower import`, running it again adds nothing.",
)


@command("migrate", on=migrate_app, verb="from-brv", creates=True)
def migrate_from_brv(
    ctx: Run,
    path: Annotated[
        Path,
        typer.Option(
            "--path", help="The ByteRover project (holding .brv/) or its .brv/context-tree."
        ),
    ],
) -> None:
    """Migrate a ByteRover store: each knowledge file's paragraphs become memories tagged
    with their domain and topic, @domain/topic relations become edges; _index.md summaries
    are left (the dream builds its own)."""
    with progress_bar("Migrating") as tick:
        report = ctx.bower.import_file(path, format="brv", progress=tick)
    data = report.to_dict()
    errors = [{"path": e["where"], "error": e["why"]} for e in data["examples"]]
    ctx.emit({"migrated": len(report.created), "errors": errors, **data}, "imported")
