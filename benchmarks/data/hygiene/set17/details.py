"""detail_added: a later note about the same thing adds something the first one lacked - a
festival's pitch fee and generator rule, a sink's width and delivery date, a release's
staged-rollout share and who writes the notes, ticket prices and where to buy them, a talk's
city and slot length - and one shorter restatement ("physio says runner's knee") that comes
after the fuller note, whose details must not be lost to it.

Pass: every added detail is live, in the top 3 for its question, with no hole where a value
was cut out; no live text is garbled.
"""

from .common import DET, DREAM, NOT_GARBLED, case, clean, findable, m, n


def det(cid, title, notes, details, dream=False):
    steps = [*notes, *([DREAM] if dream else [])]
    checks = [*[findable(clean(dm), dq) for dm, dq in details], NOT_GARBLED]
    return case(cid, DET, title, steps, checks, expect="detail kept")


CASES = [
    det("det-riverside-festival", "festival booked, then pitch fee and a no-generator rule", [
        n("we're doing the Riverside Food Festival in august with the truck", "2026-05-04"),
        n("riverside food festival: pitch 14, 15-17 aug, £220 pitch fee, no generators allowed "
          "- they supply hook-up", "2026-05-18"),
    ], [(m(r"£ ?220"), "What's the pitch fee at the Riverside Food Festival?"),
        (m("generators?", ["no generators?", "not allowed", "banned", "hook-?up"]),
         "Can we bring a generator to the Riverside Food Festival?")],
        dream=True),

    det("det-belfast-sink", "'ordered the belfast sink', then make, width and delivery date", [
        n("ordered the belfast sink for the kitchen", "2026-03-18"),
        n("belfast sink: Butler & Rose 600mm, arriving 28 April, has to go in before the "
          "worktops", "2026-03-25"),
    ], [(m(r"600 ?mm"), "How wide is the Belfast sink?"),
        (m(["28 april", r"april 28(?:th)?", "28/4", "28/04"]),
         "When is the Belfast sink arriving?")]),

    det("det-android-312", "'goes out next week', then date, 20% staged rollout, notes owner", [
        n("android 3.12 goes out next week", "2026-06-01"),
        n("android 3.12 ships tue 9 june as a 20% staged rollout, release notes from Leona",
          "2026-06-03"),
    ], [(m(r"20 ?%", ["staged", "rollout"]), "How big is the Android 3.12 staged rollout?"),
        (m("leona"), "Who's writing the Android 3.12 release notes?")],
        dream=True),

    det("det-runners-knee", "shorter restatement after the fuller note", [
        n("hannah thinks it's runner's knee (patellofemoral pain): no hill sessions for 6 "
          "weeks, glute bridges and clamshells daily", "2026-03-14"),
        n("physio says runner's knee", "2026-03-21"),
    ], [(m(["no hills?", "no hill sessions"], ["6 weeks", "six weeks"]),
         "How long do I have to avoid hills?"),
        (m(["glute bridges?", "clamshells?"]),
         "What exercises did the physio give me for my knee?")]),

    det("det-lighthouse-tickets", "'on sale now', then prices, concessions and where", [
        n("tickets for the lighthouse play are on sale now", "2026-09-01"),
        n("lighthouse play tickets: £12, £8 concessions, under-12s free, from Harlow's Books on "
          "the high street or TicketSource", "2026-09-03"),
    ], [(m(r"£ ?8", "concessions?"), "How much are concession tickets for the lighthouse play?"),
        (m("harlow"), "Where can people buy lighthouse play tickets in person?")],
        dream=True),

    det("det-embo-talk", "'presenting at the EMBO workshop', then city, date and slot", [
        n("Ade is presenting at the EMBO workshop in September", "2026-06-22"),
        n("Ade's EMBO talk: Heidelberg, 22 Sept, 15 min slot + a poster", "2026-07-06"),
    ], [(m("heidelberg"), "Where is the EMBO workshop Ade is presenting at?"),
        (m(r"15 ?min(?:ute)?s?"), "How long is Ade's EMBO talk?")]),
]
