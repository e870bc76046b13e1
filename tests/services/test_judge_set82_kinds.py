"""Amounts told the old ways, and stories told around them (Said, fifty-ninth part, set
82's kinds): a third of an hour, a tenth of a tonne, three score, pence in three digits,
"a single litre"; a story's one day or morning is when it happened, not a value; a
story opens with what its teller did ("Watched Callan …"), names a firm by its owner's
"'s", and a capitalised "Fell" or "from Saturday's run" tells no change. And what a
note says is over (a supplier that shut, a stall nobody stands at any more) is kept by no
derived card and no part carried from the old one. Generated cases: the kind, not set
82's sentences. A value said only in a change's "because …" is no restatement ("since July
… on Thursdays, because … the barn on Tuesdays"), and a one-word name's verb opens its
statement ("Brackenholt seasons …")."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from bowerbird.services.compare.carry import carry
from bowerbird.services.judge import RESTATED, relate
from bowerbird.services.mentions import mentions
from bowerbird.services.statement import read

from .test_judge_rates_said_in_words import number_words


def _keys(text: str) -> set[tuple[str, str]]:
    return {m.key for m in mentions(text)}


@settings(max_examples=40, deadline=None)
@given(
    share=st.sampled_from([("a third", 1200), ("two thirds", 2400), ("a fifth", 720)]),
    tenths=st.integers(1, 9),
)
def test_shares_of_an_hour_and_a_tonne_are_amounts(share: tuple[str, int], tenths: int) -> None:
    said, seconds = share
    assert _keys(f"toasted for {said} of an hour") == {("duration", str(seconds))}
    assert ("duration", "900") in _keys("a quarter of an hour")  # read with the times
    assert _keys("half a tonne of sand") == {("mass", "500000")}
    assert _keys(f"{number_words(tenths)} tonnes") == _keys(f"{tenths * 1000} kg")
    # A share of no unit is still a share: "a tenth of the budget".
    assert _keys("a tenth of the budget") == {("percent", "10")}


@settings(max_examples=40, deadline=None)
@given(scores=st.integers(1, 9), pence=st.integers(101, 999))
def test_scores_and_pence_are_counted(scores: int, pence: int) -> None:
    assert _keys(f"{number_words(scores)} score of them") == {("number", str(20 * scores))}
    assert _keys("a final score of 87") == {("number", "87")}
    if pence not in (144, 240, 360, 480, 576, 720):
        assert _keys(f"rate = {pence}p/ewe") == {("money:gbp", f"{pence / 100:g}")}
    assert ("money:gbp", "7.2") not in _keys("shot in 720p")
    assert _keys("a single litre of oil") == {("volume", "1")}
    assert not _keys("a single room")


_FIRMS = [("Brackenholt", "Cooperage"), ("Quennell's", "Taxidermy"), ("Pengarth", "Saddlery")]
_TELLERS = ["Callan", "Jenifer", "Elfed"]
_DAYS = ["Tuesday", "Saturday", "Thursday"]


@settings(max_examples=60, deadline=None)
@given(
    firm=st.sampled_from(_FIRMS),
    teller=st.sampled_from(_TELLERS),
    minutes=st.sampled_from([20, 40, 45, 90]),
    when=st.sampled_from(["this morning", "on {day}", "last {day}"]),
    day=st.sampled_from(_DAYS),
    opener=st.sampled_from(["Watched", "Helped", "Rang"]),
)
def test_a_story_of_one_day_gives_the_cards_measure(
    firm: tuple[str, str], teller: str, minutes: int, when: str, day: str, opener: str
) -> None:
    owner, trade = firm
    card = f"{owner} {trade} toasts each butt over an offcut fire for {minutes} minutes."
    said = {20: "a third of an hour", 40: "two thirds of an hour"}.get(minutes, f"{minutes} mins")
    story = (
        f"{opener} {teller} at {owner.removesuffix(chr(39) + 's')} {when.format(day=day)}: "
        f"{said} over the fire, no more; past that the oak starts to taste bitter."
    )
    assert relate(story, card, 0.7, 14).kind in RESTATED, story
    longer = story.replace(said, f"{minutes + 25} mins")
    assert relate(longer, card, 0.7, 14).kind not in RESTATED, longer
    # A day the card gives is a value still: "on Tuesdays" against "on Thursday".
    weekly = card.replace(" for ", f" on {_DAYS[(_DAYS.index(day) + 1) % 3]}s for ")
    assert relate(story.replace("this morning", f"on {day}"), weekly, 0.7, 14).kind not in (
        RESTATED
    )


@settings(max_examples=40, deadline=None)
@given(
    count=st.integers(2, 4),
    place=st.sampled_from(["Wendlebury", "Ashcombe", "Tilsworth"]),
    thing=st.sampled_from([("scarecrow", "scarecrows"), ("stall", "stalls")]),
)
def test_a_count_of_the_cards_thing_is_its_measure(
    count: int, place: str, thing: tuple[str, str]
) -> None:
    one, many = thing
    card = f"There are {number_words(20 * count)} {many} on this year's {place} trail."
    story = (
        f"Walked the {place} {one} trail with the twins: {number_words(count)} score of them, "
        "and the organisers had to stop taking entries once the map was full."
    )
    assert relate(story, card, 0.7, 14).kind in RESTATED, story
    # A house number counts nothing: "2 Quarry Lane".
    assert (
        relate(
            "2 Quarry Lane tenancy deposit is registered with mydeposits",
            "deposit for 2 Quarry Lane is protected with the DPS",
            0.71,
            180,
        ).kind
        not in RESTATED
    )


def test_a_capital_or_a_possessive_tells_no_change() -> None:
    assert not read("The Skelgill Pike Fell Race is 9 miles long.").cue
    assert not read("Rose runs the stall.").cue
    assert read("Prices fell to £3.").cue
    assert not read("Kenwyn filled the last bottle from Saturday's run at Haddeley.").cue
    assert read("From Saturday the shop opens at 9.").cue


_SUPPLIERS = [
    ("Harries Agricultural", "Lampeter"),
    ("Morgan Feeds", "Tregaron"),
    ("Bowen & Co", "Cardigan"),
]
_NEW = [("Tivyside Farm Supplies", "Newcastle Emlyn"), ("Teifi Traders", "Llandysul")]


@settings(max_examples=60, deadline=None)
@given(
    old=st.sampled_from(_SUPPLIERS),
    new=st.sampled_from(_NEW),
    things=st.sampled_from(["combs and cutters", "fencing wire", "ear tags"]),
    shut=st.sampled_from(["shut for good at Easter", "closed in March", "has folded"]),
)
def test_no_card_keeps_what_the_note_says_shut(
    old: tuple[str, str], new: tuple[str, str], things: str, shut: str
) -> None:
    card = (
        f"The Pengarth gang buys its {things} from {old[0]} in {old[1]}, and the gang's "
        "handpieces are serviced every winter by its boss, Elfed Garnett."
    )
    note = (
        f"{old[0]} in {old[1]} {shut}, so the Pengarth gang now gets its {things} from "
        f"{new[0]} in {new[1]}."
    )
    verdict = relate(note, card, 0.7, 80)
    assert verdict.kind == "correction", verdict
    # Never "… from Harries Agricultural in Newcastle Emlyn": a supplier that shut.
    assert verdict.derived is None or old[0] not in verdict.derived, verdict.derived
    kept = carry(note, card, tuple(before for before, _ in verdict.swaps))
    assert old[0] not in kept.rest and "serviced every winter" in kept.rest, kept
    # A place that closed leaves what moved from it derived where the note puts it.
    quiz = relate(
        f"The Fleece has {shut.split()[-1] if shut.startswith('has') else shut.split()[0]}, "
        "so the quiz is at the Plough now.",
        "The quiz is at the Fleece on Tuesdays.",
        0.7,
        60,
    )
    assert quiz.derived == "The quiz is at the Plough on Tuesdays.", quiz


@settings(max_examples=40, deadline=None)
@given(
    farm=st.sampled_from(["Haddeley", "Ostley", "Brackley"]),
    market=st.sampled_from(["Bridgnorth", "Ludlow", "Much Wenlock"]),
    day=st.sampled_from(_DAYS),
)
def test_what_nobody_does_any_more_is_not_left_standing(farm: str, market: str, day: str) -> None:
    card = (
        f"{farm} sells its lavender bags on a stall at {market} market every {day}, and the "
        "bags are sewn by a neighbour from old curtain fabric."
    )
    note = (
        f"Nobody from {farm} stands at {market} market any more; these days the lavender bags "
        "are sold from the farm shop and online."
    )
    verdict = relate(note, card, 0.7, 170)
    assert verdict.derived is None or market not in verdict.derived, verdict.derived
    kept = carry(note, card, tuple(before for before, _ in verdict.swaps))
    # Not "… sells its lavender bags on a stall at Bridgnorth market.": the stall is over.
    assert market not in kept.rest and "curtain fabric" in kept.rest, kept


@settings(max_examples=40, deadline=None)
@given(
    days=st.lists(st.sampled_from(_DAYS), min_size=2, max_size=2, unique=True),
    since=st.sampled_from(["July", "the spring", "Easter"]),
)
def test_a_value_said_only_in_why_is_no_restatement(days: list[str], since: str) -> None:
    was, now = days
    card = f"Haddeley's distillery tours run on {was}s."
    note = (
        f"Since {since}, Haddeley's distillery tours have run on {now}s, because the cutting "
        f"crew needs the barn on {was}s."
    )
    verdict = relate(note, card, 0.8, 98)
    assert verdict.kind == "correction", verdict
    # The card's own value, "as before", is the card said again.
    again = f"Haddeley's distillery tours run on {was}s, as before."
    assert relate(again, card, 0.9, 98).kind in RESTATED
    # "has been open since March" is when it began, no change told.
    assert not read(f"The shop has been open since {since}.").cue


@settings(max_examples=40, deadline=None)
@given(years=st.lists(st.integers(2, 6), min_size=2, max_size=2, unique=True))
def test_a_one_word_name_and_its_verb_open_the_statement(years: list[int]) -> None:
    said = [
        f"Brackenholt seasons its stave oak outdoors for {number_words(y)} years before it is used."
        for y in years
    ]
    assert relate(said[1], said[0], 0.95, 3).kind == "contradiction"


@settings(max_examples=40, deadline=None)
@given(
    landmark=st.sampled_from(["the Black Bull", "the Old Forge", "St Bega's Church"]),
    where=st.sampled_from(["behind", "opposite", "next to"]),
    month=st.sampled_from(["June", "May", "September"]),
)
def test_where_the_old_place_was_goes_with_it(landmark: str, where: str, month: str) -> None:
    card = (
        f"The fell race starts from the cricket field {where} {landmark}, and the kit check is "
        "in the village reading room."
    )
    note = (
        "As of this year the fell race starts not from the cricket field but from the school "
        "playing field."
    )
    kept = carry(note, card, ("from the cricket field",))
    assert kept.lost == () and "reading room" in kept.rest, kept
    # What the card said of the race itself is a detail still: lost if it closed.
    dated = card.replace(f"{where} {landmark}", f"every {month}")
    assert carry(note, dated, ("from the cricket field",)).lost, dated
