"""Changes told in everyday words (Said, twenty-fifth part): a time of day said against how
often ("takes it every morning" / "These days I take it at night"), a price said of one
unit ("As of 1 April, the electricity unit rate is 24.5p per kWh" of "…with Octopus … at
26.1p per kWh, with a standing charge of 53p a day"), a rise told before what is paid now
("Dale's put his prices up, I pay him £22 now" of "I pay Dale the window cleaner £18 cash
every four weeks, and …"). What the card said besides is carried in its own words: the
other clause ("…, and the GP reviews it each October"), whom and how it is paid ("cash").
Generated cases: the kind, not a suite's sentences.
"""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from bowerbird.services.compare import carry
from bowerbird.services.judge import relate

_DRUGS = ["losartan", "amlodipine", "ramipril", "sertraline", "metformin"]
_PARTS = ["morning", "evening"]
_AT = {"morning": ["in the morning"], "evening": ["at night", "at bedtime", "in the morning"]}
_LATER = ["These days I take my {drug} {at}.", "Now I take my {drug} {at}, just before bed."]


@settings(max_examples=40, deadline=None)
@given(
    drug=st.sampled_from(_DRUGS),
    part=st.sampled_from(_PARTS),
    dose=st.sampled_from(["25 mg", "5 mg", "10 mg", "50 mg"]),
    told=st.sampled_from(_LATER),
    similarity=st.floats(0.58, 0.75),
)
def test_a_time_of_day_told_against_every_morning_is_a_new_value(
    drug: str, part: str, dose: str, told: str, similarity: float
) -> None:
    card = f"The user takes {dose} of {drug} every {part}, and the GP reviews it each October."
    at = "in the morning" if part == "evening" else "at night"
    note = told.format(drug=drug, at=at)
    verdict = relate(note, card, similarity, 160.0)
    assert verdict.kind == "correction", verdict
    assert verdict.swaps == ((f"every {part}", at),), verdict
    carried = carry(note, card, (f"every {part}",))
    assert carried.lost == (), carried
    assert carried.rest == f"The user takes {dose} of {drug}, and the GP reviews it each October."


@settings(max_examples=30, deadline=None)
@given(
    drug=st.sampled_from(_DRUGS),
    often=st.sampled_from(
        [("every evening", "nightly"), ("every night", "each evening"), ("every morning", "daily")]
    ),
    similarity=st.floats(0.8, 0.95),
)
def test_how_often_said_two_ways_names_no_time_of_day_apart(
    drug: str, often: tuple[str, str], similarity: float
) -> None:
    """Neither names a part of the day apart from how often: no two values of one slot."""
    card = f"The user takes 10 mg of {drug} {often[0]}."
    note = f"{drug.title()} 10mg {often[1]} - that's the user's prescription."
    verdict = relate(note, card, similarity, 30.0)
    assert verdict.kind not in ("correction", "contradiction"), verdict


@settings(max_examples=30, deadline=None)
@given(
    supplier=st.sampled_from(["Octopus", "EDF", "Ovo"]),
    tariff=st.sampled_from(["Flexible", "Tracker", "Fixed 12M"]),
    rates=st.sampled_from([("26.1p", "24.5p"), ("31.4p", "28.9p"), ("22p", "25.5p")]),
    fuel=st.sampled_from(["electricity", "gas"]),
    slot=st.sampled_from(["unit rate", "unit price"]),
)
def test_a_price_of_one_unit_told_as_of_a_date_replaces_the_cards(
    supplier: str, tariff: str, rates: tuple[str, str], fuel: str, slot: str
) -> None:
    old, new = rates
    card = (
        f"Our {fuel} is with {supplier} on the {tariff} tariff at {old} per kWh, with a "
        f"standing charge of 53p a day."
    )
    note = f"As of 1 April, the {fuel} {slot} is {new} per kWh."
    verdict = relate(note, card, 0.64, 77.0)
    assert verdict.kind == "correction" and verdict.swaps == ((old, new),), verdict
    carried = carry(note, card, (old,))
    assert carried.lost == (), carried
    assert carried.rest == (
        f"Our {fuel} is with {supplier} on the {tariff} tariff, with a standing charge of 53p "
        f"a day."
    )


def test_another_fuels_unit_rate_is_another_thing() -> None:
    card = "Our electricity is with Octopus on the Flexible tariff at 26.1p per kWh."
    verdict = relate("As of 1 April, the gas unit rate is 7.2p per kWh.", card, 0.6, 77.0)
    assert verdict.kind not in ("correction", "contradiction"), verdict


@settings(max_examples=40, deadline=None)
@given(
    who=st.sampled_from([("Dale", "his"), ("Priya", "her"), ("Tomasz", "his")]),
    trade=st.sampled_from(["window cleaner", "gardener", "cleaner"]),
    sums=st.sampled_from([("£18", "£22"), ("£40", "£45"), ("£12", "£15")]),
    rise=st.sampled_from(["{name}'s put {pos} prices up", "{name} has raised {pos} rates"]),
    how=st.sampled_from(["cash ", ""]),
)
def test_a_rise_told_before_what_is_paid_now_replaces_the_sum(
    who: tuple[str, str], trade: str, sums: tuple[str, str], rise: str, how: str
) -> None:
    name, pos = who
    old, new = sums
    card = (
        f"I pay {name} the {trade} {old} {how}every four weeks, and they also do the "
        f"conservatory roof."
    )
    note = f"{rise.format(name=name, pos=pos)}, I pay them {new} now."
    verdict = relate(note, card, 0.58, 84.0)
    assert verdict.kind == "correction" and verdict.swaps == ((old, new),), verdict
    carried = carry(note, card, (old,))
    assert carried.lost == (), carried
    assert carried.rest.startswith(f"I pay {name} the {trade} {how}every four weeks."), carried


_ORDINAL_WORDS = ["first", "second", "third", "fourth", "fifth", "sixth", "seventh", "eighth",
                  "ninth", "tenth", "eleventh", "twelfth", "thirteenth", "fourteenth",
                  "fifteenth", "sixteenth", "seventeenth", "eighteenth", "nineteenth",
                  "twentieth"]  # fmt: skip


@settings(max_examples=40, deadline=None)
@given(
    day=st.integers(1, 20),
    other=st.integers(1, 19),
    payee=st.sampled_from(["Severnside Water", "Kestrel Broadband", "Harbour Council"]),
    each=st.sampled_from(["every", "each"]),
)
def test_a_day_of_the_month_in_words_is_the_day_in_digits(
    day: int, other: int, payee: str, each: str
) -> None:
    suffix = {1: "st", 2: "nd", 3: "rd"}.get(day if day < 20 else 0, "th")
    card = f"The user's {payee} direct debit comes out on the {day}{suffix} of each month."
    said = f"{payee} direct debit: {_ORDINAL_WORDS[day - 1]} of {each} month"
    assert relate(said, card, 0.8, 30.0).kind in ("same", "less"), said
    moved = _ORDINAL_WORDS[(day - 1 + other) % 20]
    verdict = relate(f"{payee} direct debit: {moved} of {each} month", card, 0.8, 30.0)
    assert verdict.kind not in ("same", "less", "more"), verdict


@settings(max_examples=30, deadline=None)
@given(
    parts=st.lists(
        st.sampled_from(["alto", "soprano", "tenor", "bass"]), min_size=2, max_size=2, unique=True
    ),
    choir=st.sampled_from(["the Linnet Singers", "the Abbey Chorus", "St Mary's choir"]),
)
def test_what_someone_sings_is_said_after_the_verb(parts: list[str], choir: str) -> None:
    """ "sings" is the verb: the part is what is said of the user, not their subject."""
    card = f"The user sings {parts[0]} in {choir}."
    verdict = relate(f"The user sings {parts[1]} in {choir}.", card, 0.83, 10.0)
    assert verdict.kind == "contradiction", verdict


# ---------------------------------------------------------------- a team's work, told tersely

_PEOPLE = ["Priyanka", "Dorian", "Wojtek", "Amara", "Lucía"]


@settings(max_examples=30, deadline=None)
@given(
    people=st.lists(st.sampled_from(_PEOPLE), min_size=2, max_size=2, unique=True),
    thing=st.sampled_from(["webhooks service", "billing API", "search indexer"]),
    team=st.sampled_from(["data", "platform", "mobile"]),
    when=st.sampled_from(["from this sprint on", "as of Monday", "now"]),
)
def test_a_new_owner_with_the_old_one_gone_to_another_team_is_a_handover(
    people: list[str], thing: str, team: str, when: str
) -> None:
    was, now = people
    note = f"{now} owns the {thing} {when}; {was} moved to the {team} team."
    verdict = relate(note, f"{was} owns the {thing}.", 0.73, 14.0)
    assert verdict.kind == "correction" and verdict.swaps == ((was, now),), verdict


@settings(max_examples=30, deadline=None)
@given(
    what=st.sampled_from(["Release trains for the mobile app leave", "The newsletter goes out"]),
    day=st.sampled_from(["Tuesday", "Thursday", "Friday"]),
    rhythm=st.sampled_from(["every second", "every other"]),
)
def test_every_day_told_against_every_other_day_is_a_new_rhythm(
    what: str, day: str, rhythm: str
) -> None:
    card = f"{what} {rhythm} {day}."
    verdict = relate(f"From May, {what.lower()} every {day}.", card, 0.87, 84.0)
    assert verdict.kind == "correction", verdict
    # Without a cue, two rhythms of one day are flagged, never one closing the other.
    assert relate(f"{what} every {day}.", card, 0.9, 84.0).kind == "contradiction"


@settings(max_examples=30, deadline=None)
@given(
    tool=st.sampled_from(
        [("Node", "18.19", "20.11"), ("Django", "4.2", "5.0"), ("Terraform", "1.5.7", "1.6.2")]
    ),
    verb=st.sampled_from(["bump", "upgrade", "bumps", "upgrades"]),
    scope=st.sampled_from(["chore(storefront): ", "build: ", ""]),
)
def test_a_commit_line_bumping_a_version_names_the_old_and_the_new(
    tool: tuple[str, str, str], verb: str, scope: str
) -> None:
    name, old, new = tool
    card = f"The storefront image is built on {name} {old}; its Dockerfile is in docker/."
    verdict = relate(f"{scope}{verb} {name} from {old} to {new}", card, 0.41, 85.0)
    assert verdict.kind == "correction" and verdict.swaps == ((old, new),), verdict
    assert verdict.named_old
    # Another tool's version is another thing's.
    other = relate(f"{scope}{verb} Python from {old} to {new}", card, 0.41, 85.0)
    assert other.kind != "correction" or (old, new) not in other.swaps or "Python" in card


@settings(max_examples=30, deadline=None)
@given(
    number=st.sampled_from(["0042", "0117", "0311"]),
    slug=st.sampled_from(["split_customer_names", "add-invoice-index", "drop_legacy_tokens"]),
    dates=st.sampled_from([("14 October", "21 October"), ("3 March", "10 March")]),
)
def test_a_number_said_without_its_slug_is_the_same_migration(
    number: str, slug: str, dates: tuple[str, str]
) -> None:
    card = f"Migration {number}_{slug} runs against production on {dates[0]}; it takes a lock."
    note = f"The {number} migration has moved from {dates[0]} to {dates[1]}."
    verdict = relate(note, card, 0.49, 14.0)
    assert verdict.kind == "correction" and verdict.swaps == ((dates[0], dates[1]),), verdict
    another = f"{number[:-1]}{(int(number[-1]) + 1) % 10}"
    other = f"The {another} migration has moved from {dates[0]} to {dates[1]}."
    assert relate(other, card, 0.49, 14.0).kind == "distinct"


@settings(max_examples=30, deadline=None)
@given(
    probe=st.sampled_from(["billing-api liveness probe", "queue health check"]),
    said=st.sampled_from(
        [
            ("every 90 s", "interval: a minute and a half"),
            ("every 5 minutes", "check interval: 5 minutes"),
            ("every 90 seconds", "interval: 90 seconds"),
        ]
    ),
)
def test_an_interval_named_as_one_is_how_often(probe: str, said: tuple[str, str]) -> None:
    card = f"The {probe} fires {said[0]}."
    assert relate(f"{probe} {said[1]}", card, 0.87, 7.0).kind in ("same", "less", "more")


@settings(max_examples=30, deadline=None)
@given(
    env=st.sampled_from(["Staging", "The preview app", "QA"]),
    branches=st.sampled_from([("develop", "main"), ("release", "trunk")]),
    verb=st.sampled_from(["deploys", "builds"]),
)
def test_no_longer_then_now_with_the_same_verb_is_a_change(
    env: str, branches: tuple[str, str], verb: str
) -> None:
    was, now = branches
    card = (
        f"{env} {verb} to the blue cluster from the {was} branch, and notifications are "
        f"posted to #deploys."
    )
    note = f"{env} no longer {verb} from {was}; it now {verb} from {now} on every merge."
    verdict = relate(note, card, 0.74, 140.0)
    assert verdict.kind == "correction" and verdict.swaps == ((was, now),), verdict
    carried = carry(note, card, (was,))
    assert carried.lost == (), carried
    assert (
        carried.rest == f"{env} {verb} to the blue cluster. Notifications are posted to #deploys."
    )


@settings(max_examples=30, deadline=None)
@given(
    service=st.sampled_from(["search-indexer", "billing-api", "thumbnailer"]),
    slot=st.sampled_from(
        [("p95 latency budget", "p95 budget"), ("p99 latency target", "p99 target")]
    ),
    values=st.sampled_from([("250 ms", "400 ms"), ("1.2 s", "900 ms")]),
)
def test_a_slot_named_shorter_loses_no_word_of_its_name(
    service: str, slot: tuple[str, str], values: tuple[str, str]
) -> None:
    card = (
        f"{service} runs 3 replicas, consumes the events topic, and has a {slot[0]} of {values[0]}."
    )
    note = f"{service} {slot[1]} is {values[1]} now"
    carried = carry(note, card, (values[0],))
    assert carried.lost == (), carried
    assert carried.rest.lower() == f"{service} runs 3 replicas, consumes the events topic."


@settings(max_examples=30, deadline=None)
@given(
    thing=st.sampled_from([("reporting", "service"), ("CI", "pipeline"), ("billing", "worker")]),
    drivers=st.sampled_from([("psycopg2", "asyncpg"), ("Jenkins", "Buildkite")]),
)
def test_a_subject_named_by_its_first_word_is_the_same_thing(
    thing: tuple[str, str], drivers: tuple[str, str]
) -> None:
    word, head = thing
    was, now = drivers
    card = f"The {word} {head} talks to the queue through {was}; its config lives in env vars."
    note = f"Switched {word} from {was} to {now} because the old one was blocking."
    carried = carry(note, card, (was,))
    assert carried.lost == (), carried
    assert carried.rest == "Its config lives in env vars.", carried
    # A person's surname after the first name the note uses is who, kept as a detail.
    person = carry(
        "Rhian's days were Tue/Fri, now Wednesdays and Fridays.",
        "The hygienist, Rhian Morgan, works Tuesdays and Fridays; the phone is 0113 496 0582.",
        ("Tuesdays",),
    )
    assert "morgan" in person.lost or "Morgan" in person.rest, person


@settings(max_examples=30, deadline=None)
@given(
    label=st.sampled_from(["canary weight:", "sampling ratio", "traffic share ="]),
    share=st.sampled_from([("0.5", "50%"), ("0.25", "25%"), ("0.1", "10%")]),
)
def test_a_share_written_as_a_decimal_is_that_percentage(
    label: str, share: tuple[str, str]
) -> None:
    from bowerbird.services.mentions import mentions

    decimal, percent = share
    [read] = [m for m in mentions(f"storefront {label} {decimal}") if m.kind == "percent"]
    assert read.norm == percent.rstrip("%"), read
    # A version is no share, however it is written.
    assert all(m.kind != "percent" for m in mentions(f"storefront version {decimal}"))


@settings(max_examples=30, deadline=None)
@given(
    env=st.sampled_from([("staging", "production"), ("QA", "staging")]),
    version=st.sampled_from(["15", "16"]),
)
def test_what_another_thing_shares_names_no_second_value(
    env: tuple[str, str], version: str
) -> None:
    from bowerbird.services.statement import read

    said = read(f"{env[0].title()}'s Postgres is version {version}, same as {env[1]}.")
    assert env[1].lower() not in {m.norm for m in said.values}, said.values


@settings(max_examples=30, deadline=None)
@given(
    place=st.sampled_from(
        [
            ("Greywell Veterinary Clinic", "Greywell Vets"),
            ("St Anne's Medical Centre", "St Anne's Med Centre"),
            ("Harbour Dental Practice", "Harbour Dental"),
        ]
    ),
    times=st.sampled_from([("8:15", "8:45"), ("9:00", "9:30")]),
)
def test_a_name_said_short_with_the_cards_value_rejected_is_a_correction(
    place: tuple[str, str], times: tuple[str, str]
) -> None:
    full, short = place
    card = f"{full} opens at {times[0]} on Saturdays, and Saturday slots are for emergencies."
    note = f"Actually, {short} opens at {times[1]} on Saturdays, not {times[0]}."
    verdict = relate(note, card, 0.8, 1.0)
    assert verdict.kind == "correction" and verdict.swaps == (times,), verdict
    # Another place of the same first word is another place.
    other = relate(f"Actually, {full.split()[0]} Farm Shop opens at {times[1]}.", card, 0.6, 1.0)
    assert other.kind != "correction", other


@settings(max_examples=30, deadline=None)
@given(
    who=st.sampled_from(["Grandma Ruth", "Dad", "The user"]),
    drug=st.sampled_from(_DRUGS),
    meals=st.sampled_from(
        [
            ("at breakfast", "at bedtime"),
            ("with dinner", "in the morning"),
            ("at lunch", "at night"),
        ]
    ),
)
def test_a_meal_says_when_in_the_day(who: str, drug: str, meals: tuple[str, str]) -> None:
    was, now = meals
    card = (
        f"{who} takes her blood-pressure tablet, {drug} 5 mg, {was}, and the pharmacy delivers it."
    )
    note = f"These days {who} takes the {drug} {now} instead."
    verdict = relate(note, card, 0.64, 140.0)
    assert verdict.kind == "correction" and verdict.swaps == ((was, now),), verdict
    carried = carry(note, card, (was,))
    assert carried.lost == (), carried
    assert carried.rest.startswith(f"{who} takes her blood-pressure tablet, {drug} 5 mg."), carried


@settings(max_examples=30, deadline=None)
@given(
    clients=st.lists(
        st.sampled_from(["tidewater", "marlowe", "quillon", "corvane", "pellucid"]),
        min_size=2,
        max_size=2,
        unique=True,
    ),
    day=st.sampled_from(["tue", "thurs", "fri"]),
    rhythms=st.sampled_from(
        [("every other", "every"), ("every", "every"), ("every", "every other")]
    ),
)
def test_two_names_in_lower_case_are_two_things(
    clients: list[str], day: str, rhythms: tuple[str, str]
) -> None:
    """ "mtg w/ tidewater every other tue 10am" / "mtg w/ marlowe every tue 10am": two
    meetings, never one said twice nor one closing the other."""
    card = f"mtg w/ {clients[0]} {rhythms[0]} {day} 10am"
    verdict = relate(f"mtg w/ {clients[1]} {rhythms[1]} {day} 10am", card, 0.51, 0.0)
    assert verdict.kind == "distinct", verdict
    # A common word in the same place is another value of one slot, as before.
    room = relate(
        "The standup is at 9:45 in the elm room.",
        "The standup is at 9:45 in the oak room.",
        0.8,
        3.0,
    )
    assert room.kind == "contradiction", room


@settings(max_examples=30, deadline=None)
@given(
    days=st.sampled_from([("Mondays", "Wednesdays"), ("Tuesdays", "Thursdays")]),
    times=st.sampled_from([("9am", "4pm"), ("10:30", "14:00")]),
    who=st.sampled_from(["Rosalind", "Kofi"]),
)
def test_agreed_instead_is_a_change(
    days: tuple[str, str], times: tuple[str, str], who: str
) -> None:
    card = f"The weekly check-in with Alder & Finch is on {days[0]} at {times[0]}, with {who}."
    note = (
        f"{who} and I agreed to hold the Alder & Finch check-in on {days[1]} at {times[1]} instead."
    )
    verdict = relate(note, card, 0.76, 77.0)
    assert verdict.kind == "correction", verdict
    assert set(verdict.swaps) == {days, times}, verdict


def test_a_noun_a_verb_spells_after_its_article_is_no_clause() -> None:
    from bowerbird.services.statement import card_parts

    card = "The weekly check-in is on Mondays at 9am on Teams, with Rosalind and their IT lead."
    assert card_parts(card) == [card]
    two = (
        "Pellucid gave the user a Jira account under their SSO, and the code repo is on Bitbucket."
    )
    assert card_parts(two) == [
        "Pellucid gave the user a Jira account under their SSO",
        "the code repo is on Bitbucket.",
    ]


@settings(max_examples=30, deadline=None)
@given(
    day=st.sampled_from(["Fridays", "Mondays", "Wednesdays"]),
    verb=st.sampled_from(["stay free for admin", "are for deep work", "remain meeting-free"]),
    times=st.sampled_from([("10am", "11am"), ("9:30", "10:00")]),
)
def test_days_as_a_subject_open_a_clause_of_their_own(
    day: str, verb: str, times: tuple[str, str]
) -> None:
    card = f"The user's working rules: no client calls before {times[0]}, and {day} {verb}."
    note = f"From now on, no client calls before {times[1]}; mornings are for deep work."
    carried = carry(note, card, (times[0],))
    assert carried.lost == (), carried
    assert carried.rest == f"The user's working rules: {day} {verb}.", carried
