import XCTest
@testable import EmptyDataSet

/// The image's part for VoiceOver: a configured label wins, an SF Symbol without one is
/// decorative (UIKit names every symbol while VoiceOver runs), another image keeps its own label;
/// the initial focus goes to the text, the image only when nothing else is readable.
final class ImageAccessibilityTests: XCTestCase {
    private func label(_ configured: String?, own: String?, symbol: Bool) -> String? {
        ImageAccessibility.label(configured: configured, imageLabel: own, isSymbolImage: symbol)
    }

    func testAConfiguredLabelWinsOverTheImagesOwn() {
        XCTAssertEqual(label("No connection", own: "wifi.slash", symbol: true), "No connection")
        XCTAssertEqual(label("No connection", own: "Cloud", symbol: false), "No connection")
        XCTAssertEqual(label("No connection", own: nil, symbol: true), "No connection")
    }

    func testAnEmptyConfiguredLabelMakesAnyImageDecorative() {
        XCTAssertNil(label("", own: "Cloud", symbol: false))
        XCTAssertNil(label("", own: "magnifying glass", symbol: true))
    }

    /// The label UIKit's accessibility bundle gives a symbol is not read first in every empty state.
    func testASymbolWithoutAConfiguredLabelIsDecorative() {
        XCTAssertNil(label(nil, own: "magnifying glass", symbol: true))
        XCTAssertNil(label(nil, own: nil, symbol: true))
    }

    func testAnotherImageKeepsItsOwnLabel() {
        XCTAssertEqual(label(nil, own: "No connection", symbol: false), "No connection")
        XCTAssertNil(label(nil, own: nil, symbol: false), "an image without a label is decorative")
        XCTAssertNil(label(nil, own: "", symbol: false), "an empty own label is none")
    }

    /// A labeled image stays first in the reading order, but the initial focus skips it.
    func testTheInitialFocusSkipsALabeledImage() {
        let plan = ContentPlan(hasImage: true, isImageLabeled: true, hasTitle: true, hasDescription: true, hasButton: true)
        XCTAssertEqual(plan.accessibilityOrder.first, .image, "precondition: the image is read first")
        XCTAssertEqual(ImageAccessibility.initialFocus(in: plan), .title)
        let noTitle = ContentPlan(hasImage: true, isImageLabeled: true, hasDescription: true, hasButton: true)
        XCTAssertEqual(ImageAccessibility.initialFocus(in: noTitle), .description)
        let buttonOnly = ContentPlan(hasImage: true, isImageLabeled: true, hasButton: true)
        XCTAssertEqual(ImageAccessibility.initialFocus(in: buttonOnly), .button)
    }

    func testTheImageIsFocusedOnlyWhenNothingElseIsReadable() {
        XCTAssertEqual(ImageAccessibility.initialFocus(in: ContentPlan(hasImage: true, isImageLabeled: true)), .image)
        XCTAssertNil(ImageAccessibility.initialFocus(in: ContentPlan(hasImage: true, isImageLabeled: false)))
        XCTAssertNil(ImageAccessibility.initialFocus(in: ContentPlan()))
    }

    func testAnIndicatorWithoutTextIsFocusedBeforeTheImage() {
        let plan = ContentPlan(hasActivityIndicator: true, hasImage: true, isImageLabeled: true)
        XCTAssertEqual(ImageAccessibility.initialFocus(in: plan), .activityIndicator)
    }
}
