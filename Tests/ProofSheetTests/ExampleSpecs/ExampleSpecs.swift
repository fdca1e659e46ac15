import ProofSheet

/// The bundled examples (Examples/*.yaml) written in Swift, each the same screen as its spec.
enum ExampleSpecs {
    /// Each Swift suite with the spec file it restates, by the spec's name.
    static let all: [(spec: String, suite: Suite)] = [
        ("recipes", recipes), ("lorem-grid", loremGrid), ("plain-table", plainTable), ("messages", messages), ("settings", settings),
    ]
}
