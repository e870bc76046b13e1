"""correction (part 1): the OLD note is a compound statement (two to four details in one
sentence) and the correcting note is short, names only the new value and carries a change
cue: "changed to", "went up to", "is now", "moved to", "pushed back to", "revised to",
"Update: ... moved to", "from next month", "as of June", "brought forward to".

Pass: the new value answers first; no live sentence still states the old value; the old
statement is closed, kept on disk and found with --include-superseded; every other clause
of the compound note stays live and in the top 3 for its own question, with no hole where
the old value was cut out (common.clean); no live text is garbled.
"""

from .common import COR, DREAM, HIST, NOT_GARBLED, case, clean, correction, findable, m, n


def cor(cid, title, notes, q, new, old, details=(), dream=False):
    steps = [*notes, *([DREAM] if dream else [])]
    checks = [correction(q, clean(new), old), *[findable(clean(dm), dq) for dm, dq in details],
              NOT_GARBLED]
    return case(cid, COR, title, steps, checks, expect="correct")


CASES = [
    cor("cor-garden-gate-time", "'locking time changed to 9 pm', one clause of three", [
        n("Fernhill Community Garden: plots are £28 a year, the gate is locked at 8 pm, and "
          "work mornings are on the first Sunday of the month.", "2026-02-02"),
        n("Fernhill gate locking time changed to 9 pm.", "2026-04-13"),
    ], "What time is the gate locked at Fernhill Community Garden?",
        m(r"9 ?pm"), m(r"8 ?pm", none=[r"from 8 ?pm", *HIST]),
        details=[(m(r"£ ?28"), "How much does a plot at Fernhill Community Garden cost?"),
                 (m("first sunday"), "When are the work mornings at Fernhill Community Garden?")],
        dream=True),

    cor("cor-dental-hygiene-price", "'Update: ... went up to £72', with reminders and closing", [
        n("Kestrel Dental charges £65 for a hygiene appointment, sends recall reminders by "
          "text, and is shut on Wednesday afternoons.", "2026-01-12"),
        n("Update: a hygiene appointment at Kestrel Dental went up to £72.", "2026-05-04"),
    ], "How much does a hygiene appointment at Kestrel Dental cost?",
        m(r"£ ?72"), m(r"£ ?65", none=[r"from £ ?65", *HIST]),
        details=[(m("by text"), "How does Kestrel Dental send recall reminders?"),
                 (m(r"wednesday afternoons?"), "When is Kestrel Dental shut?")],
        dream=True),

    cor("cor-shop-woocommerce", "'is now on WooCommerce 8.9', with host and backups", [
        n("The Loam & Leaf web shop runs WooCommerce 8.2 on a Hetzner VPS in Falkenstein, and "
          "the nightly database dumps go to a Backblaze B2 bucket.", "2026-02-16"),
        n("Loam & Leaf is now on WooCommerce 8.9.", "2026-06-22"),
    ], "Which WooCommerce version does the Loam & Leaf web shop run?",
        m(r"8\.9"), m(r"8\.2", none=[r"from (?:woocommerce )?8\.2", *HIST]),
        details=[(m("hetzner"), "Where is the Loam & Leaf web shop hosted?"),
                 (m("backblaze"), "Where do the Loam & Leaf nightly database dumps go?")]),

    cor("cor-choir-rehearsal-night", "'rehearsals have moved to Tuesday evenings', with "
        "venue, subs and director", [
        n("Harbour Voices rehearse on Monday evenings in St Aidan's church hall; subs are £40 "
          "a term and the musical director is Felicity Rowe.", "2026-01-19"),
        n("Harbour Voices rehearsals have moved to Tuesday evenings.", "2026-09-07"),
    ], "Which evening do Harbour Voices rehearse?",
        m(r"tuesdays?"), m(r"mondays?", none=[r"from mondays?", *HIST]),
        details=[(m(r"st aidan'?s"), "Where do Harbour Voices rehearse?"),
                 (m(r"£ ?40"), "How much are the Harbour Voices subs?"),
                 (m("felicity"), "Who is the musical director of Harbour Voices?")],
        dream=True),

    cor("cor-nas-ip", "'Update: NAS moved to 192.168.1.40', one address of three", [
        n("Home network: the router is 192.168.1.1, the Synology NAS sits at 192.168.1.20, "
          "and the Pi-hole answers DNS on 192.168.1.53.", "2026-01-26"),
        n("Update: NAS moved to 192.168.1.40 after the firmware reset.", "2026-03-09"),
    ], "What IP address is the Synology NAS on?",
        m(r"192\.168\.1\.40"), m(r"192\.168\.1\.20", none=[r"from 192\.168\.1\.20", *HIST]),
        details=[(m("router", r"192\.168\.1\.1"), "What is the home router's IP address?"),
                 (m("pi-hole", r"192\.168\.1\.53"), "Which IP address is the Pi-hole on?")],
        dream=True),

    cor("cor-club-run-start", "'start pushed back to 9:15', terse, with meeting point and "
        "cafe stop", [
        n("The Wolds Wheelers' Sunday club run leaves Market Square at 8:30, rolls at about "
          "25 km/h and stops for coffee at the Mill Café in Ebberston.", "2026-03-16"),
        n("Wolds Wheelers Sunday start pushed back to 9:15", "2026-05-11"),
    ], "What time does the Wolds Wheelers' Sunday club run leave?",
        m(["9:15", r"9\.15"]), m(["8:30", r"8\.30"], none=["from 8:30", *HIST]),
        details=[(m("market square"), "Where does the Wolds Wheelers' Sunday run start from?"),
                 (m("mill caf[eé]"),
                  "Where does the Wolds Wheelers' Sunday run stop for coffee?")]),

    cor("cor-pta-fair-date", "'is now on 4 July', with raffle price and cake stall", [
        n("Ashcombe Primary PTA: the summer fair is on 27 June, raffle tickets are £1 a strip "
          "and Bethan Lloyd is running the cake stall.", "2026-03-23"),
        n("The Ashcombe summer fair is now on 4 July.", "2026-05-18"),
    ], "When is the Ashcombe Primary summer fair?",
        m(["4 july", r"july 4(?:th)?", "4th july"]),
        m(["27 june", r"june 27(?:th)?", "27th june"], none=["from 27 june", *HIST]),
        details=[(m(r"£ ?1", "strip"), "How much are raffle tickets at the Ashcombe summer fair?"),
                 (m("bethan"), "Who is running the cake stall at the Ashcombe summer fair?")],
        dream=True),

    cor("cor-helpdesk-extension", "'extension is 231 from next month', with printer and "
        "password vault", [
        n("At Pryce & Hale Accountants the IT helpdesk is on extension 214, the first-floor "
          "printer is a Brother MFC-L8900, and shared passwords live in Bitwarden.",
          "2026-02-09"),
        n("Pryce & Hale IT helpdesk extension is 231 from next month.", "2026-04-30"),
    ], "What extension is the Pryce & Hale IT helpdesk on?",
        m("231"), m("214", none=["from 214", *HIST]),
        details=[(m(["mfc-l8900", "brother mfc"]),
                  "Which printer is on the first floor at Pryce & Hale?"),
                 (m("bitwarden"), "Where are shared passwords kept at Pryce & Hale?")]),

    cor("cor-booster-date", "'booster date revised to 14 April', with vet and closing time", [
        n("Biscuit (our beagle) is registered at Moss Lane Vets with Dr. Anand; his annual "
          "booster is due in March and the practice closes at 6:30 pm.", "2026-01-05"),
        n("Biscuit's booster date revised to 14 April.", "2026-02-23"),
    ], "When is Biscuit's booster due?",
        m(["14 april", r"april 14(?:th)?", "14th april"]), m("march", none=[*HIST]),
        details=[(m("anand"), "Which vet does Biscuit usually see at Moss Lane?"),
                 (m([r"6:30 ?pm", r"6\.30 ?pm", "18:30"]), "What time does Moss Lane Vets close?")],
        dream=True),

    cor("cor-hall-hire-price", "'As of June, ... £21 an hour', with booking contact and key", [
        n("St Oswin's church hall is booked through Maureen Tate; it costs £18 an hour and "
          "the key is collected from the vestry.", "2026-02-23"),
        n("As of June, hiring St Oswin's hall is £21 an hour.", "2026-06-01"),
    ], "How much does it cost to hire St Oswin's church hall?",
        m(r"£ ?21"), m(r"£ ?18", none=[r"from £ ?18", *HIST]),
        details=[(m("maureen"), "Who takes bookings for St Oswin's church hall?"),
                 (m("vestry"), "Where is the key for St Oswin's church hall collected from?")]),
]
