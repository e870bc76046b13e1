"""Helpers shared by the category files of hygiene set 17 (held out; copied from cases_dev2).

A case is a dict: id, category, title, expect, background (bool), steps, checks.
Steps are notes ({"note", "at"}) or arrangements (DREAM, consolidate()). Checks name a
check kind of run.py and carry the keys that check reads. Matchers are phrase matchers:
every group must match (a group is one regex or a list of alternatives), and no `none`
regex may match; run.py bounds every regex by letters and digits and ignores case.

Same helpers as cases_dev/common.py, plus:
  HIST     words that mark a sentence as history ("previously X", "no longer X"), for the
           `none` list of an old-value matcher: such a sentence does not state X as current;
  clean()  adds GARBLE patterns to a matcher's `none`, so a value or detail only counts
           when the memory holding it was not left with a hole where a value was cut out
           ("the fee is and ...", "opens at , ...");
  phrase_once()  asserts each broad-question phrase names exactly one note of its home.
"""

from __future__ import annotations

import re as _re

PM = "paraphrase_merge"
MNM = "must_not_merge"
COR = "correction"
CON = "contradiction"
DET = "detail_added"
BQ = "broad_question"
NL = "no_loss"

DREAM = {"dream": True}

# outcomes that count for a contradiction case
SAME_WEEK = ["flagged", "resolved_newer"]          # a human should be asked, or the
MONTHS_APART = ["flagged", "resolved_newer", "newer_first"]  # resolution recorded

# a sentence with one of these words tells the old value as history, not as current
HIST = ["previously", "formerly", "used to", "no longer", r"replac(?:ed|es|ing)", "instead of"]

# a value cut out of a sentence, leaving a dangling verb or preposition (a doubled word
# where a value was spliced in, "in the the comms room", is refused case by case: a
# memory's title and body are matched as one text, and a title cut after "the" followed by
# a body that starts with "The" must not count as a garble)
GARBLE = [r"(?:is|are|was|were|at|to|by|from|costs?|of|now|with|on) (?:and|but)",
          r"(?:is|are|was|were|at|to|by|from|costs?|of|with) ?[,;.]"]


def consolidate(similarity=None) -> dict:
    """A `bower consolidate` step (optionally with --similarity)."""
    return {"consolidate": similarity}


def m(*groups, none=()) -> dict:
    """A phrase matcher: each group is a regex or a list/tuple of alternative regexes."""
    return {"all": [list(g) if isinstance(g, (list, tuple)) else [g] for g in groups],
            "none": list(none)}


def clean(matcher: dict) -> dict:
    """The matcher, refusing text with a hole where a value was cut out."""
    return {"all": matcher["all"],
            "none": [*matcher["none"], *[g for g in GARBLE if g not in matcher["none"]]]}


def n(note: str, at: str, **extra) -> dict:
    """A note curated with --observed-at AT (YYYY-MM-DD, or a full ISO time)."""
    return {"note": note, "at": at, **extra}


def dated(texts, start: str, every_days: int = 3) -> list[dict]:
    """Notes for a larger home: TEXTS observed in order, EVERY_DAYS apart from START."""
    import datetime as _dt
    d0 = _dt.date.fromisoformat(start)
    return [n(t, (d0 + _dt.timedelta(days=i * every_days)).isoformat())
            for i, t in enumerate(texts)]


def f(matcher: dict, q: str, **extra) -> dict:
    """A fact: its matcher and the question that should find it."""
    return {"m": matcher, "q": q, **extra}


# --------------------------------------------------------------------------- checks

NOT_GARBLED = {"kind": "not_garbled"}


def one_live(matcher: dict, q: str) -> dict:
    return {"kind": "one_live", "m": matcher, "q": q}


def distinct(*facts: dict) -> dict:
    return {"kind": "distinct", "facts": list(facts)}


def supersede(new: dict, old: dict) -> dict:
    """new: a fact (matcher + question); old: a matcher."""
    return {"kind": "supersede", "new": new, "old": old}


def correction(q: str, new: dict, old: dict) -> dict:
    return {"kind": "correction", "q": q, "new": new, "old": old}


def findable(matcher: dict, q: str, k: int = 3) -> dict:
    return {"kind": "findable", "m": matcher, "q": q, "k": k}


def contradiction(older: dict, newer: dict, q: str, pass_if) -> dict:
    return {"kind": "contradiction", "older": older, "newer": newer, "q": q,
            "pass_if": list(pass_if)}


def broad(q: str, expect, k: int = 10, share: float = 0.6) -> dict:
    return {"kind": "broad", "q": q, "expect": list(expect), "k": k, "share": share}


def no_loss(facts, k: int = 5) -> dict:
    return {"kind": "no_loss", "facts": list(facts), "k": k}


def case(cid: str, category: str, title: str, steps, checks, expect: str | None = None,
         background: bool = True) -> dict:
    return {"id": cid, "category": category, "title": title, "expect": expect,
            "background": background, "steps": list(steps), "checks": list(checks)}


def phrase_once(home, phrases) -> list[str]:
    """Each phrase must name exactly one note of the home (as run.py matches it)."""
    for p in phrases:
        rx = _re.compile(rf"(?<![a-z0-9])(?:{p})(?![a-z0-9])", _re.I)
        hits = [s["note"] for s in home if rx.search(s["note"].lower())]
        assert len(hits) == 1, f"phrase {p!r} names {len(hits)} notes: {hits}"
    return list(phrases)


# no_loss schedules: a = all notes then three dreams; b = half, a dream, the rest, two
# dreams; c = all notes, consolidate, then a dream.
SCHEDULES = {
    "a": "all notes, then three dreams",
    "b": "half, a dream, the rest, two dreams",
    "c": "all notes, consolidate, a dream",
}


def no_loss_cases(prefix: str, title: str, notes, facts, schedules="abc") -> list[dict]:
    half = len(notes) // 2
    out = []
    for s in schedules:
        if s == "a":
            steps = [*notes, DREAM, DREAM, DREAM]
        elif s == "b":
            steps = [*notes[:half], DREAM, *notes[half:], DREAM, DREAM]
        else:
            steps = [*notes, consolidate(), DREAM]
        out.append(case(f"{prefix}-{s}", NL, f"{title} ({SCHEDULES[s]})", steps,
                        [no_loss(facts)], expect="no loss", background=False))
    return out
