"""Held-out hygiene set 12: cases for run.py (load this folder with --cases).

Written without reading bowerbird's code, with subjects and sentence shapes not used in
cases_dev/, cases_dev2/, set10/ or set11/: a dental practice, two ferry routes, school
trips, a solar installer, community-garden beekeepers, a museum archive, two recording
studios, an ice-hockey club, a food bank, a translation agency and a drone survey company.
Helpers (m, n, f, dated, DREAM, consolidate, clean, HIST and the check builders) are in
common.py, copied from cases_dev2.
"""

from __future__ import annotations

from .common import (BQ, CON, COR, DET, MNM, NL, PM, n)  # noqa: F401

# Twelve unrelated notes a small case starts from. No digits (they never feed the unit
# check) and no word that any matcher of this set looks for.
BACKGROUND = [
    n("The user keeps a jar of buttons sorted by colour on the bookshelf.", "2026-01-05"),
    n("The user's neighbour plays the cello most evenings.", "2026-01-05"),
    n("The hallway rug came from a market in Marrakesh.", "2026-01-06"),
    n("The user likes green tea in the afternoon.", "2026-01-06"),
    n("A heron visits the canal behind the house at dawn.", "2026-01-07"),
    n("The user's reading group is working through Victorian novels.", "2026-01-08"),
    n("The kitchen tap drips unless it is turned off firmly.", "2026-01-09"),
    n("The user collects enamel pin badges from national parks.", "2026-01-12"),
    n("The user's nephew is learning the trumpet.", "2026-01-13"),
    n("The office plants are watered by whoever arrives first.", "2026-01-14"),
    n("The user's winter coat is a navy duffel with toggles.", "2026-01-15"),
    n("Spare umbrellas live in a bucket by the back door.", "2026-01-16"),
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

_PREFIX = {PM: "pm-", MNM: "mnm-", COR: "cor-", CON: "con-", DET: "det-", BQ: "bq-", NL: "nl-"}
_seen: set[str] = set()
for _c in CASES:
    assert _c["id"] not in _seen, f"duplicate case id {_c['id']}"
    assert _c["id"].startswith(_PREFIX[_c["category"]]), f"id prefix: {_c['id']}"
    _seen.add(_c["id"])
del _seen, _c
