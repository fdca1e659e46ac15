import Foundation
import TestSupport
import Testing

/// What VoiceOver reads, through `proofsheet layout` with the real text engine
/// (docs/voiceover.md): the JSON's `voiceOver` stops, a button's default, and a bad trait.
@Suite struct VoiceOverCommandTests {
    static let spec = """
        name: VoiceOver
        screens:
          - name: main
            layout: {kind: flow}
            cell:
              stack:
                axis: horizontal
                spacing: 8
                items:
                  - image: {size: 20, accessibility: {label: "Photo of {name}"}}
                  - image: {size: 20}
                  - label: {text: "{name}"}
                  - button: {title: Reply, style: filled}
                  - button: {title: Delete, isEnabled: false}
            items:
              - {name: Ana}

        """

    func layout(_ spec: String, _ arguments: String...) throws -> CLIRunner.Result {
        let folder = try ScratchFolder("voiceover")
        let file = folder.file("voiceover.yaml")
        try Data(spec.utf8).write(to: file)
        return try CLIRunner.run(arguments: ["layout", file.path, "--width", "390", "--category", "large"] + arguments)
    }

    /// The labelled image (its label's placeholder filled), the label and the buttons, each
    /// button read by its title with the `button` trait, a disabled one also `notEnabled`; the
    /// unlabelled image is no stop.
    @Test func layoutJSONListsTheStopsInOrder() throws {
        let result = try layout(Self.spec)
        #expect(result.status == 0, "\(result.stderr)")
        let json = try #require(result.json)
        #expect(json["schemaVersion"] as? String == "1.2")
        let stops = try #require(json["voiceOver"] as? [[String: Any]])
        #expect(stops.map { $0["spoken"] as? String } == ["Photo of Ana. Image.", "Ana.", "Reply. Button.", "Delete. Button. Dimmed."])
        #expect(stops.map { $0["traits"] as? [String] } == [["image"], ["staticText"], ["button"], ["button", "notEnabled"]])
        #expect(
            stops.map { $0["keyPath"] as? String } == [
                "stack.items[0].image", "stack.items[2].label", "stack.items[3].button", "stack.items[4].button",
            ])
        #expect(stops.allSatisfy { $0["element"] as? String == "cell 0.0" })
        // Left to right along the row: every stop starts right of the one before.
        let xs = stops.compactMap { ($0["frame"] as? [Double])?.first }
        #expect(xs == xs.sorted() && xs.count == 4 && xs[0] == 0)
    }

    /// An unknown trait is refused with its place and the valid names, exit 2.
    @Test func anUnknownTraitIsExitTwoNamingTheValidOnes() throws {
        let result = try layout(Self.spec.replacingOccurrences(of: "{size: 20}", with: "{size: 20, accessibility: {traits: [buton]}}"))
        #expect(result.status == 2)
        #expect(result.stderr.contains("voiceover.yaml:11:56: "), "\(result.stderr)")
        #expect(result.stderr.contains("unknown accessibility trait 'buton' at screens[0].cell.stack.items[1].image.accessibility.traits[0]"))
        #expect(result.stderr.contains("did you mean 'button'?"))
        #expect(result.stderr.contains("Valid: button, link, header, searchField, image, selected,"))
    }
}
