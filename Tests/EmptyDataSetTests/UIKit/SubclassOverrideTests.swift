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

/// Methods implemented by subclasses of a class that adopts the protocol are used.
@MainActor
final class SubclassOverrideTests: XCTestCase {
    /// Compiles only if Swift inferred `@objc` for the subclass's method, which is what makes
    /// the run-time lookup find it.
    func testSubclassMethodIsExposedToObjectiveC() {
        let selector = #selector(SubclassSource.description(forEmptyDataSet:))
        _ = #selector(SubclassSource.description(forEmptyDataSet:))

        XCTAssertEqual(NSStringFromSelector(selector), "descriptionForEmptyDataSet:")
        XCTAssertTrue(SubclassSource().responds(to: selector))
        XCTAssertFalse(BaseSource().responds(to: selector))
    }

    func testSubclassDescriptionIsShown() throws {
        let scrollView = UIScrollView(frame: testWindowFrame)
        let source = SubclassSource()
        scrollView.emptyDataSetSource = source

        scrollView.reloadEmptyDataSet()

        let view = try emptyView(of: scrollView)
        XCTAssertEqual(view.detailLabel.attributedText?.string, "Subclass description")
        XCTAssertFalse(view.detailLabel.isHidden)
        XCTAssertEqual(view.titleLabel.attributedText?.string, "Base title", "the inherited title still shows")
    }

    func testBaseClassShowsNoDescription() throws {
        let scrollView = UIScrollView(frame: testWindowFrame)
        let source = BaseSource()
        scrollView.emptyDataSetSource = source

        scrollView.reloadEmptyDataSet()

        let view = try emptyView(of: scrollView)
        XCTAssertEqual(view.titleLabel.attributedText?.string, "Base title")
        XCTAssertTrue(view.detailLabel.isHidden)
    }

    func testSubclassOverrideWins() throws {
        let scrollView = UIScrollView(frame: testWindowFrame)
        let source = OverridingSource()
        scrollView.emptyDataSetSource = source

        scrollView.reloadEmptyDataSet()

        XCTAssertEqual(try emptyView(of: scrollView).titleLabel.attributedText?.string, "Overridden title")
    }
}
#endif
