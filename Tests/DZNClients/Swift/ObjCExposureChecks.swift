// Not app code: compile-time proof that the DZN-style implementations in this folder are Objective-C
// methods, which is what makes the package's selector lookup find them. `#selector` of a method
// that is not `@objc` does not compile.
import DZNEmptyDataSet

@MainActor
let dznClientSelectors: [Selector] = [
    #selector(InboxViewController.title(forEmptyDataSet:)),
    #selector(InboxViewController.emptyDataSetShouldFade(in:)),
    #selector(InboxViewController.emptyDataSet(_:didTap:) as (InboxViewController) -> (UIScrollView?, UIButton?) -> Void),
    #selector(InboxViewController.emptyDataSet(_:didTap:) as (InboxViewController) -> (UIScrollView?, UIView?) -> Void),
    #selector(SearchResultsViewController.emptyDataSetShouldBeForced(toDisplay:)),
    #selector(SearchResultsViewController.customView(forEmptyDataSet:)),
    // In an extension that does not declare the conformance.
    #selector(FavoritesViewController.title(forEmptyDataSet:)),
    #selector(FavoritesViewController.emptyDataSet(_:didTap:)),
    #selector(FavoritesViewController.emptyDataSetShouldBeForced(toDisplay:)),
    #selector(FavoritesViewController.emptyDataSetDidAppear(_:)),
    // Both spellings: two Objective-C methods on two selectors.
    #selector(BothSpellingsViewController.emptyDataSetShouldFadeIn(_:)),
    #selector(BothSpellingsViewController.emptyDataSetShouldFade(in:)),
    #selector(LegacyTapsViewController.emptyDataSetDidTap(_:)),
    #selector(LegacyTapsViewController.offset(forEmptyDataSet:)),
]
