"""paraphrase_merge: one fact sent two or three times in other words - "between 1 and 4°C" /
"1-4 degrees" / "1°C to 4°C" (a walk-in fridge); "two hours either side of high water" /
"HW ±2h" / "2 hours before to 2 hours after high tide"; "robes at 9:30" / "robed by half nine"
/ the director quoted; "renews on 3 September" / "renewal: 03/09" / "Sept 3rd" (consolidate);
"every two weeks, on Tuesdays" / "fortnightly, Tue" / "every other Tuesday"; "within 30 days"
/ "thirty days" (consolidate); an advice line "weekdays 9am to 1pm" / "Mon-Fri, 09:00-13:00" /
an agent's summary "weekday mornings, nine till one"; "up to 12 screenings a year" / "12 shows
per year"; "by 8:40" / "twenty to nine" / "08:40" (consolidate); and a rule / the bosun quoted
about signing club boats out on the tally board.

Pass: after curate and dream (or consolidate) exactly one live memory states the fact, it is
found first for the question, and no live text is garbled.
"""

from .common import DREAM, NOT_GARBLED, PM, case, consolidate, m, n, one_live


def pm(cid, title, notes, matcher, q, arrange=DREAM):
    return case(cid, PM, title, [*notes, arrange], [one_live(matcher, q), NOT_GARBLED],
                expect="merged")


CASES = [
    pm("pm-walk-in-temperature", "'between 1 and 4°C' / '1-4 degrees C' / '1°C to 4°C'", [
        n("The walk-in fridge must stay between 1 and 4°C.", "2026-02-16"),
        n("walk-in: 1-4 degrees C", "2026-03-02"),
        n("Keep the walk-in at 1°C to 4°C.", "2026-03-16"),
    ], m("walk-in", [r"1 ?(?:°c ?)?(?:-|to|and) ?4"]),
        "What temperature should the walk-in fridge be?"),

    pm("pm-launch-tide-window", "'two hours either side of high water' / 'HW ±2h' / '2 hours "
       "before to 2 hours after high tide'", [
        n("At Wenmouth, dinghies can only launch within two hours either side of high water.",
          "2026-04-08"),
        n("launching: HW ±2h", "2026-04-22"),
        n("The slipway is only usable from 2 hours before to 2 hours after high tide.",
          "2026-05-06"),
    ], m(["high water", "hw", "high tide"], [r"2 ?h(?:ours?)?", "two hours"]),
        "When can we launch dinghies at Wenmouth?"),

    pm("pm-robing-time", "'robes at 9:30' / 'robed by half nine' / the director quoted", [
        n("The choir robes at 9:30 for the 10am Sung Eucharist.", "2026-01-15"),
        n("sundays: be robed by half nine", "2026-02-05"),
        n("Alasdair: \"Robed and in the vestry by 9.30 on Sundays, please.\"", "2026-02-26"),
    ], m(["9:30", r"9\.30", "half nine"], r"rob(?:e|es|ed|ing)"),
        "What time does the choir need to be robed on Sundays?"),

    pm("pm-insurance-renewal", "'renews on 3 September' / 'renewal: 03/09' / 'Sept 3rd' "
       "(consolidate)", [
        n("Our home insurance with Aviary renews on 3 September.", "2026-01-14"),
        n("Aviary home cover - renewal: 03/09", "2026-03-11"),
        n("Sept 3rd is when the Aviary house insurance comes up for renewal.", "2026-05-06"),
    ], m("aviary", ["insurance", "cover"],
         [r"3 sep(?:t|tember)?", r"sep(?:t|tember)? 3(?:rd)?", "03/09",
          r"3rd (?:of )?sep(?:t|tember)?"]),
        "When does the home insurance renew?", arrange=consolidate()),

    pm("pm-release-cadence", "'every two weeks, on Tuesdays' / 'fortnightly, Tue' / 'every "
       "other Tuesday'", [
        n("Pinwheel ships an app release every two weeks, on Tuesdays.", "2026-01-20"),
        n("release train = fortnightly, Tue", "2026-02-03"),
        n("We cut a new Pinwheel build for the stores every other Tuesday.", "2026-02-17"),
    ], m(["every two weeks", "every 2 weeks", "fortnightly", "every other", "every second"],
         [r"tue(?:s|sday)?s?"]),
        "How often does Pinwheel release?"),

    pm("pm-returns-window", "'within 30 days' / 'returns window = thirty days' (consolidate)", [
        n("Customers can return unused yarn within 30 days of delivery.", "2026-02-02"),
        n("returns window = thirty days, unused yarn only", "2026-03-16"),
    ], m(["30 days", "30-day", "thirty days", "thirty-day"], r"return(?:s|ed)?"),
        "How long do customers have to return yarn?", arrange=consolidate()),

    pm("pm-ibd-advice-line", "'weekdays 9am to 1pm' / 'Mon-Fri, 09:00-13:00' / an agent's "
       "summary 'nine till one'", [
        n("The IBD nurses' advice line is open on weekdays from 9am to 1pm.", "2026-01-08"),
        n("IBD advice line: Mon-Fri, 09:00-13:00", "2026-02-05"),
        n("The user mentioned that the IBD advice line only answers on weekday mornings, nine "
          "till one.", "2026-03-05"),
    ], m("advice line", [r"9 ?am", "09:00", "nine"], [r"1 ?pm", "13:00", "one"]),
        "When can I ring the IBD advice line?"),

    pm("pm-filmbank-licence", "'up to 12 screenings a year' / '12 shows per year'", [
        n("The Lantern's film licence is through Filmbank and covers up to 12 screenings a "
          "year.", "2026-01-19"),
        n("filmbank licence = 12 shows per year", "2026-03-02"),
    ], m("filmbank", ["12", "twelve"]),
        "How many screenings a year does our Filmbank licence cover?"),

    pm("pm-school-by-840", "'by 8:40' / 'twenty to nine' / 'drop-off 08:40' (consolidate)", [
        n("Maya has to be in school by 8:40.", "2026-01-05"),
        n("Hazelwood shut the gates at twenty to nine - Maya needs to be in by then.",
          "2026-01-19"),
        n("school drop-off for maya: 08:40 latest", "2026-02-02"),
    ], m("maya", ["8:40", r"8\.40", "08:40", "twenty to nine"]),
        "What time does Maya need to be at school?", arrange=consolidate()),

    pm("pm-tally-board-rule", "a plain rule / the bosun quoted, other words", [
        n("Club boats must be signed out on the tally board before they go afloat.",
          "2026-04-08"),
        n("Kerry (bosun) said: \"If a club boat isn't on the tally board, it doesn't leave the "
          "slipway.\"", "2026-05-13"),
    ], m(r"club boats?", "tally board"),
        "What do I have to do before taking a club boat out?"),
]
