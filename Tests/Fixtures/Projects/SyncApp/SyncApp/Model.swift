import Foundation

/// Shared with the widget through the folder's membership exception.
struct Forecast {
    var city: String
    var degrees: Int
    static let sample = Forecast(city: "Lisbon", degrees: 21)
}
