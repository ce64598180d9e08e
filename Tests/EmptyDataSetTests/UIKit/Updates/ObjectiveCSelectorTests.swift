#if canImport(UIKit)
import XCTest
import UIKit
@testable import EmptyDataSet

/// The requirements keep DZNEmptyDataSet's Objective-C selectors, so Objective-C sources and
/// delegates written for it keep being found by the run-time lookup. Swift would otherwise derive
/// `buttonTitleForEmptyDataSet:for:` from `buttonTitle(forEmptyDataSet:for:)`; the button
/// methods carry explicit `@objc(…)` names for that reason.
@MainActor
final class ObjectiveCSelectorTests: XCTestCase {
    func testButtonSelectorsAreDZNEmptyDataSets() {
        XCTAssertEqual(
            NSStringFromSelector(#selector(EmptyDataSetSource.buttonTitle(forEmptyDataSet:for:))),
            "buttonTitleForEmptyDataSet:forState:")
        XCTAssertEqual(
            NSStringFromSelector(#selector(EmptyDataSetSource.buttonImage(forEmptyDataSet:for:))),
            "buttonImageForEmptyDataSet:forState:")
        XCTAssertEqual(
            NSStringFromSelector(#selector(EmptyDataSetSource.buttonBackgroundImage(forEmptyDataSet:for:))),
            "buttonBackgroundImageForEmptyDataSet:forState:")
    }

    func testSourceSelectorsAreDZNEmptyDataSets() {
        let selectors: [(Selector, String)] = [
            (#selector(EmptyDataSetSource.title(forEmptyDataSet:)), "titleForEmptyDataSet:"),
            (#selector(EmptyDataSetSource.description(forEmptyDataSet:)), "descriptionForEmptyDataSet:"),
            (#selector(EmptyDataSetSource.image(forEmptyDataSet:)), "imageForEmptyDataSet:"),
            (#selector(EmptyDataSetSource.imageTintColor(forEmptyDataSet:)), "imageTintColorForEmptyDataSet:"),
            (#selector(EmptyDataSetSource.imageAnimation(forEmptyDataSet:)), "imageAnimationForEmptyDataSet:"),
            (#selector(EmptyDataSetSource.backgroundColor(forEmptyDataSet:)), "backgroundColorForEmptyDataSet:"),
            (#selector(EmptyDataSetSource.customView(forEmptyDataSet:)), "customViewForEmptyDataSet:"),
            (#selector(EmptyDataSetSource.verticalOffset(forEmptyDataSet:)), "verticalOffsetForEmptyDataSet:"),
            (#selector(EmptyDataSetSource.spaceHeight(forEmptyDataSet:)), "spaceHeightForEmptyDataSet:"),
        ]
        for (selector, name) in selectors {
            XCTAssertEqual(NSStringFromSelector(selector), name)
        }
    }

    func testDelegateSelectorsAreDZNEmptyDataSets() {
        let selectors: [(Selector, String)] = [
            (#selector(EmptyDataSetDelegate.emptyDataSetShouldDisplay(_:)), "emptyDataSetShouldDisplay:"),
            (#selector(EmptyDataSetDelegate.emptyDataSetShouldBeForcedToDisplay(_:)), "emptyDataSetShouldBeForcedToDisplay:"),
            (#selector(EmptyDataSetDelegate.emptyDataSetShouldFadeIn(_:)), "emptyDataSetShouldFadeIn:"),
            (#selector(EmptyDataSetDelegate.emptyDataSetShouldAllowTouch(_:)), "emptyDataSetShouldAllowTouch:"),
            (#selector(EmptyDataSetDelegate.emptyDataSetShouldAllowScroll(_:)), "emptyDataSetShouldAllowScroll:"),
            (#selector(EmptyDataSetDelegate.emptyDataSetShouldAnimateImageView(_:)), "emptyDataSetShouldAnimateImageView:"),
            (#selector(EmptyDataSetDelegate.emptyDataSet(_:didTapView:)), "emptyDataSet:didTapView:"),
            (#selector(EmptyDataSetDelegate.emptyDataSet(_:didTapButton:)), "emptyDataSet:didTapButton:"),
            (#selector(EmptyDataSetDelegate.emptyDataSetWillAppear(_:)), "emptyDataSetWillAppear:"),
            (#selector(EmptyDataSetDelegate.emptyDataSetDidAppear(_:)), "emptyDataSetDidAppear:"),
            (#selector(EmptyDataSetDelegate.emptyDataSetWillDisappear(_:)), "emptyDataSetWillDisappear:"),
            (#selector(EmptyDataSetDelegate.emptyDataSetDidDisappear(_:)), "emptyDataSetDidDisappear:"),
        ]
        for (selector, name) in selectors {
            XCTAssertEqual(NSStringFromSelector(selector), name)
        }
    }

    /// A Swift implementation takes the requirement's selector, so it answers to the name an
    /// Objective-C caller (or DZNEmptyDataSet-era code using `respondsToSelector:`) uses.
    func testSwiftImplementationsAnswerToTheObjectiveCNames() {
        let spy = EmptyDataSetSpy()

        XCTAssertTrue(spy.responds(to: NSSelectorFromString("buttonTitleForEmptyDataSet:forState:")))
        XCTAssertTrue(spy.responds(to: NSSelectorFromString("titleForEmptyDataSet:")))
        XCTAssertTrue(spy.responds(to: NSSelectorFromString("emptyDataSet:didTapView:")))
        XCTAssertFalse(spy.responds(to: NSSelectorFromString("buttonTitleForEmptyDataSet:for:")), "not Swift's derived name")
    }
}
#endif
