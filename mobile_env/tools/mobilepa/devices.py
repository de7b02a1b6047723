"""Devices & Cross-device (13 tools): screen casting, multi-screen collaboration, file sharing, migration, pairing logs.

``pa_devices`` are the user's other devices (TV, laptop, tablet, old phone), each saying what it
can do (``cast``, ``collaborate``) and whether it is ``nearby`` / ``connected``. The active cast
and collaboration are the settings ``devices.casting`` and ``devices.collaboration``.
"""

from __future__ import annotations

from pydantic import Field

from mobile_env.state import PhoneState, Record
from mobile_env.tools.formats import enum
from mobile_env.tools.mobilepa.families import (NoArgs, Payload, Records, contains, done, fail, list_tool, put,
                                                replace, tool, update_tool)
from mobile_env.tools.mobilepa.network import log_pairing, require_on
from mobile_env.tools.registry import ToolArgs, ToolContext

DOMAIN = "devices_cross_device"
DEVICES = Records("pa_devices", "device", "device")
FILES = Records("pa_files", "file", "file")
LOGS = Records("pa_pairing_log", "pairing log entry", "entry", title="device", lookup=())
MIGRATIONS = Records("pa_migrations", "migration", "migration", title="target", lookup=())
#: What a migration can carry, and the table it counts the items of.
MIGRATABLE = {"contacts": "pa_contacts", "messages": "pa_messages", "photos": "pa_photos",
              "call_history": "pa_calls", "calendar": "pa_calendar", "apps": "pa_apps"}


def _nearby(state: PhoneState, ref: str) -> Record:
    device = DEVICES.get(state, ref)
    if not device["nearby"]:
        fail(f"{device['name']} is not nearby; make sure it is switched on and close to the phone")
    return device


class DeviceArgs(ToolArgs):
    device: str = Field(min_length=1, description="Id or exact name of the device, e.g. 'Living Room TV'.")


@tool(DOMAIN, "list_nearby_devices", "retrieve", NoArgs, "List the user's devices that are nearby, with what each can do.")
def list_nearby_devices(state: PhoneState, a: NoArgs, ctx: ToolContext) -> Payload:
    if not state.settings.get("network.wifi") and not state.settings.get("network.bluetooth"):
        fail("Wi-Fi and Bluetooth are both off: turn one on with set_wifi or set_bluetooth first")
    found = [d for d in state.table("pa_devices") if d["nearby"]]
    return done(f"{len(found)} device(s) nearby", devices=found)


@tool(DOMAIN, "start_screen_cast", "execute", DeviceArgs, "Cast (mirror) the phone screen to a TV, tablet or projector.")
def start_screen_cast(state: PhoneState, a: DeviceArgs, ctx: ToolContext) -> Payload:
    require_on(state, "network.wifi", "Wi-Fi", "set_wifi")
    device = _nearby(state, a.device)
    if not device["cast"]:
        fail(f"{device['name']} cannot receive a screen cast")
    current = state.settings.get("devices.casting", "")
    if current:
        fail(f"already casting to {current}: stop it with stop_screen_cast first")
    put(state, "devices.casting", device["name"])
    return done(f"Casting the screen to {device['name']}", device=device["name"])


@tool(DOMAIN, "stop_screen_cast", "execute", NoArgs, "Stop casting the screen.")
def stop_screen_cast(state: PhoneState, a: NoArgs, ctx: ToolContext) -> Payload:
    current = state.settings.get("devices.casting", "")
    if not current:
        fail("the screen is not being cast")
    put(state, "devices.casting", "")
    return done(f"Stopped casting to {current}", device=current)


@tool(DOMAIN, "start_multi_screen_collaboration", "execute", DeviceArgs,
      "Share the phone's screen and apps with a laptop or tablet (multi-screen collaboration).")
def start_multi_screen_collaboration(state: PhoneState, a: DeviceArgs, ctx: ToolContext) -> Payload:
    require_on(state, "network.bluetooth", "Bluetooth", "set_bluetooth")
    device = _nearby(state, a.device)
    if not device["collaborate"]:
        fail(f"{device['name']} does not support multi-screen collaboration")
    current = state.settings.get("devices.collaboration", "")
    if current:
        fail(f"already collaborating with {current}: stop it with stop_multi_screen_collaboration first")
    put(state, "devices.collaboration", device["name"])
    return done(f"Multi-screen collaboration with {device['name']} started", device=device["name"])


@tool(DOMAIN, "stop_multi_screen_collaboration", "execute", NoArgs, "End multi-screen collaboration.")
def stop_multi_screen_collaboration(state: PhoneState, a: NoArgs, ctx: ToolContext) -> Payload:
    current = state.settings.get("devices.collaboration", "")
    if not current:
        fail("no multi-screen collaboration is running")
    put(state, "devices.collaboration", "")
    return done(f"Multi-screen collaboration with {current} ended", device=current)


@tool(DOMAIN, "connect_device", "execute", DeviceArgs, "Connect to one of the user's nearby devices.")
def connect_device(state: PhoneState, a: DeviceArgs, ctx: ToolContext) -> Payload:
    require_on(state, "network.bluetooth", "Bluetooth", "set_bluetooth")
    device = _nearby(state, a.device)
    if device["connected"]:
        fail(f"{device['name']} is already connected")
    log_pairing(state, device["name"], "connect")
    return done(f"Connected to {device['name']}", **replace(state, "pa_devices", device, connected=True))


@tool(DOMAIN, "disconnect_device", "execute", DeviceArgs, "Disconnect one of the user's devices.")
def disconnect_device(state: PhoneState, a: DeviceArgs, ctx: ToolContext) -> Payload:
    device = DEVICES.get(state, a.device)
    if not device["connected"]:
        fail(f"{device['name']} is not connected")
    log_pairing(state, device["name"], "disconnect")
    return done(f"Disconnected {device['name']}", **replace(state, "pa_devices", device, connected=False))


class ShareArgs(ToolArgs):
    file: str = Field(min_length=1, description="Id or exact name of the file.")
    device: str = Field(min_length=1, description="Id or exact name of the connected device to send it to.")


@tool(DOMAIN, "share_file_to_device", "execute", ShareArgs, "Send a file to one of the user's connected devices.")
def share_file_to_device(state: PhoneState, a: ShareArgs, ctx: ToolContext) -> Payload:
    file, device = FILES.get(state, a.file), DEVICES.get(state, a.device)
    if not device["connected"]:
        fail(f"{device['name']} is not connected: connect it with connect_device first")
    sent = state.insert("pa_transfers", {"file": file["name"], "device": device["name"],
                                         "size_mb": file["size_mb"], "time": state.now})
    return done(f"Sent {file['name']} to {device['name']}", **sent)


class MigrationArgs(ToolArgs):
    device: str = Field(min_length=1, description="Id or exact name of the new phone or tablet to move data to.")
    categories: list[enum(tuple(MIGRATABLE))] = Field(  # type: ignore[valid-type]
        min_length=1, max_length=len(MIGRATABLE), description="What to move: " + ", ".join(MIGRATABLE) + ".")


@tool(DOMAIN, "start_device_migration", "execute", MigrationArgs,
      "Move data (contacts, messages, photos, ...) from this phone to another phone or tablet over Wi-Fi.")
def start_device_migration(state: PhoneState, a: MigrationArgs, ctx: ToolContext) -> Payload:
    require_on(state, "network.wifi", "Wi-Fi", "set_wifi")
    device = _nearby(state, a.device)
    if device["type"] not in ("phone", "tablet"):
        fail(f"{device['name']} is a {device['type']}; data can only be migrated to a phone or tablet")
    items = {c: len(state.table(MIGRATABLE[c])) for c in dict.fromkeys(a.categories)}
    rec = state.insert("pa_migrations", {"target": device["name"], "items": items, "status": "completed",
                                         "started_at": state.now})
    return done(f"Migrated {sum(items.values())} item(s) to {device['name']}", **rec)


class MigrationRef(ToolArgs):
    migration: str = Field(min_length=1, description="Id of the migration (from start_device_migration).")


@tool(DOMAIN, "get_device_migration_status", "retrieve", MigrationRef, "Status and item counts of a data migration.")
def get_device_migration_status(state: PhoneState, a: MigrationRef, ctx: ToolContext) -> Payload:
    rec = MIGRATIONS.get(state, a.migration)
    return done(f"Migration to {rec['target']} is {rec['status']}", **rec)


class LogQuery(ToolArgs):
    device: str | None = Field(default=None, description="Only entries of this device; omit for all.")


list_tool(DOMAIN, LOGS, "list_pairing_logs", "The log of pairing, connection and disconnection events.",
          LogQuery, lambda r, a: contains(a.device, r["device"]))


@tool(DOMAIN, "clear_pairing_logs", "execute", NoArgs, "Delete the pairing and connection log.")
def clear_pairing_logs(state: PhoneState, a: NoArgs, ctx: ToolContext) -> Payload:
    count = len(state.table("pa_pairing_log"))
    if not count:
        fail("the pairing log is already empty")
    state.tables["pa_pairing_log"] = ()
    return done(f"Deleted {count} pairing log entr{'y' if count == 1 else 'ies'}", deleted=count)


def _unique_name(state: PhoneState, device: Record) -> None:
    if any(d["name"].casefold() == device["name"].casefold() and d["id"] != device["id"]
           for d in state.table("pa_devices")):
        fail(f"another device is already called {device['name']!r}")


class RenameArgs(ToolArgs):
    device: str = Field(min_length=1, description="Id or exact name of the device.")
    name: str = Field(min_length=1, max_length=40, description="New name.")


update_tool(DOMAIN, DEVICES, "rename_device", "Rename one of the user's devices.", RenameArgs, _unique_name)
