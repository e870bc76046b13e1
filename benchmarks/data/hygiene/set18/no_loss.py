"""no_loss: two homes of 30 notes full of merge bait in the same sentence shape - a homelab
(three Proxmox nodes with their own RAM and jobs, nas-1 / nas-10 with their own backup
targets and times, IoT devices on VLAN 40 and cameras on VLAN 30, two SSIDs) and a junior
football club (U10s / U12s with their own pitch, kick-off, training night and subs, two head
coaches called Dan, two players called Oliver, away games at Chigwell Colts / Chigwell Town a
week apart) - with a few paraphrases and one correction each (Nextcloud "upgraded to 29.0.4";
the U12s' kick-off "has moved from 11:00 to 11:30"). Pass: every planted fact is live and in
the top 5 for its question (for the corrected one, the current value). The homelab runs under
schedules a and b, the club under b and c (common.SCHEDULES).
"""

from .common import dated, f, m, no_loss_cases

HOMELAB = dated([
    "The homelab's Proxmox nodes are wren, finch and robin.",
    "wren has 32GB RAM and runs Home Assistant and the NUT server.",
    "finch has 64GB RAM and runs Jellyfin.",
    "robin has 16GB RAM and runs Pi-hole and Uptime Kuma.",
    "nas-1 is a TrueNAS box with four 8TB drives in RAIDZ1.",
    "nas-10 is the offsite Synology at Mum's house, two 12TB drives mirrored.",
    "nas-1 backs up to the Hetzner storage box at 03:15.",
    "nas-10 backs up to Backblaze B2 at 04:30.",
    "IoT devices live on VLAN 40.",
    "The cameras live on VLAN 30.",
    "The main wifi is larch-home and the IoT wifi is larch-iot.",
    "Nextcloud runs on wren at version 28.0.6.",
    "Jellyfin's media library is on nas-1 under /mnt/tank/media.",
    "restic keeps 14 daily snapshots.",
    "The router is an OPNsense box on a Protectli VP2420.",
    "The rack UPS is an Eaton 5S 1500, about 25 minutes of runtime.",
    "The larchfield.net domain is registered with Porkbun and renews in November.",
    "Certificates come from Let's Encrypt via Caddy on robin.",
    "Home Assistant runs the heating schedule and the porch light.",
    "Remote access is through Tailscale; no ports are forwarded.",
    "a fortnight of daily restic snapshots is kept",
    "The switch is a 16-port managed Netgear in the loft.",
    "robin reboots itself at 4am on Sundays after updates.",
    "Proxmox backups of the VMs go to nas-1 every night at 01:00.",
    "Mum's fibre line, which nas-10 sits on, is 500 Mbps.",
    "Jellyfin uses the iGPU in finch for transcoding.",
    "wren's boot drive is a 500GB NVMe.",
    "Uptime Kuma checks Nextcloud every 60 seconds.",
    "nextcloud on wren has been upgraded to 29.0.4",
    "The loft gets hot in summer, so a fan runs next to the rack from June to August.",
], "2026-01-19", every_days=3)
HOMELAB_FACTS = [
    f(m("nextcloud", r"29\.0\.4"), "Which version of Nextcloud is running?"),
    f(m("nas-10", ["backblaze", "b2"]), "Where does nas-10 back up to?"),
    f(m("nas-1", "hetzner"), "Where does nas-1 back up to?"),
    f(m("robin", r"16 ?gb"), "How much RAM does robin have?"),
    f(m("finch", r"64 ?gb"), "How much RAM does finch have?"),
    f(m("iot", "vlan 40"), "Which VLAN are the IoT devices on?"),
    f(m("cameras?", "vlan 30"), "Which VLAN are the cameras on?"),
    f(m("porkbun"), "Where is the larchfield.net domain registered?"),
    f(m("tailscale"), "How do I get remote access to the homelab?"),
    f(m("proxmox backups?", "01:00"), "When do the Proxmox VM backups run?"),
]

CLUB = dated([
    "Redbridge Rovers U10s play home games at Fairlop Fields on pitch 3.",
    "Redbridge Rovers U12s play home games at Fairlop Fields on pitch 5.",
    "U10s kick off at 9:30 on Saturdays.",
    "U12s kick off at 11:00 on Saturdays.",
    "Dan Okoro is the U10s head coach.",
    "Dan Whitfield is the U12s head coach.",
    "Oliver Grant plays in goal for the U10s.",
    "Oliver Mensah is the U10s captain.",
    "U10s training is on Thursdays, 6-7pm on the Oakmere 3G.",
    "U12s training is on Tuesdays, 6-7:30pm on the Oakmere 3G.",
    "U10s subs are £25 a month.",
    "U12s subs are £28 a month.",
    "Kit comes from Teamwear Direct; the home kit is all navy.",
    "The away kit is yellow with navy shorts.",
    "Match fees are covered by subs, so no cash on the day.",
    "The club's welfare officer is Gemma Lowe.",
    "Parents take turns washing the kit; the rota is in the WhatsApp group.",
    "Oliver Grant has a peanut allergy; his EpiPen is in the first aid bag.",
    "The first aid bag is kept in the kit shed at Fairlop.",
    "Sat 7 Nov: U10s away at Chigwell Colts.",
    "Sat 14 Nov: U10s away at Chigwell Town.",
    "The U10s play 7-a-side and the U12s play 9-a-side.",
    "players should arrive half an hour before kick-off",
    "The end-of-season presentation is in the Fairlop Oak function room on 20 June.",
    "The club's Easter tournament is at Hainault Forest.",
    "Referees for home games are booked through the league portal by Dan Okoro.",
    "kids there 30 mins before KO",
    "Shin pads are compulsory at training and matches.",
    "U12s home kick-off has moved from 11:00 to 11:30 so the pitches can be reset.",
    "The club minibus seats 16 and is driven by Gemma's husband Rob.",
], "2026-01-26", every_days=3)
CLUB_FACTS = [
    f(m("u12s?", ["11:30", r"11\.30", "half eleven"]), "What time do the U12s kick off?"),
    f(m("u12s?", "pitch 5"), "Which pitch do the U12s play on at home?"),
    f(m("u10s?", "pitch 3"), "Which pitch do the U10s use for home games?"),
    f(m("whitfield", "u12s?"), "Who coaches the U12s?"),
    f(m("oliver grant", ["goal", "goalkeeper", "keeper"]), "Who plays in goal for the U10s?"),
    f(m("oliver mensah", "captain"), "Who is the U10s captain?"),
    f(m("u12s?", r"tuesdays?"), "When do the U12s train?"),
    f(m("u12s?", r"£ ?28"), "How much are the U12s subs?"),
    f(m("oliver grant", "peanut"), "Which player has a peanut allergy?"),
    f(m("chigwell town", [r"14 nov(?:ember)?", r"nov(?:ember)? 14(?:th)?"]),
      "When do the U10s play Chigwell Town?"),
]

CASES = [
    *no_loss_cases("nl-larchfield-homelab", "homelab: three nodes, nas-1 / nas-10, two VLANs",
                   HOMELAB, HOMELAB_FACTS, schedules="ab"),
    *no_loss_cases("nl-redbridge-rovers", "junior football: U10s / U12s, two Dans, two Olivers",
                   CLUB, CLUB_FACTS, schedules="bc"),
]
