"""paraphrase_merge: two or three notes state one fact in other words, the value written
another way - 35 minutes / thirty-five minute / 35-min, 430 W / 430-watt / 0.43 kW, every
six months / 6-monthly / twice a year, 6:15 pm / 18:15, 120 / a hundred and twenty,
£0.12 per word / 12p a word, 45% / forty-five percent, 120 metres / 120m / one hundred and
twenty metres, 9 July / July 9th, and a preference restated ("plenty of click and no reverb"
/ "the click loud and the reverb off").

After a dream (two cases: consolidate) exactly one live memory states the fact, it answers
the question first, and its text is one clean statement.
"""

from .common import DREAM, PM, case, clean, consolidate, m, n, one_live


def pm(cid, title, notes, matcher, q, arrange=DREAM):
    return case(cid, PM, title, [*notes, arrange], [one_live(clean(matcher), q)],
                expect="merge")


CASES = [
    pm("pm-crossing-time", "35 minutes / thirty-five minute / 35-min", [
        n("The Glenmorra ferry crossing takes 35 minutes.", "2026-04-06"),
        n("Glenmorra ferry: thirty-five minute crossing.", "2026-04-20"),
        n("It's a 35-min sail from Portavel over to Glenmorra.", "2026-05-04"),
    ], m("glenmorra", [r"35 ?min(?:ute)?s?", r"35-min(?:ute)?s?", r"thirty-five[- ]minutes?"]),
        "How long is the Glenmorra ferry crossing?"),

    pm("pm-panel-wattage", "430 W / 430-watt / 0.43 kW", [
        n("Every panel Sunhaven Solar fits is rated at 430 W.", "2026-02-02"),
        n("Sunhaven Solar panels: 430-watt modules.", "2026-02-16"),
        n("Sunhaven Solar's standard module puts out 0.43 kW.", "2026-03-02"),
    ], m("sunhaven", [r"430 ?w", r"430-watts?", r"430 watts?", r"0\.43 ?kw"]),
        "What wattage are Sunhaven Solar's panels?"),

    pm("pm-recall-interval", "every six months / 6-monthly / twice a year", [
        n("Brightsmile Dental recalls patients for a check-up every six months.", "2026-01-12"),
        n("Brightsmile check-up recall: 6-monthly.", "2026-01-26"),
        n("At Brightsmile you're called back for a check-up twice a year.", "2026-02-09"),
    ], m("brightsmile", r"check-?ups?", ["six months", r"6 ?months?", "6-monthly",
                                          "six-monthly", "twice a year", r"every half[- ]year"]),
        "How often does Brightsmile Dental recall patients for a check-up?"),

    pm("pm-ice-slot", "6:15 pm / 18:15, terse restatement", [
        n("The Tynebridge Huskies' Saturday ice slot at Glacier Arena starts at 6:15 pm.",
          "2026-09-14"),
        n("Huskies Sat ice @ Glacier Arena: 18:15", "2026-09-28"),
    ], m("huskies", "glacier arena", [r"6:15 ?pm", "18:15", r"18\.15", r"6\.15 ?pm",
                                       "quarter past six"]),
        "What time does the Tynebridge Huskies' Saturday ice slot start?"),

    pm("pm-parcels-week", "120 / a hundred and twenty", [
        n("Eastmoor Food Bank hands out about 120 parcels a week.", "2026-03-02"),
        n("Roughly a hundred and twenty food parcels go out from Eastmoor every week.",
          "2026-03-23"),
    ], m("eastmoor", r"parcels?", ["120", "(?:one|a) hundred and twenty"]),
        "How many food parcels does Eastmoor Food Bank hand out a week?"),

    pm("pm-word-rate", "£0.12 per word / 12p a word, consolidate", [
        n("Polyglot Bridge charges £0.12 per word for German into English.", "2026-02-23"),
        n("German-English at Polyglot Bridge: 12p a word.", "2026-03-09"),
    ], m("polyglot", "german", [r"£ ?0\.12", r"12 ?p", "12 pence", "twelve pence"]),
        "What does Polyglot Bridge charge per word for German into English?",
        arrange=consolidate()),

    pm("pm-archive-humidity", "45% / forty-five percent, consolidate", [
        n("The Harrowgate Museum archive store is kept at 45% relative humidity.",
          "2026-05-18"),
        n("Harrowgate archive store RH: forty-five percent.", "2026-06-01"),
    ], m("harrowgate", ["humidity", "rh"], [r"45 ?%", r"forty-five per ?cent",
                                            r"45 per ?cent"]),
        "What relative humidity is the Harrowgate archive store kept at?",
        arrange=consolidate()),

    pm("pm-flight-height", "120 metres / 120m AGL / one hundred and twenty metres", [
        n("Aerolens flies its quarry surveys at 120 metres above ground.", "2026-04-13"),
        n("Aerolens quarry flights: 120m AGL.", "2026-04-27"),
        n("For quarry work Aerolens keeps the drone at a height of one hundred and twenty "
          "metres.", "2026-05-11"),
    ], m("aerolens", "quarry", [r"120 ?m", r"120 met(?:re|er)s", r"120-met(?:re|er)",
                                r"one hundred and twenty met(?:re|er)s"]),
        "At what height does Aerolens fly its quarry surveys?"),

    pm("pm-trip-date", "9 July / July 9th", [
        n("The Year 7 trip to Chatsworth is on 9 July.", "2026-05-18"),
        n("Y7 Chatsworth visit — July 9th.", "2026-06-01"),
    ], m("chatsworth", ["9 july", r"july 9(?:th)?", r"9th (?:of )?july", "2026-07-09"]),
        "When is the Year 7 trip to Chatsworth?"),

    pm("pm-headphone-mix", "a preference restated: plenty of click, no reverb", [
        n("Mara, the drummer, wants her headphone mix with plenty of click and no reverb.",
          "2026-03-16"),
        n("In her cans Mara likes the click loud and the reverb off.", "2026-04-06"),
    ], m("mara", "click", "reverb"), "How does Mara like her headphone mix?"),
]
