"""MobilePlanner as an OpenEnv package, checked with OpenEnv's own tools: ``openenv validate``
accepts the repository (static level) and a running ``mobile-env serve`` (runtime level),
OpenEnv's generic client shows what to fix in a bad action, and the Task API lists the suite."""

from __future__ import annotations

import json
import shutil
import subprocess
import sys
import urllib.error
import urllib.request
from pathlib import Path
from typing import Any

import pytest

pytest.importorskip("openenv", reason="needs the serve extra (pip install -e '.[serve]')")

import yaml  # noqa: E402
from openenv.core.generic_client import GenericEnvClient  # noqa: E402

import mobile_env  # noqa: E402
from mobile_env.serving.server import ENV_NAME, MobilePlannerEnvironment  # noqa: E402
from mobile_env.serving.server import build_app, running  # noqa: E402
from mobile_env.task_format import load_suite  # noqa: E402

ROOT = Path(__file__).resolve().parents[2]
#: OpenEnv's command, installed beside this interpreter or elsewhere on the PATH.
OPENENV = next((str(p) for p in [Path(sys.executable).parent / "openenv"] if p.is_file()),
               shutil.which("openenv"))
needs_cli = pytest.mark.skipif(OPENENV is None, reason="needs the openenv command (serve extra)")
SPLIT = "spieval-core"
TASKS = load_suite(SPLIT)


@pytest.fixture(scope="module")
def url() -> Any:
    with running(build_app(TASKS, split=SPLIT, max_sessions=8)) as base:
        yield base


def test_the_manifest_says_what_the_server_says() -> None:
    manifest = yaml.safe_load((ROOT / "openenv.yaml").read_text(encoding="utf-8"))
    metadata = MobilePlannerEnvironment(TASKS).get_metadata()
    assert manifest["name"] == metadata.name == ENV_NAME
    assert manifest["version"] == metadata.version == mobile_env.__version__
    assert manifest["description"] == metadata.description
    assert manifest["validation"]["capabilities"]["task_api"] is True


def package_copy(destination: Path) -> Path:
    """The files of the checkout that git tracks or would track, copied to ``destination``:
    what a clone holds. ``openenv validate`` refuses a tree holding a symbolic link, and build
    outputs of a working checkout (the type check's ``build/``) may hold some."""
    listed = subprocess.run(["git", "ls-files", "-z", "--cached", "--others",
                             "--exclude-standard"], cwd=ROOT, capture_output=True, check=False)
    if listed.returncode != 0:
        return ROOT  # not a git checkout: an unpacked source tree, validated as it is
    for name in filter(None, listed.stdout.decode().split("\0")):
        source = ROOT / name
        if source.is_file() and not source.is_symlink():
            (destination / name).parent.mkdir(parents=True, exist_ok=True)
            shutil.copyfile(source, destination / name)
    return destination


@needs_cli
def test_openenv_validate_accepts_the_package_at_the_static_level(tmp_path: Path) -> None:
    package = package_copy(tmp_path)
    result = subprocess.run([str(OPENENV), "validate", str(package), "--level", "static",
                             "--json"], capture_output=True, text=True, timeout=300)
    assert result.returncode == 0, result.stdout + result.stderr
    report = json.loads(result.stdout)
    assert report["verdict"] == "pass" and report["manifest"]["name"] == ENV_NAME
    assert [(r["check_id"], r["status"]) for r in report["results"]] == [("static.manifest",
                                                                          "pass")]


@needs_cli
def test_openenv_validate_accepts_the_running_server(url: str) -> None:
    result = subprocess.run([str(OPENENV), "validate", "--url", url, "--level", "runtime",
                             "--json"], capture_output=True, text=True, timeout=300)
    assert result.returncode == 0, result.stdout + result.stderr
    report = json.loads(result.stdout)
    assert report["passed"] and report["summary"]["failed_criteria"] == []
    assert report["summary"]["passed_count"] == report["summary"]["total_count"] >= 6


@pytest.mark.parametrize("action, says", [
    ({"text": "a", "name": "finish"}, "give exactly one of text and name"),
    ({"name": "finish", "colour": "red"}, "unknown field(s) 'colour'"),
    ({"name": "finish", "arguments": [1]}, "arguments: must be an object or its JSON string"),
    ({"text": 5, "arguments": {}}, "arguments belong to a {name, arguments} call")])
def test_openenv_generic_client_shows_what_to_fix(url: str, action: dict[str, Any],
                                                  says: str) -> None:
    with GenericEnvClient(base_url=url).sync() as env:
        env.reset(seed=0)
        with pytest.raises(RuntimeError) as error:
            env.step(action)
        assert says in str(error.value) and "VALIDATION_ERROR" in str(error.value)
        result = env.step({"text": "Done."})  # the session goes on
        assert result.done and result.observation["termination_reason"] == "final_answer"


def post(url: str, body: dict[str, Any]) -> tuple[int, Any]:
    request = urllib.request.Request(url, data=json.dumps(body).encode(),
                                     headers={"Content-Type": "application/json"})
    try:
        with urllib.request.urlopen(request, timeout=60) as response:
            return response.status, json.loads(response.read())
    except urllib.error.HTTPError as error:
        return error.code, json.loads(error.read())


def test_the_task_api_lists_the_served_suite(url: str) -> None:
    api = f"{url}/{ENV_NAME}"
    with urllib.request.urlopen(api + "/splits", timeout=60) as response:
        splits = json.loads(response.read())
    assert splits == [{"name": SPLIT, "type": "validation", "num_tasks": len(TASKS)}]
    assert post(api + "/num_tasks", {"split": SPLIT}) == (200, {"num_tasks": len(TASKS)})
    status, got = post(api + "/task", {"split": SPLIT, "index": 3})
    assert status == 200 and got["task"]["id"] == TASKS[3].id and got["task"]["index"] == 3
    assert got["task"]["instruction"] == TASKS[3].instruction
    assert not {"gold", "reference_solution", "records"} & set(got["task"])
    status, got = post(api + "/task_range", {"split": SPLIT, "start": 2, "stop": 5})
    assert [t["id"] for t in got["tasks"]] == [t.id for t in TASKS[2:5]]
    status, got = post(api + "/tasks", {"split": SPLIT})
    assert [t["index"] for t in got["tasks"]] == list(range(len(TASKS)))
    assert post(api + "/task", {"split": SPLIT, "index": len(TASKS)})[0] == 400
    assert post(api + "/task", {"split": SPLIT, "index": -1})[0] == 400
    status, got = post(api + "/num_tasks", {"split": "spieval-train"})
    assert status == 400 and f"this server serves {SPLIT!r}" in got["detail"]


def test_reset_takes_a_split_and_an_index(url: str) -> None:
    with GenericEnvClient(base_url=url).sync() as env:
        result = env.reset(split=SPLIT, index=4)
        assert result.observation["task_id"] == TASKS[4].id
        assert env.state()["task_id"] == TASKS[4].id
        for bad, says in [({"split": SPLIT, "index": len(TASKS)}, "index must be an integer"),
                          ({"index": "1"}, "index must be an integer"),
                          ({"split": "other", "index": 0}, "unknown split 'other'"),
                          ({"split": SPLIT, "index": 0, "task_id": TASKS[0].id},
                           "give task_id, or split and index, not both")]:
            with pytest.raises(RuntimeError) as error:
                env.reset(**bad)
            assert says in str(error.value)
        assert env.reset(index=0).observation["task_id"] == TASKS[0].id
