/// The app's own code around the generated `DemoError`.
public enum DemoErrors {
    /// The error for a server code, if the guides document it.
    public static func error(forCode code: Int) -> DemoError? {
        DemoError(rawValue: code)
    }
}
