import ArgumentParser
import Foundation
import ProofSheet
import ProofSheetSupport
import Rendering

extension AuditCommand {
    /// What `--evidence` writes: one App Store Accessibility Nutrition Label each.
    enum Evidence: String, CaseIterable {
        /// The Larger Text label: Large beside AX1–AX5 per screen and device, findings marked, and
        /// a summary against Apple's evaluation criteria (`LargerTextEvidence`, ProofSheet).
        case largerText = "larger-text"
        /// The colour labels (`ColorEvidence`): WCAG ratios of text and symbols per appearance and
        /// contrast setting; dark variants and colours that do not adapt; items told apart by colour alone.
        case sufficientContrast = "sufficient-contrast"
        case darkInterface = "dark-interface"
        case differentiateWithoutColor = "differentiate-without-color"

        /// What `--evidence` takes besides the names: every label.
        static let all = "all"

        /// A comma-separated list of labels, or `all`, in the order written (each once).
        static func list(_ text: String) throws -> [Evidence] {
            var chosen: [Evidence] = []
            for name in text.split(separator: ",", omittingEmptySubsequences: false).map({ $0.trimmingCharacters(in: .whitespaces) }) {
                if name == all {
                    for each in allCases where !chosen.contains(each) { chosen.append(each) }
                    continue
                }
                guard let each = Evidence(rawValue: name) else {
                    throw ValidationError(
                        "\(name.quoted) is not a kind of evidence; valid: \((allCases.map(\.rawValue) + [all]).joined(separator: ", ")), or a comma-separated list of them"
                    )
                }
                if !chosen.contains(each) { chosen.append(each) }
            }
            return chosen
        }

        /// The colour label it stands for; nil for Larger Text.
        var colorLabel: ColorEvidence.Label? { ColorEvidence.Label(rawValue: rawValue) }
    }

    /// `--evidence LIST -o DIR`: per label one PDF (`<suite>-<label>.pdf`) and its pages as PNG
    /// into DIR, written only when all of it succeeded; prints the paths. The matrix filters
    /// apply except --category (Larger Text shows Large and AX1–AX5, the colour labels Large).
    /// Exits 0 once written, whatever it found: the verdicts are in the documents.
    func writeEvidence(_ kinds: [Evidence]) throws {
        guard let output else {
            throw ValidationError("--evidence \(kinds.map(\.rawValue).joined(separator: ",")) needs -o FOLDER for its PDF and PNG files")
        }
        do {
            let renderer = try VariantRenderer(specPath: spec, jobs: jobs)
            try OutputInBaselinesError.check(output: URL(fileURLWithPath: output), snapshots: nil, suiteFolder: renderer.suite.folderName)
            let slug = Slug.make(renderer.suite.name)
            var written: [(pdf: String, pngs: [(name: String, bytes: [UInt8])], pdfBytes: [UInt8])] = []
            var verdicts: [String] = []
            for kind in kinds {
                if let label = kind.colorLabel {
                    let evidence = ColorEvidence(renderer: renderer, label: label)
                    let made = try evidence.make(try evidence.variants(matrix.filter), jobs: jobs)
                    written.append((made.pdfName, made.pngs, made.pdf))
                    let open = made.criteria.filter { !$0.passed }.count
                    verdicts.append("\(label.title) evidence: \(made.criteria.count - open) of \(made.criteria.count) criteria pass")
                } else {
                    let evidence = LargerTextEvidence(renderer: renderer)
                    let made = try evidence.make(try evidence.variants(matrix.filter), jobs: jobs)
                    written.append(("\(slug)-larger-text.pdf", made.pngs, made.pdf))
                    let open = made.criteria.filter { !$0.passed }.count
                    verdicts.append("Larger Text evidence: \(made.criteria.count - open) of \(made.criteria.count) criteria pass")
                }
            }
            Leftovers.remove(in: output, recursive: false)
            let files = StagedFiles()
            let folder = URL(fileURLWithPath: output, isDirectory: true)
            for document in written {
                try files.stage(document.pdfBytes, at: folder.appendingPathComponent(document.pdf))
                for png in document.pngs { try files.stage(png.bytes, at: folder.appendingPathComponent(png.name)) }
            }
            try files.commit()
            let display = OutputNaming(folder: output, stem: "", format: .pdf)
            for url in files.destinations { try Console.line(display.display(url)) }
            for verdict in verdicts { Console.report(verdict) }
        } catch {
            throw InputError(error)
        }
    }
}
