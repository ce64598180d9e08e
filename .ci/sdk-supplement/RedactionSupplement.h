// UIProgressView (UIProgressView.h), which the mock Apple SDK lacks; redaction draws it as a
// capsule. Declared as the iOS SDK declares it (the part the package uses).
#import <UIKit/UIView.h>

NS_ASSUME_NONNULL_BEGIN

typedef NS_ENUM(NSInteger, UIProgressViewStyle) {
  UIProgressViewStyleDefault,
  UIProgressViewStyleBar API_UNAVAILABLE(tvos),
} API_UNAVAILABLE(watchos);

UIKIT_EXTERN API_AVAILABLE(ios(2.0)) API_UNAVAILABLE(watchos) NS_SWIFT_UI_ACTOR
@interface UIProgressView : UIView <NSCoding>
- (instancetype)initWithFrame:(CGRect)frame NS_DESIGNATED_INITIALIZER;
- (nullable instancetype)initWithCoder:(NSCoder *)coder NS_DESIGNATED_INITIALIZER;
- (instancetype)initWithProgressViewStyle:(UIProgressViewStyle)style;
@property (nonatomic) UIProgressViewStyle progressViewStyle;
@property (nonatomic) float progress;
- (void)setProgress:(float)progress animated:(BOOL)animated;
@end

NS_ASSUME_NONNULL_END
