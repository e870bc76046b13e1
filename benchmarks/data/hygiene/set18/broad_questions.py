"""broad_question: two homes of 21 short notes - a small architecture practice's office notes
(decisions told as "Decided:", "we chose", "Agreed at", "went with", "settled on",
"Decision:"; problems that recur: "jams every time", "again and again", "Every winter",
"whenever", "keep failing") and a smallholding's notes (procedures told as "To shut up ...",
"Before milking ...", "After every kidding ...", "When a new bale ...", "Each Sunday ...";
the animals' health troubles). Each question should bring back many of the relevant notes in
its top 10: decisions, and recurring problems after a dream; procedures, and the animals'
health problems after a dream.

Pass: at least 60% of the listed phrases (each names exactly one note of its home:
common.phrase_once) are found in the top 10 for the question.
"""

from .common import BQ, DREAM, broad, case, dated, phrase_once

PRACTICE = dated([
    "Decided: all new projects are drawn in Revit from stage 2 onwards, no more AutoCAD for "
    "layouts.",
    "we chose Kerr Dunmore Associates as our default structural engineers",
    "Agreed at the partners' lunch: Friday afternoons stay free of client calls.",
    "The practice went with Egnyte over Dropbox for project files.",
    "We settled on a fixed fee for residential extensions rather than a percentage.",
    "Decision: every drawing issue gets a second check by someone not on the project.",
    "The plotter jams every time someone loads the heavy 120gsm roll.",
    "The VPN drops out again and again when people work from home on a Monday.",
    "Every winter the studio's north windows stream with condensation and the sills go mouldy.",
    "Revit crashes whenever two people sync the Quayside model at the same time.",
    "Uploads to the planning portal keep failing for PDFs over 20MB.",
    "Jo Fenwick and Marcus Hale are the two partners.",
    "Aisha is the part-time practice manager.",
    "Our office is on the second floor of 12 Mill Street.",
    "Orchard Lane is a barn conversion for the Whitlock family.",
    "The Quayside library extension is our biggest job this year.",
    "St Mary's school hall refurbishment goes on site in August.",
    "Drawings are numbered by project code, then discipline, then sheet.",
    "Timesheets are due by 5pm every Friday.",
    "The office kitchen is cleaned on a rota pinned by the sink.",
    "Client invoices go out on the last working day of the month.",
], "2026-01-26", every_days=3)

SMALLHOLDING = dated([
    "To shut up the hens at night: count them in, close the pop hole, then check the latch on "
    "the run.",
    "Before milking, wipe each udder with a warm cloth and strip the first squirts into the "
    "strip cup.",
    "After every kidding, dip the kid's navel in iodine and make sure it suckles within the "
    "hour.",
    "When a new bale of hay is opened, check it for mould before it goes in the rack.",
    "Each Sunday the goat shed is mucked out and fresh straw put down.",
    "If the water trough freezes, break the ice and top it up from the yard tap.",
    "Clover had mastitis on her left side in February; the vet gave us tubes for it.",
    "Juniper is lame on her back right foot - the vet thinks it's scald.",
    "Two of the hens have scaly leg mite; their legs get Vaseline twice a week.",
    "Nettle's buckling had a bout of coccidiosis at three weeks old.",
    "Dumpling the pig got sunburn on her ears last summer, so she needs suncream in hot weather.",
    "The goats are Clover, Juniper, Nutmeg and Nettle, plus three kids.",
    "Hay comes from Pritchard's farm, £5 a small bale.",
    "Goat mix comes from Castle Mill Feeds in 20kg bags.",
    "Eggs sell at the gate from an honesty box.",
    "The smallholding is three acres, split into four paddocks.",
    "Hollins Vets are our farm vets.",
    "The electric fence energiser is checked on Mondays.",
    "Dumpling is a Gloucester Old Spot.",
    "The medicines book lives on the shelf in the feed room.",
    "The neighbours' collie is not allowed in the goat paddock.",
], "2026-02-02", every_days=2)


def bq(cid, title, home, q, phrases, dream=False):
    steps = [*home, *([DREAM] if dream else [])]
    return case(cid, BQ, title, steps, [broad(q, phrase_once(home, phrases))],
                expect="broad", background=False)


CASES = [
    bq("bq-practice-decisions", "architecture practice: every decision, told six ways",
       PRACTICE, "What decisions has the practice made?",
       ["revit from stage 2", "kerr dunmore", "friday afternoons", "egnyte",
        "residential extensions", "second check"]),
    bq("bq-practice-recurring", "architecture practice: problems that keep coming back, after "
       "a dream", PRACTICE, "What problems keep happening in the office?",
       ["plotter jams", "vpn", "condensation", "revit crashes", "planning portal"], dream=True),
    bq("bq-smallholding-procedures", "smallholding: how the routine jobs are done",
       SMALLHOLDING, "What are our procedures for the routine jobs with the animals?",
       ["pop hole", "strip cup", "iodine", "for mould", "mucked out", "break the ice"]),
    bq("bq-smallholding-health", "smallholding: the animals' health problems, after a dream",
       SMALLHOLDING, "What health problems have the animals had?",
       ["mastitis", "lame", "scaly leg", "coccidiosis", "sunburn"], dream=True),
]
