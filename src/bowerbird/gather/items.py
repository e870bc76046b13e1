"""Keyed items: what an agent framework's store puts (LangGraph's ``BaseStore``), kept as
memories so they are recalled, shown and exported like any other.

An item is ``(namespace, key) → value``: a namespace is a tuple of labels, the value a JSON
object the framework gets back exactly as it put it (after the secrets policy). Each live item
is one memory file, ``store/<first labels>/<key>-<hash>.md``, whose id is derived from the
agent, the namespace and the key: a ``get`` is one read by id, no search. The frontmatter's
``item:`` holds the namespace, the key and the value; the body is the value's text (the fields
``index`` names), which keyword and vector recall search.

A ``put`` to a key that has a value keeps the old version as history: it moves to
``<id>.v<n>`` (superseded by the live id, out of search, in ``bower history``), and the live
file takes the new value under the same id. Items are ``source: item``: no dream merges, links
or archives them and no curated note is merged into one, since a store promises that what was
put is what is read. The design and its differences from LangGraph's stores:
docs/integrations/langgraph.md.
"""

from __future__ import annotations

import hashlib
import json
import re
from dataclasses import dataclass
from datetime import datetime
from typing import Any

from ..errors import InputError, MemoryFileError
from ..services.kinds import classify
from ..services.text import keywords
from ..services.timeparse import utcnow
from ..settings import SecretsPolicy
from ..storage.files.note import (
    ITEM_FOLDER,
    ITEM_SOURCE,
    Memory,
    Relation,
    first_sentence,
    render,
    slugify,
)
from ..storage.files.parsing import parse
from ..storage.history import audit
from ..storage.store import Store
from .extract import make_title
from .notes import MAX_TAG_CHARS, MAX_TAGS, redact_leaves

# Every item carries this tag: "all items" is one tag filter.
ITEM_TAG = "store"
# Namespace labels that become folders (the rest live in the frontmatter only): a path stays
# short and readable whatever depth a framework uses.
_FOLDER_DEPTH = 4
_LABEL_CHARS = 40
_WHOLE = "$"


@dataclass(frozen=True)
class StoredItem:
    """One item as its memory file holds it."""

    namespace: tuple[str, ...]
    key: str
    value: dict[str, Any]
    created: datetime
    updated: datetime
    memory_id: str
    # False: kept out of text search (LangGraph's ``index=False``); found by filter and get.
    indexed: bool = True


def item_id(agent: str, namespace: tuple[str, ...], key: str) -> str:
    """The live memory id of ``key`` in ``namespace`` for ``agent``: ``<key slug>-<10 hex>``
    (a curated memory's id ends in 4 hex digits, so the two never meet)."""
    digest = _digest(agent, *namespace, "", key)
    return f"{slugify(key, max_chars=_LABEL_CHARS)}-{digest[:10]}"


def scope_tag(namespace: tuple[str, ...]) -> str:
    """The tag every item under the namespace prefix ``namespace`` carries (``store`` for the
    empty prefix): a search is scoped by the index's tag filter before ranking. Tags are
    lower case, so a tag may cover two prefixes that differ in case; readers compare the exact
    namespace from the frontmatter."""
    if not namespace:
        return ITEM_TAG
    joined = "/".join(namespace).lower()
    tag = f"ns:{joined}"
    if len(tag) > MAX_TAG_CHARS or any(c in tag for c in ",\n\r\t"):
        tag = f"ns#{_digest(*namespace)[:16]}"
    return tag


def scope_depth(namespace: tuple[str, ...]) -> int:
    """How much of ``namespace`` its tags cover (a deeper prefix is filtered after reading)."""
    return min(len(namespace), MAX_TAGS - 1)


def stored_item(memory: Memory) -> StoredItem | None:
    """The item ``memory`` holds, or None when it is not a well-formed item."""
    held = memory.extra.get("item")
    if memory.source != ITEM_SOURCE or not isinstance(held, dict):
        return None
    namespace, key, value = held.get("namespace"), held.get("key"), held.get("value")
    if not isinstance(namespace, list) or not all(isinstance(n, str) for n in namespace):
        return None
    if not isinstance(key, str) or not isinstance(value, dict):
        return None
    return StoredItem(
        tuple(namespace),
        key,
        value,
        memory.created,
        memory.updated,
        memory.id,
        held.get("index") is not False,
    )


def is_live(memory: Memory) -> bool:
    """Neither archived (deleted) nor superseded (an earlier version)."""
    return memory.maturity != "archived" and memory.superseded_by is None


def put(
    store: Store,
    namespace: tuple[str, ...],
    key: str,
    value: dict[str, Any],
    index: list[str] | bool | None,
    default_index: list[str] | None,
) -> Memory:
    """Write ``value`` as the live version of ``key`` in ``namespace`` (this store's agent);
    the version it replaces, if any, is kept as history. ``index`` names the fields recall
    searches (``None``: ``default_index``, else the whole value; ``False``: none)."""
    check_address(namespace, key)
    settings = store.settings
    clean = _clean_value(value, settings.secrets.policy, settings.limits.note_bytes)
    fields = default_index if index is None or index is True else index
    text = item_text(clean, fields or [_WHOLE]) or key
    agent = settings.curate.agent
    mid = item_id(agent, namespace, key)
    held: dict[str, Any] = {"namespace": list(namespace), "key": key, "value": clean}
    if index is False:
        held["index"] = False
    elif index not in (None, True):
        held["index"] = list(fields or [])
    now = utcnow()
    kind = classify(text)
    memory = Memory(
        id=mid,
        type=kind,
        title=make_title(first_sentence(text, 80), kind),
        content=text,
        created=now,
        updated=now,
        tags=sorted(
            {ITEM_TAG, *(scope_tag(namespace[:d]) for d in range(1, scope_depth(namespace) + 1))}
        ),
        keywords=keywords(text),
        source=ITEM_SOURCE,
        agent=agent,
        observed_at=now,
        extra={"item": held},
        path=_path(namespace, key, mid),
    )
    _check_round_trip(memory, clean)
    with store.lock.hold():
        old = _current(store, mid)
        if old is None:
            event = audit.event(mid, "created", path=memory.path, type=kind, source=ITEM_SOURCE)
            return store.save(memory, [event])
        version = _version(old)
        kept_id = f"{mid}.v{version}"
        kept = old.with_changes(
            id=kept_id,
            path=old.path.removesuffix(".md") + f".v{version}.md",
            superseded_by=mid,
            valid_to=now,
            updated=now,
            maturity="draft" if old.maturity == "archived" else old.maturity,
        )
        memory.created = old.created if is_live(old) else now
        memory.supersedes = kept_id
        memory.relations = [Relation("supersedes", kept_id, 1.0, "agent")]
        memory.extra["item"]["version"] = version + 1
        store.save_many(
            [kept, memory],
            [
                audit.event(kept_id, "superseded", by=mid, reason="a new value was put"),
                audit.event(mid, "updated", supersedes=kept_id, version=version + 1),
            ],
        )
        return memory


def check_address(namespace: tuple[str, ...], key: str) -> None:
    """A namespace is a non-empty tuple of non-empty labels; a key a string."""
    if not namespace or not all(isinstance(n, str) and n for n in namespace):
        raise InputError(
            f"namespace {namespace!r} is not a tuple of non-empty labels",
            hint='Name it like ("memories", "user-42").',
        )
    if not isinstance(key, str):  # "" is a key, as in LangGraph's own stores
        raise InputError(
            f"an item's key is a string, not {type(key).__name__}", hint='e.g. "colour"'
        )


def item_text(value: Any, fields: list[str]) -> str:
    """The text of ``value`` recall searches: the leaves at ``fields`` (LangGraph's paths:
    ``a.b``, ``a[0]``, ``a[-1]``, ``a[*]``, ``$`` for the whole), one string alone as it is,
    several as ``name: text`` lines so a field's name is searchable too."""
    leaves: list[tuple[str, str, bool]] = []
    for field in fields:
        for found in _at_path(value, field):
            _leaves(found, field.rsplit(".", 1)[-1], leaves)
    # Words are what recall reads: numbers and flags count only when there are no words.
    strings = [(name, text.strip()) for name, text, word in leaves if word and text.strip()]
    if len(strings) == 1:
        return strings[0][1]
    chosen = strings or [(name, text) for name, text, _ in leaves]
    return "\n".join(
        f"{name}: {text}" if name and name != _WHOLE else text for name, text in chosen
    )


def _at_path(value: Any, path: str) -> list[Any]:
    """The values at ``path`` in ``value`` (none when it leads nowhere)."""
    if path in ("", _WHOLE):
        return [value]
    found = [value]
    for part in re.findall(r"[^.\[\]]+|\[[^\]]*\]", path):
        nxt: list[Any] = []
        for here in found:
            if part.startswith("["):
                if not isinstance(here, list):
                    continue
                inner = part[1:-1].strip()
                if inner == "*":
                    nxt.extend(here)
                elif re.fullmatch(r"-?\d+", inner) and -len(here) <= int(inner) < len(here):
                    nxt.append(here[int(inner)])
            elif isinstance(here, dict) and part in here:
                nxt.append(here[part])
        found = nxt
    return found


def _leaves(value: Any, name: str, out: list[tuple[str, str, bool]]) -> None:
    if isinstance(value, dict):
        for k, v in value.items():
            _leaves(v, str(k), out)
    elif isinstance(value, list):
        for v in value:
            _leaves(v, name, out)
    elif isinstance(value, str):
        out.append((name, value, True))
    elif value is not None:
        out.append((name, json.dumps(value), False))


def _clean_value(value: Any, policy: SecretsPolicy, max_bytes: int) -> dict[str, Any]:
    """``value`` as JSON holds it (tuples become lists), its strings through the secrets
    policy; refused when it is not a JSON object or is bigger than a note may be."""
    if not isinstance(value, dict):
        raise InputError(
            f"an item's value is a JSON object (a dict), not {type(value).__name__}",
            hint='Wrap it: {"value": ...}.',
        )
    try:
        # NaN and infinities are not JSON (LangGraph's SQL stores refuse them too).
        text = json.dumps(value, ensure_ascii=False, allow_nan=False)
    except (TypeError, ValueError) as exc:
        raise InputError(
            f"the value is not JSON: {exc}", hint="Store strings, numbers, lists and dicts."
        ) from None
    if len(text.encode("utf-8")) > max_bytes:
        raise InputError(
            f"the value is {len(text.encode()):,} bytes as JSON (limit {max_bytes:,})",
            hint="Keep large documents as files and store a reference; [limits] note_bytes.",
        )
    loaded = json.loads(text)
    return redact_leaves(loaded, policy)  # type: ignore[no-any-return]


def _check_round_trip(memory: Memory, value: dict[str, Any]) -> None:
    """The file must give the value back exactly; one whose frontmatter would be refused on
    reading (too big, too deep) is refused now instead."""
    try:
        back = parse(render(memory).encode("utf-8"), memory.path).extra["item"]["value"]
    except (MemoryFileError, ValueError, KeyError, TypeError) as exc:
        raise InputError(
            f"the value cannot be kept in a memory file ({exc})",
            hint="Items are small JSON objects: at most 64 KB and 12 levels deep as YAML.",
        ) from None
    if not _same(back, value):
        raise InputError(
            "the value does not read back as it was written",
            hint="Use JSON types only: strings, numbers, booleans, null, lists and objects.",
        )


def _same(a: Any, b: Any) -> bool:
    """Equal as JSON holds them: ``True`` is not ``1`` (``==`` says it is)."""
    if isinstance(a, dict) and isinstance(b, dict):
        return a.keys() == b.keys() and all(_same(a[k], b[k]) for k in a)
    if isinstance(a, list) and isinstance(b, list):
        return len(a) == len(b) and all(_same(x, y) for x, y in zip(a, b, strict=True))
    return type(a) is type(b) and a == b


def _current(store: Store, memory_id: str) -> Memory | None:
    if store.index.memory_path(memory_id) is None:
        return None
    return store.read(memory_id)


def _version(memory: Memory) -> int:
    held = memory.extra.get("item")
    found = held.get("version", 1) if isinstance(held, dict) else 1
    return found if isinstance(found, int) and found > 0 else 1


def _path(namespace: tuple[str, ...], key: str, memory_id: str) -> str:
    folders = [slugify(n, max_words=8, max_chars=_LABEL_CHARS) for n in namespace]
    return "/".join([ITEM_FOLDER, *folders[:_FOLDER_DEPTH], f"{memory_id}.md"])


def _digest(*parts: str) -> str:
    return hashlib.sha256("\x00".join(parts).encode("utf-8")).hexdigest()
