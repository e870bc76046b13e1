"""Credentials in tables: the cells of a column whose header names a password.

A table says what its values are once, in its header: "| Host | User | Password |", a CSV
export's ``password`` column, an HTML ``<th>Passwort</th>``, a wiki's ``||Password||`` or
``^Secret^``. Every row's cell in that column is then a value, whatever its shape, as after
a label in prose (``labels.value_ok``): placeholders, dashes, pointers ("(vault only)") and
ordinary words stay. A header cell names the column when it is a password's label in any
language read, alone or after a word or two ("DB password", "Initial PW") and with a note
("Password [Required]"); never "Password hint" or "Password policy" (what it names is
another thing). ``find_in_tables`` yields ``(kind, start, end)`` spans.

The table is read as written: a markdown table (its header over a rule line, or a box
drawn in ``+---+``), a wiki table (a header in its own marks, ``||`` or ``^``, over ``|``
rows), a delimited export (``,``, ``;`` or a tab; its first line the header), an HTML table.
"""

from __future__ import annotations

import csv
import re
from collections.abc import Iterator

from .labels import ABOUT, Found, holds_a_label, names_a_password, value_ok

_TABLE_ROW = re.compile(r"(?m)^[ \t]*\|(.+)\|[ \t]*$")
_BOX_RULE = re.compile(r"[ \t]*\+[-=+]{3,}\+[ \t]*(?:\n|$)")
# A wiki table's header in its own marks: Jira/Confluence "||a||b||", DokuWiki "^a^b^".
_WIKI_HEADER = re.compile(r"(?m)^[ \t]*(\|\||\^)(.+?)(?:\|\||\^)[ \t]*$")
_SECRET_COLUMN = re.compile(r"(?i)^\s*(?:password|passwort|pass|pw|pwd|secret|pin|passcode)\s*$")
# What a header cell may carry beside its name: "[Required]", "(optional)", "*".
_HEADER_NOTE = re.compile(r"\s*(?:\[[^\]]*\]|\([^)]*\)|\*+)\s*$")
_MARKUP = re.compile(r"<[^>]*>|[`*_]")
_SENTENCE = re.compile(r"[.!?]\s|[.!?]$")
# "pass" heads a test run's column as often as a password's ("name,pass,fail"): in a
# delimited export only a longer label names the column.
_AMBIGUOUS = frozenset({"pass"})
_HTML_ROW = re.compile(r"(?is)<tr\b[^>]*>(.*?)(?=</tr>|<tr\b|</table>|$)")
_HTML_CELL = re.compile(r"(?is)<(t[hd])\b[^>]*>(.*?)(?=</t[hd]>|<t[hd]\b|</tr>|$)")


def names_column(cell: str, strict: bool = False) -> bool:
    """Whether a header ``cell`` names a password column (see the module); ``strict`` for
    a delimited export, where "pass" alone may count what passed."""
    name = _HEADER_NOTE.sub("", _MARKUP.sub("", cell)).strip()
    if not name or len(name) > 40:
        return False
    if strict and name.lower() in _AMBIGUOUS:
        return False
    if _SECRET_COLUMN.match(name) or names_a_password(name):
        return True
    words = name.split()
    if not 2 <= len(words) <= 3 or any(w.lower() in ABOUT for w in words):
        return False
    last = words[-1]
    return bool(_SECRET_COLUMN.match(last) or names_a_password(last)) and not (
        strict and last.lower() in _AMBIGUOUS
    )


def _value(text: str, start: int, cell: str) -> Found | None:
    """The value a cell written at ``start`` holds (its markup and quotes around it left
    out), as a finding, if it is one."""
    value = re.sub(r"<[^>]*>", " ", cell).strip().strip("`*").strip("\"'").strip()
    if value and (value_ok(value) or (value.isdigit() and len(value) >= 4)):
        at = text.find(value, start, start + len(cell))
        if at >= 0:
            return "password", at, at + len(value)
    return None


def _piped(text: str) -> Iterator[Found]:
    """A markdown or wiki table's password column (see the module). A body row that says
    "password" ("| password | string |", a schema) names no column."""
    headers = {m.start(): m for m in _WIKI_HEADER.finditer(text)}
    rows = sorted([*headers.values(), *_TABLE_ROW.finditer(text)], key=lambda m: m.start())
    column = None
    for i, row in enumerate(rows):
        wiki = headers.get(row.start())
        if wiki is not None and wiki is not row:
            continue  # the header's line, read once (as the wiki's header)
        if wiki is not None:
            found = [n for n, c in enumerate(wiki.group(2).split(wiki.group(1))) if names_column(c)]
            column = found[0] if found else None
            continue
        cells = row.group(1).split("|")
        ruled = (i + 1 < len(rows) and set(rows[i + 1].group(1)) <= set("-:| \t")) or (
            # A box-drawn table ("+----------+-----+"): its header's rule is a line of its
            # own (and may follow every row once the header is read).
            column is None and _BOX_RULE.match(text, row.end() + 1) is not None
        )
        if ruled:
            found = [n for n, c in enumerate(cells) if names_column(c)]
            column = found[0] if found else None
            continue
        if column is None or column >= len(cells) or set(row.group(1)) <= set("-:| \t"):
            continue  # no password column, or the header's rule
        start = row.start(1) + sum(len(c) + 1 for c in cells[:column])
        found_value = _value(text, start, cells[column])
        if found_value is not None:
            yield found_value


def _delimited(text: str) -> Iterator[Found]:
    """The password column's cells below a delimited header (``,``, ``;`` or a tab) that
    names one; each row as wide as the header, and a line of another width ends the table."""
    at_line = 0
    column: int | None = None
    delimiter, width = ",", 0
    for line in text.splitlines(keepends=True):
        start, at_line = at_line, at_line + len(line)
        body = line.rstrip("\r\n")
        if column is not None:
            cells = next(csv.reader([body], delimiter=delimiter), [])
            if len(cells) == width:
                at = _cell_start(body, delimiter, column)
                end = _cell_start(body, delimiter, column + 1)
                if at is not None:
                    raw = body[at : len(body) if end is None else end - 1]
                    found_value = _value(text, start + at, raw)
                    if found_value is not None:
                        yield found_value
                continue
            column = None  # the table ended
        delimiter = next((d for d in ("\t", ";", ",") if d in body), ",")
        cells = next(csv.reader([body], delimiter=delimiter), [])
        names = [_HEADER_NOTE.sub("", c).strip() for c in cells]
        # A header names two columns at least, each in a word or a few ("      password,"
        # in code is one word; a sentence's clauses are no names).
        header = (
            sum(1 for name in names if name) >= 2
            and not line[:1].isspace()
            and all(len(name.split()) <= 4 and not _SENTENCE.search(name) for name in names)
        )
        strict = delimiter != "\t"  # a tab's export is a sheet of logins, not a test run's
        found = [n for n, name in enumerate(cells) if names_column(name, strict=strict)]
        column = found[0] if header and found else None
        width = len(cells)


def _cell_start(line: str, delimiter: str, column: int) -> int | None:
    """Where cell ``column`` of a delimited ``line`` starts (quotes respected)."""
    quoted, n = False, 0
    if column == 0:
        return 0
    for i, char in enumerate(line):
        if char == '"':
            quoted = not quoted
        elif char == delimiter and not quoted:
            n += 1
            if n == column:
                return i + 1
    return None


def _html(text: str) -> Iterator[Found]:
    """An HTML table's password column: named by a header cell (``<th>``), each later row's
    cell in it a value."""
    column: int | None = None
    for row in _HTML_ROW.finditer(text):
        cells = list(_HTML_CELL.finditer(row.group(1)))
        if cells and all(c.group(1).lower() == "th" for c in cells):
            found = [n for n, c in enumerate(cells) if names_column(c.group(2), strict=True)]
            column = found[0] if found else None
            continue
        if column is None or column >= len(cells):
            continue
        cell = cells[column]
        found_value = _value(text, row.start(1) + cell.start(2), cell.group(2))
        if found_value is not None:
            yield found_value


def find_in_tables(text: str, lowered: str) -> Iterator[Found]:
    """Every credential a table of ``text`` holds in a column its header names (see the
    module); ``lowered`` is ``text.lower()``."""
    if not holds_a_label(text):
        return
    if "|" in text or "^" in text:
        yield from _piped(text)
    if "<t" in lowered:
        yield from _html(text)
    if "," in text or ";" in text or "\t" in text:
        yield from _delimited(text)
