#if canImport(UIKit)
import EmptyDataSet
import UIKit

/// The configuration API's way: the whole empty state as one value.
extension GalleryViewController {
    /// The entry's configuration with its fonts resolved for `traits`. The image, animation and
    /// action are the screen's own instances, made once: configurations compare those by
    /// identity, so new ones on every call would count as a change each time.
    func configuration(for traits: UITraitCollection) -> EmptyDataSetConfiguration {
        var configuration = EmptyDataSetConfiguration.empty()
        configuration.image = image
        configuration.imageProperties.tintColor = entry.symbolTint
        configuration.imageAnimation = imageAnimation
        configuration.text = entry.title.string
        configuration.textProperties.font = entry.title.typeface.font(compatibleWith: traits)
        configuration.textProperties.color = entry.title.color
        configuration.secondaryText = entry.message.string
        configuration.secondaryTextProperties.font = entry.message.typeface.font(compatibleWith: traits)
        configuration.secondaryTextProperties.color = entry.message.color
        configuration.imageToTextPadding = entry.spacing
        configuration.textToSecondaryTextPadding = entry.spacing
        configuration.textToButtonPadding = entry.spacing
        configuration.background.color = entry.background
        configuration.verticalOffset = entry.verticalOffset
        configuration.alignment = entry.isLeadingAligned ? .natural : .center
        if let button = entry.button {
            configuration.button = button.configuration
            configuration.buttonProperties.primaryAction = buttonAction
        }
        return configuration
    }
}
#endif
