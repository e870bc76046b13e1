"""no_loss: two homes of 30 notes full of merge bait in the same sentence shape - a dental
practice (two dentists in surgeries 1 and 2, two hygienists sharing surgery 3, a husband
and wife called Marsh on different recalls, two X-ray surveys a week apart) and a home
network (addresses 192.168.1.20 / .21 / .201, VLANs 10 / 20 / 30, two cameras with two
retention periods, two smart plugs) - with a few paraphrases and one correction each
("now goes to ... instead of ...", "now keeps ... for 10 days instead of 7"). Pass: every
planted fact is live and in the top 5 for its question (for the corrected one, the current
value). Each home runs under two schedules (common.SCHEDULES).
"""

from .common import dated, f, m, no_loss_cases

PRACTICE = dated([
    "Dr. Helena Brisk works in surgery 1 on Mondays, Tuesdays and Thursdays.",
    "Dr. Oren Vasquez works in surgery 2 on Wednesdays and Fridays.",
    "Carys Pugh, the hygienist, uses surgery 3 every weekday morning.",
    "Nadia Rahman is the second hygienist and has surgery 3 on Tuesday and Thursday "
    "afternoons.",
    "The practice manager at Kestrel Dental is Fergus Doyle.",
    "Patient Elsie Marsh is on a three-month recall because of gum disease.",
    "Patient Edward Marsh, Elsie's husband, is on a twelve-month recall.",
    "The autoclave in the decontamination room is validated every Monday morning.",
    "The compressor is serviced by Aireflow every June.",
    "The X-ray unit in surgery 1 had its radiation protection survey on 14 January.",
    "The X-ray unit in surgery 2 had its radiation protection survey on 21 January.",
    "Dr. Brisk does the Invisalign consultations.",
    "Dr Vasquez does the practice's implant work.",
    "Lab work goes to Castleford Dental Lab and is collected on Tuesdays and Fridays.",
    "Routine check-ups are booked into 20-minute slots.",
    "New patient exams are booked as 40-minute slots.",
    "The practice software is Dentally.",
    "Reception opens the phone lines at 8:15.",
    "Helena Brisk - surgery 1, Mon/Tue/Thu.",
    "Emergency slots are held back at 9:00 and 14:00 every day.",
    "Autoclave validation happens each Monday morning.",
    "The practice closes at 1 pm on Fridays.",
    "Sterilisation pouches are ordered from Henry Schein every fortnight.",
    "Fire drills are held twice a year, in March and September.",
    "Carys Pugh also runs the stop-smoking sessions.",
    "Staff park in the three spaces behind the building.",
    "Nadia Rahman is trained to apply fluoride varnish for children.",
    "Lab work now goes to Pennine Dental Lab instead of Castleford.",
    "The team huddle is on Tuesday lunchtimes.",
    "The waiting-room screen plays an oral-health slideshow.",
], "2026-01-05", every_days=3)
PRACTICE_FACTS = [
    f(m("vasquez", "surgery 2"), "Which surgery does Dr Vasquez work in?"),
    f(m("carys", r"mornings?"), "Which hygienist works weekday mornings in surgery 3?"),
    f(m("nadia", r"afternoons?"), "When does Nadia Rahman have surgery 3?"),
    f(m("elsie", ["three-month", "3-month", r"three months?", r"3 ?months?"]),
      "How often is Elsie Marsh recalled?"),
    f(m("edward", ["twelve-month", "12-month", r"twelve months?", r"12 ?months?"]),
      "How often is Edward Marsh recalled?"),
    f(m("surgery 2", ["21 january", r"january 21(?:st)?"]),
      "When did the X-ray unit in surgery 2 have its radiation protection survey?"),
    f(m("vasquez", "implant"), "Who does the implant work at the practice?"),
    f(m("pennine"), "Which dental lab does our lab work go to?"),
    f(m("new patient", ["40-minute", r"40 ?min(?:ute)?s?"]),
      "How long is a new patient exam slot?"),
    f(m("fergus"), "Who is the practice manager at Kestrel Dental?"),
]

NETWORK = dated([
    "The main router is a Fritz!Box 7590 at 192.168.1.1.",
    "The Synology NAS is at 192.168.1.20.",
    "Home Assistant runs on 192.168.1.21.",
    "The old Netgear ReadyNAS is at 192.168.1.201 and only holds photo archives.",
    "The Pi-hole runs on a Raspberry Pi at 192.168.1.53.",
    "VLAN 10 is for the security cameras.",
    "VLAN 20 is for the kids' devices, which are blocked from 21:30.",
    "VLAN 30 is for guests and cannot reach the NAS.",
    "The front-door camera records to the NAS and keeps 14 days of footage.",
    "The garden camera records to the NAS and keeps 7 days of footage.",
    "The family Wi-Fi network is called Casa-Main.",
    "The guest Wi-Fi is called Casa-Guest; its password changes every month.",
    "Fritz!Box firmware updates are installed on the first Saturday of the month.",
    "The NAS backs up to Backblaze B2 every night at 02:00.",
    "The Home Assistant config lives in a private GitHub repo.",
    "The Tado thermostat is controlled through Home Assistant.",
    "The smart plug on the fish-tank heater is called plug-aquarium.",
    "The smart plug on the dehumidifier is called plug-cellar.",
    "The Pi-hole blocks about 12% of DNS queries.",
    "Synology box lives at 192.168.1.20 on the LAN.",
    "Kids' VLAN (20): devices get cut off at 21:30.",
    "The broadband is a 500 Mbps fibre line.",
    "A 4G dongle takes over if the fibre drops.",
    "The printer has a fixed address, 192.168.1.60.",
    "The UPS under the stairs keeps the router and NAS running for about 25 minutes.",
    "Admin passwords are in the family 1Password vault.",
    "The Tado schedule drops the heating to 16 degrees at 22:30.",
    "The Sonos speakers are on the main Wi-Fi, not on a VLAN.",
    "The garden camera now keeps 10 days of footage instead of 7.",
    "A Home Assistant automation turns the porch light on at sunset.",
], "2026-02-02", every_days=2)
NETWORK_FACTS = [
    f(m(r"192\.168\.1\.21", "home assistant"), "What IP address is Home Assistant on?"),
    f(m(r"192\.168\.1\.201", "readynas"), "What address is the old ReadyNAS at?"),
    f(m("vlan 10", "cameras"), "Which VLAN are the security cameras on?"),
    f(m("vlan 30", "guests"), "Which VLAN is for guests?"),
    f(m("front-door camera", r"14 ?days"), "How long does the front-door camera keep footage?"),
    f(m("garden camera", r"10 ?days"), "How long does the garden camera keep footage?"),
    f(m("plug-cellar", "dehumidifier"), "What is the smart plug on the dehumidifier called?"),
    f(m("backblaze", ["02:00", r"2 ?am"]), "When does the NAS back up to Backblaze?"),
    f(m("ups", r"25 ?min(?:ute)?s"), "How long does the UPS keep the router and NAS running?"),
    f(m("casa-guest"), "What is the guest Wi-Fi network called?"),
]

CASES = [
    *no_loss_cases("nl-dental-practice", "dental practice: two of every role, two patients "
                   "called Marsh", PRACTICE, PRACTICE_FACTS, schedules="ab"),
    *no_loss_cases("nl-home-network", "home network: .20/.21/.201, VLANs 10/20/30, two "
                   "cameras", NETWORK, NETWORK_FACTS, schedules="bc"),
]
