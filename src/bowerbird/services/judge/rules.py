"""The judge's rules in the order they are asked; the first that answers decides.
``relate`` reads a compound card clause by clause and keeps the part-verdict that says
most.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import replace
from difflib import SequenceMatcher

from ..compare import sentences
from ..mentions import VERBS, Mention
from ..statement import (
    ENDED,
    LEAVING,
    LET_GO,
    NO_LONGER_NOW,
    NO_LONGER_THEN,
    OPENING_CUE,
    ROLE_LEFT,
    VACATED,
    Statement,
    polar_said,
    read,
    taken_on,
    verb_at,
)
from ..text import STOPWORDS, plain_letters, query_terms, stem_set, verb_stems
from .changes import (
    _DAYPART_AFTER,
    _held_as,
    _moved_place,
    _moved_to,
    _phrase_held,
    _rejects,
    _with_dayparts,
)
from .derive import _correction, _name_swapped, _only_of_its_kind
from .names import (
    _frame_of,
    _held_by_verb,
    _held_by_verb_before,
    _held_in_place,
    _leaver,
    _left_names,
    _named_by_role,
    _role,
    _still_named,
    _titled_apart,
    _who_left,
    _who_no_longer,
    holder_by_verb,
)
from .pair import _Pair
from .phrasing import _PARTS, _trim_article
from .restated import (
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
    _other_values,
    _part_of_it,
    _placed_apart,
    _repaired,
    _reworded,
)
from .subjects import (
    _UPGRADED,
    _after_verb,
    _identified_apart,
    _named_apart,
    _names_held,
    _new_value_of_its_subject,
    _object_said,
    _other_subjects,
    _preference_reversed,
    _said_of_its_id,
    _same_subject,
    _subject_names,
    _subject_values_differ,
    _told_in_its_words,
)
from .values import (
    _PRICED,
    _as_its_number,
    _dated,
    _end_words,
    _free_or_priced,
    _in_currency_of,
    _in_dayparts_of,
    _in_rhythms_of,
    _in_units_of,
    _kind_of,
    _listed,
    _one_range,
    _raw,
    _refused_alike,
    _rejected_here,
    _rejections,
    _same_value,
    _told_by_word,
)
from .verdict import _RANK, RESTATED, ROLE_HOLDERS, Verdict
from .voice import in_case_of, in_voice_of, with_apostrophes
from .words import (
    _additive,
    _alike,
    _besides_polarity,
    _extra_terms,
    _flipped,
    _holds,
    _plain,
    _polar_words,
    _says_no,
    _sentence,
    _statement_like,
    _states_nothing,
    _swapped_words,
    _verb_terms,
    _written_in,
    no_of_another,
)

# A note that quotes someone ("User said: \"Ines has left …\"", "Dana wrote: '…'"): what
# the quote says is the statement.
_QUOTED = re.compile(
    r"\s*(?:the\s+)?[\w'’ -]{1,40}?\s+(?:said|says|wrote|writes|told\s+(?:me|us))\s*[:,]?\s*"
    r"[\"“‘'](?P<said>[^\"”\n]{8,})[\"”’']\s*[.!]?\s*"
)


def _quoted(text: str) -> str:
    found = _QUOTED.fullmatch(text)
    return found["said"] if found else text


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
    new = in_voice_of(new, old)  # "I take …" / "The user takes …": one person
    n, o = read(new), read(old)
    whole = _relate(n, o, similarity, days_later)
    if whole.kind not in ("distinct", "addition") or len(o.clauses) + len(n.clauses) <= 2:
        return whole
    if _identified_apart(n, o) is not None:
        return whole  # two things named: no part of one says anything of the other
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


# 1. A change told as such: "moved X from A to B", "Y took over from A".


def _change_of_another_thing(p: _Pair) -> Verdict | None:
    """A change told of another subject ("the user's swimming days" are not "the user's
    wife's"): distinct."""
    n, o = p.n, p.o
    # The identifier a change leaves, held by the card, says the card is what changed
    # ("Japanese class is no longer in K12, we're in G4" of "…Tuesdays 7-9pm in room K12").
    named = n.change is not None and any(
        m.kind == "identifier" and m.raw.lower() == n.change[0].strip().lower() for m in o.values
    )
    # So does an identifier both name, when the card holds the value the change leaves
    # ("On gpu-n14, CUDA 11.8 got replaced by CUDA 12.4" of "gpu-n14 … runs CUDA 11.8").
    # (Not the change's own values: "11.8" names no node.)
    changed = " ".join(n.change).lower() if n.change is not None else ""
    shared_id = {
        m.norm for m in n.values if m.kind == "identifier" and m.raw.lower() not in changed
    } & {m.norm for m in o.values if m.kind == "identifier"}
    held_by_id = n.change is not None and bool(shared_id) and _holds(o.text, n.change[0].strip())
    named = named or held_by_id
    # "A Bruker Neo 600 has replaced the old Avance III": the new value stands where the
    # subject does, so the subject names no other thing.
    new_first = (
        n.change is not None
        and bool(n.subject)
        and n.subject <= stem_set(re.findall(r"[\w'’-]+", n.change[1].lower()))
    )
    # So does the old value standing there, when the card holds it ("cafe lumen is off,
    # we're doing the Corn Exchange bar instead" of "…upstairs at Café Lumen").
    old_first = (
        n.change is not None
        and bool(n.subject)
        and n.subject <= stem_set(re.findall(r"[\w'’-]+", n.change[0].lower()))
        and _holds(o.text, _held_as(o, n.change[0].strip()))
    )
    if n.change is not None and (
        (
            _other_subjects(n, o)
            and not _names_held(n, o)
            and not named
            and not new_first
            and not old_first
        )
        # (The old value written before the verb is no other thing's: "On gpu-n14, CUDA
        # 11.8 got replaced by …".)
        or (_subject_values_differ(n, o) and not held_by_id)
        or _named_apart(n, o, n.change)
    ):
        return Verdict("distinct", "about another thing (its subject says another word)")
    return None


def _change_told(p: _Pair) -> Verdict | None:
    """ "From A to B" where the card holds A and not B: a correction that names the old
    value; where it already holds B: less."""
    n, o = p.n, p.o
    if n.change is None:
        return None
    before, after = n.change
    before = _held_as(o, before)
    if _version_of_another(n, o, before):
        return Verdict("distinct", "another thing's value (the card names another before it)")
    if _holds(o.text, before) and not _holds(o.text, after) and p.overlap >= 0.2:
        found = _correction(
            p.whole_old,
            p.whole_new,
            [(before, after)],
            f"a change from {before} to {after}",
            # Who left a place took nothing said of them there along ("runs the sleep
            # lab at St Mary's" is no statement about the Royal Free); a time or an amount
            # no longer wanted is a value put for another ("no longer at 11 am; now 1 pm").
            # ("…no longer in the Fleet room - it's in the glass room": a move, told whole.)
            # (Who stepped down from a role left it to whoever the note names.)
            explicit=(
                not LEAVING.search(n.text)
                or ROLE_LEFT.search(n.text) is not None
                or NO_LONGER_THEN.search(n.text) is not None
                or NO_LONGER_NOW.search(n.text) is not None
                or any(m.kind not in ("name", "identifier") for m in read(before).values)
            )
            and not _more_than_taken(n, o, before),
        )
        return replace(found, named_old=True)
    if _holds(o.text, after) and p.overlap >= 0.2:
        return Verdict("less", f"the move to {after} it already holds")
    return None


def _version_of_another(n: Statement, o: Statement, before: str) -> bool:
    """Whether the card writes the old value as another thing's ("built on Node 18.19") and
    the note names a thing the card does not, never that one ("bump Python from 18.19 to
    20.11"): one version number, two things."""
    named = re.search(
        rf"(?<![\w.-])(?P<name>[A-Z][\w.+#-]*)\s+v?{re.escape(before)}(?![\w-])", o.text
    )
    version = re.fullmatch(r"v?\d+(?:\.\d+)+", before.strip(), re.I)
    if named is None or version is None or _holds(n.text, named["name"]):
        return False
    return any(not _holds(o.text, name) for name in n.names)


def _more_than_taken(n: Statement, o: Statement, holder: str) -> bool:
    """Whether the card lists what ``holder`` does and the note says only one item of it
    was taken ("has taken on the string orchestra from Mr. Haldane" of "Mr. Haldane runs the
    string orchestra and the GCSE music entries"): no card may give the new holder the
    rest. ("…is run by Minh Tran and goes out on the 25th" goes on with what else is so.)"""
    taken = [w for w in re.findall(r"[\w'’-]+", taken_on(n.text)) if w.lower() not in STOPWORDS]
    if not taken or not _holds(o.text, holder):
        return False
    last = re.search(rf"\b{re.escape(taken[-1])}\b", o.text, re.I)
    if last is None:
        return False
    listed = re.match(
        r"\s*(?:,|,?\s+(?:and|&|as\s+well\s+as|plus))\s+(?:(?:the|a|an|his|her|their)\s+)?"
        r"(?P<next>[\w'’-]+)",
        o.text[last.end() :],
        re.I,
    )
    # (", which is built with …" says more of the thing taken, not another thing.)
    return listed is not None and listed["next"].lower() not in VERBS | STOPWORDS


def _vacated(p: _Pair) -> Verdict | None:
    """The card's subject has left the place the card names: what happens there is over."""
    n, o = p.n, p.o
    left = VACATED.search(n.text)
    who = re.split(r"[.;:]\s", n.text[: left.start()])[-1] if left else ""
    place = _trim_article(left["old"]) if left else ""
    if (
        left
        and p.overlap >= 0.2
        and not VACATED.search(o.text)
        # (One word is enough when it is a name the card gives, "we've ditched Stubline", or
        # what the card writes as it is named: "moved out of Flat 2".)
        and (
            _phrase_held(o, left["old"])
            or place in o.names
            or (re.search(r"[A-Z]", left["old"]) and _written_in(o.text, place))
        )
        and _phrase_held(o, who, least=0)  # who left is the card's subject (or "we")
    ):
        # "…has vacated the Kirk Lane church hall; all stock is now stored at Unit 6": what
        # the card says happens there is what the note says is over.
        # Who left, when the card names them ("Oksana moved out of Flat 2" of "…let to
        # Oksana Deveraux"), is no longer so either: no detail lost with the card.
        # (Never the card's subject: "Eastmoor Food Bank has vacated the hall" is still.)
        first = who.split()[0].lower() if who.split() else ""
        leavers = [
            (_raw(o, name), "")
            for name in sorted(o.names)
            if name.split()[0] == first and _after_verb(o, _raw(o, name))
        ]
        return Verdict(
            "correction",
            f"says {left['old']} is left",
            swaps=((left["old"], ""), *leavers[:1]),
            named_old=True,
        )
    return None


def _ended(p: _Pair) -> Verdict | None:
    """A thing the card names is over ("the Raspberry Pi 3 has been retired", "Tigh na
    Mara cancelled on us", "The HP plotter has been replaced by …"): what the card says of
    it is no longer so, and the note names it."""
    n, o = p.n, p.o
    ended = ENDED.search(n.text)
    if ended is None or p.overlap < 0.2 or ENDED.search(o.text):
        return None
    # (As the card may write it: "the Raspberry Pi 3" of "the old Raspberry Pi 3".)
    thing = re.sub(r"(?i)^(?:the|our|my|his|her|their)\s+", "", ended["old"].strip())
    words = [
        w
        for w in re.findall(r"[a-z][a-z'’-]*|\d+", plain_letters(thing.lower()))
        if w not in STOPWORDS
    ]
    said = stem_set(re.findall(r"[a-z][a-z'’-]*|\d+", plain_letters(o.text.lower())))
    # (One word will do when it opens a name the card gives: "Thornwood shut its shop" of
    # "Thornwood Bee Supplies sells us …".)
    opens_name = thing[:1].isupper() and any(m.split()[0] == thing.lower() for m in o.names)
    if (len(words) < 2 and not opens_name) or not all(
        any(_alike(t, u) for u in said) for t in stem_set(words)
    ):
        return None  # a thing the card does not name ("the 11:00 was cancelled")
    swaps = [(thing, "")]
    # The thing as the card names it, with what its name goes on with ("The Glowforge …
    # has been sold" of a card's "a Glowforge Pro"): the name's words go with the thing.
    head = thing.split()[0]
    named = re.search(rf"(?i:\b{re.escape(head)}\b)(?:\s+[A-Z0-9][\w'’.-]*)+", o.text)
    if named and named.group(0).lower() not in thing.lower():
        swaps.append((named.group(0), ""))
    return Verdict("correction", f"says {thing} is over", swaps=tuple(swaps), named_old=True)


def _written_whole(text: str, value: str) -> bool:
    """Whether ``text`` writes ``value`` on its own ("2.1" in "pandas 2.1", not in "2.1.3")."""
    return re.search(rf"(?<![\w.]){re.escape(value)}(?![\w]|\.\d)", text, re.I) is not None


def _words_before(text: str, m: Mention) -> list[str]:
    """The words ``text`` writes right before a version, within its clause, a "to" aside
    ("pinned numpy to 1.26": …, "pinned", "numpy"): what the version is of."""
    phrase = re.split(r"[:;,.()]", text[: m.start])[-1]
    phrase = re.sub(r"\s+(?:to|at|on)\s*$", " ", phrase)
    return re.findall(r"[\w-]+", phrase)


def _upgraded(p: _Pair) -> Verdict | None:
    """ "nextcloud upgraded to 29.0.4" of "Nextcloud 28.0.6 runs …": a thing brought to a
    new version, where the card gives the same thing, by the same word, one other version.
    The note names the thing, so it says which card it changes; its own words are the new
    statement (the card's old version is read, not said)."""
    n, o = p.n, p.o
    upgraded = _UPGRADED.search(n.text)
    if upgraded is None:
        return None
    new = next(
        (m for m in n.values if m.kind == "identifier" and _holds(upgraded["to"], m.raw)), None
    )
    if new is None:
        return None
    olds = [m for m in o.values if m.kind == "identifier" and m.norm != new.norm]
    thing = {w.lower() for w in re.findall(r"[\w-]+", n.text[: upgraded.start()])}
    if len(olds) > 1:
        # Which of the card's identifiers the note names besides ("…, the MK3S went to the
        # school"): the one it replaced — as a whole ("2.1" is not named by "2.1.3") —
        # else the one the card writes after the thing the note brings to a new version
        # ("pinned numpy to 1.26", beside "pandas 2.1").
        # (Of several of that thing, the first: what the card says it is; a later one is
        # its story, "because pandas 2.1 broke on numpy 2.0".)
        olds = [m for m in olds if _written_whole(n.text, m.raw)] or [
            m for m in olds if {w.lower() for w in _words_before(o.text, m)[-2:]} & thing
        ][:1]
    if len(olds) != 1 or any(m.norm == new.norm for m in o.values):
        return None
    old = olds[0]
    # The words the card writes right before its version name the thing ("Nextcloud", "the
    # payments SDK"; not "pinned to" alone): the note says each of them.
    words = _words_before(o.text, old)[-3:]
    if not words or words[-1].lower() in STOPWORDS or words[-1].lower() in VERBS:
        return None
    named = [
        w
        for w in words
        if w.lower() not in STOPWORDS and w.lower() not in VERBS and not w.lower().endswith("ed")
    ]
    said = {w.lower() for w in re.findall(r"[\w-]+", n.text[: upgraded.end()])}
    if (
        not all(w.lower() in said for w in named)
        or _other_subjects(n, o)
        or _named_apart(n, o, (old.raw, new.raw))
    ):
        return None
    found = _correction(
        p.whole_old, p.whole_new, [(old.raw, new.raw)], f"upgraded from {old.raw} to {new.raw}"
    )
    return replace(found, named_old=True)


def _moved(p: _Pair) -> Verdict | None:
    """ "Have moved us to Studio D", "is now at …": a correction whose old value is read from
    the card, not said — the note's own words are the statement, unless it tells the move in
    the card's words (then the card is derived with the new value in its place)."""
    n, o = p.n, p.o
    to = _moved_to(n, o) if n.change is None and not n.rejected else None
    place = None if to or n.change is not None or n.rejected else _moved_place(n, o)
    moved = to or place
    if moved and not (_other_subjects(n, o) or _named_apart(n, o, moved)) and p.overlap >= 0.2:
        # A value moved (a date, a time: no place), the card's one of its kind, told in the
        # card's words: which value it replaces is read from them, as in ``_values_differ``.
        kinds = {m.kind for m in read(moved[0]).values}
        # (So does a move from the one place the card says it is at, a place of words: "on
        # the first Friday of each month" is when, told otherwise.)
        where = place is not None and not any(
            m.kind != "name" for side in moved for m in read(side).values
        )
        # (A value each, whole — a day with its part of the day: "the last Monday of" is a
        # piece of a rhythm, no value.)
        bare = all(
            len(read(side).values) == 1
            and re.fullmatch(
                re.escape(read(side).values[0].raw.rstrip(".,;").lower()) + _DAYPART_AFTER.pattern,
                _trim_article(side),
            )
            is not None
            for side in moved
        )
        one_slot = (
            where
            or _one_labelled(moved, p.whole_old)
            or (
                bare
                and len(kinds) == 1
                and "name" not in kinds
                and _only_of_its_kind(p.whole_old, p.whole_new, min(kinds))
            )
        )
        told = one_slot and _told_in_its_words(p.whole_new, p.whole_old, moved[1])
        found = _correction(
            p.whole_old,
            p.whole_new,
            [moved],
            f"moved from {moved[0]} to {moved[1]}",
            explicit=told,
        )
        # A move of a thing the note names whole as the card does ("The Lewes Wheelers'
        # Sunday club run meeting point has moved to …"): it says which card it changes.
        # So does one that opens with the name the card opens with ("Comfort Pro
        # rescheduled our furnace service to 10/21" of "Comfort Pro is coming … on 10/14").
        shared = bool(_subject_names(n) & _subject_names(o))
        named = found.named_old or told or shared or _named_whole(n, o)
        return replace(found, named_old=named)
    return None


def _one_labelled(moved: tuple[str, str], o: Statement) -> bool:
    """Whether a move is of a value said after the word naming its kind on both sides
    ("room B217" → "room B231", "berth 4" → "berth 9"), and the card says that word before
    a value once: one slot, named by its word, whatever other values of the kind the card
    holds (the freezer's own id beside its room)."""
    sides = [side.split() for side in moved]
    if any(len(words) != 2 for words in sides):
        return False
    label = sides[0][0].lower()
    if label != sides[1][0].lower() or label in STOPWORDS or not label.isalpha():
        return False
    values = [read(words[1]).values for words in sides]
    if any(len(v) != 1 or v[0].kind == "name" for v in values):
        return False
    return len(re.findall(rf"(?<![\w-]){re.escape(label)}\s+[\w-]*\d", o.text, re.I)) == 1


def _named_whole(n: Statement, o: Statement) -> bool:
    """Whether the words before the note's verb name the card's thing as the card does:
    three or more of its words, and at most one the card lacks (the slot's own word,
    "meeting point")."""
    verb = re.search(r"\b(?:has|have|had|is|are|was|were)\b", n.text)
    if verb is None:
        return False
    said = stem_set(query_terms(n.text[: verb.start()]))
    card = stem_set(query_terms(o.text))
    return len(said & card) >= 3 and len(said - card) <= 1


# 2. "B, not A" / "B instead of A": A is what the old statement says.


def _rejected_of_another_thing(p: _Pair) -> Verdict | None:
    """A rejection said of another subject ("…the staging API listens on port 8443, not
    8080" corrects no production API): distinct — unless the name it rejects says which
    memory it is about ("…is Murray, not Murphy")."""
    n, o = p.n, p.o
    rejects_a_name = any(
        isinstance(r, Mention)
        and (
            (r.kind == "name" and _rejected_here(n, o, r))
            # An identifier the card holds names the card ("on Ward 12, not Ward 7").
            or (r.kind == "identifier" and any(m.norm == r.norm for m in o.values))
            # So does a date the card holds beside a name both give ("the EHO visit is the
            # 25th not the 18th" of "EHO inspection booked for 18 Nov").
            # (Or a name of the card the note says where no name is read: "Kessler job -
            # their completion slipped a week …" of "The Kessler move is booked for 14 May".)
            or (
                r.kind == "date"
                and any(_same_value(m, r) for m in o.values)
                and (
                    any(_holds(o.text, name) for name in n.names)
                    or any(_holds(n.text, name) for name in o.names)
                )
            )
        )
        for r in n.rejected
    )
    # Another value the card holds, beside a name both give, says the card too when only
    # the words of the subjects differ ("the Okoro-Bell day-guest number is 124 (not 110)"
    # of "Okoro-Bell wedding final numbers: 110 day guests") — never when a value of the
    # subject does ("the Pellham staging API … not 8080" of the production API's card).
    held_value = any(
        isinstance(r, Mention)
        and r.kind != "name"
        and any(_same_value(m, r) for m in o.values)
        and any(_holds(o.text, name) or _names_run(o, name) for name in n.names)
        for r in n.rejected
    )
    if (
        n.rejected
        and not rejects_a_name
        and (
            (_other_subjects(n, o) and not held_value)
            or _subject_values_differ(n, o)
            or _named_apart(n, o, ())
        )
    ):
        return Verdict("distinct", "about another thing (its subject says another word)")
    return None


def _names_run(o: Statement, name: str) -> bool:
    """Whether ``name`` is names of ``o`` run together ("the Orrery Hall Outer Planets
    time" of a card naming Orrery Hall and its Outer Planets show): each of its words is a
    word of a name ``o`` gives, and it joins more than one."""
    words = name.split()
    theirs = [nm.split() for nm in o.names]
    return (
        len(words) > 1
        and all(any(w in nm for nm in theirs) for w in words)
        and not any(set(words) <= set(nm) for nm in theirs)
    )


def _rejected_swapped(p: _Pair) -> Verdict | None:
    """The values the note rejects, each paired with the one it puts in their place: a
    correction naming the old values."""
    n, o = p.n, p.o
    swaps = _listed(_dated(_rejections(n, o), o, n), o, n)
    # (A name both say ties a short note to its card: "I had the JLPT date wrong - …, not
    # the 13th".)
    if not swaps or (p.overlap < 0.25 and not any(_holds(o.text, name) for name in n.names)):
        return None
    # Every value the note rejects that the card holds is wrong ("oxalic acid in December,
    # not Apivar in August"): one swapped alone would leave the other said — no card is
    # derived then, and each goes from what is carried.
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
        _correction(p.whole_old, p.whole_new, swaps, said, explicit=not unswapped),
        named_old=True,
    )


def _rejected_alone(p: _Pair) -> Verdict | None:
    """A value the card holds, rejected with nothing of its kind in its place ("…is
    handled in-house, not by HelpHive"): a correction; the note, as said, is the
    statement."""
    n, o = p.n, p.o
    wrong = [
        r.raw
        for r in n.rejected
        if isinstance(r, Mention)
        and (
            (r.kind != "name" and any(_same_value(m, r) for m in o.values))
            or (r.kind == "name" and _rejected_here(n, o, r))
        )
    ]
    # Words of the card said wrong, written there with more between them ("not the
    # provider's certificate" of "the payment provider's webhook certificate expired").
    wrong += [
        span
        for r in n.rejected
        if not isinstance(r, Mention)
        for span in [_span_of_words(o.text, r[0])]
        if span and not _holds(o.text, r[1])
    ]
    if wrong and p.overlap >= 0.25:
        return Verdict(
            "correction",
            f"says {', '.join(wrong)} is wrong",
            swaps=tuple((w, "") for w in wrong),
            named_old=True,
        )
    return None


def _role_told_the_other_way(p: _Pair) -> bool:
    """Whether the note gives the verb the card's holder is "<verb>ed by" to another name,
    of nothing but what the card names ("Fern leads crew B" / "Crew B is led by Tomasz";
    never "Fern writes the parish magazine" of a newsletter "written by Tomasz")."""
    if not holder_by_verb(p.n, p.o, p.old_names):
        return False
    named = stem_set([w for name in p.n.names for w in name.split()])
    card_verbs = verb_stems(re.findall(r"[a-z]+", p.o.text.lower()))
    # (What the note says of it: its main clause, before why or since when.)
    main = re.split(r"\b(?:since|now\s+that|when|after|because|as)\b", p.n.text, maxsplit=1)[0]
    return all(
        t in p.o.terms or t in named or verb_stems([t, t.rstrip("s")]) & card_verbs
        for t in read(main).terms
    )


def _span_of_words(text: str, phrase: str) -> str:
    """The first stretch of ``text`` that holds the content words of ``phrase`` in their
    order, at most three other words between two of them; "" when none."""
    words = [w for w in re.findall(r"[\w'’-]+", phrase.lower()) if w not in STOPWORDS]
    if not words:
        return ""
    gap = r"(?:[\s,]+[\w'’-]+){0,3}?[\s,]+"
    found = re.search(
        r"(?<![\w'’-])" + gap.join(re.escape(w) for w in words) + r"(?![\w'’-])", text, re.I
    )
    return found.group(0) if found else ""


def _another_subject(p: _Pair) -> Verdict | None:
    """Each names before its verb something the other never mentions: distinct."""
    if _other_subjects(p.n, p.o):
        return Verdict("distinct", "about another thing (its subject says another word)")
    return None


def _unrelated(p: _Pair) -> Verdict | None:
    """Too few words in common (or a similar subject only by meaning): another statement.
    A new value of the card's own subject, or a note about its identifier, is related
    with fewer."""
    n, o, similarity = p.n, p.o, p.similarity
    related = (
        p.overlap >= 0.5
        or (p.overlap >= 0.3 and (similarity or 0.0) >= 0.7)
        or (
            (p.overlap >= 0.2 or _said_of_its_id(n, o))
            and _new_value_of_its_subject(n, o, p.whole_old)
        )
        or _object_said(n, o)
        # A thing one says "no" to that the other says is so ("no cooked food" / "takes
        # home-cooked food"): about one thing, in fewer shared words.
        or (p.overlap >= 0.3 and (_denied_of_its_own(n, o) or _denied_of_its_own(o, n)))
        # Someone the card names, said to have left ("Dr. Achterberg can't do Thursdays any
        # more, Dr. Lund covers them"): about the card, however few words they share.
        or (p.overlap >= 0.2 and p.changes and bool(_left_names(p.whole_new, o)))
        # A role told the other way round, with a cue ("Fern leads crew B now" of "Crew B
        # is led by Tomasz"): its holder's place, however far apart the names put them.
        or (p.overlap >= 0.2 and p.changes and _role_told_the_other_way(p))
        # A value the note says was (or is not) so, which the card holds ("byte club moved
        # to G21 (was G12)" of "…room G12 at Fenwick library"): about the card.
        or (
            p.overlap >= 0.2
            and any(
                isinstance(r, Mention) and r.kind != "name" and _holds(o.text, r.raw)
                for r in n.rejected
            )
        )
    )
    if related:
        return None
    if similarity is not None and similarity >= 0.8 and p.overlap >= 0.2:
        return Verdict("addition", f"more about a similar subject ({similarity:.2f})")
    return Verdict("distinct", "about something else")


# 3. What they are about: another name or value in the subject is another thing.


def _other_name_other_values(p: _Pair) -> Verdict | None:
    """Each names someone the other does not, and the values differ too: distinct."""
    if p.new_names and p.old_names and p.differing and not _object_said(p.n, p.o):
        # (Who changed a thing the card names is no other thing: "The GP has put …".)
        return Verdict("distinct", "about another name, with other values")
    return None


def _preference(p: _Pair) -> Verdict | None:
    """X over Y, then Y over X: a contradiction, or a correction with a cue."""
    if not _preference_reversed(p.n, p.o):
        return None
    if not p.changes:
        text = f"{p.o.text} / {p.n.text}"
        return Verdict("contradiction", "the preference the other way round", values=text)
    return _correction(p.whole_old, p.whole_new, [], "prefers the other way round now")


def _the_one_who_left(p: _Pair) -> Verdict | None:
    """ "Odile Fournier no longer works at Brightwell Foods" says nothing of Odette
    Fournier, who works there: the new name is who left, not who took over."""
    if p.new_names and _leaver(p.whole_new, p.new_names):
        return Verdict("distinct", "about another name (the one the note says left)")
    return None


_NEW_HOLDER = re.compile(
    r"\s*(?:the|our|their|his|her|my)\s+new\s+"
    r"(?!(?:hire|hires|starter|starters|joiner|joiners|recruit|recruits|member|members|"
    r"arrival|arrivals|baby|puppy|kitten|client|clients|customer|customers)\b)",
    re.I,
)


def _no_thing_named(n: Statement, names: frozenset[str]) -> frozenset[str]:
    """The ``names`` ``n`` writes without "the" before them: who may hold a role, where "the
    AGM" or "the Drill Hall" is a thing or a place."""
    return frozenset(
        name
        for name in names
        if not re.search(rf"\bthe\s+{re.escape(_raw(n, name))}\b", n.text, re.I)
    )


def _names_for_one_slot(p: _Pair) -> Verdict | None:
    """Another name where the card names one, the values the same: a new holder (with a
    cue, told who left), two holders of one role, one name put for another after the verb
    (a contradiction, or a correction with a cue) — else another name, distinct."""
    n, o, new_names, old_names = p.n, p.o, p.new_names, p.old_names
    # Who the note says no longer does it holds no place ("…, so Grandma Pat no longer
    # collects Maya and Leo" puts her in place of no one the card names).
    new_names = new_names - _who_no_longer(p.whole_new)
    # Nor does who the note says still does it ("…, still with Marisol").
    new_names = new_names - _still_named(p.whole_new)
    # (The card's holder may be named again, as who went: "…since Tomasz went over to …".)
    again = _held_by_verb_before(n, o)
    if not (new_names and (old_names or again or _left_names(p.whole_new, o)) and not p.differing):
        return None
    gone = _who_left(p.whole_new, o, new_names) or _named_by_role(n, o, old_names)
    if gone:
        # Where the one who left went is no holder ("Sunita Rao has moved to the Wakefield
        # site; … Callum Reid is the Leeds depot's dock manager").
        went = {
            name
            # (", so Tomasz has taken on the clinic" is the next clause: who took it.)
            for clause in re.split(r";|\s[-–—]\s|,\s*(?:so|and|but)\s+", n.text)
            if LEAVING.search(clause)
            and any(_holds(clause, g) or _holds(clause, g.split()[0]) for g in gone)
            for name in read(clause).names
        }
        new_names = (new_names - went) or new_names
        # Nor is a thing the note names with "the" ("…stepped into the job at the AGM").
        new_names = _no_thing_named(n, new_names) or new_names
    # "The new History admissions tutor is Dr Wrona" of a card naming another holder: a
    # new holder of the role, as a cue would say (not "the new hire is…": no holder before).
    succeeds = _NEW_HOLDER.match(n.text) is not None and _role(n) and _role(o)
    where = _same_opening(n, o)
    if p.changes and where is not None and not _additive(n) and not gone:
        # The names stand in a place told after the same opening ("…teaches piano from her
        # front room on Hollin Lane" / "from the small hall at St Jude's church"): the
        # place is what changed, whole — never "Hollin Lane" alone, leaving the front room.
        return _correction(
            p.whole_old, p.whole_new, [(where[1], where[0])], f"{where[0]} in place of {where[1]}"
        )
    # The holder of the role the note does ("Lorcan Whelan coaches …" of "…is coached by
    # Davina Strachan, trains …"), among the other names of a longer card.
    held = frozenset() if gone else _held_by_verb(n, o, old_names) or again
    placed = frozenset() if gone or held else _held_in_place(n, o, new_names, old_names)
    held = held or placed
    # The name the note rejects ("…on Bigtable instead of Redis now") is the one replaced,
    # whatever other name of the card it leaves unsaid ("…from Redis via Feast").
    rejected = sorted(
        r.norm
        for r in n.rejected
        if isinstance(r, Mention)
        and r.kind == "name"
        and r.norm not in new_names
        and _holds(o.text, r.raw)
    )
    # So is one the note says it let go of, by its first word as people shorten it ("we've
    # dropped redline" of "coffee beans - Redline Roasters").
    rejected = rejected or sorted(
        name for name in old_names if name not in new_names and _let_go(n.text, _raw(o, name))
    )
    if p.changes and len(new_names) == 1 and len(rejected) == 1 and not gone:
        return _name_swapped(
            n, o, p.whole_new, p.whole_old, rejected[0], explicit=True, holders=new_names
        )
    # What the card is about (a name before its verb, or opening its heading) is no value
    # a moved-to place or a new object replaces: "We moved the Loire whites tasting to the
    # Orangery" puts no Orangery in place of the "Vine & Vessel tasting - …" it is about.
    placed_by_note = not (gone or held) and _put_in_a_place(n, new_names)
    about = (
        placed_by_note
        and len(old_names) == 1
        and old_names <= _subject_names(o)
        and not new_names & _subject_names(n)
        and not _role(n)
    )
    # A place the note puts something in fills no slot of someone the card says does a
    # thing ("…meetings are in the Rose & Crown function room" of "…, and Olu takes the
    # minutes"): where is not who.
    elsewhere = placed_by_note and all(_does_it(o, name) for name in old_names)
    if (
        (p.changes or succeeds)
        and len(new_names) == 1
        and (len(old_names) == 1 or gone or held)
        and not about
        and not elsewhere
    ):
        # Explicit only when the note names the one who left ("Karin has left"; not
        # "Priya no longer works at Acme": which of the two is replaced is a guess).
        return _name_swapped(
            n,
            o,
            p.whole_new,
            p.whole_old,
            min(gone or held or old_names),
            explicit=len(gone) == 1,
            holders=new_names,
            placed=bool(placed),
        )
    values = f"{', '.join(sorted(old_names))} / {', '.join(sorted(new_names))}"
    named = {w for name in new_names | old_names for w in stem_set(name.split())}
    others_n, others_o = p.extra_n - named, p.extra_o - named
    if _role(n) and _role(o) and p.overlap >= 0.6 and not (others_n and others_o):
        return Verdict("contradiction", ROLE_HOLDERS, values=values)
    swap = _swapped_words(n, o)
    if swap is not None and _after_verb(o, swap[0]) and not _additive(n):
        return Verdict("contradiction", f"{swap[0]} / {swap[1]} for the same thing", values=values)
    same_frame = _frame_of(n, new_names) == _frame_of(o, old_names)
    if same_frame and len(new_names) == len(old_names) == 1 and not _additive(n):
        # One sentence with one name put for another after its verb ("…records
        # everything in Pro Tools" / "…in Logic Pro"): two values for one slot.
        (was,), (now,) = sorted(old_names), sorted(new_names)
        if _after_verb(o, _raw(o, was)) and _after_verb(n, _raw(n, now)):
            if p.changes:
                return _correction(
                    p.whole_old,
                    p.whole_new,
                    [(_raw(o, was), _raw(n, now))],
                    f"{now} in place of {was}",
                )
            return Verdict("contradiction", f"{was} / {now} for the same thing", values=values)
    if where is not None and not _additive(n):
        # "Mrs A teaches piano from her front room on Hollin Lane" / "… from the small hall
        # at St Jude's church": one subject, verb and object, two places after it (with a
        # cue, read above: the note's place in the card's).
        return Verdict(
            "contradiction", f"{where[1]} / {where[0]} for the same thing", values=values
        )
    if _one_name_each_after_its_verb(p, others_n, others_o):
        # "Loam & Leaf sends its parcels with DPD" / "… ships parcels with Evri": the same
        # statement in other words but for the one name after the verb.
        return Verdict("contradiction", f"{values} for the same thing", values=values)
    return Verdict("distinct", "about another name")


def _let_go(note: str, name: str) -> bool:
    """Whether ``note`` says it let go of ``name`` (or "dropped" it), named whole or by its
    first word."""
    first = re.escape(name.split()[0]) if name.split() else ""
    let_go = rf"\b(?:dropped|{LET_GO})\s+(?:the\s+)?{first}\b"
    return bool(first) and re.search(let_go, note, re.I) is not None


def _does_it(s: Statement, name: str) -> bool:
    """Whether ``s`` writes ``name`` as who does something: right before a verb of its own
    ("Olu takes the minutes", "Priya has the keys")."""
    spots = [m for m in s.values if m.kind == "name" and m.norm == name]
    return bool(spots) and all(
        (word := re.match(r"\s+([a-z]+)\b", s.text[m.end :])) is not None
        # (Any word in -s right after a name is its verb: "and that Olu chairs.")
        and (word[1] in VERBS or word[1].endswith("s"))
        and word[1] not in _NO_VERB_AFTER_A_NAME
        for m in spots
    )


# Small words that follow a name without saying what it does ("Olu and Priya", "Olu's"),
# save the verbs among them.
_NO_VERB_AFTER_A_NAME = STOPWORDS - {"is", "has", "was", "does"}


def _put_in_a_place(n: Statement, names: frozenset[str]) -> bool:
    """Whether the note writes each of ``names`` as where something went ("…moved the
    tasting to the Orangery upstairs"), not as who holds a role ("…is now Dr. Mbeki")."""
    spots = [m for m in n.values if m.kind == "name" and m.norm in names]
    return bool(spots) and all(
        re.search(r"\b(?:to|into|onto|at|in)\s+(?:the\s+)?$", n.text[: m.start], re.I)
        for m in spots
    )


# Above this cosine, two statements alike but for one name after the verb, and a word each
# at most, say two things of one slot (see ``_one_name_each_after_its_verb``).
ONE_SLOT_SIMILARITY = 0.7


def _one_name_each_after_its_verb(p: _Pair, others_n: set[str], others_o: set[str]) -> bool:
    """Whether each names one thing after its verb, the other does not, and besides those
    names each says a word of its own at most, with the same values (none, or the same):
    "The Ashcombe PTA banks with NatWest" / "…'s bank account is with Lloyds". Another value
    beside them ("Block 3 … Pinot Noir" / "Block 8 … Chardonnay") tells two things apart."""
    n, o = p.n, p.o
    if len(p.new_names) != 1 or len(p.old_names) != 1 or _additive(n):
        return False
    if (p.similarity or 0.0) < ONE_SLOT_SIMILARITY or n.value_keys != o.value_keys:
        return False
    if len(others_n) > 1 or len(others_o) > 1:
        return False
    (now,), (was,) = p.new_names, p.old_names
    return _after_verb(n, _raw(n, now)) and _after_verb(o, _raw(o, was))


# What a place or a means is told after, when all before it is the same statement.
_SLOT_WORDS = frozenset("from at in on with by through via".split())
# Words that place a thing, one as good as another for its slot ("at" / "in" / "on").
_PLACED = frozenset("at in on".split())
# An opening that says from when a statement holds ("From 1 April, ", "As of June ").
_FROM_WHEN = re.compile(
    r"^\s*(?:from|as\s+of|starting|since|beginning|effective)\s+(?:[\w'’-]+\s+){0,2}?"
    r"(?:\d{1,2}\s+\w+|\w+\s+\d{1,2}(?:st|nd|rd|th)?|\w+)(?:\s*,\s+|\s+(?=the\b|(?-i:[A-Z])))",
    re.I,
)


def _same_opening(n: Statement, o: Statement) -> tuple[str, str] | None:
    """What each says after the same subject, verb and object and the same preposition
    ("…teaches piano from" the front room / the small hall), when that opening holds a verb
    and at least three words: two values of one slot, however worded. None otherwise."""
    # (When the note opens with its cue or by saying from when, "Update:", "From 1 April
    # the minibus is parked…", the statement starts after it.)
    note = _FROM_WHEN.sub("", OPENING_CUE.sub("", n.text, count=1), count=1)
    found_a = list(re.finditer(r"[\w'’-]+", note))
    found_b = list(re.finditer(r"[\w'’-]+", o.text))
    a, b = [w.group(0) for w in found_a], [w.group(0) for w in found_b]
    k = 0
    while k < min(len(a), len(b)) and a[k].lower() == b[k].lower():
        k += 1
    if (
        0 < k < min(len(a), len(b))
        and a[k].lower() in _PLACED
        and b[k].lower() in _PLACED
        and a[k].lower() != b[k].lower()
    ):
        k += 1  # "parked overnight at Millfield…" / "… in the Scout hut yard": one slot
    at = k - 1
    while at > 0 and a[at].lower() in ("the", "a", "an", "her", "his", "their", "our", "its"):
        at -= 1  # "…from the annexe" / "…from the small hall"
    if k < 3 or k >= min(len(a), len(b)) or a[at].lower() not in _SLOT_WORDS:
        return None
    verb = verb_at([w.lower() for w in a[:at]])
    if verb is None or verb == 0:
        return None
    # Each value to its clause's end ("…on Mill Lane, and the keys are…": the place only).
    return _to_clause(note[found_a[k].start() :]), _to_clause(o.text[found_b[k].start() :])


def _to_clause(text: str) -> str:
    """``text`` up to the end of its clause: a stop, a semicolon, a comma, a bracket or a
    joining "and"/"but" that opens another statement."""
    return re.split(r"\s*(?:[.;,(]|\s(?:and|but|so|because)\s)(?!\d)", text, maxsplit=1)[0].strip()


# Where a place a thing is done at ends, and what the card says of it beside ("…on their
# parking stands by two trucks using Type I fluid": the trucks are how, not where).
_PLACE_END = re.compile(
    r"\s*(?:[.;,(]|\s(?:by|with|using|via|for|because|and|but|so|every|each|from)\s)(?!\d)"
)


# A note's opening that says it holds now ("These days aircraft …", "Nowadays, …").
_NOW_OPENING = re.compile(
    r"^\s*(?:these\s+days|nowadays|now|currently|at\s+the\s+moment|going\s+forward)\b[,:]?\s*",
    re.I,
)


def _place_told_anew(p: _Pair) -> Verdict | None:
    """A cue, the card's subject (its words in any order: "aircraft at Tarnmouth" / "At
    Tarnmouth aircraft"), the same verb, and another place after the same kind of
    preposition ("are de-iced on the pad by taxiway C" / "…on their parking stands"): the
    place the card names is the one told anew. Nothing is derived (the note names no old
    place); what else the card said is carried."""
    n, o = p.n, p.o
    if not p.changes or n.change is not None:
        return None
    note = _FROM_WHEN.sub("", OPENING_CUE.sub("", n.text, count=1), count=1)
    note = _NOW_OPENING.sub("", note, count=1)
    found_a = list(re.finditer(r"[\w'’-]+", note))
    found_b = list(re.finditer(r"[\w'’-]+", o.text))
    a = [w.group(0).lower() for w in found_a]
    b = [w.group(0).lower() for w in found_b]
    for i, j, size in SequenceMatcher(None, a, b, autojunk=False).get_matching_blocks():
        if size < 2 or i + size >= len(a) or j + size >= len(b):
            continue
        # The preposition is the last word both say ("…de-iced on"), or each says its own
        # ("…parked at" / "…parked in").
        if a[i + size - 1] in _PLACED and size > 2:
            size -= 1
        elif a[i + size] not in _PLACED or b[j + size] not in _PLACED:
            continue
        verb = verb_at(a[: i + size])
        if verb is None or verb < i:
            continue  # the words both say hold no verb: no statement told twice
        before_a = stem_set([w for w in a[:i] if w not in STOPWORDS])
        before_b = stem_set([w for w in b[:j] if w not in STOPWORDS])
        if not before_a or before_a != before_b:
            continue
        # (Each place without its preposition: the phrase is read around the value.)
        now = _PLACE_END.split(note[found_a[i + size].end() :], maxsplit=1)[0].strip()
        was = _PLACE_END.split(o.text[found_b[j + size].end() :], maxsplit=1)[0].strip()
        if not now or not was or _plain(now) == _plain(was):
            return None
        if _holds(o.text, now) or _holds(n.text, was):
            return None  # one place said by both: no other place
        return _correction(p.whole_old, p.whole_new, [(was, now)], f"{now} in place of {was}")
    return None


def _a_holder_after_one_left(p: _Pair) -> Verdict | None:
    """ "Karin has left; Yusuf owns the release checklist now.\""""
    holders = p.new_names - _still_named(p.whole_new)  # ("…, still with Marisol": stays)
    if holders and not p.old_names and p.changes and _left_names(p.whole_new, p.o):
        gone = _who_left(p.whole_new, p.o, holders)
        return _name_swapped(
            p.n,
            p.o,
            p.whole_new,
            p.whole_old,
            min(gone),
            explicit=len(gone) == 1,
            holders=holders if holders != p.new_names else frozenset(),
        )
    return None


def _subject_values(p: _Pair) -> Verdict | None:
    """A value in the subject differs ("Class 7B…" / "Class 7C…"): another thing."""
    if _subject_values_differ(p.n, p.o):
        return Verdict("distinct", "about another thing (its subject names another value)")
    return None


# 4. One slot, two values.


def _identifiers_apart(p: _Pair) -> Verdict | None:
    """Values differ and one is an identifier, with no cue ("Class 7B … room 14" / "Class
    7C … room 16": which class, then its room): another thing."""
    kinds = {_kind_of(p.o, a) for a, _ in p.differing}
    if len(p.differing) >= 2 and kinds & {"identifier", "group"} and not p.n.cue:
        return Verdict("distinct", "another thing (another identifier) with other values")
    return None


def _values_differ(p: _Pair) -> Verdict | None:
    """Two values for one slot: a correction with a cue (derived only when the note names
    the old value and the slot is the only one of its kind), a contradiction when the
    subject is one, else other values."""
    n, o, similarity, differing = p.n, p.o, p.similarity, p.differing
    free = [] if differing else _free_or_priced(n, o)
    priced = bool(free)
    differing = differing or free
    if not differing:
        return None
    pairs = _dated([_with_dayparts(o, n, _raw(o, a), _raw(n, b)) for a, b in differing], o, n)
    shown = "; ".join(f"{a} / {b}" for a, b in pairs)
    if p.changes:
        # A cue and one value that is the only one of its kind on either side ("the
        # staging DB storage is 250 GB now" after "…has 100 GB of storage and is backed
        # up nightly"): the slot is named by its kind, so the card may be derived. A
        # name is a thing, never such a value.
        # (A day joined to its date is one date.)
        kind = "date" if len(pairs) < len(differing) else _kind_of(o, differing[0][0])
        if not kind and _one_range(o) and differing[0][0] in o.text:
            kind = "time range"
        # (Or one end of the card's range of times, named by the word the note says it
        # with: "opens at 9:30" of "hours 10:30-16:30".)
        ends = _end_words(o, pairs[0][0]) if len(pairs) == 1 else frozenset()
        one_slot = len(pairs) == 1 and (
            _only_of_its_kind(p.whole_old, p.whole_new, kind)
            or _told_by_word(o, n, kind)
            or bool(ends & n.terms)
        )
        # Only a note that names the old value as well may derive the card ("…is 250 GB
        # now" names no old value: which one it replaces is read, not said).
        # (So may a note that states the new value in the card's own words, a cue aside:
        # the card's one value of that kind is the one it replaces, read from the words
        # the card says it with, "Correction: Parlo 3.20 ships on 25 June.")
        says_old = one_slot and (
            _holds(p.whole_new.text, pairs[0][0])
            or _rejects(p.whole_new, p.whole_old, pairs[0][0])
            or _told_in_its_words(p.whole_new, p.whole_old, pairs[0][1], ends)
        )
        found = _correction(
            p.whole_old, p.whole_new, pairs, f"a new value ({shown})", explicit=says_old
        )
        # A note about a thing it names by its identifier ("TP1329 now leaves at 06:55")
        # says which card it changes as surely as one that names the old value.
        by_id = one_slot and _said_of_its_id(n, o)
        return replace(found, named_old=found.named_old or says_old or by_id)
    # (Free or priced: the words that say so differ, "go free" / "cost 50p a trip".)
    if (
        (p.overlap >= 0.6 and _shares_more_than_names(n, o))
        or (similarity or 0.0) >= 0.8
        or _same_subject(n, o)
        or (priced and not (p.extra_n - _PRICED) and not p.extra_o - _PRICED)
    ):
        return Verdict("contradiction", f"another value for the same thing ({shown})", values=shown)
    return Verdict("distinct", f"other values ({shown})")


def _shares_more_than_names(n: Statement, o: Statement) -> bool:
    """Whether the two say a word in common besides the names they give: "The Larder Café
    is shut on Mondays" and "…'s standing order for the Larder Café is … every Friday"
    share only the café, and give their days to two things."""
    # (A name's words as the terms split them too: "Café" is the term "caf".)
    named = stem_set(
        [
            w
            for s in (n, o)
            for m in s.values
            if m.kind == "name"
            for w in re.findall(r"[a-z]+", f"{m.norm} {m.raw.lower()}")
        ]
    )
    # Verbs too ("opens at 11:30" / "we open at 12:00"), but not "is" or "has".
    theirs = o.terms | (_verb_terms(o) - STOPWORDS)
    ours = (n.terms | (_verb_terms(n) - STOPWORDS)) - named
    return any(any(_alike(t, u) for u in theirs) for t in ours)


def _polarity(p: _Pair) -> Verdict | None:
    """One says the other's opposite ("enabled" / "disabled", "not"): a contradiction, or a
    correction with a cue — unless each also says something the other does not."""
    n, o = p.n, p.o
    if not _flipped(n, o):
        return None
    if (
        _besides_polarity(n, o)
        and _besides_polarity(o, n)
        and not (_denied_of_its_own(n, o) or _denied_of_its_own(o, n))
    ):
        return Verdict("distinct", "another statement, not its opposite")
    if no_of_another(n, o) or no_of_another(o, n):
        return None  # "… don't let anyone book the practice room then": no of the card
    if p.changes:
        # The one word each says it with ("defaults to off" / "now defaults to on") is what
        # was wrong: what else the card says stands apart from it.
        return _correction(p.whole_old, p.whole_new, _polar_swap(n, o), "says the opposite now")
    return Verdict("contradiction", "says the opposite", values=_polar_words(n, o))


# "no cooked food, only …": a thing said to be no part of it, up to the phrase's end.
_NO_THING = re.compile(
    r"(?:^|[:;,(-]\s*|\b(?:and|but)\s+)no\s+(?P<what>[a-z][\w'’ -]{2,40}?)\s*"
    r"(?=[,;.)+]|$|\s+(?:only|but|just)\b)",
    re.I,
)


def _denied_of_its_own(a: Statement, b: Statement) -> bool:
    """Whether ``a`` says "no X" of a thing ``b`` says is so, every word of X in ``b`` (as a
    word or a word's end: "no cooked food" / "takes home-cooked food"): the opposite said of
    one thing, whatever else each says of it."""
    if _says_no(b):
        return False
    held = re.findall(r"[a-z]+", plain_letters(b.text.lower()))
    for found in _NO_THING.finditer(a.text):
        words = re.findall(r"[a-z]+", plain_letters(found["what"].lower()))
        if words[:1] in (["longer"], ["more"], ["less"], ["one"], ["change"], ["need"]):
            continue  # "no longer", "no more": how it holds, not a thing
        if (
            words
            and sum(len(w) for w in words) >= 4
            and all(any(h == w or (h.endswith(w) and len(w) >= 4) for h in held) for w in words)
        ):
            return True
    return False


def _polar_swap(n: Statement, o: Statement) -> list[tuple[str, str]]:
    """(the card's word, the note's) when each says its side of one axis in one word, as
    written ("off", "on"); none otherwise."""
    axes = {axis for axis, _ in n.polarity} & {axis for axis, _ in o.polarity}
    if len(axes) != 1:
        return []
    (axis,) = axes
    was = [w for a, w in polar_said(o.text) if a == axis]
    now = [w for a, w in polar_said(n.text) if a == axis]
    return [(was[0], now[0])] if len(was) == len(now) == 1 and was[0] != now[0] else []


def _word_swapped(p: _Pair) -> Verdict | None:
    """One word put for another ("squash" / "rebase"): a correction with a cue, one more
    after an additive verb ("likes tea" / "likes coffee"), else a contradiction."""
    swap = _swapped_words(p.n, p.o)
    if swap is None:
        return None
    if p.changes:
        return _correction(p.whole_old, p.whole_new, [swap], f"{swap[1]} in place of {swap[0]}")
    if _additive(p.n):
        return Verdict("distinct", f"one more ({swap[1]} beside {swap[0]})")
    text = f"{swap[0]} / {swap[1]}"
    return Verdict("contradiction", f"{text} for the same thing", values=text)


def _two_people(p: _Pair) -> Verdict | None:
    """ "Mr Haddad takes…" / "Mrs Haddad takes…": one name, two people — distinct."""
    apart = _titled_apart(p.n, p.o)
    if apart is None:
        return None
    return Verdict("distinct", f"about another person of one name ({apart})")


def _acronym_unsaid(p: _Pair) -> Verdict | None:
    """An acronym the note puts as the label of a value ("Harrowgate archive store UV:
    forty-five percent") where the card names what that value measures in words of its
    own, after it ("…kept at 45% relative humidity"), and neither says nor spells out the
    acronym: what it measures is another thing."""
    if not p.n_in_o:
        return None
    for m in p.n.values:
        if m.kind != "name" or m.norm not in p.new_names or not re.fullmatch(r"[A-Z]{2,5}", m.raw):
            continue
        label = re.match(r"\s*[:=]\s*", p.n.text[m.end :])
        value = label and next((v for v in p.n.values if v.start == m.end + label.end()), None)
        if not value:
            continue
        for k in p.o.values:
            if (k.kind, k.norm) != (value.kind, value.norm):
                continue
            after = re.findall(r"[a-z][\w-]*", p.o.text[k.end :].lower())[:3]
            own = [w for w in after if w not in STOPWORDS and not stem_set([w]) & p.n.terms]
            if len(own) >= 2:
                return Verdict("distinct", "about another thing (an acronym the card lacks)")
    return None


def _numbers_of_other_things(p: _Pair) -> Verdict | None:
    """The values both give are plain numbers, each the number of another thing, written
    after its word ("Ruth Hale plays board one for Kestrel A" / "Kestrel A … play in
    Division 1"): two facts, not one said twice. (A count, "42 members" / "forty-two
    singers", is read by the other rules.)"""
    shared = p.n.value_keys & p.o.value_keys
    if p.changes or not shared or any(kind != "number" for kind, _ in shared):
        return None  # (a change told is read by the rules of changes)
    said_n = stem_set(re.findall(r"[a-z][\w-]*", p.n.text.lower()))
    said_o = stem_set(re.findall(r"[a-z][\w-]*", p.o.text.lower()))
    for _, norm in shared:
        ours, theirs = _numbered(p.n, norm), _numbered(p.o, norm)
        if not ours or not theirs:
            return None
        # (The word one numbers anywhere in the other: "API 34" of "API level 34".)
        if any(_alike(a, b) for a in ours for b in said_o | theirs):
            return None
        if any(_alike(b, a) for b in theirs for a in said_n):
            return None
    return Verdict("distinct", "one number of other things")


# Words that say how exactly a number holds, no thing it numbers ("at least 16").
_HOW_EXACTLY = frozenset(
    "least most about around approx roughly over under than only just exactly nearly almost".split()
)


def _numbered(s: Statement, norm: str) -> set[str]:
    """The words a plain number of ``s`` is the number of, written before it with nothing
    counted after it ("board one for …", "Division 1."), as stems; empty when any mention
    of it is no such number."""
    found: set[str] = set()
    for m in s.values:
        if m.kind != "number" or m.norm != norm:
            continue
        after = re.match(r"\s*([a-z][\w-]*)", s.text[m.end :], re.I)
        before = re.search(r"([a-z][\w-]*)\s+$", s.text[: m.start], re.I)
        if after is not None and after.group(1).lower() not in STOPWORDS:
            return set()
        word = before.group(1).lower() if before else ""
        if not word or word in STOPWORDS or word in _HOW_EXACTLY:
            return set()
        found |= stem_set([word])
    return found


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
    ("too little in common", _unrelated),
    ("another place for the same thing, no cue", _placed_apart),
    ("another name and other values", _other_name_other_values),
    ("a preference the other way round", _preference),
    ("the name the note says left", _the_one_who_left),
    ("another name for one slot", _names_for_one_slot),
    ("a new holder after one left", _a_holder_after_one_left),
    ("another value in the subject", _subject_values),
    ("another place after the same subject and verb, with a cue", _place_told_anew),
    ("other identifiers with other values", _identifiers_apart),
    ("one number of other things", _numbers_of_other_things),
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


def _relate(
    n: Statement,
    o: Statement,
    similarity: float | None,
    days_later: float | None,
    whole_old: Statement | None = None,
    whole_new: Statement | None = None,
) -> Verdict:
    n = _in_units_of(n, o)  # "24 lb" after "10.9 kg" is the card's value, not another
    o = _as_its_number(o, n)  # "145.575, not 145.375" of "145.375 MHz": the number compared
    n, o = _in_currency_of(n, o), _in_currency_of(o, n)  # "11 cents" / "€0.11"
    n = _refused_alike(n, o)  # "rather than Word" after "never as Word files": agreement
    n, o = _in_dayparts_of(n, o), _in_dayparts_of(o, n)  # "every morning" / "at night"
    n, o = _in_rhythms_of(n, o), _in_rhythms_of(o, n)  # "every Tuesday" / "every other …"
    pair = _Pair(n, o, similarity, days_later, whole_old or o, whole_new or n)
    for _, rule in RULES:
        verdict = rule(pair)
        if verdict is not None:
            break
    else:
        verdict = Verdict("addition", "more about the same subject")
    if verdict.kind == "addition":
        # What no rule read as one statement may still be one said twice, each wording with
        # words of its own: asked last, so that it takes nothing another rule answers.
        return _each_reworded(pair) or verdict
    if verdict.kind in ("same", "less"):
        # Said in the card's own words, a note may still tell who holds it now: never
        # dropped as a restatement.
        return _holder_changed(pair) or verdict
    return verdict


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
