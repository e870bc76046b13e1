"""correction (part 1): a person, a supplier, a place, a machine or a cause changes, told
the way people tell it: "has taken over from", "has retired; ... runs it now", "we've gone
with ... instead", "it turned out to be ..., not ...", "Sorry, wrong hotel earlier - ...",
"upgraded ... to", "... is out, ... are doing ... now", "has moved to ... (... couldn't do
...)", "... is an HP Latex 630 now - the Roland went back ...".

Pass: the new value answers first; no live sentence still states the old value (a sentence
that tells it as history - "taken over from Colette", "instead", "not the Balmain" - does
not count); the old statement is closed, kept on disk and found with --include-superseded;
the first note's unrelated details stay live in the top 3; no live text is garbled
(common.clean, units, repeated sentences).
"""

from .common import COR, DREAM, HIST, NOT_GARBLED, case, clean, correction, findable, m, n


def cor(cid, title, notes, q, new, old, details=(), dream=False):
    steps = [*notes, *([DREAM] if dream else [])]
    checks = [correction(q, clean(new), old), *[findable(clean(dm), dq) for dm, dq in details],
              NOT_GARBLED]
    return case(cid, COR, title, steps, checks, expect="correct")


CASES = [
    cor("cor-sinfonia-tour-manager", "'X has taken over from Y as tour manager'", [
        n("The Aldermoor Sinfonia's spring tour is managed by Colette Barros; the orchestra "
          "travels between venues on a Shearings coach, and the tour opens at Buxton Opera "
          "House on 6 March.", "2026-02-03"),
        n("Idris Manning has taken over from Colette as tour manager for the Aldermoor "
          "Sinfonia.", "2026-02-20"),
    ], "Who manages the Aldermoor Sinfonia's spring tour?",
        m(["idris", "manning"]),
        m(["colette", "barros"], none=["from colette", "taken over", "took over", *HIST]),
        details=[(m("shearings"), "How does the Aldermoor Sinfonia travel between venues?"),
                 (m("buxton"), "Where does the Aldermoor Sinfonia's spring tour open?")]),

    cor("cor-pm2-break-cause", "'it turned out to be a failed felt seam, not the doctor blade'", [
        n("Kelderbrook Mill, PM2 sheet break on 19 January: blamed on a worn doctor blade. "
          "Shift lead was Gary Oduya; we lost roughly three hours of production.",
          "2026-01-20"),
        n("Follow-up on the 19 Jan PM2 break: it turned out to be a failed felt seam, not the "
          "doctor blade.", "2026-01-22"),
    ], "What caused the PM2 sheet break at Kelderbrook Mill on 19 January?",
        m("felt seam"), m("doctor blade", none=["not the doctor blade", *HIST]),
        details=[(m(["gary", "oduya"]), "Who was the shift lead when PM2 broke on 19 January?"),
                 (m("three hours"), "How much production did the 19 January PM2 break cost?")],
        dream=True),

    cor("cor-cat-foster-retired", "'Maureen has retired; Tilly runs ... now'", [
        n("At Whisker Lane Cat Rescue, Maureen runs the foster network, adoptions are by "
          "appointment only, and the adoption fee is £85 per cat.", "2026-02-10"),
        n("Maureen has retired; Tilly runs the Whisker Lane foster network now.", "2026-05-04"),
    ], "Who runs the foster network at Whisker Lane Cat Rescue?",
        m("tilly"), m("maureen", none=["retired", "retiring", *HIST]),
        details=[(m("by appointment"), "Can I just turn up to adopt a cat at Whisker Lane?"),
                 (m(r"£ ?85"), "What is the adoption fee at Whisker Lane Cat Rescue?")],
        dream=True),

    cor("cor-crux-holds-instead", "'we've gone with Flathold instead, the Kilter quote ...'", [
        n("For the Crux Box's new bouldering wall we're ordering holds from Kilter; the wall "
          "goes up during the February half-term closure and Ash is setting the first "
          "circuits.", "2026-01-13"),
        n("Crux Box holds: we've gone with Flathold instead, the Kilter quote was too high.",
          "2026-01-27"),
    ], "Whose holds is the Crux Box using on its new bouldering wall?",
        m("flathold"), m("kilter", none=["gone with", "quote", *HIST]),
        details=[(m("half-term"), "When is the Crux Box's new bouldering wall going up?"),
                 (m("ash", r"sett\w*"), "Who is setting the first circuits on the new wall?"),
                 (m("quote"), "Why did the Crux Box drop Kilter for the holds?")]),

    cor("cor-wedding-ceremony-venue", "'has moved to the orangery at ... (St Mary's couldn't "
        "do ...)'", [
        n("Okafor–Lindqvist wedding, 12 September: ceremony at St Mary's in Thaxted, flowers "
          "by Petal & Stem, budget capped at £18,000.", "2026-02-16"),
        n("The Okafor–Lindqvist ceremony has moved to the orangery at Horham Hall (St Mary's "
          "couldn't do 12 Sept).", "2026-03-30"),
    ], "Where is the Okafor–Lindqvist wedding ceremony?",
        m("horham"), m("st mary'?s", none=["couldn't", "could not", "from st mary'?s", *HIST]),
        details=[(m("petal"), "Who is doing the flowers for the Okafor-Lindqvist wedding?"),
                 (m(r"18,?000"), "What is the budget cap for the Okafor-Lindqvist wedding?")],
        dream=True),

    cor("cor-sinfonia-edinburgh-hotel", "'Sorry, wrong hotel earlier - ..., not the Balmain'", [
        n("Aldermoor Sinfonia, Edinburgh leg: players stay at the Balmain Hotel on 14-15 "
          "March, load-in at the Usher Hall is 2 pm and the stage manager there is Fiona "
          "Ross.", "2026-02-23"),
        n("Sorry, wrong hotel earlier - the players are at the Carrick Hotel in Edinburgh, "
          "not the Balmain.", "2026-02-24"),
    ], "Which hotel are the Aldermoor Sinfonia players staying at in Edinburgh?",
        m("carrick"), m("balmain", none=["not the balmain", *HIST]),
        details=[(m("usher hall", [r"2 ?pm", "14:00"]),
                  "What time is the Sinfonia's load-in at the Usher Hall?"),
                 (m("fiona"), "Who is the stage manager at the Usher Hall?")],
        dream=True),

    cor("cor-harbourfm-myriad-upgrade", "'upgraded Myriad to 6.0' after 'is Myriad 5.2'", [
        n("Harbour FM's playout system is Myriad 5.2 on the studio PC in Studio A; Petra is "
          "the engineer on call for it.", "2026-02-09"),
        n("Harbour FM upgraded Myriad to 6.0 over the weekend.", "2026-07-06"),
    ], "Which version of Myriad does Harbour FM's playout system run?",
        m(r"6\.0"), m(r"5\.2", none=[r"from (?:myriad )?5\.2", *HIST]),
        details=[(m("studio a"), "Where does Harbour FM's playout system run?"),
                 (m("petra"), "Who is on call for Harbour FM's playout system?")]),

    cor("cor-inkwell-large-format", "'is an HP Latex 630 now - the Roland went back ...'", [
        n("Inkwell Press prints large-format jobs on a Roland VG-540; the shop opens at 8:30 on "
          "weekdays and Bernadette Quist owns it.", "2026-03-02"),
        n("Inkwell's large-format printer is an HP Latex 630 now — the Roland went back to the "
          "leasing company.", "2026-06-15"),
    ], "Which printer does Inkwell Press use for large-format jobs?",
        m(["hp latex", "latex 630"]), m(["roland", "vg-540"], none=["went back", *HIST]),
        details=[(m(["8:30", r"8\.30"]), "What time does Inkwell Press open on weekdays?"),
                 (m("bernadette"), "Who owns Inkwell Press?")]),

    cor("cor-wedding-caterer-out", "'Olive Grove Kitchen is out, Saffron Table are doing the "
        "food now'", [
        n("Brightwell–Adeyemi wedding: catering is by Olive Grove Kitchen, the cake comes from "
          "Crumb & Co, and the DJ is booked through Wavelength Events.", "2026-04-20"),
        n("Brightwell/Adeyemi wedding — Olive Grove Kitchen is out, Saffron Table are doing "
          "the food now.", "2026-05-12"),
    ], "Who is catering the Brightwell–Adeyemi wedding?",
        m("saffron table"), m("olive grove", none=["is out", *HIST]),
        details=[(m("crumb"), "Who is making the cake for the Brightwell-Adeyemi wedding?"),
                 (m("wavelength"), "Who is the DJ booked through for the Brightwell-Adeyemi "
                                   "wedding?")],
        dream=True),
]
