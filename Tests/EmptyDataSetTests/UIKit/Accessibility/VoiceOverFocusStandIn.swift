#if canImport(UIKit)
import XCTest
import UIKit
@testable import EmptyDataSet

@MainActor
extension XCTestCase {
    /// Stands in for the element VoiceOver is on (``AccessibilitySystem/focusedElement``), which a
    /// simulator test cannot move, for the rest of the test: `element` is asked each time the
    /// package looks. The real lookup is back when the test ends.
    func standInForVoiceOverFocus(_ element: @escaping () -> Any?) {
        let original = UncheckedSendableBox(AccessibilitySystem.focusedElement)
        AccessibilitySystem.focusedElement = element
        // XCTest runs teardown blocks on the main thread, after the test method returned.
        addTeardownBlock {
            MainActor.assumeIsolated { AccessibilitySystem.focusedElement = original.value }
        }
    }
}

/// An expanded split view: a `UISplitViewController` with its primary column (`leading`, with a
/// label) beside its secondary column (`trailing`, with the table under test). Built by
/// ``XCTestCase/makeColumns(flow:)``; the fixture owns the window.
@MainActor
struct Columns {
    let fixture: EmptyDataSetFixture<UITableView>
    let split: UISplitViewController
    let leading: UIViewController
    let trailing: UIViewController
    /// An element of the leading column, for VoiceOver to be on.
    let leadingLabel: UILabel
    var tableView: UITableView { fixture.tableView }
}

@MainActor
extension XCTestCase {
    /// ``Columns`` in a shown iPad-sized window. A plain test run may use an iPhone simulator,
    /// whose compact width collapses a split view, so the split view is the child of a root
    /// container that overrides its horizontal size class to regular (as an iPad's full screen
    /// has) and asks for its columns side by side. The table's data source is empty; with `flow`
    /// the table is in the loading flow with immediate options
    /// (``makeFlowFixture(_:in:options:prepare:)``), else it shows two rows.
    func makeColumns(flow: Bool = true, file: StaticString = #filePath, line: UInt = #line) -> Columns {
        let window = makeShownWindow(frame: CGRect(x: 0, y: 0, width: 1024, height: 768))
        let root = UIViewController()
        window.rootViewController = root
        let split = UISplitViewController(style: .doubleColumn)
        split.preferredDisplayMode = .oneBesideSecondary
        let leading = UIViewController()
        let trailing = UIViewController()
        split.setViewController(leading, for: .primary)
        split.setViewController(trailing, for: .secondary)
        // The override is deprecated from iOS 17 (traitOverrides) but still honored there; a
        // visionOS window is regular anyway.
        #if !os(visionOS)
        root.setOverrideTraitCollection(UITraitCollection(horizontalSizeClass: .regular), forChild: split)
        #endif
        root.addChild(split)
        split.view.frame = root.view.bounds
        split.view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        root.view.addSubview(split.view)
        split.didMove(toParent: root)
        window.layoutIfNeeded()
        XCTAssertTrue(
            waitUntil {
                window.layoutIfNeeded()
                return !split.isCollapsed && leading.viewIfLoaded?.window === window && trailing.viewIfLoaded?.window === window
            }, "precondition: the split view shows both columns", file: file, line: line)

        let label = UILabel(frame: CGRect(x: 10, y: 100, width: 200, height: 40))
        label.text = "Inbox"
        leading.view.addSubview(label)
        let tableView = UITableView(frame: trailing.view.bounds, style: .plain)
        tableView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: CountingDataSource.cellIdentifier)
        trailing.view.addSubview(tableView)
        window.layoutIfNeeded()
        let fixture = flow ? makeFlowFixture(tableView) : makeFixture(for: tableView, in: window, sections: [2])
        return Columns(fixture: fixture, split: split, leading: leading, trailing: trailing, leadingLabel: label)
    }
}

/// A text field the user is editing. A test run has no key window (no host app), and
/// `becomeFirstResponder()` does nothing without one, so the field reports what UIKit reports
/// for a field the keyboard types into.
final class EditingTextField: UITextField {
    // Stands in for UIKit's first-responder bookkeeping (becomeFirstResponder, the key window,
    // the keyboard), which these tests do not exercise: only what the package reads is reported.
    override var isFirstResponder: Bool { true }
}

/// An app's own editor that is neither a field nor a text view — a bare `UIKeyInput`, as WebKit's
/// content view is to a `WKWebView` whose form field is edited — being typed in while `isEditing`.
/// Like ``EditingTextField`` it reports first responder itself (no key window in a test run).
final class EditingKeyInputView: UIView, UIKeyInput {
    /// Whether the keyboard types into it; the test turns it off to resign.
    var isEditing = true
    private(set) var text = ""

    // Stands in for UIKit's first-responder bookkeeping, which these tests do not exercise.
    override var isFirstResponder: Bool { isEditing }
    override var canBecomeFirstResponder: Bool { true }
    var hasText: Bool { !text.isEmpty }
    func insertText(_ text: String) { self.text += text }
    func deleteBackward() { _ = text.popLast() }
}

/// A read-only text view holding a selection: first responder (for its selection) and a
/// `UITextInput`, yet text to read — nothing is typed there (tvOS text views are never editable).
final class SelectedReadOnlyTextView: UITextView {
    // Stands in for UIKit's first-responder bookkeeping (a selection made by the user), which
    // these tests do not exercise: only what the package reads is reported.
    override var isFirstResponder: Bool { true }

    convenience init(frame: CGRect, text: String) {
        self.init(frame: frame, textContainer: nil)
        self.text = text
        #if !os(tvOS)
        isEditable = false
        #endif
    }
}
#endif
