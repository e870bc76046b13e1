"""correction (part 2): ten more, mostly a value that is one clause of a note with other
details - a delivery radius widened "from 8 km to 12 km", a chess rating restated months
later with no cue at all, a kiln night "now ... instead of", a launch authority "handed ...
to", a dark-sky site the society "no longer" uses, an exhibition "pushed back a week" (only
the new date named), "are now handled by", "These days", "Update: ... has switched to", and
"Mistake in my earlier note" fixing two values at once.

Pass (see correction_a.py): the new value answers first, the old clause is closed and in
history, and every other clause stays live and findable with no hole where the old value
was cut out and no doubled word where the new one was spliced in.
"""

from .common import COR, DREAM, HIST, NOT_GARBLED, case, clean, correction, findable, m, n


def cor(cid, title, notes, q, new, old, details=(), dream=False):
    steps = [*notes, *([DREAM] if dream else [])]
    checks = [correction(q, clean(new), old), *[findable(clean(dm), dq) for dm, dq in details],
              NOT_GARBLED]
    return case(cid, COR, title, steps, checks, expect="correct")


CASES = [
    cor("cor-courier-radius", "'widened ... from 8 km to 12 km', cut-off and van rule kept", [
        n("Spoke & Satchel delivers within 8 km of the depot. Same-day orders close at 2 pm, "
          "and anything over 20 kg goes in the van rather than on a bike.", "2026-02-16"),
        n("The co-op voted to widen Spoke & Satchel's delivery radius from 8 km to 12 km.",
          "2026-05-18"),
    ], "How far from the depot does Spoke & Satchel deliver?",
        m(r"12 ?km"), m(r"8 ?km", none=[r"from 8 ?km", *HIST]),
        details=[(m([r"2 ?pm", "14:00"]), "When do Spoke & Satchel's same-day orders close?"),
                 (m(r"20 ?kg", "van"), "Which parcels go in Spoke & Satchel's van?")],
        dream=True),

    cor("cor-oskar-rating", "plain restatement seven months later: rating 1740 -> 1812", [
        n("Oskar plays board two for Kestrel's A team; his ECF rapid rating is 1740.",
          "2026-01-15"),
        n("Oskar's ECF rapid rating: 1812.", "2026-08-20"),
    ], "What is Oskar's ECF rapid rating?",
        m("1812"), m("1740", none=[*HIST]),
        details=[(m(["board two", "board 2"]), "Which board does Oskar play for the A team?")]),

    cor("cor-clayhouse-kiln", "'now fires on Saturday nights instead of Fridays'", [
        n("Clayhouse Studio's glaze kiln fires on Friday nights. Pieces for it go on the green "
          "shelf, and Mags unloads it on Monday morning.", "2026-03-09"),
        n("The glaze kiln at Clayhouse now fires on Saturday nights instead of Fridays.",
          "2026-06-15"),
    ], "When does the glaze kiln at Clayhouse Studio fire?",
        m(r"saturdays?"), m(r"fridays?", none=[*HIST]),
        details=[(m("green shelf"), "Where do pieces for the Clayhouse glaze kiln go?"),
                 (m("mags"), "Who unloads the Clayhouse glaze kiln?")],
        dream=True),

    cor("cor-porthkerris-launch", "'handed launch authority to', pager test and boat kept", [
        n("At Porthkerris lifeboat station the launch authority is Jory Pascoe. Crew pagers "
          "are tested every Sunday at 10:00, and the station's all-weather boat is a Shannon.",
          "2026-02-22"),
        n("Jory Pascoe handed launch authority at Porthkerris to Tegen Harvey in September.",
          "2026-09-28"),
    ], "Who is the launch authority at Porthkerris lifeboat station?",
        m(["tegen", "harvey"]), m(["jory", "pascoe"], none=["handed", *HIST]),
        details=[(m("pagers?", r"sundays?"), "When are the Porthkerris crew pagers tested?"),
                 (m("shannon"), "What class of lifeboat does Porthkerris have?")]),

    cor("cor-astro-site", "'no longer observes at ...; ... now', telescope keeper kept", [
        n("Wetherby Astronomical Society's observing nights are at Harewood Bank car park, "
          "weather permitting. The society's 10-inch Dobsonian is kept by Pete Lamb.",
          "2026-01-28"),
        n("Wetherby AS no longer observes at Harewood Bank - the landowner locks the car park "
          "at night now - so observing nights are at Sicklinghall cricket ground.",
          "2026-10-05"),
    ], "Where are Wetherby Astronomical Society's observing nights held?",
        m("sicklinghall"), m("harewood", none=["locks the car park", *HIST]),
        details=[(m("dobsonian", "pete lamb"),
                  "Who keeps the Wetherby Astronomical Society's telescope?")],
        dream=True),

    cor("cor-calder-exhibition", "'pushed back a week, now 25 October' (old date not named)", [
        n("The Calder Valley model railway exhibition is on 18 October at St Mark's church "
          "hall. We're taking the Ribble Junction layout.", "2026-06-08"),
        n("Calder Valley exhibition pushed back a week, now 25 October.", "2026-08-31"),
    ], "When is the Calder Valley model railway exhibition?",
        m(["25 october", r"october 25(?:th)?", r"25(?:th)? oct"]),
        m(["18 october", r"october 18(?:th)?", r"18(?:th)? oct"], none=[*HIST]),
        details=[(m("st mark's"), "Where is the Calder Valley model railway exhibition?"),
                 (m("ribble junction"), "Which layout are we taking to the Calder Valley show?")]),

    cor("cor-lingua-japanese-pm", "'are now handled by', review rule and style guide kept", [
        n("At Lingua Bridge, Japanese projects are managed by Haruto Mori, medical files "
          "always get a second reviewer, and the house style guide lives in Confluence.",
          "2026-03-23"),
        n("Japanese projects at Lingua Bridge are now handled by Sabine Kroll.", "2026-08-03"),
    ], "Who manages Japanese projects at Lingua Bridge?",
        m(["sabine", "kroll"]), m(["haruto", "mori"], none=[*HIST]),
        details=[(m("second reviewer"), "How are medical files reviewed at Lingua Bridge?"),
                 (m("confluence"), "Where is Lingua Bridge's house style guide?")],
        dream=True),

    cor("cor-niro-tyres", "'These days ... Goodyear', pressures and car wash kept", [
        n("The Niro runs on Michelin CrossClimate tyres at 36 psi front and back; we take it "
          "to the hand car wash behind Tesco on Sundays.", "2026-01-11"),
        n("These days the Niro's on Goodyear Vector 4Seasons - the Michelins wore out in the "
          "spring.", "2026-07-19"),
    ], "What tyres does the Niro have?",
        m("goodyear"), m(["michelin", "crossclimate"], none=["wore out", *HIST]),
        details=[(m("36 psi"), "What tyre pressure does the Niro take?"),
                 (m("car wash"), "Where do we wash the Niro?")]),

    cor("cor-westleigh-spec", "'Update: ... has switched to OCR Gateway', marker kept", [
        n("Year 10 triple science at Westleigh High follows the AQA spec. Practical write-ups "
          "are marked by Ms Achebe, and the required-practicals log is kept in OneNote.",
          "2026-01-19"),
        n("Update: Westleigh High's Year 10 triple science has switched to the OCR Gateway "
          "spec this year.", "2026-09-07"),
    ], "Which exam spec does Year 10 triple science at Westleigh High follow?",
        m(["ocr", "gateway"]), m("aqa", none=[*HIST, "from aqa"]),
        details=[(m("achebe"), "Who marks the Year 10 practical write-ups at Westleigh?"),
                 (m("onenote"), "Where is the required-practicals log kept at Westleigh?")],
        dream=True),

    cor("cor-varroa-treatment", "'Mistake in my earlier note': product and month both fixed", [
        n("Varroa at the Ouse Meadow apiary: we treat with Apivar strips in August, and "
          "everything goes in the blue hive record book.", "2026-04-27"),
        n("Mistake in my earlier note - Ouse Meadow's varroa treatment is oxalic acid in "
          "December, not Apivar in August.", "2026-04-29"),
    ], "How is varroa treated at the Ouse Meadow apiary?",
        m("oxalic"), m("apivar", none=["not apivar", *HIST]),
        details=[(m("blue", "record book"),
                  "Where are the Ouse Meadow apiary records kept?")]),
]
