// When the search text the provider's state carries has changed.

/// Remembers the search text a configuration provider was last given, so that only a real change
/// of what the user typed asks it again (a text-change notification also comes for marked-text
/// updates and programmatic sets to the same text).
struct SearchTextTracking: Sendable {
    /// The text the provider was last given; `nil` before the first call or without a search field.
    private(set) var provided: String?

    /// Records the text given to the provider.
    mutating func provide(_ text: String?) {
        provided = text
    }

    /// Whether `text`, the search field's text now, differs from what the provider was given. An
    /// empty field and no field count alike.
    func needsUpdate(for text: String?) -> Bool {
        (text ?? "") != (provided ?? "")
    }
}
