"""vCard 3.0/4.0 contacts (``.vcf``): each card one entity memory — the person, their
organisation and role in words, emails and phone numbers both in the text (so "Ana's email"
finds them) and as the memory's attributes.

Parsed by vobject (a well-kept vCard and iCalendar library: line folding, quoted-printable,
grouped properties, both versions). The file is cut into cards first and each card parsed
alone, so one malformed card is skipped with its line number and the rest still import.
"""

from __future__ import annotations

import io
import re
from collections.abc import Iterator
from pathlib import Path
from typing import Any

from ...settings import LimitsSettings
from ...storage.disk.bounded import bounded_lines, open_regular
from .items import Fact, Item, Skipped, key_of


def read(path: Path, limits: LimitsSettings | None = None) -> Iterator[Item]:
    """One fact per contact card of the file (within ``[limits]``: ``export_bytes`` the
    file, ``message_bytes`` a card: a larger one is skipped, said so)."""
    limits = limits or LimitsSettings()
    for start, block in _cards(path, limits):
        if block is None:
            yield Skipped(f"{path.name}:{start}", "a card past [limits] message_bytes")
            continue
        where = f"{path.name}:{start}"
        card, dropped = _readable(block)
        if card is None:
            yield Skipped(where, f"a malformed card ({dropped[0] if dropped else 'unreadable'})")
            continue
        for name in dropped:
            yield Skipped(where, f"a {name} property that could not be read (the rest kept)")
        fact = _contact(card, where)
        yield fact if fact is not None else Skipped(where, "a card without a name")


def _cards(path: Path, limits: LimitsSettings) -> Iterator[tuple[int, str | None]]:
    """The text of each ``BEGIN:VCARD … END:VCARD`` block, with the line it starts on
    (``None`` for a card larger than ``[limits] message_bytes``, whose lines are dropped)."""
    lines: list[str] = []
    start = size = 0
    most = limits.message_bytes
    with (
        open_regular(path, limits.export_bytes, "export_bytes") as raw,
        io.TextIOWrapper(raw, encoding="utf-8-sig", errors="replace") as stream,
    ):
        for number, line in enumerate(bounded_lines(stream, most), start=1):
            upper = line.strip().upper()
            if upper == "BEGIN:VCARD":
                if size > most:
                    yield start, None  # the card too large, never ended
                lines, start, size = [line], number, len(line)
            elif lines or size > most:
                size += len(line)
                if size <= most:
                    lines.append(line)
                else:
                    lines = []
                if upper == "END:VCARD":
                    yield start, ("".join(lines) if size <= most else None)
                    lines, size = [], 0
    if lines:
        yield start, "".join(lines)  # an unfinished last card: vobject says what is wrong
    elif size > most:
        yield start, None


def _values(card: Any, name: str) -> list[str]:
    out = []
    for prop in card.contents.get(name, []):
        value = prop.value
        if isinstance(value, list | tuple):  # ORG: the organisation, then its units
            value = ", ".join(str(v) for v in value if v)
        text = " ".join(str(value).split())
        if name == "tel":
            text = text.removeprefix("tel:")  # vCard 4 writes numbers as URIs
        if name == "bday" and re.fullmatch(r"\d{8}", text):
            text = f"{text[:4]}-{text[4:6]}-{text[6:]}"
        if text and text not in out:
            out.append(text)
    return out


# Properties never kept (a photo, a logo, a sound, a key): left out before parsing, so a
# folded base64 photo an exporter wrote its own way cannot cost the card.
_NEVER_KEPT = frozenset({"PHOTO", "LOGO", "SOUND", "KEY"})
_BASE64_LINE = re.compile(r"[A-Za-z0-9+/=\s]+")
# A card is salvaged a line at a time (each tried with those kept so far) up to this size.
_SALVAGED_LINES = 300


def _unfolded(block: str) -> list[str]:
    """The card's logical lines: a line starting with a space or a tab continues the one
    before (RFC 6350 folding); a vCard 2.1 base64 value's blank closing line is dropped."""
    lines: list[str] = []
    soft = False  # a quoted-printable value (vCard 2.1) ending in "=" goes on below
    for raw in block.splitlines():
        if (raw[:1] in (" ", "\t") or soft) and lines:
            lines[-1] = lines[-1][:-1] + raw if soft else lines[-1] + raw[1:]
        elif raw.strip():
            lines.append(raw)
        soft = bool(lines) and lines[-1].endswith("=") and "QUOTED-PRINTABLE" in lines[-1].upper()
    return lines


def _readable(block: str) -> tuple[Any, list[str]]:
    """The parsed card, and the names of the properties left out because they could not be
    read; ``(None, [why])`` when not even the card's frame parses."""
    import vobject  # only this importer needs it

    lines: list[str] = []
    binary = False  # inside a never-kept value: its unindented base64 lines go with it
    for line in _unfolded(block):
        if binary and _BASE64_LINE.fullmatch(line):
            continue
        name = line.split(":", 1)[0].split(";", 1)[0].split(".")[-1].upper()
        binary = name in _NEVER_KEPT
        if not binary:
            lines.append(line)
    try:
        return vobject.readOne("\r\n".join(lines) + "\r\n"), []
    except Exception:  # vobject raises many kinds on a broken card: salvage it line by line
        pass
    if len(lines) > _SALVAGED_LINES:
        return None, [f"a card of {len(lines):,} lines that does not parse"]
    frame = [line for line in lines if line.upper().startswith(("BEGIN:", "END:", "VERSION:"))]
    kept: list[str] = []
    dropped: list[str] = []
    for line in lines:
        if line in frame:
            continue
        trial = [*frame[:2], *kept, line, *frame[2:]]
        try:
            vobject.readOne("\r\n".join(trial) + "\r\n")
        except Exception:
            dropped.append(line.split(":", 1)[0].split(";", 1)[0][:40] or "nameless")
            continue
        kept.append(line)
    try:
        return vobject.readOne("\r\n".join([*frame[:2], *kept, *frame[2:]]) + "\r\n"), dropped
    except Exception as exc:
        return None, [f"{type(exc).__name__}: {str(exc)[:80]}"]


def _contact(card: Any, where: str) -> Fact | None:
    names = _values(card, "fn")
    if not names and "n" in card.contents:
        n = card.n.value
        names = [" ".join(p for p in (n.prefix, n.given, n.additional, n.family, n.suffix) if p)]
    name = next((n for n in names if n.strip()), "")
    if not name:
        return None
    orgs = _values(card, "org")
    roles = _values(card, "title") + [
        r for r in _values(card, "role") if r not in _values(card, "title")
    ]
    emails, phones = _values(card, "email"), _values(card, "tel")
    notes, birthdays = _values(card, "note"), _values(card, "bday")
    text = name
    if roles and orgs:
        text += f" is {', '.join(roles)} at {orgs[0]}."
    elif orgs:
        text += f" works at {orgs[0]}."
    elif roles:
        text += f" is {', '.join(roles)}."
    else:
        text += " is a contact."
    if emails:
        text += f" Email: {', '.join(emails)}."
    if phones:
        text += f" Phone: {', '.join(phones)}."
    if birthdays:
        text += f" Birthday: {birthdays[0]}."
    if notes:
        text += f" {notes[0]}"
    attributes = {"contact": name}
    for key, values in (
        ("organization", orgs),
        ("role", roles),
        ("email", emails),
        ("phone", phones),
        ("birthday", birthdays),
    ):
        if values:
            attributes[key] = ", ".join(values)
    uid = next(iter(_values(card, "uid")), "")
    return Fact(
        text,
        key_of("vcard", uid or name, "" if uid else ",".join(emails + phones)),
        name=name,
        type="fact",
        tags=("contact",),
        attributes=attributes,
        where=where,
    )
