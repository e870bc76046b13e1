"""The markdown tree on disk: where files go, how they are written, and who may write.

Writes are atomic (temp file in the same directory, fsync, rename, fsync of the directory), so a
reader or a crash sees the old file or the new one, never half of one. Who may write is
``lock.py``'s business.
"""

from __future__ import annotations

import contextlib
import hashlib
import os
import secrets
import stat
import time
from collections.abc import Callable, Mapping
from pathlib import Path
from typing import NamedTuple, Protocol

from ...errors import UsageError
from ..disk.private import private_folder
from .note import CATEGORY_OF_TYPE, Memory, clean_topic

TEMP_PREFIX = ".tmp-"


class Indexed(Protocol):
    """What the index remembers of a file when it last read it (``index.FileRow`` has it):
    enough to tell whether the file changed since, without this room knowing the index."""

    @property
    def mtime_ns(self) -> int: ...
    @property
    def size(self) -> int: ...
    @property
    def sha256(self) -> str: ...
    @property
    def error(self) -> str | None: ...
    @property
    def indexed_ns(self) -> int: ...


# The error of a file whose id another file already uses (re-read on every scan: the other
# file may have gone).
DUPLICATE = "duplicate id"
# Timestamp granularity we guard against: an edit within this long after indexing may keep
# the same mtime (coarse filesystem clocks), so such files are compared by hash.
RACY_NS = 2_000_000_000


class FileStat(NamedTuple):
    """What the cheap scan learns about a file without reading it."""

    mtime_ns: int
    size: int


def category_for(memory_type: str, topic: str | None) -> str:
    """The directory (relative to the tree) a new memory goes to."""
    if topic:
        try:
            return clean_topic(topic)
        except ValueError as exc:
            raise UsageError(str(exc), hint="Use a path like 'architecture/auth'.") from exc
    return CATEGORY_OF_TYPE[memory_type]


def scan(tree: Path, temps: list[str] | None = None, suffix: str = ".md") -> dict[str, FileStat]:
    """Every file ending in ``suffix`` under ``tree`` (relative POSIX path → stat), symlinks
    not followed. Hidden entries skipped.

    Temp files of interrupted writes are collected into ``temps`` when a list is given.
    """
    found: dict[str, FileStat] = {}
    if not tree.is_dir():
        return found
    stack = [str(tree)]
    root_len = len(str(tree)) + 1
    posix = os.sep == "/"
    # The hot loop of every one-shot command (100K files: one stat each, nothing more).
    while stack:
        directory = stack.pop()
        try:
            entries = list(os.scandir(directory))
        except OSError:
            continue  # vanished or unreadable directory: nothing to index there
        for entry in entries:
            name = entry.name
            if name[0] == ".":
                if temps is not None and name.startswith(TEMP_PREFIX):
                    temps.append(entry.path)
                continue
            try:
                if entry.is_dir(follow_symlinks=False):
                    stack.append(entry.path)
                elif name.endswith(suffix):
                    st = entry.stat(follow_symlinks=False)
                    if stat.S_ISREG(st.st_mode):
                        rel = entry.path[root_len:]
                        found[rel if posix else rel.replace(os.sep, "/")] = FileStat(
                            st.st_mtime_ns, st.st_size
                        )
            except OSError:
                continue  # removed between listing and stat
    return found


def sha_of(path: Path) -> str | None:
    """sha256 of a file's bytes, ``None`` when it cannot be read."""
    try:
        return hashlib.sha256(path.read_bytes()).hexdigest()
    except OSError:
        return None


def pending(
    read_sha: Callable[[str], str | None], disk: dict[str, FileStat], known: Mapping[str, Indexed]
) -> tuple[list[str], list[str]]:
    """Paths to (re)read and paths that disappeared, from a stat comparison (``read_sha``
    hashes a file whose stat cannot be trusted)."""
    changed = []
    now = time.time_ns()
    for path, st in disk.items():
        row = known.get(path)
        if (
            row is None
            or row.mtime_ns != st.mtime_ns
            or row.size != st.size
            or (row.error or "").startswith(DUPLICATE)
        ) or (
            row.mtime_ns + RACY_NS >= row.indexed_ns
            and (
                # Racily clean: once the window has passed, re-read it once under the lock so
                # its row is re-stamped and it stops being hashed on every command.
                now > row.mtime_ns + RACY_NS or read_sha(path) != row.sha256
            )
        ):
            changed.append(path)
    changed.sort()
    gone = sorted(p for p in known if p not in disk)
    return changed, gone


def _fsync_dir(directory: Path) -> None:
    fd = os.open(directory, os.O_RDONLY)
    try:
        os.fsync(fd)
    finally:
        os.close(fd)


def confined(root: Path, rel: str) -> Path | None:
    """``root / rel`` when it stays inside ``root`` — relative, no ``..``, no symlink leading
    out — else ``None``. For every path the home reads from its own files (a rollback
    journal, a review item): a hand-edited or planted entry must not reach outside."""
    if not rel or "\x00" in rel:
        return None
    candidate = Path(rel)
    if candidate.is_absolute() or ".." in candidate.parts:
        return None
    target = root / candidate
    try:
        inside = target.resolve().is_relative_to(root.resolve())
    except (OSError, RuntimeError, ValueError):  # a symlink loop, a name too long
        return None
    return target if inside else None


def atomic_write(path: Path, data: bytes) -> None:
    """Write ``data`` to ``path`` so that no reader ever sees a partial file."""
    private_folder(path.parent)
    tmp = path.parent / f"{TEMP_PREFIX}{path.name}.{secrets.token_hex(4)}"
    fd = os.open(tmp, os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o600)
    try:
        with os.fdopen(fd, "wb") as fh:
            fh.write(data)
            fh.flush()
            os.fsync(fh.fileno())
        os.replace(tmp, path)
    except BaseException:
        with contextlib.suppress(FileNotFoundError):
            tmp.unlink()
        raise
    _fsync_dir(path.parent)


def append_durably(path: Path, data: bytes) -> None:
    """Append ``data`` to ``path`` in one ``O_APPEND`` write (concurrent writers' lines never
    interleave) and fsync it: a line acknowledged is on disk."""
    fd = os.open(path, os.O_WRONLY | os.O_CREAT | os.O_APPEND, 0o600)
    try:
        view = memoryview(data)
        while view:  # one write, unless the kernel takes less (a signal, a full disk)
            view = view[os.write(fd, view) :]
        os.fsync(fd)
    finally:
        os.close(fd)


# From this many files on, one system-wide sync is cheaper than an fsync per file (measured
# here: 200 files, 150 ms of fsyncs against 40-65 ms for one os.sync).
_SYNC_ALL_FROM = 8


def atomic_write_many(items: list[tuple[Path, bytes]]) -> None:
    """``atomic_write`` for a batch: every temp file is written, then made durable at once,
    then renamed into place, then each directory is synced once. A failure while writing the
    temp files renames nothing."""
    if len(items) < _SYNC_ALL_FROM:
        for path, data in items:
            atomic_write(path, data)
        return
    temps: list[tuple[Path, Path]] = []
    try:
        for path, data in items:
            private_folder(path.parent)
            tmp = path.parent / f"{TEMP_PREFIX}{path.name}.{secrets.token_hex(4)}"
            fd = os.open(tmp, os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o600)
            temps.append((tmp, path))
            with os.fdopen(fd, "wb") as fh:
                fh.write(data)
        os.sync()  # every temp file's data on disk before any rename points at it
        while temps:
            tmp, path = temps[0]
            os.replace(tmp, path)
            temps.pop(0)
    except BaseException:
        for tmp, _ in temps:
            with contextlib.suppress(FileNotFoundError):
                tmp.unlink()
        raise
    for directory in sorted({path.parent for path, _ in items}):
        _fsync_dir(directory)


def remove_stale_temps(tree: Path) -> int:
    """Delete temp files left by a killed writer. Call only while holding the home lock."""
    removed = 0
    for dirpath, _dirs, files in os.walk(tree):
        for name in files:
            if name.startswith(TEMP_PREFIX):
                with contextlib.suppress(FileNotFoundError):
                    os.unlink(os.path.join(dirpath, name))
                    removed += 1
    return removed


class Tree:
    """Read and write memory files under ``root``."""

    def __init__(self, root: Path) -> None:
        self.root = root

    def abspath(self, rel: str) -> Path:
        return self.root / rel

    def new_path(self, memory: Memory, topic: str | None) -> str:
        """Relative path for a memory that has no file yet."""
        return f"{category_for(memory.type, topic)}/{memory.id}.md"

    def write(self, memory: Memory, text: str) -> None:
        """Write the memory's file atomically — only ever inside the tree: a directory on the
        way that is a symlink (or leads out of the tree) is refused, since a file written
        there would be reported stored yet never indexed (the scan follows no links)."""
        self.check_inside(memory.path)
        atomic_write(self.abspath(memory.path), text.encode("utf-8"))

    def write_many(self, items: list[tuple[Memory, str]]) -> None:
        """``write`` for several memories, made durable together (``atomic_write_many``)."""
        for memory, _ in items:
            self.check_inside(memory.path)
        atomic_write_many([(self.abspath(m.path), text.encode("utf-8")) for m, text in items])

    def body_offset(self, rel: str, content: str) -> int:
        """Lines of the file at ``rel`` before its body (frontmatter, title): content line
        ``k`` is file line ``offset + k``. 0 when the file cannot be read or matched."""
        try:
            lines = self.abspath(rel).read_text(encoding="utf-8", errors="replace").splitlines()
        except OSError:
            return 0
        first = content.split("\n", 1)[0]
        closing = next((i for i, line in enumerate(lines) if i and line.strip() == "---"), 0)
        for i in range(closing + 1, len(lines)):
            if lines[i] == first:
                return i
        return 0

    def check_inside(self, rel: str) -> None:
        """``UsageError`` unless every existing directory of ``rel`` is a real one in the tree."""
        from ...errors import UsageError

        current = self.root
        for part in Path(rel).parts[:-1]:
            current = current / part
            if current.is_symlink() or (current.exists() and not current.is_dir()):
                raise UsageError(
                    f"{current} is a symlink or not a directory; memories are written only "
                    "inside the tree",
                    hint="Replace it with a real directory (move the files it points at into "
                    "the tree), then run `bower reindex`.",
                )
            if part in ("..", "") or not current.resolve().is_relative_to(self.root.resolve()):
                raise UsageError(f"{rel} leads outside the tree", hint="Use a plain topic path.")

    def read_bytes(self, rel: str) -> bytes:
        return self.abspath(rel).read_bytes()

    def delete(self, rel: str) -> None:
        path = self.abspath(rel)
        with contextlib.suppress(FileNotFoundError):
            path.unlink()
        _fsync_dir(path.parent)
        # Drop directories the deletion left empty, but never the tree root itself.
        parent = path.parent
        while parent != self.root and parent.is_relative_to(self.root):
            try:
                parent.rmdir()
            except OSError:
                break
            parent = parent.parent
