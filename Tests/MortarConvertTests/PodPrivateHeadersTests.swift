@testable import MortarConvert
import MortarCore
import Testing

/// Each tree of a pod links the headers of every library spec of the pod in `private/POD`, as
/// CocoaPods' one `Headers/Private/POD` holds them (`PodTarget#header_mappings_by_file_accessor`).
@Suite struct PodPrivateHeadersTests {
    /// Two specs with a header of one name: each tree keeps its own at that place (CocoaPods'
    /// one folder holds one of them; each target's own sources mean their own). A test spec's
    /// headers are in no tree of the pod: CocoaPods links library specs' headers only. Its
    /// C-family target's tree links the library specs' headers (the root's first), as CocoaPods
    /// gives a test spec the pod's `Headers/Private` search paths.
    @Test func aTargetsOwnHeaderWinsAPlaceAnotherSpecClaimsAndTestSpecsHeadersAreLeftOut() throws {
        let conversion = try ConversionHarness.convert("""
        Pod::Spec.new do |s|
          s.name = 'Kit'
          s.source_files = 'Core/*.{h,m}'
          s.subspec 'Extra' do |e|
            e.source_files = 'Extra/*.{h,m}'
          end
          s.test_spec 'Tests' do |t|
            t.source_files = 'Tests/*.{h,m}'
          end
        end
        """, files: ["Core/Kit.h", "Core/Util.h", "Core/Kit.m", "Extra/Extra.h", "Extra/Util.h", "Extra/Extra.m", "Tests/Helper.h", "Tests/KitTests.m"])
        #expect(ConversionHarness.text(conversion.findings) == [])
        #expect(conversion.targets.map(\.name) == ["Kit", "Kit_Extra", "Kit_Tests"])
        #expect(conversion.targets.map { $0.headerLinks.filter { $0.key.hasPrefix("private/") } } == [
            ["private/Kit/Kit.h": "Core/Kit.h", "private/Kit/Util.h": "Core/Util.h", "private/Kit/Extra.h": "Extra/Extra.h"],
            ["private/Kit/Extra.h": "Extra/Extra.h", "private/Kit/Util.h": "Extra/Util.h", "private/Kit/Kit.h": "Core/Kit.h"],
            ["private/Kit/Kit.h": "Core/Kit.h", "private/Kit/Util.h": "Core/Util.h", "private/Kit/Extra.h": "Extra/Extra.h"],
        ])
    }

    /// What a source includes below the pod's folder, as written: `#import` and `#include`, with
    /// angle brackets or quotes, blanks after `#`; not in comments, not another pod's, not the
    /// folder alone.
    @Test func includesBelowThePodsFolderAreReadAsWritten() {
        let text = """
        #import <Kit/Kit.h>
        #  include "Kit/Sub/Deep.h"
        // #import <Kit/Commented.h>
        /* #import <Kit/Block.h> */
        #import <KitOther/Other.h>
        #import <Other/Kit.h>
        #if __has_include(<Kit/Guarded.h>)
        #import "Kit/"
        #include_next <Kit/Next.h>
        @import Kit;
        """
        #expect(PodPrivateHeaders.includes(in: text, podName: "Kit") == ["Kit/Kit.h", "Kit/Sub/Deep.h"])
    }
}
