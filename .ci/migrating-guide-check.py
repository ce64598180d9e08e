#!/usr/bin/env python3
"""Checks that every name in Docs/Migrating.md's DZNEmptyDataSet tables exists as the guide says.

Usage (from the package root, ../shared beside it; APPLE_SDK_TYPECHECK overrides the tool's path):
    python3 .ci/migrating-guide-check.py [--keep DIR]

It reads the tables of the guide's "From DZNEmptyDataSet" section whose columns are
"DZNEmptyDataSet, Objective-C", "DZNEmptyDataSet, Swift" and "EmptyDataSet…". In each row the first
`code` of a cell is the name: a DZNEmptyDataSet selector or property, its Swift spelling, and this
package's equivalent. A Swift cell may add "selector … `sel:`", the Objective-C selector that spelling
has in this package when it differs from DZNEmptyDataSet's. From the rows it writes three clients and
type-checks them with the mock Apple SDK, warnings as errors (--keep DIR keeps them in DIR):

1. GuideDZNClient, a Swift app written for DZNEmptyDataSet, with the import line the guide gives
   (`import DZNEmptyDataSet`, and no `import UIKit`, so the re-export of UIKit is checked too):
   - a view controller that conforms to `DZNEmptyDataSetSource` and `DZNEmptyDataSetDelegate` in its
     declaration and implements every Swift name with the types of DZNEmptyDataSet 1.8.1's
     unannotated header (`UIScrollView!` -> `NSAttributedString!`), each marked `@objc(selector)`
     with the selector the guide gives: a method whose requirement has another selector is an error;
   - a view controller that conforms in an extension and implements them with the types of
     DZNEmptyDataSet's annotated master header (`UIScrollView` -> `NSAttributedString?`), as apps
     write them, without `@objc`;
   - every method called through the protocols (`delegate.emptyDataSetShouldFade?(in: scrollView)`),
     the deprecated ones from a deprecated function: a Swift name that is no requirement fails here
     instead of compiling as an ordinary method that is never called, and a method whose types do
     not match its requirement draws Swift's "nearly matches" or optionality warning;
   - the scroll-view members set, read and called as the Swift column spells them;
   in the Swift 6 language mode with the other clients, then again in the Swift 5 language mode
   (most apps written for DZNEmptyDataSet use it), where only the client's own diagnostics count.
2. GuideObjCClient.m and GuideObjCSelectors.m, Objective-C with the guide's `@import` line: a view
   controller adopting both protocols and implementing every selector of the Objective-C column;
   every selector sent through `id<DZNEmptyDataSetSource>` / `id<DZNEmptyDataSetDelegate>` with the
   result typed as DZNEmptyDataSet declared it (an undeclared selector or another result type
   warns); every selector named in `@selector(…)` under -Wundeclared-selector; the scroll-view
   properties and `reloadEmptyDataSet` used as the Objective-C column spells them.
3. GuidePackageClient, Swift with `import EmptyDataSet`: every name of the EmptyDataSet column
   (`#selector(EmptyDataSetDelegate.emptyDataSet(_:didTapView:))`, the scroll-view members).

It also checks that the Objective-C column lists every method and property of DZNEmptyDataSet
1.8.1's `UIScrollView+EmptyDataSet.h` (DZN_METHODS and DZN_MEMBERS below), each once, and nothing
else, that each Swift name has as many arguments as its selector, and that the guide's ```swift block
of DZNEmptyDataSet's declarations as Swift imported them (first line `// DZNEmptyDataSet 1.8.1…`)
holds exactly the declarations the first view controller compiles.

The DZNEmptyDataSet module (Sources/DZNEmptyDataSet) must exist: without it the check fails, it never
skips. Exit 1 with the reason on any failure, 0 when every client compiles without a warning.
"""
import os
import re
import shutil
import subprocess
import sys
import tempfile

GUIDE = "Docs/Migrating.md"
SECTION = "## From DZNEmptyDataSet"
DZN_MODULE_DIR = "Sources/DZNEmptyDataSet"
TYPECHECK = os.environ.get("APPLE_SDK_TYPECHECK", "../shared/apple-sdk/typecheck")

# DZNEmptyDataSet 1.8.1's `UIScrollView+EmptyDataSet.h` (the last release; CocoaPods' current
# version): every protocol method, as (protocol, Objective-C return type, parameter types, deprecated
# with the header's DZNEmptyDataSetDeprecated).
# Parameter and return types are Objective-C; the Swift types are derived from them below.
DZN_METHODS = {
    "titleForEmptyDataSet:": ("S", "NSAttributedString *", ["UIScrollView *"], False),
    "descriptionForEmptyDataSet:": ("S", "NSAttributedString *", ["UIScrollView *"], False),
    "imageForEmptyDataSet:": ("S", "UIImage *", ["UIScrollView *"], False),
    "imageTintColorForEmptyDataSet:": ("S", "UIColor *", ["UIScrollView *"], False),
    "imageAnimationForEmptyDataSet:": ("S", "CAAnimation *", ["UIScrollView *"], False),
    "buttonTitleForEmptyDataSet:forState:": ("S", "NSAttributedString *", ["UIScrollView *", "UIControlState"], False),
    "buttonImageForEmptyDataSet:forState:": ("S", "UIImage *", ["UIScrollView *", "UIControlState"], False),
    "buttonBackgroundImageForEmptyDataSet:forState:": ("S", "UIImage *", ["UIScrollView *", "UIControlState"], False),
    "backgroundColorForEmptyDataSet:": ("S", "UIColor *", ["UIScrollView *"], False),
    "customViewForEmptyDataSet:": ("S", "UIView *", ["UIScrollView *"], False),
    "offsetForEmptyDataSet:": ("S", "CGPoint", ["UIScrollView *"], True),
    "verticalOffsetForEmptyDataSet:": ("S", "CGFloat", ["UIScrollView *"], False),
    "spaceHeightForEmptyDataSet:": ("S", "CGFloat", ["UIScrollView *"], False),
    "emptyDataSetShouldFadeIn:": ("D", "BOOL", ["UIScrollView *"], False),
    "emptyDataSetShouldBeForcedToDisplay:": ("D", "BOOL", ["UIScrollView *"], False),
    "emptyDataSetShouldDisplay:": ("D", "BOOL", ["UIScrollView *"], False),
    "emptyDataSetShouldAllowTouch:": ("D", "BOOL", ["UIScrollView *"], False),
    "emptyDataSetShouldAllowScroll:": ("D", "BOOL", ["UIScrollView *"], False),
    "emptyDataSetShouldAnimateImageView:": ("D", "BOOL", ["UIScrollView *"], False),
    "emptyDataSetDidTapView:": ("D", "void", ["UIScrollView *"], True),
    "emptyDataSetDidTapButton:": ("D", "void", ["UIScrollView *"], True),
    "emptyDataSet:didTapView:": ("D", "void", ["UIScrollView *", "UIView *"], False),
    "emptyDataSet:didTapButton:": ("D", "void", ["UIScrollView *", "UIButton *"], False),
    "emptyDataSetWillAppear:": ("D", "void", ["UIScrollView *"], False),
    "emptyDataSetDidAppear:": ("D", "void", ["UIScrollView *"], False),
    "emptyDataSetWillDisappear:": ("D", "void", ["UIScrollView *"], False),
    "emptyDataSetDidDisappear:": ("D", "void", ["UIScrollView *"], False),
}
# The category's members: `emptyDataSetVisible` is the property, `isEmptyDataSetVisible` its getter.
DZN_MEMBERS = {"emptyDataSetSource", "emptyDataSetDelegate", "emptyDataSetVisible",
               "isEmptyDataSetVisible", "reloadEmptyDataSet"}
PROTOCOLS = {"S": "DZNEmptyDataSetSource", "D": "DZNEmptyDataSetDelegate"}
PACKAGE_PROTOCOLS = {"S": "EmptyDataSetSource", "D": "EmptyDataSetDelegate"}

# Objective-C type -> (its Swift type in DZNEmptyDataSet 1.8.1's unannotated header as a parameter,
# as a result; in the annotated master header as a parameter, as a result; the argument the calls pass).
TYPES = {
    "UIScrollView *": ("UIScrollView!", None, "UIScrollView", None, "scrollView"),
    "UIView *": ("UIView!", "UIView!", "UIView", "UIView?", "view"),
    "UIButton *": ("UIButton!", None, "UIButton", None, "button"),
    "UIControlState": ("UIControl.State", None, "UIControl.State", None, ".normal"),
    "NSAttributedString *": (None, "NSAttributedString!", None, "NSAttributedString?", None),
    "UIImage *": (None, "UIImage!", None, "UIImage?", None),
    "UIColor *": (None, "UIColor!", None, "UIColor?", None),
    "CAAnimation *": (None, "CAAnimation!", None, "CAAnimation?", None),
    "CGFloat": (None, "CGFloat", None, "CGFloat", None),
    "CGPoint": (None, "CGPoint", None, "CGPoint", None),
    "BOOL": (None, "Bool", None, "Bool", None),
    "void": (None, None, None, None, None),
}
# The header's parameter names, which Swift kept.
PARAMETER_NAMES = {"UIScrollView *": "scrollView", "UIView *": "view", "UIButton *": "button",
                   "UIControlState": "state"}
SWIFT_RESULT = {"CGFloat": "0", "CGPoint": ".zero", "BOOL": "true"}
OBJC_RESULT = {"CGFloat": "0", "CGPoint": "CGPointZero", "BOOL": "YES"}
OBJC_ARG = {"UIScrollView *": "scrollView", "UIView *": "view", "UIButton *": "button",
            "UIControlState": "UIControlStateNormal"}


def fail(message):
    print(f"migrating-guide-check: FAILED: {message}", file=sys.stderr)
    sys.exit(1)


def ticked(cell):
    return re.findall(r"`([^`]+)`", cell)


def read_section():
    with open(GUIDE, encoding="utf-8") as f:
        text = f.read()
    start = text.find("\n" + SECTION + "\n")
    if start < 0:
        fail(f"{GUIDE} has no '{SECTION}' section")
    end = text.find("\n## ", start + 1)
    return text[start:end if end > 0 else len(text)]


def parse_tables(section):
    """Rows of every table whose header has the three columns, as dicts of cell text."""
    rows = []
    lines = section.splitlines()
    i = 0
    while i < len(lines):
        line = lines[i].strip()
        if line.startswith("|") and i + 1 < len(lines) and re.match(r"^\|[\s:|-]+\|$", lines[i + 1].strip()):
            header = [c.strip() for c in line.strip("|").split("|")]
            columns = {}
            for index, name in enumerate(header):
                if name == "DZNEmptyDataSet, Objective-C":
                    columns["objc"] = index
                elif name == "DZNEmptyDataSet, Swift":
                    columns["swift"] = index
                elif name.startswith("EmptyDataSet"):
                    columns["package"] = index
            i += 2
            while i < len(lines) and lines[i].strip().startswith("|"):
                cells = [c.strip() for c in lines[i].strip().strip("|").split("|")]
                if len(columns) == 3:
                    rows.append({key: cells[index] for key, index in columns.items()} | {"line": lines[i]})
                i += 1
            continue
        i += 1
    return rows


def swift_declaration(name, selector, annotated):
    """`func title(forEmptyDataSet scrollView: UIScrollView!) -> NSAttributedString!` from the guide's name."""
    protocol, result, params, _ = DZN_METHODS[selector]
    match = re.fullmatch(r"([A-Za-z_][A-Za-z0-9_]*)\(((?:[A-Za-z_][A-Za-z0-9_]*:)*)\)", name)
    if not match:
        fail(f"'{name}' (for {selector}) is not a Swift method name such as `title(forEmptyDataSet:)`")
    base, labels = match.group(1), match.group(2).split(":")[:-1]
    if len(labels) != len(params):
        fail(f"`{name}` takes {len(labels)} arguments; DZNEmptyDataSet's {selector} takes {len(params)}")
    column = 2 if annotated else 0
    parameters = ", ".join(f"{label} {PARAMETER_NAMES[t]}: {TYPES[t][column]}" for label, t in zip(labels, params))
    result_type = TYPES[result][column + 1]
    declaration = f"func {base}({parameters})" + (f" -> {result_type}" if result_type else "")
    body = "{ nil }" if result_type and result_type[-1] in "!?" else "{ " + SWIFT_RESULT.get(result, "") + " }"
    arguments = ", ".join((TYPES[t][4] if label == "_" else f"{label}: {TYPES[t][4]}")
                          for label, t in zip(labels, params))
    call = f"{'source' if protocol == 'S' else 'delegate'}.{base}?({arguments})"
    return declaration, body, call


def check_declarations_block(section, methods):
    """The guide's block of DZNEmptyDataSet's Swift declarations is the one the client compiles."""
    block = re.search(r"```swift\n(// DZNEmptyDataSet 1\.8\.1[^\n]*\n.*?)```", section, re.S)
    if not block:
        fail("the section must show DZNEmptyDataSet 1.8.1's Swift declarations in a ```swift block "
             "whose first line starts with `// DZNEmptyDataSet 1.8.1`")
    shown = [re.sub(r"\s*//.*$", "", line).strip() for line in block.group(1).splitlines()]
    shown = [line for line in shown if line.startswith("func ")]
    expected = [swift_declaration(name, selector, False)[0] for selector, name, _, _ in methods]
    missing = [d for d in expected if d not in shown]
    extra = [d for d in shown if d not in expected]
    if missing or extra or len(shown) != len(expected):
        fail("the block of DZNEmptyDataSet's Swift declarations does not match the tables: missing "
             f"{missing or 'none'}; not in the tables {extra or 'none'}")


def objc_declaration(selector):
    _, result, params, _ = DZN_METHODS[selector]
    pieces = selector.split(":")[:-1]
    names = ["scrollView", "other"]
    signature = " ".join(f"{piece}:({t}){names[k]}" for k, (piece, t) in enumerate(zip(pieces, params)))
    send = " ".join(f"{piece}:{OBJC_ARG[t]}" for piece, t in zip(pieces, params))
    body = "{ return nil; }" if result.endswith("*") else ("{ }" if result == "void" else f"{{ return {OBJC_RESULT[result]}; }}")
    return f"- ({result}){signature}", body, send


def main():
    keep = sys.argv[sys.argv.index("--keep") + 1] if "--keep" in sys.argv else None
    if not os.path.isdir(DZN_MODULE_DIR):
        fail(f"{DZN_MODULE_DIR} does not exist: the guide's DZNEmptyDataSet column cannot be checked "
             "without the DZNEmptyDataSet module (this check never skips)")
    section = read_section()
    swift_import = re.search(r"^\s*import (DZNEmptyDataSet\w*)$", section, re.M)
    objc_import = re.search(r"^\s*@import (\w+);$", section, re.M)
    if not swift_import or not objc_import:
        fail("the section must show the Swift `import DZNEmptyDataSet` line and the Objective-C `@import …;` line")
    rows = parse_tables(section)
    if not rows:
        fail("no table with the columns 'DZNEmptyDataSet, Objective-C', 'DZNEmptyDataSet, Swift' and 'EmptyDataSet…'")

    methods = []  # (selector, swift name, package name)
    members = []  # (objc names, swift names, package name)
    for row in rows:
        objc, swift = ticked(row["objc"]), ticked(row["swift"])
        package = ticked(row["package"])
        if not objc or not swift:
            fail(f"row without an Objective-C or Swift name: {row['line']}")
        selectors = [s for s in objc if s in DZN_METHODS]
        if selectors:
            if len(selectors) != 1 or objc[0] != selectors[0]:
                fail(f"a method row starts with one selector: {row['line']}")
            # "`emptyDataSetShouldFade(in:)` (its selector here: `dzn_emptyDataSetShouldFadeIn:`)"
            own = re.search(r"selector[^`]*`([^`]+)`", row["swift"])
            methods.append((selectors[0], swift[0], package[0] if package else None,
                            own.group(1) if own else selectors[0]))
        elif all(n in DZN_MEMBERS for n in objc):
            members.append((objc, swift, package[0] if package else None))
        else:
            fail(f"not a DZNEmptyDataSet 1.8.1 selector or property: {', '.join(objc)} ({row['line']})")
    listed = [m[0] for m in methods]
    missing = [s for s in DZN_METHODS if s not in listed]
    twice = sorted({s for s in listed if listed.count(s) > 1})
    missing_members = DZN_MEMBERS - {n for m in members for n in m[0]}
    if missing or twice or missing_members:
        fail(f"the tables must list each DZNEmptyDataSet selector and property once: missing "
             f"{missing + sorted(missing_members) or 'none'}, listed twice {twice or 'none'}")

    check_declarations_block(section, methods)

    work = keep or tempfile.mkdtemp(prefix="migrating-guide-")
    for sub in ("DZNClient", "PackageClient", "ObjCClient"):
        shutil.rmtree(os.path.join(work, sub), ignore_errors=True)
        os.makedirs(os.path.join(work, sub))
    try:
        write_clients(work, swift_import.group(1), objc_import.group(1), methods, members)
        command = [TYPECHECK, "--warnings-as-errors", "--supplement", ".ci/sdk-supplement",
                   "--objc-flag", "-Wundeclared-selector",
                   "--objc-check", os.path.join(work, "ObjCClient"), "--",
                   "EmptyDataSet=Sources/EmptyDataSet,.ci/typecheck-shims",
                   f"{swift_import.group(1)}={DZN_MODULE_DIR}:EmptyDataSet",
                   f"GuideDZNClient={os.path.join(work, 'DZNClient')}:{swift_import.group(1)}",
                   f"GuidePackageClient={os.path.join(work, 'PackageClient')}:EmptyDataSet"]
        print("migrating-guide-check: " + " ".join(command))
        result = subprocess.run(command)
        if result.returncode != 0:
            fail(f"the clients generated from {GUIDE} do not compile cleanly (above); "
                 f"rerun with --keep DIR to read them")
        # Most apps written for DZNEmptyDataSet are in the Swift 5 language mode: the Swift client must
        # be clean there too. The package itself is Swift 6 code and may warn in Swift 5 mode, so only
        # the client's own diagnostics count.
        command = [TYPECHECK, "--swift-version", "5", "--supplement", ".ci/sdk-supplement",
                   "EmptyDataSet=Sources/EmptyDataSet,.ci/typecheck-shims",
                   f"{swift_import.group(1)}={DZN_MODULE_DIR}:EmptyDataSet",
                   f"GuideDZNClient={os.path.join(work, 'DZNClient')}:{swift_import.group(1)}"]
        print("migrating-guide-check: the Swift client in the Swift 5 language mode: " + " ".join(command))
        result = subprocess.run(command, capture_output=True, text=True)
        client_diagnostics = [line for line in (result.stdout + result.stderr).splitlines()
                              if re.search(r"GuideDZNClient\.swift:\d+:\d+: (warning|error)", line)]
        if result.returncode != 0 or client_diagnostics:
            print(result.stdout + result.stderr if result.returncode != 0 else "\n".join(client_diagnostics))
            fail("the Swift client does not compile cleanly in the Swift 5 language mode (above)")
        print(f"migrating-guide-check: {len(methods)} methods and {len(members)} scroll-view members of "
              f"{GUIDE} compile as the guide spells them (Swift 6 and 5, Objective-C, EmptyDataSet)")
    finally:
        if not keep:
            shutil.rmtree(work, ignore_errors=True)


def write_clients(work, swift_module, objc_module, methods, members):
    # 1. The DZN Swift client.
    unannotated, annotated, calls, deprecated_calls = [], [], [], []
    for selector, name, _, own_selector in methods:
        declaration, body, call = swift_declaration(name, selector, False)
        unannotated.append(f"    @objc({own_selector}) {declaration} {body}")
        declaration, body, _ = swift_declaration(name, selector, True)
        annotated.append(f"    {declaration} {body}")
        (deprecated_calls if DZN_METHODS[selector][3] else calls).append(f"    _ = {call}")
    member_lines = []
    for _, swift_names, _ in members:
        for name in swift_names:
            if name.endswith("()"):
                member_lines.append(f"    scrollView.{name}")
            elif name in ("emptyDataSetSource", "emptyDataSetDelegate"):
                member_lines.append(f"    scrollView.{name} = screen")
                member_lines.append(f"    scrollView.{name} = nil")
                # Typed with the package protocol the DZN one refines, as the guide says.
                member_lines.append(f"    let _: (any {PACKAGE_PROTOCOLS['S' if 'Source' in name else 'D']})? = scrollView.{name}")
            else:
                member_lines.append(f"    let _: Bool = scrollView.{name}")
    swift = [
        f"// Generated by .ci/migrating-guide-check.py from {GUIDE}: a DZNEmptyDataSet screen, unchanged.",
        f"import {swift_module}",
        "",
        "/// Conforms in its declaration, with the types of DZNEmptyDataSet 1.8.1's unannotated header;",
        "/// each method states the selector the guide gives it (an error if its requirement has another).",
        "final class GuideUnannotatedScreen: UIViewController, DZNEmptyDataSetSource, DZNEmptyDataSetDelegate {",
        *unannotated,
        "}",
        "",
        "/// Conforms in an extension, with the types of DZNEmptyDataSet's annotated master header.",
        "final class GuideAnnotatedScreen: UIViewController {}",
        "",
        "extension GuideAnnotatedScreen: DZNEmptyDataSetSource, DZNEmptyDataSetDelegate {",
        *annotated,
        "}",
        "",
        "@MainActor func guideCalls(source: any DZNEmptyDataSetSource, delegate: any DZNEmptyDataSetDelegate,",
        "                           scrollView: UIScrollView, view: UIView, button: UIButton) {",
        *calls,
        "}",
        "",
        "/// Deprecated like the requirements it calls, so that calling them draws no warning.",
        "@available(*, deprecated)",
        "@MainActor func guideDeprecatedCalls(source: any DZNEmptyDataSetSource, delegate: any DZNEmptyDataSetDelegate,",
        "                                     scrollView: UIScrollView) {",
        *deprecated_calls,
        "}",
        "",
        "@MainActor func guideMembers(scrollView: UIScrollView, screen: GuideUnannotatedScreen) {",
        *member_lines,
        "}",
    ]
    with open(os.path.join(work, "DZNClient", "GuideDZNClient.swift"), "w") as f:
        f.write("\n".join(swift) + "\n")

    # 2. The Objective-C client.
    implementations, sends, deprecated_sends, selectors = [], [], [], []
    for selector, _, _, _ in methods:
        declaration, body, send = objc_declaration(selector)
        implementations.append(f"{declaration} {body}")
        selectors.append(f"        @selector({selector}),")
        protocol, result, _, deprecated = DZN_METHODS[selector]
        target = deprecated_sends if deprecated else sends
        receiver = "source" if protocol == "S" else "delegate"
        if result == "void":
            target.append(f"    [{receiver} {send}];")
        else:
            variable = f"r{len(sends) + len(deprecated_sends)}"
            target.append(f"    {result}{'' if result.endswith('*') else ' '}{variable} = [{receiver} {send}]; (void){variable};")
    objc_members = []
    for objc_names, _, _ in members:
        for name in objc_names:
            if name == "reloadEmptyDataSet":
                objc_members.append("    [scrollView reloadEmptyDataSet];")
            elif name in ("emptyDataSetSource", "emptyDataSetDelegate"):
                protocol = PACKAGE_PROTOCOLS["S" if "Source" in name else "D"]
                objc_members.append(f"    scrollView.{name} = screen;")
                objc_members.append(f"    scrollView.{name} = nil;")
                objc_members.append(f"    id<{protocol}> {name}Value = scrollView.{name}; (void){name}Value;")
            elif name == "isEmptyDataSetVisible":
                objc_members.append("    BOOL getterVisible = [scrollView isEmptyDataSetVisible]; (void)getterVisible;")
                objc_members.append("    BOOL dotVisible = scrollView.isEmptyDataSetVisible; (void)dotVisible;")
            else:
                objc_members.append(f"    BOOL {name}Value = scrollView.{name}; (void){name}Value;")
    objc = [
        f"// Generated by .ci/migrating-guide-check.py from {GUIDE}: a DZNEmptyDataSet screen, unchanged.",
        f"@import {objc_module};",
        "",
        "@interface GuideObjCScreen : UIViewController <DZNEmptyDataSetSource, DZNEmptyDataSetDelegate>",
        "@end",
        "",
        "@implementation GuideObjCScreen",
        *implementations,
        "@end",
        "",
        "void GuideObjCCalls(GuideObjCScreen *screen, UIScrollView *scrollView, UIView *view, UIButton *button);",
        "void GuideObjCCalls(GuideObjCScreen *screen, UIScrollView *scrollView, UIView *view, UIButton *button) {",
        "    id<DZNEmptyDataSetSource> source = screen;",
        "    id<DZNEmptyDataSetDelegate> delegate = screen;",
        *sends,
        "#pragma clang diagnostic push",
        "#pragma clang diagnostic ignored \"-Wdeprecated-declarations\"",
        *deprecated_sends,
        "#pragma clang diagnostic pop",
        *objc_members,
        "}",
    ]
    with open(os.path.join(work, "ObjCClient", "GuideObjCClient.m"), "w") as f:
        f.write("\n".join(objc) + "\n")
    selector_file = [
        f"// Generated by .ci/migrating-guide-check.py from {GUIDE}: every selector of the guide is declared.",
        f"@import {objc_module};",
        "",
        "NSArray<NSString *> *GuideObjCSelectors(void);",
        "NSArray<NSString *> *GuideObjCSelectors(void) {",
        "    SEL selectors[] = {",
        *selectors,
        "    };",
        "    (void)selectors;",
        "    return @[];",
        "}",
    ]
    with open(os.path.join(work, "ObjCClient", "GuideObjCSelectors.m"), "w") as f:
        f.write("\n".join(selector_file) + "\n")

    # 3. The package-side client: every name of the EmptyDataSet column exists.
    package_lines = []
    for selector, _, package, _ in methods:
        if package:
            protocol = PACKAGE_PROTOCOLS[DZN_METHODS[selector][0]]
            package_lines.append(f"    _ = #selector({protocol}.{package})")
    for _, _, package in members:
        if package is None:
            continue
        if package.endswith("()"):
            package_lines.append(f"    scrollView.{package}")
        else:
            package_lines.append(f"    _ = scrollView.{package}")
    client = [
        f"// Generated by .ci/migrating-guide-check.py from {GUIDE}: the EmptyDataSet column's names.",
        "import EmptyDataSet",
        "import UIKit",
        "",
        "@MainActor func guidePackageNames(scrollView: UIScrollView) {",
        *package_lines,
        "}",
    ]
    with open(os.path.join(work, "PackageClient", "GuidePackageClient.swift"), "w") as f:
        f.write("\n".join(client) + "\n")


if __name__ == "__main__":
    main()
