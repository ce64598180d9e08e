#if canImport(UIKit)
import XCTest
import UIKit
@testable import EmptyDataSet

/// Hosted content (`.content(_:)`) as users meet it: a tap handled inside it is not also a tap on
/// the empty state, VoiceOver lands on its first element (not on the container), a size-class
/// change reaches its `updated(for:)`, Apple's `UIContentUnavailableView` keeps to the readable
/// width, and the image animation is not run under it.
@MainActor
final class HostedContentInteractionTests: XCTestCase {
    /// Records the horizontal size class of the state it was updated for.
    private struct ProbeConfiguration: UIContentConfiguration, Hashable {
        var text = "Probe"
        var stateSizeClass: UIUserInterfaceSizeClass?

        func makeContentView() -> any UIView & UIContentView {
            ProbeView(configuration: self)
        }

        func updated(for state: any UIConfigurationState) -> ProbeConfiguration {
            var updated = self
            updated.stateSizeClass = state.traitCollection.horizontalSizeClass
            return updated
        }
    }

    /// A title, and an action label with its own tap recognizer (as a SwiftUI button is a
    /// recognizer in its hosting view from iOS 18). Like Apple's `UIContentUnavailableView`, it
    /// lists its elements in `accessibilityElements` only in its own `layoutSubviews` — the action
    /// first, so that only the listed order (not the first label found) leads there.
    private final class ProbeView: UIView, UIContentView {
        let titleLabel = UILabel()
        let actionLabel = UILabel()
        let actionTap = UITapGestureRecognizer()
        var configuration: any UIContentConfiguration
        /// How many times `layoutSubviews` ran.
        private(set) var layoutPasses = 0

        init(configuration: ProbeConfiguration) {
            self.configuration = configuration
            super.init(frame: .zero)
            titleLabel.text = configuration.text
            actionLabel.text = "Action"
            actionLabel.isUserInteractionEnabled = true
            actionLabel.addGestureRecognizer(actionTap)
            for (index, label) in [titleLabel, actionLabel].enumerated() {
                label.frame = CGRect(x: 0, y: CGFloat(index) * 40, width: 200, height: 30)
                addSubview(label)
            }
        }

        @available(*, unavailable)
        required init?(coder: NSCoder) { fatalError("not used") }

        override func layoutSubviews() {
            super.layoutSubviews()
            layoutPasses += 1
            accessibilityElements = [actionLabel, titleLabel]
        }
    }

    private func probeView(_ fixture: EmptyDataSetFixture<UITableView>) throws -> ProbeView {
        let view = try fixture.layOut()
        return try XCTUnwrap(view.hostedContentView as? ProbeView, "the configuration's view is hosted")
    }

    // MARK: Taps

    /// The empty state's tap waits for every recognizer inside the hosted view, and only for
    /// those: UIKit asks the tap's delegate, which this test asks as UIKit does (touches cannot be
    /// synthesized here).
    func testATapHandledInsideHostedContentIsNotATapOnTheEmptyState() throws {
        let fixture = makeTableFixture(start: .detached)
        fixture.tableView.emptyDataSetDelegate = fixture.spy
        fixture.tableView.emptyDataSetConfiguration = .content(ProbeConfiguration())
        XCTAssertTrue(waitUntil { fixture.tableView.isEmptyDataSetVisible }, "shown")
        let probe = try probeView(fixture)
        let view = try fixture.emptyView()
        let tap = view.tapRecognizer
        let delegate = try XCTUnwrap(tap.delegate, "the tap has its delegate")
        XCTAssertTrue(tap.view === probe, "the tap listens on the hosted view")

        XCTAssertEqual(
            delegate.gestureRecognizer?(tap, shouldRequireFailureOf: probe.actionTap), true,
            "a recognizer inside the hosted view keeps its tap: the empty state's waits for it to fail")
        XCTAssertEqual(
            delegate.gestureRecognizer?(tap, shouldRecognizeSimultaneouslyWith: probe.actionTap), true,
            "and never blocks it")
        XCTAssertEqual(
            delegate.gestureRecognizer?(tap, shouldRequireFailureOf: fixture.tableView.panGestureRecognizer), false,
            "the table's own pan is outside: not waited for")

        var plain = EmptyDataSetConfiguration.empty()
        plain.text = "Plain"
        fixture.tableView.emptyDataSetConfiguration = plain
        XCTAssertTrue(waitUntil { view.hostedContentView == nil }, "the package's own content again")
        XCTAssertTrue(tap.view === view.contentView, "the tap is back on the package's content")
        XCTAssertEqual(
            delegate.gestureRecognizer?(tap, shouldRequireFailureOf: probe.actionTap), false,
            "without hosted content nothing is waited for")
    }

    // MARK: VoiceOver

    /// VoiceOver moves to the hosted view's first element — the first of the `accessibilityElements`
    /// it fills in its own layout pass, found when the focus notification is posted after the
    /// fade-in (UIKit's layout pass has run by then) — not to the hosted container. What is stored
    /// until then is the hosted view itself.
    func testVoiceOverLandsOnTheHostedViewsFirstElement() throws {
        let voiceOver = standInForAccessibility(voiceOver: true)
        let fixture = makeTableFixture(start: .detached)
        spinRunLoop(for: ScreenPresence.settlingTime + 0.2)  // the screen appeared a while ago
        voiceOver.resetPosts()

        fixture.tableView.emptyDataSetConfiguration = .content(ProbeConfiguration())
        XCTAssertTrue(waitUntil { fixture.tableView.isEmptyDataSetVisible }, "shown")
        let probe = try probeView(fixture)

        XCTAssertTrue(waitUntil { voiceOver.layoutChangeArguments.count == 1 }, "one focus move")
        let target = voiceOver.layoutChangeArguments.first.flatMap { $0 as AnyObject? }
        XCTAssertFalse(target === probe, "not the container, which VoiceOver cannot land on")
        XCTAssertTrue(target === probe.actionLabel, "the first of the elements it lists once laid out")
        XCTAssertTrue(try fixture.emptyView().initialAccessibilityFocus === probe, "stored: the hosted view itself")
    }

    /// A stored target that outlived its view — a hosted view replaced or taken out before the
    /// post — is never sent to VoiceOver: it is re-targeted to the hosted view shown now (its first
    /// element), or to the empty state itself when nothing is hosted. `apply(_:)` stores a new
    /// target with every replacement, so no public path leaves a stale one: the test stores it.
    func testAFocusTargetReplacedBeforeThePostGoesToTheCurrentHostedView() throws {
        let voiceOver = standInForAccessibility(voiceOver: true)
        let fixture = makeTableFixture(start: .detached)
        spinRunLoop(for: ScreenPresence.settlingTime + 0.2)  // the screen appeared a while ago
        fixture.tableView.emptyDataSetConfiguration = .content(ProbeConfiguration())
        XCTAssertTrue(waitUntil { fixture.tableView.isEmptyDataSetVisible }, "shown")
        let replaced = try probeView(fixture)
        var plain = EmptyDataSetConfiguration.empty()
        plain.text = "Plain"
        fixture.tableView.emptyDataSetConfiguration = plain
        let view = try fixture.emptyView()
        XCTAssertTrue(waitUntil { view.hostedContentView == nil }, "precondition: the first hosted view is gone")
        fixture.tableView.emptyDataSetConfiguration = .content(ProbeConfiguration(text: "Again"))
        XCTAssertTrue(waitUntil { view.hostedContentView != nil }, "hosted again")
        let current = try probeView(fixture)
        XCTAssertFalse(current === replaced, "precondition: a new hosted view")
        XCTAssertNil(replaced.superview, "precondition: the replaced one is out of the hierarchy")
        spinRunLoop(for: Metric.fadeInDuration + 0.2)  // past any fade and its post
        voiceOver.resetPosts()

        view.initialAccessibilityFocus = replaced
        view.announceAppearance()
        let target = voiceOver.layoutChangeArguments.last.flatMap { $0 as AnyObject? }
        XCTAssertEqual(voiceOver.layoutChangeArguments.count, 1, "the path: one focus move posted")
        XCTAssertFalse(target === replaced, "never the view that is gone")
        XCTAssertTrue(target === current.actionLabel, "the current hosted view's first element")

        // Nothing hosted any more: the empty state itself, which VoiceOver enters at its first element.
        fixture.tableView.emptyDataSetConfiguration = plain
        XCTAssertTrue(waitUntil { view.hostedContentView == nil }, "precondition: nothing hosted")
        spinRunLoop(for: Metric.fadeInDuration + 0.2)
        voiceOver.resetPosts()
        view.initialAccessibilityFocus = current
        view.announceAppearance()
        let fallback = voiceOver.layoutChangeArguments.last.flatMap { $0 as AnyObject? }
        XCTAssertEqual(voiceOver.layoutChangeArguments.count, 1, "the path: one focus move posted")
        XCTAssertTrue(fallback === view, "the empty state, not the view that is gone")
    }

    /// Applying hosted content while VoiceOver runs forces no layout: a forced layout would start
    /// from the highest ancestor needing one — the table, its lazy reload, its rows and the app's
    /// layout callbacks, synchronously inside the app's `reloadData()`. The table is still waiting
    /// for UIKit's own pass afterwards, and the hosted view was not laid out by the apply.
    func testApplyingHostedContentUnderVoiceOverForcesNoLayout() throws {
        let voiceOver = standInForAccessibility(voiceOver: true)
        let fixture = makeTableFixture(start: .detached)
        fixture.tableView.emptyDataSetConfiguration = .content(ProbeConfiguration())
        XCTAssertTrue(waitUntil { fixture.tableView.isEmptyDataSetVisible }, "shown")
        let probe = try probeView(fixture)
        let view = try fixture.emptyView()
        XCTAssertTrue(voiceOver.isVoiceOverRunning, "under VoiceOver, where the layout was forced")
        fixture.tableView.setNeedsLayout()
        probe.setNeedsLayout()
        let passes = probe.layoutPasses

        // The apply the controller runs when it updates the view (inside the app's reloadData()
        // for a table that decides at once), called here where nothing else lays out around it.
        let content = EmptyDataSetContent(
            configuration: .content(ProbeConfiguration(text: "Updated")), isRetrying: false, traits: view.traitCollection)
        view.apply(content)

        XCTAssertTrue(view.hostedContentView === probe, "updated in place")
        XCTAssertTrue(fixture.tableView.layer.needsLayout(), "the table is left to UIKit's own layout pass")
        XCTAssertEqual(probe.layoutPasses, passes, "the hosted view is not laid out by the apply")
        XCTAssertTrue(view.initialAccessibilityFocus === probe, "the stored target is the hosted view")
    }

    // MARK: Traits

    /// A plain configuration (not a provider's) is rendered again when only the size classes
    /// change: its hosted configuration's `updated(for:)` reads them.
    func testASizeClassChangeReachesAHostedConfiguration() throws {
        let host = makeHostedTable()
        host.tableView.emptyDataSetConfiguration = .content(ProbeConfiguration())
        XCTAssertTrue(host.waitUntilLaidOut { host.tableView.isEmptyDataSetVisible }, "shown")
        let hosted = { host.tableView.emptyDataSetControllerIfPresent?.emptyView?.hostedContentView }
        let shownSizeClass = { (hosted()?.configuration as? ProbeConfiguration)?.stateSizeClass }
        let before = try XCTUnwrap(shownSizeClass(), "updated for the state")
        let other: UIUserInterfaceSizeClass = before == .regular ? .compact : .regular
        let traitChanges = signalCount(.traitChange, in: host.tableView)

        if #available(iOS 17.0, tvOS 17.0, visionOS 1.0, macCatalyst 17.0, *) {
            host.child.traitOverrides.horizontalSizeClass = other
        } else {
            host.container.setOverrideTraitCollection(UITraitCollection(horizontalSizeClass: other), forChild: host.child)
        }
        host.window.setNeedsLayout()
        host.window.layoutIfNeeded()

        XCTAssertTrue(host.waitUntilLaidOut { shownSizeClass() == other }, "updated for the new size class")
        XCTAssertGreaterThan(signalCount(.traitChange, in: host.tableView), traitChanges, "through the trait change")
    }

    // MARK: Readable width

    /// In an iPad-wide window Apple's `UIContentUnavailableView` is kept to the readable width plus
    /// the margins, centered; another hosted view fills the width (before iOS 17 there is no
    /// Apple view, and the probe is checked alone).
    func testApplesViewKeepsToTheReadableWidthAndOthersFill() throws {
        let wide = CGRect(x: 0, y: 0, width: 1024, height: 768)
        let probeFixture = makeTableFixture(windowFrame: wide, start: .detached)
        probeFixture.tableView.emptyDataSetConfiguration = .content(ProbeConfiguration())
        XCTAssertTrue(waitUntil { probeFixture.tableView.isEmptyDataSetVisible }, "shown")
        let probe = try probeView(probeFixture)
        let probeState = try probeFixture.emptyView()
        XCTAssertEqual(probe.frame.width, probeState.bounds.width, accuracy: 0.5, "an app's own view fills the width")

        if #available(iOS 17.0, tvOS 17.0, visionOS 1.0, macCatalyst 17.0, *) {
            var apple = UIContentUnavailableConfiguration.empty()
            apple.text = "No Mail"
            let fixture = makeTableFixture(windowFrame: wide, start: .detached)
            fixture.tableView.emptyDataSetConfiguration = .content(apple)
            XCTAssertTrue(waitUntil { fixture.tableView.isEmptyDataSetVisible }, "shown")
            let state = try fixture.layOut()
            let hosted = try XCTUnwrap(state.hostedContentView as? UIContentUnavailableView, "Apple's view is hosted")
            let readable = state.readableContentGuide.layoutFrame
            let margins = state.directionalLayoutMargins.leading + state.directionalLayoutMargins.trailing
            XCTAssertLessThan(readable.width + margins, state.bounds.width, "precondition: the readable width limits here")
            XCTAssertEqual(hosted.frame.width, readable.width + margins, accuracy: 0.5, "the readable width plus the margins")
            XCTAssertEqual(hosted.frame.midX, readable.midX, accuracy: 0.5, "centered on the readable area")
            XCTAssertEqual(hosted.frame.height, state.bounds.height, accuracy: 0.5, "full height")
        }
    }

    // MARK: Image animation

    /// A configuration's image animation is not run under hosted content (its image view is the
    /// package's, hidden behind it): not requested, nothing added to the image view.
    func testNoImageAnimationUnderHostedContent() throws {
        _ = standInForAccessibility(reduceMotion: false)
        let fixture = makeTableFixture(start: .detached)
        var configuration = EmptyDataSetConfiguration.content(ProbeConfiguration())
        configuration.image = UIImage(systemName: "tray")
        configuration.imageAnimation = CABasicAnimation(keyPath: "transform.rotation")
        fixture.tableView.emptyDataSetConfiguration = configuration
        XCTAssertTrue(waitUntil { fixture.tableView.isEmptyDataSetVisible }, "shown")
        let view = try fixture.layOut()
        XCTAssertNotNil(view.hostedContentView, "precondition: hosted")
        XCTAssertEqual(view.imageView.layer.animationKeys() ?? [], [], "no animation on the hidden image view")

        // The same fields without hosted content do run it: the check above can fail.
        var plain = EmptyDataSetConfiguration.empty()
        plain.text = "Plain"
        plain.image = configuration.image
        plain.imageAnimation = configuration.imageAnimation
        fixture.tableView.emptyDataSetConfiguration = plain
        XCTAssertTrue(
            fixture.waitUntilLaidOutImageAnimates(), "the package's own image animates (Reduce Motion off)")
    }
}

@MainActor
private extension EmptyDataSetFixture where ScrollView == UITableView {
    /// Waits until the empty state's image view runs an animation.
    func waitUntilLaidOutImageAnimates() -> Bool {
        waitUntil {
            scrollView.layoutIfNeeded()
            let keys = (try? EmptyDataSetTests.emptyView(of: scrollView))?.imageView.layer.animationKeys() ?? []
            return !keys.isEmpty
        }
    }
}
#endif
