"""One statement said twice, each wording with words of its own (Said, twenty-fourth part):
"Check-in at Tern Cottage is from 4 pm" / "Tern Cottage guests can arrive any time after
16:00". The same measured values, no name one side lacks, close in meaning:
one statement — the wording with more words of its own is the statement, the other its
evidence. And what must not pass for it: another value, the opposite said, a rhythm as the
only value shared, someone named on one side only. Generated cases: the kind, not a suite's
sentences.
"""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from bowerbird.services.judge import relate
from bowerbird.services.judge.verdict import RESTATED

_PLACES = ["Tern", "Wren", "Heron", "Curlew"]
_FIRMS = ["Magpie Vintage", "Inkwell Press", "Larch & Co", "Pennyroyal"]
_STAGES = ["integration", "e2e", "packaging", "lint"]
_NUMBER_WORDS = {3: "three", 4: "four", 6: "six", 8: "eight"}


# Pairs of wordings of one statement, the second each time with more words of its own,
# the first with a few of its own too ({n}: the value in digits, {w}: in words).
_FAMILIES = [
    (
        "Check-in at {place} Cottage is from {n} pm.",
        "{place} Cottage guests can arrive any time after {n12}:00.",
    ),
    (
        "{firm} charges a {n}% commission on anything sold on consignment.",
        "For consigned clothing, {firm} keeps a {w} per cent cut of the sale price.",
    ),
    (
        "{firm} turns business cards around in {w} working days.",
        "{firm} needs {n} business days to print business cards.",
    ),
    (
        "The {stage} stage of our CI pipeline times out after {n} minutes.",
        "If the {stage} stage in CI runs for more than {w} minutes it gets killed.",
    ),
    (
        "{place} post-operative checks: day {n} after the operation.",
        "{place} sees surgical patients again {n} days after their op for a post-op check.",
    ),
]


def _pair(n: int, family: int, place: str, firm: str, stage: str) -> tuple[str, str]:
    """The two wordings of ``family`` with ``n`` as its value."""
    said = {"n": n, "w": _NUMBER_WORDS[n], "n12": n + 12, "place": place, "firm": firm}
    short, full = _FAMILIES[family]
    return short.format(stage=stage, **said), full.format(stage=stage, **said)


_CASE = {
    "n": st.sampled_from(sorted(_NUMBER_WORDS)),
    "family": st.integers(0, 4),
    "place": st.sampled_from(_PLACES),
    "firm": st.sampled_from(_FIRMS),
    "stage": st.sampled_from(_STAGES),
    "similarity": st.floats(0.72, 0.95),
}


@settings(max_examples=80, deadline=None)
@given(**_CASE)
def test_the_same_values_each_said_in_its_own_words_are_one_statement(
    n: int, family: int, place: str, firm: str, stage: str, similarity: float
) -> None:
    short, full = _pair(n, family, place, firm, stage)
    for new, old in ((full, short), (short, full)):
        verdict = relate(new, old, similarity, 30.0)
        assert verdict.kind in RESTATED, (old, new, verdict)


@settings(max_examples=60, deadline=None)
@given(**_CASE, other=st.sampled_from([7, 12, 30]))
def test_another_value_is_never_the_same_statement(
    n: int, family: int, place: str, firm: str, stage: str, similarity: float, other: int
) -> None:
    short, full = _pair(n, family, place, firm, stage)
    changed = full.replace(_NUMBER_WORDS[n], str(other)).replace(f"{n} ", f"{other} ")
    changed = changed.replace(f"{n + 12}:00", f"{other + 12}:00")
    verdict = relate(changed, short, similarity, 30.0)
    assert verdict.kind not in ("same", "more", "less"), (short, changed, verdict)


@settings(max_examples=40, deadline=None)
@given(
    who=st.sampled_from(["Leo", "Maisie", "Theo", "Ada"]),
    said=st.sampled_from(
        [
            (
                "{who} has school dinners every day.",
                "{who} takes a packed lunch to school every day.",
            ),
            ("{who} walks the dog every morning.", "{who} feeds the cat every morning."),
            ("{who} swims on Mondays.", "{who} has piano lessons on Mondays."),
        ]
    ),
    similarity=st.floats(0.72, 0.95),
)
def test_a_rhythm_as_the_only_value_shared_anchors_nothing(
    who: str, said: tuple[str, str], similarity: float
) -> None:
    card, note = (t.format(who=who) for t in said)
    verdict = relate(note, card, similarity, 30.0)
    assert verdict.kind not in ("same", "more", "less"), (card, note, verdict)


@settings(max_examples=40, deadline=None)
@given(**_CASE, named=st.sampled_from(["Gwen Ellis", "Dr Osei", "Priya Raman"]))
def test_someone_named_on_one_side_only_is_never_taken_as_the_same_statement(
    n: int, family: int, place: str, firm: str, stage: str, similarity: float, named: str
) -> None:
    short, full = _pair(n, family, place, firm, stage)
    with_name = full.rstrip(".") + f", {named} says."
    verdict = relate(with_name, short, similarity, 30.0)
    assert verdict.kind != "same", (short, with_name, verdict)


@settings(max_examples=40, deadline=None)
@given(
    flag=st.sampled_from(["new-search", "dark-mode", "bulk-export"]),
    who=st.sampled_from([("internal", "external"), ("staff", "guest"), ("beta", "free")]),
    similarity=st.floats(0.72, 0.95),
)
def test_the_opposite_said_of_other_users_is_never_one_statement(
    flag: str, who: tuple[str, str], similarity: float
) -> None:
    card = f"The {flag} flag is on for {who[0]} users."
    note = f"The {flag} flag is off for {who[1]} users."
    verdict = relate(note, card, similarity, 30.0)
    assert verdict.kind not in ("same", "more", "less"), verdict


_SHOPS = ["Loam & Leaf", "Harbour Candles", "Wrenfold Books", "Pennyroyal Tea"]
_CARRIERS = ["DPD", "Evri", "Parcelforce", "Yodel"]
_ONE_SLOT = [
    ("{s} sends its parcels with {a}.", "{s} ships parcels with {b}."),
    ("{s}'s bank account is with {a}.", "{s} banks with {b}."),
    ("{s}'s cloud backups are stored in {a}.", "Noted: {s} keeps its cloud backups in {b}."),
]


@settings(max_examples=60, deadline=None)
@given(
    shop=st.sampled_from(_SHOPS),
    names=st.lists(st.sampled_from(_CARRIERS), min_size=2, max_size=2, unique=True),
    shape=st.sampled_from(_ONE_SLOT),
    similarity=st.floats(0.72, 0.95),
)
def test_one_name_put_for_another_after_the_verb_is_flagged_however_worded(
    shop: str, names: list[str], shape: tuple[str, str], similarity: float
) -> None:
    card = shape[0].format(s=shop, a=names[0])
    note = shape[1].format(s=shop, b=names[1])
    verdict = relate(note, card, similarity, 3.0)
    assert verdict.kind == "contradiction", (card, note, verdict)
    # Told as one more ("…also ships with …"), or beside another value of the subject
    # ("Warehouse 3 … / Warehouse 8 …"), it is no other value of the same slot.
    also = relate(note.rstrip(".") + " too.", card, similarity, 3.0)
    assert also.kind != "contradiction", also
    apart = relate(
        note.replace(shop, f"{shop} warehouse 8"),
        card.replace(shop, f"{shop} warehouse 3"),
        similarity,
        3.0,
    )
    assert apart.kind not in ("contradiction", "correction"), apart


@settings(max_examples=40, deadline=None)
@given(
    who=st.sampled_from(["Ifan", "Marisol", "Tobiah", "Anneliese"]),
    what=st.sampled_from(["songs with explicit lyrics", "tracks with swearing", "adverts"]),
    said_no=st.sampled_from(["avoids", "refuses to play", "skips", "declines"]),
    similarity=st.floats(0.8, 0.95),
)
def test_a_verb_that_says_no_agrees_with_a_negation(
    who: str, what: str, said_no: str, similarity: float
) -> None:
    card = f"{who} won't play {what} on air."
    note = f"On air, {who} {said_no} {what}."
    assert relate(note, card, similarity, 30.0).kind in RESTATED
    # Said yes the other way, it is never the same statement.
    yes = f"On air, {who} plays {what}."
    assert relate(yes, card, similarity, 30.0).kind not in RESTATED
    assert relate(yes, note, similarity, 30.0).kind not in RESTATED


_PENCE_WORDS = {20: "twenty", 15: "fifteen", 30: "thirty", 12: "twelve"}


@settings(max_examples=40, deadline=None)
@given(
    pence=st.sampled_from(sorted(_PENCE_WORDS)),
    platform=st.sampled_from(["Etsy", "Folksy", "Depop"]),
    similarity=st.floats(0.75, 0.95),
)
def test_pence_in_words_are_the_price_in_figures(
    pence: int, platform: str, similarity: float
) -> None:
    card = f"{platform} fees: 6.5% + {pence}p per sale"
    note = (
        f"The user's {platform} shop pays a transaction fee of six and a half percent of "
        f"each sale, plus {_PENCE_WORDS[pence]} pence."
    )
    assert relate(note, card, similarity, 14.0).kind in RESTATED
    other = note.replace(_PENCE_WORDS[pence], "forty")
    assert relate(other, card, similarity, 14.0).kind not in RESTATED


@settings(max_examples=40, deadline=None)
@given(
    day=st.sampled_from([("Saturday", 13), ("Sunday", 14), ("Friday", 12)]),
    event=st.sampled_from(["summer beer festival", "open day", "charity quiz"]),
    similarity=st.floats(0.8, 0.95),
)
def test_the_weekday_beside_a_date_is_that_dates_own(
    day: tuple[str, int], event: str, similarity: float
) -> None:
    card = f"The Cooper's Yard {event} is on {day[0]} {day[1]} June."
    note = f"Cooper's Yard {event.replace('summer ', '')} date: 2026-06-{day[1]}."
    for a, b in ((note, card), (card, note)):
        assert relate(a, b, similarity, 14.0).kind in RESTATED, (b, a)
    # Another date is never the same statement, whatever weekday is written.
    moved = note.replace(f"-{day[1]}.", f"-{day[1] + 7}.")
    assert relate(moved, card, similarity, 14.0).kind not in RESTATED
