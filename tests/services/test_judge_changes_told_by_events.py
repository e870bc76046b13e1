"""Changes told by the event that brought them (Said, sixty-second part, set 85's
corrections): a name said only in what brought the change about ("Since the new Flexity
cars arrived, every tram … gets 25 kg …") is not what the note is about; "since the house
move" tells what holds since a change; "has hung up her lollipop" is someone retiring,
whatever the tool of their trade, and "… is Gordon Pyper's now" names Gordon Pyper, not
his "'s now". Generated cases: the kind, not the set's sentences."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from bowerbird.services.judge import relate
from bowerbird.services.statement import read

from .test_judge_rates_said_in_words import number_words

_FLEETS = ["Medlock", "Irwell", "Tame", "Goyt"]
_MAKES = ["Flexity", "Citadis", "Avenio", "Urbos"]
_DEPOTS = ["Irlam Road", "Trafford Bar", "Queens Road"]


@settings(max_examples=15, deadline=None)
@given(
    fleet=st.sampled_from(_FLEETS),
    make=st.sampled_from(_MAKES),
    depot=st.sampled_from(_DEPOTS),
    kilos=st.integers(12, 30),
    more=st.integers(2, 9),
)
def test_a_name_only_in_what_brought_the_change_is_not_its_subject(
    fleet: str, make: str, depot: str, kilos: int, more: int
) -> None:
    card = (
        f"Each {fleet} tram has its sand hoppers topped up with {number_words(kilos)} kilos of "
        f"sand every night at {depot}; the sand comes in bags from Sandfords."
    )
    note = (
        f"Since the new {make} cars arrived, every tram at {depot} gets {kilos + more} kg of "
        f"sand a night - their hoppers are bigger."
    )
    verdict = relate(note, card, 0.7, 110)
    assert verdict.kind == "correction" and verdict.derived is None
    # A name the note's statement itself says is another thing's: "every {make} tram" is
    # not the card's trams.
    own = f"Every {make} tram at Queensway gets {kilos + more} kg of sand a night."
    assert relate(own, card, 0.7, 110).kind != "correction"


@settings(max_examples=15, deadline=None)
@given(
    event=st.sampled_from(["the house move", "the practice merger", "the surgery's refit"]),
    told=st.sampled_from(["we moved", "she moved house", "they switched over"]),
)
def test_since_a_named_change_is_a_cue(event: str, told: str) -> None:
    assert read(f"Otty is registered at Northam Health Centre since {event}.").cue
    assert read(f"Otty has gone to the Northam pharmacy since {told}.").cue
    # A reason or a date is no change named: "since 2019", "since she likes it".
    assert not read("Otty has been registered at Northam Health Centre since 2019.").cue
    assert not read("Otty goes to Northam Health Centre, since she likes the nurses.").cue


@settings(max_examples=15, deadline=None)
@given(
    tool=st.sampled_from(["lollipop", "clipboard", "paintbrushes", "stopwatch", "tea towel"]),
    years=st.integers(3, 30),
    who=st.sampled_from([("Aubrey Bostock", "Gordon Pyper"), ("Mair Lloyd", "Ifor Rees")]),
)
def test_someone_who_hung_up_their_tools_left_and_the_new_holder_is_named_whole(
    tool: str, years: int, who: tuple[str, str]
) -> None:
    was, now = who
    card = (
        f"The Hawthwaite Primary crossing patrol, which works the zebra outside the library on "
        f"Wharram Road, is covered by {was}."
    )
    note = (
        f"{was} has hung up her {tool} after {number_words(years)} years - Hawthwaite's "
        f"crossing is {now}'s now."
    )
    verdict = relate(note, card, 0.6, 90)
    assert verdict.kind == "correction"
    assert verdict.swaps == ((was, now),)
    # Her coat hung up in the hall says nothing of who covers the crossing.
    coat = f"{was} hung up her coat in the hall at the school."
    assert not read(coat).cue
