#if canImport(UIKit)
import XCTest
import UIKit
@testable import EmptyDataSet

/// Section headers and footers of tables and collection views are redacted like cells: their
/// labels (empty ones too) become placeholders, touches and VoiceOver stop at the placeholders,
/// and one parked in a reuse pool animates nothing.
@MainActor
final class RedactionSectionHeaderTests: XCTestCase {
    func testTableHeadersAndFootersWithEmptyTitlesShowPlaceholderLines() throws {
        _ = standInForAccessibility(reduceMotion: false)
        let window = makeShownWindow()
        let table = HeaderFooterTable(sections: 3)
        keepHosted(table.tableView, in: window)
        let header = try XCTUnwrap(table.tableView.headerView(forSection: 0) as? RedactionHeaderView)
        let footer = try XCTUnwrap(table.tableView.footerView(forSection: 0) as? RedactionHeaderView)
        for view in [header, footer] {
            XCTAssertNil(view.title.text, "precondition: no data yet")
            XCTAssertGreaterThan(view.title.bounds.height, 0, "precondition: the reserved height")
            view.contentView.redact()
        }
        table.tableView.layoutIfNeeded()
        for view in [header, footer] {
            view.contentView.layoutIfNeeded()
            let overlay = try XCTUnwrap(view.contentView.redactionOverlay)
            let lines = try XCTUnwrap(overlay.placeholder(of: view.title), "\(view)")
            XCTAssertEqual(lines.rects.count, 1)
            XCTAssertTrue(lines.isText)
            XCTAssertFalse(overlay.runningAnimations.isEmpty, "animating on screen")
            let center = CGPoint(x: view.title.frame.midX, y: view.title.frame.midY)
            XCTAssertIdentical(view.contentView.hitTest(center, with: nil), overlay, "touches stop at the placeholders")
            XCTAssertEqual(view.contentView.accessibilityElements?.first as? RedactionOverlayView, overlay,
                           "VoiceOver reads the stand-in first")
        }
        withExtendedLifetime((table, window)) {}
        window.isHidden = true
    }

    func testAHeaderParkedInTheReusePoolStopsItsAnimation() throws {
        _ = standInForAccessibility(reduceMotion: false)
        let window = makeShownWindow()
        // Section 0's header has a reuse identifier of its own: it is parked, never reused.
        let table = HeaderFooterTable(sections: 30, firstHeaderApart: true)
        keepHosted(table.tableView, in: window)
        let header = try XCTUnwrap(table.tableView.headerView(forSection: 0) as? RedactionHeaderView)
        header.contentView.redact()
        header.contentView.layoutIfNeeded()
        let overlay = try XCTUnwrap(header.contentView.redactionOverlay)
        XCTAssertFalse(overlay.runningAnimations.isEmpty, "precondition: animating on screen")
        table.tableView.contentOffset.y = 3_000
        table.tableView.layoutIfNeeded()
        XCTAssertTrue(waitUntil { table.tableView.headerView(forSection: 0) == nil }, "precondition: the header left")
        XCTAssertTrue(header.window == nil || header.isHidden, "precondition: parked (hidden or removed)")
        XCTAssertEqual(overlay.runningPlan, .still)
        XCTAssertTrue(overlay.runningAnimations.isEmpty, "nothing runs in the reuse pool")
        withExtendedLifetime((table, window)) {}
        window.isHidden = true
    }

    func testCollectionViewSupplementaryHeadersAreRedactedLikeCells() throws {
        _ = standInForAccessibility(reduceMotion: false)
        let window = makeShownWindow()
        let list = HeaderList()
        keepHosted(list.collectionView, in: window)
        let header = try XCTUnwrap(list.collectionView.supplementaryView(
            forElementKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 0)) as? UICollectionViewListCell)
        header.contentView.redact()
        header.contentView.layoutIfNeeded()
        let overlay = try XCTUnwrap(header.contentView.redactionOverlay)
        XCTAssertTrue(overlay.scan.placeholders.contains { $0.isText }, "the header's title is bars")
        XCTAssertFalse(overlay.runningAnimations.isEmpty)
        // Collection views hide the views of their reuse pools: observed at once.
        header.isHidden = true
        XCTAssertEqual(overlay.runningPlan, .still)
        XCTAssertTrue(overlay.runningAnimations.isEmpty)
        header.isHidden = false
        XCTAssertEqual(overlay.runningPlan, .builtIn(.shimmer))
        withExtendedLifetime((list, window)) {}
        window.isHidden = true
    }

    /// The collection view parks the header itself (no `isHidden` set by the test): section 0's
    /// header has a registration of its own, so scrolled away it is parked, never reused for
    /// another section, and scrolled back it is section 0's header again.
    func testASupplementaryHeaderTheCollectionViewParksStopsItsAnimation() throws {
        _ = standInForAccessibility(reduceMotion: false)
        let window = makeShownWindow()
        let list = HeaderList(sections: 40, firstHeaderApart: true)
        keepHosted(list.collectionView, in: window)
        let kind = UICollectionView.elementKindSectionHeader
        let header = try XCTUnwrap(list.collectionView.supplementaryView(forElementKind: kind, at: IndexPath(item: 0, section: 0)))
        header.redact()
        header.layoutIfNeeded()
        let overlay = try XCTUnwrap(header.redactionOverlay)
        XCTAssertFalse(overlay.runningAnimations.isEmpty, "precondition: animating on screen")
        for offset in stride(from: 300, through: 3_000, by: 300) {
            list.collectionView.contentOffset.y = CGFloat(offset)
            list.collectionView.layoutIfNeeded()
        }
        XCTAssertTrue(waitUntil {
            list.collectionView.supplementaryView(forElementKind: kind, at: IndexPath(item: 0, section: 0)) == nil
        }, "precondition: the header left the screen")
        spinRunLoop(for: 0.05)
        let isParked = header.window == nil || header.isHidden || header.layer.isHidden
        XCTAssertTrue(isParked, "precondition: parked by the collection view (hidden or removed)")
        // Removed from the window, `didMoveToWindow` stops it; hidden in place by the private
        // `_setHiddenForReuse:`, the stop is required only when the view's `isHidden` or the
        // layer's `hidden` observation fired (which one is recorded); otherwise the header keeps
        // its animation until reused (a cost, not a visible defect), and must animate again then.
        let signals = overlay.hiddenSignals
        let path = "window \(header.window == nil ? "left" : "kept"), view \(signals.view), layer \(signals.layer)"
        if header.window == nil || signals.view + signals.layer > 0 {
            XCTAssertEqual(overlay.runningPlan, .still, "parked (\(path))")
            XCTAssertTrue(overlay.runningAnimations.isEmpty, "nothing runs in the reuse pool (\(path))")
            XCTAssertTrue(overlay.placeholderLayers.allSatisfy { ($0.animationKeys() ?? []).isEmpty }, "no animation keys (\(path))")
        }
        // Back at the top: the header comes back from the pool and animates again.
        list.collectionView.contentOffset.y = 0
        list.collectionView.layoutIfNeeded()
        XCTAssertTrue(waitUntil {
            list.collectionView.supplementaryView(forElementKind: kind, at: IndexPath(item: 0, section: 0)) === header
        }, "precondition: section 0's header shown again (\(path))")
        header.layoutIfNeeded()
        XCTAssertFalse(overlay.runningAnimations.isEmpty, "shown again: animating (parked with \(path))")
        withExtendedLifetime((list, window)) {}
        window.isHidden = true
    }
}

/// A section header or footer whose title has no text yet and reserves its placeholder height.
final class RedactionHeaderView: UITableViewHeaderFooterView {
    static let identifier = "RedactionHeaderView"
    static let firstIdentifier = "RedactionHeaderView.first"
    let title = UILabel()

    override init(reuseIdentifier: String?) {
        super.init(reuseIdentifier: reuseIdentifier)
        title.font = .preferredFont(forTextStyle: .headline)
        title.translatesAutoresizingMaskIntoConstraints = false
        contentView.addSubview(title)
        let margins = contentView.layoutMarginsGuide
        NSLayoutConstraint.activate([
            title.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
            title.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
            title.topAnchor.constraint(equalTo: margins.topAnchor),
            title.bottomAnchor.constraint(equalTo: margins.bottomAnchor),
            title.heightAnchor.constraint(greaterThanOrEqualToConstant: title.redactionPlaceholderHeight()),
        ])
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) is unavailable")
    }
}

/// A plain table with a self-sized header and footer per section; its own data source and delegate.
@MainActor
final class HeaderFooterTable: NSObject, UITableViewDataSource, UITableViewDelegate {
    let tableView = UITableView(frame: testWindowFrame, style: .plain)
    let sections: Int
    let firstHeaderApart: Bool

    init(sections: Int, firstHeaderApart: Bool = false) {
        self.sections = sections
        self.firstHeaderApart = firstHeaderApart
        super.init()
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "cell")
        tableView.register(RedactionHeaderView.self, forHeaderFooterViewReuseIdentifier: RedactionHeaderView.identifier)
        tableView.register(RedactionHeaderView.self, forHeaderFooterViewReuseIdentifier: RedactionHeaderView.firstIdentifier)
        tableView.sectionHeaderHeight = UITableView.automaticDimension
        tableView.estimatedSectionHeaderHeight = 40
        tableView.sectionFooterHeight = UITableView.automaticDimension
        tableView.estimatedSectionFooterHeight = 40
        tableView.dataSource = self
        tableView.delegate = self
    }

    func numberOfSections(in tableView: UITableView) -> Int { sections }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 5 }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
    }

    func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? {
        let apart = firstHeaderApart && section == 0
        return tableView.dequeueReusableHeaderFooterView(
            withIdentifier: apart ? RedactionHeaderView.firstIdentifier : RedactionHeaderView.identifier)
    }

    func tableView(_ tableView: UITableView, viewForFooterInSection section: Int) -> UIView? {
        tableView.dequeueReusableHeaderFooterView(withIdentifier: RedactionHeaderView.identifier)
    }
}

/// A list collection view with a supplementary header per section, from a diffable data source.
/// With `firstHeaderApart`, section 0's header has a registration (a reuse identifier) of its own.
@MainActor
final class HeaderList {
    let collectionView: UICollectionView
    private let dataSource: UICollectionViewDiffableDataSource<Int, Int>

    init(sections: Int = 2, firstHeaderApart: Bool = false) {
        var configuration = UICollectionLayoutListConfiguration(appearance: .plain)
        configuration.headerMode = .supplementary
        collectionView = UICollectionView(
            frame: testWindowFrame, collectionViewLayout: UICollectionViewCompositionalLayout.list(using: configuration))
        let cell = UICollectionView.CellRegistration<UICollectionViewListCell, Int> { cell, _, item in
            var content = cell.defaultContentConfiguration()
            content.text = "Item \(item)"
            cell.contentConfiguration = content
        }
        let handler: @MainActor @Sendable (UICollectionViewListCell, String, IndexPath) -> Void = { view, _, indexPath in
            var content = view.defaultContentConfiguration()
            content.text = "Section \(indexPath.section)"
            view.contentConfiguration = content
        }
        let header = UICollectionView.SupplementaryRegistration<UICollectionViewListCell>(
            elementKind: UICollectionView.elementKindSectionHeader, handler: handler)
        let firstHeader = UICollectionView.SupplementaryRegistration<UICollectionViewListCell>(
            elementKind: UICollectionView.elementKindSectionHeader, handler: handler)
        dataSource = UICollectionViewDiffableDataSource(collectionView: collectionView) { collectionView, indexPath, item in
            collectionView.dequeueConfiguredReusableCell(using: cell, for: indexPath, item: item)
        }
        dataSource.supplementaryViewProvider = { collectionView, _, indexPath in
            let registration = firstHeaderApart && indexPath.section == 0 ? firstHeader : header
            return collectionView.dequeueConfiguredReusableSupplementary(using: registration, for: indexPath)
        }
        var snapshot = NSDiffableDataSourceSnapshot<Int, Int>()
        snapshot.appendSections(Array(0..<sections))
        for section in 0..<sections {
            snapshot.appendItems(Array(section * 3 + 1...section * 3 + 3), toSection: section)
        }
        dataSource.apply(snapshot, animatingDifferences: false)
    }
}
#endif
