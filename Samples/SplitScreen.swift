// Seed 000 (Indonesian): a screen split into a red top container holding three 50-pt boxes
// separated by `Spacer(minLength: 20)`, clamped between 200 and 400 pt high, over a green
// container that fills the rest. Ported from the article with no edits but the import.
import LayoutViz

struct AdaptiveLayoutView: View {
    let minTopHeight: CGFloat = 200
    let maxTopHeight: CGFloat = 400
    var body: some View {
        GeometryReader { geometry in
            VStack(spacing: 0) {
                VStack {
                    TopView()
                    Spacer(minLength: 20)
                    CenterView()
                    Spacer(minLength: 20)
                    BottomView()
                }
                .frame(height: min(max(minTopHeight, geometry.size.height / 2), maxTopHeight))
                .background(Color.red)
                VStack {
                    FillView()
                }
                .frame(maxHeight: .infinity)
                .background(Color.green)
            }
        }
    }
}

struct TopView: View { var body: some View { Color.blue.frame(height: 50) } }
struct CenterView: View { var body: some View { Color.yellow.frame(height: 50) } }
struct BottomView: View { var body: some View { Color.purple.frame(height: 50) } }
struct FillView: View { var body: some View { Color.orange } }

/// The article's top container content, shared by the two GeometryReader-free variants.
struct BoxesColumn: View {
    var body: some View {
        VStack {
            TopView()
            Spacer(minLength: 20)
            CenterView()
            Spacer(minLength: 20)
            BottomView()
        }
    }
}

struct GeometryLayoutView: View {
    var body: some View {
        GeometryReader { geometry in
            let totalHeight = geometry.size.height
            let topHeight = max(min(totalHeight * 0.5, 400), 200)
            VStack(spacing: 0) {
                VStack {
                    TopView()
                    Spacer(minLength: 20)
                    CenterView()
                    Spacer(minLength: 20)
                    BottomView()
                }
                .frame(height: topHeight)
                .background(Color.red)
                VStack {
                    FillView()
                }
                .frame(height: totalHeight - topHeight)
                .background(Color.green)
            }
        }
    }
}

/// The article's GeometryReader-free idea as it describes it: min/max frame heights, and a higher
/// layout priority on the bottom container "so that it expands to fill the available space".
/// A stack offers the priority-1 container everything but the top's 200-pt minimum first, so
/// the top stays at 200 pt on every device: the picture shows what the advice really does.
struct PriorityLayoutView: View {
    var body: some View {
        VStack(spacing: 0) {
            BoxesColumn()
                .frame(minHeight: 200, maxHeight: 400)
            .background(Color.red)
            VStack {
                FillView()
            }
            .frame(maxHeight: .infinity)
            .background(Color.green)
            .layoutPriority(1)
        }
    }
}

/// The same min/max frames at equal priority: the stack offers each container half the height,
/// the top clamps that to 200...400 and the bottom takes the rest, which is exactly the
/// GeometryReader version's clamp(height / 2, 200, 400) without a GeometryReader.
struct FrameLayoutView: View {
    var body: some View {
        VStack(spacing: 0) {
            BoxesColumn()
                .frame(minHeight: 200, maxHeight: 400)
            .background(Color.red)
            VStack {
                FillView()
            }
            .frame(maxHeight: .infinity)
            .background(Color.green)
        }
    }
}

let splitScreenSamples: [Sample] = [
    Sample(name: "split-adaptive", group: "split-screen",
           description: "AdaptiveLayoutView: GeometryReader clamps the red top to 200...400 pt at half the height; green fills the rest",
           view: { AdaptiveLayoutView() }),
    Sample(name: "split-geometry", group: "split-screen",
           description: "GeometryLayoutView: GeometryReader computes both heights explicitly (top = clamp(height / 2, 200, 400))",
           view: { GeometryLayoutView() }),
    Sample(name: "split-frames", group: "split-screen",
           description: "No GeometryReader: min/max frame heights at equal priority give the same clamp(height / 2, 200, 400)",
           view: { FrameLayoutView() }),
    Sample(name: "split-priority", group: "split-screen",
           description: "No GeometryReader, as the article words it: min/max frames plus layoutPriority(1) on the bottom pin the top at 200 pt",
           view: { PriorityLayoutView() }),
]
