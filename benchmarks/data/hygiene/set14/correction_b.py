"""Corrections, part B (10 cases): a dog-grooming van, a makerspace, a touring theatre
company, bell ringers, a narrowboat holiday, a youth football club, a repair café, an
evening language class, a loft conversion, an office printer. Same shape as part A: compound
old notes, corrections that mostly name only the new value, unchanged details kept.
"""

from __future__ import annotations

from .common import m, n, f
from .correction_a import cor, was

CASES = [
    # "switched to": the booking method changes; the price in the same note stays
    cor("cor-grooming-booking", "grooming van switched to online booking; the £45 groom stays",
        [n("Suds on Wheels takes bookings by text message to Jade, and a full groom for a "
           "medium dog is £45.", "2026-01-14"),
         n("Suds on Wheels switched to online booking through Petbook last month.",
           "2026-03-11")],
        "How do I book an appointment with Suds on Wheels?",
        new=m("petbook"), old=m("text message", none=was("text(?: message)?")),
        details=[f(m("£ ?45"), "How much is a full groom for a medium dog at Suds on Wheels?")]),

    # "has moved to ... on the same estate": the unit changes, the estate and night stay
    cor("cor-makerspace-unit", "Tinker Shed moved to Unit 9; same estate, same night",
        [n("The Tinker Shed makerspace meets on Thursday evenings in Unit 4 of the Riverside "
           "Trading Estate.", "2026-01-15"),
         n("The Tinker Shed has moved to Unit 9 on the same estate.", "2026-02-26")],
        "Where does the Tinker Shed makerspace meet?",
        new=m("unit 9"), old=m("unit 4", none=was("unit 4")),
        details=[f(m("riverside trading estate"), "Which estate is the Tinker Shed on?"),
                 f(m("thursday"), "Which evening does the Tinker Shed makerspace meet?")]),

    # "Update: X is ... now": the person in the role changes; the prompt book does not move
    cor("cor-stage-manager", "Ffion is stage manager now; prompt book still in the blue crate",
        [n("Marcus Bell is stage manager on the Salt Road tour, and the prompt book lives in "
           "the blue crate.", "2026-03-10"),
         n("Update: Ffion Parry is the Salt Road tour's stage manager now.", "2026-04-14")],
        "Who is the stage manager on the Salt Road tour?",
        new=m("ffion"), old=m("marcus", none=was("marcus")),
        details=[f(m("blue crate"), "Where is the Salt Road prompt book kept?")]),

    # the start of a range: "now starts at"; the end, the night and the captain stay
    cor("cor-bell-practice-start", "bell practice now starts at 7 pm; 9 pm finish and captain stay",
        [n("Practice night for the St Aldhelm's bell ringers is Wednesday from 7:30 pm to 9 pm, "
           "and the tower captain is Gwen Hale.", "2026-01-28"),
         n("St Aldhelm's practice now starts at 7 pm.", "2026-03-18")],
        "What time does St Aldhelm's bell practice start?",
        new=m("7 ?pm"), old=m("7:30", none=was("7:30")),
        details=[f(m("9 ?pm"), "What time does St Aldhelm's bell practice finish?"),
                 f(m("gwen hale"), "Who is the tower captain at St Aldhelm's?"),
                 f(m("wednesday"), "Which night is bell practice at St Aldhelm's?")]),

    # "is now from" a date with a weekday; "same collection time" does not restate it
    cor("cor-narrowboat-week", "Kingfisher week now from Saturday 25 July; wharf, 2 pm, deposit stay",
        [n("Narrowboat Kingfisher from Bramble Wharf is booked for our week from Saturday "
           "18 July, collecting at 2 pm, with a £300 damage deposit.", "2026-02-03"),
         n("The Kingfisher booking is now from Saturday 25 July, same collection time.",
           "2026-02-20")],
        "When does our Kingfisher narrowboat week start?",
        new=m("25 july"), old=m("18 july", none=was("(?:saturday )?18 july")),
        details=[f(m("bramble wharf"), "Where do we pick up the Kingfisher narrowboat?"),
                 f(m("2 ?pm"), "What time do we collect the Kingfisher?"),
                 f(m("£ ?300"), "How much is the damage deposit on the narrowboat?")]),

    # "moved from A to B": both places named; day, times and coach stay
    cor("cor-u11-training-ground", "Under-11s training moved from Fernhill Rec to Kings Academy",
        [n("The Under-11s train on Tuesdays at Fernhill Rec, 5:30 to 6:45 pm, coached by "
           "Dev Patel.", "2026-01-13"),
         n("Under-11s training has moved from Fernhill Rec to the 3G pitch at Kings Academy.",
           "2026-02-17")],
        "Where do the Under-11s train?",
        new=m("kings academy"), old=m("fernhill", none=was("fernhill")),
        details=[f(m("5:30"), "What time does Under-11s training start?"),
                 f(m("dev patel"), "Who coaches the Under-11s?")]),

    # "B, not A" with no cue word in front
    cor("cor-repair-cafe-saturday", "repair café is the second Saturday, not the first",
        [n("The Holmfield Repair Café runs on the first Saturday of the month, 10 am till 1 pm, "
           "in the Methodist church hall.", "2026-02-04"),
         n("Holmfield Repair Café is the second Saturday of the month, not the first.",
           "2026-02-06")],
        "Which Saturday of the month is the Holmfield Repair Café?",
        new=m("second saturday"), old=m("first saturday", none=was("first(?: saturday)?")),
        details=[f(m("methodist church hall"), "Where is the Holmfield Repair Café held?"),
                 f(m("10 ?am"), "What time does the Holmfield Repair Café open?")]),

    # no cue word: "We've been put in room 7 ... from this week"
    cor("cor-spanish-room", "Spanish B1 class is in room 7 from this week",
        [n("My Spanish B1 evening class at Linguaria is in room 12 on Mondays at 6:30 pm with "
           "Señora Ortega.", "2026-01-12"),
         n("We've been put in room 7 for Spanish B1 at Linguaria from this week.",
           "2026-02-09")],
        "Which room is my Spanish B1 class in at Linguaria?",
        new=m("room 7"), old=m("room 12", none=was("room 12")),
        details=[f(m("ortega"), "Who teaches my Spanish B1 class?"),
                 f(m("6:30"), "What time is my Spanish class on Mondays?")]),

    # "revised ... to": an amount with thousands separator; scope and validity stay
    cor("cor-loft-quote", "loft quote revised to £41,200; dormer, Velux and expiry stay",
        [n("The loft conversion quote from Tallis Builders is £38,500, including the dormer and "
           "a Velux on the rear slope; it's valid until 30 June.", "2026-02-23"),
         n("Tallis Builders revised the loft quote to £41,200.", "2026-03-19")],
        "How much is the Tallis Builders loft conversion quote?",
        new=m("41,?200"), old=m("38,?500", none=was("£ ?38,?500")),
        details=[f(m("dormer"), "Does the loft quote include the dormer?"),
                 f(m("velux"), "Is a Velux window part of the loft conversion quote?"),
                 f(m("30 june"), "Until when is the Tallis Builders quote valid?")]),

    # "changed to ... after": an IP address; the model stays
    cor("cor-printer-ip", "second-floor printer's IP changed to 10.0.4.35 after the router swap",
        [n("The second-floor printer at Larchfield is an HP LaserJet M404 with the IP address "
           "10.0.4.21.", "2026-01-26"),
         n("The second-floor printer's IP changed to 10.0.4.35 after the router swap.",
           "2026-03-23")],
        "What is the IP address of the second-floor printer at Larchfield?",
        new=m(r"10\.0\.4\.35"), old=m(r"10\.0\.4\.21", none=was(r"10\.0\.4\.21")),
        details=[f(m("m404"), "What model is the second-floor printer at Larchfield?")]),
]
