// swift-tools-version: 6.1
// An app package that uses errata's plugins on the prebuilt binary (`make artifactbundle` writes
// dist/ErrataPlugins): its first build compiles no errata and needs no libcmark-gfm.
import PackageDescription

let package = Package(
    name: "ErrataBundleConsumer",
    platforms: [.macOS(.v13)],
    dependencies: [
        .package(path: "../../dist/ErrataPlugins")
    ],
    targets: [
        .target(
            name: "ShopErrors",
            exclude: ["errata.yml", "docs-src"],
            plugins: [.plugin(name: "ErrataBuildPlugin", package: "ErrataPlugins")]
        ),
        .testTarget(name: "ShopErrorsTests", dependencies: ["ShopErrors"]),
    ]
)
