// The project's own stand-in for its analytics SDK, mapped in .layoutviz.json.
public enum Analytics {
    public static func track(_ event: String) {}
}
