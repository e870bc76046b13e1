"""detail_added: a later note restates a fact and adds detail (a camp's dates, price and kit
list; a competition's venue, date and entry rules; where raw milk comes from and how it is
labelled; where the burettes are and who wants the results; what a game demo covers), or
the other way round a SHORTER restatement arrives after a fuller one (the night porter),
which must not close the fuller memory or lose what only it said.

Pass: the original fact and every added detail are live and in the top 3 for their own
questions, and no live text is garbled. Half the cases dream afterwards.
"""

from .common import DET, DREAM, NOT_GARBLED, case, clean, findable, m, n


def det(cid, title, notes, facts, dream=False):
    steps = [*notes, *([DREAM] if dream else [])]
    checks = [*[findable(clean(fm), fq) for fm, fq in facts], NOT_GARBLED]
    return case(cid, DET, title, steps, checks, expect="keep details")


CASES = [
    det("det-summer-camp", "dates, price and kit-list month added", [
        n("14th Hexham's summer camp this year is at Broadstone Warren.", "2026-02-23"),
        n("Summer camp at Broadstone Warren: 1-7 August, £185 per scout, and the kit list "
          "goes out to parents in June.", "2026-03-09"),
    ], [(m("broadstone warren"), "Where is 14th Hexham's summer camp this year?"),
        (m(["1-7 august", r"1(?:st)? (?:to|-) 7(?:th)? august", r"august 1(?:st)?"]),
         "What dates is the summer camp?"),
        (m(r"£ ?185"), "How much does summer camp cost per scout?"),
        (m("kit list", "june"), "When does the summer camp kit list go out?")], dream=True),

    det("det-brew-competition", "venue, date, entry size and closing date added", [
        n("Ferment & Friends is entering the Yorkshire regional homebrew competition.",
          "2026-06-05"),
        n("The Yorkshire regional homebrew comp is in Wakefield on 12 September - three "
          "bottles per entry, and entries close on 20 August.", "2026-06-19"),
    ], [(m("yorkshire regional"), "Which competition is Ferment & Friends entering?"),
        (m("wakefield"), "Where is the Yorkshire regional homebrew competition?"),
        (m(["12 september", r"september 12(?:th)?"]),
         "When is the Yorkshire regional homebrew competition?"),
        (m(["three bottles", "3 bottles"]),
         "How many bottles go in each entry to the regional homebrew competition?"),
        (m(["20 august", r"august 20(?:th)?"]),
         "When do entries close for the regional homebrew competition?")]),

    det("det-night-porter-shorter", "SHORTER restatement later: the fuller note must stay", [
        n("Stellan is the night porter at Harbour Lights: he covers 11 pm to 7 am, the spare "
          "room keys are kept in the back-office safe, and noise complaints go to Ines, the "
          "duty manager.", "2026-04-06"),
        n("Harbour Lights night porter = Stellan.", "2026-05-18"),
    ], [(m("stellan", "night porter"), "Who is the night porter at Harbour Lights?"),
        (m([r"11 ?pm", "23:00"], [r"7 ?am", "07:00"]), "What hours does the night porter work?"),
        (m("spare room keys", "safe"), "Where are the spare room keys kept at Harbour Lights?"),
        (m("ines", "noise"), "Who handles noise complaints at night at Harbour Lights?")],
        dream=True),

    det("det-raw-milk", "herd, bottling days and warning label added", [
        n("Ashcombe Farm Shop sells raw milk.", "2026-02-10"),
        n("Ashcombe's raw milk is from the Gilchrists' Jersey herd; it's bottled on Tuesdays "
          "and Fridays and every bottle has to carry the raw-milk warning label.",
          "2026-02-24"),
    ], [(m("ashcombe", "raw milk"), "Does Ashcombe Farm Shop sell raw milk?"),
        (m("gilchrists?", "jersey"), "Where does Ashcombe's raw milk come from?"),
        (m(r"tuesdays?", r"fridays?"), "Which days is Ashcombe's raw milk bottled?"),
        (m("warning label"), "What label does Ashcombe's raw milk need?")]),

    det("det-titration-practical", "restated in other words: cupboard, marker and deadline", [
        n("Year 11 at Westleigh do the titration required practical in week 4.",
          "2026-09-14"),
        n("Week 4 titration practical (Y11): burettes are in cupboard C3, and Mr Lowe wants "
          "the results in the shared spreadsheet by the Friday.", "2026-09-21"),
    ], [(m("titration", ["week 4", "week four"]), "When is the Year 11 titration practical?"),
        (m("burettes?", "c3"), "Where are the burettes for the titration practical?"),
        (m("lowe", "spreadsheet"), "Where do the titration results go, and for whom?")],
        dream=True),

    det("det-hollow-tide-demo", "what the demo covers, saves, and when it comes down", [
        n("Hollow Tide has a free demo on Steam.", "2026-05-04"),
        n("The Hollow Tide Steam demo covers the first two islands; demo saves don't carry "
          "over to the full game, and we take it down when Next Fest ends.", "2026-05-11"),
    ], [(m("hollow tide", "demo"), "Is there a Hollow Tide demo on Steam?"),
        (m(["first two islands", "two islands"]), "How much of Hollow Tide does the demo cover?"),
        (m("saves?", "carry over"), "Do Hollow Tide demo saves carry over to the full game?"),
        (m("next fest"), "When does the Hollow Tide demo come down?")]),
]
