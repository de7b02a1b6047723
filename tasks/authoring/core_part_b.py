"""spieval-core, part B: hand-written preference_inference and multi_intent tasks.

Each task is designed individually: a short instruction that names no parameter, the user's
records (a shared background of the user's life, reused as distractors, plus the task's own
scattered evidence and distractors), gold execution calls with every acceptable value, the
evidence annotation (record -> what it provides or why it is ruled out) and a reference solution
whose searches really return that evidence in the standard (5-per-page) setting.

"now" is 2025-11-01 12:00:00, a Saturday: Mon 2025-11-03, Tue 11-04, Wed 11-05, Thu 11-06,
Fri 11-07, Sat 11-08, Sun 11-09, Mon 11-10, Fri 11-14, Sat 11-15, Sun 11-16, Wed 11-19.

``tasks()`` returns plain dicts valid for :class:`mobile_env.tasks.schema.Task`.
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

# ----------------------------------------------------------------------------------------------
# record constructors: every record carries its table ("_t") and a task-local key ("_k") that the
# evidence annotation refers to; build() turns keys into ids "<table>-<n>" in order of appearance.


def contact(k: str, name: str, phone: str, **kw: Any) -> dict[str, Any]:
    return {"_t": "contacts", "_k": k, "name": name, "phone_number": phone, **kw}


def sms_in(k: str, name: str, phone: str, date: str, time: str, content: str,
           status: str = "read", attach: list[str] | None = None) -> dict[str, Any]:
    r = {"_t": "sms", "_k": k, "sender_name": name, "sender_phone": phone, "recipient_name": ME,
         "recipient_phone": MY_PHONE, "date": date, "time": time, "content": content,
         "status": status}
    if attach:
        r["attachment"] = attach
    return r


def sms_out(k: str, name: str, phone: str, date: str, time: str, content: str,
            attach: list[str] | None = None) -> dict[str, Any]:
    r = {"_t": "sms", "_k": k, "sender_name": ME, "sender_phone": MY_PHONE, "recipient_name": name,
         "recipient_phone": phone, "date": date, "time": time, "content": content, "status": "sent"}
    if attach:
        r["attachment"] = attach
    return r


def note(k: str, title: str, content: str, date: str, time: str) -> dict[str, Any]:
    return {"_t": "notes", "_k": k, "title": title, "content": content, "creation_date": date,
            "creation_time": time}


def txn(k: str, item: str, amount: float, date: str, time: str, payee: str, account: str,
        note_: str = "", payer: str = ME, payer_account: str = MY_ACCOUNT) -> dict[str, Any]:
    return {"_t": "transaction", "_k": k, "item": item, "amount": amount, "date": date,
            "time": time, "payer": payer, "payer_account": payer_account, "payee": payee,
            "payee_account": account, "note": note_}


def sched(k: str, title: str, date: str, start: str, end: str, reminder: str = "10 minutes before",
          repeat: str = "never", location: str = "") -> dict[str, Any]:
    return {"_t": "schedule", "_k": k, "title": title, "date": date, "start_time": start,
            "end_time": end, "reminder": reminder, "repeat": repeat, "location": location}


def meet(k: str, title: str, date: str, start: str, end: str, participants: list[str],
         reminder: str = "10 minutes before", repeat: str = "never", location: list[str] | None = None,
         minutes: str = "", status: str = "finished", end_date: str | None = None) -> dict[str, Any]:
    number = 800100000 + zlib.crc32(f"{title}|{date}|{start}".encode()) % 900000
    return {"_t": "meeting", "_k": k, "title": title, "start_date": date,
            "end_date": end_date or date, "start_time": start, "end_time": end,
            "reminder": reminder, "repeat": repeat, "participants": participants,
            "meeting_id": str(number), "location": location or [],
            "meeting_minutes": minutes, "status": status}


def acc(k: str, hotel: str, check_in: str, check_out: str, room: str, people: list[str],
        phone: str, cost: str, status: str, quantity: int = 1) -> dict[str, Any]:
    return {"_t": "accommodation", "_k": k, "hotel": hotel, "check_in_date": check_in,
            "check_out_date": check_out, "room_type": room, "quantity": quantity,
            "contact": people, "contact_number": phone, "cost": cost, "status": status}


def alarm(k: str, time: str, repeat: str, name: str, duration: int, count: int, interval: int,
          status: str = "on") -> dict[str, Any]:
    return {"_t": "alarm", "_k": k, "time": time, "repeat": repeat, "alarm_name": name,
            "ring_duration": duration, "repeat_count": count, "ring_interval": interval,
            "status": status}


def trip(k: str, date: str, dep: str, arr: str, origin: str, dest: str, mode: str,
         people: list[str], phone: str, cost: str, status: str) -> dict[str, Any]:
    return {"_t": "transport", "_k": k, "date": date, "departure_time": dep,
            "estimated_arrival_time": arr, "origin": origin, "destination": dest, "mode": mode,
            "contact": people, "contact_number": phone, "estimated_cost": cost, "status": status}


def vm(k: str, name: str, number: str, date: str, time: str, message: str) -> dict[str, Any]:
    return {"_t": "voicemail", "_k": k, "caller_name": name, "caller_number": number,
            "date": date, "time": time, "message_content": message}


# ----------------------------------------------------------------------------------------------
# the user's shared background: family, colleagues, everyday records. Reused by every task as
# distractors (and, where a task says so in its evidence, as evidence).

def background() -> list[dict[str, Any]]:
    return [
        contact("bg_wife", "Ling Xie", "13916623345", relationship="wife", birthday="1986-04-12",
                address="Lane 88 Gubei Rd, Changning, Shanghai"),
        contact("bg_son", "Xin Xu", "13817760021", relationship="son"),
        contact("bg_dau", "Miao Xu", "13651180932", relationship="daughter"),
        contact("bg_dad", "Guoqiang Xu", "13705716688", relationship="father",
                address="Xihu District, Hangzhou", birthday="1958-11-15"),
        contact("bg_mom", "Shufen Wang", "13705716699", relationship="mother",
                address="Xihu District, Hangzhou"),
        contact("bg_mgr", "Daniel Reed", "+1 415-739-2098", company=COMPANY,
                email="d.reed@guangming-nuts.com", relationship="colleague",
                note="Procurement manager"),
        contact("bg_reeves", "Daniel Reeves", "+1 415-739-2198", company="Pacific Almond Supply",
                email="dreeves@pas.com", relationship="supplier", note="almonds"),
        contact("bg_grace", "Grace Lin", "+1 415-220-7781", company=COMPANY,
                email="g.lin@guangming-nuts.com", relationship="colleague", note="Procurement"),
        contact("bg_tom", "Tom Becker", "+1 415-220-7790", company=COMPANY,
                email="t.becker@guangming-nuts.com", relationship="colleague", note="Procurement"),
        contact("bg_daisy", "Daisy Miller", "+1 408-552-7810", company=COMPANY,
                relationship="colleague", note="Finance"),
        contact("bg_dana", "Dana Tim", "+1 650-441-9072", relationship="friend"),
        contact("bg_lingxu", "Ling Xu", "13588120456", relationship="cousin"),
        meet("bg_weekly", "Weekly report - Procurement Department", "2025-10-27", "14:00:00",
             "15:00:00", ["Daniel Reed", "Tom Becker", "Grace Lin"], repeat="weekly",
             location=["Room 3B"], minutes="Supplier prices for Q4 reviewed."),
        note("bg_dir", "Team directory",
             "Procurement Dept: manager Daniel Reed, buyers Grace Lin and Tom Becker.",
             "2025-09-01", "11:00"),
        note("bg_shop", "Shopping list", "Walnuts, rice, milk, dish soap.", "2025-10-29", "19:02"),
        note("bg_wifi", "Home Wi-Fi", "SSID XuHome, password walnut2025.", "2025-03-02", "10:15"),
        sms_in("bg_sms1", "Grace Lin", "+1 415-220-7781", "2025-10-31", "17:40:00",
               "Daniel wants the supplier list by Monday."),
        sms_in("bg_sms2", "China Mobile", "10086", "2025-10-28", "09:00:00",
               "Your October bill is 128.00 yuan and has been paid automatically."),
        txn("bg_t1", "Supermarket", 356.40, "2025-10-26", "18:31:00", "Hema Fresh",
            "6225 8801 0000 1234"),
        txn("bg_t2", "Mobile bill", 128.00, "2025-10-28", "09:00:00", "China Mobile",
            "9558 8000 0128"),
        sched("bg_sch1", "Supplier visit", "2025-11-03", "10:00:00", "12:00:00",
              reminder="1 hour before", location="Pacific Almond Supply"),
        vm("bg_vm1", "Dana Tim", "+1 650-441-9072", "2025-10-29", "20:05:00", "Dinner on Sunday?"),
    ]


# ----------------------------------------------------------------------------------------------
# gold, calls and searches


def V(*values: Any) -> dict[str, Any]:
    return {"values": list(values)}


U: dict[str, Any] = {"unconstrained": True}


def K(*facts: str) -> dict[str, Any]:
    return {"key_facts": list(facts)}


def G(tool: str, **params: dict[str, Any]) -> dict[str, Any]:
    return {"name": tool, "arguments": params}


def X(tool: str, **args: Any) -> dict[str, Any]:
    return {"name": tool, "arguments": args}


def S(app: str, pattern: str, field: str | None = None, mode: str | None = None,
      page: int | None = None) -> dict[str, Any]:
    args: dict[str, Any] = {"pattern": pattern}
    if field is not None:
        args["field"] = field
    if mode is not None:
        args["mode"] = mode
    if page is not None:
        args["page"] = page
    return {"name": f"search_{app}", "arguments": args}


FINISH = [{"name": "finish", "arguments": {}}]


def build(tid: str, capability: str, categories: list[str], instruction: str,
          records: list[dict[str, Any]], gold_calls: list[dict[str, Any]],
          evidence: list[tuple[str, str]], reference: list[list[dict[str, Any]]],
          extra_answers: list[list[dict[str, Any]]] | None = None) -> dict[str, Any]:
    """One task dict: records get ids in order of appearance; evidence keys become those ids."""
    tables: dict[str, list[dict[str, Any]]] = {}
    ids: dict[str, str] = {}
    for rec in records:
        rec = copy.deepcopy(rec)
        table, key = rec.pop("_t"), rec.pop("_k")
        if key in ids:
            raise ValueError(f"{tid}: record key {key!r} used twice")
        rows = tables.setdefault(table, [])
        rid = f"{table}-{len(rows) + 1}"
        ids[key] = rid
        rows.append({"id": rid, **rec})
    answers = [{"calls": gold_calls}] + [{"calls": c} for c in (extra_answers or [])]
    return {
        "schema_version": 1,
        "id": tid,
        "suite": SUITE,
        "capability": capability,
        "categories": categories,
        "instruction": instruction,
        "profile": dict(PROFILE),
        "now": NOW,
        "weekday": WEEKDAY,
        "records": tables,
        "candidate_tools": list(CANDIDATE_TOOLS),
        "setting": "standard",
        "step_limit": 50,
        "gold": {"answers": answers, "ordered": False},
        "evidence": [{"record_id": ids[k], "provides": p} for k, p in evidence],
        "reference_solution": [*reference, FINISH],
    }


PREF = "preference_inference"
MULTI = "multi_intent"


# ==============================================================================================
# preference_inference


def pref_hotel_1() -> dict[str, Any]:
    recs = background() + [
        sms_in("s_mom", "Shufen Wang", "13705716699", "2025-10-28", "20:15:00",
               "Dad's birthday dinner is on Saturday the 15th at Louwailou. Come Friday evening "
               "and stay till Sunday so we can have lunch together too."),
        sms_in("s_hyatt", "Hyatt Regency Hangzhou", "0571-8779 1234", "2025-08-10", "12:05:00",
               "Thank you for staying with us, Mr. Xu. We hope to welcome you back to West Lake."),
        acc("a1", "Hyatt Regency Hangzhou", "2025-02-14", "2025-02-16", "Deluxe King",
            [ME, "Ling Xie"], MY_PHONE, "1960 yuan", "completed"),
        acc("a2", "Hyatt Regency Hangzhou", "2025-05-30", "2025-06-01", "Deluxe King",
            [ME, "Ling Xie"], MY_PHONE, "2080 yuan", "completed"),
        acc("a6", "Hyatt Regency Hangzhou", "2025-07-11", "2025-07-13", "Twin Room",
            ["Guoqiang Xu", "Shufen Wang"], "13705716699", "1890 yuan", "completed"),
        acc("a3", "Hyatt Regency Hangzhou", "2025-08-08", "2025-08-10", "Deluxe King",
            [ME, "Ling Xie"], MY_PHONE, "2150 yuan", "completed"),
        acc("a4", "Ibis Hangzhou Xixi", "2025-09-17", "2025-09-18", "Standard Single", [ME],
            MY_PHONE, "329 yuan", "completed"),
        acc("a5", "Hilton Hangzhou Binjiang", "2025-10-24", "2025-10-26", "Twin Room",
            ["Ling Xie", "Miao Xu"], "13916623345", "1700 yuan", "cancelled"),
        sched("sc1", "Dad's birthday dinner - Louwailou", "2025-11-15", "18:00:00", "20:30:00",
              reminder="1 day before", location="Louwailou, Hangzhou"),
        note("n1", "Dad's birthday gift", "Longjing tea set from the shop on Hefang Street.",
             "2025-10-20", "21:40"),
        txn("t1", "Hotel", 2150.00, "2025-08-10", "11:58:00", "Hyatt Regency Hangzhou",
            "6228 4800 3301 7788", "2 nights Deluxe King"),
    ]
    gold = [G("Accommodation_Create", location=V("Hyatt Regency Hangzhou"),
              dateCheckIn=V("2025-11-14"), dateCheckOut=V("2025-11-16"),
              roomType=V("Deluxe King"), people=V([ME, "Ling Xie"]), telephone=V(MY_PHONE))]
    ev = [
        ("s_mom", "the stay: arrive Friday evening before Saturday the 15th and stay till Sunday; "
                  "from now (Sat 2025-11-01) that is check-in 2025-11-14, check-out 2025-11-16"),
        ("bg_dad", "Dad is Guoqiang Xu, living in Hangzhou, birthday 11-15"),
        ("sc1", "the birthday dinner is on 2025-11-15 in Hangzhou"),
        ("a1", "our usual stay: Hyatt Regency Hangzhou, Deluxe King, guests Yixuan Xu and Ling Xie, "
               "contact 15711227837"),
        ("a2", "second stay at Hyatt Regency Hangzhou, Deluxe King, same two guests"),
        ("a3", "third stay at Hyatt Regency Hangzhou, Deluxe King, same two guests"),
        ("a6", "ruled out: a Twin Room booked for the parents, not our own stay"),
        ("a4", "ruled out: a one-off solo business night at Ibis Hangzhou Xixi"),
        ("a5", "ruled out: cancelled Hilton booking for Ling and Miao"),
        ("bg_wife", "'our' = the user and his wife Ling Xie"),
        ("t1", "confirms the Hyatt stay paid for 2 nights Deluxe King"),
        ("n1", "ruled out: gift note, no booking information"),
    ]
    ref = [
        [S("sms", "birthday"), S("contacts", "father", field="relationship")],
        [S("schedule", "birthday"), S("notes", "birthday")],
        [S("accommodation", "Hangzhou"), S("accommodation", "Hangzhou", page=2),
         S("contacts", "wife", field="relationship"), S("transaction", "Hyatt")],
        [X("Accommodation_Create", location="Hyatt Regency Hangzhou", dateCheckIn="2025-11-14",
           dateCheckOut="2025-11-16", roomType="Deluxe King", people=[ME, "Ling Xie"],
           telephone=MY_PHONE)],
    ]
    return build("core-pref-hotel-1", PREF, ["book_accommodation"],
                 "Book our usual hotel for Dad's birthday", recs, gold, ev, ref)


def pref_hotel_2() -> dict[str, Any]:
    recs = background() + [
        meet("m1", "Supplier audit - Shenzhen Nanshan plant", "2025-11-12", "09:00:00", "17:00:00",
             ["Daniel Reed", "Grace Lin"], location=["Shenzhen Nanshan plant"], status="scheduled",
             end_date="2025-11-13",
             minutes="Two-day audit of the cashew roasting line. Travel on your own."),
        trip("tr1", "2025-11-11", "19:05:00", "21:35:00", "Shanghai Hongqiao", "ShenZhen Bao'an",
             "plane", [ME], MY_PHONE, "1120 yuan", "booked"),
        trip("tr2", "2025-11-13", "19:40:00", "22:05:00", "ShenZhen Bao'an", "Shanghai Hongqiao",
             "plane", [ME], MY_PHONE, "1080 yuan", "booked"),
        trip("tr3", "2025-11-10", "18:30:00", "21:00:00", "Shanghai Hongqiao", "ShenZhen Bao'an",
             "plane", [ME], MY_PHONE, "990 yuan", "cancelled"),
        acc("a1", "Atour Hotel Shenzhen Nanshan", "2025-04-08", "2025-04-10", "Standard King", [ME],
            MY_PHONE, "1180 yuan", "completed"),
        acc("a2", "Atour Hotel Shenzhen Nanshan", "2025-07-15", "2025-07-17", "Standard King",
            [ME], MY_PHONE, "1240 yuan", "completed"),
        acc("a3", "Atour Hotel Shenzhen Nanshan", "2025-11-11", "2025-11-13", "Twin Room",
            ["Grace Lin"], "+1 415-220-7781", "1300 yuan", "booked"),
        acc("a4", "Futian Shangri-La Shenzhen", "2025-11-10", "2025-11-12", "Deluxe King", [ME],
            MY_PHONE, "2600 yuan", "cancelled"),
        acc("a5", "Atour Hotel Guangzhou Tianhe", "2025-09-02", "2025-09-03", "Standard King",
            [ME], MY_PHONE, "560 yuan", "completed"),
        sms_in("s1", "Grace Lin", "+1 415-220-7781", "2025-10-30", "16:20:00",
               "Audit moved to Wed-Thu 12-13 Nov. I booked my own room; please book yours, "
               "the company card covers it."),
        note("n1", "Expense policy", "Hotels up to 700 yuan per night, economy flights only.",
             "2025-03-01", "09:10"),
    ]
    gold = [G("Accommodation_Create", location=V("Atour Hotel Shenzhen Nanshan"),
              dateCheckIn=V("2025-11-11"), dateCheckOut=V("2025-11-13"),
              roomType=V("Standard King"), people=V([ME]), telephone=V(MY_PHONE))]
    ev = [
        ("m1", "the Shenzhen audit runs 2025-11-12 to 2025-11-13"),
        ("s1", "audit moved to Wed-Thu 12-13 Nov; the user must book his own room"),
        ("tr1", "arrives in Shenzhen the evening of 2025-11-11: check-in 2025-11-11"),
        ("tr2", "flies back the evening of 2025-11-13: check-out 2025-11-13"),
        ("tr3", "ruled out: the cancelled 2025-11-10 flight (before the audit moved)"),
        ("a1", "usual Shenzhen hotel: Atour Hotel Shenzhen Nanshan, Standard King, guest Yixuan Xu, "
               "contact 15711227837"),
        ("a2", "second stay at Atour Hotel Shenzhen Nanshan, Standard King"),
        ("a5", "same chain and room type on business elsewhere: Standard King"),
        ("a3", "ruled out: Grace Lin's own Twin Room booking"),
        ("a4", "ruled out: cancelled Shangri-La booking for the old dates"),
        ("n1", "policy cap 700 yuan/night, consistent with the usual Atour choice"),
        ("bg_grace", "Grace Lin is a colleague travelling separately"),
    ]
    ref = [
        [S("meeting", "Shenzhen"), S("sms", "audit")],
        [S("transport", "Shenzhen", mode="fuzzy"), S("accommodation", "Shenzhen"),
         S("accommodation", "Atour")],
        [S("notes", "hotel"), S("contacts", "Grace", field="name")],
        [X("Accommodation_Create", location="Atour Hotel Shenzhen Nanshan", dateCheckIn="2025-11-11",
           dateCheckOut="2025-11-13", roomType="Standard King", people=[ME], telephone=MY_PHONE)],
    ]
    return build("core-pref-hotel-2", PREF, ["book_accommodation"],
                 "Book a room for my Shenzhen trip", recs, gold, ev, ref)



def pref_alarm_1() -> dict[str, Any]:
    recs = background() + [
        trip("tr4", "2025-09-12", "07:40:00", "10:05:00", "Shanghai Hongqiao", "Beijing Daxing",
             "plane", [ME], MY_PHONE, "980 yuan", "completed"),
        trip("tr5", "2025-10-17", "09:20:00", "11:15:00", "Shanghai Pudong", "Xiamen Gaoqi",
             "plane", [ME], MY_PHONE, "760 yuan", "completed"),
        trip("tr2", "2025-11-02", "07:00:00", "09:55:00", "Shanghai Pudong", "Chengdu Tianfu",
             "plane", [ME], MY_PHONE, "1350 yuan", "cancelled"),
        trip("tr1", "2025-11-02", "08:10:00", "11:05:00", "Shanghai Pudong", "Chengdu Tianfu",
             "plane", [ME], MY_PHONE, "1350 yuan", "booked"),
        trip("tr3", "2025-11-09", "14:30:00", "17:10:00", "Chengdu Tianfu", "Shanghai Pudong",
             "plane", [ME], MY_PHONE, "1290 yuan", "booked"),
        alarm("al1", "05:40:00", "never", "Flight to Beijing", 5, 3, 10, status="off"),
        alarm("al3", "06:50:00", "Mon, Tue, Wed, Thu, Fri", "Workday", 3, 1, 5),
        alarm("al2", "07:20:00", "never", "Flight to Xiamen", 5, 3, 10, status="off"),
        alarm("al4", "13:30:00", "never", "Nap", 1, 1, 5, status="off"),
        sms_in("s1", "China Eastern", "95530", "2025-10-30", "10:02:00",
               "Flight MU5401 Shanghai Pudong-Chengdu on 2025-11-02 has been changed from 07:00 "
               "to 08:10. Your seat 32C is kept."),
        sched("sc1", "Chengdu - Sichuan pepper supplier visit", "2025-11-03", "10:00:00",
              "16:00:00", reminder="1 day before", location="Chengdu"),
        contact("c_pep", "Chen Jiao", "028-8555 1200", company="Shu Pepper Co.",
                relationship="supplier", note="Sichuan pepper, Chengdu"),
        sms_in("s2", "Ling Xie", "13916623345", "2025-11-01", "09:00:00",
               "Safe flight tomorrow! Text me when you land in Chengdu."),
    ]
    gold = [G("Clock_CreateAlarm", time=V("06:10:00"), name=U, alarmDuration=V(5),
              alarmCount=V(3), alarmInterval=V(10))]
    ev = [
        ("tr1", "tomorrow (Sun 2025-11-02) the flight departs at 08:10"),
        ("tr2", "ruled out: the cancelled 07:00 departure"),
        ("s1", "confirms the flight moved from 07:00 to 08:10"),
        ("tr3", "ruled out: the return flight on 2025-11-09, not tomorrow"),
        ("tr4", "past flight departing 07:40 ..."),
        ("al1", "... had its alarm at 05:40 (2 hours before), ring 5 min, 3 times, every 10 min"),
        ("tr5", "past flight departing 09:20 ..."),
        ("al2", "... had its alarm at 07:20 (2 hours before), ring 5 min, 3 times, every 10 min; "
                "so the habit gives time 06:10:00, alarmDuration 5, alarmCount 3, alarmInterval 10"),
        ("al3", "ruled out: the weekday wake-up alarm (tomorrow is Sunday), different settings"),
        ("al4", "ruled out: a nap alarm"),
        ("sc1", "the Chengdu trip is for the supplier visit on 2025-11-03"),
        ("c_pep", "the Chengdu supplier visited on 2025-11-03"),
        ("s2", "confirms the flight to Chengdu is tomorrow, 2025-11-02"),
    ]
    ref = [
        [S("contacts", "Chengdu"), S("sms", "Chengdu")],
        [S("transport", "2025-11-02", field="date"), S("sms", "flight")],
        [S("transport", "plane", field="mode"), S("alarm", "never", field="repeat"),
         S("alarm", "Mon", field="repeat")],
        [S("schedule", "Chengdu")],
        [X("Clock_CreateAlarm", time="06:10:00", name="Flight to Chengdu", alarmDuration=5,
           alarmCount=3, alarmInterval=10)],
    ]
    return build("core-pref-alarm-1", PREF, ["set_alarm"],
                 "Set an alarm for tomorrow's flight", recs, gold, ev, ref)


def pref_alarm_2() -> dict[str, Any]:
    recs = background() + [
        sched("sw1", "Swimming class", "2025-10-07", "07:00:00", "08:00:00", repeat="weekly",
              location="Jing'an Sports Center pool"),
        sched("sw2", "Swimming class", "2025-10-09", "07:00:00", "08:00:00", repeat="weekly",
              location="Jing'an Sports Center pool"),
        sched("yo", "Yoga class", "2025-10-06", "07:30:00", "08:30:00", repeat="weekly",
              location="Lotus Yoga"),
        sched("bd", "Badminton", "2025-10-10", "19:00:00", "21:00:00", repeat="weekly",
              location="Changning gym"),
        sched("sw3", "Miao swimming lesson", "2025-11-08", "09:00:00", "10:00:00",
              repeat="weekly", location="Jing'an Sports Center pool"),
        note("n1", "Swimming class",
             "From November the Tue/Thu class starts at 07:30 instead of 07:00 (coach's new "
             "timetable).", "2025-10-29", "21:15"),
        sms_in("s1", "Coach Li", "13761112233", "2025-10-28", "18:20:00",
               "New term from 4 Nov: Tuesdays and Thursdays, 07:30-08:30, same pool."),
        alarm("al1", "06:45:00", "Mon, Wed", "Yoga", 10, 5, 15),
        alarm("al3", "06:50:00", "Mon, Tue, Wed, Thu, Fri", "Workday", 3, 1, 5),
        alarm("al2", "18:15:00", "Fri", "Badminton", 10, 5, 15),
        alarm("al4", "06:15:00", "Tue, Thu", "Swimming", 10, 5, 15, status="off"),
        txn("t1", "Swimming course", 1200.00, "2025-10-28", "18:40:00",
            "Jing'an Sports Center", "6217 0012 3300 4411", "Nov-Dec term, Tue/Thu"),
    ]
    gold = [G("Clock_CreateAlarm", time=V("06:45:00"), repeatDayOfWeek=V([2, 4]), name=U,
              alarmDuration=V(10), alarmCount=V(5), alarmInterval=V(15))]
    ev = [
        ("s1", "the class is now Tuesdays and Thursdays (repeatDayOfWeek [2, 4]) at 07:30"),
        ("n1", "confirms the new 07:30 start from November"),
        ("sw1", "ruled out: old Tuesday 07:00 calendar entry"),
        ("sw2", "ruled out: old Thursday 07:00 calendar entry"),
        ("sw3", "ruled out: Miao's Saturday lesson, not the user's class"),
        ("yo", "yoga class at 07:30 ..."),
        ("al1", "... has its alarm at 06:45, 45 minutes before, ring 10 min, 5 times, every 15 min"),
        ("bd", "badminton at 19:00 ..."),
        ("al2", "... has its alarm at 18:15, 45 minutes before, same 10/5/15 ring settings"),
        ("al4", "the old swimming alarm 06:15 (45 min before the old 07:00 start), now off; for "
                "07:30 the habit gives time 06:45:00, alarmDuration 10, alarmCount 5, "
                "alarmInterval 15"),
        ("al3", "ruled out: the weekday wake-up alarm"),
        ("t1", "the user paid for the Nov-Dec Tue/Thu term"),
    ]
    ref = [
        [S("schedule", "swim", mode="fuzzy"), S("notes", "swim"), S("sms", "Tuesdays")],
        [S("schedule", "weekly", field="repeat"), S("alarm", "0", field="time")],
        [S("transaction", "Swimming")],
        [X("Clock_CreateAlarm", time="06:45:00", repeatDayOfWeek=[2, 4], name="Swimming",
           alarmDuration=10, alarmCount=5, alarmInterval=15)],
    ]
    return build("core-pref-alarm-2", PREF, ["set_alarm"],
                 "Set an alarm for my swimming class", recs, gold, ev, ref)


def pref_call_1() -> dict[str, Any]:
    recs = background() + [
        contact("c_old", "Ling (old)", "13800456712", note="old number, cancelled"),
        sms_in("w3", "Ling Xie", "13916623345", "2025-08-30", "09:12:00",
               "This is my new number. The old 13800456712 is cancelled."),
        sms_in("w1", "Ling Xie", "13916623345", "2025-10-12", "21:03:00",
               "Video call me when you land so the kids can see you."),
        sms_in("w2", "Ling Xie", "13916623345", "2025-10-20", "20:40:00",
               "Thanks for the video call, Miao loved showing you her drawing!"),
        sms_in("w4", "Ling Xu", "13588120456", "2025-10-25", "11:00:00",
               "Can you give me a voice call later about grandma's visit?"),
        vm("v1", "Ling Xie", "13800456712", "2025-07-02", "18:30:00", "It's me, call me back."),
        note("n1", "Ling's schedule",
             "Ling works Saturday mornings at the clinic, free after 12:00.", "2025-09-06", "08:00"),
        sched("sc1", "Ling - clinic shift", "2025-11-01", "08:00:00", "12:00:00",
              location="Gubei clinic"),
        txn("t1", "Family video package", 30.00, "2025-10-05", "10:00:00", "China Mobile",
            "9558 8000 0128", "unlimited video calls with family number 13916623345"),
        contact("c_ll", "Lingling Zhao", "13916623354", company="Gubei clinic",
                note="Ling's colleague"),
    ]
    gold = [G("Phone_Call", telephone=V("13916623345"), type=V("VIDEO"))]
    ev = [
        ("bg_wife", "the wife is Ling Xie, telephone 13916623345"),
        ("w3", "13916623345 is her new number; 13800456712 is cancelled"),
        ("c_old", "ruled out: the cancelled old number 13800456712"),
        ("v1", "ruled out: voicemail from the old number"),
        ("w1", "she asks for video calls so the kids can see him"),
        ("w2", "thanks him for the video call: calls with Ling are video, type VIDEO"),
        ("bg_lingxu", "ruled out: Ling Xu is a cousin (namesake)"),
        ("w4", "ruled out: the voice-call request is from cousin Ling Xu"),
        ("n1", "Ling is free after 12:00 on Saturdays"),
        ("sc1", "her clinic shift ends at 12:00 today, so she can take the call now"),
        ("t1", "the user pays for unlimited video calls with Ling's number 13916623345"),
        ("c_ll", "ruled out: Ling's colleague Lingling Zhao (similar number 13916623354)"),
    ]
    ref = [
        [S("transaction", "video")],
        [S("contacts", "wife", field="relationship"), S("contacts", "Ling")],
        [S("sms", "Ling", field="sender_name"), S("voicemail", "Ling")],
        [S("notes", "Ling"), S("schedule", "Ling")],
        [X("Phone_Call", telephone="13916623345", type="VIDEO")],
    ]
    return build("core-pref-call-1", PREF, ["make_call"], "Call my wife", recs, gold, ev, ref)


def pref_call_2() -> dict[str, Any]:
    recs = background() + [
        contact("c_fil", "Jianguo Xie", "13901237788", relationship="father-in-law"),
        contact("c_xue", "Guoqiang Xue", "13522340098", company="Xue Logistics",
                relationship="supplier"),
        sms_in("m1", "Shufen Wang", "13705716699", "2025-10-15", "19:30:00",
               "Your dad got a new phone with a big screen. His new number is 137 0571 9900, the "
               "old one stops working at the end of October."),
        sms_in("d1", "Guoqiang Xu", "137 0571 9900", "2025-10-19", "20:10:00",
               "The grandkids looked so big on the video call! Let's do that every week."),
        sms_in("f1", "Jianguo Xie", "13901237788", "2025-10-25", "10:30:00",
               "Call me when you're free. Voice is fine, I don't do video."),
        vm("v1", "Guoqiang Xu", "13705716688", "2025-10-10", "09:15:00",
           "Son, my phone keeps dying, I'll get a new one."),
        note("n1", "Sunday calls",
             "2025-10-19 video call with Dad (new phone), 40 min. 2025-10-26 video call with Dad, "
             "the kids sang for him.", "2025-10-26", "21:00"),
        sched("sc1", "Family call with Dad", "2025-10-19", "19:00:00", "20:00:00",
              repeat="weekly"),
        sms_out("o1", "Guoqiang Xu", "137 0571 9900", "2025-10-26", "18:00:00",
                "Dad, video call at 7 tonight? The kids want to sing for you."),
        txn("t1", "Phone for Dad", 2999.00, "2025-10-12", "15:00:00", "Huawei Store",
            "6222 9999 0000 1111", "new big-screen phone for Dad"),
    ]
    gold = [G("Phone_Call", telephone=V("137 0571 9900"), type=V("VIDEO"))]
    ev = [
        ("bg_dad", "Dad is Guoqiang Xu; the saved number 13705716688 is his old one"),
        ("m1", "Dad's new number is 137 0571 9900; the old one stopped working at the end of "
               "October"),
        ("v1", "ruled out: the old number's phone was dying"),
        ("d1", "message from the new number about the video call"),
        ("n1", "the weekly calls with Dad are video calls: type VIDEO"),
        ("sc1", "the weekly family call with Dad"),
        ("c_fil", "ruled out: father-in-law Jianguo Xie"),
        ("f1", "ruled out: the voice-only preference belongs to the father-in-law"),
        ("c_xue", "ruled out: namesake supplier Guoqiang Xue"),
        ("o1", "the user himself proposes video calls to Dad's new number"),
        ("t1", "the user bought Dad the big-screen phone used for video calls"),
        ("bg_mom", "Mom is Shufen Wang, who sent the new number"),
    ]
    ref = [
        [S("transaction", "Dad"), S("contacts", "mother", field="relationship")],
        [S("contacts", "father", field="relationship"), S("contacts", "Guoqiang")],
        [S("sms", "new number"), S("sms", "video"), S("voicemail", "Guoqiang")],
        [S("notes", "Dad"), S("schedule", "Dad")],
        [X("Phone_Call", telephone="137 0571 9900", type="VIDEO")],
    ]
    return build("core-pref-call-2", PREF, ["make_call"], "Give Dad a call", recs, gold, ev, ref)


def pref_contact_1() -> dict[str, Any]:
    recs = background() + [
        contact("c_anna", "Anna Wu", "13764450012", company="Hazel Farms Ltd",
                email="anna.wu@hazelfarms.cn", relationship="supplier", note="hazelnuts"),
        contact("c_mina", "Mina Park", "+82 10-5521-7781", company="Golden Cashew Co.",
                email="mina@goldencashew.kr", relationship="supplier", note="cashews"),
        sms_in("k2", "Anna Wu", "13764450012", "2025-10-27", "15:00:00",
               "I'm leaving Hazel Farms at the end of October; my colleague will contact you."),
        sms_in("k1", "", "+86 138 2231 7740", "2025-10-30", "10:45:00",
               "Hello Mr. Xu, this is Kevin Zhou from Hazel Farms Ltd. I take over your account "
               "from Anna Wu. Email: kevin.zhou@hazelfarms.cn"),
        sms_in("kz", "Kevin Zhao", "13600221199", "2025-10-31", "12:10:00",
               "SF Express: your parcel is in locker 12, pickup code 5521."),
        vm("v1", "", "021-6230 1188", "2025-10-30", "10:20:00",
           "Kevin from Hazel Farms here, calling from our office switchboard. I'll text you my "
           "mobile."),
        meet("m1", "Hazelnut contract handover", "2025-11-04", "10:00:00", "11:00:00",
             ["Kevin Zhou", "Daniel Reed"], location=["Room 3B"], status="scheduled"),
        txn("t1", "Hazelnut order Oct", 48200.00, "2025-10-08", "14:00:00", "Hazel Farms Ltd",
            "6222 6000 1100 2288", "PO-2025-1042"),
        sms_in("d1", "Daniel Reed", "+1 415-739-2098", "2025-10-29", "17:00:00",
               "Hazel Farms is sending a new account manager - please save his details."),
        note("n1", "Supplier list",
             "Almonds: Pacific Almond Supply. Cashews: Golden Cashew Co. Hazelnuts: Hazel Farms "
             "Ltd.", "2025-06-01", "09:00"),
    ]
    gold = [G("Contacts_Create", name=V("Kevin Zhou"),
              telephone=V("+86 138 2231 7740", "13822317740"),
              company=V("Hazel Farms Ltd", "Hazel Farms Ltd.", "Hazel Farms"),
              email=V("kevin.zhou@hazelfarms.cn"), relationship=K("supplier"),
              note=K("hazelnut"))]
    ev = [
        ("k1", "the new supplier contact: Kevin Zhou, Hazel Farms Ltd, mobile +86 138 2231 7740 "
               "(13822317740), email kevin.zhou@hazelfarms.cn"),
        ("k2", "Anna Wu has left; her successor will contact the user"),
        ("c_anna", "ruled out as the new contact, but shows how suppliers are saved: company, "
                   "email, relationship supplier, note = the product (hazelnuts)"),
        ("c_mina", "supplier contacts always carry company, email, relationship 'supplier' and "
                   "the product as note"),
        ("bg_reeves", "third supplier saved the same way (note 'almonds')"),
        ("v1", "ruled out: the office switchboard 021-6230 1188, not his mobile"),
        ("kz", "ruled out: Kevin Zhao is a courier (namesake)"),
        ("m1", "Kevin Zhou takes over the hazelnut contract"),
        ("t1", "Hazel Farms Ltd supplies hazelnuts"),
        ("d1", "the manager asks to save the new Hazel Farms account manager"),
        ("n1", "Hazel Farms Ltd supplies hazelnuts"),
        ("bg_mgr", "Daniel Reed is the manager"),
    ]
    ref = [
        [S("notes", "Hazel"), S("contacts", "Daniel Reed")],
        [S("sms", "Hazel"), S("sms", "Kevin"), S("voicemail", "Kevin")],
        [S("contacts", "supplier", field="relationship")],
        [S("meeting", "Hazelnut"), S("transaction", "Hazel")],
        [X("Contacts_Create", name="Kevin Zhou", telephone="+86 138 2231 7740",
           company="Hazel Farms Ltd", email="kevin.zhou@hazelfarms.cn", relationship="supplier",
           note="hazelnuts")],
    ]
    return build("core-pref-contact-1", PREF, ["save_contact"],
                 "Save the new supplier's number", recs, gold, ev, ref)


def pref_contact_2() -> dict[str, Any]:
    recs = background() + [
        contact("c_pn", "Priya Natarajan", "+91 98450 11223", company="Spice Route Exports",
                relationship="supplier", note="pepper"),
        meet("m3", "Finance onboarding - welcome Omar Haddad", "2025-09-15", "11:00:00",
             "11:30:00", ["Daisy Miller", "Omar Haddad"], location=["Room 2A"],
             minutes="Omar Haddad joins Finance as accountant."),
        meet("m2", "Team lunch - welcome new buyer", "2025-10-30", "12:00:00", "13:00:00",
             ["Daniel Reed", "Grace Lin", "Tom Becker", "Priya Nair"], location=["Canteen"],
             minutes="Welcome Priya Nair, new buyer in Procurement from 2025-10-30."),
        sms_in("p1", "Grace Lin", "+1 415-220-7781", "2025-10-30", "14:05:00",
               "New buyer Priya Nair starts today; her mobile is 186 2110 4474 I think, email "
               "p.nair@guangming-nuts.com."),
        sms_in("p2", "", "+86 186 2110 4477", "2025-10-30", "15:20:00",
               "Hi Yixuan, it's Priya Nair from Procurement - Grace gave you a wrong number, this "
               "is my mobile."),
        sms_in("o1", "", "+86 133 0192 5566", "2025-09-15", "16:00:00",
               "Hi, Omar Haddad from Finance, new here. Nice to meet you!"),
        sched("sc1", "Onboarding buddy lunch with Priya", "2025-11-03", "12:00:00", "13:00:00",
              location="Canteen"),
        txn("t1", "Welcome cake for Priya", 120.00, "2025-10-30", "11:00:00", "Holiland",
            "6225 3333 4444 5555", "team welcome"),
    ]
    gold = [G("Contacts_Create", name=V("Priya Nair"),
              telephone=V("+86 186 2110 4477", "18621104477"), company=V(COMPANY),
              email=V("p.nair@guangming-nuts.com"), relationship=K("colleague"),
              note=K("procurement"))]
    ev = [
        ("m2", "the new colleague is Priya Nair, buyer in Procurement, joined 2025-10-30"),
        ("p1", "her email p.nair@guangming-nuts.com; the number 186 2110 4474 is wrong"),
        ("p2", "her real mobile: +86 186 2110 4477 (18621104477)"),
        ("bg_grace", "colleagues are saved with company Shanghai Guangming Nut Co., email, "
                     "relationship colleague and the department (Procurement) as note"),
        ("bg_tom", "another Procurement colleague saved the same way"),
        ("bg_mgr", "the manager's contact follows the same pattern"),
        ("bg_dir", "the team directory lists the Procurement team (not yet Priya)"),
        ("m3", "ruled out: Omar Haddad joined Finance in September"),
        ("o1", "ruled out: Omar Haddad's number"),
        ("c_pn", "ruled out: namesake supplier Priya Natarajan"),
        ("sc1", "the user is Priya's onboarding buddy"),
        ("t1", "the team welcomed Priya on 2025-10-30"),
    ]
    ref = [
        [S("schedule", "Priya"), S("transaction", "Priya")],
        [S("meeting", "welcome"), S("sms", "Priya"), S("contacts", "Priya")],
        [S("contacts", "colleague", field="relationship"), S("notes", "Procurement"),
         S("sms", "Omar")],
        [X("Contacts_Create", name="Priya Nair", telephone="+86 186 2110 4477", company=COMPANY,
           email="p.nair@guangming-nuts.com", relationship="colleague", note="Procurement")],
    ]
    return build("core-pref-contact-2", PREF, ["save_contact"],
                 "Add my new colleague to contacts", recs, gold, ev, ref)


def pref_meeting_1() -> dict[str, Any]:
    team = ["Daniel Reed", "Grace Lin", "Tom Becker"]
    recs = background() + [
        meet("sr_aug", "Supplier review - August", "2025-08-04", "15:00:00", "16:30:00", team,
             reminder="30 minutes before", location=["Room 3B"]),
        note("n1", "Rooms", "From September the supplier review moves to Room 5A (3B is too small).",
             "2025-08-29", "17:30"),
        meet("sr_sep", "Supplier review - September", "2025-09-01", "15:00:00", "16:30:00", team,
             reminder="30 minutes before", location=["Room 5A"]),
        meet("sr_oct", "Supplier review - October", "2025-10-06", "15:00:00", "16:30:00", team,
             reminder="30 minutes before", location=["Room 5A"]),
        meet("sr_fu", "Supplier review follow-up - almond pricing", "2025-10-16", "14:00:00",
             "14:30:00", ["Daniel Reeves"], location=["Online"]),
        sms_in("s1", "Tom Becker", "+1 415-220-7790", "2025-10-30", "09:00:00",
               "Back from leave on Monday 3 Nov, see you all then."),

    ]
    gold = [G("Meeting_Create", dateStart=V("2025-11-03"), dateEnd=V("2025-11-03"),
              timeStart=V("15:00:00"), timeEnd=V("16:30:00"), timeRemind=V("30 minutes before"),
              title=K("supplier review"), location=V(["Room 5A"]), participants=V(team))]
    ev = [
        ("sr_aug", "past review on Mon 2025-08-04 (first Monday), 15:00-16:30, 30 minutes before, "
                   "Daniel Reed, Grace Lin, Tom Becker"),
        ("sr_sep", "past review on Mon 2025-09-01 (first Monday), 15:00-16:30, Room 5A"),
        ("sr_oct", "past review on Mon 2025-10-06 (first Monday), 15:00-16:30, Room 5A, reminder "
                   "30 minutes before; so November's is the first Monday, 2025-11-03"),
        ("n1", "the review moved to Room 5A from September (Room 3B is outdated)"),
        ("sr_fu", "ruled out: a one-off follow-up with the supplier Daniel Reeves"),
        ("s1", "Tom Becker is back on 2025-11-03, so the usual three participants attend"),
        ("bg_sch1", "the 2025-11-03 supplier visit ends at 12:00, no clash with 15:00"),
        ("bg_weekly", "ruled out: the weekly report is a different meeting"),
        ("bg_mgr", "Daniel Reed is the manager"),
        ("bg_reeves", "Daniel Reeves is a supplier, not a participant"),
        ("bg_dir", "the team: Daniel Reed, Grace Lin, Tom Becker"),
        ("bg_grace", "Grace Lin, a usual participant"),
        ("bg_tom", "Tom Becker, a usual participant"),
    ]
    ref = [
        [S("contacts", "colleague", field="relationship")],
        [S("meeting", "Supplier review"), S("notes", "supplier review")],
        [S("sms", "Tom", field="sender_name"), S("schedule", "2025-11-03", field="date"),
         S("meeting", "weekly", field="repeat")],
        [S("contacts", "Daniel"), S("notes", "Procurement Dept")],
        [X("Meeting_Create", dateStart="2025-11-03", dateEnd="2025-11-03", timeStart="15:00:00",
           timeEnd="16:30:00", timeRemind="30 minutes before", title="Supplier review - November",
           location=["Room 5A"], participants=team)],
    ]
    return build("core-pref-meeting-1", PREF, ["create_meeting"],
                 "Book the monthly supplier review", recs, gold, ev, ref)


def pref_meeting_2() -> dict[str, Any]:
    recs = background() + [
        meet("o1", "1:1 Yixuan / Daniel", "2025-09-25", "10:00:00", "10:30:00", ["Daniel Reed"],
             location=["Daniel's office"]),
        meet("o2", "1:1 Yixuan / Daniel", "2025-10-09", "10:00:00", "10:30:00", ["Daniel Reed"],
             location=["Daniel's office"]),
        meet("ox", "1:1 Yixuan / Daniel Reeves - almond pricing", "2025-10-14", "16:00:00",
             "17:00:00", ["Daniel Reeves"], location=["Online"]),
        meet("o3", "1:1 Yixuan / Daniel", "2025-10-23", "10:00:00", "10:30:00", ["Daniel Reed"],
             location=["Daniel's office"]),
        sms_in("s1", "Daniel Reed", "+1 415-739-2098", "2025-10-31", "18:05:00",
               "I'm at the Guangzhou fair on Thursday. Could we do our next 1:1 the day after, "
               "same time and place?"),
        note("n1", "1:1 topics", "Q4 supplier scorecards; training budget.", "2025-10-30", "22:10"),
        sched("sc1", "Warehouse stock check", "2025-11-07", "08:00:00", "09:30:00",
              location="Warehouse B"),
        vm("v1", "Daniel Reed", "+1 415-739-2098", "2025-10-31", "18:10:00",
           "Yixuan, I'm at the fair all Thursday, reachable by text only."),
        trip("tr1", "2025-11-05", "19:30:00", "22:00:00", "Shanghai Hongqiao", "Guangzhou Baiyun",
             "plane", ["Daniel Reed"], "+1 415-739-2098", "1100 yuan", "booked"),
    ]
    gold = [G("Meeting_Create", dateStart=V("2025-11-07"), dateEnd=V("2025-11-07"),
              timeStart=V("10:00:00"), timeEnd=V("10:30:00"), title=K("1:1"),
              location=V(["Daniel's office"]), participants=V(["Daniel Reed"]))]
    ev = [
        ("bg_mgr", "the manager is Daniel Reed"),
        ("o1", "1:1 on Thu 2025-09-25, 10:00-10:30 in Daniel's office"),
        ("o2", "1:1 on Thu 2025-10-09, same slot: every two weeks"),
        ("o3", "last 1:1 on Thu 2025-10-23, so the next is due Thu 2025-11-06"),
        ("s1", "Daniel is away on Thursday 2025-11-06 and asks for the day after, same time and "
               "place: Fri 2025-11-07, 10:00-10:30, Daniel's office"),
        ("ox", "ruled out: a call with the supplier Daniel Reeves"),
        ("bg_reeves", "Daniel Reeves is a supplier (namesake)"),
        ("sc1", "the stock check ends at 09:30, no clash"),
        ("n1", "topics for the 1:1"),
        ("bg_weekly", "ruled out: the weekly team report"),
        ("v1", "Daniel is away all Thursday"),
        ("tr1", "Daniel flies to Guangzhou on 2025-11-05 evening, so Thursday 2025-11-06 is out"),
    ]
    ref = [
        [S("voicemail", "Daniel"), S("transport", "Daniel")],
        [S("contacts", "manager"), S("meeting", "1:1")],
        [S("sms", "1:1"), S("notes", "1:1"), S("schedule", "2025-11-07", field="date")],
        [S("contacts", "Daniel"), S("meeting", "weekly", field="repeat")],
        [X("Meeting_Create", dateStart="2025-11-07", dateEnd="2025-11-07", timeStart="10:00:00",
           timeEnd="10:30:00", title="1:1 Yixuan / Daniel", location=["Daniel's office"],
           participants=["Daniel Reed"])],
    ]
    return build("core-pref-meeting-2", PREF, ["create_meeting"],
                 "Set up my next 1:1 with my manager", recs, gold, ev, ref)


def pref_message_1() -> dict[str, Any]:
    recs = background() + [
        contact("c_home", "Mom & Dad (home)", "0571-8865 2231", note="landline, Hangzhou"),
        sms_in("r0", "12306", "12306", "2025-04-30", "08:00:00",
               "12306: the new railway timetable takes effect on 2025-05-10."),
        sms_in("r1", "12306", "12306", "2025-05-24", "20:00:00",
               "Ticket booked: G7521, 2025-05-30 18:45 Shanghai Hongqiao - 19:52 Hangzhou East.",
               attach=["eticket_G7521_0530.pdf"]),
        sms_out("o1", "Shufen Wang", "13705716699", "2025-05-25", "08:10:00",
                "Mom, we're on G7521, arriving Hangzhou East 19:52. E-ticket attached.",
                attach=["eticket_G7521_0530.pdf"]),
        sms_in("r2", "12306", "12306", "2025-08-01", "12:30:00",
               "Ticket booked: G7503, 2025-08-08 18:30 Shanghai Hongqiao - 19:40 Hangzhou East.",
               attach=["eticket_G7503_0808.pdf"]),
        sms_out("o2", "Shufen Wang", "13705716699", "2025-08-01", "12:45:00",
                "Mom, we take G7503 on Friday, arriving Hangzhou East 19:40. E-ticket attached.",
                attach=["eticket_G7503_0808.pdf"]),
        sms_in("m1", "Shufen Wang", "13705716699", "2025-08-01", "13:00:00",
               "Got it, Dad will pick you up at Hangzhou East."),
        sms_in("r3", "12306", "12306", "2025-10-27", "09:00:00",
               "Refund completed: G7508, 2025-11-14 17:10."),
        sms_in("r4", "12306", "12306", "2025-10-29", "21:20:00",
               "Ticket booked: G7512, 2025-11-14 18:30 Shanghai Hongqiao - 19:46 Hangzhou East, "
               "2 passengers, coach 5.", attach=["eticket_G7512_1114.pdf"]),
        sms_in("r5", "12306", "12306", "2025-10-29", "21:25:00",
               "Ticket booked: G7519, 2025-11-16 17:05 Hangzhou East - 18:10 Shanghai Hongqiao.",
               attach=["eticket_G7519_1116.pdf"]),
        trip("g3", "2025-11-14", "17:10:00", "18:20:00", "Shanghai Hongqiao", "Hangzhou East",
             "train", [ME, "Ling Xie"], MY_PHONE, "146 yuan", "cancelled"),
        trip("g1", "2025-11-14", "18:30:00", "19:46:00", "Shanghai Hongqiao", "Hangzhou East",
             "train", [ME, "Ling Xie"], MY_PHONE, "146 yuan", "booked"),
        trip("g2", "2025-11-16", "17:05:00", "18:10:00", "Hangzhou East", "Shanghai Hongqiao",
             "train", [ME, "Ling Xie"], MY_PHONE, "146 yuan", "booked"),
        sched("sc1", "Hangzhou - Dad's birthday weekend", "2025-11-14", "18:30:00", "21:00:00",
              location="Hangzhou"),
        note("n1", "Hangzhou weekend", "Dad picks us up at Hangzhou East on Friday night.",
             "2025-10-29", "21:40"),
    ]
    gold = [G("Messages_Send", telephone=V("13705716699"), text=K("G7512"),
              attach=V(["eticket_G7512_1114.pdf"]))]
    ev = [
        ("bg_mom", "Mom is Shufen Wang, mobile 13705716699"),
        ("o1", "habit: the user texts Mom the train number and arrival, with the e-ticket attached"),
        ("o2", "same habit in August, sent to her mobile 13705716699"),
        ("m1", "Mom (Dad) picks them up at the station"),
        ("r1", "the May e-ticket that was forwarded"),
        ("r2", "the August e-ticket that was forwarded"),
        ("g1", "the upcoming trip to Hangzhou: 2025-11-14 18:30 train"),
        ("r4", "its ticket: G7512 arriving Hangzhou East 19:46, e-ticket eticket_G7512_1114.pdf"),
        ("g3", "ruled out: the cancelled 17:10 train"),
        ("r3", "ruled out: G7508 was refunded"),
        ("g2", "ruled out: the return train; only the outbound train is sent to Mom"),
        ("r5", "ruled out: the return ticket G7519"),
        ("r0", "ruled out: timetable notice"),
        ("c_home", "ruled out: the parents' landline cannot receive texts; past texts went to her "
                   "mobile"),
        ("sc1", "the Hangzhou weekend starts Friday 2025-11-14"),
        ("n1", "Dad picks them up at the station: Mom needs the arrival details"),
    ]
    ref = [
        [S("schedule", "Hangzhou"), S("notes", "Hangzhou")],
        [S("contacts", "mother", field="relationship"), S("contacts", "Hangzhou")],
        [S("sms", "Shufen Wang"), S("sms", "12306", field="sender_name"),
         S("sms", "12306", field="sender_name", page=2)],
        [S("transport", "train", field="mode")],
        [X("Messages_Send", telephone="13705716699",
           text="Mom, we take G7512 on Friday 14 Nov, arriving Hangzhou East 19:46. E-ticket "
                "attached.", attach=["eticket_G7512_1114.pdf"])],
    ]
    return build("core-pref-message-1", PREF, ["send_message"],
                 "Send Mom my train details", recs, gold, ev, ref)


def pref_message_2() -> dict[str, Any]:
    recs = background() + [
        contact("c_huang", "Dr. Huang", "021-6278 3300", company="Meinian Dental Gubei",
                note="family dentist"),
        sms_in("x1", "", "13817769988", "2025-10-20", "17:30:00",
               "Dad it's Xin, my old phone broke. This is my new number."),
        sms_out("p1", "Xin Xu", "13817760021", "2025-10-10", "19:00:00",
                "Xin, football kit money is due Monday."),
        sms_out("p2", "Ling Xie", "13916623345", "2025-10-10", "19:00:00",
                "Xin, football kit money is due Monday."),
        sms_out("p3", "", "13817769988", "2025-10-24", "20:15:00",
                "Xin, piano exam on Saturday at 9:00, bring your ID."),
        sms_out("p4", "Ling Xie", "13916623345", "2025-10-24", "20:15:00",
                "Xin, piano exam on Saturday at 9:00, bring your ID."),
        sms_in("l1", "Ling Xie", "13916623345", "2025-10-24", "20:20:00",
               "Thanks for copying me, I'll remind him too."),
        sms_in("dn", "Meinian Dental", "021-6278 3300", "2025-10-31", "10:00:00",
               "Reminder: Xin Xu has an appointment with Dr. Huang on 2025-11-04 at 16:30."),
        sched("d1", "Xin - dentist (Dr. Huang)", "2025-11-04", "16:30:00", "17:15:00",
              location="Meinian Dental Gubei"),
        sched("d0", "Miao - dentist check-up", "2025-11-12", "15:00:00", "15:30:00",
              location="Meinian Dental Gubei"),
        txn("t1", "Dental deposit - Xin", 200.00, "2025-10-31", "10:05:00", "Meinian Dental Gubei",
            "6225 0210 7788 1100"),
        vm("v1", "Xin Xu", "13817769988", "2025-10-20", "17:35:00",
           "Dad, it's Xin. Use my new number from now on."),
    ]
    gold = [G("Messages_Send", telephone=V("13817769988"), text=K("dentist")),
            G("Messages_Send", telephone=V("13916623345"), text=K("dentist"))]
    ev = [
        ("bg_son", "the son is Xin Xu; the saved number 13817760021 is his old one"),
        ("x1", "Xin's new number is 13817769988 (old phone broke)"),
        ("d1", "Xin's dentist appointment: Tue 2025-11-04 16:30 with Dr. Huang"),
        ("dn", "the clinic confirms the 2025-11-04 16:30 appointment"),
        ("p1", "habit: a reminder to Xin ..."),
        ("p2", "... is always copied to Ling Xie (13916623345)"),
        ("p3", "reminder to Xin's new number ..."),
        ("p4", "... again copied to Ling"),
        ("l1", "Ling welcomes being copied"),
        ("d0", "ruled out: Miao's check-up"),
        ("c_huang", "ruled out: the dentist's number is not the son's"),
        ("t1", "the deposit for Xin's appointment"),
        ("v1", "Xin confirms the new number 13817769988"),
    ]
    ref = [
        [S("voicemail", "Xin")],
        [S("contacts", "son", field="relationship"), S("schedule", "dentist")],
        [S("sms", "Xin"), S("sms", "Xin", page=2), S("sms", "13817769988")],
        [S("sms", "copying"), S("contacts", "Huang"), S("transaction", "Dental")],
        [X("Messages_Send", telephone="13817769988",
           text="Xin, dentist with Dr. Huang on Tuesday at 16:30, Meinian Dental Gubei."),
         X("Messages_Send", telephone="13916623345",
           text="Xin, dentist with Dr. Huang on Tuesday at 16:30, Meinian Dental Gubei.")],
    ]
    return build("core-pref-message-2", PREF, ["send_message"],
                 "Remind my son about the dentist", recs, gold, ev, ref)


def pref_note_1() -> dict[str, Any]:
    recs = background() + [
        sms_in("i0", "Ping An Insurance", "95511", "2024-10-25", "09:30:00",
               "Your car policy PA-1187 expires on 2024-11-20."),
        note("td1", "To-do", "Renew home insurance (policy HI-0093), expires 2025-07-15",
             "2025-07-08", "20:00"),
        note("td2", "To-do", "Renew driving licence, expires 2025-09-30", "2025-09-23", "20:00"),
        note("td3", "To-do", "Buy Miao's birthday gift", "2025-10-18", "12:00"),
        sms_in("i1", "Ping An Insurance", "95511", "2025-10-28", "09:30:00",
               "Your car policy PA-2231 expires on 2025-11-20. Renew online before expiry to keep "
               "your no-claims discount."),
        sms_in("i2", "Ping An Insurance", "95511", "2025-10-29", "09:30:00",
               "Policy PA-3390 (holder Ling Xie) expires on 2025-12-15."),
        txn("t1", "Car insurance PA-1187", 4300.00, "2024-11-14", "20:20:00", "Ping An Insurance",
            "9551 1000 0000 0001"),
        txn("t2", "Home insurance HI-0093", 980.00, "2025-07-08", "20:25:00", "Ping An Insurance",
            "9551 1000 0000 0001"),
        contact("c_sun", "Sun Ming", "13671234567", company="Ping An Insurance",
                note="Ling's insurance agent"),
        sched("sc1", "Car annual inspection", "2025-12-05", "09:00:00", "10:00:00",
              location="Gubei inspection station"),
        vm("v1", "Sun Ming", "13671234567", "2025-10-29", "11:00:00",
           "Mrs. Xie, about your insurance renewal in December..."),
        sms_in("l1", "Ling Xie", "13916623345", "2025-10-28", "19:00:00",
               "Don't forget the car insurance renewal this month!"),
    ]
    gold = [G("TodoList_Create", content=K("insurance", "PA-2231"), date=V("2025-11-13"),
              time=V("20:00"))]
    ev = [
        ("i1", "the car policy PA-2231 expires 2025-11-20"),
        ("i0", "ruled out: last year's policy PA-1187"),
        ("i2", "ruled out: Ling's policy PA-3390"),
        ("td1", "habit: renewal to-dos are set 7 days before expiry at 20:00, with the policy "
                "number (2025-07-15 -> 2025-07-08)"),
        ("td2", "same habit: 2025-09-30 -> 2025-09-23 at 20:00; so 2025-11-20 -> 2025-11-13, "
                "time 20:00"),
        ("td3", "ruled out: a non-renewal to-do with a different time"),
        ("t2", "the home insurance was renewed on the to-do's day at 20:25"),
        ("t1", "last year's car renewal was paid 2024-11-14, a week ahead"),
        ("c_sun", "ruled out: Ling's agent"),
        ("sc1", "ruled out: the inspection is not the insurance renewal"),
        ("v1", "ruled out: the agent calls about Ling's December renewal"),
        ("l1", "the car insurance is due this month (November)"),
    ]
    ref = [
        [S("schedule", "Car"), S("voicemail", "insurance"), S("sms", "insurance")],
        [S("sms", "policy"), S("notes", "Renew")],
        [S("notes", "To-do", field="title"), S("transaction", "insurance")],
        [S("contacts", "Ping An")],
        [X("TodoList_Create", content="Renew car insurance (policy PA-2231), expires 2025-11-20",
           date="2025-11-13", time="20:00")],
    ]
    return build("core-pref-note-1", PREF, ["create_note"],
                 "Make a to-do for my car insurance renewal", recs, gold, ev, ref)


def pref_note_2() -> dict[str, Any]:
    acct = "SPTC 3100 2231 9087"
    recs = background() + [
        note("td0", "To-do", "Top up transit card (200 yuan)", "2025-08-04", "08:00"),
        note("td1", "To-do", "Top up transit card (200 yuan)", "2025-09-01", "08:00"),
        note("td2", "To-do", "Top up transit card (200 yuan)", "2025-10-06", "08:00"),
        note("td3", "To-do", "Top up Miao's school card", "2025-10-15", "19:00"),
        txn("t0", "Transit card top-up", 200.00, "2025-08-04", "08:05:00",
            "Shanghai Public Transport Card", acct),
        txn("t1", "Transit card top-up", 200.00, "2025-09-01", "08:04:00",
            "Shanghai Public Transport Card", acct),
        txn("t2", "Transit card top-up", 200.00, "2025-10-06", "08:03:00",
            "Shanghai Public Transport Card", acct),
        txn("t3", "School card top-up", 150.00, "2025-10-15", "19:10:00", "Gubei No.2 Primary",
            "6222 3100 5500 7788", "Miao"),
        sms_in("s1", "SPTC", "96900", "2025-10-31", "08:40:00",
               "Your transport card balance is 12.50 yuan. Please top up."),
        sched("sc1", "Team breakfast", "2025-11-03", "08:30:00", "09:15:00",
              location="Canteen"),
        alarm("al1", "06:50:00", "Mon, Tue, Wed, Thu, Fri", "Workday", 3, 1, 5),
    ]
    gold = [G("TodoList_Create", content=K("transit card"), date=V("2025-11-03"),
              time=V("08:00"))]
    ev = [
        ("td0", "to-do on Mon 2025-08-04 (first Monday) at 08:00"),
        ("td1", "to-do on Mon 2025-09-01 (first Monday) at 08:00"),
        ("td2", "to-do on Mon 2025-10-06 (first Monday) at 08:00; so November's is the first "
                "Monday after now: 2025-11-03, time 08:00"),
        ("t0", "the top-up done right after the August to-do"),
        ("t1", "the top-up done right after the September to-do"),
        ("t2", "the top-up done right after the October to-do"),
        ("td3", "ruled out: Miao's school card"),
        ("t3", "ruled out: the school card payment"),
        ("s1", "the balance is low: time to top up"),
        ("sc1", "the 2025-11-03 team breakfast starts 08:30, after the 08:00 to-do"),
        ("al1", "the user is up at 06:50 on weekdays: an 08:00 to-do fits"),
        ("bg_weekly", "Monday's weekly report is at 14:00, no clash"),
    ]
    ref = [
        [S("alarm", "Workday"), S("meeting", "weekly", field="repeat")],
        [S("notes", "top up"), S("transaction", "top-up")],
        [S("sms", "top up"), S("schedule", "2025-11-03", field="date")],
        [X("TodoList_Create", content="Top up transit card (200 yuan)", date="2025-11-03",
           time="08:00")],
    ]
    return build("core-pref-note-2", PREF, ["create_note"],
                 "Add a to-do to top up my transit card", recs, gold, ev, ref)


def pref_payment_1() -> dict[str, Any]:
    old, new = "6217 0012 8890 3321", "6222 0210 0113 4567"
    recs = background() + [
        contact("c_zw", "Zhang Wei", "13901112233", note="landlord, Room 1202"),
        contact("c_wz", "Wei Zhang", "+1 415-220-7702", company=COMPANY, relationship="colleague",
                note="Logistics"),
        txn("r_aug", "Rent", 6500.00, "2025-08-01", "09:00:00", "Zhang Wei", old,
            "Room 1202 rent Aug"),
        txn("r_sep", "Rent", 6500.00, "2025-09-01", "09:02:00", "Zhang Wei", old,
            "Room 1202 rent Sep"),
        sms_in("l1", "Zhang Wei", "13901112233", "2025-09-20", "19:00:00",
               "From October please pay the rent to my new account 6222 0210 0113 4567; the old "
               "6217 card is closed."),
        txn("r_oct", "Rent", 6500.00, "2025-10-01", "09:01:00", "Zhang Wei", new,
            "Room 1202 rent Oct"),
        txn("pf", "Property fee", 420.00, "2025-10-05", "10:00:00", "Gubei Property Management",
            "6228 4800 1234 0099", "Room 1202 Q4"),
        txn("wz", "Lunch split", 45.00, "2025-10-22", "12:40:00", "Wei Zhang",
            "6228 4800 7777 2211"),
        sms_in("l2", "Zhang Wei", "13901112233", "2025-10-25", "10:00:00",
               "Thanks for renewing! As agreed, rent is 6800 per month from November."),
        note("n1", "Lease renewal",
             "Signed a 2-year renewal with the landlord on 2025-10-24. Rent due on the 1st.",
             "2025-10-24", "21:00"),
        sched("sc1", "Rent due", "2025-01-01", "09:00:00", "09:10:00", repeat="monthly"),
        vm("v1", "Zhang Wei", "13901112233", "2025-10-25", "10:05:00",
           "Mr. Xu, Zhang Wei here, I sent you the new rent by text."),
    ]
    gold = [G("Consumption_Create", item=K("rent"), amount=V(6800),
              receivingName=V("Zhang Wei"), receivingAccount=V(new), note=K("room 1202"))]
    ev = [
        ("r_aug", "habit: rent to Zhang Wei on the 1st, item Rent, note 'Room 1202 rent <month>'"),
        ("r_sep", "same in September, to the old account"),
        ("r_oct", "October paid to the new account 6222 0210 0113 4567"),
        ("l1", "the old 6217 account is closed; use 6222 0210 0113 4567"),
        ("l2", "the rent is 6800 from November (this month, now 2025-11-01)"),
        ("n1", "the lease was renewed; rent due on the 1st"),
        ("c_zw", "Zhang Wei is the landlord of Room 1202"),
        ("c_wz", "ruled out: colleague Wei Zhang (namesake)"),
        ("wz", "ruled out: lunch split with Wei Zhang"),
        ("pf", "ruled out: the property fee goes to property management"),
        ("sc1", "rent is due on the 1st of every month: today"),
        ("v1", "the landlord points to his text about the new rent"),
    ]
    ref = [
        [S("schedule", "Rent"), S("voicemail", "Zhang")],
        [S("transaction", "rent"), S("notes", "rent")],
        [S("sms", "Zhang Wei"), S("contacts", "Zhang"), S("transaction", "Zhang")],
        [S("transaction", "1202")],
        [X("Consumption_Create", item="Rent", amount=6800, receivingName="Zhang Wei",
           receivingAccount=new, note="Room 1202 rent Nov")],
    ]
    return build("core-pref-payment-1", PREF, ["make_payment"], "Pay this month's rent", recs,
                 gold, ev, ref)


def pref_payment_2() -> dict[str, Any]:
    acct = "6214 8301 5566 7720"
    recs = background() + [
        contact("c_lf", "Lucy Fang", "13524467788", note="Miao's piano teacher"),
        contact("c_tg", "Tom Gu", "13611002233", note="Xin's guitar teacher"),
        sms_in("lf0", "Lucy Fang", "13524467788", "2025-07-28", "18:00:00",
               "From August I charge 300 per lesson, paid at the start of each month."),
        txn("p_aug", "Piano lessons", 1500.00, "2025-08-01", "20:00:00", "Lucy Fang", acct,
            "Miao piano Aug x5"),
        txn("p_sep", "Piano lessons", 1200.00, "2025-09-01", "20:00:00", "Lucy Fang", acct,
            "Miao piano Sep x4"),
        txn("g_oct", "Guitar lessons", 800.00, "2025-10-01", "19:30:00", "Tom Gu",
            "6222 1111 2222 3333", "Xin guitar Oct"),
        txn("p_oct", "Piano lessons", 1200.00, "2025-10-01", "20:00:00", "Lucy Fang", acct,
            "Miao piano Oct x4"),
        sched("pl", "Miao piano lesson", "2025-08-02", "10:00:00", "11:00:00", repeat="weekly",
              location="Lucy Fang's studio"),
        sms_in("lf1", "Lucy F.", "13524467788", "2025-10-30", "21:00:00",
               "I'm away on 22 Nov, so no lesson that Saturday. All other Saturdays as usual."),
        note("n1", "Miao's activities", "Piano: Saturdays 10:00 with Lucy Fang.", "2025-08-01",
             "21:00"),
        vm("v1", "Lucy Fang", "13524467788", "2025-10-25", "11:10:00",
           "Miao played very well today!"),
    ]
    gold = [G("Consumption_Create", item=K("piano"), amount=V(1200), receivingName=V("Lucy Fang"),
              receivingAccount=V(acct), note=K("miao", "piano"))]
    ev = [
        ("c_lf", "the piano teacher is Lucy Fang"),
        ("lf0", "300 per lesson, paid at the start of each month"),
        ("pl", "Miao's lesson is every Saturday: November 2025 has 5 (1, 8, 15, 22, 29)"),
        ("lf1", "no lesson on 22 Nov: 4 lessons x 300 = 1200 (sender saved as 'Lucy F.', "
                "found by her number 13524467788)"),
        ("p_aug", "August (5 Saturdays) paid 1500 = 5 x 300, note 'Miao piano Aug x5'"),
        ("p_sep", "September (4 Saturdays) paid 1200, account 6214 8301 5566 7720"),
        ("p_oct", "October (4 Saturdays) paid 1200, item 'Piano lessons', note 'Miao piano ...'"),
        ("g_oct", "ruled out: Xin's guitar lessons"),
        ("c_tg", "ruled out: the guitar teacher"),
        ("bg_dau", "Miao Xu is the daughter who takes the lessons"),
        ("n1", "piano is every Saturday with Lucy Fang"),
        ("v1", "Lucy Fang's number matches the teacher"),
    ]
    ref = [
        [S("notes", "Piano"), S("voicemail", "Lucy")],
        [S("contacts", "piano"), S("transaction", "lessons")],
        [S("sms", "13524467788", field="sender_phone"), S("schedule", "piano"),
         S("contacts", "teacher")],
        [S("contacts", "daughter", field="relationship")],
        [X("Consumption_Create", item="Piano lessons", amount=1200, receivingName="Lucy Fang",
           receivingAccount=acct, note="Miao piano Nov x4")],
    ]
    return build("core-pref-payment-2", PREF, ["make_payment"],
                 "Pay the piano teacher for November", recs, gold, ev, ref)


def pref_schedule_1() -> dict[str, Any]:
    recs = background() + [
        contact("c_coach", "Coach Wang", "13916001122", note="Xin's U12 football coach"),
        sched("f1", "Xin football match vs Minhang FC", "2025-10-12", "09:00:00", "11:00:00",
              reminder="1 day before", location="Minhang Sports Park"),
        sched("f4", "Xin football training", "2025-10-14", "17:00:00", "18:30:00",
              repeat="weekly", location="Gubei school field"),
        sched("f2", "Xin football match vs Jing'an Stars", "2025-10-26", "10:00:00", "12:00:00",
              reminder="1 day before", location="Century Park Pitch 1"),
        sched("f3", "Miao dance show", "2025-11-09", "15:00:00", "16:30:00",
              reminder="1 hour before", location="Children's Palace"),
        sms_in("co0", "Coach Wang", "13916001122", "2025-10-20", "18:00:00",
               "Next U12 match vs Pudong Lions: Saturday 8 Nov, 09:30, Century Park Pitch 3."),
        sms_in("co1", "Coach Wang", "13916001122", "2025-10-29", "18:30:00",
               "Change: the Pudong Lions match moves to Sunday 9 Nov because of the pitch booking. "
               "Kick-off 09:30, finishes about 11:30, still Century Park Pitch 3."),
        sms_in("co2", "Coach Wang", "13916001122", "2025-10-30", "19:00:00",
               "Training this Tuesday is cancelled."),
        txn("t1", "Football club fee", 900.00, "2025-09-01", "09:00:00",
            "Minhang Youth Football Club", "6222 4444 5555 6666", "Xin U12 autumn"),
        note("n1", "Xin football", "Match days: bring water, shin pads, orange slices.",
             "2025-09-02", "20:00"),
        vm("v1", "Coach Wang", "13916001122", "2025-10-29", "18:35:00",
           "Please check my text about the match change."),
    ]
    gold = [G("Schedule_Create", date=V("2025-11-09"), title=K("football"),
              timeStart=V("09:30:00"), timeEnd=V("11:30:00"), timeRemind=V("1 day before"),
              location=K("century park", "pitch 3"))]
    ev = [
        ("co1", "the next match: Sunday 2025-11-09, 09:30-11:30, Century Park Pitch 3"),
        ("co0", "ruled out: the original Saturday 8 Nov date"),
        ("co2", "ruled out: a training cancellation"),
        ("f1", "habit: Xin's matches go in the calendar as 'Xin football match vs ...' with "
               "reminder 1 day before"),
        ("f2", "same habit: reminder 1 day before, venue as location"),
        ("f4", "ruled out: weekly training, not a match"),
        ("f3", "Miao's show is at 15:00 that day, no clash"),
        ("c_coach", "Coach Wang is Xin's football coach"),
        ("bg_son", "Xin Xu is the son"),
        ("t1", "Xin plays in the U12 team"),
        ("n1", "match-day checklist: a match is a calendar event for the user"),
        ("v1", "the coach points to the text with the change"),
    ]
    ref = [
        [S("transaction", "Football"), S("notes", "football"), S("voicemail", "Coach")],
        [S("schedule", "football"), S("sms", "Coach Wang")],
        [S("schedule", "2025-11-09", field="date"), S("contacts", "football")],
        [S("contacts", "son", field="relationship")],
        [X("Schedule_Create", date="2025-11-09", title="Xin football match vs Pudong Lions",
           timeStart="09:30:00", timeEnd="11:30:00", timeRemind="1 day before",
           location="Century Park Pitch 3")],
    ]
    return build("core-pref-schedule-1", PREF, ["create_schedule"],
                 "Put Xin's next match in my calendar", recs, gold, ev, ref)


def pref_schedule_2() -> dict[str, Any]:
    recs = background() + [
        sched("h1", "Haircut - Tony's Barber", "2025-08-16", "10:00:00", "11:00:00",
              reminder="1 hour before", location="Tony's Barber, 12 Fangbang Rd"),
        sched("h2", "Haircut - Tony's Barber", "2025-09-13", "10:00:00", "11:00:00",
              reminder="1 hour before", location="Tony's Barber, 12 Fangbang Rd"),
        sched("h3", "Haircut - Tony's Barber", "2025-10-11", "10:00:00", "11:00:00",
              reminder="1 hour before", location="Tony's Barber, 12 Fangbang Rd"),
        sched("lx", "Ling - hair salon", "2025-10-18", "14:00:00", "16:00:00",
              location="Wella Salon"),
        txn("t1", "Haircut", 80.00, "2025-08-16", "10:55:00", "Tony's Barber",
            "6228 0000 5555 1212"),
        txn("t2", "Haircut", 80.00, "2025-09-13", "10:52:00", "Tony's Barber",
            "6228 0000 5555 1212"),
        txn("t3", "Haircut", 80.00, "2025-10-11", "10:58:00", "Tony's Barber",
            "6228 0000 5555 1212"),
        txn("t4", "Hair salon", 380.00, "2025-10-18", "15:50:00", "Wella Salon",
            "6228 0000 9999 3434", "Ling"),
        sms_in("tb", "Tony's Barber", "021-6321 8899", "2025-10-27", "11:00:00",
               "We have moved! From November find us at 88 Yuyuan Rd. Same opening hours."),
        sched("k1", "Xin football match", "2025-11-08", "14:00:00", "16:00:00",
              reminder="1 day before", location="Century Park"),
        contact("c_tony", "Tony (barber)", "021-6321 8899", note="Tony's Barber, 12 Fangbang Rd"),
        vm("v1", "Tony's Barber", "021-6321 8899", "2025-10-28", "12:00:00",
           "Your usual Saturday morning slot is open in November."),
    ]
    gold = [G("Schedule_Create", date=V("2025-11-08"), title=K("haircut"),
              timeStart=V("10:00:00"), timeEnd=V("11:00:00"), timeRemind=V("1 hour before"),
              location=K("88 yuyuan"))]
    ev = [
        ("h1", "haircut on Sat 2025-08-16, 10:00-11:00, reminder 1 hour before"),
        ("h2", "haircut on Sat 2025-09-13: four weeks later, same slot"),
        ("h3", "haircut on Sat 2025-10-11: every four weeks, so the next is Sat 2025-11-08, "
               "10:00-11:00"),
        ("t1", "paid Tony's Barber on 2025-08-16"),
        ("t2", "paid Tony's Barber on 2025-09-13"),
        ("t3", "paid Tony's Barber on 2025-10-11"),
        ("tb", "from November the barber is at 88 Yuyuan Rd (the Fangbang Rd address is old)"),
        ("lx", "ruled out: Ling's salon visit"),
        ("t4", "ruled out: Ling's salon payment"),
        ("k1", "the 2025-11-08 football match is in the afternoon, no clash"),
        ("c_tony", "the saved address 12 Fangbang Rd is outdated"),
        ("v1", "the usual Saturday morning slot is available"),
    ]
    ref = [
        [S("contacts", "barber"), S("voicemail", "Tony")],
        [S("schedule", "hair"), S("transaction", "hair")],
        [S("sms", "Tony"), S("schedule", "2025-11-08", field="date")],
        [X("Schedule_Create", date="2025-11-08", title="Haircut - Tony's Barber",
           timeStart="10:00:00", timeEnd="11:00:00", timeRemind="1 hour before",
           location="Tony's Barber, 88 Yuyuan Rd")],
    ]
    return build("core-pref-schedule-2", PREF, ["create_schedule"],
                 "Put my next haircut in the calendar", recs, gold, ev, ref)


def pref_transport_1() -> dict[str, Any]:
    us = [ME, "Ling Xie"]
    recs = background() + [
        sms_in("s_mom", "Shufen Wang", "13705716699", "2025-10-28", "20:15:00",
               "Dad's b-day dinner is on Saturday the 15th at Louwailou. Come Friday evening "
               "after work, we'll wait for you."),
        trip("p1", "2025-02-14", "18:30:00", "19:38:00", "Shanghai Hongqiao", "Hangzhou East",
             "train", us, MY_PHONE, "146 yuan", "completed"),
        trip("p2", "2025-05-30", "18:30:00", "19:40:00", "Shanghai Hongqiao", "Hangzhou East",
             "train", us, MY_PHONE, "146 yuan", "completed"),
        trip("p3", "2025-08-08", "18:30:00", "19:40:00", "Shanghai Hongqiao", "Hangzhou East",
             "train", us, MY_PHONE, "146 yuan", "completed"),
        trip("p3r", "2025-08-10", "17:05:00", "18:10:00", "Hangzhou East", "Shanghai Hongqiao",
             "train", us, MY_PHONE, "146 yuan", "completed"),
        trip("b1", "2025-09-17", "07:05:00", "08:10:00", "Shanghai Hongqiao", "Hangzhou East",
             "train", [ME], MY_PHONE, "73 yuan", "completed"),
        trip("c1", "2025-10-24", "18:30:00", "19:40:00", "Shanghai Hongqiao", "Hangzhou East",
             "train", ["Ling Xie", "Miao Xu"], "13916623345", "110 yuan", "cancelled"),
        sched("sc1", "Dad's birthday dinner - Louwailou", "2025-11-15", "18:00:00", "20:30:00",
              reminder="1 day before", location="Louwailou, Hangzhou"),
        meet("m1", "Vendor call - cashew pricing", "2025-11-14", "16:00:00", "17:00:00",
             ["Grace Lin"], location=["Room 3B"], status="scheduled"),
        note("n1", "Birthday weekend", "Take Friday afternoon off? No - leave after work.",
             "2025-10-29", "08:00"),
    ]
    gold = [G("Transport_Create", date=V("2025-11-14"), time=V("18:30:00"), start=K("hongqiao"),
              end=K("hangzhou east"), passenger=V(us), telephone=V(MY_PHONE),
              transportType=V("train"))]
    ev = [
        ("s_mom", "Dad's birthday ('b-day') dinner is Saturday the 15th; come Friday evening: from now "
                  "(Sat 2025-11-01) that is Friday 2025-11-14"),
        ("bg_dad", "Dad lives in Hangzhou"),
        ("sc1", "the dinner is on 2025-11-15 in Hangzhou"),
        ("p1", "habit: Friday-evening family trips take the 18:30 train Shanghai Hongqiao -> "
               "Hangzhou East for Yixuan Xu and Ling Xie, contact 15711227837"),
        ("p2", "same: 18:30 train, same two passengers"),
        ("p3", "same: 18:30 train, same two passengers; mode train"),
        ("b1", "ruled out: a solo morning business trip"),
        ("p3r", "ruled out: a return trip (Hangzhou East -> Shanghai Hongqiao)"),
        ("c1", "ruled out: a cancelled trip of Ling and Miao"),
        ("m1", "the user's last meeting that Friday ends at 17:00, so 18:30 works"),
        ("bg_wife", "'our' = the user and his wife Ling Xie"),
        ("n1", "the user leaves after work on Friday"),
    ]
    ref = [
        [S("notes", "weekend")],
        [S("sms", "b-?day|birthday", mode="regex"),
         S("contacts", "father", field="relationship")],
        [S("schedule", "birthday"), S("transport", "Hangzhou"),
         S("transport", "Hangzhou", page=2)],
        [S("meeting", "2025-11-14", field="start_date"), S("contacts", "wife",
                                                              field="relationship")],
        [X("Transport_Create", date="2025-11-14", time="18:30:00", start="Shanghai Hongqiao",
           end="Hangzhou East", passenger=us, telephone=MY_PHONE, transportType="train")],
    ]
    return build("core-pref-transport-1", PREF, ["book_transport"],
                 "Book our train for Dad's birthday", recs, gold, ev, ref)


def pref_transport_2() -> dict[str, Any]:
    home = "Home (Lane 88 Gubei Rd)"
    recs = background() + [
        trip("c3", "2025-06-20", "11:00:00", "12:10:00", home, "Shanghai Pudong Airport", "car",
             [ME], MY_PHONE, "180 yuan", "completed"),
        trip("f3", "2025-06-20", "14:00:00", "16:30:00", "Shanghai Pudong", "Qingdao Jiaodong",
             "plane", [ME], MY_PHONE, "820 yuan", "completed"),
        trip("c1", "2025-09-12", "05:40:00", "06:15:00", home, "Shanghai Hongqiao Airport", "car",
             [ME], MY_PHONE, "60 yuan", "completed"),
        trip("f1", "2025-09-12", "07:40:00", "10:05:00", "Shanghai Hongqiao", "Beijing Daxing",
             "plane", [ME], MY_PHONE, "980 yuan", "completed"),
        trip("c2", "2025-10-17", "06:20:00", "07:30:00", home, "Shanghai Pudong Airport", "car",
             [ME], MY_PHONE, "175 yuan", "completed"),
        trip("f2", "2025-10-17", "09:20:00", "11:15:00", "Shanghai Pudong", "Xiamen Gaoqi",
             "plane", [ME], MY_PHONE, "760 yuan", "completed"),
        trip("f4", "2025-08-22", "08:00:00", "11:40:00", "Shanghai Pudong", "Sanya Phoenix",
             "plane", ["Ling Xie", "Miao Xu"], "13916623345", "2300 yuan", "completed"),
        trip("lf", "2025-11-04", "09:00:00", "11:20:00", "Shanghai Hongqiao", "Beijing Capital",
             "plane", ["Ling Xie"], "13916623345", "1100 yuan", "booked"),
        trip("ft", "2025-11-04", "10:20:00", "12:35:00", "Shanghai Pudong", "Shenyang Taoxian",
             "plane", [ME], MY_PHONE, "1260 yuan", "booked"),
        sms_in("s1", "China Southern", "95539", "2025-10-29", "14:00:00",
               "CZ6502 Shanghai Pudong-Shenyang, Tue 2025-11-04 10:20, passenger Yixuan Xu, "
               "confirmed."),
        meet("m1", "Pine nut supplier visit - Shenyang", "2025-11-04", "15:00:00", "17:00:00",
             ["Grace Lin"], location=["Shenyang"], status="scheduled"),
        note("n1", "Shenyang trip", "Pine nut supplier at 15:00 on Tuesday.", "2025-10-29",
             "15:00"),
        sms_in("s2", "Didi", "400-000-0999", "2025-10-17", "06:00:00",
               "Your ride to Shanghai Pudong Airport at 06:20 is confirmed."),
    ]
    gold = [G("Transport_Create", date=V("2025-11-04"), time=V("07:20:00"), start=K("gubei"),
              end=K("pudong"), passenger=V([ME]), telephone=V(MY_PHONE),
              transportType=V("car"))]
    ev = [
        ("ft", "Tuesday (2025-11-04) flight departs Shanghai Pudong at 10:20"),
        ("s1", "confirms the user's Tue 2025-11-04 10:20 Pudong flight"),
        ("lf", "ruled out: Ling's flight from Hongqiao the same day"),
        ("c3", "habit: car from Home (Lane 88 Gubei Rd) to Pudong 3 hours before a 14:00 flight"),
        ("f3", "the 14:00 Pudong flight of that car ride"),
        ("c2", "car to Pudong at 06:20 for a 09:20 flight: 3 hours before; so 10:20 -> 07:20"),
        ("f2", "the 09:20 Pudong flight of that car ride"),
        ("c1", "Hongqiao gets only 2 hours (05:40 for 07:40): not the Pudong rule"),
        ("f1", "the 07:40 Hongqiao flight"),
        ("m1", "the trip is for the Shenyang supplier visit"),
        ("bg_wife", "Ling Xie is the wife; her flight is not the user's"),
        ("n1", "the Shenyang trip on Tuesday"),
        ("s2", "the October airport ride at 06:20 for the 09:20 flight"),
    ]
    ref = [
        [S("notes", "Shenyang"), S("sms", "Pudong Airport")],
        [S("transport", "2025-11-04", field="date"), S("sms", "2025-11-04")],
        [S("transport", "car", field="mode"), S("transport", "plane", field="mode"),
         S("transport", "plane", field="mode", page=2)],
        [S("meeting", "Shenyang"), S("contacts", "Ling Xie")],
        [X("Transport_Create", date="2025-11-04", time="07:20:00", start=home,
           end="Shanghai Pudong Airport", passenger=[ME], telephone=MY_PHONE,
           transportType="car")],
    ]
    return build("core-pref-transport-2", PREF, ["book_transport"],
                 "Get me a car to the airport on Tuesday", recs, gold, ev, ref)


# ==============================================================================================
# multi_intent


def multi_1() -> dict[str, Any]:
    dad_acct = "6228 4800 5566 1958"
    recs = background() + [
        contact("c_fil", "Jianguo Xie", "13901237788", relationship="father-in-law"),
        contact("c_xue", "Guoqiang Xue", "13522340098", company="Xue Logistics",
                relationship="supplier"),
        txn("t_jul", "Living expenses", 3000.00, "2025-07-01", "08:30:00", "Guoqiang Xu",
            dad_acct, "Jul living money"),
        txn("t_aug", "Living expenses", 3000.00, "2025-08-01", "08:30:00", "Guoqiang Xu",
            dad_acct, "Aug living money"),
        txn("t_sep", "Living expenses", 3000.00, "2025-09-01", "08:30:00", "Guoqiang Xu",
            dad_acct, "Sep living money"),
        txn("t_fil9", "Living expenses", 2000.00, "2025-09-01", "08:20:00", "Jianguo Xie",
            "6217 0033 4400 5566", "Sep living money"),
        txn("t_fil", "Living expenses", 2000.00, "2025-10-01", "08:20:00", "Jianguo Xie",
            "6217 0033 4400 5566", "Oct living money"),
        txn("t_oct", "Living expenses", 3000.00, "2025-10-01", "08:31:00", "Guoqiang Xu",
            dad_acct, "Oct living money"),
        txn("t_mom", "Birthday gift", 888.00, "2025-10-08", "10:00:00", "Shufen Wang",
            "6228 4800 5566 1960", "Happy birthday Mom"),
        sms_in("s_mom", "Shufen Wang", "13705716699", "2025-10-26", "19:40:00",
               "Dad's new blood pressure medicine costs more. From November could you add 500 to "
               "his monthly money? Don't tell him I asked."),
        vm("v_dad", "Guoqiang Xu", "13705716688", "2025-10-30", "18:45:00",
           "Son, call me when you can. And no video please, the picture freezes on my phone."),
        note("n1", "Family budget",
             "Dad's living money goes out on the 1st of every month. In-laws on the 1st too.",
             "2025-01-05", "20:00"),
    ]
    gold = [G("Phone_Call", telephone=V("13705716688"), type=V("VOICE")),
            G("Consumption_Create", item=K("living"), amount=V(3500), receivingName=V("Guoqiang Xu"),
              receivingAccount=V(dad_acct), note=K("living money"))]
    ev = [
        ("bg_dad", "Dad is Guoqiang Xu, telephone 13705716688"),
        ("v_dad", "Dad asks for a call back, no video: type VOICE"),
        ("t_aug", "monthly living money to Guoqiang Xu, account 6228 4800 5566 1958"),
        ("t_sep", "same transfer in September: item Living expenses, note '<month> living money'"),
        ("t_oct", "same in October: 3000"),
        ("s_mom", "from November add 500: 3000 + 500 = 3500 (now is 2025-11-01)"),
        ("n1", "Dad's living money is due on the 1st of each month, i.e. today"),
        ("t_fil", "ruled out: the in-laws' transfer to Jianguo Xie"),
        ("t_fil9", "ruled out: the in-laws' September transfer"),
        ("t_jul", "July: 3000 to Guoqiang Xu as well"),
        ("c_fil", "ruled out: the father-in-law"),
        ("c_xue", "ruled out: namesake supplier Guoqiang Xue"),
        ("t_mom", "ruled out: Mom's birthday gift to another account"),
        ("bg_mom", "Mom is Shufen Wang"),
    ]
    ref = [
        [S("contacts", "father", field="relationship"), S("contacts", "Guoqiang")],
        [S("transaction", "living"), S("transaction", "living", page=2),
         S("transaction", "Shufen")],
        [S("sms", "Shufen Wang"), S("voicemail", "Guoqiang"), S("notes", "living money"),
         S("contacts", "mother", field="relationship")],
        [X("Phone_Call", telephone="13705716688", type="VOICE"),
         X("Consumption_Create", item="Living expenses", amount=3500, receivingName="Guoqiang Xu",
           receivingAccount=dad_acct, note="Nov living money")],
    ]
    return build("core-multi-1", MULTI, ["make_call", "make_payment"],
                 "Call Dad and send this month's living money", recs, gold, ev, ref)


def multi_2() -> dict[str, Any]:
    recs = background() + [
        note("n0", "China Nut Expo 2024", "Nanjing International Expo Center, 20-22 Nov 2024.",
             "2024-09-10", "10:00"),
        note("n1", "China Nut Expo 2025",
             "Nanjing International Expo Center, Wed 19 - Fri 21 Nov. Our booth B12.",
             "2025-09-15", "10:00"),
        meet("m1", "China Nut Expo - booth duty", "2025-11-19", "09:30:00", "17:00:00",
             ["Grace Lin", "Tom Becker"], location=["Nanjing International Expo Center"],
             status="scheduled", end_date="2025-11-21"),
        sms_in("s1", "Grace Lin", "+1 415-220-7781", "2025-10-29", "11:00:00",
               "Expo travel: the team takes G7002 on Wed 19 Nov, 07:05 from Shanghai Hongqiao to "
               "Nanjing South. Please book your own seat."),
        sms_in("s2", "China Nut Expo", "025-8888 6600", "2025-10-20", "09:00:00",
               "Exhibitor rate at Jinling Hotel Hexi for the nights of 19 and 20 Nov. Quote "
               "code NUT25 when booking."),
        sms_in("s3", "Tom Becker", "+1 415-220-7790", "2025-10-30", "17:00:00",
               "I'll drive to Nanjing on the 18th to set up the booth."),
        trip("tr0", "2025-06-10", "07:05:00", "08:45:00", "Shanghai Hongqiao", "Nanjing South",
             "train", [ME], MY_PHONE, "135 yuan", "completed"),
        trip("trt", "2025-11-18", "14:00:00", "18:00:00", "Shanghai", "Nanjing", "car",
             ["Tom Becker"], "+1 415-220-7790", "600 yuan", "booked"),
        acc("a1", "Atour Hotel Shenzhen Nanshan", "2025-07-15", "2025-07-17", "Standard King",
            [ME], MY_PHONE, "1240 yuan", "completed"),
        acc("a2", "Jinling Hotel Nanjing", "2025-06-10", "2025-06-11", "Standard King", [ME],
            MY_PHONE, "650 yuan", "completed"),
        acc("a3", "Jinling Hotel Hexi", "2025-11-19", "2025-11-21", "Twin Room", ["Grace Lin"],
            "+1 415-220-7781", "1400 yuan", "booked"),
    ]
    gold = [G("Transport_Create", date=V("2025-11-19"), time=V("07:05:00"), start=K("hongqiao"),
              end=K("nanjing south"), passenger=V([ME]), telephone=V(MY_PHONE),
              transportType=V("train")),
            G("Accommodation_Create", location=V("Jinling Hotel Hexi"),
              dateCheckIn=V("2025-11-19"), dateCheckOut=V("2025-11-21"),
              roomType=V("Standard King"), people=V([ME]), telephone=V(MY_PHONE))]
    ev = [
        ("n1", "the 2025 expo: Nanjing, Wed 2025-11-19 to Fri 2025-11-21"),
        ("n0", "ruled out: last year's expo dates"),
        ("m1", "booth duty 2025-11-19 to 2025-11-21"),
        ("s1", "train G7002 on 2025-11-19 at 07:05, Shanghai Hongqiao -> Nanjing South; book "
               "your own seat (passenger Yixuan Xu)"),
        ("s2", "hotel: Jinling Hotel Hexi for the nights of 19 and 20 Nov: check-in 2025-11-19, "
               "check-out 2025-11-21"),
        ("a1", "the user's business stays are Standard King, contact 15711227837"),
        ("a2", "last Nanjing stay also Standard King"),
        ("tr0", "last Nanjing trip was the same 07:05 train, contact 15711227837"),
        ("a3", "ruled out: Grace's own Twin Room at Jinling Hotel Hexi"),
        ("s3", "ruled out: Tom drives separately"),
        ("trt", "ruled out: Tom's car booking"),
        ("bg_grace", "Grace Lin is a colleague"),
        ("bg_tom", "Tom Becker is a colleague"),
    ]
    ref = [
        [S("notes", "Expo"), S("meeting", "Expo")],
        [S("sms", "Nanjing"), S("sms", "Jinling")],
        [S("transport", "Nanjing"), S("accommodation", "Standard King", field="room_type"),
         S("accommodation", "Jinling")],
        [S("contacts", "colleague", field="relationship")],
        [X("Transport_Create", date="2025-11-19", time="07:05:00", start="Shanghai Hongqiao",
           end="Nanjing South", passenger=[ME], telephone=MY_PHONE, transportType="train"),
         X("Accommodation_Create", location="Jinling Hotel Hexi", dateCheckIn="2025-11-19",
           dateCheckOut="2025-11-21", roomType="Standard King", people=[ME], telephone=MY_PHONE)],
    ]
    return build("core-multi-2", MULTI, ["book_transport", "book_accommodation"],
                 "Book my train and hotel for the Nanjing expo", recs, gold, ev, ref)


def multi_3() -> dict[str, Any]:
    recs = background() + [
        sched("e1", "Eye check - Dr. Lee", "2025-09-22", "09:00:00", "09:40:00",
              reminder="1 day before", location="Eye & ENT Hospital"),
        alarm("a1", "08:00:00", "never", "Eye check", 3, 1, 5, status="off"),
        sched("e2", "Blood test", "2025-10-15", "07:30:00", "08:00:00", reminder="1 day before",
              location="Huashan Hospital"),
        alarm("a2", "06:30:00", "never", "Blood test", 3, 1, 5, status="off"),
        alarm("a3", "06:50:00", "Mon, Tue, Wed, Thu, Fri", "Workday", 3, 1, 5),
        sms_in("d0", "Meinian Dental", "021-6278 3300", "2025-10-13", "10:00:00",
               "Your appointment on 2025-10-20 has been cancelled at your request."),
        sms_in("d1", "Meinian Dental", "021-6278 3300", "2025-10-31", "16:00:00",
               "Yixuan Xu, your appointment with Dr. Huang is confirmed: Mon 2025-11-10, "
               "08:30-09:15, Meinian Dental Gubei."),
        sms_in("d2", "Meinian Dental", "021-6278 3300", "2025-10-31", "16:02:00",
               "Xin Xu, your appointment with Dr. Huang: Tue 2025-11-04, 16:30."),
        sched("x1", "Xin - dentist", "2025-11-04", "16:30:00", "17:15:00",
              location="Meinian Dental Gubei"),
        txn("t1", "Dental cleaning deposit", 200.00, "2025-10-31", "16:05:00",
            "Meinian Dental Gubei", "6225 0210 7788 1100", "Yixuan"),
        contact("c_huang", "Dr. Huang", "021-6278 3300", company="Meinian Dental Gubei",
                note="family dentist"),
    ]
    gold = [G("Schedule_Create", date=V("2025-11-10"), title=K("dentist"),
              timeStart=V("08:30:00"), timeEnd=V("09:15:00"), timeRemind=V("1 day before"),
              location=K("meinian")),
            G("Clock_CreateAlarm", time=V("07:30:00"), name=U)]
    ev = [
        ("d1", "the user's appointment: Mon 2025-11-10, 08:30:00-09:15:00, Meinian Dental "
               "Gubei"),
        ("d0", "ruled out: the cancelled 2025-10-20 appointment"),
        ("d2", "ruled out: Xin's appointment"),
        ("x1", "ruled out: Xin's dentist entry on 2025-11-04"),
        ("e1", "habit: medical appointments go in the calendar with reminder 1 day before"),
        ("a1", "... and get an alarm one hour before (09:00 -> 08:00), default ring settings"),
        ("e2", "blood test at 07:30, reminder 1 day before"),
        ("a2", "its alarm at 06:30, one hour before; so 08:30 -> alarm 07:30:00"),
        ("a3", "ruled out: the weekday alarm at 06:50 is not the appointment alarm"),
        ("t1", "the deposit for the user's own cleaning"),
        ("bg_son", "Xin Xu is the son"),
        ("c_huang", "Dr. Huang of Meinian Dental Gubei is the family dentist"),
    ]
    ref = [
        [S("contacts", "Huang")],
        [S("sms", "Dr. Huang"), S("sms", "Meinian")],
        [S("schedule", "Hospital"), S("schedule", "dentist"), S("alarm", "0", field="time")],
        [S("transaction", "Dental"), S("contacts", "Xin")],
        [X("Schedule_Create", date="2025-11-10", title="Dentist - Dr. Huang", timeStart="08:30:00",
           timeEnd="09:15:00", timeRemind="1 day before", location="Meinian Dental Gubei"),
         X("Clock_CreateAlarm", time="07:30:00", name="Dentist")],
    ]
    return build("core-multi-3", MULTI, ["create_schedule", "set_alarm"],
                 "Add my dentist visit and an alarm for it", recs, gold, ev, ref)


def multi_4() -> dict[str, Any]:
    recs = background() + [
        contact("c_diana", "Diana Tim", "+1 650-441-9027", relationship="colleague's wife"),
        sms_in("s1", "Dana Tim", "+1 650-441-9072", "2025-10-27", "21:00:00",
               "Got us two tickets for the Jay Chou concert on 22 Nov, 1360 in total. Send me your "
               "half when you can: account 6214 8301 2233 4410 (Dana Tim)."),
        sms_in("s2", "Dana Tim", "+1 650-441-9072", "2025-10-27", "21:06:00",
               "Oops, 4410 is my old card. Use 6214 8301 2233 4419 instead."),
        sms_in("s3", "Grace Lin", "+1 415-220-7781", "2025-10-28", "09:30:00",
               "Anyone want my spare ticket for the Eason Chan concert? 480."),
        txn("t0", "Dinner split", 240.00, "2025-09-14", "22:10:00", "Dana Tim",
            "6214 8301 2233 4419", "hotpot"),
        sms_out("o0", "Dana Tim", "+1 650-441-9072", "2025-09-14", "22:12:00",
                "Sent you 240 for the hotpot dinner, thanks!"),
        txn("t1", "Concert tickets", 960.00, "2025-06-02", "12:00:00", "Damai",
            "6222 0000 1111 2222", "Mayday concert"),
        sched("c1", "Jay Chou concert with Dana", "2025-11-22", "19:30:00", "22:30:00",
              reminder="1 day before", location="Shanghai Stadium"),
        note("n1", "IOUs", "Owe Dana half of the concert tickets.", "2025-10-27", "21:10"),
        vm("v2", "Dana Tim", "+1 650-441-9072", "2025-10-28", "20:00:00",
           "Did you get my text about the concert tickets?"),
    ]
    gold = [G("Consumption_Create", item=K("concert"), amount=V(680), receivingName=V("Dana Tim"),
              receivingAccount=V("6214 8301 2233 4419")),
            G("Messages_Send", telephone=V("+1 650-441-9072"), text=K("concert"))]
    ev = [
        ("s1", "two concert tickets, 1360 in total: half is 680; account 4410"),
        ("s2", "4410 is the old card: pay to 6214 8301 2233 4419"),
        ("t0", "Dana's account 6214 8301 2233 4419 used before; payee name Dana Tim"),
        ("o0", "habit: after paying Dana back the user texts her to say so"),
        ("n1", "the user owes Dana half of the concert tickets"),
        ("c1", "the Jay Chou concert with Dana on 2025-11-22"),
        ("bg_dana", "Dana Tim's phone +1 650-441-9072"),
        ("c_diana", "ruled out: Diana Tim (namesake, similar number)"),
        ("s3", "ruled out: Grace's Eason Chan ticket"),
        ("t1", "ruled out: an earlier concert bought from Damai"),
        ("bg_vm1", "Dana's voicemail, same number"),
        ("v2", "Dana reminds about the ticket money"),
    ]
    ref = [
        [S("sms", "concert"), S("sms", "Dana", field="sender_name")],
        [S("transaction", "Dana"), S("transaction", "concert"), S("notes", "Dana")],
        [S("sms", "Dana", field="recipient_name"), S("schedule", "concert"),
         S("contacts", "Tim"), S("voicemail", "Dana")],
        [X("Consumption_Create", item="Concert tickets", amount=680, receivingName="Dana Tim",
           receivingAccount="6214 8301 2233 4419"),
         X("Messages_Send", telephone="+1 650-441-9072",
           text="Sent you 680 for the Jay Chou concert ticket, thanks!")],
    ]
    return build("core-multi-4", MULTI, ["make_payment", "send_message"],
                 "Pay Dana back for the concert and tell her", recs, gold, ev, ref)


def multi_5() -> dict[str, Any]:
    recs = background() + [
        contact("c_lu", "Master Lu", "13564239918", company="Lu Electric", note="electrician"),
        contact("c_liuy", "Liu Yang", "+1 415-220-7705", company=COMPANY,
                relationship="colleague"),
        note("n1", "Kitchen", "Pipe under the kitchen sink leaking since Thursday.",
             "2025-10-30", "22:00"),
        sms_in("s1", "Gubei Property Management", "021-6208 1100", "2025-10-31", "09:00:00",
               "Re your leak report: we recommend Anju Repairs (Master Liu), they will call you."),
        vm("v1", "", "021-5418 7720", "2025-10-31", "16:10:00",
           "Hello, Master Liu from Anju Repairs about your leaking kitchen pipe. This is our "
           "office line; please call my mobile, 135 6423 9981."),
        vm("v2", "Master Lu", "13564239918", "2025-10-20", "11:00:00",
           "The new socket is installed, invoice sent."),
        txn("t1", "Electrician", 350.00, "2025-10-20", "12:00:00", "Lu Electric",
            "6222 5555 6666 7777", "socket"),
        sched("sc1", "Plumber visit?", "2025-11-01", "14:00:00", "16:00:00",
              location="Home"),
        sms_in("s2", "Anju Repairs", "021-5418 7720", "2025-10-31", "16:15:00",
               "Thanks for your repair request, ticket A-2291. Our plumber will contact you."),
        sms_in("s3", "Ling Xie", "13916623345", "2025-11-01", "10:00:00",
               "The kitchen floor is wet again, did the plumber call?"),
        contact("c_lq", "Liu Qiang", "13564239981", relationship="friend", note="badminton"),
    ]
    gold = [G("Contacts_Create", name=K("liu"), telephone=V("135 6423 9981"),
              company=V("Anju Repairs"), note=K("plumber")),
            G("Phone_Call", telephone=V("135 6423 9981"))]
    ev = [
        ("v1", "Master Liu of Anju Repairs; his mobile 135 6423 9981 (021-5418 7720 is only the "
               "office line)"),
        ("s1", "Anju Repairs (Master Liu) is the plumber recommended for the leak"),
        ("n1", "the kitchen pipe leak"),
        ("c_lu", "how tradesmen are saved: company and trade as note (plumber for Master Liu)"),
        ("c_liuy", "ruled out: colleague Liu Yang"),
        ("v2", "ruled out: the electrician Master Lu (similar number)"),
        ("t1", "ruled out: payment to Lu Electric"),
        ("sc1", "a slot kept free this afternoon for the plumber"),
        ("bg_reeves", "other saved contacts also carry company and note"),
        ("s2", "Anju Repairs' office line 021-5418 7720 is a switchboard"),
        ("s3", "the leak is urgent: call the plumber back"),
        ("c_lq", "ruled out: friend Liu Qiang (similar number 13564239981)"),
    ]
    ref = [
        [S("sms", "plumber")],
        [S("voicemail", "plumb", mode="fuzzy"), S("voicemail", "Master"), S("notes", "leak")],
        [S("sms", "Anju"), S("contacts", "Master"), S("contacts", "Liu")],
        [S("transaction", "Electric"), S("schedule", "Plumber"), S("contacts", "almonds")],
        [X("Contacts_Create", name="Master Liu", telephone="135 6423 9981", company="Anju Repairs",
           note="plumber"),
         X("Phone_Call", telephone="135 6423 9981")],
    ]
    return build("core-multi-5", MULTI, ["save_contact", "make_call"],
                 "Save the plumber's number and call him back", recs, gold, ev, ref)


def multi_6() -> dict[str, Any]:
    recs = background() + [
        contact("c_mills", "Daisy Mills", "+1 408-552-7180", company="Sunny Raisin Co.",
                relationship="supplier", note="raisins"),
        meet("q3", "Q3 budget review", "2025-08-06", "14:00:00", "15:30:00",
             ["Daniel Reed", "Daisy Miller"], reminder="1 hour before", location=["Room 3B"]),
        note("p1", "To-do", "Prepare Q3 budget figures for the review", "2025-08-05", "16:00"),
        meet("sr", "Supplier review - October", "2025-10-06", "15:00:00", "16:30:00",
             ["Daniel Reed", "Grace Lin", "Tom Becker"], reminder="30 minutes before",
             location=["Room 5A"]),
        note("p2", "To-do", "Prepare slides for the supplier review", "2025-10-05", "16:00"),
        sms_in("s1", "Daniel Reed", "+1 415-739-2098", "2025-10-31", "17:00:00",
               "Please set up the Q4 budget review with Daisy and me next Wednesday, 14:00-15:30. "
               "Room 5A is free then."),
        sms_in("s2", "Daisy Miller", "+1 408-552-7810", "2025-10-31", "17:20:00",
               "Wednesday works for me, I'll bring the Q4 forecast."),
        sms_in("s3", "Daisy Mills", "+1 408-552-7180", "2025-10-30", "10:00:00",
               "Raisin price list for Q4 attached.", attach=["raisins_q4.pdf"]),
        txn("t1", "Team snacks for budget review", 96.00, "2025-08-06", "13:30:00", "Lawson",
            "6225 1111 0000 9999"),
    ]
    gold = [G("Meeting_Create", dateStart=V("2025-11-05"), dateEnd=V("2025-11-05"),
              timeStart=V("14:00:00"), timeEnd=V("15:30:00"), timeRemind=V("1 hour before"),
              title=K("budget"), location=V(["Room 5A"]),
              participants=V(["Daniel Reed", "Daisy Miller"])),
            G("TodoList_Create", content=K("budget"), date=V("2025-11-04"), time=V("16:00"))]
    ev = [
        ("s1", "Q4 budget review with Daisy and Daniel, 'next Wednesday' from the Fri 2025-10-31 "
               "message = 2025-11-05, 14:00:00-15:30:00, Room 5A"),
        ("s2", "Daisy Miller confirms Wednesday"),
        ("bg_daisy", "Daisy Miller of Finance is the participant"),
        ("bg_mgr", "Daniel Reed is the manager"),
        ("c_mills", "ruled out: supplier Daisy Mills (namesake)"),
        ("s3", "ruled out: Daisy Mills' price list"),
        ("q3", "habit: the budget review has reminder 1 hour before"),
        ("p1", "habit: a prep to-do the day before the meeting at 16:00 (2025-08-05 for "
               "2025-08-06)"),
        ("sr", "the October supplier review on 2025-10-06 ..."),
        ("p2", "... had its prep to-do on 2025-10-05 at 16:00; so the to-do is 2025-11-04, 16:00"),
        ("t1", "ruled out: snacks, not a participant or a to-do"),
        ("bg_weekly", "ruled out: the weekly report"),
    ]
    ref = [
        [S("sms", "budget"), S("meeting", "review"), S("notes", "Prepare")],
        [S("contacts", "Daisy"), S("sms", "Daisy"), S("contacts", "Daniel Reed")],
        [S("transaction", "budget"), S("meeting", "weekly", field="repeat")],
        [X("Meeting_Create", dateStart="2025-11-05", dateEnd="2025-11-05", timeStart="14:00:00",
           timeEnd="15:30:00", timeRemind="1 hour before", title="Q4 budget review",
           location=["Room 5A"], participants=["Daniel Reed", "Daisy Miller"]),
         X("TodoList_Create", content="Prepare Q4 budget figures for the review",
           date="2025-11-04", time="16:00")],
    ]
    return build("core-multi-6", MULTI, ["create_meeting", "create_note"],
                 "Set up the Q4 budget review and a prep to-do", recs, gold, ev, ref)


def multi_7() -> dict[str, Any]:
    parents = ["Guoqiang Xu", "Shufen Wang"]
    recs = background() + [
        contact("c_fil", "Jianguo Xie", "13901237788", relationship="father-in-law"),
        acc("a1", "Jinjiang Inn Gubei", "2025-04-04", "2025-04-06", "Twin Room", parents,
            "13705716699", "520 yuan", "completed"),
        acc("a3", "Hyatt on the Bund", "2025-09-12", "2025-09-14", "Deluxe King",
            ["Jianguo Xie"], "13901237788", "2400 yuan", "completed"),
        acc("a2", "Jinjiang Inn Gubei", "2025-10-03", "2025-10-05", "Twin Room", parents,
            "13705716699", "540 yuan", "cancelled"),
        sms_in("m0", "Shufen Wang", "13705716699", "2025-10-02", "08:00:00",
               "Dad has a cold, we have to cancel this weekend. Sorry!"),
        sms_in("m1", "Shufen Wang", "13705716699", "2025-10-30", "20:00:00",
               "Dad and I will come to Shanghai for Miao's recital: arriving Friday 21 Nov, going "
               "home on Sunday. Book the same place and room as last time please."),
        sms_in("m2", "Shufen Wang", "13705716699", "2025-10-30", "20:05:00",
               "And call me about it, a normal call - video makes my eyes tired."),
        sched("r1", "Miao piano recital", "2025-11-22", "10:00:00", "11:30:00",
              reminder="1 day before", location="Shanghai Concert Hall"),
        txn("t1", "Hotel for parents", 520.00, "2025-04-06", "11:00:00", "Jinjiang Inn Gubei",
            "6222 7000 8000 9000"),

    ]
    gold = [G("Accommodation_Create", location=V("Jinjiang Inn Gubei"),
              dateCheckIn=V("2025-11-21"), dateCheckOut=V("2025-11-23"), roomType=V("Twin Room"),
              people=V(parents), telephone=V("13705716699")),
            G("Phone_Call", telephone=V("13705716699"), type=V("VOICE"))]
    ev = [
        ("m1", "parents arrive Friday 21 Nov and leave Sunday: check-in 2025-11-21, check-out "
               "2025-11-23; same place and room as last time"),
        ("a1", "the parents' last stay: Jinjiang Inn Gubei, Twin Room, guests Guoqiang Xu and "
               "Shufen Wang, contact 13705716699"),
        ("a2", "the October booking (same hotel and room) was cancelled ..."),
        ("m0", "... because Dad had a cold"),
        ("a3", "ruled out: the in-laws' stay"),
        ("c_fil", "ruled out: the father-in-law"),
        ("m2", "Mom wants a normal call, not video: type VOICE"),
        ("bg_mom", "Mom is Shufen Wang, 13705716699"),
        ("bg_dad", "Dad is Guoqiang Xu"),
        ("r1", "Miao's recital on 2025-11-22, the reason for the visit"),
        ("t1", "the April stay was paid to Jinjiang Inn Gubei"),
        ("bg_dau", "Miao Xu, whose recital the parents attend"),
    ]
    ref = [
        [S("contacts", "daughter", field="relationship")],
        [S("sms", "Shufen Wang"), S("contacts", "mother", field="relationship")],
        [S("accommodation", "Twin Room", field="room_type"), S("accommodation", "Hyatt"),
         S("contacts", "father")],
        [S("schedule", "recital"), S("transaction", "Hotel")],
        [X("Accommodation_Create", location="Jinjiang Inn Gubei", dateCheckIn="2025-11-21",
           dateCheckOut="2025-11-23", roomType="Twin Room", people=parents,
           telephone="13705716699"),
         X("Phone_Call", telephone="13705716699", type="VOICE")],
    ]
    return build("core-multi-7", MULTI, ["book_accommodation", "make_call"],
                 "Book my parents' hotel and call Mom", recs, gold, ev, ref)


def multi_8() -> dict[str, Any]:
    recs = background() + [
        contact("c_msc", "Ms. Chen", "13788990011", company="Gubei No.2 Primary",
                note="Miao's class teacher"),
        contact("c_mrc", "Mr. Chen", "13788991100", company="Gubei No.2 Primary",
                note="Xin's class teacher"),
        sched("e1", "Xin parents' meeting", "2025-09-25", "18:30:00", "20:00:00",
              reminder="1 day before", location="Gubei No.2 Primary"),
        sms_out("o1", "Ling Xie", "13916623345", "2025-09-20", "21:00:00",
                "Xin's parents' meeting is on Thu 25 Sep, 18:30. It's in the calendar."),
        sched("e2", "Miao sports day", "2025-10-16", "08:30:00", "11:30:00",
              reminder="1 day before", location="Gubei No.2 Primary"),
        sms_out("o2", "Ling Xie", "13916623345", "2025-10-10", "20:30:00",
                "Miao's sports day is Thu 16 Oct, 8:30. It's in the calendar."),
        sms_in("t0", "Ms. Chen", "13788990011", "2025-10-22", "16:00:00",
               "Class 3 play 'The Little Prince': date to be confirmed, probably mid-November."),
        sms_in("t2", "Mr. Chen", "13788991100", "2025-10-30", "16:30:00",
               "Xin's class open day is Fri 14 Nov at 09:00."),
        sms_in("t1", "Ms. Chen", "13788990011", "2025-10-31", "16:10:00",
               "Confirmed: Class 3 play on Thursday 13 Nov, 15:00-16:30, in the school hall. "
               "Miao plays the fox!"),
        txn("t3", "School play costume", 85.00, "2025-10-31", "20:00:00", "Taobao",
            "6222 0000 7777 8888", "fox costume for Miao"),
        note("n1", "Miao's play", "Miao plays the fox - practise her lines every evening.",
             "2025-10-31", "20:30"),
    ]
    gold = [G("Schedule_Create", date=V("2025-11-13"), title=K("play"),
              timeStart=V("15:00:00"), timeEnd=V("16:30:00"), timeRemind=V("1 day before"),
              location=K("school hall")),
            G("Messages_Send", telephone=V("13916623345"), text=K("play"))]
    ev = [
        ("t1", "Miao's class play: Thu 2025-11-13, 15:00:00-16:30:00, school hall"),
        ("t0", "ruled out: the earlier unconfirmed date"),
        ("c_msc", "Ms. Chen is Miao's class teacher"),
        ("c_mrc", "ruled out: Mr. Chen teaches Xin"),
        ("t2", "ruled out: Xin's open day"),
        ("e1", "habit: school events get reminder 1 day before"),
        ("e2", "same habit for Miao's sports day"),
        ("o1", "habit: the user texts Ling (13916623345) about school events"),
        ("o2", "same habit"),
        ("bg_wife", "the wife is Ling Xie, 13916623345"),
        ("bg_lingxu", "ruled out: cousin Ling Xu"),
        ("bg_dau", "Miao Xu is the daughter"),
        ("t3", "the fox costume for Miao's play"),
        ("n1", "Miao's role in the play"),
    ]
    ref = [
        [S("transaction", "play"), S("notes", "play")],
        [S("sms", "play"), S("contacts", "Chen")],
        [S("schedule", "Primary"), S("sms", "Ling Xie")],
        [S("contacts", "Ling"), S("contacts", "daughter", field="relationship"),
         S("sms", "Mr. Chen")],
        [X("Schedule_Create", date="2025-11-13", title="Miao's class play", timeStart="15:00:00",
           timeEnd="16:30:00", timeRemind="1 day before", location="School hall"),
         X("Messages_Send", telephone="13916623345",
           text="Miao's class play is on Thu 13 Nov, 15:00, in the school hall. It's in the "
                "calendar.")],
    ]
    return build("core-multi-8", MULTI, ["create_schedule", "send_message"],
                 "Add Miao's school play and tell my wife", recs, gold, ev, ref)


def multi_9() -> dict[str, Any]:
    recs = background() + [
        trip("t1", "2025-07-03", "08:02:00", "08:30:00", "Shanghai", "Suzhou", "train", [ME],
             MY_PHONE, "40 yuan", "completed"),
        trip("t2", "2025-09-04", "08:02:00", "08:30:00", "Shanghai", "Suzhou", "train", [ME],
             MY_PHONE, "40 yuan", "completed"),
        trip("t3", "2025-09-20", "09:00:00", "10:30:00", "Home", "Suzhou Amusement Land", "car",
             [ME, "Ling Xie", "Xin Xu", "Miao Xu"], MY_PHONE, "200 yuan", "completed"),
        trip("t4", "2025-10-09", "08:02:00", "08:30:00", "Shanghai", "Suzhou", "train", [ME],
             MY_PHONE, "40 yuan", "cancelled"),
        sms_in("g1", "Grace Lin", "+1 415-220-7781", "2025-10-31", "18:00:00",
               "Let's visit the Suzhou walnut supplier on Thursday. I'll take the same train as "
               "you and book my own ticket - text me which one you book."),
        sched("v1", "Suzhou walnut supplier visit", "2025-11-06", "10:00:00", "12:00:00",
              location="Suzhou Walnut Co., Wuzhong"),
        sched("v0", "Suzhou walnut supplier visit", "2025-09-04", "10:00:00", "12:00:00",
              location="Suzhou Walnut Co., Wuzhong"),
        sms_in("s2", "Suzhou Walnut Co.", "0512-6655 1200", "2025-10-31", "18:30:00",
               "Looking forward to seeing you on Thursday at 10:00."),
        note("n1", "Suzhou visits", "From Suzhou station take a taxi, 25 minutes to Wuzhong.",
             "2025-07-03", "12:00"),
        sms_in("r1", "12306", "12306", "2025-09-01", "12:00:00",
               "Ticket booked: G7010, 2025-09-04 08:02 Shanghai - 08:30 Suzhou."),
        contact("c_sw", "Suzhou Walnut Co.", "0512-6655 1200", relationship="supplier",
                note="walnuts, Wuzhong"),
    ]
    gold = [G("Transport_Create", date=V("2025-11-06"), time=V("08:02:00"), start=K("shanghai"),
              end=K("suzhou"), passenger=V([ME]), telephone=V(MY_PHONE),
              transportType=V("train")),
            G("Messages_Send", telephone=V("+1 415-220-7781"), text=K("suzhou"))]
    ev = [
        ("g1", "the visit is 'on Thursday' from Fri 2025-10-31 = 2025-11-06; Grace books her own "
               "ticket and wants a text with the train"),
        ("v1", "the supplier visit on 2025-11-06 at 10:00"),
        ("s2", "the supplier expects them Thursday 10:00"),
        ("t1", "habit: for Suzhou supplier visits the user takes the 08:02 train Shanghai -> "
               "Suzhou, contact 15711227837"),
        ("t2", "same 08:02 train for the September visit"),
        ("v0", "the September visit at 10:00, matching that train"),
        ("t3", "ruled out: a family car trip"),
        ("t4", "ruled out: a cancelled trip"),
        ("n1", "taxi from Suzhou station, 25 minutes: the 08:02 train fits a 10:00 start"),
        ("bg_grace", "Grace Lin's number +1 415-220-7781"),
        ("r1", "the September ticket was the 08:02 train"),
        ("c_sw", "the Suzhou walnut supplier"),
    ]
    ref = [
        [S("contacts", "Suzhou")],
        [S("sms", "Suzhou"), S("schedule", "Suzhou")],
        [S("transport", "Suzhou"), S("notes", "Suzhou"), S("contacts", "Grace")],
        [X("Transport_Create", date="2025-11-06", time="08:02:00", start="Shanghai", end="Suzhou",
           passenger=[ME], telephone=MY_PHONE, transportType="train"),
         X("Messages_Send", telephone="+1 415-220-7781",
           text="I booked the 08:02 train from Shanghai to Suzhou on Thursday.")],
    ]
    return build("core-multi-9", MULTI, ["book_transport", "send_message"],
                 "Book my train to Suzhou and text Grace", recs, gold, ev, ref)


def multi_10() -> dict[str, Any]:
    recs = background() + [
        meet("q3", "Quarterly warehouse audit", "2025-08-07", "07:30:00", "10:00:00",
             ["Tom Becker"], location=["Warehouse B"]),
        alarm("al1", "06:00:00", "never", "Warehouse audit", 5, 3, 10, status="off"),
        note("p1", "To-do", "Print inventory checklist for the audit", "2025-08-06", "21:00"),
        meet("sc", "Warehouse stock check", "2025-10-09", "08:00:00", "09:30:00", ["Tom Becker"],
             location=["Warehouse B"]),
        alarm("al2", "06:30:00", "never", "Stock check", 5, 3, 10, status="off"),
        note("p2", "To-do", "Print stock check checklist", "2025-10-08", "21:00"),
        alarm("al3", "06:50:00", "Mon, Tue, Wed, Thu, Fri", "Workday", 3, 1, 5),
        meet("q4x", "Quarterly warehouse audit", "2025-11-05", "07:30:00", "10:00:00",
             ["Tom Becker"], location=["Warehouse B"], status="cancelled"),
        meet("q4", "Quarterly warehouse audit", "2025-11-06", "07:30:00", "10:00:00",
             ["Tom Becker"], location=["Warehouse B"], status="scheduled"),
        sms_in("s1", "Tom Becker", "+1 415-220-7790", "2025-10-30", "12:00:00",
               "The audit moved from Wednesday to Thursday 6 Nov, same time."),
        sched("b1", "Team breakfast after audit", "2025-11-06", "10:15:00", "11:00:00",
              location="Canteen"),
    ]
    gold = [G("Clock_CreateAlarm", time=V("06:00:00"), name=U, alarmDuration=V(5),
              alarmCount=V(3), alarmInterval=V(10)),
            G("TodoList_Create", content=K("checklist"), date=V("2025-11-05"), time=V("21:00"))]
    ev = [
        ("q4", "the audit is on Thu 2025-11-06 at 07:30"),
        ("s1", "it moved from Wednesday to Thursday 6 Nov"),
        ("q4x", "ruled out: the cancelled Wednesday 2025-11-05 slot"),
        ("q3", "last audit at 07:30 ..."),
        ("al1", "... had its alarm at 06:00 (90 min before), ring 5 min, 3 times, every 10 min"),
        ("sc", "stock check at 08:00 ..."),
        ("al2", "... alarm at 06:30, also 90 min before, 5/3/10: so 07:30 -> 06:00:00"),
        ("p1", "habit: a checklist to-do the evening before at 21:00"),
        ("p2", "same habit: so the to-do is 2025-11-05 at 21:00"),
        ("al3", "ruled out: the weekday alarm (06:50 is too late)"),
        ("bg_tom", "Tom Becker runs the audit"),
        ("b1", "the breakfast after the audit confirms Thursday 2025-11-06"),
    ]
    ref = [
        [S("schedule", "audit")],
        [S("meeting", "Warehouse"), S("sms", "audit")],
        [S("alarm", "0", field="time"), S("notes", "checklist"), S("contacts", "Tom")],
        [X("Clock_CreateAlarm", time="06:00:00", name="Warehouse audit", alarmDuration=5,
           alarmCount=3, alarmInterval=10),
         X("TodoList_Create", content="Print inventory checklist for the audit",
           date="2025-11-05", time="21:00")],
    ]
    return build("core-multi-10", MULTI, ["set_alarm", "create_note"],
                 "Set an alarm and a to-do for the audit", recs, gold, ev, ref)


def multi_11() -> dict[str, Any]:
    school = "Gubei No.2 Primary"
    recs = background() + [
        contact("c_msc", "Ms. Chen", "13788990011", company=school, email="chen@gubei2.edu.cn",
                note="Miao's class teacher"),
        contact("c_mrc", "Mr. Chen", "13788991100", company=school, email="chenj@gubei2.edu.cn",
                note="Xin's class teacher"),
        contact("c_hz", "Helen Zhou", "+1 415-220-7700", company=COMPANY, relationship="colleague",
                note="General manager"),
        sms_out("o1", "Ms. Chen", "13788990011", "2025-09-01", "19:00:00",
                "Hello Ms. Chen, this is Miao's father Yixuan Xu. Nice to meet you!"),
        sms_out("o2", "Mr. Chen", "13788991100", "2025-09-01", "19:05:00",
                "Hello Mr. Chen, this is Xin's father Yixuan Xu. Nice to meet you!"),
        note("n1", "School notice (paper)",
             "Class 3 new teacher from November: Ms. Qiao, 139 1772 6602.", "2025-10-30", "20:00"),
        sms_in("s1", school, "021-6219 0002", "2025-10-31", "15:00:00",
               "Dear parents of Class 3: from 3 Nov the class is taken over by Ms. Helen Qiao "
               "(hqiao@gubei2.edu.cn) while Ms. Chen is on maternity leave."),
        sms_in("s2", school, "021-6219 0002", "2025-10-31", "15:30:00",
               "Correction: Ms. Qiao's mobile is 139 1772 6620, not 6602 as printed on the paper "
               "notice."),
        sched("e1", "Class 3 parents' evening", "2025-11-20", "18:30:00", "20:00:00",
              reminder="1 day before", location=school),
        txn("t1", "Class fund", 200.00, "2025-09-05", "12:00:00", school,
            "6222 3100 5500 7788", "Miao Class 3"),
        vm("v1", school, "021-6219 0002", "2025-10-31", "15:35:00",
           "Parents of Class 3, please read our text about the new teacher."),
    ]
    gold = [G("Contacts_Create", name=K("qiao"), telephone=V("139 1772 6620"),
              company=V(school), email=V("hqiao@gubei2.edu.cn"), note=K("miao")),
            G("Messages_Send", telephone=V("139 1772 6620"), text=K("miao"))]
    ev = [
        ("s1", "Miao's new class teacher is Ms. Helen Qiao, email hqiao@gubei2.edu.cn"),
        ("s2", "her mobile is 139 1772 6620"),
        ("n1", "ruled out: the misprinted number 139 1772 6602"),
        ("c_msc", "how teachers are saved: company Gubei No.2 Primary, email, note \"Miao's class "
                  "teacher\""),
        ("c_mrc", "same pattern for Xin's teacher"),
        ("o1", "habit: the user greets a new teacher as Miao's father"),
        ("o2", "same greeting to Xin's teacher"),
        ("c_hz", "ruled out: Helen Zhou is the general manager (namesake)"),
        ("bg_dau", "Miao Xu is the daughter"),
        ("e1", "Class 3 parents' evening: it is Miao's class"),
        ("t1", "Miao is in Class 3"),
        ("v1", "the school points to the text with the correction"),
    ]
    ref = [
        [S("voicemail", "Class 3")],
        [S("sms", "Qiao"), S("notes", "Qiao"), S("contacts", "teacher")],
        [S("sms", "Hello", field="content"), S("contacts", "Helen"),
         S("contacts", "daughter", field="relationship")],
        [S("schedule", "Class 3"), S("transaction", "Class 3")],
        [X("Contacts_Create", name="Helen Qiao", telephone="139 1772 6620", company=school,
           email="hqiao@gubei2.edu.cn", note="Miao's class teacher"),
         X("Messages_Send", telephone="139 1772 6620",
           text="Hello Ms. Qiao, this is Miao's father Yixuan Xu. Nice to meet you!")],
    ]
    return build("core-multi-11", MULTI, ["save_contact", "send_message"],
                 "Save Miao's new teacher and say hello", recs, gold, ev, ref)


def multi_12() -> dict[str, Any]:
    people = ["Marco Rossi", "Grace Lin", "Daniel Reed"]
    recs = background() + [
        contact("c_av", "Anke Vogel", "+49 151 2233 4455", company="SAP Consulting",
                email="anke.vogel@sap-consult.de", relationship="consultant", note="ERP pilot 2024"),
        contact("c_mr", "Marco Rossini", "+39 333 100 2200", company="Nocciole Piemonte",
                relationship="supplier", note="hazelnut paste"),
        meet("m0", "ERP pilot kickoff", "2024-03-05", "10:00:00", "11:30:00",
             ["Anke Vogel", "Daniel Reed"], location=["Room 5A"]),
        sms_in("s1", "Daniel Reed", "+1 415-739-2098", "2025-10-30", "18:00:00",
               "The ERP consultant is Marco Rossi from ERPWorks: +39 347 555 0192, "
               "marco@erpworks.it. Please save him and set up a kickoff with him, Grace and me "
               "next Tuesday, 10:00-11:30, Room 5A."),
        sms_in("s2", "", "+39 347 555 0192", "2025-10-31", "09:00:00",
               "Hello Yixuan, Marco Rossi here. I only land on Tuesday at 9:00 - could we start "
               "the kickoff at 14:00 instead, same length, same room?"),
        sms_in("s3", "Marco Rossini", "+39 333 100 2200", "2025-10-29", "08:00:00",
               "New hazelnut paste samples are on their way."),
        sched("sc1", "Dentist - Xin", "2025-11-04", "16:30:00", "17:15:00",
              location="Meinian Dental Gubei"),
        note("n1", "ERP project", "New ERP rollout: ERPWorks consultant starts in November.",
             "2025-10-15", "10:00"),
        txn("t1", "ERPWorks retainer", 50000.00, "2025-10-20", "10:00:00", "ERPWorks",
            "IT60 X054 2811 1010 0000 0123 456", "ERP rollout phase 1"),
        sms_in("s4", "Grace Lin", "+1 415-220-7781", "2025-10-31", "09:30:00",
               "Tuesday afternoon works for me too if Marco prefers."),
    ]
    gold = [G("Contacts_Create", name=V("Marco Rossi"), telephone=V("+39 347 555 0192"),
              company=V("ERPWorks"), email=V("marco@erpworks.it"),
              relationship=K("consultant")),
            G("Meeting_Create", dateStart=V("2025-11-04"), dateEnd=V("2025-11-04"),
              timeStart=V("14:00:00"), timeEnd=V("15:30:00"), title=K("kickoff"),
              location=V(["Room 5A"]), participants=V(people))]
    ev = [
        ("s1", "consultant Marco Rossi, ERPWorks, +39 347 555 0192, marco@erpworks.it; kickoff "
               "with Grace Lin and Daniel Reed 'next Tuesday' from Thu 2025-10-30 = 2025-11-04, "
               "Room 5A"),
        ("s2", "Marco asks to start at 14:00, same length (1.5 h): 14:00:00-15:30:00"),
        ("c_av", "consultants are saved with relationship 'consultant', company and email"),
        ("m0", "the last ERP kickoff in Room 5A with the consultant and Daniel Reed"),
        ("c_mr", "ruled out: namesake supplier Marco Rossini"),
        ("s3", "ruled out: a message from Marco Rossini"),
        ("bg_grace", "Grace Lin is a colleague"),
        ("bg_mgr", "Daniel Reed is the manager"),
        ("sc1", "ruled out: Xin's dentist visit that day is in the evening"),
        ("n1", "the ERP rollout consultant comes from ERPWorks"),
        ("t1", "ERPWorks is the consultancy (company name)"),
        ("s4", "Grace is fine with the afternoon slot"),
    ]
    ref = [
        [S("notes", "ERP"), S("transaction", "ERPWorks"), S("sms", "Tuesday")],
        [S("sms", "Marco"), S("contacts", "Marco")],
        [S("contacts", "consultant", field="relationship"), S("meeting", "kickoff")],
        [S("contacts", "Daniel Reed"), S("contacts", "Grace"),
         S("schedule", "2025-11-04", field="date")],
        [X("Contacts_Create", name="Marco Rossi", telephone="+39 347 555 0192", company="ERPWorks",
           email="marco@erpworks.it", relationship="consultant"),
         X("Meeting_Create", dateStart="2025-11-04", dateEnd="2025-11-04", timeStart="14:00:00",
           timeEnd="15:30:00", title="ERP kickoff", location=["Room 5A"], participants=people)],
    ]
    return build("core-multi-12", MULTI, ["save_contact", "create_meeting"],
                 "Save the ERP consultant and book the kickoff", recs, gold, ev, ref)


def multi_13() -> dict[str, Any]:
    acct, old = "3100 8877 6612", "3100 8877 0012"
    recs = background() + [
        txn("g6", "Gas bill", 142.30, "2025-06-03", "20:00:00", "Shanghai Gas", old, "May gas"),
        sms_in("s0", "Shanghai Gas", "962777", "2025-06-20", "10:00:00",
               "Your gas account number has changed to 3100 8877 6612 (old 3100 8877 0012)."),
        note("td0", "To-do", "Leave meter box open for the gas reading", "2025-08-08", "07:30"),
        txn("g9", "Gas bill", 198.20, "2025-10-02", "20:05:00", "Shanghai Gas", acct, "Sep gas"),
        sms_in("e1", "State Grid", "95598", "2025-10-31", "10:00:00",
               "Electricity bill for October: 312.40 yuan, account 0012 3344 55."),
        sms_in("s1", "Shanghai Gas", "962777", "2025-10-31", "10:30:00",
               "Gas bill for October: 236.50 yuan, account 3100 8877 6612, due 2025-11-10. Meter "
               "reading visit: Fri 2025-11-07 morning, please keep the meter box accessible."),
        sms_in("s9", "Shanghai Gas", "962777", "2025-08-07", "10:30:00",
               "Meter reading visit tomorrow morning, please keep the meter box accessible."),
        txn("el", "Electricity bill", 280.10, "2025-10-02", "20:10:00", "State Grid",
            "0012 3344 55", "Sep power"),
        contact("c_gas", "Shanghai Gas", "962777", note="account 3100 8877 6612"),
        sched("h1", "Work from home", "2025-11-07", "07:00:00", "12:00:00", location="Home"),
    ]
    gold = [G("Consumption_Create", item=K("gas"), amount=V(236.5), receivingName=V("Shanghai Gas"),
              receivingAccount=V(acct), note=K("gas")),
            G("TodoList_Create", content=K("meter"), date=V("2025-11-07"), time=V("07:30"))]
    ev = [
        ("s1", "October gas bill 236.50 to account 3100 8877 6612; meter reading on the morning "
               "of 2025-11-07"),
        ("s0", "3100 8877 6612 replaced the old 3100 8877 0012"),
        ("g6", "ruled out: the old account used in June"),
        ("g9", "habit: item 'Gas bill', payee Shanghai Gas, note '<month> gas'"),
        ("s9", "the August reading was announced for the morning of 2025-08-08 ..."),
        ("td0", "... and the to-do was set that morning at 07:30: so 2025-11-07, 07:30"),
        ("e1", "ruled out: the electricity bill"),
        ("el", "ruled out: the electricity payment"),
        ("bg_t2", "ruled out: the mobile bill is paid automatically"),
        ("bg_sms2", "ruled out: the mobile bill message"),
        ("c_gas", "Shanghai Gas, account 3100 8877 6612"),
        ("h1", "the user is home on the morning of 2025-11-07"),
    ]
    ref = [
        [S("contacts", "Gas"), S("schedule", "2025-11-07", field="date")],
        [S("sms", "gas"), S("transaction", "bill")],
        [S("notes", "meter"), S("sms", "bill")],
        [X("Consumption_Create", item="Gas bill", amount=236.5, receivingName="Shanghai Gas",
           receivingAccount=acct, note="Oct gas"),
         X("TodoList_Create", content="Leave meter box open for the gas reading",
           date="2025-11-07", time="07:30")],
    ]
    return build("core-multi-13", MULTI, ["make_payment", "create_note"],
                 "Pay the gas bill and add a meter-reading to-do", recs, gold, ev, ref)


def multi_14() -> dict[str, Any]:
    recs = background() + [
        sched("c0", "Car service - Auto Doctor", "2024-11-16", "09:00:00", "11:00:00",
              reminder="1 day before", location="Auto Doctor Gubei"),
        sched("c1", "Car service - Auto Doctor", "2025-05-10", "09:00:00", "11:00:00",
              reminder="1 day before", location="Auto Doctor Gubei"),
        sched("k1", "Xin football match", "2025-11-08", "14:00:00", "16:00:00",
              reminder="1 day before", location="Century Park"),
        meet("m1", "Supplier audit - Shenzhen Nanshan plant", "2025-11-12", "09:00:00",
             "17:00:00", ["Daniel Reed", "Grace Lin"], location=["Shenzhen"], status="scheduled",
             end_date="2025-11-13"),
        contact("c_ad", "Auto Doctor Gubei", "021-6270 5533", note="garage"),
        sms_in("s0", "Auto Doctor Gubei", "021-6270 5533", "2025-10-01", "09:00:00",
               "Note our new service hotline: 400-820-7788. The 021-6270 5533 line closes in "
               "November."),
        sms_in("s1", "Auto Doctor Gubei", "021-6270 5533", "2025-10-29", "10:00:00",
               "Your car Hu A-7K231 is due for its 20,000 km service. Free slots: Sat 8 Nov "
               "09:00-11:00 or Wed 12 Nov 14:00-16:00. Please call to confirm."),
        txn("t1", "Car service", 860.00, "2025-05-10", "11:05:00", "Auto Doctor Gubei",
            "6228 1200 3400 5600", "10,000 km service"),
        vm("v1", "Auto Doctor Gubei", "021-6270 5533", "2025-10-30", "10:00:00",
           "Reminder about your service, please call our hotline."),
        sms_in("l1", "Ling Xie", "13916623345", "2025-10-29", "20:00:00",
               "Take the car in on a Saturday please, I need it on weekdays."),
        note("n1", "Car", "Hu A-7K231. Last service at 10,000 km in May.", "2025-05-10", "12:00"),
    ]
    gold = [G("Schedule_Create", date=V("2025-11-08"), title=K("service"),
              timeStart=V("09:00:00"), timeEnd=V("11:00:00"), timeRemind=V("1 day before"),
              location=K("auto doctor")),
            G("Phone_Call", telephone=V("400-820-7788"))]
    ev = [
        ("s1", "two slots: Sat 2025-11-08 09:00-11:00 or Wed 2025-11-12 14:00-16:00; call to "
               "confirm"),
        ("m1", "the user is in Shenzhen on 2025-11-12: only Sat 2025-11-08 works"),
        ("k1", "the football match on 2025-11-08 is in the afternoon, no clash"),
        ("c0", "habit: car services go in the calendar as 'Car service - Auto Doctor', reminder "
               "1 day before, location Auto Doctor Gubei"),
        ("c1", "same habit in May"),
        ("s0", "the garage's number is now the hotline 400-820-7788; 021-6270 5533 closes"),
        ("c_ad", "ruled out: the saved old landline"),
        ("v1", "the garage asks to call the hotline"),
        ("t1", "the last service was at Auto Doctor Gubei"),
        ("l1", "Ling needs the car on weekdays: the Saturday slot"),
        ("n1", "the car Hu A-7K231, last serviced in May"),
        ("bg_wife", "Ling Xie is the wife"),
    ]
    ref = [
        [S("sms", "car"), S("notes", "A-7K231"), S("contacts", "wife", field="relationship")],
        [S("sms", "Auto Doctor"), S("schedule", "Car service")],
        [S("schedule", "2025-11-08", field="date"), S("meeting", "2025-11-12", field="start_date")],
        [S("contacts", "garage"), S("voicemail", "Auto Doctor"), S("transaction", "Car service")],
        [X("Schedule_Create", date="2025-11-08", title="Car service - Auto Doctor",
           timeStart="09:00:00", timeEnd="11:00:00", timeRemind="1 day before",
           location="Auto Doctor Gubei"),
         X("Phone_Call", telephone="400-820-7788")],
    ]
    return build("core-multi-14", MULTI, ["create_schedule", "make_call"],
                 "Schedule my car service and call the garage", recs, gold, ev, ref)


def multi_15() -> dict[str, Any]:
    recs = background() + [
        contact("c_ks", "Kenji Sato", "+81 90-1234-5678", company="Osaka Nuts",
                email="k.sato@osakanuts.jp", relationship="client"),
        contact("c_ksa", "Kenji Saito", "+81 90-1234-8765", company="Kobe Trading",
                relationship="client"),
        contact("c_mp", "Mina Park", "+82 10-5521-7781", company="Golden Cashew Co.",
                relationship="supplier"),
        acc("a1", "Hotel Indigo Hongqiao", "2025-05-12", "2025-05-14", "Superior King",
            ["Mina Park"], MY_PHONE, "1500 yuan", "completed"),
        acc("a2", "Hotel Indigo Hongqiao", "2025-09-08", "2025-09-10", "Superior King",
            ["Daniel Reeves"], MY_PHONE, "1560 yuan", "completed"),
        acc("a3", "Hyatt Regency Hangzhou", "2025-08-08", "2025-08-10", "Deluxe King",
            [ME, "Ling Xie"], MY_PHONE, "2150 yuan", "completed"),
        sms_out("o1", "Mina Park", "+82 10-5521-7781", "2025-05-06", "10:00:00",
                "Hi Mina, your room is booked at Hotel Indigo Hongqiao, 12-14 May."),
        sms_in("s1", "Daniel Reed", "+1 415-739-2098", "2025-10-30", "11:00:00",
               "Kenji Sato from Osaka Nuts is visiting us. Please book his hotel as we usually do "
               "for guests and send him the details."),
        sms_in("s2", "Kenji Sato", "+81 90-1234-5678", "2025-10-31", "08:30:00",
               "Arriving Monday 17 Nov in the evening, flying back Wednesday 19 Nov afternoon."),
        sms_in("s3", "Kenji Saito", "+81 90-1234-8765", "2025-10-20", "08:30:00",
               "We will visit Shanghai in December."),
        meet("m1", "Osaka Nuts visit", "2025-11-18", "10:00:00", "12:00:00",
             ["Kenji Sato", "Daniel Reed"], location=["Room 5A"], status="scheduled"),
        txn("t1", "Guest hotel", 1500.00, "2025-05-14", "12:00:00", "Hotel Indigo Hongqiao",
            "6222 8888 1234 0000", "Mina Park"),
    ]
    gold = [G("Accommodation_Create", location=V("Hotel Indigo Hongqiao"),
              dateCheckIn=V("2025-11-17"), dateCheckOut=V("2025-11-19"),
              roomType=V("Superior King"), people=V(["Kenji Sato"]), telephone=V(MY_PHONE)),
            G("Messages_Send", telephone=V("+81 90-1234-5678"), text=K("indigo"))]
    ev = [
        ("s1", "book the visiting client Kenji Sato a room the usual way and text him"),
        ("s2", "he arrives Mon 2025-11-17, leaves Wed 2025-11-19: check-in 2025-11-17, "
               "check-out 2025-11-19"),
        ("c_ks", "Kenji Sato's number +81 90-1234-5678"),
        ("a1", "guests stay at Hotel Indigo Hongqiao, Superior King, guest's name, user's phone "
               "15711227837 as contact"),
        ("a2", "same for the visiting supplier Daniel Reeves"),
        ("o1", "habit: the guest gets a text with the hotel"),
        ("t1", "guest hotel paid at Hotel Indigo Hongqiao"),
        ("a3", "ruled out: a private stay"),
        ("c_ksa", "ruled out: namesake Kenji Saito"),
        ("s3", "ruled out: Kenji Saito's visit in December"),
        ("c_mp", "Mina Park was an earlier guest"),
        ("m1", "the visit meeting on 2025-11-18"),
    ]
    ref = [
        [S("sms", "Kenji"), S("contacts", "Kenji")],
        [S("accommodation", "King"), S("sms", "Hotel Indigo")],
        [S("transaction", "hotel"), S("contacts", "Mina"), S("meeting", "Osaka")],
        [X("Accommodation_Create", location="Hotel Indigo Hongqiao", dateCheckIn="2025-11-17",
           dateCheckOut="2025-11-19", roomType="Superior King", people=["Kenji Sato"],
           telephone=MY_PHONE),
         X("Messages_Send", telephone="+81 90-1234-5678",
           text="Hi Kenji, your room is booked at Hotel Indigo Hongqiao, 17-19 Nov.")],
    ]
    return build("core-multi-15", MULTI, ["book_accommodation", "send_message"],
                 "Book the visiting client's hotel and text him", recs, gold, ev, ref)


def multi_16() -> dict[str, Any]:
    recs = background() + [
        trip("p1", "2025-06-10", "07:05:00", "08:45:00", "Shanghai Hongqiao", "Nanjing South",
             "train", [ME], MY_PHONE, "135 yuan", "completed"),
        alarm("al1", "05:35:00", "never", "Train Nanjing", 5, 3, 10, status="off"),
        trip("p2", "2025-09-04", "08:02:00", "08:30:00", "Shanghai", "Suzhou", "train", [ME],
             MY_PHONE, "40 yuan", "completed"),
        alarm("al2", "06:32:00", "never", "Train Suzhou", 5, 3, 10, status="off"),
        alarm("al3", "06:50:00", "Mon, Tue, Wed, Thu, Fri", "Workday", 3, 1, 5),
        meet("bj", "Beijing buyers' meeting", "2025-11-13", "14:00:00", "16:00:00",
             ["Daniel Reed", "Grace Lin"], location=["COFCO Plaza, Beijing"], status="scheduled"),
        sms_in("s1", "Grace Lin", "+1 415-220-7781", "2025-10-31", "10:00:00",
               "For Thursday week's Beijing meeting take G2 at 09:00 from Shanghai Hongqiao, it "
               "reaches Beijing South at 13:28 - just in time."),
        sms_in("s2", "Daniel Reed", "+1 415-739-2098", "2025-10-31", "10:20:00",
               "I'll fly up on Wednesday night, see you at COFCO."),
        trip("d1", "2025-11-12", "20:00:00", "22:15:00", "Shanghai Hongqiao", "Beijing Capital",
             "plane", ["Daniel Reed"], "+1 415-739-2098", "1300 yuan", "booked"),
        note("n1", "Beijing", "COFCO Plaza is 30 min by taxi from Beijing South.", "2025-10-31",
             "10:30"),
    ]
    gold = [G("Transport_Create", date=V("2025-11-13"), time=V("09:00:00"), start=K("hongqiao"),
              end=K("beijing south"), passenger=V([ME]), telephone=V(MY_PHONE),
              transportType=V("train")),
            G("Clock_CreateAlarm", time=V("07:30:00"), name=U, alarmDuration=V(5),
              alarmCount=V(3), alarmInterval=V(10))]
    ev = [
        ("bj", "the Beijing meeting is Thu 2025-11-13 at 14:00"),
        ("s1", "take G2 at 09:00 on 2025-11-13 from Shanghai Hongqiao to Beijing South"),
        ("n1", "30 min from Beijing South to COFCO: the 09:00 train fits"),
        ("s2", "ruled out: Daniel flies separately"),
        ("d1", "ruled out: Daniel's flight"),
        ("p1", "past train at 07:05 ..."),
        ("al1", "... alarm at 05:35, 90 minutes before, ring 5 min, 3 times, every 10 min"),
        ("p2", "past train at 08:02 ..."),
        ("al2", "... alarm at 06:32, again 90 minutes before, 5/3/10: so 09:00 -> 07:30:00"),
        ("al3", "ruled out: the weekday alarm"),
        ("bg_grace", "Grace Lin is a colleague"),
        ("bg_mgr", "Daniel Reed is the manager"),
    ]
    ref = [
        [S("meeting", "Beijing"), S("sms", "Beijing"), S("sms", "COFCO"), S("notes", "Beijing")],
        [S("transport", "train", field="mode"), S("transport", "Beijing"),
         S("alarm", "0", field="time")],
        [S("contacts", "colleague", field="relationship")],
        [X("Transport_Create", date="2025-11-13", time="09:00:00", start="Shanghai Hongqiao",
           end="Beijing South", passenger=[ME], telephone=MY_PHONE, transportType="train"),
         X("Clock_CreateAlarm", time="07:30:00", name="Train Beijing", alarmDuration=5,
           alarmCount=3, alarmInterval=10)],
    ]
    return build("core-multi-16", MULTI, ["book_transport", "set_alarm"],
                 "Book my train to Beijing and a wake-up alarm", recs, gold, ev, ref)


def multi_17() -> dict[str, Any]:
    people = ["Li Na", "Daniel Reed", "Daisy Miller"]
    recs = background() + [
        contact("c_zm", "Zhao Min", "13801729900", company="KPMG Huazhen",
                email="zhao.min@kpmg.com", relationship="auditor", note="annual audit 2024"),
        contact("c_ln", "Li Nan", "+1 415-220-7712", company=COMPANY, relationship="colleague",
                note="Sales"),
        meet("m0", "Annual audit kickoff - procurement", "2024-11-11", "09:30:00", "11:00:00",
             ["Zhao Min", "Daniel Reed", "Daisy Miller"], reminder="1 day before",
             location=["Room 5A"]),
        sms_in("z1", "Zhao Min", "13801729900", "2025-10-20", "09:00:00",
               "I've rotated off your account this year; my colleague will take over the audit."),
        sms_in("l1", "", "138 0172 4455", "2025-10-30", "14:00:00",
               "Dear Mr. Xu, Li Na from KPMG Huazhen, the new engagement lead for your annual "
               "audit (li.na@kpmg.com). Could we hold the procurement audit kickoff on Monday 10 "
               "Nov, 09:30-11:00, at your office?"),
        sms_in("d1", "Daniel Reed", "+1 415-739-2098", "2025-10-30", "15:00:00",
               "Fine with me, invite Daisy as last year."),
        sms_in("n1", "Li Nan", "+1 415-220-7712", "2025-10-29", "12:00:00",
               "Lunch on Monday?"),
        sched("sc1", "Weekly report prep", "2025-11-10", "08:30:00", "09:15:00"),
        note("n9", "Audit 2025", "Prepare supplier contracts and PO list for the auditors.",
             "2025-10-30", "16:00"),
        txn("t1", "Audit fee 2024", 120000.00, "2024-12-20", "10:00:00", "KPMG Huazhen",
            "1100 2233 4455 6677", "annual audit"),
    ]
    gold = [G("Contacts_Create", name=V("Li Na"), telephone=V("138 0172 4455"),
              company=V("KPMG Huazhen"), email=V("li.na@kpmg.com"), relationship=K("auditor")),
            G("Meeting_Create", dateStart=V("2025-11-10"), dateEnd=V("2025-11-10"),
              timeStart=V("09:30:00"), timeEnd=V("11:00:00"), timeRemind=V("1 day before"),
              title=K("audit"), location=V(["Room 5A"]), participants=V(people))]
    ev = [
        ("l1", "the new auditor: Li Na, KPMG Huazhen, 138 0172 4455, li.na@kpmg.com; kickoff on "
               "Mon 2025-11-10, 09:30:00-11:00:00 at the office"),
        ("z1", "Zhao Min rotated off; a colleague takes over"),
        ("c_zm", "how auditors are saved: company, email, relationship 'auditor'"),
        ("m0", "last year's kickoff: Room 5A, reminder 1 day before, with Daniel Reed and Daisy "
               "Miller"),
        ("d1", "Daniel joins and asks to invite Daisy as last year"),
        ("bg_daisy", "Daisy Miller of Finance"),
        ("bg_mgr", "Daniel Reed, the manager"),
        ("c_ln", "ruled out: colleague Li Nan (namesake)"),
        ("n1", "ruled out: Li Nan's lunch message"),
        ("sc1", "the 2025-11-10 prep ends 09:15, no clash"),
        ("n9", "preparation for the audit kickoff"),
        ("t1", "KPMG Huazhen is the audit firm"),
    ]
    ref = [
        [S("notes", "audit"), S("transaction", "KPMG")],
        [S("sms", "audit"), S("contacts", "KPMG")],
        [S("meeting", "audit"), S("sms", "Daisy")],
        [S("contacts", "Li Na"), S("contacts", "Daisy Miller"), S("contacts", "Daniel Reed"),
         S("sms", "Li Nan"), S("schedule", "2025-11-10", field="date")],
        [X("Contacts_Create", name="Li Na", telephone="138 0172 4455", company="KPMG Huazhen",
           email="li.na@kpmg.com", relationship="auditor"),
         X("Meeting_Create", dateStart="2025-11-10", dateEnd="2025-11-10", timeStart="09:30:00",
           timeEnd="11:00:00", timeRemind="1 day before",
           title="Annual audit kickoff - procurement", location=["Room 5A"], participants=people)],
    ]
    return build("core-multi-17", MULTI, ["save_contact", "create_meeting"],
                 "Save the auditor and set up the kickoff", recs, gold, ev, ref)


def multi_18() -> dict[str, Any]:
    family = [ME, "Ling Xie", "Xin Xu", "Miao Xu"]
    acct = "6230 5800 1122 3344"
    recs = background() + [
        acc("a0", "Anji Bamboo Resort", "2025-04-18", "2025-04-20", "Family Room", family,
            MY_PHONE, "1800 yuan", "completed"),
        sms_in("c1", "Cloud Inn Moganshan", "0572-8011 2200", "2025-10-29", "10:00:00",
               "Family suite available 28-30 Nov, 2600 in total, deposit 800 to 6230 7700 9988 "
               "1100."),
        sms_in("b1", "Moganshan Bamboo House", "0572-8033 1188", "2025-10-30", "11:00:00",
               "Room 'Bamboo Loft' is held for you 28-30 Nov (Fri-Sun), 2 adults + 2 children. "
               "Please pay the 500 deposit to 6230 5800 1122 3344 (Moganshan Bamboo House) by "
               "5 Nov."),
        sms_in("l1", "Ling Xie", "13916623345", "2025-10-30", "21:00:00",
               "Let's take the Bamboo House, not the Cloud Inn. Text me once it's all done."),
        sms_in("l2", "Ling Xu", "13588120456", "2025-10-30", "21:30:00",
               "Have fun in Moganshan! Send photos."),
        sched("w1", "Moganshan family weekend", "2025-11-28", "18:00:00", "21:00:00",
              reminder="1 day before", location="Moganshan"),
        txn("t0", "Deposit", 300.00, "2025-04-01", "10:00:00", "Anji Bamboo Resort",
            "6230 1111 2222 3333", "Family Room April"),
        note("n1", "Moganshan", "Bring hiking shoes and the kids' rain jackets.", "2025-10-30",
             "21:10"),
    ]
    gold = [G("Accommodation_Create", location=V("Moganshan Bamboo House"),
              dateCheckIn=V("2025-11-28"), dateCheckOut=V("2025-11-30"), roomType=V("Bamboo Loft"),
              people=V(family), telephone=V(MY_PHONE)),
            G("Consumption_Create", item=K("deposit"), amount=V(500),
              receivingName=V("Moganshan Bamboo House"), receivingAccount=V(acct)),
            G("Messages_Send", telephone=V("13916623345"), text=K("bamboo house"))]
    ev = [
        ("b1", "Bamboo Loft at Moganshan Bamboo House, 2025-11-28 to 2025-11-30, 2 adults + 2 "
               "children; deposit 500 to 6230 5800 1122 3344"),
        ("l1", "Ling chose the Bamboo House and wants a text when done"),
        ("c1", "ruled out: the Cloud Inn offer and its 800 deposit"),
        ("a0", "family stays list all four: Yixuan Xu, Ling Xie, Xin Xu, Miao Xu; contact "
               "15711227837"),
        ("t0", "the last deposit was paid with item 'Deposit' and no other details needed"),
        ("w1", "the family weekend starts Fri 2025-11-28"),
        ("bg_wife", "the wife is Ling Xie, 13916623345"),
        ("bg_son", "son Xin Xu"),
        ("bg_dau", "daughter Miao Xu"),
        ("bg_lingxu", "ruled out: cousin Ling Xu"),
        ("l2", "ruled out: the cousin's message"),
        ("n1", "packing note for the trip"),
    ]
    ref = [
        [S("sms", "Moganshan"), S("sms", "Bamboo")],
        [S("accommodation", "Family"), S("transaction", "Deposit"), S("schedule", "Moganshan"),
         S("notes", "Moganshan")],
        [S("contacts", "Xu"), S("contacts", "Xie")],
        [X("Accommodation_Create", location="Moganshan Bamboo House", dateCheckIn="2025-11-28",
           dateCheckOut="2025-11-30", roomType="Bamboo Loft", people=family, telephone=MY_PHONE),
         X("Consumption_Create", item="Deposit", amount=500,
           receivingName="Moganshan Bamboo House", receivingAccount=acct),
         X("Messages_Send", telephone="13916623345",
           text="Booked the Bamboo Loft at Moganshan Bamboo House for 28-30 Nov and paid the "
                "deposit.")],
    ]
    return build("core-multi-18", MULTI,
                 ["book_accommodation", "make_payment", "send_message"],
                 "Book Moganshan, pay the deposit, tell my wife", recs, gold, ev, ref)


def multi_19() -> dict[str, Any]:
    recs = background() + [
        contact("c_zl", "Zhou Lei", "0551-6288 9900", company="Three Squirrels",
                relationship="supplier", note="pecans"),
        sms_in("s0", "Zhou Lei", "0551-6288 9900", "2025-10-24", "10:00:00",
               "Could we meet at our HQ in Hefei on Wed 19 Nov?"),
        sms_in("s1", "Zhou Lei", "0551-6288 9900", "2025-10-30", "10:00:00",
               "Confirmed: Thu 20 Nov, 10:30-12:00 at Three Squirrels HQ, Hefei (Wed is full)."),
        note("n1", "Hefei trains",
             "G7231 07:05 Shanghai Hongqiao -> Hefei South 09:30. G7233 08:15 -> 10:40. "
             "Three Squirrels HQ is 40 min from Hefei South.", "2025-10-30", "10:20"),
        sched("v0", "Suzhou walnut supplier visit", "2025-09-04", "10:00:00", "12:00:00",
              reminder="1 day before", location="Suzhou Walnut Co., Wuzhong"),
        trip("p1", "2025-06-10", "07:05:00", "08:45:00", "Shanghai Hongqiao", "Nanjing South",
             "train", [ME], MY_PHONE, "135 yuan", "completed"),
        alarm("al1", "05:35:00", "never", "Train Nanjing", 5, 3, 10, status="off"),
        trip("p2", "2025-09-04", "08:02:00", "08:30:00", "Shanghai", "Suzhou", "train", [ME],
             MY_PHONE, "40 yuan", "completed"),
        alarm("al2", "06:32:00", "never", "Train Suzhou", 5, 3, 10, status="off"),
        alarm("al3", "06:50:00", "Mon, Tue, Wed, Thu, Fri", "Workday", 3, 1, 5),
        meet("m1", "Pecan contract - prep", "2025-11-18", "15:00:00", "16:00:00",
             ["Daniel Reed"], location=["Room 3B"], status="scheduled"),
        txn("t1", "Pecan order", 36000.00, "2025-09-15", "10:00:00", "Three Squirrels",
            "6222 5100 2200 3300", "PO-2025-0933"),
    ]
    gold = [G("Schedule_Create", date=V("2025-11-20"), title=K("three squirrels"),
              timeStart=V("10:30:00"), timeEnd=V("12:00:00"), timeRemind=V("1 day before"),
              location=K("three squirrels")),
            G("Transport_Create", date=V("2025-11-20"), time=V("07:05:00"), start=K("hongqiao"),
              end=K("hefei south"), passenger=V([ME]), telephone=V(MY_PHONE),
              transportType=V("train")),
            G("Clock_CreateAlarm", time=V("05:35:00"), name=U, alarmDuration=V(5),
              alarmCount=V(3), alarmInterval=V(10))]
    ev = [
        ("s1", "the visit: Thu 2025-11-20, 10:30:00-12:00:00 at Three Squirrels HQ, Hefei"),
        ("s0", "ruled out: the first proposal Wed 19 Nov"),
        ("c_zl", "Zhou Lei of Three Squirrels, the supplier"),
        ("n1", "G7231 at 07:05 reaches Hefei South 09:30, +40 min = 10:10, in time; G7233 "
               "arrives 10:40, too late: take the 07:05 train, Shanghai Hongqiao -> Hefei South"),
        ("v0", "habit: supplier visits go in the calendar with reminder 1 day before"),
        ("p1", "train at 07:05 ..."),
        ("al1", "... had its alarm at 05:35 (90 minutes before), ring 5 min, 3 times, every "
                "10 min: 07:05 -> 05:35:00"),
        ("p2", "train at 08:02 ..."),
        ("al2", "... alarm at 06:32, also 90 minutes before, same ring settings"),
        ("al3", "ruled out: the weekday alarm"),
        ("m1", "the pecan contract prep on 2025-11-18, not the visit"),
        ("t1", "Three Squirrels is a pecan supplier"),
    ]
    ref = [
        [S("transaction", "Three Squirrels")],
        [S("sms", "Hefei"), S("notes", "Hefei"), S("contacts", "Three Squirrels")],
        [S("schedule", "visit"), S("transport", "train", field="mode"),
         S("alarm", "0", field="time")],
        [S("meeting", "Pecan")],
        [X("Schedule_Create", date="2025-11-20", title="Three Squirrels HQ visit",
           timeStart="10:30:00", timeEnd="12:00:00", timeRemind="1 day before",
           location="Three Squirrels HQ, Hefei"),
         X("Transport_Create", date="2025-11-20", time="07:05:00", start="Shanghai Hongqiao",
           end="Hefei South", passenger=[ME], telephone=MY_PHONE, transportType="train"),
         X("Clock_CreateAlarm", time="05:35:00", name="Train Hefei", alarmDuration=5,
           alarmCount=3, alarmInterval=10)],
    ]
    return build("core-multi-19", MULTI, ["create_schedule", "book_transport", "set_alarm"],
                 "Plan my Hefei visit: calendar, train, alarm", recs, gold, ev, ref)


def multi_20() -> dict[str, Any]:
    team = ["Daniel Reed", "Grace Lin", "Tom Becker", "Priya Nair"]
    recs = background() + [
        contact("c_pn", "Priya Nair", "+86 186 2110 4477", company=COMPANY,
                relationship="colleague", note="Procurement"),
        contact("c_tb", "Tom Beck", "13912340000", company="Beck Packaging",
                relationship="supplier"),
        meet("l0", "Farewell lunch - Lily", "2025-06-27", "12:00:00", "13:00:00",
             ["Daniel Reed", "Grace Lin", "Tom Becker", "Lily Wang"], location=["Canteen"]),
        note("g0", "To-do", "Buy farewell gift for Lily", "2025-06-26", "18:00"),
        meet("l1", "Team lunch - Q3 celebration", "2025-09-30", "12:00:00", "13:00:00",
             ["Daniel Reed", "Grace Lin", "Tom Becker"], location=["Canteen"]),
        meet("l2", "Team lunch - welcome new buyer", "2025-10-30", "12:00:00", "13:00:00",
             team, location=["Canteen"], minutes="Welcome Priya Nair, new buyer."),
        sms_in("s1", "Daniel Reed", "+1 415-739-2098", "2025-10-31", "16:00:00",
               "Tom's last day with us is Friday 14 Nov (he moves to Logistics). Please organise "
               "a farewell lunch that day, the usual team lunch, and sort out a gift."),
        sms_in("s2", "Tom Becker", "+1 415-220-7790", "2025-10-31", "17:00:00",
               "My phone's microphone is broken - only video calls work until I fix it."),
        sms_in("s3", "Tom Beck", "13912340000", "2025-10-30", "09:00:00",
               "Packaging samples ready."),
        txn("t0", "Farewell gift - Lily", 300.00, "2025-06-26", "19:00:00", "Muji",
            "6225 0000 3333 4444", "team gift"),
    ]
    gold = [G("Phone_Call", telephone=V("+1 415-220-7790"), type=V("VIDEO")),
            G("Meeting_Create", dateStart=V("2025-11-14"), dateEnd=V("2025-11-14"),
              timeStart=V("12:00:00"), timeEnd=V("13:00:00"), title=K("farewell"),
              location=V(["Canteen"]), participants=V(team)),
            G("TodoList_Create", content=K("gift"), date=V("2025-11-13"), time=V("18:00"))]
    ev = [
        ("s1", "Tom's last day is Fri 2025-11-14: a farewell lunch that day, the usual team "
               "lunch, and a gift"),
        ("s2", "Tom can only take video calls: type VIDEO"),
        ("bg_tom", "Tom Becker's number +1 415-220-7790"),
        ("c_tb", "ruled out: supplier Tom Beck (namesake)"),
        ("s3", "ruled out: Tom Beck's message"),
        ("l1", "the usual team lunch: 12:00-13:00 in the Canteen"),
        ("l2", "the current team: Daniel Reed, Grace Lin, Tom Becker, Priya Nair"),
        ("c_pn", "Priya Nair is the new buyer in the team"),
        ("l0", "last farewell lunch on 2025-06-27, same format ..."),
        ("g0", "... with the gift to-do the day before at 18:00: 2025-11-13, 18:00"),
        ("t0", "the previous farewell gift"),
        ("bg_dir", "the team directory (before Priya joined)"),
        ("bg_grace", "Grace Lin is in the team"),
    ]
    ref = [
        [S("sms", "Tom"), S("contacts", "Tom")],
        [S("meeting", "lunch"), S("notes", "gift"), S("contacts", "Priya")],
        [S("transaction", "gift"), S("notes", "Procurement Dept"), S("contacts", "Grace")],
        [X("Phone_Call", telephone="+1 415-220-7790", type="VIDEO"),
         X("Meeting_Create", dateStart="2025-11-14", dateEnd="2025-11-14", timeStart="12:00:00",
           timeEnd="13:00:00", title="Farewell lunch - Tom", location=["Canteen"],
           participants=team),
         X("TodoList_Create", content="Buy farewell gift for Tom", date="2025-11-13",
           time="18:00")],
    ]
    return build("core-multi-20", MULTI, ["make_call", "create_meeting", "create_note"],
                 "Call Tom and plan his farewell lunch and gift", recs, gold, ev, ref)


# ----------------------------------------------------------------------------------------------

ALL = [v for k, v in list(globals().items())
       if callable(v) and k.startswith(("pref_", "multi_"))]


def tasks() -> list[dict[str, Any]]:
    return [f() for f in ALL]
