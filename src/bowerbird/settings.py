"""Settings: defaults < ``config.toml`` in the home < ``BOWERBIRD_*`` env < explicit overrides.

One frozen dataclass per section (``[lock]``, ``[curate]``…), each field typed; closed sets are
``Literal`` types and ranges are stated beside the field. Every setting can be overridden from
the environment as ``BOWERBIRD_<SECTION>_<KEY>`` (``BOWERBIRD_QUERY_LIMIT=20``). Loading rejects
an unknown section or key, a value of the wrong type and a value outside its set or range,
naming where it came from, the key, the value and what is allowed (``SettingsError``, exit 2).
"""

from __future__ import annotations

import dataclasses
import functools
import math
import os
import re
import typing
from collections.abc import Mapping
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Literal

from .errors import SettingsError

# Sections are ``eq=False``: settings are never compared, and every method a dataclass
# generates is compiled at the start of every command.

MemoryType = Literal["fact", "decision", "pattern", "procedure", "context"]
Maturity = Literal["draft", "validated", "core", "archived"]
SecretsPolicy = Literal["redact", "refuse", "allow"]
EmbedProvider = Literal["auto", "default", "onnx", "openai", "fake", "none"]
# What a query falls back to when the configured embedder fails (each with its own vectors).
FallbackProvider = Literal["default", "onnx", "fake"]
ExtractorChoice = Literal["auto", "offline", "llm"]
WatchChoice = Literal["auto", "off"]
ResidentChoice = Literal["auto", "off"]
# Which tools `bower mcp` lists: the lean set (seeds' tools and what a turn needs) or every one.
McpTools = Literal["default", "all"]
# Who reads what an agent learned about its user: every agent of the home, or that one only.
ProfileSharing = Literal["shared", "per_agent"]
# Edges of the association graph (docs/decisions.md, *Cognition*). Seed 003's four kinds
# (temporal and semantic derived by the dream, causal and explicit set by an agent or a
# person), seed 001's typed relations, and our own: ``follows`` (the next turn of a thread),
# ``supersedes``/``contradicts`` (curate and the dream), ``covers`` (a summary's sources).
RelationType = Literal[
    "temporal",
    "semantic",
    "causal",
    "explicit",
    "related_to",
    "contradicts",
    "supersedes",
    "causes",
    "informs",
    "example_of",
    "prerequisite_for",
    "led_to",
    "follows",
]


# What ``bower import --format`` reads (gather/formats): ``auto`` tells them apart from the file.
ImportFormat = Literal[
    "auto",
    "bowerbird",
    "notes",
    "whatsapp",
    "chatgpt",
    "claude",
    "vcard",
    "markdown",
    "mem0",
    "brv",
]
# What ``bower export --as`` writes: our own stream (lossless), or mem0's JSON.
ExportFormat = Literal["bowerbird", "mem0"]


def _between(lo: float, hi: float | None = None) -> dict[str, Any]:
    return {"range": (lo, hi)}


_UNIT = _between(0.0, 1.0)
_POSITIVE = _between(0.0)
_AT_LEAST_ONE = _between(1)
# Waits: a day is the longest that makes sense (and the most a thread timeout accepts).
_SECONDS = _between(0.0, 86_400.0)


@dataclass(frozen=True, eq=False)
class LockSettings:
    """``[lock]``: how writers wait for each other."""

    # How long a writer waits for another process's write before giving up.
    timeout_s: float = field(default=60.0, metadata=_SECONDS)


@dataclass(frozen=True, eq=False)
class IndexSettings:
    """``[index]``: the index, SQLite in the home unless ``url`` names a Postgres server."""

    # postgresql://user:password@host:5432/db (or BOWERBIRD_INDEX_URL): the index lives in
    # Postgres (docs/postgres.md); empty: <home>/index.db. The tree stays the source of truth.
    url: str = ""
    # The Postgres schema of this home's tables; empty: bower_<hash of the home's path>, so
    # homes sharing a database never meet.
    schema: str = ""
    # Connections this process keeps open to Postgres.
    pool_size: int = field(default=8, metadata=_between(1, 256))

    # SQLite's own wait on a locked database; the home lock makes contention rare.
    busy_timeout_ms: int = field(default=30000, metadata=_between(0, 86_400_000))


@dataclass(frozen=True, eq=False)
class SyncSettings:
    """``[sync]``: how often a long-lived process looks for hand edits."""

    # A long-lived process (MCP server, agent provider) re-scans the tree for hand edits at
    # most this often; writes through bowerbird itself are visible at once regardless.
    # A one-shot CLI command always scans once.
    interval_s: float = field(default=1.0, metadata=_SECONDS)
    # A change journal kept by a background `bower watch` process (inotify, Linux) spares a
    # command the stat of every file: "auto" starts one once a scan sees watch_min_files
    # files (SQLite homes; docs/decisions.md "Fast one-shot commands"); "off" never.
    watch: WatchChoice = "auto"
    watch_min_files: int = field(default=20_000, metadata=_AT_LEAST_ONE)
    # A watcher nobody asked for this long exits (the next big scan starts it again).
    watch_idle_s: float = field(default=3600.0, metadata=_SECONDS)


@dataclass(frozen=True, eq=False)
class CurateSettings:
    """``[curate]``: what a note may be and how it is extracted."""

    agent: str = "default"
    # auto: the LLM when [llm] base_url and a model are set, else offline.
    extractor: ExtractorChoice = "auto"


@dataclass(frozen=True, eq=False)
class DreamSettings:
    """``[dream]``: thresholds and guard rails of the offline arrangement."""

    # Changes below this confidence wait in the review queue (above 1: every change does).
    review_below: float = field(default=0.7, metadata=_between(0.0, 1.01))
    # A plan removing or rewriting more than this share of live memories is not applied.
    max_change_share: float = field(default=0.25, metadata=_UNIT)
    link_similarity: float = field(default=0.80, metadata=_UNIT)
    # Notes of one agent written within this many minutes are chained by ``temporal`` edges
    # (0: none, the default: on the 300-step life test such an edge lifted a stale note
    # above the correction written minutes after it; docs/decisions.md, *Cognition*). A
    # derived edge whose two ends went unused this many days is dropped
    # (arrange/associations.py).
    # A hierarchy of summaries (arrange/hierarchy.py): each level groups about this many
    # memories (or summaries of the level below); off with ``summaries = false``.
    summaries: bool = True
    summary_fanout: int = field(default=10, metadata=_between(2, 1000))
    temporal_minutes: float = field(default=0.0, metadata=_between(0.0, 10_080.0))
    edge_fade_days: float = field(default=60.0, metadata=_between(1.0))
    merge_similarity: float = field(default=0.95, metadata=_UNIT)
    contradiction_similarity: float = field(default=0.85, metadata=_UNIT)
    cluster_min: int = field(default=3, metadata=_between(2))
    validate_accesses: int = field(default=3, metadata=_AT_LEAST_ONE)
    core_accesses: int = field(default=10, metadata=_AT_LEAST_ONE)
    prune_threshold: float = field(default=0.05, metadata=_UNIT)
    snapshot_keep: int = field(default=10, metadata=_AT_LEAST_ONE)
    # Never send memories to a non-local LLM during a dream: a hard rule, kept where every
    # request is sent (services/llm.py); accepted as true for configs that name it.
    local_only: bool = field(
        default=True,
        metadata={
            "fixed": True,
            "why": "consolidation is local-only and cannot be switched off (seed 004): "
            "a dream sends memories only to an LLM on this machine or its private network",
        },
    )


@dataclass(frozen=True, eq=False)
class LLMSettings:
    """``[llm]``: the OpenAI-compatible chat endpoint and its model routes."""

    # Any OpenAI-compatible server (OpenAI, vLLM, llama.cpp, Ollama's /v1...). Empty: none.
    base_url: str = ""
    model: str = ""
    curate_model: str = ""  # extraction: a stronger model (default: model)
    classify_model: str = ""  # classification and re-ranking: a cheap model (default: model)
    # Tried in order when the first fails (a TOML list, or comma-separated in the environment).
    fallback_models: tuple[str, ...] = ()
    api_key_env: str = "OPENAI_API_KEY"  # the variable's name, never the key itself
    timeout_s: float = field(default=20.0, metadata=_SECONDS)
    # Retries of one model by the SDK (with backoff, honouring Retry-After) before the next.
    max_retries: int = field(default=1, metadata=_between(0, 10))

    @property
    def configured(self) -> bool:
        return bool(self.base_url) and bool(self.model or self.curate_model)


@dataclass(frozen=True, eq=False)
class SecretsSettings:
    """``[secrets]``: what happens to credentials found in a note."""

    # redact: credentials become [REDACTED:<kind>]; refuse: the note is rejected;
    # allow: stored as given.
    policy: SecretsPolicy = "redact"


@dataclass(frozen=True, eq=False)
class DedupeSettings:
    """``[dedupe]``: similarity bands of a new draft against the nearest memory."""

    # Cosine similarity bands of a new draft against the nearest live memory (see
    # gather/dedupe.py; measured on the 50-note scenario in BENCHMARKS.md).
    # An addition glued onto a card makes a text nobody said (two notes in one memory,
    # a conflict read as more detail): off by default (1.0, never), each note its own
    # memory; a lower band appends what a note adds to the nearest card.
    append: float = field(default=1.0, metadata=_UNIT)
    conflict: float = field(default=0.90, metadata=_UNIT)
    correction: float = field(default=0.55, metadata=_UNIT)


@dataclass(frozen=True, eq=False)
class QuerySettings:
    """``[query]``: limits, fusion weights, cache tiers, re-ranking."""

    limit: int = field(default=10, metadata=_AT_LEAST_ONE)
    max_limit: int = field(default=50, metadata=_AT_LEAST_ONE)
    # Results scoring below this are dropped. 0, the default: a floor hid right answers
    # (a health question's physiotherapist at 0.18) and let noise through (questions about
    # someone the home never met top out near 0.4); weak results are marked instead.
    min_score: float = field(default=0.0, metadata=_UNIT)
    # A result is marked weak (retrieve/relevance.py) under this score, or under this share
    # of the best result's: measured on both dev sets' answerable questions against
    # questions the home cannot answer (BENCHMARKS.md, *Recall as users get it*).
    weak_below: float = field(default=0.3, metadata=_UNIT)
    weak_share: float = field(default=0.5, metadata=_UNIT)
    # ... unless its cosine to the question is at least this (changes nothing on the dev sets;
    # keeps a paraphrase that shares no word from being marked).
    weak_unless_semantic: float = field(default=0.5, metadata=_UNIT)
    # ... or if it holds at least this share of the question's words, IDF-weighted (also
    # free on the dev sets; a small home's BM25 gives common words no weight).
    weak_unless_coverage: float = field(default=0.4, metadata=_UNIT)
    # An answer whose best score is under ``asked_below`` and whose first hits hold less than
    # ``asked_share`` of what the question asks (its words less names and words of asking) is
    # weak throughout, but for a hit whose cosine is ``weak_unless_apart`` above the answer's
    # median (retrieve/relevance.py; chosen on LoCoMo, BENCHMARKS.md issue 61).
    asked_below: float = field(default=0.6, metadata=_UNIT)
    asked_share: float = field(default=0.34, metadata=_UNIT)
    weak_unless_apart: float = field(default=0.3, metadata=_UNIT)
    # ... and so is one whose best score is under ``unheard_below`` while the question asks
    # a word no memory holds ("How many times has Maria walked his turtles?" of a home that
    # never mentions a turtle), with the same exception.
    unheard_below: float = field(default=0.55, metadata=_UNIT)
    # Fusion weights of the fresh (tier 3) query, chosen on LoCoMo (docs/retrieval.md).
    weight_coverage: float = field(default=0.4, metadata=_POSITIVE)
    weight_bm25: float = field(default=0.2, metadata=_POSITIVE)
    weight_semantic: float = field(default=0.4, metadata=_POSITIVE)
    graph_weight: float = field(default=0.4, metadata=_POSITIVE)
    # Added to a memory that opens with a name the question uses, its speaker or subject
    # (retrieve/subject.py; chosen on both dev sets, BENCHMARKS.md issue 61).
    weight_subject: float = field(default=0.15, metadata=_POSITIVE)
    # Spreading activation over the association graph (retrieve/activation.py): how many
    # hops, how much each hop after the first keeps, and lateral inhibition (a node a hop
    # reaches with less than this share of that hop's strongest activation is silenced).
    # Chosen on both dev sets (docs/retrieval.md, *Spreading activation*).
    hops: int = field(default=1, metadata=_between(1, 5))
    # A hit on a summary (arrange/hierarchy.py) brings up to this many of its sources, best
    # match first, right after it (0: summaries answer alone).
    summary_sources: int = field(default=4, metadata=_between(0, 50))
    # A summary's score is multiplied by this (it quotes several memories: a precise question
    # must find the one memory first). 0, the default, leaves summaries out of recall: on the
    # dev sets they moved no headline up and cost LoCoMo's temporal questions .7178 → .7121
    # at 0.8 (BENCHMARKS.md, *Cognition*); `bower overview` reads them either way.
    summary_weight: float = field(default=0.0, metadata=_UNIT)
    hop_decay: float = field(default=0.5, metadata=_UNIT)
    inhibition: float = field(default=0.0, metadata=_UNIT)
    # Coverage of a memory longer than this many words is divided by ``words / this``: a
    # long message that names every query term in passing must not outrank a short one
    # about them. About one embedder chunk of technical text (docs/retrieval.md).
    coverage_words: int = field(default=128, metadata=_AT_LEAST_ONE)
    # A memory may be scored together with the memory it follows in a conversation (or the
    # one it supersedes), at this fraction of the pair's coverage; 0 switches it off.
    context_coverage: float = field(default=0.7, metadata=_UNIT)
    temporal_boost: float = field(default=0.1, metadata=_POSITIVE)
    # A question of at least this many words is also searched clause by clause, by meaning
    # (retrieve/aspects.py); 0 never splits. Shorter questions are one aspect.
    clause_words: int = field(default=16, metadata=_between(0))
    bm25_pool: int = field(default=200, metadata=_AT_LEAST_ONE)
    vector_pool: int = field(default=100, metadata=_AT_LEAST_ONE)
    # Past this many memories with vectors, vector search walks an int8 HNSW graph (kept in
    # <home>/vectors.hnsw/) and re-scores its proposals exactly, instead of multiplying the
    # whole float32 matrix; 0 never does. From the scale curve (BENCHMARKS.md): the graph
    # wins everything but ~2 ms of tier-3 time at 10K, and a write costs exact search ~50 ms
    # there, ~0.7 s at 100K: past 20K the graph is the better trade.
    ann_threshold: int = field(default=20_000, metadata=_between(0))
    # Cache tiers: entries per home, Jaccard threshold on query terms, cosine threshold
    # (a threshold above 1 switches its tier off).
    cache_size: int = field(default=256, metadata=_AT_LEAST_ONE)
    jaccard_threshold: float = field(default=0.8, metadata=_between(0.0, 1.01))
    semantic_threshold: float = field(default=0.95, metadata=_between(0.0, 1.01))
    # Record each returned memory in access.log (importance boost, slower decay).
    track_access: bool = True
    # Ask the configured LLM ([llm]) to re-order the top results when they are too close
    # to call: the best two within rerank_margin. Off by default: it costs an LLM call.
    rerank: bool = False
    rerank_margin: float = field(default=0.05, metadata=_UNIT)
    rerank_top: int = field(default=5, metadata=_between(2))


@dataclass(frozen=True, eq=False)
class EmbedSettings:
    """``[embed]``: the embedding model."""

    # auto = the first that can run, local first: onnx (model_dir), the shipped model, then
    # OpenAI, then Gemini when their keys are in the environment; default = all-MiniLM-L6-v2
    # shipped with bowerbird; onnx = model_dir with model.onnx and tokenizer.json; openai =
    # an OpenAI-compatible /embeddings endpoint; fake = tests; none = keyword search only.
    provider: EmbedProvider = "auto"
    # When a remote embedder (openai) fails, a query is embedded by these, in order, and
    # ranked against that model's own vectors (kept current beside the remote one's).
    fallback: tuple[FallbackProvider, ...] = ("default",)
    model_dir: str = ""
    base_url: str = ""
    model: str = ""
    api_key_env: str = "OPENAI_API_KEY"
    timeout_s: float = field(default=30.0, metadata=_SECONDS)
    # openai provider: retries by the SDK (backoff, Retry-After) before a call fails.
    max_retries: int = field(default=2, metadata=_between(0, 10))
    batch_size: int = field(default=16, metadata=_AT_LEAST_ONE)
    # Memories embedded inline by one curate (the rest wait for `bower reindex`).
    inline_limit: int = field(default=256, metadata=_between(0))


@dataclass(frozen=True, eq=False)
class FilesSettings:
    """``[files]``: plain markdown indexed beside the tree (docs/journal.md)."""

    # Index <home>/journal (MEMORY.md and the daily logs of `bower journal`).
    journal: bool = True
    # More folders of plain markdown (an OpenClaw workspace, an Obsidian vault), each
    # searched under its folder's name: paths = ["~/clawd", "~/notes"].
    paths: tuple[str, ...] = ()
    # Seed 002's chunks: ~400 estimated tokens, 80 overlapping.
    chunk_tokens: int = field(default=400, metadata=_between(64, 4000))
    chunk_overlap: int = field(default=80, metadata=_between(0, 1000))
    # `bower journal start`: MEMORY.md, today's and yesterday's logs within this many tokens.
    start_budget: int = field(default=4000, metadata=_between(100))
    # Seed 002's workspace files, each source's, put first in the session-start bundle (the
    # agent's operating instructions); USER.md, like MEMORY.md, never in a shared context.
    workspace_files: tuple[str, ...] = field(
        default=("AGENTS.md", "SOUL.md", "USER.md", "TOOLS.md", "IDENTITY.md"),
        metadata={"items": r"(?!\.\.?$)[^/\\]+", "form": "a file name (no folder)"},
    )
    # A longer workspace file is cut here, with a marker saying so (seed 002: 20,000).
    workspace_max_chars: int = field(default=20_000, metadata=_between(100))
    # `bower dream` promotes durable statements of the daily logs of this many last days.
    promote_days: int = field(default=7, metadata=_between(0, 3650))


@dataclass(frozen=True, eq=False)
class MessagesSettings:
    """``[messages]``: raw conversation messages kept beside the memories."""

    # Keep every synced or ingested turn verbatim under <home>/messages.
    keep: bool = True
    # A silence longer than this starts a new session (across agents).
    session_gap_minutes: float = field(default=60.0, metadata=_between(1.0, 10_080.0))
    # Seed 004's summarize_model_override: the [llm] model that summarises one agent's
    # sessions, as "agent=model" items (others use [llm] classify_model, then model).
    summarize_model_override: tuple[str, ...] = field(
        default=(), metadata={"items": r"[^=\s]+=\S+", "form": 'an "agent=model" string'}
    )


@dataclass(frozen=True, eq=False)
class PrivacySettings:
    """``[privacy]``: what may leave this machine."""

    # Conversation summaries go to the [llm] endpoint only when it is local (loopback or a
    # private address); otherwise they are made offline (extractive).
    local_only: bool = True


@dataclass(frozen=True, eq=False)
class ShareSettings:
    """``[share]``: what agents of this home may see of one another (seed 003 §9)."""

    # A memory scoring this or more (services/secrets/sensitivity.py) never enters a shared pool.
    max_sensitivity: float = field(default=0.5, metadata=_UNIT)
    # A home with one owner for all its agents may let them read each other freely (the
    # cross-agent searches as before the sharing protocol); off, they see only what both
    # owners shared.
    owner_override: bool = False
    # "shared": the user's profile is the user's, and what one agent learned about them
    # (their name, their city) every agent of the home reads, so no agent relearns it (seed
    # 004); "per_agent": a learned value is read only by the agents that learned it, the
    # others counting it as withheld (issue 53's rule). Raw messages stay their agent's
    # either way.
    profiles: ProfileSharing = "shared"


@dataclass(frozen=True, eq=False)
class ServeSettings:
    """``[serve]``: the resident process that answers one-shot commands (cli/resident.py)."""

    # "auto": the first command that needs the model starts a small background server for
    # the home, which answers every later command with everything warm; "off": every
    # command works in its own process (docs/decisions.md "A resident process").
    resident: ResidentChoice = "auto"
    # A resident asked nothing for this long exits (the next such command starts another).
    resident_idle_s: float = field(default=900.0, metadata=_SECONDS)
    # ... and after this long, it lets the model go (~150 MiB, reloaded by the next command
    # that embeds, in ~0.4 s): what it keeps while idle is what a query needs at once.
    resident_unload_s: float = field(default=120.0, metadata=_SECONDS)


@dataclass(frozen=True, eq=False)
class McpSettings:
    """``[mcp]``: the MCP server (``bower mcp``, and ``bower serve``'s ``/mcp``)."""

    # "default": the lean list (docs/decisions.md, *Lean MCP surface*): every tool definition
    # is read by the model on every turn, so fewer, shorter ones; the rest stay callable by
    # name. "all": every tool listed (`bower mcp --tools all`).
    tools: McpTools = "default"


_KIB, _MIB = 1024, 1024 * 1024


@dataclass(frozen=True, eq=False)
class LimitsSettings:
    """``[limits]``: the most anything read from outside may hold, decided before it is parsed
    (issue 53) and shared by every door: curate, the importers, ``migrate``, the journal, the
    index and the HTTP API. Past a limit an import skips the part (a note, a message's extra
    lines) and says why, or refuses the file before anything is imported from it; nothing is
    read whole first to find out. Time follows: every reader is linear in what it reads."""

    # A note: curate, edit, the HTTP API, a journal entry, a note of a notes JSONL, a
    # markdown or ByteRover file imported.
    note_bytes: int = field(default=1 * _MIB, metadata=_between(_KIB))
    # A file of the tree (a memory) indexed; a larger one is "skipped: too large".
    tree_file_bytes: int = field(default=4 * _MIB, metadata=_between(_KIB))
    # A journal or [files] markdown file indexed; a larger one is "skipped: too large".
    journal_file_bytes: int = field(default=4 * _MIB, metadata=_between(_KIB))
    # An export read by `bower import`/`migrate`: the file, or its member inside a zip
    # (counted as it is decompressed, whatever the zip declares).
    export_bytes: int = field(default=512 * _MIB, metadata=_between(_KIB))
    # A stream named as the file to import (a pipe, /dev/stdin, `-`), kept in a temporary copy.
    stream_bytes: int = field(default=256 * _MIB, metadata=_between(_KIB))
    # Members of a zip, and files of a folder, an import looks at.
    files: int = field(default=100_000, metadata=_AT_LEAST_ONE)
    # How deep JSON may nest (exports, JSONL lines, request bodies are far shallower).
    json_depth: int = field(default=64, metadata=_between(8, 1000))
    # One message of a chat or transcript; the rest of its lines are dropped and counted.
    message_bytes: int = field(default=1 * _MIB, metadata=_between(_KIB))
    # A run of empty lines no real chat has: the file is refused as no chat.
    blank_lines: int = field(default=10_000, metadata=_AT_LEAST_ONE)
    # An HTTP request body (`bower serve`; its --max-body overrides it).
    request_bytes: int = field(default=8 * _MIB, metadata=_between(_KIB))
    # A query's text, on every door (the CLI, MCP, HTTP, the facade): a question, not a
    # document (an 8 MB MCP query held a CPU for 13 minutes).
    query_chars: int = field(default=10_000, metadata=_between(100, 1_000_000))


SECTIONS: dict[str, type[Any]] = {
    "lock": LockSettings,
    "index": IndexSettings,
    "sync": SyncSettings,
    "curate": CurateSettings,
    "dream": DreamSettings,
    "llm": LLMSettings,
    "secrets": SecretsSettings,
    "dedupe": DedupeSettings,
    "query": QuerySettings,
    "embed": EmbedSettings,
    "files": FilesSettings,
    "messages": MessagesSettings,
    "privacy": PrivacySettings,
    "share": ShareSettings,
    "serve": ServeSettings,
    "mcp": McpSettings,
    "limits": LimitsSettings,
}


@dataclass(frozen=True, eq=False)
class Settings:
    """Resolved, validated settings for one home."""

    home: Path
    lock: LockSettings = LockSettings()
    index: IndexSettings = IndexSettings()
    sync: SyncSettings = SyncSettings()
    curate: CurateSettings = CurateSettings()
    dream: DreamSettings = DreamSettings()
    llm: LLMSettings = LLMSettings()
    secrets: SecretsSettings = SecretsSettings()
    dedupe: DedupeSettings = DedupeSettings()
    query: QuerySettings = QuerySettings()
    embed: EmbedSettings = EmbedSettings()
    files: FilesSettings = FilesSettings()
    messages: MessagesSettings = MessagesSettings()
    privacy: PrivacySettings = PrivacySettings()
    share: ShareSettings = ShareSettings()
    serve: ServeSettings = ServeSettings()
    mcp: McpSettings = McpSettings()
    limits: LimitsSettings = LimitsSettings()

    @property
    def tree_dir(self) -> Path:
        return self.home / "tree"

    @property
    def index_path(self) -> Path:
        return self.home / "index.db"


def default_home() -> Path:
    """The home used when none is given: ``$BOWERBIRD_HOME``, else ``~/.bowerbird``."""
    env = os.environ.get("BOWERBIRD_HOME")
    return Path(env).expanduser() if env else Path.home() / ".bowerbird"


# ---------------------------------------------------------------- validation

_TRUE, _FALSE = {"1", "true", "yes", "on"}, {"0", "false", "no", "off"}


def _describe(kind: Any) -> str:
    if typing.get_origin(kind) is Literal:
        return "one of: " + ", ".join(str(a) for a in typing.get_args(kind))
    if typing.get_origin(kind) is tuple:
        element = typing.get_args(kind)[0]
        if typing.get_origin(element) is Literal:
            return "a list of: " + ", ".join(str(a) for a in typing.get_args(element))
        return "a list of strings"
    names = {bool: "true or false", int: "a whole number", float: "a number", str: "a string"}
    return names.get(kind, str(kind))


def _convert(kind: Any, raw: Any) -> Any:
    """``raw`` as ``kind``; ``ValueError`` when it cannot be (strings come from the env)."""
    if typing.get_origin(kind) is Literal:
        if isinstance(raw, str) and raw.strip() in typing.get_args(kind):
            return raw.strip()
        raise ValueError(raw)
    if typing.get_origin(kind) is tuple:
        items = raw.split(",") if isinstance(raw, str) else raw
        if not isinstance(items, list | tuple) or not all(isinstance(i, str) for i in items):
            raise ValueError(raw)
        values = tuple(i.strip() for i in items if i.strip())
        element = typing.get_args(kind)[0]
        if typing.get_origin(element) is Literal and any(
            v not in typing.get_args(element) for v in values
        ):
            raise ValueError(raw)
        return values
    if kind is bool:
        if isinstance(raw, bool):
            return raw
        text = str(raw).strip().lower() if isinstance(raw, str) else ""
        if text in _TRUE | _FALSE:
            return text in _TRUE
        raise ValueError(raw)
    if kind is int:
        if isinstance(raw, bool) or (isinstance(raw, float) and not raw.is_integer()):
            raise ValueError(raw)
        return int(raw.strip() if isinstance(raw, str) else raw)
    if kind is float:
        if isinstance(raw, bool) or not isinstance(raw, int | float | str):
            raise ValueError(raw)
        return float(raw)
    if kind is str:
        if not isinstance(raw, str):
            raise ValueError(raw)
        return raw
    raise ValueError(raw)  # pragma: no cover - every field type is handled above


def _coerce(section: str, spec: dataclasses.Field[Any], kind: Any, raw: Any, origin: str) -> Any:
    """Convert and range-check one value, or raise ``SettingsError`` naming all of it."""
    name = f"[{section}] {spec.name}"
    try:
        value = _convert(kind, raw)
    except (TypeError, ValueError):
        raise SettingsError(
            f"{origin}: {name} = {raw!r} is not {_describe(kind)}",
            hint=f"Set {name} to {_describe(kind)} (default: {spec.default!r}).",
        ) from None
    if isinstance(value, float) and not math.isfinite(value):
        raise SettingsError(
            f"{origin}: {name} = {raw!r} is not a finite number",
            hint=f"Set {name} to a number (default: {spec.default!r}).",
        )
    items = spec.metadata.get("items")
    if items is not None and isinstance(value, tuple):
        wrong = [v for v in value if not re.fullmatch(items, v)]
        if wrong:
            raise SettingsError(
                f"{origin}: {name} has {wrong[0]!r}, which is not {spec.metadata['form']}",
                hint=f"Write each item of {name} as {spec.metadata['form']}.",
            )
    if "fixed" in spec.metadata and value != spec.metadata["fixed"]:
        raise SettingsError(
            f"{origin}: {name} = {raw!r}: {spec.metadata['why']}",
            hint=f"Remove {name} (it can only be {spec.metadata['fixed']!r}).",
        )
    lo, hi = spec.metadata.get("range", (None, None))
    if (lo is not None and value < lo) or (hi is not None and value > hi):
        allowed = f"between {lo} and {hi}" if hi is not None else f"at least {lo}"
        raise SettingsError(
            f"{origin}: {name} = {raw!r} is out of range (allowed: {allowed})",
            hint=f"Set {name} to a value {allowed} (default: {spec.default!r}).",
        )
    return value


@functools.cache
def _schema(section: str) -> tuple[dict[str, dataclasses.Field[Any]], dict[str, Any]]:
    """The fields of a section and their resolved types (resolved once per process)."""
    cls = SECTIONS[section]
    return {f.name: f for f in dataclasses.fields(cls)}, typing.get_type_hints(cls)


# Settings that existed once: a config naming one gets told why it went, not "unknown".
_RETIRED = {
    ("dedupe", "update"): "a note that adds detail now always updates its memory.",
    ("dedupe", "duplicate"): "a note is a duplicate only when it adds nothing, at any similarity.",
}
# Settings that moved (issue 53 gathered the limits in ``[limits]``): the old name still
# works, as the new one.
_MOVED = {
    ("curate", "max_bytes"): ("limits", "note_bytes"),
    ("index", "max_file_bytes"): ("limits", "tree_file_bytes"),
    ("files", "max_file_bytes"): ("limits", "journal_file_bytes"),
}


def section_with(
    section: str, current: Any, values: Mapping[str, Any], origin: str, skip_none: bool = False
) -> Any:
    """``current`` (a section dataclass) with ``values`` validated and applied."""
    specs, hints = _schema(section)
    changes: dict[str, Any] = {}
    for key, raw in values.items():
        if (section, key) in _RETIRED:
            raise SettingsError(
                f"{origin}: [{section}] {key} is no longer used",
                hint=f"Delete it: {_RETIRED[section, key]}",
            )
        if key not in specs:
            raise SettingsError(
                f"{origin}: unknown setting [{section}] {key}",
                hint=f"Known in [{section}]: {', '.join(sorted(specs))}.",
            )
        if raw is None and skip_none:
            continue
        changes[key] = _coerce(section, specs[key], hints[key], raw, origin)
    return dataclasses.replace(current, **changes) if changes else current


def load_settings(
    home: Path | str | None = None,
    overrides: Mapping[str, Mapping[str, Any]] | None = None,
    env: Mapping[str, str] | None = None,
) -> Settings:
    """Resolve the settings for ``home`` (see the module docstring for precedence)."""
    env = os.environ if env is None else env
    home_path = Path(home).expanduser() if home else default_home()
    sections: dict[str, Any] = {name: cls() for name, cls in SECTIONS.items()}

    config_file = home_path / "config.toml"
    if config_file.is_file():
        import tomllib  # only paid for when a config file exists

        try:
            data = tomllib.loads(config_file.read_text(encoding="utf-8"))
        except (tomllib.TOMLDecodeError, UnicodeDecodeError) as exc:
            raise SettingsError(f"{config_file}: not valid TOML ({exc})") from exc
        except RecursionError as exc:
            raise SettingsError(f"{config_file}: not valid TOML (nested too deeply)") from exc
        for name, keys in data.items():
            _known_section(name, keys, str(config_file))
            for (was, key), (now, moved) in _MOVED.items():
                if was == name and key in keys:
                    keys = {k: v for k, v in keys.items() if k != key}
                    change = {moved: data[name][key]}
                    sections[now] = section_with(now, sections[now], change, str(config_file))
            sections[name] = section_with(name, sections[name], keys, str(config_file))

    for (was, key), (now, moved) in _MOVED.items():
        var = f"BOWERBIRD_{was.upper()}_{key.upper()}"
        if var in env:
            sections[now] = section_with(now, sections[now], {moved: env[var]}, var)
    for name, cls in SECTIONS.items():
        for spec in dataclasses.fields(cls):
            var = f"BOWERBIRD_{name.upper()}_{spec.name.upper()}"
            if var in env:
                sections[name] = section_with(name, sections[name], {spec.name: env[var]}, var)

    if "BOWERBIRD_AGENT" in env:  # the short form of BOWERBIRD_CURATE_AGENT (`--agent`)
        agent = {"agent": env["BOWERBIRD_AGENT"]}
        sections["curate"] = section_with("curate", sections["curate"], agent, "BOWERBIRD_AGENT")
    for name, keys in (overrides or {}).items():
        _known_section(name, keys, "option")
        sections[name] = section_with(name, sections[name], keys, "option", skip_none=True)
    _check_agent(sections["curate"].agent)
    return Settings(home=home_path, **sections)


AGENT_NAME = re.compile(r"[A-Za-z0-9][A-Za-z0-9._-]{0,63}")


def with_agent(settings: Settings, name: str) -> Settings:
    """``settings`` reading and writing as agent ``name`` (validated)."""
    _check_agent(name)
    curate = dataclasses.replace(settings.curate, agent=name)
    return dataclasses.replace(settings, curate=curate)


def _check_agent(name: str) -> None:
    """An agent name is a namespace label: letters, digits, '.', '_', '-', at most 64."""
    if not AGENT_NAME.fullmatch(name):
        raise SettingsError(
            f"agent name {name!r} is not allowed",
            hint="Use letters, digits, '.', '_' or '-' (at most 64), starting with a letter "
            "or digit: --agent research-bot.",
        )


def _known_section(name: str, keys: Any, origin: str) -> None:
    if name not in SECTIONS or not isinstance(keys, Mapping):
        raise SettingsError(
            f"{origin}: unknown section [{name}]",
            hint=f"Known sections: {', '.join(sorted(SECTIONS))}.",
        )
