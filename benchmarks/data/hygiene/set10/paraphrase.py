"""paraphrase_merge (h10): two or three notes state one fact in other words, with the value
written another way (10:30 pm / 22:30, three days / day 3, £95 / ninety-five pounds,
13 months / thirteen months / 13-month, 6 kg / six-kilo, a phone number with and without
separators, 95 minutes / an hour and 35 minutes, 25 days / twenty-five days, 6 / six) or a
preference restated in other words; several are terse chat or "label: value" notes.

After a dream (two cases: consolidate) exactly one live memory states the fact, it answers
the question first, and its text is one clean statement (not the notes glued together).
"""

from .common import DREAM, PM, case, clean, consolidate, m, n, one_live


def pm(cid, title, notes, matcher, q, arrange=DREAM):
    return case(cid, PM, title, [*notes, arrange], [one_live(clean(matcher), q)],
                expect="merge")


CASES = [
    pm("h10-pm-sailing-bar", "10:30 pm / terse chat 22:30", [
        n("The Curlew Sailing Club bar closes at 10:30 pm.", "2026-05-11"),
        n("fyi the Curlew clubhouse bar shuts 22:30", "2026-05-25"),
    ], m("curlew", "bar", [r"10:30 ?pm", "22:30", r"22\.30", "half past ten"]),
        "What time does the Curlew Sailing Club bar close?"),

    pm("h10-pm-postop-check", "three days after / day 3 / 3 days after", [
        n("At Fernbank Vets, a post-op check is booked three days after surgery.", "2026-02-02"),
        n("Fernbank post-operative checks: day 3 after the operation.", "2026-02-16"),
        n("Fernbank sees surgical patients again 3 days after their op for a post-op check.",
          "2026-03-02"),
    ], m("fernbank", [r"post-?op", "post-operative"], ["three days", r"3 ?days", "day 3"]),
        "When is the post-op check after surgery at Fernbank?"),

    pm("h10-pm-firkin-price", "£95 / ninety-five pounds, label-value note", [
        n("A firkin of Ironbridge Best costs £95 to trade customers.", "2026-03-16"),
        n("Trade price, Ironbridge Best, per firkin: ninety-five pounds.", "2026-04-06"),
    ], m("ironbridge", "firkin", [r"£ ?95", "ninety-five pounds", "95 pounds"]),
        "What is the trade price of a firkin of Ironbridge Best?"),

    pm("h10-pm-clickstream-retention", "13 months / thirteen months / 13-month window", [
        n("Raw clickstream events are kept for 13 months before deletion.", "2026-01-19"),
        n("Clickstream raw data retention: thirteen months.", "2026-02-02"),
        n("We hold on to raw clickstream events for a 13-month window.", "2026-02-16"),
    ], m("clickstream", [r"13 ?months?", r"thirteen months?", "13-month"]),
        "How long are raw clickstream events kept?"),

    pm("h10-pm-caravan-gas", "6 kg / six-kilo", [
        n("The caravan runs on a 6 kg Calor propane bottle.", "2026-04-20"),
        n("Caravan gas = six-kilo propane cylinder from Calor.", "2026-05-04"),
    ], m("caravan", "propane", [r"6 ?kg", "six-kilo", r"six kilo(?:gram)?s?",
                                r"6 ?kilo(?:gram)?s?"]),
        "What size gas bottle does the caravan use?"),

    pm("h10-pm-renewals-line", "phone number with spaces / with a dash", [
        n("Calderwood Library's renewals line is 01632 960 555.", "2026-06-08"),
        n("Renewals by phone, Calderwood Library: 01632-960555.", "2026-06-22"),
    ], m("calderwood", r"01632[ -]?960[ -]?555"),
        "What number do I call to renew books at Calderwood Library?"),

    pm("h10-pm-orbit-period", "95 minutes / an hour and 35 minutes", [
        n("Aurora-2 completes one orbit every 95 minutes.", "2026-08-10"),
        n("Aurora-2's orbital period is an hour and 35 minutes.", "2026-08-24"),
    ], m("aurora-2", [r"95 ?min(?:ute)?s?", "95-minute",
                      r"an hour and (?:35|thirty-five) minutes",
                      r"1 ?h(?:ou)?r?,? ?35 ?min(?:ute)?s?"]),
        "How long does Aurora-2 take to complete one orbit?"),

    pm("h10-pm-annual-leave", "25 days / twenty-five days", [
        n("Quillon staff get 25 days of annual leave plus bank holidays.", "2026-01-05"),
        n("Annual leave at Quillon: twenty-five days, with bank holidays on top.", "2026-01-26"),
    ], m("quillon", "leave", [r"25 ?days", "twenty-five days", "25-day"]),
        "How much annual leave do Quillon staff get?"),

    pm("h10-pm-orla-alto", "would rather sing alto / picks alto parts, consolidate", [
        n("Orla would rather sing alto than soprano.", "2026-09-14"),
        n("Given the choice, Orla picks alto parts over soprano ones.", "2026-10-05"),
    ], m("orla", "alto"), "Which part does Orla prefer to sing?", arrange=consolidate()),

    pm("h10-pm-repair-stands", "6 repair stands / six bike repair stands, consolidate", [
        n("The Chainring co-op's workshop has 6 repair stands.", "2026-05-18"),
        n("Six bike repair stands at the Chainring co-op.", "2026-06-01"),
    ], m("chainring", r"stands?", ["6", "six"]),
        "How many repair stands does the Chainring co-op have?", arrange=consolidate()),
]
