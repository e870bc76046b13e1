"""Notes that say the card back or change one part of it (Said, twenty-third part): a
refusal the card makes too ("…in PDF rather than Word" after "…never as Word files"), a role
told the other way round ("Y coaches the eight now" after "the eight is coached by X, trains
…"), a state put to its other side ("now defaults to on"), a thing gone with another in its
place ("X is gone from the storefront; Y replaced it"), words of a dated card said wrong
under its identifier, an acronym opening a name ("VS Code"), a clock written with a point
after the slot's name, a span written with "minus", identifiers that say which thing.
Generated cases: the kind, not a suite's sentences.
"""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from bowerbird.services.compare import carry, conjuncts
from bowerbird.services.judge import relate
from bowerbird.services.mentions import mentions

_PEOPLE = ["Marguerite", "Tobiah", "Anneliese", "Calloway", "Imogen"]
_FIRMS = ["Larkspur Press", "Wrenfold Books", "Halden Print", "Osprey Studio"]
_FORMATS = [("PDF", "Word"), ("EPUB", "InDesign"), ("Markdown", "Pages"), ("PDF", "Excel")]
_ITEMS = ["proofs", "invoices", "drafts", "reports"]


@settings(max_examples=40, deadline=None)
@given(
    who=st.sampled_from(_PEOPLE),
    firm=st.sampled_from(_FIRMS),
    formats=st.sampled_from(_FORMATS),
    item=st.sampled_from(_ITEMS),
    refusal=st.sampled_from(["rather than", "instead of", "and not"]),
)
def test_a_refusal_the_card_makes_too_is_agreement_and_nothing_is_written_in_its_place(
    who: str, firm: str, formats: tuple[str, str], item: str, refusal: str
) -> None:
    wanted, refused = formats
    card = f"{who} at {firm} wants {item} sent as {wanted}, never as {refused} files."
    note = f"{who} prefers getting her {item} in {wanted} {refusal} {refused}."
    verdict = relate(note, card, 0.8, 21.0)
    assert verdict.kind not in ("correction", "contradiction"), verdict
    assert verdict.derived is None


_CREWS = ["women's first eight", "men's second four", "novice eight", "lightweight double"]
_COACHES = ["Davina Strachan", "Ewan Petrie", "Morag Lindsay", "Callum Baird"]
_NEW = ["Lorcan Whelan", "Ines Varga", "Ravi Menon"]


@settings(max_examples=40, deadline=None)
@given(
    crew=st.sampled_from(_CREWS),
    old=st.sampled_from(_COACHES),
    new=st.sampled_from(_NEW),
    told=st.sampled_from(
        ["Update: {new} coaches the {crew} now.", "{new} now coaches the {crew}."]
    ),
)
def test_a_holder_told_the_other_way_round_is_the_one_replaced_and_the_rest_stands(
    crew: str, old: str, new: str, told: str
) -> None:
    card = (
        f"The Kelvin {crew} is coached by {old}, trains on the river six days a week and "
        "races at the Henley regatta in June."
    )
    note = told.format(new=new, crew=f"Kelvin {crew}")
    verdict = relate(note, card, 0.68, 49.0)
    assert verdict.kind == "correction", verdict
    assert verdict.swaps == ((old, new),)
    # The note does not name who it replaces: nothing is written, each other predicate
    # stands with its subject as the card wrote it.
    assert verdict.derived is None
    rest = carry(note, card, (old,))
    assert rest.lost == ()
    assert "trains on the river six days a week" in rest.rest
    assert old not in rest.rest


@settings(max_examples=40, deadline=None)
@given(
    flag=st.sampled_from(["bulk_refunds", "search_v3", "offline_sync", "dark_mode_beta"]),
    sides=st.sampled_from([("off", "on"), ("on", "off")]),
    put=st.sampled_from(["defaults to", "is set to"]),
    cue=st.booleans(),
)
def test_a_state_put_to_its_other_side_is_a_change_of_that_word_only(
    flag: str, sides: tuple[str, str], put: str, cue: bool
) -> None:
    was, now = sides
    card = f"The {flag} feature flag {put} {was}, and it expires on 31 July."
    note = f"{flag} {'now ' if cue else ''}{put} {now}."
    verdict = relate(note, card, 0.78, 50.0)
    if cue:
        assert verdict.kind == "correction", verdict
        assert verdict.swaps == ((was, now),)
        assert verdict.derived is None
    else:
        assert verdict.kind == "contradiction", verdict
    # "expires on 31 July": a preposition before a date states nothing.
    assert relate(f"The {flag} feature flag expires on 31 July.", card, 0.8, 5.0).kind in (
        "less",
        "same",
    )


@settings(max_examples=30, deadline=None)
@given(
    old=st.sampled_from(["Memcached", "Hazelcast", "Couchbase"]),
    new=st.sampled_from(["Redis", "Valkey", "DragonflyDB"]),
    place=st.sampled_from(["storefront", "checkout service", "admin portal"]),
)
def test_a_thing_gone_from_the_cards_subject_ends_it_and_the_rest_is_carried(
    old: str, new: str, place: str
) -> None:
    card = f"The {place} keeps its sessions in {old}, and a session expires after 30 minutes."
    note = f"{old} is gone from the {place}; {new} replaced it as the session store."
    verdict = relate(note, card, 0.66, 100.0)
    assert verdict.kind == "correction", verdict
    assert verdict.swaps[0][0] == old
    assert verdict.derived is None
    assert carry(note, card, (old,)).rest == "A session expires after 30 minutes."


@settings(max_examples=30, deadline=None)
@given(
    number=st.integers(1000, 9999),
    day=st.integers(1, 28),
    minutes=st.integers(5, 300),
)
def test_words_of_a_dated_card_said_wrong_under_its_identifier_correct_that_card(
    number: int, day: int, minutes: int
) -> None:
    card = (
        f"On 2026-04-{day:02d} the checkout API failed because the payment provider's webhook "
        f"certificate expired; the outage lasted {minutes} minutes and is tracked as "
        f"INC-{number}."
    )
    note = (
        f"Correction on INC-{number} (the checkout outage): the root cause was a DNS change "
        "on our side, not the provider's certificate."
    )
    verdict = relate(note, card, 0.62, 5.0)
    assert verdict.kind == "correction", verdict
    # What is wrong is named as the card writes it; nothing is put in its place.
    assert verdict.swaps == (("provider's webhook certificate", ""),)
    assert verdict.derived is None
    # Another incident's number is another thing.
    other = note.replace(f"INC-{number}", f"INC-{number + 1}")
    assert relate(other, card, 0.62, 5.0).kind == "distinct"


@settings(max_examples=30, deadline=None)
@given(
    old=st.sampled_from(["VS Code", "GNU Emacs", "IBM Notes", "KDE Kate"]),
    new=st.sampled_from(["Zed", "Helix", "Sublime Text"]),
)
def test_an_acronym_opening_a_name_is_a_word_of_that_name(old: str, new: str) -> None:
    card = f"User's code editor is {old}; they use the JetBrains Mono font at 14 pt."
    verdict = relate(f"User's code editor has changed to {new}.", card, 0.52, 150.0)
    assert verdict.kind == "correction", verdict
    assert verdict.swaps == ((old, new),)


@settings(max_examples=30, deadline=None)
@given(
    hour=st.integers(6, 11),
    minute=st.sampled_from([0, 15, 30, 45]),
    slot=st.sampled_from(["check-out time", "check-in", "curfew:", "deadline"]),
)
def test_a_clock_written_with_a_point_after_its_slot_is_that_time(
    hour: int, minute: int, slot: str
) -> None:
    dotted = f"Cottage {slot} {hour}.{minute:02d}"
    found = [m for m in mentions(dotted) if m.kind == "time"]
    assert [m.raw for m in found] == [f"{hour}.{minute:02d}"]
    # A version after the same words is a version.
    assert not [m for m in mentions(f"the {slot} {hour}.{minute:02d} release") if m.kind == "time"]


@settings(max_examples=30, deadline=None)
@given(minutes=st.sampled_from([10, 20, 25, 40]), event=st.sampled_from(["departure", "kick-off"]))
def test_a_span_told_with_minus_is_the_same_span(minutes: int, event: str) -> None:
    card = f"At Tarnmouth the boarding gate closes {minutes} minutes before {event}."
    note = f"Tarnmouth gate closure = {event} minus {minutes} min"
    assert relate(note, card, 0.8, 28.0).kind in ("same", "less", "more")
    assert relate(
        f"Tarnmouth gate closure = {event} minus {minutes + 5} min", card, 0.8, 28.0
    ).kind in (
        "contradiction",
        "distinct",
    )


@settings(max_examples=30, deadline=None)
@given(node=st.integers(1, 40), last=st.integers(2, 250))
def test_the_same_identifiers_name_one_thing_whatever_words_open_each(node: int, last: int) -> None:
    host, address = f"k8s-worker-{node:02d}", f"10.20.3.{last}"
    card = f"Noted: Kubernetes node {host} has the internal IP {address}."
    note = f"The worker in the prod cluster, {host}, sits at {address} on the internal network."
    assert relate(note, card, 0.6, 14.0).kind != "distinct"
    other = f"The worker in the prod cluster, k8s-worker-{node + 1:02d}, sits at {address}."
    assert relate(other, card, 0.6, 14.0).kind == "distinct"


@settings(max_examples=30, deadline=None)
@given(
    repos=st.sampled_from([("web-app", "docs-site"), ("admin-console", "mobile-shell")]),
    tails=st.sampled_from([("-rc.1", "-rc.2"), ("-rc.1", ""), ("-beta.3", "-beta.4")]),
    minor=st.integers(0, 12),
)
def test_words_written_with_a_hyphen_or_a_digit_still_name_other_things(
    repos: tuple[str, str], tails: tuple[str, str], minor: int
) -> None:
    # The reader may take a version's tail off ("1.4.0-rc.1" read as 1.4.0): the words as
    # written say which repo and which release.
    one, two = (
        f"In the {repo} repo, @acme/ui-kit is pinned to 1.{minor}.0{tail} in package.json."
        for repo, tail in zip(repos, tails, strict=True)
    )
    assert relate(two, one, 0.9, 7.0).kind == "distinct"


def test_a_list_of_predicates_closed_by_and_is_cut_at_each_comma() -> None:
    card = (
        "The Kelvin novice eight is coached by Ewan Petrie, trains on the river six days a "
        "week and races at the Henley regatta in June."
    )
    assert len(conjuncts(card)) == 3
    # A list of objects is not: "sells bread, cakes and pies".
    assert conjuncts("The shop sells bread, cakes and pies.") == [
        "The shop sells bread, cakes and pies."
    ]


@settings(max_examples=30, deadline=None)
@given(
    thing=st.sampled_from(["the checkout API", "pump 3", "the nightly backup", "the VPN"]),
    wrong=st.sampled_from(["a blown fuse", "an expired certificate", "a full disk"]),
    right=st.sampled_from(["a DNS change", "a seized bearing", "a bad config push"]),
    day=st.integers(1, 28),
)
def test_what_happened_stands_when_only_its_because_was_wrong(
    thing: str, wrong: str, right: str, day: int
) -> None:
    card = f"On 2026-03-{day:02d} {thing} failed because of {wrong}; it was down for an hour."
    note = f"Correction: the cause was {right}, not {wrong}."
    rest = carry(note, card, (wrong,))
    assert rest.lost == ()
    assert rest.rest.startswith(f"On 2026-03-{day:02d} {thing} failed.")
    assert wrong not in rest.rest


@settings(max_examples=30, deadline=None)
@given(
    press=st.sampled_from(_FIRMS),
    tools=st.sampled_from(
        [("Adobe InDesign", "InDesign", "Affinity Publisher"), ("Apple Pages", "Pages", "Scribus")]
    ),
    version=st.sampled_from(["2023", "7.2", "CC 2024"]),
)
def test_a_switched_thing_goes_with_its_maker_version_and_what_it_did(
    press: str, tools: tuple[str, str, str], version: str
) -> None:
    written, short, new = tools
    card = (
        f"{press} typesets its books in {written} {version}; the covers are designed by Rhi Vale."
    )
    note = (
        f"{press} moved its typesetting from {short} to {new} because the licences cost too much."
    )
    carried = carry(note, card, (short,))
    assert (carried.rest, carried.lost) == ("The covers are designed by Rhi Vale.", ())


@settings(max_examples=30, deadline=None)
@given(
    event=st.sampled_from(["morning briefing", "Friday stand-up", "shift handover"]),
    room=st.sampled_from(["crew room", "old canteen", "meeting room"]),
    where=st.sampled_from(["above Hangar 2", "behind the tower", "next to Gate B4"]),
    time=st.sampled_from(["05:30", "09:15", "14:00"]),
)
def test_a_place_moved_out_of_goes_with_where_it_is_and_when_stays(
    event: str, room: str, where: str, time: str
) -> None:
    card = f"The Tarnmouth {event} is at {time} in the {room} {where}."
    note = f"The {event} at Tarnmouth has moved out of the {room} and into the new ops centre."
    carried = carry(note, card, (room,))
    assert (carried.rest, carried.lost) == (f"The Tarnmouth {event} is at {time}.", ())


@settings(max_examples=20, deadline=None)
@given(year=st.integers(2005, 2024), old=st.sampled_from(_COACHES), new=st.sampled_from(_NEW))
def test_a_since_that_says_when_is_no_reason_to_cut_at(year: int, old: str, new: str) -> None:
    card = f"Harrow Joinery (client since {year}): year end 31 March, account manager {old}."
    note = f"{new} took over the Harrow Joinery account from {old} on 1 May."
    rest = carry(note, card, (old,)).rest
    assert f"since {year}): year end 31 March" in rest


@settings(max_examples=40, deadline=None)
@given(
    qualifier=st.sampled_from(["Django", "Rails", "legacy", "Kotlin"]),
    noun=st.sampled_from(["monolith", "backend", "storefront", "portal"]),
    things=st.sampled_from(
        [("Celery", "Dramatiq"), ("Sidekiq", "GoodJob"), ("Jenkins", "Buildkite")]
    ),
    version=st.sampled_from(["5.3", "7.1", "2.4"]),
    rest=st.sampled_from(["job results are kept for 24 hours", "failed jobs page the on-call"]),
)
def test_the_subject_named_a_little_shorter_by_a_switch_is_no_detail_lost(
    qualifier: str, noun: str, things: tuple[str, str], version: str, rest: str
) -> None:
    old, new = things
    card = f"The {qualifier} {noun} runs its background jobs on {old} {version}; {rest}."
    note = f"We moved the {noun}'s background jobs from {old} to {new} last month."
    verdict = relate(note, card, 0.62, 120.0)
    assert verdict.kind == "correction", verdict
    carried = carry(note, card, tuple(before for before, _ in verdict.swaps))
    assert carried.lost == (), carried
    assert carried.rest == rest[0].upper() + rest[1:] + ".", carried
    # A word the note does not name the thing by stays a detail ("…the Django monolith's
    # nightly jobs" is not "the portal's").
    other = "backend" if noun != "backend" else "portal"
    elsewhere = f"We moved the {other}'s background jobs from {old} to {new} last month."
    assert carry(elsewhere, card, (old,)).lost != ()
