"""Devices & Cross-device (13 tools): screen casting, multi-screen collaboration, file sharing, migration, pairing logs.

``pa_devices`` are the user's other devices (TV, laptop, tablet, old phone), each saying what it
can do (``cast``, ``collaborate``) and whether it is ``nearby`` / ``connected``. The active cast
and collaboration are the settings ``devices.casting`` and ``devices.collaboration``.
"""

from __future__ import annotations

from pydantic import Field

from mobile_env.state import PhoneState, Record
from mobile_env.tools.formats import enum
from mobile_env.tools.mobilepa.families import (Link, NoArgs, Payload, Records, Session, contains,
                                                done,
                                                fail, link_tools, list_tool, session_tools,
                                                update_tool)
from mobile_env.tools.mobilepa.network import BLUETOOTH_ON, WIFI_ON, log_pairing, require_on
from mobile_env.tools.registry import ToolArgs, ToolContext, register

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
    device: str = Field(min_length=1,
                        description="Id or exact name of the device, e.g. 'Living Room TV'.")


@register("list_nearby_devices", kind="retrieve", domain=DOMAIN, args=NoArgs,
          description="List the user's devices that are nearby, with what each can do.")
def list_nearby_devices(state: PhoneState, a: NoArgs, ctx: ToolContext) -> Payload:
    if not state.settings.get("network.wifi") and not state.settings.get("network.bluetooth"):
        fail("Wi-Fi and Bluetooth are both off: turn one on with set_wifi or set_bluetooth first")
    found = [d for d in state.table("pa_devices") if d["nearby"]]
    return done(f"{len(found)} device(s) nearby", devices=found)


session_tools(DOMAIN, Session(
    "devices.casting", "start_screen_cast",
    "Cast (mirror) the phone screen to a TV, tablet or projector.",
    "stop_screen_cast", "Stop casting the screen.", reach=_nearby, can="cast",
    cannot="{device} cannot receive a screen cast", busy="already casting to {device}",
    idle="the screen is not being cast", started="Casting the screen to {device}",
    stopped="Stopped casting to {device}", requires=(WIFI_ON,)), DeviceArgs)
session_tools(DOMAIN, Session(
    "devices.collaboration", "start_multi_screen_collaboration",
    "Share the phone's screen and apps with a laptop or tablet (multi-screen collaboration).",
    "stop_multi_screen_collaboration", "End multi-screen collaboration.", reach=_nearby,
    can="collaborate", cannot="{device} does not support multi-screen collaboration",
    busy="already collaborating with {device}", idle="no multi-screen collaboration is running",
    started="Multi-screen collaboration with {device} started",
    stopped="Multi-screen collaboration with {device} ended", requires=(BLUETOOTH_ON,)), DeviceArgs)
link_tools(DOMAIN, Link(
    DEVICES, "connected", log_pairing, "connect_device",
    "Connect to one of the user's nearby devices.", "connect", linked="Connected to {device}",
    linked_already="{device} is already connected",
    reach=_nearby, requires=(BLUETOOTH_ON,), off="disconnect_device",
    off_description="Disconnect one of the user's devices.", off_action="disconnect",
    unlinked="Disconnected {device}", unlinked_already="{device} is not connected"), DeviceArgs)


class ShareArgs(ToolArgs):
    file: str = Field(min_length=1, description="Id or exact name of the file.")
    device: str = Field(min_length=1,
                        description="Id or exact name of the connected device to send it to.")


@register("share_file_to_device", kind="execute", domain=DOMAIN, args=ShareArgs,
          description="Send a file to one of the user's connected devices.")
def share_file_to_device(state: PhoneState, a: ShareArgs, ctx: ToolContext) -> Payload:
    file, device = FILES.get(state, a.file), DEVICES.get(state, a.device)
    if not device["connected"]:
        fail(f"{device['name']} is not connected: connect it with connect_device first")
    sent = state.insert("pa_transfers", {"file": file["name"], "device": device["name"],
                                         "size_mb": file["size_mb"], "time": state.now})
    return done(f"Sent {file['name']} to {device['name']}", **sent)


class MigrationArgs(ToolArgs):
    device: str = Field(min_length=1,
                        description="Id or exact name of the new phone or tablet to move data to.")
    categories: list[enum(tuple(MIGRATABLE))] = Field(  # type: ignore[valid-type]
        min_length=1,
        max_length=len(MIGRATABLE), description="What to move: " + ", ".join(MIGRATABLE) + ".")


@register("start_device_migration", kind="execute", domain=DOMAIN, args=MigrationArgs,
          description="Move data (contacts, messages, photos, ...) from this phone to another "
                      "phone or tablet over Wi-Fi.")
def start_device_migration(state: PhoneState, a: MigrationArgs, ctx: ToolContext) -> Payload:
    require_on(state, "network.wifi", "Wi-Fi", "set_wifi")
    device = _nearby(state, a.device)
    if device["type"] not in ("phone", "tablet"):
        fail(f"{device['name']} is a {device['type']}; data can only be migrated to a phone or "
             f"tablet")
    items = {c: len(state.table(MIGRATABLE[c])) for c in dict.fromkeys(a.categories)}
    rec = state.insert("pa_migrations",
                       {"target": device["name"], "items": items, "status": "completed",
                                         "started_at": state.now})
    return done(f"Migrated {sum(items.values())} item(s) to {device['name']}", **rec)


class MigrationRef(ToolArgs):
    migration: str = Field(min_length=1,
                           description="Id of the migration (from start_device_migration).")


@register("get_device_migration_status", kind="retrieve", domain=DOMAIN, args=MigrationRef,
          description="Status and item counts of a data migration.")
def get_device_migration_status(state: PhoneState, a: MigrationRef, ctx: ToolContext) -> Payload:
    rec = MIGRATIONS.get(state, a.migration)
    return done(f"Migration to {rec['target']} is {rec['status']}", **rec)


class LogQuery(ToolArgs):
    device: str | None = Field(default=None,
                               description="Only entries of this device; omit for all.")


list_tool(DOMAIN, LOGS, "list_pairing_logs",
          "The log of pairing, connection and disconnection events.",
          LogQuery, lambda r, a: contains(a.device, r["device"]))


@register("clear_pairing_logs", kind="execute", domain=DOMAIN, args=NoArgs,
          description="Delete the pairing and connection log.")
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


update_tool(DOMAIN, DEVICES, "rename_device", "Rename one of the user's devices.", RenameArgs,
            _unique_name)
