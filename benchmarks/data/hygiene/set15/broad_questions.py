"""broad_question: a home of 22 mixed notes (a small online tea shop's operations, a
community choir), then a question about a whole kind of memory: decisions, recurring
problems, people and roles, routines and procedures.

Pass: the top 10 holds at least 60% of the memories of that kind (each named by a phrase
that appears in exactly one note of the home). Half the cases dream first.
"""

from .common import BQ, DREAM, broad, case, dated, phrase_once

SHOP = dated([
    # decisions
    "We decided to move the shop's email newsletter from Mailchimp to Klaviyo.",
    "Decision: every order over £150 goes out signed-for.",
    "We chose Cloudflare to sit in front of the shop for DNS and caching.",
    "The team agreed to stop offering next-day delivery in the two weeks before Christmas.",
    "We picked Plausible over Google Analytics for the site stats.",
    # recurring problems
    "The matcha stock count drifts out of sync with the warehouse every few weeks.",
    "The abandoned-basket email keeps going out twice.",
    "Every January the payment provider flags a wave of chargebacks.",
    "Label printing on the Zebra printer fails again and again after a Windows update.",
    "Image uploads in the product editor keep timing out.",
    # procedures
    "To list a new tea, photograph it on the grey board, write the tasting notes, and keep "
    "it hidden until the batch has been weighed.",
    "Before a sale goes live, purge the Cloudflare cache.",
    "After each dispatch run, mark the orders as shipped and upload the tracking numbers.",
    "Refunds over £50 need a second person to approve them.",
    # people
    "Odile packs orders on Mondays and Thursdays.",
    "Kwame looks after the product photography.",
    "Suvi answers the customer emails.",
    "Bram is the freelance developer who maintains the WooCommerce site.",
    # plain facts
    "The shop stocks about 140 teas.",
    "The warehouse is a rented unit on Harbour Road.",
    "Most orders come from the UK and Ireland.",
    "The best seller is a smoked lapsang souchong.",
], "2026-02-02")
SHOP_DECISIONS = phrase_once(SHOP, ["klaviyo", "signed-for", "dns and caching",
                                    "next-day delivery", "plausible"])
SHOP_PROBLEMS = phrase_once(SHOP, ["matcha", "abandoned-basket", "chargebacks", "zebra",
                                   "image uploads"])

CHOIR = dated([
    # people and roles
    "Agnieszka is the choir's musical director.",
    "Hugh plays the piano for rehearsals.",
    "Dorothea is the treasurer and collects the subs.",
    "Lamin is the choir librarian and hands out the scores.",
    "Rosalind leads the alto section.",
    # procedures
    "Before each concert, singers check in with their section leader by 6:45 pm.",
    "To borrow a score, sign it out in the library book and bring it back by the end of "
    "term.",
    "After every rehearsal, stack the chairs along the back wall and lock the piano.",
    "Anyone who misses two rehearsals before a concert should talk to the conductor before "
    "singing in it.",
    "New members do a short voice check so they can be placed in a section.",
    # decisions
    "We decided to sing the Fauré Requiem at the spring concert.",
    "The committee chose black folders for every concert.",
    "We voted to enter the county choir festival in June.",
    # recurring problems
    "The church hall heating breaks down again and again in January.",
    "The tenors keep turning up late.",
    "The photocopier jams whenever we print a full set of scores.",
    "Parking near the hall runs out on rehearsal nights.",
    # plain facts
    "The choir has about 40 members.",
    "Concert dress is black with a teal scarf.",
    "The choir was founded in 1998.",
    "Rehearsals are held in St Aidan's church hall.",
    "The Christmas concert is always on the second Saturday of December.",
], "2026-03-02")
CHOIR_PEOPLE = phrase_once(CHOIR, ["agnieszka", "hugh", "dorothea", "lamin", "rosalind"])
CHOIR_PROCEDURES = phrase_once(CHOIR, ["check in", "sign it out", "stack the chairs",
                                       "misses two rehearsals", "voice check"])


def bq(cid, title, home, q, expect, dream=False):
    steps = [*home, *([DREAM] if dream else [])]
    return case(cid, BQ, title, steps, [broad(q, expect)], expect="broad recall",
                background=False)


CASES = [
    bq("bq-shop-decisions", "online tea shop: decisions", SHOP,
       "What have we decided about how the shop runs?", SHOP_DECISIONS),
    bq("bq-shop-problems-dream", "online tea shop: recurring problems, after a dream", SHOP,
       "Which problems keep coming back in the shop?", SHOP_PROBLEMS, dream=True),
    bq("bq-choir-people-dream", "community choir: who does what, after a dream", CHOIR,
       "Who are the people running the choir and what does each of them do?", CHOIR_PEOPLE,
       dream=True),
    bq("bq-choir-procedures", "community choir: routines and procedures", CHOIR,
       "What routines and procedures should choir members follow?", CHOIR_PROCEDURES),
]
