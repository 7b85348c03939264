// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "styleguide",
    products: [
        .executable(name: "styleguide", targets: ["styleguide"]),
        .library(name: "StyleGuideGen", targets: ["StyleGuideGen"]),
    ],
    targets: [
        // Debian's libcmark-dev, found through pkg-config.
        .systemLibrary(
            name: "CCmark",
            path: "Sources/CCmark",
            pkgConfig: "libcmark",
            providers: [.apt(["libcmark-dev"])]
        ),
        // Debian's libxxhash-dev: XXH3 128-bit for the build cache's fingerprints.
        .systemLibrary(
            name: "CXXHash",
            path: "Sources/CXXHash",
            pkgConfig: "libxxhash",
            providers: [.apt(["libxxhash-dev"])]
        ),
        // Debian's libssl-dev (libcrypto): SHA-256 for `report.json` and CSS names.
        .systemLibrary(
            name: "CCrypto",
            path: "Sources/CCrypto",
            pkgConfig: "libcrypto",
            providers: [.apt(["libssl-dev"])]
        ),
        // Turns templates/ into Swift source at build time, so the binary carries
        // the defaults and the repository's files stay the single source.
        .executableTarget(name: "EmbedTemplates", path: "Plugins/EmbedTemplatesTool"),
        .plugin(
            name: "EmbedTemplatesPlugin",
            capability: .buildTool(),
            dependencies: ["EmbedTemplates"]
        ),
        // Our C: Linux system calls Foundation does not expose (atomic folder swap,
        // glibc malloc settings).
        .target(name: "CSystemShims"),
        .target(
            name: "StyleGuideGen",
            dependencies: ["CCmark", "CXXHash", "CCrypto", "CSystemShims"],
            plugins: ["EmbedTemplatesPlugin"]
        ),
        .executableTarget(name: "styleguide", dependencies: ["StyleGuideGen"]),
        // In-process measurements for bench/run.sh (not a test, not shipped).
        .executableTarget(name: "styleguide-bench", dependencies: ["StyleGuideGen", "CCmark"], path: "Sources/StyleGuideBench"),
        .testTarget(
            name: "StyleGuideGenTests",
            dependencies: ["StyleGuideGen", "CXXHash"],
            exclude: ["Fixtures"]
        ),
    ]
)
