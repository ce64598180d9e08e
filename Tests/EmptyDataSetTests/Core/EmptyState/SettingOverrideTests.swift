import XCTest
@testable import EmptyDataSet

final class SettingOverrideTests: XCTestCase {
    func testFirstEngageSavesTheAppValueAndWritesTheWantedOne() {
        var setting = SettingOverride<Double>()
        XCTAssertFalse(setting.isEngaged)
        XCTAssertEqual(setting.engage(current: -1, wanted: 0), 0)
        XCTAssertTrue(setting.isEngaged)
        XCTAssertEqual(setting.savedValue, -1)
        XCTAssertEqual(setting.appliedValue, 0)
    }

    func testAlreadyRightWritesNothingButStillRestoresNothing() {
        var setting = SettingOverride<Double>()
        XCTAssertNil(setting.engage(current: 0, wanted: 0))
        XCTAssertTrue(setting.isEngaged, "engaged even when nothing was written")
        XCTAssertNil(setting.release(current: 0), "nothing changed, nothing to give back")
        XCTAssertFalse(setting.isEngaged)
    }

    func testReleaseGivesTheAppValueBack() {
        var setting = SettingOverride<Double>()
        _ = setting.engage(current: 30, wanted: 0)
        XCTAssertEqual(setting.release(current: 0), 30)
        XCTAssertNil(setting.savedValue)
        XCTAssertNil(setting.appliedValue)
    }

    func testAnAppChangeWhileEngagedWinsNowAndAfterwards() {
        var setting = SettingOverride<Double>()
        _ = setting.engage(current: -1, wanted: 0)
        // The app sets its own value while the empty state shows.
        XCTAssertNil(setting.engage(current: 44, wanted: 0), "the app's new value is left alone")
        XCTAssertNil(setting.release(current: 44), "and kept when the empty state hides")
    }

    func testLaterPassesFollowANewWantedValue() {
        var setting = SettingOverride<Double>()
        XCTAssertEqual(setting.engage(current: 10, wanted: 20), 20)
        XCTAssertEqual(setting.engage(current: 20, wanted: 25), 25)
        XCTAssertEqual(setting.savedValue, 10, "the app's value is saved once")
        XCTAssertEqual(setting.release(current: 25), 10)
    }

    func testReleaseWithoutEngageDoesNothing() {
        var setting = SettingOverride<Bool>()
        XCTAssertNil(setting.release(current: true))
        XCTAssertNil(setting.release(current: false))
    }

    func testEngagingAgainAfterReleaseSavesTheNewAppValue() {
        var setting = SettingOverride<Bool>()
        _ = setting.engage(current: true, wanted: false)
        _ = setting.release(current: false)
        XCTAssertEqual(setting.engage(current: false, wanted: true), true)
        XCTAssertEqual(setting.savedValue, false)
    }
}
