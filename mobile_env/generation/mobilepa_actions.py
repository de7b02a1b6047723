"""One-call MobilePA Tool Use requests over the device's records: apps, media, system and personal
data (parameter grounding: the planner turns the request into the one call that does it).

Each action draws its target from the task's world (an installed app, a song in the library, a
tile not yet in the control center), so the call always changes the state and the
``state_change`` target the generator derives from the reference is never empty. An action is a
function of the world returning its phrasings, their slots and the call; the families group
them by the part of the phone they touch, one scenario per family.
"""

from __future__ import annotations

from typing import Any, Callable

from mobile_env.generation.mobilepa_world import World, call, day, hm

#: (templates, slots, call) of one request.
Action = tuple[tuple[str, ...], dict[str, Any], dict[str, Any]]
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


#: The action families; each is one Tool Use scenario.
FAMILIES: dict[str, tuple[Callable[[World], Action], ...]] = {
    "apps": (uninstall, clear_cache, mute_app, unpin_app),
    "media": (like, queue, new_playlist, speed, record_screen),
    "system": (rename_phone, add_tile, remove_tile, power_schedule, rename_device),
    "personal": (bookmark, password, emergency_contact, todo),
}


def act(w: World, family: str) -> str:
    """Phrase one action of ``family`` and make its call the reference; returns the checker.

    Args:
        w: the task's world, filled in place.
        family: a key of :data:`FAMILIES`.

    Returns:
        ``"state_change"``: every action changes the state it names.
    """
    templates, slots, action = w.rng.choice(FAMILIES[family])(w)
    w.say(templates, **slots)
    w.steps = [[action]]
    return "state_change"
