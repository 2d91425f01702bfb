/// Names no module declares for others: the C, Objective-C and C++ keywords, the nullability
/// qualifiers and attributes, and the macros and types the Apple SDKs declare that headers
/// commonly repeat or wrap (`#ifndef MAX #define MAX …`). The coupling report never records them
/// as a module's declarations, so a use of `void` or `MAX` is never coupling.
///
/// Where the lists come from: the keywords are clang's `TokenKinds.def` (C11, Objective-C and the
/// C++ words a `.mm` file uses); the qualifiers and attributes are the ones clang documents for
/// nullability and ARC ownership; the macros and types are those of the SDKs' `<sys/param.h>`,
/// `<objc/objc.h>`, `<objc/NSObjCRuntime.h>`, `<Foundation/NSObjCRuntime.h>`,
/// `<CoreGraphics/CGBase.h>` and `<Availability.h>` that app headers most often name.
public enum SystemNames {
    /// True when `name` is one of the lists below.
    public static func contains(_ name: String) -> Bool { all.contains(name) }

    static let keywords: Set<String> = [
        "auto", "break", "case", "char", "const", "continue", "default", "do", "double", "else", "enum", "extern",
        "float", "for", "goto", "if", "inline", "int", "long", "register", "restrict", "return", "short", "signed",
        "sizeof", "static", "struct", "switch", "typedef", "union", "unsigned", "void", "volatile", "while",
        "_Alignas", "_Alignof", "_Atomic", "_Bool", "_Complex", "_Generic", "_Imaginary", "_Noreturn",
        "_Static_assert", "_Thread_local", "alignof", "typeof", "__typeof__", "__typeof", "defined", "decltype",
        "static_assert", "bool", "true", "false", "class", "namespace", "template", "typename", "this", "new",
        "delete", "public", "private", "protected", "virtual", "operator", "using", "nullptr", "constexpr",
        "self", "super", "id", "instancetype", "Class", "SEL", "IMP", "BOOL", "YES", "NO", "nil", "Nil", "NULL",
        "in", "out", "inout", "bycopy", "byref", "oneway",
    ]

    static let qualifiers: Set<String> = [
        "_Nullable", "_Nonnull", "_Null_unspecified", "_Nullable_result", "__nullable", "__nonnull",
        "__null_unspecified", "nullable", "nonnull", "null_unspecified", "null_resettable", "__kindof",
        "__weak", "__strong", "__unsafe_unretained", "__autoreleasing", "__block", "__bridge",
        "__bridge_transfer", "__bridge_retained", "__covariant", "__contravariant", "__attribute__",
        "__attribute", "__inline", "__inline__", "__restrict", "__const", "__volatile", "__unused",
        "__deprecated", "__unavailable", "__asm__", "__extension__",
        "atomic", "nonatomic", "strong", "weak", "copy", "assign", "retain", "readonly", "readwrite", "getter", "setter",
    ]

    static let sdkMacros: Set<String> = [
        "MAX", "MIN", "ABS", "CLAMP", "NSLog", "NSAssert", "NSCAssert", "NSParameterAssert", "NSCParameterAssert",
        "FOUNDATION_EXPORT", "FOUNDATION_EXTERN", "UIKIT_EXTERN", "CG_EXTERN", "CF_EXPORT", "OBJC_EXPORT",
        "NS_INLINE", "CG_INLINE", "NS_ENUM", "NS_OPTIONS", "NS_CLOSED_ENUM", "NS_ERROR_ENUM", "CF_ENUM",
        "CF_OPTIONS", "NS_TYPED_ENUM", "NS_STRING_ENUM", "NS_EXTENSIBLE_STRING_ENUM", "NS_ASSUME_NONNULL_BEGIN",
        "NS_ASSUME_NONNULL_END", "NS_DESIGNATED_INITIALIZER", "NS_UNAVAILABLE", "NS_REQUIRES_SUPER",
        "NS_SWIFT_NAME", "NS_REFINED_FOR_SWIFT", "NS_NOESCAPE", "NS_RETURNS_RETAINED", "NS_AVAILABLE",
        "NS_AVAILABLE_IOS", "NS_DEPRECATED", "NS_DEPRECATED_IOS", "API_AVAILABLE", "API_UNAVAILABLE",
        "API_DEPRECATED", "DEPRECATED_ATTRIBUTE", "DEPRECATED_MSG_ATTRIBUTE", "UNAVAILABLE_ATTRIBUTE",
        "NS_FORMAT_FUNCTION", "NS_VALID_UNTIL_END_OF_SCOPE", "IBOutlet", "IBAction", "IBInspectable",
        "IB_DESIGNABLE", "NSIntegerMax", "NSIntegerMin", "NSUIntegerMax", "NSNotFound", "CGFLOAT_MAX",
        "CGFLOAT_MIN", "INT_MAX", "INT_MIN", "UINT_MAX", "LONG_MAX", "DBL_MAX", "FLT_MAX", "DBL_EPSILON",
        "FLT_EPSILON", "M_PI", "M_PI_2", "M_PI_4", "__IPHONE_OS_VERSION_MIN_REQUIRED", "TARGET_OS_IPHONE",
        "TARGET_OS_SIMULATOR", "TARGET_IPHONE_SIMULATOR", "DEBUG", "NDEBUG", "__OBJC__", "__cplusplus",
        "NSLocalizedString",
    ]

    static let sdkTypes: Set<String> = [
        "NSInteger", "NSUInteger", "CGFloat", "NSTimeInterval", "CGRect", "CGPoint", "CGSize", "UIEdgeInsets",
        "NSRange", "int8_t", "int16_t", "int32_t", "int64_t", "uint8_t", "uint16_t", "uint32_t", "uint64_t",
        "size_t", "ssize_t", "intptr_t", "uintptr_t", "ptrdiff_t", "NSObject", "NSString", "NSArray",
        "NSDictionary", "NSError", "NSData", "NSNumber", "NSDate", "NSURL", "NSSet", "UIView", "UIViewController",
        "UIImage", "UIColor", "UIFont", "dispatch_block_t", "dispatch_queue_t",
    ]

    static let all: Set<String> = keywords.union(qualifiers).union(sdkMacros).union(sdkTypes)
}
