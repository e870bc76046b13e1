"""must_not_merge (part 1): the same shape with a different identifier or person - two
cargo bikes booked into the workshop (CB-07 / CB-17), two chess teams in two divisions,
Hollow Tide builds 0.14.2 / 0.14.20 arriving weeks apart, two Cubs with opposite photo
consent, two short milk deliveries on dated days, two translation jobs LB-3318 / LB-3381.

Expected `distinct`: after curate and dream each fact keeps its own live memory (one that
does not also state the other) and is in the top 3 for its own question.
"""

from .common import DREAM, MNM, case, consolidate, distinct, f, m, n


def mnm(cid, title, notes, facts, arrange=DREAM):
    return case(cid, MNM, title, [*notes, arrange], [distinct(*facts)], expect="distinct")


def apart(cid, title, notes, facts):
    """Each note in its own batch, a dream after each (weeks apart)."""
    steps = []
    for note in notes:
        steps += [note, DREAM]
    return case(cid, MNM, title, steps, [distinct(*facts)], expect="distinct")


CASES = [
    mnm("mnm-cargo-bikes", "CB-07 brakes vs CB-17 rear wheel, same Monday", [
        n("Cargo bike CB-07 is booked into Chainline Cycles on Monday for new brake pads.",
          "2026-03-12"),
        n("CB-17 (the long-tail cargo bike) is booked into Chainline Cycles on Monday for a "
          "new rear wheel.", "2026-03-12"),
    ], [f(m("cb-07", "brake"), "What is cargo bike CB-07 booked in for?"),
        f(m("cb-17", "rear wheel"), "What is cargo bike CB-17 booked in for?")]),

    mnm("mnm-kestrel-teams", "A team division 1, Mondays vs B team division 3, Wednesdays "
        "(consolidate)", [
        n("Kestrel A play in Division 1 of the Tyneside league; their home matches are on "
          "Mondays.", "2026-09-01"),
        n("Kestrel B are in Division 3 of the Tyneside league and play their home matches on "
          "Wednesdays.", "2026-09-01"),
    ], [f(m(["kestrel a", "a team"], ["division 1", "division one"], r"mondays?"),
          "Which division are Kestrel A in, and when are their home matches?"),
        f(m(["kestrel b", "b team"], ["division 3", "division three"], r"wednesdays?"),
          "Which division are Kestrel B in, and when are their home matches?")],
        arrange=consolidate()),

    apart("mnm-hollow-tide-builds", "builds 0.14.2 / 0.14.20, six weeks apart", [
        n("Hollow Tide build 0.14.2 went to the Steam beta branch with the new fishing "
          "minigame.", "2026-04-07"),
        n("Hollow Tide build 0.14.20 went to the Steam beta branch; it fixes the save "
          "corruption on Steam Deck.", "2026-05-19"),
    ], [f(m(r"0\.14\.2", "fishing"), "What did Hollow Tide build 0.14.2 add?"),
        f(m(r"0\.14\.20", "save corruption"),
          "Which Hollow Tide build fixed the Steam Deck save corruption?")]),

    mnm("mnm-cubs-photo-consent", "Alfie may be photographed, Archie may not", [
        n("Alfie Brennan (Cubs) has photo consent - fine to appear on the group's Facebook "
          "page.", "2026-09-16"),
        n("Archie Brennan (Cubs) does NOT have photo consent, so keep him out of anything we "
          "post online.", "2026-09-16"),
    ], [f(m("alfie", "photo consent", none=["not"]), "Can Alfie Brennan appear in photos?"),
        f(m("archie", ["does not", "out of"]), "Can Archie Brennan appear in photos?")]),

    apart("mnm-ashcombe-milk", "'On <date> the milk delivery was short because' twice", [
        n("On 3 June the milk delivery to Ashcombe Farm Shop came up short because the "
          "dairy's tanker broke down.", "2026-06-03"),
        n("On 17 June Ashcombe's milk delivery was short again, this time because the order "
          "form had the wrong quantities.", "2026-06-17"),
    ], [f(m(["3 june", r"june 3(?:rd)?"], "tanker"),
          "Why was Ashcombe's milk delivery short on 3 June?"),
        f(m(["17 june", r"june 17(?:th)?"], "order form"),
          "Why was Ashcombe's milk delivery short on 17 June?")]),

    mnm("mnm-lingua-jobs", "LB-3318 vs LB-3381, digits swapped, two word counts", [
        n("Job LB-3318 is a Portuguese patent of 6,200 words, due on 14 July.", "2026-07-01"),
        n("Job LB-3381 is a Portuguese patent of 2,600 words, due on 21 July.", "2026-07-02"),
    ], [f(m("lb-3318", ["14 july", "july 14"]), "When is job LB-3318 due?"),
        f(m("lb-3381", ["21 july", "july 21"]), "When is job LB-3381 due?")]),
]
