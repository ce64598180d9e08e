// UISplitViewController.h (iOS 14 column API), which the mock Apple SDK lacks: VoiceOver in the
// other column of an expanded split view keeps the list's empty state quiet. Declared as Apple's
// UISplitViewController.h declares them (the part the package and its tests use). Apple names
// only iOS availability here: tvOS inherits it, as for every iOS-only annotation.
#import <UIKit/UIViewControllers.h>

NS_ASSUME_NONNULL_BEGIN

typedef NS_ENUM(NSInteger, UISplitViewControllerDisplayMode) {
    UISplitViewControllerDisplayModeAutomatic,
    UISplitViewControllerDisplayModeSecondaryOnly,
    UISplitViewControllerDisplayModeOneBesideSecondary,
    UISplitViewControllerDisplayModeOneOverSecondary,
    UISplitViewControllerDisplayModeTwoBesideSecondary NS_ENUM_AVAILABLE_IOS(14_0),
    UISplitViewControllerDisplayModeTwoOverSecondary NS_ENUM_AVAILABLE_IOS(14_0),
    UISplitViewControllerDisplayModeTwoDisplaceSecondary NS_ENUM_AVAILABLE_IOS(14_0),
} API_AVAILABLE(ios(8.0));

typedef NS_ENUM(NSInteger, UISplitViewControllerStyle) {
    UISplitViewControllerStyleUnspecified,
    UISplitViewControllerStyleDoubleColumn,
    UISplitViewControllerStyleTripleColumn,
} API_AVAILABLE(ios(14.0));

typedef NS_ENUM(NSInteger, UISplitViewControllerColumn) {
    UISplitViewControllerColumnPrimary,
    UISplitViewControllerColumnSupplementary,
    UISplitViewControllerColumnSecondary,
    UISplitViewControllerColumnCompact,
} API_AVAILABLE(ios(14.0));

UIKIT_EXTERN API_AVAILABLE(ios(3.2)) NS_SWIFT_UI_ACTOR
@interface UISplitViewController : UIViewController
- (nullable instancetype)initWithCoder:(NSCoder *)coder NS_DESIGNATED_INITIALIZER;
- (instancetype)initWithNibName:(nullable NSString *)nibNameOrNil bundle:(nullable NSBundle *)nibBundleOrNil NS_DESIGNATED_INITIALIZER;
- (instancetype)initWithStyle:(UISplitViewControllerStyle)style NS_DESIGNATED_INITIALIZER API_AVAILABLE(ios(14.0));
- (void)setViewController:(nullable UIViewController *)vc forColumn:(UISplitViewControllerColumn)column API_AVAILABLE(ios(14.0));
- (nullable __kindof UIViewController *)viewControllerForColumn:(UISplitViewControllerColumn)column API_AVAILABLE(ios(14.0));
@property (nonatomic, copy) NSArray<__kindof UIViewController *> *viewControllers;
@property(nonatomic, readonly, getter=isCollapsed) BOOL collapsed API_AVAILABLE(ios(8.0));
@property (nonatomic) UISplitViewControllerDisplayMode preferredDisplayMode API_AVAILABLE(ios(8.0));
@end

NS_ASSUME_NONNULL_END
