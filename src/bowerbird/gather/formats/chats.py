"""AI chat exports: ChatGPT's data export (``conversations.json``: each conversation a
``mapping`` tree of messages, of which only the branch the person last saw — from
``current_node`` up to the root — is imported) and Claude's (``conversations.json`` with
``chat_messages``). Either as the file or inside the export's zip.

The file is read one conversation at a time (ijson), so an export of hundreds of megabytes
never sits in memory whole. Tool output, code runs, browsing, hidden system context and
images are skipped and counted.
"""

from __future__ import annotations

import contextlib
import re
import zipfile
from collections.abc import Iterator, Mapping
from datetime import UTC, datetime
from pathlib import Path
from typing import IO, Any

import ijson

from ...errors import InputError
from ...settings import LimitsSettings
from ...storage.disk.bounded import open_member, open_regular, zip_members
from .items import Item, Said, Skipped, key_of, time_of

CONVERSATIONS = "conversations.json"
# No export nests anywhere near [limits] json_depth (ChatGPT's message trees are flat maps of
# nodes); a file that does is refused before it is parsed into objects: building 100,000
# nested lists took ijson several GB (its prefixes grow with the depth, for every level).
MAX_DEPTH = LimitsSettings().json_depth
_LIMITS = LimitsSettings()


# A number no export holds: ijson's C parser crashed the process (a segfault) on one of 5,000
# digits, and Python refuses to build an int of more than 4,300.
MAX_DIGITS = 1000
_LONG_NUMBER = re.compile(rb"\d{%d}" % MAX_DIGITS)


def check_numbers(stream: IO[bytes], path: Path) -> None:
    """``InputError`` when ``stream`` holds a run of ``MAX_DIGITS`` digits (read in chunks,
    with the digits a chunk ends on carried into the next)."""
    carry = b""
    while chunk := stream.read(1 << 20):
        text = carry + chunk
        if _LONG_NUMBER.search(text):
            raise InputError(
                f"{path}: a number of over {MAX_DIGITS:,} digits",
                hint="No export holds one; check that this is the file you meant.",
            )
        tail = len(text) - len(text.rstrip(b"0123456789"))
        carry = text[len(text) - tail :] if tail else b""


def check_depth(stream: IO[bytes], path: Path, limit: int = MAX_DEPTH) -> None:
    """``InputError`` when the JSON in ``stream`` nests deeper than ``limit``. Read with
    ijson's event parser (no objects, no prefixes built: a 200 KB file of 100,000 brackets
    takes 7 ms and no memory); a malformed file is left for the real parse to report."""
    depth = 0
    try:
        for event, _ in ijson.basic_parse(stream):
            if event in ("start_map", "start_array"):
                depth += 1
                if depth > limit:
                    raise InputError(
                        f"{path}: the JSON is nested deeper than {limit} levels",
                        hint="No export nests like this; check that this is the file you meant "
                        "([limits] json_depth).",
                    )
            elif event in ("end_map", "end_array"):
                depth -= 1
    except ijson.JSONError:
        return


@contextlib.contextmanager
def open_export(path: Path, limits: LimitsSettings = _LIMITS) -> Iterator[IO[bytes]]:
    """The export's ``conversations.json``: the file itself, or the member of its zip, read
    at most ``[limits] export_bytes`` (a zip's member as it is decompressed)."""
    if not zipfile.is_zipfile(path):
        with open_regular(path, limits.export_bytes, "export_bytes") as stream:
            yield _past_bom(stream)
        return
    members = zip_members(path, limits.files)
    names = [m.filename for m in members if m.filename.rsplit("/", 1)[-1] == CONVERSATIONS]
    if not names:
        raise InputError(
            f"{path}: no {CONVERSATIONS} in this zip",
            hint="ChatGPT's and Claude's data exports carry conversations.json.",
        )
    with open_member(path, min(names, key=len), limits.export_bytes) as stream:
        yield _past_bom(stream)


def _past_bom(stream: IO[bytes]) -> IO[bytes]:
    """``stream`` past a UTF-8 byte-order mark (a file saved by some editors starts with
    one, and the JSON parser takes it for no JSON at all)."""
    peek = getattr(stream, "peek", None)
    if peek is not None and peek(3)[:3] == b"\xef\xbb\xbf":
        stream.read(3)
    return stream


def first_keys(stream: IO[bytes], limit: int = 400) -> tuple[str, set[str]]:
    """What a JSON file is at its top (``list``, ``dict``, ``""`` when not JSON, ``deep``
    when it nests past ``MAX_DEPTH`` first) and the keys of its first object: enough to tell
    the exports apart without reading them. Read
    as bare events (no prefixes: ijson builds one per event, for a whole buffer at a time,
    and a file of nested brackets made that gigabytes), at most ``limit`` of them."""
    top = ""
    keys: set[str] = set()
    depth = 0
    try:
        for count, (event, value) in enumerate(ijson.basic_parse(stream)):
            if count == 0:
                top = {"start_array": "list", "start_map": "dict"}.get(event, "other")
            if event in ("start_map", "start_array"):
                depth += 1
            elif event in ("end_map", "end_array"):
                depth -= 1
            # The top object's keys, or the first item's when the top is a list.
            if event == "map_key" and depth == (1 if top == "dict" else 2):
                keys.add(str(value))
            if depth > MAX_DEPTH:
                return "deep", keys
            if (event == "end_map" and depth == (0 if top == "dict" else 1)) or count >= limit:
                break
    except ijson.JSONError:
        return top, keys
    return top, keys


def _conversations(path: Path, limits: LimitsSettings) -> Iterator[Mapping[str, Any]]:
    with open_export(path, limits) as stream:
        check_numbers(stream, path)
    with open_export(path, limits) as stream:
        check_depth(stream, path, limits.json_depth)
    with open_export(path, limits) as stream:
        try:
            for item in ijson.items(stream, "item", use_float=True):
                if isinstance(item, Mapping):
                    yield item
        except ijson.JSONError as exc:
            raise InputError(
                f"{path}: the JSON breaks off or is malformed ({exc})",
                hint="Export the data again; what was read before the break is imported.",
            ) from None


def _epoch(value: Any) -> datetime | None:
    if isinstance(value, int | float) and value > 0:
        return datetime.fromtimestamp(float(value), tz=UTC)
    return None


def read_chatgpt(path: Path, limits: LimitsSettings = _LIMITS) -> Iterator[Item]:
    """The messages of each ChatGPT conversation's current branch, oldest first."""
    for number, chat in enumerate(_conversations(path, limits), start=1):
        title = str(chat.get("title") or f"conversation {number}")
        mapping = chat.get("mapping")
        where = f"{path.name}: {title}"
        if not isinstance(mapping, Mapping) or not mapping:
            yield Skipped(where, "a conversation without messages")
            continue
        started = _epoch(chat.get("create_time"))
        for node in _branch(mapping, chat.get("current_node")):
            message = node.get("message")
            if not isinstance(message, Mapping):
                continue  # the tree's root holds no message
            yield from _chatgpt_message(message, title, where, started)


def _branch(mapping: Mapping[str, Any], current: Any) -> list[Mapping[str, Any]]:
    """The nodes from the root to ``current`` (the branch last shown; an edited message's
    older versions are other branches and are left out). Without one: the newest leaf."""
    if not isinstance(current, str) or current not in mapping:
        leaves = [
            (
                _epoch((n.get("message") or {}).get("create_time"))
                or datetime.min.replace(tzinfo=UTC),
                k,
            )
            for k, n in mapping.items()
            if isinstance(n, Mapping) and not n.get("children")
        ]
        if not leaves:
            return []
        current = max(leaves)[1]
    path: list[Mapping[str, Any]] = []
    seen: set[str] = set()
    node_id: Any = current
    while isinstance(node_id, str) and node_id in mapping and node_id not in seen:
        seen.add(node_id)  # a cycle in a damaged file ends the walk
        node = mapping[node_id]
        if not isinstance(node, Mapping):
            break
        path.append(node)
        node_id = node.get("parent")
    return path[::-1]


def _chatgpt_message(
    message: Mapping[str, Any], title: str, where: str, started: datetime | None
) -> Iterator[Item]:
    role = str((message.get("author") or {}).get("role") or "")
    content = message.get("content") or {}
    kind = str(content.get("content_type") or "text") if isinstance(content, Mapping) else ""
    if kind == "user_editable_context":
        # The person's "custom instructions": what they told ChatGPT about themselves is
        # their own words (the same in every conversation: kept once, by its text).
        about = str(content.get("user_profile") or "").strip()
        if about:
            at = _epoch(message.get("create_time")) or started
            yield Said(title, "user", "user", about, at, key_of("chatgpt-about", about), me=True)
        return
    metadata = message.get("metadata") or {}
    if isinstance(metadata, Mapping) and metadata.get("is_visually_hidden_from_conversation"):
        return
    if role not in ("user", "assistant"):
        if role == "tool":
            yield Skipped(where, "a tool's output")
        return
    if kind not in ("text", "multimodal_text"):
        yield Skipped(where, f"{kind or 'unknown'} content (not a message's text)")
        return
    parts = content.get("parts") or []
    # Voice conversations carry their words as transcription parts.
    texts = [
        p if isinstance(p, str) else str(p.get("text") or "")
        for p in parts
        if (isinstance(p, str) and p.strip())
        or (isinstance(p, Mapping) and p.get("content_type") == "audio_transcription")
    ]
    texts = [t for t in texts if t.strip()]
    if len(texts) < len(parts):
        yield Skipped(where, "an image or file in a message")
    text = "\n".join(texts).strip()
    if not text:
        return
    at = _epoch(message.get("create_time")) or started
    yield Said(
        title, role, role, text, at, key_of("chatgpt", message.get("id") or text), me=role == "user"
    )


def read_claude(path: Path, limits: LimitsSettings = _LIMITS) -> Iterator[Item]:
    """The messages of each Claude conversation, oldest first."""
    for number, chat in enumerate(_conversations(path, limits), start=1):
        title = str(chat.get("name") or f"conversation {number}")
        where = f"{path.name}: {title}"
        messages = chat.get("chat_messages")
        if not isinstance(messages, list) or not messages:
            yield Skipped(where, "a conversation without messages")
            continue
        started = time_of(chat.get("created_at"))
        for message in messages:
            if not isinstance(message, Mapping):
                yield Skipped(where, "a message that is not an object")
                continue
            sender = str(message.get("sender") or "")
            role = {"human": "user", "assistant": "assistant"}.get(sender)
            if role is None:
                yield Skipped(where, f"a message from {sender or 'nobody'}")
                continue
            text = str(message.get("text") or "").strip() or _claude_text(message.get("content"))
            if message.get("attachments") or message.get("files"):
                yield Skipped(where, "an image or file in a message")
            if not text:
                continue
            at = time_of(message.get("created_at")) or started
            key = key_of("claude", message.get("uuid") or f"{title}\x00{text}")
            yield Said(title, role, role, text, at, key, me=role == "user")


def _claude_text(content: Any) -> str:
    if not isinstance(content, list):
        return ""
    parts = [
        str(block.get("text") or "")
        for block in content
        if isinstance(block, Mapping) and block.get("type") == "text"
    ]
    return "\n".join(p for p in parts if p.strip()).strip()
