"""GRPO and SFT training of planners on MobilePlanner (filled in by the training issue)."""
