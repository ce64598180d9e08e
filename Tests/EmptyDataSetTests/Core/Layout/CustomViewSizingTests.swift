import XCTest
@testable import EmptyDataSet

final class CustomViewSizingTests: XCTestCase {
    /// `UIView.noIntrinsicMetric` is -1 on both axes.
    private let noIntrinsic = CGSize(width: -1, height: -1)
    private let available = CGSize(width: 320, height: 480)

    private func resolve(
        frameBased: Bool, frame: CGSize = .zero, intrinsic: CGSize? = nil, fitting: CGSize = .zero,
        available: CGSize? = nil
    ) -> CustomViewSizing.Resolution {
        CustomViewSizing.resolve(
            isFrameBased: frameBased, frameSize: frame, intrinsicSize: intrinsic ?? noIntrinsic,
            fittingSize: fitting, available: available ?? self.available)
    }

    func testFrameBasedViewWithFrameKeepsFrameSize() {
        let result = resolve(frameBased: true, frame: CGSize(width: 200, height: 120),
                             intrinsic: CGSize(width: 50, height: 50), fitting: CGSize(width: 10, height: 10))
        XCTAssertEqual(result, .init(width: 200, height: 120))
    }

    func testFrameBasedViewWithZeroFrameAndIntrinsicSizeLeavesAxesToIntrinsicSize() {
        let result = resolve(frameBased: true, intrinsic: CGSize(width: 80, height: 30),
                             fitting: CGSize(width: 100, height: 100))
        XCTAssertEqual(result, .init(width: nil, height: nil))
    }

    func testViewWithoutFrameOrIntrinsicSizeUsesFittingSize() {
        let result = resolve(frameBased: true, fitting: CGSize(width: 150, height: 90))
        XCTAssertEqual(result, .init(width: 150, height: 90))
    }

    func testViewWithNothingToSizeItLeavesBothAxesToAutoLayout() {
        XCTAssertEqual(resolve(frameBased: true), .init(width: nil, height: nil))
        XCTAssertEqual(resolve(frameBased: false), .init(width: nil, height: nil))
    }

    /// An Auto Layout view sizes itself: pinning its fitting size would freeze a wrapping label at
    /// its one-line height.
    func testAutoLayoutViewGetsNoExplicitSize() {
        let frame = CGSize(width: 200, height: 120)
        XCTAssertEqual(resolve(frameBased: false, frame: frame, fitting: CGSize(width: 60, height: 40)),
                       .init(width: nil, height: nil))
        XCTAssertEqual(resolve(frameBased: false, frame: frame, intrinsic: CGSize(width: 80, height: 30)),
                       .init(width: nil, height: nil))
        XCTAssertEqual(resolve(frameBased: false, frame: frame), .init(width: nil, height: nil))
    }

    func testEachAxisIsResolvedOnItsOwn() {
        // Width from the frame; height has no frame value, so it falls back to the intrinsic size.
        let result = resolve(frameBased: true, frame: CGSize(width: 200, height: 0),
                             intrinsic: CGSize(width: -1, height: 44))
        XCTAssertEqual(result, .init(width: 200, height: nil))
    }

    func testNonFiniteValuesAreIgnored() {
        let result = resolve(frameBased: true, frame: CGSize(width: CGFloat.nan, height: .infinity),
                             intrinsic: CGSize(width: CGFloat.infinity, height: .nan),
                             fitting: CGSize(width: 70, height: 35))
        XCTAssertEqual(result, .init(width: 70, height: 35))
    }

    func testFrameLargerThanAvailableIsClamped() {
        let result = resolve(frameBased: true, frame: CGSize(width: 1_000, height: 2_000))
        XCTAssertEqual(result, .init(width: 320, height: 480))
    }

    func testFittingSizeLargerThanAvailableIsClamped() {
        let result = resolve(frameBased: true, fitting: CGSize(width: 500, height: 100))
        XCTAssertEqual(result, .init(width: 320, height: 100))
    }

    func testIntrinsicSizeLargerThanAvailableGetsExplicitClampedSize() {
        let result = resolve(frameBased: true, intrinsic: CGSize(width: 900, height: 30))
        XCTAssertEqual(result, .init(width: 320, height: nil))
    }

    func testIntrinsicSizeEqualToAvailableNeedsNoConstraint() {
        XCTAssertEqual(resolve(frameBased: true, intrinsic: available), .init(width: nil, height: nil))
    }

    func testUnlaidOutAvailableAreaDoesNotCollapseTheView() {
        let result = resolve(frameBased: true, frame: CGSize(width: 100, height: 100),
                             available: CGSize(width: -10, height: CGFloat.nan))
        XCTAssertEqual(result, .init(width: 100, height: 100))
        let zero = resolve(frameBased: true, frame: CGSize(width: 100, height: 100), available: .zero)
        XCTAssertEqual(zero, .init(width: 100, height: 100))
    }
}
