import ProofSheetSupport

/// Two sessions run together whose baselines (or reports) would share a folder: each would
/// take the other's baselines for orphans, or overwrite its reports. Folders are one when their
/// paths are, or when a file system that ignores case takes them for one
/// (`Slug.collationKey(_:)`: suites named 'Straße' and 'Strasse').
public struct SharedFolderError: Error, CustomStringConvertible {
    /// One of the two sessions: its spec, its suite and the folder it would use.
    public struct Claim: Sendable, Equatable {
        /// The spec file (or Swift file) as given.
        public let specPath: String
        /// The line where the spec names its suite; nil when unknown (a suite built in Swift).
        public let line: Int?
        /// The suite's name, which its folders are named after.
        public let suiteName: String
        /// The folder, as a standardized path.
        public let folder: String

        public init(specPath: String, line: Int?, suiteName: String, folder: String) {
            self.specPath = specPath
            self.line = line
            self.suiteName = suiteName
            self.folder = folder
        }

        /// `recipes.yaml:1 (suite 'Recipes')`.
        var description: String {
            specPath + (line.map { ":\($0)" } ?? "") + " (suite \(suiteName.quoted))"
        }
    }

    /// The two sessions, in the order given.
    public let first: Claim
    public let second: Claim

    public init(first: Claim, second: Claim) {
        self.first = first
        self.second = second
    }

    public var description: String {
        let folders =
            first.folder == second.folder
            ? "\(first.folder) (a suite's folder is named after the suite)"
            : "\(first.folder) and \(second.folder), one folder on a file system that ignores case (macOS, Windows)"
        return "\(first.description) and \(second.description) would both keep their baselines or reports in \(folders); "
            + "check them in separate runs, or give each suite its own name"
    }
}
