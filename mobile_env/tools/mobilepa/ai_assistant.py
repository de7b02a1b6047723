"""AI Assistant (16 tools, Table 2): image understanding, smart perception, memory, skills, sub-agents.

Six tools read the phone itself (images, notifications, suggestions). The others, of kinds
``memory``, ``skill`` and ``subagent``, are the planner's assistant interface (paper Appendix C.1;
:data:`mobile_env.tools.mobilepa.RESERVED` lists them): in this domain, but not direct phone tools,
so Tool Use tasks and their generators leave them out.

* **memory** (F7): the user-memory store :attr:`PhoneState.memory`, records ``memory-<n>`` with
  ``text``, ``category``, ``created_at`` and ``updated_at``. ``search_user_memory`` ranks records
  by rapidfuzz ``token_set_ratio`` between the query and the text (0-100, query words found in
  the text score 100), keeps those scoring at least :data:`MIN_MEMORY_SCORE`, breaks ties by id
  number and pages like every search (``ctx.page_size``). Each result carries its id, which is
  what the memory gate (:mod:`mobile_env.rewards.gates`) reads back from the episode record.
* **skills** (F8): ``load_skill`` answers with a package of :mod:`mobile_env.skills`. Only the
  task's ``candidate_skills`` load; the env puts them in the setting :data:`SKILLS_AVAILABLE`
  (the per-episode skill catalog of F1). A successful load names the bound tools in its
  :class:`~mobile_env.tools.registry.Effects` (``tools_added``), and the env adds them to the
  active set from the next step on.
* **sub-agents** (F9): ``route_to_<agent>_agent(instruction, context)`` hands a task and its
  payload to a specialist, which reports back what it did or found: the task's report for that
  route (``status`` ``reported``, with ``summary``, ``results``, ``options`` and ``questions``;
  :class:`~mobile_env.tools.registry.ToolContext` carries it), or ``{"status": "accepted",
  "route", "ticket"}`` where the task holds none. The specialist does not run (the benchmark
  scores routing, handoff and follow-up on what it reports). Table 2 leaves
  room for five route tools, so the sixth specialist of :data:`SUBAGENTS` (``call``: phone
  conversations on the user's behalf) is reached through the generic ``route_to_agent``, which
  takes the specialist as its ``agent`` argument and lives outside the 13 domains (like ``finish``).

An image's content is the description and text a task stores with the ``pa_photos`` record, so
"vision" is deterministic; a photo without one is handed to the image agent.
"""

from __future__ import annotations

from typing import Any

from pydantic import Field
from rapidfuzz import fuzz, utils

from mobile_env.skills import SKILLS
from mobile_env.state import SKILLS_AVAILABLE, PhoneState, Record, SharedTable
from mobile_env.tools.formats import enum
from mobile_env.tools.mobilepa.families import (NoArgs, Payload, Records, add_tool, contains, done,
                                                fail)
from mobile_env.tools.registry import Effects, ToolArgs, ToolContext, ToolOutput, register
from mobile_env.tools.search import paginate

DOMAIN = "ai_assistant"
PHOTOS = Records("pa_photos", "photo", "photo")
ALBUMS = Records("pa_albums", "album", "album")

class PhotoArgs(ToolArgs):
    photo: str = Field(min_length=1, description="Id or file name of a photo in the gallery.")


@register("describe_image", kind="retrieve", domain=DOMAIN, args=PhotoArgs,
          description="Describe what a gallery photo shows.")
def describe_image(state: PhoneState, a: PhotoArgs, ctx: ToolContext) -> Payload:
    photo = PHOTOS.get(state, a.photo)
    if not photo["description"]:
        fail(f"no on-device description for {photo['name']}: hand it to the image agent")
    return done(photo["description"], photo=photo["id"], description=photo["description"],
                tags=photo["tags"])


@register("extract_text_from_image", kind="retrieve", domain=DOMAIN, args=PhotoArgs,
          description="Read the text in a gallery photo (OCR).")
def extract_text_from_image(state: PhoneState, a: PhotoArgs, ctx: ToolContext) -> Payload:
    photo = PHOTOS.get(state, a.photo)
    text = photo["text"]
    return done(f"Text in {photo['name']}: {text}" if text else f"No text found in {photo['name']}",
                photo=photo["id"], text=text)


class NotificationSummaryArgs(ToolArgs):
    app: str | None = Field(default=None,
                            description="Only this app's notifications; omit for all apps.")


@register("summarize_notifications", kind="retrieve", domain=DOMAIN, args=NotificationSummaryArgs,
          description="Summarise unread notifications: how many per app and what the latest ones "
                      "say.")
def summarize_notifications(state: PhoneState, a: NotificationSummaryArgs,
                            ctx: ToolContext) -> Payload:
    unread = sorted((n for n in state.table("pa_notifications")
                     if not n["read"] and contains(a.app, n["app"])),
                    key=lambda n: n["time"], reverse=True)
    per_app: dict[str, list[str]] = {}
    for n in unread:
        per_app.setdefault(n["app"], []).append(f"{n['title']}: {n['text']}")
    parts = [f"{app} ({len(items)}): {items[0]}" for app, items in per_app.items()]
    message = f"{len(unread)} unread: " + "; ".join(parts) if unread else "No unread notifications"
    return done(message, unread=len(unread), by_app=per_app)


@register("get_smart_suggestions", kind="retrieve", domain=DOMAIN, args=NoArgs,
          description="Smart perception: suggestions from the phone's current context (next event, "
                      "battery, weather, unread messages).")
def get_smart_suggestions(state: PhoneState, a: NoArgs, ctx: ToolContext) -> Payload:
    s, today, clock = state.settings, state.now[:10], state.now[11:16]
    tips: list[str] = []
    upcoming = sorted((e for e in state.table("pa_calendar")
                       if e["date"] == today and e["start"] >= clock),
                      key=lambda e: e["start"])
    if upcoming:
        e = upcoming[0]
        tips.append(f"Next event: {e['title']} at {e['start']}" + (f" in {e['location']}"
                                                                   if e["location"] else ""))
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


@register("enhance_photo", kind="execute", domain=DOMAIN, args=EnhanceArgs,
          description="Apply an AI enhancement to a photo, saving an edited copy.")
def enhance_photo(state: PhoneState, a: EnhanceArgs, ctx: ToolContext) -> Payload:
    photo = PHOTOS.get(state, a.photo)
    if photo["kind"] != "photo":
        fail(f"{photo['name']} is a video; enhancements apply to photos")
    stem, _, ext = photo["name"].rpartition(".")
    copy = state.insert("pa_photos", {**{k: v for k, v in photo.items() if k != "id"},
                                      "name": f"{stem}_{a.enhancement}.{ext}", "album": "Edited",
                                      "taken_at": state.now, "edited_from": photo["id"],
                                      "enhancement": a.enhancement})
    return done(f"Saved {copy['name']} ({a.enhancement})", **copy)


class AlbumArgs(ToolArgs):
    subject: str = Field(min_length=1, max_length=100,
                         description="What the photos show, e.g. 'cat' or 'receipt'.")
    name: str | None = Field(default=None, max_length=100,
                             description="Album name; default the subject.")


def _album(state: PhoneState, a: AlbumArgs, ctx: ToolContext) -> dict[str, Any]:
    photos = tuple(p["id"]
                   for p in state.table("pa_photos") if contains(a.subject, p["description"],
                                                                 *p["tags"]))
    if not photos:
        fail(f"no photo shows {a.subject!r}")
    return {"name": a.name or a.subject.strip().title(), "subject": a.subject, "photos": photos,
            "created_at": state.now}


add_tool(DOMAIN, ALBUMS, "create_smart_album",
         "Create an album of every photo whose content matches a subject.",
         AlbumArgs, _album, unique=("name",))


# --------------------------------------------------------------------------- memory (F7)

#: Lowest ``token_set_ratio`` (0-100) at which a memory counts as a match.
MIN_MEMORY_SCORE = 50
MEMORY = "memory"


class MemorySearchArgs(ToolArgs):
    query: str = Field(min_length=1,
                       description="What to recall, in a few words (e.g. 'coffee order').")
    category: str | None = Field(default=None,
                                 description="Only memories of this category (e.g. 'preference').")
    page: int = Field(default=1, ge=1, description="Result page, from 1.")


@register("search_user_memory", kind="memory", domain=DOMAIN, args=MemorySearchArgs,
          description="Search the user's long-term memory (identities, habits, routines, "
                      "preferences); ranked results with their ids.")
def search_user_memory(state: PhoneState, a: MemorySearchArgs, ctx: ToolContext) -> Payload:
    scored = [(fuzz.token_set_ratio(a.query, m["text"], processor=utils.default_process), m)
              for m in state.memory
              if a.category is None
              or m.get("category", "").casefold() == a.category.strip().casefold()]
    ranked = sorted(((s, m) for s, m in scored if s >= MIN_MEMORY_SCORE),
                    key=lambda h: (-h[0], _number(h[1]["id"])))
    hits = [{"id": m["id"], "text": m["text"], "category": m.get("category", ""),
             "score": round(s, 1)}
            for s, m in ranked]
    page = paginate(hits, a.page, ctx.page_size)
    return done(f"{page['total']} memories match {a.query!r}" if hits
                else f"No memory matches {a.query!r}", **page)


class MemoryAddArgs(ToolArgs):
    text: str = Field(min_length=1, max_length=500,
                      description="The fact to remember, as one sentence.")
    category: str = Field(default="general", max_length=40,
                          description="Kind of memory: preference, identity, routine, habit, event "
                                      "or general.")


@register("add_user_memory", kind="memory", domain=DOMAIN, args=MemoryAddArgs,
          description="Remember a new fact about the user.")
def add_user_memory(state: PhoneState, a: MemoryAddArgs, ctx: ToolContext) -> Payload:
    text = " ".join(a.text.split())
    same = next((m for m in state.memory if m["text"].casefold() == text.casefold()), None)
    if same is not None:
        fail(f"already remembered as {same['id']}; use replace_user_memory to change it")
    n = max([state.counters.get(MEMORY, 0), *(_number(m["id"]) for m in state.memory)]) + 1
    state.counters[MEMORY] = n
    record = {"id": f"{MEMORY}-{n}", "text": text, "category": a.category.strip() or "general",
              "created_at": state.now, "updated_at": state.now}
    state.memory = SharedTable.appended(state.memory, record)
    return done(f"Remembered as {record['id']}", **record)


class MemoryReplaceArgs(ToolArgs):
    memory_id: str = Field(min_length=1,
                           description="Id of the memory to change (memory-<n>, from "
                                       "search_user_memory).")
    text: str = Field(min_length=1, max_length=500,
                      description="The corrected fact, replacing the old text.")
    category: str | None = Field(default=None, max_length=40,
                                 description="New category; omit to keep it.")


@register("replace_user_memory", kind="memory", domain=DOMAIN, args=MemoryReplaceArgs,
          description="Replace the text of a stored memory.")
def replace_user_memory(state: PhoneState, a: MemoryReplaceArgs, ctx: ToolContext) -> Payload:
    old = _memory(state, a.memory_id)
    new = {**old, "text": " ".join(a.text.split()), "updated_at": state.now}
    if a.category is not None:
        new["category"] = a.category.strip() or "general"
    state.memory = tuple(new if m["id"] == old["id"] else m for m in state.memory)
    return done(f"Updated {old['id']}", **new)


class MemoryIdArgs(ToolArgs):
    memory_id: str = Field(min_length=1,
                           description="Id of the memory (memory-<n>, from search_user_memory).")


@register("remove_user_memory", kind="memory", domain=DOMAIN, args=MemoryIdArgs,
          description="Forget a stored memory.")
def remove_user_memory(state: PhoneState, a: MemoryIdArgs, ctx: ToolContext) -> Payload:
    old = _memory(state, a.memory_id)
    state.memory = tuple(m for m in state.memory if m["id"] != old["id"])
    return done(f"Forgot {old['id']}", id=old["id"], text=old["text"])


def _memory(state: PhoneState, memory_id: str) -> Record:
    found = next((m for m in state.memory if m["id"] == memory_id.strip()), None)
    if found is None:
        fail(f"no memory {memory_id!r}: search_user_memory lists the ids")
    return found


def _number(record_id: str) -> int:
    """The ``<n>`` of an id ``<table>-<n>``, so memory-10 sorts after memory-9."""
    suffix = record_id.rsplit("-", 1)[-1]
    return int(suffix) if suffix.isdigit() else 0


# --------------------------------------------------------------------------- skills (F8)

class SkillArgs(ToolArgs):
    skill_id: str = Field(min_length=1, description="Id of the skill package to load.")


@register("load_skill", kind="skill", domain=DOMAIN, args=SkillArgs,
          description="Load a skill package: returns its instructions, and its tools become "
                      "callable from the next step.")
def load_skill(state: PhoneState, a: SkillArgs, ctx: ToolContext) -> ToolOutput:
    """The package's instructions and bound tools for the planner, and the bound tools as the
    tools this call adds to the episode (``A_{t+1} = A_t U G(s)``)."""
    available: tuple[str, ...] = state.settings.get(SKILLS_AVAILABLE, ())
    skill = SKILLS.get(a.skill_id.strip())
    if skill is None or skill.id not in available:
        fail(f"no skill {a.skill_id!r} here; available: {', '.join(available) or 'none'}")
    return ToolOutput(
        done(f"Loaded {skill.id}: {', '.join(skill.tools)} can be called from your next step",
             skill=skill.id, title=skill.title, instructions=skill.instructions,
             tools=list(skill.tools)),
        Effects(tools_added=skill.tools))


# --------------------------------------------------------------------------- sub-agents (F9)

# : Specialist -> (its own entry tool, or None when only ``route_to_agent`` reaches it; what it
# does).
SUBAGENTS: dict[str, tuple[str | None, str]] = {
    "gui": ("route_to_gui_agent",
            "operates app screens no tool covers (tapping, scrolling, filling in forms)"),
    "image": ("route_to_image_agent",
              "processes images beyond on-device vision (editing, recognition)"),
    "search": ("route_to_search_agent", "researches the web and compares sources"),
    "monitor": ("route_to_monitor_agent", "watches a condition over time and acts when it holds"),
    "practice": ("route_to_practice_agent",
                 "runs interactive practice with the user (language, quizzes, drills)"),
    "call": (None, "holds a phone conversation on the user's behalf (booking by phone, customer "
                   "service)"),
}
ROUTE_TOOLS: tuple[str, ...] = (*(t for t, _ in SUBAGENTS.values() if t), "route_to_agent")


class HandoffArgs(ToolArgs):
    instruction: str = Field(min_length=1,
                             description="What the sub-agent must do, self-contained.")
    context: dict[str, Any] = Field(
        default_factory=dict, description="Handoff payload: every fact the sub-agent needs (names, "
                                          "times, ids, values).")


class RouteArgs(HandoffArgs):
    agent: enum(tuple(SUBAGENTS)) = Field(  # type: ignore[valid-type]
        description="The specialist: " + ", ".join(SUBAGENTS) + ".")


def _handoff(state: PhoneState, route: str, ctx: ToolContext) -> Payload:
    """The specialist's reply: its report where the task holds one for ``route`` (what it did or
    found, with its results, options and questions), else that it accepted the task. The handoff
    payload stays in the call's arguments, where the behaviour checker reads it. The ticket counts
    this episode's earlier successful handoffs in the log, so the answer is deterministic and the
    state is left as it was."""
    ticket = f"subagent-{1 + sum(state.log.count(tool) for tool in ROUTE_TOOLS)}"
    report = ctx.subagent_reports.get(route)
    if report is None:
        return done(f"The {route} agent accepted the task (ticket {ticket})", status="accepted",
                    route=route, ticket=ticket)
    parts = [report["summary"], *(_sentence(f"{label}: {'; '.join(report[key])}")
                                  for key, label in _REPORT_PARTS if report[key])]
    return done(f"The {route} agent reports (ticket {ticket}): " + " ".join(parts),
                status="reported", route=route, ticket=ticket, summary=report["summary"],
                results=list(report["results"]), options=list(report["options"]),
                questions=list(report["questions"]))


#: The lists of a sub-agent report, in the order its message names them, with their labels.
_REPORT_PARTS = (("results", "Results"), ("options", "Options"), ("questions", "Questions"))


def _sentence(text: str) -> str:
    """``text`` ending in a full stop unless it ends in one already (or in ? or !)."""
    return text if text.endswith((".", "?", "!")) else text + "."


def _route_tool(route: str, name: str, does: str) -> None:
    register(name, kind="subagent", domain=DOMAIN, args=HandoffArgs,
             description=f"Hand a task to the {route} agent, which {does}.")(
        lambda state, a, ctx: _handoff(state, route, ctx))


for _route, (_name, _does) in SUBAGENTS.items():
    if _name is not None:
        _route_tool(_route, _name, _does)

register("route_to_agent", kind="subagent", domain="subagents", args=RouteArgs,
         description="Hand a task to a specialist agent: "
                     + "; ".join(f"{r} {d}" for r, (_, d) in SUBAGENTS.items()) + ".")(
    lambda state, a, ctx: _handoff(state, a.agent, ctx))
