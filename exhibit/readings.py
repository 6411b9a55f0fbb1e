"""The readings an exhibit relies on: the decisions and unverified readings a parcel's allocation and findings rest
on, each with its text from the decisions page shipped with Dockline (docs/decisions.md)."""

import os
import re

from ..about import PLUGIN_DIR
from ..rules.law.catalogue import INPUT
from ..rules.law.vocabulary import Severity

DECISIONS_PAGE = os.path.join(PLUGIN_DIR, "docs", "decisions.md")
ENTRY = re.compile(r"\b([DEGN]\d+[a-z]?)\b")
UNVERIFIED_TEXT = "Not verified against an official copy of the law; to be confirmed before a decision rests on it."


def decision_entries(path: str = DECISIONS_PAGE) -> dict:
    """The entries of the decisions page: ``### D6 — title`` → (title, its text as one paragraph)."""
    with open(path, encoding="utf-8") as page:
        text = page.read()
    entries = {}
    for block in re.split(r"^(?=#{2,3} )", text, flags=re.M):
        heading = re.match(r"### (\S+) — (.*)\n", block)
        if heading:
            body = re.sub(r"[`*]", "", " ".join(block[heading.end() :].split()))
            entries[heading.group(1)] = (heading.group(2).strip(), body)
    return entries


def parcel_readings(allocation: dict, findings: list, profile) -> list:
    """The decisions and unverified readings one parcel's allocation record and findings rest on, with sections."""
    from ..rules.law.catalogue import RULES, reading, rule  # plain Python: no shapely

    ids = [rid for rid in str(allocation["to_confirm"] or "").split(",") if rid]
    ids += [f["rule_id"] for f in findings if f["severity"] == Severity.ADVISORY and f["rule_id"] != INPUT]
    readings = [f"{profile.cite(rid)} {rule(rid).constrains} ({reading(rule(rid))})" for rid in dict.fromkeys(ids)]
    lines = (line for f in findings for line in str(f["to_confirm"] or "").split("\n") if line)
    cited = []
    for line in lines:  # a finding's reading, with the section in place of our rule id (``T2_BAS_NOT_LISTED: ...``)
        rid, _, rest = line.partition(": ")
        cited.append(f"{profile.cite(rid)}: {rest}" if rid in RULES else line)
    return readings + list(dict.fromkeys(cited))


def relied_rows(readings: list, entries: dict) -> list:
    """The readings table's rows of one parcel: (entry, its text, what it was relied on for) for each entry of the
    decisions page its readings name; an unverified reading without an entry, as itself."""
    named = {}
    for line in readings:
        for key in [key for key in ENTRY.findall(line) if key in entries] or [None]:
            named.setdefault(key, []).append(line)
    rows = []
    for key, lines in named.items():
        title, text = entries[key] if key else ("", UNVERIFIED_TEXT)
        rows.append((f"{key} — {title}" if key else "Unverified reading", text, "; ".join(dict.fromkeys(lines))))
    return rows
