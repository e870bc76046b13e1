"""no_loss: two homes of 30 notes full of merge bait in the same sentence shape - a food
truck (three weekly pitches, three kathi rolls at near prices, two staff called Kaur, a truck
and an event trailer with their own gas checks, two festivals with pitch numbers 14 / 41) and
a research lab (tubes OY-0417 / OY-0471 / OY-0714, two people called Bello, two freezers
called Bertha, two grant codes R-2231 / R-2213) - with a few paraphrases and one correction
each. Pass: every planted fact is live and in the top 5 for its question (for the corrected
one, the current value). The truck home runs under schedules a and b, the lab home under b
and c (common.SCHEDULES).
"""

from .common import dated, f, m, no_loss_cases

TRUCK = dated([
    "Tandoor Trail's Monday pitch is Albion Business Park.",
    "Tandoor Trail's Wednesday pitch is Ferry Quay.",
    "Tandoor Trail's Friday pitch is Library Square on the uni campus.",
    "Lamb kathi roll is £8.50.",
    "Paneer kathi roll is £7.50.",
    "Chicken kathi roll is £8.",
    "Harpreet Kaur runs the tandoor and does the marinades.",
    "Simran Kaur does the till and the Instagram.",
    "Harpreet Kaur holds the Level 3 food hygiene certificate.",
    "Simran Kaur can only work Mondays and Fridays.",
    "The truck's food hygiene rating is 5, inspected in March.",
    "The event trailer is registered with Hinton council, the truck with Ferrybridge council.",
    "Propane for the truck comes from Calor.",
    "Naan dough is made the night before in the kitchen at St Luke's hall.",
    "Riverside Food Festival: 15-17 August, pitch 14.",
    "Harbourside Night Market: 22 August, pitch 41.",
    "lamb kathi - eight pound fifty",
    "Masala chai is £2.20 a cup.",
    "Mango lassi is £3.",
    "The card machine is a SumUp.",
    "The truck is parked overnight at Greyfriars Yard.",
    "The event trailer is kept at Harpreet's uncle's farm near Hinton.",
    "wednesday pitch has moved from Ferry Quay to Canal Basin",
    "Opening hours are 11:30 to 2:30 on every pitch.",
    "Wholesale spices come from Rani Cash & Carry.",
    "Simran posts the week's specials on Instagram every Monday at 8.",
    "The truck's gas safety check is due in October.",
    "The event trailer's gas safety check is due in January.",
    "chicken kathi: eight quid",
    "Leftover naan goes to the St Luke's soup kitchen on Fridays.",
], "2026-03-02", every_days=2)
TRUCK_FACTS = [
    f(m(r"wednesdays?", "canal basin"), "Where does Tandoor Trail park on Wednesdays?"),
    f(m("paneer", r"£ ?7\.50"), "How much is the paneer kathi roll?"),
    f(m("harpreet", "level 3"), "Who holds the Level 3 food hygiene certificate?"),
    f(m("simran", r"mondays?", r"fridays?"), "Which days can Simran work?"),
    f(m("harbourside", [r"22 aug(?:ust)?", r"aug(?:ust)? 22(?:nd)?"]),
      "When is the Harbourside Night Market?"),
    f(m("riverside", "pitch 14"), "Which pitch do we have at the Riverside Food Festival?"),
    f(m("greyfriars"), "Where is the truck parked overnight?"),
    f(m("trailer", "farm"), "Where is the event trailer kept?"),
    f(m("trailer", "gas safety", "january"), "When is the event trailer's gas safety check due?"),
    f(m("rani"), "Where do the wholesale spices come from?"),
]

LAB = dated([
    "The Oyelaran lab's -80 freezer is Big Bertha, a Thermo TSX in room B214.",
    "The -20 freezer, Little Bertha, is in room B216.",
    "Tube OY-0417 in box 3 is the wild-type control.",
    "Tube OY-0471 in box 3 is the knockout line, passage 6.",
    "Tube OY-0714 in box 5 is the rescue line.",
    "Kemi Bello is a second-year PhD student working on the knockout line.",
    "Kunle Bello is the lab manager and orders all the reagents.",
    "Kemi Bello's thesis committee meeting is on 18 June.",
    "Kunle Bello is on leave 3-14 August.",
    "Lab meeting is Tuesdays at 10 in seminar room B101.",
    "Journal club is Thursdays at 4, with a rotating presenter.",
    "The autoclave cycle for media is 121°C for 20 minutes.",
    "The TC hood is serviced every six months.",
    "Every tube going into the -80 must be logged in the LabArchives freezer sheet.",
    "Ade is presenting at the EMBO workshop in Heidelberg on 22 September.",
    "The confocal is booked through PPMS; the lab's slot is Wednesday mornings.",
    "the -80 has been relocated to the basement cold room, B014, for the refurb",
    "Liquid nitrogen is topped up on Mondays by Kunle.",
    "Mycoplasma testing is on the first Monday of each month.",
    "Cell culture media is DMEM with 10% FBS.",
    "The lab's grant code for consumables is R-2231.",
    "The lab's grant code for travel is R-2213.",
    "Big Bertha's alarm rings Kunle's phone first, then Dr Oyelaran's.",
    "autoclave: twenty mins at 121 degrees for media",
    "The PCR machine in the corner is a Bio-Rad T100.",
    "Gel imaging is on the shared ChemiDoc in B220.",
    "Dr Oyelaran's office hours are Friday afternoons.",
    "Kemi Bello is the lab's safety rep.",
    "Sharps go in the yellow bins, collected on Thursdays.",
    "Little Bertha, the -20, gets defrosted every March.",
], "2026-01-12", every_days=3)
LAB_FACTS = [
    f(m(["-80", "big bertha"], "b014"), "Which room is the -80 freezer in now?"),
    f(m("oy-0471", "knockout"), "What is tube OY-0471?"),
    f(m("oy-0714", "rescue"), "Which tube is the rescue line?"),
    f(m("kemi", ["18 june", r"june 18(?:th)?"]), "When is Kemi's thesis committee meeting?"),
    f(m("kunle", "leave", r"aug(?:ust)?"), "When is Kunle on leave?"),
    f(m("journal club", r"thursdays?"), "When is journal club?"),
    f(m("r-2213", "travel"), "What's the lab's grant code for travel?"),
    f(m("r-2231", "consumables"), "What's the grant code for consumables?"),
    f(m("chemidoc", "b220"), "Where do we do gel imaging?"),
    f(m("mycoplasma", "first monday"), "When is mycoplasma testing done?"),
]

CASES = [
    *no_loss_cases("nl-tandoor-trail", "food truck: three pitches, two Kaurs, truck and trailer",
                   TRUCK, TRUCK_FACTS, schedules="ab"),
    *no_loss_cases("nl-oyelaran-lab", "research lab: near tube ids, two Bellos, two Berthas",
                   LAB, LAB_FACTS, schedules="bc"),
]
