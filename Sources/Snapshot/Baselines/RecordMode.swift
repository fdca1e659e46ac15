import Foundation

/// When a run writes baselines.
public enum RecordMode: String, CaseIterable, Hashable, Sendable, Codable {
    /// Write every variant's baseline (still leaving byte-identical ones untouched).
    case all
    /// Re-record baselines that changed, and record missing ones.
    case failed
    /// Record only baselines that do not exist yet.
    case missing
    /// Never write; a missing baseline is a failure.
    case never

    /// The mode from `PROOFSHEET_RECORD`, else `never` on CI (`CI=true`), else `missing`.
    public static func fromEnvironment(_ environment: [String: String] = ProcessInfo.processInfo.environment) throws(RecordModeError) -> RecordMode {
        if let value = environment["PROOFSHEET_RECORD"], !value.isEmpty {
            guard let mode = RecordMode(rawValue: value.lowercased()) else { throw RecordModeError(given: value, source: "PROOFSHEET_RECORD") }
            return mode
        }
        return ["true", "1"].contains(environment["CI"]?.lowercased() ?? "") ? .never : .missing
    }

    /// Whether a variant in `situation` gets its baseline written.
    package func records(_ situation: BaselineSituation) -> Bool {
        switch (self, situation) {
        case (.never, _): false
        case (.all, _): true
        case (.failed, .changed), (.failed, .missing), (.missing, .missing): true
        case (.failed, .matching), (.missing, .matching), (.missing, .changed): false
        }
    }
}

/// How a rendered variant compares with its stored baseline.
package enum BaselineSituation: Hashable, Sendable {
    case matching
    case changed
    case missing
}

/// A record mode name that is not one.
public struct RecordModeError: Error, Equatable, CustomStringConvertible, Sendable {
    public let given: String
    public let source: String

    public var description: String {
        "\(source) '\(given)' is not a record mode; valid: \(RecordMode.allCases.map(\.rawValue).joined(separator: ", "))"
    }
}
