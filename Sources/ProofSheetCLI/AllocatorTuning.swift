import CSystem

/// How the `proofsheet` process asks glibc's allocator to keep memory it frees.
///
/// A run allocates and frees the same large buffers for every variant: decoded baselines,
/// painted strips, PNG bytes, Cairo surfaces. By default glibc gives each buffer above its
/// `mmap` threshold fresh pages from the kernel and returns them on `free`, so every variant
/// touches its buffers' pages anew, one page fault per 4 KiB: 30,000 faults for the messages
/// example at one job, 36,000 to 39,000 at two (`perf stat`), a sixth of the run. Raising
/// both thresholds keeps freed buffers in the heap for the next variant (7,800 and 12,400
/// faults). While variants run this costs no peak memory (what is kept is what the run needed
/// at its peak; a worker of a 5,040-variant check peaks at 54 MB against 58 MB), but large
/// buffers that grow, as reports do, must be mapped again first: ``releaseFreedBuffers()``.
/// Worker processes inherit the setting through `fork`.
enum AllocatorTuning {
    /// Buffers up to 32 MiB (glibc's largest threshold on 64-bit) come from the heap, and the
    /// heap is not trimmed until a gibibyte is free at its top. Call before the run allocates.
    /// Where glibc refuses the threshold (a smaller heap limit), nothing is changed: a raised
    /// trim threshold alone turns off glibc's own adjustment and faults more (95,000 for the
    /// messages example).
    static func keepFreedBuffers() {
        #if os(Linux)
            guard mallopt(M_MMAP_THRESHOLD, 32 << 20) == 1 else { return }
            _ = mallopt(M_TRIM_THRESHOLD, 1 << 30)
        #endif
    }

    /// Before a run writes its reports, and for commands that render nothing: returns to the
    /// kernel what the run's buffers left free, and maps buffers above 128 KiB again (glibc's
    /// starting thresholds, without its automatic adjustment; growing ones are remapped), so
    /// the reports' multi-megabyte JSON and HTML neither sit on top of memory the run kept nor
    /// fragment the heap as they grow. Without it the parent of a 5,040-variant check peaked at
    /// 75 MB writing its reports, against 37-39 MB during the run and 57 MB without either
    /// setting.
    static func releaseFreedBuffers() {
        #if os(Linux)
            _ = mallopt(M_MMAP_THRESHOLD, 128 << 10)
            _ = mallopt(M_TRIM_THRESHOLD, 128 << 10)
            _ = malloc_trim(0)
        #endif
    }
}
