public import Foundation

/// errata's fixed chain of stages: load → parse → extract → reconcile → emit.
///
/// Each stage is a value with its own input and output types, passed in with a default, so a
/// test can replace one. Pages are found first; then each is read, parsed and extracted in
/// parallel, and its text and syntax tree live only until its facts are extracted.
public struct Pipeline: Sendable {
    /// Reads the pages.
    public var loader: SourceLoader
    /// Parses Markdown.
    public var parser: DocumentParser
    /// Turns trees into facts.
    public var extractor: FactExtractor
    /// Merges facts into catalogs and findings.
    public var reconciler: Reconciler
    /// Write the outputs.
    public var emitters: [any ProductEmitter]

    /// The emitters `errata build` runs.
    public static let defaultEmitters: [any ProductEmitter] = [
        SwiftEmitter(),
        StringsEmitter(),
        StringCatalogEmitter(),
        CatalogJSONEmitter(),
        DriftReportMarkdownEmitter(),
        DriftReportJSONEmitter(),
        DriftReportHTMLEmitter(),
    ]

    /// Creates a pipeline from its stages.
    public init(
        loader: SourceLoader = SourceLoader(),
        parser: DocumentParser = DocumentParser(),
        extractor: FactExtractor = FactExtractor(),
        reconciler: Reconciler = Reconciler(),
        emitters: [any ProductEmitter] = Pipeline.defaultEmitters
    ) {
        self.loader = loader
        self.parser = parser
        self.extractor = extractor
        self.reconciler = reconciler
        self.emitters = emitters
    }

    /// What a run produced, before anything is written.
    public struct Result: Sendable {
        /// Each product, reconciled.
        public var products: [ReconciledProduct]
        /// The files of each product's output folder, by folder name.
        public var outputs: [(folder: String, files: [OutputFile])]
    }

    /// Runs every stage but writing.
    ///
    /// - Parameter config: The resolved configuration.
    /// - Returns: The reconciled products and their files.
    /// - Throws: ``InputError`` for bad input; nothing has been written.
    public func run(_ config: Config) throws -> Result {
        var timer = StageTimer()
        let discovered = try loader.discover(config)
        timer.lap("find pages")
        var configured = self.reconciler
        configured.severities.merge(config.ruleSeverities) { _, configured in configured }
        configured.rules.removeAll { config.disabledRules.contains(type(of: $0).id) }
        let reconciler = configured
        let loader = self.loader
        let parser = self.parser
        let extractor = self.extractor
        let emitters = self.emitters
        let limits = config.limits

        // Every page of every product is read, parsed and extracted in one parallel pass: a page's
        // text and tree live only while its facts are taken.
        // The largest pages go first, so that no large page is left to one core at the end.
        // A code sample repeated on several pages (in every translation of a page) is read once.
        let pages = discovered.flatMap(\.pages)
        let order = SourceLoader.largestFirst(pages, root: config.root)
        let codeAnalyses = CodeAnalysisCache()
        let extracted = pages.parallelMap(order: order) { page in
            Swift.Result {
                extractor.extract(
                    try parser.parse(try loader.read(page, config: config), limits: limits),
                    codeAnalyses: codeAnalyses
                )
            }
        }
        releaseInBackground(consume codeAnalyses)
        var start = 0
        let facts = discovered.map { product in
            let range = start..<(start + product.pages.count)
            start = range.upperBound
            // The first error in page order, whichever thread met it first; a product's folder
            // error comes after its pages (see SourceLoader.discover).
            return Swift.Result {
                let facts = try extracted[range].map { try $0.get() }
                if let failure = product.failure { throw failure }
                return facts
            }
        }
        releaseInBackground(consume extracted)
        timer.lap("read, parse and extract")

        // Products are reconciled and emitted side by side, up to the first product whose pages
        // failed, as errors are thrown in product order.
        let usable = facts.firstIndex { if case .failure = $0 { true } else { false } } ?? facts.count
        // A product's guides may quote another's codes: each product knows the others'.
        let otherProducts = OtherProductCode.defined(
            names: discovered.map(\.config.name), facts: facts.map { (try? $0.get()) ?? [] })
        let ran = discovered.indices.prefix(usable).concurrentMap { index in
            Swift.Result { () throws -> (ReconciledProduct, [OutputFile]) in
                let product = discovered[index]
                var timer = StageTimer()
                let reconciled = reconciler.reconcile(
                    product.config, facts: try facts[index].get(), otherProducts: otherProducts,
                    files: ProjectFiles(config))
                timer.lap("\(product.config.name): reconcile")
                // The emitters only read the reconciled product: they run side by side; their files
                // keep the emitters' order (the first error in that order is thrown).
                var files: [OutputFile] = []
                for emitted in emitters.concurrentMap({ emitter in Swift.Result { try emitter.emit(reconciled) } }) {
                    files += try emitted.get()
                }
                if !emitters.isEmpty { timer.lap("\(product.config.name): emit") }
                return (reconciled, files)
            }
        }
        var products: [ReconciledProduct] = []
        var outputs: [(folder: String, files: [OutputFile])] = []
        for (index, result) in ran.enumerated() {
            let (reconciled, files) = try result.get()
            products.append(reconciled)
            outputs.append((discovered[index].config.name, files))
        }
        if usable < facts.count { _ = try facts[usable].get() }
        releaseInBackground(consume facts)
        return Result(products: products, outputs: outputs)
    }

    /// Writes a run's outputs under `root`, each product folder all at once, under the output
    /// root's lock (see ``OutputWriter``): every folder is checked before any is written.
    ///
    /// - Parameters:
    ///   - lockTimeout: How long to wait for another run writing there, in seconds.
    ///   - notice: Told of a wait for another run and of edited files about to be overwritten.
    /// - Returns: What changed, by folder.
    public func write(
        _ result: Result, to root: String, lockTimeout: TimeInterval = OutputLock.defaultTimeout,
        notice: @escaping @Sendable (String) -> Void = { _ in }
    ) throws -> [(folder: String, summary: OutputWriter.Summary)] {
        var writer = OutputWriter(root: root)
        writer.lockTimeout = lockTimeout
        writer.notice = notice
        var timer = StageTimer()
        let summaries = try writer.replace(result.outputs)
        timer.lap("write outputs")
        return zip(result.outputs, summaries).map { ($0.folder, $1) }
    }
}

extension Array where Element: Sendable {
    /// `map` with the elements side by side (`DispatchQueue.concurrentPerform`; one by one when
    /// ``Pipeline/threadCount`` is 1); the results keep the order of the elements.
    ///
    /// - Parameter order: The order in which the elements are started (the indices of all of
    ///   them, each once), when not their own: the results keep the elements' order all the same.
    func parallelMap<Result: Sendable>(
        order: [Int]? = nil, _ transform: @Sendable (Element) -> Result
    ) -> [Result] {
        guard Pipeline.threadCount > 1, count > 1 else { return map(transform) }
        precondition(order.map { $0.count == count } ?? true, "the order must list every element")
        let results = ParallelResults<Result>(count: count)
        DispatchQueue.concurrentPerform(iterations: count) { started in
            let index = order?[started] ?? started
            results.set(index, transform(self[index]))
        }
        return results.values
    }

    /// `body` on consecutive runs of at least `minimumChunk` elements, the runs side by side
    /// (one run for short arrays); the results keep the order.
    func parallelChunks<Result: Sendable>(
        minimumChunk: Int, _ body: @Sendable (ArraySlice<Element>) -> Result
    ) -> [Result] {
        let chunkCount = Swift.min(Pipeline.threadCount * 4, count / Swift.max(minimumChunk, 1))
        guard chunkCount > 1 else { return [body(self[...])] }
        let bounds = (0...chunkCount).map { $0 * count / chunkCount }
        return [Int](0..<chunkCount).parallelMap { chunk in body(self[bounds[chunk]..<bounds[chunk + 1]]) }
    }

    /// `map` over many small elements, in runs of at least `minimumChunk` side by side (see
    /// ``parallelChunks(minimumChunk:_:)``); the results keep the order.
    func chunkedParallelMap<Result: Sendable>(
        minimumChunk: Int = 1024, _ transform: @Sendable (Element) -> Result
    ) -> [Result] {
        parallelChunks(minimumChunk: minimumChunk) { $0.map(transform) }.flatMap { $0 }
    }
}

extension Collection where Element: Sendable, Self: Sendable {
    /// `map` for a few large pieces of work (rules, emitters, products), side by side (see
    /// ``SharedWork``); the results keep the order of the elements.
    func concurrentMap<Result: Sendable>(_ transform: @Sendable (Element) -> Result) -> [Result] {
        let elements = Array(self)
        guard Pipeline.threadCount > 1, elements.count > 1 else { return elements.map(transform) }
        let results = ParallelResults<Result>(count: elements.count)
        SharedWork.run(count: elements.count) { index in results.set(index, transform(elements[index])) }
        return results.values
    }
}

/// Runs `first` and `second` side by side (see ``SharedWork``; one after the other when
/// ``Pipeline/threadCount`` is 1), and returns both results.
func inParallel<First: Sendable, Second: Sendable>(
    _ first: @Sendable () -> First, _ second: @Sendable () -> Second
) -> (First, Second) {
    guard Pipeline.threadCount > 1 else { return (first(), second()) }
    let firstResult = ParallelResults<First>(count: 1)
    let secondResult = ParallelResults<Second>(count: 1)
    SharedWork.run(count: 2) { index in
        if index == 0 { firstResult.set(0, first()) } else { secondResult.set(0, second()) }
    }
    return (firstResult.values[0], secondResult.values[0])
}

/// A few large pieces of work that this thread and threads of Dispatch's pool take in turn.
///
/// Not a parallel loop (`concurrentPerform`): one inside another runs on its thread alone, so a
/// piece's own loops would keep to one core once the other pieces are done. The caller waits
/// for the pieces taken, never for a pool thread to start (one that starts late finds none left),
/// so pieces that wait on pieces of their own cannot run out of threads.
private final class SharedWork: @unchecked Sendable {
    private let condition = NSCondition()
    private let count: Int
    private var taken = 0
    private var finished = 0
    /// The work, until every piece is finished; `nil` after, for a pool thread that starts late.
    private var body: (@Sendable (Int) -> Void)?

    private init(count: Int, body: @escaping @Sendable (Int) -> Void) {
        self.count = count
        self.body = body
    }

    /// Runs `body` for every index below `count`, side by side, and returns once all are done.
    static func run(count: Int, _ body: @Sendable (Int) -> Void) {
        withoutActuallyEscaping(body) { body in
            let work = SharedWork(count: count, body: body)
            for _ in 1..<Swift.min(Pipeline.threadCount, count) {
                DispatchQueue.global().async { work.takePieces() }
            }
            work.takePieces()
            work.condition.lock()
            while work.finished < count { work.condition.wait() }
            work.body = nil
            work.condition.unlock()
        }
    }

    private func takePieces() {
        while runPiece() {
            condition.lock()
            finished += 1
            if finished == count { condition.broadcast() }
            condition.unlock()
        }
    }

    /// Takes the next piece and runs it; `false` when none is left. Its own function, so that its
    /// hold on `body` ends before the piece counts as finished.
    private func runPiece() -> Bool {
        condition.lock()
        guard taken < count, let body else {
            condition.unlock()
            return false
        }
        let index = taken
        taken += 1
        condition.unlock()
        body(index)
        return true
    }
}

/// The results of a parallel loop, each set once by the thread that worked it out.
private final class ParallelResults<Value>: @unchecked Sendable {
    private let lock = NSLock()
    private var slots: [Value?]

    init(count: Int) {
        slots = Array(repeating: nil, count: count)
    }

    func set(_ index: Int, _ value: Value) {
        lock.withLock { slots[index] = value }
    }

    /// Every slot's value, once all are set.
    var values: [Value] {
        lock.withLock { slots.map { $0! } }
    }
}

/// Lets go of `value` on a background thread. Freeing the many small allocations of a doc set's
/// pages and facts takes tens of milliseconds that nothing needs to wait for.
///
/// Hand the value over with `consume` (`releaseInBackground(consume facts)`): passed plainly, the
/// caller keeps a reference until its scope ends, and when the background thread lets go of its
/// own first, the caller's is the last and frees everything on the caller's thread (2.1 ms of
/// the serial end of a check of N = 64, before it was consumed).
public func releaseInBackground<Value: Sendable>(_ value: consuming Value) {
    let value = value
    DispatchQueue.global(qos: .utility).async { withExtendedLifetime(value) {} }
}

/// Keeps `value` alive until the process ends: for what a command holds as it is about to exit.
/// The system takes the memory back with the process at once, where freeing its many small
/// allocations takes tens of milliseconds; handed to a thread of its own
/// (``releaseInBackground(_:)``), that work raced the exit and got further in one run than in
/// another.
public func keepUntilExit<Value: Sendable>(_ value: consuming Value) {
    KeptUntilExit.shared.keep(value)
}

/// What ``keepUntilExit(_:)`` keeps: reachable from here, it is no leak to a leak checker.
private final class KeptUntilExit: @unchecked Sendable {
    static let shared = KeptUntilExit()
    private let lock = NSLock()
    private var values: [any Sendable] = []

    func keep(_ value: any Sendable) {
        lock.lock()
        values.append(value)
        lock.unlock()
    }
}

extension Pipeline {
    /// How many threads parse and extract pages: ``requestedThreadCount`` if set, else one per
    /// core. Outputs are the same either way. Worked out once: on Linux, Foundation reads the
    /// cgroup's CPU quota and CPU set from `/sys/fs/cgroup` each time it is asked (144 system
    /// calls in a check of two pages, when every parallel loop asked).
    public static let threadCount: Int = requestedThreadCount ?? ProcessInfo.processInfo.activeProcessorCount

    /// `ERRATA_THREADS`, when it is set to a whole number above 0 (`ERRATA_THREADS=1` parses on
    /// one thread). Read once: every parallel loop asks, and reading the environment copies it.
    public static let requestedThreadCount: Int? = {
        guard let value = ProcessInfo.processInfo.environment["ERRATA_THREADS"], let threads = Int(value), threads > 0
        else { return nil }
        return threads
    }()
}
