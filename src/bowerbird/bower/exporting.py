"""``Bower.export``: the home (or one agent) as our own JSON-lines stream, which ``bower
import`` restores losslessly (``storage/exchange/portable.py``), or as mem0's JSON — so nobody is
locked in. The file is written beside its destination and renamed into place: a killed
export never leaves half a file under the name asked for."""

from __future__ import annotations

import contextlib
import hashlib
import json
import os
import stat
import tempfile
from collections.abc import Iterator
from pathlib import Path
from typing import IO, Any, get_args

from ..errors import BowerError, InputError, UsageError
from ..services.timeparse import format_time
from ..settings import ExportFormat
from ..storage.exchange import portable
from ..storage.files.note import Memory
from ..storage.files.parsing import parse
from ..storage.files.tree import scan
from ..storage.store import Store
from .results import Exported


def export_any(
    store: Store, target: str | os.PathLike[str] | IO[str], agent: str | None, as_: str
) -> Exported:
    """``Bower.export``: ``as_`` checked, then to a file (replaced atomically) or an open
    text stream."""
    if as_ not in get_args(ExportFormat):
        raise UsageError(
            f"unknown export format {as_!r}",
            hint=f"Use one of {', '.join(get_args(ExportFormat))}.",
        )
    if isinstance(target, str | os.PathLike):
        return export(store, Path(target), agent, as_)
    return export_to(store, target, agent, as_)


def export_to(store: Store, out: IO[str], agent: str | None, as_: str) -> Exported:
    """Write the export to the open text stream ``out`` (``bower export -``: standard
    output, to pipe into another command or an encrypted file); ``bytes`` counts what was
    written."""
    done = Exported("-", as_, agent)
    done.bytes = _write(store, out, agent, as_, done)
    out.flush()
    return done


def _write(store: Store, out: IO[str], agent: str | None, as_: str, done: Exported) -> int:
    written = 0
    if as_ == "mem0":
        text = json.dumps({"results": list(_mem0(store, agent, done))}, ensure_ascii=False)
        out.write(text)
        return len(text.encode("utf-8"))
    for line in (json.dumps(portable.header(agent)) + "\n",):
        out.write(line)
        written += len(line.encode("utf-8"))
    for record in portable.records(store, agent):
        line = json.dumps(record, ensure_ascii=False) + "\n"
        out.write(line)
        written += len(line.encode("utf-8"))
        done.count(str(record["kind"]))
    return written


def export(store: Store, target: Path, agent: str | None, as_: str) -> Exported:
    """Write the export to ``target`` (see the module)."""
    if target.is_dir():
        raise InputError(f"{target} is a folder", hint="Give a file name, e.g. home.jsonl.")
    try:
        found = os.lstat(target)
    except FileNotFoundError:
        found = None
    if found is not None and not stat.S_ISREG(found.st_mode):
        # The export replaces its target by a rename: a device (`/dev/full`, as root), a FIFO
        # or a link there would be replaced, not written through.
        what = "a link" if stat.S_ISLNK(found.st_mode) else "not a regular file"
        raise InputError(
            f"{target} is {what}: an export is written only to a regular file",
            hint="Give the name of a new file, or of an earlier export to replace.",
        )
    target.parent.mkdir(parents=True, exist_ok=True)
    done = Exported(str(target), as_, agent)
    fd, temp = tempfile.mkstemp(prefix=".export-", dir=target.parent)
    try:
        with os.fdopen(fd, "w", encoding="utf-8") as out:
            _write(store, out, agent, as_, done)
            out.flush()
            os.fsync(out.fileno())
        os.replace(temp, target)
    except BaseException:
        with contextlib.suppress(OSError):
            os.unlink(temp)
        raise
    done.bytes = target.stat().st_size
    return done


def _mem0(store: Store, agent: str | None, done: Exported) -> Iterator[dict[str, Any]]:
    """Live memories as mem0 writes them (``get_all``'s results): what mem0 has no field
    for (type, importance, relations, source) goes into ``metadata``; superseded and
    archived memories are left out, as mem0 keeps only what holds now."""
    root = store.tree.root
    for rel in sorted(scan(root)):
        try:
            memory = parse((root / rel).read_bytes(), rel)
        except BowerError:
            continue
        if (agent is not None and memory.agent != agent) or not _live(memory):
            continue
        metadata: dict[str, Any] = {
            "bowerbird_id": memory.id,
            "type": memory.type,
            "importance": memory.importance,
            "source": memory.source,
        }
        given = memory.extra.get("metadata")
        if isinstance(given, dict):
            metadata.update({str(k): v for k, v in given.items()})
        done.count("memory")
        yield {
            "id": memory.id,
            "memory": memory.content,
            "hash": hashlib.md5(memory.content.encode("utf-8"), usedforsecurity=False).hexdigest(),
            "metadata": metadata,
            "categories": memory.tags,
            "created_at": format_time(memory.created),
            "updated_at": format_time(memory.updated),
            "agent_id": memory.agent,
        }


def _live(memory: Memory) -> bool:
    return (
        memory.superseded_by is None and memory.valid_to is None and memory.maturity != "archived"
    )
