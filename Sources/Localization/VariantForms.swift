/// A kind of form a string varies by: a plural category or a device. Its `ordinal` is its
/// place in `allCases`, the slot ``VariantForms`` keeps its form in.
protocol VariantForm: CaseIterable, Hashable, Sendable, RawRepresentable where RawValue == String {
    var ordinal: Int { get }
}

/// A variation's forms by plural category or by device: a slot per case in a fixed array,
/// cheaper to build, read and free than a small dictionary (a table holds thousands).
struct VariantForms<Form: VariantForm>: Hashable, Sendable {
    private var slots = [StringVariant?](repeating: nil, count: Form.allCases.count)

    /// No forms.
    init() {}

    /// The form for `form`, if there is one.
    subscript(form: Form) -> StringVariant? {
        get { slots[form.ordinal] }
        set { slots[form.ordinal] = newValue }
    }

    /// The forms there are, in `allCases` order.
    var keys: [Form] { Form.allCases.filter { slots[$0.ordinal] != nil } }

    /// Whether any form satisfies `predicate`.
    func contains(where predicate: (StringVariant) -> Bool) -> Bool {
        slots.contains { $0.map(predicate) ?? false }
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
