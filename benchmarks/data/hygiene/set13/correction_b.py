"""correction (part 2): one value of a note that carries other, unrelated details - a
courtroom, a price, a broadcast time, a delivery day, a print quantity, a date, a trading day,
closing time, an off-peak cut-off - corrected in the words people use in chat: "Actually
it's ..., not 4", "has gone up to", "11pm now, not 10", "no longer ... - it's ... from this
week", "my mistake — ... not 250", "pushed back a week to", "Update: ... now, after ...",
"have changed: it now shuts at", "Nowadays ...".

Pass (see correction_a.py): the new value answers first, the old clause is closed and in
history, and every other clause stays live and findable, with no hole where the old value
was cut out and no doubled word where the new one was spliced in.
"""

from .common import COR, DREAM, HIST, NOT_GARBLED, case, clean, correction, findable, m, n


def cor(cid, title, notes, q, new, old, details=(), dream=False):
    steps = [*notes, *([DREAM] if dream else [])]
    checks = [correction(q, clean(new), old), *[findable(clean(dm), dq) for dm, dq in details],
              NOT_GARBLED]
    return case(cid, COR, title, steps, checks, expect="correct")


CASES = [
    cor("cor-smallclaims-courtroom", "'Actually it's Courtroom 6 ..., not 4', with day and "
        "usher", [
        n("Small claims hearings at Wyvern County Court are listed in Courtroom 4 on Tuesday "
          "mornings, and the usher for that list is Mr. Penrose.", "2026-03-09"),
        n("Actually it's Courtroom 6 for the Wyvern small claims list, not 4.", "2026-03-10"),
    ], "Which courtroom are small claims hearings at Wyvern County Court listed in?",
        m(r"court ?room 6"), m(r"court ?room 4", none=[r"from court ?room 4", *HIST]),
        details=[(m(r"tuesdays?"), "Which day are small claims hearings at Wyvern County Court?"),
                 (m("penrose"), "Who is the usher for the Wyvern small claims list?")],
        dream=True),

    cor("cor-kite-lesson-price", "'has gone up to £110', with kit and launch beach", [
        n("Saltmarsh Kite School charges £95 for a two-hour beginner lesson; wetsuits and "
          "harnesses are included, and lessons launch from the beach at Holme-next-the-Sea.",
          "2026-04-06"),
        n("Saltmarsh's two-hour beginner lesson has gone up to £110.", "2026-06-01"),
    ], "How much is a beginner lesson at Saltmarsh Kite School?",
        m([r"£ ?110", "110 pounds"]), m([r"£ ?95", "95 pounds"], none=[r"from £ ?95", *HIST]),
        details=[(m(r"wetsuits?"), "Are wetsuits included in a Saltmarsh Kite School lesson?"),
                 (m("holme"), "Where do Saltmarsh Kite School lessons launch from?")],
        dream=True),

    cor("cor-phonein-time", "terse '11pm now, not 10', with host, night and number", [
        n("Harbour FM's late-night phone-in goes out at 10 pm on Thursdays, hosted by Dev "
          "Malhotra; listeners call in on 0800 555 0146.", "2026-03-02"),
        n("harbour fm phone-in: 11pm now, not 10", "2026-03-16"),
    ], "What time does Harbour FM's late-night phone-in go out?",
        m([r"11 ?pm", "23:00"]), m([r"10 ?pm", "22:00"], none=[r"from 10 ?pm", *HIST]),
        details=[(m("malhotra"), "Who hosts Harbour FM's late-night phone-in?"),
                 (m(r"0800 ?555 ?0146"), "What number do listeners ring for the phone-in?"),
                 (m(r"thursdays?"), "Which night is Harbour FM's late-night phone-in?")]),

    cor("cor-pharmacy-farm-round", "'no longer ... on Wednesdays - it's Thursdays from this "
        "week', with driver and signature rule", [
        n("Nethercott Village Pharmacy delivers prescriptions to the outlying farms on "
          "Wednesdays; the driver is Kerry, and controlled drugs need a signature on "
          "delivery.", "2026-02-02"),
        n("Nethercott Pharmacy no longer does the farm deliveries on Wednesdays — it's "
          "Thursdays from this week.", "2026-04-13"),
    ], "Which day does Nethercott Pharmacy deliver to the outlying farms?",
        m(r"thursdays?"), m(r"wednesdays?", none=[r"from wednesdays?", *HIST]),
        details=[(m("kerry"), "Who drives the Nethercott Pharmacy deliveries?"),
                 (m("controlled drugs", "signature"),
                  "What do controlled drugs delivered by Nethercott Pharmacy need?")],
        dream=True),

    cor("cor-menu-quantity", "'my mistake — ... want 400 menus, not 250', same afternoon", [
        n("Inkwell Press job for Fennel & Thyme: 250 menus on 300gsm silk, A4, due Friday 20 "
          "March.", "2026-03-16T10:00:00Z"),
        n("my mistake — Fennel & Thyme want 400 menus, not 250", "2026-03-16T15:30:00Z"),
    ], "How many menus is Inkwell Press printing for Fennel & Thyme?",
        m("400"), m(r"250 (?:a4 )?(?:copies|menus)", none=["not 250", "from 250", *HIST]),
        details=[(m(r"300 ?gsm"), "What paper are the Fennel & Thyme menus printed on?"),
                 (m(["20 march", "march 20"]), "When are the Fennel & Thyme menus due?")]),

    cor("cor-birdcount-pushed-back", "'pushed back a week to Sat 31 Jan because ...', with "
        "meeting point and organiser", [
        n("The Fenmarsh winter bird count is on Saturday 24 January; volunteers meet at the "
          "Stonebridge hide at 7:30 and Dr. Halvorsen collates the tallies.", "2026-01-05"),
        n("Heads up: Fenmarsh bird count pushed back a week to Sat 31 Jan because of the flood "
          "warning.", "2026-01-12"),
    ], "When is the Fenmarsh winter bird count?",
        m([r"31 jan(?:uary)?", r"jan(?:uary)? 31(?:st)?", r"31st (?:of )?jan(?:uary)?"]),
        m([r"24 jan(?:uary)?", r"jan(?:uary)? 24(?:th)?", r"24th (?:of )?jan(?:uary)?"],
          none=[r"from (?:sat(?:urday)? )?24", *HIST]),
        details=[(m("stonebridge"), "Where do the Fenmarsh bird count volunteers meet?"),
                 (m("halvorsen"), "Who collates the Fenmarsh bird count tallies?"),
                 (m("flood warning"), "Why was the Fenmarsh bird count moved?")],
        dream=True),

    cor("cor-allotment-trading-hut", "'Update: ... is open Saturday mornings now, after ...'", [
        n("Hollins Lane allotments: the trading hut sells compost and canes on Sunday "
          "mornings, the water troughs are filled from March to October, and the seed order "
          "goes through Vera.", "2026-01-26"),
        n("Update: Hollins Lane trading hut is open Saturday mornings now, after the vote at "
          "the AGM.", "2026-05-11"),
    ], "When is the trading hut open at the Hollins Lane allotments?",
        m(r"saturdays?"), m(r"sundays?", none=[r"from sundays?", *HIST]),
        details=[(m("troughs", "march"), "When are the water troughs filled at Hollins Lane?"),
                 (m("vera"), "Who handles the seed order at Hollins Lane allotments?"),
                 (m("compost"), "What does the Hollins Lane trading hut sell?"),
                 (m("agm"), "Why did the Hollins Lane trading hut change its day?")]),

    cor("cor-court-counter-hours", "'have changed: it now shuts at 1 pm (still opens at 10)'", [
        n("Wyvern County Court's public counter is open 10 am to 2 pm, Monday to Friday; fees "
          "are paid by card only, and the enquiries inbox is enquiries.wyvern@courts.example.",
          "2026-01-12"),
        n("Counter hours at Wyvern County Court have changed: it now shuts at 1 pm (still "
          "opens at 10).", "2026-03-02"),
    ], "What time does the public counter at Wyvern County Court close?",
        m([r"1 ?pm", "13:00"]), m([r"2 ?pm", "14:00"], none=[r"from 2 ?pm", *HIST]),
        details=[(m(["card only", "card-only", "by card"]),
                  "How do you pay fees at the Wyvern court counter?"),
                 (m(r"enquiries\.wyvern"), "What is Wyvern County Court's enquiries email?")],
        dream=True),

    cor("cor-crux-offpeak", "'Nowadays ... runs until 5pm', seven months later", [
        n("At the Crux Box, off-peak prices apply until 4 pm on weekdays, and kids' sessions "
          "run on Saturday mornings.", "2026-01-19"),
        n("Nowadays off-peak at the Crux Box runs until 5pm on weekdays.", "2026-08-10"),
    ], "Until what time does the off-peak rate apply at the Crux Box on weekdays?",
        m([r"5 ?pm", "17:00"]), m([r"4 ?pm", "16:00"], none=[r"from 4 ?pm", *HIST]),
        details=[(m("kids", "saturday"), "When are the kids' sessions at the Crux Box?")]),
]
