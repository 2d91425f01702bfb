import Testing
import MortarCore
@testable import MortarFormats

@Suite struct PodfilePinEditorTests {
    @Test func rewritesVersionLiteralsAndAddsNewPodLines() {
        let text = """
            platform :ios, '13.0'
            target 'App' do
              pod 'Alamofire', '5.8.0' # networking
              pod "Firebase/Analytics", "~> 10.0"
              pod 'Firebase/Crashlytics', '10.1.0'
              pod 'Login', :path => 'Modules/Login'
            end

            """
        let edited = PodfilePinEditor.apply([
            PinChange(name: "Alamofire", version: "5.9.1"), PinChange(name: "Firebase", version: "10.2.0"),
            PinChange(name: "Kingfisher", version: "7.10.2"),
        ], to: text)
        #expect(edited == """
            platform :ios, '13.0'
            target 'App' do
              pod 'Alamofire', '5.9.1' # networking
              pod "Firebase/Analytics", "10.2.0"
              pod 'Firebase/Crashlytics', '10.2.0'
              pod 'Kingfisher', '7.10.2'
              pod 'Login', :path => 'Modules/Login'
            end

            """)
    }
}
