"""Held-out hygiene set h10: cases for run.py (load this folder with --cases).

Written independently of cases_dev/ and cases_dev2/, with other subjects (a veterinary
clinic, breweries, a sailing club, a hospital ward rota, a game studio, a municipal library,
a data-science team's pipelines, a family's caravan trips, a choir, a bike-repair co-op,
cubesats and ground stations, a bakery's supplier orders, an HR department) and other
sentence shapes (passive voice, fronted time phrases, parentheticals, terse chat notes,
second person, compound sentences where one clause changes). Helpers come from common.py
(a copy of cases_dev2/common.py). Every id starts with `h10-`.
"""

from __future__ import annotations

from .common import (BQ, CON, COR, DET, MNM, NL, PM, n)  # noqa: F401

# Twelve unrelated notes a small case starts from. No digits, so they never feed the unit
# check; no subject shared with any case.
BACKGROUND = [
    n("The user listens to old radio plays while cooking.", "2026-01-05"),
    n("The project wiki has a page of frequently asked questions for newcomers.", "2026-01-05"),
    n("The front gate squeaks unless someone oils the hinge.", "2026-01-06"),
    n("The user's favourite biscuit is a ginger nut.", "2026-01-06"),
    n("Meeting rooms on the top floor are named after rivers.", "2026-01-07"),
    n("The kettle in the shared kitchen is descaled whenever it starts to rattle.",
      "2026-01-08"),
    n("The user's sister collects vintage postcards of seaside towns.", "2026-01-09"),
    n("Office plants are looked after by a volunteer rota of green-fingered staff.",
      "2026-01-12"),
    n("The user is teaching themself to play the ukulele.", "2026-01-13"),
    n("A framed print of a lighthouse hangs above the user's desk.", "2026-01-14"),
    n("Umbrellas left in the lobby end up in the lost-property box.", "2026-01-15"),
    n("The neighbour's tabby cat naps on the user's porch most afternoons.", "2026-01-16"),
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

_PREFIX = {PM: "h10-pm-", MNM: "h10-mnm-", COR: "h10-cor-", CON: "h10-con-", DET: "h10-det-",
           BQ: "h10-bq-", NL: "h10-nl-"}
_seen: set[str] = set()
for _c in CASES:
    assert _c["id"] not in _seen, f"duplicate case id {_c['id']}"
    assert _c["id"].startswith(_PREFIX[_c["category"]]), f"id prefix: {_c['id']}"
    _seen.add(_c["id"])
del _seen, _c
