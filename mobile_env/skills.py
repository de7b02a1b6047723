"""Skill packages (F8): reusable phone routines as data -- instructions plus the tools they bind.

MobilePA-Bench's Skill Usage tasks hand the planner skill *loaders* instead of (SOR) or beside
(MTSR) direct tools. ``load_skill(skill_id)`` answers with the package's instructions and its bound
tool names, and its result's effects add the tools of :attr:`Skill.tools`, which the env makes
callable from the next step on: ``A_{t+1} = A_t U G(s)`` (see :mod:`mobile_env.env`). A package
is only a recipe: loading one changes nothing on the phone, and following it is the planner's
job.

The catalog is plain data so that tasks, the task schema and the tests can read it without the
tool registry; a test checks that every bound tool is a direct tool of the MobilePA catalog.
"""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True, slots=True)
class Skill:
    """One skill package: ``id`` is what ``load_skill`` takes; ``tools`` is ``G(s)``."""

    id: str
    title: str
    description: str
    instructions: str
    tools: tuple[str, ...]

    def summary(self) -> str:
        """The one line a planner sees before loading: id, title and when to use it."""
        return f"{self.id} ({self.title}): {self.description}"


def _skill(skill_id: str, title: str, description: str, steps: tuple[str, ...],
           tools: tuple[str, ...]) -> Skill:
    return Skill(skill_id, title, description,
                 " ".join(f"{i}. {s}" for i, s in enumerate(steps, start=1)), tools)


_CATALOG: tuple[Skill, ...] = (
    _skill("commute_focus", "Commute focus routine", "Quiet, hands-free phone for the commute.",
           ("Turn on Do Not Disturb.", "Start the commute playlist or the music the user asks for.",
            "Check the transit status of the user's line and start navigation if they drive."),
           ("set_do_not_disturb", "play_music", "get_transit_status", "start_navigation")),
    _skill("trip_booking", "Trip booking",
           "Find and book tickets for a trip and put it in the calendar.",
           ("Search tickets for the route and date.",
            "Book the matching ticket for the travellers.",
            "Create a calendar event for the departure."),
           ("search_tickets", "book_ticket", "list_tickets", "create_calendar_event")),
    _skill("trip_cancellation", "Trip cancellation",
           "Cancel a booked trip and clear it from the calendar.",
           ("List the booked tickets and pick the one the user means.", "Cancel it.",
            "Delete the matching calendar event."),
           ("list_tickets", "cancel_ticket", "list_calendar_events", "delete_calendar_event")),
    _skill("photo_backup", "Photo backup",
           "Copy photos to another of the user's devices over Wi-Fi.",
           ("Make sure Wi-Fi is on.", "Find the target device nearby and connect to it.",
            "Share the files to it."),
           ("set_wifi", "list_nearby_devices", "connect_device", "share_file_to_device")),
    _skill("photo_cleanup", "Photo cleanup", "Group photos by subject and tidy the gallery.",
           ("Describe the photos the user mentions.", "Create a smart album for the subject.",
            "Enhance the photos the user wants improved."),
           ("describe_image", "create_smart_album", "enhance_photo")),
    _skill("receipt_capture", "Receipt capture",
           "Read a receipt photo and track the expense as a task.",
           ("Extract the text from the receipt photo.",
            "Convert the amount if it is in another currency.",
            "Create a task to file the expense."),
           ("extract_text_from_image", "convert_currency", "create_task")),
    _skill("sleep_mode", "Sleep mode", "Wind the phone down for the night.",
           ("Schedule Do Not Disturb for the night.", "Turn on dark mode and eye comfort.",
            "Set the morning alarm."),
           ("schedule_do_not_disturb", "set_dark_mode", "set_eye_comfort", "set_alarm")),
    _skill("morning_briefing", "Morning briefing",
           "What the user needs to know at the start of the day.",
           ("Get today's weather.", "List today's calendar events.",
            "Summarise unread notifications."),
           ("get_current_weather", "list_calendar_events", "summarize_notifications")),
    _skill("meeting_prep", "Meeting preparation",
           "Set a meeting up and make sure the user is on time.",
           ("Create the calendar event.", "Set an alarm before it.", "Message the participants."),
           ("create_calendar_event", "set_alarm", "find_contact", "send_sms")),
    _skill("meeting_reschedule", "Meeting reschedule",
           "Move a meeting and tell the people involved.",
           ("Find the event in the calendar.", "Update its time.", "Message the participants."),
           ("list_calendar_events", "update_calendar_event", "find_contact", "send_sms")),
    _skill("battery_saver", "Battery saver", "Stretch the remaining battery.",
           ("Check the battery.", "Turn on power saving mode.",
            "Lower the brightness and switch off Bluetooth."),
           ("get_battery_status", "set_power_saving_mode", "set_brightness", "set_bluetooth")),
    _skill("storage_cleanup", "Storage cleanup", "Free storage space.",
           ("Check storage usage.", "List large files and delete the ones the user names.",
            "Clean junk files and clear big app caches."),
           ("get_storage_usage", "list_large_files", "delete_file", "clean_junk_files",
            "clear_app_cache")),
    _skill("app_install", "App install", "Install an app and get it ready to use.",
           ("Search the app store.", "Install the app.",
            "Grant the permissions it needs and pin it to the home screen."),
           ("search_app_store", "install_app", "grant_app_permission", "add_app_to_home_screen")),
    _skill("app_privacy_review", "App privacy review", "Review and tighten an app's permissions.",
           ("List the app's permissions.", "Revoke the ones the user does not want.",
            "Lock the app if asked."),
           ("list_app_permissions", "revoke_app_permission", "set_app_lock")),
    _skill("new_contact", "New contact", "Save a new contact and greet them.",
           ("Add the contact.", "Send them a message if the user asks."),
           ("add_contact", "find_contact", "send_sms")),
    _skill("spam_shield", "Spam shield", "Stop a nuisance caller.",
           ("Find the number in the call history.", "Block it.", "Turn on the harassment filter."),
           ("list_call_history", "block_number", "set_harassment_filter")),
    _skill("missed_call_followup", "Missed-call follow-up", "Return or answer a missed call.",
           ("Find the missed call in the call history.",
            "Call back, or text when the user cannot talk."),
           ("list_call_history", "make_call", "send_sms")),
    _skill("email_digest", "Email digest", "Read recent emails and reply.",
           ("List the recent emails.", "Translate one if needed.", "Send the reply."),
           ("list_emails", "translate_text", "send_email")),
    _skill("hotspot_share", "Hotspot sharing", "Share the phone's connection with another device.",
           ("Turn mobile data on.", "Turn the hotspot on."),
           ("set_mobile_data", "set_hotspot", "get_network_status")),
    _skill("wifi_switch", "Wi-Fi switch", "Join a Wi-Fi network.",
           ("Turn Wi-Fi on.", "Scan the networks.", "Connect to the one the user names."),
           ("set_wifi", "scan_wifi_networks", "connect_wifi", "forget_wifi_network")),
    _skill("headphones_setup", "Headphones setup", "Pair Bluetooth headphones and start listening.",
           ("Turn Bluetooth on.", "Scan and pair the headphones.",
            "Connect them and set the volume."),
           ("set_bluetooth", "scan_bluetooth_devices", "pair_bluetooth_device",
            "connect_bluetooth_device",
            "set_volume")),
    _skill("flight_mode_travel", "Flight mode", "Get the phone ready for a flight.",
           ("Turn on airplane mode.", "Turn Wi-Fi back on if the user wants in-flight Wi-Fi.",
            "Set the device time zone for the destination."),
           ("set_airplane_mode", "set_wifi", "set_time_zone")),
    _skill("travel_abroad", "Travel abroad", "Adjust the phone for another country.",
           ("Set the region and time zone.", "Convert prices to the local currency.",
            "Translate phrases the user needs."),
           ("set_region", "set_time_zone", "convert_currency", "translate_text")),
    _skill("party_playlist", "Party playlist", "Build and play a playlist.",
           ("Search the music library.", "Create the playlist with the tracks.",
            "Play it on shuffle."),
           ("search_music_library", "create_playlist", "set_shuffle", "play_music")),
    _skill("music_discovery", "Music discovery", "Identify a song and keep it.",
           ("Recognise the song playing.", "Like it.", "Add it to a playlist."),
           ("recognize_music", "like_track", "add_track_to_playlist")),
    _skill("screen_cast", "Screen casting", "Show the phone on a TV or laptop.",
           ("List nearby devices.", "Start casting to the one the user names."),
           ("list_nearby_devices", "start_screen_cast", "stop_screen_cast")),
    _skill("phone_migration", "Phone migration", "Move data to a new phone.",
           ("Connect the new device.", "Start the migration and report its status."),
           ("list_nearby_devices", "connect_device", "start_device_migration",
            "get_device_migration_status")),
    _skill("eye_care", "Eye care", "Make the screen easier on the eyes.",
           ("Turn on eye comfort.", "Turn on dark mode.",
            "Lower the brightness and enlarge the font if asked."),
           ("set_eye_comfort", "set_dark_mode", "set_brightness", "set_font_size")),
    _skill("accessibility_setup", "Accessibility setup", "Make the phone easier to use.",
           ("Enlarge the font.", "Turn on TalkBack if the user needs a screen reader.",
            "Turn on one-handed mode."),
           ("set_font_size", "set_talkback", "set_one_handed_mode")),
    _skill("device_security", "Device security", "Lock the phone down.",
           ("Set a screen lock.", "Turn on fingerprint unlock.", "Add an emergency contact."),
           ("set_screen_lock", "set_fingerprint_unlock", "add_emergency_contact")),
    _skill("password_vault", "Password vault", "Store or look up a saved password.",
           ("Look the password up, or add it.",),
           ("get_password", "add_password", "delete_password")),
    _skill("emergency_help", "Emergency help", "Get help fast.",
           ("Send the emergency alert.", "Call the emergency contact."),
           ("send_emergency_alert", "make_call", "find_contact")),
    _skill("weather_outing", "Weather-aware outing", "Plan an outing around the weather.",
           ("Get the forecast.", "Search places nearby.", "Put the outing in the calendar."),
           ("get_weather_forecast", "search_places", "create_calendar_event")),
    _skill("event_tickets", "Event tickets", "Book tickets for a show or a match.",
           ("Search the event.", "Book the seats.", "Set a reminder alarm."),
           ("search_tickets", "book_ticket", "set_alarm")),
    _skill("home_automation", "Home automation", "Make the phone react to time or place.",
           ("List the existing rules.", "Create the rule the user describes."),
           ("list_automation_rules", "create_automation_rule", "delete_automation_rule")),
    _skill("notification_triage", "Notification triage", "Clear the notification pile.",
           ("Summarise the notifications.", "Mark the important ones read.", "Mute noisy apps."),
           ("summarize_notifications", "list_notifications", "mark_notification_read",
            "set_app_notifications")),
    _skill("web_research", "Web research", "Look something up and keep it.",
           ("Answer the question or open the page.", "Bookmark the page the user wants to keep."),
           ("answer_question", "open_webpage", "add_bookmark")),
    _skill("focus_timer", "Focus timer", "A distraction-free work session.",
           ("Turn on Do Not Disturb.", "Start the timer.", "Add the task being worked on."),
           ("set_do_not_disturb", "start_timer", "create_task")),
    _skill("system_update", "System update", "Bring the phone and its apps up to date.",
           ("Check for a system update and install it.", "Update all apps."),
           ("check_system_update", "install_system_update", "update_all_apps")),
)

#: Every skill package by id.
SKILLS: dict[str, Skill] = {s.id: s for s in _CATALOG}
