"""The Ray collector's ``address=None`` starts a local Ray, whatever a stale
``/tmp/ray/ray_current_cluster`` says (Ray's own None joins that cluster, and waits for it when
it is gone); other addresses go to Ray as given. Checked on the call to ``ray.init``, without
starting a cluster."""

from __future__ import annotations

from typing import Any

import pytest

ray = pytest.importorskip("ray", reason="needs the ray extra (pip install -e '.[ray]')")

from mobile_env import ray_rollout  # noqa: E402


class Stop(Exception):
    """Raised by the stand-in for ray.init: the address is all this test needs."""


@pytest.mark.parametrize("given,sent", [(None, "local"), ("auto", "auto"),
                                        ("ray://head:10001", "ray://head:10001")])
def test_the_collector_starts_a_local_ray_unless_told_where(
        monkeypatch: pytest.MonkeyPatch, given: str | None, sent: str) -> None:
    seen: list[Any] = []

    def init(address: Any = None, **_: Any) -> None:
        seen.append(address)
        raise Stop

    monkeypatch.setattr(ray_rollout.ray, "is_initialized", lambda: False)
    monkeypatch.setattr(ray_rollout.ray, "init", init)
    with pytest.raises(Stop):
        ray_rollout.collect(lambda chats: [], [], address=given)
    assert seen == [sent]
