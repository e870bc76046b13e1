"""no_loss: two homes of 30 notes full of merge bait in the same sentence shape - wards
4 / 14 / 40, fridges F-1 / F-11, batches LX-3390 / LX-3309, extensions 4471 / 4417 in a
hospital pharmacy; turbines T03 / T13 / T30, fault codes 181 / 118 on three dates, crews A
and B on a wind farm - with a few paraphrases and one correction each. Pass: every planted
fact is live and in the top 5 for its question (for the corrected one, the current value).
Each home runs under two schedules (common.SCHEDULES).
"""

from .common import dated, f, m, no_loss_cases

PHARMACY = dated([
    "Ward 4 at Kingsmere Hospital gets its pharmacy top-up on Mondays and Thursdays.",
    "Ward 14 at Kingsmere Hospital gets its pharmacy top-up on Tuesdays and Fridays.",
    "Ward 40 at Kingsmere Hospital gets its pharmacy top-up on Wednesdays.",
    "Fridge F-1 in the Kingsmere dispensary holds the insulin stock.",
    "Fridge F-11 in the Kingsmere dispensary holds the vaccines.",
    "Enoxaparin batch LX-3390 was quarantined on 2 March after a labelling error.",
    "Enoxaparin batch LX-3309 was released on 2 March after passing QC.",
    "The controlled-drugs audit on Ward 4 was on 9 February and found no discrepancies.",
    "The controlled-drugs audit on Ward 14 was on 16 February and found one missing "
    "signature.",
    "Pharmacist Odalys covers Ward 4.",
    "Pharmacist Kwabena covers Ward 14.",
    "Pharmacist Signe covers Ward 40.",
    "The aseptic unit makes chemotherapy doses between 8 am and 2 pm.",
    "The dispensary robot is a BD Rowa Vmax and is serviced every quarter.",
    "Out-of-hours pharmacy queries go to the on-call pharmacist through switchboard.",
    "Ward 4 top-ups happen Mon and Thu.",
    "F-11 = vaccine fridge (dispensary).",
    "The Kingsmere dispensary opens at 08:30 on weekdays.",
    "The Saturday dispensary service runs from 9 am to 12 noon.",
    "Discharge prescriptions should be ready within two hours of being received.",
    "The antimicrobial pharmacist is Desmond.",
    "Ward 14's CD audit (16 Feb): one signature missing.",
    "The pharmacy's medicines-information line is extension 4471.",
    "The pharmacy's stores line is extension 4417.",
    "Expired stock goes back to the wholesaler on the last Friday of each month.",
    "Pharmacy students shadow the Ward 4 pharmacist on Wednesday afternoons.",
    "The pharmacy technician team is led by Harriet Lomax.",
    "Ward 40's top-up has moved from Wednesdays to Tuesdays.",
    "Methotrexate is only dispensed with a weekly-dose sticker on the box.",
    "The drugs and therapeutics committee reviews the formulary every two months.",
], "2026-01-05", every_days=3)
PHARMACY_FACTS = [
    f(m("ward 14", r"tuesdays? and fridays?"), "When does Ward 14 get its pharmacy top-up?"),
    f(m("ward 40", r"tuesdays?"), "When does Ward 40 get its pharmacy top-up?"),
    f(m("f-11", r"vaccines?"), "Which dispensary fridge holds the vaccines?"),
    f(m("lx-3390", "quarantined"), "What happened to enoxaparin batch LX-3390?"),
    f(m("lx-3309", "released"), "What happened to enoxaparin batch LX-3309?"),
    f(m("ward 14", "signature"), "What did the Ward 14 controlled-drugs audit find?"),
    f(m("kwabena"), "Which pharmacist covers Ward 14?"),
    f(m("signe", "ward 40"), "Which pharmacist covers Ward 40?"),
    f(m("4417", "stores"), "What is the extension for pharmacy stores?"),
    f(m("desmond"), "Who is the antimicrobial pharmacist?"),
]

WINDFARM = dated([
    "Turbine T03 at Brackenmoor is a Vestas V90 commissioned in 2011.",
    "Turbine T30 at Brackenmoor is a Vestas V112 commissioned in 2019.",
    "Turbine T13 at Brackenmoor is a Vestas V90 commissioned in 2012.",
    "On 4 February turbine T03 tripped on fault code 181 (yaw error).",
    "On 18 February turbine T30 tripped on fault code 118 (low pitch accumulator "
    "pressure).",
    "On 25 February turbine T13 tripped on fault code 181 (yaw error) as well.",
    "T03's main bearing was replaced in October 2025.",
    "T30's generator bearing was greased on 3 March.",
    "Crew A (Ruben and Keziah) covers turbines T01-T15.",
    "Crew B (Anneliese and Padraig) covers turbines T16-T30.",
    "Brackenmoor turbines shut down when the wind speed goes above 25 m/s.",
    "The Brackenmoor substation is inspected every six months by Northline Grid.",
    "Climbing a turbine needs two people and a rescue kit at the base of the tower.",
    "The SCADA system is run from the control room in the Brackenmoor site office.",
    "T03 yaw fault on 4 Feb - code 181.",
    "Blade inspections at Brackenmoor are done by drone every spring.",
    "Oil samples from every gearbox go to Tribolab every six months.",
    "T30 has a bat-curtailment mode from May to September.",
    "T13's tower door lock was replaced on 10 March.",
    "Spare parts are kept in container 2 next to the site office.",
    "Crew B looks after T16 to T30.",
    "The Brackenmoor emergency muster point is the main gate.",
    "Shadow-flicker complaints go to the community liaison officer, Ysolde.",
    "T13 runs in a reduced-noise mode at night.",
    "Brackenmoor has 30 turbines with a total capacity of 66 MW.",
    "The next annual safety audit at Brackenmoor is on 14 April.",
    "Lightning receptors on T30 were tested on 12 March.",
    "The Brackenmoor annual safety audit has moved from 14 April to 28 April.",
    "A fault 118 reset needs a site visit; a fault 181 can be reset remotely.",
    "The access track to Brackenmoor is gritted by the estate in frosty weather.",
], "2026-01-12", every_days=3)
WINDFARM_FACTS = [
    f(m("t30", "v112"), "Which turbine model is T30?"),
    f(m("t13", ["25 february", "february 25"], "181"),
      "Which fault did turbine T13 trip on, and when?"),
    f(m("t30", "118"), "Which fault code did turbine T30 trip on?"),
    f(m("anneliese"), "Who is in crew B?"),
    f(m("crew a", "t01"), "Which turbines does crew A cover?"),
    f(m("tribolab"), "Where do the gearbox oil samples go?"),
    f(m("ysolde"), "Who handles shadow-flicker complaints?"),
    f(m("safety audit", ["28 april", "april 28"]), "When is the next annual safety audit?"),
    f(m("t13", "door lock"), "When was T13's tower door lock replaced?"),
    f(m("container 2"), "Where are spare parts kept at Brackenmoor?"),
]

CASES = [
    *no_loss_cases("h11-nl-pharmacy", "hospital pharmacy: wards 4/14/40, F-1/F-11, "
                   "LX-3390/LX-3309", PHARMACY, PHARMACY_FACTS, schedules="ab"),
    *no_loss_cases("h11-nl-windfarm", "wind farm: T03/T13/T30, faults 181/118, crews A/B",
                   WINDFARM, WINDFARM_FACTS, schedules="ac"),
]
