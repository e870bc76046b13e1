"""The one place code writes a sentence (issue 60's marked exception): an explicit
correction that names the old and the new value of one atomic value derives the corrected
card (``Verdict.derived``), only when the card holds the old value once and the result says
nothing but the card's words and the note's. Otherwise the note's own words are the
statement.
"""

from __future__ import annotations

import re
from dataclasses import replace
from itertools import pairwise, product

from ..mentions import VERBS, WEEKDAY_WORD
from ..mentions import mentions as mentions_of
from ..statement import Statement, read
from ..text import STOPWORDS, stem_set
from .alone import _list_rewritten, _list_said, _not_its_own, _of_the_old
from .changes import _held_as
from .guards import (
    _NAMING_KINDS,
    _doubled,
    _kept_what_ended,
    _only_said,
    _placed_of_another,
    _spoken_of_again,
    _told_beside,
    _told_otherwise,
    _where_in_it,
)
from .names import _only_names, _role, _title_before, _untitled
from .phrasing import (
    _VALUE_END,
    _ends_clause,
    _given_names,
    _place_phrase,
    _place_said,
    _place_unsaid,
    _role_before,
    _said_alike,
    _stands_alone,
    _to_clause_end,
    _what_changed,
)
from .rejections import _affirmed
from .values import _one_range, _raw, _weekly_day
from .verdict import Verdict
from .words import _extra_terms, _holds, _plain, _written_in


def _name_swapped(
    n: Statement,
    o: Statement,
    whole_new: Statement,
    whole_old: Statement,
    old_name: str,
    explicit: bool,
    holders: frozenset[str] = frozenset(),
    placed: bool = False,
) -> Verdict:
    """A correction putting the one name only ``n`` gives (of ``holders`` when given) in
    place of ``old_name``; ``explicit`` when the note names both (who left, who took over),
    ``placed`` when the card writes ``old_name`` where the note writes its new one."""
    new_name = _raw(n, min(holders or _only_names(n, o)))
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
    # (Or with the old name where the note puts the new one: "Update: Gareth does the
    # Tuesday school run now" of "Sunita does the Tuesday school run for Maisie and …".)
    held = own_words and ((_role(n) and _role(o)) or placed)
    return replace(found, named_old=explicit or found.named_old or held)


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
    elif explicit and swaps and _one_phrase(new.text, [a for a, _ in swaps]):
        # The old values stand in one phrase the note rejects ("not half a tablet twice a
        # day"): one value told in parts, each named old and new; each is put in its place.
        card: Statement | None = old
        for swap in swaps:
            derived = _derive(card, new, swap) if card is not None else None
            derived = derived and _noun_as_told(derived, new.text, swap[1])
            card = read(derived) if derived is not None else None
    if derived is not None and not _only_said(derived, old.text, new.text):
        derived = None  # a value or a word neither said ("£3" cut out of "£3,100")
    if derived is not None and _told_otherwise(derived, new.text, [b for _, b in swaps]):
        derived = None  # the card's Mondays beside the note's Tuesdays
    if derived is not None and _doubled(derived, old.text, new.text):
        derived = None  # "of the month each month", "the 31 bus bus": a seam shows
    if derived is not None and any(_where_in_it(old.text, a) for a, _ in swaps):
        derived = None  # "upstairs at Café Lumen": where in the old place, not in the new
    if derived is not None and any(_told_beside(a) for a, _ in swaps):
        derived = None  # "the field behind the Shepherd's Crook": a place of two, no one value
    if derived is not None and any(_placed_of_another(old.text, new.text, b) for _, b in swaps):
        derived = None  # "from Tiedemann's in Hamburg": another thing, not another place
    if derived is not None and any(_spoken_of_again(old.text, a) for a, _ in swaps):
        derived = None  # "does the climbing himself": said of the old holder only
    if derived is not None and _kept_what_ended(derived, new.text):
        derived = None  # "Harries … shut for good": a card still buying from Harries
    # A note that names the old value beside its cue ("…the Kilter quote was too high")
    # says which value it replaces: evidence at a lower similarity.
    named = new.cue and any(a and _written_in(new.text, a) for a, _ in swaps)
    return Verdict("correction", reason, derived, swaps=tuple(swaps), named_old=bool(named))


def _one_phrase(note: str, olds: list[str]) -> bool:
    """Whether ``olds`` stand in the note side by side, in one phrase: nothing between two
    of them but a word or two (no comma, no "and": "half a tablet twice a day", not "Apivar,
    and the August date"). A value may be written elsewhere too ("three times a day, not
    three tablets once a day"): some place of each makes the phrase."""
    places = [
        [f.span() for f in re.finditer(rf"(?<![\w.-]){re.escape(v)}(?![\w-])", note, re.I)]
        for v in olds
    ]
    if len(olds) > 3 or not all(places):
        return False

    def side_by_side(spans: tuple[tuple[int, int], ...]) -> bool:
        ordered = sorted(spans)
        return all(
            b[0] >= a[1]
            and re.fullmatch(r"\s*(?:[^\W\d_][\w'’-]*\s+){0,2}", note[a[1] : b[0]]) is not None
            and re.search(r"\b(?:and|or|but|then)\b", note[a[1] : b[0]], re.I) is None
            for a, b in pairwise(ordered)
        )

    return any(side_by_side(spans) for spans in product(*places))


def _noun_as_told(derived: str, note: str, after: str) -> str:
    """The noun a new amount counts, in the number the note gives it ("half a tablet" for
    the card's "three tablets"): never "half a tablets"."""
    value = rf"(?<![\w.-]){re.escape(after)}\s+([^\W\d_]+)"
    was, now = re.search(value, derived, re.I), re.search(value, note, re.I)
    if (
        was
        and now
        and was[1] != now[1]
        and stem_set([was[1].lower()]) == stem_set([now[1].lower()])
    ):
        return derived[: was.start(1)] + now[1] + derived[was.end(1) :]
    return derived


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
    if kind == "identifier" and len(ours) == 1:
        # A version is no repo's name: "pins the public API at v1.4; its SDK lives in the
        # tidewater-mobile-sdk repo" holds one version.
        theirs = [m for m in theirs if _identifier_shape(m.norm) == _identifier_shape(ours[0].norm)]
    return len(theirs) == 1 and len(ours) == 1


def _identifier_shape(identifier: str) -> str:
    """How an identifier is written: a version ("v1.4", "3.20"), one with a number in it
    ("pg-replica-2", "24/0113"), or words alone ("tidewater-mobile-sdk")."""
    if re.fullmatch(r"v?\d+(?:\.\d+)+", identifier, re.I):
        return "version"
    return "numbered" if any(c.isdigit() for c in identifier) else "words"


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
    retagged = False
    if not found:
        found, before, after = _tag_swapped(old.text, before, after)
        retagged = bool(found)  # the same tag, a new version: what the card says of it holds
    day = _day_swapped(before, after)
    if day is not None:
        after = day  # "the 25th, not the 18th" of "18 Nov": the day is the value changed
    if len(found) != 1:
        return None
    at = found[0]
    left, right = old.text[: at.start()], old.text[at.end() :]
    noun = re.match(r"\s+([\w'’-]+)", right)
    if noun and len(after.split()) > 1 and after.split()[-1].lower() == noun.group(1).lower():
        # "from arden to harbour bookcloth" of "covers them in Arden bookcloth": the noun
        # after the card's value ends the note's new value too; the two are swapped whole.
        before = old.text[at.start() : at.end() + noun.end()]
        right = old.text[at.end() + noun.end() :]
    elif noun and (with_noun := _own_noun(new.text, before, after, noun.group(1))):
        # "Kilkenny limestone, not Forest of Dean sandstone" of "cut from Forest of Dean
        # sandstone": the note says the card's noun with the old value and its own with the
        # new one; the two are swapped whole (never "Kilkenny sandstone").
        before, after = old.text[at.start() : at.end() + noun.end()], with_noun
        right = old.text[at.end() + noun.end() :]
    lists = _list_rewritten(new, before, after, left, right)
    if lists is not None:
        # "Go 1.23 and 1.24; 1.22 was dropped" of "runs Go 1.22 and 1.23 on …": the note's
        # list, as it says it, in the place of the card's.
        return _swap(old.text, *lists)
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
    # (A place told by what it is next to may take a few words more: "the glass room next
    # to the picture desk".)
    beside = re.search(r"\b(?:next\s+to|beside|behind|opposite|above|below|near)\b", after, re.I)
    if len(after.split()) > max(10 if beside else 6, len(before.split()) + 1) or (
        # (A capitalised word is a name's: "Northlight Supplies" says no verb.)
        not dated and any(w in VERBS for w in after.split())
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
    if role_said and not _written_in(new.text, role_said.strip()):
        # "monitored by pharmacy technician Hollis Mbeki": the role is said of the old
        # holder; the new one is named as the note names them.
        before, left = role_said + before, left[: len(left) - len(role_said)]
    article = re.search(r"\b(the|a|an)\s+$", new.text[:said], re.I) if said > 0 else None
    # (A time or an amount takes none: "the 1 pm slot" gives "at 1 pm", never "at the 1 pm".)
    # (A model or a code is a thing: "a QHY268M" keeps its article, and what the card said
    # of the old one, "ZWO", is never said of it.)
    valued = any(m.kind not in ("name", "identifier") for m in mentions_of(after))
    if (
        article
        and not valued
        and not re.search(r"\b(?:the|a|an|our|their|its|his|her|my)\s+$", left, re.I)
    ):
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
    # (A value of another kind right after is said beside it, no qualifier: "train tuesdays
    # 6pm" — a day, then its time.)
    beside_it = [m for m in mentions_of(right.lstrip()[:24]) if m.start == 0]
    qualifies = not beside_it or beside_it[0].kind in ("number", "identifier")
    # (Only a thing is qualified so: after a measure, "60W CO2 tube", the code is the next
    # thing's own.)
    swapped = {m.kind for m in read(before).values}
    a_measure = bool(swapped) and not swapped & (_NAMING_KINDS | {"number"})
    if (qualifies and not a_measure and re.match(r"\s*(?:v?\d|[A-Z][\w-]*\d)", right)) or re.search(
        r"\d\s*$", left
    ):
        return None  # qualified: the old thing's version or number would stay with the new
    qualifier = re.search(
        r"\b(?:the|a|an|our|their|its|his|her|my)\s+((?:[\w'’-]+\s+){1,2})$", left, re.I
    )
    if qualifier and after.lower().startswith(qualifier.group(1).lower()):
        # "the Hotel Granvia" → "Hotel Kanra": the word before is the new name's own too.
        before, left = qualifier.group(1) + before, left[: qualifier.start(1)]
        qualifier = None
    # ("the number 12 bus": a word before a number or a name says what kind of thing it is.)
    if (
        qualifier
        and not read(before).values
        and not any(
            w.lower() in STOPWORDS or w.lower() in VERBS or w.lower() in _WHICH_OF_THEM
            for w in qualifier.group(1).split()
        )
    ):
        own = re.sub(r"^(?:a|an|the)\s+", "", after, flags=re.I).split()
        if len(own) < 2 or own[0].lower() in STOPWORDS:
            return None  # "blamed on a worn doctor blade": "worn" was said of the old thing
        # The note's new thing comes with its own ("the blue polo, not the fiesta" of "the
        # silver Fiesta"): the old thing's word goes with it, the card's article stays.
        before, left = qualifier.group(1) + before, left[: qualifier.start(1)]
        after = " ".join(own)
    if re.search(r"\bof\s+(?:the\s+)?$", left, re.I):
        return None  # "the back room of the Cobbler's Arms": a part of the old place
    weekday = re.search(rf"\b(?:{WEEKDAY_WORD})\.?,?\s*$", left, re.I)
    if weekday and any(m.kind == "date" for m in read(before).values):
        # "Saturday 20 June" → "27 June": the weekday was said of the old date and goes
        # with it; the new date is said as the note says it.
        before, left = left[weekday.start() :] + before, left[: weekday.start()]
    elif weekday:
        return None
    listed = _list_said(new, after, left, right)
    if not listed and _not_its_own(
        old, new, before, left, right, retagged or _respelt(before, after)
    ):
        return None
    alike = (
        _said_alike(new, after, right)
        or _what_changed(new, before, right)
        or _role_taken(new, before, right)
    )
    if not (_ends_clause(new, after) or alike):
        return None  # the note says more of the new value than the swap would carry
    is_value = any(m.kind != "name" for m in read(before).values)
    # A thing renamed is the same thing: what the card says of it is said of it still.
    renamed = _RENAMED.search(new.text) is not None
    if not (is_value or renamed) and not (
        _stands_alone(left, right) or alike or _said_too(new, before, right)
    ):
        return None  # a thing with a phrase of its own: said of the old, not of the new
    if _placed_otherwise(new.text, after, right):
        return None  # "…with Mrs Hepworth at the Fleece": the note puts her at the shop
    return _swap(old.text, before, after)


def _placed_otherwise(note: str, after: str, right: str) -> bool:
    """Whether the card places its old value ("behind the bar at the Fleece") and the note
    places the new one elsewhere with the same word, right beside it ("at the village shop
    with Mrs Hepworth", "Mrs Hepworth at the village shop"): the card's place would be said
    of the new value, which the note puts at another."""
    card = re.match(r"\s*(at|in|on)\s+((?:the\s+)?[^\W\d_][\w'’-]*)", right, re.I)
    said = note.lower().find(after.lower())
    if card is None or said < 0:
        return False
    prep = card.group(1)
    place = r"((?:the\s+)?[^\W\d_][\w'’-]*)"
    # (Before the new value only with a word that puts someone or something there: "at the
    # village shop with Mrs Hepworth"; "on Spark 3.5" is the new value's own phrase.)
    joined = re.match(r"(?:with|beside|by)\s", after, re.I) is not None
    beside = [
        re.match(rf"\s+{prep}\s+{place}", note[said + len(after) :], re.I),
        re.search(
            rf"\b{prep}\s+{place}(?:\s+[\w'’-]+){{0,3}}?"
            + (r"\s+$" if joined else r"\s+(?:with|beside|by)\s+$"),
            note[:said],
            re.I,
        ),
    ]
    # (Or the new value is itself a place said with that word, "kept at the village shop
    # with Mrs Hepworth instead of on a hook": the card's "at the Plough" would be a second.)
    a_place = re.search(
        rf"\b{prep}\s+(?:the\s+|a\s+|an\s+)?(?:[\w'’-]+\s+){{0,3}}$", note[:said], re.I
    ) and not any(m.kind != "name" for m in mentions_of(after))
    return bool(a_place) or any(
        m is not None and _plain(m.group(1)) != _plain(card.group(2)) for m in beside
    )


def _a_name_alone(value: str) -> bool:
    """Whether ``value`` is a name and nothing else: capitalised, no amount, date or time
    (a word alone opening a text is read as no name, so the capital says it)."""
    return value[:1].isupper() and all(m.kind == "name" for m in mentions_of(value))


def _own_noun(note: str, before: str, after: str, noun: str) -> str:
    """The new value with its own noun ("Kilkenny limestone"), when the note writes the old
    value with the card's ``noun`` after it ("not Forest of Dean sandstone") and the new
    value with another word, a noun, after it; otherwise nothing."""
    told_old = re.search(
        rf"(?<![\w.-]){re.escape(before)}\s+{re.escape(noun)}(?![\w-])", note, re.I
    )
    told_new = re.search(
        rf"(?<![\w.-])({re.escape(after)}\s+([^\W\d_][\w'’-]*))(?P<rest>(?:\s+[\w'’-]+){{0,2}})",
        note,
        re.I,
    )
    if told_old is None or told_new is None or not _a_name_alone(before):
        return ""
    if re.search(rf"\b{re.escape(noun)}\b", told_new["rest"], re.I):
        return ""  # "one full tablet": a word said of the card's own noun, no noun of its own
    word = told_new.group(2).lower()
    if word == noun.lower() or word in STOPWORDS or word in VERBS or word in _NOT_A_NOUN:
        return ""
    return told_new.group(1)


# Words after a value that are not its noun ("Kilkenny now", "Kilkenny instead").
_NOT_A_NOUN = frozenset("now instead then too also only still though again".split())


# A note that says a thing was renamed (its name is the value told anew).
_RENAMED = re.compile(r"\b(?:renamed|rebranded)\b", re.I)


def _said_too(new: Statement, before: str, right: str) -> bool:
    """Whether the phrase after the old value ("in Bruges" of "…at the Hotel Adornes in
    Bruges, …") is one the note says as well ("Bruges hotel for the choir: not the Adornes,
    the Hotel Navarra"), and not of the old value ("took over … from Hilary Mott at Pryce &
    Lowe" says where Hilary is, not the new holder): then it is said of the new value too."""
    # (A phrase of where: "till" after "a Square" is the old thing's own noun, not a phrase.)
    # (Or of what for: "for their sealed units", which "their sealed-unit supplier" says.)
    phrase = re.match(
        r"\s*((?:in|at|near|by|outside|beside|opposite|for)\s[^,;.()]+?)(?=\s+and\s|[,;.()]|$)",
        right,
        re.I,
    )
    if phrase is None:
        return False
    words = [w for w in re.findall(r"[\w'’]+", phrase.group(1).lower()) if w not in STOPWORDS]
    said = stem_set(re.findall(r"[\w'’]+", new.text.lower()))
    return (
        bool(words)
        and stem_set(words) <= said
        and not _of_the_old(new.text, before, phrase.group(1))
    )


def _tag_swapped(card: str, before: str, after: str) -> tuple[list[re.Match[str]], str, str]:
    """The card's tag whose last part is the old value said alone ("v7" of "ranker-v7"),
    with the new value in that part ("ranker-v17"): the version is the value changed, the
    tag's name stays. No match when the card holds no such tag once, or either value is
    more than a tag's last part."""
    part = r"[a-z]+\d+[\w.]*"
    if not (re.fullmatch(part, before, re.I) and re.fullmatch(part, after, re.I)):
        return [], before, after
    tagged = list(
        re.finditer(rf"(?<![\w.-])([a-z][\w]*-){re.escape(before)}(?![\w-]|\.\w)", card, re.I)
    )
    if len(tagged) != 1:
        return [], before, after
    return tagged, tagged[0].group(0), tagged[0].group(1) + after


def _day_swapped(before: str, after: str) -> str | None:
    """The old date with the note's day in it, when the note gives only a day of the month
    ("the 25th, not the 18th") for a card's full date ("18 Nov" → "25 Nov"); None
    otherwise."""
    told = re.fullmatch(r"(?:the\s+)?(\d{1,2})(?:st|nd|rd|th)?", after.strip(), re.I)
    if told is None or not any(m.kind == "date" for m in read(before).values):
        return None
    days = list(re.finditer(r"(?<![\d/.-])(\d{1,2})(?:st|nd|rd|th)?(?![\d/.:-])", before))
    if len(days) != 1:
        return None
    at = days[0]
    return before[: at.start(1)] + told.group(1) + before[at.end(1) :]


def _role_taken(new: Statement, before: str, right: str) -> bool:
    """Whether the word after the old holder in the card is the role the note says the new
    one took over from them ("Ines primary" / "Kofi took over primary on-call from Ines")."""
    follows = re.match(r"\s*([a-z][\w-]*)\b", right)
    if follows is None:
        return False
    word = re.escape(follows.group(1))
    taken = (
        rf"\b(?:took|takes|taken|taking)\s+over\s+(?:as\s+)?(?:the\s+)?(?:[\w-]+\s+){{0,2}}?"
        rf"{word}\b[^.;]{{0,30}}?\bfrom\s+{re.escape(before)}\b"
    )
    return re.search(taken, new.text, re.I) is not None


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
