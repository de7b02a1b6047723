"""Every switch, option, guarded option and one-call action of the MobilePA Tool Use scenarios
yields a task that passes the validator (its reference replays to 1.0, finishing at once scores
0)."""

from __future__ import annotations

from random import Random
from typing import Any

import pytest

from mobile_env.generation import mobilepa_generator as g
from mobile_env.generation.common import Side, templates_of
from mobile_env.generation.mobilepa_actions import FAMILIES
from mobile_env.generation.mobilepa_world import (GUARDED_OPTIONS, OPTION_PHRASES, SWITCHES,
                                                  new_world)
from mobile_env.task_format.schema import Task
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
        assert task.reference_solution[0][0].name == action(new_world(Random(0), side))[2]["name"]
        assert validate_task(task) == [], task.id
