#if canImport(UIKit)
import UIKit

/// EmptyDataSet-Swift's closure API, as a thin layer over ``EmptyDataSetConfiguration``: code
/// written for it compiles unchanged.
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
/// This is the migration path; new code should set ``UIKit/UIScrollView/emptyDataSetConfiguration``
/// or a ``UIKit/UIScrollView/emptyDataSetConfigurationProvider`` instead. Unlike EmptyDataSet-Swift's
/// type of the same name this is not the view itself: each method records a setting and returns
/// the object, so the closure runs again on every reload and describes the state from scratch.
/// A button's title, image and background image take their `.normal` value (a configured button
/// has its own pressed look); values for other states are ignored.
@MainActor
public final class EmptyDataSetView {
    /// The configuration the calls so far describe.
    private(set) var configuration = EmptyDataSetConfiguration()
    /// Whether the empty state shows at all (``shouldDisplay(_:)``).
    private(set) var isDisplayed = true
    /// The closures for taps (``didTapContentView(_:)``, ``didTapDataButton(_:)``).
    private(set) var tapContentView: (@MainActor () -> Void)?
    private(set) var tapDataButton: (@MainActor () -> Void)?

    init() {}

    // MARK: Content

    /// Sets the title.
    /// - Parameter attributedString: The title; `nil` or empty for none.
    /// - Returns: This object, for chaining.
    @discardableResult
    public func titleLabelString(_ attributedString: NSAttributedString?) -> Self {
        configuration.attributedText = attributedString
        return self
    }

    /// Sets the text below the title.
    /// - Parameter attributedString: The text; `nil` or empty for none.
    /// - Returns: This object, for chaining.
    @discardableResult
    public func detailLabelString(_ attributedString: NSAttributedString?) -> Self {
        configuration.secondaryAttributedText = attributedString
        return self
    }

    /// Sets the image.
    /// - Parameter image: The image; `nil` for none.
    /// - Returns: This object, for chaining.
    @discardableResult
    public func image(_ image: UIImage?) -> Self {
        configuration.image = image
        return self
    }

    /// Sets an animation run on the image (see ``isImageViewAnimateAllowed(_:)``).
    /// - Parameter imageAnimation: The animation; `nil` for none.
    /// - Returns: This object, for chaining.
    @discardableResult
    public func imageAnimation(_ imageAnimation: CAAnimation?) -> Self {
        configuration.imageAnimation = imageAnimation
        return self
    }

    /// Sets the image's tint.
    /// - Parameter imageTintColor: The tint; `nil` for the image's own colors.
    /// - Returns: This object, for chaining.
    @discardableResult
    public func imageTintColor(_ imageTintColor: UIColor?) -> Self {
        configuration.imageProperties.tintColor = imageTintColor
        return self
    }

    /// Sets the button's title for a state (only `.normal` is used).
    /// - Parameters:
    ///   - buttonTitle: The title; `nil` or empty for no title.
    ///   - state: The control state.
    /// - Returns: This object, for chaining.
    @discardableResult
    public func buttonTitle(_ buttonTitle: NSAttributedString?, for state: UIControl.State) -> Self {
        guard state == .normal else { return self }
        var button = configuration.button ?? .plain()
        button.attributedTitle = buttonTitle.map { AttributedString($0) }
        configuration.button = button
        return self
    }

    /// Sets the button's image for a state (only `.normal` is used).
    /// - Parameters:
    ///   - buttonImage: The image; `nil` for none.
    ///   - state: The control state.
    /// - Returns: This object, for chaining.
    @discardableResult
    public func buttonImage(_ buttonImage: UIImage?, for state: UIControl.State) -> Self {
        guard state == .normal else { return self }
        var button = configuration.button ?? .plain()
        button.image = buttonImage
        configuration.button = button
        return self
    }

    /// Sets the button's background image for a state (only `.normal` is used).
    /// - Parameters:
    ///   - buttonBackgroundImage: The image; `nil` for none.
    ///   - state: The control state.
    /// - Returns: This object, for chaining.
    @discardableResult
    public func buttonBackgroundImage(_ buttonBackgroundImage: UIImage?, for state: UIControl.State) -> Self {
        guard state == .normal else { return self }
        var button = configuration.button ?? .plain()
        button.background.image = buttonBackgroundImage
        configuration.button = button
        return self
    }

    /// Sets the background color of the empty state.
    /// - Parameter backgroundColor: The color; `nil` for clear.
    /// - Returns: This object, for chaining.
    @discardableResult
    public func dataSetBackgroundColor(_ backgroundColor: UIColor?) -> Self {
        configuration.background.color = backgroundColor
        return self
    }

    /// Shows a custom view instead of the other elements.
    /// - Parameter customView: The view; `nil` for none.
    /// - Returns: This object, for chaining.
    @discardableResult
    public func customView(_ customView: UIView?) -> Self {
        configuration.customView = customView
        return self
    }

    /// Moves the content down from the center (negative: up).
    /// - Parameter offset: Points; default 0.
    /// - Returns: This object, for chaining.
    @discardableResult
    public func verticalOffset(_ offset: CGFloat) -> Self {
        configuration.verticalOffset = offset
        return self
    }

    /// Sets the space between the elements.
    /// - Parameter space: Points; default 11.
    /// - Returns: This object, for chaining.
    @discardableResult
    public func verticalSpace(_ space: CGFloat) -> Self {
        configuration.imageToTextPadding = space
        configuration.textToSecondaryTextPadding = space
        configuration.textToButtonPadding = space
        configuration.buttonToSecondaryButtonPadding = space
        return self
    }

    // MARK: Behaviour and events

    /// Whether the empty state fades in.
    /// - Parameter bool: Default `true`.
    /// - Returns: This object, for chaining.
    @discardableResult
    public func shouldFadeIn(_ bool: Bool) -> Self {
        configuration.fadesIn = bool
        return self
    }

    /// Whether the empty state shows when the scroll view is empty.
    /// - Parameter bool: Default `true`.
    /// - Returns: This object, for chaining.
    @discardableResult
    public func shouldDisplay(_ bool: Bool) -> Self {
        isDisplayed = bool
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

    /// Whether the empty state receives touches.
    /// - Parameter bool: Default `true`.
    /// - Returns: This object, for chaining.
    @discardableResult
    public func isTouchAllowed(_ bool: Bool) -> Self {
        configuration.allowsTouch = bool
        return self
    }

    /// Whether the scroll view scrolls while the empty state shows.
    /// - Parameter bool: Default: only with a refresh control.
    /// - Returns: This object, for chaining.
    @discardableResult
    public func isScrollAllowed(_ bool: Bool) -> Self {
        configuration.allowsScroll = bool
        return self
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
    /// `emptyDataSet(_:didTapView:)`.
    /// - Parameter closure: The action.
    /// - Returns: This object, for chaining.
    @discardableResult
    public func didTapContentView(_ closure: @escaping @MainActor () -> Void) -> Self {
        tapContentView = closure
        return self
    }

    /// Runs `closure` when the button is tapped, after the delegate's
    /// `emptyDataSet(_:didTapButton:)`.
    /// - Parameter closure: The action.
    /// - Returns: This object, for chaining.
    @discardableResult
    public func didTapDataButton(_ closure: @escaping @MainActor () -> Void) -> Self {
        tapDataButton = closure
        return self
    }

    private var isImageAnimationAllowed = true

    /// The configuration to show, or `nil` when ``shouldDisplay(_:)`` said no.
    var describedConfiguration: EmptyDataSetConfiguration? {
        guard isDisplayed else { return nil }
        var described = configuration
        if !isImageAnimationAllowed { described.imageAnimation = nil }
        return described
    }
}

extension UIScrollView {
    /// Describes the empty state with EmptyDataSet-Swift's chainable calls: `closure` runs on every
    /// reload that shows the empty state (see ``EmptyDataSetView``). It sets
    /// ``emptyDataSetConfigurationProvider``, which replaces any provider set before.
    /// - Parameter closure: Describes the empty state through the ``EmptyDataSetView`` it is given.
    public func emptyDataSetView(_ closure: @escaping @MainActor (EmptyDataSetView) -> Void) {
        let controller = emptyDataSetController
        emptyDataSetConfigurationProvider = { [weak controller] _ in
            let view = EmptyDataSetView()
            closure(view)
            controller?.tapHandlers = (view.tapContentView, view.tapDataButton)
            return view.describedConfiguration
        }
    }
}
#endif
