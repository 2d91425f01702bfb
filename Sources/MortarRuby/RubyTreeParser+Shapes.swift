/// The statements a manifest is mostly made of, read without the expression levels:
/// `s.name = 'A'`, `s.ios.deployment_target = '9.0'`, `s.source = { … }` (a local, one or more
/// `.name` links, `=` and a value: a plain operand read at once, any other as `parseExpression`
/// reads it) and `s.dependency 'A', '~> 1.0'` (the same links, the last with plain command
/// arguments, alone on its line, or followed by a `do` block: `s.subspec 'A' do |ss| … end`,
/// the expression resumed after the block's `end`). `parseLogicalFirst` reads such a statement
/// through `parseExpression`, `parsePrimary`, `parsePostfix`, `parseCallRest`,
/// `parseCommandArguments`, `parseOneArgument` and `parseArgument` (≈750–1,000 instructions);
/// here it is one look at its tokens and the same nodes made in the same order.
extension RubyTreeParser {
    /// The most `.name` links a shape is read with here (a longer chain takes the levels,
    /// which count it against `maxChain`).
    @inline(__always) static var shapeLinks: Int { 8 }

    /// The expression at the current token when it is one of the shapes above (the node
    /// `parseExpression(statementLevel: true)` returns for it, advanced as far); else -1,
    /// nothing read or made. Called where `parseStatementsOnto` has entered the statement's
    /// level. Taken only when the levels the slow path enters before the value
    /// (`parseExpression`'s, its three, `parsePrimary`'s; for a command, `plainOperand`'s five
    /// from the postfix level) stay within `maxDepth`; the value is read at `parseExpression`'s
    /// depth. So the nesting bound is reported at the same token as before.
    package mutating func statementOfShape() throws(RubyError) -> Int32 {
        let first = position
        guard case let .identifier(receiverText) = tokens[first].kind, isLink(tokens[first &+ 1].kind),
              depth &+ 5 <= RubyTreeParser.maxDepth else { return -1 }
        // The links: `.name` each (`.` is never the last token: the end of file is).
        var k = first &+ 1
        var links = 0
        while isLink(tokens[k].kind) {
            switch tokens[k &+ 1].kind {
            case .identifier, .constant: break
            default: return -1
            }
            k &+= 2
            links &+= 1
            if links > RubyTreeParser.shapeLinks { return -1 }
        }
        let assigns: Bool
        var withBlock = false
        switch tokens[k].kind {
        case let .punct(p) where p.bits == 0x3D && p.count == 1:  // `=`
            assigns = true
        case .string(-1), .symbol(-1):
            // Command arguments: a space before the first (`s.dependency 'A'`), or a string
            // attached to the name; then `, plain` to the line's end.
            guard depth &+ 9 <= RubyTreeParser.maxDepth else { return -1 }
            guard tokens[k].spaceBefore || tokens[k].kind == .string(-1) else { return -1 }
            var a = k &+ 1
            while case let .punct(p) = tokens[a].kind, p.bits == 0x2C, p.count == 1 {  // `,`
                guard isPlainOperand(tokens[a &+ 1].kind) else { return -1 }
                a &+= 2
            }
            // A block after the arguments (`s.subspec 'A' do |ss|`) where `parseCallRest`
            // would read it (no outer command owns its `do`).
            if case let .keyword(w) = tokens[a].kind, w == "do" {
                guard noDo == 0 else { return -1 }
                withBlock = true
            } else {
                guard endsShape(at: a) else { return -1 }
            }
            assigns = false
        default:
            return -1
        }
        // The receiver, a local (`parsePrimary` names it first too: interning it here is in the
        // order the levels would).
        let receiverName = name(receiverText)
        guard let (slot, up) = resolve(receiverName) else { return -1 }
        position = first &+ 1
        var value = node(.local, flags: localDepth(up: up), a: receiverName, b: slot, c: up, from: first)
        // `parsePostfix`: each `.name` an argumentless call, the last one of a command with its
        // arguments (`parseCallRest`).
        var link = 0
        while true {
            link &+= 1
            position &+= 1  // past `.`
            let name: Int32
            switch tokens[position].kind {
            case let .identifier(n), let .constant(n): name = self.name(n)
            default: return -1  // not reached: the shape holds a name here
            }
            position &+= 1
            let f = tree.nodes[Int(value)]
            if link == links, !assigns {
                let base = scratch.count
                while true {
                    // Checked by the look above as `plainOperand` checks it (a plain operand,
                    // then `,`, `do` or the shape's end; 9 levels below the bound).
                    scratch.append(plainOperandNode(position))
                    guard isPunct(",") else { break }
                    position &+= 1
                }
                if withBlock { return try commandWithBlock(name, receiver: value, argumentsFrom: base, first: first, links: links) }
                return call(name, receiver: value, argumentsFrom: base, block: -1, safe: false, hasArguments: true,
                            line: f.line, column: f.column, start: f.start, end: Int32(clamping: previousEnd))
            }
            value = call(name, receiver: value, argumentsFrom: scratch.count, block: -1, safe: false, hasArguments: false,
                         line: f.line, column: f.column, start: f.start, end: Int32(clamping: previousEnd))
            if link == links { break }
        }
        // `parseExpression`'s assignment, at its level: the call (receiver, no argument, no
        // block) is its own target; the value read as there.
        position &+= 1  // past `=`
        skipNewlines()
        depth &+= 1
        let valueStart = position
        let plain = plainOperand()
        let assigned = plain >= 0 && !(isPunct(",") || isKeyword("rescue")) ? plain
            : try parseAssignedValue(statementLevel: true, first: plain, at: valueStart)
        let assignment = node(.assign, a: value, b: assigned, from: first)
        depth &-= 1
        return assignment
    }

    /// The command `name` of `receiver` whose arguments are on `scratch[base...]`, at a `do`
    /// block (`s.subspec 'A' do |ss| … end`), and what follows the block's `end`: the block read
    /// at the level `parseCallRest` reads it (`parseExpression`'s and the ternary's three
    /// entered, as the levels would), the call made as there, then the expression resumed after
    /// it by `parseExpression` (a chain after `end` counted with the `links` already read) from
    /// the statement's level. So the nesting and chain bounds are reported at the same tokens.
    @inline(never)
    mutating func commandWithBlock(_ name: Int32, receiver: Int32, argumentsFrom base: Int, first: Int, links: Int) throws(RubyError) -> Int32 {
        depth &+= 4  // within `maxDepth`: the shape's command is taken only 9 below it
        let block = try parseBlock(closing: "end")
        depth &-= 4
        let f = tree.nodes[Int(receiver)]
        let made = call(name, receiver: receiver, argumentsFrom: base, block: block, safe: false, hasArguments: true,
                        line: f.line, column: f.column, start: f.start, end: Int32(clamping: previousEnd))
        return try parseExpression(statementLevel: true, resumed: made, from: first, links: links)
    }

    /// `.` (not `&.`).
    @inline(__always)
    func isLink(_ kind: RubyToken.Kind) -> Bool {
        if case let .punct(p) = kind { return p.bits == 0x2E && p.count == 1 }
        return false
    }

    /// What `plainOperand` reads as one: an in-place string or symbol, `nil`, `true`, `false`, `self`.
    @inline(__always)
    func isPlainOperand(_ kind: RubyToken.Kind) -> Bool {
        switch kind {
        case .string(-1), .symbol(-1): return true
        case let .keyword(k):
            switch k.bits {
            case 0x6C_696E, 0x6575_7274, 0x65_736C_6166, 0x666C_6573: return true  // nil true false self
            default: return false
            }
        default: return false
        }
    }

    /// Whether the token at `i` ends a shape's statement as `plainOperand` and the levels after
    /// it would: the end of file, or a line break followed by neither another nor `.`/`&.` (a
    /// chain continued on the next line).
    @inline(__always)
    func endsShape(at i: Int) -> Bool {
        switch tokens[i].kind {
        case .endOfFile: return true
        case .newline:
            switch tokens[i &+ 1].kind {
            case .newline: return false
            case let .punct(p) where p.bits == 0x2E || p.bits == 0x2E26: return false  // . &.
            default: return true
            }
        default: return false
        }
    }
}
