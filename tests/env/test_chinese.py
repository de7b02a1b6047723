"""SPIEval in its original language, from task to score: Chinese worlds (Table 3's profile, names,
places, notes, messages, statuses), a Chinese episode (prompt, tools, observations, answer), tools
that take the paper's Chinese values and a grader that scores them."""

from __future__ import annotations

import json
import re
from typing import Any

import pytest

from mobile_env import i18n
from mobile_env.env import MobilePlannerEnv
from mobile_env.feedback import ok
from mobile_env.task_format import load_suite, spieval_world
from mobile_env.generation.generator import generate
from mobile_env.task_format.loading import to_jsonl

ZH_TEST = load_suite("spieval-zh-test")
CJK = re.compile(r"[\u4e00-\u9fff]")
#: English words a Chinese world must not show (statuses, enum values, the English profile).
ENGLISH = re.compile(r"\b(read|sent|booked|cancelled|completed|finished|scheduled|never|before|"
                     r"Yixuan|Shanghai|Saturday|train|plane|car|colleague|supplier|friend)\b")


def _play(env: MobilePlannerEnv, task: Any, steps: list[list[dict[str, Any]]]
          ) -> tuple[float, list[str], dict[str, Any]]:
    _, info = env.reset(options={"task_id": task.id})
    seen, reward = [], 0.0
    for step in steps:
        observation, reward, terminated, truncated, _ = env.step(
            json.dumps(step, ensure_ascii=False))
        seen.append(observation)
        if terminated or truncated:
            break
    return reward, seen, info


def test_chinese_worlds_carry_table_3_and_chinese_records() -> None:
    assert {t.profile.model_dump()["name"] for t in ZH_TEST} == {"徐艺轩"}
    assert ZH_TEST[0].profile.model_dump() == spieval_world.PROFILE_ZH
    assert ZH_TEST[0].weekday == "周六" and ZH_TEST[0].id.startswith("gen-zh-")
    for task in ZH_TEST:
        assert CJK.search(task.instruction), task.instruction
        text = json.dumps(task.records, ensure_ascii=False)
        assert not ENGLISH.search(text), (task.id, ENGLISH.search(text))
        answer = task.reference_solution[-1][0].arguments["answer"]
        assert answer == "[DONE]需求已完成，还有什么可以帮您？"


def test_generation_in_chinese_is_deterministic() -> None:
    first = to_jsonl(generate(8, seed=21, lang="zh", verify=False))
    assert first == to_jsonl(generate(8, seed=21, lang="zh", verify=False))
    assert first != to_jsonl(generate(8, seed=21, verify=False))


@pytest.fixture(scope="module")
def zh_env() -> MobilePlannerEnv:
    return MobilePlannerEnv(tasks=list(ZH_TEST), lang="zh")


def test_reference_solutions_of_the_chinese_split_score_one_in_chinese(
        zh_env: MobilePlannerEnv) -> None:
    """Every reference of spieval-zh-test, in a Chinese episode: 1.0; finishing at once: 0."""
    for task in ZH_TEST:
        steps = [[c.model_dump() for c in step] for step in task.reference_solution]
        reward, _, _ = _play(zh_env, task, steps)
        assert reward == 1.0, task.id
        assert _play(zh_env, task, [[{"name": "finish", "arguments": {}}]])[0] == 0.0, task.id


def _strings(value: Any) -> list[str]:
    if isinstance(value, dict):
        return [s for v in value.values() for s in _strings(v)]
    if isinstance(value, list):
        return [s for v in value for s in _strings(v)]
    return [value] if isinstance(value, str) else []


def _keys(value: Any) -> set[str]:
    if isinstance(value, dict):
        return set(value) | {k for v in value.values() for k in _keys(v)}
    if isinstance(value, list):
        return {k for v in value for k in _keys(v)}
    return set()


def test_a_chinese_task_in_a_chinese_env_is_a_chinese_episode(zh_env: MobilePlannerEnv) -> None:
    protocol = {"status", "error_type", "payload", "results", "page", "pages", "total", "hint",
                "app", "id", "answer", "finished", "tool"}
    for task in ZH_TEST[:60]:
        steps = [[c.model_dump() for c in step] for step in task.reference_solution]
        _, observations, info = _play(zh_env, task, steps)
        system = info["messages"][0]["content"]
        assert system.startswith("你是一个智能手机助手") and "徐艺轩" in system and "周六" in system
        assert all(CJK.search(s["function"]["description"]) for s in info["tools"]
                   if s["function"]["name"] != "finish")
        for observation in observations:
            payload = json.loads(observation)
            assert payload["status"] == "ok", observation
            fields = _keys(payload) - protocol
            assert all(CJK.search(k) for k in fields), (task.id, fields)
            english = [v for v in _strings(payload) if ENGLISH.search(v)]
            assert not english, (task.id, english)
            if "hint" in payload["payload"]:
                assert payload["payload"]["hint"].startswith("还有")


def test_localise_relabels_records_and_translates_what_a_tool_wrote() -> None:
    meeting = {"id": "meeting-1", "title": "No subject", "reminder": "1 hour before",
               "repeat": "never", "status": "scheduled", "participants": ["王建国"]}
    shown = i18n.localise("Meeting_Create", ok(meeting), "zh").payload
    assert shown == {"id": "meeting-1", "标题": "无主题", "提醒时间": "1小时前", "重复": "不重复",
                     "状态": "已安排", "参会人": ["王建国"]}
    alarm = {"id": "alarm-3", "repeat": "Mon, Wed", "alarm_name": "Alarm", "status": "on"}
    assert i18n.localise("Clock_CreateAlarm", ok(alarm), "zh").payload == {
        "id": "alarm-3", "重复": "周一、周三", "闹钟名": "闹钟", "状态": "开启"}
    found = ok({"app": "contacts", "hint": "4 more results: call again with page=2", "page": 1,
                "pages": 2, "total": 9, "results": [{"id": "contacts-1", "name": "booked"}]})
    shown = i18n.localise("search_contacts", found, "zh").payload
    assert shown["app"] == "通讯录" and shown["hint"].startswith("还有4条结果")
    assert shown["results"] == [{"id": "contacts-1", "姓名": "booked"}]  # data stays as written
    assert i18n.localise("search_contacts", found, "en") is found
    assert i18n.localise("set_wifi", ok({"status": "on"}), "zh").payload == {"status": "on"}


def test_tools_take_the_papers_chinese_values_and_the_grader_scores_them() -> None:
    task = next(t for t in ZH_TEST if t.gold.answers[0].calls[0].name == "Transport_Create")
    gold = task.gold.answers[0].calls[0].arguments
    arguments = {p: rule.values[0] for p, rule in gold.items() if rule.values}
    chinese = {"car": "汽车", "train": "火车", "plane": "飞机"}[arguments["transportType"]]
    env = MobilePlannerEnv(tasks=[task], lang="zh")
    reward, observations, _ = _play(env, task, [
        [{"name": "Transport_Create", "arguments": {**arguments, "transportType": chinese}}],
        [{"name": "finish", "arguments": {}}]])
    assert reward == 1.0 and chinese in observations[0]
    meeting = next(t for t in ZH_TEST if t.gold.answers[0].calls[0].name == "Meeting_Create")
    args = {p: rule.values[0] for p, rule in meeting.gold.answers[0].calls[0].arguments.items()
            if rule.values}
    remind = {"10 minutes before": "10分钟前", "30 minutes before": "30分钟前",
              "1 hour before": "1小时前", "1 day before": "1天前"}
    if "timeRemind" in args:
        args["timeRemind"] = remind[args["timeRemind"]]
    env = MobilePlannerEnv(tasks=[meeting], lang="zh")
    reward, _, _ = _play(env, meeting, [
        [{"name": "Meeting_Create", "arguments": {**args, "title": "无主题", "repeat": "不重复"}}],
        [{"name": "finish", "arguments": {}}]])
    assert reward == 1.0, meeting.id
