"""The hand-written suites are their sources: ``mobile-env tasks build`` reproduces every shipped
file byte for byte, and the authoring vocabulary means one thing everywhere."""

from __future__ import annotations

import json
import re
from pathlib import Path
from typing import Any

import pytest

from mobile_env.env import MobilePlannerEnv
from mobile_env.papers import MOBILEPA
from mobile_env.suites.authoring import build, mobilepa, spieval
from mobile_env.suites.authoring.build import SUITES, BuildError
from mobile_env.suites.authoring.vocabulary import (KF, MAY_OMIT, ONE, PARA, U, G, X, rule,
                                                    solution)
from mobile_env.task_format.schema import Task
from mobile_env.task_format import available_suites, load_suite
from mobile_env.generation.cli import main as tasks_cli
from mobile_env.task_format.loading import tasks_dir
from mobile_env.tools.mobilepa import DOMAINS


def shipped(name: str) -> str:
    return (tasks_dir() / f"{name}.jsonl").read_text(encoding="utf-8")


@pytest.mark.parametrize("name", SUITES)
def test_rebuild_reproduces_the_shipped_file(name: str) -> None:
    suite = SUITES[name]
    assert build.render(suite, build.build(suite, check=False)) == shipped(name)


@pytest.mark.slow
def test_checked_rebuild_of_every_suite_reproduces_the_files(
        capsys: pytest.CaptureFixture[str]) -> None:
    """Grounding and replay checks included (about 10 s: every reference replayed twice)."""
    assert tasks_cli(["build", "--compare"]) == 0
    assert capsys.readouterr().out.count(": same as ") == len(SUITES) + len(build.WORLDS)


def test_build_writes_into_a_folder(tmp_path: Path) -> None:
    assert tasks_cli(["build", "demo", "spieval-core", "--no-check", "--out", str(tmp_path)]) == 0
    assert sorted(p.name for p in tmp_path.iterdir()) == ["demo.jsonl", "spieval-core.jsonl",
                                                          "worlds"]
    assert (tmp_path / "worlds" / "mobilepa-device@1.json").read_text(encoding="utf-8") == \
        (tasks_dir() / "worlds" / "mobilepa-device@1.json").read_text(encoding="utf-8")
    assert (tmp_path / "spieval-core.jsonl").read_text(encoding="utf-8") == shipped("spieval-core")


def test_compare_reports_a_file_that_differs(tmp_path: Path,
                                             capsys: pytest.CaptureFixture[str]) -> None:
    (tmp_path / "demo.jsonl").write_text(shipped("demo").replace("Call my manager.", "Call Dan."),
                                         encoding="utf-8")
    assert tasks_cli(["build", "demo", "--no-check", "--compare", "--out", str(tmp_path)]) == 1
    assert "demo: DIFFERS from" in capsys.readouterr().out


def test_unknown_suite_is_refused_with_the_choices(capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit) as exc:
        tasks_cli(["build", "spieval-train"])
    assert exc.value.code == 2
    err = capsys.readouterr().err
    assert "no hand-written suite spieval-train" in err and "mobile-env tasks generate" in err


def test_every_hand_written_suite_ships() -> None:
    assert set(SUITES) <= set(available_suites())


def test_a_broken_task_is_reported_and_nothing_is_built() -> None:
    demo = build.authored(SUITES["demo"])[0]
    wrong = {**demo, "id": "demo-wrong", "gold": {"answers": [{"calls": [
        G("Phone_Call", telephone="+1 415-739-2198", type="VIDEO")]}], "ordered": False}}
    no_profile = {k: v for k, v in demo.items() if k != "profile"} | {"id": "demo-broken"}
    with pytest.raises(BuildError) as exc:
        build.validated([demo, wrong, no_profile, demo])
    message = str(exc.value)
    assert "demo-broken:" in message and "profile" in message
    assert "demo-call-manager: id used more than once" in message
    with pytest.raises(BuildError, match="demo-wrong: .*replay"):
        build.validated([wrong])


# --------------------------------------------------------------------------- the vocabulary

def test_a_rule_stays_a_rule_and_anything_else_is_the_one_value() -> None:
    assert rule(U) == {"unconstrained": True} and rule(U) is not U
    assert rule(ONE("a", "b")) == {"values": ["a", "b"]} and rule(KF("x")) == {"key_facts": ["x"]}
    assert rule(["Mon", "Tue"]) == {"values": [["Mon", "Tue"]]}
    assert rule({"device": "TV"}) == {"values": [{"device": "TV"}]}
    assert rule({}) == {"values": [{}]}
    assert G("Phone_Call", telephone="1", type=ONE("VOICE", "VIDEO")) == {
        "name": "Phone_Call", "arguments": {"telephone": {"values": ["1"]},
                                            "type": {"values": ["VOICE", "VIDEO"]}}}


def test_paraphrases_omission_and_fact_alternatives() -> None:
    assert PARA("Sun Hao", "Hao Sun", why="given name first") == {
        "values": ["Sun Hao"], "paraphrases": [{"value": "Hao Sun", "of": "Sun Hao",
                                                "why": "given name first"}]}
    assert MAY_OMIT("Budget review") == {"values": ["Budget review"], "may_omit": True}
    assert MAY_OMIT(KF("budget")) == {"key_facts": ["budget"], "may_omit": True}
    assert rule(MAY_OMIT(PARA("a", "b"))) == MAY_OMIT(PARA("a", "b"))
    assert KF("Lucky Noodles", ("19:00", "7 pm")) == {
        "key_facts": ["Lucky Noodles", ["19:00", "7 pm"]]}


def test_spieval_derivations_and_search_claims() -> None:
    records = [spieval.contact(name="Dana Tim", phone="1", key="dana")]
    task = _spieval_task(records, evidence=[(None, "the call goes out today")], claims=[
        spieval.NEEDS("dana", "fuzzy", spieval.S("search_contacts", "Dana Timm", mode="fuzzy"),
                      obvious="Dana Timm")])
    assert task["evidence"][-1] == {"provides": "the call goes out today"}
    assert task["search_claims"] == [{"record_id": "contacts-1", "needs": "fuzzy",
                                      "obvious": "Dana Timm", "call": {
                                          "name": "search_contacts",
                                          "arguments": {"pattern": "Dana Timm", "mode": "fuzzy"}}}]
    assert Task.model_validate(task).search_claims[0].record_id == "contacts-1"
    assert "search_claims" not in _spieval_task(records)
    with pytest.raises(ValueError, match="unknown record keys"):
        _spieval_task(records, claims=[spieval.NEEDS("nope", "page", spieval.S("search_sms", "x",
                                                                               page=2))])


def test_solution_wraps_single_calls_and_ends_with_finish() -> None:
    a, b = X("search_sms", pattern="x"), X("Phone_Call", telephone="1")
    assert solution([a, [a, b]]) == [[a], [a, b], [X("finish")]]
    assert solution([b], answer="done")[-1] == [X("finish", answer="done")]


def test_record_constructors_take_keywords_only() -> None:
    with pytest.raises(TypeError):
        spieval.contact("Ada", "1")  # type: ignore[misc]
    with pytest.raises(TypeError):
        mobilepa.log("JBL Flip 6", "pair")  # type: ignore[misc]


def test_record_fields_in_the_order_written_then_the_left_out_defaults() -> None:
    contact = spieval.contact(name="Ada", phone="1", relationship="wife", address="Home")
    assert list(contact.fields) == ["name", "phone_number", "relationship", "address"]
    received = spieval.sms(sender="Bo", sender_phone="2", date="2025-10-01", time="09:00:00",
                           content="hi", attachment=["a.pdf"])
    assert (list(received.fields)[-2:] == ["attachment", "status"]
            and received.fields["status"] == "read")
    sent = spieval.sent(to="Bo", to_phone="2", date="2025-10-01", time="09:00:00", content="hi",
                        status="sent", attachment=["a"])
    assert list(sent.fields)[-2:] == ["status", "attachment"]
    with pytest.raises(ValueError, match="no optional fields"):
        spieval.contact(name="Ada", phone="1", relationshp="wife")


def _spieval_task(records: list[spieval.Rec], **kw: Any) -> dict[str, Any]:
    return spieval.task("core-rea-call-9", "reasoning", ["make_call"], "Call her.", records,
                        [G("Phone_Call", telephone="1")], [X("Phone_Call", telephone="1")], **kw)


def test_spieval_task_ids_evidence_and_meeting_numbers() -> None:
    meet = spieval.meeting(title="Sync", date="2025-10-01", start="09:00:00", end="10:00:00",
                           participants=["Bo"], ev="the sync")
    given = spieval.meeting(title="Sync", date="2025-10-02", start="09:00:00", end="10:00:00",
                            participants=["Bo"], meeting_id="800000001", key="second")
    task = _spieval_task([meet, given, spieval.note(title="N", content="text", date="2025-10-01",
                                                  time="08:00", key="n")],
                         evidence=[("n", "the note"), ("second", "the second sync")])
    rows = task["records"]["meeting"]
    assert [r["id"] for r in rows] == ["meeting-1", "meeting-2"]
    assert list(rows[0])[-1] == "meeting_id" and rows[0]["meeting_id"].startswith("8")
    assert list(rows[1])[9] == "meeting_id" and rows[1]["meeting_id"] == "800000001"
    assert task["evidence"] == [{"record_id": "meeting-1", "provides": "the sync"},
                                {"record_id": "notes-1", "provides": "the note"},
                                {"record_id": "meeting-2", "provides": "the second sync"}]
    assert "history" not in task and _spieval_task([], history=[])["history"] == []
    with pytest.raises(ValueError, match="unknown record keys"):
        _spieval_task([], evidence=[("nope", "x")])
    with pytest.raises(ValueError, match="used twice"):
        _spieval_task([given, given])


def test_phone_spellings() -> None:
    assert spieval.PH("+86 139 0000 3301", "13900003301") == ONE(
        "+86 139 0000 3301", "139 0000 3301", "13900003301")
    assert spieval.PH("15711227837") == ONE("15711227837")


def test_a_mobilepa_task_has_exactly_one_target() -> None:
    args = ("pa-x", "s", "memory", [], "Do it.", ["set_wifi"],
            solution([X("set_wifi", enabled=True)]))
    with pytest.raises(ValueError, match="exactly one"):
        mobilepa.task(*args)
    with pytest.raises(ValueError, match="exactly one"):
        mobilepa.task(*args, calls=[G("set_wifi", enabled=True)], delta=mobilepa.D({"x": 1}))
    task = mobilepa.task(*args, calls=[G("set_wifi", enabled=True)])
    assert task["checker"] == "tool_calls" and "target_delta" not in task


def test_candidates_are_the_needed_then_the_named_distractors() -> None:
    """Distractors are named one by one, so a task keeps its candidate set as the catalog grows."""
    names = list(DOMAINS["network_connectivity"]) + list(DOMAINS["display_sound"])
    tools = mobilepa.candidates(["set_brightness", "set_wifi"], " ".join(names))
    assert tools[:3] == ["set_brightness", "set_wifi", names[1]]
    assert len(tools) == len(set(tools)) == MOBILEPA.candidate_tools
    with pytest.raises(ValueError, match="2 candidate tools"):
        mobilepa.candidates(["set_wifi"], "set_bluetooth")
    with pytest.raises(ValueError, match="unknown: .'network_connectivity'"):
        mobilepa.candidates(["set_wifi"], "network_connectivity " + " ".join(names))


def test_shipped_lines_are_json_objects_with_their_suite() -> None:
    for name in SUITES:
        assert {json.loads(line)["suite"] for line in shipped(name).splitlines()} == {name}


def _seen_record_ids(task: Task) -> set[str]:
    """The ids of every record the reference solution's calls return."""
    env = MobilePlannerEnv(tasks=[task])
    env.reset(options={"task_id": task.id})
    seen: set[str] = set()
    for step in task.reference_solution:
        observation, _, terminated, truncated, _ = env.step(json.dumps(
            [{"name": c.name, "arguments": c.arguments} for c in step], ensure_ascii=False))
        seen |= set(re.findall(r'"id":"([a-z_]+-\d+)"', observation))
        if terminated or truncated:
            break
    return seen


@pytest.mark.parametrize("name", ["demo", "spieval-core"])
def test_spieval_references_find_every_evidence_record(name: str) -> None:
    """The reasoning annotation is real: each record a task cites (the values it provides, the
    distractors it rules out) is returned by some search of the reference solution."""
    missing = {t.id: sorted({e.record_id for e in t.evidence} - _seen_record_ids(t))
               for t in build.build(SUITES[name], check=False)}
    assert not {k: v for k, v in missing.items() if v}


def _searching(pattern: str, **options: Any) -> Task:
    """A task whose evidence is the contact "Dana Tim" and whose reference searches for her."""
    task = spieval.task("core-rea-call-9", "reasoning", ["make_call"], "Call Dana.",
                        [spieval.contact(name="Dana Tim", phone="1", ev="her number")],
                        [G("Phone_Call", telephone="1")],
                        [spieval.S("search_contacts", pattern, **options),
                         X("Phone_Call", telephone="1")])
    return Task.model_validate(task)


def test_the_build_claims_the_searches_a_reference_needs_and_no_other() -> None:
    claims = build.needed_searches(_searching("Dana Timm", mode="fuzzy"))
    assert claims == [{"record_id": "contacts-1", "needs": "fuzzy", "obvious": "Dana Timm",
                       "call": {"name": "search_contacts",
                                "arguments": {"pattern": "Dana Timm", "mode": "fuzzy"}}}]
    assert build.needed_searches(_searching("Dana", mode="fuzzy")) == []  # "Dana" finds her
    assert build.needed_searches(_searching("Dana", field="name")) == []
    assert build.needed_searches(_searching("Dana")) == []


def test_every_shipped_spieval_claim_is_what_its_reference_needs() -> None:
    """The shipped claims are exactly the derived ones, so every search a reference needs is
    stated, and the validator checks each (search_claim_problems, in validate_task)."""
    for name in ("spieval-core", "spieval-ask-user"):
        for task in load_suite(name):
            stated = [c.model_dump(mode="json") for c in task.search_claims]
            assert stated == build.needed_searches(task), task.id
