import Core

/// One line of the feed.
public struct FeedItem: Sendable {
    public var title: String
    public var price: Money

    public init(title: String, price: Money) {
        self.title = title
        self.price = price
    }
}
