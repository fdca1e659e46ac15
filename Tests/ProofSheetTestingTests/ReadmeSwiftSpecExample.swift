import ProofSheetTesting
import Testing

@Test func settingsRowsMatchTheirBaselines() {
    let screen = Screen("plain-table", devices: [.iPhone16], layout: .list()) {
        Cell(padding: EdgeInsets(top: 11, left: 16, bottom: 11, right: 16), minHeight: 44, background: "systemBackground") {
            Stack {
                Label("{text}", style: .body)
            }
        }
        .tappable()
    } items: {
        ["text": "Wi-Fi"]
        ["text": "Bluetooth"]
        ["text": "Display & Brightness, with a row title long enough to wrap at larger sizes"]
        ["text": "Accessibility"]
        ["text": "Privacy & Security"]
        ["text": "اللغة والمنطقة"]
        ["text": "言語と地域"]
        ["text": "भाषा और क्षेत्र"]
    }
    assertSnapshots(of: screen, filter: VariantFilter(categories: [.large, .accessibility5]))
}
