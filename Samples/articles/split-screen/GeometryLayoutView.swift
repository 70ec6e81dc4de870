import SwiftUI
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
struct GeometryLayoutView_Previews: PreviewProvider {
    static var previews: some View {
        GeometryLayoutView()
    }
}
