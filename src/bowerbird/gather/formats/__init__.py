"""Importers: real export files read as a stream of items (``items.py``) — messages of
conversations, facts to curate, and what was skipped with the reason. Each format has its
module; ``detect`` tells them apart from the file itself, ``read`` opens one.

The facade's ``bower/importing.py`` turns the items into messages (the conversations layer)
and memories (curate), idempotently.
"""

from __future__ import annotations

import contextlib
import os
import shutil
import stat
import sys
import tempfile
import zipfile
from collections.abc import Iterator
from pathlib import Path
from typing import get_args

from ...errors import InputError, UsageError
from ...settings import ImportFormat, LimitsSettings
from ...storage.disk.bounded import Capped
from . import brv, chats, markdown, mem0, vcard, whatsapp
from .items import Fact, Item, Said, Skipped, key_of

FORMATS: tuple[str, ...] = get_args(ImportFormat)

__all__ = [
    "FORMATS",
    "Fact",
    "ImportFormat",
    "Item",
    "Said",
    "Skipped",
    "detect",
    "key_of",
    "read",
    "readable_copy",
]

_HINT = (
    "Name it with --from: bowerbird (`bower export`), notes (our JSONL), whatsapp (.txt or "
    ".zip), chatgpt or claude (conversations.json or the export's zip), vcard (.vcf), markdown "
    "(a folder or .md), mem0 (its get_all/export JSON)."
)


@contextlib.contextmanager
def readable_copy(path: Path, cap: int = LimitsSettings().stream_bytes) -> Iterator[Path]:
    """``path`` itself when it is a file or a folder; a stream (a pipe, ``/dev/stdin``,
    ``<(…)``) read once into a private temporary file of the same name — every reader may
    open its file twice (WhatsApp's dates are surveyed first), and a stream is there once.
    ``-`` is standard input. ``InputError`` for a stream over ``cap`` bytes (``[limits]
    stream_bytes``; nothing imported)."""
    if os.fspath(path) != "-":
        try:
            mode = os.stat(path).st_mode
        except OSError:
            yield path  # not there: ``detect`` and the readers say so
            return
        if stat.S_ISREG(mode) or stat.S_ISDIR(mode):
            yield path
            return
    with tempfile.TemporaryDirectory(prefix="bower-import-") as folder:
        copy = Path(folder) / ("stdin" if os.fspath(path) == "-" else path.name or "stdin")
        with contextlib.ExitStack() as stack:
            source = (
                sys.stdin.buffer
                if os.fspath(path) == "-"
                else stack.enter_context(open(path, "rb"))
            )
            with open(copy, "wb") as target:
                what = f"{path}: the stream"
                shutil.copyfileobj(Capped(source, cap, what, "stream_bytes"), target)
        yield copy


def detect(path: Path) -> str:
    """The format of ``path`` (a file or a folder), from what it holds."""
    if not path.exists():
        raise InputError(f"no file or folder at {path}")
    if path.is_dir() and ((path / ".brv").is_dir() or path.name in (".brv", "context-tree")):
        return "brv"
    if path.is_dir() or path.suffix.lower() in markdown.SUFFIXES:
        return "markdown"
    if path.suffix.lower() == ".jsonl":
        with path.open("rb") as stream:
            first = stream.readline(4096)
        return "bowerbird" if b'"bowerbird_export"' in first else "notes"
    if zipfile.is_zipfile(path):
        with zipfile.ZipFile(path) as archive:
            names = archive.namelist()
        if any(n.rsplit("/", 1)[-1] == chats.CONVERSATIONS for n in names):
            return _json_kind(path)
        if any(n.lower().endswith(".txt") for n in names):
            return "whatsapp"
        raise InputError(f"{path}: a zip this importer does not know", hint=_HINT)
    with path.open("rb") as stream:
        head = stream.read(4096)
    if b"\x00" in head:
        raise InputError(f"{path} is a binary file, not an export", hint=_HINT)
    text = head.decode("utf-8", errors="replace").lstrip("\ufeff")
    if path.suffix.lower() == ".vcf" or text.lstrip().upper().startswith("BEGIN:VCARD"):
        return "vcard"
    if whatsapp.looks_like(text):  # before JSON: an iOS chat's lines start with "["
        return "whatsapp"
    # Our own export is JSON lines whatever its name (`bower export out.json`, a pipe).
    if text.lstrip().startswith("{") and '"bowerbird_export"' in text.lstrip().split("\n", 1)[0]:
        return "bowerbird"
    if text.lstrip().startswith(("[", "{")):
        return _json_kind(path)
    raise InputError(f"{path}: not a format `bower import` knows", hint=_HINT)


def _json_kind(path: Path) -> str:
    with chats.open_export(path) as stream:
        chats.check_numbers(stream, path)  # before any parser sees it (see check_numbers)
    with chats.open_export(path) as stream:
        top, keys = chats.first_keys(stream)
    if top == "list" and "mapping" in keys:
        return "chatgpt"
    if top == "list" and "chat_messages" in keys:
        return "claude"
    if (top == "dict" and keys & {"results", "memories"}) or (top == "list" and "memory" in keys):
        return "mem0"
    if not top:
        raise InputError(f"{path}: not JSON", hint=_HINT)
    if top == "deep":
        with chats.open_export(path) as stream:
            chats.check_depth(stream, path)  # says how deep, as a reader would
    raise InputError(
        f"{path}: JSON of a shape no importer knows (first keys: {', '.join(sorted(keys)[:8])})",
        hint=_HINT,
    )


def read(
    path: Path, fmt: str, me: str | None = None, limits: LimitsSettings | None = None
) -> Iterator[Item]:
    """The items of ``path`` read as ``fmt`` within ``limits`` (not ``notes``, read by
    ``read_note_lines``, nor ``bowerbird``, a home's files restored by
    ``storage/exchange/portable.py``)."""
    limits = limits or LimitsSettings()
    if fmt == "whatsapp":
        return whatsapp.read(path, me, limits)
    if fmt == "chatgpt":
        return chats.read_chatgpt(path, limits)
    if fmt == "claude":
        return chats.read_claude(path, limits)
    if fmt == "vcard":
        return vcard.read(path, limits)
    if fmt == "markdown":
        return markdown.read(path, limits)
    if fmt == "brv":
        return brv.read(path, limits)
    if fmt == "mem0":
        with path.open("rb") as stream:
            chats.check_numbers(stream, path)
        with path.open("rb") as stream:
            top, keys = chats.first_keys(stream)
        shape = "list" if top == "list" else "results" if "results" in keys else "memories"
        return mem0.read(path, mem0.PREFIXES[shape], limits)
    raise UsageError(f"unknown import format {fmt!r}", hint=f"Use one of {', '.join(FORMATS)}.")
