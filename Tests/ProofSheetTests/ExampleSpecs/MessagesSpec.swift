import ProofSheet

extension ExampleSpecs {
    /// Examples/messages.yaml: the round avatar scales with body, the row turns vertical at
    /// accessibility sizes and hides the avatar at AX5; a checkmark symbol grows with the time's
    /// caption1 text and is read as "Read"; five languages from a String Catalog.
    static let messages = Suite("Messages", strings: ["Messages.xcstrings"], languages: ["en", "de", "ar", "ja", "double-length"]) {
        Screen("messages", devices: [.iPhoneSE, .iPhone16], layout: .list()) {
            Cell(padding: EdgeInsets(top: 12, left: 16, bottom: 12, right: 16), background: "systemBackground") {
                Stack(.horizontal, spacing: 12, alignment: .top) {
                    Image(size: 44, scaledWith: .body)
                        .hidden(from: .accessibility5)
                        .source("{avatar}", contentMode: .scaleAspectFill)
                        .cornerRadius(.circle)
                    Stack(spacing: 4) {
                        Label("{name}", style: .headline, lines: 1)
                        Label("{message}", style: .body)
                        Stack(.horizontal, spacing: 4, alignment: .center) {
                            Image(systemName: "checkmark", textStyle: .caption1).tintColor("secondaryLabel").accessibility(label: "{status}")
                            Label("{time}", style: .caption1, color: "secondaryLabel")
                        }
                    }
                }
                .axis(.vertical, at: .accessibilitySizes)
            }
            .tappable()
        } items: {
            [
                "name": "Ana Ruiz", "avatar": "photos/avatar-chelsea.jpg", "message": .stringKey("lunch.question"), "time": "09:41",
                "status": .stringKey("message.read"),
            ]
            [
                "name": "Ben Okafor", "avatar": "photos/avatar-grey.svg", "message": .stringKey("slides.sent"),
                "time": .stringKey("%lld min ago", count: 3), "status": .stringKey("message.read"),
            ]
            [
                "name": "Chen Wei", "avatar": "photos/avatar-rocket.jpg", "message": .stringKey("accessibility.check"),
                "time": .stringKey("time.yesterday"), "status": .stringKey("message.read"),
            ]
            [
                "name": "Dana Kowalski", "avatar": "photos/avatar-teal.svg", "message": "👍", "time": .stringKey("time.monday"),
                "status": .stringKey("message.read"),
            ]
        }
    }
}
