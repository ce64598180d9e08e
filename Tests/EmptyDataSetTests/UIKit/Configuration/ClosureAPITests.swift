#if canImport(UIKit)
import XCTest
import UIKit
@testable import EmptyDataSet

/// EmptyDataSet-Swift's closure API (`scrollView.emptyDataSetView { view in … }`), written as its
/// users write it: every chainable method compiles and reaches the view.
@MainActor
final class ClosureAPITests: XCTestCase {
    /// State the closures read and write (a closure given to `emptyDataSetView` is main-actor
    /// isolated, hence sendable: it captures this object, not local variables).
    @MainActor
    private final class Shared {
        var allowed = true
        var display = true
        var useOlderSpelling = false
        var runs = 0
        var log: [String] = []
    }

    // MARK: Helpers

    /// A table with the spy as delegate only (no source: the closure describes the content).
    private func makeTable() -> EmptyDataSetFixture<UITableView> {
        let fixture = makeTableFixture(start: .detached)
        fixture.tableView.emptyDataSetDelegate = fixture.spy
        return fixture
    }

    private func waitShown(
        _ fixture: EmptyDataSetFixture<UITableView>, file: StaticString = #filePath, line: UInt = #line
    ) throws -> EmptyStateView {
        XCTAssertTrue(waitUntil { fixture.tableView.isEmptyDataSetVisible }, "shown", file: file, line: line)
        return try fixture.layOut(file: file, line: line)
    }

    // MARK: Content

    func testEveryContentMethodMapsToTheView() throws {
        let fixture = makeTable()
        let image = makeImage(color: .blue)
        let buttonImage = makeImage(size: CGSize(width: 16, height: 16), color: .green)
        let buttonBackground = makeImage(size: CGSize(width: 8, height: 8), color: .orange)

        fixture.tableView.emptyDataSetView { view in
            view.titleLabelString(NSAttributedString(string: "No Messages"))
                .detailLabelString(NSAttributedString(string: "Messages you receive appear here."))
                .image(image)
                .imageTintColor(.systemRed)
                .buttonTitle(NSAttributedString(string: "Compose"), for: .normal)
                .buttonImage(buttonImage, for: .normal)
                .buttonBackgroundImage(buttonBackground, for: .normal)
                .dataSetBackgroundColor(.systemYellow)
                .verticalOffset(40)
                .verticalSpace(17)
                .shouldFadeIn(false)
        }
        let view = try waitShown(fixture)

        XCTAssertEqual(view.titleLabel.attributedText?.string, "No Messages")
        XCTAssertEqual(view.detailLabel.attributedText?.string, "Messages you receive appear here.")
        XCTAssertFalse(view.imageView.isHidden)
        XCTAssertEqual(view.imageView.tintColor, .systemRed)
        XCTAssertEqual(view.imageView.image?.renderingMode, .alwaysTemplate, "tinted")

        XCTAssertFalse(view.primaryButton.isHidden, "the button is a configured button")
        XCTAssertTrue(view.button.isHidden, "1.0's button stays hidden")
        let button = try XCTUnwrap(view.primaryButton.configuration)
        XCTAssertEqual(button.attributedTitle.map { String($0.characters) }, "Compose")
        XCTAssertEqual(button.image, buttonImage)
        XCTAssertEqual(button.background.image, buttonBackground)

        XCTAssertEqual(view.backgroundColor, .systemYellow)
        XCTAssertEqual(view.centerYConstraint.constant, 40, "vertical offset")
        XCTAssertEqual(view.stackView.spacing, 17, "vertical space")
        XCTAssertEqual(view.stackView.customSpacing(after: view.imageView), 17)
        XCTAssertEqual(view.stackView.customSpacing(after: view.titleLabel), 17)
        XCTAssertEqual(view.stackView.customSpacing(after: view.detailLabel), 17)
        XCTAssertEqual(view.alpha, 1)
        XCTAssertNil(opacityAnimation(of: view), "shouldFadeIn(false): no fade")
        XCTAssertEqual(fixture.spy.lifecycleCalls, [EmptyDataSetSpy.willAppear, EmptyDataSetSpy.didAppear])
    }

    func testShouldFadeInTrueFades() throws {
        let fixture = makeTable()
        fixture.tableView.emptyDataSetView { view in
            view.titleLabelString(NSAttributedString(string: "Fading")).shouldFadeIn(true)
        }
        var sawFade = false
        XCTAssertTrue(waitUntil {
            if let view = fixture.tableView.emptyDataSetControllerIfPresent?.emptyView, opacityAnimation(of: view) != nil {
                sawFade = true
            }
            return fixture.tableView.isEmptyDataSetVisible
        })
        if let view = fixture.tableView.emptyDataSetControllerIfPresent?.emptyView, opacityAnimation(of: view) != nil {
            sawFade = true
        }
        XCTAssertTrue(sawFade, "the 0.25 s fade runs right after the appearance")
    }

    func testButtonValuesForOtherStatesAreIgnored() throws {
        let fixture = makeTable()
        fixture.tableView.emptyDataSetView { view in
            view.titleLabelString(NSAttributedString(string: "No Messages"))
                .buttonTitle(NSAttributedString(string: "Pressed"), for: .highlighted)
        }
        let view = try waitShown(fixture)

        XCTAssertTrue(view.primaryButton.isHidden, "no normal title: no button")
        XCTAssertTrue(view.button.isHidden)
    }

    func testCustomViewReplacesTheOtherElements() throws {
        let fixture = makeTable()
        let custom = UILabel()
        custom.text = "Custom"
        fixture.keep(custom)
        fixture.tableView.emptyDataSetView { view in
            view.titleLabelString(NSAttributedString(string: "Hidden by the custom view"))
                .customView(custom)
        }
        let view = try waitShown(fixture)

        XCTAssertTrue(custom.isDescendant(of: view.contentView), "the custom view is the content")
        XCTAssertTrue(view.stackView.isHidden, "the standard elements make way")
    }

    func testImageAnimationRunsOnlyWhenAllowed() throws {
        _ = standInForAccessibility(reduceMotion: false)
        let animation = CABasicAnimation(keyPath: "transform.rotation")
        animation.toValue = Double.pi
        animation.duration = 10
        let shared = Shared()
        let fixture = makeTable()
        fixture.tableView.emptyDataSetView { view in
            view.image(makeImage())
                .imageAnimation(animation)
                .isImageViewAnimateAllowed(shared.allowed)
        }
        let view = try waitShown(fixture)
        func runsRotation() -> Bool {
            (view.imageView.layer.animationKeys() ?? []).contains {
                (view.imageView.layer.animation(forKey: $0) as? CABasicAnimation)?.keyPath == "transform.rotation"
            }
        }
        XCTAssertTrue(runsRotation(), "allowed: the image animates")

        shared.allowed = false
        fixture.tableView.setNeedsUpdateEmptyDataSetConfiguration()

        XCTAssertTrue(waitUntil { !runsRotation() }, "not allowed: no animation")
    }

    // MARK: Behaviour

    func testTouchAndScrollAllowed() throws {
        let fixture = makeTable()
        fixture.tableView.emptyDataSetView { view in
            view.titleLabelString(NSAttributedString(string: "No Messages"))
                .isTouchAllowed(true)
                .isScrollAllowed(true)
        }
        let view = try waitShown(fixture)

        XCTAssertTrue(view.isUserInteractionEnabled)
        XCTAssertTrue(fixture.tableView.isScrollEnabled)
    }

    func testTouchAndScrollNotAllowed() throws {
        let fixture = makeTable()
        fixture.tableView.emptyDataSetView { view in
            view.titleLabelString(NSAttributedString(string: "No Messages"))
                .isTouchAllowed(false)
                .isScrollAllowed(false)
        }
        let view = try waitShown(fixture)

        XCTAssertFalse(view.isUserInteractionEnabled, "touches pass to the table")
        XCTAssertFalse(fixture.tableView.isScrollEnabled, "scrolling locked while shown")

        fixture.dataSource.itemCounts = [2]
        fixture.tableView.reloadData()
        XCTAssertTrue(waitUntil { !fixture.tableView.isEmptyDataSetVisible })
        XCTAssertTrue(fixture.tableView.isScrollEnabled, "given back when it hides")
    }

    func testShouldDisplayBothSpellings() throws {
        let fixture = makeTable()
        let shared = Shared()
        let tableView = fixture.tableView
        tableView.emptyDataSetView { [weak tableView] view in
            view.titleLabelString(NSAttributedString(string: "No Messages"))
            if shared.useOlderSpelling, let tableView {
                view.shouldDisplay(shared.display, view: tableView)
            } else {
                view.shouldDisplay(shared.display)
            }
        }
        XCTAssertTrue(waitUntil { tableView.isEmptyDataSetVisible }, "shouldDisplay(true)")

        shared.display = false
        tableView.setNeedsUpdateEmptyDataSetConfiguration()
        XCTAssertTrue(waitUntil { !tableView.isEmptyDataSetVisible }, "shouldDisplay(false) hides")

        shared.display = true
        shared.useOlderSpelling = true
        tableView.setNeedsUpdateEmptyDataSetConfiguration()
        XCTAssertTrue(waitUntil { tableView.isEmptyDataSetVisible }, "shouldDisplay(true, view:) shows")

        shared.display = false
        tableView.setNeedsUpdateEmptyDataSetConfiguration()
        XCTAssertTrue(waitUntil { !tableView.isEmptyDataSetVisible }, "shouldDisplay(false, view:) hides")
    }

    func testClosureRunsOnEveryReload() throws {
        let fixture = makeTable()
        let shared = Shared()
        fixture.tableView.emptyDataSetView { view in
            shared.runs += 1
            view.titleLabelString(NSAttributedString(string: "Run \(shared.runs)"))
        }
        _ = try waitShown(fixture)
        drainMainQueue()
        let before = shared.runs

        fixture.tableView.reloadData()

        XCTAssertTrue(waitUntil { shared.runs == before + 1 }, "asked again by the reload")
        XCTAssertTrue(waitUntil { (try? fixture.emptyView().titleLabel.attributedText?.string) == "Run \(before + 1)" })
    }

    // MARK: Taps

    func testDidTapContentViewRunsAfterTheDelegate() throws {
        let fixture = makeTable()
        let shared = Shared()
        fixture.spy.onCall = { name, _ in shared.log.append("delegate \(name)") }
        fixture.tableView.emptyDataSetView { view in
            view.titleLabelString(NSAttributedString(string: "No Messages"))
                .didTapContentView { shared.log.append("closure contentView") }
        }
        _ = try waitShown(fixture)
        shared.log = []

        // The tap recognizer's action (UIKit cannot synthesize a touch in a unit test).
        let controller = try XCTUnwrap(fixture.tableView.emptyDataSetControllerIfPresent)
        controller.didTapView()

        XCTAssertEqual(shared.log, ["delegate didTapView", "closure contentView"])
    }

    func testDidTapDataButtonRunsAfterTheDelegate() throws {
        let fixture = makeTable()
        let shared = Shared()
        fixture.spy.onCall = { name, _ in shared.log.append("delegate \(name)") }
        fixture.tableView.emptyDataSetView { view in
            view.titleLabelString(NSAttributedString(string: "No Messages"))
                .buttonTitle(NSAttributedString(string: "Compose"), for: .normal)
                .didTapDataButton { shared.log.append("closure dataButton") }
        }
        let view = try waitShown(fixture)
        XCTAssertFalse(view.primaryButton.isHidden, "precondition: the button shows")
        shared.log = []

        tap(view.primaryButton) { shared.log.contains("closure dataButton") }

        XCTAssertEqual(shared.log, ["delegate didTapButton", "closure dataButton"])
    }

    func testTapClosuresWorkWithoutADelegate() throws {
        let fixture = makeTableFixture(start: .detached)
        let shared = Shared()
        fixture.tableView.emptyDataSetView { view in
            view.titleLabelString(NSAttributedString(string: "No Messages"))
                .buttonTitle(NSAttributedString(string: "Compose"), for: .normal)
                .didTapContentView { shared.log.append("view") }
                .didTapDataButton { shared.log.append("button") }
        }
        let view = try waitShown(fixture)

        tap(view.primaryButton) { shared.log.contains("button") }
        try XCTUnwrap(fixture.tableView.emptyDataSetControllerIfPresent).didTapView()

        XCTAssertEqual(shared.log, ["button", "view"])
    }
}
#endif
