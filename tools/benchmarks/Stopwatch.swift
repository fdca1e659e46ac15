/// Times a block over several rounds and reports the median per-operation cost.
struct Stopwatch {
    var rounds = 7

    /// Median seconds per operation of `body`, which performs `operations` operations per call.
    func medianSecondsPerOperation(operations: Int, _ body: () throws -> Void) rethrows -> Double {
        try body()  // warm-up
        var samples: [Double] = []
        for _ in 0..<rounds {
            let elapsed = try ContinuousClock().measure(body)
            samples.append(elapsed.seconds / Double(operations))
        }
        return samples.sorted()[samples.count / 2]
    }
}

extension Stopwatch {
    /// Median seconds per operation of `first` and of `second`, timed in alternate rounds, so a
    /// machine that speeds up or slows down during the run weighs on both alike.
    func medianSecondsPerOperation(
        operations: Int, _ first: () throws -> Void, against second: () throws -> Void
    ) rethrows -> (first: Double, second: Double) {
        try first()  // warm-up
        try second()
        var samples: ([Double], [Double]) = ([], [])
        for _ in 0..<rounds {
            samples.0.append(try ContinuousClock().measure(first).seconds / Double(operations))
            samples.1.append(try ContinuousClock().measure(second).seconds / Double(operations))
        }
        return (samples.0.sorted()[rounds / 2], samples.1.sorted()[rounds / 2])
    }
}

extension Duration {
    var seconds: Double {
        let (seconds, attoseconds) = components
        return Double(seconds) + Double(attoseconds) * 1e-18
    }
}
