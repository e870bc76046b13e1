"""`bower bench …`: the benchmark commands (results and how to read them: BENCHMARKS.md)."""

from __future__ import annotations

from pathlib import Path
from typing import Annotated, Any

import typer

from .. import UsageError
from .common import FormatOpt, JsonOpt, app, output_mode, run
from .output import info


def _run(name: str, json_: bool, format_: str | None) -> Any:
    """``run`` for a benchmark: it builds the homes it measures, so it takes no ``--home``;
    ``--json`` and ``--format json|text`` as every command."""
    mode = output_mode(name, json_, format_)
    return run(name, None, mode is True, text=mode is False)


# The retrieval benchmarks' shared options (recall, cognition).
DatasetOpt = Annotated[str, typer.Option("--dataset", help="Benchmark: locomo or beam.")]
DataOpt = Annotated[
    Path | None,
    typer.Option(
        "--data",
        help="locomo10.json, or a BEAM folder of <n>/chat.json.gz (not shipped with "
        "bowerbird). Default: ../shared/bench/locomo10.json or ../shared/bench/beam-500k.",
    ),
]
ConversationsOpt = Annotated[
    int | None, typer.Option("--conversations", help="Only the first N scopes.")
]
CacheOpt = Annotated[
    Path | None,
    typer.Option(
        "--cache",
        help="Keep vectors here between runs (by text hash): a rerun costs no model call.",
    ),
]

bench_app = typer.Typer(help="Benchmarks (see BENCHMARKS.md for results and how to read them).")
app.add_typer(bench_app, name="bench")


@bench_app.command("core")
def bench_core(
    corpus_size: Annotated[
        int, typer.Option("--corpus-size", help="Generated memories to index.")
    ] = 10_000,
    runs: Annotated[int, typer.Option("--runs", help="Repeats of each whole-process timing.")] = 7,
    json_: JsonOpt = False,
    format_: FormatOpt = None,
) -> None:
    """Reindex throughput and whole-process status/query times on a generated corpus."""
    with _run("bench core", json_, format_) as ctx:
        if corpus_size < 1 or runs < 1:
            raise UsageError("--corpus-size and --runs must be at least 1")
        from ..bench import core

        ctx.emit(core.run(corpus_size, runs), "bench_core")


@bench_app.command("resources")
def bench_resources(
    corpus_size: Annotated[
        int, typer.Option("--corpus-size", help="Generated memories to index and embed.")
    ] = 2_000,
    runs: Annotated[int, typer.Option("--runs", help="Repeats of each whole-process run.")] = 3,
    provider: Annotated[
        str, typer.Option("--provider", help="Embedder: default (the shipped model) or fake.")
    ] = "default",
    json_: JsonOpt = False,
    format_: FormatOpt = None,
) -> None:
    """Peak memory of status and query as whole processes, and the home's size on disk."""
    with _run("bench resources", json_, format_) as ctx:
        if corpus_size < 1 or runs < 1:
            raise UsageError("--corpus-size and --runs must be at least 1")
        if provider not in ("default", "fake"):
            raise UsageError(f"--provider {provider!r} is not default or fake")
        from ..bench import resources

        ctx.emit(resources.run(corpus_size, runs, provider))


@bench_app.command("embed")
def bench_embed(json_: JsonOpt = False, format_: FormatOpt = None) -> None:
    """Default embedder: model load time, per-query latency, batch sentences per second."""
    with _run("bench embed", json_, format_) as ctx:
        from ..bench import embed

        ctx.emit(embed.run())


@bench_app.command("latency")
def bench_latency(
    corpus_size: Annotated[
        int, typer.Option("--corpus-size", help="Generated memories to index and embed.")
    ] = 10_000,
    queries: Annotated[int, typer.Option("--queries", help="Queries per tier.")] = 100,
    runs: Annotated[int, typer.Option("--runs", help="Repeats of each whole-process timing.")] = 5,
    corpus_home: Annotated[
        Path | None,
        typer.Option("--corpus-home", help="Build the corpus here once and reuse it later."),
    ] = None,
    json_: JsonOpt = False,
    format_: FormatOpt = None,
) -> None:
    """p50/p95 of each query tier in process, whole-process query times, and memory used."""
    with _run("bench latency", json_, format_) as ctx:
        if corpus_size < 1 or queries < 1 or runs < 1:
            raise UsageError("--corpus-size, --queries and --runs must be at least 1")
        from ..bench import latency

        ctx.emit(
            latency.run(corpus_size, queries, runs, home=corpus_home, progress=info),
            "bench_latency",
        )


@bench_app.command("journal")
def bench_journal(
    files: Annotated[int, typer.Option("--files", help="~5 KB notes to index.")] = 1000,
    edits: Annotated[int, typer.Option("--edits", help="Notes edited before a rescan.")] = 10,
    memories: Annotated[
        int, typer.Option("--memories", help="Memories beside the chunks (latency).")
    ] = 10_000,
    chunks: Annotated[int, typer.Option("--chunks", help="Chunks to search (latency).")] = 10_000,
    queries: Annotated[int, typer.Option("--queries", help="Queries timed.")] = 100,
    corpus_home: Annotated[
        Path | None,
        typer.Option("--corpus-home", help="Build the latency corpus here once; reuse it."),
    ] = None,
    json_: JsonOpt = False,
    format_: FormatOpt = None,
) -> None:
    """Indexing plain markdown (from nothing, unchanged, after edits) and query latency with
    journal chunks beside memories."""
    with _run("bench journal", json_, format_) as ctx:
        if min(files, memories, chunks, queries) < 1 or not 0 <= edits <= files:
            raise UsageError(
                "--files, --memories, --chunks and --queries must be at least 1",
                hint="--edits must be between 0 and --files.",
            )
        from ..bench import journal

        result = journal.run(files, edits, memories, chunks, queries, corpus_home, info)
        ctx.emit(result)


@bench_app.command("curate")
def bench_curate(
    batch: Annotated[
        int, typer.Option("--batch", help="Notes in the batch throughput run.")
    ] = 1000,
    json_: JsonOpt = False,
    format_: FormatOpt = None,
) -> None:
    """Curate latency (in process and whole process), batch throughput, 50-note scenario."""
    with _run("bench curate", json_, format_) as ctx:
        if batch < 1:
            raise UsageError("--batch must be at least 1")
        from ..bench import curate as bench

        ctx.emit(bench.run(batch=batch), "bench_curate")


@bench_app.command("facts")
def bench_facts(
    data: Annotated[
        Path,
        typer.Option("--data", help="Scripted conversation with planted facts (JSON)."),
    ] = Path("tests/data/conversation_facts.json"),
    k: Annotated[int, typer.Option("--k", help="A fact counts when in the top k.")] = 5,
    json_: JsonOpt = False,
    format_: FormatOpt = None,
) -> None:
    """Facts stated in a conversation that a targeted query finds after `sync_turn`."""
    with _run("bench facts", json_, format_) as ctx:
        if k < 1:
            raise UsageError("--k must be at least 1")
        from ..bench import facts

        ctx.emit(facts.run(data, k))


@bench_app.command("typing")
def bench_typing(
    data: Annotated[
        list[Path] | None,
        typer.Option(
            "--data",
            help="A labelled-notes file (repeatable). Default: the three of tests/data.",
        ),
    ] = None,
    json_: JsonOpt = False,
    format_: FormatOpt = None,
) -> None:
    """How often curate gives a labelled note the type a person would."""
    with _run("bench typing", json_, format_) as ctx:
        from ..bench import typed_notes

        ctx.emit(typed_notes.run(data))


@bench_app.command("secrets")
def bench_secrets(
    seed: Annotated[int, typer.Option("--seed", help="Seed of the generated corpus.")] = 12,
    innocent: Annotated[
        Path | None,
        typer.Option(
            "--innocent",
            help="A BEAM folder (<n>/chat.json.gz): every message is innocent text, and "
            "anything redacted in it is counted (a false-positive rate on real chats).",
        ),
    ] = None,
    json_: JsonOpt = False,
    format_: FormatOpt = None,
) -> None:
    """Redaction on a generated corpus: secrets detected per kind, false positives."""
    with _run("bench secrets", json_, format_) as ctx:
        from ..bench import secrets

        ctx.emit(secrets.run(seed, innocent))


@bench_app.command("dream")
def bench_dream(
    corpus_size: Annotated[
        int, typer.Option("--corpus-size", help="Generated memories (2% planted duplicates).")
    ] = 10_000,
    json_: JsonOpt = False,
    format_: FormatOpt = None,
) -> None:
    """Dream time on a generated corpus: plan, snapshot + apply, and rollback."""
    with _run("bench dream", json_, format_) as ctx:
        if corpus_size < 10:
            raise UsageError("--corpus-size must be at least 10")
        from ..bench import dreaming

        ctx.emit(dreaming.run(corpus_size), "bench_dream")


@bench_app.command("hygiene")
def bench_hygiene(
    per_kind: Annotated[
        int, typer.Option("--per-kind", help="Cases of each kind (broad questions: 3).")
    ] = 12,
    seed: Annotated[int, typer.Option("--seed", help="Seed of the scripted life.")] = 7,
    dir_: Annotated[
        Path | None, typer.Option("--dir", help="Keep the homes here (default: a temp dir).")
    ] = None,
    json_: JsonOpt = False,
    format_: FormatOpt = None,
) -> None:
    """Memory hygiene over a scripted agent life, case by case, against a store-everything
    baseline (every note kept, plain dense search) in the same run; regressions listed."""
    with _run("bench hygiene", json_, format_) as ctx:
        if not 1 <= per_kind <= 200:
            raise UsageError("--per-kind must be within 1..200")
        from ..bench import hygiene

        ctx.emit(hygiene.run(dir_, seed, per_kind, progress=info), "bench_hygiene")


@bench_app.command("mcp")
def bench_mcp(
    clients: Annotated[int, typer.Option("--clients", help="Concurrent MCP clients.")] = 8,
    seconds: Annotated[float, typer.Option("--seconds", help="How long they run.")] = 30.0,
    json_: JsonOpt = False,
    format_: FormatOpt = None,
) -> None:
    """MCP handshake time, time to the first semantic result, and concurrent clients."""
    with _run("bench mcp", json_, format_) as ctx:
        if clients < 1 or seconds <= 0:
            raise UsageError("--clients must be at least 1 and --seconds positive")
        from ..bench import mcp as bench

        ctx.emit(bench.run(clients, seconds), "bench_mcp")


@bench_app.command("serve")
def bench_serve(
    clients: Annotated[int, typer.Option("--clients", help="Concurrent clients.")] = 16,
    seconds: Annotated[float, typer.Option("--seconds", help="How long each phase runs.")] = 60.0,
    memories: Annotated[int, typer.Option("--memories", help="Memories seeded first.")] = 2000,
    json_: JsonOpt = False,
    format_: FormatOpt = None,
) -> None:
    """Clients mixing queries and curates against one `bower serve`, then through CLI
    processes: throughput, p50/p95/p99, errors and lost writes, in one run."""
    with _run("bench serve", json_, format_) as ctx:
        if clients < 1 or seconds <= 0 or memories < 0:
            raise UsageError("--clients must be at least 1, --seconds positive, --memories ≥ 0")
        from ..bench import serve as bench

        ctx.emit(bench.run(clients, seconds, memories), "bench_serve")


@bench_app.command("fleet")
def bench_fleet(
    agents: Annotated[int, typer.Option("--agents", help="Agents, each its own namespace.")] = 32,
    per_agent: Annotated[int, typer.Option("--clients-per-agent", help="Clients of each.")] = 2,
    seconds: Annotated[float, typer.Option("--seconds", help="How long each phase runs.")] = 120.0,
    memories: Annotated[int, typer.Option("--memories", help="Memories seeded first.")] = 2000,
    postgres_url: Annotated[
        str | None,
        typer.Option("--postgres-url", help="A Postgres to use (default: pgserver in a temp dir)."),
    ] = None,
    json_: JsonOpt = False,
    format_: FormatOpt = None,
) -> None:
    """Many agents against one `bower serve`: SQLite, Postgres, and Postgres restarted midway;
    throughput, p95, errors, lost writes and cross-agent leaks."""
    with _run("bench fleet", json_, format_) as ctx:
        if agents < 1 or per_agent < 1 or seconds <= 0 or memories < 0:
            raise UsageError("--agents and --clients-per-agent ≥ 1, --seconds > 0, --memories ≥ 0")
        from ..bench import fleet as bench

        result = bench.run(agents, per_agent, seconds, memories, postgres_url=postgres_url)
        ctx.emit(result, "bench_fleet")


@bench_app.command("scale")
def bench_scale(
    sizes: Annotated[
        str, typer.Option("--sizes", help="Comma-separated memory counts.")
    ] = "10000,100000,1000000",
    directory: Annotated[
        Path, typer.Option("--dir", help="Where the synthetic homes are built once and kept.")
    ] = Path("scale-homes"),
    json_: JsonOpt = False,
    format_: FormatOpt = None,
) -> None:
    """The scale curve: tier-3 latency, RSS, disk, write-then-query and HNSW recall@10
    against exact search, per size (synthetic vectors; each measurement its own process)."""
    with _run("bench scale", json_, format_) as ctx:
        try:
            counts = [int(part) for part in sizes.split(",") if part.strip()]
        except ValueError:
            raise UsageError(f"--sizes must be comma-separated numbers, not {sizes!r}") from None
        if not counts or min(counts) < 1_000:
            raise UsageError("--sizes needs at least one size, each of 1,000 memories or more")
        from ..bench import scale

        ctx.emit(scale.run(counts, directory, info), "bench_scale")


@bench_app.command("cognition")
def bench_cognition(
    dataset: DatasetOpt = "locomo",
    data: DataOpt = None,
    conversations: ConversationsOpt = None,
    cache: CacheOpt = None,
    json_: JsonOpt = False,
    format_: FormatOpt = None,
) -> None:
    """Seed 003's validation: recall before and after a dream, with and without spreading
    activation and the hierarchy of summaries, keyword-only, BM25 and dense-only.

    Reports RAR (a gold memory in the top 5), MRR, R@5 and p95 latency per state, overall,
    per question kind and on the headline types, and the dream's graph density, summaries
    per level and time.
    """
    with _run("bench cognition", json_, format_) as ctx:
        source = _dataset_path(dataset, data, conversations)
        from ..bench import cognition

        result = cognition.run(
            source, dataset=dataset, conversations=conversations, cache=cache, progress=info
        )
        ctx.emit(result)


def _dataset_path(dataset: str, data: Path | None, conversations: int | None) -> Path:
    """The data a retrieval benchmark reads, with its flags checked."""
    defaults = {
        "locomo": Path("../shared/bench/locomo10.json"),
        "beam": Path("../shared/bench/beam-500k"),
    }
    if dataset not in defaults:
        raise UsageError(
            f"unknown dataset {dataset!r}", hint="Use --dataset locomo or --dataset beam."
        )
    if conversations is not None and conversations < 1:
        raise UsageError("--conversations must be at least 1")
    return data or defaults[dataset]


@bench_app.command("recall")
def bench_recall(
    dataset: DatasetOpt = "locomo",
    data: DataOpt = None,
    conversations: ConversationsOpt = None,
    fast_too: Annotated[
        bool, typer.Option("--fast-too", help="Also measure keyword-only mode (--fast).")
    ] = False,
    with_dream: Annotated[
        bool, typer.Option("--with-dream", help="Also measure after `bower dream` ran.")
    ] = False,
    cache: CacheOpt = None,
    ingest_sample: Annotated[
        int,
        typer.Option(
            "--ingest-sample",
            help="Memories ingested fresh to compare with the raw embedder (0: skip).",
        ),
    ] = 300,
    json_: JsonOpt = False,
    format_: FormatOpt = None,
) -> None:
    """Retrieval quality (../shared/bench/PROTOCOL.md) next to BM25 and dense-only baselines.

    Reports R@k, hit@k, all@k, MRR and NDCG@10 overall, per question kind and macro (BEAM:
    also its five-type headline), R@5 deltas against each baseline with a paired sign test on
    hit@5 and a bootstrap interval on the R@5 difference, and ingest speed against the raw
    embedder on the same texts.
    """
    with _run("bench recall", json_, format_) as ctx:
        source = _dataset_path(dataset, data, conversations)
        if ingest_sample < 0:
            raise UsageError("--ingest-sample must be 0 or more")
        from ..bench import recall

        ctx.emit(
            recall.run(
                source,
                dataset=dataset,
                conversations=conversations,
                fast_too=fast_too,
                with_dream=with_dream,
                cache=cache,
                ingest_sample=ingest_sample,
                progress=info,
            ),
            "bench_recall",
        )
