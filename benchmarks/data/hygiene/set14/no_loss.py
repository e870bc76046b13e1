"""No loss (4 cases): two homes of 24 notes full of merge bait, with paraphrases and one
correction each, no background. Crumb & Co's wholesale orders (three cafés with orders,
terms and days of the same shape; two vans) under schedules a and b; the Lantern Yard
Players' tour of The Salt Road (three venues, three get-ins, two understudies) under
schedules b and c. Pass: every planted fact (for the corrected one, the current value) live
in the top 5 for its question.
"""

from __future__ import annotations

from .common import dated, f, m, no_loss_cases

BAKERY = dated([
    "Crumb & Co's standing order for the Larder Café is 40 sourdough loaves every Friday.",
    "The Copper Kettle's standing order is 25 sourdough loaves every Friday.",
    "The Larder Café also takes 12 almond croissants on Saturdays.",
    "The Copper Kettle takes 18 almond croissants on Saturdays.",
    "Greenway Deli orders 30 baguettes on weekdays, delivered by 6:30 am.",
    "Greenway Deli pays by BACS on 14-day terms.",
    "The Larder Café pays by BACS on 30-day terms.",
    "The Copper Kettle pays cash on delivery.",
    "Van A, the white Transit, does the town-centre round.",
    "Van B, the blue Berlingo, does the villages round.",
    "Olu drives van A; Kasia drives van B.",
    "Wholesale prices went up 6% on 1 March.",
    "The Larder Café's Friday sourdough order is forty loaves.",
    "Greenway Deli wants its baguettes by half past six in the morning.",
    "Sourdough is shaped the evening before and retarded overnight in the walk-in at 4°C.",
    "The walk-in fridge was last serviced by Coldline on 10 February.",
    "The deck oven is serviced by Bakeserv every six months.",
    "Standing orders can be changed up to 48 hours before delivery.",
    "Rosa manages the Copper Kettle and Finn manages the Larder Café.",
    "Allergen sheets for every wholesale line are in the red folder in the office.",
    "The rye for Greenway Deli is an 800 g loaf with caraway.",
    "Correction: Greenway Deli's weekday baguette order is 36, not 30.",
    "Wholesale invoices go out on the last Friday of the month.",
    "The Larder Café is shut on Mondays, so there are no Monday deliveries there.",
], "2026-02-02", 2)

BAKERY_FACTS = [
    f(m("larder", ["40", "forty"], "sourdough"),
      "How many sourdough loaves does the Larder Café order on Fridays?"),
    f(m("copper kettle", "25"), "How many sourdough loaves does the Copper Kettle order?"),
    f(m("copper kettle", "18"), "How many almond croissants does the Copper Kettle take?"),
    f(m("greenway", "36"), "How many baguettes does Greenway Deli order on weekdays?"),
    f(m("greenway", "14-day"), "What are Greenway Deli's payment terms?"),
    f(m("copper kettle", "cash on delivery"), "How does the Copper Kettle pay?"),
    f(m("kasia"), "Who drives the villages van?"),
    f(m("4°c"), "At what temperature is the sourdough retarded overnight?"),
    f(m("bakeserv"), "Who services the deck oven, and how often?"),
    f(m("48 hours"), "How late can a standing order be changed?"),
]

TOUR = dated([
    "The Salt Road opens at the Regent Theatre, Wexbury on 12 June.",
    "The Salt Road plays the Playhouse in Dunmere on 19 June.",
    "The Salt Road plays the Maltings in Eastbridge on 26 June.",
    "Get-in at the Regent Theatre is from 10 am.",
    "Get-in at the Dunmere Playhouse is from 1 pm.",
    "Get-in at the Maltings is from 9 am.",
    "Ffion Parry is stage manager for the tour.",
    "Marcus Bell is the tour's lighting operator.",
    "Nadia Sorensen plays Ettie; her understudy is Grace Lowe.",
    "Tom Akande plays the Ferryman; his understudy is Leo Marsh.",
    "The set travels in the Luton van from Dray Hire.",
    "The cast travel in the company minibus, driven by Marcus.",
    "The Regent's technical manager is Colin Abara.",
    "Per diems on tour are £25 a day.",
    "In Dunmere the cast stay at the Railway Inn.",
    "In Eastbridge the company stays at the Premier Inn by the station.",
    "The show runs 2 hours 10 minutes including the interval.",
    "The tour's first night is 12 June at the Regent.",
    "Regent Theatre get-in: 10 in the morning.",
    "Rehearsals finish on 5 June at the Lantern Yard studio.",
    "The prompt book lives in the blue crate.",
    "Correction: the Maltings get-in is from 11 am, not 9 am.",
    "Programmes are printed by Quire & Co, 500 copies for the tour.",
    "The Dunmere Playhouse has no fly tower, so the backdrop hangs on a freestanding frame there.",
], "2026-03-02", 2)

TOUR_FACTS = [
    f(m("regent", "12 june"), "When does The Salt Road open at the Regent Theatre?"),
    f(m("dunmere", "19 june"), "When does The Salt Road play Dunmere?"),
    f(m("maltings", "26 june"), "When is The Salt Road at the Maltings in Eastbridge?"),
    f(m("dunmere", "1 ?pm"), "What time is the get-in at the Dunmere Playhouse?"),
    f(m("maltings", "11 ?am"), "What time is the get-in at the Maltings?"),
    f(m("grace lowe"), "Who is Nadia Sorensen's understudy?"),
    f(m("leo marsh"), "Who understudies the Ferryman?"),
    f(m("£ ?25"), "How much are the per diems on tour?"),
    f(m("railway inn"), "Where does the cast stay in Dunmere?"),
    f(m("fly tower"), "How is the backdrop hung at the Dunmere Playhouse?"),
]

CASES = [
    *no_loss_cases("nl-crumb-wholesale", "Crumb & Co wholesale orders", BAKERY, BAKERY_FACTS,
                   schedules="ab"),
    *no_loss_cases("nl-salt-road-tour", "Lantern Yard Players' Salt Road tour", TOUR, TOUR_FACTS,
                   schedules="bc"),
]
