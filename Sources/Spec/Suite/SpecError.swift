import DynamicType
import ProofSheetSupport

/// A spec (or accept list) that cannot be used, located as precisely as possible: file, line and
/// column, and the key path (`screens[0].cell.stack.items[1].label.style`).
public struct SpecError: Error, Equatable, Sendable, CustomStringConvertible {
    public var file: String
    public var line: Int?
    public var column: Int?
    public var keyPath: String
    public var problem: String

    /// A problem at `keyPath` in `file`, at `line` and `column` when known (the memberwise
    /// initializer, for ProofSheet's readers of accept lists and audit baselines).
    package init(file: String, line: Int? = nil, column: Int? = nil, keyPath: String, problem: String) {
        self.file = file
        self.line = line
        self.column = column
        self.keyPath = keyPath
        self.problem = problem
    }

    /// One line, however long or odd the spec's keys and values: key path and problem are cut
    /// to a readable length and control characters escaped. The file, line and column are said
    /// once, at the start (`file:line:column:`), as compilers and editors expect them.
    public var description: String {
        let location = [line.map(String.init), column.map(String.init)].compactMap { $0 }.joined(separator: ":")
        let prefix = location.isEmpty ? file.excerpt(limit: 300) : "\(file.excerpt(limit: 300)):\(location)"
        let at = keyPath.isEmpty ? "" : " at \(keyPath.excerpt(limit: 200))"
        let problem = problem.excerpt(limit: 1_000)
        return "\(prefix): \(problem.firstClause)\(at)\(problem.restAfterFirstClause)"
    }
}

extension String {
    /// "unknown text style 'bodyy'" of "unknown text style 'bodyy'; did you mean 'body'? Valid: …"
    /// and of "unknown key 'foo'. Valid keys: …": the problem up to its first semicolon, or to the
    /// end of its first sentence (a full stop, a space and a capital letter).
    fileprivate var firstClause: String { String(self[..<firstClauseEnd]) }

    fileprivate var restAfterFirstClause: String { String(self[firstClauseEnd...]) }

    private var firstClauseEnd: Index {
        let semicolon = firstIndex(of: ";") ?? endIndex
        let sentence = firstRange(of: /\. \p{Lu}/)?.lowerBound ?? endIndex
        return Swift.min(semicolon, sentence)
    }
}
