"""detail_added: a later note about the same thing adds what the first lacked - the goats' TB
test (date, a pen-them-in rule, price per head), the rack UPS (model, runtime, a shutdown
threshold), the Quayside stage 3 package (who gets it, formats, an earlier deadline for the
engineers), hearing-aid batteries (size, change day, where to get them free), an Easter
tournament (date, place, format, entry fee) - and one shorter restatement ("speaking exam's
booked for june") after the fuller note, whose room, time and ID rule must not be lost to it.

Pass: every added detail is live, in the top 3 for its question, with no hole where a value
was cut out; no live text is garbled.
"""

from .common import DET, DREAM, NOT_GARBLED, case, clean, findable, m, n


def det(cid, title, notes, details, dream=False):
    steps = [*notes, *([DREAM] if dream else [])]
    checks = [*[findable(clean(dm), dq) for dm, dq in details], NOT_GARBLED]
    return case(cid, DET, title, steps, checks, expect="detail kept")


CASES = [
    det("det-tb-test", "'booked the vet for the TB test', then date, a rule and a price", [
        n("Booked Hollins Vets for the goats' TB test.", "2026-04-06"),
        n("Goat TB test: Hollins Vets, Thursday 14 May at 8am. All 9 goats penned in the shed "
          "beforehand; £6.80 a head.", "2026-04-20"),
    ], [(m(["14 may", r"may 14(?:th)?"]), "When is the goats' TB test?"),
        (m(r"£ ?6\.80"), "How much does the TB test cost per goat?"),
        (m("penned", "shed"), "Where do the goats need to be for the TB test?")],
        dream=True),

    det("det-rack-ups", "'bought a UPS', then model, runtime and NUT shutdown at 20%", [
        n("bought a UPS for the rack", "2026-02-06"),
        n("Rack UPS is an Eaton 5S 1500: about 25 minutes of runtime. NUT on wren shuts the "
          "nodes down at 20% battery.", "2026-02-13"),
    ], [(m("eaton"), "Which UPS do we have for the rack?"),
        (m(r"25 min(?:ute)?s?"), "How long will the UPS keep the rack running?"),
        (m("nut", r"20 ?%"), "When do the nodes shut down on UPS battery?")]),

    det("det-speaking-exam-shorter", "shorter restatement after the fuller note", [
        n("Japanese speaking exam: Saturday 27 June at 10:40, room K3. 10 minute conversation "
          "plus 5 minutes reading aloud; bring photo ID.", "2026-05-18"),
        n("speaking exam's booked for june", "2026-05-25"),
    ], [(m("k3"), "Which room is my Japanese speaking exam in?"),
        (m("10:40"), "What time is my Japanese speaking exam?"),
        (m("photo id"), "What do I need to bring to the speaking exam?")],
        dream=True),

    det("det-hearing-aid-batteries", "'need new batteries', then size, change day and where", [
        n("Grandad's hearing aids need new batteries.", "2026-02-25"),
        n("Hearing aids take size 312 batteries (brown tab). Change them every Monday; free ones "
          "from the audiology clinic at Eastgate Hospital.", "2026-03-04"),
    ], [(m("312"), "What size batteries do Grandad's hearing aids take?"),
        (m(r"mondays?"), "How often should the hearing aid batteries be changed?"),
        (m("eastgate"), "Where can we get free hearing aid batteries?")]),

    det("det-quayside-stage3", "'due end of April', then recipient, formats and an earlier "
        "deadline", [
        n("Quayside library extension: stage 3 drawings due end of April.", "2026-03-23"),
        n("Quayside stage 3 package goes to Ravi Menon (client PM) on Thu 30 April, issued as "
          "PDF and IFC. Kerr Dunmore want the GA plans a week before that.", "2026-03-30"),
    ], [(m(["ravi", "menon"]), "Who receives the Quayside stage 3 package?"),
        (m("ifc"), "What formats does the Quayside stage 3 package go out in?"),
        (m("kerr dunmore", ["week before", "week earlier"]),
         "When do Kerr Dunmore need the Quayside GA plans?")],
        dream=True),

    det("det-easter-tournament", "'entered the U10s', then date, place, format and fee", [
        n("Entered the U10s in the Easter tournament.", "2026-03-04"),
        n("Easter tournament: Mon 6 April at Hainault Forest, 7-a-side, £40 entry per team. Kids "
          "need a packed lunch; medals for everyone.", "2026-03-11"),
    ], [(m("hainault"), "Where is the Easter tournament?"),
        (m(["7-a-side", "seven-a-side", "7 a side"]), "What format is the Easter tournament?"),
        (m(r"£ ?40"), "What's the entry fee for the Easter tournament?")]),
]
