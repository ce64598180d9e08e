// Whether a described empty state must be rendered again, or is the one on screen.

/// Lets a description through to the view only when it differs from the one rendered last.
///
/// A configuration equal to the one shown changes nothing — no apply, no layout pass, no
/// animation, no VoiceOver post — so reloads that find the same answer (a self-sizing list, a
/// provider asked on every keystroke that returns the same state) cost nothing. A forced render
/// (an appearance, new traits under which the same description looks different) always passes.
struct RenderGate<Description: Equatable> {
    /// What was rendered last, with the retry state it was rendered in; `nil` after
    /// ``invalidate()`` or before the first render.
    private(set) var rendered: (description: Description, isRetrying: Bool)?

    /// Whether to render `description` now. It is recorded either way, so the newest of equal
    /// descriptions is the one kept (one that differs only where `same` looks past, such as a new
    /// closure, replaces the old).
    /// - Parameters:
    ///   - description: What the app describes now.
    ///   - isRetrying: Whether the error preset's retry runs (it changes the button).
    ///   - force: Render even when equal (an appearance, a trait change).
    ///   - same: Whether two descriptions render the same; `==` by default.
    mutating func shouldRender(
        _ description: Description, isRetrying: Bool, force: Bool,
        same: (Description, Description) -> Bool = { $0 == $1 }
    ) -> Bool {
        let unchanged = !force && rendered.map { same($0.description, description) && $0.isRetrying == isRetrying } ?? false
        rendered = (description, isRetrying)
        return !unchanged
    }

    /// Forgets what was rendered: the view shows something else now (the source's content, or
    /// nothing), or the next render must happen whatever it describes.
    mutating func invalidate() {
        rendered = nil
    }
}
