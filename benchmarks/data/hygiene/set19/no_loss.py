"""no_loss: two homes of 30 notes full of merge bait in the same sentence shape - a church
choir (adults and juniors with their own rehearsal night, room and cassock colour, two
singers called Ruth with different jobs, two Evensongs with their own canticles, two concerts
with their own dates and copy sets) and a mobile app team (iOS / Android with their own lead,
current release and minimum OS, two API hosts, three Slack channels, two feature flags at
different rollouts) - with a few paraphrases and one correction each (the choir subs "have
gone up to £65"; CI "moved ... from Bitrise to GitHub Actions"). Pass: every planted fact is
live and in the top 5 for its question (for the corrected one, the current value). The choir
runs under schedules a and b, the app team under b and c (common.SCHEDULES).
"""

from .common import dated, f, m, no_loss_cases

CHOIR = dated([
    "St Barnabas choir is led by Alasdair Penrose, the director of music.",
    "Judith Kaye is the organist and plays for Thursday rehearsals.",
    "Adult choir rehearsal is on Thursdays, 7:30 to 9pm, in the parish room.",
    "Junior choristers rehearse on Tuesdays, 5:30 to 6:30pm, in the Lady Chapel.",
    "Adults wear blue cassocks with white surplices.",
    "Juniors wear red cassocks with their RSCM medals.",
    "Ruth Bell sings alto and looks after the music library.",
    "Ruth Okonjo sings soprano and organises the choir's social events.",
    "The choir sings the 10am Sung Eucharist every Sunday.",
    "The choir robes at 9:30 on Sundays.",
    "Choral Evensong on Sunday 3 May: canticles Stanford in C.",
    "Choral Evensong on Sunday 7 June: canticles Dyson in D.",
    "Choir subs are £60 a year, paid to the treasurer in September.",
    "Fauré Requiem concert is on Saturday 28 March; we sing from copy set F.",
    "Messiah concert is on Saturday 12 December; we sing from copy set M.",
    "The treasurer is Colin Ashworth.",
    "Sunday: be robed by half nine.",
    "New singers are asked to come to three rehearsals before they join.",
    "The choir tour goes to Ely Cathedral in July.",
    "Tea and biscuits after rehearsal are on a rota; the kettle is in the vestry.",
    "Music folders must be returned to the library shelf after every service.",
    "Basses and tenors sit on the Cantoris side; sopranos and altos on Decani.",
    "The junior choristers are paid £2 for each wedding.",
    "Weddings need at least eight adult singers to go ahead.",
    "The choir's WhatsApp group is for notices only, not chat.",
    "Alasdair sends the music list for the month on the first Monday.",
    "The choir Christmas party is at the Swan on Saturday 19 December.",
    "Choir subs have gone up to £65 a year from this September.",
    "Parking for choir is in the school car park behind the church.",
    "Anyone missing a Sunday tells Alasdair by Friday.",
], "2026-01-08", every_days=3)
CHOIR_FACTS = [
    f(m("subs", r"£ ?65"), "How much are the choir subs?"),
    f(m("ruth bell", "music library"), "Who looks after the choir's music library?"),
    f(m("okonjo", "social"), "Who organises the choir's social events?"),
    f(m("stanford", [r"3 may", r"may 3(?:rd)?"]), "Which canticles are sung at Evensong on 3 May?"),
    f(m("dyson", [r"7 june?", r"june? 7(?:th)?"]), "Which canticles are sung at Evensong on 7 June?"),
    f(m("junior choristers", r"tuesdays?"), "When do the junior choristers rehearse?"),
    f(m("juniors", "red cassocks"), "What colour cassocks do the juniors wear?"),
    f(m("messiah", [r"12 dec(?:ember)?", r"dec(?:ember)? 12(?:th)?"]),
      "When is the Messiah concert?"),
    f(m("judith", "organist"), "Who is the choir's organist?"),
    f(m("weddings", ["eight", "8"]), "How many adult singers does a wedding need?"),
]

APP = dated([
    "Pinwheel is a meal-planning app for iOS and Android.",
    "Tunde Bakare leads iOS development on Pinwheel.",
    "Mei Tanaka leads Android development on Pinwheel.",
    "The current iOS release is 4.13.1.",
    "The current Android release is 4.13.0.",
    "The iOS app supports iOS 16 and later.",
    "The Android app supports Android 9 (API 28) and later.",
    "api-eu-2 in Frankfurt serves European users.",
    "api-us-1 in Virginia serves North American users.",
    "Staging is at staging.pinwheel.app on Fly.io.",
    "Sentry alerts go to the #mobile-alerts Slack channel.",
    "Deploy notifications go to the #pinwheel-deploys channel.",
    "App review feedback is discussed in the #store-reviews channel.",
    "The meal_share feature flag is rolled out to 20% of users.",
    "The smart_list feature flag is on for 100% of users.",
    "Pinwheel ships a release every two weeks, on Tuesdays.",
    "Mobile CI runs on Bitrise.",
    "Ingrid Solberg is the product manager.",
    "Beta testers are in the TestFlight group Kitchen Crew.",
    "Android betas go out on the Play Store internal track.",
    "release train = fortnightly, Tue",
    "Crash-free sessions must stay above 99.5% before a release is promoted.",
    "The design files live in Figma under Pinwheel 4.",
    "Translations are managed in Lokalise.",
    "The backend is written in Kotlin with Ktor.",
    "Postgres backups of the API database run every night at 02:00.",
    "Product analytics go to PostHog.",
    "We moved mobile CI from Bitrise to GitHub Actions last week.",
    "The subscription price is £3.99 a month or £29.99 a year.",
    "Support emails are answered within two working days.",
], "2026-01-19", every_days=3)
APP_FACTS = [
    f(m("github actions"), "Which CI service builds the Pinwheel apps?"),
    f(m("tunde", "ios"), "Who leads iOS development?"),
    f(m("mei tanaka", "android"), "Who leads Android development?"),
    f(m("api-us-1", ["virginia", "north american"]), "Which API host serves North American users?"),
    f(m("api-eu-2", ["frankfurt", "european"]), "Which API host serves European users?"),
    f(m(["android 9", "api 28"]), "What's the minimum Android version Pinwheel supports?"),
    f(m(r"4\.13\.1", "ios"), "What's the current iOS release of Pinwheel?"),
    f(m("meal_share", r"20 ?%"), "How far is the meal_share flag rolled out?"),
    f(m("pinwheel-deploys"), "Where do deploy notifications go?"),
    f(m("kitchen crew"), "Which TestFlight group are the beta testers in?"),
]

CASES = [
    *no_loss_cases("nl-st-barnabas-choir", "church choir: adults / juniors, two Ruths, two "
                   "Evensongs, two concerts", CHOIR, CHOIR_FACTS, schedules="ab"),
    *no_loss_cases("nl-pinwheel-app", "mobile app team: iOS / Android, two API hosts, three "
                   "channels, two flags", APP, APP_FACTS, schedules="bc"),
]
