"""Every switch, option, guarded option, one-call action, look-up, checked condition and question
of the MobilePA Tool Use scenarios yields a task that passes the validator (its reference replays
to 1.0, finishing at once scores 0)."""

from __future__ import annotations

from random import Random
from typing import Any

import pytest

from mobile_env.generation import mobilepa_generator as g
from mobile_env.generation.common import Side, templates_of
from mobile_env.generation import mobilepa_lookups as lookups
from mobile_env.generation.mobilepa_actions import FAMILIES
from mobile_env.generation.mobilepa_world import (GUARDED_OPTIONS, OPTION_PHRASES, SWITCHES,
                                                  new_world)
from mobile_env.generation.mobilepa_stats import is_idle
from mobile_env.task_format.schema import Task
from mobile_env.tools import REGISTRY
from mobile_env.validation import validate_task


def _built(monkeypatch: pytest.MonkeyPatch, category: str, scenario: Any, index: int,
           side: Side) -> Task:
    monkeypatch.setitem(g.SCENARIOS, category, (scenario,))
    return g.build_task(index, 3, "probe", side, category=category, idle=False)


@pytest.mark.parametrize("entry", SWITCHES, ids=[e[0] for e in SWITCHES])
def test_every_switch_flips_to_the_state_it_is_not_in(
        monkeypatch: pytest.MonkeyPatch, entry: tuple[Any, ...]) -> None:
    monkeypatch.setattr(g, "SWITCHES", (entry,))
    sides: tuple[Side, ...] = ("train", "test")
    for side in sides:
        task = _built(monkeypatch, "parameter_grounding", g.pg_switch, 0, side)
        assert task.template in templates_of(entry[2], side)
        assert validate_task(task) == [], task.id


@pytest.mark.parametrize("entry", OPTION_PHRASES, ids=[e[0] for e in OPTION_PHRASES])
def test_every_option_value_replays(monkeypatch: pytest.MonkeyPatch,
                                    entry: tuple[Any, ...]) -> None:
    monkeypatch.setattr(g, "OPTION_PHRASES", (entry,))
    values = set()
    for index in range(8):
        task = _built(monkeypatch, "parameter_grounding", g.pg_option, index, "train")
        values.add(task.reference_solution[0][0].arguments[entry[1]])
        assert validate_task(task) == [], task.id
    assert values <= set(entry[2]) and len(values) >= min(2, len(entry[2]) - 1)


@pytest.mark.parametrize("entry", GUARDED_OPTIONS, ids=[e[0][0] for e in GUARDED_OPTIONS])
def test_a_guarded_option_needs_its_switch_first(monkeypatch: pytest.MonkeyPatch,
                                                 entry: tuple[Any, ...]) -> None:
    monkeypatch.setattr(g, "GUARDED_OPTIONS", (entry,))
    option, switch, key, state = entry
    task = _built(monkeypatch, "dependency_planning", g.dp_guarded_option, 0, "test")
    first = task.reference_solution[0][0]
    assert (first.name, first.arguments) == (switch, {"enabled": state})
    assert task.initial_settings[key] is not state
    assert validate_task(task) == [], task.id


ACTIONS = [(family, action) for family, actions in FAMILIES.items() for action in actions]


@pytest.mark.parametrize("family,action", ACTIONS, ids=[a.__name__ for _, a in ACTIONS])
def test_every_one_call_action_changes_the_state_it_names(
        monkeypatch: pytest.MonkeyPatch, family: str, action: Any) -> None:
    monkeypatch.setitem(FAMILIES, family, (action,))
    scenario = next(s for s in g.SCENARIOS["parameter_grounding"]
                    if s.__name__ == f"pg_{family}_action")
    for index in range(4):
        side: Side = ("train", "test")[index % 2]
        task = _built(monkeypatch, "parameter_grounding", scenario, index, side)
        made = action(new_world(Random(0), side))[2]
        first = made[0][0] if isinstance(made, list) else made
        assert task.reference_solution[0][0].name == first["name"]
        assert validate_task(task) == [], task.id


def _with_entry(monkeypatch: pytest.MonkeyPatch, table: str, entry: Any, category: str,
                scenario: Any, idle: bool, index: int, side: Side) -> Task:
    monkeypatch.setattr(lookups, table, (entry,))
    scenarios = g.IDLE_SCENARIOS if idle else g.SCENARIOS
    monkeypatch.setitem(scenarios, category, (scenario,))
    return g.build_task(index, 3, "probe", side, category=category, idle=idle)


@pytest.mark.parametrize("entry", lookups.LOOKUPS, ids=[e.__name__ for e in lookups.LOOKUPS])
def test_every_look_up_reads_then_changes_the_state(monkeypatch: pytest.MonkeyPatch,
                                                    entry: Any) -> None:
    for index in range(4):
        side: Side = ("train", "test")[index % 2]
        task = _with_entry(monkeypatch, "LOOKUPS", entry, "reference_state_tracking",
                           lookups.rs_look_up_and_act, False, index, side)
        assert task.checker == "state_change" and task.target_delta
        assert REGISTRY[task.reference_solution[0][0].name].kind == "retrieve"
        assert validate_task(task) == [], task.id


@pytest.mark.parametrize("entry", lookups.CONDITIONS,
                         ids=[e.__name__ for e in lookups.CONDITIONS])
def test_every_condition_acts_when_it_holds_and_is_idle_when_not(
        monkeypatch: pytest.MonkeyPatch, entry: Any) -> None:
    for index in range(4):
        side: Side = ("train", "test")[index % 2]
        acting = _with_entry(monkeypatch, "CONDITIONS", entry, "dependency_planning",
                             lookups.dp_check_then_act, False, index, side)
        idle = _with_entry(monkeypatch, "CONDITIONS", entry, "dependency_planning",
                           lookups.dp_check_fails, True, index, side)
        read = acting.reference_solution[0][0].name
        assert REGISTRY[read].kind == "retrieve" and acting.checker == "state_change"
        assert is_idle(idle) and [c.name for c in idle.required_calls] == [read]
        assert validate_task(acting) == [] and validate_task(idle) == [], acting.id


@pytest.mark.parametrize("entry", lookups.QUESTIONS,
                         ids=[e.__name__ for e in lookups.QUESTIONS])
def test_every_question_is_answered_by_its_read_alone(monkeypatch: pytest.MonkeyPatch,
                                                     entry: Any) -> None:
    for index in range(4):
        side: Side = ("train", "test")[index % 2]
        task = _with_entry(monkeypatch, "QUESTIONS", entry, "intent_revision",
                           lookups.ir_drop_and_ask, True, index, side)
        assert is_idle(task) and len(task.history) == 2
        assert [c.name for c in task.required_calls] == [task.reference_solution[0][0].name]
        assert validate_task(task) == [], task.id
