import Testing
import XCTest

/// Reports a strategy's failure to render as a test issue at once, to whichever framework runs
/// the test. swift-snapshot-testing shows a strategy's own message only when it compares with a
/// reference, not when it records one, so without this a snapshot that could not be rendered
/// would first be recorded in silence.
enum RenderingIssue {
    static func report(_ message: String) {
        if Test.current != nil {
            Issue.record(Comment(rawValue: message))
        } else {
            XCTFail(message)
        }
    }
}
