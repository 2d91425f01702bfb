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
            var filled = 0
            while filled < buffer.count {
                let count = read(descriptor, buffer.baseAddress! + filled, buffer.count - filled)
                if count < 0 {
                    if errno == EINTR { continue }
                    failure = .unreadable(path, reason: String(cString: strerror(errno)))
                    return 0
                }
                if count == 0 { break }
                filled += count
            }
            if filled == buffer.count {
                grew = true
                return 0
            }
            if let encoding = FileSystemError.utf16Encoding(of: UnsafeBufferPointer(rebasing: buffer[..<filled])) {
                failure = .notUTF8(path, encoding: encoding)
                return 0
            }
            return filled
        }
        close(descriptor)
        if let failure { throw failure }
        // Read again the general way, bounded by `inputLimit` as it grows (a log being written).
        return grew ? try FileSystemError.text(of: readBytes(path), path: path) : text
    }
}
