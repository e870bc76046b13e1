"""Must not merge, part A (9 distinct cases): two notes of the same shape about different
things (two crews, two laptops, two dogs, weekday and Saturday buses, two cafés, two venues,
two walls, a negation, two children's galas). After a dream each keeps its own live memory.
"""

from __future__ import annotations

from .common import DREAM, MNM, case, distinct, f, m, n


def mnm(cid, title, a, b, fa, fb, dream=True):
    steps = [a, b, *([DREAM] if dream else [])]
    return case(cid, MNM, title, steps, [distinct(fa, fb)], expect="kept apart")


CASES = [
    mnm("mnm-eights-outings", "women's eight at 6 am vs men's eight at 6 pm",
        n("The women's eight go out on Tuesday and Thursday mornings at 6 am.", "2026-02-02"),
        n("The men's eight go out on Tuesday and Thursday evenings at 6 pm.", "2026-02-02"),
        f(m("women's eight", "6 ?am"), "When does the women's eight go out?"),
        f(m("men's eight", "6 ?pm"), "When does the men's eight go out?")),

    mnm("mnm-laptops-lf", "laptop LF-0231 (Harriet, payroll) vs LF-0213 (Owen, audit)",
        n("Laptop LF-0231 is assigned to Harriet in payroll and runs Windows 11.", "2026-01-20"),
        n("Laptop LF-0213 is assigned to Owen in audit and runs Windows 10.", "2026-01-23"),
        f(m("lf-0231", "harriet"), "Who has laptop LF-0231?"),
        f(m("lf-0213", "owen"), "Who has laptop LF-0213?")),

    mnm("mnm-cockapoos-mead-close", "two cockapoos on Mead Close, six vs eight weeks",
        n("Biscuit, the cockapoo at 14 Mead Close, gets a puppy trim every six weeks.",
          "2026-02-09"),
        n("Pickle, the cockapoo at 41 Mead Close, gets a full clip every eight weeks.",
          "2026-02-11"),
        f(m("biscuit", ["six weeks", "6 weeks"]), "How often is Biscuit groomed?"),
        f(m("pickle", ["eight weeks", "8 weeks"]), "How often is Pickle groomed?")),

    mnm("mnm-last-bus-days", "last 42 back from Marlow: weekdays 6:10 pm vs Saturdays 4:40 pm",
        n("The last 42 bus back from Marlow Market leaves at 6:10 pm on weekdays.", "2026-01-29"),
        n("The last 42 bus back from Marlow Market leaves at 4:40 pm on Saturdays.",
          "2026-02-05"),
        f(m("6:10", "weekdays"), "When is the last 42 bus back from Marlow Market on a weekday?"),
        f(m("4:40", "saturdays"), "When is the last 42 bus back from Marlow Market on a Saturday?")),

    mnm("mnm-croissant-cafes", "12 almond croissants: Larder Café Saturdays vs Copper Kettle Sundays",
        n("The Larder Café takes 12 almond croissants from Crumb & Co on Saturdays.",
          "2026-02-16"),
        n("The Copper Kettle takes 12 almond croissants from Crumb & Co on Sundays.",
          "2026-02-16"),
        f(m("larder", "saturdays"), "Which day does the Larder Café get almond croissants?"),
        f(m("copper kettle", "sundays"), "Which day does the Copper Kettle get almond croissants?")),

    mnm("mnm-tour-venues", "Regent, Wexbury 12-13 June vs Playhouse, Dunmere 19-20 June",
        n("The Salt Road plays the Regent Theatre, Wexbury on 12 and 13 June.", "2026-03-12"),
        n("The Salt Road plays the Playhouse, Dunmere on 19 and 20 June.", "2026-03-12"),
        f(m("wexbury", "12 and 13 june"), "When does the Salt Road play Wexbury?"),
        f(m("dunmere", "19 and 20 june"), "When does the Salt Road play Dunmere?")),

    mnm("mnm-wall-colours", "hallway Skimming Stone vs landing Elephant's Breath",
        n("The hallway walls are being painted in Farrow & Ball Skimming Stone.", "2026-04-06"),
        n("The landing walls are being painted in Farrow & Ball Elephant's Breath.",
          "2026-04-08"),
        f(m("hallway", "skimming stone"), "What colour are the hallway walls being painted?"),
        f(m("landing", "elephant's breath"), "What colour are the landing walls being painted?")),

    mnm("mnm-oatmeal-shampoo", "Marmalade may have the oatmeal shampoo, Nutmeg must not",
        n("Marmalade the springer spaniel can be washed with the oatmeal shampoo.", "2026-02-18"),
        n("Nutmeg the springer spaniel must not be washed with the oatmeal shampoo, as it brings "
          "her skin out in a rash.", "2026-02-20"),
        f(m("marmalade", "oatmeal"), "Can Marmalade have the oatmeal shampoo?"),
        f(m("nutmeg", "must not"), "Can Nutmeg have the oatmeal shampoo?")),

    mnm("mnm-swimming-galas", "Arlo's gala on 14 March vs Elsie's on 21 March",
        n("My nephew Arlo's swimming gala is on Saturday 14 March at Brookfield Leisure Centre.",
          "2026-02-22"),
        n("My niece Elsie's swimming gala is on Saturday 21 March at Brookfield Leisure Centre.",
          "2026-02-24"),
        f(m("arlo", "14 march"), "When is Arlo's swimming gala?"),
        f(m("elsie", "21 march"), "When is Elsie's swimming gala?")),
]
