"""The words of the procedural SPIEval generator, in English and in SPIEval's original Chinese.

:mod:`mobile_env.generation.generator` assembles worlds from facts; every sentence a record holds,
every instruction phrasing and every status or enum word it writes comes from one
:class:`Language` here, so the same seeded plan becomes an English or a Chinese world (names,
places, notes, messages, statuses, the profile of Table 3 and the final answer of Figure 9).

Values the tools take as arguments stay canonical in gold answers (``train``, ``1 hour
before``); records carry the language's own spelling of them (``火车``, ``1小时前``), which the
tools accept as aliases (:mod:`mobile_env.tools.spieval_exec`).

Instruction phrasings come in two disjoint sets per language, ``train`` and ``test``: a test split
is phrased with templates no training task uses, so no (template, gold tool sequence) pair of a
test split occurs in its training split (:mod:`mobile_env.generation.disjoint`).
"""

from __future__ import annotations

import datetime as dt
import re
from dataclasses import dataclass
from functools import cached_property
from random import Random
from types import ModuleType
from typing import Mapping, Sequence

from mobile_env.generation import pools, pools_zh
from mobile_env.task_format import spieval_world

NOW = dt.datetime.fromisoformat(spieval_world.NOW)
#: English names spelled out here: strftime's %A/%b follow the process locale.
DAY_NAMES = ("Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday")
MONTHS = ("Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec")
DAY_NAMES_ZH = ("周一", "周二", "周三", "周四", "周五", "周六", "周日")

Phrases = Mapping[str, tuple[str, ...]]


@dataclass(frozen=True)
class Language:
    """Everything language-dependent in a generated world."""

    code: str
    pools: ModuleType
    profile: Mapping[str, str]
    user: str
    weekday: str
    #: The family of Table 3 (full names and what they are called), never generated again.
    family_names: frozenset[str]
    family_firsts: frozenset[str]
    #: (full name, how the user calls them, who they are to the user) of the children: an
    #: instruction may name a child in any of the three ways (the profile says who is who).
    children: tuple[tuple[str, str, str], ...]
    finish_answer: str
    #: Sentence templates by name (``str.format`` fields in braces).
    text: Mapping[str, str]
    #: Canonical word (a status, relationship, enum value) -> this language's spelling.
    values: Mapping[str, str]
    #: Word lists by name (the shorter lists the builders pick from).
    lists: Mapping[str, tuple[str, ...]]
    #: Instruction templates per side (:data:`SIDES`): ``phrases[side][operation key]``.
    phrases: Mapping[str, Phrases]
    #: The shortest looked-up name a typo may go into (fuzzy search's cutoff must still reach it).
    noise_min_length: int
    list_separator: str
    and_word: str
    intent_joiner: str
    sentence_end: str

    def say(self, key: str, **fields: object) -> str:
        return self.text[key].format(**fields)

    def v(self, word: str) -> str:
        """``word`` (canonical) as records of this language write it."""
        return self.values.get(word, word)

    def full_name(self, first: str, last: str) -> str:
        return f"{first} {last}" if self.code == "en" else f"{last}{first}"

    def lower(self, text: str) -> str:
        """A title inside a sentence ("Yoga class" -> "yoga class"); Chinese has no case."""
        return text.lower() if self.code == "en" else text

    def cap(self, text: str) -> str:
        return text.capitalize() if self.code == "en" else text

    def bare(self, phrase: str) -> str:
        """A relative day without its preposition ("on Monday" -> "Monday")."""
        return phrase.removeprefix("on ")

    def short_company(self, company: str) -> str:
        """How people name a company in passing ("Golden Husk Trading" -> "Golden Husk")."""
        if self.code == "en":
            return " ".join(company.split()[:2])
        return re.sub(r"(公司|农场)$", "", company)

    def join(self, items: Sequence[str]) -> str:
        return self.list_separator.join(items)

    def join_and(self, items: Sequence[str]) -> str:
        return self.and_word.join(items)

    def join_intents(self, first: str, second: str) -> str:
        """Two instructions as one request ("Call Leo and book ...")."""
        if self.code == "en" and second[1:2].islower():  # "Call Leo" -> "call Leo", "SMS" stays
            second = second[0].lower() + second[1:]
        return first.rstrip(self.sentence_end) + self.intent_joiner + second

    def relative_day(self, offset: int, rng: Random) -> str:
        """How a message names a day ``offset`` (1-13) days ahead; the planner must resolve it.
        Both languages draw the same random numbers, so a seed plans the same world."""
        date = NOW.date() + dt.timedelta(days=offset)
        if offset == 1:
            return "tomorrow" if self.code == "en" else "明天"
        if offset == 2 and rng.random() < 0.5:
            return "the day after tomorrow" if self.code == "en" else "后天"
        if offset <= 6 and rng.random() < 0.6:
            if self.code == "en":
                return "on " + DAY_NAMES[date.weekday()]
            return "下" + DAY_NAMES_ZH[date.weekday()]  # now is a Saturday: these are next week's
        if self.code == "en":
            return "on " + rng.choice((f"{MONTHS[date.month - 1]} {date.day}",
                                       f"{date.month}/{date.day}"))
        return rng.choice((f"{date.month}月{date.day}日", f"{date.month}月{date.day}号"))

    @cached_property
    def template_patterns(self) -> tuple[tuple[str, re.Pattern[str]], ...]:
        """Every instruction template of both splits with a regex matching what it produces,
        most literal text first (so "Call {who} back." wins over "Call {who}.")."""
        templates = {t for side in self.phrases.values() for ts in side.values() for t in ts}
        compiled = [(t, re.compile("".join(
            "(.+?)" if part.startswith("{") else re.escape(part)
            for part in re.split(r"(\{[a-z]+\})", t) if part), re.DOTALL)) for t in templates]
        return tuple(sorted(compiled, key=lambda c: (-len(re.sub(r"\{[a-z]+\}", "", c[0])), c[0])))


# ------------------------------------------------------------------------------------ English

EN_PHRASES_TRAIN: dict[str, tuple[str, ...]] = {
    "call": ("Call {who}.", "Give {who} a call.", "Ring {who} now.", "Phone {who}.",
             "Get {who} on the phone.", "Dial {who} for me.", "Call {who} back."),
    "call_all": ("Call everyone from the {event}.", "Ring all the {event} people.",
                 "Phone each {event} attendee.", "Call the {event} crowd.",
                 "Call all the {event} attendees.", "Ring everyone on the {event} list.",
                 "Phone all the {event} guests."),
    "message": ("Send {who} {what}.", "Text {who} {what}.", "Message {who} {what}.",
                "SMS {who} {what}.", "Let {who} know {what}."),
    "intro": ("Introduce myself to {who} by SMS.", "Send {who} my contact card.",
              "Text {who} my business card.", "Share my card with {who}.",
              "Text {who} my contact card.", "Send my card to {who} by SMS."),
    "contact": ("Save {who}.", "Add {who} to contacts.", "Store {who} in my phone.",
                "Keep {who}.", "Put {who} in my contacts."),
    "contact_all": ("Save everyone from the {event}.", "Add the {event} people to contacts.",
                    "Save the contacts from the {event}.", "Store the {event} contacts.",
                    "Add all the {event} contacts to my phone.",
                    "Keep the numbers from the {event}.", "Save the people I met at the {event}."),
    "pay": ("Pay {who} back.", "Settle up with {who}.", "Pay back what I owe {who}.",
            "Transfer {who} the money I owe.", "Clear my debt with {who}.", "Repay {who}."),
    "allowance": ("Send {who} this month's allowance.", "Pay {who} the usual allowance.",
                  "Transfer {who}'s allowance.", "Give {who} the monthly pocket money.",
                  "Transfer the monthly allowance to {who}.", "Do {who}'s monthly allowance.",
                  "Pay {who}'s pocket money for the month.",
                  "Send the usual monthly money to {who}.",
                  "Top up {who}'s allowance for this month.",
                  "Send this month's pocket money to {who}."),
    "transport": ("Book {whose} tickets for the {purpose}.", "Book {whose} trip to the {purpose}.",
                  "Get {whose} tickets for the {purpose}.",
                  "Arrange {whose} travel for the {purpose}.",
                  "Sort out {whose} ride to the {purpose}.",
                  "Book {whose} journey to the {purpose}.",
                  "Handle {whose} travel to the {purpose}.",
                  "Get {whose} transport to the {purpose} sorted."),
    "stay": ("Book a hotel for {whose} {purpose}.", "Book {whose} hotel for the {purpose}.",
             "Reserve {whose} stay for the {purpose}.", "Find {whose} room for the {purpose}.",
             "Get {whose} accommodation for the {purpose}.",
             "Find {whose} hotel for the {purpose}.", "Arrange {whose} hotel for the {purpose}.",
             "Line up {whose} lodging for the {purpose}."),
    "alarm": ("Set an alarm for my {event}.", "Wake me for the {event}.",
              "Alarm for tomorrow's {event}.", "Don't let me miss the {event}.",
              "Alarm me before the {event}.", "Set a wake-up alarm for the {event}.",
              "Alarm me ahead of my {event}.", "I need an alarm before my {event}.",
              "Get me up in time for the {event}."),
    "alarm_person": ("Set an alarm for my call with {who}.", "Alarm before talking to {who}.",
                     "Remind me by alarm of the {who} call.", "Wake me for the {who} call.",
                     "Alarm me ahead of the {who} call.",
                     "Set an alarm so I don't miss the {who} call."),
    "alarm_weekly": ("Set alarms for my {kind} days.", "Wake me on {kind} days.",
                     "Alarm for every {kind} morning.", "Repeat an alarm for {kind}.",
                     "Alarm on the mornings I have {kind}.",
                     "Set a repeating alarm for {kind} days.", "Get me up on {kind} days."),
    "meeting": ("Set up the meeting {who} asked for.", "Book the meeting with {who}.",
                "Schedule {who}'s meeting request.", "Arrange the meeting {who} wants.",
                "Accept {who}'s meeting request.", "Confirm the meeting {who} proposed.",
                "Fix the meeting {who} asked for."),
    "todo": ("Add a to-do for {who}'s request.", "Note {who}'s request as a to-do.",
             "To-do: what {who} asked me.", "Don't let me forget {who}'s request.",
             "Track {who}'s ask in my to-dos."),
    "todo_pack": ("Make a packing to-do for {city}.", "Add a to-do to pack for {city}.",
                  "To-do for the {city} packing.", "Remind me what to pack for {city}.",
                  "Make a to-do of what to bring to {city}.",
                  "Set a packing reminder for {city}.", "Note what I must pack for {city}."),
    "schedule": ("Put my {event} in the calendar.", "Add the {event} to my schedule.",
                 "Calendar my {event}.", "Block time for the {event}.",
                 "Save the {event} to my calendar.", "Add my {event} to the calendar.",
                 "Pencil in the {event}.", "Calendar the {event} for me.",
                 "Get the {event} into my schedule.",
                 "Make a calendar entry for the {event}."),
    "schedule_person": ("Add my session with {who} to the calendar.",
                        "Schedule my session with {who}.", "Calendar the meeting with {who}.",
                        "Block time for {who}'s session."),
}

#: Held-out phrasings: no training task is phrased with one of these.
EN_PHRASES_TEST: dict[str, tuple[str, ...]] = {
    "call": ("Please ring {who}.", "Call {who} for me, please.", "I need to talk to {who}."),
    "call_all": ("Call back all the {event} folks.", "Phone everybody at the {event}."),
    "message": ("Please text {who} {what}.", "Drop {who} a message with {what}."),
    "intro": ("Send my business card to {who}.", "Give {who} my card by text."),
    "contact": ("Add {who} to my phone.", "Please save {who}."),
    "contact_all": ("Add everybody from the {event}.", "Save all the {event} contacts."),
    "pay": ("Send {who} the money back.", "Square up with {who}."),
    "allowance": ("Send {who} the usual pocket money.", "It's time for {who}'s allowance.",
                  "Please transfer {who}'s monthly allowance."),
    "transport": ("Please book {whose} tickets to the {purpose}.",
                  "Take care of {whose} travel to the {purpose}."),
    "stay": ("Please book {whose} room for the {purpose}.",
             "Sort out {whose} hotel for the {purpose}."),
    "alarm": ("Make sure I'm up for the {event}.", "Set me an alarm for the {event}.",
              "Please alarm me before my {event}."),
    "alarm_person": ("Set me an alarm before the {who} call.",
                     "I need an alarm for the {who} call."),
    "alarm_weekly": ("Wake me on every {kind} day.", "Set the alarm for my {kind} mornings.",
                     "Please wake me before each {kind}."),
    "meeting": ("Put {who}'s meeting on the calendar.", "Please book {who}'s meeting."),
    "todo": ("Make a to-do for what {who} asked.", "Put {who}'s request on my to-do list."),
    "todo_pack": ("Add a {city} packing to-do.", "Add a to-do of what to pack for {city}."),
    "schedule": ("Please calendar the {event}.", "Put the {event} on my schedule.",
                 "Please add the {event} to my calendar."),
    "schedule_person": ("Put my session with {who} on the calendar.",
                        "Please schedule the session with {who}."),
}

EN = Language(
    code="en", pools=pools, profile=spieval_world.PROFILE, user=spieval_world.USER,
    weekday=spieval_world.WEEKDAY,
    family_names=frozenset({spieval_world.USER, "Ling Xie", "Xin Xu", "Miao Xu"}),
    family_firsts=frozenset({"Yixuan", "Ling", "Xin", "Miao"}),
    children=(("Miao Xu", "Miao", "my daughter"), ("Xin Xu", "Xin", "my son")),
    finish_answer="[DONE] Request completed. Is there anything else I can help you with?",
    text={
        "assistant_sms": "From next week my assistant {name} handles everything for me.",
        "assistant_ref": "{phrase}'s assistant",
        "new_number_sms": "Hi, it's {first}. I changed my number - this one is my new number, "
                          "the old one is switched off.",
        "from_company": "{first} from {company}",
        "role_note_title": "Contacts", "role_meeting_title": "Team intro",
        "group_note": "{name}: {text}",
        "workshop": "{topic} workshop",
        "pref_call_title": "Calls",
        "pref_call_note": "Always video call {first} - she likes to see the kids.",
        "pref_call_vm": "Missed you! Video call me next time, voice calls keep dropping.",
        "pref_call_sms": "Let's do a video call tonight as usual?",
        "meeting_room_what": "the room for the {topic} meeting",
        "dialin_title": "{topic} dial-in", "dialin_key": "dial-in",
        "dialin_note": "Dial-in code for {topic}: {code}",
        "meeting_details_what": "the {topic} meeting details",
        "hotel_name": "{brand} {city}", "hotel_what": "my {city} hotel",
        "gate": "{direction} Gate {letter}",
        "pickup_title": "{city} pickup", "pickup_key": "pickup",
        "pickup_note": "Driver meets us at the {spot} of {city} station.",
        "pickup_what": "the {city} pickup point",
        "wifi_title": "Home Wi-Fi", "wifi_key": "Wi-Fi", "wifi_note": "Wi-Fi password: {code}",
        "wifi_what": "the Wi-Fi password",
        "intro_sms": "Nice to meet you, {first}! My card is attached.",
        "intro_text": "Hi {first}, here is my card.",
        "trip_details_what": "my {city} trip details", "here_you_go": "Here you go: {facts}",
        "trade_fair": "{city} trade fair", "trade_fair_key": "trade fair",
        "expo_center": "{city} Expo Center", "mobile_suffix": " Mobile: {phone}.",
        "quote_sms": "Hello, just checking you got the quote.", "number_of": "{ref}'s number",
        "intro_save_sms": "Hi, this is {name} from {company}. Save my number!",
        "intro_save_vm": "Hi, {name} from {company} here, call me back on this number.",
        "new_number_today": "New number from today - please use this one, the old one is gone.",
        "allowance": "Allowance", "birthday_gift": "Birthday gift",
        "new_account_sms": "I switched banks - please use my new account {account} from now on.",
        "account_key": "account",
        "owe_sms": "You owe me {amount} for {item}.",
        "owe_note": "{first} paid {amount} for {item}, pay back.", "iou_title": "IOU",
        "pay_sms": "Hey, it's {amount} for the {item} when you get a chance.",
        "repayment": "Repayment",
        "how_mode": "the {mode} from {home}", "how_leave": "leaving {home}",
        "plan_sms": "For {city}: {how} {rel} at {time} works.",
        "whose_me": "my", "whose_us": "our", "whose_role": "{role}'s",
        "change_sms": "Change for {city}: take the {time} {mode} instead.", "change_key": "Change",
        "team_trip": "{city} team trip",
        "purpose_title": "{purpose} in {city}",
        "stay_sms": "I'm in {city} {rel_in} until {rel_out}, please put me at the {hotel}.",
        "back_title": "Back from {city}", "back_key": "Back from",
        "tips_title": "{city} tips", "tips_note": "Stay at {hotel}, close to the office.",
        "tips_sms": "In {city} I always stay at {hotel}, very convenient.",
        "visit": "{city} visit",
        "alarm_rule_title": "Alarm rule", "alarm_rule": "Alarm {lead} before any {what}.",
        "what_call": "call", "what_appointment": "appointment",
        "wake_title": "Wake-up", "wake_note": "On {kind} days I get up at {time}.",
        "call_with": "Call with {first}", "online": "Online",
        "moved_sms": "Your {event} tomorrow is moved to {time}.",
        "where": " in {room}",
        "meet_sms": "Can we meet about {topic} {rel}, {start}-{end}{where}?",
        "instead_sms": "Sorry, {topic} has to be {start}-{end} instead, same day.",
        "instead_key": "instead",
        "trip": "{city} trip",
        "bring_sms": "Don't forget to bring the {item} for the {{event}}!",
        "packing_title": "Packing", "packing_note": "I pack the evening before a trip, at 21:00.",
        "pack_content": "Pack {items}",
        "chore_sms": "Could you {chore} {rel}{by}?", "by": " by {time}",
        "update_sms": "Update: {rel} is fine for that too, same time.", "update_key": "Update",
        "todo_title": "To-do",
        "session_with": "Session with {first}",
        "sched_date_sms": "Your {event} is {rel}.",
        "sched_time_vm": "About your {event}: it runs {start} to {end}.",
        "sched_place_note": "{event} is at {venue}.",
        "sched_sms": "Your {event} is {rel}, {start}-{end} at {venue}.",
        "resched_sms": "Rescheduled: your {event} moves to {rel}, same time and place.",
        "resched_key": "Rescheduled",
        "other_call_note": "Voice calls only with {first}.",
        "other_account_note": "{name} used to handle the old account.",
        "other_ask_note": "Ask {first} about the {topic}.",
    },
    values={},
    lists={
        "join_say": ("Count me in for the {event}.", "I'll be at the {event}, see you there.",
                     "Confirmed: joining the {event}."),
        "contact_say": ("Great meeting you at the {event}! This is my mobile.",
                        "Hi, we spoke at the {event}, call me on this number."),
        "meeting_say": ("Please add me to the {event} meeting.",
                        "I want to join the {event} meeting too."),
        "directions": ("North", "South", "East", "West"),
        "leads": ("15 minutes", "30 minutes", "1 hour", "90 minutes", "2 hours"),
        "classes": ("Yoga class", "Swimming class", "Language class", "Dance class",
                    "Art class", "Pottery class", "Tennis lesson", "Guitar lesson"),
        "alarm_names": ("Morning", "Gym", "Pick up kids", "Medicine"),
        "other_note_titles": ("Calls", "Contacts", "To remember"),
        "filler_alarms": ("Wake up", "Workout", "Nap"),
    },
    phrases={"train": EN_PHRASES_TRAIN, "test": EN_PHRASES_TEST},
    noise_min_length=8, list_separator=", ", and_word=" and ", intent_joiner=" and ",
    sentence_end=".",
)

# ------------------------------------------------------------------------------------ Chinese

ZH_PHRASES_TRAIN: dict[str, tuple[str, ...]] = {
    "call": ("给{who}打个电话。", "打电话给{who}。", "联系一下{who}。", "马上打给{who}。",
             "帮我拨{who}的电话。", "给{who}回个电话。"),
    "call_all": ("给{event}的每个人打电话。", "挨个打给{event}的人。", "给参加{event}的人都打个电话。",
                 "把{event}的人都叫一遍电话。", "逐个联系{event}的参会者。"),
    "message": ("给{who}发{what}。", "把{what}短信发给{who}。", "告诉{who}{what}。",
                "给{who}发条短信说一下{what}。"),
    "intro": ("给{who}发短信介绍一下我自己。", "把我的名片发给{who}。", "给{who}发我的电子名片。"),
    "contact": ("存一下{who}。", "把{who}加到通讯录。", "保存{who}。", "把{who}存进手机。"),
    "contact_all": ("把{event}上认识的人都存下来。", "保存{event}的联系人。", "把{event}的人加到通讯录。",
                    "把{event}上留的号码都存好。", "{event}上认识的人都加进手机。"),
    "pay": ("把钱还给{who}。", "跟{who}把账结了。", "还{who}的钱。", "转账还给{who}。",
            "把欠{who}的钱还了。"),
    "allowance": ("给{who}转这个月的零花钱。", "给{who}发平常的零花钱。", "转{who}的零花钱。",
                  "把这个月的零花钱转给{who}。", "给{who}打这个月的零花钱。", "按老规矩给{who}转零花钱。",
                  "{who}的零花钱该转了。"),
    "transport": ("帮{whose}订去{purpose}的票。", "安排{whose}去{purpose}的行程。",
                  "给{whose}买去{purpose}的票。", "订{whose}去{purpose}的交通。",
                  "搞定{whose}去{purpose}的车票。", "帮{whose}安排去{purpose}的出行。"),
    "stay": ("帮{whose}订{purpose}的酒店。", "给{whose}订{purpose}的住宿。",
             "预订{whose}{purpose}期间的房间。", "安排{whose}{purpose}的住处。",
             "帮{whose}找{purpose}住的酒店。", "给{whose}定好{purpose}的房间。"),
    "alarm": ("给我的{event}设个闹钟。", "{event}前叫醒我。", "为明天的{event}设闹钟。",
              "别让我错过{event}。", "{event}之前响个闹钟。", "定个闹钟提醒我{event}。"),
    "alarm_person": ("给我和{who}的通话设个闹钟。", "和{who}通话前提醒我。", "为{who}的电话设个闹钟。"),
    "alarm_weekly": ("给有{kind}的日子设闹钟。", "有{kind}的早上叫醒我。", "为{kind}设个重复闹钟。",
                     "上{kind}那几天早上叫我。", "按{kind}的日子设起床闹钟。"),
    "meeting": ("安排{who}要的会议。", "和{who}约个会。", "按{who}的请求安排会议。", "接受{who}的会议邀请。"),
    "todo": ("把{who}的请求加到待办。", "记一条{who}交代的待办。", "别让我忘了{who}的事。",
             "把{who}让我做的事记下来。"),
    "todo_pack": ("为{city}之行建个打包待办。", "加一条去{city}要带的东西的待办。", "提醒我去{city}要带什么。",
                  "记一下去{city}该带的东西。", "建个去{city}的行李待办。"),
    "schedule": ("把我的{event}加到日历。", "在日程里加上{event}。", "把{event}记到日程表。",
                 "为{event}留出时间。", "在日历上记下{event}。", "帮我把{event}排进日历。",
                 "给{event}建个日程。"),
    "schedule_person": ("把我和{who}的面谈加到日历。", "安排我和{who}的面谈。", "在日程里加上和{who}的见面。"),
}

ZH_PHRASES_TEST: dict[str, tuple[str, ...]] = {
    "call": ("麻烦打给{who}。", "我要和{who}通个电话。"),
    "call_all": ("{event}的人都回个电话。", "给{event}的所有人打电话。"),
    "message": ("麻烦给{who}发一下{what}。", "把{what}告诉{who}，发短信。"),
    "intro": ("把名片发给{who}。", "用短信把我的名片给{who}。"),
    "contact": ("请保存{who}。", "把{who}加进手机通讯录。"),
    "contact_all": ("把{event}上的人全都存下来。", "{event}的联系人都保存一下。"),
    "pay": ("把{who}的钱转回去。", "和{who}把钱算清。"),
    "allowance": ("该给{who}零花钱了。", "把{who}的零花钱转过去。", "麻烦给{who}转零花钱。"),
    "transport": ("麻烦订一下{whose}去{purpose}的票。", "把{whose}去{purpose}的出行安排好。"),
    "stay": ("麻烦订{whose}{purpose}的房间。", "把{whose}{purpose}的酒店搞定。"),
    "alarm": ("{event}那天记得叫我起床。", "给{event}定个闹钟。"),
    "alarm_person": ("{who}的电话前给我定个闹钟。", "为和{who}的通话设置闹钟。"),
    "alarm_weekly": ("每个有{kind}的早上都叫我。", "给{kind}那几天定闹钟。", "麻烦在有{kind}的日子叫我起床。"),
    "meeting": ("把{who}的会议放进日程。", "麻烦安排一下{who}的会议。"),
    "todo": ("给{who}交代的事建个待办。", "把{who}的请求记进待办清单。"),
    "todo_pack": ("加一条{city}的打包待办。", "建个待办，列出去{city}要带的东西。"),
    "schedule": ("麻烦把{event}记进日历。", "把{event}排进我的日程。"),
    "schedule_person": ("把和{who}的面谈记进日历。", "麻烦安排和{who}的面谈。"),
}

ZH = Language(
    code="zh", pools=pools_zh, profile=spieval_world.PROFILE_ZH, user=spieval_world.USER_ZH,
    weekday=spieval_world.WEEKDAY_ZH,
    family_names=frozenset({spieval_world.USER_ZH, "谢玲", "徐鑫", "徐淼"}),
    family_firsts=frozenset({"艺轩", "玲", "鑫", "淼"}),
    children=(("徐淼", "淼淼", "女儿"), ("徐鑫", "鑫鑫", "儿子")),
    finish_answer="[DONE]需求已完成，还有什么可以帮您？",
    text={
        "assistant_sms": "从下周起，我的助理{name}负责我的所有事务。",
        "assistant_ref": "{phrase}的助理",
        "new_number_sms": "你好，我是{first}。我换号了——这是我的新号码，旧号已经停用。",
        "from_company": "{company}的{first}",
        "role_note_title": "联系人", "role_meeting_title": "团队介绍",
        "group_note": "{name}：{text}",
        "workshop": "{topic}研讨会",
        "pref_call_title": "通话",
        "pref_call_note": "和{first}一律打视频电话——她喜欢看看孩子们。",
        "pref_call_vm": "没接到你的电话！下次打视频吧，语音老是断。",
        "pref_call_sms": "今晚还是照常视频通话？",
        "meeting_room_what": "{topic}会议的会议室",
        "dialin_title": "{topic}入会码", "dialin_key": "入会码",
        "dialin_note": "{topic}的入会码：{code}",
        "meeting_details_what": "{topic}会议的详情",
        "hotel_name": "{city}{brand}", "hotel_what": "我在{city}的酒店",
        "gate": "{direction}门{letter}口",
        "pickup_title": "{city}接站", "pickup_key": "接站",
        "pickup_note": "司机在{city}站{spot}接我们。",
        "pickup_what": "{city}的接站地点",
        "wifi_title": "家里的Wi-Fi", "wifi_key": "Wi-Fi", "wifi_note": "Wi-Fi密码：{code}",
        "wifi_what": "Wi-Fi密码",
        "intro_sms": "很高兴认识你，{first}！附上我的名片。",
        "intro_text": "{first}你好，这是我的名片。",
        "trip_details_what": "我这次{city}之行的信息", "here_you_go": "给你：{facts}",
        "trade_fair": "{city}展销会", "trade_fair_key": "展销会",
        "expo_center": "{city}会展中心", "mobile_suffix": "手机：{phone}。",
        "quote_sms": "你好，想确认一下你收到报价了吗？", "number_of": "{ref}的电话",
        "intro_save_sms": "你好，我是{company}的{name}，存一下我的号码！",
        "intro_save_vm": "你好，我是{company}的{name}，请回拨这个号码。",
        "new_number_today": "从今天起换新号了——请用这个号码，旧号不用了。",
        "allowance": "零花钱", "birthday_gift": "生日礼物",
        "new_account_sms": "我换银行了——以后请转到我的新账号{account}。",
        "account_key": "账号",
        "owe_sms": "{item}你还欠我{amount}。",
        "owe_note": "{first}垫付了{item}{amount}，要还。", "iou_title": "欠款",
        "pay_sms": "嘿，{item}一共{amount}，方便时转我。",
        "repayment": "还款",
        "how_mode": "从{home}坐{mode}", "how_leave": "从{home}出发",
        "plan_sms": "去{city}：{rel}{time}{how}就行。",
        "whose_me": "我", "whose_us": "我们", "whose_role": "{role}",
        "change_sms": "{city}行程有变：改坐{time}的{mode}。", "change_key": "有变",
        "team_trip": "{city}团队出行",
        "purpose_title": "{city}{purpose}",
        "stay_sms": "我{rel_in}到{rel_out}在{city}，请帮我订{hotel}。",
        "back_title": "从{city}返回", "back_key": "返回",
        "tips_title": "{city}攻略", "tips_note": "住{hotel}，离办公室近。",
        "tips_sms": "在{city}我一直住{hotel}，很方便。",
        "visit": "{city}考察",
        "alarm_rule_title": "闹钟规则", "alarm_rule": "任何{what}前{lead}响闹钟。",
        "what_call": "通话", "what_appointment": "预约",
        "wake_title": "起床", "wake_note": "有{kind}的日子我{time}起床。",
        "call_with": "与{first}通话", "online": "线上",
        "moved_sms": "您明天的{event}改到{time}。",
        "where": "在{room}",
        "meet_sms": "{rel}{start}-{end}{where}讨论一下{topic}可以吗？",
        "instead_sms": "抱歉，{topic}得改到同一天{start}-{end}。",
        "instead_key": "改到",
        "trip": "{city}之行",
        "bring_sms": "{{event}}别忘了带{item}！",
        "packing_title": "打包", "packing_note": "出行前一晚21:00收拾行李。",
        "pack_content": "收拾{items}",
        "chore_sms": "你能{rel}{by}{chore}吗？", "by": "{time}前",
        "update_sms": "更新一下：{rel}也可以，时间不变。", "update_key": "更新",
        "todo_title": "待办",
        "session_with": "与{first}的面谈",
        "sched_date_sms": "您的{event}在{rel}。",
        "sched_time_vm": "关于您的{event}：时间是{start}到{end}。",
        "sched_place_note": "{event}在{venue}。",
        "sched_sms": "您的{event}在{rel}{start}-{end}，地点{venue}。",
        "resched_sms": "改期通知：您的{event}改到{rel}，时间地点不变。",
        "resched_key": "改期",
        "other_call_note": "和{first}只打语音电话。",
        "other_account_note": "{name}以前负责老账户。",
        "other_ask_note": "问问{first}{topic}的事。",
    },
    values={
        "read": "已读", "sent": "已发送", "booked": "已预订", "cancelled": "已取消",
        "completed": "已完成", "finished": "已结束", "scheduled": "已安排", "on": "开启",
        "off": "关闭", "never": "不重复", "weekly": "每周", "monthly": "每月",
        "10 minutes before": "10分钟前", "30 minutes before": "30分钟前",
        "1 hour before": "1小时前", "1 day before": "1天前",
        "car": "汽车", "train": "火车", "plane": "飞机",
        "friend": "朋友", "colleague": "同事", "supplier": "供应商", "neighbour": "邻居",
        "service": "服务商", "travel agent": "旅行顾问", "child": "子女",
    },
    lists={
        "join_say": ("{event}算我一个。", "我会去{event}，到时见。", "确认参加{event}。"),
        "contact_say": ("很高兴在{event}上认识你！这是我的手机号。", "你好，我们在{event}上聊过，打这个号码找我。"),
        "meeting_say": ("请把我加到{event}会议里。", "我也想参加{event}会议。"),
        "directions": ("北", "南", "东", "西"),
        "leads": ("15分钟", "30分钟", "1小时", "90分钟", "2小时"),
        "classes": ("瑜伽课", "游泳课", "语言课", "舞蹈课", "美术课", "陶艺课", "网球课", "吉他课"),
        "alarm_names": ("早晨", "健身", "接孩子", "吃药"),
        "other_note_titles": ("通话", "联系人", "备忘"),
        "filler_alarms": ("起床", "锻炼", "午睡"),
    },
    phrases={"train": ZH_PHRASES_TRAIN, "test": ZH_PHRASES_TEST},
    noise_min_length=5, list_separator="、", and_word="和", intent_joiner="，再",
    sentence_end="。",
)

LANGUAGES: dict[str, Language] = {"en": EN, "zh": ZH}
