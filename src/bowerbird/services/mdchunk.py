"""Markdown chunks: a plain markdown file (a daily log, MEMORY.md, a note) cut for search.

Seed 002: ~400 tokens per chunk, 80 overlapping, split on headings and paragraphs first.
A heading always opens a new chunk and stays with the paragraphs under it; paragraphs are
packed whole until the next would overflow; the next chunk repeats the trailing paragraphs of
the same section worth at most the overlap. Only a paragraph longer than a chunk on its own is
cut between lines (``chunks.split_lines``). Fenced code is one paragraph: a ``#`` comment inside
it is not a heading and a blank line inside it does not split it.

Tokens are estimated (~4 characters, at least one per word), not counted by the embedder's
tokenizer: the cut must not depend on the model, so indexing needs no model and a model
change re-embeds the same chunks. A chunk longer than the model's window is embedded as
several rows (``chunks.encode``). Chunks point back to 1-based, inclusive file lines.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from .embed.chunks import estimate_tokens, split_lines

CHUNK_TOKENS = 400
OVERLAP_TOKENS = 80

_HEADING = re.compile(r"^(#{1,6})\s+(.+?)\s*#*\s*$")
_FENCE = re.compile(r"^\s*(```|~~~)")


@dataclass(frozen=True)
class MarkdownChunk:
    """One chunk: the file's lines ``start_line``..``end_line`` and the headings above it."""

    start_line: int
    end_line: int
    heading: str  # "Projects > Billing": the headings the chunk sits under
    text: str


@dataclass
class _Block:
    start: int  # 0-based line index, inclusive
    end: int  # exclusive
    tokens: int
    heading: str  # the heading path in effect
    is_heading: bool = False
    # A piece of one long line (a paragraph longer than a chunk, cut between words): its own
    # words, not the whole line its numbers name (a 600 KB line was stored 417 times whole).
    text: str | None = None


def chunk_markdown(
    text: str, size: int = CHUNK_TOKENS, overlap: int = OVERLAP_TOKENS
) -> list[MarkdownChunk]:
    """``text`` as chunks of ~``size`` estimated tokens overlapping by up to ``overlap``."""
    lines = text.split("\n")
    blocks = _blocks(lines, size, overlap)
    chunks: list[MarkdownChunk] = []
    current: list[_Block] = []

    def flush() -> None:
        if any(not b.is_heading for b in current) or (current and not chunks):
            first = next((b for b in current if not b.is_heading), current[0])
            start, end = current[0].start, current[-1].end
            if any(b.text is not None for b in current):
                body = "\n".join(
                    b.text if b.text is not None else "\n".join(lines[b.start : b.end])
                    for b in current
                )
            else:
                body = "\n".join(lines[start:end])
            chunks.append(MarkdownChunk(start + 1, end, first.heading, body))

    # What the chunk being gathered holds, kept as it grows: summed again for every block, a
    # file of 60,000 headings (which gather into one chunk) took minutes.
    used, has_body = 0, False
    for block in blocks:
        if block.is_heading:
            if has_body:
                flush()
                current, used, has_body = [], 0, False
            current.append(block)
            used += block.tokens
            continue
        if current and used + block.tokens > size and has_body:
            flush()
            current = _carried(current, block.heading, overlap)
            used = sum(b.tokens for b in current)
            has_body = any(not b.is_heading for b in current)
        current.append(block)
        used += block.tokens
        has_body = True
    if current:
        flush()
    return [c for c in chunks if c.text.strip()]


def _carried(previous: list[_Block], heading: str, overlap: int) -> list[_Block]:
    """The trailing paragraphs of ``previous`` (same section, at most ``overlap`` tokens, never
    all of it) that open the next chunk."""
    kept: list[_Block] = []
    total = 0
    for block in reversed(previous[1:]):
        if block.is_heading or block.heading != heading or total + block.tokens > overlap:
            break
        kept.insert(0, block)
        total += block.tokens
    return kept


def _blocks(lines: list[str], size: int, overlap: int) -> list[_Block]:
    """Headings and paragraphs (runs of non-blank lines; a fenced block whole), with the
    heading path each sits under; a paragraph over ``size`` cut between lines."""
    out: list[_Block] = []
    path: list[tuple[int, str]] = []
    start: int | None = None
    fence: str | None = None

    def close(end: int) -> None:
        nonlocal start
        if start is None:
            return
        heading = " > ".join(t for _, t in path)
        piece = lines[start:end]
        count = sum(estimate_tokens(piece)) + len(piece)
        if count <= size:
            out.append(_Block(start, end, count, heading))
        else:
            for part in split_lines("\n".join(piece), estimate_tokens, size, overlap):
                part_tokens = sum(estimate_tokens(part.text.split("\n")))
                first, last = start + part.start_line - 1, start + part.end_line
                # A part that is not its lines whole (a long line cut) keeps its own words.
                whole = "\n".join(lines[first:last]) == part.text
                out.append(
                    _Block(first, last, part_tokens, heading, text=None if whole else part.text)
                )
        start = None

    for i, line in enumerate(lines):
        marker = _FENCE.match(line)
        if fence is not None:
            if marker and marker.group(1) == fence:
                fence = None
            continue
        if marker:
            fence = marker.group(1)
            if start is None:
                start = i
            continue
        found = _HEADING.match(line)
        if found:
            close(i)
            level = len(found.group(1))
            path = [(lv, t) for lv, t in path if lv < level] + [(level, found.group(2))]
            heading = " > ".join(t for _, t in path)
            out.append(_Block(i, i + 1, estimate_tokens([line])[0] + 1, heading, True))
        elif not line.strip():
            close(i)
        elif start is None:
            start = i
    close(len(lines))
    return out
