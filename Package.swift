// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "EmptyDataSet",
    platforms: [
        .iOS(.v15),
        .tvOS(.v15),
        .visionOS(.v1),
        .macCatalyst(.v15),
    ],
    products: [
        .library(name: "EmptyDataSet", targets: ["EmptyDataSet"]),
    ],
    targets: [
        // One target: `Core/` is platform-neutral (never imports UIKit, built and tested on Linux);
        // `UIKit/` is wrapped in `#if canImport(UIKit)` and turns Core's decisions into views.
        .target(name: "EmptyDataSet"),
        .testTarget(name: "EmptyDataSetTests", dependencies: ["EmptyDataSet"]),
    ],
    swiftLanguageModes: [.v6]
)
