import Foundation

/// The size a touch target is drawn at, in one cell, as its stylesheet gives it: a small box model,
/// not a layout engine.
///
/// - height: `max(min-height, height)` when `height` is definite, else `max(min-height, padding-top +
///   padding-bottom + border widths + content)`; `height` and `min-height` include the padding and
///   border under `box-sizing: border-box`, and have them added otherwise;
/// - content: one line of the target's text (`line-height`: a length, a number or percentage of
///   `font-size`, `normal` read as 1.2 x) beside the fixed-size elements inside it that the
///   stylesheet gives a definite `height` (plus their vertical margins), the tallest of them: more
///   lines of text only make a target taller;
/// - width: `max(min-width, width)` the same way when either is definite; nil when the width
///   follows the label or the container (a text button, a row).
///
/// Percentages, `auto` and values the browser alone computes leave a property out.
struct TouchTargetModel: Sendable {
    /// A declaration and the component whose stylesheet holds it.
    struct Placed: Sendable {
        var declaration: StylesheetRule.Declaration
        var component: String
    }

    let target: TouchTargetDeclaration
    /// The target's own declarations, in cascade order (fewer classes first, then as written).
    let own: [Placed]
    /// The declarations of each element inside the target.
    let children: [[Placed]]
    let hasText: Bool

    /// The model of `target` in `component`, with the rules of `stylesheets` (component name and
    /// text, the base's first) and the markup of a preview that draws it; nil when the markup has no
    /// element with its classes.
    init?(target: TouchTargetDeclaration, stylesheets: [(component: String, css: String)], markup: String) {
        let elements = MarkupElements(markup)
        guard let index = elements.first(with: target.classes) else { return nil }
        let element = elements.elements[index]
        let everyClass = Set(elements.elements.flatMap(\.classes))
        var ranked: [(classes: Int, order: Int, rule: StylesheetRule, component: String)] = []
        for (component, css) in stylesheets {
            for rule in StylesheetRule.parse(css) { ranked.append((0, ranked.count, rule, component)) }
        }
        func declarations(matching classes: [String], alone: Bool) -> [Placed] {
            var matched: [(Int, Int, [Placed])] = []
            for entry in ranked {
                for selector in entry.rule.selectors {
                    guard let compounds = StylesheetRule.classCompounds(of: selector), let last = compounds.last,
                          last.allSatisfy(classes.contains), alone ? compounds.count == 1 : compounds.dropLast().allSatisfy({ $0.allSatisfy(everyClass.contains) })
                    else { continue }
                    let count = compounds.reduce(0) { $0 + $1.count }
                    matched.append((count, entry.order, entry.rule.declarations.map { Placed(declaration: $0, component: entry.component) }))
                    break
                }
            }
            return matched.sorted { ($0.0, $0.1) < ($1.0, $1.1) }.flatMap(\.2)
        }
        self.target = target
        own = declarations(matching: element.classes, alone: true)
        children = element.descendants.map { declarations(matching: elements.elements[$0].classes, alone: false) }.filter { !$0.isEmpty }
        hasText = element.hasText
    }

    /// The size in the cell `lookup` reads custom properties (without `--`) from; nil when no height can be worked out.
    func size(_ lookup: @escaping (String) -> String?) -> TouchTargetSize? {
        let box = Box(own, lookup: lookup)
        let fontSize = box.length("font-size", fontSize: nil) ?? 16
        var content = 0.0
        if hasText { content = box.lineHeight(fontSize: fontSize) ?? 0 }
        for child in children {
            let childBox = Box(child, lookup: lookup)
            guard childBox.raw("position").map({ !["absolute", "fixed"].contains($0) }) ?? true,
                  let height = childBox.length("height", fontSize: fontSize) else { continue }
            content = max(content, height + (childBox.length("margin-top", fontSize: fontSize) ?? 0) + (childBox.length("margin-bottom", fontSize: fontSize) ?? 0))
        }
        let borderBox = box.raw("box-sizing") == "border-box"
        func side(_ name: String) -> Double { box.length(name, fontSize: fontSize) ?? 0 }
        let vertical = side("padding-top") + side("padding-bottom") + side("border-top-width") + side("border-bottom-width")
        let horizontal = side("padding-left") + side("padding-right") + side("border-left-width") + side("border-right-width")
        func outer(_ name: String, _ extra: Double) -> Double? { box.length(name, fontSize: fontSize).map { borderBox ? max($0, extra) : $0 + extra } }
        let height = max(outer("height", vertical) ?? (vertical + content), outer("min-height", vertical) ?? 0)
        let widths = [outer("width", horizontal), outer("min-width", horizontal)].compactMap { $0 }
        let display = box.raw("display") ?? "inline"
        let follows = display.hasPrefix("inline") ? (hasText ? "follows its label" : "follows its content") : "fills its container"
        return TouchTargetSize(width: widths.max(), height: height, widthFollows: widths.isEmpty ? follows : nil,
                               heightProperties: box.references(["padding-top", "padding-bottom", "min-height", "height"]),
                               widthProperties: box.references(["padding-left", "padding-right", "min-width", "width"]),
                               place: box.place(of: ["min-height", "padding-top", "height"]) ?? own.first)
    }
}

/// A touch target's size in one cell, in CSS px (1 pt).
struct TouchTargetSize: Sendable, Hashable {
    var width: Double?
    var height: Double
    /// Without a width: what decides it (`follows its label`, `fills its container`).
    var widthFollows: String?
    /// The custom properties (without `--`) behind its height and its width: what to change.
    var heightProperties: [String]
    var widthProperties: [String]
    /// The declaration a warning points at.
    var place: TouchTargetModel.Placed?

    static func == (a: Self, b: Self) -> Bool { a.width == b.width && a.height == b.height }
    func hash(into hasher: inout Hasher) { hasher.combine(width); hasher.combine(height) }

    static let minimum = 44.0
    var passes: Bool { height >= Self.minimum - 0.005 && (width ?? Self.minimum) >= Self.minimum - 0.005 }
}

/// One element's declarations as the cascade leaves them, longhand by longhand, evaluated in a cell.
private struct Box {
    /// Longhand -> the declaration that sets it last, and which part of a shorthand it takes.
    private var longhands: [String: (placed: TouchTargetModel.Placed, pick: Pick)] = [:]
    private var locals: [String: String] = [:]
    private let lookup: (String) -> String?

    enum Pick { case whole, side(Int), border, font(size: Bool) }

    private static let sides = ["top", "right", "bottom", "left"]

    init(_ declarations: [TouchTargetModel.Placed], lookup: @escaping (String) -> String?) {
        self.lookup = lookup
        for placed in declarations {
            let property = placed.declaration.property
            if property.hasPrefix("--") { locals[String(property.dropFirst(2))] = placed.declaration.value; continue }
            switch property {
            case "padding", "margin", "border-width":
                let (prefix, suffix) = property == "border-width" ? ("border-", "-width") : (property + "-", "")
                for (index, side) in Self.sides.enumerated() { longhands[prefix + side + suffix] = (placed, .side(index)) }
            case "padding-block", "margin-block":
                let prefix = String(property.dropLast("-block".count))
                longhands[prefix + "-top"] = (placed, .side(0)); longhands[prefix + "-bottom"] = (placed, .side(2))
            case "padding-inline", "margin-inline":
                let prefix = String(property.dropLast("-inline".count))
                longhands[prefix + "-left"] = (placed, .side(3)); longhands[prefix + "-right"] = (placed, .side(1))
            case "border": for side in Self.sides { longhands["border-\(side)-width"] = (placed, .border) }
            case "border-top", "border-right", "border-bottom", "border-left": longhands[property + "-width"] = (placed, .border)
            case "font":
                longhands["font-size"] = (placed, .font(size: true)); longhands["line-height"] = (placed, .font(size: false))
            case "block-size": longhands["height"] = (placed, .whole)
            case "min-block-size": longhands["min-height"] = (placed, .whole)
            case "inline-size": longhands["width"] = (placed, .whole)
            case "min-inline-size": longhands["min-width"] = (placed, .whole)
            default: longhands[property] = (placed, .whole)
            }
        }
    }

    /// The value of a longhand with every `var()` replaced; nil when unset or a reference is undefined.
    func raw(_ longhand: String) -> String? {
        guard let (placed, pick) = longhands[longhand], let value = substitute(placed.declaration.value, depth: 0) else { return nil }
        let parts = Self.words(value)
        switch pick {
        case .whole: return value.trimmingCharacters(in: .whitespaces).lowercased()
        case .side(let index):
            guard (1...4).contains(parts.count) else { return nil }
            let order = [[0, 0, 0, 0], [0, 1, 0, 1], [0, 1, 2, 1], [0, 1, 2, 3]][parts.count - 1]
            return parts[order[index]]
        case .border:
            return parts.first { ViewportLengths.pixels($0) != nil } ?? "0"
        case .font(let size):
            guard let sized = parts.first(where: { $0.contains("/") || ViewportLengths.pixels($0) != nil && Double($0) == nil }) else { return nil }
            let halves = sized.split(separator: "/", maxSplits: 1).map { $0.trimmingCharacters(in: .whitespaces) }
            return size ? halves[0] : (halves.count == 2 ? halves[1] : "normal")
        }
    }

    /// A length in px; `em` against `fontSize`.
    func length(_ longhand: String, fontSize: Double?) -> Double? {
        raw(longhand).flatMap { Self.pixels($0, fontSize: fontSize) }
    }

    /// One line's height.
    func lineHeight(fontSize: Double) -> Double? {
        let value = raw("line-height") ?? "normal"
        if value == "normal" { return 1.2 * fontSize }
        if let number = Double(value) { return number * fontSize }
        if value.hasSuffix("%"), let percent = Double(value.dropLast()) { return percent / 100 * fontSize }
        return Self.pixels(value, fontSize: fontSize)
    }

    /// The custom properties the declarations of these longhands read, local ones followed.
    func references(_ names: [String]) -> [String] {
        var found: [String] = []
        func add(_ value: String, depth: Int) {
            for name in StylesheetReferences.customProperties(in: value) {
                if let local = locals[name], depth < 8 { add(local, depth: depth + 1) } else if !found.contains(name) { found.append(name) }
            }
        }
        for name in names {
            guard let (placed, pick) = longhands[name] else { continue }
            // `padding: calc(...) var(--spacing-m)`: the side's own part, when the shorthand is written out.
            let parts = Self.words(placed.declaration.value)
            if case .side(let index) = pick, (1...4).contains(parts.count) {
                add(parts[[[0, 0, 0, 0], [0, 1, 0, 1], [0, 1, 2, 1], [0, 1, 2, 3]][parts.count - 1][index]], depth: 0)
            } else {
                add(placed.declaration.value, depth: 0)
            }
        }
        return found
    }

    func place(of names: [String]) -> TouchTargetModel.Placed? { names.lazy.compactMap { longhands[$0]?.placed }.first }

    private func substitute(_ value: String, depth: Int) -> String? {
        guard depth < 8 else { return nil }
        var result = ""
        var rest = Substring(value)
        while let start = rest.range(of: "var(") {
            result += rest[..<start.lowerBound]
            var level = 1, end = start.upperBound
            while end < rest.endIndex, level > 0 {
                if rest[end] == "(" { level += 1 }
                if rest[end] == ")" { level -= 1 }
                if level > 0 { end = rest.index(after: end) }
            }
            guard end < rest.endIndex else { return nil }
            let inner = rest[start.upperBound..<end]
            let comma = inner.firstIndex(of: ",")
            let name = inner[..<(comma ?? inner.endIndex)].trimmingCharacters(in: .whitespaces)
            guard name.hasPrefix("--") else { return nil }
            let key = String(name.dropFirst(2))
            if let local = locals[key] {
                guard let value = substitute(local, depth: depth + 1) else { return nil }
                result += value
            } else if let value = lookup(key) {
                result += value
            } else if let comma {
                guard let fallback = substitute(String(inner[inner.index(after: comma)...]), depth: depth + 1) else { return nil }
                result += fallback
            } else {
                return nil
            }
            rest = rest[rest.index(after: end)...]
        }
        return result + rest
    }

    /// `calc(a + b) 16px` -> the two, split at white space outside parentheses.
    static func words(_ value: String) -> [String] {
        var words: [String] = [], current = "", depth = 0
        for character in value {
            if character == "(" { depth += 1 }
            if character == ")" { depth = max(depth - 1, 0) }
            if depth == 0, character.isWhitespace {
                if !current.isEmpty { words.append(current) }
                current = ""
            } else {
                current.append(character)
            }
        }
        if !current.isEmpty { words.append(current) }
        return words
    }

    /// CSS maths in px, with `em` taken as `fontSize` (px, rem and the viewport units as `ViewportLengths` reads them).
    static func pixels(_ css: String, fontSize: Double?) -> Double? {
        let text = css.trimmingCharacters(in: .whitespaces).lowercased()
        guard !text.isEmpty, !["auto", "none", "normal", "initial", "inherit", "unset"].contains(text), !text.contains("%") else { return nil }
        var scaled = text
        if text.contains("em") {
            // `1.5em` -> `(1.5 * 17px)`; `rem` stays.
            guard let fontSize else { return nil }
            var out = "", characters = Array(text), index = 0
            while index < characters.count {
                if characters[index] == "e", index + 1 < characters.count, characters[index + 1] == "m",
                   index > 0, characters[index - 1].isNumber || characters[index - 1] == ".",
                   index + 2 >= characters.count || !characters[index + 2].isLetter {
                    var number = ""
                    while let last = out.last, last.isNumber || last == "." { number = String(last) + number; out.removeLast() }
                    out += "(\(number) * \(fontSize)px)"
                    index += 2
                    continue
                }
                out.append(characters[index])
                index += 1
            }
            scaled = out
        }
        return ViewportLengths.pixels(scaled)
    }
}
