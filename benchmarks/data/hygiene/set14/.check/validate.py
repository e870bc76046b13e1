#!/usr/bin/env python3
"""Static check of hygiene set 14: every matcher run (with run.py's own `matches`) against
the case's own notes and the background, before any memory system is involved.

    python3 /tmp/set14/.check/validate.py [/path/to/run.py]

Per check kind:
  correction   old matches the first note and no later note (nor any sentence of one);
               new matches a later note and not the old note; details match the old note,
               never the correcting note, and survive clean() on the note as written;
  supersede    new only in the newer note, old only in the older note;
  distinct     each fact in exactly one note, which does not also match the other fact;
  one_live     the matcher matches every note of the case (so unmerged copies count);
  contradiction  older only in the older note, newer only in the newer note;
  findable / no_loss  each matcher (clean) matches at least one note;
  broad        each expected phrase names exactly one note of the home;
and for every note: no GARBLE pattern, no repeated sentence, a weekday written beside a
date is that date's weekday in 2026. No matcher may match a background note.
"""

from __future__ import annotations

import collections
import datetime as dt
import importlib.util
import re
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent.parent
RUN = Path(sys.argv[1] if len(sys.argv) > 1 else "/work/shared/bench/hygiene/run.py")

spec = importlib.util.spec_from_file_location("hyg_run", RUN)
run = importlib.util.module_from_spec(spec)
spec.loader.exec_module(run)  # type: ignore[union-attr]
mod = run.load_cases(HERE)
common = sys.modules["hygiene_cases.common"]

matches, sentences, repeated = run.matches, run.sentences, run.repeated_sentence
GARBLE = {"all": [], "none": []}
errors: list[str] = []
warnings: list[str] = []


def err(cid, msg):
    errors.append(f"{cid}: {msg}")


def any_match(mt, notes):
    return [t for t in notes if matches(mt, t)]


def sent_match(mt, text):
    return [s for s in sentences(text) if matches(mt, s)]


def clean(mt):
    return common.clean(mt)


def garbled(text):
    return [g for g in common.GARBLE if run.rx(g).search(run.norm(text))]


MONTHS = {mo: i for i, mo in enumerate(
    "january february march april may june july august september october november december"
    .split(), 1)}
WD = r"(monday|tuesday|wednesday|thursday|friday|saturday|sunday),? (\d{1,2})(?:st|nd|rd|th)? " \
     r"(" + "|".join(MONTHS) + r")"

bg_texts = [s["note"] for s in mod.BACKGROUND]
for t in bg_texts:
    if re.search(r"\d", t):
        errors.append(f"background has a digit: {t}")

counts = collections.Counter()
ids = set()
for c in mod.CASES:
    cid = c["id"]
    counts[c["category"]] += 1
    if cid in ids:
        err(cid, "duplicate id")
    ids.add(cid)
    notes = [s["note"] for s in c["steps"] if "note" in s]
    bg = bg_texts if c.get("background", True) else []
    if not notes:
        err(cid, "no notes")
    for s in c["steps"]:
        if "note" in s:
            try:
                dt.datetime.fromisoformat(run.iso(s["at"]).replace("Z", "+00:00"))
            except ValueError:
                err(cid, f"bad date {s['at']}")
    ats = [s["at"] for s in c["steps"] if "note" in s]
    if ats != sorted(ats):
        err(cid, "notes not in date order")
    for t in notes:
        g = garbled(t)
        if g:
            err(cid, f"note matches GARBLE {g}: {t}")
        r = repeated(t)
        if r:
            err(cid, f"note repeats a sentence: {r}")
        for wd, d, mo in re.findall(WD, t.lower()):
            real = dt.date(2026, MONTHS[mo], int(d)).strftime("%A").lower()
            if real != wd:
                err(cid, f"{wd} {d} {mo} is a {real} in 2026")

    def no_bg(mt, what):
        hit = any_match(mt, bg)
        if hit:
            err(cid, f"{what} matches a background note: {hit[0]}")

    for chk in c["checks"]:
        k = chk["kind"]
        if k == "correction":
            old, new = chk["old"], chk["new"]
            if not notes or not matches(old, notes[0]):
                err(cid, "old does not match the first note")
            later = notes[1:]
            for t in later:
                if matches(old, t) or sent_match(old, t):
                    err(cid, f"old matches a later note: {t}")
            if not any_match(new, later):
                err(cid, "new matches no later note")
            if matches(new, notes[0]):
                err(cid, "new matches the old note")
            if not sent_match(old, notes[0]):
                err(cid, "old matches no single sentence of the old note")
            no_bg(old, "old"); no_bg(new, "new")
            if not chk["q"].strip():
                err(cid, "empty question")
        elif k == "supersede":
            new, old = chk["new"]["m"], chk["old"]
            if len(notes) != 2:
                err(cid, "supersede expects two notes")
            elif not (matches(new, notes[1]) and not matches(new, notes[0])):
                err(cid, "new matcher not only in the newer note")
            elif not (matches(old, notes[0]) and not sent_match(old, notes[1])
                      and not matches(old, notes[1])):
                err(cid, "old matcher not only in the older note")
            no_bg(new, "new"); no_bg(old, "old")
        elif k == "distinct":
            facts = chk["facts"]
            for i, fc in enumerate(facts):
                own = any_match(fc["m"], notes)
                if len(own) != 1:
                    err(cid, f"fact {i} matches {len(own)} notes")
                others = [g["m"] for j, g in enumerate(facts) if j != i]
                if own and any(matches(o, own[0]) for o in others):
                    err(cid, f"fact {i}'s note also matches the other fact")
                no_bg(fc["m"], f"fact {i}")
        elif k == "one_live":
            miss = [t for t in notes if not matches(chk["m"], t)]
            if miss:
                err(cid, f"one_live matcher misses notes: {miss}")
            no_bg(chk["m"], "one_live matcher")
        elif k == "contradiction":
            o, nw = chk["older"], chk["newer"]
            if len(notes) != 2:
                err(cid, "contradiction expects two notes")
            else:
                if not (matches(o, notes[0]) and not matches(o, notes[1])):
                    err(cid, "older matcher not only in the older note")
                if not (matches(nw, notes[1]) and not matches(nw, notes[0])):
                    err(cid, "newer matcher not only in the newer note")
            if not chk["pass_if"]:
                err(cid, "empty pass_if")
            no_bg(o, "older"); no_bg(nw, "newer")
        elif k == "findable":
            mt = chk["m"]
            hit = any_match(mt, notes)
            if not hit:
                err(cid, f"findable {run.describe(mt)} matches no note")
            no_bg(mt, f"findable {run.describe(mt)}")
            if c["category"] == "correction":
                if not matches(mt, notes[0]):
                    err(cid, f"detail {run.describe(mt)} not in the old note")
                if any_match(mt, notes[1:]):
                    err(cid, f"detail {run.describe(mt)} is restated by the correcting note")
        elif k == "no_loss":
            for fc in chk["facts"]:
                if not any_match(clean(fc["m"]), notes):
                    err(cid, f"no_loss fact {run.describe(fc['m'])} matches no note")
                no_bg(fc["m"], "no_loss fact")
        elif k == "broad":
            for p in chk["expect"]:
                mm = {"all": [[p]], "none": []}
                hit = any_match(mm, notes)
                if len(hit) != 1:
                    err(cid, f"broad phrase {p!r} names {len(hit)} notes")
            if len(notes) < 20:
                warnings.append(f"{cid}: broad home has only {len(notes)} notes")
        elif k == "not_garbled":
            pass
        else:
            err(cid, f"unknown check kind {k}")
    if c["category"] == "correction":
        kinds = [x["kind"] for x in c["checks"]]
        if kinds.count("correction") != 1 or "not_garbled" not in kinds:
            err(cid, "correction case needs one correction check and not_garbled")


# What a careful curator would leave live after each correction (the old note rewritten with
# the new value, some with the old value kept as history). The case's matchers must accept
# each: new value stated, old value not stated as current, every detail present and clean.
IDEAL = {
    "cor-regatta-date": "The Kestrel Reach spring regatta is on Saturday 16 May at Holm Weir, with the first race at 8:30 am (moved from Saturday 9 May).",
    "cor-laser-induction-day": "The Tinker Shed's laser cutter induction is on Thursday 5 March at 6 pm in the back workshop, run by Idris.",
    "cor-password-resets-owner": "Password resets at Larchfield Accountants are handled by Tomasz Nowak on the IT desk (he took over from Priya Raman); staff request them through the helpdesk form marked 'Access'.",
    "cor-hopper-stop": "The Village Hopper (route 42) stops at Church Green, the Post Office, Orchard Road and Sandford Halt. It no longer stops at Mill Lane.",
    "cor-grooming-van-hours": "Suds on Wheels, the dog-grooming van, works the Ashcombe villages on Wednesdays, 9 am to 5 pm, and parks outside the village hall.",
    "cor-larder-sourdough": "Crumb & Co's wholesale order for the Larder Café is 55 sourdough loaves every Friday (previously 40), delivered by 7 am to the back door.",
    "cor-salt-road-opening-venue": "The Lantern Yard Players open their tour of The Salt Road at the Regent Theatre in Wexbury on 12 June, with the get-in from 10 am.",
    "cor-kitchen-start": "Kitchen renovation: Hollis Joinery are fitting the units, starting on Monday 27 April, and the worktops are solid oak.",
    "cor-rowing-subs": "Senior membership at Kestrel Reach costs £275 a year (it went up from £240), paid by direct debit in two instalments.",
    "cor-backup-target": "The Larchfield IT desk backs up the shared drive every night at 11 pm to Backblaze B2 (it used to go to the Synology box).",
    "cor-grooming-booking": "Suds on Wheels takes bookings online through Petbook, and a full groom for a medium dog is £45.",
    "cor-makerspace-unit": "The Tinker Shed makerspace meets on Thursday evenings in Unit 9 of the Riverside Trading Estate.",
    "cor-stage-manager": "Ffion Parry is stage manager on the Salt Road tour (replacing Marcus Bell), and the prompt book lives in the blue crate.",
    "cor-bell-practice-start": "Practice night for the St Aldhelm's bell ringers is Wednesday from 7 pm to 9 pm, and the tower captain is Gwen Hale.",
    "cor-narrowboat-week": "Narrowboat Kingfisher from Bramble Wharf is booked for our week from Saturday 25 July, collecting at 2 pm, with a £300 damage deposit.",
    "cor-u11-training-ground": "The Under-11s train on Tuesdays on the 3G pitch at Kings Academy, 5:30 to 6:45 pm, coached by Dev Patel.",
    "cor-repair-cafe-saturday": "The Holmfield Repair Café runs on the second Saturday of the month, 10 am till 1 pm, in the Methodist church hall.",
    "cor-spanish-room": "My Spanish B1 evening class at Linguaria is in room 7 on Mondays at 6:30 pm with Señora Ortega.",
    "cor-loft-quote": "The loft conversion quote from Tallis Builders is £41,200 (revised from £38,500), including the dormer and a Velux on the rear slope; it's valid until 30 June.",
    "cor-printer-ip": "The second-floor printer at Larchfield is an HP LaserJet M404 with the IP address 10.0.4.35.",
}

for c in mod.CASES:
    if c["category"] != "correction":
        continue
    cid = c["id"]
    text = IDEAL.get(cid)
    if text is None:
        err(cid, "no IDEAL text in validate.py")
        continue
    for chk in c["checks"]:
        if chk["kind"] == "correction":
            if not matches(chk["new"], text):
                err(cid, "IDEAL: new value not matched")
            if sent_match(chk["old"], text):
                err(cid, f"IDEAL: old value still matched in {sent_match(chk['old'], text)}")
        elif chk["kind"] == "findable" and not matches(chk["m"], text):
            err(cid, f"IDEAL: detail {run.describe(chk['m'])} not matched")
    if garbled(text):
        err(cid, "IDEAL text matches GARBLE")

want = {"correction": 20, "must_not_merge": 12, "paraphrase_merge": 8, "contradiction": 6,
        "detail_added": 6, "broad_question": 4, "no_loss": 4}
for cat, nwant in want.items():
    if counts[cat] != nwant:
        errors.append(f"category {cat}: {counts[cat]} cases, want {nwant}")
mnm_kinds = collections.Counter(x["kind"] for c in mod.CASES if c["category"] == "must_not_merge"
                                for x in c["checks"])
if mnm_kinds != {"distinct": 9, "supersede": 3}:
    errors.append(f"must_not_merge check kinds {dict(mnm_kinds)}, want 9 distinct + 3 supersede")

print(f"{len(mod.CASES)} cases: " + ", ".join(f"{k} {v}" for k, v in counts.items()))
for w in warnings:
    print("warning:", w)
for e in errors:
    print("ERROR:", e)
print("OK" if not errors else f"{len(errors)} error(s)")
sys.exit(1 if errors else 0)
