"""spieval-core: the multi-intent decomposition tasks (SPIEval Section 3.2).

One request, several independent operations, each needing
its own retrievals; the execution calls run in parallel.

Each task is one :func:`~mobile_env.suites.authoring.spieval.task` in the words of
:mod:`mobile_env.suites.authoring.spieval` and :mod:`mobile_env.suites.authoring.vocabulary`.
"""

from __future__ import annotations

from typing import Any

from mobile_env.suites.authoring.spieval import (COMPANY, HOUSEHOLD, ME, MY_PHONE, PH, S, alarm,
                                                 contact, hotel, meeting, note, payment, schedule,
                                                 sent, sms, task, trip, voicemail)
from mobile_env.suites.authoring.vocabulary import G, KF, ONE, U, X


def multi_1() -> dict[str, Any]:
    dad_acct = "6228 4800 5566 1958"
    records = [
        *HOUSEHOLD,
        contact(name="Jianguo Xie", phone="13901237788", relationship="father-in-law", key="c_fil"),
        contact(name="Guoqiang Xue", phone="13522340098", company="Xue Logistics", relationship="supplier",
                key="c_xue"),
        payment(item="Living expenses", amount=3000.0, date="2025-07-01", time="08:30:00", payee="Guoqiang Xu", payee_account=dad_acct,
                note="Jul living money", key="t_jul"),
        payment(item="Living expenses", amount=3000.0, date="2025-08-01", time="08:30:00", payee="Guoqiang Xu", payee_account=dad_acct,
                note="Aug living money", key="t_aug"),
        payment(item="Living expenses", amount=3000.0, date="2025-09-01", time="08:30:00", payee="Guoqiang Xu", payee_account=dad_acct,
                note="Sep living money", key="t_sep"),
        payment(item="Living expenses", amount=2000.0, date="2025-09-01", time="08:20:00", payee="Jianguo Xie",
                payee_account="6217 0033 4400 5566", note="Sep living money", key="t_fil9"),
        payment(item="Living expenses", amount=2000.0, date="2025-10-01", time="08:20:00", payee="Jianguo Xie",
                payee_account="6217 0033 4400 5566", note="Oct living money", key="t_fil"),
        payment(item="Living expenses", amount=3000.0, date="2025-10-01", time="08:31:00", payee="Guoqiang Xu", payee_account=dad_acct,
                note="Oct living money", key="t_oct"),
        payment(item="Birthday gift", amount=888.0, date="2025-10-08", time="10:00:00", payee="Shufen Wang",
                payee_account="6228 4800 5566 1960", note="Happy birthday Mom", key="t_mom"),
        sms(sender="Shufen Wang", sender_phone="13705716699", date="2025-10-26", time="19:40:00",
            content="Dad's new blood pressure medicine costs more. From November could you add 500 to his "
            "monthly money? Don't tell him I asked.", key="s_mom"),
        voicemail(caller="Guoqiang Xu", number="13705716688", date="2025-10-30", time="18:45:00",
                  message="Son, call me when you can. And no video please, the picture freezes on my "
                  "phone.", key="v_dad"),
        note(title="Family budget",
             content="Dad's living money goes out on the 1st of every month. In-laws on the 1st too.",
             date="2025-01-05", time="20:00", key="n1"),
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
        note(title="China Nut Expo 2024", content="Nanjing International Expo Center, 20-22 Nov 2024.",
             date="2024-09-10", time="10:00", key="n0"),
        note(title="China Nut Expo 2025",
             content="Nanjing International Expo Center, Wed 19 - Fri 21 Nov. Our booth B12.", date="2025-09-15",
             time="10:00", key="n1"),
        meeting(title="China Nut Expo - booth duty", date="2025-11-19", start="09:30:00", end="17:00:00",
                participants=["Grace Lin", "Tom Becker"], end_date="2025-11-21", meeting_id="800442030",
                location=["Nanjing International Expo Center"], meeting_minutes="",
                status="scheduled", key="m1"),
        sms(sender="Grace Lin", sender_phone="+1 415-220-7781", date="2025-10-29", time="11:00:00",
            content="Expo travel: the team takes G7002 on Wed 19 Nov, 07:05 from Shanghai Hongqiao to "
            "Nanjing South. Please book your own seat.", key="s1"),
        sms(sender="China Nut Expo", sender_phone="025-8888 6600", date="2025-10-20", time="09:00:00",
            content="Exhibitor rate at Jinling Hotel Hexi for the nights of 19 and 20 Nov. Quote code "
            "NUT25 when booking.", key="s2"),
        sms(sender="Tom Becker", sender_phone="+1 415-220-7790", date="2025-10-30", time="17:00:00",
            content="I'll drive to Nanjing on the 18th to set up the booth.", key="s3"),
        trip(date="2025-06-10", departure="07:05:00", arrival="08:45:00", origin="Shanghai Hongqiao", destination="Nanjing South", mode="train",
             contact=[ME], number=MY_PHONE, cost="135 yuan", status="completed", key="tr0"),
        trip(date="2025-11-18", departure="14:00:00", arrival="18:00:00", origin="Shanghai", destination="Nanjing", mode="car", contact=["Tom Becker"],
             number="+1 415-220-7790", cost="600 yuan", status="booked", key="trt"),
        hotel(name="Atour Hotel Shenzhen Nanshan", check_in="2025-07-15", check_out="2025-07-17", room="Standard King", quantity=1, contact=[ME],
              number=MY_PHONE, cost="1240 yuan", status="completed", key="a1"),
        hotel(name="Jinling Hotel Nanjing", check_in="2025-06-10", check_out="2025-06-11", room="Standard King", quantity=1, contact=[ME],
              number=MY_PHONE, cost="650 yuan", status="completed", key="a2"),
        hotel(name="Jinling Hotel Hexi", check_in="2025-11-19", check_out="2025-11-21", room="Twin Room", quantity=1, contact=["Grace Lin"],
              number="+1 415-220-7781", cost="1400 yuan", status="booked", key="a3"),
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
        schedule(title="Eye check - Dr. Lee", date="2025-09-22", start="09:00:00", end="09:40:00",
                 reminder="1 day before", location="Eye & ENT Hospital", key="e1"),
        alarm(time="08:00:00", repeat="never", name="Eye check", duration=3, count=1, interval=5, status="off",
              key="a1"),
        schedule(title="Blood test", date="2025-10-15", start="07:30:00", end="08:00:00", reminder="1 day before",
                 location="Huashan Hospital", key="e2"),
        alarm(time="06:30:00", repeat="never", name="Blood test", duration=3, count=1, interval=5, status="off",
              key="a2"),
        alarm(time="06:50:00", repeat="Mon, Tue, Wed, Thu, Fri", name="Workday", duration=3, count=1, interval=5,
              key="a3"),
        sms(sender="Meinian Dental", sender_phone="021-6278 3300", date="2025-10-13", time="10:00:00",
            content="Your appointment on 2025-10-20 has been cancelled at your request.", key="d0"),
        sms(sender="Meinian Dental", sender_phone="021-6278 3300", date="2025-10-31", time="16:00:00",
            content="Yixuan Xu, your appointment with Dr. Huang is confirmed: Mon 2025-11-10, "
            "08:30-09:15, Meinian Dental Gubei.", key="d1"),
        sms(sender="Meinian Dental", sender_phone="021-6278 3300", date="2025-10-31", time="16:02:00",
            content="Xin Xu, your appointment with Dr. Huang: Tue 2025-11-04, 16:30.", key="d2"),
        schedule(title="Xin - dentist", date="2025-11-04", start="16:30:00", end="17:15:00",
                 location="Meinian Dental Gubei", key="x1"),
        payment(item="Dental cleaning deposit", amount=200.0, date="2025-10-31", time="16:05:00", payee="Meinian Dental Gubei",
                payee_account="6225 0210 7788 1100", note="Yixuan", key="t1"),
        contact(name="Dr. Huang", phone="021-6278 3300", company="Meinian Dental Gubei", note="family dentist",
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
        contact(name="Diana Tim", phone="+1 650-441-9027", relationship="colleague's wife", key="c_diana"),
        sms(sender="Dana Tim", sender_phone="+1 650-441-9072", date="2025-10-27", time="21:00:00",
            content="Got us two tickets for the Jay Chou concert on 22 Nov, 1360 in total. Send me your "
            "half when you can: account 6214 8301 2233 4410 (Dana Tim).", key="s1"),
        sms(sender="Dana Tim", sender_phone="+1 650-441-9072", date="2025-10-27", time="21:06:00",
            content="Oops, 4410 is my old card. Use 6214 8301 2233 4419 instead.", key="s2"),
        sms(sender="Grace Lin", sender_phone="+1 415-220-7781", date="2025-10-28", time="09:30:00",
            content="Anyone want my spare ticket for the Eason Chan concert? 480.", key="s3"),
        payment(item="Dinner split", amount=240.0, date="2025-09-14", time="22:10:00", payee="Dana Tim", payee_account="6214 8301 2233 4419",
                note="hotpot", key="t0"),
        sent(to="Dana Tim", to_phone="+1 650-441-9072", date="2025-09-14", time="22:12:00",
             content="Sent you 240 for the hotpot dinner, thanks!", key="o0"),
        payment(item="Concert tickets", amount=960.0, date="2025-06-02", time="12:00:00", payee="Damai", payee_account="6222 0000 1111 2222",
                note="Mayday concert", key="t1"),
        schedule(title="Jay Chou concert with Dana", date="2025-11-22", start="19:30:00", end="22:30:00",
                 reminder="1 day before", location="Shanghai Stadium", key="c1"),
        note(title="IOUs", content="Owe Dana half of the concert tickets.", date="2025-10-27", time="21:10", key="n1"),
        voicemail(caller="Dana Tim", number="+1 650-441-9072", date="2025-10-28", time="20:00:00",
                  message="Did you get my text about the concert tickets?", key="v2"),
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
        contact(name="Master Lu", phone="13564239918", company="Lu Electric", note="electrician", key="c_lu"),
        contact(name="Liu Yang", phone="+1 415-220-7705", company=COMPANY, relationship="colleague",
                key="c_liuy"),
        note(title="Kitchen", content="Pipe under the kitchen sink leaking since Thursday.", date="2025-10-30",
             time="22:00", key="n1"),
        sms(sender="Gubei Property Management", sender_phone="021-6208 1100", date="2025-10-31", time="09:00:00",
            content="Re your leak report: we recommend Anju Repairs (Master Liu), they will call you.",
            key="s1"),
        voicemail(caller="", number="021-5418 7720", date="2025-10-31", time="16:10:00",
                  message="Hello, Master Liu from Anju Repairs about your leaking kitchen pipe. This is "
                  "our office line; please call my mobile, 135 6423 9981.", key="v1"),
        voicemail(caller="Master Lu", number="13564239918", date="2025-10-20", time="11:00:00",
                  message="The new socket is installed, invoice sent.", key="v2"),
        payment(item="Electrician", amount=350.0, date="2025-10-20", time="12:00:00", payee="Lu Electric",
                payee_account="6222 5555 6666 7777", note="socket", key="t1"),
        schedule(title="Plumber visit?", date="2025-11-01", start="14:00:00", end="16:00:00", location="Home",
                 key="sc1"),
        sms(sender="Anju Repairs", sender_phone="021-5418 7720", date="2025-10-31", time="16:15:00",
            content="Thanks for your repair request, ticket A-2291. Our plumber will contact you.",
            key="s2"),
        sms(sender="Ling Xie", sender_phone="13916623345", date="2025-11-01", time="10:00:00",
            content="The kitchen floor is wet again, did the plumber call?", key="s3"),
        contact(name="Liu Qiang", phone="13564239891", relationship="friend", note="badminton", key="c_lq"),
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
        contact(name="Daisy Mills", phone="+1 408-552-7180", company="Sunny Raisin Co.",
                relationship="supplier", note="raisins", key="c_mills"),
        meeting(title="Q3 budget review", date="2025-08-06", start="14:00:00", end="15:30:00",
                participants=["Daniel Reed", "Daisy Miller"], reminder="1 hour before", meeting_id="800673917",
                location=["Room 3B"], key="q3"),
        note(title="To-do", content="Prepare Q3 budget figures for the review", date="2025-08-05", time="16:00", key="p1"),
        meeting(title="Supplier review - October", date="2025-10-06", start="15:00:00", end="16:30:00",
                participants=["Daniel Reed", "Grace Lin", "Tom Becker"], reminder="30 minutes before",
                meeting_id="800811329", location=["Room 5A"], key="sr"),
        note(title="To-do", content="Prepare slides for the supplier review", date="2025-10-05", time="16:00", key="p2"),
        sms(sender="Daniel Reed", sender_phone="+1 415-739-2098", date="2025-10-31", time="17:00:00",
            content="Please set up the Q4 budget review with Daisy and me next Wednesday, 14:00-15:30. "
            "Room 5A is free then.", key="s1"),
        sms(sender="Daisy Miller", sender_phone="+1 408-552-7810", date="2025-10-31", time="17:20:00",
            content="Wednesday works for me, I'll bring the Q4 forecast.", key="s2"),
        sms(sender="Daisy Mills", sender_phone="+1 408-552-7180", date="2025-10-30", time="10:00:00",
            content="Raisin price list for Q4 attached.", status="read", attachment=["raisins_q4.pdf"],
            key="s3"),
        payment(item="Team snacks for budget review", amount=96.0, date="2025-08-06", time="13:30:00", payee="Lawson",
                payee_account="6225 1111 0000 9999", key="t1"),
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
        contact(name="Jianguo Xie", phone="13901237788", relationship="father-in-law", key="c_fil"),
        hotel(name="Jinjiang Inn Gubei", check_in="2025-04-04", check_out="2025-04-06", room="Twin Room", quantity=1, contact=parents,
              number="13705716699", cost="520 yuan", status="completed", key="a1"),
        hotel(name="Hyatt on the Bund", check_in="2025-09-12", check_out="2025-09-14", room="Deluxe King", quantity=1, contact=["Jianguo Xie"],
              number="13901237788", cost="2400 yuan", status="completed", key="a3"),
        hotel(name="Jinjiang Inn Gubei", check_in="2025-10-03", check_out="2025-10-05", room="Twin Room", quantity=1, contact=parents,
              number="13705716699", cost="540 yuan", status="cancelled", key="a2"),
        sms(sender="Shufen Wang", sender_phone="13705716699", date="2025-10-02", time="08:00:00",
            content="Dad has a cold, we have to cancel this weekend. Sorry!", key="m0"),
        sms(sender="Shufen Wang", sender_phone="13705716699", date="2025-10-30", time="20:00:00",
            content="Dad and I will come to Shanghai for Miao's recital: arriving Friday 21 Nov, going "
            "home on Sunday. Book the same place and room as last time please.", key="m1"),
        sms(sender="Shufen Wang", sender_phone="13705716699", date="2025-10-30", time="20:05:00",
            content="And call me about it, a normal call - video makes my eyes tired.", key="m2"),
        schedule(title="Miao piano recital", date="2025-11-22", start="10:00:00", end="11:30:00",
                 reminder="1 day before", location="Shanghai Concert Hall", key="r1"),
        payment(item="Hotel for parents", amount=520.0, date="2025-04-06", time="11:00:00", payee="Jinjiang Inn Gubei",
                payee_account="6222 7000 8000 9000", key="t1"),
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
        contact(name="Ms. Chen", phone="13788990011", company="Gubei No.2 Primary",
                note="Miao's class teacher", key="c_msc"),
        contact(name="Mr. Chen", phone="13788991100", company="Gubei No.2 Primary", note="Xin's class teacher",
                key="c_mrc"),
        schedule(title="Xin parents' meeting", date="2025-09-25", start="18:30:00", end="20:00:00",
                 reminder="1 day before", location="Gubei No.2 Primary", key="e1"),
        sent(to="Ling Xie", to_phone="13916623345", date="2025-09-20", time="21:00:00",
             content="Xin's parents' meeting is on Thu 25 Sep, 18:30. It's in the calendar.", key="o1"),
        schedule(title="Miao sports day", date="2025-10-16", start="08:30:00", end="11:30:00", reminder="1 day before",
                 location="Gubei No.2 Primary", key="e2"),
        sent(to="Ling Xie", to_phone="13916623345", date="2025-10-10", time="20:30:00",
             content="Miao's sports day is Thu 16 Oct, 8:30. It's in the calendar.", key="o2"),
        sms(sender="Ms. Chen", sender_phone="13788990011", date="2025-10-22", time="16:00:00",
            content="Class 3 play 'The Little Prince': date to be confirmed, probably mid-November.",
            key="t0"),
        sms(sender="Mr. Chen", sender_phone="13788991100", date="2025-10-30", time="16:30:00",
            content="Xin's class open day is Fri 14 Nov at 09:00.", key="t2"),
        sms(sender="Ms. Chen", sender_phone="13788990011", date="2025-10-31", time="16:10:00",
            content="Confirmed: Class 3 play on Thursday 13 Nov, 15:00-16:30, in the school hall. Miao "
            "plays the fox!", key="t1"),
        payment(item="School play costume", amount=85.0, date="2025-10-31", time="20:00:00", payee="Taobao",
                payee_account="6222 0000 7777 8888", note="fox costume for Miao", key="t3"),
        note(title="Miao's play", content="Miao plays the fox - practise her lines every evening.", date="2025-10-31",
             time="20:30", key="n1"),
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
        trip(date="2025-07-03", departure="08:02:00", arrival="08:30:00", origin="Shanghai", destination="Suzhou", mode="train", contact=[ME], number=MY_PHONE,
             cost="40 yuan", status="completed", key="t1"),
        trip(date="2025-09-04", departure="08:02:00", arrival="08:30:00", origin="Shanghai", destination="Suzhou", mode="train", contact=[ME], number=MY_PHONE,
             cost="40 yuan", status="completed", key="t2"),
        trip(date="2025-09-20", departure="09:00:00", arrival="10:30:00", origin="Home", destination="Suzhou Amusement Land", mode="car",
             contact=[ME, "Ling Xie", "Xin Xu", "Miao Xu"], number=MY_PHONE, cost="200 yuan", status="completed",
             key="t3"),
        trip(date="2025-10-09", departure="08:02:00", arrival="08:30:00", origin="Shanghai", destination="Suzhou", mode="train", contact=[ME], number=MY_PHONE,
             cost="40 yuan", status="cancelled", key="t4"),
        sms(sender="Grace Lin", sender_phone="+1 415-220-7781", date="2025-10-31", time="18:00:00",
            content="Let's visit the Suzhou walnut supplier on Thursday. I'll take the same train as you "
            "and book my own ticket - text me which one you book.", key="g1"),
        schedule(title="Suzhou walnut supplier visit", date="2025-11-06", start="10:00:00", end="12:00:00",
                 location="Suzhou Walnut Co., Wuzhong", key="v1"),
        schedule(title="Suzhou walnut supplier visit", date="2025-09-04", start="10:00:00", end="12:00:00",
                 location="Suzhou Walnut Co., Wuzhong", key="v0"),
        sms(sender="Suzhou Walnut Co.", sender_phone="0512-6655 1200", date="2025-10-31", time="18:30:00",
            content="Looking forward to seeing you on Thursday at 10:00.", key="s2"),
        note(title="Suzhou visits", content="From Suzhou station take a taxi, 25 minutes to Wuzhong.",
             date="2025-07-03", time="12:00", key="n1"),
        sms(sender="12306", sender_phone="12306", date="2025-09-01", time="12:00:00",
            content="Ticket booked: G7010, 2025-09-04 08:02 Shanghai - 08:30 Suzhou.", key="r1"),
        contact(name="Suzhou Walnut Co.", phone="0512-6655 1200", relationship="supplier",
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
        meeting(title="Quarterly warehouse audit", date="2025-08-07", start="07:30:00", end="10:00:00", participants=["Tom Becker"],
                meeting_id="800384480", location=["Warehouse B"], key="q3"),
        alarm(time="06:00:00", repeat="never", name="Warehouse audit", duration=5, count=3, interval=10,
              status="off", key="al1"),
        note(title="To-do", content="Print inventory checklist for the audit", date="2025-08-06", time="21:00", key="p1"),
        meeting(title="Warehouse stock check", date="2025-10-09", start="08:00:00", end="09:30:00", participants=["Tom Becker"],
                meeting_id="800154802", location=["Warehouse B"], key="sc"),
        alarm(time="06:30:00", repeat="never", name="Stock check", duration=5, count=3, interval=10, status="off",
              key="al2"),
        note(title="To-do", content="Print stock check checklist", date="2025-10-08", time="21:00", key="p2"),
        alarm(time="06:50:00", repeat="Mon, Tue, Wed, Thu, Fri", name="Workday", duration=3, count=1, interval=5,
              key="al3"),
        meeting(title="Quarterly warehouse audit", date="2025-11-05", start="07:30:00", end="10:00:00", participants=["Tom Becker"],
                meeting_id="800178883", location=["Warehouse B"], meeting_minutes="",
                status="cancelled", key="q4x"),
        meeting(title="Quarterly warehouse audit", date="2025-11-06", start="07:30:00", end="10:00:00", participants=["Tom Becker"],
                meeting_id="800867680", location=["Warehouse B"], meeting_minutes="",
                status="scheduled", key="q4"),
        sms(sender="Tom Becker", sender_phone="+1 415-220-7790", date="2025-10-30", time="12:00:00",
            content="The audit moved from Wednesday to Thursday 6 Nov, same time.", key="s1"),
        schedule(title="Team breakfast after audit", date="2025-11-06", start="10:15:00", end="11:00:00",
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
        contact(name="Ms. Chen", phone="13788990011", company=school, email="chen@gubei2.edu.cn",
                note="Miao's class teacher", key="c_msc"),
        contact(name="Mr. Chen", phone="13788991100", company=school, email="chenj@gubei2.edu.cn",
                note="Xin's class teacher", key="c_mrc"),
        contact(name="Helen Zhou", phone="+1 415-220-7700", company=COMPANY, relationship="colleague",
                note="General manager", key="c_hz"),
        sent(to="Ms. Chen", to_phone="13788990011", date="2025-09-01", time="19:00:00",
             content="Hello Ms. Chen, this is Miao's father Yixuan Xu. Nice to meet you!", key="o1"),
        sent(to="Mr. Chen", to_phone="13788991100", date="2025-09-01", time="19:05:00",
             content="Hello Mr. Chen, this is Xin's father Yixuan Xu. Nice to meet you!", key="o2"),
        note(title="School notice (paper)", content="Class 3 new teacher from November: Ms. Qiao, 139 1772 6602.",
             date="2025-10-30", time="20:00", key="n1"),
        sms(sender=school, sender_phone="021-6219 0002", date="2025-10-31", time="15:00:00",
            content="Dear parents of Class 3: from 3 Nov the class is taken over by Ms. Helen Qiao "
            "(hqiao@gubei2.edu.cn) while Ms. Chen is on maternity leave.", key="s1"),
        sms(sender=school, sender_phone="021-6219 0002", date="2025-10-31", time="15:30:00",
            content="Correction: Ms. Qiao's mobile is 139 1772 6620, not 6602 as printed on the paper "
            "notice.", key="s2"),
        schedule(title="Class 3 parents' evening", date="2025-11-20", start="18:30:00", end="20:00:00",
                 reminder="1 day before", location=school, key="e1"),
        payment(item="Class fund", amount=200.0, date="2025-09-05", time="12:00:00", payee=school, payee_account="6222 3100 5500 7788",
                note="Miao Class 3", key="t1"),
        voicemail(caller=school, number="021-6219 0002", date="2025-10-31", time="15:35:00",
                  message="Parents of Class 3, please read our text about the new teacher.", key="v1"),
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
        contact(name="Anke Vogel", phone="+49 151 2233 4455", company="SAP Consulting",
                email="anke.vogel@sap-consult.de", relationship="consultant", note="ERP pilot 2024",
                key="c_av"),
        contact(name="Marco Rossini", phone="+39 333 100 2200", company="Nocciole Piemonte",
                relationship="supplier", note="hazelnut paste", key="c_mr"),
        meeting(title="ERP pilot kickoff", date="2024-03-05", start="10:00:00", end="11:30:00",
                participants=["Anke Vogel", "Daniel Reed"], meeting_id="800833789", location=["Room 5A"],
                key="m0"),
        sms(sender="Daniel Reed", sender_phone="+1 415-739-2098", date="2025-10-30", time="18:00:00",
            content="The ERP consultant is Marco Rossi from ERPWorks: +39 347 555 0192, "
            "marco@erpworks.it. Please save him and set up a kickoff with him, Grace and me next "
            "Tuesday, 10:00-11:30, Room 5A.", key="s1"),
        sms(sender="", sender_phone="+39 347 555 0192", date="2025-10-31", time="09:00:00",
            content="Hello Yixuan, Marco Rossi here. I only land on Tuesday at 9:00 - could we start the "
            "kickoff at 14:00 instead, same length, same room?", key="s2"),
        sms(sender="Marco Rossini", sender_phone="+39 333 100 2200", date="2025-10-29", time="08:00:00",
            content="New hazelnut paste samples are on their way.", key="s3"),
        schedule(title="Dentist - Xin", date="2025-11-04", start="16:30:00", end="17:15:00",
                 location="Meinian Dental Gubei", key="sc1"),
        note(title="ERP project", content="New ERP rollout: ERPWorks consultant starts in November.",
             date="2025-10-15", time="10:00", key="n1"),
        payment(item="ERPWorks retainer", amount=50000.0, date="2025-10-20", time="10:00:00", payee="ERPWorks",
                payee_account="IT60 X054 2811 1010 0000 0123 456", note="ERP rollout phase 1", key="t1"),
        sms(sender="Grace Lin", sender_phone="+1 415-220-7781", date="2025-10-31", time="09:30:00",
            content="Tuesday afternoon works for me too if Marco prefers.", key="s4"),
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
        payment(item="Gas bill", amount=142.3, date="2025-06-03", time="20:00:00", payee="Shanghai Gas", payee_account=old, note="May gas",
                key="g6"),
        sms(sender="Shanghai Gas", sender_phone="962777", date="2025-06-20", time="10:00:00",
            content="Your gas account number has changed to 3100 8877 6612 (old 3100 8877 0012).",
            key="s0"),
        note(title="To-do", content="Leave meter box open for the gas reading", date="2025-08-08", time="07:30", key="td0"),
        payment(item="Gas bill", amount=198.2, date="2025-10-02", time="20:05:00", payee="Shanghai Gas", payee_account=acct, note="Sep gas",
                key="g9"),
        sms(sender="State Grid", sender_phone="95598", date="2025-10-31", time="10:00:00",
            content="Electricity bill for October: 312.40 yuan, account 0012 3344 55.", key="e1"),
        sms(sender="Shanghai Gas", sender_phone="962777", date="2025-10-31", time="10:30:00",
            content="Gas bill for October: 236.50 yuan, account 3100 8877 6612, due 2025-11-10. Meter "
            "reading visit: Fri 2025-11-07 morning, please keep the meter box accessible.",
            key="s1"),
        sms(sender="Shanghai Gas", sender_phone="962777", date="2025-08-07", time="10:30:00",
            content="Meter reading visit tomorrow morning, please keep the meter box accessible.",
            key="s9"),
        payment(item="Electricity bill", amount=280.1, date="2025-10-02", time="20:10:00", payee="State Grid", payee_account="0012 3344 55",
                note="Sep power", key="el"),
        contact(name="Shanghai Gas", phone="962777", note="account 3100 8877 6612", key="c_gas"),
        schedule(title="Work from home", date="2025-11-07", start="07:00:00", end="12:00:00", location="Home", key="h1"),
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
        schedule(title="Car service - Auto Doctor", date="2024-11-16", start="09:00:00", end="11:00:00",
                 reminder="1 day before", location="Auto Doctor Gubei", key="c0"),
        schedule(title="Car service - Auto Doctor", date="2025-05-10", start="09:00:00", end="11:00:00",
                 reminder="1 day before", location="Auto Doctor Gubei", key="c1"),
        schedule(title="Xin football match", date="2025-11-08", start="14:00:00", end="16:00:00",
                 reminder="1 day before", location="Century Park", key="k1"),
        meeting(title="Supplier audit - Shenzhen Nanshan plant", date="2025-11-12", start="09:00:00", end="17:00:00",
                participants=["Daniel Reed", "Grace Lin"], end_date="2025-11-13", meeting_id="800779989",
                location=["Shenzhen"], meeting_minutes="", status="scheduled", key="m1"),
        contact(name="Auto Doctor Gubei", phone="021-6270 5533", note="garage", key="c_ad"),
        sms(sender="Auto Doctor Gubei", sender_phone="021-6270 5533", date="2025-10-01", time="09:00:00",
            content="Note our new service hotline: 400-820-7788. The 021-6270 5533 line closes in "
            "November.", key="s0"),
        sms(sender="Auto Doctor Gubei", sender_phone="021-6270 5533", date="2025-10-29", time="10:00:00",
            content="Your car Hu A-7K231 is due for its 20,000 km service. Free slots: Sat 8 Nov "
            "09:00-11:00 or Wed 12 Nov 14:00-16:00. Please call to confirm.", key="s1"),
        payment(item="Car service", amount=860.0, date="2025-05-10", time="11:05:00", payee="Auto Doctor Gubei",
                payee_account="6228 1200 3400 5600", note="10,000 km service", key="t1"),
        voicemail(caller="Auto Doctor Gubei", number="021-6270 5533", date="2025-10-30", time="10:00:00",
                  message="Reminder about your service, please call our hotline.", key="v1"),
        sms(sender="Ling Xie", sender_phone="13916623345", date="2025-10-29", time="20:00:00",
            content="Take the car in on a Saturday please, I need it on weekdays.", key="l1"),
        note(title="Car", content="Hu A-7K231. Last service at 10,000 km in May.", date="2025-05-10", time="12:00",
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
        contact(name="Kenji Sato", phone="+81 90-1234-5678", company="Osaka Nuts", email="k.sato@osakanuts.jp",
                relationship="client", key="c_ks"),
        contact(name="Kenji Saito", phone="+81 90-1234-8765", company="Kobe Trading", relationship="client",
                key="c_ksa"),
        contact(name="Mina Park", phone="+82 10-5521-7781", company="Golden Cashew Co.",
                relationship="supplier", key="c_mp"),
        hotel(name="Hotel Indigo Hongqiao", check_in="2025-05-12", check_out="2025-05-14", room="Superior King", quantity=1,
              contact=["Mina Park"], number=MY_PHONE, cost="1500 yuan", status="completed", key="a1"),
        hotel(name="Hotel Indigo Hongqiao", check_in="2025-09-08", check_out="2025-09-10", room="Superior King", quantity=1,
              contact=["Daniel Reeves"], number=MY_PHONE, cost="1560 yuan", status="completed", key="a2"),
        hotel(name="Hyatt Regency Hangzhou", check_in="2025-08-08", check_out="2025-08-10", room="Deluxe King", quantity=1,
              contact=[ME, "Ling Xie"], number=MY_PHONE, cost="2150 yuan", status="completed", key="a3"),
        sent(to="Mina Park", to_phone="+82 10-5521-7781", date="2025-05-06", time="10:00:00",
             content="Hi Mina, your room is booked at Hotel Indigo Hongqiao, 12-14 May.", key="o1"),
        sms(sender="Daniel Reed", sender_phone="+1 415-739-2098", date="2025-10-30", time="11:00:00",
            content="Kenji Sato from Osaka Nuts is visiting us. Please book his hotel as we usually do "
            "for guests and send him the details.", key="s1"),
        sms(sender="Kenji Sato", sender_phone="+81 90-1234-5678", date="2025-10-31", time="08:30:00",
            content="Arriving Monday 17 Nov in the evening, flying back Wednesday 19 Nov afternoon.",
            key="s2"),
        sms(sender="Kenji Saito", sender_phone="+81 90-1234-8765", date="2025-10-20", time="08:30:00",
            content="We will visit Shanghai in December.", key="s3"),
        meeting(title="Osaka Nuts visit", date="2025-11-18", start="10:00:00", end="12:00:00",
                participants=["Kenji Sato", "Daniel Reed"], meeting_id="800228355", location=["Room 5A"],
                meeting_minutes="", status="scheduled", key="m1"),
        payment(item="Guest hotel", amount=1500.0, date="2025-05-14", time="12:00:00", payee="Hotel Indigo Hongqiao",
                payee_account="6222 8888 1234 0000", note="Mina Park", key="t1"),
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
        trip(date="2025-06-10", departure="07:05:00", arrival="08:45:00", origin="Shanghai Hongqiao", destination="Nanjing South", mode="train",
             contact=[ME], number=MY_PHONE, cost="135 yuan", status="completed", key="p1"),
        alarm(time="05:35:00", repeat="never", name="Train Nanjing", duration=5, count=3, interval=10, status="off",
              key="al1"),
        trip(date="2025-09-04", departure="08:02:00", arrival="08:30:00", origin="Shanghai", destination="Suzhou", mode="train", contact=[ME], number=MY_PHONE,
             cost="40 yuan", status="completed", key="p2"),
        alarm(time="06:32:00", repeat="never", name="Train Suzhou", duration=5, count=3, interval=10, status="off",
              key="al2"),
        alarm(time="06:50:00", repeat="Mon, Tue, Wed, Thu, Fri", name="Workday", duration=3, count=1, interval=5,
              key="al3"),
        meeting(title="Beijing buyers' meeting", date="2025-11-13", start="14:00:00", end="16:00:00",
                participants=["Daniel Reed", "Grace Lin"], meeting_id="800181301",
                location=["COFCO Plaza, Beijing"], meeting_minutes="", status="scheduled",
                key="bj"),
        sms(sender="Grace Lin", sender_phone="+1 415-220-7781", date="2025-10-31", time="10:00:00",
            content="For Thursday week's Beijing meeting take G2 at 09:00 from Shanghai Hongqiao, it "
            "reaches Beijing South at 13:28 - just in time.", key="s1"),
        sms(sender="Daniel Reed", sender_phone="+1 415-739-2098", date="2025-10-31", time="10:20:00",
            content="I'll fly up on Wednesday night, see you at COFCO.", key="s2"),
        trip(date="2025-11-12", departure="20:00:00", arrival="22:15:00", origin="Shanghai Hongqiao", destination="Beijing Capital", mode="plane",
             contact=["Daniel Reed"], number="+1 415-739-2098", cost="1300 yuan", status="booked", key="d1"),
        note(title="Beijing", content="COFCO Plaza is 30 min by taxi from Beijing South.", date="2025-10-31", time="10:30",
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
        contact(name="Zhao Min", phone="13801729900", company="KPMG Huazhen", email="zhao.min@kpmg.com",
                relationship="auditor", note="annual audit 2024", key="c_zm"),
        contact(name="Li Nan", phone="+1 415-220-7712", company=COMPANY, relationship="colleague",
                note="Sales", key="c_ln"),
        meeting(title="Annual audit kickoff - procurement", date="2024-11-11", start="09:30:00", end="11:00:00",
                participants=["Zhao Min", "Daniel Reed", "Daisy Miller"], reminder="1 day before",
                meeting_id="800500111", location=["Room 5A"], key="m0"),
        sms(sender="Zhao Min", sender_phone="13801729900", date="2025-10-20", time="09:00:00",
            content="I've rotated off your account this year; my colleague will take over the audit.",
            key="z1"),
        sms(sender="", sender_phone="138 0172 4455", date="2025-10-30", time="14:00:00",
            content="Dear Mr. Xu, Li Na from KPMG Huazhen, the new engagement lead for your annual audit "
            "(li.na@kpmg.com). Could we hold the procurement audit kickoff on Monday 10 Nov, "
            "09:30-11:00, at your office?", key="l1"),
        sms(sender="Daniel Reed", sender_phone="+1 415-739-2098", date="2025-10-30", time="15:00:00",
            content="Fine with me, invite Daisy as last year.", key="d1"),
        sms(sender="Li Nan", sender_phone="+1 415-220-7712", date="2025-10-29", time="12:00:00", content="Lunch on Monday?", key="n1"),
        schedule(title="Weekly report prep", date="2025-11-10", start="08:30:00", end="09:15:00", key="sc1"),
        note(title="Audit 2025", content="Prepare supplier contracts and PO list for the auditors.", date="2025-10-30",
             time="16:00", key="n9"),
        payment(item="Audit fee 2024", amount=120000.0, date="2024-12-20", time="10:00:00", payee="KPMG Huazhen",
                payee_account="1100 2233 4455 6677", note="annual audit", key="t1"),
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
        hotel(name="Anji Bamboo Resort", check_in="2025-04-18", check_out="2025-04-20", room="Family Room", quantity=1, contact=family, number=MY_PHONE,
              cost="1800 yuan", status="completed", key="a0"),
        sms(sender="Cloud Inn Moganshan", sender_phone="0572-8011 2200", date="2025-10-29", time="10:00:00",
            content="Family suite available 28-30 Nov, 2600 in total, deposit 800 to 6230 7700 9988 1100.",
            key="c1"),
        sms(sender="Moganshan Bamboo House", sender_phone="0572-8033 1188", date="2025-10-30", time="11:00:00",
            content="Room 'Bamboo Loft' is held for you 28-30 Nov (Fri-Sun), 2 adults + 2 children. "
            "Please pay the 500 deposit to 6230 5800 1122 3344 (Moganshan Bamboo House) by 5 Nov.",
            key="b1"),
        sms(sender="Ling Xie", sender_phone="13916623345", date="2025-10-30", time="21:00:00",
            content="Let's take the Bamboo House, not the Cloud Inn. Text me once it's all done.",
            key="l1"),
        sms(sender="Ling Xu", sender_phone="13588120456", date="2025-10-30", time="21:30:00",
            content="Have fun in Moganshan! Send photos.", key="l2"),
        schedule(title="Moganshan family weekend", date="2025-11-28", start="18:00:00", end="21:00:00",
                 reminder="1 day before", location="Moganshan", key="w1"),
        payment(item="Deposit", amount=300.0, date="2025-04-01", time="10:00:00", payee="Anji Bamboo Resort",
                payee_account="6230 1111 2222 3333", note="Family Room April", key="t0"),
        note(title="Moganshan", content="Bring hiking shoes and the kids' rain jackets.", date="2025-10-30", time="21:10",
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
        contact(name="Zhou Lei", phone="0551-6288 9900", company="Three Squirrels", relationship="supplier",
                note="pecans", key="c_zl"),
        sms(sender="Zhou Lei", sender_phone="0551-6288 9900", date="2025-10-24", time="10:00:00",
            content="Could we meet at our HQ in Hefei on Wed 19 Nov?", key="s0"),
        sms(sender="Zhou Lei", sender_phone="0551-6288 9900", date="2025-10-30", time="10:00:00",
            content="Confirmed: Thu 20 Nov, 10:30-12:00 at Three Squirrels HQ, Hefei (Wed is full).",
            key="s1"),
        note(title="Hefei trains",
             content="G7231 07:05 Shanghai Hongqiao -> Hefei South 09:30. G7233 08:15 -> 10:40. Three "
             "Squirrels HQ is 40 min from Hefei South.", date="2025-10-30", time="10:20", key="n1"),
        schedule(title="Suzhou walnut supplier visit", date="2025-09-04", start="10:00:00", end="12:00:00",
                 reminder="1 day before", location="Suzhou Walnut Co., Wuzhong", key="v0"),
        trip(date="2025-06-10", departure="07:05:00", arrival="08:45:00", origin="Shanghai Hongqiao", destination="Nanjing South", mode="train",
             contact=[ME], number=MY_PHONE, cost="135 yuan", status="completed", key="p1"),
        alarm(time="05:35:00", repeat="never", name="Train Nanjing", duration=5, count=3, interval=10, status="off",
              key="al1"),
        trip(date="2025-09-04", departure="08:02:00", arrival="08:30:00", origin="Shanghai", destination="Suzhou", mode="train", contact=[ME], number=MY_PHONE,
             cost="40 yuan", status="completed", key="p2"),
        alarm(time="06:32:00", repeat="never", name="Train Suzhou", duration=5, count=3, interval=10, status="off",
              key="al2"),
        alarm(time="06:50:00", repeat="Mon, Tue, Wed, Thu, Fri", name="Workday", duration=3, count=1, interval=5,
              key="al3"),
        meeting(title="Pecan contract - prep", date="2025-11-18", start="15:00:00", end="16:00:00", participants=["Daniel Reed"],
                meeting_id="800424772", location=["Room 3B"], meeting_minutes="",
                status="scheduled", key="m1"),
        payment(item="Pecan order", amount=36000.0, date="2025-09-15", time="10:00:00", payee="Three Squirrels",
                payee_account="6222 5100 2200 3300", note="PO-2025-0933", key="t1"),
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
        contact(name="Priya Nair", phone="+86 186 2110 4477", company=COMPANY, relationship="colleague",
                note="Procurement", key="c_pn"),
        contact(name="Tom Beck", phone="13912340000", company="Beck Packaging", relationship="supplier",
                key="c_tb"),
        meeting(title="Farewell lunch - Lily", date="2025-06-27", start="12:00:00", end="13:00:00",
                participants=["Daniel Reed", "Grace Lin", "Tom Becker", "Lily Wang"], meeting_id="800850409",
                location=["Canteen"], key="l0"),
        note(title="To-do", content="Buy farewell gift for Lily", date="2025-06-26", time="18:00", key="g0"),
        meeting(title="Team lunch - Q3 celebration", date="2025-09-30", start="12:00:00", end="13:00:00",
                participants=["Daniel Reed", "Grace Lin", "Tom Becker"], meeting_id="800205292",
                location=["Canteen"], key="l1"),
        meeting(title="Team lunch - welcome new buyer", date="2025-10-30", start="12:00:00", end="13:00:00", participants=team,
                meeting_id="800838720", location=["Canteen"],
                meeting_minutes="Welcome Priya Nair, new buyer.", key="l2"),
        sms(sender="Daniel Reed", sender_phone="+1 415-739-2098", date="2025-10-31", time="16:00:00",
            content="Tom's last day with us is Friday 14 Nov (he moves to Logistics). Please organise a "
            "farewell lunch that day, the usual team lunch, and sort out a gift.", key="s1"),
        sms(sender="Tom Becker", sender_phone="+1 415-220-7790", date="2025-10-31", time="17:00:00",
            content="My phone's microphone is broken - only video calls work until I fix it.", key="s2"),
        sms(sender="Tom Beck", sender_phone="13912340000", date="2025-10-30", time="09:00:00", content="Packaging samples ready.",
            key="s3"),
        payment(item="Farewell gift - Lily", amount=300.0, date="2025-06-26", time="19:00:00", payee="Muji",
                payee_account="6225 0000 3333 4444", note="team gift", key="t0"),
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
    # ---------------------------------------------------------------- Table 1's multi-intent row
    task(
        "core-multi-21", "multi_intent", ["book_transport", "book_accommodation"],
        "Book my train and hotel for the Hangzhou summit",
        [
            *HOUSEHOLD,
            meeting(title="Nut industry summit - Hangzhou", date="2025-11-18", start="09:00:00", end="17:00:00",
                    participants=["Daniel Reed"], end_date="2025-11-19", location=["Hangzhou Expo Center"],
                    status="scheduled", ev="the summit runs 2025-11-18 to 2025-11-19"),
            sms(sender="Summit office", sender_phone="+86 571 8600 1000", date="2025-10-28", time="10:00:00",
                content="Delegates: the summit hotel is West Lake Conference Hotel. Arrive the evening "
                "before.", ev="hotel West Lake Conference Hotel; check-in 2025-11-17, "
                              "check-out 2025-11-19"),
            note(title="Hangzhou trains", content="Hongqiao to Hangzhou East: 17:10 or 19:40 on weekdays.",
                 date="2025-10-28", time="12:00", ev="the evening before: the 17:10:00 train from "
                                          "Hongqiao to Hangzhou East on 2025-11-17"),
            sms(sender="Daniel Reed", sender_phone="+1 415-739-2098", date="2025-10-29", time="09:00:00",
                content="Take the earlier Hangzhou train the evening before the summit, I'll be on it "
                "too but I book my own.", ev="the earlier train, 17:10; only the user"),
            hotel(name="West Lake Conference Hotel", check_in="2024-11-19", check_out="2024-11-20", room="king room", quantity=1, contact=[ME],
                  number=MY_PHONE, cost="880", status="completed", ev="distractor: last year's stay"),
        ],
        [
            G("Transport_Create", date="2025-11-17", time="17:10:00",
              start="Hongqiao", end="Hangzhou East", passenger=[ME],
              telephone=MY_PHONE, transportType="train"),
            G("Accommodation_Create", dateCheckIn="2025-11-17", dateCheckOut="2025-11-19",
              location="West Lake Conference Hotel", roomType=U, people=[ME],
              telephone=MY_PHONE),
        ],
        [
            [S("search_meeting", "summit"), S("search_sms", "summit"),
             S("search_notes", "Hangzhou")],
            [S("search_accommodation", "West Lake"), S("search_contacts", "Daniel")],
            [X("Transport_Create", date="2025-11-17", time="17:10:00", start="Hongqiao",
               end="Hangzhou East", passenger=[ME], telephone=MY_PHONE, transportType="train"),
             X("Accommodation_Create", dateCheckIn="2025-11-17", dateCheckOut="2025-11-19",
               location="West Lake Conference Hotel", people=[ME], telephone=MY_PHONE)],
        ],
        evidence=[("bg_mgr", "the manager travels separately")],
    ),
    task(
        "core-multi-22", "multi_intent", ["book_transport", "book_accommodation"],
        "Book Mom's flight and hotel for her visit",
        [
            *HOUSEHOLD,
            sms(sender="Shufen Wang", sender_phone="13705716699", date="2025-10-30", time="19:00:00",
                content="I'd like to visit from Kunming on Friday 21 Nov, the 10:35 flight to Hongqiao, "
                "and stay three nights near you.",
                ev="flight 2025-11-21 10:35:00 Kunming to Hongqiao for Shufen Wang; three nights: "
                   "check-in 2025-11-21, check-out 2025-11-24"),
            note(title="Guest hotel", content="Guests stay at Gubei Garden Hotel, five minutes from us, "
                 "single room for one person.", date="2025-03-01", time="10:00",
                 ev="hotel Gubei Garden Hotel, single room"),
            trip(date="2025-10-26", departure="09:20:00", arrival="12:45:00", origin="Kunming", destination="Hongqiao", mode="plane",
                 contact=["Shufen Wang"], number="13705716699", cost="1450", status="completed",
                 ev="distractor: her last trip"),
            sms(sender="Guoqiang Xu", sender_phone="13705716688", date="2025-10-30", time="19:30:00",
                content="I stay in Kunming with your aunt this time.", ev="Dad does not travel"),
        ],
        [
            G("Transport_Create", date="2025-11-21", time="10:35:00", start="Kunming",
              end="Hongqiao", passenger=["Shufen Wang"], telephone="13705716699",
              transportType="plane"),
            G("Accommodation_Create", dateCheckIn="2025-11-21", dateCheckOut="2025-11-24",
              location="Gubei Garden Hotel", roomType=ONE("single", "single room"),
              people=["Shufen Wang"], telephone="13705716699"),
        ],
        [
            [S("search_sms", "visit"), S("search_contacts", "mother", field="relationship")],
            [S("search_notes", "hotel"), S("search_transport", "Kunming"),
             S("search_sms", "Kunming"), S("search_contacts", "father", field="relationship")],
            [X("Transport_Create", date="2025-11-21", time="10:35:00", start="Kunming",
               end="Hongqiao", passenger=["Shufen Wang"], telephone="13705716699",
               transportType="plane"),
             X("Accommodation_Create", dateCheckIn="2025-11-21", dateCheckOut="2025-11-24",
               location="Gubei Garden Hotel", roomType="single", people=["Shufen Wang"],
               telephone="13705716699")],
        ],
        evidence=[("bg_mom", "Mom: Shufen Wang, 13705716699"), ("bg_dad", "Dad: Guoqiang Xu")],
    ),
    task(
        "core-multi-23", "multi_intent", ["book_transport", "book_accommodation"],
        "Book our Chengdu holiday flight and hotel",
        [
            *HOUSEHOLD,
            sms(sender="Ling Xie", sender_phone="13916623345", date="2025-10-29", time="21:00:00",
                content="Chengdu for the long weekend: fly out Thursday 13 Nov on the 08:20 from "
                "Pudong, all four of us, back Sunday. Book the Kuanzhai Courtyard Hotel, family "
                "room.",
                ev="flight (a plane) 2025-11-13 08:20:00 from Pudong to Chengdu, four "
                   "passengers; hotel "
                   "Kuanzhai Courtyard Hotel, family room, check-in 2025-11-13, check-out "
                   "Sunday 2025-11-16"),
            sms(sender="Ling Xie", sender_phone="13916623345", date="2025-10-31", time="08:00:00",
                content="I'll book the return flight myself.", ev="the return flight is not the user's"),
            hotel(name="Kuanzhai Courtyard Hotel", check_in="2024-04-04", check_out="2024-04-07", room="family room", quantity=1,
                  contact=[ME, "Ling Xie", "Xin Xu", "Miao Xu"], number=MY_PHONE, cost="2600", status="completed",
                  ev="distractor: the last stay there"),
        ],
        [
            G("Transport_Create", date="2025-11-13", time="08:20:00", start="Pudong",
              end="Chengdu", passenger=[ME, "Ling Xie", "Xin Xu", "Miao Xu"],
              telephone=MY_PHONE, transportType="plane"),
            G("Accommodation_Create", dateCheckIn="2025-11-13", dateCheckOut="2025-11-16",
              location="Kuanzhai Courtyard Hotel", roomType="family room",
              people=[ME, "Ling Xie", "Xin Xu", "Miao Xu"], telephone=MY_PHONE),
        ],
        [
            [S("search_sms", "Chengdu"), S("search_sms", "Ling Xie", field="sender_name")],
            [S("search_accommodation", "Kuanzhai"), S("search_contacts", "Xu", field="name"),
             S("search_contacts", "wife", field="relationship")],
            [X("Transport_Create", date="2025-11-13", time="08:20:00", start="Pudong",
               end="Chengdu", passenger=[ME, "Ling Xie", "Xin Xu", "Miao Xu"],
               telephone=MY_PHONE, transportType="plane"),
             X("Accommodation_Create", dateCheckIn="2025-11-13", dateCheckOut="2025-11-16",
               location="Kuanzhai Courtyard Hotel", roomType="family room",
               people=[ME, "Ling Xie", "Xin Xu", "Miao Xu"], telephone=MY_PHONE)],
        ],
        evidence=[("bg_wife", "Ling Xie"), ("bg_son", "Xin Xu"), ("bg_dau", "Miao Xu")],
    ),
    task(
        "core-multi-24", "multi_intent", ["book_transport", "set_alarm"],
        "Book my early train to Nanjing and wake me",
        [
            *HOUSEHOLD,
            meeting(title="Nanjing pecan supplier", date="2025-11-04", start="10:00:00", end="12:00:00",
                    participants=["Grace Lin"], location=["Nanjing"], status="scheduled",
                    ev="the meeting in Nanjing on Tuesday 2025-11-04 at 10:00"),
            note(title="Nanjing trains", content="Hongqiao to Nanjing South: 06:55 (arr 08:05), 08:30 "
                 "(arr 09:40).", date="2025-10-20", time="10:00",
                 ev="take the 06:55:00 train from Hongqiao to Nanjing South"),
            sms(sender="Grace Lin", sender_phone="+1 415-220-7781", date="2025-10-31", time="10:00:00",
                content="Take the 06:55 to Nanjing, the later one is always late.",
                ev="the 06:55 train"),
            note(title="Early trains", content="Wake 1 h 15 min before an early train.", date="2025-02-10",
                 time="09:00", ev="alarm 05:40:00"),
            alarm(time="05:30:00", repeat="never", name="Beijing train", status="off",
                  ev="distractor: an old early-train alarm"),
        ],
        [
            G("Transport_Create", date="2025-11-04", time="06:55:00",
              start="Hongqiao", end="Nanjing South", passenger=[ME],
              telephone=MY_PHONE, transportType="train"),
            G("Clock_CreateAlarm", time="05:40:00", name=U, alarmDuration=U, alarmCount=U,
              alarmInterval=U),
        ],
        [
            [S("search_meeting", "Nanjing"), S("search_notes", "train"), S("search_sms",
                                                                           "Nanjing")],
            [S("search_alarm", "train")],
            [X("Transport_Create", date="2025-11-04", time="06:55:00", start="Hongqiao",
               end="Nanjing South", passenger=[ME], telephone=MY_PHONE, transportType="train"),
             X("Clock_CreateAlarm", time="05:40:00", name="Nanjing train")],
        ],
    ),
    task(
        "core-multi-25", "multi_intent", ["book_transport", "set_alarm"],
        "Get me a car to the airport and wake me",
        [
            *HOUSEHOLD,
            trip(date="2025-11-05", departure="09:40:00", arrival="12:10:00", origin="Shanghai Pudong Airport", destination="Shenzhen",
                 mode="plane", contact=[ME], number=MY_PHONE, cost="1100", status="booked",
                 ev="Wednesday 2025-11-05, flight at 09:40 from Pudong"),
            note(title="Airport routine", content="Car from home to Pudong leaves 2 h 30 before the flight; "
                 "alarm 45 minutes before the car.", date="2025-06-01", time="10:00",
                 ev="car at 07:10:00; alarm at 06:25:00"),
            trip(date="2025-11-04", departure="18:00:00", arrival="20:30:00", origin="Shanghai Pudong Airport", destination="Shenzhen",
                 mode="plane", contact=[ME], number=MY_PHONE, cost="1000", status="cancelled",
                 ev="distractor: the cancelled Tuesday flight"),
        ],
        [
            G("Transport_Create", date="2025-11-05", time="07:10:00",
              start=ONE("Lane 88 Gubei Rd, Changning, Shanghai", "Lane 88 Gubei Rd", "Home"),
              end=ONE("Shanghai Pudong Airport", "Pudong Airport"), passenger=[ME],
              telephone=MY_PHONE, transportType="car"),
            G("Clock_CreateAlarm", time="06:25:00", name=U, alarmDuration=U, alarmCount=U,
              alarmInterval=U),
        ],
        [
            [S("search_transport", "Pudong"), S("search_notes", "Airport")],
            [S("search_contacts", "wife", field="relationship")],
            [X("Transport_Create", date="2025-11-05", time="07:10:00",
               start="Lane 88 Gubei Rd, Changning, Shanghai", end="Shanghai Pudong Airport",
               passenger=[ME], telephone=MY_PHONE, transportType="car"),
             X("Clock_CreateAlarm", time="06:25:00", name="Airport car")],
        ],
        evidence=[("bg_wife", "home: Lane 88 Gubei Rd, Changning, Shanghai")],
    ),
    task(
        "core-multi-26", "multi_intent", ["book_transport", "send_message"],
        "Book Grace's train to the fair and text her",
        [
            *HOUSEHOLD,
            sms(sender="Grace Lin", sender_phone="+1 415-220-7781", date="2025-10-30", time="17:00:00",
                content="Can you book my train to the Ningbo fair? The 07:45 from Hongqiao on "
                "Wednesday, and text me the booking.",
                ev="2025-11-05 07:45:00, Hongqiao to Ningbo, passenger Grace Lin; then text her"),
            schedule(title="Ningbo fair", date="2025-11-05", start="10:00:00", end="17:00:00",
                     location="Ningbo International Expo", ev="the fair is in Ningbo"),
            note(title="Ningbo fair", content="Stand B7. Badges at the north entrance.", date="2025-10-29",
                 time="10:00", ev="details worth texting: stand B7"),
            trip(date="2025-10-14", departure="07:45:00", arrival="09:50:00", origin="Hongqiao", destination="Ningbo", mode="train",
                 contact=["Tom Becker"], number="+1 415-220-7790", cost="150", ev="distractor: Tom's trip"),
        ],
        [
            G("Transport_Create", date="2025-11-05", time="07:45:00", start="Hongqiao",
              end="Ningbo", passenger=["Grace Lin"], telephone=PH("+1 415-220-7781"),
              transportType="train"),
            G("Messages_Send", telephone=PH("+1 415-220-7781"), text=KF("07:45")),
        ],
        [
            [S("search_sms", "Ningbo"), S("search_schedule", "Ningbo"), S("search_notes",
                                                                          "Ningbo")],
            [S("search_transport", "Ningbo"), S("search_contacts", "Grace")],
            [X("Transport_Create", date="2025-11-05", time="07:45:00", start="Hongqiao",
               end="Ningbo", passenger=["Grace Lin"], telephone="+1 415-220-7781",
               transportType="train"),
             X("Messages_Send", telephone="+1 415-220-7781",
               text="Booked: 07:45 train Hongqiao to Ningbo on Wed 5 Nov. Stand B7.")],
        ],
        evidence=[("bg_grace", "Grace Lin: +1 415-220-7781")],
    ),
    task(
        "core-multi-27", "multi_intent", ["book_transport", "make_payment"],
        "Book the kids' coach to camp and pay the camp",
        [
            *HOUSEHOLD,
            sms(sender="Pine Ridge Camp", sender_phone="+86 572 8800 1000", date="2025-10-28", time="10:00:00",
                content="Winter camp 15-16 Nov: the camp coach leaves People's Square at 08:00 on 15 "
                "Nov. Fee 980 per child to account 6228 7700 1234 5678.",
                ev="coach 2025-11-15 08:00:00 from People's Square to Pine Ridge Camp; fee 980 "
                   "x 2 = 1960 to 6228 7700 1234 5678"),
            sms(sender="Ling Xie", sender_phone="13916623345", date="2025-10-29", time="20:00:00",
                content="Both kids are going to Pine Ridge camp, book the coach under my number.",
                ev="passengers Xin Xu and Miao Xu; telephone Ling's 13916623345; the coach is a "
                   "road trip: transportType car"),
            payment(item="Summer camp", amount=1800, date="2025-07-01", time="10:00:00", payee="Pine Ridge Camp",
                    payee_account="6228 7700 1234 5678", ev="the camp's account (summer camp paid)"),
        ],
        [
            G("Transport_Create", date="2025-11-15", time="08:00:00", start="People's Square",
              end="Pine Ridge Camp", passenger=["Xin Xu", "Miao Xu"], telephone="13916623345",
              transportType="car"),
            G("Consumption_Create", item=U, amount=1960, receivingName="Pine Ridge Camp",
              receivingAccount="6228 7700 1234 5678", note=U),
        ],
        [
            [S("search_sms", "camp"), S("search_transaction", "camp")],
            [S("search_contacts", "son|daughter", mode="regex", field="relationship")],
            [X("Transport_Create", date="2025-11-15", time="08:00:00", start="People's Square",
               end="Pine Ridge Camp", passenger=["Xin Xu", "Miao Xu"], telephone="13916623345",
               transportType="car"),
             X("Consumption_Create", item="Winter camp", amount=1960,
               receivingName="Pine Ridge Camp", receivingAccount="6228 7700 1234 5678",
               note="Xin and Miao")],
        ],
    ),
    task(
        "core-multi-28", "multi_intent", ["book_transport", "create_schedule"],
        "Book my Wuxi train and put the visit in my calendar",
        [
            *HOUSEHOLD,
            sms(sender="Taihu Walnut Co.", sender_phone="+86 510 8555 7000", date="2025-10-30", time="11:00:00",
                content="Factory visit confirmed: Monday 10 Nov, 10:30-15:00, Taihu Walnut Co., "
                "Xishan District.",
                ev="visit 2025-11-10 10:30:00-15:00:00 at Taihu Walnut Co., Xishan District"),
            note(title="Wuxi trains", content="Hongqiao to Wuxi East: 08:15 (arr 09:05), 09:40 (arr 10:30).",
                 date="2025-10-30", time="12:00", ev="the 08:15:00 train reaches Wuxi East in time"),
            note(title="Travel rule", content="Arrive at least an hour before a site visit.", date="2025-01-20",
                 time="09:00", ev="09:40 arrives 10:30, too late: take 08:15 to Wuxi East"),
        ],
        [
            G("Transport_Create", date="2025-11-10", time="08:15:00",
              start="Hongqiao", end="Wuxi East", passenger=[ME],
              telephone=MY_PHONE, transportType="train"),
            G("Schedule_Create", date="2025-11-10", title=U, timeStart="10:30:00",
              timeEnd="15:00:00",
              location=ONE("Taihu Walnut Co., Xishan District", "Taihu Walnut Co.")),
        ],
        [
            [S("search_sms", "visit"), S("search_notes", "Wuxi"), S("search_notes", "visit")],
            [X("Transport_Create", date="2025-11-10", time="08:15:00", start="Hongqiao",
               end="Wuxi East", passenger=[ME], telephone=MY_PHONE, transportType="train"),
             X("Schedule_Create", date="2025-11-10", title="Taihu Walnut factory visit",
               timeStart="10:30:00", timeEnd="15:00:00",
               location="Taihu Walnut Co., Xishan District")],
        ],
    ),
    task(
        "core-multi-29", "multi_intent", ["book_transport", "create_note"],
        "Book my Qingdao expo flight and a packing to-do",
        [
            *HOUSEHOLD,
            sms(sender="Qingdao Food Expo", sender_phone="+86 532 8888 0000", date="2025-10-27", time="10:00:00",
                content="Exhibitors: set-up day is Tuesday 11 Nov. Recommended flight: Hongqiao to "
                "Qingdao Jiaodong at 07:30 that morning.",
                ev="flight 2025-11-11 07:30:00 Hongqiao to Qingdao Jiaodong"),
            note(title="Expo packing", content="Pack the sample boxes and the banner the evening before a "
                 "trip, at 21:30.", date="2025-10-27", time="20:00",
                 ev="to-do 2025-11-10 at 21:30: sample boxes, banner"),
            trip(date="2024-11-12", departure="07:30:00", arrival="09:10:00", origin="Hongqiao", destination="Qingdao Liuting", mode="plane",
                 contact=[ME], number=MY_PHONE, cost="900", status="completed",
                 ev="distractor: last year's flight to the old airport"),
        ],
        [
            G("Transport_Create", date="2025-11-11", time="07:30:00", start="Hongqiao",
              end="Qingdao Jiaodong", passenger=[ME], telephone=MY_PHONE, transportType="plane"),
            G("TodoList_Create", content=KF("sample boxes", "banner"), date="2025-11-10",
              time="21:30"),
        ],
        [
            [S("search_sms", "Expo"), S("search_notes", "packing"), S("search_transport",
                                                                      "Qingdao")],
            [X("Transport_Create", date="2025-11-11", time="07:30:00", start="Hongqiao",
               end="Qingdao Jiaodong", passenger=[ME], telephone=MY_PHONE,
               transportType="plane"),
             X("TodoList_Create", content="Pack the sample boxes and the banner",
               date="2025-11-10", time="21:30")],
        ],
    ),
    task(
        "core-multi-30", "multi_intent", ["book_transport", "create_meeting"],
        "Book Daniel's airport car and the debrief",
        [
            *HOUSEHOLD,
            sms(sender="Daniel Reed", sender_phone="+1 415-739-2098", date="2025-10-31", time="22:00:00",
                content="Landing at Hongqiao T2 on Monday at 08:30. Please get me a car to the office "
                "45 minutes after landing, and book a one-hour debrief with you and Grace at "
                "11:00 in Room 3B.",
                ev="car 2025-11-03 09:15:00 from Hongqiao T2 to the office for Daniel Reed; "
                   "meeting 2025-11-03 11:00:00-12:00:00 in Room 3B with Daniel and Grace"),
            note(title="Office", content="Guangming HQ, 1200 Hongqiao Road, Minhang.", date="2025-01-05", time="10:00",
                 ev="the office address"),
            sms(sender="Daniel Reeves", sender_phone="+1 415-739-2198", date="2025-10-31", time="12:00:00",
                content="Landing Pudong Tuesday, no need for a car.", ev="distractor: the namesake"),
        ],
        [
            G("Transport_Create", date="2025-11-03", time="09:15:00",
              start="Hongqiao T2",
              end=ONE("Guangming HQ, 1200 Hongqiao Road, Minhang", "Guangming HQ",
                      "1200 Hongqiao Road, Minhang", "Office"),
              passenger=["Daniel Reed"], telephone=PH("+1 415-739-2098"), transportType="car"),
            G("Meeting_Create", dateStart="2025-11-03", dateEnd="2025-11-03", timeStart="11:00:00",
              timeEnd="12:00:00", title=U, location=["Room 3B"],
              participants=ONE(["Daniel Reed", "Grace Lin"], ["Daniel", "Grace"])),
        ],
        [
            [S("search_sms", "Landing"), S("search_notes", "Office"), S("search_contacts",
                                                                        "Daniel")],
            [X("Transport_Create", date="2025-11-03", time="09:15:00", start="Hongqiao T2",
               end="Guangming HQ, 1200 Hongqiao Road, Minhang", passenger=["Daniel Reed"],
               telephone="+1 415-739-2098", transportType="car"),
             X("Meeting_Create", dateStart="2025-11-03", dateEnd="2025-11-03",
               timeStart="11:00:00", timeEnd="12:00:00", title="Trip debrief",
               location=["Room 3B"], participants=["Daniel Reed", "Grace Lin"])],
        ],
        evidence=[("bg_mgr", "Daniel Reed, +1 415-739-2098"),
                  ("bg_reeves", "distractor: Daniel Reeves")],
    ),
    task(
        "core-multi-31", "multi_intent", ["book_accommodation", "make_payment"],
        "Book the training hotel and pay the course fee",
        [
            *HOUSEHOLD,
            sms(sender="Procurement Academy", sender_phone="+86 21 5566 7700", date="2025-10-29", time="10:00:00",
                content="Strategic sourcing course, 17-19 Nov in Suzhou. Fee 2,800 to account "
                "3100 2200 5566 0009. Participants stay at Jinji Lake Hotel.",
                ev="fee 2800 to 3100 2200 5566 0009; hotel Jinji Lake Hotel; course 2025-11-17 "
                   "to 2025-11-19"),
            note(title="Course travel", content="Stay from the first course day to the last.", date="2025-10-29",
                 time="12:00", ev="check-in 2025-11-17, check-out 2025-11-19"),
            sms(sender="Procurement Academy", sender_phone="+86 21 5566 7700", date="2025-05-02", time="10:00:00",
                content="Negotiation course fee 2,200.", ev="distractor: an earlier course"),
        ],
        [
            G("Accommodation_Create", dateCheckIn="2025-11-17", dateCheckOut="2025-11-19",
              location="Jinji Lake Hotel", roomType=U, people=[ME], telephone=MY_PHONE),
            G("Consumption_Create", item=U, amount=2800,
              receivingName="Procurement Academy",
              receivingAccount="3100 2200 5566 0009", note=U),
        ],
        [
            [S("search_sms", "course"), S("search_notes", "Course")],
            [X("Accommodation_Create", dateCheckIn="2025-11-17", dateCheckOut="2025-11-19",
               location="Jinji Lake Hotel", people=[ME], telephone=MY_PHONE),
             X("Consumption_Create", item="Course fee", amount=2800,
               receivingName="Procurement Academy", receivingAccount="3100 2200 5566 0009",
               note="Strategic sourcing")],
        ],
    ),
    task(
        "core-multi-32", "multi_intent", ["create_schedule", "set_alarm"],
        "Add my flu shot and an alarm for it",
        [
            *HOUSEHOLD,
            sms(sender="Changning Health Center", sender_phone="+86 21 6252 9000", date="2025-10-30", time="10:00:00",
                content="Flu vaccination booked: Saturday 8 Nov, 08:30-09:00, Changning Health Center.",
                ev="2025-11-08 08:30:00-09:00:00 at Changning Health Center"),
            note(title="Alarms", content="Alarm one hour before early appointments.", date="2025-02-01", time="09:00",
                 ev="alarm 07:30:00"),
            sms(sender="Changning Health Center", sender_phone="+86 21 6252 9000", date="2025-10-30", time="10:05:00",
                content="Xie Ling: flu vaccination booked 9 Nov.", ev="distractor: Ling's"),
        ],
        [
            G("Schedule_Create", date="2025-11-08", title=U, timeStart="08:30:00",
              timeEnd="09:00:00", location="Changning Health Center"),
            G("Clock_CreateAlarm", time="07:30:00", name=U, alarmDuration=U, alarmCount=U,
              alarmInterval=U),
        ],
        [
            [S("search_sms", "vaccination"), S("search_notes", "Alarm")],
            [X("Schedule_Create", date="2025-11-08", title="Flu shot", timeStart="08:30:00",
               timeEnd="09:00:00", location="Changning Health Center"),
             X("Clock_CreateAlarm", time="07:30:00", name="Flu shot")],
        ],
    ),
    task(
        "core-multi-33", "multi_intent", ["create_meeting", "set_alarm"],
        "Book the early Vietnam call and set an alarm",
        [
            *HOUSEHOLD,
            sms(sender="Nguyen Lan", sender_phone="+84 28 3822 1100", date="2025-10-31", time="09:00:00",
                content="Can we do Thursday 6 Nov at 07:00-07:45 Shanghai time on Tencent Meeting? "
                "Grace too please.",
                ev="meeting 2025-11-06 07:00:00-07:45:00, Tencent Meeting, Nguyen Lan and "
                   "Grace Lin"),
            note(title="Early calls", content="For calls before 08:00, alarm 30 minutes before.",
                 date="2025-03-01", time="09:00", ev="alarm 06:30:00"),
            meeting(title="Vietnam cashew sync", date="2025-10-07", start="09:00:00", end="10:00:00",
                    participants=["Nguyen Lan", "Grace Lin"], location=["Tencent Meeting"],
                    ev="distractor: the usual sync, another time"),
        ],
        [
            G("Meeting_Create", dateStart="2025-11-06", dateEnd="2025-11-06", timeStart="07:00:00",
              timeEnd="07:45:00", title=U, location=["Tencent Meeting"],
              participants=ONE(["Nguyen Lan", "Grace Lin"], ["Lan", "Grace"])),
            G("Clock_CreateAlarm", time="06:30:00", name=U, alarmDuration=U, alarmCount=U,
              alarmInterval=U),
        ],
        [
            [S("search_sms", "Tencent"), S("search_notes", "calls"), S("search_meeting",
                                                                       "Vietnam")],
            [X("Meeting_Create", dateStart="2025-11-06", dateEnd="2025-11-06",
               timeStart="07:00:00", timeEnd="07:45:00", title="Vietnam early call",
               location=["Tencent Meeting"], participants=["Nguyen Lan", "Grace Lin"]),
             X("Clock_CreateAlarm", time="06:30:00", name="Vietnam call")],
        ],
    ),
    task(
        "core-multi-34", "multi_intent", ["set_alarm", "create_note"],
        "Set my tablet alarm and a refill to-do",
        [
            *HOUSEHOLD,
            voicemail(caller="Dr. Chen", number="+86 21 6437 9000", date="2025-10-31", time="17:00:00",
                      message="New tablets: one every evening at 21:30, every day.",
                      ev="alarm 21:30:00 every day: repeatDayOfWeek 1, 2, 3, 4, 5, 6, 7"),
            sms(sender="Huashan Pharmacy", sender_phone="+86 21 6248 1100", date="2025-10-31", time="18:00:00",
                content="You have 14 tablets. Order the refill by Thursday 13 Nov; we open at 09:00.",
                ev="to-do 2025-11-13 at 09:00: order the refill"),
            alarm(time="21:00:00", repeat="Mon, Tue, Wed, Thu, Fri, Sat, Sun", name="Old tablets", status="off",
                  ev="distractor: the old course"),
        ],
        [
            G("Clock_CreateAlarm", time="21:30:00", repeatDayOfWeek=[1, 2, 3, 4, 5, 6, 7], name=U,
              alarmDuration=U, alarmCount=U, alarmInterval=U),
            G("TodoList_Create", content=KF("refill"), date="2025-11-13", time="09:00"),
        ],
        [
            [S("search_voicemail", "tablets"), S("search_sms", "refill"),
             S("search_alarm", "tablets")],
            [X("Clock_CreateAlarm", time="21:30:00", repeatDayOfWeek=[1, 2, 3, 4, 5, 6, 7],
               name="Tablet"),
             X("TodoList_Create", content="Order the tablet refill", date="2025-11-13",
               time="09:00")],
        ],
    ),
    task(
        "core-multi-35", "multi_intent", ["make_payment", "set_alarm"],
        "Pay for the swim pass and set my swim alarm",
        [
            *HOUSEHOLD,
            sms(sender="Sunrise Swimming Center", sender_phone="+86 21 6011 2200", date="2025-10-30", time="10:00:00",
                content="Your morning lane pass for November: 360 yuan to account 3100 6011 2200 0001. "
                "Lanes open 06:30 on weekdays.",
                ev="pay 360 to 3100 6011 2200 0001; lanes open 06:30 on weekdays"),
            note(title="Swimming", content="Wake 40 minutes before the lane opens, weekdays only.",
                 date="2025-10-30", time="12:00", ev="alarm 05:50:00, repeat Mon-Fri [1-5]"),
            payment(item="Swim pass - October", amount=340, date="2025-10-01", time="09:00:00",
                    payee="Sunrise Swimming Center", payee_account="3100 6011 2200 0001",
                    ev="distractor: last month's price"),
        ],
        [
            G("Consumption_Create", item=U, amount=360, receivingName="Sunrise Swimming Center",
              receivingAccount="3100 6011 2200 0001", note=U),
            G("Clock_CreateAlarm", time="05:50:00", repeatDayOfWeek=[1, 2, 3, 4, 5], name=U,
              alarmDuration=U, alarmCount=U, alarmInterval=U),
        ],
        [
            [S("search_sms", "pass"), S("search_notes", "Swim"), S("search_transaction", "Swim")],
            [X("Consumption_Create", item="Swim pass - November", amount=360,
               receivingName="Sunrise Swimming Center", receivingAccount="3100 6011 2200 0001"),
             X("Clock_CreateAlarm", time="05:50:00", repeatDayOfWeek=[1, 2, 3, 4, 5],
               name="Swim")],
        ],
    ),
    task(
        "core-multi-36", "multi_intent", ["make_payment", "make_call"],
        "Pay the florist and call her about delivery",
        [
            *HOUSEHOLD,
            sms(sender="Lily Flowers", sender_phone="+86 139 1888 2266", date="2025-10-31", time="15:00:00",
                content="Anniversary bouqet ready: 288 yuan to account 6222 1888 2266 0001. Call me "
                "on this number to arrange delivery.",
                ev="pay 288 to 6222 1888 2266 0001; call +86 139 1888 2266"),
            contact(name="Lily Flowers", phone="+86 21 6288 4400", note="shop landline",
                    ev="distractor: the shop landline, not the number she asked for"),
            payment(item="Flowers", amount=199, date="2025-05-10", time="12:00:00", payee="Lily Flowers",
                    payee_account="6222 1888 2266 0001", ev="the same account as before"),
        ],
        [
            G("Consumption_Create", item=U, amount=288, receivingName="Lily Flowers",
              receivingAccount="6222 1888 2266 0001", note=U),
            G("Phone_Call", telephone=PH("+86 139 1888 2266", "13918882266")),
        ],
        [
            [S("search_sms", "bouquet", mode="fuzzy"), S("search_contacts", "Lily"),
             S("search_transaction", "Lily")],
            [X("Consumption_Create", item="Anniversary bouquet", amount=288,
               receivingName="Lily Flowers", receivingAccount="6222 1888 2266 0001"),
             X("Phone_Call", telephone="+86 139 1888 2266")],
        ],
    ),
    task(
        "core-multi-37", "multi_intent", ["create_schedule", "make_call"],
        "Add Mochi's vet visit and call to confirm",
        [
            *HOUSEHOLD,
            sms(sender="Happy Paws Clinic", sender_phone="+86 21 6211 9090", date="2025-10-31", time="12:00:00",
                content="Mochi's booster: Tuesday 11 Nov, 18:00-18:30 at Happy Paws, Yuyuan Road. "
                "Please call to confirm.",
                ev="2025-11-11 18:00:00-18:30:00 at Happy Paws, Yuyuan Road; call "
                   "+86 21 6211 9090"),
            contact(name="Happy Paws Clinic", phone="+86 21 6211 0880", note="vet (old line)",
                    ev="distractor: the disconnected old line"),
            note(title="Mochi", content="Mochi (cat): boosters at Happy Paws.", date="2025-05-10", time="10:00",
                 ev="Mochi's vet"),
        ],
        [
            G("Schedule_Create", date="2025-11-11", title=U, timeStart="18:00:00",
              timeEnd="18:30:00", location=ONE("Happy Paws, Yuyuan Road", "Happy Paws",
                                               "Happy Paws Clinic")),
            G("Phone_Call", telephone=PH("+86 21 6211 9090")),
        ],
        [
            [S("search_sms", "Mochi"), S("search_notes", "Mochi"), S("search_contacts", "Happy")],
            [X("Schedule_Create", date="2025-11-11", title="Mochi vet booster",
               timeStart="18:00:00", timeEnd="18:30:00", location="Happy Paws, Yuyuan Road"),
             X("Phone_Call", telephone="+86 21 6211 9090")],
        ],
    ),
    task(
        "core-multi-38", "multi_intent", ["save_contact", "send_message"],
        "Save Xin's new tutor and text him our address",
        [
            *HOUSEHOLD,
            voicemail(caller="Chen Yu", number="158 0211 7433", date="2025-10-30", time="18:30:00",
                      message="Hello, this is Chen Yu, Xin's new maths tutor. Could you text me your "
                      "address for Tuesday?", ev="tutor Chen Yu, 158 0211 7433, wants the address"),
            contact(name="Chen Yu", phone="+86 139 7000 1234", company="Riverbend Packaging",
                    relationship="supplier", ev="distractor: a namesake supplier"),
            note(title="Home", content="Lane 88 Gubei Rd, Changning, Shanghai. Building 3, Room 1202.",
                 date="2025-01-02", time="10:00", ev="address: Building 3, Room 1202"),
        ],
        [
            G("Contacts_Create", name="Chen Yu", telephone=ONE("158 0211 7433", "15802117433"),
              company=U, email=U, address=U, birthday=U, identifyCard=U, relationship=U,
              note=U),
            G("Messages_Send", telephone=ONE("158 0211 7433", "15802117433"),
              text=KF("Gubei", "1202")),
        ],
        [
            [S("search_voicemail", "tutor"), S("search_notes", "Home"), S("search_contacts",
                                                                          "Chen")],
            [X("Contacts_Create", name="Chen Yu", telephone="158 0211 7433",
               note="Xin's maths tutor"),
             X("Messages_Send", telephone="158 0211 7433",
               text="Hi Mr. Chen, our address: Lane 88 Gubei Rd, Changning, Building 3, Room "
                    "1202.")],
        ],
    ),
    task(
        "core-multi-39", "multi_intent", ["save_contact", "create_meeting"],
        "Save the new supplier rep and book a first meeting",
        [
            *HOUSEHOLD,
            sms(sender="Felix Moreno", sender_phone="+86 21 5990 1188", date="2025-10-30", time="10:00:00",
                content="Felix Moreno, key account manager at Sunridge Seeds. Could we meet Friday 7 "
                "Nov 14:00-15:00 at your office, Room 5A?",
                ev="Felix Moreno, Sunridge Seeds, +86 21 5990 1188; meeting 2025-11-07 "
                   "14:00:00-15:00:00, Room 5A"),
            contact(name="Felix Ortega", phone="+86 532 8890 4417", company=COMPANY,
                    relationship="colleague", ev="distractor: a colleague named Felix"),
            voicemail(caller="Sunridge Seeds", number="+86 21 5990 1122", date="2025-10-29", time="09:00:00",
                      message="Our new key account manager will text you.", ev="confirms the new rep"),
        ],
        [
            G("Contacts_Create", name="Felix Moreno", telephone=PH("+86 21 5990 1188"),
              company="Sunridge Seeds", email=U, address=U, birthday=U, identifyCard=U,
              relationship=U, note=U),
            G("Meeting_Create", dateStart="2025-11-07", dateEnd="2025-11-07", timeStart="14:00:00",
              timeEnd="15:00:00", title=U, location=["Room 5A"],
              participants=ONE(["Felix Moreno"], ["Felix"])),
        ],
        [
            [S("search_sms", "Sunridge"), S("search_voicemail", "Sunridge"),
             S("search_contacts", "Felix")],
            [X("Contacts_Create", name="Felix Moreno", telephone="+86 21 5990 1188",
               company="Sunridge Seeds", relationship="supplier"),
             X("Meeting_Create", dateStart="2025-11-07", dateEnd="2025-11-07",
               timeStart="14:00:00", timeEnd="15:00:00", title="Intro - Sunridge Seeds",
               location=["Room 5A"], participants=["Felix Moreno"])],
        ],
    ),
    task(
        "core-multi-40", "multi_intent", ["save_contact", "make_payment"],
        "Save the electrician and pay his invoice",
        [
            *HOUSEHOLD,
            sms(sender="Hu Jian", sender_phone="186 1234 9090", date="2025-10-31", time="18:00:00",
                content="Hu Jian, Changning Power Services. Sockets fixed. Invoice 420 yuan to account "
                "6222 1861 2349 0900.",
                ev="Hu Jian, Changning Power Services, 186 1234 9090; pay 420 to "
                   "6222 1861 2349 0900"),
            sms(sender="Hu Jian", sender_phone="186 1234 9090", date="2025-10-31", time="18:10:00",
                content="Sorry, parts were 60 more: 480 in total.", ev="the corrected total 480"),
            contact(name="Li Qiang", phone="138 2200 4411", note="electrician (contract ended)",
                    ev="distractor: the former electrician"),
        ],
        [
            G("Contacts_Create", name="Hu Jian", telephone=ONE("186 1234 9090", "18612349090"),
              company="Changning Power Services", email=U, address=U, birthday=U,
              identifyCard=U, relationship=U, note=U),
            G("Consumption_Create", item=U, amount=480, receivingName="Hu Jian",
              receivingAccount="6222 1861 2349 0900", note=U),
        ],
        [
            [S("search_sms", "Hu Jian"), S("search_contacts", "electrician")],
            [X("Contacts_Create", name="Hu Jian", telephone="186 1234 9090",
               company="Changning Power Services", note="electrician"),
             X("Consumption_Create", item="Electrical repair", amount=480,
               receivingName="Hu Jian", receivingAccount="6222 1861 2349 0900")],
        ],
    ),
    task(
        "core-multi-41", "multi_intent", ["save_contact", "create_note"],
        "Save the locksmith and a to-do to get the keys",
        [
            *HOUSEHOLD,
            voicemail(caller="Ma Dong", number="+86 137 5500 1122", date="2025-10-31", time="17:30:00",
                      message="Ma Dong, the locksmth. Your spare keys are ready, pick them up at my "
                      "shop on Monday after 10:00.",
                      ev="locksmith Ma Dong, +86 137 5500 1122; keys ready Monday 2025-11-03 "
                         "after 10:00"),
            note(title="Errands", content="Pick-ups at 10:30 when the shop opens at 10:00.", date="2025-02-01",
                 time="09:00", ev="to-do 2025-11-03 at 10:30"),
            contact(name="Ma Dongmei", phone="+86 137 5500 2211", relationship="friend",
                    ev="distractor: a similar name"),
        ],
        [
            G("Contacts_Create", name="Ma Dong", telephone=PH("+86 137 5500 1122", "13755001122"),
              company=U, email=U, address=U, birthday=U, identifyCard=U, relationship=U,
              note=U),
            G("TodoList_Create", content=KF("keys"), date="2025-11-03", time="10:30"),
        ],
        [
            [S("search_voicemail", "locksmith", mode="fuzzy"), S("search_notes", "Pick-ups"),
             S("search_contacts", "Ma Dong")],
            [X("Contacts_Create", name="Ma Dong", telephone="+86 137 5500 1122",
               note="locksmith"),
             X("TodoList_Create", content="Pick up the spare keys from Ma Dong",
               date="2025-11-03", time="10:30")],
        ],
    ),
    task(
        "core-multi-42", "multi_intent", ["create_meeting", "send_message"],
        "Book the Q4 review and text Tom the room",
        [
            *HOUSEHOLD,
            sms(sender="Daniel Reed", sender_phone="+1 415-739-2098", date="2025-10-31", time="17:00:00",
                content="Q4 supplier review: Wednesday 12 Nov 14:00-16:00 in the Board room, with Tom, "
                "Grace and me. Tom is new to HQ, text him where it is.",
                ev="meeting 2025-11-12 14:00:00-16:00:00, Board room; participants Tom Becker, "
                   "Grace Lin, Daniel Reed; text Tom the room"),
            note(title="HQ rooms", content="Board room: 12th floor, east wing.", date="2025-01-05", time="10:00",
                 ev="the Board room is on the 12th floor, east wing"),
        ],
        [
            G("Meeting_Create", dateStart="2025-11-12", dateEnd="2025-11-12", timeStart="14:00:00",
              timeEnd="16:00:00", title=U, location=["Board room"],
              participants=ONE(["Tom Becker", "Grace Lin", "Daniel Reed"],
                               ["Tom", "Grace", "Daniel"])),
            G("Messages_Send", telephone=PH("+1 415-220-7790"), text=KF("Board room")),
        ],
        [
            [S("search_sms", "review"), S("search_notes", "Board room"),
             S("search_contacts", "Tom")],
            [X("Meeting_Create", dateStart="2025-11-12", dateEnd="2025-11-12",
               timeStart="14:00:00", timeEnd="16:00:00", title="Q4 supplier review",
               location=["Board room"], participants=["Tom Becker", "Grace Lin", "Daniel Reed"]),
             X("Messages_Send", telephone="+1 415-220-7790",
               text="Q4 review on Wed 12 Nov, 14:00, Board room: 12th floor, east wing.")],
        ],
        evidence=[("bg_tom", "Tom Becker: +1 415-220-7790")],
    ),
    task(
        "core-multi-43", "multi_intent", ["create_meeting", "create_schedule"],
        "Book the teacher meeting and add Miao's play",
        [
            *HOUSEHOLD,
            sms(sender="Ana Ruiz", sender_phone="+86 139 0000 3301", date="2025-10-30", time="16:00:00",
                content="Could we meet about Miao's reading on Monday 10 Nov, 16:30-17:00, in classroom "
                "3-1? Ling is welcome too.",
                ev="meeting 2025-11-10 16:30:00-17:00:00 in classroom 3-1 with Ana Ruiz and "
                   "Ling Xie"),
            sms(sender="Lincoln Primary", sender_phone="+86 21 6258 0101", date="2025-10-29", time="16:00:00",
                content="Grade 3 play: Friday 14 Nov, 18:00-19:30, school hall.",
                ev="the play: 2025-11-14 18:00:00-19:30:00, school hall"),
            sms(sender="Lincoln Primary", sender_phone="+86 21 6258 0101", date="2025-10-29", time="16:01:00",
                content="Grade 6 concert: Thursday 20 Nov.", ev="distractor: Xin's grade"),
        ],
        [
            G("Meeting_Create", dateStart="2025-11-10", dateEnd="2025-11-10", timeStart="16:30:00",
              timeEnd="17:00:00", title=U, location=["classroom 3-1"],
              participants=ONE(["Ana Ruiz", "Ling Xie"], ["Ana Ruiz"], ["Ana", "Ling"])),
            G("Schedule_Create", date="2025-11-14", title=U, timeStart="18:00:00",
              timeEnd="19:30:00", location="school hall"),
        ],
        [
            [S("search_sms", "Miao"), S("search_sms", "Grade 3"), S("search_contacts", "Ling")],
            [S("search_sms", "Grade")],
            [X("Meeting_Create", dateStart="2025-11-10", dateEnd="2025-11-10",
               timeStart="16:30:00", timeEnd="17:00:00", title="Miao's reading",
               location=["classroom 3-1"], participants=["Ana Ruiz", "Ling Xie"]),
             X("Schedule_Create", date="2025-11-14", title="Miao's school play",
               timeStart="18:00:00", timeEnd="19:30:00", location="school hall")],
        ],
    ),
    task(
        "core-multi-44", "multi_intent", ["make_payment", "send_message"],
        "Pay the babysitter and text her thanks",
        [
            *HOUSEHOLD,
            sms(sender="Nora Walsh", sender_phone="+86 136 2200 7788", date="2025-10-31", time="23:30:00",
                content="Kids asleep! 4 hours tonight, 60 an hour. Account 6222 3600 2200 7788.",
                ev="4 x 60 = 240 to 6222 3600 2200 7788; thank her at +86 136 2200 7788"),
            payment(item="Babysitting", amount=180, date="2025-10-11", time="23:00:00", payee="Nora Walsh",
                    payee_account="6222 3600 2200 7788", ev="the same account before"),
            contact(name="Nora Walsh", phone="+86 136 2200 7788", note="babysitter", ev="the babysitter"),
        ],
        [
            G("Consumption_Create", item=U, amount=240, receivingName="Nora Walsh",
              receivingAccount="6222 3600 2200 7788", note=U),
            G("Messages_Send", telephone=PH("+86 136 2200 7788", "13622007788"),
              text=KF("thank")),
        ],
        [
            [S("search_sms", "Kids"), S("search_contacts", "babysitter"),
             S("search_transaction", "Babysitting")],
            [X("Consumption_Create", item="Babysitting", amount=240, receivingName="Nora Walsh",
               receivingAccount="6222 3600 2200 7788"),
             X("Messages_Send", telephone="+86 136 2200 7788",
               text="Thank you Nora! I've sent the 240.")],
        ],
    ),
    task(
        "core-multi-45", "multi_intent", ["create_schedule", "send_message"],
        "Calendar the Parks' dinner and text them our address",
        [
            *HOUSEHOLD,
            sms(sender="Sofia Park", sender_phone="+86 137 6677 1188", date="2025-10-30", time="20:00:00",
                content="Dinner at yours on Saturday 8 Nov from 18:30 to 21:30 sounds great! Send me "
                "the address?", ev="2025-11-08 18:30:00-21:30:00 at home; text Sofia Park"),
            note(title="Home", content="Lane 88 Gubei Rd, Changning, Shanghai. Building 3, Room 1202.",
                 date="2025-01-02", time="10:00", ev="home: Building 3, Room 1202"),
        ],
        [
            G("Schedule_Create", date="2025-11-08", title=U, timeStart="18:30:00",
              timeEnd="21:30:00",
              location=ONE("Home", "Lane 88 Gubei Rd, Changning, Shanghai")),
            G("Messages_Send", telephone=PH("+86 137 6677 1188", "13766771188"),
              text=KF("Gubei", "1202")),
        ],
        [
            [S("search_sms", "Dinner"), S("search_notes", "Home")],
            [X("Schedule_Create", date="2025-11-08", title="Dinner with the Parks",
               timeStart="18:30:00", timeEnd="21:30:00", location="Home"),
             X("Messages_Send", telephone="+86 137 6677 1188",
               text="Our address: Lane 88 Gubei Rd, Changning, Building 3, Room 1202.")],
        ],
    ),
    task(
        "core-multi-46", "multi_intent", ["make_payment", "create_note"],
        "Pay the tutor and a to-do to buy the workbook",
        [
            *HOUSEHOLD,
            *(sms(sender="Chen Yu", sender_phone="158 0211 7433", date=date, time="20:00:00", content=text,
                  ev="distractor: an earlier tutoring message")
              for date, text in (
                  ("2025-08-30", "September tutoring: 6 lessons, 1,200 yuan."),
                  ("2025-09-16", "No tutoring this Thursday, I'm ill."),
                  ("2025-09-30", "October tutoring: 7 lessons, 1,400 yuan."),
                  ("2025-10-14", "Tutoring moved to Wednesday this week."),
                  ("2025-10-28", "Great tutoring session today, Xin did well."))),
            sms(sender="Chen Yu", sender_phone="158 0211 7433", date="2025-10-31", time="20:00:00",
                content="November tutoring: 8 lessons, 1,600 yuan to account 6222 0211 7433 0001. Xin "
                "also needs the Grade 6 maths workbook before Tuesday.",
                ev="pay 1600 to 6222 0211 7433 0001; buy the workbook before Tuesday 11-04"),
            note(title="Errands", content="Book shop runs on Monday evening at 19:00.", date="2025-04-01", time="09:00",
                 ev="to-do Monday 2025-11-03 at 19:00"),
            payment(item="Tutoring - October", amount=1400, date="2025-10-01", time="10:00:00", payee="Chen Yu",
                    payee_account="6222 0211 7433 0001", ev="distractor: October's fee"),
        ],
        [
            G("Consumption_Create", item=U, amount=1600, receivingName="Chen Yu",
              receivingAccount="6222 0211 7433 0001", note=U),
            G("TodoList_Create", content=KF("workbook"), date="2025-11-03", time="19:00"),
        ],
        [
            [S("search_sms", "tutoring"), S("search_notes", "Book shop"),
             S("search_transaction", "Tutoring")],
            [S("search_sms", "tutoring", page=2)],
            [X("Consumption_Create", item="Tutoring - November", amount=1600,
               receivingName="Chen Yu", receivingAccount="6222 0211 7433 0001"),
             X("TodoList_Create", content="Buy Xin's Grade 6 maths workbook",
               date="2025-11-03", time="19:00")],
        ],
    ),
    task(
        "core-multi-47", "multi_intent", ["create_schedule", "create_note"],
        "Add the PTA meeting and a to-do to prepare",
        [
            *HOUSEHOLD,
            *(sms(sender="Lincoln Primary PTA", sender_phone="+86 21 6258 0199", date=date, time="18:00:00", content=text,
                  ev="distractor: an older PTA message")
              for date, text in (
                  ("2025-09-02", "Welcome back! PTA volunteers needed."),
                  ("2025-09-10", "PTA bake sale on Friday."),
                  ("2025-09-26", "PTA minutes from 24 Sept are online."),
                  ("2025-10-15", "PTA fundraising total: 12,400 yuan, thank you!"))),
            sms(sender="Lincoln Primary PTA", sender_phone="+86 21 6258 0199", date="2025-10-30", time="18:00:00",
                content="PTA meeting: Wednesday 19 Nov, 19:00-20:30, school library. Send agenda "
                "questions the day before.",
                ev="2025-11-19 19:00:00-20:30:00, school library; questions due 2025-11-18"),
            note(title="PTA", content="I write PTA questions at 21:00.", date="2025-03-01", time="10:00",
                 ev="to-do 2025-11-18 at 21:00"),
            sms(sender="Lincoln Primary PTA", sender_phone="+86 21 6258 0199", date="2025-09-20", time="18:00:00",
                content="PTA meeting: 24 Sept.", ev="distractor: the last meeting"),
        ],
        [
            G("Schedule_Create", date="2025-11-19", title=U, timeStart="19:00:00",
              timeEnd="20:30:00", location="school library"),
            G("TodoList_Create", content=KF("PTA"), date="2025-11-18", time="21:00"),
        ],
        [
            [S("search_sms", "PTA"), S("search_notes", "PTA")],
            [S("search_sms", "PTA", page=2)],
            [X("Schedule_Create", date="2025-11-19", title="PTA meeting", timeStart="19:00:00",
               timeEnd="20:30:00", location="school library"),
             X("TodoList_Create", content="Send the PTA questions", date="2025-11-18",
               time="21:00")],
        ],
    ),
    task(
        "core-multi-48", "multi_intent",
        ["book_transport", "book_accommodation", "make_payment"],
        "Book my Wuxi course trip and pay the fee",
        [
            *HOUSEHOLD,
            sms(sender="Jiangnan Food Academy", sender_phone="+86 510 8591 0000", date="2025-10-28", time="10:00:00",
                content="Food safety course in Wuxi, 24-26 Nov. Fee 1,950 to account "
                "6222 5108 5910 0000. Course hotel: Lihu Lakeside Hotel.",
                ev="course 2025-11-24 to 2025-11-26; hotel Lihu Lakeside Hotel; fee 1950 to "
                   "6222 5108 5910 0000"),
            note(title="Wuxi trains", content="Hongqiao to Wuxi East: 07:40 arrives 08:30, in time for a "
                 "09:00 start.", date="2025-10-28", time="12:00",
                 ev="train 2025-11-24 07:40:00 Hongqiao to Wuxi East"),
            note(title="Course travel", content="Stay from the first course day to the last.", date="2025-10-29",
                 time="12:00", ev="check-in 2025-11-24, check-out 2025-11-26"),
            sms(sender="Jiangnan Food Academy", sender_phone="+86 510 8591 0000", date="2025-06-01", time="10:00:00",
                content="Spring course fee 1,600.", ev="distractor: an older fee"),
        ],
        [
            G("Transport_Create", date="2025-11-24", time="07:40:00",
              start="Hongqiao", end="Wuxi East", passenger=[ME],
              telephone=MY_PHONE, transportType="train"),
            G("Accommodation_Create", dateCheckIn="2025-11-24", dateCheckOut="2025-11-26",
              location="Lihu Lakeside Hotel", roomType=U, people=[ME], telephone=MY_PHONE),
            G("Consumption_Create", item=U, amount=1950, receivingName="Jiangnan Food Academy",
              receivingAccount="6222 5108 5910 0000", note=U),
        ],
        [
            [S("search_sms", "course"), S("search_notes", "Wuxi"), S("search_notes", "Course")],
            [X("Transport_Create", date="2025-11-24", time="07:40:00", start="Hongqiao",
               end="Wuxi East", passenger=[ME], telephone=MY_PHONE, transportType="train"),
             X("Accommodation_Create", dateCheckIn="2025-11-24", dateCheckOut="2025-11-26",
               location="Lihu Lakeside Hotel", people=[ME], telephone=MY_PHONE),
             X("Consumption_Create", item="Course fee", amount=1950,
               receivingName="Jiangnan Food Academy", receivingAccount="6222 5108 5910 0000")],
        ],
    ),
    task(
        "core-multi-49", "multi_intent", ["book_transport", "create_schedule", "make_payment"],
        "Book the Ningbo fair train, calendar it, pay the stand",
        [
            *HOUSEHOLD,
            *(sms(sender="Ningbo Packaging Fair", sender_phone="+86 574 8700 0000", date=date, time="10:00:00", content=text,
                  ev="distractor: an older fair message")
              for date, text in (
                  ("2025-06-01", "Ningbo Packaging Fair 2025: exhibitor registration opens."),
                  ("2025-07-15", "Ningbo fair early-bird stands are sold out."),
                  ("2025-08-20", "Ningbo fair: floor plan published."),
                  ("2025-09-30", "Ningbo fair: your application is under review."),
                  ("2025-10-15", "Ningbo fair: application approved, confirmation follows."))),
            sms(sender="Ningbo Packaging Fair", sender_phone="+86 574 8700 0000", date="2025-10-27", time="10:00:00",
                content="Exhibitor confirmation: Thursday 20 Nov, 09:00-17:00, Ningbo International "
                "Expo. Stand fee 3,600 to account 3302 8700 0000 1234.",
                ev="fair 2025-11-20 09:00:00-17:00:00 at Ningbo International Expo; fee 3600 "
                   "to 3302 8700 0000 1234"),
            note(title="Ningbo trains", content="Hongqiao to Ningbo: 06:50 (arr 08:40), 08:10 (arr 10:05).",
                 date="2025-10-27", time="12:00", ev="the 06:50:00 train arrives before the 09:00 start"),
            sms(sender="Ningbo Packaging Fair", sender_phone="+86 574 8700 0000", date="2025-10-29", time="10:00:00",
                content="Reminder: stand fees rise to 4,000 after 10 Nov.",
                ev="distractor: the later price"),
        ],
        [
            G("Transport_Create", date="2025-11-20", time="06:50:00",
              start="Hongqiao", end="Ningbo", passenger=[ME],
              telephone=MY_PHONE, transportType="train"),
            G("Schedule_Create", date="2025-11-20", title=U, timeStart="09:00:00",
              timeEnd="17:00:00", location="Ningbo International Expo"),
            G("Consumption_Create", item=U, amount=3600, receivingName="Ningbo Packaging Fair",
              receivingAccount="3302 8700 0000 1234", note=U),
        ],
        [
            [S("search_sms", "Ningbo"), S("search_notes", "Ningbo")],
            [S("search_sms", "Ningbo", page=2)],
            [X("Transport_Create", date="2025-11-20", time="06:50:00", start="Hongqiao",
               end="Ningbo", passenger=[ME], telephone=MY_PHONE, transportType="train"),
             X("Schedule_Create", date="2025-11-20", title="Ningbo packaging fair",
               timeStart="09:00:00", timeEnd="17:00:00", location="Ningbo International Expo"),
             X("Consumption_Create", item="Stand fee", amount=3600,
               receivingName="Ningbo Packaging Fair", receivingAccount="3302 8700 0000 1234")],
        ],
    ),
    task(
        "core-multi-50", "multi_intent", ["create_schedule", "create_note", "make_payment"],
        "Add Xin's tournament, a kit to-do and pay the fee",
        [
            *HOUSEHOLD,
            sms(sender="Coach Zhang", sender_phone="+86 571 8701 2231", date="2025-10-30", time="19:00:00",
                content="Youth tournament: Sunday 16 Nov, 08:30-16:00, Riverside Stadium. Entry 200 to "
                "account 6222 5718 7012 2310. Bring the white kit.",
                ev="2025-11-16 08:30:00-16:00:00 at Riverside Stadium; pay 200 to "
                   "6222 5718 7012 2310; white kit"),
            note(title="Kit", content="Wash the kit two evenings before a match, at 20:00.", date="2025-09-01",
                 time="10:00", ev="to-do 2025-11-14 at 20:00: wash the white kit"),
            sms(sender="Coach Zhang", sender_phone="+86 571 8701 2231", date="2025-10-20", time="19:00:00",
                content="League match entry paid, thanks.", ev="distractor: an earlier fee"),
        ],
        [
            G("Schedule_Create", date="2025-11-16", title=U, timeStart="08:30:00",
              timeEnd="16:00:00", location="Riverside Stadium"),
            G("TodoList_Create", content=KF("kit"), date="2025-11-14", time="20:00"),
            G("Consumption_Create", item=U, amount=200, receivingName=ONE("Coach Zhang"),
              receivingAccount="6222 5718 7012 2310", note=U),
        ],
        [
            [S("search_sms", "Coach"), S("search_notes", "kit"),
             S("search_contacts", "son", field="relationship")],
            [X("Schedule_Create", date="2025-11-16", title="Xin's tournament",
               timeStart="08:30:00", timeEnd="16:00:00", location="Riverside Stadium"),
             X("TodoList_Create", content="Wash Xin's white kit", date="2025-11-14",
               time="20:00"),
             X("Consumption_Create", item="Tournament entry", amount=200,
               receivingName="Coach Zhang", receivingAccount="6222 5718 7012 2310")],
        ],
        evidence=[("bg_son", "Xin Xu, the son")],
    ),
]
