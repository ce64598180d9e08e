// DZNEmptyDataSet's protocol methods and how this package answers each. Platform-neutral: no UIKit.

/// Every method of DZNEmptyDataSet's two protocols (its last release, 1.8.1), the Swift spelling
/// apps wrote it in, the Objective-C selector it gets with this package, and what the package does
/// with it: the rules that make the `DZNEmptyDataSet` product a drop-in.
///
/// Why four Swift spellings need selectors of their own: DZNEmptyDataSet's header is Objective-C, so
/// Swift imported its methods with omit-needless-words names (`emptyDataSetShouldFadeIn:` became
/// `emptyDataSetShouldFade(in:)`, both tap methods became `emptyDataSet(_:didTap:)`). This package's
/// protocols are Swift, with the Objective-C names (`emptyDataSetShouldFadeIn(_:)`) on the same
/// selectors. Swift rejects a second `@objc` method with a selector a requirement already uses ("conflicts
/// with optional requirement"), so the DZN spellings, declared by `DZNEmptyDataSetDelegate`, use
/// `dzn_`-prefixed selectors and are asked right after the package's (``askOrder(for:)``).
enum DZNSelectorTable {
    /// The DZN protocol a method belongs to.
    enum Role: Equatable {
        case source, delegate
    }

    /// A question the package asks a delegate through more than one selector.
    enum Question: CaseIterable, Equatable {
        case shouldFadeIn, shouldBeForcedToDisplay, didTapView, didTapButton
    }

    /// What the package does with a method.
    enum Handling: Equatable {
        /// A requirement of `EmptyDataSetSource` / `EmptyDataSetDelegate` with DZN's selector and Swift
        /// name: asked exactly as the package asks its own requirement.
        case packageRequirement
        /// Asked for the question, in the order of ``DZNSelectorTable/askOrder(for:)``.
        case asked(Question)
        /// Declared, so that implementations compile without a warning, but never asked: DZNEmptyDataSet
        /// itself stopped asking `offsetForEmptyDataSet:` in 1.7 (2015), so asking it now would move
        /// content that has not moved for years.
        case declaredNotAsked
    }

    /// One method as an app implements it.
    struct Method: Equatable {
        /// The selector DZNEmptyDataSet declared (what an Objective-C app implements).
        let dznSelector: String
        /// The name Swift gave it when importing DZNEmptyDataSet's header.
        let swiftName: String
        /// The selector a Swift implementation with `swiftName` gets with this package.
        let selector: String
        let role: Role
        /// Deprecated in DZNEmptyDataSet's header (and so in `DZNEmptyDataSetSource`/`Delegate`).
        let isDeprecated: Bool
        let handling: Handling

        init(
            _ dznSelector: String, swift swiftName: String, selector: String? = nil, _ role: Role,
            deprecated: Bool = false, _ handling: Handling = .packageRequirement
        ) {
            self.dznSelector = dznSelector
            self.swiftName = swiftName
            self.selector = selector ?? dznSelector
            self.role = role
            self.isDeprecated = deprecated
            self.handling = handling
        }
    }

    /// One selector asked for a question.
    struct Ask: Equatable {
        let selector: String
        /// Whether the method takes the tapped view or button after the scroll view (DZN's deprecated
        /// tap methods take the scroll view only).
        let passesSender: Bool
    }

    /// The prefix of the selectors of DZN's differing Swift spellings.
    static let swiftSpellingPrefix = "dzn_"

    /// Every DZNEmptyDataSet method, in the header's order (source, then delegate).
    static let methods: [Method] = [
        Method("titleForEmptyDataSet:", swift: "title(forEmptyDataSet:)", .source),
        Method("descriptionForEmptyDataSet:", swift: "description(forEmptyDataSet:)", .source),
        Method("imageForEmptyDataSet:", swift: "image(forEmptyDataSet:)", .source),
        Method("imageTintColorForEmptyDataSet:", swift: "imageTintColor(forEmptyDataSet:)", .source),
        Method("imageAnimationForEmptyDataSet:", swift: "imageAnimation(forEmptyDataSet:)", .source),
        Method("buttonTitleForEmptyDataSet:forState:", swift: "buttonTitle(forEmptyDataSet:for:)", .source),
        Method("buttonImageForEmptyDataSet:forState:", swift: "buttonImage(forEmptyDataSet:for:)", .source),
        Method(
            "buttonBackgroundImageForEmptyDataSet:forState:", swift: "buttonBackgroundImage(forEmptyDataSet:for:)",
            .source),
        Method("backgroundColorForEmptyDataSet:", swift: "backgroundColor(forEmptyDataSet:)", .source),
        Method("customViewForEmptyDataSet:", swift: "customView(forEmptyDataSet:)", .source),
        Method(
            "offsetForEmptyDataSet:", swift: "offset(forEmptyDataSet:)", .source, deprecated: true, .declaredNotAsked),
        Method("verticalOffsetForEmptyDataSet:", swift: "verticalOffset(forEmptyDataSet:)", .source),
        Method("spaceHeightForEmptyDataSet:", swift: "spaceHeight(forEmptyDataSet:)", .source),

        Method(
            "emptyDataSetShouldFadeIn:", swift: "emptyDataSetShouldFade(in:)",
            selector: "dzn_emptyDataSetShouldFadeIn:", .delegate, .asked(.shouldFadeIn)),
        Method(
            "emptyDataSetShouldBeForcedToDisplay:", swift: "emptyDataSetShouldBeForced(toDisplay:)",
            selector: "dzn_emptyDataSetShouldBeForcedToDisplay:", .delegate, .asked(.shouldBeForcedToDisplay)),
        Method("emptyDataSetShouldDisplay:", swift: "emptyDataSetShouldDisplay(_:)", .delegate),
        Method("emptyDataSetShouldAllowTouch:", swift: "emptyDataSetShouldAllowTouch(_:)", .delegate),
        Method("emptyDataSetShouldAllowScroll:", swift: "emptyDataSetShouldAllowScroll(_:)", .delegate),
        Method("emptyDataSetShouldAnimateImageView:", swift: "emptyDataSetShouldAnimateImageView(_:)", .delegate),
        // Omit-needless-words drops "View", the tail of the parameter's type name (UIScrollView).
        Method(
            "emptyDataSetDidTapView:", swift: "emptyDataSetDidTap(_:)", .delegate, deprecated: true,
            .asked(.didTapView)),
        Method(
            "emptyDataSetDidTapButton:", swift: "emptyDataSetDidTapButton(_:)", .delegate, deprecated: true,
            .asked(.didTapButton)),
        Method(
            "emptyDataSet:didTapView:", swift: "emptyDataSet(_:didTap:)", selector: "dzn_emptyDataSet:didTapView:",
            .delegate, .asked(.didTapView)),
        Method(
            "emptyDataSet:didTapButton:", swift: "emptyDataSet(_:didTap:)", selector: "dzn_emptyDataSet:didTapButton:",
            .delegate, .asked(.didTapButton)),
        Method("emptyDataSetWillAppear:", swift: "emptyDataSetWillAppear(_:)", .delegate),
        Method("emptyDataSetDidAppear:", swift: "emptyDataSetDidAppear(_:)", .delegate),
        Method("emptyDataSetWillDisappear:", swift: "emptyDataSetWillDisappear(_:)", .delegate),
        Method("emptyDataSetDidDisappear:", swift: "emptyDataSetDidDisappear(_:)", .delegate),
    ]

    /// The selectors asked for a question, in order; the first the delegate implements answers and
    /// no other is asked.
    ///
    /// First DZN's Objective-C selector (what Objective-C apps implement, and the package's own Swift
    /// spelling: `emptyDataSetShouldFadeIn(_:)`, `emptyDataSet(_:didTapView:)`), then DZN's Swift
    /// spelling (`emptyDataSetShouldFade(in:)`, `emptyDataSet(_:didTap:)`), then, for taps, the selector
    /// DZNEmptyDataSet deprecated, which it also asked last. So an app implementing two spellings gets
    /// one call, from the Objective-C spelling.
    static func askOrder(for question: Question) -> [Ask] {
        switch question {
        case .shouldFadeIn:
            return [Ask(selector: "emptyDataSetShouldFadeIn:", passesSender: false),
                    Ask(selector: "dzn_emptyDataSetShouldFadeIn:", passesSender: false)]
        case .shouldBeForcedToDisplay:
            return [Ask(selector: "emptyDataSetShouldBeForcedToDisplay:", passesSender: false),
                    Ask(selector: "dzn_emptyDataSetShouldBeForcedToDisplay:", passesSender: false)]
        case .didTapView:
            return [Ask(selector: "emptyDataSet:didTapView:", passesSender: true),
                    Ask(selector: "dzn_emptyDataSet:didTapView:", passesSender: true),
                    Ask(selector: "emptyDataSetDidTapView:", passesSender: false)]
        case .didTapButton:
            return [Ask(selector: "emptyDataSet:didTapButton:", passesSender: true),
                    Ask(selector: "dzn_emptyDataSet:didTapButton:", passesSender: true),
                    Ask(selector: "emptyDataSetDidTapButton:", passesSender: false)]
        }
    }

    /// The first selector of `order` that `implements` accepts, or `nil` (the documented default applies).
    static func firstImplemented(_ order: [Ask], implements: (String) -> Bool) -> Ask? {
        order.first { implements($0.selector) }
    }

    /// The selector Swift derives for an `@objc` method named `swiftName` when no `@objc(name)` is
    /// given: the base name, the first argument label capitalized, the other labels, a colon each
    /// (`emptyDataSetShouldFade(in:)` → `emptyDataSetShouldFadeIn:`). Why the DZN spellings need
    /// selectors of their own: this is the package requirement's selector.
    static func derivedSelector(forSwiftName swiftName: String) -> String {
        guard let open = swiftName.firstIndex(of: "("), swiftName.hasSuffix(")") else { return swiftName }
        let base = String(swiftName[..<open])
        let inner = swiftName[swiftName.index(after: open)..<swiftName.index(before: swiftName.endIndex)]
        let labels = inner.split(separator: ":", omittingEmptySubsequences: true).map(String.init)
        guard let first = labels.first else { return base }
        var selector = first == "_" ? base : base + first.prefix(1).uppercased() + first.dropFirst()
        selector += ":"
        for label in labels.dropFirst() { selector += (label == "_" ? "" : label) + ":" }
        return selector
    }
}
