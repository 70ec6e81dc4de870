import SwiftUI

struct RecipeView: View {
    let ingredients = ["2 eggs", "200 g flour", "300 ml milk", "1 pinch of salt", "Butter for the pan"]
    let steps = ["Whisk the eggs and milk.", "Add the flour and salt; rest 20 minutes.", "Fry thin pancakes in butter."]

    var body: some View {
        ScrollView {
            VStack(alignment: .leading, spacing: 16) {
                ZStack(alignment: .bottomLeading) {
                    Rectangle()
                        .fill(.orange.gradient)
                        .frame(height: 220)
                        .overlay(Text("🥞").font(.system(size: 96)))
                    Text("Crêpes")
                        .font(.largeTitle.bold())
                        .foregroundStyle(.white)
                        .padding()
                }
                HStack(spacing: 20) {
                    Label("35 min", systemImage: "clock")
                    Label("4 servings", systemImage: "person.2")
                    Label("Easy", systemImage: "chart.bar.fill")
                }
                .font(.subheadline)
                .foregroundStyle(.secondary)
                .padding(.horizontal)
                GroupBox("Ingredients") {
                    VStack(alignment: .leading, spacing: 8) {
                        ForEach(ingredients, id: \.self) { item in
                            Label(item, systemImage: "checkmark.circle")
                        }
                    }
                    .frame(maxWidth: .infinity, alignment: .leading)
                }
                .padding(.horizontal)
                VStack(alignment: .leading, spacing: 12) {
                    Text("Method").font(.title2.bold())
                    ForEach(Array(steps.enumerated()), id: \.offset) { index, step in
                        HStack(alignment: .top) {
                            Image(systemName: "\(index + 1).circle.fill").foregroundStyle(.orange)
                            Text(step)
                        }
                    }
                }
                .padding(.horizontal)
            }
        }
        .ignoresSafeArea(edges: .top)
    }
}

#Preview { RecipeView() }
