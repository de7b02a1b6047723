"""Calls & Communication (15 tools): contacts, calls, SMS, email and harassment interception.

Recipients may be given as a number or as a contact's name or nickname (resolved against
``pa_contacts``; several matches are refused with their ids). The call in progress is the setting
``calls.active``; blocked numbers are ``calls.blocked``.
"""

from __future__ import annotations

import re
from functools import lru_cache

from pydantic import Field

from mobile_env.state import PhoneState
from mobile_env.tools.formats import Phone, as_phone, enum
from mobile_env.tools.mobilepa.apps_storage import online
from mobile_env.tools.mobilepa.families import (NoArgs, Payload, Records, Setting, add_tool,
                                                contains, delete_tool, done, fail, list_tool, put,
                                                setting, setting_tools, update_tool)
from mobile_env.tools.registry import ToolArgs, ToolContext, register

DOMAIN = "calls_communication"
CONTACTS = Records("pa_contacts", "contact", "contact", lookup=("name", "nickname"))
MESSAGES = Records("pa_messages", "message", "message", title="text", lookup=())
CALLS = Records("pa_calls", "call", "call", title="number", lookup=())
EMAIL = r"^[^@\s]+@[^@\s]+\.[^@\s]+$"

SETTINGS = setting_tools(DOMAIN, (
    Setting("set_harassment_filter", "calls.harassment_filter", "Harassment interception",
            "Turn interception of spam and harassment calls and messages on or off."),
))


@lru_cache(maxsize=1024)
def digits(number: str) -> str:
    """The digits of ``number``, remembered: a filter compares the same query's digits with
    every record's."""
    return re.sub(r"\D", "", number)


def recipient(state: PhoneState, ref: str) -> tuple[str, str]:
    """(name, number) of a recipient given as a phone number or a contact name / nickname."""
    number = as_phone(ref)
    if number is None:
        contact = CONTACTS.get(state, ref)
        return contact["name"], contact["phone"]
    known = next((c for c in state.table("pa_contacts") if digits(c["phone"]) == digits(number)),
                 None)
    return (known["name"] if known else ""), number


def _radio_on(state: PhoneState) -> None:
    if state.settings.get("network.airplane_mode"):
        fail("airplane mode is on: turn it off with set_airplane_mode first")


class ContactArgs(ToolArgs):
    name: str = Field(min_length=1, max_length=100, description=(
        "The contact's name: a person's name, a company or a service organisation."))
    phone: Phone = Field(description="The contact's phone number.")
    email: str = Field(default="", pattern=r"^$|" + EMAIL,
                       description="Email address; default none.")
    company: str = Field(default="", max_length=100, description="Company; default none.")
    nickname: str = Field(default="", max_length=100,
                          description="Nickname or role, e.g. 'secretary'; default none.")


add_tool(DOMAIN, CONTACTS, "add_contact",
         "Add a contact to the phone's address book with a name and phone number.",
         ContactArgs, lambda s, a, c: {**a.model_dump(), "created_at": s.now},
         unique=("name", "phone"))


class ContactQuery(ToolArgs):
    query: str = Field(min_length=1,
                       description="Text to find in name, nickname, phone, email or company.")


list_tool(DOMAIN, CONTACTS, "find_contact",
          "Look up contacts by name, nickname, number, email or company.",
          ContactQuery, lambda r,
          a: contains(a.query, r["name"], r["nickname"], r["phone"], r["email"], r["company"])
          or (bool(digits(a.query)) and digits(a.query) in digits(r["phone"])),
          permission="contacts:contacts")


class ContactUpdate(ToolArgs):
    contact: str = Field(min_length=1, description="Id, exact name or nickname of the contact.")
    name: str | None = Field(default=None, min_length=1, description="New name.")
    phone: Phone | None = Field(default=None, description="New phone number.")
    email: str | None = Field(default=None, pattern=r"^$|" + EMAIL,
                              description="New email address.")
    company: str | None = Field(default=None, description="New company.")
    nickname: str | None = Field(default=None, description="New nickname.")


update_tool(DOMAIN, CONTACTS, "update_contact",
            "Change a contact's details (only the fields given).", ContactUpdate)
delete_tool(DOMAIN, CONTACTS, "delete_contact", "Delete a contact from the address book.")


class CallArgs(ToolArgs):
    recipient: str = Field(min_length=1,
                           description="Phone number, or a contact's name or nickname.")
    type: enum(("voice", "video")) = Field(default="voice", description="voice or video; default voice.")  # type: ignore[valid-type]


@register("make_call", kind="execute", domain=DOMAIN, args=CallArgs,
          description="Call a number or a contact (voice or video).", permission="phone:phone")
def make_call(state: PhoneState, a: CallArgs, ctx: ToolContext) -> Payload:
    _radio_on(state)
    if state.settings.get("calls.active"):
        fail("a call is already in progress: hang up with end_call first")
    name, number = recipient(state, a.recipient)
    if any(digits(b) == digits(number) for b in setting(state, "calls.blocked")):
        fail(f"{number} is blocked: unblock it with unblock_number first")
    call = state.insert("pa_calls",
                        {"number": number, "name": name, "direction": "outgoing", "type": a.type,
                                     "time": state.now, "duration_s": 0})
    put(state, "calls.active", call["id"])
    return done(f"Calling {name or number} ({a.type})", **call)


@register("end_call", kind="execute", domain=DOMAIN, args=NoArgs,
          description="Hang up the call in progress.")
def end_call(state: PhoneState, a: NoArgs, ctx: ToolContext) -> Payload:
    active = state.settings.get("calls.active", "")
    if not active:
        fail("there is no call in progress")
    call = CALLS.get(state, active)
    put(state, "calls.active", "")
    return done(f"Call with {call['name'] or call['number']} ended", **call)


class CallQuery(ToolArgs):
    missed_only: bool = Field(default=False, description="Only missed calls; default false.")


list_tool(DOMAIN, CALLS, "list_call_history", "List recent calls (incoming, outgoing, missed).",
          CallQuery,
          lambda r, a: not a.missed_only or r["direction"] == "missed")


class SmsArgs(ToolArgs):
    recipient: str = Field(min_length=1,
                           description="Phone number, or a contact's name or nickname.")
    text: str = Field(min_length=1, max_length=1000, description="Message text.")


@register("send_sms", kind="execute", domain=DOMAIN, args=SmsArgs,
          description="Send a text message (SMS) to a number or a contact.",
          permission="messages:sms")
def send_sms(state: PhoneState, a: SmsArgs, ctx: ToolContext) -> Payload:
    _radio_on(state)
    name, number = recipient(state, a.recipient)
    message = state.insert("pa_messages", {"number": number, "name": name, "direction": "outgoing",
                                           "text": a.text, "time": state.now, "read": True})
    return done(f"Message sent to {name or number}", **message)


class MessageQuery(ToolArgs):
    contact: str | None = Field(default=None,
                                description="Only messages with this name or number; omit for all.")
    unread_only: bool = Field(default=False, description="Only unread messages; default false.")


list_tool(DOMAIN, MESSAGES, "list_messages",
          "List text messages, optionally with one contact or only unread.",
          MessageQuery, lambda r,
          a: contains(a.contact, r["name"], r["number"]) and not (a.unread_only and r["read"]))
delete_tool(DOMAIN, MESSAGES, "delete_message", "Delete one text message.")


class EmailArgs(ToolArgs):
    to: str = Field(pattern=EMAIL, description="Recipient email address.")
    subject: str = Field(min_length=1, max_length=200, description="Subject line.")
    body: str = Field(default="", max_length=4000, description="Body text.")


@register("send_email", kind="execute", domain=DOMAIN, args=EmailArgs,
          description="Send an email (needs an internet connection).")
def send_email(state: PhoneState, a: EmailArgs, ctx: ToolContext) -> Payload:
    online(state)
    email = state.insert("pa_emails", {"folder": "sent", "sender": "me@example.com", "to": a.to,
                                       "subject": a.subject, "body": a.body, "time": state.now,
                                       "read": True})
    return done(f"Email '{a.subject}' sent to {a.to}", **email)


class EmailQuery(ToolArgs):
    folder: enum(("inbox", "sent", "all")) = Field(default="inbox", description="inbox, sent or all; default inbox.")  # type: ignore[valid-type]
    unread_only: bool = Field(default=False, description="Only unread emails; default false.")


list_tool(DOMAIN, Records("pa_emails", "email", "email", title="subject"), "list_emails",
          "List emails in a folder.",
          EmailQuery, lambda r,
          a: a.folder in ("all", r["folder"]) and not (a.unread_only and r["read"]))


class NumberArgs(ToolArgs):
    number: str = Field(min_length=1, description="Phone number, or a contact's name or nickname.")


@register("block_number", kind="execute", domain=DOMAIN, args=NumberArgs,
          description="Block calls and messages from a number.")
def block_number(state: PhoneState, a: NumberArgs, ctx: ToolContext) -> Payload:
    name, number = recipient(state, a.number)
    blocked = setting(state, "calls.blocked")
    if any(digits(b) == digits(number) for b in blocked):
        fail(f"{number} is already blocked")
    put(state, "calls.blocked", (*blocked, number))
    return done(f"Blocked {name or number}", blocked=state.settings["calls.blocked"])


@register("unblock_number", kind="execute", domain=DOMAIN, args=NumberArgs,
          description="Unblock a blocked number.")
def unblock_number(state: PhoneState, a: NumberArgs, ctx: ToolContext) -> Payload:
    name, number = recipient(state, a.number)
    blocked = setting(state, "calls.blocked")
    kept = tuple(b for b in blocked if digits(b) != digits(number))
    if len(kept) == len(blocked):
        fail(f"{number} is not blocked (blocked: {', '.join(blocked) or 'none'})")
    put(state, "calls.blocked", kept)
    return done(f"Unblocked {name or number}", blocked=kept)

