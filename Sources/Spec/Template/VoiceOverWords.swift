/// The words VoiceOver speaks around an element's own texts, in one language: its traits
/// ("Button", "Heading") and a tab's role and place ("Tab", "2 of 3"). VoiceOver speaks them in
/// the device's language, so a variant in German reads "Taste" where English reads "Button"
/// (docs/voiceover.md, "Words in each language").
///
/// Apple publishes no list of VoiceOver's phrases: the words are ProofSheet's translations of the
/// English ones, written in ``table`` for the languages below; any other language, and every
/// pseudolanguage (whose text is English), speaks English.
package struct VoiceOverWords: Hashable, Sendable {
    /// The language whose words these are (`en`, `de`, …): a key of ``table``.
    package let language: String

    /// The words of `language` (a language subtag such as `de` of `de-AT`); English for a
    /// language the table does not have or for nil.
    package init(language: String?) {
        self.language = language.flatMap { Self.table[$0] == nil ? nil : $0 } ?? "en"
    }

    package static let english = VoiceOverWords(language: "en")

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

    /// The words ``table`` gives each language.
    package enum Word: String, CaseIterable, Sendable {
        case button, switchButton, on, off, link, heading, searchField, image, selected, dimmed, adjustable, tabBar, key, tab, position
    }

    private func word(_ word: Word) -> String { Self.table[language]![word]! }

    /// Every language's words. `position` holds `{index}` and `{count}`. One row per language:
    /// English as VoiceOver speaks it (docs/voiceover.md cites where each English word is
    /// documented); the others ProofSheet's translations.
    package static let table: [String: [Word: String]] = [
        "en": [
            .button: "Button", .switchButton: "Switch button", .on: "On", .off: "Off", .link: "Link", .heading: "Heading",
            .searchField: "Search field", .image: "Image",
            .selected: "Selected",
            .dimmed: "Dimmed", .adjustable: "Adjustable", .tabBar: "Tab bar", .key: "Key", .tab: "Tab", .position: "{index} of {count}",
        ],
        "de": [
            .button: "Taste", .switchButton: "Schalter", .on: "Ein", .off: "Aus", .link: "Link", .heading: "Überschrift", .searchField: "Suchfeld",
            .image: "Bild",
            .selected: "Ausgewählt",
            .dimmed: "Abgeblendet", .adjustable: "Anpassbar", .tabBar: "Tableiste", .key: "Taste", .tab: "Tab", .position: "{index} von {count}",
        ],
        "fr": [
            .button: "Bouton", .switchButton: "Bouton bascule", .on: "Activé", .off: "Désactivé", .link: "Lien", .heading: "En-tête",
            .searchField: "Champ de recherche",
            .image: "Image",
            .selected: "Sélectionné", .dimmed: "Estompé", .adjustable: "Réglable", .tabBar: "Barre d’onglets", .key: "Touche", .tab: "Onglet",
            .position: "{index} sur {count}",
        ],
        "es": [
            .button: "Botón", .switchButton: "Botón de activación", .on: "Activado", .off: "Desactivado", .link: "Enlace", .heading: "Encabezado",
            .searchField: "Campo de búsqueda",
            .image: "Imagen",
            .selected: "Seleccionado", .dimmed: "Atenuado", .adjustable: "Ajustable", .tabBar: "Barra de pestañas", .key: "Tecla",
            .tab: "Pestaña", .position: "{index} de {count}",
        ],
        "ar": [
            .button: "زر", .switchButton: "زر تبديل", .on: "تشغيل", .off: "إيقاف", .link: "رابط", .heading: "عنوان", .searchField: "حقل البحث",
            .image: "صورة", .selected: "محدد",
            .dimmed: "معتم",
            .adjustable: "قابل للتعديل", .tabBar: "شريط علامات التبويب", .key: "مفتاح", .tab: "علامة تبويب", .position: "{index} من {count}",
        ],
        "ja": [
            .button: "ボタン", .switchButton: "スイッチボタン", .on: "オン", .off: "オフ", .link: "リンク", .heading: "見出し", .searchField: "検索フィールド", .image: "イメージ",
            .selected: "選択中",
            .dimmed: "淡色表示", .adjustable: "調整可能", .tabBar: "タブバー", .key: "キー", .tab: "タブ", .position: "{count}項目中{index}項目目",
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
