"""correction (h10): fifteen corrections, each with an explicit cue that names the old value:
"switched ... from A to B because", "instead of ... because", "migrated ... from A to B
because", "are now handled by ... instead of", "no longer ...; has taken them over",
"has taken over ... from", "fyi: ... now X not Y", "Scratch that: ..., not ...",
"Update: ... now ..., not ...", "Correction: ..., not ...", "As of <date>, ... instead of",
"has been moved from <date> to <date>", "Actually, ..., not ...", "now ... instead of",
"has changed from A to B".

Most old values are one clause of a longer note (passive voice, parentheticals, lists,
second person, terse chat); the note's other clauses must stay live and findable, with no
hole where the old value was cut out (common.clean) and no number losing its unit.
Thing-changes (a scheduler, a supplier, a bug tracker, a ground station) also require that
the new thing is not given the old thing's version and that the reason answers a
why-question.
"""

from .common import COR, DREAM, HIST, NOT_GARBLED, case, clean, correction, findable, m, n


def cor(cid, title, notes, q, new, old, details=(), dream=False):
    steps = [*notes, *([DREAM] if dream else [])]
    checks = [correction(q, clean(new), old), *[findable(clean(dm), dq) for dm, dq in details],
              NOT_GARBLED]
    return case(cid, COR, title, steps, checks, expect="correct")


DG = r"dagster (?:v(?:ersion)? ?)?2\.7"     # the new scheduler given the old one's version

CASES = [
    # ---- the THING changes, with a reason
    cor("h10-cor-scheduler-switch", "Airflow 2.7 -> 'switched ... from Airflow to Dagster, "
        "because'", [
        n("The churn-model pipeline is scheduled by Airflow 2.7 and writes its features to the "
          "ds-features bucket.", "2026-02-03"),
        n("We've switched the churn-model pipeline's scheduler from Airflow to Dagster, because "
          "backfills kept timing out.", "2026-06-10"),
    ], "Which scheduler runs the churn-model pipeline?",
        m("dagster", none=[DG]), m(["airflow", r"2\.7"], none=["from airflow", *HIST]),
        details=[(m("ds-features", none=[DG]), "Where does the churn-model pipeline write its "
                  "features?"),
                 (m("backfills"), "Why did the churn-model pipeline move to Dagster?")],
        dream=True),

    cor("h10-cor-flour-supplier", "'buys ... from B instead of A, because'", [
        n("Crumb & Crust bakery gets its rye flour from Hollins Mill, and the weekly flour order "
          "goes in every Thursday by noon.", "2026-01-20"),
        n("From this month Crumb & Crust buys its rye flour from Ashcombe Organic instead of "
          "Hollins Mill, because Hollins Mill dropped its organic line.", "2026-05-04"),
    ], "Who supplies Crumb & Crust's rye flour?",
        m("ashcombe"), m("hollins", none=["instead of hollins", "dropped", *HIST]),
        details=[(m("thursday", "noon"), "When does Crumb & Crust's weekly flour order go in?"),
                 (m("organic line"), "Why did Crumb & Crust change its rye flour supplier?")],
        dream=True),

    cor("h10-cor-bug-tracker", "'migrated ... from Mantis to YouTrack because'", [
        n("Bug reports for the game Emberfall are tracked in Mantis, and the QA lead Ines "
          "triages them each morning.", "2026-02-16"),
        n("The Emberfall team migrated bug tracking from Mantis to YouTrack because Mantis "
          "could not link bugs to builds.", "2026-07-06"),
    ], "Where are Emberfall bug reports tracked?",
        m("youtrack"), m("mantis", none=["from mantis", "could not link", *HIST]),
        details=[(m("ines"), "Who triages Emberfall bug reports?"),
                 (m("link bugs to builds"), "Why did Emberfall move its bug tracking?")]),

    cor("h10-cor-ground-station", "passive: 'are now handled by B instead of A, because'", [
        n("Telemetry from the Aurora-2 cubesat is downlinked through the Kirkby Fell ground "
          "station on S-band, and passes are scheduled by Solveig.", "2026-03-02"),
        n("Aurora-2 downlinks are now handled by the Tromvik ground station instead of Kirkby "
          "Fell, because the Kirkby Fell dish is being refurbished.", "2026-08-17"),
    ], "Which ground station handles Aurora-2 downlinks?",
        m("tromvik"), m("kirkby fell", none=["instead of kirkby fell", r"refurbish\w*", *HIST]),
        details=[(m("s-band"), "Which band does Aurora-2 downlink on?"),
                 (m("solveig"), "Who schedules Aurora-2 passes?"),
                 (m(r"refurbish\w*"), "Why did Aurora-2 downlinks move to Tromvik?")],
        dream=True),

    # ---- a role handed over
    cor("h10-cor-vet-surgery-lists", "'no longer does ...; has taken them over', one clause "
        "of two", [
        n("At Fernbank Veterinary Clinic, Dr. Kowalczyk does the Tuesday and Friday surgery "
          "lists, and exotic pets are seen by Dr. Amadi.", "2026-01-26"),
        n("Dr. Kowalczyk no longer does the Fernbank surgery lists; Dr. Reyes-Hart has taken "
          "them over.", "2026-05-11"),
    ], "Who does the surgery lists at Fernbank Veterinary Clinic?",
        m("reyes-hart"), m("kowalczyk", none=["no longer", r"taken (?:them )?over", *HIST]),
        details=[(m("amadi", "exotic"), "Who sees exotic pets at Fernbank?"),
                 (m("tuesday", "friday"), "Which days are the Fernbank surgery lists?")]),

    cor("h10-cor-leave-approver", "passive with a parenthetical: 'has taken over ... from'", [
        n("Annual-leave requests at Quillon (everyone below director level) are approved by "
          "Hana Petrov in HR and must go in at least 10 working days ahead.", "2026-02-09"),
        n("Gideon Falkner has taken over approving annual-leave requests at Quillon from Hana "
          "Petrov.", "2026-06-01"),
    ], "Who approves annual-leave requests at Quillon?",
        m("falkner"), m(["hana", "petrov"], none=["from hana", r"t(?:aken|ook) over", *HIST]),
        details=[(m(["10 working days", "ten working days"]),
                  "How far ahead must annual-leave requests at Quillon go in?")],
        dream=True),

    # ---- one clause of a compound note
    cor("h10-cor-standup-chat", "terse chat 'fyi: ... now 9:40 not 9:30', one clause of three", [
        n("The data team's standup is at 9:30 in the Birch room, lasts at most 15 minutes, and "
          "on Wednesdays it is done async in Slack.", "2026-03-09"),
        n("fyi: data team standup now 9:40 not 9:30", "2026-03-23"),
    ], "What time is the data team standup?",
        m(["9:40", r"9\.40"]), m(["9:30", r"9\.30"], none=["not 9:30", r"not 9\.30", *HIST]),
        details=[(m("birch room"), "Where is the data team standup held?"),
                 (m(r"wednesdays?", "async"), "What happens to the data team standup on "
                  "Wednesdays?"),
                 (m([r"15 ?min(?:ute)?s?", "15-minute"]),
                  "How long can the data team standup last?")]),

    cor("h10-cor-caravan-site", "'Scratch that: ... not ...', a site with a lender and a dog", [
        n("For the October half-term the Pennock family is taking the caravan to Saltings "
          "Farm; Grandad is lending them his awning, and Pip the terrier is coming too.",
          "2026-08-24"),
        n("Scratch that: the Pennocks' half-term caravan trip is to Hollow Oak Park, not "
          "Saltings Farm.", "2026-08-26"),
    ], "Where are the Pennocks taking the caravan at half-term?",
        m("hollow oak"), m("saltings", none=["not saltings", *HIST]),
        details=[(m("grandad", "awning"), "Who is lending the Pennocks an awning?"),
                 (m("pip", "terrier"), "Is the Pennocks' dog coming on the caravan trip?")],
        dream=True),

    cor("h10-cor-ward-handover", "'Update: ... now at 20:00, not 19:45', one clause of three", [
        n("On Ward 6B the night charge nurse is Bronagh, handover is at 19:45, and the drug "
          "round starts at 22:00.", "2026-02-02"),
        n("Update: Ward 6B handover is now at 20:00, not 19:45.", "2026-02-16"),
    ], "What time is handover on Ward 6B?",
        m(["20:00", r"8 ?pm"]), m("19:45", none=["not 19:45", *HIST]),
        details=[(m("bronagh"), "Who is the night charge nurse on Ward 6B?"),
                 (m("drug round", "22:00"), "When does the drug round start on Ward 6B?")],
        dream=True),

    cor("h10-cor-fermentation-days", "'Correction: ... 12 days, not 10', units must survive", [
        n("At Tidewater Brewing the pale ale ferments for 10 days in FV3 at 19 °C, and it is "
          "dry-hopped with Citra on day 7.", "2026-04-13"),
        n("Correction: Tidewater's pale ale ferments for 12 days, not 10.", "2026-04-14"),
    ], "How long does Tidewater's pale ale ferment?",
        m(r"12 ?days"), m(r"10 ?days", none=[*HIST]),
        details=[(m("fv3"), "Which fermenter is Tidewater's pale ale in?"),
                 (m("citra"), "What is Tidewater's pale ale dry-hopped with?")]),

    cor("h10-cor-library-saturday", "fronted 'As of 5 September, ... instead of 10:00'", [
        n("Eastbrook Library opens at 10:00 on Saturdays, study rooms are booked at the front "
          "desk, and overdue fines were scrapped last year.", "2026-05-18"),
        n("As of 5 September, Eastbrook Library opens at 9:00 on Saturdays instead of 10:00.",
          "2026-09-05"),
    ], "What time does Eastbrook Library open on Saturdays?",
        m(["9:00", r"9 ?am"]), m(["10:00", r"10 ?am"], none=[*HIST]),
        details=[(m("study rooms", "front desk"), "How are study rooms at Eastbrook Library "
                  "booked?"),
                 (m("fines", "scrapped"), "Does Eastbrook Library charge overdue fines?")],
        dream=True),

    cor("h10-cor-race-moved", "'has been moved from 13 June to 27 June', with start and fee", [
        n("The Curlew Sailing Club's Round-the-Island race is on 13 June, starting from the "
          "east slipway at 11:00, and entries cost £15 per boat.", "2026-03-16"),
        n("The Round-the-Island race has been moved from 13 June to 27 June because of the "
          "spring tides.", "2026-05-04"),
    ], "When is the Curlew Sailing Club's Round-the-Island race?",
        m(["27 june", r"june 27(?:th)?"]),
        m(["13 june", r"june 13(?:th)?"], none=["from 13 june", "moved from", *HIST]),
        details=[(m("east slipway"), "Where does the Round-the-Island race start from?"),
                 (m(r"£ ?15"), "How much does it cost to enter the Round-the-Island race?")]),

    cor("h10-cor-choir-evening", "second person: 'Actually, you ... on Tuesday evenings, not "
        "Thursdays'", [
        n("You rehearse with the Larkhill Singers on Thursday evenings in St Columba's hall; "
          "bring your own folder, and subs are £8 a session.", "2026-09-07"),
        n("Actually, you rehearse with the Larkhill Singers on Tuesday evenings, not "
          "Thursdays.", "2026-09-08"),
    ], "Which evening are Larkhill Singers rehearsals?",
        m(r"tuesdays?"), m(r"thursdays?", none=[r"not thursdays?", *HIST]),
        details=[(m("columba"), "Where do the Larkhill Singers rehearse?"),
                 (m(r"£ ?8"), "How much are Larkhill Singers subs?"),
                 (m("folder"), "What should I bring to Larkhill Singers rehearsals?")]),

    cor("h10-cor-coop-workshop-day", "parenthetical note, then 'now ... on Sundays instead of "
        "Saturdays'", [
        n("The Chainring bike co-op runs its open workshop (tools free, parts at cost) on "
          "Saturdays from 10 till 2 at the Wharf Street unit.", "2026-04-20"),
        n("Chainring now runs the open workshop on Sundays instead of Saturdays.",
          "2026-07-13"),
    ], "Which day is the Chainring co-op's open workshop?",
        m(r"sundays?"), m(r"saturdays?", none=[*HIST]),
        details=[(m("wharf street"), "Where is the Chainring open workshop?"),
                 (m("parts", "at cost"), "How are parts charged at the Chainring open "
                  "workshop?")],
        dream=True),

    cor("h10-cor-taproom-kitchen", "'has changed from A to B', one clause of three", [
        n("Ironbridge Brewery's taproom is open Thursday to Sunday, its kitchen is run by a "
          "pop-up called Smoke Signal, and the quiz is on the first Thursday of each month.",
          "2026-02-23"),
        n("The kitchen at the Ironbridge taproom has changed from Smoke Signal to a pop-up "
          "called Gannet Tacos.", "2026-06-29"),
    ], "Who runs the kitchen at the Ironbridge taproom?",
        m("gannet"), m("smoke signal", none=["from smoke signal", *HIST]),
        details=[(m("thursday to sunday"), "Which days is the Ironbridge taproom open?"),
                 (m("quiz", "first thursday"), "When is the quiz at the Ironbridge taproom?")]),
]
