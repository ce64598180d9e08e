#if canImport(UIKit)
import XCTest
import UIKit
@testable import EmptyDataSet

/// A view UIKit would make for itself: its Objective-C class name starts with an underscore, as
/// the scroll indicators' `_UIScrollViewScrollIndicator`.
@objc(_EDSTestPrivateIndicator)
private final class PrivateIndicatorView: UIView {}

/// An app's view with a Swift-mangled runtime name (`_TtC…`, private): content, not UIKit's.
private final class AppPrivateContentView: UIView {}

/// A flow layout that counts `invalidateLayout()` calls and gives its items an alpha of its own.
private final class CountingFlowLayout: UICollectionViewFlowLayout {
    var invalidations = 0
    /// The items' alpha in the attributes; changed without invalidating, as a layout's state may.
    var itemAlpha: CGFloat = 1
    /// The section headers' alpha in the attributes, likewise.
    var headerAlpha: CGFloat = 1
    override func invalidateLayout() {
        invalidations += 1
        super.invalidateLayout()
    }
    override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        super.layoutAttributesForElements(in: rect)?.map(withItemAlpha)
    }
    override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        super.layoutAttributesForItem(at: indexPath).map(withItemAlpha)
    }
    override func layoutAttributesForSupplementaryView(ofKind elementKind: String, at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        super.layoutAttributesForSupplementaryView(ofKind: elementKind, at: indexPath).map(withItemAlpha)
    }
    private func withItemAlpha(_ attributes: UICollectionViewLayoutAttributes) -> UICollectionViewLayoutAttributes {
        guard let copy = attributes.copy() as? UICollectionViewLayoutAttributes else { return attributes }
        switch attributes.representedElementCategory {
        case .cell: copy.alpha = itemAlpha
        case .supplementaryView: copy.alpha = headerAlpha
        default: return attributes
        }
        return copy
    }
}

/// One section of `count` plain cells, with a plain section header.
private final class CellsDataSource: NSObject, UICollectionViewDataSource {
    var count = 1
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { count }
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
    }
    func collectionView(_ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath) -> UICollectionReusableView {
        collectionView.dequeueReusableSupplementaryView(ofKind: kind, withReuseIdentifier: "header", for: indexPath)
    }
}

/// The mechanics of ``LoadingHold`` on rows it hides (nothing opaque behind the list), driven
/// directly: what is hidden and restored, UIKit's own fade-ins, which path may change the view
/// hierarchy, and the cover's hit-testing. The flow's path to a hold is in `HeldLoadingStateTests`.
@MainActor
final class LoadingHoldTests: XCTestCase {
    /// A clear plain scroll view in a shown window with no background (rows are hidden, not
    /// covered), its content taller than it, a held view in it.
    private func makeScrollView() -> (window: UIWindow, scrollView: UIScrollView, held: UIView) {
        let window = makeShownWindow()
        let scrollView = UIScrollView(frame: window.bounds)
        scrollView.backgroundColor = .clear
        scrollView.contentSize = CGSize(width: window.bounds.width, height: window.bounds.height * 3)
        window.addSubview(scrollView)
        let held = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        scrollView.addSubview(held)
        return (window, scrollView, held)
    }

    private func addContent(to scrollView: UIScrollView) -> UIView {
        let content = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 44))
        scrollView.addSubview(content)
        return content
    }

    func testAnAppsContentIsHiddenButNotUIKitsPrivateViewsNorTheRefreshControl() {
        let (window, scrollView, held) = makeScrollView()
        let content = addContent(to: scrollView)
        let appView = AppPrivateContentView(frame: CGRect(x: 0, y: 50, width: 100, height: 44))
        scrollView.addSubview(appView)
        XCTAssertTrue(NSStringFromClass(AppPrivateContentView.self).hasPrefix("_Tt"), "precondition: a mangled name")
        let indicator = PrivateIndicatorView(frame: CGRect(x: 370, y: 0, width: 3, height: 40))
        scrollView.addSubview(indicator)
        #if !os(tvOS)
        let refreshControl = UIRefreshControl()
        scrollView.refreshControl = refreshControl
        #endif
        let hold = LoadingHold(holding: held, in: scrollView)
        XCTAssertEqual(hold.covering, .hideRows, "precondition: nothing opaque behind the list")
        XCTAssertEqual(content.alpha, 0, "the app's content is hidden")
        XCTAssertEqual(appView.alpha, 0, "an app's private Swift class is content too")
        XCTAssertEqual(indicator.alpha, 1, "UIKit's private views (the scroll indicators) are left alone")
        #if !os(tvOS)
        XCTAssertEqual(refreshControl.alpha, 1, "the refresh control stays visible")
        #endif
        XCTAssertEqual(held.alpha, 1)
        hold.end(fadingOver: 0)
        XCTAssertEqual(content.alpha, 1, "restored")
        XCTAssertEqual(appView.alpha, 1)
        withExtendedLifetime(window) {}
    }

    func testUIKitsFadeInOfAnArrivingRowIsRemoved() {
        let (window, scrollView, held) = makeScrollView()
        let hold = LoadingHold(holding: held, in: scrollView)
        let row = addContent(to: scrollView)
        let fade = CABasicAnimation(keyPath: "opacity")
        fade.fromValue = 0
        fade.toValue = 1
        fade.duration = 10
        row.layer.add(fade, forKey: "opacity")
        let group = CAAnimationGroup()
        group.animations = [CABasicAnimation(keyPath: "position"), CABasicAnimation(keyPath: "opacity")]
        group.duration = 10
        row.layer.add(group, forKey: "insertion")
        let move = CABasicAnimation(keyPath: "position")
        move.duration = 10
        row.layer.add(move, forKey: "position")
        XCTAssertEqual(Set(row.layer.animationKeys() ?? []), ["opacity", "insertion", "position"], "precondition")

        hold.refresh()
        XCTAssertEqual(row.alpha, 0)
        XCTAssertEqual(row.layer.animationKeys() ?? [], ["position"], "no animation shows the hidden row; others stay")
        hold.end(fadingOver: 0)
        withExtendedLifetime(window) {}
    }

    func testARowWhoseAlphaChangedSinceItWasHiddenKeepsIt() {
        let (window, scrollView, held) = makeScrollView()
        let row = addContent(to: scrollView)
        let hold = LoadingHold(holding: held, in: scrollView)
        XCTAssertEqual(row.alpha, 0, "precondition: hidden")
        row.alpha = 0.4  // the app's (or a layout's) alpha, after the last pass of the hold
        hold.end(fadingOver: 0)
        XCTAssertEqual(row.alpha, 0.4, accuracy: 0.001, "not overwritten with the alpha it had before")
        withExtendedLifetime(window) {}
    }

    func testARowHiddenAgainComesBackWithItsLatestAlpha() {
        let (window, scrollView, held) = makeScrollView()
        let row = addContent(to: scrollView)
        let hold = LoadingHold(holding: held, in: scrollView)
        row.alpha = 0.4
        scrollView.contentOffset.y = 100  // the offset's KVO hides it again
        XCTAssertEqual(row.alpha, 0, "hidden again")
        hold.end(fadingOver: 0)
        XCTAssertEqual(row.alpha, 0.4, accuracy: 0.001, "the alpha it had when last hidden")
        withExtendedLifetime(window) {}
    }

    func testTheOffsetsKVOMovesTheCoverButOnlyTheLayoutPathReordersViews() {
        let (window, scrollView, held) = makeScrollView()
        let hold = LoadingHold(holding: held, in: scrollView)
        XCTAssertTrue(scrollView.subviews.last === held && scrollView.subviews.dropLast().last === hold.cover, "precondition")
        let late = addContent(to: scrollView)  // added in front, outside any layout pass

        scrollView.contentOffset.y = 120
        XCTAssertEqual(hold.cover.frame.minY, 120, accuracy: 0.5, "the cover follows the offset from KVO")
        XCTAssertGreaterThan(hold.cover.layer.zPosition, late.layer.zPosition, "drawn over the late view")
        XCTAssertEqual(late.alpha, 0, "hidden from KVO")
        // UIKit may add its scroll indicators on an offset change: compare the package's views only.
        let order = { (view: UIView) in scrollView.subviews.firstIndex { $0 === view } }
        XCTAssertNotNil(order(late))
        XCTAssertTrue(order(held) == order(hold.cover).map { $0 + 1 }, "KVO never changes the view hierarchy")
        XCTAssertLessThan(order(held) ?? .max, order(late) ?? .min, "the late view still in front of the held view")

        hold.refresh()  // the layout hook's path
        XCTAssertTrue(scrollView.subviews.last === held, "the held view in front again")
        XCTAssertTrue(scrollView.subviews.dropLast().last === hold.cover, "the cover right behind it")
        hold.end(fadingOver: 0)
        withExtendedLifetime(window) {}
    }

    func testACollectionViewsRowsTakeTheirLayoutsAlphaWithoutInvalidatingIt() {
        let window = makeShownWindow()
        let layout = CountingFlowLayout()
        layout.itemSize = CGSize(width: 100, height: 44)
        layout.headerReferenceSize = CGSize(width: 100, height: 30)
        // The layout's alphas are set before the first pass: a collection view answers
        // `layoutAttributesForItem(at:)` from the attributes it cached and applied there.
        layout.itemAlpha = 0.6
        layout.headerAlpha = 0.7
        let collectionView = UICollectionView(frame: window.bounds, collectionViewLayout: layout)
        collectionView.backgroundColor = .clear
        collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
        collectionView.register(
            UICollectionReusableView.self, forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader,
            withReuseIdentifier: "header")
        let dataSource = CellsDataSource()
        collectionView.dataSource = dataSource
        window.addSubview(collectionView)
        collectionView.layoutIfNeeded()
        guard let cell = collectionView.cellForItem(at: IndexPath(item: 0, section: 0)) else {
            return XCTFail("precondition: the cell is laid out")
        }
        guard let header = collectionView.supplementaryView(
            forElementKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 0))
        else { return XCTFail("precondition: the header is laid out") }
        XCTAssertEqual(cell.alpha, 0.6, accuracy: 0.001, "precondition: the layout's alpha applied")
        cell.alpha = 0.3  // set by hand before the hold: what the hold records
        header.alpha = 0.3
        let stray = UICollectionViewCell(frame: CGRect(x: 0, y: 300, width: 100, height: 44))  // no index path
        collectionView.addSubview(stray)
        let held = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        collectionView.addSubview(held)
        let hold = LoadingHold(holding: held, in: collectionView)
        XCTAssertEqual(hold.covering, .hideRows, "precondition: nothing opaque behind the list")
        XCTAssertEqual(cell.alpha, 0, "precondition: hidden")
        XCTAssertEqual(stray.alpha, 0, "precondition: hidden")
        XCTAssertEqual(header.alpha, 0, "precondition: hidden")
        // The hold's own cover (and the test's views) marked the list for layout: a pass runs
        // before the hold ends, as in an app; the restore reads the layout only once laid out.
        collectionView.layoutIfNeeded()
        XCTAssertEqual(cell.alpha, 0, "precondition: still hidden after a layout pass")

        let before = layout.invalidations
        hold.end(fadingOver: 0)
        XCTAssertEqual(cell.alpha, 0.6, accuracy: 0.001, "the layout's alpha, not the 0.3 recorded at the hold")
        XCTAssertEqual(header.alpha, 0.7, accuracy: 0.001, "a header's from its kind's attributes")
        XCTAssertEqual(stray.alpha, 1, "no attributes: the alpha it had")
        XCTAssertEqual(layout.invalidations, before, "cached sizes kept: the layout is not invalidated")
        withExtendedLifetime((window, dataSource)) {}
    }

    func testTheCoverLetsTouchesThroughOnceItNoLongerTakesThem() {
        let cover = LoadingHoldCoverView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let inside = CGPoint(x: 50, y: 50)
        XCTAssertTrue(cover.hitTest(inside, with: nil) === cover, "takes touches, clear as it is")
        XCTAssertNil(cover.hitTest(CGPoint(x: 150, y: 50), with: nil), "none outside")
        cover.isUserInteractionEnabled = false
        XCTAssertNil(cover.hitTest(inside, with: nil), "none once interaction is off (the hold ended)")
        cover.isUserInteractionEnabled = true
        cover.isHidden = true
        XCTAssertNil(cover.hitTest(inside, with: nil), "none while hidden")
        cover.isHidden = false
        cover.alpha = 0
        XCTAssertNil(cover.hitTest(inside, with: nil), "none while transparent")
    }
}
#endif
