import MortarWorkspace

extension ProcessRunner {
    /// Runs `request` and returns its result when it exits 0. A process that cannot be started
    /// throws `cannotStart` with the runner's reason; one that exits otherwise throws what
    /// `exited` makes of its result.
    func runToZeroExit(
        _ request: ProcessRequest, cannotStart: (String) -> BenchError, exited: (ProcessResult) -> BenchError
    ) throws(BenchError) -> ProcessResult {
        let result: ProcessResult
        do {
            result = try run(request)
        } catch {
            throw cannotStart(error.description)
        }
        guard result.status == 0 else { throw exited(result) }
        return result
    }
}
