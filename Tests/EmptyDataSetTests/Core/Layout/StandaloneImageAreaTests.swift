import XCTest

@testable import EmptyDataSet

/// The image of a content view that sizes to its content is fitted in its window, never in its
/// own height (which starts at zero in a self-sizing cell).
final class StandaloneImageAreaTests: XCTestCase {
    private let margins: (top: CGFloat, leading: CGFloat, bottom: CGFloat, trailing: CGFloat) = (16, 20, 24, 10)

    func testTheWindowsHeightInsideTheMarginsWhateverTheViewsOwn() {
        let area = StandaloneImageArea.area(readableWidth: 300, windowSize: CGSize(width: 390, height: 844), margins: margins)
        XCTAssertEqual(area, CGSize(width: 300, height: 844 - 16 - 24))
    }

    func testTheReadableWidthOnceTheViewHasOne() {
        let area = StandaloneImageArea.area(readableWidth: 123, windowSize: CGSize(width: 1024, height: 768), margins: margins)
        XCTAssertEqual(area.width, 123)
    }

    func testBeforeItsFirstLayoutTheWindowsWidthInsideTheMargins() {
        for readable in [0, -5, .nan, .infinity] as [CGFloat] {
            let area = StandaloneImageArea.area(readableWidth: readable, windowSize: CGSize(width: 390, height: 844), margins: margins)
            XCTAssertEqual(area.width, 390 - 20 - 10, "\(readable)")
        }
    }

    func testOutsideAWindowTheSmallestPhoneStandsIn() {
        for window in [nil, CGSize.zero, CGSize(width: 0, height: 500), CGSize(width: CGFloat.infinity, height: 500)] as [CGSize?] {
            let area = StandaloneImageArea.area(readableWidth: 0, windowSize: window, margins: margins)
            XCTAssertEqual(area, CGSize(width: 320 - 30, height: 568 - 40), "\(String(describing: window))")
        }
    }

    func testBadMarginsCountAsZeroAndTheAreaIsNeverNegative() {
        let bad: (top: CGFloat, leading: CGFloat, bottom: CGFloat, trailing: CGFloat) = (-10, .nan, .infinity, -3)
        let area = StandaloneImageArea.area(readableWidth: 0, windowSize: CGSize(width: 390, height: 844), margins: bad)
        XCTAssertEqual(area, CGSize(width: 390, height: 844))
        let huge: (top: CGFloat, leading: CGFloat, bottom: CGFloat, trailing: CGFloat) = (600, 300, 600, 300)
        XCTAssertEqual(
            StandaloneImageArea.area(readableWidth: 0, windowSize: CGSize(width: 390, height: 844), margins: huge), .zero)
    }

    func testAKnownContainerWidthStandsInForTheReadableWidthBeforeTheWindows() {
        let area = StandaloneImageArea.area(
            readableWidth: 0, containerWidth: 430, windowSize: nil, margins: margins)
        XCTAssertEqual(area, CGSize(width: 430 - 30, height: 568 - 40), "a cell's width before it has a window")
        let inWindow = StandaloneImageArea.area(
            readableWidth: 0, containerWidth: 300, windowSize: CGSize(width: 768, height: 1024), margins: margins)
        XCTAssertEqual(inWindow.width, 300 - 30, "the container's width, not the window's")
        XCTAssertEqual(
            StandaloneImageArea.area(readableWidth: 200, containerWidth: 430, windowSize: nil, margins: margins).width, 200,
            "the readable width wins once known")
        for unknown in [nil, 0, -1, .nan, .infinity] as [CGFloat?] {
            let area = StandaloneImageArea.area(
                readableWidth: 0, containerWidth: unknown, windowSize: CGSize(width: 390, height: 844), margins: margins)
            XCTAssertEqual(area.width, 390 - 30, "\(String(describing: unknown))")
        }
    }
}
