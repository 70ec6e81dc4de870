import SwiftUI

struct OnboardingPage: Identifiable {
    let id: Int
    let symbol: String
    let title: String
    let detail: String
}

struct OnboardingView: View {
    @State private var page = 0
    let pages = [
        OnboardingPage(id: 0, symbol: "sparkles", title: "Welcome", detail: "Plan your week in a minute."),
        OnboardingPage(id: 1, symbol: "bell.badge.fill", title: "Stay on time", detail: "Gentle reminders, never noisy."),
        OnboardingPage(id: 2, symbol: "lock.shield.fill", title: "Private", detail: "Your plans stay on your phone."),
    ]

    var body: some View {
        VStack {
            TabView(selection: $page) {
                ForEach(pages) { p in
                    VStack(spacing: 20) {
                        Image(systemName: p.symbol)
                            .font(.system(size: 72))
                            .foregroundStyle(.tint)
                        Text(p.title).font(.largeTitle.bold())
                        Text(p.detail)
                            .font(.title3)
                            .multilineTextAlignment(.center)
                            .foregroundStyle(.secondary)
                    }
                    .padding(32)
                    .tag(p.id)
                }
            }
            .tabViewStyle(.page)
            .indexViewStyle(.page(backgroundDisplayMode: .always))

            Button {
                page += 1
            } label: {
                Text(page == pages.count - 1 ? "Get started" : "Continue")
                    .frame(maxWidth: .infinity)
            }
            .buttonStyle(.borderedProminent)
            .controlSize(.large)
            .padding()
        }
    }
}

#Preview { OnboardingView() }
