/// The parameters an endpoint written on a line carries in its address: the path's templates
/// (`/apps/{appKey}/users/{userId}`, `/users/:id`) and the query's names (`?from=…&pageSize=25`).
/// A request sends them in its URL, so a JSON body never holds them.
enum EndpointText {
    /// The names of the parameters the addresses written on `bytes` carry, in order.
    static func parameters(in bytes: UnsafeBufferPointer<UInt8>) -> [String] {
        // An address that carries a parameter holds `/` and one of `{`, `?`, `:` (most lines none).
        guard FastText.contains(bytes, byte: UInt8(ascii: "/")),
            FastText.contains(bytes, byte: UInt8(ascii: "{")) || FastText.contains(bytes, byte: UInt8(ascii: "?"))
                || FastText.contains(bytes, byte: UInt8(ascii: ":"))
        else { return [] }
        var names: [String] = []
        var start = 0
        for index in 0...bytes.count where index == bytes.count || endsToken(bytes[index]) {
            if index > start { read(UnsafeBufferPointer(rebasing: bytes[start..<index]), into: &names) }
            start = index + 1
        }
        return names
    }

    /// The HTTP method of an endpoint written on `bytes` (`GET /settlements`, `` `POST https://…` ``,
    /// `#### DELETE /v1/orders/{id}`): a method's name in capitals, then spaces and an address.
    static func method(in bytes: UnsafeBufferPointer<UInt8>) -> String? {
        guard FastText.contains(bytes, byte: UInt8(ascii: "/")) else { return nil }
        var index = 0
        while index < bytes.count {
            guard FastText.isASCIIUppercase(bytes[index]),
                index == 0 || endsToken(bytes[index - 1]) || bytes[index - 1] == UInt8(ascii: "#")
            else {
                index += 1
                continue
            }
            var end = index
            while end < bytes.count, FastText.isASCIIUppercase(bytes[end]) { end += 1 }
            // (A method's name has three to seven letters: most capitals are no method.)
            guard (3...7).contains(end - index) else {
                index = end
                continue
            }
            let word = String(decoding: UnsafeBufferPointer(rebasing: bytes[index..<end]), as: UTF8.self)
            var next = end
            while next < bytes.count, bytes[next] == UInt8(ascii: " ") { next += 1 }
            if next > end, next < bytes.count, ParameterTableReader.httpMethods.contains(word),
                bytes[next] == UInt8(ascii: "/") || bytes[next] == UInt8(ascii: "{")
                    || FastText.firstOffset(of: "http", in: UnsafeBufferPointer(rebasing: bytes[next...])) == 0
            {
                return word
            }
            index = end
        }
        return nil
    }

    /// The endpoints written on `bytes` with their HTTP method before them, in order: `GET /v1/users`,
    /// ``**POST** `/v1/orders` ``, a table's `` | `GET` | `/v1/users` | ``, `curl -X DELETE "https://…"`.
    /// Each gives its method, its path (a full address's without its scheme and host, which a
    /// region may change; no query, fragment or closing `/`) and the character offset of its method.
    static func endpoints(in bytes: UnsafeBufferPointer<UInt8>) -> [(method: String, path: String, offset: Int)] {
        guard FastText.contains(bytes, byte: UInt8(ascii: "/")) else { return [] }
        var found: [(method: String, path: String, offset: Int)] = []
        var index = 0
        while index < bytes.count {
            guard FastText.isASCIIUppercase(bytes[index]), index == 0 || !isWordByte(bytes[index - 1]) else {
                index += 1
                continue
            }
            var end = index
            while end < bytes.count, FastText.isASCIIUppercase(bytes[end]) { end += 1 }
            defer { index = end }
            guard (3...7).contains(end - index), end == bytes.count || !isWordByte(bytes[end]) else { continue }
            let method = String(decoding: UnsafeBufferPointer(rebasing: bytes[index..<end]), as: UTF8.self)
            guard ParameterTableReader.httpMethods.contains(method) else { continue }
            // What stands between a method and its address: spaces, emphasis, code marks, a cell's
            // pipe, a quote.
            var start = end
            while start < bytes.count, start - end < 12, Self.separatesAddress(bytes[start]) { start += 1 }
            guard start > end, start < bytes.count else { continue }
            var stop = start
            while stop < bytes.count, !endsToken(bytes[stop]), bytes[stop] != UInt8(ascii: "*") { stop += 1 }
            guard let path = Self.path(UnsafeBufferPointer(rebasing: bytes[start..<stop])) else { continue }
            found.append(
                (method, path, String(decoding: UnsafeBufferPointer(rebasing: bytes[..<index]), as: UTF8.self).count))
        }
        return found
    }

    /// An address's path as ``endpoints(in:)`` compares it, or `nil` for a token that is no address:
    /// one starting with `/`, a scheme or a template standing for its base (`{baseUrl}/v1/…`), with
    /// a letter in its path.
    private static func path(_ token: UnsafeBufferPointer<UInt8>) -> String? {
        var text = Substring(String(decoding: token, as: UTF8.self))
        if let scheme = text.range(of: "://"), text[..<scheme.lowerBound].allSatisfy(\.isLetter) {
            let rest = text[scheme.upperBound...]
            guard let slash = rest.firstIndex(of: "/") else { return nil }
            text = rest[slash...]
        } else if text.first == "{" || text.first == "$", let close = text.firstIndex(of: "}"),
            text[text.index(after: close)...].first == "/"
        {
            text = text[text.index(after: close)...]
        }
        guard text.first == "/" else { return nil }
        if let end = text.firstIndex(where: { $0 == "?" || $0 == "#" }) { text = text[..<end] }
        while let last = text.last, last == "/" || last == "." || last == "," || last == ";" || last == ":" {
            text = text.dropLast()
        }
        guard text.contains(where: \.isLetter) else { return nil }
        return String(text)
    }

    /// Whether a byte may stand between a method and its address.
    private static func separatesAddress(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "*"), UInt8(ascii: "`"), UInt8(ascii: "|"),
            UInt8(ascii: "\""), UInt8(ascii: "'"):
            return true
        default:
            return false
        }
    }

    /// Whether a byte continues a word (a method's name stands apart: `GET`, not `GETTER` or `X_GET`).
    private static func isWordByte(_ byte: UInt8) -> Bool {
        FastText.isASCIILetter(byte) || FastText.isASCIIDigit(byte) || byte == UInt8(ascii: "_")
    }

    /// Whether a byte ends a run that may be an address: spaces, quotes and the marks prose and
    /// tables put around one.
    private static func endsToken(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "`"), UInt8(ascii: "\""), UInt8(ascii: "'"),
            UInt8(ascii: "|"), UInt8(ascii: "("), UInt8(ascii: ")"), UInt8(ascii: "<"), UInt8(ascii: ">"),
            UInt8(ascii: "["), UInt8(ascii: "]"):
            return true
        default:
            return false
        }
    }

    /// Reads one run: an address starts with `/`, a scheme (`https://`) or a template standing for
    /// its base (`{baseUrl}/v1/…`), and has a path of two parts at least.
    private static func read(_ token: UnsafeBufferPointer<UInt8>, into names: inout [String]) {
        guard let slash = token.firstIndex(of: UInt8(ascii: "/")) else { return }
        let isAddress =
            slash == 0 || FastText.contains(token, "://")
            || (token[0] == UInt8(ascii: "{") && slash > 0 && token[slash - 1] == UInt8(ascii: "}"))
            || (token[0] == UInt8(ascii: "$") && slash > 0 && token[slash - 1] == UInt8(ascii: "}"))
        guard isAddress, token.count(where: { $0 == UInt8(ascii: "/") }) >= 2 else { return }
        let query = token.firstIndex(of: UInt8(ascii: "?")) ?? token.count
        // The path's templates, `{name}` or `${name}` anywhere in a part, and `:name` parts.
        var index = slash
        while index < query {
            let byte = token[index]
            if byte == UInt8(ascii: "{"), let close = token[index..<query].firstIndex(of: UInt8(ascii: "}")) {
                if let name = identifier(token[(index + 1)..<close]) { names.append(name) }
                index = close + 1
                continue
            }
            if byte == UInt8(ascii: ":"), token[index - 1] == UInt8(ascii: "/") {
                var end = index + 1
                while end < query, token[end] != UInt8(ascii: "/") { end += 1 }
                if let name = identifier(token[(index + 1)..<end]) { names.append(name) }
                index = end
                continue
            }
            index += 1
        }
        // The query's names: each `name=` after `?` and `&`.
        var part = query + 1
        while part < token.count {
            var end = part
            while end < token.count, token[end] != UInt8(ascii: "&") { end += 1 }
            if let equals = token[part..<end].firstIndex(of: UInt8(ascii: "=")),
                let name = identifier(token[part..<equals])
            {
                names.append(name)
            }
            part = end + 1
        }
    }

    /// The bytes as a parameter's name (letters, digits, `_`, `-`, `.`; a letter or `_` first), if they are one.
    private static func identifier(_ bytes: Slice<UnsafeBufferPointer<UInt8>>) -> String? {
        guard let first = bytes.first, FastText.isASCIILetter(first) || first == UInt8(ascii: "_"),
            bytes.allSatisfy({
                FastText.isASCIILetter($0) || (0x30...0x39).contains($0) || $0 == UInt8(ascii: "_")
                    || $0 == UInt8(ascii: "-") || $0 == UInt8(ascii: ".")
            })
        else { return nil }
        return String(decoding: bytes, as: UTF8.self)
    }
}
