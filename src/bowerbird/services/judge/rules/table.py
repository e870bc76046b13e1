"""The judge's rules in the order they are asked; the first that answers decides
(``RULES``). ``relate`` reads a compound card clause by clause and keeps the part-verdict
that says most.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import replace

from ...compare import sentences
from ...mentions import mentions
from ...statement import LEAVING, Statement, read
from ..limits import _one_limit
from ..messages import _answered, _as_told, _quoted, _unframed, _where_told
from ..pair import _Pair
from ..phrasing import _PARTS
from ..rejections import _refused_alike
from ..restated import (
    _another_object,
    _changed_told_as_one,
    _detail_added,
    _each_reworded,
    _few_words_each,
    _fuller,
    _holder_changed,
    _much_more,
    _named_in_place,
    _names_someone_more,
    _nothing_more,
    _one_thing_reworded,
    _other_values,
    _part_of_it,
    _placed_apart,
    _repaired,
    _reworded,
)
from ..subjects import _identified_apart, _named_apart
from ..units import (
    _as_its_number,
    _glued_units_of,
    _in_currency_of,
    _in_dayparts_of,
    _in_rhythms_of,
    _in_units_of,
)
from ..verdict import _RANK, RESTATED, Verdict
from ..voice import in_case_of, in_voice_of, initials_spelt, unfilled, with_apostrophes
from ..words import _extra_terms, _plain, _sentence, _statement_like, _states_nothing, _written_in
from .change_told import (
    _another_kind,
    _change_of_another_thing,
    _change_told,
    _ended,
    _moved,
    _upgraded,
    _vacated,
)
from .differ import (
    _acronym_unsaid,
    _identifiers_apart,
    _numbers_of_other_things,
    _polarity,
    _subject_values,
    _two_people,
    _values_differ,
    _word_swapped,
)
from .places import _place_of_the_same_thing, _place_told_anew, _slot_told_anew
from .rejected import _rejected_alone, _rejected_of_another_thing, _rejected_swapped
from .slots import (
    _a_holder_after_one_left,
    _another_subject,
    _names_for_one_slot,
    _other_name_other_values,
    _preference,
    _the_one_who_left,
    _unrelated,
)


def relate(
    new: str, old: str, similarity: float | None = None, days_later: float | None = None
) -> Verdict:
    """How ``new`` relates to ``old``: ``similarity`` is their embeddings' cosine when known,
    ``days_later`` how long after ``old`` was observed ``new`` was (negative: before)."""
    verdict = _relate_notes(new, old, similarity, days_later)
    card = in_case_of(old, new)  # a card jotted in lower case ("mum's tuesday carer is gwen")
    if card != old and verdict.kind in ("distinct", "addition"):
        # Read with the note's capitals, a change of who or what the card names shows; no
        # card is derived from letters it was not written in.
        with_capitals = _relate_notes(new, card, similarity, days_later)
        if with_capitals.kind in ("correction", "contradiction"):
            return replace(with_capitals, derived=None)
    cased = in_case_of(new, old)  # "tidewater auditions …": read with the card's capitals
    if cased == new or (verdict.kind == "correction" and verdict.swaps):
        return verdict  # (a correction read as written names what it corrects)
    with_capitals = _relate_notes(cased, old, similarity, days_later)
    # (Two values for one slot stay so unless the capitals show the change the note tells:
    # "samir haddad leads the … shift" is who took it from Gwen, never the card again.)
    if verdict.kind == "contradiction" and with_capitals.kind != "correction":
        return verdict
    return _as_said(with_capitals, new, old)


def _as_said(verdict: Verdict, note: str, card: str) -> Verdict:
    """``verdict`` with the note's values as the note writes them: a card derived from a
    note read with capitals takes its value in the note's own letters ("feb 10th") — where
    it was put, never where the card itself writes it ("ask for Marisol")."""
    swaps = []
    derived, reason = verdict.derived, verdict.reason
    for before, after in verdict.swaps:
        at = note.lower().find(after.lower()) if after else -1
        written = note[at : at + len(after)] if at >= 0 else after
        if derived is not None and written != after and after not in card:
            derived = derived.replace(after, written)
        reason = reason.replace(after, written) if after else reason
        swaps.append((before, written))
    return replace(verdict, derived=derived, reason=reason, swaps=tuple(swaps))


def _relate_notes(
    new: str, old: str, similarity: float | None, days_later: float | None
) -> Verdict:
    """``relate`` of a note read as it is to be compared."""
    if _plain(new) == _plain(old):
        return Verdict("same", "the same words")
    if not (_statement_like(new) and _statement_like(old)):
        # Code, a document, a long message: the rules read statements, and a guess about
        # such texts would glue or close what it cannot read.
        return Verdict("distinct", "not a statement the judge reads (code or a long text)")
    new, old = with_apostrophes(_quoted(new)), _quoted(old)  # "isnt" read as "isn't"
    new = _unframed(new, old)  # "Comment on TC-812 (Kizzy Orrin): closing this - …"
    new = _where_told(new)  # "… election count - Thu 7 May. Location: Marlbridge Leisure …"
    new = unfilled(new)  # "the, uh, the big rig": a voice message's fillers
    new = _as_told(new)  # "Did you know the bike wash is down by the café now?": told
    new, old = _answered(new, old), _answered(old, new)
    new = in_voice_of(new, old)  # "I take …" / "The user takes …": one person
    new = initials_spelt(new, old)  # "cowlam pyo" / "Cowlam Fields pick-your-own"
    n, o = read(new), read(old)
    whole = _relate(n, o, similarity, days_later)
    reason = _REASON.search(new)
    why = reason or _why_after_a_dash(new)
    if why is not None and whole.kind in ("same", "less", "more", "addition", "distinct"):
        # The card's value said only in why the change was made ("…have run on Thursdays,
        # because the cutting crew needs the barn on Tuesdays"): what the note says, without
        # its reason, tells whether the card still holds. (Nor is a name only the reason
        # gives one the note puts in: "…, because the paperwork for Danish plants …".)
        told = _relate_notes(new[: why.start()] + ".", old, similarity, days_later)
        # (What follows a dash is cut only for a value the card holds put in another's
        # place: "- the ledgers need conserving first" leaves "won't be scanned until
        # November", no opposite of a card about the scanner.)
        if told.kind in ("correction", "contradiction") and (
            reason is not None or _a_value_swapped(told, old)
        ):
            return told
    if whole.kind not in ("distinct", "addition") or len(o.clauses) + len(n.clauses) <= 2:
        return whole
    if _identified_apart(n, o) is not None:
        return whole  # two things named: no part of one says anything of the other
    if (
        whole.kind == "distinct"
        and not (n.cue or o.cue)
        and _of_the_first(n)
        and _of_the_first(o)
        and _named_apart(n, o, ())
    ):
        # Two things named before their verbs and no change told: a part said of each ("…,
        # and its policy renews on 3 September") is said of its own thing.
        return whole
    # Several statements in one: the new note may restate, correct or contradict one part.
    best, stated = whole, ""
    # (A short note whole too, when it tells who left: its two clauses may tell one change
    # together, "X is no longer the co-supervisor; Y has taken over that role". A longer
    # note whole against one part of a card would match names across things: "…Escalation
    # contact for brisk-otter: Ines. Actually, …" is no change of cobalt-heron's Bruno.)
    whole_too = len(n.clauses) == 2 and LEAVING.search(new) is not None
    for nc in (*n.clauses, new) if whole_too else n.clauses if len(n.clauses) > 1 else (new,):
        for oc in o.clauses if len(o.clauses) > 1 else (old,):
            part = _relate(read(nc), read(oc), None, days_later, whole_old=o, whole_new=n)
            if _RANK[part.kind] > _RANK[best.kind] or _names_what_it_replaces(part, best, new):
                best, stated = part, oc
    if best.kind in ("same", "less") and len(n.clauses) > 1:
        # One part said again, the rest new: more of the same subject.
        # (A question, a quoted line, thanks or a signature around it adds nothing.)
        said = [
            c for i, c in enumerate(n.clauses) if not _states_nothing(c, i == len(n.clauses) - 1)
        ]
        rest = [c for c in said if _relate(read(c), o, None, days_later).kind != "same"]
        if rest and not all(relate(c, old).kind in ("same", "less") for c in rest):
            # (The card's words that the note lacks are its wording of the part said
            # again, when that part gives the card's measures of its one named thing.)
            if len(o.clauses) > 1 or (_extra_terms(o, n) and not best.measured):
                if len(o.clauses) == 1:
                    # A story that says the card again in one clause may give, whole, the
                    # card's measures of its one named thing ("Rode the Lodekka with the
                    # Marrick Omnibus lot again today. They only run the heritage service
                    # on alternate Sundays, …"): the card's evidence, however it words it.
                    told = _relate(n, o, similarity, days_later, story=True)
                    if told.kind in ("same", "more") and told.measured:
                        return told
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
    if best.kind in ("distinct", "addition") and len(o.clauses) == 1 and len(n.clauses) > 1:
        # No part said the card again: the story whole may still give its measures of its
        # one named thing, whoever it names ("Watched Alys at Pentreath turn out a batch;
        # it sets for 2 hours, and any less …").
        told = _relate(n, o, similarity, days_later, story=True)
        if told.kind in ("same", "more"):
            return told
    return best


def _a_value_swapped(verdict: Verdict, card: str) -> bool:
    """Whether ``verdict`` puts values for values the card holds, each a value of its own
    kind (not a name, not a "not")."""
    return bool(verdict.swaps) and all(
        before
        and before in card
        and any(m.kind != "name" and m.raw == before for m in mentions(before))
        for before, _ in verdict.swaps
    )


# A change told, then after a spaced dash what brought it about ("from now on adult subs
# are £75 a year - pitch hire at Redcar Lane went up").
_DASH = re.compile(r"\s[-–—]\s+(?=\S)")


def _why_after_a_dash(note: str) -> re.Match[str] | None:
    """The last spaced dash of ``note`` when the words before it tell a change and the words
    after it tell none (what happened to bring it about); else None."""
    dashes = list(_DASH.finditer(note))
    if not dashes:
        return None
    last = dashes[-1]
    head, tail = note[: last.start()], note[last.end() :]
    if not read(head).cue or read(tail).cue:
        return None
    return last


# Why a note's change was made, after what it says: ", because …", ", as …".
# (Not "as of June", "as before": when, or how, it holds.)
_REASON = re.compile(
    r",\s+(?:because|as(?!\s+(?:of|from|well|usual|always|before|agreed|planned|expected)\b))"
    r"\s+\S",
    re.I,
)


# The rules in the order they are asked; the first that answers decides, and a pair no rule
# answers is more about the same subject (an addition). A rule that reads another thing
# comes before any that could close the card; a change told as such before two values
# compared; two values compared before the same values said again.
RULES: tuple[tuple[str, Callable[[_Pair], Verdict | None]], ...] = (
    ("two things, each named by its own identifier", lambda p: _identified_apart(p.n, p.o)),
    ("two people of one name, a man and a woman", _two_people),
    ("a change told of another subject", _change_of_another_thing),
    ("a change told from the card's value to another", _change_told),
    ("the place the card names, left", _vacated),
    ("a thing the card names, over", _ended),
    ("a new version of the thing the card names", _upgraded),
    ("moved somewhere else, the old place read from the card", _moved),
    ("a rejection said of another subject", _rejected_of_another_thing),
    ("the card's values rejected, each with its replacement", _rejected_swapped),
    ("the card's value rejected with nothing of its kind in its place", _rejected_alone),
    ("subjects that name two things", _another_subject),
    ("two names in lower case, each in the other's place", _named_in_place),
    ("another place after the same subject and verb, with a cue", _place_told_anew),
    ("another place of the same thing, with a cue", _place_of_the_same_thing),
    ("another place or means of the same thing, with a cue", _slot_told_anew),
    # (After the rules that read a change by the values it names: a kind told in words,
    # before two wordings are found to share too little.)
    ("a change to another kind of the thing the card names", _another_kind),
    ("too little in common", _unrelated),
    ("another place for the same thing, no cue", _placed_apart),
    ("another name and other values", _other_name_other_values),
    ("a preference the other way round", _preference),
    ("the name the note says left", _the_one_who_left),
    ("another name for one slot", _names_for_one_slot),
    ("a new holder after one left", _a_holder_after_one_left),
    ("another value in the subject", _subject_values),
    ("other identifiers with other values", _identifiers_apart),
    ("one number of other things", _numbers_of_other_things),
    # (Before two values and an opposite: a bound said from the other side, or beside a
    # story's own values, is the same limit.)
    ("one limit told from either side", _one_limit),
    ("two values for one slot", _values_differ),
    ("the same values, paired otherwise", _repaired),
    ("the opposite said", _polarity),
    ("one word put for another", _word_swapped),
    ("an acronym labelling a value the card names in words", _acronym_unsaid),
    ("the same values, someone more named", _names_someone_more),
    ("the same values and more words", _fuller),
    ("the same values, a few words each their own", _few_words_each),
    ("the same values and much more said", _much_more),
    ("nothing the card does not hold", _nothing_more),
    ("the same values reworded", _reworded),
    ("the card's values and more", _detail_added),
    ("part of the card", _part_of_it),
    ("other values each", _other_values),
    ("a change of the same subject told as one", _changed_told_as_one),
    ("another object after the same verb", _another_object),
)


# The rules whose answer one statement said in far-apart words may still be (``""``: none
# answered). Every other rule that answers "distinct" or "addition" tells two things apart
# by what they are (two people, a word put for another, another value in the subject …),
# and no rewording joins what it parts.
_MAY_BE_REWORDED = frozenset(
    {
        "",
        "subjects that name two things",
        "too little in common",
        # (A story names who did it: "Watched Callan toast a butt at the cooperage …:
        # two thirds of an hour" is the card's forty minutes, whoever held the watch.)
        "another name for one slot",
        "the same values, someone more named",
        "the same values and more words",
        "the same values, a few words each their own",
        "the same values and much more said",
        "nothing the card does not hold",
        "the same values reworded",
        "the card's values and more",
        "part of the card",
    }
)


def _relate(
    n: Statement,
    o: Statement,
    similarity: float | None,
    days_later: float | None,
    whole_old: Statement | None = None,
    whole_new: Statement | None = None,
    story: bool = False,
) -> Verdict:
    """How statement ``n`` relates to ``o``: the first rule that answers. A ``story`` (a
    note of several clauses, read whole against a card of one) is asked only whether it
    gives the card's measures of its one named thing."""
    n = _in_units_of(n, o)  # "24 lb" after "10.9 kg" is the card's value, not another
    # "12m" / "12 metres high", "8C" / "8 °C": one measure.
    n, o = _glued_units_of(n, o), _glued_units_of(o, n)
    o = _as_its_number(o, n)  # "145.575, not 145.375" of "145.375 MHz": the number compared
    n, o = _in_currency_of(n, o), _in_currency_of(o, n)  # "11 cents" / "€0.11"
    n = _refused_alike(n, o)  # "rather than Word" after "never as Word files": agreement
    n, o = _in_dayparts_of(n, o), _in_dayparts_of(o, n)  # "every morning" / "at night"
    n, o = _in_rhythms_of(n, o), _in_rhythms_of(o, n)  # "every Tuesday" / "every other …"
    pair = _Pair(n, o, similarity, days_later, whole_old or o, whole_new or n)
    decided = ""
    for name, rule in RULES:
        verdict = rule(pair)
        if verdict is not None:
            decided = name
            break
    else:
        decided, verdict = "", Verdict("addition", "more about the same subject")
    if verdict.kind == "addition":
        # What no rule read as one statement may still be one said twice, each wording with
        # words of its own: asked last, so that it takes nothing another rule answers.
        verdict = _each_reworded(pair) or verdict
    if story and verdict.kind in ("distinct", "addition") and decided in _MAY_BE_REWORDED:
        return _one_thing_reworded(pair) or verdict
    if verdict.kind in ("distinct", "addition") and (
        len(pair.whole_new.clauses) == len(pair.whole_old.clauses) == 1
    ):
        if decided in _MAY_BE_REWORDED:
            return _one_thing_reworded(pair) or verdict
        if decided == "the opposite said":
            # (A "not" in what follows the opening says nothing of it: "…quoted forty-two
            # pounds a square metre, which is why we went to her and not to a big loft".)
            return _one_thing_reworded(pair, whole=False) or verdict
    elif (
        verdict.kind in ("distinct", "addition")
        and decided in _MAY_BE_REWORDED
        and len(pair.whole_old.clauses) == 1
        and pair.n is not pair.whole_new
        and len(pair.n.clauses) == 1
    ):
        # One clause of a longer note against a card of one: that clause may say the card
        # again in its own words ("Reminder from the treasurer: the annual sub is one
        # hundred and twenty pounds, it covers court hire …" of "… charges £120 for a
        # year's membership"), the rest of the note more.
        return _one_thing_reworded(replace(pair, whole_new=pair.n)) or verdict
    if verdict.kind in ("same", "less"):
        # Said in the card's own words, a note may still tell who holds it now: never
        # dropped as a restatement.
        return _holder_changed(pair) or verdict
    return verdict


# A clause that opens by pointing back at what the first one named ("its policy …", "the
# policy …", "she's a yellow belt").
_POINTS_BACK = re.compile(
    r"\s*(?:and\s+)?(?:the|its|his|her|their|our|my|he|she|it|they)(?:['’](?:s|re))?\b", re.I
)


def _of_the_first(s: Statement) -> bool:
    """Whether every clause of ``s`` after its first points back at what the first names."""
    return all(_POINTS_BACK.match(clause) for clause in s.clauses[1:])


def _names_what_it_replaces(part: Verdict, best: Verdict, note: str) -> bool:
    """Whether ``part`` is a correction of one part of a card whose old value the note
    writes, where ``best`` (a correction of another part) replaces one it never names:
    "…rides the round since Tomasz went over to …" replaces the card's Tomasz, not its
    subject's name."""

    def named(v: Verdict) -> bool:
        return any(old and _written_in(note, old) for old, _ in v.swaps)

    return part.kind == best.kind == "correction" and named(part) and not named(best)


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
