"""must_not_merge (part 1): near-identical notes that differ only in an identifier - invoices
INV-2041 / INV-2014 to the same client on the same day (amounts with swapped digits), two
family members on flights TP1329 / TP1392 to Porto on the same date (consolidate), web-eu-2
and web-eu-12 both short of disk, Android 3.1 and 3.10 crashes noted months apart, rooms
4B / 4D of one venue (one with a hearing loop, one without), and two dated 40-minute API
outages with different causes.

Expected `distinct`: after curate and dream (or consolidate) each fact keeps its own live
memory (one that does not also state the other) and is in the top 3 for its own question.
"""

from .common import DREAM, MNM, case, consolidate, distinct, f, m, n


def mnm(cid, title, notes, facts, arrange=DREAM):
    return case(cid, MNM, title, [*notes, arrange], [distinct(*facts)], expect="distinct")


def apart(cid, title, notes, facts):
    """Each note in its own batch, a dream after each (weeks apart)."""
    steps = []
    for note in notes:
        steps += [note, DREAM]
    return case(cid, MNM, title, steps, [distinct(*facts)], expect="distinct")


CASES = [
    mnm("mnm-invoices-2041-2014", "INV-2041 £1,140 vs INV-2014 £1,410, same client, same day", [
        n("INV-2041 to Pebble & Fern: £1,140 for the spring catalogue spot illustrations, sent "
          "2 March", "2026-03-02"),
        n("INV-2014 to Pebble & Fern: £1,410 for the winter catalogue spot illustrations, sent "
          "2 March", "2026-03-02"),
    ], [f(m("inv-2041", r"£ ?1,?140"), "How much is invoice INV-2041 for?"),
        f(m("inv-2014", r"£ ?1,?410"), "How much is invoice INV-2014 for?")]),

    mnm("mnm-porto-two-flights", "TP1329 from Gatwick vs TP1392 from Heathrow, same date "
        "(consolidate)", [
        n("Tunde flies to Porto on TP1329 from Gatwick, 3 July", "2026-05-11"),
        n("Bisi flies to Porto on TP1392 from Heathrow, 3 July", "2026-05-11"),
    ], [f(m("tunde", "tp1329", "gatwick"), "Which flight is Tunde taking to Porto?"),
        f(m("bisi", "tp1392", "heathrow"), "Which flight is Bisi on, and from where?")],
        arrange=consolidate()),

    mnm("mnm-web-eu-disk", "web-eu-2 /var/log vs web-eu-12 docker, both nearly full", [
        n("web-eu-2 is nearly out of disk, /var/log at 91%", "2026-04-20T08:05:00"),
        n("web-eu-12 nearly out of disk too - /var/lib/docker at 88%", "2026-04-20T08:07:00"),
    ], [f(m("web-eu-2", "var/log", r"91 ?%"), "What's filling the disk on web-eu-2?"),
        f(m("web-eu-12", "docker", r"88 ?%"), "What's filling the disk on web-eu-12?")]),

    apart("mnm-android-3-1-vs-3-10", "Android 3.1 vs 3.10 crashes, three months apart", [
        n("quillmate android 3.1 crashes on login for users with Samsung Pass turned on",
          "2026-02-11"),
        n("quillmate android 3.10 crashes when you share a PDF from the files tab",
          "2026-05-26"),
    ], [f(m(r"3\.1", "samsung pass"), "What's the crash in Quillmate Android 3.1?"),
        f(m(r"3\.10", "pdf"), "What crashes in Quillmate Android 3.10?")]),

    mnm("mnm-northbyte-rooms", "room 4B has a hearing loop, room 4D has none", [
        n("NorthByte venue: room 4B seats 120 and has a hearing loop", "2026-08-04"),
        n("NorthByte venue: room 4D seats 40, no hearing loop", "2026-08-04"),
    ], [f(m("4b", "120", "hearing loop", none=["no hearing loop"]),
          "Does room 4B at NorthByte have a hearing loop?"),
        f(m("4d", ["no hearing loop", "no loop", "without a hearing loop",
                   "(?:does not|doesn't) have a hearing loop"]),
          "Does room 4D have a hearing loop?")]),

    apart("mnm-api-outages", "'12 May' TLS cert vs '26 May' rate limiter, both 40 mins", [
        n("12 May: quillmate API down for 40 mins, cause was an expired TLS cert on the load "
          "balancer", "2026-05-12"),
        n("26 May: API down for 40 mins again, this time a bad deploy of the rate limiter",
          "2026-05-26"),
    ], [f(m(["12 may", r"may 12(?:th)?"], ["tls", "cert(?:ificate)?"]),
          "What caused the API outage on 12 May?"),
        f(m(["26 may", r"may 26(?:th)?"], "rate limiter"),
          "What caused the API outage on 26 May?")]),
]
