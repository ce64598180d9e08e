// DZNEmptyDataSet code that reads the source or delegate back from the scroll view and uses it as
// DZN's protocol type. The properties are typed with the package's protocols (`id<EmptyDataSetSource>`,
// `id<EmptyDataSetDelegate>`), which do not adopt <NSObject> (so that plain Swift classes can conform),
// so this is the one change besides the import: a cast to DZN's protocol type where the value is
// stored in an `id<DZNEmptyDataSet…>` variable or sent an NSObject message (`respondsToSelector:`).
// Without the cast: a warning (incompatible type) for the assignment, an error for the message.
@import DZNEmptyDataSet;

@interface EmptyStateReadBack : NSObject
+ (BOOL)delegateOfTableView:(UITableView *)tableView implements:(SEL)selector;
+ (nullable NSAttributedString *)currentTitleOfTableView:(UITableView *)tableView;
@end

@implementation EmptyStateReadBack

+ (BOOL)delegateOfTableView:(UITableView *)tableView implements:(SEL)selector
{
    id<DZNEmptyDataSetDelegate> delegate = (id<DZNEmptyDataSetDelegate>)tableView.emptyDataSetDelegate;
    return [delegate respondsToSelector:selector];
}

+ (nullable NSAttributedString *)currentTitleOfTableView:(UITableView *)tableView
{
    id<DZNEmptyDataSetSource> source = (id<DZNEmptyDataSetSource>)tableView.emptyDataSetSource;
    if (source == nil || ![source respondsToSelector:@selector(titleForEmptyDataSet:)]) {
        return nil;
    }
    return [source titleForEmptyDataSet:tableView];
}

@end
