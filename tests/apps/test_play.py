"""``mobile-env play`` driven like a person at the keyboard: in-process and through real stdin."""

from __future__ import annotations

import json
import subprocess
import sys

import pytest

from mobile_env import play
from mobile_env.tools import REGISTRY

SOLVE = ["help", "tools", "search_meeting pattern=manager",
         "search_contacts pattern='Daniel Reed' field=name",
         '{"name": "search_notes", "arguments": {"pattern": "Daniel"}}',
         'Phone_Call telephone="+1 415-739-2098" type=VIDEO', "say Request completed."]


def run(argv: list[str], lines: list[str]) -> str:
    """Play with scripted input; everything printed, as one string (EOF quits)."""
    feed = iter(lines)
    printed: list[str] = []

    def read(prompt: str) -> str:
        try:
            return next(feed)
        except StopIteration:
            raise EOFError from None

    assert play.main(argv, input_fn=read,
                     print_fn=lambda *a: printed.append(" ".join(map(str, a)))) == 0
    return "\n".join(printed)


def test_solving_the_demo_scores_one_and_shows_the_gold() -> None:
    out = run([], SOLVE)
    assert "Instruction: Call my manager." in out
    assert "Phone_Call(telephone*:string, type:VOICE|VIDEO)" in out  # tool list with parameters
    assert "short form: NAME key=value" in out  # help
    assert '"meeting_minutes"' in out or '"title"' in out  # pretty-printed feedback
    assert "episode over: final_answer after 5 steps" in out
    assert "Score: 1" in out and '"correct": true' in out
    assert 'Phone_Call(telephone="+1 415-739-2098", type="VIDEO")' in out


def test_mistakes_get_feedback_and_a_wrong_call_scores_zero() -> None:
    out = run(["--task", "demo-call-manager"], ["Phone_Call number", "serch_contacts pattern=x",
                                                "Phone_Call telephone=15711227837", "say done"])
    assert "! 'number' is not key=value" in out
    assert ('"error_type": "unknown_tool"' in out
            and "search_contacts" in out)  # the env's suggestion
    assert "Score: 0" in out and '"problem": "wrong_value"' in out


def test_odd_lines_get_feedback_and_the_game_goes_on() -> None:
    """Whatever is typed: a value nested deeper than JSON's parser goes, an unclosed quote,
    control characters, a pathological regex, a huge line -- each gets an answer."""
    odd = ["", "=", "x=", "=y", "search_contacts pattern=" + "[" * 100_000,
           'search_contacts pattern="', "search_contacts pattern='", "Phone_Call " + "a=1 " * 5000,
           "\x00\x01", "{" * 50_000, "search_contacts page=1e999",
           "search_contacts pattern=(?s).* mode=regex", "!!!"]
    out = run(["--task", "demo-call-manager"], [*odd, *SOLVE[2:]])
    assert "Score: 1" in out


def test_quit_and_end_of_input_end_without_a_score() -> None:
    for lines in (["quit"], []):
        out = run(["--suite", "demo"], lines)
        assert "You quit; not scored." in out and "Gold answer:" in out and "Score" not in out


def test_values_are_json_except_for_string_parameters() -> None:
    schemas = REGISTRY.schemas(["Phone_Call", "Clock_CreateAlarm", "Meeting_Create"])
    assert json.loads(play.to_action("Phone_Call telephone=15711227837", schemas)) == {
        "name": "Phone_Call", "arguments": {"telephone": "15711227837"}}
    alarm = json.loads(play.to_action("Clock_CreateAlarm time=07:00:00 repeatDayOfWeek=[1,2] "
                                      "alarmCount=3", schemas))
    assert alarm["arguments"] == {"time": "07:00:00", "repeatDayOfWeek": [1, 2], "alarmCount": 3}
    meeting = json.loads(play.to_action(
        """Meeting_Create title='"Q3 review"' participants='["Ann", "Bo"]'""", schemas))
    assert meeting["arguments"] == {"title": "Q3 review", "participants": ["Ann", "Bo"]}
    assert play.to_action("say all done", schemas) == "all done"
    assert play.to_action('<tool_call>{"name": "x"}</tool_call>', schemas).startswith("<tool_call>")
    with pytest.raises(play.InputError):
        play.to_action("Phone_Call 'unclosed", schemas)


def test_chinese_descriptions_and_unknown_task() -> None:
    out = run(["--lang", "zh"], ["quit"])
    assert "用户信息：" in out and "给某个电话号码打电话，支持语音电话和视频电话两种类型。" in out
    with pytest.raises(SystemExit):
        play.main(["--task", "no-such-task"], input_fn=lambda p: "quit", print_fn=lambda *a: None)


def test_playing_through_real_stdin() -> None:
    done = subprocess.run([sys.executable, "-m", "mobile_env.cli", "play", "--task",
                           "demo-call-manager"],
                          input="\n".join(SOLVE) + "\n", capture_output=True, text=True,
                          timeout=120)
    assert done.returncode == 0, done.stderr
    assert "Score: 1" in done.stdout and done.stdout.count("> ") >= len(SOLVE)


def test_values_may_hold_spaces_without_quotes() -> None:
    schemas = REGISTRY.schemas(["Phone_Call", "Messages_Send", "search_contacts"])
    call = json.loads(play.to_action("Phone_Call telephone=+1 415-739-2098 type=VIDEO", schemas))
    assert call["arguments"] == {"telephone": "+1 415-739-2098", "type": "VIDEO"}
    text = json.loads(play.to_action("Messages_Send telephone=1 text=it's 5, a=b ok", schemas))
    assert text["arguments"] == {"telephone": "1", "text": "it's 5, a=b ok"}  # a=b: not a parameter
    quoted = json.loads(play.to_action('Messages_Send text="type=VIDEO, ok" telephone=2', schemas))
    assert quoted["arguments"] == {"text": "type=VIDEO, ok", "telephone": "2"}
    search = json.loads(play.to_action("search_contacts pattern=Daniel Reed field=name", schemas))
    assert search["arguments"] == {"pattern": "Daniel Reed", "field": "name"}
    with pytest.raises(play.InputError, match="quote after telephone= is not closed"):
        play.to_action("Phone_Call telephone='+1 415", schemas)
