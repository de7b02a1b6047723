"""SPIEval's 11 retrieval tools (paper Figure 10): ten ``search_<app>`` tools and ``search_phone``.

The ten per-app tools differ only in their app, so they are one table of (tool name, app,
description) rows turned into tools by :func:`_app_search`.
"""

from __future__ import annotations

from typing import Any, Literal

from pydantic import Field

from mobile_env.apps import APPS, SPIEVAL_APPS, field_names, resolve_field
from mobile_env.feedback import ToolError
from mobile_env.state import PhoneState
from mobile_env.tools.registry import REGISTRY, Tool, ToolArgs, ToolContext
from mobile_env.tools.search import (FUZZY_CUTOFF, Query, paginate, search_table,
                                     search_tables)

DOMAIN = "spieval"

_FIELD_DOC = "Field to search in (English key, English label or Chinese label); all fields if omitted."
_MODE_DOC = ("Matching mode. fixed: substring (default); regex: RE2 regular expression (no "
             f"backreferences or lookaround); fuzzy: rapidfuzz partial_ratio similarity >= {FUZZY_CUTOFF:g}.")
_CASE_DOC = "Ignore upper/lower case; default true."
_PAGE_DOC = "Which page of results to return, 5 results per page; default 1."


class AppSearchArgs(ToolArgs):
    pattern: str = Field(description="What to search for.")
    field: str | None = Field(default=None, description=_FIELD_DOC)
    mode: Literal["fixed", "regex", "fuzzy"] = Field(default="fixed", description=_MODE_DOC)
    ignore_case: bool = Field(default=True, description=_CASE_DOC)
    page: int = Field(default=1, ge=1, description=_PAGE_DOC)


class PhoneSearchArgs(ToolArgs):
    pattern: str = Field(description="What to search for (substring match over every field of every app).")
    field: str | None = Field(default=None, description=(
        "Only search this field in the apps that have it (e.g. 'name', 'phone_number', "
        "'relationship', 'note', 'content', 'message_content', 'title'); all fields if omitted."))
    ignore_case: bool = Field(default=True, description=_CASE_DOC)
    page: int = Field(default=1, ge=1, description=_PAGE_DOC)


def _column(app: str, name: str | None) -> int | None:
    if name is None:
        return None
    key = resolve_field(app, name)
    if key is None:
        raise ToolError("invalid_arguments", f"app '{app}' has no field {name!r}; valid fields: "
                                             f"{', '.join(field_names(app))}")
    return APPS[app].keys.index(key)


def _app_search(app: str):
    keys = APPS[app].keys

    def impl(state: PhoneState, args: AppSearchArgs, ctx: ToolContext) -> dict[str, Any]:
        query = Query(args.pattern, args.mode, args.ignore_case, _column(app, args.field))
        index = ctx.index_cache.get(state.table(app), keys)
        hits = [record for _, record in search_table(index, query)]
        return {"app": app, **paginate(hits, args.page, ctx.page_size)}

    return impl


def search_phone(state: PhoneState, args: PhoneSearchArgs, ctx: ToolContext) -> dict[str, Any]:
    tables = []
    for app in SPIEVAL_APPS:
        key = None if args.field is None else resolve_field(app.name, args.field)
        if args.field is None or key is not None:
            column = None if key is None else app.keys.index(key)
            tables.append((app.name, state.table(app.name), app.keys, column))
    if not tables:
        known = sorted({k for app in SPIEVAL_APPS for k in app.keys})
        raise ToolError("invalid_arguments", f"no app has a field {args.field!r}; valid fields: "
                                             f"{', '.join(known)}")
    hits = search_tables(ctx.index_cache, tables, Query(args.pattern, "fixed", args.ignore_case))
    return paginate(hits, args.page, ctx.page_size)


_APP_TOOLS: tuple[tuple[str, str, str], ...] = (
    ("search_accommodation", "accommodation", "Search the accommodation (hotel booking) records."),
    ("search_alarm", "alarm", "Search the alarm clock records."),
    ("search_contacts", "contacts", "Search the contacts in the address book."),
    ("search_meeting", "meeting", "Search the meeting records."),
    ("search_notes", "notes", "Search the notes."),
    ("search_schedule", "schedule", "Search the calendar schedule records."),
    ("search_sms", "sms", "Search the SMS text messages."),
    ("search_transaction", "transaction", "Search the payment transaction records."),
    ("search_transport", "transport", "Search the transport (taxi, train, flight) records."),
    ("search_voicemail", "voicemail", "Search the voicemail messages."),
)

for _name, _app, _doc in _APP_TOOLS:
    REGISTRY.register(Tool(_name, f"{_doc} Fields: {', '.join(APPS[_app].keys)}.",
                           AppSearchArgs, "retrieve", DOMAIN, _app_search(_app)))

REGISTRY.register(Tool(
    "search_phone",
    "Search the records of all apps on the phone at once (substring match over every field); "
    "each result is tagged with its app. 5 results per page; use page to see more.",
    PhoneSearchArgs, "retrieve", DOMAIN, search_phone))

SEARCH_TOOLS: tuple[str, ...] = tuple(name for name, _, _ in _APP_TOOLS) + ("search_phone",)
