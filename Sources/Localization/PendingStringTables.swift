// Temporary stand-ins until the string-table work merges (same names and shapes).
public enum FormatArgument: Hashable, Sendable { case integer(Int), decimal(String), text(String) }
public struct StringReference: Hashable, Sendable {
    public var key: String
    public var table: String?
    public var arguments: [FormatArgument]
    public init(key: String, table: String? = nil, arguments: [FormatArgument] = []) {
        self.key = key
        self.table = table
        self.arguments = arguments
    }
}
