// Bookkeeping that keeps method swizzling to once per (class, selector).

/// Records which methods have been hooked, so installing hooks is idempotent, and whether apps
/// allow hooks at all.
///
/// The UIKit layer installs its hooks lazily, the first time a scroll view gets an
/// `emptyDataSetSource`, on the base classes only (`UIScrollView`, `UITableView`,
/// `UICollectionView`). Subclasses inherit the hooked implementation through `super`, so hooking a
/// subclass as well would trigger twice; the registry refuses a second install of the same pair.
struct HookRegistry: Sendable {
    /// A hooked method: a class (by identity) and a selector name.
    struct Hook: Hashable, Sendable {
        /// The class whose method is replaced.
        var owner: ObjectIdentifier
        /// The Objective-C selector name, for example `"reloadData"`.
        var selector: String
    }

    /// Whether hooks may be installed and, once installed, whether they act. `true` by default;
    /// apps that want no swizzling set it to `false` at launch, before any source is set.
    var isEnabled = true
    private(set) var installed: Set<Hook> = []

    /// Returns `true` exactly once per hook: the caller installs it then. Returns `false` when it is
    /// already installed or when hooks are disabled.
    /// - Parameters:
    ///   - owner: The class whose method would be replaced.
    ///   - selector: The selector name.
    mutating func shouldInstall(owner: ObjectIdentifier, selector: String) -> Bool {
        guard isEnabled else { return false }
        return installed.insert(Hook(owner: owner, selector: selector)).inserted
    }

    /// Whether the given hook is installed.
    func isInstalled(owner: ObjectIdentifier, selector: String) -> Bool {
        installed.contains(Hook(owner: owner, selector: selector))
    }
}
