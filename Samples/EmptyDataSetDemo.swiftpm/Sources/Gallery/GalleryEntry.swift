#if canImport(UIKit)
import UIKit

/// One empty state of the gallery, as a value: what `GalleryViewController` shows, through the
/// source protocol or a configuration.
struct GalleryEntry {
    /// Which of the package's two APIs draws the entry.
    enum API {
        /// `EmptyDataSetSource` and `EmptyDataSetDelegate`: one method per element.
        case source
        /// `EmptyDataSetConfiguration`: one value.
        case configuration
    }

    /// A text and how it looks.
    struct Text {
        var string: String
        var typeface: Typeface
        var color: UIColor
    }

    /// The call to action.
    struct Button {
        enum Style {
            /// Colored text, no background.
            case plain
            /// A capsule filled with the color, white text (a `UIButton.Configuration`: the
            /// configuration API only).
            case filled
        }

        var title: String
        var symbolName: String?
        var color: UIColor
        var style: Style = .plain
    }

    /// An animation run on the image (stopped while Reduce Motion is on).
    enum Motion {
        case pulse
        case float
    }

    /// The app whose empty state it recalls.
    var name: String
    var api: API
    var symbolName: String
    var symbolTint: UIColor
    var symbolPointSize: CGFloat = 64
    var title: Text
    var message: Text
    var button: Button?
    /// The empty state's background; `nil` for the table's own.
    var background: UIColor?
    /// The bar tint, for entries whose brand color is the navigation bar's. Give it a dark-mode
    /// variant (`UIColor(light:dark:)`): it also tints the list's icon, on white or dark gray cells.
    var barTint: UIColor?
    /// A navigation bar filled with `background`, its title and items in the title's color, for
    /// apps whose bar is their brand color (Skype, Slack): the bar tint would vanish into it.
    var hasBrandBar = false
    var verticalOffset: CGFloat = 0
    /// The space between the elements.
    var spacing: CGFloat = 11
    /// Leading-aligned text (configuration entries only: `EmptyDataSetConfiguration.Alignment`).
    var isLeadingAligned = false
    var motion: Motion?

    /// The list's icon color: the bar tint where the symbol is white, for a brand background.
    var listTint: UIColor { barTint ?? symbolTint }
}
#endif
