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
    ) throws -> (scrollView: UIScrollView, view: EmptyStateView, spy: EmptyDataSetSpy) {
        // A plain scroll view in a shown window (traits and layout as on screen). Attached only:
        // the reload that setting the source scheduled runs first (`settle()`), its calls are
        // forgotten, and then exactly one explicit `reloadEmptyDataSet()` runs, so the spy's counts
        // are the calls of one reload (a `.loaded` fixture would have forgotten them already).
        let fixture = makeScrollViewFixture(start: .attached, configure: configure)
        fixture.settle()
        fixture.spy.resetCalls()
        let explicitReloads = fixture.scrollView.emptyDataSetControllerIfPresent?.signals.count(of: .explicitReload) ?? 0
        fixture.scrollView.reloadEmptyDataSet()
        fixture.settle()
        XCTAssertEqual(
            fixture.scrollView.emptyDataSetControllerIfPresent?.signals.count(of: .explicitReload), explicitReloads + 1,
            "the counted calls come from one explicit reload")
        assertEmptyStateVisible(fixture.scrollView)
        return (fixture.scrollView, try fixture.emptyView(), fixture.spy)
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

    // A UILabel fills the attributes its text lacks from its own font, color and alignment, so
    // reading `attributedText` back always finds some font and paragraph style. These tests
    // compare with what a label would not invent by itself: the Dynamic Type size and weight, the
    // text style, a secondary color, or the source's own unusual values.

    func testTitleGetsTheBoldTitle2FontForTheTraits() throws {
        let (scrollView, view, spy) = try show { $0.titleAttributes = [.foregroundColor: UIColor.systemRed] }

        let title = try XCTUnwrap(view.titleLabel.attributedText)
        let font = try XCTUnwrap(title.attribute(.font, at: 0, effectiveRange: nil) as? UIFont)
        let title2 = UIFont.preferredFont(forTextStyle: .title2, compatibleWith: view.traitCollection)
        XCTAssertEqual(font.pointSize, title2.pointSize, accuracy: 0.01, "the Dynamic Type title2 size")
        XCTAssertTrue(font.fontDescriptor.symbolicTraits.contains(.traitBold), "bold")
        withExtendedLifetime((scrollView, spy)) {}
    }

    func testSourcesAttributesWin() throws {
        let paragraph = NSMutableParagraphStyle()
        paragraph.alignment = .right
        let font = UIFont.italicSystemFont(ofSize: 31)
        let (scrollView, view, spy) = try show {
            $0.titleAttributes = [.foregroundColor: UIColor.systemRed, .font: font, .paragraphStyle: paragraph]
        }

        let title = try XCTUnwrap(view.titleLabel.attributedText)
        XCTAssertEqual(title.attribute(.foregroundColor, at: 0, effectiveRange: nil) as? UIColor, .systemRed)
        let shownFont = try XCTUnwrap(title.attribute(.font, at: 0, effectiveRange: nil) as? UIFont)
        XCTAssertEqual(shownFont.pointSize, 31, accuracy: 0.01)
        let shownParagraph = title.attribute(.paragraphStyle, at: 0, effectiveRange: nil) as? NSParagraphStyle
        XCTAssertEqual(shownParagraph?.alignment, .right, "not replaced by the centered default")
        withExtendedLifetime((scrollView, spy)) {}
    }

    func testDescriptionGetsTheBodyStyleAndTheSecondaryLabelColor() throws {
        let (scrollView, view, spy) = try show { $0.detailText = "Details" }

        let detail = try XCTUnwrap(view.detailLabel.attributedText)
        XCTAssertEqual(detail.attribute(.foregroundColor, at: 0, effectiveRange: nil) as? UIColor, .secondaryLabel)
        let font = try XCTUnwrap(detail.attribute(.font, at: 0, effectiveRange: nil) as? UIFont)
        let body = UIFont.preferredFont(forTextStyle: .body, compatibleWith: view.traitCollection)
        // The label's own default font is 17-point too, but it carries no text style.
        XCTAssertEqual(
            font.fontDescriptor.object(forKey: .textStyle) as? String,
            body.fontDescriptor.object(forKey: .textStyle) as? String, "a Dynamic Type body font")
        XCTAssertEqual(font.pointSize, body.pointSize, accuracy: 0.01)
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

        XCTAssertEqual(spy.count(of: "imageTintColor"), 1, "the modern spelling is asked first")
        XCTAssertEqual(spy.count(of: "imagetintColor"), 1, "EmptyDataSet-Swift's spelling is asked, once per reload")
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
        XCTAssertEqual(spy.count(of: "imageTintColor"), 1, "the modern spelling is asked, once per reload")
        XCTAssertEqual(spy.count(of: "imagetintColor"), 0, "not asked when the modern spelling answers")
        withExtendedLifetime((scrollView, spy)) {}
    }

    func testTintIsNotAskedWithoutAnImage() throws {
        let (scrollView, view, spy) = try show { $0.imageTint = .systemBlue }

        XCTAssertTrue(view.imageView.isHidden)
        XCTAssertEqual(spy.count(of: "image"), 1, "the reload asked for the image, once")
        XCTAssertEqual(spy.count(of: "imageTintColor"), 0)
        XCTAssertEqual(spy.count(of: "imagetintColor"), 0)
        withExtendedLifetime((scrollView, spy)) {}
    }

    func testCustomViewSkipsTheStandardContent() throws {
        let custom = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        let (scrollView, view, spy) = try show {
            $0.customView = custom
            $0.image = makeImage()
        }

        XCTAssertIdentical(view.customView, custom)
        XCTAssertEqual(spy.count(of: "customView"), 1, "the reload asked for the custom view, once")
        for name in ["title", "description", "image", "buttonTitle"] {
            XCTAssertEqual(spy.count(of: name), 0, "\(name) asked despite a custom view")
        }
        withExtendedLifetime((scrollView, spy)) {}
    }
}
#endif
