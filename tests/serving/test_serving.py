"""``mobile-env serve`` over a real uvicorn server on 127.0.0.1: concurrent WebSocket sessions
reproduce the in-process env byte for byte, and bad requests get errors that say what to fix."""

from __future__ import annotations

import asyncio
import json
import os
import socket
import subprocess
import sys
import time
import urllib.error
import urllib.request
from typing import Any

import pytest

pytest.importorskip("openenv", reason="needs the serve extra (pip install -e '.[serve]')")

from websockets.exceptions import ConnectionClosed  # noqa: E402
from websockets.sync.client import connect  # noqa: E402

from mobile_env.agents.base import FINISH_ACTION  # noqa: E402
from mobile_env.env import MobilePlannerEnv  # noqa: E402
from mobile_env.rewards import weighted  # noqa: E402
from mobile_env.rollout import add_turn, opening_chat  # noqa: E402
from mobile_env.serving.client import MobilePlannerClient  # noqa: E402
from mobile_env.serving.frames import frame_problem  # noqa: E402
from mobile_env.serving.protocol import PlannerAction, PlannerObservation  # noqa: E402
from mobile_env.serving.server import MobilePlannerEnvironment, build_app, running  # noqa: E402
from mobile_env.serving.cli import main as serve_main  # noqa: E402
from mobile_env.task_format import load_suite  # noqa: E402

from episode_scripts import Script, play_local, scripts, solution  # noqa: E402

TASKS = (*load_suite("demo"), *load_suite("spieval-core"), *load_suite("mobilepa-skills"))
SEARCH = '{"name": "search_contacts", "arguments": {"pattern": "Xu"}}'
ENV_KWARGS: dict[str, Any] = {"reward": "spieval_shaped", "step_reward": "partial_credit"}


@pytest.fixture(scope="module")
def url() -> str:
    with running(build_app(TASKS, max_sessions=64, **ENV_KWARGS)) as base:
        yield base


def as_calls(action: str) -> Any:
    """A one-call action as the ``{name, arguments}`` form; any other action as its text."""
    try:
        data = json.loads(action)
    except ValueError:
        return action
    if isinstance(data, dict) and set(data) == {"name", "arguments"}:
        return {"name": data["name"], "arguments": data["arguments"]}
    return action


def dump(observation: PlannerObservation) -> dict[str, Any]:
    """An observation's fields but its ``session_id``, which each session draws afresh: the
    rest must match between the server and the in-process env."""
    return observation.model_dump(exclude={"session_id"})


def wire(action: Any) -> dict[str, Any]:
    return {"text": action} if isinstance(action, str) else action


async def play_remote(base: str, script: Script, actions: list[Any]) -> list[Any]:
    """Each step's observation as the server sent it (``"refused: ..."`` for an error frame)."""
    out: list[Any] = []
    async with MobilePlannerClient(base_url=base) as client:
        result = await client.reset(seed=script.seed, task_id=script.task_id)
        out.append(dump(result.observation))
        for action in actions:
            try:
                result = await client.step(wire(action))
            except RuntimeError as exc:
                out.append(f"refused: {exc}")
                continue
            out.append(dump(result.observation))
            if result.done:
                break
    return out


def refused(action: Any) -> bool:
    """Whether the server refuses ``action`` before the env sees it: a frame the guard answers
    (arguments nested past its depth). Anything else reaches the env as it does in process."""
    return frame_problem({"text": json.dumps({"type": "step", "data": wire(action)})}) is not None


def play_in_process(script: Script, actions: list[Any]) -> list[Any]:
    """The same episode on the server's own env class, no network: what the wire must carry."""
    env = MobilePlannerEnvironment(TASKS, **ENV_KWARGS)
    out: list[Any] = [dump(env.reset(seed=script.seed, task_id=script.task_id))]
    for action in actions:
        if refused(action):
            out.append(None)
            continue
        observation = env.step(PlannerAction.model_validate(wire(action)))
        out.append(dump(observation))
        if observation.done:
            break
    return out


def test_concurrent_sessions_match_the_in_process_env(url: str) -> None:
    """16 sessions at once (8 scripts, each as text and as {name, arguments} calls)."""
    episodes = [(s, list(s.actions)) for s in scripts()]
    episodes += [(s, [as_calls(a) for a in s.actions]) for s, _ in episodes]

    async def all_sessions() -> list[list[Any]]:
        return await asyncio.gather(*(play_remote(url, s, a) for s, a in episodes))

    remote = asyncio.run(all_sessions())
    for (script, actions), got in zip(episodes, remote):
        expected = play_in_process(script, actions)
        assert len(got) == len(expected)
        for sent, want in zip(got, expected):
            if want is None:  # refused before the env, and the episode goes on unchanged
                assert sent.startswith("refused:") and "INVALID_JSON" in sent
            else:
                assert json.dumps(sent, sort_keys=True) == json.dumps(want, sort_keys=True)
        # ... and the in-process gym env itself: observation text, reward and breakdown
        texts = [a if isinstance(a, str) else PlannerAction(**a).to_text() for a in actions
                 if not refused(a)]
        local = play_local(Script(script.suite, script.task_id, script.seed, tuple(texts)),
                           tasks=TASKS, **ENV_KWARGS)
        served = [s for s in got if not isinstance(s, str)]
        assert [s["text"] for s in served[1:]] == [step[0] for step in local[1:]]
        assert [s["reward"] for s in served[1:]] == [step[1] for step in local[1:]]
        assert served[-1]["done"] and served[-1]["reward_breakdown"] == \
            json.loads(local[-1][4])["reward_breakdown"]
    skill = next(g for (s, _), g in zip(episodes, remote) if s.suite == "mobilepa-skills")
    assert skill[1]["tools_added"] and len(skill[1]["tools"]) > len(skill[0]["tools"])


def test_observation_carries_chat_tools_and_breakdown(url: str) -> None:
    demo = load_suite("demo")[0]
    with MobilePlannerClient(base_url=url).sync() as client:
        first = client.reset(seed=0, task_id=demo.id).observation
        assert first.text == demo.instruction and first.reward is None and not first.done
        assert [m["role"] for m in first.messages] == ["system", "user"] and first.tools
        for action in solution(demo):
            result = client.step(action)
        last = result.observation
        assert result.done and result.reward == last.reward and last.termination_reason == "finish"
        assert last.reward_breakdown and last.messages == [] and last.tools == []
        state = client.state()
        assert state.task_id == demo.id and state.done and state.step_count == len(solution(demo))
        with pytest.raises(RuntimeError, match="no episode is running"):
            client.step(FINISH_ACTION)  # after the end
        assert client.reset(task_id=demo.id).observation.step == 0  # reset clears it


def test_a_client_keeps_the_chat_the_rollout_keeps() -> None:
    """The wire sends the opening chat once and each step's text; a client that appends them as
    the protocol says holds the very chat (and tools) :mod:`mobile_env.rollout` builds in
    process, skills' new tools and a final plain answer included."""
    for script in scripts():
        server = MobilePlannerEnvironment(TASKS, **ENV_KWARGS)
        opening = server.reset(seed=script.seed, task_id=script.task_id)
        messages, tools = list(opening.messages), opening.tools
        env = MobilePlannerEnv(tasks=TASKS, **ENV_KWARGS)
        chat = opening_chat(env.reset(seed=script.seed, options={"task_id": script.task_id})[1],
                            0)
        for action in script.actions:
            if refused(action):
                continue
            sent = server.step(PlannerAction(text=action))
            messages.append({"role": "assistant", "content": action})
            if sent.text:
                messages.append({"role": "tool", "content": sent.text})
            tools = sent.tools or tools
            observation, _, terminated, truncated, info = env.step(action)
            add_turn(chat, action, observation, info)
            if sent.done:
                break
        assert (messages, tools) == (chat["messages"], chat["tools"])


def test_a_step_observation_does_not_grow_with_the_episode() -> None:
    """The same call at step 3 and at step 3,000 sends the same bytes but for the step number:
    the wire carries no history (it used to carry the whole chat, 27 ms a step by step 2,000)."""
    task = load_suite("demo")[0]
    server = MobilePlannerEnvironment(TASKS, step_limit=4000)
    server.reset(seed=0, task_id=task.id)
    call = PlannerAction(name="search_phone", arguments={"pattern": "manager"})
    sizes = {}
    for step in range(1, 3001):
        observation = server.step(call)
        if step in (3, 3000):
            sizes[step] = len(observation.model_dump_json().replace(f'"step":{step}', ""))
    assert sizes[3] == sizes[3000]


def frame(ws: Any, message: Any) -> dict[str, Any]:
    ws.send(message if isinstance(message, (str, bytes)) else json.dumps(message))
    return json.loads(ws.recv(timeout=60))


def test_bad_requests_get_errors_that_say_what_to_fix(url: str) -> None:
    ws_url = url.replace("http", "ws") + "/ws"
    with connect(ws_url, max_size=None) as ws:
        reply = frame(ws, {"type": "step", "data": {"text": "hi"}})
        assert reply["type"] == "error" and "send a reset" in reply["data"]["message"]
        for bad, says in [({"seed": 0, "colour": "red"}, "unknown reset option"),
                          ({"task_id": "no-such-task"}, "unknown task_id"),
                          ({"setting": "sideways"}, "setting must be")]:
            reply = frame(ws, {"type": "reset", "data": bad})
            assert reply["type"] == "error" and says in reply["data"]["message"]
        assert frame(ws, {"type": "reset", "data": {"seed": 0}})["type"] == "observation"
        for bad, says in [({"text": "a", "name": "b"}, "exactly one of text and name"),
                          ({}, "exactly one of text and name"),
                          ({"text": "a", "arguments": {}}, "arguments belong"),
                          ({"name": "finish", "colour": 1}, "unknown field(s) 'colour'"),
                          ({"name": "finish", "arguments": 5}, "must be an object or its JSON")]:
            reply = frame(ws, {"type": "step", "data": bad})
            assert reply["type"] == "error" and reply["data"]["code"] == "VALIDATION_ERROR"
            # the fix is in the message, which clients show, and in OpenEnv's own errors list
            assert reply["data"]["message"].startswith("Invalid message: ")
            assert says in reply["data"]["message"] and says in reply["data"]["errors"][0]["msg"]
        # a lone surrogate is read as the env reads it in process: U+FFFD
        reply = frame(ws, {"type": "step", "data": {"name": "finish",
                                                    "arguments": {"answer": "ok \ud800"}}})
        observation = reply["data"]["observation"]
        assert reply["type"] == "observation" and observation["error_type"] is None
        assert observation["calls"][0]["arguments"]["answer"] == "ok \ufffd"
        assert frame(ws, "{not json")["data"]["code"] == "INVALID_JSON"
        # frames OpenEnv's own handler ends the session on: JSON that is not an object, JSON
        # nested past the parser, a binary frame
        for bad, says in [("[1, 2]", "a message is a JSON object"), ("5", "(got '5')"),
                          ("null", "a message is a JSON object"), ("[" * 100_000, "JSON object"),
                          ('{"a":' * 3000 + "1" + "}" * 3000, "nested too deeply"),
                          (b"\x00binary", "binary frames are not read"),
                          # ... and frames its handler parses but cannot answer
                          ('{"type": "step", "data": {"text": "a", "n": ' + "9" * 5000 + "}}",
                           "more than 4300 digits"),
                          ('{"type": "reset", "data": {"seed": ' + "9" * 5000 + "}}",
                           "send long numbers as strings"),
                          ('{"type": "step", "data": {"text": "a", "junk": ' + "[" * 300
                           + "]" * 300 + "}}", "more than 100 levels deep")]:
            reply = frame(ws, bad)
            assert reply["data"]["code"] == "INVALID_JSON" and says in reply["data"]["message"]
        # a long number inside a string is text like any other
        assert frame(ws, {"type": "reset", "data": {"seed": 0}})["type"] == "observation"
        reply = frame(ws, {"type": "step", "data": {"text": "9" * 5000}})
        assert reply["type"] == "observation"
        assert frame(ws, {"type": "reset", "data": {"task_id": ["a", "list"]}})["type"] == "error"
        for bad, says in [({"episode_id": 5}, "episode_id must be a string"),
                          ({"seed": "x"}, "seed must be an integer")]:
            reply = frame(ws, {"type": "reset", "data": bad})
            assert reply["type"] == "error" and says in reply["data"]["message"]
        state = frame(ws, {"type": "state"})  # the session still answers its state
        assert state["type"] == "state" and isinstance(state["data"]["episode_id"], str)
        assert frame(ws, {"type": "reset", "data": {"seed": 0}})["type"] == "observation"
        reply = frame(ws, {"type": "step", "data": {"name": "finish", "arguments": {}}})
        assert reply["type"] == "observation" and reply["data"]["done"]  # still usable
    request = urllib.request.Request(url + "/step", data=b'{"action": {"text": "hi"}}',
                                     headers={"Content-Type": "application/json"})
    with pytest.raises(urllib.error.HTTPError) as http:
        urllib.request.urlopen(request, timeout=60)
    assert http.value.code == 409 and "/ws" in json.loads(http.value.read())["detail"]


def test_a_lone_surrogate_anywhere_in_a_frame_leaves_the_session_usable(url: str) -> None:
    """OpenEnv echoes a bad message in its error frame; one echoing a lone surrogate could not
    be sent. The guard makes it U+FFFD first, as the env reads it in an action."""
    with connect(url.replace("http", "ws") + "/ws", max_size=None) as ws:
        assert frame(ws, {"type": "reset", "data": {"seed": 0}})["type"] == "observation"
        for raw, code in [('{"type": "step", "data": "\\ud800"}', "VALIDATION_ERROR"),
                          ('{"type": "reset", "data": {"task_id": "a\\udc00"}}', "EXECUTION_ERROR"),
                          ('{"type": "\\udbff"}', "UNKNOWN_TYPE"),
                          ('{"type": "step", "data": {"text": "a", "\\ud800": 1}}',
                           "VALIDATION_ERROR")]:
            reply = frame(ws, raw)
            assert reply["type"] == "error" and reply["data"]["code"] == code
            assert "\ufffd" in json.dumps(reply["data"], ensure_ascii=False)
        assert frame(ws, {"type": "state"})["data"]["done"] is False
        reply = frame(ws, '{"type": "step", "data": {"text": "done \\ud800"}}')
        assert reply["type"] == "observation" and reply["data"]["done"]


def test_sessions_beyond_the_limit_are_refused() -> None:
    """A refusal says so in a frame and in a close code a client can act on (1013, retry
    later), while the held session stays usable."""
    with running(build_app(TASKS[:1], max_sessions=1)) as base:
        ws_url = base.replace("http", "ws") + "/ws"
        with connect(ws_url) as first, connect(ws_url) as second:
            assert frame(first, {"type": "reset", "data": {}})["type"] == "observation"
            reply = json.loads(second.recv(timeout=60))
            assert reply["data"]["code"] == "CAPACITY_REACHED"
            with pytest.raises(ConnectionClosed) as closed:
                second.recv(timeout=60)
            assert closed.value.rcvd is not None and closed.value.rcvd.code == 1013
            assert "retry later" in closed.value.rcvd.reason
            reply = frame(first, {"type": "step", "data": {"name": "finish", "arguments": {}}})
            assert reply["type"] == "observation"


def test_an_idle_session_is_closed_and_its_slot_freed() -> None:
    with running(build_app(TASKS[:1], max_sessions=1, idle_timeout_s=0.5)) as base:
        ws_url = base.replace("http", "ws") + "/ws"
        with connect(ws_url) as idle:
            assert frame(idle, {"type": "reset", "data": {}})["type"] == "observation"
            with pytest.raises(ConnectionClosed) as closed:
                idle.recv(timeout=60)
            assert closed.value.rcvd is not None and closed.value.rcvd.code == 1001
            assert "reconnect and reset" in closed.value.rcvd.reason
        with connect(ws_url) as next_client:  # the slot is free again
            assert frame(next_client, {"type": "reset", "data": {}})["type"] == "observation"


def test_a_step_after_the_episode_deadline_ends_it_unrun() -> None:
    with running(build_app(TASKS[:1], max_sessions=1, deadline_s=2.0)) as base:
        with connect(base.replace("http", "ws") + "/ws") as ws:
            assert frame(ws, {"type": "reset", "data": {}})["type"] == "observation"
            reply = frame(ws, {"type": "step", "data": {"text": SEARCH}})["data"]
            assert reply["done"] is False and reply["observation"]["calls"]  # in time: it ran
            time.sleep(2.1)
            reply = frame(ws, {"type": "step", "data": {"text": SEARCH}})["data"]
            observation = reply["observation"]
            assert reply["done"] and observation["truncated"] and observation["calls"] == []
            assert observation["termination_reason"] == "deadline"
            assert frame(ws, {"type": "state"})["data"]["step_count"] == 1


def test_bad_server_options_fail_at_start() -> None:
    with pytest.raises(ValueError, match="page_size"):
        build_app(TASKS[:1], page_size=0)
    with pytest.raises(ValueError, match="max_sessions"):
        build_app(TASKS[:1], max_sessions=0)
    with pytest.raises(ValueError, match="deadline_s"):
        build_app(TASKS[:1], deadline_s=0)


def test_the_serve_command_serves_the_app_it_built(monkeypatch: pytest.MonkeyPatch) -> None:
    """``mobile-env serve`` builds the app for the suite and hands it to uvicorn."""
    import uvicorn

    served: list[Any] = []
    monkeypatch.setattr(uvicorn, "run", lambda app, **options: served.append((app, options)))
    assert serve_main(["--suite", "demo", "--port", "8123"]) == 0
    assert len(served) == 1 and served[0][1]["port"] == 8123


def test_the_server_process_leaves_out_what_it_never_uses() -> None:
    """``serve`` keeps Gradio out and turns off py-key-value-aio's call checks through its own
    switch, unless the environment asks for them; the server stack still imports and builds."""
    probe = ("import sys; from mobile_env.serving.cli import trim_server_stack; "
             "trim_server_stack(); import key_value.aio as kv; "
             "from mobile_env.serving.server import build_app; "
             "from mobile_env.task_format import load_suite; build_app(load_suite('demo')); "
             "print(sys.modules['gradio'] is None, kv.disable_beartype)")
    environ = {k: v for k, v in os.environ.items()
               if k not in ("ENABLE_WEB_INTERFACE", "PY_KEY_VALUE_DISABLE_BEARTYPE")}
    runs = [subprocess.run([sys.executable, "-c", probe], capture_output=True, text=True,
                           env={**environ, **extra}, timeout=120)
            for extra in ({}, {"ENABLE_WEB_INTERFACE": "true",
                               "PY_KEY_VALUE_DISABLE_BEARTYPE": "false"})]
    assert [r.stdout.split() for r in runs][0] == ["True", "True"], runs[0].stderr
    assert runs[1].stdout.split()[1] == "False", runs[1].stderr


#: A composite reward and step reward as ``train grpo --reward`` takes them (JSON weights).
COMPOSITE, STEP_COMPOSITE = '{"spieval_shaped": 1, "final_reply": 0.1}', '{"partial_credit": 0.5}'


def test_a_composite_reward_scores_the_same_served_and_in_process(
        monkeypatch: pytest.MonkeyPatch) -> None:
    """``serve --reward`` with JSON weights (what ``train grpo --reward`` takes) pays every step
    what the in-process env pays with the same sum written out by hand, breakdowns included:
    solved episodes, episodes opening with garbage, and a prose-only reply."""
    import uvicorn

    served: list[Any] = []
    monkeypatch.setattr(uvicorn, "run", lambda app, **options: served.append(app))
    assert serve_main(["--suite", "spieval-core", "--reward", COMPOSITE,
                       "--step-reward", STEP_COMPOSITE]) == 0
    core = [s for s in scripts() if s.suite == "spieval-core"]
    prose = Script("spieval-core", core[0].task_id, 5, ("I have done what you asked.",))
    with running(served[0]) as base:
        for script in [*core, prose]:
            remote = asyncio.run(play_remote(base, script, list(script.actions)))[1:]
            local = play_local(script, reward=weighted({"spieval_shaped": 1, "final_reply": 0.1}),
                               step_reward=weighted({"partial_credit": 0.5}))[1:]
            assert [o["reward"] for o in remote] == [step[1] for step in local]
            infos = [json.loads(step[4]) for step in local]
            assert [o["step_reward"] for o in remote] == [i["step_reward"] for i in infos]
            breakdown = remote[-1]["reward_breakdown"]
            assert breakdown == infos[-1]["reward_breakdown"]
            assert set(breakdown) == {"spieval_shaped", "final_reply"}
            assert breakdown["final_reply"]["weight"] == 0.1
    assert remote[-1]["reward"] == local[-1][1] != 0  # the prose-only episode


@pytest.mark.parametrize("flags, says", [
    (["--reward", "nope"], "--reward: no reward named 'nope'; see mobile-env eval --help"),
    (["--reward", '{"spieval_shaped": 1, "spieval_exakt": 0.1}'],
     "no reward named 'spieval_exakt'; did you mean 'spieval_exact'"),
    (["--reward", '{"spieval_shaped": 1,'], "is not valid JSON"),
    (["--step-reward", '{"partial_credit": "x"}'], "--step-reward: the weight of")])
def test_a_bad_serve_reward_is_one_line(flags: list[str], says: str,
                                        monkeypatch: pytest.MonkeyPatch,
                                        capsys: pytest.CaptureFixture[str]) -> None:
    import uvicorn

    monkeypatch.setattr(uvicorn, "run", lambda app, **options: pytest.fail("served"))
    with pytest.raises(SystemExit) as stopped:
        serve_main(["--suite", "demo", *flags])
    assert stopped.value.code == 2
    out, err = capsys.readouterr()
    message, pointer = err.splitlines()  # the mistake, then where help is
    assert out == "" and message.startswith("mobile-env serve: error: ") and says in message
    assert pointer == "Try 'mobile-env serve --help'." and "Traceback" not in err


@pytest.mark.slow
def test_mobile_env_serve_command(tmp_path: Any) -> None:
    """The CLI in its own process: it serves until stopped."""
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        port = probe.getsockname()[1]
    server = subprocess.Popen([sys.executable, "-m", "mobile_env.cli", "serve", "--suite", "demo",
                               "--port", str(port), "--log-level", "warning"],
                              stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True,
                              env={**os.environ, "PYTHONHASHSEED": "7"})
    try:
        base = f"http://127.0.0.1:{port}"
        deadline = time.monotonic() + 180
        while True:
            try:
                urllib.request.urlopen(base + "/health", timeout=5)
                break
            except OSError:
                assert server.poll() is None and time.monotonic() < deadline
                time.sleep(0.5)
        demo = load_suite("demo")[0]
        with MobilePlannerClient(base_url=base).sync() as client:
            client.reset(seed=0, task_id=demo.id)
            results = [client.step(action) for action in solution(demo)]
        assert results[-1].done and results[-1].reward == 1.0
    finally:
        server.terminate()
        output = server.communicate(timeout=60)[0]
    assert f"ws://127.0.0.1:{port}/ws" in output


def test_remote_trl_environment_plays_on_the_server(url: str) -> None:
    pytest.importorskip("datasets")
    from mobile_env.training.trl_env import EPISODE_ENDED, ServerReturn, remote_environment

    tasks = load_suite("spieval-core")[:2]
    cls, dataset = remote_environment(url, [t.id for t in tasks])
    assert dataset["task_id"] == [t.id for t in tasks]
    assert dataset["prompt"][0][0]["role"] == "system" and dataset["prompt"][0][-1]["content"] == ""
    environment = cls()
    for task in tasks:  # one session, reset per rollout
        assert environment.reset(task_id=task.id, prompt=None) == task.instruction
        calls = [call for step in task.reference_solution for call in step]
        for call in calls:
            getattr(environment, call.name)(**call.arguments)
        one_by_one = tuple(PlannerAction(name=c.name, arguments=c.arguments).to_text()
                           for c in calls)
        expected = play_local(Script("spieval-core", task.id, 0, one_by_one), tasks=TASKS,
                              **ENV_KWARGS)
        assert ServerReturn()([[]], [environment]) == [sum(step[1] for step in expected[1:])]
        assert environment.finish() == EPISODE_ENDED
    environment.reset(task_id=tasks[0].id)  # a plain answer ends it: the server scores that text
    answered = ServerReturn()([[{"role": "assistant", "content": "Done."}]], [environment])
    expected = play_local(Script("spieval-core", tasks[0].id, 0, ("Done.",)), tasks=TASKS,
                          **ENV_KWARGS)
    assert answered == [sum(step[1] for step in expected[1:])]


def verifiers_action(reply: str, schema: dict[str, Any]) -> Any:
    """verifiers 0.4's ``OpenEnvTaskset`` rule (``verifiers.v1.tasksets.openenv.parse_action``):
    a reply that parses as a JSON object is the action; any other goes in the one required
    field."""
    try:
        action = json.loads(reply)
    except ValueError:
        action = reply
    if isinstance(action, dict):
        return action
    (field,) = schema["required"]
    return {field: action}


def test_verifiers_replies_are_actions(url: str) -> None:
    with urllib.request.urlopen(url + "/schema", timeout=60) as response:
        schema = json.loads(response.read())["action"]
    assert schema["required"] == ["text"]
    call = {"name": "search_phone", "arguments": {"pattern": "manager"}}
    replies = [json.dumps(call), json.dumps([call, call]),
               f"<tool_call>{json.dumps(call)}</tool_call>", "Done: I called your manager."]
    with MobilePlannerClient(base_url=url).sync() as client:
        client.reset(task_id="demo-call-manager")
        results = [client.step(verifiers_action(reply, schema)) for reply in replies]
    assert [r.observation.error_type for r in results[:3]] == [None, None, None]
    assert results[-1].done and results[-1].observation.termination_reason == "final_answer"


def fuzzed_scripts(count: int, seed: int) -> list[tuple[Script, list[Any]]]:
    """``count`` episodes of fuzzed actions (the project's fuzzer: garbage with every Unicode
    class and lone surrogates, malformed JSON, oversized and nested arguments), each ending with
    finish, over the served tasks in turn."""
    from fuzz_actions import ActionFuzzer

    fuzzer = ActionFuzzer(seed)
    out = []
    for k in range(count):
        task = TASKS[k % len(TASKS)]
        fuzzer.for_task(task, MobilePlannerEnv(tasks=[task]).reset(
            options={"task_id": task.id})[1]["tools"])
        actions: list[Any] = [fuzzer.action()[1] for _ in range(fuzzer.rng.randrange(1, 6))]
        out.append((Script("served", task.id, k, ()), [*actions, FINISH_ACTION]))
    return out


def served_matches_in_process(url: str, episodes: list[tuple[Script, list[Any]]]) -> int:
    """Play ``episodes`` over the server, 16 sessions at a time, and count the frames that
    differ from the in-process env (a refused frame must be refused for a reason the in-process
    side also sees, and the episode must go on)."""
    mismatches = 0
    for start in range(0, len(episodes), 16):
        chunk = episodes[start:start + 16]

        async def sessions() -> list[list[Any]]:
            return await asyncio.gather(*(play_remote(url, s, a) for s, a in chunk))

        for (script, actions), got in zip(chunk, asyncio.run(sessions())):
            expected = play_in_process(script, actions)
            mismatches += len(got) != len(expected)
            for sent, want in zip(got, expected):
                if want is None:
                    mismatches += not (isinstance(sent, str) and sent.startswith("refused:"))
                else:
                    mismatches += json.dumps(sent, sort_keys=True) != json.dumps(want,
                                                                                  sort_keys=True)
    return mismatches


def test_fuzzed_sessions_match_the_in_process_env(url: str) -> None:
    """Every frame of 200 fuzzed episodes is the in-process env's, or refused before the env
    (and then refused in process too); every episode's final frame arrives."""
    assert served_matches_in_process(url, fuzzed_scripts(200, seed=58)) == 0


@pytest.mark.slow
def test_ten_thousand_fuzzed_sessions_match_the_in_process_env(url: str) -> None:
    """Frame for frame over 10,000 fuzzed episodes (oversized actions included). The server's
    memory over as many episodes is checked in a process of its own, where nothing else counts
    (``test_server_process.py``)."""
    assert served_matches_in_process(url, fuzzed_scripts(10_000, seed=5800)) == 0


def test_metadata_names_the_package(url: str) -> None:
    import mobile_env

    with urllib.request.urlopen(url + "/metadata", timeout=60) as response:
        metadata = json.loads(response.read())
    assert metadata["name"] == "mobile_planner" and metadata["version"] == mobile_env.__version__
    assert "SPIEval" in metadata["description"] and "MobilePA-Bench" in metadata["description"]
