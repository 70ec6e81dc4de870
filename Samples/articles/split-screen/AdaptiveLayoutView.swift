import SwiftUI
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
struct AdaptiveLayoutView_Previews: PreviewProvider {
    static var previews: some View {
        AdaptiveLayoutView()
    }
}
