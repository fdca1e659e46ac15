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
}
