import Audit
import DynamicType

extension AuditObservation {
    /// An audit observation as a check's manifest, review report, JUnit report and baseline stamp
    /// carry it, on one variant's rendered image: its rule, element, text and detail, and its
    /// frame as a box in the image's pixels. What it encodes, in one place:
    /// `{"rule", "severity", "element", "text", "detail", "box"}`, the element as its
    /// ``AuditElement/description`` (`item 3 stack.items[1].label`). Findings never fail a check
    /// by themselves (`check --audit --fail-on` decides).
    public struct Reported: Hashable, Sendable, Codable, CustomStringConvertible {
        public var rule: AuditRule
        public var element: AuditElement
        /// The element's text, naming the item.
        public var text: String?
        /// What was measured, in words.
        public var detail: String
        /// Where the element is in the outcome's rendered image, in its pixels (a page's, for a page
        /// of a tall variant), clamped to the image; the report draws it. Nil when the run did not
        /// render the variant or the element lies outside the image.
        public var box: PixelRegion?

        public init(rule: AuditRule, element: AuditElement, text: String? = nil, detail: String, box: PixelRegion? = nil) {
            self.rule = rule
            self.element = element
            self.text = text
            self.detail = detail
            self.box = box
        }

        /// How much it matters: its rule's severity.
        public var severity: AuditSeverity { rule.severity }

        /// `missing-glyph item 1 stack.items[0].label 'Tap  to pay': no font draws U+F8FF`.
        public var description: String {
            "\(rule.rawValue) \(element)" + (text.map { " \($0.excerpt(limit: 40).quoted)" } ?? "") + ": \(detail)"
        }

        private enum CodingKeys: String, CodingKey {
            case rule, severity, element, text, detail, box
        }

        public init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            rule = try container.decode(AuditRule.self, forKey: .rule)
            let element = try container.decode(String.self, forKey: .element)
            guard let parsed = AuditElement(description: element) else {
                throw DecodingError.dataCorruptedError(forKey: .element, in: container, debugDescription: "not an element: \(element.quoted)")
            }
            self.element = parsed
            text = try container.decodeIfPresent(String.self, forKey: .text)
            detail = try container.decode(String.self, forKey: .detail)
            box = try container.decodeIfPresent(PixelRegion.self, forKey: .box)
        }

        public func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(rule, forKey: .rule)
            try container.encode(severity, forKey: .severity)
            try container.encode(element.description, forKey: .element)
            try container.encodeIfPresent(text, forKey: .text)
            try container.encode(detail, forKey: .detail)
            try container.encodeIfPresent(box, forKey: .box)
        }
    }

    /// This observation as reported on an image, boxed at `box`.
    public func reported(box: PixelRegion? = nil) -> Reported {
        Reported(rule: rule, element: element, text: text, detail: detail, box: box)
    }
}
