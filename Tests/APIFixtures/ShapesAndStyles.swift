import SwiftUI

// Shapes, strokes and styles: static shape members, stroke styles, trims, paths, the system
// shape styles, blend modes and colour effects, 3D rotation seen head on, transforms.

struct Badge: View {
    @State private var progress = 0.7
    var body: some View {
        ZStack {
            Circle()
                .stroke(Color.gray.opacity(0.2), style: StrokeStyle(lineWidth: 10, lineCap: .round, dash: [4, 6]))
            Circle()
                .trim(from: 0, to: progress)
                .stroke(.tint, style: StrokeStyle(lineWidth: 10, lineCap: .round, lineJoin: .round))
                .rotationEffect(.degrees(-90))
            Circle().fill(.blue).stroke(.white, lineWidth: 2).frame(width: 30)
            Image(systemName: "heart.fill")
                .foregroundStyle(.tertiary)
                .zIndex(1)
        }
        .frame(width: 120, height: 120)
        .clipShape(.circle)
        .background(.background, in: RoundedRectangle(cornerRadius: 12))
        .background(.fill.tertiary, in: .rect(cornerRadius: 16))
        .shadow(color: .black.opacity(0.2), radius: 4, y: 2)
    }
}

struct Ticket: Shape {
    func path(in rect: CGRect) -> Path {
        var p = Path()
        p.addLines([CGPoint(x: rect.minX, y: rect.minY), CGPoint(x: rect.maxX, y: rect.minY), CGPoint(x: rect.maxX, y: rect.maxY)])
        p.addRelativeArc(center: CGPoint(x: rect.midX, y: rect.maxY), radius: 10, startAngle: .zero, delta: .degrees(180))
        p.closeSubpath()
        return p.applying(CGAffineTransform(translationX: 0, y: 0).scaledBy(x: 1, y: 1))
    }
}

struct Effects: View {
    var shape: AnyShape { Bool.random() ? AnyShape(Capsule()) : AnyShape(Rectangle()) }
    var body: some View {
        VStack {
            UnevenRoundedRectangle(topLeadingRadius: 20, bottomTrailingRadius: 20).fill(.orange.gradient)
            Ticket().strokeBorderLike().frame(height: 60)
            shape.fill(.green)
            Text("Blend").blendMode(.multiply).colorMultiply(.red).brightness(0.1).saturation(0.5)
            Text("Hidden").hidden()
            Rectangle()
                .fill(.shadow(.drop(color: .black.opacity(0.3), radius: 4)))
                .rotation3DEffect(.degrees(30), axis: (x: 1, y: 0, z: 0))
            Text("Kerned").kerning(2).tracking(1).underline().strikethrough(color: .red).baselineOffset(2)
            Text("Designed").fontDesign(.rounded).monospaced().font(.body.width(.expanded))
        }
        .coordinateSpace(name: "effects")
    }
}

extension Shape {
    func strokeBorderLike() -> some View { stroke(style: StrokeStyle(lineWidth: 1, dash: [5])) }
}

struct Reader: View {
    var body: some View {
        GeometryReader { proxy in
            let frame = proxy.frame(in: .named("effects"))
            let moved = CGPoint(x: frame.minX, y: frame.minY).applying(CGAffineTransform(rotationAngle: .pi / 2))
            Text("\(moved.x)")
                .position(x: proxy.frame(in: .global).midX, y: proxy.frame(in: .scrollView).midY)
        }
    }
}

// The asset symbols Xcode generates for Assets.xcassets beside this file: the colour set
// BrandColor as `.brand`, the image set Scenery as `.scenery`.
struct BrandHeader: View {
    var body: some View {
        VStack {
            Image(.scenery).resizable().scaledToFill()
            Text("Welcome").foregroundStyle(.brand)
            Rectangle().fill(Color(.brand)).frame(height: 2)
            Capsule().fill(Color.brand.opacity(0.2))
        }
    }
}
