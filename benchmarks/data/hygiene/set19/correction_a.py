"""correction (part 1): nine corrections told the way people type them - "actually first gun
on wednesdays is 18:45 not 18:30" (both values, next day, lower case), "Tidewater no longer
deliver on Tuesdays" (a delivery day), "Scratch that - ... Sat 28 March" (only the new date),
"changed the monthly DD to £118" (an agent-relayed amount, old one not repeated), "we moved
the whole shop into unit 14" (a location), "We've replaced Bitrise with GitHub Actions" (the
old value as the object), "she's in stage 7 now" (a child's swimming stage, with "passed stage
6" in the same breath), "From next month a standard ticket ... will be £7" (a price with a
start), and a formal "Correction: ... Ward 12, not Ward 7".

Pass: the new value answers first; no live sentence still states the old value (a sentence
telling it as history - "not 18:30", "no longer", "passed stage 6", "replaced" - does not
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
    cor("cor-first-gun-actually", "'actually first gun ... is 18:45 not 18:30', next day, both "
        "values", [
        n("Wenmouth SC Wednesday evening races start in May. First gun is at 18:30, the "
          "briefing is in the clubhouse half an hour before, and the race officer is Hugh "
          "Pellow.", "2026-04-08"),
        n("actually first gun on wednesdays is 18:45 not 18:30 - hugh emailed the sailing "
          "instructions round", "2026-04-09"),
    ], "What time is the first gun for the Wednesday evening races?",
        m(["18:45", r"6:45 ?pm", r"6\.45 ?pm", "quarter to seven"]),
        m(["18:30", r"6:30 ?pm", r"6\.30 ?pm", "half six"],
          none=[r"not (?:at )?18:30", r"(?:was|from) 18:30", *HIST]),
        details=[(m("briefing", "clubhouse"), "Where is the briefing before the Wednesday races?"),
                 (m("pellow"), "Who is the race officer for the Wednesday races?")]),

    cor("cor-fish-no-longer-tuesday", "'Tidewater no longer deliver on Tuesdays', a delivery day "
        "in a three-detail note", [
        n("Fish comes from Tidewater Seafoods in Brixham - deliveries on Tuesday and Friday "
          "before 9am. Orders have to be in by 2pm the day before, and Rosa probes the boxes "
          "when they arrive.", "2026-02-16"),
        n("Tidewater no longer deliver on Tuesdays. From this week our fish drops are Wednesday "
          "and Friday, same time.", "2026-03-09"),
    ], "Which days does the fish get delivered?",
        m(r"wednesdays?"),
        m(r"tuesdays?", none=[r"not (?:on )?tuesdays?", r"(?:was|were) (?:on )?tuesdays?", *HIST]),
        details=[(m(r"orders?", ["2pm", "2 pm", "14:00"]), "When do the fish orders have to be in?"),
                 (m("brixham"), "Where is our fish supplier based?")],
        dream=True),

    cor("cor-faure-scratch-that", "'Scratch that - ... Sat 28 March', the old date not repeated", [
        n("St Barnabas Choir sings the Fauré Requiem on Saturday 21 March at 7:30pm in the "
          "church. Tickets are £12, and we wear black with the blue choir scarves.",
          "2026-01-29"),
        n("Scratch that - the Fauré concert is Sat 28 March. The orchestra couldn't make the "
          "original date.", "2026-02-05"),
    ], "When is the choir's Fauré Requiem concert?",
        m([r"28 mar(?:ch)?", r"mar(?:ch)? 28(?:th)?", r"28th (?:of )?mar(?:ch)?", "28/03",
           r"sat(?:urday)? (?:the )?28th"]),
        m([r"21 mar(?:ch)?", r"mar(?:ch)? 21(?:st)?", r"21st (?:of )?mar(?:ch)?", "21/03",
           r"sat(?:urday)? (?:the )?21st"],
          none=[r"(?:was|from) (?:sat(?:urday)? )?(?:the )?21", *HIST]),
        details=[(m(r"£ ?12"), "How much are tickets for the Fauré concert?"),
                 (m("black", ["blue choir scarves", "blue scarves", "blue scarf"]),
                  "What does the choir wear for the Fauré concert?")],
        dream=True),

    cor("cor-energy-dd-changed", "'changed the monthly DD to £118', the old amount not "
        "repeated", [
        n("Brightwell Energy: we're on their Fixed Saver tariff until October 2027. The direct "
          "debit is £142 a month, taken on the 1st.", "2026-01-14"),
        n("brightwell reviewed the account and changed the monthly DD to £118", "2026-05-20"),
    ], "How much is our monthly energy direct debit?",
        m(r"£ ?118"),
        m(r"£ ?142", none=[r"(?:was|from) £ ?142", *HIST]),
        details=[(m("fixed saver"), "Which energy tariff are we on?"),
                 (m(["1st", "first of the month"]), "Which day is the energy direct debit taken?")]),

    cor("cor-yarn-unit-moved", "'we moved the whole shop into unit 14', a location, details kept", [
        n("Knotwork Yarns stock lives at Unit 6, Brindley Court. Royal Mail collect at 3pm on "
          "weekdays, and orders placed before 1pm go out the same day.", "2026-02-02"),
        n("we moved the whole shop into unit 14 at brindley court over the weekend - twice the "
          "space", "2026-06-22"),
    ], "Which unit at Brindley Court is the Knotwork Yarns stock in?",
        m("unit 14"),
        m("unit 6", none=[r"from unit 6", r"(?:was|were) (?:in |at )?unit 6", *HIST]),
        details=[(m("royal mail", ["3pm", "3 pm", "15:00"]), "What time do Royal Mail collect?"),
                 (m(["1pm", "1 pm", "13:00"], "same day"),
                  "What's the cut-off for same-day dispatch?")],
        dream=True),

    cor("cor-ci-bitrise-replaced", "'We've replaced Bitrise with GitHub Actions', old value as "
        "the object", [
        n("Pinwheel's mobile builds run on Bitrise. The iOS and Android pipelines kick off on "
          "every merge to main, and release builds go to TestFlight and the Play internal "
          "track.", "2026-01-20"),
        n("We've replaced Bitrise with GitHub Actions for all Pinwheel mobile builds - it was "
          "costing too much.", "2026-04-28"),
    ], "Which CI service builds the Pinwheel mobile apps?",
        m("github actions"),
        m("bitrise", none=[r"(?:from|off) bitrise", *HIST]),
        details=[(m("merge", "main"), "When do the Pinwheel mobile pipelines run?"),
                 (m("testflight"), "Where do the Pinwheel iOS release builds go?")]),

    cor("cor-swim-stage-now", "'she's in stage 7 now', the old value named as passed", [
        n("Maya swims at Riverside Leisure Centre on Mondays at 5pm. She's in Stage 6, her "
          "teacher is Jodie, and she needs a £1 coin for the locker.", "2026-01-12"),
        n("maya passed stage 6!! she's in stage 7 now, same slot", "2026-03-30"),
    ], "Which swimming stage is Maya in?",
        m("stage 7"),
        m("stage 6", none=[r"passed (?:her )?stage 6", r"from stage 6", *HIST]),
        details=[(m("riverside"), "Where does Maya have her swimming lessons?"),
                 (m(r"mondays?", ["5pm", "5 pm", "17:00"]), "When is Maya's swimming lesson?")],
        dream=True),

    cor("cor-ticket-next-month", "'From next month a standard ticket ... will be £7', a price "
        "with a start", [
        n("The Lantern (community cinema at Ashby Memorial Hall): standard tickets £6, "
          "under-16s £4. Doors open at 7pm for a 7:30pm start, and we screen on the second "
          "and fourth Friday of the month.", "2026-01-19"),
        n("From next month a standard ticket at the Lantern will be £7 - the hall hire has gone "
          "up. Under-16s stay at £4.", "2026-02-23"),
    ], "How much is a standard ticket at the Lantern?",
        m(r"£ ?7"),
        m(r"£ ?6", none=[r"(?:was|from) £ ?6", r"£ ?6 until", *HIST]),
        details=[(m([r"7:30 ?pm", r"7:30", r"7\.30"]), "What time do Lantern screenings start?"),
                 (m(["second and fourth", "2nd and 4th"], r"fridays?"),
                  "Which Fridays does the Lantern screen films?")]),

    cor("cor-infusion-ward-correction", "formal 'Correction: ... Ward 12, not Ward 7', both "
        "values", [
        n("Crohn's: my infliximab infusions are every 8 weeks on Ward 7 at St Cuthbert's, and "
          "each one takes about two hours. Bloods at the GP the week before each infusion.",
          "2026-02-24"),
        n("Correction: the infusion unit is on Ward 12, not Ward 7.", "2026-02-26"),
    ], "Which ward do I go to for my infusions?",
        m("ward 12"),
        m("ward 7", none=[r"not (?:on )?ward 7", r"(?:was|from) (?:on )?ward 7", *HIST]),
        details=[(m(["every 8 weeks", "every eight weeks", "8-weekly", "eight-weekly"]),
                  "How often do I have infliximab?"),
                 (m(["bloods", "blood tests?"], "week before"),
                  "When do I need bloods before an infusion?")],
        dream=True),
]
