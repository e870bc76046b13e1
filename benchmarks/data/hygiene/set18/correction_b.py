"""correction (part 2): nine more - "is no longer in K12, we're in G4", a same-evening
"actually finch has 64GB of RAM, not 32GB", a quoted user ("User said: \"Ines has left the
council - our planning officer ... is Tom Achebe now.\""), "sent a revised fee estimate",
"as of 1 April half a dozen eggs ... is £2.80", a plain restatement seven months later ("is
Thursdays ... this season") with no cue word, "have put grandad's donepezil up to 10mg",
"turns out the IoT VLAN is 40", and a booking that fell through ("Tigh na Mara cancelled on
us ... booked Ardbeg Cottage in Dervaig instead").

Pass: as in part 1 - new value first, no live sentence stating the old value, the old one
closed but on disk and found with --include-superseded, the other details of the old note
still live in the top 3, nothing garbled.
"""

from .common import HIST, m, n
from .correction_a import cor

CASES = [
    cor("cor-class-room-no-longer", "'is no longer in K12, we're in G4', with a reason", [
        n("Japanese 2 (Genki II) with Harumi Tanaka-Reid: Tuesdays 7-9pm in room K12 at "
          "Kingsgate Adult Learning Centre. £185 for the spring term.", "2026-01-20"),
        n("Japanese class is no longer in K12, we're in G4 on the ground floor from this week "
          "because the lift is broken.", "2026-02-10"),
    ], "Which room is my Japanese class in?",
        m("g4"),
        m("k12", none=[*HIST]),
        details=[(m(r"tue(?:s|sday)?s?", [r"7 ?(?:-|to) ?9 ?(?:pm)?", r"7 ?pm"]),
                  "When is my Japanese class?"),
                 (m(r"£ ?185"), "How much is the Japanese course for the term?")]),

    cor("cor-finch-ram-actually", "same-evening 'actually ... 64GB of RAM, not 32GB'", [
        n("finch - Proxmox node, Ryzen 5 5600G, 32GB RAM. Runs Jellyfin and the download "
          "stack; plugged into the UPS.", "2026-02-16T21:32:00"),
        n("actually finch has 64GB of RAM, not 32GB. forgot I upgraded it in january",
          "2026-02-16T21:40:00"),
    ], "How much RAM does finch have?",
        m(r"64 ?gb"),
        m(r"32 ?gb", none=[r"not 32 ?(?:gb)?", *HIST]),
        details=[(m("jellyfin"), "Which homelab node runs Jellyfin?"),
                 (m(["5600g", "ryzen"]), "What CPU does finch have?")],
        dream=True),

    cor("cor-planning-officer-quoted", "quoted user: 'Ines has left the council - ... is Tom "
        "Achebe now'", [
        n("Orchard Lane barn conversion, planning ref 26/00412/FUL. Case officer at Severnside "
          "District Council is Ines Salgado; decision due by 14 May.", "2026-02-11"),
        n("User said: \"Ines has left the council - our planning officer for Orchard Lane is "
          "Tom Achebe now.\"", "2026-03-19"),
    ], "Who is the planning officer for the Orchard Lane barn conversion?",
        m(["tom achebe", "achebe"]),
        m(["ines", "salgado"], none=["has left", "left the council", *HIST]),
        details=[(m("26/00412/ful"), "What is the planning reference for Orchard Lane?"),
                 (m(["14 may", r"may 14(?:th)?"]),
                  "When is the Orchard Lane planning decision due?")]),

    cor("cor-conveyancing-fee-revised", "'sent a revised fee estimate: £1,395 + VAT', old fee "
        "not repeated", [
        n("Conveyancer for the Elm Terrace purchase is Naomi Achterberg at Bradshaw Lowe. Fixed "
          "fee £1,150 + VAT, searches about £300 on top. She wants our ID documents by email.",
          "2026-04-14"),
        n("Bradshaw Lowe sent a revised fee estimate: £1,395 + VAT, because the title turned "
          "out to be unregistered.", "2026-05-06"),
    ], "What is the conveyancer's fee for the purchase?",
        m(r"£ ?1,?395"),
        m(r"£ ?1,?150", none=[*HIST]),
        details=[(m(["naomi", "achterberg"]), "Who is our conveyancer?"),
                 (m("searches", r"£ ?300"), "How much are the searches?")],
        dream=True),

    cor("cor-egg-price-as-of", "'as of 1 April half a dozen ... is £2.80', a reason in brackets", [
        n("meadowbank eggs - £2.50 a half dozen at the gate, honesty box on the post. 14 hens "
          "laying, mostly Warrens.", "2026-01-29"),
        n("as of 1 April half a dozen eggs at the gate is £2.80 (feed's gone up)", "2026-03-26"),
    ], "How much is half a dozen eggs at the gate?",
        m(r"£ ?2\.80"),
        m(r"£ ?2\.50", none=[*HIST]),
        details=[(m("honesty box"), "How do people pay for eggs at the gate?"),
                 (m(["14 hens", "fourteen hens"]), "How many hens are laying?")]),

    cor("cor-training-night-restated", "plain restatement seven months later, Wednesdays -> "
        "Thursdays, no cue word", [
        n("U10s training: Wednesdays 6-7pm on the 3G pitch at Oakmere School. Kids bring shin "
          "pads and a water bottle, no studs on the 3G.", "2026-02-04"),
        n("U10s training is Thursdays 6-7pm at Oakmere this season.", "2026-09-02"),
    ], "Which night is U10s training?",
        m(r"thursdays?"),
        m(r"wednesdays?", none=[*HIST]),
        details=[(m("shin pads"), "What do the kids need to bring to training?"),
                 (m("studs"), "Can the kids wear studs at training?")],
        dream=True),

    cor("cor-donepezil-put-up", "'have put grandad's donepezil up to 10mg', old dose not "
        "repeated", [
        n("Wilf's evening tablets, given by the 6pm carer: donepezil 5mg and simvastatin 20mg. "
          "The surgery dispensary makes up his blister packs every 4 weeks.", "2026-02-17"),
        n("Memory clinic have put grandad's donepezil up to 10mg at night, starting today.",
          "2026-04-01"),
    ], "What dose of donepezil does Grandad take?",
        m(r"10 ?mg"),
        m("donepezil", r"5 ?mg", none=[r"up from 5 ?(?:mg)?", *HIST]),
        details=[(m("simvastatin"), "What other tablet does Grandad take in the evening?"),
                 (m("blister packs?", ["4 weeks", "four weeks"]),
                  "How often are Grandad's blister packs made up?")]),

    cor("cor-iot-vlan-turns-out", "'turns out the IoT VLAN is 40', old number not repeated", [
        n("IoT stuff is on VLAN 30, blocked from the internet except for Home Assistant. SSID "
          "larch-iot, 2.4GHz only.", "2026-01-23"),
        n("turns out the IoT VLAN is 40 - I checked the switch config on the router.",
          "2026-03-03"),
    ], "Which VLAN are the IoT devices on?",
        m(r"vlan (?:id |is |number )?40"),
        m(r"vlan (?:id |is |number )?30", none=[*HIST]),
        details=[(m("larch-iot"), "What is the IoT wifi network called?"),
                 (m(r"2\.4 ?ghz"), "Which wifi band does the IoT network use?")],
        dream=True),

    cor("cor-cottage-cancelled", "a booking that fell through: 'cancelled on us ... booked "
        "Ardbeg Cottage in Dervaig instead'", [
        n("Mull: staying at Tigh na Mara in Tobermory 15-19 Aug. Taking our own car over on the "
          "ferry; Ben More walk planned for Mon 17th.", "2026-04-20"),
        n("Tigh na Mara cancelled on us (burst pipe), so we've booked Ardbeg Cottage in Dervaig "
          "instead. Same dates.", "2026-06-09"),
    ], "Where are we staying on Mull?",
        m(["ardbeg", "dervaig"]),
        m("tigh na mara", none=[r"cancell?ed", *HIST]),
        details=[(m("ben more"), "When are we walking Ben More?"),
                 (m("own car"), "Are we taking our car to Mull?")]),
]
