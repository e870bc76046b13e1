"""correction (part 1): nine corrections in the words people really use - an explicit
"Correction: ... 450g ..., not 600g", a version "upgraded to 29.0.4" with the old one not
repeated, "Heartwood have changed grandad's morning carer, it's Bernadette" (a person is the
value), "I had the JLPT date wrong - it's Sunday 6 December, not the 13th", "has been replaced
by a Canon", "completion moved to fri 24 july", "switched our home kick-offs to 9:30 (from
10:00)", "Apoquel dose has changed to 3.6mg" against a markdown list, and "update - CalMac
have put us on the 13:50 sailing instead, the 11:00 was cancelled".

Pass: the new value answers first; no live sentence still states the old value (a sentence
telling it as history - "not 600g", "from 10:00", "was cancelled", "replaced" - does not
count); the old statement is closed, kept on disk and found with --include-superseded; the
note's other details stay live in the top 3; no live text is garbled (common.clean).
"""

from .common import COR, DREAM, HIST, NOT_GARBLED, case, clean, correction, findable, m, n


def cor(cid, title, notes, q, new, old, details=(), dream=False):
    steps = [*notes, *([DREAM] if dream else [])]
    checks = [correction(q, clean(new), old), *[findable(clean(dm), dq) for dm, dq in details],
              NOT_GARBLED]
    return case(cid, COR, title, steps, checks, expect="correct")


CASES = [
    cor("cor-goat-mix-correction", "explicit 'Correction: ... 450g ..., not 600g', terse old note", [
        n("Meadowbank milkers (Clover, Juniper, Nutmeg): 600g goat mix each at evening milking. "
          "Mix from Castle Mill Feeds, hay ad lib.", "2026-02-03"),
        n("Correction: the milkers get 450g of goat mix each, not 600g. I misread the scoop "
          "chart.", "2026-02-05"),
    ], "How much goat mix does each milker get?",
        m(r"450 ?g(?:rams?)?"),
        m(r"600 ?g(?:rams?)?", none=[r"not 600 ?(?:g|grams?)?", *HIST]),
        details=[(m("castle mill"), "Where does the goat mix come from?"),
                 (m("hay", ["ad lib", "ad-lib", "free choice", "unlimited"]),
                  "How much hay do the goats get?")],
        dream=True),

    cor("cor-nextcloud-upgraded", "'upgraded to 29.0.4 last night', old version not repeated", [
        n("homelab: Nextcloud 28.0.6 runs in an LXC on wren; data lives on the granary NFS "
          "share. I check for updates on the first Sunday of the month.", "2026-01-21"),
        n("nextcloud upgraded to 29.0.4 last night, all the apps came back fine", "2026-03-02"),
    ], "Which Nextcloud version is the homelab running?",
        m(r"29\.0\.4"),
        m(r"28\.0\.6", none=[r"from 28\.0\.6", *HIST]),
        details=[(m("wren"), "Which homelab node does Nextcloud run on?"),
                 (m("granary", "nfs"), "Where is the Nextcloud data stored?")]),

    cor("cor-morning-carer-changed", "a person is the value: 'changed ... morning carer, it's "
        "Bernadette'", [
        n("Grandad Wilf's carers come from Heartwood Home Care. His morning visit is Sandeep at "
          "8am - he helps him wash and dress and makes sure he takes his tablets.", "2026-02-09"),
        n("Heartwood have changed grandad's morning carer, it's Bernadette from Monday. Same "
          "time as before.", "2026-02-20"),
    ], "Who is Grandad's morning carer?",
        m("bernadette"),
        m("sandeep", none=[*HIST]),
        details=[(m("wash", "dress"), "What does the morning carer help Grandad with?"),
                 (m([r"8 ?am", "8:00", "08:00", "eight o'clock"]),
                  "What time does Grandad's morning carer come?")],
        dream=True),

    cor("cor-jlpt-date-wrong", "'I had the JLPT date wrong - it's Sunday 6 December, not the "
        "13th', a day later", [
        n("JLPT N4: sitting it on Sunday 13 December at SOAS in London. Registration closes 30 "
          "September, fee is £75.", "2026-03-10"),
        n("I had the JLPT date wrong - it's Sunday 6 December, not the 13th.", "2026-03-11"),
    ], "When am I sitting the JLPT N4?",
        m([r"6 dec(?:ember)?", r"dec(?:ember)? 6(?:th)?", r"6th (?:of )?dec(?:ember)?",
           r"sunday (?:the )?6th", "6/12", "06/12"]),
        m([r"13 dec(?:ember)?", r"dec(?:ember)? 13(?:th)?", r"13th (?:of )?dec(?:ember)?",
           r"sunday (?:the )?13th", "13/12"],
          none=[r"not (?:on )?(?:sunday )?(?:the )?13(?:th)?", *HIST]),
        details=[(m("soas"), "Where is my JLPT test centre?"),
                 (m("registration", [r"30 sep(?:t|tember)?", r"sep(?:t|tember)? 30(?:th)?"]),
                  "When does JLPT registration close?")]),

    cor("cor-plotter-replaced", "passive 'has been replaced by a Canon', old model not named", [
        n("Fenwick & Hale office: the A0 plotter is an HP DesignJet T650, in the print room on "
          "the second floor. Paper rolls come from Plotpaper Direct.", "2026-01-26"),
        n("The HP plotter has been replaced by a Canon imagePROGRAF TM-300. It sits in the same "
          "spot in the print room.", "2026-04-07"),
    ], "What model is the office A0 plotter?",
        m(["imageprograf", "tm-300"]),
        m(["designjet", "t650"], none=[*HIST]),
        details=[(m("print room", ["second floor", "2nd floor"]),
                  "Where is the office plotter?"),
                 (m("plotpaper"), "Who supplies the plotter paper rolls?")],
        dream=True),

    cor("cor-completion-moved", "'completion moved to fri 24 july', old date not repeated", [
        n("House move: completion is Friday 17 July. Hartley & Sons are doing the removals, "
          "7:30am start, and we collect the keys for Elm Terrace from Bellamy Estates.",
          "2026-06-15"),
        n("completion moved to fri 24 july, the buyers' mortgage offer came through late. "
          "hartley & sons have rebooked us for that day", "2026-07-01"),
    ], "When is our completion date?",
        m([r"24 jul(?:y)?", r"jul(?:y)? 24(?:th)?", r"24th (?:of )?jul(?:y)?", "24/07"]),
        m([r"17 jul(?:y)?", r"jul(?:y)? 17(?:th)?", r"17th (?:of )?jul(?:y)?", "17/07"],
          none=[r"from (?:fri(?:day)? )?(?:the )?17", *HIST]),
        details=[(m([r"7:30 ?(?:am)?", r"7\.30 ?(?:am)?", "07:30"]),
                  "What time do the removal men start?"),
                 (m("bellamy"), "Where do we pick up the keys for the new house?")]),

    cor("cor-kickoff-switched", "'switched our home kick-offs to 9:30 (from 10:00)', both values", [
        n("Redbridge Rovers U10s - home games at Fairlop Fields, pitch 3, KO 10:00 on Saturdays. "
          "Players there 30 mins before, blue home kit.", "2026-01-27"),
        n("league has switched our home kick-offs to 9:30 (from 10:00) so the U12s can have "
          "pitch 3 straight after us", "2026-02-24"),
    ], "What time do the U10s' home games kick off?",
        m([r"9:30 ?(?:am)?", r"9\.30 ?(?:am)?", "09:30", "half nine", "half past nine"]),
        m(["10:00", r"10\.00", r"10 ?am"], none=[r"from 10(?::00|\.00)?", *HIST]),
        details=[(m("fairlop"), "Where do the U10s play their home games?"),
                 (m([r"30 min(?:ute)?s?", "half an hour"], "before"),
                  "How early should players arrive for home games?")],
        dream=True),

    cor("cor-apoquel-changed", "'dose has changed to 3.6mg' against a markdown list", [
        n("**Pepper** (cockapoo) meds:\n- Apoquel 5.4mg once a day, with breakfast\n- for the "
          "itchy skin; recheck at Ashgrove Vets in March", "2026-02-02"),
        n("Ashgrove rang: Pepper's Apoquel dose has changed to 3.6mg a day now the itching is "
          "under control.", "2026-03-17"),
    ], "What dose of Apoquel is Pepper on?",
        m(r"3\.6 ?mg"),
        m(r"5\.4 ?mg", none=[*HIST]),
        details=[(m("breakfast"), "When should Pepper's Apoquel be given?"),
                 (m("recheck", "march"), "When is Pepper's recheck at the vet?")]),

    cor("cor-ferry-update", "'update - ... the 13:50 sailing instead, the 11:00 was cancelled'", [
        n("Mull trip: CalMac ferry Oban to Craignure on Sat 15 Aug, the 11:00 sailing, car "
          "booked on. The cottage in Tobermory is ours from 4pm.", "2026-05-12"),
        n("update - CalMac have put us on the 13:50 sailing instead, the 11:00 was cancelled. "
          "still Sat 15th", "2026-07-30"),
    ], "What time is our ferry to Mull?",
        m(["13:50", r"13\.50", r"1:50 ?pm", "ten to two"]),
        m(["11:00", r"11\.00", r"11 ?am"], none=[r"cancell?ed", *HIST]),
        details=[(m("tobermory"), "Which town is our Mull cottage in?"),
                 (m([r"4 ?pm", "16:00"]), "What time can we get into the Mull cottage?")],
        dream=True),
]
