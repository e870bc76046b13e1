"""contradiction: two notes give one slot two values, with no correction cue, then a dream.
Four pairs land in the same week (a minimum age, two secretaries of one society, a crew
pattern, a Saturday closing time), two are seven months apart (a route-logging app, a
paper merchant).

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
    con("con-kite-minimum-age", "minimum age 10 / 12",
        n("The minimum age for lessons at Saltmarsh Kite School is 10.", "2026-04-13"),
        n("The minimum age for lessons at Saltmarsh Kite School is 12.", "2026-04-15"),
        m("10"), m("12"), "What is the minimum age for lessons at Saltmarsh Kite School?"),

    con("con-allotment-secretary", "two secretaries of one society",
        n("Rhiannon is the secretary of the Hollins Lane Allotment Society.", "2026-03-02"),
        n("Beatrix is the secretary of the Hollins Lane Allotment Society.", "2026-03-05"),
        m("rhiannon"), m("beatrix"), "Who is the secretary of the Hollins Lane Allotment Society?"),

    con("con-pm2-crew-pattern", "four-crew / five-crew shift pattern",
        n("PM2 at Kelderbrook runs on a four-crew continental shift pattern.", "2026-02-09"),
        n("PM2 at Kelderbrook runs on a five-crew continental shift pattern.", "2026-02-11"),
        m("four-crew"), m("five-crew"), "What shift pattern does PM2 at Kelderbrook run on?"),

    con("con-pharmacy-saturday-close", "closes at 1 pm / 12:30 on Saturdays",
        n("Nethercott Pharmacy closes at 1 pm on Saturdays.", "2026-05-04"),
        n("Nethercott Pharmacy closes at 12:30 on Saturdays.", "2026-05-07"),
        m(r"1 ?pm"), m(["12:30", r"12\.30"]), "What time does Nethercott Pharmacy close on "
                                             "Saturdays?"),

    # ---- seven months apart: recency is a fair guide
    con("con-crux-route-app", "Toplogger / Vertical-Life, 7 months apart",
        n("The Crux Box logs its routes and problems in Toplogger.", "2026-01-12"),
        n("The Crux Box logs its routes and problems in Vertical-Life.", "2026-08-17"),
        m("toplogger"), m(r"vertical-? ?life"), "Which app does the Crux Box log its routes in?"),

    con("con-inkwell-paper-merchant", "Antalis / Denmaur, 7 months apart",
        n("Inkwell Press buys its paper stock from Antalis.", "2026-02-02"),
        n("Inkwell Press buys its paper stock from Denmaur.", "2026-09-07"),
        m("antalis"), m("denmaur"), "Who does Inkwell Press buy its paper from?"),
]
