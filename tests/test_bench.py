"""The benchmark reports what it promises, on the task generator's worlds. Structure and
correctness only: no assertion here depends on how fast anything ran (timing is the bench's
own business, and a loaded CI machine must not fail a test)."""

from __future__ import annotations

import importlib.util
import re
import sys
from pathlib import Path
from typing import Any, Callable, Iterator

import pytest

import mobile_env.bench as entry

if str(entry.CHECKOUT) not in sys.path:  # benchmarks/ is a folder of the checkout, not installed
    sys.path.insert(0, str(entry.CHECKOUT))

from benchmarks import bench, potentials  # noqa: E402
from benchmarks.timing import Stats, measure_in_turns  # noqa: E402
from benchmarks.worlds import NEEDLE, NEEDLE_COUNT, build_world  # noqa: E402
from mobile_env.apps import APPS  # noqa: E402
from mobile_env.env import MobilePlannerEnv  # noqa: E402
from mobile_env.generation import pools  # noqa: E402
from mobile_env.rewards import get as get_reward  # noqa: E402
from mobile_env.tasks import load_suite  # noqa: E402
from mobile_env.vector import MobileVectorEnv  # noqa: E402

NUMBER = r"[\d,]+(?:\.\d+)?"
#: ``--plot`` needs matplotlib (the train and report extras); the figure's tests skip without it.
PLOTS = importlib.util.find_spec("matplotlib") is not None
needs_matplotlib = pytest.mark.skipif(not PLOTS, reason="--plot needs matplotlib")
WORLD_OPS = ("env.step Phone_Call", "env.step Contacts_Create", "env.step unknown tool",
             "env.step invalid arguments", "env.step invalid JSON",
             "env.step search_contacts fixed", "env.step search_contacts regex",
             "env.step search_contacts fuzzy", "env.step search_phone fixed", "env.reset (warm)",
             "tools.execute Phone_Call", "tools.execute search_contacts fixed", bench.FLOOR_OP)


@pytest.fixture(scope="module")
def figure_path(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """Where the checked run draws its figure (``--plot``)."""
    return tmp_path_factory.mktemp("bench") / "figures" / "bench.png"


@pytest.fixture(scope="module")
def checked_run(figure_path: Path) -> tuple[int, str]:
    """`mobile-env bench --check`'s exit status and report, through its entry point."""
    import contextlib
    import io

    out = io.StringIO()
    with contextlib.redirect_stdout(out):
        status = entry.main(["--quick", "--sizes", "200", "--lengths", "1", "60", "--clock",
                             "cpu", "--vector-sizes", "1", "4", "--cold-rounds", "2", "--check",
                             *(["--plot", str(figure_path)] if PLOTS else [])])
    return status, out.getvalue()


@pytest.fixture(scope="module")
def report(checked_run: tuple[int, str]) -> str:
    return checked_run[1]


def _row(report: str, op: str, world: int = 200) -> list[str]:
    line = re.search(rf"^{re.escape(op)}\s+{world}\s+(.*)$", report, re.M)
    assert line, f"no row for {op!r}:\n{report}"
    return line[1].split()


def test_every_operation_has_a_row_with_median_and_mean(report: str) -> None:
    assert report.startswith("machine: ") and "cpu clock; median and mean" in report
    for op in WORLD_OPS:
        cells = _row(report, op)
        assert re.fullmatch(NUMBER, cells[1]) and re.fullmatch(NUMBER, cells[2]), (op, cells)
    floor = _row(report, bench.FLOOR_OP)
    assert floor[3] == "1.0"  # the floor, in floors
    assert re.search(r"^\d+ of \d+ targets missed$", report, re.M)


def test_the_searches_find_the_planted_needles(report: str) -> None:
    for op in ("env.step search_contacts fixed", "env.step search_contacts regex",
               "env.step search_contacts fuzzy"):
        assert _row(report, op)[0] == str(NEEDLE_COUNT), op
    assert _row(report, "env.step search_phone fixed")[0] == str(NEEDLE_COUNT + 1)  # + the SMS


def test_cold_rows_and_their_targets(report: str) -> None:
    for op, _ in bench.COLD_OPS:
        assert re.fullmatch(NUMBER, _row(report, op)[1].replace(",", ""))
    assert "< 1000 µs" in " ".join(_row(report, "cold env.reset + first search_contacts"))


def test_episode_length_table(report: str) -> None:
    """Every row gives its cost against step 1; the rows that write also against step 1 of a
    world holding the records written by then (a one-call row, and step 1, have none)."""
    for op, writes in (("env.step Phone_Call", False), ("env.step search_contacts fixed", False),
                       ("Contacts_Create, search_contacts", True),
                       ("Contacts_Create, search_phone", True)):
        same_data = rf"{NUMBER}\s+{NUMBER}" if writes else r"-\s+-"
        first = re.search(rf"^{re.escape(op)}\s+1\s+{NUMBER}\s+{NUMBER}\s+1\.00\s+-\s+-\s+-$",
                          report, re.M)
        target = "same data" if writes else "step 1"
        later = re.search(rf"^{re.escape(op)}\s+60(\s+{NUMBER}){{3}}\s+{same_data}"
                          rf"\s+<= 1\.2x {target}\s+(pass|FAIL)$", report, re.M)
        assert first and later, report
    assert re.search(rf"^memory per step, Phone_Call: {NUMBER} KiB$", report, re.M)


def test_vector_table_gives_overhead_and_memory_after_steps(report: str) -> None:
    for n in (1, 4):
        row = re.search(rf"^\s*{n}(\s+{NUMBER}){{3}}(\s+{NUMBER}x\s+{NUMBER}){{4}}\s+{NUMBER}x"
                        rf"(\s+{NUMBER}){{2}}\s+<= 1\.2x\s+(pass|FAIL)$", report, re.M)
        assert row, f"no vector row for {n}:\n{report}"
    assert f"KiB/env {bench.MEMORY_STEPS} steps" in report


def test_reward_table(report: str) -> None:
    for reward, what, target in (("spieval_exact", "demo, reference play", r"-"),
                                 ("spieval_exact", f"{bench.PAIRED_TASK}, 5 sends against 4 gold",
                                  r"< 1000 µs\s+(pass|FAIL)"),
                                 ("state_change", "mobilepa-memory", r"< 1000 µs\s+(pass|FAIL)"),
                                 ("tool_calls", "5,000 matching calls", r"-")):
        assert re.search(rf"^{reward}\s+{re.escape(what)}.*\s{NUMBER}\s+{NUMBER}\s+{target}$",
                         report, re.M), (reward, report)


def test_the_paired_scoring_row_pairs_five_sends_with_four_gold_calls() -> None:
    """The row times what it says: every send ran, and the fifth is the extra call."""
    task = next(t for t in load_suite("spieval-core") if t.id == bench.PAIRED_TASK)
    assert task.gold is not None and [c.name for c in task.gold.answers[0].calls] == [
        "Messages_Send"] * 4
    episode = bench._finished(task, [*bench._sends(task), bench.FINISH])
    result = get_reward("spieval_exact")(episode)
    assert result.breakdown["execution_calls"] == 5
    assert result.breakdown["extra_calls"] == ["Messages_Send"]
    assert [c["call"] for c in result.breakdown["calls"]] == ["Messages_Send"] * 4


def test_adversarial_regexes_get_their_answers_and_targets(report: str) -> None:
    """Over every field the bloated world's 3 MB of notes are over the regex work budget (a
    timeout that says to search one field) unless the pattern's required literal is in no note
    (``a`` of ``a.{30}c``, ``y`` of ``(x+x+)+y``: the records holding it are searched); over
    names, every pattern answers; every refused pattern is refused as too large, on the task's
    own world."""
    task = next(t for t in load_suite("spieval-core") if t.id == bench.BLOAT_TASK)
    own = sum(map(len, task.records.values()))
    added = 15 * bench.BLOAT_STEPS
    for pattern in bench.BLOATED_PATTERNS:
        everywhere = _row(report, f'regex "{pattern}", bloated', own + added)
        narrowed = pattern in ("a.{30}c", "(x+x+)+y")
        assert everywhere[0] == ("0" if narrowed else "timeout"), (pattern, everywhere)
        assert everywhere[-4:-1] == ["<", "100000", "µs"]
        in_name = _row(report, f'regex "{pattern}" in name, bloated', own + added)
        assert re.fullmatch(r"\d+", in_name[0]), in_name
    for pattern in bench.WORDY_PATTERNS:  # a million short words, no index built over them
        cells = _row(report, f'fixed "{pattern}", bloated in words', own + added)
        assert cells[0] == "0" and cells[-4:-1] == ["<", "100000", "µs"], cells
    every_name = _row(report, 'regex "(?s).*" in name, bloated', own + added)[0]
    assert every_name == str(len(task.records["contacts"]) + added)
    for unit, times in bench.REFUSED_PATTERNS:
        for case in ("", ", case-sensitive"):
            cells = _row(report, f'regex "{unit}" x{times}{case}', own)
            assert cells[0] == "too_large" and cells[-4:-1] == ["<", "5000", "µs"], cells


def test_long_queries_of_a_bloated_address_book_get_their_answers_and_targets(
        report: str) -> None:
    """``find_contact`` on MobilePA's address book after 49 steps of 15 ``add_contact`` calls:
    the 4,096-character queries find nothing, the short one every contact added."""
    task = next(t for t in load_suite("mobilepa-tool-use") if t.id == bench.CONTACTS_TASK)
    world = sum(map(len, task.records.values())) + 15 * bench.BLOAT_STEPS
    expected = {"words x4,096": "0", "digits x4,096": "0", "lorem x5": str(15 * bench.BLOAT_STEPS)}
    assert [name for name, _ in bench.CONTACT_QUERIES] == ["words", "digits", "lorem"]
    for query, hits in expected.items():
        cells = _row(report, f"find_contact {query}, bloated", world)
        assert cells[0] == hits and cells[-4:-1] == ["<", "100000", "µs"], cells


def test_every_target_of_every_table_is_counted_and_each_miss_named(
        checked_run: tuple[int, str]) -> None:
    """The run's last lines count the targets of all its tables -- the vector env's, the
    episode length's and the scoring's too -- and name each miss; --check fails on any."""
    status, report = checked_run
    verdicts = re.findall(r"\s(pass|FAIL)$", report, re.M)
    tables = [(int(k), int(n)) for k, n in re.findall(r"^(\d+) of (\d+) targets missed$",
                                                       report, re.M)]
    assert len(tables) == 5 and sum(n for _, n in tables) == len(verdicts)
    assert sum(k for k, _ in tables) == verdicts.count("FAIL")
    total = re.search(r"^every table: (\d+) of (\d+) targets missed$", report, re.M)
    assert total and (int(total[1]), int(total[2])) == (verdicts.count("FAIL"), len(verdicts))
    assert len(re.findall(r"^  missed: ", report, re.M)) == verdicts.count("FAIL")
    assert status == (1 if "FAIL" in verdicts else 0)


def test_verdicts_name_a_miss_in_each_table() -> None:
    fast, slow = Stats(1.0, 1.0, 3), Stats(2.0, 2.0, 3)
    rows = [bench.Row("fast op", 200, None, fast, bench.Target(us=1.5)),
            bench.Row("slow op", 200, None, slow, bench.Target(floors=1), floor_us=1.0),
            bench.Row("untargeted op", 200, None, slow)]
    lengths = [bench.LengthRow("step", 1, fast, 1.0),
               bench.LengthRow("step", 500, slow, 2.0, judged=True),
               bench.LengthRow("pair", 500, slow, 2.0, same_data=Stats(1.9, 1.9, 3), judged=True)]
    vectors = [bench.VectorRow(n, slow, slow, looped, slow, slow, slow, 1.0, 1.0)
               for n, looped in ((1, fast), (8, Stats(1.8, 1.8, 3)))]
    rewards = [bench.RewardRow("state_change", "e", Stats(999.0, 999.0, 3), bench.SCORING_TARGET),
               bench.RewardRow("tool_calls", "e", slow)]
    judged = bench.verdicts(rows, lengths, vectors, rewards)
    assert [ok for _, ok in judged] == [True, False, False, True, False, True, True]
    assert bench.missed_line(judged) == "3 of 7 targets missed"
    missed = [what for what, ok in judged if not ok]
    assert missed == ["slow op, 200 records: 2.0 µs, 2.00 floors (target <= 1 fl)",
                      "step at step 500: 2.00x (target <= 1.2x step 1)",
                      "vector env of 1: 2.00x the plain loop (target <= 1.2x)"]


def test_operations_are_timed_in_turns_and_summarised() -> None:
    order: list[str] = []
    durations = {"a": iter([1000, 3000, 2000, 9000]), "b": iter([40, 40, 40, 40])}

    def runner(name: str) -> bench.Batch:
        def run(n: int, clock: object) -> int:
            order.append(name)
            return next(durations[name]) * n
        return run

    stats = measure_in_turns([runner("a"), runner("b")], seconds=0.0, calls=2, warmup=1,
                             max_rounds=3)
    # One warm-up each, in order, then one round (time is up), in a shuffled order.
    assert order[:2] == ["a", "b"] and sorted(order[2:]) == ["a", "b"]
    assert stats[0] == Stats(median_us=3.0, mean_us=3.0, batches=1)
    assert stats[1].median_us == pytest.approx(0.04)


def test_each_round_runs_every_operation_once_in_a_seeded_shuffled_order() -> None:
    """So that a pause recurring with the work done (a young garbage collection) does not fall
    on one operation round after round, and every run takes the same orders."""

    def rounds(order_seed: int) -> list[tuple[str, ...]]:
        order: list[str] = []

        def runner(name: str) -> bench.Batch:
            def run(n: int, clock: object) -> int:
                order.append(name)
                return n
            return run

        measure_in_turns([runner(name) for name in "abcd"], seconds=0.0, calls=1, warmup=0,
                         min_rounds=40, order_seed=order_seed)
        return [tuple(order[i:i + 4]) for i in range(0, len(order), 4)]

    first = rounds(0)
    assert len(first) == 40 and all(sorted(turn) == list("abcd") for turn in first)
    assert len(set(first)) > 1 and {turn[0] for turn in first} == set("abcd")
    assert rounds(0) == first and rounds(1) != first


def test_a_minimum_of_rounds_runs_however_little_time_is_given() -> None:
    """What the vector rows rely on: their time is up after one round of many envs."""
    durations = iter([5000, 1000, 3000, 2000, 9000, 4000, 7000])
    stats = measure_in_turns([lambda n, clock: next(durations) * n], seconds=0.0, calls=2,
                             warmup=1, min_rounds=5)
    assert stats == [Stats(median_us=3.0, mean_us=3.8, batches=5)]  # the warm-up (5) not counted


def test_rows_give_their_cost_in_floors_and_meet_targets_in_either_unit() -> None:
    stats = Stats(12.0, 13.0, 5)
    row = bench.Row("op", 200, None, stats, bench.Target(us=20), floor_us=4.0)
    assert row.x_floor == 3.0 and row.passed
    assert bench.Row("op", 200, None, stats, bench.Target(floors=2), 4.0).passed is False
    assert bench.Row("op", 200, None, stats, bench.Target(floors=3), 4.0).passed is True
    assert bench.Row("op", 200, None, stats).x_floor is None
    assert str(bench.Target(us=50, floors=2)) == "< 50 µs, <= 2 fl"


def test_a_grown_world_starts_with_what_the_episode_wrote() -> None:
    """The "same data" of the episode-length table: a world whose opening holds the records an
    episode had written, under their ids, so that its step 1 works on the same data."""
    world, actions = build_world(200, 0), (bench.CREATE, bench.SEARCH_FIXED)
    grown = bench.grown_world(world, actions, 7)
    episode, fresh = MobilePlannerEnv(tasks=[world]), MobilePlannerEnv(tasks=[grown])
    episode.reset()
    for i in range(7):
        episode.step(actions[i % 2])
    fresh.reset()
    assert episode.state is not None and fresh.state is not None
    tables = {name: list(rows) for name, rows in episode.state.tables.items()}
    assert {name: list(rows) for name, rows in fresh.state.tables.items()} == tables
    assert len(tables["contacts"]) == len(world.records["contacts"]) + 4
    for action in (bench.SEARCH_FIXED, bench.CREATE, bench.SEARCH_FIXED):  # the next id too
        assert fresh.step(action)[0] == episode.step(action)[0]


def test_worlds_are_the_generators_records_with_a_few_needles() -> None:
    world = build_world(200, seed=7)
    assert world == build_world(200, seed=7) and world != build_world(200, seed=8)
    assert sorted(len(rows) for rows in world.records.values()) == [20] * 10
    assert set(world.records) == set(APPS)
    names = [r["name"] for r in world.records["contacts"]]
    assert names.count(NEEDLE) == NEEDLE_COUNT
    for name in names:
        if name != NEEDLE:  # every other person comes from the generator's pools
            first, last = name.split()
            assert first in pools.FIRST_NAMES and last in pools.SURNAMES, name
    env = MobilePlannerEnv(tasks=[world])
    env.reset()
    assert env.step(bench.CALL)[0].startswith('{"error_type":null')


def test_the_40000_record_world_builds() -> None:
    world = build_world(40_000)
    assert sum(len(rows) for rows in world.records.values()) == 40_000
    assert len({r["id"] for r in world.records["sms"]}) == 4000


def test_mobile_env_bench_finds_the_checkout() -> None:
    assert entry.CHECKOUT == Path(bench.__file__).resolve().parents[1]


def test_installed_without_a_checkout_it_says_what_to_do(
        monkeypatch: pytest.MonkeyPatch, tmp_path: Path,
        capsys: pytest.CaptureFixture[str]) -> None:
    monkeypatch.setattr(entry, "CHECKOUT", tmp_path)
    assert entry.main([]) == 2
    message = capsys.readouterr().err
    assert "source checkout" in message and "pip install -e ." in message


@pytest.mark.parametrize("num_envs", [1, 3])
def test_the_bare_loop_builds_what_the_vector_env_returns(num_envs: int) -> None:
    """The bench's "bare" column times the least a Python wrapper that makes Gymnasium's outputs
    afresh does: it must build those very outputs, or the column says nothing of the vector
    env's overhead."""
    task = build_world(200)
    vec, bare = (MobileVectorEnv(num_envs, tasks=[task]) for _ in range(2))
    for v in (vec, bare):
        v.reset(seed=0)
    vec.step([bench.CALL] * num_envs)  # the bare loop's probe steps its envs[0] once ...
    for env in bare.envs[1:]:  # ... so every env of both is one step in
        env.step(bench.CALL)
    lock_step = bench.bare_lock_step(bare.envs, bench.CALL)
    for _ in range(3):
        expected, got = vec.step([bench.CALL] * num_envs), lock_step()
        assert type(got[0]) is tuple and got[0] == expected[0]
        for want, have in zip(expected[1:4], got[1:4]):
            assert have.dtype == want.dtype and have.tolist() == want.tolist()
        want_info, have_info = expected[4], got[4]
        assert list(have_info) == list(want_info)
        for key, want in want_info.items():
            assert have_info[key].dtype == want.dtype and have_info[key].shape == want.shape, key
            assert have_info[key].tolist() == want.tolist(), key


@needs_matplotlib
def test_the_run_draws_its_figure_where_asked(report: str, figure_path: Path) -> None:
    assert f"figure written to {figure_path}" in report
    assert figure_path.read_bytes().startswith(b"\x89PNG\r\n\x1a\n")


def _stats(us: float) -> Stats:
    return Stats(us, us, 1)


@pytest.fixture
def close_after_test() -> Iterator[Callable[[Any], None]]:
    """Call it with a figure to have pyplot close it when the test ends."""
    import matplotlib.pyplot as plt

    figures: list[Any] = []
    yield figures.append
    for figure in figures:
        plt.close(figure)


@needs_matplotlib
def test_the_figure_draws_each_tables_ratios_beside_its_target(
        close_after_test: Callable[[Any], None]) -> None:
    """Each panel plots the very ratios the tables print, and the target's line."""
    from benchmarks.plots import bench_figure

    floors, limit = bench.Target(floors=2), bench.Target(us=1000)
    rows = [bench.Row("env.step Phone_Call", 200, None, _stats(8.0), floors, 5.0),
            bench.Row("env.step Phone_Call", 4000, None, _stats(12.0), floors, 5.0),
            bench.Row("env.step search_phone fixed", 200, 4, _stats(30.0), limit, 5.0),
            bench.Row("env.step search_phone fixed", 4000, 4, _stats(300.0), limit, 5.0),
            bench.Row(bench.FLOOR_OP, 200, None, _stats(5.0), None, 5.0)]
    lengths = [bench.LengthRow("env.step Phone_Call", 1, _stats(8.0), 1.0),
               bench.LengthRow("env.step Phone_Call", 500, _stats(8.8), 1.1, judged=True)]
    vectors = [bench.VectorRow(n, _stats(12.0 * k), _stats(13.0 * k), _stats(10.0 * k),
                               _stats(11.0 * k), _stats(20.0 * k), _stats(9.0), 1.0, 2.0)
               for n, k in ((1, 1.0), (8, 1.5))]
    figure = bench_figure(rows, lengths, vectors, bench.FLAT_LIMIT, bench.VECTOR_LIMIT)
    close_after_test(figure)
    by_floor, by_time, by_length, by_envs = figure.axes
    heights = [[bar.get_height() for bar in bars] for bars in by_floor.containers]
    assert heights == [[pytest.approx(1.6)], [pytest.approx(2.4)]]  # 200 and 4,000 records
    assert list(by_floor.get_lines()[0].get_ydata()) == [2, 2]  # the target's line

    def lines(ax: object) -> dict[str, tuple[list[float], list[float]]]:
        return {line.get_label(): (list(line.get_xdata()), list(line.get_ydata()))
                for line in ax.get_lines()}  # type: ignore[attr-defined]

    assert lines(by_time)["search_phone fixed"] == ([200, 4000], [30.0, 300.0])
    dashes = by_time.collections[0].get_offsets().tolist()  # each world's target
    assert dashes == [[200, 1000], [4000, 1000]]
    assert lines(by_length)["env.step Phone_Call"] == ([1, 500], [1.0, 1.1])
    assert lines(by_length)["target: <= 1.2x"][1][0] == bench.FLAT_LIMIT
    envs = lines(by_envs)
    assert envs["MobileVectorEnv (collector paused)"] == ([1, 8], [pytest.approx(1.2)] * 2)
    assert envs["MobileVectorEnv, pause_gc=False"][1] == [pytest.approx(1.3)] * 2
    assert envs["bare loop building the same outputs"][1] == [pytest.approx(1.1)] * 2
    assert envs["gymnasium SyncVectorEnv"][1] == [pytest.approx(2.0)] * 2
    assert envs["target: <= 1.2x"][1][0] == bench.VECTOR_LIMIT


@needs_matplotlib
def test_a_panel_the_run_did_not_fill_says_so(
        close_after_test: Callable[[Any], None]) -> None:
    from benchmarks.plots import bench_figure

    figure = bench_figure([], [], [], bench.FLAT_LIMIT, bench.VECTOR_LIMIT)
    close_after_test(figure)
    assert [ax.texts[0].get_text() for ax in figure.axes] == ["not measured in this run"] * 4


def test_plot_without_matplotlib_says_what_to_install(
        monkeypatch: pytest.MonkeyPatch, tmp_path: Path,
        capsys: pytest.CaptureFixture[str]) -> None:
    real = importlib.util.find_spec
    monkeypatch.setattr(importlib.util, "find_spec",
                        lambda name, *a: None if name == "matplotlib" else real(name, *a))
    with pytest.raises(SystemExit) as exit_:
        entry.main(["--quick", "--plot", str(tmp_path / "bench.png")])
    assert exit_.value.code == 2
    assert "pip install -e '.[report]'" in capsys.readouterr().err
    assert not (tmp_path / "bench.png").exists()


def test_the_potentials_script_times_each_checkers_scoring(
        capsys: pytest.CaptureFixture[str]) -> None:
    """``python -m benchmarks.potentials`` (the README's table of MobilePA checkers as
    ``step_reward``): a row per checker, a time per step count, each episode's steps all
    successful calls; an unknown checker is refused with the ones there are."""
    potentials.main(["--at", "3", "1"])
    header, *rows = capsys.readouterr().out.splitlines()
    assert header.split()[:3] == ["step_reward", "step", "1"]
    assert [row.split()[0] for row in rows] == list(potentials.CASES)
    for row in rows:
        first, last, ratio = row.split()[1:]
        assert float(first) > 0 and float(last) > 0 and ratio.endswith("x")
    with pytest.raises(SystemExit) as exit_:
        potentials.main(["tool_call"])
    assert exit_.value.code == 2 and "choose from tool_calls" in capsys.readouterr().err
