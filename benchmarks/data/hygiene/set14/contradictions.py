"""Contradictions (6 cases): two notes that conflict with no cue, then a dream. Four arrive
in the same week (pass: flagged or resolved towards the newer); two are seven months apart
(also pass when both stay live and the newer answers first).
"""

from __future__ import annotations

from .common import CON, DREAM, MONTHS_APART, SAME_WEEK, case, contradiction, m, n


def con(cid, title, older, newer, mo, mn, q, pass_if):
    return case(cid, CON, title, [older, newer, DREAM], [contradiction(mo, mn, q, pass_if)],
                expect="flagged or resolved")


CASES = [
    con("con-laser-unsupervised", "laser cutter unsupervised after induction: yes / nobody",
        n("At the Tinker Shed the laser cutter may be used unsupervised once you've done the "
          "induction.", "2026-03-02"),
        n("Nobody may use the Tinker Shed laser cutter unsupervised, even after the induction.",
          "2026-03-05"),
        m("may be used unsupervised"), m("nobody may use"),
        "Can I use the Tinker Shed laser cutter unsupervised after the induction?", SAME_WEEK),

    con("con-rowing-captain", "two captains named for this season",
        n("The Kestrel Reach captain this season is Harriet Oduya.", "2026-04-06"),
        n("Sam Whitlock is captain of Kestrel Reach this season.", "2026-04-09"),
        m("harriet oduya"), m("sam whitlock"),
        "Who is the Kestrel Reach captain this season?", SAME_WEEK),

    con("con-larder-order-cutoff", "Larder Café order cut-off 2 pm / 6 pm the day before",
        n("Larder Café orders must reach Crumb & Co by 2 pm the day before delivery.",
          "2026-02-09"),
        n("The Larder Café's orders have to be in with Crumb & Co by 6 pm the day before "
          "delivery.", "2026-02-12"),
        m("2 ?pm"), m("6 ?pm"),
        "What is the cut-off for Larder Café orders to Crumb & Co?", SAME_WEEK),

    con("con-hopper-dogs", "dogs on the Hopper: free / £1 each way",
        n("Dogs travel free of charge on the Village Hopper.", "2026-01-26"),
        n("Dogs on the Village Hopper cost £1 each way.", "2026-01-29"),
        m("free of charge"), m("£ ?1 each way"),
        "Do dogs pay to ride on the Village Hopper?", SAME_WEEK),

    con("con-extractor-vent", "kitchen extractor through the side wall / through the roof",
        n("The kitchen extractor will vent through the side wall.", "2026-02-12"),
        n("The kitchen extractor vents out through the roof.", "2026-09-14"),
        m("side wall"), m("roof"),
        "Where does the kitchen extractor vent?", MONTHS_APART),

    con("con-matted-coat-surcharge", "matted-coat surcharge £10 / £15",
        n("Suds on Wheels charges £10 extra for dogs with matted coats.", "2026-01-14"),
        n("Suds on Wheels charges £15 extra for a matted coat.", "2026-08-19"),
        m("£ ?10"), m("£ ?15"),
        "How much extra does Suds on Wheels charge for a matted coat?", MONTHS_APART),
]
