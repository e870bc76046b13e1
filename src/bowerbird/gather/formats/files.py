"""Reading the files an import finds, bounded: a regular file only (a link, a FIFO, a device
is skipped with the reason — a note linked to ``/dev/zero`` read until memory ran out, a FIFO
named ``x.md`` blocked the import and the resident's command lock with it), and never more
than the cap, whatever ``stat`` said before (a file that grows while read, a FIFO fed past
the cap)."""

from __future__ import annotations

import os
import stat
from pathlib import Path


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
