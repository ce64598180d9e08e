#if canImport(UIKit)
import UIKit

/// EmptyDataSet-Swift's closure API on one scroll view: the app's closure, and the runs of it that
/// the display rule, the content, the callbacks and the taps read. The controller holds it while
/// the closure API is set (``UIKit/UIScrollView/emptyDataSetView(_:)``); a provider set later
/// replaces it.
///
/// One run serves one reload pass: the display rule runs the closure (its
/// ``EmptyDataSetView/shouldBeForcedToDisplay(_:)`` and ``EmptyDataSetView/shouldDisplay(_:)``
/// answers join the delegate's), and the content asked for in the same pass reuses that run. The
/// run whose content shows keeps its tap and appearance closures until the empty state
/// disappears; then they are let go.
@MainActor
final class EmptyDataSetClosureLayer {
    private let describe: @MainActor (EmptyDataSetView) -> Void
    /// The run made for the display decision of the pass in progress, until its content is asked
    /// for (or the pass ends without showing).
    private var pendingRun: EmptyDataSetView?
    private var isDropScheduled = false
    /// The run whose content shows: its callbacks and taps are the ones that run.
    private(set) var shownRun: EmptyDataSetView?

    init(describe: @escaping @MainActor (EmptyDataSetView) -> Void) {
        self.describe = describe
    }

    private func run() -> EmptyDataSetView {
        let view = EmptyDataSetView()
        describe(view)
        return view
    }

    // MARK: - Display rule

    /// The display rule's "forced" input: the delegate's answer or the closure's. Runs the
    /// closure for the pass (the rule asks this first, on every decision).
    func isForcedToDisplay(delegateAnswer: Bool) -> Bool {
        let view = run()
        keepForThisPass(view)
        return ClosureLayering.isForced(delegate: delegateAnswer, closure: view.isForcedToDisplay)
    }

    /// The display rule's "should display" input: both the delegate and the closure must allow it.
    func shouldDisplay(delegateAnswer: Bool) -> Bool {
        ClosureLayering.allowsDisplay(delegate: delegateAnswer, closure: pendingRun?.displays)
    }

    /// Keeps `view` for the content asked for in the same pass; a pass that shows nothing lets it
    /// go on the next turn of the main queue, so nothing a run made outlives its pass while the
    /// empty state is hidden.
    private func keepForThisPass(_ view: EmptyDataSetView) {
        pendingRun = view
        guard !isDropScheduled else { return }
        isDropScheduled = true
        DispatchQueue.main.async { [weak self] in
            MainActor.assumeIsolated {
                self?.pendingRun = nil
                self?.isDropScheduled = false
            }
        }
    }

    // MARK: - Content

    /// The configuration to show: the closure's settings over the source's content and the
    /// delegate's answers. Asked without a display decision first (the loading flow asks the
    /// provider directly), it runs the closure itself, and its `shouldDisplay(false)` (unless
    /// forced) shows nothing.
    func configuration(for controller: EmptyDataSetController) -> EmptyDataSetConfiguration? {
        let view: EmptyDataSetView
        if let pendingRun {
            view = pendingRun
            self.pendingRun = nil
        } else {
            view = run()
            guard ClosureLayering.showsWithoutDecision(displays: view.displays, forced: view.isForcedToDisplay) else {
                return nil
            }
        }
        shownRun = view
        guard let scrollView = controller.scrollView else { return nil }
        let delegate = controller.delegate
        var base = controller.source.map { Self.configuration(of: $0, in: scrollView) } ?? EmptyDataSetConfiguration()
        base.fadesIn = delegate?.emptyDataSetShouldFadeIn?(scrollView) ?? true
        base.allowsTouch = delegate?.emptyDataSetShouldAllowTouch?(scrollView) ?? true
        base.allowsScroll = delegate?.emptyDataSetShouldAllowScroll?(scrollView)
        return view.configuration(
            over: base, delegateAllowsAnimation: delegate?.emptyDataSetShouldAnimateImageView?(scrollView) ?? false)
    }

    /// The source's content as a configuration, for the closure to override: what
    /// ``EmptyDataSetContent/init(source:scrollView:)`` asks, with the button's `.normal` values
    /// as a plain configured button (as the closure's own button calls make it).
    static func configuration(of source: any EmptyDataSetSource, in scrollView: UIScrollView) -> EmptyDataSetConfiguration {
        var configuration = EmptyDataSetConfiguration()
        configuration.customView = source.customView?(forEmptyDataSet: scrollView) ?? nil
        configuration.background.color = source.backgroundColor?(forEmptyDataSet: scrollView) ?? nil
        configuration.verticalOffset = source.verticalOffset?(forEmptyDataSet: scrollView) ?? 0
        guard configuration.customView == nil else { return configuration }
        let space = source.spaceHeight?(forEmptyDataSet: scrollView) ?? Metric.defaultSpaceHeight
        configuration.imageToTextPadding = space
        configuration.textToSecondaryTextPadding = space
        configuration.textToButtonPadding = space
        configuration.buttonToSecondaryButtonPadding = space
        configuration.image = source.image?(forEmptyDataSet: scrollView) ?? nil
        if configuration.image != nil {
            configuration.imageProperties.tintColor =
                source.imageTintColor?(forEmptyDataSet: scrollView) ?? source.imagetintColor?(forEmptyDataSet: scrollView) ?? nil
            configuration.imageAnimation = source.imageAnimation?(forEmptyDataSet: scrollView) ?? nil
        }
        configuration.attributedText = source.title?(forEmptyDataSet: scrollView) ?? nil
        configuration.secondaryAttributedText = source.description?(forEmptyDataSet: scrollView) ?? nil
        let title = source.buttonTitle?(forEmptyDataSet: scrollView, for: .normal) ?? nil
        let image = source.buttonImage?(forEmptyDataSet: scrollView, for: .normal) ?? nil
        let background = source.buttonBackgroundImage?(forEmptyDataSet: scrollView, for: .normal) ?? nil
        if title != nil || image != nil {
            var button = UIButton.Configuration.plain()
            button.attributedTitle = title.map { AttributedString($0) }
            button.image = image
            button.background.image = background
            configuration.button = button
        }
        return configuration
    }

    // MARK: - Events

    /// Runs the shown run's closure for `callback`, after the delegate's. After the empty state
    /// disappeared, the run is let go: its taps and callbacks no longer run, and what they
    /// captured is released.
    func send(_ callback: VisibilityCallback) {
        shownRun?.events[callback]?()
        if callback == .didDisappear { shownRun = nil }
    }

    /// A tap on the content, after the delegate was told.
    func didTapContentView() {
        shownRun?.tapContentView?()
    }

    /// A tap on the (primary) button, after the delegate was told.
    func didTapDataButton() {
        shownRun?.tapDataButton?()
    }
}
#endif
