import ArgumentParser
import Variants

/// `proofsheet axes` (hidden): the variant matrix's axes as the Markdown table of docs/axes.md,
/// written from `VariantAxisRegistry` itself so the page cannot drift from the code
/// (`tools/reference-docs` puts it into the page; `--check` fails when the page differs).
struct AxesCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "axes",
        abstract: "Print the variant matrix's axes as a Markdown table (for docs/axes.md).",
        shouldDisplay: false
    )

    func run() throws { try Console.write(VariantAxisRegistry.standard.referenceTable) }
}
