// How EmptyDataSet-Swift's closure API joins a source and delegate set alongside it.

/// What one run of EmptyDataSet-Swift's closure said about the display. As there, the later of
/// its `shouldDisplay(_:)` and `shouldBeForcedToDisplay(_:)` calls wins (each set the view's
/// `isHidden`).
enum ClosureDisplay: Equatable, Sendable {
    /// Neither call, or `shouldDisplay(true)` last: the delegate's rule decides.
    case deferred
    /// `shouldBeForcedToDisplay(true)` last: shown, also over items.
    case forced
    /// `shouldDisplay(false)` or `shouldBeForcedToDisplay(false)` last: hidden, also over an
    /// empty list and over the delegate's forcing (EmptyDataSet-Swift hid its view).
    case hidden

    /// The answer after a `shouldDisplay(_:)` call.
    static func shouldDisplay(_ displays: Bool) -> ClosureDisplay {
        displays ? .deferred : .hidden
    }

    /// The answer after a `shouldBeForcedToDisplay(_:)` call.
    static func shouldBeForcedToDisplay(_ forced: Bool) -> ClosureDisplay {
        forced ? .forced : .hidden
    }
}

/// The rules of EmptyDataSet-Swift's closure API layered over a delegate: when the closure runs,
/// and how its display answer joins the delegate's.
///
/// EmptyDataSet-Swift ran the closure only when its view was about to show (the list empty, or
/// the delegate forcing it). Here it also runs when its own last run forced the display (so that
/// it can stop forcing it) and when the app asked for a new description (the closure API just
/// set, `setNeedsUpdateEmptyDataSetConfiguration()`); otherwise the items are counted first and
/// a list with items runs nothing.
enum ClosureLayering {
    /// Whether the closure must run before the items are counted: only its answer can then
    /// decide.
    /// - Parameters:
    ///   - delegateForces: The delegate's `emptyDataSetShouldBeForcedToDisplay(_:)`.
    ///   - lastRunForced: Whether the closure's last run called `shouldBeForcedToDisplay(true)` last.
    ///   - isDescriptionRequested: Whether the app asked for a new description since the last run.
    static func runsBeforeCounting(delegateForces: Bool, lastRunForced: Bool, isDescriptionRequested: Bool) -> Bool {
        delegateForces || lastRunForced || isDescriptionRequested
    }

    /// Whether the empty state shows: the closure's answer, and where it defers, DZNEmptyDataSet's
    /// rule on the delegate's answers (*forced, or should display and empty*).
    static func shows(
        _ display: ClosureDisplay, delegateForces: Bool, delegateAllows: () -> Bool, isEmpty: () -> Bool
    ) -> Bool {
        switch display {
        case .forced: true
        case .hidden: false
        case .deferred: delegateForces || (delegateAllows() && isEmpty())
        }
    }

    /// ``DisplayRule``'s "forced" input: the closure's answer when it was asked before counting
    /// (`nil`: not asked), else the delegate's.
    static func forcedInput(_ display: ClosureDisplay?, delegateForces: Bool) -> Bool {
        switch display {
        case .forced?: true
        case .hidden?: false
        case .deferred?, nil: delegateForces
        }
    }

    /// ``DisplayRule``'s "should display" input: `false` when the closure hides the empty state,
    /// else the delegate's answer.
    static func displayInput(_ display: ClosureDisplay?, delegateAllows: Bool) -> Bool {
        display == .hidden ? false : delegateAllows
    }

    /// Whether the content of a run made after a decision that showed the empty state shows.
    /// A decision that did not ask the closure found the list empty and the delegate allowing
    /// it: only the run's `hidden` takes it away. A decision that used an earlier run's answer
    /// (the shown run's, for a decision that re-renders nothing) is checked again with the new
    /// run's.
    /// - Parameters:
    ///   - display: The new run's answer.
    ///   - decisionAskedTheClosure: Whether the decision used a closure answer.
    static func showsAfterDecision(
        _ display: ClosureDisplay, decisionAskedTheClosure: Bool, delegateForces: Bool,
        delegateAllows: () -> Bool, isEmpty: () -> Bool
    ) -> Bool {
        guard decisionAskedTheClosure else { return display != .hidden }
        return shows(display, delegateForces: delegateForces, delegateAllows: delegateAllows, isEmpty: isEmpty)
    }

    /// Whether a run asked for its content without a display decision (the loading flow asks the
    /// provider directly, having decided that a state shows) shows anything: not when it hides.
    static func showsWithoutDecision(_ display: ClosureDisplay) -> Bool {
        display != .hidden
    }

    /// Whether the image animation runs. The closure's `isImageViewAnimateAllowed` answer wins;
    /// without it, an animation the closure set runs (EmptyDataSet-Swift's default once one is
    /// set), and the source's runs when the delegate allows it.
    /// - Parameters:
    ///   - closureAllows: The closure's `isImageViewAnimateAllowed` answer.
    ///   - closureSetAnimation: Whether the closure set an animation itself.
    ///   - delegateAllows: The delegate's `emptyDataSetShouldAnimateImageView` (default `false`).
    static func animatesImage(closureAllows: Bool?, closureSetAnimation: Bool, delegateAllows: Bool) -> Bool {
        closureAllows ?? (closureSetAnimation || delegateAllows)
    }
}
