#if canImport(UIKit)
import XCTest
import UIKit
@testable import EmptyDataSet

/// Each preset rendered through a table that has no source object: `emptyDataSetConfiguration`
/// alone is enough, it shows only while the table is empty, and the delegate's callbacks come as
/// with a source.
@MainActor
final class ConfigurationPresetTests: XCTestCase {
    // MARK: Errors

    private struct LoadError: LocalizedError {
        var errorDescription: String? { "Couldn’t Load Messages" }
        var failureReason: String? { "The server did not answer." }
        var recoverySuggestion: String? { "Check your connection." }
    }

    private enum PlainError: Error { case failed }

    /// An NSError with localized values of its own (overriding the accessors, as Cocoa's error
    /// domains effectively do, instead of a userInfo dictionary).
    private final class DescribedNSError: NSError, @unchecked Sendable {
        override var localizedDescription: String { "The file is damaged." }
        override var localizedFailureReason: String? { "It was cut short." }
        override var localizedRecoverySuggestion: String? { "Download it again." }
    }

    // MARK: Helpers

    /// A table with no source and no delegate, `configuration` set, shown (waited for: the change
    /// shows on the next main-queue turn) and laid out.
    private func show(
        _ configuration: EmptyDataSetConfiguration, file: StaticString = #filePath, line: UInt = #line
    ) throws -> (EmptyDataSetFixture<UITableView>, EmptyStateView) {
        let fixture = makeTableFixture(start: .detached)
        fixture.tableView.emptyDataSetConfiguration = configuration
        XCTAssertTrue(
            waitUntil { fixture.tableView.isEmptyDataSetVisible }, "the configuration shows on a later turn", file: file,
            line: line)
        let view = try fixture.layOut(file: file, line: line)
        assertEmptyStateVisible(fixture.tableView, file: file, line: line)
        XCTAssertNil(fixture.tableView.emptyDataSetSource, "no source object was needed", file: file, line: line)
        return (fixture, view)
    }

    private func text(_ label: UILabel) -> String? {
        label.isHidden ? nil : label.attributedText?.string
    }

    // MARK: empty()

    /// Rendered through a table: the empty state shows (the table is empty) but no element of it
    /// does — no image, text, indicator or button.
    func testEmptyPresetShowsNothingByItself() throws {
        let (_, view) = try show(.empty())

        XCTAssertTrue(view.imageView.isHidden, "no image")
        XCTAssertNil(text(view.titleLabel), "no title")
        XCTAssertNil(text(view.detailLabel), "no secondary text")
        XCTAssertTrue(view.activityIndicator.isHidden, "no indicator")
        XCTAssertTrue(view.button.isHidden && view.primaryButton.isHidden && view.secondaryButton.isHidden, "no button")
        XCTAssertTrue(accessibilityObjects(of: view).isEmpty, "nothing for VoiceOver to read")
    }

    /// Apple's metrics (`UIContentUnavailableConstants_IOS`, decompiled UIKitCore): 15 pt under the
    /// image, 3 pt between the texts, 20 pt above the button, 15 pt between the buttons, the
    /// secondary text in subheadline.
    func testPresetsUseApplesSpacingAndSecondaryFont() throws {
        var configuration = EmptyDataSetConfiguration.error(LoadError(), retry: {})
        var second = UIButton.Configuration.plain()
        second.title = "Details"
        configuration.secondaryButton = second
        let (_, view) = try show(configuration)

        XCTAssertEqual(view.stackView.customSpacing(after: view.imageView), 15, "image to text")
        XCTAssertEqual(view.stackView.customSpacing(after: view.titleLabel), 3, "text to secondary text")
        XCTAssertEqual(view.stackView.customSpacing(after: view.detailLabel), 20, "secondary text to button")
        XCTAssertEqual(view.stackView.customSpacing(after: view.primaryButton), 15, "button to secondary button")
        let font = try XCTUnwrap(view.detailLabel.attributedText?.attribute(.font, at: 0, effectiveRange: nil) as? UIFont)
        XCTAssertEqual(
            font.pointSize,
            UIFont.preferredFont(forTextStyle: .subheadline, compatibleWith: view.traitCollection).pointSize,
            "secondary text in subheadline")
        XCTAssertNotEqual(
            font.pointSize, UIFont.preferredFont(forTextStyle: .body, compatibleWith: view.traitCollection).pointSize,
            "not 1.0's body")
    }

    /// The preset symbol is drawn large and follows the text size: the image's own symbol
    /// configuration is resolved again for larger text by UIKit.
    func testPresetSymbolIsLargeAndGrowsWithDynamicType() throws {
        let (_, view) = try show(.search(query: "kiwi"))
        let image = try XCTUnwrap(view.imageView.image)
        // The image as UIKit resolves it for a view with these traits: its own symbol
        // configuration (the text style) with the traits applied.
        func height(_ category: UIContentSizeCategory) -> CGFloat {
            let traits = UITraitCollection(preferredContentSizeCategory: category)
            let configuration = (image.symbolConfiguration ?? .unspecified).withTraitCollection(traits)
            return image.withConfiguration(configuration).size.height
        }
        let plainSymbol = try XCTUnwrap(UIImage(systemName: "magnifyingglass")).size.height

        XCTAssertGreaterThan(height(.large), plainSymbol * 1.5, "larger than a symbol at its own size")
        XCTAssertGreaterThan(height(.accessibilityExtraExtraExtraLarge), height(.large) * 1.3, "grows with the text size")
        XCTAssertLessThan(height(.extraSmall), height(.large), "shrinks with it too")
    }

    /// In a table at an accessibility text size the preset symbol is drawn, and laid out, at
    /// that size — not at the default size an image resolves without traits.
    func testPresetSymbolIsShownAtTheTablesTextSize() throws {
        let host = makeHostedTable(category: .accessibilityExtraExtraExtraLarge)
        host.tableView.emptyDataSetConfiguration = .search(query: "kiwi")
        XCTAssertTrue(host.waitUntilLaidOut { shownTitle(host.tableView) == "No Results for “kiwi”" })
        let view = try XCTUnwrap(host.tableView.emptyDataSetControllerIfPresent?.emptyView)
        view.layoutIfNeeded()
        let symbol = try XCTUnwrap(UIImage(systemName: "magnifyingglass"))
        let atDefaultSize = symbol.withConfiguration(
            EmptyDataSetConfiguration.presetSymbolConfiguration.withTraitCollection(
                UITraitCollection(preferredContentSizeCategory: .large))
        ).size.height

        XCTAssertGreaterThan(try XCTUnwrap(view.imageView.image).size.height, atDefaultSize * 1.3, "resolved for AX5")
        XCTAssertGreaterThan(view.imageView.bounds.height, atDefaultSize * 1.3, "and laid out at that size")
    }

    func testLoadingPresetUsesApplesLoadingMetrics() throws {
        let (_, view) = try show(.loading())

        XCTAssertEqual(view.stackView.customSpacing(after: view.activityIndicator), 8, "indicator to text")
        let font = try XCTUnwrap(view.titleLabel.attributedText?.attribute(.font, at: 0, effectiveRange: nil) as? UIFont)
        XCTAssertEqual(
            font.pointSize, UIFont.preferredFont(forTextStyle: .subheadline, compatibleWith: view.traitCollection).pointSize)
        let color = view.titleLabel.attributedText?.attribute(.foregroundColor, at: 0, effectiveRange: nil) as? UIColor
        XCTAssertEqual(color, .secondaryLabel)
    }

    func testEmptyPresetWithFieldsRendersThroughATableWithoutSource() throws {
        var configuration = EmptyDataSetConfiguration.empty()
        configuration.image = makeImage()
        configuration.text = "No Messages"
        configuration.secondaryText = "Messages you receive appear here."
        let (fixture, view) = try show(configuration)

        XCTAssertEqual(text(view.titleLabel), "No Messages")
        XCTAssertEqual(text(view.detailLabel), "Messages you receive appear here.")
        XCTAssertFalse(view.imageView.isHidden)
        XCTAssertNotNil(view.imageView.image)
        XCTAssertTrue(view.activityIndicator.isHidden, "no indicator unless asked")
        XCTAssertTrue(view.button.isHidden, "1.0's button stays hidden")
        XCTAssertTrue(view.primaryButton.isHidden, "no button configured")
        XCTAssertTrue(view.secondaryButton.isHidden)
        XCTAssertEqual(fixture.tableView.emptyDataSetConfiguration, configuration)
    }

    /// "The change shows on the next turn of the main run loop."
    func testConfigurationShowsOnTheNextTurnNotInsideTheSetter() {
        let fixture = makeTableFixture(start: .detached)
        var configuration = EmptyDataSetConfiguration.empty()
        configuration.text = "Later"

        fixture.tableView.emptyDataSetConfiguration = configuration

        XCTAssertFalse(fixture.tableView.isEmptyDataSetVisible, "not inside the setter")
        XCTAssertTrue(waitUntil { fixture.tableView.isEmptyDataSetVisible })
        XCTAssertEqual(fixture.signalCount(.configurationChange), 1, "shown by the configuration path")
    }

    // MARK: loading()

    func testLoadingPresetShowsAnAnimatingIndicatorAndLoadingTextWithoutFading() throws {
        let (_, view) = try show(.loading())

        // Checked right after the appearance: a 0.25 s fade would still run.
        XCTAssertEqual(view.alpha, 1, "not faded in")
        XCTAssertNil(opacityAnimation(of: view), "no fade animation")
        XCTAssertFalse(view.activityIndicator.isHidden, "indicator visible")
        XCTAssertTrue(view.activityIndicator.isAnimating, "indicator animating")
        XCTAssertEqual(text(view.titleLabel), "Loading…")
        XCTAssertNil(text(view.detailLabel))
        XCTAssertTrue(view.imageView.isHidden)
        XCTAssertTrue(view.primaryButton.isHidden)
        // The title speaks for the indicator: VoiceOver reads "Loading…" first.
        XCTAssertTrue(accessibilityObjects(of: view).first === view.titleLabel, "VoiceOver reads Loading… first")
    }

    func testIndicatorStopsWhenTheLoadingStateIsReplaced() throws {
        let (fixture, view) = try show(.loading())
        var loaded = EmptyDataSetConfiguration.empty()
        loaded.text = "No Messages"

        fixture.tableView.emptyDataSetConfiguration = loaded

        XCTAssertTrue(waitUntil { view.titleLabel.attributedText?.string == "No Messages" })
        XCTAssertTrue(view.activityIndicator.isHidden)
        XCTAssertFalse(view.activityIndicator.isAnimating, "not animating while hidden")
    }

    // MARK: search(query:)

    func testSearchPresetNamesTheQuery() throws {
        let configuration = EmptyDataSetConfiguration.search(query: "kiwi")
        let (_, view) = try show(configuration)

        XCTAssertEqual(text(view.titleLabel), "No Results for “kiwi”")
        XCTAssertEqual(text(view.detailLabel), "Check the spelling or try a new search.")
        XCTAssertFalse(view.imageView.isHidden)
        XCTAssertEqual(configuration.image?.isSymbolImage, true)
        XCTAssertEqual(
            try XCTUnwrap(configuration.image?.pngData(), "an image"),
            try XCTUnwrap(UIImage(systemName: "magnifyingglass")?.pngData()), "the magnifying-glass symbol")
        XCTAssertTrue(view.imageView.image === configuration.image, "shown as given (a symbol keeps its rendering)")
        XCTAssertTrue(view.primaryButton.isHidden)
    }

    func testSearchPresetWithEmptyQueryIsGeneric() throws {
        let (_, view) = try show(.search(query: ""))

        XCTAssertEqual(text(view.titleLabel), "No Results")
        XCTAssertEqual(text(view.detailLabel), "Check the spelling or try a new search.")
    }

    func testSearchPresetWithBlankQueryIsGeneric() throws {
        let (_, view) = try show(.search(query: "   "))

        XCTAssertEqual(text(view.titleLabel), "No Results")
    }

    // MARK: error(_:retry:)

    func testErrorPresetUsesALocalizedErrorsOwnWords() throws {
        let configuration = EmptyDataSetConfiguration.error(LoadError())
        let (_, view) = try show(configuration)

        XCTAssertEqual(text(view.titleLabel), "Couldn’t Load Messages")
        XCTAssertEqual(text(view.detailLabel), "The server did not answer. Check your connection.")
        XCTAssertFalse(view.imageView.isHidden)
        XCTAssertEqual(configuration.image?.isSymbolImage, true)
        XCTAssertEqual(
            try XCTUnwrap(configuration.image?.pngData(), "an image"),
            try XCTUnwrap(UIImage(systemName: "exclamationmark.triangle")?.pngData()))
        XCTAssertTrue(view.primaryButton.isHidden, "no retry: no button")
        XCTAssertTrue(view.button.isHidden)
    }

    func testErrorPresetUsesAnNSErrorsLocalizedValues() throws {
        let error = DescribedNSError(domain: "Test", code: 7)
        let (_, view) = try show(.error(error))

        // A full sentence reads as the message, under a short generic title.
        XCTAssertEqual(text(view.titleLabel), "Something Went Wrong")
        XCTAssertEqual(text(view.detailLabel), "The file is damaged. It was cut short. Download it again.")
    }

    /// URLSession's errors carry a full-sentence description: it becomes the message under a
    /// short title, and the failure reason Foundation repeats is not shown twice.
    func testErrorPresetForAURLSessionErrorReadsWell() throws {
        let sentence = "The Internet connection appears to be offline."
        let error = URLError(
            .notConnectedToInternet,
            // NSLocalizedDescriptionKey and NSLocalizedFailureReasonErrorKey, as URLSession fills them.
            userInfo: ["NSLocalizedDescription": sentence, "NSLocalizedFailureReason": "appears to be offline"])
        let (_, view) = try show(.error(error))

        XCTAssertEqual(text(view.titleLabel), "Something Went Wrong")
        XCTAssertEqual(text(view.detailLabel), sentence, "once, with no generic message under it")
    }

    /// What the rule shows for a description Foundation wrote: a title, or the message under the
    /// generic title when it is a full sentence.
    private func assertShows(
        description: String, in view: EmptyStateView, file: StaticString = #filePath, line: UInt = #line
    ) {
        if PresetText.isSentence(description) {
            XCTAssertEqual(text(view.titleLabel), "Something Went Wrong", file: file, line: line)
            XCTAssertEqual(text(view.detailLabel)?.hasPrefix(description), true, file: file, line: line)
        } else {
            XCTAssertEqual(text(view.titleLabel), description, file: file, line: line)
        }
    }

    /// A Cocoa error: Foundation describes its codes, so its own description shows.
    func testErrorPresetUsesACocoaErrorsDescription() throws {
        let error = CocoaError(CocoaError.Code(rawValue: 260))  // .fileReadNoSuchFile
        let expected = (error as NSError).localizedDescription
        XCTAssertFalse(
            expected.hasPrefix("The operation couldn"), "precondition: Foundation describes it: \(expected)")
        let (_, view) = try show(.error(error))

        assertShows(description: expected, in: view)
        XCTAssertNotEqual(text(view.detailLabel), "Please try again.", "the Cocoa error's own words, not the generic text")
    }

    /// A POSIX error: Foundation describes it from its code alone ("… No space left on device"),
    /// which must not be taken for the fallback of a wordless error.
    func testErrorPresetUsesAPOSIXErrorsDescription() throws {
        let error = NSError(domain: NSPOSIXErrorDomain, code: 28, userInfo: nil)  // ENOSPC
        let expected = error.localizedDescription
        XCTAssertFalse(expected.hasSuffix("error 28.)"), "precondition: described from the code: \(expected)")
        let (_, view) = try show(.error(error))

        assertShows(description: expected, in: view)
        XCTAssertNotEqual(text(view.detailLabel), "Please try again.", "the POSIX error's own words, not the generic text")
    }

    /// An OSStatus code (AVFoundation, audio sessions): Foundation prints it under a display name,
    /// "(OSStatus error -50.)", still its fallback, so the generic text shows.
    func testErrorPresetForABareOSStatusErrorIsGeneric() throws {
        let (_, view) = try show(.error(NSError(domain: NSOSStatusErrorDomain, code: -50, userInfo: nil)))

        XCTAssertEqual(text(view.titleLabel), "Something Went Wrong")
        XCTAssertEqual(text(view.detailLabel), "Please try again.")
    }

    /// A URL error made in code, with no description of its own (URLSession's carry one in their
    /// user info): Foundation would only say "The operation couldn’t be completed. (NSURLErrorDomain
    /// error -1009.)", so the generic text shows.
    func testErrorPresetForABareURLErrorIsGeneric() throws {
        let (_, view) = try show(.error(URLError(.notConnectedToInternet)))

        XCTAssertEqual(text(view.titleLabel), "Something Went Wrong")
        XCTAssertEqual(text(view.detailLabel), "Please try again.")
    }

    /// An app's own `CustomNSError` with no words of its own (no user info, a domain nobody
    /// describes) would read as "The operation couldn’t be completed. (…)": the generic text instead.
    func testErrorPresetForAWordlessCustomNSErrorIsGeneric() throws {
        struct Wordless: CustomNSError {
            static var errorDomain: String { "com.example.wordless" }
            var errorCode: Int { 2 }
        }
        let (_, view) = try show(.error(Wordless()))

        XCTAssertEqual(text(view.titleLabel), "Something Went Wrong")
        XCTAssertEqual(text(view.detailLabel), "Please try again.")
    }

    func testErrorPresetForAPlainSwiftErrorIsGeneric() throws {
        let (_, view) = try show(.error(PlainError.failed))

        XCTAssertEqual(text(view.titleLabel), "Something Went Wrong")
        XCTAssertEqual(text(view.detailLabel), "Please try again.")
    }

    func testErrorPresetShowsTheRetryButtonOnlyWithARetry() throws {
        let (_, view) = try show(.error(LoadError(), retry: {}))

        XCTAssertFalse(view.primaryButton.isHidden, "the retry button shows")
        XCTAssertEqual(view.primaryButton.configuration?.title, "Try Again")
        XCTAssertTrue(view.primaryButton.isEnabled)
        XCTAssertTrue(view.button.isHidden, "the configured button takes the place of 1.0's")
        XCTAssertTrue(accessibilityObjects(of: view).contains { $0 === view.primaryButton }, "VoiceOver reaches it")
    }

    // MARK: Only when empty, with the delegate's callbacks

    func testShowsOnlyWhileTheTableIsEmptyWithTheDelegatesCallbacks() throws {
        let fixture = makeTableFixture(start: .detached)
        fixture.tableView.emptyDataSetDelegate = fixture.spy  // delegate only: the content is the configuration
        fixture.tableView.emptyDataSetConfiguration = .search(query: "kiwi")

        XCTAssertTrue(waitUntil { fixture.tableView.isEmptyDataSetVisible })
        XCTAssertEqual(fixture.spy.lifecycleCalls, [EmptyDataSetSpy.willAppear, EmptyDataSetSpy.didAppear])
        XCTAssertEqual(fixture.spy.count(of: "title"), 0, "the spy is no source: never asked for content")
        XCTAssertGreaterThan(fixture.spy.count(of: "shouldDisplay"), 0, "the display rule asks the delegate")
        fixture.spy.resetCalls()

        fixture.dataSource.itemCounts = [3]
        fixture.tableView.reloadData()
        XCTAssertTrue(waitUntil { !fixture.tableView.isEmptyDataSetVisible }, "rows hide it")
        assertEmptyStateHidden(fixture.tableView)
        XCTAssertEqual(fixture.spy.lifecycleCalls, [EmptyDataSetSpy.willDisappear, EmptyDataSetSpy.didDisappear])
        fixture.spy.resetCalls()

        fixture.dataSource.itemCounts = [0]
        fixture.tableView.reloadData()
        XCTAssertTrue(waitUntil { fixture.tableView.isEmptyDataSetVisible }, "empty again: shown again")
        XCTAssertEqual(fixture.spy.lifecycleCalls, [EmptyDataSetSpy.willAppear, EmptyDataSetSpy.didAppear])
        XCTAssertEqual(try fixture.emptyView().titleLabel.attributedText?.string, "No Results for “kiwi”")
    }

    func testDelegateCanStillSayNo() {
        let fixture = makeTableFixture(start: .detached)
        fixture.spy.shouldDisplay = false
        fixture.tableView.emptyDataSetDelegate = fixture.spy
        fixture.tableView.emptyDataSetConfiguration = .loading()

        drainMainQueue()
        XCTAssertGreaterThan(fixture.spy.count(of: "shouldDisplay"), 0, "the configuration's reload asked the delegate")
        assertEmptyStateHidden(fixture.tableView)
        XCTAssertEqual(fixture.spy.lifecycleCalls, [])
    }

    private final class Token {}

    @MainActor
    private final class WeakBox<Value: AnyObject> {
        weak var value: Value?
    }

    /// A button's action (and what it captures) is let go once its configuration is removed and
    /// the state hid: neither the view's button nor the controller keeps it.
    func testAButtonsActionIsReleasedWithItsConfiguration() throws {
        let fixture = makeTableFixture(start: .detached)
        let weakToken = WeakBox<Token>()
        do {  // the test's own references end with this scope
            let token = Token()
            weakToken.value = token
            var configuration = EmptyDataSetConfiguration.empty()
            configuration.text = "No Messages"
            var button = UIButton.Configuration.plain()
            button.title = "Compose"
            configuration.button = button
            configuration.buttonProperties.primaryAction = UIAction { _ in _ = token }
            fixture.tableView.emptyDataSetConfiguration = configuration
        }
        XCTAssertTrue(waitUntil { fixture.tableView.isEmptyDataSetVisible })
        XCTAssertFalse(try fixture.emptyView().primaryButton.isHidden, "precondition: the button shows")
        XCTAssertNotNil(weakToken.value, "held while the button can be tapped")

        fixture.tableView.emptyDataSetConfiguration = nil

        XCTAssertTrue(waitUntil { !fixture.tableView.isEmptyDataSetVisible })
        XCTAssertTrue(waitUntil { weakToken.value == nil }, "released with the configuration")
    }

    func testRemovingTheConfigurationHidesTheEmptyState() throws {
        let (fixture, _) = try show(.loading())

        fixture.tableView.emptyDataSetConfiguration = nil

        XCTAssertTrue(waitUntil { !fixture.tableView.isEmptyDataSetVisible })
        assertEmptyStateHidden(fixture.tableView)
    }
}
#endif
