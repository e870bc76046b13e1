"""broad_question (h10): three homes of 21-22 mixed notes (a municipal library, an HR
department, a family that goes caravanning), asked about a whole kind of memory: decisions
("voted to", "opted for", "it was agreed", "Decision:", "settled on", "chose"), recurring
problems ("almost every Monday", "again and again", "every summer", "keep getting in"),
procedures ("To ...", "Before ...", "After ...", "When ..."), people and roles,
preferences and family.

Pass: the top 10 holds at least 60% of the memories of that kind (each named by a phrase
that appears in exactly one note of the home). Half the cases dream first.
"""

from .common import BQ, DREAM, broad, case, dated, phrase_once

LIBRARY = dated([
    # decisions
    "The library board voted to stop charging overdue fines on children's books.",
    "We opted for Libby as the e-book lending app.",
    "It was agreed that the local history room opens by appointment only.",
    "Decision: self-service kiosks take the place of the second issue desk.",
    "We settled on a quiet-study zone for the upper floor.",
    "Staff chose a green-and-white colour scheme for the new signage.",
    # recurring problems
    "The returns chute jams almost every Monday morning.",
    "The public Wi-Fi drops out again and again in the reading room.",
    "Every summer the roof over the periodicals section leaks.",
    "Pigeons keep getting into the atrium.",
    "The lobby photocopier runs out of toner over most weekends.",
    # procedures
    "To open the building, disarm the alarm at the staff door and switch on the catalogue "
    "terminals.",
    "Before a storytime session, set out the floor cushions in the children's corner.",
    "After each author talk, put the microphone back in the office cupboard.",
    "Damaged books go in the grey tray for the conservation volunteer to assess.",
    # people
    "Ottoline is the branch manager.",
    "Lorcan runs the Tuesday coding club for teenagers.",
    "Mrs. Adebayo-Kerr volunteers for the home library service.",
    "Sunil handles the library's social media accounts.",
    # plain facts
    "The library holds about 60,000 items.",
    "Calderwood Library was built in 1911.",
    "The car park behind the library has eight spaces.",
], "2026-02-02")
LIB_DECISIONS = phrase_once(LIBRARY, ["overdue fines", "libby", "local history room",
                                      "self-service kiosks", "quiet-study zone", "signage"])
LIB_PROBLEMS = phrase_once(LIBRARY, ["returns chute", "public wi-fi", "periodicals", "pigeons",
                                     "photocopier"])

HR = dated([
    # procedures
    "To onboard a new starter, send the contract through DocuSign and book their IT setup.",
    "Before an exit interview, pull the leaver's last appraisal from the HR system.",
    "After a grievance meeting, the notes are shared with the employee within five working "
    "days.",
    "Expense claims over £500 have to be signed off by a director before payment.",
    "When someone is off sick for more than seven days, ask them for a fit note.",
    # people and roles
    "Yusra Qadir is the HR business partner for engineering.",
    "Tomasz Wilk heads the HR department.",
    "Agnes answers payroll queries.",
    "Beatrix runs recruitment for the sales team.",
    "Kelechi is the office's mental-health first aider.",
    # decisions
    "We decided to move performance reviews from once a year to twice a year.",
    "HR agreed to trial a four-day week in the support team.",
    "We picked Workable as the applicant tracking system.",
    "Leadership chose to publish salary bands in every job advert.",
    "Decision: the summer party becomes a volunteering day.",
    # recurring problems
    "New starters keep arriving without a building pass.",
    "Reference requests go unanswered again and again.",
    "Every January the holiday-carry-over spreadsheet gets overwritten.",
    # plain facts
    "Quillon has about 340 employees.",
    "The HR office is on the fourth floor.",
    "The staff handbook was last revised in the spring.",
], "2026-03-02")
HR_PROCEDURES = phrase_once(HR, ["docusign", "exit interview", "grievance", "expense claims",
                                 "fit note"])
HR_PEOPLE = phrase_once(HR, ["yusra", "tomasz", "agnes", "beatrix", "kelechi"])

FAMILY = dated([
    # preferences
    "The user prefers campsites with no entertainment complex.",
    "The user hates driving on motorways when towing.",
    "The user likes to arrive at a site before 3 pm.",
    "The user would rather cook on a campfire than use the caravan hob.",
    "The user can't stand loud music on site.",
    # family
    "The user's wife, Ffion, does all the reversing and pitching.",
    "The user's son Cai is eleven and loves rock pooling.",
    "The user's daughter Nell is learning to ride a bike without stabilisers.",
    "The user's father-in-law, Emrys, owns the awning and lends it every summer.",
    "The user's sister Bethan lives near Tenby and often joins them for a day.",
    # health
    "Cai has a peanut allergy and carries an adrenaline pen.",
    "The user gets travel sick on ferries.",
    "Nell takes a low-dose antihistamine for hay fever.",
    "The user had a knee operation and avoids long hill walks.",
    # money
    "Caravan trips are paid from a joint savings pot of £150 a month.",
    "Seasonal pitch fees are paid in one go each March.",
    "The caravan club membership renews automatically by direct debit.",
    # plain facts
    "The caravan is a four-berth Swift.",
    "The caravan's name is Bluebell.",
    "The tow car is a grey estate.",
    "The family's favourite beach is Rhossili.",
], "2026-04-06")
FAM_PREFS = phrase_once(FAMILY, ["entertainment complex", "motorways", "before 3 pm",
                                 "campfire", "loud music"])
FAM_FAMILY = phrase_once(FAMILY, ["ffion", "rock pooling", "stabilisers", "emrys", "bethan"])


def bq(cid, title, home, q, expect, dream=False):
    steps = [*home, *([DREAM] if dream else [])]
    return case(cid, BQ, title, steps, [broad(q, expect)], expect="broad recall",
                background=False)


CASES = [
    bq("h10-bq-library-decisions", "municipal library: decisions", LIBRARY,
       "What decisions has the library taken?", LIB_DECISIONS),
    bq("h10-bq-library-problems-dream", "municipal library: recurring problems, after a dream",
       LIBRARY, "Which problems keep recurring at the library?", LIB_PROBLEMS, dream=True),
    bq("h10-bq-hr-procedures-dream", "HR department: procedures, after a dream", HR,
       "What are HR's step-by-step procedures?", HR_PROCEDURES, dream=True),
    bq("h10-bq-hr-people", "HR department: people and roles", HR,
       "Who is who in the HR team, and what is each person's job?", HR_PEOPLE),
    bq("h10-bq-family-preferences", "caravanning family: likes and dislikes", FAMILY,
       "What does the user like and dislike when camping?", FAM_PREFS),
    bq("h10-bq-family-members-dream", "caravanning family: family members, after a dream",
       FAMILY, "Who is in the user's family?", FAM_FAMILY, dream=True),
]
