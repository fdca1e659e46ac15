import Yams

/// Where each value of a spec's templates and settings is written: line and column by key path
/// (`screens[0].cell.stack.items[1].label`), so that a problem found after loading (a padding
/// wider than the cell at one device, a label squeezed to no width at AX5) is reported at its
/// place in the file like a decoding error.
///
/// Of item data (`items`, `sections[i].items`), which can hold 100,000 records and is never where
/// a layout problem is written, only the list itself and the fields written per language or as
/// string keys are recorded: where an untranslated text is written.
package struct SpecLocations: Sendable, Hashable {
    /// The spec file as the user named it.
    package let file: String
    private var positions: [String: Position] = [:]

    struct Position: Sendable, Hashable {
        let line: Int
        let column: Int
    }

    /// The locations of every value under `root` outside item data.
    init(root: Node, file: String) {
        self.file = file
        record(root, at: "")
    }

    private mutating func record(_ node: Node, at path: String) {
        if let mark = node.mark { positions[path] = Position(line: mark.line, column: mark.column) }
        switch node {
        case .mapping(let mapping):
            for (key, value) in mapping {
                guard let name = key.string else { continue }
                let childPath = path.isEmpty ? name : "\(path).\(name)"
                if name == "items", Self.holdsItemData(path) {
                    recordLocalizedFields(value, at: childPath)
                } else {
                    record(value, at: childPath)
                }
            }
        case .sequence(let sequence):
            for (index, child) in sequence.enumerated() { record(child, at: "\(path)[\(index)]") }
        case .scalar, .alias:
            break
        }
    }

    /// The item list at `path` and, in each record of a plain list, the fields whose value is a
    /// mapping (text per language, a string key).
    private mutating func recordLocalizedFields(_ items: Node, at path: String) {
        if let mark = items.mark { positions[path] = Position(line: mark.line, column: mark.column) }
        guard case .sequence(let records) = items else { return }
        for (index, record) in records.enumerated() {
            guard case .mapping(let fields) = record else { continue }
            for (key, value) in fields {
                guard let name = key.string, case .mapping = value, let mark = value.mark else { continue }
                positions["\(path)[\(index)].\(name)"] = Position(line: mark.line, column: mark.column)
            }
        }
    }

    /// Whether `items` under the mapping at `path` is item data: a screen's (`screens[0]`) or a
    /// section's (`screens[0].sections[1]`), not a stack's elements.
    private static func holdsItemData(_ path: String) -> Bool {
        let parts = path.split(separator: ".")
        return parts.first?.hasPrefix("screens[") == true && (parts.count == 1 || parts.count == 2 && parts[1].hasPrefix("sections["))
    }

    /// The line and column (from 1) of the value at `keyPath`, or of its nearest written
    /// ancestor when the value itself was left out (a default); nil when neither is written.
    package func position(of keyPath: String) -> (line: Int, column: Int)? {
        var path = Substring(keyPath)
        while positions[String(path)] == nil, let cut = path.lastIndex(where: { $0 == "." || $0 == "[" }) {
            path = path[..<cut]
        }
        return positions[String(path)].map { ($0.line, $0.column) }
    }

    /// A `SpecError` at `keyPath`, or at its nearest written ancestor when the value itself was
    /// left out (a default).
    package func error(at keyPath: String, problem: String) -> SpecError {
        let position = position(of: keyPath)
        return SpecError(file: file, line: position?.line, column: position?.column, keyPath: keyPath, problem: problem)
    }
}
