/// Two sessions run together whose baselines (or reports) would share a folder: each would
/// take the other's baselines for orphans, or overwrite its reports.
public struct SharedFolderError: Error, CustomStringConvertible {
    /// The two specs, in the order given.
    public let specPaths: (first: String, second: String)
    /// The shared folder.
    public let folder: String

    public var description: String {
        "\(specPaths.first) and \(specPaths.second) would both keep their baselines or reports in \(folder) (a suite's folder is named after the suite); "
            + "check them in separate runs, or give each suite its own name"
    }
}
