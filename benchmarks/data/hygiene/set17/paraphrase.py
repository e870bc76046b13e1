"""paraphrase_merge: the same fact sent again in other words - "tuesday night" / "tues
evening", "every 3 hours" / "three-hourly" / "every three hrs", 9:45 / 09:45 / "quarter to
ten" (consolidate), £8.50 / "eight pound fifty", €25 / "~25 euros" (consolidate), "3 sets of
15" / "3x15", 121°C for 20 minutes / "20 min at 121 C" / "twenty mins at 121 degrees"
(consolidate), and a contact preference, "prefers WhatsApp to phone calls" / "don't ring ...,
whatsapp her".

Pass: after curate and dream (or consolidate) exactly one live memory states the fact, it is
found for the question, and no live text is garbled.
"""

from .common import DREAM, NOT_GARBLED, PM, case, consolidate, m, n, one_live


def pm(cid, title, notes, matcher, q, arrange=DREAM):
    return case(cid, PM, title, [*notes, arrange], [one_live(matcher, q), NOT_GARBLED],
                expect="merged")


CASES = [
    pm("pm-bin-night", "'tuesday night' / 'tues evening', weeks apart", [
        n("bins go out tuesday night at quarry row, collection is early weds", "2026-01-13"),
        n("quarry row: wheelie bins out on tues evening for the wednesday morning pickup",
          "2026-02-03"),
    ], m("bins?", [r"tue(?:s(?:days?)?)?"]), "Which night do the bins go out at Quarry Row?"),

    pm("pm-feed-interval", "'every 3 hours' / 'three-hourly' / 'every three hrs'", [
        n("Tomi feeds every 3 hours, day and night", "2026-03-06"),
        n("tomi's on three-hourly feeds", "2026-03-08"),
        n("tomi eats every three hrs at the moment", "2026-03-10"),
    ], m(["every 3 hours", "every three hours", "three-hourly", "3-hourly", r"every 3 ?hrs?",
          "every three hrs?", r"every 3 ?h"]),
        "How often does Tomi feed?"),

    pm("pm-standup-time", "9:45 / 09:45 / 'quarter to ten' (consolidate)", [
        n("quillmate standup is at 9:45 every weekday", "2026-01-19"),
        n("daily stand-up 09:45, mon-fri, in the #qm-standup huddle", "2026-01-26"),
        n("stand up's at quarter to ten each morning", "2026-02-02"),
    ], m("stand-? ?ups?", ["9:45", "09:45", r"9\.45", "quarter to ten"]),
        "What time is the Quillmate standup?", arrange=consolidate()),

    pm("pm-kathi-price", "£8.50 / 'eight pound fifty', with a bracket", [
        n("lamb kathi roll is £8.50 on the truck", "2026-04-07"),
        n("kathi roll (lamb) - eight pound fifty", "2026-04-21"),
    ], m("kathi", [r"£ ?8\.50", r"8\.50", "eight pounds? fifty", "8 pounds? 50"]),
        "How much is the lamb kathi roll?"),

    pm("pm-porto-taxi", "€25 transfer / '~25 euros' taxi (consolidate)", [
        n("airport transfer OPO to the flat in Porto is €25", "2026-05-14"),
        n("taxi from porto airport to the airbnb ~25 euros", "2026-05-20"),
    ], m(["transfers?", "taxis?"], [r"€ ?25", "25 ?euros?", "25 ?eur"]),
        "How much is a taxi from Porto airport to the flat?", arrange=consolidate()),

    pm("pm-calf-raises", "'3 sets of 15, every day' / '3x15 daily'", [
        n("physio homework: calf raises, 3 sets of 15, every day", "2026-03-14"),
        n("hannah wants calf raises 3x15 daily", "2026-03-21"),
    ], m("calf raises?", ["3 ?x ?15", "3 sets of 15", "three sets of (?:15|fifteen)"]),
        "How many calf raises should I be doing?"),

    pm("pm-autoclave-cycle", "121°C 20 minutes / '20 min at 121 C' / 'twenty mins' "
       "(consolidate)", [
        n("autoclave cycle for media: 121°C for 20 minutes", "2026-02-04"),
        n("standard autoclave run = 20 min at 121 C", "2026-02-11"),
        n("remember the autoclave does twenty mins at 121 degrees for media", "2026-02-25"),
    ], m("autoclave", "121", [r"20 ?min(?:ute)?s?", "twenty min(?:ute)?s?"]),
        "What's the autoclave cycle for media?", arrange=consolidate()),

    pm("pm-kasia-whatsapp", "'prefers WhatsApp to phone calls' / 'don't ring ..., whatsapp "
       "her'", [
        n("Kasia (the tiler) prefers WhatsApp to phone calls", "2026-04-01"),
        n("don't ring kasia, whatsapp her instead", "2026-04-09"),
    ], m("kasia", "whatsapp"), "How should I get hold of Kasia?"),
]
