"""The tool registry: one name per tool, the catalog loaded on first read, in one order."""

from __future__ import annotations

import json
import subprocess
import sys

import pytest

from mobile_env.tools import REGISTRY


@pytest.mark.parametrize("first", [
    "mobile_env.tools", "mobile_env.tools.user", "mobile_env.env", "mobile_env.rewards",
    "mobile_env.tools.spieval_search, mobile_env.tools.mobilepa.travel"])
def test_the_catalog_order_does_not_depend_on_what_is_imported_first(first: str) -> None:
    """The registry lists tools in :data:`BUILTIN_MODULES` order whichever module a process
    imports first, so a prompt's tool list is the same in every process."""
    code = (f"import json\nimport {first}\nfrom mobile_env.tools import REGISTRY\n"
            "print(json.dumps(REGISTRY.names()))")
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                          check=True)
    assert json.loads(done.stdout) == REGISTRY.names()
    assert REGISTRY.names()[0] == "finish" and REGISTRY.names()[-1] == "ask_user"


def test_a_tool_name_is_registered_once() -> None:
    with pytest.raises(ValueError, match="registered twice"):
        REGISTRY.register(REGISTRY["finish"])
