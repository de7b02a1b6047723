"""Input & Interaction (12 tools): screenshots, QR scanning, gestures, system buttons, always-on display, keyboard.

What the camera sees is the setting ``input.camera_view`` (a ``pa_qr_codes`` id or empty), so a
task decides what a scan finds; screenshots go to ``pa_screenshots`` and record the app on screen.
"""

from __future__ import annotations

from pydantic import Field

from mobile_env.state import PhoneState
from mobile_env.tools.formats import enum
from mobile_env.tools.mobilepa.families import (NoArgs, Payload, Records, Requires, Setting,
                                                delete_tool, done, fail, list_tool, put, setting,
                                                setting_tools)
from mobile_env.tools.registry import ToolArgs, ToolContext, register

DOMAIN = "input_interaction"
SCREENSHOTS = Records("pa_screenshots", "screenshot", "screenshot")
CODES = Records("pa_qr_codes", "QR code", "code", title="label", lookup=())
BUTTONS = ("home", "back", "recents", "power", "volume_up", "volume_down")

SETTINGS = setting_tools(DOMAIN, (
    Setting("set_air_gestures", "input.air_gestures", "Air gestures",
            "Turn touch-free air gestures (swipe or grab in front of the screen) on or off."),
    Setting("set_double_tap_to_wake", "input.double_tap_wake", "Double tap to wake",
            "Turn waking the screen with a double tap on or off."),
    Setting("set_always_on_display", "input.aod", "Always-on display",
            "Turn the always-on display (AOD) on or off."),
    Setting("set_aod_style", "input.aod_style", "Always-on display style",
            "Choose what the always-on display shows.",
            enum(("digital", "analog", "photo", "minimal")), "style",
            "digital, analog, photo or minimal.",
            requires=(Requires("input.aod", True, "the always-on display is off: turn it on with "
                               "set_always_on_display first"),)),
    Setting("set_one_handed_mode", "input.one_handed", "One-handed mode",
            "Turn one-handed mode on or off."),
    Setting("set_keyboard", "input.keyboard", "Keyboard", "Choose the on-screen keyboard.",
            enum(("Gboard", "SwiftKey", "Sogou", "System")), "keyboard",
            "Gboard, SwiftKey, Sogou or System."),
    Setting("set_side_button_action", "input.side_button", "Side button action",
            "Choose what a double press of the side button does.",
            enum(("assistant", "camera", "flashlight", "screenshot", "none")), "action",
            "assistant, camera, flashlight, screenshot or none."),
))


class ScreenshotArgs(ToolArgs):
    kind: enum(("full", "scrolling", "partial")) = Field(  # type: ignore[valid-type]
        default="full", description="full screen, scrolling (long) or partial; default full.")


@register("take_screenshot", kind="execute", domain=DOMAIN, args=ScreenshotArgs,
          description="Take a screenshot of what is on the screen.")
def take_screenshot(state: PhoneState, a: ScreenshotArgs, ctx: ToolContext) -> Payload:
    if not state.settings.get("input.screen_on"):
        fail("the screen is off: wake it with press_system_button (button 'power') first")
    shown = state.settings.get("apps.foreground") or "Home screen"
    stamp = state.now.replace("-", "").replace(":", "").replace(" ", "_")
    number = state.counters.get("pa_screenshots", 0) + 1
    shot = state.insert("pa_screenshots", {
        "name": f"Screenshot_{stamp}_{number}.png",
        "app": shown, "kind": a.kind, "taken_at": state.now})
    return done(f"Screenshot of {shown} saved as {shot['name']}", **shot)


list_tool(DOMAIN, SCREENSHOTS, "list_screenshots", "List saved screenshots.")
delete_tool(DOMAIN, SCREENSHOTS, "delete_screenshot", "Delete a screenshot.")


@register("scan_qr_code", kind="retrieve", domain=DOMAIN, args=NoArgs,
          description="Scan the QR code in front of the camera and decode it.",
          permission="camera:camera")
def scan_qr_code(state: PhoneState, a: NoArgs, ctx: ToolContext) -> Payload:
    code_id = state.settings.get("input.camera_view", "")
    if not code_id:
        fail("no QR code in view: point the camera at the code and scan again")
    code = CODES.get(state, code_id)
    return done(f"Scanned a {code['kind']} code: {code['content']}", **code)


class ButtonArgs(ToolArgs):
    button: enum(BUTTONS) = Field(description="The button: " + ", ".join(BUTTONS) + ".")  # type: ignore[valid-type]


@register("press_system_button", kind="execute", domain=DOMAIN, args=ButtonArgs,
          description="Press a system button: home, back, recents, power (screen on/off) or volume "
                      "up/down.")
def press_system_button(state: PhoneState, a: ButtonArgs, ctx: ToolContext) -> Payload:
    if a.button == "power":
        on = not state.settings.get("input.screen_on", True)
        put(state, "input.screen_on", on)
        return done(f"Screen turned {'on' if on else 'off'}", screen_on=on)
    if not state.settings.get("input.screen_on", True):
        fail("the screen is off: press the power button first")
    if a.button in ("volume_up", "volume_down"):
        stream = "media" if state.settings.get("media.state") == "playing" else "ring"
        key = f"sound.volume.{stream}"
        level = max(0, min(100, setting(state, key) + (10 if a.button == "volume_up" else -10)))
        put(state, key, level)
        return done(f"{stream.capitalize()} volume is {level}", **{key: level})
    if a.button == "recents":
        running = [r["name"] for r in state.table("pa_apps") if r["running"]]
        return done(f"{len(running)} recent app(s)", recent_apps=running)
    left = state.settings.get("apps.foreground", "")
    put(state, "apps.foreground", "")
    return done(f"Left {left} for the home screen" if left else "On the home screen", foreground="")
