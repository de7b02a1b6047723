"""Hand-written SPIEval-style tasks for the suite ``spieval-core``, part A.

Capabilities: reasoning, disambiguation, integration -- each crossed with the ten SPIEval operation
categories, every pair exactly twice (60 tasks). Part B (preference_inference, multi_intent) lives in
``core_part_b.py``. ``build_core.py`` validates both parts and writes ``tasks/spieval-core.jsonl``.

How a task is written here:

* Records are built with the small constructors below (``C`` contacts, ``SMS``/``OUT`` messages,
  ``VM`` voicemail, ``NOTE``, ``MEET``, ``SCH`` schedule, ``PAY`` transaction, ``TRIP`` transport,
  ``HOTEL`` accommodation, ``ALARM``). ``ev="..."`` marks a record as relevant to the task and says
  what it provides (or which distractor it is); it becomes the task's ``evidence``.
* Every task also carries the shared background of the user's life (:data:`BACKGROUND`: family,
  coworkers, the manager, recurring meetings ...). A task may cite background records as
  evidence via ``bg={key: provides}``.
* Record ids (``contacts-3`` ...) are assigned in order, task records first, then the background.
* Gold parameters: a list = every acceptable value; :data:`U` = unconstrained; :func:`KF` = key
  facts of free text; a scalar = that single value. :func:`PH` lists a phone number's acceptable
  spellings (with and without the +1 / +86 country code).

"Now" is 2025-11-01 12:00:00, a Saturday. Useful dates: Sun 11-02, Mon 11-03, Tue 11-04, Wed 11-05,
Thu 11-06, Fri 11-07, Sat 11-08, Mon 11-10; last week Mon 10-27 .. Fri 10-31.
"""

from __future__ import annotations

import copy
import zlib
from typing import Any

from mobile_env.tasks import spieval_world

SUITE = "spieval-core"
NOW, WEEKDAY, PROFILE = spieval_world.NOW, spieval_world.WEEKDAY, spieval_world.PROFILE
ME, MY_PHONE, MY_ACCOUNT = spieval_world.USER, spieval_world.USER_PHONE, spieval_world.USER_ACCOUNT
COMPANY = spieval_world.COMPANY
CANDIDATE_TOOLS = list(spieval_world.CANDIDATE_TOOLS)

OPS = {
    "hotel": "book_accommodation", "alarm": "set_alarm", "call": "make_call",
    "contact": "save_contact", "meeting": "create_meeting", "msg": "send_message",
    "note": "create_note", "pay": "make_payment", "sched": "create_schedule",
    "trans": "book_transport",
}
CAPS = {"rea": "reasoning", "dis": "disambiguation", "int": "integration"}


# --------------------------------------------------------------------------- record constructors

def _rec(table: str, ev: str | None, key: str | None, fields: dict[str, Any]) -> dict[str, Any]:
    return {"_t": table, "_ev": ev, "_k": key, **{k: v for k, v in fields.items() if v is not None}}


def C(name, phone, ev=None, key=None, company=None, email=None, address=None, birthday=None,
      id_number=None, relationship=None, note=None):
    return _rec("contacts", ev, key, dict(
        name=name, phone_number=phone, company=company, email=email, address=address,
        birthday=birthday, id_number=id_number, relationship=relationship, note=note))


def SMS(sender, sphone, date, time, content, ev=None, key=None, attachment=None, status="read",
        to=ME, to_phone=MY_PHONE):
    return _rec("sms", ev, key, dict(
        sender_name=sender, sender_phone=sphone, recipient_name=to, recipient_phone=to_phone,
        date=date, time=time, content=content, attachment=attachment, status=status))


def OUT(to, to_phone, date, time, content, ev=None, key=None, attachment=None):
    """A message the user sent."""
    return SMS(ME, MY_PHONE, date, time, content, ev, key, attachment, "sent", to, to_phone)


def VM(caller, number, date, time, message, ev=None, key=None):
    return _rec("voicemail", ev, key, dict(caller_name=caller, caller_number=number, date=date,
                                           time=time, message_content=message))


def NOTE(title, content, date, time, ev=None, key=None):
    return _rec("notes", ev, key, dict(title=title, content=content, creation_date=date,
                                       creation_time=time))


def MEET(title, date, start, end, participants, ev=None, key=None, end_date=None,
         reminder="10 minutes before", repeat="never", location=(), minutes="", status="finished"):
    return _rec("meeting", ev, key, dict(
        title=title, start_date=date, end_date=end_date or date, start_time=start, end_time=end,
        reminder=reminder, repeat=repeat, participants=list(participants), meeting_id=None,
        location=list(location), meeting_minutes=minutes, status=status))


def SCH(title, date, start, end, ev=None, key=None, reminder="10 minutes before", repeat="never",
        location=""):
    return _rec("schedule", ev, key, dict(title=title, date=date, start_time=start, end_time=end,
                                          reminder=reminder, repeat=repeat, location=location))


def PAY(item, amount, date, time, payee, payee_account, ev=None, key=None, note="", payer=ME,
        payer_account=MY_ACCOUNT):
    return _rec("transaction", ev, key, dict(
        item=item, amount=amount, date=date, time=time, payer=payer, payer_account=payer_account,
        payee=payee, payee_account=payee_account, note=note))


def TRIP(date, dep, arr, origin, dest, mode, contact, number, cost, ev=None, key=None,
         status="finished"):
    return _rec("transport", ev, key, dict(
        date=date, departure_time=dep, estimated_arrival_time=arr, origin=origin,
        destination=dest, mode=mode, contact=list(contact), contact_number=number,
        estimated_cost=cost, status=status))


def HOTEL(hotel, check_in, check_out, room, qty, contact, number, cost, ev=None, key=None,
          status="checked out"):
    return _rec("accommodation", ev, key, dict(
        hotel=hotel, check_in_date=check_in, check_out_date=check_out, room_type=room,
        quantity=qty, contact=list(contact), contact_number=number, cost=cost, status=status))


def ALARM(time, repeat, name, ev=None, key=None, duration=3, count=1, interval=5, status="on"):
    return _rec("alarm", ev, key, dict(time=time, repeat=repeat, alarm_name=name,
                                       ring_duration=duration, repeat_count=count,
                                       ring_interval=interval, status=status))


# --------------------------------------------------------------------------- the user's life

#: Shared background records present in every task (keyed so tasks can cite them as evidence).
BACKGROUND = [
    C("Ling Xie", "13916623345", key="wife", relationship="wife",
      address="Room 1802, 88 Changning Road, Shanghai", birthday="1986-03-14"),
    C("Xin Xu", "13916628810", key="son", relationship="son", note="Grade 6, Lincoln Primary"),
    C("Miao Xu", "13916627702", key="daughter", relationship="daughter",
      note="Grade 3, Lincoln Primary"),
    C("Daniel Reed", "+1 415-739-2098", key="manager", company=COMPANY,
      email="d.reed@guangming-nuts.com", relationship="colleague", note="Procurement manager"),
    C("Grace Lin", "+1 415-220-7781", key="grace", company=COMPANY, relationship="colleague",
      note="Procurement buyer"),
    C("Tom Becker", "+1 415-220-6630", key="tom", company=COMPANY, relationship="colleague",
      note="Procurement buyer"),
    C("Helen Zhou", "+1 415-555-0101", key="helen", company=COMPANY, relationship="colleague",
      note="General manager"),
    MEET("Weekly report - Procurement Department", "2025-10-27", "14:00:00", "15:00:00",
         ["Daniel Reed", "Tom Becker", "Grace Lin"], key="weekly", repeat="weekly",
         location=["Room 3B"], minutes="Supplier prices for Q4 reviewed."),
    NOTE("Personal info", "Home: Room 1802, 88 Changning Road, Shanghai. Department: Procurement.",
         "2025-09-01", "08:45", key="home"),
    NOTE("Shopping list", "Milk, eggs, rice, dish soap", "2025-10-30", "19:02", key="shopping"),
    ALARM("07:00:00", "Mon, Tue, Wed, Thu, Fri", "Workday wake-up", key="wake"),
    PAY("Electricity bill", 212.4, "2025-10-15", "20:11:00", "State Grid Shanghai",
        "3100200045671", key="power"),
    SCH("Family dinner at grandma's", "2025-10-26", "18:00:00", "20:30:00", key="grandma",
        repeat="monthly", location="Jing'an"),
    TRIP("2025-10-20", "08:10:00", "08:45:00", "Home", "Office", "car", [ME], MY_PHONE, "38",
         key="commute"),
]


# --------------------------------------------------------------------------- gold helpers

class _Unconstrained:
    def __repr__(self) -> str:
        return "U"


U = _Unconstrained()


def KF(*facts: str) -> dict[str, list[str]]:
    return {"key_facts": list(facts)}


def PH(number: str) -> list[str]:
    """Acceptable spellings of a phone number: as recorded, and without a +1 country code."""
    out = [number]
    for code in ("+1 ", "+86 "):
        if number.startswith(code):
            out.append(number[len(code):])
    return out


def _param(value: Any) -> dict[str, Any]:
    if value is U:
        return {"unconstrained": True}
    if isinstance(value, dict) and "key_facts" in value:
        return value
    if isinstance(value, list):
        return {"values": value}
    return {"values": [value]}


def G(tool: str, /, **args: Any) -> dict[str, Any]:
    """One gold call."""
    return {"name": tool, "arguments": {k: _param(v) for k, v in args.items()}}


def S(tool: str, pattern: str, **kw: Any) -> dict[str, Any]:
    """One reference search call."""
    return {"name": tool, "arguments": {"pattern": pattern, **kw}}


def X(tool: str, /, **args: Any) -> dict[str, Any]:
    """One reference execution call."""
    return {"name": tool, "arguments": args}


def task(tid: str, instruction: str, records: list[dict[str, Any]], gold: list[dict[str, Any]],
         ref: list[Any], bg: dict[str, str] | None = None, answers: list[list[dict]] | None = None,
         ordered: bool = False) -> dict[str, Any]:
    """Assemble a task dict: ids, evidence, background, gold, reference solution (+ finish)."""
    _, cap, op, _n = tid.split("-")
    bg = dict(bg or {})
    all_recs = [copy.deepcopy(r) for r in records] + [copy.deepcopy(r) for r in BACKGROUND]
    tables: dict[str, list[dict[str, Any]]] = {}
    evidence = []
    meeting_no = 0
    for r in all_recs:
        table, ev, key = r.pop("_t"), r.pop("_ev"), r.pop("_k")
        rows = tables.setdefault(table, [])
        rid = f"{table}-{len(rows) + 1}"
        if table == "meeting" and "meeting_id" not in r:
            meeting_no += 1
            r["meeting_id"] = f"8{zlib.crc32(tid.encode()) % 1000:03d}{meeting_no:05d}"
        rows.append({"id": rid, **r})
        if key is not None and key in bg:
            ev = bg.pop(key)
        if ev:
            evidence.append({"record_id": rid, "provides": ev})
    if bg:
        raise ValueError(f"{tid}: unknown background keys {sorted(bg)}")
    steps = [s if isinstance(s, list) else [s] for s in ref]
    steps.append([{"name": "finish", "arguments": {}}])
    gold_answers = answers if answers is not None else [gold]
    return {
        "schema_version": 1, "id": tid, "suite": SUITE, "capability": CAPS[cap],
        "categories": [OPS[op]], "instruction": instruction, "history": [], "profile": PROFILE,
        "now": NOW, "weekday": WEEKDAY, "records": tables, "candidate_tools": CANDIDATE_TOOLS,
        "setting": "standard", "step_limit": 50,
        "gold": {"answers": [{"calls": calls} for calls in gold_answers], "ordered": ordered},
        "evidence": evidence, "reference_solution": steps,
    }


_TASKS: list[dict[str, Any]] = []


def _add(t: dict[str, Any]) -> None:
    _TASKS.append(t)


# =========================================================================== book_accommodation

_add(task(
    "core-rea-hotel-1", "Book my hotel for the audit trip",
    [
        MEET("Supplier audit - Hefei Walnut Farm", "2025-11-10", "09:00:00", "17:00:00",
             ["Tom Becker", "Liu Yang"], end_date="2025-11-12", status="scheduled",
             location=["Hefei Walnut Farm, Feixi County"],
             ev="the audit trip: Hefei, 2025-11-10 to 2025-11-12, with Tom Becker"),
        MEET("Supplier audit - Nanjing Pecan Co.", "2025-10-13", "09:00:00", "17:00:00",
             ["Tom Becker"], end_date="2025-10-14", location=["Nanjing"],
             ev="distractor: last month's audit, already finished"),
        SMS("Tom Becker", "+1 415-220-6630", "2025-10-30", "09:41:00",
            "For the Hefei audit the farm host recommends Feixi Lakeside Hotel. Let's share a twin room to save budget.",
            ev="hotel Feixi Lakeside Hotel; room type twin, one room shared with Tom Becker"),
        SMS("Liu Yang", "+86 551 6280 1177", "2025-10-29", "15:02:00",
            "Welcome next week! Most visitors stay at Feixi Lakeside Hotel, ten minutes from the farm.",
            ev="confirms the hotel Feixi Lakeside Hotel"),
        SMS("Grace Lin", "+1 415-220-7781", "2025-10-28", "18:30:00",
            "For my Wuhu trip I booked the Wuhu Riverside Inn, nice hotel.",
            ev="distractor: Grace's hotel for another trip"),
        NOTE("Travel policy", "Business trips: check in on the first day, check out on the last day; "
             "two travellers of the same team share one room; book under the traveller's own mobile.",
             "2025-09-01", "10:00",
             ev="check-in = first day 2025-11-10, check-out = last day 2025-11-12; one shared room; telephone = user's mobile 15711227837"),
        HOTEL("Hefei Grand Hotel", "2025-10-06", "2025-10-08", "king", 1, [ME], MY_PHONE, "1260",
              status="cancelled", ev="distractor: a cancelled October booking in Hefei"),
        HOTEL("Nanjing Pecan Lodge", "2025-10-13", "2025-10-14", "twin", 1, [ME, "Tom Becker"],
              MY_PHONE, "480", ev="distractor: last month's audit stay (finished)"),
        TRIP("2025-11-10", "07:05:00", "09:10:00", "Shanghai Hongqiao", "Hefei South", "train",
             [ME, "Tom Becker"], MY_PHONE, "440", status="booked",
             ev="train to Hefei on 2025-11-10; travellers Yixuan Xu and Tom Becker"),
        TRIP("2025-11-12", "18:20:00", "20:30:00", "Hefei South", "Shanghai Hongqiao", "train",
             [ME, "Tom Becker"], MY_PHONE, "440", status="booked",
             ev="return train on 2025-11-12 (check-out day)"),
        VM("Tom Becker", "+1 415-220-6630", "2025-10-31", "16:20:00",
           "I'm definitely on the Hefei audit, put me on the hotel booking too.",
           ev="Tom Becker is a guest"),
        C("Liu Yang", "+86 551 6280 1177", company="Hefei Walnut Farm", relationship="supplier",
          ev="distractor: the farm host, not a guest"),
    ],
    [G("Accommodation_Create", dateCheckIn="2025-11-10", dateCheckOut="2025-11-12",
       location="Feixi Lakeside Hotel", roomType=["twin", "twin room"],
       people=[[ME, "Tom Becker"]], telephone=MY_PHONE)],
    [
        [S("search_meeting", "audit"), S("search_notes", "travel policy")],
        [S("search_sms", "hotel"), S("search_transport", "Hefei"),
         S("search_voicemail", "Hefei"), S("search_accommodation", "2025-10")],
        [S("search_contacts", "Liu Yang"), S("search_contacts", "Tom Becker", field="name")],
        X("Accommodation_Create", dateCheckIn="2025-11-10", dateCheckOut="2025-11-12",
          location="Feixi Lakeside Hotel", roomType="twin", people=[ME, "Tom Becker"],
          telephone=MY_PHONE),
    ],
    bg={"tom": "Tom Becker, the colleague on the audit"},
))

_add(task(
    "core-rea-hotel-2", "Book a room for Miao's tournament",
    [
        SMS("Suzhou Garden View Hotel", "+86 512 6777 0000", "2025-05-12", "10:00:00", "Thanks for staying with us! Rate your tournament weekend stay.", ev="distractor: feedback request for the May stay"),
        HOTEL("Suzhou Garden View Hotel", "2025-11-15", "2025-11-16", "twin", 1, ["Coach Fang"], "+86 512 6533 0417", "280", status="booked", ev="distractor: the coach's own room, not the family's"),
        SCH("Miao badminton tournament", "2025-11-15", "09:00:00", "17:00:00",
            location="Suzhou Olympic Sports Centre",
            ev="Miao's tournament in Suzhou starts Saturday 2025-11-15"),
        SMS("Coach Fang", "+86 512 6533 0417", "2025-10-28", "19:15:00",
            "Dear parents: the junior tournament runs Sat 15 and Sun 16 Nov in Suzhou. Players check in the "
            "evening before (Fri 14 Nov). Team rate at Suzhou Garden View Hotel, twin rooms only.",
            ev="hotel Suzhou Garden View Hotel, roomType twin; check-in Friday 2025-11-14, tournament ends Sunday 2025-11-16 (check-out)"),
        VM("Coach Fang", "+86 512 6533 0417", "2025-10-31", "18:40:00",
           "Reminder: one parent goes with each player; book the room under that parent's mobile.",
           ev="guests: Miao Xu and one parent; telephone: the parent's (user's) mobile 15711227837"),
        SMS("Ling Xie", "13916623345", "2025-10-30", "21:12:00",
            "I can't make the Suzhou tournament after all, I cancelled my room. You take Miao.",
            ev="the user, not Ling Xie, accompanies Miao"),
        HOTEL("Suzhou Garden View Hotel", "2025-11-14", "2025-11-16", "twin", 1,
              ["Ling Xie", "Miao Xu"], "13916623345", "560", status="cancelled",
              ev="distractor: Ling's cancelled booking (her name and number)"),
        SCH("Xin football tournament", "2025-11-22", "08:30:00", "16:00:00", location="Hangzhou",
            ev="distractor: son's tournament on another weekend"),
        SMS("Coach Zhang", "+86 571 8701 2231", "2025-10-27", "12:00:00",
            "Xin's team stays at Hangzhou Sports Hotel for the 22 Nov tournament.",
            ev="distractor: hotel for Xin's tournament"),
        HOTEL("Suzhou Garden View Hotel", "2025-05-10", "2025-05-11", "twin", 1, [ME, "Miao Xu"],
              MY_PHONE, "420", ev="distractor: a finished stay in May"),
        NOTE("Miao tournament checklist", "Racket, shoes, ID card, snacks. Entry fee paid.",
             "2025-10-29", "21:10", ev="tournament prep note, no booking details"),
        PAY("Junior tournament entry fee - Miao Xu", 150, "2025-10-29", "21:05:00",
            "Suzhou Junior Badminton Assoc.", "6222000011112222",
            ev="entry fee paid for Miao Xu: she is the player"),
    ],
    [G("Accommodation_Create", dateCheckIn="2025-11-14", dateCheckOut="2025-11-16",
       location="Suzhou Garden View Hotel", roomType=["twin", "twin room"],
       people=[[ME, "Miao Xu"]], telephone=MY_PHONE)],
    [
        [S("search_schedule", "tournament"), S("search_sms", "tournament")],
        [S("search_voicemail", "parent"), S("search_accommodation", "Suzhou"),
         S("search_notes", "tournament"), S("search_transaction", "Miao"),
         S("search_contacts", "Miao", field="name")],
        X("Accommodation_Create", dateCheckIn="2025-11-14", dateCheckOut="2025-11-16",
          location="Suzhou Garden View Hotel", roomType="twin", people=[ME, "Miao Xu"],
          telephone=MY_PHONE),
    ],
    bg={"daughter": "Miao Xu is the user's daughter (guest)"},
))

_add(task(
    "core-dis-hotel-1", "Book my hotel for the nut expo",
    [
        SMS("China Nut Expo", "+86 755 8888 2025", "2025-09-01", "09:00:00", "Early-bird exhibitor registration for China Nut Expo closes 09-30.", ev="distractor: registration notice, no dates"),
        HOTEL("Hilton Shenzhen Futian", "2025-03-02", "2025-03-04", "king", 1, ["Grace Lin"], "+1 415-220-7781", "1400", ev="distractor: Grace's March stay"),
        NOTE("Shenzhen contacts", "Expo booth builder: Mr. Lu, 0755 8123 4567.", "2025-10-12", "09:00", ev="distractor: unrelated expo note"),
        SMS("China Nut Expo", "+86 755 8888 2025", "2025-10-10", "10:00:00",
            "China Nut Expo 2025: Nov 18-20, Futian Convention Center, Shenzhen.",
            ev="original expo dates 11-18..11-20 (superseded)"),
        SMS("China Nut Expo", "+86 755 8888 2025", "2025-10-29", "10:00:00",
            "Notice: China Nut Expo is rescheduled to Nov 19-21, same venue.",
            ev="current expo dates 2025-11-19 to 2025-11-21 (supersede the earlier notice)"),
        NOTE("Travel policy", "Events: check in the evening before an event starts and check out on its last day.",
             "2025-09-01", "10:00",
             ev="check-in 2025-11-18 (evening before 11-19), check-out 2025-11-21"),
        NOTE("Shenzhen hotels", "Hilton Shenzhen Futian - walking distance to Futian Convention Center. "
             "Hilton Shenzhen Shekou - near the port, 40 min away.", "2025-10-11", "09:12",
             ev="hotel near the venue: Hilton Shenzhen Futian (not the Shekou branch)"),
        HOTEL("Hilton Shenzhen Shekou", "2024-11-18", "2024-11-21", "king", 1, [ME], MY_PHONE,
              "2400", ev="distractor: last year's expo stay; user books king rooms"),
        HOTEL("Hilton Shenzhen Futian", "2025-11-17", "2025-11-20", "king", 1, [ME], MY_PHONE,
              "2100", status="cancelled",
              ev="distractor: booking for the old dates, cancelled; room type king"),
        MEET("Expo booth planning", "2025-10-28", "10:00:00", "11:00:00", ["Daniel Reed", "Grace Lin"],
             location=["Room 3B"],
             minutes="Yixuan staffs the expo booth alone all three days; Grace stays in Shanghai.",
             ev="only the user attends: people [Yixuan Xu]"),
        TRIP("2025-11-18", "17:00:00", "19:35:00", "Shanghai Hongqiao Airport", "Shenzhen Bao'an Airport",
             "plane", [ME], MY_PHONE, "1100", status="booked",
             ev="flight lands in Shenzhen the evening of 2025-11-18"),
        TRIP("2025-11-17", "17:00:00", "19:35:00", "Shanghai Hongqiao Airport", "Shenzhen Bao'an Airport",
             "plane", [ME], MY_PHONE, "1100", status="cancelled",
             ev="distractor: flight for the old dates, cancelled"),
        VM("China Nut Expo", "+86 755 8888 2025", "2025-10-30", "11:30:00",
           "Exhibitor badges can be collected on the morning of the 19th at hall 1.",
           ev="confirms the expo starts 2025-11-19"),
    ],
    [G("Accommodation_Create", dateCheckIn="2025-11-18", dateCheckOut="2025-11-21",
       location="Hilton Shenzhen Futian", roomType=["king", "king room"], people=[[ME]],
       telephone=MY_PHONE)],
    [
        [S("search_sms", "expo"), S("search_voicemail", "expo")],
        [S("search_notes", "Shenzhen"), S("search_notes", "policy"), S("search_meeting", "expo"),
         S("search_accommodation", "Shenzhen"), S("search_transport", "Shenzhen")],
        X("Accommodation_Create", dateCheckIn="2025-11-18", dateCheckOut="2025-11-21",
          location="Hilton Shenzhen Futian", roomType="king", people=[ME], telephone=MY_PHONE),
    ],
))

_add(task(
    "core-dis-hotel-2", "Book a hotel for Grace's visit",
    [
        SMS("Grace Lim", "+65 9123 4567", "2025-08-02", "09:00:00", "Cashew samples received, thanks!", ev="distractor: old chat with Grace Lim"),
        SMS("Grace Lim", "+65 9123 4567", "2025-08-20", "09:00:00", "Price for Q4 looks fine.", ev="distractor: old chat with Grace Lim"),
        SMS("Grace Lim", "+65 9123 4567", "2025-09-05", "09:00:00", "Sorry, I must postpone my September visit - please cancel the hotel.", ev="distractor: the September visit was cancelled"),
        SMS("Grace Lim", "+65 9123 4567", "2025-09-17", "09:00:00", "Happy Mid-Autumn Festival!", ev="distractor: greeting"),
        SMS("Grace Lin", "+1 415-220-7781", "2025-10-30", "12:00:00", "Can you cover my Nov 5-8 supplier calls while I'm away?", ev="distractor: coworker Grace Lin is away on those dates"),
        HOTEL("Bund Riverside Hotel", "2025-11-05", "2025-11-07", "executive", 1, ["Grace Lin"], "+1 415-220-7781", "0", status="cancelled", ev="distractor: a mistaken booking under coworker Grace Lin, cancelled"),
        C("Grace Liu", "+86 139 6600 1234", relationship="friend", ev="distractor: another Grace"),
        C("Grace Lim", "+65 9123 4567", company="Lim Trading Singapore", relationship="client",
          note="Cashew buyer", ev="Grace Lim, the visiting client (old Singapore number)"),
        SMS("Grace Lim", "+65 9123 4567", "2025-10-20", "08:15:00",
            "I'll visit Shanghai Nov 5-8, could you book me a hotel? I check out on the 8th.",
            ev="visit dates: check-in 2025-11-05, check-out 2025-11-08"),
        SMS("Grace Lim", "+86 186 2174 3390", "2025-10-31", "22:04:00",
            "Grace Lim here - I got a local SIM, please use +86 186 2174 3390 for the hotel.",
            ev="current contact number +86 186 2174 3390 supersedes the Singapore number"),
        NOTE("Client visits", "Visiting clients stay at Bund Riverside Hotel (company rate), executive room.",
             "2025-06-01", "09:00", ev="hotel Bund Riverside Hotel, room type executive"),
        HOTEL("Jing'an Garden Hotel", "2025-09-10", "2025-09-12", "executive", 1, ["Grace Lim"],
              "+65 9123 4567", "1800", status="cancelled",
              ev="distractor: cancelled September booking at another hotel (old number)"),
        HOTEL("Bund Riverside Hotel", "2025-06-02", "2025-06-04", "executive", 1, ["Peter Hsu"],
              "+1 212-555-0148", "1650", ev="distractor: another client's past stay"),
        MEET("Lim Trading visit - cashew contract", "2025-11-06", "10:00:00", "12:00:00",
             ["Grace Lim", "Daniel Reed"], status="scheduled", location=["Room 5A"],
             ev="confirms Grace Lim's visit in the week of 2025-11-05"),
        VM("Grace Lin", "+1 415-220-7781", "2025-10-31", "17:55:00",
           "Grace Lin here, reminder that I'm off Nov 5 to 8 visiting my parents.",
           ev="distractor: coworker Grace Lin's leave on the same dates"),
        TRIP("2025-11-05", "08:00:00", "13:20:00", "Singapore Changi", "Shanghai Pudong", "plane",
             ["Grace Lim"], "+65 9123 4567", "0", status="booked",
             ev="Grace Lim lands 2025-11-05"),
    ],
    [G("Accommodation_Create", dateCheckIn="2025-11-05", dateCheckOut="2025-11-08",
       location="Bund Riverside Hotel", roomType=["executive", "executive room"],
       people=[["Grace Lim"]], telephone=PH("+86 186 2174 3390") + ["18621743390"])],
    [
        [S("search_contacts", "Grace"), S("search_sms", "Grace Lim")],
        [S("search_notes", "client"), S("search_accommodation", "executive"),
         S("search_meeting", "Grace Lim"), S("search_voicemail", "Nov 5"),
         S("search_transport", "Grace Lim")],
        [S("search_sms", "Grace"), S("search_sms", "Grace", page=2), S("search_accommodation", "Bund")],
        [S("search_sms", "Grace Lim", page=2)],
        X("Accommodation_Create", dateCheckIn="2025-11-05", dateCheckOut="2025-11-08",
          location="Bund Riverside Hotel", roomType="executive", people=["Grace Lim"],
          telephone="+86 186 2174 3390"),
    ],
    bg={"grace": "distractor: Grace Lin is a Shanghai coworker, not the visitor"},
))

_add(task(
    "core-int-hotel-1", "Book rooms for the Chengdu team trip",
    [
        MEET("Chengdu client visit - Sichuan Pepper & Nut", "2025-11-05", "09:30:00", "17:00:00",
             ["Tom Becker", "Grace Lin"], end_date="2025-11-07", status="scheduled",
             location=["Chengdu"],
             ev="trip 2025-11-05 to 2025-11-07; travellers Tom Becker and Grace Lin plus the user"),
        MEET("Chengdu visit prep", "2025-10-29", "16:00:00", "16:30:00",
             ["Tom Becker", "Grace Lin", "Kevin Wu"], location=["Room 3B"],
             minutes="Daniel Reed will not travel; Zhao Lei hosts us.",
             ev="Daniel Reed is not a traveller; Zhao Lei is the host"),
        SMS("Kevin Wu", "+1 415-220-9182", "2025-10-30", "11:20:00",
            "Daniel asked me to join the Chengdu visit, please add me to the hotel.",
            ev="Kevin Wu joins: a guest"),
        C("Kevin Wu", "+1 415-220-9182", company=COMPANY, relationship="colleague",
          note="Quality control", ev="Kevin Wu is a colleague"),
        VM("Grace Lin", "+1 415-220-7781", "2025-10-31", "09:05:00",
           "Count me in for Chengdu, my visa renewal is sorted.", ev="Grace Lin confirmed"),
        NOTE("Travel policy", "Team trips: one single room per person; book under the organiser's mobile.",
             "2025-09-01", "10:00",
             ev="num = 4 (one room per person), roomType single, telephone = organiser (user) 15711227837"),
        SMS("Zhao Lei", "+86 28 8555 0192", "2025-10-27", "14:45:00",
            "We reserved our corporate rate at Jinjiang Riverside Hotel for your team.",
            ev="hotel Jinjiang Riverside Hotel"),
        C("Zhao Lei", "+86 28 8555 0192", company="Sichuan Pepper & Nut", relationship="client",
          ev="distractor: the client host, not a guest"),
        HOTEL("Chengdu Panda Inn", "2025-08-11", "2025-08-13", "single", 2, [ME, "Tom Becker"],
              MY_PHONE, "900", ev="distractor: August stay at another hotel"),
        TRIP("2025-11-05", "07:30:00", "10:40:00", "Shanghai Hongqiao Airport", "Chengdu Tianfu Airport",
             "plane", [ME, "Tom Becker", "Grace Lin", "Kevin Wu"], MY_PHONE, "5000", status="booked",
             ev="flight 2025-11-05 with all four travellers"),
        TRIP("2025-11-07", "19:00:00", "21:55:00", "Chengdu Tianfu Airport", "Shanghai Hongqiao Airport",
             "plane", [ME, "Tom Becker", "Grace Lin", "Kevin Wu"], MY_PHONE, "5000", status="booked",
             ev="return flight 2025-11-07 (check-out day)"),
    ],
    [G("Accommodation_Create", dateCheckIn="2025-11-05", dateCheckOut="2025-11-07",
       location="Jinjiang Riverside Hotel", roomType=["single", "single room"], num=4,
       people=[[ME, "Tom Becker", "Grace Lin", "Kevin Wu"]], telephone=MY_PHONE)],
    [
        [S("search_meeting", "Chengdu"), S("search_sms", "Chengdu"), S("search_voicemail", "Chengdu")],
        [S("search_sms", "hotel"), S("search_notes", "policy"), S("search_transport", "Chengdu"),
         S("search_accommodation", "Chengdu"), S("search_contacts", "Kevin Wu"),
         S("search_contacts", "Zhao Lei"), S("search_contacts", "Buyer", field="note")],
        X("Accommodation_Create", dateCheckIn="2025-11-05", dateCheckOut="2025-11-07",
          location="Jinjiang Riverside Hotel", roomType="single", num=4,
          people=[ME, "Tom Becker", "Grace Lin", "Kevin Wu"], telephone=MY_PHONE),
    ],
    bg={"tom": "Tom Becker, traveller", "grace": "Grace Lin, traveller"},
))

_add(task(
    "core-int-hotel-2", "Book the hotel for our Sanya holiday",
    [
        NOTE("Sanya packing", "Sunscreen, swimsuits, hats.", "2025-10-27", "21:00", ev="distractor: packing list, no booking details"),
        SMS("Hainan Airlines", "95339", "2025-10-25", "20:45:00", "Booking confirmed: 4 passengers Shanghai-Sanya on 11-21 at 08:15.", ev="confirms four travellers arriving 2025-11-21"),
        TRIP("2025-11-21", "08:15:00", "12:05:00", "Shanghai Pudong Airport", "Sanya Phoenix Airport",
             "plane", [ME, "Ling Xie", "Xin Xu", "Miao Xu"], MY_PHONE, "3920", status="booked",
             ev="arrival day = check-in 2025-11-21; travellers: the family of four"),
        TRIP("2025-11-24", "13:00:00", "15:40:00", "Sanya Phoenix Airport", "Shanghai Pudong Airport",
             "plane", [ME, "Ling Xie", "Xin Xu", "Miao Xu"], MY_PHONE, "3920", status="booked",
             ev="return flight 2025-11-24 = check-out date"),
        SMS("Ling Xie", "13916623345", "2025-10-29", "22:10:00",
            "For Sanya let's take a family suite this time, the kids want to be with us.",
            ev="room type family suite"),
        NOTE("Sanya hotels", "Shortlist: Yalong Bay Coral Resort (Ling's pick); Sanya Bay Sunrise Hotel is fully booked.",
             "2025-10-26", "20:30", ev="hotel Yalong Bay Coral Resort; Sanya Bay Sunrise Hotel ruled out"),
        HOTEL("Sanya Bay Sunrise Hotel", "2024-11-22", "2024-11-25", "family suite", 1,
              [ME, "Ling Xie", "Xin Xu", "Miao Xu"], MY_PHONE, "5400",
              ev="distractor: last year's holiday at another hotel"),
        SCH("Family holiday - Sanya", "2025-11-21", "08:15:00", "23:00:00", location="Sanya",
            ev="holiday starts 2025-11-21"),
        PAY("Flights Shanghai-Sanya x4", 3920, "2025-10-25", "20:40:00", "Hainan Airlines",
            "4400112233", ev="flights for four people paid"),
        VM("Ling Xie", "13916623345", "2025-10-30", "13:15:00",
           "Put the Sanya hotel under my number please, I'll handle check-in.",
           ev="telephone: Ling Xie's number 13916623345"),
    ],
    [G("Accommodation_Create", dateCheckIn="2025-11-21", dateCheckOut="2025-11-24",
       location="Yalong Bay Coral Resort", roomType="family suite",
       people=[[ME, "Ling Xie", "Xin Xu", "Miao Xu"]], telephone="13916623345")],
    [
        [S("search_transport", "Sanya"), S("search_sms", "Sanya"), S("search_notes", "Sanya")],
        [S("search_accommodation", "Sanya"), S("search_schedule", "Sanya"),
         S("search_transaction", "Sanya"), S("search_voicemail", "Sanya"),
         S("search_contacts", "son|daughter|wife", mode="regex", field="relationship")],
        X("Accommodation_Create", dateCheckIn="2025-11-21", dateCheckOut="2025-11-24",
          location="Yalong Bay Coral Resort", roomType="family suite",
          people=[ME, "Ling Xie", "Xin Xu", "Miao Xu"], telephone="13916623345"),
    ],
    bg={"wife": "Ling Xie, wife (guest)", "son": "Xin Xu, son (guest)",
        "daughter": "Miao Xu, daughter (guest)"},
))



# =========================================================================== set_alarm

ALARM_OPTS = dict(name=U, alarmDuration=U, alarmCount=U, alarmInterval=U)

_add(task(
    "core-rea-alarm-1", "Set an alarm for my flight",
    [
        ALARM("06:00:00", "never", "Flight (Oct 20)", status="off", ev="distractor: alarm for the cancelled October flight"),
        TRIP("2025-11-03", "08:40:00", "11:05:00", "Shanghai Pudong Airport", "Beijing Capital Airport",
             "plane", [ME], MY_PHONE, "1350", status="booked",
             ev="the flight: Monday 2025-11-03, departs 08:40"),
        TRIP("2025-10-20", "08:40:00", "11:05:00", "Shanghai Pudong Airport", "Beijing Capital Airport",
             "plane", [ME], MY_PHONE, "1350", status="cancelled",
             ev="distractor: an earlier Beijing flight, cancelled"),
        TRIP("2025-11-05", "19:30:00", "21:45:00", "Beijing Capital Airport", "Shanghai Pudong Airport",
             "plane", [ME], MY_PHONE, "1290", status="booked",
             ev="distractor: the return flight (evening)"),
        NOTE("Airport routine", "Be at the airport 2 hours before a flight. Taxi home to Pudong takes 1 hour. "
             "I need 30 minutes to get ready.", "2025-08-02", "21:00",
             ev="08:40 - 2 h - 1 h - 30 min: the alarm rings at 05:10:00"),
        NOTE("Airport routine (Ling)", "Ling: airport 90 minutes before, 45 minutes to get ready.",
             "2025-08-02", "21:05", ev="distractor: Ling's routine, not the user's"),
        ALARM("05:40:00", "never", "Beijing flight", status="off",
              ev="distractor: an old flight alarm, switched off"),
        MEET("Beijing supplier review", "2025-11-03", "14:00:00", "16:00:00", ["Daniel Reed", "Wang Jun"],
             status="scheduled", location=["Beijing office"], ev="why the user flies on Monday"),
        SMS("China Eastern", "95530", "2025-10-31", "09:00:00",
            "Your flight MU5101 on 2025-11-03 departs Pudong T1 at 08:40. Check-in closes 45 min before.",
            ev="confirms departure 08:40 on 2025-11-03"),
        SMS("China Eastern", "95530", "2025-10-12", "09:00:00",
            "Your flight MU5137 on 2025-10-20 has been cancelled.",
            ev="distractor: the cancelled October flight"),
        VM("Daniel Reed", "+1 415-739-2098", "2025-10-31", "18:02:00",
           "See you in Beijing Monday afternoon, don't miss the morning flight.",
           ev="confirms the Monday morning flight"),
        SCH("Beijing trip", "2025-11-03", "08:40:00", "23:00:00", location="Beijing",
            ev="calendar entry for the trip"),
    ],
    [G("Clock_CreateAlarm", time="05:10:00", **ALARM_OPTS)],
    [
        [S("search_transport", "Beijing"), S("search_sms", "flight"), S("search_notes", "airport")],
        [S("search_alarm", "flight"), S("search_alarm", "wake"), S("search_meeting", "Beijing"),
         S("search_voicemail", "Beijing"), S("search_schedule", "Beijing")],
        X("Clock_CreateAlarm", time="05:10:00", name="Flight to Beijing"),
    ],
    bg={"wake": "distractor: the 07:00 workday alarm is too late for the flight"},
))

_add(task(
    "core-rea-alarm-2", "Set an alarm for Miao's piano pickup",
    [
        ALARM("09:30:00", "Sat", "Xin piano", ev="distractor: Xin's Saturday lesson alarm"),
        SMS("Starlight Music School", "+86 21 6258 3300", "2025-10-20", "10:00:00", "Xin Xu's Saturday piano lesson moves to 10:30 next week.", ev="distractor: Xin's lesson"),
        SCH("Piano lesson (Miao)", "2025-10-29", "16:00:00", "17:30:00", repeat="weekly",
            location="Starlight Music School",
            ev="Miao's lesson: weekly on Wednesday, ends 17:30 at Starlight Music School"),
        NOTE("Pickup logistics", "Drive from the office to Starlight Music School: 30 minutes.",
             "2025-09-03", "08:20", ev="leave 30 min before 17:30: alarm at 17:00:00"),
        SCH("Piano lesson (Xin)", "2025-10-25", "10:00:00", "11:00:00", repeat="weekly",
            location="Starlight Music School", ev="distractor: Xin's Saturday lesson"),
        SMS("Ling Xie", "13916623345", "2025-10-26", "20:45:00",
            "I'll take Xin to his Saturday piano; you do Miao's Wednesday pickups from now on.",
            ev="the user picks Miao up every Wednesday: repeatDayOfWeek [3]"),
        PAY("Piano tuition - Miao Xu, autumn term", 2400, "2025-09-01", "12:10:00",
            "Starlight Music School", "6217001234567788", ev="Miao is enrolled at Starlight"),
        SMS("Starlight Music School", "+86 21 6258 3300", "2025-10-27", "10:00:00",
            "Reminder: Miao Xu's lesson is every Wednesday 16:00-17:30, please pick up on time.",
            ev="confirms Wednesday, ends 17:30"),
        ALARM("17:30:00", "Wed", "Piano", status="off",
              ev="distractor: an old alarm at the lesson's end, switched off"),
        C("Starlight Music School", "+86 21 6258 3300", address="200 Yan'an West Road",
          ev="the music school"),
        VM("Ms. Pei", "+86 21 6258 3301", "2025-10-29", "17:40:00",
           "Miao did great today, see you next Wednesday.", ev="lessons continue on Wednesdays"),
    ],
    [G("Clock_CreateAlarm", time="17:00:00", repeatDayOfWeek=[[3]], **ALARM_OPTS)],
    [
        [S("search_schedule", "piano"), S("search_contacts", "Miao", field="name")],
        [S("search_notes", "Starlight"), S("search_sms", "piano"), S("search_sms", "Wednesday"),
         S("search_transaction", "piano"), S("search_alarm", "piano"),
         S("search_contacts", "Starlight"), S("search_voicemail", "Wednesday")],
        X("Clock_CreateAlarm", time="17:00:00", repeatDayOfWeek=[3], name="Miao piano pickup"),
    ],
    bg={"daughter": "Miao Xu is the daughter"},
))

_add(task(
    "core-dis-alarm-1", "Set an alarm for my dentist visit",
    [
        SMS("Bright Smile Dental", "+86 21 5403 1122", "2025-07-10", "10:00:00", "Appointment for Yixuan Xu: 2025-07-15 14:00. Please arrive 10 min early.", ev="distractor: a past appointment in July"),
        ALARM("13:00:00", "never", "Dentist July", status="off", ev="distractor: alarm for the July visit"),
        SCH("Ling dentist", "2025-11-06", "09:00:00", "09:30:00", location="Bright Smile Dental", ev="distractor: Ling's appointment the same day"),
        SMS("Bright Smile Dental", "+86 21 5403 1122", "2025-10-21", "15:00:00",
            "Appointment for Yixuan Xu: Tue 2025-11-04 09:00.",
            ev="original appointment 11-04 09:00 (superseded)"),
        SMS("Bright Smile Dental", "+86 21 5403 1122", "2025-10-30", "11:00:00",
            "Your appointment has been moved to Thu 2025-11-06 at 10:30 (dentist unavailable Tuesday).",
            ev="current appointment: 2025-11-06 10:30"),
        SCH("Dentist", "2025-11-04", "09:00:00", "10:00:00", location="Bright Smile Dental",
            ev="distractor: stale calendar entry for the old slot"),
        SCH("Xin dental check-up", "2025-11-06", "15:00:00", "15:30:00", location="Kids Dental Care",
            ev="distractor: the son's appointment"),
        NOTE("Reminders", "For appointments, set an alarm one hour before.", "2025-07-11", "22:00",
             ev="one hour before 10:30: alarm at 09:30:00"),
        VM("Kids Dental Care", "+86 21 5403 7700", "2025-10-31", "16:00:00",
           "Xin's check-up is confirmed for Thursday at 3 pm.", ev="distractor: the son's dentist"),
        ALARM("08:00:00", "never", "Dentist", status="off", ev="distractor: an old dentist alarm"),
        C("Bright Smile Dental", "+86 21 5403 1122", note="my dentist", ev="the user's dentist"),
        PAY("Dental cleaning deposit", 200, "2025-10-21", "15:20:00", "Bright Smile Dental",
            "3100999912345", ev="deposit paid to the user's dentist"),
    ],
    [G("Clock_CreateAlarm", time="09:30:00", **ALARM_OPTS)],
    [
        [S("search_sms", "appointment"), S("search_schedule", "dent", mode="fuzzy")],
        [S("search_notes", "appointment"), S("search_voicemail", "check-up"),
         S("search_alarm", "Dentist"), S("search_contacts", "Dental"),
         S("search_transaction", "Dental")],
        X("Clock_CreateAlarm", time="09:30:00", name="Dentist"),
    ],
))

_add(task(
    "core-dis-alarm-2", "Set my alarm for spin class",
    [
        SMS("FitHub Gym", "+86 21 6011 2020", "2025-10-15", "08:00:00", "Evening spin on Mon/Wed now at 19:30.", ev="distractor: evening classes"),
        ALARM("05:30:00", "Sun", "Hiking", status="off", ev="distractor: Sunday hiking alarm"),
        SCH("Spin class (Ling)", "2025-11-03", "19:00:00", "19:45:00", repeat="weekly", location="FitHub Gym", ev="distractor: Ling's evening class"),
        SMS("FitHub Gym", "+86 21 6011 2020", "2025-09-01", "08:00:00",
            "Morning spin: Tue and Thu 07:00 with coach Rita.", ev="old class time 07:00 (superseded)"),
        SMS("FitHub Gym", "+86 21 6011 2020", "2025-10-30", "08:00:00",
            "From November, morning spin moves from 07:00 to 06:30 on Tue and Thu.",
            ev="current class 06:30 on Tuesday and Thursday: repeatDayOfWeek [2, 4]"),
        ALARM("06:15:00", "Tue, Thu", "Spin", status="off",
              ev="distractor: old spin alarm for the 07:00 class"),
        NOTE("Gym", "Wake up 45 minutes before a morning class.", "2025-09-02", "07:00",
             ev="06:30 - 45 min: alarm at 05:45:00"),
        NOTE("Ling gym", "Ling: evening spin Mon/Wed 19:00.", "2025-09-02", "07:05",
             ev="distractor: Ling's classes"),
        SCH("Spin class", "2025-10-28", "07:00:00", "07:45:00", repeat="weekly", location="FitHub Gym",
            ev="distractor: stale calendar entry at 07:00"),
        PAY("FitHub monthly membership", 399, "2025-10-31", "09:00:00", "FitHub Gym",
            "6228480011223344", ev="membership active for November"),
        ALARM("08:00:00", "Sat", "Yoga", ev="distractor: Saturday yoga alarm"),
    ],
    [G("Clock_CreateAlarm", time="05:45:00", repeatDayOfWeek=[[2, 4]], **ALARM_OPTS)],
    [
        [S("search_sms", "spin"), S("search_alarm", "0", field="time")],
        [S("search_notes", "gym"), S("search_schedule", "spin"), S("search_transaction", "FitHub")],
        X("Clock_CreateAlarm", time="05:45:00", repeatDayOfWeek=[2, 4], name="Spin class"),
    ],
    bg={"wake": "distractor: the 07:00 workday alarm"},
))

_add(task(
    "core-int-alarm-1", "Set alarms for my new medication",
    [
        VM("Dr. Chen", "+86 21 6437 9000", "2025-10-10", "12:00:00", "For the antibiotics take one tablet at 21:00 for ten days.", ev="distractor: the old course"),
        ALARM("09:00:00", "Mon, Tue, Wed, Thu, Fri, Sat, Sun", "Vitamin D (Ling)", ev="distractor: Ling's vitamin alarm"),
        NOTE("Medication (old)", "Antibiotics: 21:00 daily until 10-20.", "2025-10-10", "12:10", ev="distractor: the finished course"),
        VM("Dr. Chen", "+86 21 6437 9000", "2025-10-31", "17:30:00",
           "Hi Yixuan, for the new prescription take one tablet every morning at 8.",
           ev="dose 1: 08:00:00 every day"),
        SMS("Huashan Pharmacy", "+86 21 6248 1100", "2025-10-31", "19:10:00",
            "Your prescription is ready. Take the second tablet in the evening at 20:00, daily.",
            ev="dose 2: 20:00:00 every day"),
        NOTE("Medication", "Dr. Chen also said: a noon dose at 12:30 with lunch, every day.",
             "2025-10-31", "17:45", ev="dose 3: 12:30:00 every day"),
        NOTE("Ling vitamins", "Ling: vitamin D at 09:00.", "2025-10-01", "09:00",
             ev="distractor: Ling's vitamins"),
        ALARM("21:00:00", "Mon, Tue, Wed, Thu, Fri, Sat, Sun", "Antibiotics", status="off",
              ev="distractor: alarm for the finished old course"),
        SMS("Dr. Chen", "+86 21 6437 9000", "2025-10-20", "10:00:00",
            "You can stop the antibiotics after today.", ev="the old antibiotics course is over"),
        PAY("Prescription - Huashan Pharmacy", 86.5, "2025-10-31", "19:30:00", "Huashan Pharmacy",
            "3100456700011", ev="the new prescription was bought"),
        SCH("Follow-up with Dr. Chen", "2025-11-14", "10:00:00", "10:30:00", location="Huashan Hospital",
            ev="distractor: a follow-up visit, not a dose"),
        C("Dr. Chen", "+86 21 6437 9000", company="Huashan Hospital", note="GP",
          ev="the doctor who prescribed"),
    ],
    [
        G("Clock_CreateAlarm", time="08:00:00", repeatDayOfWeek=[[1, 2, 3, 4, 5, 6, 7]], **ALARM_OPTS),
        G("Clock_CreateAlarm", time="12:30:00", repeatDayOfWeek=[[1, 2, 3, 4, 5, 6, 7]], **ALARM_OPTS),
        G("Clock_CreateAlarm", time="20:00:00", repeatDayOfWeek=[[1, 2, 3, 4, 5, 6, 7]], **ALARM_OPTS),
    ],
    [
        [S("search_voicemail", "tablet"), S("search_sms", "prescription"), S("search_notes", "dose")],
        [S("search_notes", "vitamin"), S("search_alarm", "Antibiotics"), S("search_sms", "antibiotics"),
         S("search_transaction", "Prescription"), S("search_schedule", "Dr. Chen"),
         S("search_contacts", "Dr. Chen")],
        [S("search_alarm", "Sun", field="repeat"), S("search_notes", "Medication")],
        [X("Clock_CreateAlarm", time="08:00:00", repeatDayOfWeek=[1, 2, 3, 4, 5, 6, 7], name="Morning tablet"),
         X("Clock_CreateAlarm", time="12:30:00", repeatDayOfWeek=[1, 2, 3, 4, 5, 6, 7], name="Noon tablet"),
         X("Clock_CreateAlarm", time="20:00:00", repeatDayOfWeek=[1, 2, 3, 4, 5, 6, 7], name="Evening tablet")],
    ],
))

_add(task(
    "core-int-alarm-2", "Set alarms for Xin's school run",
    [
        ALARM("06:30:00", "Mon, Tue, Wed, Thu, Fri", "Miao school (Ling)", status="off", ev="distractor: Ling's old alarm for Miao"),
        SMS("Mr. Park", "+86 139 0000 6612", "2025-09-01", "08:00:00", "Welcome to Grade 6! Lessons start at 08:00 sharp.", ev="the 08:00 bell (Friday changed later)"),
        NOTE("Lincoln Primary timetable", "Grade 6 bell rings at 08:00 Monday to Friday.",
             "2025-09-01", "09:30", ev="Grade 6 bell 08:00 on Monday-Thursday (Friday changed later)"),
        SMS("Mr. Park", "+86 139 0000 6612", "2025-10-30", "16:00:00",
            "Grade 6 parents: from November, Friday lessons start at 09:00 (teacher training).",
            ev="Friday bell 09:00 from November"),
        NOTE("School run", "Wake up 70 minutes before the bell on school days.", "2025-09-01", "09:35",
             ev="bell 08:00 - 70 min = 06:50:00 on Mon-Thu [1,2,3,4]; 09:00 - 70 min = 07:50:00 on Friday [5]"),
        SMS("Ms. Ana Ruiz", "+86 139 0000 3301", "2025-10-30", "16:05:00",
            "Grade 3: Friday lessons stay at 08:00.", ev="distractor: Miao's Grade 3 class"),
        VM("Ling Xie", "13916623345", "2025-10-31", "07:40:00",
           "From next week you do Xin's school run, I start early shifts.",
           ev="the user does Xin's school run"),
        C("Mr. Park", "+86 139 0000 6612", note="Xin's Grade 6 teacher", ev="Xin's teacher"),
        SCH("Xin school trip", "2025-11-06", "08:00:00", "16:00:00", location="Science Museum",
            ev="distractor: a one-off trip, not the bell schedule"),
        ALARM("06:40:00", "Mon, Tue, Wed, Thu, Fri", "School run (Ling)", status="off",
              ev="distractor: Ling's old school-run alarm"),
    ],
    [
        G("Clock_CreateAlarm", time="06:50:00", repeatDayOfWeek=[[1, 2, 3, 4]], **ALARM_OPTS),
        G("Clock_CreateAlarm", time="07:50:00", repeatDayOfWeek=[[5]], **ALARM_OPTS),
    ],
    [
        [S("search_notes", "bell"), S("search_sms", "Friday"), S("search_voicemail", "school run")],
        [S("search_contacts", "Grade 6", field="note"), S("search_schedule", "school"),
         S("search_alarm", "school"), S("search_alarm", "wake"), S("search_contacts", "son", field="relationship")],
        [S("search_sms", "Grade")],
        [X("Clock_CreateAlarm", time="06:50:00", repeatDayOfWeek=[1, 2, 3, 4], name="School run"),
         X("Clock_CreateAlarm", time="07:50:00", repeatDayOfWeek=[5], name="School run Friday")],
    ],
    bg={"son": "Xin Xu, the son (Grade 6)", "wake": "distractor: the user's 07:00 workday alarm"},
))


# =========================================================================== make_call

_add(task(
    "core-rea-call-1", "Call my landlord about the heater",
    [
        C("Zhou Mingyu", "+86 138 1766 9999", company=COMPANY, relationship="colleague", ev="distractor: colleague whose name contains 'Zhou Ming'"),
        PAY("Rent - August", 4800, "2025-08-01", "09:00:00", "Zhou Ming", "6222020202020202", note="Changning flat rent", ev="rent history: landlord Zhou Ming"),
        SMS("Zhou Mingyu", "+86 138 1766 9999", "2025-10-30", "10:00:00", "Meeting moved to 3pm.", ev="distractor: the colleague"),
        PAY("Rent - October", 4800, "2025-10-01", "09:00:00", "Zhou Ming", "6222020202020202",
            note="Changning flat rent", ev="rent is paid to Zhou Ming: he is the landlord"),
        PAY("Rent - September", 4800, "2025-09-01", "09:00:00", "Zhou Ming", "6222020202020202",
            note="Changning flat rent", ev="confirms the landlord Zhou Ming"),
        PAY("Agency fee", 2400, "2025-03-01", "10:00:00", "Changning Realty", "6222030303030303",
            ev="distractor: the letting agency, not the landlord"),
        C("Zhou Ming", "+86 138 1766 2045", ev="the landlord's number +86 138 1766 2045"),
        C("Zhou Min", "+86 138 1766 2054", company="Changning Realty",
          ev="distractor: namesake agent with a similar number"),
        SMS("Zhou Ming", "+86 138 1766 2045", "2025-10-01", "10:02:00",
            "Rent received, thanks. Tell me if anything in the flat breaks.", ev="landlord's number"),
        SMS("Zhou Min", "+86 138 1766 2054", "2025-10-20", "11:00:00",
            "Looking for a bigger flat? We have new listings in Changning.", ev="distractor: agent spam"),
        NOTE("Flat", "Living-room heater makes a rattling noise - ask the landlord to fix it.",
             "2025-10-30", "22:15", ev="the heater issue is for the landlord"),
        VM("Zhou Min", "+86 138 1766 2054", "2025-10-22", "12:00:00",
           "Zhou Min from Changning Realty, call me about the new listings.",
           ev="distractor: agent voicemail"),
    ],
    [G("Phone_Call", telephone=PH("+86 138 1766 2045") + ["13817662045"])],
    [
        [S("search_notes", "heater"), S("search_transaction", "rent")],
        [S("search_contacts", "Zhou"), S("search_sms", "Zhou"), S("search_voicemail", "Zhou"),
         S("search_transaction", "Realty")],
        X("Phone_Call", telephone="+86 138 1766 2045"),
    ],
))

_add(task(
    "core-rea-call-2", "Call Xin's football coach",
    [
        SMS("Martin Hale", "+1 415-883-2201", "2025-10-30", "11:00:00", "Coach class tickets booked for our Shanghai visit.", ev="distractor: 'coach' in another sense, supplier Martin"),
        C("Martina Xu", "+86 139 0000 1212", relationship="cousin", ev="distractor: cousin Martina"),
        SCH("Xin football match", "2025-11-08", "09:00:00", "11:00:00", location="Hongkou Youth Club", ev="Xin plays for Hongkou Youth Club"),
        SCH("Xin football training", "2025-10-28", "17:00:00", "18:30:00", repeat="weekly",
            location="Hongkou Youth Club", ev="Xin trains at Hongkou Youth Club"),
        SMS("Hongkou Youth Club", "+86 21 6501 7788", "2025-10-02", "09:00:00",
            "U12 football: coach Martin Osei replaces coach Li from October.",
            ev="Xin's current coach is Martin Osei"),
        C("Martin Osei", "+86 139 1622 4410", note="football", ev="telephone +86 139 1622 4410"),
        C("Martin Hale", "+1 415-883-2201", company="Hale Nut Exports", relationship="supplier",
          ev="distractor: namesake supplier"),
        C("Coach Li", "+86 139 1622 0001", note="U12 football coach (until September)",
          ev="distractor: the former coach"),
        VM("Martin Hale", "+1 415-883-2201", "2025-10-31", "10:00:00",
           "Martin Hale here about the macadamia order.", ev="distractor: the supplier Martin"),
        PAY("Football club fee - Xin Xu", 600, "2025-09-05", "19:00:00", "Hongkou Youth Club",
            "3100777788889999", ev="Xin is a member of Hongkou Youth Club"),
        NOTE("Kids activities", "Xin: football Tuesdays at Hongkou Youth Club. Miao: piano Wednesdays.",
             "2025-09-01", "20:00", ev="football is Xin's activity"),
        SMS("Martin Osei", "+86 139 1622 4410", "2025-10-28", "18:45:00",
            "Xin played well today - coach Martin.", ev="confirms coach Martin Osei's number"),
    ],
    [G("Phone_Call", telephone=PH("+86 139 1622 4410") + ["13916224410"])],
    [
        [S("search_schedule", "football"), S("search_sms", "coach"), S("search_notes", "football")],
        [S("search_contacts", "Martin"), S("search_contacts", "coach", field="note"),
         S("search_voicemail", "Martin"), S("search_transaction", "Xin"),
         S("search_contacts", "son", field="relationship")],
        X("Phone_Call", telephone="+86 139 1622 4410"),
    ],
    bg={"son": "Xin Xu is the son"},
))

_add(task(
    "core-dis-call-1", "Call the plumber back",
    [
        VM("Wang Qiang", "+86 137 0012 3344", "2025-10-24", "18:00:00", "Wang the plumber, I can come tomorrow.", ev="distractor: message from his old number"),
        SMS("Wang Qiang", "+86 137 0012 3344", "2025-10-24", "18:05:00", "Coming tomorrow 4pm. Plumber Wang", ev="distractor: from the old number"),
        PAY("Plumbing parts", 85, "2025-10-25", "17:05:00", "Wang Qiang", "6222045612345678", ev="the plumber is Wang Qiang"),
        NOTE("Handymen", "Plumber: Wang Qiang. Electrician: Li.", "2025-05-01", "10:00", ev="the plumber is Wang Qiang"),
        C("Wang Qiang", "+86 137 0012 3344", note="plumbr", ev="the plumber's old number (superseded)"),
        VM("", "+86 137 0099 8821", "2025-11-01", "09:30:00",
           "Hi, it's Wang the plumber on a new phone, call me back on this number about the leak.",
           ev="current number +86 137 0099 8821"),
        SMS("", "+86 137 0099 8821", "2025-11-01", "09:32:00",
            "This is Wang Qiang's new number, my old SIM is broken.", ev="confirms the new number"),
        C("Wang Fang", "+86 139 5521 0098", company=COMPANY, relationship="colleague",
          ev="distractor: namesake colleague"),
        VM("Wang Fang", "+86 139 5521 0098", "2025-10-31", "15:00:00", "Call me back about the pallets.",
           ev="distractor: another call-back request"),
        NOTE("Bathroom leak", "Plumber Wang Qiang came on 10-25; the leak is back, he must return.",
             "2025-10-30", "21:40", ev="the plumber is Wang Qiang"),
        PAY("Plumbing repair", 300, "2025-10-25", "17:00:00", "Wang Qiang", "6222045612345678",
            ev="paid Wang Qiang for plumbing"),
        VM("Electrician Li", "+86 138 2200 4411", "2025-10-31", "11:00:00",
           "Li the electrician, call me back about the sockets.", ev="distractor: electrician call-back"),
    ],
    [G("Phone_Call", telephone=PH("+86 137 0099 8821") + ["13700998821"])],
    [
        [S("search_contacts", "plumber", mode="fuzzy"), S("search_voicemail", "call me back"),
         S("search_notes", "plumber")],
        [S("search_sms", "Wang"), S("search_contacts", "Wang"), S("search_transaction", "Plumbing"),
         S("search_voicemail", "back")],
        [S("search_voicemail", "Wang")],
        X("Phone_Call", telephone="+86 137 0099 8821"),
    ],
))

_add(task(
    "core-dis-call-2", "Call Tom about the invoice",
    [
        SMS("Tom Hardy", "+1 628-555-0100", "2025-10-27", "10:00:00", "Office line here: INV-2291 sent by email.", ev="distractor: message from the office line"),
        C("Golden Pecan Office", "+1 628-555-0100", company="Golden Pecan Ltd", ev="distractor: the office line"),
        PAY("Invoice INV-2201 Golden Pecan", 9900, "2025-09-10", "10:00:00", "Golden Pecan Ltd", "8800123400", ev="distractor: an older, paid invoice"),
        C("Tom Hardy", "+1 628-555-0190", company="Golden Pecan Ltd", relationship="supplier",
          note="accounts; office line +1 628-555-0100", ev="Tom Hardy's mobile +1 628-555-0190"),
        SMS("Tom Hardy", "+1 628-555-0190", "2025-10-30", "14:00:00",
            "Invoice INV-2291 has an error, please call me to fix it.",
            ev="the invoice Tom is Tom Hardy"),
        NOTE("Golden Pecan", "Tom Hardy: office line on weekdays; at weekends use his mobile.",
             "2025-06-10", "10:00", ev="today is Saturday: call his mobile +1 628-555-0190"),
        SMS("Tom Becker", "+1 415-220-6630", "2025-10-31", "09:00:00",
            "Did you see the new pricing sheet?", ev="distractor: coworker Tom, not about the invoice"),
        PAY("Invoice INV-2270 Golden Pecan", 12800, "2025-10-10", "10:00:00", "Golden Pecan Ltd",
            "8800123400", ev="Golden Pecan invoices are handled with Tom Hardy"),
        VM("Tom Hardy", "+1 628-555-0100", "2025-10-31", "16:00:00",
           "Calling from the office about INV-2291.", ev="distractor: the office line (weekdays only)"),
        MEET("Pricing review", "2025-10-29", "10:00:00", "11:00:00", ["Tom Becker", "Grace Lin"],
             location=["Room 3B"], ev="distractor: meeting with coworker Tom"),
        C("Tom Hu", "+86 138 0101 0202", relationship="friend", ev="distractor: friend Tom"),
    ],
    [G("Phone_Call", telephone=PH("+1 628-555-0190"))],
    [
        [S("search_sms", "invoice"), S("search_contacts", "Tom", field="name")],
        [S("search_notes", "Tom Hardy"), S("search_voicemail", "INV"), S("search_sms", "Tom"),
         S("search_transaction", "Golden Pecan"), S("search_meeting", "Tom")],
        [S("search_contacts", "Golden Pecan")],
        X("Phone_Call", telephone="+1 628-555-0190"),
    ],
    bg={"tom": "distractor: coworker Tom Becker"},
))

_add(task(
    "core-int-call-1", "Return today's missed calls",
    [
        SMS("China Mobile", "10086", "2025-10-22", "09:00:00", "Missed call alert: +86 21 5403 1122 called you at 08:45 (no voicemail).", ev="distractor: an older missed call"),
        SMS("China Mobile", "10086", "2025-10-25", "18:00:00", "Missed call alert: +86 21 6400 7788 called you at 17:50 (no voicemail).", ev="distractor: an older missed call"),
        SMS("China Mobile", "10086", "2025-10-27", "12:00:00", "Missed call alert: +86 138 1766 2054 called you at 11:40 (no voicemail).", ev="distractor: an older missed call"),
        SMS("China Mobile", "10086", "2025-10-28", "20:00:00", "Missed call alert: +86 139 8000 2222 called you at 19:30 (no voicemail).", ev="distractor: an older missed call"),
        NOTE("Courier", "Pudong Courier has a parcel for me - call them back.", "2025-11-01", "10:45", ev="the courier call needs a call back"),
        MEET("Monday planning", "2025-11-03", "09:00:00", "10:00:00", ["Grace Lin"], status="scheduled", location=["Room 3B"], ev="Grace's call is about Monday's meeting"),
        VM("", "+86 21 5888 0321", "2025-10-29", "14:00:00", "Pudong Courier, delivery attempt failed.", ev="distractor: an older courier call"),
        SMS("China Mobile", "10086", "2025-10-30", "09:10:00", "Missed call alert: +86 139 2001 3344 called you at 09:00 (no voicemail).", ev="distractor: an older missed call"),
        VM("Tom Becker", "+1 415-220-6630", "2025-10-28", "12:00:00", "Lunch tomorrow?", ev="distractor: an older voicemail"),
        VM("Grace Lin", "+1 415-220-7781", "2025-11-01", "09:12:00", "Call me when you can about Monday.",
           ev="today's missed call 1: Grace Lin +1 415-220-7781"),
        VM("", "+86 21 5888 0321", "2025-11-01", "10:40:00",
           "This is Pudong Courier, call back to confirm your delivery.",
           ev="today's missed call 2: +86 21 5888 0321 (Shanghai landline, locally 021 5888 0321)"),
        SMS("China Mobile", "10086", "2025-11-01", "11:05:00",
            "Missed call alert: +86 139 1777 5521 called you at 10:58 (no voicemail).",
            ev="today's missed call 3: +86 139 1777 5521"),
        VM("Daniel Reed", "+1 415-739-2098", "2025-10-31", "18:02:00", "Call me about Beijing.",
           ev="distractor: yesterday's call"),
        VM("Coach Fang", "+86 512 6533 0417", "2025-10-30", "18:40:00", "Tournament update.",
           ev="distractor: an older call"),
        SMS("China Mobile", "10086", "2025-10-31", "19:00:00",
            "Missed call alert: +86 138 0000 1111 called you at 18:20 (no voicemail).",
            ev="distractor: yesterday's missed call"),
        C("Pudong Courier", "+86 21 5888 0321", ev="the courier's number"),
        SMS("China Mobile", "10086", "2025-11-01", "08:00:00", "Your November data plan is active.",
            ev="distractor: not a missed call"),
    ],
    [
        G("Phone_Call", telephone=PH("+1 415-220-7781")),
        G("Phone_Call", telephone=PH("+86 21 5888 0321") + ["021 5888 0321"]),
        G("Phone_Call", telephone=PH("+86 139 1777 5521") + ["13917775521"]),
    ],
    [
        [S("search_voicemail", "2025-1", field="date"), S("search_sms", "10086")],
        [S("search_contacts", "Courier")],
        [S("search_voicemail", "2025-1", field="date", page=2)],
        [S("search_notes", "Courier"), S("search_meeting", "Grace")],
        [S("search_sms", "missed call"), S("search_sms", "missed call", page=2)],
        [S("search_sms", "10086", page=2)],
        [X("Phone_Call", telephone="+1 415-220-7781"), X("Phone_Call", telephone="+86 21 5888 0321"),
         X("Phone_Call", telephone="+86 139 1777 5521")],
    ],
))

_add(task(
    "core-int-call-2", "Call the parents in the carpool",
    [
        SMS("Amy Cheng", "+86 139 2001 3345", "2025-10-20", "09:00:00", "Hongkou Youth Club: carpool parking is at gate 2.", ev="distractor: the club receptionist"),
        NOTE("Carpool rota", "Rota: Chens week 1, Okafors week 2, us week 3.", "2025-10-06", "21:00", ev="confirms the two other families"),
        VM("Liu Fang", "+86 139 2001 7788", "2025-09-01", "10:00:00", "Thanks for the spring carpool!", ev="distractor: old carpool"),
        NOTE("Carpool", "Saturday football carpool: the Chens, the Okafors and us.", "2025-10-05", "20:00",
             ev="carpool families: Chen and Okafor"),
        SMS("Amy Chen", "+86 139 2001 3344", "2025-10-06", "08:00:00",
            "Amy here (Chen family) - happy to be in the carpool!", ev="the Chen parent: Amy Chen"),
        VM("Chidi Okafor", "+86 139 2001 5566", "2025-10-06", "19:00:00",
           "Chidi Okafor here, the Okafor family is in for the carpool.", ev="the Okafor parent: Chidi Okafor"),
        C("Amy Chen", "+86 139 2001 3344", note="carpool", ev="Amy Chen +86 139 2001 3344"),
        C("Amy Cheng", "+86 139 2001 3345", company="Hongkou Youth Club",
          ev="distractor: club receptionist with a near-identical name and number"),
        C("Chidi Okafor", "+86 139 2001 5566", ev="Chidi Okafor +86 139 2001 5566"),
        NOTE("Old carpool", "Spring carpool (ended): the Lius and us.", "2025-03-01", "20:00",
             ev="distractor: the old carpool"),
        C("Liu Fang", "+86 139 2001 7788", note="spring carpool", ev="distractor: old carpool parent"),
        SCH("Football carpool", "2025-11-08", "08:00:00", "08:30:00", repeat="weekly",
            location="Hongkou Youth Club", ev="the carpool runs on Saturdays"),
    ],
    [
        G("Phone_Call", telephone=PH("+86 139 2001 3344") + ["13920013344"]),
        G("Phone_Call", telephone=PH("+86 139 2001 5566") + ["13920015566"]),
    ],
    [
        [S("search_notes", "carpool"), S("search_sms", "carpool"), S("search_voicemail", "carpool")],
        [S("search_contacts", "Amy"), S("search_contacts", "Okafor"), S("search_contacts", "carpool"),
         S("search_schedule", "carpool")],
        [X("Phone_Call", telephone="+86 139 2001 3344"), X("Phone_Call", telephone="+86 139 2001 5566")],
    ],
))



# =========================================================================== save_contact

COMPANY_VALUES = [COMPANY, "Guangming Nut Co.", "Shanghai Guangming Nut Co"]

_add(task(
    "core-rea-contact-1", "Save the new warehouse manager's number",
    [
        C("Li Na", "+86 139 4400 1234", company="Nanjing Pecan Co.", relationship="supplier", ev="distractor: namesake supplier already saved"),
        NOTE("Warehouse contacts (old)", "Warehouse manager: Sun Hao, 136 5120 1100.", "2025-03-01", "09:00", ev="distractor: stale note"),
        MEET("Operations update", "2025-10-30", "10:00:00", "11:00:00",
             ["Daniel Reed", "Helen Zhou", "Li Na", "Sun Hao"], location=["Room 3B"],
             minutes="Helen Zhou announced: Li Na is the new warehouse manager from November; Sun Hao moves to logistics.",
             ev="the new warehouse manager is Li Na, a colleague (coworker / co-worker) at Shanghai Guangming Nut Co."),
        SMS("Li Na", "+86 136 5120 7788", "2025-10-31", "09:20:00",
            "Hi Yixuan, Li Na from the warehouse. Reach me on this mobile or li.na@guangming-nuts.com.",
            ev="Li Na's mobile +86 136 5120 7788 and email li.na@guangming-nuts.com"),
        C("Sun Hao", "+86 136 5120 1100", company=COMPANY, relationship="colleague",
          note="Warehouse manager", ev="distractor: the former warehouse manager (stale note)"),
        C("Li Nan", "+86 135 0000 2211", relationship="friend", ev="distractor: namesake friend"),
        SMS("Li Nan", "+86 135 0000 2211", "2025-10-29", "20:00:00", "Dinner next week?",
            ev="distractor: friend Li Nan"),
        NOTE("Org changes", "From November: warehouse - Li Na (manager); logistics - Sun Hao.",
             "2025-10-30", "11:15", ev="confirms Li Na runs the warehouse"),
        VM("Li Na", "+86 21 5010 3300", "2025-10-31", "15:10:00",
           "Li Na here on the warehouse desk phone; my mobile is better.",
           ev="distractor: the warehouse desk line, not her number"),
        MEET("Warehouse handover", "2025-11-04", "09:00:00", "10:00:00", ["Sun Hao", "Li Na"],
             status="scheduled", location=["Warehouse office"], ev="Li Na takes over the warehouse"),
        SMS("Sun Hao", "+86 136 5120 1100", "2025-10-31", "17:00:00",
            "From Monday please send warehouse questions to Li Na, I'm in logistics now.",
            ev="Sun Hao is no longer the warehouse manager"),
    ],
    [G("Contacts_Create", name="Li Na", telephone=PH("+86 136 5120 7788") + ["13651207788"],
       company=COMPANY_VALUES, email="li.na@guangming-nuts.com",
       relationship=["colleague", "coworker", "co-worker"], note=U)],
    [
        [S("search_meeting", "warehouse manager"), S("search_notes", "warehouse")],
        [S("search_sms", "Li Na"), S("search_sms", "warehouse"), S("search_contacts", "Li Na"),
         S("search_contacts", "Sun Hao"), S("search_voicemail", "warehouse"),
         S("search_meeting", "Li Na", field="participants"),
         S("search_contacts", "Helen", field="name")],
        X("Contacts_Create", name="Li Na", telephone="+86 136 5120 7788", company=COMPANY,
          email="li.na@guangming-nuts.com", relationship="colleague", note="Warehouse manager"),
    ],
    bg={"helen": "Helen Zhou (GM) announced the change"},
))

_add(task(
    "core-rea-contact-2", "Save Miao's teacher's contact",
    [
        SMS("Lincoln Primary", "+86 21 6280 4400", "2025-09-01", "08:00:00", "Welcome back! Grade 3 teacher this year: Ana Ruiz.", ev="confirms Ana Ruiz teaches Grade 3"),
        NOTE("School (2024)", "Miao's Grade 2 teacher: Mr. Olsen.", "2024-09-01", "09:00", ev="distractor: last year's teacher"),
        NOTE("School", "Miao's Grade 3 class teacher: Ms. Ana Ruiz. Xin's Grade 6 teacher: Mr. Park.",
             "2025-09-01", "09:00", ev="Miao's teacher is Ana Ruiz"),
        SMS("Lincoln Primary", "+86 21 6280 4400", "2025-10-29", "10:00:00",
            "Grade 3 teacher contact: Ana Ruiz, mobile +86 139 0000 3301, ana.ruiz@lincolnprimary.edu",
            ev="phone +86 139 0000 3301, email ana.ruiz@lincolnprimary.edu; company Lincoln Primary (Lincoln Primary School)"),
        SMS("Lincoln Primary", "+86 21 6280 4400", "2025-10-29", "10:01:00",
            "Grade 6 teacher contact: Mr. Park, mobile +86 139 0000 6612",
            ev="distractor: Xin's teacher"),
        C("Ana Rios", "+86 139 0000 3310", relationship="friend", ev="distractor: namesake friend"),
        VM("Ana Ruiz", "+86 21 6280 4413", "2025-10-30", "16:30:00",
           "Ana Ruiz, Miao's teacher, calling from the school office line.",
           ev="distractor: the school office line, not her mobile"),
        SCH("Parent-teacher meeting (Miao)", "2025-11-13", "18:00:00", "19:00:00",
            location="Lincoln Primary Room 302", ev="Miao's class meets Ana Ruiz"),
        PAY("Class fund - Grade 3", 100, "2025-09-10", "08:00:00", "Ana Ruiz", "6222111122223333",
            ev="Ana Ruiz collects Miao's class fund"),
        SMS("Ana Rios", "+86 139 0000 3310", "2025-10-31", "12:00:00", "Coffee tomorrow?",
            ev="distractor: friend Ana Rios"),
        C("Mr. Park", "+86 139 0000 6612", note="Xin's Grade 6 teacher", ev="distractor: Xin's teacher"),
    ],
    [G("Contacts_Create", name=["Ana Ruiz", "Ms. Ana Ruiz"],
       telephone=PH("+86 139 0000 3301") + ["13900003301"], company=["Lincoln Primary", "Lincoln Primary School"],
       email="ana.ruiz@lincolnprimary.edu", relationship=U, note=U)],
    [
        [S("search_notes", "Miao"), S("search_contacts", "daughter", field="relationship")],
        [S("search_sms", "teacher"), S("search_contacts", "Ana"), S("search_voicemail", "Ana"),
         S("search_schedule", "Miao"), S("search_transaction", "Ana"), S("search_sms", "Ana"),
         S("search_contacts", "teacher")],
        X("Contacts_Create", name="Ana Ruiz", telephone="+86 139 0000 3301", company="Lincoln Primary",
          email="ana.ruiz@lincolnprimary.edu", relationship="Miao's teacher", note="Grade 3 class teacher"),
    ],
    bg={"daughter": "Miao Xu, Grade 3 at Lincoln Primary"},
))

_add(task(
    "core-dis-contact-1", "Save Kevin's new number",
    [
        SMS("Kevin Wu", "+1 415-220-9182", "2025-10-29", "09:00:00", "My number stays the same, in case you wondered.", ev="distractor: colleague Kevin keeps his number"),
        C("Kevin Lam", "+86 135 7788 4521", relationship="friend", ev="distractor: another Kevin with a near-identical number"),
        C("Kevin Park", "+86 135 7788 1200", relationship="friend", note="badminton club",
          ev="Kevin Park (friend, badminton club); old number, superseded"),
        C("Kevin Wu", "+1 415-220-9182", company=COMPANY, relationship="colleague",
          ev="distractor: colleague Kevin Wu, number unchanged"),
        SMS("Kevin Park", "+86 135 7788 1200", "2025-10-25", "18:00:00",
            "Heads up: I'm switching phone numbers next week.", ev="Kevin Park announces a new number"),
        SMS("", "+86 135 7788 4512", "2025-10-30", "20:00:00",
            "Hi, it's Kevin - this is my new number! See you at badminton on Thursday.",
            ev="the new number +86 135 7788 4512 belongs to the badminton Kevin"),
        SCH("Badminton", "2025-11-06", "19:00:00", "21:00:00", repeat="weekly",
            location="Jing'an Sports Hall", ev="badminton is on Thursdays"),
        NOTE("Badminton club", "Members: Kevin Park, Sam Lee, Ling Xie.", "2025-09-05", "21:00",
             ev="the badminton Kevin is Kevin Park"),
        VM("Kevin Wu", "+1 415-220-9182", "2025-10-31", "10:10:00", "Kevin Wu here, about the Chengdu samples.",
           ev="distractor: colleague Kevin still uses his old number"),
        PAY("Badminton court share", 45, "2025-10-23", "21:30:00", "Kevin Park", "6222333344445555",
            ev="Kevin Park plays badminton with the user"),
        C("Kevin Park (gym)", "+86 135 9900 1234", note="FitHub", ev="distractor: another Kevin Park entry"),
        SMS("Sam Lee", "+86 138 4455 6677", "2025-10-30", "20:30:00",
            "Did Kevin send you his new number too?", ev="corroborates Kevin Park's number change"),
    ],
    [G("Contacts_Create", name="Kevin Park", telephone=PH("+86 135 7788 4512") + ["13577884512"],
       relationship="friend", note=U)],
    [
        [S("search_contacts", "Kevin"), S("search_sms", "number")],
        [S("search_sms", "Kevin"), S("search_schedule", "badminton"), S("search_notes", "Kevin"),
         S("search_voicemail", "Kevin"), S("search_transaction", "Kevin")],
        X("Contacts_Create", name="Kevin Park", telephone="+86 135 7788 4512", relationship="friend",
          note="badminton club"),
    ],
))

_add(task(
    "core-dis-contact-2", "Save the electrician Ling recommended",
    [
        SMS("Ling Xie", "13916623345", "2025-10-20", "20:00:00", "Not the electrician - the plumber is Zhao Gang.", ev="distractor: the plumber"),
        C("Wang Bohan", "+86 139 2222 0000", company="FitHub Gym", ev="distractor: name contains 'Wang Bo'"),
        NOTE("Electricians", "Li: fully booked till December.", "2025-10-21", "10:00", ev="distractor: another electrician"),
        SMS("Ling Xie", "13916623345", "2025-10-28", "19:00:00",
            "The electrician I mentioned is Wang Bo, 138 2200 4411. Very good with old wiring.",
            ev="electrician Wang Bo; old number 138 2200 4411 (superseded)"),
        SMS("Ling Xie", "13916623345", "2025-10-31", "08:30:00",
            "Correction: Wang Bo changed his number, it's now 138 2200 4477.",
            ev="current number 138 2200 4477 (+86 138 2200 4477)"),
        C("Wang Bo", "+86 186 3300 1122", company="Anhui Nut Farms", relationship="supplier",
          ev="distractor: namesake supplier"),
        VM("Wang Bo", "+86 186 3300 1122", "2025-10-30", "09:00:00", "Wang Bo about the pecan shipment.",
           ev="distractor: the supplier Wang Bo"),
        SMS("Sam Lee", "+86 138 4455 6677", "2025-10-29", "12:00:00",
            "If you need an electrician, Zhang Wei is good too: 139 1111 2222.",
            ev="distractor: a different electrician, recommended by Sam, not Ling"),
        NOTE("Home repairs", "Kitchen sockets need an electrician - Ling knows one.", "2025-10-27", "22:00",
             ev="an electrician is needed (note: electrician)"),
        VM("Electrician Li", "+86 138 2200 5500", "2025-10-20", "11:00:00", "Li the electrician, I'm fully booked.",
           ev="distractor: another electrician"),
        PAY("Pecan order - Anhui Nut Farms", 8600, "2025-10-15", "11:00:00", "Wang Bo", "6222777788880000",
            ev="distractor: payments to supplier Wang Bo"),
    ],
    [G("Contacts_Create", name="Wang Bo",
       telephone=["138 2200 4477", "13822004477", "+86 138 2200 4477"],
       note=KF("electrician"), relationship=U)],
    [
        [S("search_sms", "electrician"), S("search_sms", "Wang Bo")],
        [S("search_contacts", "Wang Bo"), S("search_voicemail", "Wang Bo"), S("search_voicemail", "electrician"),
         S("search_notes", "electrician"), S("search_transaction", "Wang Bo"),
         S("search_contacts", "wife", field="relationship")],
        X("Contacts_Create", name="Wang Bo", telephone="138 2200 4477", note="Electrician recommended by Ling"),
    ],
    bg={"wife": "Ling Xie is the wife who recommended him"},
))

_add(task(
    "core-int-contact-1", "Save all suppliers from this week's trip",
    [
        SMS("China Eastern", "95530", "2025-10-26", "20:00:00", "Check-in is open for your flight to Kunming tomorrow.", ev="confirms the trip starts 2025-10-27"),
        SMS("CMB Bank", "95555", "2025-10-27", "07:10:00", "Your card was used abroad? No - Kunming purchase 45 yuan.", ev="distractor: bank notice during the trip"),
        SMS("SF Express", "95338", "2025-10-27", "15:00:00", "Parcel delivered to your building.", ev="distractor: delivery notice"),
        SMS("Xin Xu", "13916628810", "2025-10-28", "07:00:00", "Dad, when are you back?", ev="distractor: family"),
        NOTE("Guangzhou trip", "Suppliers met: Lee Ming (Canton Cashew).", "2025-09-18", "21:00", ev="distractor: last month's trip"),
        SMS("Zhang Hui", "+86 871 6311 2200", "2025-10-29", "11:00:00", "Sample walnuts shipped today.", ev="Zhang Hui's number again"),
        TRIP("2025-10-27", "08:00:00", "11:30:00", "Shanghai Hongqiao Airport", "Kunming Changshui Airport",
             "plane", [ME], MY_PHONE, "1450", ev="this week's trip: Kunming, from Monday 2025-10-27"),
        TRIP("2025-10-30", "17:00:00", "20:20:00", "Kunming Changshui Airport", "Shanghai Hongqiao Airport",
             "plane", [ME], MY_PHONE, "1450", ev="return on 2025-10-30"),
        SMS("Zhang Hui", "+86 871 6311 2200", "2025-10-28", "18:00:00",
            "Great meeting you at the Kunming walnut fair - Zhang Hui, Yunnan Walnut Co.",
            ev="supplier 1: Zhang Hui, Yunnan Walnut Co., +86 871 6311 2200"),
        NOTE("Kunming trip", "Suppliers met: Zhang Hui (Yunnan Walnut Co.); Duan Mei (Dali Pecan Farm) 139 8712 3456. "
             "The macadamia guy left me a voicemail.", "2025-10-29", "22:00",
             ev="supplier 2: Duan Mei, Dali Pecan Farm, 139 8712 3456 (+86 139 8712 3456)"),
        VM("Ryan Cole", "+86 871 6500 9988", "2025-10-29", "09:15:00",
           "Ryan Cole from Lincang Macadamia, great to meet you in Kunming!",
           ev="supplier 3: Ryan Cole, Lincang Macadamia, +86 871 6500 9988"),
        VM("Lee Ming", "+86 20 8888 1212", "2025-09-18", "10:00:00", "Lee Ming, Canton Cashew, following up on Guangzhou.",
           ev="distractor: supplier from September's Guangzhou trip"),
        SMS("Lee Ming", "+86 20 8888 1212", "2025-09-17", "20:00:00", "Nice meeting you in Guangzhou - Canton Cashew.",
            ev="distractor: last month's trip"),
        HOTEL("Kunming Spring City Hotel", "2025-10-27", "2025-10-30", "king", 1, [ME], MY_PHONE, "1380",
              ev="trip dates 10-27..10-30"),
        SMS("Ling Xie", "13916623345", "2025-10-28", "21:00:00", "How is Kunming? Bring back some flowers!",
            ev="distractor: family, not a supplier"),
        SCH("Kunming walnut fair", "2025-10-28", "09:00:00", "17:00:00", location="Kunming Expo Center",
            ev="the fair where the suppliers were met"),
    ],
    [
        G("Contacts_Create", name="Zhang Hui", telephone=PH("+86 871 6311 2200"),
          company="Yunnan Walnut Co.", relationship=["supplier"], note=U),
        G("Contacts_Create", name="Duan Mei", telephone=["139 8712 3456", "13987123456", "+86 139 8712 3456"],
          company="Dali Pecan Farm", relationship=["supplier"], note=U),
        G("Contacts_Create", name="Ryan Cole", telephone=PH("+86 871 6500 9988"),
          company="Lincang Macadamia", relationship=["supplier"], note=U),
    ],
    [
        [S("search_transport", "Kunming"), S("search_accommodation", "Kunming"), S("search_schedule", "Kunming")],
        [S("search_sms", "2025-10-2", field="date"), S("search_notes", "supplier"),
         S("search_voicemail", "from")],
        [S("search_sms", "Guangzhou"), S("search_voicemail", "Guangzhou")],
        [S("search_sms", "2025-10-2", field="date", page=2)],
        [X("Contacts_Create", name="Zhang Hui", telephone="+86 871 6311 2200", company="Yunnan Walnut Co.",
           relationship="supplier", note="Met at the Kunming walnut fair"),
         X("Contacts_Create", name="Duan Mei", telephone="139 8712 3456", company="Dali Pecan Farm",
           relationship="supplier"),
         X("Contacts_Create", name="Ryan Cole", telephone="+86 871 6500 9988", company="Lincang Macadamia",
           relationship="supplier")],
    ],
))

_add(task(
    "core-int-contact-2", "Save the new neighbour's details",
    [
        SCH("Housewarming at 1801", "2025-11-08", "18:00:00", "21:00:00", location="Room 1801, 88 Changning Road", ev="confirms the neighbour lives in Room 1801, 88 Changning Road"),
        PAY("Welcome gift for the new neighbour", 60, "2025-10-29", "18:00:00", "Flower Corner", "3100123123", ev="distractor: a gift, no contact details"),
        VM("Tan Wei", "+86 158 2100 1111", "2025-09-19", "18:00:00", "Tan Wei, moving out of 1801 tomorrow, goodbye!", ev="distractor: the previous neighbour"),
        SMS("Building management", "+86 21 6200 1000", "2025-10-28", "09:00:00", "Welcome our new resident in Room 1801!", ev="confirms a new resident in 1801"),
        NOTE("Neighbours", "New neighbour moved into 1801 next door: Olivia Grant.", "2025-10-28", "20:00",
             ev="name Olivia Grant, neighbour (neighbor) in 1801"),
        SMS("", "+86 158 2100 6543", "2025-10-29", "19:30:00",
            "Hi, Olivia from Room 1801, 88 Changning Road here! My email is olivia.grant@mail.com",
            ev="phone +86 158 2100 6543; address Room 1801, 88 Changning Road, Shanghai; email olivia.grant@mail.com"),
        VM("", "+86 158 2100 6543", "2025-10-30", "18:00:00",
           "Olivia again - I work at Bright Path Consulting, tell me if you ever need anything.",
           ev="company Bright Path Consulting"),
        NOTE("Neighbours (old)", "Mr. Tan Wei in 1801 moved out in September.", "2025-09-20", "10:00",
             ev="distractor: the previous neighbour"),
        C("Tan Wei", "+86 158 2100 1111", note="neighbour 1801 (moved out)", ev="distractor: old neighbour"),
        C("Olivia Green", "+1 415-555-0188", company="Green Orchards", relationship="supplier",
          ev="distractor: namesake supplier"),
        SMS("Olivia Green", "+1 415-555-0188", "2025-10-30", "09:00:00", "Olivia Green here - almond prices attached.",
            ev="distractor: supplier Olivia"),
        SMS("Ling Xie", "13916623345", "2025-10-29", "21:00:00", "Did you meet Olivia, the new neighbour? Very nice.",
            ev="confirms the new neighbour is Olivia"),
    ],
    [G("Contacts_Create", name="Olivia Grant", telephone=PH("+86 158 2100 6543") + ["15821006543"],
       email="olivia.grant@mail.com", company="Bright Path Consulting",
       address=["Room 1801, 88 Changning Road, Shanghai", "Room 1801, 88 Changning Road"],
       relationship=["neighbour", "neighbor"], note=U)],
    [
        [S("search_notes", "neighbour"), S("search_phone", "Olivia")],
        [S("search_phone", "+86 158 2100 6543"), S("search_contacts", "1801"), S("search_notes", "Changning")],
        [S("search_phone", "1801"), S("search_phone", "1801", page=2)],
        [S("search_schedule", "1801"), S("search_transaction", "neighbour")],
        X("Contacts_Create", name="Olivia Grant", telephone="+86 158 2100 6543", email="olivia.grant@mail.com",
          company="Bright Path Consulting", address="Room 1801, 88 Changning Road, Shanghai",
          relationship="neighbour"),
    ],
    bg={"home": "the user's home is Room 1802, 88 Changning Road: 1801 is next door"},
))


# =========================================================================== create_meeting

_add(task(
    "core-rea-meeting-1", "Set up the follow-up with the auditor",
    [
        SMS("Anna Kim", "+1 212-555-0199", "2025-10-15", "09:00:00", "Thanks, no follow-up needed on the tax review.", ev="distractor: the tax review has no follow-up"),
        NOTE("Audit 2024", "Auditor 2024: Peter Hsu. Follow-up was in Room 5A.", "2024-11-05", "12:00", ev="distractor: last year's notes"),
        MEET("Annual audit kickoff - KPMG", "2025-10-21", "10:00:00", "11:00:00", ["Peter Hsu", "Daniel Reed"],
             location=["Room 5A"], minutes="Follow-up in two weeks, same time and room.",
             ev="follow-up two weeks after Tue 2025-10-21 = 2025-11-04, 10:00:00-11:00:00, Room 5A, with Peter Hsu and Daniel Reed"),
        C("Peter Hsu", "+1 212-555-0148", company="KPMG", note="auditor", ev="the auditor is Peter Hsu"),
        SMS("Peter Hsu", "+1 212-555-0148", "2025-10-22", "09:00:00",
            "Looking forward to the follow-up; please keep Daniel in it.", ev="participants Peter Hsu and Daniel Reed"),
        MEET("Tax review - Deloitte", "2025-10-14", "15:00:00", "16:00:00", ["Anna Kim"], location=["Room 2C"],
             minutes="No follow-up needed.", ev="distractor: the tax adviser's meeting"),
        NOTE("Audit", "Auditor: Peter Hsu (KPMG). Remind me one hour before audit meetings.", "2025-10-21", "11:10",
             ev="timeRemind 1 hour before"),
        VM("Anna Kim", "+1 212-555-0199", "2025-10-30", "14:00:00", "Anna Kim from Deloitte, anything else you need?",
           ev="distractor: the tax adviser"),
        C("Anna Kim", "+1 212-555-0199", company="Deloitte", note="tax adviser", ev="distractor: not the auditor"),
        SCH("Audit document prep", "2025-11-03", "14:00:00", "17:00:00", location="Office",
            ev="prep before the follow-up"),
        MEET("Audit follow-up (2024)", "2024-11-05", "10:00:00", "11:00:00", ["Peter Hsu"],
             location=["Room 5A"], ev="distractor: last year's follow-up"),
    ],
    [G("Meeting_Create", dateStart="2025-11-04", dateEnd="2025-11-04", timeStart="10:00:00",
       timeEnd="11:00:00", timeRemind="1 hour before", title=U, location=[["Room 5A"]],
       participants=[["Peter Hsu", "Daniel Reed"]])],
    [
        [S("search_contacts", "auditor"), S("search_meeting", "audit")],
        [S("search_sms", "follow-up"), S("search_notes", "audit"), S("search_meeting", "Deloitte"),
         S("search_voicemail", "Deloitte"), S("search_contacts", "Deloitte"), S("search_schedule", "audit"),
         S("search_contacts", "Daniel Reed")],
        X("Meeting_Create", dateStart="2025-11-04", dateEnd="2025-11-04", timeStart="10:00:00",
          timeEnd="11:00:00", timeRemind="1 hour before", title="Audit follow-up - KPMG",
          location=["Room 5A"], participants=["Peter Hsu", "Daniel Reed"]),
    ],
    bg={"manager": "Daniel Reed, the manager who joins the audit meetings"},
))

_add(task(
    "core-rea-meeting-2", "Schedule the kickoff with the new supplier",
    [
        NOTE("Supplier onboarding (June)", "Hale Nut Exports kickoff done in Room 2C.", "2025-06-10", "16:00", ev="distractor: an earlier onboarding"),
        SMS("Martin Hale", "+1 415-883-2201", "2025-06-05", "09:00:00", "Kick off on Tuesday works for us.", ev="distractor: June kickoff message"),
        MEET("Supplier call - Binh Phuoc Cashew", "2025-10-28", "09:00:00", "09:30:00", ["Nguyen Van An"], location=["Tencent Meeting"], minutes="Contract signed; kickoff to be scheduled in person.", ev="the kickoff is still to be scheduled"),
        NOTE("Supplier onboarding", "New cashew supplier signed: Binh Phuoc Cashew (contact Nguyen Van An). "
             "Supplier kickoffs are held in Room 2C with Grace Lin.", "2025-10-29", "17:00",
             ev="supplier contact Nguyen Van An; location Room 2C; Grace Lin joins"),
        SMS("Nguyen Van An", "+84 91 222 3344", "2025-10-31", "10:00:00",
            "Happy to kick off next Tuesday, 14:00-15:00 works for us.",
            ev="sent Friday 10-31: next Tuesday = 2025-11-04, 14:00:00-15:00:00"),
        MEET("Kickoff - Hale Nut Exports", "2025-06-10", "14:00:00", "15:00:00", ["Martin Hale", "Grace Lin"],
             location=["Room 2C"], ev="distractor: an earlier supplier's kickoff"),
        C("Nguyen Van An", "+84 91 222 3344", company="Binh Phuoc Cashew", relationship="supplier",
          ev="the new supplier's contact"),
        C("Nguyen Van Binh", "+84 91 222 9999", company="Saigon Nut JSC", relationship="supplier",
          ev="distractor: namesake at another supplier"),
        SMS("Nguyen Van Binh", "+84 91 222 9999", "2025-10-30", "09:00:00", "Special cashew promotion this month!",
            ev="distractor: another supplier's promo"),
        SCH("Team lunch", "2025-11-04", "12:00:00", "13:00:00", location="Canteen",
            ev="the 14:00 slot on 2025-11-04 is free"),
        PAY("Sample order - Binh Phuoc Cashew", 1200, "2025-10-30", "15:00:00", "Binh Phuoc Cashew",
            "9704001122", ev="samples already ordered from the new supplier"),
        VM("Grace Lin", "+1 415-220-7781", "2025-10-31", "11:00:00", "I'm free Tuesday afternoon for the cashew kickoff.",
           ev="Grace Lin is available"),
    ],
    [G("Meeting_Create", dateStart="2025-11-04", dateEnd="2025-11-04", timeStart="14:00:00",
       timeEnd="15:00:00", title=U, location=[["Room 2C"]], participants=[["Nguyen Van An", "Grace Lin"]])],
    [
        [S("search_notes", "supplier"), S("search_sms", "kick")],
        [S("search_contacts", "Nguyen"), S("search_sms", "Nguyen"), S("search_meeting", "Kickoff"),
         S("search_schedule", "2025-11-04"), S("search_transaction", "Cashew"), S("search_voicemail", "kickoff")],
        X("Meeting_Create", dateStart="2025-11-04", dateEnd="2025-11-04", timeStart="14:00:00",
          timeEnd="15:00:00", title="Kickoff - Binh Phuoc Cashew", location=["Room 2C"],
          participants=["Nguyen Van An", "Grace Lin"]),
    ],
))

_add(task(
    "core-dis-meeting-1", "Book the quarterly review with Helen",
    [
        MEET("Q3 procurement review (draft)", "2025-11-06", "14:00:00", "15:00:00", ["Helen Zhou"], status="cancelled", location=["Board room"], ev="distractor: the Thursday draft slot, cancelled"),
        SMS("Daniel Reed", "+1 415-739-2098", "2025-10-31", "16:30:00", "Friday 3pm review works for me.", ev="Daniel Reed attends"),
        C("Helen Zhao", "+86 137 1212 3434", company=COMPANY, relationship="colleague", note="Intern",
          ev="distractor: intern Helen Zhao"),
        SMS("Helen Zhou", "+1 415-555-0101", "2025-10-28", "09:00:00",
            "Let's do the Q3 procurement review Thursday 11-06, 14:00-15:00 in the Board room.",
            ev="first proposal Thu 11-06 14:00 (superseded)"),
        SMS("Helen Zhou", "+1 415-555-0101", "2025-10-31", "16:00:00",
            "Thursday doesn't work anymore - let's make it Friday 11-07, 15:00-16:00, same room.",
            ev="current slot: 2025-11-07 15:00:00-16:00:00, Board room"),
        SMS("Helen Zhao", "+86 137 1212 3434", "2025-10-31", "17:00:00", "Can we have my intern review on Monday?",
            ev="distractor: intern's review"),
        MEET("Q2 procurement review", "2025-07-10", "14:00:00", "15:00:00", ["Helen Zhou", "Daniel Reed"],
             location=["Board room"], minutes="Next quarterly review: same attendees.",
             ev="participants Helen Zhou and Daniel Reed"),
        NOTE("Meetings with Helen", "Set a 30 minutes before reminder for meetings with the GM.",
             "2025-07-01", "09:00", ev="timeRemind 30 minutes before"),
        MEET("Intern check-in", "2025-10-20", "11:00:00", "11:30:00", ["Helen Zhao"], location=["Room 3B"],
             ev="distractor: meeting with the intern"),
        VM("Helen Zhou", "+1 415-555-0101", "2025-10-31", "16:05:00", "Texted you the new review slot.",
           ev="the SMS of 10-31 is the latest"),
    ],
    [G("Meeting_Create", dateStart="2025-11-07", dateEnd="2025-11-07", timeStart="15:00:00",
       timeEnd="16:00:00", timeRemind="30 minutes before", title=U, location=[["Board room"]],
       participants=[["Helen Zhou", "Daniel Reed"]])],
    [
        [S("search_contacts", "Helen"), S("search_sms", "review")],
        [S("search_meeting", "review"), S("search_meeting", "Helen"), S("search_notes", "Helen"),
         S("search_notes", "GM"), S("search_voicemail", "review"), S("search_sms", "Helen Zhou"),
         S("search_contacts", "Daniel Reed")],
        X("Meeting_Create", dateStart="2025-11-07", dateEnd="2025-11-07", timeStart="15:00:00",
          timeEnd="16:00:00", timeRemind="30 minutes before", title="Q3 procurement review",
          location=["Board room"], participants=["Helen Zhou", "Daniel Reed"]),
    ],
    bg={"helen": "Helen Zhou, the general manager (the Helen of the quarterly review)",
        "manager": "Daniel Reed attends the quarterly reviews"},
))

_add(task(
    "core-dis-meeting-2", "Set up a call with the Vietnam supplier",
    [
        C("Tran Van Nam", "+84 90 555 1111", company="Hanoi Nut Trading", ev="distractor: a Vietnamese contact we don't buy from"),
        SMS("Tran Van Nam", "+84 90 555 1111", "2025-10-29", "09:00:00", "Interested in our cashews?", ev="distractor: cold sales message"),
        VM("Le Van Hung", "+84 90 765 4321", "2025-10-30", "10:30:00", "Please call me Tuesday.", ev="distractor: the former supplier"),
        NOTE("Vietnam suppliers", "Saigon Nut JSC - contract ended in September. Mekong Cashew Co. - active, "
             "contact Tran Thi Mai.", "2025-09-30", "18:00",
             ev="the active Vietnam supplier is Mekong Cashew Co. (Tran Thi Mai)"),
        C("Tran Thi Mai", "+84 90 123 4567", company="Mekong Cashew Co.", relationship="supplier",
          ev="participant Tran Thi Mai"),
        C("Le Van Hung", "+84 90 765 4321", company="Saigon Nut JSC", relationship="supplier",
          ev="distractor: the former supplier"),
        VM("Tran Thi Mai", "+84 90 123 4567", "2025-10-31", "15:00:00",
           "Could we talk on Wednesday at 9 am Shanghai time, for about 45 minutes?",
           ev="Wednesday = 2025-11-05, 09:00:00-09:45:00"),
        SMS("Le Van Hung", "+84 90 765 4321", "2025-10-30", "10:00:00", "We'd love to restart business - call on Tuesday?",
            ev="distractor: the former supplier's request"),
        MEET("Saigon Nut contract close-out", "2025-09-20", "10:00:00", "11:00:00", ["Le Van Hung"],
             location=["Tencent Meeting"], ev="distractor: contract with Saigon Nut closed"),
        NOTE("Overseas calls", "Calls with overseas suppliers are held on Tencent Meeting.", "2025-05-01", "09:00",
             ev="location Tencent Meeting"),
        PAY("Cashew deposit - Mekong Cashew Co.", 50000, "2025-10-15", "10:00:00", "Mekong Cashew Co.",
            "9704123456", ev="Mekong Cashew is the current supplier"),
        SMS("Tran Thi Mai", "+84 90 123 4567", "2025-10-31", "15:05:00",
            "Just me from our side for the call.", ev="only Tran Thi Mai joins from the supplier"),
    ],
    [G("Meeting_Create", dateStart="2025-11-05", dateEnd="2025-11-05", timeStart="09:00:00",
       timeEnd="09:45:00", title=U, location=[["Tencent Meeting"]], participants=[["Tran Thi Mai"]])],
    [
        [S("search_notes", "Vietnam"), S("search_contacts", "+84")],
        [S("search_voicemail", "Wednesday"), S("search_sms", "+84"), S("search_meeting", "Saigon"),
         S("search_notes", "overseas"), S("search_transaction", "Mekong")],
        [S("search_voicemail", "+84")],
        X("Meeting_Create", dateStart="2025-11-05", dateEnd="2025-11-05", timeStart="09:00:00",
          timeEnd="09:45:00", title="Call with Mekong Cashew", location=["Tencent Meeting"],
          participants=["Tran Thi Mai"]),
    ],
))

_add(task(
    "core-int-meeting-1", "Book the project wrap-up meeting",
    [
        NOTE("Project Cashew Route", "Team: Sam Lee, Anna Li. Wrap-up done 10-10.", "2025-08-01", "10:00", ev="distractor: the other project"),
        SMS("Daniel Reed", "+1 415-739-2098", "2025-10-31", "12:00:00", "I can't make the Almond Route wrap-up, go ahead without me.", ev="Daniel Reed does not attend"),
        NOTE("Project Almond Route", "Team: Grace Lin, Tom Becker. Wrap-up on Fri 11-07 15:00-16:00.",
             "2025-09-01", "10:00", ev="participants Grace Lin, Tom Becker; 2025-11-07 15:00:00-16:00:00"),
        SMS("Kevin Wu", "+1 415-220-9182", "2025-10-29", "09:30:00",
            "I joined Almond Route last week, please include me in the wrap-up.", ev="participant Kevin Wu"),
        VM("Helen Zhou", "+1 415-555-0101", "2025-10-30", "17:00:00", "I'd like to attend the Almond Route wrap-up.",
           ev="participant Helen Zhou"),
        SMS("Grace Lin", "+1 415-220-7781", "2025-10-31", "10:00:00", "For the Almond Route wrap-up I booked Room 4A.",
            ev="location Room 4A"),
        MEET("Almond Route kickoff", "2025-09-01", "09:00:00", "10:00:00", ["Grace Lin", "Tom Becker"],
             location=["Room 3B"], ev="original project team"),
        MEET("Cashew Route wrap-up", "2025-10-10", "15:00:00", "16:00:00", ["Sam Lee", "Anna Li"],
             location=["Room 2C"], ev="distractor: another project's wrap-up"),
        SMS("Sam Lee", "+86 138 4455 6677", "2025-10-10", "17:00:00", "Cashew Route wrap-up done, thanks all.",
            ev="distractor: the other project"),
        SMS("Tom Becker", "+1 415-220-6630", "2025-10-31", "11:00:00", "Friday 3pm wrap-up works for me.",
            ev="Tom Becker confirms"),
    ],
    [G("Meeting_Create", dateStart="2025-11-07", dateEnd="2025-11-07", timeStart="15:00:00",
       timeEnd="16:00:00", title=U, location=[["Room 4A"]],
       participants=[["Grace Lin", "Tom Becker", "Kevin Wu", "Helen Zhou"]])],
    [
        [S("search_notes", "wrap-up"), S("search_sms", "wrap-up"), S("search_voicemail", "wrap-up")],
        [S("search_meeting", "Route"), S("search_contacts", "Buyer", field="note"),
         S("search_contacts", "General", field="note")],
        X("Meeting_Create", dateStart="2025-11-07", dateEnd="2025-11-07", timeStart="15:00:00",
          timeEnd="16:00:00", title="Almond Route wrap-up", location=["Room 4A"],
          participants=["Grace Lin", "Tom Becker", "Kevin Wu", "Helen Zhou"]),
    ],
    bg={"grace": "Grace Lin, team member", "tom": "Tom Becker, team member", "helen": "Helen Zhou joins"},
))

_add(task(
    "core-int-meeting-2", "Set up a weekly sync with the new hires",
    [
        SMS("Anna Li (HR)", "+86 21 6000 1234", "2025-10-28", "10:00:00", "Update: Chloe Wang started 10-27 as planned; Ethan Qiu transfers 11-03.", ev="confirms Chloe Wang and Ethan Qiu"),
        C("Chloe Wang", "+86 139 5000 1002", company=COMPANY, relationship="colleague", ev="new hire Chloe Wang"),
        NOTE("New hires (2024)", "2024 new hire: Fay Lu (now an intern mentor).", "2024-10-01", "09:00", ev="distractor: last year's hire"),
        SMS("Anna Li (HR)", "+86 21 6000 1234", "2025-10-24", "10:00:00",
            "New hires joining procurement on 10-27: Ben Zhao and Chloe Wang.", ev="new hires Ben Zhao, Chloe Wang"),
        MEET("New hire onboarding", "2025-10-27", "09:00:00", "10:00:00", ["Ben Zhao", "Chloe Wang", "David Sun"],
             location=["Room 3B"], minutes="David Sun joins procurement too.", ev="new hire David Sun"),
        NOTE("New hires", "Also Ethan Qiu transfers in from finance as a new hire next week.", "2025-10-28", "18:00",
             ev="new hire Ethan Qiu"),
        NOTE("Sync plan", "Weekly new-hire sync: Fridays 16:00-16:30 in Room 3B, starting next Friday.",
             "2025-10-31", "18:00",
             ev="written Fri 10-31: next Friday = 2025-11-07, 16:00:00-16:30:00, weekly, Room 3B"),
        SMS("Anna Li (HR)", "+86 21 6000 1234", "2025-10-24", "10:05:00",
            "Interns this autumn: Fay Lu and Gao Yan (not new hires).", ev="distractor: interns, not new hires"),
        MEET("Intern orientation", "2025-10-20", "09:00:00", "10:00:00", ["Fay Lu", "Gao Yan"],
             location=["Room 2C"], ev="distractor: interns"),
        C("Ben Zhao", "+86 139 5000 1001", company=COMPANY, relationship="colleague", ev="new hire"),
        C("Ben Zhou", "+86 139 5000 1010", company="Zhou Logistics", ev="distractor: namesake"),
        VM("David Sun", "+86 139 5000 1003", "2025-10-30", "10:00:00", "David Sun here, happy to join any sync.",
           ev="David Sun confirms"),
    ],
    [G("Meeting_Create", dateStart="2025-11-07", dateEnd="2025-11-07", timeStart="16:00:00",
       timeEnd="16:30:00", repeat="weekly", title=U, location=[["Room 3B"]],
       participants=[["Ben Zhao", "Chloe Wang", "David Sun", "Ethan Qiu"]])],
    [
        [S("search_sms", "new hire"), S("search_meeting", "new hire"), S("search_notes", "new hire")],
        [S("search_sms", "Interns"), S("search_meeting", "Intern"), S("search_contacts", "Ben"),
         S("search_notes", "sync"),
         S("search_voicemail", "sync")],
        [S("search_sms", "Anna Li"), S("search_contacts", "Chloe")],
        X("Meeting_Create", dateStart="2025-11-07", dateEnd="2025-11-07", timeStart="16:00:00",
          timeEnd="16:30:00", repeat="weekly", title="New-hire weekly sync", location=["Room 3B"],
          participants=["Ben Zhao", "Chloe Wang", "David Sun", "Ethan Qiu"]),
    ],
))



# =========================================================================== send_message

_add(task(
    "core-rea-msg-1", "Text the plumber I'll be late",
    [
        VM("Zhao Gang (driver)", "+86 137 2211 0909", "2025-10-31", "18:10:00", "Your driver here, at the gate.", ev="distractor: the driver"),
        SCH("Plumber visit - bathroom", "2025-10-18", "10:00:00", "11:00:00", location="Home", ev="distractor: an earlier visit"),
        SCH("Plumber visit - kitchen sink", "2025-11-01", "14:00:00", "15:00:00", location="Home",
            ev="the plumber comes today at 14:00"),
        VM("Zhao Gang", "+86 137 2211 9090", "2025-10-30", "12:00:00",
           "Zhao from Happy Home Repairs, I'll come Saturday 2 pm for your sink.", ev="the plumber is Zhao Gang"),
        C("Zhao Gang", "+86 137 2211 9090", company="Happy Home Repairs", note="plumbr (kitchen)",
          ev="the plumber's mobile +86 137 2211 9090"),
        C("Zhao Gang (driver)", "+86 137 2211 0909", note="Didi driver",
          ev="distractor: namesake driver with a similar number"),
        C("Happy Home Repairs", "+86 21 6666 1234", note="hotline",
          ev="distractor: the company hotline, not the plumber"),
        PAY("Sink repair deposit", 100, "2025-10-30", "12:10:00", "Happy Home Repairs", "3100666612340000",
            ev="the repair is booked with Happy Home Repairs"),
        NOTE("Kitchen", "Sink clogged again; plumber Zhao coming Saturday.", "2025-10-29", "21:00",
             ev="plumber Zhao for the sink"),
        MEET("Weekend supplier call", "2025-11-01", "13:00:00", "14:30:00", ["Martin Hale"], status="scheduled",
             location=["Tencent Meeting"], ev="the user is busy until 14:30, hence late"),
        SMS("Happy Home Repairs", "+86 21 6666 1234", "2025-10-31", "09:00:00",
            "Your technician Zhao Gang will arrive at 14:00 on Saturday.", ev="confirms the plumber Zhao Gang"),
        SMS("Zhao Gang (driver)", "+86 137 2211 0909", "2025-10-31", "18:00:00", "Your ride is here.",
            ev="distractor: the driver"),
    ],
    [G("Messages_Send", telephone=PH("+86 137 2211 9090") + ["13722119090"], text=KF("late"))],
    [
        [S("search_contacts", "plumber", mode="fuzzy"), S("search_schedule", "plumber"),
         S("search_voicemail", "sink")],
        [S("search_contacts", "Zhao"), S("search_sms", "Zhao"), S("search_transaction", "Happy Home"),
         S("search_contacts", "Happy Home"),
         S("search_notes", "plumber"), S("search_meeting", "2025-11-01")],
        [S("search_voicemail", "Zhao")],
        X("Messages_Send", telephone="+86 137 2211 9090",
          text="Hi Zhao, sorry, I'll be about 30 minutes late for the 2 pm sink repair."),
    ],
))

_add(task(
    "core-rea-msg-2", "Send Daniel the supplier list",
    [
        NOTE("Files (Q3)", "Q3 supplier list sent to Daniel in July.", "2025-07-05", "10:05", ev="distractor: the Q3 list is done"),
        SMS("Tom Becker", "+1 415-220-6630", "2025-10-31", "18:00:00", "Did you finish the supplier list? Daniel asked me too.", ev="the supplier list is for Daniel"),
        SMS("Grace Lin", "+1 415-220-7781", "2025-10-31", "17:40:00", "Daniel wants the Q4 supplier list by Monday.",
            ev="Daniel needs the Q4 supplier list"),
        NOTE("Files", "Q4 supplier list: /docs/procurement/supplier_list_Q4.xlsx. "
             "Q3 version: /docs/procurement/supplier_list_Q3.xlsx", "2025-10-30", "18:00",
             ev="attachment /docs/procurement/supplier_list_Q4.xlsx (not the Q3 file)"),
        C("Daniel Reeves", "+1 415-739-2198", company="Pacific Almond Supply", relationship="supplier",
          ev="distractor: namesake supplier"),
        SMS("Daniel Reeves", "+1 415-739-2198", "2025-10-30", "10:12:00", "Our latest price list attached.",
            attachment=["price_list.pdf"], ev="distractor: supplier Daniel Reeves"),
        SMS("Daniel Reed", "+1 415-739-2098", "2025-10-29", "16:00:00",
            "Please text me the Q4 supplier list straight to my phone.", ev="send it to Daniel Reed by SMS"),
        OUT("Daniel Reed", "+1 415-739-2098", "2025-07-05", "10:00:00", "Here is the Q3 supplier list.",
            attachment=["/docs/procurement/supplier_list_Q3.xlsx"], ev="distractor: the old Q3 list, already sent"),
        VM("Daniel Reeves", "+1 415-739-2198", "2025-10-31", "09:00:00", "Call me about the almond quote.",
           ev="distractor: supplier voicemail"),
        NOTE("Supplier list draft", "Draft notes for the Q4 list - finished 10-30.", "2025-10-20", "10:00",
             ev="the Q4 list is finished"),
    ],
    [G("Messages_Send", telephone=PH("+1 415-739-2098"), text=KF("supplier list"),
       attach=[["/docs/procurement/supplier_list_Q4.xlsx"]])],
    [
        [S("search_sms", "supplier list"), S("search_notes", "supplier list")],
        [S("search_contacts", "Daniel"), S("search_sms", "Daniel"), S("search_voicemail", "Daniel"),
         S("search_meeting", "Weekly report"), S("search_notes", "Q4")],
        X("Messages_Send", telephone="+1 415-739-2098", text="Hi Daniel, here is the Q4 supplier list.",
          attach=["/docs/procurement/supplier_list_Q4.xlsx"]),
    ],
    bg={"manager": "Daniel Reed, the manager: +1 415-739-2098", "weekly": "Daniel Reed chairs the Q4 supplier review"},
))

_add(task(
    "core-dis-msg-1", "Tell the babysitter we'll be home late",
    [
        SMS("Mrs. Liu", "+86 139 8000 1111", "2025-09-10", "10:00:00", "I'm retiring from babysitting, thank you for everything!", ev="Mrs. Liu stopped babysitting"),
        PAY("Babysitting - Mrs. Liu", 250, "2025-08-30", "22:00:00", "Mrs. Liu", "6222111100001111", ev="distractor: the former babysitter"),
        NOTE("Babysitters", "Mrs. Liu stopped babysitting in September. Now: Sara Tan (Tue/Sat evenings).",
             "2025-09-15", "20:00", ev="the current babysitter is Sara Tan"),
        C("Mrs. Liu", "+86 139 8000 1111", note="babysitter", ev="distractor: the former babysitter"),
        C("Sara Tan", "+86 139 8000 2222", note="babysitter", ev="Sara Tan's old number (superseded)"),
        SMS("", "+86 139 8000 2299", "2025-10-29", "20:00:00",
            "Hi, it's Sara (babysitter) - please use this new number from now on.",
            ev="Sara's current number +86 139 8000 2299"),
        SCH("Babysitter - Sara", "2025-11-01", "18:00:00", "22:00:00", location="Home",
            ev="Sara babysits tonight until 22:00"),
        SCH("Dinner with the Chens", "2025-11-01", "19:00:00", "23:00:00", location="Lotus Bistro",
            ev="dinner runs past 22:00: home late"),
        PAY("Babysitting - Sara Tan", 300, "2025-10-25", "22:30:00", "Sara Tan", "6222888899990000",
            ev="Sara Tan is the paid babysitter"),
        VM("Mrs. Liu", "+86 139 8000 1111", "2025-10-20", "10:00:00", "Mrs. Liu here, I miss the kids!",
           ev="distractor: former babysitter"),
        C("Sara Tang", "+86 139 8000 3333", company=COMPANY, relationship="colleague",
          ev="distractor: namesake colleague"),
        SMS("Sara Tan", "+86 139 8000 2222", "2025-10-20", "21:00:00", "Kids asleep, all good.",
            ev="distractor: message from her old number"),
    ],
    [G("Messages_Send", telephone=PH("+86 139 8000 2299") + ["13980002299"], text=KF("late"))],
    [
        [S("search_notes", "babysit"), S("search_contacts", "babysitter")],
        [S("search_sms", "babysit"), S("search_sms", "Sara"), S("search_schedule", "2025-11-01"),
         S("search_transaction", "Babysitting"), S("search_voicemail", "Liu"), S("search_contacts", "Sara")],
        X("Messages_Send", telephone="+86 139 8000 2299", text="Hi Sara, we'll be home late tonight, around 23:30."),
    ],
))

_add(task(
    "core-dis-msg-2", "Text Ling the restaurant address",
    [
        SCH("Dinner - Jade Garden", "2025-11-01", "19:00:00", "21:00:00", location="18 Fuzhou Road", ev="distractor: stale entry for the cancelled booking"),
        PAY("Jade Garden deposit", 150, "2025-10-27", "10:05:00", "Jade Garden", "3100632100000", ev="distractor: deposit for the cancelled booking"),
        SMS("Ling Xie", "13916623345", "2025-11-01", "11:30:00",
            "Which restaurant are we going to tonight? Text me the address.", ev="wife Ling Xie asks for tonight's address"),
        C("Ling Zhao", "+86 138 7000 5566", company=COMPANY, relationship="colleague",
          ev="distractor: colleague Ling Zhao"),
        SMS("Ling Zhao", "+86 138 7000 5566", "2025-10-31", "15:00:00",
            "Send me the restaurant address for Tuesday's team lunch.", ev="distractor: colleague's request"),
        SMS("Jade Garden", "+86 21 6321 0000", "2025-10-27", "10:00:00",
            "Your table for 4 on 11-01 at 19:00 is confirmed. Address: 18 Fuzhou Road.",
            ev="distractor: first booking (later cancelled)"),
        SMS("Jade Garden", "+86 21 6321 0000", "2025-10-30", "10:00:00",
            "Your Jade Garden reservation for 11-01 is cancelled as requested.", ev="the Jade Garden booking is cancelled"),
        SMS("Lotus Bistro", "+86 21 6247 8888", "2025-10-30", "10:30:00",
            "Table for 4 tonight (11-01) at 19:30 confirmed. Lotus Bistro, 233 Julu Road.",
            ev="tonight's restaurant: Lotus Bistro, 233 Julu Road"),
        PAY("Deposit - Lotus Bistro", 200, "2025-10-30", "10:35:00", "Lotus Bistro", "3100247888800",
            ev="deposit paid to Lotus Bistro"),
        SCH("Family dinner - Lotus Bistro", "2025-11-01", "19:30:00", "21:30:00", location="233 Julu Road",
            ev="calendar confirms 233 Julu Road"),
        NOTE("Team lunch", "Tuesday team lunch: Noodle House, 5 Wuding Road.", "2025-10-31", "15:10",
             ev="distractor: the colleague's lunch venue"),
    ],
    [G("Messages_Send", telephone="13916623345", text=KF("233 Julu Road"))],
    [
        [S("search_sms", "restaurant"), S("search_contacts", "Ling")],
        [S("search_sms", "table"), S("search_sms", "reservation"), S("search_transaction", "Lotus"),
         S("search_schedule", "dinner"), S("search_notes", "lunch")],
        [S("search_transaction", "deposit")],
        X("Messages_Send", telephone="13916623345", text="Tonight 19:30 at Lotus Bistro, 233 Julu Road."),
    ],
    bg={"wife": "Ling Xie, the wife: 13916623345"},
))

_add(task(
    "core-int-msg-1", "Send Tom the trip expense total",
    [
        PAY("Phone top-up", 50, "2025-10-27", "08:00:00", "China Mobile", "10086000", ev="distractor: personal, the day before the trip"),
        PAY("Breakfast", 18, "2025-10-28", "07:00:00", "Family Mart", "3100700700", ev="distractor: personal breakfast before leaving"),
        PAY("Metro card top-up", 100, "2025-10-27", "19:00:00", "Shanghai Metro", "3100800800", ev="distractor: personal"),
        PAY("Movie tickets", 90, "2025-10-29", "21:00:00", "Wanda Cinema", "3100900900", ev="distractor: personal purchase after returning"),
        SMS("Tom Becker", "+1 415-220-6630", "2025-09-12", "10:00:00", "Send me the Wuxi total for September too.", ev="distractor: the September trip (already settled)"),
        SMS("Tom Becker", "+1 415-220-6630", "2025-10-31", "10:00:00",
            "Send me the total of what you paid on the Wuxi trip, I'll file the claim.", ev="Tom asks for the Wuxi trip total"),
        NOTE("Wuxi trip", "Wuxi supplier visit with Tom, 10-28 to 10-29.", "2025-10-27", "20:00",
             ev="trip dates 2025-10-28 to 2025-10-29"),
        PAY("Wuxi trip - train tickets", 192, "2025-10-28", "07:30:00", "China Railway", "12306000001",
            ev="trip expense 1 (10-28): 192"),
        PAY("Dinner with supplier", 188.5, "2025-10-28", "20:30:00", "Taihu Restaurant", "3205001234",
            ev="trip expense 2 (10-28, Wuxi supplier dinner): 188.50"),
        PAY("Taxi to the station", 24, "2025-10-28", "09:10:00", "Didi", "8800000001", ev="trip expense 3 (10-28, taxi in Wuxi): 24"),
        PAY("Hotel - Wuxi Lakeview", 560, "2025-10-29", "08:00:00", "Wuxi Lakeview Hotel", "3205009999",
            ev="expense 560; total 192 + 188.50 + 24 + 560 = 964.50 (964.5)"),
        PAY("Groceries", 76, "2025-10-28", "21:40:00", "FreshMart", "3100111100", ev="distractor: personal purchase"),
        PAY("Wuxi trip - train tickets", 180, "2025-09-10", "07:30:00", "China Railway", "12306000001",
            ev="distractor: September's Wuxi trip"),
        TRIP("2025-10-28", "07:50:00", "08:45:00", "Shanghai Station", "Wuxi Station", "train",
             [ME, "Tom Becker"], MY_PHONE, "192", ev="the trip's train (cost already in the transactions)"),
        HOTEL("Wuxi Lakeview Hotel", "2025-10-28", "2025-10-29", "twin", 1, [ME, "Tom Becker"], MY_PHONE, "560",
              ev="the hotel (cost already in the transactions)"),
    ],
    [G("Messages_Send", telephone=PH("+1 415-220-6630"), text=KF("964.5"))],
    [
        [S("search_sms", "Wuxi"), S("search_notes", "Wuxi")],
        [S("search_transaction", "2025-10-2", field="date"), S("search_transaction", "2025-10-2", field="date", page=2),
         S("search_transaction", "Wuxi"),
         S("search_transport", "Wuxi"), S("search_accommodation", "Wuxi"), S("search_contacts", "Tom")],
        X("Messages_Send", telephone="+1 415-220-6630", text="Hi Tom, my Wuxi trip expenses total 964.50 yuan."),
    ],
    bg={"tom": "Tom Becker's number +1 415-220-6630"},
))

_add(task(
    "core-int-msg-2", "Text Grace the offsite details",
    [
        VM("Helen Zhou", "+1 415-555-0101", "2025-10-31", "18:30:00", "Offsite shuttle is at 07:30 sharp, don't be late.", ev="confirms the shuttle at 07:30"),
        NOTE("Offsite 2024", "Sheshan Hotel, shuttle 07:00, smart casual.", "2024-11-01", "10:00", ev="distractor: last year's details"),
        SMS("Grace Lin", "+1 415-220-7781", "2025-10-31", "17:00:00", "Sorry I missed the offsite briefing - what do I need to know?", ev="Grace asks for the details"),
        NOTE("Offsite", "Grace missed the briefing - send her the place, shuttle time and dress code.",
             "2025-10-31", "18:00", ev="what to send: place, shuttle time, dress code"),
        SCH("Team offsite", "2025-11-08", "09:00:00", "17:00:00", location="Dishui Lake Resort",
            ev="offsite on 2025-11-08 at Dishui Lake Resort"),
        TRIP("2025-11-08", "07:30:00", "08:45:00", "Office", "Dishui Lake Resort", "car",
             ["Procurement team"], MY_PHONE, "0", status="booked", ev="shuttle leaves the office at 07:30"),
        SMS("Helen Zhou", "+1 415-555-0101", "2025-10-30", "12:00:00",
            "Offsite dress code: casual, bring sports shoes.", ev="dress code casual"),
        SCH("Team offsite (2024)", "2024-11-09", "09:00:00", "17:00:00", location="Sheshan Hotel",
            ev="distractor: last year's offsite"),
        SMS("Tom Becker", "+1 415-220-6630", "2025-10-30", "12:30:00", "Is the offsite formal?",
            ev="question answered by Helen's SMS"),
        MEET("Offsite briefing", "2025-10-31", "16:00:00", "16:30:00", ["Tom Becker", "Daniel Reed"],
             location=["Room 3B"], ev="Grace was not at the briefing"),
        TRIP("2024-11-09", "07:00:00", "08:00:00", "Office", "Sheshan Hotel", "car", ["Procurement team"],
             MY_PHONE, "0", ev="distractor: last year's shuttle"),
    ],
    [G("Messages_Send", telephone=PH("+1 415-220-7781"), text=KF("Dishui Lake", "casual"))],
    [
        [S("search_notes", "offsite"), S("search_schedule", "offsite"), S("search_sms", "offsite")],
        [S("search_transport", "Office"), S("search_meeting", "offsite"), S("search_contacts", "Grace")],
        [S("search_voicemail", "offsite")],
        X("Messages_Send", telephone="+1 415-220-7781",
          text="Offsite on Sat 2025-11-08 at Dishui Lake Resort; shuttle leaves the office at 07:30; dress code casual."),
    ],
    bg={"grace": "Grace Lin's number +1 415-220-7781"},
))


# =========================================================================== create_note

_add(task(
    "core-rea-note-1", "Remind me to pay the gas bill",
    [
        SMS("China Mobile", "10086", "2025-10-26", "09:00:00", "Mobile bill for October: 88 yuan, paid by auto-debit.", ev="distractor: phone bill, already paid"),
        SMS("CMB Credit Card", "95555", "2025-10-27", "09:00:00", "Credit card bill for October: 3,420 yuan, due 2025-11-20.", ev="distractor: credit card bill"),
        SMS("Changning Property", "+86 21 6200 1000", "2025-10-27", "10:00:00", "Property management bill Q4: 600 yuan, due 2025-12-01.", ev="distractor: property bill"),
        VM("Shanghai Gas", "95158", "2025-10-30", "09:00:00", "Automated reminder: your gas bill is due on November 5.", ev="confirms the due date 2025-11-05"),
        SMS("Shanghai Gas", "95158", "2025-10-28", "09:05:00", "Pay your gas bill online or at a bank before the due date.", ev="distractor: generic reminder"),
        PAY("Water bill - September", 42, "2025-10-10", "12:30:00", "Shanghai Water", "3100962740000", ev="distractor: the water bill"),
        SMS("Shanghai Gas", "95158", "2025-08-28", "09:00:00", "Gas bill for August: 87.60 yuan, due 2025-09-05.", ev="distractor: August's bill"),
        SMS("Shanghai Gas", "95158", "2025-10-28", "09:00:00", "Gas bill for October: 156.30 yuan, due 2025-11-05.",
            ev="due date 2025-11-05"),
        NOTE("Bills routine", "I pay bills on the due date, at lunch at 12:30.", "2025-06-01", "10:00",
             ev="time 12:30 on the due date"),
        SMS("Shanghai Gas", "95158", "2025-09-28", "09:00:00", "Gas bill for September: 98.20 yuan, due 2025-10-05.",
            ev="distractor: last month's bill"),
        PAY("Gas bill - September", 98.2, "2025-10-05", "12:30:00", "Shanghai Gas", "3100900011112222",
            ev="distractor: September's bill already paid"),
        SMS("Shanghai Water", "962740", "2025-10-29", "09:00:00", "Water bill due 2025-11-10: 45.00 yuan.",
            ev="distractor: the water bill"),
        NOTE("Ling bills", "Ling pays the internet bill.", "2025-06-01", "10:05", ev="distractor: Ling's bills"),
        PAY("Gas bill - August", 87.6, "2025-09-05", "12:30:00", "Shanghai Gas", "3100900011112222",
            ev="shows the 12:30 habit"),
        SCH("Lunch with supplier", "2025-11-04", "12:00:00", "13:30:00", location="Canteen",
            ev="distractor: Tuesday lunch, not the due date"),
    ],
    [G("TodoList_Create", content=KF("gas"), date="2025-11-05", time="12:30")],
    [
        [S("search_sms", "bill"), S("search_notes", "bill")],
        [S("search_transaction", "bill"), S("search_schedule", "lunch")],
        [S("search_voicemail", "gas")],
        [S("search_sms", "bill", page=2)],
        X("TodoList_Create", content="Pay the October gas bill (156.30 yuan)", date="2025-11-05", time="12:30"),
    ],
    bg={"power": "distractor: the electricity bill, already paid"},
))

_add(task(
    "core-rea-note-2", "Add a to-do for Xin's permission slip",
    [
        SMS("Mr. Park", "+86 139 0000 6612", "2025-10-15", "09:00:00", "Reminder: permission slips for the autumn hike were due yesterday.", ev="distractor: an old permission slip"),
        NOTE("School forms", "Signed: autumn hike slip (10-14).", "2025-10-14", "07:00", ev="distractor: the hike slip is done"),
        SCH("Xin autumn hike", "2025-10-15", "08:00:00", "15:00:00", location="Sheshan", ev="distractor: the past hike"),
        SMS("Mr. Park", "+86 139 0000 6612", "2025-10-30", "15:00:00",
            "Grade 6 science museum trip next Thursday. Permission slips are due the day before.",
            ev="sent Thu 10-30: next Thursday = 2025-11-06; slip due the day before = 2025-11-05"),
        NOTE("Mornings", "Xin leaves for school at 07:30; I sign school papers at breakfast, 07:00.",
             "2025-09-01", "21:00", ev="time 07:00"),
        SCH("Xin school trip", "2025-11-06", "08:00:00", "16:00:00", location="Science Museum",
            ev="trip on 2025-11-06"),
        SMS("Ms. Ana Ruiz", "+86 139 0000 3301", "2025-10-30", "15:10:00",
            "Grade 3 zoo trip on 11-20; permission slips due 11-14.", ev="distractor: Miao's trip"),
        C("Mr. Park", "+86 139 0000 6612", note="Xin's Grade 6 teacher", ev="Mr. Park teaches Xin"),
        PAY("Science museum trip fee - Xin Xu", 60, "2025-10-30", "20:00:00", "Lincoln Primary", "3100280440",
            ev="trip fee paid for Xin"),
        SCH("Miao zoo trip", "2025-11-20", "08:00:00", "15:00:00", location="Shanghai Zoo",
            ev="distractor: Miao's trip"),
        VM("Mr. Park", "+86 139 0000 6612", "2025-10-31", "16:00:00",
           "Reminder, Xin's slip must be signed by a parent.", ev="a parent must sign"),
    ],
    [G("TodoList_Create", content=KF("permission slip"), date="2025-11-05", time="07:00")],
    [
        [S("search_sms", "permission"), S("search_contacts", "Xin")],
        [S("search_notes", "school"), S("search_schedule", "trip"), S("search_transaction", "trip"),
         S("search_voicemail", "slip")],
        [S("search_schedule", "Xin")],
        X("TodoList_Create", content="Sign Xin's permission slip for the science museum trip",
          date="2025-11-05", time="07:00"),
    ],
    bg={"son": "Xin Xu, the son (Grade 6)"},
))

_add(task(
    "core-dis-note-1", "Add a to-do for the car service",
    [
        ALARM("08:30:00", "never", "Car service (old)", status="off", ev="distractor: alarm for the old 11-04 slot"),
        SMS("AutoCare Pudong", "+86 21 5080 1234", "2025-05-02", "10:00:00", "Your car service on 2025-05-06 is complete.", ev="distractor: May's service"),
        PAY("Car service - May", 680, "2025-05-06", "16:00:00", "AutoCare Pudong", "3100508012340", ev="distractor: May's service bill"),
        NOTE("Car insurance", "Renew the car insurance in December.", "2025-10-01", "10:00", ev="distractor: insurance, not the service"),
        SMS("AutoCare Pudong", "+86 21 5080 1234", "2025-10-20", "10:00:00",
            "Your car service is booked for 2025-11-04 at 09:00.", ev="original slot (superseded)"),
        SMS("AutoCare Pudong", "+86 21 5080 1234", "2025-10-31", "10:00:00",
            "We moved your car service to Sat 2025-11-08 at 10:30 (parts delay).",
            ev="current slot 2025-11-08 10:30"),
        SMS("AutoCare Jing'an", "+86 21 6233 4455", "2025-10-30", "11:00:00",
            "Service for car HU-B 5678 (Ling Xie) on 2025-11-06 at 14:00.", ev="distractor: Ling's car"),
        SCH("Car service", "2025-11-04", "09:00:00", "11:00:00", location="AutoCare Pudong",
            ev="distractor: stale calendar entry"),
        NOTE("Car", "My car: HU-A 1234, serviced at AutoCare Pudong. Ling's car: AutoCare Jing'an.",
             "2025-05-01", "10:00", ev="the user's car is serviced at AutoCare Pudong"),
        PAY("Car service deposit", 200, "2025-10-20", "10:05:00", "AutoCare Pudong", "3100508012340",
            ev="deposit with AutoCare Pudong"),
        VM("AutoCare Pudong", "+86 21 5080 1234", "2025-10-31", "10:05:00",
           "Sorry about the parts delay, see you on the 8th.", ev="confirms the 8th"),
        C("AutoCare Pudong", "+86 21 5080 1234", ev="the user's garage"),
    ],
    [G("TodoList_Create", content=KF("car service"), date="2025-11-08", time="10:30")],
    [
        [S("search_sms", "service"), S("search_notes", "car")],
        [S("search_schedule", "service"), S("search_transaction", "AutoCare"), S("search_voicemail", "AutoCare"),
         S("search_contacts", "AutoCare")],
        [S("search_alarm", "car")],
        X("TodoList_Create", content="Car service at AutoCare Pudong", date="2025-11-08", time="10:30"),
    ],
))

_add(task(
    "core-dis-note-2", "Note when to collect the cake",
    [
        C("Sweet Moments Bakery", "+86 21 6400 7788", note="bakery", ev="the bakery holding Miao's order"),
        VM("Sweet Moments Bakery", "+86 21 6400 7788", "2025-10-31", "09:10:00", "Reminder: Miao's cake is ready on Friday from 18:00.", ev="confirms Friday 18:00"),
        SMS("Sweet Moments Bakery", "+86 21 6400 7788", "2025-10-24", "10:00:00", "New: birthday cakes with photo prints!", ev="distractor: an advert"),
        NOTE("Tom farewell", "Farewell cake cancelled - Grace is bringing one.", "2025-10-29", "10:30", ev="the farewell cake is cancelled"),
        SCH("Tom's farewell", "2025-11-05", "17:00:00", "18:00:00", location="Room 3B", ev="distractor: the farewell party"),
        SMS("Sweet Moments Bakery", "+86 21 6400 7788", "2025-10-25", "15:00:00",
            "Order 'Happy Birthday Miao': pickup Sat 11-08 at 16:00.", ev="original pickup (superseded)"),
        OUT("Sweet Moments Bakery", "+86 21 6400 7788", "2025-10-30", "19:00:00",
            "Could I collect Miao's cake on Friday evening instead?", ev="the user asked to move the pickup"),
        SMS("Sweet Moments Bakery", "+86 21 6400 7788", "2025-10-31", "09:00:00",
            "Done: Miao's cake pickup moved to Fri 11-07 at 18:00.", ev="current pickup 2025-11-07 18:00"),
        SMS("Sweet Moments Bakery", "+86 21 6400 7788", "2025-10-29", "10:00:00",
            "Your order 'Farewell Tom' for 11-05 is cancelled.", ev="distractor: cancelled farewell cake"),
        NOTE("Miao party", "Party Sat 11-08 at home; cake from Sweet Moments.", "2025-10-20", "21:00",
             ev="the cake is for Miao's party"),
        PAY("Cake deposit - Sweet Moments", 80, "2025-10-25", "15:10:00", "Sweet Moments Bakery", "3100640077",
            ev="deposit for Miao's cake"),
        SCH("Miao birthday party", "2025-11-08", "15:00:00", "18:00:00", location="Home",
            ev="party on 2025-11-08"),
        SMS("Golden Crust", "+86 21 6511 2233", "2025-10-28", "10:00:00", "Your bread order is ready.",
            ev="distractor: another bakery"),
    ],
    [G("TodoList_Create", content=KF("cake"), date="2025-11-07", time="18:00")],
    [
        [S("search_sms", "cake"), S("search_sms", "pickup")],
        [S("search_notes", "cake"), S("search_transaction", "cake"), S("search_schedule", "Miao"),
         S("search_sms", "order")],
        [S("search_schedule", "farewell")],
        [S("search_contacts", "Sweet"), S("search_voicemail", "cake")],
        X("TodoList_Create", content="Collect Miao's birthday cake at Sweet Moments", date="2025-11-07", time="18:00"),
    ],
))

_add(task(
    "core-int-note-1", "Make a to-do of what to bring Monday",
    [
        TRIP("2025-11-03", "07:45:00", "08:40:00", "Home", "Pinghu plant", "car", [ME], MY_PHONE, "220", status="booked", ev="Monday's ride to the plant"),
        SMS("Grace Lin", "+1 415-220-7781", "2025-10-24", "12:00:00", "Bring the almond contracts on Monday.", ev="distractor: last Monday's request"),
        NOTE("Workshop (old)", "Bring the projector cable - done 10-27.", "2025-10-24", "17:00", ev="distractor: done already"),
        VM("Tom Becker", "+1 415-220-6630", "2025-10-31", "18:00:00", "On Monday I'll bring the coffee.", ev="distractor: Tom brings that himself"),
        MEET("Supplier workshop - Pinghu plant", "2025-11-03", "09:00:00", "12:00:00", ["Grace Lin", "Daniel Reed"],
             status="scheduled", location=["Pinghu plant"], ev="Monday 2025-11-03: workshop at the plant"),
        SMS("Grace Lin", "+1 415-220-7781", "2025-10-31", "12:00:00", "Bring the walnut samples on Monday.",
            ev="item: walnut samples"),
        NOTE("Workshop", "Bring my laptop for the demo at the plant.", "2025-10-30", "17:00", ev="item: laptop"),
        VM("Daniel Reed", "+1 415-739-2098", "2025-10-31", "17:30:00",
           "Don't forget your safety shoes for the plant visit Monday.", ev="item: safety shoes"),
        NOTE("Prep to-dos", "Prep to-dos go on the morning of the day, at 07:30.", "2025-06-01", "09:00",
             ev="to-do on 2025-11-03 at 07:30"),
        SMS("Tom Becker", "+1 415-220-6630", "2025-10-31", "12:30:00", "Bring the contract drafts on Wednesday.",
            ev="distractor: Wednesday's item"),
        NOTE("Friday", "Bring a cake for Tom's farewell on Friday.", "2025-10-29", "12:00",
             ev="distractor: Friday's item"),
        SCH("Plant visit", "2025-11-03", "09:00:00", "12:00:00", location="Pinghu plant",
            ev="confirms Monday's plant visit"),
    ],
    [G("TodoList_Create", content=KF("walnut samples", "laptop", "safety shoes"), date="2025-11-03", time="07:30")],
    [
        [S("search_sms", "bring"), S("search_notes", "bring"), S("search_voicemail", "Monday")],
        [S("search_meeting", "2025-11-03"), S("search_notes", "to-dos"), S("search_schedule", "plant")],
        [S("search_transport", "Pinghu")],
        X("TodoList_Create", content="Bring walnut samples, laptop and safety shoes to the Pinghu plant",
          date="2025-11-03", time="07:30"),
    ],
))

_add(task(
    "core-int-note-2", "List the gifts I still need to buy",
    [
        MEET("Tom's farewell planning", "2025-10-28", "12:00:00", "12:30:00", ["Grace Lin"], location=["Room 3B"], minutes="Gift: a tea set, bought by Yixuan.", ev="the tea set is the user's to buy"),
        SMS("Ling Xie", "13916623345", "2025-10-25", "19:00:00", "Grace says you're getting the tea set for Tom's farewell?", ev="the tea set is the user's job"),
        PAY("Watercolour paper", 35, "2025-10-29", "18:00:00", "Art Corner", "3100220022", ev="distractor: paper, not the watercolour set"),
        NOTE("Gift budget", "Max 300 per gift.", "2025-10-20", "22:05", ev="distractor: budget, not an item"),
        NOTE("Gift ideas", "Miao: watercolour set. Xin: football boots. Ling: silk scarf.", "2025-10-20", "22:00",
             ev="candidate gifts: watercolour set, football boots, silk scarf"),
        PAY("Football boots - Xin", 399, "2025-10-30", "19:00:00", "Decathlon", "3100330033",
            ev="football boots already bought"),
        SMS("Ling Xie", "13916623345", "2025-10-31", "20:00:00", "I already got Miao's watercolour set!",
            ev="watercolour set already bought"),
        VM("Grace Lin", "+1 415-220-7781", "2025-10-31", "13:00:00",
           "Don't forget you're buying the tea set for Tom's farewell.", ev="still to buy: tea set"),
        SCH("Gift shopping", "2025-11-02", "10:00:00", "12:00:00", location="Nanjing Road",
            ev="to-do on 2025-11-02 at 10:00"),
        PAY("Silk scarf deposit", 50, "2025-09-01", "10:00:00", "Silk House", "3100550055",
            ev="distractor: a September scarf for someone else (Ling's scarf still to buy: silk scarf)"),
        SCH("Gift shopping (2024)", "2024-12-20", "10:00:00", "12:00:00", location="Nanjing Road",
            ev="distractor: last year's shopping"),
        NOTE("Birthday 2024 gifts", "Bought: Lego for Xin, doll house for Miao.", "2024-10-01", "09:00",
             ev="distractor: last year's gifts"),
    ],
    [G("TodoList_Create", content=KF("scarf", "tea set"), date="2025-11-02", time="10:00")],
    [
        [S("search_notes", "gift"), S("search_transaction", "boots"), S("search_sms", "watercolour")],
        [S("search_voicemail", "buying"), S("search_schedule", "shopping"), S("search_transaction", "scarf"),
         S("search_notes", "Bought")],
        [S("search_sms", "tea set"), S("search_transaction", "Watercolour")],
        [S("search_meeting", "farewell"), S("search_contacts", "Tom Becker")],
        X("TodoList_Create", content="Buy a silk scarf for Ling and a tea set for Tom's farewell",
          date="2025-11-02", time="10:00"),
    ],
    bg={"tom": "Tom Becker, whose farewell gift (tea set) is still to buy"},
))



# =========================================================================== make_payment

_add(task(
    "core-rea-pay-1", "Pay back my colleague for lunch",
    [
        PAY("Lunch - Golden Wok", 62, "2025-09-15", "13:00:00", "Tom Becker", "6222000066304455", ev="distractor: an older lunch share paid to Tom"),
        NOTE("Lunch receipt 09-15", "Golden Wok 186 for 3 (Tom paid).", "2025-09-15", "13:05", ev="distractor: the September lunch"),
        SMS("Grace Lin", "+1 415-220-7781", "2025-10-31", "13:30:00",
            "I paid today's team lunch for the three of us (you, Tom, me) - let's split it evenly.",
            ev="Grace Lin paid lunch on 10-31 for three people"),
        NOTE("Lunch receipt 10-31", "Golden Wok: total 186.00 for 3.", "2025-10-31", "13:20",
             ev="total 186.00 / 3 = 62 each"),
        PAY("Coffee split", 18, "2025-10-20", "10:00:00", "Grace Lin", "6222000077811234",
            ev="Grace Lin's account 6222000077811234"),
        SMS("Tom Becker", "+1 415-220-6630", "2025-10-31", "14:00:00", "Paid Grace my share already.",
            ev="distractor: Tom's share is settled"),
        SMS("Tom Becker", "+1 415-220-6630", "2025-10-24", "13:00:00",
            "I got last Friday's lunch, you owe me nothing, it was my treat.", ev="distractor: an earlier lunch, a treat"),
        NOTE("Lunch receipt 10-24", "Noodle House: total 150.00 for 3 (Tom's treat).", "2025-10-24", "13:10",
             ev="distractor: the earlier receipt"),
        PAY("Cashew samples", 900, "2025-10-12", "11:00:00", "Grace Lim", "5100222233334444",
            ev="distractor: client Grace Lim's account"),
        C("Grace Lim", "+65 9123 4567", company="Lim Trading Singapore", relationship="client",
          ev="distractor: namesake client"),
        MEET("Team lunch planning", "2025-10-30", "17:00:00", "17:15:00", ["Grace Lin", "Tom Becker"],
             location=["Room 3B"], ev="the lunch group: Grace, Tom and the user"),
    ],
    [G("Consumption_Create", item=KF("lunch"), amount=62, receivingName="Grace Lin",
       receivingAccount="6222000077811234", note=U)],
    [
        [S("search_sms", "lunch"), S("search_notes", "lunch")],
        [S("search_transaction", "Grace"), S("search_contacts", "Grace"), S("search_meeting", "lunch"),
         S("search_sms", "Tom")],
        [S("search_transaction", "lunch")],
        X("Consumption_Create", item="Team lunch share (Golden Wok)", amount=62, receivingName="Grace Lin",
          receivingAccount="6222000077811234"),
    ],
    bg={"grace": "Grace Lin is the colleague"},
))

_add(task(
    "core-rea-pay-2", "Pay Xin's swimming class fee",
    [
        SMS("Oriental Swim Club", "+86 21 5888 7000", "2025-08-20", "09:00:00", "Autumn term swim fee: 880 yuan.", ev="distractor: last term's notice"),
        NOTE("Swim club (autumn)", "Autumn term fee 880 - paid 08-30.", "2025-08-30", "10:05", ev="distractor: last term"),
        PAY("Swimming - autumn term - Miao Xu", 700, "2025-08-30", "10:10:00", "Dolphin Swim School", "3100511122223333", ev="distractor: Miao's swim school"),
        SCH("Xin swimming", "2025-11-04", "17:00:00", "18:00:00", repeat="weekly", location="Oriental Swim Club",
            ev="Xin swims at Oriental Swim Club"),
        NOTE("Swim club", "Winter term fee for Xin: 980 yuan, due before 11-05.", "2025-10-28", "20:00",
             ev="amount 980"),
        SMS("Oriental Swim Club", "+86 21 5888 7000", "2025-10-27", "09:00:00",
            "Winter term fees: pay Oriental Swim Club, account 3100 5888 7000 1122, with the student's name as note.",
            ev="receiver Oriental Swim Club, account 3100 5888 7000 1122; note = student's name Xin Xu"),
        PAY("Swimming - autumn term - Xin Xu", 880, "2025-08-30", "10:00:00", "Oriental Swim Club",
            "3100588870001122", note="Xin Xu", ev="distractor: last term's fee (880)"),
        SMS("Dolphin Swim School", "+86 21 5111 2222", "2025-10-27", "09:30:00",
            "Miao Xu's winter term: 760 yuan to account 3100 5111 2222 3333.", ev="distractor: Miao's swim school"),
        SCH("Miao swimming", "2025-11-05", "16:00:00", "17:00:00", repeat="weekly", location="Dolphin Swim School",
            ev="distractor: Miao's lessons"),
        PAY("Swimming goggles", 59, "2025-10-20", "19:00:00", "Decathlon", "3100330033",
            ev="distractor: equipment, not the fee"),
        VM("Oriental Swim Club", "+86 21 5888 7000", "2025-10-31", "10:00:00",
           "Reminder: Xin's winter term fee is due soon.", ev="the fee is still unpaid"),
    ],
    [G("Consumption_Create", item=KF("swim"), amount=980, receivingName="Oriental Swim Club",
       receivingAccount=["3100588870001122", "3100 5888 7000 1122"], note=KF("Xin Xu"))],
    [
        [S("search_schedule", "swim"), S("search_notes", "swim")],
        [S("search_sms", "swim"), S("search_transaction", "swim", mode="fuzzy"), S("search_voicemail", "fee"),
         S("search_contacts", "Xin", field="name")],
        X("Consumption_Create", item="Swimming class - winter term", amount=980, receivingName="Oriental Swim Club",
          receivingAccount="3100 5888 7000 1122", note="Xin Xu"),
    ],
    bg={"son": "Xin Xu, the son"},
))

_add(task(
    "core-dis-pay-1", "Pay this month's rent",
    [
        SMS("Zhou Ming", "+86 138 1766 2045", "2025-09-25", "10:00:00", "Rent for October to the usual account 6222020202020202.", ev="distractor: the old account instruction"),
        PAY("Rent - August", 4800, "2025-08-01", "09:00:00", "Zhou Ming", "6222020202020202", note="Changning flat rent", ev="rent history"),
        PAY("Parking space rent", 300, "2025-10-01", "09:05:00", "Changning Parking", "3100777700001", ev="distractor: parking, not the flat"),
        PAY("Rent - October", 4800, "2025-10-01", "09:00:00", "Zhou Ming", "6222020202020202",
            note="Changning flat rent", ev="the landlord Zhou Ming; old account (superseded)"),
        PAY("Rent - September", 4800, "2025-09-01", "09:00:00", "Zhou Ming", "6222020202020202",
            note="Changning flat rent", ev="old amount and account"),
        SMS("Zhou Ming", "+86 138 1766 2045", "2025-10-25", "10:00:00",
            "From November please pay rent to my new account 6217 8800 1234 5678 (Bank of Shanghai).",
            ev="current account 6217 8800 1234 5678"),
        NOTE("Lease", "Lease renewed: from November the rent is 5000 per month, due on the 1st.",
             "2025-10-15", "20:00", ev="November rent amount 5000"),
        NOTE("Old lease", "Rent 4800 per month until October 2025.", "2024-11-01", "20:00",
             ev="distractor: the old rent"),
        SMS("Zhou Min", "+86 138 1766 2054", "2025-10-26", "10:00:00",
            "Changning Realty: agency renewal fee to 6222030303030303.", ev="distractor: agency account"),
        C("Zhou Ming", "+86 138 1766 2045", note="landlord", ev="Zhou Ming is the landlord"),
        VM("Zhou Ming", "+86 138 1766 2045", "2025-10-31", "19:00:00",
           "Just a reminder, new account from this month.", ev="confirms the new account"),
        PAY("Agency fee", 2400, "2025-03-01", "10:00:00", "Changning Realty", "6222030303030303",
            ev="distractor: the agency"),
    ],
    [G("Consumption_Create", item=KF("rent"), amount=5000, receivingName="Zhou Ming",
       receivingAccount=["6217880012345678", "6217 8800 1234 5678"], note=U)],
    [
        [S("search_transaction", "rent"), S("search_notes", "rent")],
        [S("search_sms", "Zhou"), S("search_contacts", "landlord"), S("search_voicemail", "account"),
         S("search_transaction", "Agency")],
        X("Consumption_Create", item="Rent - November", amount=5000, receivingName="Zhou Ming",
          receivingAccount="6217 8800 1234 5678"),
    ],
))

_add(task(
    "core-dis-pay-2", "Pay the florist's invoice",
    [
        SMS("Bloom & Co", "+86 21 6222 1188", "2025-09-01", "10:00:00", "Invoice BC-101: 500 yuan (paid, thank you).", ev="distractor: an old paid invoice"),
        PAY("Flowers - Bloom & Co", 500, "2025-09-02", "09:00:00", "Bloom & Co", "310077889900", note="BC-101", ev="distractor: September invoice, paid; confirms the account 310077889900"),
        VM("Petal House", "+86 21 6333 4455", "2025-10-09", "10:00:00", "Your invoice PH-77 is ready.", ev="distractor: the other florist"),
        NOTE("Ling birthday flowers", "Petal House bouquet - paid.", "2025-10-11", "09:05", ev="distractor: Petal House is settled"),
        SMS("Bloom & Co", "+86 21 6222 1188", "2025-10-27", "10:00:00",
            "Invoice BC-118: 1,260 yuan for the office opening flowers. Account 3100 7788 9900.",
            ev="first invoice 1,260 (superseded); account 3100 7788 9900"),
        SMS("Bloom & Co", "+86 21 6222 1188", "2025-10-30", "10:00:00",
            "Corrected invoice BC-118R: 1,180 yuan (one arrangement was missing). Please pay this one.",
            ev="current amount 1180"),
        VM("Bloom & Co", "+86 21 6222 1188", "2025-10-30", "10:10:00",
           "Please put the invoice number BC-118R in the payment note.", ev="note BC-118R"),
        SMS("Petal House", "+86 21 6333 4455", "2025-10-10", "10:00:00",
            "Invoice PH-77: 320 yuan for the birthday bouquet.", ev="distractor: the other florist"),
        PAY("Flowers - Petal House", 320, "2025-10-11", "09:00:00", "Petal House", "3100633344550",
            note="PH-77", ev="distractor: Petal House already paid"),
        NOTE("Office opening", "Flowers by Bloom & Co - invoice pending.", "2025-10-26", "18:00",
             ev="the unpaid invoice is Bloom & Co's"),
        C("Bloom & Co", "+86 21 6222 1188", note="florist", ev="florist Bloom & Co"),
        C("Petal House", "+86 21 6333 4455", note="florist", ev="distractor: florist Petal House"),
    ],
    [G("Consumption_Create", item=KF("flower"), amount=1180, receivingName="Bloom & Co",
       receivingAccount=["310077889900", "3100 7788 9900"], note=KF("BC-118R"))],
    [
        [S("search_contacts", "florist"), S("search_sms", "invoice")],
        [S("search_voicemail", "invoice"), S("search_transaction", "Flowers"), S("search_notes", "flowers")],
        X("Consumption_Create", item="Office opening flowers", amount=1180, receivingName="Bloom & Co",
          receivingAccount="3100 7788 9900", note="Invoice BC-118R"),
    ],
))

_add(task(
    "core-int-pay-1", "Settle my share of the trip costs",
    [
        SMS("Tom Becker", "+1 415-220-6630", "2025-10-31", "08:00:00", "No rush on the Hangzhou money.", ev="confirms Tom is owed"),
        NOTE("Wuhu trip", "Grace paid the car 300 - her treat.", "2025-10-31", "09:05", ev="distractor: another trip"),
        PAY("Hangzhou souvenirs", 88, "2025-10-29", "17:00:00", "West Lake Shop", "3301000088", ev="distractor: a personal purchase"),
        SMS("Tom Becker", "+1 415-220-6630", "2025-10-30", "20:00:00",
            "Hangzhou trip: I paid the hotel, 760 for both of us.", ev="Tom paid the hotel 760"),
        VM("Tom Becker", "+1 415-220-6630", "2025-10-30", "21:00:00",
           "Also I covered the train, two tickets, 146 in total.", ev="Tom paid the train 146"),
        NOTE("Hangzhou trip", "Tom paid dinner with the supplier: 230. I paid the taxis myself. Split Tom's costs 50/50.",
             "2025-10-30", "22:00", ev="Tom paid dinner 230; (760 + 146 + 230) / 2 = 568"),
        PAY("Taxi Hangzhou", 40, "2025-10-29", "09:00:00", "Didi", "8800000001",
            ev="distractor: the user paid the taxi himself"),
        PAY("Coffee - Tom Becker", 22, "2025-10-15", "10:00:00", "Tom Becker", "6222000066304455",
            ev="Tom Becker's account 6222000066304455"),
        SMS("Grace Lin", "+1 415-220-7781", "2025-10-31", "09:00:00", "For Wuhu I paid 300 for the car, you owe me nothing.",
            ev="distractor: another trip"),
        HOTEL("Hangzhou West Lake Inn", "2025-10-29", "2025-10-30", "twin", 1, [ME, "Tom Becker"], MY_PHONE, "760",
              ev="hotel cost 760 confirmed"),
        TRIP("2025-10-29", "07:30:00", "08:35:00", "Shanghai Hongqiao", "Hangzhou East", "train",
             [ME, "Tom Becker"], "+1 415-220-6630", "146", ev="train cost 146 confirmed"),
    ],
    [G("Consumption_Create", item=KF("Hangzhou"), amount=568, receivingName="Tom Becker",
       receivingAccount="6222000066304455", note=U)],
    [
        [S("search_sms", "Hangzhou"), S("search_voicemail", "Tom"), S("search_notes", "Hangzhou")],
        [S("search_transaction", "Tom"), S("search_transaction", "Taxi"), S("search_sms", "owe"),
         S("search_accommodation", "Hangzhou"), S("search_transport", "Hangzhou"), S("search_contacts", "Tom")],
        [S("search_notes", "trip"), S("search_transaction", "Hangzhou")],
        X("Consumption_Create", item="Hangzhou trip - my share", amount=568, receivingName="Tom Becker",
          receivingAccount="6222000066304455"),
    ],
    bg={"tom": "Tom Becker, the colleague who paid"},
))

_add(task(
    "core-int-pay-2", "Pay the kids' club fees that are due",
    [
        C("Rainbow Art Studio", "+86 21 6444 1000", note="Miao's art class", ev="Miao's art studio"),
        SMS("Rainbow Art Studio", "+86 21 6444 1000", "2025-09-28", "09:00:00", "Miao Xu's October art class fee: 450 yuan.", ev="distractor: October's fee (paid)"),
        NOTE("Kids' clubs", "Art: monthly. Chess: monthly. Swimming: paid per term.", "2025-09-01", "20:00", ev="distractor: swimming is termly, not due now"),
        PAY("Chess club - October", 300, "2025-10-02", "09:00:00", "Knight Chess Club", "31006555200099", ev="distractor: October already paid"),
        SMS("Rainbow Art Studio", "+86 21 6444 1000", "2025-10-28", "09:00:00",
            "Miao Xu's November art class fee: 450 yuan, account 3100 6444 1000 88.", ev="fee 1: Rainbow Art Studio 450, account 3100 6444 1000 88"),
        NOTE("Chess club", "Xin's chess club: 300 for November, due 11-03.", "2025-10-29", "20:00",
             ev="fee 2: chess club 300"),
        VM("Knight Chess Club", "+86 21 6555 2000", "2025-10-30", "18:00:00",
           "Knight Chess Club here, please transfer Xin's fee to account 3100 6555 2000 99.",
           ev="chess club receiver Knight Chess Club, account 3100 6555 2000 99"),
        PAY("Art class - October", 450, "2025-10-01", "09:00:00", "Rainbow Art Studio", "3100644410008",
            ev="distractor: October already paid (old account)"),
        PAY("Badminton court share", 45, "2025-10-23", "21:30:00", "Kevin Park", "6222333344445555",
            ev="distractor: the user's own club"),
        SMS("FitHub Gym", "+86 21 6011 2020", "2025-10-30", "08:00:00", "Your November membership (399) is due.",
            ev="distractor: the user's gym, not a kids' club"),
        C("Knight Chess Club", "+86 21 6555 2000", ev="Xin's chess club"),
        SCH("Miao art class", "2025-11-05", "16:30:00", "18:00:00", repeat="weekly", location="Rainbow Art Studio",
            ev="Miao attends Rainbow Art Studio"),
    ],
    [
        G("Consumption_Create", item=KF("art"), amount=450, receivingName="Rainbow Art Studio",
          receivingAccount=["31006444100088", "3100 6444 1000 88"], note=U),
        G("Consumption_Create", item=KF("chess"), amount=300, receivingName="Knight Chess Club",
          receivingAccount=["31006555200099", "3100 6555 2000 99"], note=U),
    ],
    [
        [S("search_sms", "fee"), S("search_sms", "due"), S("search_notes", "club"), S("search_voicemail", "fee")],
        [S("search_transaction", "Art"), S("search_transaction", "club", mode="fuzzy"),
         S("search_transaction", "Badminton"), S("search_contacts", "Chess"), S("search_schedule", "art")],
        [S("search_contacts", "Rainbow")],
        [X("Consumption_Create", item="Miao's November art class", amount=450, receivingName="Rainbow Art Studio",
           receivingAccount="3100 6444 1000 88"),
         X("Consumption_Create", item="Xin's November chess club", amount=300, receivingName="Knight Chess Club",
           receivingAccount="3100 6555 2000 99")],
    ],
))


# =========================================================================== create_schedule

_add(task(
    "core-rea-sched-1", "Add Xin's parent-teacher meeting",
    [
        SMS("Mr. Park", "+86 139 0000 6612", "2025-04-01", "15:00:00", "Parent-teacher meeting on 04-10 at 18:00.", ev="distractor: last spring's meeting"),
        NOTE("School events (Ling)", "Ling goes to Miao's school events.", "2025-09-01", "21:05", ev="distractor: Ling covers Miao's events"),
        VM("Ms. Ana Ruiz", "+86 139 0000 3301", "2025-10-31", "16:10:00", "See you at the Grade 3 meeting.", ev="distractor: Miao's teacher"),
        SCH("Xin school trip", "2025-11-06", "08:00:00", "16:00:00", location="Science Museum", ev="distractor: same day, daytime trip"),
        SMS("Mr. Park", "+86 139 0000 6612", "2025-10-30", "15:00:00",
            "Grade 6 parent-teacher meeting next Thursday 18:00-19:00, Room 302, Lincoln Primary.",
            ev="sent Thu 10-30: next Thursday = 2025-11-06, 18:00:00-19:00:00, Room 302, Lincoln Primary (Lincoln Primary Room 302)"),
        NOTE("School events", "Remind me one day before school events.", "2025-09-01", "21:00",
             ev="timeRemind 1 day before"),
        SCH("Parent-teacher meeting (Miao)", "2025-11-13", "18:00:00", "19:00:00", location="Lincoln Primary Room 210",
            reminder="1 day before", ev="distractor: Miao's meeting"),
        SMS("Ms. Ana Ruiz", "+86 139 0000 3301", "2025-10-30", "15:10:00",
            "Grade 3 parent-teacher meeting on 11-13 at 18:00.", ev="distractor: Miao's class"),
        C("Mr. Park", "+86 139 0000 6612", note="Xin's Grade 6 teacher", ev="Mr. Park is Xin's teacher"),
        SCH("Parent-teacher meeting (Xin)", "2025-04-10", "18:00:00", "19:00:00", location="Lincoln Primary Room 302",
            reminder="1 day before", ev="distractor: last spring's meeting"),
        VM("Mr. Park", "+86 139 0000 6612", "2025-10-31", "16:00:00", "Looking forward to seeing you next week.",
           ev="confirms next week"),
    ],
    [G("Schedule_Create", date="2025-11-06", title=U, timeStart="18:00:00", timeEnd="19:00:00",
       timeRemind="1 day before",
       location=["Room 302, Lincoln Primary", "Lincoln Primary Room 302", "Room 302"])],
    [
        [S("search_sms", "parent-teacher"), S("search_contacts", "Xin")],
        [S("search_notes", "school"), S("search_schedule", "parent-teacher"), S("search_voicemail", "Park")],
        [S("search_voicemail", "meeting"), S("search_schedule", "2025-11-06")],
        X("Schedule_Create", date="2025-11-06", title="Xin's parent-teacher meeting", timeStart="18:00:00",
          timeEnd="19:00:00", timeRemind="1 day before", location="Room 302, Lincoln Primary"),
    ],
    bg={"son": "Xin Xu is in Grade 6"},
))

_add(task(
    "core-rea-sched-2", "Put my eye exam on the calendar",
    [
        ALARM("14:45:00", "never", "Eye exam 2024", status="off", ev="distractor: last year's exam alarm"),
        VM("Vision Plus Clinic", "+86 21 6466 3300", "2025-10-21", "10:00:00", "Reminder: Ling Xie's eye exam on 11-03.", ev="distractor: Ling's exam"),
        SMS("Vision Plus Clinic", "+86 21 6466 3300", "2024-11-10", "10:00:00", "Your eye exam on 11-15 at 15:00 is confirmed.", ev="distractor: last year's exam"),
        C("Vision Express", "+86 21 6400 1111", address="12 Nanjing Road", note="optician (closed)", ev="distractor: another optician"),
        PAY("Eye glasses", 680, "2024-11-20", "15:00:00", "Vision Plus Clinic", "3100646633000", ev="distractor: last year's glasses"),
        VM("Vision Plus Clinic", "+86 21 6466 3300", "2025-10-31", "11:00:00",
           "Your eye exam is confirmed for Wednesday the 12th at 15:30; it takes about 45 minutes.",
           ev="Wednesday the 12th = 2025-11-12; 15:30:00 + 45 min = 16:15:00"),
        C("Vision Plus Clinic", "+86 21 6466 3300", address="66 Huaihai Road", note="optician",
          ev="location Vision Plus Clinic, 66 Huaihai Road"),
        SMS("Vision Plus Clinic", "+86 21 6466 3300", "2025-10-20", "10:00:00",
            "Ling Xie: your eye exam is on 11-03 at 10:00.", ev="distractor: Ling's exam"),
        SCH("Eye exam", "2024-11-15", "15:00:00", "15:45:00", location="Vision Plus Clinic",
            ev="distractor: last year's exam"),
        SCH("Dentist", "2025-11-06", "10:30:00", "11:30:00", location="Bright Smile Dental",
            ev="distractor: another appointment"),
        PAY("Eye exam deposit", 50, "2025-10-31", "11:10:00", "Vision Plus Clinic", "3100646633000",
            ev="deposit for the user's exam"),
        NOTE("Health", "Annual eye exam at Vision Plus - booked by phone.", "2025-10-30", "20:00",
             ev="the exam is at Vision Plus"),
    ],
    [G("Schedule_Create", date="2025-11-12", title=U, timeStart="15:30:00", timeEnd="16:15:00",
       location=["Vision Plus Clinic, 66 Huaihai Road", "Vision Plus Clinic", "66 Huaihai Road"])],
    [
        [S("search_voicemail", "eye"), S("search_sms", "eye exam")],
        [S("search_contacts", "Vision"), S("search_schedule", "e", field="title"), S("search_schedule", "exam"),
         S("search_transaction", "Eye"), S("search_notes", "eye")],
        [S("search_alarm", "eye")],
        X("Schedule_Create", date="2025-11-12", title="Eye exam", timeStart="15:30:00", timeEnd="16:15:00",
          location="Vision Plus Clinic, 66 Huaihai Road"),
    ],
))

_add(task(
    "core-dis-sched-1", "Add Ling's birthday dinner",
    [
        SMS("Ling Xie", "13916623345", "2025-10-31", "13:00:00", "Are you going to Ling Zhao's birthday dinner? It's Sunday now, right?", ev="confirms Sunday"),
        C("Ling Zhou", "+86 139 7777 1111", relationship="friend", birthday="1988-06-02", ev="distractor: friend Ling Zhou, June birthday"),
        SCH("Ling Xie birthday", "2026-03-14", "19:00:00", "21:00:00", location="Home", ev="distractor: the wife's birthday in March"),
        NOTE("Ling Zhao", "Colleague Ling Zhao's birthday: she likes hotpot.", "2025-10-20", "12:00", ev="the November birthday is Ling Zhao's"),
        C("Ling Zhao", "+86 138 7000 5566", company=COMPANY, relationship="colleague", birthday="1990-11-08",
          ev="colleague Ling Zhao's birthday is in November"),
        SMS("Ling Zhao", "+86 138 7000 5566", "2025-10-27", "12:00:00",
            "My birthday dinner: Sat 11-08 19:00 at Hotpot King, hope you can come!", ev="first plan (superseded)"),
        SMS("Ling Zhao", "+86 138 7000 5566", "2025-10-31", "12:00:00",
            "Change of plan: birthday dinner moves to Sun 11-09, 18:30-21:00 at Haidilao Xujiahui.",
            ev="current: 2025-11-09 18:30:00-21:00:00, Haidilao Xujiahui"),
        SCH("Ling Zhao birthday dinner", "2025-11-08", "19:00:00", "21:00:00", location="Hotpot King",
            ev="distractor: stale entry for the old plan"),
        NOTE("Gifts", "Ling Xie's birthday is in March - plan a surprise then.", "2025-10-01", "20:00",
             ev="distractor: the wife's birthday is in March"),
        SMS("Hotpot King", "+86 21 6123 9999", "2025-10-31", "13:00:00", "Reservation for Ling Zhao on 11-08 cancelled.",
            ev="the Hotpot King booking is cancelled"),
        PAY("Birthday gift - Ling Zhao", 120, "2025-10-30", "18:00:00", "Tmall", "8800222200",
            ev="a gift for Ling Zhao"),
    ],
    [G("Schedule_Create", date="2025-11-09", title=U, timeStart="18:30:00", timeEnd="21:00:00",
       location="Haidilao Xujiahui")],
    [
        [S("search_contacts", "Ling"), S("search_sms", "birthday")],
        [S("search_schedule", "birthday"), S("search_notes", "birthday"), S("search_sms", "Hotpot"),
         S("search_transaction", "birthday")],
        X("Schedule_Create", date="2025-11-09", title="Ling Zhao's birthday dinner", timeStart="18:30:00",
          timeEnd="21:00:00", location="Haidilao Xujiahui"),
    ],
    bg={"wife": "distractor: wife Ling Xie's birthday is 1986-03-14"},
))

_add(task(
    "core-dis-sched-2", "Add the badminton match",
    [
        C("Jing'an Badminton Club", "+86 21 6288 1100", note="club", ev="the user's club"),
        SMS("Jing'an Badminton Club", "+86 21 6288 1100", "2025-10-25", "10:00:00", "Match squad: Yixuan Xu, Kevin Park (doubles).", ev="the user plays"),
        SCH("Inter-club badminton match", "2025-11-15", "14:00:00", "17:00:00", location="Jing'an Sports Hall", ev="distractor: stale entry for the old slot"),
        SMS("Suzhou Junior Badminton Assoc.", "+86 512 6000 2000", "2025-10-28", "10:00:00", "Junior match schedule for Miao Xu: 11-15 09:00.", ev="distractor: Miao's match"),
        VM("Jing'an Badminton Club", "+86 21 6288 1100", "2025-10-31", "10:05:00", "For the match, Minhang Sports Park has parking at the north gate.", ev="confirms the new venue"),
        SMS("Jing'an Badminton Club", "+86 21 6288 1100", "2025-10-20", "10:00:00",
            "Inter-club match: Sat 11-15, 14:00-17:00 at Jing'an Sports Hall.", ev="original slot (superseded)"),
        SMS("Jing'an Badminton Club", "+86 21 6288 1100", "2025-10-31", "10:00:00",
            "Hall renovation: the inter-club match moves to Sun 11-16, 09:00-12:00 at Minhang Sports Park.",
            ev="current: 2025-11-16 09:00:00-12:00:00, Minhang Sports Park"),
        SCH("Badminton", "2025-11-06", "19:00:00", "21:00:00", repeat="weekly", location="Jing'an Sports Hall",
            ev="distractor: weekly practice"),
        SCH("Miao badminton tournament", "2025-11-15", "09:00:00", "17:00:00", location="Suzhou Olympic Sports Centre",
            ev="distractor: Miao's tournament"),
        NOTE("Badminton club", "Inter-club match - I'm in the doubles team.", "2025-10-20", "21:00",
             ev="the user plays in the match"),
        VM("Kevin Park", "+86 135 7788 4512", "2025-10-31", "11:00:00", "Did you see the match moved to Sunday morning?",
           ev="confirms the move"),
        PAY("Match registration", 60, "2025-10-21", "10:00:00", "Jing'an Badminton Club", "3100628811000",
            ev="the user registered for the match"),
    ],
    [G("Schedule_Create", date="2025-11-16", title=U, timeStart="09:00:00", timeEnd="12:00:00",
       location="Minhang Sports Park")],
    [
        [S("search_sms", "match"), S("search_schedule", "badminton")],
        [S("search_notes", "match"), S("search_voicemail", "match"), S("search_transaction", "match")],
        [S("search_contacts", "Badminton")],
        X("Schedule_Create", date="2025-11-16", title="Inter-club badminton match", timeStart="09:00:00",
          timeEnd="12:00:00", location="Minhang Sports Park"),
    ],
))

_add(task(
    "core-int-sched-1", "Block time for the supplier visits",
    [
        SMS("Martin Hale", "+1 415-883-2201", "2025-10-20", "10:00:00", "Could you visit us in November?", ev="distractor: the request, not the confirmation"),
        MEET("Supplier visit debrief", "2025-10-21", "16:00:00", "16:30:00", ["Tom Becker"], location=["Room 3B"], ev="distractor: a past debrief"),
        NOTE("Supplier visits (October)", "Pacific Almond visit 10-20 done.", "2025-10-20", "18:00", ev="distractor: a past visit"),
        VM("Tom Hardy", "+1 628-555-0190", "2025-10-31", "17:05:00", "Sorry again about Wednesday, see you Friday at Jiading.", ev="the Friday Golden Pecan visit stands"),
        SCH("Supplier visit - Hale", "2025-09-12", "10:00:00", "11:00:00", location="Songjiang warehouse", ev="distractor: a past visit"),
        SMS("Martin Hale", "+1 415-883-2201", "2025-10-30", "10:00:00",
            "Visit confirmed: Tue 11-04, 10:00-11:30 at our Songjiang warehouse.",
            ev="visit 1: 2025-11-04 10:00:00-11:30:00, Songjiang warehouse"),
        VM("Daniel Reeves", "+1 415-739-2198", "2025-10-31", "15:00:00",
           "Pacific Almond here, see you Thursday the 6th, 14:00 to 15:00 at our Pudong office.",
           ev="visit 2: 2025-11-06 14:00:00-15:00:00, Pacific Almond Pudong office"),
        NOTE("Supplier visits", "Golden Pecan visit: Fri 11-07, 09:30-11:00 at their Jiading plant.",
             "2025-10-31", "18:00", ev="visit 3: 2025-11-07 09:30:00-11:00:00, Golden Pecan Jiading plant"),
        SMS("Tom Hardy", "+1 628-555-0190", "2025-10-31", "17:00:00", "We need to cancel Wednesday's visit, sorry.",
            ev="distractor: Golden Pecan's Wednesday visit is cancelled (the Friday visit stands)"),
        SCH("Supplier visit - Golden Pecan", "2025-11-05", "10:00:00", "11:00:00", location="Golden Pecan Jiading plant",
            ev="distractor: the cancelled Wednesday slot"),
        SCH("Supplier visit", "2025-10-20", "10:00:00", "12:00:00", location="Pacific Almond Supply",
            ev="distractor: a past visit"),
        MEET("Visit planning", "2025-10-29", "10:00:00", "10:30:00", ["Tom Becker"], location=["Room 3B"],
             minutes="Three supplier visits next week: Hale, Pacific Almond, Golden Pecan.",
             ev="three visits next week"),
    ],
    [
        G("Schedule_Create", date="2025-11-04", title=U, timeStart="10:00:00", timeEnd="11:30:00",
          location="Songjiang warehouse"),
        G("Schedule_Create", date="2025-11-06", title=U, timeStart="14:00:00", timeEnd="15:00:00",
          location=["Pacific Almond Pudong office", "Pudong office"]),
        G("Schedule_Create", date="2025-11-07", title=U, timeStart="09:30:00", timeEnd="11:00:00",
          location=["Golden Pecan Jiading plant", "Jiading plant"]),
    ],
    [
        [S("search_meeting", "visit"), S("search_sms", "visit"), S("search_voicemail", "see you"),
         S("search_notes", "visit")],
        [S("search_schedule", "visit")],
        [X("Schedule_Create", date="2025-11-04", title="Supplier visit - Hale Nut Exports", timeStart="10:00:00",
           timeEnd="11:30:00", location="Songjiang warehouse"),
         X("Schedule_Create", date="2025-11-06", title="Supplier visit - Pacific Almond", timeStart="14:00:00",
           timeEnd="15:00:00", location="Pacific Almond Pudong office"),
         X("Schedule_Create", date="2025-11-07", title="Supplier visit - Golden Pecan", timeStart="09:30:00",
           timeEnd="11:00:00", location="Golden Pecan Jiading plant")],
    ],
))

_add(task(
    "core-int-sched-2", "Add the Hangzhou day trip to my calendar",
    [
        VM("Chen Yu", "+86 571 8800 1234", "2025-10-31", "10:10:00", "See you Wednesday, a car will wait for you at Hangzhou East.", ev="confirms the Wednesday visit"),
        MEET("Client visit - Hangzhou Tea & Nut Co.", "2025-06-18", "10:00:00", "16:00:00", ["Chen Yu"], location=["Hangzhou Tea & Nut Co."], ev="distractor: June's visit"),
        NOTE("Trips (Ling)", "Ling: no reminders please.", "2025-06-01", "09:05", ev="distractor: Ling's preference"),
        SMS("China Railway", "12306", "2025-10-30", "12:00:00", "Refund processed for train 11-05 06:50 Shanghai Hongqiao-Hangzhou East.", ev="the 06:50 train was cancelled"),
        SCH("Hangzhou day trip (June)", "2025-06-18", "07:00:00", "20:00:00", location="Hangzhou", ev="distractor: June's trip"),
        TRIP("2025-11-05", "07:30:00", "08:35:00", "Shanghai Hongqiao", "Hangzhou East", "train", [ME], MY_PHONE,
             "73", status="booked", ev="the trip starts 2025-11-05 at 07:30:00"),
        TRIP("2025-11-05", "18:10:00", "19:15:00", "Hangzhou East", "Shanghai Hongqiao", "train", [ME], MY_PHONE,
             "73", status="booked", ev="back at 19:15:00 (end of the event)"),
        MEET("Client visit - Hangzhou Tea & Nut Co.", "2025-11-05", "10:00:00", "16:00:00", ["Chen Yu"],
             status="scheduled", location=["Hangzhou Tea & Nut Co."], ev="location Hangzhou Tea & Nut Co."),
        NOTE("Trips", "For trips, remind me 1 hour before.", "2025-06-01", "09:00", ev="timeRemind 1 hour before"),
        TRIP("2025-10-29", "07:30:00", "08:35:00", "Shanghai Hongqiao", "Hangzhou East", "train",
             [ME, "Tom Becker"], MY_PHONE, "146", ev="distractor: last week's Hangzhou trip"),
        TRIP("2025-11-05", "06:50:00", "07:55:00", "Shanghai Hongqiao", "Hangzhou East", "train", [ME], MY_PHONE,
             "73", status="cancelled", ev="distractor: a cancelled earlier train"),
        SMS("Chen Yu", "+86 571 8800 1234", "2025-10-31", "10:00:00",
            "See you in Hangzhou on Wednesday at our office!", ev="confirms the Wednesday visit"),
    ],
    [G("Schedule_Create", date="2025-11-05", title=U, timeStart="07:30:00", timeEnd="19:15:00",
       timeRemind="1 hour before", location=["Hangzhou Tea & Nut Co.", "Hangzhou"])],
    [
        [S("search_transport", "Hangzhou"), S("search_meeting", "Hangzhou")],
        [S("search_notes", "trips"), S("search_sms", "Hangzhou")],
        [S("search_schedule", "Hangzhou")],
        [S("search_voicemail", "Hangzhou")],
        X("Schedule_Create", date="2025-11-05", title="Hangzhou day trip", timeStart="07:30:00",
          timeEnd="19:15:00", timeRemind="1 hour before", location="Hangzhou Tea & Nut Co."),
    ],
))


# =========================================================================== book_transport

_add(task(
    "core-rea-trans-1", "Book my train to the Nanjing audit",
    [
        SMS("China Railway", "12306", "2025-10-12", "12:00:00", "Ticket: G7002 2025-10-13 07:18 Shanghai Hongqiao-Nanjing South.", ev="distractor: last month's ticket"),
        NOTE("Travel policy (old)", "2024 policy: flights allowed for all trips.", "2024-01-01", "10:00", ev="distractor: superseded policy"),
        TRIP("2025-11-04", "17:30:00", "18:40:00", "Nanjing South", "Shanghai Hongqiao", "train", [ME], MY_PHONE, "140", status="booked", ev="distractor: the return train, already booked"),
        C("Nanjing Pecan Co.", "+86 25 5211 3000", ev="distractor: company switchboard"),
        MEET("Supplier audit - Nanjing Pecan Co.", "2025-11-04", "10:30:00", "16:00:00", ["Zhou Lan"],
             status="scheduled", location=["Nanjing Pecan Co., Jiangning"], ev="audit in Nanjing on 2025-11-04 at 10:30"),
        SMS("Tom Becker", "+1 415-220-6630", "2025-10-31", "16:00:00",
            "For Nanjing: G7002 leaves Shanghai Hongqiao 07:18, arrives Nanjing South 08:28 - perfect for a 10:30 start.",
            ev="train at 07:18:00 from Shanghai Hongqiao (Shanghai Hongqiao Railway Station) to Nanjing South (Nanjing South Railway Station)"),
        NOTE("Travel policy", "Trips under 400 km: take the train. Book under your own mobile.", "2025-09-01", "10:00",
             ev="transportType train; telephone 15711227837; passenger the user only"),
        SMS("Tom Becker", "+1 415-220-6630", "2025-10-31", "16:05:00", "The 09:10 train would be too late.",
            ev="distractor: the later train is ruled out"),
        TRIP("2025-10-13", "07:18:00", "08:28:00", "Shanghai Hongqiao", "Nanjing South", "train", [ME], MY_PHONE,
             "140", ev="distractor: last month's audit train"),
        MEET("Supplier audit - Nanjing Pecan Co.", "2025-10-13", "10:30:00", "16:00:00", ["Zhou Lan", "Tom Becker"],
             location=["Nanjing Pecan Co., Jiangning"], ev="distractor: last month's audit"),
        C("Zhou Lan", "+86 25 5211 3300", company="Nanjing Pecan Co.", relationship="supplier",
          ev="the auditee contact (not a passenger)"),
        VM("Zhou Lan", "+86 25 5211 3300", "2025-10-31", "11:00:00", "See you Tuesday at 10:30 in Jiangning.",
           ev="confirms Tuesday 10:30"),
    ],
    [G("Transport_Create", date="2025-11-04", time="07:18:00",
       start=["Shanghai Hongqiao", "Shanghai Hongqiao Railway Station"],
       end=["Nanjing South", "Nanjing South Railway Station"], passenger=[[ME]], telephone=MY_PHONE,
       transportType="train")],
    [
        [S("search_meeting", "Nanjing"), S("search_sms", "Nanjing")],
        [S("search_notes", "policy"), S("search_sms", "train"), S("search_transport", "Nanjing"),
         S("search_contacts", "Nanjing"), S("search_voicemail", "Tuesday")],
        X("Transport_Create", date="2025-11-04", time="07:18:00", start="Shanghai Hongqiao", end="Nanjing South",
          passenger=[ME], telephone=MY_PHONE, transportType="train"),
    ],
))

_add(task(
    "core-rea-trans-2", "Get a car to pick up my wife",
    [
        SCH("Ling back from Chengdu", "2025-11-02", "21:40:00", "23:00:00", location="Pudong T2", ev="Ling is back on the evening of 2025-11-02"),
        SMS("China Eastern", "95530", "2025-11-01", "07:00:00", "MU588 Chengdu-Shanghai Pudong T2 on 11-02 is scheduled to land at 21:40.", ev="confirms landing 21:40"),
        NOTE("Airport pickups (Hongqiao)", "Hongqiao pickups: book 20 minutes after landing.", "2025-05-01", "10:05", ev="distractor: the Hongqiao rule"),
        TRIP("2025-11-02", "20:10:00", "21:00:00", "Shanghai Hongqiao Airport", "Jing'an", "car", ["Grace Lin"], "+1 415-220-7781", "150", status="booked", ev="distractor: Grace's car"),
        VM("Ling Xie", "13916623345", "2025-10-24", "20:00:00", "I'll take a car to the airport myself.", ev="distractor: the outbound trip"),
        SMS("Ling Xie", "13916623345", "2025-11-01", "08:00:00",
            "Landing at Pudong T2 tomorrow (11-02) at 21:40, flight MU588.", ev="Ling lands 2025-11-02 21:40 at Pudong T2"),
        TRIP("2025-11-02", "18:40:00", "21:40:00", "Chengdu Tianfu Airport", "Shanghai Pudong Airport T2", "plane",
             ["Ling Xie"], "13916623345", "1100", status="booked", ev="arrival airport Shanghai Pudong Airport T2 (Pudong Airport T2)"),
        NOTE("Airport pickups", "Bags take about 30 minutes at Pudong: book the car 30 minutes after landing.",
             "2025-05-01", "10:00", ev="21:40 + 30 min = 22:10:00"),
        TRIP("2025-10-25", "09:00:00", "10:00:00", "Home", "Shanghai Pudong Airport T2", "car", ["Ling Xie"],
             "13916623345", "180", ev="distractor: Ling's outbound ride"),
        TRIP("2025-11-02", "16:00:00", "19:00:00", "Chengdu Tianfu Airport", "Shanghai Pudong Airport T2", "plane",
             ["Ling Xie"], "13916623345", "1100", status="cancelled", ev="distractor: the cancelled earlier flight"),
        SMS("Grace Lin", "+1 415-220-7781", "2025-11-01", "09:00:00", "I land at Hongqiao tomorrow at 20:00.",
            ev="distractor: colleague's arrival"),
        VM("Ling Xie", "13916623345", "2025-11-01", "08:05:00", "Book the car under my number so the driver can reach me.",
           ev="telephone Ling's 13916623345"),
    ],
    [G("Transport_Create", date="2025-11-02", time="22:10:00",
       start=["Shanghai Pudong Airport T2", "Pudong Airport T2", "Pudong T2"],
       end=["Room 1802, 88 Changning Road, Shanghai", "88 Changning Road, Shanghai", "88 Changning Road", "Home"],
       passenger=[["Ling Xie"]], telephone="13916623345", transportType="car")],
    [
        [S("search_sms", "landing"), S("search_transport", "Ling")],
        [S("search_notes", "pickup"), S("search_notes", "Home"), S("search_sms", "land"),
         S("search_voicemail", "car")],
        [S("search_transport", "car", field="mode")],
        [S("search_schedule", "Ling"), S("search_contacts", "Ling")],
        X("Transport_Create", date="2025-11-02", time="22:10:00", start="Shanghai Pudong Airport T2",
          end="Room 1802, 88 Changning Road, Shanghai", passenger=["Ling Xie"], telephone="13916623345",
          transportType="car"),
    ],
    bg={"home": "destination: home, Room 1802, 88 Changning Road, Shanghai",
        "wife": "passenger Ling Xie, telephone 13916623345"},
))

_add(task(
    "core-dis-trans-1", "Book my flight to the Kunming fair",
    [
        NOTE("Kunming flower fair", "Ling wants to go 11-08/09, no flights booked.", "2025-10-29", "20:05", ev="distractor: the flower fair"),
        SMS("China Nut Fair", "+86 871 6300 2025", "2025-10-05", "10:00:00", "Exhibitor registration confirmed for Yixuan Xu.", ev="the user is registered"),
        TRIP("2025-11-21", "18:00:00", "21:10:00", "Kunming Changshui Airport", "Shanghai Pudong Airport", "plane", [ME], MY_PHONE, "1300", status="booked", ev="distractor: the return flight"),
        HOTEL("Kunming Dianchi Hotel", "2025-11-18", "2025-11-21", "king", 1, [ME], MY_PHONE, "1500", status="booked", ev="hotel from 2025-11-18: arrive the day before"),
        VM("China Nut Fair", "+86 871 6300 2025", "2025-10-30", "10:05:00", "The fair dates changed, please see our SMS.", ev="the dates changed"),
        SMS("China Nut Fair", "+86 871 6300 2025", "2025-10-10", "10:00:00",
            "China Nut Fair Kunming: Nov 12-14.", ev="original dates (superseded)"),
        SMS("China Nut Fair", "+86 871 6300 2025", "2025-10-30", "10:00:00",
            "Notice: the China Nut Fair moves to Nov 19-21, Kunming Dianchi Convention Center.",
            ev="current fair dates 2025-11-19 to 2025-11-21"),
        NOTE("Fair travel", "Fly the day before the fair on the morning MU5803, Shanghai Pudong Airport 08:05 to "
             "Kunming Changshui Airport.", "2025-10-11", "10:00",
             ev="date 2025-11-18 (day before 11-19), 08:05:00 from Shanghai Pudong Airport (Pudong Airport) to Kunming Changshui Airport (Kunming)"),
        SMS("Ling Xie", "13916623345", "2025-10-29", "20:00:00", "The Kunming flower fair is Nov 8-9, want to come?",
            ev="distractor: a different Kunming fair"),
        TRIP("2025-11-11", "08:05:00", "11:45:00", "Shanghai Pudong Airport", "Kunming Changshui Airport", "plane",
             [ME], MY_PHONE, "1300", status="cancelled", ev="distractor: flight for the old dates, cancelled"),
        TRIP("2025-10-27", "08:00:00", "11:30:00", "Shanghai Hongqiao Airport", "Kunming Changshui Airport", "plane",
             [ME], MY_PHONE, "1450", ev="distractor: last week's Kunming trip"),
        MEET("Fair prep", "2025-10-31", "10:00:00", "10:30:00", ["Daniel Reed"], location=["Room 3B"],
             minutes="Yixuan goes to the Kunming nut fair alone.", ev="passenger: the user only"),
    ],
    [G("Transport_Create", date="2025-11-18", time="08:05:00",
       start=["Shanghai Pudong Airport", "Pudong Airport"], end=["Kunming Changshui Airport", "Kunming"],
       passenger=[[ME]], telephone=MY_PHONE, transportType="plane")],
    [
        [S("search_sms", "fair"), S("search_notes", "fair")],
        [S("search_transport", "Kunming"), S("search_meeting", "fair")],
        [S("search_accommodation", "Kunming"), S("search_voicemail", "fair")],
        X("Transport_Create", date="2025-11-18", time="08:05:00", start="Shanghai Pudong Airport",
          end="Kunming Changshui Airport", passenger=[ME], telephone=MY_PHONE, transportType="plane"),
    ],
))

_add(task(
    "core-dis-trans-2", "Book Xin's train back from camp",
    [
        SMS("Young Scientists Camp", "+86 571 8600 7700", "2025-10-10", "10:00:00", "Camp packing list: torch, notebook, indoor shoes.", ev="distractor: packing list"),
        SMS("Young Scientists Camp", "+86 571 8600 7700", "2025-10-12", "10:00:00", "Camp payment received for Xin Xu, thank you.", ev="Xin is registered at the camp"),
        SMS("Young Scientists Camp", "+86 571 8600 7700", "2025-10-15", "10:00:00", "Camp: please return the medical form by 10-25.", ev="distractor: a form reminder"),
        SMS("Young Scientists Camp", "+86 571 8600 7700", "2025-10-21", "10:00:00", "Camp: recommended train back on 11-09 is the 16:25 from Hangzhou East.", ev="distractor: the old recommendation"),
        NOTE("Camp (Miao)", "Miao's art camp: buses provided, no tickets needed.", "2025-10-30", "20:00", ev="distractor: Miao's camp"),
        TRIP("2025-11-09", "16:00:00", "17:00:00", "Suzhou", "Shanghai", "car", ["Miao Xu"], "13916627702", "0", status="booked", ev="distractor: Miao's camp bus"),
        VM("Young Scientists Camp", "+86 571 8600 7700", "2025-10-31", "19:00:00", "Xin is having a great time at camp!", ev="Xin is at the camp"),
        PAY("Camp extra day - Xin Xu", 300, "2025-10-31", "20:00:00", "Young Scientists Camp", "3301860077000", ev="the extra camp day was paid"),
        SMS("Young Scientists Camp", "+86 571 8600 7700", "2025-10-20", "10:00:00",
            "Hangzhou science camp: Nov 6-9.", ev="original end date 11-09 (superseded)"),
        SMS("Young Scientists Camp", "+86 571 8600 7700", "2025-10-31", "10:00:00",
            "Camp extended by one day: it now ends Mon 11-10 at 15:00. Recommended train back: 16:25 from Hangzhou East.",
            ev="return 2025-11-10 at 16:25:00 from Hangzhou East (Hangzhou East Railway Station)"),
        NOTE("Camp", "Kids' camp tickets: Hangzhou East to Shanghai Hongqiao, contact number = the child's own phone.",
             "2025-10-20", "20:00", ev="destination Shanghai Hongqiao (Shanghai Hongqiao Railway Station); telephone Xin's 13916628810"),
        TRIP("2025-11-06", "08:00:00", "09:05:00", "Shanghai Hongqiao", "Hangzhou East", "train", ["Xin Xu"],
             "13916628810", "73", status="booked", ev="Xin's outbound train: Xin is the passenger"),
        TRIP("2025-11-09", "16:25:00", "17:30:00", "Hangzhou East", "Shanghai Hongqiao", "train", ["Xin Xu"],
             "13916628810", "73", status="cancelled", ev="distractor: return for the old end date, cancelled"),
        SMS("Art Camp Suzhou", "+86 512 6000 1000", "2025-10-30", "10:00:00", "Miao's art camp ends 11-09, buses provided.",
            ev="distractor: Miao's camp"),
        PAY("Science camp - Xin Xu", 1800, "2025-10-05", "20:00:00", "Young Scientists Camp", "3301860077000",
            ev="Xin attends the science camp"),
    ],
    [G("Transport_Create", date="2025-11-10", time="16:25:00",
       start=["Hangzhou East", "Hangzhou East Railway Station"],
       end=["Shanghai Hongqiao", "Shanghai Hongqiao Railway Station"], passenger=[["Xin Xu"]],
       telephone="13916628810", transportType="train")],
    [
        [S("search_sms", "camp"), S("search_notes", "camp")],
        [S("search_transport", "Xin"), S("search_transaction", "camp"), S("search_contacts", "Xin Xu")],
        [S("search_transport", "Miao"), S("search_voicemail", "camp"), S("search_sms", "camp", page=2)],
        X("Transport_Create", date="2025-11-10", time="16:25:00", start="Hangzhou East", end="Shanghai Hongqiao",
          passenger=["Xin Xu"], telephone="13916628810", transportType="train"),
    ],
    bg={"son": "Xin Xu's own phone 13916628810"},
))

_add(task(
    "core-int-trans-1", "Book the team's train to Hangzhou",
    [
        NOTE("Hangzhou workshop (old)", "Last year: no train, we drove.", "2024-11-01", "10:00", ev="distractor: last year"),
        SMS("Tom Becker", "+1 415-220-6630", "2025-10-31", "12:00:00", "Count me in on the 07:40 train.", ev="Tom confirms"),
        VM("Helen Zhao", "+86 137 1212 3434", "2025-10-31", "12:30:00", "Sorry, I can't come to Hangzhou after all.", ev="the intern is not coming"),
        SMS("Daniel Reed", "+1 415-739-2098", "2025-10-31", "13:00:00", "I won't travel to Hangzhou, Ben goes instead.", ev="Daniel Reed is not a passenger"),
        C("Ben Zhao", "+86 139 5000 1001", company=COMPANY, relationship="colleague", ev="Ben Zhao, colleague"),
        MEET("Hangzhou supplier workshop", "2025-11-06", "10:00:00", "16:00:00", ["Grace Lin", "Tom Becker"],
             status="scheduled", location=["Hangzhou"], ev="workshop 2025-11-06; team Grace Lin and Tom Becker"),
        SMS("Kevin Wu", "+1 415-220-9182", "2025-10-30", "10:00:00", "I'm joining the Hangzhou workshop, book me on the train.",
            ev="passenger Kevin Wu"),
        VM("Ben Zhao", "+86 139 5000 1001", "2025-10-31", "09:00:00", "Ben Zhao here, Daniel wants me at the Hangzhou workshop too.",
           ev="passenger Ben Zhao"),
        NOTE("Hangzhou workshop", "Team train: G7501, 07:40 from Shanghai Hongqiao to Hangzhou East. Organiser books with own mobile.",
             "2025-10-29", "18:00",
             ev="2025-11-06 at 07:40:00, Shanghai Hongqiao (Shanghai Hongqiao Railway Station) to Hangzhou East (Hangzhou East Railway Station); telephone 15711227837"),
        SMS("Grace Lin", "+1 415-220-7781", "2025-10-31", "10:00:00", "I'll take the train with you all.", ev="Grace confirms"),
        SMS("Helen Zhao", "+86 137 1212 3434", "2025-10-31", "11:00:00", "Can I come to Hangzhou? (Intern)",
            ev="distractor: the intern asked but is not confirmed"),
        TRIP("2025-10-29", "07:30:00", "08:35:00", "Shanghai Hongqiao", "Hangzhou East", "train", [ME, "Tom Becker"],
             MY_PHONE, "146", ev="distractor: last week's trip"),
    ],
    [G("Transport_Create", date="2025-11-06", time="07:40:00",
       start=["Shanghai Hongqiao", "Shanghai Hongqiao Railway Station"],
       end=["Hangzhou East", "Hangzhou East Railway Station"],
       passenger=[[ME, "Grace Lin", "Tom Becker", "Kevin Wu", "Ben Zhao"]], telephone=MY_PHONE,
       transportType="train")],
    [
        [S("search_meeting", "Hangzhou"), S("search_sms", "Hangzhou"), S("search_voicemail", "Hangzhou")],
        [S("search_notes", "train"), S("search_sms", "train"), S("search_transport", "Hangzhou")],
        [S("search_contacts", "Ben")],
        X("Transport_Create", date="2025-11-06", time="07:40:00", start="Shanghai Hongqiao", end="Hangzhou East",
          passenger=[ME, "Grace Lin", "Tom Becker", "Kevin Wu", "Ben Zhao"], telephone=MY_PHONE,
          transportType="train"),
    ],
))

_add(task(
    "core-int-trans-2", "Book a car for the family to the airport",
    [
        C("Wang Xiu", "+86 139 1662 0001", relationship="mother-in-law", ev="Wang Xiu, Ling's mother"),
        SMS("Didi", "10101", "2024-11-22", "05:55:00", "Your ride to Pudong Airport is arriving.", ev="distractor: last year's ride"),
        TRIP("2025-11-21", "08:15:00", "12:05:00", "Shanghai Pudong Airport", "Sanya Phoenix Airport", "plane",
             [ME, "Ling Xie", "Xin Xu", "Miao Xu"], MY_PHONE, "3920", status="booked",
             ev="flight 2025-11-21 08:15 from Shanghai Pudong Airport (Pudong Airport)"),
        NOTE("Airport routine", "Leave home 2.5 hours before a flight.", "2025-08-02", "21:00",
             ev="08:15 - 2.5 h = 05:45:00"),
        SMS("Ling Xie", "13916623345", "2025-10-30", "21:00:00",
            "Mum (Wang Xiu) flies with us to Sanya, she'll sleep over the night before.",
            ev="extra passenger Wang Xiu"),
        PAY("Flight Shanghai-Sanya - Wang Xiu", 980, "2025-10-30", "21:30:00", "Hainan Airlines", "4400112233",
            ev="Wang Xiu's ticket bought"),
        TRIP("2024-11-22", "06:00:00", "07:00:00", "Home", "Shanghai Pudong Airport", "car",
             [ME, "Ling Xie", "Xin Xu", "Miao Xu"], MY_PHONE, "200", ev="distractor: last year's ride"),
        TRIP("2025-11-24", "13:00:00", "15:40:00", "Sanya Phoenix Airport", "Shanghai Pudong Airport", "plane",
             [ME, "Ling Xie", "Xin Xu", "Miao Xu", "Wang Xiu"], MY_PHONE, "4900", status="booked",
             ev="distractor: the return flight"),
        NOTE("Airport routine (Ling)", "Ling: airport 90 minutes before.", "2025-08-02", "21:05",
             ev="distractor: Ling's routine"),
    ],
    [G("Transport_Create", date="2025-11-21", time="05:45:00",
       start=["Room 1802, 88 Changning Road, Shanghai", "88 Changning Road, Shanghai", "88 Changning Road", "Home"],
       end=["Shanghai Pudong Airport", "Pudong Airport"],
       passenger=[[ME, "Ling Xie", "Xin Xu", "Miao Xu", "Wang Xiu"]], telephone=MY_PHONE, transportType="car")],
    [
        [S("search_transport", "plane"), S("search_notes", "airport"), S("search_sms", "Sanya")],
        [S("search_notes", "Home"), S("search_transaction", "Wang Xiu"), S("search_transport", "Home"),
         S("search_contacts", "son|daughter|wife", mode="regex", field="relationship")],
        [S("search_contacts", "Wang Xiu"), S("search_sms", "Pudong")],
        X("Transport_Create", date="2025-11-21", time="05:45:00", start="Room 1802, 88 Changning Road, Shanghai",
          end="Shanghai Pudong Airport", passenger=[ME, "Ling Xie", "Xin Xu", "Miao Xu", "Wang Xiu"],
          telephone=MY_PHONE, transportType="car"),
    ],
    bg={"home": "start: home, Room 1802, 88 Changning Road, Shanghai", "wife": "passenger Ling Xie",
        "son": "passenger Xin Xu", "daughter": "passenger Miao Xu"},
))


def tasks() -> list[dict[str, Any]]:
    """All part-A task dicts (deep copies), in authoring order."""
    return copy.deepcopy(_TASKS)
