"""The vector env (SPEC F18): autoreset modes, partial batches, groups, and Gymnasium's make_vec."""

from __future__ import annotations

import dataclasses
import json
from typing import Any

import gymnasium as gym
import numpy as np
import pytest
from episode_scripts import same, without_per_env
from gymnasium.error import ResetNeeded
from gymnasium.spaces import Tuple
from gymnasium.vector import AutoresetMode, VectorEnv

import mobile_env
from mobile_env.spaces import UnicodeText
from mobile_env.task_format import load_suite
from mobile_env.vector import MobileVectorEnv

SEARCH = json.dumps({"name": "search_contacts", "arguments": {"pattern": "Daniel"}})
GARBAGE = '{"name": '
INSTRUCTION = "Call my manager."
CORE = "spieval-core"
CORE_IDS = ("core-dis-alarm-1", "core-dis-call-1", "core-dis-call-2")


def reference_actions() -> list[str]:
    task = load_suite("demo")[0]
    return [json.dumps([{"name": c.name, "arguments": c.arguments} for c in step],
                       ensure_ascii=False) for step in task.reference_solution]


#: Env 0 finishes with reward 1 every 4 steps, env 1 ends on max_errors every 2, env 2 searches.
SCRIPTS = (reference_actions(), [GARBAGE], [SEARCH])
ENV_KWARGS = {"max_errors": 2}


def scripted_actions(step: int, num_envs: int) -> list[str]:
    return [SCRIPTS[i % 3][step % len(SCRIPTS[i % 3])] for i in range(num_envs)]


def rollout(venv: Any, steps: int, seed: int = 7) -> list[tuple[Any, ...]]:
    """Everything ``venv`` returns over a scripted run (DISABLED mode: ended envs reset by mask)."""
    disabled = venv.metadata["autoreset_mode"] is AutoresetMode.DISABLED
    results: list[tuple[Any, ...]] = [venv.reset(seed=seed)]
    for t in range(steps):
        out = venv.step(scripted_actions(t, venv.num_envs))
        results.append(out)
        done = out[2] | out[3]
        if disabled and done.any():
            results.append(venv.reset(options={"reset_mask": done}))
    return results


def test_is_a_gymnasium_vector_env_with_text_spaces() -> None:
    venv = MobileVectorEnv(3)
    assert isinstance(venv, VectorEnv) and venv.num_envs == 3
    assert isinstance(venv.single_observation_space, UnicodeText)
    assert isinstance(venv.single_action_space, UnicodeText)
    assert venv.observation_space == Tuple([venv.single_observation_space] * 3)
    assert venv.action_space == Tuple([venv.single_action_space] * 3)
    assert venv.metadata["autoreset_mode"] is AutoresetMode.NEXT_STEP
    obs, info = venv.reset(seed=0)
    assert obs == (INSTRUCTION,) * 3 and venv.observation_space.contains(obs)
    assert venv.action_space.contains(tuple(venv.action_space.sample()))
    assert list(info["task_id"]) == ["demo-call-manager"] * 3 and info["_task_id"].all()
    assert [d["messages"] for d in info["per_env"]] == list(info["messages"])
    venv.close()
    assert venv.closed


@pytest.mark.parametrize("num_envs", [1, 3, 8])
@pytest.mark.parametrize("mode", list(AutoresetMode))
def test_matches_sync_vector_env_in_every_autoreset_mode(mode: AutoresetMode,
                                                         num_envs: int) -> None:
    """Also key order and dtypes (``_same``), on steps where episodes end and reset."""
    ours = rollout(MobileVectorEnv(num_envs, autoreset_mode=mode, **ENV_KWARGS), steps=9)
    sync = gym.make_vec(mobile_env.ENV_ID, num_envs=num_envs, vectorization_mode="sync",
                        vector_kwargs={"autoreset_mode": mode}, **ENV_KWARGS)
    theirs = rollout(sync, steps=9)
    assert len(ours) == len(theirs)
    for mine, expected in zip(ours, theirs):
        assert same(without_per_env(mine), expected)
        assert _same(without_per_env(mine), expected)
    assert any(len(r) == 5 and r[1][0] == 1.0 for r in ours)  # env 0 really finished an episode


@pytest.mark.parametrize("num_envs", [1, 3])
def test_matches_sync_vector_env_with_a_step_reward(num_envs: int) -> None:
    """With a step reward every info holds one more key; whole rollouts still match
    ``SyncVectorEnv`` exactly, key order and dtypes included."""
    kwargs: dict[str, Any] = {**ENV_KWARGS, "step_reward": "partial_credit"}
    ours = rollout(MobileVectorEnv(num_envs, **kwargs), steps=9)
    sync = gym.make_vec(mobile_env.ENV_ID, num_envs=num_envs, vectorization_mode="sync",
                        **kwargs)
    for mine, expected in zip(ours, rollout(sync, steps=9), strict=True):
        assert _same(without_per_env(mine), expected)


@pytest.mark.parametrize("num_envs", [1, 8])
def test_same_step_autoreset_of_every_env_at_once_matches_sync(num_envs: int) -> None:
    """Every env ends every step: each reports ``final_obs``, ``final_info`` and its reset info,
    so the batch takes the fast path with a nested dict and the always-object ``final_obs``."""
    kwargs: dict[str, Any] = {"step_limit": 1, "suite": CORE}
    ours = MobileVectorEnv(num_envs, autoreset_mode=AutoresetMode.SAME_STEP, **kwargs)
    sync = gym.make_vec(mobile_env.ENV_ID, num_envs=num_envs, vectorization_mode="sync",
                        vector_kwargs={"autoreset_mode": AutoresetMode.SAME_STEP}, **kwargs)
    assert _same(without_per_env(ours.reset(seed=3)), sync.reset(seed=3))
    for t in range(3):
        mine = ours.step(scripted_actions(t, num_envs))
        assert _same(without_per_env(mine), sync.step(scripted_actions(t, num_envs)))
        assert mine[3].all() and mine[4]["_final_obs"].all() and mine[4]["_final_info"].all()
        assert mine[4]["final_obs"].dtype == object
        assert list(mine[4]["per_env"][0]) == list(mine[4])[:-2:2]  # env 0's keys, in order


@pytest.mark.parametrize("vector_kwargs", [{}, {"shared_memory": False}],
                         ids=["defaults (shared memory)", "pickled observations"])
def test_matches_async_vector_env_across_processes(vector_kwargs: dict[str, Any]) -> None:
    ours = rollout(MobileVectorEnv(3, **ENV_KWARGS), steps=6)
    async_env = gym.make_vec(mobile_env.ENV_ID, num_envs=3, vectorization_mode="async",
                             vector_kwargs=vector_kwargs, **ENV_KWARGS)
    try:
        theirs = rollout(async_env, steps=6)
    finally:
        async_env.close()
    for mine, expected in zip(ours, theirs, strict=True):
        assert same(without_per_env(mine), expected)


def unbatch(infos: dict[str, Any], i: int) -> dict[str, Any]:
    """Env ``i``'s own info dict, rebuilt from Gymnasium's batched form (values and masks)."""
    out: dict[str, Any] = {}
    for key, value in infos.items():
        present = infos.get(f"_{key}", [False] * (i + 1))[i]
        if key.startswith("_") or key == "per_env" or not present:
            continue
        out[key] = unbatch(value, i) if isinstance(value, dict) else value[i]
    return {k: v.item() if isinstance(v, np.generic) else v for k, v in out.items()}


def test_sync_async_and_ours_give_every_env_the_same_info() -> None:
    """Per env: the dict each env returned (ours keeps it whole in ``per_env``) equals what the
    batched infos of ours, of Gymnasium's sync env and of its async env hold for that env."""
    async_env = gym.make_vec(mobile_env.ENV_ID, num_envs=3, vectorization_mode="async",
                             **ENV_KWARGS)
    try:
        runs = {"ours": rollout(MobileVectorEnv(3, **ENV_KWARGS), steps=6),
                "sync": rollout(gym.make_vec(mobile_env.ENV_ID, num_envs=3,
                                             vectorization_mode="sync", **ENV_KWARGS), steps=6),
                "async": rollout(async_env, steps=6)}
    finally:
        async_env.close()
    for t, result in enumerate(runs["ours"]):
        infos = result[-1]
        for i in range(3):
            own = infos["per_env"][i] or {}
            assert own.keys() == unbatch(infos, i).keys()
            for name, run in runs.items():
                assert same(unbatch(run[t][-1], i), unbatch(infos, i)), (name, t, i)
                assert json.dumps(unbatch(run[t][-1], i), sort_keys=True, default=str) == \
                    json.dumps(own, sort_keys=True, default=str), (name, t, i)
    assert any(info.get("reward_breakdown") for result in runs["async"] for info in [result[-1]])


def test_next_step_autoreset_ignores_the_action_after_the_end() -> None:
    venv = MobileVectorEnv(2, step_limit=2)
    venv.reset(seed=0)
    venv.step([SEARCH, SEARCH])
    obs, reward, terminated, truncated, info = venv.step([SEARCH, SEARCH])
    assert truncated.all() and not terminated.any() and obs[0].startswith('{"error_type":null')
    assert list(info["termination_reason"]) == ["step_limit"] * 2
    obs, reward, terminated, truncated, info = venv.step([GARBAGE, GARBAGE])
    assert obs == (INSTRUCTION,) * 2 and not (reward.any() or terminated.any() or truncated.any())
    assert info["_messages"].all() and "step" not in info
    assert all(len(env.episode.steps) == 0 for env in venv.envs)


def test_same_step_autoreset_returns_final_obs_and_info() -> None:
    venv = MobileVectorEnv(2, step_limit=2, autoreset_mode="SameStep")
    assert venv.metadata["autoreset_mode"] is AutoresetMode.SAME_STEP
    venv.reset(seed=0)
    venv.step([SEARCH, None])
    obs, reward, terminated, truncated, info = venv.step([SEARCH, SEARCH])
    assert obs == (INSTRUCTION, obs[1]) and list(truncated) == [True, False]
    assert list(info["_final_obs"]) == [True, False]
    assert info["final_obs"][0].startswith('{"error_type"')
    assert info["final_info"]["termination_reason"][0] == "step_limit"
    assert list(info["final_info"]["_termination_reason"]) == [True, False]
    assert info["_messages"][0] and not info["_messages"][1]  # env 0's reset info
    assert info["per_env"][0]["final_obs"] == info["final_obs"][0]
    assert venv.envs[0].episode.steps == [] and len(venv.envs[1].episode.steps) == 1


def test_disabled_autoreset_waits_with_none_until_reset_by_mask() -> None:
    venv = MobileVectorEnv(2, step_limit=1, autoreset_mode=AutoresetMode.DISABLED)
    venv.reset(seed=0)
    _, _, _, truncated, _ = venv.step([SEARCH, None])
    assert list(truncated) == [True, False]
    with pytest.raises(ResetNeeded):
        venv.step([SEARCH, SEARCH])
    obs, reward, terminated, truncated, info = venv.step([None, SEARCH])
    assert list(truncated) == [False, True] and list(info["_step"]) == [False, True]
    obs, info = venv.reset(options={"reset_mask": np.array([True, False])})
    assert obs[0] == INSTRUCTION and obs[1].startswith('{"error_type"')
    assert list(info["_task_id"]) == [True, False]
    venv.step([SEARCH, None])
    with pytest.raises(ValueError):
        venv.reset(options={"reset_mask": np.array([False, False])})


def test_none_actions_leave_an_env_untouched() -> None:
    venv = MobileVectorEnv(3, step_limit=1)
    first, _ = venv.reset(seed=0)
    venv.step([None, SEARCH, SEARCH])  # envs 1 and 2 end; their autoreset is pending
    digests = [env.state.digest() for env in venv.envs]
    obs, reward, terminated, truncated, info = venv.step([None, None, SEARCH])
    assert obs[0] == first[0] and obs[1].startswith('{"error_type"') and obs[2] == INSTRUCTION
    assert [env.state.digest() for env in venv.envs][:2] == digests[:2]
    assert list(info["_per_env"]) == [False, False, True] and info["per_env"][0] is None
    assert all(not mask[:2].any() for key, mask in info.items() if key.startswith("_"))
    assert not (reward.any() or terminated.any() or truncated.any())
    assert len(venv.envs[0].episode.steps) == 0 and len(venv.envs[1].episode.steps) == 1


@pytest.mark.parametrize("actions", [SEARCH, [SEARCH], [SEARCH] * 3])
def test_actions_must_be_one_per_env(actions: Any) -> None:
    venv = MobileVectorEnv(2)
    venv.reset(seed=0)
    with pytest.raises(ValueError):
        venv.step(actions)


def test_reset_options_task_ids_and_setting() -> None:
    venv = MobileVectorEnv(3, suite=CORE)
    _, info = venv.reset(seed=0, options={"task_ids": CORE_IDS, "setting": "full"})
    assert list(info["task_id"]) == list(CORE_IDS) and list(info["setting"]) == ["full"] * 3
    with pytest.raises(ValueError):
        venv.reset(options={"task_ids": CORE_IDS[:2]})


def test_int_seed_gives_env_i_seed_plus_i() -> None:
    venv = MobileVectorEnv(3, suite=CORE)
    _, info = venv.reset(seed=5)
    for i in range(3):
        _, single = mobile_env.MobilePlannerEnv(suite=CORE).reset(seed=5 + i)
        assert info["task_id"][i] == single["task_id"]


def group_snapshot(venv: MobileVectorEnv, obs: tuple[str, ...], info: dict[str, Any]) -> list[Any]:
    return [(obs[i], info["per_env"][i]["messages"], env.state.digest())
            for i, env in enumerate(venv.envs)]


def test_groups_share_task_and_initial_state() -> None:
    venv = MobileVectorEnv.groups(CORE_IDS[:2], group_size=3, suite=CORE, step_limit=1)
    assert venv.num_envs == 6 and venv.num_groups == 2
    obs, info = venv.reset(seed=0)
    snap = group_snapshot(venv, obs, info)
    assert snap[0] == snap[1] == snap[2] and snap[3] == snap[4] == snap[5] and snap[0] != snap[3]
    assert list(info["task_id"]) == [CORE_IDS[0]] * 3 + [CORE_IDS[1]] * 3
    venv.step([SEARCH] * 6)
    obs, _, _, _, info = venv.step([SEARCH] * 6)  # every env autoresets onto its group's task
    assert group_snapshot(venv, obs, info) == snap


@pytest.mark.parametrize("seed", [3, None])
def test_sampled_groups_draw_the_same_task(seed: int | None) -> None:
    venv = MobileVectorEnv(8, group_size=4, suite=CORE)
    obs, info = venv.reset(seed=seed)
    snap = group_snapshot(venv, obs, info)
    assert all(snap[i] == snap[i - i % 4] for i in range(8))
    _, info = venv.reset(options={"task_ids": CORE_IDS[1:]})
    assert list(info["task_id"]) == [CORE_IDS[1]] * 4 + [CORE_IDS[2]] * 4
    with pytest.raises(ValueError):
        venv.reset(options={"task_ids": [CORE_IDS[0]] * 3 + [CORE_IDS[1]] * 5})


@pytest.mark.parametrize("kwargs", [{"num_envs": 0}, {"num_envs": 5, "group_size": 2},
                                    {"num_envs": 4, "group_size": 2, "group_tasks": CORE_IDS}])
def test_bad_sizes_raise(kwargs: dict[str, Any]) -> None:
    with pytest.raises(ValueError):
        MobileVectorEnv(suite=CORE, **kwargs)


def test_deterministic_across_instances() -> None:
    runs = [rollout(MobileVectorEnv(4, suite=CORE, **ENV_KWARGS), steps=8, seed=11)
            for _ in range(2)]
    assert all(same(a, b) for a, b in zip(*runs, strict=True))


def test_make_vec_through_a_vector_entry_point() -> None:
    """``register(..., vector_entry_point=...)`` makes ``make_vec`` build ours by default."""
    spec = dataclasses.replace(gym.spec(mobile_env.ENV_ID),
                               vector_entry_point="mobile_env.vector:MobileVectorEnv")
    venv = gym.make_vec(spec, num_envs=2, autoreset_mode=AutoresetMode.SAME_STEP, step_limit=4)
    assert isinstance(venv, MobileVectorEnv) and venv.num_envs == 2
    assert venv.metadata["autoreset_mode"] is AutoresetMode.SAME_STEP
    assert venv.envs[0].step_limit == 4


def test_render_returns_one_frame_per_env() -> None:
    venv = MobileVectorEnv(2, render_mode="ansi")
    assert venv.render_mode == "ansi"
    venv.reset(seed=0)
    venv.step([SEARCH, None])
    first, second = venv.render()
    assert "[1] > " in first and "[1] > " not in second and INSTRUCTION in second


def test_shared_memory_slots_hold_the_longest_observation_in_any_script() -> None:
    """Each async slot fits ``max_length`` characters of 4-byte UTF-8 (and a lone surrogate a
    model wrote), and the view follows later writes as Gymnasium's shared arrays do."""
    import copy

    from gymnasium.vector.utils import (create_shared_memory, read_from_shared_memory,
                                        write_to_shared_memory)

    from mobile_env.env import MAX_OBSERVATION_CHARS

    space = MobileVectorEnv(1).single_observation_space
    assert space.max_length == MAX_OBSERVATION_CHARS
    memory = create_shared_memory(space, n=3)
    view = read_from_shared_memory(space, memory, n=3)
    longest = "😀" * MAX_OBSERVATION_CHARS
    for i, text in enumerate(["", longest, "电话 \ud800 {}"]):
        write_to_shared_memory(space, i, text, memory)
    assert copy.deepcopy(view) == ("", longest, "电话 \ud800 {}")
    assert type(copy.deepcopy(view)) is tuple and view[-1] == view[2] and view[1:] == view[1:3]
    write_to_shared_memory(space, 0, "later", memory)
    assert view[0] == "later"
    with pytest.raises(ValueError, match="not in"):
        write_to_shared_memory(space, 0, "x" * (MAX_OBSERVATION_CHARS + 1), memory)


def test_a_result_over_the_observation_cap_is_a_too_large_error() -> None:
    from mobile_env.env import MAX_OBSERVATION_CHARS, MobilePlannerEnv

    task = load_suite("demo")[0]
    contacts = [{"name": f"Daniel {i}", "phone_number": f"+1 415-000-{i:04d}", "note": "x" * 200}
                for i in range(400)]
    big = task.model_copy(update={"records": {**task.records, "contacts": contacts}})
    env = MobilePlannerEnv(task=big, setting="full")
    env.reset(seed=0)
    obs, _, terminated, _, info = env.step(SEARCH)
    assert len(obs) <= MAX_OBSERVATION_CHARS and not terminated
    assert json.loads(obs)["error_type"] == "too_large" and "narrow the search" in obs


def _same(a: Any, b: Any) -> bool:
    """Deep equality that also holds dict key order, dtypes, shapes and value types."""
    if isinstance(a, dict):
        return isinstance(b, dict) and list(a) == list(b) and all(_same(a[k], b[k]) for k in a)
    if isinstance(a, np.ndarray):
        return isinstance(b, np.ndarray) and a.dtype == b.dtype and a.shape == b.shape and \
            all(_same(x, y) for x, y in zip(a.tolist(), b.tolist()))
    if isinstance(a, (list, tuple)):
        return type(a) is type(b) and len(a) == len(b) and all(map(_same, a, b))
    return type(a) is type(b) and (a == b or a is b)


def _gymnasiums(vec: VectorEnv, reported: list[tuple[int, dict[str, Any]]]) -> dict[str, Any]:
    """Gymnasium's own batching of ``reported`` (env index, info) pairs, env by env."""
    infos: dict[str, Any] = {}
    for i, info in reported:
        infos = VectorEnv._add_info(vec, infos, info, i)
    return infos


class _Counts(dict[str, Any]):
    """A dict that answers for keys it lacks, as ``Counter`` does."""

    def __missing__(self, key: str) -> int:
        return 0


def _info_sets(n: int) -> dict[str, list[dict[str, Any]]]:
    """Per case, one info per env: every shape of info the batching paths tell apart."""
    alike: list[dict[str, Any]] = [
        {"step": k, "calls": [{"name": "x"}] * k, "error_type": None, "final_obs": "o" * k,
         "flag": k == 2, "value": np.float32(k / 2), "big": 2 ** 40 + k, "names": ("a",) * k,
         "reward_breakdown": {"correct": k == 1, "score": k / 4,
                              "nested": {"k": np.int64(k), "names": ("a",) * k}}}
        for k in range(1, n + 1)]
    # Each env its own keys: numbers, an array and a nested dict in some envs only.
    own_keys = [{"step": 1, "calls": [{"name": "x"}], "error_type": None, "final_obs": "o",
                 "reward_breakdown": {"correct": True, "score": 0.5,
                                      "nested": {"k": np.int64(3)}}},
                {"step": 2, "tools": [{}], "error_type": "tool_error", "array": np.zeros(2),
                 "flag": False, "value": np.float32(1.5)},
                {"reward_breakdown": {"correct": False}, "final_obs": "p", "step": 7}]
    return {
        "alike": alike,
        "own keys": [own_keys[k % 3] for k in range(n)],
        # error_type None for some envs and a string for others: still one object array.
        "mixed objects": [{**info, "error_type": None if k % 2 else "tool_error"}
                          for k, info in enumerate(alike)],
        "mixed numbers": [{**info, "step": 2.5 if k == n - 1 else k}
                          for k, info in enumerate(alike)],
        "arrays": [{**info, "array": np.full(2, k, dtype=np.int64 if k else np.float64)}
                   for k, info in enumerate(alike)],
        "nested mixed": [{**info, "reward_breakdown": {**info["reward_breakdown"],
                                                       "score": (1, 0.5, True)[k % 3]}}
                         for k, info in enumerate(alike)],
        # A dict, then objects (Gymnasium fails on a dict after a value of another type).
        "a dict among objects": [{**info, "error_type": None if k else {"code": 1}}
                                 for k, info in enumerate(alike)],
        "final_obs of every type": [{**info, "final_obs": (k, "o", {"x": 1}, None)[k % 4]}
                                    for k, info in enumerate(alike)],
        "one size, other keys": [{"step": k, ("calls" if k % 2 else "tools"): [k]}
                                 for k in range(n)],
        "keys in other orders": [{"step": k, "calls": [k]} if k % 2 else {"calls": [k], "step": k}
                                 for k in range(n)],
        "answers for missing keys": [_Counts({"step": k, ("calls" if k % 2 else "tools"): [k]})
                                     for k in range(n)],
        "fewer keys": [{"step": k, "calls": [k]} if k % 2 else {"step": k} for k in range(n)],
        "dict or not": [{"x": k if k % 2 else {"y": 2}} for k in range(n)],
        "empty": [{} for _ in range(n)],
    }


@pytest.mark.parametrize("num_envs", [1, 3, 8])
def test_batched_infos_are_gymnasiums_exactly(num_envs: int) -> None:
    """The vector env's own info batching builds the very arrays and masks Gymnasium's does
    (same keys in the same order, dtypes, values), whether every env reported or only some
    did, and reads the envs' infos without touching them."""
    import copy

    vec = MobileVectorEnv(num_envs, suite="demo")
    for name, infos in _info_sets(num_envs).items():
        for where in (None, [num_envs - 1], list(range(0, num_envs, 2)), []):
            if where is not None and len(where) == num_envs:
                continue
            given = infos if where is None else [infos[i] for i in where]
            before = copy.deepcopy(given)
            theirs = _gymnasiums(vec, list(zip(range(num_envs) if where is None else where,
                                               given)))
            ours = vec._batched(given, where)
            assert _same(ours, theirs), (name, where, ours, theirs)
            assert _same(given, before), (name, where)


@pytest.mark.parametrize("num_envs", [1, 8])
@pytest.mark.parametrize("mode", [AutoresetMode.NEXT_STEP, AutoresetMode.SAME_STEP])
def test_returned_arrays_are_the_callers_own(mode: AutoresetMode, num_envs: int) -> None:
    """Mutating every array a step or reset returned (rewards, flags, info arrays, masks,
    ``per_env``) changes nothing the vector env returns later: no array is shared between
    results, or between two arrays of one result."""
    mutated, clean = (MobileVectorEnv(num_envs, autoreset_mode=mode, max_errors=2)
                      for _ in range(2))
    results: list[tuple[Any, Any]] = [(mutated.reset(seed=5), clean.reset(seed=5))]
    for t in range(8):
        actions: list[str | None] = list(scripted_actions(t, num_envs))
        actions[-1] = None if t == 5 else actions[-1]  # a partial batch too
        results.append((mutated.step(actions), clean.step(actions)))
    arrays: list[np.ndarray] = []
    for mine, expected in results:
        assert _same(mine, expected)
        found = list(_arrays(mine))
        for k, array in enumerate(found):
            assert not any(np.shares_memory(array, other) for other in found[k + 1:] + arrays)
        for array in found:
            array[...] = True if array.dtype == np.bool_ else (0 if array.dtype != object else "x")
        arrays += found
    assert any(r[2].any() or r[3].any() for r, _ in results[1:])  # some episode ended


def _arrays(value: Any) -> Any:
    """Every NumPy array in a reset or step result, infos included."""
    if isinstance(value, np.ndarray):
        yield value
    elif isinstance(value, (dict, tuple)):
        for item in value.values() if isinstance(value, dict) else value:
            yield from _arrays(item)
