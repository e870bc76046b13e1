"""must_not_merge (h10): two or three notes in one sentence shape that differ only in an
identifier - an engine version (3.1 / 3.10), a ticket (VET-221 / VET-212), a purchase order
(PO-3086 / PO-3068), a policy number, a host (ml-serve-04 / ml-serve-40), a plan name, a
recipe code, a ward, a dated event, a person - or in a negation. Some arrive weeks apart with
a dream after each. Expected `distinct`: each fact keeps its own live memory that does not
also state the other, in the top 3 for its own question.

Two pairs really replace one another (`supersede`): "the latest stable build is 0.8.2"
then "... is 0.8.12" six weeks later, and "From 1 March, visiting hours ... are".
"""

from .common import DREAM, HIST, MNM, case, consolidate, distinct, f, m, n, supersede


NOT = ["not", "doesn't", "does not", "cannot", "can't", "never"]
NEG = NOT


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
    mnm("h10-mnm-engine-versions", "Hallow engine 3.1 (PC) vs 3.10 (console)", [
        n("The Emberfall PC build is compiled against Hallow engine 3.1.", "2026-03-02"),
        n("The Emberfall console build is compiled against Hallow engine 3.10.", "2026-03-02"),
    ], [f(m("pc build", r"3\.1"), "Which Hallow engine version does the Emberfall PC build use?"),
        f(m("console build", r"3\.10"),
          "Which Hallow engine version does the Emberfall console build use?")]),

    mnm("h10-mnm-vet-tickets", "VET-221 vs VET-212, same feature, other symptom", [
        n("Ticket VET-221: Fernbank's appointment reminder texts go out twice; Colin is looking "
          "into it.", "2026-04-07"),
        n("Ticket VET-212: Fernbank's appointment reminder texts are never sent for weekend "
          "bookings; fixed in the March release.", "2026-04-08"),
    ], [f(m("vet-221", "twice"), "What is ticket VET-221 about?"),
        f(m("vet-212", "weekend"), "Which ticket covers reminder texts for weekend bookings?")]),

    apart("h10-mnm-lost-passes", "'On <date> the pass ... was lost because', three weeks", [
        n("On 2 April the Aurora-2 pass over Skerry Point was lost because the antenna rotator "
          "stalled.", "2026-04-02"),
        n("On 9 April the Aurora-2 pass over Skerry Point was lost because the pass schedule "
          "used stale orbit data.", "2026-04-09"),
        n("On 23 April the Aurora-2 pass over Skerry Point was lost because snow had built up "
          "on the dish.", "2026-04-23"),
    ], [f(m(["2 april", r"april 2(?:nd)?", "2026-04-02"], "rotator"),
          "Why was the Aurora-2 pass over Skerry Point lost on 2 April?"),
        f(m(["9 april", r"april 9(?:th)?", "2026-04-09"], "orbit data"),
          "Why was the Aurora-2 pass over Skerry Point lost on 9 April?"),
        f(m(["23 april", r"april 23(?:rd)?", "2026-04-23"], "snow"),
          "Why was the Aurora-2 pass over Skerry Point lost on 23 April?")]),

    mnm("h10-mnm-serving-hosts", "ml-serve-04 vs ml-serve-40", [
        n("The churn model is served from host ml-serve-04.", "2026-05-11"),
        n("The fraud model is served from host ml-serve-40.", "2026-05-11"),
    ], [f(m("churn", "ml-serve-04"), "Which host serves the churn model?"),
        f(m("fraud", "ml-serve-40"), "Which host serves the fraud model?")]),

    mnm("h10-mnm-health-plans", "Bronze vs Silver plan, £400 vs £800", [
        n("On Quillon's Bronze health plan, dental cover is capped at £400 a year.",
          "2026-01-19"),
        n("On Quillon's Silver health plan, dental cover is capped at £800 a year.",
          "2026-01-19"),
    ], [f(m("bronze", r"£ ?400"), "How much dental cover does the Bronze health plan give?"),
        f(m("silver", r"£ ?800"), "How much dental cover does the Silver health plan give?")],
        arrange=consolidate(0.8)),

    mnm("h10-mnm-ward-flowers", "Ward 4A lets vs Ward 4C does not let", [
        n("Ward 4A lets visitors bring in fresh flowers.", "2026-02-23"),
        n("Ward 4C does not let visitors bring in fresh flowers.", "2026-02-23"),
    ], [f(m("4a", "flowers", none=NEG), "Can visitors bring flowers to Ward 4A?"),
        f(m("4c", "flowers", NOT), "Can visitors bring flowers to Ward 4C?")]),

    mnm("h10-mnm-choir-readers", "two tenors, one reads music, one doesn't", [
        n("In the Larkhill Singers, Oskar sings tenor and reads music.", "2026-10-05"),
        n("In the Larkhill Singers, Matteo sings tenor but doesn't read music.", "2026-10-05"),
    ], [f(m("oskar", "reads music", none=NEG), "Does Oskar in the Larkhill Singers read music?"),
        f(m("matteo", "music", NOT), "Does Matteo in the Larkhill Singers read music?")]),

    mnm("h10-mnm-dinghy-courses", "adult course 6 May vs junior course 16 May", [
        n("The Curlew Sailing Club's adult dinghy course starts on 6 May.", "2026-03-30"),
        n("The Curlew Sailing Club's junior dinghy course starts on 16 May.", "2026-03-30"),
    ], [f(m("adult", ["6 may", r"may 6(?:th)?"]), "When does the adult dinghy course start?"),
        f(m("junior", ["16 may", r"may 16(?:th)?"]),
          "When does the junior dinghy course start?")]),

    apart("h10-mnm-purchase-orders", "PO-3086 vs PO-3068, three weeks apart", [
        n("Purchase order PO-3086 to Ashcombe Organic is for 40 sacks of rye flour.",
          "2026-06-01"),
        n("Purchase order PO-3068 to Ashcombe Organic is for 40 sacks of spelt flour.",
          "2026-06-22"),
    ], [f(m("po-3086", "rye"), "What is purchase order PO-3086 for?"),
        f(m("po-3068", "spelt"), "Which purchase order is for spelt flour?")]),

    mnm("h10-mnm-insurance-policies", "caravan CV-55012 vs car CV-55021", [
        n("The Pennocks' caravan insurance is with Northway, policy CV-55012.", "2026-03-09"),
        n("The Pennocks' car insurance is with Northway, policy CV-55021.", "2026-03-09"),
    ], [f(m("caravan", "cv-55012"), "What is the policy number of the Pennocks' caravan "
          "insurance?"),
        f(m("car insurance", "cv-55021"), "What is the policy number of the Pennocks' car "
          "insurance?")]),

    mnm("h10-mnm-mash-recipes", "R-17 stout vs R-71 pilsner", [
        n("Recipe R-17 (the oatmeal stout) is mashed at 67 °C.", "2026-07-20"),
        n("Recipe R-71 (the pilsner) is mashed at 64 °C.", "2026-07-20"),
    ], [f(m("r-17", "stout"), "What temperature is recipe R-17 mashed at?"),
        f(m("r-71", "pilsner"), "What temperature is recipe R-71 mashed at?")],
        arrange=consolidate(0.8)),

    apart("h10-mnm-coop-skills", "two volunteers, two skills, a month apart", [
        n("At the Chainring co-op, Efe is the one trained to true wheels.", "2026-05-04"),
        n("At the Chainring co-op, Ruairi is the one trained to bleed hydraulic brakes.",
          "2026-06-08"),
    ], [f(m("efe", "wheels"), "Who at Chainring can true a wheel?"),
        f(m("ruairi", "brakes"), "Who at Chainring can bleed hydraulic brakes?")]),

    # ---- a real replacement
    mnm_sup("h10-mnm-sup-latest-build", "'latest stable build' 0.8.2 then 0.8.12", [
        n("The latest stable build of Emberfall is 0.8.2.", "2026-04-06"),
        n("The latest stable build of Emberfall is 0.8.12.", "2026-05-18"),
    ], f(m("emberfall", r"0\.8\.12"), "What is the latest stable build of Emberfall?"),
        m("emberfall", r"0\.8\.2", none=HIST)),

    mnm_sup("h10-mnm-sup-visiting-hours", "'From 1 March, visiting hours ... are'", [
        n("Visiting hours on Ward 6B are 14:00-20:00.", "2026-01-12"),
        n("From 1 March, visiting hours on Ward 6B are 11:00-20:00.", "2026-03-01"),
    ], f(m("6b", "11:00"), "What are the visiting hours on Ward 6B?"),
        m("6b", "14:00", none=HIST)),
]
