#if canImport(UIKit)
import UIKit

/// EmptyDataSet-Swift's closure API on one scroll view: the app's closure, and the runs of it that
/// the display rule, the content, the callbacks and the taps read. The controller holds it while
/// the closure API is set (``UIKit/UIScrollView/emptyDataSetView(_:)``); a provider set later
/// replaces it.
///
/// When the closure runs (``ClosureLayering``): as in EmptyDataSet-Swift, for the content of an
/// empty state about to show or update — the list empty, or the delegate forcing it. The display
/// rule runs it before counting items only when its answer alone can decide: the delegate forces
/// the display, the last run forced it, or the app asked for a new description (the closure API
/// just set, ``UIKit/UIScrollView/setNeedsUpdateEmptyDataSetConfiguration()``). Otherwise the
/// rule counts first, and a list with items — every hooked call, every diffable apply of a
/// populated list — runs nothing. A decision that re-renders nothing (a content-size change
/// while the state shows) reads the shown run's answer instead of running the closure; the
/// content of a reload runs it afresh and checks its answer again.
///
/// One run serves one reload pass: a run made for the display decision is reused for the
/// content asked in the same pass. The run whose content shows keeps its tap and appearance
/// closures until the empty state disappears; then they are let go.
@MainActor
final class EmptyDataSetClosureLayer {
    private let describe: @MainActor (EmptyDataSetView) -> Void

    /// What the display rule of the pass in progress used, until the content is asked for (or
    /// the pass ends without showing, on the next turn of the main queue).
    private struct Decision {
        var delegateForces: Bool
        var delegateAllows: Bool?
        /// The closure's answer the rule used; `nil` when the rule did not ask it.
        var display: ClosureDisplay?
        /// The run made for this decision, reused for the content.
        var run: EmptyDataSetView?
    }

    private var decision: Decision?
    private var isDropScheduled = false
    /// Whether the closure's last run forced the display.
    private var lastRunForced = false
    /// Whether the app asked for a new description since the last run (true at first).
    private var isDescriptionRequested = true
    /// The run whose content shows: its callbacks and taps are the ones that run.
    private(set) var shownRun: EmptyDataSetView?

    init(describe: @escaping @MainActor (EmptyDataSetView) -> Void) {
        self.describe = describe
    }

    private func run() -> EmptyDataSetView {
        let view = EmptyDataSetView()
        describe(view)
        lastRunForced = view.display == .forced
        isDescriptionRequested = false
        return view
    }

    /// The app asked for a new description: the next decision runs the closure whatever the
    /// items (``UIKit/UIScrollView/setNeedsUpdateEmptyDataSetConfiguration()``).
    func requestDescription() {
        isDescriptionRequested = true
    }

    // MARK: - Display rule

    /// The display rule's "forced" input (the rule asks this first, on every decision): the
    /// closure's answer when it must run before counting, else the delegate's.
    func isForcedToDisplay(delegateAnswer: Bool) -> Bool {
        var decision = Decision(delegateForces: delegateAnswer)
        if ClosureLayering.runsBeforeCounting(
            delegateForces: delegateAnswer, lastRunForced: lastRunForced, isDescriptionRequested: isDescriptionRequested)
        {
            if let shownRun, !isDescriptionRequested {
                decision.display = shownRun.display
            } else {
                let view = run()
                decision.run = view
                decision.display = view.display
            }
        }
        keepForThisPass(decision)
        return ClosureLayering.forcedInput(decision.display, delegateForces: delegateAnswer)
    }

    /// The display rule's "should display" input: `false` when the closure hides the empty
    /// state, else the delegate's answer.
    func shouldDisplay(delegateAnswer: Bool) -> Bool {
        decision?.delegateAllows = delegateAnswer
        return ClosureLayering.displayInput(decision?.display, delegateAllows: delegateAnswer)
    }

    /// Keeps `decision` for the content asked for in the same pass; a pass that shows nothing
    /// lets it go on the next turn of the main queue, so nothing a run made outlives its pass
    /// while the empty state is hidden.
    private func keepForThisPass(_ decision: Decision) {
        self.decision = decision
        guard !isDropScheduled else { return }
        isDropScheduled = true
        DispatchQueue.main.async { [weak self] in
            MainActor.assumeIsolated {
                self?.decision = nil
                self?.isDropScheduled = false
            }
        }
    }

    // MARK: - Content

    /// The configuration to show: the closure's settings over the source's content and the
    /// delegate's answers; `nil` when the run's display answer shows nothing
    /// (``ClosureLayering/showsAfterDecision(_:decisionAskedTheClosure:delegateForces:delegateAllows:isEmpty:)``).
    /// Asked without a display decision (the loading flow asks the provider directly), it runs
    /// the closure itself, and only its `hidden` answer shows nothing.
    func configuration(for controller: EmptyDataSetController) -> EmptyDataSetConfiguration? {
        guard let scrollView = controller.scrollView else { return nil }
        let delegate = controller.delegate
        let decision = self.decision
        self.decision = nil
        let view: EmptyDataSetView
        if let made = decision?.run {
            view = made  // its answer is the decision's
        } else {
            view = run()
            let shows = decision.map { decision in
                ClosureLayering.showsAfterDecision(
                    view.display, decisionAskedTheClosure: decision.display != nil,
                    delegateForces: decision.delegateForces,
                    delegateAllows: { decision.delegateAllows ?? delegate?.emptyDataSetShouldDisplay?(scrollView) ?? true },
                    isEmpty: { scrollView.hasNoEmptyDataSetItems })
            } ?? ClosureLayering.showsWithoutDecision(view.display)
            guard shows else { return nil }
        }
        shownRun = view
        var base = controller.source.map { Self.configuration(of: $0, in: scrollView) } ?? EmptyDataSetConfiguration()
        base.fadesIn = controller.delegateAnswer(.shouldFadeIn, in: scrollView) ?? true
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
