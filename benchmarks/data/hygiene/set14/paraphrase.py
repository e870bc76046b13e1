"""Paraphrase merge (8 cases): two or three notes saying one thing in other words or other
number forms (30 days / thirty-day / net 30, 3 pm / 15:00, a phone number with and without
spaces, two weeks / fortnightly / 14 days, 4 May / 4th May). After a dream (two cases:
consolidate) exactly one live memory states it, and it is one clean statement.
"""

from __future__ import annotations

from .common import DREAM, PM, case, consolidate, m, n, one_live


def pm(cid, title, notes, matcher, q, arrange=DREAM):
    return case(cid, PM, title, [*notes, arrange], [one_live(matcher, q)], expect="merged")


CASES = [
    pm("pm-safety-launch-juniors", "safety launch out whenever juniors row",
       [n("Kestrel Reach's safety launch must be on the water whenever juniors are out.",
          "2026-02-03"),
        n("Any junior outing at Kestrel Reach needs the safety launch out on the river.",
          "2026-02-19")],
       m("safety launch", "juniors?"),
       "Does the safety launch need to be out when juniors row at Kestrel Reach?"),

    pm("pm-larder-payment-terms", "Larder Café pays on 30-day terms, three ways",
       [n("The Larder Café's wholesale invoices are due within 30 days.", "2026-02-02"),
        n("Larder Café pays Crumb & Co on thirty-day terms.", "2026-02-09"),
        n("Larder Café invoices: net 30.", "2026-02-20")],
       m("larder", ["30 days", "thirty-day", "thirty days", "net 30", "30-day"]),
       "What are the Larder Café's payment terms?"),

    pm("pm-grooming-last-friday-slot", "last Friday slot 3 pm / 15:00",
       [n("The last grooming slot on Fridays with Suds on Wheels is 3 pm.", "2026-01-30"),
        n("Suds on Wheels' final Friday appointment: 15:00.", "2026-02-13")],
       m(["3 ?pm", "15:00"], "fridays?"),
       "What is the last Friday appointment with Suds on Wheels?"),

    pm("pm-hopper-booking-line", "Hopper booking line with and without spaces",
       [n("The Village Hopper's bookings line is 01632 960 417.", "2026-01-22"),
        n("To book a seat on the Hopper, ring 01632960417.", "2026-02-12")],
       m(["01632 ?960 ?417"]),
       "What number do I ring to book the Village Hopper?",
       arrange=consolidate()),

    pm("pm-oat-flat-white", "the user's usual at Ember Lane Roasters",
       [n("At Ember Lane Roasters the user always orders a flat white with oat milk.",
          "2026-01-17"),
        n("User's usual at Ember Lane: oat flat white.", "2026-02-07")],
       m("flat white", "oat"),
       "What does the user usually order at Ember Lane Roasters?"),

    pm("pm-guest-wifi-rotation", "guest Wi-Fi password rotated every two weeks",
       [n("The Larchfield IT desk changes the guest Wi-Fi password every two weeks.",
          "2026-01-21"),
        n("Guest wifi password at Larchfield is rotated fortnightly.", "2026-02-04"),
        n("Every 14 days the guest Wi-Fi password at Larchfield gets reset.", "2026-02-25")],
       m("wi-?fi", ["two weeks", "fortnightly", "14 days"]),
       "How often is the guest Wi-Fi password changed at Larchfield?",
       arrange=consolidate()),

    pm("pm-salt-road-interval", "20-minute interval / twenty-minute interval",
       [n("The Salt Road runs 2 hours 10 minutes, including a 20-minute interval.",
          "2026-03-12"),
        n("Running time for The Salt Road is two hours ten, with a twenty-minute interval.",
          "2026-03-26")],
       m("salt road", ["20-minute", "twenty-minute", "20 minute", "twenty minute"]),
       "How long is The Salt Road, and how long is the interval?"),

    pm("pm-skip-hire", "skip from 4 May for two weeks / 4th May, 14 days",
       [n("The skip for the kitchen renovation is booked from 4 May for two weeks.",
          "2026-04-02"),
        n("Skip hire for the kitchen job: 4th May, 14 days.", "2026-04-16")],
       m("skip", ["4 may", "4th may", "may 4", "may 4th"]),
       "When is the skip for the kitchen renovation booked?"),
]
