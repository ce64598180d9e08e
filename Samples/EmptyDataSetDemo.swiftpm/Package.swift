// swift-tools-version: 6.0

// The EmptyDataSet demo app: a Swift Playgrounds app package. Open this folder in Xcode (File ▸
// Open…, or `open Samples/EmptyDataSetDemo.swiftpm`) and press Run; see Samples/README.md.
// `AppleProductTypes` exists only in Xcode and Swift Playgrounds, so this manifest is not meant for
// `swift build`; the package root's `swift build` / `swift test` never read it.

import AppleProductTypes
import PackageDescription

let package = Package(
    name: "EmptyDataSetDemo",
    platforms: [
        // 15.2, as the app packages Swift Playgrounds 4 makes declare (its own minimum). The
        // library itself supports iOS 15.0.
        .iOS("15.2")
    ],
    products: [
        .iOSApplication(
            name: "EmptyDataSet Demo",
            targets: ["EmptyDataSetDemo"],
            bundleIdentifier: "org.emptydataset.demo",
            teamIdentifier: "",
            displayVersion: "1.0",
            bundleVersion: "1",
            appIcon: .placeholder(icon: .star),
            accentColor: .presetColor(.blue),
            supportedDeviceFamilies: [
                .pad,
                .phone
            ],
            supportedInterfaceOrientations: [
                .portrait,
                .landscapeRight,
                .landscapeLeft,
                .portraitUpsideDown(.when(deviceFamilies: [.pad]))
            ],
            // Declares the UIKit scene manifest, so the scene delegate set up in code is used.
            additionalInfoPlistContentFilePath: "AdditionalInfo.plist"
        )
    ],
    dependencies: [
        // The package two folders up, by path. The explicit name keeps the product reference
        // below valid whatever the clone's folder is called ("EmptyDataSet-main" from a ZIP
        // download, say): a path dependency is otherwise identified by its folder's name.
        .package(name: "EmptyDataSet", path: "../..")
    ],
    targets: [
        .executableTarget(
            name: "EmptyDataSetDemo",
            dependencies: [
                .product(name: "EmptyDataSet", package: "EmptyDataSet")
            ],
            path: "Sources"
        )
    ]
)
