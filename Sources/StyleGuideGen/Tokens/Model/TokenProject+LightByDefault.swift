extension TokenProject {
    /// The project with the light context of its appearance modifier as that modifier's default
    /// when the default is not a light one already, whichever the source lists first (Tokens Studio's first theme, a resolver's `default`): the
    /// site opens in light and follows `prefers-color-scheme` until the reader picks.
    func lightByDefault(appearanceModifier configured: String?) -> TokenProject {
        let axis = configured.map { name in modifiers.first { $0.name == name }.flatMap(AppearanceAxis.axis) } ?? AppearanceAxis.detect(in: modifiers)
        guard let axis, let index = modifiers.firstIndex(where: { $0.name == axis.modifier }),
              ColorScheme(context: modifiers[index].chosenByDefault) != .light else { return self }
        var project = self
        project.modifiers[index].defaultContext = axis.light
        let defaults = project.modifiers.map { ModifierChoice(modifier: $0.name, context: $0.chosenByDefault) }
        project.defaultIndex = permutations.firstIndex { $0.inputs == defaults } ?? defaultIndex
        return project
    }
}
