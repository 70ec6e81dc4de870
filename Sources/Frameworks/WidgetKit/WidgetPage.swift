import Foundation
import LayoutVizCore

// A widget preview's picture (docs/widgets.md): the widget at its family's size for the device, in
// the appearance and context the render configuration asks for (`WidgetDisplay`): on Xcode's
// plain canvas or the device's home (lock) screen; in full colour, clear or tinted.

/// A widget as the device shows it.
nonisolated struct WidgetPreviewPage: View {
    let family: WidgetFamily
    let content: AnyView
    let margins: Bool
    /// What the home screen writes under the widget.
    let name: String

    @Environment(\.systemLook) private var look
    @Environment(\.screenSize) private var screen
    @Environment(\.widgetDisplay) private var display

    var body: some View {
        // The lock screen is dark: its status bar too.
        Group {
            if display.context == .home { onScreen } else { onCanvas }
        }
        .preferredColorScheme(family.isAccessory ? .dark : nil)
    }

    private var sizes: WidgetLook.Sizes {
        WidgetLook.sizes(screen: screen ?? CGSize(width: 402, height: 874)).sizes  // not a look value: geometry
    }

    /// The family's size on this screen.
    var size: CGSize { family.size(in: sizes) }

    // MARK: Contexts

    /// Xcode's canvas: the widget centred on a plain ground.
    private var onCanvas: some View {
        ZStack {
            (family.isAccessory ? look.widgetLockBackdrop : look.widgetBackdrop).ignoresSafeArea()
            widget
        }
    }

    private var wallpaper: some View {
        LinearGradient(colors: [look.wallpaper.top, look.wallpaper.bottom], startPoint: .top, endPoint: .bottom).ignoresSafeArea()
    }

    /// The home screen (lock screen for accessory families), the widget where the first goes.
    @ViewBuilder private var onScreen: some View {
        if family.isAccessory {
            ZStack(alignment: .top) {
                wallpaper
                VStack(spacing: 0) {
                    if family == .accessoryInline { widget } else { Text(verbatim: WidgetLook.lockDate).font(WidgetLook.lockDateFont) }
                    Text(verbatim: WidgetLook.lockTime).font(WidgetLook.lockClockFont)
                    if family != .accessoryInline { widget.padding(.top, WidgetLook.lockWidgetGap) }
                }
                .foregroundStyle(.white)
                .padding(.top, WidgetLook.lockTop)
            }
            // The lock screen's status bar leaves the time to the clock.
            ._statusBar(.withoutTime)
        } else {
            let table = sizes, size = family.size(in: table), scale = table.homeScale
            let shown = CGSize(width: size.width * scale, height: size.height * scale)
            // The grid is as wide as a medium widget on iPhone, an extra-large one on iPad.
            let grid = (table.extraLarge ?? table.medium).width * scale
            let leading = ((screen?.width ?? 0) - grid) / 2
            ZStack(alignment: .topLeading) {
                wallpaper
                VStack(spacing: WidgetLook.homeNameGap) {
                    widget.scaleEffect(scale, anchor: .topLeading).frame(width: shown.width, height: shown.height, alignment: .topLeading)
                    Text(verbatim: name).font(WidgetLook.homeNameFont).foregroundStyle(look.homeNameColor).lineLimit(1)
                        .shadow(color: look.homeNameShadow, radius: WidgetLook.homeNameShadowRadius)
                }
                .frame(width: shown.width)
                .padding(.top, WidgetLook.homeTop)
                .padding(.leading, max(0, leading))
            }
        }
    }

    // MARK: The widget

    @ViewBuilder private var widget: some View {
        let inner = content
            .environment(\.widgetFamily, family)
            .environment(\.isInWidgetContainer, true)
        let size = self.size
        if family.isAccessory {
            // Vibrant: the content's colours gone, white as opaque as each part was light [INF].
            inner
                .environment(\.widgetRenderingMode, .vibrant)
                .environment(\.showsWidgetContainerBackground, false)
                .environment(\.colorScheme, .dark)
                .tint(look.widgetVibrantTint)
                .frame(width: size.width, height: size.height)
                ._vibrantRendering()
                .clipShape(family == .accessoryCircular ? AnyShape(Circle()) : AnyShape(Rectangle()))
        } else if display.appearance == .fullColor {
            inner
                .padding(margins ? WidgetLook.contentMargin : 0)
                .frame(width: size.width, height: size.height)
                .backgroundPreferenceValue(WidgetBackgroundKey.self) { background in
                    if let background { background.view } else { look.widgetBackground }
                }
                .clipShape(RoundedRectangle(cornerRadius: WidgetLook.cornerRadius, style: .continuous))
        } else {
            // Accented: the container background replaced, the views drawn as templates in the
            // groups' colours.
            let colors = look.widgetAccentedColors
            let shape = RoundedRectangle(cornerRadius: WidgetLook.cornerRadius, style: .continuous)
            inner
                .environment(\.widgetRenderingMode, .accented)
                .environment(\.showsWidgetContainerBackground, false)
                .environment(\.widgetGroupColors, WidgetGroupColors(primary: colors.primary, accent: colors.accent))
                .padding(margins ? WidgetLook.contentMargin : 0)
                .frame(width: size.width, height: size.height)
                ._templateRendering(colors.primary, name: "widgetRenderingMode.accented")
                .background {
                    if !look.isGlass {
                        shape.fill(look.tintedWidgetBackground.opacity(WidgetLook.tintedBackgroundOpacity))
                    } else if display.appearance == .tinted {
                        // iOS 26's tinted appearance: Liquid Glass tinted with the tint.
                        Color.clear.glassEffect(.regular.tint(look.tintedWidgetBackground.opacity(WidgetLook.tintedBackgroundOpacity)), in: shape)
                    } else {
                        Color.clear.glassEffect(.clear, in: shape)
                    }
                }
                .clipShape(shape)
        }
    }
}

extension WidgetFamily {
    /// The lock screen's families.
    var isAccessory: Bool { self == .accessoryCircular || self == .accessoryRectangular || self == .accessoryInline }

    /// The family's size in a screen's `sizes`; an extra-large widget on an iPhone, where there
    /// is none, as a large one.
    func size(in sizes: WidgetLook.Sizes) -> CGSize {
        switch self {
        case .systemSmall: return sizes.small
        case .systemMedium: return sizes.medium
        case .systemLarge: return sizes.large
        case .systemExtraLarge: return sizes.extraLarge ?? sizes.large
        case .accessoryCircular: return sizes.circular
        case .accessoryRectangular: return sizes.rectangular
        case .accessoryInline: return sizes.inline
        }
    }
}
