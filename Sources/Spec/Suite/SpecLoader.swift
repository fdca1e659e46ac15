import DynamicType
import Foundation
import ProofSheetSupport
import Yams

/// Reads a spec (YAML, or JSON, which is read as YAML) into a `Suite`, turning every problem
/// into a `SpecError` with the file, line, column and key path.
public enum SpecLoader {
    /// `bytes` as UTF-8 text; `file` names it in errors.
    package static func text(of bytes: [UInt8], file: String) throws(SpecError) -> String {
        guard let text = String(validating: bytes, as: UTF8.self) else {
            throw SpecError(file: file, keyPath: "", problem: "the file is not UTF-8 text")
        }
        return text
    }

    /// Parses spec text; `file` names it in errors.
    public static func parse(_ text: String, file: String = "<spec>") throws(SpecError) -> Suite {
        let node = try compose(text, file: file, ifEmpty: "the spec is empty; it needs name and screens")
        var suite: Suite
        let locations = SpecLocations(root: node, file: file)
        do {
            // Colours and text-style defaults first, so every template can report an unknown colour
            // name where it is, and labels start from their style's paragraph defaults.
            let preamble = try YAMLDecoder().decode(Suite.Preamble.self, from: node)
            // The asset catalogs' colour sets are colour names the templates may use.
            let assets = try Suite.readAssetCatalogs(preamble.assetCatalogs, relativeTo: file, locations: locations, file: file)
            var palette = preamble.palette
            palette.assetColors = assets.colors
            let check = ColorNameCheck { [palette] in palette.problem(with: $0) }
            // Custom symbols' names are symbol names the templates may use.
            let symbols = try CustomSymbols.read(preamble.symbols, catalogs: assets, relativeTo: file, locations: locations, file: file)
            suite = try YAMLDecoder().decode(
                Suite.self, from: node,
                userInfo: [
                    ColorNameCheck.userInfoKey: check, ParagraphStyle.defaultsUserInfoKey: preamble.paragraphs,
                    Suite.systemFontUserInfoKey: preamble.systemFont ?? Font.defaultFamily,
                    Suite.languagesUserInfoKey: preamble.languages ?? [], ScreenDefaults.userInfoKey: preamble.screenDefaults,
                    CustomSymbols.userInfoKey: symbols.names,
                ]
            )
            suite.locations = locations
            suite.assets = assets
            suite.customSymbols = symbols
            suite.palette.assetColors = assets.colors
        } catch let error as SpecError {
            throw error
        } catch let error as DecodingError {
            throw locate(error, in: node, file: file)
        } catch {
            throw SpecError(file: file, keyPath: "", problem: String(describing: error))
        }
        // Outside the decoding errors' handling: these errors are already located.
        do throws(ValueProblem) { try suite.checkFolderNames() } catch { throw locations.error(at: error.keyPath, problem: error.problem) }
        do throws(DecodingError) { try suite.checkPlaceholders() } catch { throw locate(error, in: node, file: file) }
        try suite.loadStrings(relativeTo: file)
        return suite
    }

    /// The YAML (or JSON) document in `text`; a syntax error carries its line and column, and an
    /// empty document is the error `ifEmpty`. Scalars are resolved only for merge keys (`<<`), as
    /// `YAMLDecoder` resolves them when it parses text itself: decoding reads each scalar as the
    /// type it decodes, and Yams' default resolver ran seven regular expressions for every key
    /// looked up, half of a large spec's load time.
    package static func compose(_ text: String, file: String, ifEmpty: String) throws(SpecError) -> Node {
        let mergeKeysOnly = Resolver.basic.appending(.merge)
        let node: Node?
        do {
            node = try Yams.compose(yaml: text, mergeKeysOnly)
        } catch {
            throw syntaxError(error, file: file)
        }
        guard let node else { throw SpecError(file: file, keyPath: "", problem: ifEmpty) }
        try checkExpandedSize(of: node, file: file)
        return node
    }

    /// The most values (scalars, lists and mappings) a document may hold once its aliases are
    /// expanded: ample for 100,000 items, and far below what a "billion laughs" document of
    /// nested aliases expands to.
    static let maximumExpandedNodeCount = 5_000_000

    /// Refuses a document whose aliases expand past ``maximumExpandedNodeCount`` values. Yams
    /// resolves an alias by sharing the anchored node, so the document is small in memory, but
    /// decoding would visit every copy: the walk stops as soon as the count is exceeded.
    private static func checkExpandedSize(of root: Node, file: String) throws(SpecError) {
        var pending = [root]
        var count = 0
        while let node = pending.popLast() {
            count += 1
            if count > maximumExpandedNodeCount {
                throw SpecError(
                    file: file, keyPath: "",
                    problem:
                        "the document expands to more than \(maximumExpandedNodeCount) values (YAML aliases nested inside each other?); a spec may hold at most that many"
                )
            }
            switch node {
            case .mapping(let mapping):
                for (key, value) in mapping {
                    pending.append(key)
                    pending.append(value)
                }
            case .sequence(let sequence): pending.append(contentsOf: sequence)
            case .scalar, .alias: break
            }
        }
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

    /// Finds the node a decoding error's path points at, for its line and column, and says what
    /// was expected there in the spec's words (never "Expected to decode Mapping but found Node").
    package static func locate(_ error: DecodingError, in root: Node, file: String) -> SpecError {
        let path = codingPath(of: error)
        var problem: String
        switch error {
        case .keyNotFound(let key, let context):
            problem =
                "missing key \(key.stringValue.quoted)" + (context.debugDescription.hasPrefix("No value") ? "" : ": \(context.debugDescription)")
        case .typeMismatch(let type, let context):
            problem = "expected \(describe(type))"
            if !context.debugDescription.isEmpty, !context.debugDescription.hasPrefix("Expected to decode") {
                problem += " (\(context.debugDescription))"
            }
        case .valueNotFound(let type, _):
            problem = "expected \(describe(type)) but found nothing"
        case .dataCorrupted(let context):
            problem = context.debugDescription
        @unknown default:
            problem = String(describing: error)
        }
        var node = root
        var reached = true
        for key in path {
            guard let next = child(of: node, key) else {
                reached = false
                break
            }
            node = next
        }
        if case .typeMismatch = error, reached { problem += " but found \(describe(node))" }
        return SpecError(file: file, line: node.mark?.line, column: node.mark?.column, keyPath: keyPath(path), problem: problem)
    }

    /// Where in the decoded document `error` happened: its context's coding path.
    static func codingPath(of error: DecodingError) -> [any CodingKey] {
        switch error {
        case .keyNotFound(_, let context), .typeMismatch(_, let context), .valueNotFound(_, let context), .dataCorrupted(let context):
            context.codingPath
        @unknown default: []
        }
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

    /// The spec's word for a Swift type: "text", "a number", "a mapping (key: value)", "a list".
    private static func describe(_ type: Any.Type) -> String {
        switch type {
        case is String.Type: return "text"
        case is Double.Type, is Int.Type: return "a number"
        case is Bool.Type: return "true or false"
        default:
            let name = "\(type)"
            if name.contains("Mapping") || name.hasPrefix("Dictionary") || name.hasPrefix("[") && name.contains(":") {
                return "a mapping (key: value)"
            }
            if name.contains("Sequence") || name.hasPrefix("Array") || name.hasPrefix("[") { return "a list" }
            if name.contains("Scalar") { return "a single value" }
            return "a value of type \(name.replacingOccurrences(of: "Swift.", with: ""))"
        }
    }

    /// What a node holds, for "but found …".
    private static func describe(_ node: Node) -> String {
        switch node {
        case .scalar(let scalar): "\(scalar.string.quoted)"
        case .mapping: "a mapping"
        case .sequence: "a list"
        case .alias: "an alias"
        }
    }
}
