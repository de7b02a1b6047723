"""``mobile-env tools``: browse the tool catalog.

``mobile-env tools list`` prints every MobilePA-Bench tool grouped by domain, with each domain's
count next to the paper's (Table 2), then the assistant tools outside Table 2's count (the
generic ``route_to_agent``, the only way to the sixth specialist); ``--domain`` picks one
domain, ``--json`` prints the OpenAI schemas plus kind, domain and permission, for scripts and
prompt building.
"""

from __future__ import annotations

import argparse
import json
from typing import Any

from mobile_env.cli_args import Parser
from mobile_env.helptext import help_text
from mobile_env.tools import REGISTRY
from mobile_env.tools import mobilepa
from mobile_env.tools.mobilepa import ASSISTANT_KINDS, DOMAIN_COUNTS, DOMAIN_TITLES


def outside_table_2() -> list[str]:
    """Assistant tools registered outside Table 2's 13 domains (and so outside its 212 tools)."""
    return [n for n in REGISTRY.names() if REGISTRY[n].kind in ASSISTANT_KINDS
            and REGISTRY[n].domain not in DOMAIN_TITLES]


def _rows(domains: list[str]) -> list[dict[str, Any]]:
    return [{"domain": d, "kind": REGISTRY[n].kind, "permission": REGISTRY[n].permission,
             **REGISTRY[n].schema}
            for d in domains for n in mobilepa.DOMAINS[d]]


def _text(domains: list[str]) -> str:
    lines: list[str] = []
    for d in domains:
        names = mobilepa.DOMAINS[d]
        lines.append(f"{DOMAIN_TITLES[d]} [{d}]: {len(names)} tools (paper: {DOMAIN_COUNTS[d]})")
        for n in names:
            t = REGISTRY[n]
            perm = f" needs {t.permission}" if t.permission else ""
            lines.append(f"  {n:<34} {t.kind:<8}{perm}  {t.description}")
    lines.append(f"{sum(len(mobilepa.DOMAINS[d]) for d in domains)} registered")
    if len(domains) == len(DOMAIN_TITLES):
        lines.append("outside Table 2's count (no domain has room for them):")
        lines += [f"  {n:<34} {REGISTRY[n].kind:<8}  {REGISTRY[n].description}"
                  for n in outside_table_2()]
    return "\n".join(lines)


def main(argv: list[str] | None = None) -> int:
    parser = Parser(prog="mobile-env tools", description=help_text(__doc__),
                    formatter_class=argparse.RawDescriptionHelpFormatter)
    sub = parser.add_subparsers(dest="action", required=True)
    listing = sub.add_parser("list", help="list the MobilePA tools by domain")
    listing.add_argument("--domain", choices=list(DOMAIN_TITLES), help="only this domain")
    listing.add_argument("--json", action="store_true", help="print schemas as JSON")
    ns = parser.parse_args(argv)
    domains = [ns.domain] if ns.domain else list(DOMAIN_TITLES)
    print(json.dumps(_rows(domains), indent=2, ensure_ascii=False) if ns.json else _text(domains))
    return 0
