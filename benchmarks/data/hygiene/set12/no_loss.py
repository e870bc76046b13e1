"""no_loss: two homes of 30 notes full of merge bait in one sentence shape - a translation
agency with two offices (Leeds / Lisbon) running the same rituals, jobs J-4410 / J-4401 /
J-4140 and two translators called Ana; a recording studio with Studio A / Studio B, two
bands booked on the same dates, two engineers called Dan and mixes v3 / v13 - with a few
paraphrases and one correction each ("Update: ... now, not Wednesdays"; "pushed ... back a
week, so it's ... rather than ..."). Pass: every planted fact is live and in the top 5 for
its question (for the corrected one, the current value). Each home runs under two schedules
(common.SCHEDULES).
"""

from .common import dated, f, m, no_loss_cases

AGENCY = dated([
    "Polyglot Bridge's Leeds office handles German and Dutch jobs.",
    "Polyglot Bridge's Lisbon office handles Portuguese and Spanish jobs.",
    "The Leeds office holds its team meeting on Monday mornings.",
    "The Lisbon office holds its team meeting on Wednesday mornings.",
    "Job J-4410 is a German patent translation for Kestner GmbH, due on 6 March.",
    "Job J-4401 is a Dutch user manual for Vandam Tools, due on 13 March.",
    "Job J-4140 is a Spanish marketing brochure for Soler Hoteles, due on 20 March.",
    "Ana Sousa translates Portuguese into English and works from the Lisbon office.",
    "Ana Petrova translates Russian into English and works remotely from Sofia.",
    "Job J-4401 is being proofread by Wim de Jong.",
    "The Leeds office manager is Gwen Harker.",
    "The Lisbon office manager is Duarte Melo.",
    "Leeds does the German + Dutch work.",
    "J-4410 (German patent, Kestner GmbH) is due 6 March.",
    "Certified translations are stamped by the Leeds office only.",
    "Client files are kept for seven years.",
    "The agency uses memoQ as its CAT tool.",
    "Rush jobs carry a 30% surcharge.",
    "Ana Sousa is on leave from 2 to 16 March.",
    "Invoices go out on the last working day of the month.",
    "Update: the Lisbon office's team meeting is on Thursday mornings now, not Wednesdays.",
    "Job J-4140 was signed off by Soler Hoteles on 18 March.",
    "The glossary for Kestner GmbH lives on the memoQ server.",
    "Interpreting bookings go through the Leeds office.",
    "The Lisbon office shares a building with a coworking space.",
    "Job J-4401 must use the client's own terminology list.",
    "Freelancers are paid within 30 days of invoicing.",
    "Quality checks use the LQA scorecard.",
    "Gwen chairs the Leeds Monday meeting.",
    "January is the agency's busiest month.",
], "2026-01-05", every_days=3)
AGENCY_FACTS = [
    f(m("lisbon", ["portuguese", "spanish"]), "Which languages does the Lisbon office handle?"),
    f(m("lisbon", r"thursdays?"), "When is the Lisbon office's team meeting?"),
    f(m("leeds", r"mondays?"), "When is the Leeds office's team meeting?"),
    f(m("j-4401", "dutch"), "What is job J-4401?"),
    f(m("j-4140", ["20 march", r"march 20(?:th)?"]), "When is job J-4140 due?"),
    f(m("petrova", "russian"), "Which language does Ana Petrova translate from?"),
    f(m("sousa", "leave"), "When is Ana Sousa on leave?"),
    f(m("melo"), "Who manages the Lisbon office?"),
    f(m(r"30 ?%", "rush"), "How much extra do rush jobs cost?"),
    f(m("wim de jong"), "Who is proofreading job J-4401?"),
]

STUDIO = dated([
    "Studio A at Tannery Lane has the Neve console and a live room big enough for a full band.",
    "Studio B at Tannery Lane has the SSL console and a small vocal booth.",
    "The Marrowbones are booked into Studio A from 4 to 8 May.",
    "Velvet Static are booked into Studio B from 4 to 8 May.",
    "The Marrowbones' engineer is Dan Whitcombe.",
    "Velvet Static's engineer is Dan Oyelowo.",
    "Studio A costs £480 a day.",
    "Studio B costs £320 a day.",
    "Mix v3 of the Marrowbones' single 'Tinder' went to the label on 12 May.",
    "Mix v13 of Velvet Static's single 'Halogen' went to the label on 19 May.",
    "Studio A: Neve desk, big live room.",
    "Dan Whitcombe engineers the Marrowbones' sessions.",
    "The studio's tape machine is a Studer A80.",
    "Session musicians are paid £200 a day.",
    "The kitchen is shared by both studios.",
    "Mastering goes to Kiln Mastering in Bristol.",
    "The Marrowbones' drummer, Rufus, needs a loud click in his headphones.",
    "Velvet Static bring their own backline.",
    "Load-in is through the yard gate on Tannery Lane.",
    "Street parking is free after 6 pm.",
    "The Marrowbones have pushed their Studio A booking back a week, so it's 11 to 15 May "
    "rather than 4 to 8 May.",
    "The studio closes on bank holidays.",
    "The house piano in Studio A is a Steinway Model B.",
    "Session drives are archived on the NAS after every booking.",
    "Velvet Static's producer is Ilse Brandt.",
    "The Marrowbones' producer is Cormac Hale.",
    "Studio B's vocal booth mic is a Neumann TLM 103.",
    "Studio invoices are due within 14 days.",
    "Coffee comes from the café on the corner.",
    "Studio B has better air conditioning than Studio A.",
], "2026-03-02", every_days=2)
STUDIO_FACTS = [
    f(m("marrowbones", [r"11(?:th)? ?(?:to|-) ?15(?:th)? may", r"may 11(?:th)? ?(?:to|-) ?15"]),
      "When are the Marrowbones booked into Studio A?"),
    f(m("velvet static", "studio b"), "Which studio are Velvet Static booked into?"),
    f(m("oyelowo"), "Who is Velvet Static's engineer?"),
    f(m("whitcombe"), "Who is the Marrowbones' engineer?"),
    f(m("studio b", r"£ ?320"), "How much does Studio B cost a day?"),
    f(m("v13", "halogen"), "When did mix v13 of 'Halogen' go to the label?"),
    f(m("v3", "tinder"), "When did mix v3 of 'Tinder' go to the label?"),
    f(m("ilse brandt"), "Who produces Velvet Static?"),
    f(m("kiln"), "Where does the studio send work for mastering?"),
    f(m("studer"), "Which tape machine does the studio have?"),
]

CASES = [
    *no_loss_cases("nl-agency", "translation agency: two offices, jobs J-4410 / J-4401 / "
                   "J-4140, two Anas", AGENCY, AGENCY_FACTS, schedules="ab"),
    *no_loss_cases("nl-studio", "recording studio: Studio A / B, same dates, two Dans, "
                   "mixes v3 / v13", STUDIO, STUDIO_FACTS, schedules="bc"),
]
