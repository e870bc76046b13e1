"""ByteRover's local store (``bower migrate from-brv``, seed 001 §9.2): the context tree
under ``.brv/context-tree/`` — ``<domain>/<topic>[/<subtopic>]/*.md`` files of curated
knowledge, each with an optional ``## Relations`` section of ``@domain/topic`` links.

What maps to what (docs/guide.md says the same to users):

- each knowledge file's paragraphs → memories (curated: extracted, deduplicated), tagged with
  their domain, topic and subtopic; a topic's files share its name (``domain/topic``);
- ``@domain/topic[/subtopic]`` relations → ``explicit`` edges to that topic's first memory
  (a relation to a topic the tree does not hold is reported, not invented);
- the file's time (its mtime) → ``observed_at``.

``context.md`` files are read like the others: in ByteRover's older layout they hold a
topic's knowledge itself, in the newer one an overview of the topic's scope (a memory that
says what the topic covers).

What is lost: ``_index.md`` files (ByteRover's machine-written summaries of a folder: the
dream builds our own hierarchy of summaries instead), ByteRover's remote-space metadata
(team, space, sync state in ``.brv/config.json``), and the history of edits (only the files
as they are now are read).
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from datetime import UTC, datetime
from pathlib import Path

from ...errors import InputError
from ...settings import LimitsSettings
from ...storage.disk.bounded import read_note
from .items import Item, Skipped
from .markdown import note, walk

_RELATION = re.compile(r"@(?P<path>[\w.-]+(?:/[\w.-]+){1,2})")
_RELATIONS_HEADING = re.compile(r"^#{1,6}\s*relations\s*$", re.I | re.M)


# A knowledge file is a note: read at most this much (a 30 MB one was read whole).
def tree_of(path: Path) -> Path:
    """The context tree under ``path``: a project folder (with ``.brv``), the ``.brv``
    folder, or the ``context-tree`` folder itself."""
    for candidate in (path / ".brv" / "context-tree", path / "context-tree", path):
        if candidate.is_symlink() and candidate.name == "context-tree":
            # A link out of the project would import whatever it points at (once: `/`).
            raise InputError(
                f"{candidate} is a link",
                hint="Point --path at the context tree itself, not a link to it.",
            )
        if candidate.is_dir() and candidate.name == "context-tree":
            return candidate
    raise InputError(
        f"no ByteRover context tree at {path}",
        hint="Point --path at the project folder that holds .brv/ (or at .brv/context-tree).",
    )


def read(path: Path, limits: LimitsSettings | None = None) -> Iterator[Item]:
    """The knowledge files of the context tree under ``path``, as facts (within
    ``[limits]``: ``note_bytes`` a file, ``files`` in all)."""
    limits = limits or LimitsSettings()
    root = tree_of(path)
    seen = 0
    for folder, dirs, names in walk(root):
        dirs[:] = sorted(d for d in dirs if not d.startswith("."))
        for name in sorted(names):
            if not name.endswith(".md") or name.startswith("."):
                continue
            file = Path(folder) / name
            rel = file.relative_to(root).as_posix()
            seen += 1
            if seen > limits.files:
                raise InputError(
                    f"{root}: more than {limits.files:,} files in this context tree",
                    hint="Raise [limits] files in config.toml if this is the tree you meant.",
                )
            if name == "_index.md":
                yield Skipped(rel, "a ByteRover summary (_index.md): the dream makes its own")
                continue
            text, why = read_note(file, limits.note_bytes)
            if text is None:
                yield Skipped(rel, why)
                continue
            topic = Path(rel).parent.as_posix()
            if topic == ".":
                yield Skipped(rel, "a file outside any domain")
                continue
            mtime = datetime.fromtimestamp(file.stat().st_mtime, tz=UTC)
            yield from note(
                _as_relations(text),
                rel,
                file.stem,
                mtime,
                name=topic,
                tags=tuple(part.lower() for part in topic.split("/")),
            )


def _as_relations(text: str) -> str:
    """The ``## Relations`` section's ``@domain/topic`` links written as relation lines the
    markdown reader knows (``- brv_relation [[domain/topic]]``: an ``explicit`` edge)."""
    found = _RELATIONS_HEADING.search(text)
    if found is None:
        return text
    head, section = text[: found.start()], text[found.end() :]
    following = re.search(r"^#{1,6}\s", section, re.M)
    rest = section[following.start() :] if following else ""
    section = section[: following.start()] if following else section
    links = "\n".join(f"- brv_relation [[{m['path']}]]" for m in _RELATION.finditer(section))
    return f"{head}\n{links}\n\n{rest}"
