// `import CoreLocation` on Linux: coordinates, locations and the location manager as view models
// use them. There is no position to report: the manager's authorisation is not determined and it
// has no location; geocoding finds nothing (docs/frameworks.md, "Maps and location").
@_exported import Foundation

public typealias CLLocationDegrees = Double
public typealias CLLocationDistance = Double
public typealias CLLocationAccuracy = Double
public typealias CLLocationSpeed = Double
public typealias CLLocationDirection = Double

public let kCLLocationAccuracyBest: CLLocationAccuracy = -1
public let kCLLocationAccuracyBestForNavigation: CLLocationAccuracy = -2
public let kCLLocationAccuracyNearestTenMeters: CLLocationAccuracy = 10
public let kCLLocationAccuracyHundredMeters: CLLocationAccuracy = 100
public let kCLLocationAccuracyKilometer: CLLocationAccuracy = 1000
public let kCLLocationAccuracyReduced: CLLocationAccuracy = 3000
public let kCLDistanceFilterNone: CLLocationDistance = -1

/// A latitude and longitude, as CoreLocation's `CLLocationCoordinate2D`.
public struct CLLocationCoordinate2D: Hashable, Sendable, Codable {
    public var latitude: CLLocationDegrees
    public var longitude: CLLocationDegrees
    public init() { (latitude, longitude) = (0, 0) }
    public init(latitude: CLLocationDegrees, longitude: CLLocationDegrees) { (self.latitude, self.longitude) = (latitude, longitude) }
}

/// Whether `coordinate` is a valid latitude and longitude.
public func CLLocationCoordinate2DIsValid(_ coordinate: CLLocationCoordinate2D) -> Bool {
    abs(coordinate.latitude) <= 90 && abs(coordinate.longitude) <= 180
}

/// A location, as CoreLocation's `CLLocation`.
open class CLLocation: @unchecked Sendable {
    public let coordinate: CLLocationCoordinate2D
    public let altitude: CLLocationDistance
    public let timestamp: Date
    public var horizontalAccuracy: CLLocationAccuracy { 5 }
    public var speed: CLLocationSpeed { 0 }
    public var course: CLLocationDirection { 0 }

    public init(latitude: CLLocationDegrees, longitude: CLLocationDegrees) {
        coordinate = CLLocationCoordinate2D(latitude: latitude, longitude: longitude)
        altitude = 0
        timestamp = Date(timeIntervalSince1970: 0)
    }

    public init(coordinate: CLLocationCoordinate2D, altitude: CLLocationDistance, horizontalAccuracy: CLLocationAccuracy,
                verticalAccuracy: CLLocationAccuracy, timestamp: Date) {
        self.coordinate = coordinate
        self.altitude = altitude
        self.timestamp = timestamp
    }

    /// The great-circle distance to `location`, in metres (haversine on a sphere of 6,371 km).
    open func distance(from location: CLLocation) -> CLLocationDistance {
        let r = 6_371_000.0, rad = Double.pi / 180
        let dLat = (location.coordinate.latitude - coordinate.latitude) * rad
        let dLon = (location.coordinate.longitude - coordinate.longitude) * rad
        let a = sin(dLat / 2) * sin(dLat / 2) + cos(coordinate.latitude * rad) * cos(location.coordinate.latitude * rad) * sin(dLon / 2) * sin(dLon / 2)
        return 2 * r * atan2(sqrt(a), sqrt(1 - a))
    }
}

/// Whether the app may use the location.
public enum CLAuthorizationStatus: Int32, Sendable { case notDetermined, restricted, denied, authorizedAlways, authorizedWhenInUse }

/// How precise the location the user allows is.
public enum CLAccuracyAuthorization: Int, Sendable { case fullAccuracy, reducedAccuracy }

/// What a location manager tells its delegate, as CoreLocation's `CLLocationManagerDelegate`.
public protocol CLLocationManagerDelegate: AnyObject {
    func locationManager(_ manager: CLLocationManager, didUpdateLocations locations: [CLLocation])
    func locationManager(_ manager: CLLocationManager, didFailWithError error: any Error)
    func locationManagerDidChangeAuthorization(_ manager: CLLocationManager)
}

extension CLLocationManagerDelegate {
    public func locationManager(_ manager: CLLocationManager, didUpdateLocations locations: [CLLocation]) {}
    public func locationManager(_ manager: CLLocationManager, didFailWithError error: any Error) {}
    public func locationManagerDidChangeAuthorization(_ manager: CLLocationManager) {}
}

/// The location service, as CoreLocation's `CLLocationManager`: never reports a location here.
open class CLLocationManager: @unchecked Sendable {
    open weak var delegate: (any CLLocationManagerDelegate)?
    open var desiredAccuracy: CLLocationAccuracy = kCLLocationAccuracyBest
    open var distanceFilter: CLLocationDistance = kCLDistanceFilterNone
    open var allowsBackgroundLocationUpdates = false
    open var pausesLocationUpdatesAutomatically = true
    open var showsBackgroundLocationIndicator = false
    open var location: CLLocation? { nil }
    open var authorizationStatus: CLAuthorizationStatus { .notDetermined }
    open var accuracyAuthorization: CLAccuracyAuthorization { .fullAccuracy }

    public init() {}
    open class func authorizationStatus() -> CLAuthorizationStatus { .notDetermined }
    open class func locationServicesEnabled() -> Bool { false }
    open func requestWhenInUseAuthorization() {}
    open func requestAlwaysAuthorization() {}
    open func requestLocation() {}
    open func startUpdatingLocation() {}
    open func stopUpdatingLocation() {}
    open func startUpdatingHeading() {}
    open func stopUpdatingHeading() {}
    open func startMonitoringSignificantLocationChanges() {}
    open func stopMonitoringSignificantLocationChanges() {}
}

/// A place's address, as CoreLocation's `CLPlacemark`.
open class CLPlacemark: @unchecked Sendable {
    public init() {}
    open var location: CLLocation? { nil }
    open var name: String? { nil }
    open var locality: String? { nil }
    open var subLocality: String? { nil }
    open var administrativeArea: String? { nil }
    open var country: String? { nil }
    open var isoCountryCode: String? { nil }
    open var postalCode: String? { nil }
    open var thoroughfare: String? { nil }
    open var subThoroughfare: String? { nil }
}

/// Turns addresses into places and back, as CoreLocation's `CLGeocoder`: finds nothing here.
open class CLGeocoder: @unchecked Sendable {
    public init() {}
    open func reverseGeocodeLocation(_ location: CLLocation) async throws -> [CLPlacemark] { [] }
    open func reverseGeocodeLocation(_ location: CLLocation, completionHandler: @escaping @Sendable ([CLPlacemark]?, (any Error)?) -> Void) { completionHandler([], nil) }
    open func geocodeAddressString(_ addressString: String) async throws -> [CLPlacemark] { [] }
    open func geocodeAddressString(_ addressString: String, completionHandler: @escaping @Sendable ([CLPlacemark]?, (any Error)?) -> Void) { completionHandler([], nil) }
    open func cancelGeocode() {}
}
