"""broad_question: a home of 21-22 mixed notes (a bike courier co-op; a small hotel's front
desk), then a question about a whole kind of memory: the co-op's decisions and its
recurring problems, the front desk's procedures and its regular guests' preferences.

Pass: the top 10 holds at least 60% of the memories of that kind (each named by a phrase
that appears in exactly one note of the home). Half the cases dream first.
"""

from .common import BQ, DREAM, broad, case, dated, phrase_once

COOP = dated([
    # decisions
    "At the March general meeting we voted to stop taking furniture jobs - too many "
    "injuries.",
    "Decision: riders are paid per drop plus a flat £12 shift fee.",
    "We agreed to buy two more e-cargo bikes from the Green Fleet grant money.",
    "The co-op chose Cargoroo's software for dispatch over building our own.",
    "New members get a three-month trial before they can vote - agreed unanimously.",
    # recurring problems
    "The big gate at the depot jams every time it rains.",
    "Restaurant pickups on Friday nights run late again and again.",
    "Chains keep snapping on the long-tail bikes.",
    "The dispatch app drops riders' GPS in the tunnel under the ring road, over and over.",
    "Every December the depot runs out of parcel shelf space.",
    # procedures
    "End of shift: plug your bike into the charging rack and log the battery level.",
    "Before taking out a cargo bike, check the brakes and tyre pressure.",
    "Any crash, however small, gets written up in the incident book the same day.",
    "After a cash-on-delivery job, hand the cash to the dispatcher before you clock off.",
    # people
    "Noor runs dispatch on weekday mornings.",
    "Femi does the co-op's bookkeeping.",
    "Marisol is the mechanic and keeps the spares cupboard.",
    "Tomasz is the newest member, on his trial period until June.",
    # plain facts
    "The depot is a railway arch on Ancoats Lane.",
    "Spoke & Satchel has 14 riders and 9 bikes.",
    "Our biggest customer is the Halberd Street pharmacy.",
], "2026-01-12")
COOP_DECISIONS = phrase_once(COOP, ["furniture jobs", "shift fee", "green fleet",
                                    "cargoroo", "trial before"])
COOP_PROBLEMS = phrase_once(COOP, ["gate", "friday nights", "chains", "tunnel",
                                   "shelf space"])

HOTEL = dated([
    # procedures
    "Late arrivals after 11 pm: the night porter lets them in and takes the card details.",
    "To check a guest out, print the folio, take payment and ask for the room key back.",
    "Before a wedding weekend, block rooms 1 to 6 for the bridal party.",
    "If a guest reports a leak, phone the maintenance contractor and move the guest "
    "straight away.",
    "Every morning at 8, the desk prints the arrivals list for housekeeping.",
    # regular guests' preferences
    "Mrs Okafor always asks for a room away from the lift.",
    "Mr and Mrs Lindqvist like a bottle of sparkling water waiting in the room.",
    "Professor Haddad prefers a feather-free pillow.",
    "The Dunmore family want adjoining rooms whenever they come in August.",
    "Mr Castellano takes his breakfast in his room, never in the dining room.",
    # people and roles
    "Ines is the duty manager on weekdays.",
    "Stellan covers the night desk.",
    "Bruno Salas is the head chef.",
    "Ruth owns Harbour Lights and does the accounts herself.",
    # recurring problems
    "The card machine at reception loses its connection every few days.",
    "Room 8's radiator keeps tripping the fuse.",
    # plain facts
    "Harbour Lights has 18 bedrooms.",
    "Breakfast is served in the Orangery from 7 to 10.",
    "The hotel car park has 11 spaces.",
    "Harbour Lights is on the seafront at Staithes Road.",
    "The laundry is collected by Brightwash on Tuesdays and Fridays.",
], "2026-02-02")
HOTEL_PROCEDURES = phrase_once(HOTEL, ["card details", "folio", "bridal party",
                                       "maintenance contractor", "arrivals list"])
HOTEL_PREFS = phrase_once(HOTEL, ["okafor", "lindqvist", "haddad", "dunmore",
                                  "castellano"])


def bq(cid, title, home, q, expect, dream=False):
    steps = [*home, *([DREAM] if dream else [])]
    return case(cid, BQ, title, steps, [broad(q, expect)], expect="broad recall",
                background=False)


CASES = [
    bq("bq-coop-decisions", "courier co-op: decisions", COOP,
       "What has the co-op decided at its meetings?", COOP_DECISIONS),
    bq("bq-coop-problems-dream", "courier co-op: recurring problems, after a dream", COOP,
       "What keeps going wrong at Spoke & Satchel?", COOP_PROBLEMS, dream=True),
    bq("bq-hotel-procedures-dream", "hotel front desk: procedures, after a dream", HOTEL,
       "What are the front desk's routines and procedures?", HOTEL_PROCEDURES, dream=True),
    bq("bq-hotel-guest-prefs", "hotel front desk: regular guests' preferences", HOTEL,
       "What do our regular guests like or ask for?", HOTEL_PREFS),
]
