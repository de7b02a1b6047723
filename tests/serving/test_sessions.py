"""Sessions that outlive their connection, over a real server on 127.0.0.1: a connection dropped
mid-episode leaves the episode reportable and resumable, and the resumed episode sends every
frame an unbroken connection would have; expired, freed, unknown and malformed ids get errors
that say what to do."""

from __future__ import annotations

import asyncio
import json
import socket
import struct
import time
import urllib.error
import urllib.request
from typing import Any, Iterator

import pytest

pytest.importorskip("openenv", reason="needs the serve extra (pip install -e '.[serve]')")

from websockets.sync.client import ClientConnection, connect  # noqa: E402

from mobile_env.serving.cli import main as serve_main  # noqa: E402
from mobile_env.serving.client import MobilePlannerClient  # noqa: E402
from mobile_env.serving.frames import frame_problem  # noqa: E402
from mobile_env.serving.protocol import SESSIONS_ROUTE, PlannerAction  # noqa: E402
from mobile_env.serving.server import ENV_NAME, MobilePlannerEnvironment  # noqa: E402
from mobile_env.serving.server import build_app, running  # noqa: E402
from mobile_env.serving.sessions import FORGOTTEN, Session, SessionGone, SessionStore  # noqa: E402
from mobile_env.env import MobilePlannerEnv  # noqa: E402
from mobile_env.task_format import load_suite  # noqa: E402

from episode_scripts import Script, scripts  # noqa: E402

TASKS = (*load_suite("demo"), *load_suite("spieval-core"), *load_suite("mobilepa-skills"))
ENV_KWARGS: dict[str, Any] = {"reward": "spieval_shaped", "step_reward": "partial_credit"}
SEARCH = '{"name": "search_contacts", "arguments": {"pattern": "Xu"}}'


@pytest.fixture(scope="module")
def url() -> Iterator[str]:
    with running(build_app(TASKS, max_sessions=8, **ENV_KWARGS)) as base:
        yield base


def ws_url(base: str) -> str:
    return base.replace("http", "ws", 1) + "/ws"


def ask(ws: ClientConnection, message: dict[str, Any]) -> dict[str, Any]:
    ws.send(json.dumps(message))
    return dict(json.loads(ws.recv(timeout=60)))


def report(base: str, session_id: str) -> tuple[int, dict[str, Any]]:
    """The HTTP status and JSON body of the session's report."""
    try:
        with urllib.request.urlopen(f"{base}{SESSIONS_ROUTE}/{session_id}", timeout=60) as got:
            return got.status, json.loads(got.read())
    except urllib.error.HTTPError as exc:
        return exc.code, json.loads(exc.read())


def report_when(base: str, session_id: str, status: str) -> dict[str, Any]:
    """The report once the session's status is ``status`` (the server learns of a dropped
    connection a moment after the client drops it)."""
    deadline = time.monotonic() + 60
    while True:
        code, body = report(base, session_id)
        if code == 200 and body["status"] == status:
            return body
        assert time.monotonic() < deadline, (code, body)
        time.sleep(0.02)


def drop(ws: ClientConnection) -> None:
    """End the connection as a network failure does: a TCP reset, no close frame."""
    ws.socket.setsockopt(socket.SOL_SOCKET, socket.SO_LINGER, struct.pack("ii", 1, 0))
    ws.socket.close()


def in_process(script: Script) -> list[dict[str, Any]]:
    """The observations an unbroken episode gets: the reset's, then each step's (no id)."""
    env = MobilePlannerEnvironment(TASKS, **ENV_KWARGS)
    out = [env.reset(seed=script.seed, task_id=script.task_id).model_dump(mode="json")]
    for action in script.actions:
        observation = env.step(PlannerAction.model_validate({"text": action}))
        out.append(observation.model_dump(mode="json"))
        if observation.done:
            break
    return [{**o, "session_id": ""} for o in out]


def sent(reply: dict[str, Any]) -> dict[str, Any]:
    """The observation of an observation frame as the env made it (OpenEnv sends reward and done
    beside it), without the session id."""
    assert reply["type"] == "observation", reply
    data = reply["data"]
    return {**data["observation"], "reward": data["reward"], "done": data["done"],
            "session_id": ""}


def readable(script: Script) -> bool:
    """Whether every action reaches the env (none is a frame the server's guard answers)."""
    return all(frame_problem({"text": json.dumps({"type": "step", "data": {"text": a}})}) is None
               for a in script.actions)


LONG = [s for s in scripts() if len(s.actions) >= 4 and readable(s)]


@pytest.mark.parametrize("script", LONG, ids=[f"{s.task_id}-{s.seed}" for s in LONG])
def test_a_dropped_episode_is_reported_then_resumed_frame_for_frame(url: str,
                                                                    script: Script) -> None:
    """Drop the connection after a step reached the server but before its answer was read; a
    new connection learns the step was applied (its index, reward, whether it ended), resumes,
    gets that lost answer, and every later frame is the unbroken run's."""
    expected = in_process(script)
    cut = min(2, len(expected) - 2)  # the step whose answer is lost
    with connect(ws_url(url), max_size=None) as first:
        reply = ask(first, {"type": "reset", "data": {"seed": script.seed,
                                                      "task_id": script.task_id}})
        session_id = reply["data"]["observation"]["session_id"]
        assert len(session_id) == 32 and sent(reply) == expected[0]
        for k in range(1, cut):
            assert sent(ask(first, {"type": "step", "data": {"text": script.actions[k - 1]}})) \
                == expected[k]
        first.send(json.dumps({"type": "step", "data": {"text": script.actions[cut - 1]}}))
        report_when(url, session_id, "connected")
        deadline = time.monotonic() + 60
        while report(url, session_id)[1]["step"] != cut:  # applied, answer unread
            assert time.monotonic() < deadline
            time.sleep(0.02)
        drop(first)
    parked = report_when(url, session_id, "parked")
    lost = expected[cut]
    assert (parked["step"], parked["done"], parked["reward"], parked["termination_reason"]) \
        == (cut, lost["done"], lost["reward"], lost["termination_reason"])
    assert 0 < parked["expires_in_s"] <= 60 and parked["task_id"] == script.task_id
    assert {**parked["observation"], "session_id": ""} == lost
    with connect(ws_url(url), max_size=None) as second:
        assert sent(ask(second, {"type": "reset", "data": {"resume": session_id}})) == lost
        frames = [sent(ask(second, {"type": "step", "data": {"text": action}}))
                  for action in script.actions[cut:len(expected) - 1]]
        assert frames == expected[cut + 1:]
        state = ask(second, {"type": "state"})["data"]
        assert state["session_id"] == session_id and state["step_count"] == len(expected) - 1
        assert report(url, session_id)[1]["status"] == "connected"


def test_the_client_resumes_its_own_session(url: str) -> None:
    """:class:`MobilePlannerClient` keeps its session's id, reports on it and resumes it after
    its connection is gone; a second drop of the resumed session is resumable again."""
    script = next(s for s in LONG if s.suite == "spieval-core")
    expected = in_process(script)

    async def play() -> list[dict[str, Any]]:
        got = []
        async with MobilePlannerClient(base_url=url) as client:
            got.append((await client.reset(seed=script.seed, task_id=script.task_id)).observation)
            session_id = client.session_id
            for k, action in enumerate(script.actions[:len(expected) - 1]):
                if k in (1, 2):  # the connection fails twice before this step
                    assert client._ws is not None
                    client._ws.transport.abort()
                    assert (await client.report())["session_id"] == session_id
                    got.append((await client.resume()).observation)
                    assert client.session_id == session_id
                got.append((await client.step(action)).observation)
            return [{**o.model_dump(mode="json"), "session_id": ""} for o in got]

    played = asyncio.run(play())
    # each resume answers with the last frame again: the step before the drop
    assert played == [*expected[:2], expected[1], expected[2], expected[2], *expected[3:]]


def test_a_session_not_resumed_in_time_is_gone_with_what_to_do() -> None:
    with running(build_app(TASKS[:1], max_sessions=2, resume_window_s=0.3)) as base:
        with connect(ws_url(base)) as ws:
            session_id = ask(ws, {"type": "reset", "data": {}})["data"]["observation"][
                "session_id"]
        report_when(base, session_id, "parked")
        time.sleep(0.5)
        code, body = report(base, session_id)
        assert code == 404 and "expired" in body["detail"] and "reset" in body["detail"]
        with connect(ws_url(base)) as ws:
            reply = ask(ws, {"type": "reset", "data": {"resume": session_id}})
            assert reply["type"] == "error" and "expired: kept 0.3 s" in reply["data"]["message"]
            assert "reset to start a new one" in reply["data"]["message"]
            assert ask(ws, {"type": "reset", "data": {}})["type"] == "observation"  # usable


def test_parked_sessions_are_capped_oldest_freed_first() -> None:
    with running(build_app(TASKS[:1], max_sessions=2)) as base:
        ids = []
        for _ in range(3):
            with connect(ws_url(base)) as ws:
                ids.append(ask(ws, {"type": "reset", "data": {}})["data"]["observation"][
                    "session_id"])
            report_when(base, ids[-1], "parked")
        code, body = report(base, ids[0])
        assert code == 404 and "more than 2 episodes were parked" in body["detail"]
        assert [report(base, i)[0] for i in ids[1:]] == [200, 200]


def test_bad_resumes_say_what_to_do(url: str) -> None:
    with connect(ws_url(url)) as held, connect(ws_url(url)) as other:
        live = ask(held, {"type": "reset", "data": {}})["data"]["observation"]["session_id"]
        for data, says in [({"resume": "0" * 32}, "no session '" + "0" * 32 + "' on this server"),
                           ({"resume": 5}, "resume takes a session_id string"),
                           ({"resume": live, "seed": 0}, "resume takes no other reset option"),
                           ({"resume": live}, "is still connected")]:
            reply = ask(other, {"type": "reset", "data": data})
            assert reply["type"] == "error" and says in reply["data"]["message"], reply
        assert ask(held, {"type": "step", "data": {"text": "done"}})["data"]["done"]  # untouched
    code, body = report(url, "no-such-id")
    assert code == 404 and "reset to start a new episode" in body["detail"]


def test_a_server_that_keeps_no_sessions_says_so() -> None:
    with running(build_app(TASKS[:1], resume_window_s=None)) as base:
        with connect(ws_url(base)) as ws:
            reply = ask(ws, {"type": "reset", "data": {"resume": "0" * 32}})
            assert reply["type"] == "error" and "--resume-window 0" in reply["data"]["message"]
        assert report(base, "0" * 32)[0] == 404


def test_the_store_holds_at_most_its_capacity_and_remembers_a_bounded_number_of_ids() -> None:
    """Memory by design: however many sessions come and go, the store keeps at most
    ``capacity`` parked episodes and :data:`FORGOTTEN` freed ids."""
    store = SessionStore(window_s=60, capacity=4)
    MobilePlannerEnvironment(TASKS[:1], store=store).close()  # no episode: nothing kept
    MobilePlannerEnvironment(TASKS[:1], store=store)  # OpenEnv's Task API never closes its env
    assert store.counts() == (0, 0, 0)
    env = MobilePlannerEnv(tasks=TASKS[:1])
    env.reset()
    last = MobilePlannerEnvironment(TASKS[:1]).reset()
    sessions = [Session(env, last=last) for _ in range(FORGOTTEN + 50)]
    for session in sessions:
        store.connect(session)
        store.disconnect(session)
    assert store.counts() == (0, 4, FORGOTTEN)
    with pytest.raises(SessionGone, match="freed early"):
        store.resume(sessions[-5].id)
    assert store.resume(sessions[-1].id) is sessions[-1] and store.counts() == (1, 3, FORGOTTEN)
    with pytest.raises(ValueError, match="resume window"):
        SessionStore(window_s=0)


def test_the_sessions_route_is_the_servers() -> None:
    assert SESSIONS_ROUTE.startswith(f"/{ENV_NAME}/")


def test_a_negative_resume_window_is_refused(capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit):
        serve_main(["--resume-window", "-1"])
    assert "--resume-window must be 0 (never) or more seconds" in capsys.readouterr().err


def test_openenv_generic_client_resumes_with_a_reset_option(url: str) -> None:
    """OpenEnv's own client needs nothing new: the id is an observation field, and a resume is
    a reset with one more keyword."""
    from openenv.core.generic_client import GenericEnvClient

    demo = load_suite("demo")[0]
    with GenericEnvClient(base_url=url).sync() as env:
        session_id = env.reset(seed=0, task_id=demo.id).observation["session_id"]
        env.step({"text": SEARCH})
    report_when(url, session_id, "parked")
    with GenericEnvClient(base_url=url).sync() as env:
        assert env.reset(resume=session_id).observation["step"] == 1
        assert env.step({"name": "finish", "arguments": {}}).done


def test_a_frame_over_the_limit_closes_with_1009_and_the_episode_resumes(url: str) -> None:
    """A frame past ``--max-frame-bytes`` is refused by the WebSocket layer before any of it
    is read (close code 1009, "message too big"); the episode it would have stepped is kept,
    untouched, and a new connection resumes it."""
    from websockets.exceptions import ConnectionClosed

    from mobile_env.serving.cli import MAX_FRAME_BYTES

    with connect(ws_url(url), max_size=None) as ws:
        opened = ask(ws, {"type": "reset", "data": {"seed": 0, "task_id": TASKS[0].id}})
        session_id = opened["data"]["observation"]["session_id"]
        first = ask(ws, {"type": "step", "data": {"text": SEARCH}})["data"]["observation"]
        with pytest.raises(ConnectionClosed) as closed:
            ws.send(json.dumps({"type": "step", "data": {"text": "x" * MAX_FRAME_BYTES}}))
            ws.recv(timeout=60)
    # The server's close frame says 1009. A client still pushing the frame when the server drops
    # the connection (a loaded machine) may see the reset instead and never read that frame; any
    # close frame it did read must be 1009.
    received = closed.value.rcvd
    assert received is None or received.code == 1009
    assert report_when(url, session_id, "parked")["step"] == 1
    with connect(ws_url(url)) as again:
        resumed = ask(again, {"type": "reset", "data": {"resume": session_id}})
        assert resumed["data"]["observation"] == first
        after = ask(again, {"type": "step", "data": {"text": SEARCH}})["data"]["observation"]
    assert after["step"] == 2 and after["error_type"] is None
