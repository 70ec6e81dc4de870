// `import AVFoundation` on Linux: the players, items, assets, audio session and speech apps create
// in their view models; nothing plays (a picture is the first frame of the view), and every call
// returns at once (docs/frameworks.md, "Media").
@_exported import Foundation

/// A time, as CoreMedia's `CMTime`.
public struct CMTime: Hashable, Comparable, Sendable {
    public var value: Int64
    public var timescale: Int32
    public init(value: Int64, timescale: Int32) { (self.value, self.timescale) = (value, timescale) }
    public init(seconds: Double, preferredTimescale: Int32) { self.init(value: Int64(seconds * Double(preferredTimescale)), timescale: preferredTimescale) }
    public var seconds: Double { timescale == 0 ? .nan : Double(value) / Double(timescale) }
    public static let zero = CMTime(value: 0, timescale: 1)
    public static let invalid = CMTime(value: 0, timescale: 0)
    public static let indefinite = CMTime(value: 0, timescale: 0)
    public static func < (lhs: CMTime, rhs: CMTime) -> Bool { lhs.seconds < rhs.seconds }
}

/// A media asset, as AVFoundation's `AVAsset`.
open class AVAsset: @unchecked Sendable {
    public init() {}
    /// The asset's length: unknown here.
    open var duration: CMTime { .zero }
}

/// An asset at an address.
open class AVURLAsset: AVAsset, @unchecked Sendable {
    public let url: URL
    public init(url: URL, options: [String: Any]? = nil) { self.url = url }
}

/// What a player plays, as AVFoundation's `AVPlayerItem`.
open class AVPlayerItem: @unchecked Sendable {
    public let asset: AVAsset
    public init(url: URL) { asset = AVURLAsset(url: url) }
    public init(asset: AVAsset) { self.asset = asset }
    open var duration: CMTime { .zero }
    open func currentTime() -> CMTime { .zero }
}

/// A player, as AVFoundation's `AVPlayer`: paused at the start, and stays there.
open class AVPlayer: @unchecked Sendable {
    /// The item, if any.
    open private(set) var currentItem: AVPlayerItem?
    /// The playback rate: 0 (paused).
    open var rate: Float = 0
    open var volume: Float = 1
    open var isMuted = false
    open var actionAtItemEnd = ActionAtItemEnd.pause
    open var timeControlStatus: TimeControlStatus { .paused }

    public init() {}
    public init(url: URL) { currentItem = AVPlayerItem(url: url) }
    public init(playerItem: AVPlayerItem?) { currentItem = playerItem }

    open func play() {}
    open func pause() {}
    open func seek(to time: CMTime) {}
    open func seek(to time: CMTime, completionHandler: @escaping @Sendable (Bool) -> Void) { completionHandler(true) }
    open func replaceCurrentItem(with item: AVPlayerItem?) { currentItem = item }
    open func currentTime() -> CMTime { .zero }
    @discardableResult
    open func addPeriodicTimeObserver(forInterval interval: CMTime, queue: DispatchQueue?, using block: @escaping @Sendable (CMTime) -> Void) -> Any { NSObject() }
    open func removeTimeObserver(_ observer: Any) {}

    public enum TimeControlStatus: Int, Sendable { case paused, waitingToPlayAtSpecifiedRate, playing }
    public enum ActionAtItemEnd: Int, Sendable { case advance, pause, none }
}

/// A player of several items in turn.
open class AVQueuePlayer: AVPlayer, @unchecked Sendable {
    public init(items: [AVPlayerItem]) { super.init(playerItem: items.first) }
    open func advanceToNextItem() {}
}

/// Plays sound files, as AVFoundation's `AVAudioPlayer`.
open class AVAudioPlayer: @unchecked Sendable {
    open var volume: Float = 1
    open var numberOfLoops = 0
    open var isPlaying: Bool { false }
    open var duration: TimeInterval { 0 }
    open var currentTime: TimeInterval = 0
    public init(contentsOf url: URL) throws {}
    public init(data: Data) throws {}
    @discardableResult open func play() -> Bool { false }
    open func pause() {}
    open func stop() {}
    @discardableResult open func prepareToPlay() -> Bool { true }
}

/// The app's audio session, as AVFoundation's `AVAudioSession`.
open class AVAudioSession: @unchecked Sendable {
    private static let shared = AVAudioSession()
    public static func sharedInstance() -> AVAudioSession { shared }
    open func setCategory(_ category: Category, mode: Mode = .default, options: CategoryOptions = []) throws {}
    open func setCategory(_ category: Category) throws {}
    open func setActive(_ active: Bool, options: SetActiveOptions = []) throws {}
    public struct Category: Hashable, Sendable {
        let name: String
        public static let ambient = Category(name: "ambient"), soloAmbient = Category(name: "soloAmbient"), playback = Category(name: "playback")
        public static let record = Category(name: "record"), playAndRecord = Category(name: "playAndRecord"), multiRoute = Category(name: "multiRoute")
    }
    public struct Mode: Hashable, Sendable {
        let name: String
        public static let `default` = Mode(name: "default"), moviePlayback = Mode(name: "moviePlayback"), spokenAudio = Mode(name: "spokenAudio")
        public static let voiceChat = Mode(name: "voiceChat"), videoRecording = Mode(name: "videoRecording"), measurement = Mode(name: "measurement")
    }
    public struct CategoryOptions: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let mixWithOthers = CategoryOptions(rawValue: 1), duckOthers = CategoryOptions(rawValue: 2), allowBluetooth = CategoryOptions(rawValue: 4)
        public static let defaultToSpeaker = CategoryOptions(rawValue: 8)
    }
    public struct SetActiveOptions: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let notifyOthersOnDeactivation = SetActiveOptions(rawValue: 1)
    }
}

/// Speaks text, as AVFoundation's `AVSpeechSynthesizer`: silent here.
open class AVSpeechSynthesizer: @unchecked Sendable {
    public init() {}
    open var isSpeaking: Bool { false }
    open func speak(_ utterance: AVSpeechUtterance) {}
    @discardableResult open func stopSpeaking(at boundary: AVSpeechBoundary) -> Bool { true }
}

/// Text to speak.
open class AVSpeechUtterance: @unchecked Sendable {
    public let speechString: String
    open var rate: Float = 0.5
    open var voice: AVSpeechSynthesisVoice?
    public init(string: String) { speechString = string }
}

/// A voice.
open class AVSpeechSynthesisVoice: @unchecked Sendable {
    public init?(language: String?) {}
}

/// Where speech stops.
public enum AVSpeechBoundary: Int, Sendable { case immediate, word }

/// Access to the camera and microphone, as AVFoundation's `AVCaptureDevice`: none here.
open class AVCaptureDevice: @unchecked Sendable {
    public static func authorizationStatus(for mediaType: AVMediaType) -> AVAuthorizationStatus { .notDetermined }
    public static func requestAccess(for mediaType: AVMediaType) async -> Bool { false }
    public static func requestAccess(for mediaType: AVMediaType, completionHandler: @escaping @Sendable (Bool) -> Void) { completionHandler(false) }
    public static func `default`(for mediaType: AVMediaType) -> AVCaptureDevice? { nil }
}

/// A kind of media.
public struct AVMediaType: Hashable, Sendable {
    let name: String
    public static let video = AVMediaType(name: "vide"), audio = AVMediaType(name: "soun")
}

/// Whether the app may use a capture device.
public enum AVAuthorizationStatus: Int, Sendable { case notDetermined, restricted, denied, authorized }
