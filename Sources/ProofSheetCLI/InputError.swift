/// Bad input found while running a command (as opposed to while parsing its arguments): exits 2.
struct InputError: Error, CustomStringConvertible {
    let description: String

    init(_ error: any Error) {
        description = String(describing: error)
    }
}
