"""AI Assistant (16 tools in the paper; 6 here, 10 reserved): image understanding and smart perception.

The paper's AI-assistant domain also holds memory search, skill loading and sub-agent routing.
Those belong to the memory / skill / sub-agent features (F7-F9) and are registered there under
the names in :data:`RESERVED`; this module holds the assistant tools that read the phone itself.
An image's content is the description and text a task stores with the ``pa_photos`` record, so
"vision" is deterministic; a photo without one is handed to the image agent.
"""

from __future__ import annotations

from pydantic import Field

from mobile_env.state import PhoneState
from mobile_env.tools.formats import enum
from mobile_env.tools.mobilepa.families import (NoArgs, Payload, Records, add_tool, contains, done, fail, tool)
from mobile_env.tools.registry import ToolArgs, ToolContext

DOMAIN = "ai_assistant"
PHOTOS = Records("pa_photos", "photo", "photo")
ALBUMS = Records("pa_albums", "album", "album")

#: AI-assistant tools that the memory, skill and sub-agent features register (counted in this domain).
RESERVED: tuple[str, ...] = (
    "search_user_memory", "add_user_memory", "replace_user_memory", "remove_user_memory",
    "load_skill",
    "route_to_gui_agent", "route_to_image_agent", "route_to_search_agent", "route_to_monitor_agent",
    "route_to_practice_agent",
)


class PhotoArgs(ToolArgs):
    photo: str = Field(min_length=1, description="Id or file name of a photo in the gallery.")


@tool(DOMAIN, "describe_image", "retrieve", PhotoArgs, "Describe what a gallery photo shows.")
def describe_image(state: PhoneState, a: PhotoArgs, ctx: ToolContext) -> Payload:
    photo = PHOTOS.get(state, a.photo)
    if not photo["description"]:
        fail(f"no on-device description for {photo['name']}: hand it to the image agent")
    return done(photo["description"], photo=photo["id"], description=photo["description"], tags=photo["tags"])


@tool(DOMAIN, "extract_text_from_image", "retrieve", PhotoArgs, "Read the text in a gallery photo (OCR).")
def extract_text_from_image(state: PhoneState, a: PhotoArgs, ctx: ToolContext) -> Payload:
    photo = PHOTOS.get(state, a.photo)
    text = photo["text"]
    return done(f"Text in {photo['name']}: {text}" if text else f"No text found in {photo['name']}",
                photo=photo["id"], text=text)


class NotificationSummaryArgs(ToolArgs):
    app: str | None = Field(default=None, description="Only this app's notifications; omit for all apps.")


@tool(DOMAIN, "summarize_notifications", "retrieve", NotificationSummaryArgs,
      "Summarise unread notifications: how many per app and what the latest ones say.")
def summarize_notifications(state: PhoneState, a: NotificationSummaryArgs, ctx: ToolContext) -> Payload:
    unread = sorted((n for n in state.table("pa_notifications") if not n["read"] and contains(a.app, n["app"])),
                    key=lambda n: n["time"], reverse=True)
    per_app: dict[str, list[str]] = {}
    for n in unread:
        per_app.setdefault(n["app"], []).append(f"{n['title']}: {n['text']}")
    parts = [f"{app} ({len(items)}): {items[0]}" for app, items in per_app.items()]
    message = f"{len(unread)} unread: " + "; ".join(parts) if unread else "No unread notifications"
    return done(message, unread=len(unread), by_app=per_app)


@tool(DOMAIN, "get_smart_suggestions", "retrieve", NoArgs,
      "Smart perception: suggestions from the phone's current context (next event, battery, weather, unread messages).")
def get_smart_suggestions(state: PhoneState, a: NoArgs, ctx: ToolContext) -> Payload:
    s, today, clock = state.settings, state.now[:10], state.now[11:16]
    tips: list[str] = []
    upcoming = sorted((e for e in state.table("pa_calendar") if e["date"] == today and e["start"] >= clock),
                      key=lambda e: e["start"])
    if upcoming:
        e = upcoming[0]
        tips.append(f"Next event: {e['title']} at {e['start']}" + (f" in {e['location']}" if e["location"] else ""))
    if s.get("power.battery_level", 100) < 20 and not s.get("power.saving_mode"):
        tips.append("Battery is low: turn on power saving mode")
    weather = next((w for w in state.table("pa_weather") if w["date"] == today
                    and w["city"] == s.get("travel.city") and w["condition"] == "rain"), None)
    if weather:
        tips.append(f"Rain expected in {weather['city']} today: take an umbrella")
    unread = sum(1 for m in state.table("pa_messages") if not m["read"])
    if unread:
        tips.append(f"{unread} unread message(s)")
    return done("; ".join(tips) or "Nothing needs attention", suggestions=tips)


ENHANCEMENTS = ("auto", "brighten", "denoise", "black_and_white", "remove_background")


class EnhanceArgs(PhotoArgs):
    enhancement: enum(ENHANCEMENTS) = Field(description="auto, brighten, denoise, black_and_white or remove_background.")  # type: ignore[valid-type]


@tool(DOMAIN, "enhance_photo", "execute", EnhanceArgs, "Apply an AI enhancement to a photo, saving an edited copy.")
def enhance_photo(state: PhoneState, a: EnhanceArgs, ctx: ToolContext) -> Payload:
    photo = PHOTOS.get(state, a.photo)
    if photo["kind"] != "photo":
        fail(f"{photo['name']} is a video; enhancements apply to photos")
    stem, _, ext = photo["name"].rpartition(".")
    copy = state.insert("pa_photos", {**{k: v for k, v in photo.items() if k != "id"},
                                      "name": f"{stem}_{a.enhancement}.{ext}", "album": "Edited",
                                      "taken_at": state.now, "edited_from": photo["id"], "enhancement": a.enhancement})
    return done(f"Saved {copy['name']} ({a.enhancement})", **copy)


class AlbumArgs(ToolArgs):
    subject: str = Field(min_length=1, max_length=100, description="What the photos show, e.g. 'cat' or 'receipt'.")
    name: str | None = Field(default=None, max_length=100, description="Album name; default the subject.")


def _album(state: PhoneState, a: AlbumArgs, ctx: ToolContext) -> dict:
    photos = tuple(p["id"] for p in state.table("pa_photos") if contains(a.subject, p["description"], *p["tags"]))
    if not photos:
        fail(f"no photo shows {a.subject!r}")
    return {"name": a.name or a.subject.strip().title(), "subject": a.subject, "photos": photos, "created_at": state.now}


add_tool(DOMAIN, ALBUMS, "create_smart_album", "Create an album of every photo whose content matches a subject.",
         AlbumArgs, _album, unique=("name",))
