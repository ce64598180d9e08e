#if canImport(UIKit)
import XCTest
import UIKit
@testable import EmptyDataSet

/// Redaction of any view: which views become which placeholders, where the bars are, that the
/// app's views are never changed, and that the placeholders follow size, Dynamic Type, dark mode
/// and right-to-left layouts. Views are hosted in a shown window (layout and traits need one).
@MainActor
final class RedactionTests: XCTestCase {
    // MARK: Labels

    func testLabelsOfOneToThreeLinesGetOneBarPerLine() throws {
        let host = makeRedactionHost(self)
        let labels = ["One", "One\nTwo", "One\nTwo\nThree"].enumerated().map { index, text in
            host.addLabel(text, y: 10 + CGFloat(index) * 90)
        }
        host.card.redact()
        host.layOut()
        let overlay = try host.overlay()
        for (index, label) in labels.enumerated() {
            let bars = try XCTUnwrap(overlay.placeholder(of: label), "bars for label \(index)")
            XCTAssertTrue(bars.isText)
            XCTAssertEqual(bars.rects.count, index + 1, "one bar per line of \(label.text ?? "")")
            let frame = label.convert(label.bounds, to: overlay)
            for bar in bars.rects {
                XCTAssertTrue(frame.insetBy(dx: -0.5, dy: -0.5).contains(bar), "\(bar) inside the label \(frame)")
                // As tall as the text: cap height to descender.
                XCTAssertEqual(bar.height, label.font.capHeight - label.font.descender, accuracy: 1)
            }
            XCTAssertEqual(bars.rects.map(\.minY), bars.rects.map(\.minY).sorted(), "top to bottom")
        }
        // Drawn: one layer per bar, at the bar.
        let drawn = overlay.placeholderLayers.map(\.frame)
        XCTAssertEqual(drawn, overlay.scan.placeholders.flatMap(\.rects))
        XCTAssertEqual(drawn.count, 6)
    }

    func testLastLineOfAMultiLineTextIsShorter() throws {
        let host = makeRedactionHost(self)
        let label = host.addLabel("Same words on a line\nSame words on a line", y: 10)
        host.card.redact()
        host.layOut()
        let bars = try XCTUnwrap(host.overlay().placeholder(of: label)).rects
        XCTAssertEqual(bars.count, 2)
        XCTAssertEqual(bars[1].width, bars[0].width * RedactionBarLayout.lastLineFraction, accuracy: 1)
    }

    func testRightToLeftLabelBarsStartAtTheRightAndTheShimmerSweepsLeftward() throws {
        let host = makeRedactionHost(self)
        host.card.semanticContentAttribute = .forceRightToLeft
        let label = host.addLabel("Short", y: 10)
        label.semanticContentAttribute = .forceRightToLeft
        host.card.redact()
        host.layOut()
        let overlay = try host.overlay()
        let bar = try XCTUnwrap(overlay.placeholder(of: label)?.rects.first)
        let frame = label.convert(label.bounds, to: overlay)
        XCTAssertEqual(bar.maxX, frame.maxX, accuracy: 0.5, "natural alignment is the right edge")
        XCTAssertGreaterThan(bar.minX, frame.minX + frame.width / 2)
        let layer = try XCTUnwrap(overlay.placeholderLayers.first)
        XCTAssertGreaterThan(layer.startPoint.x, layer.endPoint.x)
    }

    func testDynamicTypeChangeReshapesWithTallerBars() throws {
        let host = makeRedactionHost(self)
        host.setContentSizeCategory(.extraSmall)
        let label = UILabel()
        label.font = .preferredFont(forTextStyle: .body)
        label.adjustsFontForContentSizeCategory = true
        label.numberOfLines = 0
        label.text = "Loading text"
        label.translatesAutoresizingMaskIntoConstraints = false
        host.card.addSubview(label)
        NSLayoutConstraint.activate([
            label.topAnchor.constraint(equalTo: host.card.topAnchor, constant: 10),
            label.leadingAnchor.constraint(equalTo: host.card.leadingAnchor, constant: 10),
            label.trailingAnchor.constraint(equalTo: host.card.trailingAnchor, constant: -10),
        ])
        host.card.redact()
        host.layOut()
        let overlay = try host.overlay()
        let smallBar = try XCTUnwrap(overlay.placeholder(of: label)?.rects.first)
        let smallFont = label.font.pointSize
        let reshapes = overlay.reshapeCount

        host.setContentSizeCategory(.accessibilityExtraExtraExtraLarge)
        XCTAssertTrue(waitUntil { label.font.pointSize > smallFont }, "precondition: the label's font follows the size")
        host.layOut()
        let largeBar = try XCTUnwrap(overlay.placeholder(of: label)?.rects.first)
        XCTAssertGreaterThan(overlay.reshapeCount, reshapes, "the trait change re-shaped")
        XCTAssertGreaterThan(largeBar.height, smallBar.height * 1.5)
        XCTAssertEqual(largeBar.height, label.font.capHeight - label.font.descender, accuracy: 1)
    }

    func testSizeChangeReshapesBars() throws {
        let host = makeRedactionHost(self)
        let label = host.addLabel("A sentence long enough to wrap onto more lines when narrow", y: 10, height: 300)
        label.autoresizingMask = [.flexibleWidth]
        host.card.redact()
        host.layOut()
        let overlay = try host.overlay()
        let wide = try XCTUnwrap(overlay.placeholder(of: label)).rects.count
        // A rotation or a split-view resize: the redacted view changes size.
        host.card.frame.size.width = 120
        host.layOut()
        let narrow = try XCTUnwrap(overlay.placeholder(of: label)).rects.count
        XCTAssertEqual(overlay.frame.size, host.card.bounds.size, "the overlay follows the redacted view")
        XCTAssertGreaterThan(narrow, wide)
    }

    func testTextChangeIsFollowedAfterSetNeedsRedactionUpdate() throws {
        let host = makeRedactionHost(self)
        let label = host.addLabel("One", y: 10, height: 80)
        host.card.redact()
        host.layOut()
        let overlay = try host.overlay()
        XCTAssertEqual(overlay.placeholder(of: label)?.rects.count, 1)
        label.text = "One\nTwo\nThree"
        // Called on the label: the nearest redacted ancestor re-shapes.
        label.setNeedsRedactionUpdate()
        host.layOut()
        XCTAssertEqual(overlay.placeholder(of: label)?.rects.count, 3)
    }

    // MARK: Shapes, opt-in, opt-out, bad input

    func testControlsAndImagesBecomeShapesOfTheirFrames() throws {
        let host = makeRedactionHost(self)
        let image = UIImageView(frame: CGRect(x: 10, y: 10, width: 40, height: 40))
        image.layer.cornerRadius = 20
        let button = UIButton(type: .system)
        button.setTitle("Follow", for: .normal)
        button.frame = CGRect(x: 60, y: 10, width: 100, height: 44)
        // A capsule control: a switch where there is one (tvOS has none), else a progress view.
        #if os(tvOS)
        let toggle: UIView = UIProgressView(frame: CGRect(x: 10, y: 70, width: 100, height: 4))
        #else
        let toggle: UIView = UISwitch()
        toggle.frame.origin = CGPoint(x: 10, y: 70)
        #endif
        let segmented = UISegmentedControl(items: ["A", "B"])
        segmented.frame = CGRect(x: 10, y: 120, width: 200, height: 32)
        let field = UITextField(frame: CGRect(x: 10, y: 170, width: 200, height: 34))
        field.text = "typed"
        for view in [image, button, toggle, segmented, field] as [UIView] { host.card.addSubview(view) }
        host.card.redact(PlaceholderStyle(cornerRadius: 4))
        host.layOut()
        let overlay = try host.overlay()
        for view in [image, button, toggle, segmented, field] as [UIView] {
            let shape = try XCTUnwrap(overlay.placeholder(of: view), "\(type(of: view))")
            XCTAssertFalse(shape.isText)
            XCTAssertEqual(shape.rects, [view.convert(view.bounds, to: overlay)])
        }
        XCTAssertEqual(overlay.placeholder(of: image)?.cornerRadii, [20], "a round avatar stays round")
        XCTAssertEqual(overlay.placeholder(of: toggle)?.cornerRadii.first ?? 0, toggle.bounds.height / 2, accuracy: 0.01)
        XCTAssertEqual(overlay.placeholder(of: field)?.cornerRadii, [4])
        XCTAssertNil(button.titleLabel.flatMap { overlay.placeholder(of: $0) }, "a button is one shape, not its title's bars")
    }

    func testShapeOptsACustomViewInAsOneShape() throws {
        let host = makeRedactionHost(self)
        let chart = UIView(frame: CGRect(x: 10, y: 10, width: 200, height: 100))
        chart.redactionBehavior = .shape
        let inner = UILabel(frame: CGRect(x: 0, y: 0, width: 100, height: 20))
        inner.text = "inside"
        chart.addSubview(inner)
        host.card.addSubview(chart)
        host.card.redact()
        host.layOut()
        let overlay = try host.overlay()
        XCTAssertEqual(overlay.placeholder(of: chart)?.rects, [chart.convert(chart.bounds, to: overlay)])
        XCTAssertNil(overlay.placeholder(of: inner))
    }

    func testExcludedViewStaysVisibleAndGetsItsTouches() throws {
        let host = makeRedactionHost(self)
        let title = host.addLabel("Section", y: 10)
        title.frame.size.width = 120
        title.redactionBehavior = .excluded
        // Redacted right next to it: its backdrop must stop at its own frame.
        let neighbor = UILabel(frame: CGRect(x: 140, y: title.frame.minY, width: 150, height: title.frame.height))
        neighbor.text = "Loading count"
        host.card.addSubview(neighbor)
        let close = UIButton(type: .system)
        close.frame = CGRect(x: 10, y: 60, width: 80, height: 44)
        close.redactionBehavior = .excluded
        let follow = UIButton(type: .system)
        follow.frame = CGRect(x: 100, y: 60, width: 80, height: 44)
        host.card.addSubview(close)
        host.card.addSubview(follow)
        host.card.redact()
        host.layOut()
        let overlay = try host.overlay()
        XCTAssertNil(overlay.placeholder(of: title))
        XCTAssertNil(overlay.placeholder(of: close))
        XCTAssertNotNil(overlay.placeholder(of: follow))
        XCTAssertNotNil(overlay.placeholder(of: neighbor)?.backdrop, "precondition: a backdrop beside the title")
        let titleFrame = title.convert(title.bounds, to: overlay)
        XCTAssertFalse(overlay.scan.placeholders.contains { $0.backdrop.map { $0.rect.intersects(titleFrame) } ?? false },
                       "nothing covers the excluded label")
        XCTAssertFalse(overlay.scan.placeholders.contains { $0.rects.contains { $0.intersects(titleFrame) } })
        XCTAssertIdentical(host.card.hitTest(CGPoint(x: close.frame.midX, y: close.frame.midY), with: nil), close)
        XCTAssertIdentical(host.card.hitTest(CGPoint(x: follow.frame.midX, y: follow.frame.midY), with: nil), overlay)
    }

    func testHiddenTransparentAndZeroSizeViewsGetNoPlaceholderEmptyLabelsGetLines() throws {
        let host = makeRedactionHost(self)
        let hidden = host.addLabel("hidden", y: 10)
        hidden.isHidden = true
        let transparent = host.addLabel("transparent", y: 40)
        transparent.alpha = 0
        let empty = host.addLabel("", y: 70, height: 21)
        // An empty label collapsed by Auto Layout (no text, no intrinsic height) draws nothing.
        let collapsed = host.addLabel("", y: 95)
        let none = host.addLabel("x", y: 100)
        none.text = nil
        let blank = host.addLabel("  \n ", y: 130)
        let zero = UIImageView(frame: CGRect(x: 10, y: 160, width: 0, height: 0))
        host.card.addSubview(zero)
        let hiddenParent = UIView(frame: CGRect(x: 0, y: 200, width: 200, height: 40))
        hiddenParent.isHidden = true
        let child = UILabel(frame: hiddenParent.bounds)
        child.text = "child of a hidden view"
        hiddenParent.addSubview(child)
        host.card.addSubview(hiddenParent)
        let visible = host.addLabel("visible", y: 250)
        host.card.redact()
        host.layOut()
        let overlay = try host.overlay()
        for view in [hidden, transparent, zero, child, collapsed] as [UIView] {
            XCTAssertNil(overlay.placeholder(of: view), "\(view)")
        }
        XCTAssertNotNil(overlay.placeholder(of: visible))
        // No text, or only whitespace: placeholder lines (one: numberOfLines is 0), no backdrop.
        for label in [empty, none, blank] {
            let lines = try XCTUnwrap(overlay.placeholder(of: label), "\(label)")
            XCTAssertEqual(lines.rects.count, 1, "\(label)")
            XCTAssertNil(lines.backdrop, "nothing to cover")
        }
        XCTAssertEqual(overlay.scan.placeholders.count, 4)
    }

    func testBadInputNeverCrashes() throws {
        let host = makeRedactionHost(self)
        let zero = UIView(frame: .zero)
        host.card.addSubview(zero)
        zero.redact()
        let hiddenHost = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        hiddenHost.isHidden = true
        host.card.addSubview(hiddenHost)
        hiddenHost.redact()
        let label = host.addLabel("Radius", y: 10)
        host.card.redact(PlaceholderStyle(cornerRadius: -8))
        host.layOut()
        // Laid out explicitly: a hidden or zero-size view may be passed over by the window's pass.
        zero.layoutIfNeeded()
        hiddenHost.layoutIfNeeded()
        XCTAssertTrue(zero.isRedacted)
        let overlays = try [zero, hiddenHost].map { try XCTUnwrap($0.redactionOverlay) }
        for overlay in overlays {
            XCTAssertGreaterThan(overlay.reshapeCount, 0, "precondition: the empty scan is a computed one")
            XCTAssertEqual(overlay.scan.placeholders.count, 0)
        }
        XCTAssertEqual(try host.overlay().placeholder(of: label)?.cornerRadii, [0], "a negative radius counts as 0")
        // Ending what never started does nothing.
        UIView().unredact()
        zero.unredact()
        zero.unredact()
        XCTAssertFalse(zero.isRedacted)
    }

    func testRedactingAgainChangesTheStyleWithoutASecondOverlay() throws {
        let host = makeRedactionHost(self)
        _ = host.addLabel("One", y: 10)
        host.card.redact()
        host.card.redact(PlaceholderStyle(animation: .pulse))
        host.layOut()
        XCTAssertEqual(host.card.subviews.filter { $0 is RedactionOverlayView }.count, 1)
        XCTAssertEqual(try host.overlay().style.animation, .pulse)
    }

    func testANestedRedactionDrawsItsOwnPlaceholdersOnce() throws {
        let host = makeRedactionHost(self)
        let inner = UIView(frame: CGRect(x: 0, y: 100, width: 300, height: 60))
        let label = UILabel(frame: CGRect(x: 10, y: 10, width: 200, height: 30))
        label.text = "Inner"
        inner.addSubview(label)
        host.card.addSubview(inner)
        inner.redact()
        host.card.redact()
        host.layOut()
        XCTAssertNil(try host.overlay().placeholder(of: label), "left to the inner redaction")
        XCTAssertNotNil(inner.redactionOverlay?.placeholder(of: label))
    }

    // MARK: Non-destructive

    func testAppsViewsAreNeverChanged() throws {
        let host = makeRedactionHost(self)
        let label = host.addLabel("Real text", y: 10)
        label.textColor = .systemRed
        let image = UIImageView(image: makeImage())
        image.frame = CGRect(x: 10, y: 60, width: 40, height: 40)
        image.backgroundColor = .systemBlue
        host.card.addSubview(image)
        let before = (label.text, label.textColor, label.frame, label.alpha, label.isHidden, image.image, image.frame,
                      image.backgroundColor, image.alpha)
        host.card.redact()
        host.layOut()
        let during = (label.text, label.textColor, label.frame, label.alpha, label.isHidden, image.image, image.frame,
                      image.backgroundColor, image.alpha)
        host.card.unredact()
        host.layOut()
        for state in [during, (label.text, label.textColor, label.frame, label.alpha, label.isHidden, image.image,
                               image.frame, image.backgroundColor, image.alpha)] {
            XCTAssertEqual(state.0, before.0)
            XCTAssertEqual(state.1, before.1)
            XCTAssertEqual(state.2, before.2)
            XCTAssertEqual(state.3, before.3)
            XCTAssertEqual(state.4, before.4)
            XCTAssertIdentical(state.5, before.5)
            XCTAssertEqual(state.6, before.6)
            XCTAssertEqual(state.7, before.7)
            XCTAssertEqual(state.8, before.8)
        }
    }

    func testLabelTextIsCoveredByTheColorBehindIt() throws {
        let host = makeRedactionHost(self)
        host.card.backgroundColor = UIColor(red: 0.2, green: 0.4, blue: 0.6, alpha: 1)
        let label = host.addLabel("Hidden under its bars", y: 10)
        host.card.redact()
        host.layOut()
        let overlay = try host.overlay()
        let backdrop = try XCTUnwrap(overlay.placeholder(of: label)?.backdrop)
        XCTAssertEqual(backdrop.rect, label.convert(label.bounds, to: overlay))
        XCTAssertEqual(backdrop.color.red, 0.2, accuracy: 0.01)
        XCTAssertEqual(backdrop.color.blue, 0.6, accuracy: 0.01)
        let layer = try XCTUnwrap(overlay.backdropLayers.first)
        XCTAssertTrue(layer.path?.boundingBox.contains(backdrop.rect) ?? false)
        XCTAssertEqual(rgba(layer.fillColor).dropFirst(2).first ?? 0, 0.6, accuracy: 0.01)
    }

    // MARK: Dark mode

    // systemGray5 and systemBackground do not exist on tvOS (its default fill is tested in Core).
    #if !os(tvOS)
    func testDarkModeRecolorsPlaceholdersAndBackdrops() throws {
        let host = makeRedactionHost(self)
        host.window.overrideUserInterfaceStyle = .light
        host.card.backgroundColor = .systemBackground
        _ = host.addLabel("Appearance", y: 10)
        host.card.redact()
        host.layOut()
        let overlay = try host.overlay()
        let lightFill = firstColor(of: try XCTUnwrap(overlay.placeholderLayers.first))
        let lightBackdrop = rgba(overlay.backdropLayers.first?.fillColor)
        let expectedLight = UIColor.systemGray5.resolvedColor(with: UITraitCollection(userInterfaceStyle: .light))
        XCTAssertEqual(lightFill, rgba(expectedLight.cgColor))

        host.window.overrideUserInterfaceStyle = .dark
        host.layOut()
        XCTAssertTrue(waitUntil { overlay.traitCollection.userInterfaceStyle == .dark }, "precondition: dark traits")
        host.layOut()
        let darkFill = firstColor(of: try XCTUnwrap(overlay.placeholderLayers.first))
        let expectedDark = UIColor.systemGray5.resolvedColor(with: UITraitCollection(userInterfaceStyle: .dark))
        XCTAssertEqual(darkFill, rgba(expectedDark.cgColor))
        XCTAssertNotEqual(darkFill, lightFill)
        let darkBackdrop = rgba(overlay.backdropLayers.first?.fillColor)
        XCTAssertLessThan(darkBackdrop.first ?? 1, lightBackdrop.first ?? 0, "the backdrop darkens too")
    }
    #endif

    // MARK: Self-sizing cells

    func testSelfSizingCellKeepsItsHeight() throws {
        let table = RedactionTable(rows: 3)
        let window = makeShownWindow()
        keepHosted(table.tableView, in: window)
        let cell = try XCTUnwrap(table.tableView.cellForRow(at: IndexPath(row: 1, section: 0)) as? RedactionTestCell)
        let height = cell.frame.height
        XCTAssertGreaterThan(height, 44, "precondition: the cell sized itself to its text")
        // What UITableView asks a self-sizing cell: its content view's fitting height at its width.
        func fittingHeight() -> CGFloat {
            cell.contentView.systemLayoutSizeFitting(
                CGSize(width: cell.bounds.width, height: UIView.layoutFittingCompressedSize.height),
                withHorizontalFittingPriority: .required, verticalFittingPriority: .fittingSizeLevel).height
        }
        let fitting = fittingHeight()
        XCTAssertEqual(fitting, height, accuracy: 1, "precondition: the fitting height is the table's")
        cell.contentView.redact()
        cell.contentView.layoutIfNeeded()
        XCTAssertEqual(fittingHeight(), fitting, accuracy: 0.5, "the overlay adds nothing the cell sizes by")
        // The table sizes its rows again (a batch update re-asks every visible self-sizing cell).
        table.tableView.performBatchUpdates(nil)
        table.tableView.layoutIfNeeded()
        XCTAssertEqual(cell.frame.height, height, accuracy: 0.5)
        // The check can fail: a real change of content does change the height it reads.
        let body = cell.body.text
        cell.body.text = (body ?? "") + "\nOne more line of body text"
        XCTAssertGreaterThan(fittingHeight(), fitting + 5, "precondition: the measure follows the content")
        cell.body.text = body
        XCTAssertEqual(cell.contentView.redactionOverlay?.placeholder(of: cell.body)?.rects.count,
                       cell.body.text?.components(separatedBy: "\n").count)
        withExtendedLifetime((table, window)) {}
        window.isHidden = true
    }
}

// MARK: - Support

/// A shown window whose root view controller's child hosts `card`, a 300 × 400 view the tests
/// fill and redact: the child lets tests change its content size category.
@MainActor
final class RedactionHost {
    let window: UIWindow
    let root = UIViewController()
    let child = UIViewController()
    let card = UIView(frame: CGRect(x: 20, y: 40, width: 300, height: 400))

    init() {
        window = makeShownWindow()
        window.rootViewController = root
        root.addChild(child)
        child.view.frame = root.view.bounds
        child.view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        root.view.addSubview(child.view)
        child.didMove(toParent: root)
        // White in light mode, black in dark mode: systemBackground's values (tvOS has no systemBackground).
        card.backgroundColor = UIColor { $0.userInterfaceStyle == .dark ? .black : .white }
        child.view.addSubview(card)
        window.layoutIfNeeded()
    }

    /// A label at `y` as wide as the card (less 10-point margins), as tall as its text or `height`.
    @discardableResult
    func addLabel(_ text: String, y: CGFloat, height: CGFloat? = nil) -> UILabel {
        let label = UILabel()
        label.numberOfLines = 0
        label.text = text
        let width = card.bounds.width - 20
        let fitting = label.sizeThatFits(CGSize(width: width, height: .greatestFiniteMagnitude)).height
        label.frame = CGRect(x: 10, y: y, width: width, height: height ?? max(fitting, 1))
        card.addSubview(label)
        return label
    }

    /// Lays everything out, the overlay's re-shape included, after pending trait changes.
    func layOut() {
        window.setNeedsLayout()
        window.layoutIfNeeded()
        card.layoutIfNeeded()
        spinRunLoop(for: 0.05)
        window.layoutIfNeeded()
        card.layoutIfNeeded()
    }

    /// The card's overlay, failing the test when it is not redacted.
    func overlay(file: StaticString = #filePath, line: UInt = #line) throws -> RedactionOverlayView {
        try XCTUnwrap(card.redactionOverlay, "the card is not redacted", file: file, line: line)
    }

    /// Overrides the preferred content size category of the card's view controller.
    func setContentSizeCategory(_ category: UIContentSizeCategory) {
        if #available(iOS 17.0, tvOS 17.0, visionOS 1.0, macCatalyst 17.0, *) {
            child.traitOverrides.preferredContentSizeCategory = category
        } else {
            root.setOverrideTraitCollection(UITraitCollection(preferredContentSizeCategory: category), forChild: child)
        }
        layOut()
    }

    fileprivate func tearDown() {
        card.unredact()
        card.removeFromSuperview()
        window.rootViewController = nil
        window.isHidden = true
        // A VoiceOver post queued by this test's unredaction runs now, not in the next test.
        drainMainQueue()
    }
}

/// A host kept alive until the test ends, then taken down.
@MainActor
func makeRedactionHost(_ test: XCTestCase) -> RedactionHost {
    let host = RedactionHost()
    let box = UncheckedSendableBox(host)
    // XCTest runs teardown blocks on the main thread, after the test method returned.
    test.addTeardownBlock { MainActor.assumeIsolated { box.value.tearDown() } }
    return host
}

/// Puts `view` in `window`, filling it, laid out.
@MainActor
func keepHosted(_ view: UIView, in window: UIWindow) {
    view.frame = window.bounds
    window.addSubview(view)
    window.layoutIfNeeded()
    view.layoutIfNeeded()
}

extension RedactionOverlayView {
    /// The placeholder drawn for `view` in the last re-shape.
    func placeholder(of view: UIView) -> RedactionPlaceholder? {
        scan.placeholders.first { $0.source == ObjectIdentifier(view) }
    }

    /// Where placeholder layers are drawn, all together (null when none).
    var drawnArea: CGRect {
        placeholderLayers.reduce(CGRect.null) { $0.union($1.frame) }
    }

    /// The running animation of each placeholder layer (none when it has none).
    var runningAnimations: [CABasicAnimation] {
        placeholderLayers.compactMap { layer in
            layer.animationKeys()?.first.flatMap { layer.animation(forKey: $0) as? CABasicAnimation }
        }
    }

    /// The overlay drawing `scrollView`'s content for this redaction.
    func scrollOverlay(of scrollView: UIScrollView) -> RedactionOverlayView? {
        scrollOverlays.first { $0.host === scrollView }
    }
}

/// The sRGB components of a color, for comparisons (empty for nil).
@MainActor
func rgba(_ color: CGColor?) -> [CGFloat] {
    guard let color else { return [] }
    var red: CGFloat = 0, green: CGFloat = 0, blue: CGFloat = 0, alpha: CGFloat = 0
    _ = UIColor(cgColor: color).getRed(&red, green: &green, blue: &blue, alpha: &alpha)
    return [red, green, blue, alpha].map { ($0 * 1000).rounded() / 1000 }
}

/// The components of a gradient's first color (empty when it has none).
@MainActor
func firstColor(of layer: CAGradientLayer) -> [CGFloat] {
    guard let first = layer.colors?.first else { return [] }
    // Core Foundation types always cast: the array holds CGColors.
    let color = first as! CGColor
    return rgba(color)
}

/// A self-sizing cell: a title and a multi-line body pinned to its content view's margins.
final class RedactionTestCell: UITableViewCell {
    static let identifier = "RedactionTestCell"
    let title = UILabel()
    let body = UILabel()
    let avatar = UIImageView()

    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        title.font = .preferredFont(forTextStyle: .headline)
        body.font = .preferredFont(forTextStyle: .body)
        body.numberOfLines = 0
        avatar.layer.cornerRadius = 20
        for view in [avatar, title, body] as [UIView] {
            view.translatesAutoresizingMaskIntoConstraints = false
            contentView.addSubview(view)
        }
        let margins = contentView.layoutMarginsGuide
        NSLayoutConstraint.activate([
            avatar.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
            avatar.topAnchor.constraint(equalTo: margins.topAnchor),
            avatar.widthAnchor.constraint(equalToConstant: 40),
            avatar.heightAnchor.constraint(equalToConstant: 40),
            title.leadingAnchor.constraint(equalTo: avatar.trailingAnchor, constant: 12),
            title.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
            title.topAnchor.constraint(equalTo: margins.topAnchor),
            body.leadingAnchor.constraint(equalTo: title.leadingAnchor),
            body.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
            body.topAnchor.constraint(equalTo: title.bottomAnchor, constant: 4),
            body.bottomAnchor.constraint(equalTo: margins.bottomAnchor),
        ])
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) is unavailable")
    }
}

/// A table of self-sizing ``RedactionTestCell``s with 1–3 line bodies; its own data source.
@MainActor
final class RedactionTable: NSObject, UITableViewDataSource {
    let tableView: UITableView
    let rows: Int

    /// Whether row 0 has a reuse identifier of its own, so its cell is never reused for another row.
    let firstRowApart: Bool
    /// The titles of the sections' headers (one section without headers when empty).
    let headers: [String]
    static let firstRowIdentifier = "RedactionTestCell.first"

    init(rows: Int, frame: CGRect = testWindowFrame, firstRowApart: Bool = false, headers: [String] = []) {
        self.rows = rows
        self.firstRowApart = firstRowApart
        self.headers = headers
        tableView = UITableView(frame: frame, style: .plain)
        super.init()
        tableView.register(RedactionTestCell.self, forCellReuseIdentifier: RedactionTestCell.identifier)
        tableView.register(RedactionTestCell.self, forCellReuseIdentifier: Self.firstRowIdentifier)
        tableView.rowHeight = UITableView.automaticDimension
        tableView.estimatedRowHeight = 80
        tableView.dataSource = self
    }

    func numberOfSections(in tableView: UITableView) -> Int { max(headers.count, 1) }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { rows }

    func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
        headers.indices.contains(section) ? headers[section] : nil
    }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let isApart = firstRowApart && indexPath == IndexPath(row: 0, section: 0)
        let identifier = isApart ? Self.firstRowIdentifier : RedactionTestCell.identifier
        let cell = tableView.dequeueReusableCell(withIdentifier: identifier, for: indexPath)
        if let cell = cell as? RedactionTestCell {
            cell.title.text = "Row \(indexPath.row)"
            cell.body.text = Array(repeating: "A line of body text", count: indexPath.row % 3 + 1).joined(separator: "\n")
        }
        return cell
    }
}
#endif
