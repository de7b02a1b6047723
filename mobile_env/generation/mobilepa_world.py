"""The world every MobilePA task generator builds on: profile worlds, the perturbed default device,
value tables, phrasing by split side, candidate sets and derived state targets.

* **Profile worlds.** A task belongs to one user's world (paper 002, Section 3.4.3: tasks are
  "synthesized from coherent user profile worlds"): the user's profile and the people in their
  life, drawn once per world from ``Random(f"world:{side}:{number}")``. The users of the two
  sides are disjoint (:data:`USERS`), so no test task shares a world with a training task.
* **The device**, per task: the default MobilePA device (:mod:`mobile_env.tools.mobilepa.device`)
  with the world's people as contacts and its plans, radios and peripherals redrawn.
* **Phrasing by side.** Every instruction comes from a template of a scenario's table, and each
  table holds at least two; :func:`mobile_env.generation.common.template_side` gives every
  template to one side, so a test split shares no (template, gold tool sequence) pair and no
  instruction text with training. :meth:`World.say` draws a template of the task's side and
  records it in the task (``Task.template``).
* **Targets** of ``state_change`` tasks are derived by replaying the reference solution
  (:func:`derive_delta`), so target and reference cannot disagree.
"""

from __future__ import annotations

import datetime as dt
import json
from dataclasses import dataclass, field
from functools import lru_cache
from random import Random
from typing import TYPE_CHECKING, Any, Sequence

from mobile_env.papers import MOBILEPA
from mobile_env.reward_registry import RewardResult
from mobile_env.state import MEMORY_TABLE, state_delta
from mobile_env.generation.common import Side, templates_of
from mobile_env.friction import GRANTED_PERMISSIONS
from mobile_env.task_format.schema import Task
from mobile_env.tools import REGISTRY
from mobile_env.tools.mobilepa import DEFAULT_NOW as DEFAULT_NOW  # re-exported for the generators
from mobile_env.tools.mobilepa import RESERVED, default_settings, default_tables

if TYPE_CHECKING:
    from mobile_env.episode import EpisodeRecord

STEP_LIMIT = MOBILEPA.step_limit
CANDIDATES = MOBILEPA.candidate_tools
NOW = dt.datetime.fromisoformat(DEFAULT_NOW)  # Monday 2025-06-02 09:00
WEEKDAY = "Monday"

#: The ``pa_*`` tables each domain's tools read or write; a task stores those of its domains.
DOMAIN_TABLES: dict[str, tuple[str, ...]] = {
    "time_management": ("pa_calendar", "pa_tasks", "pa_alarms", "pa_automations"),
    "calls_communication": ("pa_contacts", "pa_calls", "pa_messages", "pa_emails"),
    "network_connectivity": ("pa_wifi_networks", "pa_bluetooth_devices", "pa_pairing_log"),
    "apps_storage": ("pa_apps", "pa_notifications", "pa_files"),
    "audio_entertainment": ("pa_tracks", "pa_playlists", "pa_photos"),
    "security_privacy": ("pa_passwords", "pa_contacts"),
    "travel_lifestyle": ("pa_weather", "pa_places", "pa_transit", "pa_events"),
    "utilities_productivity": ("pa_bookmarks", "pa_exchange_rates", "pa_knowledge"),
    "devices_cross_device": ("pa_devices",),
}
#: Domains whose tools are drawn as distractors (the device's own settings domains included).
DISTRACTOR_DOMAINS = (*DOMAIN_TABLES, "display_sound", "system_settings")

# ------------------------------------------------------------------------------- value tables

FIRST = ("Mia", "Leo", "Nora", "Omar", "Priya", "Ethan", "Yuki", "Lucas", "Zara", "Hugo", "Ines",
         "Kai", "Lena", "Mateo", "Sofia", "Ravi", "Chloe", "Felix", "Amara", "Jonas")
LAST = ("Chen", "Wang", "Patel", "Garcia", "Kim", "Rossi", "Novak", "Silva", "Tanaka", "Okafor",
        "Muller", "Dubois", "Larsen", "Haddad", "Ivanova")
COMPANIES = ("ACME Inc.", "Blue Harbor Ltd.", "Northwind", "Globex", "Initech", "")
OCCUPATIONS = ("Product manager, ACME Inc.", "Nurse, City Hospital", "Software engineer, Northwind",
               "Teacher, Riverside School", "Sales director, Globex",
               "PhD student, Tech University",
               "Architect, Blue Harbor Ltd.", "Accountant, Initech", "Journalist, Daily Post",
               "Pharmacist, Green Cross")
#: The two closest people a profile names: (relation, how the user calls them).
FAMILY = (("Partner", "partner"), ("Sibling", "sibling"), ("Cousin", "cousin"),
          ("Best friend", "best friend"), ("Flatmate", "flatmate"))
#: (title, location) of calendar events the worlds draw from.
EVENTS = (("Team standup", "Room 4B"), ("Dentist", "Smile Clinic"), ("Yoga class", "Studio 9"),
          ("Project review", "Room 2A"), ("Lunch with investors", "Harbor Grill"),
          ("Piano lesson", "Music House"), ("Car service", "City Garage"),
          ("Book club", "Green Leaf Cafe"))
TODOS = ("Renew passport", "Pay electricity bill", "Book flights for June", "Return library books",
         "Buy a birthday gift", "Submit expense report", "Call the landlord", "Water the plants")
ALARM_LABELS = ("Wake up", "Gym", "Medication", "School run", "Standup", "Flight", "Meditation",
                "Laundry", "Dog walk", "Piano practice", "Bins out", "Call Mum", "Stretch",
                "Water plants", "Lunch break", "Bedtime", "Pick up kids", "Vitamins")
#: (name, type) of Bluetooth devices the worlds draw from.
BT_DEVICES = (("AirBuds Pro", "earbuds"), ("JBL Flip 6", "speaker"), ("Galaxy Watch", "watch"),
              ("Sony WH-1000XM5", "headphones"), ("Car Audio", "car"),
              ("Bose SoundLink", "speaker"), ("Pixel Buds", "earbuds"), ("Garmin Venu", "watch"))
#: (ssid, security) of Wi-Fi networks; passwords are drawn per task.
WIFI = (("Office-5G", "wpa3"), ("Cafe_Lumiere", "wpa2"), ("Library-Guest", "wpa2"),
        ("Hotel_Grand", "wpa2"), ("CoWork-Hub", "wpa3"), ("Airport_Lounge", "wpa2"))
MESSAGES = (("I'm running 10 minutes late", ("10 minutes", "late")),
            ("the meeting moved to 3 pm", ("3 pm",)),
            ("can you pick up milk on the way home", ("milk",)),
            ("I've landed, see you soon", ("landed",)),
            ("call me when you're free", ("call me",)),
            ("dinner is at 7 tonight", ("7",)),
            ("I left my keys at your place", ("keys",)),
            ("the train is delayed by 20 minutes", ("train", "20 minutes")),
            ("please bring the charger tomorrow", ("charger",)),
            ("I'll be at the station at 6", ("station", "6")),
            ("the parcel arrived this morning", ("parcel",)),
            ("can we move lunch to Thursday", ("lunch", "Thursday")),
            ("don't forget the tickets", ("tickets",)),
            ("I'm stuck in traffic, start without me", ("traffic",)),
            ("the doctor's appointment is at 4:30", ("4:30",)),
            ("happy birthday, see you tonight", ("birthday",)),
            ("the report is in your inbox", ("report",)),
            ("I booked a table for four at 8", ("four", "8")),
            ("the plumber is coming at noon", ("plumber", "noon")),
            ("I'll pick the kids up from school", ("kids", "school")),
            ("the meeting room changed to 3B", ("3B",)),
            ("bring an umbrella, it's pouring", ("umbrella",)))
#: (phrase, repeat days) for alarms.
DAY_SETS = (("every weekday", ["Mon", "Tue", "Wed", "Thu", "Fri"]), ("on weekends", ["Sat", "Sun"]),
            ("on Mondays, Wednesdays and Fridays", ["Mon", "Wed", "Fri"]),
            ("every day", ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"]),
            ("on Tuesdays and Thursdays", ["Tue", "Thu"]))
#: (phrase, days from today) -- today is Monday 2025-06-02.
DAYS_AHEAD = (("tomorrow", 1), ("on Wednesday", 2), ("this Thursday", 3), ("on Friday", 4),
              ("on Saturday", 5), ("next Monday", 7))
#: Single-setting requests: (tool, argument, value -> phrase, settings key, templates).
SETTING_PHRASES: tuple[tuple[str, str, dict[Any, str], str, tuple[str, ...]], ...] = (
    ("set_screen_timeout", "seconds", {15: "15 seconds", 60: "one minute", 120: "two minutes",
                                       300: "five minutes", 600: "ten minutes"},
     "display.screen_timeout_s", ("Make the screen turn off after {p} without use.",
                                  "I want the display to stay on for {p} when idle.",
                                  "Screen timeout: {p}, please.")),
    ("set_font_size", "size", {"small": "small", "large": "large", "extra_large": "extra-large"},
     "display.font_size", ("Change the system font to the {p} size.", "Use the {p} text size.",
                           "Could you make the text {p}?")),
    ("set_refresh_rate", "hz", {90: "90 Hz", 120: "120 Hz"}, "display.refresh_rate_hz",
     ("Switch the screen refresh rate to {p}.", "Run the display at {p}.",
      "I want a {p} refresh rate.")),
    ("set_ringtone", "ringtone", {r: r for r in ("Chimes", "Marimba", "Bells", "Digital", "Ocean")},
     "sound.ringtone", ("Use the {p} ringtone for calls.", "Change my ringtone to {p}.",
                        "Make {p} my ringtone.")),
    ("set_vibration_intensity", "intensity", {"off": "off", "low": "low", "high": "high"},
     "sound.vibration", ("Set the vibration strength to {p}.", "Vibration intensity: {p}, please.",
                         "Turn the vibration to {p}.")),
    ("set_sound_mode", "mode", {"vibrate": "vibrate", "silent": "silent"}, "sound.mode",
     ("Put the phone on {p}.", "Switch the sound mode to {p}.", "Set my phone to {p} mode.")),
)
#: Switches: (tool, settings key, templates with {p} = on / off).
SWITCHES: tuple[tuple[str, str, tuple[str, ...]], ...] = (
    ("set_dark_mode", "display.dark_mode",
     ("Turn dark mode {p}.", "Switch {p} the dark theme.", "Dark mode {p}, please.",
      "I'd like dark mode {p}.", "Can you put dark mode {p}?", "Flip dark mode {p}.")),
    ("set_eye_comfort", "display.eye_comfort",
     ("Turn the eye comfort filter {p}.", "Eye comfort {p}, please.",
      "Switch the blue-light filter {p}.")),
    ("set_auto_brightness", "display.auto_brightness",
     ("Turn automatic brightness {p}.", "Auto-brightness {p}, thanks.",
      "Switch adaptive brightness {p}.")),
    ("set_haptic_feedback", "sound.haptics",
     ("Turn the haptic feedback {p}.", "Touch vibration feedback {p}, please.",
      "Switch keyboard haptics {p}.")),
    ("set_power_saving_mode", "power.saving_mode",
     ("Turn power saving {p}.", "Battery saver {p}, please.", "Switch the power-saving mode {p}.")),
    ("set_auto_update", "system.update.auto",
     ("Turn automatic system updates {p}.", "Auto-update {p} for the system, please.",
      "Switch {p} automatic software updates.")),
    ("set_auto_time", "system.auto_time",
     ("Turn the automatic date and time {p}.", "Network time {p}, please.",
      "Switch {p} setting the time automatically.")),
    ("set_24_hour_time", "system.time_24h",
     ("Turn the 24-hour clock {p}.", "24-hour time format {p}, please.",
      "Switch {p} the 24-hour clock.")),
    ("set_talkback", "system.talkback",
     ("Turn TalkBack {p}.", "Screen reader {p}, please.", "Switch the TalkBack reader {p}.")),
    ("set_shuffle", "media.shuffle",
     ("Turn shuffle {p} for the music.", "Shuffle play {p}, please.",
      "Switch {p} shuffle on the player.")),
    ("set_mobile_data", "network.mobile_data",
     ("Turn mobile data {p}.", "Cellular data {p}, please.", "Switch {p} the mobile data.")),
    ("set_nfc", "network.nfc",
     ("Turn NFC {p}.", "NFC {p}, please.", "Switch {p} NFC on the phone.")),
    ("set_air_gestures", "input.air_gestures",
     ("Turn air gestures {p}.", "Touch-free air gestures {p}, please.",
      "Switch {p} the air gesture control.")),
    ("set_double_tap_to_wake", "input.double_tap_wake",
     ("Turn double-tap to wake {p}.", "Double tap to wake the screen: {p}.",
      "Switch {p} waking the phone with a double tap.")),
    ("set_always_on_display", "input.aod",
     ("Turn the always-on display {p}.", "Always-on display {p}, please.",
      "Switch {p} the always-on screen.")),
    ("set_one_handed_mode", "input.one_handed",
     ("Turn one-handed mode {p}.", "One-handed mode {p}, please.",
      "Switch {p} the one-hand layout.")),
    ("set_location_services", "security.location_services",
     ("Turn location services {p}.", "GPS location {p}, please.", "Switch {p} location access.")),
    ("set_harassment_filter", "calls.harassment_filter",
     ("Turn the harassment call filter {p}.", "Spam call filter {p}, please.",
      "Switch {p} blocking of harassment calls.")),
)
#: Choices among named options: (tool, argument, value -> phrase, settings key, templates).
OPTION_PHRASES: tuple[tuple[str, str, dict[Any, str], str, tuple[str, ...]], ...] = (
    ("set_color_mode", "mode", {"natural": "natural", "vivid": "vivid"}, "display.color_mode",
     ("Use the {p} colour mode on the screen.", "Screen colours: {p}, please.",
      "Switch the display colour profile to {p}.")),
    ("set_system_language", "language",
     {v: v for v in ("Chinese (Simplified)", "Japanese", "Korean", "French", "German", "Spanish")},
     "system.language", ("Change the phone's language to {p}.", "Set the system language to {p}.",
                         "I want the interface in {p}.")),
    ("set_region", "region",
     {v: v for v in ("United Kingdom", "China", "Japan", "Singapore", "France", "Australia")},
     "system.region", ("Set the phone's region to {p}.", "Change my region setting to {p}.",
                       "Region: {p}, please.")),
    ("set_date_format", "format", {"DD/MM/YYYY": "day/month/year", "MM/DD/YYYY":
                                   "month/day/year"}, "system.date_format",
     ("Show dates as {p}.", "Change the date format to {p}.", "Use the {p} date format.")),
    ("set_home_screen_grid", "grid", {"4x5": "4 by 5", "5x5": "5 by 5", "5x6": "5 by 6"},
     "system.home_screen.grid", ("Make the home screen grid {p}.",
                                 "Change the app grid to {p}.", "Home screen layout: {p} icons.")),
    ("set_navigation_mode", "mode", {"three_button": "three-button navigation",
                                     "gestures": "gesture navigation"}, "system.navigation_mode",
     ("Switch to {p}.", "I prefer {p}; change it please.", "Set the navigation to {p}.")),
    ("set_repeat_mode", "mode", {"one": "repeat one song", "all": "repeat all"}, "media.repeat",
     ("Set the player to {p}.", "Music player: {p}, please.", "Put playback on {p}.")),
    ("set_equalizer_preset", "preset",
     {"pop": "pop", "rock": "rock", "jazz": "jazz", "classical": "classical",
      "bass_boost": "bass boost", "vocal": "vocal"}, "media.equalizer",
     ("Use the {p} equaliser preset.", "Set the EQ to {p}.", "Switch the sound profile to {p}.")),
    ("set_camera_flash", "mode", {"on": "always on", "off": "off"}, "camera.flash",
     ("Set the camera flash to {p}.", "Flash {p} for photos, please.",
      "Change the camera's flash to {p}.")),
    ("set_keyboard", "keyboard", {"SwiftKey": "SwiftKey", "Sogou": "Sogou", "System":
                                  "the system keyboard"}, "input.keyboard",
     ("Switch my keyboard to {p}.", "Use {p} as the keyboard.", "Make {p} my input method.")),
    ("set_side_button_action", "action",
     {"camera": "open the camera", "flashlight": "toggle the flashlight",
      "screenshot": "take a screenshot"}, "input.side_button",
     ("Make the side button {p}.", "Long-press on the side key should {p}.",
      "Set the side button to {p}.")),
    ("set_default_payment_method", "method", {"alipay": "Alipay", "bank_card": "my bank card"},
     "travel.payment.default", ("Pay with {p} by default.", "Make {p} my default payment.",
                                "Set the default payment method to {p}.")),
)
#: Options a setting guards, each with the switch that must be in a state first: (option as in
#: :data:`OPTION_PHRASES`, the switch's tool, its settings key, the state it must be in).
GUARDED_OPTIONS: tuple[tuple[tuple[str, str, dict[Any, str], str, tuple[str, ...]], str, str,
                             bool], ...] = (
    (("set_time_zone", "time_zone",
      {"Asia/Tokyo": "Tokyo time", "Europe/London": "London time", "Europe/Paris": "Paris time",
       "America/New_York": "New York time", "Australia/Sydney": "Sydney time",
       "Asia/Singapore": "Singapore time"},
      "system.time_zone", ("Put the phone on {p}.", "Switch the time zone to {p}.",
                           "I'm travelling: set the clock to {p}.", "Use {p} on my phone.",
                           "Set my clock to {p}.", "Change the phone's time zone to {p}.")),
     "set_auto_time", "system.auto_time", False),
    (("set_aod_style", "style", {"analog": "analog clock", "photo": "photo", "minimal": "minimal"},
      "input.aod_style", ("Use the {p} style for the always-on display.",
                          "Always-on display style: {p}.", "Change the AOD look to {p}.",
                          "Show the {p} design on the always-on screen.",
                          "I want a {p} always-on display.",
                          "Give the always-on display the {p} look.")),
     "set_always_on_display", "input.aod", True),
)
VOLUME_WORDS = {"media": "media", "ring": "ringer", "alarm": "alarm",
                "notification": "notification",
                "call": "in-call"}

# ------------------------------------------------------------------------------------ helpers


def hm(minutes: int) -> str:
    return f"{minutes // 60:02d}:{minutes % 60:02d}"


def spoken(minutes: int) -> str:
    """A time as people say it ("6:45 pm"), so the planner has to ground it to H:M."""
    h, m = divmod(minutes, 60)
    return f"{(h - 1) % 12 + 1}:{m:02d} {'am' if h < 12 else 'pm'}"


def day(offset: int) -> str:
    return (NOW + dt.timedelta(days=offset)).date().isoformat()


def phone(rng: Random) -> str:
    return f"+86 13{rng.randint(0, 9)} {rng.randint(1000, 9999)} {rng.randint(1000, 9999)}"


def call(tool: str, /, **arguments: Any) -> dict[str, Any]:
    return {"name": tool, "arguments": arguments}


def values(*accepted: Any) -> dict[str, Any]:
    return {"values": list(accepted)}


FREE = {"unconstrained": True}

# ---------------------------------------------------------------------------- profile worlds


def _users() -> dict[str, tuple[tuple[str, str], ...]]:
    """Every user name of the name grid, shuffled once and dealt out: a fifth to the test side."""
    grid = [(f, last) for f in FIRST for last in LAST]
    Random("mobilepa-users").shuffle(grid)
    cut = len(grid) // 5
    return {"test": tuple(grid[:cut]), "train": tuple(grid[cut:])}


#: The users of each side; a profile world is one of them, so the sides share no world.
USERS: dict[str, tuple[tuple[str, str], ...]] = _users()


@dataclass(frozen=True)
class ProfileWorld:
    """One user and the eight people in their life: ``people[0]`` and ``people[1]`` are the
    family members the profile names (``family``: their relation, the word the user calls them
    by); the others hold the roles of the world's memory (:mod:`.mobilepa_memory_world`)."""

    side: Side
    number: int
    profile: dict[str, str]
    people: tuple[dict[str, str], ...]
    family: tuple[tuple[str, str], ...]

    @property
    def key(self) -> str:
        return f"{self.side}:{self.number}"


@lru_cache(maxsize=None)
def profile_world(side: Side, number: int) -> ProfileWorld:
    """World ``number`` of ``side`` (its user is ``USERS[side][number]``)."""
    first, last = USERS[side][number]
    rng = Random(f"world:{side}:{number}")
    names = rng.sample([(f, last) for f in FIRST for last in LAST if f != first], 8)
    people = tuple({"name": f"{f} {last}", "phone": phone(rng), "nickname": "",
                    "email": f"{f.lower()}.{last.lower()}@example.com",
                    "company": rng.choice(COMPANIES)} for f, last in names)
    family = tuple(rng.sample(FAMILY, 2))
    profile = {"name": f"{first} {last}", "occupation": rng.choice(OCCUPATIONS),
               "family": "; ".join(f"{rel}: {p['name']}" for (rel, _), p in zip(family, people)),
               "phone": phone(rng),
               "payment_account": "".join(str(rng.randint(0, 9)) for _ in range(16))}
    return ProfileWorld(side, number, profile, people, family)


# ------------------------------------------------------------------------------------ the world


@dataclass
class World:
    """One task's phone before ids are assigned: records by table, settings, and the task parts
    a scenario fills in (instruction and its template, history, friction, reference steps,
    checker target)."""

    rng: Random
    side: Side
    user: ProfileWorld
    tables: dict[str, list[dict[str, Any]]]
    settings: dict[str, Any]
    instruction: str = ""
    template: str = ""
    history: list[dict[str, str]] = field(default_factory=list)
    friction: list[dict[str, Any]] = field(default_factory=list)
    steps: list[list[dict[str, Any]]] = field(default_factory=list)
    required: list[dict[str, Any]] = field(default_factory=list)
    #: The templates and slots the instruction was said from, for :meth:`rephrase`.
    said_from: tuple[tuple[str, ...], dict[str, Any]] = ((), {})

    def rid(self, table: str, index: int) -> str:
        """The id the record at ``index`` of ``table`` will have (ids follow table order)."""
        return f"{table}-{index + 1}"

    def revoke(self, permission: str) -> None:
        self.settings[GRANTED_PERMISSIONS] = tuple(p for p in self.settings[GRANTED_PERMISSIONS]
                                                   if p != permission)

    def phrase(self, templates: Sequence[str], **slots: Any) -> tuple[str, str]:
        """(template, text): one of ``templates`` that belongs to this task's side, filled in."""
        template = self.rng.choice(templates_of(templates, self.side))
        return template, template.format(**slots)

    def say(self, templates: Sequence[str], **slots: Any) -> str:
        """Set the instruction from one of ``templates`` of this side, and remember the template."""
        self.template, self.instruction = self.phrase(templates, **slots)
        self.said_from = (tuple(templates), slots)
        return self.instruction

    def rephrase(self) -> str:
        """Say the same request in another template of this side from the table it was said from
        (the same template when the side has only one), with the same slot values."""
        templates, slots = self.said_from
        others = [t for t in templates_of(templates, self.side) if t != self.template]
        if others:
            self.template = self.rng.choice(others)
            self.instruction = self.template.format(**slots)
        return self.instruction

    def turn(self, role: str, templates: Sequence[str], **slots: Any) -> None:
        """Add a dialogue turn phrased from ``templates`` (of this side) to the history."""
        self.history.append({"role": role, "content": self.phrase(templates, **slots)[1]})


def worlds_of(side: Side) -> int:
    return len(USERS[side])


def new_world(rng: Random, side: Side = "train") -> World:
    """A profile world of ``side``, on the default device with its plans, radios and
    peripherals redrawn."""
    user = profile_world(side, rng.randrange(worlds_of(side)))
    tables = default_tables()
    tables["pa_contacts"] = [dict(p) for p in user.people]
    tables["pa_calls"] = [{"number": c["phone"], "name": c["name"], "direction": d, "type": "voice",
                           "time": f"2025-06-0{rng.randint(1, 2)} 0{rng.randint(0, 8)}:"
                                   f"{rng.randint(10, 59)}:00",
                           "duration_s": 0 if d == "missed" else rng.randint(30, 900)}
                          for c, d in zip(rng.sample(tables["pa_contacts"], 3),
                                          ("outgoing", "incoming", "outgoing"))]
    tables["pa_messages"] = []
    tables["pa_alarms"] = [{"time": hm(rng.randrange(300, 600, 15)), "label": label,
                            "repeat": tuple(rng.choice(DAY_SETS)[1]), "enabled": rng.random() < 0.7}
                           for label in rng.sample(ALARM_LABELS, 3)]
    tables["pa_calendar"] = [{"title": t, "date": day(rng.randint(0, 6)), "start": hm(s),
                              "end": hm(s + 60), "location": loc, "reminder_min": 10}
                             for (t, loc), s in zip(rng.sample(EVENTS, 4),
                                                    rng.sample(range(540, 1080, 30), 4))]
    tables["pa_tasks"] = [{"title": t, "due_date": day(rng.randint(1, 14)),
                           "priority": rng.choice(("low", "medium", "high")), "done": False}
                          for t in rng.sample(TODOS, 3)]
    tables["pa_bluetooth_devices"] = [{"name": n, "type": k, "paired": rng.random() < 0.5,
                                       "connected": False, "in_range": True}
                                      for n, k in rng.sample(BT_DEVICES, 4)]
    tables["pa_wifi_networks"] = [tables["pa_wifi_networks"][0]] + [
        {"ssid": s, "security": sec, "signal": rng.randint(30, 95), "saved": False,
         "password": f"{rng.choice(('blue', 'amber', 'river', 'maple'))}-{rng.randint(1000, 9999)}"}
        for s, sec in rng.sample(WIFI, 3)]
    settings = default_settings()
    settings["network.bluetooth"] = rng.random() < 0.5
    settings["display.brightness"] = rng.randrange(20, 90, 5)
    return World(rng, side, user, tables, settings)


def contact(w: World, index: int | None = None) -> tuple[int, dict[str, Any]]:
    i = w.rng.randrange(len(w.tables["pa_contacts"])) if index is None else index
    return i, w.tables["pa_contacts"][i]


def recipient_gold(w: World, person: dict[str, Any]) -> dict[str, Any]:
    """A recipient may be named by the contact's name, number or record id."""
    i = next(n for n, c in enumerate(w.tables["pa_contacts"]) if c is person or c == person)
    return values(person["name"], person["phone"], w.rid("pa_contacts", i))


def message(w: World) -> tuple[str, list[str]]:
    text, facts = w.rng.choice(MESSAGES)
    return text, list(facts)


# --------------------------------------------------------------------------------- assembly


@lru_cache(maxsize=1)
def domain_tools() -> dict[str, tuple[str, ...]]:
    """The direct tools a distractor may be drawn from, by domain (assistant tools left out)."""
    out: dict[str, list[str]] = {}
    for name in sorted(REGISTRY.names()):
        tool = REGISTRY[name]
        if tool.domain in DISTRACTOR_DOMAINS and name not in RESERVED:
            out.setdefault(tool.domain, []).append(name)
    return {d: tuple(names) for d, names in out.items()}


def candidates(needed: Sequence[str], rng: Random, size: int = CANDIDATES) -> list[str]:
    """The needed tools plus distractors, ``size`` in all, in a seeded order: same-domain ones
    first, topped up from the other domains when the needed tools' domains are too small."""
    pool = domain_tools()
    domains = sorted({REGISTRY[t].domain for t in needed})
    own = sorted({t for d in domains for t in pool.get(d, ())} - set(needed))
    chosen = list(dict.fromkeys(needed))
    chosen += rng.sample(own, max(0, min(len(own), size - len(chosen))))
    others = sorted({t for d in pool if d not in domains for t in pool[d]} - set(chosen))
    chosen += rng.sample(others, max(0, size - len(chosen)))
    rng.shuffle(chosen)
    return chosen


def as_json(value: Any) -> Any:
    """``value`` as a task file holds it (tuples as lists), so that a generated task is equal to
    the one its line loads to."""
    return json.loads(json.dumps(value))


def records_of(w: World, tools: Sequence[str]) -> dict[str, list[dict[str, Any]]]:
    """The tables of the domains of ``tools``, with their record ids."""
    keep = sorted({t for name in tools if name in REGISTRY
                   for t in DOMAIN_TABLES.get(REGISTRY[name].domain, ())})
    records: dict[str, list[dict[str, Any]]] = as_json(
        {t: [{"id": f"{t}-{i + 1}", **r} for i, r in enumerate(w.tables[t])] for t in keep})
    return records


def settings_of(w: World) -> dict[str, Any]:
    return {k: list(v) if isinstance(v, tuple) else v for k, v in w.settings.items()}


def _unscored(episode: EpisodeRecord) -> RewardResult:
    """No reward: a replay that derives a target has nothing to score yet."""
    return RewardResult(0.0)


def derive_delta(draft: Task) -> dict[str, Any]:
    """``D_T - D_0`` of replaying ``draft``'s reference solution: the state target it implies."""
    from mobile_env.env import MobilePlannerEnv
    from mobile_env.episode import baseline

    env = MobilePlannerEnv(tasks=[draft], reward=_unscored)
    env.reset(options={"task_id": draft.id})
    for step in draft.reference_solution:
        env.step(json.dumps([{"name": c.name, "arguments": c.arguments} for c in step]))
    episode = env.episode
    assert episode is not None
    delta = state_delta(baseline(episode), episode.final_state)
    tables = {name: change.summary() for name, change in
              sorted({**delta.tables, MEMORY_TABLE: delta.memory}.items()) if change}
    target: dict[str, Any] = as_json({"tables": tables,
                                      "settings": {k: v for k, (_, v) in delta.settings.items()}})
    return target
