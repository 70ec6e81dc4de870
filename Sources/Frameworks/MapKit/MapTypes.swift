// `import MapKit` on Linux: `Map` with its markers and annotations, drawn as a map at rest before
// its tiles load — land with a faint street grid — with each marker and annotation placed at its
// coordinate in the camera's region (Web Mercator, as MapKit projects), and the types apps pass
// around (regions, cameras, map items). Named in the run's "not drawn yet" warning: no map tiles
// (docs/frameworks.md, "Maps and location").
@_exported import CoreLocation

/// A span of latitude and longitude, as MapKit's `MKCoordinateSpan`.
public struct MKCoordinateSpan: Hashable, Sendable {
    public var latitudeDelta: CLLocationDegrees
    public var longitudeDelta: CLLocationDegrees
    public init() { (latitudeDelta, longitudeDelta) = (0, 0) }
    public init(latitudeDelta: CLLocationDegrees, longitudeDelta: CLLocationDegrees) { (self.latitudeDelta, self.longitudeDelta) = (latitudeDelta, longitudeDelta) }
}

/// A region of the map, as MapKit's `MKCoordinateRegion`.
public struct MKCoordinateRegion: Hashable, Sendable {
    public var center: CLLocationCoordinate2D
    public var span: MKCoordinateSpan
    public init() { (center, span) = (CLLocationCoordinate2D(), MKCoordinateSpan()) }
    public init(center: CLLocationCoordinate2D, span: MKCoordinateSpan) { (self.center, self.span) = (center, span) }
    /// A region `latitudinalMeters` tall and `longitudinalMeters` wide around `center`.
    public init(center: CLLocationCoordinate2D, latitudinalMeters: CLLocationDistance, longitudinalMeters: CLLocationDistance) {
        let metresPerDegree = 111_320.0 // not a look value: a unit conversion
        let lonScale = max(cos(center.latitude * .pi / 180), 0.01) // not a look value: rounding or a tolerance
        self.init(center: center, span: MKCoordinateSpan(latitudeDelta: latitudinalMeters / metresPerDegree,
                                                         longitudeDelta: longitudinalMeters / (metresPerDegree * lonScale)))
    }
}

/// A place, as MapKit's `MKPlacemark`.
open class MKPlacemark: CLPlacemark, @unchecked Sendable {
    public let coordinate: CLLocationCoordinate2D
    public init(coordinate: CLLocationCoordinate2D) { self.coordinate = coordinate; super.init() }
    public init(coordinate: CLLocationCoordinate2D, addressDictionary: [String: Any]?) { self.coordinate = coordinate; super.init() }
    open override var location: CLLocation? { CLLocation(latitude: coordinate.latitude, longitude: coordinate.longitude) }
}

/// A point of interest, as MapKit's `MKMapItem`.
open class MKMapItem: @unchecked Sendable {
    public let placemark: MKPlacemark
    open var name: String?
    open var phoneNumber: String?
    open var url: URL?
    public init(placemark: MKPlacemark) { self.placemark = placemark }
    open class func forCurrentLocation() -> MKMapItem { MKMapItem(placemark: MKPlacemark(coordinate: CLLocationCoordinate2D())) }
    @discardableResult open func openInMaps(launchOptions: [String: Any]? = nil) -> Bool { false }
}

/// A searched-for place list, as MapKit's `MKLocalSearch`: finds nothing here.
open class MKLocalSearch: @unchecked Sendable {
    public init(request: Request) {}
    open func start() async throws -> Response { Response() }
    open func cancel() {}
    open class Request: @unchecked Sendable {
        open var naturalLanguageQuery: String?
        open var region = MKCoordinateRegion()
        public init() {}
        public init(naturalLanguageQuery: String) { self.naturalLanguageQuery = naturalLanguageQuery }
    }
    open class Response: @unchecked Sendable {
        open var mapItems: [MKMapItem] { [] }
        open var boundingRegion: MKCoordinateRegion { MKCoordinateRegion() }
    }
}

/// A camera looking at the map, as MapKit's `MapCamera`.
public struct MapCamera: Hashable, Sendable {
    public var centerCoordinate: CLLocationCoordinate2D
    public var distance: Double
    public var heading: Double
    public var pitch: Double
    public init(centerCoordinate: CLLocationCoordinate2D, distance: Double, heading: Double = 0, pitch: Double = 0) {
        (self.centerCoordinate, self.distance, self.heading, self.pitch) = (centerCoordinate, distance, heading, pitch)
    }
}

/// Where a map's camera is, as MapKit's `MapCameraPosition`.
public struct MapCameraPosition: Hashable, Sendable {
    /// The region it shows, when it names one (nil: fit the content).
    public let region: MKCoordinateRegion?
    /// The camera, when it names one.
    public let camera: MapCamera?
    /// Whether the user moved the camera.
    public var positionedByUser: Bool { false }
    /// Whether it follows the user's location.
    public let followsUserLocation: Bool

    init(region: MKCoordinateRegion? = nil, camera: MapCamera? = nil, followsUserLocation: Bool = false) {
        (self.region, self.camera, self.followsUserLocation) = (region, camera, followsUserLocation)
    }

    /// Fits the map's content.
    public static let automatic = MapCameraPosition()
    /// Shows `region`.
    public static func region(_ region: MKCoordinateRegion) -> MapCameraPosition { MapCameraPosition(region: region) }
    /// Shows what `camera` sees (its distance as the region's height).
    public static func camera(_ camera: MapCamera) -> MapCameraPosition {
        MapCameraPosition(region: MKCoordinateRegion(center: camera.centerCoordinate, latitudinalMeters: camera.distance, longitudinalMeters: camera.distance),
                          camera: camera)
    }
    /// Shows `item`.
    public static func item(_ item: MKMapItem, allowsAutomaticPitch: Bool = false) -> MapCameraPosition {
        MapCameraPosition(region: MKCoordinateRegion(center: item.placemark.coordinate, span: MKCoordinateSpan(latitudeDelta: 0.01, longitudeDelta: 0.01)))
    }
    /// Follows the user: there is no user location here, so `fallback` shows.
    public static func userLocation(followsHeading: Bool = false, fallback: MapCameraPosition) -> MapCameraPosition {
        MapCameraPosition(region: fallback.region, camera: fallback.camera, followsUserLocation: true)
    }
}

/// How a map is drawn (`.standard`, `.imagery`, `.hybrid`); accepted, drawn as standard.
public struct MapStyle: Hashable, Sendable {
    let name: String
    public static let standard = MapStyle(name: "standard"), imagery = MapStyle(name: "imagery"), hybrid = MapStyle(name: "hybrid")
    public static func standard(elevation: Elevation = .automatic, emphasis: Emphasis = .automatic, pointsOfInterest: PointOfInterestCategories = .all,
                                showsTraffic: Bool = false) -> MapStyle { .standard }
    public static func imagery(elevation: Elevation = .automatic) -> MapStyle { .imagery }
    public static func hybrid(elevation: Elevation = .automatic, pointsOfInterest: PointOfInterestCategories = .all, showsTraffic: Bool = false) -> MapStyle { .hybrid }
    public enum Elevation: Sendable { case automatic, flat, realistic }
    public enum Emphasis: Sendable { case automatic, muted }
}

/// Which points of interest a map shows; accepted.
public struct PointOfInterestCategories: Hashable, Sendable {
    public static let all = PointOfInterestCategories()
    public static let excludingAll = PointOfInterestCategories()
    public static func including(_ categories: [String]) -> PointOfInterestCategories { .all }
    public static func excluding(_ categories: [String]) -> PointOfInterestCategories { .all }
}

/// How the user can move a map; accepted (a picture does not move).
public struct MapInteractionModes: OptionSet, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let pan = MapInteractionModes(rawValue: 1), zoom = MapInteractionModes(rawValue: 2)
    public static let rotate = MapInteractionModes(rawValue: 4), pitch = MapInteractionModes(rawValue: 8)
    public static let all: MapInteractionModes = [.pan, .zoom, .rotate, .pitch]
}

/// How a map follows the user (iOS 14's `Map`); accepted.
public enum MapUserTrackingMode: Sendable { case none, follow }
