// Emptiness of a table or collection view, asked of its data source with an early exit.

/// Answers "does this data source have any item?" with as few data-source calls as possible.
enum ItemCounter {
    /// Returns whether the data source has no item at all.
    ///
    /// Sections are visited in order and the walk stops at the first section with an item, so a
    /// data source with 10,000 sections whose first section has rows is asked exactly one rows
    /// question. Negative counts (a data-source bug) count as 0.
    /// - Parameters:
    ///   - numberOfSections: The data source's section count, or `nil` when it does not implement
    ///     `numberOfSections(in:)` (UIKit's default is then 1 section).
    ///   - numberOfItems: Asks the data source for the item count of one section.
    static func isEmpty(numberOfSections: Int?, numberOfItems: (_ section: Int) -> Int) -> Bool {
        firstNonEmptySection(numberOfSections: numberOfSections, numberOfItems: numberOfItems) == nil
    }

    /// Returns the index of the first section that has an item, or `nil` when every section is empty.
    /// - Parameters:
    ///   - numberOfSections: The section count, or `nil` for UIKit's default of 1. Negative means 0.
    ///   - numberOfItems: Asks for the item count of one section. Negative means 0.
    static func firstNonEmptySection(numberOfSections: Int?, numberOfItems: (_ section: Int) -> Int) -> Int? {
        let sections = max(0, numberOfSections ?? 1)
        for section in 0..<sections where numberOfItems(section) > 0 {
            return section
        }
        return nil
    }
}
