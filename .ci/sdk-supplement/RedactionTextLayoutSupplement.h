// NSLayoutManager's glyph location (NSLayoutManager.h), which the mock Apple SDK lacks: redaction
// reads each line's baseline from it. Declared as the iOS SDK declares it; its Swift name,
// location(forGlyphAt:), is the one Apple documents (the SDK's API notes give it; here
// NS_SWIFT_NAME does, as the mock's importer would otherwise name it locationForGlyph(at:)).
#import <UIKit/UIMoreAPI.h>

NS_ASSUME_NONNULL_BEGIN

@interface NSLayoutManager (RedactionTextLayoutSupplement)
- (CGPoint)locationForGlyphAtIndex:(NSUInteger)glyphIndex NS_SWIFT_NAME(location(forGlyphAt:));
@end

NS_ASSUME_NONNULL_END
