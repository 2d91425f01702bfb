import Foundation
import MortarCore
import MortarFormats
import MortarWorkspace
import Testing

/// `LocalFileSystem.readUTF8` (read into an array, checked a word at a time) answers what
/// `readText` answers, as bytes: the same repairs, the same refusals; and a Ruby podspec read
/// from those bytes reads as from the text.
@Suite struct LocalFileSystemReadUTF8Tests {
    static let cases: [(name: String, bytes: [UInt8], refused: String?)] = {
        var cases = LocalFileSystemReadTextTests.cases
        let words: [UInt8] = Array(String(repeating: "abcdefgh", count: 9).utf8)
        cases.append(("a byte-order mark", [0xEF, 0xBB, 0xBF, 0x61, 0x0A], nil))
        cases.append(("a bad byte after ASCII words", words + [0xC3, 0x28, 0x61], nil))
        cases.append(("a sequence cut at the end", words + [0xE2, 0x82], nil))
        cases.append(("a surrogate", [0x61, 0xED, 0xA0, 0x80, 0x62], nil))
        cases.append(("an overlong form", [0x61, 0xC0, 0xAF, 0x62], nil))
        return cases
    }()

    @Test(arguments: cases.indices) func theBytesAreThoseOfTheText(_ index: Int) throws {
        let (name, bytes, refused) = Self.cases[index]
        try LocalFileSystemReadTextTests.withFile(bytes) { path in
            let fileSystem = LocalFileSystem()
            if let refused {
                #expect(throws: FileSystemError.notUTF8(path, encoding: refused)) { try fileSystem.readUTF8(path) }
            } else {
                let read = try fileSystem.readUTF8(path), text = try fileSystem.readText(path)
                #expect(read.bytes == Array(text.utf8), "\(name)")
            }
        }
    }

    static let spec = "Pod::Spec.new do |s|\n  s.name = 'A'\n  s.version = '1.0'\nend\n"
    static let podspecs: [(name: String, bytes: [UInt8])] = {
        var cases: [(name: String, bytes: [UInt8])] = []
        var literal: [UInt8] = Array("Pod::Spec.new do |s|\n  s.name = 'A".utf8)
        literal += [0xFF]
        literal += Array("'\n  s.version = '1.0'\n  s.summary = 'caf".utf8)
        literal += [0xC3, 0x28]
        literal += Array("'\nend\n".utf8)
        cases.append(("bad byte in a literal", literal))
        var comment: [UInt8] = Array("# ".utf8)
        comment += [0xE2, 0x82, 0x0A]
        comment += Array(spec.utf8)
        cases.append(("bad byte in a comment", comment))
        var name: [UInt8] = Array("Pod::Spec.new do |s|\n  s.na".utf8)
        name += [0xFF]
        name += Array("me = 'A'\nend\n".utf8)
        cases.append(("bad byte in a name", name))
        cases.append(("byte-order mark", [0xEF, 0xBB, 0xBF] + Array(spec.utf8)))
        var utf16: [UInt8] = [0xFF, 0xFE]
        for unit in spec.utf16 { utf16 += [UInt8(unit & 0xFF), UInt8(unit >> 8)] }
        cases.append(("UTF-16", utf16))
        return cases
    }()

    /// Podspecs with a bad byte (in a literal, a comment, a name), a byte-order mark, in UTF-16:
    /// the component (or the error, or the refusal) read from `readUTF8`'s bytes is the one read
    /// from `readText`'s text.
    @Test(arguments: podspecs.indices)
    func aPodspecReadsFromItsBytesAsFromItsText(_ index: Int) throws {
        let (name, bytes) = Self.podspecs[index]
        try LocalFileSystemReadTextTests.withFile(bytes, named: "A.podspec") { path in
            let fileSystem = LocalFileSystem()
            func read(_ body: () throws -> Component) -> Outcome {
                do { return .read(try body()) } catch { return .failed("\(error)") }
            }
            let fromText = read { try RubyPodspecReader.read(try fileSystem.readText(path), file: "A.podspec") }
            let fromBytes = read { try RubyPodspecReader.read(try fileSystem.readUTF8(path), file: "A.podspec") }
            #expect(fromBytes == fromText, "\(name)")
        }
    }

    /// A component read, or the error's description.
    enum Outcome: Equatable {
        case read(Component)
        case failed(String)
    }
}
