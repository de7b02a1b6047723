"""SPIEval's Chinese interface: the paper's prompt and tool texts, on the registry's own tools."""

from __future__ import annotations

import json

import pytest

from mobile_env import i18n, papers, prompts
from mobile_env.env import MobilePlannerEnv
from mobile_env.task_format import load_suite
from mobile_env.tools import REGISTRY

SPIEVAL = REGISTRY.names(domain="spieval")


@pytest.fixture
def task():
    return load_suite("demo")[0]


def test_english_is_the_registry_and_prompt_unchanged(task) -> None:
    assert i18n.tool_schemas(SPIEVAL) == REGISTRY.schemas(SPIEVAL)
    assert (i18n.system_prompt(task, task.candidate_tools)
            == prompts.system_prompt(task, task.candidate_tools))


def test_chinese_prompt_is_figure_9(task) -> None:
    text = i18n.system_prompt(task, task.candidate_tools, lang="zh")
    assert text.startswith("你是一个智能手机助手。用户会给你一些指令，"
                           "你需要通过查询手机中各个应用的记录来收集必要信息，"
                           "然后调用相应的工具完成用户的请求。")
    assert "包括10个应用内搜索工具（search_accommodation, " in text
    assert "和1个全局搜索工具（search_phone）" in text
    assert "2. **执行工具**：用于执行具体操作，包括Accommodation_Create, " in text
    assert "- 搜索结果会按页返回，如果提示还有更多结果，可通过page参数翻页查看" in text
    assert text.endswith('请回复"[DONE]需求已完成，还有什么可以帮您？"')
    assert "- 当前时间：2025-11-01 12:00:00 周六" in text and "- 电话号码：15711227837" in text
    assert "Yixuan Xu" in text  # the data stays the task's


def test_chinese_no_search_lists_the_records(task) -> None:
    relevant = [{"app": "contacts", "id": "contacts-1", "name": "Daniel Reed"}]
    text = i18n.system_prompt(task, ["Phone_Call"], relevant, lang="zh")
    assert text.endswith('与本次请求相关的记录（无需检索）：\n{"app":"通讯录","id":"contacts-1",'
                         '"姓名":"Daniel Reed"}')  # Table 4's labels; the data stays as written
    assert "包括0个应用内搜索工具（无）" in text


def test_chinese_tool_descriptions_are_figures_10_and_11() -> None:
    schemas = {s["function"]["name"]: s["function"] for s in i18n.tool_schemas(SPIEVAL, "zh")}
    translated = {n for n in REGISTRY.names() if REGISTRY[n].zh is not None}
    assert set(papers.SPIEVAL.tools) <= translated <= set(SPIEVAL) == set(schemas)
    contacts = schemas["search_contacts"]
    assert contacts["description"] == "在通讯录中搜索联系人记录。"
    assert contacts["parameters"]["properties"]["field"]["description"] == (
        "指定搜索的字段名。可选字段：'姓名'、'电话号码'、'公司'、'电子邮件'、'住址'、'生日'、'身份证号'、"
        "'与本人关系'、'备注'。不指定则搜索所有字段。")
    assert contacts["parameters"]["properties"]["mode"]["description"] == (
        "匹配模式。fixed：子串包含匹配（默认）；regex：正则表达式匹配；fuzzy：模糊相似度匹配。")
    alarm = schemas["Clock_CreateAlarm"]["parameters"]["properties"]
    assert (alarm["repeatDayOfWeek"]["items"]["description"]
            == "重复规则。数字1到7分别表示星期一到星期日，数字0表示不重复。")
    meeting = schemas["Meeting_Create"]["parameters"]["properties"]
    assert meeting["timeRemind"]["enum"] == ["准时", "10分钟前", "30分钟前", "1小时前", "1天前",
                                             "1周前"]
    assert meeting["timeRemind"]["default"] == "10分钟前"
    assert meeting["repeat"]["default"] == "不重复"
    transport = schemas["Transport_Create"]["parameters"]["properties"]
    assert transport["transportType"]["enum"] == ["汽车", "火车", "飞机"]
    assert schemas["Phone_Call"]["parameters"]["properties"]["type"]["enum"] == ["VOICE", "VIDEO"]
    for name, function in schemas.items():  # only words change: names, types, required stay
        english = REGISTRY[name].schema["function"]["parameters"]
        assert function["parameters"]["required"] == english["required"]
        assert {k: v["type"] for k, v in function["parameters"]["properties"].items()} == {
            k: v["type"] for k, v in english["properties"].items()}
        assert all(v["description"] for v in function["parameters"]["properties"].values()), name
    english = REGISTRY["Meeting_Create"].schema["function"]["parameters"]["properties"]
    assert english["repeat"]["enum"][0] == "never"


def test_other_tools_keep_english_and_lang_is_checked() -> None:
    [finish] = i18n.tool_schemas(["finish"], "zh")
    assert finish == REGISTRY["finish"].schema
    with pytest.raises(ValueError, match="lang"):
        i18n.tool_schemas(["finish"], "fr")  # type: ignore[arg-type]


def test_the_chinese_enum_values_are_accepted_by_the_tools(task) -> None:
    env = MobilePlannerEnv(task=task)
    env.reset(seed=0)
    enums = {s["function"]["name"]: s["function"]["parameters"]["properties"]
             for s in i18n.tool_schemas(["Schedule_Create", "Transport_Create"], "zh")}
    calls = [{"name": "Schedule_Create", "arguments": {
                 "date": "2025-11-02", "timeStart": "09:00:00", "timeEnd": "10:00:00",
                 "timeRemind": enums["Schedule_Create"]["timeRemind"]["enum"][3],
                 "repeat": enums["Schedule_Create"]["repeat"]["enum"][2]}},
             {"name": "Transport_Create", "arguments": {
                 "date": "2025-11-02", "time": "now", "start": "current", "end": "Hongqiao",
                 "passenger": ["Yixuan Xu"], "telephone": "15711227837",
                 "transportType": enums["Transport_Create"]["transportType"]["enum"][1]}}]
    observation, *_ = env.step(json.dumps(calls, ensure_ascii=False))
    assert [r["status"] for r in json.loads(observation)] == ["ok", "ok"], observation
