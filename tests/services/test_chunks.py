"""Long memories: line-aligned overlapping chunks, best-chunk scoring, line ranges in hits."""

from __future__ import annotations

import itertools
import json
import sqlite3
from pathlib import Path

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from bowerbird import Bower
from bowerbird.services.embed import FakeEmbedder
from bowerbird.services.embed.chunks import chunk_sizes, encode, estimate_tokens, split_lines


def words(texts: list[str]) -> list[int]:
    return [len(t.split()) for t in texts]


def test_a_short_text_is_one_chunk_and_a_long_one_overlaps_on_lines() -> None:
    (only,) = split_lines("one line\nanother", words, 10, 2)
    assert (only.text, only.start_line, only.end_line) == ("one line\nanother", 1, 2)
    assert split_lines("a b\nc", words, 10, 2)[0].end_line == 2
    lines = [f"line {i} w w" for i in range(1, 21)]  # 4 words each
    chunks = split_lines("\n".join(lines), words, 20, 5)
    assert len(chunks) > 1
    assert chunks[0].start_line == 1 and chunks[-1].end_line == 20
    for before, after in itertools.pairwise(chunks):
        # Each chunk starts inside the previous one (overlap) and moves forward.
        assert before.start_line < after.start_line <= before.end_line
        assert after.text.startswith(lines[after.start_line - 1])
    for c in chunks:
        assert sum(words([c.text])) <= 20
        assert c.text == "\n".join(lines[c.start_line - 1 : c.end_line])


def test_a_line_longer_than_a_chunk_is_cut_between_words() -> None:
    text = "head\n" + " ".join(f"w{i}" for i in range(100)) + "\ntail"
    chunks = split_lines(text, words, 30, 6)
    assert all(len(c.text.split()) <= 30 for c in chunks)
    middle = [c for c in chunks if c.start_line == c.end_line == 2]
    assert middle, "the long line is split into pieces numbered as line 2"
    joined = " ".join(c.text for c in chunks)
    assert all(f"w{i}" in joined.split() for i in range(100))


@settings(max_examples=60, deadline=None)
@given(st.lists(st.text(alphabet="ab \n", max_size=40), min_size=1, max_size=30))
def test_every_line_is_in_some_chunk(parts: list[str]) -> None:
    text = "\n".join(parts)
    chunks = split_lines(text, estimate_tokens, 16, 3)
    covered: set[int] = set()
    for c in chunks:
        assert 1 <= c.start_line <= c.end_line <= text.count("\n") + 1
        covered.update(range(c.start_line, c.end_line + 1))
    assert covered == set(range(1, text.count("\n") + 2))


def test_chunk_sizes_follow_the_window() -> None:
    assert chunk_sizes(254) == (254, 50)  # the shipped MiniLM
    assert chunk_sizes(8191) == (400, 80)  # seed 002's 400/80 for big windows


def test_encode_batches_every_chunk_of_every_text_in_one_call() -> None:
    calls: list[int] = []

    class Counting(FakeEmbedder):
        def embed(self, texts: list[str]):  # type: ignore[no-untyped-def]
            calls.append(len(texts))
            return super().embed(texts)

    long = "\n".join(f"paragraph {i} " + "filler " * 60 for i in range(20))
    out = encode(Counting(), ["short one", long, "short two"])
    assert len(calls) == 1 and calls[0] == 2 + len(out[1].vectors)
    assert out[0].spans is None and out[1].spans is not None and len(out[1].vectors) > 3


def test_a_huge_text_is_embedded_as_a_bounded_number_of_chunks_spread_over_it() -> None:
    """A 1 MB note was ~1,000 chunks on main (100 s of model time): at most MAX_CHUNKS now,
    evenly spread, the first and the last among them."""
    from bowerbird.services.embed.chunks import MAX_CHUNKS

    calls: list[int] = []

    class Counting(FakeEmbedder):
        def embed(self, texts: list[str]):  # type: ignore[no-untyped-def]
            calls.append(len(texts))
            return super().embed(texts)

    lines = [f"section {i} " + "filler " * 60 for i in range(1000)]
    (out,) = encode(Counting(), ["\n".join(lines)])
    assert calls == [MAX_CHUNKS] and len(out.vectors) == MAX_CHUNKS
    assert out.spans is not None
    assert out.spans[0][0] == 1 and out.spans[-1][1] == 1000
    starts = [a for a, _ in out.spans]
    gaps = [b - a for a, b in itertools.pairwise(starts)]
    assert starts == sorted(starts) and max(gaps) < 40


def _bower(home: Path) -> Bower:
    return Bower(home, overrides={"sync": {"interval_s": 0}, "embed": {"provider": "fake"}})


def test_a_long_memory_is_found_by_its_last_part_with_the_lines_that_matched(home: Path) -> None:
    filler = [f"Step {i}: configure the generic widget layer number {i}." for i in range(200)]
    body = "\n".join([*filler, "The quartz raven pipeline deploys at dawn from Lisbon."])
    bower = _bower(home)
    made = bower.curate(body, verbatim=True).memories[0]
    for i in range(20):
        bower.curate(f"Unrelated note {i}: lunch at the canteen with team {i}.", verbatim=True)
    result = bower.query("quartz raven pipeline Lisbon", use_cache=False, min_score=0.0)
    hit = result.results[0]
    assert hit.id == made.id and hit.lines is not None
    start, end = hit.lines
    # File lines, as memory_get reads them: the chunk holding the matching line, to the end.
    file_lines = (home / "tree" / hit.path).read_text().splitlines()
    assert end == len(file_lines) and start < end
    assert "quartz raven" in "\n".join(file_lines[start - 1 : end])
    assert "Step 0:" not in "\n".join(file_lines[start - 1 : end])
    assert hit.to_dict()["lines"] == [start, end]
    # A cached answer (tier 0) names the same lines.
    bower.query("quartz raven pipeline Lisbon", min_score=0.0)
    cached = bower.query("quartz raven pipeline Lisbon", min_score=0.0)
    assert cached.tier == 0 and cached.results[0].lines == (start, end)
    lines = made.content.split("\n")
    # The vectors are stored per chunk, with their line ranges.
    embedder = bower.embedder
    assert embedder is not None
    stored = bower._store.index.current_vectors(embedder.fingerprint)
    spans = [json.loads(v.spans) for v in stored if v.spans]
    assert len(spans) == 1 and spans[0][-1][1] == len(lines)


@pytest.mark.sqlite_only
def test_a_vectors_file_from_before_chunks_gains_the_column(home: Path) -> None:
    bower = _bower(home)
    bower.curate("The quartz raven pipeline deploys at dawn.")
    bower.close()
    con = sqlite3.connect(home / "vectors.db")
    con.execute(
        "CREATE TABLE old AS SELECT content_hash, model, dimension, vector, created_at FROM vectors"
    )
    con.execute("DROP TABLE vectors")
    con.execute("ALTER TABLE old RENAME TO vectors")
    con.commit()
    con.close()
    again = _bower(home)
    assert again.status().embeddings["current"] == 1
    assert again.query("quartz raven", use_cache=False).mode == "hybrid"


def test_a_chunked_memory_scores_by_its_best_chunk_discounted_for_the_rest(home: Path) -> None:

    from bowerbird.storage.index import SearchFilters
    from bowerbird.storage.vectors.search import VectorIndex
    from bowerbird.storage.vectors.similarity import OFF_TOPIC

    filler = [f"Step {i}: configure the generic widget layer number {i}." for i in range(200)]
    body = "\n".join([*filler, "The quartz raven pipeline deploys at dawn from Lisbon."])
    bower = _bower(home)
    made = bower.curate(body, verbatim=True).memories[0]
    short = bower.curate("The quartz raven pipeline is blue.").memories[0]
    embedder = FakeEmbedder()
    vectors = VectorIndex()
    vectors.refresh(bower._store, embedder.fingerprint, bower._store.index.generation())
    query = embedder.embed(["quartz raven pipeline Lisbon"])[0]
    top, similarity = vectors.search(bower._store, query, SearchFilters(), 10)
    rows = bower._store.index.rows_by_id([made.id, short.id])
    key = rows[made.id].key
    assert vectors.counts is not None and vectors.starts is not None and vectors.matrix is not None
    assert vectors.rowids is not None
    i = int(np.searchsorted(vectors.rowids, key))
    start, count = int(vectors.starts[i]), int(vectors.counts[i])
    assert count > 1
    sims = vectors.matrix[start : start + count] @ query
    expected = max(float(sims.mean()), float(sims.max()) - OFF_TOPIC)
    assert similarity([key])[key] == pytest.approx(expected, abs=1e-5)
    assert top[key] == pytest.approx(expected, abs=1e-5)
    # A one-chunk memory is as similar as its only vector.
    only = int(np.searchsorted(vectors.rowids, rows[short.id].key))
    assert similarity([rows[short.id].key])[rows[short.id].key] == pytest.approx(
        float(vectors.matrix[int(vectors.starts[only])] @ query), abs=1e-5
    )
    # Its lines: the chunk holding the matching last line (content lines), none for the other.
    lines = vectors.best_lines(key, query)
    assert lines is not None and lines[1] == len(made.content.split("\n"))
    assert vectors.best_lines(rows[short.id].key, query) is None
