// swift-tools-version:5.9
// Stand-ins of the few UIKit and SwiftUI declarations the DesignTokens adapters use, so that they
// type-check on Linux. Not Apple's code: see README.md.
import PackageDescription

let package = Package(
    name: "AppleStandIns",
    products: [
        .library(name: "UIKit", targets: ["UIKit"]),
        .library(name: "SwiftUI", targets: ["SwiftUI"]),
    ],
    targets: [
        .target(name: "UIKit"),
        .target(name: "SwiftUI", dependencies: ["UIKit"]),
    ]
)
