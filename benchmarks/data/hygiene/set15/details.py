"""detail_added: a later note restates a fact and adds detail (brewery tours, the home
printer, the PTA uniform sale, the community garden's compost bays) - or, the other way
round, a SHORTER restatement arrives after a fuller one (an orthodontist, an office VPN),
which must not close the fuller memory or lose what only it said.

Pass: the original fact and every added detail are live and in the top 3 for their own
questions, and no live text is garbled. Half the cases dream afterwards.
"""

from .common import DET, DREAM, NOT_GARBLED, case, clean, findable, m, n


def det(cid, title, notes, facts, dream=False):
    steps = [*notes, *([DREAM] if dream else [])]
    checks = [*[findable(clean(fm), fq) for fm, fq in facts], NOT_GARBLED]
    return case(cid, DET, title, steps, checks, expect="keep details")


CASES = [
    # ---- a fuller restatement later
    det("det-brewery-tours", "start time, length and tasters added", [
        n("Kiln Yard Brewery runs tours on Saturdays.", "2026-04-06"),
        n("Kiln Yard's Saturday brewery tours start at 2 pm, last about an hour and include "
          "three tasters.", "2026-04-20"),
    ], [(m("kiln yard", r"saturdays?", r"tours?"), "When does Kiln Yard run brewery tours?"),
        (m(r"2 ?pm"), "What time do the Kiln Yard brewery tours start?"),
        (m("an hour"), "How long is a Kiln Yard brewery tour?"),
        (m(["three tasters", "3 tasters"]), "How many tasters come with a Kiln Yard tour?")],
        dream=True),

    det("det-home-printer", "model, fixed IP and scan target added", [
        n("There's a laser printer on the home network.", "2026-02-02"),
        n("The home network's laser printer is an HP LaserJet M234, has a fixed IP of "
          "192.168.1.60 and scans straight to the NAS.", "2026-02-16"),
    ], [(m("laser printer"), "Is there a printer on the home network?"),
        (m("m234"), "Which model is the home printer?"),
        (m(r"192\.168\.1\.60"), "What is the home printer's IP address?"),
        (m("scans", "nas"), "Where does the home printer send its scans?")]),

    det("det-uniform-sale", "place, timing, price and cause added", [
        n("The Ashcombe PTA runs a second-hand uniform sale.", "2026-09-07"),
        n("The PTA's second-hand uniform sale is in the school hall after pick-up on the "
          "first Friday of each half-term; everything is £2 and the money goes to the "
          "library fund.", "2026-09-21"),
    ], [(m("second-hand uniform"), "Does the Ashcombe PTA sell second-hand uniform?"),
        (m("first friday"), "When is the PTA's second-hand uniform sale?"),
        (m(r"£ ?2"), "How much does second-hand uniform cost at the PTA sale?"),
        (m("library fund"), "Where does the money from the uniform sale go?")], dream=True),

    det("det-compost-bays", "restated in other words: what each bay is for", [
        n("Fernhill has three compost bays.", "2026-05-04"),
        n("At Fernhill the left compost bay takes fresh green waste, the middle one is being "
          "turned and the right one is ready to use; no cooked food goes in any of them.",
          "2026-05-18"),
    ], [(m(["three compost bays", "3 compost bays"]), "How many compost bays does Fernhill have?"),
        (m("left", "green waste"), "Which compost bay at Fernhill takes fresh green waste?"),
        (m("right", "ready to use"), "Which compost bay at Fernhill is ready to use?"),
        (m("cooked food"), "Can cooked food go in the Fernhill compost?")]),

    # ---- a shorter restatement later: the fuller memory must survive
    det("det-brace-shorter-later", "shorter restatement ten weeks later", [
        n("Maisie's orthodontist is Dr. Marchetti at Bridge Street Orthodontics; her brace is "
          "checked every six weeks and she has to wear the elastics at night.", "2026-01-19"),
        n("Maisie sees Dr. Marchetti for her brace.", "2026-03-30"),
    ], [(m("marchetti"), "Who is Maisie's orthodontist?"),
        (m("bridge street"), "Which practice does Maisie go to for her brace?"),
        (m(["six weeks", r"6 ?weeks"]), "How often is Maisie's brace checked?"),
        (m("elastics", "night"), "When does Maisie have to wear her elastics?")], dream=True),

    det("det-vpn-shorter-later", "shorter restatement eleven weeks later", [
        n("Pryce & Hale's office VPN is WireGuard; Tamsin in IT issues the configs, and it has "
          "to be reconnected after every Windows update.", "2026-02-16"),
        n("Pryce & Hale staff use WireGuard for the VPN.", "2026-05-04"),
    ], [(m("wireguard"), "Which VPN does Pryce & Hale use?"),
        (m("tamsin"), "Who issues the Pryce & Hale VPN configs?"),
        (m(r"reconnect(?:ed)?", "windows update"),
         "What has to be done to the Pryce & Hale VPN after a Windows update?")]),
]
