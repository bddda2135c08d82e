import Foundation

extension Config {
    /// The output root as an absolute path, checked to stay inside the project.
    ///
    /// A relative output folder (from the config) must not lead outside the project root, not even
    /// through a symbolic link such as `generated -> /elsewhere`. An absolute folder given on the
    /// command line is taken as it is: the user chose it.
    ///
    /// - Throws: ``InputError`` naming the config file when the folder leads outside.
    public func resolvedOutputRoot() throws -> String {
        if outputFolder.hasPrefix("/") { return outputFolder }
        let path = root + "/" + outputFolder
        let realRoot = URL(fileURLWithPath: root).resolvingSymlinksInPath().path
        let realOutput = URL(fileURLWithPath: path).resolvingSymlinksInPath().path
        guard realOutput == realRoot || realOutput.hasPrefix(realRoot + "/") else {
            throw InputError(
                "the output folder '\(outputFolder)' leads outside the project (to \(realOutput)); errata will not write there",
                at: outputLocation ?? SourceLocation(path: configFile ?? outputFolder)
            )
        }
        return path
    }
}
