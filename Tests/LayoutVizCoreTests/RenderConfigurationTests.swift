import Foundation
import Testing
@testable import LayoutVizCore
import LayoutViz

/// One render configuration (docs/devices.md, "One render configuration"): what a picture depends
/// on besides its view, as one value, one JSON document, and a task local.
@Suite struct RenderConfigurationTests {
    let phone = DeviceCatalog.device(named: "iphone-16")!

    @Test func jsonRoundTripsEverySetting() throws {
        var c = RenderConfiguration(device: phone, orientation: .landscape, colorScheme: .dark, contrast: .increased, dynamicTypeSize: .accessibility3,
                                    layoutDirection: .rightToLeft, locale: "ar_EG", timeZone: "Africa/Cairo", calendar: .islamicCivil, chrome: .bands,
                                    scale: 2, imageFolders: [URL(fileURLWithPath: "/tmp/images")])
        c.overlays = [.proposals, .frames]
        c.widget = WidgetDisplay(context: .home, appearance: .tinted)
        let text = String(decoding: c.jsonData(), as: UTF8.self)
        #expect(text == #"{"calendar":"islamicCivil","chrome":"bands","colorScheme":"dark","contrast":"increased","device":"iphone-16","dynamicTypeSize":"accessibility3","imageFolders":["/tmp/images"],"layoutDirection":"rightToLeft","locale":"ar_EG","look":"ios26","orientation":"landscape","overlays":["proposals","frames"],"scale":2,"timeZone":"Africa/Cairo","widgetAppearance":"tinted","widgetContext":"home"}"#)
        #expect(c.fileStem == "iphone-16-landscape-dark-increased-contrast-ax3-rtl-ar-EG-home-tinted-proposals-frames")
        #expect(c.environment.widgetDisplay == c.widget)
        #expect(try RenderConfiguration(json: c.jsonData()) == c)
        // Only the device is needed; the rest are iOS's defaults.
        #expect(try RenderConfiguration(json: Data(#"{"device": "iPhone 16"}"#.utf8)) == RenderConfiguration(device: phone))
        // A custom size travels as its size.
        let custom = try DeviceCatalog.resolve("390x844@3")
        #expect(try RenderConfiguration(json: RenderConfiguration(device: custom).jsonData()).device == custom)
    }

    @Test(arguments: [
        (#"{"device": "iphone-61"}"#, "unknown device 'iphone-61'"),
        (#"{"device": "iphone-16", "colorScheme": "drak"}"#, "unknown colorScheme 'drak'; did you mean 'dark'?; use dark, light"),
        (#"{"device": "iphone-16", "look": "ios17"}"#, "unknown look 'ios17'"),
        (#"{"device": "iphone-16", "timeZone": "Mars/Olympus"}"#, "unknown timeZone 'Mars/Olympus'"),
        (#"{"device": "iphone-16", "colour": "dark"}"#, "unknown render configuration setting 'colour'"),
        (#"{"device": "iphone-16", "overlays": ["frame"]}"#, "unknown overlay 'frame'; use frames, proposals, guides"),
        (#"{"device": "iphone-16", "scale": -1}"#, "'scale' must be a number from 0 to 16"),
        (#"{"device": "iphone-16", "widgetAppearance": "tint"}"#, "unknown widgetAppearance 'tint'; did you mean 'tinted'?; use clear, full-color, tinted"),
        (#"{"orientation": "portrait"}"#, "the render configuration names no device"),
        (#"[1, 2]"#, "the render configuration is not a JSON object"),
    ])
    func unknownValuesAreErrorsNamingThem(json: String, message: String) {
        #expect { try RenderConfiguration(json: Data(json.utf8)) } throws: { "\($0)".contains(message) }
    }

    @Test func theEnvironmentCarriesEverySetting() {
        let folders = [URL(fileURLWithPath: "/tmp/layoutviz-render-configuration-images")]
        let c = RenderConfiguration(device: phone, colorScheme: .dark, contrast: .increased, dynamicTypeSize: .xxLarge, layoutDirection: .rightToLeft,
                                    locale: "de_DE", timeZone: "Europe/Berlin", calendar: .japanese, imageFolders: folders)
        let e = c.environment
        #expect(e.colorScheme == .dark && e.colorSchemeContrast == .increased && e.dynamicTypeSize == .xxLarge && e.layoutDirection == .rightToLeft)
        #expect(e.locale.identifier == "de_DE" && e.timeZone.identifier == "Europe/Berlin" && e.calendar.identifier == .japanese)
        #expect(e.displayScale == 3 && e.horizontalSizeClass == .compact && e.systemLook.colorScheme == .dark)
        // The configuration is data: the measurer and the resolver come with a context.
        #expect(e.textMeasurer == nil && e.imageResolver is NoImages && e.renderReport == nil)
        let context = RenderContext(c)
        let report = RenderReport()
        let full = context.environment(report: report)
        #expect(full.textMeasurer != nil && full.renderReport === report && (full.imageResolver as? AssetFolders)?.folders == folders)
        #expect(full.colorScheme == .dark && full.locale.identifier == "de_DE")
        #expect(RenderConfiguration(device: phone, scale: 1).screen.device.scale == 1)
    }

    @Test func codeGivenOnlyAScreenTakesTheRestFromTheTaskLocal() {
        let dark = RenderConfiguration(device: phone, colorScheme: .dark, chrome: .none)
        let screen = DeviceCatalog.device(named: "iphone-se-3")!.configuration(.landscape)
        RenderConfiguration.$current.withValue(dark) {
            let scene = DeviceScene(Color.red, configuration: screen)
            #expect(scene.colorScheme == .dark && scene.render.chrome == .none && scene.configuration == screen)
        }
        #expect(DeviceScene(Color.red, configuration: screen).colorScheme == .light)
    }
}
