// iOS 18's tabs (UITab.h, UISearchTab.h, UITabBarController.h), which the mock Apple SDK lacks:
// the empty state's search text follows a search tab's search controller. Declared as the iOS 18.2
// SDK declares them (the part the package and its tests use).
#import <UIKit/UIViewControllers.h>

NS_ASSUME_NONNULL_BEGIN

UIKIT_EXTERN NS_SWIFT_UI_ACTOR
API_AVAILABLE(ios(18.0), tvos(18.0), visionos(2.0)) API_UNAVAILABLE(watchos)
@interface UITab : NSObject
@property (nonatomic, strong, readonly) NSString *identifier;
@property (nonatomic, copy) NSString *title;
@property (nonatomic, strong, nullable) UIImage *image;
@property (nonatomic, strong, nullable, readonly) UITabBarController *tabBarController;
@property (nonatomic, strong, nullable, readonly) UIViewController *viewController;
- (instancetype)initWithTitle:(NSString *)title
                        image:(nullable UIImage *)image
                   identifier:(NSString *)identifier
       viewControllerProvider:(UIViewController * (^_Nullable)(__kindof UITab *))viewControllerProvider;
- (instancetype)init NS_UNAVAILABLE;
+ (instancetype)new NS_UNAVAILABLE;
@end

UIKIT_EXTERN NS_SWIFT_UI_ACTOR
API_AVAILABLE(ios(18.0), tvos(18.0), visionos(2.0)) API_UNAVAILABLE(watchos)
@interface UISearchTab : UITab
- (instancetype)initWithViewControllerProvider:(UIViewController *(^_Nullable)(__kindof UITab *))viewControllerProvider NS_DESIGNATED_INITIALIZER;
@end

API_AVAILABLE(ios(18.0), tvos(18.0), visionos(2.0)) API_UNAVAILABLE(watchos)
@interface UIViewController (UITab)
@property (nonatomic, weak, nullable, readonly) UITab *tab;
@end

@interface UITabBarController (UITab)
@property (nonatomic, copy) NSArray<UITab *> *tabs API_AVAILABLE(ios(18.0), tvos(18.0), visionos(2.0)) API_UNAVAILABLE(watchos);
@property (nonatomic, strong, nullable) UITab *selectedTab API_AVAILABLE(ios(18.0), tvos(18.0), visionos(2.0)) API_UNAVAILABLE(watchos);
@end

NS_ASSUME_NONNULL_END
