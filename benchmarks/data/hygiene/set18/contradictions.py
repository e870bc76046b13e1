"""contradiction: two values for one fact and no cue that either replaces the other. Four
pairs in the same week - the goats' CDT booster (every 12 months / every 6 months), when the
nightly restic backup starts (03:15 / 01:00), how many movers are coming (3 men / 4 movers),
which day Japanese homework is due (Tuesdays / Sundays) - and two pairs months apart - how
often the dog is groomed (every 6 / every 8 weeks) and the site-visit day (Tuesdays in
February / Thursdays in July).

Pass (same week): the pair is flagged for a human, or the resolution is recorded with the
newer value. Pass (months apart): as above, or the newer value simply answers first.
"""

from .common import CON, DREAM, MONTHS_APART, SAME_WEEK, case, contradiction, m, n


def con(cid, title, notes, older, newer, q, pass_if, dream=False):
    steps = [*notes, *([DREAM] if dream else [])]
    return case(cid, CON, title, steps, [contradiction(older, newer, q, pass_if)],
                expect="flagged")


CASES = [
    con("con-cdt-booster", "CDT booster every 12 months / every 6 months, three days apart", [
        n("The goats get their CDT booster every 12 months.", "2026-03-09"),
        n("CDT vaccine for the goats: booster every 6 months.", "2026-03-12"),
    ], m(["every 12 months", "every twelve months", "every year", "once a year",
          r"annual(?:ly)?", "yearly"]),
        m(["every 6 months", "every six months", "twice a year", "6-monthly", "six-monthly"]),
        "How often do the goats get their CDT booster?", SAME_WEEK, dream=True),

    con("con-restic-start", "nightly backup starts 03:15 / 01:00, same week", [
        n("The nightly restic backup starts at 03:15.", "2026-01-22"),
        n("restic job kicks off at 01:00 each night", "2026-01-25"),
    ], m(["03:15", r"3:15 ?(?:am)?", r"3\.15 ?(?:am)?"]),
        m(["01:00", r"1 ?am", r"1:00 ?(?:am)?"]),
        "What time does the nightly restic backup start?", SAME_WEEK),

    con("con-removal-crew", "'sending 3 men' / '4 movers on the day', two days apart", [
        n("Hartley & Sons are sending 3 men for the move.", "2026-06-22"),
        n("Hartley & Sons: 4 movers on the day.", "2026-06-24"),
    ], m(["3 men", "three men", "3 movers", "three movers"]),
        m(["4 men", "four men", "4 movers", "four movers"]),
        "How many movers are Hartley & Sons sending?", SAME_WEEK, dream=True),

    con("con-homework-day", "homework due Tuesdays (in class) / Sundays (by email), same week", [
        n("Japanese homework is due each Tuesday, handed in at the start of class.",
          "2026-01-20"),
        n("Harumi says homework is due on Sundays by email.", "2026-01-23"),
    ], m(r"tuesdays?"), m(r"sundays?"),
        "When is my Japanese homework due?", SAME_WEEK),

    con("con-grooming-interval", "groomed every 6 weeks (January) / every 8 weeks (July)", [
        n("Pepper is groomed every 6 weeks at Fluff & Puff.", "2026-01-26"),
        n("Fluff & Puff do Pepper's groom every 8 weeks.", "2026-07-14"),
    ], m(["every 6 weeks", "every six weeks", "6-weekly", "six-weekly"]),
        m(["every 8 weeks", "every eight weeks", "8-weekly", "eight-weekly"]),
        "How often is Pepper groomed?", MONTHS_APART, dream=True),

    con("con-site-visit-day", "site visits on Tuesdays (February) / Thursdays (July)", [
        n("Orchard Lane site visits are on Tuesdays.", "2026-02-10"),
        n("site visits at orchard lane: thursdays", "2026-07-21"),
    ], m(r"tuesdays?"), m(r"thursdays?"),
        "Which day are the Orchard Lane site visits?", MONTHS_APART),
]
