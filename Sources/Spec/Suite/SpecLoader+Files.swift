import ProofSheetSupport

// Reading a spec, an accept list or an audit baseline from a file or standard input, bounded by
// `FileBytes`.
extension SpecLoader {
    /// Loads the spec at `path`.
    package static func load(path: String) throws(SpecError) -> Suite {
        try parse(try text(atPath: path), file: path)
    }

    /// The largest spec, accept list or audit baseline read, in bytes (64 MiB), from a file or
    /// from standard input.
    package static let maximumFileSize = 64 << 20

    /// The UTF-8 text of the file at `path` (a spec or an accept list).
    package static func text(atPath path: String) throws(SpecError) -> String {
        let bytes: [UInt8]
        do {
            bytes = try FileBytes.read(path, limit: maximumFileSize)
        } catch {
            throw SpecError(file: path, keyPath: "", problem: "cannot read the file: \(error.reason)")
        }
        return try text(of: bytes, file: path)
    }

    /// The UTF-8 text read from `descriptor` (standard input) to its end, at most
    /// `maximumFileSize` bytes; `file` names it in errors.
    package static func text(readingDescriptor descriptor: Int32, file: String) throws(SpecError) -> String {
        let bytes: [UInt8]
        do {
            bytes = try FileBytes.read(descriptor: descriptor, limit: maximumFileSize)
        } catch {
            throw SpecError(file: file, keyPath: "", problem: "cannot read the input: \(error.reason)")
        }
        return try text(of: bytes, file: file)
    }
}
