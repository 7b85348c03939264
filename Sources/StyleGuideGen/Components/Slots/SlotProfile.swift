/// What a slot's filler is called in other design systems: word groups the name must contain (one
/// word of each), words that make it likelier, and words that make it unlikely (states, other roles).
struct SlotProfile: Sendable {
    var required: [Set<String>]
    var preferred: Set<String> = []
    /// Preferred twice as much (`button` for a button fill).
    var favoured: Set<String> = []
    var avoided: Set<String> = []
    /// A name holding one of these is never a candidate (a line height is no row's height).
    var excluded: Set<String> = []
    /// Rank by hue and colourfulness close to the example's (icon tiles: "a green").
    var matchesHue = false
    /// Only a dark translucent colour fits (an overlay: an opaque one would hide what it covers).
    var translucent = false

    static let text: Set<String> = ["text", "txt", "font", "fg", "foreground", "label", "content", "ink", "onsurface", "onbackground", "copy"]
    static let background: Set<String> = ["bg", "background", "surface", "layer", "canvas", "card", "cell", "container", "page", "base"]
    static let accent: Set<String> = ["accent", "primary", "brand", "interactive", "link", "action", "highlight", "theme"]
    static let danger: Set<String> = ["danger", "critical", "destructive", "error", "negative", "alert"]
    static let success: Set<String> = ["success", "positive", "green", "open", "valid", "toggle"]
    static let muted: Set<String> = ["muted", "secondary", "subtle", "variant", "weak", "tertiary", "dim", "soft", "quiet"]
    static let onFill: Set<String> = ["onemphasis", "oncolor", "onprimary", "onaccent", "onbrand", "oninteractive", "onfill", "onsolid", "inverse", "oninverse", "white", "contrast"]
    static let border: Set<String> = ["border", "separator", "divider", "outline", "stroke", "rule", "hairline", "line"]
    static let fill: Set<String> = ["emphasis", "fill", "bg", "background", "button", "solid", "strong", "bold"]
    static let states: Set<String> = ["hover", "hovered", "active", "pressed", "selected", "disabled", "focus", "focused", "visited", "placeholder", "dragged", "checked", "clicked"]
    static let roles: Set<String> = ["accent", "brand", "danger", "error", "critical", "success", "warning", "attention", "severe", "done",
                                     "sponsors", "info", "open", "closed", "link", "interactive", "highlight", "inverse", "caution", "theme"]
    static let onAnything: Set<String> = ["on", "onemphasis", "oncolor", "onprimary", "onerror", "onaccent", "oninverse"]
    /// Primitive scales (`ref.palette.primary40`, `base.color.blue.5`): a role takes a semantic token.
    static let primitives: Set<String> = ["ref", "palette", "primitive", "primitives", "core", "basecolor", "scale"]
    /// Words of tokens scoped to one component of the system (`comp.dialog.container.color`): a
    /// slot takes a system-wide token unless its own profile names the component.
    static let componentScoped: Set<String> = ["comp", "component", "components", "dialog", "chip", "fab", "snackbar", "tooltip", "menu",
                                               "badge", "checkbox", "radio", "slider", "tab", "tabs", "navigation", "nav", "list", "card",
                                               "banner", "toast", "modal", "popover", "dropdown", "select", "datepicker", "progress", "avatar",
                                               "header", "sidebar", "timeline", "label", "counter", "diffblob", "codemirror", "topic", "ai",
                                               "textarea", "input", "form", "accordion", "scrollbar", "sidepanel", "tree", "editor", "terminal", "tag", "pill", "syntax", "markup", "toggle", "switch",
                                               "navbar", "codeblock", "fileupload", "iconbutton", "buttontoggle"]

    /// The profile of each built-in slot; nil for a slot only the project's own components read.
    static func profile(for slot: String) -> SlotProfile? {
        if let profile = profiles[slot] { return profile }
        if slot.hasPrefix("color.icon.") { return SlotProfile(required: [], preferred: hueWords[String(slot.dropFirst("color.icon.".count))] ?? [], matchesHue: true) }
        if slot.hasPrefix("spacing.") {
            return SlotProfile(required: [["spacing", "space", "spacer", "gap", "gutter", "padding", "stack", "inset", "size"]], preferred: ["spacing", "space", "base", "scale"],
                               avoided: ["avatar", "icon", "control", "font", "text", "line", "border", "radius", "toggle", "switch", "spinner", "overlay", "viewport", "breakpoint", "layout", "max", "min"])
        }
        if slot.hasPrefix("radius.") { return SlotProfile(required: [["radius", "corner", "rounded", "round", "shape", "borderradius"]], avoided: ["full", "circle", "pill", "none"]) }
        if slot.hasPrefix("typography.") { return typography[String(slot.dropFirst("typography.".count))] }
        return nil
    }

    private static let hueWords: [String: Set<String>] = [
        "airplane": ["orange"], "wifi": ["blue"], "bluetooth": ["blue"], "mobile-data": ["green"], "hotspot": ["green"],
        "vpn": ["indigo", "purple", "violet"], "notifications": ["red"], "sounds": ["red", "pink", "magenta"],
        "focus": ["indigo", "purple", "violet"], "screen-time": ["indigo", "purple", "violet"], "general": ["gray", "grey", "neutral"],
    ]

    private static let profiles: [String: SlotProfile] = [
        "color.label": SlotProfile(required: [text], preferred: ["default", "primary", "base"],
                                   avoided: muted.union(states).union(roles).union(onFill.subtracting(["contrast"])).union(primitives).union(["helper", "container", "button", "white", "black", "on"])),
        "color.secondary-label": SlotProfile(required: [text, muted], preferred: ["secondary", "muted"],
                                             avoided: states.union(roles).union(onFill).union(primitives).union(["helper", "container", "button", "on"])),
        "color.accent": SlotProfile(required: [accent], preferred: ["fg", "text", "link", "default", "foreground"],
                                    avoided: states.union(onAnything).union(primitives).union(["bg", "background", "container", "muted", "subtle", "border", "emphasis", "fixed", "dim", "inverse", "visited"])),
        "color.accent-fill": SlotProfile(required: [accent], preferred: fill, favoured: ["button", "emphasis", "fill", "solid"],
                                         avoided: states.union(onAnything).union(primitives).union(danger).union(["fg", "text", "foreground", "container", "muted", "subtle", "border", "link", "fixed", "dim", "inverse", "secondary", "tertiary"])),
        "color.destructive-fill": SlotProfile(required: [danger], preferred: fill.union(["primary"]), favoured: ["button", "emphasis", "fill", "solid"],
                                              avoided: states.union(onAnything).union(primitives).union(["fg", "text", "foreground", "container", "muted", "subtle", "border", "secondary", "tertiary", "ghost", "inverse"])),
        "color.on-accent": SlotProfile(required: [onFill], preferred: ["onemphasis", "oncolor", "onprimary", "onaccent", "text", "fg", "foreground"],
                                       avoided: states.union(primitives).union(["container", "disabled", "variant", "icon", "border"])),
        "color.cell-background": SlotProfile(required: [background], preferred: ["default", "01", "primary", "surface", "layer", "card", "cell", "lowest"],
                                             avoided: muted.union(states).union(roles).union(onAnything).union(primitives).union(accent).union(danger).union(["inset", "emphasis", "overlay", "backdrop", "bright", "tint", "scrim", "container", "hover", "tertiary"])),
        "color.grouped-background": SlotProfile(required: [background], preferred: ["muted", "inset", "canvas", "background", "page", "container", "body"],
                                                avoided: states.union(roles).union(onAnything).union(primitives).union(accent).union(danger).union(["emphasis", "overlay", "backdrop", "layer", "variant", "tint", "scrim", "highest", "high", "lowest", "bright", "dim", "secondary", "tertiary"])),
        "color.separator": SlotProfile(required: [border], preferred: ["muted", "subtle", "default", "variant", "01"],
                                       avoided: states.union(roles).union(primitives).union(["strong", "emphasis", "inverse", "focus", "02", "03", "transparent"])),
        "color.fill": SlotProfile(required: [["neutral", "fill", "control", "track", "field", "variant"]], preferred: ["neutral", "muted", "field", "variant", "track", "01"],
                                  avoided: states.union(roles).union(accent).union(danger).union(onAnything).union(primitives)
                                      .union(["text", "fg", "border", "emphasis", "inverse", "outline", "secondary", "tertiary"])),
        "color.toggle-on": SlotProfile(required: [success], preferred: fill.union(["support"]),
                                       avoided: states.union(onAnything).union(primitives).union(["text", "fg", "muted", "subtle", "container", "border"])),
        "color.pressed-overlay": SlotProfile(required: [["overlay", "scrim", "backdrop", "pressed", "statelayer", "shade"]],
                                             preferred: ["overlay", "pressed", "transparent", "bg", "background", "scrim"],
                                             avoided: roles.union(danger).union(["text", "fg", "border", "button"]), translucent: true),
        "font.weight.semibold": SlotProfile(required: [["semibold", "semi", "demibold", "demi", "medium", "strong", "emphasis"]]),
        "font.weight.bold": SlotProfile(required: [["bold", "heavy", "strong", "semibold", "black"]], avoided: ["extra", "ultra", "semi"]),
        "opacity.disabled": SlotProfile(required: [["disabled", "opacity", "inactive"]], preferred: ["disabled", "content"]),
        "shadow.button": SlotProfile(required: [], preferred: ["small", "resting", "level1", "low", "button", "raised", "sm", "1", "01", "control"]),
        "transition.toggle": SlotProfile(required: [], preferred: ["toggle", "switch", "standard", "default", "fast"]),
        "gradient.avatar": SlotProfile(required: [], preferred: ["avatar", "placeholder"]),
        "size.avatar": SlotProfile(required: [["avatar"]]),
        "size.icon-frame": SlotProfile(required: [["icon"]], preferred: ["frame", "tile", "size", "medium"]),
        // A least height: a name that says height, not an icon's size, a width or a line height.
        "size.row-min-height": SlotProfile(required: [["row", "control", "touch", "target", "item", "cell", "list"], ["height", "min", "minheight"]],
                                           preferred: ["min", "touch", "target", "row", "medium", "list"],
                                           avoided: ["max"], excluded: ["icon", "width", "line", "lineheight", "leading", "letter", "letterspacing",
                                                                        "gap", "padding", "spacing", "arrow", "typography", "font",
                                                                        "grid", "calendar", "datepicker", "day", "month", "year"]),
        "size.toggle-width": SlotProfile(required: [["toggle", "switch"], ["width"]], excluded: ["border", "thumb", "knob", "handle", "icon"]),
        "size.toggle-height": SlotProfile(required: [["toggle", "switch"], ["height"]], excluded: ["border", "thumb", "knob", "handle", "icon"]),
        "size.toggle-inset": SlotProfile(required: [["toggle", "switch"]], preferred: ["inset", "padding", "gap"]),
        "size.hairline": SlotProfile(required: [["border", "stroke", "hairline", "outline", "divider", "separator"]], preferred: ["width", "thin", "hairline", "thickness", "divider"], avoided: ["thick", "radius", "focus"]),
    ]

    private static let typography: [String: SlotProfile] = [
        "body": SlotProfile(required: [["body", "paragraph", "text", "copy", "regular"]], preferred: ["body", "medium", "default", "01", "large"], avoided: ["compact", "code", "mono", "caption"]),
        "large-title": SlotProfile(required: [["display", "title", "headline", "heading", "hero", "h1"]], preferred: ["large", "display", "title"], avoided: ["code", "mono"]),
        "title2": SlotProfile(required: [["title", "heading", "headline", "h2", "h3"]], preferred: ["title", "medium", "heading"], avoided: ["code", "mono"]),
        "headline": SlotProfile(required: [["heading", "title", "headline", "subtitle", "subheading", "h4", "label"]], preferred: ["small", "medium", "subtitle", "heading"], avoided: ["code", "mono"]),
        "caption1": SlotProfile(required: [["caption", "helper", "footnote", "small", "label", "detail", "legal"]], preferred: ["caption", "helper", "small"], avoided: ["code", "mono"]),
        "button": SlotProfile(required: [["button", "label", "action", "control", "body"]], preferred: ["button", "label", "large"], avoided: ["code", "mono", "caption"]),
    ]
}
