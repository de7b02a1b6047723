"""Episode control: ``finish`` ends the episode, and is active in every task."""

from __future__ import annotations

from typing import Any

from pydantic import Field

from mobile_env.state import PhoneState
from mobile_env.tools.registry import ToolArgs, ToolContext, register


class FinishArgs(ToolArgs):
    answer: str = Field(default="", description="Final message to the user (optional).")


@register("finish", kind="finish", domain="control", args=FinishArgs,
          description="End the episode once the user's request is done (or cannot be done).")
def finish(state: PhoneState, args: FinishArgs, ctx: ToolContext) -> dict[str, Any]:
    return {"finished": True, "answer": args.answer}
