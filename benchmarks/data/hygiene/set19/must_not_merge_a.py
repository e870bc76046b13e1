"""must_not_merge (part 1): same-shaped notes that differ in one identifier - two club RS
Fevas by sail number (5412 ready to sail / 5421 out of use), two Pinwheel releases a patch
number apart (4.13.0 a feature release / 4.13.1 a hotfix), two volunteers both called Brian
(Tully on the projector / Oakes behind the bar, consolidate), two Choral Evensongs on
different Sundays with their own canticles (a dream after each), two reserved rows at a
concert (row A for the vicar's guests / row H for choir families, the same seat numbers,
consolidate), and two calprotectin results three months apart (85 / 240, a dream after each).

Expected `distinct`: after curate and dream (or consolidate) each fact keeps its own live
memory (one that does not also state the other) and is in the top 3 for its own question.
"""

from .common import DREAM, MNM, case, consolidate, distinct, f, m, n


def mnm(cid, title, notes, facts, arrange=DREAM):
    return case(cid, MNM, title, [*notes, arrange], [distinct(*facts)], expect="distinct")


def apart(cid, title, notes, facts):
    """Each note in its own batch, a dream after each."""
    steps = []
    for note in notes:
        steps += [note, DREAM]
    return case(cid, MNM, title, steps, [distinct(*facts)], expect="distinct")


CASES = [
    mnm("mnm-feva-5412-5421", "sail numbers 5412 (new main, ready) / 5421 (cracked rudder), "
        "same day", [
        n("RS Feva sail no. 5412: new mainsail fitted, ready to sail.", "2026-04-11"),
        n("RS Feva sail no. 5421: rudder stock cracked, out of use until it's repaired.",
          "2026-04-11"),
    ], [f(m("5412", ["mainsail", "ready to sail"]), "What's the state of Feva 5412?"),
        f(m("5421", ["cracked", "out of use"]), "Can we use Feva 5421?")]),

    mnm("mnm-release-4130-4131", "versions 4.13.0 (meal-plan sharing) / 4.13.1 (timer hotfix)", [
        n("Pinwheel 4.13.0 adds meal-plan sharing; planned for release on 14 April.",
          "2026-04-06T15:20:00"),
        n("Pinwheel 4.13.1 is a hotfix for the cooking-timer notification bug; planned for "
          "release on 21 April.", "2026-04-06T15:24:00"),
    ], [f(m(r"4\.13\.0", "sharing"), "Which Pinwheel release adds meal-plan sharing?"),
        f(m(r"4\.13\.1", ["hotfix", "timer"]), "What is in Pinwheel 4.13.1?")]),

    mnm("mnm-two-brians", "two volunteers called Brian: Tully (projector) / Oakes (bar), "
        "consolidate", [
        n("Brian Tully runs the projector at the Lantern and does the sound check at 7pm.",
          "2026-01-26"),
        n("Brian Oakes runs the bar at the Lantern and cashes up at the interval.",
          "2026-01-26"),
    ], [f(m("tully", "projector"), "Who runs the projector at the Lantern?"),
        f(m("oakes", "bar"), "Who runs the bar at the Lantern?")],
        arrange=consolidate()),

    apart("mnm-evensong-may-june", "Evensong Sun 3 May (Stanford in C) / Sun 7 June (Dyson in "
          "D), same time", [
        n("Choral Evensong, Sunday 3 May, 6pm: canticles Stanford in C, anthem 'If ye love "
          "me'.", "2026-04-16"),
        n("Choral Evensong, Sunday 7 June, 6pm: canticles Dyson in D, anthem 'O thou the "
          "central orb'.", "2026-05-14"),
    ], [f(m([r"3 may", r"may 3(?:rd)?", r"3rd (?:of )?may"], "stanford"),
          "What are we singing at Evensong on 3 May?"),
        f(m([r"7 june?", r"june? 7(?:th)?", r"7th (?:of )?june?"], "dyson"),
          "What are we singing at Evensong on 7 June?")]),

    mnm("mnm-concert-rows-a-h", "reserved seats: row A (the vicar's guests) / row H (choir "
        "families), consolidate", [
        n("Fauré concert: row A, seats 1-6, are reserved for the vicar's guests.", "2026-03-12"),
        n("Fauré concert: row H, seats 1-6, are reserved for choir families.", "2026-03-12"),
    ], [f(m("row a", "vicar"), "Which seats are kept for the vicar's guests at the concert?"),
        f(m("row h", ["choir families", "families"]),
          "Where do choir families sit at the Fauré concert?")],
        arrange=consolidate()),

    apart("mnm-calprotectin-feb-may", "calprotectin 10 Feb = 85 (remission) / 12 May = 240 "
          "(raised)", [
        n("Faecal calprotectin from 10 February came back at 85, in the remission range.",
          "2026-02-17"),
        n("Faecal calprotectin from 12 May came back at 240, raised - Fiona wants a repeat in "
          "four weeks.", "2026-05-19"),
    ], [f(m([r"10 feb(?:ruary)?", r"feb(?:ruary)? 10(?:th)?"], "85"),
          "What was my calprotectin result in February?"),
        f(m([r"12 may", r"may 12(?:th)?"], "240"),
          "What was my calprotectin result in May?")]),
]
