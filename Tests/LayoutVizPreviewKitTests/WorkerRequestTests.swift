import Foundation
import LayoutViz
import LayoutVizPreviewKit
import Testing

/// The worker's request is one typed value: it round-trips through its JSON line, and a key it
/// does not have or a value it cannot use is refused with a message naming it, at any depth.
struct WorkerRequestTests {
    static let configuration = RenderConfiguration(device: DeviceCatalog.device(named: "iphone-se-3")!, orientation: .landscape, look: .ios18,
                                                   colorScheme: .dark)
    static let request = WorkerRequest(output: "/tmp/out", formats: ["png", "svg"], configuration: configuration,
                                       goldens: .init(folder: "/tmp/g", mode: "never", modeSource: "--mode", artifacts: "/tmp/a", accept: "accept it"))

    /// The request's JSON as an object, changed by `edit`, decoded again.
    private func decode(_ edit: (inout [String: Any]) -> Void) throws -> WorkerRequest {
        var object = try JSONSerialization.jsonObject(with: Self.request.line) as! [String: Any]
        edit(&object)
        return try JSONDecoder().decode(WorkerRequest.self, from: JSONSerialization.data(withJSONObject: object))
    }

    private func message(_ edit: (inout [String: Any]) -> Void) -> String {
        do {
            _ = try decode(edit)
            return "decoded"
        } catch {
            return "\(error)"
        }
    }

    @Test func aRequestRoundTripsThroughItsLine() throws {
        let line = Self.request.line
        #expect(line.last == UInt8(ascii: "\n") && !line.dropLast().contains(UInt8(ascii: "\n")))
        let back = try JSONDecoder().decode(WorkerRequest.self, from: line)
        #expect(back == Self.request)
        #expect(back.configuration.screen.fileStem == "iphone-se-3-landscape" && back.configuration.look == .ios18)
        #expect(try decode { _ in } == Self.request)
    }

    @Test func unknownKeysAreRefusedAtEveryLevel() {
        #expect(message { $0["colour"] = 1 }.contains("unknown key 'colour' in the worker request"))
        #expect(message { o in
            var g = o["goldens"] as! [String: Any]
            g["recordMode"] = "all"
            o["goldens"] = g
        }.contains("unknown key 'recordMode' in the goldens settings"))
        #expect(message { o in
            var c = o["configuration"] as! [String: Any]
            c["darkMode"] = true
            o["configuration"] = c
        }.contains("darkMode"))
    }

    @Test func badValuesAreRefusedWithTheirName() {
        #expect(message { $0["formats"] = ["png", "gif"] }.contains("unknown format 'gif'"))
        #expect(message { $0["output"] = "relative/out" }.contains("'relative/out' is not an absolute path"))
        #expect(message { $0.removeValue(forKey: "output") } != "decoded")
        #expect(message { o in
            var c = o["configuration"] as! [String: Any]
            c["device"] = "iphone-99"
            o["configuration"] = c
        }.contains("iphone-99"))
    }
}
