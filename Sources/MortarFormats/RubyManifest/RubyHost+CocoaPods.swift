import MortarRuby

extension RubyHost {
    /// Both hosts are CocoaPods' DSLs: CocoaPods evaluates podspecs and Podfiles with its `Pod`
    /// module loaded.
    var hostConstants: Set<String> { ["Pod"] }
    /// CocoaPods' own gems, loaded before a podspec or Podfile is evaluated.
    var hostLibraries: Set<String> { ["cocoapods", "xcodeproj", "cocoapods-core"] }
}
