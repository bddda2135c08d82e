extension ObjCMethodDeclaration {
    /// The declaration in one line without parameter names, for comparing languages:
    /// `+ (void)loginWithType:(NSString *) viewController:(nullable UIViewController *) completion:(LoginCompletion)`.
    ///
    /// Parameter names are left out because they do not change the API.
    public var signature: String {
        // Appended piece by piece into one string: made for every declaration of every page.
        var text = kind.rawValue
        text.reserveCapacity(96)
        text += " ("
        returnType.appendSpelled(to: &text)
        text += ")"
        if parameters.isEmpty {
            text += selector
        } else {
            for (index, parameter) in parameters.enumerated() {
                if index > 0 { text += " " }
                text += parameter.label
                text += ":("
                parameter.type.appendSpelled(to: &text)
                text += ")"
            }
        }
        return text
    }
}

extension ObjCType {
    /// Appends the type with its nullability qualifier, as a declaration would write it.
    func appendSpelled(to text: inout String) {
        switch nullability {
        case .nullable: text += "nullable "
        case .nonnull: text += "nonnull "
        case .nullUnspecified: text += "null_unspecified "
        case .unspecified: break
        }
        text += name
    }
}
