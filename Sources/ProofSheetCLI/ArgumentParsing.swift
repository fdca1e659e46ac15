import ArgumentParser
import ProofSheet

/// Argument transforms that turn a `NameError` into a parse error naming the valid values.
enum ArgumentParsing {
    static func category(_ text: String) throws -> ContentSizeCategory {
        do { return try ContentSizeCategory(parsing: text) } catch { throw ValidationError(error.description) }
    }

    static func style(_ text: String) throws -> TextStyle {
        do { return try TextStyle(parsing: text) } catch { throw ValidationError(error.description) }
    }

    /// Throws unless `value`, given as `flag`, is within `limit`: "--width nan is not a finite
    /// number; valid: 1...100,000 pt".
    static func check(_ value: Double, _ limit: NumberLimit, flag: String) throws {
        if let problem = limit.problem(with: value) { throw ValidationError("\(flag) \(problem)") }
    }

    /// ``check(_:_:flag:)`` for a whole number.
    static func check(_ value: Int, _ limit: NumberLimit, flag: String) throws {
        try check(Double(value), limit, flag: flag)
    }
}
