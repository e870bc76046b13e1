"""contradiction (h10): two notes in one frame give one slot two values, with no cue, then
a dream. Six pairs land in the same week (two onboarding buddies, two launch times, two
source-control systems, filtered / unfiltered, two membership prices, two orbit heights);
four are five months or more apart (a consultation price, a loan period, a refresh interval,
a winter storage yard).

Same-week pairs pass when flagged or resolved by recency on the record; pairs five months or
more apart also pass when the newer simply answers first. Fusing both into one live memory,
losing one, or letting the older win always fails.
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
    con("h10-con-onboarding-buddy", "two onboarding buddies for one role",
        n("Henrike is the onboarding buddy for new engineers at Quillon.", "2026-02-02"),
        n("Lowenna is the onboarding buddy for new engineers at Quillon.", "2026-02-04"),
        m("henrike"), m("lowenna"), "Who is the onboarding buddy for new engineers at Quillon?"),

    con("h10-con-safety-boat", "launches at 10:30 / 11:15",
        n("On race days the Curlew safety boat launches at 10:30.", "2026-05-04"),
        n("On race days the Curlew safety boat launches at 11:15.", "2026-05-06"),
        m("10:30"), m("11:15"), "What time does the Curlew safety boat launch on race days?"),

    con("h10-con-source-control", "Perforce / Plastic SCM",
        n("Emberfall's source code lives in Perforce.", "2026-03-16"),
        n("Emberfall's source code lives in Plastic SCM.", "2026-03-19"),
        m("perforce"), m("plastic"), "Which source-control system holds Emberfall's code?"),

    con("h10-con-lager-filtered", "unfiltered / filtered",
        n("Ironbridge's house lager is unfiltered.", "2026-06-15"),
        n("Ironbridge's house lager is filtered.", "2026-06-17"),
        m("unfiltered"), m("filtered"), "Is Ironbridge's house lager filtered?"),

    con("h10-con-coop-membership", "£20 / £30 a year",
        n("A year's membership of the Chainring bike co-op costs £20.", "2026-04-13"),
        n("A year's membership of the Chainring bike co-op costs £30.", "2026-04-15"),
        m(r"£ ?20"), m(r"£ ?30"), "How much is a year's membership of the Chainring co-op?"),

    con("h10-con-orbit-altitude", "520 km / 550 km",
        n("Aurora-2 flies in a 520 km orbit.", "2026-08-03"),
        n("Aurora-2 flies in a 550 km orbit.", "2026-08-05"),
        m(r"520 ?km"), m(r"550 ?km"), "How high is Aurora-2's orbit?"),

    # ---- five months or more apart
    con("h10-con-consult-fee", "£48 / £65 a consultation, 6 months apart",
        n("A standard consultation at Fernbank Veterinary Clinic costs £48.", "2026-01-12"),
        n("A standard consultation at Fernbank Veterinary Clinic costs £65.", "2026-07-20"),
        m(r"£ ?48"), m(r"£ ?65"), "How much is a standard consultation at Fernbank?"),

    con("h10-con-ereader-loan", "3 weeks / 6 weeks, 7 months apart",
        n("Calderwood Library lends e-readers for 3 weeks.", "2026-02-09"),
        n("Calderwood Library lends e-readers for 6 weeks.", "2026-09-14"),
        m(r"3 ?weeks"), m(r"6 ?weeks"), "How long can I borrow an e-reader from Calderwood "
        "Library?"),

    con("h10-con-feature-refresh", "every 4 hours / every 12 hours, 6 months apart",
        n("The churn feature store is refreshed every 4 hours.", "2026-01-26"),
        n("The churn feature store is refreshed every 12 hours.", "2026-08-03"),
        m(r"4 ?hours"), m(r"12 ?hours"), "How often is the churn feature store refreshed?"),

    con("h10-con-caravan-storage", "Greyling Farm / Marsh Lane, 11 months apart",
        n("Over winter the Pennocks' caravan is stored at Greyling Farm.", "2025-11-03"),
        n("Over winter the Pennocks' caravan is stored at Marsh Lane Storage.", "2026-10-05"),
        m("greyling"), m("marsh lane"), "Where is the Pennocks' caravan stored over winter?"),
]
