"""must_not_merge (part 1): the same sentence shape with a different person, identifier or
date: two patients with one surname on different recall intervals, VLAN 10 / VLAN 100,
orders #10482 / #10428 with the same fault and a different remedy, three dated checkout
outages weeks apart (a dream after each), PHP 8.3 on staging / 8.1 on production, beds 7 /
17 at a community garden.

Expected `distinct`: after curate and dream (one case: consolidate) each fact keeps its own
live memory that does not also state the others, in the top 3 for its own question.
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


SIX = ["six-month", "6-month", r"six months?", r"6 ?months?"]
TWELVE = ["twelve-month", "12-month", r"twelve months?", r"12 ?months?", "yearly", "annual"]

CASES = [
    mnm("mnm-haddad-recalls", "wife and husband, one surname, six- vs twelve-month recall", [
        n("At Kestrel Dental, Leila Haddad is on a six-month recall.", "2026-03-09"),
        n("At Kestrel Dental, Sami Haddad is on a twelve-month recall.", "2026-03-09"),
    ], [f(m("leila", SIX), "How often is Leila Haddad recalled at Kestrel Dental?"),
        f(m("sami", TWELVE), "How often is Sami Haddad recalled at Kestrel Dental?")]),

    mnm("mnm-home-vlans", "VLAN 10 cameras vs VLAN 100 guests", [
        n("VLAN 10 on the home network is for the security cameras.", "2026-02-02"),
        n("VLAN 100 on the home network is for guest devices.", "2026-02-02"),
    ], [f(m("vlan 10", "cameras"), "What is VLAN 10 used for on the home network?"),
        f(m("vlan 100", "guest"), "Which VLAN do guest devices use on the home network?")]),

    mnm("mnm-broken-pot-orders", "#10482 refunded vs #10428 replaced, same fault", [
        n("Loam & Leaf order #10482 arrived with a broken terracotta pot; we refunded it in "
          "full.", "2026-05-12"),
        n("Loam & Leaf order #10428 arrived with a broken terracotta pot; we sent a "
          "replacement.", "2026-05-13"),
    ], [f(m("10482", r"refund(?:ed)?"), "What did we do about Loam & Leaf order #10482?"),
        f(m("10428", "replacement"), "What did we do about Loam & Leaf order #10428?")]),

    apart("mnm-checkout-outages", "'On <date> the checkout went down because ...', three "
          "times, weeks apart", [
        n("On 4 March the Tidewater Tea checkout went down because the Stripe webhook secret "
          "had been rotated.", "2026-03-04"),
        n("On 18 March the Tidewater Tea checkout went down because the TLS certificate "
          "expired.", "2026-03-18"),
        n("On 29 April the Tidewater Tea checkout went down because a plugin update broke "
          "the basket page.", "2026-04-29"),
    ], [f(m(["4 march", r"march 4(?:th)?", "2026-03-04"], "webhook"),
          "Why did the Tidewater Tea checkout go down on 4 March?"),
        f(m(["18 march", r"march 18(?:th)?", "2026-03-18"], "certificate"),
          "Why did the Tidewater Tea checkout go down on 18 March?"),
        f(m(["29 april", r"april 29(?:th)?", "2026-04-29"], "plugin"),
          "Why did the Tidewater Tea checkout go down on 29 April?")]),

    mnm("mnm-php-versions", "staging PHP 8.3 vs production PHP 8.1 (consolidate)", [
        n("The Loam & Leaf staging server runs PHP 8.3.", "2026-06-08"),
        n("The Loam & Leaf production server is still on PHP 8.1.", "2026-06-08"),
    ], [f(m("staging", r"8\.3"), "Which PHP version does the Loam & Leaf staging server run?"),
        f(m("production", r"8\.1"),
          "Which PHP version does the Loam & Leaf production server run?")],
        arrange=consolidate(0.8)),

    mnm("mnm-garden-beds", "bed 7 vs bed 17, two growers", [
        n("Bed 7 at Fernhill Community Garden is Marguerite's; she grows broad beans.",
          "2026-04-20"),
        n("Bed 17 at Fernhill Community Garden is Desmond's; he grows garlic.", "2026-04-21"),
    ], [f(m("bed 7", "marguerite"), "Who has bed 7 at Fernhill Community Garden?"),
        f(m("bed 17", "desmond"), "Who has bed 17 at Fernhill Community Garden?")]),
]
