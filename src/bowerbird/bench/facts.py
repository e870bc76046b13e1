"""Conversation facts: how many facts stated in a conversation a targeted query finds after
``sync_turn`` has seen it (issue 11; data: ``tests/data/conversation_facts.json``).

The file holds ``turns`` (``{"user", "assistant"}``), ``facts`` (``{"query", "expect"}``) and an
``observed_at``. A fact is *kept* when one of the top ``k`` results of its query contains the
expected text (case-insensitive). The score is kept / planted.
"""

from __future__ import annotations

import tempfile
import time
from pathlib import Path
from typing import Any

from .. import Bower, parse_time
from .datasets import load_json


def load(path: Path) -> dict[str, Any]:
    """The scripted conversation, checked enough to name what is wrong with it."""

    def parse(doc: Any) -> dict[str, Any]:
        turns = [(str(t["user"]), str(t.get("assistant", ""))) for t in doc["turns"]]
        facts = [(str(f["query"]), str(f["expect"])) for f in doc["facts"]]
        return {"turns": turns, "facts": facts, "observed_at": doc.get("observed_at")}

    hint = 'Expected {"turns": [{"user", "assistant"}], "facts": [{"query", "expect"}]}.'
    return load_json(path, "conversation-facts file", hint, parse)


def run(path: Path, k: int = 5, provider: str = "default") -> dict[str, Any]:
    """Feed the conversation through ``sync_turn`` into a fresh home; query every fact."""
    doc = load(path)
    observed = parse_time(doc["observed_at"]) if doc["observed_at"] else None
    started = time.perf_counter()
    with (
        tempfile.TemporaryDirectory(prefix="bower-facts-") as tmp,
        Bower(tmp, overrides={"embed": {"provider": provider}}) as bower,
    ):
        for user, assistant in doc["turns"]:
            bower.sync_turn(user, assistant, observed_at=observed)
        ingest_s = time.perf_counter() - started
        misses = []
        for query, expect in doc["facts"]:
            hits = bower.query(query, limit=k, use_cache=False).results
            if not any(expect.lower() in h.content.lower() for h in hits):
                misses.append(
                    {"query": query, "expect": expect, "top": hits[0].content if hits else None}
                )
        memories = bower.status().counts.memories
    planted = len(doc["facts"])
    return {
        "turns": len(doc["turns"]),
        "planted": planted,
        "kept": planted - len(misses),
        "kept_share": round((planted - len(misses)) / max(1, planted), 3),
        "k": k,
        "memories": memories,
        "ingest_s": round(ingest_s, 2),
        "misses": misses,
    }
