"""The benchmark runs end to end and prints one row per operation and world size."""

from __future__ import annotations

import re

import pytest

from mobile_env import bench

OPERATIONS = (
    "env.step Phone_Call",
    "env.step Contacts_Create",
    "env.step search_contacts fixed",
    "env.step search_contacts regex",
    "env.step search_contacts fuzzy",
    "env.step search_phone fixed",
    "env.reset",
    "tools.execute Phone_Call",
    "tools.execute search_contacts fixed",
)


def test_quick_benchmark_prints_the_table(capsys: pytest.CaptureFixture[str]) -> None:
    assert bench.main(["--quick", "--sizes", "200", "4000"]) == 0
    out = capsys.readouterr().out
    assert out.startswith("machine: ")
    for size in (200, 4000):
        for op in OPERATIONS:
            row = re.search(rf"^{re.escape(op)}\s+{size}\s+(\d+|-)\s+([\d.]+)\s+([\d.]+)\s+([\d,]+)\s",
                            out, re.M)
            assert row, f"no row for {op!r} on the {size}-record world:\n{out}"
            assert float(row[2]) > 0 and float(row[3]) > 0
        floor = re.search(rf"^{re.escape(bench.FLOOR_OP)}\s+{size}\s+-\s+([\d.]+)\s+1\.0\s", out, re.M)
        assert floor and float(floor[1]) > 0, f"no floor row on the {size}-record world:\n{out}"
        # the searches aim at the few planted needle records, not the whole world
        fixed = re.search(rf"^env\.step search_contacts fixed\s+{size}\s+(\d+)", out, re.M)
        assert fixed and 1 <= int(fixed[1]) <= 10
    assert re.search(r"^\d+ of \d+ targets missed$", out, re.M)
    reward = re.search(r"^reward spieval_exact per episode\s+\d+\s+-\s+([\d.]+)\s", out, re.M)
    assert reward and float(reward[1]) > 0
    for n in bench.QUICK_VECTOR_SIZES:
        row = re.search(rf"^\s*{n}\s+([\d,]+)\s+([\d.]+)\s+([\d,.]+)\s+([\d,.]+)$", out, re.M)
        assert row, f"no vector env row for N={n}:\n{out}"
        steps_per_s, us_per_step, kib = (float(row[i].replace(",", "")) for i in (1, 2, 4))
        assert steps_per_s > 0 and us_per_step > 0 and kib > 0


def test_operations_are_timed_in_turns() -> None:
    order: list[str] = []

    def runner(name: str) -> bench.Batch:
        def run(n: int) -> int:
            order.append(name)
            return 1000 * n
        return run

    times = bench.measure_in_turns([runner("a"), runner("b")], seconds=0.0, warmup=1)
    assert order == ["a", "b", "a", "b"] and times == [1.0, 1.0]


def test_rows_give_their_cost_in_floors() -> None:
    row = bench.Row("op", 200, None, us_per_call=12.0, target_us=20, floor_us=4.0)
    assert row.x_floor == 3.0 and row.passed
    assert bench.Row("op", 200, None, 12.0, None).x_floor is None


def test_vector_rows_give_per_env_cost() -> None:
    rows = [bench.bench_vector(n, bench.build_world(20), seconds=0.01, warmup=0) for n in (1, 4)]
    assert [r.num_envs for r in rows] == [1, 4]
    assert rows[1].us_per_env_step == pytest.approx(rows[1].us_per_vector_step / 4)
    assert all(r.kib_per_env > 0 and r.env_steps_per_s > 0 for r in rows)


def test_world_is_deterministic_and_spread_over_the_ten_apps() -> None:
    world = bench.build_world(200, seed=7)
    assert world == bench.build_world(200, seed=7)
    assert world != bench.build_world(200, seed=8)
    assert sorted(len(rows) for rows in world.records.values()) == [20] * 10
