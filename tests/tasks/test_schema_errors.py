"""One line per ValidationError, worded alike by every reader of user files."""

from __future__ import annotations

import pytest
from pydantic import BaseModel, ConfigDict, ValidationError

from mobile_env.schema_errors import QUOTED_CHARS, first_problem


class _Inner(BaseModel):
    n: int


class _Outer(BaseModel):
    model_config = ConfigDict(extra="forbid")
    items: list[_Inner]
    name: str = ""


def _error(data: object) -> ValidationError:
    with pytest.raises(ValidationError) as caught:
        _Outer.model_validate(data)
    return caught.value


def test_names_the_nested_field_its_problem_and_value() -> None:
    line = first_problem(_error({"items": [{"n": 1}, {"n": "x"}]}), "file")
    assert line == ("field 'items.1.n': Input should be a valid integer, unable to parse string "
                    "as an integer (got 'x')")


def test_counts_the_errors_only_when_there_are_more() -> None:
    line = first_problem(_error({"items": [{"n": "x"}], "name": 5, "bogus": 1}), "line")
    assert line.startswith("field 'items.0.n': ") and line.endswith("; 3 errors in this line)")


def test_the_whole_input_and_another_word_for_field() -> None:
    assert first_problem(_error([1]), "config", field="config key").startswith(
        "config key '(config)': Input should be a valid dictionary")


def test_quotes_a_bounded_part_of_a_huge_value() -> None:
    line = first_problem(_error({"items": "y" * 100_000}), "file")
    assert "'" + "y" * (QUOTED_CHARS - 1) + ")" in line and len(line) < 200
