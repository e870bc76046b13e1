"""Changes told in a chat, an email reply or a question, and measures said as people say
them (Said, sixty-first part, sets 85 and 86): "[10:03] Katja: nope, bumped it to 2.41" is a
"no" to the question on the line before; "> Is it still Thursdays?\\nNo - Fridays since
May, the school has the field on Thursdays now" answers Fridays, its Thursdays the reason;
"Did you know the bike wash is down by the café now?" tells what it asks; "moved it to stop
the queue" says why, not where; "a tenner", "five grand", "a ton" (for a price), "half-pint"
and "ten fluid ounces", "6 trams/night" are the amounts they are. A remainder never leaves a
verb without the amount it needs ("The pool costs on Tuesday evenings"). Generated cases:
the kind, not the sets' sentences."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from bowerbird.services.judge import RESTATED, relate
from bowerbird.services.mentions import Mention, mentions
from bowerbird.services.remainder import without_value
from bowerbird.services.statement import MOVED_TO, card_parts, read

from .test_judge_rates_said_in_words import number_words

_DAYS = ["Mondays", "Tuesdays", "Wednesdays", "Thursdays", "Fridays"]
_PEOPLE = ["Katja", "Obinna", "Mirabel", "Keeley"]


def _keys(text: str) -> set[tuple[str, str]]:
    return {m.key for m in mentions(text)}


@settings(max_examples=50, deadline=None)
@given(
    asker=st.sampled_from(_PEOPLE),
    answerer=st.sampled_from(_PEOPLE),
    minor=st.integers(61, 79),  # (never a clock's minutes: "2.30 on Friday" may be a time)
    stamp=st.booleans(),
)
def test_a_chat_answer_no_rejects_what_was_asked(
    asker: str, answerer: str, minor: int, stamp: bool
) -> None:
    was, now = f"2.{minor}", f"2.{minor + 20}"
    assert not any(m.kind == "time" for m in read(f"[10:03] {asker}: hi").values)
    at = "[10:03] " if stamp else ""
    note = (
        f"{at}{asker}: is iOS still pinned to mapcore {was}?\n"
        f"{at}{answerer}: nope, bumped it to {now} on Friday - {was} leaked memory"
    )
    card = f"Waymarker's iOS app is pinned to mapcore {was}, and its crash reports go to #ios."
    assert any(getattr(r, "raw", "") == was for r in read(note).rejected), note
    verdict = relate(note, card, 0.7, 7)
    assert verdict.kind == "correction", verdict
    # Asked and answered "yes" rejects nothing.
    agreed = note.replace("nope, bumped it to", "yep, and we won't move off it before")
    assert relate(agreed, card, 0.7, 7).kind != "correction"


@settings(max_examples=50, deadline=None)
@given(days=st.lists(st.sampled_from(_DAYS), min_size=2, max_size=2, unique=True))
def test_an_email_reply_answers_in_its_first_phrase(days: list[str]) -> None:
    was, now = days
    card = f"The orchard's volunteer work mornings are on {was}, and the key hangs in the porch."
    note = (
        f"Re: volunteering at the orchard\n> Is it still {was} for the work mornings?\n"
        f"No - {now} since May, the school has the field on {was} now. Key's in the same place."
    )
    rejected = [r for r in read(note).rejected if isinstance(r, Mention)]
    assert [r.norm for r in rejected] == [was[:-1].lower()]
    verdict = relate(note, card, 0.7, 7)
    assert verdict.kind == "correction", verdict
    # Answered with the asked day in its first phrase, nothing is rejected.
    kept = note.replace(f"No - {now} since May", f"No change - still {was}")
    assert not read(kept).rejected


@settings(max_examples=30, deadline=None)
@given(place=st.sampled_from(["the café", "the cycle hub", "the top car park"]))
def test_did_you_know_tells_what_it_asks(place: str) -> None:
    card = "Corrymore's bike wash is behind the visitor centre."
    note = f"Did you know the Corrymore bike wash is down by {place} now?"
    assert relate(note, card, 0.7, 7).kind not in RESTATED
    said = note.removeprefix("Did you know ").rstrip("?") + "."
    assert relate(said, card, 0.7, 7).kind == relate(note, card, 0.7, 7).kind


@settings(max_examples=40, deadline=None)
@given(why=st.sampled_from(["stop the queue", "make room", "free up the yard", "keep it dry"]))
def test_moved_to_do_something_names_no_place(why: str) -> None:
    assert MOVED_TO.search(f"They moved it last week to {why} blocking the car park.") is None
    found = MOVED_TO.search("They moved it to the old stable block because of the rain.")
    assert found is not None and found["new"] == "the old stable block"


@settings(max_examples=60, deadline=None)
@given(count=st.integers(1, 9))
def test_pounds_said_in_slang(count: int) -> None:
    said = number_words(count)
    assert ("money:gbp", str(10 * count)) in _keys(f"Juniors pay {said} tenners.")
    assert ("money:gbp", str(1000 * count)) in _keys(f"It cost {said} grand to fix.")
    assert ("money:gbp", "10") in _keys("Juniors still a tenner.")
    assert ("money:gbp", "100") in _keys("emergency callout: a ton + parts")
    assert not any(k.startswith("money") for k, _ in _keys("They moved a ton of gravel."))


@settings(max_examples=40, deadline=None)
@given(bowls=st.sampled_from(["soup bowls", "mugs", "jugs"]))
def test_a_half_pint_is_ten_fluid_ounces_and_284_ml(bowls: str) -> None:
    card = f"At St Petroc's the soup is served in half-pint {bowls}."
    jotted = f"st petroc's {bowls} - 284 ml"
    story = (
        f"A new volunteer asked why the {bowls} at St Petroc's look so small: they hold ten "
        f"fluid ounces, because most patients can't manage more."
    )
    assert relate(jotted, card, 0.8, 7).kind in RESTATED
    assert relate(story, card, 0.6, 14).kind in RESTATED
    # The "can't" is why, not what the story says of the bowls.
    assert relate(story, jotted, 0.6, 7).kind != "contradiction"
    assert relate(story.replace("ten fluid", "twenty fluid"), card, 0.6, 14).kind not in RESTATED


@settings(max_examples=40, deadline=None)
@given(count=st.integers(2, 12), per=st.sampled_from(["night", "day", "week"]))
def test_things_counted_per_period(count: int, per: str) -> None:
    keys = _keys(f"irlam rd wash: {count} trams/{per}")
    assert ("number", str(count)) in keys
    assert any(k == "every:duration" for k, _ in keys)


def test_an_amount_verb_keeps_its_amount() -> None:
    assert without_value("The pool costs £5 on Tuesday evenings", ["£5"]) is None
    assert without_value("The hall charges £40 for weddings on Saturdays", ["£40"]) is None
    # A time cut from where a bus leaves still leaves a clause of its own.
    assert without_value("The bus leaves at 7:40 from the depot", ["7:40"]) == (
        "The bus leaves from the depot."
    )


@settings(max_examples=40, deadline=None)
@given(
    thing=st.sampled_from(["trail board", "notice board", "key to the tool shed"]),
    where=st.sampled_from(["at the car park", "by the gate", ""]),
)
def test_a_clause_of_its_own_after_and_the(thing: str, where: str) -> None:
    spot = f" {where}" if where else ""
    if thing.startswith("key"):
        card = f"Work mornings are on Thursdays, and the {thing} hangs in the porch."
    else:
        card = f"The bike wash is behind the café, and the {thing}{spot} shows the day's closures."
    assert len(card_parts(card, dashes=True)) == 2, card_parts(card, dashes=True)
    # A list of things is no clause of its own.
    assert len(card_parts("We sell apples, pears, and the fresh plums in season.")) == 1
