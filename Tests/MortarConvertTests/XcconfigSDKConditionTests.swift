@testable import MortarConvert
import Testing

/// Which platform and builds an xcconfig key's SDK condition names.
@Suite struct XcconfigSDKConditionTests {
    @Test(arguments: [
        ("KEY[sdk=xros*]", "xros*"), ("OTHER_LDFLAGS[sdk=iphoneos17.0]", "iphoneos17.0"),
    ])
    func keysWithAnSDKConditionSplit(_ key: String, _ sdk: String) {
        #expect(XcconfigSDKCondition.split(key)?.sdk == sdk)
        #expect(XcconfigSDKCondition.split(key)?.base == String(key[..<key.firstIndex(of: "[")!]))
    }

    @Test(arguments: ["KEY", "KEY[config=Debug]", "KEY[arch=arm64]", "KEY[sdk=]", "KEY[sdk=iphoneos*][arch=arm64]"])
    func otherKeysDoNot(_ key: String) {
        #expect(XcconfigSDKCondition.split(key) == nil)
    }

    @Test func patternsNameAPlatformAndItsBuilds() {
        #expect(XcconfigSDKCondition.platform(ofSDK: "iphonesimulator*").map { "\($0.platform) \($0.builds)" } == "ios simulators")
        #expect(XcconfigSDKCondition.platform(ofSDK: "iphoneos17.2").map { "\($0.platform) \($0.builds)" } == "ios devices")
        #expect(XcconfigSDKCondition.platform(ofSDK: "macosx*").map { "\($0.platform) \($0.builds)" } == "osx both")
        #expect(XcconfigSDKCondition.platform(ofSDK: "xrsimulator*").map { "\($0.platform) \($0.builds)" } == "visionos simulators")
        #expect(XcconfigSDKCondition.platform(ofSDK: "*") == nil)
        #expect(XcconfigSDKCondition.platform(ofSDK: "iphone*") == nil)
    }
}
