import Foundation
import ProofSheet
import Variants

/// Where `render` writes: the file the user named, as named, or a name made from the variant
/// inside the folder the user named, with @2x/@3x before the extension for PNG; `-pageNN` for
/// pages, formatted as baseline names format them.
struct OutputNaming {
    let folder: URL
    let stem: String
    let format: RenderFormat
    /// The user named the file, not a folder: its name carries no scale suffix.
    let namesAFile: Bool
    private let givenAsRelative: Bool

    init(output: String, format: RenderFormat, defaultStem: String) {
        var isFolder: ObjCBool = false
        let exists = FileManager.default.fileExists(atPath: output, isDirectory: &isFolder)
        let url = URL(fileURLWithPath: output)
        if output.hasSuffix("/") || (exists && isFolder.boolValue) {
            folder = url
            stem = defaultStem
            namesAFile = false
        } else {
            folder = url.deletingLastPathComponent()
            let name = url.lastPathComponent
            stem = RenderFormat(path: name) != nil ? String(name.dropLast(url.pathExtension.count + 1)) : name
            namesAFile = true
        }
        self.format = format
        givenAsRelative = !output.hasPrefix("/")
    }

    /// Files named `stem` inside the folder `folder` (as the user gave it).
    init(folder: String, stem: String, format: RenderFormat) {
        self.folder = URL(fileURLWithPath: folder, isDirectory: true)
        self.stem = stem
        self.format = format
        namesAFile = false
        givenAsRelative = !folder.hasPrefix("/")
    }

    /// The file for page `index` (from 0) of `count`: `stem[-pageNN][@Nx].ext`, the page and
    /// scale suffixes as baselines carry them (``BaselineName/suffix(page:scale:)``); `scale` adds
    /// the @Nx suffix (PNG only; nil for vector formats) to a name made in a folder, never to the
    /// file the user named.
    func url(page index: Int, of count: Int, scale: Int?) -> URL {
        let page = BaselineName.Page(index: index, of: count)
        let scale = namesAFile ? 1 : scale ?? 1
        return folder.appendingPathComponent(stem + BaselineName.suffix(page: page, scale: scale) + "." + format.rawValue)
    }

    /// The path as printed: relative to the working directory when the user gave a relative one.
    func display(_ url: URL) -> String {
        let current = FileManager.default.currentDirectoryPath + "/"
        return givenAsRelative && url.path.hasPrefix(current) ? String(url.path.dropFirst(current.count)) : url.path
    }
}
