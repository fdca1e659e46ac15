import ProofSheet

extension ExampleSpecs {
    /// Examples/messages.yaml: the profile image scales with body, the row turns vertical at
    /// accessibility sizes and hides the image at AX5; five languages from a String Catalog.
    static let messages = Suite("Messages", strings: ["Messages.xcstrings"], languages: ["en", "de", "ar", "ja", "double-length"]) {
        Screen("messages", devices: [.iPhoneSE, .iPhone16], layout: .list(separatorInset: 72)) {
            Cell(padding: EdgeInsets(top: 12, left: 16, bottom: 12, right: 16), background: "systemBackground") {
                Stack(.horizontal, spacing: 12, alignment: .top) {
                    Image(size: 44, scaledWith: .body)
                        .hidden(from: .accessibility5)
                    Stack(spacing: 4) {
                        Label("{name}", style: .headline, lines: 1)
                        Label("{message}", style: .body)
                        Label("{time}", style: .caption1, color: "secondaryLabel")
                    }
                }
                .axis(.vertical, at: .accessibilitySizes)
            }
            .tappable()
        } items: {
            ["name": "Ana Ruiz", "message": .stringKey("lunch.question"), "time": "09:41"]
            ["name": "Ben Okafor", "message": .stringKey("slides.sent"), "time": .stringKey("%lld min ago", count: 3)]
            ["name": "Chen Wei", "message": .stringKey("accessibility.check"), "time": .stringKey("time.yesterday")]
            ["name": "Dana Kowalski", "message": "👍", "time": .stringKey("time.monday")]
        }
    }
}
