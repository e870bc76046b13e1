"""broad_question: a home of 21 mixed notes (a community radio station, a wedding-planning
business), then a question about a whole kind of memory: decisions, recurring problems,
procedures, people and roles. Cue words differ from the development sets ("signed off on",
"Final call", "It was agreed at", "We're going with", "yet again", "for the umpteenth
time", "every time there's", "most mornings", "When a new enquiry comes in", "On the morning
of", "Checklist", "is our go-to for").

Pass: the top 10 holds at least 60% of the memories of that kind (each named by a phrase
that appears in exactly one note of the home). Half the cases dream first.
"""

from .common import BQ, DREAM, broad, case, dated, phrase_once

RADIO = dated([
    # decisions
    "The board signed off on moving the breakfast show to a two-presenter format.",
    "Final call from the committee: no paid political adverts in the run-up to elections.",
    "It was agreed at the volunteers' meeting that every new presenter shadows an "
    "experienced one for four shows.",
    "We're going with Radio.co to host the online stream.",
    "Decided: this year's fundraiser is a 24-hour listener-request marathon.",
    # recurring problems
    "The mic 2 fader in Studio B is crackling yet again, third time this month.",
    "The link to the hill-top transmitter drops out every time there's a thunderstorm.",
    "For the umpteenth time the overnight playlist ran dry and the station went silent "
    "around 4 am.",
    "Delivery vans block the guest parking behind the building most mornings.",
    "Listeners keep telling us the stream buffers on mobile data.",
    # procedures
    "Before going live, presenters check the profanity delay is on and the mic levels sit "
    "in the green.",
    "At the end of each show, log every track played on the PRS returns sheet.",
    "If there's more than ten seconds of dead air, the emergency loop kicks in and the duty "
    "manager gets paged.",
    "New volunteers sign the Ofcom compliance form on their first day.",
    # people
    "Marguerite is the station manager.",
    "Tobi does the engineering and looks after the transmitter.",
    "Aled produces the Saturday sport show.",
    "Nkechi coordinates the volunteer rota.",
    # plain facts
    "Tidewater Radio broadcasts on 97.3 FM.",
    "The studios are above the old post office on Fore Street.",
    "The station has around sixty volunteers on its books.",
], "2026-02-02")
RADIO_DECISIONS = phrase_once(RADIO, ["two-presenter", "political adverts", "shadows",
                                      r"radio\.co", "fundraiser"])
RADIO_PROBLEMS = phrase_once(RADIO, ["crackling", "thunderstorm", "playlist ran dry",
                                     "delivery vans", "buffers"])

WEDDINGS = dated([
    # procedures
    "When a new enquiry comes in, reply within a day and send the brochure PDF.",
    "Two weeks before each wedding, ring every supplier to confirm timings.",
    "On the morning of a wedding, pack the emergency kit: sewing kit, plasters, safety pins "
    "and phone chargers.",
    "After the wedding, send the couple a handwritten thank-you card and the feedback form.",
    "Checklist for deposits: log them in the bookings ledger the same day they arrive and "
    "email a receipt.",
    # people and roles
    "Francesca is the lead planner and owns Marigold Weddings.",
    "Oskar handles supplier contracts and insurance certificates.",
    "Yewande is our day-of coordinator.",
    "Hamza does the books on Friday afternoons.",
    "Linnea is our go-to for stationery and table plans.",
    # decisions
    "We've stopped taking weddings on bank-holiday weekends.",
    "The team agreed to drop the cheapest package from next year's price list.",
    "We picked Aisle Planner as the shared planning software.",
    # preferences
    "Couples are steered towards local, seasonal flowers rather than imports.",
    "The business prefers independent venues to hotel chains.",
    # recurring problems
    "Marquee suppliers double-book in June every single year.",
    "Couples keep sending their final guest numbers late.",
    # plain facts
    "Marigold Weddings' office is in a converted stable yard outside Saffron Walden.",
    "The average wedding we plan has about ninety guests.",
    "Most couples book us fourteen to eighteen months ahead.",
    "The company van is a white Citroen Berlingo.",
], "2026-03-02")
WEDDINGS_PROCEDURES = phrase_once(WEDDINGS, ["brochure", "confirm timings", "emergency kit",
                                             "thank-you card", "bookings ledger"])
WEDDINGS_PEOPLE = phrase_once(WEDDINGS, ["francesca", "oskar", "yewande", "hamza", "linnea"])


def bq(cid, title, home, q, expect, dream=False):
    steps = [*home, *([DREAM] if dream else [])]
    return case(cid, BQ, title, steps, [broad(q, expect)], expect="broad recall",
                background=False)


CASES = [
    bq("bq-radio-decisions-dream", "community radio: decisions, after a dream", RADIO,
       "What has the station decided recently?", RADIO_DECISIONS, dream=True),
    bq("bq-radio-problems", "community radio: recurring problems", RADIO,
       "What problems keep coming up at the station?", RADIO_PROBLEMS),
    bq("bq-weddings-procedures", "wedding planners: how things are done", WEDDINGS,
       "What are Marigold Weddings' standard procedures?", WEDDINGS_PROCEDURES),
    bq("bq-weddings-people-dream", "wedding planners: who does what, after a dream", WEDDINGS,
       "Who works at Marigold Weddings and what does each of them do?", WEDDINGS_PEOPLE,
       dream=True),
]
