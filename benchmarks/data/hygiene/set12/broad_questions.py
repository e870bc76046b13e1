"""broad_question: a home of 21-22 mixed notes (a food bank, a drone survey company), then a
question about a whole kind of memory. Decisions are told as "We settled on", "The trustees
went with", "After a vote, ... opted to", "it was agreed that", "We've opted to", "We went
with ... over", "The directors chose"; recurring problems as "for the third month running",
"Every time it rains", "yet again", "Most weeks", "Each winter"; procedures as "First thing
on ...", "When a client arrives, ...", "Close-down: ...", "Pre-flight: ...", "Once a survey
is flown, ..."; people as "X is the ...", "X looks after ...", "X books ...".

Pass: the top 10 holds at least 60% of the memories of that kind (each named by a phrase that
appears in exactly one note of the home). Half the cases dream first.
"""

from .common import BQ, DREAM, broad, case, dated, phrase_once

FOODBANK = dated([
    # decisions
    "We settled on Tuesday and Friday afternoons as the food bank's distribution times.",
    "The trustees went with Harvest Link as the new stock-tracking app.",
    "After a vote, the committee opted to stop accepting out-of-date tins altogether.",
    "At the volunteers' meeting it was agreed that every parcel includes a toiletries bag.",
    "We've opted to open a baby bank corner stocked with nappies and formula.",
    # recurring problems
    "The chest freezer alarm went off overnight for the third month running.",
    "Every time it rains, the back storeroom roof leaks onto the pasta shelves.",
    "The Saturday volunteer rota is short-staffed yet again.",
    "Most weeks the supermarket drop arrives an hour late.",
    "Each winter, demand for tinned soup outstrips what we have in stock.",
    # procedures
    "First thing on distribution days, read the fridge thermometers and note them on the "
    "clipboard.",
    "When a client arrives, check their voucher number against the referral list before "
    "packing anything.",
    "Close-down: sweep the hall, empty the bins and set the alarm by the fire exit.",
    "Every Monday, date-check the shelves and bring anything near expiry to the front.",
    # people
    "Beatrix Ngata is the food bank's coordinator.",
    "Hollis drives the refrigerated van on Thursdays.",
    "Marguerite keeps the donations spreadsheet.",
    "Obi is the safeguarding lead.",
    # plain facts
    "The food bank is a registered charity.",
    "Volunteers park behind the library.",
    "The food bank's logo is an orange wheat sheaf.",
], "2026-02-02")
FB_DECISIONS = phrase_once(FOODBANK, ["distribution times", "harvest link", "out-of-date tins",
                                      "toiletries bag", "baby bank"])
FB_PROBLEMS = phrase_once(FOODBANK, ["freezer alarm", "roof leaks", "short-staffed",
                                     "supermarket drop", "tinned soup"])

AEROLENS = dated([
    # procedures
    "Pre-flight: walk the site, log the wind speed and confirm the no-fly zones on the map app.",
    "At the end of every job, batteries are put into storage mode at 60% charge.",
    "Before any flight near the railway line, phone the Network Rail control room.",
    "Once a survey is flown, upload the raw images to the processing server the same day.",
    "Propellers with any nick in them are swapped before the next flight.",
    # people and roles
    "Tamsin Okoro is Aerolens's chief pilot.",
    "Lev Marchetti handles the photogrammetry processing.",
    "Gideon Pryce looks after the client accounts.",
    "Yusra is the company's safety manager.",
    "Caoimhe books site permits with the landowners.",
    # decisions
    "We went with Pix4D over Metashape for processing.",
    "The directors chose to stop taking wedding filming jobs.",
    # recurring problems
    "The RTK base station keeps losing its fix near the quarry face.",
    "Client invoices are paid late again and again.",
    # plain facts
    "The company van is a grey Ford Transit Custom.",
    "The office is above the bike shop on Mill Street.",
    "Aerolens has three drones in its fleet.",
    "September is usually the busiest month.",
    "Survey reports are delivered as PDFs with an orthomosaic attached.",
    "The office kettle is descaled with citric acid.",
    "Aerolens sponsors the under-9s at the local rugby club.",
], "2026-03-02")
AL_PROCEDURES = phrase_once(AEROLENS, ["no-fly zones", "storage mode", "network rail",
                                       "raw images", "propellers"])
AL_PEOPLE = phrase_once(AEROLENS, ["tamsin", "marchetti", "gideon", "yusra", "caoimhe"])


def bq(cid, title, home, q, expect, dream=False):
    steps = [*home, *([DREAM] if dream else [])]
    return case(cid, BQ, title, steps, [broad(q, expect)], expect="broad recall",
                background=False)


CASES = [
    bq("bq-foodbank-decisions", "food bank: decisions", FOODBANK,
       "What has the food bank decided?", FB_DECISIONS),
    bq("bq-foodbank-problems-dream", "food bank: recurring problems, after a dream", FOODBANK,
       "What problems does the food bank keep running into?", FB_PROBLEMS, dream=True),
    bq("bq-aerolens-procedures-dream", "drone survey company: routines, after a dream",
       AEROLENS, "What routines do Aerolens staff follow before and after flying a job?",
       AL_PROCEDURES, dream=True),
    bq("bq-aerolens-people", "drone survey company: who does what", AEROLENS,
       "Who is who at Aerolens, and what does each person do?", AL_PEOPLE),
]
