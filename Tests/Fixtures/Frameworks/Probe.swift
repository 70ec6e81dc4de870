import SwiftUI
import SwiftData
import WidgetKit
import AppIntents
import AVKit
import AVFoundation
import PhotosUI
import MapKit
import CoreLocation
import StoreKit
import TipKit
import UserNotifications
import UniformTypeIdentifiers
import LinkPresentation
import AuthenticationServices
import os
import os.log
import OSLog
import Combine
import UIKit

// One screen that touches every framework LayoutViz stands in for, as app files use them.

private let logger = Logger(subsystem: "com.example.probe", category: "views")

struct FavoriteTip: Tip {
    var title: Text { Text("Save favourites") }
    var message: Text? { Text("Tap the star to keep a place.") }
    var image: Image? { Image(systemName: "star") }
}

struct OpenPlaceIntent: AppIntent {
    static let title: LocalizedStringResource = "Open place"
    @Parameter(title: "Name") var name: String?
    func perform() async throws -> some IntentResult { .result() }
}

struct PlaceEntry: TimelineEntry {
    let date: Date
}

struct PlaceProvider: TimelineProvider {
    func placeholder(in context: Context) -> PlaceEntry { PlaceEntry(date: .now) }
    func getSnapshot(in context: Context, completion: @escaping @Sendable (PlaceEntry) -> Void) { completion(PlaceEntry(date: .now)) }
    func getTimeline(in context: Context, completion: @escaping @Sendable (Timeline<PlaceEntry>) -> Void) {
        completion(Timeline(entries: [PlaceEntry(date: .now)], policy: .atEnd))
    }
}

struct PlaceWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "place", provider: PlaceProvider()) { _ in
            Text("Lisbon").containerBackground(.blue, for: .widget)
        }
        .configurationDisplayName("Place")
        .supportedFamilies([.systemSmall])
    }
}

final class PlacesModel: ObservableObject {
    @Published var photo: PhotosPickerItem?
    let player = AVPlayer(url: URL(string: "https://example.com/tour.mp4")!)
    let location = CLLocationManager()
    var cancellables = Set<AnyCancellable>()

    func remind() {
        let content = UNMutableNotificationContent()
        content.title = "Visit"
        UNUserNotificationCenter.current().add(UNNotificationRequest(identifier: "visit", content: content, trigger: nil))
        logger.info("reminder scheduled")
        os_log("reminder scheduled", type: .info)
        WidgetCenter.shared.reloadAllTimelines()
    }
}

struct ProbeScreen: View {
    @StateObject private var model = PlacesModel()
    @State private var camera = MapCameraPosition.region(MKCoordinateRegion(
        center: CLLocationCoordinate2D(latitude: 38.7223, longitude: -9.1393), span: MKCoordinateSpan(latitudeDelta: 0.05, longitudeDelta: 0.05)))
    @Environment(\.requestReview) private var requestReview
    private let types: [UTType] = [.png, .jpeg, .pdf]

    var body: some View {
        ScrollView {
            VStack(spacing: 12) {
                TipView(FavoriteTip())
                Map(position: $camera) {
                    Marker("Alfama", coordinate: CLLocationCoordinate2D(latitude: 38.7115, longitude: -9.1300))
                    Annotation("Belém", coordinate: CLLocationCoordinate2D(latitude: 38.7200, longitude: -9.1500)) {
                        Circle().fill(.blue).frame(width: 16, height: 16)
                    }
                }
                .frame(height: 180)
                VideoPlayer(player: model.player).frame(height: 120)
                PhotosPicker("Choose a photo", selection: $model.photo, matching: .images)
                Button(intent: OpenPlaceIntent()) { Text("Open in Shortcuts") }
                SignInWithAppleButton(.signIn, onRequest: { $0.requestedScopes = [.email] }, onCompletion: { _ in })
                    .frame(height: 50)
                ProductView(id: "com.example.pro")
                    .frame(height: 120)
                Text("\(types.count) file types, \(UTType.png.preferredFilenameExtension ?? "")")
            }
            .padding()
        }
    }
}

#Preview("every framework") {
    ProbeScreen()
}
