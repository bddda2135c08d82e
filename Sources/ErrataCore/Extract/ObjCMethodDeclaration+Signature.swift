extension ObjCMethodDeclaration {
    /// The declaration in one line without parameter names, for comparing languages:
    /// `+ (void)signInWithProvider:(NSString *) viewController:(UIViewController *) completion:(SignInHandler)`.
    ///
    /// Parameter names are left out because they do not change the API.
    public var signature: String {
        // Written as bytes, made a string once: made for every declaration of every page, and each
        // append to a string re-checks its storage and encoding.
        var bytes: [UInt8] = []
        bytes.reserveCapacity(128)
        bytes += kind.rawValue.utf8
        bytes += " (".utf8
        returnType.appendSpelled(to: &bytes)
        bytes += ")".utf8
        if parameters.isEmpty {
            bytes += selector.utf8
        } else {
            for (index, parameter) in parameters.enumerated() {
                if index > 0 { bytes.append(UInt8(ascii: " ")) }
                bytes += parameter.label.utf8
                bytes += ":(".utf8
                parameter.type.appendSpelled(to: &bytes)
                bytes += ")".utf8
            }
        }
        return String(decoding: bytes, as: UTF8.self)
    }
}

extension ObjCType {
    /// Appends the UTF-8 of the type with its nullability qualifier, as a declaration would write it.
    func appendSpelled(to bytes: inout [UInt8]) {
        switch nullability {
        case .nullable: bytes += "nullable ".utf8
        case .nonnull: bytes += "nonnull ".utf8
        case .nullUnspecified: bytes += "null_unspecified ".utf8
        case .unspecified: break
        }
        bytes += name.utf8
    }
}
