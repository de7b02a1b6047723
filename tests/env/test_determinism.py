"""Same task, seed and actions -> byte-identical results in any env and any process; nothing leaks
between episodes; envs pickle; the action space accepts what models write (SPEC F1, F3, quality
bar "Determinism"). Here in detail on scripted episodes; :mod:`test_conformance` replays every
shipped suite in another process and pickles mid-episode on each."""

from __future__ import annotations

import json
import os
import pickle
import subprocess
import sys
from pathlib import Path
from typing import Any

import gymnasium as gym
import pytest
from episode_scripts import play

import mobile_env
from mobile_env.env import MobilePlannerEnv
from mobile_env.spaces import UnicodeText
from mobile_env.tools import SPIEVAL_TOOLS

ROOT = Path(__file__).resolve().parents[2]

#: One successful call of each of the 10 execution tools: together they write to every app.
WRITES = [
    {"name": "Accommodation_Create", "arguments": {
        "dateCheckIn": "2025-11-03", "dateCheckOut": "2025-11-05", "location": "Hilton Shanghai",
        "people": ["Yixuan Xu"], "telephone": "15711227837"}},
    {"name": "Clock_CreateAlarm", "arguments": {"time": "07:00:00", "repeatDayOfWeek": [1, 2]}},
    {"name": "Contacts_Create", "arguments": {"name": "张伟", "telephone": "13800000000"}},
    {"name": "Meeting_Create", "arguments": {
        "dateStart": "2025-11-03", "dateEnd": "2025-11-03", "timeStart": "09:00:00",
        "timeEnd": "10:00:00", "participants": ["Daniel Reed"], "location": ["Room 3B"]}},
    {"name": "TodoList_Create",
     "arguments": {"content": "买坚果", "date": "2025-11-02", "time": "9:30"}},
    {"name": "Schedule_Create", "arguments": {
        "date": "2025-11-04", "timeStart": "14:00:00", "timeEnd": "15:00:00", "title": "Dentist"}},
    {"name": "Messages_Send",
     "arguments": {"telephone": "+1 415-739-2098", "text": "List attached."}},
    {"name": "Consumption_Create", "arguments": {
        "item": "transfer", "amount": 12.5, "receivingName": "Ling Xie",
        "receivingAccount": "6222"}},
    {"name": "Transport_Create", "arguments": {
        "date": "2025-11-03", "time": "now", "start": "current", "end": "Pudong Airport",
        "passenger": ["Yixuan Xu"], "telephone": "15711227837", "transportType": "car"}},
    {"name": "Phone_Call", "arguments": {"telephone": "+1 415-739-2098", "type": "VIDEO"}},
]

#: A mixed episode: every search mode, pagination, errors of each kind, writes, parallel calls.
SCRIPT = [
    json.dumps({"name": "search_phone", "arguments": {"pattern": "Daniel"}}),
    json.dumps({"name": "search_contacts", "arguments": {"pattern": "dan.*re", "mode": "regex"}}),
    json.dumps({"name": "search_notes", "arguments": {"pattern": "vidoe cals", "mode": "fuzzy"}}),
    json.dumps({"name": "search_meeting",
                "arguments": {"pattern": "MANAGER", "ignore_case": False}}),
    json.dumps({"name": "search_contacts", "arguments": {"pattern": "a", "page": 2}}),
    '{"name": ', "<tool_call>{}</tool_call>",
    json.dumps({"name": "search_contact", "arguments": {}}),
    json.dumps({"name": "Phone_Call", "arguments": {"telephone": "call me", "type": "AUDIO"}}),
    json.dumps(WRITES[:5], ensure_ascii=False),
    *(f"<tool_call>{json.dumps(w, ensure_ascii=False)}</tool_call>" for w in WRITES[5:]),
    json.dumps({"name": "search_phone", "arguments": {"pattern": "张伟"}}, ensure_ascii=False),
    json.dumps({"name": "finish", "arguments": {"answer": "完成"}}, ensure_ascii=False),
]

_RUNNER = """
import hashlib, json, sys
import gymnasium as gym
import mobile_env
env = gym.make(mobile_env.ENV_ID)
env.action_space.seed(5)
obs, info = env.reset(seed=11)
out = [obs, json.dumps(info, sort_keys=True, ensure_ascii=False)]
actions = json.loads(sys.stdin.read())
for i in range(80):
    action = actions[i] if i < len(actions) else env.action_space.sample()
    obs, reward, terminated, truncated, info = env.step(action)
    out += [obs, repr(reward), repr((terminated, truncated)),
            json.dumps(info, sort_keys=True, ensure_ascii=False)]
    if terminated or truncated:
        out.append(env.unwrapped.state.digest())
        obs, info = env.reset()
        out += [obs, json.dumps(info, sort_keys=True, ensure_ascii=False)]
out.append(env.unwrapped.state.digest())
print(hashlib.sha256("\\x1e".join(out).encode()).hexdigest())
print(len(out))
"""


def _run(env: Any, actions: list[str]) -> list[Any]:
    """Everything an agent could observe over ``actions``, as comparable plain data."""
    return [*play(env, actions), env.unwrapped.state.digest()]


def _fresh() -> Any:
    env = gym.make(mobile_env.ENV_ID)
    env.reset(seed=0)
    return env


# --- determinism -------------------------------------------------------------------------------

def test_the_script_exercises_writes_errors_and_finish() -> None:
    out = _run(_fresh(), SCRIPT)
    assert len(out) == len(SCRIPT) + 1 and out[-2][2] is True  # finished on the last action
    kinds = {json.loads(o[0])["error_type"] if o[0].startswith("{") else None for o in out[:-1]}
    assert {"invalid_json", "unknown_tool", "invalid_arguments"} <= kinds
    assert all(r["status"] == "ok" for r in json.loads(out[9][0]))


def test_same_actions_same_bytes_across_envs() -> None:
    a, b = _fresh(), _fresh()
    b.unwrapped.step(SCRIPT[0])  # b has an unrelated episode behind it: that must not matter
    b.reset(seed=0)
    assert _run(a, SCRIPT) == _run(b, SCRIPT)


def test_same_actions_same_bytes_across_episodes_of_one_env() -> None:
    env = _fresh()
    first = _run(env, SCRIPT)
    env.reset(seed=0)
    assert _run(env, SCRIPT) == first


def test_seeded_sampled_actions_are_reproducible() -> None:
    def rollout() -> list[Any]:
        env = gym.make(mobile_env.ENV_ID, step_limit=200)
        env.action_space.seed(3)
        env.reset(seed=3)
        actions = [env.action_space.sample() for _ in range(150)]
        return [actions, _run(env, actions)]

    assert rollout() == rollout()


def test_reset_info_is_deterministic() -> None:
    first = json.dumps(_fresh().reset(seed=1)[1], sort_keys=True)
    assert json.dumps(gym.make(mobile_env.ENV_ID).reset(seed=1)[1], sort_keys=True) == first


def test_same_bytes_in_processes_with_different_hash_seeds() -> None:
    digests = []
    for hash_seed in ("0", "123"):
        env = {**os.environ, "PYTHONHASHSEED": hash_seed}
        done = subprocess.run([sys.executable, "-c", _RUNNER], input=json.dumps(SCRIPT), env=env,
                              cwd=ROOT, capture_output=True, text=True, timeout=120)
        assert done.returncode == 0, done.stderr[-2000:]
        digests.append(done.stdout.split())
    assert digests[0] == digests[1]
    assert int(digests[0][1]) > 4 * len(SCRIPT)  # the sampled tail of the run really ran


# --- isolation ---------------------------------------------------------------------------------

def test_an_episode_that_writes_everywhere_leaks_nothing() -> None:
    reference = _fresh().unwrapped.state.digest()
    env = _fresh()
    task = env.unwrapped.episode.task
    task_before = task.model_dump()
    cached = env.unwrapped.episode.initial_state
    cached_before = cached.digest()

    obs, *_ = env.step(json.dumps(WRITES, ensure_ascii=False))
    results = json.loads(obs)
    assert [r["status"] for r in results] == ["ok"] * len(WRITES), obs
    tables = set(env.unwrapped.state.tables)
    assert {"accommodation", "alarm", "contacts", "meeting", "notes", "schedule", "sms",
            "transaction", "transport", "call_log"} <= tables
    assert env.unwrapped.state.digest() != reference
    env.step('{"name": "finish", "arguments": {}}')

    assert cached.digest() == cached_before
    assert task.model_dump() == task_before
    env.reset(seed=0)
    assert env.unwrapped.state.digest() == reference
    assert env.unwrapped.episode.initial_state.digest() == cached_before
    assert _fresh().unwrapped.state.digest() == reference  # nor into other envs


def test_searches_after_reset_do_not_see_the_last_episode() -> None:
    env = _fresh()
    search = json.dumps({"name": "search_phone", "arguments": {"pattern": "张伟"}},
                        ensure_ascii=False)
    fresh = env.step(search)[0]
    env.step(json.dumps(WRITES[2], ensure_ascii=False))
    assert "13800000000" in env.step(search)[0]  # the search index saw the write ...
    env.reset(seed=0)
    assert env.step(search)[0] == fresh  # ... and forgot it with the episode


def test_two_envs_share_no_state() -> None:
    a, b = _fresh(), _fresh()
    before = b.unwrapped.state.digest()
    a.step(json.dumps(WRITES, ensure_ascii=False))
    assert b.unwrapped.state.digest() == before
    assert a.unwrapped.state.digest() != before


def test_the_record_keeps_initial_and_final_state_apart() -> None:
    env = _fresh()
    env.step(json.dumps(WRITES[9]))
    episode = env.unwrapped.episode
    assert episode.final_state is env.unwrapped.state
    assert episode.initial_state.digest() != episode.final_state.digest()
    assert (len(episode.final_state.table("call_log"))
            == len(episode.initial_state.table("call_log")) + 1)


# --- pickling ----------------------------------------------------------------------------------

def test_env_pickles_after_reset() -> None:
    env = _fresh().unwrapped
    copy = pickle.loads(pickle.dumps(env))
    assert isinstance(copy, MobilePlannerEnv) and copy.state.digest() == env.state.digest()
    assert _run(copy, SCRIPT) == _run(env, SCRIPT)


@pytest.mark.parametrize("cut", [3, 10, 12])
def test_env_pickles_mid_episode_and_continues_identically(cut: int) -> None:
    env = _fresh().unwrapped
    _run(env, SCRIPT[:cut])
    copy = pickle.loads(pickle.dumps(env))
    assert copy.state.digest() == env.state.digest()
    assert len(copy.episode.steps) == len(env.episode.steps) == cut
    assert _run(copy, SCRIPT[cut:]) == _run(env, SCRIPT[cut:])
    assert copy.episode.termination_reason == env.episode.termination_reason == "finish"


def test_unused_env_pickles() -> None:
    copy = pickle.loads(pickle.dumps(gym.make(mobile_env.ENV_ID).unwrapped))
    assert copy.reset(seed=0)[0] == "Call my manager."


# --- the action space --------------------------------------------------------------------------

@pytest.mark.parametrize("text", ["", "x", "请帮我给经理打电话", "🙂\x00\u202e",
                                  '{"name": "finish"}', "a" * 65_536, "经" * 65_536])
def test_action_space_contains_any_string_up_to_the_cap(text: str) -> None:
    space = gym.make(mobile_env.ENV_ID).unwrapped.action_space
    assert space.max_length == 65_536
    assert space.contains(text) and text in space


@pytest.mark.parametrize("value", [None, 1, b"abc", ["x"], {"name": "finish"}, "a" * 65_537])
def test_action_space_rejects_non_strings_and_over_long(value: Any) -> None:
    assert not gym.make(mobile_env.ENV_ID).unwrapped.action_space.contains(value)


def test_seeded_sample_is_deterministic_and_mixed() -> None:
    space = gym.make(mobile_env.ENV_ID).unwrapped.action_space
    space.seed(42)
    first = [space.sample() for _ in range(400)]
    space.seed(42)
    assert [space.sample() for _ in range(400)] == first
    assert all(space.contains(s) for s in first)
    other = UnicodeText(65_536, tools=space.tools, seed=43)
    assert [other.sample() for _ in range(400)] != first

    names = set()
    for sample in first:
        try:
            data = json.loads(sample)
        except ValueError:
            continue
        if isinstance(data, dict) and data.get("name") in SPIEVAL_TOOLS + ("finish",):
            names.add(data["name"])
    assert len(names) >= 15  # well-formed calls over most of the tools ...
    env = gym.make(mobile_env.ENV_ID, step_limit=1000).unwrapped
    env.reset(seed=0)
    outcomes = set()
    for sample in first:
        obs, _, terminated, _, info = env.step(sample)
        outcomes.add("answer" if obs == ""
                     else "ok" if info["error_type"] is None else info["error_type"])
        if terminated:
            env.reset(seed=0)
    # ... and garbage of every kind
    assert {"ok", "answer", "invalid_json", "unknown_tool", "invalid_arguments"} <= outcomes


def test_unseeded_spaces_without_tools_still_sample_strings() -> None:
    space = UnicodeText(10)
    assert all(isinstance(s, str) and len(s) <= 10 for s in (space.sample() for _ in range(50)))
    assert space == UnicodeText(10) and space != UnicodeText(11)
    assert pickle.loads(pickle.dumps(space)) == space
