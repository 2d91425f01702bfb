import MortarCore
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

extension LocalFileSystem {
    /// `FileSysteming.readText`'s answer (UTF-8, invalid bytes as U+FFFD, UTF-16 refused), read
    /// straight into the string's storage: through `readBytes` every file was zeroed into an
    /// array, read into it, then validated and copied into a string of its own (≈15,500
    /// instructions a real podspec; now ≈11,000, most of it the UTF-8 validation every `String`
    /// made from bytes gets).
    public func readText(_ path: String) throws(FileSystemError) -> String {
        let (descriptor, size) = try openForReading(path)
        var failure: FileSystemError?
        var grew = false
        // One byte past the size tells a file that grew since `fstat` from one that did not.
        let text = String(unsafeUninitializedCapacity: size + 1) { buffer -> Int in
            switch Self.readWhole(descriptor, into: buffer, path: path) {
            case let .read(filled): return filled
            case .grew: grew = true
            case let .failed(error): failure = error
            }
            return 0
        }
        close(descriptor)
        if let failure { throw failure }
        // Read again the general way, bounded by `inputLimit` as it grows (a log being written).
        return grew ? try FileSystemError.text(of: readBytes(path), path: path) : text
    }

    /// `FileSysteming.readUTF8`'s answer, read straight into the array and checked eight bytes
    /// at a time while they are ASCII (`UTF8Text.isValid`): no `String` of the file is made, so
    /// its bytes are not validated one at a time (≈3 instructions a byte in `readText`).
    public func readUTF8(_ path: String) throws(FileSystemError) -> UTF8Text {
        let (descriptor, size) = try openForReading(path)
        var failure: FileSystemError?
        var grew = false
        // One byte past the size tells a file that grew since `fstat` from one that did not.
        let bytes = [UInt8](unsafeUninitializedCapacity: size + 1) { buffer, initialized in
            initialized = 0
            switch Self.readWhole(descriptor, into: buffer, path: path) {
            case let .read(filled): initialized = filled
            case .grew: grew = true
            case let .failed(error): failure = error
            }
        }
        close(descriptor)
        if let failure { throw failure }
        // Read again the general way, bounded by `inputLimit` as it grows (a log being written).
        return grew ? try FileSystemError.utf8Text(of: readBytes(path), path: path) : UTF8Text(repairing: bytes)
    }

    /// What `readWhole` read.
    private enum WholeRead {
        /// `filled` bytes, the whole file (fewer than the buffer holds).
        case read(Int)
        /// The file filled the buffer: it grew since its size was taken.
        case grew
        /// The file is UTF-16 (`.notUTF8`), or could not be read.
        case failed(FileSystemError)
    }

    /// Reads the file open as `descriptor` into `buffer` (one byte larger than its size), and
    /// refuses UTF-16 text as `FileSystemError.text(of:path:)` does. A read that fills the
    /// file's size and stops short of the byte past it has met the file's end: a regular file
    /// reads short only there, so no second `read` is made to see it return 0 (one system call
    /// a file fewer; a file that grew since `fstat` fills the byte past its size, as before).
    private static func readWhole(_ descriptor: Int32, into buffer: UnsafeMutableBufferPointer<UInt8>, path: String) -> WholeRead {
        var filled = 0
        while filled < buffer.count {
            let asked = buffer.count - filled
            let count = read(descriptor, buffer.baseAddress! + filled, asked)
            if count < 0 {
                if errno == EINTR { continue }
                return .failed(.unreadable(path, reason: String(cString: strerror(errno))))
            }
            if count == 0 { break }
            filled += count
            if count < asked, filled == buffer.count - 1 { break }
        }
        if filled == buffer.count { return .grew }
        if let encoding = FileSystemError.utf16Encoding(of: UnsafeBufferPointer(rebasing: buffer[..<filled])) {
            return .failed(.notUTF8(path, encoding: encoding))
        }
        return .read(filled)
    }
}
