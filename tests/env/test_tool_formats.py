"""The compact tool format: an env option that changes only what the prompt shows."""

from __future__ import annotations

import gymnasium as gym
import pytest

import mobile_env  # noqa: F401  (registers the env)
from mobile_env import prompts
from mobile_env.agents import OracleAgent
from mobile_env.rollout import agent_policy, collect
from mobile_env.generation.generator import generate
from mobile_env.tool_formats import shared_notes, signature, template_tools
from mobile_env.tools.registry import REGISTRY


@pytest.fixture(scope="module")
def tasks():
    return generate(12, seed=5, difficulty="easy", execution_tools=2, verify=False)


def _opening(tasks, **kwargs):
    env = gym.make("MobilePlanner-v0", tasks=tasks, setting="no_search", **kwargs)
    _, info = env.reset(options={"task_id": tasks[0].id})
    return info


def test_default_is_the_figure_9_prompt_with_schemas(tasks) -> None:
    info = _opening(tasks)
    assert info["tool_format"] == "json_schema"
    assert info["messages"][0]["content"].startswith(prompts._TEMPLATE[:40])
    assert template_tools("json_schema", info["tools"]) == info["tools"]


def test_compact_lists_every_active_tool_once_and_keeps_the_schemas(tasks) -> None:
    compact, default = _opening(tasks, tool_format="compact"), _opening(tasks)
    system = compact["messages"][0]["content"]
    assert compact["tools"] == default["tools"]  # still there for clients that take tools=
    assert template_tools("compact", compact["tools"]) is None  # but not rendered twice
    names = [t["function"]["name"] for t in compact["tools"]]
    for name in names:
        assert system.count(f"\n{name}(") + system.count(f"\n- {name} -- ") == 1
    assert '"parameters"' not in system and "Records (no search needed):" in system
    assert compact["messages"][1:] == default["messages"][1:]
    assert len(system) < len(default["messages"][0]["content"]) + len(str(default["tools"]))


def test_signature_marks_required_parameters_defaults_and_enums() -> None:
    line = signature(REGISTRY["Phone_Call"].schema)
    assert line.startswith('Phone_Call(telephone: str, type: "VOICE"|"VIDEO"="VOICE") -- Call')
    assert "VIDEO (video call)" in line  # the note says what the enum values mean
    alarm = signature(REGISTRY["Clock_CreateAlarm"].schema)
    assert alarm.startswith("Clock_CreateAlarm(time: str, repeatDayOfWeek: "
                            "list[1|2|3|4|5|6|7|0]=[0]")
    assert "1-7 are Monday-Sunday" in alarm and "H:M:S" in alarm
    assert signature(REGISTRY["finish"].schema).startswith('finish(answer: str="")')


@pytest.mark.parametrize("setting", ["standard", "no_search"])
def test_parsing_and_scoring_do_not_depend_on_the_format(tasks, setting: str) -> None:
    rewards = {}
    for tool_format in ("json_schema", "compact"):
        rollouts = collect(agent_policy(lambda: OracleAgent(tasks)), tasks, setting=setting,
                           tool_format=tool_format)
        rewards[tool_format] = [(r.reward, r.actions) for r in rollouts]
    assert rewards["compact"] == rewards["json_schema"]
    assert all(reward == 1.0 for reward, _ in rewards["compact"])


def test_standard_setting_compact_prompt_asks_to_search(tasks) -> None:
    env = gym.make("MobilePlanner-v0", tasks=tasks, setting="standard", tool_format="compact")
    _, info = env.reset(options={"task_id": tasks[0].id})
    system = info["messages"][0]["content"]
    assert "retrieval tools first" in system and "\n- search_contacts -- Search" in system
    assert "Records (no search needed)" not in system


def test_a_family_of_tools_states_its_parameters_and_shared_notes_once(tasks) -> None:
    env = gym.make("MobilePlanner-v0", tasks=tasks, setting="standard", tool_format="compact")
    _, info = env.reset(options={"task_id": tasks[0].id})
    system = info["messages"][0]["content"]
    searches = [t["function"]["name"] for t in info["tools"]
                if t["function"]["name"].startswith("search_") and t["function"]["name"]
                != "search_phone"]
    family = (f"Each of these {len(searches)} tools takes (pattern: str, field: str=None, "
              'mode: "fixed"|"regex"|"fuzzy"="fixed", ignore_case: bool=true, page: int=1):')
    assert system.count(family) == 1
    for name in searches:
        assert system.count(f"\n- {name} -- ") == 1
    assert system.count("mode: Matching mode.") == 1  # the note, once for the family
    assert system.count("page: Which page of results") == 1
    assert "\nsearch_phone(pattern: str" in system  # other parameters: a line of its own


def test_shared_notes_keep_a_tool_whose_note_differs() -> None:
    schemas = [REGISTRY[name].schema for name in ("search_contacts", "search_sms", "search_phone")]
    shared = shared_notes(schemas)
    assert shared["pattern"] == "What to search for"
    own = signature(REGISTRY["search_phone"].schema, shared)
    assert "pattern: What to search for (substring match" in own  # its own notes stay
    assert "\n" not in signature(REGISTRY["search_sms"].schema, shared)  # all of them shared


def test_chinese_schemas_give_chinese_notes(tasks) -> None:
    info = _opening(tasks, tool_format="compact", lang="zh")
    assert any("\u4e00" <= ch <= "\u9fff" for ch in info["messages"][0]["content"])


def test_an_unknown_format_is_an_error_that_lists_the_choices(tasks) -> None:
    with pytest.raises(ValueError, match="json_schema, compact"):
        gym.make("MobilePlanner-v0", tasks=tasks, tool_format="xml")
