import Foundation
import Yams

/// Reads a spec (YAML, or JSON, which is read as YAML) into a `Suite`, turning every problem
/// into a `SpecError` with the file, line, column and key path.
public enum SpecLoader {
    /// Loads the spec at `path`.
    public static func load(path: String) throws(SpecError) -> Suite {
        try parse(try text(atPath: path), file: path)
    }

    /// The UTF-8 text of the file at `path` (a spec or an accept list).
    static func text(atPath path: String) throws(SpecError) -> String {
        guard let data = FileManager.default.contents(atPath: path) else {
            let exists = FileManager.default.fileExists(atPath: path)
            throw SpecError(file: path, keyPath: "", problem: exists ? "cannot read the file (permissions?)" : "no such file")
        }
        guard let text = String(data: data, encoding: .utf8) else {
            throw SpecError(file: path, keyPath: "", problem: "the file is not UTF-8 text")
        }
        return text
    }

    /// Parses spec text; `file` names it in errors.
    public static func parse(_ text: String, file: String = "<spec>") throws(SpecError) -> Suite {
        let node = try compose(text, file: file, ifEmpty: "the spec is empty; it needs name and screens")
        do {
            // Colours first, so every template can report an unknown colour name where it is.
            let palette = try YAMLDecoder().decode(Suite.Colors.self, from: node).palette
            let check = ColorNameCheck { palette.problem(with: $0) }
            return try YAMLDecoder().decode(Suite.self, from: node, userInfo: [ColorNameCheck.userInfoKey: check])
        } catch let error as DecodingError {
            throw locate(error, in: node, file: file)
        } catch {
            throw SpecError(file: file, keyPath: "", problem: String(describing: error))
        }
    }

    /// The YAML (or JSON) document in `text`; a syntax error carries its line and column, and an
    /// empty document is the error `ifEmpty`.
    static func compose(_ text: String, file: String, ifEmpty: String) throws(SpecError) -> Node {
        do {
            if let node = try Yams.compose(yaml: text) { return node }
        } catch {
            throw syntaxError(error, file: file)
        }
        throw SpecError(file: file, keyPath: "", problem: ifEmpty)
    }

    private static func syntaxError(_ error: any Error, file: String) -> SpecError {
        if let yaml = error as? YamlError {
            switch yaml {
            case .scanner(_, let problem, let mark, _), .parser(_, let problem, let mark, _), .composer(_, let problem, let mark, _):
                return SpecError(file: file, line: mark.line, column: mark.column, keyPath: "", problem: "not valid YAML/JSON: \(problem)")
            default: break
            }
        }
        return SpecError(file: file, keyPath: "", problem: "not valid YAML/JSON: \(error)")
    }

    /// Finds the node a decoding error's path points at, for its line and column.
    static func locate(_ error: DecodingError, in root: Node, file: String) -> SpecError {
        let (path, problem): ([any CodingKey], String) = switch error {
        case .keyNotFound(let key, let context):
            (context.codingPath, "missing key '\(key.stringValue)'" + (context.debugDescription.hasPrefix("No value") ? "" : ": \(context.debugDescription)"))
        case .typeMismatch(let type, let context):
            (context.codingPath, "expected \(describe(type))" + (context.debugDescription.isEmpty ? "" : " (\(context.debugDescription))"))
        case .valueNotFound(let type, let context):
            (context.codingPath, "expected \(describe(type)) but found nothing")
        case .dataCorrupted(let context):
            (context.codingPath, context.debugDescription)
        @unknown default:
            ([], String(describing: error))
        }
        var node = root
        for key in path {
            guard let next = child(of: node, key) else { break }
            node = next
        }
        return SpecError(file: file, line: node.mark?.line, column: node.mark?.column, keyPath: keyPath(path), problem: problem)
    }

    private static func child(of node: Node, _ key: any CodingKey) -> Node? {
        if let index = key.intValue, let sequence = node.sequence, index < sequence.count { return sequence[index] }
        return node.mapping?[key.stringValue]
    }

    /// `screens[0].cell.stack.items[1].label.style`.
    static func keyPath(_ path: [any CodingKey]) -> String {
        path.reduce(into: "") { text, key in
            if let index = key.intValue { text += "[\(index)]" } else { text += (text.isEmpty ? "" : ".") + key.stringValue }
        }
    }

    private static func describe(_ type: Any.Type) -> String {
        switch type {
        case is String.Type: "text"
        case is Double.Type, is Int.Type: "a number"
        case is Bool.Type: "true or false"
        default: "\(type)".replacingOccurrences(of: "Swift.", with: "")
        }
    }
}
