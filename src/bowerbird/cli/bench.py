"""`bower bench …`: the benchmark commands (results and how to read them: BENCHMARKS.md)."""

from __future__ import annotations

from pathlib import Path
from typing import Annotated

import typer

from .. import UsageError
from .common import JsonOpt, app, run
from .output import info

bench_app = typer.Typer(help="Benchmarks (see BENCHMARKS.md for results and how to read them).")
app.add_typer(bench_app, name="bench")


@bench_app.command("core")
def bench_core(
    corpus_size: Annotated[
        int, typer.Option("--corpus-size", help="Generated memories to index.")
    ] = 10_000,
    runs: Annotated[int, typer.Option("--runs", help="Repeats of each whole-process timing.")] = 7,
    json_: JsonOpt = False,
) -> None:
    """Reindex throughput and whole-process status/query times on a generated corpus."""
    with run("bench core", None, json_) as ctx:
        if corpus_size < 1 or runs < 1:
            raise UsageError("--corpus-size and --runs must be at least 1")
        from ..bench import core

        ctx.emit(core.run(corpus_size, runs), "bench_core")


@bench_app.command("embed")
def bench_embed(json_: JsonOpt = False) -> None:
    """Default embedder: model load time, per-query latency, batch sentences per second."""
    with run("bench embed", None, json_) as ctx:
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
) -> None:
    """p50/p95 of each query tier in process, whole-process query times, and memory used."""
    with run("bench latency", None, json_) as ctx:
        if corpus_size < 1 or queries < 1 or runs < 1:
            raise UsageError("--corpus-size, --queries and --runs must be at least 1")
        from ..bench import latency

        ctx.emit(
            latency.run(corpus_size, queries, runs, home=corpus_home, progress=info),
            "bench_latency",
        )


@bench_app.command("curate")
def bench_curate(
    batch: Annotated[
        int, typer.Option("--batch", help="Notes in the batch throughput run.")
    ] = 1000,
    json_: JsonOpt = False,
) -> None:
    """Curate latency (in process and whole process), batch throughput, 50-note scenario."""
    with run("bench curate", None, json_) as ctx:
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
) -> None:
    """Facts stated in a conversation that a targeted query finds after `sync_turn`."""
    with run("bench facts", None, json_) as ctx:
        if k < 1:
            raise UsageError("--k must be at least 1")
        from ..bench import facts

        ctx.emit(facts.run(data, k))


@bench_app.command("secrets")
def bench_secrets(
    seed: Annotated[int, typer.Option("--seed", help="Seed of the generated corpus.")] = 12,
    json_: JsonOpt = False,
) -> None:
    """Redaction on a generated corpus: secrets detected per kind, false positives."""
    with run("bench secrets", None, json_) as ctx:
        from ..bench import secrets

        ctx.emit(secrets.run(seed))


@bench_app.command("dream")
def bench_dream(
    corpus_size: Annotated[
        int, typer.Option("--corpus-size", help="Generated memories (2% planted duplicates).")
    ] = 10_000,
    json_: JsonOpt = False,
) -> None:
    """Dream time on a generated corpus: plan, snapshot + apply, and rollback."""
    with run("bench dream", None, json_) as ctx:
        if corpus_size < 10:
            raise UsageError("--corpus-size must be at least 10")
        from ..bench import dreaming

        ctx.emit(dreaming.run(corpus_size), "bench_dream")


@bench_app.command("mcp")
def bench_mcp(
    clients: Annotated[int, typer.Option("--clients", help="Concurrent MCP clients.")] = 8,
    seconds: Annotated[float, typer.Option("--seconds", help="How long they run.")] = 30.0,
    json_: JsonOpt = False,
) -> None:
    """MCP handshake time, time to the first semantic result, and concurrent clients."""
    with run("bench mcp", None, json_) as ctx:
        if clients < 1 or seconds <= 0:
            raise UsageError("--clients must be at least 1 and --seconds positive")
        from ..bench import mcp as bench

        ctx.emit(bench.run(clients, seconds), "bench_mcp")


@bench_app.command("recall")
def bench_recall(
    dataset: Annotated[str, typer.Option("--dataset", help="Benchmark name (locomo).")] = "locomo",
    data: Annotated[
        Path, typer.Option("--data", help="Path of locomo10.json (not shipped with bowerbird).")
    ] = Path("../shared/bench/locomo10.json"),
    conversations: Annotated[
        int | None, typer.Option("--conversations", help="Only the first N conversations.")
    ] = None,
    fast_too: Annotated[
        bool, typer.Option("--fast-too", help="Also measure keyword-only mode (--fast).")
    ] = False,
    with_dream: Annotated[
        bool, typer.Option("--with-dream", help="Also measure after `bower dream` ran.")
    ] = False,
    json_: JsonOpt = False,
) -> None:
    """Retrieval quality on LoCoMo (../shared/bench/PROTOCOL.md) next to a BM25 baseline.

    Reports R@k, hit@k, all@k, MRR and NDCG@10 overall, per category and macro, with a paired
    sign test on hit@5 and a bootstrap interval on the R@5 difference.
    """
    with run("bench recall", None, json_) as ctx:
        if dataset != "locomo":
            raise UsageError(f"unknown dataset {dataset!r}", hint="Use --dataset locomo.")
        if conversations is not None and conversations < 1:
            raise UsageError("--conversations must be at least 1")
        from ..bench import recall

        ctx.emit(
            recall.run(
                data,
                conversations=conversations,
                fast_too=fast_too,
                with_dream=with_dream,
                progress=info,
            ),
            "bench_recall",
        )
