"""correction (part 1): ten corrections typed the way people message an assistant - a reply
two minutes later ("no wait, it's 25kg sacks of wax not 20kg"), a recipe re-sent whole with
one value changed and no cue at all, "turns out ... 150ml a feed now", a host moved in the
passive ("has been moved to pg-fra-01"), "Kasia Wrobel replaced Gary as our tiler", "per the
email from TAP, ... now leaves at 06:55", "we've gone with the Corn Exchange over St
Aldhelm's", a date written 3/14 and moved to "the 19th", "going up to £1,740 pcm from
september", and a wattage fixed without the old value repeated ("it's the 80W one").

Pass: the new value answers first; no live sentence still states the old value (a sentence
that tells it as history - "not 20kg", "over St Aldhelm's", "replaced" - does not count); the
old statement is closed, kept on disk and found with --include-superseded; the note's
unrelated details stay live in the top 3; no live text is garbled (a number keeps its unit,
no sentence repeats, no hole where the old value was cut out: common.clean).
"""

from .common import COR, DREAM, HIST, NOT_GARBLED, case, clean, correction, findable, m, n


def cor(cid, title, notes, q, new, old, details=(), dream=False):
    steps = [*notes, *([DREAM] if dream else [])]
    checks = [correction(q, clean(new), old), *[findable(clean(dm), dq) for dm, dq in details],
              NOT_GARBLED]
    return case(cid, COR, title, steps, checks, expect="correct")


CASES = [
    cor("cor-wax-sack-reply", "chat reply two minutes later: 'no wait, it's 25kg ... not 20kg'", [
        n("wickwood candles: soy wax comes from Ardent Wax Supplies in Leicester, 20kg sacks. "
          "reorder when we're down to 2 sacks", "2026-02-02T10:14:00"),
        n("no wait, it's 25kg sacks of wax not 20kg. reorder point's the same",
          "2026-02-02T10:16:00"),
    ], "What size sacks does Wickwood's soy wax come in?",
        m([r"25 ?kg", r"25 ?kilo(?:gram)?s?"]),
        m([r"20 ?kg", r"20 ?kilo(?:gram)?s?"],
          none=[r"not (?:the )?20 ?(?:kg|kilo(?:gram)?s?)?", *HIST]),
        details=[(m("ardent"), "Who supplies Wickwood's soy wax?"),
                 (m("reorder", ["2 sacks", "two sacks"]), "When should Wickwood reorder wax?")]),

    cor("cor-fig-cedar-resent", "recipe list re-sent whole, fragrance 8% -> 6%, no cue", [
        n("Fig & Cedar recipe (Wickwood): 8% fragrance load, pour at 62C, CD-10 wick, cure 10 "
          "days before selling.", "2026-02-09"),
        n("Fig & Cedar recipe (Wickwood): 6% fragrance load, pour at 62C, CD-10 wick, cure 10 "
          "days before selling.", "2026-03-23"),
    ], "What fragrance load does the Fig & Cedar candle use?",
        m([r"6 ?%", "6 per ?cent", "six per ?cent"]),
        m([r"8 ?%", "8 per ?cent", "eight per ?cent"], none=[*HIST]),
        details=[(m([r"62 ?°? ?c", "62 degrees"]), "What temperature is Fig & Cedar poured at?"),
                 (m("cd-10"), "Which wick does the Fig & Cedar candle use?")],
        dream=True),

    cor("cor-tomi-feed-turns-out", "'turns out ... 150ml a feed now', 120ml not repeated", [
        n("Tomi (3 wks) is on 120ml of formula every 3 hours - Aptamil First Infant Milk. "
          "health visitor is Joanne Pike, she comes round on Thursdays", "2026-03-05"),
        n("turns out Tomi's been underfed, Joanne says 150ml a feed now he's over 4kg",
          "2026-03-12"),
    ], "How much formula should Tomi have at each feed?",
        m(r"150 ?ml"), m(r"120 ?ml", none=[*HIST]),
        details=[(m("aptamil"), "Which formula is Tomi on?"),
                 (m("joanne", r"thursdays?"), "Which day does the health visitor come?")],
        dream=True),

    cor("cor-pg-primary-moved", "passive: 'has been moved to pg-fra-01'", [
        n("quillmate prod: postgres primary is on pg-ams-03. nightly backups go to the "
          "qm-backups-eu bucket at 02:30 UTC", "2026-01-19"),
        n("The prod Postgres primary has been moved to pg-fra-01 as part of the Frankfurt "
          "migration.", "2026-04-14"),
    ], "Which host is the Quillmate prod Postgres primary on?",
        m("pg-fra-01"), m("pg-ams-03", none=["from pg-ams-03", *HIST]),
        details=[(m("qm-backups-eu"), "Where do Quillmate's nightly backups go?"),
                 (m(["02:30", r"2:30 ?am", r"02\.30"]),
                  "What time do Quillmate's nightly backups run?")]),

    cor("cor-tiler-replaced", "'Kasia Wrobel replaced Gary as our tiler', with a reason", [
        n("kitchen refit (27 Marlow Cres): tiling is Gary Ledwith, sage green metro tiles from "
          "Topps Tiles, splashback plus the wall behind the range", "2026-03-16"),
        n("Kasia Wrobel replaced Gary as our tiler - his van died and he can't do it till june",
          "2026-03-30"),
    ], "Who's doing the tiling in the kitchen?",
        m(["kasia", "wrobel"]),
        m(["gary", "ledwith"], none=["van", "june", *HIST]),
        details=[(m("sage", "metro"), "What tiles are going in the kitchen?"),
                 (m("topps"), "Where are the kitchen tiles coming from?")],
        dream=True),

    cor("cor-porto-flight-email", "'per the email from TAP, ... now leaves at 06:55'", [
        n("porto trip: outbound TP1329 from Gatwick North, departs 07:40 on the 3rd of July. "
          "2 checked bags booked", "2026-05-11"),
        n("per the email from TAP, TP1329 now leaves at 06:55 - same day, same terminal",
          "2026-06-20"),
    ], "What time does our flight to Porto leave?",
        m(["06:55", "6:55", r"06\.55", r"6\.55"]),
        m(["07:40", "7:40", r"07\.40", r"7\.40"], none=[*HIST]),
        details=[(m("gatwick"), "Which airport do we fly to Porto from?"),
                 (m(["2 checked bags", "two checked bags", "2 bags", "two bags"]),
                  "How many checked bags have we booked for Porto?")]),

    cor("cor-lighthouse-venue", "'we've gone with the Corn Exchange over St Aldhelm's'", [
        n("Larkfield Players: The Lighthouse Keeper's Daughter runs 12-14 November at St "
          "Aldhelm's church hall. tickets £12", "2026-06-08"),
        n("we've gone with the Corn Exchange over St Aldhelm's for the lighthouse play - bigger "
          "stage, and the church hall roof leaks", "2026-07-01"),
    ], "Where is the Larkfield Players' lighthouse play being staged?",
        m("corn exchange"),
        m(["st aldhelm", "church hall"], none=["over st aldhelm", "roof", "leaks?", *HIST]),
        details=[(m(r"£ ?12"), "How much are tickets for the lighthouse play?"),
                 (m(["12 ?(?:-|–|to) ?14", r"12(?:th)? nov(?:ember)?", r"november 12(?:th)?"]),
                  "When does the lighthouse play run?")],
        dream=True),

    cor("cor-physio-date-formats", "appt '3/14' moved to 'the 19th', month not repeated", [
        n("physio at Brightwater: next appt 3/14 at 4:15pm with Hannah. bring running shoes so "
          "she can look at my gait", "2026-03-02"),
        n("brightwater called - my appt's been moved to the 19th, same time, still Hannah",
          "2026-03-09"),
    ], "When is my next physio appointment?",
        m(["19th", "19 march", r"march 19(?:th)?", "3/19", "19/3", "19/03"]),
        m(["3/14", "14 march", r"march 14(?:th)?", "14th", "14/3", "14/03"],
          none=["from the 14th", "from 3/14", *HIST]),
        details=[(m([r"4:15 ?(?:pm)?", r"4\.15 ?(?:pm)?", "16:15"]),
                  "What time is my physio appointment?"),
                 (m("running shoes"), "What should I bring to physio?")]),

    cor("cor-quarry-row-rent", "'going up to £1,740 pcm from september'", [
        n("quarry row flat: rent £1,650 pcm due on the 1st to Mr Okafor, bills about £210/month "
          "on top, deposit's with the DPS", "2026-01-12"),
        n("rent at quarry row going up to £1,740 pcm from september, letter from Okafor came "
          "today", "2026-07-28"),
    ], "How much is the rent at Quarry Row?",
        m(r"£ ?1,?740"), m(r"£ ?1,?650", none=[r"from £ ?1,?650", "up from", *HIST]),
        details=[(m(["dps", "deposit protection"]), "Where is the Quarry Row deposit held?"),
                 (m(r"£ ?210"), "How much are the bills at Quarry Row?")],
        dream=True),

    cor("cor-laser-wattage", "'it's the 80W one', old wattage not repeated", [
        n("halden st makerspace: laser cutter is a 60W Trotec, bed 600x400mm, induction needed "
          "before first use, book it on the Nook calendar", "2026-02-17"),
        n("just checked the rating plate on the laser - it's the 80W one", "2026-02-24"),
    ], "What wattage is the makerspace laser cutter?",
        m(r"80 ?w(?:atts?)?"), m(r"60 ?w(?:atts?)?", none=[*HIST]),
        details=[(m("induction"), "Do I need an induction before using the laser cutter?"),
                 (m("nook"), "How do I book the makerspace laser cutter?")]),
]
