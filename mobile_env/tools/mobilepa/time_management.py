"""Time Management (16 tools): calendar, tasks, alarms, timers and automation rules.

All are record families over ``pa_calendar``, ``pa_tasks``, ``pa_alarms``, ``pa_timers`` and
``pa_automations``; a timer's end is computed from the task clock ``state.now``.
"""

from __future__ import annotations

import datetime as dt
from typing import Any

from pydantic import Field, model_validator

from mobile_env.state import PhoneState, Record
from mobile_env.tools.formats import Date, TimeHM, enum
from mobile_env.tools.mobilepa.families import (Payload, Records, add_tool, contains, delete_tool,
                                                done, fail, list_tool, replace, update_tool)
from mobile_env.tools.registry import ToolArgs, ToolContext, register

DOMAIN = "time_management"
EVENTS = Records("pa_calendar", "calendar event", "event", title="title", lookup=("title",))
TASKS = Records("pa_tasks", "task", "task", title="title", lookup=("title",))
ALARMS = Records("pa_alarms", "alarm", "alarm", title="label", lookup=("label", "time"))
TIMERS = Records("pa_timers", "timer", "timer", title="label", lookup=("label",))
RULES = Records("pa_automations", "automation rule", "rule")

REMINDER = enum((0, 5, 10, 15, 30, 60, 1440))
PRIORITY = enum(("low", "medium", "high"))
WEEKDAY = enum(("Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"))
TRIGGERS = ("time", "arrive_place", "leave_place", "bluetooth_connected", "battery_below",
            "wifi_connected")
ACTIONS = ("enable_dnd", "disable_dnd", "silent_mode", "ring_mode", "enable_power_saving",
           "turn_off_wifi", "turn_on_bluetooth", "play_music", "open_app")


def _times_in_order(state: PhoneState, event: Record) -> None:
    if event["end"] <= event["start"]:
        fail(f"an event must end after it starts (start {event['start']}, end {event['end']})")


class EventArgs(ToolArgs):
    title: str = Field(min_length=1, max_length=200, description="Event title.")
    date: Date = Field(description="Date, Y-M-D (e.g. '2025-06-03').")
    start: TimeHM = Field(description="Start time, H:M (e.g. '14:00').")
    end: TimeHM = Field(description="End time, H:M, after the start.")
    location: str = Field(default="", max_length=200, description="Where; default none.")
    reminder_min: REMINDER = Field(default=10, description="Minutes before to remind: 0, 5, 10, 15, 30, 60 or 1440; default 10.")  # type: ignore[valid-type]

    @model_validator(mode="after")
    def _order(self) -> EventArgs:
        if self.end <= self.start:
            raise ValueError("end must be after start")
        return self


add_tool(DOMAIN, EVENTS, "create_calendar_event", "Add an event to the calendar.", EventArgs,
         lambda s, a, c: a.model_dump(), unique=("title", "date", "start"))


class EventQuery(ToolArgs):
    date: Date | None = Field(default=None,
                              description="Only events on this date, Y-M-D; omit for all.")
    query: str | None = Field(default=None,
                              description="Text to find in title or location; omit for all.")


list_tool(DOMAIN, EVENTS, "list_calendar_events",
          "List calendar events, optionally on one date or matching text.",
          EventQuery,
          lambda r, a: (a.date is None or r["date"] == a.date) and contains(a.query, r["title"],
                                                                            r["location"]))


class EventUpdate(ToolArgs):
    event: str = Field(min_length=1, description="Id (or exact title) of the event to change.")
    title: str | None = Field(default=None, min_length=1, description="New title.")
    date: Date | None = Field(default=None, description="New date, Y-M-D.")
    start: TimeHM | None = Field(default=None, description="New start time, H:M.")
    end: TimeHM | None = Field(default=None, description="New end time, H:M.")
    location: str | None = Field(default=None, description="New location.")
    reminder_min: REMINDER | None = Field(default=None, description="New reminder in minutes before.")  # type: ignore[valid-type]


update_tool(DOMAIN, EVENTS, "update_calendar_event",
            "Change fields of a calendar event (only those given).",
            EventUpdate, _times_in_order)
delete_tool(DOMAIN, EVENTS, "delete_calendar_event", "Delete a calendar event.")


class TaskArgs(ToolArgs):
    title: str = Field(min_length=1, max_length=200, description="What to do.")
    due_date: Date | None = Field(default=None, description="Due date, Y-M-D; default none.")
    priority: PRIORITY = Field(default="medium", description="low, medium or high; default medium.")  # type: ignore[valid-type]


add_tool(DOMAIN, TASKS, "create_task", "Add a task to the to-do list.", TaskArgs,
         lambda s, a,
         c: {"title": a.title, "due_date": a.due_date or "", "priority": a.priority, "done": False},
         unique=("title",))


class TaskQuery(ToolArgs):
    include_done: bool = Field(default=False,
                               description="Also list completed tasks; default false.")


list_tool(DOMAIN, TASKS, "list_tasks", "List to-do tasks.", TaskQuery, lambda r,
          a: a.include_done or not r["done"])


class TaskRef(ToolArgs):
    task: str = Field(min_length=1, description="Id (or exact title) of the task.")


@register("complete_task", kind="execute", domain=DOMAIN, args=TaskRef,
          description="Mark a to-do task as done.")
def complete_task(state: PhoneState, a: TaskRef, ctx: ToolContext) -> Payload:
    task = TASKS.get(state, a.task)
    if task["done"]:
        fail(f"task '{task['title']}' is already done")
    return done(f"Task '{task['title']}' completed", **replace(state, "pa_tasks", task, done=True))


class AlarmArgs(ToolArgs):
    time: TimeHM = Field(description="Time the alarm rings, H:M (e.g. '06:45').")
    label: str = Field(default="Alarm", max_length=100, description="Alarm label; default 'Alarm'.")
    repeat: list[WEEKDAY] = Field(default_factory=list, max_length=7,  # type: ignore[valid-type]
                                  description="Days it repeats on (Mon..Sun); empty rings once.")


add_tool(DOMAIN, ALARMS, "set_alarm", "Set an alarm.", AlarmArgs,
         lambda s, a,
         c: {"time": a.time, "label": a.label, "repeat": tuple(dict.fromkeys(a.repeat)),
             "enabled": True},
         unique=("time", "label"))
list_tool(DOMAIN, ALARMS, "list_alarms", "List the alarms.")


class AlarmUpdate(ToolArgs):
    alarm: str = Field(min_length=1, description="Id of the alarm (or its exact label or time).")
    time: TimeHM | None = Field(default=None, description="New time, H:M.")
    label: str | None = Field(default=None, description="New label.")
    enabled: bool | None = Field(default=None,
                                 description="True to switch the alarm on, false to switch it off.")
    repeat: list[WEEKDAY] | None = Field(default=None, max_length=7, description="New repeat days (Mon..Sun).")  # type: ignore[valid-type]


update_tool(DOMAIN, ALARMS, "update_alarm",
            "Change an alarm: time, label, repeat days, or switch it on/off.", AlarmUpdate)
delete_tool(DOMAIN, ALARMS, "delete_alarm", "Delete an alarm.")


class TimerArgs(ToolArgs):
    duration_s: int = Field(ge=1, le=86_400,
                            description="Length of the timer in seconds (e.g. 300 for 5 minutes).")
    label: str = Field(default="Timer", max_length=100, description="Timer label; default 'Timer'.")


def _timer(state: PhoneState, a: TimerArgs, ctx: ToolContext) -> Record:
    ends = dt.datetime.fromisoformat(state.now) + dt.timedelta(seconds=a.duration_s)
    return {"label": a.label, "duration_s": a.duration_s, "started_at": state.now,
            "ends_at": ends.isoformat(sep=" "), "status": "running"}


add_tool(DOMAIN, TIMERS, "start_timer", "Start a countdown timer.", TimerArgs, _timer)


class TimerRef(ToolArgs):
    timer: str = Field(min_length=1, description="Id (or exact label) of the timer.")


@register("cancel_timer", kind="execute", domain=DOMAIN, args=TimerRef,
          description="Cancel a running timer.")
def cancel_timer(state: PhoneState, a: TimerRef, ctx: ToolContext) -> Payload:
    timer = TIMERS.get(state, a.timer)
    if timer["status"] != "running":
        fail(f"timer {timer['id']} is not running (it is {timer['status']})")
    return done(f"Timer '{timer['label']}' cancelled",
                **replace(state, "pa_timers", timer, status="cancelled"))


class RuleArgs(ToolArgs):
    name: str = Field(min_length=1, max_length=100, description="Rule name.")
    trigger: enum(TRIGGERS) = Field(description="When it fires: " + ", ".join(TRIGGERS) + ".")  # type: ignore[valid-type]
    trigger_value: str = Field(min_length=1, max_length=200, description=(
        "Detail of the trigger: a time H:M, a place name, a device or network name, or a battery "
        "percentage."))
    action: enum(ACTIONS) = Field(description="What it does: " + ", ".join(ACTIONS) + ".")  # type: ignore[valid-type]
    action_value: str = Field(default="", max_length=200,
                              description="Detail of the action (e.g. the app for open_app).")

    @model_validator(mode="after")
    def _detail(self) -> RuleArgs:
        if self.action == "open_app" and not self.action_value:
            raise ValueError("action open_app needs action_value, the app to open")
        return self


def _rule(state: PhoneState, a: RuleArgs, ctx: ToolContext) -> dict[str, Any]:
    return {**a.model_dump(), "enabled": True}


add_tool(DOMAIN, RULES, "create_automation_rule",
         "Create an automation rule: when a trigger happens, do an action.",
         RuleArgs, _rule, unique=("name",))
list_tool(DOMAIN, RULES, "list_automation_rules", "List the automation rules.")
delete_tool(DOMAIN, RULES, "delete_automation_rule", "Delete an automation rule.")
