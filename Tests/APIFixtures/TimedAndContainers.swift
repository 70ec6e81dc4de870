import SwiftUI

// Views of their moment and containers of iOS 18: remote images as their placeholder, timelines
// at the picture's moment, a canvas, and custom containers over subviews.

struct Avatar: View {
    let url = URL(string: "https://example.com/a.png")
    var body: some View {
        AsyncImage(url: url) { phase in
            switch phase {
            case .success(let image): image.resizable().scaledToFill()
            case .failure: Image(systemName: "person.crop.circle.badge.exclamationmark")
            case .empty: ProgressView()
            @unknown default: EmptyView()
            }
        }
        .frame(width: 64, height: 64)
        .clipShape(Circle())
    }
}

struct Dial: View {
    var body: some View {
        TimelineView(.periodic(from: .now, by: 1)) { context in
            Canvas { gc, size in
                let second = Calendar.current.component(.second, from: context.date)
                var hand = Path()
                hand.move(to: CGPoint(x: size.width / 2, y: size.height / 2))
                hand.addLine(to: CGPoint(x: size.width / 2, y: 4))
                gc.rotate(by: .degrees(Double(second) * 6))
                gc.stroke(hand, with: .color(.red), lineWidth: 2)
                gc.fill(Path(ellipseIn: CGRect(x: 0, y: 0, width: 8, height: 8)), with: .color(.primary))
                gc.draw(Text("12"), at: CGPoint(x: size.width / 2, y: 12))
            }
        }
        .frame(width: 100, height: 100)
    }
}

struct Carousel<Content: View>: View {
    @ViewBuilder var content: Content
    var body: some View {
        ScrollView(.horizontal) {
            HStack {
                ForEach(subviews: content) { subview in
                    subview
                        .padding()
                        .background(subview.containerValues.highlighted ? Color.yellow : Color.clear)
                }
            }
        }
    }
}

extension ContainerValues {
    @Entry var highlighted: Bool = false
}

struct CarouselDemo: View {
    var body: some View {
        Carousel {
            Text("One")
            Text("Two").containerValue(\.highlighted, true)
            Group(subviews: Text("Three")) { subviews in subviews.first }
        }
    }
}

// iOS 17's scroll transitions and visual effects, a custom scroll target behaviour, the older
// NavigationView style, sidebar row tints and VoiceOver rotors.
struct SnapToThirds: ScrollTargetBehavior {
    func updateTarget(_ target: inout ScrollTarget, context: TargetContext) {
        let third = context.containerSize.width / 3
        target.rect.origin.x = (target.rect.minX / third).rounded() * third
    }
}

struct Flower: Identifiable { let id = UUID(); let name: String; let isRed: Bool }

struct Gallery: View {
    let flowers = [Flower(name: "Rose", isRed: true), Flower(name: "Tulip", isRed: false)]
    var body: some View {
        NavigationView {
            List {
                ScrollView(.horizontal) {
                    LazyHStack {
                        ForEach(flowers) { flower in
                            Text(flower.name)
                                .scrollTransition(.interactive, axis: .horizontal) { view, phase in
                                    view.scaleEffect(phase.isIdentity ? 1 : 0.8).opacity(phase.isIdentity ? 1 : 0.5)
                                }
                                .visualEffect { content, proxy in
                                    content.offset(y: proxy.frame(in: .global).minY > 0 ? 0 : 4)
                                }
                        }
                    }
                }
                .scrollTargetBehavior(SnapToThirds())
                Label("Roses", systemImage: "leaf").listItemTint(.pink)
            }
            .accessibilityRotor("Red flowers") {
                ForEach(flowers) { flower in
                    if flower.isRed { AccessibilityRotorEntry(flower.name, id: flower.id) }
                }
            }
            .accessibility(addTraits: [.playsSound, .startsMediaSession])
        }
        .navigationViewStyle(.stack)
    }
}
