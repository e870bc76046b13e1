"""contradiction: two values for one fact and no cue that either replaces the other. Four
pairs in the same week - the butcher's delivery day (Mondays / Tuesdays), the choir's annual
subs (£60 / £75), which Slack channel Pinwheel's Sentry alerts go to (#mobile-alerts /
#pinwheel-crashes), and where calprotectin samples are dropped off (the GP surgery / the
hospital lab) - and two pairs months apart - Wenmouth SC family membership (£185 in January /
£210 in September) and the yarn shop's free-shipping threshold (£50 in February / £40 in
August).

Pass (same week): the pair is flagged for a human, or the resolution is recorded with the
newer value. Pass (months apart): as above, or the newer value simply answers first.
"""

from .common import CON, DREAM, MONTHS_APART, SAME_WEEK, case, contradiction, m, n


def con(cid, title, notes, older, newer, q, pass_if, dream=False):
    steps = [*notes, *([DREAM] if dream else [])]
    return case(cid, CON, title, steps, [contradiction(older, newer, q, pass_if)],
                expect="flagged")


CASES = [
    con("con-butcher-day", "Doyle's deliver on Mondays / come on Tuesdays, four days apart", [
        n("Doyle's Butchers deliver our meat on Mondays.", "2026-02-16"),
        n("meat from doyle's comes in on tuesdays", "2026-02-20"),
    ], m(r"mondays?"), m(r"tuesdays?"),
        "Which day does Doyle's deliver the meat?", SAME_WEEK, dream=True),

    con("con-choir-subs", "choir subs £60 a year / £75 per year, same week", [
        n("Choir subs are £60 a year, paid to the treasurer in September.", "2026-01-22"),
        n("St Barnabas choir subscription: £75 per year.", "2026-01-26"),
    ], m(r"£ ?60"), m(r"£ ?75"),
        "How much are the choir subs?", SAME_WEEK),

    con("con-sentry-channel", "Sentry alerts to #mobile-alerts / #pinwheel-crashes, two days "
        "apart", [
        n("Pinwheel's Sentry alerts go to the #mobile-alerts Slack channel.", "2026-03-10"),
        n("Sentry alerts for Pinwheel are posted in #pinwheel-crashes.", "2026-03-12"),
    ], m("mobile-alerts"), m("pinwheel-crashes"),
        "Which Slack channel do Pinwheel's Sentry alerts go to?", SAME_WEEK, dream=True),

    con("con-sample-drop-off", "calprotectin pots to the GP surgery / the hospital lab, same "
        "week", [
        n("Calprotectin sample pots go back to the GP surgery reception.", "2026-02-03"),
        n("The user said calprotectin samples have to be dropped at the hospital lab "
          "reception.", "2026-02-06"),
    ], m("gp"), m("hospital lab"),
        "Where do I drop off my calprotectin sample?", SAME_WEEK),

    con("con-family-membership", "family membership £185 (January) / £210 (September)", [
        n("Wenmouth SC family membership is £185 a year.", "2026-01-12"),
        n("wenmouth family membership: £210 per year", "2026-09-14"),
    ], m(r"£ ?185"), m(r"£ ?210"),
        "How much is family membership at Wenmouth SC?", MONTHS_APART, dream=True),

    con("con-free-shipping", "free UK shipping over £50 (February) / over £40 (August)", [
        n("Knotwork Yarns: free UK shipping on orders over £50.", "2026-02-09"),
        n("UK delivery is free for orders above £40.", "2026-08-17"),
    ], m(r"£ ?50"), m(r"£ ?40"),
        "What's the free UK shipping threshold?", MONTHS_APART),
]
