"""Episode control: ``finish`` ends the episode (its :class:`Effects`), and is active in every
task."""

from __future__ import annotations

from pydantic import Field

from mobile_env.state import PhoneState
from mobile_env.tools.registry import Effects, ToolArgs, ToolContext, ToolOutput, register


class FinishArgs(ToolArgs):
    answer: str = Field(default="", description="Final message to the user (optional).")

#: The name of the tool that ends an episode.
FINISH = "finish"


@register(FINISH, kind="finish", domain="control", args=FinishArgs,
          description="End the episode once the user's request is done (or cannot be done).")
def finish(state: PhoneState, args: FinishArgs, ctx: ToolContext) -> ToolOutput:
    """The answer, and the end of the episode as this call's effect."""
    return ToolOutput({"finished": True, "answer": args.answer}, Effects(ends_episode=True))
