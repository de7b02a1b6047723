"""Hand-written MobilePA-Bench Skill Usage and Sub-agent Collaboration tasks.

* ``skills`` (suite ``mobilepa-skills``): 28 routines, each emitted twice -- Skill-Only Routing
  (``pa-skill-NN-sor``: ``candidate_tools`` is just ``load_skill``, 20 ``candidate_skills``, the
  skill gate requires the routine's skill before any other call) and Mixed Tool-Skill Routing
  (``pa-skill-NN-mtsr``: 15 direct tools that do not cover the job, plus ``load_skill`` and 5
  candidate skills). Checker ``tool_calls``: the bound tools' calls, in order.
* ``subagent`` (suite ``mobilepa-subagents``): 15 tasks with the ``behaviour`` checker -- the right
  specialist, a handoff carrying the required facts, and the right follow-up in the final message.

Both start from the default device of :mod:`mobile_env.tools.mobilepa.device` at Monday
2025-06-02 09:00, with the helpers of :mod:`mobilepa_tool_use` (imported, not changed).
"""

from __future__ import annotations

import random
from typing import Any

from mobile_env.skills import SKILLS
from mobile_env.tools import REGISTRY
from mobile_env.tools.mobilepa import device
from mobilepa_tool_use import NOW, PROFILE, STEP_LIMIT, WEEKDAY, R, U, X, candidates, world

SKILL_SUITE = "mobilepa-skills"
SUBAGENT_SUITE = "mobilepa-subagents"
SOR_SKILLS = 20
MTSR_SKILLS = 5
MTSR_TOOLS = 15
_ALL_SKILLS = sorted(SKILLS)
_RESERVED = {"load_skill", "search_user_memory", "add_user_memory", "replace_user_memory",
             "remove_user_memory", "route_to_agent", "route_to_gui_agent", "route_to_image_agent",
             "route_to_search_agent", "route_to_monitor_agent", "route_to_practice_agent"}


def _base(tid: str, suite: str, capability: str, instruction: str) -> dict[str, Any]:
    return {"schema_version": 1, "id": tid, "suite": suite, "capability": capability,
            "instruction": instruction, "history": [], "profile": PROFILE, "now": NOW,
            "weekday": WEEKDAY, "records": world({}, {}), "step_limit": STEP_LIMIT,
            "initial_settings": device.default_settings()}


# --------------------------------------------------------------------------- skills

def _skills_for(n: int, skill: str, seed: str) -> list[str]:
    rng = random.Random(seed)
    others = [s for s in _ALL_SKILLS if s != skill]
    rng.shuffle(others)
    chosen = [skill, *others[:n - 1]]
    rng.shuffle(chosen)
    return chosen


def _direct_tools(skill: str, seed: str) -> list[str]:
    """15 direct tools none of which the routine's skill binds (the job needs the skill)."""
    bound = set(SKILLS[skill].tools)
    pool = [n for n in REGISTRY.names() if REGISTRY[n].kind in ("retrieve", "execute")
            and REGISTRY[n].domain not in ("spieval", "control", "subagents")
            and n not in _RESERVED and n not in bound]
    rng = random.Random(seed + "-tools")
    return sorted(rng.sample(pool, MTSR_TOOLS))


def skill_pair(n: int, instruction: str, skill: str, calls: list[dict[str, Any]],
               required: list[dict[str, Any]], settings: dict[str, Any] | None = None
               ) -> list[dict[str, Any]]:
    out = []
    for setting in ("sor", "mtsr"):
        tid = f"pa-skill-{n:02d}-{setting}"
        writes = dict.fromkeys(REGISTRY[c["name"]].domain for c in calls
                               if REGISTRY[c["name"]].kind == "execute")
        t = _base(tid, SKILL_SUITE, "skills", instruction)
        t["categories"] = ["skill_usage", *writes]
        t["initial_settings"] = {**t["initial_settings"], **(settings or {})}
        if setting == "sor":
            t["candidate_tools"] = ["load_skill"]
            t["candidate_skills"] = _skills_for(SOR_SKILLS, skill, tid)
        else:
            t["candidate_tools"] = [*_direct_tools(skill, tid), "load_skill"]
            t["candidate_skills"] = _skills_for(MTSR_SKILLS, skill, tid)
        t.update({"skill_setting": setting, "skill_routes": [[skill]],
                  "reference_solution": [[X("load_skill", skill_id=skill)], calls, [X("finish")]],
                  "checker": "tool_calls", "required_calls": required})
        out.append(t)
    return out


SKILL_TASKS: list[tuple[Any, ...]] = [
    ("My battery won't last the day. Turn on power saving and drop the brightness to 30.",
     "battery_saver",
     [X("set_power_saving_mode", enabled=True), X("set_brightness", level=30)],
     [R("set_power_saving_mode", enabled=True), R("set_brightness", level=30)]),
    ("My eyes are tired from the screen: turn on eye comfort and dark mode.",
     "eye_care",
     [X("set_eye_comfort", enabled=True), X("set_dark_mode", enabled=True)],
     [R("set_eye_comfort", enabled=True), R("set_dark_mode", enabled=True)]),
    ("Wind the phone down for tonight: quiet hours from 23:00 to 07:00 and wake me at 06:45.",
     "sleep_mode",
     [X("schedule_do_not_disturb", start="23:00", end="07:00"), X("set_alarm", time="06:45")],
     [R("schedule_do_not_disturb", start="23:00", end="07:00"), R("set_alarm", time="06:45")]),
    ("My laptop has no internet. Share my phone's connection with it; use the password Blue8Sky42.",
     "hotspot_share",
     [X("set_hotspot", enabled=True, password="Blue8Sky42")],
     [R("set_hotspot", enabled=True, password="Blue8Sky42")]),
    ("Dad is borrowing my phone: make the text extra large and turn on one-handed mode.",
     "accessibility_setup",
     [X("set_font_size", size="extra_large"), X("set_one_handed_mode", enabled=True)],
     [R("set_font_size", size="extra_large"), R("set_one_handed_mode", enabled=True)]),
    ("I'm boarding my flight to Tokyo: airplane mode on, and switch the time zone to Tokyo.",
     "flight_mode_travel",
     [X("set_airplane_mode", enabled=True), X("set_time_zone", time_zone="Asia/Tokyo")],
     [R("set_airplane_mode", enabled=True), R("set_time_zone", time_zone="Asia/Tokyo")],
     {"system.auto_time": False}),
    ("Start a 25-minute focus session with Do Not Disturb on.",
     "focus_timer",
     [X("set_do_not_disturb", enabled=True), X("start_timer", duration_s=1500)],
     [R("set_do_not_disturb", enabled=True), R("start_timer", duration_s=1500, label=U)]),
    ("Save my login for cloud.example.com: username lei.wang, password Tulip#2025.",
     "password_vault",
     [X("add_password", site="cloud.example.com", username="lei.wang", password="Tulip#2025")],
     [R("add_password", site="cloud.example.com", username="lei.wang", password="Tulip#2025")]),
    ("Save Zhao Lin as a contact, her number is +86 138 4455 6677.",
     "new_contact",
     [X("add_contact", name="Zhao Lin", phone="+86 138 4455 6677")],
     [R("add_contact", name="Zhao Lin", phone="+86 138 4455 6677")]),
    ("Lock my phone down: PIN 482916 as the screen lock and fingerprint unlock on.",
     "device_security",
     [X("set_screen_lock", type="pin", secret="482916"), X("set_fingerprint_unlock", enabled=True)],
     [R("set_screen_lock", type="pin", secret="482916"), R("set_fingerprint_unlock", enabled=True)]),
    ("+86 170 0000 9999 keeps calling me with ads. Block it and turn on the harassment filter.",
     "spam_shield",
     [X("block_number", number="+86 170 0000 9999"), X("set_harassment_filter", enabled=True)],
     [R("block_number", number="+86 170 0000 9999"), R("set_harassment_filter", enabled=True)]),
    ("Bring all my apps up to date.",
     "system_update",
     [X("update_all_apps")],
     [R("update_all_apps")]),
    ("Heading out on my commute: turn on Do Not Disturb and play Night Drive.",
     "commute_focus",
     [X("set_do_not_disturb", enabled=True), X("play_music", query="Night Drive")],
     [R("set_do_not_disturb", enabled=True), R("play_music", query="Night Drive")]),
    ("I want to listen on my headphones: turn Bluetooth on and set the media volume to 40.",
     "headphones_setup",
     [X("set_bluetooth", enabled=True), X("set_volume", stream="media", level=40)],
     [R("set_bluetooth", enabled=True), R("set_volume", stream="media", level=40)]),
    ("I just landed in Paris: set the region to France and the time zone to Paris.",
     "travel_abroad",
     [X("set_region", region="France"), X("set_time_zone", time_zone="Europe/Paris")],
     [R("set_region", region="France"), R("set_time_zone", time_zone="Europe/Paris")],
     {"system.auto_time": False}),
    ("Make my phone go silent automatically whenever I arrive at the Office.",
     "home_automation",
     [X("create_automation_rule", name="Office silent", trigger="arrive_place",
        trigger_value="Office", action="silent_mode")],
     [R("create_automation_rule", name=U, trigger="arrive_place", trigger_value="Office",
        action="silent_mode")]),
    ("RideGo shouldn't know where I am: take away its location permission and lock the app.",
     "app_privacy_review",
     [X("revoke_app_permission", app="RideGo", permission="location"),
      X("set_app_lock", app="RideGo", locked=True)],
     [R("revoke_app_permission", app="RideGo", permission="location"),
      R("set_app_lock", app="RideGo", locked=True)],
     {"security.screen_lock": "pin", "security.screen_lock.secret": "482916"}),
    ("My phone says storage is almost full. Clean out the junk files.",
     "storage_cleanup",
     [X("clean_junk_files")],
     [R("clean_junk_files")]),
    ("ChatNow keeps buzzing all day. Block its notifications.",
     "notification_triage",
     [X("set_app_notifications", app="ChatNow", notifications=False)],
     [R("set_app_notifications", app="ChatNow", notifications=False)]),
    ("Keep https://docs.python.org for later as a bookmark called Python docs.",
     "web_research",
     [X("add_bookmark", url="https://docs.python.org", title="Python docs")],
     [R("add_bookmark", url="https://docs.python.org", title=U)]),
    ("Make a playlist called Party with Blue Horizon and Night Drive, and turn shuffle on.",
     "party_playlist",
     [X("create_playlist", name="Party", tracks=["Blue Horizon", "Night Drive"]),
      X("set_shuffle", enabled=True)],
     [R("create_playlist", name="Party", tracks=U), R("set_shuffle", enabled=True)]),
    ("Set up a Budget review meeting tomorrow from 14:00 to 15:00, and an alarm at 13:45 so I'm not late.",
     "meeting_prep",
     [X("create_calendar_event", title="Budget review", date="2025-06-03", start="14:00", end="15:00"),
      X("set_alarm", time="13:45", label="Budget review")],
     [R("create_calendar_event", title=U, date="2025-06-03", start="14:00", end="15:00"),
      R("set_alarm", time="13:45", label=U)]),
    ("Move my Dentist appointment on Wednesday to 16:00-17:00.",
     "meeting_reschedule",
     [X("update_calendar_event", event="Dentist", start="16:00", end="17:00")],
     [R("update_calendar_event", event=U, start="16:00", end="17:00")]),
    ("I need to get online at the cafe: turn Wi-Fi on and join CoffeeShop_Free.",
     "wifi_switch",
     [X("set_wifi", enabled=True), X("connect_wifi", ssid="CoffeeShop_Free")],
     [R("set_wifi", enabled=True), R("connect_wifi", ssid="CoffeeShop_Free")]),
    ("I missed Mia's call and I'm in a meeting. Text her that I'll call back after 11.",
     "missed_call_followup",
     [X("send_sms", recipient="+86 139 2211 3344", text="Sorry I missed your call, I'm in a meeting. I'll call you back after 11.")],
     [R("send_sms", recipient=U, text=U)]),
    ("Show my phone screen on the Living Room TV.",
     "screen_cast",
     [X("start_screen_cast", device="Living Room TV")],
     [R("start_screen_cast", device="Living Room TV")]),
    ("Email John at john@example.com that the report will be ready on Friday.",
     "email_digest",
     [X("send_email", to="john@example.com", subject="Report", body="Hi John, the report will be ready on Friday.")],
     [R("send_email", to="john@example.com", subject=U, body=U)]),
    ("Put a high-priority task on my list to file the taxi receipt expense.",
     "receipt_capture",
     [X("create_task", title="File the taxi receipt expense", priority="high")],
     [R("create_task", title=U, priority="high")]),
]


# --------------------------------------------------------------------------- sub-agents

ROUTE_TOOL = {"gui": "route_to_gui_agent", "image": "route_to_image_agent",
              "search": "route_to_search_agent", "monitor": "route_to_monitor_agent",
              "practice": "route_to_practice_agent", "call": "route_to_agent"}
FILL = "ai_assistant route_to_agent utilities_productivity travel_lifestyle"


def sub(n: int, instruction: str, route: str, handoff: str, context: dict[str, Any],
        facts: list[str], follow_up: str | None, answer: str,
        follow_facts: list[str] = ()) -> dict[str, Any]:
    tid = f"pa-sub-{n:02d}"
    t = _base(tid, SUBAGENT_SUITE, "subagent", instruction)
    tool = ROUTE_TOOL[route]
    args = {"instruction": handoff, "context": context}
    if route == "call":
        args = {"agent": "call", **args}
    t["categories"] = ["subagent_collaboration", route]
    t["candidate_tools"] = candidates([tool], FILL)
    t["reference_solution"] = [[X(tool, **args)], [X("finish", answer=answer)]]
    t["checker"] = "behaviour"
    t["behaviour"] = {"route": route, "required_facts": facts, "follow_up": follow_up,
                      "follow_up_facts": list(follow_facts)}
    return t


SUB_TASKS: list[dict[str, Any]] = [
    sub(1, "Book a table for two at Lucky Noodles tonight at 19:00 in their app.", "gui",
        "Open the Lucky Noodles app and book a table for 2 tonight at 19:00; if 19:00 is full, collect the nearest free times.",
        {"restaurant": "Lucky Noodles", "party_size": 2, "date": "2025-06-02", "time": "19:00"},
        ["Lucky Noodles", "19:00", "2025-06-02"], "present_options",
        "The GUI agent is booking Lucky Noodles for 2 at 19:00 tonight. If 19:00 is taken, the options are 19:00 or 19:30 -- which do you prefer?",
        ["19:00", "19:30"]),
    sub(2, "Renew my gym membership in the FitLife app, the monthly plan.", "gui",
        "In the FitLife app, renew the user's membership on the monthly plan.",
        {"app": "FitLife", "plan": "monthly", "member": "Lei Wang"},
        ["FitLife", "monthly", "Lei Wang"], None,
        "I've handed the FitLife monthly renewal to the GUI agent."),
    sub(3, "Remove the stranger in the background of my beach photo IMG_2041.", "image",
        "Remove the person in the background of photo IMG_2041.jpg and save an edited copy.",
        {"photo": "IMG_2041.jpg", "edit": "remove background person"},
        ["IMG_2041", "background"], None,
        "The image agent is removing the background person from IMG_2041; you'll get an edited copy."),
    sub(4, "Turn my profile picture into a cartoon avatar.", "image",
        "Turn the user's profile picture into a cartoon-style avatar.",
        {"source": "profile picture", "style": "cartoon"},
        ["profile picture", "cartoon"], "ask",
        "The image agent will make the cartoon avatar. Should it be square or round?",
        ["square", "round"]),
    sub(5, "Compare the two robot vacuums I was looking at, the RoboClean S8 and the DustBot X2, and tell me which is better.",
        "search",
        "Research and compare the RoboClean S8 and the DustBot X2 robot vacuums: price, suction, battery life, reviews.",
        {"products": ["RoboClean S8", "DustBot X2"], "criteria": ["price", "suction", "battery life", "reviews"]},
        ["RoboClean S8", "DustBot X2"], "present_options",
        "The search agent is comparing the RoboClean S8 and the DustBot X2; I'll show both with price, suction and battery life so you can choose.",
        ["RoboClean S8", "DustBot X2"]),
    sub(6, "Find out what documents I need for a Japan tourist visa.", "search",
        "Find the documents a Chinese citizen needs for a Japan tourist visa, from official sources.",
        {"destination": "Japan", "visa": "tourist", "nationality": "China"},
        ["Japan", "tourist visa"], "ask",
        "The search agent is looking up the Japan tourist visa documents. When do you plan to travel?",
        ["travel"]),
    sub(7, "Tell me when the price of the flight CA929 to Tokyo on June 20 drops below 2000 yuan.", "monitor",
        "Watch the price of flight CA929 to Tokyo on 2025-06-20 and notify the user when it drops below 2000 CNY.",
        {"flight": "CA929", "destination": "Tokyo", "date": "2025-06-20", "threshold": "2000 CNY"},
        ["CA929", "2025-06-20", "2000"], None,
        "The monitor agent is watching CA929 on June 20 and will tell you when it drops below 2000 yuan."),
    sub(8, "Let me know when my package SF1234567 is out for delivery.", "monitor",
        "Track package SF1234567 and notify the user as soon as it is out for delivery.",
        {"tracking_number": "SF1234567", "condition": "out for delivery"},
        ["SF1234567", "out for delivery"], None,
        "The monitor agent is tracking SF1234567 and will alert you when it's out for delivery."),
    sub(9, "Watch the weather and warn me if it will rain in Shanghai on Saturday.", "monitor",
        "Watch the Shanghai forecast for Saturday 2025-06-07 and warn the user if rain is expected.",
        {"city": "Shanghai", "date": "2025-06-07", "condition": "rain"},
        ["Shanghai", "2025-06-07", "rain"], None,
        "The monitor agent will warn you if rain is forecast in Shanghai on Saturday."),
    sub(10, "I want to practise Japanese for my trip, 15 minutes of restaurant phrases.", "practice",
        "Run a 15-minute Japanese speaking practice on restaurant phrases for a beginner.",
        {"language": "Japanese", "topic": "restaurant phrases", "duration_min": 15},
        ["Japanese", "restaurant", "15"], "ask",
        "The practice agent is ready for 15 minutes of Japanese restaurant phrases. Are you a beginner or do you know some Japanese already?",
        ["beginner"]),
    sub(11, "Quiz me on the product management interview questions, 10 of them.", "practice",
        "Run a mock interview quiz of 10 product management questions for the user, a product manager.",
        {"topic": "product management interview", "questions": 10, "role": "Product manager"},
        ["product management", "10"], None,
        "The practice agent will run 10 product management interview questions with you."),
    sub(12, "Call Lucky Noodles and ask if they can do a birthday cake for Friday dinner.", "call",
        "Phone Lucky Noodles and ask whether they can prepare a birthday cake for dinner on Friday 2025-06-06.",
        {"business": "Lucky Noodles", "request": "birthday cake", "date": "2025-06-06"},
        ["Lucky Noodles", "birthday cake", "2025-06-06"], None,
        "The call agent is phoning Lucky Noodles about a birthday cake for Friday dinner."),
    sub(13, "Call my internet provider and cancel the extra TV package on my account.", "call",
        "Call the user's internet provider's customer service and cancel the extra TV package on Lei Wang's account (phone +86 136 2000 5678).",
        {"request": "cancel TV package", "account_holder": "Lei Wang", "phone": "+86 136 2000 5678"},
        ["TV package", "Lei Wang", "+86 136 2000 5678"], "ask",
        "The call agent will handle the cancellation. Do you want them to keep the internet plan as it is?",
        ["internet plan"]),
    sub(14, "Book me a haircut at the barber on Friday afternoon, they only take phone bookings.", "call",
        "Phone the user's barber and book a haircut for Lei Wang on Friday 2025-06-06 in the afternoon; collect the free slots.",
        {"service": "haircut", "customer": "Lei Wang", "date": "2025-06-06", "window": "afternoon"},
        ["haircut", "2025-06-06", "afternoon"], "present_options",
        "The call agent is phoning the barber for Friday afternoon. If they offer 14:00 or 16:30, which works for you?",
        ["14:00", "16:30"]),
    sub(15, "Fill in the conference registration form on techsummit.example.com with my details.", "gui",
        "Open techsummit.example.com and fill in the registration form with the user's details, then stop before paying.",
        {"site": "techsummit.example.com", "name": "Lei Wang", "occupation": "Product manager, ACME Inc.",
         "phone": "+86 136 2000 5678"},
        ["techsummit.example.com", "Lei Wang", "+86 136 2000 5678"], "ask",
        "The GUI agent is filling in the Tech Summit form. Which ticket do you want: standard or VIP?",
        ["standard", "VIP"]),
]


def skill_tasks() -> list[dict[str, Any]]:
    return [t for n, spec in enumerate(SKILL_TASKS, start=1) for t in skill_pair(n, *spec)]


def subagent_tasks() -> list[dict[str, Any]]:
    return list(SUB_TASKS)


def tasks() -> list[dict[str, Any]]:
    return [*skill_tasks(), *subagent_tasks()]
