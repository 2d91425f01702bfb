/// One import found in a source file, where it was written.
public struct SourceImport: Hashable, Sendable {
    /// How the import was written.
    public enum Kind: String, Hashable, Sendable {
        /// Swift `import X`, `@testable import X`, `import struct X.Y`.
        case swift
        /// Objective-C `@import X;` or `@import X.Sub;`.
        case module
        /// `#import <X/Y.h>`, `#include <X/Y.h>`; `<Y.h>` without a folder is resolved like a quoted one.
        case angledHeader
        /// `#import "Y.h"`, `#include "Dir/Y.h"`: resolved to the module that owns the header.
        case quotedHeader
    }

    /// How it was written.
    public var kind: Kind
    /// The module imported (the first component of `X.Sub`, the folder of `<X/Y.h>`); nil for a
    /// header import not resolved yet (see `HeaderIndex`) or that no module owns.
    public var module: String?
    /// The header as written between the delimiters, for `#import`/`#include`.
    public var header: String?
    /// `@_exported import X`: whoever imports this module sees X too.
    public var isExported: Bool
    /// `@testable import X`.
    public var isTestable: Bool
    /// `@_implementationOnly import X` (or `internal`/`private`/`fileprivate import X`).
    public var isImplementationOnly: Bool
    /// Written in a branch that only another build configuration compiles (`#if FLAG` with FLAG
    /// not defined by the manifest): it shows the dependency is used, but is not checked.
    public var isOtherConfiguration: Bool
    /// Where the `import` keyword (or `#import`, `@import`) is.
    public var location: SourceLocation

    public init(
        kind: Kind, module: String?, header: String? = nil, isExported: Bool = false, isTestable: Bool = false,
        isImplementationOnly: Bool = false, isOtherConfiguration: Bool = false, location: SourceLocation
    ) {
        self.kind = kind
        self.module = module
        self.header = header
        self.isExported = isExported
        self.isTestable = isTestable
        self.isImplementationOnly = isImplementationOnly
        self.isOtherConfiguration = isOtherConfiguration
        self.location = location
    }
}
