"""detail_added (h10): a later note restates a fact - in the same words, in other words
("kidney diet" / "renal kibble", "code-signed" / "signed with the EV certificate"), or as a
SHORTER restatement after a fuller one (resus trolley, wholesale terms) - and adds details.

Pass: the original fact and every added detail are live and in the top 3 for their own
questions, and no live text is garbled. Half the cases dream afterwards.
"""

from .common import DET, DREAM, NOT_GARBLED, case, clean, findable, m, n


def det(cid, title, notes, facts, dream=False):
    steps = [*notes, *([DREAM] if dream else [])]
    checks = [*[findable(clean(fm), fq) for fm, fq in facts], NOT_GARBLED]
    return case(cid, DET, title, steps, checks, expect="keep details")


CASES = [
    det("h10-det-smoked-porter", "strength, schedule and maltster added", [
        n("Ironbridge Brewery brews a smoked porter.", "2026-02-02"),
        n("Ironbridge's smoked porter is 6.2% ABV, is brewed every six weeks, and uses "
          "beechwood-smoked malt from Kessler Maltings.", "2026-02-23"),
    ], [(m("smoked porter"), "Does Ironbridge brew a smoked porter?"),
        (m(r"6\.2 ?%"), "How strong is Ironbridge's smoked porter?"),
        (m(["every six weeks", "every 6 weeks"]), "How often is Ironbridge's smoked porter "
         "brewed?"),
        (m("kessler"), "Where does the malt for Ironbridge's smoked porter come from?")],
        dream=True),

    det("h10-det-beagle-diet", "restated in other words: kidney diet / renal kibble", [
        n("Tansy, the Pennocks' beagle, is on a kidney diet.", "2026-03-02"),
        n("Tansy the beagle eats renal kibble from Fernbank twice a day, and her bloods are "
          "rechecked every three months.", "2026-03-30"),
    ], [(m("tansy", ["kidney", "renal"]), "What diet is Tansy the beagle on?"),
        (m("twice a day"), "How often is Tansy fed?"),
        (m("bloods", ["every three months", "every 3 months"]),
         "How often are Tansy's bloods rechecked?")]),

    det("h10-det-club-rib", "outboard, fuel and sign-out rule added", [
        n("The Curlew Sailing Club's RIB is called Tern.", "2026-04-06"),
        n("Tern, the club RIB, has a 40 hp outboard, is fuelled from the red jerrycans in the "
          "boathouse, and must be signed out in the boat book.", "2026-04-27"),
    ], [(m("tern", "rib"), "What is the Curlew Sailing Club's RIB called?"),
        (m(r"40 ?hp"), "How powerful is the club RIB's outboard?"),
        (m("jerrycans"), "Where is the fuel for the club RIB?"),
        (m("boat book"), "How do I sign out the club RIB?")], dream=True),

    det("h10-det-first-day", "fronted 'On day one', badge and setup session added", [
        n("New starters at Quillon get a laptop on their first day.", "2026-01-12"),
        n("On day one every Quillon new starter picks up a laptop and a security badge from "
          "reception, and IT runs a 30-minute setup session at 11:00.", "2026-02-02"),
    ], [(m("laptop"), "What do new starters at Quillon get on their first day?"),
        (m("security badge"), "Where do Quillon new starters get their security badge?"),
        (m("setup session", "11:00"), "When is the IT setup session for new starters?")]),

    det("h10-det-seed-library", "location, season and return rule added", [
        n("Calderwood Library runs a seed library.", "2026-02-16"),
        n("Calderwood's seed library sits in the children's corner, is open from March to "
          "June, and asks borrowers to bring back seeds from their harvest.", "2026-03-09"),
    ], [(m("seed library"), "Does Calderwood Library have a seed library?"),
        (m("children's corner"), "Where is Calderwood's seed library?"),
        (m("march to june"), "When is Calderwood's seed library open?"),
        (m("harvest"), "What does the seed library ask borrowers to bring back?")], dream=True),

    det("h10-det-aurora-camera", "passive restatement: image size and eclipse rule added", [
        n("Aurora-2 carries a multispectral camera.", "2026-05-04"),
        n("The multispectral camera on Aurora-2 produces 12 MB images and is switched off "
          "during eclipse to save power.", "2026-05-25"),
    ], [(m("aurora-2", "multispectral"), "What camera does Aurora-2 carry?"),
        (m(r"12 ?mb"), "How big are the images from Aurora-2's camera?"),
        (m("eclipse"), "When is Aurora-2's camera switched off?")]),

    det("h10-det-signing-cert", "restated in other words: certificate, key and renewal", [
        n("Emberfall builds are code-signed before release.", "2026-06-01"),
        n("Release builds of Emberfall are signed with the studio's EV certificate, which lives "
          "on a YubiKey in the office safe and renews every August.", "2026-06-22"),
    ], [(m("emberfall", ["signed", "code-signed"]), "Are Emberfall builds signed before "
         "release?"),
        (m("ev certificate"), "What kind of certificate signs Emberfall builds?"),
        (m("yubikey"), "Where is Emberfall's signing certificate kept?"),
        (m("august"), "When does Emberfall's signing certificate renew?")], dream=True),

    det("h10-det-dq-check", "tool, threshold and pager added", [
        n("The churn-model pipeline has a data-quality check.", "2026-07-06"),
        n("The churn-model pipeline's data-quality check, written with Great Expectations, "
          "stops the run if more than 2% of rows are null and pages the on-call analyst.",
          "2026-07-20"),
    ], [(m("churn", "data-quality"), "Does the churn-model pipeline have a data-quality check?"),
        (m("great expectations"), "What is the churn-model data-quality check written with?"),
        (m(r"2 ?%"), "What share of null rows stops the churn-model run?"),
        (m("on-call analyst"), "Who is paged when the churn-model data-quality check fails?")]),

    # ---- a SHORTER restatement later: it must not close the fuller memory
    det("h10-det-resus-shorter-later", "shorter restatement seven weeks later", [
        n("Ward 6B's resuscitation trolley is checked every morning by the day charge nurse, "
          "the defib pads on it expire in November, and the checklist lives in the blue "
          "folder.", "2026-03-02"),
        n("Ward 6B's resus trolley gets checked every morning.", "2026-04-20"),
    ], [(m(["resuscitation trolley", "resus trolley"], "every morning"),
         "How often is Ward 6B's resuscitation trolley checked?"),
        (m("defib pads", "november"), "When do the defib pads on Ward 6B's trolley expire?"),
        (m("blue folder"), "Where is the checklist for Ward 6B's resus trolley?")], dream=True),

    det("h10-det-wholesale-shorter-later", "terse shorter restatement two months later", [
        n("Crumb & Crust's wholesale customers pay on 14-day terms, get their deliveries before "
          "7 am, and order through the Breadline portal.", "2026-05-11"),
        n("Crumb & Crust wholesale: 14-day terms.", "2026-07-13"),
    ], [(m(["14-day", r"14 ?days?"]), "What payment terms do Crumb & Crust's wholesale customers "
         "get?"),
        (m(r"7 ?am"), "When do Crumb & Crust's wholesale deliveries arrive?"),
        (m("breadline"), "How do wholesale customers order from Crumb & Crust?")]),
]
