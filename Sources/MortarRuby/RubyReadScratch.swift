/// The parser's arenas kept from one read to the next: a file's tree's `nodes` and `children`,
/// the parser's list stacks (`RubyTreeParser.scratch`, `pairs`) and the lexer's block of its
/// byte classes and the text (`text`, `RubyLexer.tokenize`). Made per file, they were five
/// blocks allocated and freed a file (200 a pass over the 40 real podspecs; kept, the pass
/// reads in 0.09 M instructions fewer). A reader hands its scratch to
/// `RubyEvaluator.init(file:text:environment:host:scratch:)` and takes it back after the read
/// (`RubyEvaluator.takeScratch()`); a parse on a scratch takes each arena from it emptied
/// (`arena(_:capacity:)`), and a parse without one makes its own as before.
///
/// An arena is kept for the next read only when nothing else holds it any more
/// (`isKnownUniquelyReferenced`: a tree kept past the read keeps its arenas to itself) and its
/// room is within `maxKept` elements (one huge file's arenas are dropped, not kept for the rest
/// of the process): `reclaim()`.
package struct RubyReadScratch: Sendable {
    /// The last tree's nodes and list elements, and the parser's list stacks (nil: none kept).
    package internal(set) var nodes: RubyTreeArena<RubyTree.Node>?
    package internal(set) var children: RubyTreeArena<Int32>?
    package internal(set) var stack: RubyTreeArena<Int32>?
    package internal(set) var pairs: RubyTreeArena<Int32>?
    /// The lexer's block: its byte classes, then the text and its zeros (`RubyLexer.tokenize`).
    package internal(set) var text: RubyTreeArena<UInt8>?

    /// The most elements an arena may hold room for and be kept: a real podspec's tree is a
    /// few thousand nodes at most (one node a token, about).
    package static let maxKept = 1 << 15

    package init() {}

    /// The arena `kept`, emptied and with room for `capacity` elements, else a new one of that
    /// room; `kept` refers to it after (to be reclaimed once the read is over).
    @inline(__always)
    static func arena<Element>(_ kept: inout RubyTreeArena<Element>?, capacity: Int) -> RubyTreeArena<Element> {
        if let arena = kept {
            arena.removeAll(from: 0)
            arena.reserve(capacity)
            return arena
        }
        let arena = RubyTreeArena<Element>(capacity: capacity)
        kept = arena
        return arena
    }

    /// The arenas nothing else holds and within `maxKept` elements kept for the next read, the
    /// others let go (their holders keep them). In place: a copy of the scratch would hold each
    /// arena a second time.
    package mutating func reclaim() {
        RubyReadScratch.reclaim(&nodes)
        RubyReadScratch.reclaim(&children)
        RubyReadScratch.reclaim(&stack)
        RubyReadScratch.reclaim(&pairs)
        RubyReadScratch.reclaim(&text)
    }

    /// `kept` let go unless this is its only reference and its room is within `maxKept`.
    static func reclaim<Element>(_ kept: inout RubyTreeArena<Element>?) {
        guard kept != nil else { return }
        if !isKnownUniquelyReferenced(&kept) || kept!.reservedCapacity > maxKept { kept = nil }
    }

    /// Whether each arena is kept (nodes, children, stack, pairs, text).
    package var keptArenas: [Bool] { [nodes != nil, children != nil, stack != nil, pairs != nil, text != nil] }
}
