/// One piece of a parsed template.
indirect enum TemplateNode: Hashable, Sendable {
    /// Literal template text.
    case text(String)
    /// `{{name}}` (escaped for `context`) or `{{{name}}}` / `{{& name}}` (verbatim only).
    case variable(name: String, escaped: Bool, context: LiteralContext, at: SourceLocation)
    /// `{{#name}}…{{/name}}`, or `{{^name}}…{{/name}}` when inverted.
    case section(name: String, inverted: Bool, children: [TemplateNode], at: SourceLocation)
}
