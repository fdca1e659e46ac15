import Testing

@testable import Localization

@Suite struct FormatStringTests {
    private func format(_ text: String, _ arguments: [FormatArgument]) throws -> String {
        try FormatString(parsing: text).format(arguments)
    }

    @Test func objectsIntegersAndText() throws {
        #expect(try format("%@ has %d new", [.text("Ann"), .integer(3)]) == "Ann has 3 new")
        #expect(
            try format("%i %u %ld %lld %lu %llu %zd %hd", Array(repeating: .integer(-7), count: 8))
                == "-7 18446744073709551609 -7 -7 18446744073709551609 18446744073709551609 -7 -7")
        #expect(try format("%@ %@ %@", [.integer(42), .decimal("2.50"), .text("x")]) == "42 2.50 x")
        #expect(try format("%s", [.text("C string")]) == "C string")
        #expect(try format("%c%C", [.integer(65), .integer(0x1F600)]) == "A😀")
    }

    @Test func floatingPointIsLocaleIndependent() throws {
        #expect(
            try format("%f|%.2f|%e|%g|%G", [.decimal("3.14159"), .decimal("2.5"), .integer(1234), .decimal("0.0001"), .decimal("100000000")])
                == "3.141590|2.50|1.234000e+03|0.0001|1E+08")
        #expect(try format("%08.3f|%-8.1f|%+.0f", [.decimal("-3.14159"), .decimal("2"), .integer(7)]) == "-003.142|2.0     |+7")
    }

    @Test func hexOctalWidthsAndFlags() throws {
        #expect(try format("%x %X %o %#x %#o", [.integer(255), .integer(255), .integer(8), .integer(255), .integer(8)]) == "ff FF 10 0xff 010")
        #expect(
            try format(
                "[%5d][%-5d][%05d][%+d][% d][%.3d][%08.3d]",
                [.integer(42), .integer(42), .integer(-42), .integer(42), .integer(42), .integer(7), .integer(7)])
                == "[   42][42   ][-0042][+42][ 42][007][     007]")
        #expect(try format("[%6@][%-6@][%.2@]", [.text("ab"), .text("ab"), .text("abcdef")]) == "[    ab][ab    ][ab]")
        #expect(try format("%#06x", [.integer(255)]) == "0x00ff")
        #expect(try format("%'d", [.integer(1_234_567)]) == "1234567")
        // A repeated flag counts once; `+` wins over space and `-` over `0`, as in C.
        #expect(try format("[%--5d][%+ d][%-05d][%  d]", [.integer(42), .integer(42), .integer(42), .integer(42)]) == "[42   ][+42][42   ][ 42]")
    }

    @Test func percentAndPositionalArguments() throws {
        #expect(try format("100%% of %1$@", [.text("it")]) == "100% of it")
        #expect(try format("%2$@ before %1$@, then %2$lld", [.text("b"), .integer(2)]) == "2 before b, then 2")
        #expect(try format("%2$@ %@ %@", [.text("a"), .text("b")]) == "b a b")
        #expect(try format("no specifiers", [.integer(1)]) == "no specifiers")
    }

    @Test func missingArgumentIsAnErrorNamingTheFormat() {
        #expect(throws: FormatError(format: "%@ and %@", problem: "has '%@' for argument 2, but 1 argument was given")) {
            try format("%@ and %@", [.text("one")])
        }
        #expect(throws: FormatError(format: "%3$d", problem: "has '%3$d' for argument 3, but 0 arguments were given")) {
            try format("%3$d", [])
        }
    }

    @Test func argumentOfTheWrongKindIsAnError() {
        #expect(throws: FormatError(format: "%d", problem: "cannot show argument 1 (text 'x') with '%d': it takes an integer")) {
            try format("%d", [.text("x")])
        }
        #expect(throws: FormatError(format: "%d", problem: "cannot show argument 1 (decimal '1.5') with '%d': it takes an integer")) {
            try format("%d", [.decimal("1.5")])
        }
        #expect(throws: FormatError(format: "%f", problem: "cannot show argument 1 (text '2') with '%f': it takes a decimal or an integer")) {
            try format("%f", [.text("2")])
        }
        #expect(
            throws: FormatError(
                format: "%@",
                problem:
                    "cannot show argument 1 (decimal 'many') with '%@': 'many' is not decimal text (digits, optionally '-' and a '.' with more digits)"
            )
        ) {
            try format("%@", [.decimal("many")])
        }
        #expect(throws: FormatError(format: "%c", problem: "cannot show argument 1 (integer -1) with '%c': -1 is not a Unicode scalar value")) {
            try format("%c", [.integer(-1)])
        }
    }

    @Test(arguments: [
        ("50%", "ends with a lone '%' (write '%%' for a percent sign) at '%'"),
        ("%k", "has the unknown conversion 'k'; valid: @ d i u x X o f F e E g G c C s S and %% at '%k'"),
        ("%n", "has the unknown conversion 'n'; valid: @ d i u x X o f F e E g G c C s S and %% at '%n'"),
        ("%*d", "has a '*' width, which takes its width from an argument and is not supported at '%'"),
        ("%lf%hf", "has the length modifier 'h', which does not go with %f at '%hf'"),
        ("%0$@", "has an argument position outside 1...9999 at '%0$'"),
        ("%#@open", "has a substitution placeholder without its closing '@' at '%#@'"),
        // A conversion of more than one UTF-8 byte, and a `%` whose character has a combining
        // mark: both are read by scalars, whole.
        ("%é", "has the unknown conversion 'é'; valid: @ d i u x X o f F e E g G c C s S and %% at '%é'"),
        ("%\u{301}d", "has the unknown conversion '\u{301}'; valid: @ d i u x X o f F e E g G c C s S and %% at '%\u{301}'"),
        ("%ld", ""),
    ])
    func malformedSpecifiersAreErrors(text: String, problem: String) {
        if problem.isEmpty {
            #expect(throws: Never.self) { try FormatString(parsing: text) }
        } else {
            #expect(throws: FormatError(format: text, problem: problem)) { try FormatString(parsing: text) }
        }
    }

    @Test func hugeWidthsCannotAllocateWithoutBound() throws {
        #expect(throws: FormatError(format: "%999999999d", problem: "has a width or precision above 100000 at '%999999999'")) {
            try format("%999999999d", [.integer(1)])
        }
        #expect(throws: FormatError.self) { try format("%100000d%100000d", [.integer(1), .integer(2)]) }
        #expect(try format("%100000d", [.integer(1)]).count == 100_000)
    }

    @Test func anUnresolvedSubstitutionIsAnError() {
        #expect(
            throws: FormatError(
                format: "%#@files@",
                problem: "has the substitution placeholder '%#@files@', which only a string entry with a substitution 'files' can fill")
        ) {
            try format("%#@files@", [.integer(1)])
        }
    }
}
