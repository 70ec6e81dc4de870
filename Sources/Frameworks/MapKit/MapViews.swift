import Foundation
import LayoutVizCore

/// `@MapContentBuilder` builds a map's content as views (markers and annotations are views here).
public typealias MapContentBuilder = ViewBuilder
/// A map's content (`some MapContent`): a view in LayoutViz.
public typealias MapContent = View

/// A map, as MapKit's `Map` (iOS 17): the land at rest, its markers and annotations placed at
/// their coordinates in the camera's region; the region fits the content when the camera is
/// automatic. It takes the space offered.
nonisolated public struct Map<Content: View>: View {
    let camera: MapCameraPosition
    let content: Content
    @Environment(\.renderReport) private var report

    /// A map whose camera is `position`.
    public init(position: Binding<MapCameraPosition>, bounds: MapCameraBounds? = nil, interactionModes: MapInteractionModes = .all,
                scope: Namespace.ID? = nil, @MapContentBuilder content: () -> Content) {
        camera = position.wrappedValue
        self.content = content()
    }

    /// A map whose camera is `position`, with a selection.
    public init<SelectedValue: Hashable>(position: Binding<MapCameraPosition>, bounds: MapCameraBounds? = nil, interactionModes: MapInteractionModes = .all,
                                         selection: Binding<SelectedValue?>, scope: Namespace.ID? = nil, @MapContentBuilder content: () -> Content) {
        camera = position.wrappedValue
        self.content = content()
    }

    /// A map starting at `initialPosition`.
    public init(initialPosition: MapCameraPosition = .automatic, bounds: MapCameraBounds? = nil, interactionModes: MapInteractionModes = .all,
                scope: Namespace.ID? = nil, @MapContentBuilder content: () -> Content) {
        camera = initialPosition
        self.content = content()
    }

    /// A map starting at `initialPosition`, with a selection.
    public init<SelectedValue: Hashable>(initialPosition: MapCameraPosition = .automatic, bounds: MapCameraBounds? = nil,
                                         interactionModes: MapInteractionModes = .all, selection: Binding<SelectedValue?>,
                                         scope: Namespace.ID? = nil, @MapContentBuilder content: () -> Content) {
        camera = initialPosition
        self.content = content()
    }

    public var body: some View {
        report?.noteNotDrawn("Map (no map tiles: land and markers only)")
        // The land extends under the bars and the home indicator, as a map's tiles do; the
        // camera's region is fitted to the safe area, where the markers are.
        return _MapCanvas(region: camera.region) { content }
            .background { _MapGround().ignoresSafeArea() }
    }
}

extension Map where Content == EmptyView {
    /// A map with nothing on it.
    public init(position: Binding<MapCameraPosition>, bounds: MapCameraBounds? = nil, interactionModes: MapInteractionModes = .all) {
        self.init(position: position, bounds: bounds, interactionModes: interactionModes) { EmptyView() }
    }
    /// A map with nothing on it.
    public init(initialPosition: MapCameraPosition = .automatic, bounds: MapCameraBounds? = nil, interactionModes: MapInteractionModes = .all) {
        self.init(initialPosition: initialPosition, bounds: bounds, interactionModes: interactionModes) { EmptyView() }
    }
    /// A map of `coordinateRegion` (iOS 14).
    public init(coordinateRegion: Binding<MKCoordinateRegion>, interactionModes: MapInteractionModes = .all, showsUserLocation: Bool = false,
                userTrackingMode: Binding<MapUserTrackingMode>? = nil) {
        self.init(initialPosition: .region(coordinateRegion.wrappedValue)) { EmptyView() }
    }
}

extension Map {
    /// A map of `coordinateRegion` with an annotation for each of `annotationItems` (iOS 14).
    public init<Items: RandomAccessCollection, Annotation: View>(coordinateRegion: Binding<MKCoordinateRegion>, interactionModes: MapInteractionModes = .all,
                                                                 showsUserLocation: Bool = false, userTrackingMode: Binding<MapUserTrackingMode>? = nil,
                                                                 annotationItems: Items, annotationContent: @escaping (Items.Element) -> Annotation)
    where Items.Element: Identifiable, Content == ForEach<Items, Items.Element.ID, Annotation> {
        self.init(initialPosition: .region(coordinateRegion.wrappedValue)) { ForEach(annotationItems, content: annotationContent) }
    }
}

/// The limits of a map's camera; accepted.
public struct MapCameraBounds: Sendable {
    public init(centerCoordinateBounds: MKCoordinateRegion? = nil, minimumDistance: Double? = nil, maximumDistance: Double? = nil) {}
}

/// A balloon marker at a coordinate, as MapKit's `Marker`: a circle in the tint (red by default)
/// with a white glyph, the title below.
nonisolated public struct Marker: View {
    let title: String
    let glyph: String
    let coordinate: CLLocationCoordinate2D
    @Environment(\.systemLook) private var look

    /// A marker titled `title`.
    public init(_ title: String, coordinate: CLLocationCoordinate2D) { (self.title, glyph, self.coordinate) = (title, "mappin", coordinate) }
    /// A marker titled `titleKey`.
    public init(_ titleKey: LocalizedStringKey, coordinate: CLLocationCoordinate2D) { self.init(titleKey.key, coordinate: coordinate) }
    /// A marker with a symbol.
    public init(_ title: String, systemImage: String, coordinate: CLLocationCoordinate2D) { (self.title, glyph, self.coordinate) = (title, systemImage, coordinate) }
    /// A marker with a monogram; drawn with the pin glyph.
    public init(_ title: String, monogram: Text, coordinate: CLLocationCoordinate2D) { self.init(title, coordinate: coordinate) }
    /// A marker for `item`.
    public init(item: MKMapItem) { self.init(item.name ?? "", coordinate: item.placemark.coordinate) }

    public var body: some View {
        VStack(spacing: 0) {
            Image(systemName: glyph)
                .font(SystemLook.mapMarkerGlyph)
                .foregroundColor(look.mapMarkerGlyphColor)
                .frame(width: SystemLook.mapMarkerDiameter, height: SystemLook.mapMarkerDiameter)
                .background(Circle().fill(look.mapMarkerTint))
            if !title.isEmpty { Text(verbatim: title).font(SystemLook.mapMarkerTitle).lineLimit(1).fixedSize() }
        }
        .layoutValue(key: _MapCoordinateKey.self, value: coordinate)
        .layoutValue(key: _MapAnchorKey.self, value: UnitPoint(x: UnitPoint.center.x, y: SystemLook.mapMarkerDiameter / 2))
    }
}

/// A view at a coordinate, as MapKit's `Annotation`, anchored at `anchor` (its centre by default).
nonisolated public struct Annotation<Content: View>: View {
    let coordinate: CLLocationCoordinate2D
    let anchor: UnitPoint
    let content: Content

    /// An annotation titled `title`; the title is not drawn (MapKit shows it under the view).
    public init(_ title: String, coordinate: CLLocationCoordinate2D, anchor: UnitPoint = .center, @ViewBuilder content: () -> Content) {
        (self.coordinate, self.anchor, self.content) = (coordinate, anchor, content())
    }
    /// An annotation titled `titleKey`.
    public init(_ titleKey: LocalizedStringKey, coordinate: CLLocationCoordinate2D, anchor: UnitPoint = .center, @ViewBuilder content: () -> Content) {
        self.init(titleKey.key, coordinate: coordinate, anchor: anchor, content: content)
    }
    public var body: some View {
        content.layoutValue(key: _MapCoordinateKey.self, value: coordinate).layoutValue(key: _MapFractionAnchorKey.self, value: anchor)
    }
}

/// An annotation of iOS 14's `Map(annotationItems:)`.
public typealias MapAnnotation = Annotation

extension Annotation where Content: View {
    /// An annotation at `coordinate` (iOS 14).
    public init(coordinate: CLLocationCoordinate2D, anchorPoint: CGPoint = CGPoint(x: 0.5, y: 0.5), @ViewBuilder content: () -> Content) { // not a look value: Apple's documented default
        self.init("", coordinate: coordinate, anchor: UnitPoint(x: anchorPoint.x, y: anchorPoint.y), content: content)
    }
}

/// A marker of iOS 14's `Map(annotationItems:)`.
nonisolated public struct MapMarker: View {
    let coordinate: CLLocationCoordinate2D
    let tint: Color?
    public init(coordinate: CLLocationCoordinate2D, tint: Color? = nil) { (self.coordinate, self.tint) = (coordinate, tint) }
    public var body: some View { Marker("", coordinate: coordinate).tint(tint) }
}

/// The user's location: there is none here, so nothing is drawn.
nonisolated public struct UserAnnotation: View {
    public init(anchor: UnitPoint = .center) {}
    public var body: some View { EmptyView() }
}

/// A line, circle or polygon over the map: accepted, not drawn (named in the map's warning).
nonisolated public struct MapPolyline: View {
    public init(coordinates: [CLLocationCoordinate2D], contourStyle: ContourStyle = .straight) {}
    public init(points: [CLLocationCoordinate2D]) {}
    public var body: some View { EmptyView() }
    public enum ContourStyle: Sendable { case straight, geodesic }
}

/// A circle over the map: accepted, not drawn.
nonisolated public struct MapCircle: View {
    public init(center: CLLocationCoordinate2D, radius: CLLocationDistance) {}
    public var body: some View { EmptyView() }
}

/// A polygon over the map: accepted, not drawn.
nonisolated public struct MapPolygon: View {
    public init(coordinates: [CLLocationCoordinate2D]) {}
    public var body: some View { EmptyView() }
}

/// The map's standard controls (`.mapControls { ... }`): accepted, not drawn.
nonisolated public struct MapUserLocationButton: View { public init(scope: Namespace.ID? = nil) {}; public var body: some View { EmptyView() } }
nonisolated public struct MapCompass: View { public init(scope: Namespace.ID? = nil) {}; public var body: some View { EmptyView() } }
nonisolated public struct MapScaleView: View { public init(anchorEdge: HorizontalEdge = .leading, scope: Namespace.ID? = nil) {}; public var body: some View { EmptyView() } }
nonisolated public struct MapPitchToggle: View { public init(scope: Namespace.ID? = nil) {}; public var body: some View { EmptyView() } }

nonisolated extension View {
    /// How the map is drawn; accepted.
    public func mapStyle(_ style: MapStyle) -> some View { self }
    /// The map's controls; accepted.
    public func mapControls<C: View>(@ViewBuilder _ content: () -> C) -> some View { self }
    /// Whether the map's controls show; accepted.
    public func mapControlVisibility(_ visibility: Visibility) -> some View { self }
    /// Called when the camera moves; accepted (a picture does not move).
    public func onMapCameraChange(frequency: MapCameraUpdateFrequency = .onEnd, _ action: @escaping () -> Void) -> some View { self }
    /// The detail sheet of a selected item; accepted.
    public func mapItemDetailSheet(item: Binding<MKMapItem?>, displaysMap: Bool = true) -> some View { self }
}

/// How often `onMapCameraChange` is called.
public enum MapCameraUpdateFrequency: Sendable { case continuous, onEnd }

// MARK: Drawing

/// Where a map item is.
enum _MapCoordinateKey: LayoutValueKey { static let defaultValue: CLLocationCoordinate2D? = nil }
/// The point of a marker at its coordinate, in points from its top (x as a fraction of its width).
enum _MapAnchorKey: LayoutValueKey { static let defaultValue: UnitPoint? = nil }
/// The point of an annotation at its coordinate, as fractions of its size.
enum _MapFractionAnchorKey: LayoutValueKey { static let defaultValue = UnitPoint.center }

/// The land with its street grid, filling the map.
nonisolated struct _MapGround: View {
    @Environment(\.systemLook) private var look
    var body: some View {
        Canvas { context, size in
            context.fill(Path(CGRect(origin: .zero, size: size)), with: .color(look.mapLand))
            var streets = Path()
            var x = SystemLook.mapStreetSpacing / 2
            while x < size.width { streets.move(to: CGPoint(x: x, y: 0)); streets.addLine(to: CGPoint(x: x, y: size.height)); x += SystemLook.mapStreetSpacing }
            var y = SystemLook.mapStreetSpacing / 2
            while y < size.height { streets.move(to: CGPoint(x: 0, y: y)); streets.addLine(to: CGPoint(x: size.width, y: y)); y += SystemLook.mapStreetSpacing }
            context.stroke(streets, with: .color(look.mapStreet), lineWidth: SystemLook.mapStreetWidth)
        }
    }
}

/// Places each item at its coordinate (anything else fills the map), projected by Web
/// Mercator into the region (the whole span visible, the frame's aspect kept, as MapKit fits).
struct _MapCanvas: Layout {
    let region: MKCoordinateRegion?

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        proposal.replacingUnspecifiedDimensions()
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        let coordinates = subviews.compactMap { $0[_MapCoordinateKey.self] }
        let shown = region ?? Self.fitting(coordinates)
        let projection = Projection(region: shown, bounds: bounds)
        for subview in subviews {
            guard let coordinate = subview[_MapCoordinateKey.self] else {
                subview.place(at: bounds.origin, proposal: ProposedViewSize(bounds.size))
                continue
            }
            let point = projection.point(coordinate)
            let anchor: UnitPoint
            if let marker = subview[_MapAnchorKey.self] {
                let height = subview.sizeThatFits(.unspecified).height
                anchor = UnitPoint(x: marker.x, y: height > 0 ? marker.y / height : 0)
            } else {
                anchor = subview[_MapFractionAnchorKey.self]
            }
            subview.place(at: point, anchor: anchor, proposal: .unspecified)
        }
    }

    /// The region that shows every coordinate with a margin; the default region without any.
    static func fitting(_ coordinates: [CLLocationCoordinate2D]) -> MKCoordinateRegion {
        guard let first = coordinates.first else {
            let c = SystemLook.mapDefaultCenter
            return MKCoordinateRegion(center: CLLocationCoordinate2D(latitude: c.latitude, longitude: c.longitude),
                                      span: MKCoordinateSpan(latitudeDelta: SystemLook.mapDefaultSpan, longitudeDelta: SystemLook.mapDefaultSpan))
        }
        var (minLat, maxLat, minLon, maxLon) = (first.latitude, first.latitude, first.longitude, first.longitude)
        for c in coordinates {
            (minLat, maxLat) = (min(minLat, c.latitude), max(maxLat, c.latitude))
            (minLon, maxLon) = (min(minLon, c.longitude), max(maxLon, c.longitude))
        }
        let minimum = SystemLook.mapDefaultSpan / 10 // not a look value: rounding or a tolerance
        return MKCoordinateRegion(center: CLLocationCoordinate2D(latitude: (minLat + maxLat) / 2, longitude: (minLon + maxLon) / 2),
                                  span: MKCoordinateSpan(latitudeDelta: max((maxLat - minLat) * SystemLook.mapFitMargin, minimum),
                                                         longitudeDelta: max((maxLon - minLon) * SystemLook.mapFitMargin, minimum)))
    }

    /// Web Mercator from degrees to the frame.
    struct Projection {
        let center: (x: Double, y: Double)
        let scale: Double
        let mid: CGPoint

        init(region: MKCoordinateRegion, bounds: CGRect) {
            let c = region.center
            center = (Self.x(c.longitude), Self.y(c.latitude))
            let spanX = max(abs(region.span.longitudeDelta) / 360, .ulpOfOne) // not a look value: a unit conversion
            let spanY = max(abs(Self.y(c.latitude + region.span.latitudeDelta / 2) - Self.y(c.latitude - region.span.latitudeDelta / 2)), .ulpOfOne)
            scale = min(Double(bounds.width) / spanX, Double(bounds.height) / spanY)
            mid = CGPoint(x: bounds.midX, y: bounds.midY)
        }

        func point(_ c: CLLocationCoordinate2D) -> CGPoint {
            CGPoint(x: mid.x + CGFloat((Self.x(c.longitude) - center.x) * scale), y: mid.y - CGFloat((Self.y(c.latitude) - center.y) * scale))
        }

        static func x(_ longitude: Double) -> Double { longitude / 360 } // not a look value: a unit conversion
        static func y(_ latitude: Double) -> Double {
            let limit = 85.05 // not a look value: geometry
            let phi = max(-limit, min(limit, latitude)) * .pi / 180 // not a look value: a unit conversion
            return log(tan(.pi / 4 + phi / 2)) / (2 * .pi) // not a look value: geometry
        }
    }
}
