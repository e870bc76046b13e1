"""must_not_merge (part 2): three more pairs that differ in one identifier - the Team and
Team Plus plans (consolidate), two dated performances of one play with ticket counts, tubes
OY-0417 / OY-0471 in the same freezer box noted six weeks apart - and three real
replacements whose old and new values look like identifiers: worktops "rescheduled to 21/05"
from 14 May, a workshop that "moves to Room 2.01" from Room 2.11, and a printer "upgraded ...
to a Prusa MK4" from an MK3S.

Expected `distinct`: each fact keeps its own live memory and is in the top 3 for its own
question. Expected `supersede`: the new value is live and answers its question, and no live
sentence still states the old one (history wording is allowed).
"""

from .common import DREAM, HIST, MNM, case, consolidate, distinct, f, m, n, supersede


def mnm(cid, title, notes, facts, arrange=DREAM):
    return case(cid, MNM, title, [*notes, arrange], [distinct(*facts)], expect="distinct")


def apart(cid, title, notes, facts):
    """Each note in its own batch, a dream after each (weeks apart)."""
    steps = []
    for note in notes:
        steps += [note, DREAM]
    return case(cid, MNM, title, steps, [distinct(*facts)], expect="distinct")


def sup(cid, title, notes, new, old):
    return case(cid, MNM, title, [*notes, DREAM], [supersede(new, old)], expect="superseded")


CASES = [
    mnm("mnm-team-vs-team-plus", "plan names Team / Team Plus, €12 vs €19 a seat "
        "(consolidate)", [
        n("Quillmate Team plan: €12 per seat a month, 30 days of history", "2026-03-03"),
        n("Quillmate Team Plus plan: €19 per seat a month, unlimited history", "2026-03-03"),
    ], [f(m("team", r"€ ?12", none=["team plus"]), "How much is Quillmate's Team plan per seat?"),
        f(m("team plus", r"€ ?19"), "How much does Team Plus cost per seat?")],
        arrange=consolidate()),

    mnm("mnm-lighthouse-shows", "thurs 12 nov 84 sold vs fri 13 nov 148 sold", [
        n("lighthouse play, thurs 12 nov show: 84 tickets sold so far", "2026-10-20"),
        n("lighthouse play, fri 13 nov show: 148 tickets sold so far", "2026-10-20"),
    ], [f(m([r"12 nov(?:ember)?", r"nov(?:ember)? 12(?:th)?", r"thu(?:rs?(?:day)?)?"], "84"),
          "How many tickets have sold for the Thursday 12 November show?"),
        f(m([r"13 nov(?:ember)?", r"nov(?:ember)? 13(?:th)?", r"fri(?:day)?"], "148"),
          "How many tickets have sold for Friday 13 November?")]),

    apart("mnm-lab-tubes", "OY-0417 wild-type vs OY-0471 knockout, same box, weeks apart", [
        n("tube OY-0417 in box 3 of the -80 is the wild-type control, don't use it up",
          "2026-02-16"),
        n("tube OY-0471 in box 3 is the knockout line, passage 6", "2026-03-30"),
    ], [f(m("oy-0417", ["wild-type", "wild type", "control"]), "What is tube OY-0417?"),
        f(m("oy-0471", "knockout"), "What's in tube OY-0471?")]),

    sup("mnm-sup-worktops-rescheduled", "'has been rescheduled to 21/05' from 14 May", [
        n("oak worktops from Hendry Joinery go in on 14 May", "2026-04-02"),
        n("the worktop fitting has been rescheduled to 21/05, Hendry are a fitter short",
          "2026-05-06"),
    ], f(m(["21/05", "21/5", "21 may", r"may 21(?:st)?"]), "When are the worktops going in?"),
        m(["14 may", r"may 14(?:th)?"], none=["from 14 may", r"from may 14(?:th)?", *HIST])),

    sup("mnm-sup-go-workshop-room", "'moves to Room 2.01', old room 2.11 named as the cause", [
        n("NorthByte: the Intro to Go workshop is in Room 2.11, 10:00-12:30", "2026-08-10"),
        n("room change for NorthByte - the Go workshop moves to Room 2.01 (2.11's projector "
          "is dead)", "2026-09-02"),
    ], f(m(r"2\.01"), "Which room is the Intro to Go workshop in?"),
        m(r"2\.11", none=["projector", r"from (?:room )?2\.11", *HIST])),

    sup("mnm-sup-printer-upgrade", "'upgraded ... to a Prusa MK4', MK3S given away", [
        n("makerspace 3D printer is a Prusa MK3S, 0.4 nozzle, PLA and PETG only", "2026-02-18"),
        n("we've upgraded the makerspace printer to a Prusa MK4, the MK3S went to the primary "
          "school down the road", "2026-06-09"),
    ], f(m("mk4"), "Which 3D printer does the makerspace have?"),
        m("mk3s", none=["went to", "school", "upgraded from", *HIST])),
]
