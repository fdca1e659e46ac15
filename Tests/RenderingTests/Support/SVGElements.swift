import Foundation

#if canImport(FoundationXML)
    import FoundationXML
#endif

/// The elements of an SVG document as Foundation's XMLParser reads them: a failed parse means the
/// document is not well-formed XML.
struct SVGElements {
    struct Element {
        var name: String
        var attributes: [String: String]
        /// Character data directly inside the element.
        var text: String

        func number(_ attribute: String) -> Double? { attributes[attribute].flatMap(Double.init) }
    }

    struct NotWellFormed: Error, CustomStringConvertible {
        let description: String
    }

    /// Every element in document order.
    let all: [Element]

    init(_ bytes: [UInt8]) throws {
        final class Collector: NSObject, XMLParserDelegate {
            var elements: [Element] = []
            var open: [Int] = []

            func parser(
                _ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?, attributes: [String: String] = [:]
            ) {
                open.append(elements.count)
                elements.append(Element(name: qualifiedName ?? name, attributes: attributes, text: ""))
            }

            func parser(_ parser: XMLParser, didEndElement name: String, namespaceURI: String?, qualifiedName: String?) {
                open.removeLast()
            }

            func parser(_ parser: XMLParser, foundCharacters string: String) {
                if let index = open.last { elements[index].text += string }
            }
        }
        let parser = XMLParser(data: Data(bytes))
        let collector = Collector()
        parser.delegate = collector
        guard parser.parse() else {
            throw NotWellFormed(description: "line \(parser.lineNumber): \(parser.parserError.map(String.init(describing:)) ?? "unknown error")")
        }
        all = collector.elements
    }

    func named(_ name: String) -> [Element] { all.filter { $0.name == name } }
}
