"""MobilePA query-domain labels: the declared table, the labelling rule, every shipped MobilePA task
labelled, and scores and counts per domain."""

from __future__ import annotations

import json
from functools import lru_cache
from typing import Any

import pytest
from pydantic import ValidationError

from mobile_env.evaluation.by_domain import accuracy_by_domain, by_domain_lines, domain_rows
from mobile_env.generation import mobilepa_stats
from mobile_env.generation.mobilepa_domains import (AGENT_SUBCLASS, CONTROL_TOOLS, classify,
                                                    labelled, tool_subclass)
from mobile_env.generation.stats_cli import main as stats_main
from mobile_env.task_format.loading import load_suite
from mobile_env.task_format.query_domains import DOMAIN_OF, QUERY_DOMAINS, QueryDomain, label
from mobile_env.task_format.schema import Task
from mobile_env.tools.mobilepa import DOMAINS as TOOL_DOMAINS

HAND_WRITTEN = ("mobilepa-tool-use", "mobilepa-memory", "mobilepa-skills", "mobilepa-subagents",
                "mobilepa-ask-user")


@lru_cache(maxsize=None)
def suite(name: str) -> list[Task]:
    return list(load_suite(name))


def call(name: str, **arguments: Any) -> dict[str, Any]:
    return {"name": name, "arguments": arguments}


def test_the_table_has_the_paper_s_eight_domains_and_30_subclasses() -> None:
    assert len(QUERY_DOMAINS) == 8
    subclasses = [s for subs in QUERY_DOMAINS.values() for s in subs]
    assert len(subclasses) == len(set(subclasses)) == len(DOMAIN_OF) == 30


def test_a_label_must_name_a_subclass_of_its_domain() -> None:
    assert label("weather") == QueryDomain(domain="travel_lifestyle", subclass="weather")
    with pytest.raises(ValidationError, match="not a subclass of 'communication'"):
        QueryDomain(domain="communication", subclass="weather")
    with pytest.raises(ValidationError, match="not one of"):
        QueryDomain(domain="shopping", subclass="weather")
    with pytest.raises(ValueError, match="unknown query subclass"):
        label("shopping")


def test_the_label_is_optional_and_checked_on_load() -> None:
    task = suite("mobilepa-subagents")[0]
    data = task.model_dump()
    older = {k: v for k, v in data.items() if k != "query_domain"}
    assert Task.model_validate(older).query_domain is None
    assert "query_domain" not in Task.model_validate(older).model_dump()
    with pytest.raises(ValidationError, match="query_domain"):
        Task.model_validate({**data, "query_domain": {"domain": "communication",
                                                      "subclass": "weather"}})


def test_every_catalog_tool_and_specialist_has_one_subclass_and_every_subclass_is_used() -> None:
    reached = {tool_subclass(name, {}) for names in TOOL_DOMAINS.values() for name in names
               if name not in CONTROL_TOOLS}
    reached |= set(AGENT_SUBCLASS.values())
    assert None not in reached
    assert reached | {"personal_memory"} == set(DOMAIN_OF)


def test_the_first_topical_write_decides_then_a_read_then_the_categories() -> None:
    send = call("send_sms", phone_number="+86 1", content="hi")
    assert classify([[call("search_user_memory", query="x")], [call("get_weather_forecast")],
                     [send]]).subclass == "messaging"
    assert classify([[call("list_alarms")], [call("finish")]]).subclass == "alarms_timers"
    assert classify([[call("route_to_agent", agent="call", instruction="x")]]).subclass \
        == "phone_calls"
    assert classify([[call("load_skill", skill_id="s")], [call("finish")]],
                    ["skill_usage", "time_management"]).subclass == "calendar"
    assert classify([[call("add_user_memory", content="x")]], ["x", "y"]).subclass \
        == "personal_memory"
    with pytest.raises(ValueError, match="names no topic"):
        classify([[call("finish")]], ["skill_usage"])
    assert labelled({"reference_solution": [[send]]})["query_domain"] == {
        "domain": "communication", "subclass": "messaging"}


@pytest.mark.parametrize("name", HAND_WRITTEN)
def test_every_hand_written_mobilepa_task_is_labelled_by_the_rule(name: str) -> None:
    for task in suite(name):
        assert task.query_domain == classify(task.reference_solution, task.categories), task.id


def test_every_benchmark_query_is_labelled_and_the_stats_count_them(
        capsys: pytest.CaptureFixture[str]) -> None:
    tasks = suite("mobilepa-bench")
    assert all(t.query_domain is not None for t in tasks)
    shape = mobilepa_stats.query_domain_shape(tasks)
    assert shape["labelled"] == 1705 == sum(row["queries"] for row in shape["domains"].values())
    assert set(shape["domains"]) == set(QUERY_DOMAINS)
    for domain, row in shape["domains"].items():
        assert sum(row["subclasses"].values()) == row["queries"]
        assert set(row["subclasses"]) <= set(QUERY_DOMAINS[domain])
    assert stats_main(["mobilepa-subagents", "--json"]) == 0
    data = json.loads(capsys.readouterr().out)["mobilepa"]["query_domains"]
    assert data["labelled"] == 15
    assert stats_main(["mobilepa-subagents"]) == 0
    assert "Query domains: 15 of 15 queries labelled" in capsys.readouterr().out


def test_scores_per_domain_and_subclass_with_intervals() -> None:
    tasks = suite("mobilepa-subagents")
    scored = [(t, 1.0 if i % 2 else 0.0) for i, t in enumerate(tasks)]
    stats = accuracy_by_domain(scored + [(suite("demo")[0], 1.0)])  # unlabelled: left out
    assert sum(s["n"] for s in stats.values()) == len(tasks)
    assert sum(s["k"] for s in stats.values()) == len(tasks) // 2
    assert list(stats) == [d for d in QUERY_DOMAINS if d in stats]
    for domain, s in stats.items():
        subs = s["subclasses"]
        assert sum(x["n"] for x in subs.values()) == s["n"]
        assert 0.0 <= s["low"] <= s["rate"] <= s["high"] <= 1.0
    rows = domain_rows(stats)
    assert len(rows) == len(stats) + sum(len(s["subclasses"]) for s in stats.values())
    assert len(by_domain_lines(stats)) == len(rows)
    assert accuracy_by_domain([(suite("demo")[0], 1.0)]) == {}
