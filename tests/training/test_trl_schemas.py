"""TRL's environment_factory shows the model the env's own tool schemas, for every tool.

TRL 1.16 hands each environment instance's public tools to ``apply_chat_template``, which uses a
dict as the schema and derives one from a function's signature and docstring
(transformers 5.24 ``get_json_schema``). The derivation cannot express defaults, bounds, list
sizes, patterns or item descriptions, so the instances hold the env's schema dicts themselves
(callable); these tests check both halves over the whole registry.
"""

from __future__ import annotations

import json
from typing import Any

import pytest

pytest.importorskip("transformers")

from transformers.utils import get_json_schema  # noqa: E402
from transformers.utils.chat_template_utils import render_jinja_template  # noqa: E402

from mobile_env.env import MobilePlannerEnv  # noqa: E402
from mobile_env.task_format import load_suite  # noqa: E402
from mobile_env.tools import REGISTRY  # noqa: E402
from mobile_env.training.models import chat_template  # noqa: E402
from mobile_env.training.trl_env import ToolFunction, environment_class, tools_class  # noqa: E402

SCHEMAS = [REGISTRY[name].schema for name in REGISTRY.names()]
#: What get_json_schema can write for a parameter (and for its items or values, only the first two).
DERIVABLE = ("type", "enum", "items", "additionalProperties", "description")


def derivable(spec: dict[str, Any]) -> dict[str, Any]:
    out = {k: v for k, v in spec.items() if k in DERIVABLE}
    for key in ("items", "additionalProperties"):
        if isinstance(out.get(key), dict):
            out[key] = {k: v for k, v in out[key].items() if k in ("type", "enum")}
        else:
            out.pop(key, None)
    return out


@pytest.fixture(scope="module")
def tools() -> Any:
    return tools_class(SCHEMAS, load_suite("demo"))()


def trl_tools(instance: Any) -> list[Any]:
    """The tools TRL 1.16 takes from an environment instance (GRPOTrainer.__init__)."""
    import inspect

    members = inspect.getmembers(type(instance), inspect.isfunction)
    return [getattr(instance, name) for name, _ in members
            if name != "reset" and not name.startswith("_")]


def test_every_tool_reaches_the_template_as_the_env_schema(tools: Any) -> None:
    given = trl_tools(tools)
    assert sorted(t.__name__ for t in given) == sorted(REGISTRY.names())
    by_name = {t.__name__: t for t in given}
    for schema in SCHEMAS:
        tool = by_name[schema["function"]["name"]]
        assert isinstance(tool, ToolFunction) and tool == schema
        # apply_chat_template's own rule: a dict is the schema, a function is derived
        rendered = tool if isinstance(tool, dict) else get_json_schema(tool)
        assert json.dumps(rendered) == json.dumps(schema)
    messages = [[{"role": "system", "content": "s"}, {"role": "user", "content": "u"}]]
    ordered = [by_name[s["function"]["name"]] for s in SCHEMAS]
    assert render_jinja_template(messages, tools=ordered, chat_template=chat_template()) == \
        render_jinja_template(messages, tools=SCHEMAS, chat_template=chat_template())


@pytest.mark.parametrize("schema", SCHEMAS, ids=lambda s: s["function"]["name"])
def test_the_signature_derives_everything_a_signature_can_say(schema: dict[str, Any]) -> None:
    """Should anything derive the schema from the class function, it gets types, enums, item
    types, descriptions and the required list right, and no ``nullable``."""
    function = schema["function"]
    derived = get_json_schema(getattr(tools_class([schema], load_suite("demo")), function["name"]))
    got = derived["function"]
    assert got["name"] == function["name"]
    assert got["description"] == " ".join(function["description"].split())
    assert got["parameters"].get("required", []) == function["parameters"]["required"]
    assert got["parameters"]["properties"] == {
        name: derivable(spec) for name, spec in function["parameters"]["properties"].items()}


def test_a_tool_forwards_exactly_the_arguments_the_model_gave() -> None:
    tasks = load_suite("demo")
    environment = environment_class(tasks)()
    environment.reset(task_id=tasks[0].id)
    observation = environment.Clock_CreateAlarm(time="07:00:00")
    assert json.loads(observation)["status"] == "ok"
    assert environment.episode.calls[0].arguments == {"time": "07:00:00"}  # no defaults filled in


@pytest.mark.parametrize("suite", ["demo", "mobilepa-tool-use"])
def test_a_suites_environment_class_shows_the_tools_of_its_tasks(suite: str) -> None:
    tasks = load_suite(suite)[:1]
    instance = environment_class(tasks)()
    _, info = MobilePlannerEnv(tasks=tasks).reset(options={"task_id": tasks[0].id})
    assert sorted(trl_tools(instance), key=lambda t: t["function"]["name"]) == \
        sorted(info["tools"], key=lambda t: t["function"]["name"])
