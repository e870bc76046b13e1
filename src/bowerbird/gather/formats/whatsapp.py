"""WhatsApp chat exports: the ``.txt`` of "Export chat" (or the ``.zip`` that carries it beside
the attachments, which are skipped), in the Android layout (``12/31/20, 9:41 PM - Name: text``)
and the iOS one (``[31/12/2020, 21:41:05] Name: text``).

The day/month order and the clock are decided from the file itself, never from the locale of
the machine reading it, for each kind of date in it (a chat exported from two phones mixes
``31/12/2023`` and ``1/15/24``): a first field above 12 makes that kind day-first, a second
field above 12 month-first; a kind where neither happens takes the order under which its
messages run forward in time; a date that does not exist in its kind's order is read in
another that gives one before its line is given up. Times carry no zone in an export: they
are read as this machine's local time. A line that does not open a message continues the
one before it (multi-line messages); lines without a speaker are WhatsApp's own (encryption
notices, "X added Y") and are skipped, as are media placeholders and deleted messages.
"""

from __future__ import annotations

import contextlib
import io
import itertools
import re
import zipfile
from collections import Counter
from collections.abc import Callable, Iterable, Iterator
from datetime import datetime
from pathlib import Path
from typing import IO

from ...errors import InputError
from ...settings import LimitsSettings
from ...storage.disk.bounded import bounded_lines, open_member, open_regular, zip_members
from .items import Item, Said, Skipped, key_of

# Invisible marks WhatsApp puts around names and system text (LRM, RLM, BOM, NBSPs).
_MARKS = dict.fromkeys(map(ord, "\u200e\u200f\ufeff"), None)
_SPACES = str.maketrans({"\u202f": " ", "\u00a0": " "})
_START = re.compile(
    r"^\[?(?P<date>\d{1,4}[./-]\d{1,2}[./-]\d{1,4}),?\s+"
    r"(?P<time>\d{1,2}[:.]\d{2}(?:[:.]\d{2})?)\s*(?P<ampm>[AaPp]\.?\s?[Mm]\.?)?"
    r"(?:\]\s*|\s+-\s+)(?P<rest>.*)$"
)
_SPEAKER = re.compile(r"^(?P<name>[^:]{1,80}?):\s(?P<text>.*)$", re.S)
_MEDIA = re.compile(
    r"^(?:<[^<>]{1,80} omitted>|<Médias omis>|<attached: [^>]+>|.{0,200}\b(?:image|video|"
    r"audio|sticker|GIF|document|Contact card|video note|voice message) omitted|"
    r".+ \(file attached\))$",
    re.I,
)
_DELETED = re.compile(
    r"^(?:This message was deleted\.?|You deleted this message\.?|Waiting for this message\. "
    r"This may take a while\.?|null)$",
    re.I,
)
# Newer exports append this to a message that was edited: the words are the edited ones.
_EDITED = re.compile(r"\s*<This message was edited>\s*$", re.I)
_CHAT_NAME = re.compile(r"^WhatsApp Chat (?:with |- )(?P<name>.+?)(?:\.txt|\.zip)?$", re.I)


def looks_like(head: str) -> bool:
    """Whether the first lines of a text file are a WhatsApp export."""
    lines = [
        line.lstrip("\u200e\u200f\ufeff").translate(_SPACES) for line in head.splitlines()[:20]
    ]
    return sum(1 for line in lines if _START.match(line)) >= max(1, min(3, len(lines) // 2))


def chat_name(path: Path) -> str:
    """The chat's name from the export's file name ("WhatsApp Chat with Oscar.txt")."""
    found = _CHAT_NAME.match(path.name)
    return found["name"].strip() if found else path.stem


def read(path: Path, me: str | None = None, limits: LimitsSettings | None = None) -> Iterator[Item]:
    """The messages of one exported chat, in order (``me``: the exporter's name), read
    within ``[limits]``: the text's bytes (``export_bytes``), a message's (``message_bytes``,
    its lines past that dropped and counted) and a run of empty lines (``blank_lines``)."""
    limits = limits or LimitsSettings()
    opener = _opener(path, limits)
    with opener() as stream:
        orders, speakers, notices_by = _survey(_lines(stream, limits))
    conversation = chat_name(path)
    if conversation == "_chat" and notices_by:
        conversation = notices_by  # iOS signs its notices with the chat's name
    if me is None and len(speakers) == 2 and conversation in speakers:
        # A one-to-one chat exported as "WhatsApp Chat with Oscar": the other one is the
        # exporter, whose memory this is.
        me = next(name for name in speakers if name != conversation)
    with opener() as stream:
        lines = _lines(stream, limits)
        yield from _messages(lines, orders, conversation, me, path.name, limits.message_bytes)


def _opener(
    path: Path, limits: LimitsSettings
) -> Callable[[], contextlib.AbstractContextManager[IO[str]]]:
    """A way to open the chat's text again (twice: the date order is decided first)."""
    cap = limits.export_bytes

    @contextlib.contextmanager
    def open_text() -> Iterator[IO[str]]:
        with open_regular(path, cap, "export_bytes") as raw:
            yield io.TextIOWrapper(raw, encoding="utf-8-sig", errors="replace")

    if not zipfile.is_zipfile(path):
        return open_text
    members = zip_members(path, limits.files)
    texts = [m.filename for m in members if m.filename.lower().endswith(".txt")]
    if not texts:
        raise InputError(
            f"{path}: a zip without a chat text in it",
            hint="A WhatsApp export zip holds _chat.txt (or 'WhatsApp Chat with ….txt').",
        )
    member = min(texts, key=lambda n: (not n.endswith("_chat.txt"), len(n)))

    @contextlib.contextmanager
    def open_text_member() -> Iterator[IO[str]]:
        with open_member(path, member, cap) as raw:
            yield io.TextIOWrapper(raw, encoding="utf-8-sig", errors="replace")

    return open_text_member


def _lines(stream: IO[str], limits: LimitsSettings) -> Iterator[str]:
    """The chat's lines, each at most a message long; a run of empty lines no chat has is
    refused (a 398 KB zip held 400 MB of newlines and ran five minutes at 3 GB), before
    anything is imported from a file that is no chat."""
    blank = 0
    for line in bounded_lines(stream, limits.message_bytes):
        blank = blank + 1 if not line.strip() else 0
        if blank > limits.blank_lines:
            raise InputError(
                "not a WhatsApp chat this importer will read: a run of over "
                f"{limits.blank_lines:,} empty lines",
                hint="Export the chat again from WhatsApp (Export chat, without media); "
                "[limits] blank_lines is the run allowed.",
            )
        # Marks are kept inside the line: iOS starts WhatsApp's own notices and its media
        # placeholders with one ("Ana: \u200eimage omitted"), which is how they are told apart.
        yield line.rstrip("\r\n").lstrip("\u200e\u200f\ufeff").translate(_SPACES)


Orders = dict[str, str]  # a date's shape → its order (``ymd``, ``dmy`` or ``mdy``)


def _shape(date: str) -> str:
    """What kind of date this is: its separator and where its year is and how long it is
    (``/…yy``, ``/…yyyy``, ``yyyy-…``, ``.…yy``) — the same whatever its day and month
    (``1/2/21`` and ``12/31/20`` are one format). A chat exported on two phones (or across a
    settings change) mixes kinds, and each has its own order."""
    parts = re.split(r"([./-])", date)
    separator = parts[1] if len(parts) > 1 else ""
    if len(parts[0]) == 4:
        return f"yyyy{separator}"
    return f"{separator}{'y' * len(parts[-1])}"


def _survey(lines: Iterable[str]) -> tuple[Orders, set[str], str]:
    """The file's date orders, one per date shape (see ``_shape``), who speaks in it, and
    who signs the first WhatsApp notice (on iOS: the chat's name)."""
    notices_by = ""
    seen: dict[str, list[int]] = {}  # shape → [firsts over 12, seconds over 12, year first]
    dates: dict[str, list[tuple[int, int]]] = {}
    speakers: set[str] = set()
    for line in lines:
        found = _START.match(line)
        if not found:
            continue
        said = _SPEAKER.match(found["rest"])
        if said is not None and said["text"].startswith("\u200e"):
            notices_by = notices_by or said["name"].strip()
        elif said is not None and len(speakers) < 1000:
            speakers.add(said["name"].strip())
        shape = _shape(found["date"])
        counts = seen.setdefault(shape, [0, 0, 0])
        a, b, _ = (int(p) for p in re.split(r"[./-]", found["date"]))
        if a > 31 or shape.startswith("yyyy"):
            counts[2] += 1
            continue
        counts[0] += a > 12
        counts[1] += b > 12
        kept = dates.setdefault(shape, [])
        if len(kept) < 5000:
            kept.append((a, b))
    return {s: _order(c, dates.get(s, [])) for s, c in seen.items()}, speakers, notices_by


def _order(counts: list[int], dates: list[tuple[int, int]]) -> str:
    firsts, seconds, ymd = counts
    if ymd:
        return "ymd"
    if firsts and not seconds:
        return "dmy"
    if seconds and not firsts:
        return "mdy"
    # Never above 12 (or both, a broken file): the order under which time runs forward.
    pairs = list(itertools.pairwise(dates))
    day_first = sum(1 for x, y in pairs if (y[1], y[0]) >= (x[1], x[0]))
    month_first = sum(1 for x, y in pairs if y >= x)
    return "dmy" if day_first >= month_first else "mdy"


def _when(date: str, clock: str, ampm: str | None, orders: Orders) -> datetime:
    """The moment a line was said: its date read in its shape's order — or, when that gives
    no date (a broken line), in another order that does, so no line is lost for the format
    of another."""
    first = orders.get(_shape(date), "dmy")
    for order in (first, *(o for o in ("dmy", "mdy", "ymd") if o != first)):
        try:
            return _at(date, clock, ampm, order)
        except ValueError:
            continue
    raise ValueError(date)


def _at(date: str, clock: str, ampm: str | None, order: str) -> datetime:
    a, b, c = (int(p) for p in re.split(r"[./-]", date))
    year, month, day = (a, b, c) if order == "ymd" else (c, b, a) if order == "dmy" else (c, a, b)
    if year < 100:
        year += 2000
    parts = [int(p) for p in re.split(r"[:.]", clock)]
    hour, minute, second = parts[0], parts[1], parts[2] if len(parts) > 2 else 0
    if ampm:
        pm = ampm.lower().startswith("p")
        hour = hour % 12 + (12 if pm else 0)
    # An export's clock is the exporter's local time, with no zone: read it as this machine's.
    return datetime(year, month, day, hour, minute, second).astimezone()


def _messages(
    lines: Iterable[str], orders: Orders, conversation: str, me: str | None, where: str, most: int
) -> Iterator[Item]:
    seen: Counter[str] = Counter()
    current: list[str] | None = None  # [when-text, speaker, text...]
    at: datetime | None = None
    speaker = ""
    started_at = 0

    def finish() -> Iterator[Item]:
        if current is None:
            return
        text = _EDITED.sub("", "\n".join(current).translate(_MARKS)).strip()
        spot = f"{where}:{started_at}"
        if not text:
            return
        if _MEDIA.match(text):
            yield Skipped(spot, "media (attachments are not imported)")
            return
        if _DELETED.match(text):
            yield Skipped(spot, "a deleted message")
            return
        base = key_of(conversation, at.isoformat() if at else "", speaker, text)
        seen[base] += 1
        yield Said(
            conversation,
            speaker,
            "user",
            text,
            at,
            key_of(base, seen[base]),
            me=me is not None and speaker.casefold() == me.casefold(),
        )

    kept = 0  # characters of the current message
    for number, line in enumerate(lines, start=1):
        found = _START.match(line)
        if found is None:
            if current is not None and kept + len(line) <= most:
                current.append(line)
                kept += len(line) + 1
            elif current is not None:
                yield Skipped(f"{where}:{number}", "a line past [limits] message_bytes")
            elif line.strip():
                yield Skipped(f"{where}:{number}", "text before the first message")
            continue
        kept = 0
        yield from finish()
        current = None
        try:
            when = _when(found["date"], found["time"], found["ampm"], orders)
        except ValueError:
            yield Skipped(f"{where}:{number}", f"a date that does not exist ({found['date']})")
            continue
        said = _SPEAKER.match(found["rest"])
        if said is None:
            yield Skipped(f"{where}:{number}", "a WhatsApp notice (no speaker)")
            continue
        text = said["text"]
        if text.startswith(("\u200e", "\u200f")) and not _MEDIA.match(text.translate(_MARKS)):
            yield Skipped(f"{where}:{number}", "a WhatsApp notice")
            continue
        at, speaker, started_at = when, said["name"].translate(_MARKS).strip(), number
        current = [text]
    yield from finish()
