"""Deterministic synthetic corpora for speed benchmarks (not for recall quality)."""

from __future__ import annotations

import random
import re
from collections.abc import Iterator
from datetime import UTC, datetime, timedelta
from pathlib import Path
from typing import get_args

from .. import Memory, MemoryType

TYPES: tuple[MemoryType, ...] = get_args(MemoryType)
CATEGORY_OF_TYPE = {t: "context" if t == "context" else f"{t}s" for t in TYPES}


def slugify(title: str) -> str:
    return "-".join(re.findall(r"[a-z0-9]+", title.lower())[:6])[:48] or "memory"


_SYLLABLES = "ka lo mi ren tus bar qui dol fen sa zu pe ro vin tal mor ex ta li on".split()


def vocabulary(size: int, seed: int = 1) -> list[str]:
    """``size`` distinct pronounceable words."""
    rng = random.Random(seed)
    words: dict[str, None] = {}
    while len(words) < size:
        words["".join(rng.choice(_SYLLABLES) for _ in range(rng.randint(2, 4)))] = None
    return list(words)


def english_vocabulary(size: int, seed: int = 1) -> list[str]:
    """``size`` real English words: whole-word entries of the shipped tokenizer's vocabulary.

    Texts made of them tokenize like prose (about one token per word), so embedding cost is
    realistic; pseudo-words split into many word pieces and would overstate it several times.
    """
    import json

    from ..services.embed import shipped_tokenizer

    vocab = json.loads(shipped_tokenizer().read_text(encoding="utf-8"))["model"]["vocab"]
    words = sorted(w for w in vocab if w.isascii() and w.isalpha() and len(w) >= 3)
    rng = random.Random(seed)
    rng.shuffle(words)
    return words[:size]


def memories(
    count: int,
    seed: int = 42,
    words_per_memory: int = 40,
    english: bool = False,
) -> Iterator[Memory]:
    """``count`` synthetic memories, deterministic for a seed.

    Word frequencies follow a Zipf-like law so BM25 sees realistic document frequencies.
    ``english`` draws real words (for benchmarks that embed the corpus).
    """
    rng = random.Random(seed)
    vocab = english_vocabulary(5000, seed) if english else vocabulary(5000, seed)
    weights = [1.0 / (rank + 1) for rank in range(len(vocab))]
    start = datetime(2025, 1, 1, tzinfo=UTC)
    for i in range(count):
        words = rng.choices(vocab, weights=weights, k=words_per_memory)
        title = " ".join(words[:6]).capitalize()
        mem_type = TYPES[i % len(TYPES)]
        when = start + timedelta(minutes=17 * i)
        mem_id = f"{slugify(title)}-{i:05x}"[-60:].lstrip("-")
        yield Memory(
            id=mem_id,
            type=mem_type,
            title=title,
            content=" ".join(words).capitalize() + ".",
            created=when,
            updated=when,
            tags=sorted(set(rng.sample(vocab[:50], 2))),
            keywords=words[6:10],
            observed_at=when,
            valid_from=when,
            path=f"{CATEGORY_OF_TYPE[mem_type]}/{mem_id}.md",
        )


def generate(
    tree: Path,
    count: int,
    seed: int = 42,
    words_per_memory: int = 40,
    english: bool = False,
) -> list[str]:
    """Write ``count`` memory files (``memories``) under ``tree``; returns their ids."""
    ids = []
    for memory in memories(count, seed, words_per_memory, english):
        target = tree / memory.path
        target.parent.mkdir(parents=True, exist_ok=True)
        target.write_bytes(memory.to_markdown().encode())  # no fsync: a benchmark fixture
        ids.append(memory.id)
    return ids
