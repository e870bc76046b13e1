"""contradiction: two notes give one slot two values, with no correction cue, then a dream.
Four pairs land in the same week ("Nobody may bring a dog" / "Plot holders may bring a
dog"; parking "is free" / "costs £2"; two ride leaders named in different word orders;
two banks for one account); two are seven months apart (dogs welcome / not accepted; one
courier / another).

Same-week pairs pass when the conflict is flagged (a `contradicts` relation or a non-merge
review item naming both) or resolved by recency on the record (older closed and kept, newer
live and first). Pairs five months or more apart also pass when the newer simply answers
first. Fusing both into one live memory, losing one, or letting the older win always fails.
"""

import datetime as _dt

from .common import CON, DREAM, MONTHS_APART, SAME_WEEK, case, contradiction, m, n


def con(cid, title, older_note, newer_note, older, newer, q):
    days = (_dt.date.fromisoformat(newer_note["at"][:10])
            - _dt.date.fromisoformat(older_note["at"][:10])).days
    assert 0 < days <= 7 or days >= 150, f"{cid}: {days} days apart"
    apart = days >= 150
    return case(cid, CON, title, [older_note, newer_note, DREAM],
                [contradiction(older, newer, q, MONTHS_APART if apart else SAME_WEEK)],
                expect="flag or resolve")


CASES = [
    # ---- same week: a human should be asked, or the resolution recorded
    con("con-garden-dogs", "'Nobody may bring a dog' / 'Plot holders may bring a dog'",
        n("Nobody may bring a dog into Fernhill Community Garden.", "2026-04-06"),
        n("Plot holders may bring a dog into Fernhill Community Garden if it stays on a lead.",
          "2026-04-08"),
        m("nobody may"), m("plot holders may"),
        "Can plot holders bring a dog into Fernhill Community Garden?"),

    con("con-dental-parking", "parking 'is free' / 'costs £2'",
        n("Parking at Kestrel Dental is free for patients.", "2026-02-09"),
        n("Parking at Kestrel Dental costs patients £2.", "2026-02-11"),
        m("free"), m(r"£ ?2"), "Do patients pay for parking at Kestrel Dental?"),

    con("con-b-group-leader", "two ride leaders, different word orders",
        n("The ride leader for the Wolds Wheelers' Sunday B group is Ffion.", "2026-05-04"),
        n("Gareth leads the Sunday B group rides for the Wolds Wheelers.", "2026-05-06"),
        m("ffion"), m("gareth"), "Who leads the Wolds Wheelers' Sunday B group?"),

    con("con-pta-bank", "'account is with Lloyds' / 'banks with NatWest'",
        n("The Ashcombe PTA's bank account is with Lloyds.", "2026-09-14"),
        n("The Ashcombe PTA banks with NatWest.", "2026-09-17"),
        m("lloyds"), m("natwest"), "Which bank is the Ashcombe PTA's account with?"),

    # ---- seven months apart: recency is a fair guide
    con("con-tern-dogs", "welcomes two dogs / doesn't accept dogs, 7 months apart",
        n("Tern Cottage welcomes up to two dogs.", "2026-01-12"),
        n("Tern Cottage doesn't accept dogs.", "2026-08-10"),
        m("two dogs"), m(["doesn't accept dogs", "does not accept dogs", "no dogs"]),
        "Are dogs allowed at Tern Cottage?"),

    con("con-parcel-courier", "DPD / Evri, 7 months apart",
        n("Loam & Leaf sends its parcels with DPD.", "2026-02-02"),
        n("Loam & Leaf ships parcels with Evri.", "2026-08-17"),
        m("dpd"), m("evri"), "Which courier does Loam & Leaf use for parcels?"),
]
