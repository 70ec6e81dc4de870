import SwiftUI

// Data flow and motion: Combine without importing it (Foundation brings it on Apple platforms),
// timers, animatable shapes, keyframes and phases, transitions, drag and drop, focus.

final class Clock: ObservableObject {
    @Published var ticks = 0
    let events = PassthroughSubject<String, Never>()
    let state = CurrentValueSubject<Int, Never>(0)
    private var bag = Set<AnyCancellable>()
    init() {
        events.debounce(for: .milliseconds(300), scheduler: RunLoop.main)
            .map { $0.count }
            .sink { [weak self] in self?.ticks = $0 }
            .store(in: &bag)
    }
}

struct Ticker: View {
    @StateObject private var clock = Clock()
    @State private var pulse = false
    let timer = Timer.publish(every: 1, on: .main, in: .common).autoconnect()

    var body: some View {
        VStack {
            Text("\(clock.ticks)")
                .contentTransition(.numericText())
                .onReceive(timer) { _ in clock.ticks += 1 }
            Image(systemName: "bell")
                .symbolEffect(.bounce, value: pulse)
                .keyframeAnimator(initialValue: 1.0, trigger: pulse) { view, scale in
                    view.scaleEffect(scale)
                } keyframes: { _ in
                    KeyframeTrack { CubicKeyframe(1.3, duration: 0.2); SpringKeyframe(1.0) }
                }
            PhaseAnimator([0.0, 1.0]) { phase in
                Circle().opacity(0.5 + phase / 2)
            }
            Wave(phase: 0.3).stroke(.blue)
                .transition(.asymmetric(insertion: .move(edge: .bottom), removal: .blurReplace))
                .transition(.modifier(active: Faded(amount: 0), identity: Faded(amount: 1)))
                .animation(.interpolatingSpring(stiffness: 120, damping: 12), value: pulse)
            Text("Drag me").draggable("payload")
            Rectangle().dropDestination(for: String.self) { items, _ in !items.isEmpty }
        }
    }
}

struct Faded: ViewModifier {
    var amount: Double
    func body(content: Content) -> some View { content.opacity(amount) }
}

struct Wave: Shape {
    var phase: Double
    var amplitude: Double = 10
    var animatableData: AnimatablePair<Double, Double> {
        get { AnimatablePair(phase, amplitude) }
        set { phase = newValue.first; amplitude = newValue.second }
    }
    func path(in rect: CGRect) -> Path {
        Path { p in
            p.move(to: CGPoint(x: 0, y: rect.midY))
            p.addLine(to: CGPoint(x: rect.maxX, y: rect.midY + amplitude * sin(phase)))
        }
    }
}

struct Counter: View, Animatable {
    var value: Double
    var animatableData: Double { get { value } set { value = newValue } }
    var body: some View { Text("\(Int(value))") }
}

// A gesture turned on and off by state (iOS 18).
struct DraggableTab: View {
    @State private var isActive = false
    var body: some View {
        Text("Tab")
            .gesture(DragGesture().onChanged { _ in isActive = true }, isEnabled: isActive)
            .simultaneousGesture(TapGesture(), isEnabled: !isActive)
    }
}
