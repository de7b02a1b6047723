"""MobilePA-Bench's tool catalog (F5, paper Table 2): counts, schemas, and every tool really
acting on state.

Every tool gets one call that must succeed from the default device (:data:`EXAMPLES`, after the
listed setup calls; setting tools without an entry get a value derived from their schema): an
execute tool must change the phone's world (tables, settings, counters), a retrieve tool must
return data and change nothing. Failure tables then check that invalid arguments and unmet
preconditions change nothing and say how to fix them.
"""

from __future__ import annotations

import json
import re
from typing import Any

import pytest

from mobile_env.jsonl import dumps
from mobile_env.state import PhoneState, build_state
from mobile_env.tools import MOBILEPA_TOOLS, REGISTRY, ToolCall, ToolContext, UserProfile, execute
from mobile_env.tools.cli import main as tools_cli
from mobile_env.tools.mobilepa import (ASSISTANT_KINDS, DEFAULT_NOW, DOMAIN_COUNTS, DOMAIN_TITLES,
                                       DOMAINS, RESERVED, default_settings, default_tables)
from mobile_env.tools.mobilepa.calls import digits
from mobile_env.tools.mobilepa.families import SETTINGS, folded

ACTIVE = frozenset(MOBILEPA_TOOLS)
Call = tuple[str, dict[str, Any]]

BT_ON: Call = ("set_bluetooth", {"enabled": True})
PIN: Call = ("set_screen_lock", {"type": "pin", "secret": "1234"})

#: tool -> (arguments, setup calls). Tools absent here are called with {} (or, for setting tools,
#: with a value derived from the schema by :func:`derived_args`).
EXAMPLES: dict[str, tuple[dict[str, Any], list[Call]]] = {
    # audio & entertainment
    "play_music": ({"query": "Lin Qiao"}, []),
    "resume_media": ({}, [("pause_media", {})]),
    "previous_track": ({}, [("next_track", {})]),
    "seek_media": ({"position_s": 100}, []),
    "search_music_library": ({"query": "lin"}, []),
    "add_to_queue": ({"track": "Blue Horizon"}, []),
    "create_playlist": ({"name": "Chill", "tracks": ["Morning Tea"]}, []),
    "add_track_to_playlist": ({"playlist": "Workout", "track": "Blue Horizon"}, []),
    "delete_playlist": ({"playlist": "Workout"}, []),
    "like_track": ({"track": "Blue Horizon"}, []),
    "record_video": ({"duration_s": 10}, []),
    "stop_screen_recording": ({}, [("start_screen_recording", {})]),
    # apps & storage
    "get_app_info": ({"app": "ChatNow"}, []),
    "search_app_store": ({"query": "photo"}, []),
    "install_app": ({"app": "PhotoLab"}, []),
    "uninstall_app": ({"app": "VideoHub"}, []),
    "update_app": ({"app": "ChatNow"}, []),
    "open_app": ({"app": "Maps"}, []),
    "force_stop_app": ({"app": "Maps"}, [("open_app", {"app": "Maps"})]),
    "clear_app_cache": ({"app": "ChatNow"}, []),
    "clear_app_data": ({"app": "ChatNow"}, []),
    "set_app_notifications": ({"app": "VideoHub", "notifications": False}, []),
    "list_app_permissions": ({"app": "ChatNow"}, []),
    "grant_app_permission": ({"app": "ChatNow", "permission": "location"}, []),
    "revoke_app_permission": ({"app": "ChatNow", "permission": "camera"}, []),
    "mark_notification_read": ({"notification": "pa_notifications-1"}, []),
    "dismiss_notification": ({"notification": "pa_notifications-1"}, []),
    "set_default_app": ({"role": "browser", "app": "ChatNow"}, []),
    # display & sound
    "set_volume": ({"stream": "media", "level": 55}, []),
    "adjust_volume": ({"stream": "ring", "delta": -20}, []),
    "schedule_do_not_disturb": ({"start": "22:30", "end": "7:00"}, []),
    "set_power_schedule": ({"power_off": "23:30", "power_on": "07:00"}, []),
    "cancel_power_schedule": ({}, [("set_power_schedule",
                                    {"power_off": "23:30", "power_on": "07:00"})]),
    # system settings
    "set_time_zone": ({"time_zone": "Asia/Tokyo"}, [("set_auto_time", {"enabled": False})]),
    "add_control_center_tile": ({"tile": "hotspot"}, []),
    "remove_control_center_tile": ({"tile": "wifi"}, []),
    "set_wallpaper": ({"photo": "IMG_0412.jpg"}, []),
    "add_app_to_home_screen": ({"app": "Maps"}, []),
    "remove_app_from_home_screen": ({"app": "browser"}, []),
    "reset_settings": ({"scope": "display"}, [("set_brightness", {"level": 10})]),
    "get_setting": ({"key": "display.brightness"}, []),
    # time management
    "create_calendar_event": ({"title": "Lunch with Mia", "date": "2025-6-2", "start": "12:30",
                               "end": "13:30"}, []),
    "update_calendar_event": ({"event": "Dentist", "start": "15:30"}, []),
    "delete_calendar_event": ({"event": "Dentist"}, []),
    "create_task": ({"title": "Call the plumber"}, []),
    "complete_task": ({"task": "Renew passport"}, []),
    "set_alarm": ({"time": "6:45", "label": "Flight", "repeat": ["Mon"]}, []),
    "update_alarm": ({"alarm": "Weekend run", "enabled": True}, []),
    "delete_alarm": ({"alarm": "Wake up"}, []),
    "start_timer": ({"duration_s": 300}, []),
    "cancel_timer": ({"timer": "Tea"}, [("start_timer", {"duration_s": 180, "label": "Tea"})]),
    "create_automation_rule": ({"name": "Car", "trigger": "bluetooth_connected",
                                "trigger_value": "Car Audio",
                                "action": "play_music"}, []),
    "delete_automation_rule": ({"rule": "Night mode"}, []),
    # calls & communication
    "add_contact": ({"name": "Alice", "phone": "123 4567 8901"}, []),
    "find_contact": ({"query": "Mia"}, []),
    "update_contact": ({"contact": "Mom", "email": "mom@example.com"}, []),
    "delete_contact": ({"contact": "John Doe"}, []),
    "make_call": ({"recipient": "secretary"}, []),
    "end_call": ({}, [("make_call", {"recipient": "Mom", "type": "video"})]),
    "send_sms": ({"recipient": "Mia", "text": "On my way"}, []),
    "delete_message": ({"message": "pa_messages-1"}, []),
    "send_email": ({"to": "john@example.com", "subject": "Slides"}, []),
    "block_number": ({"number": "+1 900-555-0100"}, []),
    "unblock_number": ({"number": "+1 900-555-0199"}, []),
    # network & connectivity
    "connect_wifi": ({"ssid": "Office-5G", "password": "acme-secure-2025"}, []),
    "forget_wifi_network": ({"ssid": "HomeNet"}, []),
    "scan_bluetooth_devices": ({}, [BT_ON]),
    "pair_bluetooth_device": ({"device": "JBL Flip 6"}, [BT_ON]),
    "unpair_bluetooth_device": ({"device": "AirBuds Pro"}, []),
    "connect_bluetooth_device": ({"device": "AirBuds Pro"}, [BT_ON]),
    "set_hotspot": ({"enabled": True, "password": "hunter2hunter2"}, []),
    # travel & lifestyle
    "get_weather_forecast": ({"city": "Tokyo", "days": 2}, []),
    "search_places": ({"query": "restaurant"}, []),
    "start_navigation": ({"destination": "Shanghai Museum", "mode": "transit"}, []),
    "stop_navigation": ({}, [("start_navigation", {"destination": "Harbor Grill"})]),
    "get_transit_status": ({"number": "g7"}, []),
    "track_transit": ({"number": "MU5101"}, []),
    "search_tickets": ({"query": "jazz"}, []),
    "book_ticket": ({"event": "Shanghai Museum entry", "quantity": 2,
                     "visitors": ["Li Wei", "Maya Lin"]}, []),
    "cancel_ticket": ({"ticket": "pa_tickets-1"},
                      [("book_ticket",
                        {"event": "Jazz at the Bund", "quantity": 1, "visitors": ["Li Wei"]})]),
    # devices & cross-device
    "start_screen_cast": ({"device": "Living Room TV"}, []),
    "stop_screen_cast": ({}, [("start_screen_cast", {"device": "iPad Air"})]),
    "start_multi_screen_collaboration": ({"device": "iPad Air"}, [BT_ON]),
    "stop_multi_screen_collaboration": ({}, [BT_ON, ("start_multi_screen_collaboration",
                                                     {"device": "Work Laptop"})]),
    "connect_device": ({"device": "iPad Air"}, [BT_ON]),
    "disconnect_device": ({"device": "Work Laptop"}, []),
    "share_file_to_device": ({"file": "Quarterly report.pdf", "device": "Work Laptop"}, []),
    "start_device_migration": ({"device": "Old Phone", "categories": ["contacts", "photos"]}, []),
    "get_device_migration_status": ({"migration": "pa_migrations-1"},
                                    [("start_device_migration",
                                      {"device": "Old Phone", "categories": ["messages"]})]),
    "rename_device": ({"device": "iPad Air", "name": "Kids iPad"}, []),
    # input & interaction
    "set_aod_style": ({"style": "analog"}, [("set_always_on_display", {"enabled": True})]),
    "delete_screenshot": ({"screenshot": "pa_screenshots-1"}, [("take_screenshot", {})]),
    "press_system_button": ({"button": "volume_up"}, []),
    # utilities & productivity
    "open_webpage": ({"url": "https://example.com/news"}, []),
    "add_bookmark": ({"url": "https://example.org", "title": "Example"}, []),
    "delete_bookmark": ({"bookmark": "News Daily"}, []),
    "calculate": ({"expression": "(12.5 + 7) * 3 / 2"}, []),
    "convert_units": ({"value": 212, "from_unit": "f", "to_unit": "c"}, []),
    "convert_currency": ({"amount": 100, "from_currency": "usd", "to_currency": "CNY"}, []),
    "translate_text": ({"text": "Thank you!", "target_language": "ja"}, []),
    "answer_question": ({"question": "capital of australia"}, []),
    "delete_file": ({"file": "crash_dump.log"}, []),
    # security & privacy
    "set_fingerprint_unlock": ({"enabled": True}, [PIN]),
    "set_face_unlock": ({"enabled": True}, [PIN]),
    "set_screen_lock": ({"type": "password", "secret": "abc123"}, []),
    "set_app_lock": ({"app": "ChatNow", "locked": True}, [PIN]),
    "add_password": ({"site": "bank.example.com", "username": "me", "password": "s3cret"}, []),
    "get_password": ({"site": "mail"}, []),
    "delete_password": ({"entry": "mail.example.com"}, []),
    "add_emergency_contact": ({"contact": "Mom"}, []),
    "send_emergency_alert": ({}, [("add_emergency_contact", {"contact": "Mom"})]),
    # AI assistant
    "describe_image": ({"photo": "IMG_0412.jpg"}, []),
    "extract_text_from_image": ({"photo": "IMG_0413.jpg"}, []),
    "enhance_photo": ({"photo": "IMG_0415.jpg", "enhancement": "brighten"}, []),
    "create_smart_album": ({"subject": "cat"}, []),
}


def fresh() -> PhoneState:
    return build_state(DEFAULT_NOW, default_tables(), default_settings())


CTX = ToolContext(UserProfile("Li Wei", "+86 138 0000 0000", "6222000011112222"), 5)


def run(state: PhoneState, name: str, args: Any) -> tuple[PhoneState, Any]:
    return execute(state, ToolCall(name, args), ACTIVE, CTX)


def only_logged(after: PhoneState, before: PhoneState, name: str, result: Any) -> bool:
    """Whether a failed call left ``before`` as it was but for its log entry: the call with its
    error type as the result code."""
    entry = after.log[-1]
    return (world(after) == world(before) and len(after.log) == len(before.log) + 1
            and (entry.tool, entry.status) == (name, result.feedback.error_type))


def world(state: PhoneState) -> str:
    """Digest of what tools act on (not the operation log, which every success appends to)."""
    bare = state.copy()
    bare.log = []
    return bare.digest()


def derived_args(name: str) -> dict[str, Any]:
    """For a setting tool: a valid value that differs from the default device's."""
    spec = SETTINGS[name]
    current = default_settings()[spec.key]
    prop = REGISTRY[name].schema["function"]["parameters"]["properties"][spec.arg]
    if "enum" in prop:
        value = next(v for v in prop["enum"] if v != current)
    elif prop["type"] == "boolean":
        value = not current
    elif prop["type"] in ("integer", "number"):
        value = prop["minimum"] if current != prop["minimum"] else prop["maximum"]
    else:
        value = "Renamed"
    return {spec.arg: value}


def example(name: str) -> tuple[dict[str, Any], list[Call]]:
    if name in EXAMPLES:
        return EXAMPLES[name]
    return (derived_args(name) if name in SETTINGS else {}), []


def prepared(setup: list[Call]) -> PhoneState:
    state = fresh()
    for tool, args in setup:
        state, result = run(state, tool, args)
        assert result.feedback.ok, (tool, result.feedback.payload)
    return state


# --------------------------------------------------------------------------- catalog shape

def test_direct_and_assistant_tools_split_the_domains() -> None:
    """Table 2's counts are checked against mobile_env/papers.py in tests/project/test_papers.py;
    here: every tool of the 13 domains is a direct phone tool or an assistant tool, and the
    assistant tools (memory, skills, sub-agents) all sit in the AI-assistant domain, but the
    generic route."""
    in_domains = [name for names in DOMAINS.values() for name in names]
    assert len(in_domains) == len(set(in_domains))
    assert sorted([*MOBILEPA_TOOLS, *RESERVED]) == sorted(in_domains)
    assistant = {n for n in REGISTRY.names() if REGISTRY[n].kind in ASSISTANT_KINDS}
    assert assistant == {*RESERVED, "route_to_agent"}
    assert {REGISTRY[n].kind for n in RESERVED} == ASSISTANT_KINDS


def test_examples_name_real_tools() -> None:
    assert set(EXAMPLES) <= ACTIVE
    assert all(t in ACTIVE for _, setup in EXAMPLES.values() for t, _ in setup)


@pytest.mark.parametrize("name", MOBILEPA_TOOLS)
def test_schema_is_openai_function(name: str) -> None:
    tool = REGISTRY[name]
    schema = json.loads(json.dumps(tool.schema))
    assert schema["type"] == "function" and set(schema["function"]) == {"name", "description",
                                                                        "parameters"}
    fn = schema["function"]
    assert fn["name"] == name and re.fullmatch(r"[a-z][a-z0-9_]{2,63}", name)
    assert fn["description"].strip() and tool.kind in ("retrieve", "execute")
    params = fn["parameters"]
    assert params["type"] == "object" and set(params["required"]) <= set(params["properties"])
    for arg, prop in params["properties"].items():
        assert prop.get("description"), f"{name}.{arg} has no description"
        assert "type" in prop or "enum" in prop or "anyOf" in prop, f"{name}.{arg} has no type"


def test_permissions_are_requested_and_granted_by_default() -> None:
    apps = {a["name"].casefold(): a["permissions"] for a in default_tables()["pa_apps"]}
    granted = default_settings()["security.permissions.granted"]
    carrying = {n: REGISTRY[n].permission for n in MOBILEPA_TOOLS if REGISTRY[n].permission}
    assert carrying, "some tools must declare the permission they need"
    for name, permission in carrying.items():
        app, _, perm = permission.partition(":")
        assert perm in apps[app], f"{name}: app {app} does not request {perm}"
        assert permission in granted, f"{name}: {permission} is not granted on the default device"


# --------------------------------------------------------------------------- every tool acts

@pytest.mark.parametrize("name", MOBILEPA_TOOLS)
def test_every_tool_succeeds_from_the_default_device(name: str) -> None:
    args, setup = example(name)
    state = prepared(setup)
    before = world(state)
    after, result = run(state, name, args)
    hint = "" if name in EXAMPLES else f" (give {name} an example call in EXAMPLES)"
    assert result.feedback.ok, f"{result.feedback.payload}{hint}"
    payload = result.feedback.payload
    assert (set(payload) == {"message", "data"} and payload["message"]
            and isinstance(payload["data"], dict))
    dumps(payload)  # JSON-serialisable
    assert after.log[-1].tool == name
    if REGISTRY[name].kind == "execute":
        assert world(after) != before, f"{name} succeeded but changed nothing"
    else:
        assert world(after) == before, f"{name} is a retrieve tool but wrote to the state"
        assert payload["data"], f"{name} returned no data"


@pytest.mark.parametrize("name", MOBILEPA_TOOLS)
def test_unexpected_argument_changes_nothing(name: str) -> None:
    state = fresh()
    after, result = run(state, name, {**example(name)[0], "bogus_arg": 1})
    assert result.feedback.error_type == "invalid_arguments"
    assert only_logged(after, state, name, result)


def test_calls_are_deterministic() -> None:
    def transcript() -> list[str]:
        out = []
        for name in MOBILEPA_TOOLS:
            args, setup = example(name)
            after, result = run(prepared(setup), name, args)
            out.append(dumps(result.feedback.to_dict()) + world(after))
        return out

    assert transcript() == transcript()


# --------------------------------------------------------------------------- failures change
# nothing

#: One bad call per tool family (settings range / enum / type, record add / list / update /
# : delete, custom validators and tool errors): (tool, arguments, setup, error type, text in
# message).
INVALID: list[tuple[str, dict[str, Any], list[Call], str, str]] = [
    ("set_brightness", {"level": 101}, [], "invalid_arguments", "level"),
    ("set_font_size", {"size": "huge"}, [], "invalid_arguments", "size"),
    ("set_wifi", {"enabled": "maybe"}, [], "invalid_arguments", "boolean"),
    ("set_volume", {"stream": "bass", "level": 10}, [], "invalid_arguments", "stream"),
    ("add_contact", {"name": "Alice"}, [], "invalid_arguments",
     "missing required argument 'phone'"),
    ("add_contact", {"name": "Alice", "phone": "call me"}, [], "invalid_arguments", "phone number"),
    ("create_calendar_event",
     {"title": "x", "date": "2025-06-02", "start": "14:00", "end": "13:00"}, [],
     "invalid_arguments", "end must be after start"),
    ("set_alarm", {"time": "25:00"}, [], "invalid_arguments", "H:M"),
    ("list_tasks", {"page": 0}, [], "invalid_arguments", "page"),
    ("list_alarms", {"page": 9}, [], "invalid_arguments", "past the last page"),
    ("update_calendar_event", {"event": "Dentist"}, [], "tool_error", "nothing to update"),
    ("update_calendar_event", {"event": "Dentist", "end": "14:00"}, [], "tool_error",
     "end after it starts"),
    ("delete_alarm", {"alarm": "pa_alarms-99"}, [], "tool_error", "no alarm matches"),
    ("book_ticket", {"event": "Jazz at the Bund", "quantity": 2, "visitors": ["Li Wei"]}, [],
     "invalid_arguments", "one visitor name per ticket"),
    ("book_ticket", {"event": "Acrobatics Show", "quantity": 1, "visitors": ["Li Wei"]}, [],
     "tool_error",
     "only 0 ticket(s) left"),
    ("set_screen_lock", {"type": "pin", "secret": "12"}, [], "invalid_arguments", "4 to 6 digits"),
    ("calculate", {"expression": "__import__('os').system('true')"}, [], "invalid_arguments",
     "only numbers"),
    ("calculate", {"expression": "1/0"}, [], "invalid_arguments", "division by zero"),
    ("convert_units", {"value": 1, "from_unit": "kg", "to_unit": "km"}, [], "invalid_arguments",
     "cannot convert"),
    ("connect_wifi", {"ssid": "Office-5G", "password": "wrong"}, [], "tool_error",
     "wrong password"),
    ("get_setting", {"key": "display.brightnes"}, [], "tool_error", "display.brightness"),
    ("grant_app_permission", {"app": "ChatNow", "permission": "sms"}, [], "tool_error",
     "does not request"),
    ("describe_image", {"photo": "IMG_9999.jpg"}, [], "tool_error", "no photo matches"),
]


@pytest.mark.parametrize(("name", "args", "setup", "error_type", "text"), INVALID,
                         ids=[f"{row[0]}-{i}" for i, row in enumerate(INVALID)])
def test_invalid_calls_change_nothing(name: str, args: dict[str, Any], setup: list[Call],
                                      error_type: str,
                                      text: str) -> None:
    state = prepared(setup)
    after, result = run(state, name, args)
    assert result.feedback.error_type == error_type and only_logged(after, state, name, result)
    assert text in result.feedback.payload["message"], result.feedback.payload["message"]


#: Preconditions: (setup, tool, arguments, the fix the message must name).
PRECONDITIONS: list[tuple[list[Call], str, dict[str, Any], str]] = [
    ([], "pair_bluetooth_device", {"device": "JBL Flip 6"},
     "Bluetooth is off: turn it on with set_bluetooth first"),
    ([BT_ON], "connect_bluetooth_device", {"device": "JBL Flip 6"},
     "pair it with pair_bluetooth_device first"),
    ([BT_ON], "pair_bluetooth_device", {"device": "Car Audio"}, "out of range"),
    ([("set_wifi", {"enabled": False})], "scan_wifi_networks", {},
     "Wi-Fi is off: turn it on with set_wifi first"),
    ([], "set_time_zone", {"time_zone": "UTC"}, "set_auto_time"),
    ([BT_ON], "share_file_to_device", {"file": "Quarterly report.pdf", "device": "iPad Air"},
     "connect_device"),
    ([], "set_fingerprint_unlock", {"enabled": True}, "set_screen_lock"),
    ([], "set_app_lock", {"app": "ChatNow", "locked": True}, "set_screen_lock"),
    ([("set_airplane_mode", {"enabled": True})], "update_app", {"app": "ChatNow"},
     "set_airplane_mode"),
    ([("set_wifi", {"enabled": False}), ("set_mobile_data", {"enabled": False})], "send_email",
     {"to": "a@b.co", "subject": "x"}, "connect_wifi"),
    ([("set_mobile_data", {"enabled": False})], "set_hotspot",
     {"enabled": True, "password": "12345678"},
     "set_mobile_data"),
    ([("set_airplane_mode", {"enabled": True})], "set_mobile_data", {"enabled": True},
     "set_airplane_mode"),
    ([], "send_emergency_alert", {}, "add_emergency_contact"),
    ([], "add_contact", {"name": "john doe", "phone": "+86 138 0013 8000"}, "already exists"),
    ([], "set_aod_style", {"style": "analog"}, "set_always_on_display"),
    ([("set_wifi", {"enabled": False})], "list_nearby_devices", {}, "set_wifi or set_bluetooth"),
    ([("set_location_services", {"enabled": False})], "start_navigation",
     {"destination": "Harbor Grill"},
     "set_location_services"),
    ([("add_contact", {"name": "John Doe", "phone": "+86 130 1111 2222"})], "make_call",
     {"recipient": "John Doe"},
     "2 contacts match"),
    ([], "open_app", {"app": "PhotoLab"}, "install it with install_app first"),
    ([], "uninstall_app", {"app": "Camera"}, "system app"),
    ([("set_sound_mode", {"mode": "silent"})], "set_volume", {"stream": "ring", "level": 50},
     "set_sound_mode"),
    ([("stop_media", {})], "pause_media", {}, "nothing to pause"),
    ([("block_number", {"number": "Mom"})], "make_call", {"recipient": "Mom"}, "unblock_number"),
    ([("make_call", {"recipient": "Mom"})], "make_call", {"recipient": "Mia"}, "end_call"),
    ([("start_screen_cast", {"device": "Living Room TV"})], "start_screen_cast",
     {"device": "iPad Air"},
     "stop_screen_cast"),
]


@pytest.mark.parametrize(("setup", "name", "args", "fix"), PRECONDITIONS,
                         ids=[f"{row[1]}-{i}" for i, row in enumerate(PRECONDITIONS)])
def test_preconditions_name_the_fix(setup: list[Call], name: str, args: dict[str, Any],
                                    fix: str) -> None:
    state = prepared(setup)
    after, result = run(state, name, args)
    assert result.feedback.error_type == "tool_error" and only_logged(after, state, name, result)
    assert fix in result.feedback.payload["message"], result.feedback.payload["message"]


# --------------------------------------------------------------------------- cross-tool effects

def test_airplane_mode_turns_every_radio_off() -> None:
    state = prepared([BT_ON, ("connect_bluetooth_device", {"device": "AirBuds Pro"}),
                      ("set_airplane_mode", {"enabled": True})])
    s = state.settings
    assert not (s["network.wifi"] or s["network.bluetooth"] or s["network.mobile_data"]
                or s["network.wifi.connected"])
    assert not any(d["connected"] for d in state.table("pa_bluetooth_devices"))


def test_removing_the_screen_lock_turns_biometrics_and_app_locks_off() -> None:
    state = prepared([PIN, ("set_fingerprint_unlock", {"enabled": True}),
                      ("set_app_lock", {"app": "ChatNow", "locked": True}),
                      ("set_screen_lock", {"type": "none"})])
    assert (state.settings["security.fingerprint"] is False
            and state.settings["security.app_lock"] == ())


def test_pairing_is_logged_and_readable() -> None:
    state = prepared([BT_ON, ("pair_bluetooth_device", {"device": "JBL Flip 6"})])
    _, result = run(state, "list_pairing_logs", {"device": "JBL"})
    assert [r["action"] for r in result.feedback.payload["data"]["results"]] == ["pair"]


def test_revoked_permission_blocks_until_granted_again() -> None:
    state = prepared([("revoke_app_permission", {"app": "Camera", "permission": "camera"})])
    assert "camera:camera" not in state.settings["security.permissions.granted"]
    blocked, result = run(state, "take_photo", {})
    assert result.feedback.error_type == "permission_denied"
    assert only_logged(blocked, state, "take_photo", result)
    state, granted = run(state, "grant_app_permission", {"app": "camera", "permission": "camera"})
    assert granted.feedback.ok and "camera:camera" in state.settings["security.permissions.granted"]
    assert run(state, "take_photo", {})[1].feedback.ok


def test_media_queue_walks_forward_and_back() -> None:
    state = prepared([("play_music", {"query": "Lin Qiao"}), ("next_track", {}),
                      ("previous_track", {})])
    assert (state.settings["media.track"] == "pa_tracks-3"
            and state.settings["media.queue"][0] == "pa_tracks-5")


def test_ticket_seats_are_taken_and_released() -> None:
    state = prepared([("book_ticket",
                       {"event": "Jazz at the Bund", "quantity": 2, "visitors": ["A", "B"]})])
    assert state.table("pa_events")[1]["seats_left"] == 0
    state = prepared([("book_ticket",
                       {"event": "Jazz at the Bund", "quantity": 2, "visitors": ["A", "B"]}),
                      ("cancel_ticket", {"ticket": "pa_tickets-1"})])
    assert state.table("pa_events")[1]["seats_left"] == 2


def test_a_list_filter_prepares_a_long_query_once_per_call_not_per_record() -> None:
    """``find_contact`` filters every contact's five fields and number against the query: a
    4,096-character query folded (and its digits taken) anew for each made one call over 735
    contacts cost 170 ms. The query is prepared once per call; the answers are unchanged."""
    added = [("add_contact", {"name": f"Lorem {n}", "phone": f"+1 415-739-{n:04d}"})
             for n in range(30)]
    state = prepared(added)
    query = "lorem ipsum " * 341 + "9999"
    folded.cache_clear()
    digits.cache_clear()
    _, result = run(state, "find_contact", {"query": query})
    assert result.feedback.ok and result.feedback.payload["data"]["total"] == 0
    assert folded.cache_info().misses == 1 and folded.cache_info().hits > 5 * len(added)
    contacts = len(state.table("pa_contacts"))
    assert digits.cache_info().misses == 1 + contacts  # the query's, then each number's once
    _, result = run(state, "find_contact", {"query": "LOREM"})
    assert result.feedback.payload["data"]["total"] == len(added)
    _, result = run(state, "find_contact", {"query": "(415) 739-0007"})
    assert [r["name"] for r in result.feedback.payload["data"]["results"]] == ["Lorem 7"]


# --------------------------------------------------------------------------- CLI

def test_tools_list_cli(capsys: pytest.CaptureFixture[str]) -> None:
    assert tools_cli(["list"]) == 0
    text = capsys.readouterr().out
    for domain, names in DOMAINS.items():
        paper = DOMAIN_COUNTS[domain]
        assert f"{DOMAIN_TITLES[domain]} [{domain}]: {len(names)} tools (paper: {paper})" in text
        assert all(f"  {name} " in text for name in names)
    total, outside = text.rstrip().split("\n")[-3:-1], text.rstrip().split("\n")[-1]
    assert total == [f"{sum(map(len, DOMAINS.values()))} registered",
                     "outside Table 2's count (no domain has room for them):"]
    assert outside.split()[:2] == ["route_to_agent", "subagent"]  # the sixth specialist's way in
    assert tools_cli(["list", "--domain", "ai_assistant"]) == 0
    assert capsys.readouterr().out.rstrip().endswith("16 registered")
    assert tools_cli(["list", "--domain", "security_privacy", "--json"]) == 0
    rows = json.loads(capsys.readouterr().out)
    assert [r["function"]["name"] for r in rows] == list(DOMAINS["security_privacy"])
    assert {r["domain"] for r in rows} == {"security_privacy"}
