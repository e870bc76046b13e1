# Seed 001 §9.1, verbatim: the "canonical" Hermes provider a seed reader writes against
# `bower`. The contract tests run it unmodified (tests/contracts); do not edit it.
# ruff: noqa
# mypy: ignore-errors
# plugins/hermes/provider.py
# This is the canonical implementation that all Hermes agents use.

from abc import ABC, abstractmethod
from dataclasses import dataclass, field
from typing import Optional
import json, subprocess, os

@dataclass
class Memory:
    id: str
    content: str
    summary: str
    mem_type: str        # fact|pattern|decision|procedure|context
    importance: float
    score: float          # Relevance score from query
    metadata: dict = field(default_factory=dict)

class RetrieverProvider:
    """
    Hermes MemoryProvider implementation backed by the `rv` Go binary.
    Communicates via subprocess (stdout JSON), same contract as ByteRover's `brv`.
    """

    def __init__(self, binary_path: str = "rv", db_path: Optional[str] = None):
        self.binary = binary_path
        self.db_path = db_path
        self._verify_binary()

    def _verify_binary(self):
        """Fail fast if `rv` binary is not found or wrong version."""
        result = subprocess.run(
            [self.binary, "status"],
            capture_output=True, text=True, timeout=5
        )
        if result.returncode != 0:
            raise RuntimeError(f"rv binary not functional: {result.stderr}")

    def _run(self, *args: str, timeout: int = 10) -> dict:
        """Execute bower command and return parsed JSON response."""
        cmd = [self.binary] + list(args)
        if self.db_path:
            cmd.extend(["--db-path", self.db_path])

        result = subprocess.run(
            cmd, capture_output=True, text=True, timeout=timeout
        )

        if result.returncode != 0:
            raise RuntimeError(f"rv failed: {result.stderr}")

        data = json.loads(result.stdout)
        if not data.get("success", False):
            raise RuntimeError(f"rv error: {data.get('data', {}).get('error', 'unknown')}")

        return data["data"]

    # ── MemoryProvider ABC methods ──────────────────────────────────

    def prefetch(self, query: str, limit: int = 5) -> list[Memory]:
        """
        Called BEFORE each LLM turn. Returns context to inject.
        Uses hybrid search (BM25 + vector + graph).
        """
        data = self._run("query", query, "--limit", str(limit))
        return [self._to_memory(r["memory"], r["score"]) for r in data["results"]]

    def sync_turn(self, messages: list[dict]) -> None:
        """
        Called AFTER each LLM turn. Extracts and stores memories.
        Messages is a list of {"role": "...", "content": "..."} dicts.
        """
        # Extract the assistant's response for curation
        assistant_texts = [
            m["content"] for m in messages
            if m.get("role") == "assistant" and len(m.get("content", "")) > 100
        ]
        for text in assistant_texts:
            self._run("curate", text)

    def query(self, query: str, limit: int = 10) -> list[Memory]:
        """Explicit memory search (used by agent tools)."""
        return self.prefetch(query, limit)

    def curate(self, content: str, mem_type: str = "", tags: list[str] = None) -> dict:
        """Explicit memory storage."""
        args = ["curate", content]
        if mem_type:
            args.extend(["--type", mem_type])
        if tags:
            args.extend(["--tags", ",".join(tags)])
        return self._run(*args)

    def status(self) -> dict:
        """System statistics."""
        return self._run("status")

    # ── Internal helpers ────────────────────────────────────────────

    def _to_memory(self, mem_data: dict, score: float) -> Memory:
        return Memory(
            id=mem_data["id"],
            content=mem_data["content"],
            summary=mem_data.get("summary", ""),
            mem_type=mem_data.get("type", "fact"),
            importance=mem_data.get("importance", 0.5),
            score=score,
            metadata=mem_data.get("metadata", {}),
        )
