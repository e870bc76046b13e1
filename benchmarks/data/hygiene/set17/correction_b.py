"""correction (part 2): ten more - a pitch moved inside a weekly list ("ferry quay's off ...
wednesdays we're at Canal Basin now"), a unit change told with a new size ("gone up to 47kg
bottles"), euros fixed a day later ("misread the porto listing - it's €131/night"), a rota
role "has been handed to Efe", a version "16.2 replaced 14.9", a "recast:" label line, a pace
in min/km told as reported speech ("coach says ... 6:30/km not 6:10"), a number that simply
goes up without the old one ("deadlift's up to 100kg"), "from now on ... 14 day terms", and a
freezer "relocated to ... B014" in the passive with a reason.

Pass: as in correction_a.py - the new value answers first, no live sentence still states the
old one, the old statement is closed but findable with --include-superseded, the other
details of the old note stay live in the top 3, and no live text is garbled.
"""

from .common import COR, DREAM, HIST, NOT_GARBLED, case, clean, correction, findable, m, n


def cor(cid, title, notes, q, new, old, details=(), dream=False):
    steps = [*notes, *([DREAM] if dream else [])]
    checks = [correction(q, clean(new), old), *[findable(clean(dm), dq) for dm, dq in details],
              NOT_GARBLED]
    return case(cid, COR, title, steps, checks, expect="correct")


CASES = [
    cor("cor-truck-wednesday-pitch", "one pitch of a weekly list moved, 'ferry quay's off'", [
        n("tandoor trail pitches: mon Albion Business Park, wed Ferry Quay, fri Library Square "
          "on the uni campus. 11:30-2:30 everywhere", "2026-04-06"),
        n("ferry quay's off, the harbour board want the space back. wednesdays we're at Canal "
          "Basin now", "2026-05-13"),
    ], "Where is Tandoor Trail on Wednesdays?",
        m("canal basin"), m("ferry quay", none=["off", "harbour board", *HIST]),
        details=[(m("albion"), "Where does Tandoor Trail park on Mondays?"),
                 (m("library square"), "Where's the truck on Fridays?")],
        dream=True),

    cor("cor-truck-gas-kg", "'gone up to 47kg propane bottles', count changed too", [
        n("the truck runs on 19kg propane bottles from Calor, 2 on board, strapped in the rear "
          "locker", "2026-04-08"),
        n("we've gone up to 47kg propane bottles on the truck, just the one on board at a time",
          "2026-06-03"),
    ], "What size propane bottles does the Tandoor Trail truck use?",
        m(r"47 ?kg"), m(r"19 ?kg", none=[*HIST]),
        details=[(m("rear locker"), "Where are the gas bottles kept on the truck?"),
                 (m("calor"), "Who supplies the truck's propane?")]),

    cor("cor-porto-airbnb-euro", "next-day fix in euros: 'misread the porto listing'", [
        n("porto airbnb: Miragaia, 5 nights, €118 a night, host is Inês, self check-in from 3pm",
          "2026-05-12"),
        n("misread the porto listing - it's €131/night once the cleaning fee's spread in",
          "2026-05-13"),
    ], "How much a night is the Porto Airbnb?",
        m([r"€ ?131", r"131 ?(?:€|eur|euros?)"]),
        m([r"€ ?118", r"118 ?(?:€|eur|euros?)"], none=[*HIST]),
        details=[(m("miragaia"), "Which part of Porto is the Airbnb in?"),
                 (m("in[eê]s"), "Who's the host of the Porto Airbnb?")],
        dream=True),

    cor("cor-secondary-oncall", "rota role 'has been handed to Efe', old person off sick", [
        n("on-call this week for quillmate: Marisol primary, Tomasz secondary. page via "
          "PagerDuty, chat in #qm-incidents", "2026-03-09"),
        n("secondary on-call has been handed to Efe for the rest of the week (Tomasz is off "
          "sick)", "2026-03-11"),
    ], "Who is secondary on-call for Quillmate this week?",
        m("efe"), m("tomasz", none=["sick", "handed", *HIST]),
        details=[(m("marisol", "primary"), "Who is primary on-call this week?"),
                 (m("qm-incidents"), "Which channel do we use during an incident?")]),

    cor("cor-pg-version-replaced", "version string: 'PG 16.2 replaced 14.9 in prod'", [
        n("quillmate prod runs Postgres 14.9 behind pgbouncer (pool size 40). minor upgrades "
          "go in the sunday maintenance window", "2026-02-02"),
        n("PG 16.2 replaced 14.9 in prod last night, upgrade went clean", "2026-05-18"),
    ], "Which Postgres version is Quillmate running in prod?",
        m(r"16\.2"), m(r"14\.9", none=[*HIST]),
        details=[(m("pgbouncer"), "What sits in front of Quillmate's Postgres?"),
                 (m("sunday", "maintenance"), "When do Postgres minor upgrades go in?")],
        dream=True),

    cor("cor-elspeth-recast", "'recast: Elspeth is now ...' inside a cast list", [
        n("Larkfield Players cast list: Elspeth - Maeve Corrigan, the Keeper - Alun Price, the "
          "Inspector - Joy Mbatha. rehearsals tue & thu 7.30 at the Quaker meeting house",
          "2026-06-15"),
        n("recast: Elspeth is now Rosa Lindqvist. Maeve's had to pull out, new job in Leeds",
          "2026-07-20"),
    ], "Who's playing Elspeth in the lighthouse play?",
        m(["rosa", "lindqvist"]),
        m(["maeve", "corrigan"], none=[r"pull(?:ed|s|ing)? out", "leeds", *HIST]),
        details=[(m("alun"), "Who plays the Keeper?"),
                 (m("quaker"), "Where do the Larkfield Players rehearse?")]),

    cor("cor-easy-pace-coach", "reported speech: 'coach says ... 6:30/km not 6:10'", [
        n("half training: easy runs at 6:10/km, tempo at 5:20/km, long run sundays. race = "
          "Severn Bridge Half, 4 Oct", "2026-06-01"),
        n("coach says my easy pace should be 6:30/km not 6:10, I'm running them too hard",
          "2026-06-10"),
    ], "What pace should my easy runs be?",
        m("6:30"), m("6:10", none=["not 6:10", *HIST]),
        details=[(m("tempo", "5:20"), "What's my tempo pace?"),
                 (m("severn bridge"), "Which half marathon am I training for?")],
        dream=True),

    cor("cor-deadlift-up", "'deadlift's up to 100kg', old weight not repeated", [
        n("gym numbers: deadlift 3x5 @ 92.5kg, squat 3x5 @ 80kg, bench 3x8 @ 55kg",
          "2026-02-10"),
        n("deadlift's up to 100kg for the 3x5 now", "2026-04-21"),
    ], "How heavy are my deadlift working sets?",
        m(r"100 ?kg"), m(r"92\.5 ?kg", none=[*HIST]),
        details=[(m("squat", r"80 ?kg"), "What weight am I squatting?"),
                 (m("bench", r"55 ?kg"), "What am I benching?")]),

    cor("cor-pebble-fern-terms", "'from now on ... 14 day terms', client's request", [
        n("Pebble & Fern Studio (client): day rate £380, 30-day payment terms, invoices go to "
          "Clem in their accounts team", "2026-01-20"),
        n("from now on pebble & fern are on 14 day terms - Clem asked, they've got a new "
          "finance system", "2026-04-02"),
    ], "What payment terms does Pebble & Fern get?",
        m([r"14[- ]days?", "fourteen[- ]days?", r"net ?14"]),
        m([r"30[- ]days?", "thirty[- ]days?", r"net ?30"], none=[*HIST]),
        details=[(m(r"£ ?380"), "What's my day rate with Pebble & Fern?"),
                 (m("clem"), "Who do Pebble & Fern invoices go to?")],
        dream=True),

    cor("cor-minus80-relocated", "passive: 'has been relocated to the basement ... B014'", [
        n("oyelaran lab: the -80 (Thermo TSX, 'Big Bertha') is in B214. every tube has to be "
          "logged in the LabArchives freezer sheet", "2026-02-03"),
        n("The -80 freezer has been relocated to the basement cold room, B014, while the second "
          "floor is refurbished.", "2026-05-06"),
    ], "Which room is the lab's -80 freezer in?",
        m("b014"), m("b214", none=["from b214", *HIST]),
        details=[(m("labarchives"), "Where do I log tubes going into the -80?"),
                 (m(["big bertha", "thermo"]), "What model is the lab's -80 freezer?")]),
]
