"""The simulated user: ``ask_user``, questions as final text, the missing-parameter friction and
the clarification rule, the user played by a chat model, and the suites that need asking."""

from __future__ import annotations

import json
import sys
from pathlib import Path
from typing import Any

import pytest

from mobile_env.env import MobilePlannerEnv, is_question
from mobile_env.feedback import ToolError
from mobile_env.friction import EpisodeFriction, MissingParameter, uses_value
from mobile_env.task_format import Task, find_task, load_suite
from mobile_env.task_format.schema import SimulatedUser
from mobile_env.tools import REGISTRY, ToolCall, ToolContext, UserProfile, execute
from mobile_env.tools.user import (EndpointUser, ScriptedUser, UserEndpoint, is_http_url,
                                   matching_fact)
from mobile_env.validation import replay
from mobile_env.state import build_state

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
from openai_server import completion, serve  # noqa: E402

ALARM = "pa-ask-pg-01"  # "Set an alarm for my flight check-in tomorrow morning." (05:40)
MEET = "pa-ask-ir-02"  # Mia, meet elsewhere: the place is the user's; Mia's number is shown
USER = SimulatedUser.model_validate({"facts": [
    {"slot": "time", "answer": "At 05:40.", "keywords": ["when", "wake"]},
    {"slot": "meeting_place", "answer": "Fuxing Road.", "keywords": ["where", "venue"]},
    {"slot": "gate_code", "answer": "4821", "keywords": ["code", "pin", "密码"]}]})


def task(task_id: str) -> Task:
    suite = "spieval-ask-user" if task_id.startswith("ask-") else "mobilepa-ask-user"
    return find_task(task_id, suite)


def reference(t: Task) -> list[list[dict[str, Any]]]:
    return [[{"name": c.name, "arguments": c.arguments} for c in step]
            for step in t.reference_solution]


def play(t: Task, actions: list[str], **kwargs: Any) -> tuple[MobilePlannerEnv, list[Any]]:
    env = MobilePlannerEnv(tasks=[t], **kwargs)
    env.reset(options={"task_id": t.id})
    out = []
    for action in actions:
        out.append(env.step(action))
        if out[-1][2] or out[-1][3]:
            break
    return env, out


def call(name: str, **arguments: Any) -> str:
    return json.dumps({"name": name, "arguments": arguments})


# ------------------------------------------------------------------ the deterministic user


def test_a_question_gets_the_fact_it_names_most() -> None:
    assert matching_fact("When should the alarm ring, what time?", USER).slot == "time"
    assert matching_fact("Where is the meeting place?", USER).slot == "meeting_place"
    assert matching_fact("What's the gate code?", USER).slot == "gate_code"
    assert matching_fact("Which PINs do you use?", USER).slot == "gate_code"  # plural s
    assert matching_fact("大门密码是多少？", USER).slot == "gate_code"  # no spaces in Chinese
    assert matching_fact("Shall I go ahead?", USER) is None
    assert matching_fact("Is it somewhere?", USER) is None  # "where" is no word of it


def test_a_tie_goes_to_the_first_fact() -> None:
    assert matching_fact("where and when?", USER).slot == "time"


def test_the_scripted_user_answers_or_does_not_know() -> None:
    user = ScriptedUser(USER)
    assert user.reply("what time?") == ("time", "At 05:40.")
    assert user.reply("how are you?") == (None, USER.unknown)


def test_ask_user_without_a_user_fails_as_a_tool_error() -> None:
    ctx = ToolContext(UserProfile("A", "1", "2"), 5)
    state = build_state("2025-06-02 09:00:00", {}, {})
    _, result = execute(state, ToolCall("ask_user", {"question": "when?"}), {"ask_user"}, ctx)
    assert result.feedback.error_type == "tool_error"
    _, result = execute(state, ToolCall("ask_user", {"question": ""}), {"ask_user"}, ctx)
    assert result.feedback.error_type == "invalid_arguments"
    assert REGISTRY["ask_user"].kind == "user"


# ------------------------------------------------------------------ in an episode


def test_asking_then_acting_scores_one_and_the_episode_goes_on() -> None:
    env, out = play(task(ALARM), [call("ask_user", question="What time should it ring?"),
                                  call("set_alarm", time="05:40", label="Check-in"),
                                  call("finish")])
    observation, reward, terminated, truncated, info = out[0]
    assert not terminated and not truncated
    assert json.loads(observation)["payload"] == {"answer": "Make it 05:40.", "slot": "time"}
    assert out[-1][1] == 1.0 and out[-1][4]["reward_breakdown"]["clarification"] == []


def test_a_plain_question_is_asked_when_the_task_has_a_user() -> None:
    env, out = play(task(ALARM), ["What time should the alarm ring?",
                                  call("set_alarm", time="05:40"), call("finish")])
    observation, _, terminated, _, info = out[0]
    assert not terminated and info["calls"][0]["name"] == "ask_user"
    assert "05:40" in observation
    assert env.episode is not None and env.episode.steps[0].calls[0].arguments == {
        "question": "What time should the alarm ring?"}
    assert out[-1][1] == 1.0


def test_a_statement_still_ends_the_episode() -> None:
    _, out = play(task(ALARM), ["I set nothing."])
    assert out[0][2] and out[0][4]["termination_reason"] == "final_answer"


def test_without_a_user_a_question_is_the_final_answer() -> None:
    demo = load_suite("demo")[0]
    _, out = play(demo, ["Which meeting do you mean?"])
    assert out[0][2] and out[0][4]["termination_reason"] == "final_answer"


def test_question_marks() -> None:
    assert is_question("When? ") and is_question("几点？") and not is_question("Done.")


def test_a_guess_scores_zero_even_if_asked_later() -> None:
    _, out = play(task(ALARM), [call("set_alarm", time="05:40"),
                                call("ask_user", question="What time?"), call("finish")])
    assert out[-1][1] == 0.0
    assert out[-1][4]["reward_breakdown"]["clarification"] == [
        {"problem": "guessed_value", "call": "set_alarm", "slot": "time"}]


def test_asking_for_what_the_records_show_scores_zero() -> None:
    t = task(MEET)
    steps = reference(t)
    asked = [steps[0], [{"name": "ask_user", "arguments": {"question": "What is Mia's number?"}}],
             *steps[1:]]
    assert replay(t, steps)[0] == 1.0
    reward, _, _ = replay(t, asked)
    assert reward == 0.0
    _, out = play(t, [json.dumps(s) for s in asked])
    assert out[-1][4]["reward_breakdown"]["clarification"] == [
        {"problem": "unneeded_question", "slot": "mia_number", "shown_in": ["pa_contacts-2"]}]


def test_a_question_the_user_cannot_answer_costs_nothing() -> None:
    t = task(ALARM)
    steps = [[{"name": "ask_user", "arguments": {"question": "Is it raining?"}}], *reference(t)]
    _, out = play(t, [json.dumps(s) for s in steps])
    assert json.loads(out[0][0])["payload"]["slot"] is None
    assert out[-1][1] == 1.0


def test_an_unanswered_question_does_not_license_the_value() -> None:
    t = task(ALARM)
    _, out = play(t, [call("ask_user", question="Is it raining?"),
                      call("set_alarm", time="05:40"), call("finish")])
    assert out[-1][1] == 0.0


def test_same_actions_same_bytes() -> None:
    actions = ["What time should the alarm ring?", call("set_alarm", time="05:40"),
               call("finish")]
    first = play(task(ALARM), actions)[1]
    second = play(task(ALARM), actions)[1]
    assert json.dumps(first, default=str) == json.dumps(second, default=str)


# ------------------------------------------------------------------ the friction rule


class _Call:
    def __init__(self, name: str, arguments: dict[str, Any], payload: Any = None) -> None:
        self.name, self.arguments = name, arguments
        self.feedback = type("F", (), {"payload": payload})()


def test_uses_value_by_equality_or_containment() -> None:
    assert uses_value({"time": "05:40"}, "05:40")
    assert uses_value({"text": "Meet at FUXING road"}, "Fuxing Road")
    assert uses_value({"to": ["a", {"x": 40}]}, 40)
    assert not uses_value({"on": True}, 1)
    assert not uses_value({"time": "05:45"}, "05:40")
    assert not uses_value("not a dict", "x")


def test_guesses_are_the_uses_before_the_slot_was_answered() -> None:
    friction = EpisodeFriction((MissingParameter(slot="time", value="05:40", tools=["set_alarm"]),))
    guess = _Call("set_alarm", {"time": "05:40"})
    other = _Call("ask_user", {"question": "?"}, {"answer": "?", "slot": "place"})
    asked = _Call("ask_user", {"question": "when"}, {"answer": "05:40", "slot": "time"})
    assert [c for _, c in friction.guesses([guess, asked])] == ["set_alarm"]
    assert [c for _, c in friction.guesses([other, guess])] == ["set_alarm"]
    assert list(friction.guesses([asked, guess])) == []


# ------------------------------------------------------------------ the task format


def _with(t: Task, **changes: Any) -> dict[str, Any]:
    return {**t.model_dump(mode="json"), **changes}


def test_old_tasks_dump_without_a_user() -> None:
    demo = load_suite("demo")[0]
    assert demo.user is None and "user" not in demo.model_dump(mode="json")


@pytest.mark.parametrize("change, message", [
    ({"candidate_tools": ["set_alarm"]}, "needs ask_user"),
    ({"user": None}, "needs a user"),
    ({"friction": [{"kind": "missing_parameter", "slot": "nope", "value": "05:40",
                    "tools": ["set_alarm"]}]}, "no slot"),
    ({"friction": [{"kind": "missing_parameter", "slot": "time", "value": "",
                    "tools": ["set_alarm"]}]}, "needs the value"),
    ({"friction": [{"kind": "missing_parameter", "slot": "time", "value": "05:40",
                    "tools": ["make_call"]}]}, "not candidate_tools"),
    ({"user": {"facts": [{"slot": "time", "answer": "a"}, {"slot": "time", "answer": "b"}]}},
     "more than once"),
    ({"user": {"facts": [{"slot": "time", "answer": "a", "shown_in": ["pa_contacts-99"]}]}},
     "unknown records"),
    ({"user": {"facts": [{"slot": "time", "answer": "a", "shown_in": ["pa_alarms-1"]}]}},
     "not missing"),
    ({"user": {"facts": [{"slot": "9 lives", "answer": "a"}]}}, "slot"),
])
def test_a_user_is_validated(change: dict[str, Any], message: str) -> None:
    with pytest.raises(ValueError, match=message):
        Task.model_validate(_with(task(ALARM), **change))


# ------------------------------------------------------------------ a chat model as the user


def test_a_chat_model_words_the_answer_and_the_slot_stays_scripted(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("USER_MODEL_KEY", "sk-user")
    log = tmp_path / "requests.jsonl"
    answer = completion({"content": " Quarter to six, 05:40. "})
    for url in serve(lambda body: (200, answer), log):
        endpoint = UserEndpoint(url, "user-model", api_key_env="USER_MODEL_KEY")
        _, out = play(task(ALARM), ["What time should the alarm ring?",
                                    call("set_alarm", time="05:40"), call("finish")],
                      user_endpoint=endpoint)
    assert json.loads(out[0][0])["payload"] == {"answer": "Quarter to six, 05:40.", "slot": "time"}
    assert out[-1][1] == 1.0
    logged = json.loads(log.read_text().splitlines()[0])
    request, headers = logged["request"], {k.lower(): v for k, v in logged["headers"].items()}
    assert headers["authorization"] == "Bearer sk-user"
    assert request["model"] == "user-model" and request["temperature"] == 0
    assert "time: Make it 05:40." in request["messages"][0]["content"]
    assert request["messages"][1] == {"role": "user",
                                      "content": "What time should the alarm ring?"}


def test_a_user_endpoint_that_fails_fails_the_call_and_the_episode_goes_on() -> None:
    for url in serve(lambda body: (500, {"error": "down"})):
        _, out = play(task(ALARM), [call("ask_user", question="What time?")],
                      user_endpoint=UserEndpoint(url, "m", timeout=5))
    assert out[0][4]["error_type"] == "tool_error" and not out[0][2]
    for url in serve(lambda body: (200, completion({"content": ""}))):
        reply = EndpointUser(USER, UserEndpoint(url, "m"))
        with pytest.raises(ToolError, match="no answer"):
            reply.reply("when?")


@pytest.mark.parametrize("url", ["ftp://127.0.0.1/v1", "127.0.0.1", "http://[::1", "http:///v1"])
def test_an_endpoint_is_an_http_url(url: str) -> None:
    assert not is_http_url(url)
    with pytest.raises(ValueError, match="must be an http"):
        UserEndpoint(url, "m")


def test_endpoint_addresses() -> None:
    assert all(map(is_http_url, ["http://127.0.0.1:8000/v1", "http://localhost/v1",
                                 "https://[::1]:9/v1", "https://api.example.com/v1"]))
    with pytest.raises(ValueError, match="model"):
        UserEndpoint("http://127.0.0.1/v1", "")
    with pytest.raises(ValueError, match="UserEndpoint"):
        MobilePlannerEnv(tasks=[task(ALARM)], user_endpoint="http://127.0.0.1/v1")  # type: ignore[arg-type]


# ------------------------------------------------------------------ the suites


@pytest.mark.parametrize("suite", ["mobilepa-ask-user", "spieval-ask-user"])
def test_every_reference_asks_and_scores_one_and_guessing_scores_zero(suite: str) -> None:
    for t in load_suite(suite):
        steps = reference(t)
        assert any(c["name"] == "ask_user" for s in steps for c in s), t.id
        assert replay(t, steps)[0] == 1.0, t.id
        guessed = [[c for c in s if c["name"] != "ask_user"] for s in steps]
        assert replay(t, [s for s in guessed if s])[0] == 0.0, t.id
        assert any(f.kind == "missing_parameter" for f in t.friction), t.id


def test_every_tool_use_category_has_a_missing_value() -> None:
    from mobile_env.papers import MOBILEPA

    tasks = load_suite("mobilepa-ask-user")
    assert {t.capability for t in tasks} == set(MOBILEPA.tool_use)
    assert all(len([t for t in tasks if t.capability == c]) >= 2 for c in MOBILEPA.tool_use)


def test_eval_takes_a_user_endpoint(tmp_path: Path,
                                                         capsys: pytest.CaptureFixture[str]
                                                         ) -> None:
    from mobile_env.evaluation import eval_cli

    args = ["--suite", "mobilepa-ask-user", "--agent", "oracle", "--runs", "1", "--quiet",
            "--limit", "2"]
    with pytest.raises(SystemExit):
        eval_cli.main([*args, "--out", str(tmp_path / "r.json"), "--user", "m@example.com/v1"])
    assert "must be an http(s) URL" in capsys.readouterr().err
    with pytest.raises(SystemExit):
        eval_cli.main([*args, "--out", str(tmp_path / "r.json"), "--user", "no-address"])
    for url in serve(lambda body: (200, completion({"content": "The code is 4821."}))):
        assert eval_cli.main([*args, "--out", str(tmp_path / "r.json"),
                              "--user", f"m@{url}"]) == 0
    document = json.loads((tmp_path / "r.json").read_text())
    assert document["config"]["user"].startswith("m@http://127.0.0.1")
    assert [e["reward"] for e in document["runs"][0]["episodes"]] == [1.0, 1.0]


def test_chinese_episodes_offer_ask_user() -> None:
    _, out = play(task("ask-rea-alarm-1"), ["闹钟几点响？"], lang="zh")
    assert not out[0][2]


def test_spieval_asking_for_the_meeting_the_records_show_scores_zero() -> None:
    t = task("ask-mul-msg-alarm-1")
    steps = reference(t)
    extra = [{"name": "ask_user", "arguments": {"question": "What time is the call with Tom?"}}]
    assert replay(t, steps)[0] == 1.0
    assert replay(t, [steps[0], extra, *steps[1:]])[0] == 0.0


def test_diagnostics_label_guesses_and_unneeded_questions() -> None:
    from mobile_env.evaluation.diagnostics import MOBILEPA_FAILURE_TITLES, mobilepa_problems

    _, out = play(task(ALARM), [call("set_alarm", time="05:40"), call("finish")])
    assert mobilepa_problems(out[-1][4]["reward_breakdown"]) == {"guessed_value"}
    t = task(MEET)
    steps = reference(t)
    _, out = play(t, [json.dumps(s) for s in [steps[0], [{"name": "ask_user", "arguments": {
        "question": "What is Mia's phone number?"}}], *steps[1:]]])
    assert mobilepa_problems(out[-1][4]["reward_breakdown"]) == {"unneeded_question"}
    assert MOBILEPA_FAILURE_TITLES["guessed_value"] == "Guessed before asking"
