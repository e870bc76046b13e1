"""correction: one value of a note that carries other, unrelated details is corrected later,
in the ways people really write it in chat and notes - each naming the value it replaces:
"scratch the 4pm, it's 5pm", "it's Tuesdays now rather than Mondays", "bumped to £42 ...
(from £35)", "no longer does X — Y handles it", "07:15 → 06:50", "has been replaced by",
"we've gone from weekly to fortnightly", "Correction to yesterday's note: ... I wrote 48
hours by mistake", "Turns out ... Nerys Bevan, not Rhys", "have moved us to", "I'd put
8:15", "has been swapped out for", "Ignore the £7,900 I noted ... revised price",
"is stepping back from ..., and ... is picking it up", "replaces ... as",
"14 May is off, we're going on 21 May", "I had the wrong ...: £38 was last year's price".
The value is a person, a place, a time, an amount, a day, a date, a frequency, a product.

Pass: the new value answers first; no live sentence still states the old value (a sentence
that tells it as history or as the thing being corrected does not count); the old statement
is closed, kept on disk and found with --include-superseded; the original note's other
details stay live in the top 3 with no hole where the value was cut out (common.clean);
no live text is garbled.
"""

from .common import COR, DREAM, HIST, NOT_GARBLED, case, clean, correction, findable, m, n


def cor(cid, title, notes, q, new, old, details=(), dream=False):
    steps = [*notes, *([DREAM] if dream else [])]
    checks = [correction(q, clean(new), old), *[findable(clean(dm), dq) for dm, dq in details],
              NOT_GARBLED]
    return case(cid, COR, title, steps, checks, expect="correct")


# words that tell a replaced person as history ("took over from Sven", "in place of")
HANDOVER = ["took over", "taken over", "taking over", "takes over", "in place of",
            "stepping back", "stepped back", "stepped down", "handed"]

CASES = [
    cor("cor-hygiene-clinic-scratch", "'scratch the 4pm ..., it's 5pm' (a time), chat style", [
        n("Brightsmile Dental's Thursday hygiene clinic with Dr Okafor starts at 4pm in "
          "surgery 3; patients are asked to arrive ten minutes early to update their medical "
          "history.", "2026-02-03"),
        n("scratch the 4pm for Brightsmile's Thursday hygiene clinic, it's 5pm",
          "2026-02-04"),
    ], "What time does Brightsmile Dental's Thursday hygiene clinic start?",
        m([r"5 ?pm", "17:00", r"5:00 ?pm", "five o'clock"]),
        m([r"4 ?pm", "16:00", r"4:00 ?pm"],
          none=[r"scratch the 4 ?pm", r"not (?:at )?4 ?pm", r"from 4 ?pm", r"was 4 ?pm", *HIST]),
        details=[(m("surgery 3"), "Which surgery is Brightsmile's hygiene clinic in?"),
                 (m(["ten minutes early", "10 minutes early"]),
                  "How early should patients arrive for Brightsmile's hygiene clinic?")],
        dream=True),

    cor("cor-hive-day-rather-than", "'it's Tuesdays now rather than Mondays' (a day)", [
        n("The Larkrise community garden beekeepers inspect the hives on Mondays, the smoker "
          "lives in the blue tool locker, and honey is sold at the gate for £6 a jar.",
          "2026-04-06"),
        n("Larkrise hive inspections — it's Tuesdays now rather than Mondays.", "2026-05-11"),
    ], "Which day do the Larkrise beekeepers inspect the hives?",
        m(r"tuesdays?"),
        m(r"mondays?", none=[r"rather than mondays?", r"not (?:on )?mondays?",
                             r"from mondays?", *HIST]),
        details=[(m("smoker", "blue tool locker"),
                  "Where do the Larkrise beekeepers keep the smoker?"),
                 (m(r"£ ?6", "jar"), "How much is a jar of Larkrise honey?")]),

    cor("cor-skate-fee-bumped", "'has been bumped to £42 a month (from £35)' (an amount)", [
        n("Ironvale Wolves adult recreational skating is £35 a month, sessions are at "
          "Glacier Arena, and every skater needs a helmet with a full cage.", "2026-01-12"),
        n("Ironvale Wolves adult skating has been bumped to £42 a month (from £35).",
          "2026-03-02"),
    ], "How much is Ironvale Wolves adult recreational skating a month?",
        m(r"£ ?42"),
        m(r"£ ?35", none=[r"from £ ?35", r"not £ ?35", r"was £ ?35", *HIST]),
        details=[(m("glacier arena"), "Where are Ironvale Wolves adult skating sessions held?"),
                 (m("full cage"), "What kind of helmet do Ironvale Wolves adult skaters need?")],
        dream=True),

    cor("cor-legal-translator-no-longer", "'no longer does ... — ... handles it' (a person)", [
        n("At Polyglot Bridge Translations, Ines Carvalho handles Portuguese legal jobs, "
          "invoices go out on the last working day of the month, and the client style guides "
          "sit in the shared drive's Clients folder.", "2026-02-09"),
        n("Ines Carvalho no longer does Polyglot Bridge's Portuguese legal work — Tomasz "
          "Wierzba handles it.", "2026-06-15"),
    ], "Who handles Portuguese legal translation at Polyglot Bridge?",
        m(["tomasz", "wierzba"]),
        m(["ines", "carvalho"], none=["from ines", *HANDOVER, *HIST]),
        details=[(m("last working day"), "When does Polyglot Bridge send out its invoices?"),
                 (m("style guides?", "clients folder"),
                  "Where are Polyglot Bridge's client style guides kept?")]),

    cor("cor-first-sailing-arrow", "'07:15 → 06:50' (a time, arrow notation)", [
        n("The Glenmorra ferry's first weekday sailing leaves Portavel pier at 07:15; foot "
          "passengers pay £4.50 each way and bikes travel free.", "2026-03-16"),
        n("Glenmorra ferry, first weekday sailing from Portavel: 07:15 → 06:50 in the new "
          "timetable.", "2026-03-30"),
    ], "What time is the first weekday Glenmorra ferry from Portavel?",
        m([r"0?6[:.]50", "ten to seven"]),
        m([r"0?7[:.]15", "quarter past seven"],
          none=[r"0?7[:.]15 ?(?:→|->|=>|>)", r"from 0?7[:.]15", r"was 0?7[:.]15",
                r"not 0?7[:.]15", *HIST]),
        details=[(m(r"4\.50", r"foot passengers?"),
                  "How much do foot passengers pay on the Glenmorra ferry?"),
                 (m([r"bikes?", r"bicycles?"], "free"),
                  "Do bikes cost extra on the Glenmorra ferry?")]),

    cor("cor-microinverter-replaced", "'has been replaced by' (a product)", [
        n("Sunhaven Solar fits Enphase IQ8 microinverters as standard, gives a 12-year "
          "workmanship warranty, and surveys every roof with a drone before quoting.",
          "2026-01-19"),
        n("The Enphase IQ8 has been replaced by the Hoymiles HMS-800 as Sunhaven Solar's "
          "standard microinverter.", "2026-07-06"),
    ], "Which microinverter does Sunhaven Solar fit as standard?",
        m("hoymiles"),
        m(["enphase", "iq8"], none=[r"swapped", r"from (?:the )?enphase", *HIST]),
        details=[(m(["12-year", r"12 years?"], "warranty"),
                  "How long is Sunhaven Solar's workmanship warranty?"),
                 (m("drone"), "How does Sunhaven Solar survey a roof before quoting?")],
        dream=True),

    cor("cor-collection-fortnightly", "'we've gone from weekly to fortnightly' (a frequency)", [
        n("Eastmoor Food Bank collects surplus stock from the Ring Road Tesco Extra every week "
          "on Wednesday mornings, and donations are weighed on the blue scales before they go "
          "on the shelves.", "2026-02-02"),
        n("Eastmoor's Tesco Extra collection: we've gone from weekly to fortnightly, still on "
          "Wednesday mornings.", "2026-04-20"),
    ], "How often does Eastmoor Food Bank collect from the Tesco Extra?",
        m(["fortnightly", r"every (?:two|2|other|second) weeks?", "every fortnight",
           r"every other wednesday", r"alternate wednesdays"]),
        m(["every week", "weekly", "each week", "once a week"],
          none=["from weekly", "from every week", "not weekly", *HIST]),
        details=[(m("blue scales"), "What are donations weighed on at Eastmoor Food Bank?"),
                 (m("ring road"), "Which Tesco does Eastmoor Food Bank collect from?")]),

    cor("cor-archive-notice-yesterday", "'Correction to yesterday's note: ... I wrote 48 hours by "
        "mistake' (a duration)", [
        n("The Harrowgate Museum archive reading room opens Tuesday to Friday, researchers must "
          "book 48 hours ahead, and only pencils are allowed near the original maps.",
          "2026-05-04"),
        n("Correction to yesterday's note: the Harrowgate archive needs three days' notice for "
          "reading-room bookings — I wrote 48 hours by mistake.", "2026-05-05"),
    ], "How much notice does the Harrowgate Museum archive need for a reading-room booking?",
        m(["three days", r"3 ?days", r"72 ?hours?", "72-hour", "three working days"]),
        m([r"48 ?hours?", "48-hour"],
          none=["by mistake", r"wrote 48", r"not 48", r"from 48", *HIST]),
        details=[(m("tuesday to friday"),
                  "Which days is the Harrowgate archive reading room open?"),
                 (m(r"pencils?"), "What may researchers write with near the Harrowgate maps?")],
        dream=True),

    cor("cor-pilot-turns-out", "'Turns out ... is Nerys Bevan, not Rhys' (a person, same "
        "surname)", [
        n("For the Calder quarry survey, Aerolens is flying the Matrice 350, the pilot in "
          "command is Rhys Bevan, and the flight window is 10:00 to 14:00.", "2026-06-01"),
        n("Turns out the pilot in command for the Calder quarry job is Nerys Bevan, not Rhys.",
          "2026-06-02"),
    ], "Who is the pilot in command for the Calder quarry survey?",
        m("nerys"),
        m("rhys", none=["not rhys", "from rhys", *HANDOVER, *HIST]),
        details=[(m(r"matrice ?350"), "Which drone is Aerolens flying at the Calder quarry?"),
                 (m(["10:00", r"10 ?am"], ["14:00", r"2 ?pm"]),
                  "What is the flight window for the Calder quarry survey?")]),

    cor("cor-studio-moved-us", "'have moved us to Studio D ... while Studio B's desk is "
        "repaired' (a place)", [
        n("Our mixing sessions at Foxglove Sound are in Studio B with the engineer Dominika, "
          "at £55 an hour.", "2026-03-09"),
        n("Foxglove Sound have moved us to Studio D for the mixing sessions while Studio B's "
          "desk is repaired.", "2026-03-23"),
    ], "Which studio are our Foxglove Sound mixing sessions in?",
        m("studio d"),
        m("studio b", none=["studio b's desk", "moved us", "from studio b", "not studio b",
                            "not in studio b", *HIST]),
        details=[(m("dominika"), "Who is our engineer at Foxglove Sound?"),
                 (m(r"£ ?55"), "How much do the Foxglove Sound mixing sessions cost an hour?")],
        dream=True),

    cor("cor-coach-time-id-put", "'the coach goes at 7:45 — I'd put 8:15' (a time)", [
        n("The Year 8 trip to Ironbridge Gorge is on 12 June; the coach leaves the Fernhill "
          "School gates at 8:15, every pupil brings a packed lunch, and the trip costs £28.",
          "2026-04-27"),
        n("Small fix for the Year 8 Ironbridge trip: the coach goes at 7:45 — I'd put 8:15.",
          "2026-04-28"),
    ], "What time does the coach leave for the Year 8 Ironbridge trip?",
        m([r"7[:.]45", "quarter to eight"]),
        m([r"8[:.]15", "quarter past eight"],
          none=["i'd put", r"not (?:at )?8[:.]15", r"from 8[:.]15", r"was 8[:.]15", *HIST]),
        details=[(m("packed lunch"), "What should pupils bring to eat on the Ironbridge trip?"),
                 (m(r"£ ?28"), "How much does the Year 8 Ironbridge trip cost?")]),

    cor("cor-vocal-mic-swapped", "'has been swapped out for' (a product)", [
        n("The vocal booth at Tannery Lane Studios uses a Neumann U87 into a Neve 1073 preamp, "
          "and booth time is booked through Kira at the front desk.", "2026-02-16"),
        n("Tannery Lane's vocal booth mic: the Neumann U87 has been swapped out for a "
          "Telefunken ELA M 251.", "2026-05-25"),
    ], "Which microphone is in the vocal booth at Tannery Lane Studios?",
        m("telefunken"),
        m(["neumann", r"u ?87"], none=["swapped", r"from (?:the |a )?neumann", *HIST]),
        details=[(m(r"neve ?1073"), "Which preamp does the Tannery Lane vocal booth use?"),
                 (m("kira"), "Who books vocal booth time at Tannery Lane Studios?")],
        dream=True),

    cor("cor-solar-quote-ignore", "'Ignore the £7,900 I noted ...; revised price is £7,450' "
        "(an amount)", [
        n("Brightwatt's solar quote for the Okonjo house is a 4.2 kWp array on the south roof "
          "with a 5 kWh battery, £7,900 installed.", "2026-03-02"),
        n("Ignore the £7,900 I noted for the Okonjo solar quote; Brightwatt's revised price is "
          "£7,450 installed.", "2026-03-04"),
    ], "How much is Brightwatt's solar quote for the Okonjo house?",
        m(r"7,?450"),
        m(r"7,?900", none=[r"ignore the £ ?7,?900", r"from £ ?7,?900", r"not £ ?7,?900",
                           r"was £ ?7,?900", *HIST]),
        details=[(m(r"4\.2 ?kwp", "south roof"),
                  "How big is the array in Brightwatt's solar quote for the Okonjo house?"),
                 (m(r"5 ?kwh", "battery"), "Which battery is in the Okonjo solar quote?")]),

    cor("cor-glass-plates-stepping-back", "'is stepping back from ..., and ... is picking it "
        "up' (a person)", [
        n("Aurelio Sandoval catalogues the Harrowgate Museum's glass-plate negatives; the "
          "plates are kept in the cold store and handled only with nitrile gloves.",
          "2026-01-26"),
        n("Aurelio is stepping back from cataloguing the Harrowgate glass plates, and Maren "
          "Lindqvist is picking it up.", "2026-07-13"),
    ], "Who catalogues the Harrowgate Museum's glass-plate negatives?",
        m(["maren", "lindqvist"]),
        m(["aurelio", "sandoval"], none=["picking it up", "from aurelio", *HANDOVER, *HIST]),
        details=[(m("cold store"), "Where are the Harrowgate Museum's glass plates kept?"),
                 (m("nitrile"), "How should the Harrowgate glass plates be handled?")],
        dream=True),

    cor("cor-u12-coach-replaces", "'X replaces Y as ...' (a person, told new-first)", [
        n("Sven Aalto coaches the Tynebridge Huskies under-12s; their ice time is Sunday at "
          "8am, and team jerseys are ordered through Ravn Sports.", "2026-09-07"),
        n("Jodie Marr replaces Sven Aalto as the Tynebridge Huskies under-12 coach.",
          "2026-11-02"),
    ], "Who coaches the Tynebridge Huskies under-12s?",
        m(["jodie", "marr"]),
        m(["sven", "aalto"], none=["from sven", *HANDOVER, *HIST]),
        details=[(m(r"sundays?", r"8 ?am"),
                  "When is the Tynebridge Huskies under-12s' ice time?"),
                 (m("ravn"), "Where are the Tynebridge Huskies under-12 jerseys ordered from?")]),

    cor("cor-field-trip-date-off", "'14 May is off, we're going on 21 May' (a date)", [
        n("Year 10's geography field trip to Slapton Ley is on 14 May; pupils need wellies and "
          "a waterproof, and Mr Achterberg is leading it.", "2026-03-16"),
        n("Slapton Ley field trip: 14 May is off, we're going on 21 May.", "2026-04-13"),
    ], "When is Year 10's geography field trip to Slapton Ley?",
        m(["21 may", r"may 21(?:st)?", r"21st (?:of )?may"]),
        m(["14 may", r"may 14(?:th)?", r"14th (?:of )?may"],
          none=["is off", r"from (?:the )?14", r"not (?:on )?(?:the )?14", *HIST]),
        details=[(m(["wellies", r"wellingtons?"]),
                  "What do pupils need to bring for the Slapton Ley field trip?"),
                 (m("achterberg"), "Who is leading the Slapton Ley field trip?")],
        dream=True),

    cor("cor-car-fare-wrong", "'I had the wrong ...: £38 was last year's price, it's £41' "
        "(an amount)", [
        n("On the Kilbrannan ferry, a car and driver costs £38 return, vehicle bookings close "
          "two hours before sailing, and the terminal café takes cash only.", "2026-01-05"),
        n("I had the wrong car fare for the Kilbrannan ferry: £38 was last year's price, it's "
          "£41 return now.", "2026-01-19"),
    ], "How much is a car and driver return on the Kilbrannan ferry?",
        m(r"£ ?41"),
        m(r"£ ?38", none=["last year", "wrong", r"from £ ?38", r"not £ ?38", r"was £ ?38",
                          *HIST]),
        details=[(m(["two hours", r"2 ?hours?"], "before sailing"),
                  "When do vehicle bookings close for the Kilbrannan ferry?"),
                 (m("cash only"), "Does the Kilbrannan terminal café take cards?")]),
]
