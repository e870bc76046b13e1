"""Detail added (6 cases): a later note restates a fact and adds something; two later notes
are SHORTER than the first and must not close it or lose what only it said. Pass: the
original fact and every detail live in the top 3 for their own questions, nothing garbled.
Three cases dream afterwards.
"""

from __future__ import annotations

from .common import DET, DREAM, NOT_GARBLED, case, clean, f, findable, m, n


def det(cid, title, notes, facts, dream):
    checks = [findable(clean(x["m"]), x["q"]) for x in facts] + [NOT_GARBLED]
    return case(cid, DET, title, [*notes, *([DREAM] if dream else [])], checks,
                expect="details kept")


CASES = [
    det("det-coach-qualification", "head coach, then her Level 3 qualification",
        [n("Maddie Frost is the head coach at Kestrel Reach.", "2026-01-12"),
         n("Maddie Frost, Kestrel Reach's head coach, holds a British Rowing Level 3 coaching "
           "qualification.", "2026-02-23")],
        [f(m("maddie frost", "head coach"), "Who is the head coach at Kestrel Reach?"),
         f(m("level 3"), "What coaching qualification does Maddie Frost hold?")],
        dream=True),

    det("det-office-router", "router in the comms cupboard, then firmware and weekly reboot",
        [n("Larchfield's office router is a Ubiquiti Dream Machine in the comms cupboard.",
           "2026-01-21"),
         n("The Ubiquiti Dream Machine at Larchfield runs firmware 3.2.9 and reboots itself "
           "every Sunday at 2 am.", "2026-02-18")],
        [f(m("comms cupboard"), "Where is the Larchfield office router?"),
         f(m(r"3\.2\.9"), "What firmware is the Larchfield router on?"),
         f(m("sunday", "2 ?am"), "When does the Larchfield router reboot?")],
        dream=False),

    det("det-copper-kettle-rye", "full rye spec, then a shorter note adding the slice thickness",
        [n("The rye loaf Crumb & Co bake for the Copper Kettle is 800 g, made with 30% whole "
           "rye and caraway, and goes out sliced.", "2026-02-04"),
         n("Copper Kettle rye: sliced 12 mm thick.", "2026-02-25")],
        [f(m("800 ?g"), "How heavy is the Copper Kettle's rye loaf?"),
         f(m("caraway"), "What seeds go in the Copper Kettle rye?"),
         f(m("12 ?mm"), "How thick is the Copper Kettle rye sliced?")],
        dream=True),

    det("det-tour-van", "Luton van from Dray Hire, then tail lift and return time",
        [n("The set for the Salt Road tour travels in a Luton box van hired from Dray Hire.",
           "2026-03-10"),
         n("The Dray Hire Luton for the tour has a tail lift and has to be back by 6 pm on "
           "Sunday 28 June.", "2026-04-07")],
        [f(m("dray hire"), "Who are we hiring the tour van from?"),
         f(m("tail lift"), "Does the tour van have a tail lift?"),
         f(m("28 june"), "When does the Dray Hire van have to go back?")],
        dream=False),

    det("det-bathroom-tiles", "floor tiles, then restated with quantity and spare",
        [n("The bathroom floor tiles are Porcelanosa Bottega Caliza, 60x60.", "2026-03-03"),
         n("For the bathroom floor we're using the Bottega Caliza porcelain, 60 by 60: "
           "9 square metres ordered, with 10% extra for cuts.", "2026-03-17")],
        [f(m("bottega caliza"), "Which tiles are going on the bathroom floor?"),
         f(m("9 square metres"), "How many square metres of bathroom tiles were ordered?"),
         f(m("10%"), "How much extra tile was ordered for cuts?")],
        dream=True),

    det("det-tower-captain", "captain's jobs, then a shorter note adding the clock chamber key",
        [n("Gwen Hale, tower captain at St Aldhelm's, keeps the tower key and the ringing rota, "
           "and teaches new learners on Saturday mornings.", "2026-01-28"),
         n("Gwen also holds the spare key to the clock chamber.", "2026-02-11")],
        [f(m("ringing rota"), "Who keeps the ringing rota at St Aldhelm's?"),
         f(m("learners"), "When are new learners taught at St Aldhelm's?"),
         f(m("clock chamber"), "Who has the spare key to the clock chamber?")],
        dream=False),
]
