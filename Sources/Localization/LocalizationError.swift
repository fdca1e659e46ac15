import DynamicType

/// A string table that cannot be read, or a string that cannot be resolved: names the file, the
/// key or place in the file, and what is wrong, with the value found and what would be valid.
package struct LocalizationError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The file (or folder) concerned.
    package let file: String
    /// Where in it: a string key with its path inside the entry
    /// (`strings.'Welcome'.localizations.de.stringUnit.state`), `line 3, column 7`, or empty
    /// for the whole file.
    package let location: String
    /// What is wrong.
    package let problem: String

    /// An error at `location` in `file`.
    package init(file: String, location: String = "", problem: String) {
        self.file = file
        self.location = location
        self.problem = problem
    }

    package var description: String {
        location.isEmpty ? "\(file): \(problem)" : "\(file): \(location): \(problem)"
    }
}
