"""correction: one value of a note with other, unrelated details is replaced, and the later
note says so with an explicit cue and names the old value: "Since the audit ..., down from",
"X replaced Y as", "We dropped Y for X", "Y is out, X is in", "No more Y - X from now on",
"(was Y)", "moved up from Y to X", "swapped Y for X", "Actually ..., not ...", "heads up -
... now, was ...", "Correction: ...", "has changed from Y to X", "switched from Y to X",
"took over ... from".

Pass: the new value answers first; no live sentence still states the old value (a sentence
that tells it as history - "from Y", "was Y", "no longer" - does not count); the old
statement is closed, kept on disk and found with --include-superseded; the note's unrelated
details stay live in the top 3; no live text is garbled (a number keeps its unit, no
sentence repeats, no hole or doubled word where a value was swapped: common.clean).
"""

from .common import COR, DREAM, HIST, NOT_GARBLED, case, clean, correction, findable, m, n


def cor(cid, title, notes, q, new, old, details=(), dream=False):
    steps = [*notes, *([DREAM] if dream else [])]
    checks = [correction(q, clean(new), old), *[findable(clean(dm), dq) for dm, dq in details],
              NOT_GARBLED]
    return case(cid, COR, title, steps, checks, expect="correct")


GM = r"grandma ?3 (?:v(?:ersion)? ?)?2\.9"   # the new desk with the old desk's version
LB = "the the lyme bay"                      # the new supplier spliced in after "the"

CASES = [
    cor("h11-cor-gearbox-oil", "'Since the audit ... every twelve months, down from 18'", [
        n("Turbines at the Carrick Fell wind farm get a gearbox oil change every 18 months; "
          "the service crew is from Nordvale Energy Services and works out of the Keld "
          "depot.", "2026-01-19"),
        n("Since the March audit, Carrick Fell turbines have their gearbox oil changed every "
          "twelve months, down from 18.", "2026-04-06"),
    ], "How often is the gearbox oil changed on the Carrick Fell turbines?",
        m([r"12 ?months?", "12-month", "twelve months?"]),
        m([r"18 ?months?", "18-month", "eighteen months?"],
          none=[r"from 18(?: ?months?)?", *HIST]),
        details=[(m("nordvale"), "Who services the Carrick Fell turbines?"),
                 (m("keld"), "Where does the Carrick Fell service crew work from?")],
        dream=True),

    cor("h11-cor-podcast-host", "'X replaced Y as host'", [
        n("The Tidewater Tales podcast is hosted by Marisol Quint, recorded on Tuesdays in "
          "studio B at Harbour Media, and edited by Joss Penhale.", "2026-02-02"),
        n("Dara Okafor replaced Marisol Quint as host of Tidewater Tales in May.",
          "2026-05-18"),
    ], "Who hosts the Tidewater Tales podcast?",
        m(["okafor", "dara"]), m(["marisol", "quint"], none=["replaced marisol", *HIST]),
        details=[(m("studio b", r"tuesdays?"), "Where and when is Tidewater Tales recorded?"),
                 (m("penhale"), "Who edits Tidewater Tales?")]),

    cor("h11-cor-fish-supplier", "'We dropped Y for X'", [
        n("Saffron Yard's kitchen buys its fish from Brixham Quay Seafoods; head chef Anouk "
          "Ferris signs every delivery note, and the walk-in fridge is checked at 6:30 am.",
          "2026-03-02"),
        n("We dropped Brixham Quay Seafoods for Lyme Bay Fish Co. at Saffron Yard - better "
          "prices on hake.", "2026-06-15"),
    ], "Who supplies fish to the Saffron Yard kitchen?",
        m("lyme bay", none=[LB]), m("brixham", none=["dropped brixham", *HIST]),
        details=[(m("anouk", "delivery notes?", none=[LB]),
                  "Who signs the delivery notes at Saffron Yard?"),
                 (m("walk-in", [r"6:30 ?am", "06:30"], none=[LB]),
                  "When is the walk-in fridge at Saffron Yard checked?"),
                 (m("hake"), "Why did Saffron Yard change its fish supplier?")],
        dream=True),

    cor("h11-cor-callout-system", "'Y is out, X is in'", [
        n("Glenmore Mountain Rescue call-outs go through the Rota app; the team base is the "
          "old school on Mill Brae, and kit checks are on the first Sunday of the month.",
          "2026-01-12"),
        n("Rota app is out, SARCALL is in - Glenmore MRT call-outs now come through "
          "SARCALL.", "2026-03-30"),
    ], "How are Glenmore Mountain Rescue call-outs sent?",
        m("sarcall"), m("rota app", none=["rota app is out", *HIST]),
        details=[(m("mill brae"), "Where is the Glenmore Mountain Rescue team base?"),
                 (m(r"kit checks?", "first sunday"), "When are Glenmore MRT kit checks?")]),

    cor("h11-cor-dispatch-cutoff", "'No more 2pm cut-off - 3:30pm from now on'", [
        n("At the Thornbury fulfilment centre the same-day dispatch cut-off is 2 pm, returns "
          "are processed in bay R4, and pickers work ten-hour shifts.", "2026-02-09"),
        n("No more 2pm cut-off at Thornbury - same-day dispatch cut-off is 3:30pm from now "
          "on.", "2026-05-04"),
    ], "What is the same-day dispatch cut-off at the Thornbury fulfilment centre?",
        m([r"3:30 ?pm", "15:30", r"3\.30 ?pm", "half past three"]),
        m([r"2 ?pm", "14:00", r"2:00 ?pm"], none=[r"no more 2 ?pm", *HIST]),
        details=[(m("bay r4"), "Where are returns processed at Thornbury?"),
                 (m(["ten-hour", "10-hour", r"10 ?hours?", "ten hours"]),
                  "How long are picker shifts at Thornbury?")],
        dream=True),

    cor("h11-cor-fridge-monitor", "'... now (was Y)'", [
        n("The Ward 7 vaccine fridge at St Columba's is monitored by pharmacy technician "
          "Hollis Mbeki; its alarm goes off above 8 °C, and the spare fridge is in the "
          "basement store.", "2026-03-16"),
        n("Ward 7 fridge monitoring at St Columba's: Greta Lindqvist now (was Hollis "
          "Mbeki).", "2026-07-06"),
    ], "Who monitors the Ward 7 vaccine fridge at St Columba's?",
        m(["greta", "lindqvist"]), m(["hollis", "mbeki"], none=[r"was hollis", *HIST]),
        details=[(m([r"8 ?°c", r"8 ?degrees"]),
                  "Above what temperature does the Ward 7 fridge alarm go off?"),
                 (m("basement"), "Where is the spare vaccine fridge at St Columba's?")]),

    cor("h11-cor-timetable-deadline", "'moved up from 14 Mar to 28 Feb'", [
        n("Departments must send module timetabling requests to the Registry timetable "
          "office by 14 March; requests go through the Syllabus+ form, and queries go to "
          "Ilse Barker.", "2026-01-12"),
        n("Timetabling request deadline moved up from 14 Mar to 28 Feb.",
          "2026-01-26"),
    ], "When is the deadline for module timetabling requests?",
        m(["28 february", r"february 28(?:th)?", "28 feb"]),
        m(["14 march", r"march 14(?:th)?", "14 mar"], none=[r"from 14 mar(?:ch)?", *HIST]),
        details=[(m(r"syllabus\+?"), "How do departments submit timetabling requests?"),
                 (m("ilse barker"), "Who answers timetabling queries?")],
        dream=True),

    cor("h11-cor-lighting-desk", "'swapped the ETC Ion v2.9 for a grandMA3 because'", [
        n("The Lyric Playhouse lighting desk is an ETC Ion running v2.9; the rig has 48 "
          "dimmer channels and the follow spots sit on the rear balcony.", "2026-02-16"),
        n("We swapped the Lyric Playhouse's ETC Ion for a grandMA3 - the old desk kept "
          "dropping DMX universes.", "2026-06-01"),
    ], "Which lighting desk does the Lyric Playhouse use?",
        m("grandma ?3", none=[GM]),
        m(["etc ion", r"v2\.9"], none=["swapped", "for a grandma ?3", *HIST]),
        details=[(m("48", "dimmer", none=[GM]),
                  "How many dimmer channels does the Lyric Playhouse rig have?"),
                 (m(r"follow ?spots?", "balcony", none=[GM]),
                  "Where are the Lyric Playhouse follow spots?"),
                 (m("dmx"), "Why did the Lyric Playhouse replace its lighting desk?")]),

    cor("h11-cor-lambing-date", "'Actually ..., not 3 April'", [
        n("Hollins Farm ewe tag UK0421-17: Texel cross, grazing the Top Paddock, expected "
          "to lamb around 3 April.", "2026-02-23"),
        n("Actually, ewe UK0421-17 is due to lamb on 10 April, not 3 April.", "2026-02-24"),
    ], "When is Hollins Farm ewe UK0421-17 due to lamb?",
        m(["10 april", r"april 10(?:th)?"]), m(["3 april", r"april 3(?:rd)?"],
                                               none=["not 3 april", *HIST]),
        details=[(m("texel"), "What breed is ewe UK0421-17?"),
                 (m("top paddock"), "Which paddock is ewe UK0421-17 in?")],
        dream=True),

    cor("h11-cor-zoe-hourly", "'heads up - ... now, was £6.50'", [
        n("Hourly rate for the Wyndham car club's Zoe? £6.50, plus 18p a mile; keys are in "
          "the lockbox by the library.", "2026-03-09"),
        n("heads up - Wyndham car club Zoe is £7.25/hr now, was £6.50", "2026-08-03"),
    ], "How much per hour is the Wyndham car club's Zoe?",
        m(r"7\.25"), m(r"6\.50", none=[r"was £ ?6\.50", *HIST]),
        details=[(m(r"18 ?p"), "What is the mileage charge for the Wyndham car club Zoe?"),
                 (m("lockbox"), "Where are the keys for the Wyndham car club Zoe?")]),

    cor("h11-cor-ferment-days", "'Correction: ... 9 days, not 7'", [
        n("Okehurst Brewery pale ale: ferments at 19°C for 7 days, then is dry-hopped with "
          "Citra.", "2026-04-13"),
        n("Correction: Okehurst pale ale ferments for 9 days, not 7.", "2026-04-14"),
    ], "How long does Okehurst pale ale ferment?",
        m([r"9 ?days?", "nine days?"]),
        m([r"7 ?days?", "seven days?"], none=["not 7", "not seven", *HIST]),
        details=[(m([r"19 ?°c", r"19 ?degrees"]),
                  "What temperature does Okehurst pale ale ferment at?"),
                 (m("citra"), "Which hop is Okehurst pale ale dry-hopped with?")],
        dream=True),

    cor("h11-cor-berth-fee", "'has changed from £2,850 to £3,100'", [
        n("Berth C14 at Port Lowen marina is rented to the yacht Marram; the annual fee is "
          "£2,850, paid each January.", "2026-01-05"),
        n("The annual fee for berth C14 at Port Lowen has changed from £2,850 to £3,100.",
          "2026-09-07"),
    ], "What is the annual fee for berth C14 at Port Lowen?",
        m(r"3,?100"), m(r"2,?850", none=[r"from £ ?2,?850", *HIST]),
        details=[(m("marram"), "Which yacht rents berth C14 at Port Lowen?"),
                 (m("january"), "When is the berth C14 fee paid?")]),

    cor("h11-cor-workshop-night", "'switched from Thursdays to Wednesdays (same hours)'", [
        n("The Spokes bike co-op's open workshop runs on Thursdays, 18:00-21:00, at the "
          "Arches unit; volunteers need a DBS check.", "2026-02-02"),
        n("Spokes open workshop switched from Thursdays to Wednesdays (same hours).",
          "2026-05-11"),
    ], "Which evening is the Spokes bike co-op's open workshop?",
        m(r"wednesdays?"), m(r"thursdays?", none=[r"from thursdays?", *HIST]),
        details=[(m("arches"), "Where is the Spokes open workshop?"),
                 (m(["18:00", r"6 ?pm"]), "What time does the Spokes open workshop start?"),
                 (m("dbs"), "What check do Spokes volunteers need?")],
        dream=True),

    cor("h11-cor-observing-signoff", "question answered, then 'took over ... from'", [
        n("Who signs off observing-time requests at Kestrel Hill Observatory? Dr. Bram "
          "Hollister. Requests are due by the 20th of the month before.", "2026-03-02"),
        n("Pilar Ansell took over sign-off of observing-time requests at Kestrel Hill from "
          "Dr. Hollister in September.", "2026-09-14"),
    ], "Who signs off observing-time requests at Kestrel Hill Observatory?",
        m(["pilar", "ansell"]), m("hollister", none=["from dr\\. hollister", "took over",
                                                     *HIST]),
        details=[(m("20th"), "When are Kestrel Hill observing-time requests due?")]),
]
