"""correction (part 2): nine more cues - "Dr Okafor's clinic letter says ... 125mg a day, not
100mg" (someone else says it, both values), a plain restatement three months later with only
a year label ("Council tax bill for 2026/27 is £1,962"), a colleague quoted ("Rosa said:
\"Callum has left us - Priya Nair is sous chef from Monday.\""), "This term" against one
line of a markdown list, one detail inside a long multi-fact note ("One thing to fix in the
junior training note: it's £55 a term this year"), "switched international parcels over to
Parcelforce", a typo fixed seven minutes later ("the prod API host is api-eu-2, not api-eu-1"),
"Heads up from Alasdair: ... from now on", and a new projector "installed in place of the old
one" that never names the old model.

Pass: as in correction_a - the new value first, no live sentence still stating the old one,
the old one closed and found with --include-superseded, the other details live in the top 3,
nothing garbled.
"""

from .common import COR, DREAM, HIST, NOT_GARBLED, case, clean, correction, findable, m, n


def cor(cid, title, notes, q, new, old, details=(), dream=False):
    steps = [*notes, *([DREAM] if dream else [])]
    checks = [correction(q, clean(new), old), *[findable(clean(dm), dq) for dm, dq in details],
              NOT_GARBLED]
    return case(cid, COR, title, steps, checks, expect="correct")


CASES = [
    cor("cor-azathioprine-letter-says", "'clinic letter says ... 125mg a day, not 100mg', "
        "someone else's word", [
        n("Meds: azathioprine 100mg once a day with the evening meal. Repeat prescription "
          "collected from Boots on Bridge Street; blood monitoring every 12 weeks.",
          "2026-01-08"),
        n("Dr Okafor's clinic letter says my azathioprine is 125mg a day, not 100mg - I'd "
          "copied it down wrong.", "2026-01-21"),
    ], "What dose of azathioprine am I on?",
        m(r"125 ?mg"),
        m(r"100 ?mg", none=[r"not 100 ?mg", r"(?:was|from) 100 ?mg", *HIST]),
        details=[(m("evening meal"), "When do I take my azathioprine?"),
                 (m("bridge street"), "Where do I collect my repeat prescription?"),
                 (m(["every 12 weeks", "every twelve weeks", "12-weekly"]),
                  "How often is my blood monitoring?")]),

    cor("cor-council-tax-restated", "plain restatement three months later, only a year label", [
        n("Council tax: Band C with Westvale District Council, £1,874 for the year, paid by "
          "direct debit in ten monthly instalments.", "2026-01-12"),
        n("Council tax bill for 2026/27 is £1,962.", "2026-04-03"),
    ], "How much is our council tax for the year?",
        m(r"£ ?1,?962"),
        m(r"£ ?1,?874", none=[r"(?:was|from) £ ?1,?874", *HIST]),
        details=[(m("band c"), "Which council tax band is the house in?"),
                 (m(["ten", "10"], r"instal?ments?"), "How is the council tax paid?")],
        dream=True),

    cor("cor-sous-chef-quoted", "a colleague quoted: 'Callum has left us - Priya Nair is sous "
        "chef'", [
        n("Copper Pan kitchen team: head chef Rosa Quintero, sous chef Callum Reid, and Danny "
          "does the weekend pot wash. Rosa writes the prep list at 2pm every day.",
          "2026-02-09"),
        n("Rosa said: \"Callum has left us - Priya Nair is sous chef from Monday.\"",
          "2026-05-15"),
    ], "Who is the sous chef at the Copper Pan?",
        m("priya"),
        m("callum", none=[r"callum (?:has |'s )?left", r"(?:after|from) callum", *HIST]),
        details=[(m("rosa", "head chef"), "Who is the head chef at the Copper Pan?"),
                 (m("danny", ["pot wash", "pot-wash", "washing up"]),
                  "Who does the weekend pot wash?")],
        dream=True),

    cor("cor-piano-this-term-list", "'This term ... Thursdays' against one line of a markdown "
        "list", [
        n("**Maya's week**\n- Mon: swimming at Riverside, 5pm\n- Wed: piano with Mrs Adeyemi "
          "at 4:15, bring the theory book\n- Fri: Brownies in the scout hut, 6pm",
          "2026-01-05"),
        n("This term Maya's piano lesson with Mrs Adeyemi is on Thursdays, still 4:15.",
          "2026-04-20"),
    ], "Which day is Maya's piano lesson?",
        m(r"thu(?:rs?)?(?:day)?s?"),
        m("piano", [r"wed(?:nesday)?s?"], none=[r"(?:was|were|from) (?:on )?wed(?:nesday)?s?", *HIST]),
        details=[(m("brownies"), "When does Maya go to Brownies?"),
                 (m("theory book"), "What does Maya need to bring to piano?")]),

    cor("cor-junior-fee-long-note", "one detail inside a long note: 'One thing to fix ...: it's "
        "£55 a term this year'", [
        n("Wenmouth SC junior training: Saturday mornings 9:30-12:00 from 18 April, in RS "
          "Fevas and Toppers, run by the bosun, Kerry Mabbott. Parents sign their child in on "
          "the tally board at the slipway. Buoyancy aids must be worn on the pontoon at all "
          "times. It costs £45 a term, paid at the bar.", "2026-03-02"),
        n("One thing to fix in the junior training note: it's £55 a term this year.",
          "2026-03-16"),
    ], "How much does junior sailing training cost per term?",
        m(r"£ ?55"),
        m(r"£ ?45", none=[r"(?:was|from) £ ?45", *HIST]),
        details=[(m("kerry"), "Who runs the junior training?"),
                 (m("tally board"), "Where do parents sign their child in for junior training?"),
                 (m(["buoyancy aids?", "lifejackets?"], "pontoon"),
                  "What's the rule on the pontoon for juniors?")]),

    cor("cor-parcelforce-switched", "'switched international parcels over to Parcelforce', old "
        "courier not named", [
        n("International orders go out with DPD. The customer pays any import duty on arrival, "
          "and we don't ship yarn to Australia because of their wool biosecurity rules.",
          "2026-02-11"),
        n("switched international parcels over to Parcelforce Worldwide from today - better "
          "rates to the US", "2026-07-06"),
    ], "Which courier do we use for international orders?",
        m("parcelforce"),
        m("dpd", none=[r"from dpd", r"(?:was|were) (?:with )?dpd", *HIST]),
        details=[(m("australia"), "Which country don't we ship yarn to?"),
                 (m("import duty"), "Who pays import duty on international orders?")],
        dream=True),

    cor("cor-api-host-typo", "a typo fixed seven minutes later: 'api-eu-2, not api-eu-1'", [
        n("Pinwheel production API: runs on api-eu-1 in Frankfurt, behind Cloudflare. Deploys "
          "go out through Argo CD.", "2026-03-04T10:02:00"),
        n("typo in my last note - the prod API host is api-eu-2, not api-eu-1",
          "2026-03-04T10:09:00"),
    ], "Which host runs the Pinwheel production API?",
        m("api-eu-2"),
        m("api-eu-1", none=[r"not api-eu-1", r"(?:was|from) api-eu-1", *HIST]),
        details=[(m("cloudflare"), "What sits in front of the Pinwheel production API?"),
                 (m(["argo ?cd"]), "How are Pinwheel API deploys done?")]),

    cor("cor-rehearsal-room-from-now-on", "'Heads up from Alasdair: ... parish room from now "
        "on', old room not repeated", [
        n("St Barnabas choir rehearses on Thursdays, 7:30 to 9pm, in the Lady Chapel. "
          "Alasdair Penrose (director of music) takes it and Judith Kaye plays for us.",
          "2026-01-15"),
        n("Heads up from Alasdair: Thursday rehearsals are in the parish room from now on, "
          "because of the heating.", "2026-02-19"),
    ], "Where does the choir rehearse?",
        m("parish room"),
        m("lady chapel", none=[r"(?:was|were|from) (?:in )?the lady chapel", *HIST]),
        details=[(m(r"thursdays?", ["7:30", r"7\.30", "half seven"]),
                  "When is choir rehearsal?"),
                 (m("judith"), "Who plays for the choir at rehearsals?")],
        dream=True),

    cor("cor-projector-in-place-of", "'installed in place of the old one', old model not named", [
        n("Lantern projection: an Epson EB-L1505U laser projector on the balcony shelf, fed "
          "from the Blu-ray player or a laptop over HDMI.", "2026-01-26"),
        n("New projector at the Lantern: a BenQ LH730, donated by the Rotary club and installed "
          "in place of the old one.", "2026-09-07"),
    ], "Which projector does the Lantern use?",
        m(["benq", "lh730"]),
        m(["epson", "eb-l1505u"], none=[r"(?:was|from) (?:an |the )?epson", *HIST]),
        details=[(m("balcony"), "Where is the Lantern's projector?"),
                 (m("hdmi"), "How do we plug a laptop into the Lantern projector?")]),
]
