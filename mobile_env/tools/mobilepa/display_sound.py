"""Display & Sound (22 tools): brightness, display modes, volumes, sound modes, DND, power schedules.

Almost all are one-key settings declared as rows; volumes (one key per stream) and the two
schedules (two keys each) are small functions.
"""

from __future__ import annotations

from pydantic import Field, model_validator

from mobile_env.state import PhoneState
from mobile_env.tools.formats import TimeHM, enum
from mobile_env.tools.mobilepa.device import VOLUME_STREAMS
from mobile_env.tools.mobilepa.families import (NoArgs, Payload, Setting, done, fail, put, setting,
                                                setting_tools, settings_reader)
from mobile_env.tools.registry import ToolArgs, ToolContext, register

DOMAIN = "display_sound"

SETTINGS = setting_tools(DOMAIN, (
    Setting("set_brightness", "display.brightness", "Screen brightness",
            "Set the screen brightness.",
            int, "level", "Brightness from 0 (darkest) to 100 (brightest).", {"ge": 0, "le": 100}),
    Setting("set_auto_brightness", "display.auto_brightness", "Auto brightness",
            "Turn automatic (adaptive) brightness on or off."),
    Setting("set_dark_mode", "display.dark_mode", "Dark mode", "Turn dark mode on or off."),
    Setting("set_eye_comfort", "display.eye_comfort", "Eye comfort",
            "Turn the eye-comfort (blue-light filter) mode on or off."),
    Setting("set_font_size", "display.font_size", "Font size", "Set the system font size.",
            enum(("small", "default", "large", "extra_large")), "size",
            "small, default, large or extra_large."),
    Setting("set_screen_timeout", "display.screen_timeout_s", "Screen timeout",
            "Set how long the screen stays on without interaction.",
            enum((15, 30, 60, 120, 300, 600)), "seconds", "15, 30, 60, 120, 300 or 600 seconds."),
    Setting("set_refresh_rate", "display.refresh_rate_hz", "Refresh rate",
            "Set the screen refresh rate.",
            enum((60, 90, 120)), "hz", "60, 90 or 120 Hz."),
    Setting("set_color_mode", "display.color_mode", "Colour mode", "Set the screen colour mode.",
            enum(("natural", "vivid")), "mode", "natural or vivid."),
    Setting("set_sound_mode", "sound.mode", "Sound mode",
            "Switch between ring, vibrate and silent.",
            enum(("ring", "vibrate", "silent")), "mode", "ring, vibrate or silent."),
    Setting("set_do_not_disturb", "sound.dnd", "Do Not Disturb",
            "Turn Do Not Disturb on or off now."),
    Setting("set_ringtone", "sound.ringtone", "Ringtone", "Choose the ringtone for incoming calls.",
            enum(("Classic", "Chimes", "Marimba", "Bells", "Digital", "Ocean")), "ringtone",
            "Classic, Chimes, Marimba, Bells, Digital or Ocean."),
    Setting("set_vibration_intensity", "sound.vibration", "Vibration intensity",
            "Set how strongly the phone vibrates for calls and notifications.",
            enum(("off", "low", "medium", "high")), "intensity", "off, low, medium or high."),
    Setting("set_haptic_feedback", "sound.haptics", "Haptic feedback",
            "Turn touch vibration (haptic feedback) on or off."),
    Setting("set_power_saving_mode", "power.saving_mode", "Power saving mode",
            "Turn power saving mode on or off."),
))

settings_reader(DOMAIN, "get_display_settings",
                "All display settings: brightness, modes, font, timeout.",
                ("display.",))
settings_reader(DOMAIN, "get_sound_settings",
                "All sound settings: volumes, sound mode, DND, ringtone, vibration.",
                ("sound.",))
settings_reader(DOMAIN, "get_battery_status",
                "Battery level, charging, power saving and the power on/off schedule.",
                ("power.",))

STREAM = enum(VOLUME_STREAMS)
_STREAM_DOC = "Which volume: media, ring, alarm, notification or call."


def _write_volume(state: PhoneState, stream: str, level: int) -> Payload:
    key = f"sound.volume.{stream}"
    previous = setting(state, key)
    if (level > 0 and stream in ("ring", "notification")
            and state.settings.get("sound.mode") == "silent"):
        fail(f"the phone is in silent mode, so the {stream} volume stays at 0: switch it to ring "
             "with set_sound_mode first")
    put(state, key, level)
    return done(f"{stream.capitalize()} volume set to {level} (was {previous})",
                **{key: level, "previous": previous})


class VolumeArgs(ToolArgs):
    stream: STREAM = Field(description=_STREAM_DOC)  # type: ignore[valid-type]
    level: int = Field(ge=0, le=100, description="Volume from 0 (mute) to 100 (maximum).")


@register("set_volume", kind="execute", domain=DOMAIN, args=VolumeArgs,
          description="Set one volume (media, ring, alarm, notification, call) to a level.")
def set_volume(state: PhoneState, a: VolumeArgs, ctx: ToolContext) -> Payload:
    return _write_volume(state, a.stream, a.level)


class AdjustArgs(ToolArgs):
    stream: STREAM = Field(description=_STREAM_DOC)  # type: ignore[valid-type]
    delta: int = Field(ge=-100, le=100,
                       description="How much to change it, e.g. 10 louder or -20 quieter.")


@register("adjust_volume", kind="execute", domain=DOMAIN, args=AdjustArgs,
          description="Turn one volume up or down by an amount (kept within 0-100).")
def adjust_volume(state: PhoneState, a: AdjustArgs, ctx: ToolContext) -> Payload:
    if a.delta == 0:
        fail("delta is 0: nothing to change")
    current = setting(state, f"sound.volume.{a.stream}")
    level = max(0, min(100, current + a.delta))
    if level == current:
        fail(f"the {a.stream} volume is already at {current}, its "
             f"{'maximum' if a.delta > 0 else 'minimum'}")
    return _write_volume(state, a.stream, level)


class WindowArgs(ToolArgs):
    start: TimeHM = Field(description="Start time, H:M (e.g. '22:30').")
    end: TimeHM = Field(description="End time, H:M (e.g. '07:00'); earlier than start means the "
                                    "next morning.")

    @model_validator(mode="after")
    def _distinct(self) -> WindowArgs:
        if self.start == self.end:
            raise ValueError("start and end must differ")
        return self


@register("schedule_do_not_disturb", kind="execute", domain=DOMAIN, args=WindowArgs,
          description="Turn on a daily Do Not Disturb schedule between two times.")
def schedule_do_not_disturb(state: PhoneState, a: WindowArgs, ctx: ToolContext) -> Payload:
    put(state, "sound.dnd.start", a.start)
    put(state, "sound.dnd.end", a.end)
    return done(f"Do Not Disturb scheduled daily from {a.start} to {a.end}", start=a.start,
                end=a.end)


class PowerScheduleArgs(ToolArgs):
    power_off: TimeHM = Field(description="Time to power off every day, H:M (e.g. '23:30').")
    power_on: TimeHM = Field(description="Time to power on every day, H:M (e.g. '07:00').")

    @model_validator(mode="after")
    def _distinct(self) -> PowerScheduleArgs:
        if self.power_on == self.power_off:
            raise ValueError("power_on and power_off must differ")
        return self


@register("set_power_schedule", kind="execute", domain=DOMAIN, args=PowerScheduleArgs,
          description="Schedule the phone to power off and on every day.")
def set_power_schedule(state: PhoneState, a: PowerScheduleArgs, ctx: ToolContext) -> Payload:
    put(state, "power.schedule.off", a.power_off)
    put(state, "power.schedule.on", a.power_on)
    return done(f"The phone will power off at {a.power_off} and on at {a.power_on} every day",
                power_off=a.power_off, power_on=a.power_on)


@register("cancel_power_schedule", kind="execute", domain=DOMAIN, args=NoArgs,
          description="Cancel the scheduled daily power off / on.")
def cancel_power_schedule(state: PhoneState, a: NoArgs, ctx: ToolContext) -> Payload:
    if not state.settings.get("power.schedule.off") and not state.settings.get("power.schedule.on"):
        fail("no power schedule is set")
    put(state, "power.schedule.off", "")
    put(state, "power.schedule.on", "")
    return done("Power schedule cancelled")
