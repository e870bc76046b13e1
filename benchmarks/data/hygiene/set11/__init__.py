"""Held-out hygiene set 11: cases for run.py (load this folder with --cases).

Written apart from cases_dev/ and cases_dev2/, with other subjects (a wind farm, a podcast,
a restaurant kitchen's suppliers, a mountain-rescue team, an e-commerce fulfilment centre, a
hospital pharmacy, a university timetable office, a theatre's lighting rig, a sheep farm, a
car-share club, a brewery, a marina, a bike co-op, an observatory) and other sentence
shapes: chat fragments, passive voice, fronted phrases, parentheticals, one-line bullets,
questions answered, and corrections told as "X replaced Y as", "we dropped Y for X",
"X is out, Y is in", "no more Y - X from now on", "(was Y)", "moved up from Y to X".
Helpers (m, n, f, dated, DREAM, consolidate, clean, HIST and the check builders) are in
common.py. Every id starts with `h11-`.
"""

from __future__ import annotations

from .common import (BQ, CON, COR, DET, MNM, NL, PM, n)  # noqa: F401

# Twelve unrelated notes a small case starts from. No digits here, so they never feed the
# unit check, and no subject shared with any case.
BACKGROUND = [
    n("The user's neighbour practises the cello on Sunday afternoons.", "2026-01-05"),
    n("A jar of odd buttons sits on the sewing table in the spare room.", "2026-01-05"),
    n("The user prefers fountain pens with a fine nib for writing letters.", "2026-01-06"),
    n("The book group is reading a long Russian novel this winter.", "2026-01-06"),
    n("The hallway mirror was a wedding present from an aunt in Galway.", "2026-01-07"),
    n("The user likes to walk along the canal towpath before breakfast.", "2026-01-08"),
    n("The kitchen herb box has thyme, chives and a struggling rosemary.", "2026-01-09"),
    n("The user's nephew is saving up for a second-hand drum kit.", "2026-01-12"),
    n("Umbrellas left in the office lobby go to lost property at the end of the month.",
      "2026-01-13"),
    n("The user keeps a gratitude journal and writes in it most evenings.", "2026-01-14"),
    n("The office plants are watered by the receptionist on quiet mornings.", "2026-01-15"),
    n("An old sea chest in the attic holds the family photo albums.", "2026-01-16"),
]

from . import (broad_questions, contradictions, correction, details,  # noqa: E402
               must_not_merge, no_loss, paraphrase)

CATEGORIES = [PM, MNM, COR, CON, DET, BQ, NL]

CASES = [
    *paraphrase.CASES,
    *must_not_merge.CASES,
    *correction.CASES,
    *contradictions.CASES,
    *details.CASES,
    *broad_questions.CASES,
    *no_loss.CASES,
]

_PREFIX = {PM: "h11-pm-", MNM: "h11-mnm-", COR: "h11-cor-", CON: "h11-con-", DET: "h11-det-",
           BQ: "h11-bq-", NL: "h11-nl-"}
_seen: set[str] = set()
for _c in CASES:
    assert _c["id"] not in _seen, f"duplicate case id {_c['id']}"
    assert _c["id"].startswith(_PREFIX[_c["category"]]), f"id prefix: {_c['id']}"
    _seen.add(_c["id"])
del _seen, _c
