"""must_not_merge (part 2): three pairs where the later note really replaces the earlier
one (`supersede`: the newer is the first answer, the older is closed, kept on disk and found
with --include-superseded): a record-keeping platform changed "from this winter ... rather
than", a studio "has relocated to", a guest list "is down to ... after ...".
"""

from .common import DREAM, HIST, MNM, case, f, m, n, supersede


def mnm_sup(cid, title, notes, new, old, arrange=DREAM):
    return case(cid, MNM, title, [*notes, arrange], [supersede(new, old)], expect="supersede")


CASES = [
    mnm_sup("mnm-sup-birdcount-platform", "'From this winter ... into eBird rather than "
            "BirdTrack'", [
        n("Fenmarsh bird count records are entered into BirdTrack.", "2026-01-12"),
        n("From this winter the Fenmarsh bird count records go into eBird rather than "
          "BirdTrack.", "2026-11-02"),
    ], f(m("ebird"), "Where are the Fenmarsh bird count records entered?"),
        m("birdtrack", none=["rather than", "from birdtrack", *HIST])),

    mnm_sup("mnm-sup-studio-relocated", "'has relocated its studio to'", [
        n("Harbour FM's studio is at 12 Quay Street.", "2026-01-19"),
        n("Harbour FM has relocated its studio to Unit 4, Marina Point.", "2026-06-08"),
    ], f(m("marina point"), "Where is Harbour FM's studio?"),
        m("quay street", none=[r"from (?:12 )?quay street", *HIST])),

    mnm_sup("mnm-sup-guest-list", "'is down to 95 after the second round of cuts'", [
        n("The Okafor–Lindqvist wedding has 120 guests on the list.", "2026-02-16"),
        n("The Okafor–Lindqvist guest list is down to 95 after the second round of cuts.",
          "2026-05-18"),
    ], f(m("95"), "How many guests are on the Okafor-Lindqvist wedding list?"),
        m("120 guests", none=["from 120", *HIST])),
]
