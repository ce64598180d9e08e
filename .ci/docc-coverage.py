#!/usr/bin/env python3
"""Checks that every public symbol of EmptyDataSet is reachable from the DocC catalog's topic groups.

Usage: .ci/docc-coverage.py SYMBOL_GRAPH_DIR [DOCC_CATALOG]

The rule, stricter than DocC's automatic curation (which files anything left over under generic
"Instance Properties"-style groups, or under "Extended Modules" for UIKit extensions a new user
rarely finds):
- every top-level type and every member this package adds to a UIKit type (`UIScrollView`,
  `UIView`, ...) is linked from a page of the catalog (the landing page, an article, or an
  extension page);
- every member of a type that has an extension page with a Topics section is linked from a page;
- members of other types, enum cases and nested members are reachable through their type's page,
  which DocC builds from the symbol graph; they are not required to be linked.
Protocol-default and synthesized members (`!=`, inherited documentation) are left out.
Exits 1 and lists what is missing.
"""
import json
import os
import re
import sys

graph_dir = sys.argv[1]
catalog = sys.argv[2] if len(sys.argv) > 2 else "Sources/EmptyDataSet/EmptyDataSet.docc"
module = "EmptyDataSet"

symbols = []  # (path components, kind, is_external_extension_member)
for name in sorted(os.listdir(graph_dir)):
    if not name.startswith(module) or not name.endswith(".symbols.json"):
        continue
    external = "@" in name  # EmptyDataSet@UIKit: members added to UIKit's types
    with open(os.path.join(graph_dir, name)) as f:
        graph = json.load(f)
    for symbol in graph["symbols"]:
        kind = symbol["kind"]["identifier"]
        if kind == "swift.extension" or symbol.get("accessLevel") not in ("public", "open"):
            continue
        if "sourceOrigin" in symbol:  # a default implementation documented by its protocol
            continue
        if kind == "swift.func.op" and symbol["pathComponents"][-1].startswith("!="):
            continue
        symbols.append((tuple(symbol["pathComponents"]), kind, external))


def normalize(link):
    """A link's path components, without the module, UIKit prefix or disambiguation suffixes."""
    parts = [p for p in link.split("/") if p]
    if parts and parts[0] in (module, "UIKit"):
        parts = parts[1:]
    return tuple(re.sub(r"-(swift\.[a-z.]+|[0-9a-z]{3,6})$", "", p) for p in parts)


linked = set()
pages_with_topics = set()
for root, _, files in os.walk(catalog):
    for name in files:
        if not name.endswith(".md"):
            continue
        with open(os.path.join(root, name)) as f:
            text = f.read()
        base = ()
        title = re.match(r"#\s+``([^`]+)``", text)
        if title and title.group(1) != module:
            base = normalize(title.group(1))
            if "## Topics" in text:
                pages_with_topics.add(base)
        for link in re.findall(r"``([^`]+)``", text):
            path = normalize(link)
            linked.add(path)
            if base:
                linked.add(base + path)

missing = []
for path, kind, external in symbols:
    top_level = len(path) == 1
    on_curated_page = len(path) == 2 and path[:1] in pages_with_topics
    if (top_level or external or on_curated_page) and path not in linked:
        missing.append("/".join(path))

print(f"docc-coverage: {len(symbols)} public symbols, {len(missing)} not linked from a topic group or article")
for path in sorted(missing):
    print(f"  {path}")
sys.exit(1 if missing else 0)
