import ProofSheet

extension ExampleSpecs {
    /// Examples/lorem-grid.yaml: a grid whose rows take their tallest cell, in sections with
    /// headers and footers, 1 column at accessibility sizes.
    static let loremGrid = Suite("Lorem grid") {
        Screen(
            "lorem-grid", devices: [.iPhone16, .iPadMini], columns: ColumnRule(base: 2, accessibility: 1),
            layout: .grid(sectionInset: EdgeInsets(all: 10), interitemSpacing: 10, lineSpacing: 10)
        ) {
            Cell(padding: EdgeInsets(all: 12), border: CellTemplate.Border(width: 0.5, color: "separator", cornerRadius: 8)) {
                Stack(spacing: 6) {
                    Label("{title}", style: .headline)
                    Label("{body}", style: .body)
                }
            }
        } sections: {
            Section(header: "Lorem ipsum", footer: "Rows take the height of their tallest cell.") {
                ["title": "Lorem", "body": "Lorem ipsum dolor sit amet."]
                ["title": "Ipsum", "body": "Consectetur adipiscing elit, sed do eiusmod tempor incididunt ut labore et dolore magna aliqua."]
                ["title": "Dolor", "body": "Ut enim ad minim veniam."]
                ["title": "Sit amet", "body": "Quis nostrud exercitation ullamco laboris nisi ut aliquip ex ea commodo consequat."]
                ["title": "Elit", "body": "Duis aute irure dolor."]
            }
            Section(header: "Dolor sit amet", footer: "The last row may be incomplete.") {
                ["title": "Tempor", "body": "Excepteur sint occaecat cupidatat non proident."]
                ["title": "Labore", "body": "Sunt in culpa qui officia deserunt mollit anim id est laborum."]
                ["title": "Magna", "body": "Sed ut perspiciatis."]
            }
        }
    }
}
