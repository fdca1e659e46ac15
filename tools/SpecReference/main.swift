import Foundation
import Spec

// `proofsheet-spec-reference FOLDER`: writes the spec reference and the spec's JSON Schema
// (``SpecReference/files()``) under FOLDER, as their paths in the repository. tools/spec-reference
// runs it with the repository's root, or with a scratch folder to compare (--check).
guard CommandLine.arguments.count == 2 else {
    FileHandle.standardError.write(Data("usage: proofsheet-spec-reference FOLDER\n".utf8))
    exit(2)
}
let folder = URL(fileURLWithPath: CommandLine.arguments[1])
for (path, contents) in SpecReference.files() {
    let file = folder.appendingPathComponent(path)
    try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
    try Data(contents.utf8).write(to: file, options: .atomic)
}
