"""no_loss: two homes of 30 notes full of merge bait in the same sentence shape - a chess
club with three league teams (captains, divisions, home nights, fixtures on near dates,
board orders, two players called Hale) and a scout group with three sections (Beavers,
Cubs, Scouts: leaders, meeting nights, camps, two children called Brennan) - with a few
paraphrases and one correction each. Pass: every planted fact is live and in the top 5 for
its question (for the corrected one, the current value). The chess home runs under
schedules a and b, the scout home under b and c (common.SCHEDULES).
"""

from .common import dated, f, m, no_loss_cases

CHESS = dated([
    "Kestrel A are captained by Ruth Hale and play in Division 1.",
    "Kestrel B are captained by Dominic Hale and play in Division 3.",
    "Kestrel C are captained by Anjali Rao and play in Division 5.",
    "Kestrel A play their home matches on Mondays.",
    "Kestrel B play their home matches on Wednesdays.",
    "Kestrel C play their home matches on Thursdays, straight after juniors.",
    "Kestrel A's next fixture is away at Gosforth on 12 October.",
    "Kestrel B's next fixture is at home to Jesmond on 14 October.",
    "Kestrel C's next fixture is away at Whitley Bay on 21 October.",
    "Oskar plays board two for Kestrel A.",
    "Ruth Hale plays board one for Kestrel A.",
    "Dominic Hale plays board one for Kestrel B.",
    "Ruth Hale's ECF standard rating is 2105.",
    "Dominic Hale's ECF standard rating is 1890.",
    "The club has 46 paid-up members.",
    "Juniors play from 6:30 to 7:30 before the adults' session.",
    "Club night is in the back room of the Drovers Arms.",
    "Kestrel A - Division 1, skipper Ruth Hale.",
    "League matches use 75 minutes per player plus 10 seconds a move.",
    "The club's digital clocks are DGT 2010s, kept in the blue crate.",
    "The club championship starts in January and runs for seven rounds.",
    "Last season's club champion was Priyanka Shah.",
    "The Tyneside league fixtures secretary is Colin Mather.",
    "Kestrel sets and boards are stored in the pub's cellar.",
    "Away matches: the captain books a car share in the club WhatsApp group.",
    "Kestrel B's next fixture has moved from 14 October to 16 October, still at home to "
    "Jesmond.",
    "The club's website is run by Anjali Rao.",
    "Match results go on the league's LMS site within 48 hours.",
    "Kestrel C are Anjali Rao's team; Division 5.",
    "The junior coach is Ewan Fairley.",
], "2026-08-03", every_days=2)
CHESS_FACTS = [
    f(m("dominic", ["captain\\w*", "skipper"]), "Who captains Kestrel B?"),
    f(m("kestrel c", ["division 5", "division five"]), "Which division do Kestrel C play in?"),
    f(m("kestrel b", r"wednesdays?"), "When do Kestrel B play their home matches?"),
    f(m("whitley bay", ["21 october", "october 21"]), "When and where is Kestrel C's next fixture?"),
    f(m("kestrel b", ["16 october", "october 16"], "jesmond"),
      "When is Kestrel B's next fixture?"),
    f(m("dominic", "1890"), "What is Dominic Hale's ECF standard rating?"),
    f(m("ruth", "board one"), "Who plays board one for Kestrel A?"),
    f(m("priyanka"), "Who was last season's club champion?"),
    f(m("colin mather"), "Who is the Tyneside league fixtures secretary?"),
    f(m(["75 minutes", "75 min"], r"10 ?seconds"), "What time control do league matches use?"),
]

SCOUTS = dated([
    "14th Hexham Beavers meet on Mondays, 5:45 to 7, in the Priory Lane hut.",
    "14th Hexham Cubs meet on Wednesdays, 6:30 to 8, in the Priory Lane hut.",
    "14th Hexham Scouts meet on Thursdays, 7 to 9, in the Priory Lane hut.",
    "The Beaver colony leader is Sunita Bose.",
    "Akela of the Cub pack is Gwen Tallis.",
    "The Scout troop leader is Rhodri Evans.",
    "Beavers' sleepover is on 7 November at the hut.",
    "Cubs' pack holiday is 24-26 April at Kielder.",
    "Scouts' summer camp is 1-7 August at Broadstone Warren.",
    "Alfie Brennan is in the Cubs and is allergic to peanuts.",
    "Archie Brennan is in the Scouts and has asthma - inhaler in his bag.",
    "Alfie Brennan has photo consent; Archie Brennan does not.",
    "Subs are £45 a term for every section.",
    "The group treasurer is Leah Dunn.",
    "Leah prefers a text to an email.",
    "The group's minibus is kept at Rhodri's farm and needs a D1 licence.",
    "The Cubs are working on their Cook badge this term.",
    "The Scouts are working on their Navigator badge this term.",
    "The Beavers are doing their Explore badge this term.",
    "Cub pack holiday: Kielder, 24 to 26 April.",
    "Uniform is sold by the Scout Shop in Newcastle.",
    "The hut's heating is switched on by Rhodri before Thursday meetings.",
    "The group's charity number is on the back of the annual report.",
    "First-aid kits are checked by Sunita every half term.",
    "Parents' rota for tuck shop is on the group noticeboard.",
    "Ifan Probert has taken over as Akela of the Cub pack from Gwen Tallis.",
    "Remembrance Parade: all sections meet at the war memorial at 10:15 on 8 November.",
    "The group AGM is on 15 October in the hut.",
    "Young leaders helping at Beavers: Maisie and Josh.",
    "The group's gear store is the blue container behind the hut.",
], "2026-01-05", every_days=4)
SCOUTS_FACTS = [
    f(m("cubs", r"wednesdays?"), "Which night do the Cubs meet?"),
    f(m("beavers?", ["5:45", r"5\.45", "quarter to six"]), "What time do the Beavers start?"),
    f(m(["ifan", "probert"]), "Who is Akela of the Cub pack?"),
    f(m("rhodri", "troop leader"), "Who leads the Scout troop?"),
    f(m("kielder", ["24", "april"]), "Where and when is the Cubs' pack holiday?"),
    f(m("archie", "asthma"), "Which child has asthma?"),
    f(m("alfie", "peanuts"), "Which child is allergic to peanuts?"),
    f(m("navigator"), "Which badge are the Scouts working on this term?"),
    f(m("minibus", "d1"), "Which licence does the group minibus need?"),
    f(m("remembrance", "10:15"), "When do sections meet for the Remembrance Parade?"),
]

CASES = [
    *no_loss_cases("nl-kestrel-chess", "chess club: three teams, two Hales, near fixtures",
                   CHESS, CHESS_FACTS, schedules="ab"),
    *no_loss_cases("nl-hexham-scouts", "scout group: three sections, two Brennans",
                   SCOUTS, SCOUTS_FACTS, schedules="bc"),
]
