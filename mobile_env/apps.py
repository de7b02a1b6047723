"""The ten SPIEval apps (paper Table 4) and their field names in English and Chinese.

Records use the snake_case English keys below. A search ``field`` argument may name a field by
that key, by its English label from Table 4, or by the Chinese label of the paper's tool
descriptions (Figure 10); :func:`resolve_field` maps all three to the key.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from types import MappingProxyType
from typing import Mapping


@dataclass(frozen=True, slots=True)
class Field:
    key: str
    label: str
    label_zh: str
    required: bool = True


@dataclass(frozen=True, slots=True)
class App:
    """One searchable app: its table name, the id prefix of its records and its fields."""

    name: str
    label: str
    label_zh: str
    fields: tuple[Field, ...]
    #: The field keys in order, computed once: every search asks for them.
    keys: tuple[str, ...] = field(init=False)

    def __post_init__(self) -> None:
        object.__setattr__(self, "keys", tuple(f.key for f in self.fields))


def _f(key: str, label: str, label_zh: str, required: bool = True) -> Field:
    return Field(key, label, label_zh, required)


SPIEVAL_APPS: tuple[App, ...] = (
    App("accommodation", "Accommodation", "住宿", (
        _f("hotel", "Hotel", "住宿地点"),
        _f("check_in_date", "Check-in Date", "入住日期"),
        _f("check_out_date", "Check-out Date", "退宿日期"),
        _f("room_type", "Room Type", "房型"),
        _f("quantity", "Quantity", "数量"),
        _f("contact", "Contact", "联系人"),
        _f("contact_number", "Contact Number", "联系方式"),
        _f("cost", "Cost", "费用"),
        _f("status", "Status", "状态"),
    )),
    App("alarm", "Alarm", "闹钟", (
        _f("time", "Time", "时间"),
        _f("repeat", "Repeat", "重复"),
        _f("alarm_name", "Alarm Name", "闹钟名"),
        _f("ring_duration", "Ring Duration", "响铃时长（分钟）"),
        _f("repeat_count", "Repeat Count", "重复响铃次数"),
        _f("ring_interval", "Ring Interval", "响铃间隔时间（分钟）"),
        _f("status", "Status", "状态"),
    )),
    App("contacts", "Contacts", "通讯录", (
        _f("name", "Name", "姓名"),
        _f("phone_number", "Phone Number", "电话号码"),
        _f("company", "Company", "公司", False),
        _f("email", "Email", "电子邮件", False),
        _f("address", "Address", "住址", False),
        _f("birthday", "Birthday", "生日", False),
        _f("id_number", "ID Number", "身份证号", False),
        _f("relationship", "Relationship", "与本人关系", False),
        _f("note", "Note", "备注", False),
    )),
    App("meeting", "Meeting", "会议", (
        _f("title", "Title", "标题"),
        _f("start_date", "Start Date", "开始日期"),
        _f("end_date", "End Date", "结束日期"),
        _f("start_time", "Start Time", "开始时间"),
        _f("end_time", "End Time", "结束时间"),
        _f("reminder", "Reminder", "提醒时间"),
        _f("repeat", "Repeat", "重复"),
        _f("participants", "Participants", "参会人"),
        _f("meeting_id", "Meeting ID", "会议号"),
        _f("location", "Location", "地点", False),
        _f("meeting_minutes", "Meeting Minutes", "会议纪要", False),
        _f("status", "Status", "状态", False),
    )),
    App("notes", "Notes", "便签", (
        _f("title", "Title", "标题", False),
        _f("content", "Content", "内容"),
        _f("creation_date", "Creation Date", "创建日期", False),
        _f("creation_time", "Creation Time", "创建时间", False),
    )),
    App("schedule", "Schedule", "日程", (
        _f("title", "Title", "标题"),
        _f("date", "Date", "日期"),
        _f("start_time", "Start Time", "开始时间"),
        _f("end_time", "End Time", "结束时间"),
        _f("reminder", "Reminder", "提醒时间"),
        _f("repeat", "Repeat", "重复"),
        _f("location", "Location", "地点", False),
    )),
    App("sms", "SMS", "短信", (
        _f("sender_name", "Sender Name", "发件人姓名", False),
        _f("sender_phone", "Sender Phone", "发件人电话号码", False),
        _f("recipient_name", "Recipient Name", "收件人姓名", False),
        _f("recipient_phone", "Recipient Phone", "收件人电话号码"),
        _f("date", "Date", "日期"),
        _f("time", "Time", "时间"),
        _f("content", "Content", "正文"),
        _f("attachment", "Attachment", "附件", False),
        _f("status", "Status", "状态"),
    )),
    App("transaction", "Transactions", "交易记录", (
        _f("item", "Item", "项目"),
        _f("amount", "Amount", "金额"),
        _f("date", "Date", "日期"),
        _f("time", "Time", "时间"),
        _f("payer", "Payer", "付款人"),
        _f("payer_account", "Payer Account", "付款账号"),
        _f("payee", "Payee", "收款人", False),
        _f("payee_account", "Payee Account", "收款账号"),
        _f("note", "Note", "备注", False),
    )),
    App("transport", "Transport", "交通", (
        _f("date", "Date", "日期"),
        _f("departure_time", "Departure Time", "出发时间"),
        _f("estimated_arrival_time", "Estimated Arrival Time", "（预计）到达时间"),
        _f("origin", "Origin", "出发地"),
        _f("destination", "Destination", "目的地"),
        _f("mode", "Mode", "交通方式"),
        _f("contact", "Contact", "联系人"),
        _f("contact_number", "Contact Number", "联系方式"),
        _f("estimated_cost", "Estimated Cost", "（预计）费用"),
        _f("status", "Status", "状态"),
    )),
    App("voicemail", "Voicemail", "语音留言", (
        _f("caller_name", "Caller Name", "来电姓名", False),
        _f("caller_number", "Caller Number", "来电号码"),
        _f("date", "Date", "日期"),
        _f("time", "Time", "时间"),
        _f("message_content", "Message Content", "留言内容"),
    )),
)

APPS: Mapping[str, App] = MappingProxyType({app.name: app for app in SPIEVAL_APPS})

_NORMALISE = re.compile(r"[\s_\-()（）]+")


def _norm(name: str) -> str:
    return _NORMALISE.sub("", name).casefold()


def _alias_table(app: App) -> dict[str, str]:
    table: dict[str, str] = {}
    for f in app.fields:
        for alias in (f.key, f.label, f.label_zh):
            table[_norm(alias)] = f.key
    return table


_ALIASES: dict[str, dict[str, str]] = {app.name: _alias_table(app) for app in SPIEVAL_APPS}


def resolve_field(app: str, name: str) -> str | None:
    """The record key that ``name`` denotes in ``app``, or None if the app has no such field."""
    return _ALIASES[app].get(_norm(name))


def field_names(app: str) -> list[str]:
    """The names a model may pass as ``field`` for ``app`` (English keys, for error messages)."""
    return list(APPS[app].keys)
