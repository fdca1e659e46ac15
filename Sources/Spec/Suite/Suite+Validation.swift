import DynamicType
import Localization
import ProofSheetSupport

extension Suite {
    /// Checks every value of the suite with the rules a spec is read by: names that become file
    /// names, numbers within their `NumberLimit`, colour names the palette knows, category
    /// ranges that run forwards, devices and screens listed once, item counts, languages, the
    /// templates' `{field}` placeholders against the items' fields. A suite
    /// built in Swift is checked by this before it is rendered; a spec file is checked as it is
    /// read (``SpecLoader``), so a loaded suite passes.
    ///
    /// - Throws: a ``SpecError`` naming the value by the key path a spec would write it at
    ///   (`screens[0].cell.stack.items[1].label.lines`), in ``sourceFile``.
    public func validate() throws(SpecError) {
        do {
            try checkValues()
        } catch {
            throw SpecError(file: sourceFile ?? "Swift suite \(name.quoted)", keyPath: error.keyPath, problem: error.problem)
        }
    }

    private func checkValues() throws(ValueProblem) {
        if let problem = Slug.problem(withName: name) { throw ValueProblem(keyPath: "name", problem: "name \(problem)") }
        if let problem = SpecRules.sourceLanguage(sourceLanguage) { throw ValueProblem(keyPath: "sourceLanguage", problem: problem) }
        if !languages.isEmpty, let problem = SpecRules.languageList(languages) { throw ValueProblem(keyPath: "languages", problem: problem) }
        if let problem = SpecRules.pathList(strings, naming: SpecRules.stringCatalogs, mayBeEmpty: true) {
            throw ValueProblem(keyPath: "strings", problem: problem)
        }
        if let problem = buildProblems.first { throw problem }
        if let problem = SpecRules.screenList(screens) { throw ValueProblem(keyPath: "screens", problem: problem) }
        let palette = self.palette
        var values = TemplateValueCheck(colors: ColorNameCheck { palette.problem(with: $0) })
        values.customSymbols = customSymbols.names
        for (index, screen) in screens.enumerated() {
            do throws(ValueProblem) { try screen.checkValues(values) } catch { throw error.inside("screens[\(index)]") }
        }
        do {
            try checkPlaceholders()
            try checkSourceTexts(codingPath: [AnyCodingKey("screens")])
        } catch let DecodingError.dataCorrupted(context) {
            throw ValueProblem(keyPath: SpecLoader.keyPath(context.codingPath), problem: context.debugDescription)
        } catch {
            throw ValueProblem(keyPath: "screens", problem: String(describing: error))
        }
        try checkFolderNames()
    }

    /// Throws when two screens, or two devices of one screen, would keep their baselines in one
    /// folder: their names make one folder name, or two that a file system ignoring case takes for
    /// one (``Slug/collationKey(_:)``). The problem is at the later name and names the earlier one
    /// by its key path, and its line when the suite was read from a spec. Decoding a spec and
    /// ``validate()`` both ask this.
    func checkFolderNames() throws(ValueProblem) {
        func place(_ keyPath: String) -> String {
            keyPath + (locations?.position(of: keyPath).map { " (line \($0.line))" } ?? "")
        }
        if let (earlier, later) = Slug.firstCollision(among: screens.map { Slug.make($0.name) }) {
            let problem = Slug.collisionProblem(
                "screen", later: screens[later].name, earlier: screens[earlier].name, at: place("screens[\(earlier)].name"))
            throw ValueProblem(keyPath: "screens[\(later)].name", problem: problem)
        }
        for (index, screen) in screens.enumerated() {
            guard let (earlier, later) = Slug.firstCollision(among: screen.devices.map(\.slug)) else { continue }
            let devices = "screens[\(index)].devices"
            let problem = Slug.collisionProblem(
                "device", later: screen.devices[later].name, earlier: screen.devices[earlier].name, at: place("\(devices)[\(earlier)]"))
            throw ValueProblem(keyPath: "\(devices)[\(later)]", problem: problem)
        }
    }
}

extension Screen {
    /// The screen's values against the rules of its spec keys; key paths start inside the screen.
    func checkValues(_ values: TemplateValueCheck) throws(ValueProblem) {
        if let problem = Slug.problem(withName: name) { throw ValueProblem(keyPath: "name", problem: "name \(problem)") }
        if let problem = buildProblems.first { throw problem }
        try layout.bars.checkSymbols(custom: values.customSymbols)
        if let problem = SpecRules.deviceList(devices) { throw ValueProblem(keyPath: "devices", problem: problem) }
        for (index, device) in devices.enumerated() {
            do throws(ValueProblem) { try device.checkValues(values) } catch { throw error.inside("devices[\(index)]") }
        }
        do throws(ValueProblem) { try columns.checkValues(values) } catch { throw error.inside("columns") }
        try values.color(background, "background")
        if let problem = SpecRules.appearanceList(appearances) { throw ValueProblem(keyPath: "appearances", problem: problem) }
        if let problem = SpecRules.categoryList(categories) { throw ValueProblem(keyPath: "categories", problem: problem) }
        if let problem = SpecRules.legibilityWeightList(legibilityWeights) { throw ValueProblem(keyPath: "legibilityWeight", problem: problem) }
        if let problem = SpecRules.contrastList(contrasts) { throw ValueProblem(keyPath: "contrast", problem: problem) }
        if !languages.isEmpty, let problem = SpecRules.languageList(languages) { throw ValueProblem(keyPath: "languages", problem: problem) }
        do throws(ValueProblem) { try checkLayoutValues(values) } catch { throw error.inside("layout") }
        for (key, template) in layout.allTemplates {
            do throws(ValueProblem) { try values.check(template) } catch { throw error.inside(key) }
            let isCell = !layout.supplementaryTemplates.contains { $0.keyPath == key && $0.template == template }
            if let (widthKey, problem) = SpecRules.ownWidth(of: template, isHeader: !isCell, in: layout.kind) {
                throw ValueProblem(keyPath: "\(key).\(widthKey)", problem: problem)
            }
            if isCell, let problem = SpecRules.hugging(of: template) { throw ValueProblem(keyPath: "\(key).hugsContent", problem: problem) }
        }
        if let problem = SpecRules.itemCount(texts.reduce(0) { $0 + $1.items.count }) {
            throw ValueProblem(keyPath: writesSections ? "sections" : "items", problem: problem)
        }
        for (place, text) in textPlaces() {
            guard case .perLanguage(let texts) = text else { continue }
            let at = keyPath(of: place)
            if texts.isEmpty { throw ValueProblem(keyPath: at, problem: SpecRules.noTextLanguage) }
            for language in texts.keys.sorted() {
                if let problem = SpecRules.textLanguage(language) { throw ValueProblem(keyPath: "\(at).\(language.identifier)", problem: problem) }
            }
        }
    }

    private func checkLayoutValues(_ values: TemplateValueCheck) throws(ValueProblem) {
        switch layout.kind {
        case .list(let separatorInset, _): if let separatorInset { try values.number(separatorInset, .length, "separatorInset") }
        case .flow, .grid: break
        case .masonry(.waterfall(let columnSpacing, let interitemSpacing, _)):
            try values.number(columnSpacing, .length, "columnSpacing")
            try values.number(interitemSpacing, .length, "interitemSpacing")
        case .masonry(.kodeco(let cellPadding)): try values.number(cellPadding, .length, "cellPadding")
        }
        try values.insets(layout.contentInset, "contentInset")
        try values.insets(layout.sectionInset, "sectionInset")
        try values.number(layout.interitemSpacing, .length, "interitemSpacing")
        try values.number(layout.lineSpacing, .length, "lineSpacing")
    }
}

extension Device {
    /// A preset passes; a custom device's name, width, height and scale are checked as a spec's
    /// `{name, width, height, scale}`.
    func checkValues(_ values: TemplateValueCheck) throws(ValueProblem) {
        if let problem = Slug.problem(withName: name) { throw ValueProblem(keyPath: "name", problem: "name \(problem)") }
        try values.number(size.width, .screenLength, "width")
        try values.number(size.height, .screenLength, "height")
        try values.number(scale, .displayScale, "scale")
    }
}

extension ColumnRule {
    /// The counts as a spec's `{default, byWidth, portrait, landscape, accessibility, counts}`.
    func checkValues(_ values: TemplateValueCheck) throws(ValueProblem) {
        try values.count(base, .columns, "default")
        for (index, breakpoint) in byWidth.enumerated() {
            do throws(ValueProblem) {
                try values.number(breakpoint.minWidth, .length, "minWidth")
                try values.count(breakpoint.columns, .columns, "columns")
            } catch { throw error.inside("byWidth[\(index)]") }
        }
        if let portrait { try values.count(portrait, .columns, "portrait") }
        if let landscape { try values.count(landscape, .columns, "landscape") }
        if let accessibility { try values.count(accessibility, .columns, "accessibility") }
        if let counts, let problem = SpecRules.columnCounts(counts.map(Double.init)) { throw ValueProblem(keyPath: "counts", problem: problem) }
    }
}
