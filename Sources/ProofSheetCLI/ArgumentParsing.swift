import ArgumentParser
import ProofSheet
import ProofSheetSupport
import Rendering

/// Argument transforms that turn a `NameError` into a parse error naming the valid values.
enum ArgumentParsing {
    static func category(_ text: String) throws -> ContentSizeCategory {
        do { return try ContentSizeCategory(parsingNamed: text) } catch { throw ValidationError(error.description) }
    }

    static func style(_ text: String) throws -> TextStyle {
        do { return try TextStyle(parsing: text) } catch { throw ValidationError(error.description) }
    }

    /// Throws unless `value`, given as `flag`, is within `limit`: "--width nan is not a finite
    /// number; valid: 1...100,000 pt".
    static func check(_ value: Double, _ limit: NumberLimit, flag: String) throws {
        if let problem = limit.problem(with: value) { throw ValidationError("\(flag) \(problem)") }
    }

    /// ``check(_:_:flag:)`` for a whole number.
    static func check(_ value: Int, _ limit: NumberLimit, flag: String) throws {
        try check(Double(value), limit, flag: flag)
    }

    /// The transform of every path option and argument: the path as given, unless it is empty
    /// (`-o "$OUT"` with the variable unset), which would otherwise mean the current folder.
    static func path(_ text: String) throws -> String {
        if text.isEmpty { throw ValidationError("an empty path names no file or folder; is the variable that should give it unset?") }
        return text
    }

    /// Throws unless every one of `outputs` (its option and path) is a file of its own: not one
    /// of the command's `inputs` (what it is and its path), which it would overwrite while
    /// reading, and not another output, however the paths are spelled (``FileIdentity``: `./x`,
    /// a symbolic link to it, a hard link). Nil paths are options not given.
    static func checkSeparate(outputs: [(option: String, path: String?)], inputs: [(what: String, path: String?)]) throws {
        let outputs = outputs.compactMap { output in output.path.map { (option: output.option, path: $0, identity: FileIdentity($0)) } }
        let inputs = inputs.compactMap { input in input.path.map { (what: input.what, path: $0, identity: FileIdentity($0)) } }
        for (index, output) in outputs.enumerated() {
            if let input = inputs.first(where: { $0.identity == output.identity }) {
                throw ValidationError(
                    "\(output.option) \(output.path) is \(input.what) \(input.path), which this command reads; write the output to another file")
            }
            if let other = outputs[..<index].first(where: { $0.identity == output.identity }) {
                throw ValidationError("\(output.option) \(output.path) and \(other.option) \(other.path) are the same file; give each its own")
            }
        }
    }
}
