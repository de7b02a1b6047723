"""MobilePA Tool Use requests whose answer or target has to be read off the phone first: the
read-only tools of the catalog, each in a request a user would make.

* **Look up, then act** (reference and state tracking): the request names its target by what it
  is ("the song that's playing", "my health app"), so the reference reads first and acts on what
  the read shows; judged by ``state_change``.
* **Check, then act** (dependency planning): the request holds a condition only a read can
  settle. Each condition is a function of the world and whether it should hold: when it holds,
  the reference reads, then writes (``state_change``); when it does not, the task is idle -- the
  read is its one required call and any write fails it (``tool_calls``).
* **Drop the request, ask instead** (intent revision, idle): the user takes back a request from
  a one-call action family and asks a question one read answers (``tool_calls``).

Every target is drawn from the task's world, so each write changes the state and each read
has something to show.
"""

from __future__ import annotations

from typing import Any, Callable

from mobile_env.generation.mobilepa_actions import FAMILIES, Steps
from mobile_env.generation.mobilepa_world import FREE, World, call, day
from mobile_env.tools import REGISTRY

#: (templates, slots, the read, the writes that follow it when the condition holds).
Checked = tuple[tuple[str, ...], dict[str, Any], dict[str, Any], list[dict[str, Any]]]
#: (templates, slots, the read that answers the question).
Question = tuple[tuple[str, ...], dict[str, Any], dict[str, Any]]


def _required_read(read: dict[str, Any]) -> list[dict[str, Any]]:
    """The read as a required call: the tool must be called, its arguments are the planner's."""
    return [{"name": read["name"],
             "arguments": {arg: FREE for arg in REGISTRY[read["name"]].arg_names}}]


def _user_apps(w: World) -> list[dict[str, Any]]:
    return [a for a in w.tables["pa_apps"] if a["installed"] and not a["system"]]


# ----------------------------------------------------------------------- look up, then act


def now_playing_to_playlist(w: World) -> Steps:
    playlist = w.tables["pa_playlists"][0]
    outside = [n for n in range(len(w.tables["pa_tracks"]))
               if f"pa_tracks-{n + 1}" not in playlist["tracks"]]
    i = w.rng.choice(outside)
    w.settings["media.track"], w.settings["media.state"] = f"pa_tracks-{i + 1}", "playing"
    return (("Add the song that's playing to my {p} playlist.",
             "Put whatever is playing right now on {p}.",
             "Save this song to the {p} playlist."), {"p": playlist["name"]},
            [[call("get_now_playing")],
             [call("add_track_to_playlist", playlist=playlist["name"],
                   track=f"pa_tracks-{i + 1}")]])


def like_artist(w: World) -> Steps:
    tracks = w.tables["pa_tracks"]
    artist = w.rng.choice(sorted({t["artist"] for t in tracks}))
    mine = [n for n, t in enumerate(tracks) if t["artist"] == artist]
    for n in mine:
        tracks[n]["liked"] = False
    return (("Like every song by {a} in my library.", "Heart all the {a} tracks I have.",
             "Add all of {a}'s songs to my liked songs."), {"a": artist},
            [[call("search_music_library", query=artist)],
             [call("like_track", track=f"pa_tracks-{n + 1}", liked=True) for n in mine]])


def read_notification(w: World) -> Steps:
    rows = w.tables["pa_notifications"]
    i = w.rng.choice([n for n, r in enumerate(rows) if not r["read"]])
    app = rows[i]["app"]
    said = rows[i]["text"]
    return (("I've seen the {a} notification that says '{x}'; mark it read.",
             "Mark the {a} notification '{x}' as read.",
             "That '{x}' notification from {a} -- I've read it."), {"a": app, "x": said},
            [[call("list_notifications", app=app)],
             [call("mark_notification_read", notification=f"pa_notifications-{i + 1}")]])


def delete_text(w: World) -> Steps:
    person = w.rng.choice(w.tables["pa_contacts"])
    w.tables["pa_messages"].append({"number": person["phone"], "name": person["name"],
                                    "direction": "incoming", "text": "Running late, sorry!",
                                    "time": "2025-06-02 08:10:00", "read": True})
    rid = f"pa_messages-{len(w.tables['pa_messages'])}"
    return (("Delete the last text {n} sent me.", "Remove {n}'s latest message.",
             "Get rid of the message I just got from {n}."), {"n": person["name"]},
            [[call("list_messages", contact=person["name"])],
             [call("delete_message", message=rid)]])


def drop_rule_by_action(w: World) -> Steps:
    rules = w.tables["pa_automations"]
    rules.append({"name": "Gym playlist", "trigger": "bluetooth_connected",
                  "trigger_value": "AirBuds Pro", "action": "play_music", "enabled": True})
    i = w.rng.randrange(len(rules))
    said = {"enable_dnd": "turns on Do Not Disturb", "play_music": "starts music"}[
        rules[i]["action"]]
    return (("Delete the automation that {s}.", "Remove the routine that {s}.",
             "I don't want the rule that {s} anymore."), {"s": said},
            [[call("list_automation_rules")],
             [call("delete_automation_rule", rule=f"pa_automations-{i + 1}")]])


def nearest_place(w: World) -> Steps:
    category, said = w.rng.choice((("restaurant", "restaurant"), ("pharmacy", "pharmacy"),
                                   ("museum", "museum"), ("station", "railway station")))
    places = [p for p in w.tables["pa_places"] if p["category"] == category]
    target = min(places, key=lambda p: p["distance_km"])["name"]
    return (("Navigate me to the nearest {c}.", "Take me to the closest {c}.",
             "Directions to the {c} nearest to me, please."), {"c": said},
            [[call("search_places", query=category)],
             [call("start_navigation", destination=target)]])


def cast_to_tv(w: World) -> Steps:
    w.settings["network.wifi"] = True
    kind = w.rng.choice(("tv", "tablet"))
    device = next(d for d in w.tables["pa_devices"] if d["type"] == kind)["name"]
    said = {"tv": "TV", "tablet": "tablet"}[kind]
    return (("Cast my screen to the {k} that's nearby.", "Mirror the phone on my {k}.",
             "Show my screen on the {k} here."), {"k": said},
            [[call("list_nearby_devices")], [call("start_screen_cast", device=device)]])


def password_of(w: World) -> Steps:
    i = w.rng.randrange(len(w.tables["pa_passwords"]))
    site = w.tables["pa_passwords"][i]["site"]
    word = site.split(".")[0]
    return (("Delete the login I saved for my {s} account.",
             "Remove my saved {s} password from the vault.",
             "Forget the {s} login I stored."), {"s": word},
            [[call("get_password", site=word)],
             [call("delete_password", entry=f"pa_passwords-{i + 1}")]])


def finish_todo(w: World) -> Steps:
    i = w.rng.randrange(len(w.tables["pa_tasks"]))
    title = w.tables["pa_tasks"][i]["title"]
    word = title.split()[-1]
    others = [t for n, t in enumerate(w.tables["pa_tasks"])
              if n != i and word.casefold() in t["title"].casefold()]
    said = title if others else word
    return (("I've finished the to-do that mentions '{w}'; tick it off.",
             "Mark the to-do with '{w}' in it as done.", "The task mentioning '{w}' is done."),
            {"w": said},
            [[call("list_tasks")], [call("complete_task", task=f"pa_tasks-{i + 1}")]])


def forget_current_wifi(w: World) -> Steps:
    w.settings["network.wifi"], w.settings["network.airplane_mode"] = True, False
    ssid = w.settings["network.wifi.connected"] = w.tables["pa_wifi_networks"][0]["ssid"]
    return (("Forget the Wi-Fi I'm connected to.",
             "Remove the network I'm on right now from my saved Wi-Fi.",
             "Whatever Wi-Fi this is, forget it."), {},
            [[call("get_network_status")], [call("forget_wifi_network", ssid=ssid)]])


def drop_last_tile(w: World) -> Steps:
    tiles = w.settings["system.control_center"]
    return (("Remove the last tile in my control center.",
             "Take the final toggle out of quick settings.",
             "Drop whichever tile is at the end of my control center."), {},
            [[call("get_control_center")], [call("remove_control_center_tile", tile=tiles[-1])]])


def clear_biggest_cache(w: World) -> Steps:
    apps = [a for a in w.tables["pa_apps"] if a["installed"]]
    top = max(apps, key=lambda a: a["cache_mb"])["name"]
    return (("Clear the cache of whichever app has the most.",
             "Find the app hoarding the most cache and clear it.",
             "Which app has the biggest cache? Clear it."), {},
            [[call("get_storage_usage")], [call("clear_app_cache", app=top)]])


def migrate_and_check(w: World) -> Steps:
    w.settings["network.wifi"] = True
    device = next(d for d in w.tables["pa_devices"] if d["type"] == "phone")["name"]
    what = w.rng.sample(("contacts", "messages", "calendar", "call_history"), 2)
    return (("Move my {a} and {b} to my other phone nearby, then tell me how it went.",
             "Transfer {a} and {b} to the phone next to me and check the migration's status.",
             "Migrate {a} plus {b} onto my nearby phone and report back."),
            {"a": what[0].replace("_", " "), "b": what[1].replace("_", " ")},
            [[call("list_nearby_devices")],
             [call("start_device_migration", device=device, categories=what)],
             [call("get_device_migration_status", migration="pa_migrations-1")]])


def disconnect_connected(w: World) -> Steps:
    w.settings["network.bluetooth"] = True
    device = next(d for d in w.tables["pa_devices"] if d["connected"])["name"]
    return (("Disconnect whichever of my devices is connected.",
             "Unlink the device that's connected to the phone right now.",
             "Drop the connection to my connected device."), {},
            [[call("list_nearby_devices")], [call("disconnect_device", device=device)]])


#: Requests whose target a read has to find first.
LOOKUPS: tuple[Callable[[World], Steps], ...] = (
    now_playing_to_playlist, like_artist, read_notification, delete_text, drop_rule_by_action,
    nearest_place, cast_to_tv, password_of, finish_todo, forget_current_wifi, drop_last_tile,
    clear_biggest_cache, migrate_and_check, disconnect_connected)


def rs_look_up_and_act(w: World) -> str:
    """A target named by what it is: read it off the phone, then act on it."""
    templates, slots, steps = w.rng.choice(LOOKUPS)(w)
    w.say(templates, **slots)
    w.steps = steps
    return "state_change"


# ----------------------------------------------------------------------- check, then act


def if_update(w: World, holds: bool) -> Checked:
    w.settings["system.update.available"] = "14.1.0" if holds else ""
    w.settings["power.battery_level"] = max(w.settings["power.battery_level"], 40)
    return (("If there's a system update, install it.",
             "Check for a software update and install it if one is out.",
             "Install the system update, if there is one."), {},
            call("check_system_update"), [call("install_system_update")])


def if_app_outdated(w: World, holds: bool) -> Checked:
    app = w.rng.choice(_user_apps(w))
    app["latest_version"] = "9.9" if holds else app["version"]
    return (("Is {a} out of date? Update it if so.", "Update {a} if a newer version exists.",
             "If {a} has an update, install it."), {"a": app["name"]},
            call("get_app_info", app=app["name"]), [call("update_app", app=app["name"])])


def if_permission(w: World, holds: bool) -> Checked:
    app = w.rng.choice([a for a in _user_apps(w) if "location" in a["permissions"]])
    key = f"{app['name'].casefold()}:location"
    granted = tuple(p for p in w.settings["security.permissions.granted"] if p != key)
    w.settings["security.permissions.granted"] = (*granted, key) if holds else granted
    return (("If {a} can see my location, take that permission away.",
             "Check whether {a} has location access; revoke it if it does.",
             "Revoke {a}'s location permission in case it has one."), {"a": app["name"]},
            call("list_app_permissions", app=app["name"]),
            [call("revoke_app_permission", app=app["name"], permission="location")])


def if_train_delayed(w: World, holds: bool) -> Checked:
    trip = w.rng.choice(w.tables["pa_transit"])
    trip["status"], trip["tracked"] = ("delayed 25 min" if holds else "on time"), False
    kind = "flight" if trip["kind"] == "flight" else "train"
    return (("If my {k} {n} is delayed, follow it so I get updates.",
             "Check {n}; track it if it's running late.",
             "Is {k} {n} delayed? If so, keep me posted on it."), {"k": kind, "n": trip["number"]},
            call("get_transit_status", number=trip["number"]),
            [call("track_transit", number=trip["number"])])


def if_raining_now(w: World, holds: bool) -> Checked:
    city = w.settings["travel.city"]
    for row in w.tables["pa_weather"]:
        if row["city"] == city and row["date"] == day(0):
            row["condition"] = "rain" if holds else w.rng.choice(("sunny", "cloudy"))
    return (("If it's raining here right now, add a to-do 'Buy an umbrella' due today.",
             "Check the weather now: if it's raining, put 'Buy an umbrella' on today's to-dos.",
             "Raining at the moment? Then add 'Buy an umbrella' to my to-do list for today."), {},
            call("get_current_weather"),
            [call("create_task", title="Buy an umbrella", due_date=day(0))])


def if_no_playlist(w: World, holds: bool) -> Checked:
    name = w.rng.choice(("Road Trip", "Deep Focus", "Rainy Days"))
    if not holds:
        w.tables["pa_playlists"].append({"name": name, "tracks": (),
                                         "created_at": "2025-05-01 10:00:00"})
    return (("Make a playlist called {p} unless I already have one.",
             "If there's no '{p}' playlist yet, create it.",
             "Check my playlists; create {p} if it's missing."), {"p": name},
            call("list_playlists"), [call("create_playlist", name=name)])


def if_tile_missing(w: World, holds: bool) -> Checked:
    tile, said = w.rng.choice((("hotspot", "hotspot"), ("nfc", "NFC"),
                               ("dark_mode", "dark mode"), ("location", "location")))
    tiles = tuple(t for t in w.settings["system.control_center"] if t != tile)
    w.settings["system.control_center"] = tiles if holds else (*tiles, tile)
    return (("Make sure {t} is in my control center; add it if it isn't.",
             "If the {t} tile is missing from quick settings, add it.",
             "Check the control center for a {t} toggle and add one if needed."), {"t": said},
            call("get_control_center"), [call("add_control_center_tile", tile=tile)])


def if_off_wifi(w: World, holds: bool) -> Checked:
    w.settings["network.airplane_mode"], w.settings["network.mobile_data"] = False, False
    w.settings["network.wifi"] = True
    w.settings["network.wifi.connected"] = "" if holds else w.tables["pa_wifi_networks"][0]["ssid"]
    return (("If I'm not on Wi-Fi, turn mobile data on.",
             "Check whether I have Wi-Fi; switch on mobile data if not.",
             "No Wi-Fi connection? Then enable cellular data."), {},
            call("get_network_status"), [call("set_mobile_data", enabled=True)])


def if_many_notifications(w: World, holds: bool) -> Checked:
    for n, row in enumerate(w.tables["pa_notifications"]):
        row["read"] = not holds and n > 0
    return (("If I have more than three unread notifications, clear them all.",
             "Clear every notification, but only if over three are unread.",
             "More than 3 unread notifications? Then dismiss them all."), {},
            call("summarize_notifications"), [call("clear_all_notifications")])


def if_dim(w: World, holds: bool) -> Checked:
    w.settings["display.brightness"] = w.rng.choice((10, 15, 20)) if holds else 70
    return (("If the screen brightness is under 30%, raise it to 60%.",
             "Check my brightness; below 30% means set it to 60%.",
             "Brightness under 30%? Put it at 60%."), {},
            call("get_display_settings"), [call("set_brightness", level=60)])


def if_quiet_ringer(w: World, holds: bool) -> Checked:
    w.settings["sound.mode"] = "ring"
    w.settings["sound.volume.ring"] = w.rng.choice((10, 20, 30)) if holds else 80
    return (("If my ringer volume is below 50%, turn it up to 80%.",
             "Check the ring volume -- under half means set it to 80%.",
             "Ringer quieter than 50%? Make it 80%."), {},
            call("get_sound_settings"), [call("set_volume", stream="ring", level=80)])


def if_junk(w: World, holds: bool) -> Checked:
    files = w.tables["pa_files"]
    if not holds:
        w.tables["pa_files"] = [f for f in files if f["kind"] != "junk"]
        for app in w.tables["pa_apps"]:
            app["cache_mb"] = 0
    return (("If there are junk files on my phone, clean them up.",
             "Look for junk files and clear them out if there are any.",
             "Any junk in storage? Clean it if so."), {},
            call("list_files", kind="junk"), [call("clean_junk_files")])


def if_small_app(w: World, holds: bool) -> Checked:
    apps = [a for a in w.tables["pa_apps"] if not a["installed"]]
    app = w.rng.choice([a for a in apps if (a["size_mb"] < 500) == holds])
    return (("Install {a} from the app store if it's smaller than 500 MB.",
             "Look up {a} in the store; install it only if it's under 500 MB.",
             "If {a} takes less than 500 MB, get it."), {"a": app["name"]},
            call("search_app_store", query=app["name"]), [call("install_app", app=app["name"])])


def if_old_version(w: World, holds: bool) -> Checked:
    w.settings["system.version"] = "14.0.1" if holds else "14.1.0"
    w.settings["system.update.available"] = "14.1.0" if holds else ""
    w.settings["power.battery_level"] = max(w.settings["power.battery_level"], 40)
    return (("If the phone is still on system version 14.0.1, update it.",
             "Which system version am I on? If it's 14.0.1, install the update.",
             "Still running 14.0.1? Then install the new system update."), {},
            call("get_device_info"), [call("install_system_update")])


def if_playing(w: World, holds: bool) -> Checked:
    w.settings["media.state"] = "playing" if holds else "paused"
    return (("If music is playing, pause it.", "Pause the player if anything is playing.",
             "Is a song playing? Then pause it."), {},
            call("get_now_playing"), [call("pause_media")])


def if_paused(w: World, holds: bool) -> Checked:
    w.settings["media.state"] = "paused" if holds else "playing"
    return (("If my song is paused, carry on playing it.", "Resume the music if it's paused.",
             "Was the track paused? Then resume it."), {},
            call("get_now_playing"), [call("resume_media")])


def if_playing_stop(w: World, holds: bool) -> Checked:
    w.settings["media.state"] = "playing" if holds else "stopped"
    return (("If anything is playing, stop it completely.",
             "Stop the player if there's music on.", "Music on? Stop it and rewind."), {},
            call("get_now_playing"), [call("stop_media")])


def if_artist_playing(w: World, holds: bool) -> Checked:
    tracks = w.tables["pa_tracks"]
    artist = w.rng.choice(sorted({t["artist"] for t in tracks}))
    pool = [n for n, t in enumerate(tracks) if (t["artist"] == artist) == holds]
    w.settings["media.track"] = f"pa_tracks-{w.rng.choice(pool) + 1}"
    w.settings["media.state"] = "playing"
    return (("If the song playing is by {a}, skip to the next one.",
             "Skip this track if it's {a}.", "Is this {a}? Then next song, please."),
            {"a": artist}, call("get_now_playing"), [call("next_track")])


def if_shuffle_on(w: World, holds: bool) -> Checked:
    w.settings["media.shuffle"] = holds
    return (("If shuffle is on, turn it off.", "Check the player: shuffle on means switch it off.",
             "Turn shuffle off in case it's on."), {},
            call("get_now_playing"), [call("set_shuffle", enabled=False)])


def if_nfc_on(w: World, holds: bool) -> Checked:
    w.settings["network.nfc"] = holds
    return (("If NFC is on, switch it off.", "Check NFC and turn it off if it's enabled.",
             "NFC on? Then disable it."), {},
            call("get_network_status"), [call("set_nfc", enabled=False)])


def if_auto_brightness_off(w: World, holds: bool) -> Checked:
    w.settings["display.auto_brightness"] = not holds
    return (("If automatic brightness is off, turn it on.",
             "Check the display: switch auto-brightness on if it isn't.",
             "Auto-brightness off? Enable it."), {},
            call("get_display_settings"), [call("set_auto_brightness", enabled=True)])


def if_flash_auto(w: World, holds: bool) -> Checked:
    w.settings["camera.flash"] = "auto" if holds else "off"
    return (("If the camera flash is on auto, set it to off.",
             "Check the camera flash setting; auto means switch it off.",
             "Flash on automatic? Turn it off."), {},
            call("get_setting", key="camera.flash"), [call("set_camera_flash", mode="off")])


def if_date_format(w: World, holds: bool) -> Checked:
    w.settings["system.date_format"] = "YYYY-MM-DD" if holds else "DD/MM/YYYY"
    return (("If dates aren't shown day first, switch to day/month/year.",
             "Check the date format; change it to DD/MM/YYYY unless it already is.",
             "Make dates day/month/year if they're not."), {},
            call("get_setting", key="system.date_format"),
            [call("set_date_format", format="DD/MM/YYYY")])


def if_no_email(w: World, holds: bool) -> Checked:
    i = w.rng.randrange(len(w.tables["pa_contacts"]))
    person = w.tables["pa_contacts"][i]
    address = f"{person['name'].split()[0].lower()}.{w.rng.randint(10, 99)}@example.net"
    if holds:
        person["email"] = ""
    return (("If {n} has no email saved, add {e}.",
             "Check {n}'s contact; save {e} as the email if there's none.",
             "Does {n} have an email address? If not, use {e}."),
            {"n": person["name"], "e": address},
            call("find_contact", query=person["name"]),
            [call("update_contact", contact=f"pa_contacts-{i + 1}", email=address)])


#: Conditions a read settles, each able to hold or not.
CONDITIONS: tuple[Callable[[World, bool], Checked], ...] = (
    if_update, if_app_outdated, if_permission, if_train_delayed, if_raining_now, if_no_playlist,
    if_tile_missing, if_off_wifi, if_many_notifications, if_dim, if_quiet_ringer, if_junk,
    if_small_app, if_old_version, if_playing, if_paused, if_playing_stop, if_artist_playing,
    if_shuffle_on, if_nfc_on, if_auto_brightness_off, if_flash_auto, if_date_format, if_no_email)


def dp_check_then_act(w: World) -> str:
    """The condition holds: read it, then act."""
    templates, slots, read, writes = w.rng.choice(CONDITIONS)(w, True)
    w.say(templates, **slots)
    w.steps = [[read], *([c] for c in writes)]
    return "state_change"


def dp_check_fails(w: World) -> str:
    """Idle: the condition does not hold, as the read shows; nothing is written."""
    templates, slots, read, _ = w.rng.choice(CONDITIONS)(w, False)
    w.say(templates, **slots)
    w.steps = [[read]]
    w.required = _required_read(read)
    return "tool_calls"


# ------------------------------------------------------------------ drop the request, ask


def ask_answer(w: World) -> Question:
    row = w.rng.choice(w.tables["pa_knowledge"])
    return (("{q}", "Quick question: {q}", "Tell me this instead: {q}"), {"q": row["question"]},
            call("answer_question", question=row["question"]))


def ask_sum(w: World) -> Question:
    a, b, c = w.rng.randint(12, 90), w.rng.randint(12, 90), w.rng.randint(2, 6)
    expression = f"({a} + {b}) * {c}"
    return (("What's {e}?", "Work out {e} for me.", "Calculate {e}."), {"e": expression},
            call("calculate", expression=expression))


def ask_currency(w: World) -> Question:
    amount = w.rng.choice((20, 50, 120, 300))
    src, dst = w.rng.sample(("USD", "CNY", "EUR", "JPY", "GBP"), 2)
    return (("How much is {a} {s} in {d}?", "Convert {a} {s} to {d}.",
             "What do {a} {s} come to in {d}?"), {"a": amount, "s": src, "d": dst},
            call("convert_currency", amount=amount, from_currency=src, to_currency=dst))


def ask_units(w: World) -> Question:
    value, src, dst, said = w.rng.choice(((5, "km", "mi", "5 kilometres in miles"),
                                          (180, "cm", "ft", "180 cm in feet"),
                                          (2, "kg", "lb", "2 kilos in pounds"),
                                          (30, "c", "f", "30 degrees Celsius in Fahrenheit")))
    return (("What's {s}?", "Convert {s}.", "How much is {s}?"), {"s": said},
            call("convert_units", value=value, from_unit=src, to_unit=dst))


def ask_translation(w: World) -> Question:
    text = w.rng.choice(("thank you", "good morning", "where is the station"))
    code, said = w.rng.choice((("fr", "French"), ("ja", "Japanese"), ("es", "Spanish"),
                               ("de", "German")))
    return (("How do you say '{t}' in {l}?", "Translate '{t}' into {l}.",
             "What's '{t}' in {l}?"), {"t": text, "l": said},
            call("translate_text", text=text, target_language=code))


def ask_texts(w: World) -> Question:
    person = w.rng.choice(w.tables["pa_contacts"])["name"]
    return (("What has {n} texted me?", "Show me my messages with {n}.",
             "Read me the texts from {n}."), {"n": person}, call("list_messages", contact=person))


def ask_weather(w: World) -> Question:
    city = w.rng.choice(sorted({r["city"] for r in w.tables["pa_weather"]}))
    return (("What's the weather in {c} today?", "How's the weather in {c} right now?",
             "Is it nice out in {c} today?"), {"c": city}, call("get_current_weather", city=city))


def ask_nearby(w: World) -> Question:
    w.settings["network.wifi"] = True
    return (("Which of my devices are nearby?", "What devices can I connect to around here?",
             "Show me my nearby devices."), {}, call("list_nearby_devices"))


def ask_app_info(w: World) -> Question:
    app = w.rng.choice(_user_apps(w))["name"]
    return (("Which version of {a} do I have?", "How big is {a} on my phone?",
             "Tell me about the {a} app."), {"a": app}, call("get_app_info", app=app))


def asked(tool: str, templates: tuple[str, ...], **arguments: Any) -> Callable[[World], Question]:
    """A question with nothing to draw from the world: ``templates`` ask it and ``tool`` called
    with ``arguments`` answers it, in every world alike."""

    def question(w: World) -> Question:
        return templates, {}, call(tool, **arguments)

    question.__name__ = question.__qualname__ = f"ask_{tool}"  # what tests and tracebacks show
    return question


ask_suggestions = asked("get_smart_suggestions", (
    "What should I be aware of right now?", "Any suggestions for me at the moment?",
    "Give me a heads-up on what's coming."))
ask_inbox = asked("list_emails", (
    "Do I have unread emails?", "What's new in my inbox?", "Any unread mail?"),
    folder="inbox", unread_only=True)
ask_song = asked("recognize_music", (
    "What's the song playing around me?", "Which song is this one in the room?",
    "Identify the music I'm hearing."))
ask_storage = asked("get_storage_usage", (
    "How much storage do I have left?", "How full is my phone?", "What's using my storage?"))
ask_apps = asked("list_installed_apps", (
    "Which apps do I have installed?", "List my apps.", "What apps are on this phone?"))
ask_device = asked("get_device_info", (
    "Which model is this phone, and what system version?",
    "What's my phone's software version?", "Tell me about this device."))
ask_wifi = asked("scan_wifi_networks", (
    "Which Wi-Fi networks are around?", "Scan for Wi-Fi networks.",
    "What networks can I join here?"))
ask_bookmarks = asked("list_bookmarks", (
    "What have I bookmarked?", "Show my bookmarks.", "List the pages I saved."))
ask_tickets = asked("list_tickets", (
    "Which tickets have I booked?", "Show my ticket bookings.", "Do I have any tickets?"))
ask_screenshots = asked("list_screenshots", (
    "Have I taken any screenshots?", "Show me my screenshots.", "List my saved screenshots."))
ask_sound = asked("get_sound_settings", (
    "Which ringtone am I using?", "What are my sound settings?", "How loud is my ringer set?"))


#: Questions one read answers.
QUESTIONS: tuple[Callable[[World], Question], ...] = (
    ask_answer, ask_sum, ask_currency, ask_units, ask_translation, ask_suggestions, ask_inbox,
    ask_texts, ask_song, ask_storage, ask_apps, ask_weather, ask_device, ask_nearby, ask_wifi,
    ask_bookmarks, ask_tickets, ask_screenshots, ask_app_info, ask_sound)


def ir_drop_and_ask(w: World) -> str:
    """Idle: the user takes back a request the assistant was about to carry out and asks a
    question instead; the read that answers it is the one required call."""
    first, slots, _ = w.rng.choice(FAMILIES[w.rng.choice(tuple(FAMILIES))])(w)
    w.turn("user", first, **slots)
    w.turn("assistant", ("I can do that now. Shall I go ahead?", "Ready when you are -- confirm?",
                         "OK, I'll take care of it. Go ahead?"))
    templates, slots, read = w.rng.choice(QUESTIONS)(w)
    lead, _ = w.phrase(("Actually, don't.", "Never mind that.", "Forget it, leave it as is."))
    w.say(templates, **slots)
    w.template, w.instruction = f"{lead} {w.template}", f"{lead} {w.instruction}"
    w.steps = [[read]]
    w.required = _required_read(read)
    return "tool_calls"
