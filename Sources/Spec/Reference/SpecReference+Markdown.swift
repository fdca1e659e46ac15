import Localization
import ProofSheetSupport

/// The spec reference (docs/spec-reference.md) and the spec's JSON Schema
/// (docs/schemas/spec.schema.json), written from the decoders' key tables (``SpecKeyTable``,
/// ``SpecObject``) by tools/spec-reference and checked against the committed files by a test.
package enum SpecReference {
    /// Each generated file's path in the repository and its contents.
    package static func files() -> [(path: String, contents: String)] {
        [("docs/spec-reference.md", markdown()), ("docs/schemas/spec.schema.json", schema())]
    }

    /// The reference: every key of every mapping a spec writes, grouped by mapping, with its type,
    /// default, allowed values or range, what it does and an example.
    package static func markdown() -> String {
        var lines = [
            "# Spec reference",
            "",
            "<!-- Written by tools/spec-reference from the spec decoders' key tables (Sources/Spec/Reference); edit those, not this file. -->",
            "",
            "A spec is a YAML (or JSON) file: a [suite](#suite) of [screens](#screen), each with its devices, a [layout](#layout), "
                + "a [cell template](#cell) and the items that fill it. Every mapping below accepts only the keys listed: any other key is an error "
                + "naming the nearest valid one. Numbers outside their range are errors too.",
            "",
            "For completion and checks while typing in any editor using yaml-language-server (VS Code's YAML extension), name the schema "
                + "on the spec's first line by its path relative to the spec (as the bundled examples in Examples/ do):",
            "",
            "```yaml",
            "# yaml-language-server: $schema=../docs/schemas/spec.schema.json",
            "```",
            "",
            "yaml-language-server also takes a URL, so a team can point every spec at the file where its copy of the repository is served.",
            "",
            "The schema ([docs/schemas/spec.schema.json](schemas/spec.schema.json), JSON Schema draft-07) is written from the same tables as this page. "
                + "It lists names as this page spells them; the loader also forgives letter case. "
                + "`tools/validate-json docs/schemas/spec.schema.json my-spec.yaml` checks a spec against it.",
            "",
            "## Contents",
            "",
        ]
        lines += SpecObject.allCases.map { "- [\($0.title)](#\($0.rawValue))" }
        for object in SpecObject.allCases {
            lines += ["", "<a id=\"\(object.rawValue)\"></a>", "", "## \(object.title)", "", object.summary]
            if !object.alternatives.isEmpty {
                let forms = object.alternatives.map { type in
                    let allowed = allowedValues(type)
                    return typeName(type) + (allowed.isEmpty ? "" : " (\(allowed))")
                }
                lines += ["", "In place of a mapping of the keys below: " + forms.joined(separator: "; or ") + "."]
            }
            if !object.requiresOneOf.isEmpty {
                lines += ["", "Needs at least one of " + object.requiresOneOf.map { "`\($0)`" }.joined(separator: ", ") + "."]
            }
            if !object.exclusiveKeys.isEmpty {
                lines += ["", "Give " + object.exclusiveKeys.map { "`\($0)`" }.joined(separator: " or ") + ", not both."]
            }
            lines += ["", "| Key | Type | Default | Allowed | Description | Example |", "|---|---|---|---|---|---|"]
            for (key, reference) in object.keys {
                let cells = [
                    "`\(key)`", typeName(reference.type), reference.isRequired ? "required" : reference.defaultValue.map(writtenDefault) ?? "none",
                    allowedValues(reference.type), reference.summary, "`\(reference.example)`",
                ]
                lines.append("| " + cells.map { $0.replacingOccurrences(of: "|", with: "\\|") }.joined(separator: " | ") + " |")
            }
            if !object.notes.isEmpty { lines += [""] + object.notes.map { "- \($0)" } }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// A default as the table shows it: a value in code style, a sentence (with spaces or code of
    /// its own) as it is.
    static func writtenDefault(_ value: String) -> String {
        value.contains("`") || (value.contains(" ") && !value.hasPrefix("[")) ? value : "`\(value)`"
    }

    /// What a value of `type` is, in a few words, linking to the mapping it is.
    static func typeName(_ type: SpecValueType) -> String {
        switch type {
        case .text: "text"
        case .name: "name"
        case .boolean: "boolean"
        case .anyNumber: "number"
        case .number(let limit): limit.isInteger ? "whole number" : "number"
        case .names(let names): names.kind
        case .integers: "whole number"
        case .scalar: "text, number or boolean"
        case .color: "colour"
        case .languageTag: "language tag"
        case .localizedText: "localized text"
        case .object(let object): "[\(object.title.components(separatedBy: " (")[0].lowercased())](#\(object.rawValue))"
        case .list(let item, _, _, _): "list of \(typeName(item))"
        case .either(let types): types.map(typeName).joined(separator: " or ")
        case .map(let keys, let values): "mapping of \(keyName(keys)) to \(typeName(values))"
        case .null: "nothing"
        }
    }

    private static func keyName(_ keys: SpecMapKeys) -> String {
        switch keys {
        case .any: "name"
        case .names(let names): names.kind
        case .languageTags: "language tag"
        }
    }

    /// The values or range `type` allows, as the decoder checks them; empty when any value of
    /// the type is allowed.
    static func allowedValues(_ type: SpecValueType) -> String {
        switch type {
        case .text, .boolean, .scalar, .null, .object, .anyNumber: return ""
        case .name: return "at most \(Slug.maximumNameLength) characters with a letter or digit, no `/`, `\\` or `..` (it becomes a file name)"
        case .number(let limit): return limit.validRange
        case .names(let names):
            let notes = [names.note, names.toleranceNote].compactMap { $0 }
            return names.canonical.map { "`\($0)`" }.joined(separator: ", ") + (notes.isEmpty ? "" : " (\(notes.joined(separator: "; ")))")
        case .integers(let numbers): return numbers.map(String.init).joined(separator: ", ")
        case .color:
            return "`#RGB`, `#RRGGBB`, `#RRGGBBAA`, an iOS system colour name (`label`, `systemBlue`), a name under the suite's `colors` "
                + "or a colour set of its `assetCatalogs`"
        case .languageTag:
            return "a BCP 47 tag (`en`, `pt-BR`, `zh-Hant`) or a pseudolanguage: "
                + Pseudolanguage.allCases.map { "`\($0.name)`" }.joined(separator: ", ")
        case .localizedText:
            return
                "text (`Settings`), text per language (`{en: Settings, de: Einstellungen}`) or a [string key](#stringKey) (`{key: settings.title}`)"
        case .list(let item, let minItems, let maxItems, let unique):
            var bounds: [String] = []
            if let maxItems, maxItems == minItems {
                bounds.append("exactly \(minItems)")
            } else {
                if minItems > 0 { bounds.append("at least \(minItems)") }
                if let maxItems { bounds.append("at most \(maxItems)") }
            }
            if unique { bounds.append("each once") }
            let each = allowedValues(item)
            let isMap = if case .map = item { true } else { false }
            return (bounds + (each.isEmpty ? [] : [isMap ? each : "each \(each)"])).joined(separator: "; ")
        case .either(let types): return types.map(allowedValues).filter { !$0.isEmpty }.joined(separator: "; ")
        case .map(let keys, let values):
            let keyValues = if case .names(let names) = keys { "keys: " + allowedValues(.names(names)) } else { "" }
            let valueValues = allowedValues(values)
            return [keyValues, valueValues.isEmpty ? "" : "values: \(valueValues)"].filter { !$0.isEmpty }.joined(separator: "; ")
        }
    }
}
