"""The memory record and its file format: YAML frontmatter, ``# Title``, body.

A memory file is the source of truth; this module holds the record and turns it into bytes
(``parsing.py`` reads them back). Keys this version does not know are kept in ``extra`` and
written back unchanged, after the known ones.
"""

from __future__ import annotations

import hashlib
import math
import re
import typing
import unicodedata
from dataclasses import dataclass, field, replace
from datetime import datetime
from typing import Any

import yaml

from ...services.text import NOT_ABBREVIATED
from ...services.timeparse import format_time
from ...settings import Maturity, MemoryType, RelationType

try:  # the C dumper, as parsing.py's C loader: ~10x faster on a 10,000-file reindex
    from yaml import CSafeDumper as _Dumper
except ImportError:  # pragma: no cover - depends on how PyYAML was built
    from yaml import SafeDumper as _Dumper  # type: ignore[assignment]

TYPES: tuple[MemoryType, ...] = typing.get_args(MemoryType)
MATURITIES: tuple[Maturity, ...] = typing.get_args(Maturity)
CATEGORY_OF_TYPE = {
    "fact": "facts",
    "decision": "decisions",
    "pattern": "patterns",
    "procedure": "procedures",
    "context": "context",
}
RELATION_TYPES: tuple[RelationType, ...] = typing.get_args(RelationType)
# Seed 003's memory kinds, mapped onto our types (no new field: every existing home already
# says which kind each memory is). Decay follows the kind (arrange/plan.DECAY_BY_TYPE):
# episodic fades fastest, procedural slowest.
KIND_OF_TYPE: dict[str, str] = {
    "context": "episodic",
    "procedure": "procedural",
    "fact": "semantic",
    "decision": "semantic",
    "pattern": "semantic",
}
# ``source`` of a summary the dream wrote (arrange/hierarchy.py), which recall descends from.
SUMMARY_SOURCE = "summary"
SUMMARY_FOLDER = "summaries"  # where they live in the tree (category of their topic)
# ``source`` of a keyed item a framework's store put (gather/items.py): its frontmatter
# ``item:`` holds the exact value, so no dream or curate ever merges, links or archives it.
ITEM_SOURCE = "item"
ITEM_FOLDER = "store"  # where items live in the tree

ID_RE = re.compile(r"^[a-z0-9][a-z0-9._-]{0,127}$")
_SLUG_STOPWORDS = frozenset(
    "a an the we i you they it is are was were be been to of in on at for by with and or "
    "but so that this these those our my your their its as from into off over".split()
)
_SLUG_WORDS = 6
_SLUG_CHARS = 48

# Known frontmatter keys in the order they are written.
_KNOWN_KEYS = (
    "id",
    "type",
    "maturity",
    "created",
    "updated",
    "importance",
    "access_count",
    "embedding_hash",
    "relations",
    "tags",
    "keywords",
    "confidence",
    "source",
    "agent",
    "supersedes",
    "superseded_by",
    "valid_from",
    "valid_to",
    "observed_at",
    "last_accessed",
)
# Optional keys are left out of the file while empty, so files stay short.
_OPTIONAL_KEYS = frozenset({"supersedes", "superseded_by", "valid_to", "last_accessed"})


@dataclass
class Relation:
    """A typed, weighted edge from the memory that holds it to ``target``.

    ``strength`` is the edge's weight in [0, 1] (seed 001's name for it; the issue and seed
    003 say "weight": one number). ``origin`` says who made it: ``dream`` (derived),
    ``ingest`` (a thread's order), ``curate``, ``person`` (the CLI) or ``agent`` (MCP, HTTP);
    empty on edges written before origins were kept.
    """

    type: str
    target: str
    strength: float = 1.0
    origin: str = ""

    def to_dict(self) -> dict[str, Any]:
        data: dict[str, Any] = {"type": self.type, "target": self.target}
        if self.strength != 1.0:
            data["strength"] = self.strength
        if self.origin:
            data["origin"] = self.origin
        return data


@dataclass
class Memory:
    """One memory: what its file holds, plus where the file lives (``path``, relative to tree)."""

    id: str
    type: MemoryType
    title: str
    content: str
    created: datetime
    updated: datetime
    maturity: Maturity = "draft"
    importance: float = 0.5
    access_count: int = 0
    embedding_hash: str = ""
    relations: list[Relation] = field(default_factory=list)
    tags: list[str] = field(default_factory=list)
    keywords: list[str] = field(default_factory=list)
    confidence: float = 1.0
    source: str = "agent"
    agent: str = "default"
    supersedes: str | None = None
    superseded_by: str | None = None
    valid_from: datetime | None = None
    valid_to: datetime | None = None
    observed_at: datetime | None = None
    last_accessed: datetime | None = None
    extra: dict[str, Any] = field(default_factory=dict)
    path: str = ""

    @property
    def summary(self) -> str:
        """First sentence of the content, at most 200 characters."""
        return first_sentence(self.content, 200)

    def with_changes(self, **changes: Any) -> Memory:
        """A copy with ``changes`` applied (memories are treated as values)."""
        return replace(self, **changes)

    def closed_by(self, successor: str, valid_to: datetime, now: datetime) -> Memory:
        """This memory superseded by ``successor``: kept on disk, out of search by default."""
        return self.with_changes(superseded_by=successor, valid_to=valid_to, updated=now)

    @property
    def also_said(self) -> list[dict[str, Any]]:
        """Other wordings of this memory's statement (``also_said`` in the frontmatter):
        each ``{text, at, source}``, oldest first."""
        found = self.extra.get("also_said")
        if not isinstance(found, list):
            return []
        return [a for a in found if isinstance(a, dict) and isinstance(a.get("text"), str)]

    def search_words(self) -> str:
        """What the keyword index holds beside the title and text: the keywords, the other
        wordings of the statement (a restatement's words stay searchable) and the dates its
        relative times resolve to (``about_time``)."""
        times = self.extra.get("about_time")
        dates = (
            [str(t.get("at", "")) for t in times if isinstance(t, dict)]
            if isinstance(times, list)
            else []
        )
        return " ".join([*self.keywords, *(a["text"] for a in self.also_said), *dates])

    def to_markdown(self) -> str:
        """The file text of this memory (YAML frontmatter, ``# Title``, body)."""
        return render(self)

    def to_dict(self) -> dict[str, Any]:
        """JSON-ready view: every frontmatter key (times as ISO-8601), title, content, path."""
        data = {
            k: format_time(v) if isinstance(v, datetime) else v
            for k, v in self.frontmatter().items()
        }
        data.update(title=self.title, content=self.content, path=self.path)
        data["memory_kind"] = (
            "summary" if self.source == SUMMARY_SOURCE else KIND_OF_TYPE.get(self.type)
        )
        return data

    def frontmatter(self) -> dict[str, Any]:
        """The frontmatter mapping in file order: known keys, then unknown ones as found."""
        data: dict[str, Any] = {
            "id": self.id,
            "type": self.type,
            "maturity": self.maturity,
            "created": self.created,
            "updated": self.updated,
            "importance": self.importance,
            "access_count": self.access_count,
            "embedding_hash": self.embedding_hash,
            "relations": [r.to_dict() for r in self.relations],
            "tags": list(self.tags),
            "keywords": list(self.keywords),
            "confidence": self.confidence,
            "source": self.source,
            "agent": self.agent,
            "supersedes": self.supersedes,
            "superseded_by": self.superseded_by,
            "valid_from": self.valid_from,
            "valid_to": self.valid_to,
            "observed_at": self.observed_at,
            "last_accessed": self.last_accessed,
        }
        for key in _OPTIONAL_KEYS:
            if data[key] is None:
                del data[key]
        for key, value in self.extra.items():
            data.setdefault(key, value)
        return data


# ---------------------------------------------------------------- rendering


def _dump(value: Any, flow: bool) -> str:
    text = yaml.dump(
        value,
        Dumper=_Dumper,
        sort_keys=False,
        allow_unicode=True,
        default_flow_style=flow,
        width=1_000_000,
    )
    return str(text)


# A string YAML writes bare and reads back as the same string: a letter first (so never a
# number, date or sexagesimal), no spaces, colons or other indicators, and none of the words
# YAML 1.1 reads as booleans or null. yaml.dump costs ~0.1 ms a value; a batch import
# renders tens of thousands of them.
_BARE = re.compile(r"[A-Za-z][A-Za-z0-9_./-]*")
_YAML_WORDS = frozenset("y n yes no on off true false null".split())


def _scalar(value: Any) -> str | None:
    """``value`` as ``yaml.dump`` writes it, when that is certain without asking it."""
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, int):
        return str(value)
    if isinstance(value, float) and math.isfinite(value):
        text = repr(value)
        return text if "e" not in text else None
    if isinstance(value, str) and _BARE.fullmatch(value) and value.lower() not in _YAML_WORDS:
        return value
    return None


def _render_value(key: str, value: Any) -> str:
    """One frontmatter entry: block style for the mapping, flow style inside lists."""
    if isinstance(value, datetime):
        return f"{key}: {format_time(value)}\n"
    plain_key = _scalar(key) == key
    bare = _scalar(value) if plain_key else None
    if bare is not None:
        return f"{key}: {bare}\n"
    if isinstance(value, list):
        if not value:
            return f"{key}: []\n"
        bare_items = [_scalar(v) if isinstance(v, str) else None for v in value]
        if plain_key and None not in bare_items:
            return f"{key}: [{', '.join(str(i) for i in bare_items)}]\n"
        if all(isinstance(v, dict) for v in value):
            items = "".join(f"  - {_dump(v, True).strip()}\n" for v in value)
            return f"{key}:\n{items}"
        if not any(isinstance(v, dict | list) for v in value):
            return f"{key}: {_dump(value, True).strip()}\n"
    return _dump({key: value}, False)


def render(memory: Memory) -> str:
    """The file text for ``memory`` (canonical form: parse(render(m)) == m)."""
    parts = ["---\n"]
    parts.extend(_render_value(k, v) for k, v in memory.frontmatter().items())
    parts.append("---\n\n")
    title = " ".join(memory.title.split()) or "Untitled"
    parts.append(f"# {title}\n")
    body = memory.content.strip("\n")
    if body:
        parts.append(f"\n{body}\n")
    return "".join(parts)


# ---------------------------------------------------------------- ids and text helpers


def memory_type(value: str) -> MemoryType:
    """``value`` as a memory type, or ``ValueError`` naming the types."""
    for kind in TYPES:
        if value == kind:
            return kind
    raise ValueError(f"type {value!r} is not one of {', '.join(TYPES)}")


_CLAUSE_END = re.compile(r"[,;:](?=\s)|\s[—–-](?=\s)")


def first_sentence(text: str, limit: int) -> str:
    """The first sentence (or line) of ``text``, cut at a word boundary within ``limit``."""
    flat = " ".join(text.split())
    match = re.search(NOT_ABBREVIATED + r"(?<=[.!?])\s", flat)
    sentence = flat[: match.start()] if match else flat
    if len(sentence) <= limit:
        return sentence
    # Cut where a clause ends when one ends in the second half of the room: a title cut
    # mid-clause can say what the sentence does not ("…it's Brindle Farm's now, Hartley
    # Dairy…" of "…, Hartley Dairy shut its doors").
    ends = [m.start() for m in _CLAUSE_END.finditer(sentence) if limit // 2 <= m.start() <= limit]
    cut = sentence[: ends[-1]] if ends else sentence[:limit].rsplit(" ", 1)[0]
    return (cut or sentence[:limit]).rstrip(",;:") + "…"


def slugify(text: str, max_words: int = _SLUG_WORDS, max_chars: int = _SLUG_CHARS) -> str:
    """A lowercase ASCII slug of the meaningful words of ``text`` (``memory`` if none)."""
    ascii_text = unicodedata.normalize("NFKD", text).encode("ascii", "ignore").decode()
    words = re.findall(r"[a-z0-9]+", ascii_text.lower())
    kept = [w for w in words if w not in _SLUG_STOPWORDS] or words
    slug = ""
    for word in kept[:max_words]:
        candidate = f"{slug}-{word}" if slug else word
        if len(candidate) > max_chars:
            break
        slug = candidate
    return slug or (kept[0][:max_chars] if kept else "memory")


def make_id(title: str, salt: str, attempt: int = 0) -> str:
    """``<slug>-<4 hex>``; ``attempt`` changes the hex when an id is already taken."""
    digest = hashlib.sha256(f"{salt}\x00{attempt}".encode()).hexdigest()
    return f"{slugify(title)}-{digest[:4]}"


def clean_topic(topic: str) -> str:
    """Normalise a topic path (``Architecture/Auth`` → ``architecture/auth``).

    Each segment becomes a slug, so no segment can be empty, ``..`` or absolute.
    """
    segments = [
        slugify(s, max_words=8, max_chars=40) for s in re.split(r"[/\\]+", topic) if s.strip()
    ]
    if not segments:
        raise ValueError(f"topic {topic!r} has no usable path segment")
    return "/".join(segments)


# A memory keeps at most this many other wordings of its statement (the latest ones).
MAX_ALSO_SAID = 12


def with_restatement(memory: Memory, text: str, at: datetime | None, source: str) -> Memory:
    """``memory`` with ``text`` recorded as another wording of its statement (evidence, not
    text: ``also_said``), unless it is the statement itself or already recorded."""
    flat = " ".join(text.split())
    known = {" ".join(a["text"].split()) for a in memory.also_said}
    if not flat or flat == " ".join(memory.content.split()) or flat in known:
        return memory
    entry: dict[str, Any] = {"text": flat, "source": source}
    if at is not None:
        entry["at"] = format_time(at)
    said = [*memory.also_said, entry][-MAX_ALSO_SAID:]
    return memory.with_changes(extra={**memory.extra, "also_said": said})
