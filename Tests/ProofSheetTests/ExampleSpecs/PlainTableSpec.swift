import ProofSheet

extension ExampleSpecs {
    /// Examples/plain-table.yaml: one self-sizing label per row, rows in four scripts.
    static let plainTable = Suite("Plain table") {
        Screen("plain-table", devices: [.iPhone16], layout: .list()) {
            Cell(padding: EdgeInsets(top: 11, left: 16, bottom: 11, right: 16), minHeight: 44, background: "systemBackground") {
                Stack {
                    Label("{text}", style: .body)
                }
            }
            .tappable()
        } items: {
            for text in [
                "Wi-Fi", "Bluetooth", "Display & Brightness, with a row title long enough to wrap at larger sizes", "Accessibility",
                "Privacy & Security", "اللغة والمنطقة", "言語と地域", "भाषा और क्षेत्र",
            ] {
                ["text": .plain(text)]
            }
        }
    }
}
