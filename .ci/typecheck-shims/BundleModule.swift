// Type-check only (never built): SwiftPM generates `Bundle.module` for a target with resources in
// a real build; the mock-SDK type-check compiles the sources without SwiftPM, so this declares
// the same internal accessor. `.ci/run` adds this directory to the EmptyDataSet module.
import Foundation

extension Foundation.Bundle {
    /// The package's resource bundle (in a real build: `EmptyDataSet_EmptyDataSet.bundle`).
    static var module: Bundle { Bundle.main }
}
