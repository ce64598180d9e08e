#if canImport(UIKit)
import UIKit

// VoiceOver and Dynamic Type for the empty-state view.
extension EmptyDataSetView {
    /// Traits that never change: the title is a header; the image is decorative until labeled.
    func setUpAccessibility() {
        titleLabel.accessibilityTraits.insert(.header)
        imageView.isAccessibilityElement = false
        // The container is not itself an element; it lists its elements in reading order.
        isAccessibilityElement = false
    }

    /// Sets the reading order from ``ContentPlan``: labeled image, title, description, button — or
    /// the custom view alone.
    func updateAccessibility(_ content: EmptyDataSetContent) {
        let imageLabel = content.image?.accessibilityLabel
        let isImageLabeled = !(imageLabel ?? "").isEmpty
        imageView.isAccessibilityElement = isImageLabeled
        imageView.accessibilityLabel = isImageLabeled ? imageLabel : nil
        imageView.accessibilityTraits = isImageLabeled ? .image : .none

        let plan = ContentPlan(
            hasImage: content.image != nil, isImageLabeled: isImageLabeled,
            hasTitle: content.title != nil, hasDescription: content.description != nil,
            hasButton: content.hasButton, hasCustomView: content.customView != nil)
        if let customView {
            accessibilityElements = [customView]
        } else {
            accessibilityElements = plan.accessibilityOrder.map(view(for:))
        }
    }

    private func view(for element: ContentElement) -> UIView {
        switch element {
        case .image: imageView
        case .title: titleLabel
        case .description: detailLabel
        case .button: button
        }
    }

    /// Re-merges the default fonts when the content size category changes: the defaults are
    /// Dynamic Type fonts resolved for the traits, and attributed text does not rescale by itself.
    func observeContentSizeCategory() {
        if #available(iOS 17.0, tvOS 17.0, visionOS 1.0, macCatalyst 17.0, *) {
            registerForTraitChanges([UITraitPreferredContentSizeCategory.self]) { (view: EmptyDataSetView, _: UITraitCollection) in
                view.applyText()
            }
        }
    }

    // visionOS has only the registration API (traitCollectionDidChange is deprecated there since 1.0).
    #if !os(visionOS)
    override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        // iOS 17 and later use the registration above.
        if #available(iOS 17.0, tvOS 17.0, visionOS 1.0, macCatalyst 17.0, *) { return }
        if previousTraitCollection?.preferredContentSizeCategory != traitCollection.preferredContentSizeCategory {
            applyText()
        }
    }
    #endif
}
#endif
