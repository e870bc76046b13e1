"""correction (part 1): ten corrections told the way people actually send them - a quick
"Actually ..., not ...", a club night moved from one weekday to another, an engine swapped
with a reason, a role taken over or handed on, "From 1 April ... instead of", "is now",
a person leaving with a successor named, "Scratch that", "Correction: ..., not ...", and
"As of this month".

Pass: the new value answers first; no live sentence still states the old value (a sentence
that tells it as history - "from Unity", "not 9 May", "no longer" - does not count); the old
statement is closed, kept on disk and found with --include-superseded; the note's unrelated
details stay live in the top 3; no live text is garbled (a number keeps its unit, no
sentence repeats, no hole where the old value was cut out: common.clean).
"""

from .common import COR, DREAM, HIST, NOT_GARBLED, case, clean, correction, findable, m, n


def cor(cid, title, notes, q, new, old, details=(), dream=False):
    steps = [*notes, *([DREAM] if dream else [])]
    checks = [correction(q, clean(new), old), *[findable(clean(dm), dq) for dm, dq in details],
              NOT_GARBLED]
    return case(cid, COR, title, steps, checks, expect="correct")


GD = r"godot (?:v(?:ersion)? ?)?2021\.3"       # the new engine given the old version

CASES = [
    cor("cor-octavia-mot", "'Actually ... 2 May, not 9 May', garage and service kept", [
        n("The Octavia's MOT is due on 9 May. It goes to Fenwick Autos on Dale Road, who "
          "also do the annual service.", "2026-03-03"),
        n("actually the octavia MOT is due 2 May, not 9 May - misread the reminder letter",
          "2026-03-04"),
    ], "When is the Octavia's MOT due?",
        m(["2 may", r"may 2(?:nd)?"]),
        m(["9 may", r"may 9(?:th)?"], none=["not 9 may", r"not may 9(?:th)?", *HIST]),
        details=[(m("fenwick"), "Which garage does the Octavia go to for its MOT?"),
                 (m("dale road"), "Where is Fenwick Autos?")],
        dream=True),

    cor("cor-chess-club-night", "'has moved its club night from Tuesday to Thursday'", [
        n("Kestrel Chess Club meets on Tuesday evenings in the back room of the Drovers Arms; "
          "juniors get the first hour, 6:30 to 7:30.", "2026-01-13"),
        n("Kestrel Chess Club has moved its club night from Tuesday to Thursday - the pub "
          "quiz took over Tuesdays.", "2026-04-21"),
    ], "Which evening does Kestrel Chess Club meet?",
        m(r"thursdays?"), m(r"tuesdays?", none=["from tuesday", "quiz", *HIST]),
        details=[(m("drovers arms"), "Where does Kestrel Chess Club meet?"),
                 (m("juniors", ["first hour", "6:30"]),
                  "When do juniors play at Kestrel Chess Club?")]),

    cor("cor-hollow-tide-engine", "Unity 2021.3 -> 'moved from Unity to Godot because'", [
        n("Mothlight Games builds Hollow Tide in Unity 2021.3; release builds are pushed to "
          "Steam by a Jenkins job called ship-tide.", "2026-01-20"),
        n("Mothlight moved Hollow Tide from Unity to Godot after the runtime fee row - nobody "
          "wanted to be tied to per-install pricing again.", "2026-06-02"),
    ], "Which engine is Hollow Tide built in?",
        m("godot", none=[GD]), m(["unity", r"2021\.3"], none=["from unity", *HIST]),
        details=[(m("ship-tide", none=[GD]), "Which job pushes Hollow Tide builds to Steam?"),
                 (m(["runtime fee", "per-install"]),
                  "Why did Mothlight move Hollow Tide to a different engine?")],
        dream=True),

    cor("cor-cubs-akela", "'has taken over as Akela', hut and subs kept", [
        n("Bramble Cubs (the Wednesday section of 14th Hexham Scouts): Akela is Gwen Tallis, "
          "the hut is on Priory Lane and subs are £45 a term.", "2026-02-04"),
        n("Ifan Probert has taken over as Akela of the Bramble Cubs - Gwen is stepping back "
          "after eleven years.", "2026-09-09"),
    ], "Who is Akela of the Bramble Cubs?",
        m(["ifan", "probert"]), m(["gwen", "tallis"], none=["stepping back", "taken over",
                                                             "took over", *HIST]),
        details=[(m("priory lane"), "Where is the Bramble Cubs' hut?"),
                 (m(r"£ ?45"), "How much are the Bramble Cubs' subs?")]),

    cor("cor-farm-shop-closing", "'From 1 April ... closes at 6 pm instead of 5'", [
        n("Ashcombe Farm Shop: open 9 till 5, Tuesday to Sunday, shut Mondays. Eggs come from "
          "the Pollards' hens up the lane.", "2026-02-10"),
        n("From 1 April Ashcombe Farm Shop closes at 6 pm instead of 5.", "2026-04-01"),
    ], "What time does Ashcombe Farm Shop close?",
        m([r"6 ?pm", "18:00", "till 6", r"9 ?(?:-|to|till) ?6"]),
        m(["till 5", r"5 ?pm", "17:00", r"9 ?(?:-|to) ?5"], none=[*HIST]),
        details=[(m(["mondays?"]), "Which day is Ashcombe Farm Shop closed?"),
                 (m("pollards?"), "Where do Ashcombe Farm Shop's eggs come from?")],
        dream=True),

    cor("cor-lingua-rate", "'is now 11p per word', invoicing details kept", [
        n("Lingua Bridge pays freelance translators 9p a word for German to English. Invoices "
          "go to Renate in accounts by the 25th of the month.", "2026-01-26"),
        n("Lingua Bridge's German-English freelance rate is now 11p per word.", "2026-07-06"),
    ], "What does Lingua Bridge pay freelancers per word for German to English?",
        m(r"11 ?p"), m(r"9 ?p", none=[*HIST]),
        details=[(m("renate"), "Who do Lingua Bridge freelancers send invoices to?"),
                 (m(["25th", "twenty-fifth"]), "When are Lingua Bridge invoices due?")]),

    cor("cor-science-technician", "'has left ...; the new senior technician is'", [
        n("Moor Lane Academy science department: the senior technician is Dilys Orme, "
          "chemicals are ordered from Timstar, and the prep room is S12.", "2026-01-07"),
        n("Dilys Orme has left Moor Lane Academy. New senior science technician: Kwabena "
          "Asare.", "2026-05-11"),
    ], "Who is the senior science technician at Moor Lane Academy?",
        m(["kwabena", "asare"]), m(["dilys", "orme"], none=["left", *HIST]),
        details=[(m("timstar"), "Where does Moor Lane's science department order chemicals?"),
                 (m("s12"), "Which room is the science prep room at Moor Lane?")],
        dream=True),

    cor("cor-tanners-colonies", "'Scratch that - it's 7 colonies', same week", [
        n("Tanner's Field apiary has 6 colonies, all in National hives, on the edge of Mr "
          "Fenn's orchard.", "2026-07-14"),
        n("Scratch that - Tanner's Field is 7 colonies, I forgot the swarm we hived in June.",
          "2026-07-15"),
    ], "How many colonies are at Tanner's Field apiary?",
        m(["7 colonies", "seven colonies", r"is 7"]),
        m(["6 colonies", "six colonies"], none=[*HIST]),
        details=[(m("national hives?"), "What kind of hives are used at Tanner's Field?"),
                 (m("fenn"), "Whose orchard is Tanner's Field apiary on?")]),

    cor("cor-brew-club-venue", "'Correction: ... the Old Library, not the Tap Room'", [
        n("Ferment & Friends, the homebrew club, meets on the first Friday of the month at "
          "the Tap Room on Cable Street. Bring two bottles for the tasting table.",
          "2026-02-06"),
        n("Correction: Ferment & Friends meets at the Old Library on Cable Street, not the "
          "Tap Room.", "2026-02-08"),
    ], "Where does Ferment & Friends meet?",
        m("old library"), m("tap room", none=["not the tap room", "not at the tap room",
                                              *HIST]),
        details=[(m("first friday"), "When does Ferment & Friends meet?"),
                 (m(["two bottles", "2 bottles"]),
                  "What should I bring to a Ferment & Friends meeting?")],
        dream=True),

    cor("cor-harbour-checkin", "'As of this month ... 2 pm', checkout and porter kept", [
        n("Front desk, Harbour Lights Hotel: check-in from 3 pm, check-out by 11 am, night "
          "porter is Stellan.", "2026-03-02"),
        n("As of this month Harbour Lights check-in starts at 2 pm.", "2026-06-01"),
    ], "What time is check-in at the Harbour Lights Hotel?",
        m([r"2 ?pm", "14:00", r"14\.00"]), m([r"3 ?pm", "15:00", r"15\.00"], none=[*HIST]),
        details=[(m([r"11 ?am", "11:00"]), "When is check-out at the Harbour Lights Hotel?"),
                 (m("stellan"), "Who is the night porter at Harbour Lights?")]),
]
