import Synchronization

/// A description of a value's whole contents that is the same in every run of one build: every
/// stored property by reflection, dictionary entries and set members sorted, each piece tagged
/// with its length so no two values read alike. Fingerprints hash it; only the same build
/// compares them, so a type that changes shape changes every fingerprint along with the build.
package enum CanonicalDescription {
    /// Each type's full name, as `String(reflecting:)` spells it: spelling a name costs the
    /// runtime a demangling, and a screen's description names the same few types thousands of
    /// times.
    private static let typeNames = Mutex<[ObjectIdentifier: String]>([:])

    package static func of(_ value: Any) -> String {
        var text = ""
        append(value, to: &text)
        return text
    }

    private static func append(_ value: Any, to text: inout String) {
        switch value {
        case let string as String:
            text += "s\(string.utf8.count):\(string)"
            return
        case let number as Double:
            // The shortest text that reads back as the same bits, with the sign of zero.
            text += "d\(number.bitPattern)"
            return
        default:
            break
        }
        let mirror = Mirror(reflecting: value)
        switch mirror.displayStyle {
        case .optional:
            if let some = mirror.children.first { append(some.value, to: &text) } else { text += "nil" }
        case .dictionary, .set:
            let entries = mirror.children.map { of($0.value) }.sorted()
            text += "{\(entries.count)"
            for entry in entries { text += "\(entry.utf8.count):\(entry)" }
            text += "}"
        case .enum:
            text += "e\(typeName(of: value)).\(caseName(of: value, mirror: mirror))("
            for child in mirror.children { append(child.value, to: &text) }
            text += ")"
        default:
            guard !mirror.children.isEmpty else {
                // A leaf: a number, a Bool, a Character, or a type with no stored properties.
                let leaf = String(describing: value)
                text += "l\(typeName(of: value))\(leaf.utf8.count):\(leaf)"
                return
            }
            text += "(\(typeName(of: value))"
            for child in mirror.children {
                let label = child.label ?? ""
                text += "\(label.utf8.count):\(label)="
                append(child.value, to: &text)
            }
            text += ")"
        }
    }

    private static func typeName(of value: Any) -> String {
        let type = type(of: value)
        if let name = typeNames.withLock({ $0[ObjectIdentifier(type)] }) { return name }
        // `String(reflecting:)` spells a type with this same call, but only after asking the
        // runtime whether the metatype conforms to three printing protocols, and each first
        // question about a type scans every conformance record in the binary: half the time of
        // describing a screen, and all of it in the serial start of a run.
        let name = _typeName(type, qualified: true)
        typeNames.withLock { $0[ObjectIdentifier(type)] = name }
        return name
    }

    /// An enum value's case: its one child's label when it has a payload, else its description.
    private static func caseName(of value: Any, mirror: Mirror) -> String {
        mirror.children.first?.label ?? String(describing: value)
    }
}
