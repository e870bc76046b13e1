"""must_not_merge: the same sentence shape with another identifier - a version (4.2 / 4.20,
2.6 / 2.16), a purchase order, a bay, a host, the date of a dated event, an environment, a
negation - and three pairs where the later note really replaces the earlier one
(`supersede`: "From April", "has been moved to", "has handed ... over to").

`distinct`: after curate and dream each fact keeps its own live memory (one that does not
also state the other) and is in the top 3 for its own question. `supersede`: the newer is
the first answer, the older is closed, kept on disk and found with --include-superseded.
"""

from .common import DREAM, MNM, case, consolidate, distinct, f, m, n, supersede


def mnm(cid, title, notes, facts, arrange=DREAM):
    return case(cid, MNM, title, [*notes, arrange], [distinct(*facts)], expect="distinct")


def apart(cid, title, notes, facts):
    """Each note in its own batch, a dream after each (weeks apart)."""
    steps = []
    for note in notes:
        steps += [note, DREAM]
    return case(cid, MNM, title, steps, [distinct(*facts)], expect="distinct")


def mnm_sup(cid, title, notes, new, old, arrange=DREAM):
    return case(cid, MNM, title, [*notes, arrange], [supersede(new, old)], expect="supersede")


CASES = [
    apart("h11-mnm-fernwood-signers", "release 4.2 vs 4.20, who signed it, months apart", [
        n("Release 4.2 of the fernwood CLI was signed by Ottilie.", "2026-01-26"),
        n("Release 4.20 of the fernwood CLI was signed by Benedek.", "2026-10-05"),
    ], [f(m(r"4\.2", "ottilie"), "Who signed fernwood release 4.2?"),
        f(m(r"4\.20", "benedek"), "Who signed fernwood release 4.20?")]),

    mnm("h11-mnm-dairy-orders", "PO-20931 vs PO-20913, digits swapped", [
        n("Purchase order PO-20931 to Hartwell Dairy is for 40 litres of double cream.",
          "2026-03-09"),
        n("Purchase order PO-20913 to Hartwell Dairy is for 40 litres of whole milk.",
          "2026-03-09"),
    ], [f(m("po-20931", "cream"), "What is purchase order PO-20931 for?"),
        f(m("po-20913", "milk"), "What is purchase order PO-20913 for?")]),

    mnm("h11-mnm-warehouse-bays", "bay 12 vs bay 21", [
        n("At the Thornbury fulfilment centre, bay 12 holds oversized parcels waiting for "
          "courier collection.", "2026-05-11"),
        n("At the Thornbury fulfilment centre, bay 21 holds damaged returns waiting for "
          "inspection.", "2026-05-11"),
    ], [f(m("bay 12", "oversized"), "What is kept in bay 12 at Thornbury?"),
        f(m("bay 21", "damaged"), "What is kept in bay 21 at Thornbury?")]),

    apart("h11-mnm-callout-dates", "'On <date> the team was called out ...', two weeks apart", [
        n("On 12 January Strathcairn MRT was called out to a fallen walker on Ben Ardle; "
          "she was airlifted to hospital by the coastguard helicopter.", "2026-01-12"),
        n("On 26 January Strathcairn MRT was called out to a fallen walker on Ben Ardle; "
          "he was walked off the hill by the team with a sprained ankle.", "2026-01-26"),
    ], [f(m(["12 january", r"january 12(?:th)?", "12 jan"], "airlifted"),
          "What happened on the Strathcairn call-out of 12 January?"),
        f(m(["26 january", r"january 26(?:th)?", "26 jan"], "sprained ankle"),
          "What happened on the Strathcairn call-out of 26 January?")]),

    mnm("h11-mnm-export-environments", "staging vs production, same job", [
        n("In staging, Larkspur Home's order-export job runs every 15 minutes.", "2026-06-08"),
        n("In production, Larkspur Home's order-export job runs every 4 hours.", "2026-06-08"),
    ], [f(m("staging", [r"15 ?min(?:ute)?s?", "15-minute", "fifteen minutes"]),
          "How often does Larkspur's order-export job run in staging?"),
        f(m("production", [r"4 ?hours?", "four hours", r"4 ?hrs?"]),
          "How often does Larkspur's order-export job run in production?")]),

    mnm("h11-mnm-pets-negation", "pets allowed in one car, not allowed in the other", [
        n("Pets are allowed in the Wyndham car club's estate car, the Octavia.",
          "2026-04-13"),
        n("Pets are not allowed in the Wyndham car club's electric Zoe.", "2026-04-13"),
    ], [f(m("octavia", "allowed", none=["not allowed"]),
          "Can I take my dog in the car club's Octavia?"),
        f(m("zoe", "not allowed"), "Can I take my dog in the car club's Zoe?")]),

    mnm("h11-mnm-dome-software", "PHD2 2.6 on the east dome vs 2.16 on the west dome", [
        n("The east dome at Kestrel Hill Observatory guides with PHD2 version 2.6.",
          "2026-02-16"),
        n("The west dome at Kestrel Hill Observatory guides with PHD2 version 2.16.",
          "2026-02-16"),
    ], [f(m("east dome", r"2\.6"), "Which PHD2 version does the east dome use?"),
        f(m("west dome", r"2\.16"), "Which PHD2 version does the west dome use?")]),

    mnm("h11-mnm-audio-hosts", "pod-edit-02 vs pod-edit-20", [
        n("Host pod-edit-02 stores the raw Tidewater Tales recordings.", "2026-07-13"),
        n("Host pod-edit-20 stores the published Tidewater Tales masters.", "2026-07-13"),
    ], [f(m("pod-edit-02", "raw"), "Where are the raw Tidewater Tales recordings stored?"),
        f(m("pod-edit-20", r"masters?"), "Where are the Tidewater Tales masters stored?")],
        arrange=consolidate(0.8)),

    mnm("h11-mnm-vineyard-blocks", "block 3 vs block 8, two picking dates", [
        n("Block 3 at the Elmstead vineyard is Pinot Noir and will be picked on 18 "
          "September.", "2026-08-24"),
        n("Block 8 at the Elmstead vineyard is Chardonnay and will be picked on 25 "
          "September.", "2026-08-24"),
    ], [f(m("block 3", "pinot"), "Which grape is in block 3 at Elmstead?"),
        f(m("block 8", "chardonnay"), "Which grape is in block 8 at Elmstead?")]),

    # ---- the later note replaces the earlier: supersede, not keep both
    mnm_sup("h11-mnm-sup-mooring-fee", "'From April' a new mooring rate", [
        n("Visitor moorings at Fenmouth harbour cost £3.20 per metre per night.",
          "2026-01-12"),
        n("From April, visitor moorings at Fenmouth harbour cost £3.60 per metre per night.",
          "2026-03-23"),
    ], f(m("fenmouth", r"3\.60"), "How much is a visitor mooring at Fenmouth harbour?"),
        m("fenmouth", r"3\.20")),

    mnm_sup("h11-mnm-sup-blade-inspection", "'has been moved to 23 June'", [
        n("The annual blade inspection at the Ardmore wind farm is on 9 June.", "2026-04-06"),
        n("The Ardmore annual blade inspection has been moved to 23 June.", "2026-04-20"),
    ], f(m("blade inspection", ["23 june", "june 23"]),
         "When is the Ardmore annual blade inspection?"),
        m("blade inspection", ["9 june", "june 9"])),

    mnm_sup("h11-mnm-sup-dry-goods", "'has handed ... over to'", [
        n("Chef Ruaridh places the weekly dry-goods order with Castleton Wholesale.",
          "2026-02-02"),
        n("Ruaridh has handed the weekly dry-goods order over to the sous-chef, Mireya.",
          "2026-04-27"),
    ], f(m("mireya"), "Who places the weekly dry-goods order?"),
        m("ruaridh", "places", none=["handed"])),
]
