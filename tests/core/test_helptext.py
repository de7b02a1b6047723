"""One-line messages for an unknown name: the closest names, or the list, or where it is."""

from __future__ import annotations

import pytest

from mobile_env.helptext import unknown_name

REWARDS = ["behaviour", "final_reply", "format", "invalid_call_penalty", "memory_gate",
           "partial_credit", "retrieval_efficiency", "skill_gate", "spieval_exact",
           "spieval_normalised", "spieval_shaped", "state_change", "step_cost", "task_checker"]


@pytest.mark.parametrize("name, known, message", [
    ("spieval_exakt", REWARDS, "no reward named 'spieval_exakt'; did you mean 'spieval_exact'?"),
    ("stae", ["state", "stake", "format"], "no reward named 'stae'; did you mean 'state' or "
                                           "'stake'?"),
    ("nope", REWARDS, "no reward named 'nope'; see mobile-env eval --help"),
    ("nope", ["a", "b"], "no reward named 'nope'; available: a, b"),
    ("nope", [], "no reward named 'nope'; available: none"),
])
def test_the_message_names_what_helps(name: str, known: list[str], message: str) -> None:
    assert unknown_name("reward", name, known, "mobile-env eval --help") == message


def test_close_names_are_cut_to_the_width_but_the_closest_stays() -> None:
    known = [f"spieval-core-with-a-long-name-{i}" for i in range(3)]
    message = unknown_name("suite", "spieval-core-with-a-long-name", known, "x", width=60)
    assert message.count("'spieval-core-with-a-long-name-") == 1
    many = [f"s{i}" for i in range(3)]
    assert unknown_name("suite", "s", many, "x").count("or") == 2


def test_a_long_list_never_makes_a_long_line() -> None:
    known = [f"suite-number-{i}" for i in range(200)]
    assert len(unknown_name("suite", "zzz", known, "mobile-env tasks list")) <= 64
