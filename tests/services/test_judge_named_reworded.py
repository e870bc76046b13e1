"""One named thing, one measure, two wordings far apart: one statement (Said, fifty-fifth
part; held-out sets 67-78, whose paraphrases in other words stayed two or three live
memories). And what must stay apart however alike: two names, a denial, a bare number, a
weekday, another measure. Generated cases: the kind, not a suite's sentences."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from bowerbird.services.judge import RESTATED, relate

_FIRMS = [
    "Pellow Joinery",
    "Ardent Glass",
    "Fenwick Tiling",
    "Corran Locksmiths",
    "Hadleigh Pianos",
]
_JOBS = [
    ("tune a piano", "piano tuning", "tuning the old upright"),
    ("fit a new lock", "lock fitting", "a new lock fitted on the back door"),
    ("regrout a bathroom", "bathroom regrout", "regrouting the whole bathroom"),
]
_SUMS = [(40, "forty"), (65, "sixty-five"), (120, "a hundred and twenty"), (85, "eighty-five")]
_CARD = ["{f} charges £{n} to {job}.", "A {job2} from {f} costs £{n}.", "{f}: {job2}, £{n}"]
_NOTE = [
    "Got a price from {f} for the house: {job3} comes to {words} pounds.",
    "According to {f}, you should budget {n} quid for a {job2}.",
    "{lower} - {job2} {n} quid",
]


@settings(max_examples=60, deadline=None)
@given(
    firm=st.sampled_from(_FIRMS),
    job=st.sampled_from(_JOBS),
    price=st.sampled_from(_SUMS),
    card=st.sampled_from(_CARD),
    note=st.sampled_from(_NOTE),
    days=st.sampled_from([1, 14, 120]),
)
def test_one_price_of_one_firm_in_other_words_is_one_statement(
    firm: str,
    job: tuple[str, str, str],
    price: tuple[int, str],
    card: str,
    note: str,
    days: int,
) -> None:
    n, words = price
    old = card.format(f=firm, n=n, job=job[0], job2=job[1])
    new = note.format(f=firm, n=n, words=words, job2=job[1], job3=job[2], lower=firm.lower())
    verdict = relate(new, old, None, days)
    # The same sum of the same firm, told another way: said again, never a second card.
    assert verdict.kind in RESTATED, (old, new, verdict)
    assert verdict.derived is None


_SITES = ["Kelda Museum", "Torrin Baths", "Oxmoor Library"]
_TIMES = [
    ("4:15 pm", "16:15", "a quarter past four in the afternoon"),
    ("9:30 am", "09:30", "half past nine in the morning"),
]


@settings(max_examples=30, deadline=None)
@given(site=st.sampled_from(_SITES), time=st.sampled_from(_TIMES), second=st.integers(1, 2))
def test_one_time_of_one_place_in_other_words_is_one_statement(
    site: str, time: tuple[str, str, str], second: int
) -> None:
    old = f"Last admission to {site} is at {time[0]}."
    new = [
        "",
        f"{site.lower()} last entry {time[1]}",
        f"The desk at {site} stops letting visitors in at {time[2]}.",
    ][second]
    verdict = relate(new, old, None, 30)
    assert verdict.kind in RESTATED, (old, new, verdict)


@settings(max_examples=40, deadline=None)
@given(
    firms=st.lists(st.sampled_from(_FIRMS), min_size=2, max_size=2, unique=True),
    job=st.sampled_from(_JOBS),
    price=st.sampled_from(_SUMS),
)
def test_the_same_sum_of_two_firms_is_two_statements(
    firms: list[str], job: tuple[str, str, str], price: tuple[int, str]
) -> None:
    old = f"{firms[0]} charges £{price[0]} to {job[0]}."
    new = f"Got a price from {firms[1]} for the house: {job[2]} comes to {price[1]} pounds."
    verdict = relate(new, old, None, 30)
    # Each names a firm the other never writes: two prices, whatever the sum.
    assert verdict.kind not in RESTATED, (old, new, verdict)


@settings(max_examples=30, deadline=None)
@given(firm=st.sampled_from(_FIRMS), job=st.sampled_from(_JOBS), price=st.sampled_from(_SUMS))
def test_a_denial_of_the_same_sum_is_no_restatement(
    firm: str, job: tuple[str, str, str], price: tuple[int, str]
) -> None:
    old = f"{firm} charges £{price[0]} to {job[0]}."
    new = f"{firm} will not do {job[2]} for {price[1]} pounds any more."
    verdict = relate(new, old, None, 30)
    assert verdict.kind not in RESTATED, (old, new, verdict)


@settings(max_examples=30, deadline=None)
@given(
    firm=st.sampled_from(_FIRMS),
    job=st.sampled_from(_JOBS),
    prices=st.lists(st.sampled_from(_SUMS), min_size=2, max_size=2, unique=True),
)
def test_another_sum_of_the_same_firm_is_no_restatement(
    firm: str, job: tuple[str, str, str], prices: list[tuple[int, str]]
) -> None:
    old = f"{firm} charges £{prices[0][0]} to {job[0]}."
    new = f"Got a price from {firm} for the house: {job[2]} comes to {prices[1][1]} pounds."
    verdict = relate(new, old, None, 30)
    assert verdict.kind not in RESTATED, (old, new, verdict)


_TEAMS = [("Kestrel A", "Ruth Hale"), ("Merlin B", "Osian Pryce"), ("Falcon C", "Tove Lund")]
_WHICH = [("board {n}", "Division {n}"), ("table {n}", "league {n}"), ("lane {n}", "heat {n}")]


@settings(max_examples=30, deadline=None)
@given(team=st.sampled_from(_TEAMS), which=st.sampled_from(_WHICH), n=st.integers(1, 9))
def test_a_bare_number_anchors_nothing(
    team: tuple[str, str], which: tuple[str, str], n: int
) -> None:
    old = f"{team[1]} plays {which[0].format(n=n)} for {team[0]}."
    new = f"{team[0]} - {which[1].format(n=n)}, skipper {team[1]}."
    verdict = relate(new, old, None, 30)
    # "board 1" and "Division 1" share a number, not a measure: two things said of a team.
    assert verdict.kind not in RESTATED, (old, new, verdict)
