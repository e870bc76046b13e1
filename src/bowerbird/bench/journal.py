"""`bower bench journal`: indexing plain markdown, and query latency with chunks beside memories.

Part 1 — indexing. ``files`` markdown notes of ~5 KB (headings and paragraphs of real English
words, so chunks tokenize like prose) are written to a ``[files] paths`` folder of an empty
home, then timed: the first scan (read, chunk, FTS) and embedding every chunk with the
configured model; a rescan with nothing changed; then one paragraph of ``edits`` files is
changed and the rescan and re-embedding timed again, counting the texts the model was given.

Part 2 — query latency. A home with ``memories`` generated memories and a folder chunked into
about ``chunks`` chunks; the same queries run fresh (tier 3, hybrid) with the journal searched
and without it, in one process and one run, so the ratio is what searching the chunks costs.
"""

from __future__ import annotations

import os
import random
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

from .. import Bower
from .corpus import english_vocabulary, generate
from .stats import percentiles

_BYTES_PER_FILE = 5_000


def _note(rng: random.Random, words: list[str], weights: list[float], n: int) -> str:
    """A ~5 KB note: a title, sections, paragraphs."""
    parts = [f"# Note {n}: {' '.join(rng.choices(words, weights, k=4))}", ""]
    size = 0
    section = 0
    while size < _BYTES_PER_FILE:
        if size == 0 or rng.random() < 0.25:
            section += 1
            parts += [f"## Section {section} {rng.choice(words)}", ""]
        paragraph = " ".join(rng.choices(words, weights, k=rng.randint(30, 90))).capitalize()
        parts += [paragraph + ".", ""]
        size += len(paragraph) + 2
    return "\n".join(parts)


def write_notes(folder: Path, count: int, seed: int = 7) -> list[Path]:
    """``count`` notes in 20 subfolders of ``folder``."""
    rng = random.Random(seed)
    words = english_vocabulary(5000, seed)
    weights = [1.0 / (rank + 1) ** 0.8 for rank in range(len(words))]
    paths = []
    for n in range(count):
        target = folder / f"topic-{n % 20:02d}" / f"note-{n:05d}.md"
        target.parent.mkdir(parents=True, exist_ok=True)
        target.write_text(_note(rng, words, weights, n), encoding="utf-8")
        paths.append(target)
    return paths


def _timed(fn: Callable[[], Any]) -> tuple[Any, float]:
    start = time.perf_counter()
    out = fn()
    return out, round(time.perf_counter() - start, 3)


def indexing(root: Path, files: int, edits: int, say: Callable[[str], None]) -> dict[str, Any]:
    """Part 1 (see the module docstring)."""
    notes = root / "notes"
    say(f"writing {files:,} notes…")
    paths = write_notes(notes, files)
    size = sum(p.stat().st_size for p in paths)
    overrides: dict[str, dict[str, Any]] = {
        "files": {"paths": [str(notes)]},
        "sync": {"interval_s": 0},
    }
    with Bower(root / "home", overrides=overrides) as bower:
        bower.embedder.embed(["load the model before the clock starts"])  # type: ignore[union-attr]
        say("first scan and embedding…")
        report, scan_s = _timed(bower.sync)
        chunks = bower.status().journal["chunks"]
        embedded, embed_s = _timed(bower.catch_up)
        _, rescan_s = _timed(bower.sync)
        rng = random.Random(3)
        for path in rng.sample(paths, edits):
            text = path.read_text(encoding="utf-8")
            paragraphs = text.split("\n\n")
            at = rng.randrange(2, len(paragraphs))
            paragraphs[at] = paragraphs[at].replace(" ", " edited ", 1)
            path.write_text("\n\n".join(paragraphs), encoding="utf-8")
        say(f"rescan after editing {edits} files…")
        edited, edit_scan_s = _timed(bower.sync)
        re_embedded, edit_embed_s = _timed(bower.catch_up)
    return {
        "files": files,
        "megabytes": round(size / 1e6, 2),
        "chunks": chunks,
        "first_scan_s": scan_s,
        "first_embed_s": embed_s,
        "embedded_texts": embedded,
        "chunks_per_s_embedding": round(embedded / embed_s, 1) if embed_s else None,
        "files_per_s_scan": round(files / scan_s, 1) if scan_s else None,
        "rescan_unchanged_s": rescan_s,
        "edited_files": edits,
        "edited_rescan_s": edit_scan_s,
        "edited_files_reindexed": edited.journal.updated if edited.journal else 0,
        "re_embedded_texts": re_embedded,
        "edited_embed_s": edit_embed_s,
        "scan_errors": len(report.new_errors),
    }


def latency(
    root: Path, memories: int, chunks: int, queries: int, say: Callable[[str], None]
) -> dict[str, Any]:
    """Part 2 (see the module docstring)."""
    home, notes = root / "home", root / "notes"
    overrides: dict[str, dict[str, Any]] = {
        "files": {"paths": [str(notes)]},
        "query": {"track_access": False},
    }
    with Bower(home, overrides=overrides) as bower:
        have = bower.status()
        if have.counts.memories != memories:
            say(f"generating {memories:,} memories…")
            generate(home / "tree", memories, english=True)
        if have.journal["chunks"] < chunks * 0.9:
            # ~5.5 chunks per 5 KB note at the default chunk size (sections, overlap).
            say(f"writing notes for ~{chunks:,} chunks…")
            write_notes(notes, max(1, round(chunks / 5.5)), seed=11)
        say("indexing and embedding (minutes at this size; --corpus-home keeps them)…")
        bower.sync()
        bower.catch_up()
        status = bower.status()
        words = english_vocabulary(5000, seed=42)
        qs = [f"{words[i * 3 + 1]} {words[i * 7 + 3]} {words[i * 13 + 11]}" for i in range(queries)]
        bower.query("warm up the model and both vector matrices", use_cache=False)
        timings: dict[str, list[float]] = {"with_journal": [], "memories_only": []}
        kinds = {"chunk": 0, "memory": 0}
        say("timing queries…")
        for q in qs:  # alternated, so both see the same machine load
            for label, journal in (("with_journal", True), ("memories_only", False)):
                start = time.perf_counter()
                result = bower.query(q, use_cache=False, journal=journal)
                timings[label].append((time.perf_counter() - start) * 1000)
                if journal:
                    for hit in result.results:
                        kinds[hit.kind] += 1
    out: dict[str, Any] = {
        "memories": status.counts.memories,
        "chunks": status.journal["chunks"],
        "queries": queries,
        "hits_by_kind_with_journal": kinds,
    }
    for label, samples in timings.items():
        found = percentiles(samples, (50, 95))
        out[label] = {"p50_ms": found["p50"], "p95_ms": found["p95"]}
    base = out["memories_only"]["p95_ms"]
    out["p95_ratio"] = round(out["with_journal"]["p95_ms"] / base, 2) if base else None
    return out


def run(
    files: int = 1000,
    edits: int = 10,
    memories: int = 10_000,
    chunks: int = 10_000,
    queries: int = 100,
    corpus_home: Path | None = None,
    progress: Callable[[str], None] | None = None,
) -> dict[str, Any]:
    """Both parts; the latency corpus is kept in ``corpus_home`` when given."""
    say = progress or (lambda message: None)
    with tempfile.TemporaryDirectory(prefix="bower-journal-", ignore_cleanup_errors=True) as tmp:
        part1 = indexing(Path(tmp), files, edits, say)
        part2 = latency(corpus_home or Path(tmp) / "latency", memories, chunks, queries, say)
    return {
        "indexing": part1,
        "latency": part2,
        "cpus": os.cpu_count(),
        "python": sys.version.split()[0],
    }
