#if canImport(UIKit)
import UIKit

/// Where a scroll view's list is in the loading flow: what its placeholder shows.
///
/// Read it with ``UIKit/UIScrollView/emptyDataSetPhase`` (a source that draws every state reads it
/// in its methods), or from ``EmptyDataSetConfigurationState/phase`` in a configuration provider.
public enum EmptyDataSetPhase: Equatable, Sendable {
    /// The flow is in use but nothing loaded yet: no placeholder shows, so no "No items" flashes
    /// before the first load.
    case undetermined
    /// A load runs and the list has no content: the loading state shows once its show delay ran
    /// out. During the delay the phase is what still shows: `.loading` for a first load (nothing
    /// shows yet), else the state the load started over (`.empty`, `.error`, or `.content` for a
    /// refresh). Also the phase while a loading state holds its minimum display time in front of
    /// rows that arrived.
    case loading
    /// The list has content: no placeholder, whatever else is true.
    case content
    /// The last load ended without content and without an error: the empty state. Also the
    /// phase of a scroll view that does not use the flow while its empty state shows.
    case empty
    /// The last load failed and the list has no content: the error state, with Retry.
    case error
}
#endif
