/// The one grammar of a module name, and of any name Mortar makes a folder or a generated
/// package of: `[A-Za-z0-9_][A-Za-z0-9_.+-]*`, at most 255 characters. Such a name is a plain
/// folder name (never `.`, `..`, empty or with a `/`), so it can never point outside the
/// checkouts folder, and it can stand in a Swift string literal, a Ruby string and a path of
/// the generated files as it is. `GitInputValidator.moduleName` (which throws why) and
/// `GenerationInput.isSafeName` both ask it.
public enum ModuleNameGrammar {
    /// The most characters a name may have: a folder name's limit on every common file system.
    public static let maximumLength = 255

    /// Why `name` is not a module name (`is empty`, `must start with a letter, digit or '_'`),
    /// or nil when it is one.
    public static func problem(_ name: String) -> String? {
        guard let first = name.unicodeScalars.first else { return "is empty" }
        if name.count > maximumLength { return "is longer than \(maximumLength) characters" }
        guard isNameStart(first) else { return "must start with a letter, digit or '_'" }
        guard name.unicodeScalars.allSatisfy({ isNameStart($0) || $0 == "." || $0 == "+" || $0 == "-" }) else {
            return "may contain only letters, digits, '_', '.', '+' and '-'"
        }
        return nil
    }

    /// True when `name` is a module name.
    public static func accepts(_ name: String) -> Bool { problem(name) == nil }

    private static func isNameStart(_ scalar: Unicode.Scalar) -> Bool {
        ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar) || ("0"..."9").contains(scalar) || scalar == "_"
    }
}
