import XCTest
@testable import EmptyDataSet

final class TextDefaultsTests: XCTestCase {
    // UIFont/UIColor do not exist on Linux: custom keys with String/Int values stand in for them.
    private let styleKey = NSAttributedString.Key(rawValue: "test.style")
    private let sizeKey = NSAttributedString.Key(rawValue: "test.size")
    private let toneKey = NSAttributedString.Key(rawValue: "test.tone")

    private func value(_ key: NSAttributedString.Key, at index: Int, in text: NSAttributedString) -> (Any?, NSRange) {
        var range = NSRange(location: NSNotFound, length: 0)
        let value = text.attribute(key, at: index, effectiveRange: &range)
        return (value, range)
    }

    // MARK: displayable

    func testNilTextIsNotDisplayable() {
        XCTAssertNil(TextDefaults.displayable(nil))
    }

    func testEmptyTextIsNotDisplayable() {
        XCTAssertNil(TextDefaults.displayable(NSAttributedString(string: "")))
        XCTAssertNil(TextDefaults.displayable(NSAttributedString(string: "", attributes: [styleKey: "bold"])))
    }

    func testNonEmptyTextIsDisplayableUnchanged() {
        let text = NSAttributedString(string: "No messages", attributes: [styleKey: "bold"])
        let result = TextDefaults.displayable(text)
        XCTAssertTrue(result === text)
    }

    // MARK: applying

    func testDefaultsFillEveryMissingKeyOverTheWholeString() {
        let text = NSAttributedString(string: "Nothing here")
        let result = TextDefaults.applying([styleKey: "body", sizeKey: 17], to: text)
        XCTAssertEqual(result.string, "Nothing here")

        let (style, styleRange) = value(styleKey, at: 0, in: result)
        XCTAssertEqual(style as? String, "body")
        XCTAssertEqual(styleRange, NSRange(location: 0, length: text.length))
        let (size, sizeRange) = value(sizeKey, at: text.length - 1, in: result)
        XCTAssertEqual(size as? Int, 17)
        XCTAssertEqual(sizeRange, NSRange(location: 0, length: text.length))
    }

    func testSourceAttributesWinOnOverlappingKeys() {
        let text = NSAttributedString(string: "Title", attributes: [styleKey: "custom"])
        let result = TextDefaults.applying([styleKey: "default", sizeKey: 20], to: text)
        XCTAssertEqual(value(styleKey, at: 0, in: result).0 as? String, "custom")
        XCTAssertEqual(value(styleKey, at: 4, in: result).0 as? String, "custom")
        XCTAssertEqual(value(sizeKey, at: 0, in: result).0 as? Int, 20, "non-overlapping keys still get defaults")
    }

    func testDefaultAppliesOnlyToTheRangeThatLacksTheKey() {
        let text = NSMutableAttributedString(string: "abcdef")
        text.addAttribute(styleKey, value: "custom", range: NSRange(location: 0, length: 3))
        let result = TextDefaults.applying([styleKey: "default"], to: text)

        let (first, firstRange) = value(styleKey, at: 0, in: result)
        XCTAssertEqual(first as? String, "custom")
        XCTAssertEqual(firstRange, NSRange(location: 0, length: 3))

        let (second, secondRange) = value(styleKey, at: 3, in: result)
        XCTAssertEqual(second as? String, "default")
        XCTAssertEqual(secondRange, NSRange(location: 3, length: 3))
    }

    func testDefaultFillsAGapBetweenTwoSourceRanges() {
        let text = NSMutableAttributedString(string: "abcdef")
        text.addAttribute(toneKey, value: 1, range: NSRange(location: 0, length: 2))
        text.addAttribute(toneKey, value: 2, range: NSRange(location: 4, length: 2))
        let result = TextDefaults.applying([toneKey: 9], to: text)
        let tones = (0..<6).map { value(toneKey, at: $0, in: result).0 as? Int }
        XCTAssertEqual(tones, [1, 1, 9, 9, 2, 2])
    }

    func testSourceStringIsNotMutated() {
        let text = NSMutableAttributedString(string: "abc")
        _ = TextDefaults.applying([styleKey: "default"], to: text)
        XCTAssertNil(value(styleKey, at: 0, in: text).0)
    }

    func testEmptyDefaultsLeaveTextUnchanged() {
        let text = NSAttributedString(string: "abc", attributes: [styleKey: "custom"])
        XCTAssertEqual(TextDefaults.applying([:], to: text), text)
    }

    func testEmptyTextStaysEmpty() {
        let result = TextDefaults.applying([styleKey: "default"], to: NSAttributedString(string: ""))
        XCTAssertEqual(result.length, 0)
    }
}
