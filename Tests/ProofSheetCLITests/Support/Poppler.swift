import Foundation
import TestSupport

/// poppler-utils' pdftotext and pdfinfo, for what a PDF a command wrote says.
enum Poppler {
    struct NotInstalled: Error, CustomStringConvertible {
        let tool: String
        var description: String { "\(tool) is not installed (poppler-utils)" }
    }

    static func path(_ tool: String) -> URL? {
        let folders = (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":").map(String.init) + ["/usr/bin", "/usr/local/bin", "/opt/homebrew/bin"]
        return folders.map { URL(fileURLWithPath: "\($0)/\(tool)") }.first { FileManager.default.isExecutableFile(atPath: $0.path) }
    }

    static var isInstalled: Bool { path("pdftotext") != nil && path("pdfinfo") != nil }

    /// The text of `page` (from 1), or of every page.
    static func text(_ pdf: URL, page: Int? = nil) throws -> String {
        guard let tool = path("pdftotext") else { throw NotInstalled(tool: "pdftotext") }
        let pages = page.map { ["-f", String($0), "-l", String($0)] } ?? []
        return try ChildProcess.run(tool, pages + [pdf.path, "-"]).stdout
    }

    /// pdfinfo's "Pages:" line.
    static func pageCount(_ pdf: URL) throws -> Int? {
        guard let tool = path("pdfinfo") else { throw NotInstalled(tool: "pdfinfo") }
        let info = try ChildProcess.run(tool, [pdf.path]).stdout
        return info.split(separator: "\n").first { $0.hasPrefix("Pages:") }.flatMap { Int($0.dropFirst(6).trimmingCharacters(in: .whitespaces)) }
    }
}
