"""Pieces of the test-only toy tools that several test modules register: argument models, the
settings tool, the profile their tasks use, and registration for the length of a module."""

from __future__ import annotations

from contextlib import contextmanager
from typing import Any, Iterator, Sequence

from mobile_env.state import PhoneState
from mobile_env.tools.registry import REGISTRY, Tool, ToolArgs, ToolContext

PROFILE = {"name": "Yixuan Xu", "occupation": "Employee", "family": "Wife: Ling Xie",
           "phone": "15711227837", "payment_account": "6977889967897890098"}


class Title(ToolArgs):
    title: str


class Setting(ToolArgs):
    key: str
    value: bool


class Nothing(ToolArgs):
    pass


def set_setting(state: PhoneState, args: Setting, ctx: ToolContext) -> dict[str, Any]:
    state.settings[args.key] = args.value
    return {args.key: args.value}


@contextmanager
def registered(tools: Sequence[Tool]) -> Iterator[None]:
    """``tools`` in the global registry while the block runs, gone after it."""
    for tool in tools:
        REGISTRY.register(tool)
    try:
        yield
    finally:
        for tool in tools:
            REGISTRY.remove(tool.name)
