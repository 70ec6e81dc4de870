import SwiftUI
import Charts

// A dashboard as apps write them: a weekly bar chart with a goal rule, a stacked breakdown and a
// donut of categories, in cards of a scrolling screen.

struct DaySteps: Identifiable {
    let id: Int
    let day: String
    let steps: Double
}

struct Expense: Identifiable {
    let id = UUID()
    let category: String
    let amount: Double
}

@Observable final class DashboardModel {
    var week = ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"].enumerated().map { DaySteps(id: $0, day: $1, steps: Double([6_200, 8_400, 7_100, 9_800, 5_300, 11_200, 4_600][$0])) }
    var expenses = [Expense(category: "Rent", amount: 1_200), Expense(category: "Food", amount: 430), Expense(category: "Travel", amount: 210),
                    Expense(category: "Other", amount: 160)]
    let goal = 8_000.0
}

struct DashboardView: View {
    @State private var model = DashboardModel()

    var body: some View {
        NavigationStack {
            ScrollView {
                VStack(spacing: 16) {
                    GroupBox("Steps this week") {
                        Chart {
                            ForEach(model.week) { day in
                                BarMark(x: .value("Day", day.day), y: .value("Steps", day.steps))
                                    .foregroundStyle(day.steps >= model.goal ? Color.green : Color.blue)
                                    .cornerRadius(4)
                            }
                            RuleMark(y: .value("Goal", model.goal))
                                .lineStyle(StrokeStyle(lineWidth: 1, dash: [4, 3]))
                                .annotation(position: .top, alignment: .leading) { Text("Goal") }
                        }
                        .frame(height: 180)
                    }
                    GroupBox("Spending") {
                        Chart(model.expenses) { expense in
                            SectorMark(angle: .value("Amount", expense.amount), innerRadius: .ratio(0.62), angularInset: 1.5)
                                .foregroundStyle(by: .value("Category", expense.category))
                        }
                        .chartLegend(position: .bottom)
                        .frame(height: 200)
                    }
                }
                .padding()
            }
            .navigationTitle("Summary")
        }
    }
}

#Preview("Dashboard") { DashboardView() }
