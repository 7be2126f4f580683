# renderpages: two commands do all set-up on a fresh Debian machine.
#   make demo   installs missing build packages, builds in release, renders samples/ into out/
#   make test   installs missing build and test packages, runs the whole test suite
#   make soak   the long property and fuzz runs (10,000 engine scenarios, 100,000 decoder inputs)
#   make soak-reliability   random interrupts (also in the commit window), two runs on one output, large inputs (scripts/soak.sh)
#   make limits   time and peak memory at each documented limit (docs/limits.md)
#   make memory-table   peak memory of every output format against the frame count (docs/limits.md)
#   make install [PREFIX=/usr/local]   builds in release, installs $(PREFIX)/bin/renderpages stripped
#     and its bash, zsh and fish completions; make uninstall [PREFIX=...] removes them
#   make test-ci-install   docs/ci.md's install step on a cache miss, from a fresh clone (minutes)
#   make api   counts the library's public symbols and lists any without a doc comment
#   make bench-scene [RUNS=5] [OLD=REVISION]   scene building, PNG and GIF at REVISION (by default
#     34b1c19^, before the scene tree; built in a temporary git worktree) and now, side by side
#     (scripts/bench-scene.sh)
#   make bench-instructions OLD_BIN=PATH   instructions per run (valgrind) of an older renderpages
#     binary and the release build, side by side (scripts/bench-instructions.sh)

# Debian packages by purpose. Building and running (make build, make demo, make install):
#   libcairo2-dev      cairo, every picture is drawn with it (pkg-config cairo)
#   pkg-config         finds cairo, giflib and libwebp for the build
#   fonts-dejavu-core  DejaVu Sans, the font of titles, labels and the HUD
#   libdeflate-dev     libdeflate, PNG compression and checksums
#   libgif-dev         giflib, GIF writing and reading
#   libwebp-dev        libwebp with its mux and demux libraries, WebP writing and the report's frames
#   libjpeg62-turbo-dev  libjpeg-turbo, JPEG item images
#   util-linux         setpriv, through which ffmpeg is started so that it dies with renderpages
#                      (essential on Debian, so normally already there)
# The -dev packages pull in the shared libraries the binary runs with (scripts/runtime-libraries.sh
# names them: libcairo2 libdeflate0 libgif7 libwebp7 libwebpmux3 libwebpdemux2 libjpeg62-turbo).
BUILD_PACKAGES := libcairo2-dev pkg-config fonts-dejavu-core libdeflate-dev libgif-dev libwebp-dev libjpeg62-turbo-dev util-linux
# What the tests and benchmarks add (make test, make bench, make soak, make fuzz, make limits, make
# api, make gallery): librsvg2-bin (SVG frames rasterised by an independent renderer), time
# (/usr/bin/time in the benchmarks), chromium and firefox-esr (the HTML report's and the animated SVG's tests run real headless browsers;
# the report screenshot), python3-pil and python3-cairo (independent decoders and the benchmarks'
# cairo baseline), ffmpeg (scaled output and video containers read back), gifsicle (the GIF
# benchmark's comparison), valgrind (the item-image benchmark's instruction counts).
TEST_PACKAGES := librsvg2-bin time chromium firefox-esr python3-pil python3-cairo ffmpeg gifsicle valgrind
DEB_PACKAGES := $(BUILD_PACKAGES) $(TEST_PACKAGES)

SWIFT ?= swift
BIN := .build/release/renderpages
OUT ?= out
PREFIX ?= /usr/local

.PHONY: bench-scene bench-instructions demo test test-ci-install test-svg-samples soak soak-reliability limits memory-table deps deps-build deps-test build bench clean fuzz gallery install uninstall api

# $(call require,PACKAGES,WHAT): installs the missing PACKAGES as root; otherwise names them and
# prints the apt-get line, and stops.
define require
@missing=""; \
for p in $(1); do \
  dpkg -s $$p >/dev/null 2>&1 || missing="$$missing $$p"; \
done; \
if [ -n "$$missing" ]; then \
  if [ "$$(id -u)" != "0" ]; then \
    echo "missing Debian packages for $(2):$$missing"; \
    echo "run: sudo apt-get update && sudo apt-get install -y$$missing"; \
    exit 1; \
  fi; \
  echo "installing for $(2):$$missing"; \
  apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq$$missing; \
fi
endef

deps-build:
	$(call require,$(BUILD_PACKAGES),building and running renderpages)

deps-test: deps-build
	$(call require,$(TEST_PACKAGES),the tests and benchmarks)

deps: deps-test

# One release build serves make build, make demo, make install and make bench: the Swift runtime
# is linked in statically (--static-swift-stdlib), so the same binary runs from PREFIX without the
# toolchain; cairo, libdeflate, giflib, libwebp and libjpeg-turbo stay shared Debian libraries,
# which scripts/runtime-libraries.sh checks, naming the package of any that is missing.
build: deps-build
	$(SWIFT) build -c release --product renderpages --static-swift-stdlib
	@bash scripts/runtime-libraries.sh $(BIN)

# The binary stripped (install -s: 60.7 MB installed against 81.1 MB built with Swift
# 6.3.1; most of it is the static Swift runtime and Foundation), and shell completions generated
# by swift-argument-parser for bash, zsh and fish in the places those shells look under PREFIX.
COMPLETIONS := .build/completions
BASH_COMPLETION := $(PREFIX)/share/bash-completion/completions/renderpages
ZSH_COMPLETION := $(PREFIX)/share/zsh/site-functions/_renderpages
FISH_COMPLETION := $(PREFIX)/share/fish/vendor_completions.d/renderpages.fish
install: build
	mkdir -p $(COMPLETIONS)
	$(BIN) --generate-completion-script bash > $(COMPLETIONS)/renderpages.bash
	$(BIN) --generate-completion-script zsh > $(COMPLETIONS)/_renderpages
	$(BIN) --generate-completion-script fish > $(COMPLETIONS)/renderpages.fish
	install -d $(DESTDIR)$(PREFIX)/bin
	install -m 755 -s $(BIN) $(DESTDIR)$(PREFIX)/bin/renderpages
	install -D -m 644 $(COMPLETIONS)/renderpages.bash $(DESTDIR)$(BASH_COMPLETION)
	install -D -m 644 $(COMPLETIONS)/_renderpages $(DESTDIR)$(ZSH_COMPLETION)
	install -D -m 644 $(COMPLETIONS)/renderpages.fish $(DESTDIR)$(FISH_COMPLETION)

uninstall:
	rm -f $(DESTDIR)$(PREFIX)/bin/renderpages $(DESTDIR)$(BASH_COMPLETION) $(DESTDIR)$(ZSH_COMPLETION) $(DESTDIR)$(FISH_COMPLETION)

demo: build
	@bash scripts/demo.sh $(BIN) $(OUT)

# The suite is swift-testing only (a test fails on an XCTest import), so XCTest's runner, which
# would open the output with "Executed 0 tests", is switched off: one summary, at the end.
test: deps-test
	$(SWIFT) build --build-tests
	$(SWIFT) test --skip-build --disable-xctest

# Every sample's animated SVG against its frames in headless Chromium and Firefox (AnimatedSVGBrowserTests;
# make test checks seventeen chosen scenarios, this all of samples/, several minutes).
test-svg-samples: deps-test
	$(SWIFT) build --build-tests
	RENDERPAGES_ALL_SVG=1 $(SWIFT) test --skip-build --disable-xctest --filter "AnimatedSVGBrowserTests/everySample"

# The property and fuzz suites at ten times make test's fixed-seed sample (which is their prefix).
soak: deps-test
	$(SWIFT) build --build-tests
	RENDERPAGES_SOAK=1 $(SWIFT) test --skip-build --disable-xctest --filter "EnginePropertyTests|DecoderFuzzTests"

# Coverage-guided fuzzing of the scenario decoder and engine with libFuzzer for FUZZ_SECONDS.
# Linked with lld: gold aborts on the sanitizer's debug info. Seeds: samples/ and Tests/FuzzFindings/.
# Crashing inputs land in .build-fuzz/; copy them to Tests/FuzzFindings/ so that every `make test`
# replays them (FuzzFindingsTests).
FUZZ_SECONDS ?= 60
fuzz: deps-test
	$(SWIFT) build -c debug --product scenario-fuzz --build-path .build-fuzz \
	  -Xswiftc -sanitize=fuzzer,address -Xswiftc -DFUZZING -Xswiftc -use-ld=lld
	mkdir -p .build-fuzz/corpus
	.build-fuzz/debug/scenario-fuzz -max_total_time=$(FUZZ_SECONDS) -timeout=10 \
	  -dict=scripts/fuzz/scenario.dict -artifact_prefix=.build-fuzz/ .build-fuzz/corpus samples Tests/FuzzFindings

# Speed figures into BENCHMARKS.md, each script its own section (scripts/bench-common.sh): PNG
# frames against cairo, GIF (the 60-frame comparison and every sample), item images (the carousel
# with and without), MP4 and WebM against the GIF, the animated SVG against GIF on every sample,
# every format (lossy WebP levels included) on the flat and the photo carousel.
bench: build deps-test
	@bash scripts/bench.sh $(BIN)
	@bash scripts/bench-gif.sh $(BIN)
	@bash scripts/bench-gif-samples.sh $(BIN)
	@bash scripts/bench-images.sh $(BIN)
	@bash scripts/bench-video.sh $(BIN)
	@bash scripts/bench-svg.sh $(BIN)
	@bash scripts/bench-formats.sh $(BIN)

# Scene building against an older revision (by default the one before the scene tree):
# the script builds both revisions in release itself (the old one in a temporary git worktree), so
# it needs no `build` first.
bench-scene: deps-test
	@bash scripts/bench-scene.sh $(OLD)

# Two binaries in instructions, which do not move with the machine's load: OLD_BIN against this
# checkout's release build.
bench-instructions: build deps-test
	@test -n "$(OLD_BIN)" || { echo "error: OLD_BIN: not set; give the older renderpages binary, e.g. make bench-instructions OLD_BIN=/tmp/old/renderpages" >&2; exit 2; }
	@bash scripts/bench-instructions.sh $(OLD_BIN)

# The library's public API from the compiler's symbol graph: the count (PublicAPITests keeps it
# at 300 or fewer) and every public symbol without a doc comment.
api: deps-test
	@bash scripts/public-api.sh

# docs/limits.md's table: time and peak memory at each documented limit (prints Markdown).
limits: build deps-test
	@bash scripts/limits.sh $(BIN)

# Peak memory of every output format at 1x, 2x, 4x and 8x the frames, into docs/limits.md.
memory-table: build deps-test
	@bash scripts/memory-table.sh $(BIN)

# The CI install step on a cache miss (a release build from a fresh clone, minutes), kept out of
# `make test`, which runs its cache hit (docs/ci.md).
test-ci-install: deps-build
	@bash scripts/ci/test-install-cache-miss.sh

# The long reliability cases kept out of `make test`: random interrupts, two runs on one output,
# an interrupted gif --psnr, large inputs. SOAK_ROUNDS interrupts (default 20).
SOAK_ROUNDS ?= 20
soak-reliability: build deps-test
	@bash scripts/soak.sh $(BIN) $(SOAK_ROUNDS)

# The README's gallery (docs/gallery/), every output demos.txt lists rendered again with
# `renderpages build --all` (the version in the fingerprint does not change with the code between
# releases), and its screenshot of the HTML report (docs/screenshots/report.png, taken with
# headless chromium).
gallery: build deps-test
	@$(BIN) build --all demos.txt
	@bash scripts/report-screenshot.sh $(BIN)

clean:
	rm -rf .build .build-fuzz $(OUT)
