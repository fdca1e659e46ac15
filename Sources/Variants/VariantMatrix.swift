import DynamicType
import Foundation
import Localization
import Spec

/// Every variant of a suite: for each screen, the product of the registry's axes
/// (``VariantAxisRegistry``; device x category x column count x appearance x language, for a
/// screen with `languages` in the order it lists them), in that nesting order, so runs and
/// reports list variants the same way every time.
package struct VariantMatrix: Sendable {
    package let suite: Suite

    package init(suite: Suite) {
        self.suite = suite
    }

    /// The variants `filter` keeps. Column counts come from each screen's column rule for the
    /// device and category (every count it lists).
    package func variants(_ filter: VariantFilter = VariantFilter()) -> [Variant] {
        let registry = VariantAxisRegistry.current
        return suite.screens.filter { filter.keeps(screen: $0.name) }.flatMap { registry.variants(of: $0, keeping: filter) }
    }
}

extension Variant {
    /// `variants` cut into runs of neighbours that measure the same texts at the same sizes
    /// (one screen, device and category: the appearances, languages and column counts of one
    /// size), as ranges of indices; worker processes take a run at a time, so each text is
    /// measured by one of them (`WorkerProcesses`).
    package static func runsSharingText(_ variants: [Variant]) -> [Range<Int>] {
        var runs: [Range<Int>] = []
        var start = 0
        for index in variants.indices.dropFirst() {
            let (previous, current) = (variants[index - 1], variants[index])
            if previous.screen != current.screen || previous.device != current.device || previous.category != current.category {
                runs.append(start..<index)
                start = index
            }
        }
        if !variants.isEmpty { runs.append(start..<variants.count) }
        return runs
    }

    /// The content-size category of each of `runs` (its first variant's), as its affinity for
    /// ``WorkerProcesses``: runs of one category set their texts at the same sizes on every
    /// device and screen, so the worker that has loaded those sizes' fonts takes them.
    package static func sizeAffinities(of runs: [Range<Int>], in variants: [Variant]) -> [Int] {
        runs.map { variants[$0.lowerBound].category.rawValue }
    }
}
