// UIControl's -sendAction: for a UIAction (UIControl.h, iOS 14), which the mock Apple SDK lacks.
// The configuration tests perform a UIAction the way a control does when tapped: UIKitCore's
// implementation calls the action's handler directly (-[UIAction performWithSender:target:]),
// without going through UIApplication, so it works in a test bundle without a host app.
// Declared as the iOS SDK declares it (UIControl.h: API_AVAILABLE(ios(14.0)) alone; clang
// derives the tvOS availability from the iOS one, so tvOS 14 has it too, as in Apple's header).
#import <UIKit/UIControls.h>

NS_ASSUME_NONNULL_BEGIN

@interface UIControl (ConfigurationSupplement)
- (void)sendAction:(UIAction *)action API_AVAILABLE(ios(14.0));
@end

NS_ASSUME_NONNULL_END
