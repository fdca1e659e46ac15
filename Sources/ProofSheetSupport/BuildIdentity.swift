import CSystem
import Foundation

/// What identifies this build of ProofSheet, so that a baseline's fingerprint changes with the
/// code that drew it: the GNU build ID the linker stamps into the program (a hash of what it
/// linked), else the SHA-256 of the program's file.
package enum BuildIdentity {
    /// This process's build identity, computed once.
    package static let current: String = {
        var bytes = [UInt8](repeating: 0, count: 64)
        let count = ps_build_id(&bytes, bytes.count)
        if count > 0 { return "build-id:" + bytes[..<count].map { String(format: "%02x", $0) }.joined() }
        guard let program = Bundle.main.executablePath, let contents = FileManager.default.contents(atPath: program) else {
            return "unidentified build of \(ProcessInfo.processInfo.processName)"
        }
        return "sha256:" + SHA256Digest.hex(of: contents)
    }()
}
