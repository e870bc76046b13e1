"""must_not_merge (part 2): three more `distinct` pairs - a negation (the house chips are not
gluten-free / the sweet potato fries are), two hosts whose names differ by a digit
(worker-3 runs recipe imports / worker-13 push notifications, an agent's summary), two yarn
SKUs one digit-swap apart (KW-ARAN-12 low / KW-ARAN-21 out of stock) - and three real
replacements (`supersede`): the Wayfarer Tern "came off her mooring for the winter" five
months after it was put on W14 (a dream after each), Pinwheel staging that "has moved to
Fly.io ... the Hetzner box is switched off" three months later, and a piano exam the board
"rescheduled ... to Thursday 18 June" (11 June not repeated, a dream after each).

`distinct`: each fact keeps its own live memory, in the top 3 for its question.
`supersede`: the newer answers first, no live memory still states the older, and the older is
closed but on disk and found with --include-superseded.
"""

from .common import DREAM, MNM, case, distinct, f, m, n, supersede


def mnm(cid, title, notes, facts, arrange=DREAM):
    return case(cid, MNM, title, [*notes, arrange], [distinct(*facts)], expect="distinct")


def sup(cid, title, notes, new, old, apart=False):
    steps = []
    if apart:
        for note in notes:
            steps += [note, DREAM]
    else:
        steps = [*notes, DREAM]
    return case(cid, MNM, title, steps, [supersede(new, old)], expect="supersede")


CASES = [
    mnm("mnm-chips-not-gluten-free", "negation: house chips not gluten-free / sweet potato fries "
        "gluten-free", [
        n("The house chips go in the same fryer as the battered fish, so they are not "
          "gluten-free.", "2026-03-03"),
        n("The sweet potato fries have their own fryer, so they are gluten-free.",
          "2026-03-03"),
    ], [f(m("house chips", "not gluten-free"), "Are the house chips gluten-free?"),
        f(m("sweet potato fries", "gluten-free", none=[r"not gluten-free"]),
          "Are the sweet potato fries gluten-free?")]),

    mnm("mnm-worker-3-vs-13", "hosts worker-3 (recipe imports) / worker-13 (push "
        "notifications), an agent's summary", [
        n("The user explained that Pinwheel's recipe-import queue runs on worker-3 and is "
          "drained every 15 minutes.", "2026-02-24T11:40:00"),
        n("The user explained that Pinwheel's push-notification queue runs on worker-13 and "
          "is drained every minute.", "2026-02-24T11:41:00"),
    ], [f(m("worker-3", ["recipe", "import"]), "Which worker runs the recipe-import queue?"),
        f(m("worker-13", ["push", "notification"]),
          "Which worker runs the push-notification queue?")]),

    mnm("mnm-sku-aran-12-21", "SKUs KW-ARAN-12 (4 left) / KW-ARAN-21 (out of stock)", [
        n("KW-ARAN-12 (Heather Aran, 100g) is running low - 4 left, reorder from Coldstream "
          "Spinners.", "2026-05-11"),
        n("KW-ARAN-21 (Storm Aran, 100g) is out of stock until the June dye batch.",
          "2026-05-11"),
    ], [f(m("kw-aran-12", ["4 left", "running low", "heather"]),
          "How many of KW-ARAN-12 are left?"),
        f(m("kw-aran-21", ["out of stock", "storm"]), "Is KW-ARAN-21 in stock?")]),

    sup("mnm-tern-off-mooring", "supersede: Tern off mooring W14 for the winter, five months "
        "later (a dream after each)", [
        n("Tern, our Wayfarer, is on swinging mooring W14 just below the clubhouse.",
          "2026-05-02"),
        n("Tern came off her mooring for the winter and is on her trailer in the dinghy park, "
          "space 31.", "2026-10-05"),
    ], f(m("dinghy park"), "Where is Tern kept?"),
        m("w14"), apart=True),

    sup("mnm-staging-moved-fly", "supersede: staging 'has moved to Fly.io', old host switched "
        "off, three months later", [
        n("Pinwheel staging runs on one Hetzner box at stg.pinwheel.app.", "2026-01-20"),
        n("Staging has moved to Fly.io at staging.pinwheel.app, and the Hetzner box has been "
          "switched off.", "2026-04-14"),
    ], f(m([r"fly\.io", r"staging\.pinwheel\.app"]), "Where does Pinwheel staging run?"),
        m(r"stg\.pinwheel\.app")),

    sup("mnm-piano-exam-rescheduled", "supersede: exam 'rescheduled ... to Thursday 18 June', "
        "old date not repeated (a dream after each)", [
        n("Maya's Grade 2 piano exam is on Thursday 11 June at 10:20, at the Guildhall "
          "exam centre.", "2026-03-23"),
        n("The exam board rescheduled Maya's Grade 2 piano exam to Thursday 18 June, same "
          "time and place.", "2026-04-27"),
    ], f(m([r"18 june?", r"june? 18(?:th)?", r"18th (?:of )?june?"]),
         "When is Maya's Grade 2 piano exam?"),
        m([r"11 june?", r"june? 11(?:th)?", r"11th (?:of )?june?"]), apart=True),
]
