#import <UIKit/UIKit.h>

NS_ASSUME_NONNULL_BEGIN

/// A typical DZNEmptyDataSet screen in Objective-C (see MessagesViewController.m).
@interface MessagesViewController : UITableViewController

@property (nonatomic, copy) NSArray<NSString *> *messages;
@property (nonatomic, getter=isLoading) BOOL loading;

- (void)reloadMessages;

@end

NS_ASSUME_NONNULL_END
