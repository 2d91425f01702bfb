import Logging
import Storage

/// Answers `GET key` and `PUT key value` requests against a store.
public struct Router {
    private let store: Store
    private let logger = Logger(label: "api")

    public init(store: Store) { self.store = store }

    public func handle(_ request: String) -> String {
        let words = request.split(separator: " ").map(String.init)
        logger.info("request \(words.first ?? "")")
        switch words.first {
        case "GET" where words.count == 2: return store.get(words[1]) ?? "404"
        case "PUT" where words.count == 3:
            store.put(words[1], words[2])
            return "200"
        default: return "400"
        }
    }
}
