"""Markdown folders: plain notes, Obsidian vaults and basic-memory projects — one parser, as
the three are one format with more or fewer conventions. The folder is only read.

- A note's name is its frontmatter ``title``, else its first ``# heading``, else its file name
  (what ``[[wikilinks]]`` call it by).
- basic-memory lines: ``- [category] observation #tag (context)`` is one fact tagged with its
  category; ``- relation_type [[Target]]`` is an edge to the note named Target (a known type
  such as ``causes`` or ``led_to`` is kept, any other becomes ``explicit``).
- Everything else is cut into paragraphs (a fenced code block stays whole), each curated like
  a note (facts extracted); a ``[[wikilink]]`` in one is an ``explicit`` edge to the linked
  note, and ``#tags`` (inline or in the frontmatter) are tags.
- Hidden folders (``.obsidian``, ``.git``, ``.trash``) and files that are not UTF-8 text are
  skipped and reported.
"""

from __future__ import annotations

import os
import re
from collections.abc import Iterator
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

import yaml

from ...errors import InputError, MemoryFileError
from ...settings import LimitsSettings
from ...storage.disk.bounded import read_note
from ...storage.files.yamlguard import check_shape
from .items import Fact, Item, Skipped, key_of

SUFFIXES = (".md", ".markdown")
_OBSERVATION = re.compile(r"^\s*[-*]\s+\[(?P<category>[^\]\[]{1,60})\]\s+(?P<text>.+)$")
_RELATION = re.compile(
    r"^\s*[-*]\s+(?P<type>[A-Za-z_][\w-]{0,40})\s+"
    r"\[\[(?P<target>[^\]|#]+)(?:[#|][^\]]*)?\]\]\s*(?:\(.*\))?\s*$"
)
_WIKILINK = re.compile(r"\[\[(?P<target>[^\]|#]+)(?:#[^\]|]*)?(?:\|(?P<alias>[^\]]+))?\]\]")
_TAG = re.compile(r"(?:(?<=\s)|^)#(?P<tag>[A-Za-z][\w/-]{0,60})")
_HEADING = re.compile(r"^#{1,6}\s+(?P<text>.+?)\s*#*\s*$")
_FENCE = re.compile(r"^\s*(```|~~~)")
# Relation names this home already knows (settings.RelationType); others become ``explicit``.
_KNOWN = {"causes", "informs", "example_of", "prerequisite_for", "led_to", "related_to", "causal"}


def read(root: Path, limits: LimitsSettings | None = None) -> Iterator[Item]:
    """The facts of every note under ``root`` (a folder, or one markdown file); a note over
    ``[limits] note_bytes`` is skipped, a folder of more than ``[limits] files`` notes
    refused before any is read."""
    limits = limits or LimitsSettings()
    files = [root] if root.is_file() else sorted(notes_under(root, limits.files))
    for path in files:
        rel = path.name if root.is_file() else path.relative_to(root).as_posix()
        text, why = read_note(path, limits.note_bytes)
        if text is None:
            yield Skipped(rel, why)
            continue
        if "\x00" in text:
            yield Skipped(rel, "a binary file")
            continue
        mtime = datetime.fromtimestamp(path.lstat().st_mtime, tz=UTC)
        yield from note(text, rel, path.stem, mtime)


# Folders deeper than this are not looked into (a folder nested 1,500 deep overflowed the
# recursion of ``os.walk``); no vault nests like this.
MAX_FOLDER_DEPTH = 64


def walk(root: Path) -> Iterator[tuple[str, list[str], list[str]]]:
    """``os.walk(root)`` without recursion or links followed, and no deeper than
    ``MAX_FOLDER_DEPTH`` folders (a caller may prune ``dirs`` as with ``os.walk``)."""
    stack = [(os.fspath(root), 0)]
    while stack:
        folder, depth = stack.pop()
        try:
            entries = list(os.scandir(folder))
        except OSError:
            continue
        dirs = sorted(e.name for e in entries if e.is_dir(follow_symlinks=False))
        names = sorted(e.name for e in entries if not e.is_dir(follow_symlinks=False))
        yield folder, dirs, names
        if depth < MAX_FOLDER_DEPTH:
            stack.extend((os.path.join(folder, d), depth + 1) for d in reversed(dirs))


def notes_under(root: Path, most: int, suffixes: tuple[str, ...] = SUFFIXES) -> list[Path]:
    """The notes under ``root`` (hidden folders left out: .obsidian, .git, .trash);
    ``InputError`` past ``most`` of them (``[limits] files``), before any is read."""
    found: list[Path] = []
    for folder, dirs, names in walk(root):
        dirs[:] = [d for d in dirs if not d.startswith(".")]
        for name in names:
            if name.lower().endswith(suffixes) and not name.startswith("."):
                found.append(Path(folder) / name)
                if len(found) > most:
                    raise InputError(
                        f"{root}: more than {most:,} notes in this folder",
                        hint="Import a smaller folder, or raise [limits] files in config.toml.",
                    )
    return found


def _frontmatter(text: str) -> tuple[dict[str, Any], str]:
    if not text.startswith("---"):
        return {}, text
    end = text.find("\n---", 3)
    if end < 0:
        return {}, text
    try:
        # Shaped first, as the tree's own frontmatter is: a few hundred bytes of anchors and
        # aliases expanded to 2.8 GB; nested brackets recursed past Python's limit.
        check_shape(text[3:end], "note")
        data = yaml.safe_load(text[3:end])
    except (yaml.YAMLError, MemoryFileError, RecursionError):
        data = None  # the note is imported without its frontmatter
    body = text[end + 4 :].split("\n", 1)[1] if "\n" in text[end + 4 :] else ""
    return (data if isinstance(data, dict) else {}), body


def _listed(value: Any) -> list[str]:
    if isinstance(value, str):
        return [t.strip().lstrip("#") for t in re.split(r"[,\s]+", value) if t.strip()]
    if isinstance(value, list):
        return [str(t).strip().lstrip("#") for t in value if str(t).strip()]
    return []


def note(
    text: str,
    rel: str,
    stem: str,
    mtime: datetime,
    *,
    name: str | None = None,
    tags: tuple[str, ...] = (),
) -> Iterator[Item]:
    """The facts of one note (``name`` and ``tags``: what another tool's layout says of it,
    before its own frontmatter and heading)."""
    meta, body = _frontmatter(text)
    heading = next((m["text"] for m in map(_HEADING.match, body.splitlines()) if m), None)
    name = str(name or meta.get("title") or heading or stem).strip()
    note_tags = (*tags, *_listed(meta.get("tags")))
    attributes = {"note": rel}
    if meta.get("permalink"):
        attributes["permalink"] = str(meta["permalink"])
    links: list[tuple[str, str, str]] = []
    facts = 0
    for number, paragraph in _with_code(_paragraphs(body)):
        where = f"{rel}:{number}"
        relation = _RELATION.match(paragraph) if "\n" not in paragraph else None
        if relation:
            kind = relation["type"].lower()
            links.append(
                (
                    kind if kind in _KNOWN else "explicit",
                    relation["target"].strip(),
                    f"import:{kind}",
                )
            )
            continue
        observation = _OBSERVATION.match(paragraph) if "\n" not in paragraph else None
        if observation:
            said = observation["text"]
            labels = (observation["category"].strip().lower(), *_tags(said), *note_tags)
            # Its trailing "(context)" is basic-memory's aside, not part of the fact.
            said = re.sub(r"\s*\([^()]{0,120}\)\s*$", "", said)
            fact_text, distilled = _plain(said), True
        else:
            if _HEADING.match(paragraph):
                continue  # a heading alone says nothing; the note's name keeps the first
            labels = (*_tags(paragraph), *note_tags)
            fact_text, distilled = _plain(paragraph), False
            links += [
                ("explicit", m["target"].strip(), "import:wikilink")
                for m in _WIKILINK.finditer(paragraph)
            ]
        if not fact_text.strip():
            continue
        facts += 1
        yield Fact(
            fact_text,
            key_of("markdown", rel, fact_text),
            name=name,
            tags=tuple(dict.fromkeys(t for t in labels if t)),
            observed_at=mtime,
            attributes=attributes,
            distilled=distilled,
            where=where,
        )
    if links and facts:
        # The note's edges, carried by a marker fact the importer resolves once every note of
        # the folder has a memory (a link may point forward).
        yield Fact("", key_of("markdown-links", rel), name=name, links=tuple(links), where=rel)
    elif not facts:
        yield Skipped(rel, "a note with nothing to remember (empty, or headings only)")


def _paragraphs(body: str) -> Iterator[tuple[int, str]]:
    """Blank-line separated paragraphs, list items one by one, a fenced block whole."""
    block: list[str] = []
    start = 0
    fenced = False
    for number, line in enumerate(body.splitlines(), start=1):
        if _FENCE.match(line):
            if not fenced and block:
                yield start, "\n".join(block)
                block = []
            if not block:
                start = number
            block.append(line)
            fenced = not fenced
            if not fenced:
                yield start, "\n".join(block)
                block = []
            continue
        if fenced:
            block.append(line)
            continue
        item = re.match(r"^\s*(?:[-*+]|\d+[.)])\s+", line)
        if not line.strip() or item or _HEADING.match(line):
            if block:
                yield start, "\n".join(block)
            block = [line] if line.strip() else []
            start = number
            if _HEADING.match(line):
                yield start, line
                block = []
            continue
        if not block:
            start = number
        block.append(line)
    if block:
        yield start, "\n".join(block)


def _with_code(paragraphs: Iterator[tuple[int, str]]) -> Iterator[tuple[int, str]]:
    """A fenced block joins the paragraph that introduces it ("To release, run:" + the
    commands): alone it would be a memory of code without what it is for."""
    held: tuple[int, str] | None = None
    for number, paragraph in paragraphs:
        code = bool(_FENCE.match(paragraph))
        if code and held is not None and held[1].rstrip().endswith(":"):
            held = (held[0], f"{held[1]}\n{paragraph}")
            continue
        if held is not None:
            yield held
        held = (number, paragraph)
    if held is not None:
        yield held


def _tags(text: str) -> list[str]:
    return [m["tag"].lower() for m in _TAG.finditer(text)]


def _plain(text: str) -> str:
    """The paragraph as words: wikilinks as their text, list markers and trailing tags dropped."""
    text = _WIKILINK.sub(lambda m: (m["alias"] or m["target"]).strip(), text)
    text = re.sub(r"^\s*(?:[-*+]|\d+[.)])\s+", "", text, flags=re.M)
    # Tags at the end of a line are labels (basic-memory's "#leadership"); inside a sentence
    # they are words ("alerts go to #oncall-api"), kept as written.
    text = re.sub(r"(?:\s+#[A-Za-z][\w/-]*)+\s*$", "", text, flags=re.M)
    return text.strip()
