// swift-tools-version: 6.1
// errata's SwiftPM plugins on errata's prebuilt binary: a package that uses them builds no errata
// and needs no libcmark-gfm. `make artifactbundle` lays this package out in dist/ErrataPlugins
// with the plugins' sources and errata.artifactbundle beside it; given ERRATA_BUNDLE_URL, the
// binary target names the published .zip and its checksum instead (see docs/plugin.md).
import PackageDescription

let package = Package(
    name: "ErrataPlugins",
    products: [
        .plugin(name: "ErrataBuildPlugin", targets: ["ErrataBuildPlugin"]),
        .plugin(name: "ErrataCheckPlugin", targets: ["ErrataCheckPlugin"]),
        .plugin(name: "ErrataGeneratePlugin", targets: ["ErrataGeneratePlugin"]),
    ],
    targets: [
        .binaryTarget(name: "errata", path: "errata.artifactbundle"),
        .plugin(name: "ErrataBuildPlugin", capability: .buildTool(), dependencies: ["errata"]),
        .plugin(
            name: "ErrataCheckPlugin",
            capability: .command(
                intent: .custom(
                    verb: "errata-check", description: "Check the guides for translation drift (errata check).")
            ),
            dependencies: ["errata"]
        ),
        .plugin(
            name: "ErrataGeneratePlugin",
            capability: .command(
                intent: .custom(verb: "errata-generate", description: "Regenerate errata's outputs (errata build)."),
                permissions: [
                    .writeToPackageDirectory(reason: "errata rewrites its output folder, generated/ by default.")
                ]
            ),
            dependencies: ["errata"]
        ),
    ]
)
