"""Configuration: defaults < ``config.toml`` in the home < ``BOWERBIRD_*`` env < explicit flags.

Settings are grouped in sections (``[lock]``, ``[curate]``…). Every setting can be overridden
from the environment as ``BOWERBIRD_<SECTION>_<KEY>`` (``BOWERBIRD_QUERY_LIMIT=20``). Values are
checked against the type of their default so that a typo fails loudly, naming the key.
"""

from __future__ import annotations

import os
from collections.abc import Mapping
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from .errors import ConfigError

DEFAULTS: dict[str, dict[str, Any]] = {
    "lock": {
        # How long a writer waits for another process's write before giving up.
        "timeout_s": 60.0,
    },
    "index": {
        # SQLite's own wait on a locked database; the home lock makes contention rare.
        "busy_timeout_ms": 30000,
    },
    "sync": {
        # A long-lived process (MCP server, agent provider) re-scans the tree for hand edits at
        # most this often; writes through bowerbird itself are visible at once regardless.
        # A one-shot CLI command always scans once.
        "interval_s": 1.0,
    },
    "curate": {
        "max_bytes": 1_048_576,
        "agent": "default",
        # auto: the LLM when [llm] base_url is set, else offline; offline; llm.
        "extractor": "auto",
    },
    "dream": {
        # Changes below this confidence wait in the review queue.
        "review_below": 0.7,
        # A plan removing or rewriting more than this share of live memories is not applied.
        "max_change_share": 0.25,
        "link_similarity": 0.80,
        "merge_similarity": 0.95,
        "contradiction_similarity": 0.85,
        "cluster_min": 3,
        "validate_accesses": 3,
        "core_accesses": 10,
        "prune_threshold": 0.05,
        "snapshot_keep": 10,
        # Never send memories to a non-local LLM during a dream (seed 004).
        "local_only": True,
    },
    "llm": {
        # Any OpenAI-compatible server (OpenAI, vLLM, llama.cpp, Ollama's /v1...). Empty: none.
        "base_url": "",
        "model": "",
        "curate_model": "",  # extraction: a stronger model (default: model)
        "classify_model": "",  # classification: a cheap model (default: model)
        "fallback_models": "",  # comma-separated, tried in order when the first fails
        "api_key_env": "OPENAI_API_KEY",  # the variable's name, never the key itself
        "timeout_s": 20.0,
        "max_retries": 1,
    },
    "secrets": {
        # redact: credentials become [REDACTED:<kind>]; refuse: the note is rejected;
        # allow: stored as given.
        "policy": "redact",
    },
    "dedupe": {
        # Cosine similarity bands of a new draft against the nearest live memory
        # (see dedupe.py; measured on the 50-note scenario in BENCHMARKS.md).
        "append": 0.80,
        "update": 0.88,
        "duplicate": 0.95,
        "conflict": 0.90,
        "correction": 0.70,
    },
    "query": {
        "limit": 10,
        "max_limit": 50,
        # Results scoring below this are dropped: measured on LoCoMo, fewer than 2% of results
        # under 0.2 are relevant, and unrelated queries top out below it (BENCHMARKS.md).
        "min_score": 0.2,
        # Fusion weights of the fresh (tier 3) query, chosen on LoCoMo (docs/retrieval.md).
        "weight_coverage": 0.4,
        "weight_bm25": 0.2,
        "weight_semantic": 0.4,
        "graph_weight": 0.5,
        "temporal_boost": 0.1,
        "bm25_pool": 200,
        "vector_pool": 100,
        # Cache tiers: entries per home, Jaccard threshold on query terms, cosine threshold.
        "cache_size": 256,
        "jaccard_threshold": 0.8,
        "semantic_threshold": 0.95,
        # Record each returned memory in access.log (importance boost, slower decay).
        "track_access": True,
        # Ask the configured LLM ([llm]) to re-order the top results when they are too close
        # to call: the best two within rerank_margin. Off by default: it costs an LLM call.
        "rerank": False,
        "rerank_margin": 0.05,
        "rerank_top": 5,
    },
    "embed": {
        # default = all-MiniLM-L6-v2 shipped with bowerbird; onnx = model_dir with model.onnx
        # and tokenizer.json; openai = an OpenAI-compatible /embeddings endpoint; fake = tests;
        # none = keyword search only.
        "provider": "default",
        "model_dir": "",
        "base_url": "",
        "model": "",
        "api_key_env": "OPENAI_API_KEY",
        "timeout_s": 30.0,
        "batch_size": 16,
        # Memories embedded inline by one curate (the rest wait for `bower reindex`).
        "inline_limit": 256,
    },
}


def default_home() -> Path:
    """The home used when none is given: ``$BOWERBIRD_HOME``, else ``~/.bowerbird``."""
    env = os.environ.get("BOWERBIRD_HOME")
    return Path(env).expanduser() if env else Path.home() / ".bowerbird"


@dataclass(frozen=True)
class Config:
    """Resolved settings for one home."""

    home: Path
    values: dict[str, dict[str, Any]] = field(default_factory=dict)

    def get(self, section: str, key: str) -> Any:
        """Return one setting; unknown names are a programming error."""
        return self.values[section][key]

    @property
    def tree_dir(self) -> Path:
        return self.home / "tree"

    @property
    def index_path(self) -> Path:
        return self.home / "index.db"


def _coerce(section: str, key: str, raw: Any, default: Any, origin: str) -> Any:
    """Convert ``raw`` to the type of ``default`` or raise a ConfigError naming the key."""
    want = type(default)
    try:
        if want is bool:
            if isinstance(raw, bool):
                return raw
            text = str(raw).strip().lower()
            if text in {"1", "true", "yes", "on"}:
                return True
            if text in {"0", "false", "no", "off"}:
                return False
            raise ValueError(raw)
        if want is int and not isinstance(raw, bool):
            return int(raw)
        if want is float and not isinstance(raw, bool):
            return float(raw)
        if want is str:
            return str(raw)
    except (TypeError, ValueError):
        pass
    raise ConfigError(
        f"{origin}: [{section}] {key} = {raw!r} is not a valid {want.__name__}",
        hint=f"Set [{section}] {key} to a {want.__name__} (default: {default!r}).",
    )


def load_config(
    home: Path | str | None = None,
    overrides: Mapping[str, Mapping[str, Any]] | None = None,
    env: Mapping[str, str] | None = None,
) -> Config:
    """Resolve the configuration for ``home`` (see module docstring for precedence)."""
    env = os.environ if env is None else env
    home_path = Path(home).expanduser() if home else default_home()
    values = {section: dict(keys) for section, keys in DEFAULTS.items()}

    config_file = home_path / "config.toml"
    if config_file.is_file():
        import tomllib  # only paid for when a config file exists

        try:
            data = tomllib.loads(config_file.read_text(encoding="utf-8"))
        except (tomllib.TOMLDecodeError, UnicodeDecodeError) as exc:
            raise ConfigError(f"{config_file}: not valid TOML ({exc})") from exc
        for section, keys in data.items():
            if section not in values or not isinstance(keys, dict):
                raise ConfigError(
                    f"{config_file}: unknown section [{section}]",
                    hint=f"Known sections: {', '.join(sorted(values))}.",
                )
            for key, raw in keys.items():
                if key not in values[section]:
                    raise ConfigError(
                        f"{config_file}: unknown setting [{section}] {key}",
                        hint=f"Known in [{section}]: {', '.join(sorted(values[section]))}.",
                    )
                values[section][key] = _coerce(
                    section, key, raw, DEFAULTS[section][key], str(config_file)
                )

    for section, keys in values.items():
        for key in keys:
            name = f"BOWERBIRD_{section.upper()}_{key.upper()}"
            if name in env:
                keys[key] = _coerce(section, key, env[name], DEFAULTS[section][key], name)

    for section, keys in (overrides or {}).items():
        for key, raw in keys.items():
            if raw is not None:
                values[section][key] = _coerce(section, key, raw, DEFAULTS[section][key], "option")
    return Config(home=home_path, values=values)
