// swift-tools-version:5.9
import PackageDescription

let package = Package(
    name: "App",
    products: [
        .library(name: "AppCore", targets: ["AppCore"]),
        .executable(name: "serverstack", targets: ["serverstack"]),
    ],
    dependencies: [
        .package(path: "../API"),
        .package(path: "../Storage"),
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.3.0"),
    ],
    targets: [
        .target(name: "AppCore", dependencies: [
            .product(name: "API", package: "API"),
            .product(name: "Storage", package: "Storage"),
        ]),
        .executableTarget(name: "serverstack", dependencies: [
            "AppCore",
            .product(name: "ArgumentParser", package: "swift-argument-parser"),
        ]),
    ]
)
