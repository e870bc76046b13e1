"""must_not_merge (part 2): three more distinct pairs (a negated twin: Tuesday's class is
suitable for beginners, Thursday's is not; two cottages' key safes; two ride groups'
distances) and three pairs where the later note really replaces the earlier one
(`supersede`: a work morning "put back to" another date, broadband "upgraded ... to
500 Mbps", concert tickets "From October" at a new price). Supersede passes when the newer
is the first answer, no live memory still states the older, and the older is closed, kept
on disk and found with --include-superseded.
"""

from .common import DREAM, MNM, case, distinct, f, m, n, supersede


def mnm(cid, title, notes, facts, arrange=DREAM):
    return case(cid, MNM, title, [*notes, arrange], [distinct(*facts)], expect="distinct")


def mnm_sup(cid, title, notes, new, old, arrange=DREAM):
    return case(cid, MNM, title, [*notes, arrange], [supersede(new, old)], expect="supersede")


CASES = [
    mnm("mnm-beginner-classes", "Tuesday class suitable vs Thursday class not suitable", [
        n("The Tuesday 6 pm class at Stillpoint Yoga is suitable for beginners.", "2026-01-13"),
        n("The Thursday 6 pm class at Stillpoint Yoga is not suitable for beginners.",
          "2026-01-13"),
    ], [f(m(r"tuesdays?", "beginners"),
          "Is the Tuesday class at Stillpoint Yoga OK for beginners?"),
        f(m(r"thursdays?", "not suitable"),
          "Can a beginner join the Thursday class at Stillpoint Yoga?")]),

    mnm("mnm-cottage-key-safes", "Gull Cottage vs Tern Cottage key safe", [
        n("The key safe at Gull Cottage is on the left of the front door.", "2026-03-02"),
        n("At Tern Cottage the key safe is hidden behind the gas meter box.", "2026-03-03"),
    ], [f(m("gull", "left of the front door"), "Where is the key safe at Gull Cottage?"),
        f(m("tern", "gas meter"), "Where is the key safe at Tern Cottage?")]),

    mnm("mnm-ride-groups", "B group 60 km vs C group 40 km", [
        n("The Wolds Wheelers' B group rides about 60 km on a Sunday.", "2026-04-13"),
        n("The Wolds Wheelers' C group rides about 40 km on a Sunday.", "2026-04-13"),
    ], [f(m("b group", r"60 ?km"), "How far does the Wolds Wheelers' B group ride?"),
        f(m("c group", r"40 ?km"), "How far does the Wolds Wheelers' C group ride?")]),

    # ---- the later note replaces the earlier: supersede, not keep both
    mnm_sup("mnm-sup-work-morning", "'has been put back to 12 April'", [
        n("Fernhill's next work morning is on 5 April.", "2026-03-16"),
        n("Fernhill's next work morning has been put back to 12 April.", "2026-03-30"),
    ], f(m("work morning", ["12 april", r"april 12(?:th)?"]),
         "When is Fernhill's next work morning?"),
        m("work morning", ["5 april", r"april 5(?:th)?"])),

    mnm_sup("mnm-sup-broadband", "'upgraded ... to 500 Mbps', two months later", [
        n("Our home broadband package is 150 Mbps.", "2026-01-19"),
        n("We upgraded the home broadband to 500 Mbps last week.", "2026-03-23"),
    ], f(m("broadband", r"500 ?mbps"), "How fast is our home broadband?"),
        m("broadband", r"150 ?mbps")),

    mnm_sup("mnm-sup-concert-tickets", "'From October' a new ticket price", [
        n("Tickets for Harbour Voices concerts are £10.", "2026-02-09"),
        n("From October, tickets for Harbour Voices concerts are £12.", "2026-10-05"),
    ], f(m("tickets", r"£ ?12"), "How much are tickets for Harbour Voices concerts?"),
        m("tickets", r"£ ?10")),
]
