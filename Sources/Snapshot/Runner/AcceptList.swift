import DynamicType
import Foundation
import Spec
import Variants
import Yams

/// The baselines a reviewer accepted, to be recorded and nothing else (`proofsheet accept LIST`).
///
/// The HTML review report writes it with `AcceptListFormat`, as `text` does, and `parse` reads it:
///
/// ```yaml
/// # ProofSheet accept list. Record exactly these baselines with: proofsheet accept <this file>
/// spec: Examples/recipes.yaml
/// snapshots: Snapshots
/// scale: 1
/// accept:
///   - recipes/recipe-grid/iphone-16/1col-large
///   - recipes/recipe-grid/iphone-16/2col-accessibilityExtraExtraExtraLarge-page02
/// ```
///
/// A name is a `SnapshotOutcome.name` (a `BaselineName.name`): the baseline's path under the
/// snapshots folder without `.png`. A `-pageNN` name is one page of a tall variant, and only the pages listed are
/// accepted: the variant is rendered whole, its other pages are left as they are.
public struct AcceptList: Hashable, Sendable, Decodable {
    /// The spec, as given to `check`; a relative path is relative to the current directory.
    public var spec: String
    /// The baselines folder; a relative path is relative to the current directory.
    public var snapshots: String
    /// The render scale of the baselines: 1, 2 or 3.
    public var scale: Int
    /// The accepted baselines' names, as listed.
    public var names: [String]

    public init(spec: String, snapshots: String = "Snapshots", scale: Int = 1, names: [String]) {
        self.spec = spec
        self.snapshots = snapshots
        self.scale = scale
        self.names = names
    }

    enum CodingKeys: String, CodingKey, CaseIterable { case spec, snapshots, scale, accept }

    /// Decodes the list strictly: an unknown key, a missing spec or accept, a scale other than 1,
    /// 2 or 3, an empty list and a value of the wrong kind are errors saying what is valid.
    public init(from decoder: any Decoder) throws {
        do {
            self = try Self.decodeStrictly(from: decoder)
        } catch DecodingError.typeMismatch(_, let context) {
            // Yams names its node types ("expected Sequence but found Node"); say what the key holds.
            throw DecodingError.dataCorrupted(.init(codingPath: context.codingPath, debugDescription: Self.expectation(at: context.codingPath.first)))
        }
    }

    private static func decodeStrictly(from decoder: any Decoder) throws -> AcceptList {
        try decoder.rejectKeys(notIn: CodingKeys.self)
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let spec = try container.decode(String.self, forKey: .spec)
        guard !spec.isEmpty else {
            throw DecodingError.dataCorruptedError(
                forKey: .spec, in: container, debugDescription: "the spec path is empty; give the spec as given to check")
        }
        let snapshots = try container.decode(.snapshots, default: "Snapshots")
        let scale = try container.decodeCount(.scale, .displayScale, default: 1)
        let names = try container.decode([String].self, forKey: .accept)
        guard !names.isEmpty else {
            throw DecodingError.dataCorruptedError(
                forKey: .accept, in: container,
                debugDescription: "the list accepts nothing; name at least one baseline, such as <suite>/<screen>/<device>/1col-large"
            )
        }
        return AcceptList(spec: spec, snapshots: snapshots, scale: scale, names: names)
    }

    /// What the value at `key` (the whole list when nil) must be, for a value of the wrong kind.
    private static func expectation(at key: (any CodingKey)?) -> String {
        switch key.flatMap({ CodingKeys(stringValue: $0.stringValue) }) {
        case .spec: "spec must be one path; the spec as given to check, such as spec: Examples/recipes.yaml"
        case .snapshots: "snapshots must be one path; the baselines folder, such as snapshots: Snapshots"
        case .scale: "scale must be one number; valid: 1, 2, 3"
        case .accept:
            "accept must be a list of baseline names; one per line below accept: starting with '- ', such as '  - recipes/recipe-grid/iphone-16/1col-large'"
        case nil: "an accept list must be keys with values; spec, snapshots, scale and accept, one per line such as spec: Examples/recipes.yaml"
        }
    }

    /// Reads the accept list at `path`, at most `SpecLoader.maximumFileSize` bytes.
    public static func load(path: String) throws(SpecError) -> AcceptList {
        try parse(try SpecLoader.text(atPath: path), file: path)
    }

    /// Reads an accept list from `descriptor` (standard input) to its end, a chunk at a time and at
    /// most `SpecLoader.maximumFileSize` bytes, so an endless input is refused in bounded memory;
    /// `file` names it in errors.
    public static func load(descriptor: Int32, file: String) throws(SpecError) -> AcceptList {
        try parse(try SpecLoader.text(readingDescriptor: descriptor, file: file), file: file)
    }

    /// Parses accept-list text; `file` names it in errors, which carry line, column and key.
    public static func parse(_ text: String, file: String = "<accept list>") throws(SpecError) -> AcceptList {
        let node = try SpecLoader.compose(text, file: file, ifEmpty: "the accept list is empty; it needs spec and accept")
        do {
            return try YAMLDecoder().decode(AcceptList.self, from: node)
        } catch let error as DecodingError {
            throw SpecLoader.locate(error, in: node, file: file)
        } catch {
            throw SpecError(file: file, keyPath: "", problem: String(describing: error))
        }
    }

    /// The list in its file format, which `parse` reads back unchanged. The lines come from
    /// `AcceptListFormat`, as in the HTML report's download.
    public var text: String {
        AcceptListFormat.header(spec: spec, snapshots: snapshots, scale: scale)
            + (names.isEmpty ? "accept: []\n" : "accept:\n" + names.map { "  - \(AcceptListFormat.scalar($0))\n" }.joined())
    }

    /// Names listed more than once (each reported once); accepting them once is enough.
    public var duplicateNames: [String] {
        var seen = Set<String>()
        var reported = Set<String>()
        return names.filter { !seen.insert($0).inserted && reported.insert($0).inserted }
    }

    /// The variants of `suite` (the list's spec, loaded) whose baselines are named, in matrix
    /// order; an error names the first name that matches no variant at the list's scale, with the
    /// closest name that does. `file` names the list in errors.
    public func variants(of suite: Suite, file: String) throws(SpecError) -> [Variant] {
        let all = VariantMatrix(suite: suite).variants()
        let variantNames = all.map { BaselineName(suite: suite.name, variant: $0, scale: scale).name }
        let byName = Dictionary(zip(variantNames, all), uniquingKeysWith: { first, _ in first })
        var named = Set<Variant>()
        for (index, name) in names.enumerated() {
            // A page's name names its variant's page; a name that does not parse is looked up as it is.
            let listed = BaselineName(name: name)
            let variantName = listed?.unpaged.name ?? name
            guard let variant = byName[variantName] else {
                let closest = NameMatching.closest(to: variantName, in: variantNames).map { closest in
                    // The same page of the closest variant.
                    let suggestion = BaselineName(name: closest).map { $0.onPage(listed?.page).name } ?? closest
                    return "; did you mean '\(suggestion)'? Names"
                }
                let example = variantNames.first.map { ", such as '\($0)'" } ?? ""
                throw SpecError(
                    file: file, keyPath: "accept[\(index)]",
                    problem: "no variant of \(spec) at scale \(scale) is named '\(name)'" + (closest ?? "; names")
                        + " are baseline paths under \(snapshots) without .png\(example)"
                )
            }
            named.insert(variant)
        }
        return all.filter(named.contains)
    }

    /// Checks that the spec exists and the baselines folder is a folder (relative paths against
    /// the current directory), so a typo never records into a new folder. `file` names the list.
    public func checkPaths(file: String) throws(SpecError) {
        let directory = FileManager.default.currentDirectoryPath
        guard FileManager.default.fileExists(atPath: spec) else {
            throw SpecError(
                file: file, keyPath: "spec", problem: "the spec '\(spec)' does not exist (relative to the current directory, \(directory))")
        }
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: snapshots, isDirectory: &isFolder), isFolder.boolValue else {
            throw SpecError(
                file: file, keyPath: "snapshots",
                problem: "the baselines folder '\(snapshots)' does not exist (relative to the current directory, \(directory))"
            )
        }
    }

    /// Checks, before anything is recorded, that `variants` (`variants(of:file:)`) render every
    /// listed name now: a page name the variant no longer renders (or a variant's name when it now
    /// renders pages) is an error naming the closest name it does render. Each variant is laid
    /// out, not painted, to learn its pages at the list's scale, as a `SnapshotSession` renders them.
    /// `file` names the list in errors.
    package func checkPages(of variants: [Variant], renderer: some VariantRendering, file: String) throws(SpecError) {
        let suite = renderer.suite.name
        var pageNames: [BaselineName: [String]] = [:]
        for variant in variants {
            let baseline = BaselineName(suite: suite, variant: variant, scale: scale)
            do {
                let count = try renderer.pngPageCount(variant, scale: scale)
                pageNames[baseline] = (0..<count).map {
                    BaselineName(suite: suite, variant: variant, scale: scale, pageIndex: $0, pageCount: count).name
                }
            } catch {
                let index = names.firstIndex { BaselineName(name: $0)?.unpaged == baseline } ?? 0
                throw SpecError(
                    file: file, keyPath: "accept[\(index)]", problem: "\(baseline.name) cannot be laid out; \(error). Nothing was written")
            }
        }
        for (index, name) in names.enumerated() {
            let rendered = BaselineName(name: name).flatMap { pageNames[$0.unpaged] } ?? []
            guard !rendered.contains(name) else { continue }
            let closest = NameMatching.closest(to: name, in: rendered).map { "; did you mean '\($0)'?" } ?? "."
            throw SpecError(
                file: file, keyPath: "accept[\(index)]",
                problem: "no page the variant renders now is named '\(name)'\(closest) Nothing was written. "
                    + "A variant taller than 32,767 px is split into -page01, -page02, …, and one that fits has no -pageNN (see proofsheet check)"
            )
        }
    }
}
