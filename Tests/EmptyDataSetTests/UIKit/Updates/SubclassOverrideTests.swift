#if canImport(UIKit)
import XCTest
import UIKit
@testable import EmptyDataSet

/// A base view controller that adopts `EmptyDataSetSource` and implements only the title.
class BaseSource: UIViewController, EmptyDataSetSource {
    func title(forEmptyDataSet scrollView: UIScrollView) -> NSAttributedString? {
        NSAttributedString(string: "Base title")
    }
}

/// A subclass that adds a method its superclass left out. The requirements are optional
/// Objective-C requirements, looked up at run time, so it must be found.
final class SubclassSource: BaseSource {
    func description(forEmptyDataSet scrollView: UIScrollView) -> NSAttributedString? {
        NSAttributedString(string: "Subclass description")
    }
}

/// A subclass that overrides the superclass's implementation.
final class OverridingSource: BaseSource {
    override func title(forEmptyDataSet scrollView: UIScrollView) -> NSAttributedString? {
        NSAttributedString(string: "Overridden title")
    }
}

/// Methods implemented by subclasses of a class that adopts the protocol are used. (That Swift
/// exposes the subclass's method to Objective-C is what `testSubclassDescriptionIsShown` sees fail
/// when it does not: the run-time lookup would find nothing to show.)
@MainActor
final class SubclassOverrideTests: XCTestCase {
    func testSubclassDescriptionIsShown() throws {
        let fixture = makeScrollViewFixture(start: .detached)
        let scrollView = fixture.scrollView
        let source = SubclassSource()
        fixture.keep(source)  // held weakly by the scroll view: alive until the test ends
        scrollView.emptyDataSetSource = source

        scrollView.reloadEmptyDataSet()

        let view = try emptyView(of: scrollView)
        XCTAssertEqual(view.detailLabel.attributedText?.string, "Subclass description")
        XCTAssertFalse(view.detailLabel.isHidden)
        XCTAssertEqual(view.titleLabel.attributedText?.string, "Base title", "the inherited title still shows")
    }

    func testBaseClassShowsNoDescription() throws {
        let fixture = makeScrollViewFixture(start: .detached)
        let scrollView = fixture.scrollView
        let source = BaseSource()
        fixture.keep(source)  // held weakly by the scroll view: alive until the test ends
        scrollView.emptyDataSetSource = source

        scrollView.reloadEmptyDataSet()

        let view = try emptyView(of: scrollView)
        XCTAssertEqual(view.titleLabel.attributedText?.string, "Base title")
        XCTAssertTrue(view.detailLabel.isHidden)
    }

    func testSubclassOverrideWins() throws {
        let fixture = makeScrollViewFixture(start: .detached)
        let scrollView = fixture.scrollView
        let source = OverridingSource()
        fixture.keep(source)  // held weakly by the scroll view: alive until the test ends
        scrollView.emptyDataSetSource = source

        scrollView.reloadEmptyDataSet()

        XCTAssertEqual(try emptyView(of: scrollView).titleLabel.attributedText?.string, "Overridden title")
    }
}
#endif
