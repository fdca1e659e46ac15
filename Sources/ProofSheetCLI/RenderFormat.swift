import ArgumentParser
import Foundation

/// The file formats `render` writes.
enum RenderFormat: String, ExpressibleByArgument, CaseIterable {
    case png, svg, pdf

    /// The format a path's extension names, if any.
    init?(path: String) {
        self.init(rawValue: URL(fileURLWithPath: path).pathExtension.lowercased())
    }
}
