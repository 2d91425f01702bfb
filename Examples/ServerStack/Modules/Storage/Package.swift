// swift-tools-version:5.9
import PackageDescription

let package = Package(
    name: "Storage",
    products: [
        .library(name: "Storage", targets: ["Storage"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-collections", from: "1.1.0"),
        .package(url: "https://github.com/apple/swift-log", from: "1.5.0"),
    ],
    targets: [
        .target(name: "Storage", dependencies: [
            .product(name: "OrderedCollections", package: "swift-collections"),
            .product(name: "Logging", package: "swift-log"),
        ]),
    ]
)
