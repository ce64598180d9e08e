// UIPickerView (UIPickerView.h) and UIDatePicker (UIDatePicker.h), which the mock Apple SDK lacks:
// redaction does not give their private wheel scroll views an overlay of their own. Declared as
// the iOS SDK declares them (only the class declarations the package uses; checked against
// UIPickerView.h: `API_AVAILABLE(ios(2.0)) API_UNAVAILABLE(tvos)`).
#import <UIKit/UIView.h>
#import <UIKit/UIControls.h>

NS_ASSUME_NONNULL_BEGIN

UIKIT_EXTERN API_AVAILABLE(ios(2.0)) API_UNAVAILABLE(tvos) NS_SWIFT_UI_ACTOR
@interface UIPickerView : UIView <NSCoding>
@end

UIKIT_EXTERN API_AVAILABLE(ios(2.0)) API_UNAVAILABLE(tvos) NS_SWIFT_UI_ACTOR
@interface UIDatePicker : UIControl <NSCoding>
@end

NS_ASSUME_NONNULL_END
