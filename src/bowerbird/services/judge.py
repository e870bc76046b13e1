"""The one judge of how a new statement relates to an old one: the same thing said again,
more (or less) of it, a new attribute of the same subject, a correction, a contradiction, or
something else. Curate, import, the dream and consolidate all ask it; its ``reason`` is what
``actions`` and review show.

Both texts are read once (``statement.read``) and compared on what they are about (content
words, fuzzily: "allergic" / "allergy", "stand-up" / "standup"), the values they give
(normalised: "7 days" = "seven days" = "1 week"), their polarity ("enabled" / "disabled",
"not"), and their cues ("actually", "switched from A to B", "now", "X, not Y"). A restatement
never glues two wordings together, and two different values for one slot are never appended
to each other: they are a correction (with a cue, or a change told months later) or a
contradiction (no cue) to flag.

A correction carries the swap it makes: the old memory's text with the wrong value replaced
by the new one ("…on port 50051 from host inv-2" → "…on port 50052 from host inv-2"), so the
rest of the card (the host, the runbook) stays live and the unit stays the one written.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field, replace
from itertools import pairwise
from typing import Literal

from .answers import other_subjects
from .compare import sentences
from .mentions import TITLE_WORDS, VERBS, Mention, same_time
from .mentions import mentions as mentions_of
from .statement import LEAVING, MOVED_TO, VACATED, Statement, read, verb_at, without_cue
from .statement import POLAR_WORDS as _POLAR_WORDS
from .text import STOPWORDS, stem_set

Kind = Literal["same", "more", "less", "addition", "correction", "contradiction", "distinct"]
# The verdicts that make two memories one statement (merged, never glued).
RESTATED = frozenset({"same", "more", "less"})

# Verbs whose objects add up rather than compete ("likes tea" and "likes coffee" both hold).
_ADDITIVE = frozenset(
    "likes like loves love enjoys enjoy plays play speaks speak visits visit collects collect "
    "reads read watches watch has have owns own knows know includes include supports support "
    "also".split()
)
# Verbs that hold a role: two names in front of one of them, for one thing, compete.
_ROLE = re.compile(
    r"^\s*(?:is|are|was|will be)\s+(?:the|our|their|his|her|its|on|in charge)\b|"
    r"^\s*(?:owns|leads|runs|manages|handles|covers|chairs|coordinates|approves|signs off|"
    r"captains|coaches|hosts|organi[sz]es|maintains|edits|teaches)\b",
    re.I,
)


@dataclass(frozen=True)
class Verdict:
    """How a new statement relates to an old one, and why."""

    kind: Kind
    reason: str
    # For an explicit correction of one atomic value ("50052, not 50051"; "moved from March
    # 14 to April 4") that stands once, unqualified, in the old card: the card with that one
    # value replaced. The one place code writes a sentence; whoever stores it marks it as
    # derived and keeps the note beside it. None: the note's own words are the statement.
    derived: str | None = None
    # For a contradiction: the two values that disagree ("squash / rebase").
    values: str = ""
    swaps: tuple[tuple[str, str], ...] = field(default_factory=tuple)
    # A correction whose note names the old value the memory holds ("from Rollbar", "not
    # HelpHive"), or says nothing but the card's own words and a new holder of its role:
    # evidence enough to take it at a lower similarity.
    named_old: bool = False
    # "more" of one whole sentence of a longer card: that sentence, as the card writes it
    # (the note takes its place; "": the note is the whole statement).
    part: str = ""


def relate(
    new: str, old: str, similarity: float | None = None, days_later: float | None = None
) -> Verdict:
    """How ``new`` relates to ``old``: ``similarity`` is their embeddings' cosine when known,
    ``days_later`` how long after ``old`` was observed ``new`` was (negative: before)."""
    if _plain(new) == _plain(old):
        return Verdict("same", "the same words")
    if not (_statement_like(new) and _statement_like(old)):
        # Code, a document, a long message: the rules read statements, and a guess about
        # such texts would glue or close what it cannot read.
        return Verdict("distinct", "not a statement the judge reads (code or a long text)")
    n, o = read(new), read(old)
    whole = _relate(n, o, similarity, days_later)
    if whole.kind not in ("distinct", "addition") or len(o.clauses) + len(n.clauses) <= 2:
        return whole
    if _identified_apart(n, o) is not None:
        return whole  # two things named: no part of one says anything of the other
    # Several statements in one: the new note may restate, correct or contradict one part.
    best, stated = whole, ""
    for nc in n.clauses if len(n.clauses) > 1 else (new,):
        for oc in o.clauses if len(o.clauses) > 1 else (old,):
            part = _relate(read(nc), read(oc), None, days_later, whole_old=o, whole_new=n)
            if _RANK[part.kind] > _RANK[best.kind]:
                best, stated = part, oc
    if best.kind in ("same", "less") and len(n.clauses) > 1:
        # One part said again, the rest new: more of the same subject.
        rest = [c for c in n.clauses if _relate(read(c), o, None, days_later).kind != "same"]
        if rest and not all(relate(c, old).kind in ("same", "less") for c in rest):
            if len(o.clauses) > 1 or _extra_terms(o, n):  # the card says what the note does not
                return Verdict("addition", "restates part of it and adds more")
            return Verdict("more", "restates it and adds more")
        return Verdict("less", "says nothing it does not already hold")
    if best.kind == "same" and len(o.clauses) > 1:
        return Verdict("less", "restates one of its statements")
    if best.kind == "more" and len(o.clauses) > 1:
        if len(n.clauses) == 1 and stated in sentences(old):
            # The fuller wording of one whole sentence of the card takes that sentence's
            # place; the card's other sentences stay as they were written.
            return Verdict("more", "says more of one of its statements", part=stated)
        # More of one clause: the note is added as said (no sentence is rewritten).
        return Verdict("addition", "says more of one of its statements")
    return best


# The reason of a contradiction between two people holding one role: read from the words
# alone, it needs less similarity to be flagged (a flag closes nothing).
ROLE_HOLDERS = "two holders of one role"

# Which of two part-verdicts says most: a correction or contradiction found in one part of
# a card decides for the whole; a restatement of a part is next; then an addition.
_RANK: dict[str, int] = {
    "distinct": 0,
    "addition": 1,
    "less": 2,
    "same": 3,
    "more": 3,
    "contradiction": 4,
    "correction": 5,
}


def _relate(
    n: Statement,
    o: Statement,
    similarity: float | None,
    days_later: float | None,
    whole_old: Statement | None = None,
    whole_new: Statement | None = None,
) -> Verdict:
    whole_old = whole_old or o
    whole_new = whole_new or n
    overlap = term_overlap(n, o)
    # Only a cue says a value changed: a later date alone is two values for one slot (a
    # contradiction, both kept), never a reason to close the older.
    changes = n.cue
    apart = _identified_apart(n, o)
    if apart is not None:
        return apart
    # 1. A change told as such: "moved X from A to B", "Y took over from A" — of this
    # subject ("the user's swimming days" are not "the user's wife's").
    if n.change is not None and (
        (_other_subjects(n, o) and not _names_held(n, o))
        or _subject_values_differ(n, o)
        or _named_apart(n, o, n.change)
    ):
        return Verdict("distinct", "about another thing (its subject says another word)")
    if n.change is not None:
        before, after = n.change
        before = _held_as(o, before)
        if _holds(o.text, before) and not _holds(o.text, after) and overlap >= 0.2:
            found = _correction(
                whole_old,
                whole_new,
                [(before, after)],
                f"a change from {before} to {after}",
                # Who left a place took nothing said of them there along ("runs the sleep
                # lab at St Mary's" is no statement about the Royal Free).
                explicit=not LEAVING.search(n.text),
            )
            return replace(found, named_old=True)
        if _holds(o.text, after) and overlap >= 0.2:
            return Verdict("less", f"the move to {after} it already holds")
    left = VACATED.search(n.text)
    who = re.split(r"[.;:]\s", n.text[: left.start()])[-1] if left else ""
    if (
        left
        and overlap >= 0.2
        and not VACATED.search(o.text)
        and _phrase_held(o, left["old"])
        and _phrase_held(o, who, least=0)  # who left is the card's subject (or "we")
    ):
        # "…has vacated the Kirk Lane church hall; all stock is now stored at Unit 6": what
        # the card says happens there is what the note says is over.
        return Verdict(
            "correction", f"says {left['old']} is left", swaps=((left["old"], ""),), named_old=True
        )
    moved = _moved_to(n, o) or _moved_place(n, o) if n.change is None and not n.rejected else None
    if moved and not (_other_subjects(n, o) or _named_apart(n, o, moved)) and overlap >= 0.2:
        # "have moved us to Studio D": which value it leaves is read from the card, not
        # said, so the note's own words are the statement (nothing is derived).
        return _correction(whole_old, whole_new, [moved], f"moved from {moved[0]} to {moved[1]}")
    # 2. "B, not A" / "B instead of A": A is what the old statement says — of this subject
    # ("Actually, the heron service has 23 replicas, not 27" corrects no other service).
    rejects_a_name = any(
        isinstance(r, Mention) and r.kind == "name" and _rejected_here(n, o, r) for r in n.rejected
    )  # "…is Murray, not Murphy": the name it rejects says which memory it is about
    if (
        n.rejected
        and not rejects_a_name
        and (_other_subjects(n, o) or _subject_values_differ(n, o) or _named_apart(n, o, ()))
    ):
        # ("…the staging API listens on port 8443, not 8080" corrects no production API.)
        return Verdict("distinct", "about another thing (its subject says another word)")
    swaps = _listed(_dated(_rejections(n, o), o, n), o, n)
    if swaps and overlap >= 0.25:
        # Every value the note rejects that the card holds is wrong ("oxalic acid in
        # December, not Apivar in August"): one swapped alone would leave the other said —
        # no card is derived then, and each goes from what is carried.
        # (A value after the last one swapped qualifies both: "45 instead of 60 for the
        # Saturday market" rejects no Saturday.)
        rejected = [r for r in n.rejected if isinstance(r, Mention)]
        swapped_end = max(
            (r.end for r in rejected if any(_written_in(a, r.raw) for a, _ in swaps)), default=0
        )
        unswapped = [
            r.raw
            for r in rejected
            if r.start < swapped_end
            and _written_in(o.text, r.raw)
            and not any(_written_in(a, r.raw) for a, _ in swaps)
        ]
        swaps = [*swaps, *((raw, "") for raw in unswapped)]
        said = "says " + ", ".join(f"{a} is wrong" for a, _ in swaps)
        return replace(
            _correction(whole_old, whole_new, swaps, said, explicit=not unswapped),
            named_old=True,
        )
    wrong = [
        r.raw
        for r in n.rejected
        if isinstance(r, Mention)
        and (
            (r.kind != "name" and any(_same_value(m, r) for m in o.values))
            or (r.kind == "name" and _rejected_here(n, o, r))
        )
    ]
    if wrong and overlap >= 0.25:
        # "…is handled in-house, not by HelpHive": what replaces it is no value of its kind,
        # so the note, as said, is the statement.
        return Verdict(
            "correction",
            f"says {', '.join(wrong)} is wrong",
            swaps=tuple((w, "") for w in wrong),
            named_old=True,
        )
    if _other_subjects(n, o):
        return Verdict("distinct", "about another thing (its subject says another word)")
    related = (
        overlap >= 0.5
        or (overlap >= 0.3 and (similarity or 0.0) >= 0.7)
        or (
            (overlap >= 0.2 or _said_of_its_id(n, o)) and _new_value_of_its_subject(n, o, whole_old)
        )
    )
    if not related:
        if similarity is not None and similarity >= 0.8 and overlap >= 0.2:
            return Verdict("addition", f"more about a similar subject ({similarity:.2f})")
        return Verdict("distinct", "about something else")
    # 3. What they are about: another name or value in the subject is another thing.
    new_names, old_names = _only_names(n, o), _only_names(o, n)
    flipped = _flipped(n, o)
    differing = _differing(n, o)
    if new_names and old_names and differing:
        return Verdict("distinct", "about another name, with other values")
    if _preference_reversed(n, o):
        return (
            Verdict(
                "contradiction", "the preference the other way round", values=f"{o.text} / {n.text}"
            )
            if not changes
            else _correction(whole_old, whole_new, [], "prefers the other way round now")
        )
    if new_names and _leaver(whole_new, new_names):
        # "Odile Fournier no longer works at Brightwell Foods" says nothing of Odette
        # Fournier, who works there: the new name is who left, not who took over.
        return Verdict("distinct", "about another name (the one the note says left)")
    if new_names and (old_names or _left_names(whole_new, o)) and not differing:
        gone = _who_left(whole_new, o, new_names) or _named_by_role(n, o, old_names)
        if changes and len(new_names) == 1 and (len(old_names) == 1 or gone):
            # Explicit only when the note names the one who left ("Karin has left"; not
            # "Priya no longer works at Acme": which of the two is replaced is a guess).
            return _name_swapped(
                n, o, whole_new, whole_old, min(gone or old_names), explicit=len(gone) == 1
            )
        values = f"{', '.join(sorted(old_names))} / {', '.join(sorted(new_names))}"
        named = {w for name in new_names | old_names for w in stem_set(name.split())}
        others_n, others_o = _extra_terms(n, o) - named, _extra_terms(o, n) - named
        if _role(n) and _role(o) and overlap >= 0.6 and not (others_n and others_o):
            return Verdict("contradiction", ROLE_HOLDERS, values=values)
        swap = _swapped_words(n, o)
        if swap is not None and _after_verb(o, swap[0]) and not _additive(n):
            return Verdict(
                "contradiction", f"{swap[0]} / {swap[1]} for the same thing", values=values
            )
        same_frame = _frame_of(n, new_names) == _frame_of(o, old_names)
        if same_frame and len(new_names) == len(old_names) == 1 and not _additive(n):
            # One sentence with one name put for another after its verb ("…records
            # everything in Pro Tools" / "…in Logic Pro"): two values for one slot.
            (was,), (now,) = sorted(old_names), sorted(new_names)
            if _after_verb(o, _raw(o, was)) and _after_verb(n, _raw(n, now)):
                if changes:
                    return _correction(
                        whole_old,
                        whole_new,
                        [(_raw(o, was), _raw(n, now))],
                        f"{now} in place of {was}",
                    )
                return Verdict("contradiction", f"{was} / {now} for the same thing", values=values)
        return Verdict("distinct", "about another name")
    if new_names and not old_names and changes and _left_names(whole_new, o):
        # "Karin has left; Yusuf owns the release checklist now."
        gone = _who_left(whole_new, o, new_names)
        return _name_swapped(n, o, whole_new, whole_old, min(gone), explicit=len(gone) == 1)
    if _subject_values_differ(n, o):
        return Verdict("distinct", "about another thing (its subject names another value)")
    # 4. One slot, two values — unless an identifier differs too ("Class 7B … room 14" /
    # "Class 7C … room 16": which class, then its room).
    kinds = {_kind_of(o, a) for a, _ in differing}
    if len(differing) >= 2 and "identifier" in kinds and not n.cue:
        return Verdict("distinct", "another thing (another identifier) with other values")
    free = [] if differing else _free_or_priced(n, o)
    priced = bool(free)
    differing = differing or free
    if differing:
        pairs = _dated([(_raw(o, a), _raw(n, b)) for a, b in differing], o, n)
        shown = "; ".join(f"{a} / {b}" for a, b in pairs)
        if changes:
            # A cue and one value that is the only one of its kind on either side ("the
            # staging DB storage is 250 GB now" after "…has 100 GB of storage and is backed
            # up nightly"): the slot is named by its kind, so the card may be derived. A
            # name is a thing, never such a value.
            # (A day joined to its date is one date.)
            kind = "date" if len(pairs) < len(differing) else _kind_of(o, differing[0][0])
            if not kind and _one_range(o) and differing[0][0] in o.text:
                kind = "time range"
            one_slot = len(pairs) == 1 and (
                _only_of_its_kind(whole_old, whole_new, kind) or _told_by_word(o, n, kind)
            )
            # Only a note that names the old value as well may derive the card ("…is 250 GB
            # now" names no old value: which one it replaces is read, not said).
            says_old = one_slot and (
                _holds(whole_new.text, pairs[0][0]) or _rejects(whole_new, whole_old, pairs[0][0])
            )
            found = _correction(
                whole_old, whole_new, pairs, f"a new value ({shown})", explicit=says_old
            )
            # A note about a thing it names by its identifier ("TP1329 now leaves at 06:55")
            # says which card it changes as surely as one that names the old value.
            by_id = one_slot and _said_of_its_id(n, o)
            return replace(found, named_old=found.named_old or says_old or by_id)
        # (Free or priced: the words that say so differ, "go free" / "cost 50p a trip".)
        if (
            overlap >= 0.6
            or (similarity or 0.0) >= 0.8
            or _same_subject(n, o)
            or (priced and not (_extra_terms(n, o) - _PRICED) and not _extra_terms(o, n) - _PRICED)
        ):
            return Verdict(
                "contradiction", f"another value for the same thing ({shown})", values=shown
            )
        return Verdict("distinct", f"other values ({shown})")
    if flipped and _besides_polarity(n, o) and _besides_polarity(o, n):
        return Verdict("distinct", "another statement, not its opposite")
    if flipped:
        if changes:
            return _correction(whole_old, whole_new, [], "says the opposite now")
        return Verdict("contradiction", "says the opposite", values=_polar_words(n, o))
    swap = _swapped_words(n, o)
    if swap is not None:
        if changes:
            return _correction(whole_old, whole_new, [swap], f"{swap[1]} in place of {swap[0]}")
        if _additive(n):
            return Verdict("distinct", f"one more ({swap[1]} beside {swap[0]})")
        return Verdict(
            "contradiction",
            f"{swap[0]} / {swap[1]} for the same thing",
            values=f"{swap[0]} / {swap[1]}",
        )
    # 5. The same values: said again, or said with more.
    nv, ov = n.value_keys, o.value_keys
    n_in_o, o_in_n = _within(nv, ov), _within(ov, nv)
    extra_n, extra_o = _extra_terms(n, o), _extra_terms(o, n)
    if _proper(n, new_names) and n_in_o and o_in_n:
        # It names someone or something the memory does not ("…filed every quarter by
        # our accountant, Gwen Ellis, through Xero"): more is said, not the same.
        if extra_o:
            return Verdict("addition", f"adds {', '.join(sorted(new_names))}")
        return Verdict("more", f"the same statement, with {', '.join(sorted(new_names))}")
    if n_in_o and o_in_n and not extra_o and extra_n:
        # All it said, and more — even one word more ("…twice a day" → "…twice a day with
        # food"): the fuller wording wins, the shorter is kept as evidence.
        return Verdict("more", "the same statement with more said")
    if n_in_o and o_in_n and len(extra_n) >= 3 and len(extra_n) > len(extra_o) + 1:
        # The same values and much more said ("…a five-year warranty" → "…covers only the
        # first owner and needs the original receipt"). What the memory alone says by
        # its verb is said again by the note's ("collected" / "emptied").
        if extra_o - _verb_terms(o):
            return Verdict("addition", "says it again and adds more")
        return Verdict("more", "the same statement with more said")
    if n_in_o and o_in_n and not extra_n and overlap >= 0.6:
        # Every word it says, the memory says ("Alder St café guest wifi: AlderGuest"
        # after "The guest Wi-Fi network at the Alder Street café is called AlderGuest").
        return Verdict("less", "says nothing it does not already hold")
    if n_in_o and o_in_n:
        # Without a value to anchor it, a rewording changes a word or two; a note with more
        # words of its own says something more ("…mostly in the mornings after standup").
        worded_alike = len(extra_n) <= 1 and len(extra_o) <= 2
        if (_anchored(nv, ov, extra_n, extra_o) and overlap >= 0.3) or (
            overlap >= 0.6 and (worded_alike or (len(extra_n) <= 2 and (similarity or 0.0) >= 0.9))
        ):
            if len(extra_n) >= 2 and _second_predicate(n):
                # "…is allergic to peanuts and carries an EpiPen": something more is said.
                if extra_o:
                    return Verdict("addition", "says it again and adds something")
                return Verdict("more", "the same statement with more said")
            told_apart = _other_object(n, o, whole_old, whole_new, changes)
            if told_apart is not None:
                return told_apart
            return Verdict("same", "the same statement in other words")
    if o_in_n and not n_in_o:
        if extra_o:  # its own words are not all there: the new note adds, it does not replace
            return Verdict("addition", "adds detail to the same subject")
        return Verdict("more", "the same statement with more detail")
    if n_in_o and not o_in_n and not extra_n:
        return Verdict("less", "part of what it already says")
    if nv and ov and not n_in_o and not o_in_n:
        # Other values each ("note 0 about topic 0" / "note 1 about topic 1"): other facts.
        return Verdict("distinct", "other values")
    if _CHANGED.search(n.text) and n.subject and _subject_said(n, o):
        # "The book swap has moved to the village hall" after "…is held in the church
        # porch": a change of what the card says of the same subject, told as one. What else
        # the card said is carried over as written (or the card stays, flagged).
        return Verdict("correction", "a change of the same subject, told as one")
    told_apart = _other_object(n, o, whole_old, whole_new, changes) if nv == ov else None
    if told_apart is not None:
        return told_apart
    return Verdict("addition", "more about the same subject")


def _identified_apart(n: Statement, o: Statement) -> Verdict | None:
    """Identifiers name things: "Release 2.4 …" / "Release 2.10 …", "Host db-07 …" / "Host
    db-09 …", "On 2026-02-09 the backup failed …" / "On 2026-03-16 …" are statements about
    two things, whatever else they share — unless the note says the old one's identifier is
    wrong ("Actually it is host web-13, not web-3"). None when they do not say so."""
    named_n, named_o = _named_things(n), _named_things(o)
    # A date both give names the same event, whether or not a cue let it count as one
    # ("Follow-up on the 19 Jan PM2 break: it turned out…").
    named_n |= {m.norm for m in n.values if m.kind == "date" and m.norm in named_o}
    named_o |= {m.norm for m in o.values if m.kind == "date" and m.norm in named_n}
    if not named_n or not named_o or _same_things(named_n, named_o):
        return None
    rejected = {r.norm for r in n.rejected if isinstance(r, Mention)}
    if rejected & named_o or (n.change and _holds(o.text, n.change[0])):
        return None
    shown = f"{', '.join(sorted(named_o))} / {', '.join(sorted(named_n))}"
    return Verdict("distinct", f"about another thing ({shown})")


def _anchored(
    nv: frozenset[tuple[str, str]],
    ov: frozenset[tuple[str, str]],
    extra_n: set[str],
    extra_o: set[str],
) -> bool:
    """Whether a value both give anchors two wordings as one statement ("kept for 21 days" /
    "retained for twenty-one days"). A value only one of them gives anchors nothing ("takes
    sertraline every morning" is not "prefers paper books"), and a bare number only when
    little else differs: "Raised bed 41 grows sunflowers" and "Raised bed 41 is looked after
    by the school" share the number that names the bed, not what is said of it."""
    strong = weak = False
    for kind, norm in nv:
        for k, v in ov:
            if not _within(frozenset({(kind, norm)}), frozenset({(k, v)}), strict=True):
                continue
            if k == kind and kind != "number":
                strong = True
            elif "number" in (k, kind):
                weak = True  # "41" / "41", "1.5k" / "£1,500": a number, whatever it counts
    return strong or (weak and max(len(extra_n), len(extra_o)) <= 3)


# Words that tell a change of state (not "now" alone: "now also" adds).
_CHANGED = re.compile(
    r"\b(?:has|have|had)\s+(?:been\s+)?(?:moved|changed|switched|relocated)\b|"
    r"\b(?:moved|switched|relocated)\s+(?:to|over to)\b|\bno longer\b|\bis now\b|\bare now\b",
    re.I,
)


def _subject_said(n: Statement, o: Statement) -> bool:
    """Whether every word of ``n``'s subject is said by ``o`` (the same thing)."""
    return all(any(_alike(t, u) for u in o.terms) for t in n.subject)


# Above this cosine, a pair the rules call an addition or another thing is close enough to
# be a contradiction they cannot see (other words for the same slot): a local model is asked.
UNDECIDED_SIMILARITY = 0.6


def undecided(verdict: Verdict, similarity: float) -> bool:
    """Whether the rules left a pair open: alike enough to disagree, read as neither the
    same, a correction, a contradiction, nor about another name or thing."""
    if similarity < UNDECIDED_SIMILARITY:
        return False
    return verdict.kind == "addition" or (
        verdict.kind == "distinct" and not verdict.reason.startswith("about another")
    )


def _name_swapped(
    n: Statement,
    o: Statement,
    whole_new: Statement,
    whole_old: Statement,
    old_name: str,
    explicit: bool,
) -> Verdict:
    """A correction putting the one name only ``n`` gives in place of ``old_name``;
    ``explicit`` when the note names both (who left, who took over)."""
    new_name = _raw(n, next(iter(_only_names(n, o))))
    before = _raw(o, old_name)
    found = _correction(
        whole_old,
        whole_new,
        [(before, new_name)],
        f"{new_name} in place of {before}",
        explicit=explicit,
    )
    # Naming who left names the value the memory holds: evidence at a lower similarity. So
    # does a note whose every other word the card says, with a role both give a holder
    # ("Update: Ffion Parry is the tour's stage manager now" beside a longer card of Marcus
    # Bell as its stage manager, far apart in embedding).
    own_words = not (_extra_terms(n, o) - stem_set(new_name.lower().split()))
    return replace(
        found, named_old=explicit or found.named_old or (own_words and _role(n) and _role(o))
    )


def _correction(
    old: Statement,
    new: Statement,
    swaps: list[tuple[str, str]],
    reason: str,
    explicit: bool = False,
) -> Verdict:
    """A correction: ``swaps`` are (old value, new value) as written. Only an ``explicit``
    one (the note names both values) of one atomic value may derive the corrected card, and
    only when the new value is what the note says of its subject, not its subject
    ("Printers live on VLAN 40, not on the staff VLAN" puts no "Printers" in a card)."""
    derived = None
    if explicit and len(swaps) == 1:
        derived = _derive(old, new, swaps[0])
    if derived is not None and not _only_said(derived, old.text, new.text):
        derived = None  # a value or a word neither said ("£3" cut out of "£3,100")
    # A note that names the old value beside its cue ("…the Kilter quote was too high")
    # says which value it replaces: evidence at a lower similarity.
    named = new.cue and any(a and _written_in(new.text, a) for a, _ in swaps)
    return Verdict("correction", reason, derived, swaps=tuple(swaps), named_old=bool(named))


# Values that name which thing (compared as written), not an amount of a unit.
_NAMING_KINDS = frozenset({"identifier", "name", "date", "time", "day", "month", "environment"})


def _only_said(derived: str, card: str, note: str) -> bool:
    """Whether every value and word of a derived card is one the card or the note says: a
    splice may choose between what was said, never say something new."""
    said = {m.key for m in mentions_of(card)} | {m.key for m in mentions_of(note)}
    # A bare number the note gives keeps the card's unit ("300, not 200" of "200 MB").
    bare = {m.raw for m in mentions_of(note) if m.kind == "number"}
    for m in mentions_of(derived):
        amount = re.match(r"[^\d]*([\d.,]+)", m.raw)
        measured = m.kind not in _NAMING_KINDS  # "14B" is a room, not 14 of a unit
        if m.key not in said and not (measured and amount and amount.group(1).rstrip(".,") in bare):
            return False
    # Nothing said twice over by the splice ("6 USD per kg per kg").
    doubled = re.search(r"\b([\w'’-]+(?:\s+[\w'’-]+){0,4})\s+\1\b", derived, re.I)
    if doubled and doubled.group(0).lower() not in f"{card} {note}".lower():
        return False

    def words(text: str) -> frozenset[str]:
        # Digits are values, checked above ("3:30pm" is the card's "3:30 pm").
        found = re.findall(r"[^\W\d_][\w'’-]*", text.lower())
        # (An article may change with its noun: "a 12-hour TTL" → "an 8-hour TTL".)
        return stem_set(
            [
                w.strip("'’-")
                for w in found
                if not any(c.isdigit() for c in w) and w not in STOPWORDS
            ]
        )

    return words(derived) <= words(f"{card} {note}")


# Words after which a change's new value has ended ("to NATS JetStream for order events"),
# or an aside in brackets begins ("to Wednesdays (same hours)").
_VALUE_END = re.compile(
    r"\s+(?:for|because|since|after|before|when|so|as|due|(?:this|next|last)\s+"
    r"(?:year|month|week|time|season|term))\b.*$|,(?!\d{3}\b).*$|\s*\(.*$",  # "£7,450": one
    re.I,
)


def _only_of_its_kind(old: Statement, new: Statement, kind: str) -> bool:
    """Whether each statement gives exactly one value of ``kind`` (and it is no name). A
    range of times is one value when it is all the times each gives ("08:30-17:00" /
    "07:30-19:00"); a weekday counts among the days of its own rhythm only (the weekly
    "Thursdays" is not "the Monday before")."""
    if not kind or kind == "name":
        return False
    if kind == "time range":
        return _one_range(old) and _one_range(new)
    ours = [m for m in new.values if m.kind == kind]
    theirs = [m for m in old.values if m.kind == kind]
    if kind == "day" and len(ours) == 1:
        theirs = [m for m in theirs if _weekly_day(old, m) == _weekly_day(new, ours[0])]
    return len(theirs) == 1 and len(ours) == 1


# What joins the two ends of a range as written ("08:30-17:00", "9am to 5pm").
_RANGE_JOIN = re.compile(r"\s*[-–—]\s*|\s+(?:to|until|till)\s+", re.I)


def _written_range(s: Statement, ends: list[Mention]) -> str | None:
    """The range as ``s`` writes it, when ``ends`` are the two ends of one."""
    if len(ends) != 2:
        return None
    first, last = sorted(ends, key=lambda m: m.start)
    if not _RANGE_JOIN.fullmatch(s.text[first.end : last.start]):
        return None
    return s.text[first.start : last.end]


def _one_range(s: Statement) -> bool:
    """Whether every time ``s`` gives is one of the two ends of one range."""
    return _written_range(s, [m for m in s.values if m.kind == "time"]) is not None


def _weekly_day(s: Statement, m: Mention) -> bool:
    """Whether a weekday is said as a rhythm ("on Thursdays", "every Thursday"), not as one
    day ("the Monday before", "on Friday")."""
    if m.raw.lower().endswith("s"):
        return True
    return re.search(r"\b(?:every|each)\s+$", s.text[: m.start], re.I) is not None


def _ends_clause(s: Statement, value: str) -> bool:
    """Whether the new value, as the note writes it, is the whole of what it says there:
    what follows ends the clause, gives a reason or a time ("to April 4 because…"), or is
    the verb it is the subject of ("Owen took over…") — not more words of a place the reader
    cut short ("to the upstairs room at the Plough")."""
    if any(m.kind != "name" for m in read(value).values):
        return True  # a number, a date, an amount: read whole where it was found
    at = s.text.lower().find(value.strip().lower())
    if at < 0:
        return True  # written otherwise (a unit carried over): nothing cut short
    rest = s.text[at + len(value.strip()) :]
    follows = re.match(r"\s*(?P<word>[\w'’]+|[^\w\s]|$)", rest)
    word = (follows["word"] if follows else "").lower()
    return (
        word in ("", ".", ";", ",", "!", "?", ")", "(")  # "(was …)": the old value, after
        or word in _AFTER_A_VALUE
        or word in VERBS
        or _third_person(word)  # "Jodie Marr replaces …": the verb its subject is
    )


# Words that may follow a change's new value without being part of it.
_AFTER_A_VALUE = frozenset(
    "because since as due for so in on last this next yesterday today tomorrow "
    "from starting until instead rather not now is are was were has have will".split()
)


def _derive(old: Statement, new: Statement, swap: tuple[str, str]) -> str | None:
    """The old card with one value replaced, when that is all a correction changes: the old
    value stands exactly once in the card, on its own (no version or number of its own
    beside it: "React Native 0.74" is a thing with its qualifier, and "Flutter 0.74" would
    be a statement nobody made), and the new value is a value, not a clause. The card must
    not be a correction itself ("Actually …, not 5")."""
    before, after = swap
    after = _VALUE_END.sub("", after.strip()).strip(" .,;:")
    after = re.sub(r"^(?:a|an|the)\s+", "", after, flags=re.I)  # the card's article stays
    # A card derived before carries the note that corrected it under it: that note is
    # history now, and the card is what is derived again (the new note replaces it).
    old = _affirmed(old)
    before, after = _untitled(before), _untitled(after)  # a title is read from the texts
    if old.cue or not before.strip() or not after:
        return None
    pattern = re.compile(rf"(?<![\w.-]){re.escape(before)}(?![\w-]|\.\w)", re.I)
    found = list(pattern.finditer(old.text))
    held = _held_as(old, before)
    if held != before and (not found or held.lower().startswith(before.lower())):
        # A value is the same however it is written ("14 Mar" names the card's "14 March";
        # "the Balmain" the card's "Balmain Hotel").
        before = held
        pattern = re.compile(rf"(?<![\w.-]){re.escape(before)}(?![\w-]|\.\w)", re.I)
        found = list(pattern.finditer(old.text))
    if len(found) != 1:
        return None
    at = found[0]
    left, right = old.text[: at.start()], old.text[at.end() :]
    given = _given_names(left, after)
    if given:
        # "Siobhan Murphy" → "Siobhan Murray", "Rosalind Achterberg" → "Tomasz Wierzbicki":
        # the whole name is the value swapped.
        cut = len(left.rstrip()) - len(given)
        before, left = left[cut:] + before, left[:cut]
    role = re.search(r"\b(?:a|an)\s+(?:[\w-]+\s+){0,3}[\w-]+\s+(?:at|for|with)\s+$", left, re.I)
    if (
        role
        and not any(m.kind != "name" for m in read(before).values)
        and not _holds(new.text, role.group(0).strip())
    ):
        return None  # "a sound engineer at Polder Studios": said of the old place only
    # A time, a date or an amount is no place: what follows it ("at 9:30 in the Birch
    # room") is said of the event, and stays.
    measured = any(m.kind != "name" for m in read(before).values)
    place = None if given or measured else _place_phrase(left, right)
    if place is not None:
        # The old value inside a place ("in the back room of the Cobbler's Arms", "in the
        # Aldgate Room on the fourth floor"): the whole place goes, the note's place to its
        # clause's end comes ("in the reading room at Elmstead Library"); what the card
        # said of its old place is not said of the new one.
        begin, end = place
        said_as = _place_said(new, after)
        if said_as:
            return _swap(old.text, left[begin:] + before + right[:end], said_as)
    if re.match(r"\s*(?:[.;]|$)", right):
        # The old value ends its clause: so may the new one, with the words the change's
        # reading stopped at ("to the upstairs room at the Plough").
        after = _to_clause_end(new, after)
    # "from £240 to £275 a year" of a card that "costs £240 a year": what the card says
    # after its old amount is said once, the card's.
    unit = re.match(r"([£$€]?\d[\d.,]*)\s+(\D.*)$", after)
    if unit and re.match(rf"\s*{re.escape(unit.group(2))}(?!\w)", right, re.I):
        after = unit.group(1)
    dated = any(m.kind != "name" for m in mentions_of(after))  # "31 May": "may" is no verb
    if len(after.split()) > max(6, len(before.split()) + 1) or (
        not dated and any(w.lower() in VERBS for w in after.split())
    ):
        return None  # a clause, not a value (a place may be said as long as the old one)
    if _place_unsaid(new, after, old.text):
        return None  # "to April 4 at the Hilton": the card's "at the Grand" would be kept
    # A name's title goes with it, and the new name's is the note's: "Dr. Alvarez" → "Dr.
    # Ruiz", "Mr. Desmond Quarrie" → "Ms Yolanda Prieto", "Dr. Alvarez" → "Ruiz" when the
    # note gives no title (never a title the note did not say).
    title = _title_before(left)
    said = new.text.lower().find(after.lower())
    title_new = _title_before(new.text[:said]) if said > 0 else ""
    if title:
        cut = len(left) - len(title)
        before, left = left[cut:] + before, left[:cut]
    if title_new:
        after = f"{title_new.strip()} {after}"
    role_said = _role_before(left) if not any(m.kind != "name" for m in read(before).values) else ""
    if role_said and not _written_in(new.text, f"{role_said.strip()} {after}"):
        # "monitored by pharmacy technician Hollis Mbeki": the role is said of the old
        # holder; the new one is named as the note names them.
        before, left = role_said + before, left[: len(left) - len(role_said)]
    article = re.search(r"\b(the|a|an)\s+$", new.text[:said], re.I) if said > 0 else None
    if article and not re.search(r"\b(?:the|a|an|our|their|its|his|her|my)\s+$", left, re.I):
        after = f"{article.group(1).lower()} {after}"  # "in room 4" → "in the Quaker house"
    card_article = re.search(r"\b(?:the|a|an)\s+$", left, re.I)
    if (
        card_article
        and after[:1].isupper()
        and not re.search(rf"\b(?:the|a|an)\s+{re.escape(after)}", new.text, re.I)
    ):
        # "through the Rota app" → "through SARCALL": a name the note writes bare takes no
        # article of the card's.
        cut = card_article.start()
        before, left = left[cut:] + before, left[:cut]
    if re.match(r"\s*(?:v?\d|[A-Z][\w-]*\d)", right) or re.search(r"\d\s*$", left):
        return None  # qualified: the old thing's version or number would stay with the new
    qualifier = re.search(
        r"\b(?:the|a|an|our|their|its|his|her|my)\s+((?:[\w'’-]+\s+){1,2})$", left, re.I
    )
    # ("the number 12 bus": a word before a number or a name says what kind of thing it is.)
    if (
        qualifier
        and not read(before).values
        and not any(
            w.lower() in STOPWORDS or w.lower() in VERBS or w.lower() in _WHICH_OF_THEM
            for w in qualifier.group(1).split()
        )
    ):
        return None  # "blamed on a worn doctor blade": "worn" was said of the old thing
    if re.search(r"\bof\s+(?:the\s+)?$", left, re.I):
        return None  # "the back room of the Cobbler's Arms": a part of the old place
    weekday = re.search(
        r"\b(?:(?:mon|tues|wednes|thurs|fri|satur|sun)day|mon|tue|tues|wed|thu|thur|thurs|fri|sat|"
        r"sun)\.?,?\s*$",
        left,
        re.I,
    )
    if weekday and any(m.kind == "date" for m in read(before).values):
        # "Saturday 20 June" → "27 June": the weekday was said of the old date and goes
        # with it; the new date is said as the note says it.
        before, left = left[weekday.start() :] + before, left[: weekday.start()]
    elif weekday:
        return None
    if _not_its_own(old, new, before, left, right, respelt=_respelt(before, after)):
        return None
    alike = _said_alike(new, after, right) or _what_changed(new, before, right)
    if not (_ends_clause(new, after) or alike):
        return None  # the note says more of the new value than the swap would carry
    is_value = any(m.kind != "name" for m in read(before).values)
    if not is_value and not (_stands_alone(left, right) or alike):
        return None  # a thing with a phrase of its own: said of the old, not of the new
    return _swap(old.text, before, after)


# A place's words before the value it names: "in the back room of (the) ", "at (the) ".
_PLACE_OPENING = re.compile(
    r"\b(?:in|at|from)\s+(?P<phrase>(?:the\s+)?(?:[\w'’-]+\s+){1,3}(?:of|at)\s+(?:the\s+)?|the\s+|)$"
)
# What a card says of its place after the value, to the clause's end: "on the fourth floor".
_PLACE_TAIL = re.compile(r"(?P<tail>(?:\s+(?:on|of|at|in)\s+(?:the\s+)?[\w'’ -]+?)?)\s*(?:[.;,]|$)")


def _place_phrase(left: str, right: str) -> tuple[int, int] | None:
    """Where the place holding a value begins (in ``left``) and ends (in ``right``): a
    place phrase opened by "in"/"at" that ends its clause or where a time said of the event
    begins ("… of Pageturner Books on the first Monday"). None when the value stands alone
    to its clause's end (the plain swap reads it) or something else follows it."""
    opening = _PLACE_OPENING.search(left)
    if opening is None:
        return None
    if _said_when(right):
        return opening.start("phrase"), 0
    tail = _place_before_time(right) or _PLACE_TAIL.match(right)
    if tail is None:
        return None
    words = opening.group("phrase").removeprefix("the ") + tail.group("tail")
    if not words.strip():
        return None
    timed = any(
        m.kind in ("date", "time", "day", "month") or m.kind.startswith("every:")
        for m in mentions_of(tail.group("tail"))
    )
    if timed or any(w.lower() in VERBS for w in words.split()):
        return None  # "… on 14 August": a time said of the event
    return opening.start("phrase"), tail.end("tail")


def _place_before_time(right: str) -> re.Match[str] | None:
    """The place words after a value up to a time said of the event ("… in Ellery Park at
    10 am"): a match whose ``tail`` group is them, or None."""
    for cut in re.finditer(r"\s+(?=(?:at|on|from|every|until)\s)", right):
        if _said_when(right[cut.start() :]):
            return re.fullmatch(
                r"(?P<tail>\s+(?:on|of|at|in)\s+(?:the\s+)?[\w'’ -]+)", right[: cut.start()]
            )
    return None


def _place_said(new: Statement, after: str) -> str:
    """The note's place for ``after`` as the note writes it: its article and the place words
    that follow it to its clause's end ("the reading room at Elmstead Library"); "" when the
    note goes on with more than a place."""
    full = _to_clause_end(new, after)
    at = new.text.lower().find(full.lower())
    if at < 0 or any(w.lower() in VERBS for w in full.split()):
        return ""
    article = re.search(r"\b(the|a|an)\s+$", new.text[:at], re.I)
    return f"{article.group(1).lower()} {full}" if article else full


def _given_names(left: str, after: str) -> str:
    """The words of a name right before the old value that the new value opens with too
    ("Siobhan " before "Murphy", new "Siobhan Murray"): "" when there are none."""
    words = after.split()
    for n in range(len(words) - 1, 0, -1):
        given = " ".join(words[:n])
        if given[:1].isupper() and re.search(rf"(?<!\w){re.escape(given)}\s+$", left):
            return given
    if len(words) < 2 or not all(w[:1].isupper() for w in words):
        return ""  # one word for a full name: whose given name it keeps is a guess
    # A full name for a full name: the card's run of name words before the old one (not a
    # title, not a sentence's first word).
    run = re.search(r"(?:(?<=\s)[A-Z][a-z'’-]+\s+)+$", " " + left)
    if run is None:
        return ""
    opening = left[: max(0, run.start() - 1)]
    if re.search(r"(?:^|[.!?]\s+)$", opening) and not _title_before(opening):
        return ""  # a sentence's first word ("Ask Ana Alvarez…"), unless a title's
    names = run.group(0).split()
    while names and names[0].lower().rstrip(".") in TITLE_WORDS:
        names.pop(0)
    return " ".join(names)


def _role_before(left: str) -> str:
    """The words of a role written right before a name ("by pharmacy technician "), as
    ``left`` ends: lower-case nouns after a preposition or a verb, "" if none."""
    found = re.search(
        r"\b(?:by|to|from|with|for|under|is|are|was)\s+((?:[a-z][\w-]*\s+){1,3})$", left
    )
    if found is None:
        return ""
    words = found.group(1).split()
    if any(
        w in STOPWORDS or w.endswith(("ed", "ing")) or w.rstrip(".") in TITLE_WORDS for w in words
    ):
        return ""
    return found.group(1)


def _phrase_held(o: Statement, phrase: str, least: int = 2) -> bool:
    """Whether every content word of ``phrase`` (``least`` at least) is said by ``o``."""
    words = [
        w
        for w in re.findall(r"[a-z][a-z'’-]*", phrase.lower())
        if w not in STOPWORDS and w not in VERBS and not w.endswith("ly")  # "finally"
    ]
    return len(words) >= least and all(any(_alike(t, u) for u in o.terms) for t in stem_set(words))


# Words that say which of a rhythm's days or dates ("the first Monday"), not what it is.
_WHICH_OF_THEM = frozenset("first second third fourth fifth last next every other".split())


def _respelt(before: str, after: str) -> bool:
    """Whether a swap only spells the same name otherwise ("Murphy" → "Murray", "Benn" →
    "Penn"): the one it names is the same, and what the card says of them still holds."""
    from difflib import SequenceMatcher

    if not (before[:1].isupper() and after[:1].isupper()):
        return False
    a, b = before.split()[-1].lower(), after.split()[-1].lower()
    return min(len(a), len(b)) >= 3 and a != b and SequenceMatcher(None, a, b).ratio() >= 0.6


def _rejects(n: Statement, o: Statement, old_raw: str) -> bool:
    """Whether the note says the card's value ``old_raw`` is wrong in short ("every week,
    not every two" of "every two weeks")."""
    held = [m for m in o.values if m.raw.rstrip(".,;") == old_raw]
    return any(
        isinstance(r, Mention)
        and any(
            _same_value(m, r) or _number_of(m.kind.removeprefix("every:"), m.norm) == r.norm
            for m in held
        )
        for r in n.rejected
    )


def _not_its_own(
    old: Statement, new: Statement, before: str, left: str, right: str, respelt: bool = False
) -> bool:
    """Whether the card's old value is not a value on its own, so swapping it alone would
    say something nobody said: shared by a subject of two ("Alice and Bob sit at desk
    4.12", "Both the API and the worker use…"), one of a list ("lb-1 and lb-12"), part of an
    address ("Unit 4, Marina Point, Cork"), said with a phrase of its own beside it ("Dave
    Hughes, who fixed the boiler", "ci-03, managed by Dana", "Hall B, second floor"), one
    end of a range ("10 am to 2 pm"), or a weekday beside its date ("Friday, May 8")."""
    words = old.text.split()
    first_verb = next((i for i, w in enumerate(words) if w.lower().strip(",.;") in VERBS), None)
    if first_verb is not None:
        subject = " ".join(words[:first_verb])
        shared = len(subject) <= len(left) and re.search(
            r"\b(?:and|both|as well as)\b", _unnamed(old, subject), re.I
        )
        # Unless the note names every one of them ("a car and driver costs £41").
        if shared and not _all_said(old, new, subject):
            return True
    said_end = _ENDS.search(new.text) is not None
    said_start = _STARTS_VERB.search(new.text) is not None
    end_named, start_named = said_end and not said_start, said_start and not said_end
    kinds = {m.kind for m in read(before).values} or {"name"}
    # "At Whisker Lane Cat Rescue, Maureen runs…": an opening phrase, no list or address.
    opening = re.match(
        r"\s*(?:at|in|on|for|from|with|by|after|since|during)\b[^,]*,\s*$", left, re.I
    )
    # One of a list: a value of its kind right before or after, joined by "and"/","/"or".
    joined_before = re.search(r"(?:,|\b(?:and|or)|&)\s*$", left)
    if joined_before and not opening and _ends_with_kind(left[: joined_before.start()], kinds):
        return True
    joined_after = re.match(r"\s*(?:,|\b(?:and|or)\b|&)\s*", right)
    if joined_after and _starts_with_kind(right[joined_after.end() :], kinds):
        return True
    # A phrase of its own after a comma: an apposition, a participle or a relative clause
    # ("…, the project manager,", "…, managed by Dana", "…, who fixed…"). A clause with its
    # own subject ("…, the chair is Omar Sheikh") or a verb said of the subject ("…, needs
    # two referee letters") goes on about the card, not the value.
    aside = re.match(r"\s*,(?!\s*(?:and|but|so|then)\b)\s*([^,;.]*)", right)
    if aside and aside.group(1).strip() and not respelt:
        phrase = aside.group(1).split()
        first = phrase[0].lower()
        # ", every pupil brings…", ", the cake comes from…": a subject, then its verb.
        own_subject = (
            first not in VERBS
            and first not in ("who", "which", "whose", "where")
            and any(
                w.lower() in VERBS
                or (w.endswith("s") and p.isalpha() and p.lower() not in STOPWORDS)
                for p, w in pairwise(phrase[:6])
            )
        )
        said_of_subject = (
            first in VERBS and not first.endswith(("ed", "ing", "en")) and first != "who"
        ) or (
            # A participle after an amount or a date is said of what costs or happens
            # ("costs £240 a year, paid by direct debit"), never of the number.
            before.lstrip("£$€")[:1].isdigit() and first.endswith(("ed", "ing"))
        )
        # ", Tuesday to Sunday" after "open 9 till 5": when it holds, said of the card
        # (so is anything after a range's end the note names: a number has no apposition).
        when = before.lstrip("£$€")[:1].isdigit() and (
            any(
                m.start == 0 and m.kind in ("day", "date", "month")
                for m in mentions_of(aside.group(1))
            )
            or (end_named and _RANGE_END.search(left) is not None)
        )
        if not (own_subject or said_of_subject or when):
            return True
    measured = not kinds & (_NAMING_KINDS | {"number"})  # "20kg" is in no address
    if re.search(r"[A-Z0-9][\w'’.-]*\s*,\s*$", left) and not opening and not measured:
        return True  # "Suite 210, Harbor Medical Center": a part of an address
    # One end of a range, unless the note's verb names that end ("closes at 6 pm instead
    # of 5" of "open 9 till 5"): the rejected value was found at that end, so the swap
    # says what the note said of it.
    if (
        re.match(r"\s*(?:[-–—]|to\b|until\b|till\b)\s*[\w£$€]", right, re.I)
        and mentions_of(right[:24])
        and not start_named
    ):
        return True  # the start of a range
    if _RANGE_END.search(left) and mentions_of(left[-24:]) and not end_named:
        return True  # the end of a range
    day = any(m.kind == "day" for m in read(before).values)
    return day and bool(re.match(r"\s*,?\s*(?:\d{1,2}\b|[A-Z][a-z]+\s+\d)", right))


def _all_said(old: Statement, new: Statement, subject: str) -> bool:
    """Whether the note names each of the things a card's subject joins ("a car and driver
    costs …" / "a car and driver is £41"; not "Alice and Bob sit …" / "Bob moved …")."""
    names = [m.raw for m in old.values if m.kind == "name" and m.end <= len(subject)]
    if any(not _written_in(new.text, name) for name in names):
        return False
    joined = re.findall(r"(\w+)\s+(?:and|&)\s+(?:the\s+)?(\w+)", subject)
    said = new.terms
    return all(
        _written_in(new.text, word) or any(_alike(t, u) for t in stem_set([word]) for u in said)
        for pair in joined
        for word in pair
    )


def _ends_with_kind(text: str, kinds: set[str]) -> bool:
    """Whether ``text`` ends with a value of one of ``kinds`` (a capitalised word for a name)."""
    if "name" in kinds and re.search(r"[A-Z][\w'’-]*\s*$", text):
        return True
    return any(m.kind in kinds and not text[m.end :].strip() for m in mentions_of(text))


def _starts_with_kind(text: str, kinds: set[str]) -> bool:
    """Whether ``text`` starts with a value of one of ``kinds``."""
    if "name" in kinds and re.match(r"[A-Z]", text):
        return True
    return any(m.kind in kinds and m.start == 0 for m in mentions_of(text))


def _unnamed(s: Statement, text: str) -> str:
    """``text`` (a start of ``s``) with the names it holds blanked ("Crumb & Co", "Spoke and
    Chain" are one name each)."""
    chars = list(text)
    for m in s.values:
        if m.kind == "name":
            for i in range(m.start, min(m.end, len(chars))):
                chars[i] = " "
    return "".join(chars)


def _trim_article(phrase: str) -> str:
    return re.sub(r"^(?:the|a|an|our|their)\s+", "", phrase.strip().lower())


def _moved_to(n: Statement, o: Statement) -> tuple[str, str] | None:
    """A move that names only where it goes ("have moved us to Studio D") as a change from
    the one value of that kind the card holds ("Studio B"; a name only of the same head
    word: "Studio B" is left for "Studio D", never "Dominika"). None when it names no
    value, or the card holds none or several of its kind."""
    found = MOVED_TO.search(n.text)
    if found is None:
        return None
    target = [v for v in n.values if found.start("new") <= v.start < found.end("new")]
    # The value must be the whole of where it goes: "to Unit 4, Marina Point" names a
    # place, not the number 4 of the card's "12 Quay Street".
    if len(target) != 1 or _trim_article(found["new"]) != target[0].raw.rstrip(".,;").lower():
        return None
    to = target[0]
    head = to.norm.split()[0]
    held = {
        v.norm: v.raw.rstrip(".,;")
        for v in o.values
        if v.kind == to.kind
        and v.norm != to.norm
        and (to.kind != "name" or (len(to.norm.split()) > 1 and v.norm.split()[0] == head))
    }
    if len(held) != 1:
        return None
    return next(iter(held.values())), to.raw.rstrip(".,;")


# Where a card says something is: "is at 12 Quay Street", "meets in the church hall", to the
# end of its clause (a time or a day after it is when, not where).
_IS_AT = re.compile(
    r"\b(?:is|are|meets|meet|takes place|is held|are held|happens|sits|lives)\s+(?:at|in)\s+"
    # (A decimal point is no full stop: "in Room 2.11".)
    r"(?P<place>(?:[^,;.()]|\.(?=\d))+?(?:,\s+[A-Z][^,;.()]*?)*)"
    r"(?=\s+(?:on|every|each|from|at\s+\d|for|with|and|but|until|since)\b|\s*(?:[;()]|\.(?!\d))"
    r"|,\s+[a-z]|$)"
)
# Where a move goes when it is a place of several words ("to Unit 4, Marina Point").
_MOVED_PLACE = re.compile(
    r"\b(?:moved|relocated|shifted|transferred)\b[^.;]*?\b(?:to|into)\s+"
    r"(?P<new>(?:[^.;()]|\.(?=\d))+?)"
    r"(?=\s+(?:for|while|because|since|so|as|after|until|from|on)\b|\s*(?:[;(]|\.(?!\d))|$)"
)


def _moved_place(n: Statement, o: Statement) -> tuple[str, str] | None:
    """A move to a place of several words ("has relocated its studio to Unit 4, Marina
    Point") as a change from the one place the card says its subject is at ("is at 12 Quay
    Street"). None when the card gives no such place, or gives it already."""
    went = _MOVED_PLACE.search(n.text)
    places = list(_IS_AT.finditer(o.text))
    if went is None or len(places) != 1:
        return None
    old, new = places[0]["place"].strip(), went["new"].strip()
    if not old or _holds(o.text, new) or _holds(n.text, old):
        return None
    return old, new


def _held_as(o: Statement, value: str) -> str:
    """``value`` as the card ``o`` writes it: a name the card gives in full ("Dr. Hollister"
    / "Dr. Bram Hollister", "Aurelio" / "Aurelio Sandoval"), as said, or the same value
    written otherwise ("14 Mar" / "14 March"); ``value`` itself when the card holds none."""
    words = _untitled(value).split()
    if words and all(w[:1].isupper() for w in words):
        full = [
            m.raw
            for m in o.values
            if m.kind == "name"
            and len(m.raw.split()) > len(words)
            and words in (m.raw.split()[-len(words) :], m.raw.split()[: len(words)])
        ]
        if len(full) == 1:
            return full[0]
    if _written_in(o.text, value):
        return value
    if len(words) >= 3:
        # One word more inside it ("St Mark's car park" / "St Mark's church car park"): the
        # same place, as the card writes it.
        loose = r"\s+(?:[\w'’-]+\s+)?".join(re.escape(w) for w in words)
        found = list(re.finditer(rf"(?<![\w-]){loose}(?![\w-])", o.text, re.I))
        if len(found) == 1:
            return found[0].group(0)
    named = mentions_of(value)
    if len(named) == 1 and named[0].raw.strip() == value.strip() and named[0].kind != "name":
        held = [m.raw.rstrip(".,;") for m in o.values if _same_value(m, named[0])]
        return held[0] if len(held) == 1 else value
    return value


def _title_before(text: str) -> str:
    """The title a name is written with, as the text ends ("…through Dr. "): "" if none."""
    found = re.search(r"(?<!\w)([A-Za-z]+)\.?\s+$", text)
    if found and found.group(1).lower() in TITLE_WORDS:
        return text[found.start() :]
    return ""


def _untitled(name: str) -> str:
    words = name.split()
    while len(words) > 1 and words[0].lower().rstrip(".") in TITLE_WORDS:
        words.pop(0)
    return " ".join(words)


def _said_after(new: Statement, value: str) -> str | None:
    """What the note says right after ``value`` (None when it does not write it so)."""
    at = new.text.lower().find(value.lower())
    return new.text[at + len(value) :] if at >= 0 else None


def _to_clause_end(new: Statement, after: str) -> str:
    """``after`` with the place words the note says right after it, to its clause's end
    ("upstairs room" → "upstairs room at the Plough"); as it was when the note goes on with
    a reason, a time or another clause."""
    then = _said_after(new, after)
    if then is None:
        return after
    rest = re.match(r"(\s+(?:at|in|on|of)\s+[^.;,]+?)\s*(?:[.;]|$)", then)
    if rest is None or _VALUE_END.search(rest.group(1)):
        return after
    if any(m.kind in ("date", "time", "day", "month") for m in mentions_of(rest.group(1))):
        return after  # "to April 4 on a Friday": a time said of the event, not the place
    return after + rest.group(1)


def _place_unsaid(new: Statement, after: str, card: str) -> bool:
    """Whether the note says where or of what the new value is ("April 4 at the Hilton")
    in words the card does not hold: a swap of the value alone would drop them."""
    then = _said_after(new, after)
    if then is None:
        return False
    rest = re.match(r"\s+(?:at|in|of)\s+([^.;,]+)", then)
    if rest is None or _VALUE_END.search(" " + rest.group(1)):
        return False
    return not _holds(card, rest.group(1).strip())


def _stands_alone(left: str, right: str) -> bool:
    """Whether a value stands on its own in a card: what follows it ends the clause, joins
    another ("and …", "; …") or is the verb it is the subject of — not a version or number of
    its own ("React Native 0.74"), a phrase about it ("at Acme as a data engineer"), a
    possessive ("St Mary's") — and no longer name runs into it from the left."""
    if re.search(r"(?:\d|[A-Z][\w.'-]*)\s*$", left) and left.strip():
        return False  # part of a longer name or number ("St Mary", "LH 1140")
    follows = re.match(r"\s*(?P<word>[\w'’]+|[^\w\s]|$)", right)
    word = follows["word"] if follows else ""
    if word == "" or word in ".;,!?)":
        return True
    lowered = word.lower()
    if word[0].isupper():
        return False
    # A verb it is the subject of ("Ruth maintains…"), or a joining word.
    return lowered in ("and", "but", "or", "so") or lowered in VERBS or _third_person(lowered)


def _said_alike(new: Statement, after: str, right: str) -> bool:
    """Whether what follows the old value in the card is what the note says of the new one
    too: the same next word ("the Eastgate depot" / "the Harlow Road depot"), or a time
    said of the event, not of the thing ("at the Old Mill Hotel on 14 August")."""
    follows = re.match(r"\s*(\w+)", right)
    if follows is None:
        return False
    word = follows.group(1).lower()
    told = _said_after(new, after)
    then = re.match(r"\s*(\w+)", told) if told is not None else None
    if then is not None and then.group(1).lower() == word:
        # The same next word, and the rest of the card's phrase said of the new value too
        # ("the Harlow Road depot"; not "as a warehouse supervisor" → "as operations manager").
        phrase = _NOUN_PHRASE.match(right)
        return phrase is None or _holds(new.text, phrase.group(0).strip())
    return _said_when(right)


def _what_changed(new: Statement, before: str, right: str) -> bool:
    """Whether the word after the old value in the card is the thing the note says changed
    ("a Square till" / "switched its till from Square to SumUp"): the new value takes the
    old one's place before it."""
    follows = re.match(r"\s*([a-z][\w-]*)\b", right)
    if follows is None:
        return False
    word = re.escape(follows.group(1))
    return (
        re.search(rf"\b{word}\s+from\s+(?:the\s+)?{re.escape(before)}\b", new.text, re.I)
        is not None
    )


def _said_when(right: str) -> bool:
    """Whether ``right`` opens with a time said of the event ("on 14 August", "at 7 pm")."""
    when = re.match(r"\s*(?:on|at|in|from|until|by|every)\s+(?:the\s+)?(.{0,24})", right, re.I)
    if when is None:
        return False
    said = mentions_of(when.group(1))
    # A range ("on 14-15 May") opens with its first day, a number.
    return any(
        m.kind in ("date", "time", "day", "month")
        and (
            m.start == 0
            or re.fullmatch(r"\d{1,2}(?:\s*[-–]\s*|\s+(?:to|and)\s+)", when.group(1)[: m.start])
            or re.fullmatch(
                r"(?:(?:first|second|third|fourth|last|other)\s+)+", when.group(1)[: m.start]
            )
        )
        for m in said
    )


# The words after a value up to the next preposition: the rest of its noun phrase.
_NOUN_PHRASE = re.compile(
    r"\s*[\w'-]+(?:\s+(?!(?:at|in|on|from|to|for|by|with|as|of|and|or|but|is|are|was|were|has|"
    r"have)\b)[\w'-]+)*"
)


def _third_person(word: str) -> bool:
    """A word that reads as a verb said of someone ("maintains", "coordinates")."""
    return len(word) > 3 and word.endswith("s") and not word.endswith(("ss", "us", "is"))


_PARTS = re.compile(
    r"(?<=[.!?;])\s+|,\s+and\s+(?=(?:the|a|an|our|their|its|his|her|we|they|he|she|it)\b)|;\s*",
    re.I,
)


def added_part(new: str, old: str) -> str:
    """What ``new`` says that ``old`` does not, as sentences: its parts (sentences, clauses
    after "; " or ", and the…") that restate ``old`` are left out ("The CRM DB is backed up
    nightly, and the DBA runs a restore drill each quarter." after "Backups of the CRM
    database run every night." → "The DBA runs a restore drill each quarter."). The whole
    note when every part adds something."""
    parts = [p.strip() for p in _PARTS.split(new) if p and p.strip()]
    if len(parts) < 2:
        return new
    kept = [p for p in parts if relate(p, old).kind not in RESTATED]
    if not kept or len(kept) == len(parts):
        return new
    return " ".join(_sentence(p[:1].upper() + p[1:]) for p in kept)


def _sentence(text: str) -> str:
    text = text.strip()
    return text if text.endswith((".", "!", "?")) else text.rstrip(";,") + "."


def _swap(text: str, before: str, after: str) -> str | None:
    """``text`` with ``before`` (as written there, case aside) replaced by ``after``; None
    when it is not there. A number keeps the unit it was written with ("£32" → "£36")."""
    # Whole values only: "11" is not the 11 of "tern-11.internal".
    pattern = re.compile(rf"(?<![\w.-]){re.escape(before)}(?![\w-]|\.\w)", re.I)
    if not pattern.search(text):
        return None
    if re.fullmatch(r"[A-Z][a-z]+day", before) and after.endswith("days"):
        after = after[:-1]  # "every Monday" → "every Friday", not "every Fridays"
    found = pattern.search(text)
    said_before = re.search(r"(\w+)\s+$", text[: found.start()]) if found else None
    if said_before and after.lower().startswith(said_before.group(1).lower() + " "):
        after = after[len(said_before.group(1)) + 1 :]  # "every two weeks" → "every week"
    swapped = pattern.sub(lambda _: after, text, count=1)
    # "a window seat" → "an aisle seat": the article agrees with its new word.
    # A number is said as a word: "an 8-hour TTL", "an 11 am slot".
    vowel = after[:1].lower() in "aeiou" or bool(re.match(r"(?:8|11|18)(?!\d)|8\d(?!\d)", after))
    return re.sub(
        rf"\b([Aa])n?(\s+){re.escape(after)}",
        lambda m: m.group(1) + ("n" if vowel else "") + m.group(2) + after,
        swapped,
        count=1,
    )


def _holds(text: str, phrase: str) -> bool:
    """Whether ``text`` has ``phrase`` (words, case aside), or its value written otherwise."""
    if not phrase.strip():
        return False
    if re.search(rf"(?<![\w]){re.escape(phrase)}(?![\w])", text, re.I):
        return True
    wanted = {m.key for m in read(phrase).values if m.kind != "name"}
    return bool(wanted) and wanted <= {m.key for m in read(text).values}


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
            ]
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
            if _holds(o.text, wrong) and not _holds(o.text, right):
                out.append((wrong, right))
    return out


def _elided_unit(n: Statement, rejected: Mention, card: Statement) -> Mention | None:
    """The value a bare rejected number stands against when its unit goes unsaid: "closes
    at 6 pm instead of 5", "11p per word, up from 9" reject 5 pm and 9p. The value right
    before the cue, in the same clause, measured (a quantity, never a date or a name), with
    another number, and not held by the card already."""
    before = [
        m
        for m in n.values
        if m.end <= rejected.start
        and m.kind not in ("number", "name", "date", "day", "year")
        and _bare(m) != rejected.norm
        and not any(_same_value(m, held) for held in card.values)
    ]
    if not before:
        return None
    nearest = max(before, key=lambda m: m.end)
    between = n.text[nearest.end : rejected.start]
    # Only the cue between them: no clause break, no other value's words.
    if re.search(r"[.;:!?]", between) or len(between.split()) > 4:
        return None
    return nearest


def _with_unit(old: Mention, new: Mention) -> str:
    """The new value as the old one was written: a bare "50052" for a bare "50051", the
    unit kept when the new value gives none ("250" after "100 GB" → "250 GB")."""
    raw = new.raw.rstrip(".,;")
    number = re.search(r"-?\d[\d,.:]*\d|\d", old.raw)  # a time's minutes are its number
    if number is None:
        return raw
    start, end = number.span()
    if new.kind == "number" and old.kind != "number":
        return old.raw[:start] + raw + old.raw[end:].rstrip(".,;")
    theirs = re.search(r"-?\d[\d,.:]*\d|\d", raw)
    unit = _unit_word(old.raw)
    if new.kind == old.kind and theirs is not None and unit and unit == _unit_word(raw):
        # The same unit written the card's way: "12-hour" → "8-hour", not "8 hours".
        return old.raw[:start] + theirs.group(0) + old.raw[end:].rstrip(".,;")
    return raw


def _unit_word(raw: str) -> str:
    """The unit a quantity is written with, without its plural ("hours", "-hour": hour)."""
    return re.sub(r"[^a-z]", "", raw.lower()).rstrip("s")


def _same_value(a: Mention, b: Mention) -> bool:
    if a.key == b.key:
        return True
    numbers = {"number"}
    if a.kind in numbers or b.kind in numbers:
        return _bare(a) == _bare(b)
    if a.kind == b.kind == "date":
        return a.norm[-5:] == b.norm[-5:]
    if a.kind == b.kind == "time":
        return same_time(a.norm, b.norm)
    return False


def _bare(m: Mention) -> str:
    digits = re.search(r"-?\d+(?:[.,:]\d+)*", m.raw.replace(",", ""))  # "4:15" is not 4
    return digits.group(0) if digits else m.norm


def _within(
    a: frozenset[tuple[str, str]], b: frozenset[tuple[str, str]], strict: bool = False
) -> bool:
    """Whether every value of ``a`` is in ``b`` (a bare number matches a measured one with
    that number; a date without a year matches one with it; how often may go unsaid unless
    ``strict``)."""
    for kind, norm in a:
        if (kind, norm) in b:
            continue
        if kind == "date" and any(k == "date" and v[-5:] == norm[-5:] for k, v in b):
            continue
        if kind == "time" and any(k == "time" and same_time(v, norm) for k, v in b):
            continue
        if kind == "number" and any(_number_of(k, v) == norm for k, v in b):
            continue
        if (
            kind == "identifier"
            and "." not in norm
            and any(k == "number" and norm.endswith(v) for k, v in b)
        ):
            continue
        if kind == "identifier" and any(
            k == "identifier" and _same_identifier(norm, v) for k, v in b
        ):
            continue
        if kind.startswith("every:") and not strict and not any(k == kind for k, _ in b):
            continue  # how often is often said in words ("twice a day", "with each meal")
        if any(k == "number" and v == _number_of(kind, norm) for k, v in b):
            continue
        return False
    return True


_FACTORS = {"duration": (1, 60, 3600, 86400, 604800, 0.001), "bytes": (1, 1e3, 1e6, 1e9, 1e12)}


def _number_of(kind: str, norm: str) -> str | None:
    """The numbers a measured value may have been written with ("3600" seconds: 3600, 60, 1)."""
    try:
        value = float(norm)
    except ValueError:
        return None
    if kind in _FACTORS:
        for factor in sorted(_FACTORS[kind], reverse=True):
            if value / factor >= 1 and (value / factor).is_integer():
                return f"{value / factor:.6g}"
    return f"{value:.6g}"


def _differing(n: Statement, o: Statement) -> list[tuple[str, str]]:
    """(old value, new value) for each kind both give with values the other lacks (neither
    holding all of the other's: "eu-west-1 and us-east-2" after "eu-west-1" is more)."""
    out = []
    kinds = {m.kind for m in n.values} & {m.kind for m in o.values}
    for kind in sorted(kinds - {"name", "frequency"}):
        nv = {m.norm for m in n.values if m.kind == kind}
        ov = {m.norm for m in o.values if m.kind == kind}
        if kind == "date" and not (_years(nv) and _years(ov)):
            nv, ov = {v[-5:] for v in nv}, {v[-5:] for v in ov}
        if kind == "time":
            nv = {
                v
                if not any(same_time(v, w) for w in ov)
                else next(w for w in ov if same_time(v, w))
                for v in nv
            }
        if nv == ov or nv <= ov or ov <= nv:
            continue
        only_o = [m for m in o.values if m.kind == kind and _norm(m) not in nv]
        only_n = [m for m in n.values if m.kind == kind and _norm(m) not in ov]
        if kind == "time":
            ranges = _written_range(o, only_o), _written_range(n, only_n)
            if ranges[0] and ranges[1]:
                out.append((ranges[0], ranges[1]))  # one range, both its ends changed
                continue
        if kind == "day" and len(only_n) == 1:
            # A weekly day changes a weekly day ("Thursdays" → "Wednesdays"), not "the
            # Monday before" the card also gives.
            alike = [m for m in only_o if _weekly_day(o, m) == _weekly_day(n, only_n[0])]
            only_o = alike if len(alike) == 1 else only_o
        if kind == "number" and (len(only_o) != 1 or len(only_n) != 1):
            continue  # counts of other things, not one slot
        if kind == "identifier" and all(
            any(_same_identifier(a.norm, b.norm) for b in only_n) for a in only_o
        ):
            continue  # "P1" / "priority-1": one identifier written two ways
        if kind == "time" and len(only_o) >= 2:
            # A time the note gives again as a bare hour ("still opens at 10") is kept,
            # not the one it replaced.
            hours = {m.norm for m in n.values if m.kind == "number"}
            kept = [m for m in only_o if not _hour_said(m.norm, hours)]
            only_o = kept or only_o
        if kind == "time" and len(only_o) == 2 and len(only_n) == 1:
            only_o = _range_end_named(o, n, only_o)
        if len(only_o) >= 2 and len(only_n) == 1:
            # Of several, one written the same way as the new one ("10.0.4.17" for
            # "10.0.9.40", never the host name "db-stg-02").
            shaped = [m for m in only_o if _shape(m.norm) == _shape(only_n[0].norm)]
            only_o = shaped if len(shaped) == 1 else only_o
        if len(only_o) >= 2 and len(only_n) == 1:
            only_o = [_told_apart(o, n, only_o) or only_o[0]]
        if only_o and only_n:
            out.append((only_o[0].norm, only_n[0].norm))
    # A day of another month for a month ("due in March" / "revised to 14 April"): one slot,
    # said more exactly (a day of the same month is more said, not another value).
    dates = [m for m in n.values if m.kind == "date"]
    months = [m for m in o.values if m.kind == "month"]
    if len(dates) == 1 and len(months) == 1 and not any(m.kind == "date" for m in o.values):
        month = dates[0].norm.split("-")[-2] if "-" in dates[0].norm else ""
        if month.isdigit() and int(month) != int(float(months[0].norm)):
            out.append((months[0].norm, dates[0].norm))
    return out


# Free of charge: a price of nothing ("Dogs travel free" / "Dogs cost £1 each way").
_FREE = re.compile(
    r"(?<![-\w])(?<!feel )(?:free(?: of charge)?(?![-\w])(?!\s+(?:to|from|of|time)\b)|"
    r"at no (?:extra )?cost|no charge|costs? nothing)",
    re.I,
)


# The words a price or its absence is told with (stemmed as terms are).
_PRICED = frozenset(
    "cost costs free charg charge go goe goes travel ride each way trip per pay pai".split()
)


def _free_or_priced(n: Statement, o: Statement) -> list[tuple[str, str]]:
    """(old, new) when one says a thing is free and the other gives its price, and neither
    says both ("£1.80 an hour, free after 6 pm" is one statement of two prices)."""

    def priced(s: Statement) -> list[Mention]:
        return [m for m in s.values if m.kind.startswith("money")]

    free_o, free_n = _FREE.search(o.text), _FREE.search(n.text)
    if free_o and not free_n and priced(n) and not priced(o):
        return [(free_o.group(0), priced(n)[0].norm)]
    if free_n and not free_o and priced(o) and not priced(n):
        return [(priced(o)[0].norm, free_n.group(0))]
    return []


_ENDS = re.compile(r"\b(?:finish|end|close|shut|until|till|wrap)", re.I)
_STARTS = re.compile(r"\b(?:start|begin|open|from)", re.I)
# A verb for a range's start ("From 1 April" says when a change holds, not where it starts).
_STARTS_VERB = re.compile(r"\b(?:start|begin|open)", re.I)
# What joins a range's end to its start, before the end ("9 till ", "10 am - ").
_RANGE_END = re.compile(r"(?:[-–—]|\bto|\buntil|\btill)\s*$", re.I)


def _range_end_named(o: Statement, n: Statement, ends: list[Mention]) -> list[Mention]:
    """Of a range's two times, the one the note's verb names ("now finishes at 5 pm" of
    "9 am to 3 pm" is its end); both when the note names neither or they are no range."""
    first, last = sorted(ends, key=lambda m: m.start)
    if not re.fullmatch(r"\s*(?:to|until|till|-|–|—)\s*", o.text[first.end : last.start]):
        return ends
    said_end, said_start = _ENDS.search(n.text), _STARTS.search(n.text)
    if said_end and not said_start:
        return [last]
    if said_start and not said_end:
        return [first]
    return ends


def _new_value_of_its_subject(n: Statement, o: Statement, card: Statement) -> bool:
    """Whether ``n`` is a short change told of the subject of ``o`` (a part of ``card``): it
    has a cue, its subject is that part's (every word of it said in the card, and some of
    it, or its names, in the part), and it gives one value in place of the part's one
    value of that kind (written alike). A short note beside a long card shares few of its
    words ("the printer's IP changed to …" against the card's model, place and address), so
    word overlap alone reads it as about something else. A word that names the value's
    kind ("time", "price") is how the note names the slot, not another thing."""
    # (Not how often it is counted, "an hour", nor when the change holds from, "As of June".)
    ours = [
        m
        for m in n.values
        if m.kind != "name"
        and not m.kind.startswith("every:")
        and not re.search(r"\b(?:as of|from|since|starting)\s+$", n.text[: m.start], re.I)
        and not (m.kind == "identifier" and m.norm in _subject_ids(n))  # what it is about
    ]
    if not n.cue or len(ours) != 1:
        return False
    # ("Hiring St Oswin's hall is £21 an hour": what is done with the thing, not another.)
    subject = {
        t
        for t in n.subject
        if t not in _KIND_WORDS.get(ours[0].kind.split(":")[0], ()) and not t.endswith("ing")
    }
    names = _subject_names(n)
    # A part said of "it" is said of the card's subject.
    pronoun = re.match(r"(?:it|they|this)\b", o.text, re.I)
    theirs = o.subject or (card.subject if pronoun else frozenset())
    ids = _subject_ids(n)
    if subject:
        about = bool(theirs & subject) and all(
            any(_alike(t, u) for u in card.terms) for t in subject
        )
    elif ids:
        about = _said_of_its_id(n, o)
    elif _IT_IS.search(n.text):
        # "misread the porto listing - it's €131/night": "it" is the thing the opening
        # names, loosely; one word of it the card says is enough beside the one value.
        about = any(_alike(t, u) for t in n.terms for u in card.terms)
    else:
        about = bool(names) and not names & _only_names(n, o)
    if not about:
        return False
    # (A date may say more exactly the month a card gives: "due in March" / "14 April".)
    kinds = {ours[0].kind, "month"} if ours[0].kind == "date" else {ours[0].kind}
    held = [
        m
        for m in o.values
        if m.kind in kinds and (m.kind != "identifier" or _shape(m.raw) == _shape(ours[0].raw))
    ]
    return len(held) == 1 and not _same_value(held[0], ours[0])


# A statement whose subject is "it" after an opening ("… - it's the 80W one").
_IT_IS = re.compile(r"(?:^|[-–—:,]\s*)(?:it|that)(?:['’]s|\s+is|\s+was)\s", re.I)


def _subject_ids(s: Statement) -> frozenset[str]:
    """The identifiers said before the verb: what the statement is about ("TP1329 now
    leaves at 06:55" is about the flight, whatever other words a card says of it)."""
    verb = _verb_start(s)
    return frozenset(m.norm for m in s.values if m.kind == "identifier" and m.start < verb)


def _said_of_its_id(n: Statement, o: Statement) -> bool:
    """Whether the note's subject is identifiers all of which the card names."""
    ids = _subject_ids(n)
    return bool(ids) and ids <= {m.norm for m in o.values if m.kind == "identifier"}


# The words a note may name a value's slot by, for each kind (stemmed as terms are).
_KIND_WORDS: dict[str, frozenset[str]] = {
    "time": frozenset({"time"}),
    "date": frozenset({"date", "day"}),
    "money": frozenset({"price", "cost", "fee", "rate", "charg", "charge"}),
    "identifier": frozenset({"address", "ip", "id"}),
    "number": frozenset({"number", "extension"}),
}


def _kinds_named(s: Statement) -> frozenset[str]:
    """The words that may name the slots of the values ``s`` gives."""
    return frozenset(
        w for m in s.values for w in _KIND_WORDS.get(m.kind.split(":")[0], frozenset())
    )


def _shape(value: str) -> str:
    """How a value is written: digits as 9, letters as a ("10.0.4.17" → "9.9.9.9")."""
    return re.sub(r"[a-z]+", "a", re.sub(r"\d+", "9", value.lower()))


def _hour_said(time: str, numbers: set[str]) -> bool:
    """Whether a time ("14:00") is among bare numbers said ("2", "14")."""
    hour = time.split(":")[0].lstrip("0") or "0"
    return hour in numbers or str(int(hour) % 12 or 12) in numbers


def _told_by_word(o: Statement, n: Statement, kind: str) -> bool:
    """Whether the note gives one value of ``kind`` and a word of it tells which of the
    card's several values of that kind it replaces (``_told_apart``)."""
    ours = [m for m in n.values if m.kind == kind]
    theirs = [m for m in o.values if m.kind == kind]
    return (
        kind not in ("", "name")
        and len(ours) == 1
        and len(theirs) >= 2
        and _told_apart(o, n, theirs) is not None
    )


def _told_apart(o: Statement, n: Statement, olds: list[Mention]) -> Mention | None:
    """Which of several values of one kind the note's one value replaces, told by a word
    the card says beside that value alone and the note says too ("£18 for a small box and
    £26 for a large one" + "the large veg box costs £28": the £26). Each value owns the
    words on its side of the "and" or comma between it and the next; a word that two
    values own tells nothing. None unless exactly one value is told apart."""
    every = sorted(
        (m for m in o.values if not (m.kind == "number" and m.raw.isalpha())),  # "a large one"
        key=lambda m: m.start,
    )
    owned: dict[tuple[int, int], list[str]] = {(m.start, m.end): [] for m in every}
    edges = [0, *(m.start for m in every), len(o.text)]
    for i in range(len(every) + 1):
        gap = o.text[(every[i - 1].end if i else 0) : edges[i + 1]]
        joins = list(re.finditer(r"\b(?:and|but|while|whereas)\b|[,;]", gap))
        before, after = (gap[: joins[0].start()], gap[joins[-1].end() :]) if joins else (gap, gap)
        if i:
            owned[every[i - 1].start, every[i - 1].end] += re.findall(
                r"[a-z][a-z'’-]*", before.lower()
            )
        if i < len(every):
            owned[every[i].start, every[i].end] += re.findall(r"[a-z][a-z'’-]*", after.lower())
    stop = _singular(list(STOPWORDS))
    near = {k: _singular(words) - stop for k, words in owned.items()}
    said = _singular(re.findall(r"[a-z][a-z'’-]*", n.text.lower())) - stop
    chosen = [
        m
        for m in olds
        if (m.start, m.end) in near
        and (
            near[m.start, m.end]
            - set().union(*(v for k, v in near.items() if k != (m.start, m.end)))
        )
        & said
    ]
    return chosen[0] if len(chosen) == 1 else None


def _singular(words: list[str]) -> frozenset[str]:
    """Stems that hold one noun in its singular and plural ("box" / "boxes")."""
    return stem_set([_PLURAL.sub("", w) for w in words])


_PLURAL = re.compile(r"(?:(?<=[xsz])|(?<=[cs]h))es$|(?<![su])s$")


def _dated(pairs: list[tuple[str, str]], o: Statement, n: Statement) -> list[tuple[str, str]]:
    """The swaps with a weekday and the date it names joined into one value, when both
    statements write the day right before its date ("Friday 6 November" / "Thursday 5
    November"): one date, said with its day, not two slots."""
    if len(pairs) != 2:
        return pairs
    days = [p for p in pairs if _kind_of(o, _norm_of(o, p[0])) == "day"]
    dates = [p for p in pairs if _kind_of(o, _norm_of(o, p[0])) == "date"]
    if len(days) != 1 or len(dates) != 1:
        return pairs
    (day_o, day_n), (date_o, date_n) = days[0], dates[0]
    joined = (f"{day_o} {date_o}", f"{day_n} {date_n}")
    if not (_holds(o.text, joined[0]) and _holds(n.text, joined[1])):
        return pairs
    return [joined]


# What joins the items of a list as written ("Monday and Thursday", "red, green or blue").
_LIST_JOIN = re.compile(r"\s*,\s*(?:and\s+|or\s+)?|\s+(?:and|or|&)\s+", re.I)


def _listed(pairs: list[tuple[str, str]], o: Statement, n: Statement) -> list[tuple[str, str]]:
    """The swaps joined into one value when each side writes its values as one list
    ("on Monday and Thursday mornings" / "on Tuesday and Friday mornings, not Monday and
    Thursday"): the list is what changed, not two slots."""
    if len(pairs) < 2:
        return pairs
    olds = _span_of(o.text, [a for a, _ in pairs])
    news = _span_of(n.text, [b for _, b in pairs])
    return [(olds, news)] if olds and news else pairs


def _span_of(text: str, items: list[str]) -> str | None:
    """``text``'s words from the first of ``items`` to the last, when they stand side by
    side there joined as a list and nothing else."""
    found = []
    for item in items:
        at = re.search(rf"(?<![\w-]){re.escape(item)}(?![\w-])", text, re.I)
        if at is None:
            return None
        found.append(at)
    found.sort(key=lambda m: m.start())
    if any(not _LIST_JOIN.fullmatch(text[a.end() : b.start()]) for a, b in pairwise(found)):
        return None
    return text[found[0].start() : found[-1].end()]


def _norm_of(s: Statement, raw: str) -> str:
    return next((m.norm for m in s.values if m.raw == raw), "")


def _kind_of(s: Statement, norm: str) -> str:
    return next((m.kind for m in s.values if m.norm == norm or _norm(m) == norm), "")


def _same_identifier(a: str, b: str) -> bool:
    """Whether two identifiers are one written two ways ("P1" / "priority-1", "U12" /
    "under-12"): the same digits, and the letters alike; never two numbers that differ in
    a digit (two phone numbers, two hosts)."""
    # Digit groups as written: "2.10" is not "21.0", "1.02" is not "1.2".
    if re.findall(r"\d+", a) != re.findall(r"\d+", b):
        return False
    la, lb = re.sub(r"[^a-z]", "", a.lower()), re.sub(r"[^a-z]", "", b.lower())
    if la == lb:
        return True
    # A letter or two for a word: "P1" / "priority-1", "U12" / "under-12" — never two
    # names of one length ("redis-eu-1" / "redis-us-1").
    short, long = sorted((la, lb), key=len)
    if not short or len(short) > 3 or short[0] != long[0]:
        return False
    it = iter(long)
    return all(c in it for c in short)


def _squash(identifier: str) -> str:
    return re.sub(r"[-_.\s]", "", identifier)


def _years(dates: set[str]) -> bool:
    """Whether every date of a set names its year ("2026-09-30", not "09-30")."""
    return bool(dates) and all(len(d) == 10 for d in dates)


def _norm(m: Mention) -> str:
    return m.norm[-5:] if m.kind == "date" else m.norm


def _raw(s: Statement, norm: str) -> str:
    """How ``s`` wrote the value it normalises to ``norm``."""
    for m in s.values:
        if m.norm == norm or _norm(m) == norm:
            return m.raw.rstrip(".,;")
    return norm


def _flipped(n: Statement, o: Statement) -> bool:
    """Whether one says yes where the other says no (on one axis, or by a negation)."""
    axes_n, axes_o = dict(n.polarity), dict(o.polarity)
    shared = axes_n.keys() & axes_o.keys()
    if shared:
        return any(axes_n[a] != axes_o[a] for a in shared)
    if n.polarity and o.polarity:
        return False  # different axes: "required" / "disabled" are not one slot
    return n.negated != o.negated


def _polar_words(n: Statement, o: Statement) -> str:
    """The words that say yes and no ("enabled / disabled", "takes / does not take")."""

    def said(s: Statement) -> str:
        words = [w for w in _tokens(s.text) if w.lower() in _POLAR_WORDS]
        negation = _NEGATIONS.search(s.text)
        return " ".join([*([negation.group(0)] if negation else []), *words]) or "yes"

    return f"{said(o)} / {said(n)}"


_NEGATIONS = re.compile(r"\b(?:not|never|no longer|\w+n't)\b", re.I)


def _swapped_words(n: Statement, o: Statement) -> tuple[str, str] | None:
    """(old words, new words) when the two say the same but for one short span after the
    verb ("merged with squash merges" / "…with rebase merges"; "…to the tape library…" /
    "…to the NAS…")."""
    import difflib

    # Words that place a statement in time ("now", "currently") are how it was said.
    a = [w for w in _tokens(o.text) if w.lower() not in _TIME_FILLERS]
    b = [w for w in _tokens(n.text) if w.lower() not in _TIME_FILLERS]
    la, lb = [w.lower() for w in a], [w.lower() for w in b]
    matcher = difflib.SequenceMatcher(a=la, b=lb, autojunk=False)
    ops = [op for op in matcher.get_opcodes() if op[0] != "equal"]
    if len(ops) != 1 or ops[0][0] != "replace":
        return None
    _, i1, i2, j1, j2 = ops[0]
    if i2 - i1 > 3 or j2 - j1 > 3 or len(la) < 4:
        return None
    # Articles and fillers around the swap are how it was said ("a window" / "an aisle").
    while i1 < i2 and la[i1] in _FILLER_SWAPS:
        i1 += 1
    while j1 < j2 and lb[j1] in _FILLER_SWAPS:
        j1 += 1
    if i1 == i2 or j1 == j2:
        return None
    left, right = " ".join(a[i1:i2]), " ".join(b[j1:j2])
    said, also = read(left).value_keys, read(right).value_keys
    if said and _within(said, also) and _within(also, said):
        return None  # one value written two ways ("3" / "three")
    if (
        n.value_keys
        and n.value_keys == o.value_keys
        and _in_a_value(o, left)
        and _in_a_value(n, right)
    ):
        return None  # "once a week" / "every week", "an hour" / "60 minutes": one value
    if n.negated == o.negated and {*la[i1:i2], *lb[j1:j2]} <= _HOW_NEGATED:
        return None  # "and no honey" / "but never with honey": one negation said two ways
    if _crosses(o.text, left) or _crosses(n.text, right):
        return None  # "pale-dingo: Umar" / "brisk-otter: Ines": two slots, not one

    verb_only = all(w in VERBS for w in [*la[i1:i2], *lb[j1:j2]]) or (
        i2 - i1 == 1 and j2 - j1 == 1 and verb_at(la) == i1 and verb_at(lb) == j1
    )
    if verb_only and n.value_keys:
        # A verb said otherwise around the same values ("switches every Monday at 10:00" /
        # "changes every Monday at 10:00"); with nothing else said, the verb is what is
        # said ("cycles to work" / "drives to work").
        return None
    return left, right


# How a rule is said ("must book" / "don't need to book"): the same statement's polarity.
_MODAL = frozenset("must need needs requir have has should ought".split())
_HOW_NEGATED = frozenset("no not never without with and but nor".split())


def _in_a_value(s: Statement, words: str) -> bool:
    """Whether ``words`` are written inside one of the values ``s`` gives (a name is a
    thing, not a value written two ways: "in Cornwall" / "in Norfolk" are two places)."""
    return any(_written_in(m.raw, words) for m in s.values if m.kind != "name")


def _written_in(text: str, words: str) -> bool:
    return re.search(rf"(?<!\w){re.escape(words)}(?!\w)", text, re.I) is not None


def _crosses(text: str, words: str) -> bool:
    """Whether the words of a swap, as written in ``text``, run across punctuation."""
    parts = words.split()
    if len(parts) < 2:
        return False
    pattern = r"\W+".join(re.escape(p) for p in parts)
    found = re.search(pattern, text, re.I)
    return found is not None and bool(re.search(r"[:;,.()]", found.group(0)))


_TIME_FILLERS = frozenset("now currently still nowadays".split())
_FILLER_SWAPS = frozenset("now currently still also always usually often the a an".split())


def _tokens(text: str) -> list[str]:
    return re.findall(r"[\w'’.-]*\w", without_cue(text))


def _additive(s: Statement) -> bool:
    return bool(set(w.lower() for w in _tokens(s.text)) & _ADDITIVE)


def _role(s: Statement) -> bool:
    """Whether a statement gives someone a role ("Ana is the on-call lead", "Ben owns…")."""
    for m in s.values:
        if m.kind == "name" and _ROLE.match(s.text[m.end :]):
            return True
        if m.kind == "name" and re.search(
            r"\b(?:is|are|was)\s+(?:(?:dr|mr|mrs|ms|prof)\.?\s+)?$", s.text[: m.start], re.I
        ):
            return True  # "The grant's principal investigator is Dr. Haddad": a slot
    return bool(
        re.search(
            r"\b(?:is|are)\s+(?:the\s+)?(?:[\w-]+\s+)?(?:lead|owner|manager|officer|"
            r"contact|on-call|approver|chair|captain|treasurer|secretary|president|coach|"
            r"coordinator|director|editor|organi[sz]er|supervisor|leader|warden)\b",
            s.text,
            re.I,
        )
    )


def _who_left(s: Statement, o: Statement, new_names: frozenset[str]) -> frozenset[str]:
    """The names ``o`` holds that ``s`` says someone or something left. When a leaving
    clause names two ("Joaquim no longer works at Halden; he has joined Pellow"), the one in
    the place the new name takes: its subject when the new name opens its clause ("Yusuf
    has taken over"), else what follows the leaving words."""
    gone = _left_names(s, o)
    if len(gone) < 2 or len(new_names) != 1:
        return gone
    new = next(iter(new_names))
    opens = any(c.strip().lower().startswith(new) for c in s.clauses)
    for clause in s.clauses:
        leaving = LEAVING.search(clause)
        if leaving is None:
            continue
        side = clause[: leaving.start()] if opens else clause[leaving.end() :]
        # Found where it is written (a name alone, "Tomas ", reads as no name by itself).
        named = {g for g in gone if re.search(rf"(?<!\w){re.escape(g)}(?!\w)", side, re.I)}
        if len(named) == 1:
            return frozenset(named)
    return gone


def _named_by_role(n: Statement, o: Statement, names: frozenset[str]) -> frozenset[str]:
    """The one of ``names`` the card writes right after the role the note's subject names
    ("her personal trainer, Caius," for "Fenella's personal trainer is now Saoirse"): the
    holder the note replaces. Empty unless exactly one."""
    role = {t for t in n.subject if t not in stem_set(" ".join(n.names).split())}
    if not role:
        return frozenset()
    found = set()
    for name in names:
        raw = next((m.raw for m in o.values if m.kind == "name" and m.norm == name), name)
        at = o.text.lower().find(raw.lower())
        if at < 0:
            continue
        before = re.findall(r"[\w'’-]+", o.text[:at])[-4:]
        if role <= stem_set([w.lower() for w in before]):
            found.add(name)
    return frozenset(found) if len(found) == 1 else frozenset()


def _leaver(s: Statement, names: frozenset[str]) -> bool:
    """Whether one of ``names`` opens a clause of ``s`` that says it left ("Odile Fournier no
    longer works at …")."""
    return any(
        LEAVING.search(c) and any(c.strip().lower().startswith(n) for n in names)
        for c in _dash_parts(s)
    )


def _dash_parts(s: Statement) -> list[str]:
    """The clauses of ``s``, a dash beginning another ("Rhodri is now the coordinator -
    Priya has stepped down")."""
    return [p for c in s.clauses for p in re.split(r"\s[-–—]\s", c)]


def _left_names(s: Statement, o: Statement) -> frozenset[str]:
    """The names of ``o`` that the clauses of ``s`` say left or no longer do something,
    as ``o`` writes them ("Priya has stepped down" names ``o``'s "Priya Natarajan")."""
    said: set[str] = set()
    who: set[str] = set()  # the name a leaving clause opens with: who left
    for clause in _dash_parts(s):
        if LEAVING.search(clause):
            found = read(clause)
            said |= found.names
            first = min(
                (m for m in found.values if m.kind == "name"), key=lambda m: m.start, default=None
            )
            lead = clause[: first.start] if first is not None else ""
            if first is not None and not re.sub(
                r"\W", "", lead[: len(lead) - len(_title_before(lead))]
            ):
                who.add(first.norm)  # nothing but a title before it ("Dr. Kowalczyk no …")
    # A shorter name than the card's is the card's only for who left ("Priya has stepped
    # down" of "Priya Natarajan"), never a place the clause names ("the Fernbank lists").
    return frozenset(
        name
        for name in o.names
        if name in said or any(w in who for w in (name.split()[0], name.split()[-1]))
    )


def _same_things(a: frozenset[str], b: frozenset[str]) -> bool:
    """Whether two sets of identifiers name the same things, each written either way ("U12"
    / "under-12"; never "2.1" / "2.10")."""
    return all(any(x == y or _same_identifier(x, y) for y in b) for x in a) and all(
        any(x == y or _same_identifier(x, y) for x in a) for y in b
    )


def _named_apart(n: Statement, o: Statement, values: tuple[str, ...]) -> bool:
    """Whether the two name different things before their verbs ("The Pellham Scrabble Club
    has moved…" / "The Pellham Bridge Club meets…"), neither name being one of the change's
    ``values`` (a takeover names the old holder in one subject, the new in the other)."""
    sn, so = _subject_names(n), _subject_names(o)
    if not (sn and so) or sn & so:
        return False
    if sn <= _names_of(o):
        return False  # what the note is about, the card names too ("…for the game Emberfall")
    said = {v.lower() for v in values}
    if any(name in said for name in sn | so):
        return False
    # "Nethercott Pharmacy" is "Nethercott Village Pharmacy" said short: its words are all
    # in the longer name.
    return not any(
        a in b or b in a or set(a.split()) <= set(b.split()) or set(b.split()) <= set(a.split())
        for a in sn
        for b in so
    )


def _other_object(
    n: Statement, o: Statement, whole_old: Statement, whole_new: Statement, changes: bool
) -> Verdict | None:
    """ "…will vent through the side wall" / "…vents out through the roof": the word that
    differs is what is said of it, after the verb — two values for one slot (a correction
    with a cue, else a contradiction). None when the two differ otherwise."""
    extra_n, extra_o = _extra_terms(n, o), _extra_terms(o, n)
    if not _objects_differ(n, o, extra_n, extra_o):
        return None
    said = f"{' '.join(sorted(extra_o))} / {' '.join(sorted(extra_n))}"
    if changes:
        return _correction(whole_old, whole_new, [], f"{said} now")
    return Verdict("contradiction", f"another thing for the same slot ({said})", values=said)


def _objects_differ(n: Statement, o: Statement, extra_n: set[str], extra_o: set[str]) -> bool:
    """Whether each says a word the other lacks, none a verb, each after its verb: what the
    statement says of its subject differs ("through the side wall" / "through the roof")."""
    own_n, own_o = extra_n - _verb_terms(n), extra_o - _verb_terms(o)
    if not (own_n and own_o) or own_n != extra_n or own_o != extra_o:
        return False
    if n.value_keys and n.value_keys == o.value_keys:
        return False  # the same values, worded otherwise ("targets API level 34" / "SDK: API 34")

    def after(s: Statement, words: list[str]) -> bool:
        from .statement import verb_at

        tokens = list(re.finditer(r"[\w'’-]+", s.text))
        lowered = [t.group(0).lower() for t in tokens]
        # A modal, or a word in -s before a particle ("will vent", "vents out"), is a verb
        # no list need hold.
        at = verb_at(lowered) or next(
            (
                i
                for i, w in enumerate(lowered)
                if i
                and (
                    w in ("will", "would", "can", "could", "should", "must", "may")
                    or (w.endswith("s") and lowered[i + 1 : i + 2] in (["out"], ["up"], ["off"]))
                )
            ),
            None,
        )
        if not at:
            return False
        verb = tokens[at].start()
        return all(s.text.lower().find(w.lower()) > verb for w in words)

    return after(n, _surface(n, own_n)) and after(o, _surface(o, own_o))


def _surface(s: Statement, stems: set[str]) -> list[str]:
    """The words of ``s`` as written whose stems are ``stems``."""
    from .text import stem_set

    words = re.findall(r"[A-Za-z][\w'-]*", s.text)
    return [w for w in words if stem_set([w.lower()]) & stems] or list(stems)


def _frame_of(s: Statement, names: frozenset[str]) -> str:
    """``s``'s words with each of ``names`` taken out: what is said of them."""
    text = s.text.lower()
    for name in names:
        text = re.sub(rf"(?<![\w-]){re.escape(name)}(?![\w-])", " ", text)
    return " ".join(re.findall(r"[a-z0-9]+", text))


def _names_held(n: Statement, o: Statement) -> bool:
    """Whether ``n`` names its subject and the card names each of those names: who made a
    change ("The Emberfall team migrated bug tracking from …") is said of what the card is
    about ("Bug reports for the game Emberfall are …"), however the two subjects read."""
    names = _subject_names(n)
    return bool(names) and names <= _names_of(o)


def _names_of(s: Statement) -> frozenset[str]:
    """Every name ``s`` gives, wherever it stands."""
    return frozenset(m.norm for m in s.values if m.kind == "name")


def _subject_names(s: Statement) -> frozenset[str]:
    """The names a statement gives before its verb (which thing it is about: "Riverside
    Vet's number…"), not those it says of it ("…with a 12-hour TTL")."""
    end = _verb_start(s)
    return frozenset(m.norm for m in s.values if m.kind == "name" and m.end <= end)


def _verb_start(s: Statement) -> int:
    """Where a statement's verb starts (the first word is never it, nor a word inside a
    value, nor a label right before an identifier); without one, its middle."""
    spans = [(m.start, m.end) for m in s.values]
    verb = next(
        (
            m.start()
            for m in re.finditer(r"[a-z']+", s.text.lower())
            if m.group(0) in VERBS
            and m.start() > 0
            and not any(a <= m.start() < b for a, b in spans)
            and not any(a == m.end() + 1 for a, _ in spans)  # "host web-3": a label
        ),
        None,
    )
    return verb if verb is not None else len(s.text) // 2


def _named_things(s: Statement) -> frozenset[str]:
    """The identifiers a statement is about, as written: those before its verb (a version, a
    host, a ticket, a room) and a date it opens with or gives before its verb (which event).
    Without a verb any reader knows, those in its first half."""
    end = _verb_start(s)
    out = set()
    for m in s.values:
        if m.end > end:
            continue
        # A date is which event, unless the note says it changed ("As of 2026-06-01, …").
        if m.kind == "identifier" or (m.kind == "date" and not s.cue):
            out.add(m.norm)
    return frozenset(out)


def _subject_values_differ(n: Statement, o: Statement) -> bool:
    """Whether the values before each one's verb differ ("Shard 7 runs…" / "Shard 39 runs…"):
    a kind both give with other values. One said only by one ("The Wednesday tutorial for
    MA2104…" / "the MA2104 tutorial…") is more said of the same thing."""
    sn, so = _subject_values(n), _subject_values(o)
    kinds = {k for k, _ in sn} & {k for k, _ in so}
    return any({v for k, v in sn if k == kind} != {v for k, v in so if k == kind} for kind in kinds)


def _subject_values(s: Statement) -> frozenset[tuple[str, str]]:
    verb = next(
        (m.start() for m in re.finditer(r"[a-z']+", s.text.lower()) if m.group(0) in VERBS),
        None,
    )
    if verb is None:
        return frozenset()
    # Names are compared on their own; a month, date or time before the verb says when
    # ("As of June, a dozen eggs cost…"), not which thing.
    when = ("name", "month", "date", "time")
    return frozenset(
        m.key
        for m in s.values
        if m.end <= verb and m.kind not in when and not m.kind.startswith("every:")
    )


_AND_VERB = re.compile(
    r"(?:\band|,|;|\bwhich|\bwho)\s+(?:also\s+)?(?:(?:the|a|an|our|their|its|his|her)\s+)?"
    r"(?:[\w-]+\s+){0,2}?(?P<verb>[a-z]+s|has|is|are|was|keeps|needs)\b"
)


def _second_predicate(s: Statement) -> bool:
    """Whether a statement says a second thing of its subject ("…is allergic to peanuts and
    carries an EpiPen", "…; it also…")."""
    for m in _AND_VERB.finditer(s.text):
        verb = m["verb"]
        after = re.match(r"\s+([a-z]+)", s.text[m.end() :])
        if verb in VERBS or (
            verb.endswith("s")
            and not verb.endswith(("ss", "us", "is"))
            and after is not None
            and after.group(1)
            in (
                "a",
                "an",
                "the",
                "his",
                "her",
                "their",
                "its",
                "our",
                "to",
                "in",
                "on",
                "at",
                "for",
                "with",
            )
        ):
            return True
    return len(s.clauses) > 1


def _proper(s: Statement, names: frozenset[str]) -> frozenset[str]:
    """Of ``names``, those written as a person's or an organisation's name: inside the
    sentence, not shouted ("Gwen Ellis", "Xero"; not an opening "Payment" or "SDK")."""
    return frozenset(
        m.norm
        for m in s.values
        if m.kind == "name" and m.norm in names and m.start > 0 and not m.raw.isupper()
    )


def _only_names(a: Statement, b: Statement) -> frozenset[str]:
    """The names ``a`` gives that ``b`` never says, as a name or a word ("EU" is said by
    "European", "Android" by "android")."""
    from .text import stem_set

    # What ``b`` says, with its hyphened words also read apart ("Linmouth-Carrick Isle").
    words = re.findall(r"\w+(?:-\w+)*", b.text.lower())
    said = b.terms | stem_set(
        [
            *(p for w in words if "-" in w for p in w.split("-")),
            *(_SHORT_PLACE.get(w, w) for w in words if w in _SHORT_PLACE),
        ]
    )
    out = set()
    shorter = [n.split() for n in b.names]
    for name in a.names:
        # "Hannah Okoro" is not "Hannah Kowalski": every word of a name must be said (an
        # acronym beside it aside: "the Starfall Android APK" is "the Android build of
        # Starfall"); a street's "St" is its "Street", "Co-op" is "coop".
        raw = next((m.raw for m in a.values if m.kind == "name" and m.norm == name), name)
        kept = [w for w in raw.replace("&", " ").split() if not (w.isupper() and 1 < len(w) <= 4)]
        if not kept and _initials_said(raw, b.text):
            continue  # "RH" for "relative humidity": the words it stands for are said
        words = [w.lower().rstrip(".") for w in kept] or name.split()
        # "FS-Guest" beside "FS-Visitors": one prefix, two names (its parts are no words).
        prefixed = {w.split("-")[0] for w in re.findall(r"\b[A-Z]{2,}-\w+", b.text)}
        renamed = any(
            re.fullmatch(r"[A-Z]{2,}-\w+", w)
            and w.split("-")[0] in prefixed
            and w.lower() not in b.text.lower()
            for w in raw.split()
        )
        if renamed or not all(_name_word_said(w, said) for w in words):
            if any(len(b) < len(words) and words[: len(b)] == b for b in shorter):
                continue  # "Brinkley" for "Brinkley Accountancy": its first words, as a name
            out.add(name)
    return frozenset(out)


# A place's word and how it is shortened ("Alder St" is "Alder Street").
_SHORT_PLACE = {"st": "street", "rd": "road", "ave": "avenue", "ln": "lane", "sq": "square"}


def _initials_said(acronym: str, text: str) -> bool:
    """Whether ``text`` writes out ``acronym`` (2 to 4 capitals) as the words it stands for,
    one word an initial ("RH" / "relative humidity", "PTA" / "parent-teacher association")."""
    letters = acronym.strip(".").lower()
    if not re.fullmatch(r"[a-z]{2,4}", letters):
        return False
    words = re.findall(r"[a-z]+", text.lower())
    initials = "".join(w[0] for w in words)
    return letters in initials


def _name_word_said(word: str, said: frozenset[str]) -> bool:
    """Whether one word of a name is among ``said`` (stemmed words): as written, joined
    ("co-op" / "coop") or, when hyphened, each of its parts; a place word by its short form."""
    from .text import stem_set

    readings = [[word.replace("-", "")], word.split("-")] if "-" in word else [[word]]
    return any(
        all(
            any(_same_name_word(w, t) for t in said)
            for w in stem_set([_SHORT_PLACE.get(p, p) for p in parts])
        )
        for parts in readings
    )


def _same_name_word(a: str, b: str) -> bool:
    """Whether a word of a name is said by ``b``: as written, give or take a plural or a
    typo — never a word it merely begins with ("TubeCo" is not "tube")."""
    if a == b or a.rstrip("s") == b.rstrip("s"):
        return True
    return min(len(a), len(b)) >= 6 and abs(len(a) - len(b)) <= 1 and _one_edit(a, b)


def _after_verb(s: Statement, phrase: str) -> bool:
    """Whether ``phrase`` is written after the statement's verb (in what it says, not in
    what it is about)."""
    at = s.text.lower().find(phrase.lower())
    verbs = [m.start() for m in re.finditer(r"[a-z']+", s.text.lower()) if m.group(0) in VERBS]
    if not verbs:  # a verb no list knows ("We invoice … in USD"): the second half says
        return at > len(s.text) // 2
    return at >= 0 and verbs[0] < at


_PREFERS = re.compile(
    r"\bprefers?\s+(?P<a>[^.;,]+?)\s+(?:over|to|rather than|instead of)\s+(?P<b>[^.;,]+)", re.I
)


def _preference_reversed(n: Statement, o: Statement) -> bool:
    """Whether one prefers X over Y and the other Y over X."""
    x, y = _PREFERS.search(n.text), _PREFERS.search(o.text)
    if x is None or y is None:
        return False
    same = relate_words(x["a"], y["b"]) and relate_words(x["b"], y["a"])
    return same and not relate_words(x["a"], y["a"])


def relate_words(a: str, b: str) -> bool:
    """Whether two short phrases name the same thing (their content words alike)."""
    from .text import stem_set

    ta = stem_set([w for w in re.findall(r"[a-z]+", a.lower()) if w not in STOPWORDS])
    tb = stem_set([w for w in re.findall(r"[a-z]+", b.lower()) if w not in STOPWORDS])
    return bool(ta) and all(any(_alike(x, y) for y in tb) for x in ta)


def _other_subjects(n: Statement, o: Statement) -> bool:
    """Whether each names, before its verb, something the other never mentions ("the
    payments database…" / "the orders database…"; "the web team's channel" / "the data
    team's"): two things, however alike the rest. A word of one subject that the other
    says anywhere ("the daily standup is…" / "…holds its stand-up…") is shared."""
    # "The X on-call lead is Omar" / "Omar is the on-call lead for Y": a named answer told
    # the other way round (only statements that name someone are read so).
    if (
        n.names
        and o.names
        and not _flipped(n, o)
        and other_subjects(n.text, o.text)
        and not (_role(n) and _role(o) and _only_names(n, o) and _only_names(o, n))
    ):
        # "The X on-call lead is Omar" / "Omar is the on-call lead for Y" — but "Mattias
        # leads the platform team" / "Teodora leads…" are two holders of one role.
        return True
    # A word that names the kind of a value the statement gives ("Stillpoint's drop-in
    # price has gone from £11 to £13" / "A drop-in class at Stillpoint is £11") names the
    # slot, not another thing.
    only_n = {t for t in n.subject if not any(_alike(t, u) for u in o.terms)} - _kinds_named(n)
    only_o = {t for t in o.subject if not any(_alike(t, u) for u in n.terms)} - _kinds_named(o)
    if not (only_n and only_o):
        return False
    rest_n, rest_o = n.subject - only_n, o.subject - only_o
    # The same values in sentences built otherwise ("The DNA prep centrifuge speed is 4000
    # rpm" / "For the DNA prep, samples are spun at 4,000 rpm") are one statement reworded;
    # in sentences built alike, the word that differs names another thing.
    same_values = (
        bool(n.value_keys)
        and _within(n.value_keys, o.value_keys, True)
        and _within(o.value_keys, n.value_keys, True)
    )
    if len(only_n) == len(only_o) == 1 and rest_n and rest_n == rest_o:
        # One word apart in subjects otherwise the same ("the coralegret service…" / "the
        # coralplover service…", "the payments database" / "the orders database"): which —
        # even with the same values in a sentence built otherwise ("…keeps sessions for 12
        # hours" / "…caches sessions with a 12-hour TTL": two services, one TTL). A rewording
        # that changes the subject's word ("the DNA prep centrifuge speed" / "samples are
        # spun") stays two memories: two live wordings lose nothing, a wrong merge does.
        return True
    if _picks(only_n) and _picks(only_o):
        # "the third-floor NAS" / "the second-floor NAS": words that pick one of several
        # (a floor, a side, an ordinal) name two things, whatever name both share.
        return True
    if _subject_names(n) & _subject_names(o) and (n.cue or not _parallel(n, o)):
        # Something both name, said in two ways ("Riverside Vet's emergency number has
        # changed to…" / "Riverside Vet's after-hours line is…"; "Biscuit the beagle's
        # dose is…" / "Biscuit, the beagle with arthritis, gets…"): the name says which.
        # Built alike ("Maya's piano lesson…" / "Maya's swimming lesson…"), the word that
        # differs still names another thing.
        return False
    return not same_values or _parallel(n, o)


# Words that pick one of several things of a kind (as a word of their own or the first
# part of one: "secondfloor", "northside").
_PICKING = re.compile(
    r"^(?:first|second|third|fourth|fifth|sixth|ground|top|upper|lower|north|south|east|west|"
    r"front|rear|left|right)",
)


def _picks(words: set[str]) -> bool:
    return any(_PICKING.match(w) for w in words)


def _same_subject(n: Statement, o: Statement) -> bool:
    """Whether two statements are about one thing: the same words before the verb (give or
    take a word written otherwise) and the same values there ("Our staging cluster lives
    in…" / "The staging cluster is hosted in…")."""
    if not n.subject or not o.subject:
        return False
    alike = all(any(_alike(t, u) for u in o.subject) for t in n.subject) and all(
        any(_alike(t, u) for u in n.subject) for t in o.subject
    )
    return alike and _subject_values(n) == _subject_values(o)


def _parallel(n: Statement, o: Statement) -> bool:
    """Whether two statements are built alike, word for word but for a few."""
    import difflib

    a, b = [w.lower() for w in _tokens(o.text)], [w.lower() for w in _tokens(n.text)]
    return difflib.SequenceMatcher(a=a, b=b, autojunk=False).ratio() >= 0.6


def _verb_terms(s: Statement) -> set[str]:
    """The terms of ``s`` that are its verbs ("collected", "gets"), stemmed as terms are."""
    from .compare import is_participle
    from .text import stem_set

    words = re.findall(r"[a-z]+", s.text.lower())
    return set(stem_set([w for w in words if w in VERBS or is_participle(w)]))


# Words that say how a statement holds, not what it is about ("Nobody may use it, even
# after …" is "may use it" the other way round).
_HOW_IT_HOLDS = _MODAL | frozenset("nobody noone nothing none even ever also still".split())


def _besides_polarity(a: Statement, b: Statement) -> set[str]:
    """The words ``a`` says that ``b`` does not, besides how it holds (its modal and its
    negation), a verb's forms counted as one ("use" / "used")."""

    def fold(t: str) -> str:
        return t[:-1] if t.endswith("ed") else t

    return {
        t
        for t in _extra_terms(a, b) - _HOW_IT_HOLDS
        if not any(_alike(fold(t), fold(u)) for u in b.terms)
    }


def _extra_terms(a: Statement, b: Statement) -> set[str]:
    return {t for t in a.terms if not any(_alike(t, u) for u in b.terms)}


def term_overlap(a: Statement, b: Statement) -> float:
    """How much of the smaller statement's content words the other has (fuzzily), with
    equal values counted as shared words."""
    ta, tb = a.terms, b.terms
    shared = sum(1 for t in ta if any(_alike(t, u) for u in tb))
    values = sum(1 for key in a.value_keys if _within(frozenset([key]), b.value_keys))
    size = min(len(ta), len(tb)) + min(len(a.value_keys), len(b.value_keys))
    return (shared + values) / size if size else 0.0


def _alike(a: str, b: str) -> bool:
    """Two stemmed words that are one word ("allerg" / "allergi", "ibuprofen" / "ibuprofin",
    "db" / "databas")."""
    if a == b or a.rstrip("s") == b.rstrip("s"):
        return True
    short, long = sorted((a, b), key=len)

    if (
        2 <= len(short) <= 4
        and len(long) > len(short) + 2
        and short[0] == long[0]
        # An abbreviation is consonants after its first letter ("db", "mgmt", "cfg"): a
        # word's stem ("keep", "cach") is no abbreviation of "kestrelplover" or "coralfinch".
        and not re.search(r"[aeiou]", short[1:])
    ):
        it = iter(long)
        if all(c in it for c in short):  # an abbreviation: its letters in order
            return True
    if min(len(a), len(b)) >= 5 and a[:5] == b[:5]:
        # One word's stems ("allerg" / "allergi", "rotat" / "rotation") share most of the
        # shorter one; two names that only open alike ("coralplover" / "coralegret") do not.
        pairs = enumerate(zip(a, b, strict=False))
        shared = next((k for k, (x, y) in pairs if x != y), len(short))
        if shared >= 0.75 * len(short):
            return True
    if len(short) >= 4 and long.startswith(short):
        return True  # "swim" / "swimm"
    if min(len(a), len(b)) >= 6 and abs(len(a) - len(b)) <= 1:
        return _one_edit(a, b)  # a typo: "membrship" / "membership"
    return False


def _one_edit(a: str, b: str) -> bool:
    """Whether ``a`` becomes ``b`` by one letter changed, added or dropped."""
    if len(a) > len(b):
        a, b = b, a
    i = next((k for k, (x, y) in enumerate(zip(a, b, strict=False)) if x != y), len(a))
    if len(a) == len(b):
        return a[i + 1 :] == b[i + 1 :]
    return a[i:] == b[i + 1 :]


# Longer than this, a text is a document or a message, not a statement to compare.
STATEMENT_CHARS = 600


def _statement_like(text: str) -> bool:
    return len(text) <= STATEMENT_CHARS and "```" not in text


def _plain(text: str) -> str:
    return " ".join(text.lower().split()).rstrip(".!")
