"""Network & Connectivity (14 tools): Wi-Fi, Bluetooth and pairing, mobile data, hotspot, NFC, airplane mode.

Radios are switches in settings (``network.*``); switching one off drags its dependants along
(Wi-Fi off drops the connection, airplane mode turns every radio off), which is what makes
"Bluetooth is off: turn it on with set_bluetooth first" a real precondition for pairing.
Every pairing change is appended to ``pa_pairing_log`` (read in the devices domain).
"""

from __future__ import annotations

from pydantic import Field

from mobile_env.state import PhoneState, Record
from mobile_env.tools.mobilepa.families import (Link, NoArgs, Payload, Records, Requires, Setting,
                                                done,
                                                fail, link_tools, put, replace, setting_tools,
                                                settings_reader)
from mobile_env.tools.registry import ToolArgs, ToolContext, register

DOMAIN = "network_connectivity"
WIFI = Records("pa_wifi_networks", "Wi-Fi network", "ssid", title="ssid", lookup=("ssid",))
BLUETOOTH = Records("pa_bluetooth_devices", "Bluetooth device", "device")
AIRPLANE_OFF = "airplane mode is on: turn it off with set_airplane_mode first"


def log_pairing(state: PhoneState, device: str, action: str) -> None:
    state.insert("pa_pairing_log",
                 {"device": device, "action": action, "result": "ok", "time": state.now})


def radio_on(key: str, radio: str, tool_name: str) -> Requires:
    """The precondition that a radio is on; its message names the tool that turns it on."""
    return Requires(key, True, f"{radio} is off: turn it on with {tool_name} first")


def require_on(state: PhoneState, key: str, radio: str, tool_name: str) -> None:
    radio_on(key, radio, tool_name).check(state, None)


WIFI_ON = radio_on("network.wifi", "Wi-Fi", "set_wifi")
BLUETOOTH_ON = radio_on("network.bluetooth", "Bluetooth", "set_bluetooth")


def _wifi_off(state: PhoneState, enabled: bool) -> None:
    if not enabled:
        put(state, "network.wifi.connected", "")


def _bluetooth_off(state: PhoneState, enabled: bool) -> None:
    if not enabled:
        state.tables["pa_bluetooth_devices"] = tuple(
            {**d, "connected": False} if d["connected"] else d
            for d in state.table("pa_bluetooth_devices"))


def _data_off(state: PhoneState, enabled: bool) -> None:
    if not enabled:
        put(state, "network.hotspot", False)


def _airplane(state: PhoneState, enabled: bool) -> None:
    if enabled:
        for key in ("network.wifi", "network.bluetooth", "network.mobile_data", "network.hotspot"):
            put(state, key, False)
        _wifi_off(state, False)
        _bluetooth_off(state, False)
        put(state, "calls.active", "")


SETTINGS = setting_tools(DOMAIN, (
    Setting("set_wifi", "network.wifi", "Wi-Fi",
            "Turn Wi-Fi on or off (off drops the current connection).",
            effects=_wifi_off),
    Setting("set_bluetooth", "network.bluetooth", "Bluetooth",
            "Turn Bluetooth on or off (off disconnects every Bluetooth device).",
            effects=_bluetooth_off),
    Setting("set_mobile_data", "network.mobile_data", "Mobile data",
            "Turn mobile (cellular) data on or off (off also stops the hotspot).",
            requires=(Requires("network.airplane_mode", False, AIRPLANE_OFF, when=True),),
            effects=_data_off),
    Setting("set_nfc", "network.nfc", "NFC", "Turn NFC (tap to pay, tap to pair) on or off."),
    Setting("set_airplane_mode", "network.airplane_mode", "Airplane mode",
            "Turn airplane mode on (every radio off, calls end) or off.", effects=_airplane),
))

settings_reader(DOMAIN, "get_network_status",
                "Status of every radio: airplane mode, Wi-Fi and its network, Bluetooth, mobile "
                "data, hotspot, NFC.",
                ("network.",))


@register("scan_wifi_networks", kind="retrieve", domain=DOMAIN, args=NoArgs,
          description="List the Wi-Fi networks in range, with security, signal and whether they "
                      "are saved.")
def scan_wifi_networks(state: PhoneState, a: NoArgs, ctx: ToolContext) -> Payload:
    require_on(state, "network.wifi", "Wi-Fi", "set_wifi")
    nets = [{k: v for k, v in n.items() if k != "password"}
            for n in state.table("pa_wifi_networks")]
    return done(f"{len(nets)} Wi-Fi network(s) in range", networks=nets)


class WifiArgs(ToolArgs):
    ssid: str = Field(min_length=1, max_length=64, description="Network name (SSID).")
    password: str | None = Field(default=None, max_length=64,
                                 description="Password; not needed for open or saved networks.")


@register("connect_wifi", kind="execute", domain=DOMAIN, args=WifiArgs,
          description="Connect to a Wi-Fi network in range.")
def connect_wifi(state: PhoneState, a: WifiArgs, ctx: ToolContext) -> Payload:
    require_on(state, "network.wifi", "Wi-Fi", "set_wifi")
    net = WIFI.get(state, a.ssid)
    if state.settings.get("network.wifi.connected") == net["ssid"]:
        fail(f"already connected to {net['ssid']}")
    if net["security"] != "open" and not (net["saved"] and a.password is None):
        if a.password is None:
            fail(f"{net['ssid']} is secured ({net['security']}): pass its password")
        if a.password != net["password"]:
            fail(f"wrong password for {net['ssid']}")
    replace(state, "pa_wifi_networks", net, saved=True)
    put(state, "network.wifi.connected", net["ssid"])
    return done(f"Connected to {net['ssid']}", ssid=net["ssid"], security=net["security"],
                signal=net["signal"])


class SsidArgs(ToolArgs):
    ssid: str = Field(min_length=1, max_length=64, description="Network name (SSID).")


@register("forget_wifi_network", kind="execute", domain=DOMAIN, args=SsidArgs,
          description="Forget a saved Wi-Fi network (and disconnect from it).")
def forget_wifi_network(state: PhoneState, a: SsidArgs, ctx: ToolContext) -> Payload:
    net = WIFI.get(state, a.ssid)
    if not net["saved"]:
        fail(f"{net['ssid']} is not a saved network")
    replace(state, "pa_wifi_networks", net, saved=False)
    if state.settings.get("network.wifi.connected") == net["ssid"]:
        put(state, "network.wifi.connected", "")
    return done(f"Forgot {net['ssid']}", ssid=net["ssid"])


@register("scan_bluetooth_devices", kind="retrieve", domain=DOMAIN, args=NoArgs,
          description="List the Bluetooth devices in range, with whether each is paired and "
                      "connected.")
def scan_bluetooth_devices(state: PhoneState, a: NoArgs, ctx: ToolContext) -> Payload:
    require_on(state, "network.bluetooth", "Bluetooth", "set_bluetooth")
    found = [d for d in state.table("pa_bluetooth_devices") if d["in_range"]]
    return done(f"{len(found)} Bluetooth device(s) in range", devices=found)


class DeviceArgs(ToolArgs):
    device: str = Field(min_length=1, description="Id or exact name of the Bluetooth device.")


def _in_range(state: PhoneState, ref: str) -> Record:
    device = BLUETOOTH.get(state, ref)
    if not device["in_range"]:
        fail(f"{device['name']} is out of range; bring it closer and switch it on")
    return device


link_tools(DOMAIN, Link(
    BLUETOOTH, "paired", log_pairing, "pair_bluetooth_device",
    "Pair with a Bluetooth device in range.", "pair", linked="Paired with {device}",
    linked_already="{device} is already paired; connect it with connect_bluetooth_device",
    reach=_in_range, requires=(BLUETOOTH_ON,), off="unpair_bluetooth_device",
    off_description="Unpair (forget) a paired Bluetooth device.", off_action="unpair",
    unlinked="Unpaired {device}", unlinked_already="{device} is not paired", clears=("connected",)),
    DeviceArgs)
link_tools(DOMAIN, Link(
    BLUETOOTH, "connected", log_pairing, "connect_bluetooth_device",
    "Connect to a paired Bluetooth device in range.", "connect", linked="Connected to {device}",
    linked_already="{device} is already connected", reach=_in_range, requires=(BLUETOOTH_ON,),
    needs=(("paired", "{device} is not paired: pair it with pair_bluetooth_device first"),)),
    DeviceArgs)


class HotspotArgs(ToolArgs):
    enabled: bool = Field(description="True to start the hotspot, false to stop it.")
    name: str | None = Field(default=None, min_length=1, max_length=32,
                             description="Hotspot name; default unchanged.")
    password: str | None = Field(default=None, min_length=8, max_length=63,
                                 description="Hotspot password, at least 8 characters; default "
                                             "unchanged.")


@register("set_hotspot", kind="execute", domain=DOMAIN, args=HotspotArgs,
          description="Share the mobile data connection as a Wi-Fi hotspot, optionally setting its "
                      "name and password.")
def set_hotspot(state: PhoneState, a: HotspotArgs, ctx: ToolContext) -> Payload:
    if a.enabled:
        if state.settings.get("network.airplane_mode"):
            fail(AIRPLANE_OFF)
        require_on(state, "network.mobile_data", "mobile data", "set_mobile_data")
    for key, value in (("network.hotspot.name", a.name), ("network.hotspot.password", a.password)):
        if value is not None:
            put(state, key, value)
    if a.enabled and not state.settings.get("network.hotspot.password"):
        fail("the hotspot has no password yet: pass a password of at least 8 characters")
    if not a.enabled and not state.settings.get("network.hotspot"):
        fail("the hotspot is already off")
    put(state, "network.hotspot", a.enabled)
    name = state.settings["network.hotspot.name"]
    return done(f"Hotspot '{name}' {'on' if a.enabled else 'off'}", hotspot=a.enabled, name=name)
