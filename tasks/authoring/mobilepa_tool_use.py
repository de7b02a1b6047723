"""Hand-written MobilePA-Bench Basic Tool Use tasks for the suite ``mobilepa-tool-use``.

Five categories (paper Section 3.4.1), each at least 16 tasks; the capability string is the short
name, ``categories`` holds the paper's category name plus the domains the solution writes to:

* ``parameter_grounding`` -- Tool and Parameter Grounding: pick the API, resolve explicit and
  implicit values (relative dates, "the office Wi-Fi", "the nearest pharmacy");
* ``dependency_planning`` -- Conditional and Dependency Planning: prerequisites (Bluetooth before
  pairing, connect before sharing), data flowing from a read into a write, conditions checked first;
* ``reference_state_tracking`` -- Reference and State Tracking: pronouns and entities from the
  dialogue ``history``, and a world that changes mid-episode (``state_change`` friction);
* ``intent_revision`` -- Intent Revision and Task Management: the user corrects themselves,
  switches target, stacks several intents or asks to continue an interrupted subtask;
* ``boundary_error_recovery`` -- Boundary Detection and Error Recovery: permission blocks,
  injected runtime errors, unmet dependencies, ambiguous entities (ask, do not guess) and
  requests that cannot be carried out (check, then act on nothing).

Every task starts from the default device (:mod:`mobile_env.tools.mobilepa.device`) at
``DEFAULT_NOW`` (Monday 2025-06-02 09:00; tomorrow is Tue 06-03, Wednesday 06-04, Friday 06-06),
with the task's own record additions/edits and setting overrides. Record ids are ``<table>-<n>`` in
default-table order, so ``pa_contacts-2`` is Mia Chen and ``pa_apps-14`` is VideoHub.

How a task is written: ``task(id, instruction, needed, fill, steps, ...)``.

* ``needed`` -- the tools the reference solution uses; ``fill`` -- distractors, as tool names and
  domain names (a domain adds its tools in catalog order) until the candidate set holds 15 tools.
* ``steps`` -- the reference solution: each item is a call ``X(...)`` or a list of parallel calls
  (``finish`` is appended).
* exactly one checker: ``calls=[R(...)]`` (``tool_calls``: required in order; a scalar is the one
  acceptable value, :func:`ONE` lists several, :data:`U` accepts any, :func:`KF` key facts of free
  text) or ``delta=D(...)`` (``state_change``).
* ``add`` appends records to tables, ``edit`` merges fields into records by id, ``settings``
  overrides device settings, ``history`` alternates user/assistant turns, ``friction`` lists
  obstacles (:func:`PERM`, :func:`DEP`, :func:`FAULT`, :func:`AMBIG`, :func:`CHANGE`).

Tasks where the right outcome is to act on nothing (an ambiguous person, a sold-out show, a
condition that does not hold) use ``tool_calls`` with the read that discovers the boundary as the
only required call: the schema rejects an empty state target, and any successful side effect
fails a ``tool_calls`` task (an ambiguity friction also fails the forbidden write).
"""

from __future__ import annotations

from typing import Any

from mobile_env.tasks.schema import GRANTED_PERMISSIONS
from mobile_env.tools import REGISTRY
from mobile_env.tools.mobilepa import device

SUITE = "mobilepa-tool-use"
NOW = device.DEFAULT_NOW
WEEKDAY = "Monday"
CANDIDATES = 15
STEP_LIMIT = 15
PROFILE = {"name": "Lei Wang", "occupation": "Product manager, ACME Inc.",
           "family": "Mother (saved as 'Mom'); close friend Mia Chen",
           "phone": "+86 136 2000 5678", "payment_account": "6222 0210 8899 4432"}
ME = PROFILE["name"]

CAPABILITIES = {
    "pg": ("parameter_grounding", "tool_and_parameter_grounding"),
    "dp": ("dependency_planning", "conditional_and_dependency_planning"),
    "rs": ("reference_state_tracking", "reference_and_state_tracking"),
    "ir": ("intent_revision", "intent_revision_and_task_management"),
    "be": ("boundary_error_recovery", "boundary_detection_and_error_recovery"),
}

WEEKDAYS = ["Mon", "Tue", "Wed", "Thu", "Fri"]
MIA = {"values": ["Mia Chen", "Mia", "+86 139 2211 3344", "pa_contacts-2"]}
MOM = {"values": ["Mom", "+86 135 0000 1111", "pa_contacts-4"]}
MAYA = {"values": ["Maya Lin", "secretary", "+86 137 5566 7788", "pa_contacts-3"]}
GRANTED: tuple[str, ...] = device.default_settings()[GRANTED_PERMISSIONS]
U = {"unconstrained": True}


# --------------------------------------------------------------------------- small helpers

def ONE(*values: Any) -> dict[str, Any]:
    """Any of these values is acceptable."""
    return {"values": list(values)}


def KF(*facts: str) -> dict[str, Any]:
    """Free text that must contain every fact."""
    return {"key_facts": list(facts)}


def X(name: str, /, **arguments: Any) -> dict[str, Any]:
    """A call of the reference solution."""
    return {"name": name, "arguments": arguments}


def R(name: str, /, **params: Any) -> dict[str, Any]:
    """A required call: a plain value is the single acceptable one."""
    rules = {"values", "unconstrained", "key_facts"}
    return {"name": name, "arguments": {p: v if isinstance(v, dict) and set(v) <= rules else
                                        {"values": [v]} for p, v in params.items()}}


def D(settings: dict[str, Any] | None = None, ignore: tuple[str, ...] = (),
      **tables: dict[str, Any]) -> dict[str, Any]:
    """A target delta: table -> {added, changed, removed}, plus settings and ignored fields."""
    return {"tables": tables, "settings": settings or {}, "ignore_fields": list(ignore)}


def without(*permissions: str) -> dict[str, Any]:
    """Settings override: the default granted permissions minus these."""
    return {GRANTED_PERMISSIONS: [p for p in GRANTED if p not in permissions]}


def PERM(tool: str, permission: str) -> dict[str, Any]:
    return {"kind": "permission", "tool": tool, "permission": permission}


def DEP(tool: str, reason: str, after: str | None = None,
        settings: dict[str, Any] | None = None) -> dict[str, Any]:
    return {"kind": "dependency", "tool": tool, "after": after, "settings": settings,
            "reason": reason}


def FAULT(tool: str, message: str, times: int = 1) -> dict[str, Any]:
    return {"kind": "runtime_error", "tool": tool, "times": times, "message": message}


def AMBIG(table: str, ids: list[str], forbidden: list[str]) -> dict[str, Any]:
    return {"kind": "ambiguity", "table": table, "record_ids": ids, "forbidden_calls": forbidden}


def CHANGE(step: int, records: dict[str, list[dict[str, Any]]]) -> dict[str, Any]:
    return {"kind": "state_change", "step": step, "records": records}


def log(device_name: str, action: str) -> dict[str, Any]:
    """The pairing-log row a successful Bluetooth pair/connect writes."""
    return {"device": device_name, "action": action, "result": "ok", "time": NOW}


def candidates(needed: list[str], fill: str) -> list[str]:
    """``needed`` then the distractors of ``fill`` (tool or domain names) up to 15 tools."""
    out = list(dict.fromkeys(needed))
    for word in fill.split():
        for name in ([word] if word in REGISTRY else REGISTRY.names(domain=word)):
            if len(out) < CANDIDATES and name not in out and REGISTRY[name].kind != "finish":
                out.append(name)
    if len(out) != CANDIDATES:
        raise ValueError(f"{needed}: {len(out)} candidate tools, need {CANDIDATES}")
    return out


def world(add: dict[str, list[dict[str, Any]]], edit: dict[str, dict[str, Any]]
          ) -> dict[str, list[dict[str, Any]]]:
    """The default tables with ids, plus ``add`` appended and ``edit`` merged by id."""
    tables = device.default_tables()
    for table, rows in add.items():
        tables.setdefault(table, []).extend(rows)
    records = {t: [{"id": f"{t}-{i}", **r} for i, r in enumerate(rows, 1)] for t, rows in tables.items()}
    for rid, fields in edit.items():
        row = next(r for r in records[rid.rsplit("-", 1)[0]] if r["id"] == rid)
        row.update(fields)
    return records


def task(tid: str, instruction: str, needed: str, fill: str, steps: list[Any], *,
         calls: list[dict[str, Any]] | None = None, delta: dict[str, Any] | None = None,
         settings: dict[str, Any] | None = None, add: dict[str, list[dict[str, Any]]] | None = None,
         edit: dict[str, dict[str, Any]] | None = None, friction: list[dict[str, Any]] = (),
         history: tuple[str, ...] = ()) -> dict[str, Any]:
    """One task dict (see the module docstring)."""
    capability, category = CAPABILITIES[tid.split("-")[0]]
    solution = [s if isinstance(s, list) else [s] for s in steps] + [[X("finish")]]
    writes = dict.fromkeys(REGISTRY[c["name"]].domain for s in solution for c in s
                           if REGISTRY[c["name"]].kind == "execute")
    return {
        "schema_version": 1, "id": f"pa-tu-{tid}", "suite": SUITE, "capability": capability,
        "categories": [category, *writes], "instruction": instruction,
        "history": [{"role": ("user", "assistant")[i % 2], "content": text}
                    for i, text in enumerate(history)],
        "profile": PROFILE, "now": NOW, "weekday": WEEKDAY,
        "records": world(add or {}, edit or {}),
        "candidate_tools": candidates(needed.split(), fill), "step_limit": STEP_LIMIT,
        "reference_solution": solution,
        "initial_settings": {**device.default_settings(), **(settings or {})},
        "friction": [{k: v for k, v in f.items() if v is not None} for f in friction],
        "checker": "tool_calls" if calls else "state_change",
        **({"required_calls": calls} if calls else {"target_delta": delta}),
    }


# --------------------------------------------------------------------------- the tasks

def ticket(event_id: str, event: str, date: str, time: str, visitors: list[str],
           total: float) -> dict[str, Any]:
    return {"event_id": event_id, "event": event, "date": date, "time": time,
            "quantity": len(visitors), "visitors": visitors, "total": total, "status": "booked"}


MUSEUM = ("pa_events-1", "Shanghai Museum entry", "2025-06-04", "10:00")
JAZZ = ("pa_events-2", "Jazz at the Bund", "2025-06-06", "20:00")

PARAMETER_GROUNDING = [
    task("pg-01", "It's way too bright. Put the screen at 35% and stop it adjusting by itself.",
         "set_auto_brightness set_brightness", "get_display_settings set_eye_comfort display_sound",
         [X("set_auto_brightness", enabled=False), X("set_brightness", level=35)],
         delta=D({"display.auto_brightness": False, "display.brightness": 35})),
    task("pg-02", "Wake me at 6:45 on weekdays for the gym.",
         "set_alarm", "list_alarms update_alarm start_timer time_management",
         [X("set_alarm", time="06:45", label="Gym", repeat=WEEKDAYS)],
         calls=[R("set_alarm", time="06:45", label=U, repeat=WEEKDAYS)]),
    task("pg-03", "Tell Mia I'll be about 10 minutes late for lunch.",
         "find_contact send_sms", "list_messages make_call send_email calls_communication",
         [X("find_contact", query="Mia"), X("send_sms", recipient="Mia Chen",
                                            text="Sorry, I'll be about 10 minutes late for lunch.")],
         calls=[R("send_sms", recipient=MIA, text=KF("10 min", "late"))]),
    task("pg-04", "Remind me about the dentist a full day ahead instead.",
         "list_calendar_events update_calendar_event", "create_calendar_event set_alarm time_management",
         [X("list_calendar_events", query="dentist"),
          X("update_calendar_event", event="pa_calendar-2", reminder_min=1440)],
         delta=D(pa_calendar={"changed": {"pa_calendar-2": {"reminder_min": 1440}}})),
    task("pg-05", "Media volume to 20, and turn the ringer all the way up.",
         "set_volume", "adjust_volume get_sound_settings set_sound_mode display_sound",
         [[X("set_volume", stream="media", level=20), X("set_volume", stream="ring", level=100)]],
         delta=D({"sound.volume.media": 20, "sound.volume.ring": 100})),
    task("pg-06", "VideoHub keeps pinging me. Make it stop.",
         "set_app_notifications", "list_notifications uninstall_app force_stop_app apps_storage",
         [X("set_app_notifications", app="VideoHub", notifications=False)],
         delta=D(pa_apps={"changed": {"pa_apps-14": {"notifications": False}}})),
    task("pg-07", "Remind me to renew the car insurance by Friday, it's urgent.",
         "create_task", "list_tasks complete_task create_calendar_event set_alarm time_management",
         [X("create_task", title="Renew car insurance", due_date="2025-06-06", priority="high")],
         calls=[R("create_task", title=KF("car insurance"), due_date="2025-06-06", priority="high")]),
    task("pg-08", "Put a one-hour supplier call on my calendar tomorrow at 3 pm, in Room 2A.",
         "create_calendar_event", "list_calendar_events update_calendar_event create_task time_management",
         [X("create_calendar_event", title="Supplier call", date="2025-06-03", start="15:00",
            end="16:00", location="Room 2A")],
         calls=[R("create_calendar_event", title=KF("supplier"), date="2025-06-03", start="15:00",
                  end="16:00", location="Room 2A")]),
    task("pg-09", "Walk me to the nearest pharmacy.",
         "search_places start_navigation", "stop_navigation get_current_weather travel_lifestyle time_management",
         [X("search_places", query="pharmacy"),
          X("start_navigation", destination="City Pharmacy", mode="walking")],
         calls=[R("start_navigation", destination=ONE("City Pharmacy", "pa_places-5"), mode="walking")]),
    task("pg-10", "Get two tickets for the jazz show, for me and Mia Chen.",
         "search_tickets book_ticket", "list_tickets cancel_ticket travel_lifestyle time_management",
         [X("search_tickets", query="jazz"),
          X("book_ticket", event="Jazz at the Bund", quantity=2, visitors=[ME, "Mia Chen"])],
         delta=D(ignore=("pa_tickets.booked_at",),
                 pa_tickets={"added": [ticket(*JAZZ, [ME, "Mia Chen"], 560.0)]},
                 pa_events={"changed": {"pa_events-2": {"seats_left": 0}}})),
    task("pg-11", "Mirror my phone on the living room TV.",
         "list_nearby_devices start_screen_cast", "stop_screen_cast connect_device devices_cross_device network_connectivity",
         [X("list_nearby_devices"), X("start_screen_cast", device="Living Room TV")],
         delta=D({"devices.casting": "Living Room TV"})),
    task("pg-12", "Start a 25-minute focus timer.",
         "start_timer", "cancel_timer set_alarm list_alarms time_management",
         [X("start_timer", duration_s=1500, label="Focus")],
         calls=[R("start_timer", duration_s=1500, label=U)]),
    task("pg-13", "I'm going into a meeting: phone on vibrate, and make the buzz strong.",
         "set_sound_mode set_vibration_intensity", "set_do_not_disturb set_volume display_sound",
         [[X("set_sound_mode", mode="vibrate"), X("set_vibration_intensity", intensity="high")]],
         delta=D({"sound.mode": "vibrate", "sound.vibration": "high"})),
    task("pg-14", "Share my connection: hotspot named Lei-Hotspot, password river2025.",
         "set_hotspot", "set_mobile_data set_wifi get_network_status network_connectivity devices_cross_device",
         [X("set_hotspot", enabled=True, name="Lei-Hotspot", password="river2025")],
         delta=D({"network.hotspot": True, "network.hotspot.name": "Lei-Hotspot",
                  "network.hotspot.password": "river2025"})),
    task("pg-15", "Email John, subject 'Q2 report': remind him the report is due Friday.",
         "find_contact send_email", "list_emails send_sms calls_communication",
         [X("find_contact", query="John"),
          X("send_email", to="john@example.com", subject="Q2 report",
            body="Hi John, a reminder that the Q2 report is due Friday.")],
         calls=[R("send_email", to="john@example.com", subject="Q2 report", body=KF("Friday"))]),
    task("pg-16", "Change my 7 o'clock wake-up alarm to 6:40.",
         "list_alarms update_alarm", "set_alarm delete_alarm time_management",
         [X("list_alarms"), X("update_alarm", alarm="pa_alarms-1", time="06:40")],
         delta=D(pa_alarms={"changed": {"pa_alarms-1": {"time": "06:40"}}})),
    task("pg-17", "Get me on the office Wi-Fi, the password is acme-secure-2025.",
         "scan_wifi_networks connect_wifi", "forget_wifi_network set_wifi network_connectivity devices_cross_device",
         [X("scan_wifi_networks"), X("connect_wifi", ssid="Office-5G", password="acme-secure-2025")],
         delta=D({"network.wifi.connected": "Office-5G"},
                 pa_wifi_networks={"changed": {"pa_wifi_networks-3": {"saved": True}}})),
    task("pg-18", "Play something by Lin Qiao.",
         "search_music_library play_music", "get_now_playing add_to_queue audio_entertainment",
         [X("search_music_library", query="Lin Qiao"), X("play_music", query="Lin Qiao")],
         calls=[R("play_music", query=ONE("Lin Qiao", "Quiet Hours", "Morning Tea", "Slow River"))]),
]

DEPENDENCY_PLANNING = [
    task("dp-01", "Pair the JBL speaker.",
         "set_bluetooth scan_bluetooth_devices pair_bluetooth_device", "network_connectivity devices_cross_device",
         [X("set_bluetooth", enabled=True), X("scan_bluetooth_devices"),
          X("pair_bluetooth_device", device="JBL Flip 6")],
         delta=D({"network.bluetooth": True},
                 pa_bluetooth_devices={"changed": {"pa_bluetooth_devices-3": {"paired": True}}},
                 pa_pairing_log={"added": [log("JBL Flip 6", "pair")]})),
    task("dp-02", "Connect my AirBuds and play Night Drive.",
         "set_bluetooth connect_bluetooth_device play_music",
         "pair_bluetooth_device scan_bluetooth_devices search_music_library get_now_playing "
         "audio_entertainment",
         [X("set_bluetooth", enabled=True), X("connect_bluetooth_device", device="AirBuds Pro"),
          X("play_music", query="Night Drive")],
         calls=[R("set_bluetooth", enabled=True),
                R("connect_bluetooth_device", device=ONE("AirBuds Pro", "pa_bluetooth_devices-1")),
                R("play_music", query=ONE("Night Drive", "pa_tracks-2"))]),
    task("dp-03", "Install PhotoLab, but I don't want its notifications.",
         "search_app_store install_app set_app_notifications", "apps_storage",
         [X("search_app_store", query="PhotoLab"), X("install_app", app="PhotoLab"),
          X("set_app_notifications", app="PhotoLab", notifications=False)],
         delta=D({"system.home_screen.apps": ["Phone", "Messages", "Camera", "Browser", "PhotoLab"]},
                 pa_apps={"changed": {"pa_apps-16": {"installed": True, "version": "2.4",
                                                     "notifications": False}}})),
    task("dp-04", "Set up fingerprint unlock. Use 482915 as the PIN.",
         "set_screen_lock set_fingerprint_unlock", "security_privacy get_setting system_settings",
         [X("set_screen_lock", type="pin", secret="482915"), X("set_fingerprint_unlock", enabled=True)],
         # the phone stores the PIN hashed: 48290cf691c41cbc is the hash of 482915
         delta=D({"security.screen_lock": "pin", "security.screen_lock.secret": "48290cf691c41cbc",
                  "security.fingerprint": True})),
    task("dp-05", "Install the waiting system update. Turn off power saving if it gets in the way.",
         "check_system_update install_system_update set_power_saving_mode",
         "get_battery_status set_auto_update get_device_info system_settings",
         [X("check_system_update"), X("install_system_update"),
          X("set_power_saving_mode", enabled=False), X("install_system_update")],
         settings={"power.saving_mode": True},
         friction=[DEP("install_system_update", "updates are paused while power saving mode is on",
                       settings={"power.saving_mode": False})],
         delta=D({"power.saving_mode": False, "system.version": "14.1.0",
                  "system.update.available": ""})),
    task("dp-06", "Send the quarterly report to my iPad.",
         "list_files set_bluetooth connect_device share_file_to_device",
         "list_nearby_devices devices_cross_device network_connectivity",
         [X("list_files", folder="Documents"), X("set_bluetooth", enabled=True),
          X("connect_device", device="iPad Air"),
          X("share_file_to_device", file="Quarterly report.pdf", device="iPad Air")],
         calls=[R("set_bluetooth", enabled=True),
                R("connect_device", device=ONE("iPad Air", "pa_devices-3")),
                R("share_file_to_device", file=ONE("Quarterly report.pdf", "pa_files-1"),
                  device=ONE("iPad Air", "pa_devices-3"))]),
    task("dp-07", "Turn on the hotspot for my laptop, password lei-laptop-01.",
         "set_mobile_data set_hotspot", "get_network_status set_wifi network_connectivity devices_cross_device",
         [X("get_network_status"), X("set_mobile_data", enabled=True),
          X("set_hotspot", enabled=True, password="lei-laptop-01")],
         settings={"network.mobile_data": False},
         delta=D({"network.mobile_data": True, "network.hotspot": True,
                  "network.hotspot.password": "lei-laptop-01"})),
    task("dp-08", "Just landed. Call Mom.",
         "set_airplane_mode make_call", "get_network_status find_contact calls_communication",
         [X("get_network_status"), X("set_airplane_mode", enabled=False), X("make_call", recipient="Mom")],
         settings={"network.airplane_mode": True, "network.wifi": False,
                   "network.wifi.connected": "", "network.mobile_data": False},
         calls=[R("set_airplane_mode", enabled=False), R("make_call", recipient=MOM)]),
    task("dp-09", "Check my G7 train tomorrow. If it's running late, shift my calendar entry for "
         "it by the delay.",
         "get_transit_status list_calendar_events update_calendar_event",
         "track_transit create_calendar_event time_management",
         [X("get_transit_status", number="G7"), X("list_calendar_events", date="2025-06-03"),
          X("update_calendar_event", event="pa_calendar-3", start="14:20", end="18:50")],
         add={"pa_calendar": [{"title": "Train G7 to Beijing", "date": "2025-06-03", "start": "14:00",
                               "end": "18:30", "location": "Hongqiao Railway Station",
                               "reminder_min": 60}]},
         delta=D(pa_calendar={"changed": {"pa_calendar-3": {"start": "14:20", "end": "18:50"}}})),
    task("dp-10", "If it's going to rain here tomorrow, set a one-off alarm for 6:40 tomorrow so I "
         "can leave early.",
         "get_weather_forecast set_alarm", "get_current_weather list_alarms update_alarm time_management",
         [X("get_weather_forecast", city="Shanghai"), X("set_alarm", time="06:40", label="Rain - leave early")],
         calls=[R("get_weather_forecast", city=U, days=U), R("set_alarm", time="06:40", label=U)]),
    task("dp-11", "If flight MU5101 is delayed, text Maya to push my Thursday morning meetings.",
         "get_transit_status send_sms", "track_transit find_contact make_call calls_communication",
         [X("get_transit_status", number="MU5101")],
         calls=[R("get_transit_status", number="MU5101")]),
    task("dp-12", "Install TranslatePro for my trip.",
         "install_app set_wifi", "search_app_store get_network_status connect_wifi apps_storage",
         [X("install_app", app="TranslatePro"), X("set_wifi", enabled=True),
          X("install_app", app="TranslatePro")],
         settings={"network.wifi": False, "network.wifi.connected": ""},
         friction=[DEP("install_app", "app downloads need Wi-Fi switched on",
                       settings={"network.wifi": True})],
         delta=D({"network.wifi": True,
                  "system.home_screen.apps": ["Phone", "Messages", "Camera", "Browser", "TranslatePro"]},
                 pa_apps={"changed": {"pa_apps-17": {"installed": True, "version": "6.0"}}})),
    task("dp-13", "Pair my new Galaxy Watch and connect it.",
         "set_bluetooth pair_bluetooth_device connect_bluetooth_device",
         "scan_bluetooth_devices unpair_bluetooth_device network_connectivity devices_cross_device",
         [X("set_bluetooth", enabled=True), X("pair_bluetooth_device", device="Galaxy Watch"),
          X("connect_bluetooth_device", device="Galaxy Watch")],
         calls=[R("set_bluetooth", enabled=True),
                R("pair_bluetooth_device", device=ONE("Galaxy Watch", "pa_bluetooth_devices-4")),
                R("connect_bluetooth_device", device=ONE("Galaxy Watch", "pa_bluetooth_devices-4"))]),
    task("dp-14", "Take me to the Shanghai Museum by metro.",
         "set_location_services start_navigation",
         "search_places stop_navigation get_transit_status travel_lifestyle time_management",
         [X("set_location_services", enabled=True),
          X("start_navigation", destination="Shanghai Museum", mode="transit")],
         settings={"security.location_services": False},
         delta=D({"security.location_services": True,
                  "travel.navigation.destination": "Shanghai Museum",
                  "travel.navigation.mode": "transit"})),
    task("dp-15", "Open the link on the museum poster my camera is pointed at.",
         "scan_qr_code open_webpage", "add_bookmark list_bookmarks take_screenshot utilities_productivity input_interaction",
         [X("scan_qr_code"), X("open_webpage", url="https://tickets.example/shanghai-museum")],
         calls=[R("open_webpage", url="https://tickets.example/shanghai-museum")]),
    task("dp-16", "Split yesterday's Harbor Grill bill three ways and text Mia her share. The "
         "receipt is the photo IMG_0413.",
         "extract_text_from_image calculate send_sms",
         "describe_image convert_currency find_contact send_email calls_communication",
         [X("extract_text_from_image", photo="IMG_0413.jpg"), X("calculate", expression="86.40 / 3"),
          X("send_sms", recipient="Mia Chen", text="Your share of the Harbor Grill bill is 28.80.")],
         calls=[R("send_sms", recipient=MIA, text=KF("28.8"))]),
    task("dp-17", "I'm in Tokyo now, set the phone to Tokyo time.",
         "set_auto_time set_time_zone", "get_device_info set_region set_24_hour_time system_settings",
         [X("set_auto_time", enabled=False), X("set_time_zone", time_zone="Asia/Tokyo")],
         delta=D({"system.auto_time": False, "system.time_zone": "Asia/Tokyo"})),
]

REFERENCE_STATE_TRACKING = [
    task("rs-01", "Call her back, video this time.",
         "list_call_history make_call", "find_contact send_sms end_call calls_communication",
         [X("make_call", recipient="Mia Chen", type="video")],
         history=("Who called me this morning?",
                  "You missed a voice call from Mia Chen at 08:30."),
         calls=[R("make_call", recipient=MIA, type="video")]),
    task("rs-02", "Push it back an hour.",
         "list_calendar_events update_calendar_event", "delete_calendar_event create_calendar_event time_management",
         [X("update_calendar_event", event="pa_calendar-2", start="16:00", end="17:00")],
         history=("What's on my calendar on Wednesday?",
                  "Just the Dentist at Smile Clinic, 15:00-16:00."),
         delta=D(pa_calendar={"changed": {"pa_calendar-2": {"start": "16:00", "end": "17:00"}}})),
    task("rs-03", "Connect the first one.",
         "set_bluetooth connect_bluetooth_device", "scan_bluetooth_devices pair_bluetooth_device network_connectivity devices_cross_device",
         [X("set_bluetooth", enabled=True), X("connect_bluetooth_device", device="AirBuds Pro")],
         history=("Which Bluetooth devices do I have?",
                  "Bluetooth is off right now. Your paired devices are AirBuds Pro and Car Audio."),
         delta=D({"network.bluetooth": True},
                 pa_bluetooth_devices={"changed": {"pa_bluetooth_devices-1": {"connected": True}}},
                 pa_pairing_log={"added": [log("AirBuds Pro", "connect")]})),
    task("rs-04", "I just booked them. Tick that off.",
         "list_tasks complete_task", "create_task create_calendar_event time_management",
         [X("list_tasks"), X("complete_task", task="pa_tasks-3")],
         add={"pa_tasks": [{"title": "Book flights to Beijing", "due_date": "2025-06-06",
                            "priority": "medium", "done": False}]},
         history=("Add a task to book flights to Beijing by Friday.",
                  "Added 'Book flights to Beijing', due 2025-06-06."),
         delta=D(pa_tasks={"changed": {"pa_tasks-3": {"done": True}}})),
    task("rs-05", "Maya is texting me the new room for today's standup. Once her message is in, "
         "update the event's location.",
         "list_messages list_calendar_events update_calendar_event",
         "send_sms find_contact create_calendar_event time_management",
         [X("list_messages", contact="Maya Lin"), X("list_messages", contact="Maya Lin"),
          X("update_calendar_event", event="pa_calendar-1", location="Room 6A")],
         friction=[CHANGE(2, {"pa_messages": [{"id": "pa_messages-3", "number": "+86 137 5566 7788",
                                               "name": "Maya Lin", "direction": "incoming",
                                               "text": "Standup moved to Room 6A today.",
                                               "time": "2025-06-02 09:01:00", "read": False}]})],
         delta=D(pa_calendar={"changed": {"pa_calendar-1": {"location": "Room 6A"}}})),
    task("rs-06", "I love this one. Add it to my favourites, then skip ahead.",
         "get_now_playing like_track next_track", "play_music pause_media add_to_queue audio_entertainment",
         [X("get_now_playing"), X("like_track", track="pa_tracks-3"), X("next_track")],
         settings={"media.track": "pa_tracks-3", "media.queue": ["pa_tracks-5"], "media.position_s": 35},
         history=("Play some Lin Qiao.",
                  "Playing 'Morning Tea' by Lin Qiao; 'Slow River' is up next."),
         calls=[R("like_track", track=ONE("pa_tracks-3", "Morning Tea")), R("next_track")]),
    task("rs-07", "Take me to the closer one. I'll cycle.",
         "search_places start_navigation", "stop_navigation get_current_weather travel_lifestyle time_management",
         [X("start_navigation", destination="Green Leaf Cafe", mode="cycling")],
         history=("Find restaurants near me.",
                  "Green Leaf Cafe is 1.1 km away and Harbor Grill is 4.2 km away."),
         calls=[R("start_navigation", destination=ONE("Green Leaf Cafe", "pa_places-4"), mode="cycling")]),
    task("rs-08", "Make that a high-priority task, due the day before the deadline.",
         "list_emails create_task", "list_tasks create_calendar_event set_alarm time_management",
         [X("create_task", title="Benefits enrolment", due_date="2025-06-14", priority="high")],
         history=("Any unread emails?",
                  "One from hr@acme.example, 'Benefits enrolment': Enrol by June 15."),
         calls=[R("create_task", title=KF("enrol"), due_date="2025-06-14", priority="high")]),
    task("rs-09", "Make her one of my emergency contacts.",
         "find_contact add_emergency_contact", "send_emergency_alert update_contact security_privacy system_settings",
         [X("find_contact", query="Maya Lin"), X("add_emergency_contact", contact="Maya Lin")],
         history=("Who's my secretary again?", "Maya Lin, +86 137 5566 7788."),
         delta=D({"security.emergency_contacts": ["pa_contacts-3"]})),
    task("rs-10", "Update the last two, leave Music alone.",
         "list_installed_apps update_app", "update_all_apps get_app_info apps_storage",
         [[X("update_app", app="ChatNow"), X("update_app", app="VideoHub")]],
         history=("Which apps have updates?",
                  "Three: Music (3.1 to 3.2), ChatNow (8.0.3 to 8.1.0) and VideoHub (12.0 to 12.3)."),
         delta=D(pa_apps={"changed": {"pa_apps-12": {"version": "8.1.0"},
                                      "pa_apps-14": {"version": "12.3"}}})),
    task("rs-11", "Clear the cache of the biggest one.",
         "get_app_info clear_app_cache", "clear_app_data clean_junk_files uninstall_app apps_storage",
         [X("clear_app_cache", app="ChatNow")],
         history=("Which apps hog the most space?",
                  "ChatNow: 890 MB app, 1200 MB cache, 3400 MB data. VideoHub: 510 MB app, "
                  "780 MB cache, 1500 MB data."),
         delta=D(pa_apps={"changed": {"pa_apps-12": {"cache_mb": 0}}})),
    task("rs-12", "Move it to 5:15. And delete the weekend run one, I don't need it any more.",
         "list_alarms update_alarm delete_alarm", "set_alarm start_timer time_management",
         [X("list_alarms"), [X("update_alarm", alarm="pa_alarms-3", time="05:15"),
                             X("delete_alarm", alarm="pa_alarms-2")]],
         add={"pa_alarms": [{"time": "05:30", "label": "Airport", "repeat": [], "enabled": True}]},
         history=("Set an alarm for 5:30 tomorrow, call it Airport.", "Done: 'Airport' at 05:30."),
         delta=D(pa_alarms={"changed": {"pa_alarms-3": {"time": "05:15"}},
                            "removed": ["pa_alarms-2"]})),
    task("rs-13", "Reply yes to the first one, and delete the bank one.",
         "list_messages send_sms delete_message", "find_contact block_number calls_communication",
         [X("send_sms", recipient="Mia Chen", text="Yes, 12:30 works!"),
          X("delete_message", message="pa_messages-2")],
         history=("Read me my recent texts.",
                  "Mia Chen: 'Lunch at 12:30?'. Bank (95588): 'Your card ending 4432 was charged "
                  "120.00'."),
         calls=[R("send_sms", recipient=MIA, text=KF("yes")),
                R("delete_message", message="pa_messages-2")]),
    task("rs-14", "Use the tablet.",
         "list_nearby_devices start_screen_cast", "start_multi_screen_collaboration devices_cross_device network_connectivity",
         [X("start_screen_cast", device="iPad Air")],
         history=("What can I cast my screen to?",
                  "Living Room TV and iPad Air are nearby; the Bedroom Projector is out of range."),
         calls=[R("start_screen_cast", device=ONE("iPad Air", "pa_devices-3"))]),
    task("rs-15", "Follow it for me, and set an alarm an hour before it actually leaves.",
         "get_transit_status track_transit set_alarm", "list_alarms time_management",
         [X("track_transit", number="G7"), X("set_alarm", time="13:20", label="G7 train")],
         history=("What's the status of the G7 tomorrow?",
                  "G7 Shanghai to Beijing: delayed 20 min, so it now leaves at 14:20, gate A5."),
         calls=[R("track_transit", number="G7"), R("set_alarm", time="13:20", label=U)]),
    task("rs-16", "Oops, the password is Lift!2026, not 2025. Fix it.",
         "get_password delete_password add_password", "security_privacy system_settings",
         [X("get_password", site="gymfit.example"), X("delete_password", entry="pa_passwords-2"),
          X("add_password", site="gymfit.example", username="lei88", password="Lift!2026")],
         add={"pa_passwords": [{"site": "gymfit.example", "username": "lei88",
                                "password": "Lift!2025", "created_at": "2025-06-02 08:55:00"}]},
         history=("Save my gym login: site gymfit.example, user lei88, password Lift!2025.",
                  "Saved to the password vault."),
         delta=D(ignore=("pa_passwords.created_at",),
                 pa_passwords={"added": [{"site": "gymfit.example", "username": "lei88",
                                          "password": "Lift!2026"}],
                               "removed": ["pa_passwords-2"]})),
    task("rs-17", "Start a playlist called Road Trip with this song and Paper Planes.",
         "get_now_playing search_music_library create_playlist",
         "add_track_to_playlist list_playlists audio_entertainment",
         [X("get_now_playing"), X("create_playlist", name="Road Trip", tracks=["pa_tracks-1", "pa_tracks-4"])],
         history=("What's this song?", "'Blue Horizon' by The Tides."),
         delta=D(ignore=("pa_playlists.created_at",),
                 pa_playlists={"added": [{"name": "Road Trip", "tracks": ["pa_tracks-1", "pa_tracks-4"]}]})),
]

INTENT_REVISION = [
    task("ir-01", "Wait, make it 6:50 instead, and call it Flight.",
         "set_alarm", "list_alarms update_alarm start_timer time_management",
         [X("set_alarm", time="06:50", label="Flight")],
         history=("Set an alarm for 7:30 tomorrow.", "Sure. What should I call it?"),
         calls=[R("set_alarm", time="06:50", label="Flight")]),
    task("ir-02", "Text John that the contract review moved to Thursday. Sorry, not John: send it "
         "to my secretary.",
         "find_contact send_sms", "send_email make_call calls_communication",
         [X("find_contact", query="secretary"),
          X("send_sms", recipient="Maya Lin", text="The contract review moved to Thursday.")],
         calls=[R("send_sms", recipient=MAYA, text=KF("contract review", "Thursday"))]),
    task("ir-03", "Turn on dark mode. Actually no, just the eye comfort filter.",
         "set_eye_comfort", "set_dark_mode set_brightness display_sound",
         [X("set_eye_comfort", enabled=True)],
         delta=D({"display.eye_comfort": True})),
    task("ir-04", "Then get two for the museum on Wednesday instead, for me and Mom.",
         "search_tickets book_ticket", "list_tickets cancel_ticket travel_lifestyle time_management",
         [X("search_tickets", query="museum"),
          X("book_ticket", event="Shanghai Museum entry", quantity=2, visitors=[ME, "Mom"])],
         history=("Book me a ticket for the Acrobatics Show on Saturday.",
                  "The Acrobatics Show is sold out (0 seats left). Shall I look for something else?"),
         delta=D(ignore=("pa_tickets.booked_at",),
                 pa_tickets={"added": [ticket(*MUSEUM, [ME, "Mom"], 0.0)]},
                 pa_events={"changed": {"pa_events-1": {"seats_left": 38}}})),
    task("ir-05", "Brightness to 50, dark mode on, and let the screen stay on for 2 minutes.",
         "set_brightness set_dark_mode set_screen_timeout", "set_auto_brightness display_sound",
         [[X("set_brightness", level=50), X("set_dark_mode", enabled=True),
           X("set_screen_timeout", seconds=120)]],
         delta=D({"display.brightness": 50, "display.dark_mode": True,
                  "display.screen_timeout_s": 120})),
    task("ir-06", "Change of plans: rename it 'Client visit' and put it in Room 1.",
         "list_calendar_events update_calendar_event", "delete_calendar_event create_calendar_event time_management",
         [X("update_calendar_event", event="pa_calendar-3", title="Client visit", location="Room 1")],
         add={"pa_calendar": [{"title": "Project sync", "date": "2025-06-03", "start": "14:00",
                               "end": "15:00", "location": "", "reminder_min": 10}]},
         history=("Create an event 'Project sync' tomorrow 14:00 to 15:00.",
                  "Created 'Project sync' on 2025-06-03, 14:00-15:00."),
         delta=D(pa_calendar={"changed": {"pa_calendar-3": {"title": "Client visit",
                                                            "location": "Room 1"}}})),
    task("ir-07", "Pause the music. Actually, stop it completely, and drop the media volume to 10.",
         "stop_media set_volume", "pause_media get_now_playing adjust_volume audio_entertainment",
         [[X("stop_media"), X("set_volume", stream="media", level=10)]],
         delta=D({"media.state": "stopped", "media.position_s": 0, "sound.volume.media": 10})),
    task("ir-08", "Done, it's showing the pairing screen now. Carry on.",
         "scan_bluetooth_devices pair_bluetooth_device", "set_bluetooth connect_bluetooth_device network_connectivity devices_cross_device",
         [X("pair_bluetooth_device", device="Galaxy Watch")],
         settings={"network.bluetooth": True},
         history=("Set up my new Galaxy Watch.",
                  "I turned Bluetooth on, but the watch isn't in pairing mode yet. Hold its side "
                  "button until it shows the pairing screen, then tell me."),
         delta=D(pa_bluetooth_devices={"changed": {"pa_bluetooth_devices-4": {"paired": True}}},
                 pa_pairing_log={"added": [log("Galaxy Watch", "pair")]})),
    task("ir-09", "Add Mia's birthday dinner on Friday, 7 to 9 pm at Harbor Grill. Oh, and tick "
         "off the gift task, I bought it yesterday.",
         "create_calendar_event list_tasks complete_task", "create_task list_calendar_events time_management",
         [X("create_calendar_event", title="Mia's birthday dinner", date="2025-06-06", start="19:00",
            end="21:00", location="Harbor Grill"),
          X("complete_task", task="pa_tasks-2")],
         calls=[R("create_calendar_event", title=KF("Mia"), date="2025-06-06", start="19:00",
                  end="21:00", location="Harbor Grill"),
                R("complete_task", task=ONE("pa_tasks-2", "Buy a birthday gift for Mia"))]),
    task("ir-10", "Move the screen cast over to the iPad.",
         "stop_screen_cast start_screen_cast", "list_nearby_devices devices_cross_device network_connectivity",
         [X("stop_screen_cast"), X("start_screen_cast", device="iPad Air")],
         settings={"devices.casting": "Living Room TV"},
         delta=D({"devices.casting": "iPad Air"})),
    task("ir-11", "Hmm, put a password on it: sky-blue-77. And rename it Lei-Travel.",
         "set_hotspot", "get_network_status set_mobile_data network_connectivity devices_cross_device",
         [X("set_hotspot", enabled=True, name="Lei-Travel", password="sky-blue-77")],
         settings={"network.hotspot": True},
         history=("Turn on the hotspot.", "The hotspot is on as 'My Phone Hotspot', with no password."),
         delta=D({"network.hotspot.name": "Lei-Travel", "network.hotspot.password": "sky-blue-77"})),
    task("ir-12", "Uninstall VideoHub. Hmm, no: just clear its cache and mute its notifications.",
         "clear_app_cache set_app_notifications", "uninstall_app clear_app_data apps_storage",
         [[X("clear_app_cache", app="VideoHub"), X("set_app_notifications", app="VideoHub",
                                                    notifications=False)]],
         delta=D(pa_apps={"changed": {"pa_apps-14": {"cache_mb": 0, "notifications": False}}})),
    task("ir-13", "Make it Saturday, and actually call her instead of texting.",
         "find_contact make_call", "send_sms list_messages calls_communication",
         [X("make_call", recipient="Mom")],
         history=("Tell Mom I'll visit on Sunday.", "Shall I text Mom: 'I'll visit on Sunday'?"),
         calls=[R("make_call", recipient=MOM)]),
    task("ir-14", "Cancel that, the recipe says 12 minutes. Set a new one.",
         "cancel_timer start_timer", "set_alarm list_alarms time_management",
         [X("cancel_timer", timer="pa_timers-1"), X("start_timer", duration_s=720, label="Pasta")],
         add={"pa_timers": [{"label": "Pasta", "duration_s": 600, "started_at": "2025-06-02 08:59:00",
                             "ends_at": "2025-06-02 09:09:00", "status": "running"}]},
         history=("Set a 10-minute timer for the pasta.", "Timer 'Pasta' started: 10 minutes."),
         calls=[R("cancel_timer", timer=ONE("pa_timers-1", "Pasta")),
                R("start_timer", duration_s=720, label=U)]),
    task("ir-15", "Set the ringtone to Ocean and the ring volume to 80. Actually keep my "
         "ringtone, just the volume.",
         "set_volume", "set_ringtone get_sound_settings display_sound",
         [X("set_volume", stream="ring", level=80)],
         delta=D({"sound.volume.ring": 80})),
    task("ir-16", "Actually I only want it at night. Turn it off for now and schedule it from 22:30 "
         "to 6:30 every day.",
         "set_do_not_disturb schedule_do_not_disturb", "get_sound_settings display_sound",
         [X("set_do_not_disturb", enabled=False), X("schedule_do_not_disturb", start="22:30", end="06:30")],
         settings={"sound.dnd": True},
         history=("Turn on Do Not Disturb.", "Done, Do Not Disturb is on."),
         delta=D({"sound.dnd": False, "sound.dnd.start": "22:30", "sound.dnd.end": "06:30"})),
    task("ir-17", "Save John's new number, +86 138 0099 7766. No, don't add a new contact, update "
         "his existing one.",
         "find_contact update_contact", "add_contact delete_contact calls_communication",
         [X("find_contact", query="John"), X("update_contact", contact="pa_contacts-1",
                                             phone="+86 138 0099 7766")],
         delta=D(pa_contacts={"changed": {"pa_contacts-1": {"phone": "+86 138 0099 7766"}}})),
]

BOUNDARY_ERROR_RECOVERY = [
    task("be-01", "Call Mom.",
         "make_call grant_app_permission", "find_contact list_app_permissions send_sms calls_communication",
         [X("make_call", recipient="Mom"), X("grant_app_permission", app="Phone", permission="phone"),
          X("make_call", recipient="Mom")],
         settings=without("phone:phone"),
         calls=[R("grant_app_permission", app=ONE("Phone", "pa_apps-5"), permission="phone"),
                R("make_call", recipient=MOM)]),
    task("be-02", "Email my secretary, subject 'Leave request': I'd like to take Friday off.",
         "find_contact send_email", "list_emails send_sms calls_communication",
         [X("find_contact", query="secretary"),
          X("send_email", to="maya.lin@acme.example", subject="Leave request",
            body="Hi Maya, I'd like to take Friday off."),
          X("send_email", to="maya.lin@acme.example", subject="Leave request",
            body="Hi Maya, I'd like to take Friday off.")],
         friction=[FAULT("send_email", "the mail server timed out")],
         calls=[R("send_email", to="maya.lin@acme.example", subject="Leave request", body=KF("Friday"))]),
    task("be-03", "Scan the Wi-Fi card on the cafe table and get me online.",
         "scan_qr_code grant_app_permission connect_wifi",
         "list_app_permissions scan_wifi_networks set_wifi network_connectivity devices_cross_device",
         [X("scan_qr_code"), X("grant_app_permission", app="Camera", permission="camera"),
          X("scan_qr_code"), X("connect_wifi", ssid="CoffeeShop_Free")],
         settings={**without("camera:camera"), "input.camera_view": "pa_qr_codes-2"},
         delta=D({GRANTED_PERMISSIONS: [*without("camera:camera")[GRANTED_PERMISSIONS], "camera:camera"],
                  "network.wifi.connected": "CoffeeShop_Free"},
                 pa_wifi_networks={"changed": {"pa_wifi_networks-2": {"saved": True}}})),
    task("be-04", "Book three seats for the jazz show this week: me, Mia and John.",
         "search_tickets book_ticket", "list_tickets cancel_ticket travel_lifestyle time_management",
         [X("search_tickets", query="jazz")],
         calls=[R("search_tickets", query=U, date=U)]),
    task("be-05", "Text Mia that I'm outside.",
         "find_contact send_sms", "list_messages make_call calls_communication",
         [X("find_contact", query="Mia")],
         add={"pa_contacts": [{"name": "Mia Wong", "phone": "+86 186 4455 6677", "nickname": "",
                               "email": "mia.wong@example.com", "company": "Bright Studio"}]},
         friction=[AMBIG("pa_contacts", ["pa_contacts-2", "pa_contacts-5"], ["send_sms"])],
         calls=[R("find_contact", query=KF("mia"))]),
    task("be-06", "Call John.",
         "find_contact make_call", "list_call_history send_sms calls_communication",
         [X("find_contact", query="John")],
         add={"pa_contacts": [{"name": "John Smith", "phone": "+86 150 1234 9876", "nickname": "",
                               "email": "john.smith@harborgrill.example", "company": "Harbor Grill"}]},
         friction=[AMBIG("pa_contacts", ["pa_contacts-1", "pa_contacts-5"], ["make_call"])],
         calls=[R("find_contact", query=KF("john"))]),
    task("be-07", "Connect my AirBuds.",
         "set_bluetooth connect_bluetooth_device", "scan_bluetooth_devices pair_bluetooth_device network_connectivity devices_cross_device",
         [X("set_bluetooth", enabled=True), X("connect_bluetooth_device", device="AirBuds Pro"),
          X("connect_bluetooth_device", device="AirBuds Pro")],
         friction=[FAULT("connect_bluetooth_device", "the Bluetooth stack is busy")],
         delta=D({"network.bluetooth": True},
                 pa_bluetooth_devices={"changed": {"pa_bluetooth_devices-1": {"connected": True}}},
                 pa_pairing_log={"added": [log("AirBuds Pro", "connect")]})),
    task("be-08", "Drive me to the nearest pharmacy.",
         "search_places grant_app_permission start_navigation",
         "list_app_permissions stop_navigation travel_lifestyle time_management",
         [X("search_places", query="pharmacy"), X("grant_app_permission", app="Maps", permission="location"),
          X("search_places", query="pharmacy"),
          X("start_navigation", destination="City Pharmacy", mode="driving")],
         settings=without("maps:location"),
         calls=[R("grant_app_permission", app=ONE("Maps", "pa_apps-4"), permission="location"),
                R("start_navigation", destination=ONE("City Pharmacy", "pa_places-5"), mode="driving")]),
    task("be-09", "Set an alarm for 5:45 tomorrow morning, labelled Airport.",
         "set_alarm", "list_alarms update_alarm start_timer time_management",
         [X("set_alarm", time="05:45", label="Airport"), X("set_alarm", time="05:45", label="Airport"),
          X("set_alarm", time="05:45", label="Airport")],
         friction=[FAULT("set_alarm", "the clock service is restarting", times=2)],
         calls=[R("set_alarm", time="05:45", label="Airport")]),
    task("be-10", "Text Mom that I landed safely.",
         "send_sms grant_app_permission", "find_contact list_app_permissions make_call calls_communication",
         [X("send_sms", recipient="Mom", text="I landed safely."),
          X("grant_app_permission", app="Messages", permission="sms"),
          X("send_sms", recipient="Mom", text="I landed safely.")],
         settings=without("messages:sms"),
         calls=[R("grant_app_permission", app=ONE("Messages", "pa_apps-7"), permission="sms"),
                R("send_sms", recipient=MOM, text=KF("landed"))]),
    task("be-11", "Cast my screen to the living room TV.",
         "start_screen_cast set_wifi", "list_nearby_devices get_network_status devices_cross_device network_connectivity",
         [X("start_screen_cast", device="Living Room TV"), X("set_wifi", enabled=True),
          X("start_screen_cast", device="Living Room TV")],
         settings={"network.wifi": False, "network.wifi.connected": ""},
         friction=[DEP("start_screen_cast", "screen casting runs over Wi-Fi",
                       settings={"network.wifi": True})],
         delta=D({"network.wifi": True, "devices.casting": "Living Room TV"})),
    task("be-12", "What's this song playing in the cafe? Add it to my favourites.",
         "recognize_music grant_app_permission like_track",
         "list_app_permissions search_music_library play_music audio_entertainment",
         [X("recognize_music"), X("grant_app_permission", app="Music", permission="microphone"),
          X("recognize_music"), X("like_track", track="pa_tracks-4")],
         settings=without("music:microphone"),
         calls=[R("grant_app_permission", app=ONE("Music", "pa_apps-3"), permission="microphone"),
                R("like_track", track=ONE("pa_tracks-4", "Paper Planes"))]),
    task("be-13", "Book me a ticket for the Shanghai Museum on Wednesday.",
         "search_tickets book_ticket", "list_tickets cancel_ticket travel_lifestyle time_management",
         [X("search_tickets", query="museum"),
          X("book_ticket", event="Shanghai Museum entry", quantity=1, visitors=[ME]),
          X("book_ticket", event="Shanghai Museum entry", quantity=1, visitors=[ME])],
         friction=[FAULT("book_ticket", "the ticketing service is busy")],
         delta=D(ignore=("pa_tickets.booked_at",),
                 pa_tickets={"added": [ticket(*MUSEUM, [ME], 0.0)]},
                 pa_events={"changed": {"pa_events-1": {"seats_left": 39}}})),
    task("be-14", "Email John to bring the slides tomorrow, subject 'Slides'. I'm at home, so "
         "don't use mobile data.",
         "find_contact send_email connect_wifi",
         "scan_wifi_networks set_wifi set_mobile_data get_network_status calls_communication",
         [X("find_contact", query="John"),
          X("get_network_status"), X("connect_wifi", ssid="HomeNet"),
          X("send_email", to="john@example.com", subject="Slides", body="Please bring the slides tomorrow.")],
         settings={"network.mobile_data": False},
         friction=[{"kind": "state_change", "step": 2, "settings": {"network.wifi.connected": ""}}],
         calls=[R("connect_wifi", ssid="HomeNet", password=U),
                R("send_email", to="john@example.com", subject="Slides", body=KF("slides"))]),
    task("be-15", "Take a selfie in portrait mode.",
         "take_photo grant_app_permission", "list_app_permissions record_video set_camera_flash audio_entertainment",
         [X("take_photo", mode="portrait", camera="front"),
          X("grant_app_permission", app="Camera", permission="camera"),
          X("take_photo", mode="portrait", camera="front")],
         settings=without("camera:camera"),
         calls=[R("grant_app_permission", app=ONE("Camera", "pa_apps-1"), permission="camera"),
                R("take_photo", mode="portrait", camera="front")]),
    task("be-16", "Cancel the team sync.",
         "list_calendar_events delete_calendar_event", "update_calendar_event create_calendar_event time_management",
         [X("list_calendar_events", query="team sync")],
         add={"pa_calendar": [{"title": "Team sync", "date": "2025-06-03", "start": "11:00",
                               "end": "11:30", "location": "Room 4B", "reminder_min": 10},
                              {"title": "Team sync", "date": "2025-06-05", "start": "11:00",
                               "end": "11:30", "location": "Room 4B", "reminder_min": 10}]},
         friction=[AMBIG("pa_calendar", ["pa_calendar-3", "pa_calendar-4"], ["delete_calendar_event"])],
         calls=[R("list_calendar_events", date=U, query=U)]),
    task("be-17", "Is there a system update? Install it if so.",
         "check_system_update install_system_update",
         "get_battery_status set_power_saving_mode get_device_info system_settings",
         [X("check_system_update")],
         settings={"power.battery_level": 18},
         calls=[R("check_system_update")]),
    task("be-18", "Record my screen with sound, I want to show Mom how the app works.",
         "start_screen_recording grant_app_permission",
         "stop_screen_recording list_app_permissions take_screenshot audio_entertainment",
         [X("start_screen_recording", with_audio=True),
          X("grant_app_permission", app="Recorder", permission="microphone"),
          X("start_screen_recording", with_audio=True)],
         settings=without("recorder:microphone"),
         friction=[PERM("start_screen_recording", "recorder:microphone")],
         calls=[R("grant_app_permission", app=ONE("Recorder", "pa_apps-9"), permission="microphone"),
                R("start_screen_recording", with_audio=True)]),
]


def tasks() -> list[dict[str, Any]]:
    """Every task of the suite, as dicts for ``Task.model_validate``."""
    return [*PARAMETER_GROUNDING, *DEPENDENCY_PLANNING, *REFERENCE_STATE_TRACKING,
            *INTENT_REVISION, *BOUNDARY_ERROR_RECOVERY]
