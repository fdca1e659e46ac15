import DynamicType
import Foundation
import ProofSheetSupport

/// Reads a .stringsdict file, the XML property list of plural and device rules that went with
/// .strings tables before String Catalogs (Apple, "Stringsdict File Format",
/// developer.apple.com/library/archive/documentation/MacOSX/Conceptual/BPInternational/StringsdictFileFormat/StringsdictFileFormat.html).
///
/// Each key maps to a dictionary with `NSStringLocalizedFormatKey`, a format string whose
/// `%#@name@` variables each name a sibling dictionary: `NSStringFormatSpecTypeKey` is
/// `NSStringPluralRuleType` (forms `zero` … `other`, chosen by the argument the variable stands
/// at; `NSStringFormatValueTypeKey`, the number's conversion, is informational here since the
/// forms write their own specifiers) or `NSStringDeviceSpecificRuleType` (forms by device). A
/// key may instead map to a dictionary with `NSStringDeviceSpecificRuleType` alone, whose
/// device forms are strings, as Xcode writes device-specific strings.
/// A plural variable stands for the argument at its place in the text (`%#@files@` the next one,
/// `%2$#@files@` the second), and the specifiers of its chosen form without a position take that
/// argument: Apple's example forms are "%d file remaining" for the variable `files` of type `d`.
/// A device variable takes no argument.
enum StringsDictDecoder {
    static let formatKey = "NSStringLocalizedFormatKey"
    static let specTypeKey = "NSStringFormatSpecTypeKey"
    static let valueTypeKey = "NSStringFormatValueTypeKey"
    static let pluralRule = "NSStringPluralRuleType"
    static let deviceRule = "NSStringDeviceSpecificRuleType"

    /// The entries of the .stringsdict `data` read from `file`, their texts and forms kept in `storage`.
    static func strings(_ data: Data, file: String, storage: inout StringStorage) throws(LocalizationError) -> [String: LocalizedString] {
        let root: Any
        do {
            root = try PropertyListSerialization.propertyList(from: data, format: nil)
        } catch {
            // Foundation's parse errors are Cocoa-domain dumps on Linux; what matters is the kind.
            throw LocalizationError(file: file, problem: "is not a property list; a .stringsdict is an XML property list")
        }
        guard let keys = root as? [String: Any] else {
            throw LocalizationError(file: file, problem: "holds \(kind(of: root)), where a dictionary of keys belongs")
        }
        var strings: [String: LocalizedString] = [:]
        for (key, value) in keys {
            strings[key] = try entry(value, file: file, path: key.quoted, storage: &storage)
        }
        return strings
    }

    private static func entry(_ value: Any, file: String, path: String, storage: inout StringStorage) throws(LocalizationError) -> LocalizedString {
        let fields = try dictionary(value, file: file, path: path)
        if let devices = fields[deviceRule] {
            guard fields.count == 1 else {
                throw LocalizationError(file: file, location: path, problem: "has \(deviceRule) and other keys; it may have only that one")
            }
            return LocalizedString(
                variant: try deviceForms(devices, file: file, path: "\(path).\(deviceRule)", storage: &storage), file: storage.fileIndex(file))
        }
        guard let format = fields[formatKey] else {
            throw LocalizationError(
                file: file, location: path, problem: "has no \(formatKey) (the format string with %#@variables@) nor \(deviceRule)")
        }
        guard let text = format as? String else {
            throw LocalizationError(file: file, location: "\(path).\(formatKey)", problem: "is \(kind(of: format)), where a string belongs")
        }
        var substitutions: [StringSubstitution] = []
        for (name, variable) in fields where name != formatKey {
            let variant = try self.variable(variable, file: file, path: "\(path).\(name.quoted)", storage: &storage)
            substitutions.append(StringSubstitution(name: storage.append(text: name), variant: variant))
        }
        return LocalizedString(
            variant: .text(storage.append(text: text), .translated), substitutions: storage.append(substitutions: substitutions),
            file: storage.fileIndex(file)
        )
    }

    /// A `%#@name@` variable's forms.
    private static func variable(_ value: Any, file: String, path: String, storage: inout StringStorage) throws(LocalizationError) -> StringVariant {
        let fields = try dictionary(value, file: file, path: path)
        let type = fields[specTypeKey] as? String
        let forms = fields.filter { $0.key != specTypeKey && $0.key != valueTypeKey }
        switch type {
        case pluralRule:
            if let valueType = fields[valueTypeKey], !(valueType is String) {
                throw LocalizationError(
                    file: file, location: "\(path).\(valueTypeKey)", problem: "is \(kind(of: valueType)), where a conversion such as d or lld belongs"
                )
            }
            var plural = VariantForms<PluralCategory>()
            for (name, form) in forms {
                guard let category = PluralCategory(rawValue: name) else {
                    throw LocalizationError(
                        file: file, location: "\(path).\(name.quoted)",
                        problem: "is not a plural category; valid: \(PluralCategory.allCases.map(\.rawValue).joined(separator: ", "))")
                }
                let text = storage.append(text: try string(form, file: file, path: "\(path).\(name)"))
                plural[category] = storage.append(variant: .text(text, .translated))
            }
            return .plural(plural)
        case deviceRule:
            return try deviceForms(forms, file: file, path: path, storage: &storage)
        default:
            throw LocalizationError(
                file: file, location: "\(path).\(specTypeKey)",
                problem: "is \(fields[specTypeKey].map { kind(of: $0) } ?? "missing"); valid: \(pluralRule), \(deviceRule)"
            )
        }
    }

    private static func deviceForms(_ value: Any, file: String, path: String, storage: inout StringStorage) throws(LocalizationError) -> StringVariant
    {
        var device = VariantForms<DeviceIdiom>()
        for (name, form) in try dictionary(value, file: file, path: path) {
            guard let idiom = DeviceIdiom(rawValue: name) else {
                throw LocalizationError(
                    file: file, location: "\(path).\(name.quoted)",
                    problem: "is not a device; valid: \(DeviceIdiom.allCases.map(\.rawValue).joined(separator: ", "))")
            }
            let text = storage.append(text: try string(form, file: file, path: "\(path).\(name)"))
            device[idiom] = storage.append(variant: .text(text, .translated))
        }
        return .device(device)
    }

    private static func dictionary(_ value: Any, file: String, path: String) throws(LocalizationError) -> [String: Any] {
        guard let dictionary = value as? [String: Any] else {
            throw LocalizationError(file: file, location: path, problem: "is \(kind(of: value)), where a dictionary belongs")
        }
        return dictionary
    }

    private static func string(_ value: Any, file: String, path: String) throws(LocalizationError) -> String {
        guard let string = value as? String else {
            throw LocalizationError(file: file, location: path, problem: "is \(kind(of: value)), where a string belongs")
        }
        return string
    }

    private static func kind(of value: Any) -> String {
        switch value {
        case let string as String: "the string \(string.quoted)"
        case is [Any]: "an array"
        case is [String: Any]: "a dictionary"
        case let number as NSNumber: "the number \(number)"
        default: "a \(type(of: value))"
        }
    }
}
