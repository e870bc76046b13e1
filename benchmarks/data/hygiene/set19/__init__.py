"""Hygiene set 19 (held out): cases for run.py (load this folder with --cases).

Written apart from cases_dev/, cases_dev2/ and set12, with other subjects (an orchestra on
tour, a county court clerk's office, an allotment society, a kite-surfing school, a paper
mill, a cat rescue, a local radio station, a climbing gym, a village pharmacy's deliveries,
a print shop, a citizen-science bird count, wedding planners), other names and numbers and
the phrasing a user really types to an agent: full sentences, terse chat fragments, British
and American spelling, numbers as words or digits, corrections told in many ways. Helpers
(m, n, f, dated, DREAM, consolidate, clean, HIST and the check builders) are in common.py,
the same as cases_dev2/common.py.
"""

from __future__ import annotations

from .common import (BQ, CON, COR, DET, MNM, NL, PM, n)  # noqa: F401

# Twelve unrelated notes a small case starts from: a real home never holds only two notes,
# and a dream's guard rail (a plan touching a large share of live memories goes to review)
# must not decide a merge case by itself. No digits here, so they never feed the unit check.
BACKGROUND = [
    n("The user grows trailing nasturtiums in a window box.", "2026-01-05"),
    n("The office fridge is cleared out on the last working day of each month.", "2026-01-05"),
    n("The user's brother is restoring an old wooden rowing boat.", "2026-01-06"),
    n("The user listens to a podcast about Roman history while cooking.", "2026-01-06"),
    n("The hallway radiator rattles when the heating first comes on.", "2026-01-07"),
    n("The user's favourite biscuit is a ginger nut dunked in tea.", "2026-01-08"),
    n("Meeting notes are kept in a shared notebook named after the quarter.", "2026-01-09"),
    n("The user is teaching themselves to juggle with beanbags.", "2026-01-12"),
    n("The recycling crate lives beside the side gate.", "2026-01-13"),
    n("The user's aunt sends a postcard from every seaside town she visits.", "2026-01-14"),
    n("The team celebrates birthdays with a cake from the corner bakery.", "2026-01-15"),
    n("An old barometer hangs by the front door and gets a tap each morning.", "2026-01-16"),
]

from . import (broad_questions, contradictions, correction_a, correction_b,  # noqa: E402
               details, must_not_merge_a, must_not_merge_b, no_loss, paraphrase)

CATEGORIES = [PM, MNM, COR, CON, DET, BQ, NL]

CASES = [
    *paraphrase.CASES,
    *must_not_merge_a.CASES,
    *must_not_merge_b.CASES,
    *correction_a.CASES,
    *correction_b.CASES,
    *contradictions.CASES,
    *details.CASES,
    *broad_questions.CASES,
    *no_loss.CASES,
]

_PREFIX = {PM: "pm-", MNM: "mnm-", COR: "cor-", CON: "con-", DET: "det-", BQ: "bq-", NL: "nl-"}
_seen: set[str] = set()
for _c in CASES:
    assert _c["id"] not in _seen, f"duplicate case id {_c['id']}"
    assert _c["id"].startswith(_PREFIX[_c["category"]]), f"id prefix: {_c['id']}"
    _seen.add(_c["id"])
del _seen, _c
