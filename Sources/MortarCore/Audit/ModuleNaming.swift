/// The names an import may use for a module or a pod.
///
/// CocoaPods builds a pod's module name from its name as a C identifier (`lottie-ios` →
/// `lottie_ios`; the podspec's `module_name` is not read), and its headers live under that
/// name (`<AFNetworking/AFNetworking.h>`). A SwiftPM package is imported by its products'
/// (and targets') names.
public enum ModuleNaming {
    /// `name` as a C99 identifier: a leading digit gets `_` before it, every other character
    /// outside `[A-Za-z0-9_]` becomes `_` (CocoaPods' `c99ext_identifier`).
    public static func c99Identifier(_ name: String) -> String {
        var result = ""
        for (offset, scalar) in name.unicodeScalars.enumerated() {
            let isDigit = scalar.value >= 48 && scalar.value <= 57
            let isLetter = (scalar.value >= 65 && scalar.value <= 90) || (scalar.value >= 97 && scalar.value <= 122)
            if offset == 0, isDigit { result += "_" }
            result.unicodeScalars.append(isDigit || isLetter || scalar == "_" ? scalar : "_")
        }
        return result
    }

    /// The import names of a workspace module: its name and its component's name as C
    /// identifiers, plus the component's SwiftPM products.
    public static func importNames(module: String, component: Component?) -> Set<String> {
        var names: Set<String> = [c99Identifier(module)]
        if let component {
            names.insert(c99Identifier(component.name))
            names.formUnion(component.products)
        }
        return names
    }
}
