import XCTest
@testable import EmptyDataSet

final class ContentPlanTests: XCTestCase {
    private func plan(
        image: Bool = false, labeled: Bool = false, title: Bool = false, description: Bool = false,
        button: Bool = false, custom: Bool = false
    ) -> ContentPlan {
        ContentPlan(hasImage: image, isImageLabeled: labeled, hasTitle: title, hasDescription: description,
                    hasButton: button, hasCustomView: custom)
    }

    func testElementCasesAreInTopToBottomOrder() {
        XCTAssertEqual(ContentElement.allCases, [.activityIndicator, .image, .title, .description, .button, .secondaryButton])
    }

    func testEmptyPlanShowsNothingAndLetsVoiceOverChoose() {
        let empty = ContentPlan()
        XCTAssertEqual(empty.visibleElements, [])
        XCTAssertEqual(empty.accessibilityOrder, [])
        XCTAssertNil(empty.initialAccessibilityFocus)
    }

    func testAllElementsAreVisibleTopToBottom() {
        let full = plan(image: true, labeled: true, title: true, description: true, button: true)
        XCTAssertEqual(full.visibleElements, [.image, .title, .description, .button])
    }

    func testAbsentElementsAreSkipped() {
        XCTAssertEqual(plan(image: true, description: true).visibleElements, [.image, .description])
        XCTAssertEqual(plan(title: true, button: true).visibleElements, [.title, .button])
        XCTAssertEqual(plan(button: true).visibleElements, [.button])
    }

    func testCustomViewHidesEveryStandardElement() {
        let custom = plan(image: true, labeled: true, title: true, description: true, button: true, custom: true)
        XCTAssertEqual(custom.visibleElements, [])
        XCTAssertEqual(custom.accessibilityOrder, [])
        XCTAssertNil(custom.initialAccessibilityFocus)
    }

    func testUnlabeledImageIsVisibleButSkippedByVoiceOver() {
        let decorative = plan(image: true, labeled: false, title: true, description: true)
        XCTAssertEqual(decorative.visibleElements, [.image, .title, .description])
        XCTAssertEqual(decorative.accessibilityOrder, [.title, .description])
        XCTAssertEqual(decorative.initialAccessibilityFocus, .title)
    }

    func testLabeledImageIsReadFirst() {
        let labeled = plan(image: true, labeled: true, title: true, button: true)
        XCTAssertEqual(labeled.accessibilityOrder, [.image, .title, .button])
        XCTAssertEqual(labeled.initialAccessibilityFocus, .image)
    }

    func testImageLabelWithoutImageAddsNothing() {
        let noImage = plan(labeled: true, description: true)
        XCTAssertEqual(noImage.visibleElements, [.description])
        XCTAssertEqual(noImage.accessibilityOrder, [.description])
    }

    func testInitialFocusIsFirstReadableElement() {
        XCTAssertEqual(plan(description: true, button: true).initialAccessibilityFocus, .description)
        XCTAssertEqual(plan(button: true).initialAccessibilityFocus, .button)
    }

    func testOnlyDecorativeImageLeavesNoInitialFocus() {
        let decorative = plan(image: true)
        XCTAssertEqual(decorative.visibleElements, [.image])
        XCTAssertEqual(decorative.accessibilityOrder, [])
        XCTAssertNil(decorative.initialAccessibilityFocus)
    }

    // MARK: - Configurations' extra elements

    func testLoadingIndicatorIsFirstAndSilentNextToText() {
        let loading = ContentPlan(hasActivityIndicator: true, hasTitle: true)
        XCTAssertEqual(loading.visibleElements, [.activityIndicator, .title])
        XCTAssertEqual(loading.accessibilityOrder, [.title], "\"Loading…\" says what the indicator shows")
        XCTAssertEqual(loading.initialAccessibilityFocus, .title)
    }

    func testALoneIndicatorIsRead() {
        let spinner = ContentPlan(hasActivityIndicator: true)
        XCTAssertEqual(spinner.accessibilityOrder, [.activityIndicator])
    }

    func testSecondaryButtonIsLast() {
        let twoButtons = ContentPlan(hasTitle: true, hasButton: true, hasSecondaryButton: true)
        XCTAssertEqual(twoButtons.visibleElements, [.title, .button, .secondaryButton])
        XCTAssertEqual(twoButtons.accessibilityOrder, [.title, .button, .secondaryButton])
    }
}
