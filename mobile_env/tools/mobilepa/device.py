"""The default MobilePA device: the settings and app tables a task starts from unless it overrides them.

The settings and their defaults are declared once, in :mod:`mobile_env.task_format.device_settings`
(task files store only the settings they change, and loading fills the rest in from there).
Tables are prefixed ``pa_`` so they never clash with SPIEval's app tables in a mixed world. Dates
are around :data:`DEFAULT_NOW`, the clock the default device is meant to be used with (tools only
ever read the task's own ``state.now``).

Both functions return fresh objects: callers may edit them before building a state.
"""

from __future__ import annotations

from typing import Any

from mobile_env.task_format.device_settings import DEVICE_SETTINGS
from mobile_env.task_format.device_settings import VOLUME_STREAMS as VOLUME_STREAMS  # for the tools

DEFAULT_NOW = "2025-06-02 09:00:00"

_APPS: tuple[tuple[Any, ...], ...] = (
    # name, category, installed, system, version, latest, size, cache, data, permissions requested
    ("Camera", "photography", True, True, "5.2", "5.2", 180, 40, 12,
     ("camera", "microphone", "location")),
    ("Gallery", "photography", True, True, "4.8", "4.8", 150, 320, 60, ("storage",)),
    ("Music", "music", True, True, "3.1", "3.2", 210, 85, 900, ("microphone", "storage")),
    ("Maps", "navigation", True, True, "11.4", "11.4", 320, 150, 210, ("location",)),
    ("Phone", "communication", True, True, "9.0", "9.0", 60, 5, 20, ("phone", "contacts")),
    ("Contacts", "communication", True, True, "9.0", "9.0", 40, 3, 15, ("contacts",)),
    ("Messages", "communication", True, True, "8.7", "8.7", 90, 25, 140, ("sms", "contacts")),
    ("Browser", "productivity", True, True, "17.2", "17.2", 260, 410, 80, ("location", "storage")),
    ("Recorder", "tools", True, True, "2.0", "2.0", 30, 2, 45, ("microphone", "storage")),
    ("Files", "tools", True, True, "6.1", "6.1", 45, 12, 5, ("storage",)),
    ("Wallet", "finance", True, True, "7.3", "7.3", 120, 18, 30, ("nfc", "camera")),
    ("ChatNow", "social", True, False, "8.0.3", "8.1.0", 890, 1200, 3400,
     ("camera", "contacts", "location", "microphone")),
    ("RideGo", "travel", True, False, "5.5", "5.5", 240, 95, 60, ("location", "phone")),
    ("VideoHub", "entertainment", True, False, "12.0", "12.3", 510, 780, 1500, ("storage",)),
    ("FitTrack", "health", True, False, "3.3", "3.3", 130, 20, 90, ("location", "body_sensors")),
    ("PhotoLab", "photography", False, False, "", "2.4", 260, 0, 0, ("camera", "storage")),
    ("TranslatePro", "productivity", False, False, "", "6.0", 95, 0, 0, ("microphone",)),
    ("GameZone", "games", False, False, "", "1.9", 2400, 0, 0, ("storage",)),
)

_TABLES: dict[str, list[dict[str, Any]]] = {
    "pa_notifications": [
        {"app": "ChatNow", "title": "Mia", "text": "Are we still on for lunch?",
         "time": "2025-06-02 08:41:00", "read": False},
        {"app": "ChatNow", "title": "Family group", "text": "Photos from the weekend",
         "time": "2025-06-02 07:55:00", "read": False},
        {"app": "RideGo", "title": "Ride receipt", "text": "Your trip cost 38.50",
         "time": "2025-06-01 22:10:00", "read": True},
        {"app": "VideoHub", "title": "New episode", "text": "Season 2 episode 5 is out",
         "time": "2025-06-01 20:00:00", "read": False},
        {"app": "Messages", "title": "Bank", "text": "Your card ending 4432 was charged 120.00",
         "time": "2025-06-02 08:05:00", "read": False},
    ],
    "pa_files": [
        {"name": "Quarterly report.pdf", "folder": "Documents", "kind": "document", "size_mb": 4.2,
         "modified": "2025-05-28 17:20:00"},
        {"name": "Trip video.mp4", "folder": "Movies", "kind": "video", "size_mb": 2300.0,
         "modified": "2025-05-18 19:02:00"},
        {"name": "Podcast 112.mp3", "folder": "Music", "kind": "audio", "size_mb": 68.0,
         "modified": "2025-05-30 07:45:00"},
        {"name": "Boarding pass.png", "folder": "Pictures", "kind": "image", "size_mb": 1.1,
         "modified": "2025-05-31 06:30:00"},
        {"name": "gamezone_installer.apk", "folder": "Download", "kind": "apk", "size_mb": 310.0,
         "modified": "2025-04-02 12:00:00"},
        {"name": "thumbnails.cache", "folder": "Android/data", "kind": "junk", "size_mb": 540.0,
         "modified": "2025-06-01 23:00:00"},
        {"name": "crash_dump.log", "folder": "Android/data", "kind": "junk", "size_mb": 35.0,
         "modified": "2025-05-20 03:10:00"},
    ],
    "pa_tracks": [
        {"title": "Blue Horizon", "artist": "The Tides", "album": "Coastline", "duration_s": 214,
         "liked": False},
        {"title": "Night Drive", "artist": "Neon Arcade", "album": "Synth City", "duration_s": 251,
         "liked": True},
        {"title": "Morning Tea", "artist": "Lin Qiao", "album": "Quiet Hours", "duration_s": 187,
         "liked": False},
        {"title": "Paper Planes", "artist": "Skyward", "album": "Paper Planes", "duration_s": 203,
         "liked": False},
        {"title": "Slow River", "artist": "Lin Qiao", "album": "Quiet Hours", "duration_s": 240,
         "liked": False},
    ],
    "pa_playlists": [
        {"name": "Workout", "tracks": ("pa_tracks-2", "pa_tracks-4"),
         "created_at": "2025-03-01 10:00:00"},
    ],
    "pa_photos": [
        {"name": "IMG_0412.jpg", "kind": "photo", "taken_at": "2025-05-31 18:20:00",
         "album": "Camera",
         "description": "A golden retriever running on a beach at sunset", "text": "",
         "tags": ("dog", "beach", "sunset")},
        {"name": "IMG_0413.jpg", "kind": "photo", "taken_at": "2025-06-01 12:05:00",
         "album": "Camera",
         "description": "A restaurant receipt on a wooden table",
         "text": "Harbor Grill  Total 86.40  2025-06-01", "tags": ("receipt",)},
        {"name": "IMG_0414.jpg", "kind": "photo", "taken_at": "2025-06-01 15:30:00",
         "album": "Camera",
         "description": "A street sign in Japanese next to a train station",
         "text": "新宿駅 Shinjuku Station", "tags": ("sign", "travel")},
        {"name": "IMG_0415.jpg", "kind": "photo", "taken_at": "2025-06-01 16:45:00",
         "album": "Camera",
         "description": "A black cat sleeping on a sofa", "text": "", "tags": ("cat",)},
    ],
    "pa_calendar": [
        {"title": "Team standup", "date": "2025-06-02", "start": "10:00", "end": "10:30",
         "location": "Room 4B", "reminder_min": 10},
        {"title": "Dentist", "date": "2025-06-04", "start": "15:00", "end": "16:00",
         "location": "Smile Clinic", "reminder_min": 60},
    ],
    "pa_tasks": [
        {"title": "Renew passport", "due_date": "2025-06-10", "priority": "high", "done": False},
        {"title": "Buy a birthday gift for Mia", "due_date": "2025-06-06", "priority": "medium",
         "done": False},
    ],
    "pa_alarms": [
        {"time": "07:00", "label": "Wake up", "repeat": ("Mon", "Tue", "Wed", "Thu", "Fri"),
         "enabled": True},
        {"time": "09:30", "label": "Weekend run", "repeat": ("Sat",), "enabled": False},
    ],
    "pa_automations": [
        {"name": "Night mode", "trigger": "time", "trigger_value": "23:00", "action": "enable_dnd",
         "enabled": True},
    ],
    "pa_contacts": [
        {"name": "John Doe", "phone": "+86 138 0013 8000", "nickname": "Johnny",
         "email": "john@example.com", "company": "ACME Inc."},
        {"name": "Mia Chen", "phone": "+86 139 2211 3344", "nickname": "Mia",
         "email": "mia.chen@example.com", "company": ""},
        {"name": "Maya Lin", "phone": "+86 137 5566 7788", "nickname": "secretary",
         "email": "maya.lin@acme.example", "company": "ACME Inc."},
        {"name": "Mom", "phone": "+86 135 0000 1111", "nickname": "", "email": "", "company": ""},
    ],
    "pa_calls": [
        {"number": "+86 139 2211 3344", "name": "Mia Chen", "direction": "missed", "type": "voice",
         "time": "2025-06-02 08:30:00", "duration_s": 0},
        {"number": "+86 135 0000 1111", "name": "Mom", "direction": "outgoing", "type": "video",
         "time": "2025-06-01 19:00:00", "duration_s": 1260},
    ],
    "pa_messages": [
        {"number": "+86 139 2211 3344", "name": "Mia Chen", "direction": "incoming",
         "text": "Lunch at 12:30?", "time": "2025-06-02 08:40:00", "read": False},
        {"number": "95588", "name": "Bank", "direction": "incoming",
         "text": "Your card ending 4432 was charged 120.00", "time": "2025-06-02 08:05:00",
         "read": False},
    ],
    "pa_emails": [
        {"folder": "inbox", "sender": "hr@acme.example", "to": "me@example.com",
         "subject": "Benefits enrolment", "body": "Enrol by June 15.",
         "time": "2025-06-01 09:00:00", "read": False},
        {"folder": "sent", "sender": "me@example.com", "to": "john@example.com",
         "subject": "Slides", "body": "Attached.", "time": "2025-05-30 16:00:00", "read": True},
    ],
    "pa_wifi_networks": [
        {"ssid": "HomeNet", "security": "wpa2", "signal": 92, "saved": True,
         "password": "sunflower88"},
        {"ssid": "CoffeeShop_Free", "security": "open", "signal": 61, "saved": False,
         "password": ""},
        {"ssid": "Office-5G", "security": "wpa3", "signal": 48, "saved": False,
         "password": "acme-secure-2025"},
    ],
    "pa_bluetooth_devices": [
        {"name": "AirBuds Pro", "type": "earbuds", "paired": True, "connected": False,
         "in_range": True},
        {"name": "Car Audio", "type": "car", "paired": True, "connected": False, "in_range": False},
        {"name": "JBL Flip 6", "type": "speaker", "paired": False, "connected": False,
         "in_range": True},
        {"name": "Galaxy Watch", "type": "watch", "paired": False, "connected": False,
         "in_range": True},
    ],
    "pa_devices": [
        {"name": "Living Room TV", "type": "tv", "cast": True, "collaborate": False, "nearby": True,
         "connected": False},
        {"name": "Work Laptop", "type": "laptop", "cast": False, "collaborate": True,
         "nearby": True, "connected": True},
        {"name": "iPad Air", "type": "tablet", "cast": True, "collaborate": True, "nearby": True,
         "connected": False},
        {"name": "Old Phone", "type": "phone", "cast": False, "collaborate": False, "nearby": True,
         "connected": False},
        {"name": "Bedroom Projector", "type": "projector", "cast": True, "collaborate": False,
         "nearby": False, "connected": False},
    ],
    "pa_pairing_log": [
        {"device": "Work Laptop", "action": "connect", "result": "ok",
         "time": "2025-06-01 09:12:00"},
    ],
    "pa_weather": [
        {"city": city, "date": f"2025-06-0{day}", "condition": cond, "high_c": hi, "low_c": lo,
         "humidity": hum}
        for city, rows in {
            "Shanghai": (("cloudy", 27, 21, 70), ("rain", 24, 20, 88), ("sunny", 29, 22, 60),
                         ("sunny", 30, 23, 58)),
            "Beijing": (("sunny", 31, 19, 35), ("sunny", 32, 20, 30), ("windy", 28, 18, 25),
                        ("cloudy", 27, 18, 40)),
            "Tokyo": (("rain", 22, 18, 90), ("cloudy", 23, 18, 80), ("sunny", 26, 19, 65),
                      ("rain", 21, 17, 92)),
        }.items()
        for day, (cond, hi, lo, hum) in zip((2, 3, 4, 5), rows)
    ],
    "pa_places": [
        {"name": "Shanghai Museum", "city": "Shanghai", "category": "museum",
         "address": "201 People's Ave", "distance_km": 6.5},
        {"name": "Hongqiao Railway Station", "city": "Shanghai", "category": "station",
         "address": "1500 Shenhong Rd", "distance_km": 18.0},
        {"name": "Harbor Grill", "city": "Shanghai", "category": "restaurant",
         "address": "88 Bund Rd", "distance_km": 4.2},
        {"name": "Green Leaf Cafe", "city": "Shanghai", "category": "restaurant",
         "address": "12 Fuxing Rd", "distance_km": 1.1},
        {"name": "City Pharmacy", "city": "Shanghai", "category": "pharmacy",
         "address": "3 Nanjing Rd", "distance_km": 0.8},
    ],
    "pa_transit": [
        {"number": "MU5101", "kind": "flight", "date": "2025-06-05", "origin": "Shanghai",
         "destination": "Beijing", "departure": "08:00", "status": "on time", "gate": "C12",
         "tracked": False},
        {"number": "G7", "kind": "train", "date": "2025-06-03", "origin": "Shanghai",
         "destination": "Beijing", "departure": "14:00", "status": "delayed 20 min", "gate": "A5",
         "tracked": False},
    ],
    "pa_events": [
        {"name": "Shanghai Museum entry", "city": "Shanghai", "date": "2025-06-04", "time": "10:00",
         "price": 0.0, "seats_left": 40},
        {"name": "Jazz at the Bund", "city": "Shanghai", "date": "2025-06-06", "time": "20:00",
         "price": 280.0, "seats_left": 2},
        {"name": "Acrobatics Show", "city": "Shanghai", "date": "2025-06-07", "time": "19:30",
         "price": 180.0, "seats_left": 0},
    ],
    "pa_qr_codes": [
        {"label": "Museum booking poster", "kind": "url",
         "content": "https://tickets.example/shanghai-museum"},
        {"label": "Cafe Wi-Fi card", "kind": "wifi",
         "content": "WIFI:S:CoffeeShop_Free;T:nopass;;"},
    ],
    "pa_bookmarks": [
        {"title": "News Daily", "url": "https://news.example.com"},
    ],
    "pa_knowledge": [
        {"question": "What is the capital of Australia?", "answer": "Canberra"},
        {"question": "How many minutes are in a day?", "answer": "1440"},
        {"question": "What is the boiling point of water at sea level?",
         "answer": "100 degrees Celsius (212 degrees Fahrenheit)"},
        {"question": "Who wrote Pride and Prejudice?", "answer": "Jane Austen"},
        {"question": "How tall is Mount Everest?", "answer": "8,849 metres"},
    ],
    "pa_exchange_rates": [
        {"currency": c, "per_usd": r} for c, r in
        (("USD", 1.0), ("CNY", 7.2), ("EUR", 0.92), ("JPY", 156.0), ("GBP", 0.79), ("HKD", 7.8))
    ],
    "pa_passwords": [
        {"site": "mail.example.com", "username": "me@example.com", "password": "Tr0ub4dor&3",
         "created_at": "2025-01-10 10:00:00"},
    ],
}


def default_settings() -> dict[str, Any]:
    """A fresh copy of the default device's settings."""
    return dict(DEVICE_SETTINGS)


def default_tables() -> dict[str, list[dict[str, Any]]]:
    """Fresh copies of the default device's ``pa_*`` tables (records without ids get them in order)."""
    apps = [{"name": n, "category": c, "installed": i, "system": s, "version": v,
             "latest_version": lv,
             "size_mb": sz, "cache_mb": ca, "data_mb": da, "running": False, "notifications": True,
             "permissions": perms}
            for n, c, i, s, v, lv, sz, ca, da, perms in _APPS]
    return {"pa_apps": apps, **{name: [dict(r) for r in rows] for name, rows in _TABLES.items()}}
