// iOS 17's -[UIView updateTraitsIfNeeded] (UIView.h), which the mock Apple SDK lacks: the empty
// state brings a scroll view's traits up to date before it reads them for its content. Declared as
// the iOS 17 SDK declares it.
#import <UIKit/UIView.h>

NS_ASSUME_NONNULL_BEGIN

@interface UIView (EmptyDataSetTraitUpdateSupplement)
- (void)updateTraitsIfNeeded API_AVAILABLE(ios(17.0), tvos(17.0), visionos(1.0));
@end

NS_ASSUME_NONNULL_END
