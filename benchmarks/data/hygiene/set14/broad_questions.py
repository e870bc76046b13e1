"""Broad questions (4 cases): two homes of 20 mixed notes, no background, each asked about
a whole kind. Kestrel Reach Rowing Club: committee decisions; people and roles.
Larchfield Accountants' IT desk: recurring problems; routine procedures. One case per home
dreams first. Pass: at least 60% of that kind's notes in the top 10.
"""

from __future__ import annotations

from .common import BQ, DREAM, broad, case, dated, phrase_once

ROWING = dated([
    "The committee decided to replace the old coxless four with a new Janousek boat this spring.",
    "Maddie Frost is head coach and plans the training programme for every squad.",
    "The river flag board by the slipway shows red when the stream is too strong for juniors.",
    "We agreed that juniors under 14 must always be accompanied by a coach on the water.",
    "Sam Whitlock is club captain and sets the crews for each regatta.",
    "The boathouse roller door sticks whenever it's been frosty overnight.",
    "The club chose Thames Valley Marine for the boathouse insurance.",
    "Harriet Oduya is treasurer and chases unpaid subs.",
    "Ergs are booked through the whiteboard in the gym corner.",
    "We picked navy and gold for the new club kit.",
    "Ben Adeyemi is the welfare officer for juniors and handles DBS checks.",
    "Blades are stored on the left wall, sculls on the right.",
    "The committee voted to hold the annual dinner at the Swan at Holm in November.",
    "Rita Cole runs the clubhouse bar on race days.",
    "The user rows at bow in the Tuesday masters crew.",
    "Oars must be wiped down and racked before anyone leaves the boathouse.",
    "The club minibus needs a driver with a D1 licence.",
    "Learn-to-row courses run over six Sunday mornings.",
    "Holm Weir is the stretch of river where the club races.",
    "Coffee after the Sunday outing is at the kiosk on the towpath.",
], "2026-01-05", 2)

IT_DESK = dated([
    "The second-floor printer jams again and again on the thick letterhead paper.",
    "To onboard a new starter, create the account in Entra, add them to the All Staff group, "
    "then issue a YubiKey.",
    "Larchfield Accountants has 38 staff across the Reading and Bristol offices.",
    "Every Monday morning the VPN drops for the Bristol staff.",
    "Before wiping a returned laptop, check that the leaver's OneDrive has been passed to "
    "their manager.",
    "The IT desk is staffed by Tomasz and Priya, with Dale from Nexa IT on call.",
    "Outlook keeps asking Harriet in payroll for her password.",
    "After every Patch Tuesday, someone checks that the payroll PC still prints payslips.",
    "Laptops are Lenovo ThinkPads bought on a four-year cycle.",
    "The boardroom projector loses its HDMI signal every few weeks.",
    "To reset the guest Wi-Fi, log in to the UniFi controller and generate a new voucher.",
    "The partners prefer to be contacted about IT issues on Teams rather than by email.",
    "The door entry system locks everyone out whenever there's a power cut.",
    "When someone reports a phishing email, block the sender in Defender and post a warning "
    "in the general channel.",
    "The firm's accounting software is IRIS, hosted by the vendor.",
    "Microsoft 365 licences renew every October.",
    "The comms cupboard key hangs in the reception key safe.",
    "Tomasz prefers tickets to be logged in Freshdesk, not sent to him directly.",
    "The Reading office has a Ricoh copier on lease until 2027.",
    "Staff get a security awareness session every spring.",
], "2026-01-05", 2)

ROWING_DECISIONS = phrase_once(ROWING, ["janousek", "accompanied by a coach",
                                        "thames valley marine", "navy and gold", "swan at holm"])
ROWING_ROLES = phrase_once(ROWING, ["maddie frost", "sam whitlock", "harriet oduya",
                                    "ben adeyemi", "rita cole"])
IT_PROBLEMS = phrase_once(IT_DESK, ["letterhead", "vpn drops", "asking harriet", "hdmi",
                                    "power cut"])
IT_PROCEDURES = phrase_once(IT_DESK, ["new starter", "returned laptop", "payslips", "voucher",
                                      "phishing"])

CASES = [
    case("bq-rowing-decisions", BQ, "rowing club: what has the committee decided?",
         [*ROWING, DREAM],
         [broad("What has the Kestrel Reach committee decided or agreed?", ROWING_DECISIONS)],
         expect="answered", background=False),
    case("bq-rowing-roles", BQ, "rowing club: who holds which role?",
         ROWING,
         [broad("Who does what at Kestrel Reach? Which people hold which club roles?",
                ROWING_ROLES)],
         expect="answered", background=False),
    case("bq-itdesk-recurring", BQ, "IT desk: what keeps going wrong?",
         [*IT_DESK, DREAM],
         [broad("What problems keep coming back at the Larchfield IT desk?", IT_PROBLEMS)],
         expect="answered", background=False),
    case("bq-itdesk-procedures", BQ, "IT desk: how are routine jobs done?",
         IT_DESK,
         [broad("What are the Larchfield IT desk's procedures for routine jobs?", IT_PROCEDURES)],
         expect="answered", background=False),
]
