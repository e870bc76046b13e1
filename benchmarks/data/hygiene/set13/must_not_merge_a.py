"""must_not_merge (part 1): the same sentence shape with a different identifier - claim
numbers and courtrooms, plots 7A / 7B, scanner firmware 3.1 / 3.10, print jobs INK-5208 /
INK-5280 - dated events ("On <date> the drivetime show was knocked off air ...", weeks apart
with a dream between), and per-person or per-animal facts (two instructors, two ginger
toms, two patients with one surname, two concerts by one orchestra).

Expected `distinct`: after curate and dream each fact keeps its own live memory (one that
does not also state the others) and is in the top 3 for its own question.
"""

from .common import DREAM, MNM, case, consolidate, distinct, f, m, n


def mnm(cid, title, notes, facts, arrange=DREAM):
    return case(cid, MNM, title, [*notes, arrange], [distinct(*facts)], expect="distinct")


def apart(cid, title, notes, facts):
    """Each note in its own batch, a dream after each (weeks apart)."""
    steps = []
    for note in notes:
        steps += [note, DREAM]
    return case(cid, MNM, title, steps, [distinct(*facts)], expect="distinct")


CASES = [
    mnm("mnm-sinfonia-concerts", "one orchestra, two dates, two halls, two symphonies", [
        n("On 12 March the Aldermoor Sinfonia plays Sibelius 2 at Buxton Opera House.",
          "2026-02-02"),
        n("On 21 March the Aldermoor Sinfonia plays Sibelius 5 at the Sage Gateshead.",
          "2026-02-02"),
    ], [f(m(["12 march", r"march 12(?:th)?"], "buxton"),
          "Where does the Aldermoor Sinfonia play on 12 March?"),
        f(m(["21 march", r"march 21(?:st)?"], "gateshead"),
          "Where does the Aldermoor Sinfonia play on 21 March?")]),

    mnm("mnm-court-claims", "K3QZ1147 in Courtroom 2 vs K3QZ1174 in Courtroom 5", [
        n("Claim K3QZ1147 is listed in Courtroom 2 on 3 June.", "2026-05-11"),
        n("Claim K3QZ1174 is listed in Courtroom 5 on 3 June.", "2026-05-11"),
    ], [f(m("k3qz1147", r"court ?room 2"), "Which courtroom is claim K3QZ1147 listed in?"),
        f(m("k3qz1174", r"court ?room 5"), "Which courtroom is claim K3QZ1174 listed in?")]),

    mnm("mnm-allotment-plots", "plot 7A vs plot 7B, two tenants", [
        n("Plot 7A at Hollins Lane is let to Mr Yusuf, who grows dahlias for cutting.",
          "2026-03-16"),
        n("Plot 7B at Hollins Lane is let to the Costa family, who keep four hens.",
          "2026-03-16"),
    ], [f(m("7a", "yusuf"), "Who has plot 7A at Hollins Lane?"),
        f(m("7b", "costa"), "Who has plot 7B at Hollins Lane?")]),

    mnm("mnm-kite-instructors", "Marek IKO Level 2 vs Marta IKO Level 1", [
        n("Instructor Marek at Saltmarsh Kite School holds an IKO Level 2 certificate.",
          "2026-04-13"),
        n("Instructor Marta at Saltmarsh Kite School holds an IKO Level 1 certificate.",
          "2026-04-13"),
    ], [f(m("marek", "level 2"), "Which IKO level is Marek qualified to?"),
        f(m("marta", "level 1"), "Which IKO level is Marta qualified to?")]),

    apart("mnm-qcs-firmware", "PM1 scanner on 3.1 vs PM3 scanner on 3.10, weeks apart", [
        n("The QCS scanner on PM1 at Kelderbrook runs firmware 3.1.", "2026-02-02"),
        n("The QCS scanner on PM3 at Kelderbrook runs firmware 3.10.", "2026-03-16"),
    ], [f(m("pm1", r"3\.1"), "Which firmware does the QCS scanner on PM1 run?"),
        f(m("pm3", r"3\.10"), "Which firmware does the QCS scanner on PM3 run?")]),

    mnm("mnm-ginger-toms", "two ginger toms, FIV positive vs FIV negative", [
        n("Pumpkin, the ginger tom in pen 3 at Whisker Lane, is FIV positive.", "2026-02-23"),
        n("Pickle, the ginger tom in pen 8 at Whisker Lane, is FIV negative.", "2026-02-23"),
    ], [f(m("pumpkin", "positive"), "What is Pumpkin's FIV status?"),
        f(m("pickle", "negative"), "What is Pickle's FIV status?")]),

    apart("mnm-drivetime-outages", "'On <date> the drivetime show was knocked off air ...', "
          "ten days apart", [
        n("On 4 May the Harbour FM drivetime show was knocked off air for 12 minutes by a "
          "transmitter fault.", "2026-05-04"),
        n("On 14 May the Harbour FM drivetime show was knocked off air for 20 minutes by a "
          "power cut at the studio.", "2026-05-14"),
    ], [f(m(["4 may", r"may 4(?:th)?"], "transmitter"),
          "Why did the drivetime show go off air on 4 May?"),
        f(m(["14 may", r"may 14(?:th)?"], "power cut"),
          "Why did the drivetime show go off air on 14 May?")]),

    mnm("mnm-blister-packs", "Enid vs Dennis Pollard, two delivery rounds", [
        n("Mrs Enid Pollard's blister packs go out on Nethercott Pharmacy's Tuesday round.",
          "2026-03-02"),
        n("Mr Dennis Pollard's blister packs go out on Nethercott Pharmacy's Friday round.",
          "2026-03-02"),
    ], [f(m("enid", "tuesday"), "Which round are Enid Pollard's blister packs on?"),
        f(m("dennis", "friday"), "Which round are Dennis Pollard's blister packs on?")],
        arrange=consolidate(0.8)),

    mnm("mnm-print-jobs", "INK-5208 paid vs INK-5280 awaiting proof, same flyers", [
        n("Job INK-5208: 500 flyers for the Rotary Club, paid and collected.", "2026-04-06"),
        n("Job INK-5280: 500 flyers for the Rotary Club's quiz night, waiting for the customer "
          "to approve the proof.", "2026-04-07"),
    ], [f(m("ink-5208", "paid"), "Has job INK-5208 been paid for?"),
        f(m("ink-5280", "proof"), "What is job INK-5280 waiting on?")]),
]
