// `import DZNEmptyDataSet` brings in what DZNEmptyDataSet's import brought in (UIKit, through its
// header's `#import <UIKit/UIKit.h>`) and the whole EmptyDataSet API, so screens written for
// DZNEmptyDataSet compile with their import unchanged.
@_exported import EmptyDataSet

#if canImport(UIKit)
@_exported import UIKit
#endif
