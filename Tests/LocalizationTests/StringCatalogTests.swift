import Foundation
import Localization
import TestSupport
import Testing

/// A String Catalog written by the test, resolved in several languages and on several devices.
@Suite struct StringCatalogTests {
    let folder: ScratchFolder
    let tables: StringTables

    static let catalog = #"""
        {
          "sourceLanguage" : "en",
          "version" : "1.0",
          "strings" : {
            "Welcome" : {
              "comment" : "The first screen's title",
              "extractionState" : "manual",
              "localizations" : {
                "en" : { "stringUnit" : { "state" : "translated", "value" : "Welcome!" } },
                "de" : { "stringUnit" : { "state" : "translated", "value" : "Willkommen!" } },
                "pt" : { "stringUnit" : { "state" : "translated", "value" : "Bem-vindo!" } },
                "fr" : { "stringUnit" : { "state" : "new", "value" : "Bienvenue (brouillon)" } },
                "es" : { "stringUnit" : { "state" : "needs_review", "value" : "¡Bienvenido!" } },
                "it" : { "stringUnit" : { "state" : "stale", "value" : "Benvenuto!" } }
              }
            },
            "Sign in" : {
              "localizations" : {
                "de" : { "stringUnit" : { "state" : "translated", "value" : "Anmelden" } }
              }
            },
            "Brand" : {
              "shouldTranslate" : false,
              "localizations" : {
                "en" : { "stringUnit" : { "state" : "translated", "value" : "ProofSheet" } },
                "de" : { "stringUnit" : { "state" : "translated", "value" : "Beweisblatt" } }
              }
            },
            "%lld items" : {
              "localizations" : {
                "en" : { "variations" : { "plural" : {
                  "one" : { "stringUnit" : { "state" : "translated", "value" : "%lld item" } },
                  "other" : { "stringUnit" : { "state" : "translated", "value" : "%lld items" } }
                } } },
                "ru" : { "variations" : { "plural" : {
                  "one" : { "stringUnit" : { "state" : "translated", "value" : "%lld предмет" } },
                  "few" : { "stringUnit" : { "state" : "translated", "value" : "%lld предмета" } },
                  "many" : { "stringUnit" : { "state" : "translated", "value" : "%lld предметов" } },
                  "other" : { "stringUnit" : { "state" : "translated", "value" : "%lld предмета" } }
                } } }
              }
            },
            "%lld messages" : {
              "localizations" : {
                "en" : { "variations" : { "plural" : {
                  "zero" : { "stringUnit" : { "state" : "translated", "value" : "No messages" } },
                  "one" : { "stringUnit" : { "state" : "translated", "value" : "%lld message" } },
                  "other" : { "stringUnit" : { "state" : "translated", "value" : "%lld messages" } }
                } } },
                "lv" : { "variations" : { "plural" : {
                  "zero" : { "stringUnit" : { "state" : "translated", "value" : "%lld ziņu" } },
                  "one" : { "stringUnit" : { "state" : "translated", "value" : "%lld ziņa" } },
                  "other" : { "stringUnit" : { "state" : "translated", "value" : "%lld ziņas" } }
                } } }
              }
            },
            "%@ km" : {
              "localizations" : {
                "en" : { "variations" : { "plural" : {
                  "one" : { "stringUnit" : { "state" : "translated", "value" : "%@ kilometer" } },
                  "other" : { "stringUnit" : { "state" : "translated", "value" : "%@ kilometers" } }
                } } }
              }
            },
            "Tap here" : {
              "localizations" : {
                "en" : { "variations" : { "device" : {
                  "iphone" : { "stringUnit" : { "state" : "translated", "value" : "Tap here" } },
                  "mac" : { "stringUnit" : { "state" : "translated", "value" : "Click here" } },
                  "applewatch" : { "variations" : { "plural" : {
                    "one" : { "stringUnit" : { "state" : "translated", "value" : "Tap %lld time" } },
                    "other" : { "stringUnit" : { "state" : "translated", "value" : "Tap %lld times" } }
                  } } },
                  "other" : { "stringUnit" : { "state" : "translated", "value" : "Select here" } }
                } } }
              }
            },
            "files.in.folders" : {
              "localizations" : {
                "en" : {
                  "stringUnit" : { "state" : "translated", "value" : "%#@files@ in %#@folders@" },
                  "substitutions" : {
                    "files" : { "argNum" : 1, "formatSpecifier" : "lld", "variations" : { "plural" : {
                      "one" : { "stringUnit" : { "state" : "translated", "value" : "%arg file" } },
                      "other" : { "stringUnit" : { "state" : "translated", "value" : "%arg files" } }
                    } } },
                    "folders" : { "argNum" : 2, "formatSpecifier" : "lld", "variations" : { "plural" : {
                      "one" : { "stringUnit" : { "state" : "translated", "value" : "%arg folder" } },
                      "other" : { "stringUnit" : { "state" : "translated", "value" : "%arg folders" } }
                    } } }
                  }
                },
                "de" : {
                  "stringUnit" : { "state" : "translated", "value" : "%#@folders@ mit %#@files@" },
                  "substitutions" : {
                    "files" : { "argNum" : 1, "formatSpecifier" : "lld", "variations" : { "plural" : {
                      "one" : { "stringUnit" : { "state" : "translated", "value" : "einer Datei" } },
                      "other" : { "stringUnit" : { "state" : "translated", "value" : "%arg Dateien" } }
                    } } },
                    "folders" : { "argNum" : 2, "formatSpecifier" : "lld", "variations" : { "plural" : {
                      "one" : { "stringUnit" : { "state" : "translated", "value" : "Ein Ordner" } },
                      "other" : { "stringUnit" : { "state" : "translated", "value" : "%arg Ordner" } }
                    } } }
                  }
                }
              }
            },
            "%@ ate %#@apples@" : {
              "localizations" : {
                "en" : {
                  "stringUnit" : { "state" : "translated", "value" : "%@ ate %#@apples@ today" },
                  "substitutions" : {
                    "apples" : { "formatSpecifier" : "lld", "variations" : { "plural" : {
                      "one" : { "stringUnit" : { "state" : "translated", "value" : "one apple" } },
                      "other" : { "stringUnit" : { "state" : "translated", "value" : "%arg apples" } }
                    } } }
                  }
                }
              }
            },
            "No other" : {
              "localizations" : {
                "en" : { "variations" : { "plural" : {
                  "one" : { "stringUnit" : { "state" : "translated", "value" : "%lld thing" } }
                } } }
              }
            }
          },
          "version" : "1.0"
        }
        """#

    init() throws {
        folder = try ScratchFolder("string-catalog")
        let url = try folder.write(Array(Self.catalog.utf8), to: "Localizable.xcstrings")
        tables = try StringTables.load([url], developmentLanguage: LanguageTag(parsing: "en"))
    }

    private func resolve(_ key: String, _ language: String, _ arguments: [FormatArgument] = [], device: DeviceIdiom = .iphone) throws
        -> ResolvedString
    {
        try tables.resolve(StringReference(key: key, arguments: arguments), language: LanguageTag(parsing: language), device: device)
    }

    @Test func tablesAndLanguages() {
        #expect(tables.tableNames == ["Localizable"])
        #expect(tables.languages == ["en", "de", "pt", "fr", "es", "it", "ru", "lv"])
    }

    @Test func translationsAndTheirStates() throws {
        #expect(try resolve("Welcome", "de") == ResolvedString(text: "Willkommen!", isUntranslated: false, table: "Localizable"))
        #expect(try resolve("Welcome", "es") == ResolvedString(text: "¡Bienvenido!", isUntranslated: false, table: "Localizable"))
        #expect(try resolve("Welcome", "it") == ResolvedString(text: "Benvenuto!", isUntranslated: false, table: "Localizable"))
        #expect(try resolve("Welcome", "fr") == ResolvedString(text: "Welcome!", isUntranslated: true, table: "Localizable"))
        #expect(try resolve("Welcome", "ja") == ResolvedString(text: "Welcome!", isUntranslated: true, table: "Localizable"))
        #expect(try resolve("Welcome", "en-GB") == ResolvedString(text: "Welcome!", isUntranslated: false, table: "Localizable"))
    }

    @Test func aRegionFallsBackToItsLanguageAsTranslated() throws {
        #expect(try resolve("Welcome", "pt-BR") == ResolvedString(text: "Bem-vindo!", isUntranslated: false, table: "Localizable"))
    }

    @Test func aKeyWithoutASourceLocalizationIsItsOwnSourceText() throws {
        #expect(try resolve("Sign in", "en") == ResolvedString(text: "Sign in", isUntranslated: false, table: "Localizable"))
        #expect(try resolve("Sign in", "de").text == "Anmelden")
        #expect(try resolve("Sign in", "ja") == ResolvedString(text: "Sign in", isUntranslated: true, table: "Localizable"))
    }

    @Test func aKeyNotToTranslateShowsItsSourceEverywhere() throws {
        #expect(try resolve("Brand", "de") == ResolvedString(text: "ProofSheet", isUntranslated: false, table: "Localizable"))
        #expect(try resolve("Brand", "ja") == ResolvedString(text: "ProofSheet", isUntranslated: false, table: "Localizable"))
    }

    @Test func pluralFormsByTheLanguagesRules() throws {
        #expect(try resolve("%lld items", "en", [.integer(1)]).text == "1 item")
        #expect(try resolve("%lld items", "en", [.integer(2)]).text == "2 items")
        #expect(
            try [1, 2, 5, 21, 11].map { try resolve("%lld items", "ru", [.integer($0)]).text } == [
                "1 предмет", "2 предмета", "5 предметов", "21 предмет", "11 предметов",
            ])
        #expect(try resolve("%@ km", "en", [.decimal("1")]).text == "1 kilometer")
        #expect(try resolve("%@ km", "en", [.decimal("1.0")]).text == "1.0 kilometers")
    }

    @Test func aZeroFormIsUsedForZeroInEveryLanguage() throws {
        #expect(try resolve("%lld messages", "en", [.integer(0)]).text == "No messages")
        #expect(try resolve("%lld messages", "en", [.integer(1)]).text == "1 message")
        #expect(try resolve("%lld messages", "en", [.integer(10)]).text == "10 messages")
        // Latvian's CLDR zero category also holds 10 and 11..19.
        #expect(try resolve("%lld messages", "lv", [.integer(0)]).text == "0 ziņu")
        #expect(try resolve("%lld messages", "lv", [.integer(10)]).text == "10 ziņu")
        #expect(try resolve("%lld messages", "lv", [.integer(21)]).text == "21 ziņa")
    }

    @Test func deviceForms() throws {
        #expect(try resolve("Tap here", "en", device: .iphone).text == "Tap here")
        #expect(try resolve("Tap here", "en", device: .mac).text == "Click here")
        #expect(try resolve("Tap here", "en", device: .ipad).text == "Select here")
        #expect(try resolve("Tap here", "en", [.integer(2)], device: .applewatch).text == "Tap 2 times")
    }

    @Test func substitutionsChooseByTheirArgumentNumbers() throws {
        #expect(try resolve("files.in.folders", "en", [.integer(3), .integer(1)]).text == "3 files in 1 folder")
        #expect(try resolve("files.in.folders", "en", [.integer(1), .integer(2)]).text == "1 file in 2 folders")
        #expect(try resolve("files.in.folders", "de", [.integer(1), .integer(2)]).text == "2 Ordner mit einer Datei")
        #expect(try resolve("files.in.folders", "de", [.integer(5), .integer(1)]).text == "Ein Ordner mit 5 Dateien")
    }

    @Test func aSubstitutionWithoutArgNumTakesTheArgumentAtItsPlace() throws {
        #expect(try resolve("%@ ate %#@apples@", "en", [.text("Ann"), .integer(1)]).text == "Ann ate one apple today")
        #expect(try resolve("%@ ate %#@apples@", "en", [.text("Ann"), .integer(4)]).text == "Ann ate 4 apples today")
    }

    @Test func aPseudolanguageTransformsTheSourceFormat() throws {
        for pseudo in Pseudolanguage.allCases {
            let expected = try FormatString(parsing: pseudo.transform("%lld items")).format([.integer(2)])
            #expect(
                try resolve("%lld items", pseudo.name, [.integer(2)]) == ResolvedString(text: expected, isUntranslated: false, table: "Localizable"))
            #expect(try resolve("Welcome", pseudo.name).text == pseudo.transform("Welcome!"))
        }
    }

    /// Texts written with escapes are decoded, and a placeholder finds its substitution by a
    /// name that is the same text however it is composed (as `String` compares names).
    @Test func escapedTextsAndCanonicallyEquivalentSubstitutionNames() throws {
        let catalog = #"""
            {
              "sourceLanguage" : "en",
              "strings" : {
                "caf\u00e9" : {
                  "localizations" : {
                    "en" : {
                      "stringUnit" : { "state" : "translated", "value" : "\"%#@caf\u00e9@\"\tto go" },
                      "substitutions" : {
                        "cafe\u0301" : { "argNum" : 1, "formatSpecifier" : "lld", "variations" : { "plural" : {
                          "one" : { "stringUnit" : { "state" : "translated", "value" : "%arg caf\u00e9" } },
                          "other" : { "stringUnit" : { "state" : "translated", "value" : "%arg caf\u00e9s" } }
                        } } }
                      }
                    }
                  }
                }
              }
            }
            """#
        let folder = try ScratchFolder("string-catalog-escapes")
        let url = try folder.write(Array(catalog.utf8), to: "Localizable.xcstrings")
        let tables = try StringTables.load([url], developmentLanguage: LanguageTag(parsing: "en"))
        let resolved = try tables.resolve(
            StringReference(key: "café", arguments: [.integer(2)]), language: LanguageTag(parsing: "en"), device: .iphone)
        #expect(resolved.text == "\"2 cafés\"\tto go")
    }

    @Test func unknownKeysSuggestTheNearest() {
        let file = folder.file("Localizable.xcstrings").standardizedFileURL.path
        #expect(
            throws: LocalizationError(
                file: file, location: "key 'Welcom'", problem: "is not a key of the table 'Localizable' (10 keys); did you mean 'Welcome'?")
        ) {
            try resolve("Welcom", "en")
        }
        #expect(throws: LocalizationError(file: file, location: "table 'Settings'", problem: "unknown string table 'Settings'. Valid: Localizable")) {
            try tables.resolve(StringReference(key: "Welcome", table: "Settings"), language: LanguageTag(parsing: "en"), device: .iphone)
        }
    }

    @Test func missingFormsAndArgumentsAreErrorsNamingTheKey() {
        let file = folder.file("Localizable.xcstrings").standardizedFileURL.path
        #expect(
            throws: LocalizationError(
                file: file, location: "key 'No other', language en", problem: "has no plural form 'other' for the first numeric argument; it has one")
        ) {
            try resolve("No other", "en", [.integer(2)])
        }
        #expect(
            throws: LocalizationError(file: file, location: "key '%lld items', language en", problem: "has plural forms, but no argument is a number")
        ) {
            try resolve("%lld items", "en", [.text("two")])
        }
        #expect(
            throws: LocalizationError(
                file: file, location: "key 'files.in.folders', language en",
                problem: "its substitution 'folders' takes argument 2, but 1 argument was given")
        ) {
            try resolve("files.in.folders", "en", [.integer(1)])
        }
        #expect(
            throws: LocalizationError(
                file: file, location: "key 'files.in.folders', language en", problem: "has plural forms, but argument 2 (text 'two') is not a number")
        ) {
            try resolve("files.in.folders", "en", [.integer(1), .text("two")])
        }
    }
}
