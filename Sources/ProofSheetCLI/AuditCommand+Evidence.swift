import ArgumentParser
import Foundation
import ProofSheet
import ProofSheetSupport
import Rendering

extension AuditCommand {
    /// What `--evidence` writes.
    enum Evidence: String, ExpressibleByArgument, CaseIterable {
        /// The App Store's Larger Text label: Large beside AX1–AX5 per screen and device, findings
        /// marked, and a summary against Apple's evaluation criteria (`LargerTextEvidence`, ProofSheet).
        case largerText = "larger-text"
    }

    /// `--evidence larger-text -o DIR`: one PDF (`<suite>-larger-text.pdf`) and its pages as PNG
    /// into DIR, written only when all of it succeeded; prints the paths. The matrix filters
    /// apply except --category (the evidence shows Large and AX1–AX5). Exits 0 once written,
    /// whatever it found: the verdicts are in the document.
    func writeEvidence(_ kind: Evidence) throws {
        guard let output else { throw ValidationError("--evidence \(kind.rawValue) needs -o FOLDER for its PDF and PNG files") }
        do {
            let renderer = try VariantRenderer(specPath: spec, jobs: jobs)
            let evidence = LargerTextEvidence(renderer: renderer)
            let made = try evidence.make(try evidence.variants(matrix.filter), jobs: jobs)
            Leftovers.remove(in: output, recursive: false)
            let files = StagedFiles()
            let folder = URL(fileURLWithPath: output, isDirectory: true)
            try files.stage(made.pdf, at: folder.appendingPathComponent("\(Slug.make(renderer.suite.name))-larger-text.pdf"))
            for png in made.pngs { try files.stage(png.bytes, at: folder.appendingPathComponent(png.name)) }
            try files.commit()
            let display = OutputNaming(folder: output, stem: "", format: .pdf)
            for url in files.destinations { try Console.line(display.display(url)) }
            let open = made.criteria.filter { !$0.passed }.count
            Console.report("Larger Text evidence: \(made.criteria.count - open) of \(made.criteria.count) criteria pass")
        } catch {
            throw InputError(error)
        }
    }
}
