import ProofSheetSupport
import Spec

extension Suite {
    /// Throws unless `library` holds every font family the suite names: the family it sets text
    /// styles in (a spec naming `systemFont: SF Pro` must list the files that declare it under
    /// `fonts`) and each label's `font: {family}`. Asked before any variant is laid out, so a
    /// family no font declares is one `SpecError` at the place it is written, never an error
    /// of every variant.
    package func checkFonts(in library: FontLibrary) throws(SpecError) {
        let problem = { @Sendable (family: String) -> String? in
            (try? library.resolveFamily(family)) == nil ? Self.unknownFamilyProblem(family, in: library) : nil
        }
        if let problem = problem(systemFontFamily) { throw specError(at: "systemFont", problem: problem) }
        var values = TemplateValueCheck(colors: nil, fontFamilies: problem)
        values.customSymbols = customSymbols.names
        for (index, screen) in screens.enumerated() {
            for (key, template) in screen.layout.allTemplates {
                do throws(ValueProblem) { try values.check(template) } catch {
                    throw specError(at: "screens[\(index)].\(key).\(error.keyPath)", problem: error.problem)
                }
            }
        }
    }

    /// The default fonts and the suite's own (`fonts`, relative to `specPath`'s folder). A file of
    /// the suite's that is missing or no font is a `SpecError` at its place in `fonts`, before
    /// any variant is laid out.
    package func fontLibrary(relativeTo specPath: String) throws -> FontLibrary {
        let files = fontFiles(relativeTo: specPath)
        do {
            return try FontLibrary.standard(adding: files)
        } catch {
            let path: String? =
                switch error {
                case .missingFile(let path), .unreadableFile(let path): path
                default: nil
                }
            // An unreadable file's path carries FreeType's reason after it: "x.ttf (…)".
            guard let path, let index = files.firstIndex(where: { path == $0.path || path.hasPrefix($0.path + " (") }) else { throw error }
            throw specError(at: "fonts[\(index)]", problem: error.description)
        }
    }

    /// The library's "unknown font family 'SF Pro'; …" (``FontError/unknownFamily(_:available:)``),
    /// with where a spec lists its fonts.
    private static func unknownFamilyProblem(_ family: String, in library: FontLibrary) -> String {
        FontError.unknownFamily(family, available: library.families).description + "; list its font files under fonts"
    }

    /// A problem at `keyPath`: at its line when the suite was read from a spec, else in the file
    /// the suite is written in.
    private func specError(at keyPath: String, problem: String) -> SpecError {
        locations?.error(at: keyPath, problem: problem)
            ?? SpecError(file: sourceFile ?? "Swift suite \(name.quoted)", keyPath: keyPath, problem: problem)
    }
}
