// swift-tools-version: 6.1
import PackageDescription

let package = Package(
    name: "errata",
    defaultLocalization: "ko",
    platforms: [.macOS(.v13)],
    products: [
        .executable(name: "errata", targets: ["errata"]),
        .library(name: "ErrataCore", targets: ["ErrataCore"]),
        .plugin(name: "ErrataBuildPlugin", targets: ["ErrataBuildPlugin"]),
        .plugin(name: "ErrataCheckPlugin", targets: ["ErrataCheckPlugin"]),
        .plugin(name: "ErrataGeneratePlugin", targets: ["ErrataGeneratePlugin"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        .package(url: "https://github.com/jpsim/Yams", from: "6.2.2"),
    ],
    targets: [
        // libcmark-gfm and its extensions, from the system.
        .systemLibrary(
            name: "CCmarkGFM",
            pkgConfig: "libcmark-gfm",
            providers: [
                .apt(["libcmark-gfm-dev", "libcmark-gfm-extensions-dev"]),
                .brew(["cmark-gfm"]),
            ]
        ),
        // Atomic exchange of two folders (renameat2 / renamex_np), for all-or-nothing output, and
        // the arena cmark allocates from.
        .target(name: "CErrataSupport"),
        // The only module that calls cmark: a small Swift tree with positions.
        .target(name: "ErrataMarkdown", dependencies: ["CCmarkGFM", "CErrataSupport"]),
        // What the SwiftPM plugins share with errata: which files are pages, the build plugin's
        // inputs, where the command plugins find errata.yml. The plugins compile it through a
        // symbolic link (Plugins/*/ErrataPluginSupport): a plugin cannot import a library.
        .target(name: "ErrataPluginSupport"),
        // The pipeline: load, parse, extract, reconcile, emit.
        .target(
            name: "ErrataCore",
            dependencies: [
                "ErrataMarkdown", "CErrataSupport", "ErrataPluginSupport", .product(name: "Yams", package: "Yams"),
            ]
        ),
        .executableTarget(
            name: "errata",
            dependencies: ["ErrataCore", .product(name: "ArgumentParser", package: "swift-argument-parser")]
        ),
        // SwiftPM plugins: they find files and build a command line; errata does the work.
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
        // The committed output of `errata build`, compiled so that it is proven to build and load.
        .target(
            name: "GamebaseErrors",
            path: "generated/Gamebase",
            // The String Catalog is for Xcode users; compiled alongside the .strings files it would
            // clash with them, and on Linux the .strings files are what runs. The manifest is
            // errata's record of the files it wrote there.
            exclude: ["catalog.json", "report", "Resources/GamebaseError.xcstrings", ".errata-manifest.json"],
            sources: ["Swift"],
            resources: [.process("Resources")]
        ),
        // Fuzzing (`make fuzz`): the pipeline and the config loader under libFuzzer. Built with
        // `-sanitize=fuzzer,address -parse-as-library -D FUZZING` they are libFuzzer targets; a
        // normal build makes them replay saved inputs (`swift run ErrataFuzzPipeline crash-…`).
        .target(name: "ErrataFuzzSupport", dependencies: ["ErrataCore"]),
        .target(name: "CErrataFuzz"),
        .executableTarget(name: "ErrataFuzzPipeline", dependencies: ["ErrataFuzzSupport", "CErrataFuzz"]),
        .executableTarget(name: "ErrataFuzzConfig", dependencies: ["ErrataFuzzSupport", "CErrataFuzz"]),
        .testTarget(name: "ErrataMarkdownTests", dependencies: ["ErrataMarkdown", "CCmarkGFM", "CErrataSupport"]),
        .testTarget(
            name: "ErrataCoreTests",
            // Yams: to read back the YAML errata writes (`errata init`) as YAML.
            dependencies: [
                "ErrataCore", "ErrataFuzzSupport", "ErrataPluginSupport", .product(name: "Yams", package: "Yams"),
            ],
            resources: [.copy("Fixtures")]
        ),
        .testTarget(name: "GamebaseErrorsTests", dependencies: ["GamebaseErrors"]),
        // What the test targets that run programs share: starting a child process, finding errata.
        .target(name: "ErrataTestSupport", path: "Tests/ErrataTestSupport"),
        // Fixtures/ holds test data read by path (the SARIF schema), not bundled resources.
        .testTarget(name: "ErrataCLITests", dependencies: ["errata", "ErrataTestSupport"], exclude: ["Fixtures"]),
        // Runs the built errata on the fixture projects of Fixtures/ and on docs-src/, and compares
        // its outputs with Expected/ (data read by path, not resources).
        .testTarget(
            name: "ErrataReferenceTests", dependencies: ["errata", "ErrataCore", "ErrataTestSupport"],
            exclude: ["Fixtures", "Expected"]),
    ]
)

for target in package.targets
where ![.system, .plugin].contains(target.type) && !["CErrataSupport", "CErrataFuzz"].contains(target.name) {
    var settings = target.swiftSettings ?? []
    settings.append(.enableUpcomingFeature("InternalImportsByDefault"))
    target.swiftSettings = settings
}
