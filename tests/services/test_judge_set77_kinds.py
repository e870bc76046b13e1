"""Kinds held-out set 77 found (Said, fifty-fourth part). Generated cases: the kind, not the
suite's sentences.

- "a harp from <firm> is £40 a month to hire" says where a thing comes from: no change
  "from <firm> is £40 a month to <hire>"; the note is a new price, a correction.
- A terse note that puts the card's thing somewhere else ("<firm>'s van - <town> pitch is the
  village hall now, not the post office") is about the card's thing: a word for where
  ("pitch") adds no other thing.
- A doing told as a noun ("These days Ignatius does his swimming at …") is the card's verb
  ("Ignatius swims at …"): its place told anew.
- "<new>, who used to run …, has taken over from <old> as …": a takeover, a relative clause
  between.
- "<A> does the saddle fitting at <place>" / "<B> does …": two holders of one job, a
  contradiction.
- A question answered "not since …" rejects the name asked after "still", and what replaces
  it is the name placed as the card placed it ("orders from <new>"), never the one who orders.
- "closed on Mondays" / "opens on Mondays as well" with a cue: the opposite, a correction.
- "at half past eight, not before" is a bound: no rejection, no negation — a paraphrase of
  "at 8:30 pm" closes nothing.
"""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from bowerbird.services.judge import relate

_FIRMS = ["Carnsew Harps", "Penhale Lutes", "Trewin Pianos", "Bosanko Cellos"]
_THINGS = ["lever harp", "student cello", "practice piano", "travel lute"]


@settings(max_examples=40, deadline=None)
@given(
    firm=st.sampled_from(_FIRMS),
    thing=st.sampled_from(_THINGS),
    old=st.integers(20, 60),
    rise=st.integers(1, 15),
    month=st.sampled_from(["October", "March", "June"]),
)
def test_a_thing_from_a_firm_at_a_new_price_is_a_correction(
    firm: str, thing: str, old: int, rise: int, month: str
) -> None:
    card = f"{firm} hires out {thing}s for £{old} a month, and the hire counts towards buying."
    note = (
        f"Hire prices went up this year: as of 1 {month} a {thing} from {firm} is "
        f"£{old + rise} a month to hire."
    )
    verdict = relate(note, card)
    assert verdict.kind == "correction", (card, note, verdict)


_PLACES = [("post office", "village hall"), ("church", "car park"), ("square", "old school")]


@settings(max_examples=40, deadline=None)
@given(
    who=st.sampled_from(["Trebilcock", "Pascoe", "Jago", "Nance"]),
    town=st.sampled_from(["St Keverne", "Mullion", "Porthleven"]),
    places=st.sampled_from(_PLACES),
    word=st.sampled_from(["pitch", "spot", "stop"]),
    kind=st.sampled_from(["fish", "ice-cream", "coffee"]),
)
def test_a_terse_move_with_a_word_for_where_is_a_correction(
    who: str, town: str, places: tuple[str, str], word: str, kind: str
) -> None:
    old, new = places
    card = (
        f"On Saturdays {who}'s {kind} van parks outside the {old} in {town}, and "
        f"Loveday {who} takes card payments at the hatch."
    )
    note = f"{who.lower()}'s van - {town.lower()} {word} is the {new} now, not the {old}"
    verdict = relate(note, card)
    assert verdict.kind == "correction", (card, note, verdict)
    assert verdict.derived is None or new in verdict.derived, verdict


_DOINGS = [("swims", "swimming"), ("runs", "running"), ("walks", "walking"), ("rows", "rowing")]


@settings(max_examples=40, deadline=None)
@given(
    name=st.sampled_from(["Ignatius", "Philippa", "Odhran", "Berenice"]),
    doing=st.sampled_from(_DOINGS),
    old=st.sampled_from(["the Lenton Road baths", "the leisure centre", "the river path"]),
    new=st.sampled_from(["the open-air pool in Wollaton Park", "the canal towpath"]),
    pronoun=st.sampled_from(["his", "her", "their"]),
)
def test_a_doing_told_as_a_noun_is_the_cards_verb(
    name: str, doing: tuple[str, str], old: str, new: str, pronoun: str
) -> None:
    verb, noun = doing
    card = f"{name} {verb} at {old} on weekday mornings."
    note = f"These days {name} does {pronoun} {noun} at {new}."
    assert relate(note, card).kind == "correction", (card, note)
    # The guard: without a cue, no change is told.
    assert relate(f"{name} does {pronoun} {noun} at {new}.", card).kind != "correction"


@settings(max_examples=40, deadline=None)
@given(
    old=st.sampled_from(["Perran Goldsworthy", "Jenifer Tonkin", "Hedley Rowe"]),
    new=st.sampled_from(["Lamorna Hosking", "Wenna Pascoe", "Cadan Trewin"]),
    before=st.sampled_from(["run the school visits", "look after the archive"]),
    role=st.sampled_from(["curator", "manager", "head keeper"]),
)
def test_a_takeover_with_a_relative_clause_between_is_a_change(
    old: str, new: str, before: str, role: str
) -> None:
    card = f"{old} is the {role} at Hestholm Lighthouse Museum, which belongs to a trust."
    note = f"{new}, who used to {before}, has taken over from {old} as {role} at Hestholm."
    verdict = relate(note, card)
    assert verdict.kind == "correction" and verdict.swaps == ((old, new),), verdict


@settings(max_examples=40, deadline=None)
@given(
    a=st.sampled_from(["Romilly Venn", "Tamsin Hoare", "Ewan Cole"]),
    b=st.sampled_from(["Kit Dewhurst", "Bryony Lake", "Idris Penn"]),
    job=st.sampled_from(["saddle fitting", "blocking", "book-keeping", "cleaning"]),
)
def test_two_people_doing_one_job_are_a_contradiction(a: str, b: str, job: str) -> None:
    verdict = relate(f"{b} does the {job} at Brockhurst.", f"{a} does the {job} at Brockhurst.")
    assert verdict.kind == "contradiction", verdict
    # The guard: two holders of one kind of role for two subjects hold both.
    apart = relate(
        f"{b} is the admissions tutor for Physics.", f"{a} is the admissions tutor for Maths."
    )
    assert apart.kind == "distinct", apart
    # Nor do two children's teachers, one clause of each alike.
    kids = relate(
        f"The user's daughter Maya is in Year 4 at Larkfield and her teacher is {b}.",
        f"The user's son Eli is in Year 1 at Larkfield and his teacher is {a}.",
    )
    assert kids.kind == "distinct", kids


@settings(max_examples=40, deadline=None)
@given(
    old=st.sampled_from(["Brigsteer", "Kentmere", "Hawes"]),
    new=st.sampled_from(["Hebblethwaite's", "Dentdale Hides", "Garsdale"]),
    who=st.sampled_from(["Romilly", "Tamsin", "Kit"]),
    since=st.sampled_from(["the spring", "March", "last summer"]),
)
def test_a_question_answered_not_since_names_what_replaces_it(
    old: str, new: str, who: str, since: str
) -> None:
    card = f"Brockhurst Saddlery gets its leather from {old} Tannery, and every saddle is stitched."
    note = (
        f"Q: where does Brockhurst get its leather these days - still {old}? A: Not since "
        f"{since}. {old} stopped tanning bridle leather, so {who} orders from {new} near Sedbergh."
    )
    verdict = relate(note, card)
    assert verdict.kind == "correction", verdict
    # Never a card that says the leather comes from the one who orders it.
    assert not any(who in right for _, right in verdict.swaps), verdict
    assert verdict.derived is None or who not in verdict.derived, verdict


@settings(max_examples=40, deadline=None)
@given(
    shop=st.sampled_from(["The Weighing Room", "Fennel & Co", "The Pantry"]),
    day=st.sampled_from(["Mondays", "Tuesdays", "Sundays"]),
    cue=st.sampled_from(["From this month", "As of June", "These days"]),
)
def test_open_on_a_day_it_was_closed_is_a_correction(shop: str, day: str, cue: str) -> None:
    card = f"{shop} is closed on {day}."
    note = f"{cue} {shop} opens on {day} as well, ten till two."
    assert relate(note, card).kind == "correction", (card, note)


@settings(max_examples=40, deadline=None)
@given(
    name=st.sampled_from(["Ignatius", "Marguerite", "Tobias"]),
    time=st.sampled_from([("8:30 pm", "half past eight at night"), ("9 pm", "nine at night")]),
    bound=st.sampled_from(["not before", "not earlier", "not later"]),
)
def test_not_before_is_a_bound_not_a_correction(
    name: str, time: tuple[str, str], bound: str
) -> None:
    card = f"{name} wants his evening tablet reminder at {time[0]}."
    note = f"Remind {name} about his evening tablets at {time[1]}, {bound}."
    assert relate(note, card).kind not in ("correction", "contradiction"), (card, note)


@settings(max_examples=40, deadline=None)
@given(
    goods=st.sampled_from(["dried goods", "coffee beans", "cleaning refills"]),
    old=st.sampled_from(["Whitethroat Wholefoods", "Nuthatch Supplies", "Linnet & Co"]),
    new=st.sampled_from(["Seedbank Co-op", "Greenhythe Foods", "Marram Wholesale"]),
    when=st.sampled_from(["starting next week", "from Monday", "as of June"]),
)
def test_a_thing_moved_to_another_supplier_is_a_change_from_the_cards(
    goods: str, old: str, new: str, when: str
) -> None:
    """ "…so I've moved the dried goods over to Seedbank Co-op" of "…orders its dried goods
    from Whitethroat Wholefoods": the card's supplier of that thing, replaced — and no card
    is written that the note does not say."""
    card = f"The Weighing Room orders its {goods} from {old}, and customers get 10p off."
    note = f"Their minimum order went up, so I've moved the {goods} over to {new} {when}."
    verdict = relate(note, card)
    assert verdict.kind == "correction" and verdict.swaps == ((old, new),), verdict
    # The guard: a move of another thing says nothing of this card's supplier.
    other = f"Their minimum order went up, so I've moved the bins over to {new} {when}."
    assert relate(other, card).kind != "correction"
