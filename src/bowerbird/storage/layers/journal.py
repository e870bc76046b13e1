"""Plain markdown memory (seed 002): the home's journal and the folders of ``[files] paths``.

The journal is ``<home>/journal``: ``MEMORY.md`` for curated long-term facts and
``memory/YYYY-MM-DD.md`` daily logs. Each configured folder (an OpenClaw workspace, an
Obsidian vault, a ``notes/`` folder) is a *source* too. Their ``*.md`` files are indexed as
chunks (``services/mdchunk.py``) and never rewritten by indexing. A file is named
``<source>/<relative path>``: ``journal/MEMORY.md``, ``clawd/memory/2026-01-27.md``.

Reconciliation follows the tree's rules (``sync.py``): a stat scan, then only files whose stat
changed are read and hashed; an unchanged hash keeps its chunks; unreadable, binary or oversized
files are recorded with their reason and skip nothing else; deleted files drop their chunks.
Vectors are keyed by the chunk's text hash, so a moved file or an edit re-embeds only chunks
whose text changed. Symlinks are not followed and hidden entries are skipped, as in the tree.
"""

from __future__ import annotations

import hashlib
import re
from collections.abc import Callable
from dataclasses import dataclass, field
from datetime import UTC, datetime
from pathlib import Path
from typing import TYPE_CHECKING, Any

from ...errors import InputError, NotFoundError
from ...services.mdchunk import chunk_markdown
from ...services.secrets.redact import redact_keeping_lines
from ...services.text import embedding_text, tokens
from ..disk.bounded import NotRegular, TooLarge, read_capped
from ..files.tree import FileStat, pending, scan, sha_of
from ..index import ChunkText, FileRow, IndexWriter

if TYPE_CHECKING:
    from ...settings import Settings
    from ..store import Store

JOURNAL = "journal"
MEMORY_FILE = "MEMORY.md"
# What the daily logs' promotions read, by entry (``journal/promotion.py``), in the home.
LEDGER = "promoted.json"
DAILY_DIR = "memory"
_BATCH = 200
_DAY = re.compile(r"(?:^|/)(\d{4})-(\d{2})-(\d{2})[^/]*\.md$")


@dataclass(frozen=True)
class Source:
    """One folder of plain markdown: its name (the first part of its files' paths) and root."""

    name: str
    root: Path


@dataclass
class JournalReport:
    """What one journal reconciliation did."""

    added: int = 0
    updated: int = 0
    removed: int = 0
    scanned: int = 0
    new_errors: list[tuple[str, str]] = field(default_factory=list)

    def to_dict(self) -> dict[str, Any]:
        return {
            "scanned": self.scanned,
            "added": self.added,
            "updated": self.updated,
            "removed": self.removed,
            "errors": [{"path": p, "reason": r} for p, r in self.new_errors],
        }


def journal_dir(settings: Settings) -> Path:
    """``<home>/journal``."""
    return settings.home / JOURNAL


def sources(settings: Settings) -> list[Source]:
    """The journal, then each ``[files] paths`` folder, named by its last part (``-2``, ``-3``
    added when two share one)."""
    out = [Source(JOURNAL, journal_dir(settings))] if settings.files.journal else []
    taken = {JOURNAL}
    for raw in settings.files.paths:
        root = Path(raw).expanduser()
        if not root.is_absolute():
            root = settings.home / root
        base = re.sub(r"[^\w.-]+", "-", root.name).strip("-.") or "files"
        name, n = base, 1
        while name in taken:
            n += 1
            name = f"{base}-{n}"
        taken.add(name)
        out.append(Source(name, root))
    return out


_MAX_PATH = 1024  # bytes of a journal path asked for; a name is at most 255 of them


def resolve(settings: Settings, rel_path: str) -> tuple[str, Path]:
    """``(name, file)`` of a journal path: ``<source>/<relative>``, or relative to the journal
    (``MEMORY.md``, ``memory/2026-01-27.md``, as seed 002's ``memory_get`` takes them).

    Refused with ``InputError``: absolute paths, ``..``, hidden entries, files that are not
    markdown, and anything resolving (through symlinks) outside its source."""
    if not rel_path or "\x00" in rel_path:
        raise InputError("path is empty", hint="Pass a path from a search result, e.g. MEMORY.md.")
    if len(rel_path.encode("utf-8", "replace")) > _MAX_PATH:
        # Past what any file system names (resolving it raised "File name too long").
        raise InputError(
            f"a path of {len(rel_path):,} characters is too long (at most {_MAX_PATH:,} bytes)",
            hint="Pass a path from a search result, e.g. memory/2026-01-27.md.",
        )
    text = rel_path.replace("\\", "/")
    if text.startswith("/") or Path(rel_path).is_absolute() or re.match(r"^[A-Za-z]:", text):
        raise InputError(
            f"absolute paths are refused: {rel_path!r}",
            hint="Pass a path relative to the journal, e.g. memory/2026-01-27.md.",
        )
    parts = [p for p in text.split("/") if p not in ("", ".")]
    if ".." in parts:
        raise InputError(
            f"'..' is refused in paths: {rel_path!r}", hint="Pass a search result's path."
        )
    if any(p.startswith(".") for p in parts):
        raise InputError(
            f"hidden files are not readable: {rel_path!r}", hint="Pass a markdown file."
        )
    if not parts or not parts[-1].endswith(".md"):
        raise InputError(f"not a markdown file: {rel_path!r}", hint="Only *.md files are readable.")
    named = {s.name: s for s in sources(settings)}
    if len(parts) > 1 and parts[0] in named:
        source, inner = named[parts[0]], parts[1:]
    elif JOURNAL in named:
        source, inner = named[JOURNAL], parts
    else:
        raise NotFoundError(f"no journal file at {rel_path!r}", hint="Search first for paths.")
    if any(len(part.encode("utf-8", "replace")) > 255 for part in inner):
        raise NotFoundError(
            f"no journal file at {rel_path[:80]!r}…", hint="Search first for paths."
        )
    root = source.root.resolve()
    target = root.joinpath(*inner).resolve()
    if root not in target.parents:
        raise InputError(
            f"{rel_path!r} resolves outside {source.name}",
            hint="Only files inside the journal and [files] paths can be read.",
        )
    if not target.is_file():
        raise NotFoundError(f"no journal file at {rel_path!r}", hint="Search first for paths.")
    return f"{source.name}/{'/'.join(inner)}", target


def about_ms(path: str, mtime_ns: int) -> int:
    """When a file is about: the day a daily log is named for, else its mtime (Unix ms)."""
    found = _DAY.search(path)
    if found:
        try:
            year, month, day_of = (int(g) for g in found.groups())
            day = datetime(year, month, day_of, tzinfo=UTC)
            return int(day.timestamp() * 1000)
        except ValueError:
            pass  # "2026-13-45.md": not a date after all
    return mtime_ns // 1_000_000


def chunk_texts(text: str, size: int, overlap: int) -> list[ChunkText]:
    """A file's text as the chunks the index stores (with the hash of what is embedded)."""
    out = []
    for c in chunk_markdown(text, size, overlap):
        embedded = embedding_text(c.heading, c.text) if c.heading else c.text
        digest = hashlib.sha256(embedded.encode("utf-8")).hexdigest()
        words = len(tokens(c.text))
        out.append(ChunkText(c.start_line, c.end_line, c.heading, c.text, digest, words))
    return out


def _disk(settings: Settings) -> dict[str, tuple[Path, FileStat]]:
    found: dict[str, tuple[Path, FileStat]] = {}
    for source in sources(settings):
        for rel, st in scan(source.root).items():
            found[f"{source.name}/{rel}"] = (source.root / rel, st)
    return found


def changes(
    store: Store,
) -> tuple[dict[str, tuple[Path, FileStat]], list[str], list[str], dict[str, FileRow]]:
    """What a reconciliation would do: every journal file on disk, the paths to (re)read,
    the paths gone, and what the index knows."""
    disk = _disk(store.settings)
    known = store.index.journal_files()
    stats = {p: st for p, (_, st) in disk.items()}
    changed, gone = pending(lambda p: sha_of(disk[p][0]), stats, known)
    return disk, changed, gone, known


def needs_sync(store: Store) -> bool:
    """True when journal files differ from what the index last saw."""
    _, changed, gone, _ = changes(store)
    return bool(changed or gone)


def reconcile(store: Store, progress: Callable[[int], None] | None = None) -> JournalReport:
    """Bring the journal chunks up to date with the files (the caller holds the home lock)."""
    disk, changed, gone, known = changes(store)
    report = JournalReport(scanned=len(disk))
    index = store.index
    for start in range(0, len(changed), _BATCH):
        with index.write() as tx:
            for path in changed[start : start + _BATCH]:
                absolute, stat = disk[path]
                _apply(store, tx, path, absolute, stat, known.get(path), report)
        if progress:
            progress(min(start + _BATCH, len(changed)))
    if gone:
        with index.write() as tx:
            for path in gone:
                tx.delete_journal_file(path)
                report.removed += 1
    return report


def _apply(
    store: Store,
    tx: IndexWriter,
    path: str,
    absolute: Path,
    stat: FileStat,
    previous: FileRow | None,
    report: JournalReport,
) -> None:
    files = store.settings.files
    about = about_ms(path, stat.mtime_ns)

    def failed(reason: str, sha: str = "") -> None:
        tx.put_journal_file(FileRow(path, stat.mtime_ns, stat.size, sha, None, reason), [], about)
        if not previous or previous.error != reason:
            report.new_errors.append((path, reason))

    cap = store.settings.limits.journal_file_bytes
    if stat.size > cap:
        failed(f"skipped: too large ({stat.size:,} bytes; [limits] journal_file_bytes is {cap:,})")
        return
    try:
        raw = read_capped(absolute, cap)  # a regular file still, and no larger since the scan
    except FileNotFoundError:
        return  # vanished since the scan; the next run sees it gone
    except TooLarge as exc:
        failed(f"skipped: too large ({exc.size:,} bytes; [limits] journal_file_bytes is {cap:,})")
        return
    except NotRegular as exc:
        failed(f"skipped: {exc.reason}")
        return
    except OSError as exc:
        failed(f"unreadable ({exc.strerror or exc})")
        return
    sha = hashlib.sha256(raw).hexdigest()
    row = FileRow(path, stat.mtime_ns, stat.size, sha, None, None)
    if previous and previous.sha256 == sha and not previous.error:
        tx.put_journal_file(row, None, about)  # touched, not changed: chunks stay
        return
    if b"\x00" in raw[:8192]:
        failed("skipped: binary file (NUL bytes)", sha)
        return
    try:
        text = raw.decode("utf-8-sig")
    except UnicodeDecodeError as exc:
        failed(f"skipped: not UTF-8 text (byte {exc.start})", sha)
        return
    text = text.replace("\r\n", "\n").replace("\r", "\n")
    if store.settings.secrets.policy != "allow":
        # A file written into the journal or a [files] folder by hand went through no door:
        # what the index keeps of it, and so what recall shows, is redacted as every door's
        # text is (the file itself is its writer's, and stays as written).
        text = redact_keeping_lines(text)
    tx.put_journal_file(row, chunk_texts(text, files.chunk_tokens, files.chunk_overlap), about)
    if previous:
        report.updated += 1
    else:
        report.added += 1


PROMOTED_SECTION = "## Promoted from daily logs"


def add_to_memory_file(
    settings: Settings,
    to: str,
    lines: list[str],
    before_write: Callable[[str, list[str]], None] | None = None,
) -> tuple[str, bool]:
    """Append ``lines`` under ``PROMOTED_SECTION`` at the end of the MEMORY.md named by ``to``
    (``<source>/MEMORY.md``; created when missing), leaving every other byte as the person
    wrote it. Lines already in the file are not added twice; ``before_write(path, new)`` is
    told which are about to be (a dream's rollback journal). Returns the path and whether
    anything was written (nothing when the source is no longer configured)."""
    from ..files.tree import atomic_write

    target = _memory_file(settings, to)
    if target is None:
        return to, False
    shown = f"{to.split('/', 1)[0]}/{MEMORY_FILE}"
    try:
        text = target.read_text(encoding="utf-8")
    except FileNotFoundError:
        text = "# MEMORY\n"
    present = set(text.split("\n"))
    new = [line for line in dict.fromkeys(lines) if line not in present]
    if not new:
        return shown, False
    if before_write is not None:
        before_write(shown, new)
    if not text.endswith("\n"):
        text += "\n"
    if PROMOTED_SECTION not in present:
        text += f"\n{PROMOTED_SECTION}\n\n"
    elif not text.rstrip("\n").split("\n")[-1].startswith("- "):
        text += "\n"
    atomic_write(target, (text + "\n".join(new) + "\n").encode("utf-8"))
    return shown, True


def remove_from_memory_file(settings: Settings, to: str, lines: list[str]) -> list[str]:
    """Take ``lines`` (each its last occurrence) out of the MEMORY.md named by ``to`` — an
    undone approval — leaving every other byte; a promoted section left empty goes too.
    Returns the lines removed (a line the person already deleted is not there to remove)."""
    from ..files.tree import atomic_write

    target = _memory_file(settings, to)
    if target is None:
        return []
    try:
        kept = target.read_text(encoding="utf-8").split("\n")
    except FileNotFoundError:
        return []
    removed = []
    for line in dict.fromkeys(lines):
        if line in kept:
            del kept[len(kept) - 1 - kept[::-1].index(line)]
            removed.append(line)
    if not removed:
        return []
    if PROMOTED_SECTION in kept:
        at = kept.index(PROMOTED_SECTION)
        if not any(part.strip() for part in kept[at + 1 :]):
            kept = kept[:at]
            while kept and not kept[-1].strip():
                kept.pop()
            kept.append("")
    atomic_write(target, "\n".join(kept).encode("utf-8"))
    return removed


def memory_file_lines(settings: Settings, to: str) -> set[str] | None:
    """The lines of the MEMORY.md named by ``to`` (None when it is not there)."""
    target = _memory_file(settings, to)
    try:
        return None if target is None else set(target.read_text(encoding="utf-8").split("\n"))
    except (FileNotFoundError, UnicodeDecodeError):
        return None


def _memory_file(settings: Settings, to: str) -> Path | None:
    roots = {s.name: s.root for s in sources(settings)}
    name = to.split("/", 1)[0]
    return roots[name] / MEMORY_FILE if name in roots else None
