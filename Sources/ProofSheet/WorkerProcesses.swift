import Foundation
import ProofSheetSupport
import Rendering
import Synchronization
import Variants

/// Work over indices in forked worker processes, each taking batches of indices as it works
/// through them, with results by index: ``ParallelWork`` for work that Pango's process-wide lock would
/// otherwise serialise (`PangoAccess`). Each worker is a copy of this process made by `fork`,
/// with its own Pango, so text is measured and shaped on every core at once; the results, and
/// so every output made from them, are the same bytes as one thread's.
///
/// The parent hands out batches over a pipe per worker (a second one queued behind the one a
/// worker is on while there are more batches than workers) and reads each result back as JSON
/// over another. Work that shares cached results (a variant in light and in dark lays out the
/// same text) goes in one batch, so one worker measures it once. Forking copies only the calling
/// thread: callers fork while no other thread of theirs is working (idle ones, such as
/// libdispatch's after hashing fonts or after sheets laid out their variants on threads, hold no
/// lock; Pango's font-matching threads are waited for, ``waitForPangoFontThreads(limit:)``), and
/// the work starts no threads of its own (those idle threads do not exist in a worker; Pango
/// starts its font-matching threads afresh there). An index a worker did not answer (it crashed, or its
/// result could not be encoded) is run again in this process, so a bug shows as it would at one
/// job, unless the worker had started it and the caller says how to report that instead
/// (`interrupted`). When a worker cannot be started, its share runs on threads.
///
/// A worker's temporary files are named for this process's run (`TemporaryOwner.current`), so
/// those it hands over stay protected while this process runs. It ends with this process
/// (`RunInterruption.enterWorker(parent:)`), and a run stopped by a signal stops every running
/// worker first (``stopAll(grace:)``) and hands out no more work.
enum WorkerProcesses {
    /// The workers started and not yet reaped, by process id. A worker is reaped only while its
    /// id is taken out of here under the lock, so ``stopAll(grace:)`` never signals an id that a
    /// new process took after the worker was reaped.
    private static let running = Mutex<Set<pid_t>>([])

    /// Stops every running worker (SIGTERM, then SIGKILL to those still running after `grace`)
    /// and reaps it; returns how many there were. For a run that is stopping.
    static func stopAll(grace: Duration) -> Int {
        running.withLock { pids in
            let count = pids.count
            for pid in pids { kill(pid, SIGTERM) }
            let deadline = ContinuousClock.now + grace
            var status: Int32 = 0
            while !pids.isEmpty, ContinuousClock.now < deadline {
                for pid in pids where waitpid(pid, &status, WNOHANG) != 0 { pids.remove(pid) }
                if !pids.isEmpty { usleep(2_000) }
            }
            for pid in pids {
                kill(pid, SIGKILL)
                while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
            }
            pids.removeAll()
            return count
        }
    }

    /// Waits for the worker `pid` to end and reaps it; its wait status, or nil when
    /// ``stopAll(grace:)`` reaped it.
    private static func reap(_ pid: pid_t) -> Int32? {
        var info = siginfo_t()
        // Waited for without reaping, so the id stays the worker's until it is reaped below.
        while waitid(P_PID, id_t(pid), &info, WEXITED | WNOWAIT) < 0 && errno == EINTR {}
        return running.withLock { pids in
            guard pids.remove(pid) != nil else { return nil }
            var status: Int32 = 0
            while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
            return status
        }
    }

    /// `body(index)` for each index in `0..<count`, in index order, on up to `jobs` worker
    /// processes. `batches` are consecutive ranges covering `0..<count`; a worker is given a
    /// whole batch, in the order ``BatchSchedule`` gives by `affinities` (one for each batch:
    /// batches of one affinity go to the worker that took it up; by default each batch has its
    /// own, so they are handed out in order). `finished` is called in this process after each
    /// index, one call at a time, with the index, its result and how many have finished. `body`
    /// must not start threads of its own (Pango's, in a worker, are its own affair). `interrupted`, when given, is the result of an index whose worker
    /// ended while running it, with the reason: for a `body` with effects (writing baselines)
    /// that running it again could misreport. Without it such an index runs again here.
    static func map<T: Codable & Sendable>(
        _ count: Int, jobs: Int, batches: [Range<Int>], affinities: [Int]? = nil, _ body: @Sendable (Int) -> T,
        interrupted: (@Sendable (_ index: Int, _ reason: String) -> T)? = nil,
        finished: @Sendable (_ index: Int, _ result: T, _ done: Int) -> Void = { _, _, _ in }
    ) -> [T] {
        precondition(affinities.map { $0.count == batches.count } ?? true, "one affinity for each batch")
        let workerCount = min(max(1, jobs), batches.count)
        guard workerCount > 1 else { return ParallelWork.map(count, jobs: 1, body, finished: finished) }
        var results = [T?](repeating: nil, count: count)
        var done = 0
        func record(_ index: Int, _ result: T) {
            guard results[index] == nil else { return }
            results[index] = result
            done += 1
            finished(index, result, done)
        }

        // A worker that died must not take this process with it when it is sent its next index.
        let previousPipeHandler = signal(SIGPIPE, SIG_IGN)
        defer { signal(SIGPIPE, previousPipeHandler) }
        var workers: [Worker] = []
        fflush(nil)
        waitForPangoFontThreads()
        // Read here, so workers inherit it: their temporaries are this run's.
        _ = TemporaryOwner.current
        for _ in 0..<workerCount {
            if RunInterruption.isStopping { RunInterruption.waitForTheEnd() }
            guard let worker = Worker.start(closingInChild: workers, body) else { break }
            workers.append(worker)
        }
        var schedule = BatchSchedule(affinities: affinities ?? Array(batches.indices), workers: workers.count)
        // Batches a worker was gone before it could be sent: the next worker to ask takes them.
        var returned: [Int] = []
        // A worker holds a second batch behind the one it is on while more batches remain than
        // there are workers, so it starts the next while this process reads what it answered,
        // and no worker waits at the end while another holds two. Once every batch is handed
        // out, the requests close and each worker exits after the batches it holds.
        let running = workers.count
        func handOut(to index: Int) {
            while workers[index].batchesHeld < (schedule.remaining + returned.count > running ? 2 : 1),
                let batch = returned.popLast() ?? schedule.next(for: index)
            {
                guard workers[index].send(batches[batch]) else {
                    returned.append(batch)
                    return
                }
            }
            if schedule.remaining + returned.count == 0 { workers[index].closeRequests() }
        }
        for index in workers.indices { handOut(to: index) }
        var interruptions: [Int: String] = [:]

        let decoder = Self.decoder()
        while workers.contains(where: \.isOpen) {
            var polled = workers.filter(\.isOpen).map { pollfd(fd: $0.results, events: Int16(POLLIN), revents: 0) }
            let ready = poll(&polled, nfds_t(polled.count), -1)
            if ready < 0 {
                if errno == EINTR { continue }
                for index in workers.indices where workers[index].isOpen { workers[index].stop() }
                break
            }
            for entry in polled where entry.revents != 0 {
                guard let index = workers.firstIndex(where: { $0.isOpen && $0.results == entry.fd }) else { continue }
                let frames = workers[index].readFrames()
                for (answered, payload) in frames {
                    if answered >= 0, answered < count, let result = try? decoder.decode(T.self, from: payload) { record(answered, result) }
                }
                if workers[index].reachedEnd {
                    let started = workers[index].startedUnanswered
                    let reason = workers[index].stop()
                    if let started, started >= 0, started < count, results[started] == nil { interruptions[started] = reason }
                } else if !frames.isEmpty {
                    handOut(to: index)
                }
            }
        }
        // A signal stopped the workers: nothing runs again here, the run is ending.
        if RunInterruption.isStopping { RunInterruption.waitForTheEnd() }

        // What no worker answered: a worker that never started, crashed or could not encode.
        if let interrupted {
            for (index, reason) in interruptions.sorted(by: { $0.key < $1.key }) { record(index, interrupted(index, reason)) }
        }
        let missing = results.indices.filter { results[$0] == nil }
        if !missing.isEmpty {
            let answers = ParallelWork.map(missing.count, jobs: workers.isEmpty ? jobs : 1) { body(missing[$0]) }
            for (index, result) in zip(missing, answers) { record(index, result) }
        }
        return results.map { $0! }
    }

    /// Waits, up to `limit`, until no thread of this process is Pango's: for each new font
    /// pattern Pango 1.50 starts two threads, one to match a font and one to sort the fallback
    /// fonts ("[pango] FcFontSetMatch", "[pango] FcFontSetSort"), and a layout goes on once the
    /// match is in while the sort may still run. A worker forked then would wait for ever for a
    /// sort no thread of its own finishes, the first time it needs a fallback font at that
    /// size. Linux names threads in `/proc/self/task/*/comm` (15 characters); elsewhere there is
    /// nothing to read, and nothing is waited for.
    static func waitForPangoFontThreads(limit: Duration = .seconds(10)) {
        let deadline = ContinuousClock.now + limit
        while ContinuousClock.now < deadline {
            let threads = (try? FileManager.default.contentsOfDirectory(atPath: "/proc/self/task")) ?? []
            let pangoRunning = threads.contains { thread in
                (try? String(contentsOfFile: "/proc/self/task/\(thread)/comm", encoding: .utf8))?.hasPrefix("[pango] Fc") == true
            }
            guard pangoRunning else { return }
            usleep(500)
        }
    }

    /// ``map(_:jobs:batches:affinities:_:interrupted:finished:)`` as the pool the stages below the
    /// facade are handed (the snapshot runner's `SnapshotRunner.Configuration.processes`).
    struct Pool: WorkerProcessPool {
        func map<T: Codable & Sendable>(
            _ count: Int, jobs: Int, batches: [Range<Int>], affinities: [Int]?, _ body: @Sendable (Int) -> T,
            interrupted: (@Sendable (_ index: Int, _ reason: String) -> T)?, finished: @Sendable (_ index: Int, _ result: T, _ done: Int) -> Void
        ) -> [T] {
            WorkerProcesses.map(count, jobs: jobs, batches: batches, affinities: affinities, body, interrupted: interrupted, finished: finished)
        }
    }

    static func encoder() -> JSONEncoder {
        let encoder = JSONEncoder()
        encoder.nonConformingFloatEncodingStrategy = .convertToString(positiveInfinity: "+inf", negativeInfinity: "-inf", nan: "nan")
        return encoder
    }

    static func decoder() -> JSONDecoder {
        let decoder = JSONDecoder()
        decoder.nonConformingFloatDecodingStrategy = .convertFromString(positiveInfinity: "+inf", negativeInfinity: "-inf", nan: "nan")
        // Outcomes come back with their axes in matrix order and labelled, as the parent made them.
        decoder.userInfo[VariantAxes.recordedAxesKey] = VariantAxisRegistry.current.recordedAxes
        return decoder
    }

    /// One forked worker as the parent sees it: the pipe it takes indices from, the pipe its
    /// results come back on, and the bytes of results read but not yet whole.
    private struct Worker {
        let pid: pid_t
        private(set) var requests: Int32
        let results: Int32
        private(set) var isOpen = true
        private(set) var reachedEnd = false
        private var buffer: [UInt8] = []
        /// Answers still due for each batch the worker holds, oldest first.
        private var pending: [Int] = []
        /// The index the worker said it started and has not answered yet.
        private(set) var startedUnanswered: Int?
        /// How many batches the worker holds that it has not answered in full.
        var batchesHeld: Int { pending.count }

        /// Forks a worker that runs `body` on each index it is sent; nil when it cannot.
        /// `others`: the workers started before, whose pipe ends the new one must not hold.
        static func start<T: Codable>(closingInChild others: [Worker], _ body: (Int) -> T) -> Worker? {
            var toChild: [Int32] = [0, 0]
            var fromChild: [Int32] = [0, 0]
            guard pipe(&toChild) == 0 else { return nil }
            guard pipe(&fromChild) == 0 else {
                close(toChild[0])
                close(toChild[1])
                return nil
            }
            let parent = getpid()
            let pid = fork()
            if pid == 0 {
                RunInterruption.enterWorker(parent: parent)
                for other in others {
                    close(other.requests)
                    close(other.results)
                }
                close(toChild[1])
                close(fromChild[0])
                serve(requests: toChild[0], results: fromChild[1], body)
                _exit(0)
            }
            close(toChild[0])
            close(fromChild[1])
            guard pid > 0 else {
                close(toChild[1])
                close(fromChild[0])
                return nil
            }
            WorkerProcesses.running.withLock { _ = $0.insert(pid) }
            return Worker(pid: pid, requests: toChild[1], results: fromChild[0])
        }

        /// The worker's side: answers each index of each batch read from `requests` until the
        /// pipe closes. A batch is its first and end index (8 bytes each, native order: both
        /// ends are this program). A frame is the index and the payload's length, then the
        /// payload, the result as JSON; an index whose result cannot be encoded gets an empty
        /// payload, which the parent cannot decode and so runs again itself. Before running an
        /// index the worker sends it with the length -1, so the parent knows it was started.
        private static func serve<T: Codable>(requests: Int32, results: Int32, _ body: (Int) -> T) {
            let encoder = WorkerProcesses.encoder()
            var words = [UInt8](repeating: 0, count: 16)
            while readFully(requests, &words) {
                let (start, end) = words.withUnsafeBytes { ($0.loadUnaligned(as: Int.self), $0.loadUnaligned(fromByteOffset: 8, as: Int.self)) }
                for index in start..<max(start, end) {
                    #if DEBUG
                        // Tests kill a worker mid-batch this way: at "N" before it starts index N
                        // (the parent runs it again), at "N!" after running it, before answering.
                        let hook = getenv("PROOFSHEET_DEBUG_KILL_WORKER_AT").map { String(cString: $0) }
                        func killedByHook(after: Bool) {
                            guard hook == "\(index)\(after ? "!" : "")" else { return }
                            let lastWords = "worker \(getpid()) killed \(after ? "after" : "at") index \(index) (test hook)\n"
                            FileHandle.standardError.write(Data(lastWords.utf8))  // test hook: a worker's last words
                            kill(getpid(), SIGKILL)
                        }
                        killedByHook(after: false)
                    #endif
                    guard writeFully(results, withUnsafeBytes(of: index) { Array($0) } + withUnsafeBytes(of: -1) { Array($0) }) else { return }
                    let result = body(index)
                    #if DEBUG
                        killedByHook(after: true)
                    #endif
                    let payload = (try? encoder.encode(result)) ?? Data()
                    var frame = withUnsafeBytes(of: index) { Array($0) } + withUnsafeBytes(of: payload.count) { Array($0) }
                    frame += payload
                    guard writeFully(results, frame) else { return }
                }
            }
        }

        /// Sends the next batch; false when the worker is gone.
        mutating func send(_ batch: Range<Int>) -> Bool {
            guard requests >= 0 else { return false }
            guard !batch.isEmpty else { return true }
            guard Self.writeFully(requests, withUnsafeBytes(of: batch.lowerBound) { Array($0) } + withUnsafeBytes(of: batch.upperBound) { Array($0) })
            else { return false }
            pending.append(batch.count)
            return true
        }

        /// No more indices: the worker finishes the batches it holds and exits.
        mutating func closeRequests() {
            guard requests >= 0 else { return }
            close(requests)
            requests = -1
        }

        /// The whole frames that have arrived, as (index, payload); sets ``reachedEnd`` when the
        /// worker closed its end.
        mutating func readFrames() -> [(Int, Data)] {
            var chunk = [UInt8](repeating: 0, count: 1 << 16)
            let read = chunk.withUnsafeMutableBytes { Foundation.read(results, $0.baseAddress, $0.count) }
            if read < 0 {
                if errno != EINTR && errno != EAGAIN { reachedEnd = true }
                return []
            }
            if read == 0 { reachedEnd = true }
            buffer += chunk[..<read]
            var frames: [(Int, Data)] = []
            var offset = 0
            while buffer.count - offset >= 16 {
                let (index, length) = buffer.withUnsafeBytes {
                    ($0.loadUnaligned(fromByteOffset: offset, as: Int.self), $0.loadUnaligned(fromByteOffset: offset + 8, as: Int.self))
                }
                if length == -1 {
                    startedUnanswered = index
                    offset += 16
                    continue
                }
                guard length >= 0, buffer.count - offset - 16 >= length else { break }
                startedUnanswered = nil
                frames.append((index, Data(buffer[offset + 16..<offset + 16 + length])))
                offset += 16 + length
                if !pending.isEmpty {
                    pending[0] -= 1
                    if pending[0] == 0 { pending.removeFirst() }
                }
            }
            buffer.removeFirst(offset)
            return frames
        }

        /// Closes both pipes, waits for the worker to exit, and says how it ended.
        @discardableResult
        mutating func stop() -> String {
            closeRequests()
            close(results)
            isOpen = false
            guard let status = WorkerProcesses.reap(pid) else { return "its worker process was stopped: the run is ending" }
            let signal = status & 0x7F
            if signal != 0 { return "its worker process was killed by signal \(signal) (\(String(cString: strsignal(signal))))" }
            return "its worker process exited with status \((status >> 8) & 0xFF) before answering"
        }

        /// Reads exactly `bytes.count` bytes; false at the end of the pipe or on an error.
        private static func readFully(_ descriptor: Int32, _ bytes: inout [UInt8]) -> Bool {
            let count = bytes.count
            return transferAll(count) { done in bytes.withUnsafeMutableBytes { Foundation.read(descriptor, $0.baseAddress! + done, count - done) } }
        }

        /// Writes all of `bytes`; false when the other end is gone.
        private static func writeFully(_ descriptor: Int32, _ bytes: [UInt8]) -> Bool {
            transferAll(bytes.count) { done in bytes.withUnsafeBytes { Foundation.write(descriptor, $0.baseAddress! + done, bytes.count - done) } }
        }

        /// Calls `step` with how many bytes have moved until `count` have, retrying when a signal
        /// interrupted it; false when a step moves nothing or fails.
        private static func transferAll(_ count: Int, _ step: (_ done: Int) -> Int) -> Bool {
            var done = 0
            while done < count {
                let moved = step(done)
                if moved < 0, errno == EINTR { continue }
                guard moved > 0 else { return false }
                done += moved
            }
            return true
        }
    }
}
