"""paraphrase_merge: two or three notes state one fact in other words, the value written
another way (7:45 am / 07:45; 4 pm / 16:00 / 4pm; 30 days / thirty days; 28 days / four
weeks; £25 / 25 pounds; 13 November / Nov 13th / 13/11; 42 / forty-two) or a dislike restated
("doesn't eat mushrooms" / "can't stand mushrooms, so leave them out").

After a dream (two cases: consolidate) exactly one live memory states the fact, it answers
the question first, and its text is one clean statement (not the notes glued together).
"""

from .common import DREAM, PM, case, clean, consolidate, m, n, one_live


def pm(cid, title, notes, matcher, q, arrange=DREAM):
    return case(cid, PM, title, [*notes, arrange], [one_live(clean(matcher), q)],
                expect="merge")


CASES = [
    pm("pm-emergency-line", "7:45 am / 07:45", [
        n("Kestrel Dental's emergency line opens at 7:45 am on weekdays.", "2026-02-02"),
        n("Kestrel Dental emergency phone line, weekdays: from 07:45.", "2026-02-16"),
    ], m("kestrel", "emergency", [r"7:45 ?am", "07:45", r"7\.45", "quarter to eight"]),
        "What time does the Kestrel Dental emergency line open on weekdays?"),

    pm("pm-tern-check-in", "from 4 pm / after 16:00 / 4pm onwards", [
        n("Check-in at Tern Cottage is from 4 pm.", "2026-03-02"),
        n("Tern Cottage guests can arrive any time after 16:00.", "2026-03-16"),
        n("tern cottage - check-in 4pm onwards", "2026-04-06"),
    ], m("tern", [r"4 ?pm", "16:00", r"16\.00", "four o'?clock"]),
        "What time can guests check in at Tern Cottage?"),

    pm("pm-nas-snapshots", "30 days / thirty days", [
        n("The home NAS keeps hourly snapshots for 30 days.", "2026-01-12"),
        n("Hourly snapshots on the NAS are retained for thirty days.", "2026-02-09"),
    ], m("snapshots", [r"30 ?days?", r"thirty days?", "30-day", "thirty-day"]),
        "How long does the home NAS keep its hourly snapshots?"),

    pm("pm-returns-window", "28 days / four weeks", [
        n("Loam & Leaf accepts returns within 28 days of delivery.", "2026-04-06"),
        n("Customers of Loam & Leaf have four weeks from delivery to send an order back.",
          "2026-04-27"),
    ], m("loam", [r"28 ?days?", "28-day", r"four weeks?", r"4 ?weeks?", "twenty-eight days"]),
        "How long do Loam & Leaf customers have to return an order?"),

    pm("pm-wheelers-sub", "£25 a year / 25 pounds annual (consolidate)", [
        n("Membership of the Wolds Wheelers is £25 a year.", "2026-01-05"),
        n("Wolds Wheelers annual sub: 25 pounds.", "2026-02-02"),
    ], m("wheelers", [r"£ ?25", "25 pounds", "25 gbp"]),
        "How much is a year's membership of the Wolds Wheelers?", arrange=consolidate()),

    pm("pm-joy-mushrooms", "doesn't eat mushrooms / can't stand them, leave them out", [
        n("Auntie Joy doesn't eat mushrooms.", "2026-02-16"),
        n("Joy can't stand mushrooms, so leave them out of anything we cook for her.",
          "2026-03-09"),
    ], m("joy", "mushrooms"), "Does Auntie Joy eat mushrooms?"),

    pm("pm-pta-quiz-night", "13 November / Nov 13th / 13/11", [
        n("The Ashcombe PTA quiz night is on 13 November.", "2026-09-14"),
        n("Ashcombe PTA quiz night - Nov 13th", "2026-09-28"),
        n("Put the PTA quiz night in the calendar: Friday 13/11 at Ashcombe.", "2026-10-05"),
    ], m("quiz night", ["13 november", r"nov(?:ember)? 13(?:th)?", "13/11", "13th november",
                        "2026-11-13"]),
        "When is the Ashcombe PTA quiz night?"),

    pm("pm-choir-size", "42 members / forty-two singers (consolidate)", [
        n("Harbour Voices has 42 members this season.", "2026-09-14"),
        n("There are forty-two singers in Harbour Voices this season.", "2026-09-28"),
    ], m("harbour voices", ["42", "forty-two", "forty two"]),
        "How many singers are in Harbour Voices this season?", arrange=consolidate()),
]
