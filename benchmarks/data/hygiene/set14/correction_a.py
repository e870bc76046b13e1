"""Corrections, part A (10 cases): a rowing club, a makerspace, an accountants' IT desk, a
village bus, a dog-grooming van, a wholesale bakery, a touring theatre company, a kitchen
renovation.

Most old notes are compound: the changed value shares a sentence with details that did not
change (a venue, a start time, a form, the other stops of a route). The correcting note
names only the new value unless said otherwise. `details` are the unchanged parts: each must
stay live and findable for its own question, with no hole where the old value was cut out.
"""

from __future__ import annotations

from .common import (COR, DREAM, HIST, NOT_GARBLED, case, clean, correction, f, findable,
                     m, n)


def was(value: str, *extra: str) -> list[str]:
    """`none` list for an old-value matcher: history words, and VALUE told as the past or
    denied ("moved from X", "from X to", "was X", "not X", "rather than X")."""
    return [*HIST, rf"(?:was|were|not|rather than|until now) (?:the )?{value}",
            rf"(?:moved|changed|went|gone|switched|pushed|put|revised|raised|increased|reduced|rose)"
            rf" (?:up |down |back )?from (?:the )?{value}",
            rf"from (?:the )?{value} to", *extra]


def cor(cid: str, title: str, steps, q: str, new: dict, old: dict, details=(),
        dream: bool = True) -> dict:
    """A correction case: the correction check, each unchanged detail findable (clean, top
    3), nothing garbled. A dream follows the notes unless dream=False."""
    checks = [correction(q, new, old)]
    checks += [findable(clean(d["m"]), d["q"]) for d in details]
    checks.append(NOT_GARBLED)
    return case(cid, COR, title, [*steps, *([DREAM] if dream else [])], checks,
                expect="corrected")


CASES = [
    # "Update: ... has been moved to" a date; weekday unchanged beside it; venue and time stay
    cor("cor-regatta-date", "spring regatta moved a week; weir and first race time stay",
        [n("The Kestrel Reach spring regatta is on Saturday 9 May at Holm Weir, with the "
           "first race at 8:30 am.", "2026-02-10"),
         n("Update: the Kestrel Reach spring regatta has been moved to Saturday 16 May.",
           "2026-02-24")],
        "When is the Kestrel Reach spring regatta?",
        new=m("16 may"), old=m("9 may", none=was("(?:saturday )?9 may")),
        details=[f(m("holm weir"), "Where is the Kestrel Reach spring regatta held?"),
                 f(m("8:30"), "What time is the first race at the spring regatta?")]),

    # "Correction: B, not A" with the weekday changing along with the date
    cor("cor-laser-induction-day", "laser cutter induction: Thursday 5 March, not Tuesday 3 March",
        [n("The Tinker Shed's laser cutter induction is on Tuesday 3 March at 6 pm in the back "
           "workshop, run by Idris.", "2026-02-16"),
         n("Correction: the laser cutter induction is on Thursday 5 March, not Tuesday 3 March.",
           "2026-02-18")],
        "When is the Tinker Shed laser cutter induction?",
        new=m("5 march", none=[r"tuesday,? 5 march"]),
        old=m("3 march", none=was("(?:tuesday,? )?3 march")),
        details=[f(m("6 ?pm"), "What time does the laser cutter induction start?"),
                 f(m("back workshop"), "Which room is the laser cutter induction in?"),
                 f(m("idris"), "Who runs the laser cutter induction at the Tinker Shed?")]),

    # the changed value is the person doing the job: "X took over ... from Y"
    cor("cor-password-resets-owner", "password resets taken over by Tomasz; the Access form stays",
        [n("Password resets at Larchfield Accountants are handled by Priya Raman on the IT "
           "desk; staff request them through the helpdesk form marked 'Access'.", "2026-01-20"),
         n("Tomasz Nowak took over password resets from Priya this week.", "2026-03-02")],
        "Who handles password resets at Larchfield Accountants?",
        new=m("tomasz"), old=m("priya", none=was("priya", r"(?:took over|taken over|handed).* from priya")),
        details=[f(m("access", "form"), "How do Larchfield staff ask for a password reset?")]),

    # a list item replaced: "no longer stops at X; ... Y instead"
    cor("cor-hopper-stop", "route 42 goes via Orchard Road, no longer Mill Lane; other stops stay",
        [n("The Village Hopper (route 42) stops at Church Green, the Post Office, Mill Lane and "
           "Sandford Halt.", "2026-01-22"),
         n("The 42 no longer stops at Mill Lane; it goes via Orchard Road instead.",
           "2026-03-09")],
        "Which stops does the route 42 Village Hopper call at?",
        new=m("orchard road"), old=m("mill lane", none=was("mill lane")),
        details=[f(m("church green"), "Does the Village Hopper stop at Church Green?"),
                 f(m("sandford halt"), "Where does the route 42 Hopper stop near Sandford?"),
                 f(m("post office"), "Does the 42 bus stop at the Post Office?")]),

    # the end of a range: "now finishes at"
    cor("cor-grooming-van-hours", "grooming van now finishes at 5 pm; start time and parking stay",
        [n("Suds on Wheels, the dog-grooming van, works the Ashcombe villages on Wednesdays, "
           "9 am to 3 pm, and parks outside the village hall.", "2026-01-27"),
         n("Suds on Wheels now finishes at 5 pm on Wednesdays.", "2026-02-25")],
        "What hours does the Suds on Wheels grooming van work on Wednesdays?",
        new=m("5 ?pm"), old=m("3 ?pm", none=was("3 ?pm")),
        details=[f(m("9 ?am"), "What time does Suds on Wheels start on Wednesdays?"),
                 f(m("village hall"), "Where does the grooming van park in Ashcombe?")]),

    # "has changed its order to": the quantity, with the day and delivery time unchanged
    cor("cor-larder-sourdough", "Larder Cafe's Friday sourdough order changed to 55 loaves",
        [n("Crumb & Co's wholesale order for the Larder Café is 40 sourdough loaves every "
           "Friday, delivered by 7 am to the back door.", "2026-02-02"),
         n("The Larder Café has changed its Friday order to 55 sourdough loaves.",
           "2026-03-04")],
        "How many sourdough loaves does the Larder Café order on Fridays?",
        new=m("55"), old=m("40 (?:sourdough )?loaves", none=was("40")),
        details=[f(m("7 ?am"), "What time must the Larder Café's Friday delivery arrive?"),
                 f(m("back door"), "Where is the Larder Café order dropped off?")]),

    # "Correction: ... at Y, not X" for a venue; date and get-in time stay
    cor("cor-salt-road-opening-venue", "tour opens at the Regent, not the Corn Exchange",
        [n("The Lantern Yard Players open their tour of The Salt Road at the Corn Exchange in "
           "Wexbury on 12 June, with the get-in from 10 am.", "2026-03-05"),
         n("Correction: the Salt Road tour opens at the Regent Theatre in Wexbury, not the "
           "Corn Exchange.", "2026-03-07")],
        "Where does the Salt Road tour open?",
        new=m("regent"), old=m("corn exchange", none=was("corn exchange")),
        details=[f(m("12 june"), "When does the Lantern Yard Players' Salt Road tour open?"),
                 f(m("10 ?am"), "What time is the get-in for the Salt Road opening?")]),

    # "pushed ... back to" a date with its weekday; joiner and worktops stay
    cor("cor-kitchen-start", "kitchen fitting pushed back to Monday 27 April",
        [n("Kitchen renovation: Hollis Joinery are fitting the units, starting on Monday "
           "20 April, and the worktops are solid oak.", "2026-02-12"),
         n("Hollis Joinery pushed the kitchen start back to Monday 27 April.", "2026-03-30")],
        "When do Hollis Joinery start fitting the kitchen?",
        new=m("27 april"), old=m("20 april", none=was("(?:monday )?20 april")),
        details=[f(m("oak"), "What are the kitchen worktops made of?")]),

    # "went up from A to B": the correcting note names both values
    cor("cor-rowing-subs", "senior subs went up from £240 to £275; payment terms stay",
        [n("Senior membership at Kestrel Reach costs £240 a year, paid by direct debit in two "
           "instalments.", "2026-01-19"),
         n("Kestrel Reach senior subs went up from £240 to £275 a year.", "2026-04-01")],
        "How much is senior membership at Kestrel Reach?",
        new=m("£ ?275"), old=m("£ ?240", none=was("£ ?240")),
        details=[f(m("direct debit"), "How is Kestrel Reach membership paid?"),
                 f(m(["two instalments", "2 instalments"]),
                   "In how many instalments are the Kestrel Reach subs paid?")]),

    # "These days ... rather than": the target changes, the schedule does not
    cor("cor-backup-target", "shared drive now backs up to Backblaze B2; the 11 pm run stays",
        [n("The Larchfield IT desk backs up the shared drive every night at 11 pm to the "
           "Synology box in the comms cupboard.", "2026-01-21"),
         n("These days the Larchfield shared drive backup goes to Backblaze B2 rather than the "
           "Synology box.", "2026-03-16")],
        "Where does the Larchfield shared drive back up to?",
        new=m("backblaze"), old=m("synology", none=was("synology")),
        details=[f(m("11 ?pm"), "What time does the Larchfield shared drive backup run?")]),
]
