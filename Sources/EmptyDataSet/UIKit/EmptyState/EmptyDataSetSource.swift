#if canImport(UIKit)
import UIKit

/// The object that supplies the content of a scroll view's empty state.
///
/// Set it with ``UIKit/UIScrollView/emptyDataSetSource``; it is not retained. Every method is
/// optional and documents its default. Implement the ones you need:
///
/// ```swift
/// extension InboxViewController: EmptyDataSetSource {
///     func title(forEmptyDataSet scrollView: UIScrollView) -> NSAttributedString? {
///         NSAttributedString(string: "No Messages")
///     }
/// }
/// ```
///
/// The methods are Objective-C optional requirements, looked up at run time. A subclass that
/// implements a method its superclass left out is therefore called, which protocol-extension
/// defaults would not do. The names and Objective-C selectors are DZNEmptyDataSet's and
/// EmptyDataSet-Swift's, so migrating is a change of `import` (with the `DZNEmptyDataSet` product,
/// `DZNEmptyDataSetSource` is this protocol under DZNEmptyDataSet's name).
///
/// ## Implicitly unwrapped types
///
/// DZNEmptyDataSet's methods take `UIScrollView!` and return `T!` here: DZNEmptyDataSet's last
/// release has no nullability annotations, so apps implemented them with `!` types, and Swift warns
/// about a `!` implementation of a non-optional requirement, but not about a `T` or `T?`
/// implementation of a `!` requirement. So both spellings compile without a warning. Write new code
/// without `!`: the scroll view is never `nil`, and a `nil` result means the default.
@MainActor
@objc public protocol EmptyDataSetSource {
    /// Asks for the title of the empty state.
    ///
    /// Attributes you set win; a missing font, foreground color or paragraph style gets the default:
    /// the Dynamic Type `title2` style in bold, `UIColor.label`, centered and word-wrapped. The
    /// source is asked again when the text size, light/dark appearance or contrast changes, so a
    /// font from `preferredFont(forTextStyle:)` or a resolved color you set follows them.
    /// - Parameter scrollView: The scroll view showing the empty state.
    /// - Returns: The title, or `nil` (the default) or an empty string for no title.
    @objc optional func title(forEmptyDataSet scrollView: UIScrollView!) -> NSAttributedString!

    /// Asks for the description shown below the title.
    ///
    /// Missing attributes default to the Dynamic Type `body` style, `UIColor.secondaryLabel`,
    /// centered and word-wrapped.
    /// - Parameter scrollView: The scroll view showing the empty state.
    /// - Returns: The description, or `nil` (the default) or an empty string for none.
    @objc optional func description(forEmptyDataSet scrollView: UIScrollView!) -> NSAttributedString!

    /// Asks for the image shown above the title.
    ///
    /// An image larger than the empty state is scaled down to fit, keeping its aspect ratio; it is
    /// never scaled up. With a title, description or button it takes at most half the visible
    /// height, so they stay on screen. The image is decorative for VoiceOver unless it has an
    /// `accessibilityLabel`.
    /// - Parameter scrollView: The scroll view showing the empty state.
    /// - Returns: The image, or `nil` (the default) for none.
    @objc optional func image(forEmptyDataSet scrollView: UIScrollView!) -> UIImage!

    /// Asks for the color that tints the image.
    ///
    /// When a color is returned the image is drawn as a template in that color; otherwise it is
    /// drawn with its original colors. One exception: an SF Symbol without a tint keeps its own
    /// rendering mode (monochrome, hierarchical, multicolor) in `UIColor.secondaryLabel`, since a
    /// symbol's "original" color is black and would vanish in dark mode.
    /// - Parameter scrollView: The scroll view showing the empty state.
    /// - Returns: The tint color, or `nil` (the default) to keep the image's colors.
    @objc optional func imageTintColor(forEmptyDataSet scrollView: UIScrollView!) -> UIColor!

    /// EmptyDataSet-Swift's spelling of ``imageTintColor(forEmptyDataSet:)``, honored so that
    /// migrated code keeps working unchanged. Used only when `imageTintColor(forEmptyDataSet:)`
    /// returns `nil` or is not implemented; new code should implement `imageTintColor`.
    ///
    /// Not marked deprecated: Swift does not warn when a deprecated requirement is implemented,
    /// only when it is called, so a deprecation would reach no one but this package.
    /// - Parameter scrollView: The scroll view showing the empty state.
    /// - Returns: The tint color, or `nil` (the default).
    @objc optional func imagetintColor(forEmptyDataSet scrollView: UIScrollView) -> UIColor?

    /// Asks for an animation added to the image view's layer.
    ///
    /// It runs only while ``EmptyDataSetDelegate/emptyDataSetShouldAnimateImageView(_:)`` returns
    /// `true` and Reduce Motion is off (it stops when the user turns Reduce Motion on and resumes
    /// when it is turned off), and is not restarted by reloads while it runs.
    /// - Parameter scrollView: The scroll view showing the empty state.
    /// - Returns: The animation, or `nil` (the default) for none.
    @objc optional func imageAnimation(forEmptyDataSet scrollView: UIScrollView!) -> CAAnimation!

    /// Asks for the button title for a control state (asked for `.normal` and `.highlighted`).
    ///
    /// Missing attributes default to the Dynamic Type `headline` style in the tint color. The
    /// button shows when the `.normal` title is non-empty or a `.normal` image exists. Without
    /// highlighted content (title, image or background image) the button dims while pressed.
    /// - Parameters:
    ///   - scrollView: The scroll view showing the empty state.
    ///   - state: The control state.
    /// - Returns: The title, or `nil` (the default). A `nil` highlighted title reuses the normal one.
    @objc(buttonTitleForEmptyDataSet:forState:)
    optional func buttonTitle(forEmptyDataSet scrollView: UIScrollView!, for state: UIControl.State) -> NSAttributedString!

    /// Asks for the button image for a control state (asked for `.normal` and `.highlighted`).
    ///
    /// With a title too, the image shows beside it (DZNEmptyDataSet showed only the image). An
    /// image-only button is read by VoiceOver with the image's `accessibilityLabel`.
    /// - Parameters:
    ///   - scrollView: The scroll view showing the empty state.
    ///   - state: The control state.
    /// - Returns: The image, or `nil` (the default).
    @objc(buttonImageForEmptyDataSet:forState:)
    optional func buttonImage(forEmptyDataSet scrollView: UIScrollView!, for state: UIControl.State) -> UIImage!

    /// Asks for the button background image for a control state (asked for `.normal` and
    /// `.highlighted`). A background image alone does not make the button visible.
    /// - Parameters:
    ///   - scrollView: The scroll view showing the empty state.
    ///   - state: The control state.
    /// - Returns: The background image, or `nil` (the default).
    @objc(buttonBackgroundImageForEmptyDataSet:forState:)
    optional func buttonBackgroundImage(forEmptyDataSet scrollView: UIScrollView!, for state: UIControl.State) -> UIImage!

    /// Asks for the background color of the empty state.
    /// - Parameter scrollView: The scroll view showing the empty state.
    /// - Returns: The color, or `nil` for the default, `.clear`.
    @objc optional func backgroundColor(forEmptyDataSet scrollView: UIScrollView!) -> UIColor!

    /// Asks for a custom view shown instead of the image, title, description and button.
    ///
    /// The view is centered. A view made with Auto Layout sizes itself with its own constraints;
    /// a frame-based one (`translatesAutoresizingMaskIntoConstraints == true`) keeps its frame size
    /// when non-zero, else its intrinsic content size, else its fitting size — at most the
    /// readable width. Returning the same instance on every reload keeps it in place; a new
    /// instance replaces the previous one, which is given back as it came (frame-based, with its
    /// frame); so is the view when the empty state hides or the source is set to `nil`. An
    /// activity indicator is a typical custom view for a loading state.
    /// - Parameter scrollView: The scroll view showing the empty state.
    /// - Returns: The view, or `nil` (the default) for the standard elements.
    @objc optional func customView(forEmptyDataSet scrollView: UIScrollView!) -> UIView!

    /// Asks for a vertical offset of the content from the center of the visible area.
    ///
    /// The visible area already excludes bars, safe areas, the keyboard and the table header view,
    /// so most apps need no offset. NaN and infinite values count as 0; the offset yields where it
    /// would push the content past the margins of the area, so nothing moves off screen.
    /// - Parameter scrollView: The scroll view showing the empty state.
    /// - Returns: Points to move the content down (negative: up). Default 0.
    @objc optional func verticalOffset(forEmptyDataSet scrollView: UIScrollView!) -> CGFloat

    /// Asks for the vertical space between the image, title, description and button.
    /// - Parameter scrollView: The scroll view showing the empty state.
    /// - Returns: The space in points. Default 11. Negative or NaN values count as 0.
    @objc optional func spaceHeight(forEmptyDataSet scrollView: UIScrollView!) -> CGFloat
}
#endif
