"""broad_question: two homes of 21 short notes - a software team's engineering notes
(decisions, incidents, people, routines) and a kitchen refit (what was bought and paid for,
who is doing what, choices about the room). Each question should bring back many of the
relevant notes in its top 10: decisions, and incidents after a dream; spending, and the
trades and what each does after a dream.

Pass: at least 60% of the listed phrases (each names exactly one note of its home:
common.phrase_once) are found in the top 10 for the question.
"""

from .common import BQ, DREAM, broad, case, dated, phrase_once

QUILL = dated([
    "Decided: prod moves from Amsterdam to Frankfurt (AWS eu-central-1) this spring.",
    "decision - no more friday deploys after 3pm",
    "We picked Grafana Loki over Elasticsearch for logs, it's much cheaper to run.",
    "agreed in retro: every PR needs one review from outside the author's squad",
    "Feature flags go through Unleash from now on, not env vars.",
    "We've decided to drop support for Android 8 in the 3.12 release.",
    "Incident 3 March: Stripe webhooks failed for 2 hours after a signing key rotation.",
    "incident 19 march - search down 25 mins, the OpenSearch node ran out of heap",
    "Incident 7 April: iOS push notifications stopped for a day because the APNs certificate "
    "expired.",
    "Incident 28 April: p95 latency hit 4s, turned out to be a missing index on the invoices "
    "table.",
    "Incident 12 May: API down 40 mins, expired TLS cert on the load balancer.",
    "Marisol leads the platform squad.",
    "Standup is at 9:45 on weekdays.",
    "The staging environment is reset every Sunday night.",
    "Efe is the newest backend hire, started in February.",
    "The design system is called Inkwell.",
    "Quarterly planning happens in the first week of each quarter.",
    "The mobile team ships a release every two weeks.",
    "Tomasz maintains the CI runners.",
    "Customer support escalations come in through #qm-support.",
    "Our biggest customer is Fennick Logistics, about 900 seats.",
], "2026-02-02", every_days=5)

KITCHEN = dated([
    "Cabinets from Howdens came to £4,870 after the trade discount.",
    "Oak worktops from Hendry Joinery: £1,320 fitted.",
    "Paid the electrician £640 for the new circuits and the under-cabinet lights.",
    "Range cooker is a Rangemaster 90, £1,599 from AO.",
    "sage metro tiles are £38 a square metre, we need about 9 sqm",
    "Skip hire for ripping out the old kitchen was £260 for a week.",
    "Kasia Wrobel is doing the tiling - splashback and the wall behind the range.",
    "The electrician is Dev Chauhan from Brightspark Electrical; he's doing the rewire.",
    "Mick is Hendry Joinery's fitter and will fit the worktops.",
    "plumber is Owen Lacey, he's moving the sink over to the window wall",
    "Sandra the plasterer is skimming the back wall on the 20th.",
    "We're keeping the old larder cupboard and painting it green.",
    "The floor stays as the original red quarry tiles.",
    "The extractor has to vent through the side wall, not the roof.",
    "The cat is staying at mum's while the kitchen is out.",
    "The utility room is our temporary kitchen: microwave, kettle and a two-ring hob.",
    "Budget for the whole refit is £14,000.",
    "Wall paint: Farrow & Ball Lime White.",
    "Underfloor heating was ruled out as too disruptive.",
    "Told the neighbours at number 25 about the skip.",
    "Building control are coming to sign off the rewire.",
], "2026-03-02", every_days=2)


def bq(cid, title, home, q, phrases, dream=False):
    steps = [*home, *([DREAM] if dream else [])]
    return case(cid, BQ, title, steps, [broad(q, phrase_once(home, phrases))],
                expect="broad", background=False)


CASES = [
    bq("bq-quill-decisions", "engineering notes: every decision the team made", QUILL,
       "What decisions has the engineering team made?",
       ["frankfurt", "friday deploys", "loki", "outside the author", "unleash", "android 8"]),
    bq("bq-quill-incidents", "engineering notes: incidents this year, after a dream", QUILL,
       "What incidents and outages have we had this year?",
       ["stripe webhooks", "opensearch", "apns", "missing index", "tls cert"], dream=True),
    bq("bq-kitchen-spend", "kitchen refit: what has been bought and paid for", KITCHEN,
       "What have we spent money on for the kitchen so far?",
       ["howdens", "oak worktops", "paid the electrician", "rangemaster", "sage metro",
        "skip hire"]),
    bq("bq-kitchen-trades", "kitchen refit: who is doing what, after a dream", KITCHEN,
       "Who's working on the kitchen refit and what is each of them doing?",
       ["kasia", "dev chauhan", "mick", "owen lacey", "sandra"], dream=True),
]
