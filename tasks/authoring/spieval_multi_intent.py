"""spieval-core: the multi-intent decomposition tasks (SPIEval Section 3.2).

One request, several independent operations, each needing
its own retrievals; the execution calls run in parallel.

Each task is one :func:`~mobile_env.suites.authoring.spieval.task` in the words of
:mod:`mobile_env.suites.authoring.spieval` and :mod:`mobile_env.suites.authoring.vocabulary`.
"""

from __future__ import annotations

from typing import Any

from mobile_env.suites.authoring.spieval import (COMPANY, HOUSEHOLD, ME, MY_PHONE, S, alarm,
                                                 contact, hotel, meeting, note, payment, schedule,
                                                 sent, sms, task, trip, voicemail)
from mobile_env.suites.authoring.vocabulary import G, KF, U, X


def multi_1() -> dict[str, Any]:
    dad_acct = "6228 4800 5566 1958"
    records = [
        *HOUSEHOLD,
        contact("Jianguo Xie", "13901237788", relationship="father-in-law", key="c_fil"),
        contact("Guoqiang Xue", "13522340098", company="Xue Logistics", relationship="supplier",
                key="c_xue"),
        payment("Living expenses", 3000.0, "2025-07-01", "08:30:00", "Guoqiang Xu", dad_acct,
                note="Jul living money", key="t_jul"),
        payment("Living expenses", 3000.0, "2025-08-01", "08:30:00", "Guoqiang Xu", dad_acct,
                note="Aug living money", key="t_aug"),
        payment("Living expenses", 3000.0, "2025-09-01", "08:30:00", "Guoqiang Xu", dad_acct,
                note="Sep living money", key="t_sep"),
        payment("Living expenses", 2000.0, "2025-09-01", "08:20:00", "Jianguo Xie",
                "6217 0033 4400 5566", note="Sep living money", key="t_fil9"),
        payment("Living expenses", 2000.0, "2025-10-01", "08:20:00", "Jianguo Xie",
                "6217 0033 4400 5566", note="Oct living money", key="t_fil"),
        payment("Living expenses", 3000.0, "2025-10-01", "08:31:00", "Guoqiang Xu", dad_acct,
                note="Oct living money", key="t_oct"),
        payment("Birthday gift", 888.0, "2025-10-08", "10:00:00", "Shufen Wang",
                "6228 4800 5566 1960", note="Happy birthday Mom", key="t_mom"),
        sms("Shufen Wang", "13705716699", "2025-10-26", "19:40:00",
            "Dad's new blood pressure medicine costs more. From November could you add 500 to his "
            "monthly money? Don't tell him I asked.", key="s_mom"),
        voicemail("Guoqiang Xu", "13705716688", "2025-10-30", "18:45:00",
                  "Son, call me when you can. And no video please, the picture freezes on my "
                  "phone.", key="v_dad"),
        note("Family budget",
             "Dad's living money goes out on the 1st of every month. In-laws on the 1st too.",
             "2025-01-05", "20:00", key="n1"),
    ]
    gold = [
        G("Phone_Call", telephone="13705716688", type="VOICE"),
        G("Consumption_Create", item=KF("living"), amount=3500, receivingName="Guoqiang Xu",
          receivingAccount=dad_acct, note=KF("living money")),
    ]
    evidence = [
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
    reference = [
        [S("search_contacts", "father", field="relationship"), S("search_contacts", "Guoqiang")],
        [S("search_transaction", "living"), S("search_transaction", "living", page=2),
         S("search_transaction", "Shufen")],
        [S("search_sms", "Shufen Wang"), S("search_voicemail", "Guoqiang"),
         S("search_notes", "living money"), S("search_contacts", "mother", field="relationship")],
        [X("Phone_Call", telephone="13705716688", type="VOICE"),
         X("Consumption_Create", item="Living expenses", amount=3500, receivingName="Guoqiang Xu",
           receivingAccount=dad_acct, note="Nov living money")],
    ]
    return task("core-multi-1", "multi_intent", ["make_call", "make_payment"],
                "Call Dad and send this month's living money", records, gold, reference,
                evidence=evidence)


def multi_2() -> dict[str, Any]:
    records = [
        *HOUSEHOLD,
        note("China Nut Expo 2024", "Nanjing International Expo Center, 20-22 Nov 2024.",
             "2024-09-10", "10:00", key="n0"),
        note("China Nut Expo 2025",
             "Nanjing International Expo Center, Wed 19 - Fri 21 Nov. Our booth B12.", "2025-09-15",
             "10:00", key="n1"),
        meeting("China Nut Expo - booth duty", "2025-11-19", "09:30:00", "17:00:00",
                ["Grace Lin", "Tom Becker"], end_date="2025-11-21", meeting_id="800442030",
                location=["Nanjing International Expo Center"], meeting_minutes="",
                status="scheduled", key="m1"),
        sms("Grace Lin", "+1 415-220-7781", "2025-10-29", "11:00:00",
            "Expo travel: the team takes G7002 on Wed 19 Nov, 07:05 from Shanghai Hongqiao to "
            "Nanjing South. Please book your own seat.", key="s1"),
        sms("China Nut Expo", "025-8888 6600", "2025-10-20", "09:00:00",
            "Exhibitor rate at Jinling Hotel Hexi for the nights of 19 and 20 Nov. Quote code "
            "NUT25 when booking.", key="s2"),
        sms("Tom Becker", "+1 415-220-7790", "2025-10-30", "17:00:00",
            "I'll drive to Nanjing on the 18th to set up the booth.", key="s3"),
        trip("2025-06-10", "07:05:00", "08:45:00", "Shanghai Hongqiao", "Nanjing South", "train",
             [ME], MY_PHONE, "135 yuan", status="completed", key="tr0"),
        trip("2025-11-18", "14:00:00", "18:00:00", "Shanghai", "Nanjing", "car", ["Tom Becker"],
             "+1 415-220-7790", "600 yuan", status="booked", key="trt"),
        hotel("Atour Hotel Shenzhen Nanshan", "2025-07-15", "2025-07-17", "Standard King", 1, [ME],
              MY_PHONE, "1240 yuan", status="completed", key="a1"),
        hotel("Jinling Hotel Nanjing", "2025-06-10", "2025-06-11", "Standard King", 1, [ME],
              MY_PHONE, "650 yuan", status="completed", key="a2"),
        hotel("Jinling Hotel Hexi", "2025-11-19", "2025-11-21", "Twin Room", 1, ["Grace Lin"],
              "+1 415-220-7781", "1400 yuan", status="booked", key="a3"),
    ]
    gold = [
        G("Transport_Create", date="2025-11-19", time="07:05:00", start=KF("hongqiao"),
          end=KF("nanjing south"), passenger=[ME], telephone=MY_PHONE, transportType="train"),
        G("Accommodation_Create", location="Jinling Hotel Hexi", dateCheckIn="2025-11-19",
          dateCheckOut="2025-11-21", roomType="Standard King", people=[ME], telephone=MY_PHONE),
    ]
    evidence = [
        ("n1", "the 2025 expo: Nanjing, Wed 2025-11-19 to Fri 2025-11-21"),
        ("n0", "ruled out: last year's expo dates"),
        ("m1", "booth duty 2025-11-19 to 2025-11-21"),
        ("s1",
         "train G7002 on 2025-11-19 at 07:05, Shanghai Hongqiao -> Nanjing South; book your own "
         "seat (passenger Yixuan Xu)"),
        ("s2",
         "hotel: Jinling Hotel Hexi for the nights of 19 and 20 Nov: check-in 2025-11-19, "
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
    reference = [
        [S("search_notes", "Expo"), S("search_meeting", "Expo")],
        [S("search_sms", "Nanjing"), S("search_sms", "Jinling")],
        [S("search_transport", "Nanjing"),
         S("search_accommodation", "Standard King", field="room_type"),
         S("search_accommodation", "Jinling")],
        [S("search_contacts", "colleague", field="relationship")],
        [X("Transport_Create", date="2025-11-19", time="07:05:00", start="Shanghai Hongqiao",
           end="Nanjing South", passenger=[ME], telephone=MY_PHONE, transportType="train"),
         X("Accommodation_Create", location="Jinling Hotel Hexi", dateCheckIn="2025-11-19",
           dateCheckOut="2025-11-21", roomType="Standard King", people=[ME], telephone=MY_PHONE)],
    ]
    return task("core-multi-2", "multi_intent", ["book_transport", "book_accommodation"],
                "Book my train and hotel for the Nanjing expo", records, gold, reference,
                evidence=evidence)


def multi_3() -> dict[str, Any]:
    records = [
        *HOUSEHOLD,
        schedule("Eye check - Dr. Lee", "2025-09-22", "09:00:00", "09:40:00",
                 reminder="1 day before", location="Eye & ENT Hospital", key="e1"),
        alarm("08:00:00", "never", "Eye check", duration=3, count=1, interval=5, status="off",
              key="a1"),
        schedule("Blood test", "2025-10-15", "07:30:00", "08:00:00", reminder="1 day before",
                 location="Huashan Hospital", key="e2"),
        alarm("06:30:00", "never", "Blood test", duration=3, count=1, interval=5, status="off",
              key="a2"),
        alarm("06:50:00", "Mon, Tue, Wed, Thu, Fri", "Workday", duration=3, count=1, interval=5,
              key="a3"),
        sms("Meinian Dental", "021-6278 3300", "2025-10-13", "10:00:00",
            "Your appointment on 2025-10-20 has been cancelled at your request.", key="d0"),
        sms("Meinian Dental", "021-6278 3300", "2025-10-31", "16:00:00",
            "Yixuan Xu, your appointment with Dr. Huang is confirmed: Mon 2025-11-10, "
            "08:30-09:15, Meinian Dental Gubei.", key="d1"),
        sms("Meinian Dental", "021-6278 3300", "2025-10-31", "16:02:00",
            "Xin Xu, your appointment with Dr. Huang: Tue 2025-11-04, 16:30.", key="d2"),
        schedule("Xin - dentist", "2025-11-04", "16:30:00", "17:15:00",
                 location="Meinian Dental Gubei", key="x1"),
        payment("Dental cleaning deposit", 200.0, "2025-10-31", "16:05:00", "Meinian Dental Gubei",
                "6225 0210 7788 1100", note="Yixuan", key="t1"),
        contact("Dr. Huang", "021-6278 3300", company="Meinian Dental Gubei", note="family dentist",
                key="c_huang"),
    ]
    gold = [
        G("Schedule_Create", date="2025-11-10", title=KF("dentist"), timeStart="08:30:00",
          timeEnd="09:15:00", timeRemind="1 day before", location=KF("meinian")),
        G("Clock_CreateAlarm", time="07:30:00", name=U),
    ]
    evidence = [
        ("d1", "the user's appointment: Mon 2025-11-10, 08:30:00-09:15:00, Meinian Dental Gubei"),
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
    reference = [
        [S("search_contacts", "Huang")],
        [S("search_sms", "Dr. Huang"), S("search_sms", "Meinian")],
        [S("search_schedule", "Hospital"), S("search_schedule", "dentist"),
         S("search_alarm", "0", field="time")],
        [S("search_transaction", "Dental"), S("search_contacts", "Xin")],
        [X("Schedule_Create", date="2025-11-10", title="Dentist - Dr. Huang", timeStart="08:30:00",
           timeEnd="09:15:00", timeRemind="1 day before", location="Meinian Dental Gubei"),
         X("Clock_CreateAlarm", time="07:30:00", name="Dentist")],
    ]
    return task("core-multi-3", "multi_intent", ["create_schedule", "set_alarm"],
                "Add my dentist visit and an alarm for it", records, gold, reference,
                evidence=evidence)


def multi_4() -> dict[str, Any]:
    records = [
        *HOUSEHOLD,
        contact("Diana Tim", "+1 650-441-9027", relationship="colleague's wife", key="c_diana"),
        sms("Dana Tim", "+1 650-441-9072", "2025-10-27", "21:00:00",
            "Got us two tickets for the Jay Chou concert on 22 Nov, 1360 in total. Send me your "
            "half when you can: account 6214 8301 2233 4410 (Dana Tim).", key="s1"),
        sms("Dana Tim", "+1 650-441-9072", "2025-10-27", "21:06:00",
            "Oops, 4410 is my old card. Use 6214 8301 2233 4419 instead.", key="s2"),
        sms("Grace Lin", "+1 415-220-7781", "2025-10-28", "09:30:00",
            "Anyone want my spare ticket for the Eason Chan concert? 480.", key="s3"),
        payment("Dinner split", 240.0, "2025-09-14", "22:10:00", "Dana Tim", "6214 8301 2233 4419",
                note="hotpot", key="t0"),
        sent("Dana Tim", "+1 650-441-9072", "2025-09-14", "22:12:00",
             "Sent you 240 for the hotpot dinner, thanks!", key="o0"),
        payment("Concert tickets", 960.0, "2025-06-02", "12:00:00", "Damai", "6222 0000 1111 2222",
                note="Mayday concert", key="t1"),
        schedule("Jay Chou concert with Dana", "2025-11-22", "19:30:00", "22:30:00",
                 reminder="1 day before", location="Shanghai Stadium", key="c1"),
        note("IOUs", "Owe Dana half of the concert tickets.", "2025-10-27", "21:10", key="n1"),
        voicemail("Dana Tim", "+1 650-441-9072", "2025-10-28", "20:00:00",
                  "Did you get my text about the concert tickets?", key="v2"),
    ]
    gold = [
        G("Consumption_Create", item=KF("concert"), amount=680, receivingName="Dana Tim",
          receivingAccount="6214 8301 2233 4419"),
        G("Messages_Send", telephone="+1 650-441-9072", text=KF("concert")),
    ]
    evidence = [
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
    reference = [
        [S("search_sms", "concert"), S("search_sms", "Dana", field="sender_name")],
        [S("search_transaction", "Dana"), S("search_transaction", "concert"),
         S("search_notes", "Dana")],
        [S("search_sms", "Dana", field="recipient_name"), S("search_schedule", "concert"),
         S("search_contacts", "Tim"), S("search_voicemail", "Dana")],
        [X("Consumption_Create", item="Concert tickets", amount=680, receivingName="Dana Tim",
           receivingAccount="6214 8301 2233 4419"),
         X("Messages_Send", telephone="+1 650-441-9072",
           text="Sent you 680 for the Jay Chou concert ticket, thanks!")],
    ]
    return task("core-multi-4", "multi_intent", ["make_payment", "send_message"],
                "Pay Dana back for the concert and tell her", records, gold, reference,
                evidence=evidence)


def multi_5() -> dict[str, Any]:
    records = [
        *HOUSEHOLD,
        contact("Master Lu", "13564239918", company="Lu Electric", note="electrician", key="c_lu"),
        contact("Liu Yang", "+1 415-220-7705", company=COMPANY, relationship="colleague",
                key="c_liuy"),
        note("Kitchen", "Pipe under the kitchen sink leaking since Thursday.", "2025-10-30",
             "22:00", key="n1"),
        sms("Gubei Property Management", "021-6208 1100", "2025-10-31", "09:00:00",
            "Re your leak report: we recommend Anju Repairs (Master Liu), they will call you.",
            key="s1"),
        voicemail("", "021-5418 7720", "2025-10-31", "16:10:00",
                  "Hello, Master Liu from Anju Repairs about your leaking kitchen pipe. This is "
                  "our office line; please call my mobile, 135 6423 9981.", key="v1"),
        voicemail("Master Lu", "13564239918", "2025-10-20", "11:00:00",
                  "The new socket is installed, invoice sent.", key="v2"),
        payment("Electrician", 350.0, "2025-10-20", "12:00:00", "Lu Electric",
                "6222 5555 6666 7777", note="socket", key="t1"),
        schedule("Plumber visit?", "2025-11-01", "14:00:00", "16:00:00", location="Home",
                 key="sc1"),
        sms("Anju Repairs", "021-5418 7720", "2025-10-31", "16:15:00",
            "Thanks for your repair request, ticket A-2291. Our plumber will contact you.",
            key="s2"),
        sms("Ling Xie", "13916623345", "2025-11-01", "10:00:00",
            "The kitchen floor is wet again, did the plumber call?", key="s3"),
        contact("Liu Qiang", "13564239891", relationship="friend", note="badminton", key="c_lq"),
    ]
    gold = [
        G("Contacts_Create", name=KF("liu"), telephone="135 6423 9981", company="Anju Repairs",
          note=KF("plumber")),
        G("Phone_Call", telephone="135 6423 9981"),
    ]
    evidence = [
        ("v1",
         "Master Liu of Anju Repairs; his mobile 135 6423 9981 (021-5418 7720 is only the office "
         "line)"),
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
        ("c_lq", "ruled out: friend Liu Qiang (similar number 13564239891)"),
    ]
    reference = [
        [S("search_sms", "plumber")],
        [S("search_voicemail", "plumb", mode="fuzzy"), S("search_voicemail", "Master"),
         S("search_notes", "leak")],
        [S("search_sms", "Anju"), S("search_contacts", "Master"), S("search_contacts", "Liu")],
        [S("search_transaction", "Electric"), S("search_schedule", "Plumber"),
         S("search_contacts", "almonds")],
        [X("Contacts_Create", name="Master Liu", telephone="135 6423 9981", company="Anju Repairs",
           note="plumber"), X("Phone_Call", telephone="135 6423 9981")],
    ]
    return task("core-multi-5", "multi_intent", ["save_contact", "make_call"],
                "Save the plumber's number and call him back", records, gold, reference,
                evidence=evidence)


def multi_6() -> dict[str, Any]:
    records = [
        *HOUSEHOLD,
        contact("Daisy Mills", "+1 408-552-7180", company="Sunny Raisin Co.",
                relationship="supplier", note="raisins", key="c_mills"),
        meeting("Q3 budget review", "2025-08-06", "14:00:00", "15:30:00",
                ["Daniel Reed", "Daisy Miller"], reminder="1 hour before", meeting_id="800673917",
                location=["Room 3B"], key="q3"),
        note("To-do", "Prepare Q3 budget figures for the review", "2025-08-05", "16:00", key="p1"),
        meeting("Supplier review - October", "2025-10-06", "15:00:00", "16:30:00",
                ["Daniel Reed", "Grace Lin", "Tom Becker"], reminder="30 minutes before",
                meeting_id="800811329", location=["Room 5A"], key="sr"),
        note("To-do", "Prepare slides for the supplier review", "2025-10-05", "16:00", key="p2"),
        sms("Daniel Reed", "+1 415-739-2098", "2025-10-31", "17:00:00",
            "Please set up the Q4 budget review with Daisy and me next Wednesday, 14:00-15:30. "
            "Room 5A is free then.", key="s1"),
        sms("Daisy Miller", "+1 408-552-7810", "2025-10-31", "17:20:00",
            "Wednesday works for me, I'll bring the Q4 forecast.", key="s2"),
        sms("Daisy Mills", "+1 408-552-7180", "2025-10-30", "10:00:00",
            "Raisin price list for Q4 attached.", status="read", attachment=["raisins_q4.pdf"],
            key="s3"),
        payment("Team snacks for budget review", 96.0, "2025-08-06", "13:30:00", "Lawson",
                "6225 1111 0000 9999", key="t1"),
    ]
    gold = [
        G("Meeting_Create", dateStart="2025-11-05", dateEnd="2025-11-05", timeStart="14:00:00",
          timeEnd="15:30:00", timeRemind="1 hour before", title=KF("budget"), location=["Room 5A"],
          participants=["Daniel Reed", "Daisy Miller"]),
        G("TodoList_Create", content=KF("budget"), date="2025-11-04", time="16:00"),
    ]
    evidence = [
        ("s1",
         "Q4 budget review with Daisy and Daniel, 'next Wednesday' from the Fri 2025-10-31 "
         "message = 2025-11-05, 14:00:00-15:30:00, Room 5A"),
        ("s2", "Daisy Miller confirms Wednesday"),
        ("bg_daisy", "Daisy Miller of Finance is the participant"),
        ("bg_mgr", "Daniel Reed is the manager"),
        ("c_mills", "ruled out: supplier Daisy Mills (namesake)"),
        ("s3", "ruled out: Daisy Mills' price list"),
        ("q3", "habit: the budget review has reminder 1 hour before"),
        ("p1",
         "habit: a prep to-do the day before the meeting at 16:00 (2025-08-05 for 2025-08-06)"),
        ("sr", "the October supplier review on 2025-10-06 ..."),
        ("p2", "... had its prep to-do on 2025-10-05 at 16:00; so the to-do is 2025-11-04, 16:00"),
        ("t1", "ruled out: snacks, not a participant or a to-do"),
        ("bg_weekly", "ruled out: the weekly report"),
    ]
    reference = [
        [S("search_sms", "budget"), S("search_meeting", "review"), S("search_notes", "Prepare")],
        [S("search_contacts", "Daisy"), S("search_sms", "Daisy"),
         S("search_contacts", "Daniel Reed")],
        [S("search_transaction", "budget"), S("search_meeting", "weekly", field="repeat")],
        [X("Meeting_Create", dateStart="2025-11-05", dateEnd="2025-11-05", timeStart="14:00:00",
           timeEnd="15:30:00", timeRemind="1 hour before", title="Q4 budget review",
           location=["Room 5A"], participants=["Daniel Reed", "Daisy Miller"]),
         X("TodoList_Create", content="Prepare Q4 budget figures for the review", date="2025-11-04",
           time="16:00")],
    ]
    return task("core-multi-6", "multi_intent", ["create_meeting", "create_note"],
                "Set up the Q4 budget review and a prep to-do", records, gold, reference,
                evidence=evidence)


def multi_7() -> dict[str, Any]:
    parents = ["Guoqiang Xu", "Shufen Wang"]
    records = [
        *HOUSEHOLD,
        contact("Jianguo Xie", "13901237788", relationship="father-in-law", key="c_fil"),
        hotel("Jinjiang Inn Gubei", "2025-04-04", "2025-04-06", "Twin Room", 1, parents,
              "13705716699", "520 yuan", status="completed", key="a1"),
        hotel("Hyatt on the Bund", "2025-09-12", "2025-09-14", "Deluxe King", 1, ["Jianguo Xie"],
              "13901237788", "2400 yuan", status="completed", key="a3"),
        hotel("Jinjiang Inn Gubei", "2025-10-03", "2025-10-05", "Twin Room", 1, parents,
              "13705716699", "540 yuan", status="cancelled", key="a2"),
        sms("Shufen Wang", "13705716699", "2025-10-02", "08:00:00",
            "Dad has a cold, we have to cancel this weekend. Sorry!", key="m0"),
        sms("Shufen Wang", "13705716699", "2025-10-30", "20:00:00",
            "Dad and I will come to Shanghai for Miao's recital: arriving Friday 21 Nov, going "
            "home on Sunday. Book the same place and room as last time please.", key="m1"),
        sms("Shufen Wang", "13705716699", "2025-10-30", "20:05:00",
            "And call me about it, a normal call - video makes my eyes tired.", key="m2"),
        schedule("Miao piano recital", "2025-11-22", "10:00:00", "11:30:00",
                 reminder="1 day before", location="Shanghai Concert Hall", key="r1"),
        payment("Hotel for parents", 520.0, "2025-04-06", "11:00:00", "Jinjiang Inn Gubei",
                "6222 7000 8000 9000", key="t1"),
    ]
    gold = [
        G("Accommodation_Create", location="Jinjiang Inn Gubei", dateCheckIn="2025-11-21",
          dateCheckOut="2025-11-23", roomType="Twin Room", people=parents, telephone="13705716699"),
        G("Phone_Call", telephone="13705716699", type="VOICE"),
    ]
    evidence = [
        ("m1",
         "parents arrive Friday 21 Nov and leave Sunday: check-in 2025-11-21, check-out "
         "2025-11-23; same place and room as last time"),
        ("a1",
         "the parents' last stay: Jinjiang Inn Gubei, Twin Room, guests Guoqiang Xu and Shufen "
         "Wang, contact 13705716699"),
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
    reference = [
        [S("search_contacts", "daughter", field="relationship")],
        [S("search_sms", "Shufen Wang"), S("search_contacts", "mother", field="relationship")],
        [S("search_accommodation", "Twin Room", field="room_type"),
         S("search_accommodation", "Hyatt"), S("search_contacts", "father")],
        [S("search_schedule", "recital"), S("search_transaction", "Hotel")],
        [X("Accommodation_Create", location="Jinjiang Inn Gubei", dateCheckIn="2025-11-21",
           dateCheckOut="2025-11-23", roomType="Twin Room", people=parents,
           telephone="13705716699"), X("Phone_Call", telephone="13705716699", type="VOICE")],
    ]
    return task("core-multi-7", "multi_intent", ["book_accommodation", "make_call"],
                "Book my parents' hotel and call Mom", records, gold, reference, evidence=evidence)


def multi_8() -> dict[str, Any]:
    records = [
        *HOUSEHOLD,
        contact("Ms. Chen", "13788990011", company="Gubei No.2 Primary",
                note="Miao's class teacher", key="c_msc"),
        contact("Mr. Chen", "13788991100", company="Gubei No.2 Primary", note="Xin's class teacher",
                key="c_mrc"),
        schedule("Xin parents' meeting", "2025-09-25", "18:30:00", "20:00:00",
                 reminder="1 day before", location="Gubei No.2 Primary", key="e1"),
        sent("Ling Xie", "13916623345", "2025-09-20", "21:00:00",
             "Xin's parents' meeting is on Thu 25 Sep, 18:30. It's in the calendar.", key="o1"),
        schedule("Miao sports day", "2025-10-16", "08:30:00", "11:30:00", reminder="1 day before",
                 location="Gubei No.2 Primary", key="e2"),
        sent("Ling Xie", "13916623345", "2025-10-10", "20:30:00",
             "Miao's sports day is Thu 16 Oct, 8:30. It's in the calendar.", key="o2"),
        sms("Ms. Chen", "13788990011", "2025-10-22", "16:00:00",
            "Class 3 play 'The Little Prince': date to be confirmed, probably mid-November.",
            key="t0"),
        sms("Mr. Chen", "13788991100", "2025-10-30", "16:30:00",
            "Xin's class open day is Fri 14 Nov at 09:00.", key="t2"),
        sms("Ms. Chen", "13788990011", "2025-10-31", "16:10:00",
            "Confirmed: Class 3 play on Thursday 13 Nov, 15:00-16:30, in the school hall. Miao "
            "plays the fox!", key="t1"),
        payment("School play costume", 85.0, "2025-10-31", "20:00:00", "Taobao",
                "6222 0000 7777 8888", note="fox costume for Miao", key="t3"),
        note("Miao's play", "Miao plays the fox - practise her lines every evening.", "2025-10-31",
             "20:30", key="n1"),
    ]
    gold = [
        G("Schedule_Create", date="2025-11-13", title=KF("play"), timeStart="15:00:00",
          timeEnd="16:30:00", timeRemind="1 day before", location=KF("school hall")),
        G("Messages_Send", telephone="13916623345", text=KF("play")),
    ]
    evidence = [
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
    reference = [
        [S("search_transaction", "play"), S("search_notes", "play")],
        [S("search_sms", "play"), S("search_contacts", "Chen")],
        [S("search_schedule", "Primary"), S("search_sms", "Ling Xie")],
        [S("search_contacts", "Ling"), S("search_contacts", "daughter", field="relationship"),
         S("search_sms", "Mr. Chen")],
        [X("Schedule_Create", date="2025-11-13", title="Miao's class play", timeStart="15:00:00",
           timeEnd="16:30:00", timeRemind="1 day before", location="School hall"),
         X("Messages_Send", telephone="13916623345",
           text="Miao's class play is on Thu 13 Nov, 15:00, in the school hall. It's in the "
                "calendar.")],
    ]
    return task("core-multi-8", "multi_intent", ["create_schedule", "send_message"],
                "Add Miao's school play and tell my wife", records, gold, reference,
                evidence=evidence)


def multi_9() -> dict[str, Any]:
    records = [
        *HOUSEHOLD,
        trip("2025-07-03", "08:02:00", "08:30:00", "Shanghai", "Suzhou", "train", [ME], MY_PHONE,
             "40 yuan", status="completed", key="t1"),
        trip("2025-09-04", "08:02:00", "08:30:00", "Shanghai", "Suzhou", "train", [ME], MY_PHONE,
             "40 yuan", status="completed", key="t2"),
        trip("2025-09-20", "09:00:00", "10:30:00", "Home", "Suzhou Amusement Land", "car",
             [ME, "Ling Xie", "Xin Xu", "Miao Xu"], MY_PHONE, "200 yuan", status="completed",
             key="t3"),
        trip("2025-10-09", "08:02:00", "08:30:00", "Shanghai", "Suzhou", "train", [ME], MY_PHONE,
             "40 yuan", status="cancelled", key="t4"),
        sms("Grace Lin", "+1 415-220-7781", "2025-10-31", "18:00:00",
            "Let's visit the Suzhou walnut supplier on Thursday. I'll take the same train as you "
            "and book my own ticket - text me which one you book.", key="g1"),
        schedule("Suzhou walnut supplier visit", "2025-11-06", "10:00:00", "12:00:00",
                 location="Suzhou Walnut Co., Wuzhong", key="v1"),
        schedule("Suzhou walnut supplier visit", "2025-09-04", "10:00:00", "12:00:00",
                 location="Suzhou Walnut Co., Wuzhong", key="v0"),
        sms("Suzhou Walnut Co.", "0512-6655 1200", "2025-10-31", "18:30:00",
            "Looking forward to seeing you on Thursday at 10:00.", key="s2"),
        note("Suzhou visits", "From Suzhou station take a taxi, 25 minutes to Wuzhong.",
             "2025-07-03", "12:00", key="n1"),
        sms("12306", "12306", "2025-09-01", "12:00:00",
            "Ticket booked: G7010, 2025-09-04 08:02 Shanghai - 08:30 Suzhou.", key="r1"),
        contact("Suzhou Walnut Co.", "0512-6655 1200", relationship="supplier",
                note="walnuts, Wuzhong", key="c_sw"),
    ]
    gold = [
        G("Transport_Create", date="2025-11-06", time="08:02:00", start=KF("shanghai"),
          end=KF("suzhou"), passenger=[ME], telephone=MY_PHONE, transportType="train"),
        G("Messages_Send", telephone="+1 415-220-7781", text=KF("suzhou")),
    ]
    evidence = [
        ("g1",
         "the visit is 'on Thursday' from Fri 2025-10-31 = 2025-11-06; Grace books her own "
         "ticket and wants a text with the train"),
        ("v1", "the supplier visit on 2025-11-06 at 10:00"),
        ("s2", "the supplier expects them Thursday 10:00"),
        ("t1",
         "habit: for Suzhou supplier visits the user takes the 08:02 train Shanghai -> Suzhou, "
         "contact 15711227837"),
        ("t2", "same 08:02 train for the September visit"),
        ("v0", "the September visit at 10:00, matching that train"),
        ("t3", "ruled out: a family car trip"),
        ("t4", "ruled out: a cancelled trip"),
        ("n1", "taxi from Suzhou station, 25 minutes: the 08:02 train fits a 10:00 start"),
        ("bg_grace", "Grace Lin's number +1 415-220-7781"),
        ("r1", "the September ticket was the 08:02 train"),
        ("c_sw", "the Suzhou walnut supplier"),
    ]
    reference = [
        [S("search_contacts", "Suzhou")],
        [S("search_sms", "Suzhou"), S("search_schedule", "Suzhou")],
        [S("search_transport", "Suzhou"), S("search_notes", "Suzhou"),
         S("search_contacts", "Grace")],
        [X("Transport_Create", date="2025-11-06", time="08:02:00", start="Shanghai", end="Suzhou",
           passenger=[ME], telephone=MY_PHONE, transportType="train"),
         X("Messages_Send", telephone="+1 415-220-7781",
           text="I booked the 08:02 train from Shanghai to Suzhou on Thursday.")],
    ]
    return task("core-multi-9", "multi_intent", ["book_transport", "send_message"],
                "Book my train to Suzhou and text Grace", records, gold, reference,
                evidence=evidence)


def multi_10() -> dict[str, Any]:
    records = [
        *HOUSEHOLD,
        meeting("Quarterly warehouse audit", "2025-08-07", "07:30:00", "10:00:00", ["Tom Becker"],
                meeting_id="800384480", location=["Warehouse B"], key="q3"),
        alarm("06:00:00", "never", "Warehouse audit", duration=5, count=3, interval=10,
              status="off", key="al1"),
        note("To-do", "Print inventory checklist for the audit", "2025-08-06", "21:00", key="p1"),
        meeting("Warehouse stock check", "2025-10-09", "08:00:00", "09:30:00", ["Tom Becker"],
                meeting_id="800154802", location=["Warehouse B"], key="sc"),
        alarm("06:30:00", "never", "Stock check", duration=5, count=3, interval=10, status="off",
              key="al2"),
        note("To-do", "Print stock check checklist", "2025-10-08", "21:00", key="p2"),
        alarm("06:50:00", "Mon, Tue, Wed, Thu, Fri", "Workday", duration=3, count=1, interval=5,
              key="al3"),
        meeting("Quarterly warehouse audit", "2025-11-05", "07:30:00", "10:00:00", ["Tom Becker"],
                meeting_id="800178883", location=["Warehouse B"], meeting_minutes="",
                status="cancelled", key="q4x"),
        meeting("Quarterly warehouse audit", "2025-11-06", "07:30:00", "10:00:00", ["Tom Becker"],
                meeting_id="800867680", location=["Warehouse B"], meeting_minutes="",
                status="scheduled", key="q4"),
        sms("Tom Becker", "+1 415-220-7790", "2025-10-30", "12:00:00",
            "The audit moved from Wednesday to Thursday 6 Nov, same time.", key="s1"),
        schedule("Team breakfast after audit", "2025-11-06", "10:15:00", "11:00:00",
                 location="Canteen", key="b1"),
    ]
    gold = [
        G("Clock_CreateAlarm", time="06:00:00", name=U, alarmDuration=5, alarmCount=3,
          alarmInterval=10),
        G("TodoList_Create", content=KF("checklist"), date="2025-11-05", time="21:00"),
    ]
    evidence = [
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
    reference = [
        [S("search_schedule", "audit")],
        [S("search_meeting", "Warehouse"), S("search_sms", "audit")],
        [S("search_alarm", "0", field="time"), S("search_notes", "checklist"),
         S("search_contacts", "Tom")],
        [X("Clock_CreateAlarm", time="06:00:00", name="Warehouse audit", alarmDuration=5,
           alarmCount=3, alarmInterval=10),
         X("TodoList_Create", content="Print inventory checklist for the audit", date="2025-11-05",
           time="21:00")],
    ]
    return task("core-multi-10", "multi_intent", ["set_alarm", "create_note"],
                "Set an alarm and a to-do for the audit", records, gold, reference,
                evidence=evidence)


def multi_11() -> dict[str, Any]:
    school = "Gubei No.2 Primary"
    records = [
        *HOUSEHOLD,
        contact("Ms. Chen", "13788990011", company=school, email="chen@gubei2.edu.cn",
                note="Miao's class teacher", key="c_msc"),
        contact("Mr. Chen", "13788991100", company=school, email="chenj@gubei2.edu.cn",
                note="Xin's class teacher", key="c_mrc"),
        contact("Helen Zhou", "+1 415-220-7700", company=COMPANY, relationship="colleague",
                note="General manager", key="c_hz"),
        sent("Ms. Chen", "13788990011", "2025-09-01", "19:00:00",
             "Hello Ms. Chen, this is Miao's father Yixuan Xu. Nice to meet you!", key="o1"),
        sent("Mr. Chen", "13788991100", "2025-09-01", "19:05:00",
             "Hello Mr. Chen, this is Xin's father Yixuan Xu. Nice to meet you!", key="o2"),
        note("School notice (paper)", "Class 3 new teacher from November: Ms. Qiao, 139 1772 6602.",
             "2025-10-30", "20:00", key="n1"),
        sms(school, "021-6219 0002", "2025-10-31", "15:00:00",
            "Dear parents of Class 3: from 3 Nov the class is taken over by Ms. Helen Qiao "
            "(hqiao@gubei2.edu.cn) while Ms. Chen is on maternity leave.", key="s1"),
        sms(school, "021-6219 0002", "2025-10-31", "15:30:00",
            "Correction: Ms. Qiao's mobile is 139 1772 6620, not 6602 as printed on the paper "
            "notice.", key="s2"),
        schedule("Class 3 parents' evening", "2025-11-20", "18:30:00", "20:00:00",
                 reminder="1 day before", location=school, key="e1"),
        payment("Class fund", 200.0, "2025-09-05", "12:00:00", school, "6222 3100 5500 7788",
                note="Miao Class 3", key="t1"),
        voicemail(school, "021-6219 0002", "2025-10-31", "15:35:00",
                  "Parents of Class 3, please read our text about the new teacher.", key="v1"),
    ]
    gold = [
        G("Contacts_Create", name=KF("qiao"), telephone="139 1772 6620", company=school,
          email="hqiao@gubei2.edu.cn", note=KF("miao")),
        G("Messages_Send", telephone="139 1772 6620", text=KF("miao")),
    ]
    evidence = [
        ("s1", "Miao's new class teacher is Ms. Helen Qiao, email hqiao@gubei2.edu.cn"),
        ("s2", "her mobile is 139 1772 6620"),
        ("n1", "ruled out: the misprinted number 139 1772 6602"),
        ("c_msc",
         "how teachers are saved: company Gubei No.2 Primary, email, note \"Miao's class "
         'teacher"'),
        ("c_mrc", "same pattern for Xin's teacher"),
        ("o1", "habit: the user greets a new teacher as Miao's father"),
        ("o2", "same greeting to Xin's teacher"),
        ("c_hz", "ruled out: Helen Zhou is the general manager (namesake)"),
        ("bg_dau", "Miao Xu is the daughter"),
        ("e1", "Class 3 parents' evening: it is Miao's class"),
        ("t1", "Miao is in Class 3"),
        ("v1", "the school points to the text with the correction"),
    ]
    reference = [
        [S("search_voicemail", "Class 3")],
        [S("search_sms", "Qiao"), S("search_notes", "Qiao"), S("search_contacts", "teacher")],
        [S("search_sms", "Hello", field="content"), S("search_contacts", "Helen"),
         S("search_contacts", "daughter", field="relationship")],
        [S("search_schedule", "Class 3"), S("search_transaction", "Class 3")],
        [X("Contacts_Create", name="Helen Qiao", telephone="139 1772 6620", company=school,
           email="hqiao@gubei2.edu.cn", note="Miao's class teacher"),
         X("Messages_Send", telephone="139 1772 6620",
           text="Hello Ms. Qiao, this is Miao's father Yixuan Xu. Nice to meet you!")],
    ]
    return task("core-multi-11", "multi_intent", ["save_contact", "send_message"],
                "Save Miao's new teacher and say hello", records, gold, reference,
                evidence=evidence)


def multi_12() -> dict[str, Any]:
    people = ["Marco Rossi", "Grace Lin", "Daniel Reed"]
    records = [
        *HOUSEHOLD,
        contact("Anke Vogel", "+49 151 2233 4455", company="SAP Consulting",
                email="anke.vogel@sap-consult.de", relationship="consultant", note="ERP pilot 2024",
                key="c_av"),
        contact("Marco Rossini", "+39 333 100 2200", company="Nocciole Piemonte",
                relationship="supplier", note="hazelnut paste", key="c_mr"),
        meeting("ERP pilot kickoff", "2024-03-05", "10:00:00", "11:30:00",
                ["Anke Vogel", "Daniel Reed"], meeting_id="800833789", location=["Room 5A"],
                key="m0"),
        sms("Daniel Reed", "+1 415-739-2098", "2025-10-30", "18:00:00",
            "The ERP consultant is Marco Rossi from ERPWorks: +39 347 555 0192, "
            "marco@erpworks.it. Please save him and set up a kickoff with him, Grace and me next "
            "Tuesday, 10:00-11:30, Room 5A.", key="s1"),
        sms("", "+39 347 555 0192", "2025-10-31", "09:00:00",
            "Hello Yixuan, Marco Rossi here. I only land on Tuesday at 9:00 - could we start the "
            "kickoff at 14:00 instead, same length, same room?", key="s2"),
        sms("Marco Rossini", "+39 333 100 2200", "2025-10-29", "08:00:00",
            "New hazelnut paste samples are on their way.", key="s3"),
        schedule("Dentist - Xin", "2025-11-04", "16:30:00", "17:15:00",
                 location="Meinian Dental Gubei", key="sc1"),
        note("ERP project", "New ERP rollout: ERPWorks consultant starts in November.",
             "2025-10-15", "10:00", key="n1"),
        payment("ERPWorks retainer", 50000.0, "2025-10-20", "10:00:00", "ERPWorks",
                "IT60 X054 2811 1010 0000 0123 456", note="ERP rollout phase 1", key="t1"),
        sms("Grace Lin", "+1 415-220-7781", "2025-10-31", "09:30:00",
            "Tuesday afternoon works for me too if Marco prefers.", key="s4"),
    ]
    gold = [
        G("Contacts_Create", name="Marco Rossi", telephone="+39 347 555 0192", company="ERPWorks",
          email="marco@erpworks.it", relationship=KF("consultant")),
        G("Meeting_Create", dateStart="2025-11-04", dateEnd="2025-11-04", timeStart="14:00:00",
          timeEnd="15:30:00", title=KF("kickoff"), location=["Room 5A"], participants=people),
    ]
    evidence = [
        ("s1",
         "consultant Marco Rossi, ERPWorks, +39 347 555 0192, marco@erpworks.it; kickoff with "
         "Grace Lin and Daniel Reed 'next Tuesday' from Thu 2025-10-30 = 2025-11-04, Room 5A"),
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
    reference = [
        [S("search_notes", "ERP"), S("search_transaction", "ERPWorks"), S("search_sms", "Tuesday")],
        [S("search_sms", "Marco"), S("search_contacts", "Marco")],
        [S("search_contacts", "consultant", field="relationship"), S("search_meeting", "kickoff")],
        [S("search_contacts", "Daniel Reed"), S("search_contacts", "Grace"),
         S("search_schedule", "2025-11-04", field="date")],
        [X("Contacts_Create", name="Marco Rossi", telephone="+39 347 555 0192", company="ERPWorks",
           email="marco@erpworks.it", relationship="consultant"),
         X("Meeting_Create", dateStart="2025-11-04", dateEnd="2025-11-04", timeStart="14:00:00",
           timeEnd="15:30:00", title="ERP kickoff", location=["Room 5A"], participants=people)],
    ]
    return task("core-multi-12", "multi_intent", ["save_contact", "create_meeting"],
                "Save the ERP consultant and book the kickoff", records, gold, reference,
                evidence=evidence)


def multi_13() -> dict[str, Any]:
    acct, old = "3100 8877 6612", "3100 8877 0012"
    records = [
        *HOUSEHOLD,
        payment("Gas bill", 142.3, "2025-06-03", "20:00:00", "Shanghai Gas", old, note="May gas",
                key="g6"),
        sms("Shanghai Gas", "962777", "2025-06-20", "10:00:00",
            "Your gas account number has changed to 3100 8877 6612 (old 3100 8877 0012).",
            key="s0"),
        note("To-do", "Leave meter box open for the gas reading", "2025-08-08", "07:30", key="td0"),
        payment("Gas bill", 198.2, "2025-10-02", "20:05:00", "Shanghai Gas", acct, note="Sep gas",
                key="g9"),
        sms("State Grid", "95598", "2025-10-31", "10:00:00",
            "Electricity bill for October: 312.40 yuan, account 0012 3344 55.", key="e1"),
        sms("Shanghai Gas", "962777", "2025-10-31", "10:30:00",
            "Gas bill for October: 236.50 yuan, account 3100 8877 6612, due 2025-11-10. Meter "
            "reading visit: Fri 2025-11-07 morning, please keep the meter box accessible.",
            key="s1"),
        sms("Shanghai Gas", "962777", "2025-08-07", "10:30:00",
            "Meter reading visit tomorrow morning, please keep the meter box accessible.",
            key="s9"),
        payment("Electricity bill", 280.1, "2025-10-02", "20:10:00", "State Grid", "0012 3344 55",
                note="Sep power", key="el"),
        contact("Shanghai Gas", "962777", note="account 3100 8877 6612", key="c_gas"),
        schedule("Work from home", "2025-11-07", "07:00:00", "12:00:00", location="Home", key="h1"),
    ]
    gold = [
        G("Consumption_Create", item=KF("gas"), amount=236.5, receivingName="Shanghai Gas",
          receivingAccount=acct, note=KF("gas")),
        G("TodoList_Create", content=KF("meter"), date="2025-11-07", time="07:30"),
    ]
    evidence = [
        ("s1",
         "October gas bill 236.50 to account 3100 8877 6612; meter reading on the morning of "
         "2025-11-07"),
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
    reference = [
        [S("search_contacts", "Gas"), S("search_schedule", "2025-11-07", field="date")],
        [S("search_sms", "gas"), S("search_transaction", "bill")],
        [S("search_notes", "meter"), S("search_sms", "bill")],
        [X("Consumption_Create", item="Gas bill", amount=236.5, receivingName="Shanghai Gas",
           receivingAccount=acct, note="Oct gas"),
         X("TodoList_Create", content="Leave meter box open for the gas reading", date="2025-11-07",
           time="07:30")],
    ]
    return task("core-multi-13", "multi_intent", ["make_payment", "create_note"],
                "Pay the gas bill and add a meter-reading to-do", records, gold, reference,
                evidence=evidence)


def multi_14() -> dict[str, Any]:
    records = [
        *HOUSEHOLD,
        schedule("Car service - Auto Doctor", "2024-11-16", "09:00:00", "11:00:00",
                 reminder="1 day before", location="Auto Doctor Gubei", key="c0"),
        schedule("Car service - Auto Doctor", "2025-05-10", "09:00:00", "11:00:00",
                 reminder="1 day before", location="Auto Doctor Gubei", key="c1"),
        schedule("Xin football match", "2025-11-08", "14:00:00", "16:00:00",
                 reminder="1 day before", location="Century Park", key="k1"),
        meeting("Supplier audit - Shenzhen Nanshan plant", "2025-11-12", "09:00:00", "17:00:00",
                ["Daniel Reed", "Grace Lin"], end_date="2025-11-13", meeting_id="800779989",
                location=["Shenzhen"], meeting_minutes="", status="scheduled", key="m1"),
        contact("Auto Doctor Gubei", "021-6270 5533", note="garage", key="c_ad"),
        sms("Auto Doctor Gubei", "021-6270 5533", "2025-10-01", "09:00:00",
            "Note our new service hotline: 400-820-7788. The 021-6270 5533 line closes in "
            "November.", key="s0"),
        sms("Auto Doctor Gubei", "021-6270 5533", "2025-10-29", "10:00:00",
            "Your car Hu A-7K231 is due for its 20,000 km service. Free slots: Sat 8 Nov "
            "09:00-11:00 or Wed 12 Nov 14:00-16:00. Please call to confirm.", key="s1"),
        payment("Car service", 860.0, "2025-05-10", "11:05:00", "Auto Doctor Gubei",
                "6228 1200 3400 5600", note="10,000 km service", key="t1"),
        voicemail("Auto Doctor Gubei", "021-6270 5533", "2025-10-30", "10:00:00",
                  "Reminder about your service, please call our hotline.", key="v1"),
        sms("Ling Xie", "13916623345", "2025-10-29", "20:00:00",
            "Take the car in on a Saturday please, I need it on weekdays.", key="l1"),
        note("Car", "Hu A-7K231. Last service at 10,000 km in May.", "2025-05-10", "12:00",
             key="n1"),
    ]
    gold = [
        G("Schedule_Create", date="2025-11-08", title=KF("service"), timeStart="09:00:00",
          timeEnd="11:00:00", timeRemind="1 day before", location=KF("auto doctor")),
        G("Phone_Call", telephone="400-820-7788"),
    ]
    evidence = [
        ("s1",
         "two slots: Sat 2025-11-08 09:00-11:00 or Wed 2025-11-12 14:00-16:00; call to confirm"),
        ("m1", "the user is in Shenzhen on 2025-11-12: only Sat 2025-11-08 works"),
        ("k1", "the football match on 2025-11-08 is in the afternoon, no clash"),
        ("c0",
         "habit: car services go in the calendar as 'Car service - Auto Doctor', reminder 1 day "
         "before, location Auto Doctor Gubei"),
        ("c1", "same habit in May"),
        ("s0", "the garage's number is now the hotline 400-820-7788; 021-6270 5533 closes"),
        ("c_ad", "ruled out: the saved old landline"),
        ("v1", "the garage asks to call the hotline"),
        ("t1", "the last service was at Auto Doctor Gubei"),
        ("l1", "Ling needs the car on weekdays: the Saturday slot"),
        ("n1", "the car Hu A-7K231, last serviced in May"),
        ("bg_wife", "Ling Xie is the wife"),
    ]
    reference = [
        [S("search_sms", "car"), S("search_notes", "A-7K231"),
         S("search_contacts", "wife", field="relationship")],
        [S("search_sms", "Auto Doctor"), S("search_schedule", "Car service")],
        [S("search_schedule", "2025-11-08", field="date"),
         S("search_meeting", "2025-11-12", field="start_date")],
        [S("search_contacts", "garage"), S("search_voicemail", "Auto Doctor"),
         S("search_transaction", "Car service")],
        [X("Schedule_Create", date="2025-11-08", title="Car service - Auto Doctor",
           timeStart="09:00:00", timeEnd="11:00:00", timeRemind="1 day before",
           location="Auto Doctor Gubei"), X("Phone_Call", telephone="400-820-7788")],
    ]
    return task("core-multi-14", "multi_intent", ["create_schedule", "make_call"],
                "Schedule my car service and call the garage", records, gold, reference,
                evidence=evidence)


def multi_15() -> dict[str, Any]:
    records = [
        *HOUSEHOLD,
        contact("Kenji Sato", "+81 90-1234-5678", company="Osaka Nuts", email="k.sato@osakanuts.jp",
                relationship="client", key="c_ks"),
        contact("Kenji Saito", "+81 90-1234-8765", company="Kobe Trading", relationship="client",
                key="c_ksa"),
        contact("Mina Park", "+82 10-5521-7781", company="Golden Cashew Co.",
                relationship="supplier", key="c_mp"),
        hotel("Hotel Indigo Hongqiao", "2025-05-12", "2025-05-14", "Superior King", 1,
              ["Mina Park"], MY_PHONE, "1500 yuan", status="completed", key="a1"),
        hotel("Hotel Indigo Hongqiao", "2025-09-08", "2025-09-10", "Superior King", 1,
              ["Daniel Reeves"], MY_PHONE, "1560 yuan", status="completed", key="a2"),
        hotel("Hyatt Regency Hangzhou", "2025-08-08", "2025-08-10", "Deluxe King", 1,
              [ME, "Ling Xie"], MY_PHONE, "2150 yuan", status="completed", key="a3"),
        sent("Mina Park", "+82 10-5521-7781", "2025-05-06", "10:00:00",
             "Hi Mina, your room is booked at Hotel Indigo Hongqiao, 12-14 May.", key="o1"),
        sms("Daniel Reed", "+1 415-739-2098", "2025-10-30", "11:00:00",
            "Kenji Sato from Osaka Nuts is visiting us. Please book his hotel as we usually do "
            "for guests and send him the details.", key="s1"),
        sms("Kenji Sato", "+81 90-1234-5678", "2025-10-31", "08:30:00",
            "Arriving Monday 17 Nov in the evening, flying back Wednesday 19 Nov afternoon.",
            key="s2"),
        sms("Kenji Saito", "+81 90-1234-8765", "2025-10-20", "08:30:00",
            "We will visit Shanghai in December.", key="s3"),
        meeting("Osaka Nuts visit", "2025-11-18", "10:00:00", "12:00:00",
                ["Kenji Sato", "Daniel Reed"], meeting_id="800228355", location=["Room 5A"],
                meeting_minutes="", status="scheduled", key="m1"),
        payment("Guest hotel", 1500.0, "2025-05-14", "12:00:00", "Hotel Indigo Hongqiao",
                "6222 8888 1234 0000", note="Mina Park", key="t1"),
    ]
    gold = [
        G("Accommodation_Create", location="Hotel Indigo Hongqiao", dateCheckIn="2025-11-17",
          dateCheckOut="2025-11-19", roomType="Superior King", people=["Kenji Sato"],
          telephone=MY_PHONE),
        G("Messages_Send", telephone="+81 90-1234-5678", text=KF("indigo")),
    ]
    evidence = [
        ("s1", "book the visiting client Kenji Sato a room the usual way and text him"),
        ("s2",
         "he arrives Mon 2025-11-17, leaves Wed 2025-11-19: check-in 2025-11-17, check-out "
         "2025-11-19"),
        ("c_ks", "Kenji Sato's number +81 90-1234-5678"),
        ("a1",
         "guests stay at Hotel Indigo Hongqiao, Superior King, guest's name, user's phone "
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
    reference = [
        [S("search_sms", "Kenji"), S("search_contacts", "Kenji")],
        [S("search_accommodation", "King"), S("search_sms", "Hotel Indigo")],
        [S("search_transaction", "hotel"), S("search_contacts", "Mina"),
         S("search_meeting", "Osaka")],
        [X("Accommodation_Create", location="Hotel Indigo Hongqiao", dateCheckIn="2025-11-17",
           dateCheckOut="2025-11-19", roomType="Superior King", people=["Kenji Sato"],
           telephone=MY_PHONE),
         X("Messages_Send", telephone="+81 90-1234-5678",
           text="Hi Kenji, your room is booked at Hotel Indigo Hongqiao, 17-19 Nov.")],
    ]
    return task("core-multi-15", "multi_intent", ["book_accommodation", "send_message"],
                "Book the visiting client's hotel and text him", records, gold, reference,
                evidence=evidence)


def multi_16() -> dict[str, Any]:
    records = [
        *HOUSEHOLD,
        trip("2025-06-10", "07:05:00", "08:45:00", "Shanghai Hongqiao", "Nanjing South", "train",
             [ME], MY_PHONE, "135 yuan", status="completed", key="p1"),
        alarm("05:35:00", "never", "Train Nanjing", duration=5, count=3, interval=10, status="off",
              key="al1"),
        trip("2025-09-04", "08:02:00", "08:30:00", "Shanghai", "Suzhou", "train", [ME], MY_PHONE,
             "40 yuan", status="completed", key="p2"),
        alarm("06:32:00", "never", "Train Suzhou", duration=5, count=3, interval=10, status="off",
              key="al2"),
        alarm("06:50:00", "Mon, Tue, Wed, Thu, Fri", "Workday", duration=3, count=1, interval=5,
              key="al3"),
        meeting("Beijing buyers' meeting", "2025-11-13", "14:00:00", "16:00:00",
                ["Daniel Reed", "Grace Lin"], meeting_id="800181301",
                location=["COFCO Plaza, Beijing"], meeting_minutes="", status="scheduled",
                key="bj"),
        sms("Grace Lin", "+1 415-220-7781", "2025-10-31", "10:00:00",
            "For Thursday week's Beijing meeting take G2 at 09:00 from Shanghai Hongqiao, it "
            "reaches Beijing South at 13:28 - just in time.", key="s1"),
        sms("Daniel Reed", "+1 415-739-2098", "2025-10-31", "10:20:00",
            "I'll fly up on Wednesday night, see you at COFCO.", key="s2"),
        trip("2025-11-12", "20:00:00", "22:15:00", "Shanghai Hongqiao", "Beijing Capital", "plane",
             ["Daniel Reed"], "+1 415-739-2098", "1300 yuan", status="booked", key="d1"),
        note("Beijing", "COFCO Plaza is 30 min by taxi from Beijing South.", "2025-10-31", "10:30",
             key="n1"),
    ]
    gold = [
        G("Transport_Create", date="2025-11-13", time="09:00:00", start=KF("hongqiao"),
          end=KF("beijing south"), passenger=[ME], telephone=MY_PHONE, transportType="train"),
        G("Clock_CreateAlarm", time="07:30:00", name=U, alarmDuration=5, alarmCount=3,
          alarmInterval=10),
    ]
    evidence = [
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
    reference = [
        [S("search_meeting", "Beijing"), S("search_sms", "Beijing"), S("search_sms", "COFCO"),
         S("search_notes", "Beijing")],
        [S("search_transport", "train", field="mode"), S("search_transport", "Beijing"),
         S("search_alarm", "0", field="time")],
        [S("search_contacts", "colleague", field="relationship")],
        [X("Transport_Create", date="2025-11-13", time="09:00:00", start="Shanghai Hongqiao",
           end="Beijing South", passenger=[ME], telephone=MY_PHONE, transportType="train"),
         X("Clock_CreateAlarm", time="07:30:00", name="Train Beijing", alarmDuration=5,
           alarmCount=3, alarmInterval=10)],
    ]
    return task("core-multi-16", "multi_intent", ["book_transport", "set_alarm"],
                "Book my train to Beijing and a wake-up alarm", records, gold, reference,
                evidence=evidence)


def multi_17() -> dict[str, Any]:
    people = ["Li Na", "Daniel Reed", "Daisy Miller"]
    records = [
        *HOUSEHOLD,
        contact("Zhao Min", "13801729900", company="KPMG Huazhen", email="zhao.min@kpmg.com",
                relationship="auditor", note="annual audit 2024", key="c_zm"),
        contact("Li Nan", "+1 415-220-7712", company=COMPANY, relationship="colleague",
                note="Sales", key="c_ln"),
        meeting("Annual audit kickoff - procurement", "2024-11-11", "09:30:00", "11:00:00",
                ["Zhao Min", "Daniel Reed", "Daisy Miller"], reminder="1 day before",
                meeting_id="800500111", location=["Room 5A"], key="m0"),
        sms("Zhao Min", "13801729900", "2025-10-20", "09:00:00",
            "I've rotated off your account this year; my colleague will take over the audit.",
            key="z1"),
        sms("", "138 0172 4455", "2025-10-30", "14:00:00",
            "Dear Mr. Xu, Li Na from KPMG Huazhen, the new engagement lead for your annual audit "
            "(li.na@kpmg.com). Could we hold the procurement audit kickoff on Monday 10 Nov, "
            "09:30-11:00, at your office?", key="l1"),
        sms("Daniel Reed", "+1 415-739-2098", "2025-10-30", "15:00:00",
            "Fine with me, invite Daisy as last year.", key="d1"),
        sms("Li Nan", "+1 415-220-7712", "2025-10-29", "12:00:00", "Lunch on Monday?", key="n1"),
        schedule("Weekly report prep", "2025-11-10", "08:30:00", "09:15:00", key="sc1"),
        note("Audit 2025", "Prepare supplier contracts and PO list for the auditors.", "2025-10-30",
             "16:00", key="n9"),
        payment("Audit fee 2024", 120000.0, "2024-12-20", "10:00:00", "KPMG Huazhen",
                "1100 2233 4455 6677", note="annual audit", key="t1"),
    ]
    gold = [
        G("Contacts_Create", name="Li Na", telephone="138 0172 4455", company="KPMG Huazhen",
          email="li.na@kpmg.com", relationship=KF("auditor")),
        G("Meeting_Create", dateStart="2025-11-10", dateEnd="2025-11-10", timeStart="09:30:00",
          timeEnd="11:00:00", timeRemind="1 day before", title=KF("audit"), location=["Room 5A"],
          participants=people),
    ]
    evidence = [
        ("l1",
         "the new auditor: Li Na, KPMG Huazhen, 138 0172 4455, li.na@kpmg.com; kickoff on Mon "
         "2025-11-10, 09:30:00-11:00:00 at the office"),
        ("z1", "Zhao Min rotated off; a colleague takes over"),
        ("c_zm", "how auditors are saved: company, email, relationship 'auditor'"),
        ("m0",
         "last year's kickoff: Room 5A, reminder 1 day before, with Daniel Reed and Daisy Miller"),
        ("d1", "Daniel joins and asks to invite Daisy as last year"),
        ("bg_daisy", "Daisy Miller of Finance"),
        ("bg_mgr", "Daniel Reed, the manager"),
        ("c_ln", "ruled out: colleague Li Nan (namesake)"),
        ("n1", "ruled out: Li Nan's lunch message"),
        ("sc1", "the 2025-11-10 prep ends 09:15, no clash"),
        ("n9", "preparation for the audit kickoff"),
        ("t1", "KPMG Huazhen is the audit firm"),
    ]
    reference = [
        [S("search_notes", "audit"), S("search_transaction", "KPMG")],
        [S("search_sms", "audit"), S("search_contacts", "KPMG")],
        [S("search_meeting", "audit"), S("search_sms", "Daisy")],
        [S("search_contacts", "Li Na"), S("search_contacts", "Daisy Miller"),
         S("search_contacts", "Daniel Reed"), S("search_sms", "Li Nan"),
         S("search_schedule", "2025-11-10", field="date")],
        [X("Contacts_Create", name="Li Na", telephone="138 0172 4455", company="KPMG Huazhen",
           email="li.na@kpmg.com", relationship="auditor"),
         X("Meeting_Create", dateStart="2025-11-10", dateEnd="2025-11-10", timeStart="09:30:00",
           timeEnd="11:00:00", timeRemind="1 day before",
           title="Annual audit kickoff - procurement", location=["Room 5A"], participants=people)],
    ]
    return task("core-multi-17", "multi_intent", ["save_contact", "create_meeting"],
                "Save the auditor and set up the kickoff", records, gold, reference,
                evidence=evidence)


def multi_18() -> dict[str, Any]:
    family = [ME, "Ling Xie", "Xin Xu", "Miao Xu"]
    acct = "6230 5800 1122 3344"
    records = [
        *HOUSEHOLD,
        hotel("Anji Bamboo Resort", "2025-04-18", "2025-04-20", "Family Room", 1, family, MY_PHONE,
              "1800 yuan", status="completed", key="a0"),
        sms("Cloud Inn Moganshan", "0572-8011 2200", "2025-10-29", "10:00:00",
            "Family suite available 28-30 Nov, 2600 in total, deposit 800 to 6230 7700 9988 1100.",
            key="c1"),
        sms("Moganshan Bamboo House", "0572-8033 1188", "2025-10-30", "11:00:00",
            "Room 'Bamboo Loft' is held for you 28-30 Nov (Fri-Sun), 2 adults + 2 children. "
            "Please pay the 500 deposit to 6230 5800 1122 3344 (Moganshan Bamboo House) by 5 Nov.",
            key="b1"),
        sms("Ling Xie", "13916623345", "2025-10-30", "21:00:00",
            "Let's take the Bamboo House, not the Cloud Inn. Text me once it's all done.",
            key="l1"),
        sms("Ling Xu", "13588120456", "2025-10-30", "21:30:00",
            "Have fun in Moganshan! Send photos.", key="l2"),
        schedule("Moganshan family weekend", "2025-11-28", "18:00:00", "21:00:00",
                 reminder="1 day before", location="Moganshan", key="w1"),
        payment("Deposit", 300.0, "2025-04-01", "10:00:00", "Anji Bamboo Resort",
                "6230 1111 2222 3333", note="Family Room April", key="t0"),
        note("Moganshan", "Bring hiking shoes and the kids' rain jackets.", "2025-10-30", "21:10",
             key="n1"),
    ]
    gold = [
        G("Accommodation_Create", location="Moganshan Bamboo House", dateCheckIn="2025-11-28",
          dateCheckOut="2025-11-30", roomType="Bamboo Loft", people=family, telephone=MY_PHONE),
        G("Consumption_Create", item=KF("deposit"), amount=500,
          receivingName="Moganshan Bamboo House", receivingAccount=acct),
        G("Messages_Send", telephone="13916623345", text=KF("bamboo house")),
    ]
    evidence = [
        ("b1",
         "Bamboo Loft at Moganshan Bamboo House, 2025-11-28 to 2025-11-30, 2 adults + 2 "
         "children; deposit 500 to 6230 5800 1122 3344"),
        ("l1", "Ling chose the Bamboo House and wants a text when done"),
        ("c1", "ruled out: the Cloud Inn offer and its 800 deposit"),
        ("a0",
         "family stays list all four: Yixuan Xu, Ling Xie, Xin Xu, Miao Xu; contact 15711227837"),
        ("t0", "the last deposit was paid with item 'Deposit' and no other details needed"),
        ("w1", "the family weekend starts Fri 2025-11-28"),
        ("bg_wife", "the wife is Ling Xie, 13916623345"),
        ("bg_son", "son Xin Xu"),
        ("bg_dau", "daughter Miao Xu"),
        ("bg_lingxu", "ruled out: cousin Ling Xu"),
        ("l2", "ruled out: the cousin's message"),
        ("n1", "packing note for the trip"),
    ]
    reference = [
        [S("search_sms", "Moganshan"), S("search_sms", "Bamboo")],
        [S("search_accommodation", "Family"), S("search_transaction", "Deposit"),
         S("search_schedule", "Moganshan"), S("search_notes", "Moganshan")],
        [S("search_contacts", "Xu"), S("search_contacts", "Xie")],
        [X("Accommodation_Create", location="Moganshan Bamboo House", dateCheckIn="2025-11-28",
           dateCheckOut="2025-11-30", roomType="Bamboo Loft", people=family, telephone=MY_PHONE),
         X("Consumption_Create", item="Deposit", amount=500, receivingName="Moganshan Bamboo House",
           receivingAccount=acct),
         X("Messages_Send", telephone="13916623345",
           text="Booked the Bamboo Loft at Moganshan Bamboo House for 28-30 Nov and paid the "
                "deposit.")],
    ]
    return task("core-multi-18", "multi_intent",
                ["book_accommodation", "make_payment", "send_message"],
                "Book Moganshan, pay the deposit, tell my wife", records, gold, reference,
                evidence=evidence)


def multi_19() -> dict[str, Any]:
    records = [
        *HOUSEHOLD,
        contact("Zhou Lei", "0551-6288 9900", company="Three Squirrels", relationship="supplier",
                note="pecans", key="c_zl"),
        sms("Zhou Lei", "0551-6288 9900", "2025-10-24", "10:00:00",
            "Could we meet at our HQ in Hefei on Wed 19 Nov?", key="s0"),
        sms("Zhou Lei", "0551-6288 9900", "2025-10-30", "10:00:00",
            "Confirmed: Thu 20 Nov, 10:30-12:00 at Three Squirrels HQ, Hefei (Wed is full).",
            key="s1"),
        note("Hefei trains",
             "G7231 07:05 Shanghai Hongqiao -> Hefei South 09:30. G7233 08:15 -> 10:40. Three "
             "Squirrels HQ is 40 min from Hefei South.", "2025-10-30", "10:20", key="n1"),
        schedule("Suzhou walnut supplier visit", "2025-09-04", "10:00:00", "12:00:00",
                 reminder="1 day before", location="Suzhou Walnut Co., Wuzhong", key="v0"),
        trip("2025-06-10", "07:05:00", "08:45:00", "Shanghai Hongqiao", "Nanjing South", "train",
             [ME], MY_PHONE, "135 yuan", status="completed", key="p1"),
        alarm("05:35:00", "never", "Train Nanjing", duration=5, count=3, interval=10, status="off",
              key="al1"),
        trip("2025-09-04", "08:02:00", "08:30:00", "Shanghai", "Suzhou", "train", [ME], MY_PHONE,
             "40 yuan", status="completed", key="p2"),
        alarm("06:32:00", "never", "Train Suzhou", duration=5, count=3, interval=10, status="off",
              key="al2"),
        alarm("06:50:00", "Mon, Tue, Wed, Thu, Fri", "Workday", duration=3, count=1, interval=5,
              key="al3"),
        meeting("Pecan contract - prep", "2025-11-18", "15:00:00", "16:00:00", ["Daniel Reed"],
                meeting_id="800424772", location=["Room 3B"], meeting_minutes="",
                status="scheduled", key="m1"),
        payment("Pecan order", 36000.0, "2025-09-15", "10:00:00", "Three Squirrels",
                "6222 5100 2200 3300", note="PO-2025-0933", key="t1"),
    ]
    gold = [
        G("Schedule_Create", date="2025-11-20", title=KF("three squirrels"), timeStart="10:30:00",
          timeEnd="12:00:00", timeRemind="1 day before", location=KF("three squirrels")),
        G("Transport_Create", date="2025-11-20", time="07:05:00", start=KF("hongqiao"),
          end=KF("hefei south"), passenger=[ME], telephone=MY_PHONE, transportType="train"),
        G("Clock_CreateAlarm", time="05:35:00", name=U, alarmDuration=5, alarmCount=3,
          alarmInterval=10),
    ]
    evidence = [
        ("s1", "the visit: Thu 2025-11-20, 10:30:00-12:00:00 at Three Squirrels HQ, Hefei"),
        ("s0", "ruled out: the first proposal Wed 19 Nov"),
        ("c_zl", "Zhou Lei of Three Squirrels, the supplier"),
        ("n1",
         "G7231 at 07:05 reaches Hefei South 09:30, +40 min = 10:10, in time; G7233 arrives "
         "10:40, too late: take the 07:05 train, Shanghai Hongqiao -> Hefei South"),
        ("v0", "habit: supplier visits go in the calendar with reminder 1 day before"),
        ("p1", "train at 07:05 ..."),
        ("al1",
         "... had its alarm at 05:35 (90 minutes before), ring 5 min, 3 times, every 10 min: "
         "07:05 -> 05:35:00"),
        ("p2", "train at 08:02 ..."),
        ("al2", "... alarm at 06:32, also 90 minutes before, same ring settings"),
        ("al3", "ruled out: the weekday alarm"),
        ("m1", "the pecan contract prep on 2025-11-18, not the visit"),
        ("t1", "Three Squirrels is a pecan supplier"),
    ]
    reference = [
        [S("search_transaction", "Three Squirrels")],
        [S("search_sms", "Hefei"), S("search_notes", "Hefei"),
         S("search_contacts", "Three Squirrels")],
        [S("search_schedule", "visit"), S("search_transport", "train", field="mode"),
         S("search_alarm", "0", field="time")],
        [S("search_meeting", "Pecan")],
        [X("Schedule_Create", date="2025-11-20", title="Three Squirrels HQ visit",
           timeStart="10:30:00", timeEnd="12:00:00", timeRemind="1 day before",
           location="Three Squirrels HQ, Hefei"),
         X("Transport_Create", date="2025-11-20", time="07:05:00", start="Shanghai Hongqiao",
           end="Hefei South", passenger=[ME], telephone=MY_PHONE, transportType="train"),
         X("Clock_CreateAlarm", time="05:35:00", name="Train Hefei", alarmDuration=5, alarmCount=3,
           alarmInterval=10)],
    ]
    return task("core-multi-19", "multi_intent", ["create_schedule", "book_transport", "set_alarm"],
                "Plan my Hefei visit: calendar, train, alarm", records, gold, reference,
                evidence=evidence)


def multi_20() -> dict[str, Any]:
    team = ["Daniel Reed", "Grace Lin", "Tom Becker", "Priya Nair"]
    records = [
        *HOUSEHOLD,
        contact("Priya Nair", "+86 186 2110 4477", company=COMPANY, relationship="colleague",
                note="Procurement", key="c_pn"),
        contact("Tom Beck", "13912340000", company="Beck Packaging", relationship="supplier",
                key="c_tb"),
        meeting("Farewell lunch - Lily", "2025-06-27", "12:00:00", "13:00:00",
                ["Daniel Reed", "Grace Lin", "Tom Becker", "Lily Wang"], meeting_id="800850409",
                location=["Canteen"], key="l0"),
        note("To-do", "Buy farewell gift for Lily", "2025-06-26", "18:00", key="g0"),
        meeting("Team lunch - Q3 celebration", "2025-09-30", "12:00:00", "13:00:00",
                ["Daniel Reed", "Grace Lin", "Tom Becker"], meeting_id="800205292",
                location=["Canteen"], key="l1"),
        meeting("Team lunch - welcome new buyer", "2025-10-30", "12:00:00", "13:00:00", team,
                meeting_id="800838720", location=["Canteen"],
                meeting_minutes="Welcome Priya Nair, new buyer.", key="l2"),
        sms("Daniel Reed", "+1 415-739-2098", "2025-10-31", "16:00:00",
            "Tom's last day with us is Friday 14 Nov (he moves to Logistics). Please organise a "
            "farewell lunch that day, the usual team lunch, and sort out a gift.", key="s1"),
        sms("Tom Becker", "+1 415-220-7790", "2025-10-31", "17:00:00",
            "My phone's microphone is broken - only video calls work until I fix it.", key="s2"),
        sms("Tom Beck", "13912340000", "2025-10-30", "09:00:00", "Packaging samples ready.",
            key="s3"),
        payment("Farewell gift - Lily", 300.0, "2025-06-26", "19:00:00", "Muji",
                "6225 0000 3333 4444", note="team gift", key="t0"),
    ]
    gold = [
        G("Phone_Call", telephone="+1 415-220-7790", type="VIDEO"),
        G("Meeting_Create", dateStart="2025-11-14", dateEnd="2025-11-14", timeStart="12:00:00",
          timeEnd="13:00:00", title=KF("farewell"), location=["Canteen"], participants=team),
        G("TodoList_Create", content=KF("gift"), date="2025-11-13", time="18:00"),
    ]
    evidence = [
        ("s1",
         "Tom's last day is Fri 2025-11-14: a farewell lunch that day, the usual team lunch, and "
         "a gift"),
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
    reference = [
        [S("search_sms", "Tom"), S("search_contacts", "Tom")],
        [S("search_meeting", "lunch"), S("search_notes", "gift"), S("search_contacts", "Priya")],
        [S("search_transaction", "gift"), S("search_notes", "Procurement Dept"),
         S("search_contacts", "Grace")],
        [X("Phone_Call", telephone="+1 415-220-7790", type="VIDEO"),
         X("Meeting_Create", dateStart="2025-11-14", dateEnd="2025-11-14", timeStart="12:00:00",
           timeEnd="13:00:00", title="Farewell lunch - Tom", location=["Canteen"],
           participants=team),
         X("TodoList_Create", content="Buy farewell gift for Tom", date="2025-11-13",
           time="18:00")],
    ]
    return task("core-multi-20", "multi_intent", ["make_call", "create_meeting", "create_note"],
                "Call Tom and plan his farewell lunch and gift", records, gold, reference,
                evidence=evidence)


TASKS: list[dict[str, Any]] = [
    multi_1(), multi_2(), multi_3(), multi_4(), multi_5(), multi_6(), multi_7(), multi_8(),
    multi_9(), multi_10(), multi_11(), multi_12(), multi_13(), multi_14(), multi_15(), multi_16(),
    multi_17(), multi_18(), multi_19(), multi_20(),
]
