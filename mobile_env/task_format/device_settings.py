"""The default MobilePA device's settings: the one table of every setting and its default.

Settings are one flat dict of dotted keys (``display.brightness``, ``network.bluetooth``), so a
task changes exactly the keys it cares about, a state delta names single values, and the settings
family of tools maps one row to one key. Arrays are tuples, so the table itself cannot be edited
through a value it hands out. The tools read it through
:func:`mobile_env.tools.mobilepa.device.default_settings`; loading a task file fills it in.
"""

from __future__ import annotations

from typing import Any

#: Volume streams that have their own ``sound.volume.<stream>`` key.
VOLUME_STREAMS = ("media", "ring", "alarm", "notification", "call")

#: Every setting of the default MobilePA device and its default, one flat dotted key each. A
#: setting is declared here and nowhere else: a task file stores only the settings it changes
#: (:mod:`mobile_env.task_format.lines`), so a setting added here reaches every task with its
#: default.
DEVICE_SETTINGS: dict[str, Any] = {
    # display
    "display.brightness": 60, "display.auto_brightness": True, "display.dark_mode": False,
    "display.eye_comfort": False, "display.font_size": "default", "display.screen_timeout_s": 30,
    "display.refresh_rate_hz": 60, "display.color_mode": "natural",
    # sound
    **{f"sound.volume.{s}": v for s, v in zip(VOLUME_STREAMS, (40, 70, 80, 50, 60))},
    "sound.mode": "ring", "sound.dnd": False, "sound.dnd.start": "", "sound.dnd.end": "",
    "sound.ringtone": "Classic", "sound.vibration": "medium", "sound.haptics": True,
    # power
    "power.battery_level": 76, "power.charging": False, "power.saving_mode": False,
    "power.schedule.on": "", "power.schedule.off": "",
    # system
    "system.device_name": "My Phone", "system.model": "PA-Phone 12", "system.version": "14.0.1",
    "system.update.available": "14.1.0", "system.update.auto": False,
    "system.language": "English", "system.region": "United States",
    "system.time_zone": "Asia/Shanghai", "system.auto_time": True, "system.time_24h": True,
    "system.date_format": "YYYY-MM-DD", "system.storage_total_mb": 131072,
    "system.control_center": ("wifi", "bluetooth", "flashlight", "airplane_mode", "dnd"),
    "system.home_screen.grid": "4x6",
    "system.home_screen.apps": ("Phone", "Messages", "Camera", "Browser"),
    "system.wallpaper": "default", "system.navigation_mode": "gestures",
    "system.talkback": False,
    # apps
    "apps.foreground": "", "apps.default.browser": "Browser", "apps.default.music": "Music",
    "apps.default.maps": "Maps", "apps.default.messages": "Messages",
    # network
    "network.airplane_mode": False, "network.wifi": True, "network.wifi.connected": "HomeNet",
    "network.bluetooth": False, "network.mobile_data": True, "network.hotspot": False,
    "network.hotspot.name": "My Phone Hotspot", "network.hotspot.password": "",
    "network.nfc": True,
    # media playback and capture
    "media.track": "pa_tracks-1", "media.state": "playing", "media.position_s": 42,
    "media.queue": ("pa_tracks-2", "pa_tracks-3"), "media.history": (),
    "media.shuffle": False, "media.repeat": "off", "media.speed": 1.0,
    "media.equalizer": "normal", "media.ambient_track": "pa_tracks-4",
    "camera.flash": "auto", "capture.screen_recording": "",
    # calls
    "calls.active": "", "calls.blocked": ("+1 900-555-0199",), "calls.harassment_filter": True,
    "calls.harassment_level": "standard",
    # travel
    "travel.city": "Shanghai", "travel.navigation.destination": "", "travel.navigation.mode": "",
    "travel.payment.default": "bank_card", "travel.payment.bound": ("bank_card", "alipay"),
    # devices
    "devices.casting": "", "devices.collaboration": "",
    # input
    "input.air_gestures": False, "input.double_tap_wake": True, "input.aod": False,
    "input.aod_style": "digital", "input.one_handed": False, "input.keyboard": "Gboard",
    "input.side_button": "assistant", "input.screen_on": True, "input.camera_view": "pa_qr_codes-1",
    "input.flashlight": False,
    # utilities
    "browser.current_url": "",
    # security and privacy
    "security.screen_lock": "none", "security.screen_lock.secret": "",
    "security.fingerprint": False, "security.face_unlock": False, "security.app_lock": (),
    "security.location_services": True, "security.emergency_sos": True,
    "security.emergency_contacts": (),
    "security.permissions.granted": (
        "camera:camera", "camera:microphone", "camera:location", "gallery:storage",
        "music:microphone", "music:storage", "maps:location", "phone:phone", "phone:contacts",
        "contacts:contacts", "messages:sms", "messages:contacts", "recorder:microphone",
        "chatnow:camera", "chatnow:contacts", "ridego:location"),
}
