import API
import Storage

/// Runs a batch of requests through a fresh router and returns the answers.
public enum Server {
    public static func run(_ requests: [String]) -> [String] {
        let router = Router(store: Store())
        return requests.map(router.handle)
    }
}
