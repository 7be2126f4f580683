# renderpages: two commands do all set-up on a fresh Debian machine.
#   make demo   installs missing packages, builds in release, renders samples/ into out/
#   make test   installs missing packages, runs the whole test suite
#   make soak   the long property and fuzz runs (10,000 engine scenarios, 100,000 decoder inputs)
#   make soak-reliability   random interrupts, two runs on one output, large inputs (scripts/soak.sh)
#   make limits   time and peak memory at each documented limit (docs/limits.md)
#   make install [PREFIX=/usr/local]   builds in release, installs $(PREFIX)/bin/renderpages
#   make api   counts the library's public symbols and lists any without a doc comment

# Every Debian package the build, the tests, the demo and the benchmarks need (time: /usr/bin/time
# for make bench; chromium: the HTML report's tests open it in a real, headless browser;
# python3-pil and ffmpeg: the tests read APNG and scaled output with decoders the project did not
# write; gifsicle: the GIF benchmark's comparison; libjpeg62-turbo-dev: JPEG item images;
# valgrind: the item-image benchmark's instruction counts). Grows with each C dependency.
DEB_PACKAGES := libcairo2-dev pkg-config fonts-dejavu-core libdeflate-dev libgif-dev libwebp-dev libjpeg62-turbo-dev librsvg2-bin time chromium \
  python3-pil python3-cairo ffmpeg gifsicle valgrind

SWIFT ?= swift
BIN := .build/release/renderpages
OUT ?= out
PREFIX ?= /usr/local

.PHONY: demo test soak soak-reliability limits deps build bench clean fuzz gallery install uninstall api

deps:
	@missing=""; \
	for p in $(DEB_PACKAGES); do \
	  dpkg -s $$p >/dev/null 2>&1 || missing="$$missing $$p"; \
	done; \
	if [ -n "$$missing" ]; then \
	  if [ "$$(id -u)" != "0" ]; then \
	    echo "missing Debian packages:$$missing"; \
	    echo "run: sudo apt-get update && sudo apt-get install -y$$missing"; \
	    exit 1; \
	  fi; \
	  echo "installing:$$missing"; \
	  apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq$$missing; \
	fi

build: deps
	$(SWIFT) build -c release --product renderpages

# The binary links the Swift runtime statically, so it runs from PREFIX without the toolchain's
# library folder; cairo, libdeflate, giflib and libwebp stay shared Debian libraries.
install: deps
	$(SWIFT) build -c release --product renderpages --static-swift-stdlib --build-path .build/install
	install -d $(DESTDIR)$(PREFIX)/bin
	install -m 755 .build/install/release/renderpages $(DESTDIR)$(PREFIX)/bin/renderpages

uninstall:
	rm -f $(DESTDIR)$(PREFIX)/bin/renderpages

demo: build
	@bash scripts/demo.sh $(BIN) $(OUT)

# The suite is swift-testing only (a test fails on an XCTest import), so XCTest's runner, which
# would open the output with "Executed 0 tests", is switched off: one summary, at the end.
test: deps
	$(SWIFT) build --build-tests
	$(SWIFT) test --skip-build --disable-xctest

# The property and fuzz suites at ten times make test's fixed-seed sample (which is their prefix).
soak: deps
	$(SWIFT) build --build-tests
	RENDERPAGES_SOAK=1 $(SWIFT) test --skip-build --disable-xctest --filter "EnginePropertyTests|DecoderFuzzTests"

# Coverage-guided fuzzing of the scenario decoder and engine with libFuzzer for FUZZ_SECONDS.
# Linked with lld: gold aborts on the sanitizer's debug info. Seeds: samples/ and Tests/FuzzFindings/.
# Crashing inputs land in .build-fuzz/; copy them to Tests/FuzzFindings/ so that every `make test`
# replays them (FuzzFindingsTests).
FUZZ_SECONDS ?= 60
fuzz: deps
	$(SWIFT) build -c debug --product scenario-fuzz --build-path .build-fuzz \
	  -Xswiftc -sanitize=fuzzer,address -Xswiftc -DFUZZING -Xswiftc -use-ld=lld
	mkdir -p .build-fuzz/corpus
	.build-fuzz/debug/scenario-fuzz -max_total_time=$(FUZZ_SECONDS) -timeout=10 \
	  -dict=scripts/fuzz/scenario.dict -artifact_prefix=.build-fuzz/ .build-fuzz/corpus samples Tests/FuzzFindings

# Speed figures into BENCHMARKS.md, each script its own section (scripts/bench-common.sh): PNG
# frames against cairo, GIF (the 60-frame comparison and every sample), item images (the carousel
# with and without).
bench: build
	@bash scripts/bench.sh $(BIN)
	@bash scripts/bench-gif.sh $(BIN)
	@bash scripts/bench-gif-samples.sh $(BIN)
	@bash scripts/bench-images.sh $(BIN)

# The library's public API from the compiler's symbol graph: the count (PublicAPITests keeps it
# at 300 or fewer) and every public symbol without a doc comment.
api: deps
	@bash scripts/public-api.sh

# docs/limits.md's table: time and peak memory at each documented limit (prints Markdown).
limits: build
	@bash scripts/limits.sh $(BIN)

# The long reliability cases kept out of `make test`: random interrupts, two runs on one output,
# an interrupted gif --psnr, large inputs. SOAK_ROUNDS interrupts (default 20).
SOAK_ROUNDS ?= 20
soak-reliability: build
	@bash scripts/soak.sh $(BIN) $(SOAK_ROUNDS)

# The README's gallery (docs/gallery/), from docs/gallery/gallery.txt, and its screenshot of the
# HTML report (docs/screenshots/report.png, taken with headless chromium).
gallery: build
	@bash scripts/gallery.sh $(BIN)
	@bash scripts/report-screenshot.sh $(BIN)

clean:
	rm -rf .build .build-fuzz $(OUT)
