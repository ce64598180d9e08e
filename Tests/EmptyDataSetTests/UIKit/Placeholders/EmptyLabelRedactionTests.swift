#if canImport(UIKit)
import XCTest
import UIKit
@testable import EmptyDataSet

/// Labels and text views without text get placeholder lines: how many, where, the per-view
/// override, bad input, and self-sizing cells whose labels are still empty.
@MainActor
final class EmptyLabelRedactionTests: XCTestCase {
    // MARK: Line counts

    func testAnEmptyLabelWithUnlimitedLinesShowsOneFullWidthLine() throws {
        let host = makeRedactionHost(self)
        let label = emptyLabel(in: host, y: 10, height: 60)
        label.numberOfLines = 0
        host.card.redact()
        host.layOut()
        let lines = try XCTUnwrap(host.overlay().placeholder(of: label))
        XCTAssertTrue(lines.isText)
        XCTAssertEqual(lines.rects.count, 1)
        let frame = label.convert(label.bounds, to: try host.overlay())
        XCTAssertEqual(lines.rects[0].width, frame.width, accuracy: 0.5, "one line keeps the full width")
        // As tall as the font's text, centered in the label as UILabel centers its text.
        XCTAssertEqual(lines.rects[0].height, label.font.capHeight - label.font.descender, accuracy: 1)
        XCTAssertEqual(lines.rects[0].midY, frame.midY, accuracy: label.font.lineHeight / 2)
        XCTAssertNil(lines.backdrop, "no text to cover")
    }

    func testASmallNumberOfLinesShowsThatManyTheLastShorter() throws {
        let host = makeRedactionHost(self)
        let label = emptyLabel(in: host, y: 10, height: 120)
        label.numberOfLines = 2
        host.card.redact()
        host.layOut()
        let bars = try XCTUnwrap(host.overlay().placeholder(of: label)).rects
        XCTAssertEqual(bars.count, 2)
        XCTAssertEqual(bars[1].width, bars[0].width * 0.6, accuracy: 0.5)
        XCTAssertEqual(bars[1].minY - bars[0].minY, label.font.lineHeight, accuracy: 0.5, "one line height apart")
    }

    func testTheOverrideSetsTheLineCountAndZeroDrawsNone() throws {
        let host = makeRedactionHost(self)
        let four = emptyLabel(in: host, y: 10, height: 120)
        four.redactionLineCount = 4
        let none = emptyLabel(in: host, y: 140, height: 40)
        none.redactionLineCount = 0
        let texted = host.addLabel("Real text", y: 200)
        texted.redactionLineCount = 3
        host.card.redact()
        host.layOut()
        let overlay = try host.overlay()
        XCTAssertEqual(overlay.placeholder(of: four)?.rects.count, 4)
        XCTAssertNil(overlay.placeholder(of: none), "0 lines: nothing")
        XCTAssertEqual(overlay.placeholder(of: texted)?.rects.count, 1, "real text is drawn as laid out")
        // Changing it shows at the next update.
        four.redactionLineCount = 2
        four.setNeedsRedactionUpdate()
        host.layOut()
        XCTAssertEqual(overlay.placeholder(of: four)?.rects.count, 2)
    }

    func testLinesThatDoNotFitTheLabelAreNotDrawn() throws {
        let host = makeRedactionHost(self)
        let label = emptyLabel(in: host, y: 10, height: 0)
        label.redactionLineCount = 3
        label.frame.size.height = ceil(label.font.lineHeight * 2)
        host.card.redact()
        host.layOut()
        XCTAssertEqual(try host.overlay().placeholder(of: label)?.rects.count, 2, "the label's height holds two")
    }

    // MARK: Bad input

    func testAnAttributedStringOfOnlySpacesGetsLinesInItsOwnFont() throws {
        let host = makeRedactionHost(self)
        let label = emptyLabel(in: host, y: 10, height: 80)
        let big = UIFont.systemFont(ofSize: 40)
        label.attributedText = NSAttributedString(string: "    ", attributes: [.font: big])
        host.card.redact()
        host.layOut()
        let lines = try XCTUnwrap(host.overlay().placeholder(of: label))
        XCTAssertEqual(lines.rects.count, 1)
        XCTAssertEqual(lines.rects[0].height, big.capHeight - big.descender, accuracy: 1, "the spaces' font, not the label's")
        XCTAssertNil(lines.backdrop)
    }

    func testAZeroWidthOrCollapsedEmptyLabelGetsNoBar() throws {
        let host = makeRedactionHost(self)
        let narrow = emptyLabel(in: host, y: 10, height: 30)
        narrow.frame.size.width = 0
        let collapsed = emptyLabel(in: host, y: 60, height: 0)
        let visible = emptyLabel(in: host, y: 100, height: 30)
        host.card.redact()
        host.layOut()
        let overlay = try host.overlay()
        XCTAssertNil(overlay.placeholder(of: narrow))
        XCTAssertNil(overlay.placeholder(of: collapsed))
        XCTAssertNotNil(overlay.placeholder(of: visible), "precondition: an empty label with a size is drawn")
    }

    func testAnEmptyTextViewGetsLinesFromTheTopOfItsTextContainer() throws {
        let host = makeRedactionHost(self)
        let textView = UITextView(frame: CGRect(x: 10, y: 10, width: 280, height: 200))
        textView.font = .systemFont(ofSize: 17)
        textView.text = ""
        textView.redactionLineCount = 3
        host.card.addSubview(textView)
        host.card.redact()
        host.layOut()
        let overlay = try host.overlay()
        let lines = try XCTUnwrap(overlay.placeholder(of: textView))
        XCTAssertTrue(lines.isText, "lines, not one shape of the frame")
        XCTAssertEqual(lines.rects.count, 3)
        let frame = textView.convert(textView.bounds, to: overlay)
        let inset = textView.textContainerInset.top
        XCTAssertLessThan(lines.rects[0].minY - frame.minY, inset + textView.font!.lineHeight, "at the top, not centered")
        XCTAssertEqual(lines.rects[2].width, lines.rects[0].width * 0.6, accuracy: 0.5)
        // With text it is one shape again.
        textView.text = "Some text"
        host.card.setNeedsRedactionUpdate()
        host.layOut()
        let shape = try XCTUnwrap(overlay.placeholder(of: textView))
        XCTAssertFalse(shape.isText)
        XCTAssertEqual(shape.rects, [frame])
    }

    func testAnEmptyTextViewInsetUnderABarPlacesItsLinesAtItsTextNotAtTheScrolledBounds() throws {
        let host = makeRedactionHost(self)
        let textView = UITextView(frame: CGRect(x: 10, y: 10, width: 280, height: 200))
        textView.font = .systemFont(ofSize: 17)
        textView.text = ""
        textView.redactionLineCount = 5
        // As under a 100-point bar: content inset, offset at the top of the content.
        textView.contentInsetAdjustmentBehavior = .never
        textView.contentInset.top = 100
        textView.contentOffset = CGPoint(x: 0, y: -100)
        host.card.addSubview(textView)
        host.card.redact()
        host.layOut()
        XCTAssertEqual(textView.bounds.minY, -100, "precondition: the bounds start at the offset")
        let overlay = try host.overlay()
        let lines = try XCTUnwrap(overlay.placeholder(of: textView))
        let frame = textView.convert(textView.bounds, to: overlay)
        let font = try XCTUnwrap(textView.font)
        // The first line's top is 100 + the container's inset below the frame's top, where the
        // text view draws its text; the bar starts below it by the ascender less the cap height.
        let lineTop = frame.minY + 100 + textView.textContainerInset.top
        XCTAssertEqual(lines.rects[0].minY, lineTop + font.ascender - font.capHeight, accuracy: 1,
                       "not a bar height too high (from the bounds' origin)")
        let padding = textView.textContainer.lineFragmentPadding
        XCTAssertEqual(lines.rects[0].minX, frame.minX + textView.textContainerInset.left + padding, accuracy: 0.5)
        // 200 − 100 (the bar) − 16 (the container's insets) holds four of the five lines.
        let available = 200 - 100 - textView.textContainerInset.top - textView.textContainerInset.bottom
        XCTAssertEqual(lines.rects.count, Int((available + 0.5) / font.lineHeight))
        XCTAssertEqual(lines.rects.count, 4, "the bar's height is not counted as room for lines")
        for rect in lines.rects { XCTAssertTrue(frame.contains(rect), "\(rect) inside \(frame)") }
    }

    func testAnEmptyTextViewScrolledDownKeepsItsLinesAtItsTextsPlace() throws {
        let host = makeRedactionHost(self)
        let textView = UITextView(frame: CGRect(x: 10, y: 10, width: 280, height: 200))
        textView.font = .systemFont(ofSize: 17)
        textView.text = ""
        textView.redactionLineCount = 2
        textView.contentInsetAdjustmentBehavior = .never
        // Empty, its content is shorter than its height: a bottom inset makes room to scroll, so
        // a 30-point offset is valid and layout does not pull it back to 0.
        textView.contentInset.bottom = 300
        host.card.addSubview(textView)
        host.card.redact()
        host.layOut()
        // Scrolled after the first layout (the text view sized its content), then re-shaped.
        textView.contentOffset = CGPoint(x: 0, y: 30)
        textView.setNeedsRedactionUpdate()
        host.layOut()
        XCTAssertEqual(textView.bounds.minY, 30, "precondition: scrolled")
        let overlay = try host.overlay()
        let lines = try XCTUnwrap(overlay.placeholder(of: textView))
        let frame = textView.convert(textView.bounds, to: overlay)
        let font = try XCTUnwrap(textView.font)
        // Scrolled 30 points: the text's first line is 30 points above where it was, and is cut
        // to the visible part (it starts 8 points down the content: above the frame now).
        let firstLineTop = frame.minY - 30 + textView.textContainerInset.top
        let secondBarTop = firstLineTop + font.lineHeight + font.ascender - font.capHeight
        XCTAssertEqual(lines.rects.last?.minY ?? 0, secondBarTop, accuracy: 1, "moved with the content")
        for rect in lines.rects { XCTAssertTrue(frame.insetBy(dx: -0.5, dy: -0.5).contains(rect), "\(rect) inside \(frame)") }
    }

    func testAnEmptyTextViewCoversItsOwnSubviewsWithABackdrop() throws {
        let host = makeRedactionHost(self)
        let textView = UITextView(frame: CGRect(x: 10, y: 10, width: 280, height: 120))
        textView.font = .systemFont(ofSize: 17)
        textView.text = ""
        textView.backgroundColor = .white
        // The app's placeholder label and character counter, inside the text view.
        let hint = UILabel(frame: CGRect(x: 5, y: 8, width: 200, height: 21))
        hint.text = "Write a review…"
        let counter = UILabel(frame: CGRect(x: 220, y: 90, width: 50, height: 21))
        counter.text = "0/500"
        textView.addSubview(hint)
        textView.addSubview(counter)
        host.card.addSubview(textView)
        host.card.redact()
        host.layOut()
        let overlay = try host.overlay()
        let frame = textView.convert(textView.bounds, to: overlay)
        let lines = try XCTUnwrap(overlay.placeholder(of: textView))
        XCTAssertEqual(lines.rects.count, 1, "its own placeholder line")
        let backdrop = try XCTUnwrap(lines.backdrop, "a backdrop under the lines")
        XCTAssertEqual(backdrop.rect, frame, "over its whole visible bounds")
        XCTAssertEqual(backdrop.color, RedactionColor(red: 1, green: 1, blue: 1, alpha: 1), "in the color behind its text")
        XCTAssertNil(overlay.placeholder(of: hint), "its subviews are covered, not drawn as content")
        XCTAssertNil(overlay.placeholder(of: counter))
        XCTAssertTrue(overlay.backdropLayers.contains { $0.path?.boundingBox == frame }, "drawn under the bars")
        // No line at all (the app's 0) still covers what is inside.
        textView.redactionLineCount = 0
        host.card.setNeedsRedactionUpdate()
        host.layOut()
        let covered = try XCTUnwrap(overlay.placeholder(of: textView))
        XCTAssertTrue(covered.rects.isEmpty)
        XCTAssertEqual(covered.backdrop?.rect, frame)
    }

    // MARK: Controls and bars

    func testEmptyLabelsInsideControlsAndBarsGetNoLines() throws {
        let host = makeRedactionHost(self)
        let control = UIControl(frame: CGRect(x: 10, y: 10, width: 280, height: 40))
        let inControl = UILabel(frame: CGRect(x: 0, y: 0, width: 200, height: 30))
        inControl.font = .systemFont(ofSize: 17)
        let textInControl = UILabel(frame: CGRect(x: 0, y: 0, width: 200, height: 30))
        textInControl.text = "Real title"
        control.addSubview(inControl)
        control.addSubview(textInControl)
        let bar = UINavigationBar(frame: CGRect(x: 0, y: 60, width: 300, height: 44))
        let inBar = UILabel(frame: CGRect(x: 10, y: 7, width: 200, height: 30))
        inBar.font = .systemFont(ofSize: 17)
        bar.addSubview(inBar)
        let outside = emptyLabel(in: host, y: 120, height: 30)
        host.card.addSubview(control)
        host.card.addSubview(bar)
        var controls: [UIView] = [control, bar]
        #if !os(tvOS)
        let toolbar = UIToolbar(frame: CGRect(x: 0, y: 160, width: 300, height: 44))
        let inToolbar = UILabel(frame: CGRect(x: 10, y: 7, width: 200, height: 30))
        inToolbar.font = .systemFont(ofSize: 17)
        toolbar.addSubview(inToolbar)
        host.card.addSubview(toolbar)
        controls.append(toolbar)
        #endif
        host.card.redact()
        host.layOut()
        let overlay = try host.overlay()
        XCTAssertNotNil(overlay.placeholder(of: outside), "precondition: an empty label of the app's gets its line")
        XCTAssertNil(overlay.placeholder(of: inControl), "an empty label inside a control: none")
        XCTAssertNil(overlay.placeholder(of: inBar), "an empty label inside a navigation bar: none")
        XCTAssertNotNil(overlay.placeholder(of: textInControl), "text that is there keeps its bars")
        #if !os(tvOS)
        XCTAssertNil(overlay.placeholder(of: inToolbar), "an empty label inside a toolbar: none")
        #endif
        withExtendedLifetime(controls) {}
    }

    // MARK: Self-sizing cells

    func testEmptyLabelsInSelfSizingCellsKeepTheReservedHeightAndShowTheirLines() throws {
        let window = makeShownWindow()
        let table = EmptyLabelTable(reserving: true)
        keepHosted(table.tableView, in: window)
        let cell = try XCTUnwrap(table.tableView.cellForRow(at: IndexPath(row: 0, section: 0)) as? EmptyLabelCell)
        let reserved = cell.title.redactionPlaceholderHeight() + cell.body.redactionPlaceholderHeight()
        XCTAssertEqual(cell.body.redactionPlaceholderHeight(), ceil(cell.body.font.lineHeight * 2), "two lines")
        XCTAssertGreaterThanOrEqual(cell.contentView.bounds.height, reserved, "the cell is as tall as the reserved lines")
        XCTAssertGreaterThanOrEqual(cell.body.bounds.height, cell.body.redactionPlaceholderHeight() - 0.5)
        let frameBefore = cell.frame
        cell.contentView.redact()
        table.tableView.layoutIfNeeded()
        cell.contentView.layoutIfNeeded()
        let overlay = try XCTUnwrap(cell.contentView.redactionOverlay)
        XCTAssertEqual(overlay.placeholder(of: cell.title)?.rects.count, 1)
        XCTAssertEqual(overlay.placeholder(of: cell.body)?.rects.count, 2, "numberOfLines 2")
        XCTAssertEqual(cell.frame, frameBefore, "redaction does not change the layout")
        withExtendedLifetime((table, window)) {}
        window.isHidden = true
    }

    func testWithoutTheReserveEmptyLabelsCollapseAndDrawNothing() throws {
        let window = makeShownWindow()
        let table = EmptyLabelTable(reserving: false)
        keepHosted(table.tableView, in: window)
        let cell = try XCTUnwrap(table.tableView.cellForRow(at: IndexPath(row: 0, section: 0)) as? EmptyLabelCell)
        XCTAssertEqual(cell.body.bounds.height, 0, accuracy: 0.5, "an empty label has no intrinsic height")
        cell.contentView.redact()
        cell.contentView.layoutIfNeeded()
        let overlay = try XCTUnwrap(cell.contentView.redactionOverlay)
        XCTAssertNil(overlay.placeholder(of: cell.body), "no bar over the neighbours of a collapsed label")
        withExtendedLifetime((table, window)) {}
        window.isHidden = true
    }

    /// The fit rule, not the zero-size rule: a label 10 points tall (less than one 17-point line)
    /// has an area, so only the fit of its lines keeps it from drawing a bar over its neighbours.
    func testAnEmptyLabelShorterThanALineDrawsNoBar() throws {
        let host = makeRedactionHost(self)
        let short = emptyLabel(in: host, y: 10, height: 10)
        let tall = emptyLabel(in: host, y: 40, height: 30)
        host.card.redact()
        host.layOut()
        let overlay = try host.overlay()
        XCTAssertGreaterThan(short.bounds.height, 0, "precondition: it has an area")
        XCTAssertNil(overlay.placeholder(of: short), "no line fits 10 points")
        XCTAssertNotNil(overlay.placeholder(of: tall), "precondition: one that fits a line is drawn")
    }

    /// Between three quarters of a line and a whole one: a label 16 points tall has room for
    /// most of a 17-point line (about 20.3 points) but not all of it, so it draws no bar — a bar
    /// kept there would spill over the neighbour below.
    func testAnEmptyLabelThreeQuartersOfALineTallDrawsNoBar() throws {
        let host = makeRedactionHost(self)
        let nearly = emptyLabel(in: host, y: 10, height: 16)
        let tall = emptyLabel(in: host, y: 40, height: 30)
        host.card.redact()
        host.layOut()
        let overlay = try host.overlay()
        let lineHeight = try XCTUnwrap(nearly.font).lineHeight
        XCTAssertGreaterThan(nearly.bounds.height, lineHeight * 0.75, "precondition: more than three quarters of a line")
        XCTAssertLessThan(nearly.bounds.height + 0.5, lineHeight, "precondition: less than a whole line")
        XCTAssertNil(overlay.placeholder(of: nearly), "a 20.3-point line does not fit 16 points")
        XCTAssertNotNil(overlay.placeholder(of: tall), "precondition: one that fits a line is drawn")
    }

    func testThePlaceholderHeightUsesTheFontTheLinesAreDrawnIn() throws {
        let host = makeRedactionHost(self)
        let label = emptyLabel(in: host, y: 10, height: 0)
        let big = UIFont.systemFont(ofSize: 40)
        label.attributedText = NSAttributedString(string: "   ", attributes: [.font: big])
        XCTAssertEqual(label.redactionPlaceholderHeight(), ceil(big.lineHeight), "the spaces' font, not the label's 17 points")
        // Reserved that height, the line drawn in that font fits.
        label.frame.size.height = label.redactionPlaceholderHeight()
        host.card.redact()
        host.layOut()
        let lines = try XCTUnwrap(host.overlay().placeholder(of: label))
        XCTAssertEqual(lines.rects.count, 1)
        XCTAssertEqual(lines.rects[0].height, big.capHeight - big.descender, accuracy: 1)
    }

    func testThePlaceholderHeightFollowsTheStylesSpacingAndTheOverride() {
        let label = UILabel()
        label.font = .systemFont(ofSize: 17)
        label.numberOfLines = 0
        let line = label.font.lineHeight
        XCTAssertEqual(label.redactionPlaceholderHeight(), ceil(line))
        label.redactionLineCount = 3
        XCTAssertEqual(label.redactionPlaceholderHeight(), ceil(line * 3))
        XCTAssertEqual(label.redactionPlaceholderHeight(for: PlaceholderStyle(lineSpacing: 5)), ceil(line * 3 + 10))
        label.redactionLineCount = 0
        XCTAssertEqual(label.redactionPlaceholderHeight(), 0)
        label.redactionLineCount = nil
        label.numberOfLines = 8
        XCTAssertEqual(label.redactionPlaceholderHeight(), ceil(line * 3), "at most three lines by default")
    }

    // MARK: Support

    /// An empty, single-line label as wide as the card less 10-point margins.
    private func emptyLabel(in host: RedactionHost, y: CGFloat, height: CGFloat) -> UILabel {
        let label = UILabel(frame: CGRect(x: 10, y: y, width: host.card.bounds.width - 20, height: height))
        label.font = .systemFont(ofSize: 17)
        host.card.addSubview(label)
        return label
    }
}

/// A self-sizing cell whose title (one line) and body (two lines) have no text yet; while
/// loading, each can reserve its placeholder height.
final class EmptyLabelCell: UITableViewCell {
    static let identifier = "EmptyLabelCell"
    let title = UILabel()
    let body = UILabel()
    private var reserves: [NSLayoutConstraint] = []

    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        title.font = .preferredFont(forTextStyle: .headline)
        body.font = .preferredFont(forTextStyle: .body)
        body.numberOfLines = 2
        for label in [title, body] {
            label.translatesAutoresizingMaskIntoConstraints = false
            contentView.addSubview(label)
        }
        let margins = contentView.layoutMarginsGuide
        NSLayoutConstraint.activate([
            title.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
            title.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
            title.topAnchor.constraint(equalTo: margins.topAnchor),
            body.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
            body.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
            body.topAnchor.constraint(equalTo: title.bottomAnchor),
            body.bottomAnchor.constraint(equalTo: margins.bottomAnchor),
        ])
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) is unavailable")
    }

    /// Reserves (or stops reserving) each label's placeholder height, as the guide shows.
    func reservePlaceholderHeight(_ isLoading: Bool) {
        NSLayoutConstraint.deactivate(reserves)
        reserves = isLoading ? [title, body].map {
            $0.heightAnchor.constraint(greaterThanOrEqualToConstant: $0.redactionPlaceholderHeight())
        } : []
        NSLayoutConstraint.activate(reserves)
    }
}

/// A table of ``EmptyLabelCell``s with no data yet; its own data source.
@MainActor
final class EmptyLabelTable: NSObject, UITableViewDataSource {
    let tableView = UITableView(frame: testWindowFrame, style: .plain)
    let reserving: Bool

    init(reserving: Bool) {
        self.reserving = reserving
        super.init()
        tableView.register(EmptyLabelCell.self, forCellReuseIdentifier: EmptyLabelCell.identifier)
        tableView.rowHeight = UITableView.automaticDimension
        tableView.estimatedRowHeight = 60
        tableView.dataSource = self
    }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 5 }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: EmptyLabelCell.identifier, for: indexPath)
        (cell as? EmptyLabelCell)?.reservePlaceholderHeight(reserving)
        return cell
    }
}
#endif
