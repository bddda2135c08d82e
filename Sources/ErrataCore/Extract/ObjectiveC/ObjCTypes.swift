/// An Objective-C method declaration found in a guide, such as
/// `+ (void)signInWithProvider:(NSString *)type viewController:(UIViewController *)viewController …;`.
///
/// Produced by ``ObjCDeclarationParser``.
public struct ObjCMethodDeclaration: Sendable, Hashable, Codable {
    /// Whether the method belongs to the class (`+`) or to its instances (`-`).
    public enum Kind: String, Sendable, Hashable, Codable {
        /// A class method, declared with `+`.
        case classMethod = "+"
        /// An instance method, declared with `-`.
        case instanceMethod = "-"
    }

    /// Class or instance method.
    public var kind: Kind
    /// The return type, e.g. `void`.
    public var returnType: ObjCType
    /// The selector: `signInWithProvider:viewController:completion:`, or `userID` for a method without parameters.
    public var selector: String
    /// The parameters, one per selector piece, in order.
    public var parameters: [ObjCParameter]
    /// The 1-based line of the `+` or `-`, counted within the text given to the parser.
    public var line: Int
    /// The 1-based column of the `+` or `-`, counted in characters.
    public var column: Int

    /// Creates a declaration.
    public init(
        kind: Kind,
        returnType: ObjCType,
        selector: String,
        parameters: [ObjCParameter],
        line: Int,
        column: Int
    ) {
        self.kind = kind
        self.returnType = returnType
        self.selector = selector
        self.parameters = parameters
        self.line = line
        self.column = column
    }
}

/// One parameter of an ``ObjCMethodDeclaration``: `viewController:(UIViewController *)viewController`.
public struct ObjCParameter: Sendable, Hashable, Codable {
    /// The selector piece before the colon (`viewController`); empty for a bare `:` piece.
    public var label: String
    /// The parameter's name (`viewController`).
    public var name: String
    /// The parameter's type; `id` when the declaration leaves it out.
    public var type: ObjCType

    /// Creates a parameter.
    public init(label: String, name: String, type: ObjCType) {
        self.label = label
        self.name = name
        self.type = type
    }
}

/// An Objective-C type as written in a declaration, normalised so that spellings can be compared.
public struct ObjCType: Sendable, Hashable, Codable {
    /// Whether a pointer type may be `nil`, as its nullability qualifier says.
    public enum Nullability: String, Sendable, Hashable, Codable {
        /// `nullable`, `_Nullable`, `__nullable` (and `null_resettable`, `_Nullable_result`).
        case nullable
        /// `nonnull`, `_Nonnull`, `__nonnull`.
        case nonnull
        /// `null_unspecified`, `_Null_unspecified`, `__null_unspecified`.
        case nullUnspecified
        /// No qualifier written.
        case unspecified
    }

    /// The normalised spelling, without nullability qualifiers.
    ///
    /// Words are separated by one space; a run of stars is preceded by one space (`NSString *`, `NSError **`);
    /// generic arguments are written `<A, B>` right after their type (`NSDictionary<NSString *, id> *`);
    /// a block type is written `void (^)(XYZAuthToken *, XYZError *)`, without the names of the block's
    /// parameters.
    public var name: String
    /// The nullability qualifier of the type itself (those inside generic arguments or a block's
    /// parameters describe other values and do not count).
    public var nullability: Nullability

    /// Creates a type.
    public init(name: String, nullability: Nullability = .unspecified) {
        self.name = name
        self.nullability = nullability
    }
}

/// A message send or selector reference: `[XYZClient signInWithProvider:kXYZProviderMail viewController:self …]`,
/// or, in prose, `[XYZClient signInWithProvider:viewController:completion:]`.
///
/// Produced by ``ObjCMessageSendParser``.
public struct ObjCMessageSend: Sendable, Hashable, Codable {
    /// The receiver as written, with whitespace normalised and casts removed: `XYZClient`, `self`, `error`,
    /// or for a nested send its normalised text, `[XYZClient sharedInstance]`.
    public var receiver: String
    /// The selector: `signInWithProvider:viewController:completion:`, or `userID` for a unary send.
    public var selector: String
    /// The 1-based line of the opening `[`, counted within the text given to the parser.
    public var line: Int
    /// The 1-based column of the opening `[`, counted in characters.
    public var column: Int
    /// Whether every argument is empty, as in a selector reference written in prose:
    /// `[XYZClient signInWithProvider:viewController:completion:]`. Always `false` for a unary send.
    public var isReference: Bool

    /// Creates a message send.
    public init(receiver: String, selector: String, line: Int, column: Int, isReference: Bool) {
        self.receiver = receiver
        self.selector = selector
        self.line = line
        self.column = column
        self.isReference = isReference
    }
}
