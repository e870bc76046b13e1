"""paraphrase_merge: one fact sent two or three times in other words - "6:30am and 6:30pm" /
"half six, morning and evening" / "06:30 and 18:30"; "14 daily snapshots" / "a fortnight of
dailies"; "10 new kanji a week" / "ten per week" / "10 kanji weekly" (consolidate); "on
Thursdays ... 9:15" / "thurs = ..., pickup 9.15am"; a site-visit PPE rule as an instruction
and as a reminder quoting a colleague; "£236,000 ... over 25 years" / "236k on a 25-year term"
(consolidate); "30 minutes before kick-off" / "half an hour before KO"; "90g ... twice a day" /
"90 grams kibble, morning + evening" / "two meals are 90g each"; "closes at 8pm" / "shuts at
20:00" (consolidate); and a user quoted: "talk to Grandad on his right side, his left ear's no
good".

Pass: after curate and dream (or consolidate) exactly one live memory states the fact, it is
found first for the question, and no live text is garbled.
"""

from .common import DREAM, NOT_GARBLED, PM, case, consolidate, m, n, one_live


def pm(cid, title, notes, matcher, q, arrange=DREAM):
    return case(cid, PM, title, [*notes, arrange], [one_live(matcher, q), NOT_GARBLED],
                expect="merged")


CASES = [
    pm("pm-milking-time", "'6:30am and 6:30pm' / 'half six, morning and evening' / '06:30 and "
       "18:30'", [
        n("The goats are milked at 6:30am and 6:30pm.", "2026-02-03"),
        n("milking: half six, morning and evening", "2026-02-17"),
        n("Twice-daily milking at 06:30 and 18:30.", "2026-03-03"),
    ], m(r"milk(?:ed|ing)?", [r"0?6:30 ?(?:am|pm)?", "half six", r"6\.30 ?(?:am|pm)?"]),
        "What time are the goats milked?"),

    pm("pm-restic-fortnight", "'14 daily snapshots' / 'a fortnight of dailies'", [
        n("restic keeps 14 daily snapshots of the NAS.", "2026-01-22"),
        n("NAS backups: a fortnight of dailies retained in restic", "2026-02-19"),
    ], m("restic", ["14 daily", "14 dailies", "fortnight", "fourteen daily", "14 days",
                    "two weeks"]),
        "How many daily restic snapshots do we keep?"),

    pm("pm-kanji-weekly", "'10 new kanji a week' / 'ten per week' / '10 kanji weekly' "
       "(consolidate)", [
        n("Goal: learn 10 new kanji a week.", "2026-01-21"),
        n("kanji target = ten per week", "2026-02-04"),
        n("I'm aiming for 10 kanji weekly alongside the Genki homework.", "2026-02-18"),
    ], m("kanji", ["10", "ten"], ["a week", "per week", "weekly", "each week", r"/ ?w(?:ee)?k"]),
        "How many kanji am I learning each week?", arrange=consolidate()),

    pm("pm-day-centre", "a full sentence / 'thurs = hollybush day centre, pickup 9.15am'", [
        n("Grandad goes to the Hollybush day centre on Thursdays; the minibus collects him at "
          "9:15.", "2026-02-12"),
        n("thurs = hollybush day centre, pickup 9.15am", "2026-03-05"),
    ], m("hollybush", [r"thursdays?", "thurs"], [r"9[:.]15 ?(?:am)?"]),
        "When does Grandad go to the day centre?"),

    pm("pm-site-visit-ppe", "a rule / a reminder quoting a colleague, other words for the kit", [
        n("Site visits: always take a hard hat, hi-vis and steel toecaps.", "2026-01-27"),
        n("Reminder from Jo: nobody goes on a site visit without PPE - hard hat, hi-vis vest, "
          "steel-toe boots.", "2026-03-10"),
    ], m(r"site visits?", "hard hat", "hi-?vis"), "What do I need to take on a site visit?"),

    pm("pm-mortgage-northvale", "'£236,000 ... over 25 years' / '236k on a 25-year term' "
       "(consolidate)", [
        n("Mortgage: £236,000 with Northvale Building Society over 25 years.", "2026-04-08"),
        n("northvale are lending us 236k on a 25-year term", "2026-04-22"),
    ], m("northvale", [r"£ ?236,?000", r"£? ?236 ?k"], ["25 years", "25-year", "25 year"]),
        "How much is our mortgage and over how long?", arrange=consolidate()),

    pm("pm-arrive-before-ko", "'30 minutes before kick-off' / 'half an hour before KO'", [
        n("U10s: players should arrive 30 minutes before kick-off.", "2026-01-27"),
        n("tell the parents - kids there half an hour before KO please", "2026-02-10"),
    ], m([r"30 min(?:ute)?s?", "half an hour"], ["kick-?off", "ko"]),
        "How early should players get there before kick-off?"),

    pm("pm-pepper-kibble", "'90g ... twice a day' / '90 grams kibble, morning + evening' / 'two "
       "meals are 90g each'", [
        n("Pepper has 90g of dry food twice a day.", "2026-02-02"),
        n("pepper: 90 grams kibble, morning + evening", "2026-02-16"),
        n("Pepper's two meals are 90g each (dry food).", "2026-03-02"),
    ], m("pepper", r"90 ?g(?:rams?)?"), "How much does Pepper eat at each meal?"),

    pm("pm-coop-closing", "'closes at 8pm' / 'shuts at 20:00' (consolidate)", [
        n("Tobermory Co-op closes at 8pm.", "2026-05-12"),
        n("the co-op in tobermory shuts at 20:00", "2026-06-02"),
    ], m("co-?op", "tobermory", [r"8 ?pm", "20:00", r"20\.00"]),
        "What time does the Co-op in Tobermory close?", arrange=consolidate()),

    pm("pm-left-ear", "a plain instruction / the user quoted: 'talk to Grandad on his right "
       "side'", [
        n("Grandad is deaf in his left ear, so sit on his right when you talk to him.",
          "2026-02-09"),
        n("User said: \"talk to Grandad on his right side, his left ear's no good.\"",
          "2026-02-23"),
    ], m("left ear", "right"), "Which side should I sit on when talking to Grandad?"),
]
