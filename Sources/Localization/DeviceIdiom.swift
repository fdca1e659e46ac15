/// The kind of device a string can vary by: the keys of a String Catalog's `device` variations
/// and of a .stringsdict `NSStringDeviceSpecificRuleType` rule. A string with no variation for
/// the idiom shows its `other` variation.
public enum DeviceIdiom: String, CaseIterable, Hashable, Sendable {
    case iphone, ipad, mac, applewatch, appletv, applevision, ipod
    /// Every device without a variation of its own.
    case other
}
