"""contradiction: two values for one fact and no cue that either replaces the other. Four
pairs in the same week - an opening time (11:30 / 12:00), a membership fee (£35 / £30), who
directs a play (Ffion Reece / Declan Moss), how often a hood is serviced (every 6 months /
once a year) - and two pairs months apart - log retention (30 / 90 days) and a broadband
speed (150 / 500 Mbps).

Pass (same week): the pair is flagged for a human, or the resolution is recorded with the
newer value. Pass (months apart): as above, or the newer value simply answers first.
"""

from .common import CON, DREAM, MONTHS_APART, SAME_WEEK, case, contradiction, m, n


def con(cid, title, notes, older, newer, q, pass_if, dream=False):
    steps = [*notes, *([DREAM] if dream else [])]
    return case(cid, CON, title, steps, [contradiction(older, newer, q, pass_if)],
                expect="flagged")


CASES = [
    con("con-truck-opening", "opens 11:30 / opens 12:00, three days apart", [
        n("tandoor trail opens at 11:30 at Albion on mondays", "2026-04-13"),
        n("albion mondays: we open at 12:00", "2026-04-16"),
    ], m(["11:30", r"11\.30", "half eleven"]), m(["12:00", "noon", r"12 ?pm", "midday"]),
        "What time does Tandoor Trail open at Albion on Mondays?", SAME_WEEK, dream=True),

    con("con-makerspace-fee", "membership £35 / £30 a month", [
        n("halden st makerspace membership is £35 a month", "2026-02-16"),
        n("makerspace membership: £30/month, paid by standing order", "2026-02-19"),
    ], m(r"£ ?35"), m(r"£ ?30"), "How much is makerspace membership?", SAME_WEEK),

    con("con-lighthouse-director", "two different directors named, no handover", [
        n("Ffion Reece is directing the lighthouse play", "2026-06-09"),
        n("director of The Lighthouse Keeper's Daughter is Declan Moss", "2026-06-12"),
    ], m(["ffion", "reece"]), m(["declan", "moss"]),
        "Who's directing the lighthouse play?", SAME_WEEK, dream=True),

    con("con-hood-service", "hood serviced every 6 months / once a year", [
        n("the tissue culture hood gets serviced every 6 months", "2026-02-05"),
        n("TC hood servicing is once a year, a Thermo engineer does it", "2026-02-09"),
    ], m(["every 6 months", "every six months", "6-monthly", "six-monthly", "twice a year"]),
        m(["once a year", "yearly", "annual(?:ly)?", "every year", "every 12 months"]),
        "How often is the tissue culture hood serviced?", SAME_WEEK),

    con("con-log-retention", "logs kept 30 days (February) / 90 days (July)", [
        n("quillmate app logs are kept for 30 days in Loki", "2026-02-10"),
        n("log retention for the quillmate app: 90 days", "2026-07-07"),
    ], m(["30 days", "30-day"]), m(["90 days", "90-day"]),
        "How long are Quillmate's app logs kept?", MONTHS_APART, dream=True),

    con("con-broadband-speed", "150 Mbps (January) / 500 Mbps (June), same provider", [
        n("quarry row broadband is 150 Mbps from Zen", "2026-01-14"),
        n("broadband at quarry row: Zen, 500 Mbps", "2026-06-30"),
    ], m(r"150 ?mbps"), m(r"500 ?mbps"), "How fast is the broadband at Quarry Row?",
        MONTHS_APART),
]
