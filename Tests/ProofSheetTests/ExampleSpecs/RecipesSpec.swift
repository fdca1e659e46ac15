import ProofSheet

extension ExampleSpecs {
    /// Examples/recipes.yaml: a masonry grid of recipes, 1, 2 or 3 columns by width.
    static let recipes = Suite("Recipes") {
        Screen(
            "recipe-grid", devices: [.iPhone16, .iPhone16.landscape, .iPadPro13], columns: .byWidth([0: 1, 500: 2, 900: 3]),
            layout: .masonry(sectionInset: EdgeInsets(all: 16), columnSpacing: 12, interitemSpacing: 12)
        ) {
            Cell(background: "secondarySystemGroupedBackground", border: CellTemplate.Border(width: 0.5, color: "separator", cornerRadius: 12)) {
                Stack(spacing: 8) {
                    Image(aspectRatio: 1.5)
                    Stack(spacing: 4) {
                        Label("{title}", style: .headline)
                        Label("{subtitle}", style: .subheadline, color: "secondaryLabel")
                        Spacer(minLength: 4)
                    }
                }
            }
        } items: {
            ["title": "Tomato & basil pasta", "subtitle": "Ready in 20 minutes with pantry staples and a handful of fresh basil."]
            ["title": "Thai green curry", "subtitle": "Coconut, lemongrass and lime leaves; serves four."]
            ["title": "Shakshuka", "subtitle": "Eggs poached in a spiced tomato and pepper sauce."]
            ["title": "Miso-glazed aubergine", "subtitle": "Sticky, sweet and savoury; great with rice."]
            ["title": "Lemon drizzle cake", "subtitle": "A classic bake with a crisp sugar topping."]
            ["title": "Mushroom risotto", "subtitle": "Creamy arborio rice with chestnut mushrooms and parmesan."]
        }
    }
}
