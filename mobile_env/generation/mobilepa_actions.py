"""MobilePA Tool Use requests over every part of the phone -- apps, notifications, media,
playlists, sound and power, preferences, contacts, travel, time, devices, security, input,
network, utilities, camera -- each answered by one call, or by the two a user's wording implies
(parameter grounding: the planner turns the request into the calls that do it).

Each action draws its target from the task's world (an installed app, a song in the library, a
tile not yet in the control center) and sets up the state it acts on (a call in progress to hang
up, a cast to stop), so its calls always change the state and the ``state_change`` target the
generator derives from the reference is never empty. An action is a function of the world
returning its phrasings, their slots and its call (or, for a request that needs a read or a
second write, its steps); the families group them by the part of the phone they touch, one
scenario per family. Where a tool's records are only stored with another domain's tools (files,
apps, photos), the request names its target so that the reference reads or makes it with a tool
of that domain ("my largest file", "my health app", "a photo I take now").
"""

from __future__ import annotations

from typing import Any, Callable

from mobile_env.generation.mobilepa_world import World, call, day, hm

#: (templates, slots, call) of one request.
Action = tuple[tuple[str, ...], dict[str, Any], dict[str, Any]]
#: (templates, slots, steps) of a request whose reference looks something up or acts twice.
Steps = tuple[tuple[str, ...], dict[str, Any], list[list[dict[str, Any]]]]
#: Control-center tiles a request may add or remove.
TILES = {"wifi": "Wi-Fi", "bluetooth": "Bluetooth", "flashlight": "flashlight",
         "airplane_mode": "airplane mode", "dnd": "Do Not Disturb", "hotspot": "hotspot",
         "nfc": "NFC", "location": "location", "dark_mode": "dark mode",
         "screen_recording": "screen recording", "screenshot": "screenshot"}
DEVICE_NAMES = ("Pocket Rocket", "Work Phone", "Blue Fox", "Travel Phone", "Night Owl")
BOOKMARKS = (("https://weather.example.com", "Weather Now"),
             ("https://recipes.example.com", "Weeknight Recipes"),
             ("https://trains.example.com", "Train Times"),
             ("https://library.example.org", "City Library"))
ACCOUNTS = (("shop.example.com", "buyer88"), ("bank.example.com", "acct-2231"),
            ("forum.example.org", "quietreader"), ("travel.example.com", "wanderer"))
PLAYLISTS = ("Sunday Morning", "Road Trip", "Deep Focus", "Gym Mix", "Rainy Days")
TASKS = ("Pay the water bill", "Book a dentist appointment", "Return the library books",
         "Buy a birthday card", "Renew the car insurance")


def _apps(w: World, test: Callable[[dict[str, Any]], bool]) -> list[str]:
    return [str(a["name"]) for a in w.tables["pa_apps"] if test(a)]


def _user_app(a: dict[str, Any]) -> bool:
    return bool(a["installed"] and not a["system"])


# ------------------------------------------------------------------------------------- apps


def uninstall(w: World) -> Action:
    app = w.rng.choice(_apps(w, _user_app))
    return (("Uninstall {a}.", "Remove the {a} app from my phone.", "Get rid of {a}, please."),
            {"a": app}, call("uninstall_app", app=app))


def clear_cache(w: World) -> Action:
    app = w.rng.choice(_apps(w, lambda a: a["installed"] and a["cache_mb"] > 0))
    return (("Clear the cache of {a}.", "{a} is hoarding cache -- clear it.",
             "Empty {a}'s cached files."), {"a": app}, call("clear_app_cache", app=app))


def mute_app(w: World) -> Action:
    app = w.rng.choice(_apps(w, lambda a: a["installed"] and a["notifications"]))
    return (("Turn off notifications from {a}.", "Stop {a} from notifying me.",
             "Silence all {a} notifications."), {"a": app},
            call("set_app_notifications", app=app, notifications=False))


def unpin_app(w: World) -> Action:
    app = w.rng.choice(list(w.settings["system.home_screen.apps"]))
    return (("Take {a} off the home screen.", "Remove the {a} icon from my home screen.",
             "I don't need {a} on the home screen."), {"a": app},
            call("remove_app_from_home_screen", app=app))


# ------------------------------------------------------------------------------------ media


def like(w: World) -> Action:
    track = w.rng.choice([t for t in w.tables["pa_tracks"] if not t["liked"]])
    return (("Like the song {t}.", "Add {t} by {r} to my liked songs.", "Heart {t}, I love it."),
            {"t": track["title"], "r": track["artist"]},
            call("like_track", track=track["title"], liked=True))


def queue(w: World) -> Action:
    queued = w.settings["media.queue"]
    track = w.rng.choice([t for i, t in enumerate(w.tables["pa_tracks"])
                          if f"pa_tracks-{i + 1}" not in queued])
    return (("Queue up {t} next.", "Add {t} by {r} to the play queue.", "Put {t} in the queue."),
            {"t": track["title"], "r": track["artist"]}, call("add_to_queue", track=track["title"]))


def new_playlist(w: World) -> Action:
    name = w.rng.choice(PLAYLISTS)
    return (("Create an empty playlist called {n}.", "Start a new playlist named '{n}'.",
             "Make me a playlist, '{n}', nothing in it yet."), {"n": name},
            call("create_playlist", name=name))


def speed(w: World) -> Action:
    value, said = w.rng.choice(((0.75, "0.75x"), (1.25, "1.25x"), (1.5, "1.5x"), (2.0, "double")))
    return (("Play it at {s} speed.", "Change the playback speed to {s}.",
             "Set the player to {s} speed."), {"s": said},
            call("set_playback_speed", speed=value))


def record_screen(w: World) -> Action:
    audio = w.rng.random() < 0.5
    said = "with sound" if audio else "without sound"
    return (("Start recording the screen {s}.", "Record my screen, {s}.",
             "Begin a screen recording {s}."), {"s": said},
            call("start_screen_recording", with_audio=audio))


# ----------------------------------------------------------------------------------- system


def rename_phone(w: World) -> Action:
    name = w.rng.choice(DEVICE_NAMES)
    return (("Rename my phone to {n}.", "Call this phone '{n}' from now on.",
             "Change the device name to {n}."), {"n": name}, call("set_device_name", name=name))


def add_tile(w: World) -> Action:
    tile = w.rng.choice([t for t in TILES if t not in w.settings["system.control_center"]])
    return (("Add the {t} tile to the control center.", "Put a {t} toggle in the control center.",
             "I want {t} in my quick settings."), {"t": TILES[tile]},
            call("add_control_center_tile", tile=tile))


def remove_tile(w: World) -> Action:
    tile = w.rng.choice([t for t in w.settings["system.control_center"] if t in TILES])
    return (("Remove the {t} tile from the control center.",
             "Take {t} out of my quick settings.", "I don't need the {t} toggle; remove it."),
            {"t": TILES[tile]}, call("remove_control_center_tile", tile=tile))


def power_schedule(w: World) -> Action:
    off, on = w.rng.choice(((1380, 420), (1410, 390), (1350, 450), (0, 360)))
    return (("Switch the phone off at {a} and back on at {b} every day.",
             "Schedule power off {a}, power on {b}.",
             "Power down at {a} and start up again at {b}, daily."), {"a": hm(off), "b": hm(on)},
            call("set_power_schedule", power_off=hm(off), power_on=hm(on)))


def rename_device(w: World) -> Action:
    device = w.rng.choice(w.tables["pa_devices"])["name"]
    name = w.rng.choice(("Den Screen", "Office Display", "Kids TV", "Studio Speaker"))
    return (("Rename the {d} to {n}.", "Call the {d} '{n}' from now on.",
             "Change the name of my {d} to {n}."), {"d": device, "n": name},
            call("rename_device", device=device, name=name))


# --------------------------------------------------------------------------------- personal


def bookmark(w: World) -> Action:
    url, title = w.rng.choice(BOOKMARKS)
    return (("Bookmark {u} as '{t}'.", "Save {u} to my bookmarks under the name {t}.",
             "Add a bookmark called {t} for {u}."), {"u": url, "t": title},
            call("add_bookmark", url=url, title=title))


def password(w: World) -> Action:
    (site, user), secret = w.rng.choice(ACCOUNTS), f"Kite-{w.rng.randint(1000, 9999)}!"
    return (("Save my password for {s}: user {u}, password {p}.",
             "Store the login for {s} -- {u} / {p}.",
             "Remember this account in the password manager: {s}, {u}, {p}."),
            {"s": site, "u": user, "p": secret},
            call("add_password", site=site, username=user, password=secret))


def emergency_contact(w: World) -> Action:
    person = w.rng.choice(w.tables["pa_contacts"])["name"]
    return (("Make {n} an emergency contact.", "Add {n} to my emergency contacts.",
             "If something happens, {n} should be called: add them as an emergency contact."),
            {"n": person}, call("add_emergency_contact", contact=person))


def todo(w: World) -> Action:
    title, offset = w.rng.choice(TASKS), w.rng.randint(1, 9)
    priority = w.rng.choice(("low", "medium", "high"))
    due = day(offset)
    return (("Add a {p}-priority to-do: {t}, due {d}.", "New task: {t}, by {d}, {p} priority.",
             "Put '{t}' on my to-do list for {d} ({p} priority)."),
            {"t": title, "d": due, "p": priority},
            call("create_task", title=title, due_date=due, priority=priority))


# ------------------------------------------------------------------------------- app care


def update_app(w: World) -> Action:
    app = w.rng.choice(_apps(w, lambda a: a["installed"] and a["version"] != a["latest_version"]))
    return (("Update {a} to the latest version.", "There's a new {a} out -- update it.",
             "Bring {a} up to date."), {"a": app}, call("update_app", app=app))


def open_app(w: World) -> Action:
    app = w.rng.choice(_apps(w, lambda a: a["installed"]))
    return (("Open {a}.", "Launch the {a} app for me.", "Bring up {a}, please."), {"a": app},
            call("open_app", app=app))


def force_stop(w: World) -> Action:
    apps = [a for a in w.tables["pa_apps"] if _user_app(a)]
    app = w.rng.choice(apps)
    app["running"] = True
    return (("{a} has frozen; force-stop it.", "Kill {a}, it's stuck.",
             "Force {a} to close."), {"a": app["name"]}, call("force_stop_app", app=app["name"]))


def clear_data(w: World) -> Action:
    app = w.rng.choice(_apps(w, lambda a: _user_app(a) and a["data_mb"] > 0))
    return (("Wipe all of {a}'s data, as if it were freshly installed.",
             "Reset {a} completely -- erase its data too, not just the cache.",
             "Clear the app data of {a}."), {"a": app}, call("clear_app_data", app=app))


#: How a user names each permission an app can hold.
PERMISSION_WORDS = {"camera": "camera", "microphone": "microphone", "location": "location",
                    "contacts": "contacts", "storage": "storage", "phone": "phone",
                    "sms": "text messages", "nfc": "NFC", "body_sensors": "body sensors"}


def revoke(w: World) -> Action:
    by_key = {str(a["name"]).casefold().replace(" ", ""): a["name"] for a in w.tables["pa_apps"]}
    granted = [p.split(":", 1) for p in w.settings["security.permissions.granted"]]
    key, perm = w.rng.choice([(k, p) for k, p in granted if k in by_key])
    app = by_key[key]
    return (("Take away {a}'s access to my {p}.", "Revoke the {p} permission from {a}.",
             "{a} shouldn't use my {p} anymore -- remove that permission."),
            {"a": app, "p": PERMISSION_WORDS[perm]},
            call("revoke_app_permission", app=app, permission=perm))


def default_app(w: World) -> Action:
    role, app, said = w.rng.choice((("music", "VideoHub", "music"), ("maps", "RideGo", "maps"),
                                    ("messages", "ChatNow", "messaging")))
    return (("Make {a} my default {r} app.", "Use {a} as the default {r} app from now on.",
             "Set {a} as the default for {r}."), {"a": app, "r": said},
            call("set_default_app", role=role, app=app))


def _only_of_category(w: World) -> dict[str, Any]:
    """A user app that is the only one of its category (so "my <category> app" names it)."""
    apps = [a for a in w.tables["pa_apps"] if _user_app(a)]
    app: dict[str, Any] = w.rng.choice(
        [a for a in apps if sum(b["category"] == a["category"] for b in apps) == 1])
    return app


def pin_by_category(w: World) -> Steps:
    app = _only_of_category(w)
    w.settings["system.home_screen.apps"] = tuple(
        n for n in w.settings["system.home_screen.apps"] if n != app["name"])
    return (("Put my {c} app on the home screen.", "Add the icon of my {c} app to the home screen.",
             "I want the {c} app I use on my home screen."), {"c": app["category"]},
            [[call("list_installed_apps", category=app["category"])],
             [call("add_app_to_home_screen", app=app["name"])]])


# --------------------------------------------------------------------------- notifications


def _notification(w: World, test: Callable[[dict[str, Any]], bool]) -> tuple[str, dict[str, Any]]:
    rows = w.tables["pa_notifications"]
    i = w.rng.choice([n for n, r in enumerate(rows) if test(r)])
    return w.rid("pa_notifications", i), rows[i]


def dismiss(w: World) -> Action:
    rid, note = _notification(w, lambda r: True)
    return (("Dismiss the {a} notification '{t}'.", "Swipe away the '{t}' notification from {a}.",
             "Remove the {a} notification about '{x}'."),
            {"a": note["app"], "t": note["title"], "x": note["text"]},
            call("dismiss_notification", notification=rid))


def mark_read(w: World) -> Action:
    rid, note = _notification(w, lambda r: not r["read"])
    return (("Mark the {a} notification '{x}' as read.", "I've seen '{x}' from {a}; mark it read.",
             "Set the '{t}' notification from {a} to read."),
            {"a": note["app"], "t": note["title"], "x": note["text"]},
            call("mark_notification_read", notification=rid))


def clear_notifications(w: World) -> Action:
    said = w.rng.choice(("all my notifications", "every notification", "the notification shade"))
    return (("Clear {s}.", "Dismiss {s}, please.", "Get rid of {s}."), {"s": said},
            call("clear_all_notifications"))


# -------------------------------------------------------------------------------- playback


def pause(w: World) -> Action:
    w.settings["media.state"] = "playing"
    said = w.rng.choice(("the music", "the song", "playback"))
    return (("Pause {s}.", "Hold {s} for a moment.", "Put {s} on pause."), {"s": said},
            call("pause_media"))


def resume(w: World) -> Action:
    w.settings["media.state"] = "paused"
    said = w.rng.choice(("the music", "the song", "playback"))
    return (("Resume {s}.", "Carry on with {s}.", "Unpause {s}, please."), {"s": said},
            call("resume_media"))


def stop(w: World) -> Action:
    w.settings["media.state"] = w.rng.choice(("playing", "paused"))
    said = w.rng.choice(("the music", "the player", "playback"))
    return (("Stop {s}.", "Switch off {s} and rewind it.", "Stop {s} completely."), {"s": said},
            call("stop_media"))


def skip(w: World) -> Action:
    said = w.rng.choice(("song", "track", "one in the queue"))
    return (("Skip to the next {s}.", "Next {s}, please.", "Play the next {s}."), {"s": said},
            call("next_track"))


def back(w: World) -> Action:
    track = w.rng.randrange(2, len(w.tables["pa_tracks"]) + 1)
    w.settings["media.history"] = (f"pa_tracks-{track}",)
    said = w.rng.choice(("song", "track"))
    return (("Go back to the previous {s}.", "Play the last {s} again.",
             "Previous {s}, please."), {"s": said}, call("previous_track"))


def seek(w: World) -> Action:
    seconds = w.rng.choice((30, 60, 90, 120, 150))
    said = f"{seconds // 60}:{seconds % 60:02d}"
    return (("Jump to {s} in this song.", "Skip ahead to {s} in the track.",
             "Start the current song again from {s}."), {"s": said},
            call("seek_media", position_s=seconds))


#: Equaliser presets and how a user names them.
PRESETS = {"pop": "pop", "rock": "rock", "jazz": "jazz", "classical": "classical",
           "bass_boost": "bass boost", "vocal": "vocal"}


def equalizer(w: World) -> Action:
    preset = w.rng.choice([p for p in PRESETS if p != w.settings["media.equalizer"]])
    return (("Set the equaliser to {p}.", "Use the {p} sound preset for music.",
             "Switch the EQ to {p}."), {"p": PRESETS[preset]},
            call("set_equalizer_preset", preset=preset))


# ------------------------------------------------------------------------------- playlists


def to_playlist(w: World) -> Action:
    playlist = w.tables["pa_playlists"][0]
    held = set(playlist["tracks"])
    i = w.rng.choice([n for n in range(len(w.tables["pa_tracks"]))
                      if f"pa_tracks-{n + 1}" not in held])
    track = w.tables["pa_tracks"][i]
    return (("Add {t} to my {p} playlist.", "Put {t} by {r} on the {p} playlist.",
             "Save {t} into {p}."), {"t": track["title"], "r": track["artist"],
                                    "p": playlist["name"]},
            call("add_track_to_playlist", playlist=playlist["name"], track=track["title"]))


def drop_playlist(w: World) -> Action:
    name = w.rng.choice(PLAYLISTS)
    w.tables["pa_playlists"].append({"name": name, "tracks": ("pa_tracks-1",),
                                     "created_at": "2025-05-20 18:00:00"})
    return (("Delete my {p} playlist.", "I don't need the '{p}' playlist anymore; remove it.",
             "Get rid of the {p} playlist (keep the songs)."), {"p": name},
            call("delete_playlist", playlist=name))


# ----------------------------------------------------------------------------- sound & power


def nudge_volume(w: World) -> Action:
    stream, said = w.rng.choice((("media", "media"), ("ring", "ringer"), ("alarm", "alarm"),
                                 ("notification", "notification")))
    delta = w.rng.choice((-20, -10, 10, 15))
    way, step = ("up", delta) if delta > 0 else ("down", -delta)
    return (("Turn the {s} volume {w} by {d}.", "Move the {s} volume {w} {d} points, please.",
             "Nudge my {s} volume {w} by {d}."), {"s": said, "w": way, "d": step},
            call("adjust_volume", stream=stream, delta=delta))


def cancel_schedule(w: World) -> Action:
    w.settings["power.schedule.off"], w.settings["power.schedule.on"] = "23:30", "07:00"
    return (("Cancel the scheduled power off and on.", "Stop switching my phone off at night.",
             "Remove the daily power schedule."), {}, call("cancel_power_schedule"))


def haptics(w: World) -> Action:
    on = not w.settings["sound.haptics"]
    return (("Turn touch vibration {p}.", "Haptic feedback {p}, please.",
             "Switch {p} the vibration when I tap."), {"p": "on" if on else "off"},
            call("set_haptic_feedback", enabled=on))


#: Settings groups a reset restores, a setting each perturbs, and how a user names the group.
RESETS = (("display", "display.font_size", "large", "display"),
          ("sound", "sound.ringtone", "Bells", "sound"),
          ("input", "input.keyboard", "SwiftKey", "keyboard and gesture"),
          ("power", "power.saving_mode", True, "power"))


def reset(w: World) -> Action:
    scope, key, value, said = w.rng.choice(RESETS)
    w.settings[key] = value
    return (("Reset my {s} settings to the factory defaults.",
             "Put all {s} settings back to default.", "Restore the default {s} settings."),
            {"s": said}, call("reset_settings", scope=scope))


# ---------------------------------------------------------------------------- preferences


def update_system(w: World) -> Action:
    w.settings["power.battery_level"] = max(w.settings["power.battery_level"], 40)
    return (("Install the system update.", "Update the phone's software to the new version.",
             "Go ahead with the pending system update."), {}, call("install_system_update"))


def clock_format(w: World) -> Action:
    on = not w.settings["system.time_24h"]
    said = "24-hour" if on else "12-hour"
    return (("Show the time in {f} format.", "Use the {f} clock.", "Switch the clock to {f}."),
            {"f": said}, call("set_24_hour_time", enabled=on))


def navigation_bar(w: World) -> Action:
    mode = "three_button" if w.settings["system.navigation_mode"] == "gestures" else "gestures"
    said = {"three_button": "the three buttons", "gestures": "swipe gestures"}[mode]
    return (("Navigate the phone with {m}.", "Switch system navigation to {m}.",
             "I'd rather use {m} to get around the phone."), {"m": said},
            call("set_navigation_mode", mode=mode))


def language(w: World) -> Action:
    lang = w.rng.choice(("Chinese (Traditional)", "Japanese", "Korean", "French", "German",
                         "Spanish"))
    return (("Switch the phone to {l}.", "Change the system language to {l}.",
             "I want the menus in {l}."), {"l": lang}, call("set_system_language", language=lang))


def default_wallpaper(w: World) -> Action:
    w.settings["system.wallpaper"] = f"pa_photos-{w.rng.randint(1, 4)}"
    return (("Put the default wallpaper back.", "Reset my wallpaper to the original one.",
             "Go back to the stock wallpaper."), {}, call("set_wallpaper", photo="default"))


# ------------------------------------------------------------------------------ contacts


def block(w: World) -> Action:
    number = f"+1 900-555-0{w.rng.randint(100, 198)}"
    w.tables["pa_calls"].append({"number": number, "name": "", "direction": "missed",
                                 "type": "voice", "time": "2025-06-02 08:52:00", "duration_s": 0})
    return (("Block {n}, it's spam.", "Stop {n} from calling or texting me.",
             "Add {n} to the blocked numbers."), {"n": number}, call("block_number", number=number))


def unblock(w: World) -> Action:
    number = w.rng.choice(w.settings["calls.blocked"])
    return (("Unblock {n}.", "Let {n} reach me again.", "Take {n} off my blocked list."),
            {"n": number}, call("unblock_number", number=number))


def new_email(w: World) -> Action:
    i = w.rng.randrange(len(w.tables["pa_contacts"]))
    person = w.tables["pa_contacts"][i]["name"]
    first = person.split()[0].lower()
    address = f"{first}.{w.rng.choice(('work', 'home', 'mail'))}{w.rng.randint(1, 99)}@example.org"
    return (("{n} has a new email address: {e}. Update the contact.",
             "Change {n}'s email to {e}.", "Save {e} as {n}'s email."), {"n": person, "e": address},
            call("update_contact", contact=w.rid("pa_contacts", i), email=address))


def drop_message(w: World) -> Action:
    person = w.rng.choice(w.tables["pa_contacts"])
    text = w.rng.choice(("Are you free on Saturday?", "Don't forget the keys",
                         "Call me back when you can", "See you at the station"))
    w.tables["pa_messages"].append({"number": person["phone"], "name": person["name"],
                                    "direction": "incoming", "text": text,
                                    "time": "2025-06-02 08:15:00", "read": True})
    rid = w.rid("pa_messages", len(w.tables["pa_messages"]) - 1)
    return (("Delete the text from {n} that says '{t}'.", "Remove {n}'s message '{t}'.",
             "Get rid of the message '{t}' from {n}."), {"n": person["name"], "t": text},
            call("delete_message", message=rid))


def hang_up(w: World) -> Action:
    person = w.rng.choice(w.tables["pa_contacts"])
    w.tables["pa_calls"].append({"number": person["phone"], "name": person["name"],
                                 "direction": "incoming", "type": "voice",
                                 "time": "2025-06-02 08:55:00", "duration_s": 0})
    w.settings["calls.active"] = w.rid("pa_calls", len(w.tables["pa_calls"]) - 1)
    return (("Hang up.", "End the call with {n}.", "Finish this call, please."),
            {"n": person["name"]}, call("end_call"))


# --------------------------------------------------------------------------------- travel


def book(w: World) -> Action:
    event = w.rng.choice([e for e in w.tables["pa_events"] if e["seats_left"] >= 1])
    me = w.user.profile["name"]
    return (("Book one ticket for {e} in my name, {m}.",
             "Get me a ticket to {e}; the visitor is {m}.",
             "Reserve a single seat at {e} for {m}."), {"e": event["name"], "m": me},
            call("book_ticket", event=event["name"], quantity=1, visitors=[me]))


def pay_code(w: World) -> Action:
    method = w.rng.choice(w.settings["travel.payment.bound"])
    purpose = w.rng.choice(("pay", "receive"))
    said = {"alipay": "Alipay", "bank_card": "bank card", "wechat_pay": "WeChat Pay"}[method]
    verb = "pay with" if purpose == "pay" else "receive money on"
    return (("Show the QR code to {v} my {m}.", "I need a code to {v} my {m}.",
             "Bring up a payment code -- {v} {m}."), {"v": verb, "m": said},
            call("show_payment_code", method=method, purpose=purpose))


def navigate(w: World) -> Action:
    place = w.rng.choice(w.tables["pa_places"])["name"]
    mode = w.rng.choice(("driving", "transit", "cycling", "walking"))
    said = {"driving": "by car", "transit": "by public transport", "cycling": "by bike",
            "walking": "on foot"}[mode]
    return (("Navigate to {p} {m}.", "Take me to {p}, {m}.", "Start directions to {p} {m}."),
            {"p": place, "m": said}, call("start_navigation", destination=place, mode=mode))


def end_navigation(w: World) -> Action:
    w.settings["travel.navigation.destination"] = w.rng.choice(w.tables["pa_places"])["name"]
    w.settings["travel.navigation.mode"] = "driving"
    return (("Stop the navigation.", "End the directions, I know the way now.",
             "Turn off route guidance."), {}, call("stop_navigation"))


def follow_trip(w: World) -> Action:
    trip = w.rng.choice([t for t in w.tables["pa_transit"] if not t["tracked"]])
    kind = "flight" if trip["kind"] == "flight" else "train"
    return (("Follow {k} {n} and tell me if it changes.", "Track my {k}, {n}.",
             "Keep an eye on {k} {n} for delays."), {"k": kind, "n": trip["number"]},
            call("track_transit", number=trip["number"]))


# ----------------------------------------------------------------------------------- time


def new_rule(w: World) -> Action:
    name, trigger, value, action, said = w.rng.choice((
        ("Quiet meetings", "arrive_place", "Office", "silent_mode", "when I get to the Office, "
                                                                    "go silent"),
        ("Low battery", "battery_below", "20", "enable_power_saving",
         "when the battery drops below 20%, turn on power saving"),
        ("Car music", "bluetooth_connected", "Car Audio", "play_music",
         "when Car Audio connects, play music"),
        ("Morning ring", "time", "07:30", "ring_mode", "at 07:30 every day, switch to ring mode")))
    return (("Create an automation called '{n}': {s}.", "New routine '{n}' -- {s}.",
             "Set up a rule named {n}: {s}."), {"n": name, "s": said},
            call("create_automation_rule", name=name, trigger=trigger, trigger_value=value,
                 action=action))


# -------------------------------------------------------------------------------- devices


def _device(w: World, test: Callable[[dict[str, Any]], bool]) -> dict[str, Any]:
    device: dict[str, Any] = w.rng.choice([d for d in w.tables["pa_devices"] if test(d)])
    return device


def link_device(w: World) -> Action:
    w.settings["network.bluetooth"] = True
    name = _device(w, lambda d: d["nearby"] and not d["connected"])["name"]
    return (("Connect to my {d}.", "Link the phone with the {d}.", "Hook up the {d}."),
            {"d": name}, call("connect_device", device=name))


def unlink_device(w: World) -> Action:
    name = _device(w, lambda d: d["connected"])["name"]
    return (("Disconnect the {d}.", "Unlink my {d} from the phone.", "Drop the {d} connection."),
            {"d": name}, call("disconnect_device", device=name))


def _largest_file(w: World) -> tuple[int, dict[str, Any]]:
    files = w.tables["pa_files"]
    i = max(range(len(files)), key=lambda n: (files[n]["size_mb"], -n))
    return i, files[i]


def send_largest(w: World) -> Steps:
    name = _device(w, lambda d: d["connected"])["name"]
    i, _ = _largest_file(w)
    return (("Send the biggest file on my phone to my {d}.",
             "Find my largest file and share it with the {d}.",
             "Copy whatever file takes the most space over to the {d}."), {"d": name},
            [[call("list_large_files")],
             [call("share_file_to_device", file=w.rid("pa_files", i), device=name)]])


def migrate(w: World) -> Action:
    name = _device(w, lambda d: d["nearby"] and d["type"] in ("phone", "tablet"))["name"]
    what = w.rng.sample(("contacts", "messages", "photos", "calendar"), 2)
    return (("Move my {a} and {b} to the {d}.", "Transfer {a} and {b} from this phone to my {d}.",
             "Migrate my {a} and {b} onto the {d}."), {"a": what[0], "b": what[1], "d": name},
            call("start_device_migration", device=name, categories=what))


def cast(w: World) -> Action:
    name = _device(w, lambda d: d["nearby"] and d["cast"])["name"]
    return (("Cast my screen to the {d}.", "Mirror the phone on the {d}.",
             "Show my screen on the {d}."), {"d": name}, call("start_screen_cast", device=name))


def end_cast(w: World) -> Action:
    w.settings["devices.casting"] = _device(w, lambda d: d["cast"])["name"]
    return (("Stop casting my screen.", "End the screen mirroring.", "Stop the cast."), {},
            call("stop_screen_cast"))


def collaborate(w: World) -> Action:
    w.settings["network.bluetooth"] = True
    name = _device(w, lambda d: d["nearby"] and d["collaborate"])["name"]
    return (("Start multi-screen collaboration with the {d}.",
             "Share my phone's screen and apps with the {d}.",
             "Work with the phone on my {d} -- start collaboration."), {"d": name},
            call("start_multi_screen_collaboration", device=name))


def end_collaboration(w: World) -> Action:
    w.settings["devices.collaboration"] = _device(w, lambda d: d["collaborate"])["name"]
    return (("End multi-screen collaboration.", "Stop sharing my phone with the {d}.",
             "Close the collaboration session."), {"d": w.settings["devices.collaboration"]},
            call("stop_multi_screen_collaboration"))


def unpair_and_clear(w: World) -> Steps:
    device = w.rng.choice(w.tables["pa_bluetooth_devices"])
    device["paired"] = True
    w.settings["network.bluetooth"] = True
    return (("Unpair my {d} and then clear the pairing log.",
             "Forget the {d} and wipe the device connection history.",
             "Remove the {d} pairing, then delete the pairing history."), {"d": device["name"]},
            [[call("unpair_bluetooth_device", device=device["name"])],
             [call("clear_pairing_logs")]])


# ------------------------------------------------------------------------------- security


def alert(w: World) -> Action:
    person = w.rng.randrange(len(w.tables["pa_contacts"]))
    w.settings["security.emergency_contacts"] = (w.rid("pa_contacts", person),)
    text = w.rng.choice(("I've had a fall and need help", "My car broke down on the highway",
                         "I feel unwell, please come"))
    return (("Send an emergency alert: {t}.", "SOS to my emergency contacts -- {t}.",
             "Alert my emergency contacts that {t}."), {"t": text},
            call("send_emergency_alert", message=text))


def lock_by_category(w: World) -> Steps:
    app = _only_of_category(w)
    w.settings["security.screen_lock"] = "pin"
    w.settings["security.screen_lock.secret"] = f"{w.rng.randint(0, 9999):04d}"
    return (("Lock my {c} app behind the screen lock.", "Put an app lock on the {c} app I use.",
             "Nobody should open my {c} app without unlocking: lock it."),
            {"c": app["category"]},
            [[call("list_installed_apps", category=app["category"])],
             [call("set_app_lock", app=app["name"], locked=True)]])


def face_unlock(w: World) -> Action:
    w.settings["security.screen_lock"] = "pin"
    w.settings["security.screen_lock.secret"] = f"{w.rng.randint(0, 9999):04d}"
    return (("Turn on face unlock.", "Let me unlock the phone with my face.",
             "Enable face recognition for unlocking."), {}, call("set_face_unlock", enabled=True))


def location(w: World) -> Action:
    on = not w.settings["security.location_services"]
    return (("Turn location services {p}.", "Location {p} for the whole phone, please.",
             "Switch GPS {p}."), {"p": "on" if on else "off"},
            call("set_location_services", enabled=on))


# ---------------------------------------------------------------------------------- input


def button(w: World) -> Action:
    w.settings["apps.foreground"] = w.rng.choice(_apps(w, _user_app))
    name, said = w.rng.choice((("home", "go to the home screen"), ("power", "turn the screen off"),
                               ("volume_up", "press volume up"),
                               ("volume_down", "press volume down")))
    return (("Please {s}.", "Can you {s}?", "Use the system buttons to {s}."), {"s": said},
            call("press_system_button", button=name))


def keyboard(w: World) -> Action:
    board = w.rng.choice([k for k in ("Gboard", "SwiftKey", "Sogou", "System")
                          if k != w.settings["input.keyboard"]])
    said = "the system keyboard" if board == "System" else board
    return (("Use {k} as my keyboard.", "Switch the keyboard to {k}.",
             "Type with {k} from now on."), {"k": said}, call("set_keyboard", keyboard=board))


def screenshot(w: World) -> Action:
    kind, said = w.rng.choice((("full", "a screenshot"), ("scrolling", "a scrolling screenshot"),
                               ("partial", "a screenshot of part of the screen")))
    return (("Take {s}.", "Capture {s}, please.", "Grab {s}."), {"s": said},
            call("take_screenshot", kind=kind))


# -------------------------------------------------------------------------------- network


def forget_wifi(w: World) -> Action:
    net = w.rng.choice([n for n in w.tables["pa_wifi_networks"] if n["saved"]])
    return (("Forget the {s} Wi-Fi network.", "Remove {s} from my saved networks.",
             "Don't join {s} automatically anymore -- forget it."), {"s": net["ssid"]},
            call("forget_wifi_network", ssid=net["ssid"]))


def unpair(w: World) -> Action:
    devices = w.tables["pa_bluetooth_devices"]
    device = w.rng.choice(devices)
    device["paired"] = True
    return (("Unpair my {d}.", "Forget the {d} in Bluetooth.", "Remove the {d} pairing."),
            {"d": device["name"]}, call("unpair_bluetooth_device", device=device["name"]))


# ------------------------------------------------------------------------------ utilities


def drop_largest(w: World) -> Steps:
    i, _ = _largest_file(w)
    return (("Find the biggest file on my phone and delete it.",
             "Delete whichever file takes up the most space.",
             "Free some room: remove my largest file."), {},
            [[call("list_large_files")], [call("delete_file", file=w.rid("pa_files", i))]])


def browse(w: World) -> Action:
    url, title = w.rng.choice(BOOKMARKS)
    return (("Open {u} in the browser.", "Go to {u}.", "Load the page {u} ({t})."),
            {"u": url, "t": title}, call("open_webpage", url=url))


# --------------------------------------------------------------------------------- camera


def _new_photo(w: World) -> tuple[dict[str, Any], str, str]:
    """A capture call and the id and phrase of the photo it will save."""
    mode, said = w.rng.choice((("photo", "a photo"), ("portrait", "a portrait photo"),
                               ("night", "a night-mode photo"), ("panorama", "a panorama")))
    return (call("take_photo", mode=mode, camera="back"),
            f"pa_photos-{len(w.tables['pa_photos']) + 1}", said)


def photo_wallpaper(w: World) -> Steps:
    shot, photo, said = _new_photo(w)
    return (("Take {p} with the back camera and make it my wallpaper.",
             "Snap {p} (rear camera) and set it as the wallpaper.",
             "Use {p} I take now, with the back camera, as my wallpaper."), {"p": said},
            [[shot], [call("set_wallpaper", photo=photo)]])


def photo_enhance(w: World) -> Steps:
    shot, photo, said = _new_photo(w)
    effect, verb = w.rng.choice((("brighten", "brighten it"), ("denoise", "clean up the noise"),
                                 ("black_and_white", "make it black and white"),
                                 ("auto", "auto-enhance it")))
    return (("Take {p} with the back camera, then {v}.", "Snap {p} on the rear camera and {v}.",
             "I want {p} from the back camera -- {v} afterwards."), {"p": said, "v": verb},
            [[shot], [call("enhance_photo", photo=photo, enhancement=effect)]])


def deletion(table: str, tool: str, arg: str, templates: tuple[str, ...],
             **slots: str) -> Callable[[World], Action]:
    """A request to delete one record of ``table``, drawn from the task's world, with ``tool``
    (its id as ``arg``); ``slots`` map each placeholder of ``templates`` to the record's field
    that fills it."""

    def action(w: World) -> Action:
        i = w.rng.randrange(len(w.tables[table]))
        record = w.tables[table][i]
        return (templates, {slot: record[name] for slot, name in slots.items()},
                call(tool, **{arg: w.rid(table, i)}))

    action.__name__ = action.__qualname__ = tool  # what tests and tracebacks call it
    return action


forget_contact = deletion("pa_contacts", "delete_contact", "contact", (
    "Delete {n} from my contacts.", "Remove the contact {n}.",
    "I don't need {n} in my address book anymore."), n="name")
drop_alarm = deletion("pa_alarms", "delete_alarm", "alarm", (
    "Delete my {l} alarm.", "Remove the {t} '{l}' alarm.",
    "I don't need the {l} alarm anymore; delete it."), l="label", t="time")
drop_rule = deletion("pa_automations", "delete_automation_rule", "rule", (
    "Delete the '{r}' automation.", "Remove my {r} routine.",
    "Get rid of the automation rule {r}."), r="name")
drop_event = deletion("pa_calendar", "delete_calendar_event", "event", (
    "Cancel the {e} on {d}; delete it from my calendar.",
    "Remove '{e}' ({d}) from the calendar.", "Delete my {e} event on {d}."), e="title", d="date")
forget_password = deletion("pa_passwords", "delete_password", "entry", (
    "Delete my saved password for {s}.", "Remove the {s} login from the vault.",
    "Forget the password I stored for {s}."), s="site")
drop_bookmark = deletion("pa_bookmarks", "delete_bookmark", "bookmark", (
    "Delete the {t} bookmark.", "Remove {t} from my bookmarks.",
    "I don't need the bookmark '{t}' anymore."), t="title")


#: The action families; each is one Tool Use scenario.
FAMILIES: dict[str, tuple[Callable[[World], Action | Steps], ...]] = {
    "apps": (uninstall, clear_cache, mute_app, unpin_app, update_app, open_app),
    "media": (like, queue, new_playlist, speed, record_screen),
    "system": (rename_phone, add_tile, remove_tile, power_schedule, rename_device),
    "personal": (bookmark, password, emergency_contact, todo),
    "app_care": (force_stop, clear_data, revoke, default_app, pin_by_category),
    "notifications": (dismiss, mark_read, clear_notifications),
    "playback": (pause, resume, stop, skip, back, seek, equalizer),
    "playlists": (to_playlist, drop_playlist),
    "sound_power": (nudge_volume, cancel_schedule, haptics, reset),
    "preferences": (update_system, clock_format, navigation_bar, language, default_wallpaper),
    "contacts": (block, unblock, forget_contact, new_email, drop_message, hang_up),
    "travel": (book, pay_code, navigate, end_navigation, follow_trip),
    "time": (new_rule, drop_alarm, drop_rule, drop_event),
    "devices": (link_device, unlink_device, send_largest, migrate, cast, end_cast, collaborate,
                end_collaboration, unpair_and_clear),
    "security": (forget_password, alert, lock_by_category, face_unlock, location),
    "input": (button, keyboard, screenshot),
    "network": (forget_wifi, unpair),
    "utilities": (drop_bookmark, drop_largest, browse),
    "camera": (photo_wallpaper, photo_enhance),
}


def act(w: World, family: str) -> str:
    """Phrase one action of ``family`` and make its calls the reference; returns the checker.

    Args:
        w: the task's world, filled in place.
        family: a key of :data:`FAMILIES`.

    Returns:
        ``"state_change"``: every action changes the state it names.
    """
    templates, slots, action = w.rng.choice(FAMILIES[family])(w)
    w.say(templates, **slots)
    w.steps = action if isinstance(action, list) else [[action]]
    return "state_change"


def family_scenario(family: str) -> Callable[[World], str]:
    """The Tool Use scenario of ``family``: one of its actions, phrased (:func:`act`).

    Args:
        family: a key of :data:`FAMILIES`.

    Returns:
        A scenario builder named ``pg_<family>_action``, as the generator's tables list them.
    """

    def build(w: World) -> str:
        return act(w, family)

    build.__name__ = build.__qualname__ = f"pg_{family}_action"
    return build


#: The scenarios of the families after the first four (whose builders the generator names).
FAMILY_SCENARIOS = tuple(family_scenario(f) for f in tuple(FAMILIES)[4:])
