import SwiftUI

struct CartItem: Identifiable {
    let id = UUID()
    let name: String
    let symbol: String
    let price: Double
    var quantity: Int
}

struct CartView: View {
    @State private var items = [
        CartItem(name: "Espresso beans", symbol: "cup.and.saucer.fill", price: 14.5, quantity: 1),
        CartItem(name: "Milk frother", symbol: "bolt.fill", price: 29.99, quantity: 1),
        CartItem(name: "Gift card", symbol: "giftcard.fill", price: 25, quantity: 2),
    ]
    @State private var promo = ""

    var total: Double { items.reduce(0) { $0 + $1.price * Double($1.quantity) } }

    var body: some View {
        NavigationStack {
            List {
                Section {
                    ForEach($items) { $item in
                        HStack(spacing: 12) {
                            Image(systemName: item.symbol)
                                .frame(width: 44, height: 44)
                                .background(Color(.secondarySystemBackground), in: RoundedRectangle(cornerRadius: 10))
                            VStack(alignment: .leading) {
                                Text(item.name).font(.headline)
                                Text(item.price, format: .currency(code: "USD"))
                                    .foregroundStyle(.secondary)
                            }
                            Spacer()
                            Stepper("\(item.quantity)", value: $item.quantity, in: 1...9)
                                .fixedSize()
                        }
                    }
                    .onDelete { items.remove(atOffsets: $0) }
                }
                Section("Promo code") {
                    HStack {
                        Image(systemName: "tag")
                        TextField("Code", text: $promo)
                        Button("Apply") { }
                            .disabled(promo.isEmpty)
                    }
                }
                Section {
                    LabeledContent("Total") {
                        Text(total, format: .currency(code: "USD")).bold()
                    }
                }
            }
            .navigationTitle("Cart")
            .toolbar {
                EditButton()
            }
            .safeAreaInset(edge: .bottom) {
                Button {
                } label: {
                    Label("Check out", systemImage: "creditcard")
                        .frame(maxWidth: .infinity)
                }
                .buttonStyle(.borderedProminent)
                .controlSize(.large)
                .disabled(items.isEmpty)
                .padding()
            }
        }
    }
}

#Preview { CartView() }
