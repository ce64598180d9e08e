#if canImport(UIKit)
import UIKit

/// EmptyDataSet-Swift's closure API, as a thin layer over ``EmptyDataSetConfiguration``: code
/// written for it compiles unchanged, every method of it included.
///
/// ```swift
/// tableView.emptyDataSetView { [weak self] view in
///     view.titleLabelString(NSAttributedString(string: "No Messages"))
///         .detailLabelString(NSAttributedString(string: "Messages you receive appear here."))
///         .image(UIImage(systemName: "tray"))
///         .didTapDataButton { self?.compose() }
/// }
/// ```
///
/// As in EmptyDataSet-Swift, the closure is layered over a source and delegate set alongside it:
/// what the closure sets wins, and ``EmptyDataSetSource`` and ``EmptyDataSetDelegate`` provide
/// the rest (their content, their fade, touch, scroll and animation answers, their display rule
/// and callbacks). The delegate's callbacks and taps come first, then the closure's.
///
/// This is the migration path; new code should set ``UIKit/UIScrollView/emptyDataSetConfiguration``
/// or a ``UIKit/UIScrollView/emptyDataSetConfigurationProvider`` instead. Unlike EmptyDataSet-Swift's
/// type of the same name this is not the view itself: each method records a setting and returns
/// the object, and the closure runs again to describe the state from scratch whenever the empty
/// state is about to show or update — as in EmptyDataSet-Swift, when the list is empty or the
/// display is forced — and after ``UIKit/UIScrollView/setNeedsUpdateEmptyDataSetConfiguration()``.
/// A list with items runs it not at all (see ``shouldBeForcedToDisplay(_:)``).
/// A button's title, image and background image take their `.normal` value (a configured button
/// has its own pressed look); values for other states are ignored.
///
/// Capture `self` weakly in the closure and in the closures you pass to it (as above): the
/// scroll view keeps them for as long as the closure API is set, so a strong `self` would keep
/// your view controller alive through its own table view. The tap and appearance closures of a
/// run are let go when the empty state disappears, and all of them when the closure API is
/// replaced (another `emptyDataSetView(_:)`, or a provider set or removed).
@MainActor
public final class EmptyDataSetView {
    /// The settings the calls so far made, in order, to apply over the source's content.
    private var edits: [@MainActor (inout EmptyDataSetConfiguration) -> Void] = []
    /// What the later of ``shouldDisplay(_:)`` and ``shouldBeForcedToDisplay(_:)`` said
    /// (``ClosureDisplay``); `.deferred` when neither was called.
    private(set) var display: ClosureDisplay = .deferred
    /// ``isImageViewAnimateAllowed(_:)``'s answer, and whether ``imageAnimation(_:)`` was called.
    private var isImageAnimationAllowed: Bool?
    private var setsImageAnimation = false
    /// The closures for taps and appearance events, as the calls left them.
    private(set) var tapContentView: (() -> Void)?
    private(set) var tapDataButton: (() -> Void)?
    private(set) var events: [VisibilityCallback: () -> Void] = [:]

    init() {}

    private func edit(_ change: @escaping @MainActor (inout EmptyDataSetConfiguration) -> Void) -> Self {
        edits.append(change)
        return self
    }

    // MARK: Content

    /// Sets the title.
    /// - Parameter attributedString: The title; `nil` or empty for none.
    /// - Returns: This object, for chaining.
    @discardableResult
    public func titleLabelString(_ attributedString: NSAttributedString?) -> Self {
        edit { $0.attributedText = attributedString }
    }

    /// Sets the text below the title.
    /// - Parameter attributedString: The text; `nil` or empty for none.
    /// - Returns: This object, for chaining.
    @discardableResult
    public func detailLabelString(_ attributedString: NSAttributedString?) -> Self {
        edit { $0.secondaryAttributedText = attributedString }
    }

    /// Sets the image.
    /// - Parameter image: The image; `nil` for none.
    /// - Returns: This object, for chaining.
    @discardableResult
    public func image(_ image: UIImage?) -> Self {
        edit { $0.image = image }
    }

    /// Sets an animation run on the image (see ``isImageViewAnimateAllowed(_:)``).
    /// - Parameter imageAnimation: The animation; `nil` for none.
    /// - Returns: This object, for chaining.
    @discardableResult
    public func imageAnimation(_ imageAnimation: CAAnimation?) -> Self {
        setsImageAnimation = true
        return edit { $0.imageAnimation = imageAnimation }
    }

    /// Sets the image's tint.
    /// - Parameter imageTintColor: The tint; `nil` for the image's own colors.
    /// - Returns: This object, for chaining.
    @discardableResult
    public func imageTintColor(_ imageTintColor: UIColor?) -> Self {
        edit { $0.imageProperties.tintColor = imageTintColor }
    }

    /// Sets the button's title for a state (only `.normal` is used).
    /// - Parameters:
    ///   - buttonTitle: The title; `nil` or empty for no title.
    ///   - state: The control state.
    /// - Returns: This object, for chaining.
    @discardableResult
    public func buttonTitle(_ buttonTitle: NSAttributedString?, for state: UIControl.State) -> Self {
        guard state == .normal else { return self }
        return edit { $0.editButton { $0.attributedTitle = buttonTitle.map { AttributedString($0) } } }
    }

    /// Sets the button's image for a state (only `.normal` is used).
    /// - Parameters:
    ///   - buttonImage: The image; `nil` for none.
    ///   - state: The control state.
    /// - Returns: This object, for chaining.
    @discardableResult
    public func buttonImage(_ buttonImage: UIImage?, for state: UIControl.State) -> Self {
        guard state == .normal else { return self }
        return edit { $0.editButton { $0.image = buttonImage } }
    }

    /// Sets the button's background image for a state (only `.normal` is used).
    /// - Parameters:
    ///   - buttonBackgroundImage: The image; `nil` for none.
    ///   - state: The control state.
    /// - Returns: This object, for chaining.
    @discardableResult
    public func buttonBackgroundImage(_ buttonBackgroundImage: UIImage?, for state: UIControl.State) -> Self {
        guard state == .normal else { return self }
        return edit { $0.editButton { $0.background.image = buttonBackgroundImage } }
    }

    /// Sets the background color of the empty state.
    /// - Parameter backgroundColor: The color; `nil` for clear.
    /// - Returns: This object, for chaining.
    @discardableResult
    public func dataSetBackgroundColor(_ backgroundColor: UIColor?) -> Self {
        edit { $0.background.color = backgroundColor }
    }

    /// Shows a custom view instead of the other elements.
    /// - Parameter customView: The view; `nil` for none.
    /// - Returns: This object, for chaining.
    @discardableResult
    public func customView(_ customView: UIView?) -> Self {
        edit { $0.customView = customView }
    }

    /// Moves the content down from the center (negative: up).
    /// - Parameter offset: Points; default 0.
    /// - Returns: This object, for chaining.
    @discardableResult
    public func verticalOffset(_ offset: CGFloat) -> Self {
        edit { $0.verticalOffset = offset }
    }

    /// Sets the space between the elements.
    /// - Parameter space: Points; default 11.
    /// - Returns: This object, for chaining.
    @discardableResult
    public func verticalSpace(_ space: CGFloat) -> Self {
        edit {
            $0.imageToTextPadding = space
            $0.textToSecondaryTextPadding = space
            $0.textToButtonPadding = space
            $0.buttonToSecondaryButtonPadding = space
        }
    }

    // MARK: Behaviour and events

    /// Whether the empty state fades in.
    /// - Parameter bool: Default `true`.
    /// - Returns: This object, for chaining.
    @discardableResult
    public func shouldFadeIn(_ bool: Bool) -> Self {
        edit { $0.fadesIn = bool }
    }

    /// Whether the empty state shows. `false` hides it, also when the scroll view is empty or
    /// the delegate forces it; `true` leaves the decision to the delegate's
    /// ``EmptyDataSetDelegate/emptyDataSetShouldDisplay(_:)`` and the items (shown when
    /// empty). As in EmptyDataSet-Swift, the later of this and ``shouldBeForcedToDisplay(_:)``
    /// wins.
    ///
    /// Unlike EmptyDataSet-Swift, whose `true` checked the items itself, `true` after
    /// `shouldBeForcedToDisplay(true)` defers to the delegate's rule: over items the empty state
    /// stays while ``EmptyDataSetDelegate/emptyDataSetShouldBeForcedToDisplay(_:)`` returns
    /// `true`, and hides otherwise.
    /// - Parameter bool: Default: the delegate's answer (`true` without one).
    /// - Returns: This object, for chaining.
    @discardableResult
    public func shouldDisplay(_ bool: Bool) -> Self {
        display = .shouldDisplay(bool)
        return self
    }

    /// EmptyDataSet-Swift's older spelling of ``shouldDisplay(_:)``; the scroll view is not needed.
    /// - Parameters:
    ///   - bool: Whether the empty state shows when the scroll view is empty.
    ///   - view: The scroll view (ignored).
    /// - Returns: This object, for chaining.
    @discardableResult
    public func shouldDisplay(_ bool: Bool, view: UIScrollView) -> Self {
        shouldDisplay(bool)
    }

    /// Whether the empty state shows, even while the scroll view has items. As in
    /// EmptyDataSet-Swift, `true` shows it and `false` hides it — also over an empty list and
    /// over the delegate's ``EmptyDataSetDelegate/emptyDataSetShouldBeForcedToDisplay(_:)``;
    /// the later of this and ``shouldDisplay(_:)`` wins. Without either call the delegate's
    /// rule decides. So `false` is not a default to spell out: `.shouldBeForcedToDisplay(false)`
    /// hides the empty state, as it did in EmptyDataSet-Swift; leave the call out instead.
    ///
    /// While the scroll view has items, the closure runs only when its last run forced the
    /// display, when the delegate forces it, or after
    /// ``UIKit/UIScrollView/setNeedsUpdateEmptyDataSetConfiguration()`` (and once when the
    /// closure is set): to start forcing the display over rows, call that method after the
    /// state the closure reads changed. A populated list otherwise runs nothing.
    /// - Parameter bool: Default: not called (the delegate's answer, `false` without one).
    /// - Returns: This object, for chaining.
    @discardableResult
    public func shouldBeForcedToDisplay(_ bool: Bool) -> Self {
        display = .shouldBeForcedToDisplay(bool)
        return self
    }

    /// Whether the empty state receives touches.
    /// - Parameter bool: Default `true`.
    /// - Returns: This object, for chaining.
    @discardableResult
    public func isTouchAllowed(_ bool: Bool) -> Self {
        edit { $0.allowsTouch = bool }
    }

    /// Whether the scroll view scrolls while the empty state shows.
    /// - Parameter bool: Default: only with a refresh control.
    /// - Returns: This object, for chaining.
    @discardableResult
    public func isScrollAllowed(_ bool: Bool) -> Self {
        edit { $0.allowsScroll = bool }
    }

    /// Whether the image animation runs (never under Reduce Motion).
    /// - Parameter bool: Default `true`
    /// once an animation is set.
    /// - Returns: This object, for chaining.
    @discardableResult
    public func isImageViewAnimateAllowed(_ bool: Bool) -> Self {
        isImageAnimationAllowed = bool
        return self
    }

    /// Runs `closure` when the content (outside the button) is tapped, after the delegate's
    /// `emptyDataSet(_:didTapView:)`. Capture `self` weakly (see ``EmptyDataSetView``).
    /// - Parameter closure: The action.
    /// - Returns: This object, for chaining.
    @discardableResult
    public func didTapContentView(_ closure: @escaping () -> Void) -> Self {
        tapContentView = closure
        return self
    }

    /// Runs `closure` when the button is tapped, after the delegate's
    /// `emptyDataSet(_:didTapButton:)`. Capture `self` weakly (see ``EmptyDataSetView``).
    /// - Parameter closure: The action.
    /// - Returns: This object, for chaining.
    @discardableResult
    public func didTapDataButton(_ closure: @escaping () -> Void) -> Self {
        tapDataButton = closure
        return self
    }

    /// Runs `closure` when the empty state is about to appear, after the delegate's
    /// ``EmptyDataSetDelegate/emptyDataSetWillAppear(_:)``.
    /// - Parameter closure: The action.
    /// - Returns: This object, for chaining.
    @discardableResult
    public func willAppear(_ closure: @escaping () -> Void) -> Self {
        events[.willAppear] = closure
        return self
    }

    /// Runs `closure` when the empty state has appeared, after the delegate's
    /// ``EmptyDataSetDelegate/emptyDataSetDidAppear(_:)``.
    /// - Parameter closure: The action.
    /// - Returns: This object, for chaining.
    @discardableResult
    public func didAppear(_ closure: @escaping () -> Void) -> Self {
        events[.didAppear] = closure
        return self
    }

    /// Runs `closure` when the empty state is about to disappear, after the delegate's
    /// ``EmptyDataSetDelegate/emptyDataSetWillDisappear(_:)``.
    /// - Parameter closure: The action.
    /// - Returns: This object, for chaining.
    @discardableResult
    public func willDisappear(_ closure: @escaping () -> Void) -> Self {
        events[.willDisappear] = closure
        return self
    }

    /// Runs `closure` when the empty state has disappeared, after the delegate's
    /// ``EmptyDataSetDelegate/emptyDataSetDidDisappear(_:)``.
    /// - Parameter closure: The action.
    /// - Returns: This object, for chaining.
    @discardableResult
    public func didDisappear(_ closure: @escaping () -> Void) -> Self {
        events[.didDisappear] = closure
        return self
    }

    /// The configuration the calls describe over `base` (the source's content and the delegate's
    /// answers): each call's setting wins over the base, in the order made. Whether the image
    /// animation runs is ``ClosureLayering/animatesImage(closureAllows:closureSetAnimation:delegateAllows:)``.
    /// - Parameters:
    ///   - base: The source's content and the delegate's answers (an empty configuration without them).
    ///   - delegateAllowsAnimation: The delegate's `emptyDataSetShouldAnimateImageView` (default `false`).
    func configuration(over base: EmptyDataSetConfiguration, delegateAllowsAnimation: Bool) -> EmptyDataSetConfiguration {
        var described = base
        for change in edits { change(&described) }
        let animates = ClosureLayering.animatesImage(
            closureAllows: isImageAnimationAllowed, closureSetAnimation: setsImageAnimation,
            delegateAllows: delegateAllowsAnimation)
        if !animates { described.imageAnimation = nil }
        return described
    }
}

private extension EmptyDataSetConfiguration {
    /// Changes the button, starting from a plain one when there is none.
    @MainActor
    mutating func editButton(_ change: (inout UIButton.Configuration) -> Void) {
        var configured = button ?? .plain()
        change(&configured)
        button = configured
    }
}

extension UIScrollView {
    /// Describes the empty state with EmptyDataSet-Swift's chainable calls, over the source and
    /// delegate set alongside: `closure` runs whenever the empty state is about to show or
    /// update, not while the list has items (see ``EmptyDataSetView``).
    /// It sets ``emptyDataSetConfigurationProvider``, which replaces any provider set before, and
    /// is replaced by the next provider set.
    ///
    /// Capture `self` weakly: the scroll view keeps `closure` while it is set.
    /// - Parameter closure: Describes the empty state through the ``EmptyDataSetView`` it is given.
    public func emptyDataSetView(_ closure: @escaping @MainActor (EmptyDataSetView) -> Void) {
        let controller = emptyDataSetController
        let layer = EmptyDataSetClosureLayer(describe: closure)
        emptyDataSetConfigurationProvider = { [weak controller, weak layer] _ in
            guard let controller, let layer else { return nil }
            return layer.configuration(for: controller)
        }
        // After the provider: setting a provider lets go of any layer set before.
        controller.closureLayer = layer
    }
}
#endif
