"""paraphrase_merge: two or three notes state one fact in other words, the value written
another way (8:15 am / 08:15 / quarter past eight, six years / 6 yrs, 13 September / 13th
Sept / September 13th, 25 knots / 25 kn / twenty-five knots, 80 gsm / 80 g/m² / eighty
grams, 48 hours / two days / 48h, three working days / 3 business days, 2 km / two
kilometres / 2km, 12% / twelve per cent, 11 am / 11:00) or a habit restated.

After a dream (two cases: consolidate) exactly one live memory states the fact, it answers
the question first, and its text is one clean statement (not the notes glued together).
"""

from .common import DREAM, PM, case, clean, consolidate, m, n, one_live


def pm(cid, title, notes, matcher, q, arrange=DREAM):
    return case(cid, PM, title, [*notes, arrange], [one_live(clean(matcher), q)],
                expect="merge")


CASES = [
    pm("pm-sinfonia-coach-time", "8:15 am / 08:15 / quarter past eight", [
        n("On travel days the Aldermoor Sinfonia's coach leaves the rehearsal hall at 8:15 am.",
          "2026-02-02"),
        n("Sinfonia tour, travel days: coach departs rehearsal hall 08:15.", "2026-02-09"),
        n("The Sinfonia's tour coach pulls out of the rehearsal hall at quarter past eight on "
          "travel days.", "2026-02-16"),
    ], m("sinfonia", "coach", ["8:15", "08:15", r"8\.15", "quarter past eight"]),
        "What time does the Aldermoor Sinfonia's coach leave on travel days?"),

    pm("pm-court-file-archive", "six years / 6 yrs / six years old", [
        n("Wyvern County Court sends closed case files to the archive after six years.",
          "2026-03-02"),
        n("Wyvern CC: closed files archived at 6 yrs.", "2026-03-16"),
        n("Once a closed file at Wyvern County Court is six years old, it goes off to the "
          "archive.", "2026-04-06"),
    ], m("wyvern", r"archiv\w*", [r"six(?:-| )years?", r"6(?:-| )?(?:years?|yrs?)"]),
        "When do closed case files at Wyvern County Court go to the archive?"),

    pm("pm-allotment-show-date", "13 September / 13th Sept / September 13th", [
        n("The Hollins Lane Allotment Society's annual produce show is on 13 September.",
          "2026-05-04"),
        n("Hollins Lane produce show — Sat 13th Sept, don't forget.", "2026-06-15"),
        n("Reminder that the allotment show at Hollins Lane is September 13th.", "2026-08-03"),
    ], m("hollins lane", "show", [r"13(?:th)? sep(?:t|tember)?", r"sep(?:t|tember)? 13(?:th)?"]),
        "When is the Hollins Lane produce show?"),

    pm("pm-kite-wind-limit", "25 knots / 25 kn / twenty-five knots", [
        n("Saltmarsh Kite School won't run beginner lessons when the wind is over 25 knots.",
          "2026-04-13"),
        n("Saltmarsh beginners: no lessons above 25 kn.", "2026-05-04"),
        n("If it's blowing more than twenty-five knots, Saltmarsh Kite School cancels its "
          "beginner sessions.", "2026-05-25"),
    ], m("saltmarsh", "beginners?", [r"25 ?(?:knots|kn|kts)", "twenty-five knots"]),
        "Above what wind speed does Saltmarsh Kite School cancel beginner lessons?"),

    pm("pm-pm1-grammage", "80 gsm / 80 g/m² / eighty grams per square metre", [
        n("Kelderbrook's PM1 makes 80 gsm copier paper.", "2026-01-12"),
        n("PM1 (Kelderbrook Mill) - copier grade, 80 g/m².", "2026-01-26"),
        n("The copier paper coming off PM1 at Kelderbrook weighs eighty grams per square "
          "metre.", "2026-02-09"),
    ], m("pm1", "copier", [r"80 ?gsm", r"80 ?g/m", r"80 ?grams?", "eighty grams?"]),
        "What weight of copier paper does PM1 at Kelderbrook make?"),

    pm("pm-cat-home-check", "within 48 hours / within two days / 48h", [
        n("Whisker Lane Cat Rescue does a home check within 48 hours of an adoption "
          "application.", "2026-02-16"),
        n("Whisker Lane visits an applicant's home within two days of them applying.",
          "2026-03-02"),
        n("home checks @ whisker lane: within 48h of application", "2026-03-16"),
    ], m("whisker lane", r"home|applicant", [r"48 ?h(?:ours?|rs?)?", "48-hour", "two days",
                                              r"2 days"]),
        "How soon after an adoption application does Whisker Lane do a home check?"),

    pm("pm-harbourfm-frequency", "104.6 FM / 104.6 MHz, consolidate", [
        n("Harbour FM broadcasts on 104.6 FM across the bay.", "2026-01-19"),
        n("Harbour FM freq: 104.6 MHz", "2026-02-02"),
    ], m("harbour fm", r"104\.6"), "Which frequency is Harbour FM on?",
        arrange=consolidate()),

    pm("pm-jonas-autobelay", "a climbing partner's warm-up habit, restated", [
        n("Jonas always warms up on the auto-belay walls before he ropes up.", "2026-03-09"),
        n("Before roped climbs, Jonas likes a warm-up on the auto-belays.", "2026-04-20"),
    ], m("jonas", r"auto-?belays?", r"warm\w*"),
        "How does Jonas like to warm up at the climbing gym?"),

    pm("pm-pharmacy-cutoff", "before 11 am / cut-off 11:00", [
        n("Prescriptions ordered from Nethercott Pharmacy before 11 am go out on the same-day "
          "delivery round.", "2026-02-09"),
        n("Nethercott Pharmacy same-day delivery cut-off: 11:00.", "2026-02-23"),
    ], m("nethercott", ["same-day", "same day"], [r"11 ?am", "11:00", r"11\.00", "eleven"]),
        "What is the cut-off for same-day delivery from Nethercott Pharmacy?"),

    pm("pm-inkwell-business-cards", "three working days / 3 business days / biz cards", [
        n("Inkwell Press turns business cards around in three working days.", "2026-03-09"),
        n("biz cards at Inkwell = 3 working days", "2026-03-23"),
        n("Inkwell Press needs 3 business days to print business cards.", "2026-04-13"),
    ], m("inkwell", r"(?:biz|business) cards",
         [r"three (?:working|business) days", r"3 (?:working|business) days"]),
        "How long does Inkwell Press take to print business cards?"),

    pm("pm-birdcount-transect", "2 km / two kilometres / 2km", [
        n("The Fenmarsh bird count walks a 2 km transect along the sea wall.", "2026-01-05"),
        n("Fenmarsh count: two-kilometre transect on the sea wall.", "2026-01-19"),
        n("The sea-wall transect for the Fenmarsh count is 2km long.", "2026-02-02"),
    ], m("fenmarsh", r"sea[- ]wall", [r"2 ?km", r"two[- ]kilomet(?:re|er)s?",
                                        r"2 kilomet(?:re|er)s?"]),
        "How long is the Fenmarsh bird count transect?"),

    pm("pm-planner-fee", "12% / twelve per cent, consolidate", [
        n("Juniper & Vow charges 12% of the wedding budget for full planning.", "2026-02-23"),
        n("Juniper & Vow, full planning package: twelve per cent of the total budget.",
          "2026-03-09"),
    ], m("juniper", "full planning", [r"12 ?%", r"twelve per ?cent", r"12 per ?cent"]),
        "What does Juniper & Vow charge for full planning?", arrange=consolidate()),
]
