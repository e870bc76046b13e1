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
from ...storage.bounded import bounded_lines, open_regular
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
        try:
            fact = _contact(block, where)
        except Exception as exc:  # vobject raises many kinds on a broken card
            yield Skipped(where, f"a malformed card ({type(exc).__name__}: {str(exc)[:80]})")
            continue
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


def _contact(block: str, where: str) -> Fact | None:
    import vobject  # only this importer needs it

    card = vobject.readOne(block)
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
