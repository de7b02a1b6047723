"""The hand-written MobilePA-Bench Skill Usage suite, ``mobilepa-skills``.

28 routines, each emitted twice: Skill-Only Routing (``pa-skill-NN-sor``: ``candidate_tools`` is
just ``load_skill``, 20 ``candidate_skills``, the skill gate requires the routine's skill before
any other call) and Mixed Tool-Skill Routing (``pa-skill-NN-mtsr``: 15 direct tools that do not
cover the job, plus ``load_skill`` and 5 candidate skills). Checker ``tool_calls``: the bound
tools' calls, in order. A routine is a row of :data:`ROUTINES` (instruction, skill, the calls
after loading it, the required calls, setting overrides), in the words of
:mod:`mobile_env.suites.authoring.mobilepa` and :mod:`mobile_env.suites.authoring.vocabulary`.

The candidate skills and direct tools are drawn with seeded ``random.Random`` instances (the
task id as seed), so each task's sets are fixed by its id.
"""

from __future__ import annotations

import random
from typing import Any

from mobile_env.papers import MOBILEPA
from mobile_env.skills import SKILLS
from mobile_env.suites.authoring.mobilepa import task, writes
from mobile_env.suites.authoring.vocabulary import U, G, X, solution
from mobile_env.tools import MOBILEPA_TOOLS, REGISTRY

SUITE = "mobilepa-skills"
_ALL_SKILLS = sorted(SKILLS)
_DIRECT = frozenset(MOBILEPA_TOOLS)


def _skills_for(n: int, skill: str, seed: str) -> list[str]:
    rng = random.Random(seed)
    others = [s for s in _ALL_SKILLS if s != skill]
    rng.shuffle(others)
    chosen = [skill, *others[:n - 1]]
    rng.shuffle(chosen)
    return chosen


def _direct_tools(skill: str, seed: str) -> list[str]:
    """15 direct phone tools, none of which the routine's skill binds (the job needs the skill),
    drawn from the catalog in registration order."""
    bound = set(SKILLS[skill].tools)
    pool = [n for n in REGISTRY.names() if n in _DIRECT and n not in bound]
    rng = random.Random(seed + "-tools")
    return sorted(rng.sample(pool, MOBILEPA.mtsr_tools))


def skill_pair(n: int, instruction: str, skill: str, calls: list[dict[str, Any]],
               required: list[dict[str, Any]], settings: dict[str, Any] | None = None
               ) -> list[dict[str, Any]]:
    """The routine's SOR and MTSR tasks."""
    reference = solution([X("load_skill", skill_id=skill), calls])
    out = []
    for setting in ("sor", "mtsr"):
        tid = f"pa-skill-{n:02d}-{setting}"
        if setting == "sor":
            tools, skills = ["load_skill"], _skills_for(MOBILEPA.sor_skills, skill, tid)
        else:
            tools = [*_direct_tools(skill, tid), "load_skill"]
            skills = _skills_for(MOBILEPA.mtsr_skills, skill, tid)
        out.append(task(tid, SUITE, "skills", ["skill_usage", *writes(reference)], instruction,
                        tools, reference, calls=required, settings=settings,
                        skill_setting=setting, candidate_skills=skills, skill_routes=[[skill]]))
    return out


ROUTINES: list[tuple[Any, ...]] = [
    ("My battery won't last the day. Turn on power saving and drop the brightness to 30.",
     "battery_saver",
     [X("set_power_saving_mode", enabled=True), X("set_brightness", level=30)],
     [G("set_power_saving_mode", enabled=True), G("set_brightness", level=30)]),
    ("My eyes are tired from the screen: turn on eye comfort and dark mode.",
     "eye_care",
     [X("set_eye_comfort", enabled=True), X("set_dark_mode", enabled=True)],
     [G("set_eye_comfort", enabled=True), G("set_dark_mode", enabled=True)]),
    ("Wind the phone down for tonight: quiet hours from 23:00 to 07:00 and wake me at 06:45.",
     "sleep_mode",
     [X("schedule_do_not_disturb", start="23:00", end="07:00"), X("set_alarm", time="06:45")],
     [G("schedule_do_not_disturb", start="23:00", end="07:00"), G("set_alarm", time="06:45")]),
    ("My laptop has no internet. Share my phone's connection with it; use the password Blue8Sky42.",
     "hotspot_share",
     [X("set_hotspot", enabled=True, password="Blue8Sky42")],
     [G("set_hotspot", enabled=True, password="Blue8Sky42")]),
    ("Dad is borrowing my phone: make the text extra large and turn on one-handed mode.",
     "accessibility_setup",
     [X("set_font_size", size="extra_large"), X("set_one_handed_mode", enabled=True)],
     [G("set_font_size", size="extra_large"), G("set_one_handed_mode", enabled=True)]),
    ("I'm boarding my flight to Tokyo: airplane mode on, and switch the time zone to Tokyo.",
     "flight_mode_travel",
     [X("set_airplane_mode", enabled=True), X("set_time_zone", time_zone="Asia/Tokyo")],
     [G("set_airplane_mode", enabled=True), G("set_time_zone", time_zone="Asia/Tokyo")],
     {"system.auto_time": False}),
    ("Start a 25-minute focus session with Do Not Disturb on.",
     "focus_timer",
     [X("set_do_not_disturb", enabled=True), X("start_timer", duration_s=1500)],
     [G("set_do_not_disturb", enabled=True), G("start_timer", duration_s=1500, label=U)]),
    ("Save my login for cloud.example.com: username lei.wang, password Tulip#2025.",
     "password_vault",
     [X("add_password", site="cloud.example.com", username="lei.wang", password="Tulip#2025")],
     [G("add_password", site="cloud.example.com", username="lei.wang", password="Tulip#2025")]),
    ("Save Zhao Lin as a contact, her number is +86 138 4455 6677.",
     "new_contact",
     [X("add_contact", name="Zhao Lin", phone="+86 138 4455 6677")],
     [G("add_contact", name="Zhao Lin", phone="+86 138 4455 6677")]),
    ("Lock my phone down: PIN 482916 as the screen lock and fingerprint unlock on.",
     "device_security",
     [X("set_screen_lock", type="pin", secret="482916"), X("set_fingerprint_unlock", enabled=True)],
     [G("set_screen_lock", type="pin", secret="482916"), G("set_fingerprint_unlock", enabled=True)]),
    ("+86 170 0000 9999 keeps calling me with ads. Block it and turn on the harassment filter.",
     "spam_shield",
     [X("block_number", number="+86 170 0000 9999"), X("set_harassment_filter", enabled=True)],
     [G("block_number", number="+86 170 0000 9999"), G("set_harassment_filter", enabled=True)]),
    ("Bring all my apps up to date.",
     "system_update",
     [X("update_all_apps")],
     [G("update_all_apps")]),
    ("Heading out on my commute: turn on Do Not Disturb and play Night Drive.",
     "commute_focus",
     [X("set_do_not_disturb", enabled=True), X("play_music", query="Night Drive")],
     [G("set_do_not_disturb", enabled=True), G("play_music", query="Night Drive")]),
    ("I want to listen on my headphones: turn Bluetooth on and set the media volume to 40.",
     "headphones_setup",
     [X("set_bluetooth", enabled=True), X("set_volume", stream="media", level=40)],
     [G("set_bluetooth", enabled=True), G("set_volume", stream="media", level=40)]),
    ("I just landed in Paris: set the region to France and the time zone to Paris.",
     "travel_abroad",
     [X("set_region", region="France"), X("set_time_zone", time_zone="Europe/Paris")],
     [G("set_region", region="France"), G("set_time_zone", time_zone="Europe/Paris")],
     {"system.auto_time": False}),
    ("Make my phone go silent automatically whenever I arrive at the Office.",
     "home_automation",
     [X("create_automation_rule", name="Office silent", trigger="arrive_place",
        trigger_value="Office", action="silent_mode")],
     [G("create_automation_rule", name=U, trigger="arrive_place", trigger_value="Office",
        action="silent_mode")]),
    ("RideGo shouldn't know where I am: take away its location permission and lock the app.",
     "app_privacy_review",
     [X("revoke_app_permission", app="RideGo", permission="location"),
      X("set_app_lock", app="RideGo", locked=True)],
     [G("revoke_app_permission", app="RideGo", permission="location"),
      G("set_app_lock", app="RideGo", locked=True)],
     {"security.screen_lock": "pin", "security.screen_lock.secret": "482916"}),
    ("My phone says storage is almost full. Clean out the junk files.",
     "storage_cleanup",
     [X("clean_junk_files")],
     [G("clean_junk_files")]),
    ("ChatNow keeps buzzing all day. Block its notifications.",
     "notification_triage",
     [X("set_app_notifications", app="ChatNow", notifications=False)],
     [G("set_app_notifications", app="ChatNow", notifications=False)]),
    ("Keep https://docs.python.org for later as a bookmark called Python docs.",
     "web_research",
     [X("add_bookmark", url="https://docs.python.org", title="Python docs")],
     [G("add_bookmark", url="https://docs.python.org", title=U)]),
    ("Make a playlist called Party with Blue Horizon and Night Drive, and turn shuffle on.",
     "party_playlist",
     [X("create_playlist", name="Party", tracks=["Blue Horizon", "Night Drive"]),
      X("set_shuffle", enabled=True)],
     [G("create_playlist", name="Party", tracks=U), G("set_shuffle", enabled=True)]),
    ("Set up a Budget review meeting tomorrow from 14:00 to 15:00, and an alarm at 13:45 so I'm not late.",
     "meeting_prep",
     [X("create_calendar_event", title="Budget review", date="2025-06-03", start="14:00", end="15:00"),
      X("set_alarm", time="13:45", label="Budget review")],
     [G("create_calendar_event", title=U, date="2025-06-03", start="14:00", end="15:00"),
      G("set_alarm", time="13:45", label=U)]),
    ("Move my Dentist appointment on Wednesday to 16:00-17:00.",
     "meeting_reschedule",
     [X("update_calendar_event", event="Dentist", start="16:00", end="17:00")],
     [G("update_calendar_event", event=U, start="16:00", end="17:00")]),
    ("I need to get online at the cafe: turn Wi-Fi on and join CoffeeShop_Free.",
     "wifi_switch",
     [X("set_wifi", enabled=True), X("connect_wifi", ssid="CoffeeShop_Free")],
     [G("set_wifi", enabled=True), G("connect_wifi", ssid="CoffeeShop_Free")]),
    ("I missed Mia's call and I'm in a meeting. Text her that I'll call back after 11.",
     "missed_call_followup",
     [X("send_sms", recipient="+86 139 2211 3344", text="Sorry I missed your call, I'm in a meeting. I'll call you back after 11.")],
     [G("send_sms", recipient=U, text=U)]),
    ("Show my phone screen on the Living Room TV.",
     "screen_cast",
     [X("start_screen_cast", device="Living Room TV")],
     [G("start_screen_cast", device="Living Room TV")]),
    ("Email John at john@example.com that the report will be ready on Friday.",
     "email_digest",
     [X("send_email", to="john@example.com", subject="Report", body="Hi John, the report will be ready on Friday.")],
     [G("send_email", to="john@example.com", subject=U, body=U)]),
    ("Put a high-priority task on my list to file the taxi receipt expense.",
     "receipt_capture",
     [X("create_task", title="File the taxi receipt expense", priority="high")],
     [G("create_task", title=U, priority="high")]),
]

TASKS: list[dict[str, Any]] = [t for n, routine in enumerate(ROUTINES, start=1)
                               for t in skill_pair(n, *routine)]
