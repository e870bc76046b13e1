"""A correction of one part of a longer card derives the card (services/judge/derive, Said
twentieth part): a tag's version ("v7 -> v17" of "ranker-v7"), a date's day ("the 25th,
not the 18th" of "18 Nov"), a role's holder ("Kofi took over primary from Ines" of "Ines
primary, Dmitri secondary"). The derived card holds nothing neither said, and each part
the note does not touch stays as the card said it. Generated cases: the kind, not the
sentences of a suite.
"""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from bowerbird.services.compare import carry
from bowerbird.services.judge import RESTATED, relate
from bowerbird.services.mentions import mentions
from bowerbird.services.statement import marked_as_correction, read

_TAGS = ["ranker", "embedder", "reranker", "classifier", "router", "scorer"]
_ASIDES = [
    "served from the triton cluster",
    "deployed on the gpu pool",
    "trained on clicklog-24",
    "behind the canary flag",
]
_PEOPLE = ["Ines", "Dmitri", "Kofi", "Priya", "Ruth", "Tomasz", "Aiko", "Lena"]
_MONTHS = ["Jan", "Feb", "Mar", "Apr", "Jun", "Sep", "Oct", "Nov", "Dec"]
_EVENTS = [
    ("EHO inspection", "EHO visit"),
    ("Boiler service", "boiler service"),
    ("Fire safety check", "safety check"),
    ("Parents' evening", "parents' evening"),
]


def _nth(day: int) -> str:
    ends = {1: "st", 2: "nd", 3: "rd", 21: "st", 22: "nd", 23: "rd", 31: "st"}
    return f"{day}{ends.get(day, 'th')}"


@settings(max_examples=40, deadline=None)
@given(
    tag=st.sampled_from(_TAGS),
    versions=st.lists(st.integers(2, 40), min_size=2, max_size=2, unique=True),
    aside=st.sampled_from(_ASIDES),
    owner=st.sampled_from(_PEOPLE),
    arrow=st.sampled_from([" -> ", " → "]),
)
def test_a_tags_new_version_derives_the_card_with_the_tag_kept(
    tag: str, versions: list[int], aside: str, owner: str, arrow: str
) -> None:
    was, now = versions
    card = f"prod {tag} = {tag}-v{was}, {aside}, owner {owner}"
    note = f"prod {tag} v{was}{arrow}v{now} as of today"
    verdict = relate(note, card, 0.6, 120.0)
    assert verdict.kind == "correction", verdict
    assert verdict.derived == card.replace(f"{tag}-v{was}", f"{tag}-v{now}")
    # A version two of the card's tags end in names neither: nothing is composed.
    two = f"prod {tag} = {tag}-v{was}, shadow = canary-v{was}, owner {owner}"
    assert relate(note, two, 0.6, 120.0).derived is None


@settings(max_examples=40, deadline=None)
@given(
    event=st.sampled_from(_EVENTS),
    days=st.lists(st.integers(1, 28), min_size=2, max_size=2, unique=True),
    month=st.sampled_from(_MONTHS),
    who=st.sampled_from(["Mr Brandt", "Ms Okafor", "Dr Lindqvist"]),
)
def test_a_day_of_the_month_corrected_alone_keeps_the_cards_month(
    event: tuple[str, str], days: list[int], month: str, who: str
) -> None:
    was, now = days
    card = f"{event[0]} booked for {was} {month}, inspector is {who}; bring the fridge logs."
    note = f"Actually the {event[1]} is the {_nth(now)} not the {_nth(was)}"
    verdict = relate(note, card, 0.35, 1.0)
    assert verdict.kind == "correction" and verdict.named_old, verdict
    assert verdict.derived == card.replace(f"{was} {month}", f"{now} {month}")
    # A note that names a month of its own is no day alone: its date is said whole, and the
    # card's month is never put beside the note's day.
    other = _MONTHS[(_MONTHS.index(month) + 1) % len(_MONTHS)]
    moved = f"Actually the {event[1]} is {now} {other}, not {was} {month}"
    derived = relate(moved, card, 0.35, 1.0).derived
    assert derived is None or f"{now} {month}" not in derived


@settings(max_examples=40, deadline=None)
@given(
    people=st.lists(st.sampled_from(_PEOPLE), min_size=3, max_size=3, unique=True),
    role=st.sampled_from([("primary", "secondary"), ("lead", "backup")]),
    why=st.sampled_from(["(she's off sick)", "for the week", ""]),
)
def test_who_took_over_a_role_from_whom_derives_the_rota(
    people: list[str], role: tuple[str, str], why: str
) -> None:
    first, second, new = people
    card = f"on-call this wk: {first} {role[0]}, {second} {role[1]}, page via #ml-oncall"
    note = f"{new} took over {role[0]} on-call from {first} {why}".strip()
    verdict = relate(note, card, 0.31, 2.0)
    assert verdict.kind == "correction" and verdict.swaps == ((first, new),), verdict
    assert verdict.derived == card.replace(f"{first} {role[0]}", f"{new} {role[0]}")
    # Taking over the other role swaps nothing the card says of the first holder.
    other = f"{new} took over {role[1]} on-call from {second}"
    derived = relate(other, card, 0.31, 2.0).derived
    assert derived is not None
    assert f"{first} {role[0]}" in derived and f"{new} {role[1]}" in derived


_SUBJECTS = ["maths", "French", "history", "biology", "art", "music"]
_GRADES = ["A*", "A", "B", "C", "D"]


@settings(max_examples=40, deadline=None)
@given(
    child=st.sampled_from(["Mila", "Oskar", "Ruby", "Theo"]),
    subjects=st.lists(st.sampled_from(_SUBJECTS), min_size=2, max_size=2, unique=True),
    grades=st.lists(st.sampled_from(_GRADES), min_size=2, max_size=2, unique=True),
    terms=st.lists(
        st.sampled_from(["autumn", "spring", "summer"]), min_size=2, max_size=2, unique=True
    ),
)
def test_letter_grades_and_terms_are_values_and_a_grade_goes_with_its_subject(
    child: str, subjects: list[str], grades: list[str], terms: list[str]
) -> None:
    def said(term: str, first: str, second: str) -> str:
        art = {g: "an" if g.startswith("A") else "a" for g in _GRADES}
        return (
            f"In the {term} term {child} got {art[first]} {first} in {subjects[0]} "
            f"and {art[second]} {second} in {subjects[1]}."
        )

    one, other = grades
    card = said(terms[0], one, other)
    # One letter another: never the same statement (the note kept only as evidence).
    assert relate(said(terms[0], one, one), card, 0.97, 1.0).kind not in RESTATED
    # Another term: another report, never a restatement.
    assert relate(said(terms[1], one, other), card, 0.96, 90.0).kind not in RESTATED
    # The same letters, each said of the other subject: no restatement either.
    assert relate(said(terms[0], other, one), card, 0.99, 1.0).kind not in RESTATED
    # The same report in other words stays one statement.
    art = "an" if one.startswith("A") else "a"
    reworded = f"{child} got {art} {one} in {subjects[0]} in the {terms[0]} term, and a"
    reworded += f"{'n' if other.startswith('A') else ''} {other} in {subjects[1]}."
    assert relate(reworded, card, 0.97, 1.0).kind in RESTATED


@settings(max_examples=40, deadline=None)
@given(
    people=st.lists(st.sampled_from(_PEOPLE), min_size=2, max_size=2, unique=True),
    values=st.lists(st.integers(18, 70), min_size=2, max_size=2, unique=True),
    frame=st.sampled_from(
        [
            ("{p} is {v}", ""),
            ("{p}'s thermostat is set to {v} °C", ""),
            ("{p} sits at desk {v}", ""),
        ]
    ),
)
def test_the_same_values_told_of_each_other_are_no_restatement(
    people: list[str], values: list[int], frame: tuple[str, str]
) -> None:
    a, b = people
    x, y = values
    card = f"{frame[0].format(p=a, v=x)} and {frame[0].format(p=b, v=y)}."
    swapped = f"{frame[0].format(p=a, v=y)} and {frame[0].format(p=b, v=x)}."
    told_again = f"{frame[0].format(p=b, v=y)}, and {frame[0].format(p=a, v=x)}."
    assert relate(swapped, card, 0.99, 3.0).kind not in RESTATED
    assert relate(told_again, card, 0.99, 3.0).kind in RESTATED


_MONTH_NAMES = ["January", "March", "May", "July", "September"]


@settings(max_examples=40, deadline=None)
@given(day=st.integers(1, 9), month=st.sampled_from(range(5)), other=st.integers(13, 28))
def test_a_date_written_with_leading_zeros_is_a_date(day: int, month: int, other: int) -> None:
    number = [1, 3, 5, 7, 9][month]
    name = _MONTH_NAMES[month]
    card = f"The herd's annual TB test at Hollins Farm is booked for {day} {name}."
    # A form's "03/03" or "07/05" (a leading zero: no fraction is written so) is a date, in
    # whichever order its day and month are written.
    padded = f"{day:02d}/{number:02d}"
    note = f"hollins farm - herd TB test {padded}, annual"
    assert [m.kind for m in mentions(padded)] == ["date"]
    assert relate(note, card, 0.9, 14.0).kind in RESTATED
    # Another day is another date, and a fraction stays no date ("3/4 cup").
    assert (
        relate(f"hollins farm - herd TB test {other:02d}/{number:02d}", card, 0.9, 14.0).kind
        not in RESTATED
    )
    fraction = f"add {1 + day % 3}/{4 + day % 3} cup of flour"
    assert not [m for m in mentions(fraction) if m.kind == "date"]


@settings(max_examples=40, deadline=None)
@given(
    titles=st.lists(st.sampled_from(["Mr", "Ms", "Mrs", "Dr"]), min_size=2, max_size=2),
    people=st.lists(
        st.sampled_from(["Okafor", "Lindqvist", "Brandt", "Haddad"]),
        min_size=2,
        max_size=2,
        unique=True,
    ),
    club=st.sampled_from(["chess club", "debating society", "coding club"]),
    when=st.sampled_from(["Thursday lunchtimes", "Monday evenings"]),
)
def test_who_took_over_from_a_titled_holder_derives_the_card(
    titles: list[str], people: list[str], club: str, when: str
) -> None:
    was, now = f"{titles[0]} {people[0]}", f"{titles[1]} {people[1]}"
    card = f"{was} runs the Ashcombe School {club} on {when} in room H3."
    note = f"{now} took over the Ashcombe {club} from {was} after October half-term."
    verdict = relate(note, card, 0.61, 50.0)
    assert verdict.kind == "correction" and verdict.named_old, verdict
    assert verdict.derived == card.replace(was, now)


@settings(max_examples=40, deadline=None)
@given(
    amounts=st.lists(st.integers(20, 60), min_size=2, max_size=2, unique=True),
    qualifier=st.sampled_from(["practical", "annual", "departmental"]),
    holder=st.sampled_from(["Mrs Whitfield", "Mr Adeyemi"]),
)
def test_a_word_that_only_names_the_changed_slot_is_no_detail_lost(
    amounts: list[int], qualifier: str, holder: str
) -> None:
    was, now = (f"£{a},{'800' if a % 2 else '200'}" for a in amounts)
    card = (
        f"Science dept (Ashcombe): {qualifier} consumables budget {was} a year; "
        f"held by {holder}; orders go through Timstar."
    )
    note = f"As of 1 September the science consumables budget has changed to {now} a year."
    kept = carry(note, card, (was,))
    assert kept.lost == () and holder in kept.rest and "Timstar" in kept.rest
    # A word beside what the correction does not name stays a detail of its own.
    other = f"Science dept (Ashcombe): consumables budget {was} a year, {qualifier} fund."
    assert carry(note, other, (was,)).lost


@settings(max_examples=40, deadline=None)
@given(
    days=st.lists(
        st.sampled_from(["Mondays", "Tuesdays", "Wednesdays", "Thursdays"]),
        min_size=2,
        max_size=2,
        unique=True,
    ),
    start=st.integers(1, 5),
    room=st.sampled_from(["lab S2", "room H3", "the library"]),
)
def test_a_weekday_with_its_hours_beside_it_is_one_value(
    days: list[str], start: int, room: str
) -> None:
    was, now = days
    card = (
        f"Y11 chemistry revision runs after school on {was}, {start}:15-{start + 1}:15, in {room}."
    )
    note = f"From next term Y11 chemistry revision is on {now} instead of {was}."
    verdict = relate(note, card, 0.78, 70.0)
    assert verdict.derived == card.replace(was, now)


_SMALL_WORDS = ["one", "two", "three", "four", "five", "six", "seven", "eight", "nine"]


@settings(max_examples=40, deadline=None)
@given(
    low=st.integers(1, 5),
    span=st.integers(2, 4),
    form=st.sampled_from(
        [
            "{a}-{b}C",
            "{a}-{b} degrees C",
            "between {a} and {b} °C",
            "between {a} and {b}°C",
            "{a}°C to {b}°C",
            "between {wa} and {wb} degrees",
            "from {a} to {b} °C",
        ]
    ),
)
def test_a_range_is_one_value_however_it_is_written(low: int, span: int, form: str) -> None:
    high = low + span
    said = form.format(a=low, b=high, wa=_SMALL_WORDS[low - 1], wb=_SMALL_WORDS[high - 1])
    assert [(m.kind, m.norm) for m in mentions(f"keep the walk-in {said}")] == [
        ("range", f"{low}-{high}")
    ]
    # A range of clock times stays two times.
    assert {m.kind for m in mentions(f"between {low} and {high} pm")} == {"time"}


@settings(max_examples=40, deadline=None)
@given(place=st.integers(3, 10), who=st.sampled_from(["Walter", "Dad", "Mrs Hale"]))
def test_a_place_in_an_order_said_in_words_is_its_number(place: int, who: str) -> None:
    words = "third fourth fifth sixth seventh eighth ninth tenth".split()
    said = words[place - 3]
    card = f"{who} is no. {place} on the Rosewood House waiting list"
    assert (
        relate(f"Rosewood rang: {who} is {said} on their waiting list.", card, 0.79, 20.0).kind
        in RESTATED
    )
    other = words[(place - 2) % len(words)]
    assert (
        relate(f"Rosewood rang: {who} is {other} on their waiting list.", card, 0.79, 20.0).kind
        not in RESTATED
    )
    # A share, or a title, is no place.
    assert not [m for m in mentions(f"a {said} of the budget") if m.kind == "number"]
    assert not [m for m in mentions(f"{said.title()} Night at the Globe") if m.kind == "number"]


@settings(max_examples=30, deadline=None)
@given(
    times=st.lists(
        st.sampled_from(["8pm", "8:30pm", "9pm", "9:30pm", "10pm"]),
        min_size=2,
        max_size=2,
        unique=True,
    ),
    verb=st.sampled_from(["brought forward", "pushed back", "moved"]),
    opening=st.sampled_from(["I've just heard from Kelham Hall: ", "Quick update: ", ""]),
)
def test_a_change_told_new_value_first_is_read_both_ways(
    times: list[str], verb: str, opening: str
) -> None:
    was, now = times
    card = (
        "Evening at Kelham Hall for the Okoro-Bell wedding: the band plays from 7pm; "
        f"the evening buffet is served at {was}; carriages at midnight."
    )
    note = f"{opening}the Okoro-Bell evening buffet has been {verb} to {now} from {was}."
    verdict = relate(note, card, 0.81, 2.0)
    assert verdict.kind == "correction" and verdict.swaps == ((was, now),), verdict
    assert verdict.derived == card.replace(f"served at {was}", f"served at {now}")


@settings(max_examples=30, deadline=None)
@given(
    numbers=st.lists(st.integers(60, 180), min_size=2, max_size=2, unique=True),
    couple=st.sampled_from(["Okoro-Bell", "Moran-Patel", "Ferreira"]),
    source=st.sampled_from(["Per Hannah's email this morning, ", "Following the call, ", ""]),
)
def test_a_rejected_count_the_card_holds_says_which_card(
    numbers: list[int], couple: str, source: str
) -> None:
    was, now = numbers
    card = (
        f"{couple} wedding final numbers from Hannah: {was} day guests, 40 extra for the evening."
    )
    note = f"{source}the {couple} day-guest number is now confirmed as {now} (not {was})."
    verdict = relate(note, card, 0.75, 8.0)
    assert verdict.kind == "correction" and verdict.named_old, verdict
    assert verdict.derived == card.replace(f"{was} day", f"{now} day")


@settings(max_examples=30, deadline=None)
@given(
    days=st.lists(st.integers(4, 27), min_size=2, max_size=2, unique=True),
    weekday=st.sampled_from(["Tuesday", "Friday", "Mon"]),
    month=st.sampled_from(["May", "June"]),
)
def test_what_a_correction_leaves_keeps_no_weekday_of_the_old_date_and_no_same_as_before(
    days: list[int], weekday: str, month: str
) -> None:
    was, now = days
    card = f"Order placed with Sigma: PO 4501-223, £640; delivery expected {weekday} {was} {month}."
    note = f"Sigma say the delivery has been pushed back to {now} {month}."
    kept = carry(note, card, (f"{was} {month}",))
    assert kept.lost == () and "PO 4501-223" in kept.rest and weekday not in kept.rest
    # "same time and place" points at the card: no detail of its own.
    moved = f"The tasting has been pushed back and is now on {was} {month}, same time and place."
    fixed = f"The tasting is confirmed as {now} {month}, not the {was}th."
    assert carry(fixed, moved, (f"{was} {month}",)).lost == ()


@settings(max_examples=30, deadline=None)
@given(
    places=st.lists(
        st.sampled_from(
            [
                "the Scout hut yard on Mill Lane",
                "Millfield Community Centre",
                "the depot on Quay St",
            ]
        ),
        min_size=2,
        max_size=2,
        unique=True,
    ),
    when=st.sampled_from(["From 1 April", "As of June", "Starting Monday"]),
    rest=st.sampled_from(["", ", and the keys are in the office safe"]),
)
def test_a_thing_placed_elsewhere_from_a_date_is_a_change_of_its_place(
    places: list[str], when: str, rest: str
) -> None:
    was, now = places
    card = f"The Riverside minibus is parked overnight in {was}{rest}."
    note = f"{when} the Riverside minibus is parked overnight at {now}."
    verdict = relate(note, card, 0.85, 60.0)
    assert verdict.kind == "correction", verdict
    kept = carry(note, card, tuple(b for b, _ in verdict.swaps))
    # What the card said of its old place goes; whatever else it said stays.
    assert was not in kept.rest and ("office safe" in kept.rest) == bool(rest)
    # Without the opening that says from when, two places for one thing: a contradiction.
    plain = f"The Riverside minibus is parked overnight at {now}."
    assert relate(plain, card, 0.85, 3.0).kind == "contradiction"


@settings(max_examples=30, deadline=None)
@given(
    weeks=st.lists(st.integers(1, 8), min_size=2, max_size=2, unique=True),
    opening=st.sampled_from(
        ["Following the H&S meeting, ", "After today's call with Rosa, ", "Minutes, lab meeting: "]
    ),
)
def test_a_value_of_the_last_thing_listed_is_its_own(weeks: list[int], opening: str) -> None:
    was, now = weeks
    card = (
        "Safety training for new lab members: the COSHH module online, a biosafety induction"
        f" with Rosa Alvarez, and the liquid nitrogen course, which must be done within {was}"
        " weeks of starting."
    )
    note = (
        f"{opening}new lab members must now do the liquid nitrogen course within {now} weeks"
        f" of starting rather than {was} weeks."
    )
    verdict = relate(note, card, 0.62, 9.0)
    assert verdict.derived == card.replace(f"within {was} weeks", f"within {now} weeks")


@settings(max_examples=30, deadline=None)
@given(hour=st.integers(1, 11), rel=st.sampled_from([("quarter past", 15), ("half past", 30)]))
def test_a_clock_in_words_takes_the_half_of_the_day_said_after_it(
    hour: int, rel: tuple[str, int]
) -> None:
    words = "one two three four five six seven eight nine ten eleven".split()
    evening = mentions(f"first dance at {rel[0]} {words[hour - 1]} in the evening")
    assert [(m.kind, m.norm) for m in evening] == [("time", f"{hour + 12}:{rel[1]}")]
    morning = mentions(f"breakfast at {rel[0]} {words[hour - 1]} in the morning")
    assert [m.norm for m in morning] == [f"{hour}:{rel[1]}"]
    # A count before "in the evening" is no clock: the evening is said.
    counted = mentions(f"approx. {hour * 20} for the day and {hour * 30} in the evening")
    assert "daypart" in {m.kind for m in counted}


@settings(max_examples=30, deadline=None)
@given(
    places=st.lists(
        st.sampled_from(
            [
                "her front room on Hollin Lane",
                "the small hall at St Jude's church",
                "the back room of the Plough",
                "a studio on Quay Street",
            ]
        ),
        min_size=2,
        max_size=2,
        unique=True,
    ),
    cue=st.sampled_from(["As of September, ", "From next term ", "Update: "]),
)
def test_a_place_with_names_in_it_changes_whole(places: list[str], cue: str) -> None:
    was, now = places
    card = f"Mrs Adams teaches piano from {was}."
    note = f"{cue}Mrs Adams teaches piano from {now}."
    verdict = relate(note, card, 0.79, 90.0)
    assert verdict.kind == "correction", verdict
    kept = carry(note, card, tuple(b for b, _ in verdict.swaps))
    # Nothing of the old place is left standing as a statement of its own.
    assert not any(word in kept.rest for word in was.split() if word[:1].isupper()), kept
    assert "piano" not in kept.rest


@settings(max_examples=30, deadline=None)
@given(
    opening=st.sampled_from(
        ["Quick update:", "Please note the change:", "Change of plan:", "Small correction:"]
    ),
    day=st.integers(2, 28),
)
def test_an_emails_opening_that_says_it_updates_marks_a_correction(opening: str, day: int) -> None:
    note = f"{opening} the Saffron Table tasting is now on {day} May, same time and place."
    assert marked_as_correction(note) and read(note).cue
    # Said inside a sentence, the words mark nothing ("a quick update of the menu").
    assert not marked_as_correction(f"We sent a {opening.rstrip(':').lower()} to the client.")


@settings(max_examples=30, deadline=None)
@given(
    amounts=st.lists(st.integers(40, 90), min_size=2, max_size=2, unique=True),
    month=st.sampled_from(["September", "January", "April"]),
    day=st.integers(4, 20),
    weekday=st.sampled_from(["Thursday", "Friday", "Mon"]),
)
def test_from_when_is_no_old_value_and_a_dated_weekday_cuts_nothing_else(
    amounts: list[int], month: str, day: int, weekday: str
) -> None:
    was, now = amounts
    # "up to £65 a year from this September": from when, not from what.
    note = f"Choir subs have gone up to £{now} a year from this {month}."
    assert read(note).change is None
    card = f"Choir subs are £{was} a year, paid to the treasurer in {month}."
    verdict = relate(note, card, 0.6, 200.0)
    assert verdict.kind == "correction", verdict
    kept = carry(note, card, tuple(b for b, _ in verdict.swaps))
    assert f"£{was}" not in kept.rest
    # The weekday of a replaced date goes with it; the rest of its clause is carried.
    card = (
        f"The menu tasting is on {weekday} {day} May at 6pm in their Leeds kitchen;"
        " Lotte will bring her mum."
    )
    moved = f"Quick update: the tasting has been pushed back a week and is now on {day + 7} May."
    left = carry(moved, card, (f"{day} May",))
    assert left.lost == () and "Leeds kitchen" in left.rest and weekday not in left.rest


_UNITS = ["Flat", "Unit", "Apartment", "Suite"]
_BUILDINGS = ["Wharf House", "Marlow Court", "Kingsley Mansions", "The Old Mill"]
_CUES = ["scratch that - ", "Correction: ", "sorry, ", ""]


@settings(max_examples=40, deadline=None)
@given(
    unit=st.sampled_from(_UNITS),
    building=st.sampled_from(_BUILDINGS),
    person=st.sampled_from(_PEOPLE),
    numbers=st.lists(st.integers(2, 99), min_size=2, max_size=2, unique=True),
    cue=st.sampled_from(_CUES),
    then=st.sampled_from(
        ["key safe by the back door", "buzzer broken, knock", "parking round the back"]
    ),
)
def test_an_address_number_corrected_with_its_building_said_again_derives_the_card(
    unit: str, building: str, person: str, numbers: list[int], cue: str, then: str
) -> None:
    # "Flat 41 at Wharf House, not 14" of "…: Flat 14, Wharf House, key safe…": the note
    # names the building beside its new number, so the building stays with it; everything
    # else the card says stays as it said it, and the old number goes.
    old_n, new_n = numbers
    card = f"Client {person}: {unit} {old_n}, {building}, {then}. Walks at 1pm."
    note = f"{cue}{person} is in {unit} {new_n} at {building}, not {old_n}"
    verdict = relate(note, card, 0.6, 0.2)
    assert verdict.kind == "correction", verdict
    assert verdict.derived is not None, verdict
    derived = verdict.derived
    assert f"{unit} {new_n}, {building}, {then}" in derived
    assert "Walks at 1pm." in derived
    assert not mentions_said(derived, str(old_n))


def mentions_said(text: str, value: str) -> bool:
    """Whether ``value`` is a value ``text`` gives."""
    return any(m.raw == value for m in mentions(text))


@settings(max_examples=30, deadline=None)
@given(
    day=st.integers(1, 12),
    before=st.sampled_from(["on", "due", "by", "until"]),
)
def test_a_day_written_over_itself_after_a_word_of_when_is_one_date(day: int, before: str) -> None:
    # "on 3/3": both readings of the slash give one day, so the date is known; "3/4" after
    # the same words stays a date of two readings, and "passed 3/3" a score.
    assert [(m.kind, m.norm) for m in mentions(f"inspection {before} {day}/{day}")] == [
        ("date", f"{day:02d}-{day:02d}")
    ]
    assert not any(m.kind == "date" for m in mentions(f"passed {day}/{day} checks"))


_HOTELS = ["Adornes", "Navarra", "Grand Cafe", "Kanal", "Europa"]
_CITIES = ["Bruges", "Ghent", "Utrecht", "Lille"]


@settings(max_examples=40, deadline=None)
@given(
    hotels=st.lists(st.sampled_from(_HOTELS), min_size=2, max_size=2, unique=True),
    city=st.sampled_from(_CITIES),
    group=st.sampled_from(["choir", "band", "squad"]),
)
def test_not_the_old_then_the_new_after_a_comma_derives_the_card(
    hotels: list[str], city: str, group: str
) -> None:
    # "Bruges hotel for the choir: not the Adornes, the Hotel Navarra": the old value alone,
    # then one of its kind alone, names what replaces it; "in Bruges", said by the note
    # too, stays beside the new hotel.
    old, new = hotels
    card = f"The {group} tour: three nights at the Hotel {old} in {city}, breakfast at 7:30."
    note = f"{city} hotel for the {group}: not the {old}, the Hotel {new}."
    verdict = relate(note, card, 0.6, 20)
    assert verdict.kind == "correction", verdict
    assert verdict.derived == card.replace(f"Hotel {old}", f"Hotel {new}"), verdict


@settings(max_examples=40, deadline=None)
@given(
    people=st.lists(st.sampled_from(_PEOPLE), min_size=2, max_size=2, unique=True),
    firm=st.sampled_from(["Pryce & Lowe", "Hale Partners", "Marsh Accounting"]),
)
def test_where_the_old_holder_works_is_never_said_of_the_new_one(
    people: list[str], firm: str
) -> None:
    # "Gideon took over the accounts from Hilary Mott at Pryce & Lowe": the firm is said
    # of Hilary; no card says Gideon is there.
    old, new = people
    card = f"{old} Mott at {firm} does the shop's accounts; the year-end is 31 October."
    note = f"{new} Trelawny took over the shop's accounts from {old} Mott at {firm}."
    derived = relate(note, card, 0.6, 20).derived
    assert derived is None or f"{new} Trelawny at {firm}" not in derived
