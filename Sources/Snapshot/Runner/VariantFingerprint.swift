import Foundation
import Localization
import ProofSheetSupport
import Spec
import Synchronization
import Variants

/// The fingerprint of everything that makes a variant's PNG: the ProofSheet build
/// (`BuildIdentity`), the text stack's versions and every font file's hash
/// (`RenderEnvironment`), the render options and scale (both from the renderer,
/// ``VariantRendering/fingerprintInputs(scale:)``), the variant, its screen as loaded (its
/// data, templates and text keys), the content of the image files it shows, its text as resolved
/// in its language from the string tables, and the suite's colours and fonts. Two renderings with the same fingerprint are the same
/// bytes, so `check` skips a variant whose baseline carries its fingerprint.
package final class VariantFingerprints: Sendable {
    private let renderer: any VariantRendering
    private let scale: Int
    /// The build, environment, options and suite's part, hashed into every fingerprint.
    private let common: String
    /// Each screen's description, made once per run (a screen's data can be large).
    private let screens = Mutex<[String: String]>([:])
    /// Each screen's text as resolved in a language on a device, described once per run: every
    /// category, column count and appearance of it shares the description.
    private let localizedScreens = Mutex<[LocalizedScreen: String]>([:])

    private struct LocalizedScreen: Hashable {
        let screen: String
        let language: LanguageTag
        let device: Device
    }

    /// Fingerprints of `renderer`'s variants drawn at `scale` in `environment` by `build` (nil:
    /// the renderer's, ``VariantRendering/fingerprintInputs(scale:)``).
    package init(renderer: any VariantRendering, scale: Int, environment: RenderEnvironment, build: String? = nil) {
        self.renderer = renderer
        self.scale = scale
        let suite = renderer.suite
        let drawing = renderer.fingerprintInputs(scale: scale)
        common = CanonicalDescription.of([
            "ProofSheet fingerprint 1", build ?? drawing.build, Self.json(environment), drawing.options,
            CanonicalDescription.of(suite.palette), suite.systemFontFamily, suite.sourceLanguage.identifier, CanonicalDescription.of(suite.fonts),
        ])
    }

    /// The variant's fingerprint: 64 hex digits (SHA-256).
    package func of(_ variant: Variant) throws -> String {
        let screen = try renderer.suite.screen(named: variant.screen)
        let digest = SHA256Digest()
        digest.update(common)
        digest.update(description(of: screen))
        // Empty for a screen without images, so its fingerprints are as they were.
        digest.update(renderer.imageFingerprint(ofScreen: screen.name))
        digest.update(VariantAxisRegistry.current.fingerprintDescription(of: variant))
        digest.update(CanonicalDescription.of(renderer.pngMetadata(variant, scale: scale).map { [$0.key, $0.value] }))
        if let language = variant.language {
            digest.update(try description(of: screen, in: language, on: variant.device))
        }
        return digest.hex
    }

    /// Describes the screens of `variants`, in each of their languages, now rather than at
    /// each one's first fingerprint: worker processes forked after this share the descriptions
    /// (and the runtime's reflection caches) instead of each making its own. The descriptions
    /// (one per screen, and one per screen, language and device) are made on up to `jobs`
    /// threads. A screen whose description fails is left for its fingerprint to report.
    package func describeScreens(of variants: [Variant], jobs: Int = 1) {
        var unlocalized: [Screen] = []
        var localized: [(screen: Screen, key: LocalizedScreen)] = []
        var seenScreens = Set<String>()
        var seenLocalized = Set<LocalizedScreen>()
        for variant in variants {
            guard let screen = try? renderer.suite.screen(named: variant.screen) else { continue }
            if seenScreens.insert(screen.name).inserted { unlocalized.append(screen) }
            guard let language = variant.language else { continue }
            let key = LocalizedScreen(screen: screen.name, language: language, device: variant.device)
            if seenLocalized.insert(key).inserted { localized.append((screen, key)) }
        }
        let (toDescribe, toLocalize) = (unlocalized, localized)
        _ = ParallelWork.map(toDescribe.count + toLocalize.count, jobs: jobs) { index in
            if index < toDescribe.count {
                _ = description(of: toDescribe[index])
            } else {
                let (screen, key) = toLocalize[index - toDescribe.count]
                _ = try? description(of: screen, in: key.language, on: key.device)
            }
        }
    }

    private func description(of screen: Screen) -> String {
        if let text = screens.withLock({ $0[screen.name] }) { return text }
        let text = CanonicalDescription.of(screen)
        screens.withLock { $0[screen.name] = text }
        return text
    }

    /// The screen's text as the string tables resolve it in `language` on `device` (plurals,
    /// device variants).
    private func description(of screen: Screen, in language: LanguageTag, on device: Device) throws -> String {
        let key = LocalizedScreen(screen: screen.name, language: language, device: device)
        if let text = localizedScreens.withLock({ $0[key] }) { return text }
        let localized = try renderer.suite.layoutInput(of: screen, in: language, on: device)
        let text = CanonicalDescription.of(localized.input) + CanonicalDescription.of(localized.untranslated)
        localizedScreens.withLock { $0[key] = text }
        return text
    }

    private static func json(_ environment: RenderEnvironment) -> String {
        // No `/` in versions, font file names or hashes, so slashes unescaped change no fingerprint.
        (try? JSONArtefact.encoder(compact: true).encode(environment)).map { String(decoding: $0, as: UTF8.self) }
            ?? CanonicalDescription.of(environment)
    }
}
