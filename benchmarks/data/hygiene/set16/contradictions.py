"""contradiction: two notes give one slot two values, with no correction cue, then a dream.
Four pairs land in the same week (a start time, dogs allowed / not allowed, two treasurers
for one co-op, an inspection interval), two are five months or more apart (a frame-rate
target, the annual mileage on a car policy).

Same-week pairs pass when the conflict is flagged (a `contradicts` relation or a non-merge
review item naming both) or resolved by recency on the record (older closed and kept, newer
live and first). Pairs five months or more apart also pass when the newer simply answers
first. Fusing both into one live memory, losing one, or letting the older win always fails.
"""

import datetime as _dt

from .common import CON, DREAM, MONTHS_APART, SAME_WEEK, case, contradiction, m, n


def con(cid, title, older_note, newer_note, older, newer, q):
    days = (_dt.date.fromisoformat(newer_note["at"][:10])
            - _dt.date.fromisoformat(older_note["at"][:10])).days
    assert 0 < days <= 7 or days >= 150, f"{cid}: {days} days apart"
    apart = days >= 150
    return case(cid, CON, title, [older_note, newer_note, DREAM],
                [contradiction(older, newer, q, MONTHS_APART if apart else SAME_WEEK)],
                expect="flag or resolve")


CASES = [
    # ---- same week: a human should be asked, or the resolution recorded
    con("con-kestrel-start", "home matches start at 7:30 pm / 7 pm",
        n("Kestrel's home league matches start at 7:30 pm sharp.", "2026-09-07"),
        n("Home league matches at Kestrel start at 7 pm.", "2026-09-10"),
        m(["7:30", r"7\.30"]), m([r"7 ?pm", "19:00"], none=["7:30"]),
        "What time do Kestrel's home league matches start?"),

    con("con-harbour-dogs", "dogs allowed in ground-floor rooms / no dogs at all",
        n("Harbour Lights takes dogs in the ground-floor rooms, £15 a night extra.",
          "2026-05-04"),
        n("Harbour Lights doesn't allow dogs in any of its rooms.", "2026-05-06"),
        m("takes dogs"), m(["doesn't allow dogs", "does not allow dogs", "no dogs"]),
        "Are dogs allowed at Harbour Lights?"),

    con("con-coop-treasurer", "two treasurers of one co-op",
        n("Noor is Spoke & Satchel's treasurer.", "2026-03-02"),
        n("The treasurer at Spoke & Satchel is Femi.", "2026-03-05"),
        m("noor"), m("femi"), "Who is the treasurer of the Spoke & Satchel co-op?"),

    con("con-inspection-interval", "hives inspected every 7 / every 10 days",
        n("In summer the Ouse Meadow hives get inspected every 7 days.", "2026-06-01"),
        n("Ouse Meadow hives are inspected every 10 days through the summer.", "2026-06-04"),
        m(["every 7 days", "every seven days", "weekly"]),
        m(["every 10 days", "every ten days"]),
        "How often are the Ouse Meadow hives inspected in summer?"),

    # ---- months apart: the newer may simply answer first
    con("con-steamdeck-fps", "Steam Deck target 60 fps (Feb) / 40 fps (Sep)",
        n("Hollow Tide targets 60 fps on the Steam Deck.", "2026-02-09"),
        n("Hollow Tide's Steam Deck target is 40 fps.", "2026-09-14"),
        m(r"60 ?fps"), m(r"40 ?fps"), "What frame rate does Hollow Tide target on the Steam Deck?"),

    con("con-niro-mileage", "policy mileage 8,000 (Jan) / 10,000 (Aug)",
        n("The Niro's insurance policy covers 8,000 miles a year.", "2026-01-12"),
        n("Annual mileage on the Niro's insurance: 10,000 miles.", "2026-08-17"),
        m([r"8,?000"]), m([r"10,?000"]), "What annual mileage does the Niro's insurance cover?"),
]
