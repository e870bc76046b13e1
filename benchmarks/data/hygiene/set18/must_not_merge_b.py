"""must_not_merge (part 2): three more `distinct` pairs and three real replacements.

Distinct: two away fixtures a week apart against Chigwell Colts / Chigwell Town (same kick-off
and meeting time), a negation - Pepper "can eat" the chicken treats but "can't eat" the beef
ones from the same shop - and two Staffa boat trips, Mum and Dad's (Tue 18 Aug, Fionnphort)
and ours (Thu 20 Aug, Ulva Ferry), noted a week apart with a dream after each.

Supersede: the later note really replaces the earlier - a memory-clinic appointment "brought
forward to Wednesday 3 June" (from 24 June, not repeated), Pi-hole that "now runs as a
container on robin; the Raspberry Pi 3 has been retired" months later (a dream after each),
and a new season's kit ("all navy now", was royal blue). The newer answers first, no live
memory still states the older, and the older is closed but on disk and found with
--include-superseded.
"""

from .common import DREAM, HIST, MNM, case, f, m, n, supersede
from .must_not_merge_a import apart, mnm


def sup(cid, title, steps, new, old):
    return case(cid, MNM, title, steps, [supersede(new, old)], expect="superseded")


CASES = [
    mnm("mnm-chigwell-colts-town", "away at Chigwell Colts (7 Nov) / Chigwell Town (14 Nov)", [
        n("Sat 7 Nov: U10s away at Chigwell Colts, KO 10:00, meet at the ground 9:15.",
          "2026-10-20"),
        n("Sat 14 Nov: U10s away at Chigwell Town, KO 10:00, meet at the ground 9:15.",
          "2026-10-20"),
    ], [f(m("colts", [r"7 nov(?:ember)?", r"nov(?:ember)? 7(?:th)?", r"7th (?:of )?nov(?:ember)?"]),
          "When do the U10s play Chigwell Colts?"),
        f(m("chigwell town",
            [r"14 nov(?:ember)?", r"nov(?:ember)? 14(?:th)?", r"14th (?:of )?nov(?:ember)?"]),
          "When do the U10s play Chigwell Town?")]),

    mnm("mnm-pepper-chicken-beef", "negation: 'can eat' chicken treats / 'can't eat' beef treats", [
        n("Pepper can eat the chicken training treats from Pets Corner.", "2026-02-23"),
        n("Pepper can't eat the beef training treats from Pets Corner - they flare her skin up.",
          "2026-02-25"),
    ], [f(m("chicken", "can eat"), "Can Pepper have the chicken training treats?"),
        f(m("beef", ["can't eat", "cannot eat", "can not eat", "mustn't", "must not",
                     "no beef", "not allowed", "shouldn't"]),
          "Can Pepper have the beef training treats?")]),

    apart("mnm-staffa-two-trips", "two Staffa boat trips: Mum and Dad's (18 Aug) / ours (20 Aug)", [
        n("Mum and Dad's Staffa boat trip: Tue 18 Aug, 10:00 from Fionnphort.", "2026-05-20"),
        n("Our Staffa boat trip: Thu 20 Aug, 10:00 from Ulva Ferry.", "2026-05-27"),
    ], [f(m(["mum", "dad"], [r"18 aug(?:ust)?", r"aug(?:ust)? 18(?:th)?"], "fionnphort"),
          "When is Mum and Dad's Staffa boat trip?"),
        f(m([r"20 aug(?:ust)?", r"aug(?:ust)? 20(?:th)?"], "ulva"),
          "When is our Staffa boat trip, and where from?")]),

    sup("mnm-sup-clinic-brought-forward", "'brought forward to Wednesday 3 June', old date not "
        "repeated", [
        n("Grandad's memory clinic appointment is Wednesday 24 June at 2:15pm, in the Beech Unit.",
          "2026-05-05"),
        n("The memory clinic rang: Grandad's appointment has been brought forward to Wednesday "
          "3 June, same time.", "2026-05-19"),
        DREAM,
    ], f(m([r"3 jun(?:e)?", r"jun(?:e)? 3(?:rd)?", r"3rd (?:of )?jun(?:e)?"]),
         "When is Grandad's memory clinic appointment?"),
        m([r"24 jun(?:e)?", r"jun(?:e)? 24(?:th)?", r"24th (?:of )?jun(?:e)?"],
          none=[r"from (?:wed(?:nesday)? )?(?:the )?24", *HIST])),

    sup("mnm-sup-pihole-moved", "Pi-hole moves from a Pi 3 to a container on robin, months "
        "later (a dream after each)", [
        n("Pi-hole runs on the old Raspberry Pi 3 in the hall cupboard, 192.168.20.2.",
          "2026-01-24"),
        DREAM,
        n("Pi-hole now runs as a container on robin; the Raspberry Pi 3 has been retired.",
          "2026-05-12"),
        DREAM,
    ], f(m("pi-hole", "robin"), "Where does Pi-hole run?"),
        m("pi-hole", ["raspberry pi", "pi 3"], none=["retired", *HIST])),

    sup("mnm-sup-kit-new-season", "new season's kit: 'all navy now' (was royal blue), "
        "supplier changes too", [
        n("U10s home kit: royal blue shirts with white sleeves, from Kitlocker.", "2026-01-30"),
        n("New kit for the 2026/27 season: the U10s play in all navy now, ordered from Teamwear "
          "Direct.", "2026-07-28"),
        DREAM,
    ], f(m("navy"), "What colour is the U10s home kit?"),
        m("royal blue", none=[*HIST])),
]
