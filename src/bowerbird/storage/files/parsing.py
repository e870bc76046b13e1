"""A memory file read: bytes to a ``Memory`` (``note.py`` holds the record and writes it).

Strict about what would corrupt the index (types, numbers, ids) and lenient about what a
person may leave out when writing a file by hand (an id falls back to the file name, dates
to the file's time). Keys this version does not know are kept in ``extra`` and written back
unchanged.
"""

from __future__ import annotations

from datetime import datetime
from typing import Any

import yaml

from ...errors import MemoryFileError
from ...services.timeparse import parse_time, utcnow
from ...settings import Maturity
from .note import (
    _KNOWN_KEYS,
    ID_RE,
    MATURITIES,
    Memory,
    Relation,
    first_sentence,
    memory_type,
)
from .yamlguard import check_shape

try:  # the C loader is ~10x faster on a 10,000-file reindex
    from yaml import CSafeLoader as _Loader
except ImportError:  # pragma: no cover - depends on how PyYAML was built
    from yaml import SafeLoader as _Loader  # type: ignore[assignment]


def _split(text: str, path: str) -> tuple[str, str]:
    """Split a file into (frontmatter yaml, body)."""
    if text.startswith("\ufeff"):
        text = text[1:]
    lines = text.split("\n")
    if not lines or lines[0].rstrip("\r") != "---":
        raise MemoryFileError(
            path,
            "no YAML frontmatter (the file must start with a '---' line)",
            hint="Add a frontmatter block (see docs/home.md) or store it with `bower curate`.",
        )
    for i in range(1, len(lines)):
        if lines[i].rstrip("\r") in ("---", "..."):
            return "\n".join(lines[1:i]), "\n".join(lines[i + 1 :])
    raise MemoryFileError(path, "frontmatter is not closed by a '---' line")


def _split_title(body: str) -> tuple[str, str]:
    lines = body.replace("\r\n", "\n").split("\n")
    for i, line in enumerate(lines):
        if not line.strip():
            continue
        if line.startswith("# "):
            return line[2:].strip(), "\n".join(lines[i + 1 :]).strip("\n")
        break
    content = body.strip("\n")
    return first_sentence(content, 80), content


def _str_list(value: Any, key: str) -> list[str]:
    if value is None:
        return []
    if isinstance(value, str):
        return [s.strip() for s in value.split(",") if s.strip()]
    if isinstance(value, list) and all(isinstance(v, str | int | float) for v in value):
        return [str(v) for v in value]
    raise ValueError(f"{key} must be a list of strings")


def _number(value: Any, key: str, lo: float, hi: float) -> float:
    if isinstance(value, bool) or not isinstance(value, int | float):
        raise ValueError(f"{key} must be a number, got {value!r}")
    if not lo <= float(value) <= hi:
        raise ValueError(f"{key} must be between {lo} and {hi}, got {value!r}")
    return float(value)


def _relations(value: Any) -> list[Relation]:
    if value is None:
        return []
    if not isinstance(value, list):
        raise ValueError("relations must be a list of {type, target}")
    out = []
    for item in value:
        if not isinstance(item, dict) or "target" not in item:
            raise ValueError(f"relation {item!r} needs at least a target")
        # "weight" is read as well: the word seed 003 and a person editing the file use.
        weight = item.get("strength", item.get("weight", 1.0))
        out.append(
            Relation(
                type=str(item.get("type", "related_to")),
                target=str(item["target"]),
                strength=_number(weight, "relation strength", 0.0, 1.0),
                origin=str(item.get("origin") or ""),
            )
        )
    return out


def _optional_time(data: dict[str, Any], key: str) -> datetime | None:
    value = data.get(key)
    return None if value is None or value == "" else parse_time(value, key)


def _optional_str(data: dict[str, Any], key: str) -> str | None:
    value = data.get(key)
    return None if value is None or value == "" else str(value)


def decode(raw: bytes, path: str) -> str:
    """Bytes of a memory file → text, or a MemoryFileError saying why not."""
    if not raw.strip():
        raise MemoryFileError(path, "empty file")
    if b"\x00" in raw:
        raise MemoryFileError(path, "binary file (contains NUL bytes), not a memory")
    try:
        return raw.decode("utf-8")
    except UnicodeDecodeError as exc:
        raise MemoryFileError(
            path,
            f"not UTF-8 text (bad byte at offset {exc.start})",
            hint="Re-save the file as UTF-8; it was left untouched.",
        ) from exc


def parse(
    raw: bytes | str, path: str = "<memory>", fallback_time: datetime | None = None
) -> Memory:
    """Parse a memory file. Raises MemoryFileError naming ``path`` and the reason.

    ``fallback_time`` (usually the file's mtime) stands in for a missing ``created``.
    """
    text = decode(raw, path) if isinstance(raw, bytes) else raw
    head, body = _split(text, path)
    try:
        check_shape(head, path)
        data = yaml.load(head, Loader=_Loader) if head.strip() else {}
    except yaml.YAMLError as exc:
        reason = " ".join(str(exc).split())
        raise MemoryFileError(path, f"frontmatter is not valid YAML: {reason}") from exc
    except (ValueError, TypeError, OverflowError, RecursionError) as exc:
        # PyYAML builds dates itself: "2026-02-30" raises ValueError, not a YAMLError.
        raise MemoryFileError(path, f"invalid frontmatter value: {exc}") from exc
    if not isinstance(data, dict):
        raise MemoryFileError(path, "frontmatter must be a mapping of key: value")
    try:
        return _from_mapping(data, body, path, fallback_time)
    except (ValueError, TypeError, OverflowError, RecursionError) as exc:
        raise MemoryFileError(path, f"invalid frontmatter: {exc}") from exc


def _from_mapping(
    data: dict[str, Any], body: str, path: str, fallback_time: datetime | None
) -> Memory:
    raw_id = data.get("id")
    if raw_id is None or raw_id == "":
        stem = path.rsplit("/", 1)[-1].removesuffix(".md")
        raw_id = stem
    mem_id = str(raw_id)
    if not ID_RE.match(mem_id):
        raise ValueError(
            f"id {mem_id!r} must be lowercase letters, digits, '.', '_' or '-' (max 128)"
        )
    mem_type = str(data.get("type", "fact"))
    mem_type = memory_type(mem_type)
    maturity = _maturity(str(data.get("maturity", "draft")))
    now = fallback_time or utcnow()
    created = parse_time(data["created"], "created") if data.get("created") else now
    updated = parse_time(data["updated"], "updated") if data.get("updated") else created
    access_count = data.get("access_count", 0)
    if isinstance(access_count, bool) or not isinstance(access_count, int) or access_count < 0:
        raise ValueError(f"access_count must be a whole number >= 0, got {access_count!r}")
    title, content = _split_title(body)
    extra = {k: v for k, v in data.items() if k not in _KNOWN_KEYS}
    return Memory(
        id=mem_id,
        type=mem_type,
        title=title,
        content=content,
        created=created,
        updated=updated,
        maturity=maturity,
        importance=_number(data.get("importance", 0.5), "importance", 0.0, 1.0),
        access_count=access_count,
        embedding_hash=str(data.get("embedding_hash") or ""),
        relations=_relations(data.get("relations")),
        tags=_str_list(data.get("tags"), "tags"),
        keywords=_str_list(data.get("keywords"), "keywords"),
        confidence=_number(data.get("confidence", 1.0), "confidence", 0.0, 1.0),
        source=str(data.get("source") or "agent"),
        agent=str(data.get("agent") or "default"),
        supersedes=_optional_str(data, "supersedes"),
        superseded_by=_optional_str(data, "superseded_by"),
        valid_from=_optional_time(data, "valid_from"),
        valid_to=_optional_time(data, "valid_to"),
        observed_at=_optional_time(data, "observed_at"),
        last_accessed=_optional_time(data, "last_accessed"),
        extra=extra,
        path=path,
    )


def _maturity(value: str) -> Maturity:
    for level in MATURITIES:
        if value == level:
            return level
    raise ValueError(f"maturity {value!r} is not one of {', '.join(MATURITIES)}")
