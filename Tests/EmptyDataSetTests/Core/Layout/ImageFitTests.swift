import XCTest
@testable import EmptyDataSet

final class ImageFitTests: XCTestCase {
    private let available = CGSize(width: 300, height: 200)

    func testSmallerImageKeepsItsSize() {
        XCTAssertEqual(ImageFit.displaySize(for: CGSize(width: 64, height: 48), in: available),
                       CGSize(width: 64, height: 48))
    }

    func testImageExactlyAvailableSizeKeepsItsSize() {
        XCTAssertEqual(ImageFit.displaySize(for: available, in: available), available)
    }

    func testSmallImageInHugeAreaIsNeverUpscaled() {
        XCTAssertEqual(ImageFit.displaySize(for: CGSize(width: 10, height: 20), in: CGSize(width: 5_000, height: 5_000)),
                       CGSize(width: 10, height: 20))
    }

    func testWiderImageIsScaledToAvailableWidthKeepingAspect() {
        // 600×100: width is 2× too large, height fits, so scale by 1/2.
        let size = ImageFit.displaySize(for: CGSize(width: 600, height: 100), in: available)
        XCTAssertEqual(size.width, 300, accuracy: 1e-9)
        XCTAssertEqual(size.height, 50, accuracy: 1e-9)
    }

    func testTallerImageIsScaledToAvailableHeightKeepingAspect() {
        // 100×800: height is 4× too large, so scale by 1/4.
        let size = ImageFit.displaySize(for: CGSize(width: 100, height: 800), in: available)
        XCTAssertEqual(size.width, 25, accuracy: 1e-9)
        XCTAssertEqual(size.height, 200, accuracy: 1e-9)
    }

    func testImageTooLargeOnBothAxesUsesTheTighterScale() {
        // 900×400: width needs 1/3, height needs 1/2; 1/3 makes both fit.
        let size = ImageFit.displaySize(for: CGSize(width: 900, height: 400), in: available)
        XCTAssertEqual(size.width, 300, accuracy: 1e-9)
        XCTAssertEqual(size.height, 400.0 / 3.0, accuracy: 1e-9)
        XCTAssertLessThanOrEqual(size.height, available.height)
    }

    func testZeroImageDimensionDisplaysAtZero() {
        XCTAssertEqual(ImageFit.displaySize(for: CGSize(width: 0, height: 50), in: available), .zero)
        XCTAssertEqual(ImageFit.displaySize(for: CGSize(width: 50, height: 0), in: available), .zero)
        XCTAssertEqual(ImageFit.displaySize(for: .zero, in: available), .zero)
    }

    func testNonFiniteOrNegativeImageSizeDisplaysAtZero() {
        XCTAssertEqual(ImageFit.displaySize(for: CGSize(width: CGFloat.nan, height: 50), in: available), .zero)
        XCTAssertEqual(ImageFit.displaySize(for: CGSize(width: 50, height: CGFloat.infinity), in: available), .zero)
        XCTAssertEqual(ImageFit.displaySize(for: CGSize(width: -50, height: 50), in: available), .zero)
    }

    func testNoAvailableSpaceDisplaysAtZero() {
        let size = ImageFit.displaySize(for: CGSize(width: 50, height: 50), in: .zero)
        XCTAssertEqual(size, .zero)
    }

    func testNegativeOrNaNAvailableSpaceDisplaysAtZero() {
        // A scroll view in the middle of a resize can report such sizes; the image must not get a
        // negative size.
        let image = CGSize(width: 50, height: 50)
        XCTAssertEqual(ImageFit.displaySize(for: image, in: CGSize(width: -10, height: 100)), .zero)
        XCTAssertEqual(ImageFit.displaySize(for: image, in: CGSize(width: 100, height: CGFloat.nan)), .zero)
    }
}
