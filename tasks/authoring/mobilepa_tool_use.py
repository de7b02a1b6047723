"""The hand-written MobilePA-Bench Tool Use suite, ``mobilepa-tool-use``.

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

Every task starts from the default device (see :mod:`mobile_env.suites.authoring.mobilepa`, whose
words the tasks use, with :mod:`mobile_env.suites.authoring.vocabulary`'s).

How a task is written: ``tool_use(id, instruction, needed, fill, steps, ...)``.

* ``needed`` -- the tools the reference solution uses; ``fill`` -- the distractor tools, named
  one by one, that make up the candidate set of 15 (so a task does not change when the catalog
  grows).
* ``steps`` -- the reference solution: each item is a call ``X(...)`` or a list of parallel calls
  (``finish`` is appended).
* exactly one checker: ``calls=[G(...)]`` (``tool_calls``: required in order; a scalar is the one
  acceptable value, ``ONE`` lists several, ``U`` accepts any, ``KF`` key facts of free text) or
  ``delta=D(...)`` (``state_change``).
* ``add`` appends records to tables, ``edit`` merges fields into records by id, ``settings``
  overrides device settings, ``history`` alternates user/assistant turns, ``friction`` lists
  obstacles (``PERM``, ``DEP``, ``FAULT``, ``AMBIG``, ``CHANGE``); ``fault="message"`` injects a
  transient runtime error on the reference's last write, which the reference then retries
  (five tasks of each category but boundary detection, whose own tasks are about friction).

Tasks where the right outcome is to act on nothing (an ambiguous person, a sold-out show, a
condition that does not hold) use ``tool_calls`` with the read that discovers the boundary as the
only required call: the schema rejects an empty state target, and any successful side effect
fails a ``tool_calls`` task (an ambiguity friction also fails the forbidden write).
"""

from __future__ import annotations

from typing import Any, Sequence

from mobile_env.papers import MOBILEPA
from mobile_env.suites.authoring.mobilepa import (AMBIG, CHANGE, DEP, FAULT, ME, PERM, WEEKDAYS, D,
                                                  candidates, log, task, without, world, writes)
from mobile_env.suites.authoring.vocabulary import KF, ONE, U, G, X, Call, solution
from mobile_env.friction import GRANTED_PERMISSIONS
from mobile_env.tools import REGISTRY

SUITE = "mobilepa-tool-use"
#: Task-id prefix -> the capability (one of the paper's five Tool Use categories).
CAPABILITIES = {"pg": "parameter_grounding", "dp": "dependency_planning",
                "rs": "reference_state_tracking", "ir": "intent_revision",
                "be": "boundary_error_recovery"}
MIA = {"values": ["Mia Chen", "Mia", "+86 139 2211 3344", "pa_contacts-2"]}
MOM = {"values": ["Mom", "+86 135 0000 1111", "pa_contacts-4"]}
MAYA = {"values": ["Maya Lin", "secretary", "+86 137 5566 7788", "pa_contacts-3"]}


def tool_use(tid: str, instruction: str, needed: str, fill: str, steps: list[Any], *,
             calls: list[dict[str, Any]] | None = None, delta: dict[str, Any] | None = None,
             settings: dict[str, Any] | None = None,
             add: dict[str, list[dict[str, Any]]] | None = None,
             edit: dict[str, dict[str, Any]] | None = None,
             friction: Sequence[dict[str, Any]] = (), history: tuple[str, ...] = (),
             fault: str | None = None) -> dict[str, Any]:
    """One Tool Use task (see the module docstring)."""
    capability = CAPABILITIES[tid.split("-")[0]]
    reference = solution(steps)
    if fault is not None:
        friction, reference = retried(reference, fault, friction)
    return task(f"pa-tu-{tid}", SUITE, capability,
                [MOBILEPA.tool_use[capability], *writes(reference)], instruction,
                candidates(needed.split(), fill), reference, calls=calls, delta=delta,
                history=history, records=world(add or {}, edit or {}), settings=settings,
                friction=friction)


def retried(reference: list[list[Call]], message: str, friction: Sequence[dict[str, Any]]
            ) -> tuple[list[dict[str, Any]], list[list[Call]]]:
    """A transient runtime error on the reference's last write: its first call fails with
    ``message``, so the reference calls it again, alone, in the next step."""
    last = max(i for i, step in enumerate(reference)
               if any(REGISTRY[c["name"]].kind == "execute" for c in step))
    call = next(c for c in reversed(reference[last]) if REGISTRY[c["name"]].kind == "execute")
    return ([*friction, FAULT(call["name"], message)],
            [*reference[:last + 1], [call], *reference[last + 1:]])


# --------------------------------------------------------------------------- the tasks

def ticket(event_id: str, event: str, date: str, time: str, visitors: list[str],
           total: float) -> dict[str, Any]:
    return {"event_id": event_id, "event": event, "date": date, "time": time,
            "quantity": len(visitors), "visitors": visitors, "total": total, "status": "booked"}


MUSEUM = ("pa_events-1", "Shanghai Museum entry", "2025-06-04", "10:00")
JAZZ = ("pa_events-2", "Jazz at the Bund", "2025-06-06", "20:00")

PARAMETER_GROUNDING = [
    tool_use("pg-01", "It's way too bright. Put the screen at 35% and stop it adjusting by itself.",
             "set_auto_brightness set_brightness",
             "get_display_settings set_eye_comfort set_dark_mode set_font_size set_screen_timeout "
             "set_refresh_rate set_color_mode set_sound_mode set_do_not_disturb set_ringtone "
             "set_vibration_intensity set_haptic_feedback set_power_saving_mode",
             [X("set_auto_brightness", enabled=False), X("set_brightness", level=35)],
             delta=D({"display.auto_brightness": False, "display.brightness": 35})),
    tool_use("pg-02", "Wake me at 6:45 on weekdays for the gym.",
             "set_alarm",
             "list_alarms update_alarm start_timer create_calendar_event list_calendar_events "
             "update_calendar_event delete_calendar_event create_task list_tasks complete_task "
             "delete_alarm cancel_timer create_automation_rule list_automation_rules",
             [X("set_alarm", time="06:45", label="Gym", repeat=WEEKDAYS)],
             calls=[G("set_alarm", time="06:45", label=U, repeat=WEEKDAYS)],
             fault="the clock service is restarting"),
    tool_use("pg-03", "Tell Mia I'll be about 10 minutes late for lunch.",
             "find_contact send_sms",
             "list_messages make_call send_email set_harassment_filter add_contact update_contact "
             "delete_contact end_call list_call_history delete_message list_emails block_number "
             "unblock_number",
             [X("find_contact", query="Mia"), X("send_sms", recipient="Mia Chen",
                                                text="Sorry, I'll be about 10 minutes late for "
                                                     "lunch.")],
             calls=[G("send_sms", recipient=MIA, text=KF("10 min", "late"))]),
    tool_use("pg-04", "Remind me about the dentist a full day ahead instead.",
             "list_calendar_events update_calendar_event",
             "create_calendar_event set_alarm delete_calendar_event create_task list_tasks "
             "complete_task list_alarms update_alarm delete_alarm start_timer cancel_timer "
             "create_automation_rule list_automation_rules",
             [X("list_calendar_events", query="dentist"),
              X("update_calendar_event", event="pa_calendar-2", reminder_min=1440)],
             delta=D(pa_calendar={"changed": {"pa_calendar-2": {"reminder_min": 1440}}})),
    tool_use("pg-05", "Media volume to 20, and turn the ringer all the way up.",
             "set_volume",
             "adjust_volume get_sound_settings set_sound_mode set_brightness set_auto_brightness "
             "set_dark_mode set_eye_comfort set_font_size set_screen_timeout set_refresh_rate "
             "set_color_mode set_do_not_disturb set_ringtone set_vibration_intensity",
             [[X("set_volume", stream="media", level=20),
               X("set_volume", stream="ring", level=100)]],
             delta=D({"sound.volume.media": 20, "sound.volume.ring": 100})),
    tool_use("pg-06", "VideoHub keeps pinging me. Make it stop.",
             "set_app_notifications",
             "list_notifications uninstall_app force_stop_app list_installed_apps get_app_info "
             "search_app_store install_app update_app update_all_apps open_app clear_app_cache "
             "clear_app_data list_app_permissions grant_app_permission",
             [X("set_app_notifications", app="VideoHub", notifications=False)],
             delta=D(pa_apps={"changed": {"pa_apps-14": {"notifications": False}}}),
             fault="the notification service is busy"),
    tool_use("pg-07", "Remind me to renew the car insurance by Friday, it's urgent.",
             "create_task",
             "list_tasks complete_task create_calendar_event set_alarm list_calendar_events "
             "update_calendar_event delete_calendar_event list_alarms update_alarm delete_alarm "
             "start_timer cancel_timer create_automation_rule list_automation_rules",
             [X("create_task", title="Renew car insurance", due_date="2025-06-06",
                priority="high")],
             calls=[G("create_task", title=KF("car insurance"), due_date="2025-06-06",
                      priority="high")],
             fault="the tasks database is locked"),
    tool_use("pg-08", "Put a one-hour supplier call on my calendar tomorrow at 3 pm, in Room 2A.",
             "create_calendar_event",
             "list_calendar_events update_calendar_event create_task delete_calendar_event "
             "list_tasks complete_task set_alarm list_alarms update_alarm delete_alarm "
             "start_timer cancel_timer create_automation_rule list_automation_rules",
             [X("create_calendar_event", title="Supplier call", date="2025-06-03", start="15:00",
                end="16:00", location="Room 2A")],
             calls=[G("create_calendar_event", title=KF("supplier"), date="2025-06-03",
                      start="15:00",
                      end="16:00", location="Room 2A")]),
    tool_use("pg-09", "Walk me to the nearest pharmacy.",
             "search_places start_navigation",
             "stop_navigation get_current_weather set_default_payment_method get_weather_forecast "
             "get_transit_status track_transit show_payment_code search_tickets book_ticket "
             "cancel_ticket list_tickets create_calendar_event list_calendar_events",
             [X("search_places", query="pharmacy"),
              X("start_navigation", destination="City Pharmacy", mode="walking")],
             calls=[G("start_navigation", destination=ONE("City Pharmacy", "pa_places-5"),
                      mode="walking")]),
    tool_use("pg-10", "Get two tickets for the jazz show, for me and Mia Chen.",
             "search_tickets book_ticket",
             "list_tickets cancel_ticket set_default_payment_method get_current_weather "
             "get_weather_forecast search_places start_navigation stop_navigation "
             "get_transit_status track_transit show_payment_code create_calendar_event "
             "list_calendar_events",
             [X("search_tickets", query="jazz"),
              X("book_ticket", event="Jazz at the Bund", quantity=2, visitors=[ME, "Mia Chen"])],
             delta=D(ignore=("pa_tickets.booked_at",),
                     pa_tickets={"added": [ticket(*JAZZ, [ME, "Mia Chen"], 560.0)]},
                     pa_events={"changed": {"pa_events-2": {"seats_left": 0}}})),
    tool_use("pg-11", "Mirror my phone on the living room TV.",
             "list_nearby_devices start_screen_cast",
             "stop_screen_cast connect_device start_multi_screen_collaboration "
             "stop_multi_screen_collaboration disconnect_device share_file_to_device "
             "start_device_migration get_device_migration_status list_pairing_logs "
             "clear_pairing_logs rename_device set_wifi set_bluetooth",
             [X("list_nearby_devices"), X("start_screen_cast", device="Living Room TV")],
             delta=D({"devices.casting": "Living Room TV"})),
    tool_use("pg-12", "Start a 25-minute focus timer.",
             "start_timer",
             "cancel_timer set_alarm list_alarms create_calendar_event list_calendar_events "
             "update_calendar_event delete_calendar_event create_task list_tasks complete_task "
             "update_alarm delete_alarm create_automation_rule list_automation_rules",
             [X("start_timer", duration_s=1500, label="Focus")],
             calls=[G("start_timer", duration_s=1500, label=U)],
             fault="the timer service did not answer"),
    tool_use("pg-13", "I'm going into a meeting: phone on vibrate, and make the buzz strong.",
             "set_sound_mode set_vibration_intensity",
             "set_do_not_disturb set_volume set_brightness set_auto_brightness set_dark_mode "
             "set_eye_comfort set_font_size set_screen_timeout set_refresh_rate set_color_mode "
             "set_ringtone set_haptic_feedback set_power_saving_mode",
             [[X("set_sound_mode", mode="vibrate"),
               X("set_vibration_intensity", intensity="high")]],
             delta=D({"sound.mode": "vibrate", "sound.vibration": "high"})),
    tool_use("pg-14", "Share my connection: hotspot named Lei-Hotspot, password river2025.",
             "set_hotspot",
             "set_mobile_data set_wifi get_network_status set_bluetooth set_nfc set_airplane_mode "
             "scan_wifi_networks connect_wifi forget_wifi_network scan_bluetooth_devices "
             "pair_bluetooth_device unpair_bluetooth_device connect_bluetooth_device "
             "list_nearby_devices",
             [X("set_hotspot", enabled=True, name="Lei-Hotspot", password="river2025")],
             delta=D({"network.hotspot": True, "network.hotspot.name": "Lei-Hotspot",
                      "network.hotspot.password": "river2025"})),
    tool_use("pg-15", "Email John, subject 'Q2 report': remind him the report is due Friday.",
             "find_contact send_email",
             "list_emails send_sms set_harassment_filter add_contact update_contact "
             "delete_contact make_call end_call list_call_history list_messages delete_message "
             "block_number unblock_number",
             [X("find_contact", query="John"),
              X("send_email", to="john@example.com", subject="Q2 report",
                body="Hi John, a reminder that the Q2 report is due Friday.")],
             calls=[G("send_email", to="john@example.com", subject="Q2 report", body=KF("Friday"))],
             fault="the mail server timed out"),
    tool_use("pg-16", "Change my 7 o'clock wake-up alarm to 6:40.",
             "list_alarms update_alarm",
             "set_alarm delete_alarm create_calendar_event list_calendar_events "
             "update_calendar_event delete_calendar_event create_task list_tasks complete_task "
             "start_timer cancel_timer create_automation_rule list_automation_rules",
             [X("list_alarms"), X("update_alarm", alarm="pa_alarms-1", time="06:40")],
             delta=D(pa_alarms={"changed": {"pa_alarms-1": {"time": "06:40"}}})),
    tool_use("pg-17", "Get me on the office Wi-Fi, the password is acme-secure-2025.",
             "scan_wifi_networks connect_wifi",
             "forget_wifi_network set_wifi set_bluetooth set_mobile_data set_nfc "
             "set_airplane_mode get_network_status scan_bluetooth_devices pair_bluetooth_device "
             "unpair_bluetooth_device connect_bluetooth_device set_hotspot list_nearby_devices",
             [X("scan_wifi_networks"),
              X("connect_wifi", ssid="Office-5G", password="acme-secure-2025")],
             delta=D({"network.wifi.connected": "Office-5G"},
                     pa_wifi_networks={"changed": {"pa_wifi_networks-3": {"saved": True}}})),
    tool_use("pg-18", "Play something by Lin Qiao.",
             "search_music_library play_music",
             "get_now_playing add_to_queue set_shuffle set_repeat_mode set_playback_speed "
             "set_equalizer_preset set_camera_flash pause_media resume_media stop_media "
             "next_track previous_track seek_media",
             [X("search_music_library", query="Lin Qiao"), X("play_music", query="Lin Qiao")],
             calls=[G("play_music",
                      query=ONE("Lin Qiao", "Quiet Hours", "Morning Tea", "Slow River"))]),
]

DEPENDENCY_PLANNING = [
    tool_use("dp-01", "Pair the JBL speaker.",
             "set_bluetooth scan_bluetooth_devices pair_bluetooth_device",
             "set_wifi set_mobile_data set_nfc set_airplane_mode get_network_status "
             "scan_wifi_networks connect_wifi forget_wifi_network unpair_bluetooth_device "
             "connect_bluetooth_device set_hotspot list_nearby_devices",
             [X("set_bluetooth", enabled=True), X("scan_bluetooth_devices"),
              X("pair_bluetooth_device", device="JBL Flip 6")],
             delta=D({"network.bluetooth": True},
                     pa_bluetooth_devices={"changed": {"pa_bluetooth_devices-3": {"paired": True}}},
                     pa_pairing_log={"added": [log(device_name="JBL Flip 6", action="pair")]})),
    tool_use("dp-02", "Connect my AirBuds and play Night Drive.",
             "set_bluetooth connect_bluetooth_device play_music",
             "pair_bluetooth_device scan_bluetooth_devices search_music_library get_now_playing "
             "set_shuffle set_repeat_mode set_playback_speed set_equalizer_preset "
             "set_camera_flash pause_media resume_media stop_media",
             [X("set_bluetooth", enabled=True), X("connect_bluetooth_device", device="AirBuds Pro"),
              X("play_music", query="Night Drive")],
             calls=[G("set_bluetooth", enabled=True),
                    G("connect_bluetooth_device",
                      device=ONE("AirBuds Pro", "pa_bluetooth_devices-1")),
                    G("play_music", query=ONE("Night Drive", "pa_tracks-2"))]),
    tool_use("dp-03", "Install PhotoLab, but I don't want its notifications.",
             "search_app_store install_app set_app_notifications",
             "list_installed_apps get_app_info uninstall_app update_app update_all_apps open_app "
             "force_stop_app clear_app_cache clear_app_data list_app_permissions "
             "grant_app_permission revoke_app_permission",
             [X("search_app_store", query="PhotoLab"), X("install_app", app="PhotoLab"),
              X("set_app_notifications", app="PhotoLab", notifications=False)],
             delta=D({"system.home_screen.apps": ["Phone", "Messages", "Camera", "Browser",
                                                  "PhotoLab"]},
                     pa_apps={"changed": {"pa_apps-16": {"installed": True, "version": "2.4",
                                                         "notifications": False}}})),
    tool_use("dp-04", "Set up fingerprint unlock. Use 482915 as the PIN.",
             "set_screen_lock set_fingerprint_unlock",
             "set_face_unlock set_location_services set_app_lock add_password get_password "
             "delete_password add_emergency_contact send_emergency_alert get_setting "
             "set_device_name set_system_language set_region set_time_zone",
             [X("set_screen_lock", type="pin", secret="482915"),
              X("set_fingerprint_unlock", enabled=True)],
             # the phone stores the PIN hashed: 48290cf691c41cbc is the hash of 482915
             delta=D({"security.screen_lock": "pin",
                      "security.screen_lock.secret": "48290cf691c41cbc",
                      "security.fingerprint": True})),
    tool_use("dp-05",
             "Install the waiting system update. Turn off power saving if it gets in the way.",
             "check_system_update install_system_update set_power_saving_mode",
             "get_battery_status set_auto_update get_device_info set_device_name "
             "set_system_language set_region set_time_zone set_auto_time set_24_hour_time "
             "set_date_format set_home_screen_grid set_navigation_mode",
             [X("check_system_update"), X("install_system_update"),
              X("set_power_saving_mode", enabled=False), X("install_system_update")],
             settings={"power.saving_mode": True},
             friction=[DEP("install_system_update",
                           "updates are paused while power saving mode is on",
                           settings={"power.saving_mode": False})],
             delta=D({"power.saving_mode": False, "system.version": "14.1.0",
                      "system.update.available": ""})),
    tool_use("dp-06", "Send the quarterly report to my iPad.",
             "list_files set_bluetooth connect_device share_file_to_device",
             "list_nearby_devices start_screen_cast stop_screen_cast "
             "start_multi_screen_collaboration stop_multi_screen_collaboration disconnect_device "
             "start_device_migration get_device_migration_status list_pairing_logs "
             "clear_pairing_logs rename_device",
             [X("list_files", folder="Documents"), X("set_bluetooth", enabled=True),
              X("connect_device", device="iPad Air"),
              X("share_file_to_device", file="Quarterly report.pdf", device="iPad Air")],
             calls=[G("set_bluetooth", enabled=True),
                    G("connect_device", device=ONE("iPad Air", "pa_devices-3")),
                    G("share_file_to_device", file=ONE("Quarterly report.pdf", "pa_files-1"),
                      device=ONE("iPad Air", "pa_devices-3"))]),
    tool_use("dp-07", "Turn on the hotspot for my laptop, password lei-laptop-01.",
             "set_mobile_data set_hotspot",
             "get_network_status set_wifi set_bluetooth set_nfc set_airplane_mode "
             "scan_wifi_networks connect_wifi forget_wifi_network scan_bluetooth_devices "
             "pair_bluetooth_device unpair_bluetooth_device connect_bluetooth_device "
             "list_nearby_devices",
             [X("get_network_status"), X("set_mobile_data", enabled=True),
              X("set_hotspot", enabled=True, password="lei-laptop-01")],
             settings={"network.mobile_data": False},
             delta=D({"network.mobile_data": True, "network.hotspot": True,
                      "network.hotspot.password": "lei-laptop-01"})),
    tool_use("dp-08", "Just landed. Call Mom.",
             "set_airplane_mode make_call",
             "get_network_status find_contact set_harassment_filter add_contact update_contact "
             "delete_contact end_call list_call_history send_sms list_messages delete_message "
             "send_email list_emails",
             [X("get_network_status"), X("set_airplane_mode", enabled=False),
              X("make_call", recipient="Mom")],
             settings={"network.airplane_mode": True, "network.wifi": False,
                       "network.wifi.connected": "", "network.mobile_data": False},
             calls=[G("set_airplane_mode", enabled=False), G("make_call", recipient=MOM)]),
    tool_use("dp-09",
             "Check my G7 train tomorrow. If it's running late, shift my calendar entry for "
             "it by the delay.",
             "get_transit_status list_calendar_events update_calendar_event",
             "track_transit create_calendar_event delete_calendar_event create_task list_tasks "
             "complete_task set_alarm list_alarms update_alarm delete_alarm start_timer "
             "cancel_timer",
             [X("get_transit_status", number="G7"), X("list_calendar_events", date="2025-06-03"),
              X("update_calendar_event", event="pa_calendar-3", start="14:20", end="18:50")],
             add={"pa_calendar": [{"title": "Train G7 to Beijing", "date": "2025-06-03",
                                   "start": "14:00",
                                   "end": "18:30", "location": "Hongqiao Railway Station",
                                   "reminder_min": 60}]},
             delta=D(pa_calendar={"changed": {"pa_calendar-3": {"start": "14:20",
                                                                "end": "18:50"}}}),
             fault="the calendar sync is in progress"),
    tool_use("dp-10",
             "If it's going to rain here tomorrow, set a one-off alarm for 6:40 tomorrow so I "
             "can leave early.",
             "get_weather_forecast set_alarm",
             "get_current_weather list_alarms update_alarm create_calendar_event "
             "list_calendar_events update_calendar_event delete_calendar_event create_task "
             "list_tasks complete_task delete_alarm start_timer cancel_timer",
             [X("get_weather_forecast", city="Shanghai"),
              X("set_alarm", time="06:40", label="Rain - leave early")],
             calls=[G("get_weather_forecast", city=U, days=U),
                    G("set_alarm", time="06:40", label=U)],
             fault="the clock service is restarting"),
    tool_use("dp-11",
             "If flight MU5101 is delayed, text Maya to push my Thursday morning meetings.",
             "get_transit_status send_sms",
             "track_transit find_contact make_call set_harassment_filter add_contact "
             "update_contact delete_contact end_call list_call_history list_messages "
             "delete_message send_email list_emails",
             [X("get_transit_status", number="MU5101")],
             calls=[G("get_transit_status", number="MU5101")]),
    tool_use("dp-12", "Install TranslatePro for my trip.",
             "install_app set_wifi",
             "search_app_store get_network_status connect_wifi list_installed_apps get_app_info "
             "uninstall_app update_app update_all_apps open_app force_stop_app clear_app_cache "
             "clear_app_data set_app_notifications",
             [X("install_app", app="TranslatePro"), X("set_wifi", enabled=True),
              X("install_app", app="TranslatePro")],
             settings={"network.wifi": False, "network.wifi.connected": ""},
             friction=[DEP("install_app", "app downloads need Wi-Fi switched on",
                           settings={"network.wifi": True})],
             delta=D({"network.wifi": True,
                      "system.home_screen.apps": ["Phone", "Messages", "Camera", "Browser",
                                                  "TranslatePro"]},
                     pa_apps={"changed": {"pa_apps-17": {"installed": True, "version": "6.0"}}})),
    tool_use("dp-13", "Pair my new Galaxy Watch and connect it.",
             "set_bluetooth pair_bluetooth_device connect_bluetooth_device",
             "scan_bluetooth_devices unpair_bluetooth_device set_wifi set_mobile_data set_nfc "
             "set_airplane_mode get_network_status scan_wifi_networks connect_wifi "
             "forget_wifi_network set_hotspot list_nearby_devices",
             [X("set_bluetooth", enabled=True), X("pair_bluetooth_device", device="Galaxy Watch"),
              X("connect_bluetooth_device", device="Galaxy Watch")],
             calls=[G("set_bluetooth", enabled=True),
                    G("pair_bluetooth_device",
                      device=ONE("Galaxy Watch", "pa_bluetooth_devices-4")),
                    G("connect_bluetooth_device",
                      device=ONE("Galaxy Watch", "pa_bluetooth_devices-4"))]),
    tool_use("dp-14", "Take me to the Shanghai Museum by metro.",
             "set_location_services start_navigation",
             "search_places stop_navigation get_transit_status set_default_payment_method "
             "get_current_weather get_weather_forecast track_transit show_payment_code "
             "search_tickets book_ticket cancel_ticket list_tickets create_calendar_event",
             [X("set_location_services", enabled=True),
              X("start_navigation", destination="Shanghai Museum", mode="transit")],
             settings={"security.location_services": False},
             delta=D({"security.location_services": True,
                      "travel.navigation.destination": "Shanghai Museum",
                      "travel.navigation.mode": "transit"})),
    tool_use("dp-15", "Open the link on the museum poster my camera is pointed at.",
             "scan_qr_code open_webpage",
             "add_bookmark list_bookmarks take_screenshot delete_bookmark calculate convert_units "
             "convert_currency translate_text answer_question list_files delete_file "
             "set_air_gestures set_double_tap_to_wake",
             [X("scan_qr_code"), X("open_webpage", url="https://tickets.example/shanghai-museum")],
             calls=[G("open_webpage", url="https://tickets.example/shanghai-museum")],
             fault="the browser is still starting"),
    tool_use("dp-16", "Split yesterday's Harbor Grill bill three ways and text Mia her share. The "
             "receipt is the photo IMG_0413.",
             "extract_text_from_image calculate send_sms",
             "describe_image convert_currency find_contact send_email set_harassment_filter "
             "add_contact update_contact delete_contact make_call end_call list_call_history "
             "list_messages",
             [X("extract_text_from_image", photo="IMG_0413.jpg"),
              X("calculate", expression="86.40 / 3"),
              X("send_sms", recipient="Mia Chen",
                text="Your share of the Harbor Grill bill is 28.80.")],
             calls=[G("send_sms", recipient=MIA, text=KF("28.8"))]),
    tool_use("dp-17", "I'm in Tokyo now, set the phone to Tokyo time.",
             "set_auto_time set_time_zone",
             "get_device_info set_region set_24_hour_time set_device_name set_system_language "
             "set_date_format set_auto_update set_home_screen_grid set_navigation_mode "
             "set_talkback check_system_update install_system_update get_control_center",
             [X("set_auto_time", enabled=False), X("set_time_zone", time_zone="Asia/Tokyo")],
             delta=D({"system.auto_time": False, "system.time_zone": "Asia/Tokyo"})),
]

REFERENCE_STATE_TRACKING = [
    tool_use("rs-01", "Call her back, video this time.",
             "list_call_history make_call",
             "find_contact send_sms end_call set_harassment_filter add_contact update_contact "
             "delete_contact list_messages delete_message send_email list_emails block_number "
             "unblock_number",
             [X("make_call", recipient="Mia Chen", type="video")],
             history=("Who called me this morning?",
                      "You missed a voice call from Mia Chen at 08:30."),
             calls=[G("make_call", recipient=MIA, type="video")]),
    tool_use("rs-02", "Push it back an hour.",
             "list_calendar_events update_calendar_event",
             "delete_calendar_event create_calendar_event create_task list_tasks complete_task "
             "set_alarm list_alarms update_alarm delete_alarm start_timer cancel_timer "
             "create_automation_rule list_automation_rules",
             [X("update_calendar_event", event="pa_calendar-2", start="16:00", end="17:00")],
             history=("What's on my calendar on Wednesday?",
                      "Just the Dentist at Smile Clinic, 15:00-16:00."),
             delta=D(pa_calendar={"changed": {"pa_calendar-2": {"start": "16:00",
                                                                "end": "17:00"}}}),
             fault="the calendar sync is in progress"),
    tool_use("rs-03", "Connect the first one.",
             "set_bluetooth connect_bluetooth_device",
             "scan_bluetooth_devices pair_bluetooth_device set_wifi set_mobile_data set_nfc "
             "set_airplane_mode get_network_status scan_wifi_networks connect_wifi "
             "forget_wifi_network unpair_bluetooth_device set_hotspot list_nearby_devices",
             [X("set_bluetooth", enabled=True),
              X("connect_bluetooth_device", device="AirBuds Pro")],
             history=("Which Bluetooth devices do I have?",
                      "Bluetooth is off right now. Your paired devices are AirBuds Pro and Car "
                      "Audio."),
             delta=D({"network.bluetooth": True},
                     pa_bluetooth_devices={"changed": {"pa_bluetooth_devices-1": {"connected": True}}},
                     pa_pairing_log={"added": [log(device_name="AirBuds Pro", action="connect")]})),
    tool_use("rs-04", "I just booked them. Tick that off.",
             "list_tasks complete_task",
             "create_task create_calendar_event list_calendar_events update_calendar_event "
             "delete_calendar_event set_alarm list_alarms update_alarm delete_alarm start_timer "
             "cancel_timer create_automation_rule list_automation_rules",
             [X("list_tasks"), X("complete_task", task="pa_tasks-3")],
             add={"pa_tasks": [{"title": "Book flights to Beijing", "due_date": "2025-06-06",
                                "priority": "medium", "done": False}]},
             history=("Add a task to book flights to Beijing by Friday.",
                      "Added 'Book flights to Beijing', due 2025-06-06."),
             delta=D(pa_tasks={"changed": {"pa_tasks-3": {"done": True}}}),
             fault="the tasks database is locked"),
    tool_use("rs-05",
             "Maya is texting me the new room for today's standup. Once her message is in, "
             "update the event's location.",
             "list_messages list_calendar_events update_calendar_event",
             "send_sms find_contact create_calendar_event delete_calendar_event create_task "
             "list_tasks complete_task set_alarm list_alarms update_alarm delete_alarm start_timer",
             [X("list_messages", contact="Maya Lin"), X("list_messages", contact="Maya Lin"),
              X("update_calendar_event", event="pa_calendar-1", location="Room 6A")],
             friction=[CHANGE(2,
                              {"pa_messages": [{"id": "pa_messages-3",
                                                "number": "+86 137 5566 7788",
                                                   "name": "Maya Lin", "direction": "incoming",
                                                   "text": "Standup moved to Room 6A today.",
                                                   "time": "2025-06-02 09:01:00",
                                                   "read": False}]})],
             delta=D(pa_calendar={"changed": {"pa_calendar-1": {"location": "Room 6A"}}})),
    tool_use("rs-06", "I love this one. Add it to my favourites, then skip ahead.",
             "get_now_playing like_track next_track",
             "play_music pause_media add_to_queue set_shuffle set_repeat_mode set_playback_speed "
             "set_equalizer_preset set_camera_flash resume_media stop_media previous_track "
             "seek_media",
             [X("get_now_playing"), X("like_track", track="pa_tracks-3"), X("next_track")],
             settings={"media.track": "pa_tracks-3", "media.queue": ["pa_tracks-5"],
                       "media.position_s": 35},
             history=("Play some Lin Qiao.",
                      "Playing 'Morning Tea' by Lin Qiao; 'Slow River' is up next."),
             calls=[G("like_track", track=ONE("pa_tracks-3", "Morning Tea")), G("next_track")]),
    tool_use("rs-07", "Take me to the closer one. I'll cycle.",
             "search_places start_navigation",
             "stop_navigation get_current_weather set_default_payment_method get_weather_forecast "
             "get_transit_status track_transit show_payment_code search_tickets book_ticket "
             "cancel_ticket list_tickets create_calendar_event list_calendar_events",
             [X("start_navigation", destination="Green Leaf Cafe", mode="cycling")],
             history=("Find restaurants near me.",
                      "Green Leaf Cafe is 1.1 km away and Harbor Grill is 4.2 km away."),
             calls=[G("start_navigation", destination=ONE("Green Leaf Cafe", "pa_places-4"),
                      mode="cycling")]),
    tool_use("rs-08", "Make that a high-priority task, due the day before the deadline.",
             "list_emails create_task",
             "list_tasks create_calendar_event set_alarm list_calendar_events "
             "update_calendar_event delete_calendar_event complete_task list_alarms update_alarm "
             "delete_alarm start_timer cancel_timer create_automation_rule",
             [X("create_task", title="Benefits enrolment", due_date="2025-06-14", priority="high")],
             history=("Any unread emails?",
                      "One from hr@acme.example, 'Benefits enrolment': Enrol by June 15."),
             calls=[G("create_task", title=KF("enrol"), due_date="2025-06-14", priority="high")],
             fault="the tasks database is locked"),
    tool_use("rs-09", "Make her one of my emergency contacts.",
             "find_contact add_emergency_contact",
             "send_emergency_alert update_contact set_fingerprint_unlock set_face_unlock "
             "set_location_services set_screen_lock set_app_lock add_password get_password "
             "delete_password set_device_name set_system_language set_region",
             [X("find_contact", query="Maya Lin"), X("add_emergency_contact", contact="Maya Lin")],
             history=("Who's my secretary again?", "Maya Lin, +86 137 5566 7788."),
             delta=D({"security.emergency_contacts": ["pa_contacts-3"]})),
    tool_use("rs-10", "Update the last two, leave Music alone.",
             "list_installed_apps update_app",
             "update_all_apps get_app_info search_app_store install_app uninstall_app open_app "
             "force_stop_app clear_app_cache clear_app_data set_app_notifications "
             "list_app_permissions grant_app_permission revoke_app_permission",
             [[X("update_app", app="ChatNow"), X("update_app", app="VideoHub")]],
             history=("Which apps have updates?",
                      "Three: Music (3.1 to 3.2), ChatNow (8.0.3 to 8.1.0) and VideoHub (12.0 to "
                      "12.3)."),
             delta=D(pa_apps={"changed": {"pa_apps-12": {"version": "8.1.0"},
                                          "pa_apps-14": {"version": "12.3"}}})),
    tool_use("rs-11", "Clear the cache of the biggest one.",
             "get_app_info clear_app_cache",
             "clear_app_data clean_junk_files uninstall_app list_installed_apps search_app_store "
             "install_app update_app update_all_apps open_app force_stop_app "
             "set_app_notifications list_app_permissions grant_app_permission",
             [X("clear_app_cache", app="ChatNow")],
             history=("Which apps hog the most space?",
                      "ChatNow: 890 MB app, 1200 MB cache, 3400 MB data. VideoHub: 510 MB app, "
                      "780 MB cache, 1500 MB data."),
             delta=D(pa_apps={"changed": {"pa_apps-12": {"cache_mb": 0}}}),
             fault="the storage service is busy"),
    tool_use("rs-12", "Move it to 5:15. And delete the weekend run one, I don't need it any more.",
             "list_alarms update_alarm delete_alarm",
             "set_alarm start_timer create_calendar_event list_calendar_events "
             "update_calendar_event delete_calendar_event create_task list_tasks complete_task "
             "cancel_timer create_automation_rule list_automation_rules",
             [X("list_alarms"), [X("update_alarm", alarm="pa_alarms-3", time="05:15"),
                                 X("delete_alarm", alarm="pa_alarms-2")]],
             add={"pa_alarms": [{"time": "05:30", "label": "Airport", "repeat": [],
                                 "enabled": True}]},
             history=("Set an alarm for 5:30 tomorrow, call it Airport.",
                      "Done: 'Airport' at 05:30."),
             delta=D(pa_alarms={"changed": {"pa_alarms-3": {"time": "05:15"}},
                                "removed": ["pa_alarms-2"]})),
    tool_use("rs-13", "Reply yes to the first one, and delete the bank one.",
             "list_messages send_sms delete_message",
             "find_contact block_number set_harassment_filter add_contact update_contact "
             "delete_contact make_call end_call list_call_history send_email list_emails "
             "unblock_number",
             [X("send_sms", recipient="Mia Chen", text="Yes, 12:30 works!"),
              X("delete_message", message="pa_messages-2")],
             history=("Read me my recent texts.",
                      "Mia Chen: 'Lunch at 12:30?'. Bank (95588): 'Your card ending 4432 was "
                      "charged "
                      "120.00'."),
             calls=[G("send_sms", recipient=MIA, text=KF("yes")),
                    G("delete_message", message="pa_messages-2")]),
    tool_use("rs-14", "Use the tablet.",
             "list_nearby_devices start_screen_cast",
             "start_multi_screen_collaboration stop_screen_cast stop_multi_screen_collaboration "
             "connect_device disconnect_device share_file_to_device start_device_migration "
             "get_device_migration_status list_pairing_logs clear_pairing_logs rename_device "
             "set_wifi set_bluetooth",
             [X("start_screen_cast", device="iPad Air")],
             history=("What can I cast my screen to?",
                      "Living Room TV and iPad Air are nearby; the Bedroom Projector is out of "
                      "range."),
             calls=[G("start_screen_cast", device=ONE("iPad Air", "pa_devices-3"))]),
    tool_use("rs-15", "Follow it for me, and set an alarm an hour before it actually leaves.",
             "get_transit_status track_transit set_alarm",
             "list_alarms create_calendar_event list_calendar_events update_calendar_event "
             "delete_calendar_event create_task list_tasks complete_task update_alarm "
             "delete_alarm start_timer cancel_timer",
             [X("track_transit", number="G7"), X("set_alarm", time="13:20", label="G7 train")],
             history=("What's the status of the G7 tomorrow?",
                      "G7 Shanghai to Beijing: delayed 20 min, so it now leaves at 14:20, gate A5."),
             calls=[G("track_transit", number="G7"), G("set_alarm", time="13:20", label=U)]),
    tool_use("rs-16", "Oops, the password is Lift!2026, not 2025. Fix it.",
             "get_password delete_password add_password",
             "set_fingerprint_unlock set_face_unlock set_location_services set_screen_lock "
             "set_app_lock add_emergency_contact send_emergency_alert set_device_name "
             "set_system_language set_region set_time_zone set_auto_time",
             [X("get_password", site="gymfit.example"),
              X("delete_password", entry="pa_passwords-2"),
              X("add_password", site="gymfit.example", username="lei88", password="Lift!2026")],
             add={"pa_passwords": [{"site": "gymfit.example", "username": "lei88",
                                    "password": "Lift!2025", "created_at": "2025-06-02 08:55:00"}]},
             history=("Save my gym login: site gymfit.example, user lei88, password Lift!2025.",
                      "Saved to the password vault."),
             delta=D(ignore=("pa_passwords.created_at",),
                     pa_passwords={"added": [{"site": "gymfit.example", "username": "lei88",
                                              "password": "Lift!2026"}],
                                   "removed": ["pa_passwords-2"]})),
    tool_use("rs-17", "Start a playlist called Road Trip with this song and Paper Planes.",
             "get_now_playing search_music_library create_playlist",
             "add_track_to_playlist list_playlists set_shuffle set_repeat_mode set_playback_speed "
             "set_equalizer_preset set_camera_flash play_music pause_media resume_media "
             "stop_media next_track",
             [X("get_now_playing"),
              X("create_playlist", name="Road Trip", tracks=["pa_tracks-1", "pa_tracks-4"])],
             history=("What's this song?", "'Blue Horizon' by The Tides."),
             delta=D(ignore=("pa_playlists.created_at",),
                     pa_playlists={"added": [{"name": "Road Trip",
                                              "tracks": ["pa_tracks-1", "pa_tracks-4"]}]})),
]

INTENT_REVISION = [
    tool_use("ir-01", "Wait, make it 6:50 instead, and call it Flight.",
             "set_alarm",
             "list_alarms update_alarm start_timer create_calendar_event list_calendar_events "
             "update_calendar_event delete_calendar_event create_task list_tasks complete_task "
             "delete_alarm cancel_timer create_automation_rule list_automation_rules",
             [X("set_alarm", time="06:50", label="Flight")],
             history=("Set an alarm for 7:30 tomorrow.", "Sure. What should I call it?"),
             calls=[G("set_alarm", time="06:50", label="Flight")],
             fault="the clock service is restarting"),
    tool_use("ir-02",
             "Text John that the contract review moved to Thursday. Sorry, not John: send it "
             "to my secretary.",
             "find_contact send_sms",
             "send_email make_call set_harassment_filter add_contact update_contact "
             "delete_contact end_call list_call_history list_messages delete_message list_emails "
             "block_number unblock_number",
             [X("find_contact", query="secretary"),
              X("send_sms", recipient="Maya Lin", text="The contract review moved to Thursday.")],
             calls=[G("send_sms", recipient=MAYA, text=KF("contract review", "Thursday"))]),
    tool_use("ir-03", "Turn on dark mode. Actually no, just the eye comfort filter.",
             "set_eye_comfort",
             "set_dark_mode set_brightness set_auto_brightness set_font_size set_screen_timeout "
             "set_refresh_rate set_color_mode set_sound_mode set_do_not_disturb set_ringtone "
             "set_vibration_intensity set_haptic_feedback set_power_saving_mode "
             "get_display_settings",
             [X("set_eye_comfort", enabled=True)],
             delta=D({"display.eye_comfort": True}),
             fault="the display service did not answer"),
    tool_use("ir-04", "Then get two for the museum on Wednesday instead, for me and Mom.",
             "search_tickets book_ticket",
             "list_tickets cancel_ticket set_default_payment_method get_current_weather "
             "get_weather_forecast search_places start_navigation stop_navigation "
             "get_transit_status track_transit show_payment_code create_calendar_event "
             "list_calendar_events",
             [X("search_tickets", query="museum"),
              X("book_ticket", event="Shanghai Museum entry", quantity=2, visitors=[ME, "Mom"])],
             history=("Book me a ticket for the Acrobatics Show on Saturday.",
                      "The Acrobatics Show is sold out (0 seats left). Shall I look for something "
                      "else?"),
             delta=D(ignore=("pa_tickets.booked_at",),
                     pa_tickets={"added": [ticket(*MUSEUM, [ME, "Mom"], 0.0)]},
                     pa_events={"changed": {"pa_events-1": {"seats_left": 38}}})),
    tool_use("ir-05", "Brightness to 50, dark mode on, and let the screen stay on for 2 minutes.",
             "set_brightness set_dark_mode set_screen_timeout",
             "set_auto_brightness set_eye_comfort set_font_size set_refresh_rate set_color_mode "
             "set_sound_mode set_do_not_disturb set_ringtone set_vibration_intensity "
             "set_haptic_feedback set_power_saving_mode get_display_settings",
             [[X("set_brightness", level=50), X("set_dark_mode", enabled=True),
               X("set_screen_timeout", seconds=120)]],
             delta=D({"display.brightness": 50, "display.dark_mode": True,
                      "display.screen_timeout_s": 120})),
    tool_use("ir-06", "Change of plans: rename it 'Client visit' and put it in Room 1.",
             "list_calendar_events update_calendar_event",
             "delete_calendar_event create_calendar_event create_task list_tasks complete_task "
             "set_alarm list_alarms update_alarm delete_alarm start_timer cancel_timer "
             "create_automation_rule list_automation_rules",
             [X("update_calendar_event", event="pa_calendar-3", title="Client visit",
                location="Room 1")],
             add={"pa_calendar": [{"title": "Project sync", "date": "2025-06-03", "start": "14:00",
                                   "end": "15:00", "location": "", "reminder_min": 10}]},
             history=("Create an event 'Project sync' tomorrow 14:00 to 15:00.",
                      "Created 'Project sync' on 2025-06-03, 14:00-15:00."),
             delta=D(pa_calendar={"changed": {"pa_calendar-3": {"title": "Client visit",
                                                                "location": "Room 1"}}}),
             fault="the calendar sync is in progress"),
    tool_use("ir-07",
             "Pause the music. Actually, stop it completely, and drop the media volume to 10.",
             "stop_media set_volume",
             "pause_media get_now_playing adjust_volume set_shuffle set_repeat_mode "
             "set_playback_speed set_equalizer_preset set_camera_flash play_music resume_media "
             "next_track previous_track seek_media",
             [[X("stop_media"), X("set_volume", stream="media", level=10)]],
             delta=D({"media.state": "stopped", "media.position_s": 0, "sound.volume.media": 10})),
    tool_use("ir-08", "Done, it's showing the pairing screen now. Carry on.",
             "scan_bluetooth_devices pair_bluetooth_device",
             "set_bluetooth connect_bluetooth_device set_wifi set_mobile_data set_nfc "
             "set_airplane_mode get_network_status scan_wifi_networks connect_wifi "
             "forget_wifi_network unpair_bluetooth_device set_hotspot list_nearby_devices",
             [X("pair_bluetooth_device", device="Galaxy Watch")],
             settings={"network.bluetooth": True},
             history=("Set up my new Galaxy Watch.",
                      "I turned Bluetooth on, but the watch isn't in pairing mode yet. Hold its "
                      "side "
                      "button until it shows the pairing screen, then tell me."),
             delta=D(pa_bluetooth_devices={"changed": {"pa_bluetooth_devices-4": {"paired": True}}},
                     pa_pairing_log={"added": [log(device_name="Galaxy Watch", action="pair")]})),
    tool_use("ir-09",
             "Add Mia's birthday dinner on Friday, 7 to 9 pm at Harbor Grill. Oh, and tick "
             "off the gift task, I bought it yesterday.",
             "create_calendar_event list_tasks complete_task",
             "create_task list_calendar_events update_calendar_event delete_calendar_event "
             "set_alarm list_alarms update_alarm delete_alarm start_timer cancel_timer "
             "create_automation_rule list_automation_rules",
             [X("create_calendar_event", title="Mia's birthday dinner", date="2025-06-06",
                start="19:00",
                end="21:00", location="Harbor Grill"),
              X("complete_task", task="pa_tasks-2")],
             calls=[G("create_calendar_event", title=KF("Mia"), date="2025-06-06", start="19:00",
                      end="21:00", location="Harbor Grill"),
                    G("complete_task", task=ONE("pa_tasks-2", "Buy a birthday gift for Mia"))]),
    tool_use("ir-10", "Move the screen cast over to the iPad.",
             "stop_screen_cast start_screen_cast",
             "list_nearby_devices start_multi_screen_collaboration "
             "stop_multi_screen_collaboration connect_device disconnect_device "
             "share_file_to_device start_device_migration get_device_migration_status "
             "list_pairing_logs clear_pairing_logs rename_device set_wifi set_bluetooth",
             [X("stop_screen_cast"), X("start_screen_cast", device="iPad Air")],
             settings={"devices.casting": "Living Room TV"},
             delta=D({"devices.casting": "iPad Air"})),
    tool_use("ir-11", "Hmm, put a password on it: sky-blue-77. And rename it Lei-Travel.",
             "set_hotspot",
             "get_network_status set_mobile_data set_wifi set_bluetooth set_nfc set_airplane_mode "
             "scan_wifi_networks connect_wifi forget_wifi_network scan_bluetooth_devices "
             "pair_bluetooth_device unpair_bluetooth_device connect_bluetooth_device "
             "list_nearby_devices",
             [X("set_hotspot", enabled=True, name="Lei-Travel", password="sky-blue-77")],
             settings={"network.hotspot": True},
             history=("Turn on the hotspot.",
                      "The hotspot is on as 'My Phone Hotspot', with no password."),
             delta=D({"network.hotspot.name": "Lei-Travel",
                      "network.hotspot.password": "sky-blue-77"})),
    tool_use("ir-12",
             "Uninstall VideoHub. Hmm, no: just clear its cache and mute its notifications.",
             "clear_app_cache set_app_notifications",
             "uninstall_app clear_app_data list_installed_apps get_app_info search_app_store "
             "install_app update_app update_all_apps open_app force_stop_app list_app_permissions "
             "grant_app_permission revoke_app_permission",
             [[X("clear_app_cache", app="VideoHub"), X("set_app_notifications", app="VideoHub",
                                                        notifications=False)]],
             delta=D(pa_apps={"changed": {"pa_apps-14": {"cache_mb": 0, "notifications": False}}})),
    tool_use("ir-13", "Make it Saturday, and actually call her instead of texting.",
             "find_contact make_call",
             "send_sms list_messages set_harassment_filter add_contact update_contact "
             "delete_contact end_call list_call_history delete_message send_email list_emails "
             "block_number unblock_number",
             [X("make_call", recipient="Mom")],
             history=("Tell Mom I'll visit on Sunday.",
                      "Shall I text Mom: 'I'll visit on Sunday'?"),
             calls=[G("make_call", recipient=MOM)]),
    tool_use("ir-14", "Cancel that, the recipe says 12 minutes. Set a new one.",
             "cancel_timer start_timer",
             "set_alarm list_alarms create_calendar_event list_calendar_events "
             "update_calendar_event delete_calendar_event create_task list_tasks complete_task "
             "update_alarm delete_alarm create_automation_rule list_automation_rules",
             [X("cancel_timer", timer="pa_timers-1"),
              X("start_timer", duration_s=720, label="Pasta")],
             add={"pa_timers": [{"label": "Pasta", "duration_s": 600,
                                 "started_at": "2025-06-02 08:59:00",
                                 "ends_at": "2025-06-02 09:09:00", "status": "running"}]},
             history=("Set a 10-minute timer for the pasta.", "Timer 'Pasta' started: 10 minutes."),
             calls=[G("cancel_timer", timer=ONE("pa_timers-1", "Pasta")),
                    G("start_timer", duration_s=720, label=U)]),
    tool_use("ir-15", "Set the ringtone to Ocean and the ring volume to 80. Actually keep my "
             "ringtone, just the volume.",
             "set_volume",
             "set_ringtone get_sound_settings set_brightness set_auto_brightness set_dark_mode "
             "set_eye_comfort set_font_size set_screen_timeout set_refresh_rate set_color_mode "
             "set_sound_mode set_do_not_disturb set_vibration_intensity set_haptic_feedback",
             [X("set_volume", stream="ring", level=80)],
             delta=D({"sound.volume.ring": 80}),
             fault="the audio service did not answer"),
    tool_use("ir-16",
             "Actually I only want it at night. Turn it off for now and schedule it from 22:30 "
             "to 6:30 every day.",
             "set_do_not_disturb schedule_do_not_disturb",
             "get_sound_settings set_brightness set_auto_brightness set_dark_mode set_eye_comfort "
             "set_font_size set_screen_timeout set_refresh_rate set_color_mode set_sound_mode "
             "set_ringtone set_vibration_intensity set_haptic_feedback",
             [X("set_do_not_disturb", enabled=False),
              X("schedule_do_not_disturb", start="22:30", end="06:30")],
             settings={"sound.dnd": True},
             history=("Turn on Do Not Disturb.", "Done, Do Not Disturb is on."),
             delta=D({"sound.dnd": False, "sound.dnd.start": "22:30", "sound.dnd.end": "06:30"})),
    tool_use("ir-17",
             "Save John's new number, +86 138 0099 7766. No, don't add a new contact, update "
             "his existing one.",
             "find_contact update_contact",
             "add_contact delete_contact set_harassment_filter make_call end_call "
             "list_call_history send_sms list_messages delete_message send_email list_emails "
             "block_number unblock_number",
             [X("find_contact", query="John"), X("update_contact", contact="pa_contacts-1",
                                                 phone="+86 138 0099 7766")],
             delta=D(pa_contacts={"changed": {"pa_contacts-1": {"phone": "+86 138 0099 7766"}}}),
             fault="the contacts database is locked"),
]

BOUNDARY_ERROR_RECOVERY = [
    tool_use("be-01", "Call Mom.",
             "make_call grant_app_permission",
             "find_contact list_app_permissions send_sms set_harassment_filter add_contact "
             "update_contact delete_contact end_call list_call_history list_messages "
             "delete_message send_email list_emails",
             [X("make_call", recipient="Mom"),
              X("grant_app_permission", app="Phone", permission="phone"),
              X("make_call", recipient="Mom")],
             settings=without("phone:phone"),
             calls=[G("grant_app_permission", app=ONE("Phone", "pa_apps-5"), permission="phone"),
                    G("make_call", recipient=MOM)]),
    tool_use("be-02", "Email my secretary, subject 'Leave request': I'd like to take Friday off.",
             "find_contact send_email",
             "list_emails send_sms set_harassment_filter add_contact update_contact "
             "delete_contact make_call end_call list_call_history list_messages delete_message "
             "block_number unblock_number",
             [X("find_contact", query="secretary"),
              X("send_email", to="maya.lin@acme.example", subject="Leave request",
                body="Hi Maya, I'd like to take Friday off."),
              X("send_email", to="maya.lin@acme.example", subject="Leave request",
                body="Hi Maya, I'd like to take Friday off.")],
             friction=[FAULT("send_email", "the mail server timed out")],
             calls=[G("send_email", to="maya.lin@acme.example", subject="Leave request",
                      body=KF("Friday"))]),
    tool_use("be-03", "Scan the Wi-Fi card on the cafe table and get me online.",
             "scan_qr_code grant_app_permission connect_wifi",
             "list_app_permissions scan_wifi_networks set_wifi set_bluetooth set_mobile_data "
             "set_nfc set_airplane_mode get_network_status forget_wifi_network "
             "scan_bluetooth_devices pair_bluetooth_device unpair_bluetooth_device",
             [X("scan_qr_code"), X("grant_app_permission", app="Camera", permission="camera"),
              X("scan_qr_code"), X("connect_wifi", ssid="CoffeeShop_Free")],
             settings={**without("camera:camera"), "input.camera_view": "pa_qr_codes-2"},
             delta=D({GRANTED_PERMISSIONS: [*without("camera:camera")[GRANTED_PERMISSIONS],
                                            "camera:camera"],
                      "network.wifi.connected": "CoffeeShop_Free"},
                     pa_wifi_networks={"changed": {"pa_wifi_networks-2": {"saved": True}}})),
    tool_use("be-04", "Book three seats for the jazz show this week: me, Mia and John.",
             "search_tickets book_ticket",
             "list_tickets cancel_ticket set_default_payment_method get_current_weather "
             "get_weather_forecast search_places start_navigation stop_navigation "
             "get_transit_status track_transit show_payment_code create_calendar_event "
             "list_calendar_events",
             [X("search_tickets", query="jazz")],
             calls=[G("search_tickets", query=U, date=U)]),
    tool_use("be-05", "Text Mia that I'm outside.",
             "find_contact send_sms",
             "list_messages make_call set_harassment_filter add_contact update_contact "
             "delete_contact end_call list_call_history delete_message send_email list_emails "
             "block_number unblock_number",
             [X("find_contact", query="Mia")],
             add={"pa_contacts": [{"name": "Mia Wong", "phone": "+86 186 4455 6677", "nickname": "",
                                   "email": "mia.wong@example.com", "company": "Bright Studio"}]},
             friction=[AMBIG("pa_contacts", ["pa_contacts-2", "pa_contacts-5"], ["send_sms"])],
             calls=[G("find_contact", query=KF("mia"))]),
    tool_use("be-06", "Call John.",
             "find_contact make_call",
             "list_call_history send_sms set_harassment_filter add_contact update_contact "
             "delete_contact end_call list_messages delete_message send_email list_emails "
             "block_number unblock_number",
             [X("find_contact", query="John")],
             add={"pa_contacts": [{"name": "John Smith", "phone": "+86 150 1234 9876",
                                   "nickname": "",
                                   "email": "john.smith@harborgrill.example",
                                   "company": "Harbor Grill"}]},
             friction=[AMBIG("pa_contacts", ["pa_contacts-1", "pa_contacts-5"], ["make_call"])],
             calls=[G("find_contact", query=KF("john"))]),
    tool_use("be-07", "Connect my AirBuds.",
             "set_bluetooth connect_bluetooth_device",
             "scan_bluetooth_devices pair_bluetooth_device set_wifi set_mobile_data set_nfc "
             "set_airplane_mode get_network_status scan_wifi_networks connect_wifi "
             "forget_wifi_network unpair_bluetooth_device set_hotspot list_nearby_devices",
             [X("set_bluetooth", enabled=True), X("connect_bluetooth_device", device="AirBuds Pro"),
              X("connect_bluetooth_device", device="AirBuds Pro")],
             friction=[FAULT("connect_bluetooth_device", "the Bluetooth stack is busy")],
             delta=D({"network.bluetooth": True},
                     pa_bluetooth_devices={"changed": {"pa_bluetooth_devices-1": {"connected": True}}},
                     pa_pairing_log={"added": [log(device_name="AirBuds Pro", action="connect")]})),
    tool_use("be-08", "Drive me to the nearest pharmacy.",
             "search_places grant_app_permission start_navigation",
             "list_app_permissions stop_navigation set_default_payment_method get_current_weather "
             "get_weather_forecast get_transit_status track_transit show_payment_code "
             "search_tickets book_ticket cancel_ticket list_tickets",
             [X("search_places", query="pharmacy"),
              X("grant_app_permission", app="Maps", permission="location"),
              X("search_places", query="pharmacy"),
              X("start_navigation", destination="City Pharmacy", mode="driving")],
             settings=without("maps:location"),
             calls=[G("grant_app_permission", app=ONE("Maps", "pa_apps-4"), permission="location"),
                    G("start_navigation", destination=ONE("City Pharmacy", "pa_places-5"),
                      mode="driving")]),
    tool_use("be-09", "Set an alarm for 5:45 tomorrow morning, labelled Airport.",
             "set_alarm",
             "list_alarms update_alarm start_timer create_calendar_event list_calendar_events "
             "update_calendar_event delete_calendar_event create_task list_tasks complete_task "
             "delete_alarm cancel_timer create_automation_rule list_automation_rules",
             [X("set_alarm", time="05:45", label="Airport"),
              X("set_alarm", time="05:45", label="Airport"),
              X("set_alarm", time="05:45", label="Airport")],
             friction=[FAULT("set_alarm", "the clock service is restarting", times=2)],
             calls=[G("set_alarm", time="05:45", label="Airport")]),
    tool_use("be-10", "Text Mom that I landed safely.",
             "send_sms grant_app_permission",
             "find_contact list_app_permissions make_call set_harassment_filter add_contact "
             "update_contact delete_contact end_call list_call_history list_messages "
             "delete_message send_email list_emails",
             [X("send_sms", recipient="Mom", text="I landed safely."),
              X("grant_app_permission", app="Messages", permission="sms"),
              X("send_sms", recipient="Mom", text="I landed safely.")],
             settings=without("messages:sms"),
             calls=[G("grant_app_permission", app=ONE("Messages", "pa_apps-7"), permission="sms"),
                    G("send_sms", recipient=MOM, text=KF("landed"))]),
    tool_use("be-11", "Cast my screen to the living room TV.",
             "start_screen_cast set_wifi",
             "list_nearby_devices get_network_status stop_screen_cast "
             "start_multi_screen_collaboration stop_multi_screen_collaboration connect_device "
             "disconnect_device share_file_to_device start_device_migration "
             "get_device_migration_status list_pairing_logs clear_pairing_logs rename_device",
             [X("start_screen_cast", device="Living Room TV"), X("set_wifi", enabled=True),
              X("start_screen_cast", device="Living Room TV")],
             settings={"network.wifi": False, "network.wifi.connected": ""},
             friction=[DEP("start_screen_cast", "screen casting runs over Wi-Fi",
                           settings={"network.wifi": True})],
             delta=D({"network.wifi": True, "devices.casting": "Living Room TV"})),
    tool_use("be-12", "What's this song playing in the cafe? Add it to my favourites.",
             "recognize_music grant_app_permission like_track",
             "list_app_permissions search_music_library play_music set_shuffle set_repeat_mode "
             "set_playback_speed set_equalizer_preset set_camera_flash pause_media resume_media "
             "stop_media next_track",
             [X("recognize_music"), X("grant_app_permission", app="Music", permission="microphone"),
              X("recognize_music"), X("like_track", track="pa_tracks-4")],
             settings=without("music:microphone"),
             calls=[G("grant_app_permission", app=ONE("Music", "pa_apps-3"),
                      permission="microphone"),
                    G("like_track", track=ONE("pa_tracks-4", "Paper Planes"))]),
    tool_use("be-13", "Book me a ticket for the Shanghai Museum on Wednesday.",
             "search_tickets book_ticket",
             "list_tickets cancel_ticket set_default_payment_method get_current_weather "
             "get_weather_forecast search_places start_navigation stop_navigation "
             "get_transit_status track_transit show_payment_code create_calendar_event "
             "list_calendar_events",
             [X("search_tickets", query="museum"),
              X("book_ticket", event="Shanghai Museum entry", quantity=1, visitors=[ME]),
              X("book_ticket", event="Shanghai Museum entry", quantity=1, visitors=[ME])],
             friction=[FAULT("book_ticket", "the ticketing service is busy")],
             delta=D(ignore=("pa_tickets.booked_at",),
                     pa_tickets={"added": [ticket(*MUSEUM, [ME], 0.0)]},
                     pa_events={"changed": {"pa_events-1": {"seats_left": 39}}})),
    tool_use("be-14", "Email John to bring the slides tomorrow, subject 'Slides'. I'm at home, so "
             "don't use mobile data.",
             "find_contact send_email connect_wifi",
             "scan_wifi_networks set_wifi set_mobile_data get_network_status "
             "set_harassment_filter add_contact update_contact delete_contact make_call end_call "
             "list_call_history send_sms",
             [X("find_contact", query="John"),
              X("get_network_status"), X("connect_wifi", ssid="HomeNet"),
              X("send_email", to="john@example.com", subject="Slides",
                body="Please bring the slides tomorrow.")],
             settings={"network.mobile_data": False},
             friction=[{"kind": "state_change", "step": 2,
                        "settings": {"network.wifi.connected": ""}}],
             calls=[G("connect_wifi", ssid="HomeNet", password=U),
                    G("send_email", to="john@example.com", subject="Slides", body=KF("slides"))]),
    tool_use("be-15", "Take a selfie in portrait mode.",
             "take_photo grant_app_permission",
             "list_app_permissions record_video set_camera_flash set_shuffle set_repeat_mode "
             "set_playback_speed set_equalizer_preset play_music pause_media resume_media "
             "stop_media next_track previous_track",
             [X("take_photo", mode="portrait", camera="front"),
              X("grant_app_permission", app="Camera", permission="camera"),
              X("take_photo", mode="portrait", camera="front")],
             settings=without("camera:camera"),
             calls=[G("grant_app_permission", app=ONE("Camera", "pa_apps-1"), permission="camera"),
                    G("take_photo", mode="portrait", camera="front")]),
    tool_use("be-16", "Cancel the team sync.",
             "list_calendar_events delete_calendar_event",
             "update_calendar_event create_calendar_event create_task list_tasks complete_task "
             "set_alarm list_alarms update_alarm delete_alarm start_timer cancel_timer "
             "create_automation_rule list_automation_rules",
             [X("list_calendar_events", query="team sync")],
             add={"pa_calendar": [{"title": "Team sync", "date": "2025-06-03", "start": "11:00",
                                   "end": "11:30", "location": "Room 4B", "reminder_min": 10},
                                  {"title": "Team sync", "date": "2025-06-05", "start": "11:00",
                                   "end": "11:30", "location": "Room 4B", "reminder_min": 10}]},
             friction=[AMBIG("pa_calendar", ["pa_calendar-3", "pa_calendar-4"],
                             ["delete_calendar_event"])],
             calls=[G("list_calendar_events", date=U, query=U)]),
    tool_use("be-17", "Is there a system update? Install it if so.",
             "check_system_update install_system_update",
             "get_battery_status set_power_saving_mode get_device_info set_device_name "
             "set_system_language set_region set_time_zone set_auto_time set_24_hour_time "
             "set_date_format set_auto_update set_home_screen_grid set_navigation_mode",
             [X("check_system_update")],
             settings={"power.battery_level": 18},
             calls=[G("check_system_update")]),
    tool_use("be-18", "Record my screen with sound, I want to show Mom how the app works.",
             "start_screen_recording grant_app_permission",
             "stop_screen_recording list_app_permissions take_screenshot set_shuffle "
             "set_repeat_mode set_playback_speed set_equalizer_preset set_camera_flash play_music "
             "pause_media resume_media stop_media next_track",
             [X("start_screen_recording", with_audio=True),
              X("grant_app_permission", app="Recorder", permission="microphone"),
              X("start_screen_recording", with_audio=True)],
             settings=without("recorder:microphone"),
             friction=[PERM("start_screen_recording", "recorder:microphone")],
             calls=[G("grant_app_permission", app=ONE("Recorder", "pa_apps-9"),
                      permission="microphone"),
                    G("start_screen_recording", with_audio=True)]),
]


TASKS: list[dict[str, Any]] = [*PARAMETER_GROUNDING, *DEPENDENCY_PLANNING,
                               *REFERENCE_STATE_TRACKING,
                                *INTENT_REVISION, *BOUNDARY_ERROR_RECOVERY]
