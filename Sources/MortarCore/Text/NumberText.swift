/// Numbers as people read them in messages.
public enum NumberText {
    /// `67108864` as `67,108,864`.
    public static func grouped(_ number: Int) -> String {
        var digits = Array(String(number.magnitude))
        var index = digits.count - 3
        while index > 0 {
            digits.insert(",", at: index)
            index -= 3
        }
        return (number < 0 ? "-" : "") + String(digits)
    }
}
