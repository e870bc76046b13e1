"""mem0 exports: what ``Memory.get_all()`` returns (``{"results": [...]}``, or the bare list
of older versions) or its export JSON (``{"memories": [...]}``). Each memory is already one
distilled fact: it is kept as said, with its timestamps, categories as tags and its metadata
and owner ids as attributes. Its ``hash`` and score are mem0's and are not kept."""

from __future__ import annotations

from collections.abc import Iterator, Mapping
from pathlib import Path
from typing import Any

import ijson

from ...errors import InputError
from ...settings import LimitsSettings
from ...storage.disk.bounded import open_regular
from .chats import check_depth, check_numbers
from .items import Fact, Item, Skipped, key_of, time_of

# Where the memories sit in the JSON, by the top's shape (ijson prefixes).
PREFIXES = {"list": "item", "results": "results.item", "memories": "memories.item"}


def read(path: Path, prefix: str, limits: LimitsSettings | None = None) -> Iterator[Item]:
    """The memories under ``prefix`` (one of ``PREFIXES``' values), one fact each, from a
    file within ``[limits]`` (``export_bytes``, ``json_depth``)."""
    limits = limits or LimitsSettings()
    with open_regular(path, limits.export_bytes, "export_bytes") as stream:
        check_numbers(stream, path)
    with open_regular(path, limits.export_bytes, "export_bytes") as stream:
        check_depth(stream, path, limits.json_depth)
    with open_regular(path, limits.export_bytes, "export_bytes") as stream:
        try:
            for number, item in enumerate(ijson.items(stream, prefix, use_float=True), start=1):
                yield _fact(item, f"{path.name}: memory {number}")
        except ijson.JSONError as exc:
            raise InputError(
                f"{path}: the JSON breaks off or is malformed ({exc})",
                hint="Export again; what was read before the break is imported.",
            ) from None


def _fact(item: Any, where: str) -> Item:
    if not isinstance(item, Mapping):
        return Skipped(where, "not a memory object")
    text = item.get("memory") or item.get("text") or item.get("data")
    if not isinstance(text, str) or not text.strip():
        return Skipped(where, 'no "memory" text')
    attributes = {"mem0_id": str(item["id"])} if item.get("id") else {}
    for owner in ("user_id", "agent_id", "run_id", "actor_id"):
        if item.get(owner):
            attributes[owner] = str(item[owner])
    metadata = item.get("metadata")
    if isinstance(metadata, Mapping):
        for key, value in metadata.items():
            if isinstance(value, str | int | float | bool) and len(attributes) < 20:
                attributes[str(key)[:64]] = str(value)[:500]
    categories = item.get("categories")
    tags = (
        tuple(str(c) for c in categories if isinstance(c, str))
        if isinstance(categories, list)
        else ()
    )
    return Fact(
        text.strip(),
        key_of("mem0", item.get("id") or text),
        tags=tags,
        observed_at=time_of(item.get("updated_at")) or time_of(item.get("created_at")),
        attributes=attributes,
        where=where,
    )
