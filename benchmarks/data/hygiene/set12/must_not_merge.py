"""must_not_merge: the same sentence shape with one identifier changed - a firmware version
(4.2 / 4.20), surgery numbers (3 / 13), three dated cancellations of one sailing, two players
called Sam, van plates YK19 RFA / YK19 RAF, two branches of one agency, two tickets about
one address, museum accession numbers (1987.114 / 1987.141, weeks apart), a negated twin
(Group A may / Group B may not) - and three pairs where the later note really replaces the
earlier one ("stood down ... elected in her place", "has vacated ...; ... now stored at",
"Since the phone system upgrade ... is").

`distinct`: each fact keeps its own live memory, in the top 3 for its question.
`supersede`: the newer answers first, the older is closed, on disk and found with
--include-superseded.
"""

from .common import DREAM, MNM, case, consolidate, distinct, f, m, n, supersede


def mnm(cid, title, notes, facts, arrange=DREAM):
    return case(cid, MNM, title, [*notes, arrange], [distinct(*facts)], expect="distinct")


def apart(cid, title, notes, facts):
    """Each note in its own batch, a dream after each."""
    steps = []
    for note in notes:
        steps += [note, DREAM]
    return case(cid, MNM, title, steps, [distinct(*facts)], expect="distinct")


def mnm_sup(cid, title, notes, new, old, arrange=DREAM):
    return case(cid, MNM, title, [*notes, arrange], [supersede(new, old)], expect="supersede")


CASES = [
    mnm("mnm-drone-firmware", "firmware 4.2 vs 4.20, two height limits", [
        n("Aerolens drones still on firmware 4.2 must not fly above 100 metres.",
          "2026-05-11"),
        n("Aerolens drones on firmware 4.20 may fly up to 120 metres.", "2026-05-11"),
    ], [f(m(r"4\.2", "100"), "How high may an Aerolens drone on firmware 4.2 fly?"),
        f(m(r"4\.20", "120"), "How high may an Aerolens drone on firmware 4.20 fly?")]),

    mnm("mnm-dental-surgeries", "surgery 3 vs surgery 13, one machine each", [
        n("At Brightsmile Dental, surgery 3 has the intraoral scanner.", "2026-02-09"),
        n("At Brightsmile Dental, surgery 13 has the panoramic X-ray machine.", "2026-02-09"),
    ], [f(m("surgery 3", "scanner"), "Which Brightsmile surgery has the intraoral scanner?"),
        f(m("surgery 13", ["x-ray", "panoramic"]),
          "Which Brightsmile surgery has the panoramic X-ray machine?")]),

    apart("mnm-sailing-cancellations", "'On <date> the 07:40 sailing was cancelled because', "
          "3 / 13 / 30 March", [
        n("On 3 March the 07:40 Kilbrannan sailing was cancelled because of a northerly gale.",
          "2026-03-03"),
        n("On 13 March the 07:40 Kilbrannan sailing was cancelled because the linkspan ramp "
          "jammed.", "2026-03-13"),
        n("On 30 March the 07:40 Kilbrannan sailing was cancelled because two deckhands were "
          "off sick.", "2026-03-30"),
    ], [f(m(["3 march", r"march 3(?:rd)?", "2026-03-03"], "gale"),
          "Why was the 07:40 Kilbrannan sailing cancelled on 3 March?"),
        f(m(["13 march", r"march 13(?:th)?", "2026-03-13"], "linkspan"),
          "Why was the 07:40 Kilbrannan sailing cancelled on 13 March?"),
        f(m(["30 march", r"march 30(?:th)?", "2026-03-30"], ["deckhands?", "sick"]),
          "Why was the 07:40 Kilbrannan sailing cancelled on 30 March?")]),

    mnm("mnm-two-sams", "two players called Sam, numbers 17 / 71", [
        n("Sam Kowalczyk plays left wing for the Tynebridge Huskies and wears number 17.",
          "2026-10-05"),
        n("Sam Adeyemi plays in goal for the Tynebridge Huskies and wears number 71.",
          "2026-10-05"),
    ], [f(m("kowalczyk", "17"), "What number does Sam Kowalczyk wear?"),
        f(m("adeyemi", "goal"), "Which position does Sam Adeyemi play?")]),

    mnm("mnm-van-plates", "YK19 RFA vs YK19 RAF, refrigerated vs dry goods", [
        n("Eastmoor Food Bank's refrigerated van has the registration YK19 RFA.", "2026-03-09"),
        n("Eastmoor Food Bank's dry-goods van has the registration YK19 RAF.", "2026-03-09"),
    ], [f(m("refrigerated", "yk19 rfa"),
          "What is the registration of Eastmoor Food Bank's refrigerated van?"),
        f(m("dry-goods", "yk19 raf"),
          "What is the registration of Eastmoor Food Bank's dry-goods van?")],
        arrange=consolidate(0.8)),

    mnm("mnm-agency-branches", "Leeds vs Lisbon office, manager and closing time", [
        n("Polyglot Bridge's Leeds office is run by Gwen Harker and closes at 17:30.",
          "2026-01-19"),
        n("Polyglot Bridge's Lisbon office is run by Duarte Melo and closes at 18:30.",
          "2026-01-19"),
    ], [f(m("leeds", "harker"), "Who runs Polyglot Bridge's Leeds office?"),
        f(m("lisbon", "melo"), "Who runs Polyglot Bridge's Lisbon office?")]),

    mnm("mnm-solar-tickets", "SH-3306 vs SH-3360, one address, two faults", [
        n("Ticket SH-3306: the inverter at 14 Pemberton Road shows error 408 after sunset; an "
          "engineer visits on Thursday.", "2026-06-15"),
        n("Ticket SH-3360: the battery at 14 Pemberton Road will not charge above 80%; we are "
          "waiting for a replacement BMS.", "2026-06-16"),
    ], [f(m("sh-3306", "error 408"), "What fault is ticket SH-3306 about?"),
        f(m("sh-3360", "bms"), "What is ticket SH-3360 waiting for?")]),

    apart("mnm-accessions", "accession 1987.114 vs 1987.141, five weeks apart", [
        n("Accession 1987.114 at the Harrowgate Museum is a set of whaling logbooks kept in "
          "bay 4.", "2026-02-02"),
        n("Accession 1987.141 at the Harrowgate Museum is a box of suffragette pamphlets kept "
          "in bay 9.", "2026-03-09"),
    ], [f(m(r"1987\.114", "whaling"), "What is accession 1987.114 at the Harrowgate Museum?"),
        f(m(r"1987\.141", "suffragette"),
          "What is accession 1987.141 at the Harrowgate Museum?")]),

    mnm("mnm-trip-phones", "Group A may vs Group B may not keep phones", [
        n("On the Chester Zoo trip, pupils in Group A may keep their phones.", "2026-06-08"),
        n("On the Chester Zoo trip, pupils in Group B may not keep their phones.",
          "2026-06-08"),
    ], [f(m("group a", "phones?"), "Can Group A pupils keep their phones on the Chester Zoo trip?"),
        f(m("group b", "phones?"),
          "Can Group B pupils keep their phones on the Chester Zoo trip?")]),

    # ---- the later note really replaces the earlier one
    mnm_sup("mnm-sup-chair-stood-down", "'stood down as chair ... elected in her place'", [
        n("Hana Ruiz chairs the Larkrise beekeepers' group.", "2026-01-12"),
        n("Hana Ruiz stood down as chair of the Larkrise beekeepers at the AGM, and Tobiah "
          "Green was elected in her place.", "2026-04-13"),
    ], f(m("tobiah"), "Who chairs the Larkrise beekeepers' group?"),
        m("hana", r"chairs?", none=["stood down", "in her place", "former", "previously",
                                    "used to"])),

    mnm_sup("mnm-sup-storage-vacated", "'has vacated ...; all stock is now stored at'", [
        n("Eastmoor Food Bank stores its stock in the church hall on Kirk Lane.", "2026-02-16"),
        n("Eastmoor Food Bank has vacated the Kirk Lane church hall; all stock is now stored "
          "at Unit 6 on the Marsh Industrial Estate.", "2026-05-04"),
    ], f(m("unit 6"), "Where does Eastmoor Food Bank store its stock?"),
        m("kirk lane", none=["vacated", "moved out", "left", "former", "previously",
                             "used to", "no longer"])),

    mnm_sup("mnm-sup-emergency-line", "'Since the phone system upgrade ... is' a new number", [
        n("Brightsmile Dental's out-of-hours emergency line is 01632 960114.", "2026-01-05"),
        n("Since the phone system upgrade, Brightsmile Dental's out-of-hours emergency line is "
          "01632 960882.", "2026-03-09"),
    ], f(m(r"960 ?882"), "What is Brightsmile Dental's out-of-hours emergency line?"),
        m(r"960 ?114")),
]
