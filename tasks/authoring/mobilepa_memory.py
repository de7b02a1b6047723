"""The hand-written MobilePA-Bench Memory suite, ``mobilepa-memory``.

Every task shares one coherent "profile world": the user Lei Wang (the Tool Use profile), the
default device plus a few extra contacts, and the long-term memory store :data:`MEMORY` (identities,
routines, habits and preferences, some outdated and later corrected, each with its dates). Four
categories, ten tasks each; ``capability`` is ``"memory"`` and ``categories`` holds the category
plus the domains the reference writes to:

* ``single_record_grounding`` -- the instruction names something only one memory resolves
  ("text my secretary"): memory gives who/what, the device records give the number or place;
* ``conflicting_record_resolution`` -- two memories disagree; the newer, explicitly corrected one
  wins (the task requires both to have been retrieved);
* ``multi_record_composition`` -- two or three memories combine into one action;
* ``memory_management`` -- remember / update / forget: ``state_change`` on the table ``memory``.

``required_memory_ids`` lists the memories some ``search_user_memory`` result must contain (the
memory gate of :mod:`mobile_env.rewards.gates`). A task is ``memory_task(id, instruction, needed,
fill, steps, memories, ...)``, in the words of :mod:`mobile_env.suites.authoring.mobilepa` and
:mod:`mobile_env.suites.authoring.vocabulary`; ``recall(query)`` is one memory search.
"""

from __future__ import annotations

from typing import Any

from mobile_env.suites.authoring.mobilepa import (WEEKDAYS, D, candidates, task, user_world, world,
                                                  writes)
from mobile_env.suites.authoring.vocabulary import KF, ONE, U, G, X, solution

SUITE = "mobilepa-memory"
CATEGORIES = {"sg": "single_record_grounding", "cr": "conflicting_record_resolution",
              "mc": "multi_record_composition", "mm": "memory_management"}


def pa_contact(name: str, phone: str, email: str = "", nickname: str = "",
               company: str = "") -> dict[str, Any]:
    return {"name": name, "phone": phone, "nickname": nickname, "email": email, "company": company}


#: Contacts the memories refer to (appended after the four default ones: pa_contacts-5 ...).
CONTACTS = [
    pa_contact("David Zhou", "+86 138 4455 6677", "david.zhou@acme.example",
               company="ACME Inc."),   # 5
    pa_contact("Kevin Li", "+86 136 1100 2200",
               "kevin.li@fitclub.example"),                        # 6
    pa_contact("Sara Gao", "+86 136 3300 4400",
               "sara.gao@fitclub.example"),                        # 7
    pa_contact("Dr. Helen Xu", "+86 21 5555 0101",
               "helen.xu@brightsmile.example"),                 # 8
    pa_contact("Dr. Omar Reyes", "+86 21 5555 0202",
               "omar.reyes@dentalcare.example"),              # 9
    pa_contact("Lina Wang", "+86 139 8800 1234", "lina.wang@example.com",
               nickname="Sis"),          # 10
    pa_contact("Zhao Peng", "+86 137 2020 3030",
               "zhao.peng@example.com"),                          # 11
]

_M = [
    # (category, created, text)
    ("identity", "2024-03-10 09:00:00",
     "My secretary is Maya Lin."),                                        # 1
    ("identity", "2024-03-10 09:01:00",
     "Mia Chen is my best friend from university."),                      # 2
    ("identity", "2024-06-01 10:00:00",
     "My manager is David Zhou."),                                        # 3
    ("identity", "2024-01-05 18:00:00",
     "My personal trainer is Kevin Li."),                                 # 4
    ("identity", "2025-03-12 19:00:00",
     "Since March 2025 my personal trainer is Sara Gao; I stopped training with Kevin Li."),                 # 5
    ("routine", "2024-09-02 07:00:00",
     "On weekdays I wake up at 06:30."),                                   # 6
    ("preference", "2024-05-20 20:00:00",
     "My favourite restaurant is Harbor Grill."),                       # 7
    ("preference", "2025-04-18 21:00:00",
     "Correction: my favourite restaurant is now Green Leaf Cafe, not Harbor "
     "Grill."),                       # 8
    ("preference", "2024-02-11 22:00:00",
     "I like the media volume at 40."),                                 # 9
    ("preference", "2025-05-03 22:00:00",
     "Update: media volume 40 is too loud, I now prefer media volume at 25."),  # 10
    ("routine", "2024-04-01 08:00:00",
     "On Saturdays I wake up at 08:00."),                                  # 11
    ("routine", "2025-05-10 08:00:00",
     "Correction: since swim class started, on Saturdays I wake up at 07:30."),  # 12
    ("identity", "2023-11-20 12:00:00",
     "My dentist is Dr. Helen Xu."),                                      # 13
    ("identity", "2025-02-08 12:00:00",
     "I changed dentists in February 2025: my dentist is now Dr. Omar Reyes."),  # 14
    ("identity", "2024-03-10 09:02:00",
     "My sister is Lina Wang."),                                          # 15
    ("preference", "2024-07-01 21:00:00",
     "I keep the screen brightness at 60."),                            # 16
    ("preference", "2025-05-25 21:00:00",
     "Correction: brightness 60 strains my eyes, I now keep the screen brightness at 45."),                  # 17
    ("routine", "2024-08-15 20:00:00",
     "My book club meets on Wednesdays at 19:30 at Green Leaf Cafe."),     # 18
    ("routine", "2025-05-28 20:00:00",
     "Update: from June 2025 the book club meets at Harbor Grill instead."),  # 19
    ("event", "2024-03-10 09:03:00",
     "Mom's birthday is on June 20."),                                       # 20
    ("preference", "2024-03-10 09:04:00",
     "My usual pharmacy is City Pharmacy."),                            # 21
    ("routine", "2024-10-01 19:00:00",
     "I go to the gym on Tuesdays and Thursdays at 19:00."),               # 22
    ("routine", "2025-05-20 19:00:00",
     "Update: my gym days changed to Mondays and Wednesdays, still at 19:00."),  # 23
    ("preference", "2024-03-10 09:05:00",
     "For anything work-related I prefer email over text messages."),   # 24
    ("identity", "2024-12-01 10:00:00",
     "My team lead on the Atlas project is John Doe."),                   # 25
    ("event", "2025-01-10 10:00:00",
     "The Atlas project weekly sync is on Fridays at 14:00 in Room 3B."),    # 26
    ("identity", "2024-08-01 10:00:00",
     "My landlord is Zhao Peng."),                                        # 27
    ("preference", "2024-06-10 09:00:00",
     "I like calendar reminders 15 minutes before events."),            # 28
    ("preference", "2025-05-30 09:00:00",
     "Changed my mind: I now want calendar reminders 30 minutes before events."),                            # 29
    ("habit", "2024-05-01 08:00:00",
     "I always drive when I travel somewhere in the city."),                     # 30
    ("habit", "2025-04-22 08:00:00",
     "I sold my car in April 2025, so now I travel by public transit."),     # 31
    ("habit", "2024-09-09 08:00:00",
     "I order a flat white with oat milk at coffee shops."),                 # 32
]
MEMORY = [{"id": f"memory-{i}", "text": text, "category": cat, "created_at": ts, "updated_at": ts}
          for i, (cat, ts, text) in enumerate(_M, 1)]

#: The version of :func:`profile_world`: a change to :data:`CONTACTS` or :data:`MEMORY` is a new
#: version (the build refuses to rewrite a world file under its old version).
PROFILE_WORLD_VERSION = 1


def profile_world() -> dict[str, Any]:
    """The suite's profile world, ``worlds/mobilepa-user-lei-wang@<version>.json``: the default
    device with :data:`CONTACTS` and the memory store :data:`MEMORY`."""
    return user_world("lei-wang", PROFILE_WORLD_VERSION, world({"pa_contacts": CONTACTS}, {}),
                      MEMORY)


SEARCH = "search_user_memory"
IGNORE = ("created_at", "updated_at")


def recall(query: str, **options: Any) -> dict[str, Any]:
    """One memory search of the reference solution."""
    return X(SEARCH, query=query, **options)


def m(*numbers: int) -> list[str]:
    return [f"memory-{n}" for n in numbers]


def memory_task(tid: str, instruction: str, needed: str, fill: str, steps: list[Any],
                memories: list[str], *, calls: list[dict[str, Any]] | None = None,
                delta: dict[str, Any] | None = None,
                edit: dict[str, dict[str, Any]] | None = None) -> dict[str, Any]:
    """One memory task: ``memories`` are the ids the memory gate requires to be retrieved."""
    reference = solution(steps)
    return task(f"pa-mem-{tid}", SUITE, "memory",
                [CATEGORIES[tid.split("-")[0]], *writes(reference)],
                instruction, candidates([SEARCH, *needed.split()], fill), reference, calls=calls,
                delta=delta, records=world({"pa_contacts": CONTACTS}, edit or {}), memory=MEMORY,
                required_memory_ids=memories)


MAYA = ONE("Maya Lin", "+86 137 5566 7788", "pa_contacts-3")
MIA = ONE("Mia Chen", "+86 139 2211 3344", "pa_contacts-2")
DAVID = ONE("David Zhou", "+86 138 4455 6677", "pa_contacts-5")
SARA = ONE("Sara Gao", "+86 136 3300 4400", "pa_contacts-7")
OMAR = ONE("Dr. Omar Reyes", "Omar Reyes", "+86 21 5555 0202", "pa_contacts-9")
LINA = ONE("Lina Wang", "Sis", "+86 139 8800 1234", "pa_contacts-10")
ZHAO = ONE("Zhao Peng", "+86 137 2020 3030", "pa_contacts-11")
JOHN = ONE("john@example.com")

GROUNDING = [
    memory_task("sg-01", "Text my secretary that I'm running 15 minutes late.",
                "send_sms find_contact",
                "add_user_memory list_messages send_email make_call set_harassment_filter "
                "add_contact update_contact delete_contact end_call list_call_history "
                "delete_message list_emails",
                [recall("secretary"), X("find_contact", query="Maya Lin"),
                 X("send_sms", recipient="Maya Lin", text="Hi Maya, I'm running 15 minutes late.")],
                m(1), calls=[G("send_sms", recipient=MAYA, text=KF("15 min", "late"))]),
    memory_task("sg-02", "Give my manager a call.",
                "make_call find_contact",
                "add_user_memory send_sms list_messages send_email set_harassment_filter "
                "add_contact update_contact delete_contact end_call list_call_history "
                "delete_message list_emails",
                [recall("manager"), X("make_call", recipient="David Zhou")],
                m(3), calls=[G("make_call", recipient=DAVID)]),
    memory_task("sg-03", "Call my best friend.",
                "make_call find_contact",
                "add_user_memory send_sms list_messages send_email set_harassment_filter "
                "add_contact update_contact delete_contact end_call list_call_history "
                "delete_message list_emails",
                [recall("best friend"), X("make_call", recipient="Mia Chen")],
                m(2), calls=[G("make_call", recipient=MIA)]),
    memory_task("sg-04", "Set my usual weekday wake-up alarm.",
                "set_alarm list_alarms",
                "add_user_memory update_alarm start_timer create_task create_calendar_event "
                "list_calendar_events update_calendar_event delete_calendar_event list_tasks "
                "complete_task delete_alarm cancel_timer",
                [recall("weekdays wake up"),
                 X("set_alarm", time="06:30", label="Wake up", repeat=WEEKDAYS)],
                m(6), calls=[G("set_alarm", time="06:30", label=U, repeat=WEEKDAYS)]),
    memory_task("sg-05", "Walk me to my usual pharmacy.",
                "start_navigation search_places",
                "add_user_memory stop_navigation set_default_payment_method get_current_weather "
                "get_weather_forecast get_transit_status track_transit show_payment_code "
                "search_tickets book_ticket cancel_ticket list_tickets",
                [recall("usual pharmacy"),
                 X("start_navigation", destination="City Pharmacy", mode="walking")],
                m(21), calls=[G("start_navigation", destination=ONE("City Pharmacy", "pa_places-5"),
                                mode="walking")]),
    memory_task("sg-06", "Text my sister: Happy birthday, have a great day!",
                "send_sms find_contact",
                "add_user_memory list_messages send_email make_call set_harassment_filter "
                "add_contact update_contact delete_contact end_call list_call_history "
                "delete_message list_emails",
                [recall("sister"),
                 X("send_sms", recipient="Lina Wang", text="Happy birthday, have a great day!")],
                m(15), calls=[G("send_sms", recipient=LINA, text=KF("happy birthday"))]),
    memory_task("sg-07",
                "Add a to-do to buy Mom's birthday present, due the day before her birthday.",
                "create_task list_tasks",
                "add_user_memory complete_task set_alarm list_alarms create_calendar_event "
                "list_calendar_events update_calendar_event delete_calendar_event update_alarm "
                "delete_alarm start_timer cancel_timer",
                [recall("Mom's birthday"),
                 X("create_task", title="Buy Mom's birthday present", due_date="2025-06-19")],
                m(20),
                calls=[G("create_task", title=KF("present"), due_date="2025-06-19", priority=U)]),
    memory_task("sg-08", "Put this week's Atlas weekly sync on my calendar, one hour long.",
                "create_calendar_event list_calendar_events",
                "add_user_memory update_calendar_event list_alarms create_task "
                "delete_calendar_event list_tasks complete_task set_alarm update_alarm "
                "delete_alarm start_timer cancel_timer",
                [recall("Atlas weekly sync"),
                 X("create_calendar_event", title="Atlas weekly sync", date="2025-06-06",
                   start="14:00",
                   end="15:00", location="Room 3B")],
                m(26),
                calls=[G("create_calendar_event", title=KF("Atlas"), date="2025-06-06",
                         start="14:00",
                                end="15:00", location="Room 3B", reminder_min=U)]),
    memory_task("sg-09", "Email my Atlas team lead that the spec draft is ready for review.",
                "send_email find_contact",
                "add_user_memory list_messages make_call set_harassment_filter add_contact "
                "update_contact delete_contact end_call list_call_history send_sms delete_message "
                "list_emails",
                [recall("Atlas team lead"), X("find_contact", query="John Doe"),
                 X("send_email", to="john@example.com", subject="Atlas spec draft",
                   body="Hi John, the spec draft is ready for review.")],
                m(25), calls=[G("send_email", to=JOHN, subject=U, body=KF("spec", "ready"))]),
    memory_task("sg-10", "Text my landlord that this month's rent has been paid.",
                "send_sms find_contact",
                "add_user_memory list_messages send_email make_call set_harassment_filter "
                "add_contact update_contact delete_contact end_call list_call_history "
                "delete_message list_emails",
                [recall("landlord"),
                 X("send_sms", recipient="Zhao Peng", text="Hi, this month's rent has been paid.")],
                m(27), calls=[G("send_sms", recipient=ZHAO, text=KF("rent", "paid"))]),
]

CONFLICT = [
    memory_task("cr-01", "Text my trainer that I can't make today's session.",
                "send_sms find_contact",
                "add_user_memory list_messages send_email make_call set_harassment_filter "
                "add_contact update_contact delete_contact end_call list_call_history "
                "delete_message list_emails",
                [recall("personal trainer"),
                 X("send_sms", recipient="Sara Gao", text="Sorry, I can't make today's session.")],
                m(4, 5), calls=[G("send_sms", recipient=SARA, text=KF("session"))]),
    memory_task("cr-02", "Navigate to my favourite restaurant, I'll walk.",
                "start_navigation search_places",
                "add_user_memory stop_navigation set_default_payment_method get_current_weather "
                "get_weather_forecast get_transit_status track_transit show_payment_code "
                "search_tickets book_ticket cancel_ticket list_tickets",
                [recall("favourite restaurant"),
                 X("start_navigation", destination="Green Leaf Cafe", mode="walking")],
                m(7, 8),
                calls=[G("start_navigation", destination=ONE("Green Leaf Cafe", "pa_places-4"),
                                  mode="walking")]),
    memory_task("cr-03", "Set the media volume to the level I like.",
                "set_volume get_sound_settings",
                "add_user_memory adjust_volume set_sound_mode set_brightness set_auto_brightness "
                "set_dark_mode set_eye_comfort set_font_size set_screen_timeout set_refresh_rate "
                "set_color_mode set_do_not_disturb",
                [recall("media volume"), X("set_volume", stream="media", level=25)],
                m(9, 10), delta=D({"sound.volume.media": 25})),
    memory_task("cr-04", "Set my Saturday wake-up alarm.",
                "set_alarm list_alarms",
                "add_user_memory update_alarm start_timer create_task create_calendar_event "
                "list_calendar_events update_calendar_event delete_calendar_event list_tasks "
                "complete_task delete_alarm cancel_timer",
                [recall("Saturdays wake up"),
                 X("set_alarm", time="07:30", label="Wake up", repeat=["Sat"])],
                m(11, 12), calls=[G("set_alarm", time="07:30", label=U, repeat=["Sat"])]),
    memory_task("cr-05", "Call my dentist.",
                "make_call find_contact",
                "add_user_memory send_sms list_messages send_email set_harassment_filter "
                "add_contact update_contact delete_contact end_call list_call_history "
                "delete_message list_emails",
                [recall("dentist"), X("make_call", recipient="Dr. Omar Reyes")],
                m(13, 14), calls=[G("make_call", recipient=OMAR)]),
    memory_task("cr-06", "Set a repeating alarm one hour before my gym sessions.",
                "set_alarm list_alarms",
                "add_user_memory update_alarm start_timer create_task create_calendar_event "
                "list_calendar_events update_calendar_event delete_calendar_event list_tasks "
                "complete_task delete_alarm cancel_timer",
                [recall("gym days"),
                 X("set_alarm", time="18:00", label="Gym", repeat=["Mon", "Wed"])],
                m(22, 23), calls=[G("set_alarm", time="18:00", label=U, repeat=["Mon", "Wed"])]),
    memory_task("cr-07", "Turn off auto-brightness and set the screen brightness to what I like.",
                "set_auto_brightness set_brightness get_display_settings",
                "add_user_memory set_eye_comfort set_dark_mode set_font_size set_screen_timeout "
                "set_refresh_rate set_color_mode set_sound_mode set_do_not_disturb set_ringtone "
                "set_vibration_intensity",
                [recall("screen brightness"),
                 [X("set_auto_brightness", enabled=False), X("set_brightness", level=45)]],
                m(16, 17), delta=D({"display.auto_brightness": False, "display.brightness": 45})),
    memory_task("cr-08", "Add this week's book club to my calendar, 19:30 to 21:00.",
                "create_calendar_event list_calendar_events",
                "add_user_memory update_calendar_event list_alarms create_task "
                "delete_calendar_event list_tasks complete_task set_alarm update_alarm "
                "delete_alarm start_timer cancel_timer",
                [recall("book club"),
                 X("create_calendar_event", title="Book club", date="2025-06-04", start="19:30",
                   end="21:00",
                   location="Harbor Grill")],
                m(18, 19),
                calls=[G("create_calendar_event", title=KF("book club"), date="2025-06-04",
                                    start="19:30", end="21:00", location="Harbor Grill",
                                    reminder_min=U)]),
    memory_task("cr-09",
                "Set the dentist appointment's reminder the way I like my calendar reminders.",
                "update_calendar_event list_calendar_events",
                "add_user_memory create_calendar_event list_alarms create_task "
                "delete_calendar_event list_tasks complete_task set_alarm update_alarm "
                "delete_alarm start_timer cancel_timer",
                [recall("calendar reminders"), X("list_calendar_events", query="dentist"),
                 X("update_calendar_event", event="pa_calendar-2", reminder_min=30)],
                m(28, 29),
                delta=D(pa_calendar={"changed": {"pa_calendar-2": {"reminder_min": 30}}})),
    memory_task("cr-10", "Get me to Hongqiao Railway Station the way I usually travel.",
                "start_navigation search_places",
                "add_user_memory stop_navigation set_default_payment_method get_current_weather "
                "get_weather_forecast get_transit_status track_transit show_payment_code "
                "search_tickets book_ticket cancel_ticket list_tickets",
                [recall("travel", category="habit"),
                 X("start_navigation", destination="Hongqiao Railway Station", mode="transit")],
                m(30, 31),
                calls=[G("start_navigation",
                         destination=ONE("Hongqiao Railway Station", "pa_places-2"),
                                    mode="transit")]),
]

COMPOSITION = [
    memory_task("mc-01", "Let my secretary know I'll skip this morning's standup.",
                "send_email send_sms find_contact",
                "add_user_memory list_messages make_call set_harassment_filter add_contact "
                "update_contact delete_contact end_call list_call_history delete_message "
                "list_emails",
                [recall("secretary"), recall("work-related"),
                 X("send_email", to="maya.lin@acme.example", subject="Standup",
                   body="Hi Maya, I'll skip this morning's standup.")],
                m(1, 24), calls=[G("send_email", to="maya.lin@acme.example", subject=U,
                                   body=KF("standup"))]),
    memory_task("mc-02", "Tell my manager I'm out sick today.",
                "send_email send_sms find_contact",
                "add_user_memory list_messages make_call set_harassment_filter add_contact "
                "update_contact delete_contact end_call list_call_history delete_message "
                "list_emails",
                [recall("manager"), recall("work-related"),
                 X("send_email", to="david.zhou@acme.example", subject="Out sick today",
                   body="Hi David, I'm out sick today.")],
                m(3, 24), calls=[G("send_email", to="david.zhou@acme.example", subject=U,
                                   body=KF("sick"))]),
    memory_task("mc-03",
                "Text my best friend to invite her to dinner at my favourite restaurant tonight.",
                "send_sms find_contact",
                "add_user_memory list_messages send_email make_call set_harassment_filter "
                "add_contact update_contact delete_contact end_call list_call_history "
                "delete_message list_emails",
                [recall("best friend"), recall("favourite restaurant"),
                 X("send_sms", recipient="Mia Chen", text="Dinner tonight at Green Leaf Cafe?")],
                m(2, 8), calls=[G("send_sms", recipient=MIA, text=KF("Green Leaf Cafe"))]),
    memory_task("mc-04", "Text my sister to remind her of the date of Mom's birthday.",
                "send_sms find_contact",
                "add_user_memory list_messages send_email make_call set_harassment_filter "
                "add_contact update_contact delete_contact end_call list_call_history "
                "delete_message list_emails",
                [recall("sister"), recall("Mom's birthday"),
                 X("send_sms", recipient="Lina Wang",
                   text="Reminder: Mom's birthday is on June 20.")],
                m(15, 20), calls=[G("send_sms", recipient=LINA, text=KF("June 20"))]),
    memory_task("mc-05", "Text my trainer which days I'll be at the gym from now on.",
                "send_sms find_contact",
                "add_user_memory list_messages send_email make_call set_harassment_filter "
                "add_contact update_contact delete_contact end_call list_call_history "
                "delete_message list_emails",
                [recall("personal trainer"), recall("gym days"),
                 X("send_sms", recipient="Sara Gao",
                   text="From now on I'll be at the gym on Monday and Wednesday at 19:00.")],
                m(5, 23), calls=[G("send_sms", recipient=SARA, text=KF("Monday", "Wednesday"))]),
    memory_task("mc-06",
                "Email my Atlas team lead asking to move this week's weekly sync one hour later.",
                "send_email find_contact",
                "add_user_memory list_messages make_call set_harassment_filter add_contact "
                "update_contact delete_contact end_call list_call_history send_sms delete_message "
                "list_emails",
                [recall("Atlas team lead"), recall("Atlas weekly sync"),
                 X("send_email", to="john@example.com", subject="Atlas weekly sync",
                   body="Hi John, could we move this Friday's sync to 15:00?")],
                m(25, 26), calls=[G("send_email", to=JOHN, subject=U, body=KF("15:00"))]),
    memory_task("mc-07",
                "Add this week's book club to my calendar, 19:30 to 21:00, with a reminder the way "
                "I like.",
                "create_calendar_event list_calendar_events",
                "add_user_memory update_calendar_event list_alarms create_task "
                "delete_calendar_event list_tasks complete_task set_alarm update_alarm "
                "delete_alarm start_timer cancel_timer",
                [recall("book club"), recall("calendar reminders"),
                 X("create_calendar_event", title="Book club", date="2025-06-04", start="19:30",
                   end="21:00",
                   location="Harbor Grill", reminder_min=30)],
                m(19, 29),
                calls=[G("create_calendar_event", title=KF("book club"), date="2025-06-04",
                                    start="19:30", end="21:00", location="Harbor Grill",
                                    reminder_min=30)]),
    memory_task("mc-08", "Get me to my usual pharmacy the way I normally travel.",
                "start_navigation search_places",
                "add_user_memory stop_navigation set_default_payment_method get_current_weather "
                "get_weather_forecast get_transit_status track_transit show_payment_code "
                "search_tickets book_ticket cancel_ticket list_tickets",
                [recall("usual pharmacy"), recall("travel", category="habit"),
                 X("start_navigation", destination="City Pharmacy", mode="transit")],
                m(21, 31),
                calls=[G("start_navigation", destination=ONE("City Pharmacy", "pa_places-5"),
                                    mode="transit")]),
    memory_task("mc-09",
                "Book Mom's birthday dinner in my calendar: her birthday, 18:30 to 20:30, at my "
                "favourite restaurant.",
                "create_calendar_event list_calendar_events",
                "add_user_memory update_calendar_event list_alarms create_task "
                "delete_calendar_event list_tasks complete_task set_alarm update_alarm "
                "delete_alarm start_timer cancel_timer",
                [recall("Mom's birthday"), recall("favourite restaurant"),
                 X("create_calendar_event", title="Mom's birthday dinner", date="2025-06-20",
                   start="18:30",
                   end="20:30", location="Green Leaf Cafe")],
                m(20, 8), calls=[G("create_calendar_event", title=KF("birthday"), date="2025-06-20",
                                   start="18:30", end="20:30", location="Green Leaf Cafe",
                                   reminder_min=U)]),
    memory_task("mc-10", "Set the screen brightness and the media volume the way I like them.",
                "set_brightness set_volume get_display_settings",
                "add_user_memory set_auto_brightness get_sound_settings set_dark_mode "
                "set_eye_comfort set_font_size set_screen_timeout set_refresh_rate set_color_mode "
                "set_sound_mode set_do_not_disturb",
                [recall("screen brightness"), recall("media volume"),
                 [X("set_brightness", level=45), X("set_volume", stream="media", level=25)]],
                m(17, 10), delta=D({"display.brightness": 45, "sound.volume.media": 25})),
]


def added(facts: list[Any], category: str) -> dict[str, Any]:
    """A new memory whose text states ``facts`` (the user gave a fact, not its wording)."""
    return D(ignore=IGNORE, memory={"added": [{"text": KF(*facts), "category": category}]})


def changed(mid: str, facts: list[Any], removed: tuple[str, ...] = ()) -> dict[str, Any]:
    """Replace (and maybe remove) tasks are scored on the memory table (``state_change``); the
    new text is judged by its facts."""
    return {"delta": D(ignore=IGNORE, memory={"changed": {mid: {"text": KF(*facts)}},
                                              "removed": list(removed)})}


def forgot(*ids: str) -> dict[str, Any]:
    return {"delta": D(ignore=IGNORE, memory={"removed": list(ids)})}


MANAGEMENT = [
    memory_task("mm-01", "Remember that my new neighbour is called Tom Wu.",
                "add_user_memory replace_user_memory remove_user_memory",
                "send_sms set_alarm create_task find_contact set_harassment_filter add_contact "
                "update_contact delete_contact make_call end_call list_call_history",
                [recall("neighbour"),
                 X("add_user_memory", text="My neighbour is Tom Wu.", category="identity")],
                [], delta=added([["neighbour", "neighbor"], "Tom Wu"], "identity")),
    memory_task("mm-02", "Please remember that I'm allergic to peanuts.",
                "add_user_memory replace_user_memory remove_user_memory",
                "send_sms set_alarm create_task find_contact set_harassment_filter add_contact "
                "update_contact delete_contact make_call end_call list_call_history",
                [X("add_user_memory", text="I am allergic to peanuts.", category="preference")],
                [], delta=added([["allergic", "allergy"], "peanut"], "preference")),
    memory_task("mm-03", "Remember that my parking spot at the office is B2-117.",
                "add_user_memory replace_user_memory remove_user_memory",
                "send_sms set_alarm create_task find_contact set_harassment_filter add_contact "
                "update_contact delete_contact make_call end_call list_call_history",
                [X("add_user_memory", text="My parking spot at the office is B2-117.",
                   category="general")],
                [], delta=added(["parking", "B2-117"], "general")),
    memory_task("mm-04", "My secretary is Ana Ruiz now, not Maya. Update what you remember.",
                "replace_user_memory add_user_memory remove_user_memory",
                "send_sms set_alarm create_task find_contact set_harassment_filter add_contact "
                "update_contact delete_contact make_call end_call list_call_history",
                [recall("secretary"),
                 X("replace_user_memory", memory_id="memory-1", text="My secretary is Ana Ruiz.")],
                m(1), **changed("memory-1", ["secretary", "Ana Ruiz"])),
    memory_task("mm-05", "I now get up at 06:15 on weekdays; update my wake-up memory.",
                "replace_user_memory add_user_memory remove_user_memory",
                "send_sms set_alarm create_task find_contact set_harassment_filter add_contact "
                "update_contact delete_contact make_call end_call list_call_history",
                [recall("weekdays wake up"),
                 X("replace_user_memory", memory_id="memory-6",
                   text="On weekdays I wake up at 06:15.")],
                m(6), **changed("memory-6", [["weekday", "Monday to Friday"], ["06:15", "6:15"]])),
    memory_task("mm-06", "After the re-org my manager is Grace Lin. Correct that in your memory.",
                "replace_user_memory add_user_memory remove_user_memory",
                "send_sms set_alarm create_task find_contact set_harassment_filter add_contact "
                "update_contact delete_contact make_call end_call list_call_history",
                [recall("manager"),
                 X("replace_user_memory", memory_id="memory-3", text="My manager is Grace Lin.")],
                m(3), **changed("memory-3", ["manager", "Grace Lin"])),
    memory_task("mm-07", "Forget the outdated note that Kevin Li is my trainer.",
                "remove_user_memory add_user_memory replace_user_memory",
                "send_sms set_alarm create_task find_contact set_harassment_filter add_contact "
                "update_contact delete_contact make_call end_call list_call_history",
                [recall("Kevin Li"), X("remove_user_memory", memory_id="memory-4")],
                m(4), **forgot("memory-4")),
    memory_task("mm-08",
                "Forget the old memory that Harbor Grill is my favourite restaurant; keep the "
                "correction.",
                "remove_user_memory add_user_memory replace_user_memory",
                "send_sms set_alarm create_task find_contact set_harassment_filter add_contact "
                "update_contact delete_contact make_call end_call list_call_history",
                [recall("favourite restaurant"), X("remove_user_memory", memory_id="memory-7")],
                m(7, 8), **forgot("memory-7")),
    memory_task("mm-09", "I moved out, so forget who my landlord is.",
                "remove_user_memory add_user_memory replace_user_memory",
                "send_sms set_alarm create_task find_contact set_harassment_filter add_contact "
                "update_contact delete_contact make_call end_call list_call_history",
                [recall("landlord"), X("remove_user_memory", memory_id="memory-27")],
                m(27), **forgot("memory-27")),
    memory_task("mm-10",
                "Clean up my Saturday wake-up memories: drop the outdated one, and I now wake at "
                "07:00 on Saturdays.",
                "remove_user_memory replace_user_memory add_user_memory",
                "send_sms set_alarm create_task find_contact set_harassment_filter add_contact "
                "update_contact delete_contact make_call end_call list_call_history",
                [recall("Saturdays wake up"), X("remove_user_memory", memory_id="memory-11"),
                 X("replace_user_memory", memory_id="memory-12",
                   text="On Saturdays I wake up at 07:00.")],
                m(11, 12), **changed("memory-12", ["Saturday", ["07:00", "7:00", "7 am", "7am"]],
                                     removed=("memory-11",))),
]


TASKS: list[dict[str, Any]] = [*GROUNDING, *CONFLICT, *COMPOSITION, *MANAGEMENT]
