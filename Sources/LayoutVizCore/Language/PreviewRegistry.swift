/// A `#Preview` block as compiled into a module: the `#Preview` macro declares one conforming type
/// per block, as SwiftUI's macro does, so a program that links the module can find its previews
/// without reading or building its sources (`assertPreviewSnapshots` does, in a test process;
/// docs/goldens.md, "Previews in the test process").
public protocol PreviewRegistry {
    /// The block's file as `#fileID` names it: `Module/File.swift`.
    static var fileID: String { get }
    /// The block's file as `#filePath` names it.
    static var filePath: String { get }
    /// The line the block's `#Preview` is on.
    static var line: Int { get }
    /// Its column.
    static var column: Int { get }
    /// The block's preview; its body is not run until the preview is drawn.
    @MainActor static func makePreview() -> Preview
}
