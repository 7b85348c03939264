/// What a change does to one component: the component drawn as the base draws it (its templates
/// and tokens) and as the head does, in each permutation the change reaches, at the text-size steps
/// that show it; with the lines its sources changed.
public struct ComponentReview: Sendable, Hashable {
    /// Whether both sides have the component.
    public enum Presence: String, Sendable, Hashable {
        case both, added, removed
    }


    /// One permutation's pairs, or several permutations' where both sides look the same in each.
    public struct Group: Sendable, Hashable {
        /// The permutations drawn alike, in matrix order; the first is the one rendered.
        public var columns: [PermutationColumn]
        /// True when a changed property scales with the text size: then there is a pair at every step.
        public var scales: Bool
        public var pairs: [Pair]
        /// The component's contrast crossings in these permutations, each pair of tokens once.
        public var crossings: [ContrastCrossing]
    }

    /// The before and after at one step.
    public struct Pair: Sendable, Hashable {
        public var step: ContentSizeCategory
        /// The component's custom properties whose value differs at this step.
        public var changes: [PropertyChange]
    }

    /// One custom property the component reads, before and after, as the browser computes it.
    public struct PropertyChange: Sendable, Hashable {
        /// Without `--`.
        public var property: String
        /// The component's CSS properties that read it (`background-color`), directly or through its own custom properties.
        public var readers: [String]
        /// The project's token behind it, where the config maps the slot to one.
        public var mappedFrom: String?
        /// Nil where that side does not define it.
        public var before: String?
        public var after: String?
    }

    public var component: String
    public var presence: Presence
    /// The files drawing it (or a component it builds on or includes) whose text changed, in path
    /// order; empty when only the tokens it reads changed.
    public var sources: [ChangedFile]
    /// Empty for a component only one side has.
    public var groups: [Group]

    /// `review-NAME`: the component's section on the diff page.
    public var anchor: String { "review-\(component)" }

    /// `review-NAME-N`: a group's place on the diff page (N from 1).
    public func anchor(ofGroup index: Int) -> String { "\(anchor)-\(index + 1)" }
}
