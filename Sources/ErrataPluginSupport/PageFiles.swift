/// Which files errata reads as pages. The loader and the SwiftPM build plugin share this list:
/// the plugin declares every such file as an input (it compiles this file through a symbolic
/// link), so an edit to any page SwiftPM knows of runs errata again.
public enum PageFiles {
    /// The extensions of the files that are pages, in lower case.
    public static let extensions = ["md", "markdown", "mdx"]
}
