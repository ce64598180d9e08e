#if canImport(UIKit)
import XCTest
import UIKit
@testable import EmptyDataSet

/// In-place updates from configurations, and how each field reaches the view: text properties,
/// alignment, paddings, margins (bad values clamped), image properties.
///
/// "Nothing was rewritten" is observed with markers: the test writes a value of its own into a
/// property the render path writes (a label's text, the view's background color); a render that
/// ran overwrites it, one that did not leaves it. That does not depend on whether UIKit hands back
/// the same attributed-string object from `UILabel.attributedText` twice.
@MainActor
final class ConfigurationUpdateTests: XCTestCase {
    private static let marker = NSAttributedString(string: "written by the test")

    // MARK: Helpers

    /// A table with the spy as delegate only, `configuration` shown and laid out.
    private func show(
        _ configuration: EmptyDataSetConfiguration, file: StaticString = #filePath, line: UInt = #line
    ) throws -> (EmptyDataSetFixture<UITableView>, EmptyStateView) {
        try makeConfiguredTable(configuration, file: file, line: line)
    }

    private func baseConfiguration() -> EmptyDataSetConfiguration {
        var configuration = EmptyDataSetConfiguration.empty()
        configuration.image = makeImage()
        configuration.text = "No Messages"
        configuration.secondaryText = "Messages you receive appear here."
        configuration.fadesIn = false
        return configuration
    }

    private func attribute<T>(_ key: NSAttributedString.Key, of label: UILabel, as type: T.Type) -> T? {
        guard let text = label.attributedText, text.length > 0 else { return nil }
        return text.attribute(key, at: 0, effectiveRange: nil) as? T
    }

    // MARK: Equal configurations change nothing

    func testSettingAnEqualConfigurationChangesNothing() throws {
        let configuration = baseConfiguration()
        let (fixture, view) = try show(configuration)
        let voiceOver = standInForAccessibility(voiceOver: true)
        let image = view.imageView.image
        view.titleLabel.attributedText = Self.marker
        view.backgroundColor = .magenta

        let changes = fixture.signalCount(.configurationChange)
        let copy = configuration
        fixture.tableView.emptyDataSetConfiguration = copy
        drainMainQueue()
        fixture.tableView.layoutIfNeeded()

        XCTAssertEqual(fixture.signalCount(.configurationChange), changes, "the setter saw no change: nothing scheduled")
        XCTAssertEqual(view.titleLabel.attributedText?.string, Self.marker.string, "title not rewritten")
        XCTAssertEqual(view.backgroundColor, .magenta, "nothing applied")
        XCTAssertTrue(view.imageView.image === image, "image not replaced")
        XCTAssertEqual(fixture.spy.lifecycleCalls, [], "no appearance callbacks")
        XCTAssertTrue(voiceOver.posts.isEmpty, "no VoiceOver post")
        assertEmptyStateVisible(fixture.tableView)
    }

    /// The render gate itself: a reload that certainly ran (the table's `reloadData()`) with the
    /// same configuration renders nothing.
    func testReloadWithTheSameConfigurationRendersNothing() throws {
        let (fixture, view) = try show(baseConfiguration())
        let voiceOver = standInForAccessibility(voiceOver: true)
        view.titleLabel.attributedText = Self.marker
        view.detailLabel.attributedText = Self.marker
        view.backgroundColor = .magenta
        let reloads = fixture.signalCount(.reloadHook)

        fixture.tableView.reloadData()
        drainMainQueue()

        XCTAssertEqual(fixture.signalCount(.reloadHook), reloads + 1, "the reload ran")
        XCTAssertGreaterThan(fixture.spy.count(of: "shouldDisplay"), 0, "and decided again")
        XCTAssertEqual(view.titleLabel.attributedText?.string, Self.marker.string, "title not rewritten")
        XCTAssertEqual(view.detailLabel.attributedText?.string, Self.marker.string, "secondary text not rewritten")
        XCTAssertEqual(view.backgroundColor, .magenta, "nothing applied")
        XCTAssertEqual(fixture.spy.lifecycleCalls, [])
        XCTAssertTrue(voiceOver.posts.isEmpty)
    }

    /// NaN in a spacing, size or margin field is normalized in the comparison: the configuration
    /// equals itself, so setting it again or reloading renders nothing (IEEE NaN != NaN would make
    /// every reload a change).
    func testAConfigurationWithNaNMetricsEqualsItselfAndRendersOnce() throws {
        var configuration = baseConfiguration()
        configuration.imageToTextPadding = .nan
        configuration.textToSecondaryTextPadding = .nan
        configuration.verticalOffset = .nan
        configuration.directionalLayoutMargins = NSDirectionalEdgeInsets(top: .nan, leading: 1, bottom: 2, trailing: 3)
        configuration.imageProperties.maximumSize = CGSize(width: CGFloat.nan, height: 40)
        configuration.imageProperties.cornerRadius = .nan
        configuration.textProperties.minimumScaleFactor = .nan
        XCTAssertEqual(configuration, configuration, "equal to itself")
        var other = configuration
        other.imageToTextPadding = 0
        XCTAssertNotEqual(configuration, other, "NaN is still not a number")
        let (fixture, view) = try show(configuration)
        view.titleLabel.attributedText = Self.marker
        view.backgroundColor = .magenta
        let changes = fixture.signalCount(.configurationChange)
        let reloads = fixture.signalCount(.reloadHook)

        fixture.tableView.emptyDataSetConfiguration = configuration
        fixture.tableView.reloadData()
        drainMainQueue()

        XCTAssertEqual(fixture.signalCount(.configurationChange), changes, "the setter saw no change")
        XCTAssertEqual(fixture.signalCount(.reloadHook), reloads + 1, "the reload ran")
        XCTAssertEqual(view.titleLabel.attributedText?.string, Self.marker.string, "nothing rendered")
        XCTAssertEqual(view.backgroundColor, .magenta)
    }

    /// "A changed field updates just that in place."
    func testChangingOnlyTheSecondaryTextUpdatesOnlyThat() throws {
        var configuration = baseConfiguration()
        let (fixture, view) = try show(configuration)
        let voiceOver = standInForAccessibility(voiceOver: true)
        let image = view.imageView.image
        view.titleLabel.attributedText = Self.marker

        configuration.secondaryText = "Pull to check again."
        fixture.tableView.emptyDataSetConfiguration = configuration

        XCTAssertTrue(
            waitUntil { view.detailLabel.attributedText?.string == "Pull to check again." }, "the secondary text updates")
        XCTAssertEqual(fixture.signalCount(.configurationChange), 2, "through the configuration path")
        XCTAssertEqual(view.titleLabel.attributedText?.string, Self.marker.string, "the title label is left alone")
        XCTAssertTrue(view.imageView.image === image, "the image is left alone")
        XCTAssertEqual(fixture.spy.lifecycleCalls, [], "an update, not an appearance")
        XCTAssertTrue(voiceOver.posts.isEmpty, "an in-place update does not move VoiceOver")
    }

    func testChangingTheTitleUpdatesTheSameLabel() throws {
        var configuration = baseConfiguration()
        let (fixture, view) = try show(configuration)
        let label = view.titleLabel

        configuration.text = "Inbox Zero"
        fixture.tableView.emptyDataSetConfiguration = configuration

        XCTAssertTrue(waitUntil { label.attributedText?.string == "Inbox Zero" })
        XCTAssertTrue(try fixture.emptyView() === view, "same view")
        XCTAssertEqual(view.detailLabel.attributedText?.string, "Messages you receive appear here.")
    }

    func testEmptyTextHidesItsLabel() throws {
        var configuration = baseConfiguration()
        let (fixture, view) = try show(configuration)

        configuration.secondaryText = ""
        fixture.tableView.emptyDataSetConfiguration = configuration

        XCTAssertTrue(waitUntil { view.detailLabel.isHidden }, "empty string hides its element")
        XCTAssertFalse(view.titleLabel.isHidden)
        XCTAssertFalse(accessibilityObjects(of: view).contains { $0 === view.detailLabel })
    }

    // MARK: Text properties

    func testTextPropertiesReachTheLabels() throws {
        var configuration = baseConfiguration()
        let titleFont = UIFont.systemFont(ofSize: 31, weight: .heavy)
        configuration.textProperties.font = titleFont
        configuration.textProperties.color = .systemPink
        configuration.textProperties.alignment = .right
        configuration.textProperties.numberOfLines = 2
        configuration.textProperties.lineBreakMode = .byTruncatingTail
        configuration.textProperties.adjustsFontSizeToFitWidth = true
        configuration.textProperties.minimumScaleFactor = 0.5
        let detailFont = UIFont.italicSystemFont(ofSize: 13)
        configuration.secondaryTextProperties.font = detailFont
        configuration.secondaryTextProperties.color = .systemTeal
        configuration.secondaryTextProperties.numberOfLines = 1
        let (_, view) = try show(configuration)

        let title = view.titleLabel
        XCTAssertEqual(attribute(.font, of: title, as: UIFont.self), titleFont)
        XCTAssertEqual(attribute(.foregroundColor, of: title, as: UIColor.self), .systemPink)
        XCTAssertEqual(attribute(.paragraphStyle, of: title, as: NSParagraphStyle.self)?.alignment, .right)
        XCTAssertEqual(title.numberOfLines, 2)
        XCTAssertEqual(title.lineBreakMode, .byTruncatingTail)
        XCTAssertTrue(title.adjustsFontSizeToFitWidth)
        XCTAssertEqual(title.minimumScaleFactor, 0.5, accuracy: 0.0001)

        let detail = view.detailLabel
        XCTAssertEqual(attribute(.font, of: detail, as: UIFont.self), detailFont)
        XCTAssertEqual(attribute(.foregroundColor, of: detail, as: UIColor.self), .systemTeal)
        XCTAssertEqual(detail.numberOfLines, 1)
        XCTAssertFalse(detail.adjustsFontSizeToFitWidth)
    }

    func testDefaultTextStylesAreTitleAndBodyInSemanticColors() throws {
        let (_, view) = try show(baseConfiguration())

        XCTAssertEqual(attribute(.foregroundColor, of: view.titleLabel, as: UIColor.self), .label)
        XCTAssertEqual(attribute(.foregroundColor, of: view.detailLabel, as: UIColor.self), .secondaryLabel)
        let titleFont = try XCTUnwrap(attribute(.font, of: view.titleLabel, as: UIFont.self))
        XCTAssertTrue(titleFont.fontDescriptor.symbolicTraits.contains(.traitBold), "bold title")
        XCTAssertEqual(view.titleLabel.numberOfLines, 0, "as many lines as needed")
    }

    func testAttributedTextWinsOverPlainText() throws {
        var configuration = baseConfiguration()
        configuration.attributedText = NSAttributedString(
            string: "Attributed", attributes: [.foregroundColor: UIColor.systemGreen])
        let (_, view) = try show(configuration)

        XCTAssertEqual(view.titleLabel.attributedText?.string, "Attributed")
        XCTAssertEqual(attribute(.foregroundColor, of: view.titleLabel, as: UIColor.self), .systemGreen)
    }

    // MARK: Alignment

    func testNaturalAlignmentLinesContentUpAtTheLeadingEdge() throws {
        var configuration = baseConfiguration()
        configuration.alignment = .natural
        let (_, view) = try show(configuration)

        XCTAssertEqual(view.stackView.alignment, .leading)
        XCTAssertEqual(attribute(.paragraphStyle, of: view.titleLabel, as: NSParagraphStyle.self)?.alignment, .natural)
        XCTAssertEqual(attribute(.paragraphStyle, of: view.detailLabel, as: NSParagraphStyle.self)?.alignment, .natural)
        let stack = view.stackView
        view.layoutIfNeeded()
        XCTAssertEqual(view.titleLabel.frame.minX, 0, accuracy: 0.5, "title at the stack's leading edge (left-to-right)")
        XCTAssertLessThan(view.titleLabel.frame.width, stack.bounds.width, "and not stretched: this is leading, not fill")
    }

    func testCenterAlignmentIsTheDefault() throws {
        let (_, view) = try show(baseConfiguration())

        XCTAssertEqual(view.stackView.alignment, .center)
    }

    func testAlignmentChangesInPlace() throws {
        var configuration = baseConfiguration()
        let (fixture, view) = try show(configuration)

        configuration.alignment = .natural
        fixture.tableView.emptyDataSetConfiguration = configuration

        XCTAssertTrue(waitUntil { view.stackView.alignment == .leading })
    }

    // MARK: Paddings and margins

    func testPaddingsAreTheSpaceAfterEachElement() throws {
        var configuration = baseConfiguration()
        var button = UIButton.Configuration.plain()
        button.title = "Compose"
        configuration.button = button
        var second = UIButton.Configuration.plain()
        second.title = "Settings"
        configuration.secondaryButton = second
        configuration.imageToTextPadding = 20
        configuration.textToSecondaryTextPadding = 7
        configuration.textToButtonPadding = 30
        configuration.buttonToSecondaryButtonPadding = 4
        let (_, view) = try show(configuration)

        let stack = view.stackView
        XCTAssertEqual(stack.customSpacing(after: view.imageView), 20)
        XCTAssertEqual(stack.customSpacing(after: view.titleLabel), 7)
        XCTAssertEqual(stack.customSpacing(after: view.detailLabel), 30)
        XCTAssertEqual(stack.customSpacing(after: view.primaryButton), 4)
        // And as laid out.
        XCTAssertEqual(view.detailLabel.frame.minY - view.titleLabel.frame.maxY, 7, accuracy: 0.5)
        XCTAssertEqual(view.primaryButton.frame.minY - view.detailLabel.frame.maxY, 30, accuracy: 0.5)
        XCTAssertEqual(view.secondaryButton.frame.minY - view.primaryButton.frame.maxY, 4, accuracy: 0.5)
    }

    /// `textToButtonPadding` is "the space between the text and the button" (Apple's: between the
    /// button and the text nearest it). Without a secondary text, that text is the title.
    func testTextToButtonPaddingAppliesWhenThereIsNoSecondaryText() throws {
        var configuration = baseConfiguration()
        configuration.secondaryText = nil
        var button = UIButton.Configuration.plain()
        button.title = "Compose"
        configuration.button = button
        configuration.textToSecondaryTextPadding = 5
        configuration.textToButtonPadding = 30
        let (_, view) = try show(configuration)

        XCTAssertTrue(view.detailLabel.isHidden, "precondition: no secondary text")
        XCTAssertFalse(view.primaryButton.isHidden, "precondition: the button shows")
        XCTAssertEqual(view.primaryButton.frame.minY - view.titleLabel.frame.maxY, 30, accuracy: 0.5)
    }

    func testNegativeAndNonFinitePaddingsCountAsZero() throws {
        var configuration = baseConfiguration()
        var button = UIButton.Configuration.plain()
        button.title = "Compose"
        configuration.button = button
        configuration.imageToTextPadding = .nan
        configuration.textToSecondaryTextPadding = -8
        configuration.textToButtonPadding = .infinity
        configuration.buttonToSecondaryButtonPadding = -.infinity
        let (_, view) = try show(configuration)

        let stack = view.stackView
        XCTAssertEqual(stack.spacing, 0)
        XCTAssertEqual(stack.customSpacing(after: view.imageView), 0)
        XCTAssertEqual(stack.customSpacing(after: view.titleLabel), 0)
        XCTAssertEqual(stack.customSpacing(after: view.detailLabel), 0)
        XCTAssertEqual(stack.customSpacing(after: view.primaryButton), 0)
        XCTAssertTrue(view.frame.height.isFinite && contentFrame(of: view).height.isFinite, "layout stays finite")
        XCTAssertEqual(view.detailLabel.frame.minY - view.titleLabel.frame.maxY, 0, accuracy: 0.5)
    }

    func testMarginsAreTheEmptyStatesLayoutMargins() throws {
        var configuration = baseConfiguration()
        let margins = NSDirectionalEdgeInsets(top: 10, leading: 30, bottom: 12, trailing: 40)
        configuration.directionalLayoutMargins = margins
        let (_, view) = try show(configuration)

        XCTAssertEqual(view.directionalLayoutMargins, margins)
        let content = contentFrame(of: view)
        XCTAssertGreaterThanOrEqual(content.minX, 30 - 0.5, "content inside the leading margin")
        XCTAssertLessThanOrEqual(content.maxX, view.bounds.width - 40 + 0.5, "and the trailing one")
    }

    func testNegativeAndNonFiniteMarginsCountAsZero() throws {
        var configuration = baseConfiguration()
        configuration.directionalLayoutMargins = NSDirectionalEdgeInsets(top: .nan, leading: -3, bottom: .infinity, trailing: 8)
        let (_, view) = try show(configuration)

        XCTAssertEqual(view.directionalLayoutMargins, NSDirectionalEdgeInsets(top: 0, leading: 0, bottom: 0, trailing: 8))
        let content = contentFrame(of: view)
        XCTAssertTrue(content.minX.isFinite && content.width.isFinite && content.height.isFinite)
        XCTAssertFalse(view.titleLabel.isHidden)
    }

    func testMarginsChangeInPlace() throws {
        var configuration = baseConfiguration()
        let (fixture, view) = try show(configuration)
        let margins = NSDirectionalEdgeInsets(top: 0, leading: 50, bottom: 0, trailing: 50)

        configuration.directionalLayoutMargins = margins
        fixture.tableView.emptyDataSetConfiguration = configuration

        XCTAssertTrue(waitUntil {
            view.layoutIfNeeded()
            return view.directionalLayoutMargins == margins
        })
    }

    // MARK: Image properties

    func testImageMaximumSizeAndCornerRadius() throws {
        var configuration = baseConfiguration()
        configuration.image = makeImage(size: CGSize(width: 200, height: 200))
        configuration.imageProperties.maximumSize = CGSize(width: 50, height: 50)
        configuration.imageProperties.cornerRadius = 8
        let (_, view) = try show(configuration)

        XCTAssertEqual(view.imageView.bounds.width, 50, accuracy: 0.5, "scaled down to the maximum size")
        XCTAssertEqual(view.imageView.bounds.height, 50, accuracy: 0.5)
        XCTAssertEqual(view.imageView.layer.cornerRadius, 8)
        XCTAssertTrue(view.imageView.clipsToBounds, "the radius clips the image")
    }

    func testImageIsNeverScaledUpAndBadImagePropertiesCountAsNone() throws {
        var configuration = baseConfiguration()
        configuration.image = makeImage(size: CGSize(width: 40, height: 40))
        configuration.imageProperties.maximumSize = CGSize(width: -10, height: CGFloat.nan)
        configuration.imageProperties.cornerRadius = -4
        let (_, view) = try show(configuration)

        XCTAssertEqual(view.imageView.bounds.width, 40, accuracy: 0.5, "no limit, no upscaling")
        XCTAssertEqual(view.imageView.bounds.height, 40, accuracy: 0.5)
        XCTAssertEqual(view.imageView.layer.cornerRadius, 0)
    }

    func testImageTintColor() throws {
        var configuration = baseConfiguration()
        configuration.imageProperties.tintColor = .systemRed
        let (_, view) = try show(configuration)

        XCTAssertEqual(view.imageView.tintColor, .systemRed)
        XCTAssertEqual(view.imageView.image?.renderingMode, .alwaysTemplate, "tinted as a template")
    }

    func testImageAccessibilityLabelMakesItAnElement() throws {
        var configuration = baseConfiguration()
        configuration.imageProperties.accessibilityLabel = "Empty inbox"
        let (_, view) = try show(configuration)

        XCTAssertTrue(view.imageView.isAccessibilityElement)
        XCTAssertEqual(view.imageView.accessibilityLabel, "Empty inbox")
        XCTAssertTrue(view.imageView.accessibilityTraits.contains(.image))
        let order = accessibilityObjects(of: view)
        XCTAssertTrue(order.first === view.imageView, "read first")
    }

    func testImageWithoutAccessibilityLabelIsDecorative() throws {
        let (_, view) = try show(baseConfiguration())

        XCTAssertFalse(view.imageView.isHidden, "precondition: the image shows")
        XCTAssertFalse(view.imageView.isAccessibilityElement)
        XCTAssertFalse(accessibilityObjects(of: view).contains { $0 === view.imageView }, "VoiceOver skips it")
        XCTAssertTrue(accessibilityObjects(of: view).first === view.titleLabel, "the title is read first")
    }

    // MARK: Background and offset

    func testBackgroundColorAndVerticalOffset() throws {
        var configuration = baseConfiguration()
        configuration.background.color = .systemYellow
        configuration.verticalOffset = 60
        let (_, view) = try show(configuration)

        XCTAssertEqual(view.backgroundColor, .systemYellow)
        let centered = contentFrame(of: view).midY
        var moved = configuration
        moved.verticalOffset = 0
        let (_, centeredView) = try show(moved)
        XCTAssertEqual(centered - contentFrame(of: centeredView).midY, 60, accuracy: 1, "moved down by the offset")
    }

    // MARK: Line breaking

    /// Line breaking is the text's paragraph style (a label takes its `lineBreakMode` from its
    /// attributed text): with the default, centered alignment too.
    func testLineBreakModeReachesTheTextWithTheDefaultAlignment() throws {
        var configuration = EmptyDataSetConfiguration.empty()
        configuration.text = "A title long enough to need more than one line at any text size on a phone"
        configuration.textProperties.numberOfLines = 1
        configuration.textProperties.lineBreakMode = .byTruncatingTail
        let (_, view) = try show(configuration)

        let paragraph = try XCTUnwrap(attribute(.paragraphStyle, of: view.titleLabel, as: NSParagraphStyle.self))
        XCTAssertEqual(paragraph.lineBreakMode, .byTruncatingTail)
        XCTAssertEqual(paragraph.alignment, .center, "still centered")
        XCTAssertEqual(view.titleLabel.numberOfLines, 1)
    }

    /// 1.0's path: a source's own truncating paragraph style survives reloads (the package never
    /// sets a label's line breaking itself).
    func testASourcesLineBreakingSurvivesReloads() throws {
        let paragraph = NSMutableParagraphStyle()
        paragraph.lineBreakMode = .byTruncatingTail
        let fixture = makeTableFixture { $0.titleAttributes = [.paragraphStyle: paragraph] }
        let view = try fixture.layOut()
        XCTAssertEqual(view.titleLabel.lineBreakMode, .byTruncatingTail, "precondition: the source's style")

        fixture.tableView.reloadData()
        fixture.tableView.reloadData()

        XCTAssertEqual(view.titleLabel.lineBreakMode, .byTruncatingTail, "kept across reloads")
        XCTAssertEqual(
            attribute(.paragraphStyle, of: view.titleLabel, as: NSParagraphStyle.self)?.lineBreakMode, .byTruncatingTail)
    }
}
#endif
