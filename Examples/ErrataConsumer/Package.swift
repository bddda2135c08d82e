// swift-tools-version: 6.1
// An app package that uses errata's build plugin: its error enum is generated from its own guides.
import PackageDescription

let package = Package(
    name: "ErrataConsumer",
    platforms: [.macOS(.v13)],
    dependencies: [
        .package(name: "errata", path: "../..")
    ],
    targets: [
        .target(
            name: "DemoErrors",
            exclude: ["errata.yml", "docs-src"],
            plugins: [.plugin(name: "ErrataBuildPlugin", package: "errata")]
        ),
        .testTarget(name: "DemoErrorsTests", dependencies: ["DemoErrors"]),
    ]
)
