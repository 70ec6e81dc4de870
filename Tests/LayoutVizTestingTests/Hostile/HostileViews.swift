import LayoutViz

// Previews linked into the test binary that end their worker: each must fail alone, with its
// cause, while the others draw (LinkedPreviewTests).

struct Steady: View {
    var body: some View { Text("Steady").padding() }
}

struct Trap: View {
    var body: some View {
        let empty: [Int] = []
        return Text("\(empty[0])")
    }
}

#Preview("Steady") {
    Steady()
}

#Preview("Trap") {
    Trap()
}
