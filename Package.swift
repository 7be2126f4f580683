// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "renderpages",
    products: [
        .library(name: "PageRender", targets: ["PageRender"]),
        .executable(name: "renderpages", targets: ["renderpages"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
    ],
    targets: [
        .systemLibrary(
            name: "CCairo",
            path: "Sources/CCairo",
            pkgConfig: "cairo",
            providers: [.apt(["libcairo2-dev"])]
        ),
        // PNG encoding of cairo surfaces with libdeflate (MIT; apt libdeflate-dev).
        .target(
            name: "CPNG",
            path: "Sources/CPNG",
            linkerSettings: [.linkedLibrary("deflate")]
        ),
        // Animated GIF writing and reading with giflib (MIT; apt libgif-dev).
        .systemLibrary(
            name: "CGif",
            path: "Sources/CGif",
            pkgConfig: "libgif",
            providers: [.apt(["libgif-dev"])]
        ),
        // Animated WebP with libwebp's mux and demux libraries (BSD-3-Clause; apt libwebp-dev).
        .systemLibrary(
            name: "CWebP",
            path: "Sources/CWebP",
            pkgConfig: "libwebpdemux",
            providers: [.apt(["libwebp-dev"])]
        ),
        // JPEG decoding of look images with libjpeg-turbo (IJG, BSD-3-Clause and zlib licences;
        // apt libjpeg62-turbo-dev); a C target because libjpeg's errors need setjmp.
        .target(
            name: "CJPEG",
            path: "Sources/CJPEG",
            linkerSettings: [.linkedLibrary("jpeg")]
        ),
        .target(
            name: "PageRender",
            dependencies: ["CCairo", "CPNG", "CGif", "CWebP", "CJPEG"],
            path: "Sources/PageRender"
        ),
        .executableTarget(
            name: "renderpages",
            dependencies: [
                "PageRender",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ],
            path: "Sources/renderpages"
        ),
        // The README's worked example of a strategy written outside the library.
        .executableTarget(
            name: "custom-strategy-example",
            dependencies: ["PageRender"],
            path: "samples/CustomStrategy",
            exclude: ["cards.json"]
        ),
        // docs/embedding.md's program: a scenario to a PNG and a GIF in a dozen library calls.
        .executableTarget(
            name: "embedding-example",
            dependencies: ["PageRender"],
            path: "samples/Embedding"
        ),
        // A custom SwiftUI-shaped scroll target behaviour rendered on the carousel.
        .executableTarget(
            name: "custom-behavior-example",
            dependencies: ["PageRender"],
            path: "samples/CustomBehavior",
            exclude: ["carousel.json"]
        ),
        // Replays fuzz findings; `make fuzz` builds it with libFuzzer (see the Makefile).
        .executableTarget(
            name: "scenario-fuzz",
            dependencies: ["PageRender"],
            path: "Sources/scenario-fuzz"
        ),
        // Scene building timed without painting, built against this revision and the one before the
        // scene tree by scripts/bench-scene.sh (make bench-scene).
        .executableTarget(
            name: "scene-bench",
            dependencies: ["PageRender"],
            path: "Sources/scene-bench"
        ),
        .testTarget(
            name: "PageRenderTests",
            // renderpages: most bad-input rows run its commands in-process (BadInputMatrixTests).
            dependencies: ["PageRender", "renderpages"],
            path: "Tests/PageRenderTests",
            // Reference PNGs are read from the source tree by path, not bundled.
            exclude: ["Fixtures"]
        ),
    ]
)
