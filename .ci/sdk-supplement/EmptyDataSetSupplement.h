// UIKit declarations EmptyDataSet uses that the mock Apple SDK (../shared/apple-sdk) lacks,
// written as the iOS SDK declares them (UIAccessibility.h, UIAccessibilityConstants.h,
// UIAccessibilityContainer.h, UIGestureRecognizer.h, UIViewController.h). Passed to the
// type-check with --supplement; the real SDK has them.
#import <UIKit/UIView.h>
#import <UIKit/UITraitsAnimationAccessibility.h>
#import <UIKit/UIViewControllers.h>

NS_ASSUME_NONNULL_BEGIN

UIKIT_EXTERN id _Nullable UIAccessibilityFocusedElement(UIAccessibilityAssistiveTechnologyIdentifier _Nullable assistiveTechnologyIdentifier) API_AVAILABLE(ios(9.0)) NS_SWIFT_NAME(UIAccessibility.focusedElement(using:)) NS_SWIFT_UI_ACTOR;

UIKIT_EXTERN NSAttributedStringKey const UIAccessibilitySpeechAttributeQueueAnnouncement API_AVAILABLE(ios(11.0)) NS_SWIFT_NAME(accessibilitySpeechQueueAnnouncement);

@interface UIGestureRecognizer (EmptyDataSetSupplement)
@property (nonatomic, copy) NSArray<NSNumber *> *allowedPressTypes API_AVAILABLE(ios(9.0));
@end

@interface NSObject (EmptyDataSetSupplement)
@property (nullable, nonatomic, strong) NSArray *automationElements API_AVAILABLE(ios(17.0), tvos(17.0)) API_UNAVAILABLE(watchos) NS_SWIFT_UI_ACTOR;
@end

// setOverrideTraitCollection: used by the UIKit tests and the demo app on iOS 15/16 (iOS 17
// replaced it with `traitOverrides`); childViewControllerForStatusBarStyle: the demo app's root
// container hands the status bar style to the screen shown.
@interface UIViewController (EmptyDataSetSupplement)
- (void)setOverrideTraitCollection:(nullable UITraitCollection *)collection forChildViewController:(UIViewController *)childViewController API_DEPRECATED("Use the traitOverrides property on the child view controller instead", ios(8.0, 17.0));
@property (nonatomic, readonly, nullable) UIViewController *childViewControllerForStatusBarStyle API_AVAILABLE(ios(7.0)) API_UNAVAILABLE(tvos);
@end

NS_ASSUME_NONNULL_END
