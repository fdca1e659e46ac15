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

extension Duration {
    var seconds: Double {
        let (seconds, attoseconds) = components
        return Double(seconds) + Double(attoseconds) * 1e-18
    }
}
