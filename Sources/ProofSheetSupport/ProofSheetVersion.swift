/// The tool version written into outputs and shown by `proofsheet --version`.
public enum ProofSheetVersion {
    public static let current = "0.1.0"
}
