"""``mobile-env serve --episode-token-budget``: the server ends an episode on its token budget by
the rollout loop's rule, counted by a real tokenizer from a local folder, and says so."""

from __future__ import annotations

import asyncio
from pathlib import Path
from typing import Any

import pytest

pytest.importorskip("openenv", reason="needs the serve extra (pip install -e '.[serve]')")
pytest.importorskip("transformers", reason="the token counter needs the train extra")

from mobile_env.agents import get_agent  # noqa: E402
from mobile_env.rollout import agent_policy, collect  # noqa: E402
from mobile_env.serving.cli import main as serve_main  # noqa: E402
from mobile_env.serving.cli import token_counter  # noqa: E402
from mobile_env.serving.client import MobilePlannerClient  # noqa: E402
from mobile_env.serving.server import running  # noqa: E402
from mobile_env.task_format import load_suite  # noqa: E402

DEMO = load_suite("demo")[0]


@pytest.fixture(scope="module")
def tokenizer_dir(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """A real Hugging Face tokenizer saved to a folder: every word and punctuation mark is a
    token (an unknown one), so counts are easy to reason about."""
    from tokenizers import Tokenizer, models, pre_tokenizers
    from transformers import PreTrainedTokenizerFast

    words = Tokenizer(models.WordLevel({"[UNK]": 0}, unk_token="[UNK]"))
    words.pre_tokenizer = pre_tokenizers.Whitespace()
    folder = tmp_path_factory.mktemp("tokenizer")
    PreTrainedTokenizerFast(tokenizer_object=words, unk_token="[UNK]").save_pretrained(folder)
    return folder


async def play_served(base: str, actions: list[str]) -> list[dict[str, Any]]:
    """The observations of ``actions`` played on the demo task until the server ends it."""
    out = []
    async with MobilePlannerClient(base_url=base) as client:
        await client.reset(seed=0, task_id=DEMO.id)
        for action in actions:
            result = await client.step({"text": action})
            out.append(result.observation.model_dump())
            if result.done:
                break
    return out


def test_the_served_token_budget_ends_an_episode_where_the_rollout_loop_does(
        tokenizer_dir: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    import uvicorn

    count = token_counter(str(tokenizer_dir))
    assert count("call Ann, now") == 4  # words and punctuation, no special tokens
    policy = agent_policy(lambda: get_agent("oracle", tasks=[DEMO]))
    whole = collect(policy, [DEMO])[0]
    first_step = count(whole.actions[0]) + count(whole.episode.steps[0].observation)
    budget = first_step + 1  # reached during the second step: the third runs no action
    local = collect(policy, [DEMO], token_budget=budget, count_tokens=count)[0]
    assert local.episode.termination_reason == "token_budget" and len(local.actions) == 2

    served: list[Any] = []
    monkeypatch.setattr(uvicorn, "run", lambda app, **options: served.append(app))
    assert serve_main(["--suite", "demo", "--episode-token-budget", str(budget),
                       "--tokenizer", str(tokenizer_dir)]) == 0
    with running(served[0]) as base:
        remote = asyncio.run(play_served(base, whole.actions))
    assert [o["termination_reason"] for o in remote] == [None, None, "token_budget"]
    assert remote[-1]["calls"] == [] and remote[-1]["truncated"]
    assert [o["text"] for o in remote[:2]] == [s.observation for s in local.episode.steps[:2]]


TOGETHER = "--episode-token-budget and --tokenizer (which counts it) go together"


@pytest.mark.parametrize("flags, says", [
    (["--episode-token-budget", "10"], TOGETHER),
    (["--tokenizer", "."], TOGETHER),
    (["--episode-token-budget", "10", "--tokenizer", "."],
     "--tokenizer: '.' holds no tokenizer (no tokenizer_config.json)"),
])
def test_a_token_budget_without_its_tokenizer_is_one_line(
        flags: list[str], says: str, tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
        capsys: pytest.CaptureFixture[str]) -> None:
    monkeypatch.chdir(tmp_path)
    with pytest.raises(SystemExit) as stopped:
        serve_main(flags)
    assert stopped.value.code == 2
    line = capsys.readouterr().err.splitlines()[0]
    assert line == f"mobile-env serve: error: {says}" and len(line) <= 100
