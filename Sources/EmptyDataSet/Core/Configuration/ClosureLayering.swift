// How EmptyDataSet-Swift's closure API joins a source and delegate set alongside it.

/// The rules of EmptyDataSet-Swift's closure API layered over a delegate: where the closure said
/// something, and where the delegate (or the default) decides. Each closure answer is `nil` when
/// the closure did not make the call.
enum ClosureLayering {
    /// DZNEmptyDataSet's "forced to display" input: either the delegate or the closure forces it.
    static func isForced(delegate: Bool, closure: Bool?) -> Bool {
        delegate || closure == true
    }

    /// The "should display" input: the delegate and the closure must both allow it (a closure
    /// that did not call `shouldDisplay` allows it).
    static func allowsDisplay(delegate: Bool, closure: Bool?) -> Bool {
        delegate && closure != false
    }

    /// Whether a run asked for its content without a display decision (the loading flow asks the
    /// provider directly) shows anything: not when the closure said `shouldDisplay(false)`, unless
    /// it also forced the display.
    static func showsWithoutDecision(displays: Bool?, forced: Bool?) -> Bool {
        displays != false || forced == true
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
