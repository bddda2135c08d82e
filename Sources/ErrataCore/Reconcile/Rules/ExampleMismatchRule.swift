/// `example-mismatch`: a JSON example whose keys are not the fields its table documents.
///
/// Each JSON example (in a code block, or written into the text) is checked against the nearest
/// parameter table before it in the same page and section (or its parent section), else the first
/// after it in its section, when the two share at least one key. A dotted field (`result.beginDate`)
/// is that path in the example; a key some table of the guide documents (an envelope such as
/// `header`, documented once) is not reported. Example: a failure example writes `"messsage"` where the table
/// documents `message`. The finding names the closest documented field. A translation's example
/// that spells a key otherwise than the source language's example in the same section is reported
/// too, table or not (`error_detail` where the source writes `errorDetail`), and so is one that
/// leaves out keys the source's holds. A parameter a request
/// sends in its address or headers (`Path`, `Query`, `Header` in the table, or `{appKey}` in an
/// endpoint written above it) is no field of a JSON body, nor is an optional field one an example must hold.
public struct ExampleMismatchRule: ContextRule {
    public static let id = "example-mismatch"
    public static let summary = "A JSON example uses keys its table or the source's example lacks."
    public static let defaultSeverity = Diagnostic.Severity.warning
    public static let kind = RuleKind.divergence
    public static let help = """
        A JSON example uses a key that the field table beside it does not document (`stauts` where the table \
        lists `status`), or a translation's example spells a key otherwise than the source language's example \
        in the same section (`error_detail` for `errorDetail`) or leaves out a key it holds, or gives a key a value of another kind \
        (`"expires_in": "3600"` for `3600`) or another number or truth value (`"ttl": 3600` for `86400`, in \
        an example not localized as a whole), or writes another version (`"io.example.sdk": "3.2.0"` for \
        `"3.3.0"`). Code written from the example reads a field the API does not send, or installs an older \
        release. Correct the example or the table.
        """
    public static let triggeringExamples = [
        RuleExample(
            (
                "en",
                #"""
                ## Response

                | Field | Description |
                | --- | --- |
                | status | The result |
                | userId | The user |

                ```json
                {"stauts": "ok", "userId": "u1"}
                ```
                """#
            )
        )
    ]
    public static let nonTriggeringExamples = [
        RuleExample(
            (
                "en",
                #"""
                ## Response

                | Field | Description |
                | --- | --- |
                | status | The result |
                | userId | The user |

                ```json
                {"status": "ok", "userId": "u1"}
                ```
                """#
            )
        )
    ]

    /// Creates the rule.
    public init() {}

    /// A table's fields none of its examples holds, before they are reported.
    private struct UnheldFields {
        var language: String
        /// Where the table's examples start, the first first.
        var examples: [SourceLocation]
        var rows: [ParameterFact]
        var missing: [ParameterFact]
    }

    /// An example's key reported against its table.
    private struct ReportedKey: Hashable {
        var location: SourceLocation
        var key: String
    }

    public func findings(in context: ReconcileContext) -> [Finding] {
        var findings: [Finding] = []
        guard context.facts.contains(where: { !$0.examples.isEmpty }) else { return [] }
        var reported = Set<ReportedKey>()
        // The notes of fields no example holds, by section and fields: one per table, in the first
        // language that has it, not again in each language whose table and example agree.
        var unheld = Set<String>()
        var unheldNotes: [UnheldFields] = []
        // The undocumented keys reported, by section and key.
        var undocumented = Set<String>()
        // Every key each language's tables document, with the first part of a dotted one: an
        // envelope every response shares (`header`) is documented once for the whole guide.
        var documentedAnywhere: [String: Set<String>] = [:]
        // Each section's documented fields in any language, worked out for the first undocumented key.
        var documentedInSections: Set<String>?
        for page in context.facts where !page.parameters.isEmpty {
            for row in page.parameters {
                let key = Self.fieldPath(row.key)
                documentedAnywhere[page.language, default: []].insert(key)
                if let dot = key.utf8.firstIndex(of: UInt8(ascii: ".")) {
                    documentedAnywhere[page.language, default: []].insert(String(key[..<dot]))
                }
            }
        }
        // Only pages with an example: grouping copies each row, retaining each of its strings.
        for page in context.facts where !page.examples.isEmpty {
            let tables = Dictionary(grouping: page.parameters, by: \.tableLine)
            let tableLines = tables.keys.sorted()
            // Each table's keys as the examples' paths, worked out once (see ``fieldPath(_:)``).
            let fieldPaths = tables.mapValues { $0.map { Self.fieldPath($0.key) } }
            // The fields a JSON body may hold: not those a request sends in its address or headers.
            let addressed = Self.addressParameters(of: page)
            let bodyPaths = tables.mapValues { rows in
                rows.filter { !addressed($0) }.map { Self.fieldPath($0.key) }
            }
            var pairedExamples: [Int: [(example: JSONExampleFact, fields: ExampleFields)]] = [:]
            // Each table's fields an example's misspelt or renamed key stands for: reported with that key.
            var misspelt: [Int: Set<String>] = [:]
            var tableOrder: [Int] = []
            for example in page.examples {
                let fields = ExampleFields(example)
                func sharesKey(_ line: Int) -> Bool { bodyPaths[line]!.contains(where: fields.holds) }
                // The nearest table above the example whose section holds the example's section;
                // else the first after it in the example's own section (a table that follows its example).
                let above = tableLines.last(where: { line in
                    line < example.location.line
                        && example.section.starts(
                            with: tables[line]!.first!.section.dropLast(tables[line]!.first!.section.count > 1 ? 1 : 0))
                })
                let below = tableLines.first(where: { line in
                    line > example.location.line && tables[line]!.first!.section == example.section
                })
                // A table of a section beside the example's (an object documented before) stands for
                // it only when it documents half the example's keys: one shared key (`region`) is chance.
                func sharesHalf(_ line: Int) -> Bool {
                    let keys = Self.topLevelKeys(example.keys)
                    return keys.count(where: { key in bodyPaths[line]!.contains(key) }) * 2 >= keys.count
                }
                // In the table's own section, the example is the table's where half its keys are the
                // table's fields or misspell one, an envelope documented elsewhere (`header: {…}`) aside,
                // or where half its innermost keys are, by name (`data.gift_id` for `gift_id`). A
                // response beside a request's table (`id`, `object`, `created` with `url`) is not.
                func documentsHalf(_ line: Int) -> Bool {
                    let paths = bodyPaths[line]!
                    let keys = Self.topLevelKeys(example.keys).filter { key in
                        paths.contains(key) || documentedAnywhere[page.language]?.contains(key) != true
                            || !example.keys.contains { $0.hasPrefix(key + ".") }
                    }
                    let documented = keys.count { key in
                        paths.contains(key) || paths.contains { EditDistance.isMisspelling(key, of: $0) }
                    }
                    if documented * 2 >= keys.count { return true }
                    let names = Set(fieldPaths[line]!.map { $0.split(separator: ".").last.map(String.init) ?? $0 })
                    let leaves = example.keys.filter { key in !example.keys.contains { $0.hasPrefix(key + ".") } }
                    return leaves.count(where: { names.contains(String($0.split(separator: ".").last ?? "")) }) * 2
                        >= leaves.count
                }
                guard
                    let line = [above, below].compactMap({ $0 }).first(where: { line in
                        let section = tables[line]!.first!.section
                        // A response's example beside a table of no response's section documents another message.
                        return sharesKey(line) && !Self.standsForOtherMessage(section, example.section)
                            && (!example.isResponse || section.contains { MessageSide($0) == .response })
                            && (sharesHalf(line) || example.section.starts(with: section) && documentsHalf(line))
                    }), let rows = tables[line]
                else { continue }
                let documented = fieldPaths[line]!
                var known = Set(documented)
                for key in documented {
                    if let dot = key.utf8.firstIndex(of: UInt8(ascii: ".")) { known.insert(String(key[..<dot])) }
                }
                known.formUnion(documentedAnywhere[page.language] ?? [])
                let keys = Self.topLevelKeys(example.keys)
                // Keys are checked at the level the table documents: a table of a nested object's
                // fields (`[Header]` under an example of `header` and `result`) says nothing of the top.
                let documentsTop =
                    keys.contains(where: documented.contains)
                    || documented.contains { $0.contains(".") && fields.paths.contains($0) }
                // And below an object the table documents field by field (`result.userId`,
                // `result.status`), the keys the example gives it directly: each only beside the
                // field it stands for, one a misspelling away, or the one field the table documents
                // beside it that the example lacks (a key renamed on one side). A table rarely lists
                // every key of such an object (`content.{language}`, a row no key reads as).
                func parent(_ path: String) -> String? { path.lastIndex(of: ".").map { String(path[..<$0]) } }
                let parents = Set(documented.compactMap(parent))
                func counterpart(ofNested path: String) -> String? {
                    guard let above = parent(path), parents.contains(above), !known.contains(path),
                        !documented.contains(path)
                    else { return nil }
                    let siblings = documented.filter { parent($0) == above }
                    if let near = siblings.first(where: { EditDistance.isMisspelling(path, of: $0) }) { return near }
                    let lacking = siblings.filter { !fields.holds($0) }
                    return lacking.count == 1 ? lacking[0] : nil
                }
                let nested = example.keys.compactMap { path in counterpart(ofNested: path).map { (path, $0) } }
                let top = documentsTop ? keys.filter { !known.contains($0) } : []
                // One key the table lacks where the example lacks one top-level field of it with the
                // same stem: the same field, renamed on one side (`timeZone` for `timezoneId`).
                let lackingTop = zip(rows, documented).filter { row, key in
                    !key.contains(".") && !addressed(row) && !fields.holds(key)
                }
                let renamedTop =
                    top.count == 1 && lackingTop.count == 1 && EditDistance.sharesStem(top[0], lackingTop[0].1)
                    ? lackingTop[0].1 : nil
                for (key, counterpart) in top.map({ ($0, renamedTop) }) + nested.map({ ($0.0, Optional($0.1)) }) {
                    reported.insert(ReportedKey(location: example.location, key: key))
                    let closest = counterpart ?? EditDistance.closest(to: key, in: documented)
                    if let closest { misspelt[line, default: []].insert(closest) }
                    // A key every language's example and table write alike is the source's to fix:
                    // reported once, in the first language that has it.
                    let place = context.section(of: example.location).joined(separator: "\u{1}") + "\u{2}" + key
                    guard undocumented.insert(place).inserted else { continue }
                    // A key another language's table documents there is a row this one lacks: param-missing's.
                    if documentedInSections == nil { documentedInSections = Self.documentedFields(in: context) }
                    if documentedInSections!.contains(place) { continue }
                    var message = "the example's key \"\(key)\" is not a documented field"
                    if let closest { message += "; did you mean \"\(closest)\"?" }
                    findings.append(
                        Finding(
                            rule: Self.id,
                            severity: Self.defaultSeverity,
                            message: message,
                            product: context.product.id,
                            fact: "example:" + key,
                            language: page.language,
                            section: context.section(of: example.location),
                            location: example.location(ofKey: key),
                            related: rows.filter { Self.fieldPath($0.key) == closest }.map {
                                RelatedLocation(
                                    language: page.language, location: $0.location,
                                    message: "\($0.key) is documented here")
                            }
                        )
                    )
                }
                // Fields left out are reported once per table, at its first example, for what none of
                // the examples it documents holds (one example per platform each leave out the others').
                if keys.count >= 2 {
                    if pairedExamples[line] == nil { tableOrder.append(line) }
                    pairedExamples[line, default: []].append((example, fields))
                }
            }
            for line in tableOrder {
                let rows = tables[line]!
                let examples = pairedExamples[line]!
                // An optional field an example leaves out is no omission, nor one sent in the address.
                let missing = zip(rows, fieldPaths[line]!).filter { row, key in
                    row.required != false && !addressed(row) && !examples.contains { $0.fields.holds(key) }
                        && !(misspelt[line]?.contains(key) ?? false)
                }.map(\.0)
                if !missing.isEmpty {
                    unheldNotes.append(
                        UnheldFields(
                            language: page.language, examples: examples.map(\.example.location), rows: rows,
                            missing: missing))
                }
            }
        }
        let pairs = pairedExamples(in: context)
        let (renamed, renamedFields) = renamedKeys(in: context, pairs: pairs, reported: reported)
        for note in unheldNotes {
            // A field a translation's example renamed is reported as that.
            let missing = note.missing.map(\.key).filter { key in
                !note.examples.contains { renamedFields.contains(ReportedKey(location: $0, key: Self.fieldPath(key))) }
            }
            let location = note.examples[0]
            let key =
                context.section(of: location).joined(separator: "\u{1}") + "\u{2}" + missing.joined(separator: "\u{1}")
            guard !missing.isEmpty, unheld.insert(key).inserted else { continue }
            findings.append(
                Finding(
                    rule: Self.id,
                    severity: .note,
                    message:
                        "the table documents fields none of its examples holds: \(missing.joined(separator: ", "))",
                    product: context.product.id,
                    fact: "example-missing:" + missing.joined(separator: ","),
                    language: note.language,
                    section: context.section(of: location),
                    location: location,
                    related: [
                        RelatedLocation(language: note.language, location: note.rows[0].location, message: "the table")
                    ]
                )
            )
        }
        findings +=
            renamed + retypedValues(in: context, pairs: pairs) + changedNumbers(in: context, pairs: pairs)
            + droppedKeys(in: context, pairs: pairs)
            + rewrittenVersions(in: context, pairs: pairs)
        return findings
    }

    /// The field paths the tables of every language document, each with its section, written as
    /// the undocumented keys' places are.
    private static func documentedFields(in context: ReconcileContext) -> Set<String> {
        var places = Set<String>()
        for page in context.facts {
            var section = ""
            var tableLine: Int?
            for row in page.parameters {
                if row.tableLine != tableLine {
                    tableLine = row.tableLine
                    section = context.section(of: row.location).joined(separator: "\u{1}") + "\u{2}"
                }
                places.insert(section + fieldPath(row.key))
            }
        }
        return places
    }

    /// A translation's example that spells keys otherwise than the source language's example in the
    /// same section (`error_detail` where the source writes `errorDetail`): the key an app reads
    /// differs by the guide it follows. Examples are paired by page, section and order, when they
    /// share half their keys; a key is compared under a parent both hold, and only against one the
    /// source holds there instead. Keys a table finding already names, and keys that name a language
    /// (`"ko"`, `"en-US"`) or are written outside ASCII (data, translated), are left alone.
    /// A translation's example and the source language's it stands for.
    private struct PairedExample {
        var language: String
        var mine: JSONExampleFact
        var theirs: JSONExampleFact

        /// A finding at the translation's `key`, beside the source's `theirKey`.
        func finding(
            _ message: String, fact: String, at key: String, beside theirKey: String, in context: ReconcileContext
        )
            -> Finding
        {
            let source = context.product.sourceLanguage
            return Finding(
                rule: ExampleMismatchRule.id,
                severity: ExampleMismatchRule.defaultSeverity,
                message: message,
                product: context.product.id,
                fact: fact,
                language: language,
                section: context.section(of: mine.location),
                location: mine.location(ofKey: key),
                related: [
                    RelatedLocation(
                        language: source, location: theirs.location(ofKey: theirKey), message: "\(source)'s example")
                ]
            )
        }
    }

    /// Each translation's example with the source language's example it stands for: the one at
    /// its place (the page, the section, the same ordinal there).
    private func pairedExamples(in context: ReconcileContext) -> [PairedExample] {
        let source = context.product.sourceLanguage
        func place(_ page: DocumentFacts, _ example: JSONExampleFact) -> String {
            page.page + "\u{1}" + context.section(of: example.location).joined(separator: "\u{1}")
        }
        var sourceExamples: [String: [JSONExampleFact]] = [:]
        for page in context.facts where page.language == source {
            for example in page.examples { sourceExamples[place(page, example), default: []].append(example) }
        }
        guard !sourceExamples.isEmpty else { return [] }
        var pairs: [PairedExample] = []
        for page in context.facts where page.language != source && !page.examples.isEmpty {
            var seen: [String: Int] = [:]
            for example in page.examples {
                let key = place(page, example)
                let ordinal = seen[key, default: 0]
                seen[key] = ordinal + 1
                guard let theirs = sourceExamples[key], ordinal < theirs.count else { continue }
                pairs.append(PairedExample(language: page.language, mine: example, theirs: theirs[ordinal]))
            }
        }
        return pairs
    }

    private func renamedKeys(
        in context: ReconcileContext, pairs: [PairedExample],
        reported: Set<ReportedKey>
    ) -> (findings: [Finding], fields: Set<ReportedKey>) {
        let source = context.product.sourceLanguage
        var findings: [Finding] = []
        // The source's paths the renamed keys stand for, by the translation's example.
        var fields = Set<ReportedKey>()
        for pair in pairs {
            let (language, example, theirs) = (pair.language, pair.mine, pair.theirs)
            let renames = Self.renames(from: theirs.keys, to: example.keys).filter {
                !reported.contains(ReportedKey(location: example.location, key: $0.mine))
            }
            guard !renames.isEmpty else { continue }
            for rename in renames { fields.insert(ReportedKey(location: example.location, key: rename.theirs)) }
            let described = renames.map { "\($0.mine) where \(source)'s writes \($0.theirs)" }
            findings.append(
                pair.finding(
                    "the \(language) example writes " + described.joined(separator: "; "),
                    fact: "example-renamed:" + renames[0].mine, at: renames[0].mine, beside: renames[0].theirs,
                    in: context))
        }
        return (findings, fields)
    }

    /// The keys a translation's example leaves out of the source language's example it stands for,
    /// where it holds nothing the source's lacks and most of what the source's holds (`hostname`
    /// dropped from a response): code written from that edition never reads the field. A key is
    /// named only where its parent is in the translation's example (a whole object left out is one key).
    private func droppedKeys(in context: ReconcileContext, pairs: [PairedExample]) -> [Finding] {
        let source = context.product.sourceLanguage
        var findings: [Finding] = []
        for pair in pairs where pair.mine.keys.count < pair.theirs.keys.count {
            let mine = Set(pair.mine.keys)
            guard mine.count * 2 >= pair.theirs.keys.count, mine.isSubset(of: pair.theirs.keys) else { continue }
            var named: [String] = []
            for key in pair.theirs.keys where !mine.contains(key) && !named.contains(key) {
                let parent = key.lastIndex(of: ".").map { String(key[..<$0]) }
                if let parent, !mine.contains(parent) { continue }
                named.append(key)
            }
            guard let first = named.first else { continue }
            // Located at the key written before the first one dropped, in the translation's example.
            let before = pair.theirs.keys[..<pair.theirs.keys.firstIndex(of: first)!].last(where: mine.contains)
            var finding = pair.finding(
                "the \(pair.language) example lacks \(named.joined(separator: ", ")), which \(source)'s example holds",
                fact: "example-dropped:" + first, at: before ?? "", beside: first, in: context)
            if before == nil { finding.location = pair.mine.location }
            findings.append(finding)
        }
        return findings
    }

    /// The versions a translation's example writes in place of the source example's
    /// (`"io.example.sdk": "3.2.0"` for `"3.3.0"` in a package manifest): the translation copies an
    /// older edition (see ``SampleDriftRule/replacedValues(_:_:)``).
    private func rewrittenVersions(in context: ReconcileContext, pairs: [PairedExample]) -> [Finding] {
        let source = context.product.sourceLanguage
        var findings: [Finding] = []
        for pair in pairs where !pair.mine.versions.isEmpty && pair.mine.versions != pair.theirs.versions {
            let written = SampleDriftRule.replacedValues(pair.mine.versions.sorted(), pair.theirs.versions.sorted())
            guard !written.replacing.isEmpty else { continue }
            var finding = pair.finding(
                "the \(pair.language) example writes \(written.replacing.joined(separator: ", ")) where \(source)'s "
                    + "writes \(written.replaced.joined(separator: ", "))",
                fact: "example-version:" + written.replaced[0], at: "", beside: "", in: context)
            finding.location = pair.mine.location
            findings.append(finding)
        }
        return findings
    }

    /// A key a translation's example gives a value of another kind than the source's example does
    /// (`"expires_in": "3600"` for `3600`): code written from it decodes a field the API does not
    /// send. Strings, numbers and booleans only: a null, an object or an array may be an example's choice.
    private func retypedValues(
        in context: ReconcileContext, pairs: [PairedExample]
    ) -> [Finding] {
        let source = context.product.sourceLanguage
        var findings: [Finding] = []
        for pair in pairs
        where pair.mine.valueKinds.count == pair.mine.keys.count
            && pair.theirs.valueKinds.count == pair.theirs.keys.count
        {
            let (language, example, theirs) = (pair.language, pair.mine, pair.theirs)
            let theirKinds = Dictionary(zip(theirs.keys, theirs.valueKinds), uniquingKeysWith: { first, _ in first })
            let retyped = zip(example.keys, example.valueKinds).compactMap {
                key, kind -> (String, JSONValueKind, JSONValueKind)? in
                guard let other = theirKinds[key], other != kind, kind != .other, other != .other else { return nil }
                return (key, kind, other)
            }
            guard let first = retyped.first else { continue }
            let described = retyped.map { "\($0.0) as a \($0.1.rawValue) where \(source)'s gives a \($0.2.rawValue)" }
            findings.append(
                pair.finding(
                    "the \(language) example gives " + described.joined(separator: "; "),
                    fact: "example-retyped:" + first.0, at: first.0, beside: first.0, in: context))
        }
        return findings
    }

    /// The keys a translation's example gives another number or truth value than the source's
    /// example (`"ttl": 3600` for `86400`, `"schema_version": 1` for `2`): a request built from it
    /// sends another value. Only where the two give every string in ASCII alike: an example
    /// localized as a whole (`"currency": "KRW"` for `"USD"`) has numbers of its own.
    private func changedNumbers(in context: ReconcileContext, pairs: [PairedExample]) -> [Finding] {
        let source = context.product.sourceLanguage
        var findings: [Finding] = []
        for pair in pairs
        where pair.mine.values.count == pair.mine.keys.count && pair.theirs.values.count == pair.theirs.keys.count {
            let theirs = Dictionary(zip(pair.theirs.keys, pair.theirs.values), uniquingKeysWith: { first, _ in first })
            var changed: [(key: String, mine: String, theirs: String)] = []
            var localized = false
            for (key, value) in zip(pair.mine.keys, pair.mine.values) {
                guard let other = theirs[key], !value.isEmpty, !other.isEmpty, value != other else { continue }
                let quoted = value.hasPrefix("\"") || other.hasPrefix("\"")
                if quoted {
                    localized = true
                    break
                }
                changed.append((key, value, other))
            }
            guard !localized, let first = changed.first else { continue }
            let described = changed.map { "\($0.key) \($0.mine) where \(source)'s gives \($0.theirs)" }
            findings.append(
                pair.finding(
                    "the \(pair.language) example gives " + described.joined(separator: "; "),
                    fact: "example-value:" + first.key, at: first.key, beside: first.key, in: context))
        }
        return findings
    }

    /// The keys of `mine` that stand where `theirs` has another key: under a parent both examples
    /// hold (or at the top), paired in order with the keys only `theirs` has there. Empty for two
    /// examples that share fewer than half their keys (not one example).
    static func renames(from theirs: [String], to mine: [String]) -> [(mine: String, theirs: String)] {
        let (theirSet, mySet) = (Set(theirs), Set(mine))
        // One example when half the names of their keys, at any depth, are shared (by name: the
        // keys below a renamed one keep theirs).
        func names(_ paths: Set<String>) -> Set<Substring> { Set(paths.map { $0.split(separator: ".").last ?? "" }) }
        let (theirNames, myNames) = (names(theirSet), names(mySet))
        guard theirNames.intersection(myNames).count * 2 >= theirNames.union(myNames).count else { return [] }
        func parent(_ path: String) -> String { path.lastIndex(of: ".").map { String(path[..<$0]) } ?? "" }
        func isName(_ path: String) -> Bool {
            let last = path.split(separator: ".").last.map(String.init) ?? path
            return last.utf8.allSatisfy { $0 < 0x80 } && !LanguageCode.matches(last)
        }
        // Under a parent both hold: a key under a renamed one is not renamed itself.
        func underShared(_ path: String) -> Bool {
            let above = parent(path)
            return above.isEmpty || (theirSet.contains(above) && mySet.contains(above))
        }
        let onlyMine = mine.filter { !theirSet.contains($0) && underShared($0) && isName($0) }
        let onlyTheirs = theirs.filter { !mySet.contains($0) && underShared($0) && isName($0) }
        var result: [(mine: String, theirs: String)] = []
        for above in Set(onlyMine.map(parent)).sorted() {
            let mineThere = onlyMine.filter { parent($0) == above }
            let theirsThere = onlyTheirs.filter { parent($0) == above }
            for (a, b) in zip(mineThere, theirsThere) { result.append((a, b)) }
        }
        return result
    }

    /// An example's key paths, and the names of its keys at any depth.
    struct ExampleFields {
        let paths: Set<String>
        let names: Set<String>

        init(_ example: JSONExampleFact) {
            paths = Set(example.keys)
            names = Set(example.keys.map { $0.split(separator: ".").last.map(String.init) ?? $0 })
        }

        /// Whether the example holds a documented field: by its path (`result.beginDate`), or,
        /// named without one, as any object's key.
        func holds(_ key: String) -> Bool {
            paths.contains(key) || (!key.contains(".") && names.contains(key))
        }
    }

    /// Whether a table and an example stand under sibling headings, one naming a request and the
    /// other a response (`### Parameters` and `### Response`): they describe different messages,
    /// which share a key or two (`scope`) by chance.
    static func standsForOtherMessage(_ table: SectionPath, _ example: SectionPath) -> Bool {
        guard let index = table.indices.first(where: { $0 < example.count && table[$0] != example[$0] }) else {
            return false
        }
        let sides = [MessageSide(table[index]), MessageSide(example[index])]
        return sides[0] != sides[1] && !sides.contains(MessageSide.neither)
    }

    /// The message a heading names: a request (its parameters) or a response.
    private enum MessageSide {
        case request, response, neither

        init(_ heading: String) {
            let words = heading.lowercased()
            if Self.responseWords.contains(where: words.contains) {
                self = .response
            } else if Self.requestWords.contains(where: words.contains) {
                self = .request
            } else {
                self = .neither
            }
        }

        private static let responseWords = ["response", "응답", "レスポンス", "応答", "响应", "響應", "回應"]
        private static let requestWords = [
            "request", "parameter", "요청", "파라미터", "매개변수", "リクエスト", "パラメーター", "パラメータ", "请求", "請求",
            "参数", "參數",
        ]
    }

    /// Whether a row of the page's tables is a parameter a request sends in its address or its
    /// headers: its table says so (`Path`, `Query`), or an endpoint written in its section, above it
    /// or beside it carries it (`/apps/{appKey}/…`, `?pageSize=`).
    static func addressParameters(of page: DocumentFacts) -> (ParameterFact) -> Bool {
        let written = Dictionary(grouping: page.endpointParameters, by: \.name)
        // The sections whose endpoints all send no body (`GET /settlements`): a table there that says
        // which parameters are required lists the request's, sent in the address (the example
        // beside it is the response); not one under a heading of the response.
        let methods = Dictionary(grouping: page.requestMethods, by: \.section)
        func sendsNoBody(_ section: SectionPath) -> Bool {
            for depth in stride(from: section.count, through: 1, by: -1) {
                if let written = methods[Array(section.prefix(depth))] { return written.allSatisfy(\.sendsNoBody) }
                if MessageSide(section[depth - 1]) == .response { return false }
            }
            return false
        }
        return { row in
            if let place = row.place { return place != .body }
            if !methods.isEmpty, row.required != nil, sendsNoBody(row.section) { return true }
            guard let endpoints = written[row.key] else { return false }
            return endpoints.contains { endpoint in
                endpoint.section.starts(with: row.section) || row.section.starts(with: endpoint.section)
                    || endpoint.section.dropLast() == row.section.dropLast()
            }
        }
    }

    /// A table's key as a path of the example's keys: an array's brackets left out, as the example's
    /// paths go through arrays (`data[0].id` and `items[].id` are `data.id` and `items.id`).
    static func fieldPath(_ key: String) -> String {
        guard key.utf8.contains(UInt8(ascii: "[")) else { return key }
        var path = ""
        var inBrackets = false
        for character in key {
            if character == "[" {
                inBrackets = true
            } else if character == "]" {
                inBrackets = false
            } else if !inBrackets {
                path.append(character)
            }
        }
        return path
    }

    /// The top-level keys of an example's key paths. A nested path (`outer.inner`) follows the
    /// path of the object holding it; a top-level key that holds a `.` (`"dotted.key"`) follows
    /// none, and is compared like any other key rather than left out.
    static func topLevelKeys(_ paths: [String]) -> [String] {
        var earlier: Set<Substring> = []
        var result: [String] = []
        for path in paths {
            let nested = path.indices.contains { path[$0] == "." && earlier.contains(path[..<$0]) }
            if !nested { result.append(path) }
            earlier.insert(Substring(path))
        }
        return result
    }
}
