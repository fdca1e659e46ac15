import Foundation
import Rendering
import Synchronization

/// The fingerprint of everything that makes a variant's PNG: the ProofSheet build
/// (`BuildIdentity`), the text stack's versions and every font file's hash
/// (`RenderEnvironment`), the render options and scale, the variant, its screen as loaded (its
/// data, templates and text keys), its text as resolved in its language from the string tables,
/// and the suite's colours and fonts. Two renderings with the same fingerprint are the same
/// bytes, so `check` skips a variant whose baseline carries its fingerprint.
public final class VariantFingerprints: Sendable {
    private let renderer: VariantRenderer
    private let options: RenderOptions
    /// The build, environment, options and suite's part, hashed into every fingerprint.
    private let common: String
    /// Each screen's description, made once per run (a screen's data can be large).
    private let screens = Mutex<[String: String]>([:])

    /// Fingerprints of `renderer`'s variants drawn with `options` in `environment` by `build`.
    public init(renderer: VariantRenderer, options: RenderOptions, environment: RenderEnvironment, build: String = BuildIdentity.current) {
        self.renderer = renderer
        self.options = options
        let suite = renderer.suite
        common = CanonicalDescription.of([
            "ProofSheet fingerprint 1", build, Self.json(environment), CanonicalDescription.of(options),
            CanonicalDescription.of(suite.palette), suite.systemFontFamily, suite.sourceLanguage.identifier, CanonicalDescription.of(suite.fonts),
        ])
    }

    /// The variant's fingerprint: 64 hex digits (SHA-256).
    public func of(_ variant: Variant) throws -> String {
        let screen = try renderer.suite.screen(named: variant.screen)
        let screenText = screens.withLock { $0[screen.name] } ?? {
            let text = CanonicalDescription.of(screen)
            screens.withLock { $0[screen.name] = text }
            return text
        }()
        let digest = SHA256Digest()
        digest.update(common)
        digest.update(screenText)
        digest.update(CanonicalDescription.of(variant))
        digest.update(CanonicalDescription.of(renderer.pngMetadata(variant, scale: options.scale).map { [$0.key, $0.value] }))
        if variant.language != nil {
            // The text as the string tables resolve it in this language (plurals, device variants).
            let localized = try renderer.suite.layoutInput(of: screen, in: variant.language, on: variant.device)
            digest.update(CanonicalDescription.of(localized.input))
            digest.update(CanonicalDescription.of(localized.untranslated))
        }
        return digest.hex
    }

    private static func json(_ environment: RenderEnvironment) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        return (try? encoder.encode(environment)).map { String(decoding: $0, as: UTF8.self) } ?? CanonicalDescription.of(environment)
    }
}
