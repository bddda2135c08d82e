/// `param-conflict`: a parameter whose type, maximum length, allowed values, whether it is
/// required, or a default its row gives (a number in a cell of its own, or code in a column
/// headed "default") differ between languages.
///
/// Example: the credential provider key lists three values (`mail, phone, passkey`) in
/// English and ten in Korean. The values most languages give are taken; each language that
/// differs gets a finding at its row naming the values it lacks and adds.
public struct ParamConflictRule: DriftRule {
    public static let id = "param-conflict"
    public static let summary =
        "A parameter's type, length, values or requiredness differ between languages."
    public static let defaultSeverity = Diagnostic.Severity.warning
    public static let kind = RuleKind.conflict
    public static let help = """
        A parameter has a different type, maximum length or list of allowed values in different languages \
        (`kr, jp, us` against `kr, jp`), is required in one and optional in another, or has another default. Code written from one \
        guide sends values the other does not allow, or leaves out what the other requires. Make the rows agree.
        """
    public static let triggeringExamples = [
        RuleExample(
            (
                "ko",
                #"""
                ## Settings

                | 키 | 용도 | 값 종류 |
                | --- | --- | --- |
                | kDemoRegionKey | 지역 설정 | kr, jp, us |
                """#
            ),
            (
                "en",
                #"""
                ## Settings

                | Key | Usage | Values |
                | --- | --- | --- |
                | kDemoRegionKey | Set the region | kr, jp |
                """#
            )
        )
    ]
    public static let nonTriggeringExamples = [
        RuleExample(
            (
                "ko",
                #"""
                ## Settings

                | 키 | 용도 | 값 종류 |
                | --- | --- | --- |
                | kDemoRegionKey | 지역 설정 | kr, jp, us |
                """#
            ),
            (
                "en",
                #"""
                ## Settings

                | Key | Usage | Values |
                | --- | --- | --- |
                | kDemoRegionKey | Set the region | kr, jp, us |
                """#
            )
        )
    ]

    /// Creates the rule.
    public init() {}

    public func findings(in context: ReconcileContext, catalog: Catalog) -> [Finding] {
        var findings: [Finding] = []
        // The numbers each row gives in cells of their own (a default value), by row.
        var numbers: [SourceLocation: [String]] = [:]
        // The default each row's description names in code, and the numbers it writes in code.
        var statedDefaults: [SourceLocation: String] = [:]
        var describedNumbers: [SourceLocation: [String]] = [:]
        // The values each row's description enumerates in code (``One of `a`, `b` ``).
        var describedValues: [SourceLocation: Set<String>] = [:]
        for page in context.facts {
            for row in page.parameters {
                if !row.numbers.isEmpty { numbers[row.location] = row.numbers }
                if let stated = row.statedDefault { statedDefaults[row.location] = stated }
                if !row.describedNumbers.isEmpty { describedNumbers[row.location] = row.describedNumbers.sorted() }
                if !row.describedValues.isEmpty { describedValues[row.location] = Set(row.describedValues) }
            }
        }
        for parameter in catalog.parameters {
            var seen: Set<String> = []
            // What most languages' rows give (the first in precedence breaking a tie).
            let expectedNumbers = expected(of: parameter, in: numbers, context: context)
            let expectedDefault = expected(of: parameter, in: statedDefaults, context: context)
            let expectedDescribed = expected(of: parameter, in: describedNumbers, context: context)
            let expectedEnumerated = expected(of: parameter, in: describedValues, context: context)
            for source in parameter.sources where seen.insert(source.language).inserted {
                var differences: [String] = []
                let numbersDiffer =
                    expectedNumbers != nil && numbers[source.location].map { $0 != expectedNumbers } == true
                if let expectedNumbers, let own = numbers[source.location], own != expectedNumbers {
                    differences.append(
                        "\(own.joined(separator: ", ")) where others give \(expectedNumbers.joined(separator: ", "))")
                }
                let defaultDiffers =
                    expectedDefault.map { expected in statedDefaults[source.location].map { $0 != expected } ?? false }
                    ?? false
                if defaultDiffers, let expectedDefault, let own = statedDefaults[source.location] {
                    differences.append(
                        "a default of `\(own)` in its description where others give `\(expectedDefault)`")
                }
                // A number in its description replaced by another (`3600` for `86400`); one dropped
                // or added with a sentence is the text's, not the value's.
                var describedDiffer = false
                if !defaultDiffers, let expectedDescribed, let own = describedNumbers[source.location] {
                    let lacking = expectedDescribed.filter { !own.contains($0) }
                    let extra = own.filter { !expectedDescribed.contains($0) }
                    if !lacking.isEmpty, !extra.isEmpty {
                        describedDiffer = true
                        differences.append(
                            "\(extra.map { "`\($0)`" }.joined(separator: ", ")) in its description where others give "
                                + lacking.map { "`\($0)`" }.joined(separator: ", "))
                    }
                }
                // A value its description lists replaced by another (`completed` for `settled`);
                // one only dropped or added is the text's.
                var enumeratedDiffer = false
                if parameter.values.isEmpty, let expectedEnumerated, let own = describedValues[source.location] {
                    let lacking = expectedEnumerated.subtracting(own).sorted()
                    let extra = own.subtracting(expectedEnumerated).sorted()
                    if !lacking.isEmpty, !extra.isEmpty {
                        enumeratedDiffer = true
                        differences.append(
                            "\(extra.map { "`\($0)`" }.joined(separator: ", ")) in its description where others give "
                                + lacking.map { "`\($0)`" }.joined(separator: ", "))
                    }
                }
                let typeDiffers =
                    parameter.type.map { type in source.type.map { !TypeNames.sameType($0, type) } ?? false } ?? false
                if typeDiffers, let type = parameter.type, let own = source.type {
                    differences.append("type \(own) where others give \(type)")
                }
                let lengthDiffers =
                    parameter.maxLength.map { length in source.maxLength.map { $0 != length } ?? false } ?? false
                if lengthDiffers, let length = parameter.maxLength, let own = source.maxLength {
                    differences.append("maximum length \(own) where others give \(length)")
                }
                let requiredDiffers =
                    parameter.required.map { $0 != source.required && source.required != nil } ?? false
                if requiredDiffers, let own = source.required {
                    differences.append(
                        own
                            ? "as required where others give it as optional"
                            : "as optional where others give it as required")
                }
                if !parameter.values.isEmpty, !source.values.isEmpty {
                    let expected = Set(parameter.values.map { $0.lowercased() })
                    let own = Set(source.values.map { $0.lowercased() })
                    let lacking = parameter.values.filter { !own.contains($0.lowercased()) }
                    let extra = source.values.filter { !expected.contains($0.lowercased()) }
                    if !lacking.isEmpty || !extra.isEmpty {
                        var text = "\(source.values.count) values where others list \(parameter.values.count)"
                        if !lacking.isEmpty { text += "; lacks \(lacking.joined(separator: ", "))" }
                        if !extra.isEmpty { text += "; adds \(extra.joined(separator: ", "))" }
                        differences.append(text)
                    }
                }
                guard !differences.isEmpty else { continue }
                let agreeing = parameter.sources.filter { $0.language != source.language }
                findings.append(
                    Finding(
                        rule: Self.id,
                        severity: Self.defaultSeverity,
                        message: "\(source.language) gives \(parameter.key) \(differences.joined(separator: ", and "))",
                        product: context.product.id,
                        fact: parameter.key,
                        language: source.language,
                        section: parameter.section,
                        location: source.location,
                        related: agreeing.map {
                            // What the other row gives of what differs: its numbers where those do
                            // (a default), else its values or type, its length and requiredness.
                            var values: [String] = []
                            if numbersDiffer, let theirs = numbers[$0.location] {
                                values.append(theirs.joined(separator: ", "))
                            } else if defaultDiffers, let theirs = statedDefaults[$0.location] {
                                values.append("a default of `\(theirs)`")
                            } else if describedDiffer, let theirs = describedNumbers[$0.location] {
                                values.append(theirs.map { "`\($0)`" }.joined(separator: ", "))
                            } else if enumeratedDiffer, let theirs = describedValues[$0.location] {
                                values.append(theirs.sorted().map { "`\($0)`" }.joined(separator: ", "))
                            } else if !$0.values.isEmpty {
                                values.append($0.values.joined(separator: ", "))
                            } else if typeDiffers
                                || !(numbersDiffer || defaultDiffers || describedDiffer || enumeratedDiffer
                                    || lengthDiffers
                                    || requiredDiffers)
                            {
                                values.append($0.type ?? "no type")
                            }
                            if lengthDiffers, let length = $0.maxLength { values.append("maximum length \(length)") }
                            let requiredness = requiredDiffers ? $0.required.map { $0 ? "required" : "optional" } : nil
                            let given =
                                values.isEmpty
                                ? requiredness.map { "it as \($0)" } ?? "no value"
                                : (values + [requiredness].compactMap { $0 }).joined(separator: ", ")
                            return RelatedLocation(
                                language: $0.language, location: $0.location, message: "\($0.language) gives \(given)"
                            )
                        },
                        resolution: "the catalog keeps the values most languages give"
                    )
                )
            }
        }
        return findings
    }

    /// What most languages' rows of `parameter` give in `values` (the first in precedence
    /// breaking a tie), each language's first row that gives one counted; `nil` when none does.
    private func expected<Value: Hashable>(
        of parameter: CatalogParameter, in values: [SourceLocation: Value], context: ReconcileContext
    ) -> Value? {
        guard !values.isEmpty else { return nil }
        var counted: Set<String> = []
        let rows = parameter.sources.compactMap { source -> (language: String, value: Value)? in
            guard let own = values[source.location], counted.insert(source.language).inserted else { return nil }
            return (source.language, own)
        }
        return context.mostGiven(rows, language: \.language, value: \.value)?.value
    }
}
