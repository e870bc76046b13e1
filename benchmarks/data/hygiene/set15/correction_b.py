"""correction (part 2): the correcting note names both values ("moved ... from X to Y",
"has gone from £11 to £13", "Correction: ..., not ...", "X now, not Y", "..., not the
community room"), a simple one-fact correction (a renamed Wi-Fi network), a plain
restatement six months later with another dose, a role handed to someone else ("is now
... - Priya has stepped down"), a date fixed with "Correction:" and a cut-off "brought
forward".

Pass (see correction_a.py): the new value answers first, the old one is closed and in
history, the note's other details stay live and findable with no hole where the old value
was cut out, and no live text is garbled.
"""

from .common import COR, DREAM, HIST, NOT_GARBLED, case, clean, correction, findable, m, n


def cor(cid, title, notes, q, new, old, details=(), dream=False):
    steps = [*notes, *([DREAM] if dream else [])]
    checks = [correction(q, clean(new), old), *[findable(clean(dm), dq) for dm, dq in details],
              NOT_GARBLED]
    return case(cid, COR, title, steps, checks, expect="correct")


CASES = [
    cor("cor-foodbank-venue", "'has moved ... from St Mark's car park to the Scout hut'", [
        n("Ridgeway Food Bank hands out parcels on Thursdays, 10 am till noon, in St Mark's "
          "church car park; the volunteer coordinator is Hollis Grant.", "2026-01-15"),
        n("Ridgeway Food Bank has moved its Thursday parcels from St Mark's car park to the "
          "Scout hut on Dene Road.", "2026-03-26"),
    ], "Where does Ridgeway Food Bank hand out parcels?",
        m("scout hut"), m(r"st mark'?s", none=[r"from st mark'?s", *HIST]),
        details=[(m(r"10 ?am"), "What time does Ridgeway Food Bank start handing out parcels?"),
                 (m("hollis"), "Who coordinates the Ridgeway Food Bank volunteers?")],
        dream=True),

    cor("cor-taproom-opening", "'Correction: ... 4 pm on Fridays, not 5 pm', next day", [
        n("The Kiln Yard Brewery taproom opens at 5 pm on Fridays and does a £12 tasting "
          "flight of four thirds.", "2026-06-01"),
        n("Correction: Kiln Yard's taproom opens at 4 pm on Fridays, not 5 pm.", "2026-06-02"),
    ], "What time does the Kiln Yard taproom open on Fridays?",
        m(r"4 ?pm"), m(r"5 ?pm", none=[r"not 5 ?pm", *HIST]),
        details=[(m(r"£ ?12"), "How much is the tasting flight at the Kiln Yard taproom?")]),

    cor("cor-agm-room", "'it's in the residents' lounge ..., not the community room'", [
        n("The Alder Court tenants' association AGM is on 9 March at 7 pm in the community "
          "room on the ground floor.", "2026-02-02"),
        n("Alder Court AGM: it's in the residents' lounge on the fourth floor, not the "
          "community room.", "2026-02-04"),
    ], "Where is the Alder Court tenants' association AGM being held?",
        m(r"residents'? lounge"), m("community room", none=["not the community room", *HIST]),
        details=[(m(["9 march", r"march 9(?:th)?", "9th march"]), "When is the Alder Court AGM?"),
                 (m(r"7 ?pm"), "What time does the Alder Court AGM start?")]),

    cor("cor-yoga-dropin", "'has gone from £11 to £13', with the studio's address", [
        n("A drop-in class at Stillpoint Yoga is £11; the studio is above the launderette on "
          "Quarry Street.", "2026-01-08"),
        n("Stillpoint's drop-in price has gone from £11 to £13.", "2026-06-01"),
    ], "How much is a drop-in class at Stillpoint Yoga?",
        m(r"£ ?13"), m(r"£ ?11", none=[r"from £ ?11", *HIST]),
        details=[(m("quarry street"), "Where is the Stillpoint Yoga studio?")],
        dream=True),

    cor("cor-guest-wifi-renamed", "simple: 'has been renamed FS-Guest'", [
        n("The guest Wi-Fi at the Fennel Street office is called FS-Visitors.", "2026-02-16"),
        n("The Fennel Street guest Wi-Fi has been renamed FS-Guest.", "2026-03-30"),
    ], "What is the guest Wi-Fi network called at the Fennel Street office?",
        m("fs-guest"), m("fs-visitors", none=[*HIST])),

    cor("cor-grandad-amlodipine", "implicit: the dose restated six months later", [
        n("Grandad takes 5 mg of amlodipine once a day, with breakfast.", "2026-01-20"),
        n("Grandad's amlodipine: 10 mg once a day.", "2026-08-03"),
    ], "What dose of amlodipine does Grandad take?",
        m(r"10 ?mg"), m(r"5 ?mg", none=[r"from 5 ?mg", *HIST]),
        details=[(m("breakfast"), "When does Grandad take his amlodipine?")],
        dream=True),

    cor("cor-exhibition-date", "'Correction: ... opens on 10 October', with venue and run", [
        n("The Brackley Camera Club's annual exhibition opens on 3 October at the Corn "
          "Exchange and runs for a fortnight.", "2026-07-06"),
        n("Correction: the camera club exhibition opens on 10 October.", "2026-07-08"),
    ], "When does the Brackley Camera Club exhibition open?",
        m(["10 october", r"october 10(?:th)?", "10th october"]),
        m(["3 october", r"october 3(?:rd)?", "3rd october"], none=[*HIST]),
        details=[(m("corn exchange"), "Where is the Brackley Camera Club exhibition held?"),
                 (m(["fortnight", r"two weeks?", r"14 ?days"]),
                  "How long does the Brackley Camera Club exhibition run?")]),

    cor("cor-chaperone-coordinator", "role holder: 'X is now ... - Priya has stepped down'", [
        n("Priya Natarajan is Limelight Youth Theatre's chaperone coordinator; the DBS "
          "records are kept in a locked cabinet in the green room.", "2026-01-26"),
        n("Rhodri Evans is now Limelight's chaperone coordinator - Priya has stepped down.",
          "2026-05-11"),
    ], "Who is the chaperone coordinator at Limelight Youth Theatre?",
        m("rhodri"), m(["priya", "natarajan"], none=["stepped down", *HIST]),
        details=[(m("dbs", "locked cabinet"), "Where are Limelight's DBS records kept?")],
        dream=True),

    cor("cor-dispatch-cutoff", "'Update: ... brought forward to 1 pm', with carrier and "
        "free-delivery threshold", [
        n("Tidewater Tea's web shop dispatches same day for orders placed before 2 pm, ships "
          "with Royal Mail Tracked 48, and delivers free over £35.", "2026-03-02"),
        n("Update: Tidewater's same-day dispatch cut-off has been brought forward to 1 pm.",
          "2026-04-06"),
    ], "What is the same-day dispatch cut-off for Tidewater Tea orders?",
        m(r"1 ?pm"), m(r"2 ?pm", none=[r"from 2 ?pm", *HIST]),
        details=[(m("tracked 48"), "Which delivery service does Tidewater Tea ship with?"),
                 (m(r"£ ?35"), "Above what order value is Tidewater Tea delivery free?")]),

    cor("cor-changeover-day", "'on Fridays now, not Saturdays', with nearest shop and Wi-Fi", [
        n("Gull Cottage in Porthkerris: the nearest shop is the Spar on Fore Street, the Wi-Fi "
          "password is on the fridge door, and changeover day is Saturday.", "2026-03-02"),
        n("Changeover at Gull Cottage is on Fridays now, not Saturdays.", "2026-04-20"),
    ], "What is changeover day at Gull Cottage?",
        m(r"fridays?"), m(r"saturdays?", none=[r"not saturdays?", *HIST]),
        details=[(m("spar", "fore street"), "Where is the nearest shop to Gull Cottage?"),
                 (m("fridge", ["wi-fi", "password"]),
                  "Where is the Wi-Fi password at Gull Cottage?")]),
]
