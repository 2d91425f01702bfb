// swift-tools-version:5.9
import PackageDescription

let package = Package(
    name: "API",
    products: [
        .library(name: "API", targets: ["API"]),
    ],
    dependencies: [
        .package(path: "../Storage"),
        .package(url: "https://github.com/apple/swift-log", from: "1.5.0"),
    ],
    targets: [
        .target(name: "API", dependencies: [
            .product(name: "Storage", package: "Storage"),
            .product(name: "Logging", package: "swift-log"),
        ]),
    ]
)
