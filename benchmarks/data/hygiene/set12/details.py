"""detail_added: a later note restates a fact and adds detail (a train and a card for a
school exchange, visiting times and a booking contact for an observation hive, a tuner and a
day rate for a piano, a renewal period and an operator ID restated in other words, bikes'
price, capacity and loading order) - and one SHORTER restatement later (a food bank's
referral partners), which must not close the fuller memory or lose what only it said.

Pass: the original fact and every added detail are live and in the top 3 for their own
questions, and no live text is garbled. Half the cases dream afterwards.
"""

from .common import DET, DREAM, NOT_GARBLED, case, clean, findable, m, n


def det(cid, title, notes, facts, dream=False):
    steps = [*notes, *([DREAM] if dream else [])]
    checks = [*[findable(clean(fm), fq) for fm, fq in facts], NOT_GARBLED]
    return case(cid, DET, title, steps, checks, expect="keep details")


CASES = [
    det("det-paris-exchange", "station, train time and card added", [
        n("The Year 9 Paris exchange leaves on 2 April.", "2026-01-19"),
        n("The Year 9 Paris exchange leaves on 2 April on the 08:01 Eurostar from St Pancras, "
          "and every pupil needs a GHIC card.", "2026-02-02"),
    ], [(m("paris", ["2 april", r"april 2(?:nd)?"]), "When does the Year 9 Paris exchange leave?"),
        (m("st pancras"), "Which station does the Year 9 Paris exchange leave from?"),
        (m("0?8:01"), "Which train does the Year 9 Paris exchange catch?"),
        (m("ghic"), "Which card does every pupil need for the Paris exchange?")], dream=True),

    det("det-observation-hive", "visiting afternoon, booking contact and group cap added", [
        n("The Larkrise apiary has an observation hive in the visitor hut.", "2026-04-20"),
        n("School groups can see the Larkrise observation hive on Thursday afternoons; Deniz "
          "takes the bookings and groups are capped at fifteen children.", "2026-05-04"),
    ], [(m("observation hive", "visitor hut"), "Where is the Larkrise observation hive?"),
        (m(r"thursdays?"), "When can school groups visit the Larkrise observation hive?"),
        (m("deniz"), "Who takes bookings for the Larkrise observation hive?"),
        (m(["fifteen", "15"]),
         "How many children may come in one school group to the observation hive?")]),

    det("det-studio-piano", "tuner and day rate added", [
        n("Tannery Lane Studios has a Steinway Model B in the live room.", "2026-02-23"),
        n("The Steinway B in Tannery Lane's live room is tuned before every session by Pell & "
          "Sons and costs an extra £40 a day.", "2026-03-09"),
    ], [(m("steinway", "live room"), "Which piano does Tannery Lane Studios have?"),
        (m("pell"), "Who tunes the piano at Tannery Lane Studios?"),
        (m(r"£ ?40"), "How much extra does the Tannery Lane piano cost a day?")], dream=True),

    det("det-pilot-certificate", "restated in other words: renewal period and operator ID", [
        n("Every Aerolens pilot holds a GVC.", "2026-03-02"),
        n("Aerolens pilots all hold the General VLOS Certificate, which they renew every five "
          "years, and the company's operator ID is GBR-OP-7Q3KXW.", "2026-03-16"),
    ], [(m(["gvc", "general vlos certificate"]), "What qualification do Aerolens pilots hold?"),
        (m(["five years", r"5 years"]), "How often do Aerolens pilots renew their certificate?"),
        (m("gbr-op-7q3kxw"), "What is Aerolens's operator ID?")]),

    det("det-referrals-shorter-later", "shorter restatement ten weeks later", [
        n("Eastmoor Food Bank takes referrals from Citizens Advice, the Harbour Street GP "
          "surgery and St Luke's primary school, and each voucher is valid for 14 days.",
          "2026-02-09"),
        n("Eastmoor Food Bank takes referrals from Citizens Advice.", "2026-04-20"),
    ], [(m("citizens advice"), "Does Citizens Advice refer people to Eastmoor Food Bank?"),
        (m("harbour street"), "Which GP surgery refers people to Eastmoor Food Bank?"),
        (m("st luke"), "Which school refers families to Eastmoor Food Bank?"),
        (m([r"14 ?days?", "14-day", "fortnight", "two weeks"]),
         "How long is an Eastmoor Food Bank voucher valid?")], dream=True),

    det("det-ferry-bikes", "restated in other words: price, capacity and loading order", [
        n("The Kilbrannan ferry takes bicycles.", "2026-04-06"),
        n("Bikes on the Kilbrannan ferry go free, there's room for eight per sailing, and "
          "they're loaded after the cars.", "2026-04-20"),
    ], [(m("kilbrannan", [r"bicycles?", r"bikes?"]), "Can I take a bicycle on the Kilbrannan ferry?"),
        (m("free"), "Do bikes cost anything on the Kilbrannan ferry?"),
        (m(["eight", "8"], ["per sailing", "each sailing", "a sailing"]),
         "How many bikes fit on one Kilbrannan sailing?"),
        (m("after the cars"), "When are bikes loaded onto the Kilbrannan ferry?")]),
]
