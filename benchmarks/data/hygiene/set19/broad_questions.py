"""broad_question: two homes of 21 short notes - a bistro kitchen's notes (its suppliers, each
told differently: "comes from", "is bought from", "supply", "is delivered by", "We order ...
through", "is baked for us by", "Beans are roasted for us by"; its routines: "To close down
...", "Before service ...", "After each delivery ...", "When an allergen request ...", "Every
Monday ...", "If a fridge reads ...") and a person's Crohn's diary (foods that upset them:
"sets off a flare", "can't tolerate", "mean a bad night", "upset my gut", "cause bloating",
"goes straight through me"; the people who look after them: consultant, IBD nurse, GP,
dietitian, pharmacist, infusion nurse). Each question should bring back many of the relevant
notes in its top 10: the suppliers, and the kitchen routines after a dream; the food
triggers, and the care team after a dream.

Pass: at least 60% of the listed phrases (each names exactly one note of its home:
common.phrase_once) are found in the top 10 for the question.
"""

from .common import BQ, DREAM, broad, case, dated, phrase_once

KITCHEN = dated([
    "Fish comes from Tidewater Seafoods in Brixham.",
    "Our meat is bought from Doyle's Butchers on Mill Lane.",
    "Hallam Growers supply all our veg and salad.",
    "Milk, cream and butter are delivered by Combe Dairy.",
    "We order dry goods and cleaning stock through Bidfood.",
    "Bread is baked for us every morning by Loaf & Leaven.",
    "Beans are roasted for us by Ridgeline Roasters.",
    "To close down the kitchen: fryers off and covered, hobs wiped, floor mopped last.",
    "Before service, the chef on the pass checks every fridge temperature and signs the sheet.",
    "After each delivery, stock is rotated so the oldest goes to the front.",
    "When an allergen request comes in, the ticket is marked in red and plated separately.",
    "Every Monday the walk-in is emptied and deep cleaned.",
    "If a fridge reads above 5°C, move the food out and call the engineer.",
    "Rosa Quintero is head chef and Priya Nair is sous chef.",
    "The Copper Pan seats 48, with 12 more on the terrace in summer.",
    "Lunch runs 12 to 2:30 and dinner 6 to 9:30, Tuesday to Saturday.",
    "The set lunch is £18 for two courses.",
    "Staff eat together at half four.",
    "The dishwasher is leased and serviced twice a year.",
    "The kitchen porter rota is pinned up in the office.",
    "Tips are shared equally between front and back of house.",
], "2026-02-02", every_days=2)

DIARY = dated([
    "Popcorn sets off a flare every time.",
    "The user can't tolerate milk - lactose gives them cramps within the hour.",
    "Spicy curries mean a bad night.",
    "Raw salad leaves upset my gut; cooked veg is fine.",
    "Fizzy drinks cause bloating for me.",
    "Sweetcorn goes straight through me, so I avoid it.",
    "Dr Adaeze Okafor is my consultant gastroenterologist at St Cuthbert's.",
    "Fiona Lyle is my IBD nurse specialist; she chases my blood results.",
    "My GP is Dr Sanjay Mehta at Elmfield surgery.",
    "Agnieszka, the dietitian, wrote my low-residue eating plan.",
    "Tom, the pharmacist at Boots, sorts out my repeat prescriptions.",
    "Claire on the infusion unit puts my cannula in.",
    "Infliximab every 8 weeks on Ward 12.",
    "Azathioprine 125mg with the evening meal.",
    "Calprotectin was 85 in February.",
    "I keep a symptom diary in the Bearable app.",
    "A hot water bottle helps when I get cramps.",
    "Travel insurance has to have the Crohn's declared.",
    "I had a bowel resection in 2019.",
    "Walking 30 minutes a day helps my energy.",
    "I sleep better when I stop screens by ten.",
], "2026-01-05", every_days=2)


def bq(cid, title, home, q, phrases, dream=False):
    steps = [*home, *([DREAM] if dream else [])]
    return case(cid, BQ, title, steps, [broad(q, phrase_once(home, phrases))],
                expect="broad", background=False)


CASES = [
    bq("bq-kitchen-suppliers", "bistro kitchen: every supplier, told seven ways", KITCHEN,
       "Who are our suppliers and what do we get from each?",
       ["tidewater", "doyle's", "hallam", "combe dairy", "bidfood", "loaf & leaven",
        "ridgeline"]),
    bq("bq-kitchen-routines", "bistro kitchen: the routines and procedures, after a dream",
       KITCHEN, "What are the kitchen's routines and procedures?",
       ["fryers off", "before service", "rotated", "allergen request", "deep cleaned",
        "above 5"], dream=True),
    bq("bq-diary-food-triggers", "Crohn's diary: foods that upset the user, six ways", DIARY,
       "Which foods upset my Crohn's?",
       ["popcorn", "lactose", "curries", "raw salad", "fizzy", "sweetcorn"]),
    bq("bq-diary-care-team", "Crohn's diary: the people who look after the user, after a "
       "dream", DIARY, "Who is in my care team and what does each of them do?",
       ["okafor", "fiona", "mehta", "dietitian", "pharmacist", "cannula"], dream=True),
]
