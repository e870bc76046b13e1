"""no_loss: two homes of 28 notes full of merge bait in the same sentence shape - a paper
mill with three machines (grades, QCS firmware 3.1 / 3.10 / 3.11, three crews, sheet breaks
on 6 / 16 / 26 February, two shutdowns, two pulpers) and a county court clerk's office
(three judges and three courtrooms, claims H4KW2210 / H4KW2201 / H4KW2120, two clerks, room
equipment) - with a few paraphrases and one correction each ("has moved from ... to ...").
Pass: every planted fact is live and in the top 5 for its question (for the corrected one,
the current value). Each home runs under two schedules (common.SCHEDULES).
"""

from .common import dated, f, m, no_loss_cases

MILL = dated([
    "PM1 makes 80 gsm copier paper at up to 1,100 metres a minute.",
    "PM2 makes 90 gsm coated art paper.",
    "PM3 makes 125 gsm kraft liner for the box plant.",
    "The QCS scanner on PM1 runs firmware 3.1.",
    "The QCS scanner on PM2 runs firmware 3.10.",
    "The QCS scanner on PM3 runs firmware 3.11.",
    "Maria Okonkwo is shift lead on A crew.",
    "Declan Furey is shift lead on B crew.",
    "Sunita Rao is shift lead on C crew.",
    "On 6 February PM2 had a sheet break caused by a torn felt.",
    "On 16 February PM2 had a sheet break caused by a blocked headbox nozzle.",
    "On 26 February PM3 had a sheet break caused by a steam leak in the dryer section.",
    "PM1's annual shutdown is booked for 3-7 August.",
    "PM3's annual shutdown is booked for 10-14 August.",
    "Pulp arrives by rail from the port at Grangeford twice a week.",
    "Reels from PM2 are wrapped on the Valmet wrapper in the finishing hall.",
    "The mill lab tests brightness on PM1 every two hours.",
    "PM1 - copier paper, 80 g/m², max speed 1100 m/min.",
    "A crew's shift lead is Maria Okonkwo.",
    "The 16 Feb PM2 break was down to a blocked headbox nozzle.",
    "Hard hats, safety boots and ear defenders are compulsory past the yellow line.",
    "The mill manager is Bronwen Tate.",
    "Visitors are escorted by Callum, the HSE officer.",
    "Broke from PM3 is repulped in pulper 2.",
    "Broke from PM1 is repulped in pulper 1.",
    "PM3's annual shutdown has moved from 10-14 August to 17-21 August.",
    "The canteen serves hot food until 2 am for the night shift.",
    "Effluent samples go to the Environment Agency lab every Thursday.",
], "2026-01-05")
MILL_FACTS = [
    f(m("pm2", [r"90 ?gsm", "coated art"]), "What grade does PM2 make?"),
    f(m("pm3", r"3\.11"), "Which firmware does the QCS scanner on PM3 run?"),
    f(m("pm2", r"3\.10"), "Which firmware does the QCS scanner on PM2 run?"),
    f(m(["declan", "furey"], "b crew"), "Who is the shift lead on B crew?"),
    f(m(["sunita", "rao"], "c crew"), "Who is the shift lead on C crew?"),
    f(m(["16 feb(?:ruary)?", r"feb(?:ruary)? 16(?:th)?"], "headbox"),
      "What caused the PM2 sheet break on 16 February?"),
    f(m(["26 feb(?:ruary)?", r"feb(?:ruary)? 26(?:th)?"], "steam leak"),
      "What caused the sheet break on 26 February?"),
    f(m("pm3", "shutdown", [r"17 ?(?:-|to) ?21 august", r"august 17 ?(?:-|to) ?21"]),
      "When is PM3's annual shutdown?"),
    f(m("pm1", "shutdown", [r"3 ?(?:-|to) ?7 august", r"august 3 ?(?:-|to) ?7"]),
      "When is PM1's annual shutdown?"),
    f(m("pm3", "pulper 2"), "Which pulper takes the broke from PM3?"),
]

COURT = dated([
    "District Judge Amberley sits in Courtroom 1 on Mondays and Tuesdays.",
    "District Judge Kavanagh sits in Courtroom 2 on Wednesdays and Thursdays.",
    "Deputy District Judge Saeed sits in Courtroom 11 on Fridays.",
    "Claim H4KW2210 is listed for a small claims hearing on 9 June.",
    "Claim H4KW2201 is listed for a fast-track trial on 19 June.",
    "Claim H4KW2120 settled and its hearing was vacated.",
    "Clerk Noreen handles the small claims list.",
    "Clerk Ifan handles the fast-track and multi-track lists.",
    "Interpreters for hearings are booked through thebigword.",
    "Courtroom 1 has the video-link equipment.",
    "Courtroom 11 has the hearing loop.",
    "Courtroom 2 is the only room with step-free access from the side entrance.",
    "The public counter is open 10 am to 2 pm.",
    "Fast-track trial bundles must arrive 3 clear days before the hearing.",
    "Court fees are paid by card at the counter or through the online portal.",
    "The security queue is worst between 9:30 and 10 in the morning.",
    "H4KW2210 - small claims hearing, 9 June.",
    "Judge Amberley: Courtroom 1, Mon/Tue.",
    "Lost property is kept at the security desk for 30 days.",
    "The enquiries phone line is staffed until 4 pm.",
    "Small claims mediation appointments are by telephone and last an hour.",
    "The court manager is Mrs Adebayo-Quinn.",
    "Ushers carry a clipboard listing the day's cases.",
    "Sealed orders go out from the listing office within 5 working days.",
    "The fast-track trial for claim H4KW2201 has moved from 19 June to 26 June.",
    "Advocates get Wi-Fi on the CourtGuest network.",
    "Litigants in person can get help from the Support Through Court desk on Tuesdays.",
    "Judge Saeed also covers Courtroom 1 when Judge Amberley is on leave.",
], "2026-04-06")
COURT_FACTS = [
    f(m("kavanagh", r"court ?room 2"), "Which courtroom does District Judge Kavanagh sit in?"),
    f(m("saeed", r"court ?room 11"), "Where does Deputy District Judge Saeed usually sit?"),
    f(m("h4kw2201", ["26 june", r"june 26(?:th)?"]),
      "When is the fast-track trial for claim H4KW2201?"),
    f(m("h4kw2120", "settled"), "What happened to claim H4KW2120?"),
    f(m("ifan", "fast-track"), "Which clerk handles the fast-track list?"),
    f(m(r"court ?room 11", "hearing loop"), "Which courtroom has the hearing loop?"),
    f(m(r"court ?room 2", "step-free"), "Which courtroom has step-free access?"),
    f(m("thebigword"), "How are interpreters booked for hearings?"),
    f(m("support through court", r"tuesdays?"), "When is the Support Through Court desk open?"),
    f(m("h4kw2210", ["9 june", r"june 9(?:th)?"]),
      "When is the small claims hearing for claim H4KW2210?"),
]

CASES = [
    *no_loss_cases("nl-paper-mill", "paper mill: three machines, same shapes, one moved "
                   "shutdown", MILL, MILL_FACTS, schedules="ab"),
    *no_loss_cases("nl-county-court", "county court office: judges, rooms, claim numbers, one "
                   "moved trial", COURT, COURT_FACTS, schedules="bc"),
]
