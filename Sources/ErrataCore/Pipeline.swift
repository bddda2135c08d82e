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

        // Products are reconciled and emitted side by side, each on its own thread (and each on all
        // cores where it can); up to the first product whose pages failed, as errors are thrown in
        // product order.
        let usable = facts.firstIndex { if case .failure = $0 { true } else { false } } ?? facts.count
        let ran = discovered.indices.prefix(usable).concurrentMap { index in
            Swift.Result { () throws -> (ReconciledProduct, [OutputFile]) in
                let product = discovered[index]
                var timer = StageTimer()
                let reconciled = reconciler.reconcile(product.config, facts: try facts[index].get())
                timer.lap("\(product.config.name): reconcile")
                // The emitters only read the reconciled product: they run side by side, each on a
                // thread of its own so that those that write in parallel runs (the drift reports,
                // JSON) use every core; their files keep the emitters' order (the first error in that
                // order is thrown).
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
        let summaries = try writer.replace(result.outputs)
        return zip(result.outputs, summaries).map { ($0.folder, $1) }
    }
}

extension Array where Element: Sendable {
    /// `map`, run on ``Pipeline/threadCount`` threads; the results keep the order of the elements.
    ///
    /// The elements are claimed, not assigned: this thread works through them while up to
    /// `threadCount - 1` others, asked for on ``Pipeline/helpers``, join as they start and find
    /// a core free (`ComputingThreads`); it waits only for elements another thread is working on,
    /// never for a thread that has yet to start. So a loop nested in other parallel work (a
    /// rule's sections, an emitter's runs, a product reconciled beside another) takes the cores
    /// the outer one frees, where `concurrentPerform` or the global queue, asked from a pool whose
    /// threads were busy or blocked, kept all of its work on the one thread that asked.
    ///
    /// - Parameter order: The order in which the elements are started (the indices of all of
    ///   them, each once), when not their own: the results keep the elements' order all the same.
    func parallelMap<Result: Sendable>(
        order: [Int]? = nil, _ transform: @escaping @Sendable (Element) -> Result
    ) -> [Result] {
        let threads = Swift.min(Pipeline.threadCount, count)
        guard threads > 1 else { return map(transform) }
        precondition(order.map { $0.count == count } ?? true, "the order must list every element")
        let order = order ?? []
        let results = UnsafeMutableBufferPointer<Result?>.allocate(capacity: count)
        results.initialize(repeating: nil)
        defer { results.deallocate() }
        // Each slot is written by the one thread that claimed it, and read after all are done.
        nonisolated(unsafe) let shared = results
        let elements = self
        let work = ClaimedWork(count: count)
        @Sendable func drain() {
            var done = 0
            while let started = work.claim() {
                let index = order.isEmpty ? started : order[started]
                shared[index] = transform(elements[index])
                done += 1
            }
            // Counted once per thread: every element it claimed is done.
            work.finish(done)
        }
        for _ in 1..<threads {
            work.askForHelper(running: drain)
        }
        drain()
        work.waitUntilFinished()
        return results.map { $0! }
    }
}

extension Array where Element: Sendable {
    /// `body` on consecutive runs of at least `minimumChunk` elements, the runs on
    /// ``Pipeline/threadCount`` threads (one run for short arrays); the results keep the order.
    func parallelChunks<Result: Sendable>(
        minimumChunk: Int, _ body: @escaping @Sendable (ArraySlice<Element>) -> Result
    ) -> [Result] {
        let chunkCount = Swift.min(Pipeline.threadCount * 4, count / Swift.max(minimumChunk, 1))
        guard chunkCount > 1 else { return [body(self[...])] }
        let elements = self
        let bounds = (0...chunkCount).map { $0 * elements.count / chunkCount }
        return [Int](0..<chunkCount).parallelMap { chunk in body(elements[bounds[chunk]..<bounds[chunk + 1]]) }
    }

    /// `map` over many small elements, in runs of at least `minimumChunk` side by side (see
    /// ``parallelChunks(minimumChunk:_:)``); the results keep the order.
    func chunkedParallelMap<Result: Sendable>(
        minimumChunk: Int = 1024, _ transform: @escaping @Sendable (Element) -> Result
    ) -> [Result] {
        parallelChunks(minimumChunk: minimumChunk) { $0.map(transform) }.flatMap { $0 }
    }
}

extension Collection where Element: Sendable, Self: Sendable {
    /// `map` for a few large pieces of work (rules, emitters, products) that may each use
    /// ``Swift/Array/parallelMap(_:)`` themselves: the same claiming of elements, which lets
    /// such a nested loop take the threads that free up. The results keep the order.
    func concurrentMap<Result: Sendable>(_ transform: @escaping @Sendable (Element) -> Result) -> [Result] {
        Array(self).parallelMap(transform)
    }
}

/// Runs `first` on another thread while `second` runs on this one, and returns both results
/// (with one thread, one after the other). Either may itself use ``Swift/Array/parallelMap(order:_:)``.
/// When no other thread has started `first` by the time `second` is done, this thread runs it.
func inParallel<First: Sendable, Second>(
    _ first: @escaping @Sendable () -> First, _ second: () -> Second
) -> (First, Second) {
    guard Pipeline.threadCount > 1 else { return (first(), second()) }
    // Written by the thread that claimed `first`, and read after it is done.
    nonisolated(unsafe) var firstResult: First?
    let work = ClaimedWork(count: 1)
    @Sendable func runFirst() {
        guard work.claim() != nil else { return }
        firstResult = first()
        work.finish()
    }
    work.askForHelper(running: runFirst)
    let secondResult = second()
    runFirst()
    work.waitUntilFinished()
    return (firstResult!, secondResult)
}

/// Pieces of work `0..<count` handed out once each to whichever thread claims them, and a wait
/// for all of them to be done.
private final class ClaimedWork: @unchecked Sendable {
    private let next = NextIndex()
    private let lock = NSLock()
    private let done = DispatchSemaphore(value: 0)
    private let count: Int
    private var unfinished: Int

    init(count: Int) {
        self.count = count
        unfinished = count
    }

    /// The next piece no thread has claimed, or `nil` when all are claimed.
    func claim() -> Int? {
        next.take(below: count)
    }

    /// Whether some piece is not claimed yet.
    private func hasUnclaimed() -> Bool {
        next.isBelow(count)
    }

    /// Asks for a helper thread (``Pipeline/helpers``) that runs `body` once a core is free for
    /// it (see `ComputingThreads`), or not at all when every piece is claimed by then.
    func askForHelper(running body: @escaping @Sendable () -> Void) {
        Pipeline.helpers.async {
            guard ComputingThreads.shared.enter(while: self.hasUnclaimed) else { return }
            body()
            ComputingThreads.shared.leave()
        }
    }

    /// Marks `pieces` claimed pieces done (a thread that claimed none marks 0).
    func finish(_ pieces: Int = 1) {
        guard pieces > 0 else { return }
        lock.lock()
        unfinished -= pieces
        let last = unfinished == 0
        lock.unlock()
        if last { done.signal() }
    }

    /// Returns once every piece is done; called once this thread finds no piece left to claim.
    /// While it waits, this thread does not count as computing: a helper waiting for a core
    /// takes its place.
    func waitUntilFinished() {
        // Every piece is claimed: helpers still waiting for a core have nothing to do.
        ComputingThreads.shared.wakeWaiting()
        lock.lock()
        let pending = unfinished > 0
        lock.unlock()
        guard pending else { return }
        whileBlocked { done.wait() }
    }
}

/// Runs `body`, which blocks this thread until work on other threads is done, without counting
/// the thread as computing meanwhile (see `ComputingThreads`): a helper waiting for a core takes
/// its place. The parallel loops wait this way; a thread that blocks otherwise keeps its core.
func whileBlocked<Value>(_ body: () throws -> Value) rethrows -> Value {
    ComputingThreads.shared.pause()
    defer { ComputingThreads.shared.resume() }
    return try body()
}

/// How many threads compute at once, kept to ``Pipeline/threadCount``.
///
/// Parallel loops nest (a rule's sections in the rules, a product's rules beside another
/// product), and each asks for helpers on threads of their own (``Pipeline/helpers``), which
/// libdispatch starts whether or not the cores are busy: seventeen threads on two cores in a
/// check of N = 64, time-sliced, so that a step every other waited for (matching a product's
/// concepts, on one thread) took twice its time. A helper now starts work only when fewer than
/// `threadCount` threads compute, and waits for a thread to finish or to block otherwise, as
/// long as its loop has work left for it; a thread that blocks in a loop's wait stops counting
/// until it wakes (``whileBlocked(_:)``). The thread that starts a loop always works through it
/// itself, so no loop waits for a helper: the limit only decides how many join.
final class ComputingThreads: @unchecked Sendable {
    static let shared = ComputingThreads(limit: Pipeline.threadCount)

    private let condition = NSCondition()
    private let limit: Int
    /// The threads computing now: the one that started the run, and the helpers that entered,
    /// less the threads blocked in a wait.
    private var computing = 1

    init(limit: Int) {
        self.limit = limit
    }

    /// Waits until fewer than `limit` threads compute and counts this one, or returns `false`
    /// as soon as `wanted` does (the loop's work is all claimed).
    func enter(while wanted: () -> Bool) -> Bool {
        condition.lock()
        defer { condition.unlock() }
        while computing >= limit {
            guard wanted() else { return false }
            condition.wait()
        }
        guard wanted() else { return false }
        computing += 1
        return true
    }

    /// A helper is done.
    func leave() {
        condition.lock()
        computing -= 1
        condition.broadcast()
        condition.unlock()
    }

    /// A computing thread is about to block.
    func pause() {
        leave()
    }

    /// A thread that blocked computes again: counted at once, even above the limit for a
    /// moment, so that a waiting loop never waits twice.
    func resume() {
        condition.lock()
        computing += 1
        condition.unlock()
    }

    /// Wakes the helpers waiting for a core, for those whose loop has no work left to return.
    func wakeWaiting() {
        condition.lock()
        condition.broadcast()
        condition.unlock()
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

/// A counter that hands out 0, 1, 2… to whichever thread asks first.
private final class NextIndex: @unchecked Sendable {
    private let lock = NSLock()
    private var value = 0

    /// The next index, or `nil` once `limit` is reached.
    func take(below limit: Int) -> Int? {
        lock.lock()
        defer { lock.unlock() }
        guard value < limit else { return nil }
        value += 1
        return value - 1
    }

    /// Whether an index below `limit` is left.
    func isBelow(_ limit: Int) -> Bool {
        lock.lock()
        defer { lock.unlock() }
        return value < limit
    }
}

extension Pipeline {
    /// A queue to ask for one helper thread on: a serial queue of its own each time, which
    /// libdispatch runs on its overcommitting pool, starting a thread when none is idle. The
    /// global queue starts no more threads than there are cores, even when some of them are
    /// blocked: a thread waiting in a loop for another's element (a rule waiting for the rule
    /// beside it) kept a nested loop's helpers from starting until the work was done, so that
    /// `link-conflict`'s sections, for one, ran on one core.
    static var helpers: DispatchQueue { DispatchQueue(label: "errata.parallel") }

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
