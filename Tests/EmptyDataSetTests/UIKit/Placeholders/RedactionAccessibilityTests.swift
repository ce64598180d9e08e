#if canImport(UIKit)
import XCTest
import UIKit
@testable import EmptyDataSet

/// VoiceOver, Reduce Motion, touches and the shared animation phase of redacted views. VoiceOver
/// and Reduce Motion are stood in for through ``AccessibilitySystem`` (a simulator test cannot
/// turn them on); what VoiceOver would reach is read from `accessibilityElements`.
@MainActor
final class RedactionAccessibilityTests: XCTestCase {
    func testRedactedContentIsReadAsOneLoadingElement() throws {
        let host = makeRedactionHost(self)
        host.addLabel("Secret title", y: 10)
        host.card.redact()
        host.layOut()
        let overlay = try host.overlay()
        let elements = try XCTUnwrap(host.card.accessibilityElements)
        XCTAssertEqual(elements.count, 1)
        XCTAssertIdentical(elements.first as AnyObject, overlay)
        XCTAssertTrue(overlay.isAccessibilityElement)
        XCTAssertEqual(overlay.accessibilityLabel, PresetLocalization.string(for: .loading))
        XCTAssertFalse(overlay.accessibilityLabel?.isEmpty ?? true)

        host.card.unredact()
        XCTAssertNil(host.card.accessibilityElements, "the content is readable again")
    }

    func testExcludedViewsStayReadableAfterTheLoadingElement() throws {
        let host = makeRedactionHost(self)
        let title = host.addLabel("Inbox", y: 10)
        title.redactionBehavior = .excluded
        host.addLabel("Loading message", y: 60)
        host.card.redact()
        host.layOut()
        let elements = try XCTUnwrap(host.card.accessibilityElements).map { $0 as AnyObject }
        XCTAssertEqual(elements.count, 2)
        XCTAssertIdentical(elements[0], try host.overlay())
        XCTAssertIdentical(elements[1], title)
    }

    func testTheAppsOwnReadingOrderIsPutBack() {
        let host = makeRedactionHost(self)
        let label = host.addLabel("Own order", y: 10)
        host.card.accessibilityElements = [label]
        host.card.redact()
        host.layOut()
        host.card.unredact()
        XCTAssertEqual(host.card.accessibilityElements?.count, 1)
        XCTAssertIdentical(host.card.accessibilityElements?.first as AnyObject, label)
    }

    func testARedactedTableCellReadsLoadingAndGetsItsOwnWordsBack() throws {
        let window = makeShownWindow()
        let table = RedactionTable(rows: 2)
        keepHosted(table.tableView, in: window)
        let cell = try XCTUnwrap(table.tableView.cellForRow(at: IndexPath(row: 0, section: 0)))
        cell.accessibilityLabel = "Row 0, by Ann"
        cell.accessibilityValue = "Unread"
        cell.accessibilityHint = "Opens the message"
        cell.contentView.redact()
        cell.contentView.layoutIfNeeded()
        // VoiceOver reads the cell itself, never its content view's elements.
        XCTAssertEqual(cell.accessibilityLabel, PresetLocalization.string(for: .loading))
        XCTAssertNil(cell.accessibilityValue)
        XCTAssertNil(cell.accessibilityHint)
        cell.contentView.unredact()
        XCTAssertEqual(cell.accessibilityLabel, "Row 0, by Ann")
        XCTAssertEqual(cell.accessibilityValue, "Unread")
        XCTAssertEqual(cell.accessibilityHint, "Opens the message")
        XCTAssertNil(cell.contentView.accessibilityElements)
        withExtendedLifetime((table, window)) {}
        window.isHidden = true
    }

    func testACellsWordsSetDuringRedactionAreKept() throws {
        let window = makeShownWindow()
        let table = RedactionTable(rows: 2)
        keepHosted(table.tableView, in: window)
        let cell = try XCTUnwrap(table.tableView.cellForRow(at: IndexPath(row: 1, section: 0)))
        cell.accessibilityValue = "Unread"
        cell.redact()
        cell.layoutIfNeeded()
        XCTAssertEqual(cell.accessibilityLabel, PresetLocalization.string(for: .loading), "the cell itself redacted")
        // The data arrived and the app described the cell before ending the redaction.
        cell.accessibilityLabel = "Row 1, by Bo"
        cell.accessibilityValue = "Read"
        cell.unredact()
        XCTAssertEqual(cell.accessibilityLabel, "Row 1, by Bo")
        XCTAssertEqual(cell.accessibilityValue, "Read")
        withExtendedLifetime((table, window)) {}
        window.isHidden = true
    }

    func testEndingWithoutTheLayoutChangePostsNothing() {
        let standIn = standInForAccessibility(voiceOver: true)
        let host = makeRedactionHost(self)
        host.addLabel("Rows", y: 10)
        host.card.redact()
        host.layOut()
        standIn.resetPosts()
        // The loading flow's placeholder rows announce the new state themselves.
        host.card.unredact(postingLayoutChange: false)
        drainMainQueue()
        XCTAssertFalse(host.card.isRedacted)
        XCTAssertTrue(standIn.layoutChangeArguments.isEmpty)
    }

    func testEndOfRedactionPostsOneLayoutChangeForManyViews() {
        let standIn = standInForAccessibility(voiceOver: true)
        let host = makeRedactionHost(self)
        let views = (0..<3).map { index -> UIView in
            let view = UIView(frame: CGRect(x: 0, y: CGFloat(index) * 100, width: 300, height: 90))
            host.card.addSubview(view)
            view.redact()
            return view
        }
        host.layOut()
        standIn.resetPosts()
        views.forEach { $0.unredact() }
        XCTAssertTrue(standIn.layoutChangeArguments.isEmpty, "posted on the next turn, once")
        drainMainQueue()
        XCTAssertEqual(standIn.layoutChangeArguments.count, 1)
        XCTAssertNil(standIn.layoutChangeArguments.first ?? nil)
    }

    func testEndingARedactionNobodySawPostsNothing() {
        let standIn = standInForAccessibility(voiceOver: true)
        let host = makeRedactionHost(self)
        let shown = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 90))
        let hidden = UIView(frame: CGRect(x: 0, y: 100, width: 300, height: 90))
        let offWindow = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 90))
        host.card.addSubview(shown)
        host.card.addSubview(hidden)
        for view in [shown, hidden, offWindow] { view.redact() }
        hidden.isHidden = true
        host.layOut()
        standIn.resetPosts()
        hidden.unredact()
        offWindow.unredact()
        drainMainQueue()
        XCTAssertTrue(standIn.layoutChangeArguments.isEmpty, "a hidden or off-window view changed nothing VoiceOver read")
        // The same path posts for a view on screen: the check can fail.
        shown.unredact()
        drainMainQueue()
        XCTAssertEqual(standIn.layoutChangeArguments.count, 1)
    }

    func testARedactedLabelOrButtonReadsLoadingAndGetsItsWordsBack() throws {
        let host = makeRedactionHost(self)
        let label = host.addLabel("Balance: 1 234 €", y: 10)
        let button = UIButton(type: .system)
        button.setTitle("Pay", for: .normal)
        button.frame = CGRect(x: 10, y: 60, width: 100, height: 44)
        button.accessibilityHint = "Pays the bill"
        host.card.addSubview(button)
        XCTAssertTrue(label.isAccessibilityElement && button.isAccessibilityElement, "precondition: elements themselves")
        label.redact()
        button.redact()
        host.layOut()
        let loading = PresetLocalization.string(for: .loading)
        // VoiceOver reads the element itself, not its accessibilityElements.
        XCTAssertEqual(label.accessibilityLabel, loading)
        XCTAssertEqual(button.accessibilityLabel, loading)
        XCTAssertNil(button.accessibilityHint)
        label.unredact()
        button.unredact()
        XCTAssertEqual(label.accessibilityLabel, "Balance: 1 234 €", "the label's own text again")
        XCTAssertEqual(button.accessibilityLabel, "Pay")
        XCTAssertEqual(button.accessibilityHint, "Pays the bill")
    }

    func testAReusedCellDescribedAgainWhileRedactedStillReadsLoading() throws {
        let window = makeShownWindow()
        let table = RedactionTable(rows: 2)
        keepHosted(table.tableView, in: window)
        let cell = try XCTUnwrap(table.tableView.cellForRow(at: IndexPath(row: 0, section: 0)))
        cell.contentView.redact()
        cell.contentView.layoutIfNeeded()
        let loading = PresetLocalization.string(for: .loading)
        XCTAssertEqual(cell.accessibilityLabel, loading)
        // The cell is reused for another row: the app's configuration describes it, still loading.
        cell.accessibilityLabel = "Row 7, by Cy"
        cell.accessibilityValue = "Unread"
        cell.contentView.redact()
        cell.contentView.layoutIfNeeded()
        XCTAssertEqual(cell.accessibilityLabel, loading, "the stand-in again, not the dummy row's words")
        XCTAssertNil(cell.accessibilityValue)
        // The data arrived: the app's latest words are read.
        cell.contentView.unredact()
        XCTAssertEqual(cell.accessibilityLabel, "Row 7, by Cy")
        XCTAssertEqual(cell.accessibilityValue, "Unread")
        withExtendedLifetime((table, window)) {}
        window.isHidden = true
    }

    /// A reused cell's new label (nil included) wins; its new value and hint win when it sets
    /// them (a nil value or hint cannot be told from "never touched", so those stay the app's
    /// earlier words: a hint set once in `init` survives redaction).
    func testAReusedCellThatClearsItsLabelAndSetsNewWordsWhileRedactedGetsThoseBack() throws {
        let window = makeShownWindow()
        let table = RedactionTable(rows: 2)
        keepHosted(table.tableView, in: window)
        let cell = try XCTUnwrap(table.tableView.cellForRow(at: IndexPath(row: 0, section: 0)))
        // Row 0's words, set by the app before redaction.
        cell.accessibilityLabel = "Row 0, by Ann"
        cell.accessibilityValue = "Read"
        cell.accessibilityHint = "Opens the message"
        cell.contentView.redact()
        cell.contentView.layoutIfNeeded()
        // Reused for row 7, whose configuration sets no label but a value and hint of its own.
        cell.accessibilityLabel = nil
        cell.accessibilityValue = "Unread"
        cell.accessibilityHint = "Opens the draft"
        cell.contentView.setNeedsRedactionUpdate()
        cell.contentView.layoutIfNeeded()
        XCTAssertEqual(cell.accessibilityLabel, PresetLocalization.string(for: .loading))
        cell.contentView.unredact()
        XCTAssertNil(cell.accessibilityLabel, "row 0's label is not read on row 7")
        XCTAssertEqual(cell.accessibilityValue, "Unread", "row 7's value, not row 0's")
        XCTAssertEqual(cell.accessibilityHint, "Opens the draft", "row 7's hint, not row 0's")
        withExtendedLifetime((table, window)) {}
        window.isHidden = true
    }

    func testAHintSetOnceSurvivesALabelSetWhileRedacted() throws {
        let window = makeShownWindow()
        let table = RedactionTable(rows: 2)
        keepHosted(table.tableView, in: window)
        let cell = try XCTUnwrap(table.tableView.cellForRow(at: IndexPath(row: 0, section: 0)))
        cell.accessibilityHint = "Opens the message"  // set once, as in a cell's init
        cell.contentView.redact()
        cell.contentView.layoutIfNeeded()
        XCTAssertNil(cell.accessibilityHint, "precondition: cleared while redacted")
        cell.accessibilityLabel = "Row 1, by Bo"  // configured for its row while redacted
        cell.contentView.setNeedsRedactionUpdate()
        cell.contentView.layoutIfNeeded()
        XCTAssertEqual(cell.accessibilityLabel, PresetLocalization.string(for: .loading), "the stand-in re-asserted")
        cell.contentView.unredact()
        XCTAssertEqual(cell.accessibilityLabel, "Row 1, by Bo")
        XCTAssertEqual(cell.accessibilityHint, "Opens the message", "the hint set once is not lost")
        withExtendedLifetime((table, window)) {}
        window.isHidden = true
    }

    func testAComputedValueIsNotFrozenWhenRedactionEnds() throws {
        let host = makeRedactionHost(self)
        // Reports a value it computes from its state until one is set, as UIKit's cells (their
        // combined value) and sliders do.
        let slider = ComputedValueView(frame: CGRect(x: 10, y: 10, width: 200, height: 40))
        host.card.addSubview(slider)
        slider.redact()
        host.layOut()
        XCTAssertEqual(slider.accessibilityLabel, PresetLocalization.string(for: .loading))

        // Its state changed while redacted, and a re-shape re-asserted the stand-in.
        slider.computed = "80%"
        slider.setNeedsRedactionUpdate()
        host.layOut()
        slider.unredact()
        XCTAssertNil(slider.setValue, "the computed value was not put back as a set one")
        slider.computed = "20%"
        XCTAssertEqual(slider.accessibilityValue, "20%", "it follows its state again")
    }

    func testAValueTheAppSetsWhileRedactedIsStillPutBack() throws {
        let host = makeRedactionHost(self)
        let slider = ComputedValueView(frame: CGRect(x: 10, y: 10, width: 200, height: 40))
        host.card.addSubview(slider)
        slider.redact()
        host.layOut()
        slider.accessibilityValue = "Volume at maximum"
        slider.setNeedsRedactionUpdate()
        host.layOut()
        XCTAssertEqual(slider.accessibilityValue, "50%", "cleared while redacted: only the computed value is left")
        slider.unredact()
        XCTAssertEqual(slider.accessibilityValue, "Volume at maximum")
    }

    func testNothingIsPostedWithoutVoiceOver() {
        let standIn = standInForAccessibility(voiceOver: false)
        let host = makeRedactionHost(self)
        host.card.redact()
        host.layOut()
        host.card.unredact()
        drainMainQueue()
        XCTAssertTrue(standIn.posts.isEmpty)
    }

    func testRedactedContentIgnoresTouchesUntilRedactionEnds() throws {
        let host = makeRedactionHost(self)
        let button = UIButton(type: .system)
        button.frame = CGRect(x: 10, y: 10, width: 120, height: 44)
        host.card.addSubview(button)
        host.card.redact()
        host.layOut()
        let point = CGPoint(x: button.frame.midX, y: button.frame.midY)
        XCTAssertIdentical(host.card.hitTest(point, with: nil), try host.overlay())
        host.card.unredact()
        XCTAssertIdentical(host.card.hitTest(point, with: nil), button)
    }

    // MARK: Motion

    func testReduceMotionShowsAStaticFillAndSwitchesLive() throws {
        let standIn = standInForAccessibility(reduceMotion: true)
        let host = makeRedactionHost(self)
        host.addLabel("Still", y: 10)
        host.card.redact()
        host.layOut()
        let overlay = try host.overlay()
        XCTAssertFalse(overlay.placeholderLayers.isEmpty, "precondition: drawn")
        XCTAssertEqual(overlay.runningAnimation, .none)
        XCTAssertTrue(overlay.runningAnimations.isEmpty)

        standIn.setReduceMotion(false)
        XCTAssertEqual(overlay.runningAnimation, .shimmer)
        XCTAssertEqual(overlay.runningAnimations.count, overlay.placeholderLayers.count, "every placeholder moves")
        XCTAssertEqual(overlay.runningAnimations.first?.keyPath, "locations")

        standIn.setReduceMotion(true)
        XCTAssertEqual(overlay.runningAnimation, .none)
        XCTAssertTrue(overlay.runningAnimations.isEmpty)
    }

    func testLeavingTheWindowStopsTheAnimationAndReturningRestartsIt() throws {
        _ = standInForAccessibility(reduceMotion: false)
        let host = makeRedactionHost(self)
        host.addLabel("Moving", y: 10)
        host.card.redact()
        host.layOut()
        let overlay = try host.overlay()
        XCTAssertEqual(overlay.runningAnimation, .shimmer)
        XCTAssertFalse(overlay.runningAnimations.isEmpty, "precondition: animating on screen")
        let parent = try XCTUnwrap(host.card.superview)
        host.card.removeFromSuperview()
        XCTAssertNil(overlay.window)
        XCTAssertEqual(overlay.runningAnimation, .none)
        XCTAssertTrue(overlay.runningAnimations.isEmpty, "nothing runs off screen")
        parent.addSubview(host.card)
        XCTAssertNotNil(overlay.window)
        XCTAssertEqual(overlay.runningAnimation, .shimmer)
        XCTAssertFalse(overlay.runningAnimations.isEmpty, "restarted on screen")
    }

    func testHidingTheRedactedViewStopsTheAnimation() throws {
        _ = standInForAccessibility(reduceMotion: false)
        let host = makeRedactionHost(self)
        host.addLabel("Moving", y: 10)
        host.card.redact()
        host.layOut()
        let overlay = try host.overlay()
        XCTAssertFalse(overlay.runningAnimations.isEmpty, "precondition: animating")
        // Observed at once (key-value observing of isHidden), no layout pass needed.
        host.card.isHidden = true
        XCTAssertNotNil(overlay.window, "still in the window")
        XCTAssertEqual(overlay.runningAnimation, .none)
        XCTAssertTrue(overlay.runningAnimations.isEmpty, "nothing runs while hidden")
        host.card.isHidden = false
        XCTAssertEqual(overlay.runningAnimation, .shimmer)
        XCTAssertFalse(overlay.runningAnimations.isEmpty)
    }

    func testACellParkedInTheReusePoolStopsItsAnimation() throws {
        _ = standInForAccessibility(reduceMotion: false)
        let window = makeShownWindow()
        // Row 0 has a reuse identifier of its own: its cell is parked, never reused for a new row.
        let table = RedactionTable(rows: 60, firstRowApart: true)
        keepHosted(table.tableView, in: window)
        let cell = try XCTUnwrap(table.tableView.cellForRow(at: IndexPath(row: 0, section: 0)))
        cell.contentView.redact()
        cell.contentView.layoutIfNeeded()
        let overlay = try XCTUnwrap(cell.contentView.redactionOverlay)
        XCTAssertFalse(overlay.runningAnimations.isEmpty, "precondition: animating on screen")
        // Scrolled far away: the table parks the cell (hidden in its pool, or out of the window).
        table.tableView.contentOffset.y = 2_000
        table.tableView.layoutIfNeeded()
        XCTAssertTrue(waitUntil { !table.tableView.visibleCells.contains(cell) }, "precondition: the cell left the screen")
        let parked = cell.window == nil || cell.isHidden
        XCTAssertTrue(parked, "precondition: parked (hidden or removed)")
        XCTAssertEqual(overlay.runningAnimation, .none)
        XCTAssertTrue(overlay.runningAnimations.isEmpty, "nothing runs in the reuse pool")
        withExtendedLifetime((table, window)) {}
        window.isHidden = true
    }

    func testPulseBrightensAndDims() throws {
        _ = standInForAccessibility(reduceMotion: false)
        let host = makeRedactionHost(self)
        host.addLabel("Pulse", y: 10)
        host.card.redact(PlaceholderStyle(animation: .pulse))
        host.layOut()
        let pulse = try XCTUnwrap(host.overlay().runningAnimations.first)
        XCTAssertEqual(pulse.keyPath, "colors")
        XCTAssertTrue(pulse.autoreverses)
        XCTAssertEqual(pulse.duration * 2, PlaceholderMotion.pulsePeriod, accuracy: 1e-9)
    }

    func testPlaceholdersRedactedAtDifferentTimesMoveInStep() throws {
        _ = standInForAccessibility(reduceMotion: false)
        let host = makeRedactionHost(self)
        let first = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 100))
        let second = UIView(frame: CGRect(x: 0, y: 150, width: 300, height: 100))
        for view in [first, second] {
            let label = UILabel(frame: CGRect(x: 10, y: 10, width: 200, height: 30))
            label.text = "Sync"
            view.addSubview(label)
            host.card.addSubview(view)
        }
        first.redact()
        host.layOut()
        spinRunLoop(for: 0.37)
        second.redact()
        host.layOut()
        let begins = try [first, second].map { view -> CFTimeInterval in
            let layer = try XCTUnwrap(view.redactionOverlay?.placeholderLayers.first)
            let animation = try XCTUnwrap(layer.animationKeys()?.first.flatMap { layer.animation(forKey: $0) })
            XCTAssertLessThanOrEqual(layer.convertTime(animation.beginTime, to: nil), CACurrentMediaTime())
            return layer.convertTime(animation.beginTime, to: nil)
        }
        let cycles = (begins[1] - begins[0]) / PlaceholderMotion.shimmerPeriod
        XCTAssertEqual(cycles, cycles.rounded(), accuracy: 0.001, "begin times a whole number of periods apart")
    }
}
/// An element whose value is computed from its state unless one was set.
private final class ComputedValueView: UIView {
    var computed = "50%"
    private(set) var setValue: String?

    override init(frame: CGRect) {
        super.init(frame: frame)
        isAccessibilityElement = true
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) is unavailable")
    }

    override var accessibilityValue: String? {
        get { setValue ?? computed }
        set { setValue = newValue }
    }
}
#endif
