import Testing

@testable import Snapshot

@Test func recordModesDecideWhichBaselinesAreWritten() {
    #expect(
        RecordMode.allCases.map { [$0.records(.matching), $0.records(.changed), $0.records(.missing)] } == [
            [true, true, true],  // all
            [false, true, true],  // failed
            [false, false, true],  // missing
            [false, false, false],  // never
        ])
}

@Test func recordModeComesFromTheEnvironment() throws {
    #expect(try RecordMode.fromEnvironment([:]) == .missing)
    #expect(try RecordMode.fromEnvironment(["CI": "true"]) == .never)
    #expect(try RecordMode.fromEnvironment(["CI": "true", "PROOFSHEET_RECORD": "failed"]) == .failed)
    #expect(try RecordMode.fromEnvironment(["PROOFSHEET_RECORD": "ALL"]) == .all)
    #expect(throws: RecordModeError(given: "sometimes", source: "PROOFSHEET_RECORD")) {
        try RecordMode.fromEnvironment(["PROOFSHEET_RECORD": "sometimes"])
    }
    #expect(RecordModeError(given: "x", source: "PROOFSHEET_RECORD").description.contains("all, failed, missing, never"))
}
