import Spec
import Testing

/// `SpecLoader` reading a spec from a file (decoding is tested in the other SpecTests).
@Suite struct SpecLoaderFileTests {
    @Test func missingFileIsAnError() {
        let error = #expect(throws: SpecError.self) { try SpecLoader.load(path: "/nonexistent/spec.yaml") }
        #expect(error?.description == "/nonexistent/spec.yaml: cannot read the file: No such file or directory")
    }
}
