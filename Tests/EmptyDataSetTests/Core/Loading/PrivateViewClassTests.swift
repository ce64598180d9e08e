import XCTest
@testable import EmptyDataSet

final class PrivateViewClassTests: XCTestCase {
    func testUIKitsUnderscoredClassesArePrivate() {
        XCTAssertTrue(PrivateViewClass.isUIKitPrivate("_UIScrollViewScrollIndicator"))
        XCTAssertTrue(PrivateViewClass.isUIKitPrivate("_UITableViewCellSeparatorView"))
        XCTAssertTrue(PrivateViewClass.isUIKitPrivate("_"))
    }

    func testPublicAndAppClassesAreNot() {
        XCTAssertFalse(PrivateViewClass.isUIKitPrivate("UIView"))
        XCTAssertFalse(PrivateViewClass.isUIKitPrivate("UIImageView"))
        XCTAssertFalse(PrivateViewClass.isUIKitPrivate("MyApp.BannerView"))
        XCTAssertFalse(PrivateViewClass.isUIKitPrivate("UI_View"), "an underscore only counts first")
    }

    func testAnObservedClassIsJudgedByTheClassItObserves() {
        XCTAssertTrue(PrivateViewClass.isUIKitPrivate("NSKVONotifying__UIScrollViewScrollIndicator"))
        XCTAssertFalse(PrivateViewClass.isUIKitPrivate("NSKVONotifying_UIView"))
        XCTAssertFalse(PrivateViewClass.isUIKitPrivate("NSKVONotifying_"))
        XCTAssertFalse(PrivateViewClass.isUIKitPrivate("NSKVONotifying_NSKVONotifying__X"), "the prefix is removed once")
    }

    func testSwiftMangledNamesArePrivateOnlyInUIKitsModules() {
        XCTAssertFalse(PrivateViewClass.isUIKitPrivate("_TtC5MyAppP33_0123456789ABCDEF0123456789ABCDEF10BannerView"))
        XCTAssertFalse(PrivateViewClass.isUIKitPrivate("_TtCC5MyApp14ViewController10BannerView"), "nested")
        XCTAssertFalse(PrivateViewClass.isUIKitPrivate("_TtGC5MyApp8ListCellSS_"), "generic")
        XCTAssertTrue(PrivateViewClass.isUIKitPrivate("_TtC5UIKit20_SomeIndicatorView"))
        XCTAssertTrue(PrivateViewClass.isUIKitPrivate("_TtC9UIKitCore12IndicatorBar"))
        XCTAssertTrue(PrivateViewClass.isUIKitPrivate("_TtGC9UIKitCore12IndicatorBarSS_"), "generic in UIKitCore")
        XCTAssertFalse(PrivateViewClass.isUIKitPrivate("_TtC6UIKits4View"), "a module only starting like UIKit's")
        XCTAssertFalse(PrivateViewClass.isUIKitPrivate("_TtC4UIKit4View"), "the length decides the module")
        XCTAssertTrue(PrivateViewClass.isUIKitPrivate("NSKVONotifying__TtC9UIKitCore3Bar"))
    }

    func testMalformedMangledNamesAreTheAppsContent() {
        XCTAssertFalse(PrivateViewClass.isUIKitPrivate("_Tt"))
        XCTAssertFalse(PrivateViewClass.isUIKitPrivate("_TtC"))
        XCTAssertFalse(PrivateViewClass.isUIKitPrivate("_Tt5UIKitX"), "no kind letter")
        XCTAssertFalse(PrivateViewClass.isUIKitPrivate("_TtC99999999999999999999999UIKitX"), "a length past Int")
        XCTAssertFalse(PrivateViewClass.isUIKitPrivate("_TtC0"), "an empty module")
        XCTAssertFalse(PrivateViewClass.isUIKitPrivate("_TtC9UIKit"), "shorter than its length")
        XCTAssertFalse(PrivateViewClass.isUIKitPrivate("_TtC5UIKit"), "a module and no class")
        XCTAssertTrue(PrivateViewClass.isUIKitPrivate("_TtC5UIKitX"), "the shortest class name after it")
        XCTAssertFalse(PrivateViewClass.isUIKitPrivate("_TtC999UIKit"), "three digits, too long for the rest")
        XCTAssertFalse(PrivateViewClass.isUIKitPrivate("_TtC99999UIKit"), "a length out of bounds")
        XCTAssertFalse(PrivateViewClass.isUIKitPrivate(""))
    }
}
