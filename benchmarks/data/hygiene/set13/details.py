"""detail_added: a later note restates a fact and adds detail (a bulletin's time, readers
and length; a trio's name, set length and needs; the rules for e-mailed bundles) - or, the
other way round, a SHORTER restatement arrives after a fuller one (the cat rescue's TNR
colony), which must not close the fuller memory or lose what only it said.

Pass: the original fact and every added detail are live and in the top 3 for their own
questions, and no live text is garbled. Half the cases dream afterwards.
"""

from .common import DET, DREAM, NOT_GARBLED, case, clean, findable, m, n


def det(cid, title, notes, facts, dream=False):
    steps = [*notes, *([DREAM] if dream else [])]
    checks = [*[findable(clean(fm), fq) for fm, fq in facts], NOT_GARBLED]
    return case(cid, DET, title, steps, checks, expect="keep details")


CASES = [
    det("det-harbourfm-news-bulletin", "time, readers and length added", [
        n("Harbour FM runs a community news bulletin on Sunday mornings.", "2026-03-01"),
        n("Harbour FM's Sunday community news bulletin goes out at 9 am, is read by volunteers "
          "from the Bayside Journalism Society, and runs for 15 minutes.", "2026-03-22"),
    ], [(m("community news", "sunday"), "Does Harbour FM have a community news bulletin?"),
        (m(r"9 ?am"), "What time does Harbour FM's Sunday news bulletin go out?"),
        (m("bayside"), "Who reads Harbour FM's Sunday community news?"),
        (m([r"15 ?min(?:ute)?s?", "15-minute"]), "How long is Harbour FM's Sunday news "
                                                 "bulletin?")], dream=True),

    det("det-string-trio", "restated in other words: trio name, set length and needs", [
        n("Juniper & Vow has booked a string trio for the Okafor–Lindqvist ceremony.",
          "2026-04-06"),
        n("For the Okafor/Lindqvist ceremony, Juniper & Vow got the Calloway String Trio: "
          "they'll play for 45 minutes and need two armless chairs plus a power socket.",
          "2026-04-27"),
    ], [(m("string trio"), "Is there live music at the Okafor-Lindqvist ceremony?"),
        (m("calloway"), "Which trio is playing at the Okafor-Lindqvist ceremony?"),
        (m([r"45 ?min(?:ute)?s?", "45-minute"]), "How long does the trio play at the "
                                                 "Okafor-Lindqvist ceremony?"),
        (m("armless chairs"), "What does the string trio need at the ceremony venue?")]),

    det("det-court-email-bundles", "format, size limit and deadline added", [
        n("Wyvern County Court accepts hearing bundles by email.", "2026-01-19"),
        n("Wyvern County Court takes hearing bundles by email as one bookmarked, paginated PDF "
          "of no more than 20 MB, sent at least 3 clear days before the hearing.",
          "2026-02-09"),
    ], [(m(r"bundles?", r"e-?mail"), "Can I send a hearing bundle to Wyvern County Court by "
                                     "email?"),
        (m("bookmarked"), "What format should an emailed bundle for Wyvern County Court be in?"),
        (m(r"20 ?mb"), "How big can an emailed hearing bundle for Wyvern County Court be?"),
        (m([r"3 clear days", "three clear days"]),
         "How far ahead must a hearing bundle reach Wyvern County Court?")]),

    det("det-tnr-shorter-later", "shorter restatement two months later", [
        n("Whisker Lane's trap-neuter-return volunteers work the Canal Street colony, borrow "
          "traps from Ferris & Young vets, and log every cat in the TNR spreadsheet.",
          "2026-03-09"),
        n("Whisker Lane's TNR volunteers look after the Canal Street colony.", "2026-05-11"),
    ], [(m("canal street"), "Which colony do Whisker Lane's TNR volunteers work?"),
        (m("ferris"), "Where do Whisker Lane's TNR volunteers borrow traps from?"),
        (m("spreadsheet"), "Where do Whisker Lane's TNR volunteers log the cats?")],
        dream=True),
]
