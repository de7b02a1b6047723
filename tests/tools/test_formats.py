"""Argument formats checked inside pydantic-core agree with their Python spellings.

A phone number is validated by pydantic-core's regex (strip, cap, pattern) for tool arguments
and by :func:`check_phone` where a tool reads a number out of free text; an enum label as
declared is matched in pydantic-core and any other spelling translated in Python. Both pairs
must accept the same inputs and store the same values, or a call would mean one thing as an
argument and another inside a tool.
"""

from __future__ import annotations

from typing import Any

import pytest
from hypothesis import given, settings, strategies as st
from pydantic import ValidationError

from mobile_env.tools import REGISTRY
from mobile_env.tools.formats import PHONE_ERROR, PHONE_MAX_CHARS, Phone, check_phone, enum
from mobile_env.tools.registry import ToolArgs

#: Digits (ASCII and others), every separator, whitespace Python and Rust disagree on (\x1c-\x1f
#: are whitespace to str.isspace only), letters and a plus sign.
ALPHABET = "0123456789٣५+-() \t\n\x0b\x0c\r\x1c\x1d\x1e\x1f\x85\xa0\u2003\u2028\u3000ax."


class PhoneArgs(ToolArgs):
    number: Phone


class MaybePhoneArgs(ToolArgs):
    number: Phone | None = None


def _as_argument(value: str) -> str | None:
    """The stored number, or None when the argument is refused."""
    try:
        return PhoneArgs.model_validate({"number": value}).number
    except ValidationError as exc:
        assert [e["type"] for e in exc.errors()] == [PHONE_ERROR]
        return None


def _in_text(value: str) -> str | None:
    try:
        return check_phone(value)
    except ValueError:
        return None


@settings(max_examples=600, deadline=None)
@given(st.text(alphabet=ALPHABET, max_size=40))
def test_argument_and_free_text_checks_agree(value: str) -> None:
    assert _as_argument(value) == _in_text(value)


@pytest.mark.parametrize(("value", "stored"), [
    ("+1 415-739-2098", "+1 415-739-2098"), (" 13900001111\u3000", "13900001111"),
    ("(021) 5555 0199", "(021) 5555 0199"), ("١٢٣", "١٢٣"), ("1" * PHONE_MAX_CHARS, "1" * 32),
    ("12", None), ("1" * (PHONE_MAX_CHARS + 1), None), ("\x1c123", None), ("+(1)2 3", "+(1)2 3"),
    ("1+23", None), ("ext. 12", None), ("", None)])
def test_phone_numbers(value: str, stored: str | None) -> None:
    assert _as_argument(value) == _in_text(value) == stored


def test_an_optional_phone_is_checked_the_same_way() -> None:
    assert MaybePhoneArgs.model_validate({}).number is None
    assert MaybePhoneArgs.model_validate({"number": " 555 0100 "}).number == "555 0100"
    with pytest.raises(ValidationError) as caught:
        MaybePhoneArgs.model_validate({"number": "n/a"})
    assert caught.value.errors()[0]["type"] == PHONE_ERROR


def test_a_phone_that_is_not_a_string_or_too_long_fails_as_any_string_does() -> None:
    for value, kind in ((415, "string_type"), ("1" * 5000, "string_too_long")):
        with pytest.raises(ValidationError) as caught:
            PhoneArgs.model_validate({"number": value})
        assert [e["type"] for e in caught.value.errors()] == [kind]


class LabelArgs(ToolArgs):
    label: enum(("on time", "VIDEO", "Never"), {"准时": "on time"}) = "VIDEO"  # type: ignore[valid-type]
    count: enum((1, 3, 5)) = 1  # type: ignore[valid-type]


@pytest.mark.parametrize(("given_", "label"), [
    ("VIDEO", "VIDEO"), ("video", "VIDEO"), (" Video ", "VIDEO"), ("准时", "on time"),
    ("ON TIME", "on time"), ("never", "Never")])
def test_enum_labels_in_any_spelling(given_: str, label: str) -> None:
    assert LabelArgs.model_validate({"label": given_}).label == label


@pytest.mark.parametrize(("given_", "count"), [(3, 3), ("5", 5), (" 1 ", 1)])
def test_integer_enum_labels(given_: Any, count: int) -> None:
    assert LabelArgs.model_validate({"count": given_}).count == count


@pytest.mark.parametrize("value", ["audio", "", 7, None, ["VIDEO"], "x" * 5000])
def test_an_unknown_label_is_one_literal_error(value: Any) -> None:
    with pytest.raises(ValidationError) as caught:
        LabelArgs.model_validate({"label": value})
    errors = caught.value.errors()
    assert [(e["type"], e["loc"]) for e in errors] == [("literal_error", ("label",))]
    assert errors[0]["msg"] == "Input should be 'on time', 'VIDEO' or 'Never'"


def test_enum_schemas_list_the_declared_labels_only() -> None:
    type_ = REGISTRY["Phone_Call"].schema["function"]["parameters"]["properties"]["type"]
    assert type_["enum"] == ["VOICE", "VIDEO"] and type_["type"] == "string"
    phone = REGISTRY["Phone_Call"].schema["function"]["parameters"]["properties"]["telephone"]
    assert set(phone) == {"type", "description"}
