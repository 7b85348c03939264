import StyleGuideGen
print("styleguide \(StyleGuideVersion.current)")
