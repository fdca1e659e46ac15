import Foundation
import TestSupport
import Testing

/// The test runner's own launcher must not leak: a CI run crashed inside `Process.run` once
/// leaked pipes had pushed descriptor numbers past 1,024.
struct ChildProcessTests {
    @Test func launchesLeaveNoDescriptorsOpen() throws {
        let before = try #require(ChildProcess.openDescriptors)
        // With a timeout, as the hostile-input tests use, and launched from several threads, as parametrized test cases launch them.
        DispatchQueue.concurrentPerform(iterations: 300) { _ in
            let result = try? ChildProcess.run(URL(fileURLWithPath: "/bin/echo"), ["hello"], timeout: 600)
            #expect(result?.status == 0 && result?.stdout == "hello\n")
        }
        let after = try #require(ChildProcess.openDescriptors)
        // Each leaking launch kept two read ends (600 in all); other suites running at the same
        // time open a few dozen at most.
        #expect(after - before < 150, "\(after - before) more descriptors open after 300 launches")
    }

    @Test func aTimeoutKillsTheChild() throws {
        let result = try ChildProcess.run(URL(fileURLWithPath: "/bin/sleep"), ["30"], timeout: 0.5)
        #expect(result.timedOut && result.signalled && result.status == SIGKILL, "\(result)")
    }
}
