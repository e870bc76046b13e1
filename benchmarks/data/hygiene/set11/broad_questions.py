"""broad_question: a home of 22 mixed notes (a theatre, a mountain-rescue team), then a
question about a whole kind of memory: decisions, recurring problems, procedures, people
and roles.

Pass: the top 10 holds at least 60% of the memories of that kind (each named by a phrase
that appears in exactly one note of the home). Half the cases dream first.
"""

from .common import BQ, DREAM, broad, case, dated, phrase_once

THEATRE = dated([
    # decisions
    "We decided to replace the house lights with warm-white LED fittings.",
    "The board agreed to stop printing paper programmes from the autumn season.",
    "We chose Ticketsolve for the box office system.",
    "Decision: the bar closes ten minutes before curtain up.",
    "The trustees voted to keep Tuesday performances pay-what-you-can.",
    # recurring problems
    "The counterweight rope on the stage-left fly rail keeps slipping.",
    "Every winter the dressing-room radiators leak onto the costume rails.",
    "The haze machine sets off the fire alarm again and again during tech week.",
    "Latecomers keep being seated in the wrong row because the aisle lights are too dim.",
    "The box-office card reader regularly drops its connection at busy Saturday matinees.",
    # procedures
    "To focus the rig, switch the desk to the focus palette and work from stage left to "
    "stage right.",
    "Before each performance, the DSM runs through the show-call checklist with the crew.",
    "After every show, the last person out switches on the ghost light.",
    "New crew must do the working-at-height induction before using the ladders.",
    "To report a failed lamp, write it in the red fault book by the prompt desk.",
    # people and roles
    "Wilhelmina is the theatre's production manager.",
    "Tobiah runs the box office.",
    "Saoirse is the resident lighting designer.",
    "Ezekiel is head of wardrobe.",
    "Marguerite chairs the board of trustees.",
    # plain facts
    "The main house has 340 seats.",
    "The stage door is on Cobble Wynd.",
], "2026-02-02")
THEATRE_DECISIONS = phrase_once(THEATRE, ["warm-white", "paper programmes", "ticketsolve",
                                          "bar closes", "pay-what-you-can"])
THEATRE_PROBLEMS = phrase_once(THEATRE, ["counterweight", "radiators", "haze machine",
                                         "latecomers", "card reader"])

RESCUE = dated([
    # procedures
    "After every call-out, kit is washed, dried and signed back into the store.",
    "Before a night search, each searcher checks their head torch and spare batteries.",
    "To request the helicopter, the incident controller phones the coastguard operations "
    "centre.",
    "Casualty forms are handed over to the ambulance crew at the roadhead.",
    "To enrol a new member, add them to the training register and issue a radio call sign.",
    # people and roles
    "Fionnuala is the team leader.",
    "Dr. Tavish Greer is the team's medical officer.",
    "Morag looks after the team's radios.",
    "Lachie is the training officer.",
    "Beathag keeps the team's accounts as treasurer.",
    # decisions
    "We decided to buy a second vacuum mattress.",
    "The team agreed to run joint exercises with the cave rescue group twice a year.",
    "We chose Garmin inReach devices for off-grid messaging.",
    "The committee voted to open the base to the public on one Saturday each summer.",
    # recurring problems
    "The base roof leaks onto the stretcher store again and again.",
    "Walkers keep calling the team out for blisters on the tourist path.",
    "The radio repeater on Sgurr Ban drops out every winter.",
    "Thieves keep breaking into members' cars at the roadhead car park during searches.",
    # plain facts
    "The team has 34 active members.",
    "The base is the old forestry depot in Glen Ardvane.",
    "The team's Land Rover is called Rescue 1.",
    "The team's dog, a collie called Brora, is trained for air-scent searches.",
], "2026-03-02")
RESCUE_PROCEDURES = phrase_once(RESCUE, ["signed back", "head torch",
                                         "coastguard operations centre", "casualty forms",
                                         "call sign"])
RESCUE_PEOPLE = phrase_once(RESCUE, ["fionnuala", "greer", "morag", "lachie", "beathag"])


def bq(cid, title, home, q, expect, dream=False):
    steps = [*home, *([DREAM] if dream else [])]
    return case(cid, BQ, title, steps, [broad(q, expect)], expect="broad recall",
                background=False)


CASES = [
    bq("h11-bq-theatre-decisions", "theatre: decisions", THEATRE,
       "What has the theatre decided?", THEATRE_DECISIONS),
    bq("h11-bq-theatre-problems-dream", "theatre: recurring problems, after a dream", THEATRE,
       "What keeps going wrong at the theatre?", THEATRE_PROBLEMS, dream=True),
    bq("h11-bq-rescue-procedures-dream", "rescue team: procedures, after a dream", RESCUE,
       "What procedures does the rescue team follow?", RESCUE_PROCEDURES, dream=True),
    bq("h11-bq-rescue-people", "rescue team: who does what", RESCUE,
       "Who is who in the rescue team, and what does each person do?", RESCUE_PEOPLE),
]
