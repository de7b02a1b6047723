"""``spieval-core-zh``: SPIEval's hand-written benchmark in the paper's language -- the 250 tasks
of ``spieval-core`` at Table 1's counts, in Chinese, each reference replaying to 1.0, and the
Table 2 preset running it under ``--lang zh``."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

from mobile_env.evaluation import eval_cli
from mobile_env.evaluation.eval_cli import main
from mobile_env.papers import SPIEVAL
from mobile_env.suites.authoring import build, spieval_zh
from mobile_env.suites.authoring.spieval_zh_text import ZH, ZH_TASK
from mobile_env.task_format import Task, load_suite
from mobile_env.task_format.stats import table1
from mobile_env.validation import validate_task

SUITE = "spieval-core-zh"
_CJK = re.compile(r"[\u4e00-\u9fff]")
_LATIN_WORD = re.compile(r"[A-Za-z]{2}")


@pytest.fixture(scope="module")
def zh() -> list[Task]:
    return load_suite(SUITE)


@pytest.fixture(scope="module")
def en() -> list[Task]:
    return load_suite("spieval-core")


def test_the_same_250_tasks_at_table_1_s_counts(zh: list[Task], en: list[Task]) -> None:
    assert len(zh) == SPIEVAL.tasks
    assert [t.id for t in zh] == [spieval_zh.zh_id(t.id) for t in en]
    assert {t.suite for t in zh} == {SUITE}
    counts = table1(zh)
    assert counts == table1(en)
    assert {cap: tuple(row.values()) for cap, row in counts.items()} == \
        dict(SPIEVAL.operation_counts)
    for z, e in zip(zh, en):
        assert (z.capability, z.categories, z.checker) == (e.capability, e.categories, e.checker)


def test_the_free_text_is_chinese(zh: list[Task]) -> None:
    for task in zh:
        assert _CJK.search(task.instruction), task.id
        assert all(_CJK.search(turn.content) for turn in task.history), task.id
    people = {task.profile.name for task in zh}
    assert people == {"徐一轩"}
    names = {row["name"] for task in zh for row in task.records.get("contacts", ())}
    assert not [n for n in names if _LATIN_WORD.search(n)]


def test_ids_numbers_and_labels_stay_as_written(zh: list[Task], en: list[Task]) -> None:
    """What is not free text is the English task's: times, dates, phone numbers, accounts,
    amounts and every enumerated argument of the gold calls."""
    for z, e in zip(zh, en):
        assert z.now == e.now and z.weekday == e.weekday
        for za, ea in zip(z.gold.answers, e.gold.answers):
            for zc, ec in zip(za.calls, ea.calls):
                assert zc.name == ec.name and list(zc.arguments) == list(ec.arguments)
                for param in spieval_zh.enum_params(zc.name) & set(zc.arguments):
                    assert zc.arguments[param] == ec.arguments[param], (z.id, param)
                for param, spec in zc.arguments.items():
                    english = json.dumps(ec.arguments[param].values)
                    if spec.values and not _LATIN_WORD.search(english):
                        assert spec.values == ec.arguments[param].values, (z.id, param)


def test_a_task_s_own_wording_wins_and_a_missing_string_is_named() -> None:
    english = {d["id"]: d for d in build.authored(build.SUITES["spieval-core"])}
    tid, own = next(iter(ZH_TASK.items()))
    word, chinese = next(iter(own.items()))
    assert ZH.get(word) != chinese
    task = spieval_zh.zh_task(english[tid])
    assert task["id"] == f"zh-{tid}"
    assert chinese in json.dumps(task, ensure_ascii=False)
    untranslatable = {**english[tid], "instruction": "Order a unicorn"}
    assert spieval_zh.missing([untranslatable]) == ["Order a unicorn"]
    with pytest.raises(spieval_zh.Untranslated):
        spieval_zh.zh_task(untranslatable)


def test_a_search_of_a_labelled_field_keeps_its_pattern() -> None:
    call = {"name": "search_alarm", "arguments": {"pattern": "never", "field": "repeat"}}
    translator = spieval_zh._Translator(ZH)
    assert translator.call(call) == call
    text = {"name": "search_notes", "arguments": {"pattern": "Shopping list"}}
    assert translator.call(text)["arguments"]["pattern"] == ZH["Shopping list"]


def test_the_chinese_worlds_hold_the_english_worlds_records_in_chinese() -> None:
    for zh_world, en_world in ((spieval_zh.background_world_zh(),
                                build.importlib.import_module(f"{build.PACKAGE}.spieval")
                                .background_world()),
                               (spieval_zh.household_world_zh(),
                                build.importlib.import_module(f"{build.PACKAGE}.spieval")
                                .household_world())):
        assert zh_world["world"] == f"{en_world['world']}-zh"
        assert {t: len(r) for t, r in zh_world["records"].items()} == \
            {t: len(r) for t, r in en_world["records"].items()}
        assert zh_world["profile"]["phone"] == en_world["profile"]["phone"]
        assert _CJK.search(zh_world["profile"]["name"])


def test_every_search_claim_is_what_its_chinese_reference_needs(zh: list[Task]) -> None:
    claimed = [t for t in zh if t.search_claims]
    assert claimed
    for task in claimed:
        stated = [c.model_dump(mode="json") for c in task.search_claims]
        assert stated == build.needed_searches(task), task.id


@pytest.mark.slow
def test_every_reference_replays_to_one(zh: list[Task]) -> None:
    """The validator's every check, the reference's replay to 1.0 among them (about 20 s)."""
    problems = {t.id: p for t in zh if (p := validate_task(t))}
    assert not problems


def test_the_table_2_preset_runs_the_chinese_suite_under_lang_zh(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    args = eval_cli.parse_args(eval_cli.parser(), ["--preset", "spieval-table2", "--agent",
                                                   "oracle", "--lang", "zh"])
    assert args.suite == SUITE
    chosen = eval_cli.parse_args(eval_cli.parser(), ["--preset", "spieval-table2", "--agent",
                                                     "oracle", "--lang", "zh", "--suite",
                                                     "spieval-core"])
    assert chosen.suite == "spieval-core"  # a suite on the command line wins
    out = tmp_path / "t2zh.json"
    assert main(["--preset", "spieval-table2", "--lang", "zh", "--agent", "oracle", "--runs",
                 "1", "--limit", "5", "--out", str(out), "--quiet"]) == 0
    data = json.loads(out.read_text(encoding="utf-8"))
    assert data["config"]["suite"] == SUITE and data["config"]["lang"] == "zh"
    assert "Disambiguation" in capsys.readouterr().out
    episodes = data["runs"][0]["episodes"]
    assert len(episodes) == 5 and all(e["reward"] == 1.0 for e in episodes)
    trajectories = [json.loads(line) for line in
                    out.with_suffix(".trajectories.jsonl").read_text(encoding="utf-8").splitlines()]
    assert {t["suite"] for t in trajectories} == {SUITE}
    assert all(_CJK.search(str(t["observations"][0])) for t in trajectories)
