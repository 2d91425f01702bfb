/// The version of Mortar: what `mortar --version` prints and SARIF names as the tool's.
public enum MortarVersion {
    public static let current = "0.1.0"
}
