"""System Settings (22 tools): device info, language and time, updates, control center, home screen, resets.

``reset_settings`` restores a group of keys from :func:`device.default_settings`, which is why the
default device lives in code rather than only in task files.
"""

from __future__ import annotations

from typing import Any

from pydantic import Field
from rapidfuzz import process

from mobile_env.state import PhoneState
from mobile_env.tools.formats import enum
from mobile_env.tools.mobilepa.apps_storage import installed_app, online
from mobile_env.tools.mobilepa.device import default_settings
from mobile_env.tools.mobilepa.families import (NoArgs, Payload, Records, Requires, Setting, done,
                                                fail, put, setting, setting_tools, show)
from mobile_env.tools.registry import ToolArgs, ToolContext, register

DOMAIN = "system_settings"
TILES = ("wifi", "bluetooth", "flashlight", "airplane_mode", "dnd", "hotspot", "nfc", "mobile_data",
         "location", "dark_mode", "eye_comfort", "power_saving", "screen_recording", "screenshot")
TIME_ZONES = ("Asia/Shanghai", "Asia/Tokyo", "Asia/Singapore", "Europe/London", "Europe/Paris",
              "Europe/Berlin", "America/New_York", "America/Chicago", "America/Los_Angeles",
              "Australia/Sydney", "UTC")

SETTINGS = setting_tools(DOMAIN, (
    Setting("set_device_name", "system.device_name", "Device name",
            "Rename the phone (the name other devices see over Bluetooth and hotspot).",
            str, "name", "New device name.", {"min_length": 1, "max_length": 40}),
    Setting("set_system_language", "system.language", "System language",
            "Change the system language.",
            enum(("English", "Chinese (Simplified)", "Chinese (Traditional)", "Japanese", "Korean",
                  "French", "German", "Spanish")), "language",
            "English, Chinese (Simplified), Chinese (Traditional), Japanese, Korean, French, "
            "German or Spanish."),
    Setting("set_region", "system.region", "Region",
            "Change the region (formats and store country).",
            enum(("United States", "United Kingdom", "China", "Japan", "Singapore", "France",
                  "Germany", "Australia")),
            "region", "United States, United Kingdom, China, Japan, Singapore, France, Germany or "
                      "Australia."),
    Setting("set_time_zone", "system.time_zone", "Time zone", "Set the time zone manually.",
            enum(TIME_ZONES), "time_zone", "An IANA time zone: " + ", ".join(TIME_ZONES) + ".",
            requires=(Requires("system.auto_time", False,
                               "automatic date & time is on, which sets the "
                               "time zone from the network: turn it off with set_auto_time first"),
                               )),
    Setting("set_auto_time", "system.auto_time", "Automatic date & time",
            "Turn automatic date, time and time zone (from the network) on or off."),
    Setting("set_24_hour_time", "system.time_24h", "24-hour time",
            "Use the 24-hour clock (true) or 12-hour (false)."),
    Setting("set_date_format", "system.date_format", "Date format", "Choose how dates are shown.",
            enum(("YYYY-MM-DD", "DD/MM/YYYY", "MM/DD/YYYY")), "format",
            "YYYY-MM-DD, DD/MM/YYYY or MM/DD/YYYY."),
    Setting("set_auto_update", "system.update.auto", "Automatic system updates",
            "Turn automatic system updates (overnight, on Wi-Fi) on or off."),
    Setting("set_home_screen_grid", "system.home_screen.grid", "Home screen grid",
            "Set the home screen icon grid (columns x rows).", enum(("4x5", "4x6", "5x5", "5x6")),
            "grid",
            "4x5, 4x6, 5x5 or 5x6."),
    Setting("set_navigation_mode", "system.navigation_mode", "Navigation mode",
            "Navigate the system with swipe gestures or the three buttons.",
            enum(("gestures", "three_button")), "mode", "gestures or three_button."),
    Setting("set_talkback", "system.talkback", "TalkBack screen reader",
            "Turn the TalkBack screen reader on or off."),
))


@register("get_device_info", kind="retrieve", domain=DOMAIN, args=NoArgs,
          description="The phone's name, model, system version, language, region and storage.")
def get_device_info(state: PhoneState, a: NoArgs, ctx: ToolContext) -> Payload:
    keys = ("system.device_name", "system.model", "system.version", "system.language",
            "system.region",
            "system.time_zone", "system.storage_total_mb", "power.battery_level")
    return done(f"{setting(state, 'system.model')} running {setting(state, 'system.version')}",
                **{k: setting(state, k) for k in keys})


@register("check_system_update", kind="retrieve", domain=DOMAIN, args=NoArgs,
          description="Check whether a system update is available.")
def check_system_update(state: PhoneState, a: NoArgs, ctx: ToolContext) -> Payload:
    online(state)
    available, current = setting(state, "system.update.available"), setting(state, "system.version")
    message = (f"Update {available} is available (installed: {current})" if available
               else f"{current} is up to date")
    return done(message, current=current, available=available)


@register("install_system_update", kind="execute", domain=DOMAIN, args=NoArgs,
          description="Install the available system update (needs 30% battery or a charger, and "
                      "internet).")
def install_system_update(state: PhoneState, a: NoArgs, ctx: ToolContext) -> Payload:
    available = setting(state, "system.update.available")
    if not available:
        fail(f"no system update is available; {setting(state, 'system.version')} is the latest")
    online(state)
    battery = setting(state, "power.battery_level")
    if battery < 30 and not state.settings.get("power.charging"):
        fail(f"the battery is at {battery}%: updates need at least 30% or a charger")
    previous = setting(state, "system.version")
    put(state, "system.version", available)
    put(state, "system.update.available", "")
    return done(f"System updated from {previous} to {available}", version=available,
                previous=previous)


@register("get_control_center", kind="retrieve", domain=DOMAIN, args=NoArgs,
          description="The tiles shown in the control center, in order.")
def get_control_center(state: PhoneState, a: NoArgs, ctx: ToolContext) -> Payload:
    tiles = setting(state, "system.control_center")
    return done(f"{len(tiles)} tiles: {show(tiles)}", tiles=tiles, available=TILES)


class TileArgs(ToolArgs):
    tile: enum(TILES) = Field(description="Control center tile: " + ", ".join(TILES) + ".")  # type: ignore[valid-type]


@register("add_control_center_tile", kind="execute", domain=DOMAIN, args=TileArgs,
          description="Add a shortcut tile to the control center.")
def add_control_center_tile(state: PhoneState, a: TileArgs, ctx: ToolContext) -> Payload:
    tiles = setting(state, "system.control_center")
    if a.tile in tiles:
        fail(f"the {a.tile} tile is already in the control center")
    put(state, "system.control_center", (*tiles, a.tile))
    return done(f"Added the {a.tile} tile", tiles=state.settings["system.control_center"])


@register("remove_control_center_tile", kind="execute", domain=DOMAIN, args=TileArgs,
          description="Remove a tile from the control center.")
def remove_control_center_tile(state: PhoneState, a: TileArgs, ctx: ToolContext) -> Payload:
    tiles = setting(state, "system.control_center")
    if a.tile not in tiles:
        fail(f"the {a.tile} tile is not in the control center (it has: {show(tiles)})")
    put(state, "system.control_center", tuple(t for t in tiles if t != a.tile))
    return done(f"Removed the {a.tile} tile", tiles=state.settings["system.control_center"])


class WallpaperArgs(ToolArgs):
    photo: str = Field(min_length=1, description="Id or file name of a gallery photo, or 'default' "
                                                 "for the stock wallpaper.")


@register("set_wallpaper", kind="execute", domain=DOMAIN, args=WallpaperArgs,
          description="Set the wallpaper to a gallery photo (or back to the default).")
def set_wallpaper(state: PhoneState, a: WallpaperArgs, ctx: ToolContext) -> Payload:
    if a.photo.strip().lower() == "default":
        value = "default"
    else:
        photo = Records("pa_photos", "photo", "photo").get(state, a.photo)
        if photo["kind"] != "photo":
            fail(f"{photo['name']} is a video; choose a photo")
        value = photo["id"]
    if setting(state, "system.wallpaper") == value:
        fail(f"the wallpaper is already {value}")
    put(state, "system.wallpaper", value)
    return done(f"Wallpaper set to {value}", wallpaper=value)


class HomeAppArgs(ToolArgs):
    app: str = Field(min_length=1, description="Installed app name or id.")


@register("add_app_to_home_screen", kind="execute", domain=DOMAIN, args=HomeAppArgs,
          description="Put an installed app's icon on the home screen.")
def add_app_to_home_screen(state: PhoneState, a: HomeAppArgs, ctx: ToolContext) -> Payload:
    app = installed_app(state, a.app)
    apps = setting(state, "system.home_screen.apps")
    if app["name"] in apps:
        fail(f"{app['name']} is already on the home screen")
    put(state, "system.home_screen.apps", (*apps, app["name"]))
    return done(f"{app['name']} added to the home screen",
                apps=state.settings["system.home_screen.apps"])


@register("remove_app_from_home_screen", kind="execute", domain=DOMAIN, args=HomeAppArgs,
          description="Remove an app's icon from the home screen (the app stays installed).")
def remove_app_from_home_screen(state: PhoneState, a: HomeAppArgs, ctx: ToolContext) -> Payload:
    apps = setting(state, "system.home_screen.apps")
    name = next((n for n in apps if n.casefold() == a.app.strip().casefold()), None)
    if name is None:
        fail(f"{a.app} is not on the home screen (it has: {show(apps)})")
    put(state, "system.home_screen.apps", tuple(n for n in apps if n != name))
    return done(f"{name} removed from the home screen",
                apps=state.settings["system.home_screen.apps"])


RESET_SCOPES = ("display", "sound", "network", "input", "power")


class ResetArgs(ToolArgs):
    scope: enum(RESET_SCOPES) = Field(description="Which settings to restore: " + ", ".join(RESET_SCOPES) + ".")  # type: ignore[valid-type]


@register("reset_settings", kind="execute", domain=DOMAIN, args=ResetArgs,
          description="Restore one group of settings to the factory defaults.")
def reset_settings(state: PhoneState, a: ResetArgs, ctx: ToolContext) -> Payload:
    defaults = {k: v for k, v in default_settings().items() if k.startswith(a.scope + ".")}
    changed = {k: v for k, v in defaults.items() if state.settings.get(k) != v}
    if not changed:
        fail(f"the {a.scope} settings are already at their defaults")
    for key, value in changed.items():
        put(state, key, value)
    return done(f"Reset {len(changed)} {a.scope} setting(s) to defaults", **changed)


class SettingKeyArgs(ToolArgs):
    key: str = Field(min_length=1, max_length=100,
                     description="Dotted setting key, e.g. 'display.brightness'.")


@register("get_setting", kind="retrieve", domain=DOMAIN, args=SettingKeyArgs,
          description="Read any one device setting by its dotted key.")
def get_setting(state: PhoneState, a: SettingKeyArgs, ctx: ToolContext) -> Payload:
    if a.key not in state.settings:
        near = [m[0] for m in process.extract(a.key, list(state.settings), limit=3)]
        fail(f"there is no setting {a.key!r}; did you mean one of: {', '.join(near)}?")
    value: Any = state.settings[a.key]
    return done(f"{a.key} is {show(value)}", **{a.key: value})
