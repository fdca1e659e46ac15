import ProofSheet

extension ExampleSpecs {
    /// Examples/recipes.yaml: a masonry grid of illustrated recipes, 1, 2 or 3 columns by width; a café menu
    /// with photos, a promotion cell among the drinks, a header kind of its own and a footer.
    static let recipes = Suite("Recipes") {
        Screen(
            "recipe-grid", devices: [.iPhone16, .iPhone16.landscape, .iPadPro13], columns: .byWidth([0: 1, 500: 2, 900: 3]),
            layout: .masonry(sectionInset: EdgeInsets(all: 16), columnSpacing: 12, interitemSpacing: 12)
        ) {
            Cell(background: "secondarySystemGroupedBackground", border: CellTemplate.Border(width: 0.5, color: "separator", cornerRadius: 12)) {
                Stack(spacing: 8) {
                    Image(aspectRatio: 1.5).source("{picture}", contentMode: .scaleAspectFit)
                    Stack(spacing: 4) {
                        Label("{title}", style: .headline)
                        Label("{subtitle}", style: .subheadline, color: "secondaryLabel")
                    }
                    .layoutMargins(EdgeInsets(top: 0, left: 12, bottom: 12, right: 12))
                }
            }
        } items: {
            [
                "title": "Tomato & basil pasta", "picture": "photos/recipe-pasta.svg",
                "subtitle": "Ready in 20 minutes with pantry staples and a handful of fresh basil.",
            ]
            ["title": "Roast tomato soup", "picture": "photos/recipe-soup.svg", "subtitle": "Slow-roasted tomatoes and garlic; serves four."]
            ["title": "Shakshuka", "picture": "photos/recipe-tomatoes.svg", "subtitle": "Eggs poached in a spiced tomato and pepper sauce."]
            [
                "title": "Pizza quattro stagioni", "picture": "photos/recipe-pizza.svg",
                "subtitle": "Artichokes, ham, mushrooms and olives: a season in each quarter.",
            ]
            ["title": "Lasagne al forno", "picture": "photos/recipe-lasagne.svg", "subtitle": "Ragù, béchamel and fresh pasta, baked until golden."]
            [
                "title": "Mushroom risotto", "picture": "photos/recipe-mushroom.svg",
                "subtitle": "Creamy arborio rice with chestnut mushrooms and parmesan.",
            ]
        }
        Screen(
            "cafe-menu", devices: [.iPhone16], layout: .list(),
            footerCell: Cell(padding: EdgeInsets(top: 6, left: 16, bottom: 16, right: 16), background: "clear") {
                Stack { Label("{text}", style: .footnote, color: "secondaryLabel") }
            },
            cells: [
                "promo": Cell(padding: EdgeInsets(all: 16), background: "{tint}") {
                    Stack(spacing: 8) {
                        Image(aspectRatio: 3).source("{photo}", contentMode: .scaleAspectFill).cornerRadius(.points(10))
                        Label("{title}", style: .title3, emphasized: true)
                        Label("{subtitle}", style: .subheadline)
                    }
                },
                "banner": Cell(padding: EdgeInsets(top: 20, left: 16, bottom: 8, right: 16), background: "clear") {
                    Stack(spacing: 2) {
                        Label("{title}", style: .title2, emphasized: true)
                        Label("{count} drinks · {text}", style: .footnote, color: "secondaryLabel")
                    }
                },
            ]
        ) {
            Cell(padding: EdgeInsets(top: 10, left: 16, bottom: 10, right: 16)) {
                Stack(.horizontal, spacing: 12, alignment: .center) {
                    Image(size: 56).source("{photo}", contentMode: .scaleAspectFill).cornerRadius(.points(8))
                    Stack(spacing: 2) {
                        Label("{title}", style: .headline)
                        Label("{price}", style: .subheadline, color: "secondaryLabel")
                    }
                }
                .axis(.vertical, at: .accessibilitySizes)
                .alignment(.leading, at: .accessibilitySizes)
            }
        } sections: {
            Section(header: "made with our house blend", footer: "Oat milk at no extra charge.", fields: ["title": "Coffee"], headerCell: "banner") {
                ["title": "Espresso", "price": "€2.20", "photo": "photos/coffee.jpg"]
                ["title": "Flat white", "price": "€3.40", "photo": "photos/coffee-crema.jpg"]
                [
                    "cell": "promo", "tint": "systemYellow", "title": "Affogato is back", "photo": "photos/coffee-spoon.jpg",
                    "subtitle": "Vanilla ice cream and a hot shot of espresso, all summer long.",
                ]
                ["title": "Cortado", "price": "€3.00", "photo": "photos/coffee-spoon.jpg"]
            }
            Section(header: "Cakes") {
                ["title": "Coffee & walnut cake", "price": "€4.10", "photo": "photos/coffee-crema.jpg"]
                ["title": "Tiramisu", "price": "€4.50", "photo": "photos/coffee.jpg"]
            }
        }
    }
}
