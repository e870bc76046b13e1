"""no_loss (h10): three homes of 30 notes full of merge bait in one sentence shape - cubesats
Aurora-1 / Aurora-2 / Aurora-12 on flight software 2.4 / 2.14 / 2.40, anomalies AN-103 /
AN-301 / AN-310, ground-software 5.2 / 5.12; a hospital ward rota for Wards 6A / 6B / 6C with
two nurses called Jaya Raman / Jaya Ramos and students Hollie / Hallie; a game studio's
builds 0.9.1 / 0.9.10 / 0.9.11, bugs EMB-1024 / EMB-1042 / EMB-1204 and two teams with the
same rituals - with paraphrases and one correction each. Pass: every planted fact is live
and in the top 5 for its question (for the corrected one, the current value).
"""

from .common import dated, f, m, no_loss_cases

SATS = dated([
    "Cubesat Aurora-1 runs flight software 2.4.",
    "Cubesat Aurora-2 runs flight software 2.14.",
    "Cubesat Aurora-12 runs flight software 2.40.",
    "Aurora-1 is operated from the Skerry Point ground station.",
    "Aurora-2 is operated from the Tromvik ground station.",
    "Aurora-12 is operated from the Kirkby Fell ground station.",
    "Anomaly AN-301: Aurora-2's star tracker rebooted during eclipse; closed after a firmware "
    "patch.",
    "Anomaly AN-310: Aurora-12's battery heater stayed on for six hours; still under "
    "investigation.",
    "Anomaly AN-103: Aurora-1's magnetometer reads high over the southern ocean; accepted as "
    "a known bias.",
    "On 4 March a Tromvik pass was missed because the rotator lost power.",
    "On 18 March a Tromvik pass was missed because the uplink licence had lapsed.",
    "Skerry Point's dish is 3.7 m across.",
    "Tromvik's dish is 7.3 m across.",
    "Aurora-2 (flight software 2.14) is run out of Tromvik.",
    "AN-301 - star tracker reboot in eclipse on Aurora-2 - was closed after patching the "
    "firmware.",
    "Pass plans are uploaded to the stations every evening at 18:00 UTC.",
    "The mission operations lead is Astrid Halvorsen.",
    "The flight dynamics analyst is Tunde Okonjo.",
    "Aurora-12 launched on 9 January on a rideshare mission.",
    "Aurora-1 launched in 2024.",
    "Housekeeping telemetry is archived in the mission database for 5 years.",
    "Payload images from Aurora-12 are 16 MB each.",
    "Payload images from Aurora-2 are 6 MB each.",
    "Ground-software release 5.2 added automatic pass replanning.",
    "Ground-software release 5.12 added a web dashboard for the stations.",
    "Aurora-12's next firmware upload is planned for 2 May.",
    "Collision-avoidance warnings are handled by the flight dynamics analyst.",
    "Aurora-12's firmware upload has moved from 2 May to 16 May.",
    "The station operators' chat channel is #ground-ops.",
    "Tromvik's dish was repainted last summer.",
], "2026-01-12", every_days=3)
SATS_FACTS = [
    f(m("aurora-2", r"2\.14"), "Which flight software does Aurora-2 run?"),
    f(m("aurora-12", r"2\.40"), "Which flight software version does Aurora-12 run?"),
    f(m("aurora-12", "kirkby fell"), "Which ground station operates Aurora-12?"),
    f(m("an-310", "heater"), "What is anomaly AN-310 about?"),
    f(m("an-103", "magnetometer"), "Which anomaly covers Aurora-1's magnetometer bias?"),
    f(m(["18 march", "march 18"], "licence"), "Why was a Tromvik pass missed on 18 March?"),
    f(m("tromvik", r"7\.3 ?m"), "How big is the Tromvik dish?"),
    f(m("aurora-2", r"6 ?mb"), "How big are Aurora-2's payload images?"),
    f(m(r"5\.12", "dashboard"), "Which ground-software release added the web dashboard?"),
    f(m("aurora-12", ["16 may", "may 16"]), "When is Aurora-12's next firmware upload?"),
]

WARD = dated([
    "Ward 6A's night shift is led by charge nurse Bronwen.",
    "Ward 6B's night shift is led by charge nurse Aled.",
    "Ward 6C's night shift is led by charge nurse Carys.",
    "On Ward 6A, handover is at 19:30.",
    "On Ward 6B, handover is at 19:45.",
    "On Ward 6C, handover is at 20:00.",
    "Staff nurse Jaya Raman works nights on 6B during the week of 16 March.",
    "Staff nurse Jaya Ramos works days on 6C during the week of 16 March.",
    "Healthcare assistant Dougie covers bay 3 on Ward 6A.",
    "Healthcare assistant Wynne covers bay 8 on Ward 6A.",
    "On 6B the controlled-drugs cupboard key is held by the nurse in charge.",
    "Bank shifts are requested through the Allocate app by Thursday noon.",
    "The rota for April is published on 20 March.",
    "The rota for May is published on 17 April.",
    "6B handover: 7:45 pm.",
    "Bronwen is in charge of nights on 6A.",
    "Summer annual leave must be requested by 31 January.",
    "The ward manager for 6A, 6B and 6C is Gareth Pugh.",
    "Student nurse Hollie is on placement on 6C until 24 April.",
    "Student nurse Hallie is on placement on 6A until 8 May.",
    "Fire training for night staff is on 12 March in the education centre.",
    "Fire training for day staff is on 21 March in the education centre.",
    "Sharps audits on all three wards happen on the last Friday of the month.",
    "Ward 6C has the only bariatric bed on the floor.",
    "The ward clerk, Noreen, works 8 am to 4 pm.",
    "The on-call doctor for the wards is paged on bleep 2231.",
    "Night staff can park in car park D after 7 pm.",
    "Ward 6C's handover has moved from 20:00 to 20:15.",
    "The floor's resuscitation trolley sits between 6A and 6B.",
    "Night staff get a free meal voucher for the staff canteen.",
], "2026-01-05", every_days=2)
WARD_FACTS = [
    f(m("6b", "aled"), "Who leads the night shift on Ward 6B?"),
    f(m("6c", "carys"), "Who leads the night shift on Ward 6C?"),
    f(m("6b", ["19:45", r"7:45 ?pm"]), "What time is handover on Ward 6B?"),
    f(m("6c", "20:15"), "What time is handover on Ward 6C?"),
    f(m("ramos", "days"), "Which shifts does Jaya Ramos work in the week of 16 March?"),
    f(m("wynne", "bay 8"), "Which bay does Wynne cover?"),
    f(m("may", ["17 april", "april 17"]), "When is the rota for May published?"),
    f(m("hallie", "6a"), "Where is student nurse Hallie on placement?"),
    f(m("day staff", ["21 march", "march 21"]), "When is fire training for day staff?"),
    f(m("bleep 2231"), "How do I page the on-call doctor for the wards?"),
]

STUDIO = dated([
    "Emberfall build 0.9.1 went to playtesters on 3 February.",
    "Emberfall build 0.9.10 went to playtesters on 24 March.",
    "Emberfall build 0.9.11 went to playtesters on 7 April.",
    "Bug EMB-1042: the grappling hook clips through ice walls; fixed in 0.9.10.",
    "Bug EMB-1024: the save menu freezes on the Steam Deck; still open.",
    "Bug EMB-1204: subtitles overlap the boss health bar; won't fix.",
    "The combat team's sprint review is on Thursdays at 15:00.",
    "The world team's sprint review is on Fridays at 15:00.",
    "The combat team is led by Asha.",
    "The world team is led by Florian.",
    "The combat team uses the Kraken test map for daily smoke tests.",
    "The world team uses the Harbour test map for daily smoke tests.",
    "Playtest feedback is collected in a survey after every session.",
    "Build 0.9.10 reached playtesters on 24 March.",
    "EMB-1042 (hook clipping through ice) was fixed in 0.9.10.",
    "The art director is Liesel Sorensen.",
    "Emberfall's target frame rate on consoles is 60 fps.",
    "Emberfall's target frame rate on the Steam Deck is 40 fps.",
    "Localisation into Japanese is done by Kodama Studio.",
    "Localisation into Brazilian Portuguese is done by Arara Loc.",
    "The composer delivers the soundtrack in stems.",
    "Publisher milestone M4 is due on 30 April.",
    "Publisher milestone M5 is due on 30 June.",
    "Overtime needs the producer's approval in advance.",
    "The producer is Mahmoud Idris.",
    "Source control is Perforce, with one stream per team.",
    "Build machines are named forge-01 to forge-06.",
    "Milestone M4 has moved from 30 April to 14 May.",
    "The studio cat is called Pixel.",
    "Console certification is booked for September.",
], "2026-02-02", every_days=2)
STUDIO_FACTS = [
    f(m(r"0\.9\.11", ["7 april", "april 7"]), "When did Emberfall build 0.9.11 go to "
      "playtesters?"),
    f(m(r"0\.9\.1", ["3 february", "february 3"]), "When did Emberfall build 0.9.1 go to "
      "playtesters?"),
    f(m("emb-1024", "steam deck"), "Which bug is the save menu freezing on the Steam Deck?"),
    f(m("emb-1204", "subtitles"), "What happened to the bug about subtitles overlapping the "
      "boss health bar?"),
    f(m("world team", r"fridays?"), "When is the world team's sprint review?"),
    f(m("florian"), "Who leads the world team?"),
    f(m("world team", "harbour"), "Which test map does the world team use?"),
    f(m("steam deck", r"40 ?fps"), "What frame rate does Emberfall target on the Steam Deck?"),
    f(m("arara"), "Who localises Emberfall into Brazilian Portuguese?"),
    f(m("m4", ["14 may", "may 14"]), "When is publisher milestone M4 due?"),
]

CASES = [
    *no_loss_cases("h10-nl-cubesats", "cubesats: Aurora-1/2/12, software 2.4/2.14/2.40, "
                   "anomalies AN-103/301/310", SATS, SATS_FACTS, schedules="ab"),
    *no_loss_cases("h10-nl-ward-rota", "ward rota: Wards 6A/6B/6C, Jaya Raman / Jaya Ramos",
                   WARD, WARD_FACTS, schedules="c"),
    *no_loss_cases("h10-nl-game-studio", "game studio: builds 0.9.1/0.9.10/0.9.11, EMB bugs, "
                   "two teams", STUDIO, STUDIO_FACTS, schedules="b"),
]
