import Localization

/// The words VoiceOver speaks around an element's own texts, in one language: its traits
/// ("Button", "Heading") and a tab's role and place ("Tab", "2 of 3"). VoiceOver speaks them in
/// the device's language, so a variant in German reads "Taste" where English reads "Button"
/// (docs/voiceover.md, "Words in each language").
///
/// Apple publishes no list of VoiceOver's phrases: the words are ProofSheet's translations of the
/// English ones, written in ``table`` for the languages below; any other language speaks
/// English. A suite's string table named `VoiceOver` overrides them key by key
/// (`Suite.voiceOverWords(in:device:)`, which also gives a pseudolanguage its source language's
/// words). The VoiceOver view's title and notes are in the table too, so the view reads in one
/// language.
package struct VoiceOverWords: Hashable, Sendable {
    /// The language the words are spoken in (`de`, `de-AT`, `sv`): it chooses the plural form
    /// of the list's title.
    package let language: LanguageTag
    /// The row of ``table`` the words come from: `language`'s subtag, or `en` for a language
    /// the table has no row for.
    package let row: String
    /// The words a suite's `VoiceOver` string table gives in `language`, over the row's.
    package private(set) var overrides: [Word: String] = [:]

    /// The words of `language` (its subtag, `de` of `de-AT`, chooses the row); English for a
    /// language the table does not have.
    package init(language: LanguageTag) {
        self.language = language
        row = Self.table[language.language] == nil ? "en" : language.language
    }

    /// The words of the language tagged `language` (`de`); English for nil, a tag that is no
    /// language or a language the table does not have.
    package init(language: String?) {
        self.init(language: language.flatMap { try? LanguageTag(parsing: $0) } ?? .english)
    }

    package static let english = VoiceOverWords(language: LanguageTag.english)

    /// These words with `overrides` (a suite's `VoiceOver` string table's) in place of the row's.
    package func overriding(_ overrides: [Word: String]) -> VoiceOverWords {
        var words = self
        words.overrides.merge(overrides) { $1 }
        return words
    }

    /// What VoiceOver says for `trait` after the label and value ("Button"); nil for a trait it
    /// does not speak.
    package func spoken(_ trait: AccessibilityTrait) -> String? {
        switch trait {
        case .button: word(.button)
        case .toggleButton: word(.switchButton)
        case .link: word(.link)
        case .header: word(.heading)
        case .searchField: word(.searchField)
        case .image: word(.image)
        case .selected: word(.selected)
        case .notEnabled: word(.dimmed)
        case .adjustable: word(.adjustable)
        case .tabBar: word(.tabBar)
        case .keyboardKey: word(.key)
        default: nil
        }
    }

    /// A switch's state, its value ("On", "Off").
    package func switchState(isOn: Bool) -> String { word(isOn ? .on : .off) }

    /// A tab bar item's role ("Tab").
    package var tab: String { word(.tab) }

    /// A tab's place among `count` ("2 of 3").
    package func position(_ index: Int, of count: Int) -> String {
        word(.position).replacingPlaceholders(index: index, count: count)
    }

    /// The VoiceOver view's title over its list of `count` stops ("VoiceOver reads, in order
    /// (3 stops):"): `readingOrderOne` for a count in the language's CLDR `one` category, else
    /// `readingOrder`.
    package func readingOrder(count: Int) -> String {
        let isOne = PluralRules.category(of: count, language: language) == .one
        return word(isOne ? .readingOrderOne : .readingOrder).replacingPlaceholders(index: 0, count: count)
    }

    /// The VoiceOver view's last line when `count` stops lie below the first screen.
    package func stopsBelow(_ count: Int) -> String { word(.stopsBelow).replacingPlaceholders(index: 0, count: count) }

    /// The VoiceOver view's line for a stop with nothing to speak.
    package var nothingToSpeak: String { word(.nothingToSpeak) }

    /// The words ``table`` gives each language, and the keys of a suite's `VoiceOver` string
    /// table.
    package enum Word: String, CaseIterable, Sendable {
        case button, switchButton, on, off, link, heading, searchField, image, selected, dimmed, adjustable, tabBar, key, tab, position
        case readingOrder, readingOrderOne, stopsBelow, nothingToSpeak
    }

    private func word(_ word: Word) -> String { overrides[word] ?? Self.table[row]![word]! }

    /// Every language's words. `position` holds `{index}` and `{count}`, the VoiceOver view's
    /// `readingOrder`, `readingOrderOne` and `stopsBelow` `{count}`. One row per language:
    /// English as VoiceOver speaks it (docs/voiceover.md cites where each English word is
    /// documented); the others ProofSheet's translations. The view's lines are ProofSheet's own.
    package static let table: [String: [Word: String]] = [
        "en": [
            .button: "Button", .switchButton: "Switch button", .on: "On", .off: "Off", .link: "Link", .heading: "Heading",
            .searchField: "Search field", .image: "Image",
            .selected: "Selected",
            .dimmed: "Dimmed", .adjustable: "Adjustable", .tabBar: "Tab bar", .key: "Key", .tab: "Tab", .position: "{index} of {count}",
            .readingOrder: "VoiceOver reads, in order ({count} stops):", .readingOrderOne: "VoiceOver reads, in order ({count} stop):",
            .stopsBelow: "+ {count} more below the first screen", .nothingToSpeak: "(nothing to speak)",
        ],
        "de": [
            .button: "Taste", .switchButton: "Schalter", .on: "Ein", .off: "Aus", .link: "Link", .heading: "Überschrift", .searchField: "Suchfeld",
            .image: "Bild",
            .selected: "Ausgewählt",
            .dimmed: "Abgeblendet", .adjustable: "Einstellbar", .tabBar: "Tableiste", .key: "Taste", .tab: "Tab", .position: "{index} von {count}",
            .readingOrder: "VoiceOver liest der Reihe nach ({count} Stopps):", .readingOrderOne: "VoiceOver liest der Reihe nach ({count} Stopp):",
            .stopsBelow: "+ {count} weitere unter dem ersten Bildschirm", .nothingToSpeak: "(nichts vorzulesen)",
        ],
        "fr": [
            .button: "Bouton", .switchButton: "Bouton bascule", .on: "Activé", .off: "Désactivé", .link: "Lien", .heading: "En-tête",
            .searchField: "Champ de recherche",
            .image: "Image",
            .selected: "Sélectionné", .dimmed: "Estompé", .adjustable: "Réglable", .tabBar: "Barre d’onglets", .key: "Touche", .tab: "Onglet",
            .position: "{index} sur {count}",
            .readingOrder: "VoiceOver lit, dans l’ordre ({count} arrêts) :", .readingOrderOne: "VoiceOver lit, dans l’ordre ({count} arrêt) :",
            .stopsBelow: "+ {count} de plus sous le premier écran", .nothingToSpeak: "(rien à lire)",
        ],
        "es": [
            .button: "Botón", .switchButton: "Botón de activación", .on: "Activado", .off: "Desactivado", .link: "Enlace", .heading: "Encabezado",
            .searchField: "Campo de búsqueda",
            .image: "Imagen",
            .selected: "Seleccionado", .dimmed: "Atenuado", .adjustable: "Ajustable", .tabBar: "Barra de pestañas", .key: "Tecla",
            .tab: "Pestaña", .position: "{index} de {count}",
            .readingOrder: "VoiceOver lee, en orden ({count} paradas):", .readingOrderOne: "VoiceOver lee, en orden ({count} parada):",
            .stopsBelow: "+ {count} más debajo de la primera pantalla", .nothingToSpeak: "(nada que leer)",
        ],
        "ar": [
            .button: "زر", .switchButton: "زر تبديل", .on: "تشغيل", .off: "إيقاف", .link: "رابط", .heading: "عنوان", .searchField: "حقل البحث",
            .image: "صورة", .selected: "محدد",
            .dimmed: "معتم",
            .adjustable: "قابل للتعديل", .tabBar: "شريط علامات التبويب", .key: "مفتاح", .tab: "علامة تبويب", .position: "{index} من {count}",
            .readingOrder: "يقرأ VoiceOver بالترتيب (عدد العناصر: {count}):", .readingOrderOne: "يقرأ VoiceOver بالترتيب (عدد العناصر: {count}):",
            .stopsBelow: "+ {count} أخرى أسفل الشاشة الأولى", .nothingToSpeak: "(لا شيء لقراءته)",
        ],
        "ja": [
            .button: "ボタン", .switchButton: "スイッチボタン", .on: "オン", .off: "オフ", .link: "リンク", .heading: "見出し", .searchField: "検索フィールド", .image: "イメージ",
            .selected: "選択中",
            .dimmed: "無効", .adjustable: "調整可能", .tabBar: "タブバー", .key: "キー", .tab: "タブ", .position: "{count}項目中{index}項目目",
            .readingOrder: "VoiceOverの読み上げ順（{count}項目）：", .readingOrderOne: "VoiceOverの読み上げ順（{count}項目）：",
            .stopsBelow: "+ 最初の画面の下にあと{count}項目", .nothingToSpeak: "（読み上げる内容なし）",
        ],
    ]
}

extension String {
    fileprivate func replacingPlaceholders(index: Int, count: Int) -> String {
        var result = ""
        TemplateText.scan(self, literal: { result += $0 }) { field in result += field == "index" ? String(index) : String(count) }
        return result
    }
}
