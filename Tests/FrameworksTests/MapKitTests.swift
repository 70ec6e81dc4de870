import Foundation
import LayoutViz
import MapKit
import Testing

/// `Map` places its markers and annotations by Web Mercator in the camera's region, the whole
/// span visible; an automatic camera fits them.
@Suite @MainActor struct MapKitTests {
    let center = CLLocationCoordinate2D(latitude: 0, longitude: 0)

    func frames(_ position: MapCameraPosition, _ points: [(String, CLLocationCoordinate2D)], size: CGSize = CGSize(width: 400, height: 200)) -> [String: CGRect] {
        let map = Map(initialPosition: position) {
            ForEach(points, id: \.0) { point in
                Annotation(point.0, coordinate: point.1) { Color.red.frame(width: 10, height: 10).id(point.0) }
            }
        }
        let tree = LayoutTree(map, proposal: ProposedViewSize(size))
        var out: [String: CGRect] = [:]
        for (name, _) in points { out[name] = tree.frame(of: name) }
        return out
    }

    @Test func annotationsSitAtTheirCoordinatesInTheRegion() {
        // A 10° square region in a 400 × 200 map: the height limits the scale (200 pt for 10° of
        // latitude at the equator, Mercator stretches latitude by 1.0025 over ±5°), centred.
        let region = MKCoordinateRegion(center: center, span: MKCoordinateSpan(latitudeDelta: 10, longitudeDelta: 10))
        let f = frames(.region(region), [("middle", center), ("east", CLLocationCoordinate2D(latitude: 0, longitude: 5))])
        #expect(f["middle"] == CGRect(x: 195, y: 95, width: 10, height: 10))
        let east = try! #require(f["east"])
        // 5° of longitude: 200 / (Mercator span of 10° of latitude) × (5 / 360).
        let spanY = log(tan(Double.pi / 4 + 5 * Double.pi / 360)) / (2 * Double.pi) * 2
        let expected = 200 + 200 / spanY * 5 / 360
        #expect(abs(east.midX - expected) < 0.5, "\(east.midX) vs \(expected)")
        #expect(east.midY == 100)
    }

    @Test func anAutomaticCameraFitsItsContent() {
        let f = frames(.automatic, [("a", CLLocationCoordinate2D(latitude: 10, longitude: 10)), ("b", CLLocationCoordinate2D(latitude: 11, longitude: 12))],
                       size: CGSize(width: 300, height: 300))
        let a = f["a"]!, b = f["b"]!
        // Both inside, symmetric about the centre, b to the upper right of a.
        #expect((0...300).contains(a.midX) && (0...300).contains(b.midX) && (0...300).contains(a.midY) && (0...300).contains(b.midY))
        #expect(abs((a.midX + b.midX) / 2 - 150) < 0.5 && abs((a.midY + b.midY) / 2 - 150) < 1)
        #expect(b.midX > a.midX && b.midY < a.midY)
    }

    @Test func aMapTakesTheSpaceOffered() {
        let tree = LayoutTree(Map(), proposal: ProposedViewSize(width: 320, height: 180))
        #expect(tree.root.frame.size == CGSize(width: 320, height: 180))
    }
}
