"""must_not_merge (part 2): three more distinct canaries (two hotel rooms with mirror-image
features, two queens marked in different years, two family cars whose insurance renews in
different months), and three pairs where the later note really replaces the earlier one
(`supersede`: a mock exam "pushed to" a later date, a room price "From May", and a chair
"passed ... to" someone else; the newer is the first answer, the older is closed, kept on
disk and found with --include-superseded)."""

from .common import DREAM, MNM, case, distinct, f, m, n, supersede


def mnm(cid, title, notes, facts, arrange=DREAM):
    return case(cid, MNM, title, [*notes, arrange], [distinct(*facts)], expect="distinct")


def mnm_sup(cid, title, notes, new, old, arrange=DREAM):
    return case(cid, MNM, title, [*notes, arrange], [supersede(new, old)], expect="supersede")


CASES = [
    mnm("mnm-harbour-rooms", "room 12 shower + harbour view vs room 21 bath + car park", [
        n("Room 12 at Harbour Lights has a walk-in shower and looks out over the harbour.",
          "2026-04-13"),
        n("Harbour Lights room 21: bath, no shower, window onto the car park.", "2026-04-13"),
    ], [f(m("room 12", "walk-in shower"), "Which Harbour Lights room has a walk-in shower?"),
        f(m("room 21", "bath"), "What is room 21 at Harbour Lights like?")]),

    mnm("mnm-ouse-queens", "hive 3 queen white 2026 vs hive 8 queen green 2024", [
        n("The queen in hive 3 at Ouse Meadow was marked white this spring (2026).",
          "2026-05-11"),
        n("Hive 8's queen at Ouse Meadow is an older one, marked green in 2024.",
          "2026-05-25"),
    ], [f(m("hive 3", "white"), "What colour is the queen in hive 3 marked?"),
        f(m("hive 8", "green"), "What colour is the queen in hive 8 marked?")]),

    mnm("mnm-family-car-renewals", "Niro renews in March, Fiesta in November", [
        n("The Niro's car insurance is with Halcyon Motor and renews on 14 March.",
          "2026-02-02"),
        n("Jess's Fiesta is insured with Halcyon Motor too, renewing on 14 November.",
          "2026-02-09"),
    ], [f(m("niro", ["14 march", "march 14"]), "When does the Niro's insurance renew?"),
        f(m("fiesta", ["14 november", "november 14"]),
          "When does the Fiesta's insurance renew?")]),

    mnm_sup("mnm-sup-chem-mock", "Year 9 chemistry mock 'has been pushed to 11 March'", [
        n("Westleigh High's Year 9 chemistry mock is on 4 March.", "2026-02-09"),
        n("Westleigh's Year 9 chemistry mock has been pushed to 11 March because of the "
          "museum trip.", "2026-02-23"),
    ], f(m("chemistry mock", ["11 march", "march 11"]),
         "When is the Year 9 chemistry mock at Westleigh High?"),
        m("chemistry mock", ["4 march", "march 4"])),

    mnm_sup("mnm-sup-seaview-price", "'From May' the sea-view double costs more", [
        n("The sea-view double at Harbour Lights is £145 a night.", "2026-01-19"),
        n("From May, Harbour Lights charges £165 a night for the sea-view double.",
          "2026-04-27"),
    ], f(m("sea-view", r"£ ?165"), "How much is the sea-view double at Harbour Lights?"),
        m("sea-view", r"£ ?145")),

    mnm_sup("mnm-sup-brew-chair", "'has passed the chair ... to'", [
        n("Cormac chairs Ferment & Friends, the homebrew club.", "2026-02-06"),
        n("Cormac has passed the chair of Ferment & Friends to Delphine.", "2026-06-05"),
    ], f(m("delphine"), "Who chairs Ferment & Friends?"),
        m("cormac", "chairs", none=["passed"])),
]
