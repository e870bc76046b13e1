"""paraphrase_merge: two or three notes state one fact in other words, with the value
written another way (7:30 am / half seven, £30 / thirty pounds, 1 pm / 13:00, a week /
seven days, €40 / 40 euros, 2 am / 02:00) or a preference restated ("text, not email" /
"texts rather than emails").

After a dream (two cases: consolidate) exactly one live memory states the fact, it answers
the question first, and its text is one clean statement (not the notes glued together).
"""

from .common import DREAM, PM, case, clean, consolidate, m, n, one_live


def pm(cid, title, notes, matcher, q, arrange=DREAM):
    return case(cid, PM, title, [*notes, arrange], [one_live(clean(matcher), q)],
                expect="merge")


CASES = [
    pm("pm-depot-opening", "7:30 am / half seven", [
        n("The Spoke & Satchel depot opens at 7:30 am on weekdays.", "2026-02-02"),
        n("spoke & satchel depot unlocks at half seven, mon-fri", "2026-02-16"),
    ], m("depot", [r"7:30 ?am", "7:30", "07:30", r"7\.30", "half seven", "half past seven"]),
        "What time does the Spoke & Satchel depot open on weekdays?"),

    pm("pm-kestrel-subs", "£30 a year / thirty pounds annually", [
        n("Kestrel Chess Club's annual subs are £30.", "2026-01-13"),
        n("Membership of Kestrel Chess Club costs thirty pounds a year.", "2026-02-10"),
    ], m("kestrel", [r"£ ?30", "thirty pounds", "30 pounds", "30 gbp"]),
        "How much is a year's membership of Kestrel Chess Club?", arrange=consolidate()),

    pm("pm-late-checkout", "1 pm for £25 / 13:00, 25 pounds / late c/o", [
        n("Late check-out at Harbour Lights runs until 1 pm and costs £25.", "2026-03-02"),
        n("Harbour Lights charges guests 25 pounds to stay in their room till 13:00.",
          "2026-03-16"),
        n("late c/o @ Harbour Lights - 1pm, £25", "2026-03-30"),
    ], m("harbour lights", [r"£ ?25", "25 pounds"], [r"1 ?pm", "13:00", r"13\.00"]),
        "How much does late check-out at Harbour Lights cost, and until when?"),

    pm("pm-extractor-loan", "borrow for a week / take home for seven days", [
        n("Members of the Ouse Valley Beekeepers can borrow the association's honey extractor "
          "for a week at a time.", "2026-07-06"),
        n("The Ouse Valley Beekeepers' extractor goes out on loan to a member for seven days.",
          "2026-08-03"),
    ], m("extractor", ["a week", "one week", "1 week", "seven days", "7 days", "7-day"]),
        "How long can an Ouse Valley Beekeepers member borrow the honey extractor?"),

    pm("pm-veg-box-day", "delivered on Thursdays / go out every Thursday", [
        n("Ashcombe Farm Shop's veg boxes are delivered on Thursdays.", "2026-03-10"),
        n("Veg boxes from Ashcombe go out every Thursday.", "2026-04-07"),
    ], m("ashcombe", r"veg ?box(?:es)?", r"thursdays?"),
        "Which day are Ashcombe Farm Shop's veg boxes delivered?"),

    pm("pm-lingua-minimum", "€40 minimum / minimum charge 40 euros", [
        n("Lingua Bridge has a minimum charge of 40 euros per job.", "2026-05-04"),
        n("€40 minimum on any Lingua Bridge job, however short.", "2026-05-18"),
    ], m("lingua bridge", "minimum", [r"€ ?40", "40 euros?", r"eur ?40", r"40 ?eur"]),
        "What is Lingua Bridge's minimum charge for a job?"),

    pm("pm-nightly-build", "2 am / 02:00 / two in the morning", [
        n("Hollow Tide's nightly build kicks off at 2 am.", "2026-03-03"),
        n("Nightly Hollow Tide build: starts 02:00.", "2026-03-10"),
        n("The Hollow Tide nightly starts building at two in the morning.", "2026-03-17"),
    ], m("hollow tide", "nightly", [r"2 ?am", "02:00", r"2:00 ?am", "two in the morning"]),
        "What time does the Hollow Tide nightly build start?", arrange=consolidate()),

    pm("pm-leah-contact", "text, not email / texts rather than emails", [
        n("Leah, the scout group treasurer, would rather be contacted by text than by email.",
          "2026-10-05"),
        n("Leah (group treasurer) - text her, don't email.", "2026-10-19"),
    ], m("leah", ["text", "texts", "texting", "sms"]),
        "How does Leah, the scout group treasurer, like to be contacted?"),
]
