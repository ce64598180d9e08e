// The signals that make an empty state re-evaluate, and a tally of them.

/// Something that may have changed whether, or how, the empty state shows.
enum UpdateSignal: Hashable, Sendable, CaseIterable {
    /// An outermost `reloadData()`, `performBatchUpdates(_:completion:)` or `endUpdates()`.
    case reloadHook
    /// An outermost insert, delete, move or reload of sections, rows or items.
    case itemChangeHook
    /// The content size changed (any internal UIKit path, a diffable apply included).
    case contentSize
    /// The adjusted content inset changed (bars, safe area, refresh control).
    case insetChange
    /// The keyboard's frame changed.
    case keyboard
    /// A source was set.
    case sourceChange
    /// A configuration or provider was set, or the provider's state changed (search text,
    /// `setNeedsUpdateEmptyDataSetConfiguration()`, the end of a retry).
    case configurationChange
    /// The content size category, light/dark appearance or contrast changed.
    case traitChange
    /// A hooked call was still open when the main queue turned (an exception unwound through it).
    case staleNesting
    /// `reloadEmptyDataSet()`.
    case explicitReload
    /// The per-section placeholders' own `performBatchUpdates(nil)`, which re-queries footer
    /// heights (`UIKit/Sections/`): counted as a batch, but no items changed.
    case sectionHeightRequery
}

/// How many times each ``UpdateSignal`` arrived for one scroll view: what tests read to tell which
/// path produced an update (several signals can lead to the same end state).
struct SignalTally: Sendable {
    private var counts: [UpdateSignal: Int] = [:]

    /// Records one arrival of `signal`.
    mutating func record(_ signal: UpdateSignal) {
        counts[signal, default: 0] += 1
    }

    /// The number of arrivals of `signal` so far.
    func count(of signal: UpdateSignal) -> Int {
        counts[signal] ?? 0
    }
}
