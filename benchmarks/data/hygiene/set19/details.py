"""detail_added: a later note about the same thing adds what the first lacked - the boiler
service (date, price under the care plan, a cupboard to clear), the March members' night (the
film, start time, where tickets are sold), the Round the Island race (date, handicap number,
entry fee), the EHO visit (the rating kept and two new rules), the choir tour (cathedral,
coach time, cost per singer) - and one shorter restatement ("maya's residential is in june")
after the fuller note, whose centre, deposit and kit must not be lost to it.

Pass: every added detail is live, in the top 3 for its question, with no hole where a value
was cut out; no live text is garbled.
"""

from .common import DET, DREAM, NOT_GARBLED, case, clean, findable, m, n


def det(cid, title, notes, details, dream=False):
    steps = [*notes, *([DREAM] if dream else [])]
    checks = [*[findable(clean(dm), dq) for dm, dq in details], NOT_GARBLED]
    return case(cid, DET, title, steps, checks, expect="detail kept")


CASES = [
    det("det-boiler-service", "'Booked the boiler service', then date, price and a cupboard to "
        "clear", [
        n("Booked the boiler service.", "2026-03-25"),
        n("Boiler service: Thursday 16 April, 8am-12 slot, Gasworks Heating. It's £89 under "
          "the care plan, and the cupboard under the stairs needs clearing first so they can "
          "get to the meter.", "2026-03-27"),
    ], [(m([r"16 apr(?:il)?", r"apr(?:il)? 16(?:th)?"]), "When is the boiler service?"),
        (m(r"£ ?89"), "How much does the boiler service cost?"),
        (m("cupboard", "stairs"), "What do we need to do before the boiler engineer comes?")]),

    det("det-members-night", "'got the film for March', then film, start time and ticket "
        "seller", [
        n("We've got the film sorted for the March members' night at the Lantern.",
          "2026-02-09"),
        n("March members' night: Friday 27 March, Paddington in Peru. Doors 6pm for a 6:30 "
          "start, free popcorn for under-12s, and tickets are on TicketSource.", "2026-02-16"),
    ], [(m("paddington"), "Which film is showing at the March members' night?"),
        (m([r"6:30", r"6\.30", "half six"]), "What time does the members' night film start?"),
        (m("ticketsource"), "Where can people buy tickets for the members' night?")],
        dream=True),

    det("det-residential-shorter", "shorter restatement after the fuller note", [
        n("Year 4 residential: Hawkshead Outdoor Centre, Mon 15 to Wed 17 June. £50 deposit "
          "due by 1 May; the kit list says wellies, a head torch and a named water bottle.",
          "2026-03-09"),
        n("maya's residential is in june", "2026-03-23"),
    ], [(m("hawkshead"), "Where is Maya's Year 4 residential?"),
        (m(r"£ ?50", "deposit"), "How much is the deposit for the residential?"),
        (m("head torch"), "What does Maya need to pack for the residential?")],
        dream=True),

    det("det-round-island-race", "'Entered Tern in the Round the Island race', then date, "
        "handicap and fee", [
        n("Entered Tern in the Round the Island race.", "2026-05-18"),
        n("Round the Island race: Saturday 4 July, start 10:00 off the Spit. Tern sails on a "
          "Portsmouth Yardstick of 1102, entry is £30, and lifejackets must be worn all "
          "race.", "2026-06-01"),
    ], [(m([r"4 jul(?:y)?", r"jul(?:y)? 4(?:th)?", r"4th (?:of )?jul(?:y)?"]),
         "When is the Round the Island race?"),
        (m("1102"), "What is Tern's Portsmouth Yardstick handicap?"),
        (m(r"£ ?30"), "How much is the entry for the Round the Island race?")],
        dream=True),

    det("det-eho-visit", "'EHO came in today', then the rating and two new rules", [
        n("EHO came in today for the food hygiene inspection.", "2026-06-11"),
        n("EHO result: we kept our 5 rating. They want the probe thermometer calibration "
          "logged every week, and a use-by label on every tub in the walk-in.", "2026-06-12"),
    ], [(m(["5 rating", "rating of 5", "five rating", "5-star", "five-star"]),
         "What hygiene rating did the Copper Pan get?"),
        (m("calibration", ["every week", "weekly"]),
         "How often does the probe thermometer calibration need logging?"),
        (m(r"use-?by label"), "What labels do the tubs in the walk-in need?")]),

    det("det-choir-tour", "'choir tour is in July', then cathedral, coach time and cost", [
        n("The choir tour is in July this year.", "2026-02-12"),
        n("Choir tour: Ely Cathedral, Fri 17 to Sun 19 July. We sing Evensong on the Saturday "
          "and the Sunday Eucharist. The coach leaves St Barnabas at 8am on the Friday; £140 "
          "per singer including B&B.", "2026-03-05"),
    ], [(m("ely"), "Where is the choir tour going?"),
        (m([r"8 ?am", "08:00"], "coach"), "What time does the tour coach leave?"),
        (m(r"£ ?140"), "How much does the choir tour cost per singer?")]),
]
