"""Apps & Storage (23 tools): app lifecycle and store, permissions, notifications, storage cleanup.

``pa_apps`` holds every app the phone knows, installed or only in the store (``installed``);
each lists the permissions it requests. Granted permissions live in the setting
``security.permissions.granted`` as ``"<app>:<permission>"`` strings (app in lower case), the
same spelling as :attr:`Tool.permission`, so granting here is what lifts a permission block.
Used storage is derived from app sizes and ``pa_files``, never stored twice.
"""

from __future__ import annotations

from pydantic import Field

from mobile_env.state import PhoneState, Record
from mobile_env.tools.formats import enum
from mobile_env.tools.mobilepa.families import (NoArgs, Payload, Records, delete_tool, done, fail,
                                                list_tool, put, replace, setting, update_tool)
from mobile_env.tools.registry import ToolArgs, ToolContext, register

DOMAIN = "apps_storage"
APPS = Records("pa_apps", "app", "app")
NOTIFICATIONS = Records("pa_notifications", "notification", "notification", title="title",
                        lookup=("title",))
GRANTED = "security.permissions.granted"


def app_key(app: Record) -> str:
    """The app part of a permission string: ``camera`` in ``camera:camera``."""
    return str(app["name"]).casefold().replace(" ", "")


def installed_app(state: PhoneState, ref: str) -> Record:
    """An installed app by id or name; an app only in the store says how to get it."""
    app = APPS.get(state, ref)
    if not app["installed"]:
        fail(f"{app['name']} is not installed: install it with install_app first")
    return app


def online(state: PhoneState) -> None:
    """Refuse calls that need the internet when the phone has no connection."""
    s = state.settings
    if s.get("network.airplane_mode"):
        fail("airplane mode is on: turn it off with set_airplane_mode first")
    if not (s.get("network.wifi")
            and s.get("network.wifi.connected")) and not s.get("network.mobile_data"):
        fail("no internet connection: connect to Wi-Fi with connect_wifi or turn on mobile data "
             "with set_mobile_data first")


def used_mb(state: PhoneState) -> float:
    apps = sum(a["size_mb"] + a["cache_mb"] + a["data_mb"]
               for a in state.table("pa_apps") if a["installed"])
    total: float = round(apps + sum(f["size_mb"] for f in state.table("pa_files")), 1)
    return total


class AppArgs(ToolArgs):
    app: str = Field(min_length=1, description="App name (e.g. 'ChatNow') or app id.")


class CategoryArgs(ToolArgs):
    category: str | None = Field(default=None, description="Only apps of this category (e.g. "
                                                           "'social'); omit for all.")


list_tool(DOMAIN, APPS, "list_installed_apps", "List the apps installed on the phone.",
          CategoryArgs, lambda r,
          a: r["installed"] and (not a.category or r["category"] == a.category.strip().lower()))


@register("get_app_info", kind="retrieve", domain=DOMAIN, args=AppArgs,
          description="Details of one app: version, size, cache, data, whether it runs, its "
                      "notifications and granted permissions.")
def get_app_info(state: PhoneState, a: AppArgs, ctx: ToolContext) -> Payload:
    app = APPS.get(state, a.app)
    granted = [p.split(":", 1)[1]
               for p in setting(state, GRANTED) if p.split(":", 1)[0] == app_key(app)]
    return done(f"{app['name']} {app['version'] or '(not installed)'}", **app, granted=granted)


class StoreQuery(ToolArgs):
    query: str = Field(min_length=1,
                       description="App name or category to look for in the app store.")


list_tool(DOMAIN, APPS, "search_app_store", "Search the app store by name or category.", StoreQuery,
          lambda r, a: a.query.strip().casefold() in f"{r['name']} {r['category']}".casefold())


@register("install_app", kind="execute", domain=DOMAIN, args=AppArgs,
          description="Install an app from the app store.")
def install_app(state: PhoneState, a: AppArgs, ctx: ToolContext) -> Payload:
    app = APPS.get(state, a.app)
    if app["installed"]:
        fail(f"{app['name']} is already installed (version {app['version']})")
    online(state)
    free = setting(state, "system.storage_total_mb") - used_mb(state)
    if app["size_mb"] > free:
        fail(f"not enough storage for {app['name']} ({app['size_mb']} MB needed, {free:.0f} MB "
             f"free): "
             "free space with clean_junk_files or uninstall_app first")
    new = replace(state, "pa_apps", app, installed=True, version=app["latest_version"])
    put(state, "system.home_screen.apps", (*setting(state, "system.home_screen.apps"), app["name"]))
    return done(f"{app['name']} {new['version']} installed", **new)


@register("uninstall_app", kind="execute", domain=DOMAIN, args=AppArgs,
          description="Uninstall an app, deleting its data and revoking its permissions (system "
                      "apps cannot be removed).")
def uninstall_app(state: PhoneState, a: AppArgs, ctx: ToolContext) -> Payload:
    app = installed_app(state, a.app)
    if app["system"]:
        fail(f"{app['name']} is a system app and cannot be uninstalled")
    new = replace(state, "pa_apps", app, installed=False, version="", running=False, cache_mb=0,
                  data_mb=0)
    key = app_key(app)
    put(state, GRANTED, tuple(p for p in setting(state, GRANTED) if not p.startswith(key + ":")))
    for name in ("system.home_screen.apps", "security.app_lock"):
        put(state, name, tuple(n for n in state.settings.get(name, ()) if n != app["name"]))
    if state.settings.get("apps.foreground") == app["name"]:
        put(state, "apps.foreground", "")
    return done(f"{app['name']} uninstalled", **new)


def _update(state: PhoneState, app: Record) -> Record:
    return replace(state, "pa_apps", app, version=app["latest_version"])


@register("update_app", kind="execute", domain=DOMAIN, args=AppArgs,
          description="Update an installed app to its latest version.")
def update_app(state: PhoneState, a: AppArgs, ctx: ToolContext) -> Payload:
    app = installed_app(state, a.app)
    if app["version"] == app["latest_version"]:
        fail(f"{app['name']} is already up to date (version {app['version']})")
    online(state)
    new = _update(state, app)
    return done(f"{app['name']} updated from {app['version']} to {new['version']}", **new)


@register("update_all_apps", kind="execute", domain=DOMAIN, args=NoArgs,
          description="Update every installed app that has a newer version.")
def update_all_apps(state: PhoneState, a: NoArgs, ctx: ToolContext) -> Payload:
    stale = [r for r in state.table("pa_apps")
             if r["installed"] and r["version"] != r["latest_version"]]
    if not stale:
        fail("all installed apps are up to date")
    online(state)
    updated = [_update(state, app) for app in stale]
    return done(f"{len(updated)} app(s) updated",
                updated={u["name"]: u["version"] for u in updated})


@register("open_app", kind="execute", domain=DOMAIN, args=AppArgs,
          description="Open (launch) an installed app in the foreground.")
def open_app(state: PhoneState, a: AppArgs, ctx: ToolContext) -> Payload:
    app = installed_app(state, a.app)
    new = replace(state, "pa_apps", app, running=True)
    put(state, "apps.foreground", app["name"])
    return done(f"{app['name']} opened", **new)


@register("force_stop_app", kind="execute", domain=DOMAIN, args=AppArgs,
          description="Force-stop a running app.")
def force_stop_app(state: PhoneState, a: AppArgs, ctx: ToolContext) -> Payload:
    app = installed_app(state, a.app)
    if not app["running"]:
        fail(f"{app['name']} is not running")
    new = replace(state, "pa_apps", app, running=False)
    if state.settings.get("apps.foreground") == app["name"]:
        put(state, "apps.foreground", "")
    return done(f"{app['name']} stopped", **new)


@register("clear_app_cache", kind="execute", domain=DOMAIN, args=AppArgs,
          description="Clear an app's cache (its data and settings stay).")
def clear_app_cache(state: PhoneState, a: AppArgs, ctx: ToolContext) -> Payload:
    app = installed_app(state, a.app)
    if not app["cache_mb"]:
        fail(f"{app['name']} has no cached data to clear")
    new = replace(state, "pa_apps", app, cache_mb=0)
    return done(f"Cleared {app['cache_mb']} MB of cache from {app['name']}", **new)


@register("clear_app_data", kind="execute", domain=DOMAIN, args=AppArgs,
          description="Erase all of an app's data and cache, resetting it as if newly installed "
                      "(accounts and files are lost).")
def clear_app_data(state: PhoneState, a: AppArgs, ctx: ToolContext) -> Payload:
    app = installed_app(state, a.app)
    if not app["cache_mb"] and not app["data_mb"]:
        fail(f"{app['name']} has no data to clear")
    new = replace(state, "pa_apps", app, cache_mb=0, data_mb=0, running=False)
    return done(f"Cleared {app['cache_mb'] + app['data_mb']} MB of data from {app['name']}", **new)


class AppNotifyArgs(ToolArgs):
    app: str = Field(min_length=1, description="App name or id.")
    notifications: bool = Field(description="True to allow the app's notifications, false to block "
                                            "them.")


update_tool(DOMAIN, APPS, "set_app_notifications", "Allow or block notifications from one app.",
            AppNotifyArgs)


@register("list_app_permissions", kind="retrieve", domain=DOMAIN, args=AppArgs,
          description="The permissions an app requests, and which of them are granted.")
def list_app_permissions(state: PhoneState, a: AppArgs, ctx: ToolContext) -> Payload:
    app = installed_app(state, a.app)
    granted = set(setting(state, GRANTED))
    status = {p: f"{app_key(app)}:{p}" in granted for p in app["permissions"]}
    return done(f"{app['name']} requests {len(status)} permission(s), {sum(status.values())} "
                f"granted",
                app=app["name"], permissions=status)


class PermissionArgs(ToolArgs):
    app: str = Field(min_length=1, description="App name or id.")
    permission: enum(("camera", "microphone", "location", "contacts", "storage", "phone", "sms",  # type: ignore[valid-type]
                      "nfc", "body_sensors")) = Field(description="The permission, e.g. 'camera' or 'location'.")


def _permission(state: PhoneState, a: PermissionArgs) -> tuple[Record, str, tuple[str, ...]]:
    app = installed_app(state, a.app)
    if a.permission not in app["permissions"]:
        fail(f"{app['name']} does not request the {a.permission} permission; it requests: "
             f"{', '.join(app['permissions'])}")
    return app, f"{app_key(app)}:{a.permission}", tuple(setting(state, GRANTED))


@register("grant_app_permission", kind="execute", domain=DOMAIN, args=PermissionArgs,
          description="Grant an app a permission it requests (needed after a permission-denied "
                      "error).")
def grant_app_permission(state: PhoneState, a: PermissionArgs, ctx: ToolContext) -> Payload:
    app, entry, granted = _permission(state, a)
    if entry in granted:
        fail(f"{app['name']} already has the {a.permission} permission")
    put(state, GRANTED, (*granted, entry))
    return done(f"Granted {a.permission} to {app['name']}", permission=entry)


@register("revoke_app_permission", kind="execute", domain=DOMAIN, args=PermissionArgs,
          description="Revoke a permission from an app.")
def revoke_app_permission(state: PhoneState, a: PermissionArgs, ctx: ToolContext) -> Payload:
    app, entry, granted = _permission(state, a)
    if entry not in granted:
        fail(f"{app['name']} does not have the {a.permission} permission")
    put(state, GRANTED, tuple(p for p in granted if p != entry))
    return done(f"Revoked {a.permission} from {app['name']}", permission=entry)


class NotificationQuery(ToolArgs):
    app: str | None = Field(default=None,
                            description="Only notifications of this app; omit for all.")
    unread_only: bool = Field(default=False,
                              description="Only unread notifications; default false.")


list_tool(DOMAIN, NOTIFICATIONS, "list_notifications",
          "List notifications, newest first as stored.",
          NotificationQuery, lambda r,
          a: (not a.app or r["app"].casefold() == a.app.strip().casefold())
          and not (a.unread_only and r["read"]))


class NotificationArgs(ToolArgs):
    notification: str = Field(min_length=1,
                              description="Id of the notification (or its exact title).")


@register("mark_notification_read", kind="execute", domain=DOMAIN, args=NotificationArgs,
          description="Mark a notification as read.")
def mark_notification_read(state: PhoneState, a: NotificationArgs, ctx: ToolContext) -> Payload:
    note = NOTIFICATIONS.get(state, a.notification)
    if note["read"]:
        fail(f"notification {note['id']} is already read")
    return done(f"Notification '{note['title']}' marked as read",
                **replace(state, "pa_notifications", note, read=True))


delete_tool(DOMAIN, NOTIFICATIONS, "dismiss_notification", "Dismiss (remove) one notification.")


@register("clear_all_notifications", kind="execute", domain=DOMAIN, args=NoArgs,
          description="Dismiss every notification.")
def clear_all_notifications(state: PhoneState, a: NoArgs, ctx: ToolContext) -> Payload:
    count = len(state.table("pa_notifications"))
    if not count:
        fail("there are no notifications to clear")
    state.tables["pa_notifications"] = ()
    return done(f"Cleared {count} notification(s)", cleared=count)


@register("get_storage_usage", kind="retrieve", domain=DOMAIN, args=NoArgs,
          description="Storage used and free, by apps and by file kind.")
def get_storage_usage(state: PhoneState, a: NoArgs, ctx: ToolContext) -> Payload:
    total, used = setting(state, "system.storage_total_mb"), used_mb(state)
    by_kind: dict[str, float] = {}
    for f in state.table("pa_files"):
        by_kind[f["kind"]] = round(by_kind.get(f["kind"], 0.0) + f["size_mb"], 1)
    cache = sum(r["cache_mb"] for r in state.table("pa_apps") if r["installed"])
    return done(f"{used:.0f} MB of {total} MB used", total_mb=total, used_mb=used,
                free_mb=round(total - used, 1), app_cache_mb=cache, files_mb=by_kind)


class LargeFileArgs(ToolArgs):
    min_size_mb: float = Field(default=100.0, ge=0, le=1_000_000,
                               description="Smallest size to list, in MB; default 100.")


list_tool(DOMAIN, Records("pa_files", "file", "file"), "list_large_files",
          "List files at least a given size, to find what to delete.", LargeFileArgs,
          lambda r, a: r["size_mb"] >= a.min_size_mb)


@register("clean_junk_files", kind="execute", domain=DOMAIN, args=NoArgs,
          description="Free storage: delete junk files (temporary files, logs, thumbnails) and "
                      "every app's cache.")
def clean_junk_files(state: PhoneState, a: NoArgs, ctx: ToolContext) -> Payload:
    junk = [f for f in state.table("pa_files") if f["kind"] == "junk"]
    cached = [r for r in state.table("pa_apps") if r["installed"] and r["cache_mb"]]
    if not junk and not cached:
        fail("there is nothing to clean: no junk files and no app cache")
    state.tables["pa_files"] = tuple(f for f in state.table("pa_files") if f["kind"] != "junk")
    state.tables["pa_apps"] = tuple({**r, "cache_mb": 0} if r in cached else r
                                    for r in state.table("pa_apps"))
    freed = sum(f["size_mb"] for f in junk) + sum(r["cache_mb"] for r in cached)
    return done(f"Freed {freed:.0f} MB", freed_mb=round(freed, 1),
                files_deleted=[f["name"] for f in junk],
                caches_cleared=[r["name"] for r in cached])


class DefaultAppArgs(ToolArgs):
    role: enum(("browser", "music", "maps", "messages")) = Field(  # type: ignore[valid-type]
        description="Which default to set: browser, music, maps or messages.")
    app: str = Field(min_length=1, description="Installed app to use for it.")


@register("set_default_app", kind="execute", domain=DOMAIN, args=DefaultAppArgs,
          description="Choose the default app for a role (browser, music, maps, messages).")
def set_default_app(state: PhoneState, a: DefaultAppArgs, ctx: ToolContext) -> Payload:
    app = installed_app(state, a.app)
    key = f"apps.default.{a.role}"
    if setting(state, key) == app["name"]:
        fail(f"{app['name']} is already the default {a.role} app")
    put(state, key, app["name"])
    return done(f"{app['name']} is now the default {a.role} app", **{key: app["name"]})
