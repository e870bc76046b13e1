"""detail_added: a later note restates a fact and adds detail (a repair booking, a guest's
recording date, a tube colour, lecture capture, a valeting firm, a scanner's price) -
sometimes reworded, sometimes passive - or, the other way round, a SHORTER restatement
arrives after a fuller one (grease trap, rescue vehicle), which must not close the fuller
memory or lose what only it said.

Pass: the original fact and every added detail are live and in the top 3 for their own
questions, and no live text is garbled. Half the cases dream afterwards.
"""

from .common import DET, DREAM, NOT_GARBLED, case, clean, findable, m, n


def det(cid, title, notes, facts, dream=False):
    steps = [*notes, *([DREAM] if dream else [])]
    checks = [*[findable(clean(fm), fq) for fm, fq in facts], NOT_GARBLED]
    return case(cid, DET, title, steps, checks, expect="keep details")


CASES = [
    # ---- a fuller restatement later
    det("h11-det-cracked-blade", "terse restatement adds repair firm, date and parking", [
        n("Turbine T14 at the Ardmore wind farm has a cracked blade.", "2026-04-27"),
        n("T14 (Ardmore): cracked blade - rope-access repair booked with Vertigo Blades for "
          "17 May; turbine stays parked till then.", "2026-05-04"),
    ], [(m("t14", "cracked blade"), "Which Ardmore turbine has a cracked blade?"),
        (m("vertigo"), "Who is repairing the blade on Ardmore turbine T14?"),
        (m(["17 may", r"may 17(?:th)?"]), "When is the blade repair on turbine T14?"),
        (m("parked"), "Is turbine T14 running until its blade is repaired?")], dream=True),

    det("h11-det-episode-guest", "parenthetical restatement adds remote recording and bio", [
        n("The guest for episode 48 of Tidewater Tales is Edda Morrow, the lighthouse "
          "keeper.", "2026-05-11"),
        n("Ep. 48 guest Edda Morrow (lighthouse keeper) records remotely over Riverside on "
          "3 June; her bio is in the shared drive.", "2026-05-18"),
    ], [(m("edda morrow"), "Who is the guest on episode 48 of Tidewater Tales?"),
        (m("riverside"), "How will Edda Morrow's episode be recorded?"),
        (m(["3 june", r"june 3(?:rd)?"]), "When does Edda Morrow record her episode?"),
        (m("bio", "shared drive"), "Where is Edda Morrow's bio?")]),

    det("h11-det-gentamicin-levels", "passive restatement adds tube and reviewer", [
        n("On Ward 4 at St Columba's, gentamicin levels are taken before the second dose.",
          "2026-06-01"),
        n("Gentamicin levels on Ward 4 are drawn before the second dose, sent to the lab in "
          "a purple-top tube, and reviewed by the on-call pharmacist.", "2026-06-15"),
    ], [(m("gentamicin", "second dose"), "When are gentamicin levels taken on Ward 4?"),
        (m("purple-top"), "Which tube are Ward 4 gentamicin levels sent in?"),
        (m("on-call pharmacist"), "Who reviews gentamicin levels on Ward 4?")], dream=True),

    det("h11-det-lecture-theatre", "restatement in brackets adds capture and access", [
        n("Lecture theatre LT1 in the Hartley Building seats 220 students.", "2026-08-03"),
        n("LT1 in the Hartley Building (220 seats) has lecture capture and step-free access "
          "from the north entrance.", "2026-08-17"),
    ], [(m("lt1", "220"), "How many students does LT1 in the Hartley Building seat?"),
        (m("lecture capture"), "Does LT1 in the Hartley Building have lecture capture?"),
        (m("step-free", "north entrance"), "Is LT1 in the Hartley Building step-free?")]),

    det("h11-det-octavia-bay", "passive restatement adds cleaning firm and day", [
        n("The car club's Octavia is kept in bay 6 of the Deansgate car park.", "2026-03-16"),
        n("The Octavia (car club) is parked in bay 6 at Deansgate car park and is cleaned "
          "every other Friday by Shine Valeting.", "2026-03-30"),
    ], [(m("octavia", "bay 6"), "Where is the car club's Octavia kept?"),
        (m("shine valeting"), "Who cleans the car club's Octavia?"),
        (m(r"fridays?"), "How often is the car club's Octavia cleaned?")], dream=True),

    det("h11-det-scanning", "reworded: who scans and at what price", [
        n("Ewes at Hollins Farm are scanned in January.", "2026-01-05"),
        n("Scanning of the Hollins Farm ewes happens every January and is done by Rhodri "
          "Pugh at 95p a head.", "2026-01-19"),
    ], [(m("scann(?:ed|ing)", "january"), "When are the Hollins Farm ewes scanned?"),
        (m("rhodri"), "Who scans the Hollins Farm ewes?"),
        (m(r"95 ?p"), "How much does scanning cost per ewe at Hollins Farm?")]),

    # ---- a SHORTER restatement later: it must not close the fuller memory
    det("h11-det-grease-trap-shorter", "shorter restatement two months later", [
        n("Saffron Yard's grease trap is emptied every six weeks by Drainwise, and the "
          "waste certificate is filed in the blue folder in the office.", "2026-02-09"),
        n("Drainwise empties our grease trap at Saffron Yard.", "2026-04-13"),
    ], [(m("drainwise"), "Who empties Saffron Yard's grease trap?"),
        (m(["six weeks", r"6 ?weeks"]), "How often is Saffron Yard's grease trap emptied?"),
        (m("certificate", "blue folder"), "Where is the grease trap waste certificate kept?")],
        dream=True),

    det("h11-det-rescue-vehicle-shorter", "shorter restatement three months later", [
        n("Strathcairn MRT's vehicle Rescue 2 is a Land Rover Defender 110 with a winch "
          "rated at 4 tonnes; its MOT is due in November.", "2026-03-02"),
        n("Rescue 2 is Strathcairn's Defender.", "2026-06-08"),
    ], [(m("rescue 2", "defender"), "What kind of vehicle is Strathcairn's Rescue 2?"),
        (m("winch", [r"4 ?tonnes?", "four tonnes?"]), "How strong is the winch on Rescue 2?"),
        (m("mot", "november"), "When is Rescue 2's MOT due?")]),
]
