// Which of a plain scroll view's subviews are UIKit's own, judged by class name.

/// Whether a view is one UIKit made for itself (a scroll view's scroll indicators,
/// `_UIScrollViewScrollIndicator`), which a held loading state never hides (``HoldCovering``): its
/// Objective-C class name starts with an underscore.
///
/// Not every such name is private: Swift gives its private, nested and generic classes runtime
/// names mangled as `_Tt…` (an app's `private class BannerView: UIView` is
/// `_TtC5MyAppP33_…10BannerView`). Those are UIKit's only when their module is; any other module's
/// are the app's content. A key-value observed view's class is a runtime subclass named
/// `NSKVONotifying_` and the observed class's name, which is what counts.
enum PrivateViewClass {
    /// The prefix of the subclass key-value observing makes of an observed object's class.
    static let observingPrefix = "NSKVONotifying_"
    /// The prefix of Swift's mangled runtime class names.
    static let mangledPrefix = "_Tt"
    /// The modules whose views are UIKit's own.
    static let systemModules: Set<Substring> = ["UIKit", "UIKitCore"]

    /// Whether `className` (as `NSStringFromClass` gives it) names one of UIKit's private views.
    /// An empty or malformed name is not private (the view is treated as the app's content).
    static func isUIKitPrivate(_ className: String) -> Bool {
        var name = Substring(className)
        if name.hasPrefix(observingPrefix) { name = name.dropFirst(observingPrefix.count) }
        guard name.hasPrefix("_") else { return false }
        guard name.hasPrefix(mangledPrefix) else { return true }
        guard let module = mangledModule(name.dropFirst(mangledPrefix.count)) else { return false }
        return systemModules.contains(module)
    }

    /// The module of a mangled class name after `_Tt`: the kind letters (`C` class, `G` generic),
    /// then the module's name, prefixed by its length in decimal digits, then the class's own
    /// name; `nil` when any part is missing.
    private static func mangledModule(_ mangled: Substring) -> Substring? {
        let kinds = mangled.prefix { $0.isLetter }
        let digits = mangled.dropFirst(kinds.count).prefix { $0.isASCII && $0.isNumber }
        guard !kinds.isEmpty, let length = Int(digits) else { return nil }  // no digits, or too many: nil
        let rest = mangled.dropFirst(kinds.count + digits.count)
        guard rest.count > length else { return nil }  // the class's name follows the module's
        return rest.prefix(length)
    }
}
