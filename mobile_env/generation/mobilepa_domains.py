"""Which query domain a MobilePA task belongs to (:mod:`mobile_env.task_format.query_domains`).

A query is about what it asks the phone to do, so its label follows the first call of its
reference solution that touches a topic: the first write (an execute call), or, for a task that
must act on nothing, the first read. Control calls (memory, skills, ``ask_user``, ``finish``)
have no topic; a routing call's topic is its specialist's. A task whose reference has no topical
call takes the default subclass of the tool domain its categories name, or, when it only reads or
edits the user's memory, ``personal_memory``. Generated and hand-written suites label their tasks
with the same rule, so one template always lands in one subclass.
"""

from __future__ import annotations

from typing import Any, Iterable, Mapping

from mobile_env.task_format.query_domains import DOMAIN_OF, QueryDomain, label
from mobile_env.tools import REGISTRY

#: The subclass of each MobilePA tool domain's tools unless :data:`TOOL_SUBCLASS` names another.
DOMAIN_DEFAULT: dict[str, str] = {
    "audio_entertainment": "music_audio", "apps_storage": "app_management",
    "display_sound": "display_sound_power", "system_settings": "system_preferences",
    "time_management": "calendar", "ai_assistant": "knowledge_lookup",
    "calls_communication": "phone_calls", "network_connectivity": "connectivity",
    "travel_lifestyle": "navigation_transit", "devices_cross_device": "cross_device",
    "input_interaction": "input_interaction", "utilities_productivity": "knowledge_lookup",
    "security_privacy": "locks_biometrics",
}

#: Tools whose subclass is not their tool domain's default.
TOOL_SUBCLASS: dict[str, str] = {
    **dict.fromkeys(("set_camera_flash", "take_photo", "record_video", "describe_image",
                     "extract_text_from_image", "enhance_photo", "create_smart_album",
                     "route_to_image_agent"), "photo_video"),
    **dict.fromkeys(("start_screen_recording", "stop_screen_recording", "take_screenshot",
                     "list_screenshots", "delete_screenshot"), "screen_capture"),
    **dict.fromkeys(("list_app_permissions", "grant_app_permission", "revoke_app_permission",
                     "set_location_services"), "permissions"),
    **dict.fromkeys(("list_notifications", "mark_notification_read", "dismiss_notification",
                     "clear_all_notifications", "summarize_notifications"), "notifications"),
    **dict.fromkeys(("get_storage_usage", "list_large_files", "clean_junk_files", "list_files",
                     "delete_file"), "storage_files"),
    "set_talkback": "input_interaction",
    **dict.fromkeys(("create_task", "list_tasks", "complete_task"), "tasks_reminders"),
    **dict.fromkeys(("set_alarm", "list_alarms", "update_alarm", "delete_alarm", "start_timer",
                     "cancel_timer"), "alarms_timers"),
    **dict.fromkeys(("create_automation_rule", "list_automation_rules", "delete_automation_rule",
                     "route_to_monitor_agent"), "automation_monitoring"),
    **dict.fromkeys(("add_contact", "find_contact", "update_contact", "delete_contact"),
                    "contacts"),
    **dict.fromkeys(("send_sms", "list_messages", "delete_message", "send_email", "list_emails"),
                    "messaging"),
    **dict.fromkeys(("get_current_weather", "get_weather_forecast"), "weather"),
    **dict.fromkeys(("set_default_payment_method", "show_payment_code"), "payments"),
    **dict.fromkeys(("search_tickets", "book_ticket", "cancel_ticket", "list_tickets"),
                    "tickets_bookings"),
    **dict.fromkeys(("add_password", "get_password", "delete_password"), "passwords"),
    **dict.fromkeys(("add_emergency_contact", "send_emergency_alert"), "emergency"),
    "route_to_gui_agent": "in_app_services",
    "route_to_practice_agent": "practice_learning",
}

#: The generic routing tool's specialists and their subclasses.
AGENT_SUBCLASS: dict[str, str] = {
    "gui": "in_app_services", "image": "photo_video", "search": "knowledge_lookup",
    "monitor": "automation_monitoring", "practice": "practice_learning", "call": "phone_calls",
}

#: The memory tools: a query that only reads or edits the user's memory is about that memory.
MEMORY_TOOLS = frozenset({"search_user_memory", "add_user_memory", "replace_user_memory",
                          "remove_user_memory"})
#: Calls that steer the episode rather than ask anything of the phone.
CONTROL_TOOLS = MEMORY_TOOLS | {"load_skill", "ask_user", "finish"}


def tool_subclass(name: str, arguments: Mapping[str, Any]) -> str | None:
    """The subclass a call to ``name`` with ``arguments`` is about; None for a control call or a
    tool outside the MobilePA catalog.

    Args:
        name: the tool's name.
        arguments: the call's arguments (the generic router's ``agent`` picks its subclass).

    Returns:
        A subclass of :data:`mobile_env.task_format.query_domains.QUERY_DOMAINS`, or None.
    """
    if name in CONTROL_TOOLS or name not in REGISTRY:
        return None
    if name == "route_to_agent":
        return AGENT_SUBCLASS.get(str(arguments.get("agent")))
    return TOOL_SUBCLASS.get(name) or DOMAIN_DEFAULT.get(REGISTRY[name].domain)


def _calls(solution: Iterable[Iterable[Any]]) -> list[tuple[str, Mapping[str, Any]]]:
    """(name, arguments) of each call, from call dicts or parsed call specs."""
    out = []
    for step in solution:
        for c in step:
            name, args = (c["name"], c.get("arguments") or {}) if isinstance(c, Mapping) \
                else (c.name, c.arguments)
            out.append((str(name), args))
    return out


def classify(solution: Iterable[Iterable[Any]], categories: Iterable[str] = ()) -> QueryDomain:
    """The query-domain label of a task with reference ``solution`` and ``categories``.

    Args:
        solution: the reference solution's steps (call dicts or call specs).
        categories: the task's categories; a tool domain among them is the fallback topic.

    Returns:
        The label: the first topical write's subclass, else the first topical read's, else the
        default subclass of the first tool domain in ``categories``, else ``personal_memory``
        where the reference only reads or edits the user's memory.

    Raises:
        ValueError: if nothing in the task names a topic.
    """
    calls = _calls(solution)
    writes = [tool_subclass(n, a) for n, a in calls
              if n in REGISTRY and REGISTRY[n].kind == "execute"]
    reads = [tool_subclass(n, a) for n, a in calls]
    fallback = [DOMAIN_DEFAULT[c] for c in categories if c in DOMAIN_DEFAULT]
    fallback += ["personal_memory" for n, _ in calls if n in MEMORY_TOOLS]
    for subclass in (*writes, *reads, *fallback):
        if subclass is not None and subclass in DOMAIN_OF:
            return label(subclass)
    raise ValueError("the task names no topic: no topical call, no tool domain category and no "
                     "memory call")


def labelled(task: dict[str, Any]) -> dict[str, Any]:
    """``task`` (a task dict) with its ``query_domain`` set by :func:`classify`.

    Args:
        task: a MobilePA task dict with ``reference_solution`` and ``categories``.

    Returns:
        A new dict: ``task`` plus its label.
    """
    domain = classify(task["reference_solution"], task.get("categories", ()))
    return {**task, "query_domain": domain.model_dump()}
