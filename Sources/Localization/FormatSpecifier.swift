import Foundation
import ProofSheetSupport

/// One `%…` conversion of a ``FormatString`` and how it shows an argument.
struct FormatSpecifier: Hashable, Sendable {
    /// The conversion character.
    enum Conversion: Character, CaseIterable, Hashable, Sendable {
        case object = "@"
        case signed = "d"
        case integer = "i"
        case unsigned = "u"
        case hex = "x"
        case upperHex = "X"
        case octal = "o"
        case fixed = "f"
        case upperFixed = "F"
        case exponent = "e"
        case upperExponent = "E"
        case general = "g"
        case upperGeneral = "G"
        case character = "c"
        case upperCharacter = "C"
        case cString = "s"
        case upperCString = "S"

        var isInteger: Bool {
            switch self {
            case .signed, .integer, .unsigned, .hex, .upperHex, .octal, .character, .upperCharacter: true
            default: false
            }
        }

        var isFloatingPoint: Bool {
            switch self {
            case .fixed, .upperFixed, .exponent, .upperExponent, .general, .upperGeneral: true
            default: false
            }
        }

        /// The conversion an ASCII byte writes, if it is one.
        init?(byte: UInt8) {
            guard let conversion = Self.byByte[Int(byte)] else { return nil }
            self = conversion
        }

        /// The conversions by their ASCII byte, made from their raw values.
        private static let byByte: [Conversion?] =
            (0..<128).map { byte in
                allCases.first { $0.rawValue.asciiValue == UInt8(byte) }
            } + [Conversion?](repeating: nil, count: 128)

        /// The length modifiers the conversion takes (`""` for none).
        var lengthModifiers: [String] {
            isInteger ? Self.integerModifiers : isFloatingPoint ? Self.floatingPointModifiers : Self.otherModifiers
        }

        private static let integerModifiers = ["", "hh", "h", "l", "ll", "q", "z", "t", "j"]
        private static let floatingPointModifiers = ["", "l", "L"]
        private static let otherModifiers = ["", "l"]
    }

    /// Why an argument cannot be shown, in words for a message.
    struct Problem: Error {
        let reason: String
    }

    /// The highest argument position accepted (`%9999$@`).
    static let maximumPosition = 9_999

    /// The specifier as written, `%` included.
    let source: String
    /// The 1-based argument position of `%2$@`; nil for the next argument in order.
    let position: Int?
    /// The flags `- + space 0 #` and `'`, each at most once whatever the source repeats.
    struct Flags: OptionSet, Hashable, Sendable {
        let rawValue: UInt8
        static let leftJustify = Flags(rawValue: 1 << 0)
        static let plus = Flags(rawValue: 1 << 1)
        static let space = Flags(rawValue: 1 << 2)
        static let zeroPad = Flags(rawValue: 1 << 3)
        static let alternate = Flags(rawValue: 1 << 4)
        static let grouping = Flags(rawValue: 1 << 5)

        /// The flag an ASCII byte writes, if it is one.
        init?(byte: UInt8) {
            switch byte {
            case UInt8(ascii: "-"): self = .leftJustify
            case UInt8(ascii: "+"): self = .plus
            case UInt8(ascii: " "): self = .space
            case UInt8(ascii: "0"): self = .zeroPad
            case UInt8(ascii: "#"): self = .alternate
            case UInt8(ascii: "'"): self = .grouping
            default: return nil
            }
        }

        init(rawValue: UInt8) { self.rawValue = rawValue }

        /// The flags C's printf knows, as written in a specifier (`'` is left out).
        var printfText: String {
            var text = ""
            if contains(.leftJustify) { text += "-" }
            if contains(.plus) { text += "+" }
            if contains(.space) { text += " " }
            if contains(.zeroPad) { text += "0" }
            if contains(.alternate) { text += "#" }
            return text
        }
    }

    /// The flags.
    let flags: Flags
    let width: Int?
    let precision: Int?
    let conversion: Conversion

    /// This specifier taking the argument at `position`, written in its source (`%-5d` →
    /// `%3$-5d`); for a specifier that names no position.
    func positioned(at position: Int) -> FormatSpecifier {
        FormatSpecifier(
            source: "%\(position)$" + source.dropFirst(), position: position, flags: flags, width: width, precision: precision, conversion: conversion
        )
    }

    /// `argument` as this specifier shows it; `room` is how many Unicode scalars the output may
    /// still grow by.
    func render(_ argument: FormatArgument, room: Int) throws(Problem) -> String {
        if let width, width > room { throw Problem(reason: "its width \(width) is more than the output may hold") }
        let body: String
        switch (conversion, argument) {
        case (.object, .integer(let value)):
            body = truncated(String(value))
        case (.object, .decimal(let text)):
            guard PluralOperands(decimalText: text) != nil else {
                throw Problem(reason: "\(text.quoted) is not decimal text (digits, optionally '-' and a '.' with more digits)")
            }
            body = truncated(text)
        case (.object, .text(let text)), (.cString, .text(let text)), (.upperCString, .text(let text)):
            body = truncated(text)
        case (.character, .integer(let value)), (.upperCharacter, .integer(let value)):
            guard let scalar = UInt32(exactly: value).flatMap(Unicode.Scalar.init) else {
                throw Problem(reason: "\(value) is not a Unicode scalar value")
            }
            body = String(Character(scalar))
        case (_, .integer(let value)) where conversion.isInteger:
            let (head, digits) = integer(value)
            guard let width, head.count + digits.count < width else { return head + digits }
            if flags.contains(.zeroPad), !flags.contains(.leftJustify), precision == nil {
                return head + String(repeating: "0", count: width - head.count - digits.count) + digits
            }
            return pad(head + digits)
        case (_, .integer(let value)) where conversion.isFloatingPoint:
            return floatingPoint(Double(value))
        case (_, .decimal(let text)) where conversion.isFloatingPoint:
            guard PluralOperands(decimalText: text) != nil, let value = Double(text) else {
                throw Problem(reason: "\(text.quoted) is not decimal text (digits, optionally '-' and a '.' with more digits)")
            }
            return floatingPoint(value)
        default:
            throw Problem(reason: "it takes \(expectedKinds)")
        }
        return pad(body)
    }

    /// The kinds of argument the conversion takes, for a message.
    private var expectedKinds: String {
        switch conversion {
        case .object: "any argument"
        case .cString, .upperCString: "text"
        case .character, .upperCharacter: "an integer (a Unicode scalar value)"
        default: conversion.isInteger ? "an integer" : "a decimal or an integer"
        }
    }

    /// Text cut to the precision, which for `%@` and `%s` is the most characters shown.
    private func truncated(_ text: String) -> String {
        guard let precision, text.count > precision else { return text }
        return String(text.prefix(precision))
    }

    /// An integer in the conversion's base: its sign or `0x` prefix, and its digits (at least
    /// the precision's count of them).
    private func integer(_ value: Int) -> (head: String, digits: String) {
        let magnitude: UInt64
        var sign = ""
        switch conversion {
        case .signed, .integer:
            magnitude = UInt64(value.magnitude)
            sign = value < 0 ? "-" : flags.contains(.plus) ? "+" : flags.contains(.space) ? " " : ""
        default:
            // C reinterprets a negative value as unsigned (two's complement, 64 bits).
            magnitude = UInt64(bitPattern: Int64(value))
        }
        var digits: String
        var prefix = ""
        switch conversion {
        case .hex, .upperHex:
            digits = String(magnitude, radix: 16, uppercase: conversion == .upperHex)
            if flags.contains(.alternate), magnitude != 0 { prefix = conversion == .hex ? "0x" : "0X" }
        case .octal:
            digits = String(magnitude, radix: 8)
            if flags.contains(.alternate), digits.first != "0" { digits = "0" + digits }
        default:
            digits = String(magnitude)
        }
        if let precision {
            if precision == 0, magnitude == 0 { digits = "" }
            if digits.count < precision { digits = String(repeating: "0", count: precision - digits.count) + digits }
        }
        return (sign + prefix, digits)
    }

    /// A floating-point number through the C library's formatting, which Foundation's
    /// `String(format:)` reaches without a locale: POSIX digits and separator.
    private func floatingPoint(_ value: Double) -> String {
        var spec = "%" + flags.printfText
        if let width { spec += String(width) }
        if let precision { spec += "." + String(precision) }
        spec.append(conversion.rawValue)
        return String(format: spec, value)
    }

    /// `text` padded with spaces to the width: on the left, or on the right for `-`.
    private func pad(_ text: String) -> String {
        guard let width, text.count < width else { return text }
        let padding = String(repeating: " ", count: width - text.count)
        return flags.contains(.leftJustify) ? text + padding : padding + text
    }
}

extension FormatSpecifier {
    /// The index just past the specifier starting at `start` (a `%`) as `String(format:)` and
    /// stringsdict read one (`%%`, `%@`, `%lld`, `%1$@`, `%.2f`, `%-*d`, `%#@name@`,
    /// `%1$#@name@`), nil when none starts there. Wider than what ``FormatString`` formats (it
    /// also skips `*` widths, `%n`, `%p`, `%a`): a pseudolanguage leaves every specifier
    /// Foundation would read untouched, formattable or not.
    /// Reads at most the specifier's own characters, which never include a `%` after the first,
    /// so scanning a whole text this way stays linear.
    static func end(in characters: [Character], from start: Int) -> Int? {
        var index = start + 1
        func peek(_ offset: Int = 0) -> Character? {
            index + offset < characters.count ? characters[index + offset] : nil
        }
        func skipDigits() -> Bool {
            let first = index
            while let c = peek(), c.isASCII, c.isNumber { index += 1 }
            return index > first
        }
        /// An argument position, `n$`, or nothing.
        func skipPosition() {
            let saved = index
            if skipDigits(), peek() == "$" { index += 1 } else { index = saved }
        }

        if peek() == "%" { return index + 1 }
        skipPosition()
        // A stringsdict substitution: %#@name@.
        if peek() == "#", peek(1) == "@" {
            index += 2
            let nameStart = index
            while let c = peek(), c.isASCII, c.isLetter || c.isNumber || c == "_" { index += 1 }
            guard index > nameStart, peek() == "@" else { return nil }
            return index + 1
        }
        while let c = peek(), "-+ #0'".contains(c) { index += 1 }
        if peek() == "*" {
            index += 1
            skipPosition()
        } else {
            _ = skipDigits()
        }
        if peek() == "." {
            index += 1
            if peek() == "*" {
                index += 1
                skipPosition()
            } else {
                _ = skipDigits()
            }
        }
        for modifier in ["hh", "h", "ll", "l", "q", "L", "z", "t", "j"] {
            let modifierCharacters = Array(modifier)
            if peek() == modifierCharacters[0], modifierCharacters.count == 1 || peek(1) == modifierCharacters[1] {
                index += modifierCharacters.count
                break
            }
        }
        guard let conversion = peek(), "@dDiuUxXoOfFeEgGaAcCsSpn".contains(conversion) else { return nil }
        return index + 1
    }
}
