/// A kind of form a string varies by: a plural category or a device. Its `ordinal` is its
/// place in `allCases`, the slot ``VariantForms`` keeps its form in.
protocol VariantForm: CaseIterable, Hashable, Sendable, RawRepresentable where RawValue == String {
    var ordinal: Int { get }
}

/// A variation's forms by plural category or by device: the index of each form's variant in
/// the table's ``StringStorage/variants``, a slot per case, held inline (a table holds
/// thousands of variations, and an array each would cost an allocation).
struct VariantForms<Form: VariantForm>: Hashable, Sendable {
    /// By ordinal; -1 for no form. Eight slots hold every kind of form (``DeviceIdiom`` has eight).
    private var slots = SIMD8<Int32>(repeating: -1)

    /// No forms.
    init() {}

    /// The index of the variant for `form`, if there is one.
    subscript(form: Form) -> Int? {
        get { slots[form.ordinal] < 0 ? nil : Int(slots[form.ordinal]) }
        set { slots[form.ordinal] = newValue.map { Int32($0) } ?? -1 }
    }

    /// The forms there are, in `allCases` order.
    var keys: [Form] { Form.allCases.filter { slots[$0.ordinal] >= 0 } }

    /// Whether the variant of any form satisfies `predicate`, given its index.
    func contains(where predicate: (Int) -> Bool) -> Bool {
        (0..<8).contains { slots[$0] >= 0 && predicate(Int(slots[$0])) }
    }
}

extension PluralCategory: VariantForm {
    var ordinal: Int {
        switch self {
        case .zero: 0
        case .one: 1
        case .two: 2
        case .few: 3
        case .many: 4
        case .other: 5
        }
    }
}

extension DeviceIdiom: VariantForm {
    var ordinal: Int {
        switch self {
        case .iphone: 0
        case .ipad: 1
        case .mac: 2
        case .applewatch: 3
        case .appletv: 4
        case .applevision: 5
        case .ipod: 6
        case .other: 7
        }
    }
}
