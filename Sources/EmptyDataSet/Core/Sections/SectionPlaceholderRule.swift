import Foundation

/// Which sections of a table or collection view show a per-section placeholder.
///
/// A section shows one when it exists now (a footer that UIKit still shows for a section deleted
/// in the same batch asks with an index that may be out of range: none), it has no items, the
/// whole-view empty state does not show (a forced whole-view display counts as showing, so it hides
/// every section's placeholder), and the app's provider describes one for it (`nil`: none).
/// The questions are asked in that order and only as far as needed: the provider, app code, is
/// asked only for a section that would show a placeholder.
enum SectionPlaceholderRule {
    /// Whether `section` shows a placeholder.
    /// - Parameters:
    ///   - section: The section index the footer was asked for.
    ///   - numberOfSections: The number of sections now; negative counts as none.
    ///   - isWholeViewShowing: Whether the whole-view empty state shows (or is forced to).
    ///   - itemCount: The number of items in a section that exists; zero or negative is empty.
    ///   - hasConfiguration: Whether the provider returns a configuration for the section.
    static func shows(
        section: Int, numberOfSections: Int, isWholeViewShowing: Bool, itemCount: (Int) -> Int,
        hasConfiguration: (Int) -> Bool
    ) -> Bool {
        guard !isWholeViewShowing, section >= 0, section < numberOfSections else { return false }
        guard itemCount(section) <= 0 else { return false }
        return hasConfiguration(section)
    }

    /// The decision for each of `sections` (the footers on screen), in one pass: each section is
    /// decided once however often it is listed.
    /// - Parameters:
    ///   - sections: The section indexes to decide, as UIKit reports its visible footers.
    ///   - numberOfSections: The number of sections now; negative counts as none.
    ///   - isWholeViewShowing: Whether the whole-view empty state shows.
    ///   - itemCount: The number of items in a section that exists.
    ///   - hasConfiguration: Whether the provider returns a configuration for the section.
    /// - Returns: Whether each listed section shows a placeholder.
    static func decide(
        sections: [Int], numberOfSections: Int, isWholeViewShowing: Bool, itemCount: (Int) -> Int,
        hasConfiguration: (Int) -> Bool
    ) -> [Int: Bool] {
        var decisions: [Int: Bool] = [:]
        for section in sections where decisions[section] == nil {
            decisions[section] = shows(
                section: section, numberOfSections: numberOfSections, isWholeViewShowing: isWholeViewShowing,
                itemCount: itemCount, hasConfiguration: hasConfiguration)
        }
        return decisions
    }
}
