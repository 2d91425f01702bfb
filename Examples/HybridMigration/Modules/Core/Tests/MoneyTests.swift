import Core
import XCTest

final class MoneyTests: XCTestCase {
    /// The seed comes from the podspec's GCC_PREPROCESSOR_DEFINITIONS (7): "1" is the byte 49,
    /// so the checksum is 7 * 31 + 49.
    func testChecksumStartsFromThePodspecsSeed() {
        XCTAssertEqual(Money(cents: 1).checksum, 266)
    }

    func testEqualAmountsHaveEqualChecksums() {
        XCTAssertEqual(Money(cents: 1_250).checksum, Money(cents: 1_250).checksum)
        XCTAssertNotEqual(Money(cents: 1_250).checksum, Money(cents: 1_251).checksum)
    }
}
