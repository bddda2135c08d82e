SWIFT ?= swift
CONFIG ?= debug

SWIFT_FLAGS := --configuration $(CONFIG)

export SWIFT CONFIG

.PHONY: bootstrap build run test lint format clean

bootstrap:
	@scripts/bootstrap.sh

build: bootstrap
	$(SWIFT) build $(SWIFT_FLAGS) --product errata

# errata reads errata.yml in the current folder and writes generated/.
run: build
	$(SWIFT) run $(SWIFT_FLAGS) --skip-build errata build
	@echo "errata build: regenerated generated/ (see git status generated/)"

test: bootstrap
	$(SWIFT) build $(SWIFT_FLAGS) --build-tests
	$(SWIFT) test $(SWIFT_FLAGS) --skip-build
	scripts/check-generated.sh
	scripts/lint.sh

lint:
	scripts/lint.sh

format:
	$(SWIFT) format --in-place --recursive Sources Tests Package.swift

clean:
	rm -rf .build
