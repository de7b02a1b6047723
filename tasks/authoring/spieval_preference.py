"""spieval-core: the preference inference tasks (SPIEval Section 3.2).

A habit the user never states, inferred from past records
(our usual hotel, how I call my wife).

Each task is one :func:`~mobile_env.suites.authoring.spieval.task` in the words of
:mod:`mobile_env.suites.authoring.spieval` and :mod:`mobile_env.suites.authoring.vocabulary`.
"""

from __future__ import annotations

from typing import Any

from mobile_env.suites.authoring.spieval import (COMPANY, HOUSEHOLD, ME, MY_PHONE, S, alarm,
                                                 contact, hotel, meeting, note, payment, schedule,
                                                 sent, sms, task, trip, voicemail)
from mobile_env.suites.authoring.vocabulary import G, KF, ONE, U, X


def pref_hotel_1() -> dict[str, Any]:
    records = [
        *HOUSEHOLD,
        sms("Shufen Wang", "13705716699", "2025-10-28", "20:15:00",
            "Dad's birthday dinner is on Saturday the 15th at Louwailou. Come Friday evening and "
            "stay till Sunday so we can have lunch together too.", key="s_mom"),
        sms("Hyatt Regency Hangzhou", "0571-8779 1234", "2025-08-10", "12:05:00",
            "Thank you for staying with us, Mr. Xu. We hope to welcome you back to West Lake.",
            key="s_hyatt"),
        hotel("Hyatt Regency Hangzhou", "2025-02-14", "2025-02-16", "Deluxe King", 1,
              [ME, "Ling Xie"], MY_PHONE, "1960 yuan", status="completed", key="a1"),
        hotel("Hyatt Regency Hangzhou", "2025-05-30", "2025-06-01", "Deluxe King", 1,
              [ME, "Ling Xie"], MY_PHONE, "2080 yuan", status="completed", key="a2"),
        hotel("Hyatt Regency Hangzhou", "2025-07-11", "2025-07-13", "Twin Room", 1,
              ["Guoqiang Xu", "Shufen Wang"], "13705716699", "1890 yuan", status="completed",
              key="a6"),
        hotel("Hyatt Regency Hangzhou", "2025-08-08", "2025-08-10", "Deluxe King", 1,
              [ME, "Ling Xie"], MY_PHONE, "2150 yuan", status="completed", key="a3"),
        hotel("Ibis Hangzhou Xixi", "2025-09-17", "2025-09-18", "Standard Single", 1, [ME],
              MY_PHONE, "329 yuan", status="completed", key="a4"),
        hotel("Hilton Hangzhou Binjiang", "2025-10-24", "2025-10-26", "Twin Room", 1,
              ["Ling Xie", "Miao Xu"], "13916623345", "1700 yuan", status="cancelled", key="a5"),
        schedule("Dad's birthday dinner - Louwailou", "2025-11-15", "18:00:00", "20:30:00",
                 reminder="1 day before", location="Louwailou, Hangzhou", key="sc1"),
        note("Dad's birthday gift", "Longjing tea set from the shop on Hefang Street.",
             "2025-10-20", "21:40", key="n1"),
        payment("Hotel", 2150.0, "2025-08-10", "11:58:00", "Hyatt Regency Hangzhou",
                "6228 4800 3301 7788", note="2 nights Deluxe King", key="t1"),
    ]
    gold = [
        G("Accommodation_Create", location="Hyatt Regency Hangzhou", dateCheckIn="2025-11-14",
          dateCheckOut="2025-11-16", roomType="Deluxe King", people=[ME, "Ling Xie"],
          telephone=MY_PHONE),
    ]
    evidence = [
        ("s_mom",
         "the stay: arrive Friday evening before Saturday the 15th and stay till Sunday; from "
         "now (Sat 2025-11-01) that is check-in 2025-11-14, check-out 2025-11-16"),
        ("bg_dad", "Dad is Guoqiang Xu, living in Hangzhou, birthday 11-15"),
        ("sc1", "the birthday dinner is on 2025-11-15 in Hangzhou"),
        ("a1",
         "our usual stay: Hyatt Regency Hangzhou, Deluxe King, guests Yixuan Xu and Ling Xie, "
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
    reference = [
        [S("search_sms", "birthday"), S("search_contacts", "father", field="relationship")],
        [S("search_schedule", "birthday"), S("search_notes", "birthday")],
        [S("search_accommodation", "Hangzhou"), S("search_accommodation", "Hangzhou", page=2),
         S("search_contacts", "wife", field="relationship"), S("search_transaction", "Hyatt")],
        [X("Accommodation_Create", location="Hyatt Regency Hangzhou", dateCheckIn="2025-11-14",
           dateCheckOut="2025-11-16", roomType="Deluxe King", people=[ME, "Ling Xie"],
           telephone=MY_PHONE)],
    ]
    return task("core-pref-hotel-1", "preference_inference", ["book_accommodation"],
                "Book our usual hotel for Dad's birthday", records, gold, reference,
                evidence=evidence)


def pref_hotel_2() -> dict[str, Any]:
    records = [
        *HOUSEHOLD,
        meeting("Supplier audit - Shenzhen Nanshan plant", "2025-11-12", "09:00:00", "17:00:00",
                ["Daniel Reed", "Grace Lin"], end_date="2025-11-13", meeting_id="800779989",
                location=["Shenzhen Nanshan plant"],
                meeting_minutes="Two-day audit of the cashew roasting line. Travel on your own.",
                status="scheduled", key="m1"),
        trip("2025-11-11", "19:05:00", "21:35:00", "Shanghai Hongqiao", "ShenZhen Bao'an", "plane",
             [ME], MY_PHONE, "1120 yuan", status="booked", key="tr1"),
        trip("2025-11-13", "19:40:00", "22:05:00", "ShenZhen Bao'an", "Shanghai Hongqiao", "plane",
             [ME], MY_PHONE, "1080 yuan", status="booked", key="tr2"),
        trip("2025-11-10", "18:30:00", "21:00:00", "Shanghai Hongqiao", "ShenZhen Bao'an", "plane",
             [ME], MY_PHONE, "990 yuan", status="cancelled", key="tr3"),
        hotel("Atour Hotel Shenzhen Nanshan", "2025-04-08", "2025-04-10", "Standard King", 1, [ME],
              MY_PHONE, "1180 yuan", status="completed", key="a1"),
        hotel("Atour Hotel Shenzhen Nanshan", "2025-07-15", "2025-07-17", "Standard King", 1, [ME],
              MY_PHONE, "1240 yuan", status="completed", key="a2"),
        hotel("Atour Hotel Shenzhen Nanshan", "2025-11-11", "2025-11-13", "Twin Room", 1,
              ["Grace Lin"], "+1 415-220-7781", "1300 yuan", status="booked", key="a3"),
        hotel("Futian Shangri-La Shenzhen", "2025-11-10", "2025-11-12", "Deluxe King", 1, [ME],
              MY_PHONE, "2600 yuan", status="cancelled", key="a4"),
        hotel("Atour Hotel Guangzhou Tianhe", "2025-09-02", "2025-09-03", "Standard King", 1, [ME],
              MY_PHONE, "560 yuan", status="completed", key="a5"),
        sms("Grace Lin", "+1 415-220-7781", "2025-10-30", "16:20:00",
            "Audit moved to Wed-Thu 12-13 Nov. I booked my own room; please book yours, the "
            "company card covers it.", key="s1"),
        note("Expense policy", "Hotels up to 700 yuan per night, economy flights only.",
             "2025-03-01", "09:10", key="n1"),
    ]
    gold = [
        G("Accommodation_Create", location="Atour Hotel Shenzhen Nanshan", dateCheckIn="2025-11-11",
          dateCheckOut="2025-11-13", roomType="Standard King", people=[ME], telephone=MY_PHONE),
    ]
    evidence = [
        ("m1", "the Shenzhen audit runs 2025-11-12 to 2025-11-13"),
        ("s1", "audit moved to Wed-Thu 12-13 Nov; the user must book his own room"),
        ("tr1", "arrives in Shenzhen the evening of 2025-11-11: check-in 2025-11-11"),
        ("tr2", "flies back the evening of 2025-11-13: check-out 2025-11-13"),
        ("tr3", "ruled out: the cancelled 2025-11-10 flight (before the audit moved)"),
        ("a1",
         "usual Shenzhen hotel: Atour Hotel Shenzhen Nanshan, Standard King, guest Yixuan Xu, "
         "contact 15711227837"),
        ("a2", "second stay at Atour Hotel Shenzhen Nanshan, Standard King"),
        ("a5", "same chain and room type on business elsewhere: Standard King"),
        ("a3", "ruled out: Grace Lin's own Twin Room booking"),
        ("a4", "ruled out: cancelled Shangri-La booking for the old dates"),
        ("n1", "policy cap 700 yuan/night, consistent with the usual Atour choice"),
        ("bg_grace", "Grace Lin is a colleague travelling separately"),
    ]
    reference = [
        [S("search_meeting", "Shenzhen"), S("search_sms", "audit")],
        [S("search_transport", "Shenzhen", mode="fuzzy"), S("search_accommodation", "Shenzhen"),
         S("search_accommodation", "Atour")],
        [S("search_notes", "hotel"), S("search_contacts", "Grace", field="name")],
        [X("Accommodation_Create", location="Atour Hotel Shenzhen Nanshan",
           dateCheckIn="2025-11-11", dateCheckOut="2025-11-13", roomType="Standard King",
           people=[ME], telephone=MY_PHONE)],
    ]
    return task("core-pref-hotel-2", "preference_inference", ["book_accommodation"],
                "Book a room for my Shenzhen trip", records, gold, reference, evidence=evidence)


def pref_alarm_1() -> dict[str, Any]:
    records = [
        *HOUSEHOLD,
        trip("2025-09-12", "07:40:00", "10:05:00", "Shanghai Hongqiao", "Beijing Daxing", "plane",
             [ME], MY_PHONE, "980 yuan", status="completed", key="tr4"),
        trip("2025-10-17", "09:20:00", "11:15:00", "Shanghai Pudong", "Xiamen Gaoqi", "plane", [ME],
             MY_PHONE, "760 yuan", status="completed", key="tr5"),
        trip("2025-11-02", "07:00:00", "09:55:00", "Shanghai Pudong", "Chengdu Tianfu", "plane",
             [ME], MY_PHONE, "1350 yuan", status="cancelled", key="tr2"),
        trip("2025-11-02", "08:10:00", "11:05:00", "Shanghai Pudong", "Chengdu Tianfu", "plane",
             [ME], MY_PHONE, "1350 yuan", status="booked", key="tr1"),
        trip("2025-11-09", "14:30:00", "17:10:00", "Chengdu Tianfu", "Shanghai Pudong", "plane",
             [ME], MY_PHONE, "1290 yuan", status="booked", key="tr3"),
        alarm("05:40:00", "never", "Flight to Beijing", duration=5, count=3, interval=10,
              status="off", key="al1"),
        alarm("06:50:00", "Mon, Tue, Wed, Thu, Fri", "Workday", duration=3, count=1, interval=5,
              key="al3"),
        alarm("07:20:00", "never", "Flight to Xiamen", duration=5, count=3, interval=10,
              status="off", key="al2"),
        alarm("13:30:00", "never", "Nap", duration=1, count=1, interval=5, status="off", key="al4"),
        sms("China Eastern", "95530", "2025-10-30", "10:02:00",
            "Flight MU5401 Shanghai Pudong-Chengdu on 2025-11-02 has been changed from 07:00 to "
            "08:10. Your seat 32C is kept.", key="s1"),
        schedule("Chengdu - Sichuan pepper supplier visit", "2025-11-03", "10:00:00", "16:00:00",
                 reminder="1 day before", location="Chengdu", key="sc1"),
        contact("Chen Jiao", "028-8555 1200", company="Shu Pepper Co.", relationship="supplier",
                note="Sichuan pepper, Chengdu", key="c_pep"),
        sms("Ling Xie", "13916623345", "2025-11-01", "09:00:00",
            "Safe flight tomorrow! Text me when you land in Chengdu.", key="s2"),
    ]
    gold = [
        G("Clock_CreateAlarm", time="06:10:00", name=U, alarmDuration=5, alarmCount=3,
          alarmInterval=10),
    ]
    evidence = [
        ("tr1", "tomorrow (Sun 2025-11-02) the flight departs at 08:10"),
        ("tr2", "ruled out: the cancelled 07:00 departure"),
        ("s1", "confirms the flight moved from 07:00 to 08:10"),
        ("tr3", "ruled out: the return flight on 2025-11-09, not tomorrow"),
        ("tr4", "past flight departing 07:40 ..."),
        ("al1", "... had its alarm at 05:40 (2 hours before), ring 5 min, 3 times, every 10 min"),
        ("tr5", "past flight departing 09:20 ..."),
        ("al2",
         "... had its alarm at 07:20 (2 hours before), ring 5 min, 3 times, every 10 min; so the "
         "habit gives time 06:10:00, alarmDuration 5, alarmCount 3, alarmInterval 10"),
        ("al3", "ruled out: the weekday wake-up alarm (tomorrow is Sunday), different settings"),
        ("al4", "ruled out: a nap alarm"),
        ("sc1", "the Chengdu trip is for the supplier visit on 2025-11-03"),
        ("c_pep", "the Chengdu supplier visited on 2025-11-03"),
        ("s2", "confirms the flight to Chengdu is tomorrow, 2025-11-02"),
    ]
    reference = [
        [S("search_contacts", "Chengdu"), S("search_sms", "Chengdu")],
        [S("search_transport", "2025-11-02", field="date"), S("search_sms", "flight")],
        [S("search_transport", "plane", field="mode"), S("search_alarm", "never", field="repeat"),
         S("search_alarm", "Mon", field="repeat")],
        [S("search_schedule", "Chengdu")],
        [X("Clock_CreateAlarm", time="06:10:00", name="Flight to Chengdu", alarmDuration=5,
           alarmCount=3, alarmInterval=10)],
    ]
    return task("core-pref-alarm-1", "preference_inference", ["set_alarm"],
                "Set an alarm for tomorrow's flight", records, gold, reference, evidence=evidence)


def pref_alarm_2() -> dict[str, Any]:
    records = [
        *HOUSEHOLD,
        schedule("Swimming class", "2025-10-07", "07:00:00", "08:00:00", repeat="weekly",
                 location="Jing'an Sports Center pool", key="sw1"),
        schedule("Swimming class", "2025-10-09", "07:00:00", "08:00:00", repeat="weekly",
                 location="Jing'an Sports Center pool", key="sw2"),
        schedule("Yoga class", "2025-10-06", "07:30:00", "08:30:00", repeat="weekly",
                 location="Lotus Yoga", key="yo"),
        schedule("Badminton", "2025-10-10", "19:00:00", "21:00:00", repeat="weekly",
                 location="Changning gym", key="bd"),
        schedule("Miao swimming lesson", "2025-11-08", "09:00:00", "10:00:00", repeat="weekly",
                 location="Jing'an Sports Center pool", key="sw3"),
        note("Swimming class",
             "From November the Tue/Thu class starts at 07:30 instead of 07:00 (coach's new "
             "timetable).", "2025-10-29", "21:15", key="n1"),
        sms("Coach Li", "13761112233", "2025-10-28", "18:20:00",
            "New term from 4 Nov: Tuesdays and Thursdays, 07:30-08:30, same pool.", key="s1"),
        alarm("06:45:00", "Mon, Wed", "Yoga", duration=10, count=5, interval=15, key="al1"),
        alarm("06:50:00", "Mon, Tue, Wed, Thu, Fri", "Workday", duration=3, count=1, interval=5,
              key="al3"),
        alarm("18:15:00", "Fri", "Badminton", duration=10, count=5, interval=15, key="al2"),
        alarm("06:15:00", "Tue, Thu", "Swimming", duration=10, count=5, interval=15, status="off",
              key="al4"),
        payment("Swimming course", 1200.0, "2025-10-28", "18:40:00", "Jing'an Sports Center",
                "6217 0012 3300 4411", note="Nov-Dec term, Tue/Thu", key="t1"),
    ]
    gold = [
        G("Clock_CreateAlarm", time="06:45:00", repeatDayOfWeek=[2, 4], name=U, alarmDuration=10,
          alarmCount=5, alarmInterval=15),
    ]
    evidence = [
        ("s1", "the class is now Tuesdays and Thursdays (repeatDayOfWeek [2, 4]) at 07:30"),
        ("n1", "confirms the new 07:30 start from November"),
        ("sw1", "ruled out: old Tuesday 07:00 calendar entry"),
        ("sw2", "ruled out: old Thursday 07:00 calendar entry"),
        ("sw3", "ruled out: Miao's Saturday lesson, not the user's class"),
        ("yo", "yoga class at 07:30 ..."),
        ("al1",
         "... has its alarm at 06:45, 45 minutes before, ring 10 min, 5 times, every 15 min"),
        ("bd", "badminton at 19:00 ..."),
        ("al2", "... has its alarm at 18:15, 45 minutes before, same 10/5/15 ring settings"),
        ("al4",
         "the old swimming alarm 06:15 (45 min before the old 07:00 start), now off; for 07:30 "
         "the habit gives time 06:45:00, alarmDuration 10, alarmCount 5, alarmInterval 15"),
        ("al3", "ruled out: the weekday wake-up alarm"),
        ("t1", "the user paid for the Nov-Dec Tue/Thu term"),
    ]
    reference = [
        [S("search_schedule", "swim", mode="fuzzy"), S("search_notes", "swim"),
         S("search_sms", "Tuesdays")],
        [S("search_schedule", "weekly", field="repeat"), S("search_alarm", "0", field="time")],
        [S("search_transaction", "Swimming")],
        [X("Clock_CreateAlarm", time="06:45:00", repeatDayOfWeek=[2, 4], name="Swimming",
           alarmDuration=10, alarmCount=5, alarmInterval=15)],
    ]
    return task("core-pref-alarm-2", "preference_inference", ["set_alarm"],
                "Set an alarm for my swimming class", records, gold, reference, evidence=evidence)


def pref_call_1() -> dict[str, Any]:
    records = [
        *HOUSEHOLD,
        contact("Ling (old)", "13800456712", note="old number, cancelled", key="c_old"),
        sms("Ling Xie", "13916623345", "2025-08-30", "09:12:00",
            "This is my new number. The old 13800456712 is cancelled.", key="w3"),
        sms("Ling Xie", "13916623345", "2025-10-12", "21:03:00",
            "Video call me when you land so the kids can see you.", key="w1"),
        sms("Ling Xie", "13916623345", "2025-10-20", "20:40:00",
            "Thanks for the video call, Miao loved showing you her drawing!", key="w2"),
        sms("Ling Xu", "13588120456", "2025-10-25", "11:00:00",
            "Can you give me a voice call later about grandma's visit?", key="w4"),
        voicemail("Ling Xie", "13800456712", "2025-07-02", "18:30:00", "It's me, call me back.",
                  key="v1"),
        note("Ling's schedule", "Ling works Saturday mornings at the clinic, free after 12:00.",
             "2025-09-06", "08:00", key="n1"),
        schedule("Ling - clinic shift", "2025-11-01", "08:00:00", "12:00:00",
                 location="Gubei clinic", key="sc1"),
        payment("Family video package", 30.0, "2025-10-05", "10:00:00", "China Mobile",
                "9558 8000 0128", note="unlimited video calls with family number 13916623345",
                key="t1"),
        contact("Lingling Zhao", "13916623354", company="Gubei clinic", note="Ling's colleague",
                key="c_ll"),
    ]
    gold = [G("Phone_Call", telephone="13916623345", type="VIDEO")]
    evidence = [
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
    reference = [
        [S("search_transaction", "video")],
        [S("search_contacts", "wife", field="relationship"), S("search_contacts", "Ling")],
        [S("search_sms", "Ling", field="sender_name"), S("search_voicemail", "Ling")],
        [S("search_notes", "Ling"), S("search_schedule", "Ling")],
        [X("Phone_Call", telephone="13916623345", type="VIDEO")],
    ]
    return task("core-pref-call-1", "preference_inference", ["make_call"], "Call my wife", records,
                gold, reference, evidence=evidence)


def pref_call_2() -> dict[str, Any]:
    records = [
        *HOUSEHOLD,
        contact("Jianguo Xie", "13901237788", relationship="father-in-law", key="c_fil"),
        contact("Guoqiang Xue", "13522340098", company="Xue Logistics", relationship="supplier",
                key="c_xue"),
        sms("Shufen Wang", "13705716699", "2025-10-15", "19:30:00",
            "Your dad got a new phone with a big screen. His new number is 137 0571 9900, the old "
            "one stops working at the end of October.", key="m1"),
        sms("Guoqiang Xu", "137 0571 9900", "2025-10-19", "20:10:00",
            "The grandkids looked so big on the video call! Let's do that every week.", key="d1"),
        sms("Jianguo Xie", "13901237788", "2025-10-25", "10:30:00",
            "Call me when you're free. Voice is fine, I don't do video.", key="f1"),
        voicemail("Guoqiang Xu", "13705716688", "2025-10-10", "09:15:00",
                  "Son, my phone keeps dying, I'll get a new one.", key="v1"),
        note("Sunday calls",
             "2025-10-19 video call with Dad (new phone), 40 min. 2025-10-26 video call with Dad, "
             "the kids sang for him.", "2025-10-26", "21:00", key="n1"),
        schedule("Family call with Dad", "2025-10-19", "19:00:00", "20:00:00", repeat="weekly",
                 key="sc1"),
        sent("Guoqiang Xu", "137 0571 9900", "2025-10-26", "18:00:00",
             "Dad, video call at 7 tonight? The kids want to sing for you.", key="o1"),
        payment("Phone for Dad", 2999.0, "2025-10-12", "15:00:00", "Huawei Store",
                "6222 9999 0000 1111", note="new big-screen phone for Dad", key="t1"),
    ]
    gold = [G("Phone_Call", telephone="137 0571 9900", type="VIDEO")]
    evidence = [
        ("bg_dad", "Dad is Guoqiang Xu; the saved number 13705716688 is his old one"),
        ("m1",
         "Dad's new number is 137 0571 9900; the old one stopped working at the end of October"),
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
    reference = [
        [S("search_transaction", "Dad"), S("search_contacts", "mother", field="relationship")],
        [S("search_contacts", "father", field="relationship"), S("search_contacts", "Guoqiang")],
        [S("search_sms", "new number"), S("search_sms", "video"),
         S("search_voicemail", "Guoqiang")],
        [S("search_notes", "Dad"), S("search_schedule", "Dad")],
        [X("Phone_Call", telephone="137 0571 9900", type="VIDEO")],
    ]
    return task("core-pref-call-2", "preference_inference", ["make_call"], "Give Dad a call",
                records, gold, reference, evidence=evidence)


def pref_contact_1() -> dict[str, Any]:
    records = [
        *HOUSEHOLD,
        contact("Anna Wu", "13764450012", company="Hazel Farms Ltd", email="anna.wu@hazelfarms.cn",
                relationship="supplier", note="hazelnuts", key="c_anna"),
        contact("Mina Park", "+82 10-5521-7781", company="Golden Cashew Co.",
                email="mina@goldencashew.kr", relationship="supplier", note="cashews",
                key="c_mina"),
        sms("Anna Wu", "13764450012", "2025-10-27", "15:00:00",
            "I'm leaving Hazel Farms at the end of October; my colleague will contact you.",
            key="k2"),
        sms("", "+86 138 2231 7740", "2025-10-30", "10:45:00",
            "Hello Mr. Xu, this is Kevin Zhou from Hazel Farms Ltd. I take over your account from "
            "Anna Wu. Email: kevin.zhou@hazelfarms.cn", key="k1"),
        sms("Kevin Zhao", "13600221199", "2025-10-31", "12:10:00",
            "SF Express: your parcel is in locker 12, pickup code 5521.", key="kz"),
        voicemail("", "021-6230 1188", "2025-10-30", "10:20:00",
                  "Kevin from Hazel Farms here, calling from our office switchboard. I'll text "
                  "you my mobile.", key="v1"),
        meeting("Hazelnut contract handover", "2025-11-04", "10:00:00", "11:00:00",
                ["Kevin Zhou", "Daniel Reed"], meeting_id="800725969", location=["Room 3B"],
                meeting_minutes="", status="scheduled", key="m1"),
        payment("Hazelnut order Oct", 48200.0, "2025-10-08", "14:00:00", "Hazel Farms Ltd",
                "6222 6000 1100 2288", note="PO-2025-1042", key="t1"),
        sms("Daniel Reed", "+1 415-739-2098", "2025-10-29", "17:00:00",
            "Hazel Farms is sending a new account manager - please save his details.", key="d1"),
        note("Supplier list",
             "Almonds: Pacific Almond Supply. Cashews: Golden Cashew Co. Hazelnuts: Hazel Farms "
             "Ltd.", "2025-06-01", "09:00", key="n1"),
    ]
    gold = [
        G("Contacts_Create", name="Kevin Zhou", telephone=ONE("+86 138 2231 7740", "13822317740"),
          company=ONE("Hazel Farms Ltd", "Hazel Farms Ltd.", "Hazel Farms"),
          email="kevin.zhou@hazelfarms.cn", relationship=KF("supplier"), note=KF("hazelnut")),
    ]
    evidence = [
        ("k1",
         "the new supplier contact: Kevin Zhou, Hazel Farms Ltd, mobile +86 138 2231 7740 "
         "(13822317740), email kevin.zhou@hazelfarms.cn"),
        ("k2", "Anna Wu has left; her successor will contact the user"),
        ("c_anna",
         "ruled out as the new contact, but shows how suppliers are saved: company, email, "
         "relationship supplier, note = the product (hazelnuts)"),
        ("c_mina",
         "supplier contacts always carry company, email, relationship 'supplier' and the product "
         "as note"),
        ("bg_reeves", "third supplier saved the same way (note 'almonds')"),
        ("v1", "ruled out: the office switchboard 021-6230 1188, not his mobile"),
        ("kz", "ruled out: Kevin Zhao is a courier (namesake)"),
        ("m1", "Kevin Zhou takes over the hazelnut contract"),
        ("t1", "Hazel Farms Ltd supplies hazelnuts"),
        ("d1", "the manager asks to save the new Hazel Farms account manager"),
        ("n1", "Hazel Farms Ltd supplies hazelnuts"),
        ("bg_mgr", "Daniel Reed is the manager"),
    ]
    reference = [
        [S("search_notes", "Hazel"), S("search_contacts", "Daniel Reed")],
        [S("search_sms", "Hazel"), S("search_sms", "Kevin"), S("search_voicemail", "Kevin")],
        [S("search_contacts", "supplier", field="relationship")],
        [S("search_meeting", "Hazelnut"), S("search_transaction", "Hazel")],
        [X("Contacts_Create", name="Kevin Zhou", telephone="+86 138 2231 7740",
           company="Hazel Farms Ltd", email="kevin.zhou@hazelfarms.cn", relationship="supplier",
           note="hazelnuts")],
    ]
    return task("core-pref-contact-1", "preference_inference", ["save_contact"],
                "Save the new supplier's number", records, gold, reference, evidence=evidence)


def pref_contact_2() -> dict[str, Any]:
    records = [
        *HOUSEHOLD,
        contact("Priya Natarajan", "+91 98450 11223", company="Spice Route Exports",
                relationship="supplier", note="pepper", key="c_pn"),
        meeting("Finance onboarding - welcome Omar Haddad", "2025-09-15", "11:00:00", "11:30:00",
                ["Daisy Miller", "Omar Haddad"], meeting_id="800166309", location=["Room 2A"],
                meeting_minutes="Omar Haddad joins Finance as accountant.", key="m3"),
        meeting("Team lunch - welcome new buyer", "2025-10-30", "12:00:00", "13:00:00",
                ["Daniel Reed", "Grace Lin", "Tom Becker", "Priya Nair"], meeting_id="800838720",
                location=["Canteen"],
                meeting_minutes="Welcome Priya Nair, new buyer in Procurement from 2025-10-30.",
                key="m2"),
        sms("Grace Lin", "+1 415-220-7781", "2025-10-30", "14:05:00",
            "New buyer Priya Nair starts today; her mobile is 186 2110 4474 I think, email "
            "p.nair@guangming-nuts.com.", key="p1"),
        sms("", "+86 186 2110 4477", "2025-10-30", "15:20:00",
            "Hi Yixuan, it's Priya Nair from Procurement - Grace gave you a wrong number, this is "
            "my mobile.", key="p2"),
        sms("", "+86 133 0192 5566", "2025-09-15", "16:00:00",
            "Hi, Omar Haddad from Finance, new here. Nice to meet you!", key="o1"),
        schedule("Onboarding buddy lunch with Priya", "2025-11-03", "12:00:00", "13:00:00",
                 location="Canteen", key="sc1"),
        payment("Welcome cake for Priya", 120.0, "2025-10-30", "11:00:00", "Holiland",
                "6225 3333 4444 5555", note="team welcome", key="t1"),
    ]
    gold = [
        G("Contacts_Create", name="Priya Nair", telephone=ONE("+86 186 2110 4477", "18621104477"),
          company=COMPANY, email="p.nair@guangming-nuts.com", relationship=KF("colleague"),
          note=KF("procurement")),
    ]
    evidence = [
        ("m2", "the new colleague is Priya Nair, buyer in Procurement, joined 2025-10-30"),
        ("p1", "her email p.nair@guangming-nuts.com; the number 186 2110 4474 is wrong"),
        ("p2", "her real mobile: +86 186 2110 4477 (18621104477)"),
        ("bg_grace",
         "colleagues are saved with company Shanghai Guangming Nut Co., email, relationship "
         "colleague and the department (Procurement) as note"),
        ("bg_tom", "another Procurement colleague saved the same way"),
        ("bg_mgr", "the manager's contact follows the same pattern"),
        ("bg_dir", "the team directory lists the Procurement team (not yet Priya)"),
        ("m3", "ruled out: Omar Haddad joined Finance in September"),
        ("o1", "ruled out: Omar Haddad's number"),
        ("c_pn", "ruled out: namesake supplier Priya Natarajan"),
        ("sc1", "the user is Priya's onboarding buddy"),
        ("t1", "the team welcomed Priya on 2025-10-30"),
    ]
    reference = [
        [S("search_schedule", "Priya"), S("search_transaction", "Priya")],
        [S("search_meeting", "welcome"), S("search_sms", "Priya"), S("search_contacts", "Priya")],
        [S("search_contacts", "colleague", field="relationship"), S("search_notes", "Procurement"),
         S("search_sms", "Omar")],
        [X("Contacts_Create", name="Priya Nair", telephone="+86 186 2110 4477", company=COMPANY,
           email="p.nair@guangming-nuts.com", relationship="colleague", note="Procurement")],
    ]
    return task("core-pref-contact-2", "preference_inference", ["save_contact"],
                "Add my new colleague to contacts", records, gold, reference, evidence=evidence)


def pref_meeting_1() -> dict[str, Any]:
    team = ["Daniel Reed", "Grace Lin", "Tom Becker"]
    records = [
        *HOUSEHOLD,
        meeting("Supplier review - August", "2025-08-04", "15:00:00", "16:30:00", team,
                reminder="30 minutes before", meeting_id="800272636", location=["Room 3B"],
                key="sr_aug"),
        note("Rooms", "From September the supplier review moves to Room 5A (3B is too small).",
             "2025-08-29", "17:30", key="n1"),
        meeting("Supplier review - September", "2025-09-01", "15:00:00", "16:30:00", team,
                reminder="30 minutes before", meeting_id="800332773", location=["Room 5A"],
                key="sr_sep"),
        meeting("Supplier review - October", "2025-10-06", "15:00:00", "16:30:00", team,
                reminder="30 minutes before", meeting_id="800811329", location=["Room 5A"],
                key="sr_oct"),
        meeting("Supplier review follow-up - almond pricing", "2025-10-16", "14:00:00", "14:30:00",
                ["Daniel Reeves"], meeting_id="800426080", location=["Online"], key="sr_fu"),
        sms("Tom Becker", "+1 415-220-7790", "2025-10-30", "09:00:00",
            "Back from leave on Monday 3 Nov, see you all then.", key="s1"),
    ]
    gold = [
        G("Meeting_Create", dateStart="2025-11-03", dateEnd="2025-11-03", timeStart="15:00:00",
          timeEnd="16:30:00", timeRemind="30 minutes before", title=KF("supplier review"),
          location=["Room 5A"], participants=team),
    ]
    evidence = [
        ("sr_aug",
         "past review on Mon 2025-08-04 (first Monday), 15:00-16:30, 30 minutes before, Daniel "
         "Reed, Grace Lin, Tom Becker"),
        ("sr_sep", "past review on Mon 2025-09-01 (first Monday), 15:00-16:30, Room 5A"),
        ("sr_oct",
         "past review on Mon 2025-10-06 (first Monday), 15:00-16:30, Room 5A, reminder 30 "
         "minutes before; so November's is the first Monday, 2025-11-03"),
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
    reference = [
        [S("search_contacts", "colleague", field="relationship")],
        [S("search_meeting", "Supplier review"), S("search_notes", "supplier review")],
        [S("search_sms", "Tom", field="sender_name"),
         S("search_schedule", "2025-11-03", field="date"),
         S("search_meeting", "weekly", field="repeat")],
        [S("search_contacts", "Daniel"), S("search_notes", "Procurement Dept")],
        [X("Meeting_Create", dateStart="2025-11-03", dateEnd="2025-11-03", timeStart="15:00:00",
           timeEnd="16:30:00", timeRemind="30 minutes before", title="Supplier review - November",
           location=["Room 5A"], participants=team)],
    ]
    return task("core-pref-meeting-1", "preference_inference", ["create_meeting"],
                "Book the monthly supplier review", records, gold, reference, evidence=evidence)


def pref_meeting_2() -> dict[str, Any]:
    records = [
        *HOUSEHOLD,
        meeting("1:1 Yixuan / Daniel", "2025-09-25", "10:00:00", "10:30:00", ["Daniel Reed"],
                meeting_id="800267585", location=["Daniel's office"], key="o1"),
        meeting("1:1 Yixuan / Daniel", "2025-10-09", "10:00:00", "10:30:00", ["Daniel Reed"],
                meeting_id="800482224", location=["Daniel's office"], key="o2"),
        meeting("1:1 Yixuan / Daniel Reeves - almond pricing", "2025-10-14", "16:00:00", "17:00:00",
                ["Daniel Reeves"], meeting_id="800101007", location=["Online"], key="ox"),
        meeting("1:1 Yixuan / Daniel", "2025-10-23", "10:00:00", "10:30:00", ["Daniel Reed"],
                meeting_id="800156856", location=["Daniel's office"], key="o3"),
        sms("Daniel Reed", "+1 415-739-2098", "2025-10-31", "18:05:00",
            "I'm at the Guangzhou fair on Thursday. Could we do our next 1:1 the day after, same "
            "time and place?", key="s1"),
        note("1:1 topics", "Q4 supplier scorecards; training budget.", "2025-10-30", "22:10",
             key="n1"),
        schedule("Warehouse stock check", "2025-11-07", "08:00:00", "09:30:00",
                 location="Warehouse B", key="sc1"),
        voicemail("Daniel Reed", "+1 415-739-2098", "2025-10-31", "18:10:00",
                  "Yixuan, I'm at the fair all Thursday, reachable by text only.", key="v1"),
        trip("2025-11-05", "19:30:00", "22:00:00", "Shanghai Hongqiao", "Guangzhou Baiyun", "plane",
             ["Daniel Reed"], "+1 415-739-2098", "1100 yuan", status="booked", key="tr1"),
    ]
    gold = [
        G("Meeting_Create", dateStart="2025-11-07", dateEnd="2025-11-07", timeStart="10:00:00",
          timeEnd="10:30:00", title=KF("1:1"), location=["Daniel's office"],
          participants=["Daniel Reed"]),
    ]
    evidence = [
        ("bg_mgr", "the manager is Daniel Reed"),
        ("o1", "1:1 on Thu 2025-09-25, 10:00-10:30 in Daniel's office"),
        ("o2", "1:1 on Thu 2025-10-09, same slot: every two weeks"),
        ("o3", "last 1:1 on Thu 2025-10-23, so the next is due Thu 2025-11-06"),
        ("s1",
         "Daniel is away on Thursday 2025-11-06 and asks for the day after, same time and place: "
         "Fri 2025-11-07, 10:00-10:30, Daniel's office"),
        ("ox", "ruled out: a call with the supplier Daniel Reeves"),
        ("bg_reeves", "Daniel Reeves is a supplier (namesake)"),
        ("sc1", "the stock check ends at 09:30, no clash"),
        ("n1", "topics for the 1:1"),
        ("bg_weekly", "ruled out: the weekly team report"),
        ("v1", "Daniel is away all Thursday"),
        ("tr1", "Daniel flies to Guangzhou on 2025-11-05 evening, so Thursday 2025-11-06 is out"),
    ]
    reference = [
        [S("search_voicemail", "Daniel"), S("search_transport", "Daniel")],
        [S("search_contacts", "manager"), S("search_meeting", "1:1")],
        [S("search_sms", "1:1"), S("search_notes", "1:1"),
         S("search_schedule", "2025-11-07", field="date")],
        [S("search_contacts", "Daniel"), S("search_meeting", "weekly", field="repeat")],
        [X("Meeting_Create", dateStart="2025-11-07", dateEnd="2025-11-07", timeStart="10:00:00",
           timeEnd="10:30:00", title="1:1 Yixuan / Daniel", location=["Daniel's office"],
           participants=["Daniel Reed"])],
    ]
    return task("core-pref-meeting-2", "preference_inference", ["create_meeting"],
                "Set up my next 1:1 with my manager", records, gold, reference, evidence=evidence)


def pref_message_1() -> dict[str, Any]:
    records = [
        *HOUSEHOLD,
        contact("Mom & Dad (home)", "0571-8865 2231", note="landline, Hangzhou", key="c_home"),
        sms("12306", "12306", "2025-04-30", "08:00:00",
            "12306: the new railway timetable takes effect on 2025-05-10.", key="r0"),
        sms("12306", "12306", "2025-05-24", "20:00:00",
            "Ticket booked: G7521, 2025-05-30 18:45 Shanghai Hongqiao - 19:52 Hangzhou East.",
            status="read", attachment=["eticket_G7521_0530.pdf"], key="r1"),
        sent("Shufen Wang", "13705716699", "2025-05-25", "08:10:00",
             "Mom, we're on G7521, arriving Hangzhou East 19:52. E-ticket attached.", status="sent",
             attachment=["eticket_G7521_0530.pdf"], key="o1"),
        sms("12306", "12306", "2025-08-01", "12:30:00",
            "Ticket booked: G7503, 2025-08-08 18:30 Shanghai Hongqiao - 19:40 Hangzhou East.",
            status="read", attachment=["eticket_G7503_0808.pdf"], key="r2"),
        sent("Shufen Wang", "13705716699", "2025-08-01", "12:45:00",
             "Mom, we take G7503 on Friday, arriving Hangzhou East 19:40. E-ticket attached.",
             status="sent", attachment=["eticket_G7503_0808.pdf"], key="o2"),
        sms("Shufen Wang", "13705716699", "2025-08-01", "13:00:00",
            "Got it, Dad will pick you up at Hangzhou East.", key="m1"),
        sms("12306", "12306", "2025-10-27", "09:00:00",
            "Refund completed: G7508, 2025-11-14 17:10.", key="r3"),
        sms("12306", "12306", "2025-10-29", "21:20:00",
            "Ticket booked: G7512, 2025-11-14 18:30 Shanghai Hongqiao - 19:46 Hangzhou East, 2 "
            "passengers, coach 5.", status="read", attachment=["eticket_G7512_1114.pdf"], key="r4"),
        sms("12306", "12306", "2025-10-29", "21:25:00",
            "Ticket booked: G7519, 2025-11-16 17:05 Hangzhou East - 18:10 Shanghai Hongqiao.",
            status="read", attachment=["eticket_G7519_1116.pdf"], key="r5"),
        trip("2025-11-14", "17:10:00", "18:20:00", "Shanghai Hongqiao", "Hangzhou East", "train",
             [ME, "Ling Xie"], MY_PHONE, "146 yuan", status="cancelled", key="g3"),
        trip("2025-11-14", "18:30:00", "19:46:00", "Shanghai Hongqiao", "Hangzhou East", "train",
             [ME, "Ling Xie"], MY_PHONE, "146 yuan", status="booked", key="g1"),
        trip("2025-11-16", "17:05:00", "18:10:00", "Hangzhou East", "Shanghai Hongqiao", "train",
             [ME, "Ling Xie"], MY_PHONE, "146 yuan", status="booked", key="g2"),
        schedule("Hangzhou - Dad's birthday weekend", "2025-11-14", "18:30:00", "21:00:00",
                 location="Hangzhou", key="sc1"),
        note("Hangzhou weekend", "Dad picks us up at Hangzhou East on Friday night.", "2025-10-29",
             "21:40", key="n1"),
    ]
    gold = [
        G("Messages_Send", telephone="13705716699", text=KF("G7512"),
          attach=["eticket_G7512_1114.pdf"]),
    ]
    evidence = [
        ("bg_mom", "Mom is Shufen Wang, mobile 13705716699"),
        ("o1",
         "habit: the user texts Mom the train number and arrival, with the e-ticket attached"),
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
        ("c_home",
         "ruled out: the parents' landline cannot receive texts; past texts went to her mobile"),
        ("sc1", "the Hangzhou weekend starts Friday 2025-11-14"),
        ("n1", "Dad picks them up at the station: Mom needs the arrival details"),
    ]
    reference = [
        [S("search_schedule", "Hangzhou"), S("search_notes", "Hangzhou")],
        [S("search_contacts", "mother", field="relationship"), S("search_contacts", "Hangzhou")],
        [S("search_sms", "Shufen Wang"), S("search_sms", "12306", field="sender_name"),
         S("search_sms", "12306", field="sender_name", page=2)],
        [S("search_transport", "train", field="mode")],
        [X("Messages_Send", telephone="13705716699",
           text="Mom, we take G7512 on Friday 14 Nov, arriving Hangzhou East 19:46. E-ticket "
                "attached.", attach=["eticket_G7512_1114.pdf"])],
    ]
    return task("core-pref-message-1", "preference_inference", ["send_message"],
                "Send Mom my train details", records, gold, reference, evidence=evidence)


def pref_message_2() -> dict[str, Any]:
    records = [
        *HOUSEHOLD,
        contact("Dr. Huang", "021-6278 3300", company="Meinian Dental Gubei", note="family dentist",
                key="c_huang"),
        sms("", "13817769988", "2025-10-20", "17:30:00",
            "Dad it's Xin, my old phone broke. This is my new number.", key="x1"),
        sent("Xin Xu", "13817760021", "2025-10-10", "19:00:00",
             "Xin, football kit money is due Monday.", key="p1"),
        sent("Ling Xie", "13916623345", "2025-10-10", "19:00:00",
             "Xin, football kit money is due Monday.", key="p2"),
        sent("", "13817769988", "2025-10-24", "20:15:00",
             "Xin, piano exam on Saturday at 9:00, bring your ID.", key="p3"),
        sent("Ling Xie", "13916623345", "2025-10-24", "20:15:00",
             "Xin, piano exam on Saturday at 9:00, bring your ID.", key="p4"),
        sms("Ling Xie", "13916623345", "2025-10-24", "20:20:00",
            "Thanks for copying me, I'll remind him too.", key="l1"),
        sms("Meinian Dental", "021-6278 3300", "2025-10-31", "10:00:00",
            "Reminder: Xin Xu has an appointment with Dr. Huang on 2025-11-04 at 16:30.", key="dn"),
        schedule("Xin - dentist (Dr. Huang)", "2025-11-04", "16:30:00", "17:15:00",
                 location="Meinian Dental Gubei", key="d1"),
        schedule("Miao - dentist check-up", "2025-11-12", "15:00:00", "15:30:00",
                 location="Meinian Dental Gubei", key="d0"),
        payment("Dental deposit - Xin", 200.0, "2025-10-31", "10:05:00", "Meinian Dental Gubei",
                "6225 0210 7788 1100", key="t1"),
        voicemail("Xin Xu", "13817769988", "2025-10-20", "17:35:00",
                  "Dad, it's Xin. Use my new number from now on.", key="v1"),
    ]
    gold = [
        G("Messages_Send", telephone="13817769988", text=KF("dentist")),
        G("Messages_Send", telephone="13916623345", text=KF("dentist")),
    ]
    evidence = [
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
    reference = [
        [S("search_voicemail", "Xin")],
        [S("search_contacts", "son", field="relationship"), S("search_schedule", "dentist")],
        [S("search_sms", "Xin"), S("search_sms", "Xin", page=2), S("search_sms", "13817769988")],
        [S("search_sms", "copying"), S("search_contacts", "Huang"),
         S("search_transaction", "Dental")],
        [X("Messages_Send", telephone="13817769988",
           text="Xin, dentist with Dr. Huang on Tuesday at 16:30, Meinian Dental Gubei."),
         X("Messages_Send", telephone="13916623345",
           text="Xin, dentist with Dr. Huang on Tuesday at 16:30, Meinian Dental Gubei.")],
    ]
    return task("core-pref-message-2", "preference_inference", ["send_message"],
                "Remind my son about the dentist", records, gold, reference, evidence=evidence)


def pref_note_1() -> dict[str, Any]:
    records = [
        *HOUSEHOLD,
        sms("Ping An Insurance", "95511", "2024-10-25", "09:30:00",
            "Your car policy PA-1187 expires on 2024-11-20.", key="i0"),
        note("To-do", "Renew home insurance (policy HI-0093), expires 2025-07-15", "2025-07-08",
             "20:00", key="td1"),
        note("To-do", "Renew driving licence, expires 2025-09-30", "2025-09-23", "20:00",
             key="td2"),
        note("To-do", "Buy Miao's birthday gift", "2025-10-18", "12:00", key="td3"),
        sms("Ping An Insurance", "95511", "2025-10-28", "09:30:00",
            "Your car policy PA-2231 expires on 2025-11-20. Renew online before expiry to keep "
            "your no-claims discount.", key="i1"),
        sms("Ping An Insurance", "95511", "2025-10-29", "09:30:00",
            "Policy PA-3390 (holder Ling Xie) expires on 2025-12-15.", key="i2"),
        payment("Car insurance PA-1187", 4300.0, "2024-11-14", "20:20:00", "Ping An Insurance",
                "9551 1000 0000 0001", key="t1"),
        payment("Home insurance HI-0093", 980.0, "2025-07-08", "20:25:00", "Ping An Insurance",
                "9551 1000 0000 0001", key="t2"),
        contact("Sun Ming", "13671234567", company="Ping An Insurance",
                note="Ling's insurance agent", key="c_sun"),
        schedule("Car annual inspection", "2025-12-05", "09:00:00", "10:00:00",
                 location="Gubei inspection station", key="sc1"),
        voicemail("Sun Ming", "13671234567", "2025-10-29", "11:00:00",
                  "Mrs. Xie, about your insurance renewal in December...", key="v1"),
        sms("Ling Xie", "13916623345", "2025-10-28", "19:00:00",
            "Don't forget the car insurance renewal this month!", key="l1"),
    ]
    gold = [G("TodoList_Create", content=KF("insurance", "PA-2231"), date="2025-11-13",
              time="20:00")]
    evidence = [
        ("i1", "the car policy PA-2231 expires 2025-11-20"),
        ("i0", "ruled out: last year's policy PA-1187"),
        ("i2", "ruled out: Ling's policy PA-3390"),
        ("td1",
         "habit: renewal to-dos are set 7 days before expiry at 20:00, with the policy number "
         "(2025-07-15 -> 2025-07-08)"),
        ("td2",
         "same habit: 2025-09-30 -> 2025-09-23 at 20:00; so 2025-11-20 -> 2025-11-13, time 20:00"),
        ("td3", "ruled out: a non-renewal to-do with a different time"),
        ("t2", "the home insurance was renewed on the to-do's day at 20:25"),
        ("t1", "last year's car renewal was paid 2024-11-14, a week ahead"),
        ("c_sun", "ruled out: Ling's agent"),
        ("sc1", "ruled out: the inspection is not the insurance renewal"),
        ("v1", "ruled out: the agent calls about Ling's December renewal"),
        ("l1", "the car insurance is due this month (November)"),
    ]
    reference = [
        [S("search_schedule", "Car"), S("search_voicemail", "insurance"),
         S("search_sms", "insurance")],
        [S("search_sms", "policy"), S("search_notes", "Renew")],
        [S("search_notes", "To-do", field="title"), S("search_transaction", "insurance")],
        [S("search_contacts", "Ping An")],
        [X("TodoList_Create", content="Renew car insurance (policy PA-2231), expires 2025-11-20",
           date="2025-11-13", time="20:00")],
    ]
    return task("core-pref-note-1", "preference_inference", ["create_note"],
                "Make a to-do for my car insurance renewal", records, gold, reference,
                evidence=evidence)


def pref_note_2() -> dict[str, Any]:
    acct = "SPTC 3100 2231 9087"
    records = [
        *HOUSEHOLD,
        note("To-do", "Top up transit card (200 yuan)", "2025-08-04", "08:00", key="td0"),
        note("To-do", "Top up transit card (200 yuan)", "2025-09-01", "08:00", key="td1"),
        note("To-do", "Top up transit card (200 yuan)", "2025-10-06", "08:00", key="td2"),
        note("To-do", "Top up Miao's school card", "2025-10-15", "19:00", key="td3"),
        payment("Transit card top-up", 200.0, "2025-08-04", "08:05:00",
                "Shanghai Public Transport Card", acct, key="t0"),
        payment("Transit card top-up", 200.0, "2025-09-01", "08:04:00",
                "Shanghai Public Transport Card", acct, key="t1"),
        payment("Transit card top-up", 200.0, "2025-10-06", "08:03:00",
                "Shanghai Public Transport Card", acct, key="t2"),
        payment("School card top-up", 150.0, "2025-10-15", "19:10:00", "Gubei No.2 Primary",
                "6222 3100 5500 7788", note="Miao", key="t3"),
        sms("SPTC", "96900", "2025-10-31", "08:40:00",
            "Your transport card balance is 12.50 yuan. Please top up.", key="s1"),
        schedule("Team breakfast", "2025-11-03", "08:30:00", "09:15:00", location="Canteen",
                 key="sc1"),
        alarm("06:50:00", "Mon, Tue, Wed, Thu, Fri", "Workday", duration=3, count=1, interval=5,
              key="al1"),
    ]
    gold = [G("TodoList_Create", content=KF("transit card"), date="2025-11-03", time="08:00")]
    evidence = [
        ("td0", "to-do on Mon 2025-08-04 (first Monday) at 08:00"),
        ("td1", "to-do on Mon 2025-09-01 (first Monday) at 08:00"),
        ("td2",
         "to-do on Mon 2025-10-06 (first Monday) at 08:00; so November's is the first Monday "
         "after now: 2025-11-03, time 08:00"),
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
    reference = [
        [S("search_alarm", "Workday"), S("search_meeting", "weekly", field="repeat")],
        [S("search_notes", "top up"), S("search_transaction", "top-up")],
        [S("search_sms", "top up"), S("search_schedule", "2025-11-03", field="date")],
        [X("TodoList_Create", content="Top up transit card (200 yuan)", date="2025-11-03",
           time="08:00")],
    ]
    return task("core-pref-note-2", "preference_inference", ["create_note"],
                "Add a to-do to top up my transit card", records, gold, reference,
                evidence=evidence)


def pref_payment_1() -> dict[str, Any]:
    old, new = "6217 0012 8890 3321", "6222 0210 0113 4567"
    records = [
        *HOUSEHOLD,
        contact("Zhang Wei", "13901112233", note="landlord, Room 1202", key="c_zw"),
        contact("Wei Zhang", "+1 415-220-7702", company=COMPANY, relationship="colleague",
                note="Logistics", key="c_wz"),
        payment("Rent", 6500.0, "2025-08-01", "09:00:00", "Zhang Wei", old,
                note="Room 1202 rent Aug", key="r_aug"),
        payment("Rent", 6500.0, "2025-09-01", "09:02:00", "Zhang Wei", old,
                note="Room 1202 rent Sep", key="r_sep"),
        sms("Zhang Wei", "13901112233", "2025-09-20", "19:00:00",
            "From October please pay the rent to my new account 6222 0210 0113 4567; the old 6217 "
            "card is closed.", key="l1"),
        payment("Rent", 6500.0, "2025-10-01", "09:01:00", "Zhang Wei", new,
                note="Room 1202 rent Oct", key="r_oct"),
        payment("Property fee", 420.0, "2025-10-05", "10:00:00", "Gubei Property Management",
                "6228 4800 1234 0099", note="Room 1202 Q4", key="pf"),
        payment("Lunch split", 45.0, "2025-10-22", "12:40:00", "Wei Zhang", "6228 4800 7777 2211",
                key="wz"),
        sms("Zhang Wei", "13901112233", "2025-10-25", "10:00:00",
            "Thanks for renewing! As agreed, rent is 6800 per month from November.", key="l2"),
        note("Lease renewal",
             "Signed a 2-year renewal with the landlord on 2025-10-24. Rent due on the 1st.",
             "2025-10-24", "21:00", key="n1"),
        schedule("Rent due", "2025-01-01", "09:00:00", "09:10:00", repeat="monthly", key="sc1"),
        voicemail("Zhang Wei", "13901112233", "2025-10-25", "10:05:00",
                  "Mr. Xu, Zhang Wei here, I sent you the new rent by text.", key="v1"),
    ]
    gold = [
        G("Consumption_Create", item=KF("rent"), amount=6800, receivingName="Zhang Wei",
          receivingAccount=new, note=KF("room 1202")),
    ]
    evidence = [
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
    reference = [
        [S("search_schedule", "Rent"), S("search_voicemail", "Zhang")],
        [S("search_transaction", "rent"), S("search_notes", "rent")],
        [S("search_sms", "Zhang Wei"), S("search_contacts", "Zhang"),
         S("search_transaction", "Zhang")],
        [S("search_transaction", "1202")],
        [X("Consumption_Create", item="Rent", amount=6800, receivingName="Zhang Wei",
           receivingAccount=new, note="Room 1202 rent Nov")],
    ]
    return task("core-pref-payment-1", "preference_inference", ["make_payment"],
                "Pay this month's rent", records, gold, reference, evidence=evidence)


def pref_payment_2() -> dict[str, Any]:
    acct = "6214 8301 5566 7720"
    records = [
        *HOUSEHOLD,
        contact("Lucy Fang", "13524467788", note="Miao's piano teacher", key="c_lf"),
        contact("Tom Gu", "13611002233", note="Xin's guitar teacher", key="c_tg"),
        sms("Lucy Fang", "13524467788", "2025-07-28", "18:00:00",
            "From August I charge 300 per lesson, paid at the start of each month.", key="lf0"),
        payment("Piano lessons", 1500.0, "2025-08-01", "20:00:00", "Lucy Fang", acct,
                note="Miao piano Aug x5", key="p_aug"),
        payment("Piano lessons", 1200.0, "2025-09-01", "20:00:00", "Lucy Fang", acct,
                note="Miao piano Sep x4", key="p_sep"),
        payment("Guitar lessons", 800.0, "2025-10-01", "19:30:00", "Tom Gu", "6222 1111 2222 3333",
                note="Xin guitar Oct", key="g_oct"),
        payment("Piano lessons", 1200.0, "2025-10-01", "20:00:00", "Lucy Fang", acct,
                note="Miao piano Oct x4", key="p_oct"),
        schedule("Miao piano lesson", "2025-08-02", "10:00:00", "11:00:00", repeat="weekly",
                 location="Lucy Fang's studio", key="pl"),
        sms("Lucy F.", "13524467788", "2025-10-30", "21:00:00",
            "I'm away on 22 Nov, so no lesson that Saturday. All other Saturdays as usual.",
            key="lf1"),
        note("Miao's activities", "Piano: Saturdays 10:00 with Lucy Fang.", "2025-08-01", "21:00",
             key="n1"),
        voicemail("Lucy Fang", "13524467788", "2025-10-25", "11:10:00",
                  "Miao played very well today!", key="v1"),
    ]
    gold = [
        G("Consumption_Create", item=KF("piano"), amount=1200, receivingName="Lucy Fang",
          receivingAccount=acct, note=KF("miao", "piano")),
    ]
    evidence = [
        ("c_lf", "the piano teacher is Lucy Fang"),
        ("lf0", "300 per lesson, paid at the start of each month"),
        ("pl", "Miao's lesson is every Saturday: November 2025 has 5 (1, 8, 15, 22, 29)"),
        ("lf1",
         "no lesson on 22 Nov: 4 lessons x 300 = 1200 (sender saved as 'Lucy F.', found by her "
         "number 13524467788)"),
        ("p_aug", "August (5 Saturdays) paid 1500 = 5 x 300, note 'Miao piano Aug x5'"),
        ("p_sep", "September (4 Saturdays) paid 1200, account 6214 8301 5566 7720"),
        ("p_oct", "October (4 Saturdays) paid 1200, item 'Piano lessons', note 'Miao piano ...'"),
        ("g_oct", "ruled out: Xin's guitar lessons"),
        ("c_tg", "ruled out: the guitar teacher"),
        ("bg_dau", "Miao Xu is the daughter who takes the lessons"),
        ("n1", "piano is every Saturday with Lucy Fang"),
        ("v1", "Lucy Fang's number matches the teacher"),
    ]
    reference = [
        [S("search_notes", "Piano"), S("search_voicemail", "Lucy")],
        [S("search_contacts", "piano"), S("search_transaction", "lessons")],
        [S("search_sms", "13524467788", field="sender_phone"), S("search_schedule", "piano"),
         S("search_contacts", "teacher")],
        [S("search_contacts", "daughter", field="relationship")],
        [X("Consumption_Create", item="Piano lessons", amount=1200, receivingName="Lucy Fang",
           receivingAccount=acct, note="Miao piano Nov x4")],
    ]
    return task("core-pref-payment-2", "preference_inference", ["make_payment"],
                "Pay the piano teacher for November", records, gold, reference, evidence=evidence)


def pref_schedule_1() -> dict[str, Any]:
    records = [
        *HOUSEHOLD,
        contact("Coach Wang", "13916001122", note="Xin's U12 football coach", key="c_coach"),
        schedule("Xin football match vs Minhang FC", "2025-10-12", "09:00:00", "11:00:00",
                 reminder="1 day before", location="Minhang Sports Park", key="f1"),
        schedule("Xin football training", "2025-10-14", "17:00:00", "18:30:00", repeat="weekly",
                 location="Gubei school field", key="f4"),
        schedule("Xin football match vs Jing'an Stars", "2025-10-26", "10:00:00", "12:00:00",
                 reminder="1 day before", location="Century Park Pitch 1", key="f2"),
        schedule("Miao dance show", "2025-11-09", "15:00:00", "16:30:00", reminder="1 hour before",
                 location="Children's Palace", key="f3"),
        sms("Coach Wang", "13916001122", "2025-10-20", "18:00:00",
            "Next U12 match vs Pudong Lions: Saturday 8 Nov, 09:30, Century Park Pitch 3.",
            key="co0"),
        sms("Coach Wang", "13916001122", "2025-10-29", "18:30:00",
            "Change: the Pudong Lions match moves to Sunday 9 Nov because of the pitch booking. "
            "Kick-off 09:30, finishes about 11:30, still Century Park Pitch 3.", key="co1"),
        sms("Coach Wang", "13916001122", "2025-10-30", "19:00:00",
            "Training this Tuesday is cancelled.", key="co2"),
        payment("Football club fee", 900.0, "2025-09-01", "09:00:00", "Minhang Youth Football Club",
                "6222 4444 5555 6666", note="Xin U12 autumn", key="t1"),
        note("Xin football", "Match days: bring water, shin pads, orange slices.", "2025-09-02",
             "20:00", key="n1"),
        voicemail("Coach Wang", "13916001122", "2025-10-29", "18:35:00",
                  "Please check my text about the match change.", key="v1"),
    ]
    gold = [
        G("Schedule_Create", date="2025-11-09", title=KF("football"), timeStart="09:30:00",
          timeEnd="11:30:00", timeRemind="1 day before", location=KF("century park", "pitch 3")),
    ]
    evidence = [
        ("co1", "the next match: Sunday 2025-11-09, 09:30-11:30, Century Park Pitch 3"),
        ("co0", "ruled out: the original Saturday 8 Nov date"),
        ("co2", "ruled out: a training cancellation"),
        ("f1",
         "habit: Xin's matches go in the calendar as 'Xin football match vs ...' with reminder 1 "
         "day before"),
        ("f2", "same habit: reminder 1 day before, venue as location"),
        ("f4", "ruled out: weekly training, not a match"),
        ("f3", "Miao's show is at 15:00 that day, no clash"),
        ("c_coach", "Coach Wang is Xin's football coach"),
        ("bg_son", "Xin Xu is the son"),
        ("t1", "Xin plays in the U12 team"),
        ("n1", "match-day checklist: a match is a calendar event for the user"),
        ("v1", "the coach points to the text with the change"),
    ]
    reference = [
        [S("search_transaction", "Football"), S("search_notes", "football"),
         S("search_voicemail", "Coach")],
        [S("search_schedule", "football"), S("search_sms", "Coach Wang")],
        [S("search_schedule", "2025-11-09", field="date"), S("search_contacts", "football")],
        [S("search_contacts", "son", field="relationship")],
        [X("Schedule_Create", date="2025-11-09", title="Xin football match vs Pudong Lions",
           timeStart="09:30:00", timeEnd="11:30:00", timeRemind="1 day before",
           location="Century Park Pitch 3")],
    ]
    return task("core-pref-schedule-1", "preference_inference", ["create_schedule"],
                "Put Xin's next match in my calendar", records, gold, reference, evidence=evidence)


def pref_schedule_2() -> dict[str, Any]:
    records = [
        *HOUSEHOLD,
        schedule("Haircut - Tony's Barber", "2025-08-16", "10:00:00", "11:00:00",
                 reminder="1 hour before", location="Tony's Barber, 12 Fangbang Rd", key="h1"),
        schedule("Haircut - Tony's Barber", "2025-09-13", "10:00:00", "11:00:00",
                 reminder="1 hour before", location="Tony's Barber, 12 Fangbang Rd", key="h2"),
        schedule("Haircut - Tony's Barber", "2025-10-11", "10:00:00", "11:00:00",
                 reminder="1 hour before", location="Tony's Barber, 12 Fangbang Rd", key="h3"),
        schedule("Ling - hair salon", "2025-10-18", "14:00:00", "16:00:00", location="Wella Salon",
                 key="lx"),
        payment("Haircut", 80.0, "2025-08-16", "10:55:00", "Tony's Barber", "6228 0000 5555 1212",
                key="t1"),
        payment("Haircut", 80.0, "2025-09-13", "10:52:00", "Tony's Barber", "6228 0000 5555 1212",
                key="t2"),
        payment("Haircut", 80.0, "2025-10-11", "10:58:00", "Tony's Barber", "6228 0000 5555 1212",
                key="t3"),
        payment("Hair salon", 380.0, "2025-10-18", "15:50:00", "Wella Salon", "6228 0000 9999 3434",
                note="Ling", key="t4"),
        sms("Tony's Barber", "021-6321 8899", "2025-10-27", "11:00:00",
            "We have moved! From November find us at 88 Yuyuan Rd. Same opening hours.", key="tb"),
        schedule("Xin football match", "2025-11-08", "14:00:00", "16:00:00",
                 reminder="1 day before", location="Century Park", key="k1"),
        contact("Tony (barber)", "021-6321 8899", note="Tony's Barber, 12 Fangbang Rd",
                key="c_tony"),
        voicemail("Tony's Barber", "021-6321 8899", "2025-10-28", "12:00:00",
                  "Your usual Saturday morning slot is open in November.", key="v1"),
    ]
    gold = [
        G("Schedule_Create", date="2025-11-08", title=KF("haircut"), timeStart="10:00:00",
          timeEnd="11:00:00", timeRemind="1 hour before", location=KF("88 yuyuan")),
    ]
    evidence = [
        ("h1", "haircut on Sat 2025-08-16, 10:00-11:00, reminder 1 hour before"),
        ("h2", "haircut on Sat 2025-09-13: four weeks later, same slot"),
        ("h3",
         "haircut on Sat 2025-10-11: every four weeks, so the next is Sat 2025-11-08, 10:00-11:00"),
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
    reference = [
        [S("search_contacts", "barber"), S("search_voicemail", "Tony")],
        [S("search_schedule", "hair"), S("search_transaction", "hair")],
        [S("search_sms", "Tony"), S("search_schedule", "2025-11-08", field="date")],
        [X("Schedule_Create", date="2025-11-08", title="Haircut - Tony's Barber",
           timeStart="10:00:00", timeEnd="11:00:00", timeRemind="1 hour before",
           location="Tony's Barber, 88 Yuyuan Rd")],
    ]
    return task("core-pref-schedule-2", "preference_inference", ["create_schedule"],
                "Put my next haircut in the calendar", records, gold, reference, evidence=evidence)


def pref_transport_1() -> dict[str, Any]:
    us = [ME, "Ling Xie"]
    records = [
        *HOUSEHOLD,
        sms("Shufen Wang", "13705716699", "2025-10-28", "20:15:00",
            "Dad's b-day dinner is on Saturday the 15th at Louwailou. Come Friday evening after "
            "work, we'll wait for you.", key="s_mom"),
        trip("2025-02-14", "18:30:00", "19:38:00", "Shanghai Hongqiao", "Hangzhou East", "train",
             us, MY_PHONE, "146 yuan", status="completed", key="p1"),
        trip("2025-05-30", "18:30:00", "19:40:00", "Shanghai Hongqiao", "Hangzhou East", "train",
             us, MY_PHONE, "146 yuan", status="completed", key="p2"),
        trip("2025-08-08", "18:30:00", "19:40:00", "Shanghai Hongqiao", "Hangzhou East", "train",
             us, MY_PHONE, "146 yuan", status="completed", key="p3"),
        trip("2025-08-10", "17:05:00", "18:10:00", "Hangzhou East", "Shanghai Hongqiao", "train",
             us, MY_PHONE, "146 yuan", status="completed", key="p3r"),
        trip("2025-09-17", "07:05:00", "08:10:00", "Shanghai Hongqiao", "Hangzhou East", "train",
             [ME], MY_PHONE, "73 yuan", status="completed", key="b1"),
        trip("2025-10-24", "18:30:00", "19:40:00", "Shanghai Hongqiao", "Hangzhou East", "train",
             ["Ling Xie", "Miao Xu"], "13916623345", "110 yuan", status="cancelled", key="c1"),
        schedule("Dad's birthday dinner - Louwailou", "2025-11-15", "18:00:00", "20:30:00",
                 reminder="1 day before", location="Louwailou, Hangzhou", key="sc1"),
        meeting("Vendor call - cashew pricing", "2025-11-14", "16:00:00", "17:00:00", ["Grace Lin"],
                meeting_id="800532552", location=["Room 3B"], meeting_minutes="",
                status="scheduled", key="m1"),
        note("Birthday weekend", "Take Friday afternoon off? No - leave after work.", "2025-10-29",
             "08:00", key="n1"),
    ]
    gold = [
        G("Transport_Create", date="2025-11-14", time="18:30:00", start=KF("hongqiao"),
          end=KF("hangzhou east"), passenger=us, telephone=MY_PHONE, transportType="train"),
    ]
    evidence = [
        ("s_mom",
         "Dad's birthday ('b-day') dinner is Saturday the 15th; come Friday evening: from now "
         "(Sat 2025-11-01) that is Friday 2025-11-14"),
        ("bg_dad", "Dad lives in Hangzhou"),
        ("sc1", "the dinner is on 2025-11-15 in Hangzhou"),
        ("p1",
         "habit: Friday-evening family trips take the 18:30 train Shanghai Hongqiao -> Hangzhou "
         "East for Yixuan Xu and Ling Xie, contact 15711227837"),
        ("p2", "same: 18:30 train, same two passengers"),
        ("p3", "same: 18:30 train, same two passengers; mode train"),
        ("b1", "ruled out: a solo morning business trip"),
        ("p3r", "ruled out: a return trip (Hangzhou East -> Shanghai Hongqiao)"),
        ("c1", "ruled out: a cancelled trip of Ling and Miao"),
        ("m1", "the user's last meeting that Friday ends at 17:00, so 18:30 works"),
        ("bg_wife", "'our' = the user and his wife Ling Xie"),
        ("n1", "the user leaves after work on Friday"),
    ]
    reference = [
        [S("search_notes", "weekend")],
        [S("search_sms", "b-?day|birthday", mode="regex"),
         S("search_contacts", "father", field="relationship")],
        [S("search_schedule", "birthday"), S("search_transport", "Hangzhou"),
         S("search_transport", "Hangzhou", page=2)],
        [S("search_meeting", "2025-11-14", field="start_date"),
         S("search_contacts", "wife", field="relationship")],
        [X("Transport_Create", date="2025-11-14", time="18:30:00", start="Shanghai Hongqiao",
           end="Hangzhou East", passenger=us, telephone=MY_PHONE, transportType="train")],
    ]
    return task("core-pref-transport-1", "preference_inference", ["book_transport"],
                "Book our train for Dad's birthday", records, gold, reference, evidence=evidence)


def pref_transport_2() -> dict[str, Any]:
    home = "Home (Lane 88 Gubei Rd)"
    records = [
        *HOUSEHOLD,
        trip("2025-06-20", "11:00:00", "12:10:00", home, "Shanghai Pudong Airport", "car", [ME],
             MY_PHONE, "180 yuan", status="completed", key="c3"),
        trip("2025-06-20", "14:00:00", "16:30:00", "Shanghai Pudong", "Qingdao Jiaodong", "plane",
             [ME], MY_PHONE, "820 yuan", status="completed", key="f3"),
        trip("2025-09-12", "05:40:00", "06:15:00", home, "Shanghai Hongqiao Airport", "car", [ME],
             MY_PHONE, "60 yuan", status="completed", key="c1"),
        trip("2025-09-12", "07:40:00", "10:05:00", "Shanghai Hongqiao", "Beijing Daxing", "plane",
             [ME], MY_PHONE, "980 yuan", status="completed", key="f1"),
        trip("2025-10-17", "06:20:00", "07:30:00", home, "Shanghai Pudong Airport", "car", [ME],
             MY_PHONE, "175 yuan", status="completed", key="c2"),
        trip("2025-10-17", "09:20:00", "11:15:00", "Shanghai Pudong", "Xiamen Gaoqi", "plane", [ME],
             MY_PHONE, "760 yuan", status="completed", key="f2"),
        trip("2025-08-22", "08:00:00", "11:40:00", "Shanghai Pudong", "Sanya Phoenix", "plane",
             ["Ling Xie", "Miao Xu"], "13916623345", "2300 yuan", status="completed", key="f4"),
        trip("2025-11-04", "09:00:00", "11:20:00", "Shanghai Hongqiao", "Beijing Capital", "plane",
             ["Ling Xie"], "13916623345", "1100 yuan", status="booked", key="lf"),
        trip("2025-11-04", "10:20:00", "12:35:00", "Shanghai Pudong", "Shenyang Taoxian", "plane",
             [ME], MY_PHONE, "1260 yuan", status="booked", key="ft"),
        sms("China Southern", "95539", "2025-10-29", "14:00:00",
            "CZ6502 Shanghai Pudong-Shenyang, Tue 2025-11-04 10:20, passenger Yixuan Xu, "
            "confirmed.", key="s1"),
        meeting("Pine nut supplier visit - Shenyang", "2025-11-04", "15:00:00", "17:00:00",
                ["Grace Lin"], meeting_id="800348052", location=["Shenyang"], meeting_minutes="",
                status="scheduled", key="m1"),
        note("Shenyang trip", "Pine nut supplier at 15:00 on Tuesday.", "2025-10-29", "15:00",
             key="n1"),
        sms("Didi", "400-000-0999", "2025-10-17", "06:00:00",
            "Your ride to Shanghai Pudong Airport at 06:20 is confirmed.", key="s2"),
    ]
    gold = [
        G("Transport_Create", date="2025-11-04", time="07:20:00", start=KF("gubei"),
          end=KF("pudong"), passenger=[ME], telephone=MY_PHONE, transportType="car"),
    ]
    evidence = [
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
    reference = [
        [S("search_notes", "Shenyang"), S("search_sms", "Pudong Airport")],
        [S("search_transport", "2025-11-04", field="date"), S("search_sms", "2025-11-04")],
        [S("search_transport", "car", field="mode"), S("search_transport", "plane", field="mode"),
         S("search_transport", "plane", field="mode", page=2)],
        [S("search_meeting", "Shenyang"), S("search_contacts", "Ling Xie")],
        [X("Transport_Create", date="2025-11-04", time="07:20:00", start=home,
           end="Shanghai Pudong Airport", passenger=[ME], telephone=MY_PHONE, transportType="car")],
    ]
    return task("core-pref-transport-2", "preference_inference", ["book_transport"],
                "Get me a car to the airport on Tuesday", records, gold, reference,
                evidence=evidence)


TASKS: list[dict[str, Any]] = [
    pref_hotel_1(), pref_hotel_2(), pref_alarm_1(), pref_alarm_2(), pref_call_1(), pref_call_2(),
    pref_contact_1(), pref_contact_2(), pref_meeting_1(), pref_meeting_2(), pref_message_1(),
    pref_message_2(), pref_note_1(), pref_note_2(), pref_payment_1(), pref_payment_2(),
    pref_schedule_1(), pref_schedule_2(), pref_transport_1(), pref_transport_2(),
]
