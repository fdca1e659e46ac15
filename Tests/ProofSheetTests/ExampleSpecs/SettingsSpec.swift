import ProofSheet

extension ExampleSpecs {
    /// A Settings icon: the row's symbol, white, on a rounded square of the row's colour, 29 pt at
    /// Large and scaled with body, its corners keeping their share of the side (docs/components.md,
    /// "Icon squares").
    private static let settingsIcon = Image(systemName: "{symbol}", size: 29, scaledWith: .body).cornerRadius(.points(6.5), scaled: true)
        .background("{tint}").tintColor("white")

    /// Examples/settings.yaml: an inset-grouped settings list of value cells with symbols,
    /// chevrons, a switch, headers and a footer, under a large title and above a tab bar; four
    /// categories, light and dark, left to right and right to left; and a display screen under Bold
    /// Text and Increase Contrast.
    static let settings = Suite("Settings") {
        Screen(
            "settings", devices: [.iPhone16], layout: .list(style: .insetGrouped), appearances: [.light, .dark],
            languages: ["en", "right-to-left"],
            cells: [
                "toggle": Cell {
                    Stack {
                        ListContent(.cell, text: "{title}").image(settingsIcon)
                    }
                }
                .accessories(.switch(SwitchTemplate(isOn: true))),
                "value": Cell {
                    Stack {
                        ListContent(.valueCell, text: "{title}", secondaryText: "{value}").image(settingsIcon)
                    }
                }
                .accessories(.disclosureIndicator),
            ]
        ) {
            Cell {
                Stack {
                    ListContent(.cell, text: "{title}").image(settingsIcon)
                }
            }
            .accessories(.disclosureIndicator)
        } sections: {
            Section {
                ["cell": "toggle", "title": "Airplane Mode", "symbol": "paperplane", "tint": "systemOrange"]
                ["cell": "value", "title": "Wi-Fi", "value": "Home", "symbol": "wifi", "tint": "systemBlue"]
                ["cell": "value", "title": "Bluetooth", "value": "On", "symbol": "link", "tint": "systemBlue"]
                ["cell": "value", "title": "Personal Hotspot", "value": "Off", "symbol": "phone", "tint": "systemGreen"]
            }
            Section(header: "Alerts") {
                ["title": "Notifications", "symbol": "bell", "tint": "systemRed"]
                ["title": "Sounds & Haptics", "symbol": "mic", "tint": "systemPink"]
                ["title": "Focus", "symbol": "moon", "tint": "systemIndigo"]
                ["title": "Screen Time", "symbol": "clock", "tint": "systemIndigo"]
            }
            Section(header: "Device", footer: "Display and privacy settings apply to every app on this iPhone.") {
                ["title": "General", "symbol": "gear", "tint": "systemGray"]
                ["title": "Display & Brightness", "symbol": "sun.max", "tint": "systemBlue"]
                ["title": "Privacy & Security", "symbol": "lock", "tint": "systemBlue"]
            }
        }
        .bars(
            navigationBar: NavigationBarSpec(title: "Settings", largeTitle: true, searchField: BarSearchFieldSpec(placeholder: "Search")),
            tabBar: TabBarSpec(
                items: [
                    TabBarItemSpec(title: "General", symbol: "gear"), TabBarItemSpec(title: "Network", symbol: "wifi"),
                    TabBarItemSpec(title: "Search", symbol: "magnifyingglass"),
                ])
        )
        .categories([.extraSmall, .large, .accessibility1, .accessibility5])
        Screen("display", devices: [.iPhone16], layout: .list(style: .insetGrouped), appearances: [.light, .dark]) {
            Cell {
                Stack {
                    ListContent(.subtitleCell, text: "{title}", secondaryText: "{detail}")
                }
            }
            .accessories(.switch(SwitchTemplate(isOn: true)))
        } sections: {
            Section(header: "Text", footer: "Bold Text and Increase Contrast apply to every app that uses the system's fonts and colours.") {
                ["title": "Bold Text", "detail": "Heavier system text and symbols"]
                ["title": "Increase Contrast", "detail": "Darker system colours"]
                ["title": "Button Shapes", "detail": "Underline tappable text"]
            }
        }
        .bars(navigationBar: NavigationBarSpec(title: "Display & Text Size"))
        .categories([.large, .accessibility3])
        .legibilityWeights([.regular, .bold])
        .contrast([.normal, .high])
    }
}
