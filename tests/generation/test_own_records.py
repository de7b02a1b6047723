"""SPIEval's hand-written tasks hold their own records: the build keeps the background records a
task reads and draws the task's own in place of the rest, without changing what its reference
reads (``tasks/authoring/build.py``'s ``with_own_records``)."""

from __future__ import annotations

from typing import Any

import pytest

from mobile_env.generation.stats_cli import spieval_shared
from mobile_env.suites.authoring import build, spieval_fillers
from mobile_env.suites.authoring.build import SUITES, shared_background, with_own_records
from mobile_env.task_format import load_suite
from mobile_env.task_format.schema import Task
from mobile_env.task_format.stats import record_key
from mobile_env.validation import grounding_problems

AUTHORED = {d["id"]: d for d in build.authored(SUITES["spieval-core"])}


def _searches(task: Task) -> list[dict[str, Any]]:
    return [{"name": c.name, "arguments": c.arguments}
            for step in task.reference_solution for c in step if "pattern" in c.arguments]


@pytest.mark.parametrize("name", ["spieval-core", "spieval-core-zh"])
def test_the_hand_written_tasks_hold_mostly_their_own_records(name: str) -> None:
    shared = spieval_shared(load_suite(name))
    assert shared.share <= 1 / 3 and shared.max_share <= 1 / 3, shared


def test_the_sources_are_written_on_the_background_the_figure_sees() -> None:
    """Before the build draws, the tasks hold the background: the bound above is one a suite
    can miss."""
    shared = spieval_shared([Task.model_validate(d) for d in AUTHORED.values()])
    assert shared.share > 1 / 2 and shared.max_share > 1 / 3


def test_every_search_of_every_reference_reads_what_the_sources_made_it_read() -> None:
    shipped = {t.id: t for t in load_suite("spieval-core")}
    for task_id in sorted(AUTHORED)[::5]:
        source = Task.model_validate(AUTHORED[task_id])
        for call in _searches(source):
            assert build._every_page(shipped[task_id], call) == \
                build._every_page(source, call), (task_id, call)


def test_only_background_records_are_replaced_and_keep_their_ids() -> None:
    background = shared_background()
    for task in load_suite("spieval-core")[::10]:
        source = AUTHORED[task.id]["records"]
        assert [[r["id"] for r in rows] for rows in source.values()] == \
            [[r["id"] for r in rows] for rows in task.records.values()]
        for app, rows in source.items():
            for before, after in zip(rows, task.records[app]):
                assert before == after or (app, record_key(before)) in background


def test_a_draw_that_a_reference_search_would_return_is_redrawn(
        monkeypatch: pytest.MonkeyPatch) -> None:
    data = AUTHORED["core-dis-alarm-1"]
    searched = next(c for c in _searches(Task.model_validate(data))
                    if c["name"] == "search_contacts")
    real = spieval_fillers.fillers

    def first_draw_found(task_id: str, attempt: int, slots: Any, lang: str,
                         me: dict[str, str]) -> dict[str, dict[str, Any]]:
        drawn = real(task_id, attempt, slots, lang, me)
        if attempt == 0:  # a contact the reference's contact search returns
            rid = next(rid for rid, row in drawn.items() if "phone_number" in row)
            drawn[rid] = {**drawn[rid], "name": searched["arguments"]["pattern"]}
        return drawn

    monkeypatch.setattr(spieval_fillers, "fillers", first_draw_found)
    made, draw = with_own_records(data, "en", shared_background())
    assert draw is not None and draw[0] == 1
    assert build._every_page(Task.model_validate(made), searched) == \
        build._every_page(Task.model_validate(data), searched)


def test_a_background_record_that_alone_grounds_a_gold_value_is_kept() -> None:
    """core-dis-alarm-3's weekdays (1 to 5) are grounded by numbers that only background records
    hold: taking them all out leaves the value ungrounded, and the build keeps enough of them."""
    data = AUTHORED["core-dis-alarm-3"]
    background = shared_background()
    ids = {r["id"] for app, rows in data["records"].items() for r in rows
           if (app, record_key(r)) in background}
    kept = build._grounding(data, ids)

    def without(gone: set[str]) -> list[str]:
        records = {app: [r for r in rows if r["id"] not in gone]
                   for app, rows in data["records"].items()}
        return grounding_problems(Task.model_validate({**data, "records": records}))

    assert without(ids) and kept and without(ids - kept) == []


def test_a_draw_is_a_function_of_the_task_the_draw_and_the_slot() -> None:
    me = {"name": "Yixuan Xu", "phone": "15711227837", "payment_account": "6977889967897890098"}
    slots = [("contacts", "contacts-1", 0), ("meeting", "meeting-1", 7)]
    once = spieval_fillers.fillers("core-x-1", 0, slots, "en", me)
    assert once == spieval_fillers.fillers("core-x-1", 0, slots, "en", me)
    assert once != spieval_fillers.fillers("core-x-1", 1, slots, "en", me)
    assert spieval_fillers.fillers("core-x-1", 0, slots[:1], "en", me)["contacts-1"] == \
        once["contacts-1"]  # a slot's filler does not depend on the other slots
    chinese = dict(spieval_fillers.PEOPLE)
    twin = spieval_fillers.fillers("zh-core-x-1", 0, slots, "zh", me)
    assert twin["contacts-1"]["name"] == chinese[once["contacts-1"]["name"]]
    assert twin["meeting-1"]["participants"] == [chinese[p]
                                                 for p in once["meeting-1"]["participants"]]


def test_the_chinese_tasks_hold_their_english_tasks_own_records() -> None:
    chinese = dict(spieval_fillers.PEOPLE)
    twins = {t.id: t for t in load_suite("spieval-core-zh")}
    tasks = load_suite("spieval-core")
    differ = [t.id for t in tasks if any(
        row.get("name") in chinese and chinese[row["name"]] != other.get("name")
        for app, rows in t.records.items()
        for row, other in zip(rows, twins[f"zh-{t.id}"].records[app]))]
    assert len(differ) <= len(tasks) // 50, differ
