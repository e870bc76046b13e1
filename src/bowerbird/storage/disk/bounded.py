"""Reading what comes from outside, bounded (``[limits]``). The files an import or the
journal finds: a regular file only (a link, a FIFO, a device
is skipped with the reason — a note linked to ``/dev/zero`` read until memory ran out, a FIFO
named ``x.md`` blocked the import and the resident's command lock with it), and never more
than the cap, whatever ``stat`` said before (a file that grows while read, a FIFO fed past
the cap). A stream (an export, a zip's member) counted as it is read (``Capped``), and a
zip's members counted from its directory's own record before ``zipfile`` builds one object
per member (``zip_members``)."""

from __future__ import annotations

import contextlib
import io
import os
import stat
import zipfile
from collections.abc import Iterator
from pathlib import Path
from typing import IO

from ...errors import InputError


class NotRegular(Exception):
    """Not a regular file: ``reason`` says what it is."""

    def __init__(self, reason: str) -> None:
        super().__init__(reason)
        self.reason = reason


class TooLarge(Exception):
    """Over the cap: ``size`` is at least what was found."""

    def __init__(self, size: int) -> None:
        super().__init__(size)
        self.size = size


def read_capped(path: Path, cap: int) -> bytes:
    """The bytes of the regular file ``path`` (not followed if it is a link), at most
    ``cap``; ``NotRegular`` or ``TooLarge`` otherwise, ``OSError`` when it cannot be read."""
    try:
        fd = os.open(path, os.O_RDONLY | os.O_NOFOLLOW | os.O_NONBLOCK)
    except OSError as exc:
        if os.path.islink(path):
            raise NotRegular("a link (import what it points to by its own path)") from None
        raise exc
    try:
        info = os.fstat(fd)
        if not stat.S_ISREG(info.st_mode):
            kind = "a FIFO" if stat.S_ISFIFO(info.st_mode) else "not a regular file"
            raise NotRegular(kind)
        if info.st_size > cap:
            raise TooLarge(info.st_size)
        chunks, have = [], 0
        while have <= cap:
            chunk = os.read(fd, min(1 << 20, cap + 1 - have))
            if not chunk:
                break
            chunks.append(chunk)
            have += len(chunk)
        if have > cap:
            raise TooLarge(have)
        return b"".join(chunks)
    finally:
        os.close(fd)


def read_note(path: Path, cap: int) -> tuple[str | None, str]:
    """A note's UTF-8 text (``read_capped``), or ``None`` and why it is skipped."""
    try:
        return read_capped(path, cap).decode("utf-8"), ""
    except TooLarge as exc:
        return None, f"a file of {exc.size:,} bytes or more (over {cap:,})"
    except NotRegular as exc:
        return None, exc.reason
    except UnicodeDecodeError:
        return None, "not UTF-8 text"
    except OSError as exc:
        return None, f"unreadable ({exc.strerror})"


class Capped(io.RawIOBase):
    """A binary stream that gives at most ``cap`` bytes: past them, ``InputError`` naming
    ``what`` and the ``[limits]`` key — a zip member that decompresses past what it
    declared, a file that grows while read."""

    def __init__(self, source: IO[bytes], cap: int, what: str, key: str) -> None:
        super().__init__()
        self._source, self._left, self._what, self._key = source, cap, what, key
        self._cap = cap

    def readable(self) -> bool:
        return True

    def readinto(self, buffer: memoryview) -> int:  # type: ignore[override]
        data = self._source.read(min(len(buffer), self._left + 1))
        self._left -= len(data)
        if self._left < 0:
            raise InputError(
                f"{self._what} holds more than {self._cap:,} bytes",
                hint=f"Raise [limits] {self._key} in config.toml if this is the file you meant.",
            )
        buffer[: len(data)] = data
        return len(data)


@contextlib.contextmanager
def open_regular(path: Path, cap: int, key: str) -> Iterator[IO[bytes]]:
    """``path`` opened for reading as a regular file only (``InputError`` for a device, a
    FIFO, a link's target read through it is fine: the user named it), read through
    ``Capped``: a file over ``cap`` is refused before it is parsed."""
    try:
        fd = os.open(path, os.O_RDONLY | os.O_NONBLOCK)
    except FileNotFoundError:
        raise InputError(f"no file at {path}") from None
    except OSError as exc:
        raise InputError(f"{path}: cannot be read ({exc.strerror})") from None
    info = os.fstat(fd)
    if not stat.S_ISREG(info.st_mode):
        os.close(fd)
        raise InputError(
            f"{path} is not a regular file",
            hint="Import a file; a stream is read through `bower import -` (standard input).",
        )
    if info.st_size > cap:
        os.close(fd)
        raise InputError(
            f"{path} is {info.st_size:,} bytes, over the {cap:,} an import reads",
            hint=f"Raise [limits] {key} in config.toml if this is the file you meant.",
        )
    os.set_blocking(fd, True)
    with open(fd, "rb") as raw:
        yield io.BufferedReader(Capped(raw, cap, str(path), key))


def zip_members(path: Path, most: int) -> list[zipfile.ZipInfo]:
    """The members of the zip at ``path``, ``InputError`` when it holds more than ``most``:
    the count is read from the archive's end record first, so a zip of a million empty
    members is refused without a million objects built."""
    with open(path, "rb") as stream:
        stream.seek(0, os.SEEK_END)
        size = stream.tell()
        stream.seek(max(0, size - 65_557))  # the end record and the longest comment
        tail = stream.read()
    at = tail.rfind(b"PK\x05\x06")
    if at >= 0 and len(tail) >= at + 22:
        declared = int.from_bytes(tail[at + 10 : at + 12], "little")
        wide = tail.rfind(b"PK\x06\x06", 0, at)  # a zip64 end record carries the real count
        if declared == 0xFFFF and wide >= 0 and len(tail) >= wide + 40:
            declared = int.from_bytes(tail[wide + 32 : wide + 40], "little")
        if declared > most:
            raise InputError(
                f"{path}: a zip of {declared:,} members, over the {most:,} an import reads",
                hint="Raise [limits] files in config.toml if this is the file you meant.",
            )
    with zipfile.ZipFile(path) as archive:
        members = archive.infolist()
    if len(members) > most:
        raise InputError(
            f"{path}: a zip of {len(members):,} members, over the {most:,} an import reads",
            hint="Raise [limits] files in config.toml if this is the file you meant.",
        )
    return members


def bounded_lines(stream: IO[str], most: int) -> Iterator[str]:
    """The lines of ``stream``, each at most ``most`` characters: a longer line is cut there
    and the rest of it is skipped unread into memory (a file of one 500 MB line is 500 MB
    read, never 500 MB held)."""
    while line := stream.readline(most):
        if len(line) >= most and not line.endswith("\n"):
            while (rest := stream.readline(most)) and not rest.endswith("\n"):
                pass
        yield line


@contextlib.contextmanager
def open_member(path: Path, name: str, cap: int) -> Iterator[IO[bytes]]:
    """The member ``name`` of the zip at ``path``, decompressed through ``Capped``: what it
    declares is checked first, and what it really holds as it is read."""
    with zipfile.ZipFile(path) as archive:
        info = archive.getinfo(name)
        if info.file_size > cap:
            raise InputError(
                f"{path}: {name} is {info.file_size:,} bytes unpacked, over the {cap:,} an "
                "import reads",
                hint="Raise [limits] export_bytes in config.toml if this is the file you meant.",
            )
        with archive.open(info) as raw:
            yield io.BufferedReader(Capped(raw, cap, f"{path}: {name}", "export_bytes"))
