"""must_not_merge (part 1): same-shaped notes that differ in one identifier - two goats by
ear tag (MB041 twins / MB014 a single buckling) kidding on the same day, two NAS boxes whose
names differ by a digit (nas-1 / nas-10) with their own backup targets, two evening classes
2A / 2B in rooms K12 / K21 (consolidate), Grandad's flu jab and covid booster a week apart
(a dream after each), two Revit versions (2025 on subscription, 2024 kept for old files), and
two houses on one street, 14 / 41 Elm Terrace (consolidate).

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
    mnm("mnm-kidding-mb041-mb014", "ear tags MB041 (twins) / MB014 (single buckling), same day", [
        n("Nutmeg (ear tag MB041) kidded twin doelings on 2 March, both up and feeding.",
          "2026-03-02"),
        n("Nettle (ear tag MB014) kidded a single buckling on 2 March, needed a hand with the "
          "delivery.", "2026-03-02"),
    ], [f(m("mb041", r"twins?"), "How many kids did the goat with tag MB041 have?"),
        f(m("mb014", ["single", "buckling"]), "What did goat MB014 kid?")]),

    mnm("mnm-nas-1-vs-nas-10", "nas-1 -> Hetzner 03:15 / nas-10 -> Backblaze 04:30", [
        n("nas-1 backs up with restic to the Hetzner storage box every night at 03:15",
          "2026-01-22T20:10:00"),
        n("nas-10 backs up with restic to Backblaze B2 every night at 04:30",
          "2026-01-22T20:12:00"),
    ], [f(m("nas-1", "hetzner", ["03:15", r"3:15 ?(?:am)?"]), "Where does nas-1 back up to?"),
        f(m("nas-10", ["backblaze", "b2"], ["04:30", r"4:30 ?(?:am)?"]),
          "Where does nas-10 back up to, and when?")]),

    mnm("mnm-japanese-2a-2b", "classes 2A (Tuesdays, K12) / 2B (Thursdays, K21), consolidate", [
        n("Japanese 2A (Genki II, chapters 13-16) meets Tuesdays 7pm in room K12 with Harumi.",
          "2026-01-19"),
        n("Japanese 2B (Genki II, chapters 13-16) meets Thursdays 7pm in room K21 with Kenji.",
          "2026-01-19"),
    ], [f(m("2a", r"tuesdays?", "k12"), "When and where does Japanese 2A meet?"),
        f(m("2b", r"thursdays?", "k21"), "When and where does Japanese 2B meet?")],
        arrange=consolidate()),

    apart("mnm-flu-jab-vs-booster", "flu jab Sat 10 Oct / covid booster Sat 17 Oct, same "
          "surgery and time", [
        n("Wilf's flu jab: Priory Road Surgery, Saturday 10 October, 9:40.", "2026-09-14"),
        n("Wilf's covid booster: Priory Road Surgery, Saturday 17 October, 9:40.", "2026-09-21"),
    ], [f(m("flu", [r"10 oct(?:ober)?", r"oct(?:ober)? 10(?:th)?", r"10th (?:of )?oct(?:ober)?"]),
          "When is Grandad's flu jab?"),
        f(m(["covid", "booster"],
            [r"17 oct(?:ober)?", r"oct(?:ober)? 17(?:th)?", r"17th (?:of )?oct(?:ober)?"]),
          "When is Grandad's covid booster?")]),

    mnm("mnm-revit-2025-2024", "Revit 2025 (6 seats) / Revit 2024 (2 machines, old files)", [
        n("Revit 2025: 6 seats on subscription, renews 31 January.", "2026-01-28"),
        n("Revit 2024: kept on 2 machines for the Quayside library files, no renewal needed.",
          "2026-01-28"),
    ], [f(m("revit 2025", ["6 seats", "six seats"]), "How many Revit 2025 seats do we have?"),
        f(m("revit 2024", "quayside"), "Why do we still have Revit 2024 installed?")]),

    mnm("mnm-elm-terrace-14-41", "14 Elm Terrace (ours) / 41 Elm Terrace (Auntie Pat), "
        "consolidate", [
        n("14 Elm Terrace is the house we're buying - south-facing garden, needs a new boiler.",
          "2026-04-02"),
        n("41 Elm Terrace is Auntie Pat's house - she's said the removal van can use her drive.",
          "2026-04-02"),
    ], [f(m("14 elm terrace", ["buying", "boiler"]), "Which house on Elm Terrace are we buying?"),
        f(m("41 elm terrace", "pat"), "Where does Auntie Pat live?")],
        arrange=consolidate()),
]
