"""SPIEval's 10 execution tools (paper Figure 11), with the paper's names, parameters and enums.

Parameter names, types, required lists and defaults follow Figure 11 exactly. Chinese enum
values get English equivalents; the paper's Chinese values are accepted as aliases. Each tool
writes one record to the app table the paper's operation category belongs to and returns it,
and carries Figure 11's Chinese text (``zh``). Free-text defaults ("No subject") are stored in
English; their Chinese spellings from Figure 11's descriptions ("无主题", "无", "闹钟") are
accepted as the default, and :data:`ZH_WORDS` gives a Chinese episode the words back.
"""

from __future__ import annotations

from typing import Annotated, Any

from pydantic import BeforeValidator, Field, model_validator

from mobile_env.state import PhoneState, Record
from mobile_env.tools.formats import Date, DepartureTime, Phone, TimeHM, TimeHMS, enum
from mobile_env.tools.registry import MAX_ARG_ITEMS, ToolArgs, ToolContext, ToolText, register

DOMAIN = "spieval"

_REMIND_ALIASES = {"准时": "on time", "10分钟前": "10 minutes before", "30分钟前": "30 minutes before",
                   "1小时前": "1 hour before", "1天前": "1 day before", "1周前": "1 week before"}
_REPEAT_ALIASES = {"不重复": "never", "每天": "daily", "每周": "weekly", "每两周": "biweekly",
                   "每月": "monthly", "每年": "yearly"}
_TRANSPORT_ALIASES = {"汽车": "car", "火车": "train", "飞机": "plane"}
#: Free-text defaults in the paper's Chinese (Figure 11's descriptions): given, they are the
#: default, as the Chinese enum values are their English ones.
_DEFAULT_ALIASES = {"无主题": "No subject", "无": "None", "闹钟": "Alarm"}
#: Canonical word -> the paper's Chinese, for what the tools write back (a Chinese episode shows
#: it in Chinese): the enum values, the defaults, and the statuses of created records.
ZH_WORDS: dict[str, str] = {
    **{en: zh for zh, en in {**_REMIND_ALIASES, **_REPEAT_ALIASES, **_TRANSPORT_ALIASES,
                             **_DEFAULT_ALIASES}.items()},
    "To-do": "待办", "booked": "已预订", "sent": "已发送", "scheduled": "已安排", "on": "开启",
    "dialled": "已拨出"}

REMIND = enum(("on time", "10 minutes before", "30 minutes before", "1 hour before",
               "1 day before", "1 week before"), _REMIND_ALIASES)
MEETING_REPEAT = enum(("never", "daily", "weekly", "biweekly"),
                      {k: v for k, v in _REPEAT_ALIASES.items() if v in ("never", "daily",
                                                                        "weekly", "biweekly")})
SCHEDULE_REPEAT = enum(("never", "daily", "weekly", "monthly", "yearly"),
                       {k: v for k, v in _REPEAT_ALIASES.items() if v != "biweekly"})
TRANSPORT_TYPE = enum(("car", "train", "plane"), _TRANSPORT_ALIASES)
#: A free-text parameter with a default: the paper's Chinese spelling of the default is it.
DefaultText = Annotated[str, BeforeValidator(
    lambda v: _DEFAULT_ALIASES.get(v.strip(), v) if isinstance(v, str) else v)]
CALL_TYPE = enum(("VOICE", "VIDEO"))
WEEKDAY = enum((1, 2, 3, 4, 5, 6, 7, 0))
RING_MINUTES = enum((1, 3, 5, 10))
RING_COUNT = enum((1, 3, 5, 10))
RING_INTERVAL = enum((5, 10, 15, 20, 25, 30))
_DAY_NAMES = ("Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun")

_DATE_DOC = "Date in Y-M-D format (e.g. '2025-05-20')."
_HMS_DOC = "Time in H:M:S format (e.g. '14:30:00' is 2:30 pm)."
_DATE_ZH = "日期格式为Y-M-D（例如：'2025-05-20'表示2025年5月20日）"
_TIME_ZH = "时间格式为H:M:S（例如：'14:30:00'表示下午2点30分）"
_REMIND_ZH = ["准时", "10分钟前", "30分钟前", "1小时前", "1天前", "1周前"]


def _names(description: str) -> Any:
    return Field(description=description, min_length=1, max_length=MAX_ARG_ITEMS)


def _today(state: PhoneState) -> tuple[str, str]:
    date, _, time = state.now.partition(" ")
    return date, time


class AccommodationArgs(ToolArgs):
    dateCheckIn: Date = Field(description="Check-in date, " + _DATE_DOC)
    dateCheckOut: Date = Field(description="Check-out date, " + _DATE_DOC)
    location: str = Field(description="Where to stay (hotel).")
    roomType: str | None = Field(default=None, description="Room type.")
    num: int = Field(default=1, ge=1, le=99, description="Number of rooms; default 1.")
    people: list[str] = _names("Names of the guests.")
    telephone: Phone = Field(description="Contact phone number.")

    @model_validator(mode="after")
    def _order(self) -> AccommodationArgs:
        if self.dateCheckOut <= self.dateCheckIn:
            raise ValueError("dateCheckOut must be after dateCheckIn")
        return self


@register("Accommodation_Create", kind="execute", domain=DOMAIN, args=AccommodationArgs,
          description="Book accommodation (a hotel stay).",
          zh=ToolText("创建一个住宿信息。", {
              "dateCheckIn": f"入住日期，{_DATE_ZH}。", "dateCheckOut": f"退宿日期，{_DATE_ZH}。",
              "location": "住宿地点。", "roomType": "房间类型。", "num": "房间数量，默认为1。",
              "people": "入住人。", "telephone": "联系电话。"},
              items={"people": "入住人姓名。"}))
def accommodation_create(state: PhoneState, a: AccommodationArgs, ctx: ToolContext) -> Record:
    return state.insert("accommodation", {
        "hotel": a.location, "check_in_date": a.dateCheckIn, "check_out_date": a.dateCheckOut,
        "room_type": a.roomType or "", "quantity": a.num, "contact": list(a.people),
        "contact_number": a.telephone, "cost": "", "status": "booked"})


class AlarmArgs(ToolArgs):
    time: TimeHMS = Field(description="Time of day the alarm rings (no date), H:M:S, e.g. "
                                      "'14:30:00'.")
    repeatDayOfWeek: list[WEEKDAY] = Field(  # type: ignore[valid-type]
        default=[0], max_length=8,
        description="Days to repeat on: 1-7 are Monday-Sunday, 0 means no repeat; default no "
                    "repeat.")
    name: DefaultText = Field(default="Alarm", description="Alarm name; default 'Alarm'.")
    alarmDuration: RING_MINUTES = Field(default=3, description="Ring duration in minutes (1, 3, 5, 10); default 3.")  # type: ignore[valid-type]
    alarmCount: RING_COUNT = Field(default=1, description="Times to repeat ringing (1, 3, 5, 10); default 1.")  # type: ignore[valid-type]
    alarmInterval: RING_INTERVAL = Field(default=5, description="Minutes between rings (5-30 in steps of 5); default 5.")  # type: ignore[valid-type]

    @model_validator(mode="after")
    def _days(self) -> AlarmArgs:
        if 0 in self.repeatDayOfWeek and len(set(self.repeatDayOfWeek)) > 1:
            raise ValueError("repeatDayOfWeek: 0 (no repeat) cannot be combined with weekdays 1-7")
        return self


@register("Clock_CreateAlarm", kind="execute", domain=DOMAIN, args=AlarmArgs,
          description="Create an alarm: trigger time, repeat rule and ringing options.",
          zh=ToolText("创建闹钟，支持设置闹钟的触发时间、重复规则等属性", {
              "time": "闹钟触发的具体时间（24小时内的时间，不包含日期），格式为H:M:S（例如："
                      "'14:30:00'表示下午2点30分）。",
              "repeatDayOfWeek": "重复规则，类型为数组，用于指定闹钟在哪天重复触发。数字1到7分别表示"
                                 "每个星期一到星期日重复，数字0表示不重复。默认不重复。",
              "name": "闹钟名称，默认为\"闹钟\"。",
              "alarmDuration": "响铃时长（分钟），可以是1分钟，3分钟，5分钟，10分钟。默认为3分钟。",
              "alarmCount": "重复响铃次数，可以是1次，3次，5次，10次。默认为1次。",
              "alarmInterval": "响铃间隔（分钟），可以是5-30分钟。默认为5分钟。"},
              items={"repeatDayOfWeek": "重复规则。数字1到7分别表示星期一到星期日，数字0表示不重复。"}))
def clock_create_alarm(state: PhoneState, a: AlarmArgs, ctx: ToolContext) -> Record:
    days = sorted(set(a.repeatDayOfWeek))
    repeat = "never" if days == [0] else ", ".join(_DAY_NAMES[d - 1] for d in days)
    return state.insert("alarm", {
        "time": a.time, "repeat": repeat, "alarm_name": a.name, "ring_duration": a.alarmDuration,
        "repeat_count": a.alarmCount, "ring_interval": a.alarmInterval, "status": "on"})


class ContactArgs(ToolArgs):
    name: str = Field(min_length=1, description="Contact's name.")
    telephone: Phone = Field(description="Contact's phone number.")
    company: str | None = Field(default=None, description="Company name.")
    email: str | None = Field(default=None, description="Email address.")
    address: str | None = Field(default=None, description="Address.")
    birthday: str | None = Field(default=None, description="Birthday.")
    identifyCard: str | None = Field(default=None, description="ID card number.")
    relationship: str | None = Field(default=None, description="Relationship to the user.")
    note: str | None = Field(default=None, description="Note about the contact.")


@register("Contacts_Create", kind="execute", domain=DOMAIN, args=ContactArgs,
          description="Create a new contact and save it to the phone's address book.",
          zh=ToolText("新建一个联系人，并保存到手机通讯录中。", {
              "name": "联系人的姓名。", "telephone": "联系人的电话号码。", "company": "联系人的公司名称。",
              "email": "联系人的电子邮件地址。", "address": "联系人的地址。", "birthday": "联系人的生日。",
              "identifyCard": "联系人的身份证号码。", "relationship": "联系人与本人的关系。",
              "note": "为联系人添加的备注信息。"}))
def contacts_create(state: PhoneState, a: ContactArgs, ctx: ToolContext) -> Record:
    return state.insert("contacts", {
        "name": a.name, "phone_number": a.telephone, "company": a.company or "",
        "email": a.email or "", "address": a.address or "", "birthday": a.birthday or "",
        "id_number": a.identifyCard or "", "relationship": a.relationship or "",
        "note": a.note or ""})


def _not_before(start: tuple[str, str], end: tuple[str, str]) -> None:
    if end < start:
        raise ValueError("the end must not be before the start")


class MeetingArgs(ToolArgs):
    dateStart: Date = Field(description="Meeting start date, " + _DATE_DOC)
    dateEnd: Date = Field(description="Meeting end date, " + _DATE_DOC)
    timeStart: TimeHMS = Field(description="Meeting start time, " + _HMS_DOC)
    timeEnd: TimeHMS = Field(description="Meeting end time, " + _HMS_DOC)
    timeRemind: REMIND = Field(default="10 minutes before", description="When to remind; default 10 minutes before.")  # type: ignore[valid-type]
    title: DefaultText = Field(default="No subject",
                               description="Meeting subject; default 'No subject'.")
    repeat: MEETING_REPEAT = Field(default="never", description="Repeat rule; default never.")  # type: ignore[valid-type]
    location: list[str] = Field(default_factory=list, max_length=MAX_ARG_ITEMS,
                                description="Meeting location(s); default none.")
    participants: list[str] = Field(default_factory=list, max_length=MAX_ARG_ITEMS, description=(
        "Participants other than the user (the user is always included); nicknames allowed."))

    @model_validator(mode="after")
    def _order(self) -> MeetingArgs:
        _not_before((self.dateStart, self.timeStart), (self.dateEnd, self.timeEnd))
        return self


@register("Meeting_Create", kind="execute", domain=DOMAIN, args=MeetingArgs,
          description="Book a meeting: time, place, participants and subject.",
          zh=ToolText("预订会议，支持设置时间、地点、参与人、会议主题等信息", {
              "dateStart": f"会议的开始日期，{_DATE_ZH}", "dateEnd": f"会议的结束日期，{_DATE_ZH}",
              "timeStart": f"会议的开始时间，{_TIME_ZH}", "timeEnd": f"会议的结束时间，{_TIME_ZH}",
              "timeRemind": "会议提醒的时间。默认为10分钟前。", "title": "会议的主题。默认为\"无主题\"。",
              "repeat": "会议重复规则。默认为不重复。", "location": "会议的地点。",
              "participants": "会议的参与者，默认已包含自己，只需要填写其他仍需加入的用户即可。"},
              items={"location": "地点名称。默认为\"无\"。",
                     "participants": "会议除自己外的参与者姓名，可以是昵称。"},
              enums={"timeRemind": _REMIND_ZH, "repeat": ["不重复", "每天", "每周", "每两周"]}))
def meeting_create(state: PhoneState, a: MeetingArgs, ctx: ToolContext) -> Record:
    number = 800_000_000 + state.counters.get("meeting", 0) + 1
    return state.insert("meeting", {
        "title": a.title, "start_date": a.dateStart, "end_date": a.dateEnd,
        "start_time": a.timeStart, "end_time": a.timeEnd, "reminder": a.timeRemind,
        "repeat": a.repeat, "participants": list(a.participants), "meeting_id": str(number),
        "location": list(a.location), "meeting_minutes": "", "status": "scheduled"})


class TodoArgs(ToolArgs):
    content: str = Field(min_length=1, description="What the to-do item is.")
    date: Date = Field(description="Date of the to-do item, " + _DATE_DOC)
    time: TimeHM = Field(description="Start time of the to-do item in H:M format (e.g. '14:30').")


@register("TodoList_Create", kind="execute", domain=DOMAIN, args=TodoArgs,
          description="Create a new to-do item (saved in the notes app).",
          zh=ToolText("新建一个待办事项。", {
              "content": "待办事项的内容。", "date": f"待办事项的具体日期，{_DATE_ZH}",
              "time": "待办事项的开始时间，时间格式为H:M（例如：'14:30'表示下午2点30分）"}))
def todolist_create(state: PhoneState, a: TodoArgs, ctx: ToolContext) -> Record:
    return state.insert("notes", {"title": "To-do", "content": a.content,
                                  "creation_date": a.date, "creation_time": a.time})


class ScheduleArgs(ToolArgs):
    date: Date = Field(description="Date of the event, " + _DATE_DOC)
    title: DefaultText = Field(default="No subject",
                               description="Event title; default 'No subject'.")
    timeStart: TimeHMS = Field(description="Start time, " + _HMS_DOC)
    timeEnd: TimeHMS = Field(description="End time, " + _HMS_DOC)
    timeRemind: REMIND = Field(default="10 minutes before", description="When to remind; default 10 minutes before.")  # type: ignore[valid-type]
    repeat: SCHEDULE_REPEAT = Field(default="never", description="Repeat rule; default never.")  # type: ignore[valid-type]
    location: DefaultText = Field(default="None", description="Where; default 'None'.")

    @model_validator(mode="after")
    def _order(self) -> ScheduleArgs:
        _not_before(("", self.timeStart), ("", self.timeEnd))
        return self


@register("Schedule_Create", kind="execute", domain=DOMAIN, args=ScheduleArgs,
          description="Create a new calendar event.",
          zh=ToolText("新建一个日程。", {
              "date": f"日程触发的具体日期，{_DATE_ZH}",
              "title": "日程的标题，用于标识日程的主题。默认为\"无主题\"。",
              "timeStart": f"日程开始的具体时间，{_TIME_ZH}", "timeEnd": f"日程结束的具体时间，{_TIME_ZH}",
              "timeRemind": "日程提醒的时间。默认为10分钟前。", "repeat": "日程重复规则。默认为不重复。",
              "location": "日程的地点。默认为\"无\"。"},
              enums={"timeRemind": _REMIND_ZH, "repeat": ["不重复", "每天", "每周", "每月", "每年"]}))
def schedule_create(state: PhoneState, a: ScheduleArgs, ctx: ToolContext) -> Record:
    return state.insert("schedule", {
        "title": a.title, "date": a.date, "start_time": a.timeStart, "end_time": a.timeEnd,
        "reminder": a.timeRemind, "repeat": a.repeat, "location": a.location})


class MessageArgs(ToolArgs):
    telephone: Phone = Field(description="Phone number to send the SMS to.")
    text: str = Field(min_length=1, description="Message text (plain text only).")
    attach: list[str] = Field(default_factory=list, max_length=10,
                              description="File paths of attachments, at most 10.")


@register("Messages_Send", kind="execute", domain=DOMAIN, args=MessageArgs,
          description="Send an SMS, with text and optional attachments, to a phone number.",
          zh=ToolText("向某个电话号码发送短信，包括正文和附件。", {
              "telephone": "需要接受短信的电话号码。", "text": "需要发送的短信正文，仅支持文本信息。",
              "attach": "需要发送的短信附件，通过指定文件路径发送，最多支持同时发送10个附件。"},
              items={"attach": "文件路径。"}))
def messages_send(state: PhoneState, a: MessageArgs, ctx: ToolContext) -> Record:
    date, time = _today(state)
    return state.insert("sms", {
        "sender_name": ctx.profile.name, "sender_phone": ctx.profile.phone, "recipient_name": "",
        "recipient_phone": a.telephone, "date": date, "time": time, "content": a.text,
        "attachment": list(a.attach), "status": "sent"})


class PaymentArgs(ToolArgs):
    item: str = Field(min_length=1, description="What the payment is for, e.g. transfer, shopping.")
    amount: float = Field(gt=0, le=10_000_000, description="Amount, with at most two decimals.")
    receivingName: str = Field(min_length=1, description="Who receives the payment.")
    receivingAccount: str = Field(min_length=1, description="Receiving account number.")
    note: str | None = Field(default=None, description="Note.")

    @model_validator(mode="after")
    def _cents(self) -> PaymentArgs:
        if round(self.amount, 2) != self.amount:
            raise ValueError(f"amount must have at most two decimals (got {self.amount})")
        return self


@register("Consumption_Create", kind="execute", domain=DOMAIN, args=PaymentArgs,
          description="Pay someone.",
          zh=ToolText("向他人付款。", {
              "item": "付款条目，如转账、购物等。", "amount": "交易金额，精确到小数点后两位。",
              "receivingName": "收款人。", "receivingAccount": "收款账户。", "note": "备注。"}))
def consumption_create(state: PhoneState, a: PaymentArgs, ctx: ToolContext) -> Record:
    date, time = _today(state)
    return state.insert("transaction", {
        "item": a.item, "amount": a.amount, "date": date, "time": time,
        "payer": ctx.profile.name, "payer_account": ctx.profile.payment_account,
        "payee": a.receivingName, "payee_account": a.receivingAccount, "note": a.note or ""})


class TransportArgs(ToolArgs):
    date: Date = Field(description="Departure date, " + _DATE_DOC)
    time: DepartureTime = Field(description="Departure time, " + _HMS_DOC + " Use 'now' to leave now.")
    start: str = Field(min_length=1, description="Where to depart from; 'current' for the current "
                                                 "location (taxis).")
    end: str = Field(min_length=1, description="Destination.")
    passenger: list[str] = _names("Names of the passengers.")
    telephone: Phone = Field(description="Passenger contact phone number.")
    transportType: TRANSPORT_TYPE = Field(description="Mode of transport.")  # type: ignore[valid-type]


@register("Transport_Create", kind="execute", domain=DOMAIN, args=TransportArgs,
          description="Book transport (car, train or plane).",
          zh=ToolText("创建一个交通信息。", {
              "date": f"出发日期，{_DATE_ZH}。", "time": f"出发时间，{_TIME_ZH}。如果是现在出发，可以输入'now'。",
              "start": "出发地。打车时如果是当前位置，可以输入'current'。", "end": "目的地。",
              "passenger": "乘车人。", "telephone": "乘车人联系电话。", "transportType": "交通方式。"},
              items={"passenger": "乘车人姓名。"},
              enums={"transportType": ["汽车", "火车", "飞机"]}))
def transport_create(state: PhoneState, a: TransportArgs, ctx: ToolContext) -> Record:
    return state.insert("transport", {
        "date": a.date, "departure_time": a.time, "estimated_arrival_time": "",
        "origin": a.start, "destination": a.end, "mode": a.transportType,
        "contact": list(a.passenger), "contact_number": a.telephone, "estimated_cost": "",
        "status": "booked"})


class CallArgs(ToolArgs):
    telephone: Phone = Field(description="Phone number to call.")
    type: CALL_TYPE = Field(default="VOICE", description="VOICE (voice call) or VIDEO (video call); default VOICE.")  # type: ignore[valid-type]


@register("Phone_Call", kind="execute", domain=DOMAIN, args=CallArgs,
          description="Call a phone number, as a voice call or a video call.",
          zh=ToolText("给某个电话号码打电话，支持语音电话和视频电话两种类型。", {
              "telephone": "需要拨打的电话号码。",
              "type": "电话类型，枚举值：- VOICE 语音电话 - VIDEO视频电话，默认为VOICE"}))
def phone_call(state: PhoneState, a: CallArgs, ctx: ToolContext) -> Record:
    date, time = _today(state)
    return state.insert("call_log", {"telephone": a.telephone, "type": a.type, "date": date,
                                     "time": time, "status": "dialled"})

