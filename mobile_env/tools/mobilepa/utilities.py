"""Utilities & Productivity (11 tools): browser and bookmarks, calculator, unit and currency conversion, translation, QA, files.

Everything a model might expect to come "from the internet" is data: exchange rates are the
``pa_exchange_rates`` table, open-domain answers the ``pa_knowledge`` table, and translation a
fixed phrase and word dictionary, so every answer is deterministic and verifiable.
"""

from __future__ import annotations

import ast
import math
import operator
import re
from typing import Any, Callable

from pydantic import Field
from rapidfuzz import fuzz, process, utils

from mobile_env.feedback import ToolError
from mobile_env.state import PhoneState
from mobile_env.tools.formats import enum
from mobile_env.tools.mobilepa.apps_storage import online
from mobile_env.tools.mobilepa.families import (Payload, Records, add_tool, contains, delete_tool,
                                                done, fail, list_tool, put)
from mobile_env.tools.registry import ToolArgs, ToolContext, register

DOMAIN = "utilities_productivity"
BOOKMARKS = Records("pa_bookmarks", "bookmark", "bookmark", title="title", lookup=("title", "url"))
FILES = Records("pa_files", "file", "file")
URL = r"^https?://[^\s/$.?#][^\s]*$"

# --------------------------------------------------------------------------- browser


class UrlArgs(ToolArgs):
    url: str = Field(pattern=URL, max_length=2000,
                     description="Web address starting with http:// or https://.")


@register("open_webpage", kind="execute", domain=DOMAIN, args=UrlArgs,
          description="Open a web page in the browser (needs internet).")
def open_webpage(state: PhoneState, a: UrlArgs, ctx: ToolContext) -> Payload:
    online(state)
    visit = state.insert("pa_browser_history", {"url": a.url, "time": state.now})
    put(state, "browser.current_url", a.url)
    put(state, "apps.foreground", state.settings.get("apps.default.browser", "Browser"))
    return done(f"Opened {a.url}", **visit)


class BookmarkArgs(UrlArgs):
    title: str = Field(min_length=1, max_length=200, description="Bookmark title.")


add_tool(DOMAIN, BOOKMARKS, "add_bookmark", "Bookmark a web page.", BookmarkArgs,
         lambda s, a, c: {"title": a.title, "url": a.url}, unique=("url",))
list_tool(DOMAIN, BOOKMARKS, "list_bookmarks", "List the browser bookmarks.")
delete_tool(DOMAIN, BOOKMARKS, "delete_bookmark", "Delete a browser bookmark.")

# --------------------------------------------------------------------------- calculator

_BINARY: dict[type, Callable[[Any, Any], Any]] = {
    ast.Add: operator.add, ast.Sub: operator.sub, ast.Mult: operator.mul, ast.Div: operator.truediv,
    ast.FloorDiv: operator.floordiv, ast.Mod: operator.mod, ast.Pow: operator.pow}
_UNARY: dict[type, Callable[[Any], Any]] = {ast.USub: operator.neg, ast.UAdd: operator.pos}


def evaluate(node: ast.AST) -> float:
    """Arithmetic only (no names, calls or attributes), with exponents bounded so nothing explodes."""
    if isinstance(node, ast.Expression):
        return evaluate(node.body)
    if isinstance(node, ast.Constant) and isinstance(node.value, (int, float)) \
            and type(node.value) in (int, float):
        return node.value
    if isinstance(node, ast.UnaryOp) and type(node.op) in _UNARY:
        negated: float = _UNARY[type(node.op)](evaluate(node.operand))
        return negated
    if isinstance(node, ast.BinOp) and type(node.op) in _BINARY:
        left, right = evaluate(node.left), evaluate(node.right)
        if isinstance(node.op, ast.Pow) and (abs(right) > 64 or abs(left) > 1e6):
            raise ValueError("exponent too large (|exponent| <= 64, |base| <= 1e6)")
        result: float = _BINARY[type(node.op)](left, right)
        return result
    raise ValueError("only numbers, + - * / // % ** and parentheses are allowed")


class CalcArgs(ToolArgs):
    expression: str = Field(min_length=1, max_length=200,
                            description="Arithmetic expression, e.g. '(12.5 + 7) * 3 / 2'.")


@register("calculate", kind="retrieve", domain=DOMAIN, args=CalcArgs,
          description="Evaluate an arithmetic expression.")
def calculate(state: PhoneState, a: CalcArgs, ctx: ToolContext) -> Payload:
    text = a.expression.replace("×", "*").replace("÷", "/").replace("^", "**")
    try:
        value = evaluate(ast.parse(text, mode="eval"))
    except ZeroDivisionError:
        raise ToolError("invalid_arguments", "division by zero") from None
    except (SyntaxError, ValueError, OverflowError, RecursionError) as exc:
        raise ToolError("invalid_arguments", f"cannot evaluate {a.expression!r}: {exc}") from None
    if not math.isfinite(value):
        raise ToolError("invalid_arguments", f"{a.expression!r} overflows")
    result = round(value, 10) if isinstance(value, float) else value
    return done(f"{a.expression} = {result}", expression=a.expression, result=result)

# --------------------------------------------------------------------------- conversions


#: unit -> (dimension, factor to the dimension's base unit); temperatures are affine, see _to_base.
UNITS: dict[str, tuple[str, float]] = {
    "mm": ("length", 0.001), "cm": ("length", 0.01), "m": ("length", 1.0), "km": ("length", 1000.0),
    "in": ("length", 0.0254), "ft": ("length", 0.3048), "yd": ("length", 0.9144),
    "mi": ("length", 1609.344),
    "mg": ("mass", 1e-6), "g": ("mass", 0.001), "kg": ("mass", 1.0), "lb": ("mass", 0.45359237),
    "oz": ("mass", 0.028349523125), "jin": ("mass", 0.5),
    "ml": ("volume", 0.001), "l": ("volume", 1.0), "gal": ("volume", 3.785411784),
    "cup": ("volume", 0.2365882365),
    "c": ("temperature", 1.0), "f": ("temperature", 1.0), "k": ("temperature", 1.0),
    "kmh": ("speed", 1 / 3.6), "mph": ("speed", 0.44704), "ms": ("speed", 1.0),
}
UNIT = enum(tuple(UNITS))


def _to_base(value: float, unit: str) -> float:
    if unit == "f":
        return (value - 32) * 5 / 9
    if unit == "k":
        return value - 273.15
    return value * UNITS[unit][1]


def _from_base(value: float, unit: str) -> float:
    if unit == "f":
        return value * 9 / 5 + 32
    if unit == "k":
        return value + 273.15
    return value / UNITS[unit][1]


class UnitArgs(ToolArgs):
    value: float = Field(ge=-1e12, le=1e12, description="The quantity to convert.")
    from_unit: UNIT = Field(description="Unit of the value: " + ", ".join(UNITS) + " (c/f/k are temperatures).")  # type: ignore[valid-type]
    to_unit: UNIT = Field(description="Unit to convert to (same kind as from_unit).")  # type: ignore[valid-type]


@register("convert_units", kind="retrieve", domain=DOMAIN, args=UnitArgs,
          description="Convert a length, mass, volume, speed or temperature between units.")
def convert_units(state: PhoneState, a: UnitArgs, ctx: ToolContext) -> Payload:
    if UNITS[a.from_unit][0] != UNITS[a.to_unit][0]:
        raise ToolError("invalid_arguments", f"cannot convert {UNITS[a.from_unit][0]} "
                                             f"({a.from_unit}) to {UNITS[a.to_unit][0]} "
                                             f"({a.to_unit})")
    result = round(_from_base(_to_base(a.value, a.from_unit), a.to_unit), 6)
    return done(f"{a.value} {a.from_unit} = {result} {a.to_unit}", value=a.value,
                from_unit=a.from_unit,
                to_unit=a.to_unit, result=result)


class CurrencyArgs(ToolArgs):
    amount: float = Field(ge=0, le=1e12, description="Amount of money to convert.")
    from_currency: str = Field(pattern=r"^[A-Za-z]{3}$",
                               description="ISO currency code, e.g. 'USD'.")
    to_currency: str = Field(pattern=r"^[A-Za-z]{3}$", description="ISO currency code, e.g. 'CNY'.")


@register("convert_currency", kind="retrieve", domain=DOMAIN, args=CurrencyArgs,
          description="Convert money between currencies at today's rates.")
def convert_currency(state: PhoneState, a: CurrencyArgs, ctx: ToolContext) -> Payload:
    rates = {r["currency"]: r["per_usd"] for r in state.table("pa_exchange_rates")}
    src, dst = a.from_currency.upper(), a.to_currency.upper()
    for code in (src, dst):
        if code not in rates:
            fail(f"no exchange rate for {code}; known currencies: {', '.join(sorted(rates))}")
    result = round(a.amount / rates[src] * rates[dst], 2)
    return done(f"{a.amount} {src} = {result} {dst}", amount=a.amount, from_currency=src,
                to_currency=dst,
                rate=round(rates[dst] / rates[src], 6), result=result)

# --------------------------------------------------------------------------- translation

LANGUAGES = ("en", "zh", "ja", "fr", "es", "de")
#: Whole phrases in every language, in LANGUAGES order.
PHRASES: tuple[tuple[str, ...], ...] = (
    ("hello", "你好", "こんにちは", "bonjour", "hola", "hallo"),
    ("thank you", "谢谢", "ありがとう", "merci", "gracias", "danke"),
    ("good morning", "早上好", "おはようございます", "bonjour", "buenos días", "guten Morgen"),
    ("good night", "晚安", "おやすみなさい", "bonne nuit", "buenas noches", "gute Nacht"),
    ("where is the train station", "火车站在哪里", "駅はどこですか", "où est la gare",
     "dónde está la estación de tren", "wo ist der Bahnhof"),
    ("how much is this", "这个多少钱", "これはいくらですか", "combien ça coûte", "cuánto cuesta esto",
     "wie viel kostet das"),
    ("i am allergic to peanuts", "我对花生过敏", "私はピーナッツアレルギーです", "je suis allergique aux arachides",
     "soy alérgico a los cacahuetes", "ich bin allergisch gegen Erdnüsse"),
    ("please call a taxi", "请叫一辆出租车", "タクシーを呼んでください", "appelez un taxi s'il vous plaît",
     "llame a un taxi por favor", "bitte rufen Sie ein Taxi"),
    ("the bill please", "请结账", "お会計をお願いします", "l'addition s'il vous plaît", "la cuenta por favor",
     "die Rechnung bitte"),
    ("i need help", "我需要帮助", "助けが必要です", "j'ai besoin d'aide", "necesito ayuda",
     "ich brauche Hilfe"),
    ("shinjuku station", "新宿站", "新宿駅", "gare de Shinjuku", "estación de Shinjuku",
     "Bahnhof Shinjuku"),
)
#: English words, for sentences that are not whole phrases (English source only).
WORDS: dict[str, tuple[str, ...]] = {
    "water": ("水", "水", "eau", "agua", "Wasser"),
    "coffee": ("咖啡", "コーヒー", "café", "café", "Kaffee"),
    "tea": ("茶", "お茶", "thé", "té", "Tee"), "hotel": ("酒店", "ホテル", "hôtel", "hotel", "Hotel"),
    "airport": ("机场", "空港", "aéroport", "aeropuerto", "Flughafen"),
    "ticket": ("票", "切符", "billet", "billete", "Fahrkarte"),
    "today": ("今天", "今日", "aujourd'hui", "hoy", "heute"),
    "tomorrow": ("明天", "明日", "demain", "mañana", "morgen"),
    "yes": ("是", "はい", "oui", "sí", "ja"), "no": ("不", "いいえ", "non", "no", "nein"),
    "please": ("请", "ください", "s'il vous plaît", "por favor", "bitte"),
    "toilet": ("厕所", "トイレ", "toilettes", "baño", "Toilette"),
    "station": ("站", "駅", "gare", "estación", "Bahnhof"),
    "museum": ("博物馆", "博物館", "musée", "museo", "Museum"),
    "one": ("一", "一つ", "un", "uno", "ein"), "two": ("二", "二つ", "deux", "dos", "zwei"),
}


def _key(text: str) -> str:
    return re.sub(r"[\s,.!?？！。、，]+", " ", text.casefold()).strip()


class TranslateArgs(ToolArgs):
    text: str = Field(min_length=1, max_length=500, description="Text to translate.")
    target_language: enum(LANGUAGES) = Field(description="Target language code: en, zh, ja, fr, es or de.")  # type: ignore[valid-type]


@register("translate_text", kind="retrieve", domain=DOMAIN, args=TranslateArgs,
          description="Translate a short text (phrase or simple sentence).")
def translate_text(state: PhoneState, a: TranslateArgs, ctx: ToolContext) -> Payload:
    target, key = LANGUAGES.index(a.target_language), _key(a.text)
    for row in PHRASES:
        for source, phrase in enumerate(row):
            if _key(phrase) == key:
                return done(f"Translated from {LANGUAGES[source]}: {row[target]}", text=a.text,
                            source_language=LANGUAGES[source], target_language=a.target_language,
                            translation=row[target])
    words = key.split()
    if a.target_language == "en" or not words or not any(w in WORDS for w in words):
        fail(f"cannot translate {a.text!r} offline; hand it to the search agent or rephrase it as "
             f"a common phrase")
    out = [WORDS[w][target - 1] if w in WORDS else w for w in words]
    unknown = [w for w in words if w not in WORDS]
    return done(f"Word-by-word translation: {' '.join(out)}", text=a.text, source_language="en",
                target_language=a.target_language, translation=" ".join(out), untranslated=unknown)

# --------------------------------------------------------------------------- QA and files


class QuestionArgs(ToolArgs):
    question: str = Field(min_length=3, max_length=500, description="A factual question.")


@register("answer_question", kind="retrieve", domain=DOMAIN, args=QuestionArgs,
          description="Answer a factual (open-domain) question from the on-device knowledge base.")
def answer_question(state: PhoneState, a: QuestionArgs, ctx: ToolContext) -> Payload:
    facts = state.table("pa_knowledge")
    best = process.extractOne(a.question, [f["question"] for f in facts],
                              scorer=fuzz.token_set_ratio,
                              processor=utils.default_process, score_cutoff=80) if facts else None
    if best is None:
        fail("no answer on the phone for that question; hand it to the search agent")
    fact = facts[best[2]]
    return done(fact["answer"], question=fact["question"], answer=fact["answer"])


class FileQuery(ToolArgs):
    folder: str | None = Field(default=None, description="Only files in this folder, e.g. "
                                                         "'Documents'; omit for all.")
    kind: enum(("document", "image", "video", "audio", "apk", "junk")) | None = Field(  # type: ignore[valid-type]
        default=None, description="Only files of this kind; omit for all.")


list_tool(DOMAIN, FILES, "list_files", "List the files in storage (optionally one folder or kind).",
          FileQuery,
          lambda r, a: contains(a.folder, r["folder"]) and a.kind in (None, r["kind"]))
delete_tool(DOMAIN, FILES, "delete_file", "Delete a file from storage.")
