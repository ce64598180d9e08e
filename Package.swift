// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "EmptyDataSet",
    defaultLocalization: "en",
    platforms: [
        .iOS(.v15),
        .tvOS(.v15),
        .visionOS(.v1),
        .macCatalyst(.v15),
    ],
    products: [
        .library(name: "EmptyDataSet", targets: ["EmptyDataSet"]),
        // A drop-in for DZNEmptyDataSet: `import DZNEmptyDataSet` (Swift) or `@import DZNEmptyDataSet;`
        // (Objective-C) with DZNEmptyDataSet's protocol names, over the EmptyDataSet module.
        .library(name: "DZNEmptyDataSet", targets: ["DZNEmptyDataSet"]),
    ],
    targets: [
        // EmptyDataSet: `Core/` is platform-neutral (never imports UIKit, built and tested on Linux);
        // `UIKit/` is wrapped in `#if canImport(UIKit)` and turns Core's decisions into views.
        .target(name: "EmptyDataSet", resources: [.process("Resources")]),
        .target(name: "DZNEmptyDataSet", dependencies: ["EmptyDataSet"]),
        .testTarget(
            name: "EmptyDataSetTests", dependencies: ["EmptyDataSet"],
            // An app bundle's own EmptyDataSet.strings, for the preset localization tests.
            resources: [.copy("Fixtures/AppBundle")]),
        // The DZNEmptyDataSet product's UIKit tests (type-checked in CI, run on a simulator).
        .testTarget(name: "DZNEmptyDataSetTests", dependencies: ["DZNEmptyDataSet", "EmptyDataSet"]),
    ],
    swiftLanguageModes: [.v6]
)
