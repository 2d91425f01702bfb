/// The one answer to "are these two URLs the same repository?": `migrate`'s grouping of pods
/// by repository, `generate`'s one package per repository, the spec repositories already on
/// this machine, and the package references of an Xcode project all compare `identity`.
///
/// Questions that look alike but are not this one keep their own answers:
/// `FetchEngine.trimmedURL` compares a checkout's `origin` with the URL as written (case kept:
/// a local path or a case-sensitive host names another repository by another case), and
/// `FetchEngine.samePath` compares folders (symbolic links resolved); a URL's last segment
/// (`PackageSwiftGenerator.packageIdentity`, `ResolveCache.key`, the comment of an Xcode
/// package reference) is the name SwiftPM or Xcode gives it, not the repository's identity.
public enum RepositoryURL {
    /// One repository URL however it is spelled: lowercased, without trailing `/` or `.git`
    /// (`https://GitHub.com/Alamofire/Alamofire.git/` → `https://github.com/alamofire/alamofire`).
    public static func identity(_ url: String) -> String {
        var text = url.lowercased()
        while text.hasSuffix("/") { text.removeLast() }
        if text.hasSuffix(".git") { text.removeLast(4) }
        return text
    }

    /// True when `a` and `b` name one repository (their `identity` is the same).
    public static func same(_ a: String, _ b: String) -> Bool { identity(a) == identity(b) }
}
