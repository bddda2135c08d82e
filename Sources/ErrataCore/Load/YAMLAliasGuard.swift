import Foundation
internal import Yams

/// Refuses YAML anchors (`&name`) and aliases (`*name`) in config text, using Yams itself to find them.
///
/// A few lines of anchors and aliases can stand for billions of nodes ("billion laughs"). Yams
/// keeps an alias as one shared node, so walking the tree with a budget would be enough for a
/// value; but while it composes a mapping, Yams hashes its keys to find duplicates, and hashing
/// a key that holds an alias walks the whole expansion: `{? *bomb : x}` never comes back from
/// `Parser.singleRoot()`, before errata sees any tree. Yams has no public API below the composed
/// tree (its libyaml events are internal), so the check composes a copy of the text in which
/// every `*` is replaced by ``marker``:
///
/// - `*` is the only character that starts an alias in YAML, so the copy has none, and Yams
///   composes it in time linear in its size.
/// - Everywhere else a `*` is an ordinary character (inside plain, quoted and block scalars and
///   comments), and so is the marker: the copy is read exactly as the original, except that an
///   alias `*name` becomes a plain scalar that starts with the marker, at the same line and
///   column (marks count characters). A plain scalar cannot start with `*`, so in the copy one
///   that starts with the marker was an alias in the original.
/// - Anchors are left as they are; Yams reports them on the nodes they name.
///
/// errata.yml needs neither, so the first anchor or alias found in document order is refused.
/// Only when there is none is the original text composed. The one difference between the copy
/// and the original is in a tag (`!x*y`), where `*` is allowed and the marker is not: the copy
/// is then refused as not valid YAML at that tag.
enum YAMLAliasGuard {
    /// The character that stands for `*` in the copy: U+E000, the first private-use character.
    static let marker: Unicode.Scalar = "\u{E000}"

    /// Throws at the first YAML anchor or alias in `text`.
    ///
    /// - Parameters:
    ///   - text: The config's YAML.
    ///   - path: The file's name, for messages.
    /// - Throws: ``InputError`` at the line and column of the first anchor or alias, for text
    ///   that contains the marker itself, or for text that is not valid YAML.
    static func check(_ text: String, path: String) throws {
        guard let copy = aliasFree(text) else {
            let line = 1 + text.unicodeScalars.prefix { $0 != marker }.filter { $0 == "\n" }.count
            throw InputError(
                "the config contains U+E000, a private-use character errata reserves to find YAML aliases; "
                    + "remove it",
                at: SourceLocation(path: path, line: line)
            )
        }
        let root: Node?
        // The parser owns the anchors (nodes hold them weakly): keep it alive during the walk.
        let parser: Parser
        do {
            parser = try ConfigLoader.parser(copy)
            root = try parser.singleRoot()
        } catch let error as YamlError {
            throw ConfigLoader.inputError(from: error, path: path)
        } catch {
            throw InputError("not valid YAML: \(error)", at: SourceLocation(path: path))
        }
        guard let root else { return }
        if let found = withExtendedLifetime(parser, { firstAnchorOrAlias(in: root) }) {
            let mark = found.node.mark
            throw InputError(
                "the config does not take YAML anchors or aliases ('\(found.token)'); write the value out, "
                    + "or quote it if it is text",
                at: SourceLocation(path: path, line: mark?.line ?? 0, column: mark?.column ?? 0)
            )
        }
    }

    /// `text` with every `*` replaced by ``marker`` (`text` itself when it has none), which Yams
    /// composes without aliases; `nil` when `text` holds the marker, which the copy could not tell
    /// from an alias.
    static func aliasFree(_ text: String) -> String? {
        guard !text.unicodeScalars.contains(marker) else { return nil }
        guard text.utf8.contains(UInt8(ascii: "*")) else { return text }
        return String(String.UnicodeScalarView(text.unicodeScalars.map { $0 == "*" ? marker : $0 }))
    }

    /// The first node, in document order, that carries an anchor or was an alias in the original
    /// text, with the token as written (`&name` or `*name`).
    ///
    /// The copy has no aliases, so its tree is a tree: every node is visited once.
    private static func firstAnchorOrAlias(in root: Node) -> (node: Node, token: String)? {
        var stack = [root]
        while let node = stack.popLast() {
            if let anchor = node.anchor {
                return (node, "&" + anchor.rawValue)
            }
            switch node {
            case .scalar(let scalar):
                if scalar.style == .plain, scalar.string.unicodeScalars.first == marker {
                    let name = scalar.string.unicodeScalars.dropFirst().prefix {
                        !" \t,[]{}".unicodeScalars.contains($0)
                    }
                    return (node, "*" + String(String.UnicodeScalarView(name)))
                }
            case .sequence(let sequence):
                stack += sequence.reversed()
            case .mapping(let mapping):
                for (key, value) in mapping.reversed() {
                    stack.append(value)
                    stack.append(key)
                }
            case .alias:
                // Yams' parser resolves aliases to the node they repeat; a copy without `*` has none.
                return (node, "*")
            }
        }
        return nil
    }
}
