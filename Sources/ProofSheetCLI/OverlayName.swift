import ArgumentParser
import Foundation
import ProofSheet
import Rendering

/// A name `--overlays` takes, in `render` and `sheet` alike: the one parser of both.
enum OverlayName: Hashable {
    /// An overlay, by `Overlay`'s name: grid, truncation, targets, overflow, voiceover.
    case overlay(Overlay)
    /// Every overlay (`render`); the grid and every finding (`sheet`, where VoiceOver's view
    /// beside each screen is named on its own).
    case all
    /// Every audit finding (`sheet` only).
    case findings
    /// No mark at all, alone (`sheet` only).
    case none
    /// One audit rule's findings, by its id (`sheet` only).
    case rule(AuditRule)

    /// The names of `text`, comma-separated (spaces around them and case ignored, empty ones
    /// skipped). `render` takes the overlays and `all`; with `marks` (`sheet`), also `findings`,
    /// `none` and an audit rule's id. A name outside them is a validation error listing them.
    static func list(_ text: String, marks: Bool) throws -> [OverlayName] {
        let names = text.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces).lowercased() }.filter { !$0.isEmpty }
        let overlays = Overlay.allCases.map(\.rawValue).joined(separator: ", ")
        return try names.map { name in
            if let overlay = Overlay(rawValue: name) { return .overlay(overlay) }
            if name == "all" { return .all }
            guard marks else { throw ValidationError("unknown overlay '\(name)'; valid: \(overlays), all") }
            if name == "findings" { return .findings }
            if name == "none" { return .none }
            guard let rule = AuditRule(rawValue: name) else {
                throw ValidationError(
                    "unknown overlay '\(name)'; valid: findings, \(overlays), all, none, or an audit rule: "
                        + AuditRule.allCases.map(\.rawValue).joined(separator: ", "))
            }
            return .rule(rule)
        }
    }
}
