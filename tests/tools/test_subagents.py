"""F9 sub-agent entry tools and the F21 behaviour checker (Bucket 3) with its judge hook."""

from __future__ import annotations

import json
from typing import Any, get_args

import pytest

from mobile_env.env import MobilePlannerEnv
from mobile_env.episode import EpisodeRecord
from mobile_env.task_format import load_suite
from mobile_env.task_format.schema import SubagentRoute, Task
from mobile_env.tools import REGISTRY
from mobile_env.tools.mobilepa import DOMAINS, RESERVED
from mobile_env.tools.mobilepa.ai_assistant import ROUTE_TOOLS, SUBAGENTS
from mobile_env.rewards import get, set_judge

#: The first Tool Use task as plain data, its world materialised.
BASE: dict[str, Any] = load_suite("mobilepa-tool-use")[0].model_dump(mode="json")
RUBRIC = {"route": "gui", "required_facts": ["Lucky Noodles", "2 people", "19:00"]}
HANDOFF = {"instruction": "Reserve a table at Lucky Noodles in the FoodieApp",
           "context": {"restaurant": "Lucky Noodles", "party": "2 people", "time": "19:00"}}


def task(**rubric: Any) -> Task:
    data = {k: v for k, v in BASE.items() if k not in ("friction", "required_calls", "gold")}
    data.update(id="sub-test", capability="subagent",
                instruction="Book Lucky Noodles for two at 7pm in FoodieApp.",
                candidate_tools=[*ROUTE_TOOLS, "find_contact", "add_contact", "add_user_memory"],
                checker="behaviour", behaviour={**RUBRIC, **rubric},
                reference_solution=[[{"name": "route_to_gui_agent", "arguments": HANDOFF}],
                                    [{"name": "finish", "arguments": {}}]])
    return Task.model_validate(data)


def play(t: Task, actions: list[Any]) -> tuple[EpisodeRecord, float]:
    env = MobilePlannerEnv(tasks=[t])
    env.reset(seed=0)
    reward = 0.0
    for action in actions:
        text = action if isinstance(action, str) else json.dumps(action)
        _, reward, terminated, truncated, _ = env.step(text)
        if terminated or truncated:
            break
    assert env.episode is not None
    return env.episode, reward


def call(name: str, /, **arguments: Any) -> dict[str, Any]:
    return {"name": name, "arguments": arguments}


FINISH = call("finish")


def test_route_tools_fill_the_assistant_domain() -> None:
    assert set(ROUTE_TOOLS) - {"route_to_agent"} <= set(RESERVED)
    # the generic route lives outside Table 2
    assert REGISTRY["route_to_agent"].domain not in DOMAINS
    assert set(SUBAGENTS) == set(get_args(SubagentRoute))
    assert all(REGISTRY[t].kind == "subagent" for t in ROUTE_TOOLS)


def test_routes_are_deterministic_and_change_nothing() -> None:
    def run() -> tuple[list[Any], str]:
        episode, _ = play(task(),
                          [call("route_to_gui_agent", **HANDOFF),
                           call("route_to_agent", agent="call", instruction="x"),
                                   call("route_to_image_agent", instruction="y",
                                        context={"photo": "pa_photos-1"})])
        return [c.feedback.payload["data"] for c in episode.calls], episode.final_state.digest()

    first, digest = run()
    assert first == [{"status": "accepted", "route": "gui", "ticket": "subagent-1"},
                     {"status": "accepted", "route": "call", "ticket": "subagent-2"},
                     {"status": "accepted", "route": "image", "ticket": "subagent-3"}]
    assert run() == (first, digest)
    episode, _ = play(task(), [call("route_to_gui_agent", **HANDOFF)])
    assert {k: v for k, v in episode.final_state.to_dict().items() if k != "log"} == \
        {k: v for k, v in episode.initial_state.to_dict().items() if k != "log"}


@pytest.mark.parametrize(("actions", "rubric", "route_ok", "exec_ok"), [
    ([call("route_to_gui_agent", **HANDOFF), FINISH], {}, True, True),
    # the generic route reaches the same specialist
    ([call("route_to_agent", agent="gui", **HANDOFF), FINISH], {}, True, True),
    ([call("route_to_search_agent", **HANDOFF), FINISH], {}, False, False),
    # a wrong route besides the right one fails the route check
    ([call("route_to_gui_agent", **HANDOFF), call("route_to_monitor_agent", **HANDOFF), FINISH], {},
     False, True),
    # a fact missing from the payload
    ([call("route_to_gui_agent", instruction="Reserve Lucky Noodles", context={"time": "19:00"}),
      FINISH], {}, True, False),
    # the follow-up: presenting options in the final message
    ([call("route_to_gui_agent", **HANDOFF),
      "I asked the GUI agent; options: Lucky Noodles 19:00 or 19:30."],
     {"follow_up": "present_options", "follow_up_facts": ["19:00", "19:30"]}, True, True),
    ([call("route_to_gui_agent", **HANDOFF), FINISH],
     {"follow_up": "present_options", "follow_up_facts": ["19:30"]},
     True, False),
    # asking: a question naming the facts, given through finish's answer
    ([call("finish", answer="Which branch of Lucky Noodles, Jing'an or Xuhui?")],
     {"route": None, "required_facts": [], "follow_up": "ask",
      "follow_up_facts": ["Jing'an", "Xuhui"]}, True, True),
    ([call("finish", answer="I will book Jing'an or Xuhui.")],
     {"route": None, "required_facts": [], "follow_up": "ask",
      "follow_up_facts": ["Jing'an", "Xuhui"]}, True, False),
    # no route wanted, but one was taken
    ([call("route_to_gui_agent", **HANDOFF), "Which branch, Jing'an or Xuhui?"],
     {"route": None, "required_facts": [], "follow_up": "ask", "follow_up_facts": []}, False, True),
])
def test_behaviour_checker(actions: list[Any], rubric: dict[str, Any], route_ok: bool,
                           exec_ok: bool) -> None:
    episode, reward = play(task(**rubric), actions)
    result = get("behaviour")(episode)
    assert (result.breakdown["route_ok"], result.breakdown["exec_ok"]) == (route_ok, exec_ok)
    assert reward == result.value == float(route_ok and exec_ok)
    assert get("task_checker")(episode) == result


ADD_CONTACT = call("add_contact", name="Lucky Noodles", phone="+86 21 5555 0199")


@pytest.mark.parametrize(("actions", "problem"), [
    ([call("route_to_gui_agent", **HANDOFF), ADD_CONTACT, FINISH], "add_contact"),
    ([ADD_CONTACT, call("route_to_gui_agent", **HANDOFF), FINISH], "add_contact"),
    ([call("route_to_gui_agent", **HANDOFF), call("add_user_memory", text="Likes Lucky Noodles"),
      FINISH], "add_user_memory")])
def test_an_unrequested_write_fails_a_behaviour_task(actions: list[Any], problem: str) -> None:
    """The right handoff does not excuse a booking, a new record or a memory written on the side
    (MobilePA's execution-validity checks); reads do not count."""
    episode, reward = play(task(), actions)
    breakdown = get("behaviour")(episode).breakdown
    assert reward == 0.0 and breakdown["route_ok"] and not breakdown["exec_ok"]
    assert [w["call"] for w in breakdown["unrequested_writes"]] == [problem]
    episode, reward = play(task(), [call("find_contact", query="Lucky"),
                                    call("route_to_gui_agent", **HANDOFF), FINISH])
    assert reward == 1.0


def test_ambiguity_friction_is_enforced_on_behaviour_tasks() -> None:
    """Two branches match: handing off before asking the user is the mistake."""
    data = task(route=None, required_facts=[], follow_up="ask",
                follow_up_facts=["Jing'an", "Xuhui"]).model_dump(mode="json")
    data["records"]["pa_contacts"] = [*data["records"].get("pa_contacts", []),
                                      {"id": "pa_contacts-901", "name": "Lucky Noodles Jing'an"},
                                      {"id": "pa_contacts-902", "name": "Lucky Noodles Xuhui"}]
    data["friction"] = [{"kind": "ambiguity", "table": "pa_contacts",
                         "record_ids": ["pa_contacts-901", "pa_contacts-902"],
                         "forbidden_calls": ["route_to_gui_agent"]}]
    data["reference_solution"] = [[call("finish", answer="Which Lucky Noodles, Jing'an or Xuhui?")]]
    ambiguous = Task.model_validate(data)
    asked = call("finish", answer="Which Lucky Noodles, Jing'an or Xuhui?")
    assert play(ambiguous, [asked])[1] == 1.0
    episode, reward = play(ambiguous, [call("route_to_gui_agent", **HANDOFF), asked])
    breakdown = get("behaviour")(episode).breakdown
    assert reward == 0.0 and breakdown["ambiguity"][0]["call"] == "route_to_gui_agent"


def test_handoff_and_follow_up_facts_have_alternative_wordings() -> None:
    rubric = {"required_facts": ["Lucky Noodles", ["19:00", "7 pm", "7pm"]],
              "follow_up": "present_options", "follow_up_facts": [["2025-06-02", "June 2"]]}
    seven_pm = {"instruction": "Book Lucky Noodles for 2 at 7 pm", "context": {}}
    for handoff, answer, passed in [
            (HANDOFF, "Options for 2025-06-02 are coming.", True),
            (seven_pm, "Options for June 2 are coming.", True),
            ({"instruction": "Book Lucky Noodles at 8 pm", "context": {}}, "June 2", False),
            (seven_pm, "Options for tomorrow are coming.", False)]:
        _, reward = play(task(**rubric), [call("route_to_gui_agent", **handoff), answer])
        assert reward == float(passed), (handoff, answer)


def test_judge_hook_is_off_by_default_and_refines_passes() -> None:
    passing, _ = play(task(), [call("route_to_gui_agent", **HANDOFF), FINISH])
    failing, _ = play(task(), [call("route_to_search_agent", **HANDOFF), FINISH])
    seen: list[str] = []

    def judge(episode: EpisodeRecord, rubric: Any, breakdown: dict[str, Any]) -> float:
        seen.append(episode.task.id)
        assert rubric.route == "gui" and breakdown["route_ok"]
        return 0.5

    assert (get("behaviour")(passing).value == 1.0
            and "judge" not in get("behaviour")(passing).breakdown)
    previous = set_judge(judge)
    try:
        assert (get("behaviour")(passing).value == 0.5
                and get("behaviour")(passing).breakdown["judge"] == 0.5)
        assert get("behaviour")(failing).value == 0.0
        assert seen == ["sub-test", "sub-test"]  # only passing episodes reach the judge
        set_judge(lambda *_: 2.0)
        with pytest.raises(ValueError, match="judge"):
            get("behaviour")(passing)
    finally:
        set_judge(previous)
    assert get("behaviour")(passing).value == 1.0


def test_behaviour_schema_is_validated() -> None:
    with pytest.raises(ValueError, match="route"):
        task(route=None, required_facts=[])
    with pytest.raises(ValueError):
        task(route="pilot")
    with pytest.raises(ValueError, match="checker behaviour"):
        Task.model_validate({**task().model_dump(), "behaviour": None})


REPORT = {"route": "gui", "summary": "Lucky Noodles is full at 19:00.",
          "options": ["19:30", "20:00"], "questions": ["Should it keep the 19:00 waitlist?"]}


def reporting_task(**fields: Any) -> Task:
    """:func:`task` whose gui agent reports back with :data:`REPORT`."""
    return Task.model_validate({**task(**fields).model_dump(), "subagent_reports": [REPORT]})


def test_a_sub_agent_reports_what_the_task_holds_for_it() -> None:
    episode, _ = play(reporting_task(), [call("route_to_gui_agent", **HANDOFF),
                                         call("route_to_image_agent", instruction="y")])
    gui, image = (c.feedback.payload for c in episode.calls)
    assert gui["data"] == {"status": "reported", "route": "gui", "ticket": "subagent-1",
                           "summary": "Lucky Noodles is full at 19:00.", "results": [],
                           "options": ["19:30", "20:00"],
                           "questions": ["Should it keep the 19:00 waitlist?"]}
    assert gui["message"] == ("The gui agent reports (ticket subagent-1): Lucky Noodles is full at "
                              "19:00. Options: 19:30; 20:00. Questions: Should it keep the 19:00 "
                              "waitlist?")
    # a specialist the task holds no report for only accepts
    assert image["data"] == {"status": "accepted", "route": "image", "ticket": "subagent-2"}


def test_a_report_is_what_makes_presenting_its_options_pass() -> None:
    rubric = {"follow_up": "present_options", "follow_up_facts": ["19:30", "20:00"]}
    answer = "Full at 19:00; 19:30 or 20:00 -- which do you prefer?"
    steps = [call("route_to_gui_agent", **HANDOFF), call("finish", answer=answer)]
    assert play(reporting_task(**rubric), steps)[1] == 1.0
    assert play(reporting_task(**rubric), [steps[0], call("finish", answer="Booked.")])[1] == 0.0


def test_reports_are_validated_and_optional() -> None:
    with pytest.raises(ValueError, match="one report per route"):
        Task.model_validate({**task().model_dump(), "subagent_reports": [REPORT, REPORT]})
    with pytest.raises(ValueError):
        Task.model_validate({**task().model_dump(),
                             "subagent_reports": [{**REPORT, "route": "pilot"}]})
    with pytest.raises(ValueError):
        Task.model_validate({**task().model_dump(), "subagent_reports": [{"route": "gui"}]})
    # a task without reports dumps as it did before the field existed
    assert "subagent_reports" not in task().model_dump()
    assert reporting_task().model_dump()["subagent_reports"][0]["options"] == ["19:30", "20:00"]
