#if canImport(UIKit)
import XCTest
import UIKit
@testable import EmptyDataSet

/// What the placeholders cover: only what clipping views let show, no backdrop box under clear
/// text, the touches of views added after redaction, progress views as capsules.
@MainActor
final class RedactionCoverageTests: XCTestCase {
    func testBarsAreCutToAClippingContainer() throws {
        let host = makeRedactionHost(self)
        let container = UIView(frame: CGRect(x: 10, y: 10, width: 100, height: 60))
        container.clipsToBounds = true
        // Half outside the container on the right: its text is truncated at 200 points.
        let label = UILabel(frame: CGRect(x: 50, y: 10, width: 200, height: 30))
        label.text = "A label much wider than the card it sits in"
        let below = UIImageView(frame: CGRect(x: 10, y: 80, width: 40, height: 40))
        container.addSubview(label)
        container.addSubview(below)
        host.card.addSubview(container)
        host.card.redact()
        host.layOut()
        let overlay = try host.overlay()
        let visible = container.convert(container.bounds, to: overlay)
        let bars = try XCTUnwrap(overlay.placeholder(of: label), "the visible half still gets a bar")
        XCTAssertFalse(bars.rects.isEmpty)
        for bar in bars.rects { XCTAssertTrue(visible.contains(bar), "\(bar) inside \(visible)") }
        XCTAssertEqual(bars.rects.map(\.maxX).max() ?? 0, visible.maxX, accuracy: 0.5, "cut at the container's edge")
        XCTAssertTrue(bars.backdrop.map { visible.contains($0.rect) } ?? false, "the backdrop is cut too")
        XCTAssertNil(overlay.placeholder(of: below), "entirely outside the container: nothing drawn")
        let drawn = overlay.drawnArea
        XCTAssertFalse(drawn.isNull, "precondition: drawn")
        XCTAssertTrue(visible.insetBy(dx: -0.5, dy: -0.5).contains(drawn), "\(drawn) drawn inside \(visible)")
    }


    func testClearTextGetsBarsButNoBackdrop() throws {
        let host = makeRedactionHost(self)
        host.card.backgroundColor = .white
        let clear = host.addLabel("Clear words over the table", y: 10)
        clear.textColor = .clear
        let clearRuns = host.addLabel("Clear runs", y: 60)
        clearRuns.attributedText = NSAttributedString(string: "Clear runs", attributes: [.foregroundColor: UIColor.clear])
        let visible = host.addLabel("Visible words", y: 110)
        host.card.redact()
        host.layOut()
        let overlay = try host.overlay()
        for label in [clear, clearRuns] {
            let bars = try XCTUnwrap(overlay.placeholder(of: label), "\(label.text ?? "")")
            XCTAssertFalse(bars.rects.isEmpty, "bars still drawn")
            XCTAssertNil(bars.backdrop, "no box painted under clear text")
        }
        XCTAssertNotNil(overlay.placeholder(of: visible)?.backdrop)
        let covered = try XCTUnwrap(overlay.backdropLayers.first?.path?.boundingBox)
        XCTAssertFalse(covered.intersects(clear.convert(clear.bounds, to: overlay)))
        XCTAssertFalse(covered.intersects(clearRuns.convert(clearRuns.bounds, to: overlay)))
    }

    func testAViewAddedAfterRedactionIsCoveredForTouchesAtTheNextReshape() throws {
        let host = makeRedactionHost(self)
        host.addLabel("Title", y: 10)
        host.card.redact()
        host.layOut()
        let overlay = try host.overlay()
        let button = UIButton(type: .system)
        button.frame = CGRect(x: 10, y: 100, width: 120, height: 44)
        host.card.addSubview(button)
        let reshapes = overlay.reshapeCount
        // The card grows (a self-sizing cell): a re-shape the app did not ask for.
        host.card.frame.size.height += 20
        host.layOut()
        XCTAssertGreaterThan(overlay.reshapeCount, reshapes, "precondition: the size change re-shaped")
        XCTAssertIdentical(host.card.subviews.last, overlay, "back in front of the button")
        XCTAssertIdentical(host.card.hitTest(CGPoint(x: button.frame.midX, y: button.frame.midY), with: nil), overlay)
    }

    func testAProgressViewIsACapsule() throws {
        let host = makeRedactionHost(self)
        let progress = UIProgressView(progressViewStyle: .default)
        progress.frame = CGRect(x: 10, y: 10, width: 200, height: 4)
        progress.progress = 0.5
        host.card.addSubview(progress)
        host.card.redact(PlaceholderStyle(cornerRadius: 0))
        host.layOut()
        let shape = try XCTUnwrap(host.overlay().placeholder(of: progress))
        XCTAssertFalse(shape.isText)
        XCTAssertEqual(shape.cornerRadii.first ?? 0, progress.bounds.height / 2, accuracy: 0.01)
    }
}
#endif
