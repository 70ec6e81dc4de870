// Seed 004 (Chinese): `LoginActionsView` and a `DynamicStack` that switches between HStack and
// VStack in four ways. Each of the article's four `DynamicStack`s lives in its own namespace so
// that all keep the article's names; the only edit is dropping `@unknown default` (SwiftUI's size
// class enum is resilient, ours is not, so Swift would warn that the case is never executed).
import LayoutViz

struct ActionButtonStyle: ButtonStyle {
    func makeBody(configuration: Configuration) -> some View {
        configuration.label
            .fixedSize()
            .frame(maxWidth: .infinity)
            .padding()
            .foregroundColor(.white)
            .background(Color.blue)
            .cornerRadius(10)
    }
}

/// The article's three actions (its `...` stands for the actions, which never run here).
/// Layout-neutral: the buttons become children of whichever stack holds them.
struct LoginButtons: View {
    var body: some View {
        Button("Login") {}
        Button("Reset password") {}
        Button("Create account") {}
    }
}

/// The article's starting point: the three buttons in a plain VStack.
struct LoginActionsView: View {
    var body: some View {
        VStack { LoginButtons() }
            .buttonStyle(ActionButtonStyle())
    }
}

/// 1. GeometryReader: HStack when the reader is wider than tall. The reader takes all the space
/// and places its content top-leading, so the buttons move to the top of the screen.
enum GeometryReaderVersion {
    struct DynamicStack<Content: View>: View {
        var horizontalAlignment = HorizontalAlignment.center
        var verticalAlignment = VerticalAlignment.center
        var spacing: CGFloat?
        @ViewBuilder var content: () -> Content

        var body: some View {
            GeometryReader { proxy in
                Group {
                    if proxy.size.width > proxy.size.height {
                        HStack(
                            alignment: verticalAlignment,
                            spacing: spacing,
                            content: content
                        )
                    } else {
                        VStack(
                            alignment: horizontalAlignment,
                            spacing: spacing,
                            content: content
                        )
                    }
                }
            }
        }
    }

    struct LoginActionsView: View {
        var body: some View {
            DynamicStack { LoginButtons() }
                .buttonStyle(ActionButtonStyle())
        }
    }
}

/// 2. Size class: HStack only in a regular horizontal size class (Max/Plus iPhones in landscape,
/// iPads); compact and unknown get the VStack.
enum SizeClassVersion {
    struct DynamicStack<Content: View>: View {
        var horizontalAlignment = HorizontalAlignment.center
        var verticalAlignment = VerticalAlignment.center
        var spacing: CGFloat?
        @ViewBuilder var content: () -> Content
        @Environment(\.horizontalSizeClass) private var sizeClass

        var body: some View {
            switch sizeClass {
            case .regular:
                hStack
            case .compact, .none:
                vStack
            }
        }

        var hStack: some View {
            HStack(
                alignment: verticalAlignment,
                spacing: spacing,
                content: content
            )
        }

        var vStack: some View {
            VStack(
                alignment: horizontalAlignment,
                spacing: spacing,
                content: content
            )
        }
    }

    struct LoginActionsView: View {
        var body: some View {
            DynamicStack { LoginButtons() }
                .buttonStyle(ActionButtonStyle())
        }
    }
}

/// 3. AnyLayout: the same switch, but on layouts, so the subviews keep their identity. Unlike the
/// switch version, an unknown size class (`.none`) gets the horizontal layout, as in the article.
enum AnyLayoutVersion {
    struct DynamicStack<Content: View>: View {
        var horizontalAlignment = HorizontalAlignment.center
        var verticalAlignment = VerticalAlignment.center
        var spacing: CGFloat?
        @ViewBuilder var content: () -> Content
        @Environment(\.horizontalSizeClass) private var sizeClass

        var body: some View {
            currentLayout(content)
        }

        var currentLayout: AnyLayout {
            switch sizeClass {
            case .regular, .none:
                return horizontalLayout
            case .compact:
                return verticalLayout
            }
        }

        var horizontalLayout: AnyLayout {
            AnyLayout(HStack(
                alignment: verticalAlignment,
                spacing: spacing
            ))
        }

        var verticalLayout: AnyLayout {
            AnyLayout(VStack(
                alignment: horizontalAlignment,
                spacing: spacing
            ))
        }
    }

    struct LoginActionsView: View {
        var body: some View {
            DynamicStack { LoginButtons() }
                .buttonStyle(ActionButtonStyle())
        }
    }
}

/// 4. ViewThatFits: the HStack whenever its ideal width fits, even in a compact size class; the
/// VStack otherwise.
enum ViewThatFitsVersion {
    struct DynamicStack<Content: View>: View {
        var horizontalAlignment = HorizontalAlignment.center
        var verticalAlignment = VerticalAlignment.center
        var spacing: CGFloat?
        @ViewBuilder var content: () -> Content

        var body: some View {
            ViewThatFits {
                HStack(
                    alignment: verticalAlignment,
                    spacing: spacing,
                    content: content
                )
                VStack(
                    alignment: horizontalAlignment,
                    spacing: spacing,
                    content: content
                )
            }
        }
    }

    struct LoginActionsView: View {
        var body: some View {
            DynamicStack { LoginButtons() }
                .buttonStyle(ActionButtonStyle())
        }
    }
}

let dynamicStackSamples: [Sample] = [
    Sample(name: "login-vstack", group: "dynamic-stack",
           description: "LoginActionsView: three ActionButtonStyle buttons in a plain VStack, filling the width",
           view: { LoginActionsView() }),
    Sample(name: "dynamic-geometry", group: "dynamic-stack",
           description: "DynamicStack with GeometryReader: HStack when wider than tall; the reader pins the buttons to the top",
           view: { GeometryReaderVersion.LoginActionsView() }),
    Sample(name: "dynamic-sizeclass", group: "dynamic-stack",
           description: "DynamicStack on the horizontal size class: HStack only when regular (Max/Plus landscape, iPads)",
           view: { SizeClassVersion.LoginActionsView() }),
    Sample(name: "dynamic-anylayout", group: "dynamic-stack",
           description: "DynamicStack with AnyLayout(HStack/VStack) on the size class; unknown size class goes horizontal",
           view: { AnyLayoutVersion.LoginActionsView() }),
    Sample(name: "dynamic-viewthatfits", group: "dynamic-stack",
           description: "DynamicStack with ViewThatFits: the HStack whenever its ideal width fits, else the VStack",
           view: { ViewThatFitsVersion.LoginActionsView() }),
]
