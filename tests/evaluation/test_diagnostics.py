"""Diagnostics on hand-built episodes whose answers are known by construction."""

from __future__ import annotations

from typing import Any

import pytest

from mobile_env import trajectory
from mobile_env.agents import OracleAgent
from mobile_env.evaluation import diagnostics as dg
from mobile_env.rollout import agent_policy, collect
from mobile_env.task_format import load_suite


def breakdown(*problems: str, extra: int = 0, correct: bool = False) -> dict[str, Any]:
    """A spieval_exact breakdown with one gold call having ``problems``."""
    return {"correct": correct, "answer_index": 0, "execution_calls": 1,
            "calls": [{"gold": "Phone_Call", "call": "Phone_Call", "matched": not problems,
                       "problems": [{"problem": p} for p in problems]}],
            "extra_calls": ["Messages_Send"] * extra, "missing_calls": []}


def search(name: str = "search_contacts", **arguments: Any) -> tuple[str, dict[str, Any]]:
    return name, {"pattern": "x", **arguments}


SOLVED = breakdown(correct=True)


def test_failure_labels_follow_the_documented_order() -> None:
    assert dg.failure_label(breakdown("wrong_value", "wrong_tool")) == "wrong_tool"
    assert dg.failure_label(breakdown("missing_param", "wrong_value")) == "wrong_value"
    assert dg.failure_label(breakdown("missing_param")) == "missing_param"
    assert dg.failure_label(breakdown("missing_call")) == "missing_call"
    assert dg.failure_label(breakdown(extra=1)) == "extra_call"
    assert dg.failure_label(breakdown("unexpected_param", extra=2)) == "unexpected_param"
    assert dg.failure_label({"value": 0.0}) == "other"
    assert dg.failure_label({"exact": breakdown("wrong_tool"),
                             "format": {}}) == "wrong_tool"  # nested


def test_failure_taxonomy_shares() -> None:
    episodes = [dg.Episode("a", 0.0, breakdown("wrong_value")),
                dg.Episode("b", 0.0, breakdown("wrong_value", "missing_param")),
                dg.Episode("c", 0.0, breakdown("wrong_value")),
                dg.Episode("d", 0.0, breakdown("missing_param")),
                dg.Episode("e", 1.0, SOLVED)]
    taxonomy = dg.failure_taxonomy(episodes)
    assert taxonomy["failures"] == 4
    assert taxonomy["shares"]["wrong_value"] == 0.75
    assert taxonomy["shares"]["missing_param"] == 0.25
    assert taxonomy["shares"]["wrong_tool"] == 0.0
    assert sum(taxonomy["shares"].values()) == pytest.approx(1.0)
    assert taxonomy["any"]["missing_param"] == 0.5  # b and d show it; b is labelled wrong_value
    assert dg.failure_taxonomy([dg.Episode("e", 1.0, SOLVED)])["shares"]["wrong_tool"] is None


def test_retrievals_modes_fields_pages_and_efficiency() -> None:
    solved = dg.Episode("s", 1.0, SOLVED, calls=(
        search(), search(mode="regex", field="name"), search("search_phone", page=2),
        search(mode="fuzzy", page=3), ("Phone_Call", {"telephone": "1"})))
    failed = dg.Episode("f", 0.0, breakdown("wrong_value"), calls=(
        search(mode="bogus", field="  "), ("Phone_Call", {"telephone": "2"})))
    nothing = dg.Episode("n", 0.0, breakdown("missing_call"), calls=())
    unrecorded = dg.Episode("u", 0.0, breakdown("wrong_tool"))  # from a results file: ignored
    stats = dg.retrieval_stats([solved, failed, nothing, unrecorded])
    assert stats.per_episode_solved == [4] and stats.per_episode_failed == [1, 0]
    assert stats.total == 5
    assert stats.modes == {"fixed": 2, "regex": 1, "fuzzy": 1, "other": 1}
    assert stats.field_restricted == 1  # a blank field is no restriction
    assert (stats.deeper_pages, stats.max_page) == (2, 3)
    assert stats.mean_solved == 4.0 and stats.mean_failed == 0.5
    assert stats.per_task == pytest.approx(5 / 3)
    shares = stats.to_dict()
    assert shares["mode_shares"]["regex"] == 0.2 and shares["field_restricted_share"] == 0.2
    assert dg.retrieval_stats([]).mean_solved is None


def test_route_exec_joint() -> None:
    episodes = [dg.Episode("a", 1.0, {"route_ok": True, "exec_ok": True}),
                dg.Episode("b", 0.0, {"route_ok": True, "exec_ok": False}),
                dg.Episode("c", 0.0, {"route_ok": True, "exec_ok": True}),
                dg.Episode("d", 0.0, {"route_ok": False, "exec_ok": True}),
                dg.Episode("e", 0.0, {"correct": False})]  # not a routing task: left out
    out = dg.route_exec_joint(episodes)
    assert out == {"episodes": 4.0, "route": 0.75, "exec_given_route": pytest.approx(2 / 3),
                   "joint": 0.5}
    assert dg.route_exec_joint(episodes[-1:]) is None


def test_routes_are_reported_per_capability_and_skill_setting() -> None:
    """SOR and MTSR are reported apart: Joint is SOR's success but only a diagnostic in MTSR."""
    routed, missed = {"route_ok": True, "exec_ok": True}, {"route_ok": False, "exec_ok": True}
    episodes = [dg.Episode("s", 1.0, routed, "skills", group="skills_sor"),
                dg.Episode("m", 1.0, missed, "skills", group="skills_mtsr"),
                dg.Episode("g", 1.0, routed, "subagent"), dg.Episode("t", 1.0, {}, "tool_use")]
    by_group = dg.routes_by_group(episodes)
    assert list(by_group) == ["skills_sor", "skills_mtsr", "subagent"]
    assert by_group["skills_sor"]["joint"] == 1.0 and by_group["skills_mtsr"]["route"] == 0.0
    assert by_group["skills_mtsr"]["exec_given_route"] is None
    assert dg.diagnose(episodes)["routes"] == by_group


def test_calls_are_read_with_the_env_parser() -> None:
    action = ('<tool_call>{"name": "search_sms", "arguments": "{\\"pattern\\": \\"a\\"}"}'
              '</tool_call>')
    assert dg.action_calls(action) == [("search_sms", {"pattern": "a"})]
    assert dg.action_calls('{"tool_calls": [{"function": {"name": "search_sms", "arguments": '
                           '"{bad"}}]}') \
        == [("search_sms", {})]
    assert dg.action_calls("{not json") == [] and dg.action_calls("All done.") == []


def test_from_trajectories_and_results_agree(tmp_path: Any) -> None:
    tasks = list(load_suite("demo"))
    rollouts = collect(agent_policy(lambda: OracleAgent(tasks)), tasks)
    path = tmp_path / "t.jsonl"
    trajectory.write(path, [trajectory.from_rollout(r, agent="oracle", run=0) for r in rollouts])
    [episode] = [dg.from_trajectory(t, "preference_inference") for t in trajectory.read(path)]
    assert episode.solved and episode.capability == "preference_inference"
    expected = sum(dg.is_retrieval(n) for action in rollouts[0].actions
                   for n, _ in dg.action_calls(action))
    report = dg.diagnose([episode])
    assert report["retrieval"]["retrievals"] == expected > 0
    assert report["accuracy"] == 1.0 and report["failures"]["failures"] == 0
    document = {"runs": [{"run": 0, "episodes": [{"task_id": "x", "reward": 0.0, "capability": "c",
                                                  "breakdown": breakdown("wrong_tool")}]}]}
    [from_file] = dg.from_results(document)
    assert from_file.calls is None and not from_file.solved
    assert dg.diagnose([from_file])["retrieval"] is None
    assert dg.diagnose([from_file])["failures"]["shares"]["wrong_tool"] == 1.0


def _gated(primary: dict[str, Any], gate: float) -> dict[str, Any]:
    """A task_checker breakdown of a gated MobilePA task."""
    return {"reward": {"name": "tool_calls", "value": 0.0, "breakdown": primary},
            "gate": {"name": "memory_gate", "value": gate, "breakdown": {}},
            "route_ok": gate == 1.0, "exec_ok": False}


def test_mobilepa_failures_get_their_own_stage_labels() -> None:
    calls = {"correct": False, "ambiguity": [], "extraneous_calls": [], "missing_calls": [],
             "calls": [{"required": "set_wifi", "matched": False,
                        "problems": [{"problem": "wrong_value"}]}]}
    assert dg.mobilepa_problems(calls) == {"wrong_arguments"}
    assert dg.mobilepa_problems(_gated(calls, 0.0)) == {"route", "wrong_arguments"}
    assert dg.mobilepa_problems(_gated(calls, 1.0)) == {"wrong_arguments"}  # MTSR: gate is 1
    state = {"correct": False, "ambiguity": [{"problem": "unresolved_ambiguity"}], "delta": {},
             "differences": [{"problem": "missing_added"}, {"problem": "unexpected_removal"}]}
    assert dg.mobilepa_problems(state) == {"ambiguity", "missing_change", "unexpected_change"}
    behaviour = {"route_ok": True, "exec_ok": False, "routes": ["gui"], "missing_facts": ["x"],
                 "follow_up_ok": False}
    assert dg.mobilepa_problems(behaviour) == {"handoff", "follow_up"}
    episodes = [dg.Episode("a", 0.0, _gated(calls, 0.0), "memory", group="memory"),
                dg.Episode("b", 0.0, state, "intent_revision", group="tool_use"),
                dg.Episode("c", 0.0, breakdown("wrong_tool"), "reasoning")]  # SPIEval's
    taxonomy = dg.mobilepa_failure_taxonomy(episodes)
    assert taxonomy["failures"] == 2 and taxonomy["counts"]["route"] == 1
    assert taxonomy["counts"]["ambiguity"] == 1 and taxonomy["counts"]["other"] == 0
    assert dg.failure_taxonomy(episodes)["failures"] == 1  # SPIEval's taxonomy: SPIEval's episode


def test_real_mobilepa_failures_are_labelled(tmp_path: Any) -> None:
    """No failed episode of the random agent on the MobilePA suites falls to "other"."""
    from mobile_env.evaluation.runner import evaluate

    tasks = list(load_suite("mobilepa-core"))
    document = evaluate(tasks, "random", runs=1)
    taxonomy = dg.mobilepa_failure_taxonomy(dg.from_results(document))
    assert taxonomy["failures"] > 150 and taxonomy["counts"]["other"] == 0
    assert sum(1 for v in taxonomy["counts"].values() if v) >= 4
