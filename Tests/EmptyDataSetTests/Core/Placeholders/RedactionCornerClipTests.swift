import XCTest
@testable import EmptyDataSet

/// Placeholders round their corners where a clipping ancestor's rounded corner would cut the
/// view they stand for (a card with a corner radius, a continuous curve, some corners only).
final class RedactionCornerClipTests: XCTestCase {
    private let card = CGRect(x: 0, y: 0, width: 300, height: 200)

    func testAShapeFlushWithTheCardsCornerGetsTheCardsRadius() {
        // A header image filling the top of a card with 16-point corners.
        let image = CGRect(x: 0, y: 0, width: 300, height: 120)
        let shape = RedactionCornerRounding.shape(
            of: image, ownRadius: 4, clips: [RedactionCornerClip(rect: card, radius: 16)])
        XCTAssertEqual(shape.radii, [16, 16, 4, 4], "top corners follow the card, bottom ones keep their own")
        XCTAssertFalse(shape.isContinuous)
        let layer = shape.layerCorners(ownRadius: 4)
        XCTAssertEqual(layer.radius, 16)
        XCTAssertEqual(layer.corners, [.topLeft, .topRight])
    }

    func testAShapeAwayFromTheCornersKeepsItsOwnRadius() {
        let inside = CGRect(x: 20, y: 20, width: 100, height: 30)
        let shape = RedactionCornerRounding.shape(of: inside, ownRadius: 4, clips: [RedactionCornerClip(rect: card, radius: 16)])
        XCTAssertEqual(shape.radii, [4, 4, 4, 4])
        XCTAssertEqual(shape.layerCorners(ownRadius: 4).radius, 4)
        XCTAssertEqual(shape.layerCorners(ownRadius: 4).corners, .all)
    }

    func testOnlyTheMaskedCornersRound() {
        // A bottom sheet rounding its top corners only.
        let full = CGRect(x: 0, y: 0, width: 300, height: 200)
        let clip = RedactionCornerClip(rect: card, radius: 20, corners: [.topLeft, .topRight])
        XCTAssertEqual(RedactionCornerRounding.shape(of: full, ownRadius: 0, clips: [clip]).radii, [20, 20, 0, 0])
    }

    func testEachMaskedCornerIsItsOwn() {
        let full = CGRect(x: 0, y: 0, width: 300, height: 200)
        for (index, corner) in RedactionCorners.ordered.enumerated() {
            let radii = RedactionCornerRounding.shape(
                of: full, ownRadius: 0, clips: [RedactionCornerClip(rect: card, radius: 10, corners: corner)]).radii
            XCTAssertEqual(radii, (0..<4).map { $0 == index ? 10 : 0 }, "\(corner)")
        }
        XCTAssertEqual(Set(RedactionCorners.ordered.map(\.rawValue)).count, 4)
        XCTAssertEqual(RedactionCorners.ordered.reduce(0) { $0 | $1.rawValue }, RedactionCorners.all.rawValue)
    }

    func testAContinuousCurveIsKept() {
        let clip = RedactionCornerClip(rect: card, radius: 12, isContinuous: true)
        let shape = RedactionCornerRounding.shape(of: CGRect(x: 0, y: 150, width: 80, height: 50), ownRadius: 0, clips: [clip])
        XCTAssertEqual(shape.radii, [0, 0, 12, 0])
        XCTAssertTrue(shape.isContinuous)
        XCTAssertFalse(RedactionCornerRounding.shape(of: CGRect(x: 40, y: 40, width: 10, height: 10), ownRadius: 0, clips: [clip]).isContinuous,
                       "a curve that decided nothing is not taken")
    }

    func testAnInsetCornerNeedsLessRounding() {
        // Inset by d on both sides: R − (2 + √2)·d keeps the corner inside the card's circle.
        XCTAssertEqual(RedactionCornerRounding.requiredRadius(clipRadius: 20, dx: 0, dy: 0), 20, accuracy: 1e-9)
        XCTAssertEqual(RedactionCornerRounding.requiredRadius(clipRadius: 20, dx: 2, dy: 2), 20 - (2 + 2.squareRoot()) * 2, accuracy: 1e-9)
        // Far enough in, the card's curve does not reach the corner.
        XCTAssertEqual(RedactionCornerRounding.requiredRadius(clipRadius: 20, dx: 6, dy: 6), 0)
        XCTAssertEqual(RedactionCornerRounding.requiredRadius(clipRadius: 20, dx: 25, dy: 0), 0)
        // Flush on one side, inset on the other: between the two.
        let mixed = RedactionCornerRounding.requiredRadius(clipRadius: 20, dx: 0, dy: 4)
        XCTAssertGreaterThan(mixed, 0)
        XCTAssertLessThan(mixed, 20)
    }

    func testTheRoundedCornerStaysInsideTheCardsCircle() {
        // The corner circle of the result lies inside the card's: |c − C| + r ≤ R.
        for (dx, dy) in [(0.0, 3.0), (1.0, 1.0), (2.5, 0.5), (4.0, 0.0)] {
            let radius = 20.0
            let r = Double(RedactionCornerRounding.requiredRadius(clipRadius: CGFloat(radius), dx: CGFloat(dx), dy: CGFloat(dy)))
            let distance = ((r - (radius - dx)) * (r - (radius - dx)) + (r - (radius - dy)) * (r - (radius - dy))).squareRoot()
            XCTAssertLessThanOrEqual(distance + r, radius + 1e-6, "dx \(dx), dy \(dy)")
            // And no rounder than needed: a point less would poke out.
            if r > 1 {
                let less = r - 1
                let lessDistance = ((less - (radius - dx)) * (less - (radius - dx)) + (less - (radius - dy)) * (less - (radius - dy))).squareRoot()
                XCTAssertGreaterThan(lessDistance + less, radius, "dx \(dx), dy \(dy)")
            }
        }
    }

    func testEachCornerIsMeasuredFromItsOwnSides() {
        let rect = CGRect(x: 10, y: 20, width: 100, height: 50)
        let clip = CGRect(x: 0, y: 0, width: 300, height: 200)
        XCTAssertTrue(RedactionCornerRounding.insets(of: rect, from: clip, at: .topLeft) == (10, 20))
        XCTAssertTrue(RedactionCornerRounding.insets(of: rect, from: clip, at: .topRight) == (190, 20))
        XCTAssertTrue(RedactionCornerRounding.insets(of: rect, from: clip, at: .bottomLeft) == (10, 130))
        XCTAssertTrue(RedactionCornerRounding.insets(of: rect, from: clip, at: .bottomRight) == (190, 130))
    }

    func testNestedClipsTakeTheRoundestAndSmallShapesStayShapes() {
        let outer = RedactionCornerClip(rect: card, radius: 10)
        let inner = RedactionCornerClip(rect: CGRect(x: 0, y: 0, width: 100, height: 100), radius: 24)
        let shape = RedactionCornerRounding.shape(of: CGRect(x: 0, y: 0, width: 100, height: 100), ownRadius: 0, clips: [outer, inner])
        XCTAssertEqual(shape.radii[0], 24)
        // Never more than half the shorter side.
        let thin = RedactionCornerRounding.shape(of: CGRect(x: 0, y: 0, width: 100, height: 8), ownRadius: 0, clips: [outer])
        XCTAssertEqual(thin.radii[0], 4)
    }

    func testAClipsRadiusIsCappedAtHalfItsShorterSide() {
        // A 20-point-tall pill with a 40-point radius draws 10-point corners: a placeholder 5
        // points in from its left end needs the rounding of the 10-point curve, not a 40-point one.
        let pill = RedactionCornerClip(rect: CGRect(x: 0, y: 0, width: 300, height: 20), radius: 40)
        let shape = RedactionCornerRounding.shape(of: CGRect(x: 5, y: 0, width: 100, height: 20), ownRadius: 0, clips: [pill])
        XCTAssertEqual(shape.radii[0], RedactionCornerRounding.requiredRadius(clipRadius: 10, dx: 5, dy: 0), accuracy: 1e-9)
        XCTAssertEqual(shape.radii[0], 5, accuracy: 1e-9)
    }

    func testBadInputRoundsNothing() {
        let clips = [
            RedactionCornerClip(rect: card, radius: .nan), RedactionCornerClip(rect: card, radius: -5),
            RedactionCornerClip(rect: CGRect(x: 0, y: 0, width: CGFloat.infinity, height: 10), radius: 8),
        ]
        XCTAssertEqual(RedactionCornerRounding.shape(of: CGRect(x: 0, y: 0, width: 50, height: 50), ownRadius: .nan, clips: clips).radii,
                       [0, 0, 0, 0])
        XCTAssertEqual(RedactionCornerRounding.requiredRadius(clipRadius: 10, dx: .nan, dy: 0), 0)
        XCTAssertEqual(RedactionCornerShape(radii: [0, 0, 0, 0]).layerCorners(ownRadius: -3).radius, 0)
    }
}
