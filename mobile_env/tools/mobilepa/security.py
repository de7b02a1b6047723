"""Security & Privacy (10 tools): screen lock, app lock, biometrics, password vault, location, emergency alerts.

Biometrics and app locks sit on top of a screen lock, as on a real phone: they need one, and
removing the screen lock switches them off. The lock secret is kept only as a digest.
"""

from __future__ import annotations

import hashlib
import re

from pydantic import Field, model_validator

from mobile_env.state import PhoneState
from mobile_env.tools.formats import enum
from mobile_env.tools.mobilepa.apps_storage import installed_app
from mobile_env.tools.mobilepa.calls import CONTACTS
from mobile_env.tools.mobilepa.families import (Payload, Records, Requires, Setting, add_tool,
                                                contains, delete_tool, done, fail, list_tool, put,
                                                setting, setting_tools)
from mobile_env.tools.registry import ToolArgs, ToolContext, register

DOMAIN = "security_privacy"
PASSWORDS = Records("pa_passwords", "saved password", "entry", title="site", lookup=("site",))
NEEDS_LOCK = Requires("security.screen_lock", "none",
                      "there is no screen lock: set one with set_screen_lock first",
                      when=True, differs=True)


def _location_off(state: PhoneState, enabled: bool) -> None:
    if not enabled:
        put(state, "travel.navigation.destination", "")
        put(state, "travel.navigation.mode", "")


SETTINGS = setting_tools(DOMAIN, (
    Setting("set_fingerprint_unlock", "security.fingerprint", "Fingerprint unlock",
            "Turn unlocking with a fingerprint on or off (needs a screen lock).",
            requires=(NEEDS_LOCK,)),
    Setting("set_face_unlock", "security.face_unlock", "Face unlock",
            "Turn unlocking with face recognition on or off (needs a screen lock).",
            requires=(NEEDS_LOCK,)),
    Setting("set_location_services", "security.location_services", "Location services",
            "Turn location services on or off for the whole phone (off stops navigation).",
            effects=_location_off),
))


class LockArgs(ToolArgs):
    type: enum(("none", "pin", "pattern", "password")) = Field(  # type: ignore[valid-type]
        description="none, pin (4-6 digits), pattern (4-9 distinct dots 1-9, e.g. '1478') or "
                    "password.")
    secret: str = Field(default="", max_length=64,
                        description="The PIN, pattern or password; empty for none.")

    @model_validator(mode="after")
    def _secret(self) -> LockArgs:
        rules = {"none": (r"^$", "must be empty"), "pin": (r"^\d{4,6}$", "must be 4 to 6 digits"),
                 "pattern": (r"^[1-9]{4,9}$", "must be 4 to 9 dots numbered 1-9"),
                 "password": (r"^(?=.*[A-Za-z])(?=.*\d).{6,}$",
                              "needs 6+ characters with a letter and a digit")}
        pattern, rule = rules[self.type]
        if not re.match(pattern, self.secret) or (self.type == "pattern"
                                                  and len(set(self.secret)) != len(self.secret)):
            raise ValueError(f"secret for a {self.type} lock {rule}"
                             + (" (dots may not repeat)" if self.type == "pattern" else ""))
        return self


@register("set_screen_lock", kind="execute", domain=DOMAIN, args=LockArgs,
          description="Set the screen lock (PIN, pattern or password), or remove it (which also "
                      "turns off biometrics and app locks).")
def set_screen_lock(state: PhoneState, a: LockArgs, ctx: ToolContext) -> Payload:
    previous = setting(state, "security.screen_lock")
    if a.type == "none" and previous == "none":
        fail("there is no screen lock to remove")
    put(state, "security.screen_lock", a.type)
    put(state, "security.screen_lock.secret",
        hashlib.sha256(a.secret.encode()).hexdigest()[:16] if a.secret else "")
    if a.type == "none":
        for key, off in (("security.fingerprint", False), ("security.face_unlock", False),
                         ("security.app_lock", ())):
            put(state, key, off)
    return done(f"Screen lock set to {a.type} (was {previous})", screen_lock=a.type,
                previous=previous)


class AppLockArgs(ToolArgs):
    app: str = Field(min_length=1, description="Installed app name or id.")
    locked: bool = Field(description="True to require unlocking to open the app, false to remove "
                                     "the lock.")


@register("set_app_lock", kind="execute", domain=DOMAIN, args=AppLockArgs,
          description="Lock or unlock an app behind the screen lock.")
def set_app_lock(state: PhoneState, a: AppLockArgs, ctx: ToolContext) -> Payload:
    app = installed_app(state, a.app)
    NEEDS_LOCK.check(state, a.locked)
    locked = setting(state, "security.app_lock")
    if (app["name"] in locked) == a.locked:
        fail(f"{app['name']} is already {'locked' if a.locked else 'unlocked'}")
    put(state, "security.app_lock",
        (*locked, app["name"]) if a.locked else tuple(n for n in locked if n != app["name"]))
    return done(f"{app['name']} {'locked' if a.locked else 'unlocked'}",
                app_lock=state.settings["security.app_lock"])


class PasswordArgs(ToolArgs):
    site: str = Field(min_length=1, max_length=200, description="Website or app the login is for.")
    username: str = Field(min_length=1, max_length=200, description="User name or email.")
    password: str = Field(min_length=1, max_length=200, description="The password.")


add_tool(DOMAIN, PASSWORDS, "add_password", "Save a login to the password vault.", PasswordArgs,
         lambda s, a, c: {**a.model_dump(), "created_at": s.now}, unique=("site", "username"))


class SiteQuery(ToolArgs):
    site: str = Field(min_length=1,
                      description="Website or app to look up (part of its name is enough).")


list_tool(DOMAIN, PASSWORDS, "get_password",
          "Look up saved logins for a website or app in the password vault.",
          SiteQuery, lambda r, a: contains(a.site, r["site"]))
delete_tool(DOMAIN, PASSWORDS, "delete_password", "Delete a saved login from the password vault.")


class EmergencyContactArgs(ToolArgs):
    contact: str = Field(min_length=1, description="Id, exact name or nickname of a contact.")


@register("add_emergency_contact", kind="execute", domain=DOMAIN, args=EmergencyContactArgs,
          description="Make a contact an emergency contact (they receive emergency alerts).")
def add_emergency_contact(state: PhoneState, a: EmergencyContactArgs, ctx: ToolContext) -> Payload:
    contact = CONTACTS.get(state, a.contact)
    current = setting(state, "security.emergency_contacts")
    if contact["id"] in current:
        fail(f"{contact['name']} is already an emergency contact")
    put(state, "security.emergency_contacts", (*current, contact["id"]))
    return done(f"{contact['name']} is now an emergency contact",
                emergency_contacts=state.settings["security.emergency_contacts"])


class AlertArgs(ToolArgs):
    message: str = Field(default="I need help.", min_length=1, max_length=500,
                         description="Alert text; default 'I need help.'.")


@register("send_emergency_alert", kind="execute", domain=DOMAIN, args=AlertArgs,
          description="Text an emergency alert, with the phone's location when location services "
                      "are on, to every emergency contact.")
def send_emergency_alert(state: PhoneState, a: AlertArgs, ctx: ToolContext) -> Payload:
    ids = setting(state, "security.emergency_contacts")
    if not ids:
        fail("there are no emergency contacts: add one with add_emergency_contact first")
    if state.settings.get("network.airplane_mode"):
        fail("airplane mode is on: turn it off with set_airplane_mode first")
    where = (f" My location: {state.settings.get('travel.city', '')}."
             if state.settings.get("security.location_services") else "")
    sent = [state.insert("pa_messages",
                         {"number": c["phone"], "name": c["name"], "direction": "outgoing",
                                         "text": f"EMERGENCY: {a.message}{where}",
                                         "time": state.now, "read": True})
            for c in (CONTACTS.get(state, i) for i in ids)]
    return done(f"Emergency alert sent to {len(sent)} contact(s)", messages=sent)
