#if canImport(UIKit)
import XCTest
import UIKit
@testable import EmptyDataSet

/// What the source returns ends up in the views: texts with default attributes merged, image
/// tint (both spellings), empty strings hiding their element.
@MainActor
final class ContentTests: XCTestCase {
    private func show(
        _ configure: (EmptyDataSetSpy) -> Void
    ) throws -> (scrollView: UIScrollView, view: EmptyDataSetView, spy: EmptyDataSetSpy) {
        let scrollView = UIScrollView(frame: testWindowFrame)
        let spy = EmptyDataSetSpy()
        configure(spy)
        attach(spy, to: scrollView)
        scrollView.reloadEmptyDataSet()
        return (scrollView, try emptyView(of: scrollView), spy)
    }

    func testTitleAndDescriptionAreShown() throws {
        let (scrollView, view, spy) = try show {
            $0.titleText = "No Messages"
            $0.detailText = "New messages appear here."
        }

        XCTAssertEqual(view.titleLabel.attributedText?.string, "No Messages")
        XCTAssertEqual(view.detailLabel.attributedText?.string, "New messages appear here.")
        XCTAssertFalse(view.titleLabel.isHidden)
        XCTAssertFalse(view.detailLabel.isHidden)
        XCTAssertTrue(view.imageView.isHidden, "no image asked for, none shown")
        XCTAssertTrue(view.button.isHidden)
        withExtendedLifetime((scrollView, spy)) {}
    }

    func testEmptyTitleHidesTheLabel() throws {
        let (scrollView, view, spy) = try show { $0.titleText = "" }

        XCTAssertTrue(view.titleLabel.isHidden)
        withExtendedLifetime((scrollView, spy)) {}
    }

    func testSourcesAttributesWinAndDefaultsFillTheRest() throws {
        let (scrollView, view, spy) = try show { $0.titleAttributes = [.foregroundColor: UIColor.systemRed] }

        let title = try XCTUnwrap(view.titleLabel.attributedText)
        XCTAssertEqual(title.attribute(.foregroundColor, at: 0, effectiveRange: nil) as? UIColor, .systemRed)
        XCTAssertNotNil(title.attribute(.font, at: 0, effectiveRange: nil) as? UIFont, "default Dynamic Type font merged in")
        let paragraph = title.attribute(.paragraphStyle, at: 0, effectiveRange: nil) as? NSParagraphStyle
        XCTAssertEqual(paragraph?.alignment, .center)
        withExtendedLifetime((scrollView, spy)) {}
    }

    func testDescriptionGetsTheSecondaryLabelColor() throws {
        let (scrollView, view, spy) = try show { $0.detailText = "Details" }

        let detail = try XCTUnwrap(view.detailLabel.attributedText)
        XCTAssertEqual(detail.attribute(.foregroundColor, at: 0, effectiveRange: nil) as? UIColor, .secondaryLabel)
        withExtendedLifetime((scrollView, spy)) {}
    }

    func testImageWithoutTintKeepsItsColors() throws {
        let (scrollView, view, spy) = try show { $0.image = makeImage() }

        XCTAssertFalse(view.imageView.isHidden)
        XCTAssertEqual(view.imageView.image?.renderingMode, .alwaysOriginal)
        withExtendedLifetime((scrollView, spy)) {}
    }

    func testSymbolImageWithoutTintKeepsItsRenderingInTheSecondaryColor() throws {
        let symbol = try XCTUnwrap(UIImage(systemName: "tray"))
        let (scrollView, view, spy) = try show { $0.image = symbol }

        let shown = try XCTUnwrap(view.imageView.image)
        XCTAssertTrue(shown.isSymbolImage)
        XCTAssertNotEqual(shown.renderingMode, .alwaysOriginal, "an original-rendered symbol is plain black")
        XCTAssertEqual(view.imageView.tintColor, .secondaryLabel)
        withExtendedLifetime((scrollView, spy)) {}
    }

    func testImageTintColor() throws {
        let (scrollView, view, spy) = try show {
            $0.image = makeImage()
            $0.imageTint = .systemGreen
        }

        XCTAssertEqual(view.imageView.tintColor, .systemGreen)
        XCTAssertEqual(view.imageView.image?.renderingMode, .alwaysTemplate)
        withExtendedLifetime((scrollView, spy)) {}
    }

    func testLegacyImagetintColorSpellingIsHonored() throws {
        let (scrollView, view, spy) = try show {
            $0.image = makeImage()
            $0.imageTint = nil
            $0.legacyImageTint = .systemOrange
        }

        XCTAssertEqual(spy.count(of: "imagetintColor"), 1, "EmptyDataSet-Swift's spelling is asked")
        XCTAssertEqual(view.imageView.tintColor, .systemOrange)
        XCTAssertEqual(view.imageView.image?.renderingMode, .alwaysTemplate)
        withExtendedLifetime((scrollView, spy)) {}
    }

    func testModernImageTintColorWinsOverTheLegacySpelling() throws {
        let (scrollView, view, spy) = try show {
            $0.image = makeImage()
            $0.imageTint = .systemBlue
            $0.legacyImageTint = .systemOrange
        }

        XCTAssertEqual(view.imageView.tintColor, .systemBlue)
        XCTAssertEqual(spy.count(of: "imagetintColor"), 0, "not asked when the modern spelling answers")
        withExtendedLifetime((scrollView, spy)) {}
    }

    func testTintIsNotAskedWithoutAnImage() throws {
        let (scrollView, view, spy) = try show { $0.imageTint = .systemBlue }

        XCTAssertTrue(view.imageView.isHidden)
        XCTAssertEqual(spy.count(of: "imageTintColor"), 0)
        withExtendedLifetime((scrollView, spy)) {}
    }

    func testCustomViewSkipsTheStandardContent() throws {
        let custom = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        let (scrollView, view, spy) = try show {
            $0.customView = custom
            $0.image = makeImage()
        }

        XCTAssertIdentical(view.customView, custom)
        for name in ["title", "description", "image", "buttonTitle"] {
            XCTAssertEqual(spy.count(of: name), 0, "\(name) asked despite a custom view")
        }
        withExtendedLifetime((scrollView, spy)) {}
    }
}
#endif
