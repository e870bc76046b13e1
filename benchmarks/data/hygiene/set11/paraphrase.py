"""paraphrase_merge: two or three notes state one fact in other words, the value written
another way (200 miles / ~200 mi, 9 pm / 21:00, half an hour / 30 min / thirty minutes,
£18,000 / £18k, 5 December / Dec 5th, 80 metres / 80 m, twelve / 12 / a dozen, 25% / a
quarter, a holding number with slashes and with spaces) or a preference restated.

After a dream (two cases: consolidate) exactly one live memory states the fact, it answers
the question first, and its text is one clean statement (not the notes glued together).
"""

from .common import DREAM, PM, case, clean, consolidate, m, n, one_live


def pm(cid, title, notes, matcher, q, arrange=DREAM):
    return case(cid, PM, title, [*notes, arrange], [one_live(clean(matcher), q)],
                expect="merge")


CASES = [
    pm("h11-pm-zoe-range", "about 200 miles / ~200 mi", [
        n("The Wyndham car club's electric Zoe has a range of about 200 miles on a full "
          "charge.", "2026-03-02"),
        n("Wyndham car club Zoe - range ~200 mi when fully charged.", "2026-03-16"),
    ], m("zoe", "range", [r"200 ?mi(?:les?)?", "two hundred miles"]),
        "How far can the Wyndham car club's Zoe go on a full charge?"),

    pm("h11-pm-veg-order-cutoff", "9 pm / 21:00 the night before", [
        n("At Saffron Yard the vegetable order has to be in by 9 pm the night before "
          "delivery.", "2026-02-09"),
        n("Saffron Yard veg order cut-off: 21:00 on the evening before delivery.",
          "2026-02-23"),
    ], m("saffron yard", [r"veg(?:etable)?"], [r"9 ?pm", "21:00", r"21\.00", r"9:00 ?pm"]),
        "What is the cut-off for Saffron Yard's vegetable order?"),

    pm("h11-pm-episode-length", "half an hour / 30 min / thirty minutes", [
        n("Episodes of the Tidewater Tales podcast are capped at half an hour.",
          "2026-04-06"),
        n("Tidewater Tales: max episode length 30 min.", "2026-04-13"),
        n("No Tidewater Tales episode may run longer than thirty minutes.", "2026-04-20"),
    ], m("tidewater", [r"half an hour", r"30 ?min(?:ute)?s?", "30-minute",
                       "thirty minutes?"]),
        "How long can a Tidewater Tales episode be?"),

    pm("h11-pm-rescue-target", "£18,000 / £18k a year", [
        n("Strathcairn Mountain Rescue Team's annual fundraising target is £18,000.",
          "2026-01-19"),
        n("£18k a year is what Strathcairn MRT aims to raise.", "2026-02-02"),
    ], m("strathcairn", [r"£ ?18,?000", r"£ ?18 ?k", "18,?000 pounds", "18 thousand"]),
        "How much does Strathcairn Mountain Rescue aim to raise each year?"),

    pm("h11-pm-panto-opening", "5 December / Dec 5th", [
        n("This year's pantomime at the Lyric Playhouse opens on 5 December.", "2026-09-14"),
        n("Lyric Playhouse panto - first night Dec 5th.", "2026-09-28"),
    ], m("lyric playhouse", [r"5 dec(?:ember)?", r"dec(?:ember)? 5(?:th)?", r"5th dec(?:ember)?",
                             "2026-12-05"]),
        "When does the Lyric Playhouse pantomime open?"),

    pm("h11-pm-kreutz-reports", "plain text, not PDF / no PDFs please", [
        n("Dr. Anselm Kreutz prefers observing reports as plain text rather than PDF.",
          "2026-05-11"),
        n("Kreutz wants his observing reports in plain text - no PDFs, please.", "2026-06-01"),
    ], m("kreutz", "plain text"), "In what format does Dr Kreutz want observing reports?"),

    pm("h11-pm-hub-height", "80 metres / 80 m, consolidate", [
        n("Every turbine at the Ardmore wind farm has a hub height of 80 metres.",
          "2026-07-06"),
        n("Ardmore wind farm turbines: hub height 80 m.", "2026-07-20"),
    ], m("ardmore", "hub height", [r"80 ?m", r"80 ?met(?:er|re)s?", "80-metre",
                                   "eighty met(?:er|re)s"]),
        "What is the hub height of the Ardmore turbines?", arrange=consolidate()),

    pm("h11-pm-loading-docks", "twelve / 12 / a dozen", [
        n("The Thornbury fulfilment centre has twelve loading docks.", "2026-05-04"),
        n("Thornbury fulfilment centre - 12 loading docks.", "2026-05-18"),
        n("There are a dozen loading docks at the Thornbury fulfilment centre.",
          "2026-06-01"),
    ], m("thornbury", r"loading docks?", ["twelve", "12", "dozen"]),
        "How many loading docks does the Thornbury fulfilment centre have?"),

    pm("h11-pm-topup-level", "25% / a quarter of par", [
        n("Ward 5 stock at St Columba's is topped up by pharmacy when it falls to 25% of "
          "par level.", "2026-08-03"),
        n("St Columba's pharmacy tops up Ward 5 once its stock drops to a quarter of par.",
          "2026-08-17"),
    ], m("ward 5", "par", [r"25 ?%", r"25 per ?cent", "a quarter", "one quarter",
                           "twenty-five per ?cent"]),
        "When does pharmacy top up Ward 5's stock at St Columba's?"),

    pm("h11-pm-cph-number", "12/345/6789 / 12 345 6789, consolidate", [
        n("Hollins Farm's CPH number is 12/345/6789.", "2026-02-16"),
        n("CPH for Hollins Farm: 12 345 6789", "2026-03-02"),
    ], m("hollins", "cph", r"12[/ ]?345[/ ]?6789"), "What is Hollins Farm's CPH number?",
        arrange=consolidate()),
]
