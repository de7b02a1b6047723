"""MobilePA's two LLM judges for the behaviour bucket (mobile_env/evaluation/judges.py): the
verdicts, the unanimous AND, the requests, off by default, against OpenAI-compatible servers on
127.0.0.1 (scripted ones for each kind of verdict; ``transformers serve`` in the slow test)."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

pytest.importorskip("openai", reason="needs the openai extra (pip install -e '.[openai]')")

from mobile_env.env import MobilePlannerEnv  # noqa: E402
from mobile_env.evaluation import eval_cli  # noqa: E402
from mobile_env.evaluation.judges import (INSTRUCTIONS, JudgeSpec, Panel, judging,  # noqa: E402
                                          parse_verdict)
from mobile_env.task_format import Task, load_suite  # noqa: E402
from mobile_env.rewards import get  # noqa: E402
from openai_server import completion, serve, serve_model  # noqa: E402

TASK = next(t for t in load_suite("mobilepa-subagents")
            if t.behaviour and t.behaviour.route == "gui")


def play(task: Task, steps: list[list[dict[str, Any]]]) -> Any:
    env = MobilePlannerEnv(tasks=[task])
    env.reset(options={"task_id": task.id})
    for step in steps:
        *_, terminated, truncated, _ = env.step(json.dumps(step))
        if terminated or truncated:
            break
    return env.episode


def reference(task: Task = TASK) -> Any:
    return play(task, [[c.model_dump() for c in step] for step in task.reference_solution])


class Verdicts:
    """A scripted judge server: each request is answered with the next reply text."""

    def __init__(self, *replies: str) -> None:
        self.replies = list(replies)
        self.requests: list[dict[str, Any]] = []

    def __call__(self, body: dict[str, Any]) -> tuple[int, dict[str, Any]]:
        self.requests.append(body)
        return 200, completion({"content": self.replies.pop(0)})


PASS = '{"verdict": "pass", "reason": "clear handoff and a fitting follow-up"}'
FAIL = '{"verdict": "fail", "reason": "the follow-up claims the booking is done"}'


@pytest.mark.parametrize("reply,verdict", [
    (PASS, True), (FAIL, False), ('Sure. {"verdict": "PASS"} done', True),
    ('{"pass": false, "reason": "x"}', False), ("Verdict: pass.", True), ("FAIL", False),
    ("It could pass or fail.", None), ("I am not sure.", None), ('{"verdict": "maybe"}', None),
    ('{"verdict": "pass"', True), ('{"a": ' * 5000 + '1', None),
    ('{"a": ' * 5000 + ' {"verdict": "fail"}', False)])
def test_parse_verdict(reply: str, verdict: bool | None) -> None:
    assert parse_verdict(reply)[0] is verdict


def test_judge_specs() -> None:
    assert JudgeSpec.parse("qwen@http://h:1/v1", "http://d/v1") == JudgeSpec("qwen",
                                                                              "http://h:1/v1")
    assert JudgeSpec.parse("gpt-4.1", "http://d/v1") == JudgeSpec("gpt-4.1", "http://d/v1")
    with pytest.raises(ValueError):
        JudgeSpec.parse("@http://h/v1", "http://d/v1")


@pytest.mark.parametrize("first,second,value", [
    (PASS, PASS, 1.0), (PASS, FAIL, 0.0), (FAIL, PASS, 0.0), (PASS, "no idea", 0.0)])
def test_two_judges_must_both_pass(first: str, second: str, value: float) -> None:
    one, two = Verdicts(first), Verdicts(second)
    episode = reference()
    for url_one in serve(one):
        for url_two in serve(two):
            specs = [JudgeSpec("judge-a", url_one), JudgeSpec("judge-b", url_two)]
            with judging(specs, retries=0, timeout=30):
                result = get("task_checker")(episode)
    assert result.value == value and result.breakdown["judge"] == value
    verdicts = result.breakdown["judges"]["verdicts"]
    assert [v["model"] for v in verdicts] == ["judge-a", "judge-b"]
    assert [v["pass"] for v in verdicts] == [first == PASS, second == PASS]
    assert result.breakdown["judges"]["unanimous"] is (value == 1.0)
    for server in (one, two):
        [body] = server.requests
        assert body["temperature"] == 0.0 and body["seed"] == 0 and "tools" not in body
        system, user = body["messages"]
        assert system == {"role": "system", "content": INSTRUCTIONS}
        assert TASK.instruction in user["content"] and "route_to_gui_agent" in user["content"]
        assert TASK.reference_solution[-1][0].arguments["answer"] in user["content"]


def test_judges_refine_never_rescue_and_are_off_by_default() -> None:
    wrong = play(TASK, [[{"name": "route_to_search_agent", "arguments": {"instruction": "x"}}],
                        [{"name": "finish", "arguments": {}}]])
    server = Verdicts(PASS, PASS)
    for url in serve(server):
        with judging([JudgeSpec("a", url), JudgeSpec("b", url)], retries=0, timeout=30):
            assert get("behaviour")(wrong).value == 0.0
    assert server.requests == []  # a failed rubric is never sent to the judges
    result = get("behaviour")(reference())
    assert result.value == 1.0
    assert "judges" not in result.breakdown and "judge" not in result.breakdown


def test_a_panel_calls_its_judges_in_turn() -> None:
    calls: list[str] = []

    def judge(name: str, passed: bool) -> Any:
        def verdict(episode: Any, rubric: Any) -> dict[str, Any]:
            calls.append(name)
            return {"model": name, "pass": passed}
        return verdict

    panel = Panel([judge("a", True), judge("b", False)])
    assert panel(reference(), TASK.behaviour, {}).value == 0.0 and calls == ["a", "b"]
    assert Panel([judge("a", True), judge("b", True)])(reference(), TASK.behaviour, {}).value == 1.0
    with pytest.raises(ValueError):
        Panel([])


def test_eval_with_two_judges(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    server = Verdicts(*[PASS] * 4)
    out = tmp_path / "judged.json"
    for url in serve(server):
        assert eval_cli.main(["--suite", "mobilepa-subagents", "--agent", "oracle", "--limit", "2",
                              "--runs", "1", "--quiet", "--out", str(out), "--base-url", url,
                              "--judge", "judge-a", "--judge", f"judge-b@{url}",
                              "--retries", "0"]) == 0
    doc = json.loads(out.read_text(encoding="utf-8"))
    assert doc["config"]["judges"] == [{"model": "judge-a", "base_url": url},
                                       {"model": "judge-b", "base_url": url}]
    episodes = doc["runs"][0]["episodes"]
    assert [e["reward"] for e in episodes] == [1.0, 1.0]
    assert all(len(e["breakdown"]["judges"]["verdicts"]) == 2 for e in episodes)
    assert len(server.requests) == 4
    with pytest.raises(SystemExit):
        eval_cli.main(["--suite", "demo", "--judge", "only-one"])
    assert "give --judge 2 times" in capsys.readouterr().err


@pytest.mark.slow
def test_judges_served_by_transformers(tmp_path: Path) -> None:
    """The same panel against a real server: the tiny random model writes no verdict, so the
    episode fails, with both replies kept in the breakdown."""
    pytest.importorskip("torch")
    pytest.importorskip("transformers")
    from mobile_env.training.models import tiny_model

    model_dir = str(tiny_model(tmp_path / "tiny"))
    episode = reference()
    for url in serve_model(Path(model_dir), startup_s=300):
        specs = [JudgeSpec(model_dir, url), JudgeSpec(model_dir, url)]
        with judging(specs, max_new_tokens=16, timeout=600, retries=0):
            result = get("behaviour")(episode)
    verdicts = result.breakdown["judges"]["verdicts"]
    assert len(verdicts) == 2 and all(isinstance(v["reply"], str) for v in verdicts)
    assert result.value == float(all(v["pass"] for v in verdicts))
    assert verdicts[0]["reply"] == verdicts[1]["reply"]  # greedy and seeded: the same answer
