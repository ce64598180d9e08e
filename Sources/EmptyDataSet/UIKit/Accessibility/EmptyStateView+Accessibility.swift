#if canImport(UIKit)
import UIKit

// VoiceOver and Dynamic Type for the empty-state view.
extension EmptyStateView {
    /// The accessibility identifiers, for UI tests (`app.staticTexts["EmptyDataSet.title"]`).
    /// Documented in the README; changing them breaks apps' UI tests.
    enum Identifier {
        static let view = "EmptyDataSet.view"
        static let image = "EmptyDataSet.image"
        static let title = "EmptyDataSet.title"
        static let description = "EmptyDataSet.description"
        static let button = "EmptyDataSet.button"
        static let secondaryButton = "EmptyDataSet.secondaryButton"
        static let activityIndicator = "EmptyDataSet.activityIndicator"
    }

    /// Traits that never change: the title is a header; the image is decorative until labeled.
    /// Identifiers let UI tests find the empty state.
    func setUpAccessibility() {
        accessibilityIdentifier = Identifier.view
        imageView.accessibilityIdentifier = Identifier.image
        titleLabel.accessibilityIdentifier = Identifier.title
        detailLabel.accessibilityIdentifier = Identifier.description
        button.accessibilityIdentifier = Identifier.button
        // A configuration's button takes the source button's place, and its identifier.
        primaryButton.accessibilityIdentifier = Identifier.button
        secondaryButton.accessibilityIdentifier = Identifier.secondaryButton
        activityIndicator.accessibilityIdentifier = Identifier.activityIndicator
        titleLabel.accessibilityTraits.insert(.header)
        imageView.isAccessibilityElement = false
        // Neither container is itself an element. The reading order is listed on the content view,
        // inside the content scroll view, so that VoiceOver's container chain passes through that
        // scroll view and scrolls an element it moves to into view (at large text sizes the
        // content scrolls); listed on this view, the chain would skip it.
        isAccessibilityElement = false
        contentView.isAccessibilityElement = false
    }

    /// Sets the reading order from ``ContentPlan``: labeled image, title, description, button — or
    /// the custom view alone — and the initial focus, which skips the image (``ImageAccessibility``).
    func updateAccessibility(_ content: EmptyDataSetContent) {
        // A symbol image is decorative unless configured with a label (``ImageAccessibility``).
        let imageLabel = ImageAccessibility.label(
            configured: content.imageAccessibilityLabel, imageLabel: content.image?.accessibilityLabel,
            isSymbolImage: content.image?.isSymbolImage ?? false)
        let isImageLabeled = imageLabel != nil
        imageView.isAccessibilityElement = isImageLabeled
        imageView.accessibilityLabel = imageLabel
        imageView.accessibilityTraits = isImageLabeled ? .image : .none

        let plan = ContentPlan(
            hasActivityIndicator: content.showsActivityIndicator,
            hasImage: content.image != nil, isImageLabeled: isImageLabeled,
            hasTitle: content.title != nil, hasDescription: content.description != nil,
            hasButton: content.hasPrimaryButton, hasSecondaryButton: content.configuredButtons.count > 1,
            hasCustomView: content.customView != nil)
        if let customView {
            contentView.accessibilityElements = [customView]
        } else {
            contentView.accessibilityElements = plan.accessibilityOrder.map(view(for:))
        }
        initialAccessibilityFocus = ImageAccessibility.initialFocus(in: plan).map(view(for:)) ?? customView
        // UI tests see the accessibility elements by default, which leave out a decorative image:
        // list every visible element, so each documented identifier can be found.
        if #available(iOS 17.0, tvOS 17.0, visionOS 1.0, macCatalyst 17.0, *) {
            contentView.automationElements = customView.map { [$0] } ?? plan.visibleElements.map(view(for:))
        }

        // An image-only button is read by its image's label (a title, when present, is read
        // instead); without one VoiceOver falls back to UIKit's own guess.
        let normal = content.button.first { $0.state == .normal }?.content
        button.accessibilityLabel = normal?.title == nil ? normal?.image?.accessibilityLabel : nil
    }

    /// Tells VoiceOver the empty state appeared (see ``AppearanceAnnouncement``): focus moves to
    /// its first element, unless the user is in a text input such as a search field, which keeps
    /// focus and hears the title queued after the echo of what they typed; nothing when the list
    /// is not where the user is (``UserPresentation``).
    func announceAppearance() {
        isAppearanceUnannounced = false
        guard movesFocusOnAppearance else { return }
        let isVoiceOverRunning = AccessibilitySystem.isVoiceOverRunning()
        // The hierarchy is searched only when VoiceOver would be told something. The list is
        // judged, not this view: below a table header taller than the screen the empty state lies
        // outside the window's bounds until scrolled to, and VoiceOver scrolls to it.
        let isUserHere = isVoiceOverRunning && ((superview as? UIScrollView) ?? self).userPresentation.isUserHere
        let isFocusInTextInput = isUserHere && isUserInTextInput
        let first = initialAccessibilityFocus
        let announcement = AppearanceAnnouncement.make(
            isVoiceOverRunning: isVoiceOverRunning, isOnScreen: window != nil && !isHidden, isUserHere: isUserHere,
            appearsWithScreen: appearsWithScreen, hasReadableElement: first != nil, isFocusInTextInput: isFocusInTextInput,
            spokenText: spokenSummary)
        switch announcement {
        case .none:
            break
        case .moveFocus:
            // Resolved now, not when applied: hosted content's first element exists once laid out.
            AccessibilitySystem.post(.layoutChanged, first.map(resolvedAccessibilityFocus(_:)))
        case .announce(let text):
            let queued = NSAttributedString(string: text, attributes: [.accessibilitySpeechQueueAnnouncement: true])
            AccessibilitySystem.post(.announcement, queued)
        }
    }

    /// Tells the list's controller which window the list is in now (``ScreenPresence``), so that
    /// a list that leaves its window and comes back (a tab switch, a push then a pop) with no
    /// reload or layout in between is seen arriving again. Called from `didMoveToWindow`, which
    /// UIKit sends to every view of a subtree that enters or leaves a window — so also when the
    /// scroll view holding this view does — with no swizzling. This view also moves when it is
    /// itself inserted into the scroll view; the scroll view's window is what is reported, which
    /// then has not changed, so that sighting changes nothing. Before this view exists, the
    /// controller's own sightings (hooked calls, layouts, reloads) stand in.
    func reportWindowChange() {
        guard let scrollView = superview as? UIScrollView else { return }
        scrollView.emptyDataSetControllerIfPresent?.notePresence(of: scrollView)
    }

    /// Whether the user is typing (``TextEntry``): VoiceOver is on an editable text input that is
    /// first responder or the search field the list follows, or an input that takes typing is
    /// first responder in this window (while typing, VoiceOver is on the keyboard's keys, or on a
    /// web page's element, which is no view): a field, a text view, any other `UIKeyInput` such as
    /// WebKit's content view or an app's own editor. A read-only text view VoiceOver reads —
    /// first responder for its selection or not — is not typing.
    /// Searched only when VoiceOver runs and the empty state appears.
    private var isUserInTextInput: Bool {
        let list = (superview as? UIScrollView) ?? self
        if let focused = AccessibilitySystem.focusedElement() as? UIView, list.isTyping(in: focused) { return true }
        guard let window else { return false }
        var pending: [UIView] = [window]
        while let view = pending.popLast() {
            if view.isFirstResponder { return Self.isEditableTextInput(view) }
            pending.append(contentsOf: view.subviews)
        }
        return false
    }

    /// What VoiceOver says of the empty state in one phrase: the title, else the description, else
    /// the custom view's label or, for a container, its first label's text.
    var spokenSummary: String? {
        if let customView = customView ?? hostedContentView {
            return customView.accessibilityLabel ?? Self.firstLabelText(in: customView)
        }
        if !titleLabel.isHidden, let title = titleLabel.attributedText?.string { return title }
        if !detailLabel.isHidden { return detailLabel.attributedText?.string }
        return nil
    }

    private static func firstLabelText(in view: UIView) -> String? {
        if let label = view as? UILabel, !label.isHidden, let text = label.text, !text.isEmpty { return text }
        for subview in view.subviews {
            if let text = firstLabelText(in: subview) { return text }
        }
        return nil
    }

    private func view(for element: ContentElement) -> UIView {
        switch element {
        case .activityIndicator: activityIndicator
        case .image: imageView
        case .title: titleLabel
        case .description: detailLabel
        case .button: button.isHidden ? primaryButton : button
        case .secondaryButton: secondaryButton
        }
    }

    /// Follows the traits that attributed strings do not follow by themselves: the content size
    /// category and Bold Text (the default Dynamic Type fonts are re-merged at once — a merged
    /// font is resolved for the traits it was made under, so neither a larger size nor the
    /// bolder weight reaches it by itself — and the source is asked again, since its strings may
    /// carry `preferredFont(forTextStyle:)` fonts resolved for the old traits), light/dark
    /// appearance and increased contrast (colors the source baked in).
    func observeTraitChanges() {
        if #available(iOS 17.0, tvOS 17.0, visionOS 1.0, macCatalyst 17.0, *) {
            registerForTraitChanges([UITraitPreferredContentSizeCategory.self, UITraitLegibilityWeight.self]) {
                (view: EmptyStateView, _: UITraitCollection) in
                view.applyText()
            }
            registerForTraitChanges([
                UITraitPreferredContentSizeCategory.self, UITraitUserInterfaceStyle.self, UITraitAccessibilityContrast.self,
                UITraitLegibilityWeight.self, UITraitHorizontalSizeClass.self, UITraitVerticalSizeClass.self,
            ]) { (view: EmptyStateView, _: UITraitCollection) in
                view.askAgainIfContentTraitsChanged()
            }
        }
    }

    /// Asks for the source again when a trait its strings may depend on differs from the traits
    /// the content was asked for under — not merely because the view took its traits from a
    /// window, which is its appearance, already asked for.
    func askAgainIfContentTraitsChanged() {
        let current = ContentTraits(traitCollection)
        guard window != nil, let asked = contentTraits, asked != current else { return }
        onTraitChange?(asked.ignoringSizeClasses == current.ignoringSizeClasses)
    }
    // visionOS has only the registration API (traitCollectionDidChange is deprecated there since 1.0).
    #if !os(visionOS)
    override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        // iOS 17 and later use the registration above.
        if #available(iOS 17.0, tvOS 17.0, visionOS 1.0, macCatalyst 17.0, *) { return }
        if previousTraitCollection?.preferredContentSizeCategory != traitCollection.preferredContentSizeCategory
            || previousTraitCollection?.legibilityWeight != traitCollection.legibilityWeight
        {
            applyText()
        }
        askAgainIfContentTraitsChanged()
    }
    #endif
}

/// The traits an empty state's content depends on beyond what UIKit updates by itself: the text
/// size (fonts a source resolved with `preferredFont(forTextStyle:)`), the size classes (a source
/// or provider may describe a compact layout differently) and the appearance (colors
/// it resolved with `resolvedColor(with:)`).
struct ContentTraits: Equatable {
    let contentSizeCategory: UIContentSizeCategory
    let userInterfaceStyle: UIUserInterfaceStyle
    let contrast: UIAccessibilityContrast
    /// Bold Text, which configuration fonts follow.
    let legibilityWeight: UILegibilityWeight
    /// The size classes a configuration provider may describe differently for (iPad split view).
    let horizontalSizeClass: UIUserInterfaceSizeClass
    let verticalSizeClass: UIUserInterfaceSizeClass

    init(_ traits: UITraitCollection) {
        contentSizeCategory = traits.preferredContentSizeCategory
        userInterfaceStyle = traits.userInterfaceStyle
        contrast = traits.accessibilityContrast
        legibilityWeight = traits.legibilityWeight
        horizontalSizeClass = traits.horizontalSizeClass
        verticalSizeClass = traits.verticalSizeClass
    }

    private init(_ other: ContentTraits, sizeClasses: UIUserInterfaceSizeClass) {
        contentSizeCategory = other.contentSizeCategory
        userInterfaceStyle = other.userInterfaceStyle
        contrast = other.contrast
        legibilityWeight = other.legibilityWeight
        horizontalSizeClass = sizeClasses
        verticalSizeClass = sizeClasses
    }

    /// The same traits with the size classes left out.
    var ignoringSizeClasses: ContentTraits { ContentTraits(self, sizeClasses: .unspecified) }
}
#endif
