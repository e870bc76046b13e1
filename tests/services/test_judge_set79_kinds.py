"""Kinds held-out set 79 found (Said, fifty-sixth part): shares said in words ("a third
off" / "33% off", "under a fifth"), signed amounts ("+1.5" / "plus one and a half"), how
often written short ("2x/yr"), carats, one clause of a longer note saying a card again in
its own words, and a correction that names no value never carrying what it takes back.
Generated cases: the kind, not a suite's sentences."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from bowerbird.services.compare import carry
from bowerbird.services.judge import RESTATED, relate

_SHOPS = ["Pinchbeck's", "Gostelow's", "Harrowden's", "Tuckwell's"]
_SHARES = [
    ("a third off", "33% off", "a quarter off"),
    ("a quarter off", "25% off", "a fifth off"),
    ("half off", "50% off", "a third off"),
    ("a fifth off", "20 percent off", "a tenth off"),
]
_GOODS = ["dress fabric", "wool", "garden tools", "paint"]


@settings(max_examples=40, deadline=None)
@given(
    shop=st.sampled_from(_SHOPS),
    share=st.sampled_from(_SHARES),
    goods=st.sampled_from(_GOODS),
)
def test_a_share_said_in_words_is_its_percent(
    shop: str, share: tuple[str, str, str], goods: str
) -> None:
    words, percent, other = share
    card = f"{shop} takes {words} {goods} for anyone on its course."
    note = f"{shop.lower().replace(chr(39), '')} - course students {percent} {goods}"
    assert relate(note, card, 0.64, 14).kind in RESTATED, (card, note)
    # Another share is another discount: never the card said again.
    note = f"{shop.lower().replace(chr(39), '')} - course students {other} {goods}"
    assert relate(note, card, 0.64, 14).kind not in RESTATED, (card, note)


_PEOPLE = ["Evadne", "Marjolein", "Tarquin"]
_STRENGTHS = [
    (1.5, "one and a half"),
    (2.25, "two and a quarter"),
    (1.75, "one and three quarters"),
]


@settings(max_examples=40, deadline=None)
@given(
    person=st.sampled_from(_PEOPLE),
    strength=st.sampled_from(_STRENGTHS),
    sign=st.sampled_from([("+", "plus"), ("-", "minus")]),
    zero=st.booleans(),
)
def test_a_signed_amount_is_one_amount_however_written(
    person: str, strength: tuple[float, str], sign: tuple[str, str], zero: bool
) -> None:
    amount, words = strength
    written = f"{sign[0]}{amount:.2f}" if zero else f"{sign[0]}{amount:g}"
    card = f"{person}'s reading glasses are {sign[0]}{amount:g}."
    for note in (
        f"{person.lower()} readers {written}, spare pair by the bed",
        f"Picked up reading glasses for {person}: {sign[1]} {words}, the same strength.",
    ):
        assert relate(note, card, 0.6, 30).kind in RESTATED, (card, note)
    # Another strength, or the other sign, is another lens.
    other = f"{person.lower()} readers {sign[0]}{amount + 0.5:g}, spare pair by the bed"
    assert relate(other, card, 0.6, 30).kind not in RESTATED, (card, other)
    flipped = "-" if sign[0] == "+" else "+"
    other = f"{person.lower()} readers {flipped}{amount:g}, spare pair by the bed"
    assert relate(other, card, 0.6, 30).kind not in RESTATED, (card, other)


_ORGANS = ["St Cuthburga's", "St Wilfrid's", "Holy Trinity"]
_OFTEN = [("twice a year", "2x/yr"), ("once a quarter", "1x/qtr"), ("three times a week", "3x/wk")]


@settings(max_examples=30, deadline=None)
@given(church=st.sampled_from(_ORGANS), often=st.sampled_from(_OFTEN))
def test_how_often_written_short_is_how_often(church: str, often: tuple[str, str]) -> None:
    card = f"Harrowden Organ Works comes to tune the {church} organ {often[0]}."
    note = f"harrowden: {church.lower()} organ tuning {often[1]}"
    assert relate(note, card, 0.77, 14).kind in RESTATED, (card, note)


@settings(max_examples=30, deadline=None)
@given(
    old=st.integers(min_value=9, max_value=24),
    step=st.sampled_from([-2, -1, 1, 2]),
    written=st.sampled_from(["{n}-carat", "{n}ct", "{n} carat"]),
)
def test_a_carat_corrected_is_derived_in_the_note_s_words(
    old: int, step: int, written: str
) -> None:
    new = old + step
    card = (
        f"Isidore is gilding the lettering on the fascia in {written.format(n=old)} gold leaf, "
        "and the scaffold goes up the week after Easter."
    )
    note = f"fascia - {new}ct leaf, not {old}. isidore checked his order book"
    verdict = relate(note, card, 0.6, 1)
    assert verdict.kind == "correction", (card, note, verdict)
    assert verdict.derived is not None and f"{new}ct gold leaf" in verdict.derived, verdict
    assert str(old) not in verdict.derived.replace(f"{new}ct", ""), verdict


_CLUBS = ["Fairholm Badminton Club", "Lexham Scrabble Club", "Pennyfeld Petanque Club"]
_WORDS = {120: "one hundred and twenty", 85: "eighty-five", 45: "forty-five", 32: "thirty-two"}


@settings(max_examples=30, deadline=None)
@given(club=st.sampled_from(_CLUBS), fee=st.sampled_from(sorted(_WORDS)))
def test_one_clause_of_a_longer_note_says_the_card_again(club: str, fee: int) -> None:
    first = club.split()[0]
    card = f"{club} charges £{fee} for a year's membership."
    note = (
        f"Reminder from the {first} treasurer: the annual sub is {_WORDS[fee]} pounds, it "
        "covers court hire and tea, and anyone who hasn't paid by October can't play."
    )
    # The note says the card again and more: the fuller statement, never a second fact.
    assert relate(note, card, 0.68, 60).kind == "more", (card, note)
    other = fee + 10
    note = note.replace(_WORDS[fee], f"£{other}")
    assert relate(note, card, 0.68, 60).kind not in RESTATED, (card, note)


_TRADES = [("delivers paraffin to the hill farms", "paraffin"), ("runs a van to the market", "van")]
_OTHERS = ["sells loose nails by weight", "cuts keys while you wait", "lends out ladders"]


@settings(max_examples=30, deadline=None)
@given(
    shop=st.sampled_from(_SHOPS),
    trade=st.sampled_from(_TRADES),
    other=st.sampled_from(_OTHERS),
    when=st.sampled_from(["every Friday", "on Saturdays", "each morning"]),
)
def test_a_correction_naming_no_value_never_carries_what_it_takes_back(
    shop: str, trade: tuple[str, str], other: str, when: str
) -> None:
    card = f"{shop} {trade[0]} {when}, and {other} from the drawers behind the counter."
    note = f"{shop} no longer {trade[0]}; customers collect instead."
    kept = carry(note, card, ())
    # What the note takes back stays with the old card, never live beside the note.
    assert trade[1] not in kept.rest, (card, note, kept)
    # What else the card says is carried as written, or counted lost (the card then stays
    # live, flagged): never dropped unsaid.
    assert other.split()[0] in kept.rest or kept.lost, (card, note, kept)


_CLUB_NAMES = ["Lexham Scrabble Club", "Fairholm Chess Club", "Orton Bridge Club"]
_PEOPLE_TWO = [("Godfrey Pim", "Marjolein Brink"), ("Hortense Vale", "Tarquin Ashby")]
_LEFT = ["has stood down", "has retired", "has left the club", "has stepped down"]


@settings(max_examples=40, deadline=None)
@given(
    club=st.sampled_from(_CLUB_NAMES),
    people=st.sampled_from(_PEOPLE_TWO),
    left=st.sampled_from(_LEFT),
    opener=st.sampled_from(["since", "now that", "as"]),
)
def test_who_took_it_is_never_read_as_who_left(
    club: str, people: tuple[str, str], left: str, opener: str
) -> None:
    was, now = people
    card = f"The {club} sends its ratings returns to {was}, and its tiles live in a cupboard."
    note = f"Ratings returns go to {now} from now on, {opener} {was.split()[0]} {left}."
    verdict = relate(note, card, 0.5, 50)
    # The one named before "since …" took the place; the one named after it left.
    assert verdict.kind == "correction", (card, note, verdict)
    assert verdict.swaps and verdict.swaps[0][1] == now, verdict


_SUBJECTS = ["Fairholm Badminton Club", "Pennyfeld Petanque Club", "Orton Tennis Club"]
_KINDS = [
    ("feather", "plastic", "shuttles"),
    ("steel", "nylon", "nets"),
    ("wooden", "resin", "boules"),
]


@settings(max_examples=40, deadline=None)
@given(
    subject=st.sampled_from(_SUBJECTS),
    kinds=st.sampled_from(_KINDS),
    verb=st.sampled_from(["went over to", "switched to", "has changed to"]),
    flip=st.booleans(),
)
def test_a_change_to_another_kind_of_the_thing_is_a_correction(
    subject: str, kinds: tuple[str, str, str], verb: str, flip: bool
) -> None:
    was, now, thing = (kinds[1], kinds[0], kinds[2]) if flip else kinds
    card = f"{subject} plays with {was} {thing}."
    note = f"{subject.split()[0]} {verb} {now} {thing} at the start of the season."
    verdict = relate(note, card, 0.6, 200)
    # The kind is what changed: never the card said again, with more.
    assert verdict.kind == "correction", (card, note, verdict)
    assert verdict.swaps == ((f"{was} {thing}", f"{now} {thing}"),), verdict
    # Of another club, the same change says nothing of this card.
    other = f"Westerby {verb} {now} {thing} at the start of the season."
    assert relate(other, card, 0.6, 200).kind != "correction", (card, other)


_FAMILY = [("husband", "Gervase"), ("brother", "Valentin"), ("wife", "Benedetta")]
_JOBS = ["ship's engineer", "church organist", "headteacher"]


@settings(max_examples=30, deadline=None)
@given(
    person=st.sampled_from(_PEOPLE),
    family=st.sampled_from(_FAMILY),
    jobs=st.lists(st.sampled_from(_JOBS), min_size=2, max_size=2, unique=True),
)
def test_a_retired_relative_named_aside_replaces_no_one(
    person: str, family: tuple[str, str], jobs: list[str]
) -> None:
    card = f"{person}'s son works as a {jobs[0]} in Stirling."
    note = f"{person}'s {family[0]}, {family[1]}, is a retired {jobs[1]}."
    # "retired" says what someone is, and the one named aside is the relative: no one the
    # card names is replaced.
    assert relate(note, card, 0.6, 30).kind != "correction", (card, note)
