"""Notes told aloud or as they happened (Said, sixtieth part, set 84's kinds): a voice
message's fillers ("um, so, the, uh, the big rig") are no words of it; "isn't kept at
Trelask any more" rejects the place; a reported question ("A coach party asked why …",
"A customer rang Loveday to ask why …") names who asked, not what it is about; a price said
without its currency ("took its 42.50", "eighteen fifty") is the card's price; a list of
days put for the card's whole list leaves none of it behind. Generated cases: the kind, not
the set's sentences."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from bowerbird.services.compare import carry
from bowerbird.services.judge import relate
from bowerbird.services.judge.restated import _price_unsaid
from bowerbird.services.judge.voice import unfilled
from bowerbird.services.statement import read

from .test_judge_rates_said_in_words import number_words

_FILLERS = ["um,", "uh,", "erm,", "er,"]


@settings(max_examples=60, deadline=None)
@given(
    fillers=st.lists(st.sampled_from(_FILLERS), min_size=2, max_size=3),
    rig=st.sampled_from(["Comacchio", "Soilmec", "Beretta"]),
    places=st.lists(
        st.sampled_from(["Trelask", "Carnbrea", "Penhale", "Treviskey"]),
        min_size=2,
        max_size=2,
        unique=True,
    ),
)
def test_a_voice_message_moving_a_thing_away_from_the_cards_place(
    fillers: list[str], rig: str, places: list[str]
) -> None:
    was, now = places
    card = (
        f"Chynoweth Drilling keeps its big rig, the {rig}, at the yard in {was}; water "
        f"samples from new boreholes go to Ruthern Analytical for testing."
    )
    a, b, *_ = fillers + fillers
    note = (
        f"Voice message from Kit Rowse: {a} so, the, {b} the big Chynoweth rig, the {rig}, "
        f"isn't kept at {was} any more, we've, {a} brought it over to the {now} depot, "
        f"because the lane's too narrow for the new low-loader. Cheers."
    )
    assert " uh," not in unfilled(note) and "the big Chynoweth" in unfilled(note)
    verdict = relate(note, card, 0.6, 40)
    assert verdict.kind == "correction", (note, verdict)
    # The place it left is what is replaced; the lab in the card's other clause stays.
    assert [old for old, _ in verdict.swaps] == [was], verdict
    # A name that reads like a filler is a name.
    assert unfilled("The Erm Valley road floods.") == "The Erm Valley road floods."


@settings(max_examples=40, deadline=None)
@given(
    asker=st.sampled_from(["A coach party", "A customer", "Somebody from the paper"]),
    minutes=st.sampled_from([(150, "two and a half hours"), (90, "an hour and a half")]),
)
def test_who_asked_is_not_what_it_is_about(asker: str, minutes: tuple[int, str]) -> None:
    count, said = minutes
    card = f"The guided heritage walk from Kelsham Tourist Information Centre lasts {said}."
    story = (
        f"{asker} asked why the Kelsham heritage walk takes {count} minutes - the guide stops "
        f"at all nine blue plaques on the way round."
    )
    assert relate(story, card, 0.7, 30).kind == "more", story
    rang = f"{asker} rang Loveday to ask why the walk takes {count} minutes."
    assert not read(rang).subject - {"walk", "take"}


@settings(max_examples=60, deadline=None)
@given(pounds=st.integers(12, 99), pence=st.sampled_from([10, 25, 50, 75, 95]))
def test_a_price_said_without_its_currency(pounds: int, pence: int) -> None:
    amount = f"{pounds + pence / 100:g}"
    card = frozenset({("money:gbp", amount)})
    taken = read(f"the gym took its {pounds}.{pence:02d}")
    written = frozenset({("identifier", f"{pounds}.{pence:02d}")})
    assert _price_unsaid(written, card, taken) == card
    spoken = frozenset({("number", str(pounds)), ("number", str(pence))})
    assert _price_unsaid(spoken, card, read(f"{pounds} {pence}")) == card
    # Another amount, or a price already in its currency, is left as it is.
    other = frozenset({("identifier", f"{pounds + 1}.{pence:02d}")})
    assert _price_unsaid(other, card, read(f"took {pounds + 1}.{pence:02d}")) == other
    # Told in words, as a customer says it: "eighteen fifty comes out of her account".
    note = f"why {number_words(pounds)} {number_words(pence)} comes out of her account"
    told = {(m.kind, m.norm) for m in read(note).values}
    assert _price_unsaid(frozenset(told), card, read(note)) == card
    # One number is not both the pounds and the pence: "twenty" alone is no £20.20.
    once = read(f"why {number_words(pounds)} comes out of her account")
    alone = frozenset(m.key for m in once.values)
    doubled = frozenset({("money:gbp", f"{pounds + pounds / 100:g}")})
    assert _price_unsaid(alone, doubled, once) == alone


_DAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"]


@settings(max_examples=60, deadline=None)
@given(days=st.lists(st.sampled_from(_DAYS), min_size=4, max_size=4, unique=True))
def test_a_list_of_days_put_for_the_cards_whole_list(days: list[str]) -> None:
    a, b, c, d = days
    card = f"Junior training at Wharfside ABC is on {a} and {b} evenings."
    note = (
        f"From the new term, Wharfside ABC's juniors train on {c} and {d} evenings, because "
        f"the hall is let to a slimming club on the other nights."
    )
    assert carry(note, card, (a,)).lost == ()
