import XCTest
@testable import EmptyDataSet

/// Pins the DZNEmptyDataSet drop-in's selector rules: every method of DZNEmptyDataSet 1.8.1's header
/// is known, which ones are asked and in which order, and why four Swift spellings need selectors of
/// their own.
final class DZNSelectorTableTests: XCTestCase {
    /// The 13 source and 14 delegate selectors of DZNEmptyDataSet 1.8.1's `UIScrollView+EmptyDataSet.h`.
    private let headerSelectors: [String] = [
        "titleForEmptyDataSet:", "descriptionForEmptyDataSet:", "imageForEmptyDataSet:",
        "imageTintColorForEmptyDataSet:", "imageAnimationForEmptyDataSet:", "buttonTitleForEmptyDataSet:forState:",
        "buttonImageForEmptyDataSet:forState:", "buttonBackgroundImageForEmptyDataSet:forState:",
        "backgroundColorForEmptyDataSet:", "customViewForEmptyDataSet:", "offsetForEmptyDataSet:",
        "verticalOffsetForEmptyDataSet:", "spaceHeightForEmptyDataSet:",
        "emptyDataSetShouldFadeIn:", "emptyDataSetShouldBeForcedToDisplay:", "emptyDataSetShouldDisplay:",
        "emptyDataSetShouldAllowTouch:", "emptyDataSetShouldAllowScroll:", "emptyDataSetShouldAnimateImageView:",
        "emptyDataSetDidTapView:", "emptyDataSetDidTapButton:", "emptyDataSet:didTapView:",
        "emptyDataSet:didTapButton:", "emptyDataSetWillAppear:", "emptyDataSetDidAppear:",
        "emptyDataSetWillDisappear:", "emptyDataSetDidDisappear:",
    ]

    func testEveryHeaderMethodIsInTheTableOnceAndNothingElse() {
        XCTAssertEqual(DZNSelectorTable.methods.map(\.dznSelector), headerSelectors)
        XCTAssertEqual(DZNSelectorTable.methods.filter { $0.role == .source }.count, 13)
        XCTAssertEqual(DZNSelectorTable.methods.filter { $0.role == .delegate }.count, 14)
    }

    func testAMethodThatNeverShippedIsNotInTheTable() {
        // Renamed to emptyDataSetShouldAnimateImageView: within 1.7.2, before any release.
        XCTAssertFalse(DZNSelectorTable.methods.contains { $0.dznSelector == "emptyDataSetShouldAllowImageViewAnimate:" })
    }

    func testDeprecatedMethodsAreDZNsThree() {
        XCTAssertEqual(
            DZNSelectorTable.methods.filter(\.isDeprecated).map(\.dznSelector),
            ["offsetForEmptyDataSet:", "emptyDataSetDidTapView:", "emptyDataSetDidTapButton:"])
    }

    func testSelectorsWithThisPackageAreUnique() {
        let selectors = DZNSelectorTable.methods.map(\.selector)
        XCTAssertEqual(Set(selectors).count, selectors.count)
    }

    func testOnlyTheFourDifferingSwiftSpellingsGetPrefixedSelectors() {
        let prefixed = DZNSelectorTable.methods.filter { $0.selector != $0.dznSelector }
        XCTAssertEqual(
            prefixed.map(\.swiftName),
            ["emptyDataSetShouldFade(in:)", "emptyDataSetShouldBeForced(toDisplay:)", "emptyDataSet(_:didTap:)",
             "emptyDataSet(_:didTap:)"])
        for method in prefixed {
            XCTAssertEqual(method.selector, DZNSelectorTable.swiftSpellingPrefix + method.dznSelector)
        }
    }

    func testTheDifferingSpellingsWouldCollideWithThePackagesSelectorWithoutTheirOwn() {
        // Swift derives the package requirement's selector for these names: a second @objc method on
        // it is a compile error, hence the prefixed selectors.
        XCTAssertEqual(DZNSelectorTable.derivedSelector(forSwiftName: "emptyDataSetShouldFade(in:)"), "emptyDataSetShouldFadeIn:")
        XCTAssertEqual(
            DZNSelectorTable.derivedSelector(forSwiftName: "emptyDataSetShouldBeForced(toDisplay:)"),
            "emptyDataSetShouldBeForcedToDisplay:")
        XCTAssertEqual(
            DZNSelectorTable.derivedSelector(forSwiftName: "emptyDataSetShouldFadeIn(_:)"), "emptyDataSetShouldFadeIn:")
        XCTAssertEqual(DZNSelectorTable.derivedSelector(forSwiftName: "emptyDataSet(_:didTapView:)"), "emptyDataSet:didTapView:")
        XCTAssertEqual(DZNSelectorTable.derivedSelector(forSwiftName: "title(forEmptyDataSet:)"), "titleForEmptyDataSet:")
        XCTAssertEqual(DZNSelectorTable.derivedSelector(forSwiftName: "reloadEmptyDataSet()"), "reloadEmptyDataSet")
    }

    func testEverySwiftNameWithoutItsOwnSelectorDerivesDZNsSelector() {
        // The unprefixed ones keep DZN's selector; those Swift derives it for need no @objc(name).
        let derivable = DZNSelectorTable.methods.filter {
            $0.selector == $0.dznSelector && !$0.dznSelector.hasSuffix("forState:") && $0.dznSelector != "emptyDataSetDidTapView:"
        }
        for method in derivable {
            XCTAssertEqual(DZNSelectorTable.derivedSelector(forSwiftName: method.swiftName), method.dznSelector, method.swiftName)
        }
    }

    func testAskOrderPutsTheObjectiveCSelectorFirstThenTheSwiftSpellingThenTheDeprecatedOne() {
        XCTAssertEqual(
            DZNSelectorTable.askOrder(for: .shouldFadeIn).map(\.selector),
            ["emptyDataSetShouldFadeIn:", "dzn_emptyDataSetShouldFadeIn:"])
        XCTAssertEqual(
            DZNSelectorTable.askOrder(for: .shouldBeForcedToDisplay).map(\.selector),
            ["emptyDataSetShouldBeForcedToDisplay:", "dzn_emptyDataSetShouldBeForcedToDisplay:"])
        XCTAssertEqual(
            DZNSelectorTable.askOrder(for: .didTapView).map(\.selector),
            ["emptyDataSet:didTapView:", "dzn_emptyDataSet:didTapView:", "emptyDataSetDidTapView:"])
        XCTAssertEqual(
            DZNSelectorTable.askOrder(for: .didTapButton).map(\.selector),
            ["emptyDataSet:didTapButton:", "dzn_emptyDataSet:didTapButton:", "emptyDataSetDidTapButton:"])
    }

    func testOnlyTheDeprecatedTapMethodsGoWithoutTheSender() {
        for question in DZNSelectorTable.Question.allCases {
            for ask in DZNSelectorTable.askOrder(for: question) {
                let isDeprecatedTap = ask.selector == "emptyDataSetDidTapView:" || ask.selector == "emptyDataSetDidTapButton:"
                let isTap = question == .didTapView || question == .didTapButton
                XCTAssertEqual(ask.passesSender, isTap && !isDeprecatedTap, ask.selector)
            }
        }
    }

    func testEveryAskedMethodIsInItsQuestionsOrderAndEveryOrderEntryIsAMethodOrAPackageSelector() {
        for method in DZNSelectorTable.methods {
            guard case .asked(let question) = method.handling else { continue }
            XCTAssertTrue(DZNSelectorTable.askOrder(for: question).contains { $0.selector == method.selector }, method.selector)
        }
        for question in DZNSelectorTable.Question.allCases {
            // The first entry is the package requirement's selector, the DZN Objective-C one.
            let first = DZNSelectorTable.askOrder(for: question)[0].selector
            XCTAssertTrue(DZNSelectorTable.methods.contains { $0.dznSelector == first }, first)
        }
    }

    func testOffsetIsDeclaredButNeverAsked() {
        let offset = DZNSelectorTable.methods.first { $0.dznSelector == "offsetForEmptyDataSet:" }
        XCTAssertEqual(offset?.handling, .declaredNotAsked)
        for question in DZNSelectorTable.Question.allCases {
            XCTAssertFalse(DZNSelectorTable.askOrder(for: question).contains { $0.selector == "offsetForEmptyDataSet:" })
        }
    }

    func testTheFirstImplementedSelectorAnswersAndTheRestAreNotAsked() {
        let order = DZNSelectorTable.askOrder(for: .didTapView)
        var asked: [String] = []
        let both = DZNSelectorTable.firstImplemented(order) { selector in
            asked.append(selector)
            return selector != "emptyDataSetDidTapView:"  // implements the ObjC and the Swift spelling
        }
        XCTAssertEqual(both?.selector, "emptyDataSet:didTapView:")
        XCTAssertEqual(asked, ["emptyDataSet:didTapView:"])

        let deprecatedOnly = DZNSelectorTable.firstImplemented(order) { $0 == "emptyDataSetDidTapView:" }
        XCTAssertEqual(deprecatedOnly, DZNSelectorTable.Ask(selector: "emptyDataSetDidTapView:", passesSender: false))
        let swiftOnly = DZNSelectorTable.firstImplemented(order) { $0.hasPrefix("dzn_") || $0 == "emptyDataSetDidTapView:" }
        XCTAssertEqual(swiftOnly?.selector, "dzn_emptyDataSet:didTapView:")
        XCTAssertNil(DZNSelectorTable.firstImplemented(order) { _ in false })
    }
}
