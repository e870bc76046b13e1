"""contradiction: two notes give one slot two values with no correction cue, then a dream.
Five pairs land in the same week (a sailing time, a practice manager, a minimum age, a scan
resolution, an insurer), three are six months or more apart (a freelancer, a home rink, a
recording program).

Same-week pairs pass when flagged or resolved by recency on the record; pairs months apart
also pass when the newer simply answers first. Fusing both into one live memory, losing
one, or letting the older win always fails.
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
    # ---- same week
    con("con-last-sunday-sailing", "last Sunday sailing 19:30 / 20:30",
        n("The last Glenmorra sailing on Sundays leaves at 19:30.", "2026-05-04"),
        n("The last Glenmorra sailing on Sundays leaves at 20:30.", "2026-05-06"),
        m([r"19[:.]30", r"7[:.]30 ?pm"]), m([r"20[:.]30", r"8[:.]30 ?pm"]),
        "When does the last Glenmorra sailing leave on Sundays?"),

    con("con-practice-manager", "two practice managers for one practice",
        n("Oona Fitzgerald is the practice manager at Brightsmile Dental.", "2026-02-16"),
        n("Priya Raman is the practice manager at Brightsmile Dental.", "2026-02-18"),
        m(["oona", "fitzgerald"]), m(["priya", "raman"]),
        "Who is the practice manager at Brightsmile Dental?"),

    con("con-volunteer-age", "minimum volunteer age 16 / 18",
        n("Eastmoor Food Bank volunteers must be at least 16.", "2026-03-09"),
        n("Eastmoor Food Bank volunteers must be at least 18.", "2026-03-12"),
        m("16"), m("18"), "How old do Eastmoor Food Bank volunteers have to be?"),

    con("con-scan-resolution", "photographs digitised at 600 / 1200 dpi",
        n("The Harrowgate archive digitises its photographs at 600 dpi.", "2026-06-08"),
        n("The Harrowgate archive digitises its photographs at 1200 dpi.", "2026-06-10"),
        m(r"600 ?dpi"), m(r"1200 ?dpi"),
        "At what resolution does the Harrowgate archive digitise photographs?"),

    con("con-drone-insurer", "drone liability insurance with two insurers",
        n("Aerolens's drone liability insurance is with Skyguard Mutual.", "2026-07-06"),
        n("Aerolens's drone liability insurance is with Altus Underwriting.", "2026-07-09"),
        m("skyguard"), m("altus"), "Who insures Aerolens's drones for liability?"),

    # ---- six months or more apart
    con("con-japanese-freelancer", "Japanese work to Kenji / Aiko, 7 months apart",
        n("Polyglot Bridge sends its Japanese work to the freelancer Kenji Moriyama.",
          "2026-01-12"),
        n("Polyglot Bridge sends its Japanese work to the freelancer Aiko Tanabe.",
          "2026-08-03"),
        m(["kenji", "moriyama"]), m(["aiko", "tanabe"]),
        "Who does Polyglot Bridge send its Japanese work to?"),

    con("con-home-rink", "home games at Glacier Arena / Northway Ice Centre, 8 months apart",
        n("The Tynebridge Huskies play their home games at Glacier Arena.", "2026-01-19"),
        n("The Tynebridge Huskies play their home games at Northway Ice Centre.",
          "2026-09-07"),
        m("glacier arena"), m("northway"), "Where do the Tynebridge Huskies play home games?"),

    con("con-studio-daw", "records in Pro Tools / Logic Pro, 6 months apart",
        n("Tannery Lane Studios records everything in Pro Tools.", "2026-02-02"),
        n("Tannery Lane Studios records everything in Logic Pro.", "2026-08-17"),
        m("pro tools"), m("logic"), "Which program does Tannery Lane Studios record in?"),
]
