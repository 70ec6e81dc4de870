/// The version of LayoutViz: what `layoutviz --version` prints and what golden fingerprints record.
public enum LayoutVizVersion {
    /// Semantic version of the tool and library.
    public static let string = "0.2.0"
}
