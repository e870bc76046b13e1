"""contradiction: two notes give one slot two values, with no correction cue, then a dream.
Five pairs land in the same week (two team leaders, two delivery times, two get-in doors,
two wormers, two release days), three are five months or more apart (a minimum Python
version, a next-day courier, a membership fee).

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
    con("h11-con-rescue-leader", "two team leaders of one rescue team",
        n("Callum Reid is the team leader of Strathcairn Mountain Rescue.", "2026-02-02"),
        n("Isla Munro is the team leader of Strathcairn Mountain Rescue.", "2026-02-05"),
        m("callum"), m("isla"), "Who is the team leader of Strathcairn Mountain Rescue?"),

    con("h11-con-bread-delivery", "bread arrives at 6 am / 7 am",
        n("Saffron Yard's bread delivery from Pell's Bakery arrives at 6 am.", "2026-03-09"),
        n("Saffron Yard's bread delivery from Pell's Bakery arrives at 7 am.", "2026-03-11"),
        m([r"6 ?am", "06:00"]), m([r"7 ?am", "07:00"]),
        "What time does Saffron Yard's bread delivery arrive?"),

    con("h11-con-get-in-door", "get-in through Vine Lane / Quarry Street",
        n("Touring shows load in to the Lyric Playhouse through the dock door on Vine Lane.",
          "2026-10-05"),
        n("Touring shows load in to the Lyric Playhouse through the dock door on Quarry "
          "Street.", "2026-10-08"),
        m("vine lane"), m("quarry street"),
        "Which door do touring shows use to load in at the Lyric Playhouse?"),

    con("h11-con-ewe-wormer", "Cydectin / Zolvix",
        n("The Texel ewes at Hollins Farm are wormed with Cydectin.", "2026-06-15"),
        n("The Texel ewes at Hollins Farm are wormed with Zolvix.", "2026-06-17"),
        m("cydectin"), m("zolvix"), "Which wormer is used on the Hollins Farm Texel ewes?"),

    con("h11-con-release-day", "Wednesdays / Thursdays at 06:00",
        n("New Tidewater Tales episodes go out on Wednesdays at 06:00.", "2026-04-20"),
        n("New Tidewater Tales episodes go out on Thursdays at 06:00.", "2026-04-22"),
        m(r"wednesdays?"), m(r"thursdays?"), "Which day do new Tidewater Tales episodes go out?"),

    # ---- five months or more apart: recency is a fair guide
    con("h11-con-min-python", "Python 3.10 / 3.12, 8 months apart",
        n("The fernwood CLI's minimum supported Python version is 3.10.", "2026-01-12"),
        n("The fernwood CLI's minimum supported Python version is 3.12.", "2026-09-14"),
        m(r"3\.10"), m(r"3\.12"), "What is the minimum Python version for the fernwood CLI?"),

    con("h11-con-next-day-courier", "DPD / Evri, 6 months apart",
        n("Thornbury fulfilment centre sends next-day parcels with DPD.", "2026-02-16"),
        n("Thornbury fulfilment centre sends next-day parcels with Evri.", "2026-08-24"),
        m("dpd"), m("evri"), "Which courier takes Thornbury's next-day parcels?"),

    con("h11-con-club-membership", "£60 / £75 a year, 5 months apart",
        n("Membership of the Wyndham car club costs £60 a year.", "2026-01-26"),
        n("Membership of the Wyndham car club costs £75 a year.", "2026-07-06"),
        m(r"£ ?60"), m(r"£ ?75"), "How much is membership of the Wyndham car club?"),
]
