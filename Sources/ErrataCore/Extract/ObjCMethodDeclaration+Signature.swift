extension ObjCMethodDeclaration {
    /// The declaration in one line without parameter names, for comparing languages:
    /// `+ (void)loginWithType:(NSString *) viewController:(nullable UIViewController *) completion:(LoginCompletion)`.
    ///
    /// Parameter names are left out because they do not change the API.
    public var signature: String {
        var text = "\(kind.rawValue) (\(returnType.spelled))"
        if parameters.isEmpty {
            text += selector
        } else {
            text += parameters.map { "\($0.label):(\($0.type.spelled))" }.joined(separator: " ")
        }
        return text
    }
}

extension ObjCType {
    /// The type with its nullability qualifier, as a declaration would write it.
    var spelled: String {
        switch nullability {
        case .nullable: return "nullable " + name
        case .nonnull: return "nonnull " + name
        case .nullUnspecified: return "null_unspecified " + name
        case .unspecified: return name
        }
    }
}
