#if canImport(UIKit)
import XCTest
import UIKit
@testable import EmptyDataSet

/// The default button shows that it is pressed — dimmed, unless the source drew a highlighted
/// state of its own (DZNEmptyDataSet's per-state content keeps working) — and takes the iPad
/// pointer's highlight.
@MainActor
final class ButtonFeedbackTests: XCTestCase {
    /// A button title for the normal state only, as most apps return.
    private final class NormalTitleSource: NSObject, EmptyDataSetSource {
        func title(forEmptyDataSet scrollView: UIScrollView) -> NSAttributedString? {
            NSAttributedString(string: "No Messages")
        }

        func buttonTitle(forEmptyDataSet scrollView: UIScrollView, for state: UIControl.State) -> NSAttributedString? {
            state == .normal ? NSAttributedString(string: "Compose") : nil
        }
    }

    /// A pressed look of its own: a gray title while highlighted.
    private final class HighlightedTitleSource: NSObject, EmptyDataSetSource {
        func title(forEmptyDataSet scrollView: UIScrollView) -> NSAttributedString? {
            NSAttributedString(string: "No Messages")
        }

        func buttonTitle(forEmptyDataSet scrollView: UIScrollView, for state: UIControl.State) -> NSAttributedString? {
            let color: UIColor = state == .highlighted ? .systemGray : .systemBlue
            return NSAttributedString(string: "Compose", attributes: [.foregroundColor: color])
        }
    }

    /// A title for the normal state only, and the same symbol whatever the state, made on every
    /// call as DZNEmptyDataSet sources do: the highlighted state shows the normal title (UIButton's
    /// fallback) and an equal image — no look of its own.
    private final class SameImageSource: NSObject, EmptyDataSetSource {
        private(set) var imageStates: [UIControl.State] = []
        /// The image last given for each state.
        private(set) var images: [UInt: UIImage] = [:]
        func title(forEmptyDataSet scrollView: UIScrollView) -> NSAttributedString? {
            NSAttributedString(string: "No Messages")
        }

        func buttonTitle(forEmptyDataSet scrollView: UIScrollView, for state: UIControl.State) -> NSAttributedString? {
            state == .normal ? NSAttributedString(string: "Compose") : nil
        }

        func buttonImage(forEmptyDataSet scrollView: UIScrollView, for state: UIControl.State) -> UIImage? {
            imageStates.append(state)
            let image = UIImage(systemName: "plus")
            images[state.rawValue] = image
            return image
        }
    }

    private func showButton(source: (any EmptyDataSetSource)? = nil) throws -> (EmptyDataSetFixture<UITableView>, EmptyDataSetButton) {
        let fixture = makeTableFixture { $0.buttonTitleText = "Compose" }
        if let source {
            fixture.keep(source)
            fixture.tableView.emptyDataSetSource = source
            fixture.tableView.reloadEmptyDataSet()
        }
        let view = try fixture.layOut()
        XCTAssertFalse(view.button.isHidden, "precondition: the button shows")
        return (fixture, view.button)
    }

    func testButtonWithoutHighlightedContentDimsWhilePressed() throws {
        let (_, button) = try showButton(source: NormalTitleSource())
        XCTAssertEqual(button.alpha, 1)

        button.isHighlighted = true
        XCTAssertLessThan(button.alpha, 1, "pressed")
        XCTAssertEqual(button.alpha, ButtonFeedback.pressedAlpha, accuracy: 0.001)

        button.isHighlighted = false
        XCTAssertEqual(button.alpha, 1, "released")
    }

    /// A highlighted title that differs from the normal one is the pressed look.
    func testHighlightedContentFromTheSourceIsThePressedLook() throws {
        let (_, button) = try showButton(source: HighlightedTitleSource())
        XCTAssertNotEqual(
            button.attributedTitle(for: .highlighted), button.attributedTitle(for: .normal),
            "precondition: a highlighted title of its own (UIButton would fall back to the normal one)")

        button.isHighlighted = true

        XCTAssertEqual(button.alpha, 1, "not dimmed on top of the source's own highlighted state")
    }

    /// The spy returns the same title whatever the state (as many DZNEmptyDataSet sources do):
    /// that is no pressed look, so the button dims.
    func testTheSameTitleForEveryStateStillDims() throws {
        let (fixture, button) = try showButton()
        fixture.spy.resetCalls()
        fixture.tableView.reloadEmptyDataSet()
        XCTAssertEqual(fixture.spy.buttonTitleStates, [.normal, .highlighted], "precondition: asked for both states, answered the same")

        button.isHighlighted = true

        XCTAssertEqual(button.alpha, ButtonFeedback.pressedAlpha, accuracy: 0.001, "pressed feedback")
    }

    func testAHighlightedStateThatOnlyRepeatsTheNormalContentDims() throws {
        let source = SameImageSource()
        let (_, button) = try showButton(source: source)
        XCTAssertTrue(source.imageStates.contains(.highlighted), "precondition: an image given for the highlighted state")
        let normal = try XCTUnwrap(source.images[UIControl.State.normal.rawValue], "precondition: a normal image")
        let highlighted = try XCTUnwrap(source.images[UIControl.State.highlighted.rawValue], "precondition: a highlighted image")
        XCTAssertEqual(highlighted, normal, "precondition: equal images (isEqual), the pair the library compares")

        button.isHighlighted = true

        XCTAssertEqual(button.alpha, ButtonFeedback.pressedAlpha, accuracy: 0.001, "the same look is no pressed look")
    }

    #if !os(tvOS)
    func testButtonTakesThePointerHighlight() throws {
        let (_, button) = try showButton()
        XCTAssertTrue(button.isPointerInteractionEnabled)
    }
    #endif
}
#endif
