"""SPIEval's 11 retrieval tools (paper Figure 10): ten ``search_<app>`` tools and ``search_phone``.

The ten per-app tools differ only in their app, so they are one table of (tool name, app,
description, the paper's Chinese description) rows turned into tools by :func:`_app_search`.
Each tool carries Figure 10's Chinese text (:class:`~mobile_env.tools.registry.ToolText`); the
Chinese list of a tool's fields is its app's Chinese field labels (Table 4, :mod:`mobile_env.apps`).
"""

from __future__ import annotations

from typing import Any, Callable

from pydantic import Field

from mobile_env.apps import APPS, SPIEVAL_APPS, field_names, resolve_field
from mobile_env.feedback import ToolError
from mobile_env.state import PhoneState
from mobile_env.tools.formats import enum
from mobile_env.tools.registry import ToolArgs, ToolContext, ToolText, register
from mobile_env.tools.search import (FUZZY_CUTOFF, MAX_FUZZY_WORDS, Query,
                                     paginate, search_table, search_tables)

DOMAIN = "spieval"

_FIELD_DOC = "Field to search in (English key, English label or Chinese label); all fields if omitted."
_MODE_DOC = ("Matching mode. fixed: substring (default); regex: RE2 regular expression (no "
             "backreferences or lookaround); fuzzy: rapidfuzz partial_ratio similarity >= "
             f"{FUZZY_CUTOFF:g}, where a pattern of {MAX_FUZZY_WORDS} words or fewer also matches "
             "its words in any order.")
_CASE_DOC = "Ignore upper/lower case; default true."
_PAGE_DOC = "Which page of results to return, 5 results per page; default 1."

# Figure 10's Chinese parameter descriptions, shared by the retrieval tools.
_PATTERN_ZH = "搜索内容。"
_MODE_ZH = "匹配模式。fixed：子串包含匹配（默认）；regex：正则表达式匹配；fuzzy：模糊相似度匹配。"
_CASE_ZH = "是否忽略大小写，默认为true。"
_PAGE_ZH = "返回第几页结果，每页最多5条。默认为1。"


class AppSearchArgs(ToolArgs):
    pattern: str = Field(description="What to search for.")
    field: str | None = Field(default=None, description=_FIELD_DOC)
    mode: enum(("fixed", "regex", "fuzzy")) = Field(  # type: ignore[valid-type]
        default="fixed", description=_MODE_DOC)
    ignore_case: bool = Field(default=True, description=_CASE_DOC)
    page: int = Field(default=1, ge=1, description=_PAGE_DOC)


class PhoneSearchArgs(ToolArgs):
    pattern: str = Field(description="What to search for (substring match over every field of "
                                     "every app).")
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


def _app_search(app: str) -> Callable[[PhoneState, AppSearchArgs, ToolContext], dict[str, Any]]:
    keys = APPS[app].keys

    def impl(state: PhoneState, args: AppSearchArgs, ctx: ToolContext) -> dict[str, Any]:
        query = Query(args.pattern, args.mode, args.ignore_case, _column(app, args.field))
        index = ctx.indexes.get(app, state.table(app), keys)
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
    hits = search_tables(ctx.indexes, tables, Query(args.pattern, "fixed", args.ignore_case))
    return paginate(hits, args.page, ctx.page_size)


def _app_search_zh(app: str, description: str) -> ToolText:
    fields = "、".join(f"'{f.label_zh}'" for f in APPS[app].fields)
    return ToolText(description, {
        "pattern": _PATTERN_ZH, "field": f"指定搜索的字段名。可选字段：{fields}。不指定则搜索所有字段。",
        "mode": _MODE_ZH, "ignore_case": _CASE_ZH, "page": _PAGE_ZH})


#: (tool, app, description, Figure 10's Chinese description)
_APP_TOOLS: tuple[tuple[str, str, str, str], ...] = (
    ("search_accommodation", "accommodation", "Search the accommodation (hotel booking) records.",
     "在住宿记录中搜索。"),
    ("search_alarm", "alarm", "Search the alarm clock records.", "在闹钟中搜索记录。"),
    ("search_contacts", "contacts", "Search the contacts in the address book.",
     "在通讯录中搜索联系人记录。"),
    ("search_meeting", "meeting", "Search the meeting records.", "在会议中搜索记录。"),
    ("search_notes", "notes", "Search the notes.", "在便签中搜索记录。"),
    ("search_schedule", "schedule", "Search the calendar schedule records.", "在日程中搜索记录。"),
    ("search_sms", "sms", "Search the SMS text messages.", "在短信中搜索记录。"),
    ("search_transaction", "transaction", "Search the payment transaction records.",
     "在交易记录中搜索。"),
    ("search_transport", "transport", "Search the transport (taxi, train, flight) records.",
     "在交通记录中搜索。"),
    ("search_voicemail", "voicemail", "Search the voicemail messages.", "在语音留言中搜索记录。"),
)

for _name, _app, _doc, _doc_zh in _APP_TOOLS:
    register(_name, kind="retrieve", domain=DOMAIN, args=AppSearchArgs,
             description=f"{_doc} Fields: {', '.join(APPS[_app].keys)}.",
             zh=_app_search_zh(_app, _doc_zh))(_app_search(_app))

register("search_phone", kind="retrieve", domain=DOMAIN, args=PhoneSearchArgs,
         description="Search the records of all apps on the phone at once (substring match over "
                     "every field); each result is tagged with its app. 5 results per page; use "
                     "page to see more.",
         zh=ToolText(
             "全局搜索手机中所有应用的记录。使用子串包含匹配，搜索所有字段。可指定field缩小搜索范围。"
             "每页返回5条结果，可通过page参数翻页。",
             {"pattern": _PATTERN_ZH,
              "field": "指定搜索的字段名（可选）。不指定则搜索所有字段。不同应用的可用字段不同，常见"
                       "字段包括：'姓名'、'电话号码'、'与本人关系'、'备注'、'正文'、'留言内容'、'标题'、"
                       "'内容'等。",
              "ignore_case": _CASE_ZH, "page": _PAGE_ZH}))(search_phone)
