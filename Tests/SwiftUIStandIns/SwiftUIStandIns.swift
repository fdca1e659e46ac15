// SwiftUI is not on Linux: this module declares, top level and public as SwiftUI does, the
// names SwiftUI shares with ProofSheet's public API. A test file that imports it beside
// ProofSheetTesting sees them as a file importing SwiftUI would: written unqualified, each is
// ambiguous, so that file (SwiftUINamesTests.swift) proves the qualified spelling docs/swift-specs.md
// shows compiles. A public type ProofSheet adds under another SwiftUI name belongs here too.

public struct Axis {}
public struct Button {}
public struct Color {}
public struct ContentSizeCategory {}
public struct EdgeInsets {}
public struct Font {}
public struct Image {}
public struct Label {}
public struct Section {}
public struct Spacer {}
