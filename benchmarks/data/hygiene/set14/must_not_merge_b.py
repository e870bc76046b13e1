"""Must not merge, part B (3 supersede cases): the later note really replaces the earlier
one weeks or months on ("As of April", "has taken over", "From 1 May").
The newer answers first; the older is closed, kept, and found with --include-superseded.
"""

from __future__ import annotations

from .common import DREAM, MNM, case, f, m, n, supersede
from .correction_a import was

CASES = [
    case("mnm-makerspace-fee", MNM, "membership £15 a month, then as of April £18",
         [n("Tinker Shed membership is £15 a month, paid by standing order.", "2026-01-15"),
          n("As of April, Tinker Shed membership costs £18 a month.", "2026-03-27"),
          DREAM],
         [supersede(f(m("£ ?18"), "How much is Tinker Shed membership a month?"),
                    m("£ ?15", none=was("£ ?15")))],
         expect="newer replaces older"),

    case("mnm-hopper-tuesday-driver", MNM, "Len drove the Hopper on Tuesdays; since March Bev does",
         [n("Len drives the Village Hopper on Tuesdays.", "2025-11-18"),
          n("Since March, Bev has taken over driving the Village Hopper on Tuesdays.", "2026-03-24"),
          DREAM],
         [supersede(f(m("bev"), "Who drives the Village Hopper on Tuesdays?"),
                    m("len", none=was("len")))],
         expect="newer replaces older"),

    case("mnm-boathouse-opening", MNM, "boathouse opened at 6 am on weekdays; from 1 May at 5:30 am",
         [n("The Kestrel Reach boathouse opens at 6 am on weekdays.", "2026-01-09"),
          n("From 1 May the Kestrel Reach boathouse opens at 5:30 am on weekdays.",
            "2026-05-02"),
          DREAM],
         [supersede(f(m("5:30"), "What time does the Kestrel Reach boathouse open on weekdays?"),
                    m("6 ?am", none=was("6 ?am")))],
         expect="newer replaces older"),
]
