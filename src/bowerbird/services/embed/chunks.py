"""Chunks: a long text cut into overlapping, line-aligned windows an embedder can read whole.

An embedding model reads a fixed window of tokens (256 for the shipped MiniLM) and silently
ignores the rest, so a long memory (a design discussion, a page of code) embedded whole is
represented by its opening alone. Seed 002 cuts such texts into ~400-token chunks overlapping
by 80; we size a chunk by the embedder's window (``min(400, window)``, overlap a fifth of it)
so no chunk is truncated.

Chunks follow lines: a chunk is a run of whole lines (so it points back to ``start-end``
line numbers, 1-based, inclusive), and the next chunk repeats the trailing lines of the
previous one up to the overlap. A single line longer than a chunk is cut between words; its
pieces share that line's number.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from .protocol import Embedder, Vectors

TokenCounter = Callable[[list[str]], list[int]]

SEED_CHUNK_TOKENS = 400  # seed 002
OVERLAP_SHARE = 0.2  # seed 002: 80 of 400


@dataclass(frozen=True)
class Chunk:
    """One window of a text: its text and the 1-based line range it covers."""

    text: str
    start_line: int
    end_line: int


def chunk_sizes(window: int) -> tuple[int, int]:
    """Chunk size and overlap (tokens) for an embedder reading ``window`` tokens."""
    size = max(16, min(SEED_CHUNK_TOKENS, window))
    return size, int(size * OVERLAP_SHARE)


def estimate_tokens(texts: list[str]) -> list[int]:
    """A tokenizer-free count (~4 characters a token, at least one per word): for embedders
    whose tokenizer is remote."""
    return [max(len(t.split()), (len(t) + 3) // 4) for t in texts]


def split_lines(text: str, count: TokenCounter, size: int, overlap: int) -> list[Chunk]:
    """``text`` as chunks of at most ~``size`` tokens, each repeating up to ``overlap`` tokens
    of the one before. A text that fits is one chunk."""
    lines = text.split("\n")
    tokens = count(lines)
    if sum(tokens) + len(lines) <= size:
        return [Chunk(text, 1, len(lines))]
    pieces = _pieces(lines, tokens, count, size)
    chunks: list[Chunk] = []
    start = 0
    while start < len(pieces):
        end, used = start, 0
        while end < len(pieces) and (end == start or used + pieces[end][2] <= size):
            used += pieces[end][2]
            end += 1
        body = "\n".join(p[1] for p in pieces[start:end])
        chunks.append(Chunk(body, pieces[start][0], pieces[end - 1][0]))
        if end == len(pieces):
            break
        # Step back over trailing pieces worth at most ``overlap`` tokens (always advance).
        back, carried = end, 0
        while back - 1 > start and carried + pieces[back - 1][2] <= overlap:
            back -= 1
            carried += pieces[back][2]
        start = back
    return chunks


def _pieces(
    lines: list[str], tokens: list[int], count: TokenCounter, size: int
) -> list[tuple[int, str, int]]:
    """(line number, text, tokens) per line, a line longer than ``size`` cut between words."""
    out: list[tuple[int, str, int]] = []
    for number, (line, n) in enumerate(zip(lines, tokens, strict=True), start=1):
        if n <= size:
            out.append((number, line, n + 1))  # +1: the newline joining it to the next
            continue
        words = line.split(" ")
        # Words per piece from the line's own density, then checked and shrunk if need be.
        step = max(1, int(len(words) * size / n * 0.9))
        at = 0
        while at < len(words):
            part = " ".join(words[at : at + step])
            got = count([part])[0]
            take = step
            while got > size and take > 1:
                take = max(1, take * size // (got + 1))
                part = " ".join(words[at : at + take])
                got = count([part])[0]
            out.append((number, part, got + 1))
            at += take
    return out


@dataclass(frozen=True)
class Encoded:
    """A text's vectors: one row per chunk, and each chunk's line range (``None`` when the
    text fits the window whole: one row, all of it)."""

    vectors: Vectors
    spans: list[tuple[int, int]] | None


# The most chunks one text is embedded as. A 1 MB note was ~1,000 chunks (100 s of model time
# on two cores, before any other write could go); its vectors now cover it at this many
# places, evenly spread, and every word of it stays findable by keywords. Above the longest
# text of the dev sets (a BEAM message of 81 chunks), so their recall is untouched.
MAX_CHUNKS = 96


def spread(chunks: list[Chunk], most: int = MAX_CHUNKS) -> list[Chunk]:
    """At most ``most`` of ``chunks``, evenly spaced, the first and the last among them."""
    if len(chunks) <= most:
        return chunks
    step = (len(chunks) - 1) / (most - 1)
    return [chunks[round(i * step)] for i in range(most)]


def encode(embedder: Embedder, texts: list[str]) -> list[Encoded]:
    """Embed ``texts``, each long one as chunks; every chunk of every text goes to the model in
    one call, so batches stay full however the texts are cut."""
    size, overlap = chunk_sizes(embedder.window)
    pieces: list[list[Chunk]] = []
    for text in texts:
        # Counting costs a tokenizer pass; a text shorter than the window in characters
        # (a token is at least one character) cannot need it.
        fits = len(text) <= size
        pieces.append(
            [Chunk(text, 1, text.count("\n") + 1)]
            if fits
            else spread(split_lines(text, embedder.count_tokens, size, overlap))
        )
    flat = [c.text for chunks in pieces for c in chunks]
    matrix = embedder.embed(flat)
    out: list[Encoded] = []
    at = 0
    for chunks in pieces:
        rows = matrix[at : at + len(chunks)]
        at += len(chunks)
        spans = None if len(chunks) == 1 else [(c.start_line, c.end_line) for c in chunks]
        out.append(Encoded(rows, spans))
    return out


def chunk_mark(window: int) -> str:
    """The part of a fingerprint naming how long texts are cut: vectors made with other chunk
    sizes are not comparable, so changing them re-embeds."""
    size, overlap = chunk_sizes(window)
    return f"chunks{size}-{overlap}"
