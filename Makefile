SWIFT ?= swift
CONFIG ?= debug

SWIFT_FLAGS := --configuration $(CONFIG)

export SWIFT CONFIG

.PHONY: bootstrap build release run test lint format clean

bootstrap:
	@scripts/bootstrap.sh

build: bootstrap
	$(SWIFT) build $(SWIFT_FLAGS) --product errata

# The release binary, built as it is meant to be installed (scripts/release-build.sh: on Linux
# with the Swift runtime linked in and mimalloc); prints its path.
release: bootstrap
	@scripts/release-build.sh

# Installs the release binary as $(DESTDIR)$(PREFIX)/bin/errata: the one file errata needs (on
# Linux it loads mimalloc, which `make release` installs when missing; see docs/plugin.md).
PREFIX ?= /usr/local
.PHONY: install
install: bootstrap
	@bin=$$(scripts/release-build.sh) && install -d "$(DESTDIR)$(PREFIX)/bin" \
		&& install -m 755 "$$bin" "$(DESTDIR)$(PREFIX)/bin/errata" \
		&& echo "installed $(DESTDIR)$(PREFIX)/bin/errata"

# A SwiftPM artifact bundle of the release binary (Swift runtime and libcmark-gfm linked in), its
# .zip and checksum, and dist/ErrataPlugins, the plugin package that uses it (scripts/artifactbundle.sh).
.PHONY: artifactbundle
artifactbundle: bootstrap
	@scripts/artifactbundle.sh

# errata reads errata.yml in the current folder and writes generated/.
run: build
	$(SWIFT) run $(SWIFT_FLAGS) --skip-build errata build
	@echo "errata build: regenerated generated/ (see git status generated/)"

test: bootstrap
	$(SWIFT) build $(SWIFT_FLAGS) --build-tests
	$(SWIFT) test $(SWIFT_FLAGS) --skip-build
	scripts/test-arena-asan.sh
	scripts/check-generated.sh
	$(MAKE) example-test
	scripts/lint.sh

# Records errata's outputs on the reference fixtures as Tests/ErrataReferenceTests/Expected, and
# regenerates generated/ (the seeds' build outputs) with them. The test run fails by design when
# it records: review `git diff` of Expected/ and generated/, and commit them.
.PHONY: record-references
record-references: bootstrap
	$(SWIFT) build $(SWIFT_FLAGS) --build-tests
	-ERRATA_RECORD=1 $(SWIFT) test $(SWIFT_FLAGS) --skip-build --filter ErrataReferenceTests
	$(SWIFT) run $(SWIFT_FLAGS) --skip-build errata build --quiet
	@git status --short -- Tests/ErrataReferenceTests/Expected generated

# Builds and tests Examples/ErrataConsumer, a package that uses errata's build plugin.
.PHONY: example-test
example-test:
	cd Examples/ErrataConsumer && $(SWIFT) build $(SWIFT_FLAGS) --build-tests && $(SWIFT) test $(SWIFT_FLAGS) --skip-build

# Builds the artifact bundle (without profile-guided optimization) and tests the plugins on it as
# a user meets them: Examples/ErrataBundleConsumer with libcmark-gfm hidden, and README's recipe
# on a fresh package (scripts/test-plugin-bundle.sh). CI runs it after `make test`.
.PHONY: bundle-test
bundle-test: bootstrap
	scripts/test-plugin-bundle.sh

lint:
	scripts/lint.sh

# The Swift sources to format and lint: not the recorded outputs of the reference tests, which
# must stay as errata writes them.
SWIFT_SOURCES = $(shell find Sources Tests Plugins Examples Distribution -name '*.swift' -not -path '*/Expected/*' -not -path '*/.build/*') Package.swift

format:
	$(SWIFT) format --in-place $(SWIFT_SOURCES)

clean:
	rm -rf .build .build-release-* dist

# Measures the catalog against the answer keys of Tests/Accuracy (the fixture, and the corpora
# of ../shared/corpora when present): codes, platform symbols, messages, categories, extra codes,
# findings (see docs/accuracy.md). It prints figures and fails only when errata crashes.
.PHONY: accuracy
accuracy: bootstrap
	$(SWIFT) build $(SWIFT_FLAGS) --product errata
	ERRATA=$${ERRATA:-$$($(SWIFT) build $(SWIFT_FLAGS) --show-bin-path)/errata} scripts/accuracy.py

# Times errata against cmark-gfm on corpora 1, 8 and 64 times docs-src/ (see docs/performance.md).
.PHONY: bench
bench: bootstrap
	scripts/bench.sh

# Renders generated/Gamebase/report/drift.html in headless Chromium, checks it and its filters,
# times a report of 10,000 findings (under 2 s), and writes docs/drift-html.png (installs
# chromium with apt-get when missing).
.PHONY: html-test
html-test:
	scripts/test-html.sh

# Fuzzes the whole pipeline and the config loader with libFuzzer and AddressSanitizer, SECONDS
# seconds each (default 60), seeded from docs-src/ and errata.yml (see scripts/fuzz.sh).
SECONDS ?= 60
.PHONY: fuzz
fuzz: bootstrap
	SECONDS_EACH=$(SECONDS) scripts/fuzz.sh

# Times `errata build` (release) on hostile documents of growing size: deep nesting, unclosed
# brackets, huge tables, a 50 MB line, a million headings (see scripts/hostile-bench.sh).
.PHONY: hostile-bench
hostile-bench: bootstrap
	scripts/hostile-bench.sh
