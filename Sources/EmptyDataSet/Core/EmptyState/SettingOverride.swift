// A scroll-view setting the empty state changes while it shows, and gives back when it hides.

/// Overrides one of the app's settings while the empty state shows and hands the app's value back
/// when it hides, unless the app changed the setting meanwhile.
///
/// The value found when the empty state appeared is saved; every later pass that leaves the empty
/// state visible may apply a new wanted value. An app that sets the setting itself while the empty
/// state shows keeps its value (detected as "no longer the value this override applied"), both
/// while the empty state shows and when it hides. A change that is undone before the empty state
/// hides cannot be told apart from no change.
struct SettingOverride<Value: Equatable & Sendable>: Sendable {
    /// The app's value from before the empty state appeared; `nil` while hidden.
    private(set) var savedValue: Value?
    /// The value this override last applied (or found right); `nil` while hidden.
    private(set) var appliedValue: Value?

    /// Whether the override is engaged (the empty state shows).
    var isEngaged: Bool { savedValue != nil }

    /// Called on every pass that leaves the empty state visible; returns the value to write, or
    /// `nil` to leave the setting alone. The first call after hiding saves `current` for
    /// ``release(current:)``. Later calls follow a changed `wanted`, unless the app has set the
    /// setting itself since (its value wins until the empty state hides).
    /// - Parameters:
    ///   - current: The setting's value now.
    ///   - wanted: The value the empty state wants while it shows.
    mutating func engage(current: Value, wanted: Value) -> Value? {
        if savedValue == nil {
            savedValue = current
        } else if current != appliedValue {
            return nil
        }
        appliedValue = wanted
        return wanted == current ? nil : wanted
    }

    /// Called when the empty state hides; returns the value to restore, or `nil` to leave the
    /// setting alone: when the override never engaged, when it changed nothing, or when the app
    /// changed the value while the empty state showed (the app's newer value wins over the saved
    /// one).
    /// - Parameter current: The setting's value now.
    mutating func release(current: Value) -> Value? {
        defer {
            savedValue = nil
            appliedValue = nil
        }
        guard let savedValue, current == appliedValue, current != savedValue else { return nil }
        return savedValue
    }
}
