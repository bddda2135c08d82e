import Foundation
import Testing

@testable import ErrataCore

/// A declaration in one line: `+ (void) loginWithType:(NSString *)type … @line:column`, with each type's
/// nullability written before it when there is one.
private func describe(_ declaration: ObjCMethodDeclaration) -> String {
    func spell(_ type: ObjCType) -> String {
        type.nullability == .unspecified ? type.name : "\(type.nullability.rawValue) \(type.name)"
    }
    var text = "\(declaration.kind.rawValue) (\(spell(declaration.returnType)))"
    if declaration.parameters.isEmpty {
        text += declaration.selector
    } else {
        text += declaration.parameters.map { "\($0.label):(\(spell($0.type)))\($0.name)" }.joined(separator: " ")
    }
    return text + " @\(declaration.line):\(declaration.column)"
}

/// A send in one line: `receiver selector @line:column`, with ` ref` for a selector reference.
private func describe(_ send: ObjCMessageSend) -> String {
    "\(send.receiver) \(send.selector) @\(send.line):\(send.column)" + (send.isReference ? " ref" : "")
}

private func declarations(_ text: String) -> [String] {
    ObjCDeclarationParser.declarations(in: text).map(describe)
}

private func sends(_ text: String) -> [String] {
    ObjCMessageSendParser.sends(in: text).map(describe)
}

// MARK: - Declarations

@Suite("Objective-C signatures")
struct ObjectiveCSignatureTests {
    @Test("A signature spells the kind, the types with their nullability and the labels, not the names")
    func signatures() {
        let text = """
            + (void)loginWithType:(NSString *)type viewController:(nullable UIViewController *)viewController \
            completion:(void(^)(TCGBError *error))completion;
            - (nonnull NSString *)userID;
            - (null_unspecified id)objectForKey:(NSString * _Nonnull)key;
            """
        let declarations = ObjCDeclarationParser.declarations(in: text)
        #expect(
            declarations.map(\.signature) == [
                "+ (void)loginWithType:(NSString *) viewController:(nullable UIViewController *) "
                    + "completion:(void (^)(TCGBError *))",
                "- (nonnull NSString *)userID",
                "- (null_unspecified id)objectForKey:(nonnull NSString *)",
            ])
        // Each as its parts spell it, put together as strings.
        for declaration in declarations {
            func spell(_ type: ObjCType) -> String {
                let qualifier =
                    switch type.nullability {
                    case .nullable: "nullable "
                    case .nonnull: "nonnull "
                    case .nullUnspecified: "null_unspecified "
                    case .unspecified: ""
                    }
                return qualifier + type.name
            }
            let parts =
                declaration.parameters.isEmpty
                ? declaration.selector
                : declaration.parameters.map { "\($0.label):(\(spell($0.type)))" }.joined(separator: " ")
            #expect(declaration.signature == "\(declaration.kind.rawValue) (\(spell(declaration.returnType)))\(parts)")
        }
    }
}

@Suite("Objective-C declarations")
struct ObjectiveCDeclarationTests {
    /// `ios-authentication.md` (ko), lines 161-162.
    static let loginDeclarations = """
        + (void)loginWithType:(NSString *)type viewController:(UIViewController *)viewController \
        completion:(LoginCompletion)completion;
        + (void)loginWithType:(NSString *)type additionalInfo:(nullable NSDictionary<NSString *, id> *)additionalInfo \
        viewController:(UIViewController *)viewController completion:(LoginCompletion)completion;
        """
    /// `ios-authentication.md` (ko), line 490.
    static let forcibleMappingDeclaration = """
        + (void)addMappingForciblyWithTicket:(TCGBForcingMappingTicket *)ticket \
        viewController:(nullable UIViewController *)viewController completion:(LoginCompletion)completion;
        """
    /// `ios-authentication.md` (ko), line 746.
    static let transferDeclaration = """
        + (void)transferAccountWithIdPLoginWithAccountId:(NSString *)accountId \
        accountPassword:(NSString *)accountPassword \
        completion:(void(^)(TCGBAuthToken* authToken, TCGBError* error))completion;
        """

    @Test("A class method on one line: kind, return type, selector, labels, names and types")
    func classMethod() throws {
        let text =
            "+ (void)loginWithType:(NSString *)type viewController:(UIViewController *)viewController "
            + "completion:(LoginCompletion)completion;"
        let found = ObjCDeclarationParser.declarations(in: text)
        let declaration = try #require(found.first)
        #expect(found.count == 1)
        #expect(declaration.kind == .classMethod)
        #expect(declaration.returnType == ObjCType(name: "void"))
        #expect(declaration.selector == "loginWithType:viewController:completion:")
        #expect(
            declaration.parameters == [
                ObjCParameter(label: "loginWithType", name: "type", type: ObjCType(name: "NSString *")),
                ObjCParameter(
                    label: "viewController", name: "viewController", type: ObjCType(name: "UIViewController *")),
                ObjCParameter(label: "completion", name: "completion", type: ObjCType(name: "LoginCompletion")),
            ])
        #expect(declaration.line == 1 && declaration.column == 1)
    }

    @Test("The login declarations of the Korean guide (lines 161-162): generics and nullable")
    func realLoginDeclarations() {
        #expect(
            declarations(Self.loginDeclarations) == [
                "+ (void)loginWithType:(NSString *)type viewController:(UIViewController *)viewController "
                    + "completion:(LoginCompletion)completion @1:1",
                "+ (void)loginWithType:(NSString *)type "
                    + "additionalInfo:(nullable NSDictionary<NSString *, id> *)additionalInfo "
                    + "viewController:(UIViewController *)viewController completion:(LoginCompletion)completion @2:1",
            ])
    }

    @Test("The forcible mapping declaration of the Korean guide (line 490)")
    func realForcibleMappingDeclaration() throws {
        let declaration = try #require(ObjCDeclarationParser.declarations(in: Self.forcibleMappingDeclaration).first)
        #expect(declaration.selector == "addMappingForciblyWithTicket:viewController:completion:")
        #expect(
            declaration.parameters.map(\.type.name) == [
                "TCGBForcingMappingTicket *", "UIViewController *", "LoginCompletion",
            ])
        #expect(declaration.parameters.map(\.type.nullability) == [.unspecified, .nullable, .unspecified])
    }

    @Test("The transfer declaration of the Korean guide (line 746): a block type loses its parameter names")
    func realBlockDeclaration() throws {
        let declaration = try #require(ObjCDeclarationParser.declarations(in: Self.transferDeclaration).first)
        #expect(declaration.selector == "transferAccountWithIdPLoginWithAccountId:accountPassword:completion:")
        #expect(declaration.parameters.map(\.name) == ["accountId", "accountPassword", "completion"])
        #expect(declaration.parameters[2].type == ObjCType(name: "void (^)(TCGBAuthToken *, TCGBError *)"))
    }

    @Test("A declaration over several lines, with its place in the text")
    func multiLine() {
        let text = """
            **API**
              - (void)requestWithdrawalWithViewController:(UIViewController *)viewController
                                               completion:(void (^)(TCGBError *error))completion
                                                  options:(NSDictionary *)options;
            """
        #expect(
            declarations(text) == [
                "- (void)requestWithdrawalWithViewController:(UIViewController *)viewController "
                    + "completion:(void (^)(TCGBError *))completion options:(NSDictionary *)options @2:3"
            ])
    }

    @Test("Every spelling of nullability, before or after the star, in return and parameter types")
    func nullability() throws {
        let text = """
            - (nullable NSString *)a:(NSString * _Nullable)a b:(NSString *__nullable)b c:(nonnull id)c \
            d:(NSArray * _Nonnull)d e:(null_unspecified NSString *)e f:(NSString * _Null_unspecified)f \
            g:(void (^ _Nullable)(NSString * _Nonnull value))g h:(NSDictionary<NSString *, id _Nullable> *)h;
            """
        let declaration = try #require(ObjCDeclarationParser.declarations(in: text).first)
        #expect(declaration.returnType == ObjCType(name: "NSString *", nullability: .nullable))
        #expect(
            declaration.parameters.map(\.type) == [
                ObjCType(name: "NSString *", nullability: .nullable),
                ObjCType(name: "NSString *", nullability: .nullable),
                ObjCType(name: "id", nullability: .nonnull),
                ObjCType(name: "NSArray *", nullability: .nonnull),
                ObjCType(name: "NSString *", nullability: .nullUnspecified),
                ObjCType(name: "NSString *", nullability: .nullUnspecified),
                // Qualifiers inside a block's parameters or generic arguments describe other values.
                ObjCType(name: "void (^)(NSString *)", nullability: .nullable),
                ObjCType(name: "NSDictionary<NSString *, id> *", nullability: .unspecified),
            ])
    }

    @Test(
        "Types are spelled one way whatever the spacing",
        arguments: [
            ("NSString*", "NSString *"),
            ("NSString  *", "NSString *"),
            ("NSError **", "NSError **"),
            ("NSError* *", "NSError **"),
            ("NSDictionary<NSString*,id>*", "NSDictionary<NSString *, id> *"),
            ("NSDictionary< NSString * , id > *", "NSDictionary<NSString *, id> *"),
            ("NSArray<NSArray<NSString *> *> *", "NSArray<NSArray<NSString *> *> *"),
            ("id<TCGBDelegate>", "id<TCGBDelegate>"),
            ("void(^)(TCGBAuthToken* authToken, TCGBError* error)", "void (^)(TCGBAuthToken *, TCGBError *)"),
            ("void (^)(void)", "void (^)(void)"),
            ("void(^)(BOOL success, NSInteger count, unsigned int flags)", "void (^)(BOOL, NSInteger, unsigned int)"),
            ("void (^completion)(NSArray<NSString *> *list)", "void (^)(NSArray<NSString *> *)"),
            ("NS_NOESCAPE void (^)(id obj)", "void (^)(id)"),
            ("const char *", "const char *"),
            ("NSString * const", "NSString * const"),
            ("unsigned long long", "unsigned long long"),
            ("__kindof UIViewController *", "__kindof UIViewController *"),
        ])
    func typeSpelling(written: String, normalised: String) {
        #expect(ObjCDeclarationParser.type(written)?.name == normalised)
    }

    @Test("Macros after the selector are skipped: __attribute__, NS_SWIFT_NAME, API_AVAILABLE, DEPRECATED_…")
    func trailingMacros() {
        let text = """
            + (void)a:(int)x __attribute__((deprecated("Use b: instead; really")));
            + (void)b:(NSString *)type NS_SWIFT_NAME(login(type:));
            - (NSString *)c API_AVAILABLE(ios(13.0), tvos(13.0));
            - (void)d DEPRECATED_MSG_ATTRIBUTE("use e") NS_REQUIRES_SUPER;
            - (instancetype)init NS_UNAVAILABLE;
            - (void)e:(NSURL *)URL DEPRECATED_ATTRIBUTE;
            """
        #expect(
            declarations(text) == [
                "+ (void)a:(int)x @1:1", "+ (void)b:(NSString *)type @2:1", "- (NSString *)c @3:1",
                "- (void)d @4:1", "- (instancetype)init @5:1", "- (void)e:(NSURL *)URL @6:1",
            ])
    }

    @Test("A stray quote or backtick left by a scraped page before the + or - is read through")
    func strayQuote() {
        let text = """
            '+ (void)requestTemporaryWithdrawalWithViewController:(UIViewController *)viewController;
              `- (NSString *)userID;
            ' + (void)logout;
            """
        #expect(
            declarations(text) == [
                "+ (void)requestTemporaryWithdrawalWithViewController:(UIViewController *)viewController @1:2",
                "- (NSString *)userID @2:4",
                "+ (void)logout @3:3",
            ])
    }

    @Test("Variadic methods, bare ':' pieces and parameters without a type")
    func unusualSelectors() {
        let text = """
            + (instancetype)stringWithFormat:(NSString *)format, ...;
            - (void)set:(int)a :(int)b;
            - (id)objectFor:key;
            """
        #expect(
            declarations(text) == [
                "+ (instancetype)stringWithFormat:(NSString *)format @1:1",
                "- (void)set:(int)a :(int)b @2:1",
                "- (id)objectFor:(id)key @3:1",
            ])
        #expect(ObjCDeclarationParser.declarations(in: text)[1].selector == "set::")
    }

    @Test("Implementations, prose bullets and mid-line signs are not declarations")
    func notDeclarations() {
        let text = """
            - (void)automaticLogin {
            - (void)logout:(UIViewController *)viewController
            {
            - foo bar
            - (optional) some text;
            - [x] done
            + item
            -
            Call + (void)foo; from anywhere.
            int x = a
                - b;
            - (void)unterminated:(NSString *)s
            """
        #expect(declarations(text).isEmpty)
    }

    @Test("The sample block of the Korean guide (lines 89-123) declares nothing: it is an implementation")
    func sampleHasNoDeclarations() {
        #expect(declarations(ObjectiveCSampleTests.sampleBlock).isEmpty)
    }

    @Test("A declaration right after an implementation's header is still found")
    func afterImplementation() {
        let text = """
            - (void)viewDidLoad {
                [super viewDidLoad];
            }
            - (NSString *)userID;
            """
        #expect(declarations(text) == ["- (NSString *)userID @4:1"])
    }
}

// MARK: - Message sends

@Suite("Objective-C message sends")
struct ObjectiveCMessageSendTests {
    @Test("A keyword send whose block argument holds nested sends, in order of their '['")
    func blockArgument() {
        let text = """
            [TCGBGamebase loginWithType:kTCGBAuthFacebook viewController:self completion:^(TCGBAuthToken *authToken, \
            TCGBError *error) {
                if ([TCGBGamebase isSuccessWithError:error] == NO) {
                    TCGBBanInfo *banInfo = [TCGBBanInfo banInfoFromError:error];
                }
            }];
            """
        #expect(
            sends(text) == [
                "TCGBGamebase loginWithType:viewController:completion: @1:1",
                "TCGBGamebase isSuccessWithError: @2:9",
                "TCGBBanInfo banInfoFromError: @3:32",
            ])
    }

    @Test("Nested receivers and arguments; a receiver spread over lines is normalised")
    func nested() {
        let text = """
            [[TCGBGamebase sharedInstance] foo];
            [[TCGBGamebase
                sharedInstance]   setValue:[NSNumber numberWithInt:[self count]] forKey:@"k"];
            [[[Foo alloc] initWithName:@"x"   age:3] start];
            """
        #expect(
            sends(text) == [
                "[TCGBGamebase sharedInstance] foo @1:1",
                "TCGBGamebase sharedInstance @1:2",
                "[TCGBGamebase sharedInstance] setValue:forKey: @2:1",
                "TCGBGamebase sharedInstance @2:2",
                "NSNumber numberWithInt: @3:32",
                "self count @3:56",
                "[[Foo alloc] initWithName:@\"x\" age:3] start @4:1",
                "[Foo alloc] initWithName:age: @4:2",
                "Foo alloc @4:3",
            ])
    }

    @Test("A multi-line send with one argument per line")
    func multiLine() {
        let text = """
            [TCGBGamebase loginWithType:kTCGBAuthGoogle
                         viewController:self
                             completion:nil];
            """
        #expect(sends(text) == ["TCGBGamebase loginWithType:viewController:completion: @1:1"])
    }

    @Test("Unary sends, including in bold prose, are not references")
    func unary() {
        #expect(sends("NSString *userID = [TCGBGamebase userID];") == ["TCGBGamebase userID @1:20"])
        #expect(sends("사용자 ID는 **[TCGBGamebase userID]**로 얻습니다.") == ["TCGBGamebase userID @1:11"])
    }

    @Test("Brackets in string and character literals and in comments are not sends")
    func literalsAndComments() {
        let text = """
            NSLog(@"[x] %@ [TCGBGamebase userID]", [error description]);
            char c = ']'; char d = '['; [self handle:c];
            // [TCGBGamebase loginWithType:viewController:completion:]
            /* [TCGBGamebase logout:nil]
               [Foo bar] */ [Foo baz];
            NSString *s = @"escaped \\" [quote] stays";
            """
        #expect(
            sends(text) == [
                "error description @1:40",
                "self handle: @2:29",
                "Foo baz @5:17",
            ])
    }

    @Test("Array and dictionary literals and subscripts are not sends, but sends inside them are")
    func literalsAndSubscripts() {
        let text = """
            NSArray *a = @[@"a", @"b"];
            id first = array[0]; id value = dict[@"k"]; id other = array[i + 1];
            NSDictionary *d = @{@"k": [Foo bar], @"n": @[[Foo baz]]};
            id x = array[[Foo index]];
            id y = [Foo items][0];
            """
        #expect(
            sends(text) == [
                "Foo bar @3:27",
                "Foo baz @3:46",
                "Foo index @4:14",
                "Foo items @5:8",
            ])
    }

    @Test("Casts are set aside from the receiver; a parenthesized receiver keeps its parentheses")
    func casts() {
        let text = """
            NSInteger code = [(TCGBError *)error code];
            [(id)[dict objectForKey:@"k"] stringValue];
            [(x) foo];
            [(a ? b : c) bar:1];
            """
        #expect(
            sends(text) == [
                "error code @1:18",
                "[dict objectForKey:@\"k\"] stringValue @2:1",
                "dict objectForKey: @2:6",
                "(x) foo @3:1",
                "(a ? b:c) bar: @4:1",
            ])
    }

    @Test("Variadic arguments, conditional expressions and property-access receivers")
    func argumentsAndReceivers() {
        let text = """
            [NSString stringWithFormat:@"%@ (%d)", error.message, (int)error.code];
            [alert setTitle:ok ? @"OK" : @"Failed" message:nil];
            [self.view addSubview:view];
            [self->_delegate didFinish];
            """
        #expect(
            sends(text) == [
                "NSString stringWithFormat: @1:1",
                "alert setTitle:message: @2:1",
                "self.view addSubview: @3:1",
                "self->_delegate didFinish @4:1",
            ])
    }

    @Test("Selector references in Markdown prose, with columns in characters")
    func proseReferences() {
        let text = """
            로그인은 [TCGBGamebase loginWithType:viewController:completion:]을 호출합니다.
            See [TCGBBanInfo banInfoFromError:error] and https://docs.toast.com/x [TCGBGamebase userID].
            `[TCGBGamebase loginForLastLoggedInProviderWithViewController: completion:]`
            """
        #expect(
            sends(text) == [
                "TCGBGamebase loginWithType:viewController:completion: @1:6 ref",
                "TCGBBanInfo banInfoFromError: @2:5",
                "TCGBGamebase userID @2:71",
                "TCGBGamebase loginForLastLoggedInProviderWithViewController:completion: @3:2 ref",
            ])
    }

    @Test("References in plain double quotes in prose are read (the Korean guide, lines 597 and 626)")
    func quotedReferences() {
        let text = """
            > 인증 정보가 필요하다면 "[TCGBGamebase loginForLastLoggedInProvider]" 대신, 사용하고자 하는 IDPCode 와 \
            동일한 {IDP_CODE} 를 파라미터로 하여 "[TCGBGamebase loginWithType:IDP_CODE viewController:topViewController \
            completion:completion];" API로 로그인 해야 정상적으로 인증정보를 획득할 수 있습니다.
            >     * 사용자 정보가 필요하다면 "[TCGBGamebase loginForLastLoggedInProviderWithViewController:completion:]" \
            대신, 사용하고자 하는 IDPCode와 동일한 {IDP_CODE}를 파라미터로 하여 "[TCGBGamebase \
            loginWithType:viewController:completion:]" API로 로그인 해야 합니다.
            """
        #expect(
            sends(text) == [
                "TCGBGamebase loginForLastLoggedInProvider @1:17",
                "TCGBGamebase loginWithType:viewController:completion: @1:112",
                "TCGBGamebase loginForLastLoggedInProviderWithViewController:completion: @2:24 ref",
                "TCGBGamebase loginWithType:viewController:completion: @2:147 ref",
            ])
    }

    @Test("Markdown that uses brackets is not a send")
    func markdownIsNotSends() {
        let text = """
            - [x] done
            - [ ] to do
            - bullet text
            Read the [Login Guide](./login.md) and [TCGBGamebase] first ([1], [see Chapter 3]).
            ![screen shot](image.png)
            [Login Guide]: https://docs.toast.com/login
            [Note: see the docs] [x][y]
            """
        #expect(sends(text).isEmpty)
    }

    @Test("Broken code: an unclosed bracket ends at ';', stray closers are ignored")
    func recovery() {
        let text = """
            [TCGBGamebase loginWithType:type;
            } ) ]
            [Foo bar];
            if (x { [Foo baz:1]; }
            """
        #expect(sends(text) == ["Foo bar @3:1", "Foo baz: @4:9"])
    }

    @Test("A '/*' that is never closed hides only the rest of its line")
    func unclosedComment() {
        #expect(
            sends("files under docs/* [Foo bar]\n[Foo baz]\n/* [Foo qux]\n[Foo quux]") == [
                "Foo baz @2:1", "Foo quux @4:1",
            ])
    }

    @Test("Lines end at LF, CRLF or CR; columns count characters")
    func lineEndings() {
        #expect(
            sends("a\r\n  [Foo bar];\rb [Foo baz];\n한글 [Foo qux]") == [
                "Foo bar @2:3", "Foo baz @3:3", "Foo qux @4:4",
            ])
    }
}

// MARK: - Real samples and robustness

@Suite("Objective-C samples and hostile input")
struct ObjectiveCSampleTests {
    /// `ios-authentication.md` (ko), the code block at lines 89-123 (tabs written `\t`).
    static let sampleBlock = #"""
        - (void)automaticLogin {
            [TCGBGamebase loginForLastLoggedInProviderWithViewController:topViewController\#
         completion:^(TCGBAuthToken *authToken, TCGBError *error){
                if ([TCGBGamebase isSuccessWithError:error] == YES) {
                    NSLog(@"Login is succeeded.");
                    //TODO: 1. Do you want.
                }
                else {
                    if (error.code == TCGB_ERROR_SOCKET_ERROR || error.code ==\#
         TCGB_ERROR_SOCKET_RESPONSE_TIMEOUT) {
                        NSLog(@"Retry loginForLastLoggedInProviderWithViewController:completion: or\#
         Notify to user -\n\terror[%@]", [error description]);
                        //TODO: 1. If the error had occured by network problem, you can retry by\#
         loginForLastLoggedInProviderWithViewController:completion:
                    }
                    else {
                        NSLog(@"Try to login with loginWithType:viewController:completion:");
                        // Last Logged In Provider Name
            \#t\#t\#tNSString *lastLoggedInProvider = [TCGBGamebase lastLoggedInProvider];
            \#t\#t\#tif (lastLoggedInProvider == nil || lastLoggedInProvider <= 0) {
                        \#t//TODO: 1. Show your UI what user want to sign in.
                            //2. If the user has selected IdP, set lastLoggedInProvider to it.
                            //3. Invoke loginWithType:viewController:completion: method to try login.
                        }

                        // Try to login with IdP authentication
                        //Warning: If you receive an event asynchronously from async handler(callback),\#
         you can use codes below in the async handler.
                        [TCGBGamebase loginWithType:lastLoggedInProvider\#
         viewController:topViewController completion:^(TCGBAuthToken *authToken, TCGBError *error) {
                            if ([TCGBGamebase isSuccessWithError:error] == YES) {
                                NSLog(@"Login is succeeded.");
                            }
                            else {
                                NSLog(@"Login is failed.");
                            }
                        }];
                    }
                }
            }];
        }
        """#

    @Test("The copy of the sample block is the guide's text")
    func copyMatchesGuide() throws {
        let guide = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("docs-src/gamebase/ko/ios-authentication.md")
        let text = try String(contentsOf: guide, encoding: .utf8)
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines[88..<123].joined(separator: "\n") == Self.sampleBlock)
        #expect(String(lines[160]) + "\n" + lines[161] == ObjectiveCDeclarationTests.loginDeclarations)
        #expect(String(lines[489]) == ObjectiveCDeclarationTests.forcibleMappingDeclaration)
        #expect(String(lines[745]) == ObjectiveCDeclarationTests.transferDeclaration)
    }

    @Test("The sample at lines 89-120: the outer send is cut off there, so only the nested ones count")
    func sampleExcerpt() {
        let excerpt = Self.sampleBlock.split(separator: "\n", omittingEmptySubsequences: false)[..<32]
            .joined(separator: "\n")
        #expect(
            sends(excerpt) == [
                "TCGBGamebase isSuccessWithError: @3:13",
                "error description @9:125",
                "TCGBGamebase lastLoggedInProvider @15:41",
                "TCGBGamebase loginWithType:viewController:completion: @24:17",
                "TCGBGamebase isSuccessWithError: @25:25",
            ])
    }

    @Test("The whole sample block (lines 89-123): every send, nested ones included, in source order")
    func sampleBlockSends() {
        let found = ObjCMessageSendParser.sends(in: Self.sampleBlock)
        #expect(
            found.map(\.selector) == [
                "loginForLastLoggedInProviderWithViewController:completion:",
                "isSuccessWithError:",
                "description",
                "lastLoggedInProvider",
                "loginWithType:viewController:completion:",
                "isSuccessWithError:",
            ])
        let receivers = found.map(\.receiver)
        #expect(receivers == ["TCGBGamebase", "TCGBGamebase", "error", "TCGBGamebase", "TCGBGamebase", "TCGBGamebase"])
        #expect(found.map(\.line) == [2, 3, 9, 15, 24, 25])
        #expect(found.allSatisfy { !$0.isReference })
    }

    @Test("A megabyte line of `[[[[[` or of `+ (` yields nothing", arguments: ["[[[[[", "+ ("])
    func megabyteLine(unit: String) {
        let text = String(repeating: unit, count: 1_000_000 / unit.count)
        #expect(ObjCDeclarationParser.declarations(in: text).isEmpty)
        #expect(ObjCMessageSendParser.sends(in: text).isEmpty)
    }

    @Test(
        "Other hostile lines yield nothing",
        arguments: [
            "(((((", "{{{{{", "@\"[", "[a b:", "- (void)a:(", "<<<<<", "/*[*/", "'''''", "[((((", "\"[", "\"[]\"",
        ])
    func hostileLine(unit: String) {
        let text = String(repeating: unit, count: 200_000 / unit.count)
        #expect(ObjCDeclarationParser.declarations(in: text).isEmpty)
        #expect(ObjCMessageSendParser.sends(in: text).isEmpty)
    }

    @Test("Many unfinished declarations and sends, one per line, yield no declaration")
    func hostileLines() {
        // How the time grows with such lines is measured by `make hostile-bench` (code-hostile).
        let units = [
            "- (void)a:(int)b __attribute__((\n", "+ (NSDictionary<NSString *, id> *)a:(void (^)(\n",
            "[Foo bar:[Foo baz:\n", "- (void)a:(int)b c:(int)d\n", "/* [Foo bar]\n", "[Foo bar:x;\n",
        ]
        for unit in units {
            let text = String(repeating: unit, count: 200_000 / unit.count)
            #expect(ObjCDeclarationParser.declarations(in: text).isEmpty, "\(unit)")
            _ = ObjCMessageSendParser.sends(in: text)
        }
    }

    @Test("Deeply nested sends are found down to the nesting limit without exhausting the stack")
    func deepNesting() {
        let depth = 60
        let text = String(repeating: "[", count: depth) + "Foo bar" + String(repeating: "] baz", count: depth)
        let found = ObjCMessageSendParser.sends(in: text)
        #expect(found.count == depth)
        #expect(found.last?.receiver == "Foo")
        let deep = String(repeating: "[", count: 5_000) + "Foo bar" + String(repeating: "] baz", count: 5_000)
        _ = ObjCMessageSendParser.sends(in: deep)
    }
}
