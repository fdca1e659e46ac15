import Spec
import Testing

/// The image keys of docs/images.md: a source makes the size optional, content modes by name,
/// `cornerRadius` as points or `circle` (which clips), and where each source is written.
@Suite struct ImageTemplateTests {
    /// A one-screen spec whose cell shows `image` in a stack after a label.
    static func spec(_ image: String) -> String { ControlTemplateTests.spec("stack: {items: [{image: \(image)}]}") }

    static func image(_ yaml: String) throws -> ImageTemplate {
        let suite = try SpecLoader.parse(spec(yaml))
        guard case .stack(let stack) = try suite.screen(named: "list").layout.cell.stack.items[1], case .image(let image) = stack.items[0] else {
            throw SpecError(file: "", keyPath: "", problem: "no image")
        }
        return image
    }

    @Test func aSourceMakesTheSizeOptional() throws {
        let sized = try Self.image("{source: photo.jpg, size: [96, 64], contentMode: scaleaspectfill, cornerRadius: 8}")
        #expect(sized.source == "photo.jpg")
        #expect(!sized.usesImageSize)
        #expect(sized.contentMode == .scaleAspectFill)
        #expect(sized.cornerRadius == .points(8))
        #expect(sized.clipsToBounds)

        let intrinsic = try Self.image("{source: avatar@2x.png, cornerRadius: circle}")
        #expect(intrinsic.usesImageSize)
        #expect(intrinsic.contentMode == .scaleToFill)
        #expect(intrinsic.cornerRadius == .circle)
        #expect(intrinsic.size(at: .large, displayScale: 2, offeredWidth: 300, imageSize: Size(width: 60, height: 40)) == Size(width: 60, height: 40))

        let placeholder = try Self.image("{size: 44}")
        #expect(placeholder.source == nil && !placeholder.usesImageSize && !placeholder.clipsToBounds)
        #expect(try !Self.image("{source: a.png, size: 10, clipsToBounds: false}").clipsToBounds)
        #expect(try Self.image("{source: a.png, size: 10, clipsToBounds: true}").clipsToBounds)
    }

    @Test(arguments: [
        ("{source: a.png, contentMode: fit}", "unknown content mode 'fit'"),
        ("{source: a.png, cornerRadius: round}", "a corner radius is a number of points (12) or circle"),
        ("{source: a.png, cornerRadius: -1}", "cornerRadius"),
        ("{source: ''}", "an image source is a file path relative to the spec"),
        ("{contentMode: center}", "an image needs a size (44 or [64, 48]), an aspectRatio or a source"),
        ("{symbol: wifi, cornerRadius: 6.5, scalesCornerRadius: true}", "give a size (size: 29)"),
        ("{size: 29, scaledWith: body, cornerRadius: circle, scalesCornerRadius: true}", "circle already follows the size"),
        ("{size: 29, scaledWith: body, scalesCornerRadius: true}", "scalesCornerRadius scales a cornerRadius in points"),
    ])
    func badImageKeysAreErrors(image: String, expected: String) {
        let error = #expect(throws: SpecError.self) { try SpecLoader.parse(Self.spec(image)) }
        #expect(error?.description.contains(expected) == true, "\(error?.description ?? "no error")")
    }

    /// `scalesCornerRadius`: the radius in points is the one at the written size and keeps its
    /// share of the side as the view grows (6.5 pt on 29 pt, 6.5 × 81.67 / 29 on an 81.67 pt
    /// square); without it the radius stays 6.5 pt. The DSL builds the same model.
    @Test func scalesCornerRadiusKeepsItsShareOfTheSide() throws {
        let scaled = try Self.image("{symbol: wifi, size: 29, scaledWith: body, cornerRadius: 6.5, scalesCornerRadius: true}")
        #expect(scaled.scalesCornerRadius && scaled.cornerRadius == .points(6.5))
        #expect(scaled.cornerRadius(for: Size(width: 29, height: 29)) == 6.5)
        let ax5 = scaled.size(at: .accessibilityExtraExtraExtraLarge, displayScale: 3, offeredWidth: 390)
        #expect(abs(ax5.width - 81.667) < 0.001)
        #expect(scaled.cornerRadius(for: ax5) == 6.5 * ax5.width / 29)
        let fixed = try Self.image("{symbol: wifi, size: 29, scaledWith: body, cornerRadius: 6.5}")
        #expect(!fixed.scalesCornerRadius && fixed.cornerRadius(for: ax5) == 6.5)
        #expect(try Self.image("{size: 10}").cornerRadius(for: ax5) == 0)
        #expect(try Self.image("{size: 10, cornerRadius: circle}").cornerRadius(for: Size(width: 30, height: 20)) == 10)
        #expect(
            TemplateElement.image(scaled)
                == Image(systemName: "wifi", size: 29, scaledWith: .body).cornerRadius(.points(6.5), scaled: true).templateElement)
    }

    @Test func sourcePlacesNameTheirKeyPaths() throws {
        let suite = try SpecLoader.parse(Self.spec("{source: photos/a.jpg}"))
        #expect(
            suite.imageSourcePlaces() == [
                ImageSourcePlace(source: "photos/a.jpg", screen: "list", keyPath: "screens[0].cell.stack.items[1].stack.items[0].image.source")
            ])
    }
}
