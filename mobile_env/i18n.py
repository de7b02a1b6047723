"""SPIEval in its original language: the Chinese system prompt and tool descriptions.

SPIEval was written and run in Chinese; its appendix prints the system prompt (Figure 9) and the
specification documents of all 21 tools (Figures 10-11) in Chinese. To compare with the paper's
numbers, or to study how the language of the interface changes a planner, the env can speak that
version: the prompt below and the tools' Chinese texts are the paper's, transcribed verbatim
(line-wrap artefacts of the PDF removed: the spaces a line break left inside Chinese text, ``,→``
markers, mangled quotes).

Only the *words* change. Tool names, parameter names, types and required lists stay the
registry's, so a call is the same call in either language; enum values become the paper's Chinese
ones, which the tools accept as aliases of the English values. Each tool's Chinese text sits beside
the tool (``Tool.zh``, in :mod:`mobile_env.tools.spieval_search` and
:mod:`mobile_env.tools.spieval_exec`); tools the paper does not describe (``finish``, the MobilePA
catalog) keep their English descriptions.

Observations speak Chinese too (:func:`localise`): a record's fields appear under Table 4's
Chinese labels (``姓名``, ``电话号码``), apps under their Chinese names, the paging hint in Chinese,
and what an execution tool writes back (statuses, defaults, enum values) in the paper's Chinese.
The protocol's own keys (``status``, ``payload``, ``results``, ``page``, ``id``) and error messages
stay English, as the tool and parameter names do. With a Chinese task (the ``spieval-zh-*``
splits: Table 3's Chinese profile, Chinese records) an episode is Chinese from the instruction to
the final answer.

    system_prompt(task, tools, relevant=(), lang="zh")
    tool_schemas(["search_contacts", "Phone_Call"], lang="zh")
    localise("Meeting_Create", feedback, lang="zh")
"""

from __future__ import annotations

import copy
import functools
import re
from typing import Any, Literal, Sequence

from mobile_env import prompts
from mobile_env.apps import APPS
from mobile_env.feedback import Feedback
from mobile_env.readonly import freeze
from mobile_env.task_format.schema import Task
from mobile_env.tools.registry import REGISTRY
from mobile_env.tools.spieval_exec import ZH_WORDS

Lang = Literal["en", "zh"]
LANGS: tuple[str, ...] = ("en", "zh")

# ------------------------------------------------------------------------ Figure 9 (Chinese)

#: Figure 9's closing reply in the original Chinese.
DONE_REPLY_ZH = "[DONE]需求已完成，还有什么可以帮您？"

SYSTEM_TEMPLATE_ZH = """你是一个智能手机助手。用户会给你一些指令，你需要通过查询手机中各个应用的记录来收集必要信息，然后调用相应的工具完成用户的请求。

{profile}

你可以使用以下两类工具：
1. **搜索工具**：用于在手机各应用中检索记录，包括{n_app}个应用内搜索工具（{app_list}）和1个全局搜索工具（{global_tool}）。
2. **执行工具**：用于执行具体操作，包括{exec_list}。

工作流程：
1. 分析用户意图，判断需要哪些信息
2. 调用搜索工具查找相关记录，可以多次搜索、组合使用不同的搜索工具
3. 根据搜索结果，调用执行工具完成用户请求
4. 如果用户的请求包含多个意图，请并行调用多个执行工具同时完成

注意事项：
- 完成用户请求所需的所有信息都可以从手机记录中检索得到，请充分搜索，不要向用户反问
- 搜索结果会按页返回，如果提示还有更多结果，可通过page参数翻页查看
- 如果一次搜索未找到所需信息，尝试换个关键词或换个应用搜索
- 多个搜索之间如果相互独立，可以并行调用
- 最终的执行工具调用应包含尽可能完整的参数信息
- 当所有操作完成后，请回复""" + f'"{DONE_REPLY_ZH}"'

#: Not in the paper (it shows the profile only as Table 3): the profile block and the no-search
#: records in Chinese, labelled with Table 3's attributes.
_PROFILE_ZH = ("用户信息：\n- 姓名：{name}\n- 职业：{occupation}\n- 家庭成员：{family}\n"
               "- 电话号码：{phone}\n- 支付账号：{account}\n- 当前时间：{now} {weekday}")
_NO_SEARCH_ZH = "\n\n与本次请求相关的记录（无需检索）：\n{records}"
_WEEKDAYS_ZH = {"monday": "周一", "tuesday": "周二", "wednesday": "周三", "thursday": "周四",
                "friday": "周五", "saturday": "周六", "sunday": "周日"}


def tool_schemas(names: Sequence[str], lang: Lang = "en") -> list[dict[str, Any]]:
    """OpenAI schemas of ``names`` in ``lang``, read-only: the registry's shared schemas for
    English, Chinese versions (Figures 10-11) for ``zh``, each made once per process as the
    English one is."""
    _check(lang)
    if lang == "en":
        return REGISTRY.schemas(names)
    return [_zh_schema(name) for name in names]


@functools.cache
def _zh_schema(name: str) -> dict[str, Any]:
    """The Chinese schema of tool ``name`` (read-only, shared like the registry's English ones;
    a name is one tool for good, as the registry refuses a second)."""
    frozen: dict[str, Any] = freeze(_to_zh(REGISTRY[name].schema))
    return frozen


def _to_zh(schema: dict[str, Any]) -> dict[str, Any]:
    """One English schema with the paper's Chinese words put in (names and types untouched)."""
    out = copy.deepcopy(schema)
    function = out["function"]
    zh = REGISTRY[function["name"]].zh
    if zh is None:
        return out
    function["description"] = zh.description
    for name, spec in function["parameters"]["properties"].items():
        spec["description"] = zh.parameters.get(name, spec.get("description", ""))
        if name in zh.items:
            spec["items"]["description"] = zh.items[name]
        if name in zh.enums:
            _translate_enum(spec, list(zh.enums[name]))
    return out


def _translate_enum(spec: dict[str, Any], values: list[str]) -> None:
    """Swap English enum values (and a default among them) for Chinese ones, position by
    position."""
    english = spec["enum"]
    if len(english) != len(values):
        raise ValueError(f"enum {english} and {values} differ in length")
    mapping = dict(zip(english, values))
    spec["enum"] = list(values)
    if "default" in spec:
        spec["default"] = mapping.get(spec["default"], spec["default"])


#: Record fields by table in Chinese: Table 4's labels, and the call log ``Phone_Call`` writes.
_LABELS_ZH: dict[str, dict[str, str]] = {
    **{name: {f.key: f.label_zh for f in app.fields} for name, app in APPS.items()},
    "call_log": {"telephone": "电话号码", "type": "电话类型", "date": "日期", "time": "时间",
                 "status": "状态"},
}
_APP_NAMES_ZH = {name: app.label_zh for name, app in APPS.items()}
_HINT = re.compile(r"^(\d+) more results: call again with page=(\d+)$")
_DAYS = {"Mon": "周一", "Tue": "周二", "Wed": "周三", "Thu": "周四", "Fri": "周五", "Sat": "周六",
         "Sun": "周日"}


def localise(tool: str | None, feedback: Feedback, lang: Lang = "en") -> Feedback:
    """``feedback`` of a SPIEval tool as an episode in ``lang`` shows it (the same object for
    English, an error, or another tool)."""
    _check(lang)
    if (lang == "en" or not feedback.ok or not isinstance(feedback.payload, dict)
            or tool is None or tool not in REGISTRY or REGISTRY[tool].domain != "spieval"):
        return feedback
    written = REGISTRY[tool].kind == "execute"
    return Feedback(feedback.status, feedback.error_type, _payload_zh(feedback.payload, written))


def _payload_zh(payload: dict[str, Any], written: bool) -> dict[str, Any]:
    if "results" not in payload:  # an execution tool's new record
        return record_zh(payload, written)
    out = dict(payload)
    if "app" in out:
        out["app"] = _APP_NAMES_ZH.get(out["app"], out["app"])
    if isinstance(out.get("hint"), str) and (m := _HINT.match(out["hint"])):
        out["hint"] = f"还有{m[1]}条结果：翻到下一页请用page={m[2]}再次调用"
    out["results"] = [record_zh(r) if isinstance(r, dict) else r for r in out["results"]]
    return out


def record_zh(record: dict[str, Any], written: bool = False) -> dict[str, Any]:
    """One record under its app's Chinese field labels (its ``id`` and search ``app`` tag kept
    as keys); ``written``: a record a tool just created, whose words are the tool's own."""
    table = str(record.get("id", "")).rsplit("-", 1)[0]
    labels = _LABELS_ZH.get(table, {})
    out: dict[str, Any] = {}
    for key, value in record.items():
        if key == "app":
            value = _APP_NAMES_ZH.get(value, value)
        elif written:
            value = _word_zh(table, key, value)
        out[labels.get(key, key)] = value
    return out


def _word_zh(table: str, key: str, value: Any) -> Any:
    if isinstance(value, list):
        return [_word_zh(table, key, v) for v in value]
    if not isinstance(value, str):
        return value
    if table == "alarm" and key == "repeat" and value != "never":
        return "、".join(_DAYS.get(day, day) for day in value.split(", "))
    return ZH_WORDS.get(value, value)


def profile_block(task: Task, lang: Lang = "en") -> str:
    """The user profile as the system prompt shows it (Table 3's attributes)."""
    _check(lang)
    if lang == "en":
        return prompts.profile_block(task)
    p = task.profile
    return _PROFILE_ZH.format(name=p.name, occupation=p.occupation, family=p.family, phone=p.phone,
                              account=p.payment_account, now=task.now,
                              weekday=_WEEKDAYS_ZH.get(task.weekday.lower(), task.weekday))


def system_prompt(task: Task, tools: Sequence[str], relevant: Sequence[dict[str, Any]] = (),
                  lang: Lang = "en") -> str:
    """Figure 9 in ``lang`` for ``task`` and its active ``tools``; ``relevant`` for no-search."""
    _check(lang)
    if lang == "en":
        return prompts.system_prompt(task, tools, relevant)
    return prompts.fill(SYSTEM_TEMPLATE_ZH, _NO_SEARCH_ZH, "无", profile_block(task, "zh"), tools,
                        [record_zh(r) for r in relevant])


def _check(lang: str) -> None:
    if lang not in LANGS:
        raise ValueError(f"lang must be one of {', '.join(LANGS)} (got {lang!r})")
