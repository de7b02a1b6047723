"""SPIEval in its original language: the Chinese system prompt and tool descriptions.

SPIEval was written and run in Chinese; its appendix prints the system prompt (Figure 9) and the
specification documents of all 21 tools (Figures 10-11) in Chinese. To compare with the paper's
numbers, or to study how the language of the interface changes a planner, the env can speak that
version: the texts below are the paper's, transcribed verbatim (line-wrap artefacts of the PDF
removed: the spaces a line break left inside Chinese text, ``,→`` markers, mangled quotes).

Only the *words* change. Tool names, parameter names, types and required lists stay the
registry's, so a call is the same call in either language; enum values become the paper's Chinese
ones, which the tools accept as aliases of the English values. Tools the paper does not describe
(``finish``, the MobilePA catalog) keep their English descriptions.

    system_prompt(task, tools, relevant=(), lang="zh")
    tool_schemas(["search_contacts", "Phone_Call"], lang="zh")
"""

from __future__ import annotations

import copy
from typing import Any, Literal, Sequence

from mobile_env import prompts
from mobile_env.tasks.schema import Task
from mobile_env.tools.registry import REGISTRY

Lang = Literal["en", "zh"]
LANGS: tuple[str, ...] = ("en", "zh")

# ------------------------------------------------------------------------ Figure 9 (Chinese)

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
- 当所有操作完成后，请回复"[DONE]需求已完成，还有什么可以帮您？\""""

#: Not in the paper (it shows the profile only as Table 3): the profile block and the no-search
#: records in Chinese, labelled with Table 3's attributes.
_PROFILE_ZH = ("用户信息：\n- 姓名：{name}\n- 职业：{occupation}\n- 家庭成员：{family}\n"
               "- 电话号码：{phone}\n- 支付账号：{account}\n- 当前时间：{now} {weekday}")
_NO_SEARCH_ZH = "\n\n与本次请求相关的记录（无需检索）：\n{records}"
_WEEKDAYS_ZH = {"monday": "周一", "tuesday": "周二", "wednesday": "周三", "thursday": "周四",
                "friday": "周五", "saturday": "周六", "sunday": "周日"}

# ------------------------------------------------------------------ Figures 10-11 (Chinese)

_MODE = "匹配模式。fixed：子串包含匹配（默认）；regex：正则表达式匹配；fuzzy：模糊相似度匹配。"
_IGNORE_CASE = "是否忽略大小写，默认为true。"
_PAGE = "返回第几页结果，每页最多5条。默认为1。"
_PATTERN = "搜索内容。"
_DATE = "日期格式为Y-M-D（例如：'2025-05-20'表示2025年5月20日）"
_TIME = "时间格式为H:M:S（例如：'14:30:00'表示下午2点30分）"
_REMIND = ["准时", "10分钟前", "30分钟前", "1小时前", "1天前", "1周前"]


def _fields(names: str) -> str:
    quoted = "、".join(f"'{n}'" for n in names.split())
    return f"指定搜索的字段名。可选字段：{quoted}。不指定则搜索所有字段。"


def _search(description: str, fields: str) -> dict[str, Any]:
    return {"description": description,
            "parameters": {"pattern": _PATTERN, "field": _fields(fields), "mode": _MODE,
                           "ignore_case": _IGNORE_CASE, "page": _PAGE}}


#: Per tool: its description, each parameter's description (``items``: the array items'
#: description) and the paper's Chinese enum values, in the order of the English ones. Free-text
#: defaults ("No subject") stay the tools' own: the paper names them only in the descriptions.
TOOLS_ZH: dict[str, dict[str, Any]] = {
    "search_accommodation": _search("在住宿记录中搜索。", "住宿地点 入住日期 退宿日期 房型 数量 联系人 联系方式 费用 状态"),
    "search_alarm": _search("在闹钟中搜索记录。",
                            "时间 重复 闹钟名 响铃时长（分钟） 重复响铃次数 响铃间隔时间（分钟） 状态"),
    "search_contacts": _search("在通讯录中搜索联系人记录。",
                               "姓名 电话号码 公司 电子邮件 住址 生日 身份证号 与本人关系 备注"),
    "search_meeting": _search("在会议中搜索记录。", "标题 开始日期 结束日期 开始时间 结束时间 提醒时间 "
                                                "重复 参会人 会议号 地点 会议纪要 状态"),
    "search_notes": _search("在便签中搜索记录。", "标题 内容 创建日期 创建时间"),
    "search_schedule": _search("在日程中搜索记录。", "标题 日期 开始时间 结束时间 提醒时间 重复 地点"),
    "search_sms": _search("在短信中搜索记录。", "发件人姓名 发件人电话号码 收件人姓名 收件人电话号码 "
                                            "日期 时间 正文 附件 状态"),
    "search_transaction": _search("在交易记录中搜索。", "项目 金额 日期 时间 付款人 付款账号 收款人 收款账号 备注"),
    "search_transport": _search("在交通记录中搜索。", "日期 出发时间 （预计）到达时间 出发地 目的地 交通方式 "
                                                  "联系人 联系方式 （预计）费用 状态"),
    "search_voicemail": _search("在语音留言中搜索记录。", "来电姓名 来电号码 日期 时间 留言内容"),
    "search_phone": {
        "description": "全局搜索手机中所有应用的记录。使用子串包含匹配，搜索所有字段。可指定field缩小搜索范围。"
                       "每页返回5条结果，可通过page参数翻页。",
        "parameters": {"pattern": _PATTERN,
                       "field": "指定搜索的字段名（可选）。不指定则搜索所有字段。不同应用的可用字段不同，常见字段"
                                "包括：'姓名'、'电话号码'、'与本人关系'、'备注'、'正文'、'留言内容'、'标题'、'内容'等。",
                       "ignore_case": _IGNORE_CASE, "page": _PAGE}},
    "Accommodation_Create": {
        "description": "创建一个住宿信息。",
        "parameters": {"dateCheckIn": f"入住日期，{_DATE}。", "dateCheckOut": f"退宿日期，{_DATE}。",
                       "location": "住宿地点。", "roomType": "房间类型。", "num": "房间数量，默认为1。",
                       "people": "入住人。", "telephone": "联系电话。"},
        "items": {"people": "入住人姓名。"}},
    "Clock_CreateAlarm": {
        "description": "创建闹钟，支持设置闹钟的触发时间、重复规则等属性",
        "parameters": {
            "time": "闹钟触发的具体时间（24小时内的时间，不包含日期），格式为H:M:S（例如：'14:30:00'表示下午2点30分）。",
            "repeatDayOfWeek": "重复规则，类型为数组，用于指定闹钟在哪天重复触发。数字1到7分别表示每个星期一到星期日"
                               "重复，数字0表示不重复。默认不重复。",
            "name": "闹钟名称，默认为\"闹钟\"。",
            "alarmDuration": "响铃时长（分钟），可以是1分钟，3分钟，5分钟，10分钟。默认为3分钟。",
            "alarmCount": "重复响铃次数，可以是1次，3次，5次，10次。默认为1次。",
            "alarmInterval": "响铃间隔（分钟），可以是5-30分钟。默认为5分钟。"},
        "items": {"repeatDayOfWeek": "重复规则。数字1到7分别表示星期一到星期日，数字0表示不重复。"}},
    "Contacts_Create": {
        "description": "新建一个联系人，并保存到手机通讯录中。",
        "parameters": {"name": "联系人的姓名。", "telephone": "联系人的电话号码。", "company": "联系人的公司名称。",
                       "email": "联系人的电子邮件地址。", "address": "联系人的地址。", "birthday": "联系人的生日。",
                       "identifyCard": "联系人的身份证号码。", "relationship": "联系人与本人的关系。",
                       "note": "为联系人添加的备注信息。"}},
    "Meeting_Create": {
        "description": "预订会议，支持设置时间、地点、参与人、会议主题等信息",
        "parameters": {"dateStart": f"会议的开始日期，{_DATE}", "dateEnd": f"会议的结束日期，{_DATE}",
                       "timeStart": f"会议的开始时间，{_TIME}", "timeEnd": f"会议的结束时间，{_TIME}",
                       "timeRemind": "会议提醒的时间。默认为10分钟前。", "title": "会议的主题。默认为\"无主题\"。",
                       "repeat": "会议重复规则。默认为不重复。", "location": "会议的地点。",
                       "participants": "会议的参与者，默认已包含自己，只需要填写其他仍需加入的用户即可。"},
        "items": {"location": "地点名称。默认为\"无\"。", "participants": "会议除自己外的参与者姓名，可以是昵称。"},
        "enums": {"timeRemind": _REMIND, "repeat": ["不重复", "每天", "每周", "每两周"]}},
    "TodoList_Create": {
        "description": "新建一个待办事项。",
        "parameters": {"content": "待办事项的内容。", "date": f"待办事项的具体日期，{_DATE}",
                       "time": "待办事项的开始时间，时间格式为H:M（例如：'14:30'表示下午2点30分）"}},
    "Schedule_Create": {
        "description": "新建一个日程。",
        "parameters": {"date": f"日程触发的具体日期，{_DATE}", "title": "日程的标题，用于标识日程的主题。默认为\"无主题\"。",
                       "timeStart": f"日程开始的具体时间，{_TIME}", "timeEnd": f"日程结束的具体时间，{_TIME}",
                       "timeRemind": "日程提醒的时间。默认为10分钟前。", "repeat": "日程重复规则。默认为不重复。",
                       "location": "日程的地点。默认为\"无\"。"},
        "enums": {"timeRemind": _REMIND, "repeat": ["不重复", "每天", "每周", "每月", "每年"]}},
    "Messages_Send": {
        "description": "向某个电话号码发送短信，包括正文和附件。",
        "parameters": {"telephone": "需要接受短信的电话号码。", "text": "需要发送的短信正文，仅支持文本信息。",
                       "attach": "需要发送的短信附件，通过指定文件路径发送，最多支持同时发送10个附件。"},
        "items": {"attach": "文件路径。"}},
    "Consumption_Create": {
        "description": "向他人付款。",
        "parameters": {"item": "付款条目，如转账、购物等。", "amount": "交易金额，精确到小数点后两位。",
                       "receivingName": "收款人。", "receivingAccount": "收款账户。", "note": "备注。"}},
    "Transport_Create": {
        "description": "创建一个交通信息。",
        "parameters": {"date": f"出发日期，{_DATE}。",
                       "time": f"出发时间，{_TIME}。如果是现在出发，可以输入'now'。",
                       "start": "出发地。打车时如果是当前位置，可以输入'current'。", "end": "目的地。",
                       "passenger": "乘车人。", "telephone": "乘车人联系电话。", "transportType": "交通方式。"},
        "items": {"passenger": "乘车人姓名。"},
        "enums": {"transportType": ["汽车", "火车", "飞机"]}},
    "Phone_Call": {
        "description": "给某个电话号码打电话，支持语音电话和视频电话两种类型。",
        "parameters": {"telephone": "需要拨打的电话号码。",
                       "type": "电话类型，枚举值：- VOICE 语音电话 - VIDEO视频电话，默认为VOICE"}},
}


def tool_schemas(names: Sequence[str], lang: Lang = "en") -> list[dict[str, Any]]:
    """OpenAI schemas of ``names`` in ``lang``: the registry's shared schemas for English, fresh
    Chinese copies (Figures 10-11) for ``zh``."""
    _check(lang)
    schemas = REGISTRY.schemas(names)
    return schemas if lang == "en" else [_to_zh(s) for s in schemas]


def _to_zh(schema: dict[str, Any]) -> dict[str, Any]:
    """One English schema with the paper's Chinese words put in (names and types untouched)."""
    out = copy.deepcopy(schema)
    function = out["function"]
    zh = TOOLS_ZH.get(function["name"])
    if zh is None:
        return out
    function["description"] = zh["description"]
    for name, spec in function["parameters"]["properties"].items():
        spec["description"] = zh["parameters"].get(name, spec.get("description", ""))
        if name in zh.get("items", {}):
            spec["items"]["description"] = zh["items"][name]
        if name in zh.get("enums", {}):
            _translate_enum(spec, zh["enums"][name])
    return out


def _translate_enum(spec: dict[str, Any], values: list[str]) -> None:
    """Swap English enum values (and a default among them) for Chinese ones, position by position."""
    english = spec["enum"]
    if len(english) != len(values):
        raise ValueError(f"enum {english} and {values} differ in length")
    mapping = dict(zip(english, values))
    spec["enum"] = list(values)
    if "default" in spec:
        spec["default"] = mapping.get(spec["default"], spec["default"])


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
                        relevant)


def _check(lang: str) -> None:
    if lang not in LANGS:
        raise ValueError(f"lang must be one of {', '.join(LANGS)} (got {lang!r})")
