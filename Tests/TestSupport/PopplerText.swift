import Foundation

/// What poppler-utils (pdftotext, pdfinfo) read from a PDF a test wrote.
extension ExternalTool {
    /// Whether pdftotext and pdfinfo are both installed.
    package static var hasPoppler: Bool { isInstalled("pdftotext") && isInstalled("pdfinfo") }

    /// The text of page `page` (from 1) of `pdf`, or of every page.
    package static func pdfText(_ pdf: URL, page: Int? = nil) throws -> String {
        let pages = page.map { ["-f", String($0), "-l", String($0)] } ?? []
        return try run("pdftotext", pages + [pdf.path, "-"]).stdout
    }

    /// The page count pdfinfo reports for `pdf`.
    package static func pdfPageCount(_ pdf: URL) throws -> Int? {
        let info = try run("pdfinfo", [pdf.path]).stdout
        return info.split(separator: "\n").first { $0.hasPrefix("Pages:") }.flatMap { Int($0.dropFirst(6).trimmingCharacters(in: .whitespaces)) }
    }
}
