"""Write the tool catalog and the reward catalog pages from the registries (mkdocs-gen-files).

The pages are made at build time, so they list exactly what the installed package registers:
every tool with its domain, kind, parameters and description (with SPIEval's Chinese text where
the tool has one), and every registered reward with its docstring. Nothing here is written by
hand; a tool or a reward added to a registry appears on the next build.
"""

from __future__ import annotations

import inspect
import re
from typing import Any

from mobile_env.papers import MOBILEPA
from mobile_env.reward_registry import get, names
from mobile_env.tools import REGISTRY
from mobile_env.tools.registry import Tool, parameters_schema

#: Domains outside MobilePA-Bench's Table 2, with the title each gets.
OTHER_DOMAINS = {"spieval": "SPIEval (retrieval and execution)",
                 "control": "Episode control",
                 "subagents": "Sub-agent routing outside Table 2"}


def domain_titles() -> dict[str, str]:
    """Every domain tag in page order (SPIEval, MobilePA's Table 2 order, then the rest)."""
    titles = {"spieval": OTHER_DOMAINS["spieval"]}
    titles.update({tag: name for tag, (name, _) in MOBILEPA.domains.items()})
    for tool in (REGISTRY[n] for n in REGISTRY.names()):
        titles.setdefault(tool.domain, OTHER_DOMAINS.get(tool.domain, tool.domain))
    return titles


def cell(text: object) -> str:
    """``text`` safe inside a Markdown table cell."""
    return str(text).replace("|", "\\|").replace("\n", " ")


def type_of(spec: dict[str, Any]) -> str:
    """A parameter's JSON type, with its item type, enum values or format where it has them."""
    kind = str(spec.get("type", "any"))
    if kind == "array" and isinstance(spec.get("items"), dict):
        kind = f"array of {type_of(spec['items'])}"
    if "enum" in spec:
        kind += ": " + " / ".join(f"`{value}`" for value in spec["enum"])
    if "format" in spec:
        kind += f" ({spec['format']})"
    return kind


def tool_section(tool: Tool) -> list[str]:
    """The Markdown of one tool: heading, description(s) and its parameter table."""
    schema = parameters_schema(tool.args)
    required = set(schema["required"])
    lines = [f"#### `{tool.name}` {{#{tool.name.lower()}}}", ""]
    facts = [f"kind `{tool.kind}`"] + ([f"needs permission `{tool.permission}`"]
                                       if tool.permission else [])
    lines += [tool.description, "", "*" + ", ".join(facts) + "*", ""]
    if tool.zh is not None:
        lines += [f"中文: {tool.zh.description}", ""]
    if not schema["properties"]:
        return lines + ["No parameters.", ""]
    zh = tool.zh.parameters if tool.zh is not None else {}
    header = "| parameter | type | required | default | description |"
    lines += [header + (" 中文 |" if zh else ""),
              "|---|---|---|---|---|" + ("---|" if zh else "")]
    for name, spec in schema["properties"].items():
        default = f"`{spec['default']}`" if "default" in spec else ""
        row = (f"| `{name}` | {cell(type_of(spec))} | {'yes' if name in required else ''} | "
               f"{cell(default)} | {cell(spec.get('description', ''))} |")
        lines.append(row + (f" {cell(zh.get(name, ''))} |" if zh else ""))
    return lines + [""]


def tool_catalog() -> str:
    """The tool catalog page: a summary table of domains, then every tool by domain."""
    tools = [REGISTRY[n] for n in REGISTRY.names()]
    titles = domain_titles()
    out = ["# Tool catalog", "",
           f"Every registered tool: {len(tools)} in {len(titles)} domains. This page is "
           "generated from `mobile_env.tools.REGISTRY` when the site is built; "
           "`mobile-env tools list` prints the same catalog. Tools whose SPIEval text has a "
           "Chinese original show it (parameter names, types and enum values are never "
           "translated).", "",
           "| domain | tag | tools | Table 2 |", "|---|---|---|---|"]
    for tag, title in titles.items():
        count = sum(t.domain == tag for t in tools)
        paper = MOBILEPA.domains.get(tag, ("", ""))[1]
        out.append(f"| [{title}](#{tag}) | `{tag}` | {count} | {paper} |")
    out.append("")
    for tag, title in titles.items():
        out += [f"## {title} {{#{tag}}}", ""]
        for tool in (t for t in tools if t.domain == tag):
            out += tool_section(tool)
    return "\n".join(out)


def markdown_of(doc: str) -> str:
    """A docstring's reStructuredText roles and literals as Markdown code spans."""
    doc = re.sub(r":[a-z]+:`~?([^`]+)`", r"`\1`", doc)
    return doc.replace("``", "`")


def reward_catalog() -> str:
    """The reward catalog page: every registered reward name with its function's docstring."""
    registered = names()
    first_name: dict[int, str] = {}
    out = ["# Reward catalog", "",
           f"Every registered reward ({len(registered)} names), generated from "
           "`mobile_env.reward_registry` when the site is built. Use a name as "
           "`gym.make(..., reward=NAME)`, `step_reward=NAME`, `mobile-env eval --also NAME` "
           "or `mobile-env replay --reward NAME`; [Rewards](rewards.md) explains how they "
           "compose.", ""]
    for name in registered:
        reward = get(name)
        out += [f"## `{name}` {{#{name}}}", ""]
        if id(reward) in first_name:
            out += [f"Another name of [`{first_name[id(reward)]}`](#{first_name[id(reward)]}).",
                    ""]
            continue
        first_name[id(reward)] = name
        where = getattr(reward, "__module__", "")
        doc = inspect.getdoc(reward) or "(no docstring)"
        out += [f"*defined in `{where}`*", "", markdown_of(doc), ""]
    return "\n".join(out)


if __name__ in {"<run_path>", "__main__"}:
    import mkdocs_gen_files

    with mkdocs_gen_files.open("tool-catalog.md", "w") as page:
        page.write(tool_catalog())
    with mkdocs_gen_files.open("reward-catalog.md", "w") as page:
        page.write(reward_catalog())
