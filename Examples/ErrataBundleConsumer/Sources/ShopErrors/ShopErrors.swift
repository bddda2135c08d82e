/// The app's own code around the generated `ShopError`.
public enum ShopErrors {
    /// The error for a server code, if the guides document it.
    public static func error(forCode code: Int) -> ShopError? {
        ShopError(rawValue: code)
    }
}
