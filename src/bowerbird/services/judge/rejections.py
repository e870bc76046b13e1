"""What a note rejects, read against the card: which of the card's values each rejection names
("X, not Y", a name said to be gone) and what the note puts in its place. Reads; never
writes text.
"""

from __future__ import annotations

import re
from dataclasses import replace

from ..mentions import TITLE_WORDS, Mention
from ..statement import Statement, read
from .units import _elided_unit, _same_value, _with_unit
from .words import _holds


def _affirmed(o: Statement) -> Statement:
    """What a card says as its own: the card without the notes that corrected it before
    (paragraphs that are corrections: "…24 replicas now, not 10" affirms no 10)."""
    card = "\n\n".join(p for p in o.text.split("\n\n") if p.strip() and not read(p).cue)
    return read(card) if card and card != o.text else o


def _rejected_here(n: Statement, o: Statement, name: Mention) -> bool:
    """Whether a name ``n`` rejects is what ``o`` says: the whole of the rejected words
    ("not on the staff VLAN" rejects no "printer VLAN")."""
    if not all(
        _holds(o.text, w) for w in name.raw.split() if w.lower().rstrip(".") not in TITLE_WORDS
    ):
        return False
    phrases = [
        [w for w in phrase.split() if w.lower().rstrip(".") not in TITLE_WORDS]
        for phrase in n.rejected_words
        if name.raw.lower() in phrase.lower()
    ]  # "Dr. Murphy" rejects the Murphy of "Dr. Siobhan Murphy"
    return not phrases or any(all(_holds(o.text, w) for w in words) for words in phrases)


# Words that say no to what follows them, a word or two on ("never as Word files", "not
# the old rota", "rather than by post").
_REFUSED_BEFORE = re.compile(
    r"(?:\b(?:not|never|no|nor|without|except|instead\s+of|rather\s+than|other\s+than)\b"
    r"|n't)(?:\s+[\w'-]+){0,2}\s*$",
    re.IGNORECASE,
)


def _refused_alike(n: Statement, o: Statement) -> Statement:
    """``n`` without the rejections the card makes too: "…in PDF rather than Word" after
    "…as PDF, never as Word files" agrees with the card; no value of it is wrong, and its
    "rather than" is the card's "never"."""
    kept = tuple(
        r
        for r in n.rejected
        if not (
            isinstance(r, Mention)
            and any(
                (m.norm == r.norm if r.kind == "name" else _same_value(m, r))
                and _REFUSED_BEFORE.search(o.text[: m.start])
                for m in o.values
            )
        )
    )
    if len(kept) == len(n.rejected):
        return n
    # The note says no to what the card says no to: as negated as the card, on that value.
    return replace(n, rejected=kept, negated=n.negated or o.negated)


def _clause_spans(s: Statement) -> list[tuple[int, int]]:
    """Where each clause of ``s`` starts and ends in its text, in order (none when its
    clauses cannot be found in it as written)."""
    spans, start = [], 0
    for clause in s.clauses:
        found = s.text.find(clause, start)
        if found < 0:
            return []
        spans.append((found, found + len(clause)))
        start = found + len(clause)
    return spans


_PLACING = frozenset("from at in with to by via through".split())


_ASKED_WHOM = re.compile(r"\b(?:asked|rang|phoned|called|emailed|texted|messaged)\s+$", re.I)


def _placed_by(text: str, start: int) -> str:
    """The preposition right before what starts at ``start`` ("from" of "from Brigsteer
    Tannery"), or ""."""
    before = re.search(r"([A-Za-z]+)\s+(?:the\s+)?$", text[:start])
    word = before.group(1).lower() if before else ""
    return word if word in _PLACING else ""


def _rejections(n: Statement, o: Statement) -> list[tuple[str, str]]:
    """(what the old text says, what replaces it) for each value the new one rejects."""
    out: list[tuple[str, str]] = []
    for rejected in n.rejected:
        if isinstance(rejected, Mention):
            found = next(
                (
                    m
                    # A value of the rejected one's own kind first ("4pm" is the card's "4
                    # pm", not the 4 of "bay 4").
                    for m in sorted(o.values, key=lambda m: m.kind != rejected.kind)
                    if _same_value(m, rejected)
                    and (rejected.kind != "name" or _rejected_here(n, o, rejected))
                ),
                None,
            )
            if found is None and rejected.kind == "name" and _rejected_here(n, o, rejected):
                found = rejected  # one word of a longer name ("Murphy" of "Siobhan Murphy")
            day = re.fullmatch(r"(\d{1,2})(?:st|nd|rd|th)\.?", rejected.raw.strip(), re.I)
            if day:
                # "it's Sunday 6 December, not the 13th": the card's date on that day, first.
                found = next(
                    (m for m in o.values if m.kind == "date" and m.norm.endswith(f"-{day[1]:0>2}")),
                    found,
                )
            if found is None:
                continue
            # What replaces it: a value of its kind the memory does not hold, the nearest to
            # the rejection ("…from Cyclemax instead of Velotrade", not the shop named first).
            # A bare number rejects a measured value ("instead of 14" of "14 days"): what
            # replaces it is a value of the card's kind ("30 days").
            kinds = {found.kind, rejected.kind}
            others = [
                m
                for m in n.values
                if m.kind in kinds
                and m.norm != rejected.norm
                and m not in n.rejected
                and not any(_same_value(m, held) for held in _affirmed(o).values)
                # (nor a name the card writes inside a longer one: "Beatriz Lomba" of its
                # "First Officer Beatriz Lomba" is who it is about, not what replaces)
                and not (m.kind == "name" and _holds(o.text, m.raw))
                # (nor whom the note asked: "Asked Gwladys whether …" is who answered)
                and not (m.kind == "name" and _ASKED_WHOM.search(n.text[: m.start]))
            ]
            # (In the rejection's own clause first: "The van's MOT is booked, …, and since
            # Caputo stopped supplying us we've been using Molino Grassi flour".)
            # (Then in the clause after it, what holds since, "since Caputo stopped supplying
            # us, we've been using …"; then in the one before.)
            spans = _clause_spans(n)
            here = next((i for i, (a, b) in enumerate(spans) if a <= rejected.start < b), None)
            if here is not None:
                for near in (here, here + 1, here - 1):
                    lo, hi = spans[near] if 0 <= near < len(spans) else (0, 0)
                    inside = [m for m in others if lo <= m.start < hi]
                    if inside:
                        others = inside
                        break
            if found.kind == "name":
                # A name the note places as the card places the old one ("…gets its leather
                # from Brigsteer Tannery" / "Romilly orders from Hebblethwaite's"): that one,
                # not who does the ordering.
                at = re.search(rf"(?<!\w){re.escape(found.raw)}", o.text, re.I)
                placed = _placed_by(o.text, at.start()) if at else ""
                same = [m for m in others if placed and _placed_by(n.text, m.start) == placed]
                others = same or others
            replacement = min(others, key=lambda m: abs(m.start - rejected.start), default=None)
            alike = sorted(
                (r for r in n.rejected if isinstance(r, Mention) and r.kind == rejected.kind),
                key=lambda m: m.start,
            )
            if len(alike) >= 2 and len(others) == len(alike):
                # A list rejected for a list ("on Tuesday and Friday, not Monday and
                # Thursday"): item for item, in the order written.
                replacement = sorted(others, key=lambda m: m.start)[alike.index(rejected)]
            if replacement is None and rejected.kind == "number":
                replacement = _elided_unit(n, rejected, _affirmed(o))
            if replacement is not None:
                out.append((found.raw.rstrip(".,;"), _with_unit(found, replacement)))
        else:
            wrong, right = rejected
            right = _elided_head(n.text, o.text, wrong, right)
            wrong = _told_the_other_way(o.text, wrong) or wrong
            if _holds(o.text, wrong) and not _holds(o.text, right):
                out.append((wrong, right))
    return out


def _told_the_other_way(card: str, wrong: str) -> str | None:
    """The card's words for a place the note names by what it is beside, the other way
    round ("not the Shepherd's Crook field" of "the field behind the Shepherd's Crook"): that
    span of the card, else None."""
    found = re.fullmatch(r"(?:the\s+)?(?P<name>(?:[A-Z][\w'’-]*\s+)+?)(?P<noun>[a-z]+)", wrong)
    if found is None:
        return None
    name = re.sub(r"['’]s$", "", found["name"].strip())
    span = re.search(
        rf"\b{found['noun']}\s+(?:behind|beside|by|near|at|of|opposite|next\s+to)\s+"
        rf"(?:the\s+)?{re.escape(name)}(?:['’]s)?(?![\w'’])",
        card,
    )
    return span[0] if span else None


def _elided_head(note: str, card: str, wrong: str, right: str) -> str:
    """What replaces ``wrong`` when the note names the thing once for both ("cream cloth,
    not tan" of a card's "tan cloth"): the word before the thing's name ("cream"), not the
    name ("cloth"), which the card says too. ``right`` otherwise."""
    if not _holds(card, f"{wrong} {right}"):
        return right
    found = re.search(
        rf"([\w'’-]+)\s+{re.escape(right)}\s*,?\s*(?:and\s+|but\s+)?not\s+{re.escape(wrong)}\b",
        note,
        re.I,
    )
    return found[1] if found else right
