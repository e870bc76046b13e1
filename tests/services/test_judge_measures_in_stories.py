"""Measures said as people say them, and stories that say a card again around them (Said,
sixty-second part, set 86's paraphrases): "2048 MB" is how a setting writes 2 GB; "four in
five" is 80% (but "scored 3 in 4 games" counts goals); "a hundred-and-twenty-five-watt
bulb" is 125 W; "ouch" states nothing; a reason that runs to a colon ("…emailed support
because the app wouldn't download the pack: her cache was full at …"), or an aside after a
dash ("- steep, but that's runs you don't have to pedal up"), turns nothing the story says;
"Lowmoor's Robinson trap" is the Lowmoor Moth Group's; "every night" is said by "a night".
Generated cases: the kind, not the set's sentences."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from bowerbird.services.compare import carry
from bowerbird.services.judge import RESTATED, relate
from bowerbird.services.mentions import mentions

from .test_judge_rates_said_in_words import number_words

_APPS = ["Waymarker", "Trailhound", "Fellstep"]
_AREAS = ["Cairngorms", "Snowdonia", "Lake District"]


def _keys(text: str) -> set[tuple[str, str]]:
    return {m.key for m in mentions(text)}


@settings(max_examples=30, deadline=None)
@given(gb=st.integers(1, 16))
def test_binary_megabytes_are_the_gigabytes_a_setting_means(gb: int) -> None:
    assert _keys(f"cache limit = {gb * 1024} MB") == _keys(f"caps the cache at {gb} GB")
    # A size that is no whole step up stays as written.
    assert _keys(f"a {gb * 1000 + 7} MB file") != _keys(f"a {gb} GB file")


@settings(max_examples=30, deadline=None)
@given(share=st.sampled_from([(1, 2), (3, 4), (4, 5), (9, 10), (1, 5), (7, 10)]))
def test_a_share_of_a_few_is_a_percent(share: tuple[int, int]) -> None:
    top, whole = share
    percent = str(top * 100 // whole)
    said = f"{number_words(top).capitalize()} in {number_words(whole)} of our guests come."
    assert ("percent", percent) in _keys(said)
    assert ("percent", percent) in _keys(f"{top} out of {whole} guests come.")
    # Goals in games are no share; nor is a third a whole percent.
    assert not any(k == "percent" for k, _ in _keys(f"She scored {top} in {whole} games."))
    assert not any(k == "percent" for k, _ in _keys("One in three guests come by bus."))


@settings(max_examples=30, deadline=None)
@given(tens=st.sampled_from([20, 30, 40, 50, 60, 70, 80, 90]), ones=st.integers(1, 9))
def test_a_hyphened_hundred_and_number_is_read_whole(tens: int, ones: int) -> None:
    watts = 100 + tens + ones
    said = number_words(tens + ones)
    text = f"Crispin bought another hundred-and-{said}-watt bulb."
    assert ("power", str(watts)) in _keys(text)


@settings(max_examples=20, deadline=None)
@given(app=st.sampled_from(_APPS), area=st.sampled_from(_AREAS), gb=st.integers(2, 9))
def test_a_support_story_with_its_reason_before_a_colon_says_the_card_again(
    app: str, area: str, gb: int
) -> None:
    card = f"The {app} app caps its offline map cache at {gb} GB per phone."
    story = (
        f"A walker emailed {app} support because the app wouldn't download the {area} pack: "
        f"her offline cache was already full at {number_words(gb)} gigabytes, which is the cap "
        f"on every phone."
    )
    assert relate(story, card, 0.75, 30).kind in RESTATED
    other = story.replace(f"{number_words(gb)} gigabytes", f"{number_words(gb + 1)} gigabytes")
    assert relate(other, card, 0.75, 30).kind not in RESTATED


@settings(max_examples=20, deadline=None)
@given(place=st.sampled_from(["Corrymore", "Glenbrack", "Aldwick"]), runs=st.integers(3, 9))
def test_an_aside_after_a_dash_turns_nothing_the_story_says(place: str, runs: int) -> None:
    card = f"A full day on the {place} uplift bus costs £100."
    story = (
        f"Paid a hundred quid for a day of uplifts at {place} on Saturday - steep, but that's "
        f"{number_words(runs)} runs you don't have to pedal up."
    )
    assert relate(story, card, 0.58, 10).kind in RESTATED
    # A jotting's "ouch" states nothing more.
    assert relate(f"{place.lower()} uplift day pass - a ton. ouch", card, 0.6, 5).kind in (RESTATED)
    # A rejection after a dash is the statement itself, never an aside.
    tank = (
        f"User's {40 + runs * 10}-litre planted tank: heater at 24°C, 25% water change every "
        f"Saturday, and the shoal is neon tetras."
    )
    note = (
        "User says the shop mislabelled them - turns out the shoal are cardinal tetras, not neons."
    )
    assert relate(note, tank, 0.6, 10).kind == "correction"


@settings(max_examples=20, deadline=None)
@given(
    group=st.sampled_from(["Lowmoor", "Hebden", "Thrushcross"]),
    who=st.sampled_from(["Crispin", "Maud"]),
)
def test_a_story_about_the_groups_own_thing_says_the_card_again(group: str, who: str) -> None:
    card = f"The {group} Moth Group runs its Robinson trap with a 125-watt mercury-vapour bulb."
    story = (
        f"The bulb in {group}'s Robinson trap blew on Friday; {who} bought another "
        f"hundred-and-twenty-five-watt mercury-vapour one so the counts stay comparable."
    )
    assert relate(story, card, 0.6, 30).kind in RESTATED
    # Another trap of the group's ("Skinner trap") is another thing.
    other = story.replace("Robinson", "Skinner")
    assert relate(other, card, 0.6, 30).kind not in RESTATED


@settings(max_examples=20, deadline=None)
@given(kilos=st.integers(12, 24), more=st.integers(2, 8))
def test_a_rhythm_said_otherwise_is_no_detail_lost(kilos: int, more: int) -> None:
    card = (
        f"Each Medlock tram gets {number_words(kilos)} kilos of sand every night at Irlam Road; "
        f"the sand comes in bags from Sandfords."
    )
    note = (
        f"Since the new cars arrived, every tram at Irlam Road gets {kilos + more} kg of sand a "
        f"night."
    )
    verdict = relate(note, card, 0.7, 100)
    assert verdict.kind == "correction"
    carried = carry(note, card, tuple(was for was, _ in verdict.swaps))
    assert carried.lost == ()  # "every night" is the note's "a night"
    assert carried.rest == "The sand comes in bags from Sandfords."


@settings(max_examples=20, deadline=None)
@given(
    amount=st.sampled_from(["14 kg", "two bags", "a dozen", "3 litres"]),
    stuff=st.sampled_from(["sand", "grit", "feed", "oil"]),
)
def test_a_quantity_of_something_never_leaves_its_clause_without_it(
    amount: str, stuff: str
) -> None:
    card = (
        f"Each tram has its hoppers topped up with {amount} of {stuff} every night at the "
        f"depot; the {stuff} comes from Sandfords."
    )
    carried = carry("Every tram gets more now.", card, (amount,))
    # The clause goes with its value (never "…topped up sand every night"), and what else
    # it said counts as lost, so the card is not closed on it.
    assert f"topped up {stuff}" not in carried.rest
    assert f"topped up with {stuff}" not in carried.rest


@settings(max_examples=20, deadline=None)
@given(
    day=st.integers(1, 28),
    month=st.sampled_from(["May", "March"]),
    towns=st.sampled_from([("Newquay", "Exeter"), ("Bristol", "Cardiff")]),
)
def test_a_remainder_may_end_on_its_date_whatever_verb_the_month_is(
    day: int, month: str, towns: tuple[str, str]
) -> None:
    was, now = towns
    card = (
        f"Eulalie flies to Trieste on {day} {month} from {was}, and she has asked for an aisle "
        f"seat."
    )
    note = f"Eulalie's Trieste flight leaves from {now} now - the airline dropped the route."
    carried = carry(note, card, (was,))
    # The date the card gave stays live as written; only the old airport goes.
    assert carried.rest == (
        f"Eulalie flies to Trieste on {day} {month}. She has asked for an aisle seat."
    )
