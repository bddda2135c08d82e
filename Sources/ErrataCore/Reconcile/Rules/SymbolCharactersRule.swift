/// `symbol-characters`: an error symbol or a declaration written with characters code cannot hold.
///
/// A zero-width space or a soft hyphen pasted from a word processor cannot be seen; a full-width
/// low line (`＿`) or letter typed in an input method's full-width mode looks almost like its
/// ASCII twin. A developer who copies such a symbol from the guide gets code that does not
/// compile, or a search that finds nothing. errata reads the symbol without them (so the enum and
/// the other rules are not misled) and reports each such symbol once, at its cell, naming the
/// characters. An Objective-C declaration written with full-width colons (`debug：`) is read as
/// the API it declares, and reported at its line.
public struct SymbolCharactersRule: ContextRule {
    public static let id = "symbol-characters"
    public static let summary =
        "An error symbol or API declaration holds invisible or full-width characters code cannot hold."
    public static let defaultSeverity = Diagnostic.Severity.warning
    public static let kind = RuleKind.syntax
    public static let help = """
        An error table's symbol holds characters code cannot: invisible ones (a zero-width space, a soft \
        hyphen: pasted from a word processor) or full-width letters and digits (typed in an input method's \
        full-width mode). So is an Objective-C declaration written with full-width colons \
        (`- (void)debug：(BOOL)flag;`). errata reads the symbol or the declaration as if written in ASCII, \
        so no language is said to lack it; fix the text so that code copied from the guide compiles.
        """
    public static let triggeringExamples = [
        RuleExample(
            (
                "en",
                #"""
                ## Error codes

                | Error | Code | Description |
                | --- | --- | --- |
                | DEMO_ERROR_\#u{200B}TIMEOUT | 101 | Timed out. |
                """#
            )
        ),
        RuleExample(
            (
                "en",
                #"""
                ## Debugging

                ```objectivec
                - (void)setVerboseLogging：(BOOL)verbose;
                ```
                """#
            )
        ),
    ]
    public static let nonTriggeringExamples = [
        RuleExample(
            (
                "en",
                #"""
                ## Error codes

                | Error | Code | Description |
                | --- | --- | --- |
                | DEMO_ERROR_TIMEOUT | 101 | Timed out. |
                """#
            )
        )
    ]

    /// Creates the rule.
    public init() {}

    public func findings(in context: ReconcileContext) -> [Finding] {
        var findings: [Finding] = []
        for page in context.facts {
            for fact in page.disguisedSymbols {
                // Each character once, in the order the cell holds them: the invisible ones by
                // name, the full-width forms side by side with their ASCII twins.
                var seen: Set<UInt32> = []
                let scalars = fact.scalars.filter { seen.insert($0).inserted }.compactMap(Unicode.Scalar.init)
                var names = scalars.filter(ErrorTableReader.isInvisible).map(Self.describe)
                let fullWidth = scalars.filter { !ErrorTableReader.isInvisible($0) }
                if !fullWidth.isEmpty {
                    let ascii = fullWidth.compactMap { Unicode.Scalar($0.value &- 0xFEE0) }
                    names.append(
                        "full-width \(String(String.UnicodeScalarView(fullWidth))) for \(String(String.UnicodeScalarView(ascii)))"
                    )
                }
                findings.append(
                    Finding(
                        rule: Self.id,
                        severity: Self.defaultSeverity,
                        message: "\(fact.symbol) is written with \(names.joined(separator: ", ")): "
                            + "copied into code, it does not compile",
                        product: context.product.id,
                        fact: "characters:" + fact.symbol,
                        language: page.language,
                        section: context.section(of: fact.location),
                        location: fact.location
                    )
                )
            }
        }
        return findings
    }

    /// `U+200B ZERO WIDTH SPACE (invisible)`.
    static func describe(_ scalar: Unicode.Scalar) -> String {
        let hex = String(scalar.value, radix: 16, uppercase: true)
        let code = "U+" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
        return code + (scalar.properties.name.map { " " + $0 } ?? "") + " (invisible)"
    }
}
