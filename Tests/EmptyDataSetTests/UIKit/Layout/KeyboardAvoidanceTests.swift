// The keyboard does not exist on tvOS; visionOS shows it in its own window.
#if canImport(UIKit) && !os(tvOS) && !os(visionOS)
import XCTest
import UIKit
@testable import EmptyDataSet

/// The keyboard: a "No results" empty state under a search field centers in the part of the
/// screen the keyboard leaves visible, moves with the keyboard's animation, and goes back when the
/// keyboard hides. The keyboard is simulated by posting UIKit's own notifications with the
/// `userInfo` UIKit sends (a unit test cannot raise a real keyboard); the windows here have no
/// scene, so the keyboard frame is in their coordinates, as on a full-screen iPhone.
@MainActor
final class KeyboardAvoidanceTests: XCTestCase {
    private let keyboardHeight: CGFloat = 291

    private func postKeyboard(
        _ name: Notification.Name, frame: CGRect, duration: Double
    ) {
        NotificationCenter.default.post(
            name: name, object: nil,
            userInfo: [
                UIResponder.keyboardFrameEndUserInfoKey: NSValue(cgRect: frame),
                UIResponder.keyboardAnimationDurationUserInfoKey: NSNumber(value: duration),
                UIResponder.keyboardAnimationCurveUserInfoKey: NSNumber(value: 7),
            ])
    }

    private var shownKeyboardFrame: CGRect {
        CGRect(x: 0, y: testWindowFrame.height - keyboardHeight, width: testWindowFrame.width, height: keyboardHeight)
    }

    private func makeTable() -> EmptyDataSetFixture<UITableView> {
        makeTableFixture(prepare: { $0.contentInsetAdjustmentBehavior = .never })
    }

    func testTheEmptyStateCentersAboveTheKeyboardAndReturnsWhenItHides() throws {
        let fixture = makeTable()
        let view = try fixture.layOut()
        XCTAssertEqual(view.frame.height, testWindowFrame.height, accuracy: 0.5, "precondition: the whole table")

        postKeyboard(UIResponder.keyboardWillChangeFrameNotification, frame: shownKeyboardFrame, duration: 0)
        view.layoutIfNeeded()

        XCTAssertEqual(view.frame.height, testWindowFrame.height - keyboardHeight, accuracy: 0.5, "the area above the keyboard")
        XCTAssertEqual(contentFrame(of: view).midY, view.bounds.midY, accuracy: 0.5, "centered in it")
        XCTAssertLessThan(
            view.convert(contentFrame(of: view), to: fixture.window).maxY, shownKeyboardFrame.minY,
            "nothing behind the keyboard")

        postKeyboard(UIResponder.keyboardWillHideNotification, frame: shownKeyboardFrame.offsetBy(dx: 0, dy: keyboardHeight), duration: 0)

        XCTAssertEqual(view.frame.height, testWindowFrame.height, accuracy: 0.5, "back to the whole table")
    }

    /// An empty state that appears while the keyboard is up (no results while typing) is placed
    /// above it at once.
    func testAnEmptyStateAppearingWhileTheKeyboardIsUpIsPlacedAboveIt() throws {
        let fixture = makeTableFixture(sections: [3], prepare: { $0.contentInsetAdjustmentBehavior = .never })
        postKeyboard(UIResponder.keyboardWillChangeFrameNotification, frame: shownKeyboardFrame, duration: 0)

        fixture.dataSource.itemCounts = [0]
        fixture.tableView.reloadData()

        let view = try fixture.layOut()
        XCTAssertEqual(view.frame.height, testWindowFrame.height - keyboardHeight, accuracy: 0.5)
        postKeyboard(UIResponder.keyboardWillHideNotification, frame: .zero, duration: 0)
    }

    /// The move uses the keyboard's own animation: the frame is the new one at once (the model
    /// value), and the view's layer carries the animation that takes it there.
    func testTheMoveRunsInsideTheKeyboardsAnimation() throws {
        let fixture = makeTable()
        let view = try fixture.layOut()
        view.layer.removeAllAnimations()

        postKeyboard(UIResponder.keyboardWillChangeFrameNotification, frame: shownKeyboardFrame, duration: 0.25)

        XCTAssertEqual(view.frame.height, testWindowFrame.height - keyboardHeight, accuracy: 0.5)
        XCTAssertFalse((view.layer.animationKeys() ?? []).isEmpty, "the frame change is animated with the keyboard")
        postKeyboard(UIResponder.keyboardWillHideNotification, frame: .zero, duration: 0)
    }

    /// A bottom inset that already includes the keyboard (UITableViewController adds it) is not
    /// counted twice.
    func testAnInsetThatAlreadyIncludesTheKeyboardIsNotCountedTwice() throws {
        let fixture = makeTable()
        let view = try fixture.layOut()

        fixture.tableView.contentInset.bottom = keyboardHeight
        postKeyboard(UIResponder.keyboardWillChangeFrameNotification, frame: shownKeyboardFrame, duration: 0)

        XCTAssertEqual(view.frame.height, testWindowFrame.height - keyboardHeight, accuracy: 0.5)
        postKeyboard(UIResponder.keyboardWillHideNotification, frame: .zero, duration: 0)
    }

    /// An undocked (floating or split) iPad keyboard does not reach the window's bottom edge: the
    /// user moves it around, and the empty state stays where it is.
    func testAnUndockedKeyboardIsIgnored() throws {
        let fixture = makeTable()
        let view = try fixture.layOut()

        postKeyboard(
            UIResponder.keyboardWillChangeFrameNotification, frame: CGRect(x: 20, y: 250, width: 320, height: 250), duration: 0)

        XCTAssertEqual(view.frame.height, testWindowFrame.height, accuracy: 0.5)
        postKeyboard(UIResponder.keyboardWillHideNotification, frame: .zero, duration: 0)
    }
}
#endif
