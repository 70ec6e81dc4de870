import Foundation

// LayoutViz's own marks, drawn over iOS's look: the layout overlay (docs/inspector.md) and the
// stand-in for an SF Symbol LayoutViz has no drawing of (docs/layout/image.md). They are not
// iOS's, so they are not in `SystemLook`; they live here so that no drawing code holds a literal
// colour or metric (Scripts/check-look.sh). Lengths are points where the canvas is shown.

/// The layout overlay's palette and metrics, and the missing-symbol stand-in's proportions.
enum OverlayLook {
    /// Depth colours for outlines: distinct hues that read on light and dark screens.
    static let depthColors: [Color] = [
        Color(red: 0.04, green: 0.52, blue: 1.0), Color(red: 1.0, green: 0.18, blue: 0.57), Color(red: 0.2, green: 0.78, blue: 0.35),
        Color(red: 0.69, green: 0.32, blue: 0.87), Color(red: 1.0, green: 0.58, blue: 0.0), Color(red: 0.0, green: 0.7, blue: 0.75),
    ]
    /// The offered box of a proposal, dashed 4 on, 3 off (times the line width), at 90 %.
    static let proposalColor = Color(red: 1.0, green: 0.42, blue: 0.0)
    static let proposalDash: [CGFloat] = [4, 3], proposalOpacity = 0.9
    /// Alignment guides, dash-dotted, and the bands of the spacing between siblings.
    static let guideColor = Color(red: 0.0, green: 0.62, blue: 0.6)
    static let guideDash: [CGFloat] = [6, 2, 1, 2], spacingBandOpacity = 0.25
    /// A spacing label's distance from the band's edge.
    static let spacingLabelInset: (vertical: CGFloat, horizontal: CGFloat) = (14, 8)
    /// The dark halo under an outline, twice its width, so the line shows on any fill.
    static let halo = Color(white: 0, opacity: 0.35)
    /// Lines are two device pixels and at least half a point; the zoom is taken as at least 5 %.
    static let minimumLineWidth: CGFloat = 0.5, minimumScale: CGFloat = 0.1, minimumZoom: CGFloat = 0.05
    /// Labels: 9-point semibold white text on a pill of the outline's colour at 90 %, padded
    /// 2 points on each side and half a point above and below, corners of 2.
    static let labelFontSize: CGFloat = 9, labelOpacity = 0.9
    static let labelPadding: (horizontal: CGFloat, vertical: CGFloat) = (2, 0.5), labelCornerRadius: CGFloat = 2
    static let labelText = Color.white
    /// Lengths are labelled to one decimal; a gap under a quarter point has no band.
    static let labelDecimals = 10.0, minimumGap: CGFloat = 0.25

    /// The stand-in: a rounded-square outline a fourteenth of its width thick (at least half a
    /// point), corners 22 % of its width, and the name's first letter at 60 % of its height.
    static let standInLineFraction: CGFloat = 14, standInCornerFraction: CGFloat = 0.22, standInLetterFraction: CGFloat = 0.6

    // The accessibility picture (docs/accessibility.md, "The picture").

    /// Element colours, in reading order and round again: hues apart from one another that read
    /// over a grey screen.
    static let elementColors: [Color] = [
        Color(red: 0.0, green: 0.48, blue: 1.0), Color(red: 1.0, green: 0.23, blue: 0.19), Color(red: 0.2, green: 0.74, blue: 0.33),
        Color(red: 0.69, green: 0.32, blue: 0.87), Color(red: 1.0, green: 0.55, blue: 0.0), Color(red: 0.0, green: 0.67, blue: 0.72),
        Color(red: 0.95, green: 0.2, blue: 0.6), Color(red: 0.45, green: 0.45, blue: 0.9),
    ]
    /// An element's fill over the screen, and its outline's width.
    static let elementFillOpacity = 0.28, elementLineWidth: CGFloat = 1.5
    /// The screen under the marks: grey, lifted towards white so the marks stand out.
    static let screenSaturation = 0.0, screenBrightness = 0.18
    /// The legend: a column this wide, this far right of the screen, on white, with this margin.
    static let legendWidth: CGFloat = 320, legendGap: CGFloat = 20, legendMargin: CGFloat = 16
    static let legendBackground = Color.white
    /// Each entry: a numbered disc, the description beside it, the hint and actions under it in
    /// grey; entries this far apart.
    static let badgeDiameter: CGFloat = 20, badgeFontSize: CGFloat = 11, badgeTextGap: CGFloat = 8
    static let descriptionFontSize: CGFloat = 13, detailFontSize: CGFloat = 11, entrySpacing: CGFloat = 10, detailSpacing: CGFloat = 2
    static let legendText = Color(white: 0.1), legendDetail = Color(white: 0.42)
}

