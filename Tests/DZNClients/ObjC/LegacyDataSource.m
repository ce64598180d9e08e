// Older DZNEmptyDataSet code: a separate data source object holding a forwarding target, the
// deprecated tap and offset methods, and a key path into DZNEmptyDataSet's private view. Only the
// import changed (`#import <DZNEmptyDataSet/UIScrollView+EmptyDataSet.h>` → `@import DZNEmptyDataSet;`).
@import DZNEmptyDataSet;

@interface LegacyEmptyDataSource : NSObject <DZNEmptyDataSetSource, DZNEmptyDataSetDelegate>
@property (nonatomic, weak) id<DZNEmptyDataSetSource> forwardSource;
@property (nonatomic, copy) NSString *message;
- (void)attachToTableView:(UITableView *)tableView;
- (void)detachFromTableView:(UITableView *)tableView;
@end

@implementation LegacyEmptyDataSource

- (void)attachToTableView:(UITableView *)tableView
{
    tableView.emptyDataSetSource = self;
    tableView.emptyDataSetDelegate = self;
    UILabel *titleLabel = [tableView valueForKeyPath:@"emptyDataSetView.titleLabel"];
    titleLabel.numberOfLines = 2;
    [tableView setValue:[UIColor clearColor] forKeyPath:@"emptyDataSetView.backgroundColor"];
}

- (void)detachFromTableView:(UITableView *)tableView
{
    tableView.emptyDataSetSource = nil;
    tableView.emptyDataSetDelegate = nil;
}

- (NSAttributedString *)titleForEmptyDataSet:(UIScrollView *)scrollView
{
    if ([self.forwardSource respondsToSelector:@selector(titleForEmptyDataSet:)]) {
        return [self.forwardSource titleForEmptyDataSet:scrollView];
    }
    return [[NSAttributedString alloc] initWithString:self.message ?: @""];
}

- (UIView *)customViewForEmptyDataSet:(UIScrollView *)scrollView
{
    return nil;
}

- (UIColor *)imageTintColorForEmptyDataSet:(UIScrollView *)scrollView
{
    return [UIColor grayColor];
}

- (UIImage *)buttonImageForEmptyDataSet:(UIScrollView *)scrollView forState:(UIControlState)state
{
    return [UIImage imageNamed:@"retry"];
}

- (CGPoint)offsetForEmptyDataSet:(UIScrollView *)scrollView
{
    return CGPointMake(0, -40);
}

- (void)emptyDataSetDidTapView:(UIScrollView *)scrollView
{
    [scrollView endEditing:YES];
}

- (void)emptyDataSetDidTapButton:(UIScrollView *)scrollView
{
    [scrollView reloadEmptyDataSet];
}

@end
