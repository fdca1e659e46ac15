/// The tool version written into outputs and shown by `proofsheet --version`.
package enum ProofSheetVersion {
    package static let current = "0.1.0"
}
